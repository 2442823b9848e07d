"""Shooting into a melee (seed 000 L782-793): which figure a successful shot hits, drawn
among the target and everything in base contact with it by size weight. One ticket per
weight point; the die is a d(total): with a d6, re-roll what is above the total
(RULINGS 28). The weights are in ``data/rolls.toml``."""

from __future__ import annotations

from dataclasses import field

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError
from muster.games.confrontation.tables import GAME, roll_rules, size_key
from muster.i18n import N_, Named, say

VIEWS = "muster.games.confrontation.views.into_melee"  # its text and odds tables


@frozen
class IntoMeleeSpec:
    """The target first, then each figure in base contact: (size, name or None)."""

    figures: tuple[tuple[str, str | None], ...]

    def __post_init__(self) -> None:
        if len(self.figures) < 2:
            raise FieldError("figures", "{field} lists the target first, then every figure "
                             "in base contact with it: at least two")
        object.__setattr__(self, "figures", tuple((size_key(s), n) for s, n in self.figures))

    @classmethod
    def parse(cls, texts: list[str]) -> IntoMeleeSpec:
        """Figures as typed: SIZE or SIZE:NAME."""
        figures = []
        for text in texts:
            size, __, called = text.partition(":")
            figures.append((size, called.strip() or None))
        return cls(tuple(figures))

    @property
    def weights(self) -> tuple[int, ...]:
        w = roll_rules()["into_melee"]["weights"]
        return tuple(int(w[size]) for size, __ in self.figures)

    @property
    def total(self) -> int:
        return sum(self.weights)

    def label(self, i: int) -> str:
        """Figure ``i`` (from 0) as an outcome: '1: goblin (the target)'."""
        size, called = self.figures[i]
        what = called or Named(size, roll_rules()["into_melee"]["names"][size])
        if i == 0:
            return say("{i}: {figure} (the target)", i=i + 1, figure=what)
        return say("{i}: {figure}", i=i + 1, figure=what)


@frozen
class IntoMelee(JsonResult):
    GAME = GAME

    into_melee: bool
    total_weight: int
    ticket: int
    figure: int
    size: str
    name: str | None
    target_hit: bool
    seed: int | None = None
    spec: IntoMeleeSpec | None = field(default=None, metadata={"json": False})

    @property
    def key(self) -> str:
        assert self.spec is not None
        return self.spec.label(self.figure - 1)


def _key(result: IntoMelee) -> str:
    return result.key


@rule(IntoMeleeSpec, key=_key, label=N_("outcome"))
def into_melee(src: Source, spec: IntoMeleeSpec) -> IntoMelee:
    ticket = src.d(spec.total)
    upto, hit = 0, 0
    for i, w in enumerate(spec.weights):
        upto += w
        if ticket <= upto:
            hit = i
            break
    size, called = spec.figures[hit]
    return IntoMelee(True, spec.total, ticket, hit + 1, size, called, hit == 0, spec=spec)
