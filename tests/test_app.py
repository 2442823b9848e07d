"""The program as a whole: version, help for every command, colour, errors."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys

import click
import pytest
import typer

from conftest import assert_one_line_error
from helpers import python_c
from muster import __version__
from muster.app import VERBS, app


def _all_commands():
    root = typer.main.get_command(app)
    ctx = click.Context(root, info_name="muster")
    for verb in root.list_commands(ctx):
        cmd = root.get_command(ctx, verb)
        yield (verb,), cmd
        if isinstance(cmd, click.Group):
            yield from _subcommands((verb,), cmd, ctx)


def _subcommands(path, group, parent):
    """A group's commands, and theirs in turn (``deploy-shuffle conf draw``)."""
    ctx = click.Context(group, info_name=path[-1], parent=parent)
    for name in group.list_commands(ctx):
        sub = group.get_command(ctx, name)
        if not sub.hidden:
            yield path + (name,), sub
            if isinstance(sub, click.Group):
                yield from _subcommands(path + (name,), sub, ctx)


def test_version(muster):
    run = muster("--version")
    assert run.code == 0
    assert run.out.strip() == f"muster {__version__}"


def test_every_verb_module_is_registered_and_importable():
    """Every verb is listed (the list leaves out a verb whose module is missing) and its
    command builds."""
    root = typer.main.get_command(app)
    ctx = click.Context(root)
    assert sorted(root.list_commands(ctx)) == sorted(VERBS)
    assert all(isinstance(root.get_command(ctx, verb), click.Command) for verb in VERBS)


@pytest.mark.parametrize("path,cmd", list(_all_commands()), ids=lambda v: " ".join(v)
                         if isinstance(v, tuple) else "")
def test_every_command_has_help_with_an_example(muster, path, cmd):
    help_text = (cmd.help or "") + (cmd.epilog or "")
    assert "Example" in help_text, f"muster {' '.join(path)} has no example in its help"
    run = muster(*path, "--help")
    assert run.code == 0
    assert "Usage" in run.out


def test_unknown_command_is_one_line(muster):
    run = muster("fly")
    assert run.code == 2
    assert len(run.err.strip().splitlines()) == 1
    assert "no such command" in run.err


def test_no_colour_when_piped_or_no_color(tmp_path):
    env = dict(os.environ, NO_COLOR="1")
    out = subprocess.run([sys.executable, "-m", "muster", "roll", "2d6", "--dice", "3,4"],
                         capture_output=True, text=True, env=env, check=True).stdout
    assert out.strip() == "2d6: [3 4] = 7"


class _Tty(io.StringIO):
    def isatty(self):
        return True


