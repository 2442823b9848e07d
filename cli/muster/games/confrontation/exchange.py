"""Confrontation melee: a wave and the defender's strike back in one roll (seed 000 L903-904):
the attacker's wave (`muster.games.confrontation.melee`), then the defender's answer, his
attack dice and any counter-attack dice against the attacker's defence dice, with the wounds
of the first wave as penalties on his dice. Apart from the wave, so that a wave alone does
not build the exchange's specs (start-up).
"""

from __future__ import annotations

import dataclasses
from dataclasses import field
from functools import cached_property
from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.keys import NamedKey
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, UnknownName
from muster.games.confrontation.melee import (
    _WAVE_STATE,
    MeleeSpec,
    MeleeWave,
    _wave_summary,
    melee,
)
from muster.games.confrontation.tables import GAME, char_rules
from muster.games.confrontation.wound_state import felt_penalties
from muster.i18n import N_, Message

VIEWS = "muster.games.confrontation.views.exchange"  # its text and odds tables


@frozen(kw_only=True)
class StrikeBack:
    """The defender's answer (L903-904): his attack dice (and any counter-attack dice, at
    ``counter_at``) against the attacker's defence dice, with the wounds of the first wave
    as penalties on his dice."""

    att: int
    difficulties: tuple[int, ...]
    strength: int
    defence: int
    resilience: int
    parries: int
    current: str = "none"
    counter_at: int | None = None
    stunned: bool = False  # the attacker is stunned already this round (L1564-1567)

    def __post_init__(self) -> None:
        object.__setattr__(self, "difficulties", tuple(self.difficulties))


# a strike back's wave checked as a wave: its fields are the strike back's (`back`)
_BACK_FIELDS = {name: f"back.{name}" for name in ("att", "strength", "defence", "resilience",
                                                  "parries", "current", "difficulties")}


def _back_args(args: dict[str, Any]) -> dict[str, Any]:
    return {k: Field(_BACK_FIELDS.get(v, v)) if isinstance(v, Field)
            else Message(v.msgid, _back_args(v.args)) if isinstance(v, Message) else v
            for k, v in args.items()}


def _as_strike_back(err: FieldError) -> FieldError:
    """A wave's refusal as the strike back's: every field named as the strike back's."""
    if isinstance(err, UnknownName):
        return err.with_fields(_back_args(err.fields))
    message = err.message
    if isinstance(message, Message):
        err.message = Message(message.msgid, _back_args(message.args))
        err.args = (err.message,)
    err.field = _BACK_FIELDS.get(err.field, err.field)
    return err


@frozen
class ExchangeSpec:
    """A wave and the strike back: ``first`` the attacker's wave, ``back`` the defender's
    answer. The extra dice of each side cost the other's wave too (``back_att``,
    ``back_def``)."""

    first: MeleeSpec
    back: StrikeBack
    back_att: int = field(init=False, repr=False)
    back_def: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        first, back = self.first, self.back
        cost = char_rules()["melee"]["extra_die_cost"]
        a_extra, d_extra = first.extra
        object.__setattr__(self, "back_att", back.att - cost * d_extra)
        object.__setattr__(self, "back_def", back.defence - cost * a_extra)
        if self.back_att < 0:  # the defender's extra dice cost his own strike back
            raise FieldError("first.defender_extra", "the extra dice take the defender's ATT or "
                             "the attacker's DEF below 0 for the strike back")
        if self.back_def < 0:
            raise FieldError("first.attacker_extra", "the extra dice take the defender's ATT or "
                             "the attacker's DEF below 0 for the strike back")
        if first.counter:
            if back.counter_at is None:
                raise FieldError("back.counter_at", "{counter} earns attack dice: give their "
                                 "difficulty with {field} D", counter=Field("first.counter"))
        elif back.counter_at is not None:
            raise FieldError("back.counter_at", "{field} is the difficulty of counter-attack "
                             "dice: add {counter}", counter=Field("first.counter"))
        if not back.difficulties and not first.counter:
            raise FieldError("back.difficulties", "the strike back needs the defender's attack "
                             "dice: {field} D per die")
        # the same checks as a wave, on the dice the defender may end up with; a refusal
        # names the strike back's fields
        try:
            MeleeSpec(att=self.back_att, difficulties=back.difficulties + (
                (back.counter_at,) if back.counter_at is not None else ()),
                defence=self.back_def, parries=back.parries, strength=back.strength,
                resilience=back.resilience, current=back.current, fencer=first.fencer_back,
                stunned=back.stunned)
        except FieldError as err:
            raise _as_strike_back(err) from None

    def roll(self, src: Source) -> ExchangeResult:
        f = self.first
        summary, first = src.stage(melee, f, _wave_summary)
        hits, parried, wounds, counter_dice, st = summary
        state = dict(zip(_WAVE_STATE, st, strict=True))
        second = None
        second_summary = None
        b = self.back
        dice = b.difficulties + (b.counter_at,) * counter_dice
        if not state["removed"] and dice:
            setup = self._backs.get((st, counter_dice))
            if setup is None:  # built once per state (the exact driver replays the exchange)
                setup = self._backs[st, counter_dice] = MeleeSpec(
                    att=self.back_att, difficulties=dice, defence=self.back_def,
                    parries=b.parries, strength=b.strength, resilience=b.resilience,
                    current=b.current, attacker_penalties=felt_penalties(state, f.options),
                    fencer=f.fencer_back, stunned=b.stunned)
            second_summary, second = src.stage(melee, setup, _wave_summary)
        return ExchangeResult.of(self, summary, first, second_summary, second)

    @cached_property
    def _backs(self) -> dict[tuple[Any, int], MeleeSpec]:
        """The strike backs the first wave may leave, by its state and counter dice."""
        return {}


