"""Warmaster command tests (data/rolls.toml ``[command]``, seed L154-171): 2D6 must not
exceed the Command value (never above 10, so 11 and 12 fail against 10). The Crown of
Command gives the General's first order against an unmodified 10; the Helm of Dominion +1
Command (not above 10); the Orb of Majesty gives a failed order anyway, once a game."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
from muster.games.warmaster.tables import GAME, rolls
from muster.i18n import N_, Message, Named, say

VIEWS = "muster.games.warmaster.views.orders"  # its text and odds tables


def _both_plain(entry: dict[str, Any]) -> Named:
    """A data-file name as a message argument: English 'en (cs)', Czech 'cs'."""
    return Named(f"{entry['en']} ({entry['cs']})", entry["cs"])


@frozen
class CommandSpec:
    """A command test against ``value`` with a total ``penalty`` (1 for -1)."""

    value: int
    penalty: int = 0
    crown: bool = False
    helm: bool = False

    def __post_init__(self) -> None:
        r = rolls()["command"]
        within("value", self.value, r["min_value"], r["max_value"],
               rule=N_("a Command value is {low} to {high}"))
        within("penalty", self.penalty, 0, rule=N_("give the size of the penalty as a "
                                                   "positive number ({field} 1 for -1)"))
        items = self.items()
        if len(items) > 1:
            raise FieldError(items[0], "{field} and {other} cannot both apply: a General "
                                       "carries only one magic item (seed L102)",
                             other=Field(items[1]))

    def items(self) -> list[str]:
        """The magic items the General is given (a character carries one, seed L102)."""
        return [name for name, given in (("crown", self.crown), ("helm", self.helm)) if given]

    @classmethod
    def of(cls, value: int | None, penalty: int = 0, crown: bool = False,
           helm: bool = False) -> CommandSpec:
        """The spec; with the Crown and no value, the Crown's unmodified 10."""
        if value is None and crown:
            value = rolls()["command"]["crown"]["value"]
        if value is None:
            raise FieldError("value", "command needs {field} C (the Command value, e.g. 9)")
        return cls(value, penalty, crown, helm)


@frozen
class OrbCommandSpec(CommandSpec):
    """A command test of a General with the Orb of Majesty: a failed order is given anyway
    (L166-171); what the odds tell is how often the Orb is spent."""

    def items(self) -> list[str]:
        return [*super().items(), "orb"]


@frozen
class CommandTest(JsonResult):
    GAME = GAME
    FORM = "command"

    value: int
    penalty: int
    crown: bool
    helm: bool
    effective: int
    dice: tuple[int, ...]
    total: int
    passed: bool
    orb_used: bool = field(metadata={"then": ("crown_lost",)})
    notes: tuple[Message, ...] = field(default=(), metadata={"json": False})
    seed: int | None = None

    @property
    def crown_lost(self) -> bool:
        return self.crown and self.total > self.effective

    def extra_json(self) -> dict[str, Any]:
        return {"crown_lost": self.crown_lost}


def _effective(spec: CommandSpec) -> tuple[int, list[Message]]:
    """The value the dice must not exceed, and what changed it."""
    r = rolls()["command"]
    notes: list[Message] = []
    if spec.crown:
        value = r["crown"]["value"]
        crown = _both_plain(r["crown"])
        notes.append(say("{crown}: first order of the turn against an unmodified {value}",
                         crown=crown, value=value) if not spec.penalty else
                     say("{crown}: first order of the turn against an unmodified {value}; the "
                         "-{penalty} penalty does not apply", crown=crown, value=value,
                         penalty=spec.penalty))
        return value, notes
    value = spec.value
    if spec.helm:
        value = min(spec.value + r["helm"]["bonus"], r["max_value"])
        notes.append(say("{helm}: Command {value} -> {effective} (never above {most})",
                         helm=_both_plain(r["helm"]), value=spec.value, effective=value,
                         most=r["max_value"]))
    if spec.penalty:
        notes.append(say("penalty -{penalty}: Command {before} -> {effective}",
                         penalty=spec.penalty, before=value, effective=value - spec.penalty))
        value -= spec.penalty
    return value, notes


def _command_test(src: Source, spec: CommandSpec) -> CommandTest:
    r = rolls()["command"]
    effective, notes = _effective(spec)
    pool = src.pool(r["dice"], r["sides"])
    total = pool.total()
    passed = total <= effective
    orb_used = isinstance(spec, OrbCommandSpec) and not passed
    return CommandTest(spec.value, spec.penalty, spec.crown, spec.helm, effective,
                       tuple(pool.seen()), total, passed or orb_used, orb_used, tuple(notes))


command_test = rule(CommandSpec, key=lambda r: r.passed, label=N_("passed"))(_command_test)
rule(OrbCommandSpec, key=lambda r: r.orb_used, label=N_("orb used"))(_command_test)
