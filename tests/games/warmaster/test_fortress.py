"""The Warmaster fortress file: schema, the table and drawing, in-place updates that keep
comments and key order, refusals, --dry-run, and the atomic write (killed mid-update)."""

from __future__ import annotations

import glob
import json
import os
from pathlib import Path

import jsonschema
import pytest
import yaml

from helpers import assert_one_line_error, ok_json
from muster.games.warmaster import fortress as fort

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = sorted((ROOT / "examples" / "fortresses").glob("*.yaml"))
SCHEMA = ROOT / "cli" / "muster" / "schemas" / "fortress.schema.json"
WM = ("siege-breach", "warmaster")

KEEP = """\
# My keep: a comment at the top
game: warmaster
name: Test keep   # a trailing comment
sections:
  # the gatehouse first
  - id: G1
    kind: gate
    stands: 1   # archers above
  - kind: wall        # kind written before id on purpose
    id: W1
    name: east wall
    damaged: false    # keep this comment
  - id: T1
    kind: tower
    damaged: true
    breaches: 1
  - {id: W2, kind: wall}
  - id: W3
    kind: wall
    destroyed: true
    damaged: true
"""


@pytest.fixture
def keep(tmp_path):
    path = tmp_path / "keep.yaml"
    path.write_text(KEEP, encoding="utf-8")
    return path


def attack(muster, path, section, *args):
    return ok_json(muster, *WM, "--fortress", path, "--section", section, *args)


def key_order(text: str) -> list:
    node = yaml.compose(text)
    assert node is not None
    out = [k.value for k, _ in node.value]
    for k, v in node.value:
        if k.value == "sections":
            out += [[kk.value for kk, _ in item.value] for item in v.value]
    return out


# ---------------------------------------------------------------- schema and examples


def test_schema_is_draft_2020_12_with_its_id():
    schema = json.loads(SCHEMA.read_text())
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == "urn:muster:schema:fortress:v1"
    jsonschema.Draft202012Validator.check_schema(schema)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_examples_are_valid_fortresses(path):
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(json.loads(SCHEMA.read_text())).validate(data)
    assert fort.load(str(path)).sections


def test_examples_exist():
    assert len(EXAMPLES) >= 2


# ---------------------------------------------------------------- the view


def test_fortress_alone_shows_table_and_drawing(muster, keep):
    run = muster(*WM, "--fortress", keep)
    assert run.code == 0, run.err
    assert "Test keep" in run.out and "4 of 5 sections standing" in run.out
    for sid in ("G1", "W1", "T1", "W2", "W3"):
        assert sid in run.out
    assert "breached once" in run.out and "COLLAPSED" in run.out
    assert "|/#/|" in run.out and ".,.,." in run.out  # drawing: breached tower, rubble


def test_fortress_alone_json(muster, keep):
    run = muster(*WM, "--fortress", keep, "--json")
    assert run.code == 0, run.err
    secs = {s["id"]: s for s in run.json["sections"]}
    assert secs["T1"]["breaches"] == 1 and secs["T1"]["standing"] is True
    assert secs["W3"]["destroyed"] is True and secs["W3"]["standing"] is False
    assert secs["G1"]["stands"] == 1
    assert run.json["standing"] == 4 and run.json["destroyed"] == 1


@pytest.mark.parametrize("lang, first_line", [
    ("en", "Fortress Test keep (Testovací tvrz) ("),
    ("cs", "Pevnost Testovací tvrz (Test keep), soubor "),
])
def test_czech_name_comes_first_in_its_language(muster, keep, lang, first_line):
    keep.write_text(KEEP.replace("name: Test keep", "name: Test keep\nname_cs: Testovací tvrz"),
                    encoding="utf-8")
    run = muster("--lang", lang, *WM, "--fortress", keep)
    assert run.code == 0, run.err
    assert run.out.splitlines()[0].startswith(first_line)
    assert ok_json(muster, *WM, "--fortress", keep)["fortress"] == "Test keep (Testovací tvrz)"


@pytest.mark.parametrize("lang, first_line", [
    ("en", "Fortress Test keep ("), ("cs", "Pevnost Test keep, soubor "),
])
def test_without_a_czech_name_the_name_shows_as_written(muster, keep, lang, first_line):
    run = muster("--lang", lang, *WM, "--fortress", keep)
    assert run.code == 0, run.err
    assert run.out.splitlines()[0].startswith(first_line)
    assert ok_json(muster, *WM, "--fortress", keep)["fortress"] == "Test keep"


