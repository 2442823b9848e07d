"""A `JsonResult`'s JSON is its fields in order: a field left out, left out when None,
inlined (a part kept as a record of its own), or a tuple of results shown without their
seeds (parts of the outer run, whose seed it shows once)."""

from dataclasses import field

from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult


@frozen
class Part(JsonResult):
    hp_left: int
    dead: bool


@frozen
class Shot(JsonResult):
    roll: int
    seed: int | None = None


@frozen
class Volley(JsonResult):
    GAME = "void"
    FORM = "volley"
    spec: str = field(metadata={"json": False})
    roll: int
    after: Part | None = field(metadata={"json": "inline"})
    shots: tuple[Shot, ...] = field(metadata={"json": "unseeded"})
    seed: int | None = None
    note: str | None = field(default=None, metadata={"json": "optional"})


def test_the_fields_in_order_after_game_and_form() -> None:
    v = Volley("spec", 7, Part(3, False), (Shot(4), Shot(9, 5)), seed=11, note="aimed")
    assert list(v.to_json().items()) == [
        ("game", "void"), ("form", "volley"), ("roll", 7), ("hp_left", 3), ("dead", False),
        ("shots", [{"roll": 4}, {"roll": 9}]), ("seed", 11), ("note", "aimed")]


def test_none_inlines_nothing_and_an_optional_none_is_left_out() -> None:
    v = Volley("spec", 7, None, ())
    assert v.to_json() == {"game": "void", "form": "volley", "roll": 7, "shots": [],
                           "seed": None}


def test_a_result_alone_keeps_its_seed_even_when_none() -> None:
    assert Shot(4).to_json() == {"roll": 4, "seed": None}


@frozen
class Throw(JsonResult):
    hits: int = field(metadata={"then": ("flags", "missing")})
    seed: int | None = None

    def extra_json(self) -> dict[str, object]:
        return {"lore": 0, "flags": 2}


def test_a_derived_key_named_by_a_field_follows_it_and_the_others_come_last() -> None:
    # "missing" is not derived here: nothing is shown for it
    assert list(Throw(3, seed=1).to_json().items()) == [
        ("hits", 3), ("flags", 2), ("seed", 1), ("lore", 0)]
