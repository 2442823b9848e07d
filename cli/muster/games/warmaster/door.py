"""A small door of a fortress (data/siege.toml ``[small_door]``, seed L243-245): at most 3
stands of a unit pass it in a Command phase, characters without limit; only infantry,
cavalry and characters may pass. Nothing is rolled."""

from __future__ import annotations

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.names import Lookup
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
from muster.games.warmaster.tables import GAME, siege_rules
from muster.i18n import N_, Message, Named, say

VIEWS = "muster.games.warmaster.views.orders"  # its text and odds tables

TROOPS = {"infantry": N_("infantry"), "cavalry": N_("cavalry"), "character": N_("character"),
          "monster": N_("monster"), "artillery": N_("artillery"), "machine": N_("machine"),
          "chariot": N_("chariot")}


def troop_name(troop: str) -> Named | Message:
    """A troop type of the small-door rule as a message argument (Czech: the seed's word)."""
    if troop not in TROOPS:
        return Named(troop, troop)
    return Message(TROOPS[troop], {})


def troop_types() -> Lookup:
    """The troop types the small-door rule names, by every name data/passage.toml gives
    them (English, Czech, aliases: 'pěchota', 'obr')."""
    d = siege_rules()["small_door"]
    table = load(GAME, "passage")["troops"]
    return Lookup(N_("troop type"), {t: table[t] for t in (*d["may_pass"], *d["may_not_pass"])})


@frozen
class DoorSpec:
    """A unit of ``troop`` (its ``stands``) and ``characters`` passing a small door."""

    troop: str
    stands: int = 0
    characters: int = 0

    def __post_init__(self) -> None:
        d = siege_rules()["small_door"]
        if self.troop in d["may_not_pass"]:
            raise FieldError("troop", "{troop} cannot pass a small door (L243): only infantry, "
                                      "cavalry and characters may",
                             troop=troop_name(self.troop))
        if self.troop not in d["may_pass"]:
            raise troop_types().unknown(self.troop, field="troop")
        within("stands", self.stands, 0)
        within("characters", self.characters, 0)
        if self.stands + self.characters == 0:
            raise FieldError("stands", "give the unit's {field} (and any {characters}) passing "
                                       "the door", characters=Field("characters"))
        if self.troop == "character" and self.stands:
            raise FieldError("stands", "characters are counted with {characters}, not {field}",
                             characters=Field("characters"))

    @classmethod
    def of(cls, troop: str | None, stands: int | None, characters: int = 0) -> DoorSpec:
        """The spec from a troop type in English or Czech (any case and accents)."""
        if troop is None:
            raise FieldError("troop", "door needs {field} (infantry, cavalry or character) and "
                                      "{stands}", stands=Field("stands"))
        return cls(troop_types().find(troop, field="troop"), stands or 0, characters)


@frozen
class DoorPlan(JsonResult):
    GAME = GAME
    FORM = "door"

    troop: str
    stands: int
    characters: int
    per_command_phase: int
    command_phases: int  # nothing is rolled: no seed

    @property
    def phases(self) -> int:
        return self.command_phases


def door_plan(spec: DoorSpec) -> DoorPlan:
    per = siege_rules()["small_door"]["stands_per_command_phase"]
    phases = max(1, -(-spec.stands // per)) if spec.stands else 1
    return DoorPlan(spec.troop, spec.stands, spec.characters, per, phases)


@rule(DoorSpec, key=lambda r: r.command_phases, label=N_("command phases"))
def door(src: Source, spec: DoorSpec) -> DoorPlan:
    src.no_roll(say("a small door is passed by counting stands"))  # nothing is rolled
    return door_plan(spec)
