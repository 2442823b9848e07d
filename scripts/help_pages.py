#!/usr/bin/env python3
"""Render the help pages the help door prints on a pipe (`muster.help_door`).

    python scripts/help_pages.py          # write cli/muster/help/{en,cs}/*.txt
    python scripts/help_pages.py --check  # exit 1, naming them, if a kept page is stale

Every help muster has (the root's, each visible group's and command's, depth first) is
rendered through the Typer app as a pipe gets it, in English and in Czech, twice: with two
different homes, config folders and working directories (the second with a config file that
sets a language, no colour and a battle); and each help asked with a game's short name
(`muster roll conf --help`), kept as its usage lines and the name of the command's page.
A page the two renderings print alike is kept;
one that differs depends on the machine and is not kept (the door leaves its line to the
app). Run it after changing a
command's options or help, or a translation; the test suite fails while a page is stale.
"""

from __future__ import annotations

import io
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "cs")


def every_help() -> list[list[str]]:
    """The words of every help: [], ["roll"], ["roll", "confrontation"], ... (hidden commands,
    such as `roll expr`, left out)."""
    from muster.app import command_paths

    return command_paths()


def alias_paths(paths: list[list[str]]) -> list[tuple[list[str], list[str]]]:
    """(words typed, the command's own words) of every help asked with a game's short name
    (`muster roll conf --help`: ``roll confrontation``'s page)."""
    from muster.games import REGISTRY

    found = []
    for path in paths:
        if len(path) >= 2 and path[1] in REGISTRY:
            for alias in REGISTRY[path[1]].aliases:
                found.append(([path[0], alias, *path[2:]], path))
    return found


def _usage_and_rest(page: str) -> tuple[str, str]:
    usage, _, rest = page.partition("\n\n")
    return usage, rest


def render(words: list[str], lang: str) -> str | None:
    """The help of ``muster WORDS --help`` through the Typer app, as a pipe gets it; None when
    it is no help page (an error, an exit code other than 0)."""
    from muster import app, boundary

    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = boundary.run(["--lang", lang, *words, "--help"], app.run_line)
    finally:
        sys.stdout, sys.stderr = old
    return out.getvalue() if code == 0 and not err.getvalue() else None


def _set_home(home: Path, with_config: bool) -> None:
    for name in ("_MUSTER_COMPLETE", "MUSTER_LANG", "MUSTER_BATTLE", "MUSTER_DATA",
                 "MUSTER_COLOUR", "NO_COLOR"):
        os.environ.pop(name, None)
    from muster.help_door import WIDTH

    os.environ["COLUMNS"] = str(WIDTH)  # a pipe's width, whatever terminal this runs in
    os.environ["HOME"] = str(home)
    os.environ["XDG_CONFIG_HOME"] = str(home / "config")
    (home / "config" / "muster").mkdir(parents=True, exist_ok=True)
    if with_config:
        (home / "config" / "muster" / "config.toml").write_text(
            'lang = "cs"\ncolour = "never"\nbattle = "battle.json"\n', encoding="utf-8")
    os.chdir(home)


def pages() -> tuple[dict[tuple[str, str], str], list[str]]:
    """{(lang, file name): page} of every page rendered alike in both settings, and the names
    of those that were not (or were no page)."""
    sys.path.insert(0, str(ROOT / "cli"))
    from muster import help_door
    from muster.help_door import page_name

    saved = dict(os.environ), os.getcwd()
    kept: dict[tuple[str, str], str] = {}
    left: list[str] = []
    try:
        with tempfile.TemporaryDirectory() as one, tempfile.TemporaryDirectory() as two:
            renders = []
            for home, with_config in ((Path(one), False), (Path(two), True)):
                _set_home(home, with_config)
                paths = every_help()
                typed = [(p, p) for p in paths] + alias_paths(paths)
                renders.append({(lang, page_name(w), page_name(own)): render(w, lang)
                                for w, own in typed for lang in LANGS})
            first, second = renders
            for (lang, name, own), text in first.items():
                if text is None or second.get((lang, name, own)) != text:
                    left.append(f"{lang}/{name}")
                    continue
                usage, rest = _usage_and_rest(text)
                if name != own and rest == _usage_and_rest(first[(lang, own, own)] or "")[1]:
                    # the page of a short name: its own usage, then the command's page
                    text = f"{help_door.SAME_AS}{own}\n{usage}\n"
                kept[(lang, name)] = text
    finally:
        os.environ.clear()
        os.environ.update(saved[0])
        os.chdir(saved[1])
    return kept, left


def folder() -> Path:
    return ROOT / "cli" / "muster" / "help"


def stale(kept: dict[tuple[str, str], str]) -> list[str]:
    """The pages on disk that differ from ``kept``: changed, missing or left over."""
    on_disk = {(p.parent.name, p.name): p for p in folder().glob("*/*.txt")}
    found = []
    for key, text in kept.items():
        path = on_disk.get(key)
        if path is None or path.read_text(encoding="utf-8") != text:
            found.append(f"{key[0]}/{key[1]}")
    found += [f"{k[0]}/{k[1]}" for k in on_disk if k not in kept]
    return sorted(found)


def main() -> int:
    kept, left = pages()
    if "--check" in sys.argv[1:]:
        found = stale(kept)
        for name in found:
            print(f"stale help page: {name}")
        if found:
            print("run: python scripts/help_pages.py")
        return 1 if found else 0
    for path in folder().glob("*/*.txt"):
        if (path.parent.name, path.name) not in kept:
            path.unlink()
    for (lang, name), text in kept.items():
        path = folder() / lang / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
    print(f"{len(kept)} help pages kept in {folder().relative_to(ROOT)}"
          + (f"; not kept (they depend on the machine): {', '.join(left)}" if left else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
