"""Mage Knight ranged-attack modifiers (seed 004 L41-63, L83-91, L119-149): close-shot,
precision, the ranged formation's member bonuses, and the target's hindering-terrain and
elevation defense bonuses. They only change the numbers the attack roll and the damage use;
the roll itself is `procedures.attack_roll`. The numbers are in ``data/attack.toml``."""

from __future__ import annotations

from muster.errors import MusterError
from muster.games.mageknight.procedures import rules

TERRAIN = ("clear", "hindering", "elevated", "elevated-hindering")


def _inches(value: float) -> str:
    return f"{value:g}"


class RangedMods:
    """The ranged modifiers the player asked for, checked against the rules."""

    def __init__(self, *, targets: int, range_in: int | None = None,
                 distance: float | None = None, close_shot: str | None = None,
                 precision: bool = False, formation_attack: int = 0,
                 formation_damage: int = 0, terrain: list[str] | None = None,
                 attacker_elevated: bool = False, attacker_flying: bool = False):
        r = rules()
        self.notes: list[str] = []
        self.attack_mod = 0
        self.damage_mod = 0
        if range_in is not None and range_in < 1:
            raise MusterError("--range is the attacker's range value, 1 or more (a warrior "
                              "with range 0 cannot shoot)")
        if distance is not None and not distance >= 0:  # a NaN fails this too
            raise MusterError("--distance is in inches, 0 or more")
        if range_in is not None and distance is not None and distance > range_in:
            raise MusterError(f"the target is {_inches(distance)} in away, beyond the range of "
                              f"{range_in} in: it cannot be shot")
        self.close_shot = close_shot
        if close_shot is not None:
            cs = r["close_shot"]
            if close_shot not in ("attack", "damage"):
                raise MusterError("--close-shot takes attack or damage (the +1 goes to one)")
            if range_in is None or distance is None:
                raise MusterError("--close-shot needs --range (the attacker's) and --distance "
                                  "(to the target), in inches")
            half = -(-range_in // 2)
            if distance > half:
                raise MusterError(f"close-shot needs the target within half the range, "
                                  f"rounded up: {half} in; it is {_inches(distance)} in away")
            if close_shot == "attack":
                self.attack_mod += cs["bonus"]
            else:
                self.damage_mod += cs["bonus"]
            self.notes.append(f"{cs['en']} ({cs['cs']}): +{cs['bonus']} {close_shot}, the "
                              f"target within {half} in")
        self.precision = precision
        if precision:
            pr = r["precision"]
            if targets > pr["max_targets"]:
                raise MusterError("precision shoots one target (the one in contact with your "
                                  "figure)")
            self.attack_mod += pr["attack_modifier"]
            self.notes.append(f"{pr['en']} ({pr['cs']}): {pr['attack_modifier']} attack, "
                              "a target in contact with a friendly figure")
        self.formation = (formation_attack, formation_damage)
        if formation_attack or formation_damage:
            f = r["ranged_formation"]
            if formation_attack < 0 or formation_damage < 0:
                raise MusterError("formation members are counted with 0 or more")
            members = 1 + formation_attack + formation_damage
            if not f["min_members"] <= members <= f["max_members"]:
                raise MusterError(f"a ranged formation has {f['min_members']}-"
                                  f"{f['max_members']} warriors: the primary attacker and "
                                  f"{f['min_members'] - 1}-{f['max_members'] - 1} members "
                                  f"(here {members} in all)")
            if targets > f["max_targets"]:
                raise MusterError("a ranged formation attacks one target")
            self.attack_mod += f["attack_per_member"] * formation_attack
            self.damage_mod += f["damage_per_bow_member"] * formation_damage
            self.notes.append(f"{f['en']} ({f['cs']}): {formation_attack} member(s) +"
                              f"{f['attack_per_member']} attack each, {formation_damage} bow "
                              f"member(s) +{f['damage_per_bow_member']} damage each")
        self.terrain: list[int] | None = None
        self.terrain_names: list[str] | None = None
        if terrain:
            if len(terrain) != targets:
                raise MusterError(f"give one --target-terrain per --defense ({targets}), not "
                                  f"{len(terrain)}")
            td = r["terrain_defense"]
            self.terrain, self.terrain_names = [], []
            for t in terrain:
                key = t.strip().lower()
                key = td.get("aliases", {}).get(key, key)
                if key not in TERRAIN:
                    raise MusterError(f"unknown --target-terrain '{t}' (allowed: "
                                      f"{', '.join(TERRAIN)})")
                bonus = td["hindering"] if "hindering" in key else 0
                if "elevated" in key and not attacker_elevated and not attacker_flying:
                    bonus += td["elevated"]
                self.terrain.append(bonus)
                self.terrain_names.append(key)
        elif attacker_elevated or attacker_flying:
            raise MusterError("--attacker-elevated and --attacker-flying matter only with "
                              "--target-terrain")

    @property
    def any(self) -> bool:
        return bool(self.attack_mod or self.damage_mod or self.terrain or self.close_shot
                    or self.precision or any(self.formation))
