"""The options `muster wound confrontation`'s subcommands share, declared once for Typer:
the verb module (`muster.verbs.wound.confrontation`) gives them to its commands, and the
damage roll's function (`muster.commands.wound_confrontation`) names them."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.limits import (
    CHARACTERISTICS,
    MOST_CHARACTERISTIC,
    MOST_FIGURES,
    MOST_STRENGTH,
    MOST_WAVE_DICE,
)

TOUGH = "Big creatures (how a killed result is taken)"
MELEE = "Melee wave (--melee)"

Strength = Annotated[int, typer.Option(
    "--str", "-s", metavar="INTEGER",
    help="The attack's STR (the attacker's in melee, the weapon's when shooting; add a Master "
         "strike / X bonus here).",
    min=-MOST_CHARACTERISTIC, max=MOST_STRENGTH)]
# (no lower bound: a RES below 0 is the rules' own refusal, the figure killed outright)
Resilience = Annotated[int, typer.Option("--res", "-r", metavar="INTEGER", help="The target's RES.",
                                         max=MOST_CHARACTERISTIC)]
Current = Annotated[str, typer.Option(
    "--current", "-c", metavar="WOUND",
    help="The target's wound so far: none, light, serious or critical.")]
Stunned = Annotated[bool, typer.Option(
    "--stunned", help="The defender is stunned already this round: -{stunned} on his defence "
    "dice too (L1564-1567); the stun stays.")]
HardBoiled = Annotated[bool, typer.Option(
    "--hard-boiled", help="Target is Hard-boiled (Tvrďák): one row up, not on doubles "
                          "or a killed-outright result.")]
Bane = Annotated[bool, typer.Option(
    "--bane", help="Attacker has Bane (Prokletí) against this target: one row down, "
                   "not on doubles.")]
Assassin = Annotated[bool, typer.Option(
    "--assassin", help="Assassin's first damage roll after a charge: {assassin} dice, the two "
                       "worst for the target are kept.")]
Instinct = Annotated[bool, typer.Option(
    "--survival-instinct", help="Target has Survival instinct: a {cancel} on a first d6 cancels "
                                "the wound.")]
Colossal = Annotated[bool, typer.Option(
    "--colossal", help="Killed: serious token, then critical, the third kill removes it.",
    rich_help_panel=TOUGH)]
Enormous = Annotated[bool, typer.Option(
    "--enormous", help="Killed: critical token, the second kill removes it.",
    rich_help_panel=TOUGH)]
Gigantic = Annotated[bool, typer.Option(
    "--gigantic", help="Killed: light, serious, critical tokens, the fourth kill removes it.",
    rich_help_panel=TOUGH)]
Fierce = Annotated[bool, typer.Option(
    "--fierce", help="Killed: stays, critically wounded, until the end of the round.",
    rich_help_panel=TOUGH)]
Possessed = Annotated[bool, typer.Option(
    "--possessed", help="Target is Possessed (Posedlý): its wound penalties count one "
                        "level lighter; stunned and killed outright are unchanged.")]
Immune = Annotated[list[str] | None, typer.Option(
    "--immune", metavar="PART", help="Immunity / X to a body part (legs, arms, torso, "
    "head; Czech names too): a wound there does nothing. An Immunity to an element "
    "means no damage roll at all, so it is not an option here.")]
AssassinImmune = Annotated[bool, typer.Option(
    "--assassin-immune", help="Target is an Assassin or has Consciousness (Uvědomnění): "
                              "--assassin rolls the usual two dice.")]

# the mode switch of the spelling without a subcommand (``wound conf --melee ...``, which
# `muster.verbs.wound.confrontation` routes to ``melee``): taken there, not shown, since the
# subcommand's name says it
Melee = Annotated[bool, typer.Option("--melee", hidden=True)]
ATT, DEF = CHARACTERISTICS["att"], CHARACTERISTICS["def"]
Att = Annotated[int, typer.Option("--att", metavar="INTEGER", help="The attacker's ATT.",
                                  rich_help_panel=MELEE, min=ATT[0], max=ATT[1])]
AttackAt = Annotated[list[int] | None, typer.Option(
    "--attack-at", metavar="D", help="One attack die at difficulty D (repeat per die; at "
    "least the defender's DEF when he keeps a defence die).", rich_help_panel=MELEE)]
Def = Annotated[int, typer.Option("--def", metavar="INTEGER", help="The defender's DEF.",
                                  rich_help_panel=MELEE, min=DEF[0], max=DEF[1])]
Parries = Annotated[int, typer.Option(
    "--parries", metavar="N", help="The defender's defence dice; each goes to a "
    "successful attack, the easiest first.", rich_help_panel=MELEE, min=0, max=MOST_WAVE_DICE)]
AttackerPenalty = Annotated[list[str] | None, typer.Option(
    "--attacker-penalty", metavar="STATE", help="The attacker's die penalties (his wound, "
    "stunned); the defender's come from --current.", rich_help_panel=MELEE)]
Counter = Annotated[bool, typer.Option(
    "--counter", help="The defender (a character) counter-attacks: defence at +{counter}, each "
    "success an extra attack die for his strike back.", rich_help_panel=MELEE)]
Sustained = Annotated[bool, typer.Option(
    "--sustained", help="Sustained defence: a successful defence die goes on at +{sustained}, "
    "+{sustained2}, "
    "... against the hits left (several opponents, defence dice >= attack dice).",
    rich_help_panel=MELEE)]
DefenderAttacks = Annotated[int, typer.Option(
    "--defender-attacks", metavar="N", help="Attack dice the defender kept for himself "
    "(sustained defence needs at least as many defence dice).", rich_help_panel=MELEE)]
AttackerExtra = Annotated[int, typer.Option(
    "--attacker-extra", metavar="N", help="A character's extra dice among the attacker's: "
    "-{extra} ATT (and DEF) each, never below 0.", rich_help_panel=MELEE, min=0,
    max=MOST_WAVE_DICE)]
DefenderExtra = Annotated[int, typer.Option(
    "--defender-extra", metavar="N", help="The defender's extra dice (a character): -{extra} "
    "DEF (and ATT) each.", rich_help_panel=MELEE, min=0, max=MOST_WAVE_DICE)]
Opponents = Annotated[int, typer.Option(
    "--opponents", metavar="N", help="Opponents the defender fights (for --sustained).",
    rich_help_panel=MELEE, min=1, max=MOST_FIGURES)]
Fencer = Annotated[bool, typer.Option(
    "--fencer", help="The attacker is a Fencer: no minimum difficulty.",
    rich_help_panel=MELEE)]
Ambidextrous = Annotated[bool, typer.Option(
    "--ambidextrous", help="The defender is Ambidextrous: its counter-attack (--counter) "
    "takes no penalty on the defence dice (L1102-1107).", rich_help_panel=MELEE)]
