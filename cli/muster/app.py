"""The Typer root: one lazily imported sub-app per verb.

`run_line` runs the click command inside the error boundary (`muster.boundary`), without
click's standalone mode, so that every error a user can cause becomes one line on stderr
with the exit code from `muster.errors.Exit`, and never a traceback. The console script
(`muster.console`) runs a plain ``muster roll EXPR`` through its quick door instead
(`muster.quick`), with the same output.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from collections.abc import Iterator

import click
import typer
from typer import _completion_shared
from typer.core import TyperGroup

from muster import __version__, boundary
from muster.boundary import VERBS as VERBS
from muster.engine.names import did_you_mean
from muster.errors import Exit, MusterError
from muster.help_text import help_text
from muster.i18n import N_, _, from_argv, say
from muster.verbs import built_once, choose_help_formatter, command_of, tidy, typer_command
from muster.verbs._click import click_message

# verb -> the first paragraph of its help: what `muster --help` lists on a pipe (click's plain
# help), without importing and building every verb (tests/test_app.py holds each to the
# verb's own help)
LISTED: dict[str, str] = {
    "roll": (
        "Roll dice: generic notation (muster roll 3d6) or a game's conventions (muster roll "
        'confrontation ...).'),
    "wound": (
        "Resolve hits, wounds and damage by a game's tables, with the reasoning shown."),
    "list-validate": (
        "Check army lists: each file's JSON Schema (by its game: field), then the game's list "
        'rules. Prints compiler-style FILE:LINE:COL: error \\[rule] message lines, a verdict per'
        ' file and a summary with the points totals.'),
    "deploy-shuffle": (
        'Deployment and activation: Confrontation card decks and deployment rolls, BattleLore '
        'command cards, Warmaster deployment and first turn, Void initiative, Mage Knight '
        'set-up.'),
    "scatter": (
        'Where a missed shot, grenade, bombard or pushed unit lands, with a picture: the aim '
        'point is (0, 0), +y runs along the line of fire away from the attacker, a clock '
        'bearing b is 30 x b degrees clockwise from +y.'),
    "siege-breach": (
        'Damage and breach fortifications: Warmaster walls, gates and towers (with a fortress '
        'file that tracks damage), Mage Knight constructible terrain.'),
    "schema": (
        "Print the JSON Schema (draft 2020-12) of a game's army file, for editors and other "
        'tools, or of another file muster uses (deck: the deploy-shuffle deck file; fortress: a'
        ' Warmaster fortress file; bombard-token: a Mage Knight bombard token for scatter mk '
        '--token; catalogue [GAME]: a unit catalogue for list-validate --catalogue, of every '
        'game or of one); with no GAME, list them all with their schema ids and files (--json: '
        'as one JSON document). Every schema has a stable $id (urn:muster:schema:GAME.army:v1) '
        'and a schema_version field.'),
    "names": (
        'List the names muster knows for a game, in English and Czech, with their ids (what an '
        'army file may write: any of the three, in any case, with or without accents) and '
        'prices where they have one: peoples, items, spells, gear, factions ...; with '
        '--catalogue FILE, also the units of that catalogue (KIND units). With no KIND, list '
        'the kinds and how many of each.'),
    "config": (
        "muster's settings: the config files (the user's $XDG_CONFIG_HOME/muster/config.toml, "
        'then muster.toml in the current folder), then MUSTER_* variables, then options; each '
        'later one wins.'),
    "alias": (
        'Aliases: `muster NAME [more options]` runs the command stored under NAME with the '
        'options given after it appended. An alias never shadows a muster command. They are '
        'kept in aliases.json in the config folder ($XDG_CONFIG_HOME/muster, else '
        '~/.config/muster).'),
    "battle": (
        "A battle in progress: its sides, every unit's state in the game's own terms, the round"
        ' and phase, and a log of every roll. Inside a battle, the resolving commands take '
        "--target NAME (and --attacker NAME): the unit's profile and state fill the options "
        "left out, and what a roll does to it is written back (a roll to hit only reads it). "
        "The battle file is --battle FILE, else MUSTER_BATTLE, else the config's battle."),
}


class LazyVerbs(TyperGroup):
    _listing = False  # formatting the help's list of verbs (`format_commands`)

    def _present(self) -> list[str]:
        return [v for v, mod in VERBS.items() if importlib.util.find_spec(mod) is not None]

    def list_commands(self, ctx: click.Context) -> list[str]:
        return self._present()

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in VERBS or importlib.util.find_spec(VERBS[cmd_name]) is None:
            return None
        if self._listing and cmd_name in LISTED:  # its name and help only: nothing to build
            return click.Command(cmd_name, help=help_text(LISTED[cmd_name]))
        def build() -> click.Command:
            # its subcommands are built when looked up, each finished by `tidy` then
            cmd = tidy(command_of(importlib.import_module(VERBS[cmd_name]).app))
            cmd.name = cmd_name
            return cmd

        return built_once((cmd_name,), build)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """click's plain list of verbs (help on a pipe), from `LISTED`: click would build
        every verb's command for its first line."""
        self._listing = True
        try:
            super().format_commands(ctx, formatter)
        finally:
            self._listing = False

    def resolve_command(self, ctx: click.Context, args: list[str]
                        ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if args and not name.startswith("-") and self.get_command(ctx, name) is None:
            ctx.fail(_("no such command '{name}'").format(name=name)
                     + did_you_mean(name, list(VERBS)))
        return super().resolve_command(ctx, args)


app = typer.Typer(
    cls=LazyVerbs,
    name="muster",
    help="Dice, wounds, army lists and sieges for Confrontation, BattleLore, Warmaster, "
         "Void and Mage Knight.\n\n"
         "Examples:\n\n"
         "  muster roll 2d6 --odds\n\n"
         "  muster roll confrontation --value 3 --difficulty 10 --dice 6,2\n\n"
         "Every rolling command takes --dice (your own dice), --seed, --odds, --times and "
         "--json.",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        print(f"muster {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: bool | None = typer.Option(None, "--version", "-V", callback=_version,
                                        is_eager=True, help="Show the version and exit."),
) -> None:
    """muster: a play aid for tabletop wargames."""


def main(argv: list[str] | None = None) -> int:
    """Run muster through the Typer app (every command line, also the ones the console
    script's quick door runs itself: `muster.quick`); returns the exit code."""
    return boundary.run(argv, run_line)


SHELLS = ("bash", "zsh", "fish", "powershell", "pwsh")  # what Typer's completion supports


def _known_shell_first(param: click.Parameter) -> None:
    """--install-completion / --show-completion: an unsupported (or undetected) shell is
    bad input, one line and exit 2, before Typer would print to stdout and exit 1."""
    original = param.callback

    def callback(ctx: click.Context, p: click.Parameter, value: object) -> object:
        if value and not ctx.resilient_parsing:
            shell = value if isinstance(value, str) else None
            if shell is None and not os.environ.get("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION"):
                shell = _completion_shared._get_shell_name()
            if shell not in SHELLS:
                shells = ", ".join(SHELLS)
                raise MusterError(
                    say("{option}: the shell '{shell}' is not supported; completion works in "
                        "{shells}", option=p.opts[0], shell=shell, shells=shells) if shell else
                    say("{option}: this shell (it was not detected) is not supported; "
                        "completion works in {shells}", option=p.opts[0], shells=shells))
        return original(ctx, p, value) if original else value

    param.callback = callback


def _root() -> click.Command:
    """The whole command line as one click command (built once per language and completion
    mode: a caller in the same process runs it again without rebuilding it)."""
    command = tidy(typer_command(app))
    for param in command.params:
        if param.name in ("install_completion", "show_completion"):
            _known_shell_first(param)
    return command


def command_paths(hidden: bool = False) -> list[list[str]]:
    """The words of every command and group muster has, depth first: [], ["roll"],
    ["roll", "confrontation"], ...; hidden ones (`roll expr`) only with ``hidden``. What
    the help pages, the help benchmark and the help tests walk."""
    root = _root()

    def walk(cmd: click.Command, path: list[str], ctx: click.Context) -> Iterator[list[str]]:
        yield path
        if isinstance(cmd, click.Group):
            for name in cmd.list_commands(ctx):
                sub = cmd.get_command(ctx, name)
                if sub is not None and (hidden or not sub.hidden):
                    yield from walk(sub, [*path, name],
                                    click.Context(sub, parent=ctx, info_name=name))

    return list(walk(root, [], click.Context(root, info_name="muster")))


def run_line(argv: list[str]) -> int:
    """One command line through the Typer app, inside `muster.boundary.guarded`: click's
    errors become muster's one line (exit 2), its help and exits their exit codes."""
    if argv and len(argv) <= 2 and from_argv(argv) is not None and argv[0].startswith("--lang"):
        argv = []  # `muster --lang cs` alone: the help, as for `muster` alone
    command = built_once(("muster",), _root)
    choose_help_formatter()
    try:
        result = command.main(args=argv, prog_name="muster", standalone_mode=False)
        if result == Exit.INTERRUPTED:  # Typer's main ends a Ctrl-C silently with 130
            raise KeyboardInterrupt
        return result if isinstance(result, int) else Exit.OK
    except click.exceptions.Exit as err:
        return err.exit_code
    except click.exceptions.NoArgsIsHelpError as err:
        # `muster` or `muster roll` alone: the help is the answer (Typer's rich help has
        # already been printed; plain click leaves it in the message)
        if err.message.strip():
            sys.stdout.write(err.message.rstrip() + "\n")
        return Exit.OK
    except click.ClickException as err:
        message = click_message(err)
        ctx = getattr(err, "ctx", None)
        if ctx is not None and ctx.command.hidden and ctx.parent is not None:
            ctx = ctx.parent  # a hidden command (roll's EXPR form) is documented by its parent
        # after a bracket already there (a did-you-mean), not a second one
        see = N_("; see '{command} --help'") if message.endswith(")") \
            else N_(" (see '{command} --help')")
        hint = _(see).format(command=ctx.command_path) if ctx is not None else ""
        return boundary.fail(message + hint, Exit.BAD_INPUT)
    except click.exceptions.Abort:
        raise KeyboardInterrupt from None


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
