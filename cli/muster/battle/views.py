"""The battle tracker's terminal text: the only part of it with markup and translation."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from muster.battle import games
from muster.battle.report import Log, Shown, Stats
from muster.engine.render import esc
from muster.engine.rule import view
from muster.games import REGISTRY
from muster.i18n import _, counted, czech, name, ngettext, pgettext, shown, unit_text

if TYPE_CHECKING:  # the recording of a roll weighs it with the exact driver: not a view's
    from muster.battle.record import Done

BAR = 30  # the widest histogram bar, in characters


# a side's units counted with each game's Czech word, as its rosters and cards say ('Karty
# postav / válečníků / bojovníků'); Warmaster and BattleLore keep *jednotka*
_UNIT_WORDS = {"void": ("postava", "postavy", "postav"),
               "mageknight": ("válečník", "válečníci", "válečníků"),
               "confrontation": ("bojovník", "bojovníci", "bojovníků")}


def _phase(game: str, phase: str | None) -> str:
    if phase is None:
        return ""
    names = games.phase_names(game)
    return ", " + (name(names[phase]) if phase in names else phase)


def _state(game: str, profile: dict[str, Any], state: dict[str, Any]) -> str:
    return ", ".join(shown(x) for x in games.rules(game).describe(profile, state))


def roll_lines(done: Done) -> list[str]:
    """What a roll did to the battle, after the roll's own lines."""
    out = []
    for c in done.changes:
        before, after = (_state(done.game, c.profile, s) for s in (c.before, c.after))
        if before == after and c.role.startswith("attacker") and c.told is None:
            continue
        if before == after:
            out.append(_("[bold]Battle[/]: {unit} ({side}): {state}").format(
                unit=esc(c.name), side=esc(c.side), state=after))
        else:
            out.append(_("[bold]Battle[/]: {unit} ({side}): {before} -> [bold]{after}[/]")
                       .format(unit=esc(c.name), side=esc(c.side), before=before,
                               after=after))
        if c.told is not None:
            out.append("  " + esc(shown(c.told)))
    for o in done.overrides:
        out.append(_("  {option} {given} given: the battle's {value} not used").format(
            option=o["option"], given=esc(_value(o["given"])), value=esc(_value(o["battle"]))))
    out.append(_("  logged as revision {revision} (round {round}{phase})").format(
        revision=done.revision, round=done.round, phase=_phase(done.game, done.phase)))
    return out


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return _("yes") if v else _("no")
    if v is None:
        return "-"
    if isinstance(v, list | tuple):
        return ",".join(map(_value, v))
    return str(v)


@view(Shown)
def show_lines(r: Shown) -> list[str]:
    head = {"new": _("Battle created: {file}"), "add": _("Added to {file}"),
            "next": _("Moved on: {file}"), "undo": _("Undone: {file}"),
            "redo": _("Redone: {file}"), "attach": _("Attached to {file}"),
            "set": _("Set by hand in {file}")}
    out = []
    if r.action in head:
        out.append(head[r.action].format(file=esc(r.file)))
    if r.undid is not None:
        # Czech agrees with the action: 'vzat zpět průlom', 'vzato zpět zahrání karty'
        line = pgettext("m", "  and in {file}: {action} taken back") \
            if r.undid["action"] in _MASCULINE_ACTIONS \
            else pgettext("n", "  and in {file}: {action} taken back")
        out.append(line.format(
            file=esc(r.undid["file"]), action=_file_action(r.undid["action"])))
    out.append(_("[bold]{game}[/], round {round}{phase} (revision {revision})").format(
        game=REGISTRY[r.game].name, round=r.round, phase=_phase(r.game, r.phase),
        revision=r.revision))
    for side in r.sides:
        n = len(side["units"])
        forms = _UNIT_WORDS.get(r.game) if czech() else None
        out.append(f"[bold]{esc(side['name'])}[/]: {counted(n, forms)}" if forms else
                   ngettext("[bold]{side}[/]: {n} unit", "[bold]{side}[/]: {n} units", n)
                   .format(side=esc(side["name"]), n=n))
        for u in side["units"]:
            out.append(f"  {esc(u['name'])}: "
                       + esc(_state(r.game, u["profile"], u["state"])))
    for kind, path in sorted(r.attached.items()):
        word = {"deck": _("deck"), "fortress": _("fortress")}.get(kind, kind)
        # Czech agrees with the file's kind: 'připojen balíček', 'připojena pevnost'
        line = pgettext("f", "attached {kind}: {file}") if kind == "fortress" \
            else pgettext("m", "attached {kind}: {file}")
        out.append(line.format(kind=word, file=esc(path)))
    return out


