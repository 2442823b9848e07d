"""Confrontation deployment and activation: the deck of reference cards (seed 000 L411-479,
L1275-1291), dealt after the zone and deployment rolls (`rolloffs`).

Everything here works on the deck file's ``state`` (a plain dict, see
``schemas/deck.schema.json#/$defs/confrontation``); the command hands the dict to
`muster.state`, which locks, checks, logs and writes it. An action (`draw`, `play`,
`new_round`) is pure: it returns the new state and its event and leaves the state it was
given as it is; a refused action raises `MusterError`, so nothing is written.

"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.draws import (
    NOT_LEFT,
    Drawn,
    WithinDrawsSpec,
    came_up,
    comes_up_within,
    entered,
    turn_over,
    unknown_card,
)
from muster.engine.frozen import frozen
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.engine.rule import rule
from muster.errors import CardNotLeft, Field, FieldError, MusterError, pointer
from muster.errors import within as in_range
from muster.games.confrontation.tables import check_dis
from muster.i18n import N_, Message, say, say_n, say_plural, shown_repr
from muster.json_text import copied
from muster.state_check import schema_check

if TYPE_CHECKING:  # the rolls a new deck and a new round take (a deck action rolls nothing)
    from muster.games.confrontation.rolloffs import RollOff, Rolls

VIEWS = "muster.games.confrontation.views.deck"  # its text and odds tables

GAME = "confrontation"


def rules() -> dict[str, Any]:
    return load(GAME, "deploy")


# ------------------------------------------------------------------ setting up


@dataclass
class Setup:
    """The two sides, their cards, scouts and highest DIS, as given, then checked."""

    sides: list[str] = field(default_factory=list)
    cards: dict[str, dict[str, Any]] = field(default_factory=dict)  # name -> {"side", "scout"}
    dis: dict[str, int] = field(default_factory=dict)

    def side(self, name: str) -> str:
        known = Lookup.of_names(N_("side"), self.sides).key(name)
        if known is not None:
            return known
        self.sides.append(name)
        return name

    def add_card(self, side: str, name: str, scout: bool = False) -> None:
        side = self.side(side)
        known = Lookup.of_names(N_("card"), self.cards).key(name)
        if known is not None:
            card = self.cards[known]
            if card["side"] != side:
                raise MusterError(say("card '{card}' is named for both {first} and {second}; "
                                      "give each side's cards distinct names",
                                      card=name, first=card["side"], second=side))
            card["scout"] = card["scout"] or scout
            return
        self.cards[name] = {"side": side, "scout": scout}

    def set_dis(self, side: str, dis: int) -> None:
        side = self.side(side)
        check_dis(side, dis)
        self.dis[side] = dis

    def mark_scouts(self, names: list[str]) -> None:
        for name in names:
            key = find_card(self.cards, name)
            self.cards[key]["scout"] = True

    def check(self, need_cards: bool = True) -> None:
        if len(self.sides) != 2:
            named = ", ".join(self.sides) or say("none")
            raise FieldError("dis", "Confrontation is played by two sides; name exactly "
                             "two{how} (named: {named})", named=named,
                             how=pointer("confrontation.sides"))
        for s in self.sides:
            if s not in self.dis:
                raise FieldError("dis", "no DIS for {side}: give {field} {side}=V (the "
                                 "highest Discipline in that army)", side=s)
            if need_cards and not any(c["side"] == s for c in self.cards.values()):
                raise FieldError("cards", "{side} has no cards{how}", side=s,
                                 how=pointer("confrontation.cards", side=s))


def find_card(cards: dict[str, Any], name: str, field: str = "card",
              template: str | None = None) -> str:
    """The card of the deck ``name`` spells (any case, accents, dashes; a number by its
    value: `Lookup.of_cards`); else the one unknown-name error, naming ``field`` (in its
    message with ``template``: `UNKNOWN_FOR`)."""
    return Lookup.of_cards(cards).find(name, field=field, template=template)


def find_side(sides: list[str], name: str, field: str = "side") -> str:
    """The side ``name`` spells; else the one unknown-name error, naming ``field``."""
    return Lookup.of_names(N_("side"), sides).find(name, field=field)


# ------------------------------------------------------------------ the deck state


def poss(side: str) -> str:
    """A side's name as a possessive: acheron's, lions' (Czech: strany acheron)."""
    return say("{side}'", side=side) if side.endswith("s") else say("{side}'s", side=side)


