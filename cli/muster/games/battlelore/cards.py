"""BattleLore command cards: shuffle, deal the adventure's hands, play, draw, reshuffle
(seed 001 L9/p.3 steps 6-8, L11/p.4, L33/p.15).

Everything here works on the deck file's ``state`` (see
``schemas/deck.schema.json#/$defs/battlelore``); the command hands it to `muster.state`,
which locks, checks, logs and writes it. A refused action raises `MusterError` before
anything changes. The card texts are not in the rulebook muster has: cards are the players'
own names (or numbers), and a name may stand for several copies.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from math import comb

from muster.engine.data import fold
from muster.engine.render import esc
from muster.errors import MusterError
from muster.i18n import Named, _, ngettext, say


def _as_is(text: object) -> Named:
    """A card's name as a message argument, shown as written (a card '1000' stays '1000' in
    Czech, where numbers get a thousands space)."""
    return Named(str(text), str(text))

GAME = "battlelore"
MAX_CARDS = 500


def scenario(name: str) -> tuple[str, dict]:
    """(key, scenario data) for a bundled adventure or a scenario file."""
    from muster.games.battlelore.lists import ScenarioError, is_path, load_scenario

    try:
        _, data = load_scenario(name)
    except ScenarioError as err:
        raise MusterError(err.args[0]) from None
    key = name if is_path(name) else fold(name).replace(" ", "-")
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


def card_list(path: str | None, size: int | None) -> list[str]:
    """The deck: the names in a cards file (a list, or NAME: COPIES), or 1..N."""
    if (path is None) == (size is None):
        raise MusterError(say("give the deck as --cards FILE or --size N (one of them)"))
    if size is not None:
        if not 1 <= size <= MAX_CARDS:
            raise MusterError(say("--size must be between 1 and {most}, not {n}",
                                  most=MAX_CARDS, n=size))
        return [str(i) for i in range(1, size + 1)]
    from muster.lists.load import LoadError, load

    try:
        data = load(path).data
    except LoadError as err:
        raise MusterError(err.message, file=path, line=err.line, column=err.column) from None
    if isinstance(data, dict) and set(data) == {"cards"}:
        data = data["cards"]
    names: list[str] = []
    if isinstance(data, list):
        for item in data:
            if not isinstance(item, (str, int)) or isinstance(item, bool) or not str(item).strip():
                raise MusterError(say("every card must be a name or a number"), file=path)
            names.append(str(item).strip())
    elif isinstance(data, dict):
        for name, copies in data.items():
            if not isinstance(copies, int) or isinstance(copies, bool) or not 1 <= copies <= 99:
                raise MusterError(say("card '{name}': the number of copies must be 1-99",
                                      name=_as_is(name)), file=path)
            names += [str(name).strip()] * copies
    else:
        raise MusterError(say("a cards file is a list of card names, or NAME: COPIES"),
                          file=path)
    if not names or len(names) > MAX_CARDS:
        raise MusterError(say("a deck has 1 to {most} cards (found {n})", most=MAX_CARDS,
                              n=len(names)), file=path)
    # one spelling per card: "Attack Left" and "attack left" are the same card
    spelling: dict[str, str] = {}
    return [spelling.setdefault(fold(n), n) for n in names]


def new_state(key: str, data: dict, cards: list[str], rng: random.Random) -> dict:
    """Shuffle and deal: each side the adventure's hand (the first-named side first)."""
    sides = list(data["sides"])
    hand_size = {s: data["sides"][s]["command_cards"] for s in sides}
    need = sum(hand_size.values()) + 1
    if len(cards) < need:
        raise MusterError(say("{n} cards cannot deal hands of {hands} and leave a deck to "
                              "draw from: give at least {need}", n=len(cards),
                              hands=_(" and ").join(str(hand_size[s]) for s in sides),
                              need=need))
    first = [s for s in sides if data["sides"][s].get("moves_first")]
    deck = list(cards)
    rng.shuffle(deck)
    hands = {}
    for s in sides:
        hands[s], deck = deck[:hand_size[s]], deck[hand_size[s]:]
    return {"scenario": key, "sides": sides, "hand_size": hand_size, "cards": list(cards),
            "deck": deck, "discard": [], "hands": hands,
            "turn": first[0] if first else sides[0], "played": None, "turns": 0,
            "reshuffles": 0}


