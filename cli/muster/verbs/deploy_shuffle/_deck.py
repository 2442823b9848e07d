"""The options the deck commands of `muster deploy-shuffle` share: --deck, --revision and
--reveal (what they share besides, without Typer, is `muster.commands._deck`)."""

from __future__ import annotations

from typing import Annotated

import typer

DECK = "Deck file"

Deck = Annotated[str, typer.Option(
    "--deck", metavar="FILE", help="The deck file (JSON, schemas/deck.schema.json).",
    rich_help_panel=DECK)]
BattleDeck = Annotated[str | None, typer.Option(
    "--deck", metavar="FILE", help="The deck file (JSON, schemas/deck.schema.json); in a "
    "battle (--battle, MUSTER_BATTLE), the deck attached to it when left out.",
    rich_help_panel=DECK)]
NewDeck = Annotated[str | None, typer.Option(
    "--deck", metavar="FILE", help="The deck file to create (refused if it exists); not "
                                   "needed with --odds.", rich_help_panel=DECK)]
CreatedDeck = Annotated[str | None, typer.Option(  # a new deck where --odds writes none
    "--deck", metavar="FILE", help="The deck file to create (refused if it exists).",
    rich_help_panel=DECK)]
Revision = Annotated[int | None, typer.Option(
    "--revision", metavar="N", help="Refuse (exit 2, nothing written) unless the deck file is "
                                    "still at revision N, as `show` printed it.",
    rich_help_panel=DECK)]
Reveal = Annotated[bool, typer.Option(
    "--reveal", help="Show the order of the face-down piles too (for after the game).",
    rich_help_panel=DECK)]
DeckReveal = Annotated[bool, typer.Option(  # BattleLore's one deck
    "--reveal", help="Show the order of the cards in the deck too (for after the game).",
    rich_help_panel=DECK)]
