"""The options every rolling command shares, declared once for Typer.

A command lists them as parameters (``seed: Seed = None`` ...) and passes them to
`roll_options`, which builds the `RollOptions` that `muster.engine.run.run` takes. The checks
of how the options combine (``--odds`` with ``--dice`` ...) live with `RollOptions` in
`muster.rolling` (no Typer there: the quick door for ``muster roll EXPR`` uses them too);
the engine names no option.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

import click
import typer

from muster.verbs._extras import EXTRAS, asked
from muster.verbs._json import json_option

if TYPE_CHECKING:
    from muster.rolling import RollOptions as RollOptions

# `muster.rolling` (the dice engine and its drivers) is imported when a command runs, not
# when its options are declared: help, which builds no command of a game, never loads it
MAX_TIMES = 1_000_000  # muster.rolling.MAX_TIMES (tests/test_startup_imports.py holds them equal)


def roll_options(seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
                 as_json: bool) -> RollOptions:
    """The `RollOptions` of a command's rolling options (`muster.rolling.roll_options`)."""
    from muster.rolling import roll_options as build

    return build(seed, dice, odds, times, as_json)


def __getattr__(name: str) -> Any:
    if name == "RollOptions":  # at run time, for a caller that imports it from here
        from muster.rolling import RollOptions

        return RollOptions
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

ROLLING = "Rolling"

# The constant bounds are declared on the options (click refuses a value outside them and
# names the option; help shows the range); `RollOptions.check` keeps them for a caller of
# `muster.engine.run.run` that builds its options itself.
Seed = Annotated[int | None, typer.Option(
    "--seed", min=0, metavar="INTEGER", help="Seed the random roll so it can be repeated.",
    rich_help_panel=ROLLING)]
Dice = Annotated[list[str] | None, typer.Option(
    "--dice", "-d", metavar="D[,D...]",
    help="Use dice you rolled at the table, in the order the procedure rolls them: "
         "--dice 3,6 or --dice 3 --dice 6.", rich_help_panel=ROLLING)]
Odds = Annotated[bool, typer.Option(
    "--odds", help="Show the exact probability of every outcome instead of rolling.",
    rich_help_panel=ROLLING)]
Times = Annotated[int | None, typer.Option(
    "--times", "-n", min=1, max=MAX_TIMES, metavar="N",
    help="Roll N times (up to 1,000,000) and summarise the outcomes; Ctrl-C stops and shows "
         "the rolls so far.",
    rich_help_panel=ROLLING)]
Json = Annotated[bool, json_option(ROLLING)]


# ------------------------------------------------ what --odds adds (muster.verbs._whatif)

VS_HELP = ("With --odds: a what-if column beside the command's odds; OPTIONS change this "
           "command's options for that column (the others stay), e.g. --vs '--armour 4'. "
           "Repeat it for more columns.")
POINTS_HELP = ("With --odds: what the roll costs in points; the mean is also given per 100 "
               "points (in a --vs column, that column's cost).")
CHART_HELP = ("With --odds: also draw the odds as an SVG chart, one line per expression or "
              "--vs column (replaced atomically).")
CHART_OF = ("eq", "ge", "le")  # muster.engine.chart.OF (not imported: start-up)
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
        _extra(["--per-points"], POINTS_HELP, type=click.IntRange(min=1), metavar="N"),
        _extra(["--chart"], CHART_HELP, metavar="FILE.svg"),
        _extra(["--chart-of"], CHART_OF_HELP, type=click.Choice(CHART_OF), metavar="eq|ge|le",
               default="eq"),
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
