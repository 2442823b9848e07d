"""The help door (`muster.help_door`): a help on a pipe is a kept page, the very text the
Typer app prints, and every line the door is not sure of goes on to the app."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from helpers import CONSOLE_FIRST, bare_env, python_c, script
from muster import help_door


def _script():
    return script("help_pages")


def test_every_kept_page_is_the_page_the_app_prints(monkeypatch):
    """Each help, rendered through the app again in English and Czech (in two settings),
    is the page kept for it; none is missing, none left over, none depends on the
    machine. A failure names the pages: run scripts/help_pages.py. The pages are a pipe's
    width whatever terminal renders them (COLUMNS here is narrower)."""
    from muster import verbs

    monkeypatch.setenv("COLUMNS", "60")
    # commands built afresh, as a run builds them (another test may have asked a built
    # group for its help option under a context of its own, and click keeps the first)
    monkeypatch.setattr(verbs, "_BUILT", {})
    script = _script()
    kept, left = script.pages()
    assert left == [], "these helps differ between two settings: the door cannot keep them"
    paths = script.every_help()
    assert len(kept) == 2 * (len(paths) + len(script.alias_paths(paths))) > 400
    assert script.stale(kept) == []


CODE = ("import json, sys\n"
        "from muster.console import main\n"
        "code = main(sys.argv[1:])\n"
        "sys.stdout.flush()\n"
        "sys.stderr.write('\\nMODULES ' + json.dumps(sorted(sys.modules)) + '\\n')\n"
        "sys.exit(code)\n")


def run(*args: str, **env: str) -> tuple[str, set[str]]:
    """What ``muster ARGS`` prints on a pipe, and the modules it loaded."""
    done = python_c(CODE, *args, imported=CONSOLE_FIRST,
                    env={**bare_env(MUSTER_LANG="en", PATH="", HOME="/nonexistent"), **env})
    assert done.returncode == 0, done.stderr
    last = done.stderr.rstrip().rsplit("\n", 1)[-1]
    return done.stdout, set(json.loads(last[len("MODULES "):]))


def app_page(args: list[str], lang: str) -> str:
    """The help the Typer app prints for ``args`` on a pipe, in ``lang``."""
    done = python_c("import sys\nfrom muster import app, boundary\n"
                    "sys.exit(boundary.run(sys.argv[1:], app.run_line))", *args, check=True,
                    env=bare_env(MUSTER_LANG=lang, PATH="", HOME="/nonexistent"))
    return done.stdout


def kept(lang: str, *words: str) -> str:
    return (Path(help_door.FOLDER) / lang / help_door.page_name(list(words))).read_text(
        encoding="utf-8")


@pytest.mark.parametrize(("args", "env", "lang", "words"), [
    (("roll", "confrontation", "feat", "climb", "--help"), {}, "en",
     ("roll", "confrontation", "feat", "climb")),
    (("--help",), {}, "en", ()),
    (("wound", "void", "-h"), {}, "en", ("wound", "void")),
    (("--lang", "cs", "deploy-shuffle", "mageknight", "--help"), {}, "cs",
     ("deploy-shuffle", "mageknight")),
    (("siege-breach", "--help"), {"MUSTER_LANG": "cs"}, "cs", ("siege-breach",)),
    (("battle", "add", "--help"), {"COLUMNS": "120"}, "en", ("battle", "add")),
    (("roll", "conf", "feat", "swim", "--help"), {}, "en", ("roll", "conf", "feat", "swim")),
    (("wound", "mk", "--help"), {"MUSTER_LANG": "cs"}, "cs", ("wound", "mk")),
])
def test_a_help_on_a_pipe_is_its_kept_page_without_typer(args, env, lang, words):
    out, loaded = run(*args, **env)
    assert out == app_page(list(args), lang)
    page = kept(lang, *words)
    if words[1:2] in (("conf",), ("mk",)):  # a short name's: its usage, the command's page
        own, _, usage = page.removeprefix(help_door.SAME_AS).partition("\n")
        assert page.startswith(help_door.SAME_AS) and f" {words[1]} " in usage
        body = kept(lang, *own.split(".")[1:-1]).partition("\n\n")[2]
        assert out == usage.rstrip("\n") + "\n\n" + body
    else:
        assert out == page
    assert "Usage: muster" in out or "Použití: muster" in out
    assert not any(m.split(".")[0] in ("typer", "click", "rich") for m in loaded)
    assert "muster.app" not in loaded


@pytest.mark.parametrize(("args", "env", "page"), [
    (("roll", "konfrontace", "--help"), {}, ("roll", "confrontation")),  # a Czech name
    (("roll", "confrontation", "--help"), {"COLUMNS": "60"}, ("roll", "confrontation")),
    # a house-rule folder (empty: the page is the bundled data's, but the door cannot know)
    (("roll", "confrontation", "--help"), {"MUSTER_DATA": "{empty folder}"},
     ("roll", "confrontation")),
    (("roll", "confrontation", "--json", "--help"), {}, None),  # the default test's help
    (("roll", "confrontation", "test", "--help", "--seed", "1"), {},
     ("roll", "confrontation", "test")),
    (("roll", "--lang", "cs", "--help"), {}, None),  # an option among the words
])
def test_a_line_the_door_is_not_sure_of_goes_to_the_app(args, env, page, tmp_path):
    env = {k: str(tmp_path) if v == "{empty folder}" else v for k, v in env.items()}
    out, loaded = run(*args, **env)
    assert "muster.app" in loaded
    if page is not None and env.get("COLUMNS") != "60":
        # the same text, but for the words typed (an alias) in the usage line
        assert out.split("\n", 1)[1] == kept("en", *page).split("\n", 1)[1]


@pytest.mark.parametrize("words", [["..", "..", "setup"], ["roll/../roll"], ["Roll"], ["2d6"],
                                   ["roll", ""], ["roll", "confrontation", "nothing"]])
def test_no_page_for_words_that_are_not_a_command_s(words, monkeypatch):
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.setattr(sys, "stdout", open(__file__))  # no terminal: the door would answer
    try:
        assert help_door.page([*words, "--help"]) is None
        assert help_door.page(["roll", "--help"]) == kept("en", "roll")
    finally:
        sys.stdout.close()
