"""Each game's part of the battle tracker: ``muster.games.<game>.battle``, found by game.

A game's module gives (names the library reads, no option names):

* ``PROFILE``: ``{key: kind}``, what a unit's profile may hold (kind ``int``, ``bool``,
  ``str`` or ``list``); ``check_profile(profile)`` refuses an impossible one, naming the key
  as a spec field;
* ``fresh(profile) -> state``: a unit's state when the battle begins;
* ``FILLS``: ``{spec type name: fills(role, profile, state) -> {field: value}}``, the spec
  fields the unit named as the ``target`` (or the ``attacker``) fills, or raises a
  `MusterError` when it can take no part (killed);
* ``APPLY``: ``{result type name: apply(role, profile, state, result) -> state}``: the
  pure change a result makes to the unit's state; the targets of an attack on several are
  the roles ``target``, ``target 2``, ... (`index` gives the result's place of each);
* ``MULTI``: ``{spec type name: count field or None}``, the specs whose attack takes several
  targets (``--target`` repeated): what each fills is `merge`d, and the count field, when
  named, is filled with how many there are;
* ``COMPLETE``: ``{spec type name: complete(fields) -> fields}``: what the target and the
  attacker filled together, made whole (Void compares two sizes only when both are known);
* ``WHOLE``: ``{spec type name: whole(battle, log) -> fields}``: what the battle as a whole
  fills (Void's initiative: every fighter still in the fight, who is stunned or held, the
  round), for a command that names no unit;
* ``score(key) -> float | None``: how good an outcome key is for the side that rolled (the
  luck of ``battle stats``), None where an outcome has no order;
* ``new_round(state) -> state``: what the end of a round does to a unit (a stun wears off);
* ``end_phase(phase, state) -> state`` (optional): what the end of a phase does to a unit
  (Warmaster: hits of the shooting phase discarded), before ``new_round`` at a round's end;
* ``describe(profile, state) -> list``: the unit's state as `say` messages (``battle show``);
* ``OWN_ROLLS`` (optional): the result types a unit rolls for itself (its own side's luck);
* ``army_profile(line, listed) -> profile`` (optional): a unit's profile from its army
  file line and its catalogue unit's ``profile`` (`muster.battle.armies`);
* ``PHASES``: the phases of a round, in order (keys of ``data/battle.toml``'s ``phases``).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from muster.errors import FieldError
from muster.games import GAMES

Fill = Callable[[str, Mapping[str, Any], Mapping[str, Any]], dict[str, Any]]
Apply = Callable[[str, Mapping[str, Any], Mapping[str, Any], Any], dict[str, Any]]


def tracked() -> list[str]:
    """The games that have a battle part."""
    out = []
    for game in GAMES:
        if importlib.util.find_spec(f"muster.games.{game}.battle") is not None:
            out.append(game)
    return out


def part(game: str) -> ModuleType:
    """The battle part of ``game`` (a canonical game name)."""
    return importlib.import_module(f"muster.games.{game}.battle")


def fills(game: str, spec: str, role: str, profile: Mapping[str, Any],
          state: Mapping[str, Any]) -> dict[str, Any]:
    """The fields of the spec type named ``spec`` a unit fills in ``role`` ("target" or
    "attacker"); {} when the game's battle part does not use this spec."""
    fill: Fill | None = getattr(part(game), "FILLS", {}).get(spec)
    return fill(role, profile, state) if fill is not None else {}


def role(i: int) -> str:
    """The role of the ``i``-th target (from 0) of an attack: target, target 2, ..."""
    return "target" if i == 0 else f"target {i + 1}"


def index(role: str) -> int:
    """The place (from 0) of a target's role among the attack's targets."""
    return int(role.split()[1]) - 1 if role.startswith("target ") else 0


def multi(game: str, spec: str) -> tuple[bool, str | None]:
    """Whether the spec type named ``spec`` takes several targets, and its count field."""
    table: dict[str, str | None] = getattr(part(game), "MULTI", {})
    return spec in table, table.get(spec)


def merge(filled: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, list[Any]]]:
    """What several targets fill together: a field kept per target (a list, one value per
    target) is joined in their order, and dropped when a target has none; a field with one
    value for all is kept when they agree. Returns the fields and the ones they disagree
    on (each target's value, None where it has none)."""
    out: dict[str, Any] = {}
    differ: dict[str, list[Any]] = {}
    for key in dict.fromkeys(k for f in filled for k in f):
        values = [f.get(key) for f in filled]
        lists = [v for v in values if isinstance(v, list)]
        if len(lists) == len(values):
            out[key] = [x for v in lists for x in v]
        elif lists:
            continue
        elif all(v == values[0] for v in values):
            out[key] = values[0]
        else:
            differ[key] = values
    return out, differ


def complete(game: str, spec: str, filled: dict[str, Any]) -> dict[str, Any]:
    """What the units filled together, as the game's ``COMPLETE`` makes it whole."""
    done: Callable[[dict[str, Any]], dict[str, Any]] | None = getattr(
        part(game), "COMPLETE", {}).get(spec)
    return done(filled) if done is not None else filled


def whole(game: str, spec: str, battle: Any, log: list[dict[str, Any]]) -> dict[str, Any]:
    """What the battle as a whole fills for the spec type named ``spec`` ({} for none)."""
    fill: Callable[[Any, list[dict[str, Any]]], dict[str, Any]] | None = getattr(
        part(game), "WHOLE", {}).get(spec)
    return fill(battle, log) if fill is not None else {}


def allowed(game: str, spec: object, role: str, profile: Mapping[str, Any],
            state: Mapping[str, Any]) -> None:
    """Raise MusterError when the unit's state forbids this roll (the game's ``ALLOWED``,
    by the spec's type or a type it is a kind of)."""
    table = getattr(part(game), "ALLOWED", {})
    for kind in type(spec).__mro__:
        check = table.get(kind.__name__)
        if check is not None:
            check(role, profile, state, spec)
            return


def applies(game: str, result: object) -> Apply | None:
    """How a result of this type changes a unit, or None (it changes no unit)."""
    found: Apply | None = getattr(part(game), "APPLY", {}).get(type(result).__name__)
    return found


def phase_ends(game: str, phase: str | None, state: Mapping[str, Any]) -> dict[str, Any]:
    """A unit's state after the phase ``phase`` ends (the game's ``end_phase``)."""
    end: Callable[[str | None, Mapping[str, Any]], dict[str, Any]] | None = getattr(
        part(game), "end_phase", None)
    return end(phase, state) if end is not None else dict(state)


def check_profile(game: str, profile: Mapping[str, Any]) -> dict[str, Any]:
    """A profile with every key known and of its kind; then the game's own checks."""
    mod = part(game)
    kinds: dict[str, str] = mod.PROFILE
    out: dict[str, Any] = {}
    for key, value in profile.items():
        kind = kinds.get(key)
        if kind is None:
            raise FieldError(key, "{field} is not part of a unit's profile in this game "
                             "(known: {known})", known=", ".join(kinds))
        if value is None or value is False or value == []:
            continue
        out[key] = value
    check: Callable[[dict[str, Any]], None] | None = getattr(mod, "check_profile", None)
    if check is not None:
        check(out)
    return out


def phases(game: str) -> list[str]:
    """The phases of a round, in order (the game's ``data/battle.toml``); [] for none."""
    from muster.engine.data import load

    return list(load(game, "battle").get("phases", {}))


def phase_names(game: str) -> dict[str, dict[str, Any]]:
    from muster.engine.data import load

    return dict(load(game, "battle").get("phases", {}))
