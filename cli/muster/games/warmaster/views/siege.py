"""A siege attack on the terminal: the breach of a section, its odds, and the fortress file's
part in it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.odds_tables import OddsResult
from muster.engine.render import die, esc
from muster.engine.rule import key_view, odds_view, view
from muster.games.warmaster.siege import (
    Attack,
    Breach,
    BreachSpec,
    Modifier,
    Outcome,
    Section,
    rules,
    text,
)
from muster.i18n import N_, N_p, _, counted, czech, named, ngettext, pgettext, say, shown
from muster.text import chance as percent
from muster.text import fraction_note
from muster.typography import die_word

_RESULTS = (N_("NO-EFFECT"), N_("DAMAGED"), N_("BREACHED"), N_("COLLAPSED"))

# A section's state agrees in Czech with the section's noun (brána/věž/část hradeb are
# feminine, dveře plural): the data's `gender` is the context of these words.
_AGREEING = (
    N_p("feminine", "undamaged"), N_p("plural", "undamaged"),
    N_p("feminine", "damaged"), N_p("plural", "damaged"),
    N_p("feminine", "breached once"), N_p("plural", "breached once"),
    N_p("feminine", "breached"), N_p("plural", "breached"),
    N_p("feminine", "collapsed"), N_p("plural", "collapsed"),
    N_p("feminine", "destroyed"), N_p("plural", "destroyed"),
    N_p("feminine", "no-effect"), N_p("plural", "no-effect"),
    N_p("feminine", "no effect"), N_p("plural", "no effect"),
    N_p("feminine", "already damaged"), N_p("plural", "already damaged"),
    N_p("feminine", "NO-EFFECT"), N_p("plural", "NO-EFFECT"),
    N_p("feminine", "DAMAGED"), N_p("plural", "DAMAGED"),
    N_p("feminine", "BREACHED"), N_p("plural", "BREACHED"),
    N_p("feminine", "COLLAPSED"), N_p("plural", "COLLAPSED"),
    N_p("feminine", "the {target} is now damaged: +1 to later breach rolls (once); {marker}"),
    N_p("plural", "the {target} is now damaged: +1 to later breach rolls (once); {marker}"),
    N_p("feminine", "the {target} is still damaged: +1 to later breach rolls (once); {marker}"),
    N_p("plural", "the {target} is still damaged: +1 to later breach rolls (once); {marker}"),
)

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


def agreeing(kind: str, word: str) -> str:
    """``word`` in the current language, agreeing with the section kind's Czech noun; a
    fallen wall is "prolomená" in Czech, as the Breach Table says (its ``fallen_cs``)."""
    target = rules()["targets"][kind]
    fallen = target.get("fallen_cs")
    if fallen and word.lower() == "collapsed" and czech():
        word = fallen if word.islower() else fallen.upper()
    return pgettext(target["gender"], word)


def describe(attack: Attack) -> str:
    r = rules()
    if attack.by in ("rams", "giants"):
        b = r["batterers"][attack.by[:-1]]
        if czech():  # '1 obr', '2 beranidla'
            return counted(attack.count, b.get("cs_forms") or [b["cs"]] * 3)
        return f"{attack.count} {b['en']}{'s' if attack.count != 1 else ''} ({b['cs']})"
    if czech():
        what = f" ({r['weapons'][attack.weapon]['cs']})" if attack.weapon else ""
        return (ngettext("{n} shot", "{n} shots", attack.count) if attack.by == "shots" else
                ngettext("{n} hit", "{n} hits", attack.count)).format(n=attack.count) + what
    what = f" of {r['weapons'][attack.weapon]['en']}" if attack.weapon else ""
    return f"{attack.count} {'shot' if attack.by == 'shots' else 'hit'}" \
           f"{'s' if attack.count != 1 else ''}{what}"


def _hit_line(r: Breach) -> str:
    book = rules()
    if r.attack.by == "shots":
        fort = book["fortified"]
        dice = " ".join(die(v, good=v >= fort["hit_on"]) for v in r.hit_dice)
        rolled = dice or f"{r.attack.count}{die_word('d6')}"
        if czech():
            return "  " + _("hit dice ({cs}: hits only on a {n})").format(
                cs=fort['cs'], n=fort['hit_on']) + f": {rolled} -> " + _("hits: {n}").format(
                    n=f"[bold]{r.hits}[/]")
        return (f"  hit dice ({fort['en']}, {fort['cs']}: hits only on a {fort['hit_on']}): "
                f"{rolled} -> [bold]{r.hits}[/] hit{'s' if r.hits != 1 else ''}")
    if r.attack.by in ("rams", "giants"):
        b = book["batterers"][r.attack.by[:-1]]
        return "  " + _("automatic hits: {n} (one per {what})").format(
            n=f"[bold]{r.hits}[/]", what=b.get("cs_each") or b["cs"] if czech() else
            shown(named(b)))
    return "  " + _("hits scored: {n}").format(n=f"[bold]{r.hits}[/]")


@view(Breach)
def breach_lines(r: Breach) -> list[str]:
    book = rules()
    target = book["targets"][r.section.kind]
    name = target["cs"] if czech() else f"{target['en']} ({target['cs']})"
    if r.section_id:
        name = _("section {id}: {name}").format(id=r.section_id, name=name)
    state = agreeing(r.section.kind, "breached once" if r.section.breaches else
                     ("damaged" if r.section.damaged else "undamaged"))
    out = ["[bold]" + _("Breach") + f"[/] {esc(name)}, {state}; " + _("attack: {what}").format(
        what=esc(describe(r.attack))), _hit_line(r)]
    if not r.hits:
        out.append("  " + _("no hits: nothing to roll on the Breach Table; {none}").format(
            none="[bold]" + _("no effect") + "[/]"))
        return out + _file_lines(r)
    ordered = sorted(r.breach_dice, reverse=True)
    # Czech lists the dice ('5, 3 → nejvyšší 5'); English marks the dropped
    dice = (", ".join(die(v) for v in ordered) if czech() else
            " ".join(die(v, kept=(i == 0)) for i, v in enumerate(ordered)))
    label = book['breach_roll']['cs'] if czech() else f"breach dice ({book['breach_roll']['cs']})"
    out.append(f"  {label}: {dice or str(r.hits) + die_word('d6')} -> "
               + _("highest {n}").format(n=f"[bold]{r.highest}[/]"))
    kind = r.section.kind
    mods = "".join(f" {m.value:+d} ({esc(_mod_name(kind, m))})"
                   for m in r.modifiers) or _(" (no modifiers)")
    row = next(row for row in book["breach_table"] if row["result"] == r.table_result)
    row_name = esc(agreeing(kind, row["en"])) if czech() else \
        f"{esc(row['en'])} ({esc(row['cs'])})"
    out.append("  " + _("score: {score}").format(
        score=f"{r.highest}{mods} = [bold cyan]{r.score}[/] -> {row_name}"))
    colour = {"no-effect": "dim", "damaged": "yellow", "breached": "bold green",
              "collapsed": "bold red"}[r.result]
    out.append("  " + _("result: {verdict}").format(
        verdict=f"[{colour}]{agreeing(kind, r.result.upper())}[/]"))
    out.extend(f"  {esc(line)}" for line in _meaning(r))
    out.extend(_file_lines(r))
    return out


def _file_lines(r: Breach) -> list[str]:
    if r.fortress is None:
        return []
    changed = r.changed()
    what = ", ".join(_change(r.section.kind, k, v) for k, v in changed.items())
    if not changed:
        return ["  " + _("fortress file {file}: unchanged").format(file=esc(r.fortress))]
    if r.dry_run:
        return ["  [dim]" + _("dry run: {file} not written (would set {what})").format(
            file=esc(r.fortress), what=what) + "[/]"]
    return ["  " + _("fortress file {file} updated: section {id} {what}").format(
        file=esc(r.fortress), id=esc(r.section_id), what=what)]


def _mod_name(kind: str, m: Modifier) -> str:
    if not czech():
        return m.en
    if m.name == "gate":  # the bonus named after what is attacked: 'malé dveře'
        return str(rules()["targets"][kind]["cs"])
    return agreeing(kind, m.en) if m.name == "damaged" else m.cs


def _change(kind: str, key: str, value: object) -> str:
    """One changed value of a fortress file: its key and value in English (as the file has
    them), the section's state in Czech (`poškozená`, `zničená`, `prolomení: 1`)."""
    if not czech():
        return f"{key}: {str(value).lower()}"
    if key in ("damaged", "destroyed") and isinstance(value, bool):
        return agreeing(kind, key) if value else _("not {state}").format(
            state=agreeing(kind, key))
    if key == "breaches":
        return _("breaches: {n}").format(n=value)
    return _("stands: {n}").format(n=value)


