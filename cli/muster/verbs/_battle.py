"""A resolving command inside a battle (`muster battle`): ``--target NAME``, ``--attacker
NAME`` and ``--battle FILE``, added to a command by `in_battle`.

Before the command's options are parsed, the battle file is found (``--battle``, else
MUSTER_BATTLE, else the config's ``battle``) and locked for the whole command; the units
named fill the options left out (click's ``default_map``: an option given still wins, and
the log says so). Every single roll of the command's spec is then applied to the units
(their game's pure ``apply``), logged and written in the same locked step, before it is
shown; the view and the JSON get what the battle did. Without a battle file nothing of
this runs and the command rolls on its own options alone."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import click
from click.core import ParameterSource

from muster.config import battle_file as battle_file  # where the verbs import it from
from muster.errors import MusterError
from muster.i18n import N_, N_unit, _, say, say_unit, unit_context
from muster.verbs._extras import is_column
from muster.verbs._in_battle import joined


def _scan(args: list[str], flags: Mapping[str, tuple[str, ...]],
          typed: dict[str, list[str]] | None = None) -> dict[str, list[str]]:
    """--target and --attacker (each one given: a group's attackers, where the roll takes
    them) and --battle as the line gives them (before parsing); the last battle wins, as for
    any option. ``typed`` gets the option each of them was given by (``--target-unit``), in
    the same order."""
    found: dict[str, list[str]] = {}
    for i, arg in enumerate(args):
        if arg == "--":
            break
        for name, opts in flags.items():
            for opt in opts:
                value = None
                if arg == opt and i + 1 < len(args):
                    value = args[i + 1]
                elif arg.startswith(opt + "="):
                    value = arg[len(opt) + 1:]
                if value is not None:
                    many = name in ("target", "attacker")
                    found[name] = [*found.get(name, []), value] if many else [value]
                    if typed is not None:
                        typed[name] = [*typed.get(name, []), opt] if many else [opt]
    return found


def _as_typed(flags: Mapping[str, tuple[str, ...]],
              typed: Mapping[str, list[str]]) -> dict[str, tuple[str, ...]]:
    """Each role's option names with the one the line gave it by (last) first, so that a
    refusal names the option the user typed (``--target-unit Nobody``: ``--target-unit``)."""
    return {role: tuple(dict.fromkeys((typed[role][-1], *opts))) if role in typed else opts
            for role, opts in flags.items()}


class BattleCommand(click.Command):
    """Mixed into a command made by `in_battle`: the battle found and held before parsing."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            if not any(a in ctx.help_option_names for a in args) and not ctx.resilient_parsing \
                    and not is_column(ctx):
                _start(self, ctx, args)
            return super().parse_args(ctx, args)
        except BaseException:
            # click closes a context only once it is made: a line refused while parsing
            # lets the battle file go now, not when the context is collected
            ctx.close()
            raise

    def invoke(self, ctx: click.Context) -> Any:
        session = ctx.meta.get(SESSION)
        if session is not None:
            session.check_alike()
            session.join_typed()
        return super().invoke(ctx)


SESSION = "muster.battle"  # the command's Session, in its context's meta
_CLASSES: dict[type, type] = {}


def battle_class(base: type[click.Command]) -> type[click.Command]:
    if base not in _CLASSES:
        _CLASSES[base] = type(base.__name__, (BattleCommand, base),
                              {"__module__": base.__module__})
    return _CLASSES[base]


