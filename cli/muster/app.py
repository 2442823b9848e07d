"""The Typer root: one lazily imported sub-app per verb, and the error boundary.

`main` is what the console script (`muster.console`, which guards this import against
Ctrl-C) calls. It runs the click command without click's standalone mode so that every
error a user can cause becomes one line on stderr with the exit code from
`muster.errors.Exit`, and never a traceback.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from collections.abc import Sequence

import click
import typer
from typer.core import TyperGroup

from muster import __version__, config
from muster.errors import Exit, MusterError, UnknownName, as_options
from muster.i18n import _, shown, shown_line
from muster.text import grouped

# verb -> module holding its Typer app (imported only when the verb runs or help lists it)
VERBS: dict[str, str] = {
    "roll": "muster.verbs.roll",
    "wound": "muster.verbs.wound",
    "list-validate": "muster.verbs.list_validate",
    "deploy-shuffle": "muster.verbs.deploy_shuffle",
    "scatter": "muster.verbs.scatter",
    "siege-breach": "muster.verbs.siege_breach",
    "schema": "muster.verbs.schema",
    "names": "muster.verbs.names",
    "config": "muster.verbs.config",
    "alias": "muster.verbs.alias",
    "battle": "muster.verbs.battle",
}


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


MAX_MESSAGE = 300  # characters of an error line; what a user typed is echoed up to this
# an unknown name's error: the name typed is cut short, the rest is the table's own values
MAX_LISTED = 1_500


def _fail(message: str, code: int, most: int = MAX_MESSAGE) -> int:
    from muster.engine.render import clean

    message = shown_line(clean(message))
    if len(message) > most:  # keep the start (what) and the end (why), whole words
        head = message[:most - 100].rsplit(" ", 1)[0]
        tail = message[-60:].split(" ", 1)[-1]
        message = (head + " ... " + tail
                   + _(" ({n} characters in all)").format(n=shown(grouped(len(message)))))
    try:
        sys.stderr.write(_("muster: error: {message}").format(message=message) + "\n")
        sys.stderr.flush()
    except Exception:  # no stderr to complain to: the exit code still says it
        pass
    return code


def _redecoded(arg: str) -> str:
    """An argument as typed: under a C or POSIX locale Python reads "meč" from a UTF-8
    terminal as "me\udcc4\udc8d"; such bytes are read again as UTF-8 where they are."""
    if not any("\udc80" <= c <= "\udcff" for c in arg):
        return arg
    try:
        return os.fsencode(arg).decode("utf-8")
    except (UnicodeError, ValueError):
        return arg


def main(argv: list[str] | None = None) -> int:
    """Run muster; returns the exit code (the console script exits with it).

    The language is chosen first (`--lang`, MUSTER_LANG, the locale; `muster.i18n`). The
    standard streams are wrapped for the run (`muster.streams`): output a terminal cannot
    encode is transliterated, a reader that went away ends the run quietly (exit 0), a
    failing write or a closed standard input is bad input (exit 2, one line)."""
    from muster import i18n, streams

    out, err_stream, inp = sys.stdout, sys.stderr, sys.stdin
    sys.stdout = streams.Output(out)
    sys.stderr = streams.Output(err_stream)
    if inp is None:
        sys.stdin = streams.ClosedInput()
    if argv is None:
        argv = [_redecoded(a) for a in sys.argv[1:]]
    before = i18n.lang()
    i18n.set_lang(i18n.detect(argv))
    try:
        try:
            settings = config.from_files()
        except MusterError as err:
            # in the language the config asked for, where its lang line can be read (an
            # option or MUSTER_LANG still wins); else the environment's
            i18n.set_lang(i18n.detect(argv, configured=config.asked_lang()))
            return _fail(str(err), err.exit_code)
        code = _with_settings(settings, argv)
        try:
            sys.stdout.flush()
        except streams.ReaderGone:
            streams.silence(out)
        except MusterError as err:
            streams.silence(out)
            code = _fail(str(err), err.exit_code)
        return code
    finally:
        if i18n.lang() != before:  # a caller in the same process keeps its language
            i18n.set_lang(before)
        sys.stdout, sys.stderr = out, err_stream
        if inp is None:
            sys.stdin = inp


def _with_settings(settings: dict[str, config.Setting], argv: list[str]) -> int:
    """Run with the config files' settings (`muster.config`): a MUSTER_* variable or an
    option still wins over each, and a caller in the same process gets its own back."""
    from muster import i18n
    from muster.engine import render

    lang, folder, colour = (settings.get(k) for k in ("lang", "data", "colour"))
    if lang is not None:
        i18n.set_lang(i18n.detect(argv, configured=lang.value))
    if folder is not None:  # the data module (and the TOML parser) only when it is set
        from muster.engine import data

        data_before = data.configured_folder(folder.value, folder.source)
    chosen = os.environ.get("MUSTER_COLOUR", "").strip().lower()
    if chosen not in ("auto", "never"):  # unset (or not a value it takes): the config's
        chosen = colour.value if colour is not None and colour.value else "auto"
    colour_before = render.colour_off(chosen == "never")
    config.RUN_ARGV[:] = argv
    try:
        try:
            argv = _expanded(argv)
        except MusterError as err:
            return _fail(str(err), err.exit_code)
        return _run(argv)
    finally:
        if folder is not None:
            data.configured_folder(data_before)
        render.colour_off(colour_before)


def _expanded(argv: list[str]) -> list[str]:
    """``muster NAME ...`` with NAME an alias: its command, then the words given after it.
    A verb or an option is never looked up (no alias file is read for them)."""
    if not argv or argv[0].startswith("-") or argv[0] in VERBS:
        return argv
    from muster import aliases

    found = aliases.lookup(argv[0], VERBS)
    return argv if found is None else [*found, *argv[1:]]


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


def _root() -> click.Command:
    """The whole command line as one click command (built once per language and completion
    mode: a caller in the same process runs it again without rebuilding it)."""
    from muster.verbs import tidy

    command = tidy(typer.main.get_command(app))
    for param in command.params:
        if param.name in ("install_completion", "show_completion"):
            _known_shell_first(param)
    return command


def _run(argv: list[str]) -> int:
    from muster import streams
    from muster.engine import work
    from muster.i18n import from_argv
    from muster.verbs import built_once, choose_help_formatter

    for arg in argv:
        # a shell can pass neither a NUL nor text that is not bytes of the file-system
        # encoding (arguments are C strings); only a caller in-process can
        try:
            if "\x00" in arg:
                raise ValueError
            arg.encode("utf-8", "surrogateescape")  # a lone "\ud800" is no bytes at all
        except (ValueError, UnicodeError):
            return _fail(_("an argument holds a NUL character or is not valid text"),
                         Exit.BAD_INPUT)
    if argv and len(argv) <= 2 and from_argv(argv) is not None and argv[0].startswith("--lang"):
        argv = []  # `muster --lang cs` alone: the help, as for `muster` alone
    command = built_once(("muster",), _root)
    choose_help_formatter()
    try:
        with work.command():  # the work bound covers the whole command
            result = command.main(args=argv, prog_name="muster", standalone_mode=False)
        return result if isinstance(result, int) else Exit.OK
    except streams.ReaderGone:
        streams.silence(sys.stdout.wrapped if isinstance(sys.stdout, streams.Output) else None)
        return Exit.OK
    except streams.OutputFailed as err:
        streams.silence(sys.stdout.wrapped if isinstance(sys.stdout, streams.Output) else None)
        return _fail(str(err), err.exit_code)
    except MusterError as err:
        # a rule's error names a spec field; on the command line that is an option
        return _fail(str(as_options(err)), err.exit_code,
                     MAX_LISTED if isinstance(err, UnknownName) else MAX_MESSAGE)
    except click.exceptions.Exit as err:
        return err.exit_code
    except click.exceptions.NoArgsIsHelpError as err:
        # `muster` or `muster roll` alone: the help is the answer (Typer's rich help has
        # already been printed; plain click leaves it in the message)
        if err.message.strip():
            sys.stdout.write(err.message.rstrip() + "\n")
        return Exit.OK
    except click.ClickException as err:
        if isinstance(err, click.NoSuchOption) and err.possibilities:
            err.possibilities = _close_options(err.option_name, err.possibilities)
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
        streams.silence(sys.__stdout__)
        return Exit.OK
    except RecursionError:
        return _fail(_("input nested too deeply"), Exit.BAD_INPUT)
    except Exception as err:  # a bug: still one line, unless asked for the traceback
        if os.environ.get("MUSTER_DEBUG"):
            raise
        data = sys.modules.get("muster.engine.data")
        if data is not None and data.applied:
            # house-rule data passed its checks but a value is impossible together with the
            # others: the user's file, not muster, is what to fix
            return _fail(_("cannot use the rule data set by {setter} ({files}): {error}; a "
                           "value there is outside what muster can use").format(
                               setter=shown(data.setter()),
                               files=", ".join(dict.fromkeys(data.applied)),
                               error=f"{type(err).__name__}: {err}"),
                         Exit.BAD_INPUT)
        return _fail(_("internal error: {error} (set MUSTER_DEBUG=1 for a traceback, and "
                       "please report it)").format(error=f"{type(err).__name__}: {err}"),
                     Exit.INTERNAL)


def _close_options(typed: str, offered: Sequence[str]) -> list[str]:
    """click's did-you-mean, compared without the leading dashes every option shares (with
    them, ``--weapon`` is "close" to ``--per-points``)."""
    import difflib

    bare = {o.lstrip("-"): o for o in offered}
    return [bare[o] for o in difflib.get_close_matches(typed.lstrip("-"), list(bare), cutoff=0.6)]


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
