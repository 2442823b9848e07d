"""Czech lists of allowed values: a Czech message lists the Czech
names only (`nálož granátu „nuke“ neexistuje (povolené hodnoty: tříštivá, výbušná,
kumulativní)`), so every name it lists must be one the lookup accepts, for every table a
name is looked up in, and one list item must be one name (a name holding ', ' would read
as two)."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from muster.engine.names import UNKNOWN_FOR, Lookup, unknown_name
from muster.errors import FieldError, allowed_values, as_options
from muster.i18n import lang, set_lang

GAMES = Path(__file__).resolve().parents[2] / "cli" / "muster" / "games"

# tables of sentences (what a case or a method does), not names a player types
SENTENCES = {("warmaster", "passage", "cases")}


def _tables(node: Any, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every table of named entries under ``node``: {id: {cs, ...}} or [{id, cs, ...}]."""
    if isinstance(node, Mapping):
        values = list(node.values())
        if values and all(isinstance(v, Mapping) for v in values) and any(
                "cs" in v for v in values):
            yield path, node
        for key, value in node.items():
            yield from _tables(value, (*path, str(key)))
    elif isinstance(node, list) and node and all(isinstance(v, Mapping) for v in node):
        if any("cs" in v for v in node) and all("id" in v for v in node):
            yield path, node
        for i, value in enumerate(node):
            yield from _tables(value, (*path, str(i)))


def _data_tables() -> list[tuple[str, Any]]:
    out = []
    for file in sorted(GAMES.glob("*/data/*.toml")):
        game, name = file.parent.parent.name, file.stem
        with open(file, "rb") as fh:
            data = tomllib.load(fh)
        for path, table in _tables(data, (game, name)):
            if path[:3] not in SENTENCES:
                out.append((":".join(path), table))
    return out


TABLES = _data_tables()


def assert_listed_names_accepted(lookup: Lookup) -> None:
    listed = allowed_values(lookup.entries).cs.split(", ")
    assert len(listed) == len(lookup.entries), f"a Czech name holds ', ': {listed}"
    for key, name in zip(lookup.entries, listed, strict=True):
        assert lookup.key(name) == key, f"{name!r}, listed for {key!r}, is {lookup.key(name)!r}"


@pytest.mark.parametrize("table", [t for _p, t in TABLES], ids=[p for p, _t in TABLES])
def test_every_czech_name_a_list_gives_is_accepted(table):
    assert_listed_names_accepted(Lookup("", table))


def test_the_lookups_built_in_code_accept_the_names_they_list():
    """Tables a game builds from its data (a deck's sides, Mage Knight's terrain, Void's
    price lists by English name) list what they accept too."""
    from muster.games.battlelore.cards import scenario
    from muster.games.mageknight import ranged
    from muster.games.void import catalogue

    assert_listed_names_accepted(Lookup("side", scenario("agincourt")[1]["sides"]))
    before = lang()
    set_lang("cs")
    try:
        for name in ranged.unknown_terrain("x").message.args["allowed"].cs.split(", "):
            assert ranged.terrain_key(name)
    finally:
        set_lang(before)
    for kind in catalogue._WHAT:
        assert_listed_names_accepted(catalogue.table(kind).lookup)


def test_a_czech_list_gives_czech_names_only_and_english_ids():
    table = {"fragmentation": {"en": "fragmentation", "cs": "tříštivý granát",
                               "cs_value": "tříštivá"},
             "shaped": {"en": "shaped", "cs": "kumulativní"}, "torso": {"en": "torso"}}
    before = lang()
    set_lang("cs")
    try:
        message = str(unknown_name("grenade charge", "nuke", table))
    finally:
        set_lang(before)
    assert message.endswith("(povolené hodnoty: tříštivá, kumulativní, torso)")
    set_lang("en")
    try:
        message = str(unknown_name("grenade charge", "nuke", table))
    finally:
        set_lang(before)
    assert message == "unknown grenade charge 'nuke' (allowed: fragmentation, shaped, torso)"
    assert Lookup("", table).key("Tříštivá") == "fragmentation"