def find_side(state: dict, name: str) -> str:
    for s in state["sides"]:
        if fold(s) == fold(name):
            return s
    raise MusterError(say("no side '{name}' (sides: {sides})", name=name,
                          sides=", ".join(state["sides"])))


def _on_turn(state: dict, side: str, doing: str) -> str:
    s = find_side(state, side)
    if s != state["turn"]:
        if doing == "play a card":
            raise MusterError(say("it is {turn}'s turn: {side} cannot play a card now",
                                  turn=state["turn"], side=s))
        raise MusterError(say("it is {turn}'s turn: {side} cannot end a turn now",
                              turn=state["turn"], side=s))
    return s


def play(state: dict, side: str, card: str) -> dict:
    """The command phase: the side on turn plays one card from its hand (L11/p.4); it lies
    face up until the turn ends, then goes to the discards."""
    s = _on_turn(state, side, "play a card")
    if state["played"] is not None:
        raise MusterError(say("{side} has already played {card} this turn (one command card "
                              "a turn); end the turn with `end-turn`", side=s,
                              card=_as_is(state["played"])))
    hand = state["hands"][s]
    for i, name in enumerate(hand):
        if fold(name) == fold(card):
            break
    else:
        raise MusterError(say("{card} is not in {side}'s hand ({n} cards; `show --side "
                              "{side}` lists them)", card=_as_is(card), side=s, n=len(hand)))
    name = hand.pop(i)
    state["discard"].append(name)
    state["played"] = name
    return {"side": s, "card": name}


def end_turn(state: dict, side: str, rng: random.Random) -> dict:
    """The draw phase (L33/p.15): the played card is discarded (it already lies there), one
    card is drawn; when the last card is drawn, the discards are shuffled into a new deck at
    once. The other side's turn begins."""
    s = _on_turn(state, side, "end a turn")
    if state["played"] is None:
        raise MusterError(say("{side} has not played a command card this turn; every turn "
                              "begins with one (`play SIDE CARD`, L11/p.4)", side=s))
    drawn = state["deck"].pop(0)
    state["hands"][s].append(drawn)
    reshuffled = False
    if not state["deck"]:
        state["deck"] = list(state["discard"])
        rng.shuffle(state["deck"])
        state["discard"] = []
        state["reshuffles"] += 1
        reshuffled = True
    state["played"] = None
    state["turns"] += 1
    state["turn"] = [x for x in state["sides"] if x != s][0]
    return {"side": s, "drawn": drawn, "reshuffled": reshuffled, "next": state["turn"]}


def semantic_check(state: dict) -> str | None:
    """What a schema cannot say: every card in exactly one place, hands of the right size.
    (A `say` message: Czech where the caller shows it with `shown`.)"""
    sides = state["sides"]
    if len(set(sides)) != 2:
        return say("'sides' must name two different sides")
    for part in ("hand_size", "hands"):
        if set(state[part]) != set(sides):
            return say("'{part}' must have an entry for each side", part=part)
    if state["turn"] not in sides:
        return say("unknown side {side} on turn", side=repr(state["turn"]))
    placed = Counter(state["deck"]) + Counter(state["discard"])
    for hand in state["hands"].values():
        placed += Counter(hand)
    if placed != Counter(state["cards"]):
        extra = placed - Counter(state["cards"])
        missing = Counter(state["cards"]) - placed
        if extra:
            return say("card {card} is in more places than the deck has copies",
                       card=repr(next(iter(extra))))
        return say("card {card} is in no pile", card=repr(next(iter(missing))))
    if not state["deck"]:
        return say("the deck is empty (the discards become a new deck at once)")
    for s in sides:
        want = state["hand_size"][s] - (1 if s == state["turn"] and state["played"] else 0)
        if len(state["hands"][s]) != want:
            return say("{side} holds {n} cards, not {want}", side=s, n=len(state["hands"][s]),
                       want=want)
    if state["played"] is not None and (not state["discard"]
                                        or state["discard"][-1] != state["played"]):
        return say("the card played this turn must be the top discard")
    return None


