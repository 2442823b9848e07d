"""Warmaster attacks (data/combat.toml, data/items.toml; seed L109-113, L251): N attacks
hitting on T+ (a fortified target only on a 6), then the target's armour saves on A+, with
the magic items that change the dice:

* Sword of Cleaving: one missed attack is rolled again (combat);
* Sword of Destruction: the target rolls one successful save again (combat);
* Banner of Shielding: armour one better, never better than 3+;
* Banner of Steadfastness: one shooting hit is cancelled after the saves.

Without a sword the attack and save dice are one funnel (hit, then not saved), so the exact
driver weighs the unsaved hits as one binomial (`FunnelWounds`); a sword re-rolls one die of
a stage, which the funnel cannot express, so those attacks are rolled die by die (`Wounds`).
The two share every figure but the dice (`steadfast_cancels`, `_shielding`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from muster.engine.dice import Funnel, Source
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, RangeError
from muster.i18n import N_, Message, Named, named, say
from muster.games.warmaster.armour import check_armour, shielded
from muster.games.warmaster.tables import GAME, combat, item


@dataclass(frozen=True)
class WoundSpec:
    attacks: int
    to_hit: int | None = None
    armour: int | None = None
    fortified: bool = False
    ignore_armour: bool = False
    reroll_one_failed: bool = False
    reroll_one_save: bool = False
    shielding: bool = False
    steadfast: bool = False

    def __post_init__(self) -> None:
        c = combat()["attack"]
        if self.attacks < 1:
            raise FieldError("attacks", "{field} {attacks} is impossible: roll at least 1 "
                                        "attack", attacks=self.attacks)
        if self.to_hit is None and not self.fortified:
            raise FieldError("to_hit", "give {field} T (the number each attack needs, e.g. 4 "
                                       "for 4+), or {fortified} for a target hit only on 6",
                             fortified=Field("fortified"))
        if self.to_hit is not None and not c["min_to_hit"] <= self.to_hit <= c["max_to_hit"]:
            raise RangeError("to_hit", self.to_hit, c["min_to_hit"], c["max_to_hit"],
                             say("a D6 to-hit number (N+)"))
        if self.steadfast and (self.reroll_one_failed or self.reroll_one_save):
            raise FieldError("steadfast", "{field} cancels a shooting hit, while {failed} and "
                                          "{save} are swords that work in combat rounds; use "
                                          "one or the other",
                             failed=Field("reroll_one_failed"), save=Field("reroll_one_save"))
        check_armour(self.armour)

    @property
    def hit_on(self) -> int:
        """What each attack needs: a fortified target is hit only on a 6."""
        return combat()["fortified"]["to_hit"] if self.fortified else self.to_hit  # type: ignore[return-value]

    @property
    def save_on(self) -> int | None:
        """The save the target rolls (None: no save), after the Banner of Shielding."""
        if self.ignore_armour:
            return None
        return shielded(self.armour) if self.shielding else self.armour


class _WoundsJson(JsonResult):
    """The JSON of a wound result, whichever way its dice were thrown."""

    def to_json(self) -> dict[str, Any]:
        return {"game": GAME, **{k: getattr(self, k) for k in (
            "attacks", "to_hit", "fortified", "armour", "effective_armour", "ignore_armour")},
                "hit_dice": list(self.hit_dice), "hit_reroll": self.hit_reroll,  # type: ignore[attr-defined]
                "hits": self.hits, "save_dice": list(self.save_dice),  # type: ignore[attr-defined]
                "save_reroll": self.save_reroll, "saves": self.saves,  # type: ignore[attr-defined]
                "cancelled": self.cancelled, "unsaved": self.unsaved,  # type: ignore[attr-defined]
                "items": list(self.items), "seed": getattr(self, "seed")}  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Wounds(_WoundsJson):
    """Attacks rolled die by die (with a sword's re-roll)."""

    attacks: int
    to_hit: int
    fortified: bool
    armour: int | None
    effective_armour: int | None
    ignore_armour: bool
    hit_dice: tuple[int, ...]
    hit_reroll: int | None
    hits: int
    save_dice: tuple[int, ...]
    save_reroll: int | None
    saves: int
    cancelled: int
    unsaved: int
    items: tuple[str, ...]
    notes: tuple[Message, ...] = field(default=(), metadata={"json": False})
    seed: int | None = None


@dataclass(frozen=True)
class FunnelWounds(_WoundsJson):
    """Attacks and saves thrown as one funnel: every figure is read from it when shown."""

    attacks: int
    to_hit: int
    fortified: bool
    armour: int | None
    effective_armour: int | None
    ignore_armour: bool
    items: tuple[str, ...]
    funnel: Funnel = field(metadata={"json": False})
    steadfast: bool = False
    notes: tuple[Message, ...] = field(default=(), metadata={"json": False})
    seed: int | None = None

    hit_reroll = None
    save_reroll = None

    @property
    def saving(self) -> bool:
        return self.effective_armour is not None

    @property
    def hits(self) -> int:
        return self.funnel.passed(0)

    @property
    def _through(self) -> int:
        return self.funnel.passed(-1)  # hits not saved, before the Banner of Steadfastness

    @property
    def saves(self) -> int:
        return self.hits - self._through if self.saving else 0

    @property
    def cancelled(self) -> int:
        return steadfast_cancels(self._through, self.steadfast)

    @property
    def unsaved(self) -> int:
        return self._through - self.cancelled

    @property
    def hit_dice(self) -> list[int]:
        return self.funnel.seen(0)

    @property
    def save_dice(self) -> list[int]:
        return self.funnel.seen(1) if self.saving else []


def steadfast_cancels(through: int, steadfast: bool) -> int:
    """Banner of Steadfastness: the shooting hits it cancels of ``through`` unsaved ones."""
    return min(item("banner-of-steadfastness")["cancels"], through) if steadfast else 0


def _both_plain(entry: dict[str, Any]) -> Named:
    return Named(f"{entry['en']} ({entry['cs']})", entry["cs"])


def _first_notes(spec: WoundSpec) -> tuple[list[str], list[Message]]:
    """The items used before any die is thrown, and the notes on the target."""
    used: list[str] = []
    notes: list[Message] = []
    if spec.fortified:
        fortified, t = _both_plain(combat()["fortified"]), spec.hit_on
        notes.append(say("{fortified}: hit only on a {t}", fortified=fortified, t=t)
                     if spec.to_hit in (None, t) else
                     say("{fortified}: hit only on a {t} (to-hit {to_hit}+ does not apply)",
                         fortified=fortified, t=t, to_hit=spec.to_hit))
    if spec.shielding:
        used.append(item("banner-of-shielding")["en"])
        banner = named(item("banner-of-shielding"))
        effective = shielded(spec.armour)
        if spec.armour is None:
            notes.append(say("{banner}: the target has no armour to improve", banner=banner))
        elif effective == spec.armour:
            notes.append(say("{banner}: armour {armour}+ is already the best possible; no "
                             "change", banner=banner, armour=spec.armour))
        else:
            notes.append(say("{banner}: armour {armour}+ -> {effective}+", banner=banner,
                             armour=spec.armour, effective=effective))
    return used, notes


def _effective(spec: WoundSpec) -> int | None:
    """The armour shown as the target's (the Banner's, even when armour is ignored)."""
    return None if spec.ignore_armour else (shielded(spec.armour) if spec.shielding
                                            else spec.armour)


@rule(WoundSpec, key=lambda r: r.unsaved, label="unsaved")
def wound(src: Source, spec: WoundSpec) -> Wounds | FunnelWounds:
    if not spec.reroll_one_failed and not spec.reroll_one_save:
        return _funnel_wound(src, spec)
    return _sword_wound(src, spec)


def _funnel_wound(src: Source, spec: WoundSpec) -> FunnelWounds:
    used, notes = _first_notes(spec)
    t, a = spec.hit_on, spec.save_on
    stages = [lambda v: v >= t]
    if a is not None:
        stages.append(lambda v: v < a)  # the save fails: the hit goes through
    funnel = src.funnel(spec.attacks, combat()["attack"]["sides"], stages)
    if spec.steadfast:
        used.append(item("banner-of-steadfastness")["en"])
    return FunnelWounds(spec.attacks, t, spec.fortified, spec.armour, _effective(spec),
                        spec.ignore_armour, tuple(used), funnel, spec.steadfast, tuple(notes))


def _sword_wound(src: Source, spec: WoundSpec) -> Wounds:
    c = combat()
    t, a = spec.hit_on, spec.save_on
    notes: list[Message] = []
    used: list[str] = []
    pool = src.pool(spec.attacks, c["attack"]["sides"])
    hits = pool.count(lambda v: v >= t)
    hit_dice = pool.seen()
    hit_reroll = None
    if spec.reroll_one_failed:
        used.append(item("sword-of-cleaving")["en"])
        if hits < spec.attacks:
            again = src.pool(1, c["attack"]["sides"])
            hits += again.count(lambda v: v >= t)
            hit_reroll = (again.seen() or [None])[0]
        else:
            notes.append(say("no miss to re-roll"))
    first_used, first_notes = _first_notes(spec)
    used += first_used
    notes = first_notes[:1] + notes + first_notes[1:] if spec.fortified else notes + first_notes
    save_dice: list[int] = []
    save_reroll = None
    saves = 0
    if spec.reroll_one_save:
        used.append(item("sword-of-destruction")["en"])
    if a is not None and hits:
        spool = src.pool(hits, c["armour"]["sides"])
        saves = spool.count(lambda v: v >= a)
        save_dice = spool.seen()
        if spec.reroll_one_save and saves:
            again = src.pool(1, c["armour"]["sides"])
            save_reroll = (again.seen() or [None])[0]
            saves -= 1 - again.count(lambda v: v >= a)
    return Wounds(spec.attacks, t, spec.fortified, spec.armour, _effective(spec),
                  spec.ignore_armour, tuple(hit_dice), hit_reroll, hits, tuple(save_dice),
                  save_reroll, saves, 0, hits - saves, tuple(used), tuple(notes))
