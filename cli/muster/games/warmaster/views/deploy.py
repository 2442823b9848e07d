"""Warmaster deployment on the terminal: the roll-offs, the placement order, the first turn,
and the odds of each roll's outcome."""

from __future__ import annotations

from collections.abc import Hashable
from fractions import Fraction
from operator import attrgetter
from typing import TYPE_CHECKING, Any, cast

from muster.engine.odds_tables import OddsResult
from muster.engine.render import die, esc
from muster.engine.rule import key_view, odds_view, view
from muster.errors import Field, field_shown
from muster.games.warmaster.deploy import (
    Alternating,
    Army,
    AtOnce,
    Deployment,
    DeploySpec,
    Key,
    Phase,
    Rolloff,
    data,
)
from muster.games.warmaster.tables import GAME
from muster.games.warmaster.views.game_length import game_length_lines
from muster.i18n import _, czech, ngettext, shown
from muster.text import chance as percent
from muster.text import fraction_note

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


def _rolloff_line(r: Rolloff) -> str:
    rolls = "; ".join(", ".join(f"{esc(n)} {die(d)}"
                                for n, d in zip(x["among"], x["dice"], strict=False))
                      + (_(" (tie: roll again)") if len(set(x["dice"])) == 1 else "")
                      for x in r.rounds)
    return "  " + _("roll-off for {purpose}: {rolls} -> {winner} wins").format(
        purpose=_(r.for_), rolls=rolls or _("(dice not listed)"),
        winner=f"[bold cyan]{esc(r.winner)}[/]")


@view(Deployment)
def deployment_lines(r: Deployment) -> list[str]:
    d = data()
    p = r.spec
    m = d["method"][p.method]
    what = (f"{esc(m['cs'])} (seed {m['ref']})" if czech() else
            f"{esc(m['en'])} ({esc(m['cs'])}, seed {m['ref']})")
    out = ["[bold]" + _("Warmaster deployment") + "[/]: " + _(
        "{method}; {a} against {b}").format(method=what, a=esc(p.names[0]),
                                            b=esc(p.names[1]))]
    for x in r.rolloffs:
        out.append(_rolloff_line(x))
    if p.terrain:
        t = d["terrain"][p.terrain]
        out.append(_("Terrain: {how} ({ref})").format(
            how=esc(t["cs"] if czech() else t["en"]), ref=t["ref"])
            + (": " + _("{side} chooses the table edge").format(
                side=f"[bold]{esc(r.edge_chooser)}[/]") if r.edge_chooser else ""))
    if r.phases:
        out.append(_("Placement order:"))
        for ph in r.phases:
            out.append("  " + _phase_text(ph))
    elif p.method == "one-side" and r.deploys_first is None:
        out.append(_("{side} chooses to deploy first or second ({choose} first|second); the "
                     "whole army deploys, then the other").format(
            side=f"[bold]{esc(r.deployment_winner)}[/]", choose=field_shown(Field("choose"))))
    elif p.method in ("maps", "screen"):
        out.append(_("Both sides deploy at once (no roll)"))
    out.append(_("First turn: ") + esc(shown(r.first_turn_rule)))
    t = d["table"]
    out.append("  [dim]" + _("armies deploy along opposite table edges {cm} cm apart ({ref}) "
                             "unless a scenario says otherwise").format(cm=t["gap_cm"],
                                                                        ref=t["ref"])
               + "[/]")
    if r.game_length:
        out += game_length_lines(r.game_length)
    out += [f"  [dim]{esc(shown(n))}[/]" for n in r.notes]
    return out


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _kind_word(kind: str) -> str:
    """'units' / 'characters' as the Warmaster rulebook names them (data: kinds); the
    catalog's 'characters' is Void's 'postavy', Warmaster's are 'osobnosti' (L202)."""
    entry = data()["kinds"][kind]
    return str(entry["cs"] if czech() else entry["en"])


