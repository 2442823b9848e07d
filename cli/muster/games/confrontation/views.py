"""Confrontation's terminal views and odds tables: the only place with markup and `_()`.

Each rule module's result and spec register their view here (`muster.engine.rule.view`,
`odds_view`); the engine imports this module when something is shown."""

from __future__ import annotations

from fractions import Fraction

from muster.engine.odds import Distribution, fraction_text, percent
from muster.engine.render import die, esc, table, verdict
from muster.engine.rule import odds_view, view
from muster.engine.run import OddsResult, bar
from muster.i18n import _, both, both_ways, czech, decimal, name, ngettext, say, shown
from muster.numbers import fraction_text as _fraction
from muster.games.confrontation.abilities import (Mutagenic, MutagenicSpec, Regeneration,
                                                  RegenerationSpec, Reinforcement,
                                                  ReinforcementSpec)
from muster.games.confrontation.characteristic import (FANATIC_OUTCOMES, CharacteristicRoll,
                                                       CharacteristicSpec, FanaticTest)
from muster.games.confrontation.damage import (DamageSpec, WoundRoll, row_name, state_word,
                                               word)
from muster.games.confrontation.feat import FeatRoll, FeatSpec
from muster.games.confrontation.into_melee import IntoMelee, IntoMeleeSpec
from muster.games.confrontation.opposed import OpposedRoll, OpposedSpec
from muster.games.confrontation.tables import (SEVERITY, char_rules, plain, roll_rules,
                                               wound_name, wound_rules)


def _options(options: list[str]) -> str:
    """'; a, b' - the options in play, for a title (in the user's language)."""
    return f"; {esc(', '.join(shown(o) for o in options))}" if options else ""


def _g3(x: object) -> str:
    """A small probability in three significant digits (a decimal comma in Czech)."""
    text = f"{float(x):.3g}"  # type: ignore[arg-type]
    return text.replace(".", ",") if czech() else text


