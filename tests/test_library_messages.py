"""The library's text names no command-line option and no command: a message in
`muster.games` names the spec's own field (`Field`, `Off`, `Spec`, which the command maps
to its option through its table), and the command line alone adds its commands
(`muster.errors.pointer`). So renaming an option or a command edits only the verb or the
command, never a rules file.

Scanned statically over the source: `--x` in a string, a ``muster <verb>`` command line,
``<verb> <game>`` (``roll mk``) or a backquoted command (```round```) in a string, a call
of `option_name`, and a `Field`, `Off`, `FieldError`, `RangeError` or `within` naming what
is none of the names an error may give, or a `Spec` naming no dataclass of its game. An
error names a field of its game's dataclasses (a list rule's: of `muster.lists`'s, its
context), a parameter of the function that raises it (what a library caller passed), or in
a game's battle module a key of the unit profile or state it checks (the battle file's,
``schemas/battle.schema.json``). Docstrings are prose for programmers and not scanned."""

from __future__ import annotations

import ast
import functools
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from helpers import source, walked
from muster.boundary import VERBS
from muster.games import ALIASES, GAMES

PACKAGE = Path(__file__).resolve().parent.parent / "cli" / "muster"
GAMES_DIR = PACKAGE / "games"

OPTION = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]+")
_VERB = "|".join(re.escape(v) for v in sorted(VERBS, key=len, reverse=True))
_GAME = "|".join(re.escape(g) for g in sorted({*GAMES, *ALIASES}, key=len, reverse=True))
# `muster wound`, `muster deploy-shuffle mageknight`; a verb and its game: `roll mk`; and
# anything in backquotes, as the command line quotes a command (`round`, `play NAME`)
COMMAND = re.compile(rf"\bmuster\s+(?:{_VERB})\b|(?<![\w-])(?:{_VERB})\s+(?:{_GAME})\b"
                     r"|`[^`]+`")
# their first argument is a field (or a path of fields: ``second.figures``)
NAMING = {"Field", "Off", "FieldError", "RangeError", "within"}

# Known and being changed elsewhere: each entry is a file another change rewrites; remove it
# when that change lands. {file under games/: what it still names}
IN_HAND: dict[str, str] = {}


def _docstrings(text: str) -> set[int]:
    return {id(n.value) for n in walked(text) if isinstance(n, ast.Expr)}


def _strings(text: str) -> Iterator[tuple[int, str]]:
    docs = _docstrings(text)
    for node in walked(text):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs:
            yield node.lineno, node.value


def _called(node: ast.Call) -> str | None:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def _is_dataclass(cls: ast.ClassDef) -> bool:
    for d in cls.decorator_list:
        target = d.func if isinstance(d, ast.Call) else d
        name = target.id if isinstance(target, ast.Name) else getattr(target, "attr", "")
        if name in ("frozen", "dataclass"):
            return True
    return False


def spec_names(sources: list[str]) -> tuple[set[str], set[str]]:
    """The fields of every dataclass in ``sources`` (a game's modules), and the classes."""
    fields: set[str] = set()
    classes: set[str] = set()
    for text in sources:
        for node in walked(text):
            if isinstance(node, ast.ClassDef) and _is_dataclass(node):
                classes.add(node.name)
                fields |= {s.target.id for s in node.body
                           if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)}
    return fields, classes


def _named_field(node: ast.Call) -> str | None:
    """The literal name a `Field`, `Off` or `Spec` call gives."""
    if _called(node) not in (*NAMING, "Spec") or not node.args:
        return None
    first = node.args[0]
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) \
        else None


def _a_field(name: str, fields: set[str]) -> bool:
    """A field, or a path of fields (``second.figures``: a side's field)."""
    return bool(name) and all(part in fields for part in name.split("."))


@functools.cache
def _parameters(text: str) -> dict[int, set[str]]:
    """{id of a call in ``walked(text)``'s tree: the parameters of the functions it stands
    in}, worked out once in a test process (the scan runs in two tests)."""
    out: dict[int, set[str]] = {}

    def visit(node: ast.AST, names: frozenset[str]) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            a = node.args
            names = names | {p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs)}
        if isinstance(node, ast.Call):
            out[id(node)] = set(names)
        for child in ast.iter_child_nodes(node):
            visit(child, names)

    visit(walked(text)[0], frozenset())
    return out