@view(Log)
def log_lines(r: Log) -> list[str]:
    out = []
    for e in r.entries:
        d = e.get("detail") or {}
        if e["action"] == "roll":
            where = _("round {round}").format(round=d.get("round")) + _phase(
                r.game, d.get("phase"))
            how = (_("dice {dice}").format(dice=",".join(d["dice"])) if d.get("dice")
                   else _("seed {seed}").format(seed=d.get("seed"))
                   if d.get("seed") is not None else _("no die"))
            out.append(f"{e['revision']:>4}  {esc(str(d.get('time', '')))}  {where}  "
                       f"{esc(str(d.get('command', '')))}  ({how})")
        elif e["action"] == "attached":
            out.append(f"{e['revision']:>4}  " + _("{action} in {file} (its revision "
                                                    "{revision})").format(
                action=_file_action(d.get("action", "")), file=esc(str(d.get("file"))),
                revision=d.get("revision")))
        else:
            out.append(f"{e['revision']:>4}  {_action(e['action'], r.game)}")
    return out


# the actions whose Czech name (`_file_action`) is masculine: konec kola, průlom (the others
# are neuter: zahrání karty, vrácení zpět, líznutí karty, nové kolo, založení balíčku)
_MASCULINE_ACTIONS = frozenset(("end-turn", "breach"))


def _file_action(action: str) -> str:
    """A change to an attached deck or fortress, by its action id."""
    return {"play": _("deck action: play"), "end-turn": _("deck action: end-turn"),
            "undo": _("deck action: undo"), "draw": _("deck action: draw"),
            "round": _("deck action: round"), "breach": _("the breach")}.get(action, action)


def _action(action: str, game: str) -> str:
    return {"new": _("battle created"), "add": unit_text(game, "unit added"),
            "next": _("next phase"),
            "undo": _("undo"), "redo": _("redo"), "attach": _("file attached"),
            "set": _("state set by hand")}.get(action, action)


def _terminal() -> bool:
    """Standard output is a terminal: the histogram is for a player's eyes."""
    return bool(getattr(sys.stdout, "isatty", lambda: False)())


@view(Stats)
def stats_lines(r: Stats) -> list[str]:
    out = []
    for s in r.sides:
        who = esc(s.side) if s.side else _("(no side known)")
        if s.mean is None and not s.rolls:  # Czech: 'žádný hod', not '0 hodů, u žádného' (2b 4)
            out.append(_("[bold]{side}[/]: 0 rolls, none with a known percentile").format(
                side=who))
            continue
        if s.mean is None:
            out.append(ngettext("[bold]{side}[/]: {n} roll, its percentile not known",
                                "[bold]{side}[/]: {n} rolls, none with a known percentile",
                                s.rolls).format(side=who, n=s.rolls))
            continue
        out.append(ngettext("[bold]{side}[/]: {n} roll, the dice ran at percentile {pct}",
                            "[bold]{side}[/]: {n} rolls, the dice ran at percentile {pct}",
                            s.rolls).format(side=who, n=s.rolls, pct=round(100 * s.mean)))
        if not _terminal():
            continue  # a script reads the mean (and --json the histogram's counts)
        top = max(s.histogram) or 1
        for i, count in enumerate(s.histogram):
            bar = "#" * round(BAR * count / top)
            out.append(f"  {10 * i:>3}-{10 * i + 10:<3}% {bar} {count or ''}".rstrip())
    return out