def _on_the_die(pen: int) -> str:
    return _(" - {pen} on the die").format(pen=pen) if pen else ""


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
    r = char_rules()
    cmp = ">" if roll.over else ">="
    out = [both(r["test"], bold=True, capital=True) + ": "
           + head(roll) + (_(" (roll-off, no difficulty)") if roll.difficulty is None
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
    cmp = ">" if d.over else ">="
    retest = (_("re-test ({name})").format(name=esc(f["retest_cs"])) if czech()
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
    else:
        out.append(verdict(False, no="FLEES") + f": {esc(shown(d.reason))}")
    return out


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
    cmp = ">" if spec.over else ">="
    pen = spec.penalty
    body = {"odds": True, "game": "confrontation", "value": spec.value,
            "difficulty": spec.difficulty, "over": spec.over, "penalty": pen,
            "options": spec.options(), "success": dist.prob(p),
            "automatic_failure": dist.prob(auto), "exact": dist.exact}

    def frac(x: Fraction) -> str:
        return f" ({fraction_text(x)})" if dist.exact else ""

    view_ = [f"[bold]{_('Characteristic test')}: {_('d6')} + {spec.value}"
             + _on_the_die(pen) + f" {cmp} {spec.difficulty}"
             + _options(spec.options()) + "[/]",
             _("chance of success: {p}").format(p=f"[bold]{percent(p)}[/]{frac(p)}"),
             _("chance of an automatic failure: {p}").format(p=f"{percent(auto)}{frac(auto)}")]
    if not dist.exact:
        view_.append(_("(chains past the dice limit left out: {p})").format(
            p=_g3(dist.truncated)))
    return OddsResult(body, view_)


def compare_odds(specs: list[CharacteristicSpec], dists: list[Distribution]) -> OddsResult:
    """The chances of one test against several difficulties, one column each."""
    first = specs[0]
    bodies = [test_odds(s, d).to_json() for s, d in zip(specs, dists)]
    body = {"odds": True, "game": "confrontation", "compare": bodies}
    cmp = ">" if first.over else ">="
    rows = [[_("success")] + [percent(d["success"]) for d in dists],
            [_("failure")] + [percent(d["failure"]) for d in dists],
            [_("automatic failure")] + [percent(d["automatic failure"]) for d in dists]]
    view_ = [f"[bold]{_('Characteristic test')}: {_('d6')} + {first.value}"
             + _on_the_die(first.penalty)
             + _(" {cmp} each difficulty").format(cmp=cmp)
             + _options(first.options()) + "[/]"]
    view_ += table([_("difficulty")] + [str(s.difficulty) for s in specs], rows)
    return OddsResult(body, view_)


def rolloff_odds(spec: CharacteristicSpec, dist: Distribution) -> OddsResult:
    """A roll-off's distribution: each total, and the automatic failures."""
    pen = spec.penalty
    auto = dist["automatic failure"]
    totals = sorted(k for k in dist.probs if not isinstance(k, str))
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
    totals_only = Distribution({t: dist[t] for t in totals})
    body["mean"] = round(totals_only.mean(), 6)  # of the totals, automatic failures left out
    body["sd"] = round(totals_only.sd(), 6)
    kept = [r for r in rows if r["p"] >= 1e-6]
    top = max((r["p"] for r in rows), default=0.0)
    view_ = [f"[bold]{_('Roll-off')}: {_('d6')} + {spec.value}" + _on_the_die(pen)
             + _(", rolling on after every 6") + _options(spec.options()) + "[/]"]
    view_ += table([_("total"), _("chance"), _("at least"), _("at most"), ""],
                   [[r["value"], percent(r["p"]), percent(r["at_least"]["p"]),
                     percent(r["at_most"]["p"]), bar(r["p"], top)] for r in kept])
    if len(kept) < len(rows):
        hidden = len(rows) - len(kept)
        view_.append(ngettext("(and {n} higher totals, each below {p})",
                              "(and {n} higher totals, each below {p})", hidden).format(
                                  n=hidden, p=percent(Fraction(1, 1000000))))
    view_.append(_("automatic failure (ranks below every total): {p}").format(
        p=f"[bold]{percent(auto)}[/]"))
    view_.append(_("mean of the totals {mean}  sd {sd}").format(
        mean=decimal(totals_only.mean(), 4), sd=decimal(totals_only.sd(), 4)))
    return OddsResult(body, view_)


def fanatic_odds(spec: CharacteristicSpec, dist: Distribution) -> OddsResult:
    """The chance that the Courage test passes, that Fanaticism holds the figure, and
    that it flees."""
    rows = [{"outcome": o, **dist.prob(dist[o])} for o in FANATIC_OUTCOMES]
    options = spec.options()
    body = {"odds": True, "game": "confrontation", "value": spec.value,
            "difficulty": spec.difficulty, "over": spec.over, "fanatic": spec.fanatic,
            "options": options, "outcomes": rows,
            "success": dist.prob(1 - dist["flees"] - dist.truncated),
            "flees": dist.prob(dist["flees"]), "exact": dist.exact}
    rest = [o for o in options if not o.startswith("Fanaticism")]
    view_ = ["[bold]" + _("Courage {value} against FEAR {fear}, then Discipline {dis} at the "
                          "same difficulty (Fanaticism)").format(
                 value=spec.value, fear=spec.difficulty, dis=spec.fanatic)
             + _options(rest) + "[/]"]
    view_ += table([_("outcome"), _("chance")],
                   [[_(o["outcome"]), percent(o["p"]) + (f" ({o['fraction']})" if o["fraction"]
                                                          else "")] for o in rows])
    return OddsResult(body, view_)


# ------------------------------------------------------------------------ opposed roll


@view(OpposedRoll)
def opposed_lines(roll: OpposedRoll) -> list[str]:
    o = char_rules()["opposed"]
    out = [both(o, bold=True, capital=True) + _(", re-rolled while tied:")]
    fail = " " + _("AUTOMATIC FAILURE")
    for i, rnd in enumerate(roll.rounds, 1):
        a, b = rnd.first, rnd.second
        heads = [head(a) + (fail if a.automatic_failure else ""),
                 head(b) + (fail if b.automatic_failure else "")]
        out.append(_("round {i}: first {first}; second {second}").format(
            i=i, first=heads[0], second=heads[1]) + (_(" - tie, roll again") if rnd.tie else ""))
    out.append(verdict(True, "FIRST SIDE WINS") if roll.winner == "first"
               else verdict(True, "SECOND SIDE WINS"))
    return out


def _side_json(side: CharacteristicSpec) -> dict:
    return {"value": side.value, "group": side.group, "penalties": list(side.penalties),
            "options": side.options()}


def _side_text(side: CharacteristicSpec) -> str:
    options = side.options()
    return (f"{_('d6')} + {side.value}" + _on_the_die(side.penalty)
            + (f" ({esc(', '.join(shown(o) for o in options))})" if options else ""))


@odds_view(OpposedSpec)
def opposed_odds_view(spec: OpposedSpec, dist: Distribution) -> OddsResult:
    rounds = dist.per_round  # type: ignore[attr-defined]
    body = {"odds": True, "game": "confrontation", "opposed": True,
            "first": _side_json(spec.first), "second": _side_json(spec.second),
            "first_wins": dist.prob(dist["first"]), "second_wins": dist.prob(dist["second"]),
            "per_round": {k: dist.prob(v) for k, v in rounds.items()},
            "exact": dist.exact}

    def frac(x: Fraction) -> str:
        return f" ({_fraction(x)})" if dist.exact else ""

    view_ = ["[bold]" + _("Opposed roll: {first} against {second}, ties rolled again").format(
                 first=_side_text(spec.first), second=_side_text(spec.second)) + "[/]",
             _("first side wins: {p}").format(
                 p=f"[bold]{percent(dist['first'])}[/]{frac(dist['first'])}"),
             _("second side wins: {p}").format(
                 p=f"[bold]{percent(dist['second'])}[/]{frac(dist['second'])}"),
             _("one round: first {first}, second {second}, tie {tie}").format(
                 first=percent(rounds["first"]), second=percent(rounds["second"]),
                 tie=percent(rounds["tie"]))]
    if not dist.exact:
        view_.append(_("(chains of sixes past the dice limit left out: {p})").format(
            p=_g3(dist.truncated)))
    return OddsResult(body, view_)


# ------------------------------------------------------------------------- damage roll


@view(WoundRoll)
def wound_lines(roll: WoundRoll) -> list[str]:
    w = wound_rules()
    names = w["result"]
    out = []
    if roll.instinct_die is not None:
        si = w["ability"]["survival-instinct"]
        hit = roll.cancelled
        faces = die(roll.instinct_die, good=True if hit else None)
        effect = _(" - the wound fails, no damage roll") if hit else _(" - no effect")
        out.append(f"{both(si)}: {faces}{effect}")
        if hit:
            out.append(_("Figure: ") + _state_text(roll))
            return out
    dmg = w["damage"]
    kept = list(roll.kept)
    faces_ = []
    for d in roll.dice:
        if d in kept:
            kept.remove(d)
            faces_.append(die(d))
        else:
            faces_.append(die(d, kept=False))
    line_head = both(dmg, bold=True, capital=True) + f": {' '.join(faces_)}"
    if roll.exceptional:
        ex = w["exceptional"]
        out.append(line_head + _(" - doubles: ") + both(ex, bold=True)
                   + _(", STR, RES and modifiers ignored"))
    elif roll.score is None:
        loc = w["location"]["names"][roll.location]
        out.append(line_head + _(" - location ") + both(loc, bold=True)
                   + f": {esc(shown(roll.shift_note))}")
    else:
        loc = w["location"]["names"][roll.location]
        lo = min(roll.kept)
        ms = (_(" + master strike {n}").format(n=roll.master_strike)
              if roll.master_strike else "")
        out.append(line_head + _(" - location ") + both(loc, bold=True, open_only=True)
                   + _("the lower die {lo}); score {sum} + STR {str} - RES {res}").format(
                       lo=lo, sum=sum(roll.kept), str=plain(roll.strength),
                       res=roll.resilience)
                   + f"{ms} = [bold cyan]{plain(roll.score)}[/]")
        assert roll.row is not None
        line = _("Wound table: {location}, row {row}: {result}").format(
            location=esc(name(loc)), row=esc(shown(row_name(roll.row))),
            result=esc(name(names[roll.table_result])))
        if roll.shift_note:
            line += f" ({esc(shown(roll.shift_note))})"
        out.append(line)
    res = names[roll.result]
    out.append(_("Result: ") + both(res, bold=True))
    if roll.assassin_ignored:
        out.append(_("({immunity}: two dice, not three)").format(
            immunity=esc(name(w["assassin_immunity"]))))
    out.append(_("Figure: ") + _state_text(roll))
    if roll.toxic is not None:
        tx = w["toxic"]
        out.append(f"[bold]{esc(name(tx))} / {roll.toxic.strength}[/]"
                   + ("" if czech() else f" ({esc(tx['cs'])})")
                   + _(": a second damage roll at once"))
        out += ["  " + line for line in wound_lines(roll.toxic)]
    return out


def _state_text(roll: WoundRoll) -> str:
    names = wound_rules()["result"]
    before = name(names[roll.current]) if roll.current != "none" else _("unwounded")
    if roll.removed:
        return _("was {before}, now {state}").format(
            before=before, state="[bold red]" + _("killed outright: removed") + "[/]")
    if roll.wound != "none":
        text = _("was {before}, now {state}").format(
            before=esc(before), state=f"[bold]{esc(name(names[roll.wound]))}[/]")
        if roll.stunned:
            text += _(" and stunned (this round)")
    elif roll.stunned:
        text = _("was {before}, now {state}").format(
            before=esc(before), state="[bold]" + _("stunned") + "[/]" + _(" (this round)"))
    else:
        text = _("was {before}, still {state}").format(
            before=esc(before), state="[bold]" + _("unwounded") + "[/]")
    text += _("; die penalty {penalty} (INI, ATT, DEF, AIM)").format(penalty=roll.penalty)
    if roll.until_end_of_round:
        text += _("; stays until the end of the round whatever it takes, then removed")
    if roll.toughness_note:
        text += f"; {shown(roll.toughness_note)}"
    return text


@odds_view(DamageSpec)
def wound_odds(spec: DamageSpec, dist: Distribution) -> OddsResult:
    """The chance of each result, of each location x result, and of each new state."""
    w = wound_rules()
    order = {n: i for i, n in enumerate(SEVERITY)}
    places = ["cancelled", "doubles"] + w["location"]["order"]
    options = spec.options()
    total = dist.p

    results = [{"result": r, **dist.prob(total(lambda k, r=r: k[1] == r))}
               for r in SEVERITY if total(lambda k, r=r: k[1] == r)]
    cells = []
    for where in places:
        for r in SEVERITY:
            p = total(lambda k, where=where, r=r: k[0] == where and k[1] == r)
            if p:
                cells.append({"location": where, "result": r, **dist.prob(p)})
    states = sorted({k[2] for k in dist.probs},
                    key=lambda s: (order.get(s.split("+")[0], 9), s))
    state_rows = [{"state": s, **dist.prob(total(lambda k, s=s: k[2] == s))} for s in states]
    removed = total(lambda k: k[2] == "killed")
    body = {"odds": True, "game": "confrontation", "strength": spec.strength,
            "resilience": spec.resilience, "current": spec.current, "options": options,
            "results": results, "locations": cells, "states": state_rows,
            "removed": dist.prob(removed), "exact": dist.exact}

    def pct(row: dict) -> str:
        return percent(row["p"]) + (f" ({row['fraction']})" if row["fraction"] else "")

    view_ = ["[bold]" + _("Damage roll, STR {str} against RES {res}").format(
                 str=spec.strength, res=spec.resilience)
             + (_(", already {current}").format(current=word(spec.current))
                if spec.current != "none" else "")
             + _options(options) + "[/]"]
    view_ += table([_("result"), _("chance")],
                   [[esc(word(r["result"])), pct(r)] for r in results])
    view_.append("")
    view_ += table([_("location"), _("result"), _("chance")],
                   [[esc(word(c["location"])), esc(word(c["result"])), pct(c)] for c in cells])
    view_.append("")
    view_ += table([_("new state"), _("chance")],
                   [[esc(state_word(s["state"])), pct(s)] for s in state_rows])
    view_.append(_("removed: {p}").format(p=f"[bold]{percent(removed)}[/]")
                 + (f" ({fraction_text(removed)})" if dist.exact else ""))
    return OddsResult(body, view_)


# ------------------------------------------------------------ the outcomes of a plain roll


def outcome_odds(title: str, dist: Distribution, order: list | None = None) -> OddsResult:
    """The chance of each outcome (outcomes below 0.0001 % are counted, not listed)."""
    keys = order if order is not None else sorted(dist.probs, key=lambda k: -dist.probs[k])
    rows = [{"outcome": k, **dist.prob(dist[k])} for k in keys if dist[k]]
    kept = [r for r in rows if r["p"] >= 1e-6]
    body = {"odds": True, "game": "confrontation", "outcomes": rows, "exact": dist.exact}
    view_ = [f"[bold]{esc(shown(title))}[/]"] + table(
        [_("outcome"), _("chance")],
        [[esc(_outcome(r["outcome"])), percent(r["p"]) + (
            f" ({r['fraction']})" if r["fraction"] and len(r["fraction"]) <= 15 else "")]
         for r in kept])
    if len(kept) < len(rows):
        hidden = len(rows) - len(kept)
        view_.append(ngettext("(and {n} more outcomes, each below {p})",
                              "(and {n} more outcomes, each below {p})", hidden).format(
                                  n=hidden, p=percent(Fraction(1, 1000000))))
    if not dist.exact:
        view_.append(_("(chains of sixes past the dice limit left out: {p})").format(
            p=_g3(dist.truncated)))
    return OddsResult(body, view_)


def _outcome(key: object) -> str:
    """An outcome key in the user's language (the keys stay English in JSON)."""
    if type(key) is str:
        return _(key)
    return shown(key) if isinstance(key, str) else str(key)


def _title(entry: dict, x: int) -> str:
    """'[bold]Regeneration / 5[/] (Regenerace)', Czech '[bold]Regenerace / 5[/]'."""
    if czech():
        return f"[bold]{esc(entry['cs'])} / {x}[/]"
    return f"[bold]{esc(entry['en'])} / {x}[/] ({esc(entry['cs'])})"


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
    return [both(entry, bold=True) + f": {die(r.die)} - {text}"]


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
    return [_title(entry, x) + f": {die(d)}: "
            + (verdict(False, no="FAILURE") + _(" ({why}), no points").format(why=why)
               if r.failure else
               ngettext("{points} points ({why}) to share among the characteristics until "
                        "the end of the round (not POW or Faith)",
                        "{points} points ({why}) to share among the characteristics until "
                        "the end of the round (not POW or Faith)", r.points).format(
                            points=f"[bold]{r.points}[/]", why=why))]


@odds_view(MutagenicSpec)
def mutagenic_odds(spec: MutagenicSpec, dist: Distribution) -> OddsResult:
    return outcome_odds(say("Mutagenic / {x}: points (0 = failure)", x=spec.x), dist,
                        sorted(dist.probs))


# --------------------------------------------------------------- shooting into a melee


@view(IntoMelee)
def into_melee_lines(r: IntoMelee) -> list[str]:
    entry = roll_rules()["into_melee"]
    spec = r.spec
    assert spec is not None
    tickets, start = [], 1
    for (size, called), w in zip(spec.figures, spec.weights):
        what = called or name({"en": size, "cs": entry["names"][size]})
        tickets.append(f"{what} {start}" + (f"-{start + w - 1}" if w > 1 else ""))
        start += w
    return [both(entry, bold=True, capital=True) + _(": tickets ")
            + ", ".join(esc(t) for t in tickets) + "; " + _("d{n}").format(n=spec.total)
            + f" = {die(r.ticket)}",
            _("the shot hits {figure}").format(
                figure=f"[bold]{esc(shown(spec.label(r.figure - 1)))}[/]")]


@odds_view(IntoMeleeSpec)
def into_melee_odds(spec: IntoMeleeSpec, dist: Distribution) -> OddsResult:
    return outcome_odds(say("Shooting into a melee: which figure is hit (weights "
                                 "{weights} = {total})",
                                 weights="+".join(str(w) for w in spec.weights),
                                 total=spec.total),
                        dist, [spec.label(i) for i in range(len(spec.figures))])


# ---------------------------------------------------------------------- physical feat


def _dec(x: object) -> str:
    """A number as the feat lines show it (MOV / 2.5 may be a decimal: 4,8 in Czech)."""
    text = str(plain(x) if isinstance(x, Fraction) else x)
    return text.replace(".", ",") if czech() else text


def _feat_note(r: FeatRoll) -> str:
    spec = r.spec
    assert spec is not None
    if spec.kind == "swim":
        return _(": moves {cm} cm in the water").format(cm=_dec(spec.mov / 2)) if r.success \
            else _(": cannot swim")
    if spec.kind in ("long-jump", "high-jump"):
        return _(": lands on or past the obstacle, and the move ends") if r.success else ""
    if spec.kind == "climb":
        return "" if r.success else (_(" (standing on a flat area as big as its base: unhurt)")
                                     if spec.on_flat or spec.height == 0 else "")
    if spec.kind == "fall":
        return (_(": the fall of {cm} cm is no more than the feat").format(cm=spec.height)
                if r.success else "")
    return ""


def _feat_entry(spec: FeatSpec) -> dict:
    f = roll_rules()["feat"]
    s = spec.entry
    return {"en": s.get("en", f["en"]), "cs": s.get("cs", f["cs"])}


@view(FeatRoll)
def feat_lines(r: FeatRoll) -> list[str]:
    spec = r.spec
    assert spec is not None
    mov = _("MOV {cm} cm / {inches} in").format(cm=_dec(spec.mov), inches=_dec(spec.inches))
    value = _dec(spec.inches) + (f" - RES {spec.res}" if spec.minus_res else "")
    line = (both(_feat_entry(spec), bold=True, capital=True)
            + f": {_('d6')} + {value} ({mov}) = {_dec(r.total)}")
    if r.difficulty is not None:
        line += _(", needs > {d}").format(d=r.difficulty)
    out = [line + _("; dice {dice}").format(dice=" + ".join(str(d) for d in r.dice))
           + (_(" (automatic failure)") if r.automatic_failure else "")]
    said = shown(r.outcome).upper()
    out.append((verdict(True, said) if r.success else verdict(False, no=said)) + _feat_note(r))
    if r.state is not None and r.wound is None:
        out.append(_("automatic light wound: the figure is now {state} (penalty {penalty}) "
                     "and stays where it is").format(state=shown(wound_name(r.state)),
                                                     penalty=r.penalty))
    if r.wound is not None:
        where = (_("leg wound at STR {str} against RES {res}:") if spec.location
                 else _("wound at STR {str} against RES {res}:"))
        out.append(where.format(str=_dec(r.wound_str), res=spec.res))
        out += ["  " + line for line in wound_lines(r.wound)]
    return out


@odds_view(FeatSpec)
def feat_odds(spec: FeatSpec, dist: Distribution) -> OddsResult:
    entry = {"en": spec.entry.get("en", "physical feat"),
             "cs": spec.entry.get("cs", roll_rules()["feat"]["cs"])}

    def title() -> str:
        said = name(entry)
        return (f"{said[:1].upper()}{said[1:]}: {_('d6')} + {_dec(spec.value)}"
                + (f" > {spec.target}" if spec.target is not None else ""))

    return outcome_odds(both_ways(title), dist)

