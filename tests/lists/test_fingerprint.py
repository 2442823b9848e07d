"""A list's fingerprint: a short stable hash of the normalised list, the same for
the same content in any formatting, key order, YAML or JSON, and shown in the text verdict,
the JSON report and at the top of every roster."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from lists.testgame import LEGAL
from muster.lists.fingerprint import fingerprint

ROOT = Path(__file__).resolve().parents[2]
SHAPE = re.compile(r"^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$")

# LEGAL written three other ways: flow style, keys reordered, comments, quotes; as JSON
FLOW = """\
figures: [{points: 30, name: "Spearmen", count: 2}, {name: 'Knights', points: 40}]
points_limit: 100   # the tournament's limit
game: warmaster
"""
AS_JSON = json.dumps({"$schema": "../schemas/warmaster.army.schema.json",
                      "points_limit": 100, "game": "warmaster",
                      "figures": [{"count": 2, "name": "Spearmen", "points": 30},
                                  {"points": 40, "name": "Knights"}]}, indent=4)


def definition(data: dict) -> str:
    """The documented definition, written out: SHA-256 of the canonical JSON, 12 digits."""
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return f"{digest[0:4]}-{digest[4:8]}-{digest[8:12]}"


def test_the_fingerprint_is_the_documented_hash():
    data = {"game": "warmaster", "points_limit": 100,
            "figures": [{"name": "Spearmen", "points": 30, "count": 2},
                        {"name": "Knights", "points": 40}]}
    assert fingerprint(data) == definition(data)
    assert SHAPE.match(fingerprint(data))
    assert fingerprint({**data, "$schema": "x.json"}) == fingerprint(data)  # editor's hint


def test_same_content_any_formatting_same_fingerprint(muster, game, write):
    paths = [write("a.yaml", LEGAL), write("b.yaml", FLOW), write("c.json", AS_JSON)]
    files = muster("list-validate", *paths, "--json").json["files"]
    prints = {f["fingerprint"] for f in files}
    assert len(prints) == 1
    assert prints == {definition({"game": "warmaster", "points_limit": 100, "figures": [
        {"name": "Spearmen", "points": 30, "count": 2}, {"name": "Knights", "points": 40}]})}


@pytest.mark.parametrize("change", [
    ("points: 40", "points: 41"),  # a cost
    ("name: Knights", "name: Knight"),  # a name
    ("points_limit: 100", "points_limit: 200"),  # the limit
])
def test_any_change_of_content_changes_the_fingerprint(muster, game, write, change):
    first = write("a.yaml", LEGAL)
    second = write("b.yaml", LEGAL.replace(*change))
    files = muster("list-validate", first, second, "--json").json["files"]
    assert files[0]["fingerprint"] != files[1]["fingerprint"]


def test_unit_order_is_content():
    a = {"game": "void", "characters": [{"name": "A"}, {"name": "B"}]}
    b = {"game": "void", "characters": [{"name": "B"}, {"name": "A"}]}
    assert fingerprint(a) != fingerprint(b)


def test_czech_spellings_normalise_to_the_same_fingerprint(muster, tmp_path):
    english = (ROOT / "armies" / "warmaster" / "legal-empire-2000.yaml").read_text("utf-8")
    czech = english.replace("game: warmaster", "game: Warmaster").replace(
        "type: infantry", "type: pěchota").replace("type: cavalry", "type: jízda")
    assert czech != english
    (tmp_path / "en.yaml").write_text(english, "utf-8")
    (tmp_path / "cs.yaml").write_text(czech, "utf-8")
    files = muster("list-validate", str(tmp_path / "en.yaml"), str(tmp_path / "cs.yaml"),
                   "--json").json["files"]
    assert files[0]["fingerprint"] == files[1]["fingerprint"]


def test_the_text_verdict_ends_with_the_fingerprint(muster, game, write):
    path = write("a.yaml", LEGAL)
    run = muster("list-validate", path)
    assert run.out.splitlines()[0] == (
        f"{path}: legal, 100 of 100 points; fingerprint c7d4-86b6-62be")
    cs = muster("--lang", "cs", "list-validate", path)
    assert cs.out.splitlines()[0] == f"{path}: platná, 100 ze 100 bodů; otisk c7d4-86b6-62be"


def test_unreadable_and_skipped_files_have_none(muster, game, write, tmp_path):
    write("t/broken.yaml", "game: warmaster\nfigures: [\n")
    write("t/notes.yaml", "title: notes\n")
    files = muster("list-validate", str(tmp_path / "t"), "--json").json["files"]
    assert [f["fingerprint"] for f in files] == [None, None]


def test_a_roster_heads_with_player_army_points_fingerprint_and_verdict(muster, tmp_path):
    path = tmp_path / "empire.yaml"
    text = (ROOT / "armies" / "warmaster" / "legal-empire-2000.yaml").read_text("utf-8")
    path.write_text(text.replace("player:", "# player:") + "player: Eva Nováková\n", "utf-8")
    run = muster("list-validate", str(path), "--format", "markdown")
    printed = muster("list-validate", str(path), "--json").json["files"][0]["fingerprint"]
    head = [line for line in run.out.splitlines() if line.startswith("- ")][:7]
    assert head == [f"- File: `{path}`", "- Game: Warmaster", "- Player: Eva Nováková",
                    "- Army: Empire", "- Points: 1,815 of 2,000 points",
                    f"- Fingerprint: {printed}", "- Verdict: **legal, 1,815 of 2,000 points**"]
    page = muster("list-validate", str(path), "--format", "html").out
    assert f'<dt>Fingerprint</dt><dd class="fingerprint">{printed}</dd>' in page
    assert "<dt>Player</dt><dd>Eva Nováková</dd>" in page
    cs = muster("--lang", "cs", "list-validate", str(path), "--format", "markdown").out
    assert f"- Otisk: {printed}" in cs and "- Hráč: Eva Nováková" in cs


@pytest.mark.parametrize("path,label,value", [
    ("confrontation/legal-lions-300.yaml", "People", "lions"),
    ("mageknight/legal-shyft-and-mage-spawn-250.json", "Factions", "Shyft, Mage Spawn"),
    ("battlelore/legal-agincourt.yaml", "Scenario", "agincourt"),
])
def test_each_game_names_its_army_on_the_roster(muster, path, label, value):
    run = muster("list-validate", str(ROOT / "armies" / path), "--format", "markdown")
    assert f"- {label}: {value}" in run.out.splitlines()


def test_several_rosters_have_an_index_and_a_page_each(muster):
    files = ["armies/warmaster/legal-empire-2000.yaml",
             "armies/mageknight/legal-orc-clans-300-exactly-at-limit.yaml"]
    doc = muster("list-validate", *files, "--json").json["files"]
    run = muster("list-validate", *files, "--format", "markdown")
    rows = [line for line in run.out.splitlines() if line.startswith("| 1 |")
            or line.startswith("| 2 |")][:2]
    assert rows == [
        f"| 1 | [Army of Ostland](#roster-1) |  | legal, 1,815 of 2,000 points | "
        f"{doc[0]['fingerprint']} |",
        f"| 2 | [Ub-Khan's warband](#roster-2) | Jirka | legal, 300 of 300 points | "
        f"{doc[1]['fingerprint']} |"]
    assert run.out.count('<div style="page-break-before: always"></div>') == 2
    page = muster("list-validate", *files, "--format", "html").out
    assert page.count('<section class="roster" id="roster-') == 2
    assert "break-before:page" in page and '<a href="#roster-2">' in page
    one = muster("list-validate", files[0], "--format", "markdown").out
    assert "## Index" not in one and "page-break" not in one
