"""`roll mk --gang-up` and `--rear-arc` (seed 004 L27 the rear arc +1 to a close attack, L50
to a ranged one whose line of fire crosses it; L31-33 gang-up +1 per friendly warrior
helping): the attack roll, 2d6 + attack against the defense, ties hit, a natural 2 misses and
a natural 12 hits (L11-12, L22); the same numbers as `wound mk`."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.errors import FieldError
from muster.games.mageknight.attack import AttackSpec, HitPattern, roll_attack
from muster.games.mageknight.close import CloseSpec
from muster.games.mageknight.ranged import RangedSpec

ROLL = ["roll", "mk"]


def test_the_harka_orc_from_the_rear_with_the_cloud_warrior(muster):
    """L33: the Harka Orc attacks the Orc Warbeast's rear arc (+1) and the Cloud Warrior
    helps (gang-up +1): +2 in all (Ub-Khan, with an action token, cannot help)."""
    out = ok_json(muster, *ROLL, "--attack", "9", "--defense", "16", "--gang-up", "1",
                  "--rear-arc", "--dice", "3,2")
    assert out["attack"] == 11 and out["total"] == 16 and out["hits"] == [True]
    assert out["close"] == {"gang_up": 1, "rear_arc": True, "attack_modifier": 2}
    plain = ok_json(muster, *ROLL, "--attack", "9", "--defense", "16", "--dice", "3,2")
    assert plain["hits"] == [False] and "close" not in plain


def _by_hand(attack: int, defense: int) -> Fraction:
    hits = sum(1 for a, b in product(range(1, 7), repeat=2)
               if a + b == 12 or (a + b != 2 and a + b + attack >= defense))
    return Fraction(hits, 36)


@pytest.mark.parametrize("gang_up, rear_arc", [(0, True), (1, False), (3, False), (2, True)])
@pytest.mark.parametrize("defense", [14, 17, 22])
def test_odds_match_a_brute_force(muster, gang_up, rear_arc, defense):
    args = [*ROLL, "--attack", "8", "--defense", str(defense), "--gang-up", str(gang_up)]
    out = ok_json(muster, *args, *(["--rear-arc"] if rear_arc else []), "--odds")
    want = _by_hand(8 + gang_up + int(rear_arc), defense)
    assert Fraction(out["targets"][0]["fraction"]) == want
    assert out["attack"] == 8 + gang_up + int(rear_arc)


def test_the_rear_arc_counts_for_a_ranged_attack_too(muster):
    """L50: a line of fire through the rear arc: +1 with the ranged modifiers."""
    out = ok_json(muster, *ROLL, "--attack", "9", "--defense", "16", "--precision",
                  "--rear-arc", "--dice", "4,4")
    assert out["attack"] == 8  # 9 - 2 (precision) + 1


@pytest.mark.parametrize("args, needles", [
    (["--defense", "15", "--gang-up", "1"], ["--gang-up", "one target"]),
    (["--gang-up", "1", "--precision"], ["--gang-up", "close attack"]),
    (["--gang-up", "1", "--fortification", "2"], ["--fortification", "--gang-up"]),
    (["--gang-up", "11"], ["--gang-up must be between 0 and 10, not 11"]),
    (["--defense", "15", "--rear-arc"], ["--rear-arc", "one target"]),
])
def test_bad_close_claims_are_refused(muster, args, needles):
    assert_one_line_error(muster(*ROLL, "--attack", "9", "--defense", "16", *args), *needles)


def test_pushing_damage_is_wounds():
    with pytest.raises(FieldError) as err:
        AttackSpec(9, (16,), close=CloseSpec(lunge=True))
    assert err.value.field == "lunge"


@pytest.mark.parametrize("spec", [AttackSpec(9, (16,), close=CloseSpec(2, True)),
                                  AttackSpec(7, (15,), ranged=RangedSpec(precision=True),
                                             close=CloseSpec(rear_arc=True))])
def test_close_drivers_agree(spec):
    assert_drivers_agree(lambda src: roll_attack(src, spec), lambda r: HitPattern(r.hits),
                         range(15))
