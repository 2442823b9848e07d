"""`muster.engine.notation.views`: a roll's line, built from its record alone (the dice kept,
dropped, exploded and thrown again, a counting group's successes, a comparison's verdict),
and the odds tables of an expression."""

from __future__ import annotations

import pytest

from muster import api
from muster.engine.notation.spec import ExpressionSpec
from muster.engine.notation.tree import NotationRoll
from muster.engine.notation.views import roll_lines
from muster.engine.render import strip_markup
from muster.engine.rule import view_for


def _shown(text: str, *dice: int) -> str:
    (line,) = roll_lines(api.roll(ExpressionSpec(text), dice=dice))
    return strip_markup(line)


def test_the_view_is_registered_for_the_roll_and_is_the_roll_s_only_text():
    roll = api.roll(ExpressionSpec("2d6"), dice=[3, 4])
    assert view_for(roll) is roll_lines
    assert "lines" not in vars(NotationRoll)


def test_one_group_alone_is_shown_without_its_name():
    assert _shown("2d6", 3, 4) == "2d6: [3 4] = 7"


def test_a_sum_is_shown_term_by_term():
    # docs/usage/notation.md: 3 + 5 + 2 - 2 = 8
    assert _shown("2d6+1d3-2", 3, 5, 2) == "2d6+1d3-2: 2d6 [3 5] + 1d3 [2] - 2 = 8"
    assert _shown("-1d6+3", 4) == "-1d6+3: - 1d6 [4] + 3 = -1"


def test_dropped_dice_and_faces_thrown_again_are_struck_through():
    # the 1 and its re-rolled 1 struck through: 3 + 4 + 5 + 3 = 15
    (line,) = roll_lines(api.roll(ExpressionSpec("4d6r1"), dice=[1, 1, 3, 4, 5, 3]))
    assert line == ("[bold]4d6r1[/]: \\[[bold]3[/] [bold]4[/] [bold]5[/] [bold]3[/] | "
                    "[dim strike]1[/] [dim strike]1[/]] = [bold cyan]15[/]")
    assert _shown("4d6kh3", 2, 5, 5, 1) == "4d6kh3: [2 5 5 (1)] = 12"
    assert _shown("{2d6+1d8}kh2", 3, 5, 7) == "{2d6+1d8}kh2: {2d6+1d8}kh2 [(3) 5 7] = 12"


def test_exploded_dice_are_marked_and_a_compounded_chain_is_one_die():
    assert _shown("d6!", 6, 6, 2) == "d6!: [6! 6! 2] = 14"
    assert _shown("d6!!", 6, 3) == "d6!!: [9!] = 9"


def test_a_counting_group_colours_its_hits_and_names_its_successes():
    (line,) = roll_lines(api.roll(ExpressionSpec("3d6>=4"), dice=[1, 4, 6]))
    assert "[bold red]1[/] [bold green]4[/] [bold green]6[/]" in line
    assert strip_markup(line) == "3d6>=4: [1 4 6] → 2 successes = 2"
    assert _shown("2d6>=6", 6, 1) == "2d6>=6: [6 1] → 1 success = 1"


def test_a_comparison_ends_with_its_verdict():
    assert _shown("(2d6)>=8", 4, 5) == "(2d6)>=8: 2d6 [4 5] = 9 → SUCCESS"
    assert _shown("(2d6)>=8", 1, 2) == "(2d6)>=8: 2d6 [1 2] = 3 → FAILURE"


@pytest.mark.usefixtures("czech")
def test_in_czech_the_successes_and_the_verdict_are_czech():
    assert _shown("3d6>=4", 1, 4, 6) == "3d6>=4: [1 4 6] → 2 úspěchy = 2"
    assert _shown("(2d6)>=8", 4, 5) == "(2d6)>=8: 2d6 [4 5] = 9 → ÚSPĚCH"
