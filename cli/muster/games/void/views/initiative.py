"""Void on the terminal: the initiative order and the chance of each place."""

from __future__ import annotations

from typing import Any

from muster.engine.distribution import Distribution, prob_json
from muster.engine.odds_tables import OddsResult
from muster.engine.render import die, esc, table
from muster.engine.rule import odds_view, view
from muster.games.void.initiative import (
    GAME,
    OWN,
    Fighter,
    Initiative,
    InitiativeSpec,
    data,
    modifier_label,
)
from muster.i18n import _, empty_cell, lang, ngettext, series
from muster.text import chance as percent
from muster.text import fraction_note
from muster.typography import die_word


def modifiers_shown(f: Fighter, round_no: int) -> list[tuple[str, int]]:
    """(label, value) of a fighter's modifiers as the terminal shows them: English as the
    JSON, Czech the rulebook's words ('panika', 'únava (2 stupně)')."""
    if lang() != "cs":
        return [(modifier_label(c, lv), v) for c, lv, v in f.modifiers(round_no)]
    out = []
    for cond, level, value in f.modifiers(round_no):
        if cond == OWN:  # what it is, in the rulebook's words (bonusy a postihy, seed 003 L27)
            out.append((_("own bonus") if value >= 0 else _("own penalty"), value))
            continue
        m = data()["modifier"][cond]
        label = m["cs"].lower() if m.get("cs") else m["en"]
        if m.get("per_level"):  # Czech 'únava (2 stupně)' (seed 003 L27: za každý stupeň únavy)
            label += (" (" + ngettext("{n} fatigue level", "{n} fatigue levels",
                                      level).format(n=level) + ")"
                      if lang() == "cs" else f" {level}")
        out.append((label, value))
    return out


@view(Initiative)
def initiative_lines(r: Initiative) -> list[str]:
    d, p = data(), r.spec
    init = d["initiative"]
    if lang() == "cs":
        head = "[bold]" + esc(init["cs"].capitalize()) + "[/] " + _(
            "(seed {ref}): d20 + modifiers, the highest acts first").format(ref=init["ref"])
    else:
        head = (f"[bold]Initiative[/] ({esc(init['cs'])}, seed {init['ref']}): d20 + "
                "modifiers, the highest acts first")
    out = [head]
    if p.round > 1:
        first = " > ".join(r.first_round_order or ())
        out.append("  " + _("round 1: {order}").format(order=esc(first)))
        out.append("[bold]" + _("From round {n}").format(n=p.round) + "[/]: " + _(
            "the same d20s without the first-round modifiers; equal totals keep their "
            "round-1 order"))
    rows: list[list[object]] = []
    for i, turn in enumerate(r.order, 1):
        shown = modifiers_shown(p.table[turn.name], p.round)
        mods = " ".join(f"{'+' if v >= 0 else '-'}{abs(v)} {esc(w)}" for w, v in shown)
        rows.append([f"{i}.", esc(turn.name), die(turn.die) if turn.die is not None else "",
                     mods or empty_cell(), f"[bold cyan]{turn.total}[/]"])
    out += ["  " + line for line in table(
        ["", _("fighter"), die_word("d20"), _("modifiers"), _("total")], rows)]
    for tie in r.tie_rolls:
        rolls = ", ".join(f"{esc(n)} {die(v)}" for n, v in zip(tie.among, tie.dice, strict=True))
        out.append("  " + _("tie re-rolled among {names}: {rolls}").format(
            # Czech: the names are the verb's subject, 'Kara a Bandit házejí znovu'
            names=esc(series(tie.among)), rolls=rolls))
    if all(turn.die is None for turn in r.order):
        out.append("  " + _("(dice not listed)"))
    if p.agility:
        out.append("  [dim]" + _("equal totals: the higher Agility first, then a re-roll")
                   + "[/]")
    st = d["stunned"]
    for name in p.stunned_names:
        if lang() == "cs":
            out.append("  " + _("{name}: {state}, does not take part").format(
                name=esc(name), state=esc(st["cs"].lower())))
        else:
            out.append(f"  {esc(name)}: {esc(st['en'])} ({esc(st['cs'])}), "
                       "does not take part")
    return out


@odds_view(InitiativeSpec)
def initiative_odds(spec: InitiativeSpec, dist: Distribution) -> OddsResult:
    """The chance of each fighter taking each place in the order (the first place above
    all): ``dist`` is keyed by (name, place) (`muster.engine.placing_odds`)."""
    names = [f.name for f in spec.active]
    places = [[dist[name, i] for i in range(1, len(names) + 1)] for name in names]
    body: dict[str, Any] = {"game": GAME, "odds": True, "round": spec.round, "exact": True,
                  "first": {}, "places": {}, "stunned": spec.stunned_names}
    lines = ["[bold]" + _("Initiative odds") + "[/]" + _(
        ", round {n}: the chance of each place").format(n=spec.round)]
    rows: list[list[object]] = []
    for name, row in zip(names, places, strict=True):
        body["first"][name] = prob_json(row[0])
        body["places"][name] = [prob_json(p) for p in row]
        cells: list[object] = [esc(name), f"{percent(row[0])}{fraction_note(row[0])}"]
        rows.append(cells + [percent(p) for p in row[1:]])
    headers = [_("fighter"), _("acts first")] + [_("place {i}").format(i=i)
                                                 for i in range(2, len(names) + 1)]
    lines += ["  " + line for line in table(headers, rows)]
    for name in spec.stunned_names:
        lines.append("  " + _("{name} is stunned and does not take part").format(
            name=esc(name)))
    return OddsResult(body, lines)
