"""Mage Knight end of game (`muster deploy-shuffle mk score`), seed 004 L213-223: objective
control after a player is left without able warriors, whether the game ends, and the winner
by the victory order (most objectives; then most points of figures eliminated; then the army
built for the fewest points; still tied: a draw). Pure rules, no dice.

Reading (docs/RULINGS.md, digest ambiguity row 21): each tie-break compares only the players
still tied at the step before. The order and names are in ``data/score.toml``.
"""

from __future__ import annotations

from muster.engine.data import fold, load
from muster.engine.render import esc, table
from muster.errors import MusterError
from muster.i18n import Named, say

GAME = "mageknight"

# the placeholders of NAME=OBJECTIVES / NAME=POINTS in an error, as the user's language says them
_WORDS = {"OBJECTIVES": Named("OBJECTIVES", "CÍLE"), "POINTS": Named("POINTS", "BODY")}

FIELD_OPTION = {"objectives": "--player", "eliminated_points": "--eliminated",
                "built_points": "--built"}


def data() -> dict:
    return load(GAME, "score")


class Player:
    def __init__(self, name: str, claimed: int):
        self.name = name
        self.claimed = claimed            # objectives controlled as the players report them
        self.objectives = claimed         # after the elimination rule (L214)
        self.able = True
        self.eliminated_points: int | None = None
        self.built_points: int | None = None

    def value(self, key: str) -> int | None:
        return getattr(self, key)

    def to_json(self) -> dict:
        return {"name": self.name, "able": self.able, "objectives_claimed": self.claimed,
                "objectives": self.objectives, "eliminated_points": self.eliminated_points,
                "built_points": self.built_points}


class Step:
    def __init__(self, rule: dict, compared: list[Player], best: int, leaders: list[Player]):
        self.rule = rule
        self.compared = compared
        self.best = best
        self.leaders = leaders

    def to_json(self) -> dict:
        return {"by": self.rule["key"], "compared": [p.name for p in self.compared],
                "best": self.best, "leaders": [p.name for p in self.leaders]}


def _number(option: str, text: str, value: str) -> int:
    try:
        n = int(value.strip())
    except ValueError:
        if value.strip():
            raise MusterError(say("{option} '{text}': {value} is not a whole number",
                                  option=option, text=text, value=value.strip())) from None
        raise MusterError(say("{option} '{text}': the value is not a whole number",
                              option=option, text=text)) from None
    if n < 0:
        raise MusterError(say("{option} '{text}': {n} is negative", option=option, text=text,
                              n=n))
    return n


def _pairs(option: str, items: list[str], what: str) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for text in items:
        name, sep, value = text.partition("=")
        name = name.strip()
        if not sep or not name:
            raise MusterError(say("{option} '{text}' should be NAME={what} (e.g. {option} "
                                  "Radek=3)", option=option, text=text, what=what))
        if any(fold(n) == fold(name) for n, _ in out):
            raise MusterError(say("{option}: {name} is given twice", option=option,
                                  name=name))
        out.append((name, _number(option, text, value)))
    return out


class Score:
    def __init__(self, players: list[Player], total: int | None, removed: list[Player],
                 sole: Player | None, ends: list[dict], steps: list[Step],
                 winner: Player | None):
        self.players = players
        self.total = total
        self.removed = removed
        self.sole = sole
        self.ends = ends
        self.steps = steps
        self.winner = winner

    @property
    def game_ends(self) -> bool:
        return bool(self.ends)

    @property
    def decided_by(self) -> str | None:
        return self.steps[-1].rule["key"] if self.winner else None

    def to_json(self) -> dict:
        return {"game": GAME, "form": "score", "objectives_total": self.total,
                "players": [p.to_json() for p in self.players],
                "control_removed": [p.name for p in self.removed],
                "controls_all": self.sole.name if self.sole else None,
                "game_ends": self.game_ends, "ends_because": [c["key"] for c in self.ends],
                "result": "win" if self.winner else "draw",
                "winner": self.winner.name if self.winner else None,
                "decided_by": self.decided_by,
                "tied": [] if self.winner else [p.name for p in self.steps[-1].leaders],
                "steps": [s.to_json() for s in self.steps]}

    def lines(self) -> list[str]:
        from muster.i18n import _, czech, name, ngettext, number as localised

        def number(value: int) -> str:  # English as it always was: 1200, not 1,200
            return localised(value) if czech() else str(value)

        d = data()
        el, ge, vi = d["elimination"], d["game_end"], d["victory"]
        out = ["[bold]" + _("Mage Knight end of game") + "[/]"
               + f" ({esc(el['cs'])}, {esc(ge['cs'])}, {esc(vi['cs'])}; L213-223)"]
        for p in self.removed:
            out.append("  " + _("{name} has no able warriors: his warriors leave the game (not "
                                "counted as eliminated), his objectives turn neutral "
                                "({ref})").format(name=esc(p.name), ref=el["ref"]))
        if self.sole:
            out.append("  " + ngettext(
                "{name} is the only player with able warriors: he controls all {n} objectives "
                "({ref})",
                "{name} is the only player with able warriors: he controls all {n} objectives "
                "({ref})", self.total).format(name=esc(self.sole.name), n=number(self.total),
                                              ref=el["ref"]))
        if self.ends:
            why = "; ".join(f"{esc(name(c))} ({c['ref']})" for c in self.ends)
            out.append("  " + _("the game [bold]ends[/] at the end of this turn: {why}").format(
                why=why))
        else:
            out.append("  " + _("the game goes on: no end condition holds ({ref}); the result "
                                "below is the standing if it ended now").format(ref=ge["ref"]))

        def pts(value: int | None) -> str:
            return "-" if value is None else number(value)

        rows = [[p.name, _("yes") if p.able else _("no"), number(p.objectives),
                 pts(p.eliminated_points), pts(p.built_points)] for p in self.players]
        out += ["  " + line for line in table(
            [_("player"), _("able"), _("objectives"), _("eliminated pts"), _("built pts")],
            rows)]
        for i, s in enumerate(self.steps, 1):
            vals = ", ".join(f"{esc(p.name)} {number(p.value(s.rule['key']))}"
                             for p in s.compared)
            end = (_("decides") if len(s.leaders) == 1
                   else _("tied: ") + ", ".join(esc(p.name) for p in s.leaders))
            rule = (f"{esc(s.rule['cs'])} ({s.rule['ref']})" if czech() else
                    f"{esc(s.rule['en'])} ({esc(s.rule['cs'])}, {s.rule['ref']})")
            out.append(f"  {i}. {rule}: {vals} -> {end}")
        verb = _("WINNER") if self.game_ends else _("would win")
        if self.winner:
            out.append(f"  {verb}: [bold green]{esc(self.winner.name)}[/] "
                       f"({esc(name(self.steps[-1].rule))})")
        else:
            names = _(" and ").join(esc(p.name) for p in self.steps[-1].leaders)
            out.append("  " + _("[bold yellow]DRAW[/] between {names}: still tied after the "
                                "last tie-break ({ref})").format(names=names, ref=vi["ref"])
                       + ("" if self.game_ends else _(" (if the game ended now)")))
        return out


