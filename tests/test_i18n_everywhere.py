"""Czech everywhere: every documented example (README, docs/usage, every --help), run with
`--lang cs`, prints no English sentence.

English is recognised by words no Czech sentence uses (the, of, and, with, ...). Not checked:
what the user wrote (values typed on the command line, quoted names from their files, a
roster's list names), files and options as typed, commands to type, rule ids, the JSON a
script reads (English on purpose), and an HTML page's markup (its text is checked).
"""

from __future__ import annotations

import re
import shlex
import shutil

import pytest

import test_docs_examples as docs

scratch = docs.scratch  # the docs test's scratch copy of the bundled files

ENGLISH = re.compile(r"\b(the|of|and|with|is|are|from|into|each|per|none|not|chance|wins|"
                     r"rolls?|hits?|damage|wounds?|turn|cards?|deck|lands|scatters?|"
                     r"points|units?|left|right|first|draws?|player|side|at least|at most)\b",
                     re.I)
QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|`[^`]*`"  # a user's own names, quoted
                    r"|\S*[/\\]\S*|\S+\.(ya?ml|json|toml|svg|html|md)\b"  # files
                    r"|--[\w-]+(?:[ =][\w,.:=-]+)?"  # an option as typed
                    r"|\bmuster [^)\n]*"  # a command to type, inside a note
                    r"|\[[\w.-]+\]")  # a rule's id in a finding: [battlelore.order-of-battle]
DEFAULT = re.compile(r"\[výchozí: [^\]]*\]")  # a default value in --help, as typed


OWN = ("style", "h2", "td")  # markup; the list's name; a roster row (its units, as written)
ROW = re.compile(r"^\| *\d+ \|")  # a markdown roster's unit row


def _page_text(page: str) -> str:
    """An HTML page's text, a line per element (what OWN holds left out)."""
    from html.parser import HTMLParser

    class Text(HTMLParser):
        skip, out = 0, []

        def handle_starttag(self, tag, attrs):
            self.skip += tag in OWN

        def handle_endtag(self, tag):
            self.skip -= tag in OWN

        def handle_data(self, data):
            if not self.skip and data.strip():
                self.out.append(data.strip())

    parser = Text()
    parser.feed(page)
    return "\n".join(parser.out)


def _english(text: str, typed: list[str]) -> list[str]:
    if "<html" in text:
        text = _page_text(text)
    out = []
    for line in text.splitlines():
        bare = line
        for value in typed:  # what the user typed is echoed as typed
            bare = bare.replace(value, "")
        bare = DEFAULT.sub("", QUOTED.sub("", bare))
        if bare.strip().startswith(("muster ", "## ")) or ROW.match(bare):
            continue  # a command to type; a roster's list name and unit rows
        if ENGLISH.search(bare):
            out.append(line)
    return out


EXAMPLES = [p for p in list(docs._examples()) + list(docs._help_examples())
            if not re.search(r"--json|--format (json|github)|--svg|^muster schema\b|--lang en",
                             p.values[0])]


@pytest.mark.parametrize("command,comment", EXAMPLES)
def test_documented_example_speaks_czech(command, comment, scratch, muster, monkeypatch):
    monkeypatch.chdir(scratch)
    args = shlex.split(command)[1:]
    if ">" in args:
        args = args[:args.index(">")]
    if any(docs.FILE_ARG.search(a) and not (scratch / a.split("=", 1)[-1]).exists()
           and "new" not in args for a in args):
        pytest.skip("names a reader's own file")
    shutil.copytree(docs.ROOT / "examples" / "decks", scratch / "examples" / "decks",
                    dirs_exist_ok=True)
    created = [a for i, a in enumerate(args) if i and args[i - 1] == "--deck" and "new" in args
               and not (scratch / a).exists()]
    try:
        run = muster(*args, "--lang", "cs")
    finally:
        for name in created:
            (scratch / name).unlink(missing_ok=True)
            (scratch / f".{name}.lock").unlink(missing_ok=True)
    typed = sorted((a for a in args if not a.startswith("-") and len(a) > 3), key=len,
                   reverse=True)
    assert _english(run.out + run.err, typed) == []
