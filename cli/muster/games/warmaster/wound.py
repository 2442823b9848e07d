"""Warmaster attacks (data/combat.toml, data/items.toml; seed L109-113, L251): N attacks
hitting on T+ (a fortified target only on a 6), then the target's armour saves on A+, with
the magic items that change the dice:

* Sword of Cleaving: one missed attack is rolled again (combat);
* Sword of Destruction: the target rolls one successful save again (combat);
* Banner of Shielding: armour one better, never better than 3+;
* Banner of Steadfastness: one shooting hit is cancelled after the saves.

The attack and save dice are one funnel (hit, then not saved): without a sword the exact
driver weighs the unsaved hits as one binomial; a sword is the funnel's `Reroll` stage (one
miss, or one save that held, thrown again), which the exact driver reads stage by stage.
Entered dice come in that order: the attacks, the Cleaving re-roll, the saves, the
Destruction re-roll.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from muster.engine.dice import Reroll, Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.engine.thrown import Funnel
from muster.errors import Field, FieldError, within
from muster.games.warmaster.armour import check_armour, shielded
from muster.games.warmaster.tables import GAME, combat, item
from muster.i18n import N_, Message, Named, named, say

VIEWS = "muster.games.warmaster.views.combat"  # its text and odds tables


@frozen
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
        within("attacks", self.attacks, 1, rule=N_("roll at least 1 attack"))
        if self.to_hit is None and not self.fortified:
            raise FieldError("to_hit", "give {field} T (the number each attack needs, e.g. 4 "
                                       "for 4+), or {fortified} for a target hit only on 6",
                             fortified=Field("fortified"))
        if self.to_hit is not None:
            within("to_hit", self.to_hit, c["min_to_hit"], c["max_to_hit"],
                   rule=N_("a D6 to-hit number (N+) is {low} to {high}"))
        if self.steadfast and (self.reroll_one_failed or self.reroll_one_save):
            raise FieldError("steadfast", "{field} cancels a shooting hit, while {failed} and "
                                          "{save} are swords that work in combat rounds; use "
                                          "one or the other",
                             failed=Field("reroll_one_failed"), save=Field("reroll_one_save"))
        if self.shielding and self.steadfast:
            raise FieldError("shielding", "{field} and {steadfast} are both magic standards of "
                                          "the target: a unit carries only one magic item "
                                          "(seed L102-103)", steadfast=Field("steadfast"))
        check_armour(self.armour)

    @property
    def hit_on(self) -> int:
        """What each attack needs: a fortified target is hit only on a 6."""
        return combat()["fortified"]["to_hit"] if self.fortified else self.to_hit  # type: ignore[return-value]  # set unless fortified

    @property
    def save_on(self) -> int | None:
        """The save the target rolls (None: no save), after the Banner of Shielding."""
        if self.ignore_armour:
            return None
        return shielded(self.armour) if self.shielding else self.armour


@frozen
class Wounds(JsonResult):
    """Attacks and saves thrown as one funnel: every figure of the dice is read from it when
    shown (the exact driver then weighs only what the key reads), so the JSON shows them
    (`extra_json`) in the funnel's place."""

    GAME = GAME
    spec: WoundSpec = field(metadata={"json": False})
    attacks: int
    to_hit: int  # what each attack needs: 6 against a fortified target
    fortified: bool
    armour: int | None
    effective_armour: int | None  # the save rolled: after the Banner, None when ignored
    ignore_armour: bool
    funnel: Funnel = field(metadata={"json": "extra"})
    items: tuple[str, ...]
    seed: int | None = None

    @property
    def saving(self) -> bool:
        return self.spec.save_on is not None

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
        return steadfast_cancels(self._through, self.spec.steadfast)

    @property
    def unsaved(self) -> int:
        return self._through - self.cancelled

    @property
    def hit_dice(self) -> list[int]:
        return self.funnel.seen(0)

    @property
    def hit_reroll(self) -> int | None:
        return self.funnel.rerolled(0) if self.spec.reroll_one_failed else None

    @property
    def save_dice(self) -> list[int]:
        return self.funnel.seen(1) if self.saving else []

    @property
    def save_reroll(self) -> int | None:
        if not (self.saving and self.spec.reroll_one_save):
            return None
        return self.funnel.rerolled(1)

    @property
    def notes(self) -> list[Message]:
        """What the view explains besides the dice: the fortified target, a Sword of
        Cleaving with no miss to re-roll, the Banner of Shielding."""
        fortified, shielding = _static_notes(self.spec)
        # no miss among the first dice: no die was thrown again (the note is about the
        # dice before the re-roll, which a re-rolled hit must not hide)
        spare = [say("no miss to re-roll")] if (self.spec.reroll_one_failed
                                                 and self.hit_reroll is None) else []
        return both_swords(self.spec) + fortified + spare + shielding

    def extra_json(self) -> dict[str, Any]:
        """The funnel's figures: the dice, the re-rolled ones and the counts."""
        return {"hit_dice": self.hit_dice, "hit_reroll": self.hit_reroll, "hits": self.hits,
                "save_dice": self.save_dice, "save_reroll": self.save_reroll,
                "saves": self.saves, "cancelled": self.cancelled, "unsaved": self.unsaved}


