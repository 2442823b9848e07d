"""The test suite's layout: files named by subject, as the package is, never by the review,
issue or round that brought them (a reader looks for a subject, not for history)."""

from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
from functools import cache
from pathlib import Path

import pytest

from helpers import parsed, script, source, walked

TESTS = Path(__file__).resolve().parent
PACKAGE = TESTS.parent / "cli" / "muster"
HISTORY = re.compile(r"review|issue|audit|leftover|defect|round|czrev|verify\d|fix\d"
                     r"|[_-]\d{2}[a-z]?\b")


def test_no_test_file_is_named_by_its_history():
    named = [p.relative_to(TESTS).as_posix() for p in TESTS.rglob("test_*.py")
             if HISTORY.search(p.stem)]
    assert named == [], "name these test files by what they test"


def test_no_golden_file_is_named_by_its_history():
    """The golden outputs are named by the commands they hold (verb and game), as tests are."""
    named = [p.name for p in (TESTS / "golden").rglob("*.txt") if HISTORY.search(p.stem)]
    assert named == [], "name these golden files by the commands they hold"


def test_the_guard_catches_a_history_name():
    assert HISTORY.search("test_czech_review23_b") and HISTORY.search("test_issue13_audit")
    assert HISTORY.search("review22-errors") and HISTORY.search("test_organiser_defects")
    assert not HISTORY.search("test_declension") and not HISTORY.search("test_i18n_shared")


# The rule modules whose tests are in no tests/games/<game>/test_<module>.py, each with the
# reason (none today): the guard below holds the list to the modules it names.
UNMIRRORED: dict[str, str] = {}


def _registers_a_rule(path: Path) -> bool:
    """Whether the module registers a rule: a function or class decorated ``@rule(...)``."""
    return any(isinstance(d, ast.Call) and (getattr(d.func, "id", None) == "rule"
                                            or getattr(d.func, "attr", None) == "rule")
               for node in walked(source(path))
               if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
               for d in node.decorator_list)


def rule_modules(games: Path) -> list[str]:
    """Every module under ``games/<game>/`` that registers a rule, as ``<game>/<path>``."""
    return [p.relative_to(games).as_posix() for p in sorted(games.glob("*/**/*.py"))
            if _registers_a_rule(p)]


def untested(games: Path, tests: Path) -> list[str]:
    """The rule modules with no ``tests/<game>/test_<module>.py``."""
    return [m for m in rule_modules(games)
            if not (tests / m.split("/")[0] / f"test_{Path(m).stem}.py").is_file()]


def test_every_rule_module_has_its_test_file():
    """The tests mirror the package: a rule in games/<game>/<module>.py is tested in
    tests/games/<game>/test_<module>.py, and a listed exception is still one."""
    assert len(rule_modules(PACKAGE / "games")) >= 40  # the scan reads the real rules
    assert untested(PACKAGE / "games", TESTS / "games") == sorted(UNMIRRORED), \
        "test each rule in tests/games/<game>/test_<module>.py (or drop it from UNMIRRORED)"


def test_the_mirror_guard_finds_an_untested_rule(tmp_path):
    games, tests = tmp_path / "games", tmp_path / "tests"
    (games / "g" / "views").mkdir(parents=True)
    (tests / "g").mkdir(parents=True)
    (games / "g" / "roll.py").write_text("@rule(Spec, key=k)\ndef roll(src, spec): ...\n")
    (games / "g" / "tables.py").write_text("def rules(): ...\n")
    (games / "g" / "views" / "roll.py").write_text("@engine.rule(Spec)\nclass View: ...\n")
    assert untested(games, tests) == ["g/roll.py", "g/views/roll.py"]
    (tests / "g" / "test_roll.py").write_text("")
    assert untested(games, tests) == []


# a review round, an audit finding or an issue named in a comment or a docstring: the reason
# belongs in the text, the history in the commit log
HISTORY_TAG = re.compile(r"(?i)\b(?:cz)?(?:review|rev|verify|audit)\s?\d|\bczrev|\bczverify"
                         r"|\bczreview|\bissues?\s#?\d|\breview\s(?:#|remarks?\s\d|T\d)"
                         r"|\baudit\s[A-Z]\d")


