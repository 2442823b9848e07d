"""Confrontation's data tables and the names a player types for their entries.

``data/tests.toml`` (the characteristic test, its penalties and die abilities),
``data/wounds.toml`` (the damage roll and the wound table), ``data/rolls.toml`` (the
plain ability dice and the physical feat), ``data/flying.toml`` (the altitude levels a
flying move, a shot and a melee set-up read) and ``data/shooting.toml`` (a shot and the
shooting order). Every rule module reads its numbers here.
"""

from __future__ import annotations

import sys
from typing import Any

from muster.engine.data import load
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.errors import Field, FieldError, within
from muster.i18n import N_, Named, say
from muster.limits import MOST_CHARACTERISTIC

GAME = "confrontation"

SEVERITY = ("none", "stunned", "light", "serious", "critical", "killed")
CURRENT = ("none", "light", "serious", "critical")
# --current none, in Czech too (the other spellings of `current_key`'s none)
UNWOUNDED = ("zadne", "bez zraneni", "nezranen")


def char_rules() -> dict[str, Any]:
    return load(GAME, "tests")


def wound_rules() -> dict[str, Any]:
    return load(GAME, "wounds")


def roll_rules() -> dict[str, Any]:
    return load(GAME, "rolls")


def flying_rules() -> dict[str, Any]:
    return load(GAME, "flying")


def shooting_rules() -> dict[str, Any]:
    return load(GAME, "shooting")


def _what() -> tuple[str, ...]:  # the `what` words of the lookups, for the catalog
    return N_("penalty"), N_("ability"), N_("wound"), N_("body part"), N_("size")


def penalty_key(name: str, field: str = "penalties") -> str:
    """A die penalty (stunned, a wound level, blood-brother) by any of its names."""
    return Lookup.of("penalty", char_rules()["penalty"]).find(name, field=field)


def ability_key(name: str, field: str = "abilities") -> str:
    """A die ability (hardened, bravery, ...) by any of its names."""
    return Lookup.of("ability", char_rules()["ability"]).find(name, field=field)


def ability_taken(name: str, flag: str) -> str:
    """A die ability by any of its names, for a roll that takes only the abilities whose
    data sets ``flag`` (``physical_feat``, ``courage_test``): a known one is its key (the
    roll's spec refuses one it does not take, with `ability_applies`), a name of none is
    refused listing only the abilities that roll takes."""
    rules = char_rules()["ability"]
    key = Lookup.of("ability", rules).key(name, field="abilities")
    if key is not None:
        return key
    return Lookup("ability", {k: v for k, v in rules.items() if v.get(flag)}
                  ).find(name, field="abilities")


def ability_applies(key: str) -> Named:
    """The rolls an ability's rule names, in both languages ('shooting rolls', Czech
    'hody na Střelbu'): why a roll that does not take it refuses it."""
    ability = char_rules()["ability"][key]
    return Named(ability.get("applies", ""), ability.get("applies_cs"))


def current_key(name: str, field: str = "current") -> str:
    """A figure's wound so far: none, light, serious or critical (English or Czech)."""
    return Lookup.of(N_("wound"), _current(char_rules()["penalty"])).find(
        name, field=field, template=UNKNOWN_FOR)


_CURRENT: dict[int, tuple[object, dict[str, Any]]] = {}


def _current(penalties: dict[str, Any]) -> dict[str, Any]:
    """The wounds a figure may have so far (`CURRENT`), unwounded among them, one table per
    penalty table loaded (its `Lookup` made once)."""
    made = _CURRENT.get(id(penalties))
    if made is None or made[0] is not penalties:
        wounds = _wounds(penalties)
        made = _CURRENT[id(penalties)] = (penalties, {
            "none": {"cs_value": "beze zranění", "aliases": list(UNWOUNDED)},
            **{k: wounds[k] for k in CURRENT if k != "none"}})
    return made[1]


_WOUNDS: dict[int, tuple[object, dict[str, Any]]] = {}


def _wounds(penalties: dict[str, Any]) -> dict[str, Any]:
    """The wound levels among the die penalties, one table per penalty table loaded."""
    made = _WOUNDS.get(id(penalties))
    if made is None or made[0] is not penalties:
        made = _WOUNDS[id(penalties)] = (
            penalties, {k: v for k, v in penalties.items() if v["wound"]})
    return made[1]


def location_key(name: str, field: str = "location") -> str:
    """A body part by English or Czech name."""
    return Lookup("body part", wound_rules()["location"]["names"]).find(
        name, field=field, template=N_("unknown body part '{name}' (allowed: {allowed})"))


def size_key(text: str, field: str = "figures") -> str:
    """A figure's size (small, normal, large, very-large; the Czech names too: malý, malá)."""
    r = roll_rules()["into_melee"]
    sizes = {k: {"cs": r["names"][k], "aliases": r["aliases"].get(k, [])} for k in r["weights"]}
    return Lookup("size", sizes).find(
        text, field=field, template=N_("unknown size '{name}' (allowed: {allowed})"))


def penalty_total(penalties: tuple[str, ...] | list[str]) -> int:
    """What the penalties take off the die."""
    table = char_rules()["penalty"]
    return sum(int(table[p]["value"]) for p in penalties)


def wound_name(wound: str) -> Named:
    """A wound key ('serious') as an outcome: English in JSON, the Czech name shown."""
    names = wound_rules()["result"]
    return Named(wound, names[wound]["cs"] if wound in names and wound != "none"
                 else "beze zranění")


def plain(x: object) -> object:
    """A JSON-ready number: a fraction (a STR of MOV / 2.5 cm) as int or float."""
    fractions = sys.modules.get("fractions")  # none made yet if it was never imported
    if fractions is not None and isinstance(x, fractions.Fraction):
        return int(x) if x.denominator == 1 else round(float(x), 6)
    return x


def level_key(level: int, field: str) -> int:
    """An altitude level (0 the ground, 1 low, 2 high), checked against the data."""
    levels = flying_rules()["level"]
    if str(level) not in levels:
        raise FieldError(field, "{field} is an altitude level: {allowed}, not {level}",
                         allowed=Named(", ".join(f"{k} ({v['en']})" for k, v in levels.items()),
                                       ", ".join(f"{k} ({v['cs']})" for k, v in levels.items())),
                         level=level)
    return level


def check_dis(side: str, dis: int) -> None:
    """A side's DIS, a characteristic (`muster.limits`; the deck file's bounds,
    deck.schema.json): 0 or more, as the deployment roll compares it."""
    within("dis", dis, 0, MOST_CHARACTERISTIC,
           name=say("{field} {name}", field=Field("dis"), name=Named(side, side)))
