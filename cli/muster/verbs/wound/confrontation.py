"""`muster wound confrontation`: the damage roll (``blow``), a melee wave (``melee``) and a
wave with the strike back (``exchange``). Without a subcommand, ``--melee`` picks the wave
and a ``--back-*`` option the exchange, so the spellings before the subcommands work."""

from __future__ import annotations

import typer

from muster.commands import wound_confrontation
from muster.verbs import DefaultGroup
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._in_battle import in_battle
from muster.verbs._params import declared
from muster.verbs.wound import _conf_options

# each subcommand imports its own rule modules when it runs (start-up)

BACK = ("--back-at", "--back-att", "--back-str", "--back-def", "--back-res", "--back-parries",
        "--back-current", "--counter-at", "--back-stunned")


def _help_values() -> dict[str, object]:
    """The numbers the help texts show, from the data files (data/wounds.toml, the melee
    section of data/tests.toml), in the user's language: read only when help is shown."""
    from muster.games.confrontation.tables import char_rules, wound_rules
    from muster.i18n import name

    w, m = wound_rules(), char_rules()["melee"]
    doubles = ", ".join(f"{d}-{d} {name(w['result'][r])}" for d, r in
                        sorted(w["exceptional"]["by_die"].items(), key=lambda x: int(x[0])))
    runs: list[tuple[int, int, str]] = []  # faces in a row with one location
    for d, where in sorted(w["location"]["by_die"].items(), key=lambda x: int(x[0])):
        if runs and runs[-1][2] == where:
            runs[-1] = (runs[-1][0], int(d), where)
        else:
            runs.append((int(d), int(d), where))
    locations = ", ".join(
        f"{a if a == b else f'{a}-{b}'} {name(w['location']['names'][where])}"
        for a, b, where in runs)
    return {"doubles": doubles, "locations": locations, "assassin": w["damage"]["assassin_dice"],
            "cancel": w["ability"]["survival-instinct"]["cancel_on"],
            "counter": m["counter_step"], "sustained": m["sustained_step"],
            "sustained2": 2 * m["sustained_step"], "extra": m["extra_die_cost"],
            "stunned": char_rules()["penalty"]["stunned"]["value"]}


Command = numbers_from(_help_values)


class _Modes(FillsNumbers, DefaultGroup):
    """``wound conf`` with options first: a strike-back option picks ``exchange``,
    ``--melee`` picks ``melee``, anything else is one damage roll (``blow``)."""

    default = "blow"

    # a strike-back option wins over --melee, wherever each stands on the line
    picked_by = (dict.fromkeys(BACK, "exchange"), {"--melee": "melee"})


HELP = ("Confrontation damage roll (hod na poškození): 2d6, never open-ended. "
        "Doubles are exceptional wounds that ignore STR and RES ({doubles}); "
        "otherwise the lower die is the location ({locations}) "
        "and dice + STR - RES the row of the wound table. A new wound not more "
        "severe than the current one worsens it one level; a critical wound "
        "worsened is killed outright (RULINGS 6).\n\n"
        "Dice order for --dice: the survival-instinct die first (if any), then the "
        "damage dice ({assassin} with --assassin); with --toxic, the toxic roll's dice next. "
        "With --melee: the attack dice in the order of --attack-at (each with the "
        "dice a 6 rolls on), then the defence dice (the easiest hit first), the "
        "sustained defence dice, then one damage roll per hit through; with "
        "--back-*, the strike back's dice in the same order after them.\n\n"
        "Subcommands: blow (one damage roll, the default), melee (a melee wave, picked by "
        "--melee) and exchange (a wave and the strike back, picked by a --back-* "
        "option); each takes only its own options.\n\n"
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

app = typer.Typer(cls=numbers_from(_help_values, _Modes), add_completion=False, help=HELP,
                  subcommand_metavar="[blow|melee|exchange] [OPTIONS]")

# the functions are in muster.commands (the quick door calls it without Typer)
blow = app.command(
    "blow", cls=Command,
    help="One damage roll and what it does to the figure.\n\nExamples:\n\n"
                 "  muster wound conf blow --str 13 --res 7 --dice 3,6")(
    in_battle("DamageSpec", expand={"toughness": lambda kind: {kind: True}})(
        declared(wound_confrontation.blow, vars(_conf_options))))


melee = app.command(
    "melee", cls=Command,
    help="A melee wave: attack dice against defence dice, then a damage "
         "roll for every hit not parried.\n\nExamples:\n\n"
         "  muster wound conf melee --att 4 --attack-at 7 --attack-at 7 "
         "--def 5 --parries 2 --str 6 --res 7 --odds")(
    in_battle("MeleeSpec", expand={"toughness": lambda kind: {kind: True}})(
        declared(wound_confrontation.melee, vars(_conf_options))))


exchange = app.command(
    "exchange", cls=Command,
    help="A melee wave and the defender's strike back in one roll.\n\n"
         "Examples:\n\n  muster wound conf exchange --att 4 --attack-at 7 "
         "--def 5 --parries 1 --str 6 --res 7 --back-at 6 --back-att 3 "
         "--back-str 5 --back-def 4 --back-res 6 --odds")(
    in_battle("ExchangeSpec", expand={"toughness": lambda kind: {kind: True}})(
        declared(wound_confrontation.exchange, vars(_conf_options))))