def other(state: dict[str, Any], side: str) -> str:
    a, b = state["sides"]
    return str(b if side == a else a)


def _begin_phase(state: dict[str, Any], roll: RollOff) -> None:
    r = rules()["reserve"]
    state["roll"] = roll.to_json()
    state["first"] = roll.winner
    state["turn"] = roll.winner
    state["reserve_limit"] = {s: r["limit"] + (r["winner_extra"] if s == roll.winner else 0)
                              for s in state["sides"]}
    state["reserves"] = {s: [] for s in state["sides"]}
    state["activated"] = []
    state["must_place"] = None
    state["finished"] = False


def new_state(setup: Setup, result: Rolls, src: Source) -> dict[str, Any]:
    """A deck in deployment: both sides' cards shuffled face down, scouts in their own pile."""
    main = [n for n, c in setup.cards.items() if not c["scout"]]
    scouts = [n for n, c in setup.cards.items() if c["scout"]]
    assert result.zone is not None  # a new deck's rolls hold the zone roll
    state = {"sides": list(setup.sides), "dis": dict(setup.dis), "cards": setup.cards,
             "phase": "deployment", "round": 0, "zone": result.zone.to_json(),
             "pile": src.shuffle(main), "scouts": src.shuffle(scouts), "removed": []}
    _begin_phase(state, result.roll)
    settle(state)
    return state


def settle(state: dict[str, Any]) -> None:
    """After every action: with both piles empty, the side to draw must place a reserve
    (L447-449); with none, the other side must; with none left anywhere the phase is over."""
    if state["pile"] or state["scouts"]:
        state["must_place"] = None
        return
    t = state["turn"]
    o = other(state, t)
    if state["reserves"][t]:
        state["must_place"] = t
    elif state["reserves"][o]:
        state["turn"] = o
        state["must_place"] = o
    else:
        state["must_place"] = None
        state["finished"] = True


def verb(state: dict[str, Any]) -> str:
    return "placed" if state["phase"] == "deployment" else "activated"


def _refuse_if_over(state: dict[str, Any]) -> None:
    if state["finished"]:
        if state["phase"] == "deployment":
            raise MusterError(say("deployment is over: every card has been drawn and played; "
                                  "start the next movement phase{command}",
                                  command=pointer("confrontation.round")))
        raise MusterError(say("the movement phase of round {round} is over: every card has been "
                              "drawn and played; start the next movement phase{command}",
                              round=state["round"], command=pointer("confrontation.round")))


