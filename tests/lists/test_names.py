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
                          "unknown kind of names 'itemz' (allowed: items, spells, unit-types; "
                          "did you mean 'items'?)")
    assert_one_line_error(muster("names", "wm", "units"), "give --catalogue FILE")
    assert_one_line_error(muster("names", "chess"), "unknown game 'chess'")


def _listed(err: str) -> list[str]:
    """The names a Czech refusal lists: '(povolené hodnoty: a/b, c/d; nemysleli …)'."""
    inner = err.split("(povolené hodnoty: ", 1)[1].rsplit(")", 1)[0].split("; nemysleli")[0]
    return [name for item in inner.split(", ") for name in item.split("/")]


def test_every_kind_a_czech_refusal_lists_is_accepted(muster):
    """A kind listed in Czech by its Czech name and its id is accepted as either
    ('zařazení', the rulebook's word for ranks, seed 000 L346), and the
    did-you-mean sits in that one bracket, an English id glossed ('„gear“, tedy vybavení')."""
    for game in ("conf", "bl", "wm", "void", "mk"):
        run = muster("--lang", "cs", "names", game, "xyzzy")
        assert run.code == 2
        names = _listed(run.err)
        assert names
        for name in names:
            assert muster("--lang", "cs", "names", game, name).code == 0, (game, name)
    assert "zařazení/ranks" in muster("--lang", "cs", "names", "konfrontace").out
    err = muster("--lang", "cs", "names", "void", "gearr").err
    assert "seznam „gearr“ neexistuje (povolené hodnoty: vybavení/gear, " in err
    assert err.rstrip().endswith("; nemysleli jste „gear“, tedy vybavení?)")


def test_an_unknown_game_lists_every_name_and_offers_the_closest(muster):
    """The Czech name first, the others after slashes (no bracket inside
    the bracket), the did-you-mean inside it; every name listed is a game."""
    run = muster("--lang", "cs", "names", "konfrontce")
    assert run.code == 2
    assert "(povolené hodnoty: konfrontace/confrontation/conf, battlelore/bl, " in run.err
    assert run.err.rstrip().endswith("; nemysleli jste „konfrontace“?)")
    for name in _listed(run.err):
        assert muster("--lang", "cs", "names", name).code == 0, name
    english = muster("names", "voi").err
    assert "(allowed: confrontation (conf, konfrontace), " in english
    assert english.rstrip().endswith(", mageknight (mk, mage-knight); did you mean 'void'?)")


def test_a_two_word_czech_kind_is_taken_unquoted(muster):
    """`names void typy HUD`: the words name one kind, as quoted."""
    unquoted = muster("--lang", "cs", "names", "void", "typy", "HUD")
    assert unquoted.code == 0
    assert unquoted.out == muster("--lang", "cs", "names", "void", "hud-types").out
