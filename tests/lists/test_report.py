"""list-validate's report formats: text (with colour on a terminal), JSON and GitHub
annotations."""

from __future__ import annotations

import io

from helpers import assert_one_line_error
from lists.testgame import GAME, ILLEGAL, LEGAL, lines


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
    from muster.lists import Located
    from muster.lists.report import annotation

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
