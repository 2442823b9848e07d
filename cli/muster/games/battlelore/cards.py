"""BattleLore command cards: shuffle, deal the adventure's hands, play, draw, reshuffle
(seed 001 L9/p.3 steps 6-8, L11/p.4, L33/p.15).

A deck is a frozen `CommandDeck`; every action is a plain function from a deck to the next
deck and what happened (an event, the JSON the deck file logs). The command reads and
writes the deck file (``schemas/deck.schema.json#/$defs/battlelore``) through
`muster.state`, which locks, checks and logs it; a refused action raises before anything
changes. The card texts are not in the rulebook muster has: cards are the players' own
names (or numbers), and a name may stand for several copies.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from muster.engine.data import fold
from muster.engine.dice import Source
from muster.engine.draws import NOT_LEFT, WithinDrawsSpec, entered, turn_over, unknown_card
from muster.engine.names import Lookup
from muster.engine.rule import JsonResult
from muster.errors import CardNotLeft, FieldError, MusterError, pointer
from muster.errors import within as in_range
from muster.games.battlelore.scenarios import (
    ScenarioError,
    czech_side,
    is_path,
    load_scenario,
    scenario_key,
)
from muster.i18n import N_, Named, say, say_n, shown_repr
from muster.limits import MOST_CARDS

GAME = "battlelore"
MAX_CARDS = MOST_CARDS

Hand = tuple[str, ...]


def _as_is(text: object) -> Named:
    """A card's name as a message argument, shown as written (a card '1000' stays '1000' in
    Czech, where numbers get a thousands space)."""
    return Named(str(text), str(text))


@dataclass(frozen=True)
class CommandDeck:
    """Where the cards are: ``deck`` face down (top first), the discards (the last one on
    top), each side's hand; whose turn it is and the card it has played."""

    scenario: str
    sides: tuple[str, ...]
    hand_size: tuple[tuple[str, int], ...]
    cards: Hand
    deck: Hand
    discard: Hand
    hands: tuple[tuple[str, Hand], ...]
    turn: str
    played: str | None = None
    turns: int = 0
    reshuffles: int = 0

    @classmethod
    def from_state(cls, state: dict[str, Any]) -> CommandDeck:
        """The deck of a deck file's (checked) ``state``."""
        return cls(state["scenario"], tuple(state["sides"]),
                   tuple((s, int(n)) for s, n in state["hand_size"].items()),
                   tuple(state["cards"]), tuple(state["deck"]), tuple(state["discard"]),
                   tuple((s, tuple(h)) for s, h in state["hands"].items()), state["turn"],
                   state["played"], state["turns"], state["reshuffles"])

    def to_state(self) -> dict[str, Any]:
        """The deck file's ``state``, keys in the file's order."""
        return {"scenario": self.scenario, "sides": list(self.sides),
                "hand_size": dict(self.hand_size), "cards": list(self.cards),
                "deck": list(self.deck), "discard": list(self.discard),
                "hands": {s: list(h) for s, h in self.hands}, "turn": self.turn,
                "played": self.played, "turns": self.turns, "reshuffles": self.reshuffles}

    def hand(self, side: str) -> Hand:
        return dict(self.hands)[side]

    def with_hand(self, side: str, cards: Hand) -> tuple[tuple[str, Hand], ...]:
        return tuple((s, cards if s == side else h) for s, h in self.hands)


# ------------------------------------------------------------------ a new deck


def scenario(name: str) -> tuple[str, dict[str, Any]]:
    """(key, scenario data) for a bundled adventure or a scenario file (a path, relative to
    the working folder): a deck made from a file reads it again for its sides' names."""
    try:
        _, data = load_scenario(name)
    except ScenarioError as err:
        raise MusterError(err.args[0]) from None
    key = name if is_path(name) else scenario_key(name) or name
    sides = data.get("sides") or {}
    for side, entry in sides.items():
        n = entry.get("command_cards") if isinstance(entry, dict) else None
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise MusterError(say("scenario {name}: side {side} has no hand size "
                                  "(command_cards = N, from the adventure's battle notes)",
                                  name=name, side=side))
    if len(sides) != 2:
        raise MusterError(say("scenario {name}: a command deck needs two sides", name=name))
    return key, data


def numbered(size: int) -> list[str]:
    """A deck of cards numbered 1 to ``size``."""
    in_range("size", size, 1, MAX_CARDS)
    return [str(i) for i in range(1, size + 1)]


