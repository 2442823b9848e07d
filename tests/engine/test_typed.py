"""`muster.engine.typed`: every registered spec checks its fields' declared types as one is
made, before its own checks, so a Python caller's value of the wrong type is a `FieldError`
naming the field and the type it takes (not a bare TypeError from a comparison)."""

from __future__ import annotations

import dataclasses
from dataclasses import MISSING

import pytest

from muster import api
from muster.engine import typed
from muster.errors import FieldError
from muster.games.confrontation.characteristic import CharacteristicSpec
from muster.games.confrontation.courage import ChargingCourageSpec
from muster.games.void.attack import AttackSpec
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
        checked = {name for name, _test, _expected in typed._tests(spec)}
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
    first, _test, expected = tests[0]
    with pytest.raises(FieldError) as err:
        spec(**{f.name: Wrong() for f in _init_fields(spec)})
    assert err.value.field == first
    assert str(err.value) == f"{first} must be of type {expected}, not Wrong"


@pytest.mark.parametrize("spec", SPECS, ids=[s.__name__ for s in SPECS])
def test_each_field_refuses_a_wrong_value_and_takes_its_own_default(spec):
    defaults = {f.name: f.default if f.default is not MISSING else f.default_factory()
                for f in _init_fields(spec)
                if f.default is not MISSING or f.default_factory is not MISSING}
    for name, test, expected in typed._tests(spec):
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
    (lambda: CharacteristicSpec(4, 7, penalties=("light", 2)), "penalties",  # type: ignore[arg-type]
     "tuple[str, ...]", "tuple"),
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
    from muster.games.void.roll_under import RollUnderSpec

    assert RollUnderSpec(10, [1, -2]).mods == (1, -2)
    # an int where a float is declared
    from muster.games.confrontation.flight import FlightSpec

    assert FlightSpec(10, edge_cm=15).edge_cm == 15
    # a subclass checks its own fields once, then its base's checks run
    assert ChargingCourageSpec(3, 6, over=True).over


def test_the_guard_checks_a_spec_defined_apart_from_its_rule():
    # AttackSpec's rule is registered by another module (RULE_MODULE): it is guarded where
    # it is defined, so a caller who imports it alone is checked too
    assert "__muster_typed__" in AttackSpec.__dict__