def both_swords(spec: WoundSpec) -> list[Message]:
    """Both swords at once (docs/RULINGS.md): a unit carries one magic item (seed 002 L102),
    so two attacking units carry them; their attacks are one pool here, and the Sword of
    Cleaving's re-roll (L147-148: one of its own unit's failed attacks) is taken from it."""
    if not (spec.reroll_one_failed and spec.reroll_one_save):
        return []
    return [say("{cleaving} and {destruction}: each unit carries one magic item (L102), so "
                "two attacking units carry them; their attacks are rolled here as one pool, "
                "and the one miss re-rolled may be either unit's (roll the Cleaving unit's "
                "attacks on their own to keep its re-roll to its own dice)",
                cleaving=named(item("sword-of-cleaving")),
                destruction=named(item("sword-of-destruction")))]


def steadfast_cancels(through: int, steadfast: bool) -> int:
    """Banner of Steadfastness: the shooting hits it cancels of ``through`` unsaved ones."""
    return min(item("banner-of-steadfastness")["cancels"], through) if steadfast else 0


def _both_plain(entry: dict[str, Any]) -> Named:
    return Named(f"{entry['en']} ({entry['cs']})", entry["cs"])


def _static_notes(spec: WoundSpec) -> tuple[list[Message], list[Message]]:
    """The notes on the target that no die changes: a fortified target, the Banner of
    Shielding."""
    fortified: list[Message] = []
    if spec.fortified:
        name, t = _both_plain(combat()["fortified"]), spec.hit_on
        fortified.append(say("{fortified}: hit only on a {t}", fortified=name, t=t)
                         if spec.to_hit in (None, t) else
                         say("{fortified}: hit only on a {t} (to-hit {to_hit}+ does not apply)",
                             fortified=name, t=t, to_hit=spec.to_hit))
    shielding: list[Message] = []
    if spec.shielding:
        banner = named(item("banner-of-shielding"))
        effective = shielded(spec.armour)
        if spec.armour is None:
            shielding.append(say("{banner}: the target has no armour to improve",
                                 banner=banner))
        elif effective == spec.armour:
            shielding.append(say("{banner}: armour {armour}+ is already the best possible; "
                                 "no change", banner=banner, armour=spec.armour))
        else:
            shielding.append(say("{banner}: armour {armour}+ -> {effective}+", banner=banner,
                                 armour=spec.armour, effective=effective))
    return fortified, shielding


def _items(spec: WoundSpec) -> tuple[str, ...]:
    """The magic items at work, in the order they act."""
    used = [("sword-of-cleaving", spec.reroll_one_failed),
            ("banner-of-shielding", spec.shielding),
            ("sword-of-destruction", spec.reroll_one_save),
            ("banner-of-steadfastness", spec.steadfast)]
    return tuple(item(i)["en"] for i, on in used if on)


@rule(WoundSpec, key=lambda r: r.unsaved, label=N_("unsaved"))
def wound(src: Source, spec: WoundSpec) -> Wounds:
    """The attacks to hit, then the hits' saves, each stage with its sword's re-roll."""
    t, a = spec.hit_on, spec.save_on

    def hit(v: Any) -> bool:
        return bool(v >= t)

    def through(v: Any) -> bool:  # the save fails: the hit goes through
        return a is not None and bool(v < a)

    stages: list[Any] = [Reroll(hit) if spec.reroll_one_failed else hit]
    if a is not None:
        stages.append(Reroll(through) if spec.reroll_one_save else through)
    funnel = src.funnel(spec.attacks, combat()["attack"]["sides"], stages)
    return Wounds(spec, spec.attacks, spec.hit_on, spec.fortified, spec.armour, spec.save_on,
                  spec.ignore_armour, funnel, _items(spec))
