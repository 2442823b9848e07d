"""`muster names GAME [KIND]`: what muster knows by name, English and Czech, from the data
files and from catalogues."""

from __future__ import annotations

import tomllib
from pathlib import Path

from helpers import assert_one_line_error

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "cli" / "muster" / "games"
PACK = str(ROOT / "examples" / "catalogues" / "warmaster-example.yaml")


def test_the_kinds_and_their_counts_come_from_the_data(muster):
    gear = tomllib.loads((DATA / "void" / "data" / "gear.toml").read_text("utf-8"))
    run = muster("names", "void", "--json")
    assert run.code == 0
    assert run.json["kinds"]["gear"] == len(gear["items"]) == 43
    assert run.json["kinds"]["classes"] == len(gear["classes"])


def test_void_gear_with_prices_in_both_languages(muster):
    doc = muster("names", "void", "gear", "--json").json
    sword = next(n for n in doc["names"] if n["id"] == "sword")
    assert sword == {"id": "sword", "en": "sword", "cs": "meč", "price": 20}
    assert muster("names", "void", "gear").out.splitlines()[0].split() == [
        "sword", "sword", "meč", "20"]
    # Czech first under --lang cs
    assert muster("--lang", "cs", "names", "void", "gear").out.splitlines()[0].split() == [
        "sword", "meč", "sword", "20"]


def test_warmaster_items_are_the_18_with_their_costs(muster):
    items = tomllib.loads((DATA / "warmaster" / "data" / "items.toml").read_text("utf-8"))
    doc = muster("names", "wm", "items", "--json").json
    assert [(n["id"], n["price"]) for n in doc["names"]] == [
        (i["id"], i["cost"]) for i in items["item"]]
    assert len(doc["names"]) == 18


def test_catalogue_units(muster):
    doc = muster("names", "warmaster", "units", "--catalogue", PACK, "--json").json
    assert doc["names"][1] == {"id": "pikemen", "en": "Pikemen", "cs": "Pikenýři",
                               "price": 45}
    assert "units" in muster("names", "wm", "--catalogue", PACK, "--json").json["kinds"]


def test_bad_kinds_are_one_line(muster):
    assert_one_line_error(muster("names", "wm", "itemz"),
                          "warmaster has no names of kind 'itemz' (did you mean 'items'?)")
    assert_one_line_error(muster("names", "wm", "units"), "give --catalogue FILE")
    assert_one_line_error(muster("names", "chess"), "unknown game 'chess'")
