"""Mage Knight attack and damage (seed 004 L11-18, L37-40, L52-57, L175): one attack roll
against every target, then damage (split among the targets hit), a capture, healing, or the
elimination of one's own captive, and each target's dial before and after.

The numbers (criticals, capture and captive modifiers, bounds) are in ``data/attack.toml``.
"""

from __future__ import annotations

from dataclasses import field, replace

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.keys import NamedKey
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
from muster.games.mageknight.attack import (
    AttackRoll,
    Uncapped,
    attack_roll,
    check_defenses,
    defense_mods,
    per_target,
    rule_of_3,
)
from muster.games.mageknight.attack_roll import CloseUsed
from muster.games.mageknight.close import CloseSpec
from muster.games.mageknight.ranged import RangedSpec, ranged_mods
from muster.games.mageknight.tables import GAME, bounded, rules
from muster.i18n import N_

VIEWS = "muster.games.mageknight.views.attack"  # its text and odds tables


@frozen
class WoundSpec:
    """One attack on one or more targets: the ``attack`` value, the targets' ``defenses``,
    the ``damage`` value (the healing amount with ``heal``; none for a ``capture`` or
    ``eliminate_captive``), its ``split`` among the targets, their ``fortification``, dial
    positions (``clicks_taken``, ``skull_at``), a golem's repair markers, the ranged
    modifiers and the close-combat advantages and action tokens (``close``)."""

    attack: int
    defenses: tuple[int, ...]
    damage: int | None = None
    split: tuple[int, ...] | None = None
    fortification: tuple[int, ...] = ()
    capture: bool = False
    heal: bool = False
    eliminate_captive: bool = False
    golem_markers: tuple[int, ...] = ()
    clicks_taken: tuple[int, ...] = ()
    skull_at: tuple[int, ...] = ()
    ranged: RangedSpec = RangedSpec()
    close: CloseSpec = CloseSpec()

    def __post_init__(self) -> None:
        if self.eliminate_captive:
            self._check_captive()
        self._check_ranged()
        check_defenses(self.defenses)
        bounded("attack", self.attack)
        if self.capture and self.heal:
            raise FieldError("capture", "{field} and {heal} are different actions; choose one",
                             heal=Field("heal"))
        if self.capture:
            self._check_capture()
        if self.damage is None and not (self.capture or self.eliminate_captive):
            raise FieldError("damage", "give {field} N (the damage value, or the healing "
                                       "amount with {heal})", heal=Field("heal"))
        bounded("damage", self.base_damage)
        self._check_dial()
        if self.split is not None:
            self._check_split()
        if self.golem_markers:
            self._check_golem()
        if self.close.any:
            self.close.check(targets=len(self.defenses), ranged=self.ranged.any,
                             heal=self.heal, captive=self.eliminate_captive,
                             fortified=any(self.fortification))

    def _check_captive(self) -> None:
        ec = rules()["eliminate_captive"]
        if self.capture or self.heal:
            raise FieldError("eliminate_captive", "{field} is its own action: not with {other}",
                             other=Field("capture" if self.capture else "heal"))
        if len(self.defenses) > ec["max_targets"]:
            raise FieldError("defenses", "{captive} attacks one target, your own captive ({n} "
                                         "{field} values given)",
                             captive=Field("eliminate_captive"), n=len(self.defenses))
        if self.split or self.clicks_taken or self.skull_at:
            raise FieldError("eliminate_captive", "a captive is never wounded (L38): {split}, "
                                                  "{clicks_taken} and {skull_at} have nothing "
                                                  "to act on", split=Field("split"),
                             clicks_taken=Field("clicks_taken"), skull_at=Field("skull_at"))
        if self.fortification:
            raise FieldError("fortification", "{field} counts only against ranged attacks; "
                                              "eliminating a captive is a close attack")

    def _check_ranged(self) -> None:
        if not self.ranged.any:
            return
        if self.eliminate_captive:
            raise FieldError("eliminate_captive", "close-shot, precision, ranged formations "
                                                  "and the terrain bonuses belong to a ranged "
                                                  "attack, not to {field} (a close attack)")
        if self.capture:
            raise FieldError("capture", "close-shot, precision, ranged formations and the "
                                        "terrain bonuses belong to a ranged attack that "
                                        "damages, not to {field} (a close attack)")
        if self.heal:
            raise FieldError("heal", "close-shot, precision, ranged formations and the terrain "
                                     "bonuses belong to a ranged attack that damages, not to "
                                     "{field}")
        self.ranged.check_targets(len(self.defenses))

    def _check_capture(self) -> None:
        if len(self.defenses) > rules()["capture"]["max_targets"]:
            raise FieldError("defenses", "a capture attempt has exactly one target ({n} "
                                         "{field} values given)", n=len(self.defenses))
        if self.split:
            raise FieldError("split", "{field} makes no sense with {capture}: a capture deals "
                                      "no damage", capture=Field("capture"))
        if self.fortification:
            raise FieldError("fortification", "{field} counts only against ranged attacks; a "
                                              "capture is a close attack")

    def _check_dial(self) -> None:
        n = len(self.defenses)
        per_target("fortification", self.fortification, n, "fortification")
        per_target("clicks_taken", self.clicks_taken, n, "clicks")
        per_target("skull_at", self.skull_at, n, "clicks")
        for i, k in enumerate(self.skull_at):
            within("skull_at", k, 1, rule=N_("the skulls cannot show at the starting position "
                                             "(give a click of 1 or more)"))
            if self.clicks_taken and self.clicks_taken[i] >= k:
                raise FieldError("skull_at", "{clicks_taken} {taken} with {field} {k}: that "
                                             "warrior is already eliminated",
                                 clicks_taken=Field("clicks_taken"),
                                 taken=self.clicks_taken[i], k=k)

    def _check_split(self) -> None:
        parts = self.split or ()
        text = ",".join(str(p) for p in parts)
        if any(p < 0 for p in parts):
            raise FieldError("split", "{field} '{text}': {v} is negative (0 is the least a "
                                      "target hit can take)", text=text,
                             v=min(parts))
        if len(parts) != len(self.defenses):
            raise FieldError("split", "{field} {split} has {k} share(s) but there are {n} "
                                      "{defenses} value(s); give one share per target",
                             split=text, k=len(parts), n=len(self.defenses),
                             defenses=Field("defenses"))
        if sum(parts) != self.damage_value and self.heal:
            raise FieldError("split", "{field} {split} sums to {total}, but the healing is "
                                      "{amount}; the shares must add up to it",
                             split=text, total=sum(parts), amount=self.damage_value)
        if sum(parts) != self.damage_value:
            raise FieldError("split", "{field} {split} sums to {total}, but the damage is "
                                      "{amount}; the shares must add up to it",
                             split=text, total=sum(parts), amount=self.damage_value)

    def _check_golem(self) -> None:
        if not self.heal:
            raise FieldError("golem_markers", "{field} only matters when healing ({heal})",
                             heal=Field("heal"))
        if len(self.defenses) != 1 or not self.clicks_taken:
            raise FieldError("golem_markers", "{field} needs one target and its dial position "
                                              "({clicks_taken} K)",
                             clicks_taken=Field("clicks_taken"))
        for m in self.markers:
            within("golem_markers", m, 1,
                   rule=N_("a repair marker sits 1 or more clicks from the start"))
            bounded("golem_markers", m, "clicks")
        if self.clicks_taken[0] in self.markers:
            raise FieldError("golem_markers", "{clicks_taken} {k} shows the repair marker at "
                                              "click {k}: a golem whose stat slot shows a "
                                              "repair marker cannot be healed, so there is "
                                              "nothing to roll",
                             clicks_taken=Field("clicks_taken"), k=self.clicks_taken[0])

    # ------------------------------------------------------------------ derived values

    @property
    def mode(self) -> str:
        if self.eliminate_captive:
            return "eliminate-captive"
        return "capture" if self.capture else "heal" if self.heal else "damage"

    @property
    def markers(self) -> list[int]:
        return sorted(set(self.golem_markers))

    @property
    def base_damage(self) -> int:
        """The damage (or healing) value given: none for a capture or a captive."""
        return self.damage or 0

    @property
    def damage_value(self) -> int:
        """The damage dealt on a hit: the ranged modifiers added."""
        return self.base_damage + (ranged_mods(self.ranged).damage_mod if self.ranged.any
                                   else 0)

    @property
    def attack_value(self) -> int:
        """The attack rolled with: capture or captive at -3, the ranged modifiers, gang-up
        and the rear arc."""
        r = rules()
        mod = ranged_mods(self.ranged).attack_mod if self.ranged.any else 0
        mod += self.close.attack_mod
        if self.eliminate_captive:
            mod += r["eliminate_captive"]["attack_modifier"]
        if self.capture:
            mod += r["capture"]["attack_modifier"]
        return self.attack + mod

    @property
    def terrain(self) -> tuple[int, ...]:
        return ranged_mods(self.ranged).terrain if self.ranged.any else ()

    @property
    def uncapped(self) -> Uncapped:
        """The modifiers past the Rule of 3's limit, added in full (`rule_of_3`)."""
        return rule_of_3(self.attack_value - self.attack,
                         defense_mods(self.defenses, self.fortification, self.terrain),
                         self.damage_value - self.base_damage)


