"""`muster list-validate`: loading, positions, schema findings, formats, exit codes, options.

These tests run against a small test game (a schema in a temporary directory and a `check`
function defined here, standing in for Warmaster), so they do not depend on any real game's
rules; `test_list_validate_armies.py` runs the real example armies.
"""

from __future__ import annotations

import io
import json
import sys

import pytest
from conftest import assert_one_line_error

from muster.lists import Finding, ListRules, Totals
from muster.lists import validate as validate_mod

GAME = "warmaster"

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.org/test.army.schema.json",
    "type": "object",
    "required": ["game", "figures"],
    "additionalProperties": False,
    "properties": {
        "game": {"enum": [GAME, "wm"]},
        "points_limit": {"type": "integer", "minimum": 1},
        "figures": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "points"],
                "additionalProperties": False,
                "properties": {
                    "name": {"type": "string"},
                    "points": {"type": "integer", "minimum": 0},
                    "count": {"type": "integer", "minimum": 1},
                    "type": {"enum": ["infantry", "cavalry"]},
                },
            },
        },
    },
}


class FakeRules:
    """The test game's list rules (a `ListRules`): total against the limit, 'Bad' names are
    errors, 'Meh' names warnings; it records every army read so tests can see what reached
    it."""

    RULE_OPTIONS = ()

    def __init__(self):
        self.calls = []
        self.RULES = [self.names, self.limit]

    def read(self, army, ctx):
        self.calls.append((army, ctx))
        return army

    def names(self, army, ctx):
        for i, fig in enumerate(army["figures"]):
            if fig["name"] == "Bad":
                yield Finding("test.bad-name", "no figure may be called Bad",
                              ("figures", i, "name"))
            if fig["name"] == "Meh":
                yield Finding("test.meh", "Meh is allowed but dull", ("figures", i), "warning")
            if fig["name"] == "Boom":
                raise ZeroDivisionError("boom")

    def limit(self, army, ctx):
        total = self.total(army)
        limit = army.get("points_limit")
        if limit is not None and total > limit:
            yield Finding("test.limit", f"{total} points, over the limit of {limit}",
                          ("points_limit",))

    @staticmethod
    def total(army):
        return sum(fig["points"] * fig.get("count", 1) for fig in army["figures"])

    def tally(self, army, ctx):
        summary = {"siege": ctx.siege, "options": ctx.options,
                   "opponent_game": (ctx.opponent or {}).get("game")}
        return Totals(points=self.total(army), summary=summary)


def test_the_test_game_is_a_list_rules_module():
    assert isinstance(FakeRules(), ListRules)


@pytest.fixture
def game(tmp_path, monkeypatch):
    """The test game installed in place of Warmaster's schema and rules."""
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    (schemas / f"{GAME}.army.schema.json").write_text(json.dumps(SCHEMA))
    monkeypatch.setattr(validate_mod, "SCHEMA_DIR", schemas)
    rules = FakeRules()
    monkeypatch.setitem(validate_mod._RULES, GAME, rules)
    return rules


@pytest.fixture
def write(tmp_path):
    def write(name: str, text: str | bytes) -> str:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return str(path)

    return write


LEGAL = """\
# yaml-language-server: $schema=https://example.org/test.army.schema.json
game: warmaster
points_limit: 100
figures:
  - name: Spearmen
    points: 30
    count: 2
  - name: Knights
    points: 40
"""

ILLEGAL = """\
game: warmaster
points_limit: 100
figures:
  - name: Spearmen
    points: 30
  - name: Bad
    points: 80
"""


def lines(run) -> list[str]:
    return run.out.splitlines()


# ---------------------------------------------------------------- verdicts and positions


def test_legal_file_exits_0_with_verdict_and_summary(muster, game, write):
    path = write("legal.yaml", LEGAL)
    run = muster("list-validate", path)
    assert run.code == 0, run.out
    assert lines(run) == [
        f"{path}: legal, 100 of 100 points",
        "1 file: 1 legal, 0 illegal, 0 unreadable; 0 errors, 0 warnings; "
        "points: warmaster 100 points",
    ]
    army, ctx = game.calls[0]
    assert army["figures"][0]["count"] == 2
    assert ctx.file == path and ctx.opponent is None and ctx.siege is None


