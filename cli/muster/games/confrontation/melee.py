"""Confrontation melee: one wave of attacks resolved to wounds (seed 000 L840-904, L943-952).

The attacker rolls every attack die at its chosen difficulty; the defender's defence dice go
to the successful attacks, easiest first; a sustained defence or a counter-attack may follow;
every hit not parried is a damage roll on the defender, one after another. The strike back is
the same wave with the sides swapped (the counter-attack dice added to the defender's).

Written once against a dice source. Each characteristic test and each damage roll is weighed
by the exact driver through `Source.until` with nothing refused: a sub-procedure enumerated
once (memo) and chosen by the outcome that matters, so the odds of a whole wave stay small.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from muster.engine.dice import Source
from muster.engine.rule import rule
from muster.errors import Field, FieldError, MusterError
from muster.i18n import N_, _, say
from muster.games.confrontation.characteristic import characteristic_test, resolve_penalties
from muster.games.confrontation.damage import apply_wound, damage_roll, state_word
from muster.games.confrontation.tables import GAME, char_rules, current_key, wound_rules

MAX_DICE = 12


def _always(_value) -> bool:
    return True


def _test(src: Source, value: int, difficulty: int, penalties: tuple) -> tuple[bool, object]:
    """One characteristic test; (success, the roll or None under the exact driver)."""
    ok, attempts = src.until(
        lambda s: characteristic_test(s, value, difficulty, penalties=list(penalties)),
        _always, lambda r: bool(r.success),
        memo=("conf-melee-test", value, difficulty, penalties))
    return ok, (attempts[0] if attempts else None)


_STATE_KEYS = ("state", "wound", "stunned", "removed", "kills", "penalty", "result",
               "until_end_of_round", "toughness_note")


def _damage(src: Source, strength: int, resilience: int, current: str, stunned: bool,
            kills: int, options: dict, assassin: bool):
    """One damage roll; (the figure's new state as a dict, the roll or None)."""
    key = tuple(sorted((k, v if not isinstance(v, list) else tuple(v))
                       for k, v in options.items()))

    def proc(s):
        return damage_roll(s, strength, resilience, current=current, killed_before=kills,
                             assassin=assassin, **options)

    reduced, attempts = src.until(
        proc, _always, lambda r: tuple(getattr(r, k) for k in _STATE_KEYS),
        memo=("conf-melee-damage", strength, resilience, current, kills, assassin, key))
    state = dict(zip(_STATE_KEYS, reduced))
    if stunned and not state["removed"] and not state["stunned"]:
        state["stunned"] = True
        state["penalty"] -= wound_rules()["result"]["stunned"]["penalty"]
        if state["state"] == "none":
            state["state"] = "stunned"
    return state, (attempts[0] if attempts else None)


@dataclass(frozen=True, kw_only=True)
class MeleeSpec:
    """One melee wave as asked for (L840-904), checked before any die is rolled:
    ``difficulties`` one per attack die, the defender's ``defence`` and ``parries``, the
    blows' ``strength`` against his ``resilience`` and ``current`` wound, and the damage
    roll's abilities (``damage_options``: hard_boiled, bane, survival_instinct, toughness,
    possessed, immune, assassin_immune). A character's extra dice cost ATT and DEF
    (L933-942): ``wave_att`` and ``wave_def`` are what the wave rolls with."""

    att: int
    difficulties: tuple[int, ...]
    defence: int
    parries: int
    strength: int
    resilience: int
    current: str = "none"
    attacker_penalties: tuple[str, ...] = ()
    counter: bool = False
    sustained: bool = False
    opponents: int = 1
    fencer: bool = False
    assassin: bool = False
    damage_options: Any = ()
    defender_attacks: int = 0
    attacker_extra: int = 0
    defender_extra: int = 0
    fencer_back: bool = False  # the defender's own Fencer ability is not asked for
    wave_att: int = field(init=False, repr=False)
    wave_def: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        att, defence, parries = self.att, self.defence, self.parries
        difficulties = tuple(self.difficulties)
        attacker_extra, defender_extra = self.attacker_extra, self.defender_extra
        defender_attacks, counter, sustained = self.defender_attacks, self.counter, self.sustained
        opponents, fencer = self.opponents, self.fencer
        m = char_rules()["melee"]
        cost = m["extra_die_cost"]
        if attacker_extra < 0 or defender_extra < 0:
            raise MusterError(say("extra dice are counted with 0 or more"))
        if attacker_extra > len(difficulties):
            raise FieldError("attacker_extra", "{n} extra attack dice, but only {given} "
                             "{attack_at} given (the extra dice are among them)",
                             n=attacker_extra, given=len(difficulties),
                             attack_at=Field("difficulties"))
        if att - cost * attacker_extra < 0:
            raise MusterError(say("{n} extra dice cost {cost} ATT, more than ATT {att} (it "
                                  "never goes below 0, L933-942)", n=attacker_extra,
                                  cost=cost * attacker_extra, att=att))
        if defence - cost * defender_extra < 0:
            raise MusterError(say("{n} extra dice cost {cost} DEF, more than DEF {defence} (it "
                                  "never goes below 0, L933-942)", n=defender_extra,
                                  cost=cost * defender_extra, defence=defence))
        if defender_extra > parries + defender_attacks:
            raise FieldError("defender_extra", "{n} extra dice for the defender, but he has "
                             "{total} dice in all ({parries} and {defender_attacks} include "
                             "them)", n=defender_extra, total=parries + defender_attacks,
                             parries=Field("parries"), defender_attacks=Field("defender_attacks"))
        att -= cost * attacker_extra
        defence -= cost * defender_extra
        if not difficulties:
            raise FieldError("difficulties", "{melee} needs the attack dice: one {field} D per "
                             "die, D its chosen difficulty", melee=Field("melee"))
        if len(difficulties) > MAX_DICE or parries > MAX_DICE:
            raise MusterError(say("at most {n} attack or defence dice in one wave", n=MAX_DICE))
        if parries < 0:
            raise FieldError("parries", "{field} counts defence dice, 0 or more, not {n}",
                             n=parries)
        if parries and not fencer:
            low = [d for d in difficulties if d < defence]
            if low:
                raise FieldError("difficulties", "difficulty {d} is below the defender's DEF "
                                 "{defence}: with a defence die kept, every attack is at least "
                                 "DEF (L882-884; {fencer} ignores it)", d=low[0],
                                 defence=defence, fencer=Field("fencer"))
        if counter and sustained:
            raise MusterError(say("a counter-attack cannot be combined with a sustained "
                                  "defence (L896-899)"))
        if sustained:
            if opponents < 2:
                raise FieldError("opponents", "sustained defence is for a fighter facing "
                                 "several opponents: give {field} N (2 or more)")
            if parries < defender_attacks:
                raise MusterError(say("sustained defence needs the defender to keep at least "
                                      "as many defence dice as attack dice ({parries} < "
                                      "{attacks})", parries=parries, attacks=defender_attacks))
        if opponents < 1:
            raise FieldError("opponents", "{field} is 1 or more")
        options = self.damage_options
        if isinstance(options, dict):
            options = tuple(sorted((k, tuple(v) if isinstance(v, list) else v)
                                   for k, v in options.items()))
        for name, value in (("wave_att", att), ("wave_def", defence),
                            ("difficulties", difficulties), ("damage_options", options),
                            ("current", current_key(self.current)),
                            ("attacker_penalties", resolve_penalties(
                                list(self.attacker_penalties), "attacker_penalties"))):
            object.__setattr__(self, name, value)

    @property
    def extra(self) -> tuple[int, int]:
        return (self.attacker_extra, self.defender_extra)

    @property
    def options(self) -> dict[str, Any]:
        """The damage roll's abilities, as keyword arguments."""
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.damage_options}

    @property
    def defender_penalties(self) -> tuple[str, ...]:
        """The defender's own wound is a penalty on his defence dice (L1564-1571), as he
        feels it: a level lighter if Possessed (L1236-1246), none for a big creature that
        ignores wound penalties."""
        return _felt_penalties({"wound": self.current, "stunned": False}, self.options)

    @property
    def start_penalty(self) -> int:
        return int(apply_wound("none", self.current, self.options.get("toughness"), 0,
                               bool(self.options.get("possessed")))["penalty"])

    @property
    def step(self) -> int:
        return int(char_rules()["melee"]["sustained_step"])

    @property
    def counter_step(self) -> int:
        return int(char_rules()["melee"]["counter_step"])

    def memo_key(self) -> tuple:
        """Everything the wave depends on (the exact driver's memo of a whole wave)."""
        opts = self.damage_options
        return (self.wave_att, tuple(self.difficulties), self.wave_def, self.parries,
                self.strength, self.resilience, self.current, self.attacker_penalties,
                self.defender_penalties, self.counter, self.sustained, self.opponents,
                self.fencer, self.assassin, opts)

    def roll(self, src: Source) -> "MeleeWave":
        """Attacks, then defence, then damage: each phase weighed once by the exact driver
        and reduced to what the next phase reads (the difficulties that hit; the hits
        through and the counter dice; the state the damage leaves)."""
        hit_diffs, a_att = src.until(
            self._attacks, _always, lambda rec: tuple(sorted(d for d, ok, _ in rec.v if ok)),
            memo=("conf-melee-attacks", self.wave_att, tuple(self.difficulties),
                  self.attacker_penalties))
        attacks = [{"difficulty": d, "hit": ok, "dice": dice}
                   for d, ok, dice in a_att[0].v] if a_att else []
        (through_n, counter_dice), d_att = src.until(
            lambda s: self._defence(s, hit_diffs), _always, lambda rec: rec.v[:2],
            memo=("conf-melee-defence", hit_diffs, self.wave_def, self.parries,
                  self.defender_penalties, self.counter, self.sustained))
        parry_rolls, sustained_rolls = (d_att[0].v[2], d_att[0].v[3]) if d_att else ([], [])
        start = {"state": self.current, "wound": self.current, "stunned": False,
                 "removed": False, "kills": 0,
                 "penalty": self.start_penalty}
        (st, wounds), c_att = src.until(
            lambda s: self._damage_chain(s, through_n, start, self.assassin), _always,
            lambda rec: (tuple(rec.v[0].get(k) for k in _CHAIN_STATE), rec.v[1]),
            memo=("conf-melee-chain", through_n, tuple(start.get(k) for k in _CHAIN_STATE),
                  self.strength, self.resilience, self.assassin, self._options_key()))
        state = dict(zip(_CHAIN_STATE, st))
        damage = c_att[0].v[2] if c_att else []
        # the sorted hits, as attack numbers, for the view of the defence rolls
        order = sorted((i for i, a in enumerate(attacks) if a["hit"]),
                       key=lambda i: (attacks[i]["difficulty"], i))
        for r in parry_rolls + sustained_rolls:
            r["attack"] = order[r.pop("hit")] + 1 if order else None
        for d in damage:
            d["attack"] = None
        return MeleeWave(self, attacks, parry_rolls, sustained_rolls, len(hit_diffs),
                         through_n, damage, state, wounds, counter_dice)

    def _options_key(self) -> tuple[Any, ...]:
        return tuple(self.damage_options)

    def _attacks(self, src: Source) -> list:
        out = []
        for d in self.difficulties:
            ok, roll = _test(src, self.wave_att, d, self.attacker_penalties)
            out.append((d, ok, roll.dice if roll is not None else None))
        return _Box(out)

    def _defence(self, src: Source, hit_diffs: tuple) -> tuple:
        """Defence dice on the easiest hits, then a sustained defence: (hits through,
        counter dice, the defence rolls, the sustained rolls)."""
        parried: set[int] = set()
        parry_rolls = []
        for h in range(min(self.parries, len(hit_diffs))):
            need = hit_diffs[h] + (self.counter_step if self.counter else 0)
            ok, roll = _test(src, self.wave_def, need, self.defender_penalties)
            parry_rolls.append({"hit": h, "difficulty": need, "success": ok,
                                "dice": roll.dice if roll is not None else None})
            if ok:
                parried.add(h)
        counter_dice = sum(r["success"] for r in parry_rolls) if self.counter else 0
        sustained_rolls = []
        if self.sustained and parried:
            k = 1
            for h in [h for h in range(len(hit_diffs)) if h not in parried]:
                need = hit_diffs[h] + self.step * k
                ok, roll = _test(src, self.wave_def, need, self.defender_penalties)
                sustained_rolls.append({"hit": h, "difficulty": need, "success": ok,
                                        "dice": roll.dice if roll is not None else None})
                if not ok:
                    break
                parried.add(h)
                k += 1
        return _Box(len(hit_diffs) - len(parried), counter_dice, parry_rolls, sustained_rolls)

    def _damage_chain(self, src: Source, left: int, state: dict, assassin: bool) -> tuple:
        """``left`` damage rolls one after another from ``state``: (the state after, the
        wounds among them, the rolls). Each roll and the rest of the chain are weighed once."""
        if not left or state["removed"]:
            return _Box(state, 0, [])
        new, roll = _damage(src, self.strength, self.resilience, state["wound"],
                            state["stunned"], state["kills"], self.options, assassin)
        wound = int(new["result"] in ("light", "serious", "critical", "killed"))
        record = {"result": new["result"], "state": new["state"], "roll": roll}
        if left == 1 or new["removed"]:
            return _Box(new, wound, [record])
        (st, more), att = src.until(
            lambda s: self._damage_chain(s, left - 1, new, False), _always,
            lambda rec: (tuple(rec.v[0].get(k) for k in _CHAIN_STATE), rec.v[1]),
            memo=("conf-melee-chain", left - 1, tuple(new.get(k) for k in _CHAIN_STATE),
                  self.strength, self.resilience, False, self._options_key()))
        rest = att[0].v[2] if att else []
        return _Box(dict(zip(_CHAIN_STATE, st)), wound + more, [record] + rest)


