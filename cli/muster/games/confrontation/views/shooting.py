"""A shot (`roll conf shoot`): how its difficulty is made, the aim roll, and the odds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult
from muster.engine.render import esc, verdict
from muster.engine.rule import odds_view, view
from muster.errors import pointer
from muster.games.confrontation.shooting import ShotRoll, ShotSpec
from muster.games.confrontation.tables import penalty_total, shooting_rules
from muster.games.confrontation.views.common import outcome_odds, signed
from muster.games.confrontation.views.tests import headed_lines
from muster.i18n import _, both, both_ways, czech, say, shown
from muster.text import general

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


def difficulty_line(spec: ShotSpec) -> str:
    """'medium range 7, dynamic shot +1, large target -1: difficulty 7'."""
    steps = spec.steps()
    if spec.counter_fire and czech():  # 'obtížnost pevně 6', never the value twice
        return _("fixed difficulty {d}").format(d=spec.difficulty)
    parts = [f"{esc(shown(name))} {value if i == 0 else signed(value)}"
             for i, (name, value) in enumerate(steps)]
    return ", ".join(parts) + ": " + _("difficulty {d}").format(d=spec.difficulty)


def title(spec: ShotSpec) -> str:
    r = shooting_rules()
    return (both(r["counter_fire"] if spec.counter_fire else r["shot"], bold=True, capital=True)
            + ": " + _("AIM {aim}").format(aim=spec.aim))


@view(ShotRoll)
def shot_lines(shot: ShotRoll) -> list[str]:
    spec = shot.spec
    out = [title(spec)]
    if shot.courage_test is not None:
        out += headed_lines(shot.courage_test, _("Courage test: "))
    if shot.flees:
        out.append(verdict(False, no=_("FLEES")) + ": " + _(
            "the counter-firer fails its Courage test against the fear-causer: it flees and "
            "cannot shoot (L805-808)"))
        return out
    if spec.too_far_apart:
        out.append(verdict(False, no=_("NO SHOT")) + ": " + _(
            "the shooter is at level {s} and the target at level {t}: a shot crosses one "
            "level at most (L1421-1423)").format(s=spec.shooter_level, t=spec.target_level))
        return out
    if shot.aim_roll is None:
        reach = spec.reach or (0, 0, 0)
        out.append(verdict(False, no=_("OUT OF RANGE")) + ": " + _(
            "the target is {cm} cm away, beyond the long range of {long} cm: the shot fails "
            "(L739-740)").format(cm=general(spec.distance or 0), long=reach[2]))
        return out
    out.append(difficulty_line(spec))
    if spec.altitude_penalty:
        out.append(_altitude_note(spec))
    lines = headed_lines(shot.aim_roll, _("Aim roll: "))
    out += [lines[0]]
    out.append(verdict(True, _("HIT")) if shot.hit else
               verdict(False, no=_("MISS")) + ": " + esc(shown(shot.aim_roll.reason)))
    out += lines[2:]
    if shot.hit:
        # the command line adds the command that rolls it
        out.append(shown(say("a damage roll follows at the weapon's STR against the target's "
                             "RES{command}", command=pointer("confrontation.damage"))))
    if spec.counter_fire:
        out.append(_("whatever the shot did, the counter-firer has no attack dice in this "
                     "round's melee; if it kills its enemy, it may move up to its MOV at once "
                     "(L809-812)"))
    if spec.initiative:
        out.append(_("for the shooting order, the shooter's Initiative is {n} this phase "
                     "(L754-767)").format(n=signed(spec.initiative)))
    return out


def _altitude_note(spec: ShotSpec) -> str:
    return _("the target is one altitude level up or down: -{n} on the aim die "
             "(L1421-1423)").format(n=penalty_total(spec.altitude_penalty))


@odds_view(ShotSpec)
def shot_odds(spec: ShotSpec, dist: Distribution) -> OddsResult:
    def heading() -> str:
        head = title(spec).replace("[bold]", "").replace("[/]", "")
        if spec.too_far_apart:
            return head + "; " + _("more than one level apart")
        if spec.out_of_range:
            return head + "; " + _("out of range")
        line = head + "; " + difficulty_line(spec)
        if spec.altitude_penalty:
            line += "; " + _altitude_note(spec)
        return line

    order = [k for k in ("hit", "miss", "automatic failure", "out of range", "flees, no shot",
                         "levels apart, no shot")
             if dist[k]]
    result = outcome_odds(both_ways(heading), dist, order)
    result.body.update({"form": "shot", "difficulty": spec.difficulty, "range": spec.band,
                        "hit": dist.prob(dist["hit"])})
    return result
