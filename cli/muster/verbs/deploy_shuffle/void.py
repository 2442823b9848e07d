"""`muster deploy-shuffle void`: initiative order."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.errors import MusterError
from muster.i18n import say
from muster.verbs import options
from muster.verbs._battle import NO_UNITS, in_battle
from muster.verbs._void import rolling

app = typer.Typer(add_completion=False)

Names = list[str] | None


@app.command(help="Void initiative (seed 003 L27): every fighter rolls a d20 and adds his "
                  "bonuses and penalties; the highest acts first, then the next.\n\n"
                  "Modifiers: --expected +5 and --surprised -5 (first round only), --panic -2, "
                  "--fatigue NAME=LEVEL -1 a level, --immobilised -8; a --stunned fighter does "
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
                  "--round 2 --dice 8,12")
@in_battle("InitiativeSpec", NO_UNITS)
@rolling
def void(
    fighter: Annotated[Names, typer.Option(
        "--fighter", "-f", metavar="NAME[=MOD]",
        help="A fighter, with his own initiative modifier if any (once per fighter).")] = None,
    expected: Annotated[Names, typer.Option(
        "--expected", metavar="NAME", help="Was ready for the attack: +5, first round only.")]
    = None,
    surprised: Annotated[Names, typer.Option(
        "--surprised", metavar="NAME", help="Caught by surprise: -5, first round only.")]
    = None,
    panic: Annotated[Names, typer.Option(
        "--panic", metavar="NAME", help="Panicking: -2.")] = None,
    fatigue: Annotated[Names, typer.Option(
        "--fatigue", metavar="NAME=LEVEL", help="Fatigue: -1 for each level.")] = None,
    immobilised: Annotated[Names, typer.Option(
        "--immobilised", metavar="NAME", help="Cannot move: -8.")] = None,
    stunned: Annotated[Names, typer.Option(
        "--stunned", metavar="NAME", help="Unconscious: does not take part.")] = None,
    agility: Annotated[Names, typer.Option(
        "--agility", metavar="NAME=A",
        help="Break ties by the higher Agility first, then the re-roll (give it for every "
             "fighter taking part).")] = None,
    round_no: Annotated[int, typer.Option(
        "--round", "-r", metavar="N", help="The combat round (from 2 on: no first-round "
                                           "modifiers).")] = 1,
) -> object:
    from muster.games.void.initiative import InitiativeSpec

    with options({"fighters": "--fighter", "round": "--round"}):
        return InitiativeSpec(
            tuple(_fighter(text) for text in fighter or ()), _names(expected),
            _names(surprised), _names(panic), tuple(_pair(t, "--fatigue") for t in fatigue or ()),
            _names(immobilised), _names(stunned), round_no,
            tuple(_pair(t, "--agility") for t in agility or ()))


def _names(given: Names) -> tuple[str, ...]:
    return tuple(given or ())


def _int(text: str, what: str) -> int:
    """A number the user typed after NAME=, as a whole number."""
    from muster.games.void.initiative import as_is

    try:
        return int(text.strip().replace(" ", ""))
    except ValueError:
        raise MusterError(say("{what}: '{text}' is not a whole number", what=as_is(what),
                              text=as_is(text))) from None


def _fighter(text: str) -> tuple[str, int]:
    """NAME or NAME=MOD."""
    name, sep, mod = text.partition("=")
    name = name.strip()
    if not name:
        from muster.games.void.initiative import as_is

        raise MusterError(say("--fighter '{text}' needs a name (NAME or NAME=MOD)",
                              text=as_is(text)))
    return name, _int(mod, f"--fighter {name}") if sep else 0


def _pair(text: str, option: str) -> tuple[str, int | None]:
    """NAME=N, or (the rule refuses it) NAME alone: (NAME, None)."""
    name, sep, value = text.partition("=")
    if not sep:
        return text, None
    return name, _int(value, f"{option} {name.strip()}")
