"""Warmaster deployment and the first turn (`muster deploy-shuffle warmaster`), seed 002
L200-224: the terrain side roll, the four deployment methods, who takes the first turn,
and the game length (5 + D3, reused from `game_length.roll_game_length`).

The procedure is written once against a dice source. Roll-offs are a D6 each, the higher
wins, ties rolled again (`muster.engine.rolloff`); entered dice come in the order of play:
the terrain roll-off, the deployment roll-off, the first-turn roll-off, the game length.
Numbers and names are in ``data/deploy.toml``.
"""

from __future__ import annotations

from typing import NamedTuple

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.render import die, esc
from muster.engine.rolloff import rank
from muster.errors import MusterError
from muster.engine.rule import view_for
from muster.games.warmaster.game_length import roll_game_length
from muster.games.warmaster.tables import GAME
from muster.i18n import N_, _, ngettext, say, shown

METHODS = ("alternate", "one-side", "maps", "screen")
TERRAIN = ("dice", "choose", "symmetric")


def data() -> dict:
    return load(GAME, "deploy")


# ================================================================= the checked request


class Side:
    def __init__(self, name: str, units: int | None, characters: int):
        self.name = name
        self.units = units
        self.characters = characters

    def to_json(self) -> dict:
        return {"name": self.name, "units": self.units, "characters": self.characters}


def _count(text: str, option: str, limit: int) -> tuple[str, int]:
    name, sep, number = text.partition("=")
    name = name.strip()
    if not sep or not name:
        raise MusterError(say("{option} '{text}' should be SIDE=N (e.g. {option} orcs=12)",
                              option=option, text=text))
    from muster.numbers import NotANumber, parse_int

    try:
        n = parse_int(number)
    except NotANumber:
        raise MusterError(say("{option} '{text}': '{number}' is not a whole number",
                              option=option, text=text, number=number)) from None
    if not 0 <= n <= limit:
        raise MusterError(say("{option} {name}={n} is out of range (0 to {limit})",
                              option=option, name=name, n=str(n), limit=limit))
    return name, n


class Plan:
    """What the players asked for, checked: two sides, a method, the options."""

    def __init__(self, units: list[str], sides: list[str], characters: list[str],
                 method: str, choose: str | None, terrain: str | None,
                 first_turn_rolloff: bool, with_game_length: bool,
                 characters_together: bool):
        limits = data()["limits"]
        if units and sides:
            raise MusterError(say("name both sides the same way: --units SIDE=N twice, or "
                                  "--side SIDE twice (their order is the order of the dice)"))
        counts: dict[str, int | None] = {}
        for text in units:
            name, n = _count(text, "--units", limits["max_units"])
            if name in counts:
                raise MusterError(say("side '{name}' is given twice", name=name))
            counts[name] = n
        for name in sides:
            name = name.strip()
            if not name:
                raise MusterError(say("--side needs a name"))
            if name in counts:
                raise MusterError(say("side '{name}' is given twice", name=name))
            counts[name] = None
        if not counts:
            counts = {"A": None, "B": None}
        if len(counts) != 2:
            raise MusterError(say("Warmaster is played by two sides; {n} given ({names})",
                                  n=len(counts), names=", ".join(counts)))
        chars: dict[str, int] = {}
        for text in characters:
            name, n = _count(text, "--characters", limits["max_characters"])
            if name not in counts:
                raise MusterError(say("--characters names '{name}', which is not a side "
                                      "({sides})", name=name,
                                      sides=_("{a} or {b}").format(a=list(counts)[0],
                                                                    b=list(counts)[1])))
            chars[name] = n
        method = method.strip().lower()
        if method not in METHODS:
            raise MusterError(say("unknown deployment method '{method}' (choose: {methods})",
                                  method=method, methods=", ".join(METHODS)))
        if method == "alternate":
            missing = [n for n, c in counts.items() if c is None]
            if missing:
                raise MusterError(say("alternate placement counts units: give --units SIDE=N "
                                      "for both sides (missing: {missing})",
                                      missing=", ".join(missing)))
            if not any(counts.values()):
                raise MusterError(say("alternate placement: neither side has a unit to place"))
        else:
            if chars:
                raise MusterError(say("--characters applies to alternate placement only (with "
                                      "{method} each army deploys whole)", method=method))
            if characters_together:
                raise MusterError(say("--characters-together applies to alternate placement "
                                      "only"))
        if choose is not None:
            choose = choose.strip().lower()
            if choose not in ("first", "second"):
                raise MusterError(say("--choose '{choose}': the roll-off winner chooses "
                                      "'first' or 'second'", choose=choose))
            if method != "one-side":
                raise MusterError(say("--choose is the roll-off winner's choice with --method "
                                      "one-side (deploy first or second); other methods have "
                                      "no such choice"))
        if terrain is not None:
            terrain = terrain.strip().lower()
            if terrain not in TERRAIN:
                raise MusterError(say("unknown terrain method '{terrain}' (choose: {methods})",
                                      terrain=terrain, methods=", ".join(TERRAIN)))
        if first_turn_rolloff and method == "one-side":
            raise MusterError(say("--first-turn-rolloff is not needed with --method one-side: "
                                  "the side that deployed first takes the first turn (seed "
                                  "L208)"))
        self.sides = [Side(n, c, chars.get(n, 0)) for n, c in counts.items()]
        self.method = method
        self.choose = choose
        self.terrain = terrain
        self.first_turn_rolloff = first_turn_rolloff
        self.with_game_length = with_game_length
        self.characters_together = characters_together

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.sides]

    def other(self, name: str) -> str:
        return self.names[1] if name == self.names[0] else self.names[0]


