"""The Typer root: one lazily imported sub-app per verb, and the error boundary.

`main` is the console script. It runs the click command without click's standalone mode
so that every error a user can cause becomes one line on stderr with the exit code from
`muster.errors.Exit`, and never a traceback.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from typing import Optional

import click
import typer
from typer.core import TyperGroup

from muster import __version__
from muster.errors import Exit, MusterError
from muster.i18n import _

# verb -> module holding its Typer app (imported only when the verb runs or help lists it)
VERBS: dict[str, str] = {
    "roll": "muster.verbs.roll",
    "wound": "muster.verbs.wound",
    "list-validate": "muster.verbs.list_validate",
    "deploy-shuffle": "muster.verbs.deploy_shuffle",
    "scatter": "muster.verbs.scatter",
    "siege-breach": "muster.verbs.siege_breach",
    "schema": "muster.verbs.schema",
}


class LazyVerbs(TyperGroup):
    def _present(self) -> list[str]:
        return [v for v, mod in VERBS.items() if importlib.util.find_spec(mod) is not None]

    def list_commands(self, ctx: click.Context) -> list[str]:
        return self._present()

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in VERBS or importlib.util.find_spec(VERBS[cmd_name]) is None:
            return None
        module = importlib.import_module(VERBS[cmd_name])
        from muster.verbs import tidy

        cmd = tidy(typer.main.get_command(module.app))
        if isinstance(cmd, click.Group):
            for sub in cmd.commands.values():
                tidy(sub)
        cmd.name = cmd_name
        return cmd

    def resolve_command(self, ctx, args):  # type: ignore[override]
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
    version: Optional[bool] = typer.Option(None, "--version", "-V", callback=_version,
                                           is_eager=True, help="Show the version and exit."),
) -> None:
    """muster: a play aid for tabletop wargames."""


def _fail(message: str, code: int) -> int:
    sys.stderr.write(_("muster: error: {message}").format(message=message) + "\n")
    return code


def main(argv: list[str] | None = None) -> int:
    """Run muster; returns the exit code (the console script exits with it)."""
    from muster import i18n

    before = i18n.lang()
    i18n.set_lang(i18n.detect(sys.argv[1:] if argv is None else argv))
    try:
        return _main(argv)
    finally:
        if i18n.lang() != before:  # a caller in the same process keeps its language
            i18n.set_lang(before)


def _main(argv: list[str] | None) -> int:
    from muster.i18n import from_argv
    from muster.verbs import tidy

    args = sys.argv[1:] if argv is None else argv
    if args and len(args) <= 2 and from_argv(args) is not None and \
            args[0].startswith("--lang"):
        argv = []  # `muster --lang cs` alone: the help, as for `muster` alone
    command = tidy(typer.main.get_command(app))
    try:
        result = command.main(args=argv, prog_name="muster", standalone_mode=False)
        return result if isinstance(result, int) else Exit.OK
    except MusterError as err:
        return _fail(str(err), err.exit_code)
    except click.exceptions.Exit as err:
        return err.exit_code
    except click.exceptions.NoArgsIsHelpError as err:
        # `muster` or `muster roll` alone: the help is the answer (Typer's rich help has
        # already been printed; plain click leaves it in the message)
        if err.message.strip():
            sys.stdout.write(err.message.rstrip() + "\n")
        return Exit.OK
    except click.ClickException as err:
        message = err.format_message().replace("\n", " ")
        ctx = getattr(err, "ctx", None)
        if ctx is not None and ctx.command.hidden and ctx.parent is not None:
            ctx = ctx.parent  # a hidden command (roll's EXPR form) is documented by its parent
        hint = (_(" (see '{command} --help')").format(command=ctx.command_path)
                if ctx is not None else "")
        return _fail(message + hint, Exit.BAD_INPUT)
    except (click.exceptions.Abort, KeyboardInterrupt):
        return _fail(_("interrupted"), Exit.INTERRUPTED)
    except BrokenPipeError:
        # the reader went away (e.g. `| head`); nothing more to say
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return Exit.OK
    except Exception as err:  # a bug: still one line, unless asked for the traceback
        if os.environ.get("MUSTER_DEBUG"):
            raise
        return _fail(_("internal error: {error} (set MUSTER_DEBUG=1 for a traceback, and "
                       "please report it)").format(error=f"{type(err).__name__}: {err}"),
                     Exit.INTERNAL)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
