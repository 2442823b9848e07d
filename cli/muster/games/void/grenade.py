"""`muster scatter void`: where a thrown hand grenade lands, and whether the target is caught.

The throw is an RC roll (d20 roll-under, RULINGS 24); a miss lands (roll - RC) metres from
the target (L45) towards a d12 clock bearing (RULINGS 25, a house rule), through the one
procedure `procedures.grenade_miss` that `wound void` uses too. A natural 20 also loses the
grenade supply (L41), and the grenade still lands at the margin distance. A timed grenade
(``--timed``) gives a target in the blast an Agility roll to get away untouched (L45).
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from muster.engine.dice import Source
from muster.engine.render import die, esc, verdict
from muster.engine.scatter import (Landing, Picture, ScatterOdds, chance_line, clock_degrees,
                                   land, landing_rows)
from muster.errors import MusterError
from muster.games.void import catalogue as cat
from muster.games.void.roll_under import SIDES, passes
from muster.games.void.terms import HOUSE_RULE, check_range, signed as _signed, term as _term
from muster.games.void.wound import grenade_miss
from muster.i18n import N_, _, czech, ngettext, say, shown
from muster.numbers import fraction_text as _fraction

UNIT = "m"


class Throw:
    """A grenade throw, checked before any die: RC, modifiers, indirect throw, charge."""

    def __init__(self, rc: int = 10, mods: list[int] | None = None, indirect: bool = False,
                 charge: str = "fragmentation", timed: bool = False,
                 agility: int | None = None):
        attrs = cat.rules()["attributes"]
        check_range("--rc", rc, attrs["min"], attrs["max"])
        if agility is not None and not timed:
            raise MusterError(_("--target-agility is the escape roll from a timed grenade: "
                                "give --timed too (an impact grenade leaves no time to "
                                "escape)"))
        self.timed = timed
        self.agility = 10 if agility is None else agility
        check_range("--target-agility", self.agility, attrs["min"], attrs["max"])
        self.detonator = cat.entry("items", "timed-grenade" if timed else "impact-grenade")
        self.rc = rc
        self.mods = list(mods or [])
        self.indirect = indirect
        self.charge = cat.table("charges").require(charge)
        self.charge_entry = cat.entry("charges", self.charge)
        self.radius = self.charge_entry.get("explosion_m", 0)
        extra = [cat.rules()["indirect_throw"]["rc"]] if indirect else []
        self.target = rc + sum(self.mods) + sum(extra)

    def title(self) -> str:
        c = self.charge_entry
        blast = shown(say("blast {radius} m", radius=self.radius)) if self.radius else \
            _("no blast (it must hit)")
        indirect = ""
        det = self.detonator
        if self.indirect:
            ind = cat.rules()["indirect_throw"]
            what = ind["cs"] if czech() else f"{ind['en']}, {ind['cs']}"
            indirect = f" {ind['rc']:+d} ({what})".replace("+-", "-")
        if czech():
            # 'Nárazový granát, výbušná nálož, ...': the grenade first, then its charge
            name = shown(say("{grenade}, charge {charge}", grenade=det["cs"][:1].upper() +
                      det["cs"][1:], charge=c["cs"]))
        else:
            name = f"{c['en'].capitalize()} {det['en']} ({c['cs']}, {det['cs']})"
        return (f"{name}, {blast}: "
                f"RC {self.rc}"
                f"{_signed(self.mods)}{indirect}"
                + (f" = {self.target}" if self.mods or self.indirect else ""))


class GrenadeScatter:
    def __init__(self, throw: Throw, roll: int, hit: bool, metres: int, bearing: int | None,
                 escape_roll: int | None = None):
        self.throw, self.roll, self.hit = throw, roll, hit
        self.metres, self.bearing = metres, bearing
        self.escape_roll = escape_roll
        self.seed: int | None = None

    @property
    def bad_luck(self) -> bool:
        return self.roll == cat.rules()["test"]["bad_luck"]

    @property
    def luck(self) -> bool:
        return self.roll == cat.rules()["test"]["luck"]

    @property
    def landing(self) -> Landing:
        return land(self.metres, None if self.bearing is None else clock_degrees(self.bearing))

    @property
    def caught(self) -> bool:
        """The target is in the blast (edge included); a charge without a blast only by a
        hit."""
        if self.hit:
            return True
        return bool(self.throw.radius) and self.metres <= self.throw.radius

    @property
    def escaped(self) -> bool:
        """A target in a timed grenade's blast that made its Agility roll (L45)."""
        return self.escape_roll is not None and passes(self.escape_roll, self.throw.agility)

    @property
    def target_hit(self) -> bool:
        return self.caught and not self.escaped

    def picture(self) -> Picture:
        return Picture(self.landing, UNIT, self.throw.radius,
                       [("T", 0, 0, _("target (the aim point)"))], title=self.throw.title())

    def to_json(self) -> dict:
        t = self.throw
        return {"game": "void", "form": "grenade", "charge": t.charge, "rc": t.rc,
                "mods": t.mods, "indirect": t.indirect, "hit_target": t.target,
                "roll": self.roll, "hit": self.hit, "luck": self.luck,
                "bad_luck": self.bad_luck, "supply_lost": self.bad_luck,
                "miss_distance_m": None if self.hit else self.metres,
                "bearing": self.bearing, "house_rule_bearing": self.bearing is not None,
                "unit": UNIT, "aim": {"x": 0, "y": 0}, "landing": self.landing.to_json(),
                "radius": t.radius, "target_in_blast": self.caught,
                "detonator": "timed" if t.timed else "impact",
                "target_agility": t.agility if t.timed else None,
                "escape_roll": self.escape_roll, "escaped": self.escaped,
                "target_hit": self.target_hit, "seed": self.seed}

    def lines(self) -> list[str]:
        t = self.throw
        r = cat.rules()
        out = [f"[bold]{esc(t.title())}[/]"]
        flag = ""
        if self.luck:
            flag = " " + _term(r["luck"], "Luck", "bold green")
        elif self.bad_luck:
            flag = " " + _term(r["bad_luck"], "Bad luck", "bold red")
        out.append(_("throw") + f": d20 = {die(self.roll, good=self.hit)} " + _("vs")
                   + f" RC {t.target}: {verdict(self.hit, 'HIT', 'MISS')}{flag}")
        if self.bad_luck:
            out.append("  [bold red]" + _("the grenade supply is lost") + "[/] "
                       + _("(L41); this grenade still lands and explodes"))
        if self.hit:
            out.append(_("the grenade lands on the target and explodes there"))
        elif self.bearing is None:
            out.append(shown(say("missed by {roll} - {target} = 0 m: it lands on the target",
                          roll=self.roll, target=t.target)))
        else:
            out.append(shown(say("missed by {roll} - {target} = {metres}, towards {bearing} "
                                 "o'clock (d12) -> lands {where}", roll=self.roll,
                                 target=t.target,
                          metres=f"[bold]{self.metres} m[/]", bearing=self.bearing,
                          where=f"[bold cyan]{self.landing.text(UNIT)}[/]")))
            out.append("  " + _(HOUSE_RULE))
        if t.radius:
            out.append(shown(say("the target is {state} ({metres} m from the explosion, blast "
                          "{radius} m)",
                          state="[bold red]" + _("caught in the blast") + "[/]" if self.caught
                          else "[bold green]" + _("clear of the blast") + "[/]",
                          metres=self.metres, radius=t.radius)))
        else:
            out.append(_("a shaped charge has no blast: the target is hit") if self.hit else
                       _("a shaped charge has no blast: the target is not hit"))
        if self.escape_roll is not None:
            out.append(shown(say("timed grenade: the target has time to run: Agility d20 = {roll} "
                          "vs {agility}: {outcome}",
                          roll=die(self.escape_roll, good=self.escaped), agility=t.agility,
                          outcome=verdict(True, "ESCAPES", "") + _(", not hit at all (L45)")
                          if self.escaped else verdict(False, "", "CAUGHT") + _(", it is hit"))))
        return out + self.picture().lines()