def named_cards(data: object, where: str | None = None) -> list[str]:
    """The deck a cards file holds (``where``, for its errors): a list of names, or
    NAME: COPIES. One spelling per card: "Attack Left" and "attack left" are one card."""
    if isinstance(data, dict) and set(data) == {"cards"}:
        data = data["cards"]
    names: list[str] = []
    if isinstance(data, list):
        for item in data:
            if not isinstance(item, (str, int)) or isinstance(item, bool) or not str(item).strip():
                raise MusterError(say("every card must be a name or a number"), file=where)
            names.append(str(item).strip())
    elif isinstance(data, dict):
        for name, copies in data.items():
            if not isinstance(copies, int) or isinstance(copies, bool) or not 1 <= copies <= 99:
                raise MusterError(say("card '{name}': the number of copies must be 1-99",
                                      name=_as_is(name)), file=where)
            names += [str(name).strip()] * copies
    else:
        raise MusterError(say("a cards file is a list of card names, or NAME: COPIES"),
                          file=where)
    if not names or len(names) > MAX_CARDS:
        raise MusterError(say("a deck has 1 to {most} cards (found {n})", most=MAX_CARDS,
                              n=len(names)), file=where)
    spelling: dict[str, str] = {}
    return [spelling.setdefault(fold(n), n) for n in names]


def new_deck(key: str, data: dict[str, Any], cards: list[str], src: Source,
             dealt: list[str] | None = None) -> CommandDeck:
    """Shuffle (``src.shuffle``: at random, or the order the table turned over) and deal:
    each side the adventure's hand (the first-named side first), the cards ``dealt`` at the
    table in that order when given (`muster.engine.draws.turn_over`: the rest keep the
    shuffled order), else the top of the shuffled deck."""
    sides = list(data["sides"])
    hand_size = {s: data["sides"][s]["command_cards"] for s in sides}
    need = sum(hand_size.values()) + 1
    if len(cards) < need:
        raise FieldError("cards", "{field}: {n} cards cannot deal hands of {hands} and leave "
                         "a deck to draw from: give at least {need}", n=len(cards),
                         hands=say("{first} and {second}", first=hand_size[sides[0]],
                                   second=hand_size[sides[1]]),
                         need=need)
    first = [s for s in sides if data["sides"][s].get("moves_first")]
    order = list(src.shuffle(cards))
    if dealt is not None and len(dealt) != need - 1:
        raise FieldError("card", "{field}: the hands take {need} cards, {first} for {side} "
                         "first, then {second} for {other}; not {given}", need=need - 1,
                         given=len(dealt), first=hand_size[sides[0]], side=sides[0],
                         second=hand_size[sides[1]], other=sides[1])
    try:
        held, deck = turn_over(entered(dealt, order), order, need - 1, cards)
    except CardNotLeft as err:
        raise unknown_card(err.token, [str(c) for c in err.left], NOT_LEFT) from None
    hands = []
    for s in sides:
        hands.append((s, tuple(held[:hand_size[s]])))
        held = held[hand_size[s]:]
    return CommandDeck(key, tuple(sides), tuple(hand_size.items()), tuple(cards), tuple(deck),
                       (), tuple(hands), first[0] if first else sides[0])


# ------------------------------------------------------------------ a turn


def side_names(deck: CommandDeck) -> dict[str, dict[str, Any]]:
    """The deck's sides with their scenario's names ('french': French, Francouzi); a deck
    whose scenario file cannot be read any more answers to its side ids only."""
    try:
        named = scenario(deck.scenario)[1]["sides"]
    except MusterError:
        named = {}
    return {s: named.get(s, {}) if isinstance(named.get(s), dict) else {} for s in deck.sides}


def side_label(deck: CommandDeck, side: str) -> Named:
    """A side as a message argument: its id in English (as commands take it), its scenario's
    Czech name when shown in Czech ('french': Francouzi)."""

    return czech_side(side, side_names(deck).get(side))


def find_side(deck: CommandDeck, name: str) -> str:
    """The side a name spells (its id, English or Czech name, any case or accents); a
    misspelt one is offered back."""
    return Lookup(N_("side"), side_names(deck)).find(name, field="side")


