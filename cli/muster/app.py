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

import click
import typer
from typer.core import TyperGroup

from muster import __version__, boundary
from muster.boundary import VERBS as VERBS
from muster.errors import Exit, MusterError
from muster.i18n import _


class LazyVerbs(TyperGroup):
    def _present(self) -> list[str]:
        return [v for v, mod in VERBS.items() if importlib.util.find_spec(mod) is not None]

    def list_commands(self, ctx: click.Context) -> list[str]:
        return self._present()

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in VERBS or importlib.util.find_spec(VERBS[cmd_name]) is None:
            return None
        from muster.verbs import built_once, tidy

        def build() -> click.Command:
            cmd = tidy(typer.main.get_command(importlib.import_module(VERBS[cmd_name]).app))
            if isinstance(cmd, click.Group):
                for sub in cmd.commands.values():
                    tidy(sub)
            cmd.name = cmd_name
            return cmd

        return built_once((cmd_name,), build)

    def resolve_command(self, ctx: click.Context, args: list[str]
                        ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if args and not name.startswith("-") and self.get_command(ctx, name) is None:
            from muster.errors import did_you_mean

            ctx.fail(_("No such command '{name}'.").format(name=name)
                     + did_you_mean(name, list(VERBS)))
        return super().resolve_command(ctx, args)


app = typer.Typer(
    cls=LazyVerbs,
    name="muster",
    help="Dice, wounds, army lists and sieges for Confrontation, BattleLore, Warmaster, "
         "Void and Mage Knight.\n\n"
         "Examples:\n\n"
         "  muster roll 2d6 --odds\n\n"
         "  muster roll confrontation --value 3 --difficulty 7 --dice 6,2\n\n"
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
                from typer._completion_shared import _get_shell_name

                shell = _get_shell_name()
            if shell not in SHELLS:
                from muster.i18n import say

                shells = ", ".join(SHELLS)
                raise MusterError(
                    say("{option}: the shell '{shell}' is not supported; completion works in "
                        "{shells}", option=p.opts[0], shell=shell, shells=shells) if shell else
                    say("{option}: this shell (it was not detected) is not supported; "
                        "completion works in {shells}", option=p.opts[0], shells=shells))
        return original(ctx, p, value) if original else value

    param.callback = callback


def run_line(argv: list[str]) -> int:
    """One command line through the Typer app, inside `muster.boundary.guarded`: click's
    errors become muster's one line (exit 2), its help and exits their exit codes."""
    from muster.i18n import from_argv
    from muster.verbs import tidy
    from muster.verbs._click import click_message

    if argv and len(argv) <= 2 and from_argv(argv) is not None and argv[0].startswith("--lang"):
        argv = []  # `muster --lang cs` alone: the help, as for `muster` alone
    command = tidy(typer.main.get_command(app))
    for param in command.params:
        if param.name in ("install_completion", "show_completion"):
            _known_shell_first(param)
    try:
        result = command.main(args=argv, prog_name="muster", standalone_mode=False)
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
        hint = (_(" (see '{command} --help')").format(command=ctx.command_path)
                if ctx is not None else "")
        return boundary.fail(message + hint, Exit.BAD_INPUT)
    except click.exceptions.Abort:
        raise KeyboardInterrupt from None


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
