"""Warmaster sieges: breaching a wall, gate, small door or tower (seed 002, L229-262).

One procedure, `breach`, written once against a dice source: the hit dice (only for shots;
each hits on a 6), then one breach die per hit thrown together, the highest counting, plus
the gate and damaged modifiers, looked up on the Breach Table. The tables, modifiers,
weapons and batterers live in ``data/siege.toml``. A fortress file's section is attacked
the same way (`muster.games.warmaster.fortress` reads and edits the file).
"""

from __future__ import annotations

import math
from dataclasses import field, replace
from typing import Any

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.frozen_map import FrozenMap
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, Off, allowed_values, within
from muster.i18n import N_, N_p, Named, named, say, say_p
from muster.limits import MOST_SIEGE

VIEWS = "muster.games.warmaster.views.siege"  # its text and odds tables

KINDS = ("wall", "gate", "door", "tower")
RESULTS = (N_("no-effect"), N_("damaged"), N_("breached"),
           N_("collapsed"))  # the values of Breach.result
HOW = ("shots", "hits", "rams", "giants")
MOST = MOST_SIEGE  # shots, hits, rams or giants of one unit


def rules() -> dict[str, Any]:
    return load("warmaster", "siege")


def text(entry: dict[str, Any], key: str) -> Named:
    """A data-file text (``key``, its Czech in ``key_cs``) as a message argument."""
    return Named(entry[key], entry.get(f"{key}_cs") or entry[key])


def kind_name(kind: str) -> Named:
    """A section kind as a message argument: English 'wall', Czech the data's name."""
    t = rules()["targets"].get(kind)
    return Named(kind, t["cs"] if t else kind)


# ------------------------------------------------------------------ the attack


def find_weapon(name: str) -> str:
    """The weapon key for a name a player typed (English, Czech, alias; any case/accents)."""
    return Lookup.of(N_("weapon"), rules()["weapons"]).find(name, field="weapon")


@frozen
class Attack(JsonResult):
    """What batters the section: ``by`` is shots, hits, rams or giants (the field that
    counts them), ``count`` how many; ``weapon`` a key of [weapons] (shots only);
    ``defenders`` whether a unit on the walls could fight a giant."""

    by: str
    count: int
    weapon: str | None = None
    defenders: bool = field(default=True, metadata={"json": False})

    def __post_init__(self) -> None:
        if self.by not in HOW:
            raise Lookup.of_names(N_("kind"), HOW).unknown(self.by, field="by",
                                                           template=UNKNOWN_FOR)
        within(self.by, self.count, 1, MOST)
        r = rules()
        if self.by in ("rams", "giants"):
            if self.weapon is not None:
                raise FieldError("weapon", "{field} names a shooter; it cannot go with {how}",
                                 how=Field(self.by))
            b = r["batterers"][self.by[:-1]]
            if b["needs_no_defenders"] and self.defenders:
                raise FieldError("defenders", "the giant cannot batter: {why} (pass {no} if "
                                              "none can)", why=text(b, "blocked"),
                                 no=Off("defenders"))
        elif self.weapon is not None:
            w = r["weapons"][self.weapon]
            if not w["damages"]:
                raise FieldError("weapon", "{weapon} cannot damage fortifications: {why} (only "
                                           "cannon, stone-throwers, the Steam Tank's cannon "
                                           "and the Skull Chukka can)",
                                 weapon=Named(f"{w['en']} ({w['cs']})", w["cs"]),
                                 why=text(w, "reason"))

    @classmethod
    def of(cls, by: str, count: int, weapon: str | None = None,
           defenders: bool = True) -> Attack:
        """The attack with a weapon named as a player types it."""
        return cls(by, count, find_weapon(weapon) if weapon is not None else None, defenders)


# ------------------------------------------------------------------ the section


def find_target(name: str) -> str:
    """The section kind for a name a player typed (wall, gate, door, tower; Czech too)."""
    kind = Lookup(N_("target"), rules()["targets"]).key(name)
    if kind is None:
        raise FieldError("target", "unknown target '{name}' (allowed: {allowed})", name=name,
                         allowed=allowed_values({k: rules()["targets"][k] for k in KINDS}))
    return kind


# the Czech agrees with the section's gender (věž je už zničena, malé dveře jsou už
# zničeny): the data's `gender` is the message's context
DESTROYED = N_p("feminine", "the {target} is already destroyed; it cannot be attacked again "
                            "(troops may pass through the breach)")