def test_czech_name_must_be_text(muster, keep):
    keep.write_text(KEEP.replace("name: Test keep", "name: Test keep\nname_cs: [1]"),
                    encoding="utf-8")
    assert_one_line_error(muster(*WM, "--fortress", keep), "name_cs")


# ---------------------------------------------------------------- updates in place


def test_update_keeps_comments_and_key_order(muster, keep):
    before = keep.read_text()
    out = attack(muster, keep, "W1", "--hits", "1", "--dice", "4")
    assert out["result"] == "damaged" and out["written"]
    after = keep.read_text()
    assert after == before.replace("damaged: false    # keep this comment",
                                   "damaged: true    # keep this comment")
    assert "# My keep: a comment at the top" in after and "# the gatehouse first" in after
    assert key_order(after) == key_order(before)


def test_missing_state_key_is_inserted_after_the_id_line(muster, keep):
    attack(muster, keep, "G1", "--hits", "1", "--dice", "3")  # 3 + 1 gate = damaged
    after = keep.read_text()
    assert "  - id: G1\n    damaged: true\n    kind: gate\n" in after
    assert yaml.safe_load(after)["sections"][0]["damaged"] is True
    # everything else is as it was
    assert after.replace("    damaged: true\n    kind: gate", "    kind: gate", 1) == KEEP


def test_flow_style_section_is_updated(muster, keep):
    attack(muster, keep, "W2", "--hits", "1", "--dice", "5")
    assert "  - {id: W2, damaged: true, kind: wall}\n" in keep.read_text()
    attack(muster, keep, "W2", "--hits", "1", "--dice", "6")
    assert "  - {id: W2, damaged: true, destroyed: true, kind: wall}\n" in keep.read_text()


def test_tower_collapses_on_second_breach_in_the_file(muster, keep):
    out = attack(muster, keep, "T1", "--rams", "1", "--dice", "6")
    assert out["result"] == "collapsed" and out["stands_destroyed"] is True
    text = keep.read_text()
    assert "    breaches: 2\n    destroyed: true\n" in text
    section = fort.load(str(keep)).section("T1")
    assert section.destroyed and section.breaches == 2


def test_destroyed_section_refuses_further_attacks(muster, keep):
    before = keep.read_bytes()
    run = muster(*WM, "--fortress", keep, "--section", "W3", "--hits", "1", "--dice", "6")
    assert_one_line_error(run, "W3", "already destroyed")
    assert keep.read_bytes() == before


def test_collapsed_wall_then_refused(muster, keep):
    attack(muster, keep, "W1", "--hits", "1", "--dice", "5")
    attack(muster, keep, "W1", "--hits", "1", "--dice", "6")  # damaged: 6 + 1 = 7
    assert fort.load(str(keep)).section("W1").destroyed
    assert_one_line_error(muster(*WM, "--fortress", keep, "--section", "W1", "--hits", "1"),
                          "already destroyed")


def test_dry_run_does_not_write(muster, keep):
    before = keep.read_bytes()
    out = attack(muster, keep, "W1", "--hits", "1", "--dice", "6", "--dry-run")
    assert out["result"] == "damaged" and out["dry_run"] is True and out["written"] is None
    assert keep.read_bytes() == before
    run = muster(*WM, "--fortress", keep, "--section", "W1", "--hits", "1", "--dice", "6",
                 "--dry-run")
    assert "not written" in run.out


def test_odds_and_times_read_the_state_but_do_not_write(muster, keep):
    before = keep.read_bytes()
    run = muster(*WM, "--fortress", keep, "--section", "T1", "--rams", "1", "--odds", "--json")
    assert run.code == 0, run.err
    rows = {r["result"]: r["fraction"] for r in run.json["results"]}
    assert rows["collapsed"] == "1/6"  # breached once: a 6 (+1 damaged) brings it down
    run = muster(*WM, "--fortress", keep, "--section", "G1", "--hits", "3", "--times", "20")
    assert run.code == 0, run.err
    assert keep.read_bytes() == before


def test_no_change_leaves_the_file_untouched(muster, keep):
    stat = os.stat(keep)
    out = attack(muster, keep, "W1", "--hits", "1", "--dice", "1")
    assert out["result"] == "no-effect" and out["written"] is None
    assert os.stat(keep).st_mtime_ns == stat.st_mtime_ns


