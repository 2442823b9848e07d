"""House-rule data files (MUSTER_DATA) under attack, and the merge rules they follow
(README "Your own rule data").

A data file of the wrong shape is one line naming the file, its line and the key (exit 2);
a file of the right shape changes only what it names.
"""

from __future__ import annotations

import json
import math
import sys
import tomllib
from importlib import resources
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import assert_one_line_error
from verbs.test_hostile_options import run_hostile

ROOT = Path(__file__).resolve().parents[2]
ARMIES = ROOT / "armies"


_CACHED: dict[ModuleType, list] = {}  # a module -> its cached functions (found once)


def clear_caches() -> None:
    """Forget every cached table (data files and what the games derive from them)."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("muster"):
            continue
        if module not in _CACHED:
            _CACHED[module] = [v for v in vars(module).values()
                               if callable(getattr(v, "cache_clear", None))]
        for value in _CACHED[module]:
            value.cache_clear()
    from muster.engine import data

    data.applied.clear()  # (what the cleared caches had merged)


@pytest.fixture
def house(tmp_path, monkeypatch):
    """house(game, name, toml_text) writes DIR/<game>/<name>.toml and sets MUSTER_DATA."""
    monkeypatch.setenv("MUSTER_DATA", str(tmp_path))
    monkeypatch.delenv("MUSTER_DEBUG", raising=False)
    clear_caches()

    def write(game: str, name: str, text: str | bytes) -> Path:
        (tmp_path / game).mkdir(exist_ok=True)
        path = tmp_path / game / f"{name}.toml"
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        clear_caches()
        return path

    yield write
    clear_caches()


def bundled(game: str, name: str) -> dict:
    ref = resources.files("muster.games").joinpath(game, "data", f"{name}.toml")
    return tomllib.loads(ref.read_text(encoding="utf-8"))


# ---------------------------------------------------------------- merging [[list]] tables by id


def _points(muster, army: str) -> int:
    run = muster("list-validate", str(ARMIES / "warmaster" / army), "--format", "json")
    return run.json["files"][0]["points"]


def test_one_field_of_one_item_changes_and_the_rest_stays(muster, house):
    army = "legal-empire-2000.yaml"
    text = (ARMIES / "warmaster" / army).read_text(encoding="utf-8")
    items = bundled("warmaster", "items")["item"]
    carried = [i for i in items if i["en"] in text]
    assert carried, "the example army carries a magic item"
    item = carried[0]
    before = _points(muster, army)
    house("warmaster", "items", f'[[item]]\nid = "{item["id"]}"\ncost = {item["cost"] + 25}\n')
    assert _points(muster, army) == before + 25
    # the rest of the catalogue is as bundled: all 18 items, names and all
    from muster.engine.data import load

    merged = load("warmaster", "items")["item"]
    assert len(merged) == len(items)
    assert [m["en"] for m in merged] == [i["en"] for i in items]


def test_an_item_is_added_and_another_removed(muster, house):
    items = bundled("warmaster", "items")["item"]
    first = items[0]
    new = dict(first, id="house-banner", en="House Banner", cs="domácí prapor", cost=5)
    fields = "".join(f"{k} = {json.dumps(v, ensure_ascii=False)}\n" for k, v in new.items())
    house("warmaster", "items", f"[[item]]\n{fields}\n"
                                f'[[item]]\nid = "{items[1]["id"]}"\nremove = true\n')
    from muster.engine.data import load

    merged = load("warmaster", "items")["item"]
    assert len(merged) == len(items)  # one in, one out
    assert merged[-1]["en"] == "House Banner"
    assert items[1]["id"] not in [m["id"] for m in merged]
    house("warmaster", "items", f'[[item]]\nid = "{items[1]["id"]}"\nremove = true\n'
                                f'[[item]]\nid = "{items[2]["id"]}"\nremove = true\n')
    assert len(load("warmaster", "items")["item"]) == len(items) - 2


def test_unknown_item_message_counts_the_data(muster, house, tmp_path):
    items = bundled("warmaster", "items")["item"]
    army = tmp_path / "army.yaml"
    base = (ARMIES / "warmaster" / "legal-empire-2000.yaml").read_text(encoding="utf-8")
    army.write_text(base.replace("Crown of Command", "Nothing Such"), encoding="utf-8")
    run = muster("list-validate", str(army))
    assert f"not one of the {len(items)} Warmaster magic items" in run.out
    house("warmaster", "items", f'[[item]]\nid = "{items[0]["id"]}"\nremove = true\n')
    run = muster("list-validate", str(army))
    assert f"not one of the {len(items) - 1} Warmaster magic items" in run.out


def test_a_full_entry_in_a_table_changes_that_entry_only(muster, house):
    # overriding one [[item]] keeps every other item
    house("warmaster", "spells", '[[spell]]\nid = "foot-of-gork"\ncast = 5\n')
    from muster.engine.data import load

    spells = load("warmaster", "spells")["spell"]
    assert len(spells) == len(bundled("warmaster", "spells")["spell"])
    assert all("en" in s for s in spells)


# ------------------------------------------------- a new entry's Czech words may be left out


def test_a_new_entry_in_english_only_is_taken_with_its_czech_words_in_english(muster, house):
    """Every bundled shooting range has cs and cs_value: a user's new range needs neither;
    its English name stands in, in the Czech output and in Czech lists of allowed values."""
    house("confrontation", "shooting",
          '[range.extreme]\nen = "extreme range"\nnames = ["extreme"]\ndifficulty = 13\n')
    shot = ("roll", "conf", "shoot", "--aim", "3", "--range", "extreme", "--dice", "5")
    assert "extreme range 13, static shot 0, normal target 0: difficulty 13" in muster(*shot).out
    czech = muster("--lang", "cs", *shot)
    assert czech.code == 0 and "extreme range 13, statická střelba 0" in czech.out
    refused = muster("--lang", "cs", *shot[:-3], "nowhere", "--dice", "5")
    assert_one_line_error(refused, "(povolené hodnoty: krátká, střední, dlouhá, extreme range)")
    # the English name, and its Czech stand-in, are names it answers to
    assert muster("--lang", "cs", *shot[:-3], "EXTREME", "--dice", "5").code == 0


def test_a_new_entry_s_x_cs_falls_back_to_its_x(muster, house):
    house("confrontation", "flying", '[level.3]\nen = "stratosphere"\nnames = ["strato"]\n'
                                     'terrain = "none at all"\nref = "house"\n')
    run = muster("--lang", "cs", "roll", "conf", "fly", "--air-mov", "25", "--start", "3")
    assert run.code == 0 and "terén na této úrovni: none at all (house)" in run.out
    assert "úroveň 3 (stratosphere)" in run.out


def test_every_kind_of_czech_field_of_a_new_entry(house):
    """cs from en, X_cs from X, cs_X from cs, a list of forms (counted_cs) of that word, a
    mark (cs_ours) left out; a Czech word given is kept."""
    from muster.engine.data import load

    house("battlelore", "combat", '[faces.star]\nen = "star"\ncs = "hvězda"\naliases = ["x"]\n')
    star = load("battlelore", "combat")["faces"]["star"]
    assert (star["cs"], star["short_cs"], star["counted_cs"]) == ("hvězda", "hvězda",
                                                                    ["hvězda"] * 3)
    house("warmaster", "siege", '[targets.keep]\nen = "keep"\naliases = ["x"]\n'
          'breaches_to_fall = 3\nfalls = "taken"\ngender = "m"\nkills_stands = true\n'
          'ref = "house"\n')
    keep = load("warmaster", "siege")["targets"]["keep"]
    assert (keep["cs"], keep["falls_cs"]) == ("keep", "taken")
    house("warmaster", "deploy", '[terrain.house]\nen = "the host builds it"\nref = "house"\n')
    terrain = load("warmaster", "deploy")["terrain"]["house"]
    assert (terrain["cs"], terrain["cs_value"]) == ("the host builds it",) * 2
    assert "cs_ours" not in terrain
    house("void", "gear", '[charges.acid]\nen = "acid"\ncs = "kyselinová"\naliases = ["x"]\n'
          'dam = 3\nref = "house"\n')
    assert load("void", "gear")["charges"]["acid"]["cs_grenade"] == "kyselinová"


# ---------------------------------------------------------------- wrong shapes: file:line, exit 2


@pytest.mark.parametrize("text,needles", [
    ('[[item]]\nid = "battle-banner"\ncost = "lots"\n',
     ("items.toml:3:", "item.0.cost", "expected a whole number as bundled, not text")),
    ('[[item]]\nen = "Banner"\n', ("items.toml:1:", "needs its id")),
    ('[[item]]\nid = "no-such-item"\nremove = true\n', ("no bundled entry 'no-such-item'",)),
    ('[[item]]\nid = "battle-banner"\nremove = true\ncost = 3\n', ("write only id and remove",)),
    ('[[item]]\nid = "battle-banner"\nweight = 3\n', ("items.toml:3:", "unknown field")),
    ('[[item]]\nid = "house"\nen = "House"\n', ("a new entry needs",)),
    ('[rules]\nitems_per_bearer = nan\n', ("items.toml:2:", "not a number")),
    ('[rules]\nitems_per_bearer = inf\n', ("not a number",)),
    ('[rules]\nitems_per_bearer = 99999999999\n', ("beyond",)),
    ('[rules]\nitems_per_bearer = -1\n', ("negative",)),
    ('[rules]\nitems_per_bearer = 1.5\n', ("expected a whole number",)),
    ('[rules]\ncharacters = "general"\n', ("expected a list",)),
    ('[rules]\ncharacters = [1, 2]\n', ("characters.0", "expected text")),
    ('[ruels]\nx = 1\n', ("items.toml:1:", "unknown key", "known here: kinds, rules, item")),
    ('rules = 3\n', ("expected a table",)),
    ("item = " + "[" * 2000 + "]" * 2000 + "\n", ("items.toml",)),
    ("x = {" * 600 + "}" * 600 + "\n", ("items.toml",)),
    ('[rules\n', ("items.toml:1:", "not valid TOML")),
])
def test_a_data_file_of_the_wrong_shape_is_one_line(muster, house, text, needles):
    house("warmaster", "items", text)
    run = muster("wound", "wm", "--attacks", "3", "--to-hit", "4", "--dice", "4,5,6")
    if run.code == 0:  # this verb does not read items.toml: list-validate does
        run = muster("list-validate", str(ARMIES / "warmaster" / "legal-empire-2000.yaml"))
    assert_one_line_error(run, "MUSTER_DATA", *needles)


def test_non_utf8_and_binary_data_files(muster, house):
    house("battlelore", "combat", "[die]\nname = \"bojová\"\n".encode("cp1250"))
    assert_one_line_error(muster("roll", "bl", "2", "--seed", "1"), "combat.toml:2:", "UTF-8")
    house("battlelore", "combat", bytes(range(256)))
    assert_one_line_error(muster("roll", "bl", "2", "--seed", "1"), "combat.toml")


def test_unknown_data_file_name_is_refused(muster, house):
    house("battlelore", "combats", "[die]\n")
    assert_one_line_error(muster("roll", "bl", "2", "--seed", "1"), "combats.toml",
                          "no data file of that name")


# ---------------------------------------------------------------- any value anywhere


def _leaves(value, path=()):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, path + (k,))
    elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        for i, v in enumerate(value):
            yield from _leaves(v, path + (i,))
    else:
        yield path, value


def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(str(k))} = {_toml_value(v)}"
                               for k, v in value.items()) + "}"
    raise TypeError(value)


def _override(data: dict, path: tuple, value) -> str:
    """A TOML file setting only ``path`` (through [[list]] ids where the path has them)."""
    def build(node, rest):
        key, *more = rest
        if isinstance(key, int):  # an entry of a [[list]]: name it by its id
            entry = node[key]
            ident = next((k for k in ("id", "result") if k in entry), None)
            inner = build(entry, more) if more else value
            out = {ident: entry[ident]} if ident else {}
            out.update(inner if isinstance(inner, dict) else {})
            return [out]
        return {key: build(node[key], more) if more else value}

    tree = build(data, list(path))
    return "".join(f"{json.dumps(str(k))} = {_toml_value(v)}\n" for k, v in tree.items())


DATA_FILES = sorted((p.parent.parent.name, p.stem) for p in
                    Path(str(resources.files("muster.games"))).glob("*/data/*.toml"))
COMMANDS = {
    "confrontation": [["wound", "conf", "--str", "13", "--res", "7", "--dice", "3,6"],
                      ["roll", "conf", "-v", "4", "-D", "6", "--odds"],
                      ["list-validate", str(ARMIES / "confrontation")]],
    "battlelore": [["roll", "bl", "3", "--target", "blue", "--weapon", "short-sword", "--odds"],
                   ["wound", "bl", "--attacker-colour", "red", "--weapon", "long-sword",
                    "--target-colour", "blue", "--seed", "2"],
                   ["list-validate", str(ARMIES / "battlelore")]],
    "warmaster": [["wound", "wm", "--attacks", "6", "--to-hit", "4", "--armour", "5", "--odds"],
                  ["siege-breach", "wm", "--target", "gate", "--shots", "3", "--weapon",
                   "stone-thrower", "--odds"],
                  ["roll", "wm", "cast", "--value", "5", "--dice", "4"],
                  ["list-validate", str(ARMIES / "warmaster")]],
    "void": [["wound", "void", "--weapon", "sword", "--target-armor", "5", "--dice", "8,6"],
             ["roll", "void", "--target", "12", "--mod", "-2", "--dice", "9"],
             ["list-validate", str(ARMIES / "void")]],
    "mageknight": [["roll", "mk", "--attack", "9", "--defense", "15", "--odds"],
                   ["siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3", "--damage",
                    "2", "--steep", "--odds"],
                   ["list-validate", str(ARMIES / "mageknight")]],
}

HOSTILE = st.one_of(
    st.sampled_from([0, -1, 1, 2, 7, 20, 1001, 10**6, 10**7, -(10**7), 0.5, float("nan"),
                     float("inf"), "", "x", "\x1b[31m", "[bold]", "evil\\[/]", True, False,
                     [], [1], ["x"], {}, {"en": "x"}, [[[[]]]], "a" * 10_000]),
    st.integers(-5, 30),
)


@pytest.mark.parametrize("game,name", DATA_FILES, ids=[f"{g}/{n}" for g, n in DATA_FILES])
def test_any_value_in_any_data_file(house, game, name):
    data = bundled(game, name)
    leaves = list(_leaves(data))
    if not leaves:  # a file of empty tables (Void's battle phases): no value to attack
        assert all(v == {} for v in data.values()), name
        return

    @settings(max_examples=12, deadline=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(leaves), HOSTILE, st.sampled_from(COMMANDS[game]))
    def attack(leaf, value, argv):
        path, _ = leaf
        house(game, name, _override(data, path, value))
        run_hostile(list(argv))

    attack()


def test_an_impossible_combination_is_blamed_on_the_data_file(muster, house, monkeypatch):
    # a value that passes every check alone but breaks a procedure: bad input (the user's
    # file), exit 2 naming it, not an internal error
    path = house("warmaster", "combat", "")
    from muster.games.warmaster import wound

    def broken(*args, **kwargs):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(wound, "_items", broken)
    run = muster("wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "5", "--seed", "1")
    assert_one_line_error(run, "MUSTER_DATA", str(path), "ZeroDivisionError")
    # without a house-rule file the same fault is muster's own: exit 70
    monkeypatch.delenv("MUSTER_DATA")
    clear_caches()
    from muster.engine import data

    data.applied.clear()
    assert muster("wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "5").code == 70
