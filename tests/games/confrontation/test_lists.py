"""Confrontation army lists: the rules of `games/confrontation/lists.py` (seed 000 L401-410,
L1373-1382, L1456-1459, L1661-1698; RULINGS 8-11), the schema and the example armies."""

from __future__ import annotations

import json
from itertools import product
from pathlib import Path

import pytest
import yaml

from muster.engine.data import load
from muster.errors import MusterError
from muster.games.confrontation import lists as confrontation_lists
from muster.games.confrontation.lists import allowed_together, people_id
from muster.lists import ListContext
from muster.lists.validate import run_rules

ROOT = Path(__file__).resolve().parents[3]
ARMIES = ROOT / "armies" / "confrontation"
SCHEMA = ROOT / "cli" / "muster" / "schemas" / "confrontation.army.schema.json"


def fig(name, points, **kw):
    return {"name": name, "points": points, **kw}


def army(*figures, people="lions", limit=None):
    doc = {"game": "confrontation", "people": people, "figures": list(figures)}
    if limit is not None:
        doc["points_limit"] = limit
    return doc


def run(doc, opponent=None, **options):
    return run_rules(confrontation_lists, doc,
                     ListContext(file="t.yaml", opponent=opponent, options=options))


def rules(checked, severity="error"):
    return [f.rule.split(".", 1)[1] for f in checked.findings if f.severity == severity]


def only(checked, rule):
    found = [f for f in checked.findings if f.rule == "confrontation." + rule]
    assert len(found) == 1, checked.findings
    return found[0]


# ------------------------------------------------------------------ points (RULINGS 8)


def test_exactly_the_limit_is_legal():
    c = run(army(fig("Paladin", 32, count=2), fig("Alahan spearman", 14, count=6), limit=148))
    assert c.points == 148 and rules(c) == []


def test_one_over_the_limit_is_illegal():
    c = run(army(fig("Paladin", 32, count=2), fig("Alahan spearman", 14, count=6), limit=147))
    f = only(c, "points-over-limit")
    assert f.path == ("points_limit",)
    assert f.message == "list total 148 A.P. is over the agreed 147 A.P. by 1"


def test_under_the_limit_by_half_the_cheapest_figure():
    figures = (fig("Paladin", 32, count=2), fig("Alahan spearman", 14, count=6))  # 148
    assert rules(run(army(*figures, limit=155))) == []  # 7 under = 14 / 2
    f = only(run(army(*figures, limit=156)), "points-under-limit")  # 8 under
    assert "8 under" in f.message and "Alahan spearman" in f.message


def test_half_of_an_odd_cheapest_figure():
    figures = (fig("Paladin", 32), fig("Goblin brat", 15))  # 47; half of 15 = 7.5
    assert rules(run(army(*figures, people="goblins", limit=54))) == []   # 7 under
    assert rules(run(army(*figures, people="goblins", limit=55))) == ["points-under-limit"]


def test_parity_against_an_opponent():
    mine = army(fig("Paladin", 32, count=2), fig("Alahan spearman", 14, count=6))  # 148
    theirs = army(fig("Dirz halberdier", 16, count=9), people="dirz")             # 144
    # 4 apart; the higher list (mine) has 14 as its cheapest: 7 allowed
    assert rules(run(mine, theirs)) == []
    near = army(fig("Dirz halberdier", 16, count=8), fig("Dirz tiger", 9), people="dirz")
    # 128 + 9 = 137: 11 apart, over 7
    f = only(run(mine, near), "points-parity")
    assert "11 apart" in f.message and "at most 7" in f.message
    # exactly 7 apart is legal
    seven = army(fig("Dirz halberdier", 16, count=8), fig("Dirz tiger", 13), people="dirz")
    assert rules(run(mine, seven)) == []


def test_parity_option_uses_the_lower_lists_cheapest_figure():
    mine = army(fig("Paladin", 32, count=2), fig("Alahan spearman", 14, count=6))  # 148
    theirs = army(fig("Dirz halberdier", 16, count=8), fig("Dirz runner", 9),
                  fig("Dirz scout", 2), people="dirz")  # 139: 9 apart
    assert rules(run(mine, theirs)) == ["points-parity"]  # higher list: 14 -> 7
    # the lower list's cheapest is 2 A.P.: 1 allowed, still illegal
    assert rules(run(mine, theirs, **{"parity-cheapest": "lower"})) == ["points-parity"]
    big = army(fig("Dirz tiger", 40, count=3), fig("Dirz elite", 20), people="dirz")  # 140
    assert rules(run(mine, big)) == ["points-parity"]  # 8 apart > 7
    assert rules(run(mine, big, **{"parity-cheapest": "lower"})) == []  # half of 20 = 10