# its __init__, comparison and repr are the wave's, inherited: only its fields are made
# again when the module is imported
@dataclasses.dataclass(frozen=True, init=False, eq=False, repr=False)
class ExchangeWave(MeleeWave):
    """A wave shown inside an exchange (without its own seed: the exchange's)."""

    seed: int | None = field(default=None, metadata={"json": False})

    @classmethod
    def of(cls, wave: MeleeWave) -> ExchangeWave:
        return cls(**{f.name: getattr(wave, f.name) for f in dataclasses.fields(wave)})


@frozen
class Side:
    """What one wave did to the side it hit: the hits, how many were parried, the wounds,
    the counter-attack dice it won, and the side's state after it."""

    hits: int
    parried: int
    wounds: int
    counter_dice: int
    state: str
    removed: bool
    penalty: int | None

    @classmethod
    def of(cls, summary: tuple[Any, ...]) -> Side:
        """The side after a wave, from the wave's summary (`melee._wave_summary`)."""
        hits, parried, wounds, counter, st = summary
        state = dict(zip(_WAVE_STATE, st, strict=True))
        return cls(hits, parried, wounds, counter,
                   "killed" if state["removed"] else state["state"], state["removed"],
                   state["penalty"])


@frozen
class Unhit:
    """A side no wave reached (no strike back): no hits, its state unchanged (None)."""

    hits: int = 0
    parried: int = 0
    wounds: int = 0
    state: str | None = None
    removed: bool = False


@frozen
class ExchangeResult(JsonResult):
    """The attacker's wave and the defender's strike back (none when the defender is
    removed or has no attack dice): what each did to the side it hit (``defender``,
    ``attacker``), and the waves themselves (``first_wave``, ``strike_back_wave``, None
    under the exact driver, which keeps only the summaries)."""

    GAME = GAME

    ex: ExchangeSpec = field(metadata={"json": False})
    melee: bool
    exchange: bool
    defender: Side
    attacker: Side | Unhit
    strike_back: bool
    first_wave: ExchangeWave | None = field(metadata={"json": "optional"})
    strike_back_wave: ExchangeWave | None = field(metadata={"json": "optional"})
    seed: int | None = None

    @classmethod
    def of(cls, ex: ExchangeSpec, first_summary: tuple[Any, ...], first: MeleeWave | None,
           second_summary: tuple[Any, ...] | None, second: MeleeWave | None) -> ExchangeResult:
        """The exchange from its waves' summaries and the waves (when rolled, not weighed)."""
        return cls(ex, True, True, Side.of(first_summary),
                   Unhit() if second_summary is None else Side.of(second_summary),
                   second_summary is not None,
                   None if first is None else ExchangeWave.of(first),
                   None if second is None else ExchangeWave.of(second))

    def key(self) -> ExchangeKey:
        d, a = self.defender, self.attacker
        return ExchangeKey((d.wounds, d.state, a.wounds, a.state or self.ex.back.current))


class ExchangeKey(NamedKey):
    """(wounds to the defender, his state, wounds to the attacker, his state); its English
    text is the JSON label (`views.melee` shows it in the user's language)."""

    NAMES = ("defender_wounds", "defender_state", "attacker_wounds", "attacker_state")

    def __str__(self) -> str:
        dw, ds, aw, as_ = self
        return f"defender {dw} wound(s) -> {ds}; attacker {aw} wound(s) -> {as_}"


def exchange_key(result: ExchangeResult) -> ExchangeKey:
    return result.key()


@rule(ExchangeSpec, key=exchange_key, label=N_("outcome"))
def exchange(src: Source, spec: ExchangeSpec) -> ExchangeResult:
    return spec.roll(src)


# the name before the rules had their four parts (the exact driver's memo tests use it)
Exchange = ExchangeSpec