def _phase_text(ph: Phase) -> str:
    if isinstance(ph, Army):
        return f"{ph.from_}: " + _("{side} deploys its whole army").format(side=esc(ph.side))
    what = _kind_word(ph.kind)
    span = f"{ph.from_}-{ph.to}" if ph.to > ph.from_ else f"{ph.from_}"
    if isinstance(ph, Alternating):
        a, b = ph.sides
        return f"{span}: " + _("{what}, {a} and {b} alternately, one at a time, {first} first "
                               "({each} each)").format(what=what, a=esc(a), b=esc(b),
                                                       first=f"[bold]{esc(a)}[/]",
                                                       each=ph.each)
    if isinstance(ph, AtOnce):
        return f"{span}: " + _("{side} places all its {what} at once ({n})").format(
            side=esc(ph.side), what=what, n=ph.count)
    if not czech():
        rest = "remaining " if ph.rest else ""
        return f"{span}: {esc(ph.side)} places its {rest}{_plural(ph.count, ph.kind)}"
    n = ph.count
    if ph.kind == "unit":
        text = (ngettext("{side} places its remaining {n} unit",
                         "{side} places its remaining {n} units", n) if ph.rest else
                ngettext("{side} places its {n} unit", "{side} places its {n} units", n))
    else:
        text = (ngettext("{side} places its remaining {n} character",
                         "{side} places its remaining {n} characters", n) if ph.rest else
                ngettext("{side} places its {n} character", "{side} places its {n} characters",
                         n))
    return f"{span}: " + text.format(side=esc(ph.side), n=n)




@odds_view(DeploySpec)
def deploy_odds(plan: DeploySpec, dist: Distribution) -> OddsResult:
    """The chance of each roll's outcome: who chooses the edge, who wins the deployment
    roll-off, who places or deploys first, who takes the first turn, the game length.
    A fact the rolls leave open (one-side without a choice) is left out."""
    body: dict[str, Any] = {"game": GAME, "odds": True, "method": plan.method, "exact": dist.exact}
    m = data()["method"][plan.method]
    view = ["[bold]" + _("Warmaster deployment odds") + "[/]: " + _(
        "{method}, {a} against {b}").format(method=esc(m["cs"] if czech() else m["en"]),
                                            a=esc(plan.names[0]), b=esc(plan.names[1]))]
    phrases = {"edge_chooser": _("{side} chooses the table edge"),
               "deployment_winner": _("{side} wins the deployment roll-off and chooses"),
               "deploys_first": _("{side} places first") if plan.method == "alternate"
               else _("{side} deploys first"),
               "first_turn": _("{side} takes the first turn"),
               "first_turn_chooser": _("{side} wins the first-turn roll-off and chooses who "
                                       "moves first")}
    for name, phrase in phrases.items():
        by_side = cast("dict[str | None, Fraction]", dist.marginal(attrgetter(name)).probs)
        if None in by_side:
            continue
        # a side that never gets it has chance 0 (a Fraction(0) prints as an int 0 did)
        body[name] = {side: dist.prob(by_side.get(side, Fraction(0))) for side in plan.names}
        for side in plan.names:
            pr = by_side.get(side, Fraction(0))
            view.append("  " + phrase.format(side=esc(side))
                        + f": [bold]{percent(pr)}[/]{fraction_note(pr)}")
    by_length = cast("dict[int | None, Fraction]",
                     dist.marginal(lambda k: _deployment(k).turns).probs)
    if None not in by_length:
        turns = {t: p for t, p in by_length.items() if t is not None}
        body["turns"] = [{"value": t, **dist.prob(turns[t])} for t in sorted(turns)]
        view.append("  " + _("game length: ") + ", ".join(
            ngettext("{n} turn", "{n} turns", t).format(n=t)
            + f" {percent(turns[t])}{fraction_note(turns[t])}" for t in sorted(turns)))
    if len(view) == 1:
        view.append("  " + _("nothing is rolled: ") + (
            _("the order is fixed by the unit counts") if plan.method == "alternate"
            else _("both sides deploy at once")))
    return OddsResult(body, view)


def _deployment(k: Hashable) -> Key:
    """One outcome of the deployment rule: its key is a `Key` (the odds views' registry
    does not carry the key's type)."""
    return cast(Key, k)


@key_view(Key)
def deploy_key_text(k: Key) -> str:
    """The outcome as a --times row shows it, in the user's language (the JSON label is
    the key's English text)."""
    parts = [shown(m) for m in k.facts()]
    if k.turns:
        parts.append(ngettext("{n} turn", "{n} turns", k.turns).format(n=k.turns))
    return ", ".join(parts) or _("no roll")