def draw(state: dict[str, Any], *, hold: bool = False, side: str | None = None,
         then_play: list[str] | None = None, card: str | None = None
         ) -> tuple[dict[str, Any], dict[str, Any]]:
    """The side to draw takes the top card: its own is placed (activated), or held with
    ``hold`` while under the reserve limit; an enemy card is placed at once by its owner and
    cannot be held. ``then_play`` names reserve cards of the drawer played later in the same
    turn (L434-436): with ``hold`` they make room, so an own card drawn at the limit may be
    kept and a reserve placed in its stead (only an opponent's draw cannot be exchanged,
    L439-440). The card drawn is ``card``, the one the table turned over (a name no card
    left to draw answers to is refused), else the top of the pile's stored order. Returns
    the new state and what happened (``state`` is left as it is)."""
    state = copied(state)
    _refuse_if_over(state)
    t = state["turn"]
    if side is not None and find_side(state["sides"], side) != t:
        asked = find_side(state["sides"], side)
        raise MusterError(say("it is {whose} turn to draw, not {asked_whose}", whose=poss(t),
                              asked_whose=poss(asked)))
    if state["must_place"]:
        m = state["must_place"]
        raise MusterError(say("no cards are left to draw: {side} must place one of its reserve "
                              "cards ({cards}){command} (L447-449)", side=m,
                              cards=", ".join(state["reserves"][m]),
                              command=pointer("confrontation.play")))
    after = []
    for n in then_play or []:
        key = find_card(state["cards"], n)
        if key in after:
            raise MusterError(say("{card} named twice", card=key))
        if key not in state["reserves"][t]:
            held = ", ".join(state["reserves"][t]) or say("none")
            raise FieldError("then_play", "{card} is not one of {whose} reserve cards (held: "
                             "{held}); {field} takes the drawing side's own reserves", card=key,
                             whose=poss(t), held=held)
        after.append(key)
    pile = "pile" if state["pile"] else "scouts"
    # the limit first: it does not depend on the face-down card, so refusing it shows
    # nothing of the pile
    if hold and len(state["reserves"][t]) - len(after) >= state["reserve_limit"][t]:
        limit = state["reserve_limit"][t]
        # the plural chosen here; the option shown by the command (a Field)
        raise FieldError("hold", say_plural(
            "{side} already holds {n} reserve card ({cards}), its limit; play one first or "
            "draw without {field} (L431-434)",
            "{side} already holds {n} reserve cards ({cards}), its limit; play one first or "
            "draw without {field} (L431-434)", limit, side=t,
            cards=", ".join(state["reserves"][t]), field=Field("hold")))
    named = card is not None
    waiting = _waiting_scout(state, pile, card)
    if waiting is not None:
        raise FieldError("card", "{name} is in the scout pile, drawn once the main pile is "
                         "empty (L1275-1278)", name=waiting)
    card = _turned_over(state, pile, card)
    owner = state["cards"][card]["side"]
    if hold and owner != t:
        raise MusterError(_not_held(named, state["phase"] == "deployment", poss(owner)))
    if not hold:
        state["activated"].append({"card": card, "side": owner, "how":
                                   "drawn" if owner == t else "drawn by the enemy"})
        how = verb(state)
    for k in after:
        state["reserves"][t].remove(k)
        state["activated"].append({"card": k, "side": t, "how": "reserve"})
    if hold:
        state["reserves"][t].append(card)
        how = "held"
    state["turn"] = other(state, t)
    settle(state)
    event = {"drawn_by": t, "card": card, "owner": owner, "from": pile, "result": how,
             "scout": state["cards"][card]["scout"], "played": after}
    if named:
        event["entered"] = True
    return state, event


def _not_held(named: bool, deploying: bool, whose: object) -> Message:
    """An enemy card cannot be held as a reserve (L437-441): the top card drawn, or the card
    the table turned over (``named``), is placed or activated at once by its owner."""
    if named:
        return (say("the card turned over is {whose} card: an enemy card is placed at once by "
                    "its owner and cannot be held as a reserve (L437-441)", whose=whose)
                if deploying else
                say("the card turned over is {whose} card: an enemy card is activated at once "
                    "by its owner and cannot be held as a reserve (L437-441)", whose=whose))
    return (say("the top card is {whose} card: an enemy card is placed at once by its owner "
                "and cannot be held as a reserve (L437-441)", whose=whose)
            if deploying else
            say("the top card is {whose} card: an enemy card is activated at once by its "
                "owner and cannot be held as a reserve (L437-441)", whose=whose))


def _waiting_scout(state: dict[str, Any], pile: str, name: str | None) -> str | None:
    """The scout ``name`` turns over while the main pile still lasts (the scout pile is drawn
    once it is empty, L1275-1278), or None."""
    if name is None or pile != "pile":
        return None
    key = Lookup.of_cards([*state[pile], *state["scouts"]]).key(name, field="card", named=True)
    return key if key in state["scouts"] else None


def _turned_over(state: dict[str, Any], pile: str, name: str | None) -> str:
    """The card drawn from ``pile`` (`muster.engine.draws.turn_over`: the one ``name``d, else
    the stored top card), taken out of it."""
    try:
        (card,), state[pile] = turn_over(entered(None if name is None else [name], state[pile]),
                                         state[pile], 1, list(state["cards"]))
    except CardNotLeft as err:
        raise unknown_card(err.token, [str(c) for c in err.left], NOT_LEFT) from None
    return card


