"""`muster wound void`: one attack through hit, defence, automatic hits, Armor and damage
(``attack``), or a move without a weapon: a fall, a grab, breaking free, throwing an
opponent. Without a subcommand, ``--fall`` picks the fall and ``--action grab`` (break-free,
throw-opponent) the move, so the spellings before the subcommands work."""

from __future__ import annotations

from typing import Annotated

import click
import typer

from muster.engine.render import emit
from muster.engine.run import run
from muster.errors import MusterError
from muster.games.void import catalogue as cat
from muster.games.void.attack import AttackSpec
from muster.games.void.fall import FallSpec
from muster.games.void.grab import MOVES, BreakFreeSpec, GrabSpec
from muster.games.void.throw_opponent import ThrowSpec
from muster.games.void.volley import VolleySpec, is_volley
from muster.i18n import _, say
from muster.verbs import DefaultGroup, options
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options

# the spec fields whose options are not named after them
FIELDS = {"mods": "--mod", "range_m": "--range", "defence_mods": "--defence-mod",
          "charge_m": "--charge-distance"}
ATTACKER = "Attacker"
TARGET = "Target"


def _move_in(args: list[str]) -> tuple[str, list[str]] | None:
    """The move the last ``--action`` names among ``args`` (grab, break-free,
    throw-opponent; the last one given wins, as for any option), and the arguments without
    any ``--action``; None when the last action is no move (or there is none)."""
    found: list[tuple[int, int, str]] = []  # (index, words taken, value)
    i = 0
    while i < len(args):
        word, eq, value = args[i].partition("=")
        if word == "--action":
            if not eq and i + 1 >= len(args):
                return None
            taken = 1 if eq else 2
            found.append((i, taken, value if eq else args[i + 1]))
            i += taken
            continue
        i += 1
    if not found or found[-1][2] not in MOVES:
        return None
    dropped = {j for at, taken, _ in found for j in range(at, at + taken)}
    return found[-1][2], [a for j, a in enumerate(args) if j not in dropped]


class Modes(DefaultGroup):
    """``wound void`` with options first: ``--fall`` picks ``fall``, ``--action grab``
    (break-free, throw-opponent) that move, anything else is an ``attack``."""

    default = "attack"

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0].startswith("-") and args[0] not in ctx.help_option_names:
            move = _move_in(args)
            if any(a.partition("=")[0] == "--fall" for a in args):
                if move is not None:
                    raise MusterError(_("--fall is a fall, not an action: leave out --action"))
                args = ["fall", *args]
            elif move is not None:
                args = [move[0], *move[1]]
        return super().parse_args(ctx, args)


HELP = ("Void: Sci-Fantasy attack, start to finish: the hit roll (d20 <= CC for melee, "
                  "RC for shooting and throwing, with --mod), the target's dodge (Agility) or "
                  "parry (CC) against melee and thrown attacks, automatic fire's extra hits, one "
                  "Armor roll per hit (d20 <= Armor after armour-piercing; a roll above it "
                  "wounds), damage = weapon DAM + the Strength bonus for its class. Luck (1) on "
                  "the hit skips the Armor roll (double damage against zero Armor); Bad luck (20) "
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
        "throw-opponent); each takes only its own options.")

app = typer.Typer(cls=Modes, add_completion=False, help=HELP,
                  subcommand_metavar="[attack|fall|grab|break-free|throw-opponent] [OPTIONS]")

Weapon = Annotated[str | None, typer.Option(
        "--weapon", "-w", help="Weapon name, English or Czech (sword, meč, two-handed axe, "
                               "halberd, laser rifle, block pistol, throwing star, "
                               "impact grenade, unarmed ...). Needed for every attack; not "
                               "for --fall, grab, break-free or throw-opponent.",
        rich_help_panel=ATTACKER)]

SecondWeapon = Annotated[str | None, typer.Option(
        "--second-weapon", help="Two weapons (dvě zbraně): a second one-handed weapon of the "
        "same sort (melee for a Zápasník, ranged for a Střelec); one hit roll for both, the "
        "target may dodge or parry only one.", rich_help_panel=ATTACKER)]

Mode = Annotated[str | None, typer.Option(
        "--mode", help="Firing mode of a ranged weapon: semi-automatic (default) or "
                       "automatic.", rich_help_panel=ATTACKER)]

Modification = Annotated[str | None, typer.Option(
        "--modification", "--weapon-mod", help="Weapon modification: adamantium, "
        "monomolecular, long-range or rapid-fire.", rich_help_panel=ATTACKER)]

