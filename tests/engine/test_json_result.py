"""`JsonResult`: a result's JSON is its fields in order; a keyword's field (``for_``) is
published under the keyword, and ``extra_json`` goes where a field marked "extra" stands,
else at the end."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from muster.engine.rule import JsonResult, json_name, jsonable


@dataclass(frozen=True)
class Span:
    from_: int
    to: int


@dataclass(frozen=True)
class Counted(JsonResult):
    GAME = "test"
    for_: str
    dice: tuple[int, ...] = field(metadata={"json": "extra"})
    spans: tuple[Span, ...] = ()
    seed: int | None = None
    note: str = field(default="", metadata={"json": False})

    def extra_json(self) -> dict[str, Any]:
        return {"dice": list(self.dice), "sixes": self.dice.count(6)}


@dataclass(frozen=True)
class AtTheEnd(JsonResult):
    dice: tuple[int, ...]
    seed: int | None = None

    def extra_json(self) -> dict[str, Any]:
        return {"total": sum(self.dice)}


def test_a_keyword_s_field_is_published_under_the_keyword():
    assert (json_name("for_"), json_name("from_"), json_name("to")) == ("for", "from", "to")
    assert json_name("kind_") == "kind_"  # not a keyword: the name as it is
    assert jsonable(Span(1, 4)) == {"from": 1, "to": 4}


def test_extra_json_stands_in_the_place_of_the_field_marked_extra():
    out = Counted("the edge", (6, 2, 6), (Span(1, 2),), 7, "left out").to_json()
    assert list(out.items()) == [("game", "test"), ("for", "the edge"), ("dice", [6, 2, 6]),
                                 ("sixes", 2), ("spans", [{"from": 1, "to": 2}]), ("seed", 7)]


def test_without_a_marked_field_extra_json_comes_last():
    assert list(AtTheEnd((3, 4), 1).to_json().items()) == [("dice", [3, 4]), ("seed", 1),
                                                           ("total", 7)]


@dataclass(frozen=True)
class Wound(JsonResult):
    GAME = "test"
    def_: int
    seed: int | None = None
    toxic: int | None = field(default=None, metadata={"json": "optional"})


def test_an_optional_field_is_shown_only_when_set_and_a_keyword_field_under_its_keyword():
    assert list(Wound(3).to_json().items()) == [("game", "test"), ("def", 3), ("seed", None)]
    assert list(Wound(3, 7, 2).to_json().items()) == [
        ("game", "test"), ("def", 3), ("seed", 7), ("toxic", 2)]
