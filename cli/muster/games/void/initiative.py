"""Void initiative (`muster deploy-shuffle void`), seed 003 L27.

Every fighter rolls a d20 and adds his bonuses and penalties; the highest acts first. A
stunned fighter does not take part. Ties are not in the seed: the tied fighters roll a d20
each again (highest first, again while tied; `muster.engine.rolloff`). The next round keeps
the order, except that a fighter whose initiative changed moves to his new place: from round
2 on, the first-round modifiers (expected / surprise attack) are gone, the totals are the same
d20s with what is left, and fighters level on the new totals keep their first-round order.

Entered dice: a d20 per fighter taking part, in the order the fighters are given; then the
tie re-rolls, the highest tied total first, the tied fighters in the order given.
Exact odds (`place_table`) come from each fighter's `rank_key` under the exact driver, not
from walking all fighters' dice together. Numbers are in ``data/initiative.toml``.
"""

from __future__ import annotations

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.render import die, esc, table
from muster.engine.rolloff import order_by_totals
from muster.errors import MusterError
from muster.i18n import Named, say


def _as_is(text: str) -> Named:
    """A name the user gave, shown as it is in both languages (never read as a number)."""
    return Named(text, text)

GAME = "void"


def data() -> dict:
    return load(GAME, "initiative")


def _int(text: str, what: str, low: int, high: int) -> int:
    try:
        value = int(text.strip().replace(" ", ""))
    except ValueError:
        raise MusterError(say("{what}: '{text}' is not a whole number", what=_as_is(what),
                              text=_as_is(text))) from None
    if not low <= value <= high:
        raise MusterError(say("{what} {value} is out of range ({low} to {high})",
                              what=_as_is(what), value=value, low=low, high=high))
    return value


class Fighter:
    def __init__(self, name: str, mod: int):
        self.name = name
        self.mod = mod
        self.conditions: list[tuple[str, int]] = []  # (modifier id, level)
        self.stunned = False

    def modifiers(self, round_no: int, lang: str = "en") -> list[tuple[str, int]]:
        """(label, value) of every modifier in this round, the fighter's own first; the
        labels in English (JSON) or, with ``lang="cs"``, as a Czech terminal shows them."""
        from muster.i18n import N_, _

        mods = data()["modifier"]
        own = N_("own")
        out = [(_(own) if lang == "cs" else own, self.mod)] if self.mod else []
        for cond, level in self.conditions:
            m = mods[cond]
            if m.get("first_round_only") and round_no > 1:
                continue
            label = m["cs"].lower() if lang == "cs" and m.get("cs") else m["en"]
            label += f" {level}" if m.get("per_level") else ""
            out.append((label, m["value"] * level))
        return out

    def total_mod(self, round_no: int) -> int:
        return sum(v for _, v in self.modifiers(round_no))