# --------------------------------------------------------------------------- results


class TargetOutcome(NamedKey):
    """One target's part of a wound's key: (hit, damage, healing, eliminated)."""

    NAMES = ("hit", "damage", "healing", "eliminated")


class WoundOutcome(NamedKey):
    """The key of a wound: ((hit, damage, healing, eliminated) per target, pushing)."""

    NAMES = ("targets", "pushing")

    def __str__(self) -> str:
        """In English, as --json labels it; the views show it in the user's language."""
        targets, pushing = self
        parts = []
        for i, (hit, damage, healing, eliminated) in enumerate(targets):
            text = f"T{i + 1} hit" if hit else f"T{i + 1} miss"
            if hit and healing is not None:
                text += f" heal {healing}"
            elif hit:
                text += f" dmg {damage}"
            if eliminated:
                text += " eliminated"
            parts.append(text)
        if pushing:
            parts.append(f"pushing {pushing}")
        return "; ".join(parts)


@frozen
class TargetResult(JsonResult):
    """One target after the roll: its defense, ``fortification`` and ``terrain`` bonus and
    the ``final_defense``, whether it was hit, the damage, the ``healing`` (a healing roll)
    or whether it was ``captured`` (a capture), its dial before and after. ``share`` is the
    damage (or healing) allotted before the critical bonus, ``amount`` with it; ``stop`` why
    healing stopped short ("marker-shows", "start" or "marker")."""

    defense: int
    fortification: int
    terrain: int
    final_defense: int
    hit: bool
    damage: int = 0
    healing: int | None = field(default=None, metadata={"json": "optional"})
    captured: bool | None = field(default=None, metadata={"json": "optional"})
    clicks_before: int | None = None
    clicks_after: int | None = None
    eliminated: bool | None = None
    share: int = field(default=0, metadata={"json": False})
    amount: int = field(default=0, metadata={"json": False})
    stop: str | None = field(default=None, metadata={"json": False})
    skull_at: int | None = field(default=None, metadata={"json": False})

    def key(self) -> TargetOutcome:
        return TargetOutcome((self.hit, self.damage, self.healing, self.eliminated))