def test_colour_on_a_terminal(monkeypatch):
    """On a terminal without NO_COLOR the command's view goes through rich with colour."""
    from muster.console import main

    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("MUSTER_COLOUR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    stream = _Tty()
    monkeypatch.setattr(sys, "stdout", stream)
    assert main(["roll", "2d6", "--dice", "3,4"]) == 0
    assert "\x1b[" in stream.getvalue()
    assert re.sub(r"\x1b\[[0-9;]*m", "", stream.getvalue()) == "2d6: [3 4] = 7\n"


def test_the_library_prints_plain_text_even_on_a_terminal():
    """Colour is the command line's (it hands the engine its rich writer for a run): a
    library caller's emit writes the view without markup and never imports rich."""
    script = (
        "import io, sys\n"
        "from muster.engine.dice import EnteredSource\n"
        "from muster.engine.notation import parse\n"
        "from muster.engine.render import emit\n"
        "class Tty(io.StringIO):\n"
        "    def isatty(self):\n"
        "        return True\n"
        "s = Tty()\n"
        "emit(parse('2d6').roll(EnteredSource(['3', '4'])), as_json=False, stream=s)\n"
        "print(repr(s.getvalue()), 'rich' in sys.modules)\n")
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    out = python_c(script, env=env, check=True).stdout
    assert out.strip() == "'2d6: [3 4] = 7\\n' False"


def test_python_dash_m_works():
    out = subprocess.run([sys.executable, "-m", "muster", "--version"], capture_output=True,
                         text=True, check=True).stdout
    assert __version__ in out


@pytest.mark.parametrize("args", [("roll", "2d6"), ("roll", "expr", "2d6")])  # door, app
def test_internal_errors_are_one_line(muster, monkeypatch, args):
    import muster.engine.notation.spec as expression

    def boom(text):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(expression, "parse", boom)
    run = muster(*args)
    assert run.code == 70
    assert run.err.count("\n") == 1 and "internal error" in run.err


def test_shell_completion_is_offered(muster):
    assert "--install-completion" in muster("--help").out


def test_completion_completes_verbs_and_games():
    def complete(words: str, cword: int) -> list[str]:
        env = dict(os.environ, _MUSTER_COMPLETE="complete_bash", COMP_WORDS=words,
                   COMP_CWORD=str(cword))
        out = python_c("from muster.app import main; main()", env=env).stdout
        return out.split()

    assert "roll" in complete("muster ro", 1)
    assert complete("muster roll mag", 2) == ["mageknight"]


def test_option_errors_name_no_phantom_env_var(muster):
    run = muster("roll", "mk", "--defense", "3")
    assert "missing option '--attack'" in run.err
    assert "env var" not in run.err
    assert "env var" not in muster("roll", "2d6", "--seed", "x").err


@pytest.mark.parametrize("args", [(), ("roll",), ("wound",), ("siege-breach",)])
def test_a_verb_alone_shows_its_help(muster, args):
    run = muster(*args)
    assert run.code == 0
    assert run.err == ""
    assert "Usage" in run.out


# ---------------------------------------------------------------- the app's own errors in Czech

NBSP = "\u00a0"


def test_nul_in_an_argument_in_czech(muster):
    run = muster("--lang", "cs", "roll", "a\x00b")
    assert_one_line_error(run)
    assert run.err.strip() == "muster: chyba: argument obsahuje znak NUL nebo není platný text"


@pytest.mark.parametrize("shell_name,what", [
    ("tcsh", "--install-completion: shell „tcsh“ není podporován"),
    (None, "--install-completion: tento shell (nepodařilo se ho zjistit) není podporován")])
def test_completion_shell_error_in_czech(muster, monkeypatch, tmp_path, shell_name, what):
    import typer._completion_shared as completion

    monkeypatch.setenv("HOME", str(tmp_path))  # never touch the real shell rc files
    monkeypatch.delenv("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION", raising=False)
    monkeypatch.setattr(completion, "_get_shell_name", lambda: shell_name)
    run = muster("--lang", "cs", "--install-completion")
    assert_one_line_error(run)
    assert run.err.strip() == (f"muster: chyba: {what}; doplňování funguje v bash, zsh, fish, "
                               "powershell, pwsh")
    assert list(tmp_path.iterdir()) == []


def test_long_error_tail_in_czech(muster):
    run = muster("--lang", "cs", "roll", "x" * 500)
    assert_one_line_error(run)
    # the message is cut to its start and end, and says how long it was
    assert run.err.replace(NBSP, " ").rstrip().endswith(" znaků)")
    assert " (celkem " in run.err


@pytest.mark.parametrize("verb", list(VERBS))
def test_the_root_help_lists_each_verbs_own_first_paragraph(verb):
    """`muster --help` on a pipe lists the verbs from `muster.app.LISTED`, without building
    them: each entry is the first paragraph of the verb's own help (update LISTED with it)."""
    from muster.app import LISTED

    built = app_command().get_command(click.Context(app_command()), verb)
    assert LISTED[verb] == (built.help or "").split("\n\n")[0]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_root_help_is_the_same_with_and_without_building_the_verbs(muster, monkeypatch,
                                                                        lang):
    import muster.app as root

    listed = muster("--help", "--lang", lang)
    monkeypatch.setattr(root, "LISTED", {})
    built = muster("--help", "--lang", lang)
    assert listed.code == built.code == 0
    assert listed.out == built.out and "roll" in listed.out and "battle" in listed.out


def app_command():
    from muster.verbs import tidy

    return tidy(typer.main.get_command(app))
