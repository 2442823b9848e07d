"""`muster deploy-shuffle warmaster`: deployment methods, the terrain side roll, the first
turn and the game length."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options

if TYPE_CHECKING:
    from muster.engine.render import Result

app = typer.Typer(add_completion=False)


@app.command(help="Warmaster set-up: who deploys first, the placement order, the first turn "
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
                  "does not say; RULINGS). The rulebook names who takes the first turn only "
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
                  "  muster deploy-shuffle wm --method screen --first-turn-rolloff --times 100")
def warmaster(
    units: Annotated[list[str] | None, typer.Option(
        "--units", "-u", metavar="SIDE=N",
        help="A side and its number of units (twice, once per side).")] = None,
    side: Annotated[list[str] | None, typer.Option(
        "--side", metavar="SIDE",
        help="A side named without a unit count (methods that do not count units).")] = None,
    characters: Annotated[list[str] | None, typer.Option(
        "--characters", metavar="SIDE=N",
        help="alternate: a side's characters, placed after all units.")] = None,
    characters_together: Annotated[bool, typer.Option(
        "--characters-together",
        help="alternate: each side places all its characters at once (default: one at a "
             "time, like units).")] = False,
    method: Annotated[str, typer.Option(
        "--method", "-m", metavar="METHOD",
        help="alternate | one-side | maps | screen.")] = "alternate",
    choose: Annotated[str | None, typer.Option(
        "--choose", metavar="first|second",
        help="one-side: the roll-off winner deploys first or second.")] = None,
    terrain: Annotated[str | None, typer.Option(
        "--terrain", metavar="dice|choose|symmetric",
        help="How the table edges are settled after the terrain is set up.")] = None,
    first_turn_rolloff: Annotated[bool, typer.Option(
        "--first-turn-rolloff",
        help="alternate / maps / screen: roll off for the first turn (a house rule).")] = False,
    with_length: Annotated[bool, typer.Option(
        "--game-length", help="Also roll the game length: 5 + D3 turns.")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.games.warmaster.deploy import DeploySpec

    opts = roll_options(seed, dice, odds, times, as_json)
    spec = DeploySpec.of(units or [], side or [], characters or [], method, choose, terrain,
                         first_turn_rolloff, with_length, characters_together)
    emit(_as_options(run(spec, opts)), opts.json)


def _as_options(result: Result) -> Result:
    """A deployment whose first-turn rule names a spec field (``first_turn_rolloff``) shows
    it as this command's option (``--first-turn-rolloff``), in the text and the JSON."""
    from dataclasses import replace

    from muster.errors import Field, option_name
    from muster.games.warmaster.deploy import Deployment
    from muster.i18n import Message

    if not isinstance(result, Deployment) or not isinstance(result.first_turn_rule, Message):
        return result
    rule = result.first_turn_rule
    return replace(result, first_turn_rule=Message(rule.msgid, {
        k: option_name(v) if isinstance(v, Field) else v for k, v in rule.args.items()}))
