"""The plain ability dice (Regeneration, Reinforcement, Mutagenic, Toxic), as text and
odds; named by `muster.games.confrontation.abilities` (``VIEWS``), so an ability's roll
imports neither the physical feat's nor the shot into a melee's rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.odds_tables import OddsResult
from muster.engine.render import die, esc, verdict
from muster.engine.rule import odds_view, view
from muster.games.confrontation.abilities import (
    Mutagenic,
    MutagenicRound,
    MutagenicSpec,
    Regeneration,
    RegenerationSpec,
    Reinforcement,
    ReinforcementSpec,
    ToxicRound,
)
from muster.games.confrontation.tables import roll_rules, wound_name, wound_rules
from muster.games.confrontation.views.common import _title, outcome_odds
from muster.i18n import Named, _, both, counted, czech, dash, name, ngettext, say

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


@view(Regeneration)
def regeneration_lines(r: Regeneration) -> list[str]:
    entry = roll_rules()["regeneration"]
    names = wound_rules()["result"]
    faces = " ".join(die(d, good=d >= r.x) for d in r.dice)
    after = name(names[r.after]) if r.after != "none" else _("unwounded")
    return [_title(entry, r.x) + f": {faces} "
            + _("(each {x}+ heals one level, rolling on while it succeeds)").format(x=r.x),
            f"{esc(name(names[r.before]))} -> [bold]{esc(after)}[/] "
            + ngettext("({n} level(s) healed)", "({n} level(s) healed)",
                       r.levels_healed).format(n=r.levels_healed)]


@odds_view(RegenerationSpec)
def regeneration_odds(spec: RegenerationSpec, dist: Distribution) -> OddsResult:
    order = [w for w in ("none", "light", "serious", "critical") if dist[w]]
    title = say("Regeneration / {x} from a {wound} wound: the wound after",
                     x=spec.x, wound=wound_name(spec.current))
    return outcome_odds(title, dist, [wound_name(w) for w in order])


@view(Reinforcement)
def reinforcement_lines(r: Reinforcement) -> list[str]:
    entry = roll_rules()["reinforcement"]
    text = {"returns": _("the removed figure with the lowest points returns, anywhere but in "
                         "base contact with an enemy"),
            "loses the ability": _("the removed figure with the lowest points loses "
                                   "Reinforcement for the rest of the battle"),
            "nothing": _("nothing happens this round")}[r.outcome]
    return [both(entry, bold=True) + f": {die(r.die)}" + dash() + text]


@odds_view(ReinforcementSpec)
def reinforcement_odds(spec: ReinforcementSpec, dist: Distribution) -> OddsResult:
    return outcome_odds(say("Reinforcement at the start of a round"), dist,
                        ["returns", "nothing", "loses the ability"])


@view(Mutagenic)
def mutagenic_lines(r: Mutagenic) -> list[str]:
    entry = roll_rules()["mutagenic"]
    d, x = r.die, r.x
    why = (_("a natural 1") if d == 1 else _("{d} + {x} = {total}, 1 or less").format(
        d=d, x=x, total=d + x)) if r.failure else f"{d} + {x}"
    if czech():  # 'padla 4 → 6 bodů', 'padla 1 → NEÚSPĚCH, žádné body'
        head = _title(entry, x) + ": " + _("rolled {die} → ").format(die=die(d))
        if r.failure and d == 1:
            return [head + verdict(False, no="FAILURE") + _(", no points")]
    else:
        head = _title(entry, x) + f": {die(d)}: "
    return [head
            + (verdict(False, no="FAILURE") + _(" ({why}), no points").format(why=why)
               if r.failure else
               ngettext("{points} points ({why}) to share among the characteristics until "
                        "the end of the round (not POW or Faith)",
                        "{points} points ({why}) to share among the characteristics until "
                        "the end of the round (not POW or Faith)", r.points).format(
                            points=f"[bold]{r.points}[/]", why=why))]


def _choose_line(entry: dict[str, Any], points: int, figures: int, rule: str) -> str:
    """'350 A.P. of Mutagenic fighters: 3 figures this round (one per 100 A.P., ...)'; Czech
    names the ability, 'bojovníci se schopností Mutagenní za 350 A.P.: …'."""
    if czech():
        return ngettext("fighters with {ability} for {points} A.P.: {n} figure chosen before "
                        "the tactical roll ({rule}, {ref})",
                        "fighters with {ability} for {points} A.P.: {n} figures chosen before "
                        "the tactical roll ({rule}, {ref})", figures).format(
                            ability=entry["cs"], points=points, n=f"[bold]{figures}[/]",
                            rule=rule, ref=entry["ref"])
    return ngettext("{points} A.P. of fighters with the ability: {n} figure chosen before the "
                    "tactical roll ({rule}, {ref})",
                    "{points} A.P. of fighters with the ability: {n} figures chosen before "
                    "the tactical roll ({rule}, {ref})", figures).format(
                        points=points, n=f"[bold]{figures}[/]", rule=rule, ref=entry["ref"])


def mutagenic_rule() -> str:
    per = roll_rules()["mutagenic"]["points_per_figure"]
    return _("one per whole {per} A.P.").format(per=per)


@view(MutagenicRound)
def mutagenic_round_lines(r: MutagenicRound) -> list[str]:
    entry = roll_rules()["mutagenic"]
    out = [_title(entry, r.x), _choose_line(entry, r.points, r.figures, mutagenic_rule())]
    for i, m in enumerate(r.dice, 1):
        line = mutagenic_lines(m)[0].split(": ", 1)[1]
        out.append("  " + _("figure {i}: ").format(i=i) + line)
    if r.figures:
        out.append(_("points in all: {n} (each figure keeps its own)").format(n=r.key))
    return out


@odds_view(MutagenicSpec)
def mutagenic_odds(spec: MutagenicSpec, dist: Distribution) -> OddsResult:
    if spec.points is None:
        return outcome_odds(say("Mutagenic / {x}: points (0 = failure)", x=spec.x), dist,
                            sorted(dist.probs))
    figures = Named(str(spec.figures), counted(spec.figures, ("figurka", "figurky", "figurek")))
    result = outcome_odds(say("Mutagenic / {x}, {n} figures ({points} A.P.): points in all",
                              x=spec.x, n=figures, points=spec.points), dist,
                          sorted(dist.probs))
    result.body.update({"points": spec.points, "figures": spec.figures})
    return result


@view(ToxicRound)
def toxic_lines(r: ToxicRound) -> list[str]:
    entry = roll_rules()["toxic"]
    per = entry["points_per_figure"]
    out = [(_title(entry, r.x) if r.x is not None else both(entry, bold=True)),
           _choose_line(entry, r.points, r.figures,
                        _("one per {per} A.P. or part of {per}").format(per=per))]
    if r.figures:
        out.append(_("each gets a toxic die; once a round one of them may use it in place of "
                     "an attack or shooting die, and if it leads to a damage roll the target "
                     "takes a second one{at} (living-dead, constructs and immortals are "
                     "immune)").format(at=_(" at STR {x}").format(x=r.x) if r.x is not None
                                       else ""))
    return out


# --------------------------------------------------------------- shooting into a melee
