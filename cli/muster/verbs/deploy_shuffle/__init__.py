"""`muster deploy-shuffle GAME`: deployment, activation decks, roll-offs and initiative.

Each game's options live in ``verbs/deploy_shuffle/<game>.py``; the rules in ``games/<game>/``.
Deck games keep their state in a deck file through the shared `muster.state` module.
"""

from __future__ import annotations

from muster.verbs import game_verb

app = game_verb(
    "muster.verbs.deploy_shuffle",
    help="Deployment and activation: Confrontation card decks and deployment rolls, "
         "BattleLore command cards, Warmaster deployment and first turn, Void initiative, "
         "Mage Knight set-up.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle conf new --odds --dis lions=4 --dis acheron=3\n\n"
         "  muster deploy-shuffle bl show --deck examples/decks/agincourt.json\n\n"
         "  muster deploy-shuffle warmaster --units orcs=12 --units elves=10\n\n"
         "  muster deploy-shuffle void --fighter Kara --fighter Bandit --odds",
)
