"""Every `muster ...` example in the README, docs/usage/ and every --help runs as written, once
in English and once in Czech, and prints what its comment says.

An example is run once however many places show it (the same command in the README, a usage
page and a --help is one test). Examples run in-process in a scratch copy of the bundled armies
and fortresses (so examples that update a fortress or deck file leave the repository alone).

- Exit code: an example whose comment says it is refused (or exits 2) must exit 2 with one line
  on stderr; any other must exit 0, or 1 for list-validate on illegal lists. Examples naming a
  file that is not bundled (a reader's own `my-army.yaml`) are skipped.
- Stated results: an exit code a comment states ("(exit 1)") is the exit code; the fractions
  and percentages a comment states ("exact chance: 1/3") are in the output (as the fraction or
  its percentage); for an example with its dice given, its seed
  or a file to check, every number and outcome word the comment states is too ("score 15,
  critical wound, -3"). Where a comment explains how a result comes about rather than stating
  it, STATED says what to look for instead.
- Markup: output that echoes what the user wrote (names from their files, their sides,
  fighters and cards) is printed as on a terminal, through rich, where a stray '[' in a name
  would be read as markup; the rest piped.
- Czech: run again with `--lang cs` (not for JSON, CSV, GitHub annotations, drawings,
  schemas or `muster names`, which shows both languages), it exits the same and prints no
  English sentence. English is recognised by words no Czech sentence uses (the, of, and,
  with, ...). Not checked: what the user wrote (values typed on the command line, quoted
  names from their files, a roster's list names), files and options as typed, commands to
  type, rule ids, and an HTML page's markup (its text is checked).
"""

from __future__ import annotations

import re
import shlex
import shutil
from html.parser import HTMLParser
from pathlib import Path

import click
import pytest
import typer

from helpers import as_terminal, uncoloured
from muster.app import app

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs" / "usage").glob("*.md"))]
FILE_ARG = re.compile(r"\.(ya?ml|json|toml)$")
COMMENT = re.compile(r"\s#\s?(.*)$")


def _examples():
    """(command, comment) of every example line in the README's and docs/usage's shell blocks
    (scripts/snapshot_examples.py reads them too)."""
    for doc in DOCS:
        in_block = False
        pending, start = "", 0
        for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("```"):
                in_block = line.strip() in ("```sh", "```bash", "```console")
                continue
            text = line.strip()
            if not in_block or not (pending or text.startswith("muster ")):
                continue
            if not pending:
                start = number
            if text.endswith("\\"):
                pending += text[:-1] + " "
                continue
            text, pending = pending + text, ""
            comment = COMMENT.search(text)
            command = text[:comment.start()] if comment else text
            yield pytest.param(command.strip(), comment.group(1) if comment else "",
                               id=f"{doc.relative_to(ROOT)}:{start}")


def _help_examples():
    """The `  muster ...` example lines of every command's --help."""
    root = typer.main.get_command(app)
    ctx = click.Context(root, info_name="muster")
    commands = []
    for verb in root.list_commands(ctx):
        cmd = root.get_command(ctx, verb)
        commands.append((verb, cmd))
        groups = [(verb, cmd, ctx)]
        while groups:  # nested groups too (``deploy-shuffle conf draw``)
            path, group, parent = groups.pop(0)
            if not isinstance(group, click.Group):
                continue
            sub_ctx = click.Context(group, info_name=path.split()[-1], parent=parent)
            for name in group.list_commands(sub_ctx):
                sub = group.get_command(sub_ctx, name)
                commands.append((f"{path} {name}", sub))
                groups.append((f"{path} {name}", sub, sub_ctx))
    for path, cmd in commands:
        for line in (cmd.help or "").splitlines():
            text = line.strip()
            if text.startswith("muster ") and "--help" not in text:
                command, _, note = text.partition("  (")  # a note after the example
                yield pytest.param(command.strip(), note,
                                   id=f"help of muster {path}: {command[7:40]}")


