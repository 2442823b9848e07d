"""The console script's quick door for game commands: ``muster VERB GAME [SUBCOMMAND]
OPTIONS`` without the Typer app, for the commands whose function lives in `muster.commands`.

What a command takes is read from `muster.quick_table`, which scripts/quick_table.py
generates from the Typer commands themselves (the one declaration of every option). A line
read in full (`recognise`) calls the same function with the arguments Typer would pass
(`run`), inside the same boundary (`muster.boundary`). Every line it is not certain about
goes to the Typer app (`muster.app.run_line`), which gives click's help and errors: help
and completion, an option or word it does not know or does not read (--vs and the other
extras, a battle's --target, a value it does not convert), a value that does not start
with a letter or a digit (but a whole number's minus sign: ``--mod -2``), a short option
with its value attached (``-v4``), a number outside its range, a missing required option, a
command that may join a battle while a battle file is set (MUSTER_BATTLE or the config's
``battle``).

What it reads after the game: the subcommand (as its name is spelt, or none where the
game's group has a default: then the one an option of the line picks, of several the one
that wins over the others wherever they stand, else the default), then options in any
order, ``--name VALUE``, ``--name=VALUE``, ``-x VALUE`` and flags (``--x/--no-x`` pairs
too), and among them the command's arguments, one word each in order (the last may take
every word left: ``conf play NAME...``); a number is plain ASCII digits (at most 18; a whole
one may have a minus sign, a decimal one a point and more digits), a choice one of its
values as written.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import Any

from muster import config
from muster.errors import SPELT, Exit
from muster.games import canonical
from muster.quick_table import VERBS

MOST_DIGITS = 18  # of a number read here: within muster.numbers.MAX_DIGITS
LANGS = ("cs", "en")  # what --lang takes, spelt as click gives it to its callback
COMPLETE = "_MUSTER_COMPLETE"  # click's shell-completion variable for `muster`
HELP = ("--help", "-h")  # every muster command's help option names

# a read line: the function ("module:name"), its keyword arguments and the option names
# the line gave its parameters by (each parameter's first where not given:
# `muster.errors.spelt`)
Call = tuple[str, dict[str, Any], dict[str, str]]


def after_lang(argv: list[str]) -> list[str] | None:
    """``argv`` without the ``--lang cs|en`` (or ``--lang=cs|en``) given before the verb,
    which click's root command reads as the boundary has (it chose the run's language by
    it); None where one's value is not read here (``--lang CS``: the app's)."""
    while argv[:1] == ["--lang"] or argv[:1] and argv[0].startswith("--lang="):
        if argv[0] == "--lang":
            value, argv = (argv[1] if len(argv) > 1 else ""), argv[2:]
        else:
            value, argv = argv[0].partition("=")[2], argv[1:]
        if value not in LANGS:
            return None
    return argv


def recognise(argv: list[str]) -> Call | None:
    """The call the line ``argv`` makes, when this door reads it exactly as the Typer app
    would (a ``--lang`` before the verb too: `after_lang`); else None."""
    stripped = after_lang(argv)
    if stripped is None:
        return None
    argv = stripped
    if len(argv) < 3 or argv[1].startswith("-") or COMPLETE in os.environ \
            or any(h in argv for h in HELP):  # a help (no option, value or word here)
        return None

    verb = argv[0]
    if verb not in VERBS:
        return None
    table = __import__(f"muster.quick_table.{verb.replace('-', '_')}", fromlist=("COMMANDS",))

    game = canonical(argv[1])
    if game is None:
        return None
    words = argv[2:]
    sub = ""
    group = table.GROUPS.get((verb, game))
    if group is not None:
        if words and words[0] in group[1]:
            sub, words = words[0], words[1:]
        else:
            default, names, elsewhere, picks = group
            overrides = table.OVERRIDES.get((verb, game), {})
            named = _named(words, table.NAMING.get((verb, game), {}))
            if named is not None:  # `wound void --action grab ...`: the grab, without it
                sub, words = named
                if _picked(words, default, names, elsewhere, picks, overrides) != default:
                    return None  # another option picks as well: click's error
            else:
                picked = _picked(words, default, names, elsewhere, picks, overrides)
                if picked is None:
                    return None
                sub = picked
    kinds = table.GROUPS.get((verb, f"{game} {sub}")) if sub else None
    if kinds is not None:  # a subcommand of kinds: its word, or the option naming it
        if words and words[0] in kinds[1]:
            found: tuple[str, list[str]] | None = (words[0], words[1:])
        else:
            found = _named(words, table.NAMING.get((verb, f"{game} {sub}"), {}))
        if found is None:
            return None  # no kind: click's error
        sub, words = f"{sub} {found[0]}", found[1]
    entry = table.COMMANDS.get((verb, game, sub))
    if entry is None:
        return None
    target, battle, no_args_help, options, params, arguments = entry
    if no_args_help and not words:
        return None
    typed: dict[str, str] = {}
    given = _read(words, options, params, list(arguments), typed)
    if given is None:
        return None
    if battle and _battle_set():
        return None
    kwargs: dict[str, Any] = {}
    for name, (_kind, multiple, required, default, _extra) in params.items():
        if name in given:
            kwargs[name] = given[name]
        elif required:
            return None  # click's error names it
        else:
            kwargs[name] = list(default) if multiple and default is not None else default
    for option, param in options.items():  # the table lists a parameter's first name first
        typed.setdefault(param, option)
    return target, kwargs, typed


def _picked(words: list[str], default: str, _names: tuple[str, ...],
            elsewhere: dict[str, tuple[str, ...]], picks: dict[str, str],
            overrides: dict[str, tuple[str, ...]]) -> str | None:
    """The subcommand a group gives the line ``words`` without its name: the one an
    option of the line picks (``roll bl 3 --target blue``: hits; of options picking
    several, the one that wins over the others: ``wound conf --melee --back-at 6``,
    exchange), else the default; None where the door is not certain (no default, or
    options picking several none of which wins over the rest)."""
    if not default or not words or _picks_another(words, elsewhere):
        return None
    chosen = {picks[name] for name in (w.partition("=")[0] for w in words) if name in picks}
    if len(chosen) > 1:
        top = [c for c in chosen if chosen - {c} <= set(overrides.get(c, ()))]
        return top[0] if len(top) == 1 else None
    return chosen.pop() if chosen else default


def _named(words: list[str], naming: dict[str, tuple[str, ...]]
           ) -> tuple[str, list[str]] | None:
    """The subcommand the last value of a naming option among ``words`` names (``wound
    void --action grab``), and ``words`` without that option's every value; None when the
    line starts with no option, or the last value names none."""
    if not words or not words[0].startswith("-"):
        return None
    for option, names in naming.items():
        last: str | None = None
        kept: list[str] = []
        rest = list(words)
        while rest:
            word = rest.pop(0)
            name, equals, value = word.partition("=")
            if name != option:
                kept.append(word)
            elif equals:
                last = value
            elif rest:
                last = rest.pop(0)
            else:
                return None  # its value missing: click's error
        if last in names:
            return last, kept
    return None


def _picks_another(words: list[str], elsewhere: dict[str, tuple[str, ...]]) -> bool:
    """An option among ``words`` has a value that picks another subcommand than the
    default (``wound void --action grab``)."""
    for i, word in enumerate(words):
        name, equals, value = word.partition("=")
        if name in elsewhere:
            if not equals:
                value = words[i + 1] if i + 1 < len(words) else ""
            if value in elsewhere[name]:
                return True
    return False


def _read(words: list[str], options: dict[str, str], params: dict[str, tuple[Any, ...]],
          arguments: list[str], typed: dict[str, str]) -> dict[str, Any] | None:
    """The options and ``arguments`` (in order, one word each, anywhere among the options)
    ``words`` give, by parameter, converted as click and Typer would; None where the door
    is not certain. ``typed`` gets the option name each parameter was last given by."""
    given: dict[str, Any] = {}
    rest = list(words)
    while rest:
        arg = rest.pop(0)
        if arg[:1] != "-" and arguments:
            name = arguments[0]
            value = _value(params[name][0], arg, params[name][4])
            if value is None:
                return None
            if params[name][1]:  # NAME...: it takes every word left
                given.setdefault(name, []).append(value)
            else:
                given[name] = value
                arguments.pop(0)
            continue
        if not arg.startswith("-") or arg in ("-", "--"):
            return None  # a word too many (a subcommand after options), "-" or "--": click's
        if arg.startswith("--"):
            name, equals, value = arg.partition("=")
        elif len(arg) == 2:
            name, equals, value = arg, "", ""
        else:
            return None  # -v4, -ov: clustered or attached short options
        param = options.get(name)
        if param is None:
            return None
        typed[param] = name
        if param == "lang":
            kind: str = "lang"
            multiple = False
            extra: Any = None
        else:
            kind, multiple, _required, _default, extra = params[param]
        if kind in ("flag", "pair"):
            if equals:
                return None
            # --x/--no-x: extra, the names that set it false; a flag: the other of its two
            # values, as click
            given[param] = name not in extra if kind == "pair" else not params[param][3]
            continue
        if not equals:
            if not rest:
                return None
            value = rest.pop(0)
        converted = _value(kind, value, extra)
        if converted is None:
            return None
        if kind == "lang":
            continue  # the boundary has already chosen the language by it
        if multiple:
            given.setdefault(param, []).append(converted)
        else:
            given[param] = converted  # the last one wins, as in click
    return given


def _value(kind: str, value: str, extra: Any) -> Any:
    """``value`` as its parameter takes it, or None where click might refuse it or read
    it otherwise."""
    if not value or (value.startswith("-") and kind != "int"):
        return None
    if kind == "int":  # click's int(): a minus sign, then digits ("-0" is 0)
        digits = value[1:] if value.startswith("-") else value
        if not (digits.isascii() and digits.isdigit() and len(digits) <= MOST_DIGITS):
            return None
        number = int(value)
        low, high = extra
        if (low is not None and number < low) or (high is not None and number > high):
            return None
        return number
    if kind == "float":  # digits, a point and digits: what float() and click read alike
        whole, point, part = value.partition(".")
        if not (whole.isascii() and whole.isdigit() and (not point or (
                part.isascii() and part.isdigit())) and len(value) <= MOST_DIGITS):
            return None
        real = float(value)
        low, high = extra
        if (low is not None and real < low) or (high is not None and real > high):
            return None
        return real
    if kind == "str":
        return value
    if kind == "choice":
        return value if value in extra else None
    if kind == "lang":
        return value if value in LANGS else None
    return None


def _battle_set() -> bool:
    """A battle file is set, so a command that joins battles may join it."""
    if os.environ.get("MUSTER_BATTLE"):
        return True
    return "battle" in config.from_files()


def run(call: Call) -> int:
    """Call the function (inside `muster.boundary.guarded`); returns the exit code, as
    `muster.app.run_line` makes it of what the function returns."""
    target, kwargs, typed = call
    SPELT.update(typed)
    module, _, name = target.partition(":")
    function = getattr(importlib.import_module(module), name)
    try:  # a Ctrl-C goes on to the boundary, which says so (exit 130)
        result = function(**kwargs)
    except EOFError:  # as Typer's main reports it: a newline, then the interrupt
        sys.stderr.write("\n")
        sys.stderr.flush()
        raise KeyboardInterrupt from None
    if result == Exit.INTERRUPTED:
        raise KeyboardInterrupt
    return result if isinstance(result, int) else Exit.OK
