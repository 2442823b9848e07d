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
from muster.games.battlelore.procedures import (Retreat, battle_die, figures_error,
                                                morale_key, retreat, rules, unit_type_key)
from muster.i18n import N_, _, ngettext, say, shown

UNIT = "hex"
AXIS = {"axis": N_("retreat line (the owner's side is up)"), "origin": N_("the unit's hex"),
        "up": N_("the retreat"), "end": N_("where it ends")}


def _axis() -> dict:
    """The picture's legend words in the user's language."""
    return {k: _(v) for k, v in AXIS.items()}


class RetreatSpec:
    def __init__(self, flags: int | None, battle_dice: int | None, morale: str = "normal",
                 supported: bool = False, decline_ignore: bool = False,
                 figures: int | None = None, target_type: str | None = None,
                 room: int | None = None, blocked: int | None = None):
        if (flags is None) == (battle_dice is None):
            raise MusterError(say("give --flags N (the flags rolled) or --battle-dice N (roll "
                                  "them), one of the two"))
        for name, value in (("--flags", flags), ("--battle-dice", battle_dice),
                            ("--room", room), ("--blocked", blocked)):
            if value is not None and value < 0:
                raise MusterError(say("{option} must be 0 or more, not {n}", option=name,
                                      n=value))
        if battle_dice is not None and battle_dice > 20:
            raise MusterError(say("--battle-dice {n}: more than 20 battle dice is not a "
                                  "BattleLore attack", n=battle_dice))
        if flags is not None and flags > 20:
            raise MusterError(say("--flags {n}: more flags than any attack rolls dice",
                                  n=flags))
        if room is not None and blocked is not None:
            raise MusterError(say("--blocked and --room are two ways to say the same thing; "
                                  "give one"))
        self.flags, self.battle_dice = flags, battle_dice
        self.morale = morale_key(morale)
        self.supported = supported
        self.effective = rules()["support"]["morale"] if supported else self.morale
        self.use_ignore = not decline_ignore
        self.target_type = unit_type_key(target_type or "foot")
        full = rules()["unit_types"][self.target_type]["figures"]
        self.figures = full if figures is None else figures
        if not 1 <= self.figures <= full:
            raise MusterError(figures_error(self.target_type, full, self.figures))
        self.room, self.blocked = room, blocked

    def title(self) -> str:
        """The heading, in the user's language."""
        from muster.i18n import czech

        m = rules()["morale"][self.effective]
        why = _(" (supported)") if self.supported else ""
        flags = ngettext("{n} flag(s)", "{n} flag(s)", self.flags).format(n=self.flags) \
            if self.flags is not None else \
            ngettext("flags among {n} battle dice", "flags among {n} battle dice",
                     self.battle_dice).format(n=self.battle_dice)
        morale = m["cs"] if czech() else f"{m['en']} ({m['cs']})"
        return (_("BattleLore retreat: ") + f"{flags}, {morale}{why}, "
                + ngettext("{n} figure(s)", "{n} figure(s)", self.figures).format(
                    n=self.figures))


class Displacement:
    def __init__(self, spec: RetreatSpec, rolled: list, ret: Retreat):
        self.spec, self.rolled, self.ret = spec, rolled, ret
        self.seed: int | None = None

    @property
    def figures_left(self) -> int:
        return self.spec.figures - self.ret.lost

    def picture(self) -> Picture:
        r = self.ret
        marks = [("#", 0, k, _("hex that cannot be taken: one figure lost"))
                 for k in range(r.taken + 1, r.owed + 1)]
        return Picture(land(r.taken, 0), UNIT, 0, marks,
                       path=[(0, k) for k in range(r.taken + 1)], title=self.spec.title(),
                       **_axis())

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
        from muster.i18n import czech

        out = [f"[bold]{esc(s.title())}[/]"]
        if s.battle_dice is not None:
            faces = rules()["faces"]
            rolled = " ".join(faces[f]["short_cs"] if czech() else str(f)
                              for f in self.rolled) or \
                ngettext("{n} battle dice", "{n} battle dice", s.battle_dice).format(
                    n=s.battle_dice)
            out.append(ngettext("battle dice: {rolled} -> {n} flag(s)",
                                "battle dice: {rolled} -> {n} flag(s)", r.flags).format(
                rolled=rolled, n=r.flags))
        ignored = _(", {n} ignored (Bold)").format(n=r.ignored) if r.ignored else ""
        out.append(_("flags: {flags}{ignored}; ").format(flags=r.flags, ignored=ignored)
                   + ngettext("{n} hex(es) per flag -> ", "{n} hex(es) per flag -> ",
                              m["per_flag"]).format(n=m["per_flag"])
                   + ngettext("retreat {n} hex(es) toward the owner's side",
                              "retreat {n} hex(es) toward the owner's side", r.owed).format(
                       n=f"[bold]{r.owed}[/]"))
        if r.owed > r.taken:
            out.append(ngettext("{n} hex(es) cannot be taken: ",
                                "{n} hex(es) cannot be taken: ", r.owed - r.taken).format(
                n=r.owed - r.taken)
                + "[bold red]" + ngettext("{n} figure(s) lost", "{n} figure(s) lost",
                                          r.lost).format(n=r.lost) + "[/]"
                + _(", the unit retreats {n}").format(n=r.taken))
        else:
            out.append(ngettext("the unit retreats {n} hex(es)", "the unit retreats {n} hex(es)",
                                r.taken).format(n=f"[bold cyan]{r.taken}[/]"))
        if self.figures_left == 0:
            out.append("[bold red]" + _("DESTROYED") + "[/]" + _(
                " by the blocked retreat: +1 victory banner to the attacker"))
        else:
            out.append(_("figures left: {n}").format(n=self.figures_left))
        if s.effective == "frightened" and r.owed:
            out.append("[yellow]" + _("note:") + "[/] " + _(
                "a Frightened unit forced back also checks for panic losses (Ch.6, not in the "
                "rules text; not applied)"))
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
        from muster.i18n import number

        return (_("retreat {hexes}").format(hexes=number(self.hexes)) + ", "
                + ngettext("{n} lost", "{n} lost", self.figures_lost).format(
                    n=number(self.figures_lost)))


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
    from muster.i18n import czech, decimal

    def share(row: dict) -> str:  # Czech: a decimal comma and a no-break space before %
        if czech():
            return f"{decimal(row['p'] * 100, 2):>6}\u00a0%"
        return f"{row['p'] * 100:6.2f} %"

    view = [f"[bold]{esc(spec.title())}[/]", _("hexes retreated:")]
    view += [f"  {r['value']}: {share(r)} ({r['fraction']})" for r in body["retreat_hexes"]]
    view.append(_("figures lost to blocked hexes:"))
    view += [f"  {r['value']}: {share(r)} ({r['fraction']})" for r in body["figures_lost"]]
    view.append(chance_line(_("destroyed by the blocked retreat"),
                            dist.p(lambda k: k[1] >= spec.figures)))
    top = max(hexes.probs)
    pic = Picture(None, UNIT, 0, [(".", 0, v, _("a possible end hex"))
                                  for v in hexes.probs if v],
                  path=[(0, k) for k in range(top + 1)], title=spec.title(), **_axis())
    return ScatterOdds(body, view, pic)
