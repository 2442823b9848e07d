"""The rulebooks' own Czech terms (an open-ended roll, a grenade's charge, a file's keys as
fields), checked over the whole catalog, so a new message cannot bring a calque back."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import translations


def test_an_open_ended_roll_is_worded_as_the_rulebook_does(catalog):
    """'po šestce se hází dál' (seed 000 L372-374), never the calque 'otevřený hod' of
    'open-ended'."""
    bad = [(m.id, s) for m in catalog if m.id and "open-ended" in str(m.id)
           for s in translations(m) if "otevřen" in s]
    assert not bad, bad


def test_an_unknown_game_in_an_army_file_lists_what_may_be_typed(muster, tmp_path):
    """'povolené hodnoty: confrontation (conf, konfrontace), …' as every other refusal of a
    game; English its own list."""
    army = tmp_path / "chess.yaml"
    army.write_text("game: šachy\nname: x\n", encoding="utf-8")
    cs = muster("--lang", "cs", "list-validate", str(army))
    # the Czech name first, the others after slashes
    assert "neznámá hra „šachy“ (povolené hodnoty: konfrontace/confrontation/conf, " \
           "battlelore/bl, warmaster/wm, void, mageknight/mk/mage-knight)" in cs.err
    en = muster("list-validate", str(army))
    assert "unknown game 'šachy' (allowed: confrontation, battlelore, warmaster, void, " \
           "mageknight)" in en.err


def test_a_misspelt_game_in_an_army_file_asks_inside_the_bracket(muster, tmp_path):
    """Czech asks its did-you-mean inside the bracket of allowed values, after them, as
    every other Czech refusal; English appends it."""
    army = tmp_path / "typo.yaml"
    army.write_text("game: konfrontce\nname: x\n", encoding="utf-8")
    cs = muster("--lang", "cs", "list-validate", str(army)).err
    assert "mageknight/mk/mage-knight; nemysleli jste „konfrontace“?)" in cs, cs
    assert "))" not in cs
    en = muster("list-validate", str(army)).err
    assert "void, mageknight; did you mean 'konfrontace'?)" in en, en


@pytest.mark.parametrize("args", [
    ("scatter", "conf", "--mov", "10", "--seed", "1"),
    ("scatter", "conf", "--mov", "10", "--rapidity", "--seed", "1"),
    ("scatter", "--distance", "2d6", "--direction", "d12", "--radius", "3", "--seed", "1"),
    ("scatter", "void", "--rc", "10", "--charge", "high-explosive", "--dice", "15,3"),
    ("scatter", "mk", "--attack", "8", "--damage", "2", "--defense", "16", "--seed", "4"),
    ("scatter", "wm", "--edge-cm", "20", "--seed", "2"),
    ("scatter", "bl", "--flags", "2", "--room", "3"),
])
def test_a_czech_picture_multiplies_with_a_times_sign(muster, tmp_path, args):
    """'Útěk ze strachu (Confrontation): 2 × (3 × MOV 10, Rychlost)' in the SVG as on the
    terminal: no 'x' between a number and what it multiplies."""
    import re

    svg = tmp_path / "p.svg"
    run = muster("--lang", "cs", *args, "--svg", str(svg))
    assert run.code == 0, run.err
    text = svg.read_text(encoding="utf-8")
    assert not re.findall(r"\d x [\d(A-Z]", text)
    if "--rapidity" in args:
        assert "2 × (3 × MOV 10, Rychlost)" in text


def test_a_files_keys_are_fields_not_values(catalog):
    """'chybí povinné pole „people“', 'neznámé pole „army“ (povolená pole: …)': one
    word for a key, and the keys allowed are not 'hodnoty'."""
    keys = [m for m in catalog if m.id and any(w in str(m.id) for w in
                                             ("field '{name}'", "unknown key (known here"))]
    assert len(keys) >= 3
    bad = [(m.id, s) for m in keys for s in translations(m) if "hodnot" in s or "položk" in s]
    assert not bad, bad


@pytest.mark.parametrize(("army", "czech", "english"), [
    ("armies/warmaster/legal-empire-2000.yaml", "<dt>Body</dt><dd>125</dd>",
     "<dt>Cost</dt><dd>125 points</dd>"),
    ("armies/confrontation/legal-lions-300.yaml", "<dt>Body</dt><dd>55 A.P.</dd>",
     "<dt>Cost</dt><dd>55 A.P.</dd>"),
    ("armies/void/legal-bc110-recon-team.yaml", "<dt>Cena</dt><dd>431 peněz</dd>",
     "<dt>Cost</dt><dd>431 money</dd>"),
])
def test_a_card_heads_its_cost_as_the_roster_does(muster, army, czech, english):
    """Czech cards head a points cost 'Body', as the roster's column; Void,
    whose rulebook prices gear in money, keeps 'Cena' (seed 003 L11). English: 'Cost'."""
    root = Path(__file__).resolve().parents[2]
    cs = muster("--lang", "cs", "list-validate", str(root / army), "--format", "cards")
    assert czech in cs.out.replace("\u00a0", " ")
    assert english in muster("list-validate", str(root / army), "--format", "cards").out


def test_a_grenade_charge_agrees_with_naloz(catalog):
    """'Nálož granátu: fragmentation (tříštivá, 10 m), high-explosive (výbušná, 5 m)' as the
    refusal lists them: never the masculine 'tříštivý', 'výbušný'."""
    bad = [(m.id, s) for m in catalog if m.id for s in translations(m)
           if "tříštivý" in s or "výbušný" in s]
    assert not bad, bad
