"""Rules of the Czech review 21-B (deploy-shuffle, list-validate, siege-breach) that a golden
output shows only by example: names declined by the data's case forms, empty cells, values
typed in Czech."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from helpers import uncoloured

PO = Path(__file__).resolve().parent.parent / "cli/muster/locale/cs/LC_MESSAGES/muster.po"
DECK = "examples/decks/agincourt.json"


@pytest.fixture(scope="module")
def catalog():
    from babel.messages.pofile import read_po

    with PO.open("rb") as f:
        return read_po(f, locale="cs", domain="muster")


def _strings(message) -> list[str]:
    return list(message.string) if isinstance(message.string, (list, tuple)) \
        else [message.string]


def _plain(text: str) -> str:
    return uncoloured(text).replace("\u00a0", " ")


def test_a_cased_name_gives_the_data_s_case_or_the_name_as_it_is():
    from muster.language import Cased, Named

    side = Named("french", "Francouzi", {"gen": "Francouzů", "dat": "Francouzům"})
    assert f"ruka {side.cs:gen}, {side.cs:dat} chybí, {side.cs}" \
        == "ruka Francouzů, Francouzům chybí, Francouzi"
    assert "{s:gen}".format(s=Cased("blue")) == "blue"  # no form in the data: as it is
    assert "{s:>6}".format(s=Cased("ab")) == "    ab"  # other specs as str's


def test_every_case_a_czech_message_asks_for_is_one_muster_knows(catalog):
    """A Czech message names a case as a format spec ('{side:gen}'); any other spec on a
    text argument would raise when the message is shown."""
    from muster.language import CASES

    spec = re.compile(r"(?<!\{)\{[A-Za-z_]\w*:([^{}]*)\}(?!\})")
    bad = [(m.id, s) for m in catalog if m.id for s in _strings(m)
           for found in spec.findall(s) if found not in CASES]
    assert not bad, bad


def test_battlelore_sides_are_declined_not_set_in_apposition(muster):
    """Review 21-B #1: 'ruka Angličanů a Welšanů', 'Francouzům chybí', the people as the
    plural subject (seed 001 L9: hráč Angličanů), never 'strana Angličané a Welšané'."""
    shown = _plain(muster("--lang", "cs", "deploy-shuffle", "bl", "show", "--deck", DECK,
                          "--side", "english", "--reveal").out)
    assert "ruka Angličanů a Welšanů: 20, 9, 22, 7, 13, 5" in shown
    assert "(dobrodružství Agincourt): 1. kolo, na řadě jsou Angličané a Welšané" in shown
    assert "pořadí karet v balíčku (shora dolů): 6, 1, 21" in shown
    refused = muster("--lang", "cs", "deploy-shuffle", "bl", "play", "french", "18",
                     "--deck", DECK)
    assert refused.code == 2
    assert "na řadě jsou Angličané a Welšané: Francouzi teď nemohou zahrát kartu" in refused.err
    found = _plain(muster("--lang", "cs", "list-validate",
                          "armies/battlelore/illegal-missing-heavy-cavalry.yaml").out)
    assert "Francouzům chybí 1 jednotka tohoto druhu" in found
    english = _plain(muster("deploy-shuffle", "bl", "show", "--deck", DECK,
                            "--side", "english").out)
    assert "BattleLore command deck (agincourt): turn 1, english to play" in english
    assert "english's hand: 20, 9, 22, 7, 13, 5" in english


def test_no_czech_battlelore_message_sets_a_side_in_apposition(catalog):
    """'strana {side}' with a side's name (a people: Angličané a Welšané) in the nominative
    is the calque of #1: the deck's messages and the order-of-battle findings decline the
    name or make it the subject. (A side id read from a file may stay 'strana {side}'.)"""
    def ours(m) -> bool:
        where = " ".join(str(loc[0]) for loc in m.locations)
        msgid = str(m.id)
        if "battlelore/cards" in where or "battlelore/views" in where:
            return "unknown" not in msgid and "scenario {name}" not in msgid
        return "battlelore/lists" in where and any(w in msgid for w in ("gives", "carr"))

    bad = [(m.id, s) for m in catalog if m.id and ours(m) for s in _strings(m)
           if re.search(r"stran[ayěu] „?\{(side|turn|other)\}", s)]
    assert not bad, bad


@pytest.mark.parametrize("args, cells", [
    (["deploy-shuffle", "void", "-f", "Kara=2", "-f", "Bandit", "--agility", "Kara=9",
      "--agility", "Bandit=12", "--dice", "12,14"], ["1.", "Bandit", "14", "{e}", "14"]),
    (["deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player", "Honza=2",
      "--objectives", "3", "--able", "Radek"], ["Radek", "{yes}", "3", "{e}", "{e}"]),
])
def test_an_empty_czech_cell_is_an_en_dash(muster, args, cells):
    """Review 21-B #32: an empty cell is '–' beside the minus sign of '−2 panika' (a hyphen
    in English, as before)."""
    for lang, empty, yes in (("cs", "\u2013", "ano"), ("en", "-", "yes")):
        out = _plain(muster("--lang", lang, *args).out)
        want = [c.format(e=empty, yes=yes) for c in cells]
        assert any(line.split() == want for line in out.splitlines()), (want, out)


def test_fatigue_is_counted_in_levels_in_czech(muster):
    """Review 21-B #31: 'únava (2 stupně)' (seed 003 L27: za každý stupeň únavy); English
    'fatigue 2' as before."""
    args = ["deploy-shuffle", "void", "-f", "Kara", "-f", "Rook", "--fatigue", "Rook=2",
            "--fatigue", "Kara=5", "--dice", "3,4"]
    cs = _plain(muster("--lang", "cs", *args).out)
    assert "−2 únava (2 stupně)" in cs and "−5 únava (5 stupňů)" in cs
    assert "-2 fatigue 2" in _plain(muster(*args).out)