def _unique():
    """Each command once (spacing aside), with every comment any of its places gives it."""
    seen: dict[str, tuple[str, list[str], str]] = {}
    for param in [*_examples(), *_help_examples()]:
        command, comment = param.values
        key = shlex.join(shlex.split(command))
        entry = seen.setdefault(key, (command, [], param.id))
        if comment and comment not in entry[1]:
            entry[1].append(comment)
    return [pytest.param(command, tuple(comments), id=ident,
                         marks=[pytest.mark.slow] if command in SLOW else [])
            for command, comments, ident in seen.values()]


# examples that take seconds and state no result beyond running: run where the slow tests
# run (CI); the lighter twin named runs by default (the same output's shape)
SLOW = {"muster roll 3d6 --times 1000000": "muster roll 3d6 --times 1000"}


EXAMPLES = _unique()


# ---------------------------------------------------------------- stated results

# Comments that explain how a result comes about (a sum, a rulebook reference, a file name)
# rather than state it: what the output shows instead. Keyed by the command as written.
STATED = {
    "muster wound wm --attacks 6 --to-hit 4 --armour 5 --odds --vs '--to-hit 3' --vs "
    "'--armour 4'": ["91.22 %", "97.06 %", "82.20 %", "--to-hit 3: mean 2.67 (+0.67)",
                     "--armour 4: mean 1.5 (-0.5)"],
    "muster wound wm --attacks 6 --to-hit 4 --armour 5 --odds --per-points 120 --vs "
    "'--to-hit 3 --per-points 150'": ["base: mean 2  sd", "per 100 points 1.67",
                                      "mean 2.67 (+0.67)",
                                      "per 100 points 1.78 (+0.11) (at 150 points)"],
    "muster wound wm --attacks 6 --to-hit 4 --armour 5 --odds --per-points 120":
        ["mean per 100 points (at 120 points): 1.67"],
    "muster roll conf -v 4 -D 6 -D 8 -D 10 --odds": ["83.33 %", "50.00 %", "16.67 %"],
    "muster roll mageknight --attack 9 --defense 15 --defense 16 --dice 2,4":
        ["defense 15: HIT", "defense 16: MISS"],
    "muster roll mk --attack 9 --defense 15 --defense 16 --dice 2,4":
        ["defense 15: HIT", "defense 16: MISS"],
    "muster roll conf -v 5 -D 8 --over --dice 5": ["SUCCESS: 10 > 8"],
    "muster roll conf -v 0 -D 8 --ability Otrlý --dice 5,3": ["die 5! + 3 = 8", "Hardened"],
    "muster roll conf -v 4 -D 5 --ability sharp-shooter --dice 1": ["die 1 = 1", "SUCCESS: 5"],
    "muster roll conf --feat high-jump --mov 10 --res 3 --over-models large --smaller --dice 4":
        ["= 8, needs > 7", "SUCCESS"],
    "muster wound conf --str 10 --res 8 --current serious --possessed --dice 1,2":
        ["serious wound and stunned", "die penalty -2", "Possessed"],
    "muster deploy-shuffle conf new --deck game.json --army "
    "lions=armies/confrontation/legal-lions-300.yaml --dis acheron=3 --card "
    "acheron=Zombies,Wolfen --seed 4": ["+ 4 = 14 - lions wins"],
    "muster list-validate armies/mageknight/legal-mixed-200-czech-names.yaml --rule "
    "shared-requirement=kind": ["same kind, minimum attack value (10 and 9); under the "
                                "stricter reading (--rule shared-requirement=kind)",
                                "ILLEGAL (1 error)"],
    "muster list-validate armies/ --strict": [],  # the exit code (1) is what it states
    "muster deploy-shuffle conf new --times 1000 --dis lions=4 --dis acheron=3 --seed 1":
        ["1,000 rolls"],
    "muster deploy-shuffle bl new --deck deck.json --scenario agincourt --size 24 --seed 3":
        ["24", "english 6, french 4", "deck: 14 face down"],
    "muster wound mk -a 9 -m 2 -D 15 -D 16 --split 1,1 --dice 3,4":
        ["+ 9 = 16", "defense 15: HIT", "defense 16: HIT", "takes 1 damage"],
    "muster wound mk -a 10 -D 15 --capture --dice 4,4": ["attack 10 -3 = 7", "+ 7 = 15",
                                                         "HIT (15 >= 15)", "captured: no damage"],
    "muster wound mk -a 10 -D 15 --eliminate-captive --dice 4,4":
        ["attack 10 -3 = 7", "HIT (15 >= 15)", "ELIMINATED"],
    "muster roll mk --attack 8 --defense 17 --formation-attack 2 --dice 3,4":
        ["+ 12 = 19", "HIT (19 >= 17)"],
    "muster siege-breach mk -a 0 -D 30 --structure 2 --damage 1 --dice 6,6 --json":
        ['"critical_hit": true', '"hit": true', '"damage": 2'],
    "muster roll wm game-length --seed 3": ["D6 2 -> D3 1", "6 turns (5 + 1)"],
    "muster roll wm gerroff --dice 1,2,3,4,6": ["5D6: 1 2 3 4 6", "16 cm"],
    "muster roll wm rage --count 3 --dice 4,4": ["4 came up twice: no bonus", "8 hits"],
    "muster wound wm --attacks 10000 --to-hit 4 --armour 5 --odds": ["mean 3333.33  sd"],
    "muster deploy-shuffle bl show --deck examples/decks/agincourt.json --odds 12 --within 3":
        ["1 of the 24 cards", "(1/8)"],
    "muster deploy-shuffle bl show --deck examples/decks/agincourt.json --odds 12 --within 3 "
    "--side english": ["1 of the 18 cards", "(1/6)"],
}

