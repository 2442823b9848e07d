"""`muster wound void`: one attack through hit, defence, automatic hits, Armor and damage
(``attack``), or a move without a weapon: a fall, a grab, breaking free, throwing an
opponent. Without a subcommand, ``--fall`` picks the fall and ``--action grab`` (break-free,
throw-opponent) the move, so the spellings before the subcommands work."""

from __future__ import annotations

import typer

from muster.commands import wound_void, wound_void_moves
from muster.errors import MusterError
from muster.i18n import _
from muster.text import general
from muster.verbs import DefaultGroup, _void
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._in_battle import Units, in_battle
from muster.verbs._params import declared
from muster.verbs._rolling import no_dice

# each subcommand's function is in muster.commands (the quick door calls it without Typer),
# and imports its own rule modules when it runs (start-up)
# the subcommands that are moves (`muster.games.void.grab.MOVES`), picked by --action
MOVES = ("grab", "break-free", "throw-opponent")



def _numbers() -> dict[str, object]:
    """The numbers the help quotes, from ``data/rules.toml`` (house rules change them;
    `muster.games.void.catalogue.rules`, read without the catalogue's lookups)."""
    from muster.engine.data import load

    r = load("void", "rules")
    pierce, cleave = r["specials"]["pierce"], r["specials"]["cleave"]
    situation, action = r["situations"], r["actions"]
    shield = load("void", "gear")["items"]["small-shield"]["effects"]["armor"]
    travel = r["travel"]
    return {"fall_dam": r["fall"]["damage_per_metre"],
            "rappel": r["athletics"]["rappel"]["metres_per_size"],
            **{pace: r["travel"][pace]["speed_kmh"] for pace in ("fast", "standard", "slow")},
            "control_m": r["immobilised"]["control_under_m"],
            "ranged_bonus": r["immobilised"]["ranged_bonus"],
            "pierce_hit": pierce["attacker"], "pierce_defence": pierce["defender"],
            "cleave_hit": cleave["attacker"], "cleave_defence": cleave["defender"],
            "luck": r["test"]["luck"], "bad_luck": r["test"]["bad_luck"],
            "target_min": r["test"]["min_target"], "target_max": r["test"]["max_target"],
            "human": r["sizes"]["human"],
            "shield_armor": shield, "bipod": r["fixing"]["bipod_bonus"],
            "sniper": r["fixing"]["sniper_tripod_bonus"],
            "sweep": action["sweep"]["penalty"], "sweep_eased": action["sweep"]["eased_penalty"],
            "clearing": action["clearing-fire"]["penalty"],
            "clearing_eased": action["clearing-fire"]["eased_penalty"],
            "swarm_arc": r["swarm"]["arc_degrees"],
            "one_limb": r["throw_opponent"]["one_limb_larger_by"],
            "two_limbs": r["throw_opponent"]["two_limbs_larger_by"],
            "throw_reach": " / ".join(str(row["throw_range_m"]) for row in r["strength_bonus"]),
            **_signed(prone_rc=situation["prone"]["rc"], prone_cc=situation["prone"]["cc"],
                      moving=situation["moving"]["rc"], visibility=situation["fog"]["rc"],
                      terrain=situation["mud"]["cc"], higher=situation["higher"]["cc"],
                      lower=situation["lower"]["cc"], hud=situation["hud"]["cc"],
                      aimed=situation["aimed"]["rc"]),
            "flashlight": situation["flashlight"]["reach_m"],
            "search_effect": r["search"]["effect"],
            **{sense: spec["range_m"] for sense, spec in r["search"]["sense"].items()},
            "animal_fast": _factor(travel["fast"]["animal_factor"]),
            "animal_slow": _factor(travel["slow"]["animal_factor"]),
            "size_step": r["target_size"]["rc_per_step"], "fatigue": r["fatigue"]["per_level"]}


def _signed(**modifiers: int) -> dict[str, str]:
    """Modifiers as the help writes them: '+4', '-2'."""
    return {name: f"{value:+}" for name, value in modifiers.items()}


def _factor(value: float) -> str:
    """An animal's pace factor as the help writes it: 2, 1/2 (a help loads no fractions)."""
    if value < 1 and (1 / value).is_integer():
        return f"1/{int(1 / value)}"
    return general(value)


Command = numbers_from(_numbers)


