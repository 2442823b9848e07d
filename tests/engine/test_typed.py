"""`muster.engine.typed`: every registered spec checks its fields' declared types as one is
made, before its own checks, so a Python caller's value of the wrong type is a `FieldError`
naming the field and the type it takes (not a bare TypeError from a comparison)."""

from __future__ import annotations

import dataclasses
from dataclasses import MISSING
from decimal import Decimal
from fractions import Fraction

import pytest

from muster import api
from muster.engine import typed
from muster.engine.draws import WithinDrawsSpec
from muster.engine.scatter_generic import GenericSpec
from muster.errors import FieldError, as_options
from muster.games.confrontation.characteristic import CharacteristicSpec
from muster.games.confrontation.courage import ChargingCourageSpec
from muster.games.confrontation.flight import FlightSpec
from muster.games.confrontation.into_melee import IntoMeleeSpec
from muster.games.confrontation.shooting import ShotSpec
from muster.games.mageknight.bombard import BombardSpec, load_token
from muster.games.void.attack import AttackSpec
from muster.games.void.roll_under import RollUnderSpec
from muster.games.warmaster.driveback import DriveBackSpec
from muster.games.warmaster.target import TargetSpec
from muster.i18n import set_lang

SPECS = api.specs()
# fields whose annotation names what the module imports for the type checker alone, or Any
UNCHECKED = {("DamageSpec", "strength"), ("MeleeSpec", "damage_options")}


class Wrong:
    """A value of no type a spec declares."""


def _init_fields(spec: type) -> list[dataclasses.Field]:
    return [f for f in dataclasses.fields(spec) if f.init]


def test_every_spec_is_guarded_and_every_field_but_the_unresolvable_checked():
    assert len(SPECS) > 50
    unchecked = set()
    for spec in SPECS:
        assert "__muster_typed__" in spec.__dict__, spec
        checked = {name for name, _test, _expected, _type in typed._tests(spec)}
        unchecked |= {(spec.__name__, f.name) for f in _init_fields(spec)
                      if f.name not in checked}
    assert unchecked == UNCHECKED


@pytest.mark.parametrize("spec", SPECS, ids=[s.__name__ for s in SPECS])
def test_a_value_of_no_declared_type_is_a_field_error_before_the_spec_s_own_checks(spec):
    # every field given a Wrong: the first checked field is named, whatever the spec's own
    # __post_init__ would compare or look up
    tests = typed._tests(spec)
    if not tests:  # a spec of no fields (Reinforcement's die, a game's length)
        assert not _init_fields(spec)
        spec()
        return
    first, _test, expected, _type = tests[0]
    with pytest.raises(FieldError) as err:
        spec(**{f.name: Wrong() for f in _init_fields(spec)})
    assert err.value.field == first
    assert str(err.value) == f"{first} must be of type {expected}, not Wrong"


@pytest.mark.parametrize("spec", SPECS, ids=[s.__name__ for s in SPECS])
def test_each_field_refuses_a_wrong_value_and_takes_its_own_default(spec):
    defaults = {f.name: f.default if f.default is not MISSING else f.default_factory()
                for f in _init_fields(spec)
                if f.default is not MISSING or f.default_factory is not MISSING}
    for name, test, expected, _type in typed._tests(spec):
        assert not test(Wrong()), (spec, name)
        if name in defaults:  # a default of the type the field declares
            assert test(defaults[name]), (spec.__name__, name, expected, defaults[name])


def test_a_caller_s_string_for_a_number_is_named():
    with pytest.raises(FieldError) as err:
        TargetSpec(target="4")
    assert err.value.field == "target"
    assert str(err.value) == "target must be of type int, not str"
    set_lang("cs")
    try:
        with pytest.raises(FieldError) as err:
            TargetSpec(target="4")
        assert str(err.value) == "target musí být typu int, ne str"
    finally:
        set_lang("en")


@pytest.mark.parametrize(("made", "field", "expected", "kind"), [
    (lambda: TargetSpec(4, count=True), "count", "int", "bool"),  # a flag is no count
    (lambda: TargetSpec(4.0), "target", "int", "float"),  # type: ignore[arg-type]
    (lambda: CharacteristicSpec(4, "7"), "difficulty", "int | None", "str"),  # type: ignore[arg-type]
    (lambda: CharacteristicSpec(4, 7, penalties="light"), "penalties",  # type: ignore[arg-type]
     "tuple[str, ...]", "str"),
    (lambda: ChargingCourageSpec(3, 6, over=1), "over", "bool", "int"),  # type: ignore[arg-type]
    (lambda: AttackSpec(weapon=3), "weapon", "str", "int"),  # type: ignore[arg-type]
])
def test_the_wrong_type_is_named_with_the_declared_one(made, field, expected, kind):
    with pytest.raises(FieldError) as err:
        made()
    assert err.value.field == field
    assert str(err.value) == f"{field} must be of type {expected}, not {kind}"


def test_what_a_spec_accepts_of_its_declared_types_still_builds():
    assert TargetSpec(4).target == 4
    assert CharacteristicSpec(4, None).difficulty is None
    # a list where a tuple is declared: the spec keeps a tuple (its own __post_init__)
    assert RollUnderSpec(10, [1, -2]).mods == (1, -2)
    # an int where a float is declared
    assert FlightSpec(10, edge_cm=15).edge_cm == 15
    # a subclass checks its own fields once, then its base's checks run
    assert ChargingCourageSpec(3, 6, over=True).over


