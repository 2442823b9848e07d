"""Void: the named combat modifiers and the targets' size (seed 003 L51).

A situation (prone, darkness, higher position, ...) is named in English, Czech or by
alias; each counts once, and two that exclude each other are refused. Small and large
targets change a shot's or a throw's RC by the size steps between shooter and target.
Numbers come from ``data/rules.toml``.
"""

from __future__ import annotations

from dataclasses import field

from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult
from muster.errors import Field, FieldError, within
from muster.games.void import catalogue as cat
from muster.games.void.body import check_size
from muster.i18n import named


@frozen
class Situation(JsonResult):
    """A named combat modifier as a result shows it: its key, English name and modifier to
    the hit target, and (an attack's) whether it reduced the attribute rolled on to 1."""

    situation: str
    name: str
    value: int
    reduced_to_1: bool | None = field(default=None, metadata={"json": "optional"})


def shown_situations(mods: tuple[tuple[str, int], ...], attribute: str | None = None
                     ) -> tuple[Situation, ...] | None:
    """The (situation, modifier) pairs as `Situation` records (None: no situation);
    ``attribute`` (cc or rc), an attack's, tells whether each reduced it to 1."""
    if not mods:
        return None
    table = cat.rules()["situations"]
    return tuple(Situation(k, table[k]["en"], v, None if attribute is None else
                           table[k].get("zero") == attribute) for k, v in mods)


def check_situations(names: tuple[str, ...]) -> tuple[str, ...]:
    """The named combat modifiers by name (English, Czech, alias): each once, and none with
    the one it excludes (higher and lower position)."""
    keys = tuple(cat.table("situations").require(name, "situations") for name in names)
    table = cat.rules()["situations"]
    for i, key in enumerate(keys):
        if key in keys[:i]:
            raise FieldError("situations", "{field} {name} is given twice",
                             name=named(table[key]))
        other = table[key].get("excludes")
        if other in keys:
            raise FieldError("situations", "{field} {name} and {other} exclude each other",
                             name=named(table[key]), other=named(table[other]))
    return keys


def check_sizes(size: int | None, target_size: int | None) -> None:
    """The attacker's and the target's size: both or neither (L51 compares them)."""
    for name, value in (("size", size), ("target_size", target_size)):
        if value is not None:
            check_size(name, value)
    if (size is None) != (target_size is None):
        given, other = ("size", "target_size") if target_size is None else \
            ("target_size", "size")
        raise FieldError(given, "{field} compares the attacker's and the target's size: give "
                         "{other} too", other=Field(other))


def size_mod(size: int | None, target_size: int | None, kind: str) -> int:
    """Small and large targets (L51): the shooter's RC -1 for each size step the target is
    smaller, +1 for each step larger (shooting and throwing: an RC roll)."""
    if kind == "melee" or size is None or target_size is None:
        return 0
    return int(cat.rules()["target_size"]["rc_per_step"]) * (target_size - size)


def check_aim_and_cover(situations: tuple[str, ...], kind: str, multi_target: bool,
                        cover_armor: int | None) -> None:
    """Aim is for shooting at one target (L37); cover's Armor bonus is the terrain's, given
    with ``cover_armor`` (the terrain table is not in the seed), only with cover (L47)."""
    table = cat.rules()["situations"]
    for key in situations:
        only = table[key].get("only")
        if only and kind != only:
            raise FieldError("situations", "{field} {name}: aiming is done for a shot "
                             "(L37), not for a melee attack or a throw",
                             name=named(table[key]))
        if only and multi_target:
            raise FieldError("situations", "{field} {name}: aiming is for shooting at one "
                             "target (L37), not with a class action on several",
                             name=named(table[key]))
    covered = any(table[k].get("armor") for k in situations)
    if covered and cover_armor is None:
        raise FieldError("cover_armor", "a target in cover needs {field} N, the Armor bonus "
                         "of its cover (by the terrain; the terrain table is not in the "
                         "rules muster has, L47)")
    if cover_armor is not None and not covered:
        raise FieldError("cover_armor", "{field} is the Armor bonus of a target in cover: "
                         "add {situations} cover", situations=Field("situations"))
    if cover_armor is not None:
        within("cover_armor", cover_armor, 0)


def cover_bonus(situations: tuple[str, ...], cover_armor: int | None, kind: str) -> int:
    """The Armor bonus of a target in cover against this attack: none in melee (L47)."""
    table = cat.rules()["situations"]
    if cover_armor is None or not any(table[k].get("armor") for k in situations):
        return 0
    if kind == "melee" and any(table[k].get("no_melee") for k in situations
                               if table[k].get("armor")):
        return 0
    return cover_armor


def situation_mods(situations: tuple[str, ...], range_m: int | None,
                   kind: str, swarm: bool = False) -> tuple[tuple[tuple[str, int], ...], bool]:
    """The named combat modifiers of an attack of ``kind`` (melee, shooting, throwing):
    ((situation, modifier to the hit target), ...) in the order given, and whether the
    attribute rolled on is reduced to 1 (zero visibility, zero mobility; L51). A flashlight
    cancels the visibility group within its reach (no range given: within it); a swarm
    weapon's aim gives no bonus (L39); cover is Armor, not a hit modifier (L47)."""
    table = cat.rules()["situations"]
    attribute = "cc" if kind == "melee" else "rc"
    cancelled = {table[k]["cancels"] for k in situations
                 if table[k].get("cancels")
                 and (range_m is None or range_m <= table[k].get("reach_m", 0))}
    mods: list[tuple[str, int]] = []
    zero = False
    for key in situations:
        entry = table[key]
        if entry.get("group") in cancelled or entry.get("cancels"):
            mods.append((key, 0))
            continue
        value = int(entry.get(attribute, 0))
        if entry.get("no_swarm") and swarm:
            value = 0
        if attribute == "rc" and kind == "throwing":
            value += int(entry.get("rc_throwing", 0))
        zero = zero or entry.get("zero") == attribute
        mods.append((key, value))
    return tuple(mods), zero
