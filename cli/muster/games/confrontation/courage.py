"""The Courage tests of a charge (seed 000 L655-675): a figure that charges or engages a
fear-causer (`ChargingCourageSpec`) and one charged by it after its own card was activated
(`ActivatedCourageSpec`) make the characteristic test against its Fear as any figure does;
what a failure does differs, which a battle keeps. Apart from
`muster.games.confrontation.characteristic`, so that a test, a shot or a melee set-up does
not build these specs (start-up)."""

from __future__ import annotations

from muster.engine.frozen import frozen
from muster.engine.rule import rule
from muster.errors import FieldError
from muster.games.confrontation.characteristic import (
    CharacteristicSpec,
    characteristic,
    outcome_key,
)
from muster.i18n import N_

VIEWS = "muster.games.confrontation.views.courage"  # their odds: a test's


@frozen
class ChargingCourageSpec(CharacteristicSpec):
    """A Courage test against Fear made by a figure that charges or engages the fear-causer
    (seed 000 L664-670): the same test; failing it, the figure is paralysed by terror until
    the end of the round instead of fleeing, which a battle keeps. A fanatic whose
    Discipline re-test fails too is paralysed the same (RULINGS: Fanaticism in a charge)."""

    FAILED = N_("paralysed")
    GROUP_COURAGE = True

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.over:
            raise FieldError("over", "a charge at a fear-causer is a Courage test against its "
                             "Fear: give {field}")


rule(ChargingCourageSpec, key=outcome_key, label=N_("outcome"))(characteristic)


@frozen
class ActivatedCourageSpec(CharacteristicSpec):
    """A Courage test against Fear of a figure charged or engaged by the fear-causer after
    its own card was activated (seed 000 L655-659): the same test; failing it, the figure
    takes the fear's penalties and does not flee (only a figure whose card is not yet
    activated flees), which a battle keeps. A fanatic whose Discipline re-test fails too
    takes them the same (RULINGS: Fanaticism in a charge)."""

    FAILED = N_("afraid")

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.over:
            raise FieldError("over", "a figure charged by a fear-causer makes a Courage test "
                             "against its Fear: give {field}")


rule(ActivatedCourageSpec, key=outcome_key, label=N_("outcome"))(characteristic)
