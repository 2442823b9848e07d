"""The d20 roll-under test's text and odds (`muster.games.void.roll_under`): a view module
of its own, so that rolling the test imports no attack, volley or wound rule."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

from muster.engine.odds_tables import OddsResult, as_tuple
from muster.engine.render import die, esc, verdict
from muster.engine.rule import odds_view, view
from muster.games.void import catalogue as cat
from muster.games.void.roll_under import D20Roll, RollUnderSpec
from muster.games.void.views.terms import luck_mark, signed, term
from muster.i18n import _, czech
from muster.text import chance as percent
from muster.text import fraction_note
from muster.typography import die_word

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution

GAME = "void"


def _at(i: int) -> Callable[[Hashable], Any]:
    """The ``i``-th fact of an outcome key."""
    return lambda key: as_tuple(key)[i]


@view(D20Roll)
def d20_lines(r: D20Roll) -> list[str]:
    rules = cat.rules()
    flag = ""
    if r.luck:
        flag = luck_mark(rules["luck"], "Luck", "bold green")
    elif r.bad_luck:
        flag = luck_mark(rules["bad_luck"], "Bad luck", "bold red")
    if r.control:
        return [term(rules["control"], "Control roll", "bold")
                + f": {die_word('d20')} = {die(r.roll)}{flag}",
                "  " + _("no target and no modifiers: only Luck (1) and Bad luck (20) "
                         "count; ")
                + (_("the activity fails (Bad luck)") if r.bad_luck else
                   _("the simple activity succeeds"))]
    target = f"{r.target}{signed(r.mods)}"
    if r.mods:
        target += f" = {r.effective_target}"
    out = [term(rules["test"], "Roll-under test", "bold") + f": {die_word('d20')} <= {target}"]
    out.append(f"  {die_word('d20')} = {die(r.rolls[0], good=r.first_success)}"
               + ("" if len(r.rolls) > 1 else flag))
    if len(r.rolls) > 1:
        assert r.reroll is not None
        kind = rules[r.reroll]
        why = _("the first roll failed") if r.reroll == "corrective" else \
            _("the first roll succeeded")
        shown_kind = kind["cs"] if czech() else f"{kind['en']} ({kind['cs']})"
        out.append(f"  {why}: {shown_kind} {die_word('d20')} = "
                   f"{die(r.roll, good=r.success)}{flag}" + _(" (this one stands)"))
    elif r.reroll:
        kind = rules[r.reroll]
        out.append("  " + _("no {what} needed").format(
            what=kind["cs"] if czech() else kind["en"]))
    reason = (_("natural 1 always succeeds") if r.luck else
              _("natural 20 always fails") if r.bad_luck else
              f"{r.roll} {'<=' if r.success else '>'} {r.effective_target}")
    out.append(f"  {verdict(r.success)} ({reason})")
    return out


def d20_title(spec: RollUnderSpec) -> str:
    if spec.control:
        return _("Control roll (d20): Luck on 1, Bad luck on 20")
    extra = _(" with a corrective roll") if spec.corrective else \
        _(" with a spoiling roll") if spec.spoiling else ""
    # Czech names the test first, as every other Void test line ('Podhazování: k20 ≤ 8, s
    # kazícím hodem', seed 003 L17)
    test = str(cat.rules()["test"]["cs"])
    name = f"{test[:1].upper()}{test[1:]}: " if czech() else ""
    return f"{name}{die_word('d20')} <= {spec.target}{signed(spec.mods)}{extra}"


@odds_view(RollUnderSpec)
def d20_odds(spec: RollUnderSpec, dist: Distribution) -> OddsResult:
    """Exact chances of success, Luck and Bad luck."""
    body: dict[str, Any] = {"game": GAME, "odds": True, "exact": dist.exact}
    view_ = [f"[bold]{esc(d20_title(spec))}[/]"]
    for i, name in enumerate(("success", "luck", "bad_luck")):
        p = dist.p(_at(i))
        body[name] = dist.prob(p)
        view_.append(f"  {_(name.replace('_', ' '))}: [bold]{percent(p)}[/]"
                     + fraction_note(p))
    return OddsResult(body, view_)
