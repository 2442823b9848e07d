"""Warmaster's tests, and what several of them share: a `roll wm` as JSON and an --odds
distribution read as exact chances."""

from __future__ import annotations

from fractions import Fraction

from helpers import ok_json


def roll(muster, *args):
    """``muster roll warmaster ARGS --json`` (it must succeed), as JSON."""
    return ok_json(muster, "roll", "warmaster", *args)


def dist_rows(run) -> dict:
    """An --odds run's distribution: each value's exact chance."""
    return {row["value"]: Fraction(row["fraction"]) for row in run.json["distribution"]}
