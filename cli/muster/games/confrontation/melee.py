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

from dataclasses import field
from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.keys import NamedKey
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, Spec, within
from muster.games.confrontation.characteristic_roll import (
    CharacteristicRoll,
    characteristic_test,
    resolve_penalties,
)
from muster.games.confrontation.damage import (
    WoundRoll,
    apply_wound,
    check_resilience,
    damage_roll,
)
from muster.games.confrontation.tables import GAME, char_rules, current_key, wound_rules
from muster.games.confrontation.wound_state import felt_penalties
from muster.i18n import N_
from muster.limits import CHARACTERISTICS, MOST_FIGURES, MOST_WAVE_DICE

VIEWS = "muster.games.confrontation.views.melee"  # its text and odds tables

MAX_DICE = MOST_WAVE_DICE


# Each phase of a wave is a stage (`Source.stage`): a sub-procedure of a small frozen spec,
# weighed once per spec by the exact driver and reduced to what the next phase reads.


@frozen
class _Test:
    """One characteristic test of a wave (an attack or a defence die)."""

    value: int
    difficulty: int
    penalties: tuple[str, ...]


def _roll_test(src: Source, t: _Test) -> CharacteristicRoll:
    return characteristic_test(src, t.value, t.difficulty, penalties=t.penalties)


def _succeeded(roll: CharacteristicRoll) -> bool:
    return bool(roll.success)


def _test(src: Source, value: int, difficulty: int,
          penalties: tuple[str, ...]) -> tuple[bool, CharacteristicRoll | None]:
    """One characteristic test; (success, the roll or None under the exact driver)."""
    ok, roll = src.stage(_roll_test, _Test(value, difficulty, penalties), _succeeded)
    return bool(ok), roll


_STATE_KEYS = ("state", "wound", "stunned", "removed", "kills", "penalty", "result",
               "until_end_of_round", "toughness_note")


@frozen
class _Blow:
    """One damage roll of a wave, on a figure ``current``-ly wounded and killed ``kills``
    times; ``options`` the damage roll's abilities as sorted (name, value) pairs."""

    strength: int
    resilience: int
    current: str
    kills: int
    assassin: bool
    options: tuple[tuple[str, Any], ...]
    stunned: bool = False  # stunned already (this round, or by an earlier hit of the wave)


def _roll_blow(src: Source, b: _Blow) -> WoundRoll:
    return damage_roll(src, b.strength, b.resilience, current=b.current, killed_before=b.kills,
                       assassin=b.assassin, stunned=b.stunned, **dict(b.options))


def _state_of(roll: WoundRoll) -> tuple[Any, ...]:
    return tuple(getattr(roll, k) for k in _STATE_KEYS)


def _damage(src: Source, strength: int, resilience: int, current: str, stunned: bool,
            kills: int, options: tuple[tuple[str, Any], ...],
            assassin: bool) -> tuple[dict[str, Any], WoundRoll | None]:
    """One damage roll (a figure stunned already stays stunned, `damage_roll`); (the
    figure's new state as a dict, the roll or None)."""
    reduced, roll = src.stage(_roll_blow, _Blow(strength, resilience, current, kills, assassin,
                                                options, stunned), _state_of)
    return dict(zip(_STATE_KEYS, reduced, strict=True)), roll