_CHAIN_STATE = ("state", "wound", "stunned", "removed", "kills", "penalty")


class _Box:
    """A phase's record (lists and dicts) as one value the exact driver can hold."""

    __slots__ = ("v",)

    def __init__(self, *v):
        self.v = v if len(v) > 1 else v[0]


@dataclass(frozen=True, eq=False)  # weighed by identity in the exact driver (until)
class MeleeWave:
    """One wave: the attack dice, the defence (and sustained defence) dice, the damage
    rolls of the hits through, and the defender's state after them."""

    setup: MeleeSpec
    attacks: list[dict[str, Any]]
    parry_rolls: list[dict[str, Any]]
    sustained_rolls: list[dict[str, Any]]
    hits: int
    through_n: int
    damage: list[dict[str, Any]]
    state: dict[str, Any]
    wounds: int
    counter_dice: int
    seed: int | None = None

    @property
    def through(self) -> list[int]:
        return list(range(self.through_n))

    def key(self) -> "MeleeKey":
        return MeleeKey((self.hits, self.hits - len(self.through), self.wounds,
                         self.state["state"] if not self.state["removed"] else "killed",
                         self.counter_dice))

    def to_json(self) -> dict[str, Any]:
        return {"game": GAME, "melee": True, "att": self.setup.wave_att,
                "def": self.setup.wave_def, "extra_dice": list(self.setup.extra),
                "attacks": self.attacks,
                "hits": self.hits, "parries": self.parry_rolls,
                "sustained": self.sustained_rolls,
                "parried": self.hits - len(self.through),
                "damage_rolls": [{k: v for k, v in d.items() if k not in ("roll", "attack")} | (
                    {"dice": d["roll"].dice} if d["roll"] is not None else {})
                    for d in self.damage],
                "wounds": self.wounds, "state": self.state["state"],
                "removed": self.state["removed"], "penalty": self.state["penalty"],
                "counter_dice": self.counter_dice, "seed": self.seed}