# ---------------------------------------------------------------- the did-you-mean

RANKS = {"elite": {"en": "Elite", "cs": "Elita"}, "regular": {"en": "Regular", "cs": "Voják"}}


def test_an_unknown_name_asks_its_did_you_mean_inside_the_czech_bracket(czech):
    """One bracket says both what is allowed and what was probably meant: never
    '(povolené hodnoty: …) (nemysleli jste …?)'."""
    message = str(Lookup("rank", RANKS).unknown("Elitní"))
    assert message.endswith("(povolené hodnoty: Elita, Voják; nemysleli jste „Elita“?)"), message
    assert ") (" not in message


def test_english_asks_its_did_you_mean_inside_the_bracket_too():
    message = str(Lookup("rank", RANKS).unknown("Elit"))
    assert message == "unknown rank 'Elit' (allowed: elite, regular; did you mean 'elite'?)"


def test_a_findings_hint_is_built_in_both_languages_and_travels(czech):
    """A finding is shown later, and in JSON in English: its ``{hint}`` holds both texts,
    and pickles (findings travel between worker processes)."""
    import pickle

    hint = pickle.loads(pickle.dumps(Lookup("rank", RANKS).hint("Elitní")))
    assert str(hint) == "; did you mean 'Elite'?"  # English: the English name
    assert hint.cs == "; nemysleli jste „Elita“?"  # Czech: the name the Czech list gives
    assert str(Lookup("rank", RANKS).hint("xyzzy")) == "" and Lookup("rank", RANKS).hint(
        "xyzzy").cs == ""


def test_a_hint_can_name_ids_where_the_english_list_gives_ids():
    sides = {"english": {"en": "English and Welsh", "cs": "Angličané a Welšané"}}
    assert str(Lookup("side", sides).hint("englsh", ids=True)) == "; did you mean 'english'?"


def test_a_closest_english_id_is_glossed_by_the_czech_name_listed(czech):
    """czech.md: an English id that was closest is offered as typed, glossed by the Czech
    name the list shows, so that the suggestion shares its letters with what was typed;
    a Czech name as close as the id is offered alone."""
    message = str(Lookup("rank", RANKS).unknown("regulr"))
    assert message.endswith("; nemysleli jste „regular“, tedy Voják?)"), message
    assert str(Lookup("rank", RANKS).unknown("Elitní")).endswith("; nemysleli jste „Elita“?)")
    hint = Lookup("rank", RANKS).hint("regulr")
    from muster.i18n import shown

    assert shown(hint) == "; nemysleli jste „regular“, tedy Voják?"
    assert str(hint) == "; did you mean 'Regular'?"


def test_a_loaded_tables_lookup_is_made_once_per_table():
    table = {"light": {"en": "light", "cs": "lehké zranění", "aliases": ["l"]}}
    lookup = Lookup.of("wound", table)
    assert Lookup.of("wound", table) is lookup and lookup.key("Lehké zranění") == "light"
    assert Lookup.of("penalty", table) is not lookup  # another kind of thing: its own
    again = {"light": {"en": "light", "cs": "lehké"}}  # another table: its own names
    assert Lookup.of("wound", again).key("lehké") == "light"
    assert Lookup.of("wound", again).key("l") is None


def test_an_unknown_name_is_a_field_error_naming_its_field():
    """A library caller catches a misspelt name as any refused value: a `FieldError` whose
    ``field`` is the spec field (docs/api.md)."""
    from muster.errors import FieldError
    from muster.games.void.attack import AttackSpec

    with pytest.raises(FieldError) as refused:
        AttackSpec("swrod")
    assert refused.value.field == "weapon" and "swrod" in str(refused.value)


# ---------------------------------------------------------------- a name several entries answer to

ASKED = "give the name exactly as it is written"


