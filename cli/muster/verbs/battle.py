"""`muster battle`: one battle file for a game in progress (`muster.battle`)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Annotated, Any

import typer

from muster.engine.names import Lookup
from muster.engine.render import emit
from muster.errors import MusterError
from muster.games import canonical, unknown_game
from muster.i18n import N_, N_unit, say, say_unit, unit_context
from muster.verbs._battle import battle_file
from muster.verbs._battle_profile import profile_options, with_profile
from muster.verbs._json import Json
from muster.verbs._rolling import BattleFile

if TYPE_CHECKING:
    from muster.battle.model import Battle

# The battle package (its model, file, reports and each game's part) is imported inside the
# commands: a help loads none of it (start-up: bench/startup.py, tests/test_startup_imports.py)

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="A battle in progress: its sides, every unit's state in the game's own "
                       "terms, the round and phase, and a log of every roll. Inside a battle, "
                       "the resolving commands take --target NAME (and --attacker NAME): the "
                       "unit's profile and state fill the options left out, and what a roll "
                       "does to it is written back (a roll to hit only reads it). The battle "
                       "file is --battle FILE, else MUSTER_BATTLE, "
                       "else the config's battle.\n\n"
                       "Examples (docs/usage/battle.md runs a whole evening):\n\n"
                       "  muster battle new skirmish.json --game conf --side Griffins "
                       "--side Wolfen\n\n"
                       "  muster battle add Wolfen Paladin --res 7 --battle skirmish.json\n\n"
                       "  muster wound conf --str 13 --target Paladin --battle skirmish.json")
app.callback()(lambda: None)

def _path(given: str | None) -> str:
    path = battle_file(given)
    if path is None:
        raise MusterError(say("no battle file: give --battle FILE or set MUSTER_BATTLE "
                              "(muster battle new FILE --game GAME makes one)"))
    return path


def _show(path: str, revision: int, battle: Battle, action: str | None, as_json: bool
          ) -> None:
    from muster.battle.report import Shown

    emit(Shown.of(path, revision, battle, action), as_json)


@app.command("new", help="Start a battle file for one game: sides from army files "
                          "(--army, one side each) or named (--side).\n\nExamples:\n\n"
                          "  muster battle new skirmish.json --game conf --side Griffins "
                          "--side Wolfen")
def new(
    file: Annotated[str, typer.Argument(metavar="FILE", help="The battle file to create.")],
    game: Annotated[str, typer.Option("--game", "-g", metavar="GAME",
                                      help="The game (confrontation, warmaster, ...).")],
    army: Annotated[list[str] | None, typer.Option(
        "--army", metavar="FILE", help="An army file: a side with its units (repeat).")]
        = None,
    side: Annotated[list[str] | None, typer.Option(
        "--side", metavar="NAME", help="A side named by hand, units added later (repeat).")]
        = None,
    catalogue: Annotated[list[str] | None, typer.Option(
        "--catalogue", metavar="FILE", help="A catalogue whose units' profiles the army "
        "files' units take, matched by name (Confrontation stats, Warmaster Attacks, Hits "
        "and Armour; repeat).")] = None,
    as_json: Json = False,
) -> None:
    from muster.battle import games, store
    from muster.battle.model import Battle, Side, Unit
    from muster.battle.names import typed_name

    found = canonical(game)
    if found is None or found not in games.tracked():  # the one refusal of an unknown game
        raise MusterError(f"--game: {unknown_game(game, games.tracked())}")
    side = [typed_name("side", s) for s in side or []]  # --side by the convention
    part = games.rules(found)
    order = games.phases(found)
    battle = Battle(found, phase=order[0] if order else None)
    if catalogue and not army:
        raise MusterError(say("--catalogue gives the profiles of an army file's units: add "
                              "--army FILE"))
    listed: list[Any] = []  # the catalogues' (--catalogue comes with --army)
    if army:  # the army files' readers: only when there are some
        from muster.battle import armies

        listed = armies.catalogues(list(catalogue or []), found)
    for path in army or []:
        for name, units in armies.read(path, found, listed):
            side_name = _unique_side(battle, name, path)
            battle = dataclasses.replace(battle, sides=(*battle.sides, Side(side_name)))
            for unit, profile in units:
                with _as_options({}):
                    checked = games.check_profile(found, profile)
                battle = battle.with_added(side_name, Unit(_unique(battle, unit), checked,
                                                           part.fresh(checked)))
    for name in side or []:
        if battle.side_named(name) is not None:
            raise MusterError(say("--side {name}: there is already a side of that name",
                                  name=name))
        battle = dataclasses.replace(battle, sides=(*battle.sides, Side(name)))
    doc = store.create(file, battle, {"armies": list(army or []), "sides": list(side or []),
                                      **({"catalogues": catalogue} if catalogue else {})})
    _show(file, doc.revision, battle, "new", as_json)


def _unique_side(battle: Battle, name: str, path: str) -> str:
    return name if battle.side_named(name) is None else f"{name} ({path})"


def _unique(battle: Battle, name: str) -> str:
    taken = {u.name for _s, u in battle.units()}
    if name not in taken:
        return name
    n = 2
    while f"{name} {n}" in taken:
        n += 1
    return f"{name} {n}"


@app.command("add", help="Add a unit (or --count N numbered units) to a side, with its "
                          "profile in the game's terms; a new side name starts a side.\n\n"
                          "Examples:\n\n"
                          "  muster battle add Wolfen Paladin --res 7 --str 13 "
                          "--battle skirmish.json")
@with_profile(before="battle")
def add(
    side: Annotated[str, typer.Argument(metavar="SIDE", help="The side (new or existing).")],
    name: Annotated[str, typer.Argument(metavar="NAME", help="The unit's name.")],
    count: Annotated[int, typer.Option("--count", min=1, max=100, metavar="N",
                                       help="Add N units, named NAME 1 ... NAME N.")] = 1,
    battle: BattleFile = None, as_json: Json = False,
    profile: dict[str, Any] | None = None, armour: str | None = None,
) -> None:
    from muster.battle import games, store
    from muster.battle.model import Unit
    from muster.battle.names import typed_name

    path = _path(battle)
    with _as_options({"side": "SIDE", "name": "NAME"}):
        side = typed_name("side", side)
        name = typed_name("name", name, count)
    profile = dict(profile or {})
    with store.changing(path) as edit:
        game = edit.battle.game
        if armour is not None:
            profile["armor" if game == "void" else "armour"] = (
                _number(armour) if game == "void" else _armour(armour))
        given = {k: v for k, v in profile.items()
                 if v is not None and v is not False and v != []}  # 0 is a value
        with _as_options(profile_options()):
            checked = games.check_profile(game, given)
        part = games.rules(game)
        now = edit.battle
        names = [name] if count == 1 else [f"{name} {i}" for i in range(1, count + 1)]
        for n in names:
            if now.unit_named(n) is not None:
                raise MusterError(say_unit(game, "there is already a unit called '{name}'; "
                                           "every unit needs its own name", name=n), file=path)
            now = now.with_added(side, Unit(n, checked, part.fresh(checked)))
        edit.record(now, "add", {"side": side, "units": names, "profile": checked})
    doc, now = edit.written()
    _show(path, doc.revision, now, "add", as_json)


def _number(text: str) -> int:
    from muster.numbers import NotANumber, parse_int

    try:
        return parse_int(text, "")
    except NotANumber as err:
        raise MusterError(say("--armour: {problem}", problem=err.message)) from None


def _armour(text: str | None) -> int | None:
    """--armour 4+ -> 4, none -> 0 (Warmaster's own reading of a save)."""
    if text is None:
        return None
    from muster.games.warmaster.armour import parse_armour

    with _as_options({"armour": "--armour"}):
        return parse_armour(text) or 0


def _as_options(table: dict[str, str]) -> Any:
    from muster.verbs import options

    return options(table)


@app.command("show", help="The sides, every unit's state, the round and phase, and the "
                           "files attached.\n\nExamples:\n\n"
                           "  muster battle show --battle skirmish.json")
def show(battle: BattleFile = None, as_json: Json = False) -> None:
    from muster.battle import store

    path = _path(battle)
    doc, now = store.read(path)
    _show(path, doc.revision, now, None, as_json)


@app.command("next", help="Move on to the next phase; after the last one, the next round "
                           "(what ends with the round ends: a stun).\n\nExamples:\n\n"
                           "  muster battle next --battle skirmish.json\n\n"
                           "  muster battle next --round --battle skirmish.json")
def next_(
    round_: Annotated[bool, typer.Option("--round", help="Straight to the next round.")]
        = False,
    battle: BattleFile = None, as_json: Json = False,
) -> None:
    from muster.battle import games, store
    from muster.battle.model import Side

    path = _path(battle)
    with store.changing(path) as edit:
        now = edit.battle
        order = games.phases(now.game)
        at = order.index(now.phase) if now.phase in order else len(order) - 1
        part = games.rules(now.game)
        new_round = round_ or at + 1 >= len(order)

        def after(state: Any) -> Any:
            state = games.phase_ends(now.game, now.phase, state)
            return part.new_round(state) if new_round else state

        sides = tuple(Side(s.name, tuple(dataclasses.replace(u, state=after(u.state))
                                         for u in s.units)) for s in now.sides)
        if new_round:
            moved = dataclasses.replace(now, round=now.round + 1, sides=sides,
                                        phase=order[0] if order else None)
        else:
            moved = dataclasses.replace(now, phase=order[at + 1], sides=sides)
        edit.record(moved, "next", {"round": moved.round, "phase": moved.phase})
    doc, now = edit.written()
    _show(path, doc.revision, now, "next", as_json)


@app.command("set", help="Set a unit's state by hand (what the battle cannot see: a "
                         "Warmaster unit engaged in combat, a wound healed by a spell); "
                         "logged and undoable like a roll.\n\nExamples:\n\n"
                         "  muster battle set Boyz engaged=yes --battle siege.json\n\n"
                         "  muster battle set Paladin wound=light --battle skirmish.json\n\n"
                         "  muster battle set Ota prone=no --battle void.json")
def set_(
    unit: Annotated[str, typer.Argument(metavar="UNIT", help="The unit's name.")],
    values: Annotated[list[str], typer.Argument(
        metavar="KEY=VALUE...", help="State keys and their values (battle show --json "
                                     "shows a unit's keys; yes/no for a flag).")],
    battle: BattleFile = None, as_json: Json = False,
) -> None:
    from muster.battle import edit as by_hand
    from muster.battle import store
    from muster.verbs import options

    path = _path(battle)
    with store.changing(path) as edit:
        now = edit.battle
        units = {u.name: {"en": u.name} for _s, u in now.units()}
        if not units:  # not 'unknown unit (allowed: )'
            raise MusterError(say_unit(now.game, "the battle has no units yet: add them "
                                                 "with muster battle add SIDE NAME"),
                              file=path)
        with options({"unit": "UNIT"}):
            name = Lookup(N_("unit"), units).find(
                unit, field="unit", template=N_unit("unknown unit '{name}' (allowed: {allowed})"),
                context=unit_context(now.game))
        found = now.unit_named(name)
        assert found is not None
        state = dict(found[1].state)
        for given in values:
            key, eq, text = given.partition("=")
            if not eq or not key:
                raise MusterError(say("'{given}': give KEY=VALUE (e.g. engaged=yes)",
                                      given=given))
            with options({"key": "KEY", key: key}):
                key, state[key] = by_hand.value(now.game, key, text, state)
        edit.record(now.with_unit(name, state), "set",
                    {"unit": name, "before": dict(found[1].state), "after": state})
    doc, now = edit.written()
    _show(path, doc.revision, now, "set", as_json)


@app.command("log", help="Every change and every roll: time, round and phase, the "
                          "command as typed, the seed or the dice entered (--json: each "
                          "roll's result too).\n\nExamples:\n\n"
                          "  muster battle log --json --battle skirmish.json")
def log(battle: BattleFile = None, as_json: Json = False) -> None:
    from muster.battle import store
    from muster.battle.report import Log

    path = _path(battle)
    doc, now = store.read(path)
    emit(Log(path, doc.log, now.game), as_json)


@app.command("undo", help="Take back the last change (a roll's wound, a move to the next "
                           "phase, a unit added, a card played from the battle's deck or a "
                           "breach of its fortress: in that file too).\n\nExamples:\n\n"
                           "  muster battle undo --battle skirmish.json")
def undo(battle: BattleFile = None, as_json: Json = False) -> None:
    from muster.battle import attached, store
    from muster.battle.model import Battle
    from muster.battle.report import Shown

    path = _path(battle)
    change = attached.undoing(path)
    if change is not None and change["kind"] == "fortress":  # a breach: out of the file too
        from muster.battle import undo_fortress

        undo_fortress.undo(change)
    elif change is not None:  # a change to the battle's deck: taken back in the deck too
        from muster.battle import undo_deck

        undo_deck.undo(path, change)
    doc = store.undo(path)
    emit(Shown.of(path, doc.revision, Battle.of(doc.game, doc.state), "undo",
                  undid=change), as_json)


@app.command("redo", help="Put back what the last undo took back (until a new change).\n\n"
                           "Examples:\n\n  muster battle redo --battle skirmish.json")
def redo(battle: BattleFile = None, as_json: Json = False) -> None:
    from muster.battle import attached, store
    from muster.battle.model import Battle

    path = _path(battle)
    doc, _now = store.read(path)
    kept = doc.data.get("redo") or []
    if kept and kept[-1].get("action") == attached.ACTION:
        raise MusterError(say("the last undo took back a change to the battle's deck, "
                              "which keeps no redo: make that change again with its own "
                              "command"), file=path)
    if kept and attached.changed(doc, int(kept[-1]["revision"])) is not None:
        raise MusterError(say("the last undo took back a breach in the battle's fortress, "
                              "which keeps no redo: roll it again with siege-breach"),
                          file=path)
    doc = store.redo(path)
    _show(path, doc.revision, Battle.of(doc.game, doc.state), "redo", as_json)


@app.command("stats", help="Per side, the rolls made and how lucky they were: each roll's "
                            "percentile in its exact distribution, averaged, with a "
                            "histogram on a terminal.\n\nExamples:\n\n"
                            "  muster battle stats --battle skirmish.json")
def stats(battle: BattleFile = None, as_json: Json = False) -> None:
    from muster.battle import store
    from muster.battle.report import Stats

    path = _path(battle)
    _doc, now = store.read(path)
    emit(Stats.of(path, now), as_json)


@app.command("attach", help="Attach the battle's deck file or fortress file (kept by "
                             "name; a command of the battle that takes --deck or --fortress "
                             "reads it when that option is left out).\n\nExamples:\n\n"
                             "  muster battle attach --fortress castle.yaml --battle skirmish.json")
def attach(
    deck: Annotated[str | None, typer.Option("--deck", metavar="FILE",
                                             help="A deck file.")] = None,
    fortress: Annotated[str | None, typer.Option("--fortress", metavar="FILE",
                                                 help="A fortress file.")] = None,
    battle: BattleFile = None, as_json: Json = False,
) -> None:
    import os

    from muster.battle import store

    path = _path(battle)
    given = {k: v for k, v in (("deck", deck), ("fortress", fortress)) if v}
    if not given:
        raise MusterError(say("give --deck FILE or --fortress FILE"))
    for kind, file in given.items():
        if not os.path.isfile(file):
            raise MusterError(say("--{kind} {file}: no such file", kind=kind, file=file))
    with store.changing(path) as edit:
        now = dataclasses.replace(edit.battle, attached={**edit.battle.attached, **given})
        edit.record(now, "attach", given)
    doc, now = edit.written()
    _show(path, doc.revision, now, "attach", as_json)
