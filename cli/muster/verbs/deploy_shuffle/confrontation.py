"""`muster deploy-shuffle confrontation`: the zone and deployment rolls, the reference-card
deck (draw, hold, play reserves), the tactical roll of every movement phase."""

from __future__ import annotations

import typer

from muster.commands import deploy_shuffle_confrontation
from muster.verbs._data_help import numbers_from
from muster.verbs._params import declared
from muster.verbs.deploy_shuffle import _deck

app = typer.Typer(
    add_completion=False, no_args_is_help=True,
    help="Confrontation deployment and activation (seed 000 L411-479, L1275-1291): the zone "
         "roll, the deployment roll, a face-down deck of both sides' reference cards with "
         "reserve cards, and the tactical roll of every movement phase. The deck lives in a "
         "JSON file (--deck FILE) that every command locks, checks and logs; `undo` takes the "
         "last change back. Left to the table: where figures may stand (out of the enemy's "
         "reach in round 1; where scouts may go and whether they stay hidden), which "
         "figures fell (give --remove and --dis), and the tactical-roll winner's other "
         "rights in the shooting and melee phases.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle conf new --odds --dis lions=4 --dis acheron=3\n\n"
         "  muster deploy-shuffle conf show --deck examples/decks/lions-acheron.json")

_deck_options = vars(_deck)  # the deck options the functions' annotations name


def _numbers() -> dict[str, int]:
    """The numbers the help quotes, from ``data/deploy.toml`` and ``data/tests.toml`` (house
    rules change them): the data alone, no rule module."""
    from muster.engine.data import load

    reserve = load("confrontation", "deploy")["reserve"]
    return {"auto_fail": load("confrontation", "tests")["test"]["automatic_failure"],
            "reserve": reserve["limit"],
            "winner_reserve": reserve["limit"] + reserve["winner_extra"]}


# the functions are in muster.commands (the quick door calls them without Typer)

new = app.command(
    cls=numbers_from(_numbers),
    short_help="Zone and deployment rolls, then a shuffled deck.",
    help="Start a deck: the zone roll (d6 each, the higher chooses), the deployment "
         "roll (d6 + highest DIS, open-ended, a natural {auto_fail} fails, ties rolled again), "
         "then both sides' cards shuffled together face down, scouts in their own "
         "pile dealt after it. The winner draws first and may hold {winner_reserve} reserve "
         "cards, the other {reserve}. --dice takes the zone dice, then each side's "
         "deployment dice; the sides roll in the order of their --dis options (then as first "
         "named). --odds shows each side's chance of winning both rolls, --times N "
         "rolls them N times and counts the winners; "
         "neither writes a deck.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle confrontation new --deck game.json --dis lions=4 "
         "--dis acheron=3 --card lions=Paladin,Spearmen --card acheron=Zombies,Wolfen "
         "--dice 5,2,5,6,2\n\n"
         "  muster deploy-shuffle conf new --deck game.json --army lions=armies/"
         "confrontation/legal-lions-300.yaml --army acheron=armies/confrontation/"
         "legal-acheron-czech-names.yaml --dis acheron=3 --seed 4\n\n"
         "  muster deploy-shuffle conf new --odds --dis lions=4 --dis acheron=3\n\n"
         "  muster deploy-shuffle conf new --times 1000 --dis lions=4 --dis acheron=3 "
         "--seed 1")(
    declared(deploy_shuffle_confrontation.new, _deck_options))


draw = app.command(
    short_help="Draw the top card: place it, or hold it (--hold).",
    help="The side to draw takes the top card. Its own card is placed (activated "
         "in a movement phase), or held as a reserve card with --hold while under its "
         "limit; an enemy card is placed at once by its owner and cannot be held "
         "(RULINGS 12 in a movement phase). --play NAME plays reserve cards of the "
         "drawing side in the same turn, after the draw: at the limit, --hold "
         "--play OLD keeps an own card drawn and places OLD instead (refused, "
         "nothing played, if the card is the enemy's). When the pile is empty the "
         "scout pile follows; when both are empty the side must place a reserve card "
         "(`play`). Playing with the real cards, --card NAME names the card the table "
         "turned over: it is drawn in place of the deck's top card, and the other cards "
         "keep their order.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle conf draw --deck examples/decks/lions-acheron.json\n\n"
         "  muster deploy-shuffle conf draw --deck examples/decks/lions-acheron.json "
         "--card Wolfen\n\n"
         "  muster deploy-shuffle conf draw --deck examples/decks/lions-acheron.json "
         "--hold --side acheron --revision 1  (refused: the top card is the lions' "
         "Paladin)\n\n"
         "  muster deploy-shuffle conf draw --deck examples/decks/"
         "lions-acheron-reserve.json --side acheron --json")(
    declared(deploy_shuffle_confrontation.draw, _deck_options))


play = app.command(
    short_help="Play reserve cards.",
    help="Play reserve cards: their figures are placed (activated). Any number at "
         "once, on their owner's turn only; when no card is left to draw, placing one "
         "is that side's turn.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle conf play Skeletons --deck examples/decks/"
         "lions-acheron-reserve.json")(
    declared(deploy_shuffle_confrontation.play, _deck_options))


round_ = app.command(
    name="round", short_help="The next movement phase: reshuffle, tactical roll.",
    help="Start the next movement phase once every card of this one "
         "is played: eliminated cards out (--remove), all others "
         "reshuffled into one pile, the tactical roll (d6 + highest "
         "DIS, like the deployment roll; --dis changes a side's DIS). "
         "The winner draws first and may hold one reserve card more. "
         "--odds shows each side's chance, --times N counts N rolls; "
         "neither writes the deck.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle conf round --deck examples/decks/"
         "lions-acheron-deployed.json --remove Zombies --dice 4,3\n\n"
         "  muster deploy-shuffle conf round --deck examples/decks/"
         "lions-acheron-deployed.json --dis acheron=2 --odds")(
    declared(deploy_shuffle_confrontation.round_, _deck_options))


show = app.command(
    short_help="Where the deck stands (--odds: a card's chance).",
    help="Where the deck stands: whose turn, reserves, what is placed, how many "
         "cards are face down (their order only with --reveal). --odds NAME: the "
         "chance that card comes up within the next --within K draws.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle conf show --deck examples/decks/lions-acheron.json\n\n"
         "  muster deploy-shuffle conf show --deck examples/decks/lions-acheron.json "
         "--odds Wolfen --within 2\n\n"
         "  muster deploy-shuffle conf show --deck examples/decks/lions-acheron.json "
         "--reveal --json")(
    declared(deploy_shuffle_confrontation.show, _deck_options))


undo = app.command(
    short_help="Take back the last change.",
    help="Take back the last change to the deck (itself logged).\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle conf undo --deck examples/decks/"
         "lions-acheron-reserve.json")(
    declared(deploy_shuffle_confrontation.undo, _deck_options))
