"""Mage Knight ranged-attack modifiers (seed 004 L41-63, L83-91, L119-149): close-shot,
precision, the ranged formation's member bonuses, and the target's hindering-terrain and
elevation defense bonuses. They only change the numbers the attack roll and the damage use;
the roll itself is `muster.games.mageknight.attack.attack_roll`. The numbers are in
``data/attack.toml``."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from muster.engine.data import load
from muster.engine.frozen import frozen
from muster.engine.names import Lookup
from muster.errors import Field, FieldError, listed_cs, within
from muster.i18n import N_, Named
from muster.text import shortest

TERRAIN = ("clear", "hindering", "elevated", "elevated-hindering")
CLOSE_SHOT = ("attack", "damage")


def rules() -> dict[str, Any]:
    return load("mageknight", "attack")


def inches(value: float) -> Named:
    return shortest(value)


@frozen
class RangedSpec:
    """The ranged modifiers of one attack: the attacker's ``range`` and the ``distance`` to
    the target (inches, for close-shot), ``close_shot`` ("attack" or "damage": where its
    +1 goes), ``precision``, the formation members giving attack (``formation_attack``)
    or damage (``formation_damage``), and per target its ``target_terrain`` (a `TERRAIN`
    key, see `terrain_key`) with the attacker's own position. The checks that need the
    number of targets are `check_targets`, called by the attack that holds this."""

    range: int | None = None
    distance: float | None = None
    close_shot: str | None = None
    precision: bool = False
    formation_attack: int = 0
    formation_damage: int = 0
    target_terrain: tuple[str, ...] = ()
    attacker_elevated: bool = False
    attacker_flying: bool = False

    def __post_init__(self) -> None:
        self._check_distance()
        if self.close_shot is not None:
            self._check_close_shot()
        self._check_formation()
        for key in self.target_terrain:
            if key not in TERRAIN:
                raise unknown_terrain(key)
        if not self.target_terrain and (self.attacker_elevated or self.attacker_flying):
            raise FieldError("attacker_elevated", "{field} and {flying} matter only with "
                                                  "{terrain}", flying=Field("attacker_flying"),
                             terrain=Field("target_terrain"))

    def _check_distance(self) -> None:
        if self.range is not None:
            within("range", self.range, 1)  # a warrior with range 0 cannot shoot
        if self.distance is not None:
            within("distance", self.distance, 0)
        if self.range is not None and self.distance is not None and self.distance > self.range:
            raise FieldError("distance", "the target is {distance} in away, beyond the range "
                                         "of {range} in: it cannot be shot",
                             distance=inches(self.distance), range=self.range)

    def _check_close_shot(self) -> None:
        if self.close_shot not in CLOSE_SHOT:
            raise FieldError("close_shot", "{field} takes attack or damage (the +1 goes to "
                                           "one)")
        if self.range is None or self.distance is None:
            raise FieldError("close_shot", "{field} needs {range} (the attacker's) and "
                                           "{distance} (to the target), in inches",
                             range=Field("range"), distance=Field("distance"))
        if self.distance > self.half_range:
            raise FieldError("distance", "close-shot needs the target within half the range, "
                                         "rounded up: {half} in; it is {distance} in away",
                             half=self.half_range, distance=inches(self.distance))

    def _check_formation(self) -> None:
        if not (self.formation_attack or self.formation_damage):
            return
        f = rules()["ranged_formation"]
        within("formation_attack", self.formation_attack, 0)
        within("formation_damage", self.formation_damage, 0)
        members = 1 + self.formation_attack + self.formation_damage
        if not f["min_members"] <= members <= f["max_members"]:
            raise FieldError("formation_attack", "a ranged formation has {lo}-{hi} warriors: "
                                                 "the primary attacker and {mlo}-{mhi} "
                                                 "members (here {n} in all)",
                             lo=f["min_members"], hi=f["max_members"],
                             mlo=f["min_members"] - 1, mhi=f["max_members"] - 1, n=members)

    @property
    def half_range(self) -> int:
        """Half the range, rounded up (L61): the close-shot distance."""
        return -(-(self.range or 0) // 2)

    @property
    def formation(self) -> bool:
        return bool(self.formation_attack or self.formation_damage)

    @property
    def any(self) -> bool:
        """Any modifier at all (a plain attack has none)."""
        return bool(self.close_shot or self.precision or self.formation
                    or self.target_terrain)

    def check_targets(self, targets: int) -> None:
        """The checks that need the number of targets the attack has."""
        r = rules()
        if self.precision and targets > r["precision"]["max_targets"]:
            raise FieldError("precision", "precision shoots one target (the one in contact "
                                          "with your figure)")
        if self.formation and targets > r["ranged_formation"]["max_targets"]:
            raise FieldError("formation_attack", "a ranged formation attacks one target")
        if self.target_terrain and len(self.target_terrain) != targets:
            raise FieldError("target_terrain", "give one {field} per {defenses} ({n}), not {k}",
                             n=targets, k=len(self.target_terrain),
                             defenses=Field("defenses"))


@frozen
class Mods:
    """What the ranged modifiers come to: the attack and damage modifiers and each
    target's terrain defense bonus."""

    attack_mod: int = 0
    damage_mod: int = 0
    terrain: tuple[int, ...] = ()


@lru_cache(maxsize=256)
def ranged_mods(spec: RangedSpec) -> Mods:
    """The modifiers a checked `RangedSpec` gives (close-shot +1 to attack or damage,
    precision -2, formation members, terrain bonuses per target)."""
    r = rules()
    attack = damage = 0
    if spec.close_shot == "attack":
        attack += r["close_shot"]["bonus"]
    elif spec.close_shot == "damage":
        damage += r["close_shot"]["bonus"]
    if spec.precision:
        attack += r["precision"]["attack_modifier"]
    f = r["ranged_formation"]
    attack += f["attack_per_member"] * spec.formation_attack
    damage += f["damage_per_bow_member"] * spec.formation_damage
    return Mods(attack, damage, tuple(terrain_bonus(spec, key) for key in spec.target_terrain))


def terrain_bonus(spec: RangedSpec, key: str) -> int:
    """The defense bonus of a target in terrain ``key``: hindering +1; elevated +1 unless
    the attacker is elevated or flies (L124-149)."""
    td = rules()["terrain_defense"]
    bonus = td["hindering"] if "hindering" in key else 0
    if "elevated" in key and not spec.attacker_elevated and not spec.attacker_flying:
        bonus += td["elevated"]
    return bonus


# --------------------------------------------------------------------------- terrain names


def _terrain_names() -> Lookup:
    td = rules()["terrain_defense"]
    return Lookup(N_("terrain"), {k: td.get("names", {}).get(k, {}) for k in TERRAIN}
                  | dict(td.get("names", {})))


def terrain_key(name: str) -> str:
    """The `TERRAIN` key a player's name for a target's terrain spells (English or Czech,
    accents optional; concealing counts as hindering, L127)."""
    td = rules()["terrain_defense"]
    found = _terrain_names().key(name)
    key = str(td.get("aliases", {}).get(found, found))
    if key not in TERRAIN:
        raise unknown_terrain(name)
    return key


def unknown_terrain(name: str) -> FieldError:
    names = rules()["terrain_defense"].get("names", {})
    # Czech lists every name it accepts, concealing (skrytý) too
    allowed = Named(", ".join(TERRAIN), ", ".join(listed_cs(k, names.get(k, {}))
                                                  for k in (*TERRAIN, "concealing")))
    return FieldError("target_terrain", "unknown {field} '{value}' (allowed: {allowed})",
                      value=name, allowed=allowed)
