"""`muster.plain_yaml` against PyYAML: whatever it reads, it reads as `muster.load` reads
PyYAML's composition (the same data, types and key order); whatever it does not know it
leaves to PyYAML (None). Every YAML file of the repository, texts at each edge of what it
reads, and thousands of single-character edits of the army files."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from muster import load, plain_yaml

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(p for p in ROOT.glob("**/*.yaml")
               if ".venv" not in p.parts and "golden" not in p.parts)


def pyyaml(text: str) -> object:
    """What `muster.load` reads with PyYAML (a LoadError raised as it is)."""
    return load._Builder().build(load._composed(text))


def same(a: object, b: object) -> bool:
    """Equal data of equal types (True is not 1, 1.0 is not 1) with keys in the same order."""
    return json.dumps(a, ensure_ascii=False) == json.dumps(b, ensure_ascii=False)


def agrees(text: str) -> object:
    """plain_yaml's reading of ``text``, after checking that PyYAML reads it alike."""
    mine = plain_yaml.read(text)
    if mine is not None:
        assert same(mine, pyyaml(text)), text
    return mine


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_yaml_file_of_the_repository_is_read_as_pyyaml_reads_it(path):
    try:
        text = load.decode(path.read_bytes())
    except load.LoadError:
        return  # a file made to be refused before it is parsed
    try:
        expected = pyyaml(text)
    except load.LoadError:
        assert plain_yaml.read(text) is None  # refused by PyYAML or muster.load: theirs
        return
    mine = plain_yaml.read(text)
    assert mine is None or same(mine, expected)


def test_the_example_army_files_are_read_without_pyyaml():
    armies = [p for p in FILES if "armies" in p.parts and "illegal-yaml" not in p.name]
    read = [p for p in armies if plain_yaml.read(load.decode(p.read_bytes())) is not None]
    assert len(read) >= len(armies) * 3 // 4  # the plain files people write


READ = [
    "game: confrontation\nname: Red Lioness and the Griffin vanguard\npoints_limit: 300\n",
    "figures:\n  - name: Paladin\n    count: 2\n    stats: {ini: 3, att: 4, def: 3}\n",
    "figures:\n- name: Paladin\n  abilities: [\"Leadership / 15\", 'Scout', Born killer]\n"
    "- name: x\nother: 1\n",
    "a: yes\nb: No\nc: off\nd: TRUE\ne: null\nf: Null\ng:\nh: y\ni: n\nj: nothing\n",
    "a: -5\nb: +7\nc: 0\nd: -0\ne: 999999999999999\n",
    "# a comment\na: text # a comment\nb: 'quoted # not a comment'\nc: \"x: y\"\n",
    "a: He said \"hi\" and it's [fine] {really}\nb: C:/path\nc: a/b\\c\n",
    "- a\n- 1\n-\n  - nested\n- key: v\n  other: w\n",
    "a:\n  b:\n    c: []\n    d: {}\n  e: Živý legendy\n",
    "  a: 1\n  b: 2\n",
    "a:   spaced    value   \n",
    "-   name: x\n    n: 1\n",
    "a: [x, \"y, z\", 'w']  # comment\n",
    "- a:\n  - x\n- b\n", "- a:\n- x\n", "a:\n- x\n- y\nb: 1\n", "a: [ ]\nb: {}\n",
    "a: [a,b]\nb: {a: 1,b: 2}\n", "- # c\n  a: 1\n", "a: x # c # d\n", "a-: 1\nb-c: x -\n",
    "a: nO\nb: yes please\n", "a:\n  - b:\n    - c\n  - d\n", "a:\n\n  # c\n  b: 1\n# end\n",
    "x:\n  - [a, b]\n  - {c: d}\n", "a: \"it's\"\nb: 'say \"hi\"'\n", "a: 0\nb: -0\nc: +0\n",
    "on: 1\nyes: 2\nnull: 3\n",
]


@pytest.mark.parametrize("text", READ)
def test_what_it_reads_is_what_pyyaml_reads(text):
    assert agrees(text) is not None


UNKNOWN = [
    "", "# only a comment\n", "just text\n", "---\na: 1\n", "a: 1\n...\n", "%YAML 1.1\n---\na: 1\n",
    "a: 1.5\n", "a: 1e3\n", "a: .inf\n", "a: 2024-01-01\n", "a: 0x10\n", "a: 010\n",
    "a: 1_000\n", "a: 1:30\n", "a: 12345678901234567890\n", "a: 1000000000000000\n",
    "a: ~\n", "a: &x 1\nb: *x\n", "a: !!str 1\n", "a: |\n  x\n", "a: >\n  x\n",
    "a: 'it''s'\n", "a: \"x\\ty\"\n", "a:\tb\n", "a: b\r\n", "a: 1\na: 2\n",
    "a: b\n  c\n", "a: [a, [b]]\n", "a: [a,\n  b]\n", "a: {b: 1, b: 2}\n", "- - a\n",
    "a: x#y\n", "a: b: c\n", "a: b:\n", "a:b\n", "a : b\n", "\"a\": b\n", "? a\n: b\n",
    "<<: {a: 1}\n", "a: [a, ]\n", "a: [, a]\n", "a: {b}\n", "a: {b:1}\n", "a: [a]b\n",
    "a: [a]#c\n", "a: 'x'y\n", "a: \"x\n", "a: -\n", "a: - 1\n", "a: @x\n", "a: `x`\n",
    "a: =\n", "a:\n    b: 1\n  c: 2\n", "a: 1\n b: 2\n", "- a\n  - b\n", "a: [a: b]\n",
    "a: *x\n", "a: !x\n", "a: %x\n", "a: 'x\n", "a: x\u00a0y\n", "a: [x]\n- y\n",
]


