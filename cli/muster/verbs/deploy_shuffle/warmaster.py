"""`muster deploy-shuffle warmaster`: deployment methods, the terrain side roll, the first
turn and the game length."""

from __future__ import annotations

import typer

from muster.commands import deploy_shuffle_warmaster
from muster.verbs._params import declared

app = typer.Typer(add_completion=False)


# the function is in muster.commands (the quick door calls it without Typer)
warmaster = app.command(
    help="Warmaster set-up: who deploys first, the placement order, the first turn "
         "(seed 002 L200-224).\n\n"
         "--method alternate: one unit each in turn, the army with more units first; "
         "equal counts: roll-off, the higher places first; once a side has no units "
         "left the other places the rest; then the characters (--characters SIDE=N) "
         "one at a time the same way, or --characters-together. "
         "--method one-side: roll-off, the winner chooses to deploy first or second "
         "(--choose); one whole army deploys, then the other; the side that deployed "
         "first takes the first turn. --method maps / screen: both deploy at once "
         "(sketch maps, or behind a screen); nothing is rolled.\n\n"
         "Roll-offs: a D6 each, the higher wins; ties are rolled again (the rulebook "
         "does not say; docs/RULINGS.md, Warmaster: Roll-off ties). The rulebook "
         "names who takes the first turn only "
         "for one-side: for the other methods it is silent, and "
         "--first-turn-rolloff adds a roll-off whose winner chooses (a house rule). "
         "--terrain dice: roll off for table edges, the winner chooses; choose: the "
         "player who did not set the terrain chooses; symmetric. --game-length: "
         "5 + D3 turns.\n\n"
         "Entered dice, in this order: the terrain roll-off, the deployment "
         "roll-off, the first-turn roll-off, the game-length D6; in a roll-off the "
         "sides' dice in the order the sides are given, again after a tie.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle warmaster --units orcs=12 --units elves=10\n\n"
         "  muster deploy-shuffle wm --units orcs=8 --units elves=8 --dice 3,3,5,2\n\n"
         "  muster deploy-shuffle wm --side orcs --side elves --method one-side "
         "--choose second --seed 4\n\n"
         "  muster deploy-shuffle wm --side orcs --side elves --method one-side "
         "--terrain dice --game-length --odds\n\n"
         "  muster deploy-shuffle wm --method screen --first-turn-rolloff --times 100")(
    declared(deploy_shuffle_warmaster.warmaster))
