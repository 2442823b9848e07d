"""The help door: ``muster [VERB [GAME [SUBCOMMAND]]] --help`` on a pipe, without the Typer
app.

A help read on a pipe is click's plain help at its fixed width (78 columns, no terminal to
measure), the same text on every run: `scripts/help_pages.py` renders each page through the
Typer app, in English and in Czech, and keeps it in ``muster/help/LANG/muster.WORDS.txt``
(``muster.roll.confrontation.txt``). This door prints the kept page instead of importing
Typer and click and building the command (about half the run). It answers only where the
app would print that very page: the words typed are the commands' own names or a game's
short name (`roll conf`: its usage lines are kept, then ``roll confrontation``'s page; a
Czech name or anything else goes to the app, which reads it), the help option comes last,
the output is no terminal, no COLUMNS narrower than the page is set, no house-rule data
folder is in use (a help may give a number from the data) and no shell completion is asked
for. Every other line goes on to the app. tests/test_help_door.py renders every
page through the app again and compares, so a kept page is never one the app would no
longer print.
"""

from __future__ import annotations

import os
import re
import sys

from muster.engine.data import user_folder
from muster.language import lang
from muster.quick_games import COMPLETE, HELP, after_lang

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "help")
# the first line of a page asked with a game's short name: the command's page follows,
# under this page's own usage lines
SAME_AS = "@"
WIDTH = 80  # click's widest help: a COLUMNS at least this wide prints the same page
_WORD = re.compile(r"[a-z][a-z0-9-]*\Z")  # a command's name as muster spells them


def page_name(words: list[str]) -> str:
    """The file of the page of ``muster WORDS --help``: ``muster.roll.confrontation.txt``."""
    return ".".join(["muster", *words]) + ".txt"


def page(argv: list[str]) -> str | None:
    """The kept page the app would print for ``argv``, or None (the app's line)."""
    words = after_lang(argv)
    if not words or words[-1] not in HELP or COMPLETE in os.environ:
        return None
    words = words[:-1]
    if not all(_WORD.match(w) for w in words) or not _plain_width() or user_folder():
        return None
    isatty = getattr(sys.stdout, "isatty", None)
    if isatty is None or isatty():
        return None
    text = _read(page_name(words))
    if text is None or not text.startswith(SAME_AS):
        return text
    own, _, usage = text[len(SAME_AS):].partition("\n")
    command_page = _read(own)
    if command_page is None:
        return None
    return usage.rstrip("\n") + "\n\n" + command_page.partition("\n\n")[2]


def _read(name: str) -> str | None:
    """The kept page ``name`` in the run's language; None when there is none (the app's)."""
    try:
        with open(os.path.join(FOLDER, lang(), name), encoding="utf-8") as f:
            return f.read()
    except OSError:
        return None


def _plain_width() -> bool:
    """COLUMNS, where set, gives click the width the pages were rendered at."""
    columns = os.environ.get("COLUMNS")
    if columns is None:
        return True
    return columns.isascii() and columns.isdigit() and int(columns) >= WIDTH