# ================================================================= the result


class Key(NamedTuple):
    """What matters about one deployment, for --odds and --times."""

    edge_chooser: str | None
    deployment_winner: str | None
    deploys_first: str | None
    first_turn: str | None
    first_turn_chooser: str | None
    turns: int | None

    def __str__(self) -> str:
        """The outcome as a --times row shows it, in the user's language (the JSON label is
        this text in English, `muster.engine.run`)."""
        parts = []
        if self.edge_chooser:
            parts.append(_("{side} chooses the edge").format(side=self.edge_chooser))
        if self.deployment_winner and not self.deploys_first:
            parts.append(_("{side} chooses").format(side=self.deployment_winner))
        if self.deploys_first:
            parts.append(_("{side} deploys first").format(side=self.deploys_first))
        if self.first_turn:
            parts.append(_("{side} has the first turn").format(side=self.first_turn))
        if self.first_turn_chooser:
            parts.append(_("{side} chooses the first turn").format(
                side=self.first_turn_chooser))
        if self.turns:
            parts.append(f"{self.turns} turns" if not _czech() else
                         ngettext("{n} turn", "{n} turns", self.turns).format(n=self.turns))
        return ", ".join(parts) or _("no roll")


class Rolloff:
    def __init__(self, purpose: str, order: list[str], rounds: list[dict]):
        self.purpose = purpose
        self.winner = order[0]
        self.rounds = rounds

    def to_json(self) -> dict:
        return {"for": self.purpose, "winner": self.winner, "rounds": self.rounds}

    def line(self) -> str:
        rolls = "; ".join(", ".join(f"{esc(n)} {die(d)}" for n, d in zip(r["among"], r["dice"]))
                          + (_(" (tie: roll again)") if len(set(r["dice"])) == 1 else "")
                          for r in self.rounds)
        return "  " + _("roll-off for {purpose}: {rolls} -> {winner} wins").format(
            purpose=_(self.purpose), rolls=rolls or _("(dice not listed)"),
            winner=f"[bold cyan]{esc(self.winner)}[/]")