class Plan:
    """The fighters and their conditions, checked."""

    def __init__(self, fighters: list[str], expected: list[str], surprised: list[str],
                 panic: list[str], fatigue: list[str], immobilised: list[str],
                 stunned: list[str], round_no: int, agility: list[str] | None = None):
        lim = data()["limits"]
        self.fighters: dict[str, Fighter] = {}
        for text in fighters:
            name, sep, mod = text.partition("=")
            name = name.strip()
            if not name:
                raise MusterError(say("--fighter '{text}' needs a name (NAME or NAME=MOD)",
                                      text=_as_is(text)))
            if name in self.fighters:
                raise MusterError(say("fighter '{name}' is given twice", name=_as_is(name)))
            value = _int(mod, f"--fighter {name}", -lim["max_modifier"],
                         lim["max_modifier"]) if sep else 0
            self.fighters[name] = Fighter(name, value)
        if len(self.fighters) < 2:
            raise MusterError(say("initiative needs at least two fighters (--fighter "
                                  "NAME[=MOD], once per fighter)"))
        if len(self.fighters) > lim["max_fighters"]:
            raise MusterError(say("at most {most} fighters", most=lim["max_fighters"]))

        def who(name: str, option: str) -> Fighter:
            name = name.strip()
            if name not in self.fighters:
                raise MusterError(say("{option} names '{name}', who is not a --fighter "
                                      "(fighters: {fighters})", option=option,
                                      name=_as_is(name),
                                      fighters=_as_is(", ".join(self.fighters))))
            return self.fighters[name]

        for option, cond, names in (("--expected", "expected", expected),
                                    ("--surprised", "surprised", surprised),
                                    ("--panic", "panic", panic),
                                    ("--immobilised", "immobilised", immobilised)):
            for name in names:
                f = who(name, option)
                if any(c == cond for c, _ in f.conditions):
                    raise MusterError(say("{option} {name} is given twice", option=option,
                                          name=_as_is(f.name)))
                f.conditions.append((cond, 1))
        for text in fatigue:
            name, sep, level = text.partition("=")
            f = who(name, "--fatigue")
            if not sep:
                raise MusterError(say("--fatigue '{text}' should be NAME=LEVEL (e.g. --fatigue "
                                      "{name}=2)", text=_as_is(text), name=_as_is(f.name)))
            if any(c == "fatigue" for c, _ in f.conditions):
                raise MusterError(say("{option} {name} is given twice", option="--fatigue",
                                      name=_as_is(f.name)))
            n = _int(level, f"--fatigue {f.name}", 1, lim["max_fatigue"])
            f.conditions.append(("fatigue", n))
        for name in stunned:
            f = who(name, "--stunned")
            if f.stunned:
                raise MusterError(say("{option} {name} is given twice", option="--stunned",
                                      name=_as_is(f.name)))
            f.stunned = True
        for f in self.fighters.values():
            conds = {c for c, _ in f.conditions}
            if {"expected", "surprised"} <= conds:
                raise MusterError(say("{name} cannot be both expecting the attack and "
                                      "surprised by it (--expected and --surprised)",
                                      name=_as_is(f.name)))
        if not self.active:
            raise MusterError(say("every fighter is stunned: nobody takes part"))
        self.agility: dict[str, int] = {}
        for text in agility or []:
            name, sep, value = text.partition("=")
            f = who(name, "--agility")
            if not sep:
                raise MusterError(say("--agility '{text}' should be NAME=AGILITY (e.g. "
                                      "--agility {name}=12)", text=_as_is(text),
                                      name=_as_is(f.name)))
            if f.name in self.agility:
                raise MusterError(say("{option} {name} is given twice", option="--agility",
                                      name=_as_is(f.name)))
            self.agility[f.name] = _int(value, f"--agility {f.name}", -lim["max_modifier"],
                                        lim["max_modifier"])
        missing = [f.name for f in self.active if f.name not in self.agility]
        if self.agility and missing:
            raise MusterError(say("--agility breaks ties only when every fighter taking part "
                                  "has one (missing: {missing})",
                                  missing=_as_is(", ".join(missing))))
        if round_no < 1:
            raise MusterError(say("--round {round}: rounds count from 1", round=round_no))
        self.round = round_no

    @property
    def active(self) -> list[Fighter]:
        return [f for f in self.fighters.values() if not f.stunned]

    @property
    def stunned(self) -> list[str]:
        return [f.name for f in self.fighters.values() if f.stunned]


class Order(tuple):
    """The acting order: a tuple of names, printed "A > B > C"."""

    def __str__(self) -> str:
        return " > ".join(self)


class Initiative:
    def __init__(self, plan: Plan, dice: dict[str, int], first: list[str],
                 rounds: list[dict], order: list[str]):
        self.plan = plan
        self.dice = dice
        self.first = first
        self.rounds = rounds
        self.order = order
        self.seed: int | None = None

    def _row(self, name: str, round_no: int) -> dict:
        f = self.plan.fighters[name]
        total = self.dice[name] + f.total_mod(round_no) if name in self.dice else None
        return {"name": name, "die": self.dice.get(name),
                "modifiers": [{"what": w, "value": v} for w, v in f.modifiers(round_no)],
                "total": total, "agility": self.plan.agility.get(name)}

    def to_json(self) -> dict:
        p = self.plan
        out = {"game": GAME, "round": p.round,
               "order": [self._row(n, p.round) for n in self.order],
               "tie_rolls": self.rounds, "stunned": p.stunned, "seed": self.seed}
        if p.round > 1:
            out["first_round_order"] = list(self.first)
        return out

    def lines(self) -> list[str]:
        from muster.i18n import _, lang

        d = data()
        p = self.plan
        init = d["initiative"]
        if lang() == "cs":
            head = "[bold]" + esc(init["cs"].capitalize()) + "[/] " + _(
                "(seed {ref}): d20 + modifiers, the highest acts first").format(ref=init["ref"])
        else:
            head = (f"[bold]Initiative[/] ({esc(init['cs'])}, seed {init['ref']}): d20 + "
                    "modifiers, the highest acts first")
        out = [head]
        if p.round > 1:
            out.append("  " + _("round 1: {order}").format(order=esc(" > ".join(self.first))))
            out.append("[bold]" + _("From round {n}").format(n=p.round) + "[/]: " + _(
                "the same d20s without the first-round modifiers; equal totals keep their "
                "round-1 order"))
        rows = []
        for i, name in enumerate(self.order, 1):
            r = self._row(name, p.round)
            shown = self.plan.fighters[name].modifiers(p.round, lang())
            mods = " ".join(f"{'+' if v >= 0 else '-'}{abs(v)} {esc(w)}" for w, v in shown)
            rows.append([f"{i}.", esc(name), die(r["die"]) if r["die"] is not None else "",
                         mods or "-", f"[bold cyan]{r['total']}[/]"])
        out += ["  " + line for line in table(
            ["", _("fighter"), "d20", _("modifiers"), _("total")], rows)]
        for r in self.rounds:
            rolls = ", ".join(f"{esc(n)} {die(v)}" for n, v in zip(r["among"], r["dice"]))
            out.append("  " + _("tie re-rolled among {names}: {rolls}").format(
                names=esc(", ".join(r["among"])), rolls=rolls))
        if not self.dice:
            out.append("  " + _("(dice not listed)"))
        if p.agility:
            out.append("  [dim]" + _("equal totals: the higher Agility first, then a re-roll "
                                     "(--agility)") + "[/]")
        st = d["stunned"]
        for name in p.stunned:
            if lang() == "cs":
                out.append("  " + _("{name}: {state}, does not take part").format(
                    name=esc(name), state=esc(st["cs"].lower())))
            else:
                out.append(f"  {esc(name)}: {esc(st['en'])} ({esc(st['cs'])}), "
                           "does not take part")
        return out


