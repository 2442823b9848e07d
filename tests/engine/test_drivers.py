"""The dice engine: three drivers agree, limits hold, entered dice are checked."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import ok_json
from muster.engine.dice import EnteredSource, RandomSource
from muster.engine.die import split_dice
from muster.engine.odds import enumerate_outcomes
from muster.errors import DiceError, LimitError


def two_d6_sum(src):
    return src.d(6) + src.d(6)


def test_exact_driver_gives_the_known_2d6_distribution():
    dist = enumerate_outcomes(two_d6_sum, key=lambda t: t)
    assert dist[7] == Fraction(6, 36)
    assert dist[2] == Fraction(1, 36)
    assert sum(dist.probs.values()) == 1
    assert dist.exact


def test_exact_d_rolls_each_number_of_sides_as_its_own_die():
    """`ExactSource.d` builds a numbered die's choice once per number of sides: a d6 and
    a d8 in one procedure (and a d6 again, in another walk) each weigh their own faces."""
    dist = enumerate_outcomes(lambda s: (s.d(6), s.d(8), s.d(6)), key=lambda t: t)
    assert len(dist.probs) == 6 * 8 * 6
    assert set(dist.probs.values()) == {Fraction(1, 288)}
    assert enumerate_outcomes(lambda s: s.d(6), key=lambda t: t).probs == \
        {face: Fraction(1, 6) for face in range(1, 7)}


@pytest.mark.parametrize("sides", [0, 10**9])
def test_exact_d_refuses_a_die_numbered_refuses(sides):
    with pytest.raises(LimitError):
        enumerate_outcomes(lambda s: s.d(sides), key=lambda t: t)


def test_pool_views_weigh_like_sequences():
    seq = enumerate_outcomes(lambda s: s.d(6) + s.d(6) + s.d(6), key=lambda t: t)
    pooled = enumerate_outcomes(lambda s: s.pool(3, 6).total(), key=lambda t: t)
    multiset = enumerate_outcomes(lambda s: sum(s.pool(3, 6).values), key=lambda t: t)
    assert seq.probs == pooled.probs == multiset.probs


def test_count_view_is_binomial():
    dist = enumerate_outcomes(lambda s: s.pool(30, 6).count(lambda v: v >= 4), key=lambda k: k)
    assert dist[15] == Fraction(155117520, 2**30)  # C(30,15) / 2^30


def test_keep_highest_matches_hand_count():
    # 2d20 keep highest: P(max = 20) = 1 - (19/20)^2 = 39/400
    dist = enumerate_outcomes(lambda s: max(s.pool(2, 20).values), key=lambda k: k)
    assert dist[20] == Fraction(39, 400)


def test_entered_source_consumes_in_order_and_refuses_leftovers():
    src = EnteredSource(["3", "6"])
    assert src.d(6) == 3 and src.d(6) == 6
    src.finish()
    src = EnteredSource(["3", "6", "2"])
    src.d(6)
    with pytest.raises(DiceError, match="too many dice"):
        src.finish()


def test_many_dice_left_over_are_counted_in_the_language_shown():
    """The list of left-over dice stops at ten and counts the rest; an error raised in
    English and shown in Czech counts them in Czech (its words are made when shown)."""
    from muster.i18n import set_lang, shown

    src = EnteredSource([str(1 + i % 6) for i in range(1013)])
    src.d(6)
    with pytest.raises(DiceError) as raised:
        src.finish()
    assert str(raised.value).endswith("(left over: 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, ... 1,002 more)")
    set_lang("cs")
    try:
        assert shown(raised.value.message).endswith(
            "(navíc: 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, ... další: 1\u00a0002)")
    finally:
        set_lang("en")


def test_unused_dice_say_why_nothing_was_rolled():
    """Dice entered where the rules roll nothing say so (with the rule's
    reason when it gives one), not only "too many dice ... used 0"; a left-over token that is
    no die at all is named as such."""
    src = EnteredSource(["5"])
    with pytest.raises(DiceError, match=r"^no die is rolled here: the rules need no roll"):
        src.finish()
    src = EnteredSource(["5", "2"])
    src.no_roll("the target is out of range")
    with pytest.raises(DiceError, match=r"^no die is rolled here: the target is out of range; "
                                        r"the dice entered are left over \(5, 2\)$"):
        src.finish()
    src = EnteredSource(["3", "x"])
    src.d(6)
    with pytest.raises(DiceError, match=r"^die 2: 'x' is not a number"):
        src.finish()
    src = EnteredSource(["3", "9"])  # a number: too many, whatever die it was meant for
    src.d(6)
    with pytest.raises(DiceError, match="too many dice"):
        src.finish()


@pytest.mark.parametrize(("args", "reason"), [
    (("roll", "conf", "shoot", "--aim", "3", "--distance", "50", "--reach", "15,30,45"),
     "the target is beyond the weapon's long range (45 cm), so the shot fails"),
    (("roll", "conf", "shoot", "--aim", "3", "--range", "short", "--shooter-level", "0",
      "--target-level", "2"), "a shot across more than one altitude level is not allowed"),
    (("deploy-shuffle", "wm", "--units", "orcs=7", "--units", "elves=5"),
     "orcs has more units (7 to 5) and places first"),
    (("scatter", "conf", "--mov", "10", "--edge-cm", "4.5"),
     "no Courage and Fear are given, so no Courage test is rolled"),
    (("roll", "wm", "door", "--troop", "infantry", "--stands", "4"),
     "a small door is passed by counting stands"),
    (("wound", "void", "fall", "--fall", "3"), "a fall's damage follows from its height alone"),
])
def test_rules_that_roll_nothing_give_their_reason(muster, args, reason):
    run = muster(*args, "--dice", "5")
    assert run.code == 2
    assert run.err.startswith(f"muster: error: no die is rolled here: {reason}"), run.err
    assert run.err.rstrip().endswith("the dice entered are left over (5)")
    czech = muster("--lang", "cs", *args, "--dice", "5")
    assert czech.err.startswith("muster: chyba: tady se nehází: "), czech.err
    # its own reason, which says 'nehází' once
    assert "pravidla tu žádný hod nevyžadují" not in czech.err
    assert czech.err.count("nehází") == 1, czech.err
    assert "zadané kostky jsou navíc (5)" in czech.err


def test_entered_source_refuses_missing_and_impossible_dice():
    with pytest.raises(DiceError, match="too few dice"):
        EnteredSource(["3"]).pool(2, 6)
    with pytest.raises(DiceError, match="cannot be rolled on a d6"):
        EnteredSource(["7"]).d(6)
    with pytest.raises(DiceError, match="not a number"):
        EnteredSource(["x"]).d(6)


def test_split_dice_accepts_commas_and_repeats():
    assert split_dice(["3,6", "4", "1 2"]) == ["3", "6", "4", "1", "2"]
    assert split_dice(["3, 6, 4", "5 6,1"]) == ["3", "6", "4", "5", "6", "1"]
    # between commas a symbol of several words is one die, as the rulebook names the face
    assert split_dice(["meč na štítu,vlajka", "mana"]) == ["meč na štítu", "vlajka", "mana"]
    assert split_dice(["green helmet"]) == ["green", "helmet"]  # no comma: words are dice


def test_random_source_is_reproducible_with_a_seed():
    a = [RandomSource(42).d(20) for _ in range(5)]
    b = [RandomSource(42).d(20) for _ in range(5)]
    assert a == b


def test_limits_refuse_instantly():
    with pytest.raises(LimitError, match="1000 sides"):
        RandomSource(1).d(1001)
    with pytest.raises(LimitError, match="10000 dice"):
        RandomSource(1).pool(10_001, 6)


def test_open_ended_chain_past_the_limit_is_refused():
    class AlwaysSix(RandomSource):
        def face(self, die):
            return die.faces[-1]

    with pytest.raises(LimitError, match="past 100 dice"):
        AlwaysSix(1).chain(6, lambda d: d[-1] == 6)


def test_exact_driver_counts_chains_past_the_limit_as_truncated():
    dist = enumerate_outcomes(lambda s: sum(s.chain(6, lambda d: d[-1] == 6)), key=lambda t: t)
    assert not dist.exact
    assert dist.truncated == Fraction(1, 6**100)
    assert dist[7] == Fraction(1, 36)  # 6 then 1


def test_convolutions_too_large_are_refused_before_any_work():
    from muster.engine.choices import convolve

    with pytest.raises(LimitError, match="too large"):
        convolve({f: 1 for f in range(1, 1001)}, 1000, 1000, "1000 d1000")


def test_a_walk_past_its_work_budget_is_refused_naming_times(monkeypatch):
    """The budget counts units (runs, choices replayed, options pushed), not seconds: a walk
    the estimate let through still stops at the limit, with the line naming --times."""
    import muster.engine.odds as odds

    monkeypatch.setattr(odds, "_estimate", lambda *a: None)
    monkeypatch.setattr(odds, "MAX_WORK", 500)
    with pytest.raises(LimitError, match="use times N"):
        enumerate_outcomes(lambda s: [s.d(6) for _ in range(8)], key=lambda r: sum(r))


def test_the_work_budget_is_the_same_on_every_run():
    """Two computations of the same request spend the same units, whatever ran before."""
    import muster.engine.odds as odds

    spent = []
    # the second and third walks run every path again, the first reuses the estimate's
    # runs: the units are the same
    for reused in (True, False, False):
        budget = odds.Budget()
        token = odds._BUDGET.set(budget)
        try:
            met: dict = {}
            odds._estimate(lambda s: (s.d(6), s.d(6)), sum, budget, met)
            odds._walk(lambda s: (s.d(6), s.d(6)), sum, budget, met if reused else {})
        finally:
            odds._BUDGET.reset(token)
        spent.append(budget.spent)
    assert spent[0] == spent[1] == spent[2] > 36


def test_exact_odds_never_read_a_clock(monkeypatch):
    """Whether --odds answers depends on the request only: with every clock running a
    thousand seconds a call, the same request still answers and the same refusal stands."""
    import time

    ticks = iter(range(0, 10**12, 1000))
    for clock in ("process_time", "perf_counter", "monotonic", "time"):
        monkeypatch.setattr(time, clock, lambda: float(next(ticks)))
    assert enumerate_outcomes(lambda s: s.pool(10000, 6).count(lambda v: v >= 4),
                              key=lambda k: k).exact
    with pytest.raises(LimitError, match="use times N"):
        enumerate_outcomes(lambda s: [s.d(6) for _ in range(12)], key=lambda r: sum(r))


def test_a_user_data_file_replaces_the_bundled_one(tmp_path, muster, monkeypatch):
    """RULINGS 13: the battle die's faces come from outside the seed, so a user may replace
    them. Doubling the blue helmet (instead of lore) makes a short sword hit a blue foot
    unit on blue or bonus: 3 faces of 6 = 1/2 (1/3 with the bundled die). (Every cached
    table is forgotten whenever the folder changes: a process reads its data once.)"""
    from engine.test_data import clear_caches
    from muster.engine import data

    with open(data.bundled_file("battlelore", "combat"), encoding="utf-8") as fh:
        text = fh.read()
    faces = 'faces = ["green", "blue", "red", "bonus", "flag", "lore"]'
    assert faces in text
    (tmp_path / "battlelore").mkdir()
    user_file = tmp_path / "battlelore" / "combat.toml"
    # only what changes: the rest of the bundled file still applies
    user_file.write_text("[die]\n" + faces.replace('"lore"', '"blue"') + "\n", encoding="utf-8")

    def run(*args, data_dir=None):
        if data_dir:
            monkeypatch.setenv("MUSTER_DATA", str(data_dir))
        else:
            monkeypatch.delenv("MUSTER_DATA", raising=False)
        clear_caches()
        return muster(*args)

    args = ("roll", "bl", "1", "--target", "blue", "--weapon", "short-sword",
            "--target-type", "foot", "--odds", "--json")

    def hit(done):
        assert done.code == 0, done.err
        return {r["value"]: r["fraction"] for r in done.json["distribution"]}[1]

    try:
        assert hit(run(*args)) == "1/3"
        assert hit(run(*args, data_dir=tmp_path)) == "1/2"
        user_file.write_text("faces = [", encoding="utf-8")
        broken = run("roll", "bl", "1", data_dir=tmp_path)
        assert broken.code == 2
        assert broken.err.count("\n") == 1 and "combat.toml" in broken.err
    finally:
        monkeypatch.delenv("MUSTER_DATA", raising=False)
        clear_caches()


def test_times_orders_numbers_numerically_then_labels():
    from muster.engine.run import Summary

    results = [6, 12, "automatic failure", 6, 9]
    summary = Summary(key=lambda r: r, label="total", seed=1, asked=len(results))
    for r in results:
        summary.add(r)
    assert summary.ordered() == [6, 9, 12, "automatic failure"]


def test_times_json_names_compound_outcomes():
    """--times keys that are tuples of facts keep their structure in JSON and add the
    label they print as; a named tuple becomes an object."""
    from typing import NamedTuple

    from muster.engine.run import _json_outcome

    class Key(NamedTuple):
        hits: int
        destroyed: bool

    class Label(tuple):
        def __str__(self):
            return f"{self[0]} lost"

    assert _json_outcome(Key(2, False), 1, 4) == {
        "value": {"hits": 2, "destroyed": False}, "count": 1, "share": 0.25,
        "label": "Key(hits=2, destroyed=False)"}
    labelled = _json_outcome(Label((3, True)), 2, 4)
    assert list(labelled["value"]) == [3, True] and labelled["label"] == "3 lost"
    assert _json_outcome(7, 1, 2) == {"value": 7, "count": 1, "share": 0.5}


@pytest.mark.parametrize("args", [
    ("roll", "wm", "door", "--troop", "infantry", "--stands", "4"),
    ("roll", "wm", "door", "--troop", "infantry", "--stands", "4", "--seed", "7"),
    ("wound", "void", "fall", "--fall", "3", "--target-size", "2"),
])
def test_a_result_with_nothing_rolled_carries_no_seed(muster, args):
    body = ok_json(muster, *args)
    assert "seed" not in body


def test_the_seed_is_kept_only_when_something_was_rolled(muster):
    # travel at the standard pace rolls no fatigue; at the fast pace it rolls each hour
    assert ok_json(muster, "wound", "void", "travel", "--pace", "standard",
                   "--km", "10")["seed"] is None
    fast = ok_json(muster, "wound", "void", "travel", "--pace", "fast", "--km", "10", "--seed",
                   "5")
    assert fast["seed"] == 5
    assert ok_json(muster, "roll", "2d6", "--seed", "3")["seed"] == 3
