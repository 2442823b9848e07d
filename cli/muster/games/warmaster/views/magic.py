"""Casting a spell on the terminal: the casting roll, the exchange with the enemy's
Runesmith, Scroll and Staff, a dispel or a staff rolled alone, and their odds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.odds_tables import OddsResult, bool_odds
from muster.engine.render import die, esc, rolled, verdict
from muster.engine.rule import odds_view, view
from muster.games.warmaster.casting import (
    SPELL_OUTCOMES,
    Casting,
    CastSpec,
    CounterRoll,
    CounterSpec,
    Spellcraft,
    SpellcraftSpec,
)
from muster.games.warmaster.tables import GAME, rolls
from muster.games.warmaster.views.text import cap
from muster.i18n import N_, Message, Named, _, both, czech, dash, named, say, shown
from muster.text import chance as percent
from muster.text import fraction_note

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


def _both_plain(entry: dict[str, Any]) -> Named:
    return Named(f"{entry['en']} ({entry['cs']})", entry["cs"])


def _notes(r: Casting) -> list[Message]:
    c = rolls()["casting"]
    spec = r.spec
    notes = []
    if spec.wand:
        notes.append(say("{wand}: +{bonus} on the first attempt only",
                         wand=_both_plain(c["wand"]), bonus=c["wand"]["bonus"]))
    if spec.spellbound:
        notes.append(say("spellbound ({cs}): -{penalty} on every attempt",
                         cs=c["spellbound"]["cs"], penalty=c["spellbound"]["penalty"]))
    if spec.reroll and not r.attempts[0].success:
        if len(r.attempts) == 1:
            notes.append(say("no second attempt after a natural 1 (RULINGS 21, the other "
                             "reading)"))
        else:
            notes.append(say("{reroll}: a failed casting is rolled again",
                             reroll=named(c["mage_reroll"])))
    return notes


@view(Casting)
def casting_lines(r: Casting) -> list[str]:
    c = rolls()["casting"]
    spell = r.spec.spell_entry
    if czech():
        head = f"[bold]{esc(cap(c['cs']))}[/]"
        if spell:
            head += _(" for {spell}").format(spell=esc(spell["cs"]))
    else:
        head = f"[bold]Casting roll[/] ({esc(c['cs'])})"
        if spell:
            head += f" for {esc(spell['en'])} ({esc(spell['cs'])})"
    out = [head + _(": needs {value}+ on a D6").format(value=r.value)]
    for i, a in enumerate(r.attempts, 1):
        mods = ""
        if a.modifier:
            mods = f" {'+' if a.modifier > 0 else '-'} {abs(a.modifier)} = {a.total}"
        if a.natural_one:
            why = _("a natural 1 always fails")
        else:
            why = f"{a.total} {'>=' if a.success else '<'} {r.value}"
        label = _("attempt") if len(r.attempts) == 1 and not r.spec.reroll else \
            _("attempt {n}").format(n=i)
        out.append(f"  {label}: {die(a.die, good=a.success)}{mods}  "
                   f"{verdict(a.success, 'CAST', 'FAILED')} ({why})")
    out += [f"  [dim]{esc(shown(n))}[/]" for n in _notes(r)]
    # Czech: the spell (neuter) is "NESESLÁNO", not the attempt's "SELHAL"
    out.append(_("Spell {verdict}").format(verdict=verdict(
        r.success, "CAST", N_("NOT CAST") if czech() else "FAILED")))
    return out


@view(Spellcraft)
def spellcraft_lines(r: Spellcraft) -> list[str]:
    book = rolls()
    out: list[str] = []
    if r.spec.ring:
        out.append(both(book["ring"], bold=True, capital=czech()) + ": "
                   + _("the spell is cast with no casting roll (once a game)"))
    elif r.casting is not None:
        out += casting_lines(r.casting)
    if r.dispel_die is not None:
        d = book["dispel"]
        ok = r.dispel_die >= d["target"]
        out.append(both(d, bold=True, capital=czech()) + ": " + _(
            "{die} against {target}+: ").format(
                die=rolled("D6", die(r.dispel_die, good=ok)), target=d["target"])
            + verdict(ok, "DISPELLED", "NOT DISPELLED"))
    if r.outcome == "cancelled by the scroll":
        out.append(both(book["scroll"], bold=True, capital=czech()) + ": "
                   + _("the spell is cancelled (once)"))
    if r.staff_die is not None:
        st = book["spellbind"]
        ok = r.staff_die >= st["target"]
        out.append(both(st, bold=True, capital=czech()) + ": " + _(
            "{die} against {target}+: ").format(
                die=rolled("D6", die(r.staff_die, good=ok)), target=st["target"])
            + (verdict(True, "SPELLBOUND") + _(" - -1 on every later casting roll; "
                                               "the staff has done its work")
               if ok else _("no effect")))
    out.append(_("Outcome: {outcome}").format(outcome=f"[bold]{esc(_(r.outcome))}[/]"))
    return out


def _casting_title(spec: CastSpec) -> str:
    spell = spec.spell_entry
    if spell:
        return shown(say("casting {spell} {value}+", spell=named(spell), value=spec.value))
    return shown(say("casting {value}+", value=spec.value))


@odds_view(CastSpec)
def cast_odds(spec: CastSpec, dist: Distribution) -> OddsResult:
    return bool_odds(_("Chance of {what}").format(what=_casting_title(spec)), dist)


@odds_view(SpellcraftSpec)
def spellcraft_odds(spec: SpellcraftSpec, dist: Distribution) -> OddsResult:
    title = _("Chance of {what} ({extras})").format(
        what=_casting_title(spec.cast), extras=", ".join(_(e) for e in spec.extras))
    rows = [{"outcome": o, **dist.prob(dist[o])} for o in SPELL_OUTCOMES if dist[o]]
    body = {"odds": True, "game": GAME, "form": "cast", "outcomes": rows,
            "success": dist.prob(dist["cast"]), "exact": dist.exact}
    lines = [f"[bold]{esc(title)}[/]"]
    lines += [f"  {_(o['outcome']):<24} {percent(o['p'])}{fraction_note(o['fraction'])}"
              for o in rows]
    return OddsResult(body, lines)


@view(CounterRoll)
def counter_lines(r: CounterRoll) -> list[str]:
    book = rolls()[r.form]
    if r.form == "dispel":
        shown_ = verdict(r.success, "DISPELLED", "NOT DISPELLED")
        what = _("the enemy spell has no effect (each spell may be opposed once, however "
                 "many Runesmiths)")
    else:
        shown_ = verdict(r.success, "SPELLBOUND", "NOT SPELLBOUND")
        what = _("-1 on every later casting roll of that wizard; the staff stops working")
    return [both(book, bold=True, capital=czech()) + ": "
            + _("{die} against {target}+: ").format(
                die=rolled("D6", die(r.die, good=r.success)), target=r.target)
            + shown_ + (dash() + what if r.success else "")]


@odds_view(CounterSpec)
def counter_odds(spec: CounterSpec, dist: Distribution) -> OddsResult:
    book = rolls()[spec.kind]
    return bool_odds((cap(book["cs"]) if czech() else book["en"])
                     + _(": D6 {target}+").format(target=book["target"]), dist)