def throw(src: Source, t: Throw) -> GrenadeScatter:
    """The RC roll, then (on a miss) the shared grenade-miss procedure."""
    roll = src.d(SIDES)
    hit = passes(roll, t.target)
    if hit:
        g = GrenadeScatter(t, roll, True, 0, None)
    else:
        metres, bearing = grenade_miss(src, roll, t.target)
        g = GrenadeScatter(t, roll, False, metres, bearing)
    if t.timed and g.caught:  # L45: the target may get away from a timed grenade
        g.escape_roll = src.d(SIDES)
    return g


class ThrowKey(NamedTuple):
    hit: bool
    metres: int
    bearing: int | None
    caught: bool
    supply_lost: bool
    escaped: bool = False

    def __str__(self) -> str:
        from muster.i18n import number

        metres = number(self.metres)
        text = _("hit") if self.hit else (
            ngettext("{metres} m at {bearing} o'clock", "{metres} m at {bearing} o'clock",
                     self.bearing).format(metres=metres, bearing=self.bearing)
            if self.bearing else _("miss, {metres} m").format(metres=metres))
        text += (_(", escaped") if self.escaped else _(", caught")) if self.caught \
            else _(", clear")
        return text + (_(", supply lost") if self.supply_lost else "")


def throw_key(g: GrenadeScatter) -> ThrowKey:
    return ThrowKey(g.hit, g.metres, g.bearing, g.caught, g.bad_luck, g.escaped)


