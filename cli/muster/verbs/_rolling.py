"""The options every rolling command shares, declared once, and their checks.

A command lists them as parameters (``seed: Seed = None`` ...) and passes them to
`roll_options`, which builds the `RollOptions` that `muster.engine.run.run` takes. The checks
of how the options combine (``--odds`` with ``--dice`` ...) live here, with the command line:
the engine names no option.
"""

from __future__ import annotations

from typing import Annotated, Any

import click
import typer

from muster.engine.odds_tables import every_row_by
from muster.errors import MusterError
from muster.i18n import say
from muster.verbs._extras import EXTRAS, asked

MAX_TIMES = 1_000_000

ROLLING = "Rolling"

Seed = Annotated[int | None, typer.Option(
    "--seed", help="Seed the random roll so it can be repeated.", rich_help_panel=ROLLING)]
Dice = Annotated[list[str] | None, typer.Option(
    "--dice", "-d", metavar="D[,D...]",
    help="Use dice you rolled at the table, in the order the procedure rolls them: "
         "--dice 3,6 or --dice 3 --dice 6.", rich_help_panel=ROLLING)]
Odds = Annotated[bool, typer.Option(
    "--odds", help="Show the exact probability of every outcome instead of rolling.",
    rich_help_panel=ROLLING)]
Times = Annotated[int | None, typer.Option(
    "--times", "-n", metavar="N", help="Roll N times (up to 1,000,000) and summarise the "
                                       "outcomes; Ctrl-C stops and shows the rolls so far.",
    rich_help_panel=ROLLING)]
Json = Annotated[bool, typer.Option(
    "--json", help="Print one JSON object with stable field names.", rich_help_panel=ROLLING)]
every_row_by("--json")  # what a long distribution's view names for its rows left out


class RollOptions:
    """The common options of every rolling command."""

    def __init__(self, seed: int | None = None, dice: list[str] | None = None,
                 odds: bool = False, times: int | None = None, json: bool = False):
        self.seed = seed
        self.dice = list(dice or [])
        self.odds = odds
        self.times = times
        self.json = json

    def check(self) -> None:
        if self.seed is not None and self.seed < 0:
            # random.Random(-1) is random.Random(1): a negative seed would silently repeat
            # its positive twin, so it is refused
            raise MusterError(say("--seed must be 0 or more, not {seed} (a negative seed "
                                  "would roll like its positive twin)", seed=self.seed))
        if self.odds and self.dice:
            raise MusterError(say("--odds computes every outcome; it cannot take --dice"))
        if self.odds and self.times:
            raise MusterError(say("--odds and --times are alternatives; choose one"))
        if self.times is not None and self.dice:
            raise MusterError(say("--times rolls by itself; it cannot take --dice"))
        if self.times is not None and not 1 <= self.times <= MAX_TIMES:
            raise MusterError(say("--times must be between 1 and {most}, not {n}",
                                  most=MAX_TIMES, n=self.times))


def roll_options(seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
                 as_json: bool) -> RollOptions:
    return RollOptions(seed=seed, dice=list(dice or []), odds=odds, times=times, json=as_json)


# ------------------------------------------------ what --odds adds (muster.verbs._whatif)

VS_HELP = ("With --odds: a what-if column beside the command's odds; OPTIONS change this "
           "command's options for that column (the others stay), e.g. --vs '--armour 4'. "
           "Repeat it for more columns.")
POINTS_HELP = ("With --odds: what the roll costs in points; the mean is also given per 100 "
               "points (in a --vs column, that column's cost).")
CHART_HELP = ("With --odds: also draw the odds as an SVG chart, one line per expression or "
              "--vs column (replaced atomically).")
CHART_OF_HELP = ("What --chart draws: the chance of each value (eq), of at least it (ge) or "
                 "of at most it (le).")


def _keep(ctx: click.Context, param: click.Parameter, value: object) -> object:
    """An extra's value, kept on its context for `muster.verbs._whatif`."""
    found = getattr(ctx, EXTRAS, None)
    if found is None:
        found = {}
        setattr(ctx, EXTRAS, found)
    found[param.name or ""] = value
    return value


def _extra(decls: list[str], help: str, **kw: Any) -> click.Option:
    option = click.Option(decls, expose_value=False, callback=_keep, help=help, **kw)
    option.rich_help_panel = ROLLING  # type: ignore[attr-defined]  # Typer's help reads it
    return option


class _WithOddsExtras(click.Command):
    """Mixed into a rolling command's class: its --vs, --per-points and --chart are run by
    `muster.verbs._whatif` (only when one is given; else the command runs as it is)."""

    def invoke(self, ctx: click.Context) -> Any:
        if not asked(ctx):
            return super().invoke(ctx)
        from muster.verbs._whatif import invoke

        return invoke(self, ctx, lambda column: super(_WithOddsExtras, self).invoke(column))


_EXTRAS_CLASSES: dict[type, type] = {}


def _extras_class(base: type) -> type:
    if base not in _EXTRAS_CLASSES:
        _EXTRAS_CLASSES[base] = type(base.__name__, (_WithOddsExtras, base),
                                     {"__module__": base.__module__})
    return _EXTRAS_CLASSES[base]


def odds_extras(cmd: click.Command) -> None:
    """Give a command that has --odds the options every --odds takes besides: --vs,
    --per-points, --chart and --chart-of (called once per command, by `muster.verbs.tidy`)."""
    names = {p.name for p in cmd.params}
    if "odds" not in names or "vs" in names or isinstance(cmd, click.Group):
        return
    cmd.params += [
        _extra(["--vs"], VS_HELP, multiple=True, metavar="'OPTIONS'"),
        _extra(["--per-points"], POINTS_HELP, type=int, metavar="N"),
        _extra(["--chart"], CHART_HELP, metavar="FILE.svg"),
        _extra(["--chart-of"], CHART_OF_HELP, metavar="eq|ge|le", default="eq"),
    ]
    cmd.__class__ = _extras_class(type(cmd))


BATTLE = "Battle"

Target = Annotated[list[str] | None, typer.Option(
    "--target", "--target-unit", metavar="NAME", help="In a battle: the unit this roll is "
    "against; its profile and state fill the options you leave out, and its new state is "
    "written back. Repeat for an attack on several targets where the command has them.",
    rich_help_panel=BATTLE)]
Attacker = Annotated[str | None, typer.Option(
    "--attacker", "--attacker-unit", metavar="NAME", help="In a battle: the unit that "
    "rolls; its profile fills the options you leave out.", rich_help_panel=BATTLE)]
BattleFile = Annotated[str | None, typer.Option(
    "--battle", "--battle-file", metavar="FILE", help="The battle file (else MUSTER_BATTLE, "
    "else the config's battle); every roll in a battle is logged there.",
    rich_help_panel=BATTLE)]
