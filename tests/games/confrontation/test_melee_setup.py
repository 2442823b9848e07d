"""The melee set-up (seed 000 L826-864): each fighter has a die for himself and one per
enemy in base contact (L852-860); a charge (L539-542) and fear (L649-651) take 1 off INI,
ATT and DEF each, never below 0; a dive adds 3 to INI, ATT and STR (L1430-1433); the
initiative is an opposed roll, one roll for a group with its best INI + 1 per model after
the first (L846-850), and its loser declares its dice first (L862-864)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.errors import FieldError
from muster.games.confrontation.melee_setup import (
    Fighter,
    MeleeSetupSpec,
    attacker_of,
    melee_setup,
)

SETUP = ["roll", "conf", "melee-setup"]


def test_the_paladin_charged_by_the_wolfen_zombie(muster):
    """L970-1015: the Paladin (INI 3, DEF 3) charged by the wolfen zombie (INI 3): two dice
    each; both roll 2: the zombie 3 + 2 = 5, the Paladin 3 + 2 - 1 = 4; the zombie attacks
    first, the Paladin, defending at DEF 3 - 1 = 2, splits his dice first."""
    out = ok_json(muster, *SETUP, "--ini", "3", "--def", "3", "--charged", "--versus-ini", "3",
                  "--versus-str", "13", "--dice", "2,2")
    assert out["first"]["dice"] == 2 and out["second"]["dice"] == 2
    assert out["first"]["ini"] == 2 and out["first"]["def"] == 2
    rnd = out["initiative"]["rounds"][0]
    assert (rnd["first"]["total"], rnd["second"]["total"]) == (4, 5)
    assert out["attacker"] == "second" and out["declares_first"] == "first"
    assert out["least_attack_difficulty"] == 2


def test_the_red_lioness_against_four_zombies(muster):
    """L1030-1044: charged by four zombies, the Red Lioness has 1 + 4 = 5 dice, the zombies
    two each, 8; her ATT 7 - 1 = 6 and DEF 6 - 1 = 5."""
    out = ok_json(muster, *SETUP, "--ini", "4", "--att", "7", "--def", "6", "--charged",
                  "--versus-ini", "2", "--versus-figures", "4", "--dice", "6,2,1")
    assert out["first"]["dice"] == 5 and out["second"]["dice"] == 8
    assert (out["first"]["att"], out["first"]["def"]) == (6, 5)
    # the zombies' group roll: 2 + 3 for the three after the first
    assert out["initiative"]["rounds"][0]["second"]["group_bonus"] == 3
    assert out["attacker"] == "first"


@pytest.mark.parametrize("mine, theirs, dice", [(1, 1, (2, 2)), (1, 2, (3, 4)),
                                                (1, 4, (5, 8)), (3, 1, (6, 4))])
def test_one_die_for_himself_and_one_per_enemy(mine, theirs, dice):
    spec = MeleeSetupSpec(Fighter(3, figures=mine), Fighter(3, figures=theirs))
    assert (spec.dice(spec.first), spec.dice(spec.second)) == dice


@pytest.mark.parametrize("kwargs, ini, att, defence, strength", [
    ({}, 3, 4, 2, 5),
    ({"charged": True}, 2, 3, 1, 5),
    ({"afraid": True}, 2, 3, 1, 5),
    ({"charged": True, "afraid": True}, 1, 2, 0, 5),   # they add up (L649-651)
    ({"dive": True}, 6, 7, 2, 8),
])
def test_charge_fear_and_dive(kwargs, ini, att, defence, strength):
    f = Fighter(3, 4, 2, 5, **kwargs)
    assert (f.value("ini"), f.value("att"), f.value("def"), f.value("str")) == \
        (ini, att, defence, strength)


def test_a_dive_is_a_charge_of_its_target():
    # L1427-1430: the diver attacks its target in the standard way, with the charge's
    # penalties: the target is charged whether or not it was said
    for first, second in ((Fighter(3, 4, 2, 5, dive=True), Fighter(4, 3, 3)),
                          (Fighter(4, 3, 3), Fighter(3, 4, 2, 5, dive=True))):
        spec = MeleeSetupSpec(first, second)
        target = spec.second if first.dive else spec.first
        assert target.charged and (target.value("ini"), target.value("def")) == (3, 2)


def test_penalties_never_go_below_zero():
    f = Fighter(1, 0, 1, charged=True, afraid=True)
    assert (f.value("ini"), f.value("att"), f.value("def")) == (0, 0, 0)


def _roll_off(value: int, penalty: int = 0, depth: int = 12) -> dict[object, Fraction]:
    """A roll-off's totals walked die by die: a 6 rolls on, a natural 1 fails (also after a
    six), a die part of 1 or less after a penalty fails; 'fail' ranks below every total."""
    out: dict[object, Fraction] = {}
    reach, total = Fraction(1), 0
    for _ in range(depth):
        out["fail"] = out.get("fail", Fraction(0)) + reach / 6
        for face in (2, 3, 4, 5):
            part = total + face - penalty
            key: object = "fail" if penalty and part <= 1 else part + value
            out[key] = out.get(key, Fraction(0)) + reach / 6
        reach /= 6
        total += 6
    return out


def _first_attacks(a: int, b: int, pa: int = 0, pb: int = 0) -> float:
    da, db = _roll_off(a, pa), _roll_off(b, pb)
    rank = lambda k: -1 if k == "fail" else k  # noqa: E731
    win = sum(p * q for ka, p in da.items() for kb, q in db.items() if rank(ka) > rank(kb))
    tie = sum(p * q for ka, p in da.items() for kb, q in db.items() if rank(ka) == rank(kb))
    return float(win / (1 - tie))


@pytest.mark.parametrize("args, a, b, pa", [
    (["--ini", "3", "--charged", "--versus-ini", "3"], 2, 3, 0),
    (["--ini", "2", "--versus-ini", "1", "--versus-afraid", "--versus-charged"], 2, 0, 0),
    (["--ini", "2", "--dive", "--versus-ini", "4"], 5, 3, 0),  # the dive charges its target
    (["--ini", "4", "--versus-ini", "2", "--versus-figures", "3"], 4, 4, 0),
    (["--ini", "3", "--penalty", "serious", "--versus-ini", "2"], 3, 2, 2),
])
def test_who_attacks_matches_a_brute_force(muster, args, a, b, pa):
    out = ok_json(muster, *SETUP, *args, "--odds")
    assert out["first_attacks"]["p"] == pytest.approx(_first_attacks(a, b, pa), abs=1e-7)
    assert out["first_attacks"]["p"] + out["second_attacks"]["p"] == pytest.approx(1)


@pytest.mark.parametrize("args, needles", [
    (["--ini", "1", "--figures", "2", "--versus-ini", "2", "--versus-figures", "3"],
     ["--figures", "--versus-figures", "one fighter"]),
    (["--ini", "1", "--dive", "--charged", "--versus-ini", "2"], ["--dive"]),
    (["--ini", "1", "--versus-ini", "2", "--versus-dive", "--versus-afraid"],
     ["--versus-dive"]),
    (["--ini", "1", "--dive", "--versus-ini", "2", "--versus-dive"], ["--versus-dive"]),
    (["--ini", "-1", "--versus-ini", "2"], ["--ini"]),
    (["--ini", "1", "--versus-ini", "2", "--versus-figures", "0"], ["--versus-figures"]),
    (["--ini", "1", "--versus-ini", "2", "--versus-penalty", "foo"], ["'foo'"]),
])
def test_bad_set_ups_are_refused(muster, args, needles):
    assert_one_line_error(muster(*SETUP, *args), *needles)


def test_a_bad_side_names_its_field():
    """A library caller reads the spec's field by its path (the command's --versus-str)."""
    with pytest.raises(FieldError) as err:
        MeleeSetupSpec(Fighter(2), Fighter(2, strength=-1))
    assert err.value.field == "second.strength"
    assert str(err.value) == "second.strength must be between 0 and 20, not -1"


@pytest.mark.parametrize(("first", "second", "field", "text"), [
    (Fighter(2, dive=True), Fighter(2, dive=True), "second.dive",
     "second.dive: only one side dives"),
    (Fighter(2, figures=2), Fighter(2, figures=3), "second.figures",
     "first.figures or second.figures must be 1"),
    (Fighter(2, dive=True, afraid=True), Fighter(2), "first.dive", "first.dive: a diver"),
    (Fighter(2), Fighter(2, figures=0), "second.figures",
     "second.figures must be between 1 and 100, not 0"),
    (Fighter(2, defence=-1), Fighter(2), "first.defence",
     "first.defence must be between 0 and 20"),
])
def test_a_library_caller_reads_the_sides_fields(first, second, field, text):
    with pytest.raises(FieldError) as err:
        MeleeSetupSpec(first, second)
    assert err.value.field == field and text in str(err.value)
    assert "versus" not in str(err.value) and "--" not in str(err.value)


@pytest.mark.parametrize("spec", [
    MeleeSetupSpec(Fighter(3, charged=True), Fighter(3)),
    MeleeSetupSpec(Fighter(2, penalties=("light",)), Fighter(1, figures=3, dive=True)),
])
def test_melee_setup_drivers_agree(spec):
    assert_drivers_agree(lambda src: melee_setup(src, spec), attacker_of, range(15))
