"""The shape of a game's part of the battle tracker: one `BattleRules` per game (its
module's ``RULES``, registered in `muster.battle.games`), and in it one `Join` per spec
type the battle takes part in.

A join is everything the battle does around one kind of roll, in one entry: what a unit
fills as its target or attacker, what its state forbids, how the result changes it, whether
the attack takes several targets, what the battle as a whole fills. A hook a join does not
use is left out (None, or the default). Nothing here names a command-line option.

The roles a unit plays are ``"attacker"`` and ``"target"``; the targets of an attack on
several are ``"target"``, ``"target 2"``, ... when the result is applied (`index` gives the
place of each among the result's), and the figures of a group that rolls together
``"attacker"``, ``"attacker 2"``, ... (`kind` gives the role every hook is called with)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import field
from typing import Any

from muster.engine.frozen import frozen

Profile = Mapping[str, Any]
State = Mapping[str, Any]
# fill(role, profile, state) -> {spec field: value}; raises MusterError when the unit can
# take no part (destroyed, stunned)
Fill = Callable[[str, Profile, State], dict[str, Any]]
# allow(role, profile, state, spec): raises MusterError when the unit's state forbids the
# roll (checked before it is rolled: an Orb already spent)
Allow = Callable[[str, Profile, State, Any], None]
# apply(role, profile, state, result) -> state: the pure change a result makes to a unit
Apply = Callable[[str, Profile, State, Any], dict[str, Any]]
# complete(fields) -> fields: what the target and the attacker filled, made whole
Complete = Callable[[dict[str, Any]], dict[str, Any]]
# whole(battle, log) -> fields: what the battle as a whole fills, for a command naming no unit
Whole = Callable[[Any, list[dict[str, Any]]], dict[str, Any]]
# among(spec, units, battle) -> (role, refusal) or None: a roll the units named forbid
# together, or the battle as a whole, where one unit's state alone cannot tell (units: role
# -> (side, unit), the roles as `apply` has them); checked before it is rolled
Among = Callable[[Any, Mapping[str, tuple[Any, Any]], Any], tuple[str, Any] | None]
# named(role, names, before, after) -> state: a unit's new state (``after``, from ``apply``)
# with what it keeps of the other units named (names: role -> unit name), or what their
# being named changes (``before``: its state before the roll)
Named = Callable[[str, Mapping[str, str], State, State], dict[str, Any]]
# told(role, names, before, after) -> a `say` message or None: what kind of roll it was for
# the unit, where its state alone does not tell (a rally roll or a standard test)
Told = Callable[[str, Mapping[str, str], State, State], Any]
# unread(values) -> fields: the target fields a roll with these values (the command's, by
# field name) never reads, so several targets need not agree on them
Unread = Callable[[Mapping[str, Any]], frozenset[str]]
# gather(filled) -> fields: what the attackers of a group (the attacker's option repeated)
# fill together, from what each filled
Gather = Callable[[list[dict[str, Any]]], dict[str, Any]]
# (field, the battle's value, the value typed) -> (the value the roll takes, the battle's
# values it leaves out), or None where the typed value replaces the battle's
Joined = Callable[[str, Any, Any], tuple[Any, tuple[Any, ...]] | None]


@frozen
class Join:
    """One spec type in a battle (the key of `BattleRules.joins` is its type's name; a
    spec of a subtype, the Orb's command test, is found through its base).

    * ``fill``: the spec fields the unit named as the target (or the attacker) fills;
    * ``allow``: refuses a roll the unit's state forbids, before it is rolled;
    * ``apply``: how the roll's result changes each unit it names;
    * ``several``: the attack takes several targets (``--target`` repeated): what each
      fills is merged (`muster.battle.games.merge`), and ``count``, when named, is the
      field filled with how many there are;
    * ``complete``: what the units filled together, made whole;
    * ``whole``: what the battle as a whole fills when the command names no unit;
    * ``own``: the target rolls it for itself, so the luck is its own side's;
    * ``side_once``: a state key that marks the roll made this round: the side rolls it once
      a round, so a unit of a side where another unit carries the mark is refused;
    * ``enemies``: the targets are the attacker's enemies: a target of the attacker's own side
      is refused;
    * ``enemy_first``: the first target only is the attacker's enemy (the one aimed at), the
      others named with it may be of any side (a shot into a melee: the figures in base
      contact with the target, which the shot may hit): a first target of the attacker's own
      side is refused;
    * ``among``: refuses a roll the units named forbid together, or the battle as a whole
      (a fear-causer charging again the figure its fear paralysed; an order given already
      this turn), before it is rolled;
    * ``named``: what a unit's new state keeps of the other units named (the creature
      whose fear paralysed it), or what their being named changes (a Courage test against
      a creature named is no rally roll);
    * ``told``: what the roll was for the unit, shown after its change (a frightened
      figure's rally roll, or a standard test against the creature named);
    * ``unread``: the target fields a roll never reads with the values it is given
      (covering fire reads each target's Will, not its Armor): several targets that differ
      in them are still alike;
    * ``gather``: several attackers roll as one group (the attacker's option repeated):
      what they fill together (the best value, the group's size); the result is applied to
      each. Without it, the last attacker named is the one;
    * ``joined``: a value typed that adds to what the battle filled rather than replacing
      it (a Void situation typed joins the prone state the battle knows, unless the two
      exclude each other): the value the roll takes and the battle's values left out."""

    fill: Fill | None = None
    allow: Allow | None = None
    apply: Apply | None = None
    several: bool = False
    count: str | None = None
    complete: Complete | None = None
    whole: Whole | None = None
    own: bool = False
    side_once: str | None = None
    enemies: bool = False
    enemy_first: bool = False
    among: Among | None = None
    named: Named | None = None
    told: Told | None = None
    unread: Unread | None = None
    gather: Gather | None = None
    joined: Joined | None = None


def _same(state: State) -> dict[str, Any]:
    return dict(state)


def _phase_same(phase: str | None, state: State) -> dict[str, Any]:
    return dict(state)


def _no_score(key: Any) -> float | None:
    return None


def _no_check(profile: dict[str, Any]) -> None:
    return None


def _no_state_check(profile: Profile, state: State) -> None:
    return None


@frozen
class BattleRules:
    """A game's part of the battle tracker.

    * ``profile``: ``{key: kind}``, what a unit's profile may hold (kind ``int``, ``bool``,
      ``str`` or ``list``); ``check_profile(profile)`` refuses an impossible one, naming
      the key as a spec field (it may normalise the dict in place);
      ``check_state(profile, state)`` refuses a state the schema allows and the rules do
      not (a FieldError naming the state key: Mutagenic points spent beyond the die's);
    * ``fresh(profile) -> state``: a unit's state when the battle begins;
    * ``describe(profile, state) -> list``: the unit's state as `say` messages (``battle
      show``);
    * ``joins``: ``{spec type name: Join}``, the rolls the battle takes part in;
    * ``score(key) -> float | None``: how good an outcome key is for the side that rolled
      (the luck of ``battle stats``), None where an outcome has no order;
    * ``end_phase(phase, state) -> state``: what the end of a phase does to a unit
      (Warmaster: hits of the shooting phase discarded), before ``new_round`` at a round's
      end; ``new_round(state) -> state``: what the end of a round does (a stun wears off);
    * ``army_profile(line, listed) -> profile``: a unit's profile from its army file line
      and its catalogue unit's ``profile`` (`muster.battle.armies`), or None."""

    profile: Mapping[str, str]
    fresh: Callable[[Profile], dict[str, Any]]
    describe: Callable[[Profile, State], list[str]]
    joins: Mapping[str, Join] = field(default_factory=dict)
    check_profile: Callable[[dict[str, Any]], None] = _no_check
    check_state: Callable[[Profile, State], None] = _no_state_check
    score: Callable[[Any], float | None] = _no_score
    end_phase: Callable[[str | None, State], dict[str, Any]] = _phase_same
    new_round: Callable[[State], dict[str, Any]] = _same
    army_profile: Callable[[Profile, Profile], dict[str, Any]] | None = None

    def join(self, spec: type | str) -> Join | None:
        """The join of a spec type (or its name): its own, else its nearest base's."""
        if isinstance(spec, str):
            return self.joins.get(spec)
        for kind in spec.__mro__:
            found = self.joins.get(kind.__name__)
            if found is not None:
                return found
        return None


def role(i: int) -> str:
    """The role of the ``i``-th target (from 0) of an attack: target, target 2, ..."""
    return "target" if i == 0 else f"target {i + 1}"


def index(role: str) -> int:
    """The place (from 0) of a target's role among the attack's targets."""
    return int(role.split()[1]) - 1 if role.startswith("target ") else 0


def kind(role: str) -> str:
    """The role a unit's hooks are called with: "attacker" for every attacker of a group
    ("attacker 2", ...), "target" for every target."""
    return "attacker" if role.startswith("attacker") else "target"


def attacker_role(i: int) -> str:
    """The role of the ``i``-th attacker (from 0) of a group: attacker, attacker 2, ..."""
    return "attacker" if i == 0 else f"attacker {i + 1}"