def test_no_points_check_is_a_warning_only():
    c = run(army(fig("Paladin", 32)))
    assert rules(c) == [] and rules(c, "warning") == ["no-points-check"]


def test_bad_ruling_option_is_refused():
    with pytest.raises(MusterError, match="parity-cheapest"):
        run(army(fig("Paladin", 32), limit=32), **{"parity-cheapest": "both"})
    with pytest.raises(MusterError, match="blood-brother"):
        run(army(fig("Paladin", 32), limit=32), **{"blood-brother": "floor"})


# ------------------------------------------------------------------ characters


def test_character_twice_is_illegal():
    c = run(army(fig("Red Lioness", 55, character=True), fig("Paladin", 32),
                 fig("red  LIONESS", 55, character=True), limit=142))
    f = only(c, "character-twice")
    assert f.path == ("figures", 2, "name")


def test_character_count_two_is_illegal_but_two_troopers_are_fine():
    c = run(army(fig("Red Lioness", 55, character=True, count=2), limit=110))
    assert only(c, "character-twice").path == ("figures", 0, "count")
    c = run(army(fig("Paladin", 32, count=2), fig("Paladin", 32), limit=96))
    assert rules(c) == []


def test_incarnation_doubles_the_cost_and_makes_a_character():
    c = run(army(fig("Spearman sergeant", 14, abilities=["Incarnation"]), limit=28))
    assert c.points == 28 and rules(c) == []
    c = run(army(fig("Spearman sergeant", 14, count=2, abilities=["Inkarnace"]), limit=56))
    assert rules(c) == ["character-twice"]


# ------------------------------------------------------------------ blood brothers


def brothers(cost_a, cost_b):
    return (fig("Red Lioness", cost_a, character=True, abilities=["Blood brother / Sered"]),
            fig("Sered", cost_b, character=True))


def test_blood_brother_rounds_the_new_cost_up():
    # RULINGS 10: ceil(0.75 x 35) = ceil(26.25) = 27; ceil(0.75 x 40) = 30
    c = run(army(*brothers(35, 40), limit=57))
    assert c.points == 57 and rules(c) == []


def test_blood_brother_subtract_option():
    # 35 - ceil(8.75) = 26; 40 - 10 = 30
    c = run(army(*brothers(35, 40), limit=56), **{"blood-brother": "subtract"})
    assert c.points == 56 and rules(c) == []


def test_blood_brother_missing_gives_no_reduction():
    c = run(army(fig("Red Lioness", 35, character=True, abilities=["Pokrevní bratr / Sered"]),
                 limit=35))
    assert c.points == 35 and rules(c, "warning") == ["blood-brother-missing"]


def test_blood_brother_and_incarnation_combine():
    # the incarnated brother costs 2 x 14 = 28, then 25 % off: 21
    c = run(army(fig("Red Lioness", 55, character=True, abilities=["Blood brother / Tam"]),
                 fig("Tam", 14, abilities=["Incarnation"]), limit=63))
    assert c.points == 42 + 21


# ------------------------------------------------------------------ allies cap (RULINGS 9)


def test_the_issue_example_message():
    c = run(army(fig("Paladin", 32, count=4), fig("Alahan spearman", 14, count=10),
                 fig("Griffin executioner", 33, count=4, people="griffins"), limit=400))
    f = only(c, "allies-cap")
    assert f.message.startswith("allies 132 A.P. = 33 % of 400, over the 30 % limit by 12 A.P.")
    assert f.path == ("figures", 2)


def test_exactly_thirty_percent_is_legal():
    home = fig("Alahan spearman", 14, count=5)  # 70
    assert rules(run(army(home, fig("Griffin shooter", 30, people="griffins"), limit=100))) == []
    c = run(army(fig("Alahan spearman", 14, count=5), fig("Griffin shooter", 31,
                                                          people="griffins"), limit=101))
    assert rules(c) == ["allies-cap"]  # 31 of 101 = 30.7 %


@pytest.mark.parametrize("extra", [
    {"people": "griffins"},
    {"abilities": ["Mercenary"], "people": "goblins"},
    {"abilities": ["Stateless"]},
    {"abilities": ["Alliance / lions"], "people": "sessair"},
    {"abilities": ["Aliance / Alahanští lvi"]},
])
def test_what_counts_as_an_ally(extra):
    home = fig("Alahan spearman", 14, count=5)  # 70
    c = run(army(home, fig("Hired blade", 31, **extra), limit=101))
    assert "allies-cap" in rules(c)
    assert c.summary["allies"] == 31


def test_a_mercenary_in_its_own_peoples_army_is_no_ally():
    c = run(army(fig("Alahan spearman", 14, count=5),
                 fig("Sword for hire", 31, abilities=["Žoldnéř"]), limit=101))
    assert rules(c) == [] and c.summary["allies"] == 0