def findings(text: str, fields: set[str] | None = None,
             classes: set[str] | None = None, commands: bool = True) -> list[str]:
    """What names an option (or with ``commands`` a command) in one module's source; with
    ``fields`` and ``classes`` (its game's), also a field or spec a naming call gives that
    is none (a parameter of the function it is raised in is a name the caller gave)."""
    params = _parameters(text)
    out = []
    for line, s in _strings(text):
        out += [f"{line}: option {m!r}" for m in OPTION.findall(s)]
        if commands:
            out += [f"{line}: command {m.group(0)!r}" for m in COMMAND.finditer(s)]
    for node in walked(text):
        if isinstance(node, ast.Call) and _called(node) == "option_name":
            out.append(f"{node.lineno}: option_name() builds an option")
        if isinstance(node, ast.ImportFrom) and any(a.name == "option_name"
                                                    for a in node.names):
            out.append(f"{node.lineno}: imports option_name")
        if fields is None or classes is None or not isinstance(node, ast.Call):
            continue
        name = _named_field(node)
        if name is None:
            continue
        if _called(node) == "Spec":
            if name not in classes:
                out.append(f"{node.lineno}: Spec({name!r}) is no spec of this game")
        elif not _a_field(name, fields | params.get(id(node), set())):
            out.append(f"{node.lineno}: {_called(node)}({name!r}) is no field of this "
                       "game's specs")
    return out


def _game_of(path: Path) -> str | None:
    rel = path.relative_to(GAMES_DIR).parts
    return rel[0] if len(rel) > 1 else None


def battle_keys(game: str) -> set[str]:
    """The keys of a unit's profile and state in a battle file of ``game``: what the
    game's battle module checks (`muster.battle.rules.BattleRules`)."""
    from muster.battle import store

    return {key for part in ("profile", "state")
            for key in store.definition(f"{game}-{part}").get("properties", {})}


def api_names() -> set[str]:
    """`muster.api`'s functions and their keywords (``times``, ``seed``): what an engine
    error names besides its specs' fields (the command shows the option, ``--times``)."""
    import inspect

    from muster import api

    return {*api.__all__, *(p for name in api.__all__
                            for p in inspect.signature(getattr(api, name)).parameters)}


def scan() -> dict[str, list[str]]:
    """Every finding under games/ (with its game's fields) and engine/ (with its own
    dataclasses' fields and `muster.api`'s names; no command: the program's name titles a
    picture), by file."""
    by_game: dict[str, list[Path]] = {}
    for path in GAMES_DIR.rglob("*.py"):
        by_game.setdefault(_game_of(path) or "", []).append(path)
    shared = [source(p) for p in by_game.get("", [])]
    # a list rule's fields, and a list reader's, are its context's too
    # (`muster.lists.ListContext`: the modules that take one)
    context, _classes = spec_names([source(PACKAGE / "lists" / "__init__.py")])
    out: dict[str, list[str]] = {}
    for game, paths in by_game.items():
        texts = {p: source(p) for p in paths}
        fields, classes = spec_names([*texts.values(), *shared])
        kept = battle_keys(game) if game in GAMES else set()
        for path, text in texts.items():
            own = fields | context if "ListContext" in text else fields
            if path.name.startswith("battle"):
                own = own | kept
            found = findings(text, own if game else None, classes if game else None)
            if found:
                out[path.relative_to(GAMES_DIR).as_posix()] = found
    engine = {p: source(p) for p in (PACKAGE / "engine").rglob("*.py")}
    fields, classes = spec_names(list(engine.values()))
    fields |= api_names()
    for path, text in engine.items():
        found = findings(text, fields, classes, commands=False)
        if found:
            out["../engine/" + path.relative_to(PACKAGE / "engine").as_posix()] = found
    return out


def test_the_library_names_no_option_and_no_command():
    found = {f: lines for f, lines in scan().items() if f not in IN_HAND}
    assert found == {}, "name the spec's field (Field, Off, Spec) or a pointer instead"


