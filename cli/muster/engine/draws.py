"""The cards of a deck: the ones the table turns over (`turn_over`), and whether a card
comes up within the next draws (`WithinDrawsSpec`).

A deck file stores its face-down order, shuffled when it was made. `turn_over` asks a
`Source` for each card turned over: `stored` hands out the stored order (muster keeps the
deck), an `EnteredSource` the cards the table turned over (a deck of real cards, named by
the players); the rest of the deck keeps its stored order either way.

Does a card come up within the next draws? The one rule every deck's card odds are
asked of (`deploy-shuffle bl show --odds CARD`, and Confrontation's `WithinSpec` for a card
in one of its piles): the cards the asker has not seen, every order of them equally likely,
turned over one by one with `Source.draw`.

The exact driver weighs each next card by the copies left (`Source.draw`), so the chance is
the hypergeometric one without a formula of its own: the same procedure draws at random and
takes the cards the table turned over.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from muster.engine.dice import EnteredSource, Source
from muster.engine.frozen import frozen
from muster.engine.names import Lookup
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError, MusterError, within
from muster.i18n import N_, Named


def turn_over(src: Source, order: Sequence[str], k: int, known: Sequence[str]
              ) -> tuple[list[str], list[str]]:
    """The ``k`` cards turned over from a face-down deck stored in ``order`` (top first), in
    the order they come, and the deck after them (the rest in their stored order). ``src``
    is asked for each card from the cards left listed in the order of ``known`` (every
    card of the deck, in an order the players know), never in the stored order, so a
    refusal that lists them gives no face-down order away."""
    rank = {card: i for i, card in enumerate(dict.fromkeys(known))}
    drawn = src.draw(sorted(order, key=rank.__getitem__), k)
    rest = list(order)
    for card in drawn:
        rest.remove(card)
    return drawn, rest


def stored(order: Sequence[str]) -> Source:
    """The source of a deck muster keeps: its stored order, read as the order the table
    turns the cards over."""
    return EnteredSource(order)


NOT_LEFT = N_("{field}: no card '{name}' is left to draw (the cards to draw now: {allowed})")


def entered(names: Sequence[str] | None, order: Sequence[str]) -> Source:
    """The source of the cards turned over: the ``names`` the table entered (an
    `EnteredSource`), or with none the stored ``order`` (`stored`)."""
    return stored(order) if names is None else EnteredSource(names)


def unknown_card(token: str, shown: Iterable[str], template: str, **args: Any) -> MusterError:
    """The refusal of a card entered as turned over (``field`` ``card``) that the deck does
    not hold where it was drawn from: ``template`` (an `N_` message with ``{field}``,
    ``{name}`` and ``{allowed}``, the ``shown`` cards) and the closest names."""
    cards = Lookup.of_cards(shown)
    # a card listed, but not where it was drawn from: nothing to offer
    if cards.key(token, field="card", named=True) is not None:
        return FieldError("card", template, name=Named(token, token), allowed=", ".join(shown),
                          **args)
    return cards.unknown(token, field="card", template=template, **args)


@frozen
class WithinDrawsSpec:
    """Is a copy of ``card`` among the next ``draws`` cards turned over from ``cards`` (each
    kind with its copies: the cards the asker has not seen)? Draws past the last card turn
    over nothing."""

    cards: tuple[tuple[str, int], ...]
    card: str
    draws: int

    def __post_init__(self) -> None:
        within("draws", self.draws, 0)
        seen: set[str] = set()
        for kind, copies in self.cards:
            within("cards", copies, 1)
            if kind in seen:
                raise FieldError("cards", "{field}: {name} is given twice", name=kind)
            seen.add(kind)

    @classmethod
    def of(cls, cards: Iterable[str], card: str, draws: int) -> WithinDrawsSpec:
        """The question over a list of cards, a name once per copy (kinds in the order they
        first come)."""
        return cls(tuple(Counter(cards).items()), card, draws)

    @property
    def size(self) -> int:
        """How many cards there are to draw from."""
        return sum(copies for _kind, copies in self.cards)

    @property
    def copies(self) -> int:
        """How many of them are copies of the card asked about."""
        return dict(self.cards).get(self.card, 0)


@frozen
class Drawn(JsonResult):
    """Whether a copy of the card came up within the draws."""

    drawn: bool


def came_up(r: Drawn) -> bool:
    """The outcome the odds are of: came up, or not."""
    return r.drawn


@rule(WithinDrawsSpec, key=came_up, label=N_("drawn"))
def comes_up_within(src: Source, spec: WithinDrawsSpec) -> Drawn:
    """The cards turned over one by one until a copy comes up or the draws are spent. A card
    is drawn as a copy (True) or not (False): which other card it is changes no chance, and
    neither do the draws after the first copy, so the exact driver walks one path per draw
    rather than one per order of the cards."""
    left = [True] * spec.copies + [False] * (spec.size - spec.copies)
    for _ in range(min(spec.draws, len(left))):
        if src.draw(left, 1)[0]:
            return Drawn(True)
        left.pop()  # another card gone: the last of the list is one while any is left
    return Drawn(False)
