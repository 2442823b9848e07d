"""Casting a Warmaster spell (data/rolls.toml ``[casting]``, data/spells.toml), and what the
enemy does about it.

* The casting roll: a D6 against the casting value; a natural 1 always fails (L195). The
  Wand of Power adds +1 to the first attempt (L192-195); a spellbound wizard has -1 on every
  attempt (L178); a High Elf Mage may roll a failed casting once more (L34; RULINGS 21: a
  natural 1 too, by default).
* The exchange (`SpellcraftSpec`): the Ring of Magic casts with no roll (L172-174); a cast
  spell may be dispelled by a Runesmith on 4+ (L99-100) and cancelled by a Scroll of
  Dispelling (L187-191, after the Runesmith's roll fails); a failed casting may spellbind
  the wizard through a Staff of Spellbinding on 4+ (L175-180).
* A Runesmith's dispel or a Staff of Spellbinding rolled alone (`CounterSpec`).
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
from muster.games.warmaster.tables import GAME, rolls
from muster.i18n import N_, Message, named

VIEWS = "muster.games.warmaster.views.magic"  # its text and odds tables

SPELL_OUTCOMES = (N_("cast"), N_("dispelled"), N_("cancelled by the scroll"), N_("failed"),
                  N_("failed, spellbound"))
_RACES = (N_("Chaos"), N_("High Elves"), N_("Orcs & Goblins"))  # the spell catalogue's


def spells() -> Lookup:
    """The spell catalogue by id, English or Czech name (a name's "!" may be left out)."""
    entries = load(GAME, "spells")["spell"]
    return Lookup(N_("Warmaster spell"), entries,
                  spellings={e["en"].rstrip("!"): e["id"] for e in entries})


def find_spell(name: str, field: str = "spell") -> dict[str, Any]:
    """A spell of the catalogue by English or Czech name or id, in any case and accents."""
    table = spells()
    return table.entries[table.find(name, field=field)]


def spell_entry(spell_id: str | None) -> dict[str, Any] | None:
    return None if spell_id is None else spells().entries[spell_id]


def _race(race: str) -> Message:
    """A people of the spell catalogue as a message argument (Czech from the catalog)."""
    return Message(race, {})


# ------------------------------------------------------------------ the casting roll


@frozen
class CastSpec:
    """A casting roll against ``value`` (or the value of ``spell``, a spell id)."""

    value: int
    wand: bool = False
    reroll: bool = False
    spellbound: bool = False
    reroll_after_one: bool = True
    spell: str | None = None

    def __post_init__(self) -> None:
        entry = spell_entry(self.spell)
        if entry is not None and self.value != entry["cast"]:
            raise FieldError("value", "{field} {value} contradicts {spell_field} {spell} "
                                      "(cast {cast}+); give one of them",
                             value=self.value, spell_field=Field("spell"),
                             spell=named(entry), cast=entry["cast"])
        if entry is not None and self.reroll and entry["race"] != "High Elves":
            raise FieldError("reroll", "{field} is the High Elf Mage's second attempt (seed "
                                       "L34); {spell} is a spell of the {race}, not of the "
                                       "High Elves", spell=named(entry),
                             race=_race(entry["race"]))
        r = rolls()["casting"]
        within("value", self.value, r["min_value"], r["max_value"],
               rule=N_("a casting value (N+) is {low} to {high}"))

    @classmethod
    def of(cls, value: int | None = None, spell: str | None = None, **kw: Any) -> CastSpec:
        """The spec from a casting value, a spell's name, or both (they must agree)."""
        entry = find_spell(spell) if spell else None  # an empty name is no spell
        if entry is None and value is None:
            raise FieldError("value", "cast needs {field} N (the casting value, e.g. 5 for "
                                      "5+) or {spell_field} NAME", spell_field=Field("spell"))
        return cls(entry["cast"] if value is None and entry else value,  # type: ignore[arg-type]  # refused above when both are None
                   spell=entry["id"] if entry else None, **kw)

    @property
    def spell_entry(self) -> dict[str, Any] | None:
        return spell_entry(self.spell)


@frozen
class Attempt(JsonResult):
    die: int
    modifier: int
    total: int
    natural_one: bool
    success: bool


@frozen
class Casting(JsonResult):
    """One casting roll: its attempts (two with the High Elf Mage's second attempt) and
    their dice; ``spell`` the spell's English name (None: a casting value alone)."""

    GAME = GAME
    FORM = "cast"
    spec: CastSpec = field(metadata={"json": False})
    spell: str | None
    value: int
    wand: bool
    spellbound: bool
    reroll: bool
    attempts: tuple[Attempt, ...]
    dice: tuple[int, ...]
    success: bool
    seed: int | None = None


def _spell_name(spec: CastSpec) -> str | None:
    entry = spec.spell_entry
    return entry["en"] if entry else None


def _attempt(src: Source, spec: CastSpec, modifier: int) -> Attempt:
    r = rolls()["casting"]
    natural = src.d(r["sides"])
    total = natural + modifier
    one = natural == r["natural_fail"]
    return Attempt(natural, modifier, total, one, not one and total >= spec.value)


@rule(CastSpec, key=lambda r: r.success, label=N_("success"))
def cast(src: Source, spec: CastSpec) -> Casting:
    """D6 against the casting value; the Wand on the first attempt (the one it was declared
    for), the spellbound penalty on every attempt, the Mage's second attempt on a failure."""
    r = rolls()["casting"]
    penalty = r["spellbound"]["penalty"] if spec.spellbound else 0
    first = _attempt(src, spec, (r["wand"]["bonus"] if spec.wand else 0) - penalty)
    attempts = [first]
    if not first.success and spec.reroll and (spec.reroll_after_one or not first.natural_one):
        attempts.append(_attempt(src, spec, -penalty))
    return Casting(spec, _spell_name(spec), spec.value, spec.wand, spec.spellbound, spec.reroll,
                   tuple(attempts), tuple(a.die for a in attempts), attempts[-1].success)


# ------------------------------------------------------------------ the exchange


@frozen
class SpellcraftSpec:
    """A casting (``cast``) with the Ring of Magic, and the enemy's Runesmith, Scroll of
    Dispelling and Staff of Spellbinding."""

    cast: CastSpec
    ring: bool = False
    runesmith: bool = False
    scroll: bool = False
    staff: bool = False

    def __post_init__(self) -> None:
        c = self.cast
        if self.ring and (c.wand or c.reroll or c.spellbound):
            raise FieldError("ring", "{field} casts with no roll: {wand}, {reroll} and "
                                     "{spellbound} have nothing to act on", wand=Field("wand"),
                             reroll=Field("reroll"), spellbound=Field("spellbound"))
        if self.staff and c.spellbound:
            raise FieldError("staff", "{field}: the Staff of Spellbinding stops working once "
                                      "it has spellbound a wizard (L179-180), and this one "
                                      "already is")

    @property
    def extras(self) -> tuple[str, ...]:
        """What takes part besides the casting roll (`N_` texts)."""
        return tuple(n for n, on in ((N_("Ring of Magic"), self.ring),
                                     (N_("enemy Runesmith"), self.runesmith),
                                     (N_("enemy Scroll of Dispelling"), self.scroll),
                                     (N_("enemy Staff of Spellbinding"), self.staff)) if on)


@frozen
class Spellcraft(JsonResult):
    """The exchange: the casting roll (None: the Ring of Magic cast it), whether the spell
    was ``cast``, the Runesmith's and the Staff's dice (None: not rolled) and the outcome."""

    GAME = GAME
    FORM = "cast"
    spec: SpellcraftSpec = field(metadata={"json": False})
    casting: Casting | None = field(metadata={"json": False})
    spell: str | None
    value: int
    ring: bool
    dice: tuple[int, ...]
    attempts: tuple[Attempt, ...]
    cast: bool
    dispel_die: int | None
    scroll: bool
    staff_die: int | None
    outcome: str
    success: bool
    spellbound: bool
    seed: int | None = None


@rule(SpellcraftSpec, key=lambda r: r.outcome, label=N_("outcome"))
def spellcraft(src: Source, spec: SpellcraftSpec) -> Spellcraft:
    """Casting roll (or the Ring), then the Runesmith's dispel and the Scroll on a cast
    spell, or the Staff of Spellbinding on a failed one (after the High Elf re-roll)."""
    r = rolls()
    casting = None if spec.ring else cast(src, spec.cast)
    dispel_die = staff_die = None
    if casting is None or casting.success:
        outcome = "cast"
        if spec.runesmith:
            dispel_die = src.d(r["dispel"]["sides"])
            if dispel_die >= r["dispel"]["target"]:
                outcome = "dispelled"
        if outcome == "cast" and spec.scroll:
            outcome = "cancelled by the scroll"
    else:
        outcome = "failed"
        if spec.staff:
            staff_die = src.d(r["spellbind"]["sides"])
            if staff_die >= r["spellbind"]["target"]:
                outcome = "failed, spellbound"
    attempts = casting.attempts if casting else ()
    return Spellcraft(spec, casting, _spell_name(spec.cast), spec.cast.value, spec.ring,
                      tuple(a.die for a in attempts), attempts,
                      spec.ring or bool(casting and casting.success), dispel_die, spec.scroll,
                      staff_die, outcome, outcome == "cast", outcome == "failed, spellbound")


# ------------------------------------------------------------------ a dispel or a staff alone


COUNTERS = ("dispel", "spellbind")


@frozen
class CounterSpec:
    """One D6 against a named N+: ``kind`` "dispel" (the Runesmith) or "spellbind" (the
    Staff of Spellbinding)."""

    kind: str

    def __post_init__(self) -> None:
        if self.kind not in COUNTERS:
            raise Lookup.of_names(N_("kind"), COUNTERS).unknown(self.kind, field="kind",
                                                                template=UNKNOWN_FOR)


@frozen
class CounterRoll(JsonResult):
    """A dispel or a staff rolled alone: ``form`` is the spec's ``kind``."""

    GAME = GAME
    form: str
    die: int
    target: int
    success: bool
    seed: int | None = None


@rule(CounterSpec, key=lambda r: r.success, label=N_("success"))
def counter_roll(src: Source, spec: CounterSpec) -> CounterRoll:
    r = rolls()[spec.kind]
    value = src.d(r["sides"])
    return CounterRoll(spec.kind, value, r["target"], value >= r["target"])
