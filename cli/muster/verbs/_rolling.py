"""The options every rolling command shares, declared once for Typer.

A command lists them as parameters (``seed: Seed = None`` ...) and passes them to
`roll_options`, which builds the `RollOptions` that `muster.rolling.run` takes. The checks
of how the options combine (``--odds`` with ``--dice`` ...) live with `RollOptions` in
`muster.roll_options` (no Typer there: the quick door for ``muster roll EXPR`` uses them
too); the engine names no option.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

import click
import typer

from muster.roll_options import MAX_TIMES as MAX_TIMES
from muster.roll_options import RollOptions as RollOptions
from muster.verbs._extras import BATTLE as WHOLE_BATTLE
from muster.verbs._extras import EXTRAS, WHOLE, asked
from muster.verbs._json import json_option

# `muster.rolling` (the dice engine and its drivers) is imported when a command runs, not
# when its options are declared: help, which builds no command of a game, never loads it.
# `RollOptions` is `muster.roll_options`'s, a leaf: a verb module may import it at its top.


def roll_options(seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
                 as_json: bool) -> RollOptions:
    """The `RollOptions` of a command's rolling options (`muster.rolling.roll_options`: a
    command that runs loads the dice engine here, and with it what the views name for
    ``--json``)."""
    from muster.rolling import roll_options as build

    return build(seed, dice, odds, times, as_json)


ROLLING = "Rolling"

# The constant bounds are declared on the options (click refuses a value outside them and
# names the option; help shows the range); `RollOptions.check` keeps them for a caller of
# `muster.rolling.run` that builds its options itself.
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
           "command's options for that column (the others stay), e.g. --vs '{example}'. "
           "Repeat it for more columns.")  # {example}: `vs_example`, by `muster.verbs.tidy`
VS_HELP_BARE = ("With --odds: a what-if column beside the command's odds; OPTIONS change this "
                "command's options for that column (the others stay). Repeat it for more "
                "columns.")  # a command with nothing a column could change
POINTS_HELP = ("With --odds: the points of what rolls (its figure or unit); the mean is also "
               "given per 100 points (in a --vs column, that column's points).")
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


class _VsOption(click.Option):
    """``--vs``: its help's example is one of its command's own options (`vs_example`),
    found when the help is read (not on every start-up), in the user's language."""

    command: click.Command | None = None
    help_msgids = (VS_HELP, VS_HELP_BARE)  # what the catalog holds (scripts/i18n.py)

    @property
    def example(self) -> str:
        if "_example" not in self.__dict__:
            self.__dict__["_example"] = vs_example(self.command) if self.command else ""
        return str(self.__dict__["_example"])

    @property
    def help(self) -> str | None:
        from muster.help_text import help_text

        text = help_text(VS_HELP if self.example else VS_HELP_BARE) or ""
        return text.replace("{example}", self.example)

    @help.setter
    def help(self, value: str | None) -> None:
        """(click sets it; the text is the property's)"""


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
    vs = _VsOption(["--vs"], expose_value=False, callback=_keep, multiple=True,
                   metavar="'OPTIONS'")
    vs.rich_help_panel = ROLLING  # type: ignore[attr-defined]  # Typer's help reads it
    vs.command = cmd
    per_points = _extra(["--per-points"], POINTS_HELP, type=click.IntRange(min=1),
                        metavar="N")
    # a card's --odds (a value: deploy-shuffle conf show --odds NAME) has no mean and no one
    # who rolls: accepted, as by every command with --odds, but not offered
    odds = next(p for p in cmd.params if p.name == "odds")
    per_points.hidden = not getattr(odds, "is_flag", True)
    cmd.params += [
        vs,
        per_points,
        _extra(["--chart"], CHART_HELP, metavar="FILE.svg"),
        _extra(["--chart-of"], CHART_OF_HELP, type=click.Choice(CHART_OF), metavar="eq|ge|le",
               default="eq"),
    ]
    cmd.__class__ = _extras_class(type(cmd))


ROLLING_NAMES = ("seed", "dice", "odds", "times", "vs", "per_points", "chart", "chart_of")


