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

from muster.engine.dice import Source
from muster.engine.render import esc, verdict
from muster.errors import Field, FieldError, MusterError
from muster.i18n import _, both, ngettext, say
from muster.games.confrontation import views
from muster.games.confrontation.characteristic import characteristic_test, resolve_penalties
from muster.games.confrontation.damage import apply_wound, damage_roll, state_word
from muster.games.confrontation.tables import SEVERITY, char_rules, current_key, wound_rules
from muster.numbers import fraction_text as _fraction

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


class MeleeSetup:
    """The wave as asked for, checked before any die is rolled."""

    def __init__(self, *, att: int, difficulties: list[int], defence: int, parries: int,
                 strength: int, resilience: int, current: str = "none",
                 attacker_penalties: list[str] = (), counter: bool = False,
                 sustained: bool = False, opponents: int = 1, fencer: bool = False,
                 assassin: bool = False, damage_options: dict | None = None,
                 defender_attacks: int = 0, attacker_extra: int = 0,
                 defender_extra: int = 0):
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
        self.extra = (attacker_extra, defender_extra)
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
        self.att, self.difficulties = att, list(difficulties)
        self.defence, self.parries = defence, parries
        self.strength, self.resilience = strength, resilience
        self.current = current_key(current)
        self.attacker_penalties = resolve_penalties(list(attacker_penalties), "attacker_penalties")
        self.counter, self.sustained, self.opponents = counter, sustained, opponents
        self.fencer, self.assassin = fencer, assassin
        self.fencer_back = False  # the defender's own Fencer ability is not asked for
        self.damage_options = dict(damage_options or {})
        # the defender's own wound is a penalty on his defence dice (L1564-1571), as he
        # feels it: a level lighter if Possessed (L1236-1246), none for a big creature that
        # ignores wound penalties
        self.defender_penalties = _felt_penalties({"wound": self.current, "stunned": False},
                                                  self.damage_options)
        self.start_penalty = apply_wound(
            "none", self.current, self.damage_options.get("toughness"), 0,
            bool(self.damage_options.get("possessed")))["penalty"]
        self.step = m["sustained_step"]
        self.counter_step = m["counter_step"]

    def memo_key(self) -> tuple:
        """Everything the wave depends on (the exact driver's memo of a whole wave)."""
        opts = tuple(sorted((k, tuple(v) if isinstance(v, list) else v)
                            for k, v in self.damage_options.items()))
        return (self.att, tuple(self.difficulties), self.defence, self.parries,
                self.strength, self.resilience, self.current, self.attacker_penalties,
                self.defender_penalties, self.counter, self.sustained, self.opponents,
                self.fencer, self.assassin, opts)

    def roll(self, src: Source) -> "MeleeWave":
        """Attacks, then defence, then damage: each phase weighed once by the exact driver
        and reduced to what the next phase reads (the difficulties that hit; the hits
        through and the counter dice; the state the damage leaves)."""
        hit_diffs, a_att = src.until(
            self._attacks, _always, lambda rec: tuple(sorted(d for d, ok, _ in rec.v if ok)),
            memo=("conf-melee-attacks", self.att, tuple(self.difficulties),
                  self.attacker_penalties))
        attacks = [{"difficulty": d, "hit": ok, "dice": dice}
                   for d, ok, dice in a_att[0].v] if a_att else []
        (through_n, counter_dice), d_att = src.until(
            lambda s: self._defence(s, hit_diffs), _always, lambda rec: rec.v[:2],
            memo=("conf-melee-defence", hit_diffs, self.defence, self.parries,
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

    def _options_key(self) -> tuple:
        return tuple(sorted((k, tuple(v) if isinstance(v, list) else v)
                            for k, v in self.damage_options.items()))

    def _attacks(self, src: Source) -> list:
        out = []
        for d in self.difficulties:
            ok, roll = _test(src, self.att, d, self.attacker_penalties)
            out.append((d, ok, roll.dice if roll is not None else None))
        return _Box(out)

    def _defence(self, src: Source, hit_diffs: tuple) -> tuple:
        """Defence dice on the easiest hits, then a sustained defence: (hits through,
        counter dice, the defence rolls, the sustained rolls)."""
        parried: set[int] = set()
        parry_rolls = []
        for h in range(min(self.parries, len(hit_diffs))):
            need = hit_diffs[h] + (self.counter_step if self.counter else 0)
            ok, roll = _test(src, self.defence, need, self.defender_penalties)
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
                ok, roll = _test(src, self.defence, need, self.defender_penalties)
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
                            state["stunned"], state["kills"], self.damage_options, assassin)
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


class MeleeWave:
    def __init__(self, setup: MeleeSetup, attacks, parry_rolls, sustained_rolls, hits: int,
                 through_n: int, damage, state, wounds, counter_dice):
        self.setup = setup
        self.attacks, self.parry_rolls = attacks, parry_rolls
        self.sustained_rolls = sustained_rolls
        self.hits, self.through_n = hits, through_n
        self.damage, self.state, self.wounds = damage, state, wounds
        self.counter_dice = counter_dice
        self.seed: int | None = None

    @property
    def through(self) -> list:
        return list(range(self.through_n))

    def key(self) -> tuple:
        return MeleeKey((self.hits, self.hits - len(self.through), self.wounds,
                         self.state["state"] if not self.state["removed"] else "killed",
                         self.counter_dice))

    def to_json(self) -> dict:
        return {"game": "confrontation", "melee": True, "att": self.setup.att,
                "def": self.setup.defence, "extra_dice": list(self.setup.extra),
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

    def lines(self, *, strike_back: bool = True, counter: bool = True,
              target: str = "defender") -> list[str]:
        """The wave; ``strike_back``/``counter`` add the hints for the answer, ``target``
        names the side that took the hits (the attacker, in a strike back)."""
        s = self.setup
        m = char_rules()["melee"]
        out = [both(m, bold=True, capital=True) + ": " + _(
            "ATT {att} against DEF {defence}, {attacks} attack and {parries} defence dice").format(
                att=s.att, defence=s.defence, attacks=len(s.difficulties), parries=s.parries)]
        extras = (("  " + _("the attacker's {n} extra dice: -{cost} ATT and DEF until the end "
                            "of the round (ATT above is after it)"), s.extra[0]),
                  ("  " + _("the defender's {n} extra dice: -{cost} ATT and DEF until the end "
                            "of the round (DEF above is after it)"), s.extra[1]))
        for text, n in extras:
            if n:
                out.append(text.format(n=n, cost=m["extra_die_cost"] * n))
        for i, a in enumerate(self.attacks, 1):
            dice = "+".join(map(str, a["dice"])) if a["dice"] else "d6"
            out.append("  " + _("attack {i} at {d}: {dice} ").format(
                i=i, d=a["difficulty"], dice=dice) + verdict(a["hit"], "HIT", "MISS"))
        kind = (_("counter-attack against attack {i} at {d}: {dice} ") if s.counter
                else _("defence against attack {i} at {d}: {dice} "))
        for r in self.parry_rolls:
            dice = "+".join(map(str, r["dice"])) if r["dice"] else "d6"
            out.append("  " + kind.format(i=r["attack"], d=r["difficulty"], dice=dice)
                       + verdict(r["success"], "PARRIED", "FAILED"))
        for r in self.sustained_rolls:
            dice = "+".join(map(str, r["dice"])) if r["dice"] else "d6"
            out.append("  " + _("sustained defence against attack {i} at {d}: {dice} ").format(
                i=r["attack"], d=r["difficulty"], dice=dice)
                + verdict(r["success"], "PARRIED", "FAILED"))
        for n, d in enumerate(self.damage, 1):
            out.append("  " + _("hit {n} through: damage roll").format(n=n))
            if d["roll"] is not None:
                out += ["    " + line for line in views.wound_lines(d["roll"])]
        state = (_("killed outright: removed") if self.state["removed"]
                 else state_word(self.state["state"]))
        who = (_("; the defender: {state}") if target == "defender"
               else _("; the attacker: {state}"))
        parried = self.hits - len(self.through)
        out.append(ngettext("{n} hit(s)", "{n} hit(s)", self.hits).format(n=self.hits)
                   + _(", {n} parried").format(n=parried) + ", "
                   + ngettext("{n} wound(s)", "{n} wound(s)", self.wounds).format(n=self.wounds)
                   + who.format(state=f"[bold]{esc(state)}[/]")
                   + ("" if self.state["removed"] else _(", die penalty {penalty}").format(
                       penalty=self.state["penalty"])))
        if self.counter_dice and counter:
            out.append(ngettext("counter-attack: +{n} attack die(s) for the strike back",
                                "counter-attack: +{n} attack die(s) for the strike back",
                                self.counter_dice).format(n=self.counter_dice))
        if not self.state["removed"] and strike_back:
            out.append(_("strike back: the same command with the sides swapped (the defender's "
                         "attack dice and counter-attack dice, the attacker's defence dice)")
                       if self.counter_dice else
                       _("strike back: the same command with the sides swapped (the defender's "
                         "attack dice, the attacker's defence dice)"))
        return out


class MeleeKey(tuple):
    """(hits, parried, wounds, the defender's state, counter-attack dice)."""

    def __str__(self) -> str:
        hits, parried, wounds, state, counter = self
        text = _("{hits} hit, {parried} parried, {wounds} wound(s) -> {state}").format(
            hits=hits, parried=parried, wounds=wounds, state=state_word(state))
        return text + (_(", +{n} counter").format(n=counter) if counter else "")


def melee_key(wave: MeleeWave) -> MeleeKey:
    return wave.key()


def melee_odds(setup: MeleeSetup, dist):
    from muster.engine.odds import percent
    from muster.engine.run import OddsResult

    def frac(x) -> str:
        return f" ({_fraction(x)})" if dist.exact else ""

    wounded = dist.p(lambda k: k[2] > 0)
    killed = dist.p(lambda k: k[3] == "killed")
    hits: dict = {}
    states: dict = {}
    for k, pr in dist.probs.items():
        hits[k[1]] = hits.get(k[1], 0) + pr
        states[k[3]] = states.get(k[3], 0) + pr
    through: dict = {}
    for k, pr in dist.probs.items():
        through[k[0] - k[1]] = through.get(k[0] - k[1], 0) + pr
    order = {s: i for i, s in enumerate(SEVERITY)}
    body = {"odds": True, "game": "confrontation", "melee": True, "att": setup.att,
            "difficulties": setup.difficulties, "def": setup.defence,
            "parries": setup.parries, "at_least_one_wound": dist.prob(wounded),
            "killed": dist.prob(killed),
            "hits_through": [{"value": v, **dist.prob(pr)} for v, pr in sorted(through.items())],
            "states": [{"state": s, **dist.prob(pr)} for s, pr in
                       sorted(states.items(), key=lambda x: order.get(x[0].split("+")[0], 9))],
            "exact": dist.exact}
    view = ["[bold]" + _("Melee: ATT {att} at {difficulties} against DEF {defence} with "
                         "{parries} defence dice; STR {str} against RES {res}").format(
                att=setup.att, difficulties=", ".join(map(str, setup.difficulties)),
                defence=setup.defence, parries=setup.parries, str=setup.strength,
                res=setup.resilience) + "[/]",
            _("chance of at least one wound: {p}").format(
                p=f"[bold]{percent(wounded)}[/]{frac(wounded)}"),
            _("killed outright: {p}").format(p=f"{percent(killed)}{frac(killed)}")]
    view += ["  " + ngettext("{n} hit(s) through: {p}", "{n} hit(s) through: {p}", v).format(
        n=v, p=percent(pr)) for v, pr in sorted(through.items())]
    view += ["  " + _("the defender ends {state}: {p}").format(state=state_word(s), p=percent(pr))
             for s, pr in sorted(states.items(), key=lambda x: order.get(x[0].split("+")[0], 9))]
    return OddsResult(body, view)


# ---------------------------------------------------------------------------- strike back


def _felt_penalties(state: dict, options: dict) -> tuple:
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


def _wave_summary(wave: "MeleeWave") -> tuple:
    return (wave.hits, wave.hits - len(wave.through), wave.wounds, wave.counter_dice,
            tuple(wave.state.get(k) for k in _WAVE_STATE))


class StrikeBack:
    """The defender's answer (L903-904): his attack dice (and any counter-attack dice, at
    ``counter_at``) against the attacker's defence dice, with the wounds of the first wave
    as penalties on his dice."""

    def __init__(self, *, att: int, difficulties: list[int], strength: int, defence: int,
                 resilience: int, parries: int, current: str = "none",
                 counter_at: int | None = None):
        self.att, self.difficulties, self.strength = att, list(difficulties), strength
        self.defence, self.resilience, self.parries = defence, resilience, parries
        self.current = current
        self.counter_at = counter_at


class Exchange:
    """A wave and the strike back: ``first`` the attacker's wave (MeleeSetup), ``back``
    the defender's answer."""

    def __init__(self, first: MeleeSetup, back: StrikeBack):
        self.first, self.back = first, back
        cost = char_rules()["melee"]["extra_die_cost"]
        a_extra, d_extra = first.extra
        self.back_att = back.att - cost * d_extra
        self.back_def = back.defence - cost * a_extra
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
        MeleeSetup(att=self.back_att, difficulties=back.difficulties + (
            [back.counter_at] if back.counter_at is not None else []),
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
        dice = b.difficulties + [b.counter_at] * counter_dice
        if not state["removed"] and dice:
            setup = MeleeSetup(att=self.back_att, difficulties=dice, defence=self.back_def,
                               parries=b.parries, strength=b.strength,
                               resilience=b.resilience, current=b.current,
                               attacker_penalties=list(_felt_penalties(state,
                                                                       f.damage_options)),
                               fencer=f.fencer_back)
            second_summary, attempts2 = src.until(
                setup.roll, _always, _wave_summary,
                memo=("conf-melee-wave", setup.memo_key()))
            second = attempts2[0] if attempts2 else None
        return ExchangeResult(self, summary, first, second_summary, second)


class ExchangeResult:
    def __init__(self, ex: Exchange, first_summary, first, second_summary, second):
        self.ex = ex
        self.first_summary, self.first = first_summary, first
        self.second_summary, self.second = second_summary, second
        self.seed: int | None = None

    @staticmethod
    def _side(summary) -> dict:
        if summary is None:
            return {"hits": 0, "parried": 0, "wounds": 0, "state": None, "removed": False}
        hits, parried, wounds, counter, st = summary
        state = dict(zip(_WAVE_STATE, st))
        return {"hits": hits, "parried": parried, "wounds": wounds, "counter_dice": counter,
                "state": "killed" if state["removed"] else state["state"],
                "removed": state["removed"], "penalty": state["penalty"]}

    def key(self) -> tuple:
        d = self._side(self.first_summary)
        a = self._side(self.second_summary)
        attacker_state = a["state"] or self.ex.back.current
        return ExchangeKey((d["wounds"], d["state"], a["wounds"], attacker_state))

    def to_json(self) -> dict:
        out = {"game": "confrontation", "melee": True, "exchange": True,
               "defender": self._side(self.first_summary),
               "attacker": self._side(self.second_summary),
               "strike_back": self.second_summary is not None}
        if self.first is not None:
            out["first_wave"] = {k: v for k, v in self.first.to_json().items() if k != "seed"}
        if self.second is not None:
            out["strike_back_wave"] = {k: v for k, v in self.second.to_json().items()
                                       if k != "seed"}
        out["seed"] = self.seed
        return out

    def lines(self) -> list[str]:
        out = ["[bold]" + _("The attacker's wave") + "[/]"]
        if self.first is not None:
            out += ["  " + x for x in self.first.lines(strike_back=False)]
        if self.second_summary is None:
            d = self._side(self.first_summary)
            out.append(_("no strike back: the defender was killed") if d["removed"] else
                       _("no strike back: the defender has no attack dice"))
            return out
        out.append("[bold]" + _("The defender strikes back") + "[/]")
        if self.second is not None:
            out += ["  " + x for x in self.second.lines(strike_back=False, counter=False,
                                                         target="attacker")]
        return out


class ExchangeKey(tuple):
    """(wounds to the defender, his state, wounds to the attacker, his state)."""

    def __str__(self) -> str:
        dw, ds, aw, as_ = self
        return _("defender {dw} wound(s) -> {ds}; attacker {aw} wound(s) -> {as_}").format(
            dw=dw, ds=state_word(ds), aw=aw, as_=state_word(as_))


def exchange_key(result: ExchangeResult) -> ExchangeKey:
    return result.key()


def exchange_odds(ex: Exchange, dist):
    from muster.engine.odds import percent
    from muster.engine.run import OddsResult

    def frac(x) -> str:
        return f" ({_fraction(x)})" if dist.exact else ""

    d_wounded = dist.p(lambda k: k[0] > 0)
    a_wounded = dist.p(lambda k: k[2] > 0)
    d_killed = dist.p(lambda k: k[1] == "killed")
    a_killed = dist.p(lambda k: k[3] == "killed")
    body = {"odds": True, "game": "confrontation", "melee": True, "exchange": True,
            "defender_wounded": dist.prob(d_wounded), "defender_killed": dist.prob(d_killed),
            "attacker_wounded": dist.prob(a_wounded), "attacker_killed": dist.prob(a_killed),
            "exact": dist.exact}
    view = ["[bold]" + _("Melee exchange: the attacker's wave, then the strike back") + "[/]",
            _("the defender wounded at least once: {p}").format(
                p=f"[bold]{percent(d_wounded)}[/]{frac(d_wounded)}"),
            _("the defender killed: {p}").format(p=f"{percent(d_killed)}{frac(d_killed)}"),
            _("the attacker wounded at least once: {p}").format(
                p=f"[bold]{percent(a_wounded)}[/]{frac(a_wounded)}"),
            _("the attacker killed: {p}").format(p=f"{percent(a_killed)}{frac(a_killed)}")]
    return OddsResult(body, view)