def throw_odds(t: Throw, dist) -> ScatterOdds:
    p_hit = dist.p(lambda k: k[0])
    p_caught = dist.p(lambda k: k[3])
    p_lost = dist.p(lambda k: k[4])
    metres: dict = {}
    for k, p in dist.probs.items():
        if not k[0]:
            metres[k[1]] = metres.get(k[1], Fraction(0)) + p
    body = {"game": "void", "odds": True, "form": "grenade", "charge": t.charge,
            "hit_target": t.target, "radius": t.radius, "hit": dist.prob(p_hit),
            "target_in_blast": dist.prob(p_caught), "supply_lost": dist.prob(p_lost),
            "miss_distance_m": [{"value": m, **dist.prob(p)} for m, p in sorted(metres.items())],
            "target_hit": dist.prob(dist.p(lambda k: k[3] and not k[5])),
            "exact": dist.exact}
    view = [f"[bold]{esc(t.title())}[/]", chance_line(_("hit"), p_hit),
            chance_line(_("target caught in the blast") if t.radius else _("target hit"),
                        p_caught),
            chance_line(_("grenade supply lost (natural 20)"), p_lost)]
    if t.timed:
        view.append(chance_line(shown(say("target hit (Agility {agility} escape roll)",
                                   agility=t.agility)), dist.p(lambda k: k[3] and not k[5])))
    view.append(_("missed by:"))
    for m, p in sorted(metres.items()):
        shown_p = f"{float(p) * 100:6.2f} %"
        if czech():  # a decimal comma, a no-break space before the %
            shown_p = shown_p.replace(".", ",").replace(" %", "\u00a0%")
        view.append(f"  {m:>3} m: {shown_p} ({_fraction(p)})")
    rows = landing_rows(dist, lambda k: land(k[1], None if k[2] is None else
                                             clock_degrees(k[2])))
    body["landings"] = rows
    marks = [(".", r["x"], r["y"], _("a possible landing point")) for r in rows
             if r["x"] or r["y"]]
    marks.append(("T", 0, 0, _("target (the aim point)")))
    return ScatterOdds(body, view, Picture(None, UNIT, 0, marks, title=t.title()))