def no_dice(fn: Any) -> Any:
    """Mark a command that rolls no dice (roll wm door): its help leaves out the rolling
    options its group shares (it accepts them all the same, as every command of the group)."""
    fn.no_dice = True
    return fn


def hide_rolling(cmd: click.Command) -> None:
    """Leave a no-dice command's rolling options out of its help (`no_dice`)."""
    if getattr(cmd.callback, "no_dice", False):
        for param in cmd.params:
            if isinstance(param, click.Option) and param.name in ROLLING_NAMES:
                param.hidden = True


def vs_example(cmd: click.Command) -> str:
    """What ``--vs`` may change in this command, for its help: one of its own options (not
    the whole command's) as its examples give it (the first with --odds first), else a flag
    of its own, else a choice's first value, else its argument as an example gives it; ""
    when a column can change nothing."""
    own: dict[str, tuple[str, click.Option]] = {}
    for p in cmd.params:  # (a flag already on, the one that routes a mode, changes nothing)
        if isinstance(p, click.Option) and p.expose_value and not p.hidden \
                and p.name not in (*WHOLE, *WHOLE_BATTLE) and not (p.is_flag and p.default):
            name = next((o for o in p.opts if o.startswith("--")), p.opts[0])
            for o in (*p.opts, *p.secondary_opts):
                own[o] = (name, p)
    examples = _examples(cmd)
    for words in examples:
        for word, value in zip(words, [*words[1:], ""], strict=True):
            if word in own:
                name, p = own[word]
                if p.is_flag:
                    return name
                if value and not value.startswith("-"):
                    return f'{name} "{value}"' if " " in value else f"{name} {value}"
    for name, p in own.values():
        if p.is_flag:
            return name
    for name, p in own.values():
        if isinstance(p.type, click.Choice) and p.type.choices:
            return f"{name} {p.type.choices[0]}"
    if own or not any(isinstance(p, click.Argument) for p in cmd.params):
        return ""
    return _argument_example(cmd, examples)


def _examples(cmd: click.Command) -> list[list[str]]:
    """The words of a command's examples (its help's ``muster ...`` paragraphs, a refused
    one left out), those with --odds first."""
    import shlex

    out = []
    for paragraph in (cmd.help or "").split("\n\n"):
        if paragraph.strip().startswith("muster ") and "(refused)" not in paragraph:
            try:
                out.append(shlex.split(paragraph))
            except ValueError:
                out.append(paragraph.split())
    return sorted(out, key=lambda words: "--odds" not in words)


def _argument_example(cmd: click.Command, examples: list[list[str]]) -> str:
    """A command's argument as its examples give it (the first word after the command's
    name that is no option nor an option's value), else as its help does ("e.g. 3d6+2")."""
    valued = {o for p in cmd.params if isinstance(p, click.Option) and not p.is_flag
              for o in (*p.opts, *p.secondary_opts)}
    for words in examples:
        if cmd.name not in words:
            continue
        after = words[words.index(cmd.name) + 1:]
        for i, word in enumerate(after):
            if not word.startswith("-") and (i == 0 or after[i - 1] not in valued):
                return word
    for arg in cmd.params:
        found = re.search(r"e\.g\. ([^\s;,]+)", getattr(arg, "help", None) or "")
        if isinstance(arg, click.Argument) and found:
            return found.group(1)
    return ""


BATTLE = "Battle"

Target = Annotated[list[str] | None, typer.Option(
    "--target", "--target-unit", metavar="NAME", help="In a battle: the unit this roll is "
    "against; its profile and state fill the options you leave out, and its new state is "
    "written back.",
    rich_help_panel=BATTLE)]
Attacker = Annotated[str | None, typer.Option(
    "--attacker", "--attacker-unit", metavar="NAME", help="In a battle: the unit that "
    "rolls; its profile fills the options you leave out.", rich_help_panel=BATTLE)]
BattleFile = Annotated[str | None, typer.Option(
    "--battle", "--battle-file", metavar="FILE", help="The battle file (else MUSTER_BATTLE, "
    "else the config's battle); every roll in a battle is logged there.",
    rich_help_panel=BATTLE)]