Charge = Annotated[str | None, typer.Option(
        "--charge", help="Grenade charge: fragmentation, high-explosive or shaped.",
        rich_help_panel=ATTACKER)]

Strength = Annotated[int, typer.Option("--strength", "-s", help="Attacker's Strength.",
                                          rich_help_panel=ATTACKER)]

Cc = Annotated[int, typer.Option("--cc", help="Attacker's Close Combat.",
                                    rich_help_panel=ATTACKER)]

Rc = Annotated[int, typer.Option("--rc", help="Attacker's Range Combat.",
                                    rich_help_panel=ATTACKER)]

Mod = Annotated[list[int] | None, typer.Option(
        "--mod", "-m", help="Modifier to the hit roll's target (--mod -2); repeatable.",
        rich_help_panel=ATTACKER)]

RangeM = Annotated[int | None, typer.Option(
        "--range", help="Distance to the target in metres (shooting: range penalty beyond "
                        "the optimal range, no hit beyond the maximum; throwing: reach by "
                        "Strength).", rich_help_panel=ATTACKER)]

RunUp = Annotated[bool, typer.Option(
        "--run-up", help="The throw follows a run-up: double reach and Strength bonus.",
        rich_help_panel=ATTACKER)]

Special = Annotated[str | None, typer.Option(
        "--special", help="Special attack: pierce (stabbing weapon: -4 to hit, the parry -4), "
                          "cleave (cutting weapon: -4 to hit, the dodge -4), or with a blunt "
                          "weapon or unarmed: stun / knockdown / knockback (no wound: the "
                          "target rolls "
                          "Durability / Strength / Agility instead of Armor).",
        rich_help_panel=ATTACKER)]

ChargeDistance = Annotated[int, typer.Option(
        "--charge-distance", metavar="M", help="Zápasník's charge (zteč): metres run before "
        "the blow, added to the damage.", rich_help_panel=ATTACKER)]

Immobilised = Annotated[bool, typer.Option(
        "--immobilised", "--immobilized", help="The target cannot move: in melee, or shooting "
        "or throwing from under 1 m (or with no --range), a control roll hitting on anything "
        "but a 20; shooting or throwing from --range 1 m or more, +4 RC.",
        rich_help_panel=ATTACKER)]

Defence = Annotated[str, typer.Option(
        "--defence", "--defense", help="The target's defence against melee and thrown "
        "attacks: dodge (Agility), parry (CC) or none.", rich_help_panel=TARGET)]

DefenceMod = Annotated[list[int] | None, typer.Option(
        "--defence-mod", help="Modifier to the defence roll's target; repeatable.",
        rich_help_panel=TARGET)]

TargetShield = Annotated[bool, typer.Option(
        "--target-shield", help="The target holds a small shield: it may parry shooting too "
        "(count its +5 in --target-armor).", rich_help_panel=TARGET)]

TargetArmor = Annotated[int, typer.Option(
        "--target-armor",
        help="Target's Armor (usually 0-19; 0 = no Armor; above 19 only a natural 20 wounds).",
        rich_help_panel=TARGET)]

TargetAgility = Annotated[int, typer.Option(
        "--target-agility", help="Target's Agility (dodge, knockback).", rich_help_panel=TARGET)]

TargetCc = Annotated[int, typer.Option(
        "--target-cc", help="Target's Close Combat (for parry).", rich_help_panel=TARGET)]

TargetDurability = Annotated[int, typer.Option(
        "--target-durability", help="Target's Durability (against stun).",
        rich_help_panel=TARGET)]

TargetStrength = Annotated[int, typer.Option(
        "--target-strength", help="Target's Strength (against knockdown).",
        rich_help_panel=TARGET)]

TargetHp = Annotated[int, typer.Option(
        "--target-hp", help="Target's HP before this attack.", rich_help_panel=TARGET)]

TargetMaxHp = Annotated[int | None, typer.Option(
        "--target-max-hp", help="Target's full HP, for the Pain check (default: --target-hp).",
        rich_help_panel=TARGET)]

Fixed = Annotated[bool, typer.Option(
        "--fixed", help="The ranged weapon is fixed (Fixování, L37): a heavy weapon on its "
        "tripod (it cannot fire otherwise), a two-handed one on a bipod (+2 RC).",
        rich_help_panel=ATTACKER)]

SniperTripod = Annotated[bool, typer.Option(
        "--sniper-tripod", help="A rifle fixed on the Střelec's Sniper tripod: +4 RC instead "
        "of +2 (L15).", rich_help_panel=ATTACKER)]