FRACTION = re.compile(r"(?<![\w.(^/])(\d+/\d+)(?![\w.^/)]|\)\^)")
PERCENT = re.compile(r"(?<![\d.,])(\d+)(?:[.,](\d+))? ?%")
NUMBER = re.compile(r"(?<![\w.,/-])-?\d+(?![\w.,/])")
# the outcome words a comment may state; the output must show the word (or its stem)
OUTCOME = re.compile(r"\b(success|failure|fails?|passes|cast|dispel\w*|hits?|miss\w*|"
                     r"breach\w*|collapses?|destroyed|critical wound|serious|light|lost|"
                     r"escapes|holds|flees|legal|illegal|VÍTĚZ|ÚSPĚCH|ZÁSAH|VYŘAZEN|NEPROVEDE)\b",
                     re.I)
# what the output's numbers are read from: dice given, a seed, a file, or no dice at all
FIXED = re.compile(r"--dice|--seed|--faces|^muster (--lang cs )?list-validate")


def _fraction_shown(fraction: str, text: str) -> bool:
    """a/b as written, or its percentage with two decimals (83.33 % for 5/6)."""
    if re.search(rf"(?<![\d/]){re.escape(fraction)}(?![\d/])", text):
        return True
    top, bottom = map(int, fraction.split("/"))
    percent = f"{100 * top / bottom:.2f}"
    return any(p in text for p in (percent, percent.replace(".", ",")))


def _percent_shown(whole: str, decimals: str, text: str) -> bool:
    """61 % is shown as 61 % or 61.44 %; 58,33 % (Czech) as written."""
    tail = rf"[.,]{decimals}" if decimals else r"(?:[.,]\d+)?"
    return re.search(rf"(?<![\d.,]){whole}{tail} ?%", text) is not None


# a worked sum in a comment: numbers joined by + - x, each maybe after one word ("STR 10")
# or before a note in brackets ("+1 (gate)"), dice side by side added ("4 4 + 10"), then
# "= RESULT"
_TERM = r"(?:[A-Za-z]+ )?\d+(?:\.\d+)?(?: \d+)*(?: \([^)]*\))?"
SUM = re.compile(rf"(?<![\w./])({_TERM}(?: ?[-+x×] ?{_TERM})+) = (-?\d+(?:\.\d+)?)(?![\w./])")