def test_what_is_in_hand_elsewhere_is_still_there():
    """An entry of IN_HAND whose file names nothing any more is to be removed."""
    found = scan()
    assert [f for f in IN_HAND if f not in found] == []


def test_a_pointer_may_take_what_it_names():
    """A pointer naming a side (the hand to list) is a function of it: the command line
    says it in the user's language, a library caller sees nothing."""
    from muster.errors import command_line, pointer
    from muster.i18n import set_lang, shown

    assert pointer("battlelore.hand", side="english") == ""
    with command_line("muster.commands.pointers"):
        said = pointer("battlelore.hand", side="english")
        assert said == "; `show --side english` lists them"
        set_lang("cs")
        try:
            assert shown(said) == ("; vypíše je příkaz „muster deploy-shuffle bl show --side "
                                   "english“")
        finally:
            set_lang("en")


def test_a_deck_s_refusals_name_no_command_for_a_library_caller():
    from muster.errors import FieldError
    from muster.games.confrontation.rolloffs import DeploymentSpec

    with pytest.raises(FieldError) as refused:
        DeploymentSpec(("lions",), (("lions", 4),))
    assert str(refused.value) == ("Confrontation is played by two sides; name exactly two "
                                  "(named: lions)")


@pytest.mark.parametrize(("planted", "needle"), [
    ('raise FieldError("x", "{field} needs --points N")', "option '--points'"),
    ('say("a damage roll follows (muster wound conf)")', "command 'muster wound'"),
    ('say("which roll mk takes")', "command 'roll mk'"),
    ('say("next round with `round`")', "command '`round`'"),
    ('say("see {o}", o=option_name("token"))', "option_name() builds"),
    ('from muster.errors import option_name', "imports option_name"),
    ('say("{no}", no=Field("no_defenders"))', "Field('no_defenders') is no field"),
    ('say("{melee}", melee=Spec("Melee"))', "Spec('Melee') is no spec"),
    ('raise FieldError("tower_reading", "{field}: side or area")',
     "FieldError('tower_reading') is no field"),
    ('raise RangeError("strength", 30, 0, 20, "")', "RangeError('strength') is no field"),
    ('within("second.reach", 3, 0, 2)', "within('second.reach') is no field"),
    ('def sections(reading):\n    raise FieldError("tower_reading", "{field}")',
     "FieldError('tower_reading') is no field"),
])
def test_the_guard_catches_a_plant(planted, needle):
    fields, classes = spec_names(["@frozen\nclass MeleeSpec:\n    defenders: bool\n"
                                  "    second: int\n    dive: bool\n"])
    assert any(needle in f for f in findings(planted, fields, classes))


@pytest.mark.parametrize("fine", [
    'say("{field} needs {no}", no=Off("defenders"))',
    'say("{field}: one side dives", field=Field("second.dive"))',
    'say("{melee}", melee=Spec("MeleeSpec"))',
    'say("the EXAMPLE token muster ships")',
    '"""A docstring may say `muster wound conf --melee`."""',
    'raise FieldError("second.dive", "{field}: one side dives")',
    'within("second", 3, 0, 2)',
    'def sections(width, tower_reading):\n    raise FieldError("tower_reading", "{field}")',
])
def test_the_guard_passes_what_names_fields(fine):
    fields, classes = spec_names(["@frozen\nclass MeleeSpec:\n    defenders: bool\n"
                                  "    second: int\n    dive: bool\n"])
    assert findings(fine, fields, classes) == []


def test_a_battle_module_names_its_units_profile_and_state_keys():
    """A game's battle module checks a unit's profile and state (dicts of the battle
    file): the keys it may name are theirs (`battle add` shows a profile key's option)."""
    from muster.verbs._battle_profile import profile_options

    assert {"stunned_rounds", "hp", "conditions"} <= battle_keys("void")
    assert {"str", "def", "mutagenic", "mutations"} <= battle_keys("confrontation")
    assert "back_current" not in battle_keys("confrontation")
    shown = profile_options()
    assert (shown["str"], shown["def"], shown["skull_at"], shown["type"]) == (
        "--str", "--def", "--skull-at", "--type")
    profiles = {key for game in GAMES for key in battle_keys(game)}
    assert set(shown) <= profiles