@frozen
class Formation:
    """A ranged formation's members giving attack and giving damage."""

    attack_members: int
    damage_members: int


@frozen
class RangedUsed:
    """The ranged modifiers of a wound's attack as its JSON gives them (beside its other
    fields): what they add to the attack and the damage, the damage dealt on a hit."""

    attack_modifier: int
    damage_modifier: int
    damage_value: int
    close_shot: str | None
    precision: bool
    formation: Formation

    @classmethod
    def of(cls, spec: WoundSpec) -> RangedUsed | None:
        if not spec.ranged.any:
            return None
        rm, mods = spec.ranged, ranged_mods(spec.ranged)
        return cls(mods.attack_mod, mods.damage_mod, spec.damage_value, rm.close_shot,
                   rm.precision, Formation(rm.formation_attack, rm.formation_damage))


@frozen
class PushingFrom:
    """The attacker's pushing damage by its cause."""

    critical_miss: int
    lunge: int
    second_token: int


@frozen
class WoundResult(JsonResult):
    """One wound: the ``ranged`` modifiers and the ``close`` advantages used (where any),
    the attack roll (``roll``; its dice and totals), each target's fate and the
    attacker's ``pushing`` damage (``pushing_from``: by cause, in close combat)."""

    GAME = GAME

    spec: WoundSpec = field(metadata={"json": False})
    ranged: RangedUsed | None = field(metadata={"json": "inline"})
    close: CloseUsed | None = field(metadata={"json": "optional"})
    pushing_from: PushingFrom | None = field(metadata={"json": "optional"})
    mode: str
    dice: tuple[int, ...]
    natural: int
    attack: int
    total: int
    critical_hit: bool
    critical_miss: bool
    targets: tuple[TargetResult, ...]
    pushing: int  # a critical miss, a lunge, a second action token
    roll: AttackRoll = field(metadata={"json": False})
    seed: int | None = None

    def key(self) -> WoundOutcome:
        return WoundOutcome((tuple(t.key() for t in self.targets), self.pushing))


