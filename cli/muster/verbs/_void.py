"""The options the Void commands share (`roll void`, `wound void` and its subcommands,
`deploy-shuffle void`), declared once, and `rolling`: a command built from a function
that turns its own options into a spec, with the rolling options added and the spec run."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any, get_type_hints

import typer

from muster.limits import MOST_FALL_METRES, MOST_HP, MOST_TARGETS
from muster.verbs._params import Extended
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options

if TYPE_CHECKING:
    from muster.rolling import RollOptions

ATTACKER = "Attacker"
TARGET = "Target"

# the options every rolling command takes, after its own: (annotation, default)
ROLLING: dict[str, tuple[Any, Any]] = {"seed": (Seed, None), "dice": (Dice, None),
                                       "odds": (Odds, False), "times": (Times, None),
                                       "as_json": (Json, False)}


def rolling(build: Callable[..., object]) -> Callable[..., None]:
    """A command from ``build(own options) -> spec``: its parameters are ``build``'s, then
    the rolling options; it rolls the spec the options ask for and prints it. A ``build``
    with an ``opts`` parameter is handed the rolling options there (a check of how its own
    options meet them). Its parameters are read when Typer builds the command
    (`muster.verbs._params.Extended`), not when the module is imported: a run builds one
    command of the module."""
    wants_opts = "opts" in inspect.signature(build).parameters

    def parameters() -> list[inspect.Parameter]:
        sig = inspect.signature(build)
        hints = get_type_hints(build, include_extras=True)
        own = [p.replace(annotation=hints[p.name]) for p in sig.parameters.values()
               if p.name != "opts"]
        return own + [inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default,
                                        annotation=annotation)
                      for name, (annotation, default) in ROLLING.items()]

    def command(given: dict[str, Any]) -> None:
        from muster.engine.render import emit  # the dice engine when it runs: not for help
        from muster.rolling import run

        opts: RollOptions = roll_options(*(given.pop(name) for name in ROLLING))
        spec = build(**given, opts=opts) if wants_opts else build(**given)
        emit(run(spec, opts), opts.json)

    return Extended(build, parameters, command)


Mod = Annotated[list[int] | None, typer.Option(
        "--mod", "-m", help="Modifier to the hit roll's target (--mod -2); repeatable.",
        rich_help_panel=ATTACKER)]

Weapon = Annotated[str | None, typer.Option(
        "--weapon", "-w", help="Weapon name, English or Czech (sword, meč, two-handed axe, "
                               "halberd, laser rifle, block pistol, throwing star, "
                               "impact grenade, unarmed ...). Required.",
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

RangeM = Annotated[int | None, typer.Option(
        "--range", metavar="INTEGER", help="Distance to the target in metres (shooting: "
                        "range penalty beyond the optimal range, no hit beyond the maximum; "
                        "throwing: reach by Strength).", rich_help_panel=ATTACKER, min=0)]

RunUp = Annotated[bool, typer.Option(
        "--run-up", help="The throw follows a run-up: double reach and Strength bonus.",
        rich_help_panel=ATTACKER)]

Special = Annotated[str | None, typer.Option(
        "--special", help="Special attack: pierce (stabbing weapon: {pierce_hit} to hit, the "
                          "parry {pierce_defence}), cleave (cutting weapon: {cleave_hit} to hit, "
                          "the dodge {cleave_defence}), or with a blunt "
                          "weapon or unarmed: stun / knockdown / knockback (no wound: the "
                          "target rolls "
                          "Durability / Strength / Agility instead of Armor).",
        rich_help_panel=ATTACKER)]

ChargeDistance = Annotated[int, typer.Option(
        "--charge-distance", metavar="M", help="Zápasník's charge (zteč): metres run before "
        "the blow, added to the damage.", rich_help_panel=ATTACKER, min=0)]

Immobilised = Annotated[bool, typer.Option(
        "--immobilised", "--immobilized", help="The target cannot move: in melee, or shooting "
        "or throwing from under {control_m} m (or with no --range), a control roll hitting on "
        "anything but a {bad_luck}; shooting or throwing from --range {control_m} m or more, "
        "+{ranged_bonus} RC.",
        rich_help_panel=ATTACKER)]

Defence = Annotated[str, typer.Option(
        "--defence", "--defense", help="The target's defence against melee and thrown "
        "attacks: dodge (Agility), parry (CC) or none.", rich_help_panel=TARGET)]

DefenceMod = Annotated[list[int] | None, typer.Option(
        "--defence-mod", help="Modifier to the defence roll's target; repeatable.",
        rich_help_panel=TARGET)]

TargetShield = Annotated[bool, typer.Option(
        "--target-shield", help="The target holds a small shield: it may parry shooting too "
        "(count its +{shield_armor} in --target-armor).", rich_help_panel=TARGET)]

TargetArmor = Annotated[int, typer.Option(
        "--target-armor",
        help="Target's Armor (usually {target_min}-{target_max}; 0 = no Armor; above "
        "{target_max} only a natural {bad_luck} wounds).",
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

# a grab's and a breaking free's own words for the two Strengths (no knockdown)
GrabTargetStrength = Annotated[int, typer.Option(
        "--target-strength", help="Target's Strength (the grabber needs at least as much).",
        rich_help_panel=TARGET)]

GrabberStrength = Annotated[int, typer.Option(
        "--strength", "-s", help="The grabber's Strength (a grabbed one stronger than it is "
        "free at once).", rich_help_panel=ATTACKER)]

GrabbedStrength = Annotated[int, typer.Option(
        "--target-strength", help="The grabbed one's Strength (the roll is against it).",
        rich_help_panel=TARGET)]

TargetHp = Annotated[int, typer.Option(
        "--target-hp", metavar="INTEGER", help="Target's HP before this attack.",
        rich_help_panel=TARGET, min=1, max=MOST_HP)]

TargetMaxHp = Annotated[int | None, typer.Option(
        "--target-max-hp", metavar="INTEGER", help="Target's full HP, for the Pain check "
        "(default: --target-hp).", rich_help_panel=TARGET, min=1, max=MOST_HP)]

FallerHp = Annotated[int, typer.Option(
        "--target-hp", metavar="INTEGER", help="The faller's HP before the fall.",
        rich_help_panel=TARGET, min=1, max=MOST_HP)]

FallerSize = Annotated[int, typer.Option(
        "--target-size", help="The faller's size ({human} is a human).", rich_help_panel=TARGET)]

FallerMaxHp = Annotated[int | None, typer.Option(
        "--target-max-hp", metavar="INTEGER", help="The faller's full HP, for the Pain check "
        "(default: --target-hp).", rich_help_panel=TARGET, min=1, max=MOST_HP)]

Fixed = Annotated[bool, typer.Option(
        "--fixed", help="The ranged weapon is fixed (Fixování, L37): a heavy weapon on its "
        "tripod (it cannot fire otherwise), a two-handed one on a bipod (+{bipod} RC).",
        rich_help_panel=ATTACKER)]

SniperTripod = Annotated[bool, typer.Option(
        "--sniper-tripod", help="A rifle fixed on the Střelec's Sniper tripod: +{sniper} RC "
        "instead of +{bipod} (L15).", rich_help_panel=ATTACKER)]

Action = Annotated[str | None, typer.Option(
        "--action", help="A class action with one roll against several targets (--targets): sweep "
        "(Zápasník: CC {sweep}, {sweep_eased} with a cutting weapon; each target may dodge or "
        "parry), clearing-fire (Střelec: RC {clearing}, {clearing_eased} automatic), covering-fire "
        "(the same roll; each target rolls Will (--target-will) or goes prone). Moves without a "
        "weapon: grab (a CC roll the target may dodge or parry; needs Strength >= the target's), "
        "break-free (the grabbed target's Strength roll; free at once if stronger than the "
        "grabber's --strength), throw-opponent (a grabbed target thrown: --size, --target-size, "
        "--distance, --struck).", rich_help_panel=ATTACKER)]

Targets = Annotated[int, typer.Option(
        "--targets", metavar="N", help="Targets alike (the --target-* options) hit by --action, "
        "or inside a shotgun's {swarm_arc}-degree arc (one RC roll per target, L39).",
        rich_help_panel=TARGET, min=1, max=MOST_TARGETS)]

Squad = Annotated[bool, typer.Option(
        "--squad", help="The targets are a Squad or a Swarm: a swarm weapon (shotgun) does "
        "double damage (L39).", rich_help_panel=TARGET)]

TargetWill = Annotated[list[int] | None, typer.Option(
        "--target-will", help="Target's Will (against covering fire): once for all the "
        "targets, or once per target in their order (each rolls against its own, L15); "
        "10 when not given.",
        rich_help_panel=TARGET)]

Size = Annotated[int, typer.Option(
        "--size", help="The thrower's size ({human} is a human).",
        rich_help_panel=ATTACKER)]

OneLimb = Annotated[bool, typer.Option(
        "--one-limb", help="Throw-opponent with one limb: {one_limb} size classes larger, not "
        "{two_limbs}.",
        rich_help_panel=ATTACKER)]

Distance = Annotated[int | None, typer.Option(
        "--distance", metavar="M", help="Throw-opponent: metres the target flies before it "
        "strikes something or lands (default: the Strength reach, {throw_reach} m).",
        rich_help_panel=ATTACKER)]

TargetSize = Annotated[int, typer.Option(
        "--target-size", help="Target's size ({human} is a human).",
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
    "--fall", metavar="M", help="A fall of M metres (L21): DAM {fall_dam} per metre above the "
    "faller's size (--target-size), an automatic wound (no dice, no armour).",
    rich_help_panel=TARGET, min=0, max=MOST_FALL_METRES)]

Situation = Annotated[list[str] | None, typer.Option(
    "--situation", metavar="NAME", help="A named combat modifier (L47, L51), English or "
    "Czech; repeatable: prone (target prone: {prone_rc} RC, {prone_cc} CC), moving "
    "(moving target: {moving} RC), fog, smoke, dusk ({visibility} RC each), darkness "
    "(zero visibility: RC 1), mud, snow, ice, bushes ({terrain} CC each), quicksand (zero "
    "mobility: CC 1), higher / lower (position: {higher} / {lower} CC, or RC when "
    "throwing), flashlight (cancels the visibility penalties within {flashlight} m), hud "
    "(tactical HUD: {hud} CC and RC), aimed (aimed the round before: {aimed} RC, a shot "
    "at one target; none with a swarm weapon), cover (target in cover: --cover-armor N to "
    "its Armor; none in melee; not with prone).", rich_help_panel=ATTACKER)]
CoverArmor = Annotated[int | None, typer.Option(
    "--cover-armor", metavar="N", help="A target in cover (--situation cover): its cover's "
    "bonus to Armor, by the terrain (the terrain table is not in the rules muster has).",
    rich_help_panel=TARGET, min=0)]

MOVER = "Mover"

MoverStrength = Annotated[int, typer.Option(
    "--strength", "-s", help="The climber's Strength (rolled under).", rich_help_panel=MOVER)]
RappelStrength = Annotated[int, typer.Option(
    "--strength", "-s", help="The rappeller's Strength (rolled under).",
    rich_help_panel=MOVER)]
MoverAgility = Annotated[int, typer.Option(
    "--agility", "-a", help="The jumper's Agility (rolled under).", rich_help_panel=MOVER)]
MoverSize = Annotated[int, typer.Option(
    "--size", help="The mover's size ({human} is a human): how far a success goes, and a fall's "
    "damage.", rich_help_panel=MOVER)]
MoveMod = Annotated[list[int] | None, typer.Option(
    "--mod", "-m", help="Modifier to the roll's target (--mod -2); repeatable.",
    rich_help_panel=MOVER)]
Height = Annotated[int | None, typer.Option(
    "--height", metavar="M", help="The height in metres he is at (he falls from it on Bad "
    "luck).", rich_help_panel=MOVER, min=0, max=MOST_FALL_METRES)]
JumpHeight = Annotated[int | None, typer.Option(
    "--height", metavar="M", help="A long jump: the gap's depth; a high jump: the height of "
    "the fall (default: the jump's own height).", rich_help_panel=MOVER,
    min=0, max=MOST_FALL_METRES)]
MoverHp = Annotated[int, typer.Option(
    "--hp", metavar="INTEGER", help="The mover's HP before the attempt.",
    rich_help_panel=MOVER, min=1, max=MOST_HP)]
MoverMaxHp = Annotated[int | None, typer.Option(
    "--max-hp", metavar="INTEGER", help="The mover's full HP, for the Pain check (default: "
    "--hp).", rich_help_panel=MOVER, min=1, max=MOST_HP)]
JumpRunUp = Annotated[bool, typer.Option(
    "--run-up", help="A run-up (an action of its own just before): twice as far.",
    rich_help_panel=MOVER)]
High = Annotated[bool, typer.Option(
    "--high", help="A high jump (default: a long jump).", rich_help_panel=MOVER)]

TRAVELLER = "Traveller"

Pace = Annotated[str, typer.Option(
    "--pace", help="fast ({fast} km/h: a Durability roll each started hour, fatigue on a "
    "failure; surprised by an attack), standard ({standard} km/h) or slow ({slow} km/h: "
    "expects an attack); English or Czech.", rich_help_panel=TRAVELLER)]
Km = Annotated[int | None, typer.Option(
    "--km", metavar="KM", help="The distance travelled (or give --hours).",
    rich_help_panel=TRAVELLER)]
Hours = Annotated[int | None, typer.Option(
    "--hours", metavar="H", help="The hours travelled (or give --km).",
    rich_help_panel=TRAVELLER)]
Durability = Annotated[int, typer.Option(
    "--durability", help="The traveller's Durability (rolled under for fatigue).",
    rich_help_panel=TRAVELLER)]
Perception = Annotated[int | None, typer.Option(
    "--perception", metavar="P", help="Slow travel: the traveller's Perception; it searches "
    "in each km (a d20 under it finds every object of the kind named within the sense's "
    "range).", rich_help_panel=TRAVELLER)]
SearchMod = Annotated[list[int] | None, typer.Option(
    "--search-mod", metavar="M", help="Modifier to the search's Perception ({search_effect} "
    "for each effect on the sense: fog, dusk, snowfall on sight; rain, storm, noise on hearing; "
    "wind, smoke, stink on smell); repeatable.", rich_help_panel=TRAVELLER)]
Sense = Annotated[str, typer.Option(
    "--sense", help="The sense searched with: sight ({sight} m), hearing ({hearing} m), "
    "smell ({smell} m); English or Czech.", rich_help_panel=TRAVELLER)]
AnimalSpeed = Annotated[int | None, typer.Option(
    "--animal-speed", metavar="KMH", help="An animal's own travel speed (its standard pace; "
    "fast x {animal_fast}, slow x {animal_slow}).", rich_help_panel=TRAVELLER)]

AttackerSize = Annotated[int | None, typer.Option(
    "--size", help="The attacker's size ({human} is a human): with --target-size, -{size_step} RC "
    "for each step the target is smaller, +{size_step} for each step larger (L51).",
    rich_help_panel=ATTACKER)]
AttackTargetSize = Annotated[int | None, typer.Option(
    "--target-size", help="The target's size, against the attacker's --size (shooting and "
    "throwing).", rich_help_panel=TARGET)]