def test_a_field_in_a_view_is_an_option_on_the_command_line_only():
    from muster.errors import Field, command_line, field_shown, options

    defenses = Field("defenses")
    assert field_shown(defenses) == "defenses"
    with command_line("muster.commands.pointers"):
        assert field_shown(defenses) == "--defenses"  # the verbs' convention
        with options({"defenses": "--defense"}):  # the running command's own table
            assert field_shown(defenses) == "--defense"
        assert field_shown(defenses) == "--defenses"
    assert field_shown(defenses) == "defenses"


def test_a_pointer_is_the_command_lines_words_and_nothing_for_a_library_caller():
    from muster.errors import command_line, pointer
    from muster.i18n import set_lang, shown

    assert pointer("confrontation.damage") == ""
    with command_line("muster.commands.pointers"):
        said = pointer("confrontation.damage")
        assert said == " (`muster wound conf`)"
        set_lang("cs")
        try:
            assert shown(said) == " (příkaz „muster wound conf“)"
        finally:
            set_lang("en")


def test_a_flag_turned_off_and_a_rule_are_shown_as_the_commands_options():
    import pickle

    from muster.errors import FieldError, Off, Spec, as_options

    off = FieldError("defenders", "pass {no} if none can", no=Off("defenders"))
    assert str(off) == "pass defenders=False if none can"
    assert str(as_options(off)) == "pass --no-defenders if none can"
    rule = FieldError("difficulties", "{melee} needs {field} D", melee=Spec("MeleeSpec"))
    assert str(rule) == "MeleeSpec needs difficulties D"
    assert str(as_options(rule, {"MeleeSpec": "--melee", "difficulties": "--attack-at"})) \
        == "--melee needs --attack-at D"
    unmapped = FieldError("difficulties", "{melee} needs {field} D", melee=Spec("MeleeSpec"))
    assert str(as_options(unmapped)) == "MeleeSpec needs --difficulties D"  # no convention
    assert pickle.loads(pickle.dumps(Off("defenders"))) == Off("defenders")
    assert isinstance(pickle.loads(pickle.dumps(Off("defenders"))), Off)
    assert isinstance(pickle.loads(pickle.dumps(Spec("MeleeSpec"))), Spec)


def _pointers_named() -> set[str]:
    keys = set()
    for path in GAMES_DIR.rglob("*.py"):
        for node in walked(source(path)):
            if isinstance(node, ast.Call) and _called(node) == "pointer" and node.args \
                    and isinstance(node.args[0], ast.Constant) \
                    and isinstance(node.args[0].value, str):
                keys.add(node.args[0].value)
    return keys


def test_every_pointer_the_games_name_is_the_command_lines_to_say():
    from muster.commands.pointers import POINTERS

    assert _pointers_named() == set(POINTERS)


# what words a text in the language of the run, there and then: only a view calls them
TRANSLATING = {"_", "ngettext", "pgettext", "gettext", "unit_text"}
# what reads the language of the run (`muster.i18n`): what they give depends on the language
# set when they run, so a rule builds its words in every language before it matters
# (`Named`, `say`, `joined`) and the view or the roster shows them in the user's
READING = {"czech", "shown", "series", "listed", "quoted"}
# the library's two roots, scanned alike: a rule or the engine words nothing outside a view
ROOTS = {"games": GAMES_DIR, "engine": PACKAGE / "engine"}
# {module under a root, not a view by its name: why it calls or reads what a view does}
VIEWS_BY_ROLE = {
    "engine/render.py": "the one renderer: the markup, tables and verdicts views build on",
    "engine/odds_tables.py": "the odds tables every odds view builds on",
    "engine/names.py": "the one unknown-name refusal: its did-you-mean is worded in both "
                       "languages as it is raised (both_ways), a list finding's when shown",
}
# {module under a root: why it still reads the language}
READS_LANGUAGE = {
    "games/__init__.py": "games_listed: an unknown game's refusal lists the names",
    "games/mageknight/score.py": "a tie-break refusal lists the tied players in both "
                                 "languages as it is raised (both_ways)",
    "games/mageknight/setup.py": "the actions table's rows, worded when a refusal is shown "
                                 "(Worded)",
    "games/warmaster/fortress.py": "a fortress file's schema error, worded when shown "
                                   "(Worded)",
}


