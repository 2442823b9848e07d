"""`muster deploy-shuffle battlelore`: the command-card deck of an adventure."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.options import Json, Seed
from muster.verbs.deploy_shuffle._deck import Deck, NewDeck, Reveal, Revision
from muster.numbers import fraction_text as _fraction

app = typer.Typer(
    add_completion=False, no_args_is_help=True,
    help="BattleLore command cards (seed 001 L9/p.3, L11/p.4, L33/p.15): shuffle, deal the "
         "adventure's hands (Agincourt: English 6, French 4; the English begin), play one card "
         "a turn, draw one at the end of the turn; when the last card is drawn the discards "
         "become a new deck at once. The card texts are not in the rulebook muster has: the "
         "cards are your own names (--cards FILE) or numbers (--size N). Lore cards and "
         "tokens, drawn in Lore adventures, are not kept (the rulebook muster has does not "
         "describe them). The deck lives in a "
         "JSON file (--deck FILE), locked, checked and logged; `undo` takes the last change "
         "back.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle bl show --deck examples/decks/agincourt.json")


def _ops():
    from muster.games.battlelore import cards

    return cards


def _update(deck: str, revision: int | None, change):
    from muster.verbs.deploy_shuffle._deck import update

    return update(deck, revision, _ops(), change)


def _result(doc, action, event, lines, reveal=False, side=None, extra=None, extra_lines=None):
    from muster.verbs.deploy_shuffle._deck import DeckResult

    c = _ops()
    return DeckResult(doc, action, event, lines,
                      lambda s, r: c.public(s, r, side), lambda s, r: c.status_lines(s, r, side),
                      reveal=reveal, extra=extra, extra_lines=extra_lines)


@app.command(short_help="Shuffle and deal the adventure's hands.", help="Start an adventure's command deck: shuffle it, deal each side the hand "
                  "the battle notes give (scenario data, command_cards), the rest face down. "
                  "--seed makes the shuffle repeatable; the order is stored in the file.\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle battlelore new --deck deck.json --scenario agincourt "
                  "--size 40 --seed 7\n\n"
                  "  muster deploy-shuffle bl new --deck deck.json --scenario agincourt "
                  "--cards examples/decks/command-cards.yaml")
def new(
    deck: NewDeck = None,
    scenario: Annotated[str, typer.Option(
        "--scenario", help="A bundled adventure (agincourt) or a scenario file.")]
        = "agincourt",
    cards: Annotated[Optional[str], typer.Option(
        "--cards", metavar="FILE", help="The cards: a YAML or JSON list of names, or NAME: "
                                        "COPIES.")] = None,
    size: Annotated[Optional[int], typer.Option(
        "--size", metavar="N", help="Cards numbered 1 to N instead of names.")] = None,
    seed: Seed = None, as_json: Json = False,
) -> None:
    from muster import state as st
    from muster.engine.render import emit
    from muster.errors import MusterError
    from muster.i18n import _, say
    from muster.verbs.deploy_shuffle._deck import shuffle_rng

    c = _ops()
    if deck is None:
        raise MusterError(say("--deck FILE is needed (the deck file to create)"))
    key, data = c.scenario(scenario)
    names = c.card_list(cards, size)
    rng, shuffle_seed = shuffle_rng(seed)
    state = c.new_state(key, data, names, rng)
    event = {"cards": len(names), "hand_size": state["hand_size"], "first": state["turn"],
             "shuffle_seed": shuffle_seed}
    doc = st.create(deck, kind="deck", game=c.GAME, state=state, action="new", detail=event,
                    check=c.check)
    sizes = _(" and ").join(f"{s} {n}" for s, n in state["hand_size"].items())
    lines = [_("{n} command cards shuffled; hands dealt: {sizes}; {side} begins").format(
        n=len(names), sizes=sizes, side=state["turn"])]
    emit(_result(doc, "new", event, lines), as_json)


@app.command(short_help="Play a command card.", help="The command phase: SIDE (on turn) plays CARD from its hand, face up; it "
                  "goes to the discards. One card a turn.\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle bl play english 9 --deck examples/decks/agincourt.json")
def play(
    side: Annotated[str, typer.Argument(help="The side on turn.")],
    card: Annotated[str, typer.Argument(help="A card in its hand.")],
    deck: Deck, revision: Revision = None, as_json: Json = False,
) -> None:
    from muster.engine.render import emit

    c = _ops()
    doc = _update(deck, revision, lambda s: ("play", c.play(s, side, card)))
    event = doc.log[-1]["detail"]
    emit(_result(doc, "play", event, c.event_lines("play", event)), as_json)


@app.command(name="end-turn", short_help="Draw one card; the other side's turn.",
             help="The draw phase: SIDE (on turn, having played a card) draws one command "
                  "card; when that was the last card, the discards are shuffled into a new "
                  "deck at once (--seed makes that shuffle repeatable). The other side's turn "
                  "begins.\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle bl end-turn english --deck examples/decks/"
                  "agincourt-played.json --seed 1")
def end_turn(
    side: Annotated[str, typer.Argument(help="The side on turn.")],
    deck: Deck, seed: Seed = None, revision: Revision = None, as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.verbs.deploy_shuffle._deck import shuffle_rng

    c = _ops()
    rng, shuffle_seed = shuffle_rng(seed)

    def change(state):
        event = c.end_turn(state, side, rng)
        if event["reshuffled"]:
            event["shuffle_seed"] = shuffle_seed
        return "end-turn", event

    doc = _update(deck, revision, change)
    event = doc.log[-1]["detail"]
    emit(_result(doc, "end-turn", event, c.event_lines("end-turn", event)), as_json)


@app.command(short_help="Where the deck stands (--odds: a card's chance).", help="Where the deck stands: whose turn, cards left in the deck, the discards, "
                  "how many cards each hand holds. --side SIDE lists that side's hand; "
                  "--reveal the deck's order and both hands (for after the game). --odds CARD: "
                  "the chance that card is among the next --within draws, counted over the "
                  "cards not yet seen (the deck and the hands; with --side, the deck and the "
                  "other hand), since what lies in the face-down deck is unknown; with "
                  "--reveal, over the deck itself.\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle bl show --deck examples/decks/agincourt.json\n\n"
                  "  muster deploy-shuffle bl show --deck examples/decks/agincourt.json "
                  "--side french\n\n"
                  "  muster deploy-shuffle bl show --deck examples/decks/agincourt.json "
                  "--odds 12 --within 3 --json")
def show(
    deck: Deck, reveal: Reveal = False,
    side: Annotated[Optional[str], typer.Option(
        "--side", help="Show this side's hand.")] = None,
    odds: Annotated[Optional[str], typer.Option(
        "--odds", metavar="CARD", help="The chance this card is among the next --within "
                                       "draws.")] = None,
    within: Annotated[int, typer.Option("--within", metavar="K",
                                        help="Draws counted by --odds.")] = 1,
    as_json: Json = False,
) -> None:
    from muster import state as st
    from muster.engine.odds import percent, prob_json
    from muster.engine.render import emit, esc
    from muster.i18n import _, ngettext

    c = _ops()
    doc = st.read(deck, kind="deck", game=c.GAME, check=c.check)
    who = c.find_side(doc.state, side) if side is not None else None
    extra, lines = {}, []
    if odds is not None:
        r = c.chance_in_next(doc.state, odds, within, who, reveal)
        p = r["p"]
        extra = {"odds": {k: v for k, v in r.items() if k != "p"} | prob_json(p)}
        note = (_(" (only {n} left before the reshuffle)").format(n=r["deck"])
                if r["counted"] < within else "")
        if reveal:
            pool = _("{n} of the {deck} cards in the deck").format(n=r["copies_unseen"],
                                                                  deck=r["deck"])
        elif who:
            pool = _("{n} of the {unseen} cards {side} has not seen: the deck and the other "
                     "hand").format(n=r["copies_unseen"], unseen=r["unseen"], side=esc(who))
        else:
            pool = _("{n} of the {unseen} cards nobody has seen face up: the deck and the "
                     "hands").format(n=r["copies_unseen"], unseen=r["unseen"])
        lines = [f"[bold]{esc(r['card'])}[/] ({pool}) "
                 + ngettext("among the next {n} draw", "among the next {n} draws",
                            within).format(n=within)
                 + f"{note}: [bold]{percent(p)}[/] ({_fraction(p)})"]
    emit(_result(doc, "show", None, [], reveal=reveal, side=who, extra=extra,
                 extra_lines=lines), as_json)


@app.command(short_help="Take back the last change.", help="Take back the last change to the deck (itself logged).\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle bl undo --deck examples/decks/agincourt-played.json")
def undo(deck: Deck, revision: Revision = None, as_json: Json = False) -> None:
    from muster import state as st
    from muster.engine.render import emit
    from muster.verbs.deploy_shuffle._deck import undo_lines

    c = _ops()
    doc = st.undo(deck, kind="deck", game=c.GAME, check=c.check,
                  expect_revision=revision)
    detail = doc.log[-1]["detail"]
    emit(_result(doc, "undo", detail, undo_lines(detail)), as_json)
