"""`muster scatter battlelore`: a retreat drawn, hex by hex, toward the owner's edge.

The distance is not random once the flags are known: `procedures.retreat` (the one copy of
the rule, which `wound bl` uses too) turns flags and morale into hexes owed, hexes taken and
figures lost (RULINGS 15). The flags are given (--flags N) or rolled (--battle-dice N: the
flags among N battle dice). The picture runs along the retreat: the unit starts on the aim
point and each hex is one step up (+y, away from the attacker, toward the owner's side;
on the board each step is one of the two hexes one row nearer the owner's baseline).
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from muster.engine.dice import Source
from muster.engine.render import esc
from muster.engine.scatter import Picture, ScatterOdds, chance_line, land
from muster.errors import MusterError
from muster.games.battlelore.procedures import (Retreat, battle_die, morale_key, retreat,
                                                rules, unit_type_key)

UNIT = "hex"
AXIS = {"axis": "retreat line (the owner's side is up)", "origin": "the unit's hex",
        "up": "the retreat", "end": "where it ends"}


class RetreatSpec:
    def __init__(self, flags: int | None, battle_dice: int | None, morale: str = "normal",
                 supported: bool = False, decline_ignore: bool = False,
                 figures: int | None = None, target_type: str | None = None,
                 room: int | None = None, blocked: int | None = None):
        if (flags is None) == (battle_dice is None):
            raise MusterError("give --flags N (the flags rolled) or --battle-dice N (roll "
                              "them), one of the two")
        for name, value in (("--flags", flags), ("--battle-dice", battle_dice),
                            ("--room", room), ("--blocked", blocked)):
            if value is not None and value < 0:
                raise MusterError(f"{name} must be 0 or more, not {value}")
        if battle_dice is not None and battle_dice > 20:
            raise MusterError(f"--battle-dice {battle_dice}: more than 20 battle dice is "
                              "not a BattleLore attack")
        if flags is not None and flags > 20:
            raise MusterError(f"--flags {flags}: more flags than any attack rolls dice")
        if room is not None and blocked is not None:
            raise MusterError("--blocked and --room are two ways to say the same thing; "
                              "give one")
        self.flags, self.battle_dice = flags, battle_dice
        self.morale = morale_key(morale)
        self.supported = supported
        self.effective = rules()["support"]["morale"] if supported else self.morale
        self.use_ignore = not decline_ignore
        self.target_type = unit_type_key(target_type or "foot")
        full = rules()["unit_types"][self.target_type]["figures"]
        self.figures = full if figures is None else figures
        if not 1 <= self.figures <= full:
            raise MusterError(f"--figures: a {self.target_type} unit has 1 to {full} "
                              f"figures left, not {self.figures}")
        self.room, self.blocked = room, blocked

    def title(self) -> str:
        m = rules()["morale"][self.effective]
        why = " (supported)" if self.supported else ""
        flags = f"{self.flags} flag(s)" if self.flags is not None else \
            f"flags among {self.battle_dice} battle dice"
        return (f"BattleLore retreat: {flags}, {m['en']} ({m['cs']}){why}, "
                f"{self.figures} figure(s)")


class Displacement:
    def __init__(self, spec: RetreatSpec, rolled: list, ret: Retreat):
        self.spec, self.rolled, self.ret = spec, rolled, ret
        self.seed: int | None = None

    @property
    def figures_left(self) -> int:
        return self.spec.figures - self.ret.lost

    def picture(self) -> Picture:
        r = self.ret
        marks = [("#", 0, k, "hex that cannot be taken: one figure lost")
                 for k in range(r.taken + 1, r.owed + 1)]
        return Picture(land(r.taken, 0), UNIT, 0, marks,
                       path=[(0, k) for k in range(r.taken + 1)], title=self.spec.title(),
                       **AXIS)

    def to_json(self) -> dict:
        r, s = self.ret, self.spec
        return {"game": "battlelore", "form": "retreat", "rolled": self.rolled,
                "flags": r.flags, "flags_ignored": r.ignored, "morale": s.effective,
                "retreat_owed": r.owed, "retreat_hexes": r.taken,
                "figures_lost_to_blocked_retreat": r.lost, "figures_left": self.figures_left,
                "destroyed": self.figures_left == 0, "unit": UNIT, "aim": {"x": 0, "y": 0},
                "landing": land(r.taken, 0).to_json(), "seed": self.seed}

    def lines(self) -> list[str]:
        r, s = self.ret, self.spec
        m = rules()["morale"][s.effective]
        out = [f"[bold]{esc(s.title())}[/]"]
        if s.battle_dice is not None:
            shown = " ".join(str(f) for f in self.rolled) or f"{s.battle_dice} battle dice"
            out.append(f"battle dice: {shown} -> {r.flags} flag(s)")
        ignored = f", {r.ignored} ignored (Bold)" if r.ignored else ""
        out.append(f"flags: {r.flags}{ignored}; {m['per_flag']} hex(es) per flag -> "
                   f"retreat [bold]{r.owed}[/] hex(es) toward the owner's side")
        if r.owed > r.taken:
            out.append(f"{r.owed - r.taken} hex(es) cannot be taken: [bold red]{r.lost} "
                       f"figure(s) lost[/], the unit retreats {r.taken}")
        else:
            out.append(f"the unit retreats [bold cyan]{r.taken}[/] hex(es)")
        if self.figures_left == 0:
            out.append("[bold red]DESTROYED[/] by the blocked retreat: +1 victory banner to "
                       "the attacker")
        else:
            out.append(f"figures left: {self.figures_left}")
        if s.effective == "frightened" and r.owed:
            out.append("[yellow]note:[/] a Frightened unit forced back also checks for panic "
                       "losses (Ch.6, not in the rules text; not applied)")
        return out + self.picture().lines()


def displace(src: Source, spec: RetreatSpec) -> Displacement:
    rolled: list = []
    if spec.battle_dice is not None:
        pool = src.pool(spec.battle_dice, battle_die())
        flags = pool.count(lambda f: f == "flag")
        rolled = pool.seen()
    else:
        flags = spec.flags or 0
    ret = retreat(flags, spec.effective, spec.figures, spec.use_ignore, spec.room, spec.blocked)
    return Displacement(spec, rolled, ret)


class RetreatKey(NamedTuple):
    hexes: int
    figures_lost: int

    def __str__(self) -> str:
        return f"retreat {self.hexes}, {self.figures_lost} lost"


def displace_key(d: Displacement) -> RetreatKey:
    return RetreatKey(d.ret.taken, d.ret.lost)


def displace_odds(spec: RetreatSpec, dist) -> ScatterOdds:
    from muster.engine.odds import Distribution

    def marginal(i):
        m: dict = {}
        for k, p in dist.probs.items():
            m[k[i]] = m.get(k[i], Fraction(0)) + p
        return Distribution(m, dist.truncated)

    hexes, lost = marginal(0), marginal(1)
    body = {"game": "battlelore", "odds": True, "form": "retreat",
            "retreat_hexes": hexes.numeric_table(), "figures_lost": lost.numeric_table(),
            "destroyed": dist.prob(dist.p(lambda k: k[1] >= spec.figures)), "exact": dist.exact}
    view = [f"[bold]{esc(spec.title())}[/]", "hexes retreated:"]
    view += [f"  {r['value']}: {r['p'] * 100:6.2f} % ({r['fraction']})"
             for r in body["retreat_hexes"]]
    view.append("figures lost to blocked hexes:")
    view += [f"  {r['value']}: {r['p'] * 100:6.2f} % ({r['fraction']})"
             for r in body["figures_lost"]]
    view.append(chance_line("destroyed by the blocked retreat",
                            dist.p(lambda k: k[1] >= spec.figures)))
    top = max(hexes.probs)
    pic = Picture(None, UNIT, 0, [(".", 0, v, "a possible end hex") for v in hexes.probs if v],
                  path=[(0, k) for k in range(top + 1)], title=spec.title(), **AXIS)
    return ScatterOdds(body, view, pic)