class Deployment:
    def __init__(self, plan: Plan):
        self.plan = plan
        self.rolloffs: list[Rolloff] = []
        self.edge_chooser: str | None = None
        self.starter: str | None = None          # places (or deploys) first
        self.deploy_winner: str | None = None    # one-side: won the roll-off, chooses
        self.first_turn: str | None = None
        self.first_turn_chooser: str | None = None  # house roll-off winner: chooses
        self.first_turn_rule = ""
        self.phases: list[dict] = []
        self.placement: list[dict] = []
        self.length = None
        self.notes: list[str] = []
        self.seed: int | None = None

    def key(self) -> Key:
        return Key(self.edge_chooser, self.deploy_winner, self.starter, self.first_turn,
                   self.first_turn_chooser, self.length.turns if self.length else None)

    def to_json(self) -> dict:
        p = self.plan
        return {"game": GAME, "method": p.method, "sides": [s.to_json() for s in p.sides],
                "terrain": p.terrain, "edge_chooser": self.edge_chooser,
                "rolloffs": [r.to_json() for r in self.rolloffs],
                "deployment_winner": self.deploy_winner, "choice": p.choose,
                "deploys_first": self.starter, "first_turn": self.first_turn,
                "first_turn_chooser": self.first_turn_chooser,
                "first_turn_rule": self.first_turn_rule, "phases": self.phases,
                "placement": self.placement,
                "game_length": self.length.to_json() if self.length else None,
                "notes": self.notes, "seed": self.seed}

    def lines(self) -> list[str]:
        d = data()
        p = self.plan
        m = d["method"][p.method]
        what = (f"{esc(m['cs'])} (seed {m['ref']})" if _czech() else
                f"{esc(m['en'])} ({esc(m['cs'])}, seed {m['ref']})")
        out = ["[bold]" + _("Warmaster deployment") + "[/]: " + _(
            "{method}; {a} against {b}").format(method=what, a=esc(p.names[0]),
                                                b=esc(p.names[1]))]
        for r in self.rolloffs:
            out.append(r.line())
        if p.terrain:
            t = d["terrain"][p.terrain]
            out.append(_("Terrain: {how} ({ref})").format(
                how=esc(t["cs"] if _czech() else t["en"]), ref=t["ref"])
                + (": " + _("{side} chooses the table edge").format(
                    side=f"[bold]{esc(self.edge_chooser)}[/]") if self.edge_chooser else ""))
        if self.phases:
            out.append(_("Placement order:"))
            for ph in self.phases:
                out.append("  " + _phase_text(ph))
        elif p.method == "one-side" and self.starter is None:
            out.append(_("{side} chooses to deploy first or second (--choose first|second); the "
                         "whole army deploys, then the other").format(
                side=f"[bold]{esc(self.deploy_winner)}[/]"))
        elif p.method in ("maps", "screen"):
            out.append(_("Both sides deploy at once (no roll)"))
        out.append(_("First turn: ") + esc(shown(self.first_turn_rule)))
        t = d["table"]
        out.append("  [dim]" + _("armies deploy along opposite table edges {cm} cm apart ({ref}) "
                                 "unless a scenario says otherwise").format(cm=t["gap_cm"],
                                                                            ref=t["ref"])
                   + "[/]")
        if self.length:
            out += view_for(self.length)(self.length)  # type: ignore[misc]
        out += [f"  [dim]{esc(shown(n))}[/]" for n in self.notes]
        return out


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _czech() -> bool:
    from muster.i18n import czech

    return czech()


def _kind_word(kind: str) -> str:
    """'units' / 'characters' as the Warmaster rulebook names them (data: kinds); the
    catalog's 'characters' is Void's 'postavy', Warmaster's are 'osobnosti' (L202)."""
    entry = data()["kinds"][kind]
    return entry["cs"] if _czech() else entry["en"]


