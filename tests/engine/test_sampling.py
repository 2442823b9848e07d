"""--times past its first rolls drawn from the exact distribution (`muster.engine.sampling`):
what is drawn, when, and what stays as it was."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json
from muster.engine import run as run_mod
from muster.engine import sampling
from muster.engine.odds import enumerate_outcomes
from muster.engine.sampling import sampler


def _three_d6(src):
    return src.pool(3, 6).total()


def test_the_sampler_s_chances_are_the_exact_distribution():
    drawn = sampler(_three_d6, lambda k: k, 10**6)
    assert drawn is not None
    exact = enumerate_outcomes(_three_d6, lambda k: k)
    below = Fraction(0)
    for k, c in zip(drawn.keys, drawn.cumulative, strict=True):
        below += exact[k]
        assert c == float(below)
    assert drawn.cumulative[-1] == 1.0


def test_a_walk_dearer_than_the_rolls_is_not_used():
    # one unit of work is too little to weigh 3d6: the rolls are rolled
    assert sampler(_three_d6, lambda k: k, 1) is None


def test_the_same_seed_draws_the_same_and_the_first_rolls_are_real(muster, monkeypatch):
    args = ("wound", "wm", "-a", "6", "--to-hit", "4", "--armour", "5", "--times", "5000",
            "--seed", "7", "--json")
    drawn = ok_json(muster, *args)
    assert drawn == ok_json(muster, *args)
    assert sum(o["count"] for o in drawn["outcomes"]) == drawn["times"] == 5000
    monkeypatch.setattr(sampling, "sampler", lambda *_a: None)
    rolled = ok_json(muster, *args)
    assert drawn["rolls"] == rolled["rolls"]  # the first 100, as shown in full
    assert len(drawn["rolls"]) == 100


def test_a_million_wounds_match_the_exact_mean(muster):
    """`wound wm --times 1000000` answers. 6 attacks, 4+ to hit, 5+ armour: each
    attack is unsaved with 1/2 * 2/3, mean 2, sd sqrt(6 * 1/3 * 2/3); a million rolls' mean is
    within five standard errors of it (the seed is fixed, so this cannot flake)."""
    out = ok_json(muster, "wound", "wm", "-a", "6", "--to-hit", "4", "--armour", "5",
                  "--times", "1000000", "--seed", "1")
    assert out["times"] == 1_000_000
    sd = (6 * (1 / 3) * (2 / 3)) ** 0.5
    assert abs(out["mean"] - 2) < 5 * sd / 1000
    assert out["sd"] == pytest.approx(sd, rel=0.01)


def test_a_key_the_exact_driver_cannot_give_is_never_drawn():
    """A key reading the dice seen (none under the exact driver): the real rolls' keys are
    not outcomes of the distribution, so every roll is rolled, as without a sampler."""
    def seen(src):
        return tuple(src.pool(2, 6).seen())

    drawn = run_mod.roll_times(seen, lambda k: k, "dice", 3, random.Random(3), 2000,
                               sampler=sampler)
    assert all(len(k) == 2 for k in drawn.counts)
    rng = random.Random(3)
    src = run_mod.RandomSource(rng=rng)
    counts: dict = {}
    for _ in range(2000):
        k = seen(src)
        counts[k] = counts.get(k, 0) + 1
    assert drawn.counts == counts


def test_long_exploding_runs_are_refused_up_front_with_the_number(muster):
    """`roll '1000d6!' --times 10000` would roll for 18 s; a die of an exploding chain
    counts its lay-out (`work.CHAIN_DIE`), so the run is refused at once."""
    run = muster("roll", "1000d6!", "--times", "10000")
    assert_one_line_error(run, "59,950,000 units", "20,000,000")
