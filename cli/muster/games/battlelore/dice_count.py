"""How many battle dice an attack rolls (RULINGS 14): the base dice by the attacker's
banner colour (L21/p.9), capped by terrain (base dice only), then the weapon's loss for
moving (never below 0), then card or lore dice on top, never capped."""

from __future__ import annotations

from muster.engine.frozen import frozen
from muster.errors import Field, FieldError, within
from muster.games.battlelore.tables import COLOURS, at_least_zero, dashed, require, rules
from muster.i18n import Message, named, say


@frozen
class DiceSpec:
    """The attacker's dice (the weapon is the attack's): by its banner colour
    (``attacker_colour``) and what changes them, or, without a colour, the ``rolled`` dice
    entered as thrown at the table."""

    attacker_colour: str | None = None
    rolled: int | None = None
    moved: bool = False
    terrain_cap: int | None = None
    extra: int = 0

    def __post_init__(self) -> None:
        if self.attacker_colour is not None:
            require(COLOURS, "colours", self.attacker_colour, "attacker_colour")
        at_least_zero("terrain_cap", self.terrain_cap)
        within("extra", self.extra, 0)
        if self.attacker_colour is None:
            if self.rolled is None:
                raise FieldError("attacker_colour", "give {field} (green 2, blue 3, red 4 "
                                 "dice) or the rolled faces with {rolled}",
                                 rolled=Field("rolled"))
            if self.moved or self.terrain_cap is not None or self.extra:
                raise FieldError("attacker_colour", "{moved}, {cap} and {extra} change the "
                                 "dice count, which needs {field}", moved=Field("moved"),
                                 cap=Field("terrain_cap"), extra=Field("extra"))


@frozen
class DiceCount:
    """The dice rolled and how they were counted (each step a `say` message)."""

    n: int
    steps: tuple[Message, ...]
    entered: bool = False


def dice_for_battle(spec: DiceSpec, weapon: str | None) -> DiceCount:
    """The dice ``spec`` gives an attack with ``weapon`` (None: no weapon card, so no
    die lost for moving)."""
    if spec.attacker_colour is None:
        n = spec.rolled or 0
        return DiceCount(n, (say("{n} dice as entered", n=n),), entered=True)
    r = rules()
    colour = r["colours"][spec.attacker_colour]
    n = colour["dice"]
    steps = [say("{n} base dice ({colour})", n=n,
                 colour=named({"en": colour["en"], "cs": dashed(colour["cs"])}))]
    if spec.terrain_cap is not None and spec.terrain_cap < n:
        n = spec.terrain_cap
        steps.append(say("terrain caps the base dice at {cap} -> {n}", cap=spec.terrain_cap,
                         n=n))
    w = r["weapons"][weapon] if weapon is not None else {"moved_penalty": 0}
    if spec.moved and w["moved_penalty"]:
        n = max(0, n - w["moved_penalty"])
        steps.append(say("{weapon} after moving -{penalty} -> {n}", weapon=named(w),
                         penalty=w["moved_penalty"], n=n))
    elif spec.moved and weapon is not None:
        steps.append(say("moved: the {weapon} loses no die for it", weapon=named(w)))
    if spec.extra:
        n += spec.extra
        steps.append(say("+{extra} card dice (not capped) -> {n}", extra=spec.extra, n=n))
    return DiceCount(n, tuple(steps))