N_p("plural", "the {target} is already destroyed; it cannot be attacked again (troops may "
              "pass through the breach)")


@frozen
class Section:
    """The state of one section before the attack (``id``: its fortress file id)."""

    kind: str
    damaged: bool = False
    breaches: int = 0
    id: str | None = None

    def __post_init__(self) -> None:
        target = rules()["targets"][self.kind]
        within("breaches", self.breaches, 0)  # the most is the target's (data), below
        if self.breaches and target["breaches_to_fall"] < 2:
            raise FieldError("breaches", "a {target} falls at its first breach; {field} "
                                         "applies to towers only", target=named(target))
        if self.breaches >= target["breaches_to_fall"]:  # as many as bring it down
            raise FieldError("breaches",
                             say("section {id} is already destroyed; it cannot be attacked "
                                 "again (troops may pass through the breach)", id=self.id)
                             if self.id else
                             say_p(target["gender"], DESTROYED, target=named(target)))
        # a tower breached once is damaged and standing (RULINGS 17)
        object.__setattr__(self, "damaged", bool(self.damaged or self.breaches))

    @classmethod
    def of(cls, name: str, damaged: bool = False, breaches: int = 0,
           id: str | None = None) -> Section:
        return cls(find_target(name), damaged, breaches, id)

    def state(self) -> dict[str, Any]:
        return {"damaged": self.damaged, "breaches": self.breaches, "destroyed": False}


@frozen
class BreachSpec:
    section: Section
    attack: Attack


# ------------------------------------------------------------------ the result


@frozen
class Modifier:
    """A modifier of the breach roll (data ``[modifiers]``): its id, value and names."""

    name: str
    value: int
    en: str
    cs: str


@frozen
class Breach(JsonResult):
    """One breach attempt: hit dice, breach dice, score, result and the state before and
    after it. A fortress file's attack (its section has an id) also carries the file
    (``fortress``), whether it was ``written`` or a ``dry_run``, and the stands the file
    lists on the section: shown only then (`extra_json`)."""

    GAME = "warmaster"
    section: Section = field(metadata={"json": False})
    target: str  # the section's kind
    attack: Attack
    hit_dice: tuple[int, ...]
    hits: int
    breach_dice: tuple[int, ...]
    highest: int | None
    modifiers: tuple[Modifier, ...]
    score: int | None
    table_result: str
    result: str
    stands_destroyed: bool
    before: FrozenMap[str, Any]  # the section's state: damaged, breaches, destroyed
    after: FrozenMap[str, Any]
    seed: int | None = None
    fortress: str | None = field(default=None, metadata={"json": False})
    written: str | None = field(default=None, metadata={"json": False})
    dry_run: bool = field(default=False, metadata={"json": False})
    stands_on: int | None = field(default=None, metadata={"json": False})

    @property
    def section_id(self) -> str | None:
        return self.section.id

    def extra_json(self) -> dict[str, Any]:
        """The fortress file's part, for an attack on a file's section."""
        if self.section_id is None:
            return {}
        return {"section": self.section_id, "fortress": self.fortress,
                "written": self.written, "dry_run": self.dry_run, "stands_on": self.stands_on}

    def changed(self) -> dict[str, Any]:
        """The state values this attack changed (what a fortress file must record)."""
        out = {k: v for k, v in self.after.items() if v != self.before[k]}
        if self.target != "tower":
            out.pop("breaches", None)
        if self.stands_on and self.stands_destroyed and self.after["destroyed"]:
            out["stands"] = 0  # the stands on it fell with it: the file lists none there now
        return out

    def in_file(self, path: str, stands_on: int | None, dry_run: bool) -> Breach:
        """This result as an attack on a fortress file's section (not yet written)."""
        return replace(self, fortress=path, stands_on=stands_on, dry_run=dry_run)


def _lookup(score: int) -> str:
    for row in rules()["breach_table"]:
        if score >= row["min"] and ("max" not in row or score <= row["max"]):
            return str(row["result"])
    return "no-effect"  # below the table (cannot happen with a d6)


def _modifiers(section: Section) -> list[Modifier]:
    r = rules()
    names = (["gate"] if r["targets"][section.kind].get("gate_bonus") else []) + \
        (["damaged"] if section.damaged else [])
    return [Modifier(n, r["modifiers"][n]["value"], r["modifiers"][n]["en"],
                     r["modifiers"][n]["cs"]) for n in names]


