"""One way to find a name and to refuse one: `muster.engine.names` (the `Lookup`, its
did-you-mean and its unknown-name error) is the only module that compares spellings with
difflib or words a "did you mean"; every other module asks it, so that every misspelt name
gets the same suggestion in the same words, in both languages, and no module words an
unknown name in a shape of its own ('no alias ...', '(known: ...)', '(choose: ...)')."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from helpers import source, walked
from muster.engine.names import UNKNOWN, UNKNOWN_FOR, Lookup, did_you_mean
from muster.i18n import set_lang, shown

PACKAGE = Path(__file__).resolve().parent.parent / "cli" / "muster"
LOOKUP_MODULE = PACKAGE / "engine" / "names.py"
SUGGESTERS = {"get_close_matches", "SequenceMatcher"}
# a did-you-mean worded (not the "did you mean" context of `muster.i18n.either`'s " or ")
WORDED = re.compile(r"(?i)did you mean\s*\S")
# a refused name in a shape of its own, not `UNKNOWN`'s "unknown {what} '{name}' (allowed:
# ...)": the names listed in another bracket, "no X 'name'", "is not one of", "has no X"
OWN_SHAPES = re.compile(
    r"\((?:known|choose|bundled|its \w+)(?: here)?: \{"
    r"|; allowed values: | is not one of: "
    r"|^(?:\{\w+\}:? )?no \w+ '\{\w+\}'"
    r"|unknown [\w ]+ '\{\w+\}'(?! \(allowed: )"
    r"|\{\w+\} is not an? \w+ \(|has no \w+ '\{|(?:must be|is|a list of) one of \{")
# what is worded so and is no unknown name of a table, and why
NOT_A_NAME = {
    # a key of a file's structure, where it stands in the file, as the JSON schema's own
    # additionalProperties finding words it
    ("schema_errors.py", "unknown field '{name}' (allowed here: "),
    ("data.py", "unknown field (known: "),
    ("data.py", "unknown key (known here: "),
    ("data.py", "{setter}: {file}: {game} has no data file of that name"),
    ("store.py", "'{phase}' is no phase of this game"),  # a battle file's own state
    ("state.py", "'game' must be one of {games}, not {found}"),  # a state file's envelope
    # a profile key: the battle's options fill them, a player never types one
    ("games.py", "{field} is not part of a unit's profile"),
    # cards that exist but are no longer there to draw (`muster.errors.CardNotLeft`'s kin)
    ("draws.py", "{field}: no card '{name}' is left to draw"),
    ("cards.py", "{field}: no card '{name}' is left in the face-down deck"),
    ("die.py", "'{token}' is not a number"),  # a die's value, not a name
    ("validate.py", "no game: field (one of {games})"),  # a missing field
    # a card that exists but is not in that hand (`muster.errors.CardNotLeft`'s kin)
    ("deploy.py", "{card} is not one of {whose} reserve cards"),
    ("attack.py", "the {weapon} needs {field} (known: "),  # a missing value
    # a modification's fit, asked only for one a lookup found (a fallback)
    ("catalogue.py", "unknown modification '{name}'"),
}


def _docstrings(text: str) -> set[int]:
    """The ids of the docstring nodes of a module, its classes and functions."""
    found = set()
    for node in walked(text):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) \
                and node.body and isinstance(node.body[0], ast.Expr) \
                and isinstance(node.body[0].value, ast.Constant):
            found.add(id(node.body[0].value))
    return found


def own_suggestions(path: Path) -> list[str]:
    """Where a module compares spellings itself or words a did-you-mean itself: an import of
    difflib, a call of its matchers, or a text (not a docstring) holding "did you mean"."""
    text = source(path)
    docs = _docstrings(text)
    found = []
    for node in walked(text):
        where = f"{path.name}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "difflib"
                                                for a in node.names):
            found.append(f"{where} import difflib")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "difflib":
            found.append(f"{where} from difflib import ...")
        elif isinstance(node, ast.Attribute) and node.attr in SUGGESTERS:
            found.append(f"{where} .{node.attr}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs and WORDED.search(node.value):
            found.append(f"{where} {node.value!r}")
    return found


def own_shapes(path: Path) -> list[str]:
    """The texts (not docstrings) of a module that word a refused name in a shape of their
    own (`OWN_SHAPES`), but those `NOT_A_NAME` lists."""
    text = source(path)
    docs = _docstrings(text)
    return [f"{path.name}:{node.lineno} {node.value!r}" for node in walked(text)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docs and OWN_SHAPES.search(node.value)
            and not any(path.name == f and node.value.startswith(t) for f, t in NOT_A_NAME)]


def test_every_unknown_name_is_refused_in_the_one_shape():
    outside = [f for path in sorted(PACKAGE.rglob("*.py")) if path != LOOKUP_MODULE
               for f in own_shapes(path)]
    assert outside == [], ("refuse an unknown name through muster.engine.names (Lookup.find, "
                           "Lookup.unknown, Lookup.said, UNKNOWN): " + "\n".join(outside))


def test_what_is_no_name_is_still_worded_so():
    """Each exception is still in the code: one that went leaves no hole for a new one."""
    texts = {(path.name, node.value) for path in PACKAGE.rglob("*.py")
             for node in walked(source(path))
             if isinstance(node, ast.Constant) and isinstance(node.value, str)}
    assert [e for e in NOT_A_NAME if not any(f == e[0] and t.startswith(e[1])
                                             for f, t in texts)] == []


@pytest.mark.parametrize("planted", [
    "from muster.i18n import _\n\nX = _(\"no alias '{name}'\")\n",
    "from muster.i18n import say\n\n\ndef f(key, known):\n"
    "    return say(\"unknown setting '{key}' (known: {known})\", key=key, known=known)\n",
    "X = \"unknown Warmaster roll '{form}' (choose: {forms})\"\n",
    "X = \"unknown scenario '{name}' (bundled: {bundled})\"\n",
    "X = \"{field}: no unit '{name}' in the battle (its units: {allowed})\"\n",
    "X = \"unknown schema '{name}'{hint}; allowed values: {known}\"\n",
    "X = \"{value} is not one of: {allowed}\"\n",
    "X = \"{title} has no side '{side}' (its sides: {sides}){hint}\"\n",
    "X = \"{field}: {name} is not a player (give him with {players})\"\n",
    "X = \"{name}: unknown people '{people}'\"\n",
    "X = \"{field} must be one of {kinds}, not '{kind}'\"\n",
    "X = \"{field} is one of {allowed}, not '{text}'\"\n",
])
def test_the_guard_finds_a_name_refused_in_a_shape_of_its_own(tmp_path, planted):
    path = tmp_path / "planted.py"
    path.write_text(planted, encoding="utf-8")
    assert own_shapes(path)


def test_the_guard_lets_the_one_shape_pass(tmp_path):
    path = tmp_path / "shaped.py"
    path.write_text("X = \"{unit}: unknown {what} '{value}' (allowed: {allowed}){hint}\"\n"
                    "Y = \"{field}: unknown unit '{name}' (allowed: {allowed})\"\n",
                    encoding="utf-8")
    assert own_shapes(path) == []


def test_only_the_lookup_module_suggests_a_name():
    outside = [f for path in sorted(PACKAGE.rglob("*.py")) if path != LOOKUP_MODULE
               for f in own_suggestions(path)]
    assert outside == [], ("suggest a name through muster.engine.names (Lookup.find, "
                           "Lookup.hint, Lookup.suggest, did_you_mean): " + "\n".join(outside))
    assert own_suggestions(LOOKUP_MODULE)  # the check sees the one module that does


@pytest.mark.parametrize("planted", [
    "import difflib\n",
    "from difflib import get_close_matches\n",
    "def f(word, names):\n    import difflib as d\n    return d.get_close_matches(word, names)\n",
    "from muster.i18n import _\n\n\ndef f(name):\n"
    "    return _(\" (did you mean {name}?)\").format(name=name)\n",
    "HINT = 'Did you mean {names}?'\n",
    "import difflib as d\n\n\ndef f(a, b):\n    return d.SequenceMatcher(None, a, b)\n",
])
def test_the_guard_finds_a_did_you_mean_built_elsewhere(tmp_path, planted):
    path = tmp_path / "planted.py"
    path.write_text(planted, encoding="utf-8")
    assert own_suggestions(path)


def test_the_guard_lets_a_docstring_or_comment_mention_it(tmp_path):
    path = tmp_path / "quiet.py"
    path.write_text('"""Offers a "did you mean" through the lookup."""\n\n'
                    "# did you mean: the lookup's\nX = 1\n", encoding="utf-8")
    assert own_suggestions(path) == []


@pytest.fixture
def english():
    set_lang("en")
    yield
    set_lang("en")


def test_every_lookup_refuses_in_one_shape(english):
    """The unknown-name error: the name, what it is, what is allowed and the closest;
    with the field first where a command names it (`UNKNOWN_FOR`)."""
    colours = Lookup("banner colour", {"green": {"cs": "zelená"}, "blue": {"cs": "modrá"}})
    assert str(colours.unknown("gren")) == ("unknown banner colour 'gren' (allowed: green, "
                                            "blue; did you mean 'green'?)")
    assert str(colours.unknown("gren", field="target", template=UNKNOWN_FOR)) == (
        "target: unknown banner colour 'gren' (allowed: green, blue; did you mean 'green'?)")
    assert UNKNOWN_FOR == "{field}: " + UNKNOWN
    cards = Lookup.of_names("card", ["Paladin", "Wolfen"])
    assert cards.find("paladin") == "Paladin" and cards.key("WOLFEN") == "Wolfen"
    assert str(cards.unknown("Paladn")) == ("unknown card 'Paladn' (allowed: Paladin, "
                                            "Wolfen; did you mean 'Paladin'?)")
    assert str(Lookup.of_names("card", []).unknown("x")) == "unknown card 'x' (allowed: none)"


def test_an_unknown_name_raised_in_english_shows_in_czech():
    """The refusal is worded when shown, as every rule's refusal (`muster.errors.FieldError`):
    a library raises it whatever language is set."""
    set_lang("en")
    err = Lookup("side", {"english": {"cs": "Angličané"}}).unknown("englsh")
    try:
        set_lang("cs")
        assert str(err) == ("strana „englsh“ neexistuje (povolené hodnoty: Angličané; nemysleli "
                            "jste „english“, tedy Angličané?)")
    finally:
        set_lang("en")
    assert str(err).startswith("unknown side 'englsh'")


def test_a_suggestion_for_a_sentence_of_its_own(english):
    """`Lookup.suggest`: a list finding's did-you-mean, by the entry's name in the user's
    language, a name a longer one begins with counted close (``within``)."""
    units = Lookup("", [{"id": "archers", "en": "Archers", "cs": "Lučištníci"},
                        {"id": "knights", "en": "Knights", "cs": "Rytíři"}])
    assert units.suggest("Archrs") == " (did you mean 'Archers'?)"
    assert units.suggest("Archers (left centre)", starts=False) == ""
    assert units.suggest("Archers (left centre)", starts=False, within=True) == \
        " (did you mean 'Archers'?)"
    assert units.suggest("xyz", known=True) == " (known: Archers, Knights)"
    set_lang("cs")
    assert units.suggest("Archrs") == " (nemysleli jste „Archers“, tedy Lučištníci?)"
    assert did_you_mean("rol", ["roll", "wound"]) == " (nemysleli jste „roll“?)"


def test_a_finding_refuses_a_name_in_the_one_shape(english):
    """`Lookup.said`: a checked file's finding, English for JSON and shown in the user's
    language, after the unit or title it belongs to when one is given."""
    sides = Lookup("side", {"english": {"cs": "Angličané"}, "french": {"cs": "Francouzi"}})
    said = sides.said("englsh", unit="Agincourt", ids=True)
    assert str(said) == ("Agincourt: unknown side 'englsh' (allowed: english, french; "
                         "did you mean 'english'?)")
    assert str(sides.said("xyz")) == "unknown side 'xyz' (allowed: english, french)"
    set_lang("cs")  # a finding is made in the language of the run
    said = sides.said("englsh", unit="Agincourt", ids=True)
    assert said == "Agincourt: unknown side 'englsh' (allowed: english, french; did you " \
        "mean 'english'?)"  # English for JSON
    assert shown(said) == ("Agincourt: strana „englsh“ neexistuje (povolené hodnoty: "
                           "Angličané, Francouzi; nemysleli jste „english“, tedy Angličané?)")