def _worked_sums(comment: str, text: str) -> list[str]:
    """Each worked sum of a comment whose arithmetic is wrong, or whose result the output
    does not show as a result (after "=", "->" or "→", or before the sum in brackets: "6
    points (4 + 2)"): numbers that all appear elsewhere in the output are not enough."""
    from fractions import Fraction

    missing = []
    for found in SUM.finditer(comment):
        terms, result = found.group(1), found.group(2)
        bare = re.sub(r"\([^)]*\)|\b[A-Za-z]{2,} ", "", terms)  # "x" multiplies
        numbers = re.findall(r"[-+x×]|\d+(?:\.\d+)?", bare)
        total, op = Fraction(numbers[0]), "+"
        for token in numbers[1:]:
            if token in "-+x×":
                op = token
                continue
            value = Fraction(token)
            total = total + value if op == "+" else total - value if op == "-" else total * value
            op = "+"  # dice side by side add up
        shown = re.search(rf"(?:=|->|→) ?{re.escape(result)}(?!\d|[.,]\d)", text) or re.search(
            rf"(?<![\d.,]){re.escape(result)}\D{{0,20}}\( ?{re.escape(bare.strip())} ?\)", text)
        if total != Fraction(result) or not shown:
            missing.append(found.group(0))
    return missing


def stated_misses(command: str, comments: tuple[str, ...], text: str) -> list[str]:
    """What the example's comments state and its output does not show."""
    text = uncoloured(text).replace("\u00a0", " ")
    if command in STATED:
        return [needle for needle in STATED[command] if needle not in text]
    missing = []
    for comment in comments:
        # of a worked sum ("3/24 = 1/8"), the result is what is stated
        stated = comment.rsplit("=", 1)[-1] if FRACTION.search(comment.rsplit("=", 1)[-1]) \
            else comment
        missing += [f for f in FRACTION.findall(stated) if not _fraction_shown(f, text)]
        missing += [f"{w}%" for w, d in PERCENT.findall(comment)
                    if not _percent_shown(w, d, text)]
        if FIXED.search(command):
            numbers = set(re.findall(r"-?\d+", text))
            missing += [n for n in NUMBER.findall(FRACTION.sub("", comment)) if n not in numbers]
            missing += [w for w in OUTCOME.findall(comment) if w[:4].lower() not in text.lower()]
            missing += _worked_sums(comment, text)
    return missing


def test_a_worked_sum_must_be_the_outputs_own():
    """A comment's sum is checked against the output, not number by number: battle.md's
    failed cast shows every number of a wrong sum somewhere ("revision 3")."""
    command = "muster roll wm cast --value 5 --wizard Wizard --dice 5 --battle magic.json"
    out = ("Casting roll (hod na seslání): needs 5+ on a D6\n"
           "  attempt: 5 - 1 = 4  FAILED (4 < 5)\n"
           "  spellbound (začarovaný): -1 on every attempt\n"
           "Spell FAILED\n  logged as revision 3 (round 1, command phase)\n")
    assert stated_misses(command, ("fails: 5 - 1 = 4 against 5+",), out) == []
    for wrong in ("fails: 4 - 1 = 3 against 5+", "fails: 5 - 1 = 3 against 5+",
                  "fails: 5 - 2 = 3 against 5+"):
        assert wrong[7:16] in stated_misses(command, (wrong,), out), wrong
    # dice side by side add up; "x" multiplies; a result before its sum in brackets
    assert stated_misses("muster roll mk --dice 4,4", ("4 4 + 10 = 18: HIT",),
                         "Attack roll: 4 4 + 10 = 18: HIT") == []
    assert stated_misses("muster x --dice 1", ("within 2 x 4 = 8: stays",),
                         "placed within 2 x 4 = 8 in") == []
    assert stated_misses("muster x --dice 4", ("4 + 2 = 6 points",),
                         "Mutagenic: 4: 6 points (4 + 2) to share") == []


