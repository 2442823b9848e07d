"""The order of the shooting phase (seed 000 L741-747, L718-719, L770-771): the highest
Initiative first, a precise or rapid shot changing it for the order only; one army's equal
Initiatives at once, and across armies the tactical roll's winner first."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, ok_json

ORDER = ["roll", "conf", "shooting-order"]


def test_the_shooting_order_by_initiative_with_ties_to_the_tactical_roll_winner(muster):
    """L741-747: the highest Initiative first; one army's equal Initiatives at once; across
    armies the tactical roll's winner first. L754-767: a precise shot -2, a rapid +2, for
    the order only (it may go below 0)."""
    out = ok_json(muster, *ORDER, "--shooter", "lions:archers:4:precise",
                  "--shooter", "lions:crossbows:2", "--shooter", "acheron:bowmen:2",
                  "--shooter", "acheron:skeletons:1:rapid", "--shooter", "acheron:ghouls:0:precise",
                  "--first", "acheron")
    volleys = [(v["initiative"], v["side"], [s["name"] for s in v["shooters"]])
               for v in out["volleys"]]
    assert volleys == [(3, "acheron", ["skeletons"]), (2, "acheron", ["bowmen"]),
                       (2, "lions", ["archers", "crossbows"]), (-2, "acheron", ["ghouls"])]
    swapped = ok_json(muster, *ORDER, "--shooter", "lions:crossbows:2",
                      "--shooter", "acheron:bowmen:2", "--first", "lions")
    assert [v["side"] for v in swapped["volleys"]] == ["lions", "acheron"]


@pytest.mark.parametrize("args, needles", [
    (["--shooter", "lions:archers", "--first", "lions"], ["--shooter", "SIDE:NAME:INI"]),
    (["--shooter", "lions:archers:x", "--first", "lions"], ["--shooter"]),
    (["--shooter", "lions:a:3", "--shooter", "acheron:b:2", "--first", "goblins"],
     ["--first", "'goblins'"]),
    (["--shooter", "lions:a:3:aimed", "--first", "lions"], ["precise or rapid", "'aimed'"]),
])
def test_bad_shooting_orders_are_refused(muster, args, needles):
    assert_one_line_error(muster(*ORDER, *args), *needles)
