"""Warmaster army-list rules (`muster.games.warmaster.lists`), the schema, and the
example armies. Each rule has a legal and an illegal case; the rules come from seed 002
L101-199 (magic items) and L230 (siege balance), via digest §3.3."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from muster.games.warmaster import lists as warmaster_lists
from muster.games.warmaster.lists import find_item
from muster.lists import ListContext
from muster.lists.validate import run_rules

ROOT = Path(__file__).resolve().parents[3]
ARMIES = ROOT / "armies" / "warmaster"
SCHEMA = ROOT / "cli" / "muster" / "schemas" / "warmaster.army.schema.json"


def unit(name="Halberdiers", type="infantry", points=45, **kw) -> dict:
    return {"name": name, "type": type, "points": points, **kw}


GENERAL = unit("General", "general", 125)


def army(*units, limit=None, **kw) -> dict:
    doc = {"game": "warmaster", "army": "Empire", "units": [GENERAL, *units], **kw}
    if limit is not None:
        doc["points_limit"] = limit
    return doc


def run(doc, **ctx):
    return run_rules(warmaster_lists, doc, ListContext(file="test.yaml", **ctx))


def rules(checked, severity="error") -> list[str]:
    return [f.rule for f in checked.findings if f.severity == severity]


def only(checked, rule):
    found = [f for f in checked.findings if f.rule == rule]
    assert len(found) == 1, checked.findings
    return found[0]


def load(name: str) -> dict:
    return yaml.safe_load((ARMIES / name).read_text(encoding="utf-8"))


# ------------------------------------------------------------------ the catalogue


def test_catalogue_has_the_18_items_with_the_seed_costs():
    from muster.engine.data import load as data

    items = data("warmaster", "items")["item"]
    assert len(items) == 18
    by_kind: dict[str, int] = {}
    for i in items:
        by_kind[i["kind"]] = by_kind.get(i["kind"], 0) + i["cost"]
        assert i["en"] and i["cs"] and i["ref"]
    # digest §3.3.2: standards 200, weapons 35, devices 310, all 545
    assert by_kind == {"standard": 200, "weapon": 35, "device": 310}


@pytest.mark.parametrize("typed,en", [
    ("Banner of Fortitude", "Banner of Fortitude"), ("SWORD of cleaving", "Sword of Cleaving"),
    ("prapor odvahy", "Banner of Fortitude"), ("Meč štípání", "Sword of Cleaving"),
    ("koruna rozkazu", "Crown of Command"), ("crown-of-command", "Crown of Command"),
])
def test_items_are_found_in_any_case_and_in_czech(typed, en):
    assert find_item(typed)["en"] == en


# ------------------------------------------------------------------ item costs and limit


def test_item_costs_are_added_to_the_total():
    doc = army(unit(count=4, item="Banner of Fortitude"), limit=2000)
    checked = run(doc)
    # units 125 + 4 x 45 = 305, Banner of Fortitude 50 -> 355
    assert checked.points == 355
    assert checked.summary["unit_points"] == 305 and checked.summary["item_points"] == 50
    assert checked.findings == []


def test_exactly_the_limit_is_legal_one_over_is_not():
    # 125 + 45 x 3 = 260, + Crown of Command 100 on the General = 360
    general = {**GENERAL, "item": "Crown of Command"}
    doc = {"game": "warmaster", "army": "Empire", "points_limit": 360,
           "units": [general, unit(count=3)]}
    assert run(doc).points == 360 and run(doc).findings == []
    doc["points_limit"] = 359
    f = only(run(doc), "warmaster.points-limit")
    assert f.path == ("points_limit",) and f.severity == "error"
    assert f.message == ("army 360 points (units 260 + magic items 100) is over the "
                         "359-point limit by 1")


def test_no_limit_no_limit_check():
    assert run(army(unit(points=5000))).findings == []


# ------------------------------------------------------------------ one item per bearer


def test_one_item_per_unit():
    checked = run(army(unit("Knights", "cavalry", 110,
                            items=["Banner of Fortune", "Sword of Might"])))
    f = only(checked, "warmaster.one-item")
    assert f.path == ("units", 1) and "2 magic items" in f.message


def test_item_and_items_together_count_twice():
    checked = run(army(unit(item="Banner of Fortune", items=["Sword of Might"])))
    assert rules(checked) == ["warmaster.one-item"]


def test_a_wizard_with_a_weapon_and_a_device_is_illegal():
    # digest §5 example 24: a wizard may not have one weapon and one device
    checked = run(army(unit("Wizard", "wizard", 45, items=["Sword of Might", "Wand of Power"])))
    assert rules(checked) == ["warmaster.one-item"]


def test_several_units_may_carry_one_item_each():
    # 3 units of Warriors: 2 items is fine, 3 is fine, 4 is one too many
    ok = run(army(unit(count=3, items=["Banner of Fortune", "Sword of Might", "Sword of Fate"])))
    assert ok.findings == []
    bad = run(army(unit(count=3, items=["Banner of Fortune", "Sword of Might", "Sword of Fate",
                                        "Battle Banner"])))
    assert "4 magic items" in only(bad, "warmaster.one-item").message


def test_the_count_of_items_takes_its_case_in_czech(czech):
    """'nese 2 magické předměty', '5 magických předmětů', never
    'nese magické předměty: 2'."""
    from muster.i18n import shown

    two = run(army(unit("Knights", "cavalry", 110,
                        items=["Banner of Fortune", "Sword of Might"])))
    assert "„Knights“ (jediná jednotka) nese 2 magické předměty;" in shown(
        only(two, "warmaster.one-item").message)
    five = run(army(unit(count=1, items=["Banner of Fortune", "Sword of Might", "Sword of Fate",
                                         "Battle Banner", "Wand of Power"])))
    assert " nese 5 magických předmětů;" in shown(only(five, "warmaster.one-item").message)


# ------------------------------------------------------------------ each item once


def test_each_item_once_per_army():
    # digest §5 example 23: two Banners of Fortitude are illegal
    checked = run(army(unit(item="Banner of Fortitude"),
                       unit("Knights", "cavalry", 110, item="banner of fortitude")))
    f = only(checked, "warmaster.item-once")
    assert f.path == ("units", 2, "item") and "unit 2 'Halberdiers'" in f.message


def test_three_swords_of_cleaving_give_two_findings():
    # digest §5 example 23: three Swords of Cleaving; the Czech name counts as the same item
    checked = run(army(unit(item="Sword of Cleaving"), unit("Crossbowmen", item="meč štípání"),
                       unit("Hero", "hero", 80, item="SWORD OF CLEAVING")))
    assert rules(checked) == ["warmaster.item-once", "warmaster.item-once"]


def test_different_items_are_fine():
    assert run(army(unit(item="Banner of Fortitude"),
                    unit("Knights", "cavalry", 110, item="Banner of Fortune"))).findings == []


# ------------------------------------------------------------------ who may carry what


@pytest.mark.parametrize("utype", ["infantry", "cavalry", "chariot"])
def test_standards_on_infantry_cavalry_and_chariots(utype):
    assert run(army(unit(type=utype, item="Battle Banner"))).findings == []


@pytest.mark.parametrize("utype", ["hero", "wizard", "runesmith", "artillery", "monster",
                                   "machine"])
def test_standards_nowhere_else(utype):
    f = only(run(army(unit("X", utype, 80, item="Banner of Shielding"))),
             "warmaster.standard-bearer")
    assert f.path == ("units", 1, "item") and "magic standard" in f.message


def test_standard_on_the_general_is_illegal():
    doc = {"game": "warmaster", "army": "Empire",
           "units": [{**GENERAL, "item": "Banner of Fortitude"}]}
    assert rules(run(doc)) == ["warmaster.standard-bearer"]


@pytest.mark.parametrize("utype", ["infantry", "cavalry", "chariot", "hero", "wizard",
                                   "runesmith"])
def test_weapons_on_troops_and_characters(utype):
    assert run(army(unit("X", utype, 80, item="Sword of Might"))).findings == []


@pytest.mark.parametrize("utype", ["artillery", "monster", "machine"])
def test_weapons_not_on_artillery_monsters_or_machines(utype):
    f = only(run(army(unit("X", utype, 80, item="Sword of Fate"))), "warmaster.weapon-bearer")
    assert "magic weapon" in f.message and utype in f.message


@pytest.mark.parametrize("item,allowed", [
    ("Crown of Command", {"general"}), ("Helm of Dominion", {"general"}),
    ("Orb of Majesty", {"general"}), ("Sceptre of Sovereignty", {"general"}),
    ("Ring of Magic", {"wizard"}), ("Wand of Power", {"wizard"}),
    ("Rod of Repetition", {"wizard"}),
    ("Staff of Spellbinding", {"wizard", "runesmith"}),
    ("Scroll of Dispelling", {"wizard", "runesmith"}),
])
def test_devices_only_on_the_characters_they_name(item, allowed):
    for utype in ("general", "wizard", "runesmith", "hero", "infantry", "cavalry", "machine"):
        if utype == "general":
            doc = {"game": "warmaster", "army": "Dwarfs",
                   "units": [{**GENERAL, "item": item}]}
        else:
            doc = army(unit("X", utype, 80, item=item))
        found = rules(run(doc))
        if utype in allowed:
            assert found == [], (item, utype)
        else:
            assert found == ["warmaster.device-bearer"], (item, utype)


# ------------------------------------------------------------------ unknown items


def test_unknown_item_is_named_with_a_suggestion():
    f = only(run(army(unit(item="Banner of Fortitud"))), "warmaster.unknown-item")
    assert f.path == ("units", 1, "item")
    assert "'Banner of Fortitud'" in f.message and "Banner of Fortitude" in f.message


def test_unknown_item_in_a_list_points_at_the_entry():
    f = only(run(army(unit(count=2, items=["Sword of Might", "Excalibur"]))),
             "warmaster.unknown-item")
    assert f.path == ("units", 1, "items", 1)


# ------------------------------------------------------------------ the General


def test_one_general_is_legal_two_are_not():
    assert run(army()).findings == []
    f = only(run(army(unit("Warboss", "general", 95))), "warmaster.one-general")
    assert f.severity == "error" and f.path == ("units", 1, "type")
    f = only(run({"game": "warmaster", "army": "Empire", "units": [{**GENERAL, "count": 2}]}),
             "warmaster.one-general")
    assert "2 Generals" in f.message


def test_no_general_is_a_warning():
    doc = {"game": "warmaster", "army": "Empire", "units": [unit()]}
    checked = run(doc)
    assert rules(checked) == [] and rules(checked, "warning") == ["warmaster.one-general"]


# ------------------------------------------------------------------ siege balance


def sized(points: int, **kw) -> dict:
    return {"game": "warmaster", "army": "Empire", "units": [{**GENERAL, "points": points}],
            **kw}


@pytest.mark.parametrize("attacker,warn", [
    (2000, False),   # exactly 2:1
    (1800, False),   # 10 % short of 2000: still within the default tolerance
    (2200, False),   # 10 % over
    (1799, True),    # past the tolerance
    (2201, True),
    (1000, True),    # even points
])
def test_siege_attacker_should_have_twice_the_defenders_points(attacker, warn):
    checked = run(sized(attacker), siege="attacker", opponent=sized(1000))
    assert rules(checked) == []  # never an error
    assert rules(checked, "warning") == (["warmaster.siege-balance"] if warn else [])
    assert checked.summary["siege"]["defender"] == 1000


def test_siege_defender_side_compares_the_other_way():
    # we defend with 1000; the opponent attacks with 1500 (1.5:1, 25 % short of 2000)
    f = only(run(sized(1000), siege="defender", opponent=sized(1500)),
             "warmaster.siege-balance")
    assert f.severity == "warning"
    # the library names the context's field (options); list-validate shows it as --rule
    assert f.message == ("attacker 1500 points against defender 1000 is 1.50:1; a besieger "
                         "should have about 2:1 (2000 points): 500 points short of it, more "
                         "than the 10 % tolerance (options siege-tolerance=PERCENT)")
    from muster.i18n import set_lang, shown

    set_lang("cs")
    try:
        over = only(run(sized(1000), siege="defender", opponent=sized(2500)),
                    "warmaster.siege-balance").message
        assert shown(over).endswith(": útočník má 500 bodů navíc, což je víc, než dovoluje "
                                    "tolerance 10\u00a0% (options siege-tolerance=PROCENTA)")
        assert "(2,5 : 1), měl by být asi 2 : 1 (útočník 2\u00a0000 bodů)" in shown(over)
    finally:
        set_lang("en")
    assert run(sized(1000), siege="defender", opponent=sized(2000)).findings == []


def test_siege_uses_the_file_side_and_item_costs():
    # the file says attacker; 1900 + Crown of Command 100 = 2000 against 1000
    doc = sized(1900, siege="attacker")
    doc["units"][0]["item"] = "Crown of Command"
    assert run(doc, opponent=sized(1000)).findings == []


def test_siege_tolerance_is_a_rule_option():
    ctx = dict(siege="attacker", opponent=sized(1000))
    assert rules(run(sized(1900), **ctx), "warning") == []
    assert rules(run(sized(1900), options={"siege-tolerance": "4"}, **ctx), "warning") == [
        "warmaster.siege-balance"]
    assert rules(run(sized(1900), options={"siege-tolerance": "5%"}, **ctx), "warning") == []


def test_siege_tolerance_bad_value():
    from muster.errors import MusterError

    with pytest.raises(MusterError, match="siege-tolerance=lots"):
        run(sized(1900), siege="attacker", opponent=sized(1000),
            options={"siege-tolerance": "lots"})


def test_siege_without_opponent_warns_only_when_asked():
    assert rules(run(sized(1000), siege="attacker"), "warning") == ["warmaster.siege-balance"]
    assert run(sized(1000, siege="attacker")).findings == []  # no --siege, no --opponent


# ------------------------------------------------------------------ schema and examples


def schema_validator():
    return Draft202012Validator(json.loads(SCHEMA.read_text(encoding="utf-8")))


def test_schema_is_draft_2020_12_with_an_id():
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == "urn:muster:schema:warmaster.army:v1"
    assert schema["properties"]["game"] == {"description": "The game this file is for.",
                                            "const": "warmaster"}


@pytest.mark.parametrize("bad", [
    {"game": "warmaster", "army": "Empire", "units": []},                          # no units
    {"game": "warmaster", "army": "Empire", "units": [unit(type="wizzard")]},      # type typo
    {"game": "warmaster", "army": "Empire", "units": [unit(points=-5)]},
    {"game": "warmaster", "army": "Empire", "units": [unit(count=0)]},
    {"game": "warmaster", "army": "Empire", "units": [unit(itme="Sword of Might")]},
    {"game": "warmaster", "units": [unit()]},                                      # no army
    {"game": "confrontation", "army": "Empire", "units": [unit()]},
    {"game": "warmaster", "army": "Empire", "siege": "besieger", "units": [unit()]},
])
def test_schema_refuses(bad):
    assert list(schema_validator().iter_errors(bad))


def example_files(prefix: str) -> list[Path]:
    return sorted(ARMIES.glob(f"{prefix}-*.yaml"))


def test_examples_exist_and_start_with_the_schema_line():
    assert len(example_files("legal")) >= 2 and len(example_files("illegal")) >= 2
    for path in example_files("legal") + example_files("illegal"):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first == "# yaml-language-server: $schema=../../schemas/warmaster.army.schema.json"


@pytest.mark.parametrize("path", example_files("legal"), ids=lambda p: p.name)
def test_legal_examples_pass(path):
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert not list(schema_validator().iter_errors(doc))
    checked = run(doc)
    assert checked.findings == []
    assert checked.points <= doc["points_limit"]


EXPECTED = {
    "illegal-over-points-limit.yaml": "warmaster.points-limit",
    "illegal-same-item-twice.yaml": "warmaster.item-once",
    "illegal-standard-on-a-character.yaml": "warmaster.standard-bearer",
    "illegal-two-generals.yaml": "warmaster.one-general",
    "illegal-two-items-on-one-unit.yaml": "warmaster.one-item",
    "illegal-unknown-item.yaml": "warmaster.unknown-item",
    "illegal-weapon-on-artillery.yaml": "warmaster.weapon-bearer",
    "illegal-wizard-device-on-runesmith.yaml": "warmaster.device-bearer",
}


def test_every_illegal_example_is_listed():
    assert {p.name for p in example_files("illegal")} == set(EXPECTED)


@pytest.mark.parametrize("name,rule", sorted(EXPECTED.items()))
def test_illegal_examples_break_exactly_their_rule(name, rule):
    doc = load(name)
    assert not list(schema_validator().iter_errors(doc))
    assert rules(run(doc)) == [rule]


def test_dwarf_example_spends_the_limit_to_the_point():
    checked = run(load("legal-dwarfs-1000-exactly-at-limit.yaml"))
    # units 155 + 90 + 80 + 3 x 110 + 110 + 90 + 75 = 930; items 20 + 10 + 30 + 10 = 70
    assert (checked.summary["unit_points"], checked.summary["item_points"]) == (930, 70)
    assert checked.points == 1000


def test_siege_examples_are_two_to_one():
    attacker = load("legal-siege-orcs-attacker-2000.yaml")
    defender = load("legal-siege-high-elves-defender-1000.yaml")
    checked = run(attacker, siege="attacker", opponent=defender)
    assert checked.findings == [] and checked.summary["siege"]["ratio"] == 2.0


# ------------------------------------------------------------------ end to end


def test_list_validate_end_to_end(muster):
    good = muster("list-validate", str(ARMIES / "legal-empire-2000.yaml"), "--format", "json")
    assert good.code == 0 and good.json["files"][0]["points"] == 1815
    bad = muster("list-validate", str(ARMIES / "illegal-same-item-twice.yaml"))
    assert bad.code == 1
    assert "[warmaster.item-once]" in bad.out and "illegal-same-item-twice.yaml:26:11" in bad.out


def test_list_validate_siege_end_to_end(muster):
    defender = str(ARMIES / "legal-siege-high-elves-defender-1000.yaml")
    attacker = str(ARMIES / "legal-siege-orcs-attacker-2000.yaml")
    run_ = muster("list-validate", attacker, "--siege", "attacker", "--opponent", defender)
    assert run_.code == 0 and "warning" not in run_.out.split("\n")[0]
    # the defender's file checked as if it were the attacker: 1000 vs 2000 -> a warning only
    run_ = muster("list-validate", defender, "--siege", "attacker", "--opponent", attacker)
    assert run_.code == 0 and "warning [warmaster.siege-balance]" in run_.out
    run_ = muster("list-validate", attacker, "--siege", "attacker", "--opponent", defender,
                  "--rule", "siege-tolerance=x")
    assert run_.code == 2
    assert run_.err == ("muster: error: --rule siege-tolerance=x: give a percentage from 0 "
                        "to 100 (default 10)\n")


def test_the_findings_name_the_command_line_options(muster):
    # the rules name fields ({opponent}, {rule}); list-validate shows them as its options
    attacker = str(ARMIES / "legal-siege-orcs-attacker-2000.yaml")
    run_ = muster("list-validate", attacker, "--siege", "attacker", "--format", "json")
    assert run_.json["files"][0]["warnings"][0]["message"] == (
        "siege attacker: the 2:1 points balance was not checked; give the other side with "
        "--opponent FILE")
    run_ = muster("list-validate", attacker, "--siege", "attacker", "--lang", "cs")
    assert ("obléhání, útočník: poměr bodů 2 : 1 nelze ověřit bez soupisky druhé strany; "
            "zadejte ji pomocí --opponent SOUBOR") in run_.out
    defender = str(ARMIES / "legal-siege-high-elves-defender-1000.yaml")
    run_ = muster("list-validate", defender, "--siege", "attacker", "--opponent", attacker)
    assert "more than the 10 % tolerance (--rule siege-tolerance=PERCENT)" in run_.out


# every item's cost and bearers against the seed, one by one (a swap inside a kind would
# keep the kind totals above unchanged)
@pytest.mark.parametrize("en,cost,bearers", [
    ("Battle Banner", 50, "standard"),            # L104
    ("Banner of Shielding", 50, "standard"),      # L109
    ("Banner of Fortitude", 50, "standard"),      # L114
    ("Banner of Steadfastness", 30, "standard"),  # L121
    ("Banner of Fortune", 20, "standard"),        # L126
    ("Sword of Destruction", 10, "weapon"),       # L135
    ("Sword of Fate", 5, "weapon"),               # L141
    ("Sword of Cleaving", 10, "weapon"),          # L146
    ("Sword of Might", 10, "weapon"),             # L149
    ("Crown of Command", 100, ["general"]),       # L154
    ("Helm of Dominion", 50, ["general"]),        # L161
    ("Orb of Majesty", 30, ["general"]),          # L166
    ("Ring of Magic", 30, ["wizard"]),            # L172
    ("Staff of Spellbinding", 30, ["wizard", "runesmith"]),  # L175
    ("Sceptre of Sovereignty", 30, ["general"]),  # L181
    ("Scroll of Dispelling", 20, ["wizard", "runesmith"]),   # L187
    ("Wand of Power", 10, ["wizard"]),            # L192
    ("Rod of Repetition", 10, ["wizard"]),        # L196
])
def test_each_item_cost_and_bearers_match_the_seed(en, cost, bearers):
    entry = find_item(en)
    assert entry["cost"] == cost
    if bearers == "standard":  # L103
        assert sorted(entry["bearers"]) == ["cavalry", "chariot", "infantry"]
    elif bearers == "weapon":  # L134: troops and characters
        assert sorted(entry["bearers"]) == ["cavalry", "chariot", "general", "hero",
                                            "infantry", "runesmith", "wizard"]
    else:
        assert sorted(entry["bearers"]) == sorted(bearers)


# every spell's casting value and range against the seed
@pytest.mark.parametrize("en,cast,range_cm", [
    ("Foot of Gork", 6, 50), ("Gotcha!", 5, 30), ("Gerroff!!!", 5, 60),      # L1, L9, L20
    ("Waaagh!", 4, 30), ("Storm of Stone", 6, 30), ("Light of Battle", 5, 30),  # L27, L35, L44
    ("Heaven's Fire", 5, 30), ("Hail of Destruction", 5, 30),                # L52, L59
    ("Boon of Chaos", 4, 0), ("Anger of the Gods", 4, 30),                   # L65, L71
    ("Rage of Chaos", 5, 30), ("Curse of Chaos", 5, 30),                     # L78, L92
])
def test_each_spell_casting_value_and_range_match_the_seed(en, cast, range_cm):
    from muster.games.warmaster.casting import find_spell

    spell = find_spell(en)
    assert spell["cast"] == cast and spell["range_cm"] == range_cm