# --------------------------------------------------------------------------- the rule


def shares(spec: WoundSpec, hits: tuple[bool, ...]) -> list[int]:
    """The damage (or healing) each target gets before the critical bonus: all to the
    first target hit, or as split, a missed target's share going to the first target hit."""
    out = [0] * len(hits)
    if not any(hits):
        return out
    first = hits.index(True)
    if spec.split is None:
        out[first] = spec.damage_value
        return out
    for i, part in enumerate(spec.split):
        out[i if hits[i] else first] += part
    return out


def heal(before: int, amount: int, markers: list[int]) -> tuple[int, str | None]:
    """Turn the dial back ``amount`` clicks from ``before``: never past the start, and a
    golem stops at a repair marker (none at all if one shows now). Returns the click it
    stops at and why it stopped short, if it did."""
    if before in markers:
        return before, "marker-shows"
    pos = before
    for _ in range(amount):
        if pos == 0:
            return pos, "start"
        pos -= 1
        if pos in markers:
            return pos, "marker"
    return pos, None


def _target(spec: WoundSpec, i: int, hit: bool, share: int, bonus: int) -> TargetResult:
    """One target's fate: captive, capture, healing or damage; then its dial."""
    before = spec.clicks_taken[i] if spec.clicks_taken else None
    fort = spec.fortification[i] if spec.fortification else 0
    terr = spec.terrain[i] if spec.terrain else 0
    t = TargetResult(spec.defenses[i], fort, terr, spec.defenses[i] + fort + terr, hit,
                     share=share, amount=share + bonus if hit else 0, clicks_before=before,
                     skull_at=spec.skull_at[i] if spec.skull_at else None)
    if spec.eliminate_captive:
        t = replace(t, eliminated=hit)
    elif spec.capture:
        t = replace(t, captured=hit)
    elif spec.heal:
        healed, stop = t.amount, None
        if hit and before is not None:
            after, stop = heal(before, t.amount, spec.markers)
            healed = before - after
        t = replace(t, healing=healed, stop=stop)
    else:
        t = replace(t, damage=t.amount)
    if before is not None:
        t = replace(t, clicks_after=before - (t.healing or 0) if spec.heal else before + t.damage)
    if t.skull_at is not None:
        now = t.clicks_after if t.clicks_after is not None else t.damage
        t = replace(t, eliminated=now >= t.skull_at)
    return t


@rule(WoundSpec, key=lambda r: r.key(), label=N_("outcome"))
def wound(src: Source, spec: WoundSpec) -> WoundResult:
    """One attack roll against every target, then damage, capture or healing."""
    roll = attack_roll(src, spec.attack_value, spec.defenses, spec.fortification,
                       spec.terrain)
    parts = shares(spec, roll.hits)
    bonus = rules()["critical_hit"]["extra_damage"] if roll.critical_hit else 0
    targets = tuple(_target(spec, i, roll.hits[i], parts[i], bonus)
                    for i in range(len(spec.defenses)))
    c = spec.close
    close = CloseUsed.of(c, tokens=True) if c.any else None
    pushing_from = (PushingFrom(roll.pushing, c.lunge_pushing, c.token_pushing) if c.any
                    else None)
    return WoundResult(spec, RangedUsed.of(spec), close, pushing_from, spec.mode, roll.dice,
                       roll.natural, roll.attack, roll.total, roll.critical_hit,
                       roll.critical_miss, targets, roll.pushing + c.pushing, roll)
