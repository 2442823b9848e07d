"""`muster deploy-shuffle warmaster`: the deployment methods of seed 002 L200-224 step by
step, the roll-offs (ties re-rolled), the first turn and the game length."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.errors import FieldError
from muster.games.warmaster import deploy as wm


def ds(muster, *args):
    return ok_json(muster, "deploy-shuffle", "wm", *args)


def sides_of(body, kind="unit"):
    return [p["side"] for p in body["placement"] if p["kind"] == kind]


# ------------------------------------------------------------------ alternate placement


def test_more_units_places_first_and_the_rest_go_down_at_the_end(muster):
    # L202: the army with more units starts; once elves are out, orcs place the rest
    body = ds(muster, "--units", "orcs=12", "--units", "elves=10")
    assert body["rolloffs"] == []  # nothing is rolled
    assert body["deploys_first"] == "orcs"
    order = sides_of(body)
    assert order[:20] == ["orcs", "elves"] * 10
    assert order[20:] == ["orcs", "orcs"]
    assert [p["number"] for p in body["placement"][-2:]] == [11, 12]
    assert body["first_turn"] is None  # the rulebook is silent for this method
    assert "does not say" in body["first_turn_rule"]


def test_the_silent_first_turn_names_the_field_and_the_command_its_option(muster):
    # the rule names what to add as a spec field (a Python caller's name); the command
    # shows its option, in the JSON and in Czech
    from muster import api

    result = api.roll(wm.DeploySpec.of([], [], [], "screen"), seed=1)
    assert str(result.first_turn_rule).endswith("or add first_turn_rolloff")
    body = ds(muster, "--method", "screen", "--seed", "1")
    assert body["first_turn_rule"].endswith("or add --first-turn-rolloff")
    run = muster("deploy-shuffle", "wm", "--method", "screen", "--seed", "1", "--lang", "cs")
    assert "nebo přidejte --first-turn-rolloff" in run.out


def test_fewer_units_given_first_still_places_second(muster):
    body = ds(muster, "--units", "elves=3", "--units", "orcs=5")
    assert sides_of(body) == ["orcs", "elves"] * 3 + ["orcs", "orcs"]


def test_no_dice_are_taken_when_the_counts_decide(muster):
    run = muster("deploy-shuffle", "wm", "--units", "orcs=12", "--units", "elves=10",
                 "--dice", "4")
    assert_one_line_error(run, "no die is rolled here: orcs has more units")


def test_equal_counts_roll_off_and_a_tie_is_rolled_again(muster):
    # 3-3 is a tie: roll again; 5 beats 2, orcs place first
    body = ds(muster, "--units", "orcs=8", "--units", "elves=8", "--dice", "3,3,5,2")
    roll = body["rolloffs"][0]
    assert roll["for"] == "who places first"
    assert [r["dice"] for r in roll["rounds"]] == [[3, 3], [5, 2]]
    assert roll["winner"] == "orcs" and body["deploys_first"] == "orcs"
    assert sides_of(body) == ["orcs", "elves"] * 8


def test_equal_counts_the_higher_roll_places_first(muster):
    body = ds(muster, "--units", "orcs=2", "--units", "elves=2", "--dice", "2,5")
    assert body["deploys_first"] == "elves"
    assert sides_of(body) == ["elves", "orcs", "elves", "orcs"]


def test_characters_follow_the_units_one_at_a_time_starting_with_the_same_side(muster):
    body = ds(muster, "--units", "orcs=3", "--units", "elves=2", "--characters", "orcs=2",
              "--characters", "elves=3")
    assert sides_of(body) == ["orcs", "elves", "orcs", "elves", "orcs"]
    assert sides_of(body, "character") == ["orcs", "elves", "orcs", "elves", "elves"]
    assert [p["step"] for p in body["placement"]] == list(range(1, 11))


def test_characters_together(muster):
    body = ds(muster, "alternate", "--units", "orcs=1", "--units", "elves=2", "--characters",
              "orcs=2", "--characters", "elves=1", "--characters-together")
    # elves have more units: they start, and place all their characters first
    assert sides_of(body, "character") == ["elves", "orcs", "orcs"]
    assert [ph.get("together") for ph in body["phases"] if ph["kind"] == "character"] == \
        [True, True]


def test_placement_view_is_compact(muster):
    run = muster("deploy-shuffle", "wm", "--units", "orcs=12", "--units", "elves=10")
    assert "1-20: units, orcs and elves alternately, one at a time, orcs first (10 each)" \
        in run.out
    assert "21-22: orcs places its remaining 2 units" in run.out


# ------------------------------------------------------------------ one side at a time


def test_one_side_winner_chooses_second_so_the_loser_deploys_and_moves_first(muster):
    # L208: elves roll 3 > 2 and choose to deploy second; orcs deploy first, so orcs take
    # the first turn
    body = ds(muster, "one-side", "--side", "orcs", "--side", "elves", "--choose", "second",
              "--dice", "2,3")
    assert body["deployment_winner"] == "elves"
    assert body["deploys_first"] == "orcs" and body["first_turn"] == "orcs"
    assert sides_of(body, "army") == ["orcs", "elves"]


def test_one_side_without_a_choice_names_the_chooser_only(muster):
    body = ds(muster, "--method", "one-side", "--dice", "4,2")
    assert body["sides"][0]["name"] == "A"  # sides default to A and B
    assert body["deployment_winner"] == "A"
    assert body["deploys_first"] is None and body["first_turn"] is None
    run = muster("deploy-shuffle", "wm", "--method", "one-side", "--dice", "4,2")
    assert "A chooses to deploy first or second" in run.out


def test_full_order_of_dice_terrain_deployment_game_length(muster):
    # terrain roll-off 5-1 (orcs choose the edge), deployment 2-6 (elves win and deploy
    # first, so they move first), game length D6 3 -> 5 + 2 = 7 turns
    body = ds(muster, "--side", "orcs", "--side", "elves", "--method", "one-side",
              "--choose", "first", "--terrain", "dice", "--game-length", "--dice", "5,1,2,6,3")
    assert [r["for"] for r in body["rolloffs"]] == ["table edges", "deployment"]
    assert body["edge_chooser"] == "orcs"
    assert body["deploys_first"] == "elves" and body["first_turn"] == "elves"
    assert body["game_length"]["turns"] == 7 and body["game_length"]["d3"] == 2


def test_maps_and_screen_roll_nothing_unless_the_first_turn_is_rolled(muster):
    body = ds(muster, "maps")
    assert body["rolloffs"] == [] and body["placement"] == []
    body = ds(muster, "screen", "--first-turn-rolloff", "--dice", "1,4")
    # the house roll-off's winner (B, 4 > 1) CHOOSES who takes the first turn: who takes it
    # is not known, so first_turn stays empty and the winner is the chooser
    assert body["first_turn_chooser"] == "B" and body["first_turn"] is None
    assert "house rule" in body["first_turn_rule"]


def test_first_turn_rolloff_times_and_odds_name_the_chooser_not_the_first_turn(muster):
    run = muster("deploy-shuffle", "wm", "--method", "maps", "--first-turn-rolloff",
                 "--times", "50", "--seed", "3")
    assert run.code == 0, run.err
    assert "has the first turn" not in run.out and "chooses the first turn" in run.out
    run = muster("deploy-shuffle", "wm", "--method", "maps", "--first-turn-rolloff", "--odds")
    assert "takes the first turn" not in run.out
    assert "wins the first-turn roll-off and chooses" in run.out


def test_terrain_choose_and_symmetric_roll_nothing(muster):
    for how in ("choose", "symmetric"):
        body = ds(muster, "--method", "maps", "--terrain", how)
        assert body["rolloffs"] == [] and body["edge_chooser"] is None


# ------------------------------------------------------------------ odds and times


def test_odds_of_the_rolloffs_and_the_game_length(muster):
    body = ds(muster, "--side", "orcs", "--side", "elves", "--method", "one-side",
              "--choose", "first", "--terrain", "dice", "--game-length", "--odds")
    assert body["exact"] is True
    # a D6 each, ties re-rolled: each side wins a roll-off with exactly 1/2
    assert Fraction(body["deploys_first"]["orcs"]["fraction"]) == Fraction(1, 2)
    assert Fraction(body["edge_chooser"]["elves"]["fraction"]) == Fraction(1, 2)
    assert Fraction(body["first_turn"]["elves"]["fraction"]) == Fraction(1, 2)
    assert {t["value"]: Fraction(t["fraction"]) for t in body["turns"]} == \
        {6: Fraction(1, 3), 7: Fraction(1, 3), 8: Fraction(1, 3)}


def test_odds_when_the_counts_decide(muster):
    body = ds(muster, "--units", "orcs=12", "--units", "elves=10", "--odds")
    assert body["deploys_first"]["orcs"]["fraction"] == "1/1"
    assert body["deploys_first"]["elves"]["fraction"] == "0/1"


def test_odds_equal_counts_and_first_turn_rolloff(muster):
    body = ds(muster, "--units", "orcs=4", "--units", "elves=4", "--first-turn-rolloff", "--odds")
    assert Fraction(body["deploys_first"]["elves"]["fraction"]) == Fraction(1, 2)
    assert Fraction(body["first_turn_chooser"]["orcs"]["fraction"]) == Fraction(1, 2)
    assert "first_turn" not in body  # the winner chooses: who moves first is not rolled
    assert "turns" not in body and "edge_chooser" not in body


def test_odds_without_choice_give_the_winner(muster):
    body = ds(muster, "--method", "one-side", "--odds")
    assert "deploys_first" not in body
    assert Fraction(body["deployment_winner"]["A"]["fraction"]) == Fraction(1, 2)


def test_times_summarises(muster):
    body = ds(muster, "--method", "one-side", "--choose", "first", "--times", "40",
              "--seed", "3")
    assert body["times"] == 40 and sum(o["count"] for o in body["outcomes"]) == 40
    assert {o["value"]["deploys_first"] for o in body["outcomes"]} <= {"A", "B"}


def test_seed_repeats(muster):
    a = ds(muster, "--method", "one-side", "--terrain", "dice", "--game-length", "--seed", "9")
    b = ds(muster, "--method", "one-side", "--terrain", "dice", "--game-length", "--seed", "9")
    assert a == b and a["seed"] == 9


def test_three_drivers_agree():
    plan = wm.DeploySpec.of([], ["orcs", "elves"], [], "one-side", "second", "dice",
                            game_length=True)
    dist = assert_drivers_agree(lambda src: wm.deploy(src, plan), wm.Deployment.key, range(6))
    assert dist.exact and sum(dist.probs.values()) == 1
    plan = wm.DeploySpec.of([("a", 3), ("b", 3)], [], [], "alternate", first_turn_rolloff=True)
    assert_drivers_agree(lambda src: wm.deploy(src, plan), wm.Deployment.key, 1)


# ------------------------------------------------------------------ refusals


@pytest.mark.parametrize("args,needle", [
    (("--units", "orcs=3"), "two sides"),
    (("--units", "a=1", "--units", "b=1", "--units", "c=1"), "two sides"),
    (("--units", "a=1", "--units", "a=2"), "given twice"),
    (("screen", "--units", "a=1", "--side", "b"), "the same way"),
    (("maps", "--side", "a", "--side", "a"), "given twice"),
    (("--units", "orcs", "--units", "elves=2"), "SIDE=N"),
    (("--units", "orcs=x", "--units", "elves=2"), "--units takes SIDE=N"),
    (("--units", "orcs=-1", "--units", "elves=2"),
     "--units orcs must be between 0 and 200, not -1"),
    (("--units", "orcs=201", "--units", "elves=2"),
     "--units orcs must be between 0 and 200, not 201"),
    ((), "give --units"),
    (("--units", "orcs=0", "--units", "elves=0"), "neither side"),
    (("maps", "--side", "a"), "two sides; 1 given (a)"),
    (("--units", "a=1", "--units", "b=1", "--characters", "c=1"),
     "--characters: unknown side 'c' (allowed: a, b)"),
    (("--method", "sideways"), "unknown deployment method 'sideways' (allowed: alternate, "
                               "one-side, maps, screen)"),
    (("-m", "Sideways", "--units", "a=1"), "unknown deployment method 'sideways'"),
    (("--method",), "option '--method' requires an argument"),
    (("--method", "one-side", "--choose", "last"), "'first' or 'second'"),
    (("one-side", "--choose", "last"), "'first' or 'second'"),
    (("--method", "maps", "--terrain", "lava"), "unknown terrain method"),
    (("--method", "one-side", "--dice", "3"), "too few dice"),
    (("one-side", "--dice", "3,7"), "cannot be rolled"),
    (("--method", "one-side", "--dice", "3,3"), "too few dice"),
    (("--method", "one-side", "--dice", "3,2", "--odds"), "--odds"),
])
def test_refusals_are_one_line(muster, args, needle):
    assert_one_line_error(muster("deploy-shuffle", "wm", *args), needle)


@pytest.mark.parametrize("fields,field,needle", [
    ({"method": "one-side", "characters": [("A", 1)]}, "characters", "alternate placement only"),
    ({"method": "maps", "characters_together": True}, "characters_together",
     "alternate placement only"),
    ({"method": "screen", "choose": "first"}, "choose", "one-side"),
    ({"method": "alternate", "units": [("a", 1), ("b", 1)], "choose": "first"}, "choose",
     "one-side"),
    ({"method": "one-side", "first_turn_rolloff": True}, "first_turn_rolloff", "L208"),
    ({"method": "alternate", "side": ["orcs", "elves"]}, "units", "missing: orcs, elves"),
    ({"method": "sideways"}, "method", "unknown deployment method"),
    ({"method": "alternate", "units": [("a", 1), ("a", 2)]}, "units",
     "units: side 'a' is given twice"),
    ({"method": "maps", "side": ["a", "a"]}, "side", "side: side 'a' is given twice"),
    ({"method": "maps", "side": ["a"]}, "side", "two sides; 1 given (a)"),
    ({"method": "alternate", "units": [("a", 1), ("b", 1), ("c", 1)]}, "units",
     "3 given (a, b, c)"),
    ({"method": "alternate", "units": [("a", 0), ("b", 0)]}, "units",
     "neither side has a unit to place (units is 0 for both)"),
    ({"method": "alternate", "units": [("a", 201), ("b", 1)]}, "units",
     "units a must be between 0 and 200, not 201"),
    ({"method": "alternate", "units": [(" ", 1), ("b", 1)]}, "units", "units needs a name"),
    ({"method": "alternate", "units": [("a", 1), ("b", 1)], "characters": [("a", -1)]},
     "characters", "characters a must be between 0 and 50, not -1"),
])
def test_the_spec_refuses_what_its_method_does_not_use(fields, field, needle):
    """A library caller may give any field with any method: the spec refuses, naming the
    field, what the command's subcommands have no option for (seed L202-208: characters are
    placed only in alternate placement; only one-side has the winner's choice and its first
    turn)."""
    args = {k: fields.pop(k, []) for k in ("units", "side", "characters")}
    with pytest.raises(FieldError) as refused:
        wm.DeploySpec.of(args["units"], args["side"], args["characters"], **fields)
    assert refused.value.field == field and needle in str(refused.value)


@pytest.mark.parametrize("args", [
    ("wm", "--method", "one-side", "--choose", "first", "--terrain", "dice", "--game-length",
     "--seed", "2"),
    ("wm", "--method", "maps", "--first-turn-rolloff", "--seed", "2"),
    ("wm", "--units", "a=3", "--units", "b=2", "--characters", "a=1"),
    ("void", "-f", "A", "-f", "B", "--panic", "A", "--round", "2", "--seed", "1"),
    ("mk", "--standard", "-e", "a=X", "-e", "b=Y", "--cancels", "X=Y"),
    ("mk", "dispute", "--seed", "1"),
])
def test_json_has_no_markup(muster, args):
    """JSON strings are plain text: rich markup belongs to the terminal view only."""
    run = muster("deploy-shuffle", *args, "--json")
    assert run.code == 0, run.err
    assert "[/" not in run.out and "[bold" not in run.out and "[dim" not in run.out


def test_endless_tied_rolloff_is_refused_as_a_repeated_roll_not_a_chain(muster):
    # 100 tied roll-offs in a row (3-3 every time): refused in one line, exit 2, and the
    # message speaks of a repeated roll, not of an exploding chain
    run = muster("deploy-shuffle", "wm", "--units", "a=1", "--units", "b=1",
                 "--dice", ",".join(["3"] * 200))
    assert_one_line_error(run, "attempts")
    assert "exploding" not in run.err


def test_odds_with_nothing_rolled_give_the_right_reason(muster):
    # maps / screen: both sides deploy at once (L204-207); no unit counts are involved
    run = muster("deploy-shuffle", "wm", "--method", "maps", "--odds")
    assert run.code == 0, run.err
    assert "unit counts" not in run.out and "deploy at once" in run.out


def test_the_choice_to_deploy_first_names_the_field_to_a_library_caller(muster):
    from helpers import view_lines
    from muster import api

    lines = view_lines(api.roll(wm.DeploySpec.of([], ["orcs", "elves"], [], "one-side"),
                                dice=[2, 3]))
    assert ("[bold]elves[/] chooses to deploy first or second (choose first|second); the "
            "whole army deploys, then the other") in lines
    out = muster("deploy-shuffle", "wm", "--side", "orcs", "--side", "elves", "--method",
                 "one-side", "--dice", "2,3").out
    assert "elves chooses to deploy first or second (--choose first|second)" in out


@pytest.mark.parametrize(("fields", "field", "value", "high"), [
    ({"units": [("a", 201), ("b", 1)]}, "units", 201, 200),
    ({"units": [("a", -1), ("b", 1)]}, "units", -1, 200),
    ({"units": [("a", 1), ("b", 1)], "characters": [("a", 51)]}, "characters", 51, 50),
])
def test_a_side_s_count_is_a_range_error_naming_the_side(fields, field, value, high):
    from helpers import assert_range_refused

    said = assert_range_refused(
        lambda: wm.DeploySpec.of(fields["units"], [], fields.get("characters", []), "alternate"),
        field, value, 0, high)
    assert said == f"{field} a must be between 0 and {high}, not {value}"
