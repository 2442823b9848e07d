"""Void team lists: prices, carry limits, class weapons, modifications, HUDs, attributes."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml

from muster.errors import MusterError
from muster.games.void import lists as void_lists
from muster.lists import ListContext
from muster.lists.validate import run_rules

ROOT = Path(__file__).resolve().parents[3]


def check(army, ctx):
    return run_rules(void_lists, army, ctx)
ARMIES = ROOT / "armies" / "void"
SCHEMA = json.loads((ROOT / "cli" / "muster" / "schemas" / "void.army.schema.json")
                    .read_text(encoding="utf-8"))
# built once (jsonschema.validate would check the schema itself on every call: the schema
# tests check it once)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def team(*characters, **top):
    return {"game": "void", "characters": list(characters), **top}


def char(cls="zapasnik", *gear, name="Test", **extra):
    return {"name": name, "class": cls, "gear": list(gear), **extra}


def run(army, **options):
    VALIDATOR.validate(army)  # the rules only ever see schema-valid documents
    return check(army, ListContext(file="t.yaml", options=options))


def rules(checked, severity="error"):
    return sorted(f.rule for f in checked.findings if f.severity == severity)


def only(checked, rule):
    found = [f for f in checked.findings if f.rule == rule]
    assert found, checked.findings
    return found


# ------------------------------------------------------------------ prices and budget (L11, L39)


@pytest.mark.parametrize("gear,price", [
    (["sword"], 20),
    (["two-handed axe"], 80),
    (["Dřevcové kladivo"], 160),
    ([{"item": "laser rifle"}], 500),
    ([{"item": "laser rifle", "mode": "automatic"}], 1000),               # RULINGS 31
    ([{"item": "laser rifle", "mode": "automatic", "mod": "rapid-fire"}], 2000),
    ([{"item": "block rifle", "mod": "long-range"}], 200),
    ([{"item": "sword", "mod": "adamantium"}], 100),
    ([{"item": "axe", "mod": "monomolecular"}], 200),
    ([{"item": "dart", "mod": "adamantium"}], 50),
    ([{"item": "tent", "size": 6}], 60),
    ([{"item": "military rations", "count": 4}], 20),
    (["medium vest", "medium helmet", {"item": "hud", "type": "recon"}], 30 + 10 + 20),
    ([{"item": "impact grenade", "type": "shaped"}], 100),
])
def test_prices(gear, price):
    got = run(team(char("strelec" if "rifle" in str(gear) else "zapasnik", *gear)))
    assert got.points == price and rules(got) == []


def test_total_is_summed_over_the_team():
    got = run(team(char("zapasnik", "sword", name="A"), char("strelec", "laser pistol", name="B")))
    assert got.points == 20 + 50
    assert got.summary["spent"] == {"A": 20, "B": 50}


def test_exactly_the_budget_is_legal_and_one_more_is_not():
    legal = run(team(char("strelec", {"item": "laser rifle", "mode": "automatic",
                                      "mod": "rapid-fire"})))
    assert legal.points == 2000 and rules(legal) == []
    over = run(team(char("strelec", {"item": "laser rifle", "mode": "automatic",
                                     "mod": "rapid-fire"}, "canteen")))
    (f,) = only(over, "void.budget")
    assert f.message == "Test: gear costs 2001, over the budget of 2000 by 1"
    assert f.path == ("characters", 0)


def test_budget_from_the_file_the_character_and_the_option():
    army = team(char("zapasnik", "pole-axe", "medium armour"), budget=200)  # 220
    assert rules(run(army)) == ["void.budget"]
    army = team(char("zapasnik", "pole-axe", "medium armour", budget=220), budget=200)
    got = run(army)
    assert "void.budget" not in rules(got)
    assert rules(got, "warning") == []  # one character: nothing to compare
    army = team(char("zapasnik", "pole-axe", "medium armour"))
    assert rules(run(army, budget="219")) == ["void.budget"]
    assert rules(run(army, budget="220")) == []


def test_unequal_budgets_are_a_warning():
    army = team(char("zapasnik", "sword", name="A"), char("strelec", "block pistol", name="B",
                                                         budget=2500))
    got = run(army)
    assert rules(got) == [] and rules(got, "warning") == ["void.equal-budget"]
    assert only(got, "void.equal-budget")[0].path == ("characters", 1)


def test_bad_option_values_are_refused():
    with pytest.raises(MusterError, match="budget"):
        run(team(char()), budget="lots")
    with pytest.raises(MusterError, match="class-equipment"):
        run(team(char()), **{"class-equipment": "maybe"})


# ------------------------------------------------------------------ names


def test_names_in_english_czech_any_case():
    gear = ["SWORD", "Obouruční Sekyra", "stredni vesta", "STŘEDNÍ PŘILBA S HLEDÍM",
            {"item": "Hud", "type": "Průzkumný"}, "čutora"]
    got = run(team(char("Zápasník", *gear)))
    assert rules(got) == [] and got.points == 20 + 80 + 30 + 10 + 20 + 1


def test_unknown_items_classes_modes_and_types():
    got = run(team(char("zapasnik", "plasma sword", {"item": "sword", "mod": "golden"},
                        {"item": "sword", "mode": "automatic"}, {"item": "bipod", "type": "x"})))
    assert rules(got) == ["void.mode", "void.modification", "void.type", "void.unknown-item"]
    assert only(got, "void.unknown-item")[0].path == ("characters", 0, "gear", 0)
    assert only(got, "void.modification")[0].path == ("characters", 0, "gear", 1, "mod")
    got = run(team(char("wizard", "sword")))
    assert rules(got) == ["void.class"]
    got = run(team(char("strelec", {"item": "block rifle", "mode": "burst"})))
    assert rules(got) == ["void.mode"]


def test_brawler_and_shooter_are_accepted():
    assert rules(run(team(char("Brawler", "halberd")))) == []
    assert rules(run(team(char("shooter", "block cannon", "tripod")))) == []


def test_unarmed_is_not_bought():
    assert rules(run(team(char("zapasnik", "unarmed")))) == ["void.not-for-sale"]


def test_tent_needs_a_valid_size():
    assert rules(run(team(char("zapasnik", {"item": "tent", "size": 10})))) == []
    assert rules(run(team(char("zapasnik", {"item": "tent", "size": 3})))) == ["void.tent-size"]
    assert rules(run(team(char("zapasnik", "tent")))) == ["void.tent-size"]


# ------------------------------------------------------------------ class weapons (L13, L15)


def test_polearms_for_the_brawler_only():
    assert rules(run(team(char("zapasnik", "halberd")))) == []
    got = run(team(char("strelec", "block rifle", "halberd")))
    (f,) = only(got, "void.class-weapon")
    assert f.path == ("characters", 0, "gear", 1) and "polearm" in f.message


def test_heavy_ranged_weapons_for_the_shooter_only():
    assert rules(run(team(char("strelec", "heavy shotgun", "tripod")))) == []
    got = run(team(char("zapasnik", "těžká brokovnice", "tripod")))
    assert rules(got) == ["void.class-weapon"]


def test_class_equipment_is_a_warning_by_default_and_selectable():
    army = team(char("strelec", "small shield"))
    got = run(army)
    assert rules(got) == [] and rules(got, "warning") == ["void.class-equipment"]
    assert rules(run(army, **{"class-equipment": "error"})) == ["void.class-equipment"]
    assert [f.rule for f in run(army, **{"class-equipment": "off"}).findings] == []
    assert run(team(char("zapasnik", "small shield"))).findings == []


def test_heavy_weapon_without_a_tripod_is_a_warning():
    got = run(team(char("strelec", "laser cannon")))
    assert got.points == 5000 and rules(got) == ["void.budget"]
    assert rules(got, "warning") == ["void.heavy-without-tripod"]
    assert only(got, "void.heavy-without-tripod")[0].path == ("characters", 0, "gear", 0)
    got = run(team(char("strelec", "block cannon", "tripod")))
    assert got.findings == []
    # a sniper tripod is for rifles, not a heavy weapon's tripod
    got = run(team(char("strelec", "block cannon", "sniper tripod")))
    assert rules(got, "warning") == ["void.heavy-without-tripod"]


# ------------------------------------------------------------------ modifications (L33, L39)


def test_one_modification_per_weapon():
    assert rules(run(team(char("zapasnik", {"item": "sword", "mod": ["adamantium"]})))) == []
    got = run(team(char("zapasnik", {"item": "sword", "mod": ["adamantium", "monomolecular"]})))
    assert rules(got) == ["void.one-modification"]


@pytest.mark.parametrize("entry,ok", [
    ({"item": "hammer", "mod": "adamantium"}, True),
    ({"item": "boomerang", "mod": "adamantium"}, True),
    ({"item": "laser pistol", "mod": "adamantium"}, False),
    ({"item": "impact grenade", "mod": "adamantium"}, False),
    ({"item": "halberd", "mod": "monomolecular"}, True),
    ({"item": "throwing star", "mod": "monomolecular"}, True),
    ({"item": "hammer", "mod": "monomolecular"}, False),
    ({"item": "shotgun", "mod": "long-range"}, True),
    ({"item": "laser rifle", "mode": "semi-automatic", "mod": "long-range"}, True),
    ({"item": "laser rifle", "mode": "automatic", "mod": "long-range"}, False),
    ({"item": "block pistol", "mod": "long-range"}, False),
    ({"item": "block cannon", "mod": "long-range"}, False),
    ({"item": "block rifle", "mode": "automatic", "mod": "rapid-fire"}, True),
    ({"item": "block rifle", "mod": "rapid-fire"}, False),
    ({"item": "block pistol", "mode": "automatic", "mod": "rapid-fire"}, False),
    ({"item": "medium vest", "mod": "adamantium"}, False),
])
def test_modification_only_where_it_applies(entry, ok):
    got = run(team(char("strelec" if "cannon" in entry["item"] else "zapasnik", entry,
                        "tripod")))
    assert rules(got) == ([] if ok else ["void.modification"])


# ------------------------------------------------------------------ carry limits (L11)


@pytest.mark.parametrize("gear,slot_ok", [
    (["sword", "block pistol"], True),
    (["sword", "axe", "block pistol"], False),
    ([{"item": "laser pistol", "count": 3}], False),
    (["two-handed sword"], True),
    (["two-handed sword", "shotgun"], False),
    ([{"item": "impact grenade", "type": "frag"}], True),
    ([{"item": "impact grenade", "type": "frag"}, "dart"], False),
    (["medium vest", "medium armour"], False),
    (["medium helmet", "helmet"], False),
    (["halberd", "pole-axe"], False),
])
def test_weapon_and_armour_slots(gear, slot_ok):
    got = run(team(char("zapasnik", *gear)))
    assert ("void.carry-limit" not in rules(got)) is slot_ok, got.findings


def test_carry_limit_points_at_the_first_item_over():
    got = run(team(char("zapasnik", "sword", "medium vest", "axe", "hammer")))
    (f,) = only(got, "void.carry-limit")
    assert f.path == ("characters", 0, "gear", 3) and "3 one-handed" in f.message


def test_ten_special_items_and_no_more():
    ten = [{"item": "canteen", "count": 6}, "radio", "binoculars", "flashlight", "bipod"]
    assert rules(run(team(char("zapasnik", *ten)))) == []
    got = run(team(char("zapasnik", *ten, "camouflage kit")))
    assert rules(got) == ["void.carry-limit"]
    assert "11 special" in got.findings[0].message


def test_class_slots_come_on_top_of_the_two_handed_weapon():
    # digest A14: the polearm (brawler) and heavy weapon (shooter) slots are extra slots
    assert rules(run(team(char("zapasnik", "halberd", "two-handed hammer")))) == []
    assert rules(run(team(char("strelec", "block cannon", "tripod", "laser rifle")))) == []


# ------------------------------------------------------------------ HUDs (L51)


def test_two_huds_of_different_types():
    ok = run(team(char("strelec", {"item": "hud", "type": "tactical"},
                       {"item": "hud", "type": "scientific"})))
    assert rules(ok) == []
    same = run(team(char("strelec", {"item": "hud", "type": "tactical"},
                         {"item": "HUD", "type": "Taktický"})))
    (f,) = only(same, "void.hud")
    assert f.path == ("characters", 0, "gear", 1)
    three = run(team(char("strelec", *[{"item": "hud", "type": t}
                                       for t in ("tactical", "scientific", "recon")])))
    assert rules(three) == ["void.hud"] and "3 HUDs" in three.findings[0].message
    assert rules(run(team(char("strelec", "hud")))) == ["void.hud"]  # no type
    assert rules(run(team(char("strelec", {"item": "hud", "type": "xray"})))) == ["void.type"]


# ------------------------------------------------------------------ attributes, Armor (L9)


def test_armor_19_and_agility_1_are_the_legal_edge():
    # Zápasník: armour +12, helmet +2, shield +5 = Armor 19; Agility 10 - 7 - 2 = 1
    got = run(team(char("zapasnik", "medium armour", "medium helmet", "small shield")))
    assert got.findings == []


def test_agility_below_one_is_illegal():
    got = run(team(char("zapasnik", "medium armour", "small shield", attributes={"a": 9})))
    (f,) = only(got, "void.attributes")
    assert f.message == "Test: Agility 9 - 9 from gear = 0, outside 1-19"
    assert f.path == ("characters", 0)


def test_attribute_above_19_is_illegal():
    got = run(team(char("strelec", {"item": "hud", "type": "tactical"},
                        attributes={"rc": 19, "cc": 18})))
    (f,) = only(got, "void.attributes")
    assert f.message == "Test: RC 19 + 1 from gear = 20, outside 1-19"
    assert rules(run(team(char("strelec", {"item": "hud", "type": "tactical"},
                               attributes={"rc": 18})))) == []


def test_perception_from_the_helmet():
    got = run(team(char("zapasnik", "medium helmet", attributes={"p": 1})))
    assert rules(got) == ["void.attributes"]
    assert rules(run(team(char("zapasnik", "medium helmet", attributes={"p": 2})))) == []


def test_armor_over_19_is_illegal():
    army = team(char("zapasnik", "medium armour", "medium helmet", "small shield",
                     attributes={"armor": 1, "a": 12}))
    (f,) = only(run(army), "void.armor")
    assert f.message == "Test: Armor 20 from gear, over the maximum 19 by 1"


# ------------------------------------------------------------------ the example files


def load(path: Path) -> dict:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    VALIDATOR.validate(doc)
    return doc


@pytest.mark.parametrize("path", sorted(ARMIES.glob("legal-*.yaml")), ids=lambda p: p.name)
def test_legal_examples_have_no_errors(path):
    got = check(load(path), ListContext(file=str(path)))
    assert rules(got) == [], got.findings


EXPECTED = {
    "illegal-over-budget.yaml": "void.budget",
    "illegal-polearm-for-shooter.yaml": "void.class-weapon",
    "illegal-heavy-weapon-for-brawler.yaml": "void.class-weapon",
    "illegal-two-modifications.yaml": "void.one-modification",
    "illegal-rapid-fire-on-semi-automatic-rifle.yaml": "void.modification",
    "illegal-three-one-handed-weapons.yaml": "void.carry-limit",
    "illegal-two-tactical-huds.yaml": "void.hud",
    "illegal-agility-below-1.yaml": "void.attributes",
    "illegal-armor-over-19.yaml": "void.armor",
}


def test_every_illegal_example_is_listed_here():
    assert sorted(p.name for p in ARMIES.glob("illegal-*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name,rule", sorted(EXPECTED.items()))
def test_illegal_examples_break_exactly_their_rule(name, rule):
    got = check(load(ARMIES / name), ListContext(file=name))
    assert rules(got) == [rule], got.findings


def test_the_recon_team_sits_on_its_limits():
    got = check(load(ARMIES / "legal-bc110-recon-team.yaml"), ListContext(file="x"))
    assert got.summary["spent"]["Jana Dvořáková"] == 2000
    assert got.findings == []


def test_schema_rejects_typos():
    with pytest.raises(jsonschema.ValidationError):
        VALIDATOR.validate(team(char("zapasnik", {"item": "sword", "mdo": "adamantium"})))
    with pytest.raises(jsonschema.ValidationError):
        VALIDATOR.validate({"game": "void", "characters": [{"name": "x", "klass": "strelec"}]})
    with pytest.raises(jsonschema.ValidationError):
        VALIDATOR.validate({"game": "warmaster", "characters": [char()]})


# ------------------------------------------------------------------ end to end


def test_list_validate_reports_file_line_and_rule(muster):
    path = ARMIES / "illegal-three-one-handed-weapons.yaml"
    run = muster("list-validate", str(path))
    assert run.code == 1
    line = next(ln for ln in run.out.splitlines() if "void.carry-limit" in ln)
    # the third one-handed weapon, `- block pistol`, is on line 11, column 9
    assert line.startswith(f"{path}:11:9:")


def test_list_validate_passes_the_legal_examples_and_rule_options(muster):
    run = muster("list-validate", str(ARMIES / "legal-heavy-weapons-squad.yaml"), "--format",
                 "json")
    assert run.code == 0, run.out + run.err
    assert run.json["files"][0]["points"] == 1161 + 665 + 551
    run = muster("list-validate", str(ARMIES / "legal-bc110-recon-team.yaml"), "--rule",
                 "budget=1999")
    assert run.code == 0  # the file sets budget: 2000 itself
    run = muster("list-validate", str(ARMIES / "illegal-over-budget.yaml"), "--rule",
                 "budget=3000")
    assert run.code == 0, run.out  # no budget in this file: the option sets it (2030 <= 3000)
    run = muster("list-validate", str(ARMIES / "illegal-over-budget.yaml"), "--rule",
                 "budget=2029")
    assert run.code == 1


def test_the_json_example_with_its_schema_key():
    path = ARMIES / "legal-woltek-wolf-hunters.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    VALIDATOR.validate(doc)
    got = check(doc, ListContext(file=str(path)))
    assert got.findings == []
    # shotgun 100 x 2 (automatic) x 2 (rapid-fire) + 50 + 30 + 10 + 20 + 5 + 5 + 2 x 5 + 2 x 1
    # pole-axe 160 x 5 (adamantium) + 10 + 60 + 10 + 5 + tent 10 x 4 + 20
    assert got.summary["spent"] == {"Hana Procházková": 400 + 50 + 30 + 10 + 20 + 5 + 5 + 10 + 2,
                                    "Jiří Svoboda": 800 + 10 + 60 + 10 + 5 + 40 + 20}


# ------------------------------------------------------------------ the roster's words


def test_the_roster_words_are_made_before_the_language_matters():
    """The rules build a roster line's words in English and Czech from the data, reading no
    language: checked in English, the same line shows in Czech as the Czech rulebook
    names the gear (a charge and a weapon's adjectives agreeing with their noun, L45; a
    class capitalised, L13)."""
    from muster import i18n

    assert i18n.lang() == "en"
    got = run(team(char("strelec",
                        {"item": "laser rifle", "mode": "automatic", "mod": "rapid-fire"},
                        {"item": "impact grenade", "type": "shaped", "count": 2},
                        {"item": "tent", "size": 4}, {"item": "military rations", "count": 3},
                        {"item": "hud", "type": "tactical"}, name="Jana")))
    [unit] = got.units
    english = ["laser rifle, automatic, rapid-fire (2000)", "2 x impact grenade, shaped (200)",
               "tent of size 4 (40)", "3 x military rations (15)", "HUD, tactical (20)"]
    assert [str(i) for i in unit.items] == english
    assert (str(unit.details[0]), str(unit.details[-1])) == ("shooter",
                                                              "275 over the budget of 2000")
    i18n.set_lang("cs")
    try:
        assert [i18n.shown(i) for i in unit.items] == [
            "rychlopalná automatická laserová puška (2\u00a0000)",
            "2\u00d7 kumulativní nárazový granát (200)", "stan o velikosti 4 (40)",
            "3\u00d7 vojenské jídlo (15)", "monokulární HUD, taktický (20)"]
        assert (i18n.shown(unit.details[0]), i18n.shown(unit.details[-1])) == (
            "Střelec", "o 275 peněz přes rozpočet 2\u00a0000 peněz")
    finally:
        i18n.set_lang("en")
    assert [str(i) for i in unit.items] == english  # the English text, for JSON
