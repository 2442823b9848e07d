"""Confrontation's deck of reference cards, as text (the deck's state is a plain dict; the
deploy-shuffle command shows it with `status_lines` and `event_lines`); the turn-order rolls
are `views.rolloffs`', so a deck action that rolls nothing imports no roll."""

from __future__ import annotations

from typing import Any

from muster.engine.render import esc
from muster.errors import pointer
from muster.games.confrontation.deploy import poss, rules, verb
from muster.i18n import _, czech, ngettext, say, shown


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
        # the command line adds the command that starts the round
        out.append(shown(say("[bold]Every card has been placed[/]: start the first "
                             "round{command}", command=pointer("confrontation.round"))
                         if deploying else
                         say("[bold]Every card has been activated[/]: next round{command}",
                             command=pointer("confrontation.round"))))
    elif state["must_place"]:
        out.append(_("next: {side} must place a reserve card (no card left to draw)").format(
            side=f"[bold]{esc(state['must_place'])}[/]"))
    else:
        out.append(_("next: {side} draws").format(side=f"[bold]{esc(state['turn'])}[/]"))
    return out


def _roll_cs(entry: dict[str, Any]) -> str:
    """A roll's name inside the status head: Czech the rulebook's term, English its English
    name (the bilingual 'deployment roll (hod na rozmístění)' is the roll's own line; a
    Czech term alone would stand out in English text)."""
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
