"""Void in Czech: the --times outcome labels (d20 roll, wound, volley, grenade), the
roster's bought weapons, a list finding; English labels stay as --json writes them."""

from __future__ import annotations

from helpers import english
from muster.engine.rule import key_view_for
from muster.games.void.grenade import ThrowKey
from muster.games.void.outcomes import D20Outcome, VolleyOutcome, WoundOutcome


def shown(key):
    """A key as a --times row shows it (its registered view)."""
    view = key_view_for(key)
    assert view is not None
    return view(key)


def test_void_outcome_keys_in_czech(czech):
    assert shown(D20Outcome((False, False, True))) == "neúspěch, Smůla"
    assert shown(D20Outcome((True, True, False))) == "úspěch, Štěstí"
    # (hit, avoided, _, damage, pain, dead, broken, overheated, effect)
    assert shown(WoundOutcome((True, False, 0, 20, False, True, False, False, False))) == \
        "zásah, 20 poškození, mrtev"
    assert shown(WoundOutcome((False, False, 0, 0, False, False, True, False, False))) == \
        "minutí, zbraň zničena/ztracena"
    assert shown(WoundOutcome((True, True, 0, 0, False, False, False, False, False))) == \
        "zásah, odvráceno"
    assert shown(WoundOutcome((True, False, 0, 5, True, False, False, True, False))) == \
        "zásah, 5 poškození, Bolest, přehřátí"
    # targets hit, wounded, dead, damage, prone, weapon broken: 1 / 2-4 / 5+ forms
    assert shown(VolleyOutcome((1, 1, 1, 10, 0, False))) == \
        "1 zásah, 1 zraněný, 1 mrtvý, 10 poškození"
    assert shown(VolleyOutcome((2, 2, 2, 0, 2, False))) == \
        "2 zásahy, 2 zranění, 2 mrtví, 2 zalehli"
    assert shown(VolleyOutcome((5, 5, 5, 0, 5, True))) == \
        "5 zásahů, 5 zraněných, 5 mrtvých, 5 zalehlo, zbraň zničena"
    assert english(VolleyOutcome((2, 2, 0, 40, 0, False))) == "2 hit, 2 wounded, 40 damage"
    # grenade: (hit, metres, bearing, caught, supply lost, escaped)
    assert shown(ThrowKey(False, 3, 1, True, False, False)) == "3 m ve směru 1 hodiny, ve výbuchu"
    assert shown(ThrowKey(False, 4, 7, True, True, True)) == \
        "4 m ve směru 7 hodin, unikl, zásoba ztracena"
    assert shown(ThrowKey(True, 0, None, True, False)) == "zásah, ve výbuchu"
    assert shown(ThrowKey(False, 0, None, False, False)) == "vedle, 0 m, mimo dosah výbuchu"
    assert english(ThrowKey(False, 4, 7, True, True, True)) == \
        "4 m at 7 o'clock, escaped, supply lost"


def test_void_outcome_keys_print_english_in_czech_too(czech):
    """A key prints (and --json labels it) in English whatever the language: only its view
    translates."""
    for key, text in ((D20Outcome((False, False, True)), "failure, Bad luck"),
                      (WoundOutcome((True, True, 0, 0, False, False, False, False, False)),
                       "hit, avoided"),
                      (WoundOutcome((True, False, 0, 0, False, False, False, False, False)),
                       "hit, 0 damage"),
                      (VolleyOutcome((1, 1, 1, 1000, 0, False)),
                       "1 hit, 1 wounded, 1 dead, 1,000 damage"),
                      (ThrowKey(False, 4, 7, True, True, True),
                       "4 m at 7 o'clock, escaped, supply lost")):
        assert str(key) == english(key) == text


def test_void_roster_bought_weapons_in_czech(muster):
    """A weapon as a Czech player writes it: its modification and firing mode before it, in
    its gender (seed 003 L33 *Adamantiové zbraně*, L39 *Rychlopalné pušky*), never the
    catalogue's 'meč, adamantiová zbraň' or 'laserová puška, automatická, rychlopalná
    puška'; a count as '2×'."""
    out = muster("--lang", "cs", "list-validate", "armies/void/", "--format", "markdown").out
    for bought in ("rychlopalná automatická laserová puška (2\u00a0000)",  # feminine
                   "adamantiový monomolekulární meč (500)", "adamantiový meč (100)",  # m.
                   "monomolekulární obouruční sekyra (400)", "dalekonosná blokopuška (200)",
                   "rychlopalná automatická brokovnice (400)",
                   "adamantiová dřevcová sekyra (800)", "tříštivý časovaný granát (100)",
                   "2× blokopistole (20)", "3× vojenské jídlo (15)"):
        assert bought in out, bought
    assert ", adamantiová zbraň" not in out and " x " not in out
    assert "**Tým:** 2 postavy" in out
    out = muster("list-validate", "armies/void/", "--format", "markdown").out
    assert "laser rifle, automatic, rapid-fire (2000)" in out
    assert "**Army:** characters 2" in out


def test_void_two_modifications_finding_in_czech(muster):
    run = muster("--lang", "cs", "list-validate", "armies/void/illegal-two-modifications.yaml")
    assert ("meč má 2 modifikace (adamantiová, monomolekulární); zbraň smí mít jen "
            "jednu") in run.out


def test_a_weapons_adjectives_agree_with_its_gender():
    """Every weapon one can modify has its Czech gender in the data, and the feminine
    adjectives of the data agree with it (a soft adjective has one form)."""
    from muster.games.void.catalogue import _table, weapon_cs

    items = _table("items")
    assert weapon_cs(items["hammer"], ["adamantiová"]) == "adamantiové kladivo"
    assert weapon_cs(items["block-cannon"], ["automatická"]) == "automatický blokokanon"
    assert weapon_cs(items["throwing-star"], ["monomolekulární"]) == "monomolekulární hvězdice"
    assert weapon_cs(items["sword"], ["adamantiová", "monomolekulární"]) == \
        "adamantiový monomolekulární meč"
    weapons = [k for k, e in items.items()
               if e.get("category") in ("melee", "ranged", "throwing") and "price" in e]
    assert len(weapons) > 15
    assert all(items[k].get("cs_gender") in ("m", "f", "n") for k in weapons), weapons