class Modes(FillsNumbers, DefaultGroup):
    """``wound void`` with options first: ``--fall`` picks ``fall``, ``--action grab``
    (break-free, throw-opponent) that move, anything else is an ``attack``; the help quotes
    the data's numbers (`_numbers`)."""

    default = "attack"
    picked_by = ({"--fall": "fall"},)
    named_by = {"--action": MOVES}  # the last --action that names a move: the move

    def both_picked(self, flagged: str, named: str) -> str:
        if flagged == "fall":
            raise MusterError(_("--fall is a fall, not an action: leave out --action"))
        return named


HELP = ("Void: Sci-Fantasy attack, start to finish: the hit roll (d20 <= CC for melee, "
                  "RC for shooting and throwing, with --mod), the target's dodge (Agility) or "
                  "parry (CC) against melee and thrown attacks, automatic fire's extra hits, one "
                  "Armor roll per hit (d20 <= Armor after armour-piercing; a roll above it "
                  "wounds), damage = weapon DAM + the Strength bonus for its class. Luck ({luck}) "
                  "on the hit skips the Armor roll (double damage against zero Armor); Bad luck "
                  "({bad_luck}) "
                  "breaks the weapon (a thrown one is lost). Weapons by English or Czech name, "
                  "any case.\n\n"
                  "--dice takes the dice in the order the procedure rolls them: hit (a missed "
                  "grenade: then a d12 for the clock bearing it lands towards), defence "
                  "(if --defence), number of automatic hits (automatic mode), then one Armor "
                  "roll per hit (a blunt special: the target's attribute roll instead); with "
                  "--second-weapon, the hits and Armor rolls of the first weapon, then those "
                  "of the second. Several targets: a class action's one hit roll, then "
                  "target by target its defence, automatic hits and Armor rolls (covering "
                  "fire: each target's Will roll); a shotgun: each target's whole attack in "
                  "turn. Grab: the CC roll, then the defence; break-free: the Strength roll; "
                  "throw-opponent: the struck object's roll; a fall rolls nothing.\n\n"
                  "Examples:\n\n"
                  "  muster wound void --weapon sword --target-armor 5 --dice 8,6\n\n"
                  "  muster wound void --weapon meč --defence dodge --target-agility 8 "
                  "--target-armor 5 --dice 8,7\n\n"
                  "  muster wound void --weapon \"laser rifle\" --mode automatic "
                  "--target-armor 6 --dice 5,12,3,17\n\n"
                  "  muster wound void --weapon \"block rifle\" --range 150 --dice 9\n\n"
                  "  muster wound void --weapon axe --special cleave --defence dodge "
                  "--target-agility 8 --target-armor 5 --odds\n\n"
                  "  muster wound void --weapon \"two-handed axe\" --strength 12 "
                  "--target-armor 8 --odds\n\n"
                  "  muster wound void --weapon sword --action sweep --targets 3 "
                  "--defence dodge --target-agility 8 --target-armor 5 --odds\n\n"
                  "  muster wound void --weapon \"block cannon\" --fixed --dice 7\n\n"
                  "  muster wound void --weapon shotgun --targets 2 --squad --dice 4,12\n\n"
                  "  muster wound void --fall 3 --target-size 2\n\n"
                  "  muster wound void --action grab --strength 12 --target-strength 10 "
                  "--defence parry --target-cc 8 --odds\n\n"
                  "  muster wound void --action throw-opponent --size 5 --target-size 1 "
                  "--strength 12 --distance 5 --struck armor --struck-value 10 --dice 14"
                  + "\n\nSubcommands: attack (the default), fall (picked by --fall), "
        "grab, break-free and throw-opponent (picked by --action grab, break-free or "
        "throw-opponent), climb, rappel, jump and travel; each takes only its own options.")

app = typer.Typer(cls=numbers_from(_numbers, Modes), add_completion=False, help=HELP,
                  subcommand_metavar="[attack|fall|grab|break-free|throw-opponent|climb|rappel|"
                                     "jump|travel] [OPTIONS]")


attack = app.command("attack", cls=Command,
             help="One attack through hit, defence, automatic hits, Armor and "
                            "damage; a class action or a swarm weapon against several "
                            "targets.\n\nExamples:\n\n"
                            "  muster wound void attack --weapon sword --target-armor 5 "
                            "--dice 8,6")(
    in_battle("AttackSpec", rolls=("VolleySpec",), several=True)(
        declared(wound_void.attack, vars(_void))))


