"""Mage Knight army lists (seed 004 L190-205, L227; digest mageknight.md §3.3): every rule
with a legal and an illegal case, boundaries included; the example armies; end to end."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from muster.games.mageknight import lists as mageknight_lists
from muster.i18n import shown
from muster.lists import ListContext
from muster.lists.validate import run_rules

ARMIES = Path(__file__).resolve().parents[3] / "armies" / "mageknight"


def warrior(name="Gulthak Orc", points=38, faction="Orc Clans", attack_type="bow",
            attack=9, slots=0, items=()):
    w = {"name": name, "points": points, "faction": faction, "attack_type": attack_type,
         "attack": attack, "slots": slots}
    if items:
        w["items"] = list(items)
    return w


def item(name, points=10, collector=None, requires=None, artifact=None):
    it = {"name": name, "points": points}
    if collector is not None:
        it["collector"] = collector
    if artifact is not None:
        it["artifact"] = artifact
    if requires is not None:
        it["requires"] = requires
    return it


DRAGONSTAR = item("Dragonstar", 20, "R002", {"attack_type": "bow"})
QUIVER = item("Hunter's Quiver", 10, "023", {"attack_type": "bow"})
BANNER = item("Khan's War Banner", 12, "012", {"faction": "orc-clans"})


def army(*warriors, limit=300):
    a = {"game": "mageknight", "warriors": list(warriors)}
    if limit is not None:
        a["points_limit"] = limit
    return a


def run(a, **options):
    return check(a, ListContext("test.yaml", options=dict(options)))


def check(army, ctx):
    return run_rules(mageknight_lists, army, ctx)


def rules_of(checked, severity="error"):
    return [f.rule for f in checked.findings if f.severity == severity]


def errors(checked):
    return rules_of(checked, "error")


# --------------------------------------------------------------- build total (L199)


def test_exactly_the_build_total_is_legal_and_items_count():
    # 262 for the warriors + 38 for the items = 300
    a = army(warrior(points=250, slots=1, items=[item("Iron Charm", 38)]),
             warrior("Harka Orc", 12, attack_type="sword"), limit=300)
    c = run(a)
    assert c.points == 300
    assert errors(c) == []
    assert c.summary["item_points"] == 38 and c.summary["warrior_points"] == 262


def test_one_point_over_the_build_total_is_illegal():
    a = army(warrior(points=250, slots=1, items=[item("Iron Charm", 39)]),
             warrior("Harka Orc", 12, attack_type="sword"), limit=300)
    c = run(a)
    assert c.points == 301
    assert errors(c) == ["mageknight.build-total"]
    f = c.findings[0]
    assert f.path == ("points_limit",)
    assert f.message == ("301 points (warriors 262 + items 39) is over the 300-point build "
                         "total by 1")


def test_no_limit_warns_only_over_the_standard_game():
    assert run(army(warrior(points=300), limit=None)).findings == []
    c = run(army(warrior(points=301), limit=None))
    assert errors(c) == [] and rules_of(c, "warning") == ["mageknight.standard-game"]


# --------------------------------------------------------------- item slots (L196)


def test_as_many_items_as_slots_is_legal():
    c = run(army(warrior(slots=2, items=[QUIVER, BANNER])))
    assert errors(c) == []


def test_more_items_than_slots_is_illegal():
    c = run(army(warrior(slots=1, items=[QUIVER, BANNER])))
    assert errors(c) == ["mageknight.item-slots"]
    assert c.findings[0].path == ("warriors", 0, "items")
    assert "2 item(s)" in c.findings[0].message and "1 item slot" in c.findings[0].message


def test_no_slots_given_means_none():
    c = run(army(warrior(items=[BANNER]) | {"slots": 0}))
    assert errors(c) == ["mageknight.item-slots"]
    w = warrior(items=[BANNER])
    del w["slots"]
    assert errors(run(army(w))) == ["mageknight.item-slots"]


# --------------------------------------------------------------- artifacts (L191-195)


def test_one_artifact_per_warrior():
    horn = item("Stormcaller Horn", 18, "R015", {"faction": "Orc Clans"})
    assert errors(run(army(warrior(slots=2, items=[DRAGONSTAR, BANNER])))) == []
    c = run(army(warrior(slots=2, items=[DRAGONSTAR, horn])))
    assert errors(c) == ["mageknight.one-artifact-per-warrior"]
    assert c.findings[0].path == ("warriors", 0, "items", 1)


def test_artifact_by_flag_without_a_number():
    a1 = item("Crown of Fire", 15, artifact=True)
    a2 = item("Blade of Night", 15, artifact=True)
    c = run(army(warrior(slots=2, items=[a1, a2])))
    assert errors(c) == ["mageknight.one-artifact-per-warrior"]
    plain = item("Blade of Night", 15, artifact=False)
    assert errors(run(army(warrior(slots=2, items=[a1, plain])))) == []


def test_an_artifact_once_per_army():
    hunter = warrior("Orc Hunter", 30, slots=1, items=[copy.deepcopy(DRAGONSTAR)])
    c = run(army(warrior(slots=1, items=[DRAGONSTAR]), hunter))
    assert errors(c) == ["mageknight.artifact-once-per-army"]
    assert c.findings[0].path == ("warriors", 1, "items", 0)
    assert "carried by Gulthak Orc (warrior 1);" in c.findings[0].message
    # two different artifacts in one army are fine
    other = warrior("Orc Hunter", 30, slots=1, items=[item("Longbow of Ages", 14, "R003")])
    assert errors(run(army(warrior(slots=1, items=[DRAGONSTAR]), other))) == []


def test_the_same_non_artifact_item_twice_is_legal():
    hunter = warrior("Orc Hunter", 30, slots=1, items=[copy.deepcopy(QUIVER)])
    assert errors(run(army(warrior(slots=1, items=[QUIVER]), hunter))) == []


def test_artifact_identity_by_name_when_no_number():
    a = item("Crown of Fire", 15, artifact=True)
    b = item("CROWN OF FIRE", 15, artifact=True)
    c = run(army(warrior(slots=1, items=[a]), warrior("Orc Hunter", 30, slots=1, items=[b])))
    assert errors(c) == ["mageknight.artifact-once-per-army"]


def test_artifact_once_per_army_when_only_one_copy_gives_its_number():
    # seed 004 L195: a given artifact at most once in one player's army. The same card,
    # written once with its collector number and once by name only, is still the same
    # artifact.
    by_number = item("Dragonstar", 20, "R002", {"attack_type": "bow"})
    by_name = item("dragonstar", 20, artifact=True, requires={"attack_type": "bow"})
    for first, second in ((by_number, by_name), (by_name, by_number)):
        c = run(army(warrior(slots=1, items=[copy.deepcopy(first)]),
                     warrior("Orc Hunter", 30, slots=1, items=[copy.deepcopy(second)])))
        assert errors(c) == ["mageknight.artifact-once-per-army"]
    # two different numbers are two different cards, whatever the names
    other = item("Dragonstar", 20, "R009", {"attack_type": "bow"})
    c = run(army(warrior(slots=1, items=[by_number]),
                 warrior("Orc Hunter", 30, slots=1, items=[other])))
    assert errors(c) == []


def test_artifact_flag_must_agree_with_the_collector_number():
    assert errors(run(army(warrior(slots=1, items=[
        item("Dragonstar", 20, "R002", artifact=True)])))) == []
    c = run(army(warrior(slots=1, items=[item("Dragonstar", 20, "R002", artifact=False)])))
    assert errors(c) == ["mageknight.artifact-number"]
    assert c.findings[0].path == ("warriors", 0, "items", 0, "artifact")
    c = run(army(warrior(slots=1, items=[item("Iron Charm", 5, "040", artifact=True)])))
    assert errors(c) == ["mageknight.artifact-number"]


# --------------------------------------------------------------- requirements (L200)


def test_attack_type_requirement():
    assert errors(run(army(warrior(slots=1, items=[DRAGONSTAR])))) == []
    c = run(army(warrior("Ub-Khan", 68, attack_type="sword", attack=10, slots=1,
                         items=[DRAGONSTAR])))
    assert errors(c) == ["mageknight.requirement"]
    assert c.findings[0].path == ("warriors", 0, "items", 0, "requires", "attack_type")
    assert c.findings[0].message == ("Ub-Khan cannot use Dragonstar: it requires a bow-type "
                                     "attack, but its attack type is sword")


def test_faction_requirement_matches_any_spelling():
    for faction in ("Orc Clans", "orc-clans", "Orčí klany", "ORCI KLANY", "Orc Khans"):
        assert errors(run(army(warrior(faction=faction, slots=1, items=[BANNER])))) == [], \
            faction
    c = run(army(warrior(faction="Shyft", slots=1, items=[BANNER])))
    assert errors(c) == ["mageknight.requirement"]
    assert c.findings[0].path[-1] == "faction"


def test_unknown_factions_compare_as_written():
    it = item("Sigil", 5, requires={"faction": "Dwarven Holds"})
    assert errors(run(army(warrior(faction="dwarven  holds", slots=1, items=[it])))) == []
    assert errors(run(army(warrior(faction="Dwarves", slots=1, items=[it])))) == \
        ["mageknight.requirement"]


def test_min_attack_boundary():
    blade = item("Champion's Blade", 15, "R104", {"min_attack": 10})
    assert errors(run(army(warrior(attack=10, slots=1, items=[blade])))) == []
    c = run(army(warrior(attack=9, slots=1, items=[blade])))
    assert errors(c) == ["mageknight.requirement"]
    assert c.findings[0].message == ("Gulthak Orc cannot use Champion's Blade: it requires "
                                     "attack 10+, but its attack is 9")


def test_item_without_requirements_fits_anyone():
    it = item("Iron Charm", 12, "040")
    assert errors(run(army(warrior(attack_type="none", slots=1, items=[it])))) == []


# --------------------------------------------------------------- shared requirement (L194)


def test_items_with_different_requirement_kinds_are_legal():
    assert errors(run(army(warrior(slots=2, items=[QUIVER, BANNER])))) == []


def test_items_sharing_a_requirement_are_illegal():
    c = run(army(warrior(slots=2, items=[QUIVER, DRAGONSTAR])))
    assert errors(c) == ["mageknight.shared-requirement"]
    assert c.findings[0].path == ("warriors", 0, "items", 1, "requires", "attack_type")
    assert "Hunter's Quiver" in c.findings[0].message and "Dragonstar" in c.findings[0].message


def test_shared_faction_requirement_in_other_spellings():
    b2 = item("Khan's Drum", 6, "013", {"faction": "Orčí klany"})
    c = run(army(warrior(slots=2, items=[BANNER, b2])))
    assert errors(c) == ["mageknight.shared-requirement"]


def test_same_items_on_two_warriors_do_not_clash():
    hunter = warrior("Orc Hunter", 30, slots=1, items=[copy.deepcopy(QUIVER)])
    assert errors(run(army(warrior(slots=1, items=[QUIVER]), hunter))) == []


def test_shared_requirement_option_same_vs_kind():
    nine = item("Veteran's Charm", 8, "031", {"min_attack": 9})
    ten = item("Champion's Blade", 15, "R104", {"min_attack": 10})
    a = army(warrior(attack=10, slots=2, items=[ten, nine]))
    assert errors(run(a)) == []
    assert errors(run(a, **{"shared-requirement": "same"})) == []
    kind = run(a, **{"shared-requirement": "Kind"})
    assert errors(kind) == ["mageknight.shared-requirement"]
    # both items' values, and the reading that was broken (not the default rule's wording)
    message = str(kind.findings[0].message)
    assert "minimum attack value (10 and 9)" in message
    assert "stricter reading (options shared-requirement=kind)" in message
    assert "in common" not in message


def test_shared_requirement_kind_finding_in_czech(czech):
    nine = item("Veteran's Charm", 8, "031", {"min_attack": 9})
    ten = item("Champion's Blade", 15, "R104", {"min_attack": 10})
    c = run(army(warrior(attack=10, slots=2, items=[ten, nine])), **{"shared-requirement": "kind"})
    assert ("které oba vyžadují minimální hodnotu útoku (10, resp. 9); podle zvoleného výkladu "
            "(options shared-requirement=kind) nesmí válečník") in shown(c.findings[0].message)


def test_bad_option_value_is_refused():
    from muster.errors import MusterError

    with pytest.raises(MusterError, match="shared-requirement=any"):
        run(army(warrior()), **{"shared-requirement": "any"})


# --------------------------------------------------------------- opponent


def test_opponent_built_for_a_different_total_warns():
    mine = army(warrior(), limit=300)
    ctx = ListContext("a.yaml", opponent=army(warrior(), limit=200))
    c = check(mine, ctx)
    assert errors(c) == [] and rules_of(c, "warning") == ["mageknight.opponent-build-total"]
    ctx = ListContext("a.yaml", opponent=army(warrior(), limit=300))
    assert check(mine, ctx).findings == []


def test_every_broken_rule_is_reported_at_once():
    a = army(warrior("Ub-Khan", 300, attack_type="sword", attack=10, slots=1,
                     items=[DRAGONSTAR, QUIVER]), limit=300)
    got = set(errors(run(a)))
    assert got == {"mageknight.build-total", "mageknight.item-slots", "mageknight.requirement",
                   "mageknight.shared-requirement"}


# --------------------------------------------------------------- example files


def load(name):
    with open(ARMIES / name, encoding="utf-8") as fh:
        return yaml.safe_load(fh)  # JSON is YAML too


LEGAL = sorted(p.name for p in ARMIES.glob("legal-*.*"))
ILLEGAL = sorted(p.name for p in ARMIES.glob("illegal-*.yaml"))


def test_there_are_examples():
    assert len(LEGAL) >= 2 and len(ILLEGAL) >= 2


@pytest.mark.parametrize("name", LEGAL)
def test_legal_examples_have_no_errors(name):
    c = run(load(name))
    assert errors(c) == [], c.findings


@pytest.mark.parametrize("name", ILLEGAL)
def test_illegal_examples_break_exactly_the_rule_they_are_named_for(name):
    c = run(load(name))
    rules = set(errors(c))
    assert len(rules) == 1, (name, c.findings)
    rule = rules.pop().removeprefix("mageknight.")
    expected = {"illegal-over-build-total": "build-total",
                "illegal-two-artifacts-on-one-warrior": "one-artifact-per-warrior",
                "illegal-artifact-twice-in-army": "artifact-once-per-army",
                "illegal-items-over-slots": "item-slots",
                "illegal-requirement-dragonstar-needs-a-bow": "requirement",
                "illegal-items-sharing-a-requirement": "shared-requirement",
                "illegal-artifact-flag-contradicts-number": "artifact-number"}
    assert expected[name.removesuffix(".yaml")] == rule


def test_json_example_with_czech_faction_names():
    c = run(load("legal-shyft-and-mage-spawn-250.json"))
    assert errors(c) == [] and c.points == 249
    assert c.summary["artifacts"] == 1


def test_exactly_at_limit_example_totals_300():
    assert run(load("legal-orc-clans-300-exactly-at-limit.yaml")).points == 300


def test_examples_are_schema_valid():
    import json

    import jsonschema

    schema_path = Path(__file__).resolve().parents[3] / "cli" / "muster" / "schemas" / \
        "mageknight.army.schema.json"
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for name in LEGAL + ILLEGAL:
        assert list(validator.iter_errors(load(name))) == [], name
        if name.endswith(".yaml"):
            first = (ARMIES / name).read_text(encoding="utf-8").splitlines()[0]
            assert first == \
                "# yaml-language-server: $schema=../../schemas/mageknight.army.schema.json"
    bad = load(LEGAL[0])
    bad["warriors"][0]["attack_type"] = "spear"
    assert list(validator.iter_errors(bad))
    bad = load(LEGAL[0])
    bad["warriors"][0]["slot"] = 1  # a typo
    assert list(validator.iter_errors(bad))


# --------------------------------------------------------------- end to end


def test_list_validate_legal_file(muster):
    r = muster("list-validate", str(ARMIES / "legal-orc-clans-300-exactly-at-limit.yaml"))
    assert r.code == 0, r.out + r.err
    assert "legal" in r.out and "300 of 300" in r.out


def test_list_validate_illegal_file_points_at_the_line(muster):
    path = ARMIES / "illegal-requirement-dragonstar-needs-a-bow.yaml"
    r = muster("list-validate", str(path), "--format", "json")
    assert r.code == 1
    entry = r.json["files"][0]
    [err] = entry["errors"]
    assert err["rule"] == "mageknight.requirement"
    lines = path.read_text(encoding="utf-8").splitlines()
    assert "attack_type: bow" in lines[err["line"] - 1]


def test_list_validate_rule_option(muster):
    path = str(ARMIES / "legal-mixed-200-czech-names.yaml")
    assert muster("list-validate", path).code == 0
    r = muster("list-validate", path, "--rule", "shared-requirement=kind")
    assert r.code == 1 and "mageknight.shared-requirement" in r.out
    r = muster("list-validate", path, "--rule", "shared-requirement=x")
    assert r.code == 2 and "unknown value (allowed: same, kind)" in r.out + r.err
    assert "Traceback" not in r.out + r.err
    # the Czech names listed are accepted, and a misspelt value gets its did-you-mean in the
    # one bracket, as every other refusal
    assert muster("list-validate", path, "--rule", "shared-requirement=druh").code == 1
    r = muster("--lang", "cs", "list-validate", path, "--rule", "shared-requirement=knd")
    assert r.err == ("muster: chyba: --rule shared-requirement=knd: neznámá hodnota (povolené "
                     "hodnoty: stejný/same, druh/kind; nemysleli jste „kind“, tedy druh?)\n")