def test_rule_findings_point_at_line_and_column(muster, game, write):
    path = write("illegal.yaml", ILLEGAL)
    run = muster("list-validate", path)
    assert run.code == 1
    # 'Bad' sits on line 6 after "  - name: ", column 11; the limit on line 2, column 15
    assert lines(run) == [
        f"{path}:2:15: error [test.limit] 110 points, over the limit of 100",
        f"{path}:6:11: error [test.bad-name] no figure may be called Bad",
        f"{path}: ILLEGAL (2 errors), 110 of 100 points",
        "1 file: 0 legal, 1 illegal, 0 unreadable; 2 errors, 0 warnings; "
        "points: warmaster 110 points",
    ]


def test_warning_alone_keeps_the_list_legal(muster, game, write):
    path = write("meh.yaml", "game: warmaster\nfigures:\n  - name: Meh\n    points: 5\n")
    run = muster("list-validate", path)
    assert run.code == 0
    # a mapping item in a block list: the mapping starts at its first key (line 3, col 5)
    assert lines(run)[0] == f"{path}:3:5: warning [test.meh] Meh is allowed but dull"
    assert lines(run)[1] == f"{path}: legal (1 warning), 5 points"


def test_schema_errors_are_findings_and_stop_the_rules(muster, game, write):
    path = write("schema.yaml", """\
game: warmaster
figures:
  - name: Spearmen
    points: forty
  - points: 3
    colour: red
  - name: Cav
    points: 1
    type: dragon
""")
    run = muster("list-validate", path)
    assert run.code == 1
    assert game.calls == []  # the rules never see a schema-invalid document
    out = lines(run)
    assert f"{path}:4:13: error [schema.type] expected integer, got text forty" in out
    assert f"{path}:5:5: error [schema.required] 'name' is a required property" in out
    assert (f"{path}:6:5: error [schema.additional-properties] unknown field 'colour' "
            "(allowed here: name, points, count, type)") in out
    assert f"{path}:9:11: error [schema.enum] dragon is not one of: infantry, cavalry" in out
    assert out[-2] == f"{path}: ILLEGAL (4 errors)"


def test_findings_are_sorted_by_position(muster, game, write):
    path = write("two.yaml", "game: warmaster\npoints_limit: 1\nfigures:\n"
                             "  - {name: Bad, points: 2}\n")
    out = lines(muster("list-validate", path))
    assert [line.split(": error")[0] for line in out[:2]] == [f"{path}:2:15", f"{path}:4:12"]


def test_json_input_has_positions_too(muster, game, write):
    path = write("army.json", '{\n  "game": "warmaster",\n  "figures": [\n'
                              '    {"name": "Bad", "points": 3},\n'
                              '    {"name": "X", "points": -1}\n  ]\n}\n')
    run = muster("list-validate", path)
    assert run.code == 1
    assert f"{path}:5:29: error [schema.minimum] -1 is less than the minimum of 0" in lines(run)


def test_json_rule_finding_position(muster, game, write):
    path = write("army.json", '{"game": "warmaster",\n "figures": [{"name": "Bad", "points": 3}]}')
    run = muster("list-validate", path)
    assert lines(run)[0] == f"{path}:2:23: error [test.bad-name] no figure may be called Bad"


def test_alias_of_the_game_is_accepted(muster, game, write):
    assert muster("list-validate", write("a.yaml", "game: wm\nfigures: []\n")).code == 0


# ---------------------------------------------------------------- formats


