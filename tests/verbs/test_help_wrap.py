"""A help screen breaks its lines at spaces only: an option name, an id, a
value or a file name wrapped at its hyphen ('--into-' / 'melee', 'lions-' /
'acheron.json') fails when copied, in the plain help on a pipe and in rich's on a terminal,
in both languages."""

from __future__ import annotations

import re

import pytest

from muster import help_door
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
    monkeypatch.setattr(help_door, "page", lambda argv: None)  # a terminal's: the app's
    out = muster("--lang", "cs", *path, "--help").out
    assert "─" in out  # rich's panels: the rich help was drawn
    assert not _broken(out)


# a Czech line reference cut from its number at a line's end ('(ř.' / '1564–1567)')
_CUT_REFERENCE = re.compile(r"(?<!\w)ř\.\s*$")


@pytest.mark.parametrize("rich", [False, True])
def test_a_czech_line_reference_is_never_cut_from_its_number(rich, muster, monkeypatch):
    """'ř. 39' is held whole by a no-break space (`muster.typography.LINE_MARK`), in the
    plain help and in rich's; 'wound void' broke it at 80 columns ('(ř.' / '39).')."""
    from muster import verbs

    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setattr(verbs, "_rich_help", lambda: rich)
    monkeypatch.setattr(help_door, "page", lambda argv: None)  # the app's, drawn either way
    for path in (["wound", "void", "attack"], ["wound", "void", "grab"],
                 ["wound", "void", "throw-opponent"]):
        out = muster("--lang", "cs", *path, "--help").out
        assert ("─" in out) == rich
        lines = [_ANSI.sub("", line).rstrip(" │╮╯") for line in out.splitlines()]
        assert not [line for line in lines if _CUT_REFERENCE.search(line)], path
        assert "ř.\u00a0" in out
