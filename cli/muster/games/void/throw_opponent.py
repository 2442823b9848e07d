"""Void: throwing a grabbed opponent (seed 003 L43): the size rule, the reach by the
thrower's Strength, the impact on what it strikes (a roll of the struck object's) and the
landing, a fall of the distance thrown."""

from __future__ import annotations

from dataclasses import field

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
from muster.games.void import catalogue as cat
from muster.games.void.body import HpAfter, check_attribute, check_hp, check_size
from muster.games.void.d20 import GAME, SIDES, passes
from muster.games.void.fall import fall_damage
from muster.i18n import N_

VIEWS = "muster.games.void.views.throw"  # its text and odds tables

STRUCK = ("armor", "durability", "dodge")
STRUCK_ROLLS = {"armor": N_("Armor roll"),
                "durability": N_("Durability roll (no Armor: double damage)"),
                "dodge": N_("dodge")}
STRUCK_ATTRIBUTES = {"armor": "Armor", "durability": "Durability", "dodge": "Agility"}


@frozen
class ThrowSpec:
    """A thrower of ``size`` and ``strength`` throws a grabbed target ``distance`` metres
    (default: as far as its Strength reaches); it may strike something that resists with
    ``struck`` (armor, durability or dodge) at ``struck_value``."""

    size: int = 2
    target_size: int = 2
    strength: int = 10
    one_limb: bool = False
    distance: int | None = None
    target_hp: int = 40
    target_max_hp: int | None = None
    struck: str | None = None
    struck_value: int | None = None
    struck_hp: int | None = None

    def __post_init__(self) -> None:
        t = cat.rules()["throw_opponent"]
        check_attribute("strength", self.strength)
        check_size("size", self.size)
        check_size("target_size", self.target_size)
        check_hp("target_hp", "target_max_hp", self.target_hp, self.target_max_hp)
        need = t["one_limb_larger_by" if self.one_limb else "two_limbs_larger_by"]
        if self.size - self.target_size < need:
            raise FieldError("size", N_("to throw with one limb the thrower must be at least "
                                        "{need} size classes larger (L43): size {size} "
                                        "against {target}")
                             if self.one_limb else
                             N_("to throw with two limbs the thrower must be at least {need} "
                                "size classes larger (L43): size {size} against {target}"),
                             need=need, size=self.size, target=self.target_size)
        if not 0 <= self.thrown <= self.reach:
            raise FieldError("distance", "Strength {strength} throws an opponent at most "
                             "{reach} m (L43), so {field} must be 0-{reach}, not {value}",
                             strength=self.strength, reach=self.reach, value=self.thrown)
        self._check_struck()

    def _check_struck(self) -> None:
        if self.struck is not None and self.struck not in STRUCK:
            raise Lookup.of_names(N_("roll of the struck"), STRUCK).unknown(
                self.struck, field="struck", template=UNKNOWN_FOR)
        if self.struck is not None and self.struck_value is None:
            raise FieldError("struck", "{field} needs {value_field} (its Armor, Durability or "
                             "Agility)", value_field=Field("struck_value"))
        if self.struck is None and (self.struck_value is not None or self.struck_hp is not None):
            raise FieldError("struck_value", "{field} and {hp} need {struck} armor, "
                             "durability or dodge (what the thrown opponent strikes)",
                             hp=Field("struck_hp"), struck=Field("struck"))
        if self.struck_value is not None:
            within("struck_value", self.struck_value, 1, 19)

    @property
    def max_hp(self) -> int:
        return self.target_hp if self.target_max_hp is None else self.target_max_hp

    @property
    def reach(self) -> int:
        return int(cat.strength_band(self.strength)["throw_range_m"])

    @property
    def thrown(self) -> int:
        """The metres thrown."""
        return self.reach if self.distance is None else self.distance

    @property
    def landing(self) -> int:
        return fall_damage(self.thrown, self.target_size)

    @property
    def impact(self) -> int:
        t = cat.rules()["throw_opponent"]
        impact = self.target_size * t["impact_per_size"]
        return int(impact * t["no_armor_multiplier"] if self.struck == "durability" else impact)


@frozen
class ThrowResult(JsonResult):
    """The throw: its reach and distance, the landing (a fall) and what it left of the thrown
    one, and what it struck: that object's roll (None: nothing struck), the impact, and what
    it left of the object (where its HP were given)."""

    GAME = GAME
    spec: ThrowSpec = field(metadata={"json": False})
    action: str = field(default="throw-opponent", init=False)
    reach_m: int
    distance_m: int
    landing_damage: int
    thrown: HpAfter
    struck: str | None
    struck_value: int | None
    struck_roll: int | None
    impact_damage: int | None
    struck_damage: int
    struck_after: HpAfter | None
    seed: int | None = None
    hurt: bool = field(default=False, metadata={"json": False})  # the struck object


def throw_key(result: ThrowResult) -> str:
    return "struck object hurt" if result.hurt else \
        ("struck object unhurt" if result.struck else "no object struck")


@rule(ThrowSpec, key=throw_key, label=N_("outcome"))
def throw_opponent(src: Source, spec: ThrowSpec) -> ThrowResult:
    roll, hurt = None, False
    if spec.struck is not None:
        assert spec.struck_value is not None
        roll = src.d(SIDES)
        # an Armor or Durability roll above the value lets the damage through; a dodge that
        # succeeds avoids it
        hurt = not passes(roll, spec.struck_value)
    damage = spec.impact if hurt else 0
    hp = spec.struck_hp
    return ThrowResult(spec, spec.reach, spec.thrown, spec.landing,
                       HpAfter.of(spec.target_hp, spec.max_hp, spec.landing), spec.struck,
                       spec.struck_value, roll, spec.impact if spec.struck else None, damage,
                       None if hp is None else HpAfter.of(hp, hp, damage), hurt=hurt)
