"""`muster siege-breach warmaster` (``attack``, the default, and ``pass``): shoot at or batter
a wall, gate, door or tower, and who may go through or stand on it, without Typer
(`muster.commands`); registered by `muster.verbs.siege_breach.warmaster`."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from muster.engine.render import emit, esc
from muster.errors import MusterError
from muster.i18n import Named, _, say
from muster.limits import MOST_SIEGE

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.engine.render import Result
    from muster.games.warmaster.fortress import Fortress, FortressView
    from muster.games.warmaster.siege import Attack as SiegeAttack
    from muster.games.warmaster.siege import Breach
    from muster.rolling import RollOptions
    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.siege_breach._wm_options import TowerReading

# The rules and the dice engine are imported inside the commands: a help loads none of them
# (start-up: bench/startup.py, tests/test_startup_imports.py)

ATTACK = "Attack"
TARGET = "Target"
FORTRESS = "Fortress file"


def warmaster(
    target: Annotated[str | None, typer.Option(
        "--target", "-t", metavar="wall|gate|door|tower",
        help="What is attacked (with --fortress: taken from the section).",
        rich_help_panel=TARGET)] = None,
    damaged: Annotated[bool, typer.Option(
        "--damaged", help="The target is already damaged (+{damaged}, once).",
        rich_help_panel=TARGET)] = False,
    breaches: Annotated[int, typer.Option(
        "--breaches", metavar="K", help="Breaches a tower has already taken (0 or 1).",
        rich_help_panel=TARGET, min=0)] = 0,
    shots: Annotated[int | None, typer.Option(
        "--shots", metavar="N", help="Shots at the target; each hits only on a {hit_on}.",
        rich_help_panel=ATTACK, min=1, max=MOST_SIEGE)] = None,
    hits: Annotated[int | None, typer.Option(
        "--hits", metavar="N", help="Hits already scored on the target.",
        rich_help_panel=ATTACK, min=1, max=MOST_SIEGE)] = None,
    rams: Annotated[int | None, typer.Option(
        "--rams", metavar="N", help="Rams battering it: one automatic hit each.",
        rich_help_panel=ATTACK, min=1, max=MOST_SIEGE)] = None,
    giants: Annotated[int | None, typer.Option(
        "--giants", metavar="N",
        help="Giants battering it: one automatic hit each; needs --no-defenders.",
        rich_help_panel=ATTACK, min=1, max=MOST_SIEGE)] = None,
    weapon: Annotated[str | None, typer.Option(
        "--weapon", "-w", metavar="NAME",
        help="What is shooting: cannon, stone-thrower, rock-lobber, steam-tank, skull-chukka "
             "(bows, helblaster, gyrocopter and the like are refused).",
        rich_help_panel=ATTACK)] = None,
    defenders: Annotated[bool, typer.Option(
        "--defenders/--no-defenders",
        help="Whether a unit on the walls could fight a giant (he may batter only without).",
        rich_help_panel=ATTACK)] = True,
    fortress: Annotated[str | None, typer.Option(
        "--fortress", "-f", metavar="FILE",
        help="A fortress file (YAML); alone, shows its sections. In a battle: the one "
             "attached to it (battle attach --fortress), when left out.",
        rich_help_panel=FORTRESS)] = None,
    section: Annotated[str | None, typer.Option(
        "--section", "-s", metavar="ID",
        help="The section of the fortress file to attack; its new state is written back.",
        rich_help_panel=FORTRESS)] = None,
    dry_run: Annotated[bool, typer.Option(
        "--dry-run", help="Resolve the attack but do not write the fortress file.",
        rich_help_panel=FORTRESS)] = False,
    undo: Annotated[bool, typer.Option(
        "--undo", help="Take back the last change muster made to the fortress file.",
        rich_help_panel=FORTRESS)] = False,
    tower_reading: TowerReading = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.siege import Breach
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    opts.check()
    if undo:
        others = [o for o, v in (("--target", target), ("--damaged", damaged),
                                 ("--breaches", breaches), ("--shots", shots), ("--hits", hits),
                                 ("--rams", rams), ("--giants", giants), ("--weapon", weapon),
                                 ("--section", section), ("--dry-run", dry_run),
                                 ("--odds", odds), ("--times", times), ("--dice", dice),
                                 ("--seed", seed)) if v]
        if fortress is None or others:
            raise MusterError(say("--undo takes only --fortress FILE (and --json)"))
        emit(_undo(fortress), opts.json)
        return
    if section is not None and fortress is None:
        raise MusterError(say("--section needs --fortress FILE"))
    if dry_run and section is None:
        raise MusterError(say("--dry-run applies to --fortress FILE --section ID (nothing is "
                              "written otherwise)"))
    given = {k: v for k, v in (("shots", shots), ("hits", hits), ("rams", rams),
                               ("giants", giants)) if v is not None}
    how = Attack(given, weapon, defenders)
    if fortress is None:
        if target is None:
            raise MusterError(say("say what is attacked: --target wall|gate|door|tower, or "
                                  "--fortress FILE --section ID"))
        from muster.games.warmaster.siege import BreachSpec, Section

        spec = BreachSpec(Section.of(target, damaged, breaches), how.attack())
        emit(run(spec, opts), opts.json)
        return
    if section is None:
        emit(_look(fortress, opts, bool(given) or bool(target) or damaged or bool(breaches),
                   tower_reading), opts.json)
        return
    if damaged or breaches:
        raise MusterError(say("--damaged and --breaches come from the fortress file; leave "
                              "them out with --section"))
    from muster.games.warmaster import fortress as fort

    # an attack that may change the file is read, rolled and written under its lock, so a
    # concurrent command waits and then sees this update
    if dry_run or opts.odds or opts.times is not None:
        emit(_on_file(fort.load(fortress, tower_reading), section, target, how, opts, dry_run),
             opts.json)
        return
    from muster import state
    from muster.battle import attached
    from muster.files import FileRefused, check_regular

    try:
        check_regular(fortress)
    except FileRefused as err:
        raise fort.refused(err, fortress) from None
    with state.locked(fortress, what=fort.WHAT) as lock:
        book = fort.from_bytes(lock.read(), fortress, tower_reading)
        writer = Writer(lock, book, section)
        # the battle's, when the file is the one attached to it: written before the roll
        # is recorded, for `battle undo`
        attached.writing("fortress", fortress, writer.in_battle)
        result = _on_file(book, section, target, how, opts, dry_run)
        if isinstance(result, Breach):
            result = writer.write(result)
    emit(result, opts.json)


class Writer:
    """Writes a breach to its section of the fortress file (once), under its lock."""

    def __init__(self, lock: Any, book: Fortress, section: str):
        self.lock, self.book, self.section = lock, book, section
        self.done: bytes | None = None

    def write(self, result: Breach) -> Breach:
        if self.done is None and result.changed():
            self.done = fort_updated(self.book, self.section, result)
            from muster import plain_undo

            plain_undo.write(self.lock, self.done)
        return replace(result, written=self.book.path) if self.done is not None else result

    def in_battle(self, result: object) -> dict[str, Any] | None:
        """The battle's record of the breach: the file and what it holds after it."""
        from muster.games.warmaster.siege import Breach

        if not isinstance(result, Breach):
            return None
        sec = self.book.section(self.section)
        self.write(result.in_file(self.book.path, sec.stands, False))
        if self.done is None:
            return None
        from muster.plain_undo import digest

        return {"kind": "fortress", "file": self.book.path, "action": "breach",
                "section": sec.id, "digest": digest(self.done)}


