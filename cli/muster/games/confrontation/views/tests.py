"""The characteristic test and the Fanaticism re-test, as text and odds (the opposed roll's
views are `views.opposed`, so showing a test imports neither it nor the exact driver)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult, bar, chains_left_out
from muster.engine.render import die, esc, table, verdict
from muster.engine.rule import odds_view, view
from muster.games.confrontation.characteristic import (
    CharacteristicRoll,
    CharacteristicSpec,
    FanaticTest,
    fanatic_outcomes,
)
from muster.games.confrontation.tables import char_rules
from muster.games.confrontation.views.common import SHOWN_FROM, _options, at_least, roll_text
from muster.i18n import _, both, czech, name, ngettext, shown
from muster.text import chance as percent
from muster.text import fraction_note, measure

if TYPE_CHECKING:  # the odds views receive one; a test shown without --odds never needs it
    from fractions import Fraction

    from muster.engine.distribution import Distribution

# ------------------------------------------------------------------ characteristic test


def head(roll: CharacteristicRoll) -> str:
    """The roll on one line: the dice, the penalty, the value and any group bonus."""
    r = char_rules()
    roll_on = set(r["test"]["roll_on_five" if roll.five_as_six else "roll_on"])
    faces = []
    for i, d in enumerate(roll.dice):
        bad = d == r["test"]["automatic_failure"] and not roll.no_automatic_failure
        faces.append(die(d, exploded=d in roll_on and i < len(roll.dice) - 1,
                         good=False if bad else None))
    pen = ""
    if roll.penalty:
        names = ", ".join(name(r["penalty"][p]) for p in roll.penalties)
        pen = f" - {roll.penalty} ({esc(names)})"
    group = (_(" + {bonus} (group of {n})").format(bonus=roll.group_bonus, n=roll.group)
             if roll.group_bonus else "")
    return (_("die {dice}").format(dice=" + ".join(faces))
            + f"{pen} = {roll.die_result}, "
            f"{'+' if roll.value >= 0 else '-'} {abs(roll.value)}{group} = "
            f"[bold cyan]{roll.total}[/]")


@view(CharacteristicRoll)
def test_lines(roll: CharacteristicRoll) -> list[str]:
    """A test's lines; a test against Fear (``over``) is named as the Courage test it is
    (L645), as a flight's and a shot's are."""
    return headed_lines(roll, _("Courage test: ") if roll.over else None)


def headed_lines(roll: CharacteristicRoll, heading: str | None = None) -> list[str]:
    """A characteristic test's lines; ``heading`` (translated, ending ': ') names the test it
    is, the aim roll or a Courage test: English names the characteristic test after it, Czech
    names the test once, as the rulebook does ('Hod na střelbu: kostka 4', seed 000 L782)."""
    r = char_rules()
    cmp = at_least(roll.over)
    kind = both(r["test"], bold=True, capital=True) + ": "
    if heading is not None:
        kind = f"[bold]{esc(heading.removesuffix(': '))}[/]: " if czech() else heading + kind
    out = [kind + head(roll) + (_(" (roll-off, no difficulty)") if roll.difficulty is None
                           else _(" (needs {cmp} {difficulty})").format(
                               cmp=cmp, difficulty=roll.difficulty))]
    if roll.success is None:
        total = _("TOTAL {total}").format(total=roll.total)
        out.append(verdict(not roll.automatic_failure, total, "AUTOMATIC FAILURE")
                   + f": {esc(shown(roll.reason))}")
    else:
        out.append(f"{verdict(roll.success)}: {esc(shown(roll.reason))}")
    if roll.abilities:
        out.append(_("abilities: ") + ", ".join(both(r["ability"][a]) for a in roll.abilities))
    return out


@view(FanaticTest)
def fanatic_lines(test: FanaticTest) -> list[str]:
    f = char_rules()["fanaticism"]
    out = test_lines(test.courage)
    d = test.fanaticism
    if d is None:
        return out
    cmp = at_least(d.over)
    retest = (esc(f["retest_test_cs"]) if czech()  # 'test Disciplíny'
              else f"{esc(f['retest'])} re-test ({esc(f['retest_cs'])})")
    out.append(both(f, bold=True) + ": "
               + _("{retest} at the same difficulty: {roll} (needs {cmp} {difficulty}, a 5 "
                   "rolls on)").format(retest=retest, roll=head(d), cmp=cmp,
                                       difficulty=d.difficulty))
    if d.success:
        out.append(verdict(True, "HOLDS") + ": " + _(
            "{why}; the fanatic does not flee, but keeps the fear's effects and cannot "
            "charge or engage the creature that frightened it").format(
                why=esc(shown(d.reason))))
    elif test.outcome == "paralysed":
        out.append(verdict(False, no="PARALYSED") + ": " + _(
            "{why}; the charger is paralysed by terror until the end of the round (L664-666)"
        ).format(why=esc(shown(d.reason))))
    elif test.outcome == "afraid":
        out.append(verdict(False, no="AFRAID") + ": " + _(
            "{why}; its card was activated: the fear's penalties, no flight (L655-659)"
        ).format(why=esc(shown(d.reason))))
    else:
        out.append(verdict(False, no="FLEES") + f": {esc(shown(d.reason))}")
    return out


def _title(spec: CharacteristicSpec) -> str:
    """An odds table's title: a test against Fear (``over``) is the Courage test it is, as
    its roll is named (`test_lines`)."""
    return _("Courage test") if spec.over else _("Characteristic test")


@odds_view(CharacteristicSpec)
def test_odds(spec: CharacteristicSpec, dist: Distribution) -> OddsResult:
    """Chance of success (and of an automatic failure); a roll-off's totals; a fanatic's
    three outcomes."""
    if spec.fanatic is not None:
        return fanatic_odds(spec, dist)
    if spec.difficulty is None:
        return rolloff_odds(spec, dist)
    p = dist["success"]
    auto = dist["automatic failure"]
    pen = spec.penalty
    body = {"odds": True, "game": "confrontation", "value": spec.value,
            "difficulty": spec.difficulty, "over": spec.over, "penalty": pen,
            "options": spec.options(), "success": dist.prob(p),
            "automatic_failure": dist.prob(auto), "exact": dist.exact}

    def frac(x: Fraction) -> str:
        return fraction_note(x) if dist.exact else ""

    view_ = [f"[bold]{_title(spec)}: " + roll_text(spec.value, pen)
             + f" {at_least(spec.over)} {spec.difficulty}"
             + _options(spec.options(), len(spec.abilities)) + "[/]",
             _("chance of success: {p}").format(p=f"[bold]{percent(p)}[/]{frac(p)}"),
             _("chance of an automatic failure: {p}").format(p=f"{percent(auto)}{frac(auto)}")]
    if not dist.exact:
        view_.append(chains_left_out(dist.truncated))
    return OddsResult(body, view_)


def compare_odds(specs: list[CharacteristicSpec], dists: list[Distribution]) -> OddsResult:
    """The chances of one test against several difficulties, one column each."""
    first = specs[0]
    bodies = [test_odds(s, d).to_json() for s, d in zip(specs, dists, strict=True)]
    body = {"odds": True, "game": "confrontation", "compare": bodies}
    rows: list[list[object]] = [[_(word), *(percent(d[word]) for d in dists)]
                                for word in ("success", "failure", "automatic failure")]
    view_ = [f"[bold]{_title(first)}: " + roll_text(first.value, first.penalty)
             + _(" {cmp} each difficulty").format(cmp=at_least(first.over))
             + _options(first.options(), len(first.abilities)) + "[/]"]
    view_ += table([_("difficulty")] + [str(s.difficulty) for s in specs], rows)
    return OddsResult(body, view_)


def rolloff_odds(spec: CharacteristicSpec, dist: Distribution) -> OddsResult:
    """A roll-off's distribution: each total, and the automatic failures."""
    pen = spec.penalty
    auto = dist["automatic failure"]
    totals = sorted(k for k in dist.probs if isinstance(k, (int, float)))
    rows = []
    at_least = 1 - auto - dist.truncated
    at_most = auto  # an automatic failure ranks below every total (RULINGS 4)
    for t in totals:
        at_most += dist[t]
        rows.append({"value": t, **dist.prob(dist[t]), "at_least": dist.prob(at_least),
                     "at_most": dist.prob(at_most)})
        at_least -= dist[t]
    body = {"odds": True, "game": "confrontation", "value": spec.value, "difficulty": None,
            "penalty": pen, "options": spec.options(), "distribution": rows,
            "automatic_failure": dist.prob(auto), "exact": dist.exact}
    totals_only = dist.given(lambda k: isinstance(k, (int, float)))
    body["mean"] = round(totals_only.mean(), 6)  # of the totals, automatic failures left out
    body["sd"] = round(totals_only.sd(), 6)
    kept = [r for r in rows if r["p"] >= SHOWN_FROM]
    top = max((r["p"] for r in rows), default=0.0)
    view_ = [f"[bold]{_('Roll-off')}: " + roll_text(spec.value, pen)
             + _(", rolling on after every 6")
             + _options(spec.options(), len(spec.abilities)) + "[/]"]
    view_ += table([_("total"), _("chance"), _("at least"), _("at most"), ""],
                   [[r["value"], percent(r["p"]), percent(r["at_least"]["p"]),
                     percent(r["at_most"]["p"]), bar(r["p"], top)] for r in kept])
    if len(kept) < len(rows):
        hidden = len(rows) - len(kept)
        view_.append(ngettext("(and {n} higher totals, each below {p})",
                              "(and {n} higher totals, each below {p})", hidden).format(
                                  n=hidden, p=percent(SHOWN_FROM)))
    view_.append(_("automatic failure (ranks below every total): {p}").format(
        p=f"[bold]{percent(auto)}[/]"))
    view_.append(_("mean of the totals {mean}  sd {sd}").format(
        mean=measure(totals_only.mean()), sd=measure(totals_only.sd())))
    return OddsResult(body, view_)