def first_key(plan: Plan, f: Fighter, die: int) -> tuple:
    """What orders a fighter in round 1: his total, then (--agility) his Agility; fighters
    level on it are ranked by re-rolled dice."""
    return (die + f.total_mod(1),) + ((plan.agility[f.name],) if plan.agility else ())


def rank_key(plan: Plan, f: Fighter, die: int) -> tuple:
    """What orders a fighter in the plan's round, highest first: the round-1 key, or from
    round 2 on the round's total and then the round-1 key (level totals keep the round-1
    order). Fighters with equal keys are in the order of the round-1 re-rolls."""
    key = first_key(plan, f, die)
    return key if plan.round == 1 else (die + f.total_mod(plan.round),) + key


def initiative(src: Source, plan: Plan) -> Initiative:
    sides = data()["initiative"]["sides"]
    active = plan.active
    rolled = [src.d(sides) for _ in active]
    names = [f.name for f in active]
    first, rounds = order_by_totals(src, names, [first_key(plan, f, d)
                                                 for d, f in zip(rolled, active)], sides)
    order = first
    if plan.round > 1:  # a stable sort: fighters with equal keys keep their round-1 order
        rank = {f.name: rank_key(plan, f, d) for d, f in zip(rolled, active)}
        order = sorted(first, key=rank.__getitem__, reverse=True)
    return Initiative(plan, dict(zip(names, rolled)), first, rounds, order)


def initiative_key(r: Initiative) -> Order:
    return Order(r.order)


def key_odds(plan: Plan, f: Fighter):
    """The exact distribution of one fighter's `rank_key`: his d20 under the exact driver."""
    from muster.engine.odds import enumerate_outcomes

    sides = data()["initiative"]["sides"]
    return enumerate_outcomes(lambda src: rank_key(plan, f, src.d(sides)), lambda k: k)


def place_table(plan: Plan) -> list[list]:
    """The chance of each active fighter taking each place, exact.

    `initiative` orders the fighters by `rank_key`, highest first, and fighters with equal
    keys by the round-1 re-rolls, a uniformly random order among them (every one re-rolls
    alike). Each key is an independent d20 and the fighter's modifiers, so the places follow
    from the fighters' key distributions alone (`muster.engine.rolloff.place_odds`): n
    fighters cost at most about 10 * n^4 steps, not 20^n paths, and a request too large is
    refused before any is taken. The tests check this against walking `initiative` itself
    under the exact driver."""
    from muster.engine.rolloff import check_place_work, place_odds

    check_place_work([data()["initiative"]["sides"]] * len(plan.active))  # before any work
    return place_odds([key_odds(plan, f).probs for f in plan.active])


def initiative_odds(plan: Plan):
    """The chance of each fighter taking each place in the order (the first place above
    all)."""
    from muster.engine.odds import fraction_text, percent, prob_json
    from muster.engine.run import OddsResult
    from muster.i18n import _

    names = [f.name for f in plan.active]
    table_ = place_table(plan)
    body: dict = {"game": GAME, "odds": True, "round": plan.round, "exact": True,
                  "first": {}, "places": {}, "stunned": plan.stunned}
    view = ["[bold]" + _("Initiative odds") + "[/]" + _(
        ", round {n}: the chance of each place").format(n=plan.round)]
    rows = []
    for name, places in zip(names, table_):
        body["first"][name] = prob_json(places[0])
        body["places"][name] = [prob_json(p) for p in places]
        rows.append([esc(name), f"{percent(places[0])} ({fraction_text(places[0])})"]
                    + [percent(p) for p in places[1:]])
    headers = [_("fighter"), _("acts first")] + [_("place {i}").format(i=i)
                                                 for i in range(2, len(names) + 1)]
    view += ["  " + line for line in table(headers, rows)]
    for name in plan.stunned:
        view.append("  " + _("{name} is stunned and does not take part").format(name=esc(name)))
    return OddsResult(body, view)