def _on_turn(deck: CommandDeck, side: str, doing: str) -> str:
    s = find_side(deck, side)
    if s != deck.turn:
        if doing == "play a card":
            raise MusterError(say("it is {turn}'s turn: {side} cannot play a card now",
                                  turn=side_label(deck, deck.turn), side=side_label(deck, s)))
        raise MusterError(say("it is {turn}'s turn: {side} cannot end a turn now",
                              turn=side_label(deck, deck.turn), side=side_label(deck, s)))
    return s


def play(deck: CommandDeck, side: str, card: str,
         as_many_as_cards: bool = False) -> tuple[CommandDeck, dict[str, Any]]:
    """The command phase: the side on turn plays one card from its hand (L11/p.4); it lies
    face up until the turn ends, then goes to the discards. A section card that orders "as
    many units as you have command cards" (``as_many_as_cards``) orders as many as the hand
    held, the card played included (L11/p.4): the event's ``units``."""
    s = _on_turn(deck, side, "play a card")
    if deck.played is not None:
        raise MusterError(say("{side} has already played {card} this turn (one command card "
                              "a turn); end the turn{command}", side=side_label(deck, s),
                              card=_as_is(deck.played), command=pointer("battlelore.end_turn")))
    hand = deck.hand(s)
    held = Lookup.of_cards(hand).key(card, field="card")
    if held is None:
        raise FieldError("card", "{card} is not in {side}'s hand ({n} cards{listed})",
                         card=_as_is(card), side=s, n=len(hand),
                         listed=pointer("battlelore.hand", side=s))
    i = hand.index(held)
    name = hand[i]
    after = replace(deck, hands=deck.with_hand(s, hand[:i] + hand[i + 1:]),
                    discard=deck.discard + (name,), played=name)
    event: dict[str, Any] = {"side": s, "card": name}
    if as_many_as_cards:
        event["units"] = len(hand)
    return after, event


def end_turn(deck: CommandDeck, side: str, src: Source, card: str | None = None
             ) -> tuple[CommandDeck, dict[str, Any]]:
    """The draw phase (L33/p.15): the played card is discarded (it already lies there), one
    card is drawn (``card``, the one the table turned over, else the top of the stored
    order); when the last card is drawn, the discards are shuffled into a new deck at once
    (``src.shuffle``). The other side's turn begins."""
    s = _on_turn(deck, side, "end a turn")
    if deck.played is None:
        raise MusterError(say("{side} has not played a command card this turn; every turn "
                              "begins with one ({command}L11/p.4)", side=side_label(deck, s),
                              command=pointer("battlelore.play")))
    drawn, rest = _drawn(deck, s, card)
    discard, reshuffles = deck.discard, deck.reshuffles
    if not rest:  # the discards shuffled into a new deck (``src.shuffle``)
        rest, discard, reshuffles = tuple(src.shuffle(discard)), (), reshuffles + 1
    following = [x for x in deck.sides if x != s][0]
    after = replace(deck, deck=rest, discard=discard, reshuffles=reshuffles,
                    hands=deck.with_hand(s, deck.hand(s) + (drawn,)), played=None,
                    turns=deck.turns + 1, turn=following)
    event = {"side": s, "drawn": drawn, "reshuffled": reshuffles > deck.reshuffles,
             "next": following}
    if card is not None:
        event["entered"] = True
    return after, event


NOT_IN_DECK = N_("{field}: no card '{name}' is left in the face-down deck (the cards the "
                 "drawing side has not seen: {allowed})")


def _drawn(deck: CommandDeck, side: str, name: str | None) -> tuple[str, Hand]:
    """The card ``side`` draws (the one ``name``d, else the stored top card) and the deck
    after it. A name refused lists the cards that side has not seen (the deck and the other
    hand), not the deck's own: those would tell the other hand."""
    try:
        (drawn,), rest = turn_over(entered(None if name is None else [name], deck.deck),
                                   deck.deck, 1, deck.cards)
    except CardNotLeft as err:
        unseen = set(deck.deck).union(*(h for s, h in deck.hands if s != side))
        raise unknown_card(err.token, [c for c in dict.fromkeys(deck.cards) if c in unseen],
                           NOT_IN_DECK) from None
    return drawn, tuple(rest)


# ------------------------------------------------------------------ checks and views


def _state_side(state: dict[str, Any], side: str) -> Named:
    """A side of a deck file's state by its scenario's Czech name ('english': Angličané a
    Welšané); its id where the scenario cannot be read."""
    try:
        named = scenario(state["scenario"])[1]["sides"].get(side)
    except (MusterError, KeyError, TypeError):
        named = None

    return czech_side(side, named)


