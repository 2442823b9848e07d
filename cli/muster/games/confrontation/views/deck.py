"""Confrontation's turn-order rolls and the deck of reference cards, as text (the deck's
state is a plain dict; the deploy-shuffle command shows it with `status_lines` and
`event_lines`)."""

from __future__ import annotations

from typing import Any

from muster.engine.odds_tables import chains_left_out
from muster.engine.render import esc
from muster.engine.rule import view
from muster.games.confrontation.deploy import poss, rules, verb
from muster.games.confrontation.rolloffs import RollOdds, RollOff, Rolls
from muster.i18n import _, both, czech, name, ngettext
from muster.text import chance as percent
from muster.text import fraction_shown as _fraction


def _cap(entry: dict[str, Any], bold: bool = False) -> str:
    """A roll's name, capitalised: 'Tactical roll (taktický hod)', Czech 'Taktický hod'."""
    return both(entry, bold=bold, capital=True)


@view(RollOff)
def rolloff_lines(roll: RollOff) -> list[str]:
    r = rules()[roll.kind]
    out = []
    for i, rnd in enumerate(roll.rounds):
        parts = []
        for s in roll.sides:
            x = rnd[s]
            if isinstance(x, int):
                parts.append(f"{esc(s)} {x}")
            else:
                dice = "+".join(map(str, x["dice"]))
                if czech():  # '6! + 2', as every other Confrontation roll writes it (#29)
                    dice = " + ".join(f"{d}!" if j < len(x["dice"]) - 1 else str(d)
                                      for j, d in enumerate(x["dice"]))
                total = (_("automatic failure") if x["automatic_failure"]
                         else str(x["total"]))
                parts.append(f"{esc(s)} {dice} + {x['value']} = {total}")
        tie = i < len(roll.rounds) - 1
        out.append(_cap(r) + ": " + ", ".join(parts)
                   + (_(" - a tie, rolled again") if tie else
                      _(" - {side} wins").format(side=f"[bold]{esc(roll.winner)}[/]")))
    return out


@view(Rolls)
def rolls_lines(rolls: Rolls) -> list[str]:
    out = []
    if rolls.zone:
        out += rolloff_lines(rolls.zone)
        out.append(_("{side} chooses the deployment zone").format(side=esc(rolls.zone.winner)))
    out += rolloff_lines(rolls.roll)
    return out


@view(RollOdds)
def roll_odds_lines(odds: RollOdds) -> list[str]:
    r = rules()
    out = []
    if odds.zone is not None:
        zone = r["zone_roll"]
        title = (f"[bold]{esc(name(zone)[:1].upper() + name(zone)[1:])}[/]" if czech()
                 else f"[bold]{esc(zone['en'].capitalize())}[/]")
        out.append(title + _(" (d6 each, ties rolled again): ") + ", ".join(
            f"{esc(s)} {percent(p)}" for s, p in odds.zone.items()))
    out.append(_cap(r[odds.kind], bold=True) + _(": d6 + DIS, open-ended, a natural 1 "
                                                 "fails, ties rolled again"))
    for s in odds.sides:
        p = odds.chances[s]
        frac = f" ({_fraction(p)})" if odds.exact else ""
        out.append("  " + _("{side} (DIS {dis}) wins: {p}").format(
            side=esc(s), dis=odds.dis[s], p=f"[bold]{percent(p)}[/]{frac}"))
    if not odds.exact:
        out.append("  " + chains_left_out(odds.truncated))
    return out


