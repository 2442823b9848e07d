"""`muster deploy-shuffle mk score`: player elimination, the end of the game and victory
with its tie-breaks (seed 004 L213-223, digest §4.10-4.11, worked example E5)."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, ok_json
from muster.games.mageknight import score as mk


def test_e5_radek_alone_has_able_warriors_controls_all_three_and_wins(muster):
    # E5 (L220): Honza's last able warrior falls; at the end of Radek's action phase Honza's
    # objective tokens go; at the start of Radek's end phase Radek controls all three.
    body = ok_json(muster, "deploy-shuffle", "mk", "score", "--player", "Radek=1",
                   "--player", "Honza=2", "--objectives", "3",
                 "--able", "Radek", "--eliminated", "Radek=120", "--eliminated", "Honza=95",
                 "--built", "Radek=300", "--built", "Honza=300")
    players = {p["name"]: p for p in body["players"]}
    assert players["Radek"]["objectives"] == 3 and players["Honza"]["objectives"] == 0
    assert players["Honza"]["objectives_claimed"] == 2 and players["Honza"]["able"] is False
    assert body["control_removed"] == ["Honza"] and body["controls_all"] == "Radek"
    assert body["game_ends"] is True and body["ends_because"] == ["one_able"]
    assert body["winner"] == "Radek" and body["decided_by"] == "objectives"
    assert body["result"] == "win" and len(body["steps"]) == 1


def test_e5_terminal_view(muster):
    run = muster("deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player", "Honza=2",
                 "--objectives", "3", "--able", "Radek")
    assert run.code == 0, run.err
    assert "controls all 3 objectives" in run.out and "WINNER: Radek" in run.out
    assert "\x1b[" not in run.out


def test_most_objectives_wins_even_with_fewer_points_eliminated(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "score", "--player", "Radek=2",
                   "--player", "Honza=1",
                 "--eliminated", "Radek=10", "--eliminated", "Honza=200", "--time-up")
    assert body["winner"] == "Radek" and body["decided_by"] == "objectives"
    assert body["ends_because"] == ["time_limit"]


def test_tied_objectives_most_points_eliminated_wins(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "score", "--player", "Radek=1",
                   "--player", "Honza=1",
                 "--eliminated", "Radek=95", "--eliminated", "Honza=120", "--agreed")
    assert body["winner"] == "Honza" and body["decided_by"] == "eliminated_points"
    assert [s["by"] for s in body["steps"]] == ["objectives", "eliminated_points"]


def test_still_tied_the_army_built_for_fewer_points_wins(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "score", "--player", "Radek=2",
                   "--player", "Honza=2",
                 "--eliminated", "Radek=120", "--eliminated", "Honza=120",
                 "--built", "Radek=300", "--built", "Honza=290", "--time-up")
    assert body["winner"] == "Honza" and body["decided_by"] == "built_points"


def test_tied_on_every_step_is_a_draw(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "score", "--player", "Radek=2",
                   "--player", "Honza=2",
                 "--eliminated", "Radek=120", "--eliminated", "Honza=120",
                 "--built", "Radek=300", "--built", "Honza=300", "--time-up")
    assert body["result"] == "draw" and body["winner"] is None
    assert body["decided_by"] is None and body["tied"] == ["Radek", "Honza"]
    run = muster("deploy-shuffle", "mk", "score", "--player", "Radek=2", "--player", "Honza=2",
                 "--eliminated", "Radek=120", "--eliminated", "Honza=120",
                 "--built", "Radek=300", "--built", "Honza=300", "--time-up")
    assert "DRAW between Radek and Honza" in run.out


def test_only_the_players_tied_for_most_objectives_are_compared(muster):
    # Digest ambiguity row 21 (L223): Eva has the most points eliminated but fewer
    # objectives; the tie-break is between Radek and Honza only (compared over all three,
    # Eva would win).
    body = ok_json(muster, "deploy-shuffle", "mk", "score", "--player", "Radek=2",
                   "--player", "Honza=2", "--player", "Eva=1",
                 "--eliminated", "Radek=80", "--eliminated", "Honza=60",
                 "--eliminated", "Eva=250", "--agreed")
    assert body["winner"] == "Radek" and body["decided_by"] == "eliminated_points"
    assert body["steps"][1]["compared"] == ["Radek", "Honza"]


def test_only_the_still_tied_are_compared_on_the_build_total(muster):
    # Eva built the cheapest army but lost the points step: she is not compared on it.
    body = ok_json(muster, "deploy-shuffle", "mk", "score", "--player", "Radek=1",
                   "--player", "Honza=1", "--player", "Eva=1",
                 "--eliminated", "Radek=100", "--eliminated", "Honza=100",
                 "--eliminated", "Eva=50", "--built", "Radek=300", "--built", "Honza=280",
                 "--built", "Eva=200", "--time-up")
    assert body["winner"] == "Honza" and body["decided_by"] == "built_points"
    assert body["steps"][2]["compared"] == ["Radek", "Honza"]


def test_a_player_without_able_warriors_loses_his_objectives_but_others_keep_theirs():
    # A held two objectives but has no able warriors left: they turn neutral; B and C both
    # still have able warriors, so nobody gets them all and the game does not end by it.
    result = mk.score(mk.ScoreSpec((("A", 2), ("B", 1), ("C", 1)),
                                   eliminated=(("A", 90), ("B", 10), ("C", 5)),
                                   able=("B", "C"), time_up=True))
    got = {p.name: p.objectives for p in result.players}
    assert got == {"A": 0, "B": 1, "C": 1}
    assert result.controls_all is None and result.ends_because == ("time_limit",)
    assert result.winner == "B" and result.decided_by == "eliminated_points"


def test_a_needed_tie_break_without_its_numbers_is_refused():
    from muster.errors import FieldError

    with pytest.raises(FieldError, match="give eliminated NAME=POINTS for B and C") as err:
        mk.score(mk.ScoreSpec((("A", 2), ("B", 1), ("C", 1)), able=("B", "C")))
    assert err.value.field == "eliminated"


def test_the_game_goes_on_without_an_end_condition(muster):
    body = ok_json(muster, "deploy-shuffle", "mk", "score", "--player", "Radek=2",
                   "--player", "Honza=1")
    assert body["game_ends"] is False and body["ends_because"] == []
    assert body["winner"] == "Radek"   # the standing if it ended now
    run = muster("deploy-shuffle", "mk", "score", "--player", "Radek=2", "--player", "Honza=1")
    assert "the game goes on" in run.out and "would win: Radek" in run.out


def test_names_match_whatever_the_case():
    result = mk.score(mk.ScoreSpec((("Radek", 1), ("Honza", 1)),
                                   eliminated=(("radek", 5), ("HONZA", 3))))
    assert result.winner == "Radek"


@pytest.mark.parametrize("args,needle", [
    (["--player", "Radek=1", "--player", "Honza=1", "--eliminated", "Eva=10"],
     "--eliminated: unknown player 'Eva' (allowed: Radek, Honza)"),
    (["--player", "Radek=1", "--player", "Honza=1", "--able", "Eva"],
     "--able: unknown player 'Eva'"),
    (["--player", "Radek=-1", "--player", "Honza=1"], "--player Radek must be 0 or more, not -1"),
    (["--player", "Radek=1", "--player", "Honza=1", "--eliminated", "Radek=-5"],
     "--eliminated Radek must be 0 or more, not -5"),
    (["--player", "Radek=1", "--player", "Honza=1", "--objectives", "-3"],
     "--objectives must be 0 or more, not -3"),
    (["--player", "Radek=1", "--player", "radek=2"], "given twice"),
    (["--player", "Radek=1", "--player", "Honza=1", "--built", "Radek=300",
      "--built", "Radek=200"], "given twice"),
    (["--player", "Radek=1", "--player", "Honza=1", "--able", "Radek", "--able", "Radek"],
     "given twice"),
    (["--player", "Radek=1"], "at least two"),
    (["--player", "Radek", "--player", "Honza=1"], "--player takes NAME=N"),
    (["--player", "Radek=x", "--player", "Honza=1"], "not 'Radek=x'"),
    (["--player", "Radek=2", "--player", "Honza=2", "--objectives", "3"], "more than the 3"),
    (["--player", "Radek=1", "--player", "Honza=0", "--able", "Radek"], "--objectives N"),
    (["--player", "Radek=1", "--player", "Honza=1"], "give --eliminated"),
    (["--player", "Radek=1", "--player", "Honza=1", "--eliminated", "Radek=5",
      "--eliminated", "Honza=5"], "give --built"),
    (["--player", "Radek=1", "--player", "Honza=0", "--odds"], "no such option: --odds"),
    (["--player", "Radek=1", "--player", "Honza=0", "--points", "300"],
     "no such option: --points"),
])
def test_refusals_are_one_line(muster, args, needle):
    assert_one_line_error(muster("deploy-shuffle", "mk", "score", *args), needle)


def test_score_options_outside_score_are_refused(muster):
    assert_one_line_error(muster("deploy-shuffle", "mk", "--points", "300", "--player",
                                 "Radek=1"), "no such option: --player")


def test_the_tie_break_order_and_names_come_from_the_data():
    order = mk.data()["victory"]["order"]
    assert [r["key"] for r in order] == ["objectives", "eliminated_points", "built_points"]
    assert [r["best"] for r in order] == ["most", "most", "fewest"]
    assert all(r["cs"] and r["en"] and r["ref"].startswith("L22") for r in order)


def test_negative_objectives_are_range_errors_naming_the_player():
    from helpers import assert_range_refused
    from muster.games.mageknight.score import ScoreSpec

    said = assert_range_refused(lambda: ScoreSpec((("Radek", -1), ("Honza", 1))), "players",
                                -1, 0, None)
    assert said == "players Radek must be 0 or more, not -1"
    assert_range_refused(lambda: ScoreSpec((("Radek", 1), ("Honza", 1)), objectives=-3),
                         "objectives", -3, 0, None)