def _in_views(path: Path) -> bool:
    """A view module: ``views.py``, ``<name>_views.py`` or a module of a ``views`` package
    (``games/<game>/views/``, ``engine/notation/views.py``, ``engine/run_views.py``)."""
    parts = path.relative_to(PACKAGE).parts
    return "views" in parts[:-1] or parts[-1] == "views.py" or parts[-1].endswith("_views.py")


def _rules(root: str) -> Iterator[tuple[str, Path]]:
    """Every module under a root that is no view, by its path under cli/muster."""
    for path in sorted(ROOTS[root].rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if not _in_views(path) and rel not in VIEWS_BY_ROLE:
            yield rel, path


def translation_calls(text: str) -> list[str]:
    """Where one module's source calls a translation function (``_``, ``i18n.ngettext``)
    or imports one (under any name): a rule words its text as a `say` Message, a `Named`
    or a `Worded`, shown in the user's language by a view."""
    out = []
    for node in walked(text):
        if isinstance(node, ast.Call) and _called(node) in TRANSLATING:
            out.append(f"{node.lineno}: calls {_called(node)}()")
        if isinstance(node, ast.ImportFrom):
            out += [f"{node.lineno}: imports {a.name}" for a in node.names
                    if a.name in TRANSLATING]
    return out


@pytest.mark.parametrize("root", sorted(ROOTS))
def test_no_rule_outside_a_view_calls_a_translation_function(root):
    found = {rel: lines for rel, path in _rules(root)
             for lines in [translation_calls(source(path))] if lines}
    assert found == {}, "say(...), say_plural(...), Named or Worded: a view words them"


def language_reads(text: str) -> list[str]:
    """Where one module's source asks the run's language or words by it: a call of one of
    `READING` as imported from `muster.i18n` (under any name) or as ``i18n.<name>``, a bare
    ``czech()``, and the imports themselves. A local name that only shares a helper's
    (``shown = view_for(result)``, ``rule.series(spec)``) is not one."""
    imported: dict[str, str] = {}  # the name in the module -> the helper's
    out = []
    for node in walked(text):
        if isinstance(node, ast.ImportFrom) and node.module in ("muster.i18n", "i18n"):
            for a in node.names:
                if a.name in READING:
                    imported[a.asname or a.name] = a.name
                    out.append(f"{node.lineno}: imports {a.name}")
    for node in walked(text):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        if isinstance(f, ast.Name) and (f.id in imported or f.id == "czech"):
            out.append(f"{node.lineno}: calls {imported.get(f.id, f.id)}()")
        elif isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) \
                and f.value.id == "i18n" and f.attr in READING:
            out.append(f"{node.lineno}: calls {f.attr}()")
    return out


@pytest.mark.parametrize("root", sorted(ROOTS))
def test_no_rule_outside_a_view_reads_the_language(root):
    found = {rel: lines for rel, path in _rules(root)
             for lines in [language_reads(source(path))]
             if lines and rel not in READS_LANGUAGE}
    assert found == {}, "Named(english, czech), say(...) or joined(...): the view shows them"


def test_every_module_let_read_the_language_still_does():
    for rel in READS_LANGUAGE:
        assert language_reads(source(PACKAGE / rel)), rel
    for rel in VIEWS_BY_ROLE:
        text = source(PACKAGE / rel)
        assert translation_calls(text) or language_reads(text), rel