def test_crlf_file_keeps_its_line_endings(muster, tmp_path):
    path = tmp_path / "crlf.yaml"
    path.write_bytes(b"sections:\r\n  - id: W1 # c\r\n    kind: wall\r\n")
    attack(muster, path, "W1", "--hits", "1", "--dice", "4")
    assert path.read_bytes() == b"sections:\r\n  - id: W1 # c\r\n    damaged: true\r\n" \
                                b"    kind: wall\r\n"


def test_new_text_is_checked_before_it_replaces_the_file(muster, keep, monkeypatch):
    before = keep.read_bytes()
    monkeypatch.setattr(fort, "edit_state", lambda *a, **k: "sections: []\n")
    run = muster(*WM, "--fortress", keep, "--section", "W1", "--hits", "1", "--dice", "6")
    assert_one_line_error(run, "sections")
    assert keep.read_bytes() == before
    assert glob.glob(str(keep.parent / ".keep.yaml.*.tmp")) == []


# ---------------------------------------------------------------- bad files and options


@pytest.mark.parametrize("text,needles", [
    ("sections:\n  - id: W1\n    kind: moat\n", ("keep.yaml:3", "moat")),
    ("sections:\n  - id: W1\n    kind: wall\n  - id: W1\n    kind: gate\n",
     ("keep.yaml:4", "used twice")),
    ("sections:\n  - id: W1\n    kind: wall\n    length_mm: 200\n", ("5 sections",)),
    # seed L248: a wall over 40 mm is more than one target, fractions of a mm included
    ("sections:\n  - id: W1\n    kind: wall\n    length_mm: 40.5\n", ("2 sections",)),
    # sizes YAML can spell but no model has: one-line errors, not internal errors
    ("sections:\n  - id: W1\n    kind: wall\n    length_mm: .inf\n", ("keep.yaml:4", "finite")),
    ("sections:\n  - id: W1\n    kind: wall\n    length_mm: .nan\n", ("finite",)),
    ("sections:\n  - id: T1\n    kind: tower\n    base_mm: [.inf, 10]\n", ("finite",)),
    ("sections:\n  - id: T1\n    kind: tower\n    base_mm: [80, 80]\n", ("over 60 mm", "part_of")),
    ("sections:\n  - id: W1\n    kind: wall\n    breaches: 1\n", ("only towers",)),
    ("sections:\n  - id: T1\n    kind: tower\n    breaches: 2\n", ("destroyed: true",)),
    ("sections: [\n", ("not valid yaml",)),
    ("- just a list\n", ("mapping",)),
    ("sections:\n  - id: W1\n    kind: wall\n    colour: red\n", ("colour",)),
])
def test_bad_fortress_files(muster, tmp_path, text, needles):
    path = tmp_path / "keep.yaml"
    path.write_text(text)
    assert_one_line_error(muster(*WM, "--fortress", path), *needles)


def test_split_tower_sections_are_accepted(tmp_path):
    path = tmp_path / "t.yaml"
    path.write_text("sections:\n  - {id: T-a, kind: tower, part_of: T, base_mm: [80, 80]}\n"
                    "  - {id: T-b, kind: tower, part_of: T, base_mm: [80, 80]}\n")
    assert [s.id for s in fort.load(str(path)).sections] == ["T-a", "T-b"]


LONG = "examples/fortresses/long-tower.yaml"


def test_a_long_narrow_tower_by_side_or_by_area(muster, tmp_path):
    # its 70 x 40 mm base: a side over 60 mm (split, 2 sections), an area of 2,800 mm² (one);
    # the example file reads by area, and the command's option overrides the file
    view = ok_json(muster, *WM, "--fortress", LONG)
    assert [s["id"] for s in view["sections"]] == ["W1", "T1", "W2"]
    assert_one_line_error(muster(*WM, "--fortress", LONG, "--tower-reading", "side"),
                          "long-tower.yaml:11", "70x40 mm base, over 60 mm", "suggests 2")
    # without the file's key the default reading is by side
    path = tmp_path / "long.yaml"
    path.write_text(Path(LONG).read_text().replace("tower_reading: area\n", ""))
    assert_one_line_error(muster(*WM, "--fortress", str(path)), "suggests 2")
    assert [s.id for s in fort.load(str(path), "area").sections] == ["W1", "T1", "W2"]
    # an attack writes the file back checked under the same reading
    assert muster(*WM, "--fortress", str(path), "--tower-reading", "area", "--section", "T1",
                  "--hits", "1", "--dice", "4").code == 0
    assert fort.load(str(path), "area").section("T1").damaged
    # a tower too big even by area: 100 x 100 mm is 10,000 mm², 3 sections
    big = tmp_path / "big.yaml"
    big.write_text("tower_reading: area\nsections:\n"
                   "  - {id: T, kind: tower, base_mm: [100, 100]}\n")
    assert_one_line_error(muster(*WM, "--fortress", str(big)), "larger than 60 x 60 mm",
                          "suggests 3")
    assert_one_line_error(muster(*WM, "--fortress", LONG, "--tower-reading", "volume"),
                          "--tower-reading")