Action = Annotated[str | None, typer.Option(
        "--action", help="A class action with one roll against several targets (--targets): "
        "sweep (Zápasník: CC -4, -2 with a cutting weapon; each target may dodge or parry), "
        "clearing-fire (Střelec: RC -4, -2 automatic), covering-fire (the same roll; each "
        "target rolls Will (--target-will) or goes prone). Moves without a weapon: grab (a "
        "CC roll the target may dodge or parry; needs Strength >= the target's), break-free "
        "(the grabbed target's Strength roll; free at once if stronger than the grabber's "
        "--strength), throw-opponent (a grabbed target thrown: --size, --target-size, "
        "--distance, --struck).", rich_help_panel=ATTACKER)]

Targets = Annotated[int, typer.Option(
        "--targets", metavar="N", help="Targets alike (the --target-* options) hit by --action, "
        "or inside a shotgun's 45-degree arc (one RC roll per target, L39).",
        rich_help_panel=TARGET)]

Squad = Annotated[bool, typer.Option(
        "--squad", help="The targets are a Squad or a Swarm: a swarm weapon (shotgun) does "
        "double damage (L39).", rich_help_panel=TARGET)]

TargetWill = Annotated[int, typer.Option(
        "--target-will", help="Target's Will (against covering fire).",
        rich_help_panel=TARGET)]

Size = Annotated[int, typer.Option(
        "--size", help="The thrower's size (throw-opponent; 2 is a human).",
        rich_help_panel=ATTACKER)]

OneLimb = Annotated[bool, typer.Option(
        "--one-limb", help="Throw-opponent with one limb: 4 size classes larger, not 2.",
        rich_help_panel=ATTACKER)]

Distance = Annotated[int | None, typer.Option(
        "--distance", metavar="M", help="Throw-opponent: metres the target flies before it "
        "strikes something or lands (default: the Strength reach, 5 / 10 / 20 m).",
        rich_help_panel=ATTACKER)]

TargetSize = Annotated[int, typer.Option(
        "--target-size", help="Target's size (falls, throw-opponent; 2 is a human).",
        rich_help_panel=TARGET)]

Struck = Annotated[str | None, typer.Option(
        "--struck", help="Throw-opponent: the thrown target strikes an object or creature, "
        "which resists with armor (Armor roll), durability (no Armor: double damage) or "
        "dodge (Agility). The rulebook's DAM-V / DAM-O for Large and Giant objects is not "
        "defined in it, so is not modelled.", rich_help_panel=TARGET)]

StruckValue = Annotated[int | None, typer.Option(
        "--struck-value", help="The struck one's Armor, Durability or Agility.",
        rich_help_panel=TARGET)]

StruckHp = Annotated[int | None, typer.Option(
        "--struck-hp", help="The struck creature's HP, to show what is left.",
        rich_help_panel=TARGET)]

Fall = Annotated[int, typer.Option(
    "--fall", metavar="M", help="A fall of M metres (L21): DAM 10 per metre above the "
    "target's --target-size, an automatic wound (no dice, no armour).",
    rich_help_panel=TARGET)]


@app.command("attack", help="One attack through hit, defence, automatic hits, Armor and "
                            "damage; a class action or a swarm weapon against several "
                            "targets.\n\nExamples:\n\n"
                            "  muster wound void attack --weapon sword --target-armor 5 "
                            "--dice 8,6")