def _phase_text(ph: dict) -> str:
    if ph["kind"] == "army":
        return f"{ph['from']}: " + _("{side} deploys its whole army").format(
            side=esc(ph["side"]))
    what = _kind_word(ph["kind"])
    span = f"{ph['from']}-{ph['to']}" if ph["to"] > ph["from"] else f"{ph['from']}"
    if "sides" in ph:
        a, b = ph["sides"]
        return f"{span}: " + _("{what}, {a} and {b} alternately, one at a time, {first} first "
                               "({each} each)").format(what=what, a=esc(a), b=esc(b),
                                                       first=f"[bold]{esc(a)}[/]",
                                                       each=ph["each"])
    if ph.get("together"):
        return f"{span}: " + _("{side} places all its {what} at once ({n})").format(
            side=esc(ph["side"]), what=what, n=ph["count"])
    if not _czech():
        rest = "remaining " if ph.get("rest") else ""
        return f"{span}: {esc(ph['side'])} places its {rest}{_plural(ph['count'], ph['kind'])}"
    n = ph["count"]
    if ph["kind"] == "unit":
        text = (ngettext("{side} places its remaining {n} unit",
                         "{side} places its remaining {n} units", n) if ph.get("rest") else
                ngettext("{side} places its {n} unit", "{side} places its {n} units", n))
    else:
        text = (ngettext("{side} places its remaining {n} character",
                         "{side} places its remaining {n} characters", n) if ph.get("rest") else
                ngettext("{side} places its {n} character", "{side} places its {n} characters",
                         n))
    return f"{span}: " + text.format(side=esc(ph["side"]), n=n)


# ================================================================= the procedure


def _alternate(dep: Deployment, first: str, counts: dict[str, int], kind: str,
               together: bool = False) -> None:
    """One unit (or character) each in turn, ``first`` first; the side with some left
    places the rest. ``together``: each side places all of them at once, ``first`` first."""
    second = dep.plan.other(first)
    step = len(dep.placement)
    placed = {first: 0, second: 0}

    def put(side: str) -> None:
        placed[side] += 1
        dep.placement.append({"step": len(dep.placement) + 1, "side": side, "kind": kind,
                              "number": placed[side]})

    if together:
        for side in (first, second):
            if counts[side]:
                start = len(dep.placement) + 1
                for _ in range(counts[side]):
                    put(side)
                dep.phases.append({"kind": kind, "side": side, "count": counts[side],
                                   "together": True, "from": start, "to": len(dep.placement)})
        return
    each = min(counts[first], counts[second])
    for _ in range(each):
        put(first)
        put(second)
    if each:
        dep.phases.append({"kind": kind, "sides": [first, second], "each": each,
                           "from": step + 1, "to": len(dep.placement)})
    for side in (first, second):
        left = counts[side] - each
        if left:
            start = len(dep.placement) + 1
            for _ in range(left):
                put(side)
            dep.phases.append({"kind": kind, "side": side, "count": left, "rest": bool(each),
                               "from": start, "to": len(dep.placement)})


