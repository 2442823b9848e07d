"""How a resolving command joins a battle: `in_battle` gives it ``--target NAME``,
``--attacker NAME`` and ``--battle FILE`` and marks it with a `Joined` record (the spec its
units fill, the specs it may roll). The verbs declare it here; `muster.verbs._battle` runs
the battle when the command does."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from dataclasses import field as default
from typing import Annotated, Any, get_args

import click

from muster.engine.frozen import frozen
from muster.verbs._params import Extended, evaluated
from muster.verbs._rolling import Attacker, BattleFile, Target

# every command in a battle takes the long names; the short ones where it has no option of
# that name already (BattleLore's --target colour and --battle kind in wound bl, roll bl's colour)
FLAGS = {"target": ("--target", "--target-unit"), "attacker": ("--attacker", "--attacker-unit"),
         "battle": ("--battle", "--battle-file")}
LONG = {role: flags[-1] for role, flags in FLAGS.items()}
PARAMS = {"target": "in_battle_target", "attacker": "in_battle_attacker",
          "battle": "in_battle_file"}  # the parameters' names: no command has them
Expand = Mapping[str, Callable[[Any], dict[str, Any]]]

# the roles' help in a game whose battle holds figures, not units, in the game's own word
# (Confrontation's figure, Void's fighter, Mage Knight's warrior)
GAME_HELPS = {
    "confrontation": {
        "target": "In a battle: the figure this roll is against; its profile and state fill the "
                  "options you leave out, and its new state is written back.",
        "attacker": "In a battle: the figure that rolls; its profile fills the options you "
                    "leave out."},
    "void": {
        "target": "In a battle: the fighter this roll is against; its profile and state fill "
                  "the options you leave out, and its new state is written back.",
        "attacker": "In a battle: the fighter that rolls; its profile fills the options you "
                    "leave out."},
    "mageknight": {
        "target": "In a battle: the warrior this roll is against; its profile and state fill "
                  "the options you leave out, and its new state is written back.",
        "attacker": "In a battle: the warrior that rolls; its profile fills the options you "
                    "leave out."},
}


# what a command that takes several targets adds to its target's help; a command
# that gives its own target help says it there
SEVERAL = " Repeat it for each target."
_TARGET_HELP = str(get_args(Target)[1].help)


def _game_helps(module: str) -> Mapping[str, str]:
    """The roles' help for the game a command's module is of (``muster.verbs.wound.void``,
    ``muster.commands.roll_mageknight``); none where the battle's pieces are units."""
    words = set(module.replace("_", ".").split("."))
    return next((helps for game, helps in GAME_HELPS.items() if game in words), {})


def _annotated(role: str, flags: tuple[str, ...], help: str | None = None,
               hidden: bool = False) -> Any:
    """The option of ``role`` under ``flags``: `verbs._rolling`'s, with only the long name
    where the command already has an option of the short one, its own ``help``, and left
    out of the help screen when ``hidden``."""
    kind = {"target": Target, "attacker": Attacker, "battle": BattleFile}[role]
    if flags == FLAGS[role] and help is None and not hidden:
        return kind
    import copy

    base, info = get_args(kind)
    info = copy.copy(info)
    info.default = flags[0]
    info.param_decls = flags[1:]
    if help is not None:
        info.help = help
    info.hidden = hidden
    return Annotated[base, info]


@frozen
class Units:
    """The units a command names in a battle, each by the option a player types: the
    target, the attacker (None: the command names no such unit) and the battle file. Each
    role's long name (``--target-unit``, ``--attacker-unit``, ``--battle-file``) is always
    taken too; a command that has an option of the short name already gives the long one
    here (BattleLore's ``--target`` colour: ``target="--target-unit"``)."""

    target: str | None = "--target"
    attacker: str | None = "--attacker"
    battle: str = "--battle"
    # a role's own help, where the shared one ("the unit this roll is against") misleads
    helps: Mapping[str, str] = default(default_factory=dict)
    # roles taken but not shown in the help: a climb's --target, which is refused with its
    # reason (the climber rolls, against no one), a fall's --attacker, which fills nothing
    hidden: frozenset[str] = frozenset()

    def flags(self) -> dict[str, tuple[str, ...]]:
        """role -> its option names, the one given first (as errors name it)."""
        out: dict[str, tuple[str, ...]] = {}
        for role in FLAGS:
            given: str | None = getattr(self, role)
            if given is not None:
                out[role] = tuple(dict.fromkeys((given, LONG[role])))
        return out


@frozen
class Joined:
    """How `in_battle` joined a command to the battle: the spec its units fill (its type's
    name), the specs it may roll, the fields it spells as several options, its units' option
    names, and whether it takes several targets (its game's `Join.several` for one of its
    specs: a test holds the two alike)."""

    spec: str
    rolls: tuple[str, ...]
    expand: Expand
    flags: Mapping[str, tuple[str, ...]]
    several: bool = False


class JoinedCommand(Extended):
    """A command function `in_battle` gave the options of its units (``joined``)."""

    def __init__(self, fn: Callable[..., Any], parameters: Callable[[], list[inspect.Parameter]],
                 call: Callable[[dict[str, Any]], Any], joined: Joined) -> None:
        super().__init__(fn, parameters, call)
        self.joined = joined


def joined(cmd: click.Command) -> Joined:
    """The battle marks of a command `in_battle` made (a `BattleCommand`'s callback, or a
    wrapper of it: `functools.wraps` carries ``joined`` over)."""
    marks = getattr(cmd.callback, "joined", None)
    if not isinstance(marks, Joined):
        raise TypeError(f"muster {cmd.name}: not a command in_battle made")
    return marks


BOTH = Units()  # a target and an attacker
NO_UNITS = Units(target=None, attacker=None)  # the battle as a whole fills the roll


def in_battle(spec: type | str, units: Units = BOTH, *, rolls: tuple[str, ...] = (),
              expand: Expand | None = None, several: bool = False
              ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Give a resolving command the options of its ``units`` in a battle (before its
    rolling options); ``spec`` is the spec type (or its name, for a command that imports its
    rule only when it runs) whose fields the units fill (its game's `Join`). ``rolls``:
    other spec types the command may roll with the units (a Void volley: the attack on
    several targets). ``expand`` turns a field the command spells as several options into
    them (``toughness`` -> ``--colossal``...). ``several``: it takes several
    targets (``--target`` repeated), and its help says so."""
    named_flags = units.flags()

    def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
        def parameters() -> list[inspect.Parameter]:
            own = evaluated(fn)
            at = next((i for i, p in enumerate(own) if p.name == "seed"), len(own))
            helps = {**_game_helps(fn.__module__), **units.helps}
            if "target" in named_flags and "target" not in units.helps and several:
                helps["target"] = helps.get("target", _TARGET_HELP) + SEVERAL
            extra = [inspect.Parameter(PARAMS[role], inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                       default=None,
                                       annotation=_annotated(role, flag, helps.get(role),
                                                             role in units.hidden))
                     for role, flag in named_flags.items()]
            return own[:at] + extra + own[at:]

        def call(kwargs: dict[str, Any]) -> Any:
            for name in PARAMS.values():
                kwargs.pop(name, None)
            return fn(**kwargs)

        named = spec if isinstance(spec, str) else spec.__name__
        return JoinedCommand(fn, parameters, call, Joined(
            named, (named, *rolls), dict(expand or {}), named_flags, several))

    return wrap