def _start(cmd: click.Command, ctx: click.Context, args: list[str]) -> None:
    typed: dict[str, list[str]] = {}
    marks = joined(cmd)
    named = _scan(args, marks.flags, typed)
    flags = _as_typed(marks.flags, typed)
    path = battle_file(named["battle"][0] if named.get("battle") else None)
    if path is None:
        if named.get("target") or named.get("attacker"):
            which = flags["target"][0] if named.get("target") else flags["attacker"][0]
            raise MusterError(say("{option} names a unit of a battle, and there is no "
                                  "battle file: give --battle FILE or set MUSTER_BATTLE "
                                  "(muster battle new FILE --game GAME makes one)",
                                  option=which))
        return
    from muster.battle import store
    from muster.games import GAMES

    game = getattr(cmd, "game", None) or (cmd.name if cmd.name in GAMES else None)
    if store.game_of(path) != game and not named.get("target") and not named.get("attacker"):
        return  # a battle of another game: this roll is not part of it
    held = ctx.with_resource(_holding(path))
    if held.game != game:
        from muster.games import REGISTRY

        raise MusterError(say("the battle in {file} is a game of {found}; --target and "
                              "--attacker name its units in its own game's commands",
                              file=path, found=REGISTRY[held.game].name))
    session = Session(cmd, ctx, held, path, named, flags, typed.get("target", []))
    ctx.meta[SESSION] = session
    # a default a caller already set (the base command's values in a --vs column) wins
    ctx.default_map = {**session.defaults(), **(ctx.default_map or {})}
    ctx.with_resource(session.listening())


_OPEN: dict[str, Any] = {}  # the battle files this process holds, by real path


@contextmanager
def _holding(path: str) -> Iterator[Any]:
    """The battle file's lock for this command; a command run inside it (the columns of
    --vs) shares it rather than wait for itself."""
    from muster.battle import store

    key = os.path.realpath(path)
    if key in _OPEN:
        yield _OPEN[key]
        return
    with store.hold(path) as held:
        _OPEN[key] = held
        try:
            yield held
        finally:
            del _OPEN[key]