def _hits(src: Source, attack: Attack) -> tuple[list[int], int]:
    r = rules()
    if attack.by == "shots":
        hit_on = r["fortified"]["hit_on"]
        pool = src.pool(attack.count, 6)
        return pool.seen(), pool.count(lambda v: v >= hit_on)
    if attack.by in ("rams", "giants"):
        return [], attack.count * r["batterers"][attack.by[:-1]]["hits_each"]
    return [], attack.count


class Outcome(str):
    """A breach's result as an outcome key ('collapsed', equal to that text in JSON and the
    odds), knowing the section kind it describes: its words agree with the section's Czech
    noun in a --times table ('část hradeb … zřícená')."""

    kind: str

    def __new__(cls, value: str, kind: str) -> Outcome:
        obj = super().__new__(cls, value)
        obj.kind = kind
        return obj

    def __reduce__(self) -> tuple[type[Outcome], tuple[str, str]]:
        return (Outcome, (str(self), self.kind))


@rule(BreachSpec, key=lambda r: Outcome(r.result, r.target), label=N_("result"))
def breach(src: Source, spec: BreachSpec) -> Breach:
    """Resolve one unit's attack on one section; the only place the siege rules run."""
    section, attack = spec.section, spec.attack
    r = rules()
    hit_dice, hits = _hits(src, attack)
    target = r["targets"][section.kind]
    after = section.state()
    if not hits:
        return Breach(section, section.kind, attack, tuple(hit_dice), 0, (), None, (), None,
                      "no-effect", "no-effect", False, FrozenMap(section.state()),
                      FrozenMap(after))
    pool = src.pool(hits, r["breach_roll"]["sides"])
    highest = pool.highest()  # the exact driver weighs only the highest die
    dice = sorted(pool.seen(), reverse=True)
    modifiers = _modifiers(section)
    score = highest + sum(m.value for m in modifiers)
    table_result = _lookup(score)
    result = table_result
    stands = False
    if table_result == "damaged":
        after["damaged"] = True
    elif table_result == "breached":
        after["damaged"] = True
        after["breaches"] = section.breaches + 1
        if after["breaches"] >= target["breaches_to_fall"]:
            after["destroyed"] = True
            stands = bool(target["kills_stands"])
            # a section that falls on the stands on it has collapsed; a gate is breached
            result = "collapsed" if stands else "breached"
    if target["breaches_to_fall"] < 2:
        after["breaches"] = 1 if after["destroyed"] else 0
    return Breach(section, section.kind, attack, tuple(hit_dice), hits, tuple(dice), highest,
                  tuple(modifiers), score, table_result, result, stands,
                  FrozenMap(section.state()), FrozenMap(after))


# ------------------------------------------------------------------ geometry


TOWER_BASE = N_("a tower base must be positive, not {width}x{depth} mm")


def wall_sections(length_mm: float) -> int:
    """How many targets a length of wall makes: one per 40 mm begun (L248)."""
    size = float(rules()["targets"]["wall"]["section_mm"])
    if not (math.isfinite(length_mm) and length_mm > 0):
        raise FieldError("length_mm", "a wall length must be a positive number, not {n}",
                         n=str(length_mm))
    return max(1, math.ceil(length_mm / size))


def tower_sections(width_mm: float, depth_mm: float, tower_reading: str = "side") -> int:
    """How many targets a tower makes (L248: one, unless "over 60 x 60 mm"). ``tower_reading``
    side (muster's default): one while both sides of its base are 60 mm or less, else one
    section per 40 mm begun of its longest side, like a wall; area: one while its base area
    is at most 60 x 60 mm, else one section per 60 x 60 mm of area begun."""
    limit = float(rules()["targets"]["tower"]["max_base_mm"])
    if tower_reading not in rules()["tower_readings"]:
        raise FieldError("tower_reading", "{field} '{reading}': read a tower's size by "
                                          "'side' or 'area'", reading=tower_reading)
    base = {"width": str(width_mm), "depth": str(depth_mm)}
    if not (math.isfinite(width_mm) and width_mm > 0):
        raise FieldError("width_mm", TOWER_BASE, **base)
    if not (math.isfinite(depth_mm) and depth_mm > 0):
        raise FieldError("depth_mm", TOWER_BASE, **base)
    if tower_reading == "area":
        return max(1, math.ceil(width_mm * depth_mm / (limit * limit)))
    if max(width_mm, depth_mm) <= limit:
        return 1
    return wall_sections(max(width_mm, depth_mm))