def test_a_card_is_matched_as_written_first_and_a_number_by_its_value_when_one_card_is():
    cards = Lookup.of_cards(["7", "07", "Scout", "scout", "12"])
    assert [cards.key(n) for n in ("7", "07", " 07 ", "Scout", "scout", "012", "12")] == \
        ["7", "07", "07", "Scout", "scout", "12", "12"]
    assert cards.key("13") is None


@pytest.mark.parametrize(("typed", "both"), [
    ("007", "'7' or '07'"),  # a number by its value: two cards are 7
    ("0007", "'7' or '07'"),
    ("SCOUT", "'Scout' or 'scout'"),  # any case: two cards are scout
    ("s-c-o-u-t", None),  # folded to 's c o u t': no card
])
def test_a_name_two_cards_answer_to_only_when_compared_is_refused_naming_both(typed, both):
    cards = Lookup.of_cards(["7", "07", "Scout", "scout"])
    if both is None:
        assert cards.key(typed) is None
        return
    with pytest.raises(FieldError) as err:
        cards.key(typed)
    assert err.value.field == ""
    assert str(err.value) == f"card '{typed}' could be {both}; {ASKED}"
    with pytest.raises(FieldError) as err:  # found for a field: the error's, as unknown's
        cards.find(typed, field="card")
    assert err.value.field == "card"
    assert str(err.value) == f"card '{typed}' could be {both}; {ASKED}"
    # where the unknown-name refusal names the field first, so does this one
    with pytest.raises(FieldError) as err:
        cards.find(typed, field="card", template=UNKNOWN_FOR)
    assert str(as_options(err.value)) == f"--card: card '{typed}' could be {both}; {ASKED}"


def test_the_refusal_in_czech_names_each_entry_as_the_czech_list_does(czech):
    table = {"elite": {"en": "Elite", "cs": "Elita"},
             "veteran": {"en": "Veteran", "cs": "Veterán", "aliases": ["ELITE"]}}
    ranks = Lookup("rank", table)
    # an id as written, then a spelling as written: each names one entry
    assert (ranks.key("elite"), ranks.key("ELITE"), ranks.key("Elite")) == \
        ("elite", "veteran", "elite")
    with pytest.raises(FieldError) as err:
        ranks.find("élite", field="rank")
    # English for JSON: the ids, as the English list gives them; shown: the Czech names
    assert err.value.field == "rank"
    assert err.value.message == "rank 'élite' could be 'elite' or 'veteran'; " + ASKED
    assert str(err.value) == ("zařazení „élite“ může být „Elita“ nebo „Veterán“; zadejte "
                              "název přesně tak, jak je napsán")
    with pytest.raises(FieldError) as err:
        ranks.key("élite", field="rank", named=True)
    assert str(as_options(err.value)) == ("--rank: zařazení „élite“ může být „Elita“ nebo "
                                          "„Veterán“; zadejte název přesně tak, jak je napsán")


def test_a_table_whose_entries_share_a_spelling_still_offers_its_did_you_mean():
    cards = Lookup.of_cards(["Scout", "scout", "Paladin"])
    assert str(cards.unknown("Paladn")).endswith("; did you mean 'Paladin'?)")
    assert "'Scout'" in cards.suggest("Scuot")


def test_no_data_table_has_a_spelling_two_entries_answer_to():
    # so a player's name is never refused as ambiguous in a game's own tables
    for name, table in TABLES:
        lookup = Lookup("", table)
        assert not lookup._several, (name, lookup._several)


@pytest.mark.parametrize("lang_code,three,two", [
    ("en", " (did you mean 'points', 'notes' or 'items'?)", " (did you mean 'points' or 'notes'?)"),
    ("cs", " (nemysleli jste „points“, „notes“ nebo „items“?)",
     " (nemysleli jste „points“ nebo „notes“?)"),
])
def test_several_close_names_take_commas_and_one_or(request, lang_code, three, two):
    from muster.engine.names import did_you_mean

    if lang_code == "cs":
        request.getfixturevalue("czech")
    assert did_you_mean("poits", ["points", "notes", "items", "name"]) == three
    assert did_you_mean("poits", ["points", "notes", "name"]) == two