class MeleeKey(tuple):  # type: ignore[type-arg]
    """(hits, parried, wounds, the defender's state, counter-attack dice)."""

    def __str__(self) -> str:
        hits, parried, wounds, state, counter = self
        text = _("{hits} hit, {parried} parried, {wounds} wound(s) -> {state}").format(
            hits=hits, parried=parried, wounds=wounds, state=state_word(state))
        return text + (_(", +{n} counter").format(n=counter) if counter else "")


def melee_key(wave: MeleeWave) -> MeleeKey:
    return wave.key()


@rule(MeleeSpec, key=melee_key, label=N_("outcome"))
def melee(src: Source, spec: MeleeSpec) -> MeleeWave:
    return spec.roll(src)


# ---------------------------------------------------------------------------- strike back


def _felt_penalties(state: dict[str, Any], options: dict[str, Any]) -> tuple[str, ...]:
    """The die penalties a figure fights with after a wave (L1564-1571): its wound, one
    level lighter if Possessed, none for a creature that ignores wound penalties; stunned
    on top."""
    w = wound_rules()
    names = []
    tough = options.get("toughness")
    ignores = bool(tough) and w["toughness"][tough]["ignores_wound_penalties"]
    wound = state["wound"]
    if wound not in ("none", "killed") and not ignores:
        felt = w["possessed"]["lighter"].get(wound, wound) if options.get("possessed") \
            else wound
        if felt != "none":
            names.append(felt)
    if state["stunned"]:
        names.append("stunned")
    return tuple(names)


