"""docs/usage/battle.md's evenings (and the README's few lines), typed one line after the
other as a player would: each prints what its comment says, in English, and again (from a
fresh file) in Czech with no English sentence left."""

from __future__ import annotations

import re
import shlex
import shutil
from pathlib import Path

import pytest

from helpers import assert_one_line_error, battle_walkthroughs, uncoloured
from test_docs_examples import english_lines, stated_misses

ROOT = Path(__file__).resolve().parents[2]


EVENINGS = battle_walkthroughs()


def _stated_parts(comment: str) -> list[str]:
    """The output a comment quotes: each part after "; " or ": " that reads as output (a
    numbered line, "1. INI 7, Wolfen: Stalker", too)."""
    parts = []
    for part in re.split(r"; ", comment):
        part = part.split(": ", 1)[-1] if part.startswith(("score", "--res")) else part
        if "->" in part or re.match(r"[A-Z][\w-]*( \(\w+\))?: |\d+\. ", part) \
                or part.startswith(("now ", "round ")):
            parts.append(part.removeprefix("now "))
    return parts


def _refusal(comment: str) -> list[str]:
    """What a "refused: ..." comment quotes of the error: its quoted names, and the words
    between them, each as the error prints it."""
    stated = comment.partition("refused:")[2]
    parts = re.split(r"('[^']+')", stated)
    return [p.strip() for p in parts if len(p.strip()) > 2]


@pytest.mark.parametrize("title", list(EVENINGS))
def test_the_evening_runs_as_the_page_says(title, muster, tmp_path, monkeypatch):
    for folder in ("examples", "armies"):
        shutil.copytree(ROOT / folder, tmp_path / folder)
    monkeypatch.chdir(tmp_path)
    for command, comment in EVENINGS[title]:
        run = muster(*shlex.split(command)[1:])
        if "refused" in comment:
            assert_one_line_error(run)
            for said in _refusal(comment):
                assert said in run.err, (command, said, run.err)
            continue
        assert run.code == 0, (command, run.err)
        text = uncoloured(run.out)
        assert stated_misses(command, (comment,), text) == [], (command, comment, text)
        for part in _stated_parts(comment):
            assert part in text, (command, part, text)


def _own_names(folder: Path) -> list[str]:
    """The sides' and units' names of the battles in ``folder``: the user's own words (an
    army file's English names stay English)."""
    import json

    names = []
    for path in folder.glob("*.json"):
        data = json.loads(path.read_text("utf-8"))
        if data.get("muster") != "battle":  # a deck file beside the battle
            continue
        for side in data["state"]["sides"]:
            names += [side["name"], *(u["name"] for u in side["units"])]
    return names


@pytest.mark.parametrize("title", list(EVENINGS))
def test_the_evening_in_czech_has_no_english_left(title, muster, tmp_path, monkeypatch):
    for folder in ("examples", "armies"):
        shutil.copytree(ROOT / folder, tmp_path / folder)
    monkeypatch.chdir(tmp_path)
    for command, comment in EVENINGS[title]:
        args = shlex.split(command)[1:]
        run = muster(*args, "--lang", "cs")
        assert run.code == (2 if "refused" in comment else 0), (command, run.err)
        typed = sorted([*(a for a in args if not a.startswith("-") and len(a) > 3),
                        *_own_names(tmp_path)], key=len, reverse=True)
        assert english_lines(run.out + run.err, typed) == [], command
