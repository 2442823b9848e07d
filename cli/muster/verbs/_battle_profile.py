"""`muster battle add`'s profile options: each game's unit profile in its own terms, one
option per key (each game's `BattleRules.profile`); `with_profile` gives a command all
of them and hands it the ones given as one ``profile`` dict."""

from __future__ import annotations

import copy
import inspect
from collections.abc import Callable
from typing import Annotated, Any, get_args

import typer

from muster.limits import PROFILE as BOUNDS
from muster.limits import VOID_ATTRIBUTES
from muster.verbs._params import Extended, evaluated

PROFILE = "Profile (the game's own terms)"


def _opt(kind: Any, *flags: str, help: str, metavar: str | None = None) -> Any:
    return Annotated[kind, typer.Option(*flags, help=help, metavar=metavar,
                                        rich_help_panel=PROFILE)]


Int, Text, Flag = int | None, str | None, bool
# (parameter, profile key, option, default): the key is None for --armour, which each game
# reads in its own way (a Warmaster save, a Void Armor)
OPTIONS: list[tuple[str, str | None, Any, Any]] = [
    ("res", "res", _opt(Int, "--res", help="Confrontation: RES."), None),
    ("strength", "str", _opt(Int, "--str", help="Confrontation: STR, when it strikes."), None),
    ("att", "att", _opt(Int, "--att", help="Confrontation: ATT, for a melee wave."), None),
    ("defence", "def", _opt(Int, "--def", help="Confrontation: DEF, for a melee wave."), None),
    ("aim", "aim", _opt(Int, "--aim", help="Confrontation: AIM, when it shoots."), None),
    ("mov", "mov", _opt(Int, "--mov", help="Confrontation: MOV in cm (a feat)."), None),
    ("cou", "cou", _opt(Int, "--cou", help="Confrontation: COU (Courage)."), None),
    ("fear", "fear", _opt(Int, "--fear", help="Confrontation: FEAR, for a fear-causer."), None),
    ("hard_boiled", "hard_boiled",
     _opt(Flag, "--hard-boiled", help="Confrontation: Hard-boiled."), False),
    ("possessed", "possessed", _opt(Flag, "--possessed", help="Confrontation: Possessed."),
     False),
    ("survival_instinct", "survival_instinct",
     _opt(Flag, "--survival-instinct", help="Confrontation: Survival instinct."), False),
    ("assassin_immune", "assassin_immune",
     _opt(Flag, "--assassin-immune", help="Confrontation: an Assassin, or Consciousness."),
     False),
    ("toxic_immune", "toxic_immune",
     _opt(Flag, "--toxic-immune", help="Confrontation: immune to Toxic."), False),
    ("toughness", "toughness",
     _opt(Text, "--toughness", metavar="KIND",
          help="Confrontation: colossal, enormous, gigantic or fierce."), None),
    ("immune", "immune",
     _opt(list[str] | None, "--immune", metavar="PART",
          help="Confrontation: Immunity / body part (repeat)."), None),
    ("ini", "ini", _opt(Int, "--ini", help="Confrontation: INI (melee initiative)."), None),
    ("dis", "dis", _opt(Int, "--dis", help="Confrontation: DIS (Discipline)."), None),
    ("reinforcement", "reinforcement",
     _opt(Flag, "--reinforcement", help="Confrontation: Reinforcement (a removed figure may "
                                        "come back at the start of a round)."), False),
    ("mutagenic", "mutagenic",
     _opt(Int, "--mutagenic", metavar="X", help="Confrontation: Mutagenic / X."), None),
    ("leadership", "leadership",
     _opt(Int, "--leadership", metavar="X",
          help="Confrontation: Leadership / X (no Mutagenic points on its COU, FEAR or "
               "DIS)."), None),
    ("regeneration", "regeneration",
     _opt(Int, "--regeneration", metavar="X",
          help="Confrontation: Regeneration / X (healed at the end of a round on X+)."), None),
    ("armour", None,
     _opt(Text, "--armour", "--armor", metavar="A",
          help="Warmaster: the Armour save (4+, or none); Void: Armor."), None),
    ("hits", "hits", _opt(Int, "--hits", help="Warmaster: Hits per stand."), None),
    ("attacks", "attacks", _opt(Int, "--attacks", help="Warmaster: Attacks per stand."),
     None),
    ("stands", "stands",
     _opt(Int, "--stands", help="Warmaster: stands in the unit (default 3)."), None),
    ("command", "command",
     _opt(Int, "--command", help="Warmaster: a character's Command value."), None),
    ("attack", "attack", _opt(Int, "--attack", help="Mage Knight: the attack value."), None),
    ("defense", "defense", _opt(Int, "--defense", help="Mage Knight: the defense value."),
     None),
    ("damage", "damage", _opt(Int, "--damage", help="Mage Knight: the damage value."), None),
    ("skull_at", "skull_at",
     _opt(Int, "--skull-at", metavar="K",
          help="Mage Knight: the click at which the skulls show."), None),
    ("hp", "hp", _opt(Int, "--hp", help="Void: full HP (default 40)."), None),
    ("agility", "agility", _opt(Int, "--agility", help="Void: Agility."), None),
    ("cc", "cc", _opt(Int, "--cc", help="Void: CC (close combat)."), None),
    ("rc", "rc", _opt(Int, "--rc", help="Void: RC (ranged combat)."), None),
    ("void_strength", "strength", _opt(Int, "--strength", help="Void: Strength."), None),
    ("durability", "durability", _opt(Int, "--durability", help="Void: Durability."), None),
    ("will", "will", _opt(Int, "--will", help="Void: Will."), None),
    ("size", "size", _opt(Text, "--size", metavar="SIZE",
                          help="Void: size (a number); Confrontation: small, normal, large "
                               "or very-large."), None),
    ("colour", "colour",
     _opt(Text, "--colour", "--color", help="BattleLore: the banner colour (green, blue, red)."),
     None),
    ("unit_type", "type", _opt(Text, "--type", help="BattleLore: foot, mounted or creature."),
     None),
    ("weapon", "weapon", _opt(Text, "--weapon", help="BattleLore: the weapon it attacks with."),
     None),
    ("figures", "figures",
     _opt(Int, "--figures", help="BattleLore: figures at full strength (default: the "
                                 "type's)."), None),
]