@pytest.mark.parametrize("args,needle", [
    (("--section", "X9", "--hits", "1"), "unknown section 'X9' (allowed: "),
    (("--section", "W1", "--hits", "1", "--damaged"), "from the fortress file"),
    (("--section", "W1", "--hits", "1", "--target", "gate"), "is a wall"),
    (("--hits", "1"), "--section"),
])
def test_bad_fortress_options(muster, keep, args, needle):
    assert_one_line_error(muster(*WM, "--fortress", keep, *args), needle)


def test_missing_fortress_file(muster, tmp_path):
    assert_one_line_error(muster(*WM, "--fortress", tmp_path / "none.yaml"), "not found")


# ---------------------------------------------------------------- the file's update
# (locking, atomic writes and crashes of every state file: tests/test_state.py)


def test_an_update_is_read_rolled_and_written_under_the_state_file_lock(muster, keep,
                                                                        monkeypatch):
    from muster import state

    held = []
    real = state.locked

    def spy(path, **kw):
        held.append((str(path), kw.get("what")))
        return real(path, **kw)

    monkeypatch.setattr(state, "locked", spy)
    attack(muster, keep, "W1", "--hits", "1", "--dice", "6")
    assert held == [(str(keep), "fortress file")]
    # looking, a dry run and the odds take no lock (nothing is written)
    muster(*WM, "--fortress", keep)
    attack(muster, keep, "W2", "--hits", "1", "--dice", "6", "--dry-run")
    muster(*WM, "--fortress", keep, "--section", "W2", "--hits", "1", "--odds")
    assert len(held) == 1


def test_output_names_the_stands_listed_in_the_file(muster, keep):
    run = muster(*WM, "--fortress", keep, "--section", "G1", "--hits", "1", "--dice", "6")
    assert run.code == 0, run.err
    assert "1 stand above it: unharmed" in run.out
    out = attack(muster, keep, "T1", "--hits", "1", "--dice", "6")
    assert out["stands_on"] is None and out["result"] == "collapsed"


def test_rolling_options_without_an_attack_are_refused(muster, keep):
    assert_one_line_error(muster(*WM, "--fortress", keep, "--odds"), "nothing to roll")


def test_unwritable_directory_is_one_line_and_keeps_the_file(muster, keep, monkeypatch):
    before = keep.read_bytes()

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    from muster import atomic

    monkeypatch.setattr(atomic, "create_temp", refuse)  # as a read-only directory would
    run = muster(*WM, "--fortress", keep, "--section", "W1", "--hits", "1", "--dice", "6")
    assert_one_line_error(run, "cannot write the fortress file", "Permission denied",
                          "unchanged")
    assert keep.read_bytes() == before


# ---------------------------------------------------------------- property: many updates


STATE_LINE = ("damaged:", "breaches:", "destroyed:")


def _without_state(text: str) -> list[str]:
    return [ln for ln in text.splitlines() if not ln.strip().startswith(STATE_LINE)]


def _order_without_state(text: str) -> list:
    keep = [k.rstrip(":") for k in STATE_LINE]
    return [[k for k in item if k not in keep] if isinstance(item, list) else item
            for item in key_order(text)]