@frozen(kw_only=True)
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
    ambidextrous: bool = False  # the defender: a counter-attack without its penalty
    stunned: bool = False  # the defender is stunned already this round (L1564-1567)
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
        within("att", att, *CHARACTERISTICS["att"])
        within("defence", defence, *CHARACTERISTICS["def"])
        within("attacker_extra", attacker_extra, 0, MAX_DICE)
        within("defender_extra", defender_extra, 0, MAX_DICE)
        within("parries", parries, 0, MAX_DICE)
        check_resilience(self.resilience)
        if attacker_extra > len(difficulties):
            raise FieldError("attacker_extra", "{n} extra attack dice, but only {given} "
                             "{attack_at} given (the extra dice are among them)",
                             n=attacker_extra, given=len(difficulties),
                             attack_at=Field("difficulties"))
        if att - cost * attacker_extra < 0:
            raise FieldError("attacker_extra", "{n} extra dice cost {cost} ATT, more than ATT "
                             "{att} (it never goes below 0, L933-942)", n=attacker_extra,
                             cost=cost * attacker_extra, att=att)
        if defence - cost * defender_extra < 0:
            raise FieldError("defender_extra", "{n} extra dice cost {cost} DEF, more than DEF "
                             "{defence} (it never goes below 0, L933-942)", n=defender_extra,
                             cost=cost * defender_extra, defence=defence)
        if defender_extra > parries + defender_attacks:
            raise FieldError("defender_extra", "{n} extra dice for the defender, but he has "
                             "{total} dice in all ({parries} and {defender_attacks} include "
                             "them)", n=defender_extra, total=parries + defender_attacks,
                             parries=Field("parries"), defender_attacks=Field("defender_attacks"))
        att -= cost * attacker_extra
        defence -= cost * defender_extra
        if not difficulties:
            raise FieldError("difficulties", "{melee} needs the attack dice: one {field} D per "
                             "die, D its chosen difficulty", melee=Spec("MeleeSpec"))
        if len(difficulties) > MAX_DICE or parries > MAX_DICE:
            raise FieldError("difficulties" if len(difficulties) > MAX_DICE else "parries",
                             "at most {n} attack or defence dice in one wave", n=MAX_DICE)
        if parries and not fencer:
            low = [d for d in difficulties if d < defence]
            if low:
                raise FieldError("difficulties", "difficulty {d} is below the defender's DEF "
                                 "{defence}: with a defence die kept, every attack is at least "
                                 "DEF (L882-884; {fencer} ignores it)", d=low[0],
                                 defence=defence, fencer=Field("fencer"))
        if self.ambidextrous and not counter:
            raise FieldError("ambidextrous", "Ambidextrous changes a counter-attack "
                             "(L1102-1107): add {counter}", counter=Field("counter"))
        if counter and sustained:
            raise FieldError("sustained", "a counter-attack cannot be combined with a "
                             "sustained defence (L896-899)")
        if sustained:
            if opponents < 2:
                raise FieldError("opponents", "sustained defence is for a fighter facing "
                                 "several opponents: give {field} N (2 or more)")
            if parries < defender_attacks:
                raise FieldError("parries", "sustained defence needs the defender to keep at "
                                 "least as many defence dice as attack dice ({parries} < "
                                 "{attacks})", parries=parries, attacks=defender_attacks)
        within("opponents", opponents, 1, MOST_FIGURES)
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
        ignores wound penalties; a stun on top (L1564-1567)."""
        return felt_penalties({"wound": self.current, "stunned": self.stunned}, self.options)

    @property
    def start_penalty(self) -> int:
        return int(apply_wound("none", self.current, self.options.get("toughness"), 0,
                               bool(self.options.get("possessed")))["penalty"])

    @property
    def step(self) -> int:
        return int(char_rules()["melee"]["sustained_step"])

    @property
    def counter_step(self) -> int:
        m = char_rules()["melee"]
        return int(m["ambidextrous_counter_step"] if self.ambidextrous else m["counter_step"])

    def roll(self, src: Source) -> MeleeWave:
        """Attacks, then defence, then damage: each phase weighed once by the exact driver
        and reduced to what the next phase reads (the difficulties that hit; the hits
        through and the counter dice; the state the damage leaves)."""
        hit_diffs, a_rec = src.stage(
            _attack_dice, _Attacks(self.wave_att, self.difficulties, self.attacker_penalties),
            _hits)
        attacks = tuple(Attack(d, ok, dice) for d, ok, dice in a_rec.v) \
            if a_rec is not None else ()
        (through_n, counter_dice), d_rec = src.stage(
            _defend, _Defence(hit_diffs, self.wave_def, self.parries, self.defender_penalties,
                              self.counter, self.sustained, self.counter_step, self.step),
            _through)
        parry_rolls, sustained_rolls = (d_rec.v[2], d_rec.v[3]) if d_rec is not None \
            else ([], [])
        start = (self.current, self.current, False, False, 0, self.start_penalty)
        if self.stunned:  # the stun stays through the wave's damage rolls (the round's)
            start = ("stunned" if self.current == "none" else self.current, self.current,
                     True, False, 0,
                     self.start_penalty - int(wound_rules()["result"]["stunned"]["penalty"]))
        (st, wounds), c_rec = src.stage(
            _chain, _Chain(through_n, start, self.strength, self.resilience, self.assassin,
                           self.damage_options), _chain_summary)
        state = dict(zip(_CHAIN_STATE, st, strict=True))
        damage = c_rec.v[2] if c_rec is not None else []
        # the sorted hits, as attack numbers, for the view of the defence rolls
        order = sorted((i for i, a in enumerate(attacks) if a.hit),
                       key=lambda i: (attacks[i].difficulty, i))
        parried = {r["hit"] for r in parry_rolls + sustained_rolls if r["success"]}

        def defended(rolls: list[dict[str, Any]]) -> tuple[DefenceRoll, ...]:
            return tuple(DefenceRoll(r["difficulty"], r["success"], r["dice"],
                                     order[r["hit"]] + 1 if order else None) for r in rolls)

        # each damage roll is a hit not parried, in the attacks' order (L900-902); its
        # attack's number names it, never the count of hits through
        through = sorted(order[h] + 1 for h in range(len(order)) if h not in parried) \
            if d_rec is not None else []
        blows = tuple(Blow(d["result"], d["state"],
                           d["roll"].dice if d["roll"] is not None else None,
                           through[i] if i < len(through) else None, d["roll"])
                      for i, d in enumerate(damage))
        return MeleeWave(self, True, self.wave_att, self.wave_def, self.extra, attacks,
                         len(hit_diffs), defended(parry_rolls), defended(sustained_rolls),
                         len(hit_diffs) - through_n, blows, wounds, state["state"],
                         state["removed"], state["penalty"], counter_dice, state["wound"],
                         state["stunned"], state["kills"])


@frozen
class _Attacks:
    att: int
    difficulties: tuple[int, ...]
    penalties: tuple[str, ...]


def _attack_dice(src: Source, a: _Attacks) -> _Box:
    out = []
    for d in a.difficulties:
        ok, roll = _test(src, a.att, d, a.penalties)
        out.append((d, ok, roll.dice if roll is not None else None))
    return _Box(out)


def _hits(rec: _Box) -> tuple[int, ...]:
    """The difficulties of the attacks that hit, easiest first."""
    return tuple(sorted(d for d, ok, _ in rec.v if ok))


@frozen
class _Defence:
    hit_diffs: tuple[int, ...]
    defence: int
    parries: int
    penalties: tuple[str, ...]
    counter: bool
    sustained: bool
    counter_step: int
    step: int


def _defend(src: Source, d: _Defence) -> _Box:
    """Defence dice on the easiest hits, then a sustained defence: (hits through,
    counter dice, the defence rolls, the sustained rolls)."""
    hit_diffs = d.hit_diffs
    parried: set[int] = set()
    parry_rolls: list[dict[str, Any]] = []
    for h in range(min(d.parries, len(hit_diffs))):
        need = hit_diffs[h] + (d.counter_step if d.counter else 0)
        ok, roll = _test(src, d.defence, need, d.penalties)
        parry_rolls.append({"hit": h, "difficulty": need, "success": ok,
                            "dice": roll.dice if roll is not None else None})
        if ok:
            parried.add(h)
    counter_dice = sum(r["success"] for r in parry_rolls) if d.counter else 0
    sustained_rolls = []
    if d.sustained and parried:
        k = 1
        for h in [h for h in range(len(hit_diffs)) if h not in parried]:
            need = hit_diffs[h] + d.step * k
            ok, roll = _test(src, d.defence, need, d.penalties)
            sustained_rolls.append({"hit": h, "difficulty": need, "success": ok,
                                    "dice": roll.dice if roll is not None else None})
            if not ok:
                break
            parried.add(h)
            k += 1
    return _Box(len(hit_diffs) - len(parried), counter_dice, parry_rolls, sustained_rolls)


def _through(rec: _Box) -> tuple[int, int]:
    """The hits through and the counter-attack dice won."""
    return rec.v[0], rec.v[1]


@frozen
class _Chain:
    """``left`` damage rolls one after another from ``state`` (the _CHAIN_STATE values)."""

    left: int
    state: tuple[Any, ...]
    strength: int
    resilience: int
    assassin: bool
    options: tuple[tuple[str, Any], ...]


def _chain(src: Source, c: _Chain) -> _Box:
    """The damage rolls of a wave: (the state after, the wounds among them, the rolls).
    Each roll and the rest of the chain are weighed once."""
    state = dict(zip(_CHAIN_STATE, c.state, strict=True))
    if not c.left or state["removed"]:
        return _Box(state, 0, [])
    new, roll = _damage(src, c.strength, c.resilience, state["wound"], state["stunned"],
                        state["kills"], c.options, c.assassin)
    wound = int(new["result"] in ("light", "serious", "critical", "killed"))
    record = {"result": new["result"], "state": new["state"], "roll": roll}
    if c.left == 1 or new["removed"]:
        return _Box(new, wound, [record])
    (st, more), rest = src.stage(
        _chain, _Chain(c.left - 1, tuple(new.get(k) for k in _CHAIN_STATE), c.strength,
                       c.resilience, False, c.options), _chain_summary)
    return _Box(dict(zip(_CHAIN_STATE, st, strict=True)), wound + more,
                [record] + (rest.v[2] if rest is not None else []))


def _chain_summary(rec: _Box) -> tuple[tuple[Any, ...], int]:
    return tuple(rec.v[0].get(k) for k in _CHAIN_STATE), rec.v[1]


_CHAIN_STATE = ("state", "wound", "stunned", "removed", "kills", "penalty")


class _Box:
    """A phase's record (lists and dicts) as one value the exact driver can hold."""

    __slots__ = ("v",)

    def __init__(self, *v: Any) -> None:
        self.v: Any = v if len(v) > 1 else v[0]


