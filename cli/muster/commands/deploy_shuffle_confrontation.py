"""`muster deploy-shuffle confrontation` new, draw, play, round, show and undo, without Typer
(`muster.commands`); registered by `muster.verbs.deploy_shuffle.confrontation`, whose deck
options (`muster.verbs.deploy_shuffle._deck`) their annotations name."""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

from muster.commands._deck import DeckResult, shuffle_rng, undo_lines, update

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.deploy_shuffle._deck import Deck, NewDeck, Reveal, Revision

# The rules, their views and the dice engine are imported inside the commands: a help
# loads none of them (start-up: bench/startup.py, tests/test_startup_imports.py)

DIS_HELP = "SIDE=V: the highest Discipline in that army (repeat for each side)."


def _deck_ops() -> ModuleType:
    from muster.games.confrontation import deploy

    return deploy


# each SIDE=VALUE option: its placeholder and an example, shown when a value is refused
_SHAPES = {"--dis": ("SIDE=DIS", "lions=4"),
           "--card": ("SIDE=NAME[,NAME...]", "lions=Paladin,Spearmen"),
           "--army": ("SIDE=FILE", "lions=lions.yaml")}


def _pairs(values: list[str] | None, option: str) -> list[tuple[str, str]]:
    """``SIDE=VALUE`` options as (side, value); SIDE is kept as typed."""
    from muster.commands._pairs import name_value

    return [name_value(v, option, *_SHAPES[option]) for v in values or []]


def _dis(values: list[str] | None) -> list[tuple[str, int]]:
    """``--dis SIDE=V`` options as (side, DIS); SIDE is kept as typed."""
    from muster.commands._pairs import name_int

    return [name_int(v, "--dis", *_SHAPES["--dis"]) for v in values or []]


