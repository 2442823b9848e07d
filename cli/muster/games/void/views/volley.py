"""Void: an attack on several targets (`muster.games.void.volley`): a class action's one
roll or a swarm weapon's roll per target, and its odds table. Apart from one attack's text
(`views.attack`), so that an attack on one target imports no volley."""

from __future__ import annotations

from muster.engine.distribution import Distribution
from muster.engine.odds_tables import OddsResult, as_tuple
from muster.engine.render import die, esc
from muster.engine.rule import odds_view, view
from muster.games.void import catalogue as cat
from muster.games.void.attack import derive
from muster.games.void.d20 import GAME
from muster.games.void.views.attack import tagged_lines
from muster.games.void.views.attack_odds import _damage_dist
from muster.games.void.views.terms import capital_term, shown_name
from muster.games.void.volley import Covered, Volley, VolleySpec
from muster.i18n import _, czech, ngettext, say, shown
from muster.text import chance as percent
from muster.text import fraction_note, measure
from muster.typography import die_word


@view(Volley)
def volley_lines(v: Volley) -> list[str]:
    a, r = v.setup, cat.rules()
    n = len(v.targets)
    if a.action:
        act = r["actions"][a.action]
        head = capital_term(act) + ": " + ngettext(
            "one roll against {n} target(s) inside {degrees} degrees",
            "one roll against {n} target(s) inside {degrees} degrees", n).format(
                n=n, degrees=act["arc_degrees"])
    else:
        sw = r["swarm"]
        head = capital_term(sw) + ": " + ngettext(
            "one roll per target, {n} target(s) inside {degrees} degrees",
            "one roll per target, {n} target(s) inside {degrees} degrees", n).format(
                n=n, degrees=sw["arc_degrees"])
    out = [head] + (_covering_lines(v) if v.covering else _target_lines(v))
    if v.covering:
        out.append(shown(say("{prone} of {n} must go prone",
                             prone=f"[bold]{v.prone}[/]", n=n)))
    else:
        out.append(shown(say("{wounded} of {n} wounded, damage in all {damage}",
                             wounded=f"[bold]{v.wounded}[/]", n=n,
                             damage=f"[bold]{v.damage}[/]"))
                   + (shown(say(", {dead} dead", dead=v.dead)) if v.dead else ""))
    return out


def _covering_lines(v: Volley) -> list[str]:
    """Covering fire: the one roll, then each target's Will roll (Luck: all go prone)."""
    a = v.setup
    assert a.action is not None
    first = tagged_lines(v.wounds[0])
    out = [x for tag, x in first[1:] if tag in ("hit", "breaks", "range", "out")]
    act = cat.rules()["actions"][a.action]
    for i, t in enumerate(v.targets):
        assert isinstance(t, Covered)
        if not t.hit:
            break
        if t.luck:
            out.append(shown(say("target {n}: Luck - must go prone, no Will roll", n=i + 1)))
            continue
        roll = t.will_roll
        rolled = die(roll, good=not t.prone) if roll is not None else die_word("d20")
        out.append(shown(say("target {n}: d20 = {roll} vs Will {will}: {outcome}", n=i + 1,
                             roll=rolled, will=t.will,
                             outcome=f"[bold red]{esc(_(act['effect']))}[/]" if t.prone
                             else _("resists"))))
    return out


def _target_lines(v: Volley) -> list[str]:
    out = []
    for i, w in enumerate(v.wounds):
        tagged = tagged_lines(w)[1:]
        if i and v.one_roll:
            tagged = [(t, x) for t, x in tagged if t not in ("hit", "breaks", "range")]
        out.append(shown(say("target {n}:", n=i + 1)))
        out += [x for _t, x in tagged]
    return out


@odds_view(VolleySpec)
def volley_odds(spec: VolleySpec, dist: Distribution) -> OddsResult:
    """The chance of each number of targets wounded (or gone prone), damage in all."""
    a, targets = derive(spec.attack), spec.targets
    col = 4 if a.action == "covering-fire" else 1
    name = "prone" if col == 4 else "wounded"
    crow = dist.marginal(lambda key: as_tuple(key)[col]).numeric_table()
    ddist = _damage_dist(dist)
    broken = dist.p(lambda key: as_tuple(key)[5])
    hit_any = dist.p(lambda key: as_tuple(key)[0] > 0)
    body = {"game": GAME, "odds": True, "weapon": a.item["en"], "action": a.action,
            "targets": targets, "hit_any": dist.prob(hit_any), name: crow,
            "weapon_broken": dist.prob(broken), "exact": dist.exact}
    r = cat.rules()
    what = r["actions"][a.action] if a.action else r["swarm"]
    title = (f"{shown_name(a)}, {what['cs']}" if czech() else
             f"{a.name()}, {what['en'] if a.action else 'swarm weapon'}")
    view_ = [f"[bold]{esc(title)}: "
             + ngettext("{n} target(s)", "{n} target(s)", targets).format(n=targets) + "[/]",
             "  " + _("at least one hit") + f": [bold]{percent(hit_any)}[/]"
             + fraction_note(hit_any),
             "  " + _("weapon broken") + f": {percent(broken)}{fraction_note(broken)}"]
    view_.append("  " + (_("targets prone:") if col == 4 else _("targets wounded:")))
    for row in crow:
        view_.append(f"    {row['value']:>3}: {percent(row['p'])}"
                     f"{fraction_note(row['fraction'])}, "
                     + _("at least") + f" {percent(row['at_least']['p'])}")
    if col == 1:
        body["damage"] = ddist.numeric_table()
        body["mean_damage"] = round(ddist.mean(), 6)
        view_.append("  " + _("mean damage in all {mean}").format(
            mean=measure(ddist.mean())))
    return OddsResult(body, view_)