def _data_bounds() -> dict[str, tuple[int, int]]:
    """The profile numbers whose range the rules give (the games' data): a Warmaster
    character's Command, Confrontation's Regeneration / X (a d6 >= X), Void's attributes.
    Read when ``battle add`` is built, not by the other battle commands (bench/startup.py)."""
    from muster.engine.data import load

    command = load("warmaster", "rolls")["command"]
    sides = load("confrontation", "rolls")["regeneration"]["sides"]
    attrs = load("void", "rules")["attributes"]
    return {"command": (int(command["min_value"]), int(command["max_value"])),
            "regeneration": (1, int(sides)),
            **dict.fromkeys(VOID_ATTRIBUTES, (int(attrs["min"]), int(attrs["max"])))}


def _bounded(kind: Any, bounds: tuple[int, int] | None) -> Any:
    """``kind`` (an Annotated profile option) with the range ``bounds`` declared on it, so
    that click refuses a number outside it naming the option (the help shows it)."""
    if bounds is None:
        return kind
    base, info = get_args(kind)
    info = copy.copy(info)
    info.min, info.max = bounds
    info.metavar = info.metavar or "INTEGER"  # not click's 'INTEGER RANGE'
    return Annotated[base, info]


def profile_options() -> dict[str, str]:
    """{profile key: its option}: a game's refusal of a profile names the key (a field of
    the unit's profile, ``str``), `battle add` shows the option that gave it (``--str``)."""
    return {key: get_args(kind)[1].default for _name, key, kind, _d in OPTIONS if key}


def with_profile(before: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """The command's options with every profile option before its option ``before``, each
    number with its range (`muster.limits.PROFILE`, or the data's); the command gets
    ``profile`` (the keys given) and ``armour`` (as typed) instead."""

    def wrap(fn: Callable[..., None]) -> Callable[..., None]:
        def parameters() -> list[inspect.Parameter]:
            own = [p for p in evaluated(fn) if p.name not in ("profile", "armour")]
            at = next(i for i, p in enumerate(own) if p.name == before)
            ranges = {**{k: b for bounds in BOUNDS.values() for k, b in bounds.items()},
                      **_data_bounds()}
            extra = [inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                       default=default, annotation=_bounded(
                                           kind, ranges.get(key or "") if kind is Int
                                           or get_args(kind)[0] is Int else None))
                     for name, key, kind, default in OPTIONS]
            return own[:at] + extra + own[at:]

        def call(kwargs: dict[str, Any]) -> None:
            profile = {key: kwargs.pop(name) for name, key, _k, _d in OPTIONS if key}
            if isinstance(profile.get("immune"), list | tuple):
                profile["immune"] = list(profile["immune"])
            fn(profile=profile, armour=kwargs.pop("armour"), **kwargs)

        return Extended(fn, parameters, call)

    return wrap
