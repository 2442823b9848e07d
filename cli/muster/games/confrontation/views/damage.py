"""The damage roll, as text and odds."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from muster.engine.odds_tables import OddsResult
from muster.engine.render import die, esc, table
from muster.engine.rule import key_view, odds_view, view
from muster.games.confrontation.damage import DamageSpec, WoundKey, WoundRoll, row_name
from muster.games.confrontation.tables import SEVERITY, plain, wound_rules
from muster.games.confrontation.views.common import _options, state_word, word
from muster.i18n import _, both, czech, name, pgettext, shown
from muster.text import chance as percent
from muster.text import fraction_note

if TYPE_CHECKING:  # the odds views receive one (and its sums); importing it costs start-up
    from fractions import Fraction

    from muster.engine.distribution import Distribution

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
    first = len(out)  # the damage roll's line
    if roll.exceptional:
        ex = w["exceptional"]
        out.append(line_head + _(" - doubles: ") + both(ex, bold=True)
                   + _(", which ignores STR, RES and modifiers"))
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
    if roll.assassin_ignored:  # beside the dice it explains
        out.insert(first + 1, _("(the target is {immunity}: two dice are rolled, not three)")
                   .format(immunity=esc(name(w["assassin_immunity"]))))
    res = names[roll.result]
    out.append(_("Result: ") + both(res, bold=True))
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
    if roll.stunned_before:
        before = (_("stunned") if roll.current == "none"
                  else _("{wound} and stunned").format(wound=before))
    if roll.removed:
        return _("was {before}, now {state}").format(
            before=before, state="[bold red]" + _("killed outright: removed") + "[/]")
    if roll.wound != "none":
        same = roll.stunned_before and roll.wound == roll.current
        text = (_("was {before}, still {state}") if same else _("was {before}, now {state}")
                ).format(before=esc(before), state=f"[bold]{esc(name(names[roll.wound]))}[/]")
        if roll.stunned:
            text += _(" and stunned (this round)")
    elif roll.stunned and roll.stunned_before:
        text = _("was {before}, still {state}").format(
            before=esc(before), state="[bold]" + _("stunned") + "[/]" + _(" (this round)"))
    elif roll.stunned:
        text = _("was {before}, now {state}").format(
            before=esc(before), state="[bold]" + _("stunned") + "[/]" + _(" (this round)"))
    else:
        text = _("was {before}, still {state}").format(
            before=esc(before), state="[bold]" + _("unwounded") + "[/]")
    # no penalty: Czech says so in words ('bez postihu na kostky')
    text += (pgettext("zero", "; die penalty {penalty} (INI, ATT, DEF, AIM)") if roll.penalty == 0
             else _("; die penalty {penalty} (INI, ATT, DEF, AIM)")).format(penalty=roll.penalty)
    if roll.toughness_note:  # Fierce: the kill first, then what follows from it
        text += f"; {shown(roll.toughness_note)}"
    if roll.until_end_of_round:
        text += _("; stays until the end of the round whatever it takes, then removed")
    return text


@odds_view(DamageSpec)
def wound_odds(spec: DamageSpec, dist: Distribution) -> OddsResult:
    """The chance of each result, of each location x result, and of each new state."""
    w = wound_rules()
    order = {n: i for i, n in enumerate(SEVERITY)}
    places = ["cancelled", "doubles"] + w["location"]["order"]
    options = spec.options()
    keys = [cast(WoundKey, k) for k in dist.probs]

    def total(pred: Callable[[WoundKey], bool]) -> Fraction:
        return dist.p(lambda k: pred(cast(WoundKey, k)))

    def where(place: str | None = None, result: str | None = None,
              state: str | None = None) -> Callable[[WoundKey], bool]:
        return lambda k: ((place is None or k[0] == place) and (result is None or k[1] == result)
                          and (state is None or k[2] == state))

    results = [{"result": r, **dist.prob(total(where(result=r)))}
               for r in SEVERITY if total(where(result=r))]
    cells = []
    for place in places:
        for r in SEVERITY:
            p = total(where(place, r))
            if p:
                cells.append({"location": place, "result": r, **dist.prob(p)})
    states = sorted({k[2] for k in keys},
                    key=lambda s: (order.get(s.split("+")[0], 9), s))
    state_rows = [{"state": s, **dist.prob(total(where(state=s)))} for s in states]
    removed = total(where(state="killed"))
    body = {"odds": True, "game": "confrontation", "strength": spec.strength,
            "resilience": spec.resilience, "current": spec.current, "options": options,
            "results": results, "locations": cells, "states": state_rows,
            "removed": dist.prob(removed), "exact": dist.exact}

    def pct(row: dict[str, Any]) -> str:
        fraction = row["fraction"]
        return percent(row["p"]) + (fraction_note(fraction) if fraction else "")

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
    # a sentence of its own after the table, not a row of it: removed differs
    # from killed outright for the big creatures, who take a token instead
    view_.append("")
    view_.append(_("removed: {p}").format(p=f"[bold]{percent(removed)}[/]")
                 + (fraction_note(removed) if dist.exact else ""))
    return OddsResult(body, view_)


@key_view(WoundKey)
def wound_key_text(key: WoundKey) -> str:
    """The --times label of a damage roll: "torso: critical -> critical"."""
    return _("{location}: {result} -> {state}").format(
        location=word(key[0]), result=word(key[1]),
        state="+".join(state_word(part) for part in key[2].split("+")))