# ---------------------------------------------------------------- Czech

ENGLISH = re.compile(r"\b(the|of|and|with|is|are|from|into|each|per|none|not|chance|wins|"
                     r"rolls?|hits?|damage|wounds?|turn|cards?|deck|lands|scatters?|"
                     r"points|units?|left|right|first|draws?|player|side|at least|at most)\b"
                     r"|\[default: |\[required\]|\[OPTIONS\]",  # click's help, untranslated
                     re.I)
QUOTED = re.compile(r"'[^']*'|„[^“]*“|\"[^\"]*\"|`[^`]*`"  # a user's own names, quoted
                    r"|\S*[/\\]\S*|\S+\.(ya?ml|json|toml|svg|html|md)\b"  # files
                    r"|--[\w-]+(?:[ =][\w,.:=-]+)?"  # an option as typed
                    r"|\bmuster [^)\n]*"  # a command to type, inside a note
                    r"|\[[\w.-]+\]")  # a rule's id in a finding: [battlelore.order-of-battle]
DEFAULT = re.compile(r"\[výchozí:\s[^\]]*\]")  # a default value in --help, as typed
WRAPPED_OPTION = re.compile(r"(--[\w-]*-)\n\s+")  # help wraps --to-hit as "--to-" / "hit"
WRAPPED_DEFAULT = re.compile(r"\[výchozí:\s*\n\s+")  # "[výchozí:" / "none]" on two lines
NOT_IN_CZECH = re.compile(
    r"--json|--format (json|github|csv)|--svg|^muster (schema|names)\b|--lang en")
# the heaviest examples (seconds each) are not run again in Czech: the lighter example named
# prints the same sentences, and is run in Czech
CZECH_SHOWN_BY = {
    "muster roll 3d6 --times 1000000": "muster roll 3d6 --times 1000",
    "muster roll 3d6 --times 1000000 --seed 1": "muster roll 3d6 --times 1000",
    "muster roll '10000d6>=4' --odds": "muster roll 2d6 --odds",
    "muster roll bl 10000 -t blue -w long-sword --odds": "muster roll bl 3 --odds",
    "muster wound wm --attacks 10000 --to-hit 4 --armour 5 --odds":
        "muster wound wm --attacks 4 --fortified --odds",
}
# markup; the list's name (a roster's h2, a card's cite); a roster row (its units, as written)
OWN = ("style", "h2", "td", "cite")
ROW = re.compile(r"^\| *\d+ \|")  # a markdown roster's unit row


class _PageText(HTMLParser):
    """An HTML page's text, a line per element (what OWN holds left out)."""

    def __init__(self) -> None:
        super().__init__()
        self.skip, self.out = 0, []

    def handle_starttag(self, tag, attrs):
        self.skip += tag in OWN

    def handle_endtag(self, tag):
        self.skip -= tag in OWN

    def handle_data(self, data):
        if not self.skip and data.strip():
            self.out.append(data.strip())


def english_lines(text: str, typed: list[str]) -> list[str]:
    """The lines of Czech output that still hold an English sentence."""
    if "<html" in text:
        page = _PageText()
        page.feed(text)
        text = "\n".join(page.out)
    text = WRAPPED_OPTION.sub(r"\1", text)
    text = WRAPPED_DEFAULT.sub("[výchozí: ", text)
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


# ---------------------------------------------------------------- the test


def test_the_lighter_twins_are_documented_examples():
    commands = {param.values[0] for param in EXAMPLES}
    assert set(CZECH_SHOWN_BY) <= commands
    assert set(CZECH_SHOWN_BY.values()) <= commands
    assert set(SLOW) <= commands and set(SLOW.values()) <= commands


@pytest.fixture(scope="module")
def scratch(tmp_path_factory):
    where = tmp_path_factory.mktemp("docs")
    for folder in ("armies", "examples"):
        if (ROOT / folder).exists():
            shutil.copytree(ROOT / folder, where / folder)
    return where