def semantic_check(state: dict[str, Any]) -> str | None:
    """What a schema cannot say of a deck file's state: every card in exactly one place,
    hands of the right size. (A `say` message: Czech where the caller shows it.)"""
    sides = state["sides"]
    if len(set(sides)) != 2:
        return say("'sides' must name two different sides")
    for part in ("hand_size", "hands"):
        if set(state[part]) != set(sides):
            return say("'{part}' must have an entry for each side", part=part)
    if state["turn"] not in sides:
        return say("unknown side {side} on turn", side=shown_repr(state["turn"]))
    placed = Counter(state["deck"]) + Counter(state["discard"])
    for hand in state["hands"].values():
        placed += Counter(hand)
    if placed != Counter(state["cards"]):
        extra = placed - Counter(state["cards"])
        missing = Counter(state["cards"]) - placed
        if extra:
            return say("card {card} is in more places than the deck has copies",
                       card=shown_repr(next(iter(extra))))
        return say("card {card} is in no pile", card=shown_repr(next(iter(missing))))
    if not state["deck"]:
        return say("the deck is empty (the discards become a new deck at once)")
    for s in sides:
        want = state["hand_size"][s] - (1 if s == state["turn"] and state["played"] else 0)
        if len(state["hands"][s]) != want:
            return say_n("{side} holds {n} cards, not {want}", "{side} holds {n} cards, not "
                         "{want}", len(state["hands"][s]), side=_state_side(state, s),
                         want=want)
    if state["played"] is not None and (not state["discard"]
                                        or state["discard"][-1] != state["played"]):
        return say("the card played this turn must be the top discard")
    return None


@dataclass(frozen=True)
class CardChance(JsonResult):
    """The question of `chance_in_next`: is a copy of ``card`` among the next ``within``
    draws? ``spec`` asks it of the engine (`muster.engine.draws`): the ``unseen`` cards,
    ``copies_unseen`` of them copies of the card, ``counted`` draws before the reshuffle (of
    a deck of ``deck`` cards); ``view`` is whose knowledge it is taken over."""

    card: str
    within: int
    counted: int
    deck: int
    view: str
    unseen: int
    copies_unseen: int
    spec: WithinDrawsSpec = field(metadata={"json": False})


def chance_in_next(deck: CommandDeck, name: str, within: int, side: str | None = None,
                   reveal: bool = False) -> CardChance:
    """Is at least one copy of the named card among the next ``within`` cards drawn from
    the deck? Draws past the end of the deck (after the reshuffle) are not counted.

    Which cards lie in the face-down deck is unknown at the table, so the question is taken
    over the cards the asker has not seen: the deck and the other side's hand (``side``
    given), or the deck and both hands (a spectator). Every arrangement of those cards is
    taken as equally likely, so the next draws are a random handful of them
    (hypergeometric: `muster.api.odds` of the ``spec`` weighs them). With ``reveal`` (after
    the game) the deck's own contents are used."""
    in_range("within", within, 1)
    card = Lookup.of_cards(deck.cards).find(name, field="card")
    unseen = list(deck.deck)
    if not reveal:
        for s, hand in deck.hands:
            if s != side:
                unseen += hand
    view = "revealed" if reveal else (f"side {side}" if side else "table")
    spec = WithinDrawsSpec.of(unseen, card, min(within, len(deck.deck)))
    return CardChance(card, within, spec.draws, len(deck.deck), view, spec.size, spec.copies,
                      spec)


def public(deck: CommandDeck, reveal: bool = False, side: str | None = None) -> dict[str, Any]:
    """The deck as `show` gives it: what the table sees; with ``side`` that side's hand,
    with ``reveal`` the face-down order and both hands."""
    out: dict[str, Any] = {"scenario": deck.scenario, "sides": list(deck.sides),
                           "hand_size": dict(deck.hand_size), "turn": deck.turn,
                           "played": deck.played, "turns": deck.turns,
                           "reshuffles": deck.reshuffles, "discard": list(deck.discard),
                           "deck": len(deck.deck), "hands": {s: len(h) for s, h in deck.hands}}
    if side is not None:
        out["hand"] = {"side": side, "cards": list(deck.hand(side))}
    if reveal:
        out["deck_order"] = list(deck.deck)
        out["hand_cards"] = {s: list(h) for s, h in deck.hands}
    return out