def attack(
    weapon: Weapon = None,
    second_weapon: SecondWeapon = None,
    mode: Mode = None,
    modification: Modification = None,
    charge: Charge = None,
    strength: Strength = 10,
    cc: Cc = 10,
    rc: Rc = 10,
    mod: Mod = None,
    range_m: RangeM = None,
    run_up: RunUp = False,
    special: Special = None,
    charge_distance: ChargeDistance = 0,
    immobilised: Immobilised = False,
    defence: Defence = "none",
    defence_mod: DefenceMod = None,
    target_shield: TargetShield = False,
    target_armor: TargetArmor = 0,
    target_agility: TargetAgility = 10,
    target_cc: TargetCc = 10,
    target_durability: TargetDurability = 10,
    target_strength: TargetStrength = 10,
    target_hp: TargetHp = 40,
    target_max_hp: TargetMaxHp = None,
    fixed: Fixed = False,
    sniper_tripod: SniperTripod = False,
    action: Action = None,
    targets: Targets = 1,
    squad: Squad = False,
    target_will: TargetWill = 10,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    opts = roll_options(seed, dice, odds, times, as_json)
    if weapon is None:
        raise MusterError(_("give the attacking --weapon (or --fall M, or --action grab, "
                            "break-free or throw-opponent)"))
    with options(FIELDS):
        attack = AttackSpec(
            weapon, mode=mode, modification=modification, charge=charge, strength=strength,
            cc=cc, rc=rc, mods=tuple(mod or ()), range_m=range_m, run_up=run_up,
            target_armor=target_armor, target_agility=target_agility, target_cc=target_cc,
            target_hp=target_hp, target_max_hp=target_max_hp, defence=defence,
            defence_mods=tuple(defence_mod or ()), special=special, charge_m=charge_distance,
            target_shield=target_shield, immobilised=immobilised,
            target_durability=target_durability, target_strength=target_strength,
            second_weapon=second_weapon, fixed=fixed, sniper_tripod=sniper_tripod,
            action=action, squad=squad, target_will=target_will)
        spec: AttackSpec | VolleySpec = (VolleySpec(attack, targets)
                                         if is_volley(attack, targets) else attack)
    if opts.odds and isinstance(spec, VolleySpec) and spec.targets > spec.exact_targets:
        # each target multiplies the branches: past the limit --odds is refused at once
        raise MusterError(say("exact odds for {targets} targets branch too widely (at most "
                              "{most} here); use --times N for an estimate",
                              targets=spec.targets, most=spec.exact_targets))
    emit(run(spec, opts), opts.json)


@app.command("fall", help="A fall (L21): DAM 10 per metre above the faller's size, an "
                          "automatic wound; no dice.\n\nExamples:\n\n"
                          "  muster wound void fall --fall 3 --target-size 2")
def fall(
    fall: Fall, target_size: TargetSize = 2, target_hp: TargetHp = 40,
    target_max_hp: TargetMaxHp = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    opts = roll_options(seed, dice, odds, times, as_json)
    spec = FallSpec(fall, target_size, target_hp, target_max_hp)
    emit(run(spec, opts), opts.json)


def _defence(defence: str) -> str | None:
    """The defence table's key, or None for none."""
    if defence.strip().lower() in ("none", "no", ""):
        return None
    return cat.table("defence").require(defence, "defence")


@app.command("grab", help="A grab (L31): a CC roll the opponent may dodge or parry; the "
                          "grabber needs Strength at least the opponent's.\n\n"
                          "Examples:\n\n"
                          "  muster wound void grab --strength 12 --target-strength 10 "
                          "--defence parry --target-cc 8 --odds")
def grab(
    cc: Cc = 10, strength: Strength = 10, target_strength: TargetStrength = 10,
    mod: Mod = None, defence: Defence = "none", target_agility: TargetAgility = 10,
    target_cc: TargetCc = 10,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    opts = roll_options(seed, dice, odds, times, as_json)
    with options(FIELDS):
        spec = GrabSpec(cc, strength, target_strength, tuple(mod or ()), _defence(defence),
                        target_agility, target_cc)
    emit(run(spec, opts), opts.json)


@app.command("break-free", help="Breaking free (L31): the grabbed one's Strength roll, its "
                                "whole action; free at once when stronger than the "
                                "grabber.\n\nExamples:\n\n"
                                "  muster wound void break-free --strength 12 "
                                "--target-strength 10 --dice 9")
def break_free(
    strength: Strength = 10, target_strength: TargetStrength = 10, mod: Mod = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    opts = roll_options(seed, dice, odds, times, as_json)
    with options(FIELDS):
        spec = BreakFreeSpec(target_strength, strength, tuple(mod or ()))
    emit(run(spec, opts), opts.json)


@app.command("throw-opponent", help="Throwing a grabbed opponent (L43): the reach by "
                                    "Strength, the impact on what it strikes, the "
                                    "landing.\n\nExamples:\n\n"
                                    "  muster wound void throw-opponent --size 5 "
                                    "--target-size 1 --strength 12 --distance 5 --struck "
                                    "armor --struck-value 10 --dice 14")
def throw_opponent(
    size: Size = 2, target_size: TargetSize = 2, strength: Strength = 10,
    one_limb: OneLimb = False, distance: Distance = None, target_hp: TargetHp = 40,
    target_max_hp: TargetMaxHp = None, struck: Struck = None,
    struck_value: StruckValue = None, struck_hp: StruckHp = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    opts = roll_options(seed, dice, odds, times, as_json)
    spec = ThrowSpec(size, target_size, strength, one_limb, distance, target_hp,
                     target_max_hp, struck, struck_value, struck_hp)
    emit(run(spec, opts), opts.json)