def deploy(src: Source, plan: Plan) -> Deployment:
    d = data()
    sides = d["rolloff"]["sides"]
    dep = Deployment(plan)
    names = plan.names

    def rolloff(purpose: str) -> str:
        order, rounds = rank(src, names, sides)
        dep.rolloffs.append(Rolloff(purpose, order, rounds))
        return order[0]

    # 1. terrain: sides are settled before the armies deploy (L210-213)
    if plan.terrain == "dice":
        dep.edge_chooser = rolloff(N_("table edges"))
        dep.notes.append(say("the roll-off winner chooses his table edge (the seed says only "
                             "that the dice decide who starts on which side, L211)"))
    elif plan.terrain == "choose":
        dep.notes.append(say("the player who did not set up the terrain chooses his side "
                             "(L212)"))

    # 2. deployment
    if plan.method == "alternate":
        counts = {s.name: s.units or 0 for s in plan.sides}
        a, b = names
        if counts[a] != counts[b]:
            dep.starter = a if counts[a] > counts[b] else b
            dep.notes.append(say("{side} has more units ({more} to {fewer}) and places first "
                                 "(L202)", side=dep.starter, more=counts[dep.starter],
                                 fewer=counts[plan.other(dep.starter)]))
        else:
            dep.starter = rolloff(N_("who places first"))
            dep.notes.append(say("equal unit counts: the roll-off winner places first (L202)"))
        _alternate(dep, dep.starter, counts, "unit")
        chars = {s.name: s.characters for s in plan.sides}
        if any(chars.values()):
            _alternate(dep, dep.starter, chars, "character", plan.characters_together)
            dep.notes.append(say("characters after all units, the side that began placing "
                                 "units first (docs/RULINGS.md; the rulebook does not say)"))
    elif plan.method == "one-side":
        dep.deploy_winner = rolloff(N_("deployment"))
        if plan.choose is not None:
            dep.starter = (dep.deploy_winner if plan.choose == "first"
                           else plan.other(dep.deploy_winner))
            dep.phases.append({"kind": "army", "side": dep.starter, "count": 1,
                               "from": 1, "to": 1})
            dep.phases.append({"kind": "army", "side": plan.other(dep.starter), "count": 1,
                               "from": 2, "to": 2})
            for i, side in enumerate((dep.starter, plan.other(dep.starter)), 1):
                dep.placement.append({"step": i, "side": side, "kind": "army", "number": 1})

    # 3. the first turn
    if plan.method == "one-side":
        if dep.starter:
            dep.first_turn = dep.starter
            dep.first_turn_rule = say("{side}, who deployed first (seed L208)",
                                      side=dep.starter)
        else:
            dep.first_turn_rule = say("the side that deploys first (seed L208): {side}'s "
                                      "choice decides it", side=dep.deploy_winner)
    elif plan.first_turn_rolloff:
        dep.first_turn_chooser = rolloff(N_("the first turn"))
        dep.first_turn_rule = say("{side} won the roll-off and chooses who takes the first "
                                  "turn (a house rule: the rulebook is silent for this "
                                  "method)", side=dep.first_turn_chooser)
    else:
        dep.first_turn_rule = say("the rulebook does not say for this method; agree it, or "
                                  "add --first-turn-rolloff")

    # 4. game length, rolled before the battle (L219-224)
    if plan.with_game_length:
        dep.length = roll_game_length(src)
    return dep


def deploy_key(dep: Deployment) -> Key:
    return dep.key()


def deploy_odds(plan: Plan, dist):
    """The chance of each roll's outcome: who chooses the edge, who wins the deployment
    roll-off, who places or deploys first, who takes the first turn, the game length.
    A fact the rolls leave open (one-side without --choose) is left out."""
    from muster.engine.odds import fraction_text, percent
    from muster.engine.rolloff import marginal
    from muster.engine.run import OddsResult

    body: dict = {"game": GAME, "odds": True, "method": plan.method, "exact": dist.exact}
    m = data()["method"][plan.method]
    view = ["[bold]" + _("Warmaster deployment odds") + "[/]: " + _(
        "{method}, {a} against {b}").format(method=esc(m["cs"] if _czech() else m["en"]),
                                            a=esc(plan.names[0]), b=esc(plan.names[1]))]
    phrases = {"edge_chooser": _("{side} chooses the table edge"),
               "deployment_winner": _("{side} wins the deployment roll-off and chooses"),
               "deploys_first": _("{side} places first") if plan.method == "alternate"
               else _("{side} deploys first"),
               "first_turn": _("{side} takes the first turn"),
               "first_turn_chooser": _("{side} wins the first-turn roll-off and chooses who "
                                       "moves first")}
    for name, phrase in phrases.items():
        m = marginal(dist, lambda k, name=name: getattr(k, name))
        if None in m:
            continue
        body[name] = {side: dist.prob(m.get(side, 0)) for side in plan.names}
        for side in plan.names:
            pr = m.get(side, 0)
            view.append("  " + phrase.format(side=esc(side))
                        + f": [bold]{percent(pr)}[/] ({fraction_text(pr)})")
    turns = marginal(dist, lambda k: k.turns)
    if None not in turns:
        body["turns"] = [{"value": t, **dist.prob(turns[t])} for t in sorted(turns)]
        view.append("  " + _("game length: ") + ", ".join(
            ngettext("{n} turn", "{n} turns", t).format(n=t)
            + f" {percent(turns[t])} ({fraction_text(turns[t])})" for t in sorted(turns)))
    if len(view) == 1:
        view.append("  " + _("nothing is rolled: ") + (
            _("the order is fixed by the unit counts") if plan.method == "alternate"
            else _("both sides deploy at once")))
    return OddsResult(body, view)