def score(players: list[str], eliminated: list[str], built: list[str], able: list[str],
          total: int | None, time_up: bool = False, agreed: bool = False) -> Score:
    pairs = _pairs("--player", players, _WORDS["OBJECTIVES"])
    if len(pairs) < 2:
        raise MusterError(say("give every player with --player NAME=OBJECTIVES (at least "
                              "two)"))
    roster = [Player(n, v) for n, v in pairs]
    by_name = {fold(p.name): p for p in roster}

    def find(option: str, name: str) -> Player:
        p = by_name.get(fold(name))
        if p is None:
            raise MusterError(say("{option}: {name} is not a player (give him with --player "
                                  "{name}=OBJECTIVES)", option=option, name=name))
        return p

    for option, items, field in (("--eliminated", eliminated, "eliminated_points"),
                                 ("--built", built, "built_points")):
        for name, value in _pairs(option, items, _WORDS["POINTS"]):
            setattr(find(option, name), field, value)
    if total is not None:
        if total < 0:
            raise MusterError(say("--objectives {total} is negative", total=total))
        claimed = sum(p.claimed for p in roster)
        if claimed > total:
            raise MusterError(say("the players control {claimed} objectives, more than the "
                                  "{total} given with --objectives", claimed=claimed,
                                  total=total))

    removed: list[Player] = []
    sole: Player | None = None
    ends = []
    conditions = {c["key"]: c for c in data()["game_end"]["conditions"]}
    if able:
        seen: set[str] = set()
        for name in able:
            p = find("--able", name.strip())
            if fold(p.name) in seen:
                raise MusterError(say("--able: {name} is given twice", name=p.name))
            seen.add(fold(p.name))
        for p in roster:
            p.able = fold(p.name) in seen
            if not p.able:
                p.objectives = 0
                removed.append(p)
        if len(seen) == 1:
            sole = next(p for p in roster if p.able)
            if total is None:
                raise MusterError(say("{name} alone has able warriors and so controls every "
                                      "objective: give how many there are with --objectives "
                                      "N", name=sole.name))
            sole.objectives = total
            ends.append(conditions["one_able"])
    if time_up:
        ends.append(conditions["time_limit"])
    if agreed:
        ends.append(conditions["agreed"])

    steps: list[Step] = []
    compared = roster
    winner = None
    for rule in data()["victory"]["order"]:
        key = rule["key"]
        missing = [p.name for p in compared if p.value(key) is None]
        if missing:
            from muster.i18n import Named, _

            tied = _(" and ").join(p.name for p in compared)
            raise MusterError(say("{tied} are still tied; the next tie-break is the {rule} "
                                  "({ref}): give {option} NAME=POINTS for {missing}",
                                  tied=tied, rule=Named(rule["en"], rule["cs"]),
                                  ref=rule["ref"], option=FIELD_OPTION[key],
                                  missing=", ".join(missing)))
        values = [p.value(key) for p in compared]
        best = max(values) if rule["best"] == "most" else min(values)
        leaders = [p for p in compared if p.value(key) == best]
        steps.append(Step(rule, compared, best, leaders))
        if len(leaders) == 1:
            winner = leaders[0]
            break
        compared = leaders
    return Score(roster, total, removed, sole, ends, steps, winner)