fall = app.command(
    "fall", cls=Command,
    help="A fall (L21): DAM {fall_dam} per metre above the faller's size, an automatic wound; "
         "no dice.\n\nExamples:\n\n"
         "  muster wound void fall --fall 3 --target-size 2")(
    no_dice(in_battle("FallSpec", Units(hidden=frozenset({"attacker"}), helps={
        "target": "In a battle: the fighter that falls; its profile and state fill the "
                  "options you leave out, and its new state is written back."}))(
        declared(wound_void_moves.fall, vars(_void)))))

grab = app.command(
    "grab", cls=Command,
    help="A grab (L31): a CC roll the opponent may dodge or parry, with the close-combat "
         "--situation modifiers (a prone target: {prone_cc} CC, L47); the grabber needs "
         "Strength at least the opponent's.\n\nExamples:\n\n"
         "  muster wound void grab --strength 12 --target-strength 10 --defence parry "
         "--target-cc 8 --odds")(
    in_battle("GrabSpec")(declared(wound_void_moves.grab, vars(_void))))

break_free = app.command(
    "break-free", cls=Command,
    help="Breaking free (L31): the grabbed one's Strength roll, its whole action; free at once "
         "when stronger than the grabber.\n\nExamples:\n\n"
         "  muster wound void break-free --strength 12 --target-strength 10 --dice 9")(
    in_battle("BreakFreeSpec", Units(helps={
        "target": "In a battle: the grabbed fighter, who rolls; its profile and state fill "
                  "the options you leave out, and its new state is written back.",
        "attacker": "In a battle: the fighter holding it; its Strength fills --strength."}))(
        declared(wound_void_moves.break_free, vars(_void))))

throw_opponent = app.command(
    "throw-opponent", cls=Command,
    help="Throwing a grabbed opponent (L43): the reach by Strength, the impact on what it "
         "strikes, the landing.\n\nExamples:\n\n"
         "  muster wound void throw-opponent --size 5 --target-size 1 --strength 12 "
         "--distance 5 --struck armor --struck-value 10 --dice 14")(
    in_battle("ThrowSpec")(declared(wound_void_moves.throw_opponent, vars(_void))))

def _mover(verb: str) -> Units:
    """A climb's, rappel's or jump's one fighter, who moves and rolls (the attacker role);
    a --target is refused with its reason (`games.void.battle`), so the help leaves it out."""
    return Units(hidden=frozenset({"target"}), helps={
        "attacker": f"In a battle: the fighter that {verb}; its profile and state fill the "
                    "options you leave out, and its new state is written back."})


climb = app.command(
    "climb", cls=Command,
    help="Climbing up or down (L21, an action): a Strength roll; a success climbs the "
         "climber's size in metres, a failure does not move, Bad luck is a fall from the "
         "height he is at.\n\nExamples:\n\n"
         "  muster wound void climb --strength 12 --height 6 --dice 20")(
    in_battle("AthleticsSpec", _mover("climbs"))(declared(wound_void_moves.climb, vars(_void))))

rappel = app.command(
    "rappel", cls=Command,
    help="Rappelling down a rope (L21, an action): a Strength roll; a success goes down "
         "{rappel} x the size in metres, a failure does not move, Bad luck is a fall from the "
         "height he is at.\n\nExamples:\n\n  muster wound void rappel --height 30 --odds")(
    in_battle("AthleticsSpec", _mover("rappels"))(declared(wound_void_moves.rappel, vars(_void))))

jump = app.command(
    "jump", cls=Command,
    help="A long jump, or with --high a high jump (L21, an action): an Agility roll; a "
         "success jumps the jumper's size in metres (twice that after a --run-up), a failure "
         "hesitates, Bad luck falls into the gap (a long jump: give its depth as --height) or "
         "back down from the jump's height.\n\nExamples:\n\n"
         "  muster wound void jump --agility 12 --run-up --height 20 --dice 8")(
    in_battle("AthleticsSpec", _mover("jumps"))(declared(wound_void_moves.jump, vars(_void))))

travel = app.command(
    "travel", cls=Command,
    help="Travel (L19): fast {fast} km/h, standard {standard} km/h, slow {slow} km/h; on a "
         "fast journey the traveller rolls Durability for each started hour, and each failure "
         "is a fatigue level ({fatigue} to RC, CC, Agility, Strength, Intelligence, Will, "
         "Perception, Charisma and initiative).\n\nExamples:\n\n"
         "  muster wound void travel --pace fast --km 25 --durability 9 --odds")(
    in_battle("TravelSpec", Units(target=None))(declared(wound_void_moves.travel,
                                                          vars(_void))))