def test_json_format(muster, game, write):
    good = write("a/legal.yaml", LEGAL)
    bad = write("a/illegal.yaml", ILLEGAL)
    run = muster("list-validate", good, bad, "--format", "json")
    assert run.code == 1
    doc = run.json
    files = {f["file"]: f for f in doc["files"]}
    assert files[good]["valid"] is True and files[good]["points"] == 100
    assert files[good]["game"] == GAME and files[good]["errors"] == []
    entry = files[bad]
    assert entry["valid"] is False and entry["readable"] is True
    assert entry["points"] == 110 and entry["points_limit"] == 100
    assert entry["errors"][1] == {"line": 6, "column": 11, "path": ["figures", 1, "name"],
                                  "rule": "test.bad-name",
                                  "message": "no figure may be called Bad"}
    assert entry["warnings"] == [] and entry["skipped"] is None
    assert doc["schema_version"] == 1 and list(doc)[0] == "schema_version"
    assert doc["summary"] == {"files": 2, "legal": 1, "illegal": 1, "unreadable": 0,
                              "skipped": 0, "errors": 2, "warnings": 0,
                              "points": {GAME: 210}, "exit_code": 1}
    assert muster("list-validate", good, bad, "--json").out == run.out  # --json: the same
    assert muster("list-validate", good, bad, "--json", "-f", "json").out == run.out


def test_github_format(muster, game, write):
    path = write("illegal.yaml", ILLEGAL)
    run = muster("list-validate", path, "--format", "github")
    assert run.code == 1
    assert lines(run)[1] == (f"::error file={path},line=6,col=11,title=test.bad-name::"
                             "no figure may be called Bad")
    meh = write("meh.yaml", "game: warmaster\nfigures: [{name: Meh, points: 5}]\n")
    assert lines(muster("list-validate", meh, "-f", "github"))[0].startswith(
        f"::warning file={meh},line=2,col=11,title=test.meh::")


def test_github_format_escapes(muster, game, write):
    from muster.lists.report import annotation
    from muster.lists.validate import Located

    line = annotation("a,b:c.yaml", Located("x.y", "50% of\nit", (), "error", 1, 2))
    assert line == "::error file=a%2Cb%3Ac.yaml,line=1,col=2,title=x.y::50%25 of%0Ait"


def test_no_colour_when_piped(muster, game, write):
    run = muster("list-validate", write("illegal.yaml", ILLEGAL))
    assert "\033[" not in run.out


