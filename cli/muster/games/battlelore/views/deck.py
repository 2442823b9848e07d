"""BattleLore's command deck as text (`muster deploy-shuffle battlelore`): its own module, so
a deck action imports no roll's views; `views` imports it with the game's other views."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.render import esc
from muster.errors import MusterError
from muster.games.battlelore.cards import CardChance, CommandDeck, scenario, side_names
from muster.i18n import _, counted, czech, ngettext, pgettext
from muster.language import Cased
from muster.text import chance as percent
from muster.text import fraction_note

if TYPE_CHECKING:
    from fractions import Fraction

# ------------------------------------------------------------------ deploy-shuffle battlelore

_CARDS = ("karta", "karty", "karet")  # Czech forms after a count


def deck_status_lines(deck: CommandDeck, reveal: bool = False,
                      side: str | None = None) -> list[str]:
    """Where the command deck stands: whose turn, the piles, the hands (sides by their
    scenario's Czech names in Czech, by their ids in English, as typed in commands)."""
    names = side_names(deck) if czech() else {}

    def shown_side(s: str) -> Cased:
        return _side_text(names, s)

    on_turn = shown_side(deck.turn)
    turn = _("turn {n}, {side} to ").format(n=deck.turns + 1, side=Cased(
        f"[bold]{on_turn}[/]", {c: f"[bold]{v}[/]" for c, v in on_turn.cases.items()}))
    doing = (_("end the turn (played {card})").format(card=esc(deck.played))
             if deck.played else _("play"))
    out = [f"[bold]{_('BattleLore command deck')}[/] ({_scenario_text(deck)}): " + turn + doing]
    reshuffles = deck.reshuffles
    # Czech counts the deck's cards with their noun, as Confrontation's pile does ('balíček:
    # 14 karet lícem dolů')
    face_down = counted(len(deck.deck), _CARDS) if czech() else len(deck.deck)
    out.append(_("deck: {deck} face down; discards: {discards}").format(
        deck=face_down, discards=len(deck.discard))
               + (_(" (top: {card})").format(card=esc(deck.discard[-1]))
                  if deck.discard else "")
               + (ngettext("; reshuffled {n} time", "; reshuffled {n} times",
                           reshuffles).format(n=reshuffles) if reshuffles else ""))
    out.append(_("hands: ") + ", ".join(f"{shown_side(s)} {len(h)}" for s, h in deck.hands))
    # each hand shown is labelled as one (a hand indented under the deck order would
    # read as part of it)
    for s, h in deck.hands:
        if s == side or reveal:
            out.append(_("{side}'s hand: {cards}").format(side=shown_side(s),
                                                          cards=esc(", ".join(h))))
    if reveal:
        out.append(_("deck order (top first): ") + esc(", ".join(deck.deck)))
    return out


def _side_text(names: dict[str, dict[str, Any]], side: str) -> Cased:
    """A side as a message shows it, with the scenario's other Czech cases of its name
    (``{side:gen}``: 'ruka Angličanů a Welšanů'; seed 001 L9)."""
    entry = names.get(side, {})
    return Cased(esc(str(entry.get("cs") or side)),
                 {c: esc(str(entry[f"cs_{c}"])) for c in ("gen", "dat") if entry.get(f"cs_{c}")})


def _scenario_text(deck: CommandDeck) -> str:
    """The deck's scenario: its id in English (as typed), in Czech the adventure's Czech name
    ('dobrodružství Agincourt'; seed 001 L5) where its data can be read."""
    if czech():
        try:
            name = scenario(deck.scenario)[1].get("cs")
        except MusterError:
            name = None
        if isinstance(name, str) and name:
            return _("adventure {name}").format(name=esc(name))
    return esc(deck.scenario)


def _deck_names(deck: CommandDeck | None) -> dict[str, dict[str, Any]]:
    """The sides' scenario names to show them by in Czech (English shows the ids)."""
    return side_names(deck) if czech() and deck is not None else {}


def deck_event_lines(action: str, event: dict[str, Any],
                     deck: CommandDeck | None = None) -> list[str]:
    """What a deck action did: a card played, a card drawn (and a reshuffle); in Czech the
    sides by ``deck``'s scenario names."""
    side = _side_text(_deck_names(deck), event["side"])
    if action == "play":
        out = [_("{side} plays {card}").format(side=side,
                                               card=f"[bold]{esc(event['card'])}[/]")]
        if "units" in event:
            out.append(ngettext("it orders as many units as {side} has command cards, this one "
                                "included: up to {n} unit (L11/p.4)",
                                "it orders as many units as {side} has command cards, this one "
                                "included: up to {n} units (L11/p.4)", event["units"]).format(
                side=side, n=f"[bold]{event['units']}[/]"))
        return out
    if action == "end-turn":
        out = [_("{side} discards the played card and draws {card}").format(
            side=side, card=f"[bold]{esc(event['drawn'])}[/]")]
        if event["reshuffled"]:
            out.append(_("that was the last card: the discards are shuffled into a new deck "
                         "(L33/p.15)"))
        return out
    return []


def card_chance_lines(r: CardChance, p: Fraction, side: str | None, reveal: bool,
                      deck: CommandDeck | None = None) -> list[str]:
    """'12 (1 of the 24 cards nobody has seen face up: ...) among the next 3 draws: ...':
    the question ``r`` and its chance ``p`` (the exact driver's)."""
    note = (_(" (only {n} left before the reshuffle)").format(n=r.deck)
            if r.counted < r.within else "")
    if reveal:
        pool = _("{n} of the {deck} cards in the deck").format(n=r.copies_unseen, deck=r.deck)
    elif side:
        pool = _("{n} of the {unseen} cards {side} has not seen: the deck and the other "
                 "hand").format(n=r.copies_unseen, unseen=r.unseen,
                                side=_side_text(_deck_names(deck), side))
    else:
        pool = _("{n} of the {unseen} cards nobody has seen face up: the deck and the "
                 "hands").format(n=r.copies_unseen, unseen=r.unseen)
    # Czech 'karta 12 (…)': a bare number opening the line reads as a count
    return [pgettext("card chance", "{card}").format(card=f"[bold]{esc(r.card)}[/]")
            + f" ({pool}) "
            + ngettext("among the next {n} draw", "among the next {n} draws",
                       r.within).format(n=r.within)
            + f"{note}: [bold]{percent(p)}[/]{fraction_note(p)}"]