def fort_updated(book: Fortress, section: str, result: Breach) -> bytes:
    from muster.games.warmaster import fortress as fort

    return fort.updated(book, section, {**result.after, **result.changed()})


class Undone:
    """``--fortress FILE --undo``: the fortress as it is again."""

    def __init__(self, view: Any) -> None:
        self.view = view

    def to_json(self) -> dict[str, Any]:
        return {**self.view.to_json(), "undone": True}

    def lines(self) -> list[str]:
        from muster.engine.rule import view_for

        shown = view_for(self.view)
        return [_("undid the last change to {file}").format(file=esc(self.view.file))
                ] + (shown(self.view) if shown is not None else [])


def _undo(fortress: str) -> Undone:
    from muster import plain_undo
    from muster.games.warmaster import fortress as fort

    raw = plain_undo.undo_file(fortress, what=fort.WHAT,
                               check=lambda content: fort.from_bytes(content, fortress))
    return Undone(fort.FortressView.of(fort.from_bytes(raw, fortress)))


class Attack:
    """The attack options: exactly one of --shots, --hits, --rams, --giants."""

    def __init__(self, given: dict[str, int], weapon: str | None, defenders: bool):
        self.given, self.weapon, self.defenders = given, weapon, defenders

    def attack(self) -> SiegeAttack:
        from muster.games.warmaster.siege import Attack as SiegeAttack

        if not self.given:
            raise MusterError(say("say what attacks the section: --shots N, --hits N, --rams N "
                                  "or --giants N"))
        if len(self.given) > 1:
            names = Named(" and ".join(f"--{k}" for k in self.given),
                          _(" and ").join(f"--{k}" for k in self.given))
            raise MusterError(say("{names} cannot be combined: each shooting unit, ram or giant "
                                  "unit rolls its own breach dice (RULINGS 18); run the command "
                                  "once for each", names=names))
        how, n = next(iter(self.given.items()))
        return SiegeAttack.of(how, n, self.weapon, self.defenders)