def test_colour_on_a_terminal(game, write, monkeypatch):
    from muster.lists.runner import run

    class Tty(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.delenv("NO_COLOR", raising=False)
    out = Tty()
    assert run([write("illegal.yaml", ILLEGAL)], stream=out) == 1
    assert "\033[31;1mILLEGAL" in out.getvalue()


def test_unknown_format_is_one_line(muster, game, write):
    assert_one_line_error(muster("list-validate", write("a.yaml", LEGAL), "--format", "xml"),
                          "--format", "text, json, github")


# ---------------------------------------------------------------- inputs


def test_stdin(muster, game, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(ILLEGAL))
    run = muster("list-validate", "-")
    assert run.code == 1
    assert lines(run)[1] == "<stdin>:6:11: error [test.bad-name] no figure may be called Bad"


def test_stdin_json_by_content(muster, game, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"game": "warmaster", "figures": []}'))
    run = muster("list-validate", "-", "--format", "json")
    assert run.code == 0 and run.json["files"][0]["file"] == "<stdin>"


def test_directories_are_searched_recursively_in_order(muster, game, write, tmp_path):
    write("armies/b/legal.yml", LEGAL)
    write("armies/a/illegal.yaml", ILLEGAL)
    write("armies/a/z.json", '{"game": "warmaster", "figures": []}')
    write("armies/a/notes.txt", "not an army")
    write("armies/.hidden/broken.yaml", "game: [")
    run = muster("list-validate", str(tmp_path / "armies"), "--format", "json")
    assert [f["file"].split("armies/")[1] for f in run.json["files"]] == [
        "a/illegal.yaml", "a/z.json", "b/legal.yml"]
    assert run.code == 1


def test_unreadable_and_legal_files_are_all_reported_exit_2(muster, game, write):
    good = write("legal.yaml", LEGAL)
    bad = write("broken.yaml", "game: warmaster\nfigures: [\n")
    run = muster("list-validate", good, bad, str(write("x", "") + "-missing"))
    assert run.code == 2
    out = lines(run)
    assert f"{good}: legal, 100 of 100 points" in out
    assert any(line.startswith(f"{bad}:3:1: error [input.syntax] not valid YAML") for line in out)
    assert f"{bad}: UNREADABLE" in out
    assert out[-1].startswith("3 files: 1 legal, 0 illegal, 2 unreadable")


def test_missing_file_and_empty_directory(muster, game, tmp_path):
    (tmp_path / "empty").mkdir()
    run = muster("list-validate", str(tmp_path / "nope.yaml"), str(tmp_path / "empty"))
    assert run.code == 2
    assert f"{tmp_path}/nope.yaml: error [input.missing] no such file or directory" in lines(run)
    assert any("[input.missing] no *.yaml" in line for line in lines(run))


@pytest.mark.parametrize("text,rule,message", [
    ("figures: []\n", "input.game", "no game: field"),
    ("game: chess\nfigures: []\n", "input.game", "unknown game 'chess'"),
    ("game: 7\n", "input.game", "unknown game '7'"),
    ("- game: warmaster\n", "input.not-mapping", "the file holds a list"),
    ("# only a comment\n", "input.empty", "holds no data"),
    ("---\n", "input.empty", "holds no data"),
    ("---\n...\n", "input.empty", "holds no data"),
    ("just text\n", "input.not-mapping", "the file holds a single value"),
])
def test_files_that_are_not_army_files(muster, game, write, text, rule, message):
    path = write("x.yaml", text)
    run = muster("list-validate", path)
    assert run.code == 2
    finding = lines(run)[0]
    assert f"error [{rule}]" in finding and message in finding, finding


def test_unknown_game_points_at_the_game_field(muster, game, write):
    path = write("x.yaml", "# army\ngame: chess\n")
    assert lines(muster("list-validate", path))[0].startswith(f"{path}:2:7: error [input.game]")


def test_game_without_schema_is_unreadable_not_a_crash(muster, game, write):
    path = write("v.yaml", "game: void\ncharacters: []\n")  # no void schema in the test dir
    run = muster("list-validate", path)
    assert run.code == 2
    assert lines(run)[0] == (f"{path}: error [input.game] muster has no army schema for "
                             "Void: Sci-Fantasy yet (void.army.schema.json is missing)")


def test_game_without_list_rules_is_unreadable_not_a_crash(muster, game, write, monkeypatch):
    monkeypatch.delitem(validate_mod._RULES, GAME)
    monkeypatch.setattr(validate_mod, "CHECK_MODULE", "muster_no_such_pkg.{game}.lists")
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 2
    assert "error [input.game] muster has no list rules for Warmaster yet" in run.out


def test_a_bug_in_the_rules_is_reported_exit_70(muster, game, write):
    good = write("a.yaml", LEGAL)
    boom = write("b.yaml", "game: warmaster\nfigures: [{name: Boom, points: 1}]\n")
    run = muster("list-validate", boom, good)
    assert run.code == 70
    assert "[internal.error] internal error in the Warmaster list rules: ZeroDivisionError" \
        in run.out
    assert f"{good}: legal, 100 of 100 points" in lines(run)  # the other file still checked


def test_validators_are_built_once_per_game(muster, game, write, monkeypatch):
    import jsonschema.validators
    import jsonschema_rs

    built = []
    real, real_fast = jsonschema.validators.validator_for, jsonschema_rs.validator_for

    def counting(schema, *args, **kwargs):
        if isinstance(schema, dict) and schema.get("$id") == SCHEMA["$id"]:
            built.append("jsonschema")
        return real(schema, *args, **kwargs)

    def counting_fast(schema, *args, **kwargs):
        built.append("jsonschema-rs")
        return real_fast(schema, *args, **kwargs)

    monkeypatch.setattr(jsonschema.validators, "validator_for", counting)
    monkeypatch.setattr(jsonschema_rs, "validator_for", counting_fast)
    paths = [write(f"a{i}.yaml", LEGAL) for i in range(5)]
    assert muster("list-validate", *paths).code == 0
    assert built == ["jsonschema-rs"]  # valid files never need jsonschema
    bad = [write(f"b{i}.yaml", "game: warmaster\nfigures: [{name: X}]\n") for i in range(3)]
    assert muster("list-validate", *paths, *bad).code == 1
    assert built == ["jsonschema-rs", "jsonschema"]  # words the invalid files' messages, once


# ---------------------------------------------------------------- hostile files

BOMB = "".join(
    [f"l0: &l0 [{', '.join(['lol'] * 9)}]\n"]
    + [f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]\n" for i in range(1, 10)]
)


@pytest.mark.parametrize("name,content,rule", [
    ("bomb.yaml", "game: warmaster\n" + BOMB, "input.alias"),
    ("wide-bomb.yaml", "game: warmaster\nbase: &b [" + ", ".join(["x"] * 2000) + "]\n"
     + "".join(f"c{i}: *b\n" for i in range(60)), "input.alias"),
    ("many.yaml", "game: warmaster\nx: [" + "1, " * 110_000 + "1]\n", "input.too-large"),
    ("cycle.yaml", "game: warmaster\na: &a [*a]\n", "input.depth"),
    ("deep.yaml", "game: warmaster\nx: " + "[" * 200 + "]" * 200 + "\n", "input.depth"),
    ("deeper.yaml", "game: warmaster\nx: " + "[" * 20000 + "]" * 20000 + "\n", "input.depth"),
    ("block-deep.yaml", "game: warmaster\nx:\n" + "".join(
        " " * i + "- \n" for i in range(0, 300, 1)), "input.depth"),
    ("deep.json", '{"game": "warmaster", "x": ' + "[" * 200 + "]" * 200 + "}", "input.depth"),
    ("deeper.json", '{"game": "warmaster", "x": ' + "[" * 100000 + "]" * 100000 + "}",
     "input.depth"),
    ("big.yaml", "game: warmaster\npoints_limit: " + "9" * 400 + "\n", "input.number"),
    ("big-hex.yaml", "game: warmaster\npoints_limit: 0x" + "f" * 30 + "\n", "input.number"),
    ("big.json", '{"game": "warmaster", "points_limit": ' + "9" * 5000 + "}", "input.number"),
    ("bigfloat.json", '{"game": "warmaster", "points_limit": 1e400}', "input.number"),
    ("inf.yaml", "game: warmaster\npoints_limit: .inf\n", "input.number"),
    ("nan.yaml", "game: warmaster\npoints_limit: .NaN\n", "input.number"),
    ("nan.json", '{"game": "warmaster", "points_limit": NaN}', "input.number"),
    ("inf.json", '{"game": "warmaster", "points_limit": -Infinity}', "input.number"),
    ("nul.yaml", b"game: warmaster\n\x00\x01\x02", "input.binary"),
    ("latin1.yaml", "game: warmaster\nname: Alahanští\n".encode("latin-1", "replace")
     .replace(b"?", b"\xed"), "input.binary"),
    ("image.yaml", b"\x89PNG\r\n\x1a\n" + bytes(range(256)), "input.binary"),
    ("python.yaml", "game: warmaster\nx: !!python/object/apply:os.system ['touch pwned']\n",
     "input.tag"),
    ("python-name.yaml", "game: !!python/name:os.system warmaster\n", "input.tag"),
    ("set.yaml", "game: warmaster\nx: !!set {a, b}\n", "input.tag"),
    ("custom.yaml", "game: warmaster\nx: !army 1\n", "input.tag"),
    ("dup.yaml", "game: warmaster\nfigures: []\nfigures: []\n", "input.duplicate-key"),
    ("dup.json", '{"game": "warmaster", "game": "void"}', "input.duplicate-key"),
    ("two-docs.yaml", "game: warmaster\n---\ngame: void\n", "input.syntax"),
    ("control.yaml", "game: warmaster\nx: \x07\n", "input.syntax"),
    ("bad.json", '{"game": "warmaster",}', "input.syntax"),
])
def test_hostile_files_are_refused_with_one_finding(muster, game, write, name, content, rule,
                                                    tmp_path):
    from conftest import hang_guard

    path = write(name, content)
    with hang_guard(10, f"list-validate {name}"):  # hostile input must not hang
        run = muster("list-validate", path)
    assert run.code == 2, run.out
    out = lines(run)
    assert len(out) == 3, out  # the finding, the verdict, the summary
    assert out[0].startswith(path) and f": error [{rule}] " in out[0], out[0]
    assert out[1] == f"{path}: UNREADABLE"
    assert "Traceback" not in run.out + run.err
    assert not (tmp_path / "pwned").exists()
    assert game.calls == []


def test_huge_file_is_refused_before_reading(muster, game, write):
    path = write("huge.yaml", "game: warmaster\nfigures: []\n" + "#" * (1 << 20))
    run = muster("list-validate", path)
    assert run.code == 2
    assert lines(run)[0].startswith(f"{path}: error [input.too-large] file is 1,048,")


def test_huge_stdin_is_refused(muster, game, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("#" * (2 << 20)))
    assert "[input.too-large]" in lines(muster("list-validate", "-"))[0]


def test_positions_of_hostile_findings(muster, game, write):
    path = write("big.yaml", "game: warmaster\npoints_limit: " + "9" * 400 + "\n")
    assert lines(muster("list-validate", path))[0].startswith(
        f"{path}:2:15: error [input.number] number '9999")
    path = write("dup.yaml", "game: warmaster\nfigures: []\nfigures: []\n")
    assert lines(muster("list-validate", path))[0] == (
        f"{path}:3:1: error [input.duplicate-key] duplicate key 'figures' (first at line 2)")
    path = write("dup.json", '{"game": "warmaster",\n "figures": [],\n "figures": []}')
    assert lines(muster("list-validate", path))[0] == (
        f"{path}:3:2: error [input.duplicate-key] duplicate key 'figures'")


def test_files_are_not_modified(muster, game, write):
    import os

    path = write("illegal.yaml", ILLEGAL)
    before = os.stat(path)
    muster("list-validate", path)
    after = os.stat(path)
    assert (before.st_mtime_ns, before.st_size) == (after.st_mtime_ns, after.st_size)


def test_anchors_and_merge_keys_within_limits_work(muster, game, write):
    path = write("anchors.yaml", """\
game: warmaster
figures:
  - &spear {name: Spearmen, points: 30}
  - *spear
  - <<: *spear
    name: Bad
""")
    run = muster("list-validate", path)
    assert run.code == 1
    assert lines(run)[0] == f"{path}:6:11: error [test.bad-name] no figure may be called Bad"
    assert "90 points" in lines(run)[1]


def test_yaml_scalars_follow_yaml_1_1(game, write):
    from muster.lists.load import parse

    data = parse("a: yes\nb: 0x1F\nc: 017\nd: 2024-01-01\ne: ~\nf: 1_000\ng: 1.5\n"
                 "h: '12'\n1: x\n", "t.yaml").data
    assert data == {"a": True, "b": 31, "c": 15, "d": "2024-01-01", "e": None, "f": 1000,
                    "g": 1.5, "h": "12", "1": "x"}


# ---------------------------------------------------------------- options


def test_opponent_and_siege_reach_the_rules(muster, game, write):
    mine = write("mine.yaml", LEGAL)
    theirs = write("theirs.json", '{"game": "warmaster", "figures": []}')
    run = muster("list-validate", mine, "--opponent", theirs, "--siege", "Attacker",
                 "--rule", "blood-brother=subtract", "--rule", "siege-tolerance = 5",
                 "--format", "json")
    assert run.code == 0
    army, ctx = game.calls[0]
    assert ctx.opponent == {"game": "warmaster", "figures": []}
    assert ctx.siege == "attacker"
    assert ctx.options == {"blood-brother": "subtract", "siege-tolerance": "5"}
    assert run.json["files"][0]["summary"]["opponent_game"] == GAME


def test_opponent_from_stdin(muster, game, write, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("game: warmaster\nfigures: []\n"))
    assert muster("list-validate", write("a.yaml", LEGAL), "--opponent", "-").code == 0
    assert game.calls[0][1].opponent == {"game": "warmaster", "figures": []}


def test_unreadable_opponent_is_one_line(muster, game, write):
    mine = write("mine.yaml", LEGAL)
    bad = write("bad.yaml", "game: warmaster\nfigures: [\n")
    assert_one_line_error(muster("list-validate", mine, "--opponent", bad),
                          f"--opponent {bad}:3:1", "input.syntax")
    assert_one_line_error(muster("list-validate", mine, "--opponent", bad + "-nope"),
                          "no such file")
    assert game.calls == []


def test_schema_invalid_opponent_is_one_line(muster, game, write):
    mine = write("mine.yaml", LEGAL)
    bad = write("bad.yaml", "game: warmaster\nfigures:\n  - {name: 3, points: 1}\n")
    assert_one_line_error(muster("list-validate", mine, "--opponent", bad),
                          f"--opponent {bad}:3:12", "expected string", "schema.type")


@pytest.mark.parametrize("args,needle", [
    (["--siege", "besieger"], "--siege 'besieger' is not one of attacker, defender"),
    (["--rule", "nonsense"], "--rule 'nonsense' is not NAME=VALUE"),
    (["--rule", "x="], "--rule 'x=' is not NAME=VALUE"),
])
def test_bad_options_are_one_line(muster, game, write, args, needle):
    assert_one_line_error(muster("list-validate", write("a.yaml", LEGAL), *args), needle)
    assert game.calls == []


def test_no_path_is_one_line(muster):
    assert_one_line_error(muster("list-validate"), "PATH")


def test_stdin_twice_is_one_line(muster, game, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(LEGAL))
    assert_one_line_error(muster("list-validate", "-", "--opponent", "-"), "stdin")


def test_yaml_and_jsonschema_are_not_imported_by_other_commands():
    import subprocess

    code = ("import sys; from muster.app import main; main(['roll', '2d6', '--seed', '1']); "
            "main(['list-validate', '--help']); main(['schema', '--help']); "
            "print(sorted(m for m in ('yaml', 'jsonschema', 'jsonschema_rs', 'multiprocessing') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_a_broken_rules_module_is_reported_exit_70(muster, game, write, monkeypatch):
    monkeypatch.delitem(validate_mod._RULES, GAME)
    monkeypatch.setattr(validate_mod, "CHECK_MODULE", "json.{game}")  # json.warmaster: absent
    assert "[input.game] muster has no list rules" in muster("list-validate",
                                                             write("a.yaml", LEGAL)).out

    def broken(game):
        raise SyntaxError("invalid syntax (lists.py, line 3)")

    monkeypatch.setattr(validate_mod, "rules_for", broken)
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 70
    assert "[internal.error] internal error checking against the Warmaster schema or " \
           "loading its rules: SyntaxError" in run.out


def test_a_module_without_the_list_rules_is_reported(muster, game, write, monkeypatch):
    monkeypatch.delitem(validate_mod._RULES, GAME)
    monkeypatch.setattr(validate_mod, "CHECK_MODULE", "muster.{game}")  # muster.warmaster
    monkeypatch.setitem(sys.modules, "muster.warmaster", type(sys)("muster.warmaster"))
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 2
    assert ("[input.game] muster has no list rules for Warmaster yet (muster.warmaster has "
            "no RULES, read and tally)") in run.out


def test_a_rule_yielding_what_is_no_finding_is_an_internal_error(muster, game, write,
                                                                 monkeypatch):
    monkeypatch.setattr(game, "RULES", [lambda army, ctx: [{"rule": "x"}]])
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 70
    assert "[internal.error] internal error in the Warmaster list rules: TypeError" in run.out


def test_a_game_option_error_makes_the_file_unreadable(muster, game, write, monkeypatch):
    # a game names the option as a field; list-validate shows it as its option
    from muster.errors import Field, MusterError
    from muster.i18n import say

    def strict(army, ctx):
        raise MusterError(say("{rule} budget=y: allowed values are a, b", rule=Field("rule")))

    monkeypatch.setattr(game, "read", strict)
    run = muster("list-validate", write("a.yaml", LEGAL), "--rule", "budget=y")
    assert run.code == 2
    assert "error [input.rules] --rule budget=y: allowed values are a, b" in run.out


def test_a_schema_that_breaks_while_validating_is_an_internal_error(muster, game, write,
                                                                       tmp_path):
    (tmp_path / "schemas" / f"{GAME}.army.schema.json").write_text(
        json.dumps({"$schema": SCHEMA["$schema"], "type": "army"}))
    validate_mod._VALIDATORS.pop((validate_mod.SCHEMA_DIR, GAME), None)
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 70
    assert "[internal.error] internal error checking against the Warmaster schema" in run.out
    assert game.calls == []


# ---------------------------------------------------------------- not regular files (issue 12)


def test_fifos_and_devices_are_refused_without_blocking(muster, tmp_path):
    import os
    import shutil

    fifo = tmp_path / "army.yaml"
    os.mkfifo(fifo)
    run = muster("list-validate", fifo)
    assert run.code == 2 and "FIFO" in run.out + run.err
    folder = tmp_path / "folder"
    folder.mkdir()
    os.mkfifo(folder / "a.yaml")
    from pathlib import Path

    armies = Path(__file__).resolve().parents[1] / "armies" / "warmaster"
    legal = next(armies.glob("legal-*.yaml"))
    shutil.copy(legal, folder / "b.yaml")
    run = muster("list-validate", folder)
    assert run.code == 2 and "FIFO" in run.out + run.err and "b.yaml" in run.out + run.err
    run = muster("list-validate", legal, "--opponent", fifo)
    assert run.code == 2 and "FIFO" in run.err and len(run.err.strip().splitlines()) == 1
    run = muster("list-validate", "/dev/zero")
    assert run.code == 2 and "device" in run.out + run.err


# ---------------------------------------------------------------- counts multiply (issue 12)


def test_huge_counts_are_schema_errors_not_unbounded_work(muster, tmp_path):
    import re
    from pathlib import Path

    armies = Path(__file__).resolve().parents[1] / "armies"
    general = (armies / "warmaster" / "illegal-two-generals.yaml").read_text(encoding="utf-8")
    squad = (armies / "void" / "legal-heavy-weapons-squad.yaml").read_text(encoding="utf-8")
    cases = {
        "wm.yaml": re.sub(r"(type: general.*)", r"\1\n    count: 1000000000", general, count=1),
        "void.yaml": squad.replace("{item: canteen, count: 3}",
                                   "{item: canteen, count: 999999999999999}"),
    }
    for name, text in cases.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        run = muster("list-validate", tmp_path / name, "--format", "json")
        assert run.code == 1, run.err
        found = [f for f in run.json["files"][0]["errors"] if f["rule"] == "schema.maximum"]
        assert found, run.out


def test_counts_multiply_in_the_list_rules():
    # a unit line with count 3 is three Generals; a Void line of 3 pistols is three weapons
    from muster.games.warmaster.lists import _nth as wm_nth
    from muster.games.void.lists import _nth as void_nth

    assert wm_nth([(4, 1), (7, 3)], 0) == 4 and wm_nth([(4, 1), (7, 3)], 3) == 7
    assert void_nth([(2, "pistol", 2), (5, "knife", 1)], 2) == 5
