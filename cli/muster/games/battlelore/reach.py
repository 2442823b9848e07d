"""BattleLore range (seed 001 L19/p.8): whether a target so many hexes away is in reach of
the attacker's weapon. Count the hexes from the attacker to the target, the target's hex
counted and the attacker's not; an adjacent target is always in reach, in melee (a bow
shooting it shoots point blank); beyond it only a weapon that shoots reaches, as far as its
range (common bow 4, crossbow 3: ``data/combat.toml``)."""

from __future__ import annotations

from muster.errors import Field, FieldError, within
from muster.games.battlelore.hits import Attack
from muster.games.battlelore.tables import rules
from muster.i18n import N_, named


def adjacent() -> int:
    return int(rules()["reach"]["adjacent"])


def weapon_range(weapon: str) -> int:
    """How many hexes the weapon reaches (1 for a melee weapon)."""
    return int(rules()["weapons"][weapon]["range"])


def check_reach(attack: Attack, hexes: int) -> None:
    """Refuse a target the attack cannot reach ``hexes`` away."""
    within("hexes", hexes, adjacent(), rule=N_("a target is 1 hex away or more (its own hex "
                                               "counts, the attacker's does not)"))
    if hexes == adjacent():
        return
    if attack.weapon is None:
        raise FieldError("hexes", "{field} {n}: the range is the weapon's; give {weapon}",
                         n=hexes, weapon=Field("weapon"))
    w = rules()["weapons"][attack.weapon]
    weapon = named({"en": w["en"], "cs": w["cs"]})
    if not attack.shoots:
        raise FieldError("hexes", "{field} {n}: a {weapon} battles only an adjacent unit "
                         "(melee); only a weapon that shoots reaches further (L19/p.8)",
                         n=hexes, weapon=weapon)
    if attack.point_blank:
        raise FieldError("point_blank", "{field} is a shot at an adjacent unit; the target is "
                         "{n} hexes away", n=hexes)
    within("hexes", hexes, adjacent(), weapon_range(attack.weapon),
           rule=N_("a {weapon} reaches {high} hexes, the target's hex counted and the "
                   "attacker's not (L19/p.8)"), weapon=weapon)
