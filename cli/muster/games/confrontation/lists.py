"""Confrontation army-list rules for `muster list-validate` (seed 000 L401-410, L1099-1101,
L1210-1213, L1373-1382, L1456-1459, L1485-1493, L1661-1698).

Rules (ids are ``confrontation.<id>``):

* ``points-over-limit`` / ``points-under-limit`` - against ``points_limit`` (RULINGS 8).
* ``points-parity`` - against the opponent's list (RULINGS 8).
* ``character-twice`` - a character appears more than once.
* ``allies-cap`` - allies, mercenaries, stateless and Alliance / X figures over 30 % (RULINGS 9).
* ``alliance-not-allowed`` - an allied people the alliance table does not allow (RULINGS 11).
* ``unknown-people`` - a people name muster does not know.
* warnings: ``blood-brother-missing``, ``blood-brother-not-character``, ``unknown-rank``,
  ``unknown-alliance``, ``no-points-check``, ``mercenary-people-unset``.

Ruling options:

* ``parity-cheapest=higher|lower`` - whose cheapest figure sets the parity margin
  (default: the list with the higher total).
* ``blood-brother=result|subtract`` - ceil(0.75 x cost) (default) or
  cost - ceil(0.25 x cost) (RULINGS 10).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from muster.engine.data import fold, load
from muster.engine.names import Lookup, did_you_mean
from muster.errors import Field, listed_cs
from muster.i18n import N_, Named, both_ways, named, say
from muster.lists import Finding, ListContext, Rule, Totals, Unit, rule_choice

RULE = "confrontation."
OPTIONS = {"parity-cheapest": ("higher", "lower"),
           "blood-brother": ("result", "subtract")}
RULE_OPTIONS = tuple(OPTIONS)  # the ruling-option names this game reads


def _data() -> dict[str, Any]:
    return load("confrontation", "peoples")


_KINDS = {"people": N_("people"), "path": N_("path"), "ability": N_("ability"),
          "rank": N_("rank")}  # what a refusal calls each


@cache
def _lookup(kind: str) -> Lookup:
    """A data section (people, path, ability, rank) by id, English, Czech or extra name."""
    return Lookup(_KINDS[kind], _data()[kind])


def people_id(name: str) -> str | None:
    return _lookup("people").key(name)


def path_id(name: str) -> str | None:
    return _lookup("path").key(name)


def allowed_together(a: str, b: str) -> bool:
    """The alliance table, read as symmetric (RULINGS 11)."""
    people = _data()["people"]
    return b in people[a]["allies"] or a in people[b]["allies"]


def _ability(text: str) -> tuple[str | None, str | None]:
    """'Alliance / griffins' -> ('alliance', 'griffins'); unknown abilities -> (None, ...)."""
    name, _sep, value = text.partition("/")
    return _lookup("ability").key(name), (value.strip() or None)


def _option(ctx: ListContext, name: str) -> str:
    allowed = OPTIONS[name]
    return rule_choice(name, (ctx.options or {}).get(name, allowed[0]), allowed)


def _fmt(x: Fraction | int) -> str:
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{float(x):.1f}"


class Figure:
    def __init__(self, index: int, raw: dict[str, Any], army_people: str | None):
        self.index = index
        self.raw = raw
        self.name = str(raw["name"])
        self.points = int(raw["points"])
        self.count = int(raw.get("count", 1))
        self.people_given = "people" in raw
        self.people_text = str(raw.get("people", ""))
        self.people = people_id(self.people_text) if self.people_given else army_people
        self.abilities: dict[str, list[tuple[int, str | None]]] = {}
        for k, text in enumerate(raw.get("abilities", []) or []):
            key, value = _ability(str(text))
            if key:
                self.abilities.setdefault(key, []).append((k, value))
        self.character = bool(raw.get("character", False)) or "incarnation" in self.abilities
        self.cost = self.points

    def has(self, ability: str) -> bool:
        return ability in self.abilities


@dataclass(frozen=True)
class Brother:
    """A Blood brother ability: the figure, the ability's index, the brother it names and
    that brother's figure (None: not in the list)."""

    figure: Figure
    k: int
    value: str | None
    other: Figure | None


def _brothers(figures: list[Figure]) -> list[Brother]:
    by_name: dict[str, Figure] = {}
    for f in figures:
        by_name.setdefault(fold(f.name), f)
    out = []
    for f in figures:
        for k, value in f.abilities.get("blood-brother", []):
            other = by_name.get(fold(value or ""))
            out.append(Brother(f, k, value, None if other is f else other))
    return out