def _look(fortress: str, opts: RollOptions, attacking: bool,
          tower_reading: str | None) -> FortressView:
    """--fortress FILE alone: the file's view."""
    from muster.games.warmaster import fortress as fort

    book = fort.load(fortress, tower_reading)
    if opts.odds or opts.dice or opts.times is not None:
        raise MusterError(say("nothing to roll: add --section ID and an attack "
                              "(--shots, --hits, --rams or --giants)"))
    if attacking:
        raise MusterError(say("name the section to attack: --section ID (sections: {ids})",
                              ids=", ".join(s.id for s in book.sections)))
    return fort.FortressView.of(book)


def _typed_kind(target: str) -> Named:
    """A section kind as typed: English as the player wrote it, Czech the data's name
    ('ne část hradeb', not 'ne wall')."""
    from muster.games.warmaster.siege import find_target, kind_name

    return Named(target, kind_name(find_target(target)).cs)


def _on_file(book: Fortress, section: str, target: str | None, how: Attack,
             opts: RollOptions, dry_run: bool) -> Result:
    """The attack on a section of a fortress file, its state taken from the file."""
    from muster.games.warmaster.siege import Breach, BreachSpec, Section, find_target, kind_name
    from muster.rolling import run

    sec = book.section(section)
    if target is not None and find_target(target) != sec.kind:
        raise MusterError(say("section '{id}' is a {kind}, not a {target}", id=sec.id,
                              kind=kind_name(sec.kind), target=_typed_kind(target)))
    if sec.destroyed:
        raise MusterError(say("section '{id}' ({kind}) is already destroyed and cannot be "
                              "attacked again", id=sec.id, kind=kind_name(sec.kind)),
                          file=book.path, line=sec.line)
    spec = BreachSpec(Section(sec.kind, sec.damaged, sec.breaches, id=sec.id), how.attack())
    result = run(spec, opts)
    if isinstance(result, Breach):
        return result.in_file(book.path, sec.stands, dry_run)
    return result


def passage(
    troop: Annotated[str, typer.Option(
        "--troop", metavar="TYPE", help="infantry, cavalry, chariot, monster, artillery, "
                                        "machine, character or flyer (pěchota, jízda, ...).")],
    side: Annotated[str, typer.Option(
        "--side", metavar="defender|attacker",
        help="defender: the fortress's own side; attacker: the enemy.")],
    move: Annotated[str, typer.Option(
        "--move", metavar="through|onto",
        help="through: through the section (default); onto: onto its ramparts.")] = "through",
    target: Annotated[str | None, typer.Option(
        "--target", "-t", metavar="wall|gate|door|tower",
        help="The section (with --fortress: taken from the section).")] = None,
    destroyed: Annotated[bool, typer.Option(
        "--destroyed", help="The section has fallen: a breach, a collapsed tower, a gate or "
                            "door blown apart.")] = False,
    occupied: Annotated[bool | None, typer.Option(
        "--occupied/--unoccupied", help="Defender stands hold the ramparts (default: not "
                                        "known; with --fortress: the section's stands).")]
    = None,
    stands: Annotated[int, typer.Option(
        "--stands", metavar="N", help="The unit's stands (a small door: {door} a Command "
                                        "phase).", min=0)]
    = 0,
    characters: Annotated[int, typer.Option(
        "--characters", metavar="K", help="Character stands with it (no limit).", min=0)]
        = 0,
    fortress: Annotated[str | None, typer.Option(
        "--fortress", "-f", metavar="FILE", help="A fortress file (YAML).")] = None,
    section: Annotated[str | None, typer.Option(
        "--section", "-s", metavar="ID", help="The section of the fortress file.")] = None,
    tower_reading: TowerReading = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.passage import PassageSpec
    from muster.rolling import roll_options, run

    opts = roll_options(None, None, False, None, as_json)
    state: dict[str, object] = {"stands": stands, "characters": characters}
    if fortress is None:
        if section is not None:
            raise MusterError(say("--section needs --fortress FILE"))
        if target is None:
            raise MusterError(say("say which section: --target wall|gate|door|tower, or "
                                  "--fortress FILE --section ID"))
        state.update(destroyed=destroyed, occupied=occupied)
        emit(run(PassageSpec.of(target, troop, side, move, **state), opts), opts.json)
        return
    from muster.games.warmaster import fortress as fort
    from muster.games.warmaster.siege import find_target, kind_name

    if section is None:
        raise MusterError(say("name the section: --section ID"))
    if destroyed or occupied is not None:
        raise MusterError(say("--destroyed and --occupied come from the fortress file; leave "
                              "them out with --section"))
    sec = fort.load(fortress, tower_reading).section(section)
    if target is not None and find_target(target) != sec.kind:
        raise MusterError(say("section '{id}' is a {kind}, not a {target}", id=sec.id,
                              kind=kind_name(sec.kind), target=_typed_kind(target)))
    state.update(destroyed=sec.destroyed, id=sec.id,
                 occupied=None if sec.stands is None else sec.stands > 0)
    emit(run(PassageSpec.of(sec.kind, troop, side, move, **state), opts), opts.json)