def status_lines(state: dict[str, Any], reveal: bool = False) -> list[str]:
    r = rules()
    deploying = state["phase"] == "deployment"
    if deploying:
        head = "[bold]" + _("Deployment") + "[/] " + _(
            "({roll}: {first} won; {zone} chose the zone)").format(
                roll=esc(_roll_cs(r["deployment_roll"])), first=esc(state["first"]),
                zone=esc(state["zone"]["winner"]))
    else:
        head = "[bold]" + _("Round {round}, movement phase").format(round=state["round"]) \
            + "[/] " + _("({roll}: {first} won)").format(
                roll=esc(_roll_cs(r["tactical_roll"])), first=esc(state["first"]))
    out = [head]
    n = len(state["pile"])
    pile = ngettext("pile: {n} card face down", "pile: {n} cards face down", n).format(n=n)
    if deploying:
        pile += _("; scouts: {n} face down").format(n=len(state["scouts"]))
    out.append(pile)
    if reveal:
        out.append("  " + _("pile order (top first): ") + (esc(", ".join(state["pile"])) or "-"))
        if state["scouts"]:
            out.append("  " + _("scout order (top first): ") + esc(", ".join(state["scouts"])))
    none = _("none")
    line = (_("{side}: reserves {held} (limit {limit}); placed: {cards}") if deploying else
            _("{side}: reserves {held} (limit {limit}); activated: {cards}"))
    for s in state["sides"]:
        held = ", ".join(state["reserves"][s]) or none
        mine = [a["card"] for a in state["activated"] if a["side"] == s]
        out.append(line.format(side=esc(s), held=esc(held), limit=state["reserve_limit"][s],
                               cards=esc(", ".join(mine)) or none))
    if state["removed"]:
        out.append(_("removed: {cards}").format(cards=esc(", ".join(state["removed"]))))
    if state["finished"]:
        out.append(_("[bold]Every card has been placed[/]: start the first round with `round`")
                   if deploying else
                   _("[bold]Every card has been activated[/]: next round with `round`"))
    elif state["must_place"]:
        out.append(_("next: {side} must place a reserve card (no card left to draw)").format(
            side=f"[bold]{esc(state['must_place'])}[/]"))
    else:
        out.append(_("next: {side} draws").format(side=f"[bold]{esc(state['turn'])}[/]"))
    return out


def _roll_cs(entry: dict[str, Any]) -> str:
    """A roll's name inside the status head: Czech the rulebook's term, English its English
    name (the bilingual 'deployment roll (hod na rozmístění)' is the roll's own line; a
    Czech term alone in English text was review 21-B T18)."""
    return str(entry["cs"] if czech() else entry["en"])


def event_lines(state: dict[str, Any], action: str, event: dict[str, Any]) -> list[str]:
    if action == "draw":
        card, owner, t = esc(event["card"]), esc(event["owner"]), esc(event["drawn_by"])
        src = _(" from the scout pile") if event["from"] == "scouts" else ""
        card = f"[bold]{card}[/]"
        then = []
        if event.get("played"):
            then = [_("{side} then plays reserve card(s) {cards}: {result}").format(
                side=t, cards=f"[bold]{esc(', '.join(event['played']))}[/]",
                result=_(verb(state)))]
        if event["result"] == "held":
            return [_("{side} draws {card}{src} and holds it as a reserve card").format(
                side=t, card=card, src=src)] + then
        if event["owner"] == event["drawn_by"]:
            return [_("{side} draws {card}{src}: {result}").format(
                side=t, card=card, src=src, result=_(event["result"]))] + then
        how = (_("{side} draws {card}{src}, {whose} card: {owner} places it at once "
                 "(L437-441)") if state["phase"] == "deployment" else
               _("{side} draws {card}{src}, {whose} card: {owner} activates it at once "
                 "(RULINGS 12)"))
        return [how.format(side=t, card=card, src=src, whose=poss(owner), owner=owner)] + then
    if action == "play":
        cards = f"[bold]{esc(', '.join(event['cards']))}[/]"
        why = _(" (no card left to draw)") if event["instead_of_draw"] else ""
        return [_("{side} plays reserve card(s) {cards}: {result}{why}").format(
            side=esc(event["side"]), cards=cards, result=_(event["result"]), why=why)]
    return []
