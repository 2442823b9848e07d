"""The physical feat (`roll conf feat`): the roll, its verdict, a failure's wound, the odds
(the plain ability dice's are `views.abilities`)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from muster.engine.odds_tables import OddsResult
from muster.engine.render import verdict
from muster.engine.rule import odds_view, view
from muster.games.confrontation.feat import FeatRoll, FeatSpec
from muster.games.confrontation.tables import plain, roll_rules, wound_name
from muster.games.confrontation.views.common import outcome_odds
from muster.i18n import _, both, both_ways, czech, name, shown
from muster.text import number

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


def _feat_note(r: FeatRoll) -> str:
    spec = r.spec
    assert spec is not None
    if spec.kind == "swim":
        if not r.success:
            return _(": cannot swim")
        return _(": moves {cm} cm in the water").format(cm=number(plain(Fraction(spec.mov) / 2)))
    if spec.kind in ("long-jump", "high-jump"):
        return _(": lands on or past the obstacle, and the move ends") if r.success else ""
    if spec.kind == "climb":
        return "" if r.success else (_(" (standing on a flat area as big as its base: unhurt)")
                                     if spec.on_flat or spec.height == 0 else "")
    if spec.kind == "fall":
        return (_(": the fall of {cm} cm is no more than the feat").format(cm=spec.height)
                if r.success else "")
    return ""


_UNIT = re.compile(r"(?<=\d) CM\b")  # a verdict is shouted, its unit is not


def _feat_entry(spec: FeatSpec) -> dict[str, Any]:
    f = roll_rules()["feat"]
    s = spec.entry
    return {"en": s.get("en", f["en"]), "cs": s.get("cs", f["cs"])}


def _swim_wound_line(r: FeatRoll, spec: FeatSpec) -> str:
    """A failed swim's automatic light wound: the state it leaves, and a penalty that says
    what it is made of (a stun still on adds its −1 to the wound's, seed 000 L1567-1570);
    a figure the wound kills is removed, with no penalty."""
    assert r.state is not None
    if r.state == "killed":
        return _("automatic light wound: the figure is killed outright and removed from the "
                 "battlefield")
    state = shown(wound_name(r.state))
    if spec.stunned:
        return _("automatic light wound: the figure now has a {state} wound and is stunned "
                 "(penalty {penalty} in all), and stays where it is").format(
                     state=state, penalty=r.penalty)
    return _("automatic light wound: the figure now has a {state} wound (penalty {penalty}) "
             "and stays where it is").format(state=state, penalty=r.penalty)


@view(FeatRoll)
def feat_lines(r: FeatRoll) -> list[str]:
    spec = r.spec
    assert spec is not None
    cm, inches = number(plain(spec.mov)), number(plain(spec.inches))
    res = f" - RES {spec.res}" if spec.minus_res else ""
    if czech():  # the Czech rulebook: Pohyb divided by 2,5 (seed 000 L559), no inches
        per = number(plain(Fraction(str(roll_rules()["feat"]["cm_per_inch"]))))
        value = f"{inches} (MOV {cm} cm / {per}){res}"
    else:
        value = f"{inches}{res} (MOV {cm} cm / {inches} in)"
    rolled = " + ".join(str(d) for d in r.dice)
    # Czech puts the die rolled into the sum ('hod 4 + 4 (MOV 10 cm / 2,5) = 8'), as every
    # other Confrontation roll does, never 'k6 + 4 = 8'
    die_part = (_("roll {dice}").format(dice=rolled if len(r.dice) == 1 else f"({rolled})")
                if czech() else _("d6"))
    line = (both(_feat_entry(spec), bold=True, capital=True)
            + f": {die_part} + {value} = {number(plain(r.total))}")
    if r.difficulty is not None:
        line += _(", needs > {d}").format(d=r.difficulty)
    out = [line + ("" if czech() else _("; dice {dice}").format(dice=rolled))
           + (_(" (automatic failure)") if r.automatic_failure else "")]
    said = _UNIT.sub(lambda m: m.group(0).lower(), shown(r.outcome).upper())  # VYŠPLHÁ 6,8 cm
    out.append((verdict(True, said) if r.success else verdict(False, no=said)) + _feat_note(r))
    if r.state is not None and r.wound is None:
        out.append(_swim_wound_line(r, spec))
    if r.wound is not None:
        where = (_("leg wound at STR {str} against RES {res}:") if spec.location
                 else _("wound at STR {str} against RES {res}:"))
        out.append(where.format(str=number(plain(r.wound_str)), res=spec.res))
        from muster.games.confrontation.views.damage import wound_lines  # a failure's only

        out += ["  " + line for line in wound_lines(r.wound)]
    return out


@odds_view(FeatSpec)
def feat_odds(spec: FeatSpec, dist: Distribution) -> OddsResult:
    entry = {"en": spec.entry.get("en", "physical feat"),
             "cs": spec.entry.get("cs", roll_rules()["feat"]["cs"])}

    def title() -> str:
        said = name(entry)
        value = spec.value  # a swim's MOV/2.5 - RES may be below 0: 'd6 - 2'
        sign = "+" if value >= 0 else "-"
        return (f"{said[:1].upper()}{said[1:]}: {_('d6')} {sign} {number(plain(abs(value)))}"
                + (f" > {spec.target}" if spec.target is not None else ""))

    return outcome_odds(both_ways(title), dist)
