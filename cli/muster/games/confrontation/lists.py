"""Confrontation army-list rules for `muster list-validate` (seed 000 L401-410, L1099-1101,
L1210-1213, L1373-1382, L1456-1459, L1485-1493, L1661-1698).

Rules (ids are ``confrontation.<id>``):

* ``points-over-limit`` / ``points-under-limit`` - against ``points_limit`` (RULINGS 8).
* ``points-parity`` - against ``--opponent FILE`` (RULINGS 8).
* ``character-twice`` - a character appears more than once.
* ``allies-cap`` - allies, mercenaries, stateless and Alliance / X figures over 30 % (RULINGS 9).
* ``alliance-not-allowed`` - an allied people the alliance table does not allow (RULINGS 11).
* ``unknown-people`` - a people name muster does not know.
* warnings: ``blood-brother-missing``, ``blood-brother-not-character``, ``unknown-rank``,
  ``unknown-alliance``, ``no-points-check``, ``mercenary-people-unset``.

Ruling options (``--rule NAME=VALUE``):

* ``parity-cheapest=higher|lower`` - whose cheapest figure sets the parity margin
  (default: the list with the higher total).
* ``blood-brother=result|subtract`` - ceil(0.75 x cost) (default) or
  cost - ceil(0.25 x cost) (RULINGS 10).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from muster.engine.data import fold, load
from muster.errors import Field, MusterError
from muster.i18n import N_, Named, named, say
from muster.lists import Checked, Finding, ListContext, Unit

RULE = "confrontation."
OPTIONS = {"parity-cheapest": ("higher", "lower"),
           "blood-brother": ("result", "subtract")}
RULE_OPTIONS = tuple(OPTIONS)  # the --rule names this game reads


def _data() -> dict:
    return load("confrontation", "peoples")


@lru_cache(maxsize=None)
def _index(kind: str) -> dict[str, str]:
    """folded spelling -> id, for every id, English, Czech and extra name of a data section."""
    out: dict[str, str] = {}
    for key, entry in _data()[kind].items():
        for name in [key, entry["en"], entry["cs"], *entry.get("names", [])]:
            out[fold(name)] = key
    return out


def people_id(name: str) -> str | None:
    return _index("people").get(fold(name))


def path_id(name: str) -> str | None:
    return _index("path").get(fold(name))


def allowed_together(a: str, b: str) -> bool:
    """The alliance table, read as symmetric (RULINGS 11)."""
    people = _data()["people"]
    return b in people[a]["allies"] or a in people[b]["allies"]


def _ability(text: str) -> tuple[str | None, str | None]:
    """'Alliance / griffins' -> ('alliance', 'griffins'); unknown abilities -> (None, ...)."""
    name, _, value = text.partition("/")
    key = _index("ability").get(fold(name))
    return key, (value.strip() or None)


def _option(ctx: ListContext, name: str) -> str:
    allowed = OPTIONS[name]
    value = (ctx.options or {}).get(name, allowed[0])
    if fold(value) not in allowed:
        raise MusterError(say("{rule} {name}={value}: allowed values are {allowed}", rule=Field("rule"), name=name,
                              value=value, allowed=", ".join(allowed)))
    return fold(value)


def _fmt(x: Fraction | int) -> str:
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{float(x):.1f}"


class Figure:
    def __init__(self, index: int, raw: dict, army_people: str | None):
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


def _cost(figures: list[Figure], rounding: str, findings: list[Finding] | None) -> None:
    """Adjusted per-model costs: Incarnation doubles, Blood brother takes 25 % off both."""
    limits = _data()["limits"]
    by_name = {}
    for f in figures:
        by_name.setdefault(fold(f.name), f)
    for f in figures:
        f.cost = f.points * (limits["incarnation_factor"] if f.has("incarnation") else 1)
    brothers: set[int] = set()
    for f in figures:
        for k, value in f.abilities.get("blood-brother", []):
            other = by_name.get(fold(value or ""))
            if other is None or other is f:
                if findings is not None:
                    findings.append(Finding(
                        RULE + "blood-brother-missing",
                        say("{name}: blood brother '{brother}' is not in the list, so no 25 % "
                            "reduction applies", name=f.name, brother=value or "?"),
                        ("figures", f.index, "abilities", k),
                        "warning"))
                continue
            if not f.character and findings is not None:
                findings.append(Finding(
                    RULE + "blood-brother-not-character",
                    say("{name}: only a character may bring a blood brother (set character: "
                        "true if it is one)", name=f.name),
                    ("figures", f.index, "abilities", k), "warning"))
            brothers.update((f.index, other.index))
    pct = limits["blood_brother_percent"]
    for f in figures:
        if f.index in brothers:
            c = int(f.cost)
            if rounding == "result":  # ceil(0.75 x cost)
                f.cost = -(-(c * (100 - pct)) // 100)
            else:  # cost - ceil(0.25 x cost)
                f.cost = c - (-(-(c * pct) // 100))


def _figures(army: dict, rounding: str, findings: list[Finding] | None):
    army_people = people_id(str(army.get("people", "")))
    figures = [Figure(i, raw, army_people) for i, raw in enumerate(army.get("figures", []) or [])]
    _cost(figures, rounding, findings)
    return army_people, figures


def _total(figures: list[Figure]) -> int:
    return sum(f.cost * f.count for f in figures)


def _cheapest(figures: list[Figure]) -> Figure | None:
    return min(figures, key=lambda f: f.cost, default=None)


def check(army: dict, ctx: ListContext) -> Checked:
    data = _data()
    findings: list[Finding] = []
    rounding = _option(ctx, "blood-brother")
    parity = _option(ctx, "parity-cheapest")
    army_people, figures = _figures(army, rounding, findings)
    peoples = data["people"]

    if army_people is None:
        findings.append(Finding(RULE + "unknown-people",
                                say("unknown people '{people}' (known: {known}; English and "
                                    "Czech names work too)", people=str(army.get("people")),
                                    known=", ".join(k for k in peoples if k != "hyperians")),
                                ("people",)))
    for f in figures:
        if f.people_given and f.people is None:
            findings.append(Finding(RULE + "unknown-people",
                                    say("{name}: unknown people '{people}'", name=f.name,
                                        people=f.people_text),
                                    ("figures", f.index, "people")))
        rank = f.raw.get("rank")
        if rank is not None and fold(str(rank)) not in _index("rank"):
            findings.append(Finding(RULE + "unknown-rank",
                                    say("{name}: unknown rank '{rank}' (ranks: {ranks})",
                                        name=f.name, rank=str(rank), ranks=named({
                                            "en": ", ".join(r["en"] for r in
                                                            data["rank"].values()),
                                            "cs": ", ".join(r["cs"] for r in
                                                            data["rank"].values())})),
                                    ("figures", f.index, "rank"), "warning"))

    total = _total(figures)
    cheapest = _cheapest(figures)

    # ---- points (RULINGS 8)
    limit = army.get("points_limit")
    if limit is not None:
        if total > limit:
            findings.append(Finding(RULE + "points-over-limit",
                                    say("list total {total} A.P. is over the agreed {limit} "
                                        "A.P. by {over}", total=_fmt(total), limit=limit,
                                        over=_fmt(total - limit)),
                                    ("points_limit",)))
        elif cheapest is not None and (limit - total) * 2 > cheapest.cost:
            findings.append(Finding(RULE + "points-under-limit",
                                    say("list total {total} A.P. is {under} under the agreed "
                                        "{limit} A.P.; at most {most} under is allowed (half "
                                        "of the cheapest figure, {name} at {cost} A.P.)",
                                        total=_fmt(total), under=_fmt(limit - total),
                                        limit=limit, most=_fmt(Fraction(cheapest.cost, 2)),
                                        name=cheapest.name, cost=_fmt(cheapest.cost)),
                                    ("points_limit",)))
    opponent_total = None
    if ctx.opponent is not None:
        _, theirs = _figures(ctx.opponent, rounding, None)
        opponent_total = _total(theirs)
        if opponent_total != total:
            high, low = (figures, theirs) if total > opponent_total else (theirs, figures)
            side = high if parity == "higher" else low
            margin_fig = _cheapest(side)
            diff = abs(total - opponent_total)
            if margin_fig is not None and diff * 2 > margin_fig.cost:
                args = dict(total=_fmt(total), theirs=_fmt(opponent_total), diff=_fmt(diff),
                            most=_fmt(Fraction(margin_fig.cost, 2)), name=margin_fig.name,
                            cost=_fmt(margin_fig.cost))
                findings.append(Finding(
                    RULE + "points-parity",
                    say("list total {total} A.P. against the opponent's {theirs} A.P.: {diff} "
                        "apart, at most {most} allowed (half of {name} at {cost} A.P., the "
                        "cheapest figure of the higher list)", **args) if side is high else
                    say("list total {total} A.P. against the opponent's {theirs} A.P.: {diff} "
                        "apart, at most {most} allowed (half of {name} at {cost} A.P., the "
                        "cheapest figure of the lower list)", **args), ()))
    if limit is None and ctx.opponent is None:
        findings.append(Finding(RULE + "no-points-check",
                                say("no points_limit and no --opponent: the points were not "
                                    "checked"), (), "warning"))

    # ---- one figure per character
    seen: dict[str, Figure] = {}
    for f in figures:
        if not f.character:
            continue
        if f.count > 1:
            findings.append(Finding(RULE + "character-twice",
                                    say("{name} is a character: count {count}, but an army "
                                        "may hold one figure of a character", name=f.name,
                                        count=f.count),
                                    ("figures", f.index, "count")))
        key = fold(f.name)
        if key in seen:
            findings.append(Finding(RULE + "character-twice",
                                    say("{name} is already in the list (figure {figure}); a "
                                        "character may appear once", name=f.name,
                                        figure=seen[key].index + 1),
                                    ("figures", f.index, "name")))
        else:
            seen[key] = f

    # ---- allies: who they are, whether the table allows them, and the 30 % cap
    allies = 0
    percent = data["limits"]["allies_percent"]
    crossed = None
    ally_names = []
    for f in figures:
        mercenary, stateless = f.has("mercenary"), f.has("stateless")
        other_people = f.people is not None and army_people is not None and \
            f.people != army_people
        alliance = f.abilities.get("alliance", [])
        is_ally = bool(alliance) or stateless or other_people
        if mercenary and not f.people_given and not is_ally and army_people is not None:
            k = f.abilities["mercenary"][0][0]
            findings.append(Finding(
                RULE + "mercenary-people-unset",
                say("{name}: a Mercenary with no people: taken as {people}, its own army, so not "
                    "counted as an ally; give people: if it comes from another people (then it "
                    "counts toward the 30 %)", name=f.name, people=named(peoples[army_people])),
                ("figures", f.index, "abilities", k), "warning"))
        if is_ally:
            allies += f.cost * f.count
            ally_names.append(f.name)
            if crossed is None and allies * 100 > percent * total:
                crossed = f
        if not other_people or mercenary or stateless:
            continue
        if allowed_together(army_people, f.people):
            continue
        targets = []
        for k, value in alliance:
            if people_id(value or "") == army_people or \
                    path_id(value or "") == peoples[army_people]["path"]:
                break
            targets.append((k, value))
        else:
            allowed = [peoples[p] for p in peoples[army_people]["allies"]]
            table = named({"en": ", ".join(p["en"] for p in allowed) or "none",
                           "cs": ", ".join(p["cs"] for p in allowed) or "žádné"})
            via = say("; its Alliance / {names} names neither this people nor its Path",
                      names=", ".join(v or "?" for _, v in targets)) if targets else ""
            findings.append(Finding(
                RULE + "alliance-not-allowed",
                say("{name}: {people} may not ally with {army} (the alliance table allows: "
                    "{table}){via}", name=f.name, people=named(peoples[f.people]),
                    army=named(peoples[army_people]), table=table, via=via),
                ("figures", f.index, "people") if f.people_given else ("figures", f.index)))
    for f in figures:
        for k, value in f.abilities.get("alliance", []):
            if value is None or (people_id(value) is None and path_id(value) is None):
                findings.append(Finding(RULE + "unknown-alliance",
                                        say("{name}: Alliance / {value} names no known people "
                                            "or Path", name=f.name, value=value or "?"),
                                        ("figures", f.index, "abilities", k),
                                        "warning"))
    if crossed is not None and total:
        share = Fraction(allies * 100, total)
        cap = Fraction(percent * total, 100)
        findings.append(Finding(
            RULE + "allies-cap",
            say("allies {allies} A.P. = {share} % of {total}, over the {limit} % limit by "
                "{over} A.P. (allies: {names})", allies=_fmt(allies), share=_fmt(share),
                total=_fmt(total), limit=data['limits']['allies_percent'],
                over=_fmt(allies - cap), names=", ".join(ally_names)),
            ("figures", crossed.index)))

    summary = {"allies": allies, "allies_percent": round(allies * 100 / total, 1)
               if total else 0.0, "characters": sum(1 for f in figures if f.character),
               "models": sum(f.count for f in figures)}
    if opponent_total is not None:
        summary["opponent"] = opponent_total
    ally_set = set(ally_names)
    units = []
    ranks = _index("rank")
    for f in figures:
        details = []
        if f.raw.get("rank") is not None:  # as the file spells it; Czech from the data
            rank = ranks.get(fold(str(f.raw["rank"])))
            details.append(Named(str(f.raw["rank"]), data["rank"][rank]["cs"] if rank else None))
        if f.people_given and f.people is not None:
            details.append(named(peoples[f.people]))
        if f.character:
            details.append(named(data["character"]))
        if f.name in ally_set:
            details.append(say("ally"))
        if f.cost != f.points:
            details.append(say("printed {points} A.P.", points=f.points))
        units.append(Unit(f.name, f.cost, f.count, [], details))
    derived = {N_("models"): str(summary["models"]),
               N_("allies"): say("{points} A.P. ({share} %)", points=_fmt(allies),
                                 share=summary["allies_percent"])}
    if army_people is not None:
        derived = {N_("people"): named(peoples[army_people]), **derived}
    return Checked(points=total, findings=findings, summary=summary, units=units,
                   derived=derived)
