"""`muster deploy-shuffle mageknight`: actions per turn (seed 004 L113, L227), the standard
game (L225-231), environment cards and their cancellations (L182-189), the dispute roll
(L240-241)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.games.mageknight import setup as mk


@pytest.mark.parametrize("points,actions", [(200, 2), (300, 3)])
def test_actions_per_turn_from_the_build_total(muster, points, actions):
    # L113: Tomáš's 200-point army has two actions a turn; L227: 300 points, 3 actions
    body = ok_json(muster, "deploy-shuffle", "mk", "--points", str(points))
    assert body["actions_per_turn"] == actions and body["form"] == "setup"


def test_standard_game(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "--standard")
    assert body["points"] == 300 and body["actions_per_turn"] == 3
    assert body["standard_game"] == {"battlefield_in": 36, "battlefield_cm": 90, "points": 300,
                                     "minutes": 50, "terrain_pieces": [0, 4],
                                     "elevated_terrain": False}


def test_a_total_the_rulebook_does_not_give_is_refused(muster):
    assert_one_line_error(muster("deploy-shuffle", "mk", "--points", "250"),
                          "only for 200 points: 2, 300 points: 3")


def test_a_total_the_rulebook_does_not_give_names_the_points_to_a_library_caller():
    from muster import i18n
    from muster.errors import FieldError

    with pytest.raises(FieldError) as err:
        mk.setup(mk.SetupSpec(points=250))
    assert err.value.field == "points"
    assert "for 250 points agree on it, or add a row" in str(err.value)
    assert "only for 200 points: 2, 300 points: 3;" in str(err.value)
    i18n.set_lang("cs")  # refused in English, shown in Czech: worded when shown
    try:
        assert "jen pro 200 bodů (2 akce) a 300 bodů (3 akce);" in i18n.shown(err.value.message)
    finally:
        i18n.set_lang("en")


def test_help_says_what_the_rulebook_leaves_out(muster):
    out = " ".join(muster("deploy-shuffle", "mk", "--help").out.split())
    assert "does not say who places terrain first" in out
    assert "only for 200 and 300 points" in out


def test_the_setup_lists_what_the_rulebook_leaves_out(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "--points", "300")
    assert "who takes the first turn" in body["not_in_rulebook"]


def test_an_environment_cancelled_by_another_leaves(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "--environment", "Radek=Fog",
                   "--environment", "Honza=Sunlight",
                 "--cancels", "Sunlight=Fog")
    assert body["in_play"] == ["Sunlight"]
    fog = body["environments"][0]
    assert fog["in_play"] is False
    assert fog["cancelled_by"] == [{"side": "Honza", "card": "Sunlight"}]


def test_two_that_cancel_each_other_both_leave(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "-e", "A=Fog", "-e", "B=Sun",
                   "--cancels", "sun=FOG",
                 "--cancels", "Fog=Sun")
    assert body["in_play"] == []
    run = muster("deploy-shuffle", "mk", "-e", "A=Fog", "-e", "B=Sun", "--cancels", "Sun=Fog",
                 "--cancels", "Fog=Sun")
    assert "they cancel each other: both leave" in run.out


def test_cancellations_are_simultaneous(muster):
    # A cancels B and B cancels C: revealed together, B still cancels C
    body = ok_json(muster, "deploy-shuffle", "mk", "-e", "p1=A", "-e", "p2=B", "-e", "p3=C",
                   "--cancels", "A=B",
                 "--cancels", "B=C")
    assert body["in_play"] == ["A"]


def test_a_cancel_for_a_card_not_in_play_changes_nothing(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "-e", "p1=A", "-e", "p2=B", "--cancels", "X=B")
    assert body["in_play"] == ["A", "B"]


def test_cancels_table_from_user_data(tmp_path):
    (tmp_path / "mageknight").mkdir()
    (tmp_path / "mageknight" / "setup.toml").write_text(
        '[environment]\ncancels = [["Sunlight", "Fog"]]\n'
        '[actions]\ntable = [{ points = 400, actions = 4, ref = "house" }]\n',
        encoding="utf-8")
    env = {**os.environ, "MUSTER_DATA": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "muster", "deploy-shuffle", "mk", "--points",
                          "400", "-e", "a=fog", "-e", "b=sunlight", "--json"],
                         capture_output=True, text=True, env=env, check=True).stdout
    body = json.loads(out)
    assert body["in_play"] == ["sunlight"] and body["actions_per_turn"] == 4


def test_dispute_roll(muster):
    assert ok_json(muster, "deploy-shuffle", "mk", "dispute", "--dice", "3")["allowed"] is False
    body = ok_json(muster, "deploy-shuffle", "mk", "dispute", "--dice", "4",
                   "--about", "room between two figures")
    assert body["allowed"] is True and body["about"] == "room between two figures"
    for face in (1, 2, 3, 4, 5, 6):
        assert ok_json(muster, "deploy-shuffle", "mk", "dispute",
                       "--dice", str(face))["allowed"] is (face >= 4)


def test_dispute_odds_half(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "dispute", "--odds")
    assert Fraction(body["allowed"]["fraction"]) == Fraction(1, 2)


def test_dispute_drivers_agree():
    dist = assert_drivers_agree(lambda src: mk.dispute(src), lambda r: r.allowed, 5)
    assert dist[True] == Fraction(1, 2)


def test_dispute_times(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "dispute", "--times", "12", "--seed", "1")
    assert sum(o["count"] for o in body["outcomes"]) == 12


@pytest.mark.parametrize("args,needle", [
    ((), "setup needs"),
    (("--points", "0"), "positive"),
    (("--standard", "--points", "200"), "contradicts"),
    (("--points", "300", "--dice", "4"), "no such option: --dice"),
    (("--points", "300", "--odds"), "no such option: --odds"),
    (("--points", "300", "--about", "x"), "no such option: --about"),
    (("-e", "A=Fog", "-e", "A=Sun"), "one environment card"),
    (("-e", "Fog"), "SIDE=CARD"),
    (("-e", "A=Fog", "--cancels", "Fog"), "CARD=CARD"),
    (("-e", "A=Fog", "--cancels", "Fog=fog"), "itself"),
    (("--points", "300", "--cancels", "A=B"), "--environment"),
    (("dispute", "--points", "300"), "no such option: --points"),
    (("dispute", "--dice", "7"), "cannot be rolled"),
    (("dispute", "--dice", "4,4"), "too many dice"),
    (("battle",), "no such command 'battle'"),
])
def test_refusals_are_one_line(muster, args, needle):
    assert_one_line_error(muster("deploy-shuffle", "mk", *args), needle)


def test_a_setup_with_no_total_names_its_fields_to_a_library_caller(muster):
    """The rules name the spec's fields; the command line adds its options and its help."""
    from muster.errors import FieldError

    with pytest.raises(FieldError) as err:
        mk.SetupSpec()
    assert err.value.field == "points"
    assert str(err.value) == "setup needs points N, standard or environment SIDE=CARD"
    run = muster("deploy-shuffle", "mk")
    assert run.err.strip() == ("muster: error: setup needs --points N, --standard or "
                               "--environment SIDE=CARD (muster deploy-shuffle mageknight --help)")


def test_a_build_total_below_1_is_a_range_error():
    from helpers import assert_range_refused
    from muster.games.mageknight.setup import SetupSpec

    said = assert_range_refused(lambda: SetupSpec(points=0), "points", 0, 1, None)
    assert said == "points 0 is impossible: a build total is a positive number of points"
