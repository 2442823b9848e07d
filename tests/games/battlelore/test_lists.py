"""BattleLore army files: the schema, the order-of-battle rules in games/battlelore/lists.py
(seed 001 L9/p.3, L13/p.5; digest §3.3) and the example armies."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

import jsonschema
import pytest
import yaml

from muster.errors import MusterError
from muster.games.battlelore import lists as battlelore_lists
from muster.lists import ListContext
from muster.lists.validate import run_rules

ROOT = Path(__file__).resolve().parents[3]
ARMIES = ROOT / "armies" / "battlelore"
SCHEMA = json.loads((ROOT / "cli/muster/schemas/battlelore.army.schema.json").read_text())
# built once (jsonschema.validate would check the schema itself on every call: the schema
# tests check it once)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def unit(colour, utype, weapon, **extra):
    return {"colour": colour, "type": utype, "weapon": weapon, **extra}


def agincourt() -> dict:
    """The full Agincourt order of battle, as the seed gives it (L9/p.3)."""
    english = ([unit("green", "foot", "common-bow") for _ in range(5)]
               + [unit("blue", "foot", "short-sword") for _ in range(3)]
               + [unit("red", "foot", "short-sword")])
    french = ([unit("blue", "foot", "short-sword") for _ in range(6)]
              + [unit("blue", "mounted", "long-sword")]
              + [unit("red", "mounted", "long-sword") for _ in range(2)]
              + [unit("green", "foot", "common-bow")])
    return {"game": "battlelore", "scenario": "agincourt",
            "sides": {"english": {"banner": "pennant", "units": english},
                      "french": {"banner": "standard", "units": french}}}


def run(army, file="army.yaml", **ctx):
    VALIDATOR.validate(army)  # the rules are only ever given schema-valid documents
    return run_rules(battlelore_lists, army, ListContext(file=str(file), **ctx))


def rules(checked, severity="error"):
    return [f.rule for f in checked.findings if f.severity == severity]


def only(checked, rule):
    found = [f for f in checked.findings if f.rule == rule]
    assert len(found) == 1, checked.findings
    return found[0]


# --------------------------------------------------------------- the whole order of battle


def test_full_agincourt_is_legal_and_counted():
    checked = run(agincourt())
    assert checked.findings == []
    assert checked.points is None  # BattleLore counts no points
    # English 9 units (5x4 + 3x4 + 1x4 = 36 figures), French 10 (6x4 + 1x3 + 2x3 + 1x4 = 37)
    assert checked.summary["english units"] == 9 and checked.summary["english figures"] == 36
    assert checked.summary["french units"] == 10 and checked.summary["french figures"] == 37


def test_an_extra_unit_is_reported_at_the_unit():
    army = agincourt()
    army["sides"]["english"]["units"].append(unit("green", "foot", "common-bow"))
    f = only(run(army), "battlelore.order-of-battle")
    assert f.path == ("sides", "english", "units", 9)
    assert f.message == "unit 10: a 6th green foot common-bow unit, but Agincourt gives side " \
        "'english' 5"


def test_a_unit_not_in_the_scenario_at_all():
    army = agincourt()
    army["sides"]["english"]["units"].append(unit("blue", "mounted", "long-sword"))
    f = only(run(army), "battlelore.order-of-battle")
    assert "no blue mounted long-sword" in f.message


def test_a_missing_unit_is_reported_on_the_side():
    army = agincourt()
    del army["sides"]["french"]["units"][7]  # one of the 2 heavy cavalry
    f = only(run(army), "battlelore.order-of-battle")
    assert f.path == ("sides", "french", "units")
    assert "gives it 2, the list has 1" in f.message


def test_unit_order_does_not_matter():
    army = agincourt()
    army["sides"]["french"]["units"].reverse()
    assert run(army).findings == []


def test_weapons_are_matched_unless_the_option_says_ignore():
    army = agincourt()
    army["sides"]["english"]["units"][0]["weapon"] = "crossbow"
    assert "battlelore.order-of-battle" in rules(run(army))
    loose = run(army, options={"oob-weapons": "ignore"})
    assert rules(loose) == []


def test_bad_option_value_is_a_user_error():
    with pytest.raises(MusterError, match="oob-weapons"):
        run(agincourt(), options={"oob-weapons": "maybe"})


def test_other_games_options_are_left_alone():
    assert run(agincourt(), options={"blood-brother": "subtract"}).findings == []


# --------------------------------------------------------------- names


def test_czech_and_odd_case_names_are_accepted():
    army = agincourt()
    army["sides"]["english"]["units"][0] = unit("Zelená", "PĚŠÍ", "běžný luk")
    army["sides"]["french"]["units"][6] = unit("modra", "jízda", "dlouhy mec")
    army["sides"]["english"]["banner"] = "roztřepený prapor"
    assert run(army).findings == []


@pytest.mark.parametrize("field, value, rule", [
    ("colour", "purple", "battlelore.colour"),
    ("type", "chariot", "battlelore.type"),
    ("weapon", "halberd", "battlelore.weapon"),
])
def test_unknown_names_are_errors_at_the_field(field, value, rule):
    army = agincourt()
    army["sides"]["english"]["units"][8][field] = value
    checked = run(army)
    f = only(checked, rule)
    assert f.path == ("sides", "english", "units", 8, field) and value in f.message
    # the unreadable unit is not also reported as a missing unit
    assert "battlelore.order-of-battle" not in rules(checked)


def test_a_unit_is_named_by_its_roster_number_across_the_sides():
    """The roster numbers units across the whole list; a finding names the same number
    (the 7th French unit is not 'unit 7', the roster's row 7 another side's)."""
    army = agincourt()
    first = len(army["sides"]["english"]["units"])
    army["sides"]["french"]["units"][6]["colour"] = "purple"
    message = str(only(run(army), "battlelore.colour").message)
    assert message.startswith(f"unit {first + 7}")


def test_weapon_carried_by_the_wrong_kind_is_a_warning():
    ok = run(agincourt())
    assert "battlelore.weapon-carrier" not in rules(ok, "warning")
    army = agincourt()
    army["sides"]["english"]["units"][8]["weapon"] = "long-sword"
    checked = run(army, options={"oob-weapons": "ignore"})
    assert rules(checked, "warning") == ["battlelore.weapon-carrier"]
    assert rules(checked) == []


# --------------------------------------------------------------- figures


@pytest.mark.parametrize("index, utype, full", [(8, "foot", 4), (0, "mounted", 3)])
def test_figures_at_most_a_full_unit(index, utype, full):
    army = agincourt()
    side = "english" if utype == "foot" else "french"
    idx = index if utype == "foot" else 6
    army["sides"][side]["units"][idx]["figures"] = full  # exactly full: legal
    assert run(army).findings == []
    army["sides"][side]["units"][idx]["figures"] = full + 1
    f = only(run(army), "battlelore.figures")
    assert f.path == ("sides", side, "units", idx, "figures")
    assert f"at most {full}" in f.message


def test_a_creature_has_one_figure(tmp_path):
    scen = tmp_path / "beast.toml"
    scen.write_text('[sides.a]\nbanner = "standard"\n[[sides.a.units]]\ncolour = "red"\n'
                    'type = "creature"\nweapon = "long-sword"\n', encoding="utf-8")
    army = {"game": "battlelore", "scenario": "beast.toml",
            "sides": {"a": {"banner": "standard",
                            "units": [unit("red", "creature", "long-sword", figures=1)]}}}
    assert run(army, tmp_path / "army.yaml").findings == []
    army["sides"]["a"]["units"][0]["figures"] = 2
    assert rules(run(army, tmp_path / "army.yaml")) == ["battlelore.figures"]


def test_under_strength_is_a_warning_by_default_and_selectable():
    army = agincourt()
    army["sides"]["english"]["units"][5]["figures"] = 3
    checked = run(army)
    assert rules(checked) == [] and rules(checked, "warning") == ["battlelore.under-strength"]
    assert rules(run(army, options={"under-strength": "error"})) == ["battlelore.under-strength"]
    assert run(army, options={"under-strength": "allow"}).findings == []


# --------------------------------------------------------------- sides and banners


def test_wrong_banner_shape_for_the_side():
    army = agincourt()
    army["sides"]["english"]["banner"] = "standard"
    f = only(run(army), "battlelore.banner")
    assert f.path == ("sides", "english", "banner")
    assert "battlelore.banner-shared" not in rules(run(army))


def test_unknown_banner_shape_and_pattern():
    army = agincourt()
    army["sides"]["english"]["banner"] = "triangle"
    army["sides"]["english"]["pattern"] = "eagle"
    assert sorted(rules(run(army))) == ["battlelore.banner", "battlelore.banner-pattern"]
    army["sides"]["english"].update(banner="pennant", pattern="lví hlava")
    assert run(army).findings == []


def test_two_camps_may_not_share_a_banner_shape():
    army = agincourt()
    army["sides"]["welsh"] = {"banner": "pennant", "units": [unit("green", "foot", "common-bow")]}
    assert sorted(rules(run(army))) == ["battlelore.banner-shared", "battlelore.side-unknown"]


def test_unknown_side():
    army = agincourt()
    army["sides"]["burgundians"] = army["sides"].pop("french")
    army["sides"]["burgundians"]["banner"] = "standard"
    checked = run(army)
    assert "battlelore.side-unknown" in rules(checked)
    assert only(checked, "battlelore.side-unknown").path == ("sides", "burgundians")


def test_one_side_per_file_with_opponent():
    full = agincourt()
    english = {**full, "sides": {"english": full["sides"]["english"]}}
    french = {**full, "sides": {"french": full["sides"]["french"]}}
    alone = run(english)
    assert rules(alone) == [] and rules(alone, "warning") == ["battlelore.side-missing"]
    assert run(english, opponent=french).findings == []
    twice = run(english, opponent=copy.deepcopy(english))
    assert "battlelore.side-twice" in rules(twice)
    other = {**french, "scenario": "elsewhere.toml"}
    assert "battlelore.opponent-scenario" in rules(run(english, opponent=other))


# --------------------------------------------------------------- scenarios


def test_unknown_bundled_scenario():
    army = agincourt()
    army["scenario"] = "crecy"
    f = only(run(army), "battlelore.scenario")
    assert f.path == ("scenario",) and "crecy" in f.message


def test_bundled_scenario_name_in_any_case():
    army = agincourt()
    army["scenario"] = "AGINCOURT"
    assert run(army).findings == []


@pytest.mark.parametrize("suffix", [".toml", ".yaml"])
def test_user_scenario_file_relative_to_the_army(tmp_path, suffix):
    sides = {"left": {"banner": "standard", "units": [
                 {"count": 2, "colour": "blue", "type": "foot", "weapon": "crossbow"}]},
             "right": {"banner": "pennant", "units": [
                 {"count": 1, "colour": "green", "type": "mounted", "weapon": "long-sword",
                  "figures": 2}]}}
    (tmp_path / "scen").mkdir()
    path = tmp_path / "scen" / f"mine{suffix}"
    if suffix == ".yaml":
        path.write_text(yaml.safe_dump({"en": "Mine", "sides": sides}), encoding="utf-8")
    else:
        path.write_text('en = "Mine"\n[sides.left]\nbanner = "standard"\n'
                        '[[sides.left.units]]\ncount = 2\ncolour = "blue"\ntype = "foot"\n'
                        'weapon = "crossbow"\n[sides.right]\nbanner = "pennant"\n'
                        '[[sides.right.units]]\ncolour = "green"\ntype = "mounted"\n'
                        'weapon = "long-sword"\nfigures = 2\n', encoding="utf-8")
    army = {"game": "battlelore", "scenario": f"scen/mine{suffix}",
            "sides": {"left": {"banner": "standard",
                               "units": [unit("blue", "foot", "crossbow")] * 2},
                      "right": {"banner": "pennant",
                                "units": [unit("green", "mounted", "long-sword")]}}}
    checked = run(army, tmp_path / "army.yaml")
    assert checked.findings == [] and checked.summary["scenario"] == "Mine"
    # the scenario sets this unit at 2 figures: 2 is full strength, 3 is too many
    assert checked.summary["right figures"] == 2
    army["sides"]["right"]["units"] = [unit("green", "mounted", "long-sword", figures=3)]
    f = only(run(army, tmp_path / "army.yaml"), "battlelore.figures")
    assert "sets 2" in f.message


@pytest.mark.parametrize("content, needle", [
    (None, "cannot read"),
    ("sides = 3\n", "needs a 'sides' table"),
    ('[sides.a]\nbanner = "round"\nunits = []\n', "banner"),
    ('[sides.a]\nbanner = "standard"\n[[sides.a.units]]\ncolour = "pink"\ntype = "foot"\n'
     'weapon = "crossbow"\n', "pink"),
    ('[sides.a]\nbanner = "standard"\n[[sides.a.units]]\ncount = 0\ncolour = "red"\n'
     'type = "foot"\nweapon = "crossbow"\n', "count"),
    ("[sides\n", "cannot be parsed"),
    # a name that is not text was an internal error (exit 70) when a unit went missing
    ('[sides.a]\nbanner = "standard"\n[[sides.a.units]]\ncolour = "red"\ntype = "foot"\n'
     'weapon = "crossbow"\nen = 5\n', "en must be text"),
    ('en = ["x"]\n[sides.a]\nbanner = "standard"\n[[sides.a.units]]\ncolour = "red"\n'
     'type = "foot"\nweapon = "crossbow"\n', "en must be text"),
])
def test_bad_scenario_files_are_findings(tmp_path, content, needle):
    if content is not None:
        (tmp_path / "s.toml").write_text(content, encoding="utf-8")
    army = agincourt()
    army["scenario"] = "s.toml"
    f = only(run(army, tmp_path / "army.yaml"), "battlelore.scenario")
    assert needle in f.message and f.path == ("scenario",)


# --------------------------------------------------------------- the schema


@pytest.mark.parametrize("mutate", [
    lambda a: a.pop("scenario"),
    lambda a: a.update(game="warmaster"),
    lambda a: a.update(points_limit=400),
    lambda a: a["sides"]["english"].pop("banner"),
    lambda a: a["sides"]["english"]["units"][0].update(figurs=4),
    lambda a: a["sides"]["english"]["units"][0].update(figures=0),
    lambda a: a["sides"]["english"].update(units=[]),
])
def test_schema_rejects(mutate):
    army = agincourt()
    mutate(army)
    with pytest.raises(jsonschema.ValidationError):
        VALIDATOR.validate(army)


def test_schema_identity():
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert SCHEMA["$id"] == "urn:muster:schema:battlelore.army:v1"
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


# --------------------------------------------------------------- the example files


def examples(prefix):
    return sorted(ARMIES.glob(f"{prefix}-*.yaml"))


@pytest.mark.parametrize("path", examples("legal"), ids=lambda p: p.name)
def test_legal_examples(path):
    army = yaml.safe_load(path.read_text(encoding="utf-8"))
    checked = run(army, path)
    assert checked.findings == [], checked.findings


EXPECTED = {
    "illegal-foot-unit-with-5-figures.yaml": "battlelore.figures",
    "illegal-sixth-archers-over-order-of-battle.yaml": "battlelore.order-of-battle",
    "illegal-english-under-standard-banner.yaml": "battlelore.banner",
    "illegal-unknown-weapon-halberd.yaml": "battlelore.weapon",
    "illegal-missing-heavy-cavalry.yaml": "battlelore.order-of-battle",
    "illegal-unknown-scenario.yaml": "battlelore.scenario",
    "illegal-purple-banner-colour.yaml": "battlelore.colour",
}


def test_every_illegal_example_is_listed_here():
    assert {p.name for p in examples("illegal")} == set(EXPECTED)


@pytest.mark.parametrize("name, rule", sorted(EXPECTED.items()))
def test_illegal_examples_break_exactly_their_rule(name, rule):
    path = ARMIES / name
    army = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert rules(run(army, path)) == [rule]


def test_list_validate_end_to_end(muster):
    ok = muster("list-validate", str(ARMIES / "legal-agincourt-czech-names.yaml"))
    assert ok.code == 0, ok.out + ok.err
    bad = muster("list-validate", str(ARMIES / "illegal-foot-unit-with-5-figures.yaml"),
                 "--format", "json")
    assert bad.code == 1
    (finding,) = bad.json["files"][0]["errors"]
    assert finding["rule"] == "battlelore.figures"
    # the line of `figures: 5` in the file (the Men-at-arms unit)
    lines = (ARMIES / "illegal-foot-unit-with-5-figures.yaml").read_text().splitlines()
    assert "figures: 5" in lines[finding["line"] - 1]


def test_list_validate_split_sides_with_opponent(muster, tmp_path):
    full = yaml.safe_load((ARMIES / "legal-agincourt.yaml").read_text(encoding="utf-8"))
    for side in ("english", "french"):
        part = {**full, "sides": {side: full["sides"][side]}}
        (tmp_path / f"{side}.yaml").write_text(yaml.safe_dump(part), encoding="utf-8")
    res = muster("list-validate", str(tmp_path / "english.yaml"), "--opponent",
                 str(tmp_path / "french.yaml"))
    assert res.code == 0 and "0 warnings" in res.out, res.out
    bad = muster("list-validate", str(ARMIES / "legal-agincourt.yaml"),
                 "--rule", "under-strength=sometimes")
    assert bad.code == 2


def test_a_yaml_scenario_side_named_by_a_number_is_a_finding(tmp_path):
    # YAML reads `1:` as a number; the side list in messages then broke (internal error)
    (tmp_path / "s.yaml").write_text(
        "sides:\n  1: {banner: standard, units: [{colour: red, type: foot, "
        "weapon: short-sword}]}\n", encoding="utf-8")
    army = agincourt()
    army["scenario"] = "s.yaml"
    # scenario files are read by the shared hardened loader, which keeps keys as text
    found = run(army, tmp_path / "army.yaml").findings
    assert any(f.rule == "battlelore.side-unknown" and "(allowed: 1)" in f.message
               for f in found), found


def test_a_scenario_file_outside_the_army_folder_is_not_read(tmp_path):
    army = agincourt()
    for ref, says in (("/dev/zero", "absolute paths are not read"),
                      ("../elsewhere/s.yaml", "must lie in the army file's folder")):
        army["scenario"] = ref
        f = only(run(army, tmp_path / "army.yaml"), "battlelore.scenario")
        assert says in f.message


def test_a_scenario_fifo_is_refused_without_blocking(tmp_path):
    os.mkfifo(tmp_path / "s.yaml")
    army = agincourt()
    army["scenario"] = "s.yaml"
    f = only(run(army, tmp_path / "army.yaml"), "battlelore.scenario")
    assert "FIFO" in f.message


def test_a_unit_with_an_unknown_weapon_is_counted_as_the_roster_lists_it(muster):
    """The Agincourt list with a halberd has the book's 19 units (5 + 3 + 1
    English and Welsh, 6 + 1 + 2 + 1 French, seed 001 L9) and 73 figures: the summary counts
    the unit whose weapon is unknown, as the roster's rows and its total do."""
    path = ARMIES / "illegal-unknown-weapon-halberd.yaml"
    report = json.loads(muster("list-validate", str(path), "--format", "json").out)
    summary = report["files"][0]["summary"] if "files" in report else report["summary"]
    assert (summary["units"], summary["figures"]) == (19, 73)
    assert (summary["english units"], summary["english figures"]) == (9, 36)
    markdown = muster("list-validate", str(path), "--format", "markdown").out
    assert "|  |  | Total | 19 |  |" in markdown and "units 19; figures 73" in markdown
    assert "| Men-at-arms | 1 | red, foot, halberd, 4 figures |" in markdown
    czech = muster("--lang", "cs", "list-validate", str(path), "--format", "markdown").out
    assert "19 jednotek; 73 figurek" in czech