def test_many_updates_touch_only_state_lines(tmp_path):
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from muster.engine.dice import EnteredSource
    from muster.games.warmaster import siege

    @settings(max_examples=25, deadline=None)
    @given(st.lists(st.tuples(st.sampled_from(["G1", "W1", "T1", "W3", "D9"]),
                              st.integers(1, 6)), min_size=1, max_size=12))
    def run(steps):
        text = KEEP.replace("  - {id: W2, kind: wall}\n",
                            "  - id: D9   # postern\n    kind: door\n")
        path = tmp_path / "p.yaml"
        path.write_text(text)
        for sid, face in steps:
            book = fort.load(str(path))
            sec = book.section(sid)
            if sec.destroyed:
                continue
            spec = siege.BreachSpec(siege.Section(sec.kind, sec.damaged, sec.breaches, id=sid),
                                    siege.Attack("hits", 1))
            result = siege.breach(EnteredSource([str(face)]), spec)
            path.write_bytes(fort.updated(book, sid, result.after))
            now = fort.load(str(path)).section(sid)
            assert now.damaged == result.after["damaged"]
            assert now.destroyed == result.after["destroyed"]
            if sec.kind == "tower":
                assert now.breaches == result.after["breaches"]
            new_text = path.read_text()
            assert _without_state(new_text) == _without_state(text)  # comments, order, rest
            assert _order_without_state(new_text) == _order_without_state(text)

    run()


# ---------------------------------------------------------------- hostile fortress files


MERGE = """\
sections:
  - &w1 {id: W1, kind: wall, damaged: false}
  - <<: *w1
    id: W2
"""


@pytest.mark.parametrize("text,needles", [
    (MERGE, ("keep.yaml:2", "anchor 'w1'")),
    ("sections:\n  - id: W1\n    kind: wall\n    damaged: &d false\n", ("anchor 'd'",)),
    ("sections:\n  - <<: {kind: wall}\n    id: W1\n", ("keep.yaml:2", "merge key")),
    ("sections:\n" + "".join(f"  - {{id: W{i}, kind: wall}}\n" for i in range(501)),
     ("at most 500",)),
    ("sections: " + "[" * 2000 + "]" * 2000 + "\n", ("nested deeper",)),
    ("sections:\n  - id: W1\n    kind: wall\n    length_mm: " + "9" * 5000 + "\n",
     ("keep.yaml:4",)),
    ("sections:\n  - id: W1\n    kind: wall\n\0", ("binary",)),
])
def test_hostile_fortress_files_are_one_line_and_untouched(muster, tmp_path, text, needles):
    path = tmp_path / "keep.yaml"
    path.write_text(text)
    before = path.read_bytes()
    for args in ((), ("--section", "W1", "--hits", "1", "--dice", "6")):
        assert_one_line_error(muster(*WM, "--fortress", path, *args), *needles)
    assert path.read_bytes() == before


def test_fortress_that_is_not_a_regular_file(muster, tmp_path):
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    big = tmp_path / "big.yaml"
    with open(big, "wb") as fh:
        fh.truncate(100 * 1024 * 1024)
    for path, needle in ((fifo, "FIFO"), ("/dev/zero", "device"), (big, "byte limit"),
                         (tmp_path, "directory")):
        for args in ((), ("--section", "W1", "--hits", "1", "--dice", "6")):
            assert_one_line_error(muster(*WM, "--fortress", path, *args), needle)


def test_read_only_fortress_is_refused_and_kept(muster, keep):
    keep.chmod(0o444)
    before = keep.read_bytes()
    run = muster(*WM, "--fortress", keep, "--section", "W1", "--hits", "1", "--dice", "6")
    assert_one_line_error(run, "read-only")
    assert keep.read_bytes() == before
    # looking at it, or a dry run, needs no write
    assert muster(*WM, "--fortress", keep, "--section", "W1", "--hits", "1", "--dice", "6",
                  "--dry-run").code == 0


def test_stands_that_fall_with_a_section_leave_the_file(muster, tmp_path):
    # seed 002: a collapsing wall section takes the stands on it with it; a breached gate
    # leaves the stand above it unharmed. The file then records no stands on the rubble.
    path = tmp_path / "k.yaml"
    path.write_text("sections:\n  - id: W1   # east wall\n    kind: wall\n    damaged: true\n"
                    "    stands: 2   # archers\n  - {id: G1, kind: gate, stands: 1}\n")
    out = attack(muster, path, "W1", "--hits", "1", "--dice", "6")
    assert out["result"] == "collapsed" and out["stands_on"] == 2
    book = fort.load(str(path))
    assert book.section("W1").stands == 0 and book.section("W1").destroyed
    assert "    stands: 0   # archers\n" in path.read_text()  # the comment stays
    attack(muster, path, "G1", "--hits", "1", "--dice", "6")
    assert fort.load(str(path)).section("G1").stands == 1  # unharmed above the gate