def test_a_mercenary_with_no_people_is_flagged():
    # L1210-1213: a Mercenary counts as an ally except in its own people's army; L1662-1664:
    # mercenaries from other peoples count toward the 30 %. With no people: given, the list
    # cannot say which, so the player is warned that it was taken as the army's own.
    c = run(army(fig("Alahan spearman", 14, count=5),
                 fig("Sword for hire", 31, abilities=["Mercenary"]), limit=101))
    assert rules(c, "warning") == ["mercenary-people-unset"]
    assert only(c, "mercenary-people-unset").path == ("figures", 1, "abilities", 0)
    # an explicit people, its own or another, settles it: no warning
    for people in ("lions", "goblins"):
        c = run(army(fig("Alahan spearman", 14, count=5),
                     fig("Sword for hire", 31, abilities=["Mercenary"], people=people),
                     limit=101))
        assert "mercenary-people-unset" not in rules(c, "warning")


# ------------------------------------------------------------------ alliance table (RULINGS 11)


def test_the_alliance_table_is_symmetric_as_printed():
    people = load("confrontation", "peoples")["people"]
    for a, b in product(people, people):
        assert (b in people[a]["allies"]) == (a in people[b]["allies"]), (a, b)


@pytest.mark.parametrize("a, b, ok", [
    ("lions", "griffins", True), ("griffins", "tir-na-bor", True), ("drune", "devourers", True),
    ("cynwall", "hyperians", True), ("cynwall", "sessair", False), ("dirz", "drune", False),
    ("lions", "wolfen", False), ("acheron", "mid-nor", True), ("orcs", "wolfen", False),
])
def test_alliance_pairs(a, b, ok):
    assert allowed_together(a, b) is ok and allowed_together(b, a) is ok


def test_a_people_outside_the_table_is_illegal():
    c = run(army(fig("Paladin", 32, count=2), fig("Wolfen hunter", 20, people="Vlkouni"),
                 limit=84))
    f = only(c, "alliance-not-allowed")
    assert f.path == ("figures", 1, "people") and "Wolfen of Yllia" in f.message


@pytest.mark.parametrize("abilities", [["Mercenary"], ["Bez příslušnosti"],
                                       ["Alliance / Lions of Alahan"], ["Alliance / light"]])
def test_any_army_abilities_let_an_outsider_join(abilities):
    c = run(army(fig("Paladin", 32, count=2), fig("Wolfen hunter", 20, people="wolfen",
                                                  abilities=abilities), limit=84))
    assert "alliance-not-allowed" not in rules(c)


def test_alliance_naming_another_path_does_not_help():
    c = run(army(fig("Paladin", 32, count=2), fig("Wolfen hunter", 20, people="wolfen",
                                                  abilities=["Alliance / destiny"]), limit=84))
    assert "names neither" in only(c, "alliance-not-allowed").message


def test_people_names_in_czech_and_any_case():
    assert people_id("Alahanští lvi") == people_id("ALAHANSTI LVI") == "lions"
    assert people_id("Tir-Na-Bor") == people_id("trpaslíci z tir-nâ-boru") == "tir-na-bor"
    assert people_id("Dwarves of Mid-Nor") == "mid-nor"


def test_unknown_people_is_an_error():
    c = run(army(fig("Paladin", 32), people="elves", limit=32))
    assert only(c, "unknown-people").path == ("people",)
    c = run(army(fig("Paladin", 32), fig("Ghost", 20, people="ghosts"), limit=52))
    assert only(c, "unknown-people").path == ("figures", 1, "people")


def test_unknown_rank_is_a_warning():
    c = run(army(fig("Paladin", 32, rank="Sergeant"), fig("Squire", 10, rank="voják"),
                 limit=42))
    assert rules(c) == [] and rules(c, "warning") == ["unknown-rank"]


# ------------------------------------------------------------------ schema and examples


def schema_errors(doc):
    from jsonschema.validators import Draft202012Validator

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return list(Draft202012Validator(schema).iter_errors(doc))


def test_schema_accepts_a_list_and_refuses_typos():
    good = army(fig("Paladin", 32, stats={"cou": 5, "res": 7}), limit=32)
    assert schema_errors(good) == []
    assert schema_errors({**good, "points_limt": 300})
    assert schema_errors({**good, "game": "warmaster"})
    assert schema_errors(army(fig("Paladin", 32, cost=3)))
    assert schema_errors(army(fig("Paladin", 32, stats={"cou": 5, "fear": 8})))  # one of them


def example(name):
    return yaml.safe_load((ARMIES / name).read_text(encoding="utf-8"))


