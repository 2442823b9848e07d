"""Placing a bombard token (seed 004 L66): within double the bombarder's range, in
`scatter mk --range R --aim-distance D`."""

from __future__ import annotations

import math

import pytest

from helpers import assert_one_line_error, ok_json
from muster import api
from muster.errors import FieldError
from muster.games.mageknight.bombard import BombardSpec, load_token


@pytest.mark.parametrize("range_,distance,ok", [
    (4, 8, True), (4, 8.01, False), (4, 0, True), (1, 2, True), (1, 2.5, False), (7, 13.5, True),
])
def test_the_token_goes_within_double_the_range(range_, distance, ok):
    token = load_token(None)
    if ok:
        spec = BombardSpec(token, 8, 2, (16,), range=range_, aim_distance=distance)
        assert spec.reach == 2 * range_
        assert api.roll(spec, seed=1).to_json()["placement_limit"] == 2 * range_
    else:
        with pytest.raises(FieldError) as err:
            BombardSpec(token, 8, 2, (16,), range=range_, aim_distance=distance)
        assert err.value.field == "aim_distance"


@pytest.mark.parametrize("kw,field", [
    ({"range": 4}, "aim_distance"), ({"aim_distance": 3.0}, "range"),
    ({"range": 0, "aim_distance": 0.0}, "range"),
    ({"range": 4, "aim_distance": -1.0}, "aim_distance"),
    ({"range": 4, "aim_distance": math.nan}, "aim_distance"),
])
def test_what_placement_refuses(kw, field):
    with pytest.raises(FieldError) as err:
        BombardSpec(load_token(None), 8, 2, (16,), **kw)
    assert err.value.field == field


def test_the_command_checks_and_reports_the_placement(muster):
    body = ok_json(muster, "scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--range", "4",
                   "--aim-distance", "7.5", "--dice", "5,6,3,4")
    assert (body["range"], body["aim_distance"], body["placement_limit"]) == (4, 7.5, 8)
    assert body["stays"]  # the placement changes no roll: 5 + 6 + 8 = 19 >= 10
    out = muster("scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--range", "4",
                 "--aim-distance", "7.5", "--dice", "5,6,3,4").out
    assert "placed 7.5 in from the bombarder: within double the range, 2 x 4 = 8 in" in out
    assert_one_line_error(muster("scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--range",
                                 "4", "--aim-distance", "8.5"), "--aim-distance 8.5",
                          "2 x 4 = 8")
    plain = ok_json(muster, "scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--dice",
                    "5,6,3,4")
    assert "placement_limit" not in plain