def docstrings(text: str) -> list[tuple[int, str]]:
    """Each line of a module's, class's or function's docstring, with its line number."""
    found = []
    for node, _inside in _code_stats().statements(parsed(text)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            doc = ast.get_docstring(node, clean=False)
            if doc is not None:
                first = node.body[0].lineno
                found += [(first + i, line) for i, line in enumerate(doc.splitlines())]
    return found


def tokens_tagged(text: str, kind: int) -> list[tuple[int, str]]:
    """Each token of ``kind`` (a comment, a string) in a module's source that names its
    history, with its line number. The source is tokenized only if `HISTORY_TAG` finds
    something in its text: a token is a slice of the text, and a tag in one begins inside
    it (a comment begins with '#', a string with a quote or a prefix such as ``rb`` and its
    quote, and every form of the tag begins a word and looks at nothing past its own
    characters), so the text around the tag is the token's and the tag is found there too."""
    if not HISTORY_TAG.search(text):
        return []
    return [(tok.start[0], tok.string) for tok in
            tokenize.generate_tokens(io.StringIO(text).readline)
            if tok.type == kind and HISTORY_TAG.search(tok.string)]


def history_tagged(path: Path) -> list[tuple[int, str]]:
    """Each comment and each line of a docstring of a module that names its history, with its
    line number (a docstring's text is its value: the tag may be in it only)."""
    text = source(path)
    return tokens_tagged(text, tokenize.COMMENT) + [
        (line, said) for line, said in docstrings(text) if HISTORY_TAG.search(said)]


@pytest.mark.parametrize("root", [PACKAGE, TESTS], ids=["cli-muster", "tests"])
def test_no_comment_or_docstring_names_its_history(root):
    """A comment says why (the rule, the seed line, the RULINGS entry), never which review
    round, audit or issue asked for it."""
    tagged = [f"{path.relative_to(root.parent).as_posix()}:{line}: {text.strip()}"
              for path in sorted(root.rglob("*.py")) for line, text in history_tagged(path)]
    assert tagged == [], "say why, not which review, audit or issue: " + "\n".join(tagged)


def test_no_test_message_names_its_history():
    """A test's strings (what a failing assertion says) give the reason too: the rulebook's
    term and line, not the review round that asked for it (this file's own examples aside)."""
    tagged = [f"{path.relative_to(TESTS.parent).as_posix()}:{line}: {string[:80]}"
              for path in sorted(TESTS.rglob("*.py")) if path.name != "test_layout.py"
              for line, string in tokens_tagged(source(path), tokenize.STRING)]
    assert tagged == [], "say why, not which review: " + "\n".join(tagged)


def test_the_history_guards_read_comments_docstrings_and_strings(tmp_path):
    """Planted: a tag in a comment, in a string, and in a docstring whose source holds
    none (its two parts joined)."""
    planted = tmp_path / "planted.py"
    planted.write_text('def f():\n    """Asked by a re""" """view 21."""\n'
                       '    return "see audit7 F1"  # (issue 17)\n', encoding="utf-8")
    assert history_tagged(planted) == [(3, "# (issue 17)"), (2, "Asked by a review 21.")]
    assert tokens_tagged(source(planted), tokenize.STRING) == [(3, '"see audit7 F1"')]
    quiet = tmp_path / "quiet.py"
    quiet.write_text('def f():\n    """Asked by a re""" """view 21."""\n', encoding="utf-8")
    assert history_tagged(quiet) == [(2, "Asked by a review 21.")]


# a ruling's source is the rulebook (a seed line, a digest's section, a worked example) or
# the reasoning, said to be our reading: any audit, an issue or a finding's number is history
RULING_HISTORY = re.compile(r"(?i)\baudit|\bF\d{1,2}\b")


def test_no_ruling_cites_its_history():
    """docs/RULINGS.md gives each reading's source as the seed's lines or as our reading,
    never the review, audit or issue that raised it."""
    rulings = TESTS.parent / "docs" / "RULINGS.md"
    tagged = [f"docs/RULINGS.md:{n}: {line.strip()}"
              for n, line in enumerate(rulings.read_text(encoding="utf-8").splitlines(), 1)
              if HISTORY_TAG.search(line) or RULING_HISTORY.search(line)]
    assert tagged == [], "cite the rulebook's lines or say 'our reading': " + "\n".join(tagged)


def test_the_guard_catches_a_history_tag():
    for tag in ("(review22 #41)", "czrev23-2b #8", "(rev23-1 #15)", "(audit7 F1, F8)",
                "czverify21 #4", "czreview21 row 31", "Issue 23: the clean-up", "(issue 17)",
                "review #62", "Review remark 7", "(audit D1)", "Review 21-B #10"):
        assert HISTORY_TAG.search(tag), tag
    for text in ("seed 000 L372", "RULINGS 19", "the revision recorded", "a previous roll",
                 "review the diff", "an audit of the file", "revealed hands"):
        assert not HISTORY_TAG.search(text), text
    for tag in ("(audit)", "audit correction", "(F2, reread against seed 002 L102"):
        assert RULING_HISTORY.search(tag), tag
    assert not RULING_HISTORY.search("(seed 002 L102, L136-140; our reading)")


def _imported_again(path: Path) -> list[str]:
    """Imports inside a function of a module the file already imports at its top (nothing
    to defer: the module is loaded with the file), a submodule aside (`from muster import
    streams` loads streams only there)."""
    tree = parsed(source(path))
    top_from = {n.module for n in tree.body if isinstance(n, ast.ImportFrom) and n.level == 0}
    top = {a.name for n in tree.body if isinstance(n, ast.Import) for a in n.names}
    package = TESTS.parent / "cli"
    found = []
    for node in _code_stats().function_imports(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in top_from:
            base = package.joinpath(*str(node.module).split("."))
            if not any((base / f"{a.name}.py").exists() or (base / a.name).is_dir()
                       for a in node.names):
                found.append(f"{path.name}:{node.lineno} from {node.module}")
        elif isinstance(node, ast.Import) and any(a.name in top for a in node.names):
            found.append(f"{path.name}:{node.lineno} import {node.names[0].name}")
    return found


def test_no_function_imports_what_its_module_imported_already():
    package = TESTS.parent / "cli" / "muster"
    again = [f for p in sorted(package.rglob("*.py")) for f in _imported_again(p)]
    assert again == [], "import these names at the top, with the rest of their module"


def test_the_import_guard_finds_a_second_import(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text("import re\nfrom muster.i18n import _\n\n\ndef f():\n"
                       "    import re\n    from muster.i18n import say\n    return re, say\n",
                       encoding="utf-8")
    assert sorted(_imported_again(planted)) == ["planted.py:6 import re",
                                             "planted.py:7 from muster.i18n"]


# The standard library modules a function may import: each costs a start-up measurable on
# `muster roll 2d6` (new modules, ms on this machine; `python -X importtime`), so a path
# that does not need it does not pay for it; or it is missing on some platforms, or is the
# built-in part of a module whose Python side would cost more.
DEFERRED_STDLIB = {
    "fractions",  # 4 modules, 1.7 ms (decimal, numbers)
    "decimal",  # 3, 1.0 ms
    "difflib",  # 3, 0.8 ms
    "json",  # 5, 1.1 ms
    "ctypes",  # 5, 1.5 ms
    "tomllib",  # 8, 3.1 ms (datetime, string)
    "concurrent.futures",  # 10, 3.6 ms (logging)
    "multiprocessing",  # 17, 5.4 ms
}
# a comment that gives no reason
PRAGMA = re.compile(r"#\s*(?:type:\s*ignore\S*|noqa\S*|pragma\S*)\s*")


def _unexplained_imports(path: Path) -> list[str]:
    """Imports inside a function with no reason on their lines (a comment: "# --odds only",
    "# start-up: ...", "# heavy"), and standard library modules a function imports that
    are not in `DEFERRED_STDLIB` (a cheap one belongs at the top)."""
    text = source(path)
    imports = list(_code_stats().function_imports(parsed(text)))
    comments = {tok.start[0]: tok.string
                 for tok in tokenize.generate_tokens(io.StringIO(text).readline)
                 if tok.type == tokenize.COMMENT} if imports else {}
    found = []
    for node in imports:
        where = f"{path.name}:{node.lineno}"
        said = " ".join(PRAGMA.sub("", comments.get(n, ""))
                        for n in range(node.lineno, (node.end_lineno or node.lineno) + 1))
        if not said.strip(" #"):
            found.append(f"{where} has no reason")
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif node.level:
            names = []
        else:
            names = [f"{node.module}.{a.name}" if f"{node.module}.{a.name}"
                     in DEFERRED_STDLIB else str(node.module) for a in node.names]
        for name in names:
            if name.split(".")[0] in sys.stdlib_module_names and name not in DEFERRED_STDLIB:
                found.append(f"{where} {name} is cheap")
    return found


def test_every_function_level_import_says_why():
    """Imports live at a module's top (docs/architecture.md): outside `commands/` and
    `verbs/` (which import their rules inside their commands so that no help loads a rule),
    a function imports only what a path of its module must not load (a heavy third-party
    module, a module only some paths need: in the library, only `LIBRARY_DEFERRED`'s), and
    says so on the line."""
    found = [f for p in sorted(PACKAGE.rglob("*.py"))
             if p.relative_to(PACKAGE).parts[0] not in ("commands", "verbs")
             for f in _unexplained_imports(p)]
    assert found == [], "import these at the top, or say on the line why they are deferred"


# The command layer: the verbs' modules and the doors a command line passes before its
# verb (the console script, the quick doors, the help pages, the boundary, completion and
# the rolling commands' runner, which chooses a driver). It imports what a line needs when
# the line needs it: that is how start-up stays small (docs/architecture.md).
COMMAND_LAYER = {"commands", "verbs", "quick_table", "console.py", "quick.py", "quick_games.py",
                 "boundary.py", "completion.py", "rolling.py", "help_door.py", "app.py"}
HEAVY = ("jsonschema", "jsonschema_rs", "yaml", "rich", "babel", "filelock")
# The library's other imports inside a function (module, what it imports), each with what
# importing it at the top would add to the paths that load the module without needing it
# (modules, min ms on this 2-core machine, measured in the command): every other import of
# the library is at its module's top.
LIBRARY_DEFERRED = {
    ("state_check.py", "muster.lists.schema_errors"):
        "3, 2.5 ms: every command reading a state file (its wording of a bad one only)",
    ("engine/exact_pools.py", "muster.engine.gf"): "1, 1.8 ms: the --odds of a pool of few dice",
    ("engine/exact_pools.py", "muster.engine.funnels"): "1, 0.3 ms: --odds with no re-roll",
    ("engine/names.py", "difflib"): "3, 1.2 ms: every name spelt right (most commands)",
    ("engine/notation/reader.py", "muster.engine.notation.mixed"): "1, 0.2 ms: `roll 2d6`",
    ("engine/odds.py", "muster.engine.gfdist"): "1, 0.7 ms: --odds not ending in a kept sum",
    ("engine/odds.py", "muster.engine.lazy_chain"): "1, 1.5 ms: --odds rolling no chain",
    ("engine/render.py", "json"): "5, 2 ms: every roll without --json",
    ("engine/scatter_generic.py", "muster.engine.notation"): "4, 1.4 ms: a fixed distance",
    ("engine/scatter_numbers.py", "fractions"): "4, 1.7 ms: every scatter",
    ("files.py", "tomllib"): "8, 5.7 ms: every run whose data is kept parsed (most)",
    ("games/confrontation/feat.py", "muster.games.confrontation.damage"):
        "2, 1.3 ms: a feat that wounds no one",
    ("games/confrontation/views/feat.py", "muster.games.confrontation.views.damage"):
        "3, 1.5 ms: a feat that wounds no one",
    ("games/mageknight/bombard.py", "json"): "5, 2 ms: the bundled token, kept parsed",
    ("games/mageknight/bombard.py", "muster.load"): "2, 0.8 ms: the bundled token, kept parsed",
    ("games/mageknight/bombard.py", "muster.fast_schema"): "2: the bundled token, kept parsed",
    ("games/void/wound.py", "muster.games.void.grenade"): "3, 1.3 ms: a wound but a grenade's",
    ("games/warmaster/battle.py", "muster.games.warmaster.armour"):
        "7, 2.2 ms: a battle command reading no army profile",
    ("games/warmaster/fortress.py", "muster.lists.schema_errors"):
        "3, 2.6 ms: every siege-breach wm (jsonschema's wording of a bad fortress only)",
    ("lists/runner.py", "ctypes"): "5, 1.7 ms: not in a worker process; Linux only",
    ("lists/runner.py", "multiprocessing"): "17, 5.4 ms: a list check of few files",
    ("lists/runner.py", "concurrent.futures"): "10, 3.6 ms: a list check of few files",
    ("text.py", "decimal"): "3, 1.2 ms: a refusal, a Czech decimal only",
}


def _library_deferred() -> set[tuple[str, str]]:
    """(module, what it imports) of every import inside a function of the library (outside
    the command layer), heavy third-party modules aside."""
    found = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE)
        if rel.parts[0] in COMMAND_LAYER:
            continue
        for node in _code_stats().function_imports(parsed(source(path))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                names = [str(node.module)] if not node.level else [f"relative {node.lineno}"]
            found |= {(rel.as_posix(), n) for n in names if n.split(".")[0] not in HEAVY}
    return found


def test_the_library_defers_only_the_measured_imports():
    """The library imports at its modules' tops, but for heavy third-party
    modules and the imports `LIBRARY_DEFERRED` lists with their measured cost. A new one
    is either moved to where only the paths needing it import it (the command layer chooses)
    or measured and listed; one no longer deferred leaves the list."""
    found = _library_deferred()
    assert sorted(found - LIBRARY_DEFERRED.keys()) == [], "import at the top, or measure"
    assert sorted(LIBRARY_DEFERRED.keys() - found) == [], "no longer deferred: unlist it"


def test_the_reason_guard_finds_an_unexplained_import(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text("def f():\n"
                       "    import re  # start-up: a pattern only\n"
                       "    import shlex\n"
                       "    from fractions import Fraction  # --odds only\n"
                       "    from muster.engine import odds  # type: ignore[attr-defined]\n"
                       "    from muster.engine.odds import (  # --odds only\n"
                       "        enumerate_outcomes,\n"
                       "    )\n"
                       "    return re, shlex, Fraction, odds, enumerate_outcomes\n",
                       encoding="utf-8")
    assert _unexplained_imports(planted) == [
        "planted.py:2 re is cheap", "planted.py:3 has no reason", "planted.py:3 shlex is cheap",
        "planted.py:5 has no reason"]


def test_the_reason_guard_reads_the_comments_of_the_import_s_own_lines(tmp_path):
    """A comment counts on the import's own lines only, whatever the strings around it: one
    inside a string does not, one after a bracket the line leaves open does."""
    planted = tmp_path / "planted.py"
    planted.write_text('def f():\n'
                       '    s = """a\n'
                       '    # in a string"""; import json  # --json only\n'
                       '    import re; t = """\n'
                       '    # in a string\n'
                       '    """  # a comment on the string\'s line\n'
                       '    import shlex; u = (1,  # quoting only\n'
                       '                       2)\n'
                       '    return s, json, re, t, shlex, u\n', encoding="utf-8")
    assert _unexplained_imports(planted) == [
        "planted.py:4 has no reason", "planted.py:4 re is cheap", "planted.py:7 shlex is cheap"]


# ---------------------------------------------------------------- the package's shape

@cache
def _code_stats():
    """scripts/code_stats.py, the figures the closing notes give, as a module."""
    return script("code_stats")


def test_the_package_keeps_its_shape():
    """No module over MAX_MODULE lines, no function body over MAX_FUNCTION, no import
    cycle among muster's modules (imports inside functions counted), no command-line
    option named in a string of the library: what scripts/code_stats.py reports, held."""
    stats = _code_stats()
    shape = stats.measure(PACKAGE, read=lambda path: (source(path), walked(source(path))))
    assert [(n, m) for n, m in shape.sizes if n > stats.MAX_MODULE] == []
    assert [(n, f) for n, f in shape.funcs if n > stats.MAX_FUNCTION] == []
    assert shape.cycles == []
    assert shape.options == {}


def test_the_shape_check_finds_what_breaks_it(tmp_path):
    """Planted: a module too long, a function too long, two modules importing each
    other, an option in a rule's message."""
    stats = _code_stats()
    base = tmp_path / "muster"
    (base / "games").mkdir(parents=True)
    (base / "__init__.py").write_text("")
    (base / "a.py").write_text("from muster import b\n" + "x = 1\n" * stats.MAX_MODULE)
    body = "".join(f"    y{i} = {i}\n" for i in range(stats.MAX_FUNCTION + 1))
    (base / "b.py").write_text(f"def long():\n{body}\n\ndef back():\n    from muster import a\n")
    (base / "games" / "rule.py").write_text('MESSAGE = "give --value too"\n')
    shape = stats.measure(base)
    assert [m for n, m in shape.sizes if n > stats.MAX_MODULE] == ["muster/a.py"]
    assert [f for n, f in shape.funcs if n > stats.MAX_FUNCTION] == ["muster/b.py:1 long"]
    assert shape.cycles == [{"muster.a", "muster.b"}]
    assert shape.options == {"games/rule.py": 1}