@pytest.mark.parametrize("text", UNKNOWN)
def test_what_it_does_not_know_is_left_to_pyyaml(text):
    assert plain_yaml.read(text) is None
    try:
        load.parse_yaml(text)  # the answer without the fast reader: PyYAML's (data or refusal)
    except load.LoadError:
        pass


def test_a_file_read_without_pyyaml_still_locates_its_places():
    text = "game: confrontation\nfigures:\n  - name: Paladin\n    points: 32\n"
    doc = load.parse_yaml(text, "army.yaml")
    assert doc.data == {"game": "confrontation", "figures": [{"name": "Paladin", "points": 32}]}
    assert doc.locate(("figures", 0, "points")) == (4, 13)
    assert doc.locate(("figures", 0), key=True) == (3, 5)
    assert doc.root is not None and doc.root.id == "mapping"


TRICKY = list(":#- \"'[]{},&*!|>?%@0.x\n\t~")


def test_single_character_edits_of_the_army_files_are_read_as_pyyaml_reads_them_or_left():
    rng = random.Random(17)
    texts = [load.decode(p.read_bytes()) for p in FILES if "armies" in p.parts]
    texts = [t for t in texts if plain_yaml.read(t) is not None]
    assert texts
    for _ in range(3000):
        text = rng.choice(texts)
        at = rng.randrange(len(text) + 1)
        change = rng.choice(("insert", "replace", "delete"))
        if change == "insert":
            text = text[:at] + rng.choice(TRICKY) + text[at:]
        elif change == "replace":
            text = text[:at] + rng.choice(TRICKY) + text[at + 1:]
        else:
            text = text[:at] + text[at + 1:]
        mine = plain_yaml.read(text)
        if mine is None:
            continue
        try:
            theirs = pyyaml(text)
        except load.LoadError as err:
            pytest.fail(f"read what PyYAML refuses ({err.message}): {text!r}")
        assert same(mine, theirs), text


WORDS = ["Paladin", "yes", "No", "null", "~", "12", "007", "1.5", "a: b", "x #y", "it's",
         'say "hi"', "Živý", "- x", "[a]", "{b}", "a,b", "", " lead", "tail ", "2024-01-01",
         "on", "Off", "tab\there", "line\nbreak", "&x", "*y", "!z", "%p", "@q", "|", ">"]


def _random_data(rng: random.Random, depth: int = 0) -> object:
    kind = rng.randrange(7 if depth < 3 else 4)
    if kind == 0:
        return rng.choice(WORDS)
    if kind == 1:
        return rng.choice([0, 7, -3, 10**14, True, False, None, 1.5])
    if kind in (2, 3):
        return rng.choice(WORDS) + " " + rng.choice(WORDS)
    if kind == 4:
        return [_random_data(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["name", "points", "stats", "a_b", "x-y", "yes", "k1"]) + str(i):
            _random_data(rng, depth + 1) for i in range(rng.randrange(4))}


def test_what_pyyaml_writes_is_read_as_pyyaml_reads_it_or_left():
    """Random data written by PyYAML's dumper in block and mixed styles (it quotes and
    escapes what needs it): read alike, or left to PyYAML. Its libyaml emitter when built
    with it, as muster.load reads with libyaml's parser: the same texts as the pure-Python
    emitter writes (the first hundred are held to it), in a third of the time."""
    import yaml

    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    rng = random.Random(9)
    read = 0
    for n in range(1500):
        data = {"game": "confrontation", "figures": [_random_data(rng) for _ in range(3)]}
        style = {"allow_unicode": True, "default_flow_style": rng.choice([False, None]),
                 "indent": rng.choice([2, 4]), "sort_keys": False}
        text = yaml.dump(data, Dumper=dumper, **style)
        if n < 100:
            assert text == yaml.safe_dump(data, **style)
        read += agrees(text) is not None
    assert read > 300  # most of what has no escape or float


def test_its_number_limits_are_muster_load_s():
    assert plain_yaml.MAX_INT == load.MAX_INT
    assert plain_yaml.MAX_NUMBER_TEXT == load._MAX_NUMBER_TEXT
    assert plain_yaml.MAX_DEPTH <= load.MAX_DEPTH
    biggest = load.MAX_INT - 1
    assert plain_yaml.read(f"a: {biggest}\nb: -{biggest}\n") == {"a": biggest, "b": -biggest}
    assert plain_yaml.read(f"a: {load.MAX_INT}\n") is None  # load's refusal, with its line
    def nested(depth: int) -> str:
        return "".join("  " * d + "a:\n" for d in range(depth)) + "  " * depth + "a: 1\n"

    assert plain_yaml.read(nested(10)) is not None
    assert plain_yaml.read(nested(40)) is None  # deep: PyYAML's, and load's depth limit