@frozen
class Attack:
    """One attack die: its difficulty, whether it hit, the dice rolled (None: weighed)."""

    difficulty: int
    hit: bool
    dice: tuple[int, ...] | None


@frozen
class DefenceRoll:
    """One defence (or sustained defence) die: its difficulty, whether it parried, the
    dice rolled, and the number of the attack it answered."""

    difficulty: int
    success: bool
    dice: tuple[int, ...] | None
    attack: int | None


@frozen
class Blow(JsonResult):
    """One damage roll of a hit through: its result and the figure's state after it, its
    dice, the number of the attack that hit, and the damage roll itself (for the view)."""

    result: str
    state: str
    dice: tuple[int, ...] | None = field(metadata={"json": "optional"})
    attack: int | None = field(metadata={"json": False})
    roll: WoundRoll | None = field(metadata={"json": False})


@frozen
class MeleeWave(JsonResult):
    """One wave: the attack dice, the defence (``parries``) and sustained defence dice, the
    damage rolls of the hits through, and the defender's state after them (``state``,
    ``removed``, ``penalty``; his ``wound``, ``stunned`` and ``kills`` for the battle).
    ``att`` and ``def`` are what the wave rolled with, after the extra dice."""

    GAME = GAME

    setup: MeleeSpec = field(metadata={"json": False})
    melee: bool
    att: int
    def_: int
    extra_dice: tuple[int, int]
    attacks: tuple[Attack, ...]
    hits: int
    parries: tuple[DefenceRoll, ...]
    sustained: tuple[DefenceRoll, ...]
    parried: int
    damage_rolls: tuple[Blow, ...]
    wounds: int
    state: str
    removed: bool
    penalty: int | None
    counter_dice: int
    wound: str = field(metadata={"json": False})
    stunned: bool = field(metadata={"json": False})
    kills: int = field(metadata={"json": False})
    seed: int | None = None

    def key(self) -> MeleeKey:
        return MeleeKey((self.hits, self.parried, self.wounds,
                         self.state if not self.removed else "killed", self.counter_dice))