_WAVE_STATE = ("state", "wound", "stunned", "removed", "kills", "penalty")


def _wave_summary(wave: MeleeWave) -> tuple[Any, ...]:
    return (wave.hits, wave.hits - len(wave.through), wave.wounds, wave.counter_dice,
            tuple(wave.state.get(k) for k in _WAVE_STATE))


@dataclass(frozen=True, kw_only=True)
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

    def __post_init__(self) -> None:
        object.__setattr__(self, "difficulties", tuple(self.difficulties))


@dataclass(frozen=True)
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
        if self.back_att < 0 or self.back_def < 0:
            raise MusterError(say("the extra dice take the defender's ATT or the attacker's "
                                  "DEF below 0 for the strike back"))
        if first.counter:
            if back.counter_at is None:
                raise FieldError("counter_at", "{counter} earns attack dice: give their "
                                 "difficulty with {field} D", counter=Field("counter"))
        elif back.counter_at is not None:
            raise FieldError("counter_at", "{field} is the difficulty of counter-attack dice: "
                             "add {counter}", counter=Field("counter"))
        if not back.difficulties and not first.counter:
            raise FieldError("back_difficulties", "the strike back needs the defender's attack "
                             "dice: {field} D per die")
        # the same checks as a wave, on the dice the defender may end up with
        MeleeSpec(att=self.back_att, difficulties=back.difficulties + (
            (back.counter_at,) if back.counter_at is not None else ()),
            defence=self.back_def, parries=back.parries, strength=back.strength,
            resilience=back.resilience, current=back.current, fencer=first.fencer_back)

    def roll(self, src: Source) -> "ExchangeResult":
        f = self.first
        summary, attempts = src.until(
            f.roll, _always, _wave_summary, memo=("conf-melee-wave", f.memo_key()))
        first = attempts[0] if attempts else None
        hits, parried, wounds, counter_dice, st = summary
        state = dict(zip(_WAVE_STATE, st))
        second = None
        second_summary = None
        b = self.back
        dice = b.difficulties + (b.counter_at,) * counter_dice
        if not state["removed"] and dice:
            setup = MeleeSpec(att=self.back_att, difficulties=dice, defence=self.back_def,
                              parries=b.parries, strength=b.strength,
                              resilience=b.resilience, current=b.current,
                              attacker_penalties=_felt_penalties(state, f.options),
                              fencer=f.fencer_back)
            second_summary, attempts2 = src.until(
                setup.roll, _always, _wave_summary,
                memo=("conf-melee-wave", setup.memo_key()))
            second = attempts2[0] if attempts2 else None
        return ExchangeResult(self, summary, first, second_summary, second)


