"""The program's outer edge: the run's streams, language and settings, and the error
boundary that turns every failure into one line on stderr and an exit code.

Neither Typer nor click is imported here: the Typer app (`muster.app`) and the quick door
for a plain ``muster roll EXPR`` (`muster.quick`) both run inside `run`, so the two give
the same streams, settings, messages and exit codes (`muster.errors.Exit`).
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable
from typing import TextIO

from muster import config, i18n, streams
from muster.engine import render, work
from muster.engine.render import clean
from muster.errors import Exit, MusterError, UnknownName, as_options, command_line
from muster.i18n import _, czech, shown
from muster.text import czech_range, grouped
from muster.typography import shown_line, typed_minus

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

MAX_MESSAGE = 300  # characters of an error line; what a user typed is echoed up to this
# an unknown name's error: the name typed is cut short, the rest is the table's own values
MAX_LISTED = 1_500

# what runs one command line, inside the boundary: returns the exit code
Line = Callable[[list[str]], int]


# click quotes an option or an argument's placeholder: '--seed', 'CESTA...'
_OPTION_QUOTED = (r"'(--?[A-Za-z][\w-]*|[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ_]*"
                  r"(?:\.\.\.)?)'")


def fail(message: str, code: int, most: int = MAX_MESSAGE) -> int:
    """``muster: error: MESSAGE`` on stderr (one line, cut to ``most`` characters); returns
    ``code``."""
    message = shown_line(clean(message))
    if czech():  # Czech quotes them „--seed“, and says click's ranges in words
        message = czech_range(re.sub(_OPTION_QUOTED, "\u201e\\1\u201c", message))
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


def speak(code: str) -> None:
    """Set the run's language (`muster.i18n.set_lang`); Czech's catalog is installed first
    (`muster.catalog`: the gettext it imports is no English run's business)."""
    if code == "cs":
        from muster import catalog  # start-up: Czech only

        catalog.install()
    i18n.set_lang(code)


def run(argv: list[str] | None, line: Line) -> int:
    """Run one command line with ``line``; returns the exit code (the console script exits
    with it).

    The language is chosen first (`--lang`, MUSTER_LANG, the locale; `muster.i18n`). The
    standard streams are wrapped for the run (`muster.streams`): output a terminal cannot
    encode is transliterated, a reader that went away ends the run quietly (exit 0), a
    failing write or a closed standard input is bad input (exit 2, one line)."""
    out, err_stream, inp = sys.stdout, sys.stderr, sys.stdin
    sys.stdout = streams.Output(out)
    sys.stderr = streams.Output(err_stream)
    if inp is None:
        sys.stdin = streams.ClosedInput()
    if argv is None:
        argv = [_redecoded(a) for a in sys.argv[1:]]
    argv = [typed_minus(a) for a in argv]  # '--mod −2' copied from Czech output
    before = i18n.lang()
    speak(i18n.detect(argv))
    try:
        try:
            settings = config.from_files()
        except MusterError as err:
            # in the language the config asked for, where its lang line can be read (an
            # option or MUSTER_LANG still wins); else the environment's
            speak(i18n.detect(argv, configured=config.asked_lang()))
            return fail(str(err), err.exit_code)
        code = _with_settings(settings, argv, line)
        try:
            sys.stdout.flush()
        except streams.ReaderGone:
            streams.silence(out)
        except MusterError as err:
            streams.silence(out)
            code = fail(str(err), err.exit_code)
        return code
    finally:
        if i18n.lang() != before:  # a caller in the same process keeps its language
            speak(before)
        sys.stdout, sys.stderr = out, err_stream
        if inp is None:
            sys.stdin = inp


def _with_settings(settings: dict[str, config.Setting], argv: list[str], line: Line) -> int:
    """Run with the config files' settings (`muster.config`): a MUSTER_* variable or an
    option still wins over each, and a caller in the same process gets its own back."""
    lang, folder, colour = (settings.get(k) for k in ("lang", "data", "colour"))
    if lang is not None:
        speak(i18n.detect(argv, configured=lang.value))
    if folder is not None:  # the data module (and the TOML parser) only when it is set
        from muster.engine import data  # start-up: a data folder set only

        data_before = data.configured_folder(folder.value, folder.source)
    chosen = os.environ.get("MUSTER_COLOUR", "").strip().lower()
    if chosen not in ("auto", "never"):  # unset (or not a value it takes): the config's
        chosen = colour.value if colour is not None and colour.value else "auto"
    colour_before = render.colour_off(chosen == "never")
    writer_before = render.colour_with(_rich_lines)
    config.RUN_ARGV[:] = argv
    try:
        try:
            argv = _expanded(argv)
        except MusterError as err:
            return fail(str(err), err.exit_code)
        for arg in argv:
            # a shell can pass neither a NUL nor text that is not bytes of the file-system
            # encoding (arguments are C strings); only a caller in-process can
            try:
                if "\x00" in arg:
                    raise ValueError
                arg.encode("utf-8", "surrogateescape")  # a lone "\ud800" is no bytes at all
            except (ValueError, UnicodeError):
                return fail(_("an argument holds a NUL character or is not valid text"),
                            Exit.BAD_INPUT)
        return guarded(lambda: line(argv))
    finally:
        if folder is not None:
            data.configured_folder(data_before)
        render.colour_off(colour_before)
        render.colour_with(writer_before)


def _rich_lines(stream: TextIO, lines: list[str]) -> None:
    """Lines with rich markup, coloured on a terminal (rich only when one shows them)."""
    from rich.console import Console  # heavy

    console = Console(file=stream, highlight=False, emoji=False)
    for line in lines:
        console.print(line)


def _expanded(argv: list[str]) -> list[str]:
    """``muster NAME ...`` with NAME an alias: its command, then the words given after it.
    A verb or an option is never looked up (no alias file is read for them)."""
    if not argv or argv[0].startswith("-") or argv[0] in VERBS:
        return argv
    from muster import aliases  # start-up: a line that may be an alias only

    found = aliases.lookup(argv[0], VERBS)
    return argv if found is None else [*found, *argv[1:]]


def guarded(call: Callable[[], int]) -> int:
    """``call()``, its work counted as one command (`muster.engine.work`), every failure
    one line on stderr and its exit code: bad input 2, an interrupt 130, a bug 1 (with the
    traceback only under MUSTER_DEBUG). A front end turns its own parser's errors into
    `MusterError` or an exit code inside ``call`` (`muster.app`)."""
    try:
        # the work bound covers the whole command; its views and refusals name options and
        # commands as this command line does (`muster.commands.pointers`)
        with work.command(), command_line("muster.commands.pointers"):
            return call()
    except streams.ReaderGone:
        streams.silence(sys.stdout.wrapped if isinstance(sys.stdout, streams.Output) else None)
        return Exit.OK
    except streams.OutputFailed as err:
        streams.silence(sys.stdout.wrapped if isinstance(sys.stdout, streams.Output) else None)
        return fail(str(err), err.exit_code)
    except MusterError as err:
        # a rule's error names a spec field; on the command line that is an option
        return fail(str(as_options(err)), err.exit_code,
                    MAX_LISTED if isinstance(err, UnknownName) else MAX_MESSAGE)
    except KeyboardInterrupt:
        return fail(_("interrupted"), Exit.INTERRUPTED)
    except BrokenPipeError:
        # the reader went away (e.g. `| head`); nothing more to say
        streams.silence(sys.__stdout__)
        return Exit.OK
    except RecursionError:
        return fail(_("input nested too deeply"), Exit.BAD_INPUT)
    except Exception as err:  # a bug: still one line, unless asked for the traceback
        if os.environ.get("MUSTER_DEBUG"):
            raise
        return _internal(err)


def _internal(err: Exception) -> int:
    data = sys.modules.get("muster.engine.data")
    if data is not None and data.applied:
        # house-rule data passed its checks but a value is impossible together with the
        # others: the user's file, not muster, is what to fix
        return fail(_("cannot use the rule data set by {setter} ({files}): {error}; a "
                      "value there is outside what muster can use").format(
                          setter=shown(data.setter()),
                          files=", ".join(dict.fromkeys(data.applied)),
                          error=f"{type(err).__name__}: {err}"),
                    Exit.BAD_INPUT)
    return fail(_("internal error: {error} (set MUSTER_DEBUG=1 for a traceback, and "
                  "please report it)").format(error=f"{type(err).__name__}: {err}"),
                Exit.INTERNAL)
