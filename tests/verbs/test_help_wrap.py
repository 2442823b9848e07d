"""A help screen breaks its lines at spaces only: an option name, an id, a
value or a file name wrapped at its hyphen ('--into-' / 'melee', 'lions-' /
'acheron.json') fails when copied, in the plain help on a pipe and in rich's on a terminal,
in both languages."""

from __future__ import annotations

import re

import pytest

from verbs.test_czech_help import _command_paths

# a line that ends inside a word at its hyphen ('--close-', 'elevated-', 'examples/bombard-')
_BROKEN = re.compile(r"[\w/.]-$")
_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def _broken(text: str) -> list[str]:
    lines = [_ANSI.sub("", line).rstrip(" │╮╯") for line in text.splitlines()]
    return [line.strip() for line in lines if _BROKEN.search(line)]


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_no_plain_help_line_breaks_a_word_at_its_hyphen(lang, muster, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    paths = _command_paths()
    assert len(paths) > 90
    bad = [(" ".join(path), line) for path in paths
           for line in _broken(muster("--lang", lang, *path, "--help").out)]
    assert not bad, bad


def test_the_plain_help_keeps_a_long_option_whole_where_it_once_broke(muster, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    words = muster("--lang", "cs", "roll", "conf", "--help").out.split()
    assert "--into-melee" in words and "--into-" not in words


@pytest.mark.parametrize("path", [["roll", "conf"], ["wound", "void"], ["siege-breach", "wm"],
                                  ["deploy-shuffle", "conf"], ["roll", "mk"]])
def test_no_rich_help_line_breaks_a_word_at_its_hyphen(path, muster, monkeypatch):
    from muster import verbs

    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setattr(verbs, "_rich_help", lambda: True)
    out = muster("--lang", "cs", *path, "--help").out
    assert "─" in out  # rich's panels: the rich help was drawn
    assert not _broken(out)
