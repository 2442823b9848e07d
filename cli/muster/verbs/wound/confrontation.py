"""`muster wound confrontation`: the damage roll, the wound table and the figure's state."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.options import Dice, Json, Odds, Seed, Times, roll_options

app = typer.Typer(add_completion=False)

TOUGH = "Big creatures (how a killed result is taken)"
MELEE = "Melee wave (--melee)"


@app.command(help="Confrontation damage roll (hod na poškození): 2d6, never open-ended. "
                  "Doubles are exceptional wounds that ignore STR and RES (1-1 nothing, 2-2 "
                  "stunned, 3-3 light, 4-4 serious, 5-5 critical, 6-6 killed outright); "
                  "otherwise the lower die is the location (1 legs, 2 arms, 3 torso, 4-6 head) "
                  "and dice + STR - RES the row of the wound table. A new wound not more "
                  "severe than the current one worsens it one level; a critical wound "
                  "worsened is killed outright (RULINGS 6).\n\n"
                  "Dice order for --dice: the survival-instinct die first (if any), then the "
                  "damage dice (three with --assassin); with --toxic, the toxic roll's dice next. "
                  "With --melee: the attack dice in the order of --attack-at (each with the "
                  "dice a 6 rolls on), then the defence dice (the easiest hit first), the "
                  "sustained defence dice, then one damage roll per hit through; with "
                  "--back-*, the strike back's dice in the same order after them.\n\n"
                  "Examples:\n\n"
                  "  muster wound confrontation --str 13 --res 7\n\n"
                  "  muster wound conf --str 13 --res 7 --dice 3,6\n\n"
                  "  muster wound conf --str 10 --res 8 --current light --hard-boiled --dice 2,5\n\n"
                  "  muster wound conf --str 12 --res 9 --assassin --dice 1,4,4 --json\n\n"
                  "  muster wound conf --str 14 --res 12 --colossal --killed-before 1 --dice 6,6\n\n"
                  "  muster wound conf --str 13 --res 7 --odds\n\n"
                  "  muster wound conf --str 10 --res 8 --toxic 6 --dice 2,5,3,3\n\n"
                  "  muster wound conf --str 10 --res 8 --immune head --dice 4,6\n\n"
                  "  muster wound conf --str 6 --res 5 --location legs --dice 3,5   (a failed "
                  "jump)\n\n"
                  "  muster wound conf --melee --att 4 --attack-at 7 --attack-at 7 --def 5 "
                  "--parries 2 --str 6 --res 7 --odds")
def confrontation(
    strength: Annotated[int, typer.Option(
        "--str", "-s", help="The attack's STR (the attacker's in melee, the weapon's when "
                            "shooting; add a Master strike / X bonus here).")],
    resilience: Annotated[int, typer.Option("--res", "-r", help="The target's RES.")],
    current: Annotated[str, typer.Option(
        "--current", "-c", metavar="WOUND",
        help="The target's wound so far: none, light, serious or critical.")] = "none",
    hard_boiled: Annotated[bool, typer.Option(
        "--hard-boiled", help="Target is Hard-boiled (Tvrďák): one row up, not on doubles "
                              "or a killed-outright result.")] = False,
    bane: Annotated[bool, typer.Option(
        "--bane", help="Attacker has Bane (Prokletí) against this target: one row down, "
                       "not on doubles.")] = False,
    master_strike: Annotated[int, typer.Option(
        "--master-strike", "-m", metavar="D",
        help="A master strike hit at difficulty D: D is added to the score.")] = 0,
    assassin: Annotated[bool, typer.Option(
        "--assassin", help="Assassin's first damage roll after a charge: three dice, the two "
                           "worst for the target are kept.")] = False,
    survival_instinct: Annotated[bool, typer.Option(
        "--survival-instinct", help="Target has Survival instinct: a 6 on a first d6 cancels "
                                    "the wound.")] = False,
    colossal: Annotated[bool, typer.Option(
        "--colossal", help="Killed: serious token, then critical, the third kill removes it.",
        rich_help_panel=TOUGH)] = False,
    enormous: Annotated[bool, typer.Option(
        "--enormous", help="Killed: critical token, the second kill removes it.",
        rich_help_panel=TOUGH)] = False,
    gigantic: Annotated[bool, typer.Option(
        "--gigantic", help="Killed: light, serious, critical tokens, the fourth kill removes it.",
        rich_help_panel=TOUGH)] = False,
    fierce: Annotated[bool, typer.Option(
        "--fierce", help="Killed: stays, critically wounded, until the end of the round.",
        rich_help_panel=TOUGH)] = False,
    killed_before: Annotated[int, typer.Option(
        "--killed-before", "-k", metavar="K",
        help="Kills the figure has already survived (for the options above).",
        rich_help_panel=TOUGH)] = 0,
    possessed: Annotated[bool, typer.Option(
        "--possessed", help="Target is Possessed (Posedlý): its wound penalties count one "
                            "level lighter; stunned and killed outright are unchanged.")] = False,
    immune: Annotated[Optional[list[str]], typer.Option(
        "--immune", metavar="PART", help="Immunity / X to a body part (legs, arms, torso, "
        "head; Czech names too): a wound there does nothing. An Immunity to an element "
        "means no damage roll at all, so it is not an option here.")] = None,
    assassin_immune: Annotated[bool, typer.Option(
        "--assassin-immune", help="Target is an Assassin or has Consciousness (Uvědomnění): "
                                  "--assassin rolls the usual two dice.")] = False,
    toxic: Annotated[Optional[int], typer.Option(
        "--toxic", metavar="X", help="Toxic / X: the roll that led here was the toxic die, so "
        "a second damage roll at STR X follows at once (with the target's abilities).")]
        = None,
    toxic_immune: Annotated[bool, typer.Option(
        "--toxic-immune", help="Target is living-dead, a construct or immortal: --toxic "
                               "does nothing.")] = False,
    location: Annotated[Optional[str], typer.Option(
        "--location", metavar="PART", help="A fixed location (a failed jump or a fall is a "
        "leg wound): the dice still give the score; doubles stay exceptional.")] = None,
    melee: Annotated[bool, typer.Option(
        "--melee", help="A melee wave: the attacker's attack dice (--att, one --attack-at D "
        "each) against the defender's defence dice (--def, --parries), then a damage roll "
        "for every hit not parried.", rich_help_panel=MELEE)] = False,
    att: Annotated[Optional[int], typer.Option(
        "--att", help="The attacker's ATT.", rich_help_panel=MELEE)] = None,
    attack_at: Annotated[Optional[list[int]], typer.Option(
        "--attack-at", metavar="D", help="One attack die at difficulty D (repeat per die; at "
        "least the defender's DEF when he keeps a defence die).", rich_help_panel=MELEE)]
        = None,
    defence: Annotated[Optional[int], typer.Option(
        "--def", help="The defender's DEF.", rich_help_panel=MELEE)] = None,
    parries: Annotated[int, typer.Option(
        "--parries", metavar="N", help="The defender's defence dice; each goes to a "
        "successful attack, the easiest first.", rich_help_panel=MELEE)] = 0,
    attacker_penalty: Annotated[Optional[list[str]], typer.Option(
        "--attacker-penalty", metavar="STATE", help="The attacker's die penalties (his wound, "
        "stunned); the defender's come from --current.", rich_help_panel=MELEE)] = None,
    counter: Annotated[bool, typer.Option(
        "--counter", help="The defender (a character) counter-attacks: defence at +2, each "
        "success an extra attack die for his strike back.", rich_help_panel=MELEE)] = False,
    sustained: Annotated[bool, typer.Option(
        "--sustained", help="Sustained defence: a successful defence die goes on at +2, +4, "
        "... against the hits left (several opponents, defence dice >= attack dice).",
        rich_help_panel=MELEE)] = False,
    defender_attacks: Annotated[int, typer.Option(
        "--defender-attacks", metavar="N", help="Attack dice the defender kept for himself "
        "(sustained defence needs at least as many defence dice).", rich_help_panel=MELEE)]
        = 0,
    attacker_extra: Annotated[int, typer.Option(
        "--attacker-extra", metavar="N", help="A character's extra dice among the attacker's: "
        "-2 ATT (and DEF) each, never below 0.", rich_help_panel=MELEE)] = 0,
    defender_extra: Annotated[int, typer.Option(
        "--defender-extra", metavar="N", help="The defender's extra dice (a character): -2 DEF "
        "(and ATT) each.", rich_help_panel=MELEE)] = 0,
    back_at: Annotated[Optional[list[int]], typer.Option(
        "--back-at", metavar="D", help="Strike back in the same command: one of the "
        "defender's attack dice at difficulty D (repeat per die).", rich_help_panel=MELEE)]
        = None,
    back_att: Annotated[Optional[int], typer.Option(
        "--back-att", help="Strike back: the defender's ATT.", rich_help_panel=MELEE)] = None,
    back_str: Annotated[Optional[int], typer.Option(
        "--back-str", help="Strike back: the defender's STR.", rich_help_panel=MELEE)] = None,
    back_def: Annotated[Optional[int], typer.Option(
        "--back-def", help="Strike back: the attacker's DEF.", rich_help_panel=MELEE)] = None,
    back_res: Annotated[Optional[int], typer.Option(
        "--back-res", help="Strike back: the attacker's RES.", rich_help_panel=MELEE)] = None,
    back_parries: Annotated[int, typer.Option(
        "--back-parries", metavar="N", help="Strike back: the attacker's defence dice.",
        rich_help_panel=MELEE)] = 0,
    back_current: Annotated[str, typer.Option(
        "--back-current", metavar="WOUND", help="Strike back: the attacker's wound.",
        rich_help_panel=MELEE)] = "none",
    counter_at: Annotated[Optional[int], typer.Option(
        "--counter-at", metavar="D", help="Strike back: the difficulty of the dice a "
        "counter-attack earned.", rich_help_panel=MELEE)] = None,
    opponents: Annotated[int, typer.Option(
        "--opponents", metavar="N", help="Opponents the defender fights (for --sustained).",
        rich_help_panel=MELEE)] = 1,
    fencer: Annotated[bool, typer.Option(
        "--fencer", help="The attacker is a Fencer: no minimum difficulty.",
        rich_help_panel=MELEE)] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.errors import MusterError
    from muster.games.confrontation import procedures as p
    from muster.i18n import say

    opts = roll_options(seed, dice, odds, times, as_json)
    chosen = [n for n, on in (("colossal", colossal), ("enormous", enormous),
                              ("gigantic", gigantic), ("fierce", fierce)) if on]
    if len(chosen) > 1:
        raise MusterError(say("choose one of --colossal, --enormous, --gigantic, --fierce "
                              "(got {options})", options=", ".join("--" + c for c in chosen)))
    toughness = chosen[0] if chosen else None
    current = p.resolve_current(current)
    p.check_wound_options(current, toughness, killed_before, resilience)
    if master_strike < 0:
        raise MusterError(say("--master-strike is the difficulty chosen, not {n}",
                              n=master_strike))

    extra = p.WoundExtras(possessed=possessed, immune=immune or [],
                          assassin_immune=assassin_immune, toxic=toxic,
                          toxic_immune=toxic_immune, location=location)
    melee_given = [n for n, on in (("--att", att is not None), ("--attack-at", bool(attack_at)),
                                   ("--def", defence is not None), ("--parries", parries != 0),
                                   ("--attacker-penalty", bool(attacker_penalty)),
                                   ("--counter", counter), ("--sustained", sustained),
                                   ("--opponents", opponents != 1), ("--fencer", fencer),
                                   ("--defender-attacks", defender_attacks != 0),
                                   ("--attacker-extra", attacker_extra != 0),
                                   ("--defender-extra", defender_extra != 0)) if on]
    if melee_given and not melee:
        raise MusterError(say("{options} describe a melee wave: add --melee",
                              options=", ".join(melee_given)))
    if melee:
        from muster.games.confrontation.melee import MeleeSetup, melee_key, melee_odds

        if att is None or defence is None:
            raise MusterError(say("--melee needs the attacker's --att and the defender's "
                                  "--def"))
        if master_strike or toxic is not None or location or killed_before:
            raise MusterError(say("--master-strike, --toxic, --location and --killed-before "
                                  "are not part of a --melee wave; resolve such a blow on its "
                                  "own"))
        kw = extra.kwargs()
        damage_options = {"hard_boiled": hard_boiled, "bane": bane,
                          "survival_instinct": survival_instinct, "toughness": toughness,
                          "possessed": kw["possessed"], "immune": list(kw["immune"]),
                          "assassin_immune": kw["assassin_immune"]}
        setup = MeleeSetup(att=att, difficulties=list(attack_at or []), defence=defence,
                           parries=parries, strength=strength, resilience=resilience,
                           current=current, attacker_penalties=attacker_penalty or [],
                           counter=counter, sustained=sustained, opponents=opponents,
                           fencer=fencer, assassin=assassin, damage_options=damage_options,
                           defender_attacks=defender_attacks, attacker_extra=attacker_extra,
                           defender_extra=defender_extra)
        back_given = [n for n, on in (("--back-at", bool(back_at)),
                                      ("--back-att", back_att is not None),
                                      ("--back-str", back_str is not None),
                                      ("--back-def", back_def is not None),
                                      ("--back-res", back_res is not None),
                                      ("--back-parries", back_parries != 0),
                                      ("--back-current", back_current != "none"),
                                      ("--counter-at", counter_at is not None)) if on]
        if back_given:
            from muster.games.confrontation.melee import (Exchange, StrikeBack, exchange_key,
                                                          exchange_odds)

            missing = [n for n, v in (("--back-att", back_att), ("--back-str", back_str),
                                      ("--back-def", back_def), ("--back-res", back_res))
                       if v is None]
            if missing:
                raise MusterError(say("the strike back needs {options} too",
                                      options=", ".join(missing)))
            ex = Exchange(setup, StrikeBack(
                att=back_att, difficulties=list(back_at or []), strength=back_str,
                defence=back_def, resilience=back_res, parries=back_parries,
                current=back_current, counter_at=counter_at))
            emit(run(ex.roll, opts, key=exchange_key, odds=lambda d: exchange_odds(ex, d),
                     label="outcome"), opts.json)
            return
        emit(run(setup.roll, opts, key=melee_key, odds=lambda dist: melee_odds(setup, dist),
                 label="outcome"), opts.json)
        return

    def proc(src):
        return p.damage_roll(src, strength, resilience, current=current,
                             hard_boiled=hard_boiled, bane=bane, master_strike=master_strike,
                             assassin=assassin, survival_instinct=survival_instinct,
                             toughness=toughness, killed_before=killed_before,
                             **extra.kwargs())

    options = [name for name, on in ((say("hard-boiled"), hard_boiled), (say("bane"), bane),
                                     (say("master strike {n}", n=master_strike), master_strike),
                                     (say("assassin"), assassin),
                                     (say("survival instinct"), survival_instinct)) if on]
    options += extra.options()
    if toughness:
        from muster.i18n import Named

        tough = Named(toughness, p.wound_rules()["toughness"][toughness]["cs"])
        options.append(say("{ability}, killed {n} before", ability=tough, n=killed_before)
                       if killed_before else tough)
    result = run(proc, opts, key=p.wound_key,
                 odds=lambda dist: p.wound_odds(strength, resilience, current, dist, options),
                 label="location: result -> state")
    emit(result, opts.json)