def test_the_guard_checks_a_spec_defined_apart_from_its_rule():
    # AttackSpec's rule is registered by another module (RULE_MODULE): it is guarded where
    # it is defined, so a caller who imports it alone is checked too
    assert "__muster_typed__" in AttackSpec.__dict__


@pytest.mark.parametrize(("made", "field", "shown"), [
    # a tuple's wrong item: its position from 0, the type the item takes
    (lambda: CharacteristicSpec(4, 7, penalties=("light", 2)), "penalties",  # type: ignore[arg-type]
     "penalties[1] must be of type str, not int"),
    # a list's too (the spec makes it a tuple): not "not list", which it takes
    (lambda: RollUnderSpec(10, [1, "2"]), "mods",  # type: ignore[arg-type]
     "mods[1] must be of type int, not str"),
    (lambda: WithinDrawsSpec((("7", 2), ("07", 1), (8, 1)), "7", 2), "cards",  # type: ignore[arg-type]
     "cards[2][0] must be of type str, not int"),
    (lambda: IntoMeleeSpec((("small", None), ("normal", 3))), "figures",  # type: ignore[arg-type]
     "figures[1][1] must be of type str | None, not int"),
    # a fixed tuple inside a union, by its position
    (lambda: ShotSpec(4, reach=(10, 20, "30")), "reach",  # type: ignore[arg-type]
     "reach[2] must be of type int, not str"),
    # of another length: no item is wrong, the field is
    (lambda: ShotSpec(4, reach=(10, 20)), "reach",  # type: ignore[arg-type]
     "reach must be of type tuple[int, int, int] | None, not tuple"),
    (lambda: IntoMeleeSpec((("small", None), ("normal",))), "figures",  # type: ignore[arg-type]
     "figures[1] must be of type tuple[str, str | None], not tuple"),
    # a generator is no tuple: a spec is hashable, the caller makes the tuple
    (lambda: RollUnderSpec(10, (m for m in (1, 2))), "mods",  # type: ignore[arg-type]
     "mods must be of type tuple[int, ...], not generator"),
    (lambda: CharacteristicSpec(4, 7, penalties=iter(["light"])), "penalties",  # type: ignore[arg-type]
     "penalties must be of type tuple[str, ...], not list_iterator"),
])
def test_a_wrong_item_of_a_tuple_is_named_by_its_position(made, field, shown):
    with pytest.raises(FieldError) as err:
        made()
    assert err.value.field == field  # the spec field, which a command maps to its option
    assert str(err.value) == shown


def test_a_wrong_item_is_worded_in_czech_and_named_by_its_option():
    set_lang("cs")
    try:
        with pytest.raises(FieldError) as err:
            CharacteristicSpec(4, 7, penalties=("light", 2))
        assert str(err.value) == "penalties[1] musí být typu str, ne int"
    finally:
        set_lang("en")
    with pytest.raises(FieldError) as err:
        WithinDrawsSpec((("7", 2), (8, 1)), "7", 2)
    assert str(as_options(err.value, {"cards": "--deck"})) == \
        "--deck[1][0] must be of type str, not int"


@pytest.mark.parametrize(("made", "field", "shown"), [
    # a Fraction or a Decimal equals, and hashes as, the float it stands for (the exact
    # driver's memo would take it for that float), yet no JSON writes it
    (lambda: FlightSpec(10, edge_cm=Fraction(31, 2)), "edge_cm",  # type: ignore[arg-type]
     "edge_cm must be of type float | None, not Fraction"),
    (lambda: DriveBackSpec(edge_cm=Decimal("2.5")), "edge_cm",  # type: ignore[arg-type]
     "edge_cm must be of type float | None, not Decimal"),
    (lambda: GenericSpec("2d6", "d6", radius=Fraction(3, 2)), "radius",  # type: ignore[arg-type]
     "radius must be of type float, not Fraction"),
    (lambda: BombardSpec(load_token(None), 8, 2, (16,), ((1.5, Fraction(1, 2)),)), "at",  # type: ignore[arg-type]
     "at[0][1] must be of type float, not Fraction"),
    # a bool is an int to Python, not to a spec: True would be the memo key of 1
    (lambda: GenericSpec("2d6", "d6", radius=True), "radius",
     "radius must be of type float, not bool"),
    (lambda: TargetSpec(True), "target", "target must be of type int, not bool"),
    (lambda: RollUnderSpec(10, (1, False)), "mods",
     "mods[1] must be of type int, not bool"),
])
def test_numbers_are_taken_as_declared_no_wider(made, field, shown):
    with pytest.raises(FieldError) as err:
        made()
    assert err.value.field == field
    assert str(err.value) == shown


@pytest.mark.parametrize("made", [
    lambda v: DriveBackSpec(edge_cm=v),
    lambda v: GenericSpec("2d6", "d6", radius=v),
    lambda v: FlightSpec(10, edge_cm=v),
])
def test_an_int_for_a_float_is_the_same_spec_and_the_same_odds(made):
    # typing's convention: an int is a float; the spec equals and hashes as the float's,
    # so the exact driver's memo may hold either, and each gives the same outcomes
    whole, point = made(2), made(2.0)
    assert whole == point and hash(whole) == hash(point)
    assert dict(api.odds(whole)) == dict(api.odds(point))
    assert api.roll(whole, seed=1).to_json() == api.roll(point, seed=1).to_json()
