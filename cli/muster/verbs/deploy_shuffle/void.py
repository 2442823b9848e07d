"""`muster deploy-shuffle void`: initiative order."""

from __future__ import annotations

import typer

from muster.commands import deploy_shuffle_void
from muster.verbs._data_help import numbers_from
from muster.verbs._in_battle import NO_UNITS, in_battle
from muster.verbs._params import declared

app = typer.Typer(add_completion=False)


def _numbers() -> dict[str, str]:
    """The initiative modifiers the help quotes, signed ('+5', '-5'), from
    ``data/initiative.toml`` (house rules change them): the data alone, no rule module."""
    from muster.engine.data import load

    return {name: f"{m['value']:+}" for name, m in load("void", "initiative")["modifier"].items()}


# the function is in muster.commands (the quick door calls it without Typer)
void = app.command(
    cls=numbers_from(_numbers),
    help="Void initiative (seed 003 L27): every fighter rolls a d20 and adds his "
         "bonuses and penalties; the highest acts first, then the next.\n\n"
         "Modifiers: --expected {expected} and --surprised {surprised} (first round "
         "only), --panic {panic}, --fatigue NAME=LEVEL {fatigue} a level, --immobilised "
         "{immobilised}; a --stunned fighter does "
         "not take part; NAME=MOD adds a fighter's own modifier. Ties are not in the "
         "rulebook: the tied fighters roll a d20 each again, highest first, until no "
         "two are tied (RULINGS); --agility NAME=A takes the other reading, the "
         "higher Agility first, then the re-roll. --round 2 (or later): the same "
         "order, except that "
         "the first-round modifiers are gone, so a fighter whose total changed moves "
         "to his new place (the rulebook re-rolls nothing; give the round-1 dice or "
         "seed).\n\n"
         "Entered dice: a d20 for each fighter taking part, in the order given, then "
         "the tie re-rolls (the highest tied total first). --odds: exact, for up to "
         "30 fighters (well under a second).\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle void --fighter Kara=2 --fighter Bandit --dice 12,9\n\n"
         "  muster deploy-shuffle void --fighter Kara --fighter Rook --fighter Bandit "
         "--expected Kara --panic Bandit --seed 5\n\n"
         "  muster deploy-shuffle void --fighter Kara --fighter Bandit --surprised "
         "Kara --odds\n\n"
         "  muster deploy-shuffle void -f A=2 -f B -f C -f D -f E -f F --panic C "
         "--odds\n\n"
         "  muster deploy-shuffle void --fighter Kara --fighter Bandit --expected Kara "
         "--round 2 --dice 8,12")(
    in_battle("InitiativeSpec", NO_UNITS)(declared(deploy_shuffle_void.void)))