class MeleeKey(NamedKey):
    """(hits, parried, wounds, the defender's state, counter-attack dice); its English text
    is the JSON label (the --times table shows it in the user's language, `views.melee`)."""

    NAMES = ("hits", "parried", "wounds", "state", "counter")

    def __str__(self) -> str:
        hits, parried, wounds, state, counter = self
        return (f"{hits} hit, {parried} parried, {wounds} wound(s) -> {state}"
                + (f", +{counter} counter" if counter else ""))


def melee_key(wave: MeleeWave) -> MeleeKey:
    return wave.key()


@rule(MeleeSpec, key=melee_key, label=N_("outcome"))
def melee(src: Source, spec: MeleeSpec) -> MeleeWave:
    return spec.roll(src)


# ---------------------------------------------------------------------------- strike back


_WAVE_STATE = ("state", "wound", "stunned", "removed", "kills", "penalty")


def _wave_summary(wave: MeleeWave) -> tuple[Any, ...]:
    return (wave.hits, wave.parried, wave.wounds, wave.counter_dice,
            tuple(getattr(wave, k) for k in _WAVE_STATE))


# the names before the rules had their four parts (the exact driver's memo tests use them;
# the exchange's, Exchange, is in `muster.games.confrontation.exchange`)
MeleeSetup = MeleeSpec
