"""Mage Knight ranged-attack modifiers (seed 004 L41-63, L83-91, L119-149): close-shot,
precision, the ranged formation's member bonuses, and the target's hindering-terrain and
elevation defense bonuses. They only change the numbers the attack roll and the damage use;
the roll itself is `procedures.attack_roll`. The numbers are in ``data/attack.toml``."""

from __future__ import annotations

from muster.errors import MusterError
from muster.games.mageknight.procedures import rules
from muster.i18n import both_ways, ngettext, say

TERRAIN = ("clear", "hindering", "elevated", "elevated-hindering")


def _inches(value: float) -> str:
    return f"{value:g}"


def _name(entry: dict) -> str:
    """A data name as a note shows it: English 'close-shot (střelba z blízka)', Czech just
    the Czech term."""
    from muster.i18n import czech

    return entry["cs"] if czech() else f"{entry['en']} ({entry['cs']})"


def _Both(entry: dict):
    """The same as a message argument: a Named, English 'en (cs)', Czech 'cs'."""
    from muster.i18n import Named

    return Named(f"{entry['en']} ({entry['cs']})", entry["cs"])


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
            raise MusterError(say("--range is the attacker's range value, 1 or more (a "
                                  "warrior with range 0 cannot shoot)"))
        if distance is not None and not distance >= 0:  # a NaN fails this too
            raise MusterError(say("--distance is in inches, 0 or more"))
        if range_in is not None and distance is not None and distance > range_in:
            raise MusterError(say("the target is {distance} in away, beyond the range of "
                                  "{range} in: it cannot be shot",
                                  distance=_inches(distance), range=range_in))
        self.close_shot = close_shot
        if close_shot is not None:
            cs = r["close_shot"]
            if close_shot not in ("attack", "damage"):
                raise MusterError(say("--close-shot takes attack or damage (the +1 goes to "
                                      "one)"))
            if range_in is None or distance is None:
                raise MusterError(say("--close-shot needs --range (the attacker's) and "
                                      "--distance (to the target), in inches"))
            half = -(-range_in // 2)
            if distance > half:
                raise MusterError(say("close-shot needs the target within half the range, "
                                      "rounded up: {half} in; it is {distance} in away",
                                      half=half, distance=_inches(distance)))
            if close_shot == "attack":
                self.attack_mod += cs["bonus"]
            else:
                self.damage_mod += cs["bonus"]
            bonus = cs["bonus"]
            self.notes.append(both_ways(lambda: (ngettext(
                "{name}: +{bonus} attack, the target within {half} in",
                "{name}: +{bonus} attack, the target within {half} in", half)
                if close_shot == "attack" else ngettext(
                "{name}: +{bonus} damage, the target within {half} in",
                "{name}: +{bonus} damage, the target within {half} in", half)).format(
                    name=_name(cs), bonus=bonus, half=half)))
        self.precision = precision
        if precision:
            pr = r["precision"]
            if targets > pr["max_targets"]:
                raise MusterError(say("precision shoots one target (the one in contact with "
                                      "your figure)"))
            self.attack_mod += pr["attack_modifier"]
            self.notes.append(say("{name}: {mod} attack, a target in contact with a friendly "
                                  "figure", name=_Both(pr), mod=str(pr["attack_modifier"])))
        self.formation = (formation_attack, formation_damage)
        if formation_attack or formation_damage:
            f = r["ranged_formation"]
            if formation_attack < 0 or formation_damage < 0:
                raise MusterError(say("formation members are counted with 0 or more"))
            members = 1 + formation_attack + formation_damage
            if not f["min_members"] <= members <= f["max_members"]:
                raise MusterError(say("a ranged formation has {lo}-{hi} warriors: the primary "
                                      "attacker and {mlo}-{mhi} members (here {n} in all)",
                                      lo=f["min_members"], hi=f["max_members"],
                                      mlo=f["min_members"] - 1, mhi=f["max_members"] - 1,
                                      n=members))
            if targets > f["max_targets"]:
                raise MusterError(say("a ranged formation attacks one target"))
            self.attack_mod += f["attack_per_member"] * formation_attack
            self.damage_mod += f["damage_per_bow_member"] * formation_damage
            self.notes.append(both_ways(lambda: ngettext(
                "{name}: {n} member(s) +{each} attack each",
                "{name}: {n} member(s) +{each} attack each", formation_attack).format(
                    name=_name(f), n=formation_attack, each=f["attack_per_member"])
                + ngettext(", {n} bow member(s) +{each} damage each",
                           ", {n} bow member(s) +{each} damage each", formation_damage).format(
                    n=formation_damage, each=f["damage_per_bow_member"])))
        self.terrain: list[int] | None = None
        self.terrain_names: list[str] | None = None
        if terrain:
            if len(terrain) != targets:
                raise MusterError(say("give one --target-terrain per --defense ({n}), not "
                                      "{k}", n=targets, k=len(terrain)))
            td = r["terrain_defense"]
            self.terrain, self.terrain_names = [], []
            from muster.engine.data import fold
            from muster.i18n import czech

            names = td.get("names", {})
            known = {fold(k): k for k in TERRAIN}
            for key, entry in names.items():  # the Czech names too ("vyvýšený-obtížný")
                known.setdefault(fold(key), key)
                known[fold(entry["cs"])] = key
            for t in terrain:
                key = known.get(fold(t), t.strip().lower())
                key = td.get("aliases", {}).get(key, key)
                if key not in TERRAIN:
                    shown_ = [names[k]["cs"] if czech() and k in names else k for k in TERRAIN]
                    raise MusterError(say("unknown --target-terrain '{value}' (allowed: "
                                          "{allowed})", value=t, allowed=", ".join(shown_)))
                bonus = td["hindering"] if "hindering" in key else 0
                if "elevated" in key and not attacker_elevated and not attacker_flying:
                    bonus += td["elevated"]
                self.terrain.append(bonus)
                self.terrain_names.append(key)
        elif attacker_elevated or attacker_flying:
            raise MusterError(say("--attacker-elevated and --attacker-flying matter only "
                                  "with --target-terrain"))

    @property
    def any(self) -> bool:
        return bool(self.attack_mod or self.damage_mod or self.terrain or self.close_shot
                    or self.precision or any(self.formation))
