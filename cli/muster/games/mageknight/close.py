"""Mage Knight close-combat advantages and action tokens (seed 004 L25-35, L50, L109):
gang-up, the rear arc, the lunge, and the pushing damage of a second action token. They
change the attack value and the attacker's pushing damage; the roll itself is
`muster.games.mageknight.attack.attack_roll`. The numbers are in ``data/attack.toml``.
"""

from __future__ import annotations

from muster.engine.frozen import frozen
from muster.errors import Field, FieldError
from muster.games.mageknight.tables import bounded, rules


@frozen
class CloseSpec:
    """What the attacker claims around one attack: ``gang_up`` friendly warriors helping a
    close attack (+1 each), the ``rear_arc`` (+1: in contact with the target's rear arc, or
    a line of fire through it), a ``lunge`` (move, then the close attack: 1 pushing damage),
    and a ``second_token`` (this action gives the attacker its second action token: 1
    pushing damage at the end of the action). Whether the warriors may (sword type, arcs,
    tokens) is the player's to judge: muster does not see the table."""

    gang_up: int = 0
    rear_arc: bool = False
    lunge: bool = False
    second_token: bool = False

    def __post_init__(self) -> None:
        bounded("gang_up", self.gang_up)

    @property
    def any(self) -> bool:
        return bool(self.gang_up or self.rear_arc or self.lunge or self.second_token)

    @property
    def close_only(self) -> bool:
        """Gang-up and the lunge belong to a close attack."""
        return bool(self.gang_up or self.lunge)

    @property
    def attack_mod(self) -> int:
        r = rules()
        return int(r["gang_up"]["attack_per_warrior"] * self.gang_up
                   + (r["rear_arc"]["attack_bonus"] if self.rear_arc else 0))

    @property
    def lunge_pushing(self) -> int:
        return int(rules()["lunge"]["pushing_damage"]) if self.lunge else 0

    @property
    def token_pushing(self) -> int:
        return int(rules()["second_token"]["pushing_damage"]) if self.second_token else 0

    @property
    def pushing(self) -> int:
        """The pushing damage the attacker takes whatever the dice (a critical miss adds
        its own)."""
        return self.lunge_pushing + self.token_pushing

    def check(self, *, targets: int, ranged: bool, heal: bool, captive: bool,
              fortified: bool) -> None:
        """The checks that need the attack this belongs to: how many targets, whether it is
        ranged, a healing roll, the elimination of one's own captive, fortified targets."""
        first = "gang_up" if self.gang_up else "lunge"
        if self.close_only and ranged:
            raise FieldError(first, "{field} belongs to a close attack; close-shot, "
                             "precision, formations and terrain bonuses to a ranged one")
        if (self.close_only or self.rear_arc) and heal:
            raise FieldError(first if self.close_only else "rear_arc",
                             "{field} changes an attack on an enemy, not {heal}",
                             heal=Field("heal"))
        if self.gang_up and captive:
            raise FieldError("gang_up", "{field}: gang-up may not be used to eliminate a "
                             "captive ({captive}, L40)", captive=Field("eliminate_captive"))
        if self.lunge and captive:
            raise FieldError("lunge", "a lunge ends in contact with an enemy figure (L35); "
                             "a captive is neither friend nor foe (L39), so {captive} is no "
                             "lunge", captive=Field("eliminate_captive"))
        if self.close_only and fortified:
            raise FieldError("fortification", "{field} counts only against ranged attacks; "
                             "{close} makes this a close attack", close=Field(first))
        r = rules()
        for name, on in (("gang_up", self.gang_up), ("lunge", self.lunge),
                         ("rear_arc", self.rear_arc)):
            if on and targets > r[name]["max_targets"]:
                raise FieldError(name, "{field} is for an attack on one target ({n} {defenses} "
                                 "values given)", n=targets, defenses=Field("defenses"))
