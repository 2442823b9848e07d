"""The Mage Knight attack roll (seed 004 L11-12, L22, L102): 2d6 + attack against one or
more defense values, ties hit; a natural 2 misses (the attacker takes pushing damage), a
natural 12 hits. One roll serves every target of a multi-target ranged attack.

`attack_roll` is the roll itself, the sub-procedure every Mage Knight attack uses (wound,
bombard, constructible terrain), in `muster.games.mageknight.attack_roll` (a bombard or a
terrain's attack imports neither the ranged nor the close-combat modifiers); `AttackSpec`
and `roll_attack` are ``muster roll mageknight``. The numbers (dice, criticals, bounds) come
from ``data/attack.toml``.
"""

from __future__ import annotations

from dataclasses import replace

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import rule
from muster.errors import Field, FieldError, Spec
from muster.games.mageknight.attack_roll import AttackRoll as AttackRoll
from muster.games.mageknight.attack_roll import CloseUsed
from muster.games.mageknight.attack_roll import HitPattern as HitPattern
from muster.games.mageknight.attack_roll import Uncapped as Uncapped
from muster.games.mageknight.attack_roll import attack_roll as attack_roll
from muster.games.mageknight.close import CloseSpec
from muster.games.mageknight.ranged import RangedSpec, ranged_mods
from muster.games.mageknight.tables import bounded, rules
from muster.i18n import N_

VIEWS = "muster.games.mageknight.views.attack"  # its text and odds tables


def per_target(name: str, values: tuple[int, ...], n: int, bound: str) -> None:
    """A value given once per defense (in the same order), or not at all."""
    if values and len(values) != n:
        raise FieldError(name, "{field} was given {k} time(s) but there are {n} {defenses} "
                               "value(s); give one {field} per {defenses}, in order",
                         k=len(values), n=n, defenses=Field("defenses"))
    for v in values:
        bounded(name, v, bound)


def rule_of_3(attack_mod: int, defense_mods: tuple[int, ...] | list[int] = (),
              damage_mod: int = 0) -> Uncapped:
    """The modifier totals muster added in full past the Rule of 3's limit (data
    ``[rule_of_3]``): the seed applies the rule to the attack, defense and damage modifiers
    (L101, L105) but does not define it, so muster caps nothing (docs/RULINGS.md). Each is
    (value, target number from 1, or 0 for the attack and the damage, total)."""
    limit = rules()["rule_of_3"]["limit"]
    out = [("attack", 0, attack_mod)] if abs(attack_mod) > limit else []
    out += [("defense", i + 1, m) for i, m in enumerate(defense_mods) if abs(m) > limit]
    if abs(damage_mod) > limit:
        out.append(("damage", 0, damage_mod))
    return tuple(out)


def check_defenses(defenses: tuple[int, ...]) -> None:
    if not defenses:
        raise FieldError("defenses", "give at least one {field}")
    for d in defenses:
        bounded("defenses", d, "defense")


# --------------------------------------------------------------------------- roll mk


@frozen
class AttackSpec:
    """``muster roll mageknight``: an attack value, the targets' defenses, their
    fortification (ranged attacks across constructible terrain), the ranged modifiers
    (`RangedSpec`; close-shot only on the attack: the damage is wound's) and the
    close-combat advantages that change the attack (`CloseSpec`: gang-up, the rear arc;
    the pushing damage of a lunge or a second token is wound's)."""

    attack: int
    defenses: tuple[int, ...]
    fortification: tuple[int, ...] = ()
    ranged: RangedSpec = RangedSpec()
    close: CloseSpec = CloseSpec()

    def __post_init__(self) -> None:
        bounded("attack", self.attack)
        check_defenses(self.defenses)
        per_target("fortification", self.fortification, len(self.defenses), "fortification")
        if self.ranged.close_shot == "damage":
            raise FieldError("close_shot", "{field} damage changes the damage, which "
                                           "{wound} rolls; {attack} takes {field} attack",
                             wound=Spec("WoundSpec"), attack=Spec("AttackSpec"))
        self.ranged.check_targets(len(self.defenses))
        if self.close.lunge or self.close.second_token:
            raise FieldError("lunge" if self.close.lunge else "second_token",
                             "{field} is pushing damage to the attacker, which {wound} "
                             "rolls; {attack} takes the attack's modifiers only",
                             wound=Spec("WoundSpec"), attack=Spec("AttackSpec"))
        if self.close.any:
            self.close.check(targets=len(self.defenses), ranged=self.ranged.any, heal=False,
                             captive=False, fortified=any(self.fortification))

    @property
    def attack_value(self) -> int:
        """The attack rolled with: the ranged modifiers, gang-up and the rear arc added."""
        return self.attack + ranged_mods(self.ranged).attack_mod + self.close.attack_mod

    @property
    def terrain(self) -> tuple[int, ...]:
        return ranged_mods(self.ranged).terrain

    @property
    def uncapped(self) -> Uncapped:
        """The modifiers past the Rule of 3's limit, added in full (`rule_of_3`)."""
        return rule_of_3(self.attack_value - self.attack,
                         defense_mods(self.defenses, self.fortification, self.terrain))


def defense_mods(defenses: tuple[int, ...], fortification: tuple[int, ...],
                 terrain: tuple[int, ...]) -> list[int]:
    """Each target's defense modifiers: its fortification and its terrain bonus."""
    return [(fortification[i] if fortification else 0) + (terrain[i] if terrain else 0)
            for i in range(len(defenses))]


@rule(AttackSpec, key=lambda r: HitPattern(r.hits), label=N_("hits"))
def roll_attack(src: Source, spec: AttackSpec) -> AttackRoll:
    roll = attack_roll(src, spec.attack_value, spec.defenses, spec.fortification,
                       spec.terrain)
    if spec.uncapped:
        roll = replace(roll, uncapped=spec.uncapped)
    return replace(roll, close=CloseUsed.of(spec.close)) if spec.close.any else roll