def play(state: dict[str, Any], names: list[str]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Reserve cards played (any number, on their owner's turn only, L434-436): the new
    state and what happened (``state`` is left as it is)."""
    state = copied(state)
    _refuse_if_over(state)
    if not names:
        raise MusterError(say("name the reserve card(s) to play"))
    keys = []
    for n in names:
        key = find_card(state["cards"], n)
        if key in keys:
            raise MusterError(say("{card} named twice", card=key))
        keys.append(key)
    owners = {state["cards"][k]["side"] for k in keys}
    if len(owners) > 1:
        raise MusterError(say("reserve cards of both sides named; each side plays its own on "
                              "its own turn"))
    (owner,) = owners
    for k in keys:
        if k not in state["reserves"][owner]:
            held = ", ".join(state["reserves"][owner]) or say("none")
            raise MusterError(say("{card} is not one of {whose} reserve cards (held: {held})",
                                  card=k, whose=poss(owner), held=held))
    if state["turn"] != owner:
        raise MusterError(say("it is {whose} turn: {side} may play reserve cards only on its own "
                              "turn (L434-436)", whose=poss(state["turn"]), side=owner))
    forced = state["must_place"] == owner
    for k in keys:
        state["reserves"][owner].remove(k)
        state["activated"].append({"card": k, "side": owner, "how": "reserve"})
    if forced:  # placing a reserve was this turn's action instead of a draw
        state["turn"] = other(state, owner)
    settle(state)
    return state, {"side": owner, "cards": keys, "result": verb(state),
                   "instead_of_draw": forced}


def new_round(state: dict[str, Any], result: Rolls, src: Source, remove: list[str],
              dis: dict[str, int] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """The next movement phase: eliminated cards out, every other card reshuffled into one
    pile, the tactical roll's winner draws first and may hold one reserve more (L455-470);
    ``dis``, each side's highest DIS now. Returns the new state and what happened
    (``state`` is left as it is)."""
    state = copied(state)
    if dis is not None:
        state["dis"] = dis
    removed = []
    for n in remove:
        key = find_card(state["cards"], n)
        if key in state["removed"] or key in removed:
            raise MusterError(say("{card} has already been removed", card=key))
        removed.append(key)
    state["removed"] += removed
    for s in state["sides"]:
        if all(state["cards"][c]["side"] != s or c in state["removed"] for c in state["cards"]):
            raise MusterError(say("{side} would have no cards left: the battle is over", side=s))
    live = [c for c in state["cards"] if c not in state["removed"]]
    state["phase"] = "movement"
    state["round"] += 1
    state["pile"] = src.shuffle(sorted(live, key=list(state["cards"]).index))
    state["scouts"] = []
    _begin_phase(state, result.roll)
    settle(state)
    return state, {"round": state["round"], "removed": removed, "cards": len(live)}


def check_round(state: dict[str, Any], dis: Sequence[tuple[str, int]]) -> dict[str, int]:
    """Refuse a new round while cards are still in play; the DIS the roll uses (a side's
    given in ``dis`` as (side, DIS) pairs, else the deck's)."""
    if not state["finished"]:
        left = len(state["pile"]) + len(state["scouts"]) + sum(
            len(v) for v in state["reserves"].values())
        raise MusterError(say_n(
            "{n} card still to draw or play in this phase; a new movement phase starts when "
            "every card has been played",
            "{n} cards still to draw or play in this phase; a new movement phase starts when "
            "every card has been played", left))
    values = dict(state["dis"])
    for side, v in dis:
        s = find_side(state["sides"], side)
        check_dis(side, v)
        values[s] = v
    return values


def semantic_check(state: dict[str, Any]) -> str | None:
    """What a schema cannot say: every live card in exactly one place, the right owners,
    reserves within the limits. Returns a problem or None."""
    sides = state["sides"]
    if len(set(sides)) != 2:
        return say("'sides' must name two different sides")
    for part in ("dis", "reserve_limit", "reserves"):
        if set(state[part]) != set(sides):
            return say("'{part}' must have an entry for each side", part=part)
    for name, card in state["cards"].items():
        if card["side"] not in sides:
            return say("card {card} belongs to an unknown side {side}", card=shown_repr(name),
                       side=shown_repr(card["side"]))
    for s in (state["turn"], state["first"], state["must_place"]):
        if s is not None and s not in sides:
            return say("unknown side {side}", side=shown_repr(s))
    seen: dict[str, str] = {}
    places = [("pile", state["pile"]), ("scouts", state["scouts"]),
              ("removed", state["removed"]),
              ("activated", [a["card"] for a in state["activated"]])]
    places += [(say("reserves of {side}", side=s), v)
               for s, v in state["reserves"].items()]
    for where, names in places:
        for n in names:
            if n not in state["cards"]:
                return say("unknown card {card} in {where}", card=shown_repr(n), where=where)
            if n in seen:
                return say("card {card} is in two places ({first} and {second})",
                           card=shown_repr(n), first=seen[n], second=where)
            seen[n] = where
    missing = [n for n in state["cards"] if n not in seen]
    if missing:
        return say("card(s) in no pile: {cards}", cards=", ".join(missing))
    for s, held in state["reserves"].items():
        if any(state["cards"][c]["side"] != s for c in held):
            return say("{side} holds an enemy card as a reserve", side=s)
        if len(held) > state["reserve_limit"][s]:
            return say("{side} holds more reserve cards than its limit", side=s)
    if state["scouts"] and state["phase"] != "deployment":
        return say("a scout pile outside deployment")
    empty = not state["pile"] and not state["scouts"]
    if state["finished"] and (not empty or any(state["reserves"].values())):
        return say("the phase is marked finished with cards still to draw or play")
    m = state["must_place"]
    if m is not None and (not empty or not state["reserves"][m] or m != state["turn"]):
        return say("must_place names {side}, but {side} is not on turn with a reserve and no "
                   "card left", side=m)
    if empty and not state["finished"] and m is None:
        return say("no card left to draw, yet no side must place a reserve and the phase is open")
    return None


@frozen
class WithinSpec:
    """Does a card come up within the next ``within`` draws? It lies ``where``: in the
    face-down pile of ``pile`` cards, or in the scout pile of ``scouts`` cards that comes
    after it (or it is already ``drawn`` or ``removed``). The players do not know the order,
    so every order of a pile is equally likely."""

    where: str
    pile: int
    scouts: int
    within: int

    def __post_init__(self) -> None:
        in_range("within", self.within, 1)


@rule(WithinSpec, key=came_up, label=N_("drawn"))
def comes_up(src: Source, spec: WithinSpec) -> Drawn:
    """The card among the first draws: the draws its own pile gets, over the cards of that
    pile (`muster.engine.draws`: the others only count)."""
    if spec.where == "pile":
        size, draws = spec.pile, spec.within
    elif spec.where == "scouts":
        size, draws = spec.scouts, spec.within - spec.pile
    else:
        return Drawn(False)
    if draws <= 0:
        return Drawn(False)
    return comes_up_within(src, WithinDrawsSpec.of(("it",) + ("other",) * (size - 1), "it",
                                                   draws))


def within_spec(state: dict[str, Any], name: str, k: int) -> tuple[str, WithinSpec]:
    """The named card and the question of its coming up within the next ``k`` draws (a
    card no card or several answer to refused naming the field ``card``)."""
    card = find_card(state["cards"], name, template=UNKNOWN_FOR)
    if card in state["pile"]:
        where = "pile"
    elif card in state["scouts"]:
        where = "scouts"
    else:
        where = "removed" if card in state["removed"] else "drawn"
    return card, WithinSpec(where, len(state["pile"]), len(state["scouts"]), k)


# ------------------------------------------------------------------ what players see


# the deck file's check: the schema, then `semantic_check` (its verdict on a file's content
# is kept: `muster.verdicts`)
check = schema_check("deck.schema.json", GAME, semantic_check)


def public(state: dict[str, Any], reveal: bool = False) -> dict[str, Any]:
    """The state as players may see it: face-down piles as counts (their order only with
    ``reveal``)."""
    out = {k: state[k] for k in ("sides", "dis", "phase", "round", "first", "turn",
                                 "reserve_limit", "reserves", "must_place", "finished",
                                 "removed")}
    out["roll"] = state["roll"]["winner"]
    out["zone"] = state["zone"]["winner"]
    out["pile"] = len(state["pile"])
    out["scouts"] = len(state["scouts"])
    out["activated"] = state["activated"]
    if reveal:
        out["pile_order"] = list(state["pile"])
        out["scouts_order"] = list(state["scouts"])
    return out


def _result_words() -> tuple[str, ...]:  # the results the deck's events show, for the catalog
    return N_("placed"), N_("activated"), N_("held")