def check(state: dict, path: str) -> None:
    from muster.state import schema_check

    schema_check("deck.schema.json", GAME, semantic_check)(state, path)


def chance_in_next(state: dict, name: str, k: int, side: str | None = None,
                   reveal: bool = False) -> dict:
    """The chance at least one copy of the named card is among the next ``k`` cards drawn
    from the deck. Draws past the end of the deck (after the reshuffle) are not counted.

    Which cards lie in the face-down deck is unknown at the table, so the chance is taken
    over the cards the asker has not seen: the deck and the other side's hand (``side``
    given), or the deck and both hands (a spectator). Every arrangement of those cards is
    taken as equally likely, so the next draws are a random handful of them
    (hypergeometric). With ``reveal`` (after the game) the deck's own contents are used."""
    if k < 1:
        raise MusterError(say("--within must be 1 or more"))
    known = {fold(c): c for c in state["cards"]}
    if fold(name) not in known:
        raise MusterError(say("no card '{name}' in this deck", name=_as_is(name)))
    card = known[fold(name)]
    m = len(state["deck"])
    unseen = list(state["deck"])
    if not reveal:
        for s, hand in state["hands"].items():
            if s != side:
                unseen += hand
    u = len(unseen)
    copies = unseen.count(card)
    draws = min(k, m)
    p = 1 - Fraction(comb(u - copies, draws), comb(u, draws))
    view = "revealed" if reveal else (f"side {side}" if side else "table")
    return {"card": card, "within": k, "counted": draws, "deck": m, "view": view,
            "unseen": u, "copies_unseen": copies, "p": p}


def public(state: dict, reveal: bool = False, side: str | None = None) -> dict:
    out = {k: state[k] for k in ("scenario", "sides", "hand_size", "turn", "played", "turns",
                                 "reshuffles", "discard")}
    out["deck"] = len(state["deck"])
    out["hands"] = {s: len(h) for s, h in state["hands"].items()}
    if side is not None:
        out["hand"] = {"side": side, "cards": list(state["hands"][side])}
    if reveal:
        out["deck_order"] = list(state["deck"])
        out["hand_cards"] = {s: list(h) for s, h in state["hands"].items()}
    return out


def status_lines(state: dict, reveal: bool = False, side: str | None = None) -> list[str]:
    turn = _("turn {n}, {side} to ").format(n=state["turns"] + 1,
                                            side=f"[bold]{esc(state['turn'])}[/]")
    doing = (_("end the turn (played {card})").format(card=esc(state["played"]))
             if state["played"] else _("play"))
    out = [f"[bold]{_('BattleLore command deck')}[/] ({esc(state['scenario'])}): " + turn
           + doing]
    reshuffles = state["reshuffles"]
    out.append(_("deck: {deck} face down; discards: {discards}").format(
        deck=len(state["deck"]), discards=len(state["discard"]))
               + (_(" (top: {card})").format(card=esc(state["discard"][-1]))
                  if state["discard"] else "")
               + (ngettext("; reshuffled {n} time", "; reshuffled {n} times",
                           reshuffles).format(n=reshuffles) if reshuffles else ""))
    out.append(_("hands: ") + ", ".join(f"{esc(s)} {len(h)}"
                                        for s, h in state["hands"].items()))
    if side is not None:
        out.append(_("{side}'s hand: {cards}").format(side=esc(side),
                                                      cards=esc(", ".join(state["hands"][side]))))
    if reveal:
        out.append(_("deck order (top first): ") + esc(", ".join(state["deck"])))
        for s, h in state["hands"].items():
            out.append(f"  {esc(s)}: {esc(', '.join(h))}")
    return out


def event_lines(action: str, event: dict, side_sees: bool = True) -> list[str]:
    if action == "play":
        return [_("{side} plays {card}").format(side=esc(event["side"]),
                                                card=f"[bold]{esc(event['card'])}[/]")]
    if action == "end-turn":
        drawn = esc(event["drawn"]) if side_sees else _("a card")
        out = [_("{side} discards the played card and draws {card}").format(
            side=esc(event["side"]), card=f"[bold]{drawn}[/]")]
        if event["reshuffled"]:
            out.append(_("that was the last card: the discards are shuffled into a new deck "
                         "(L33/p.15)"))
        return out
    return []