def _cost(figures: list[Figure], rounding: str) -> None:
    """Adjusted per-model costs: Incarnation doubles, Blood brother takes 25 % off both."""
    limits = _data()["limits"]
    for f in figures:
        f.cost = f.points * (limits["incarnation_factor"] if f.has("incarnation") else 1)
    brothers: set[int] = set()
    for b in _brothers(figures):
        if b.other is not None:
            brothers.update((b.figure.index, b.other.index))
    pct = limits["blood_brother_percent"]
    for f in figures:
        if f.index in brothers:
            c = int(f.cost)
            if rounding == "result":  # ceil(0.75 x cost)
                f.cost = -(-(c * (100 - pct)) // 100)
            else:  # cost - ceil(0.25 x cost)
                f.cost = c - (-(-(c * pct) // 100))


def _figures(army: dict[str, Any], rounding: str) -> tuple[str | None, list[Figure]]:
    army_people = people_id(str(army.get("people", "")))
    figures = [Figure(i, raw, army_people) for i, raw in enumerate(army.get("figures", []) or [])]
    _cost(figures, rounding)
    return army_people, figures


def _total(figures: list[Figure]) -> int:
    return sum(f.cost * f.count for f in figures)


def _cheapest(figures: list[Figure]) -> Figure | None:
    return min(figures, key=lambda f: f.cost, default=None)


@dataclass
class Army:
    """A schema-valid Confrontation list as the rules read it: its figures with their
    adjusted costs, and the opponent's where one is given."""

    data: dict[str, Any]
    parity: str  # whose cheapest figure sets the parity margin
    people: str | None  # the army's people (None: unknown)
    figures: list[Figure]
    total: int
    opponent: list[Figure] | None


def read(army: dict[str, Any], ctx: ListContext) -> Army:
    rounding = _option(ctx, "blood-brother")
    parity = _option(ctx, "parity-cheapest")
    people, figures = _figures(army, rounding)
    theirs = _figures(ctx.opponent, rounding)[1] if ctx.opponent is not None else None
    return Army(army, parity, people, figures, _total(figures), theirs)


# ------------------------------------------------------------------ the rules


def blood_brothers(army: Army, ctx: ListContext) -> Iterator[Finding]:
    for b in _brothers(army.figures):
        path = ("figures", b.figure.index, "abilities", b.k)
        if b.other is None:
            others = [f.name for f in army.figures if f is not b.figure]
            hint = both_ways(lambda b=b, others=others: did_you_mean(b.value, others)) \
                if b.value else ""  # a misspelt brother gets his name
            yield Finding(RULE + "blood-brother-missing",
                          say("{name}: blood brother '{brother}' is not in the list{hint}, "
                              "so no 25 % reduction applies", name=b.figure.name,
                              brother=b.value or "?", hint=hint), path, "warning")
        elif not b.figure.character:
            yield Finding(RULE + "blood-brother-not-character",
                          say("{name}: only a character may bring a blood brother (set "
                              "character: true if it is one)", name=b.figure.name),
                          path, "warning")


def peoples_known(army: Army, ctx: ListContext) -> Iterator[Finding]:
    peoples = _lookup("people")
    known = [k for k in _data()["people"] if k != "hyperians"]
    allowed = Named(", ".join(known), ", ".join(listed_cs(k, _data()["people"][k])
                                               for k in known))
    if army.people is None:
        yield Finding(RULE + "unknown-people", peoples.said(str(army.data.get("people")),
                                                            allowed=allowed, ids=True),
                      ("people",))
    for f in army.figures:
        if f.people_given and f.people is None:
            yield Finding(RULE + "unknown-people",
                          peoples.said(f.people_text, unit=f.name, allowed=allowed, ids=True),
                          ("figures", f.index, "people"))


def ranks_known(army: Army, ctx: ListContext) -> Iterator[Finding]:
    ranks = _data()["rank"]
    for f in army.figures:
        rank = f.raw.get("rank")
        lookup = _lookup("rank")
        if rank is not None and lookup.key(str(rank)) is None:
            yield Finding(RULE + "unknown-rank",
                          lookup.said(str(rank), unit=f.name, allowed=named({
                              "en": ", ".join(r["en"] for r in ranks.values()),
                              "cs": ", ".join(r["cs"] for r in ranks.values())})),
                          ("figures", f.index, "rank"), "warning")


def points_limit(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """The total against the agreed points: never over it, and no more under it than half
    the cheapest figure (RULINGS 8)."""
    limit = army.data.get("points_limit")
    total, cheapest = army.total, _cheapest(army.figures)
    if limit is None:
        return
    if total > limit:
        yield Finding(RULE + "points-over-limit",
                      say("list total {total} A.P. is over the agreed {limit} A.P. by {over}",
                          total=_fmt(total), limit=limit, over=_fmt(total - limit)),
                      ("points_limit",))
    elif cheapest is not None and (limit - total) * 2 > cheapest.cost:
        yield Finding(RULE + "points-under-limit",
                      say("list total {total} A.P. is {under} under the agreed {limit} A.P.; "
                          "at most {most} under is allowed (half of the cheapest figure, "
                          "{name} at {cost} A.P.)", total=_fmt(total),
                          under=_fmt(limit - total), limit=limit,
                          most=_fmt(Fraction(cheapest.cost, 2)), name=cheapest.name,
                          cost=_fmt(cheapest.cost)), ("points_limit",))


def points_parity(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """The two lists within half the cheapest figure of each other (RULINGS 8)."""
    if army.opponent is None:
        return
    total, theirs = army.total, _total(army.opponent)
    if theirs == total:
        return
    high, low = (army.figures, army.opponent) if total > theirs else (army.opponent,
                                                                       army.figures)
    side = high if army.parity == "higher" else low
    margin_fig = _cheapest(side)
    diff = abs(total - theirs)
    if margin_fig is None or diff * 2 <= margin_fig.cost:
        return
    args = dict(total=_fmt(total), theirs=_fmt(theirs), diff=_fmt(diff),
                most=_fmt(Fraction(margin_fig.cost, 2)), name=margin_fig.name,
                cost=_fmt(margin_fig.cost))
    yield Finding(
        RULE + "points-parity",
        say("list total {total} A.P. against the opponent's {theirs} A.P.: {diff} apart, at "
            "most {most} allowed (half of {name} at {cost} A.P., the cheapest figure of the "
            "higher list)", **args) if side is high else
        say("list total {total} A.P. against the opponent's {theirs} A.P.: {diff} apart, at "
            "most {most} allowed (half of {name} at {cost} A.P., the cheapest figure of the "
            "lower list)", **args), ())


def points_checked(army: Army, ctx: ListContext) -> Iterator[Finding]:
    if army.data.get("points_limit") is None and ctx.opponent is None:
        yield Finding(RULE + "no-points-check",
                      say("no points_limit and no {opponent}: the points were not checked",
                          opponent=Field("opponent")), (), "warning")


def characters_once(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """One figure per character."""
    seen: dict[str, Figure] = {}
    for f in army.figures:
        if not f.character:
            continue
        if f.count > 1:
            yield Finding(RULE + "character-twice",
                          say("{name} is a character: count {count}, but an army may hold "
                              "one figure of a character", name=f.name, count=f.count),
                          ("figures", f.index, "count"))
        first = seen.setdefault(fold(f.name), f)
        if first is not f:
            yield Finding(RULE + "character-twice",
                          say("{name} is already in the list (figure {figure}); a character "
                              "may appear once", name=f.name, figure=first.index + 1),
                          ("figures", f.index, "name"))


def _other_people(army: Army, f: Figure) -> bool:
    return f.people is not None and army.people is not None and f.people != army.people


def _is_ally(army: Army, f: Figure) -> bool:
    return bool(f.abilities.get("alliance")) or f.has("stateless") or _other_people(army, f)


def alliances(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """Mercenaries without a people (warning), and allies the alliance table does not
    allow (RULINGS 11)."""
    peoples = _data()["people"]
    for f in army.figures:
        mercenary, stateless = f.has("mercenary"), f.has("stateless")
        if mercenary and not f.people_given and not _is_ally(army, f) and \
                army.people is not None:
            yield Finding(
                RULE + "mercenary-people-unset",
                say("{name}: a Mercenary with no people: taken as {people}, its own army, so "
                    "not counted as an ally; give people: if it comes from another people "
                    "(then it counts toward the 30 %)", name=f.name,
                    people=named(peoples[army.people])),
                ("figures", f.index, "abilities", f.abilities["mercenary"][0][0]), "warning")
        if not _other_people(army, f) or mercenary or stateless:
            continue
        assert army.people is not None and f.people is not None
        if allowed_together(army.people, f.people):
            continue
        targets = []
        for k, value in f.abilities.get("alliance", []):
            if people_id(value or "") == army.people or \
                    path_id(value or "") == peoples[army.people]["path"]:
                break
            targets.append((k, value))
        else:
            allowed = [peoples[p] for p in peoples[army.people]["allies"]]
            table = named({"en": ", ".join(p["en"] for p in allowed) or "none",
                           "cs": ", ".join(p["cs"] for p in allowed) or "žádné"})
            via = say("; its Alliance / {names} names neither this people nor its Path",
                      names=", ".join(v or "?" for _k, v in targets)) if targets else ""
            yield Finding(
                RULE + "alliance-not-allowed",
                say("{name}: {people} may not ally with {army} (the alliance table allows: "
                    "{table}){via}", name=f.name, people=named(peoples[f.people]),
                    army=named(peoples[army.people]), table=table, via=via),
                ("figures", f.index, "people") if f.people_given else ("figures", f.index))


def alliances_known(army: Army, ctx: ListContext) -> Iterator[Finding]:
    for f in army.figures:
        for k, value in f.abilities.get("alliance", []):
            if value is None or (people_id(value) is None and path_id(value) is None):
                yield Finding(RULE + "unknown-alliance",
                              say("{name}: Alliance / {value} names no known people or Path",
                                  name=f.name, value=value or "?"),
                              ("figures", f.index, "abilities", k), "warning")


def _allies(army: Army) -> tuple[int, list[str], Figure | None]:
    """(allies' points, their names, the ally that takes them over the cap or None)."""
    percent = _data()["limits"]["allies_percent"]
    allies, names, crossed = 0, [], None
    for f in army.figures:
        if _is_ally(army, f):
            allies += f.cost * f.count
            names.append(f.name)
            if crossed is None and allies * 100 > percent * army.total:
                crossed = f
    return allies, names, crossed


def allies_cap(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """Allies, mercenaries, stateless and Alliance figures within 30 % (RULINGS 9)."""
    allies, names, crossed = _allies(army)
    total = army.total
    if crossed is None or not total:
        return
    percent = _data()["limits"]["allies_percent"]
    yield Finding(
        RULE + "allies-cap",
        say("allies {allies} A.P. = {share} % of {total}, over the {limit} % limit by {over} "
            "A.P. (allies: {names})", allies=_fmt(allies),
            share=_fmt(Fraction(allies * 100, total)), total=_fmt(total), limit=percent,
            over=_fmt(allies - Fraction(percent * total, 100)), names=", ".join(names)),
        ("figures", crossed.index))


RULES: list[Rule[Army]] = [blood_brothers, peoples_known, ranks_known, points_limit,
                           points_parity, points_checked, characters_once, alliances,
                           alliances_known, allies_cap]


# ------------------------------------------------------------------ totals


def tally(army: Army, ctx: ListContext) -> Totals:
    data = _data()
    peoples = data["people"]
    total = army.total
    allies, ally_names, _crossed = _allies(army)
    summary: dict[str, Any] = {
        "allies": allies, "allies_percent": round(allies * 100 / total, 1) if total else 0.0,
        "characters": sum(1 for f in army.figures if f.character),
        "models": sum(f.count for f in army.figures)}
    if army.opponent is not None:
        summary["opponent"] = _total(army.opponent)
    ally_set = set(ally_names)
    units = []
    for f in army.figures:
        details: list[Any] = []
        if f.raw.get("rank") is not None:  # as the file spells it; Czech from the data
            rank = _lookup("rank").key(str(f.raw["rank"]))
            details.append(Named(str(f.raw["rank"]), data["rank"][rank]["cs"] if rank else None))
        if f.people_given and f.people is not None:
            details.append(named(peoples[f.people]))
        if f.character:  # a common noun in the list of details: 'Veterán, postava, ...'
            details.append(named(data["character"]))
        if f.name in ally_set:
            details.append(say("ally"))
        if f.cost != f.points:
            details.append(say("printed {points} A.P.", points=f.points))
        units.append(Unit(f.name, f.cost, f.count, [], details))
    derived: dict[Any, Any] = {
        N_("models"): str(summary["models"]),
        N_("allies"): say("{points} A.P. ({share} %)", points=_fmt(allies),
                          share=summary["allies_percent"])}
    if army.people is not None:
        derived = {N_("people"): named(peoples[army.people]), **derived}
    return Totals(points=total, summary=summary, units=units, derived=derived)
