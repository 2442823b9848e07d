"""BattleLore's combat tables (data/combat.toml): every name a player types for a banner
colour, a weapon, a troop type or a morale, looked up one way. The battle die itself is
`muster.games.battlelore.faces`' (a help quoting `numbers` loads the data alone)."""

from __future__ import annotations

from typing import Any

from muster.engine.data import load
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.errors import within
from muster.i18n import N_, named

GAME = "battlelore"

# a count of hexes in Czech ('1 hex', '2 hexy', '5 hexů')
HEXES = ("hex", "hexy", "hexů")


def dashed(cs: str) -> str:
    """A banner's Czech name with its troop kind after a dash, to stand inside brackets:
    'modrý prapor (pravidelní vojáci)' 'modrý prapor – pravidelní vojáci' (no
    brackets in brackets)."""
    head, _sep, kind = cs.partition(" (")
    return f"{head} \u2013 {kind.removesuffix(')')}" if kind else cs


def rules() -> dict[str, Any]:
    return load(GAME, "combat")


def numbers() -> dict[str, Any]:
    """The rules' numbers by name, for texts that quote them (the commands' help)."""
    r = rules()
    blue_foot = r["move_then_battle"]["foot"]["blue"]
    low, high = r["victory"]["usual"]
    return {"green": r["colours"]["green"]["dice"], "blue": r["colours"]["blue"]["dice"],
            "red": r["colours"]["red"]["dice"],
            "frightened": r["morale"]["frightened"]["per_flag"],
            "foot": r["unit_types"]["foot"]["figures"],
            "mounted": r["unit_types"]["mounted"]["figures"],
            "blue_foot_too_far": blue_foot + 1, "usual": f"{low}-{high}",
            "bow": r["weapons"]["common-bow"]["range"],
            "crossbow": r["weapons"]["crossbow"]["range"]}


COLOURS, WEAPONS, UNIT_TYPES, MORALE = (N_("banner colour"), N_("weapon"), N_("unit type"),
                                       N_("morale"))


def _key(what: str, table: str, name: str, field: str) -> str:
    return Lookup(what, rules()[table]).find(name, field=field, template=UNKNOWN_FOR)


def colour_key(name: str, field: str = "target") -> str:
    """The banner colour a name spells (green, zelený, ...)."""
    return _key(COLOURS, "colours", name, field)


def weapon_key(name: str, field: str = "weapon") -> str:
    return _key(WEAPONS, "weapons", name, field)


def unit_type_key(name: str, field: str = "target_type") -> str:
    return _key(UNIT_TYPES, "unit_types", name, field)


def morale_key(name: str, field: str = "morale") -> str:
    return _key(MORALE, "morale", name, field)


def require(what: str, table: str, key: str, field: str) -> None:
    """A spec holds a table's key (a command looks names up first): any other value is
    the unknown-name error, as for a name typed."""
    if key not in rules()[table]:
        raise Lookup(what, rules()[table]).unknown(key, field=field, template=UNKNOWN_FOR)


def at_least_zero(field: str, value: int | None) -> None:
    """A count that cannot be negative (None: not given)."""
    if value is not None:
        within(field, value, 0)


def full_unit(unit_type: str) -> int:
    """Figures in a full unit of the type, banner bearer included (L9/p.3)."""
    return int(rules()["unit_types"][unit_type]["figures"])


def check_figures(unit_type: str, figures: int, field: str = "figures") -> None:
    """'--figures 5 is impossible: a foot unit has 1 to 4 figures left' (wound bl and scatter
    bl)."""
    full = full_unit(unit_type)
    t = rules()["unit_types"][unit_type]
    within(field, figures, 1, full, rule=N_("a {type} unit has 1 to {full} figures left"),
           type=named({"en": unit_type, "cs": t["cs"]}), full=full)
