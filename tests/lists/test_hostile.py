"""Hostile army files: one finding each, never a hang or a traceback; files are never
modified."""

from __future__ import annotations

import io
import sys

import pytest

from lists.testgame import ILLEGAL, lines

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
     .replace(b"?", b"\xed"), "input.encoding"),  # Czech in Windows-1250: save as UTF-8
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
    with hang_guard(60, f"list-validate {name}"):  # hostile input must not hang
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
    from muster.load import parse

    data = parse("a: yes\nb: 0x1F\nc: 017\nd: 2024-01-01\ne: ~\nf: 1_000\ng: 1.5\n"
                 "h: '12'\n1: x\n", "t.yaml").data
    assert data == {"a": True, "b": 31, "c": 15, "d": "2024-01-01", "e": None, "f": 1000,
                    "g": 1.5, "h": "12", "1": "x"}