def _args(command: str) -> list[str]:
    args = shlex.split(command)[1:]
    return args[:args.index(">")] if ">" in args else args


def _echoes_user_text(args: list[str]) -> bool:
    """Names from the user's files or the user's own words (sides, fighters, cards) shown."""
    return bool({"list-validate", "deploy-shuffle", "--fortress"} & set(args))


_SHIPPED_DECKS: dict[str, bytes] = {}
_DECKS_AS_SHIPPED: dict[Path, tuple[int, int, int]] = {}  # (inode, mtime, size)


def _decks_as_shipped(scratch: Path) -> None:
    """The scratch copy's bundled decks put back as shipped, each one only if a run changed
    it (a deck is rewritten by rename: its inode, time or size differ)."""
    if not _SHIPPED_DECKS:
        _SHIPPED_DECKS.update((p.name, p.read_bytes())
                              for p in (ROOT / "examples" / "decks").iterdir() if p.is_file())
    decks = scratch / "examples" / "decks"
    decks.mkdir(parents=True, exist_ok=True)
    for name, data in _SHIPPED_DECKS.items():
        path = decks / name
        try:
            st = path.stat()
            if _DECKS_AS_SHIPPED.get(path) == (st.st_ino, st.st_mtime_ns, st.st_size):
                continue
        except FileNotFoundError:
            pass
        path.write_bytes(data)
        st = path.stat()
        _DECKS_AS_SHIPPED[path] = (st.st_ino, st.st_mtime_ns, st.st_size)


def _run(muster, args: list[str], scratch: Path):
    """One run from the bundled decks as shipped; a deck file the example creates
    (`deploy-shuffle GAME new --deck NEW.json`) is removed after it."""
    _decks_as_shipped(scratch)
    created = [a for i, a in enumerate(args) if i and args[i - 1] == "--deck" and "new" in args
               and not (scratch / a).exists()]
    try:
        return muster(*args)
    finally:
        for name in created:
            (scratch / name).unlink(missing_ok=True)
            (scratch / name).with_name(f".{Path(name).name}.lock").unlink(missing_ok=True)


@pytest.mark.parametrize("command,comments", EXAMPLES)
def test_documented_example(command, comments, scratch, muster, monkeypatch):
    monkeypatch.chdir(scratch)
    args = _args(command)
    new_decks = [a for i, a in enumerate(args) if i and args[i - 1] == "--deck" and "new" in args]
    missing = [a for a in args if FILE_ARG.search(a) and a not in new_decks
               and not Path(a).exists() and not Path(a.split("=", 1)[-1]).exists()]
    if missing:
        pytest.skip(f"names a reader's own file: {missing[0]}")

    with monkeypatch.context() as terminal:
        if _echoes_user_text(args):
            as_terminal(terminal)
        run = _run(muster, args, scratch)
    if any(re.search(r"refus|exit 2", c, re.I) for c in comments):
        assert run.code == 2, run.out + run.err
        assert len(run.err.strip().splitlines()) == 1
    else:
        allowed = (0, 1) if args[0] == "list-validate" else (0,)
        assert run.code in allowed, run.err
        assert "Traceback" not in run.err
    for comment in comments:  # "(exit 1)"
        if stated_code := re.search(r"\bexit (\d)\b", comment):
            assert run.code == int(stated_code.group(1)), (comment, run.err)
    missed = stated_misses(command, comments, run.out + run.err)
    assert missed == [], f"stated {comments}, not shown {missed}:\n{run.out}{run.err}"

    if NOT_IN_CZECH.search(command) or command in CZECH_SHOWN_BY:
        return
    if "--lang" not in args:  # an example in Czech already was checked as it ran
        czech = _run(muster, [*args, "--lang", "cs"], scratch)
        assert czech.code == run.code, czech.err
    else:
        czech = run
    typed = sorted((a for a in args if not a.startswith("-") and len(a) > 3), key=len,
                   reverse=True)
    assert english_lines(czech.out + czech.err, typed) == []
