"""The options `muster roll confrontation`'s rolls share, declared once for Typer: the
verb module (`muster.verbs.roll.confrontation`) gives them to its commands, and the
characteristic test's function (`muster.commands.roll_confrontation`) names them."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from muster.limits import MOST_CHARACTERISTIC, MOST_FIGURES, MOST_STRENGTH
from muster.verbs._data_help import DataChoice, data_option


def _tests() -> dict[str, Any]:
    from muster.engine.data import load

    return load("confrontation", "tests")


def _penalty_help() -> str:
    """The die penalties and their values, from data/tests.toml."""
    shown = ", ".join(f"{k} (-{v['value']})" for k, v in _tests()["penalty"].items())
    return f"Die penalty: {shown}; repeat for stunned plus a wound."


def _courage_penalties() -> list[str]:
    """The die penalties a Courage test takes: those on every roll (data/tests.toml
    ``all_rolls``: a fallen blood brother's, L1380-1382)."""
    return [k for k, v in _tests()["penalty"].items() if v.get("all_rolls", False)]


def _courage_penalty_help() -> str:
    shown = ", ".join(f"{k} (-{_tests()['penalty'][k]['value']})" for k in _courage_penalties())
    return (f"Die penalty: {shown}. Wounds and a stun modify Initiative, Attack, Defence and "
            "Aim rolls, not a Courage test (L1564-1566).")


def _penalty_key(name: str) -> str:
    from muster.games.confrontation.tables import penalty_key

    return penalty_key(name)


def _penalty_shown(key: str) -> str:
    """A die penalty as a list of allowed values names it: in Czech its Czech name."""
    from muster.errors import listed_cs
    from muster.language import czech

    return listed_cs(key, _tests()["penalty"][key]) if czech() else key


class CouragePenaltyChoice(DataChoice):
    """The Courage test's die penalties (`_courage_penalties`): a known penalty that does not
    touch a Courage test (a wound, a stun) is refused with the rule's reason, as the library
    words it (`courage_only`: L1564-1566); a word no penalty answers to, as any choice. One
    allowed is passed on as it was typed, which the spec reads by any of its names, so that
    one given twice is refused in the user's words (`resolve_penalties`)."""

    def __init__(self) -> None:
        super().__init__(_courage_penalties, _penalty_key, _penalty_shown)

    def convert(self, value: Any, param: Any, ctx: Any) -> Any:
        from muster.errors import MusterError, options

        try:
            key = _penalty_key(value)
        except MusterError:
            key = None
        if key is not None and key not in self.choices:
            from muster.games.confrontation.characteristic import courage_only

            with options({"penalties": "--penalty"}):
                courage_only((key,), ())
        super().convert(value, param, ctx)
        return value


def _ability_help() -> str:
    names = ", ".join(_tests()["ability"])
    return (f"An ability that changes the die rules, by name: {names} (Czech names work "
            "too).")


def _courage_ability_help() -> str:
    """The abilities a Courage test takes by name (data/tests.toml ``courage_test``):
    Fanaticism's 5-as-6 is for the Discipline re-test (L1149-1150)."""
    names = ", ".join(k for k, v in _tests()["ability"].items() if v.get("courage_test"))
    return (f"An ability that changes the Courage die, by name: {names} (Czech names work "
            "too); repeatable. Fanaticism is --fanatic.")


Value = Annotated[int, typer.Option(
    "--value", "-v", metavar="INTEGER",
    help="The characteristic tested (ATT, DEF, INI, AIM, COU, DIS...).",
    min=-MOST_CHARACTERISTIC, max=MOST_CHARACTERISTIC)]
Penalty = Annotated[list[str] | None, data_option(
    _penalty_help, "--penalty", "-p", metavar="STATE")]
CouragePenalty = Annotated[list[str] | None, data_option(
    _courage_penalty_help, "--penalty", "-p", metavar="STATE",
    click_type=CouragePenaltyChoice())]
FiveAsSix = Annotated[bool, typer.Option(
    "--five-as-six", help="A 5 rolls on like a 6 (Hardened, Bravery, Fanaticism, Brutal).")]
NoAutoFail = Annotated[bool, typer.Option(
    "--no-auto-fail", help="A natural or modified {auto_fail} is not an automatic failure "
                           "(Sharp shooter, Vivacity). Brutal, Bravery and Born killer "
                           "excuse only the natural {auto_fail}: give them with "
                           "--ability.")]
# a Courage test's own: only Hardened, Bravery and Born killer change its die (RULINGS)
CourageFiveAsSix = Annotated[bool, typer.Option(
    "--five-as-six", help="A 5 rolls on like a 6 (as Hardened and Bravery make it: give those "
                          "with --ability).")]
CourageNoAutoFail = Annotated[bool, typer.Option(
    "--no-auto-fail", help="A natural or modified {auto_fail} is not an automatic failure (no "
                           "ability of the rulebook does this on a Courage test). Bravery and "
                           "Born killer excuse only the natural {auto_fail}: give them with "
                           "--ability.")]
Ability = Annotated[list[str] | None, data_option(
    _ability_help, "--ability", "-a", metavar="NAME")]
CourageAbility = Annotated[list[str] | None, data_option(
    _courage_ability_help, "--ability", "-a", metavar="NAME")]
AlwaysRollOn = Annotated[bool, typer.Option(
    "--always-roll-on", help="Roll again on every 6, even once the test has succeeded "
                             "(the other reading of RULINGS 2).")]
# a Courage test's own value and group (`roll conf courage`): COU, and the figures charging
# or engaging a fear-causer at once (L645-646, L672-675)
CourageValue = Annotated[int, typer.Option(
    "--value", "-v", metavar="INTEGER",
    help="The figure's Courage (COU); a fear-causer facing a Living-dead tests its FEAR as "
         "Courage (L1203-1205). For a group charging or engaging together (--group), its "
         "best COU.",
    min=-MOST_CHARACTERISTIC, max=MOST_CHARACTERISTIC)]
CourageGroup = Annotated[int, typer.Option(
    "--group", "-g", metavar="N",
    help="Figures charging or engaging the fear-causer at once (with --charging): one "
         "Courage test for the group, with its best COU as --value, +{group} for each other "
         "figure; the result holds for each (L645-646, L672-675).", min=1, max=MOST_FIGURES)]
Group = Annotated[int, typer.Option(
    "--group", "-g", metavar="N",
    help="Models testing together as one roll (a group charging a fear-causer, a "
         "side's melee initiative): give the best value; +{group} per model after the "
         "first.", min=1, max=MOST_FIGURES)]
Current = Annotated[str, typer.Option(
    "--current", metavar="WOUND", help="The figure's wound so far (Regeneration lowers "
    "it): none, light, serious, critical.")]
FeatCurrent = Annotated[str, typer.Option(
    "--current", metavar="WOUND", help="The figure's wound so far (a failure worsens it): "
    "none, light, serious, critical.")]
SidePenalty = Annotated[list[str] | None, typer.Option(
    "--penalty", "-p", metavar="STATE", help="The first side's die penalty (stunned, a wound "
    "level, blood-brother); repeat for stunned plus a wound.")]

# a physical feat's options (`muster.commands.roll_confrontation_feat`): each kind of feat
# takes its own (`muster.verbs.roll._conf_feat`)
Mov = Annotated[str, typer.Option(
    "--mov", help="MOV in cm, or as printed cm/inches (12/4.8), or inches (4.8in).")]
Res = Annotated[int | None, typer.Option("--res", help="The figure's RES.")]
FeatDifficulty = Annotated[list[int] | None, typer.Option(
    "--difficulty", "-D", help="A plain feat's difficulty.")]
Bases = Annotated[int | None, typer.Option("--bases", help=(
    "Long jump: base lengths to clear (difficulty {base_difficulty} + {per_base} each)."))]
# a height or a depth is the STR of the wound a failure costs: a STR's range (RULINGS)
Depth = Annotated[int | None, typer.Option(
    "--depth", metavar="CM", help="Long jump: cm to the bottom (the STR of a failure).",
    min=0, max=MOST_STRENGTH)]
JumpHeight = Annotated[int | None, typer.Option(
    "--height", metavar="CM", help="High jump: cm to clear.", min=0, max=MOST_STRENGTH)]
ClimbHeight = Annotated[int | None, typer.Option(
    "--height", metavar="CM", help="Climb: cm above the ground where the roll is made.",
    min=0, max=MOST_STRENGTH)]
FallHeight = Annotated[int | None, typer.Option(
    "--height", metavar="CM", help="Fall: cm to the ground.", min=0, max=MOST_STRENGTH)]
Smaller = Annotated[bool, typer.Option("--smaller", help=(
    "High jump: the obstacle is smaller than the figure ({smaller_obstacle})."))]
OverModels = Annotated[str | None, typer.Option(
    "--over-models", metavar="SIZE",
    help="High jump over figures: the largest one's size sets the height ({heights}).")]
OnFlat = Annotated[bool, typer.Option(
    "--on-flat", help="Climb: the figure stands on a flat area as big as its base, so a "
    "failed climb does not hurt.")]
FeatAbility = Annotated[list[str] | None, typer.Option(
    "--ability", "-a", metavar="NAME", help="An ability that changes the feat's die: "
    "hardened (a 5 rolls on), vivacity (no automatic failure on a {auto_fail}).")]
Stunned = Annotated[bool, typer.Option(
    "--stunned", help="The figure is stunned already this round: a failure's damage "
    "roll keeps the stun and its die penalty (L1564-1567).")]
