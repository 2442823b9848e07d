"""A question about a roll (`--odds`, `--times`) in a battle rolls nothing and records
nothing, so a roll the battle's state forbids now (a die its side or the figure rolled this
round, a failed order, a Wand spent) is refused only when it is rolled: its odds are
answered, as the Orb's and the Wand's are (Reinforcement's odds too, once the side has
rolled its die). A unit out of the battle is refused either way."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, refused_unchanged

CONF = (("Wolfen", "Stalker", "--res", "8", "--reinforcement", "--mutagenic", "2"),
        ("Wolfen", "Stalker2", "--res", "8", "--reinforcement"),
        ("Wolfen", "Troll", "--res", "10", "--regeneration", "5"))
WM = (("Empire", "General", "--command", "9", "--stands", "1"),
      ("Empire", "Mage", "--stands", "1", "--hits", "1"))

CASES = [
    # the side's one Reinforcement die a round, rolled for Stalker: Stalker2's is refused
    ("conf", CONF, (("Stalker", "wound=killed", "reinforced=yes"), ("Stalker2", "wound=killed")),
     ("roll", "conf", "reinforcement", "--target", "Stalker2"),
     "returns            33.33 % (1/3)", "its side has rolled this die for Stalker"),
    # Reinforcement brings back a figure out of play
    ("conf", CONF, (), ("roll", "conf", "reinforcement", "--target", "Stalker"),
     "returns            33.33 % (1/3)", "it is in play"),
    # one Mutagenic die a round (L1214-1235)
    ("conf", CONF, (("Stalker", "mutagenic_points=3"),),
     ("roll", "conf", "mutagenic", "--target", "Stalker"),
     "      0  16.67 % (1/6)", "rolled its Mutagenic die this round already"),
    # Regeneration once, at the end of each round (L1257-1263)
    ("conf", CONF, (("Troll", "wound=light", "regenerated=yes"),),
     ("roll", "conf", "regeneration", "--target", "Troll"),
     "none     33.33 % (1/3)", "rolled its Regeneration this round already"),
    # a failed order ends the character's orders this Command phase (002 L166-171)
    ("wm", WM, (("General", "orders_ended=yes"),),
     ("roll", "wm", "command", "--character", "General"),
     "chance of passing: 83.33 % (5/6)", "no more orders"),
    # the Wand of Power once a game (002 L192-195): answered before this change too
    ("wm", WM, (("Mage", "wand_used=yes"),),
     ("roll", "wm", "cast", "--wizard", "Mage", "--value", "5", "--wand"),
     "chance of success: 50.00 % (1/2)", "Wand of Power is spent"),  # 5+ at +1
]


@pytest.mark.parametrize(("game", "units", "states", "command", "answer", "refusal"), CASES)
def test_a_roll_the_battle_forbids_now_is_refused_and_its_odds_answered(
        muster, new, game, units, states, command, answer, refusal):
    path = new(game, *units)
    for name, *keys in states:
        assert muster("battle", "set", name, *keys).code == 0
    before = path.read_bytes()
    odds = muster(*command, "--odds")
    assert odds.code == 0, odds.err
    assert answer in odds.out.splitlines()
    assert muster(*command, "--times", "10", "--seed", "1").code == 0
    assert path.read_bytes() == before  # a question records nothing
    refused_unchanged(muster(*command, "--dice", "5,1" if game == "wm" else "5"), path, before,
                      refusal)


def test_a_unit_out_of_the_battle_is_refused_for_its_odds_too(muster, new):
    """Killed (removed from play), a figure rolls nothing, and its values are no question
    to ask: --odds is refused as the roll is."""
    path = new("conf", *CONF)
    assert muster("battle", "set", "Stalker", "wound=killed").code == 0
    before = path.read_bytes()
    for how in (("--odds",), ("--dice", "4")):
        refused_unchanged(muster("roll", "conf", "mutagenic", "--target", "Stalker", *how),
                          path, before, "--target Stalker", "it is killed")
    assert_one_line_error(muster("roll", "conf", "regeneration", "--target", "Stalker",
                                 "--odds"), "it is killed")