LEGAL = sorted(p.name for p in ARMIES.glob("legal-*.yaml"))
ILLEGAL = {
    "illegal-allies-over-30-percent.yaml": "allies-cap",
    "illegal-character-twice.yaml": "character-twice",
    "illegal-alliance-wolfen-with-lions.yaml": "alliance-not-allowed",
    "illegal-points-over-limit.yaml": "points-over-limit",
    "illegal-points-under-limit.yaml": "points-under-limit",
}


@pytest.mark.parametrize("name", LEGAL)
def test_legal_examples(name):
    doc = example(name)
    assert schema_errors(doc) == []
    c = run(doc)
    assert rules(c) == [], c.findings
    assert c.points <= doc["points_limit"]


@pytest.mark.parametrize("name, rule", sorted(ILLEGAL.items()))
def test_illegal_examples_break_exactly_their_rule(name, rule):
    doc = example(name)
    assert schema_errors(doc) == []
    assert rules(run(doc)) == [rule]


def test_blood_brother_example_total():
    # 55 -> 42, 32 -> 24, incarnated 14 -> 28, 11 x 14, 2 x 26: 300
    assert run(example("legal-lions-blood-brothers-incarnation.yaml")).points == 300


# ------------------------------------------------------------------ through the command


def test_list_validate_end_to_end(muster):
    path = ARMIES / "illegal-allies-over-30-percent.yaml"
    r = muster("list-validate", str(path), "--format", "json")
    assert r.code == 1
    entry = r.json["files"][0]
    assert [e["rule"] for e in entry["errors"]] == ["confrontation.allies-cap"]
    assert entry["errors"][0]["line"] == 21  # the Griffin shooter that crosses the cap
    assert muster("list-validate", str(ARMIES / "legal-lions-300.yaml")).code == 0


def test_list_validate_with_opponent_and_rule(muster):
    lions = str(ARMIES / "legal-lions-300.yaml")  # 294
    acheron = str(ARMIES / "legal-acheron-czech-names.yaml")  # 250
    r = muster("list-validate", lions, "--opponent", acheron, "--format", "json")
    assert r.code == 1
    assert "confrontation.points-parity" in [e["rule"] for e in r.json["files"][0]["errors"]]
    r = muster("list-validate", str(ARMIES / "legal-lions-blood-brothers-incarnation.yaml"),
               "--rule", "blood-brother=subtract", "--format", "json")
    # 55 -> 41, 32 -> 24: 299, within half the cheapest figure of the limit
    assert r.code == 0


# The alliance table, row by row as printed (seed L1675-1698), plus Cynwäll with the
# Hyperians (L1437-1439). Every pair not listed from either side is refused.
SEED_ALLIANCES = {
    "acheron": {"dirz", "akkyshan", "drune", "mid-nor"},           # L1676-1677
    "dirz": {"acheron", "akkyshan", "mid-nor"},                    # L1678-1679
    "akkyshan": {"acheron", "dirz", "mid-nor"},                    # L1680-1681
    "drune": {"acheron", "mid-nor", "devourers"},                  # L1682-1683
    "mid-nor": {"acheron", "dirz", "akkyshan", "drune"},           # L1684-1685
    "lions": {"griffins", "cynwall", "sessair"},                   # L1688
    "griffins": {"lions", "cynwall", "sessair", "tir-na-bor"},     # L1689
    "cynwall": {"lions", "griffins", "hyperians"},                 # L1690, L1437-1439
    "sessair": {"lions", "griffins"},                              # L1691
    "daikinee": {"wolfen"},                                        # L1693
    "orcs": {"goblins", "devourers"},                              # L1694
    "wolfen": {"daikinee"},                                        # L1695
    "tir-na-bor": {"griffins"},                                    # L1696
    "goblins": {"orcs", "devourers"},                              # L1697
    "devourers": {"drune", "goblins", "orcs"},                     # L1698
}


def test_the_alliance_table_matches_the_rulebook_row_by_row():
    people = list(SEED_ALLIANCES) + ["hyperians"]
    for a, b in product(people, people):
        if a == b:
            continue
        listed = b in SEED_ALLIANCES.get(a, set()) or a in SEED_ALLIANCES.get(b, set())
        assert allowed_together(a, b) is listed, (a, b)


def test_each_people_is_on_the_path_it_is_listed_under():
    # L1675 Darkness, L1687 Light, L1692 Destiny
    paths = {p: e["path"] for p, e in load("confrontation", "peoples")["people"].items()}
    for p in ("acheron", "dirz", "akkyshan", "drune", "mid-nor"):
        assert paths[p] == "darkness", p
    for p in ("lions", "griffins", "cynwall", "sessair"):
        assert paths[p] == "light", p
    for p in ("daikinee", "orcs", "wolfen", "tir-na-bor", "goblins", "devourers"):
        assert paths[p] == "destiny", p