def fanatic_odds(spec: CharacteristicSpec, dist: Distribution) -> OddsResult:
    """The chance that the Courage test passes, that Fanaticism holds the figure, and
    that it flees (a charge's own tests: that it is paralysed, or afraid)."""
    outcomes = fanatic_outcomes(spec)
    rows = [{"outcome": o, **dist.prob(dist[o])} for o in outcomes]
    options = spec.options()
    body = {"odds": True, "game": "confrontation", "value": spec.value,
            "difficulty": spec.difficulty, "over": spec.over, "fanatic": spec.fanatic,
            "options": options, "outcomes": rows,
            "success": dist.prob(1 - dist[outcomes[2]] - dist.truncated),
            "flees": dist.prob(dist["flees"]), "exact": dist.exact}
    rest = [o for o in options if not o.startswith("Fanaticism")]
    view_ = ["[bold]" + _("Courage {value} against FEAR {fear}, then Discipline {dis} at the "
                          "same difficulty (Fanaticism)").format(
                 value=spec.value, fear=spec.difficulty, dis=spec.fanatic)
             + _options(rest, len(spec.abilities)) + "[/]"]
    view_ += table([_("outcome"), _("chance")],
                   [[_(o["outcome"]), percent(o["p"]) + (fraction_note(o['fraction'])
                                                          if o["fraction"] else "")]
                    for o in rows])
    return OddsResult(body, view_)
