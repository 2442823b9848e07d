"""The rule registry: a key type's registered view shows it in a --times table, its JSON
label stays the key's English text; an odds view is handed what its rule weighs besides."""

from dataclasses import dataclass, field
from fractions import Fraction

import pytest

from muster import i18n
from muster.engine import render
from muster.engine import rule as rule_mod
from muster.engine import run as run_mod
from muster.engine.exact import weighed
from muster.engine.odds_tables import OddsResult
from muster.engine.rule import key_view, key_view_for
from muster.roll_options import RollOptions
from muster.rolling import run


@dataclass(frozen=True)
class Colour:
    name: str

    def __str__(self) -> str:
        return self.name


@key_view(Colour)
def _colour(key: Colour) -> str:
    return {"red": "červená"}.get(key.name, key.name) if i18n.czech() else key.name


def test_a_key_view_shows_the_key_and_the_json_label_stays_english(czech: None) -> None:
    assert key_view_for(Colour("red")) is _colour
    assert render.shown_key(Colour("red")) == "červená"
    assert run_mod._english(Colour("red")) == "red"


def test_in_english_the_key_view_gives_english() -> None:
    assert render.shown_key(Colour("red")) == "red"


def test_a_key_without_a_view_is_shown_as_it_is() -> None:
    assert key_view_for(3) is None
    assert render.shown_key(3) == 3


# ------------------------------------------------------------- what a rule weighs besides


@dataclass(frozen=True)
class TwoDice:
    """Two dice: the rule's outcome is their sum; it also weighs the first die alone."""

    sides: int = 4


def _first(src, spec: TwoDice) -> int:
    return src.d(spec.sides)


def _two_dice(src, spec: TwoDice) -> int:
    return _first(src, spec) + src.d(spec.sides)


def _two_dice_odds(spec: TwoDice, dist, first):
    return OddsResult({"sum": {k: str(p) for k, p in dist.probs.items()},
                       "first": {k: str(p) for k, p in first.probs.items()}}, [])


@pytest.fixture
def two_dice(monkeypatch):
    """TwoDice registered for one test (the registry is the whole program's)."""
    monkeypatch.setattr(rule_mod, "_RULES", dict(rule_mod._RULES))
    monkeypatch.setattr(rule_mod, "_ODDS_VIEWS", dict(rule_mod._ODDS_VIEWS))
    rule_mod.rule(TwoDice, key=lambda r: r, label="sum", weighs={"first": _first})(_two_dice)
    rule_mod.odds_view(TwoDice)(_two_dice_odds)


def test_a_rules_odds_view_is_handed_what_it_weighs_besides(two_dice) -> None:
    """The engine weighs the rule's ``weighs`` procedures and hands the view their exact
    distributions by name: the view never runs the exact driver. By hand: the sum of two d4
    is 4 ways in 16 for 5, each face of the first die 1 in 4."""
    opts = RollOptions(odds=True, json=True)
    body = run(TwoDice(), opts).to_json()
    assert body["sum"] == {2: "1/16", 3: "1/8", 4: "3/16", 5: "1/4", 6: "3/16", 7: "1/8",
                           8: "1/16"}
    assert body["first"] == {1: "1/4", 2: "1/4", 3: "1/4", 4: "1/4"}
    rule = rule_mod.rule_for(TwoDice())
    assert rule is not None
    besides = weighed(rule, TwoDice(6))
    assert besides["first"].probs == {face: Fraction(1, 6) for face in range(1, 7)}


def test_a_rule_without_weighs_weighs_nothing_more(monkeypatch) -> None:
    monkeypatch.setattr(rule_mod, "_RULES", dict(rule_mod._RULES))
    rule_mod.rule(TwoDice, key=lambda r: r)(_two_dice)
    rule = rule_mod.rule_for(TwoDice())
    assert rule is not None and weighed(rule, TwoDice()) == {}


@dataclass(frozen=True)
class _Placed(rule_mod.JsonResult):
    range: int
    limit: int | None


@dataclass(frozen=True)
class _Shot(rule_mod.JsonResult):
    GAME = "test"
    hit: bool
    bonus: int | None = field(default=None, metadata={"json": "optional"})
    placed: _Placed | None = field(default=None, metadata={"json": "inline"})
    note: str = field(default="", metadata={"json": False})
    seed: int | None = None


def test_a_results_json_leaves_out_an_optional_field_while_none_and_spreads_an_inline_one():
    """An optional field is left out while None (shown when set, 0 included); an inline
    record gives its own fields in its place, its None ones too, and nothing when None."""
    assert list(_Shot(False).to_json().items()) == [("game", "test"), ("hit", False),
                                                    ("seed", None)]
    shown = _Shot(True, 0, _Placed(4, None), "x", 7).to_json()
    assert list(shown.items()) == [("game", "test"), ("hit", True), ("bonus", 0),
                                   ("range", 4), ("limit", None), ("seed", 7)]