class Session:
    """One command's work with a battle: the units it names, what they filled, the roll."""

    def __init__(self, cmd: click.Command, ctx: click.Context, held: Any, path: str,
                 named: dict[str, list[str]], flags: Mapping[str, tuple[str, ...]],
                 target_flags: list[str]):
        self.cmd, self.ctx, self.held, self.path = cmd, ctx, held, path
        marks = joined(cmd)
        self.spec, self.rolls, self.expand = marks.spec, marks.rolls, marks.expand
        self.flags = flags  # role -> its option names, the one the line gave first
        from muster.battle import games

        self.join = games.join(held.game, self.spec)  # the command's own spec's
        self.units = self._units(named, target_flags)
        self._refuse_sides()
        self.filled: dict[str, Any] = {}  # param name -> the battle's value
        self.differ: dict[str, list[Any]] = {}  # several targets' values that disagree
        self._fill()
        self.added: tuple[list[str], dict[str, Any]] = ([], {})
        # param name -> (the value typed, the battle's values it left out): `join_typed`
        self.typed_joined: dict[str, tuple[Any, tuple[Any, ...]]] = {}
        # writers of the battle's attached files, called with the roll's result before it
        # is recorded; what one returns is kept with the roll, for `battle undo`
        self.attaching: list[Callable[[object], dict[str, Any] | None]] = []

    def _units(self, named: dict[str, list[str]], target_flags: list[str]) -> dict[str, Any]:
        """role -> (side, unit): the targets (target, target 2, ...), then the attacker
        (``target_flags``: the option each target was given by)."""
        from muster.battle import games

        targets = named.get("target", [])
        if len(targets) > 1 and not self.join.several:
            raise MusterError(say("{option} is given {n} times, and this command is against "
                                  "one target", option=self.flags["target"][0],
                                  n=len(targets)))
        units = {games.role(i): self._unit("target", name, flag)
                 for i, (name, flag) in enumerate(zip(targets, target_flags, strict=True))}
        seen = [u.name for _s, u in units.values()]
        twice = next((n for n in seen if seen.count(n) > 1), None)
        if twice is not None:
            raise MusterError(say("{option} {name} is given twice",
                                  option=self.flags["target"][0], name=twice))
        attackers = named.get("attacker", [])
        # a group rolls together where the join gathers it; else the last one named wins
        for i, name in enumerate(attackers if self.join.gather else attackers[-1:]):
            unit = self._unit("attacker", name)
            # one unit in both roles: each role's new state would overwrite the other's
            if unit[1].name in seen:
                raise MusterError(say("{option} {name} is also {attacker}: a unit is not "
                                      "its own target", option=self.flags["target"][0],
                                      name=unit[1].name, attacker=self.flags["attacker"][0]))
            if any(u.name == unit[1].name for r, (_s, u) in units.items()
                   if r.startswith("attacker")):
                raise MusterError(say("{option} {name} is given twice",
                                      option=self.flags["attacker"][0], name=unit[1].name))
            units[games.attacker_role(i)] = unit
        return units

    def _refuse_sides(self) -> None:
        """The sides of the units named, as the spec's join asks: targets that must be the
        attacker's enemies, or the first target only (the one aimed at); a roll its side makes
        once a round: `_side_once`, when rolled."""

        attacker = self.units.get("attacker")
        stray = next((u for role, (s, u) in self.units.items() if role.startswith("attacker ")
                      and attacker is not None and s.name != attacker[0].name), None)
        if attacker is not None and stray is not None:  # a group is one side's (L672-675)
            raise MusterError(say("{option} {name} is not a unit of {side}, the side of {who}: "
                                  "the units that roll together are of one side",
                                  option=self.flags["attacker"][0], name=stray.name,
                                  side=attacker[0].name, who=attacker[1].name))
        if attacker is not None and (self.join.enemies or self.join.enemy_first):
            aimed_only = not self.join.enemies  # the first target only: a shot into a melee
            own = next((u.name for role, (s, u) in self.units.items()
                        if (role == "target" if aimed_only else not role.startswith("attacker"))
                        and s.name == attacker[0].name), None)
            if own is not None:
                raise MusterError(say(
                    N_("{option} {name} is a unit of {side}, the side of {who}: the first "
                       "{option} is the enemy aimed at (the figures in base contact with it "
                       "may be of any side)") if aimed_only else
                    N_("{option} {name} is a unit of {side}, the side of {who}: this roll is "
                       "against enemy units"),
                    option=self.flags["target"][0], name=own, side=attacker[0].name,
                    who=attacker[1].name))
        targets = [(s, u) for role, (s, u) in self.units.items()
                   if not role.startswith("attacker")]
        sides = {s.name for s, _u in targets}
        if attacker is None and self.join.enemies and len(sides) > 1 and \
                len(sides) == len(self.held.battle.sides):
            # no roller named: one side is its own, so not every side can be a target's (a
            # battle that keeps one side only may be keeping only the enemy's)
            raise MusterError(say("{option}: {names} are units of every side of the battle, "
                                  "and this roll is against the enemies of the side that "
                                  "makes it (name its unit with {attacker})",
                                  option=self.flags["target"][0],
                                  names=", ".join(u.name for _s, u in targets),
                                  attacker=self.flags.get("attacker", ("--attacker",))[0]))

    def _side_once(self, mark: str) -> None:
        """A roll its side makes once a round (Reinforcement), refused when another unit of
        the side carries ``mark``: checked when it is rolled, as `rolling`'s other refusals
        (a question, ``--odds``, is answered)."""
        for role, (side, unit) in self.units.items():
            done = next((u.name for s, u in self.held.battle.units()
                         if s.name == side.name and u.name != unit.name and u.state.get(mark)),
                        None)
            if done:
                kind = "attacker" if role.startswith("attacker") else "target"
                raise MusterError(say("{option} {name}: its side has rolled this die for {other} "
                                      "this round already (one die a round for the side)",
                                      option=self.flags[kind][0], name=unit.name, other=done))

    def _fill(self) -> None:
        from muster.battle import games

        filled: dict[str, list[dict[str, Any]]] = {}
        for role, (_side, unit) in self.units.items():
            kind = games.kind(role)
            try:
                fields = (self.join.fill(kind, unit.profile, unit.state) if self.join.fill
                          else {})
            except MusterError as err:
                raise MusterError(say("{option} {name}: {problem}",
                                      option=self.flags[kind][0], name=unit.name,
                                      problem=err.message)) from None
            filled.setdefault(kind, []).append(fields)
        targets = filled.pop("target", [])
        if len(targets) > 1:
            merged, self.differ = games.merge(targets)
            if self.join.count is not None:
                merged[self.join.count] = len(targets)
            filled["target"] = [merged]
        elif targets:
            filled["target"] = targets
        group = filled.get("attacker", [])
        if len(group) > 1 and self.join.gather is not None:
            filled["attacker"] = [self.join.gather(group)]
        together = (self.join.whole(self.held.battle, self.held.doc.log)
                    if self.join.whole and not self.units else {})
        together.update({k: v for role in ("target", "attacker") for f in filled.get(role, [])
                         for k, v in f.items()})
        if self.join.complete:
            together = self.join.complete(together)
        for field, value in together.items():
            if field in self.expand:
                self.filled.update(self.expand[field](value))
            else:
                self.filled[field] = value
        names = {p.name for p in self.cmd.params}
        for kind, file in self.held.battle.attached.items():  # battle attach --deck, --fortress
            if kind in names:
                self.filled[kind] = file

    def check_alike(self) -> None:
        """Several targets that differ in a field the command takes once (a Void volley's
        targets are alike): refused unless the option is given."""
        params = {p.name: p for p in self.cmd.params}
        names = [u.name for role, (_s, u) in self.units.items()
                 if not role.startswith("attacker")]
        unread = self.join.unread(self.ctx.params) if self.join.unread else frozenset()
        differ = [(params[f].opts[0], values) for f, values in self.differ.items()
                  if f in params and f not in unread and self.ctx.get_parameter_source(f)
                  is not ParameterSource.COMMANDLINE]
        if differ:
            shown = "; ".join(f"{option} " + ", ".join(
                f"{n} {'-' if v is None else _value(v)}" for n, v in zip(names, values,
                                                                           strict=True))
                for option, values in differ)
            raise MusterError(say("the targets differ ({values}): one attack on several "
                                  "targets takes them alike; give those options for all of "
                                  "them, or roll them one by one", values=shown))
        count = self.join.count
        if names and count is not None and count in params and \
                self.ctx.get_parameter_source(count) is \
                ParameterSource.COMMANDLINE and self.ctx.params.get(count) != len(names):
            raise MusterError(say(
                "{option} {given} and {n} target(s) named ({names}): the battle counts the "
                "targets named; leave {option} out, or name that many targets",
                option=params[count].opts[0], given=self.ctx.params.get(count), n=len(names),
                names=", ".join(names)))
        if len(names) > 1:  # a value per target, given by hand for fewer or more of them
            for field, value in self.filled.items():
                given = self.ctx.params.get(field)
                if field in params and isinstance(value, list) and len(value) == len(names) \
                        and isinstance(given, (list, tuple)) and len(given) != len(names) \
                        and self.ctx.get_parameter_source(field) is \
                        ParameterSource.COMMANDLINE:
                    raise MusterError(say(
                        "{option} is given {given} time(s) for {n} targets ({names}): give "
                        "it once per target, in their order, or leave it to the battle",
                        option=params[field].opts[0], given=len(given), n=len(names),
                        names=", ".join(names)))

    def _unit(self, role: str, name: str, flag: str | None = None) -> Any:
        from muster.engine.names import Lookup

        battle = self.held.battle
        units = {u.name: {"en": u.name} for _s, u in battle.units()}
        if not units:
            raise MusterError(say_unit(battle.game, "the battle has no units yet: add them "
                                                    "with muster battle add SIDE NAME"),
                              file=self.path)
        field = (flag or self.flags[role][0]).removeprefix("--").replace("-", "_")
        key = Lookup(N_("unit"), units).find(
            name, field=field, template=N_unit("{field}: unknown unit '{name}' (allowed: "
                                               "{allowed})"),
            context=unit_context(battle.game))
        return battle.unit_named(key)

    def defaults(self) -> dict[str, Any]:
        names = {p.name for p in self.cmd.params}
        return {k: v for k, v in self.filled.items() if k in names}

    def join_typed(self) -> None:
        """A value typed that adds to what the battle filled (`Join.joined`: a Void situation
        typed and the prone target the battle knows) is the roll's with the battle's."""
        if self.join.joined is None:
            return
        for name, known in self.filled.items():
            if name in self.ctx.params and \
                    self.ctx.get_parameter_source(name) is ParameterSource.COMMANDLINE:
                typed = self.ctx.params[name]
                got = self.join.joined(name, known, typed)
                if got is not None:
                    self.ctx.params[name], left_out = got
                    self.typed_joined[name] = (typed, left_out)

    def overrides(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for param in self.cmd.params:
            name = param.name or ""
            if name in self.typed_joined:  # the battle's values kept, but those left out
                typed, left_out = self.typed_joined[name]
                if left_out:
                    out.append({"option": param.opts[0], "battle": list(left_out),
                                "given": list(typed)})
            elif name in self.filled and \
                    self.ctx.get_parameter_source(name) is ParameterSource.COMMANDLINE:
                given = self.ctx.params.get(name)
                if isinstance(given, tuple):
                    given = list(given)
                battle = self.filled[name]
                if given != (list(battle) if isinstance(battle, tuple) else battle):
                    out.append({"option": param.opts[0], "battle": self.filled[name],
                                "given": given})
            elif name in self.differ and \
                    self.ctx.get_parameter_source(name) is ParameterSource.COMMANDLINE:
                out.append({"option": param.opts[0], "battle": self.differ[name],
                            "given": self.ctx.params.get(name)})
        return out

    @contextmanager
    def listening(self) -> Iterator[None]:
        from muster.battle import attached
        from muster.engine import render, run

        run.ROLLED.append(self.rolled)
        run.ROLLING.append(self.rolling)
        render.ADDED.append(self.add)
        attached.OFFERED.append(self.offered)
        try:
            yield
        finally:
            attached.OFFERED.remove(self.offered)
            run.ROLLING.remove(self.rolling)
            run.ROLLED.remove(self.rolled)
            render.ADDED.remove(self.add)

    def offered(self, kind: str, file: str, writer: Callable[[object], dict[str, Any] | None]
                ) -> bool:
        """A command's writer of ``file`` (`muster.battle.attached.writing`): kept, to be
        called before the roll is recorded, when the file is this battle's of ``kind``."""
        from muster.battle.attached import same

        mine = self.held.battle.attached.get(kind)
        if mine is None or not same(mine, file):
            return False
        self.attaching.append(writer)
        return True

    def rolling(self, spec: object) -> None:
        """A roll the units' state forbids (an Orb already spent, a die rolled this round
        already) is refused before it is rolled; a question about it (``--odds``,
        ``--times``) rolls nothing and is answered."""
        if all(kind.__name__ not in self.rolls for kind in type(spec).__mro__):
            return
        from muster.battle import games

        join = games.join(self.held.game, type(spec))
        if join.side_once is not None:
            self._side_once(join.side_once)
        if join.allow is not None:
            for role, (_side, unit) in self.units.items():
                kind = games.kind(role)
                try:
                    join.allow(kind, unit.profile, unit.state, spec)
                except MusterError as err:
                    raise self._refused(role, err.message) from None
        found = join.among(spec, self.units, self.held.battle) if join.among else None
        if found is not None:
            raise self._refused(*found)

    def _refused(self, role: str, problem: object) -> MusterError:
        """A roll refused for the unit in ``role``: its option and name, then the problem."""
        from muster.battle import games

        option = self.flags[games.kind(role)][0]
        return MusterError(say("{option} {name}: {problem}", option=option,
                               name=self.units[role][1].name, problem=problem))

    def rolled(self, spec: object, result: object) -> None:
        if all(kind.__name__ not in self.rolls for kind in type(spec).__mro__):
            return  # not this command's roll (a kind of it counts: the Orb's command test)
        from muster.battle import record

        roll = record.Roll(
            game=self.held.game, spec=spec, result=result, units=self.units,
            command=["muster", *_argv()], dice=list(self.ctx.params.get("dice") or []),
            overrides=self.overrides())
        changed = [d for d in (write(result) for write in self.attaching) if d is not None]
        done = record.commit(self.held, roll, changed[0] if changed else None)
        from muster.battle import views

        self.added = (views.roll_lines(done), {"battle": done.to_json(self.path)})

    def add(self, result: object) -> tuple[list[str], dict[str, Any]]:
        return self.added


def session() -> Session | None:
    """The battle the running command works in, or None."""
    ctx = click.get_current_context(silent=True)
    return None if ctx is None else ctx.meta.get(SESSION)


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return _("yes") if v else _("no")
    return ",".join(map(str, v)) if isinstance(v, list | tuple) else str(v)


def _argv() -> list[str]:
    from muster import config

    return list(config.RUN_ARGV)