def _meaning(r: Breach) -> list[str]:
    book = rules()
    target = book["targets"][r.section.kind]
    if r.result == "no-effect":
        return [_("the section stands as it was")]
    if r.result == "damaged":
        marker = shown(named(book["damage_marker"]))
        if r.section.damaged:
            msgid = "the {target} is still damaged: +1 to later breach rolls (once); {marker}"
        else:
            msgid = "the {target} is now damaged: +1 to later breach rolls (once); {marker}"
        return [agreeing(r.section.kind, msgid).format(target=shown(named(target)),
                                                       marker=marker)]
    if r.section.kind == "tower" and not r.after["destroyed"]:
        return [shown(say("{first}; one more breach brings it down",
                          first=text(target, "first_breach")))]
    lines = [shown(text(target, "falls"))]
    if r.stands_on:
        n = r.stands_on
        if r.stands_destroyed:
            line = ngettext("the fortress file lists {n} stand on it: destroyed",
                            "the fortress file lists {n} stands on it: destroyed", n)
        else:
            line = ngettext("the fortress file lists {n} stand above it: unharmed",
                            "the fortress file lists {n} stands above it: unharmed", n)
        lines.append(line.format(n=n))
    return lines


def _odds_title(section: Section, attack: Attack) -> str:
    target = rules()["targets"][section.kind]
    state = "breached once" if section.breaches else ("damaged" if section.damaged else
                                                      "undamaged")
    if czech():
        return _("Breach odds: {attack}, {target} ({state})").format(
            attack=describe(attack), target=target["cs"], state=agreeing(section.kind, state))
    if section.breaches:
        return f"Breach odds: {describe(attack)} at a {target['en']} breached once"
    return f"Breach odds: {describe(attack)} at {'an' if state[0] == 'u' else 'a'} " \
           f"{state} {target['en']}"


@key_view(Outcome)
def outcome_label(key: Outcome) -> str:
    """A --times row: the result agreeing with the section ('zřícená', 'poškozené')."""
    return agreeing(key.kind, str(key))


@odds_view(BreachSpec)
def breach_odds(spec: BreachSpec, dist: Distribution) -> OddsResult:
    """Exact chance of each result, from the distribution of `Breach.result`."""
    section, attack = spec.section, spec.attack
    target = rules()["targets"][section.kind]
    rows: list[dict[str, Any]] = []
    lines = [f"[bold]{esc(_odds_title(section, attack))}[/]"]
    falls = section.breaches + 1 >= target["breaches_to_fall"]
    top = "collapsed" if falls and target["kills_stands"] else "breached"
    for res in ("no-effect", "damaged", top):
        p = dist[res]
        rows.append({"result": res, **dist.prob(p)})
        frac = fraction_note(p) if dist.exact else ""
        lines.append(f"  {agreeing(section.kind, res):<10} [bold]{percent(p)}[/]{frac}")
    body = {"odds": True, "game": "warmaster", "target": section.kind,
            "damaged": section.damaged, "breaches": section.breaches,
            "attack": attack.to_json(), "results": rows, "exact": dist.exact}
    return OddsResult(body, lines)
