"""The bombard procedure (`muster.games.mageknight.bombard`) under the exact driver: each of
its attack rolls is a stage, weighed once however many landings roll it (the odds
themselves are checked against brute force in tests/engine/test_odds_brute_force.py)."""

from __future__ import annotations

from fractions import Fraction

from helpers import assert_drivers_agree
from muster.engine.odds import enumerate_outcomes, one_computation
from muster.games.mageknight import bombard as bombard_module
from muster.games.mageknight.bombard import BombardSpec, bombard, bombard_key, load_token


def test_each_attack_roll_is_weighed_once_not_once_per_landing(monkeypatch):
    """Attack 3 against the example token's 10 misses often and scatters 1 to 3 in, in six
    directions: the figure at the aim point is attacked after the token stays and after
    most of the 18 landings, yet the figures' roll is weighed once, and the token's once:
    each takes the runs that weighing it alone takes."""
    rolls = []
    attack_roll = bombard_module.attack_roll

    def counted(src, attack, defenses):
        rolls.append((attack, tuple(defenses)))
        return attack_roll(src, attack, defenses)

    monkeypatch.setattr(bombard_module, "attack_roll", counted)
    spec = BombardSpec(load_token(None), attack=3, damage=1, defenses=(9,))
    with one_computation():
        dist = enumerate_outcomes(lambda src: bombard(src, spec), bombard_key)
    assert set(rolls) == {(3, (10,)), (3, (9,))}
    alone = {}
    for roll, read in (((3, (10,)), bombard_module._token_read),
                       ((3, (9,)), bombard_module._figures_read)):
        before = len(rolls)
        enumerate_outcomes(lambda src, roll=roll: counted(src, *roll), read)
        alone[roll] = len(rolls) - before
    assert alone[(3, (9,))] == 7  # a natural 2? a 12? at least 9? three runs, four answers
    assert rolls.count((3, (10,))) == 2 * alone[(3, (10,))]  # in the bombard, then alone
    assert rolls.count((3, (9,))) == 2 * alone[(3, (9,))]
    # stays on 2d6 + 3 >= 10 (7 or more, 21/36) or a natural 12 (counted among them)
    assert sum(p for k, p in dist.probs.items() if k.stays) == Fraction(21, 36)


def test_the_example_token_notes_name_the_fields_to_a_library_caller(muster):
    """The view names the spec's fields (token, defenses); the command line its options
    (--token, and --defense for defenses, from the command's table)."""
    from helpers import view_lines
    from muster import api

    lines = view_lines(api.roll(BombardSpec(load_token(None), 8, 2), dice=[5, 6]))
    assert any(line.endswith("give your own with token FILE") for line in lines)
    assert "no figures given (defenses D for each figure under the token)" in lines
    out = muster("scatter", "mk", "-a", "8", "-m", "2", "--dice", "5,6").out
    assert "give your own with --token FILE" in out
    assert "no figures given (--defense D for each figure under the token)" in out


def test_drivers_agree_and_the_odds_sum_to_one():
    spec = BombardSpec(load_token(None), 6, 2, (14, 16), ((0, 0), (1, 1)))
    dist = assert_drivers_agree(lambda src: bombard(src, spec), bombard_key, (1, 2, 3))
    assert sum(dist.probs.values()) == 1