def new(
    deck: NewDeck = None,
    card: Annotated[list[str] | None, typer.Option(
        "--card", metavar="SIDE=NAME[,NAME...]", help="Reference cards of a side (one per "
                                                     "troop type).")] = None,
    army: Annotated[list[str] | None, typer.Option(
        "--army", metavar="SIDE=FILE", help="Take one card per figure entry of an army file; "
                                            "figures with the Scout ability go to the scout "
                                            "pile, the highest DIS printed is the side's DIS.")]
        = None,
    dis: Annotated[list[str] | None, typer.Option("--dis", metavar="SIDE=V",
                                                     help=DIS_HELP)] = None,
    scout: Annotated[list[str] | None, typer.Option(
        "--scout", metavar="NAME", help="A card that goes to the scout pile.")] = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.dice import RandomSource
    from muster.engine.render import emit
    from muster.errors import MusterError, options
    from muster.games.confrontation import rolloffs
    from muster.games.confrontation.views import deck as deck_views
    from muster.games.confrontation.views import rolloffs as rolloff_views
    from muster.rolling import roll_options, run

    d = _deck_ops()
    opts = roll_options(seed, dice, odds, times, as_json)
    opts.check()
    setup = d.Setup()
    dis_given = _dis(dis)
    for side, _ in dis_given:
        setup.side(side)
    for side, names in _pairs(card, "--card"):
        for name in names.split(","):
            if name.strip():
                setup.add_card(side, name.strip())
    if army:  # an army file's reader only for an army file
        from muster.games.confrontation.army_deck import from_army

        for side, path in _pairs(army, "--army"):
            from_army(setup, side, path)
    for side, value in dis_given:
        setup.set_dis(side, value)
    setup.mark_scouts(scout or [])
    if odds or times:
        setup.check(need_cards=False)
        spec = rolloffs.DeploymentSpec(tuple(setup.sides), tuple(setup.dis.items()))
        emit(run(spec, opts), as_json)
        return
    if deck is None:
        from muster.i18n import say

        raise MusterError(say("--deck FILE is needed (the deck file to create)"))
    with options({"cards": "--card"}):  # a side's cards are given by --card SIDE=...
        setup.check()
    spec = rolloffs.DeploymentSpec(tuple(setup.sides), tuple(setup.dis.items()))
    # neither --odds nor --times here (both returned above): one roll
    rolled = cast(rolloffs.Rolls, run(spec, opts))
    rng, shuffle_seed = shuffle_rng(seed)
    state = d.new_state(setup, rolled, RandomSource(rng=rng))  # the deck's own shuffle
    event = {**rolled.to_json(), "shuffle_seed": shuffle_seed}
    from muster import state as st  # the deck file's: not for --odds or --times

    doc = st.create(deck, kind="deck", game=d.GAME, state=state, action="new", detail=event,
                    check=d.check)
    emit(DeckResult(doc, "new", event, rolloff_views.rolls_lines(rolled), d.public,
                    deck_views.status_lines), as_json)


def draw(
    deck: Deck,
    hold: Annotated[bool, typer.Option(
        "--hold", help="Keep the drawn card (your own) as a reserve card.")] = False,
    side: Annotated[str | None, typer.Option(
        "--side", help="Refuse unless it is this side's turn to draw.")] = None,
    play: Annotated[list[str] | None, typer.Option(
        "--play", metavar="NAME", help="A reserve card of yours played in the same turn, "
                                       "after the draw; with --hold it makes room for the "
                                       "drawn card (repeatable).")] = None,
    card: Annotated[str | None, typer.Option(
        "--card", metavar="NAME", help="The card the table turned over, when you play with "
                                       "the real cards: drawn in place of the deck's top "
                                       "card.")] = None,
    revision: Revision = None, as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.errors import options
    from muster.games.confrontation.views import deck as deck_views

    d = _deck_ops()
    with options({"then_play": "--play"}):
        doc = update(deck, revision, d, lambda s: ("draw", *d.draw(s, hold=hold, side=side,
                                                                 then_play=play, card=card)))
    event = doc.log[-1]["detail"]
    emit(DeckResult(doc, "draw", event, deck_views.event_lines(doc.state, "draw", event), d.public,
                    deck_views.status_lines), as_json)


def play(
    names: Annotated[list[str], typer.Argument(metavar="NAME...", help="Reserve cards.")],
    deck: Deck, revision: Revision = None, as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.games.confrontation.views import deck as deck_views

    d = _deck_ops()
    doc = update(deck, revision, d, lambda s: ("play", *d.play(s, names)))
    event = doc.log[-1]["detail"]
    emit(DeckResult(doc, "play", event, deck_views.event_lines(doc.state, "play", event), d.public,
                    deck_views.status_lines), as_json)


def round_(
    deck: Deck,
    remove: Annotated[list[str] | None, typer.Option(
        "--remove", metavar="NAME", help="A troop card whose figures are all eliminated.")]
        = None,
    dis: Annotated[list[str] | None, typer.Option(
        "--dis", metavar="SIDE=V", help="A side's highest DIS now (its best figure fell).")]
        = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    revision: Revision = None, as_json: Json = False,
) -> None:
    from muster import state as st
    from muster.engine.dice import RandomSource
    from muster.engine.render import emit
    from muster.games.confrontation import rolloffs
    from muster.games.confrontation.views import deck as deck_views
    from muster.games.confrontation.views import rolloffs as rolloff_views
    from muster.rolling import roll_options, run

    d = _deck_ops()
    opts = roll_options(seed, dice, odds, times, as_json)
    opts.check()
    pairs = _dis(dis)
    if odds or times:
        doc = st.read(deck, kind="deck", game=d.GAME, check=d.check)
        values = d.check_round({**doc.state, "finished": True}, pairs)
        emit(run(rolloffs.TacticalSpec(tuple(doc.state["sides"]), tuple(values.items())),
                 opts), as_json)
        return
    lines: list[str] = []

    def change(state: dict[str, Any]) -> tuple[str, dict[str, Any], Any]:
        values = d.check_round(state, pairs)
        spec = rolloffs.TacticalSpec(tuple(state["sides"]), tuple(values.items()))
        # neither --odds nor --times here (both returned above): one roll
        rolled = cast(rolloffs.Rolls, run(spec, opts))
        rng, shuffle_seed = shuffle_rng(seed)
        after, event = d.new_round(state, rolled, RandomSource(rng=rng), remove or [], values)
        lines.extend(rolloff_views.rolls_lines(rolled))
        return "round", after, {**event, **rolled.to_json(), "shuffle_seed": shuffle_seed}

    doc = update(deck, revision, d, change)
    event = doc.log[-1]["detail"]
    if event.get("removed"):
        from muster.i18n import _

        lines.insert(0, _("removed: {cards}").format(cards=", ".join(event["removed"])))
    emit(DeckResult(doc, "round", event, lines, d.public, deck_views.status_lines), as_json)


def show(
    deck: Deck, reveal: Reveal = False,
    odds: Annotated[str | None, typer.Option(
        "--odds", metavar="NAME", help="The chance this card comes up within the next "
                                       "--within draws.")] = None,
    within: Annotated[int, typer.Option("--within", metavar="K",
                                        help="Draws counted by --odds.", min=1)] = 1,
    as_json: Json = False,
) -> None:
    from muster import state as st
    from muster.engine.render import emit
    from muster.games.confrontation.views import deck as deck_views

    d = _deck_ops()
    doc = st.read(deck, kind="deck", game=d.GAME, check=d.check)
    extra, lines = _card_odds(d, doc.state, odds, within)
    emit(DeckResult(doc, "show", None, [], d.public, deck_views.status_lines, reveal=reveal,
                    extra=extra, extra_lines=lines), as_json)


def _card_odds(d: ModuleType, state: dict[str, Any], name: str | None,
               within: int) -> tuple[dict[str, Any], list[str]]:
    if name is None:
        return {}, []
    from muster.engine.exact import distribution
    from muster.engine.odds import percent, prob_json
    from muster.engine.render import esc
    from muster.engine.rule import rule_for
    from muster.errors import options
    from muster.text import fraction_note

    with options({"card": "--odds"}):
        card, spec = d.within_spec(state, name, within)
    rule = rule_for(spec)
    assert rule is not None  # a card's chance is a registered rule
    p = distribution(rule, spec)[True]
    c = {"card": card, "where": spec.where}
    from muster.i18n import _, ngettext

    where = {"pile": _("in the pile"), "scouts": _("in the scout pile (after the pile)"),
             "drawn": _("already drawn"), "removed": _("removed")}[c["where"]]
    line = ngettext("{card} ({where}) within the next {n} draw: {p}",
                    "{card} ({where}) within the next {n} draws: {p}", within).format(
        card=f"[bold]{esc(c['card'])}[/]", where=where, n=within,
        p=f"[bold]{percent(p)}[/]{fraction_note(p)}")
    return ({"odds": {"card": c["card"], "within": within, "where": c["where"],
                      **prob_json(p)}}, [line])


def undo(deck: Deck, revision: Revision = None, as_json: Json = False) -> None:
    from muster import state as st
    from muster.engine.render import emit
    from muster.games.confrontation.views import deck as deck_views

    d = _deck_ops()
    doc = st.undo(deck, kind="deck", game=d.GAME, check=d.check,
                  expect_revision=revision)
    detail = doc.log[-1]["detail"]
    emit(DeckResult(doc, "undo", detail, undo_lines(detail), d.public, deck_views.status_lines),
         as_json)