@dataclass(frozen=True, eq=False)
class ExchangeResult:
    ex: ExchangeSpec
    first_summary: tuple[Any, ...] | None
    first: MeleeWave | None
    second_summary: tuple[Any, ...] | None
    second: MeleeWave | None
    seed: int | None = None

    @staticmethod
    def side(summary: tuple[Any, ...] | None) -> dict[str, Any]:
        if summary is None:
            return {"hits": 0, "parried": 0, "wounds": 0, "state": None, "removed": False}
        hits, parried, wounds, counter, st = summary
        state = dict(zip(_WAVE_STATE, st))
        return {"hits": hits, "parried": parried, "wounds": wounds, "counter_dice": counter,
                "state": "killed" if state["removed"] else state["state"],
                "removed": state["removed"], "penalty": state["penalty"]}

    def key(self) -> "ExchangeKey":
        d = self.side(self.first_summary)
        a = self.side(self.second_summary)
        attacker_state = a["state"] or self.ex.back.current
        return ExchangeKey((d["wounds"], d["state"], a["wounds"], attacker_state))

    def to_json(self) -> dict[str, Any]:
        out = {"game": GAME, "melee": True, "exchange": True,
               "defender": self.side(self.first_summary),
               "attacker": self.side(self.second_summary),
               "strike_back": self.second_summary is not None}
        if self.first is not None:
            out["first_wave"] = {k: v for k, v in self.first.to_json().items() if k != "seed"}
        if self.second is not None:
            out["strike_back_wave"] = {k: v for k, v in self.second.to_json().items()
                                       if k != "seed"}
        out["seed"] = self.seed
        return out


class ExchangeKey(tuple):  # type: ignore[type-arg]
    """(wounds to the defender, his state, wounds to the attacker, his state)."""

    def __str__(self) -> str:
        dw, ds, aw, as_ = self
        return _("defender {dw} wound(s) -> {ds}; attacker {aw} wound(s) -> {as_}").format(
            dw=dw, ds=state_word(ds), aw=aw, as_=state_word(as_))


def exchange_key(result: ExchangeResult) -> ExchangeKey:
    return result.key()


@rule(ExchangeSpec, key=exchange_key, label=N_("outcome"))
def exchange(src: Source, spec: ExchangeSpec) -> ExchangeResult:
    return spec.roll(src)


# the names before the rules had their four parts (the exact driver's memo tests use them)
MeleeSetup = MeleeSpec
Exchange = ExchangeSpec
