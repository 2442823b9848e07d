"""Confrontation's rolls that name units of a battle in their own options: a shot into a
melee's figures (their names beside the sizes the battle filled) and the shooting order's
``--shooter NAME[:precise|rapid]`` (a unit's side and INI)."""

from __future__ import annotations

from typing import Any

from muster.errors import FieldError, MusterError
from muster.i18n import N_, N_unit, say, unit_context


def named_figures(held: Any, figures: list[str]) -> list[str]:
    """The sizes the battle ``held`` (`muster.commands.battle_session`) filled, each with
    its unit's name (SIZE:NAME)."""
    if held is None or list(figures) != held.filled.get("figures"):
        return list(figures)
    names = [unit.name for role, (_side, unit) in held.units.items() if role != "attacker"]
    return [f"{size}:{name}" for size, name in zip(figures, names, strict=True)]


def battle_shooter(held: Any, parts: list[str]) -> Any:
    """A shooter named as a unit of the battle: its side, and its INI as this round's
    Mutagenic points leave it."""
    from muster.engine.names import Lookup
    from muster.games.confrontation.battle import initiative
    from muster.games.confrontation.shooting_order import Shooter

    battle = held.held.battle
    units = {u.name: {"en": u.name} for _s, u in battle.units()}
    key = Lookup(N_("unit"), units).find(
        parts[0], field="shooter",
        template=N_unit("{field}: unknown unit '{name}' (allowed: {allowed})"),
        context=unit_context(battle.game))  # 'bojovník'
    side, unit = battle.unit_named(key)
    try:
        ini = initiative(unit.profile, unit.state)
    except MusterError as err:
        raise MusterError(say("--shooter {name}: {problem}", name=unit.name,
                              problem=err.message)) from None
    if ini is None:
        raise MusterError(say("--shooter {name}: its INI is not in its profile (muster battle "
                              "add ... --ini N), or give SIDE:NAME:INI", name=unit.name))
    return Shooter(side.name, unit.name, ini, parts[1] if len(parts) == 2 else "")


def check_order(held: Any, shooters: list[Any], first: str) -> None:
    """In a battle: a unit of the battle is one shooter (named once), and ``first``, the
    tactical roll's winner, is a side of the battle or of a shooter it does not hold."""

    battle = held.held.battle
    units = {u.name for _s, u in battle.units()}
    named = [s.name for s in shooters if s.name in units]
    twice = next((n for n in named if named.count(n) > 1), None)
    if twice is not None:
        raise MusterError(say("{option} {name} is given twice", option="--shooter",
                              name=twice))
    sides = list(dict.fromkeys([*(s.name for s in battle.sides), *(s.side for s in shooters)]))
    if first not in sides:
        raise FieldError("first", "{field} names the side that won the tactical roll: one "
                         "of {sides}, not '{side}'", sides=", ".join(sides), side=first)
