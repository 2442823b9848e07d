"""The generic scatter as a rule in four parts (`muster.engine.scatter_generic`): a frozen
spec, its procedure, a frozen result whose JSON is its fields, and its views."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from helpers import assert_drivers_agree
from muster import api
from muster.engine.rule import JsonResult
from muster.engine.scatter_generic import GenericScatter, GenericSpec, generic, generic_key
from muster.errors import FieldError


def test_the_spec_is_frozen_and_reads_the_spellings_players_type():
    spec = GenericSpec("2,5", "k6", unit="palce")
    assert (spec.direction, spec.unit, spec.constant, spec.sides) == ("d6", "in", 2.5, 6)
    assert spec == GenericSpec("2,5", "d6") and hash(spec) == hash(GenericSpec("2,5", "d6"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        spec.radius = 3
    with pytest.raises(FieldError) as err:
        GenericSpec("2d6", "d7")
    assert err.value.field == "direction"
    with pytest.raises(FieldError) as err:
        GenericSpec("2d6", "d6", target="3")  # a point is X,Y
    assert err.value.field == "target"
    assert str(err.value) == "target '3' is not a point: give X,Y (e.g. target 3,-2)"


def test_a_roll_with_the_dice_entered_and_its_json_from_its_fields():
    spec = GenericSpec("2d6", "d6", hit_faces=1, radius=2, target="1,1")
    r = api.roll(spec, dice=[4, 3, 5])  # face 4: arrow face 3 of five, 8 away
    assert type(r).to_json is JsonResult.to_json
    assert (r.direction_face, r.hit, r.distance_dice, r.distance) == (4, False, (3, 5), 8)
    assert r.landing.degrees == 216  # arrow face 3 of 5: 3 x 72 degrees
    shown = r.to_json()
    kept = [f.name for f in dataclasses.fields(GenericScatter) if f.metadata.get("json", True)]
    assert list(shown) == ["form", *kept]
    assert shown["target"] == {"x": 1, "y": 1} and shown["target_under_blast"] is False


def test_the_odds_agree_with_every_die_counted_by_hand():
    spec = GenericSpec("d3", "d6", hit_faces=2)
    odds = api.odds(spec)
    brute: dict[tuple, Fraction] = {}
    for face in range(1, 7):
        for d in range(1, 4):
            key = (True, 0, None, None) if face <= 2 else \
                (False, d, (face - 2) * 90 % 360, None)
            brute[key] = brute.get(key, Fraction(0)) + Fraction(1, 18)
    assert {tuple(k): p for k, p in odds.items()} == brute


@pytest.mark.parametrize("n", [-1, 6])
def test_the_hit_faces_are_a_range_error_of_the_die_s_faces(n):
    from helpers import assert_range_refused

    said = assert_range_refused(lambda: GenericSpec("d3", "d6", hit_faces=n), "hit_faces", n, 0, 5)
    assert said == (f"hit_faces {n} is impossible: a d6 has 6 faces; from 0 to 5 of them may "
                    "show a hit")


def test_drivers_agree_and_the_odds_sum_to_one():
    spec = GenericSpec("2d6", "d6", 2, 2, 0.5, "1,1")
    dist = assert_drivers_agree(lambda src: generic(src, spec), generic_key, (1, 2, 3))
    assert sum(dist.probs.values()) == 1