def test_the_views_are_where_the_translation_calls_are():
    """The scan reads every game's views and the engine's as views (they do call ``_``),
    and nothing else."""
    views = [p for p in GAMES_DIR.rglob("*.py") if _in_views(p)]
    assert {p.relative_to(GAMES_DIR).parts[0] for p in views} == set(GAMES)
    assert any(translation_calls(source(p)) for p in views)
    engine = {p.relative_to(PACKAGE).as_posix() for p in ROOTS["engine"].rglob("*.py")
              if _in_views(p)}
    assert {"engine/run_views.py", "engine/whatif_views.py", "engine/scatter_views.py",
            "engine/scatter_generic_views.py", "engine/notation/views.py"} <= engine
    assert all(translation_calls(source(PACKAGE / rel)) for rel in engine
               if rel != "engine/progress_views.py")
    for rule in ("warmaster/lists.py", "__init__.py"):
        assert not _in_views(GAMES_DIR / rule)
    for rule in ("run.py", "scatter.py", "whatif.py", "dice.py", "scatter_generic.py"):
        assert not _in_views(ROOTS["engine"] / rule)
    assert {rel for rel, _path in _rules("engine")} >= {"engine/run.py", "engine/scatter.py"}


@pytest.mark.parametrize(("planted", "needle"), [
    ('def label():\n    return _("units")', "calls _()"),
    ('x = i18n.ngettext("{n} card", "{n} cards", n)', "calls ngettext()"),
    ('x = both_ways(lambda: pgettext("genitive", "infantry"))', "calls pgettext()"),
    ('from muster.i18n import _ as tr', "imports _"),
    ('def f():\n    from muster.i18n import ngettext\n    return 1', "imports ngettext"),
])
def test_the_translation_guard_catches_a_plant(planted, needle):
    assert any(needle in f for f in translation_calls(planted))


@pytest.mark.parametrize(("planted", "needle"), [
    ('from muster.i18n import shown\nline = shown(message)', "calls shown()"),
    ('from muster.i18n import series as joined_up\nrow = joined_up(["a", "b"])',
     "calls series()"),
    ('from muster import i18n\nwho = i18n.listed(names)', "calls listed()"),
    ('def f(name):\n    from muster.i18n import quoted\n    return quoted(name)',
     "calls quoted()"),
    ('from muster.i18n import quoted', "imports quoted"),
    ('if czech():\n    word = "ano"', "calls czech()"),
    ('from muster.i18n import czech as in_czech\nx = 1 if in_czech() else 2', "calls czech()"),
])
def test_the_language_guard_catches_a_plant(planted, needle):
    assert any(needle in f for f in language_reads(planted))


@pytest.mark.parametrize("fine", [
    'shown = view_for(result)\nlines = shown(result)',  # a local name, not the helper
    'found.series(spec)',
    'both_ways(build)',
    'say("{names} are tied", names=Named("a and b", "a a b"))',
])
def test_the_language_guard_passes_what_reads_no_language(fine):
    assert language_reads(fine) == []


def test_the_guards_fail_on_a_planted_rule_in_each_root(tmp_path, monkeypatch):
    """A rule module planted under either root that words its text itself is found."""
    for root in ROOTS:
        planted = tmp_path / "muster" / root
        planted.mkdir(parents=True)
        (planted / "rule.py").write_text('from muster.i18n import _, shown\n'
                                         'def label(m):\n    return _("units") + shown(m)\n',
                                         encoding="utf-8")
        (planted / "rule_views.py").write_text('from muster.i18n import _\nx = _("units")\n',
                                               encoding="utf-8")
    here = sys.modules[__name__]
    monkeypatch.setattr(here, "PACKAGE", tmp_path / "muster")
    monkeypatch.setattr(here, "ROOTS",
                        {r: tmp_path / "muster" / r for r in ROOTS})
    for root in ROOTS:
        with pytest.raises(AssertionError):
            test_no_rule_outside_a_view_calls_a_translation_function(root)
        with pytest.raises(AssertionError):
            test_no_rule_outside_a_view_reads_the_language(root)
        assert [rel for rel, _path in _rules(root)] == [f"{root}/rule.py"]


@pytest.mark.parametrize("fine", [
    'say("{n} units", n=3)',
    'say_plural("{n} figure", "{n} figures", 4)',
    'Named("infantry", "pěchota")',
    'N_("units")',
    'worded("halberd", say("\'{value}\' (unknown weapon)", value=v))',
    'joined(say_n("{n} item", "{n} items", n), say("; {over} too many", over=1))',
])
def test_the_translation_guard_passes_messages(fine):
    assert translation_calls(fine) == []
