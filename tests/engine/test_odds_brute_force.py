"""An independent check of the exact driver: every ``--odds`` equals brute force.

For small configurations of every rolling command, the command is run with ``--odds --json``
while the procedure it hands to `muster.rolling.run` is caught. That procedure is then
walked by brute force, as a tree of entered dice: one die at a time, every face of it, each
with chance 1 / sides, through the plain (entered / random) `Source` code, never the exact
driver's pools, binomials, tallies or funnels. A roll repeated until it counts
(``src.until``) is conditioned here on its own: its attempt is walked the same way, afresh at
every call (no memo), and the accepted outcomes are weighed by their chance given
acceptance. The brute-force distribution is put through the command's own odds view and
must give the very JSON (fractions included) the command printed.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from muster.engine import exact
from muster.engine.dice import Source
from muster.engine.die import MAX_CHAIN, ChainTooLong
from muster.engine.odds import Distribution

MAX_PATHS = 60_000  # a configuration here is small: its brute-force tree stays below this


class _NeedMore(Exception):
    def __init__(self, options):
        self.options = options  # [(value, chance)]


class BruteSource(Source):
    """Replays a path of chosen values; past its end, asks for the next die's faces.

    Only ``face`` and ``until`` are overridden: pools, funnels, chains and exploding dice are
    the plain `Source` ones, one die at a time, as the entered driver reads them."""

    def __init__(self, path: tuple):
        self.path = path
        self.step = 0

    def _choose(self, options):
        """The next value of the path; past its end, every option (``options()``: a list of
        (value, chance), made only then)."""
        if self.step < len(self.path):
            value = self.path[self.step]
            self.step += 1
            return value
        raise _NeedMore(options())

    def face(self, die):
        return self._choose(lambda: [(f, Fraction(1, die.sides)) for f in die.faces])

    def until(self, proc, spec, accept, reduce=lambda v: v):
        # deliberately no memo: the attempt is walked afresh each time its options are
        # needed (a replayed path already holds the value it chose)
        def options():
            whole = brute_force(lambda s: proc(s, spec), lambda v: v)
            grouped: dict = {}
            for value, p in whole.items():
                if accept(value):
                    k = reduce(value)
                    grouped[k] = grouped.get(k, 0) + p
            total = sum(grouped.values())
            assert total > 0
            return [(k, p / total) for k, p in grouped.items()]

        return self._choose(options), []


def brute_force(proc, key) -> dict:
    """key -> exact chance, walking every sequence of dice ``proc`` can ask for."""
    out: dict = {}
    stack: list[tuple[tuple, Fraction]] = [((), Fraction(1))]
    paths = 0
    while stack:
        path, p = stack.pop()
        paths += 1
        assert paths <= MAX_PATHS, "configuration too large for brute force"
        src = BruteSource(path)
        try:
            k = key(proc(src))
        except _NeedMore as more:
            stack.extend((path + (v,), p * q) for v, q in more.options if q)
            continue
        except ChainTooLong as e:  # pragma: no cover - a configuration here never gets that deep
            raise AssertionError(f"a chain past {MAX_CHAIN} dice in a brute-force walk") from e
        out[k] = out.get(k, 0) + p
    assert sum(out.values()) == 1
    return out


def _normal(obj):
    if isinstance(obj, Distribution):  # a view that hands the distribution on as it is
        return {"probs": obj.probs, "exact": obj.exact}
    return json.loads(json.dumps(obj.to_json()))


CASES = [
    # roll: notation
    ["roll", "2d6"],
    ["roll", "3d4+2"],
    ["roll", "2d6", "1d8"],
    ["roll", "4d6>=4"],
    ["roll", "4d4kh2"],
    ["roll", "3d6kl1"],
    ["roll", "3d4dl1"],
    ["roll", "3d4dh1"],
    ["roll", "d6+d4-1"],
    ["roll", "2d{0,1,1,2}kh1"],
    ["roll", "(1d4+1)*2-d3"],
    ["roll", "3d4/2"],
    ["roll", "d4ro1+d4ro<3"],
    ["roll", "(2d4)>=5"],
    ["roll", "2dF+1"],
    ["roll", "3k4kl2"],
    ["roll", "d66"],
    ["roll", "(2d4)>=5", "(1d6)>=4"],
    # roll: each game
    ["roll", "bl", "3"],
    ["roll", "bl", "2", "--target", "red", "--weapon", "crossbow", "--point-blank"],
    ["roll", "conf", "-v", "2", "-D", "9"],
    ["roll", "conf", "-v", "4", "-D", "6", "--penalty", "critical"],
    ["roll", "conf", "-v", "4", "-D", "6", "-D", "8", "-D", "10"],
    ["roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "5"],
    ["roll", "conf", "--value", "5", "--difficulty", "8", "--over", "--ability", "bravery"],
    ["roll", "conf", "--regeneration", "5", "--current", "critical"],
    ["roll", "conf", "--feat", "swim", "--mov", "10", "--res", "3"],
    ["roll", "conf", "--into-melee", "small:goblin", "--into-melee", "large",
     "--into-melee", "normal"],
    ["roll", "mk", "-a", "9", "-D", "16"],
    ["roll", "mk", "-a", "9", "-D", "14", "-D", "14", "-F", "0", "-F", "2"],
    ["roll", "mk", "--attack", "9", "--defense", "15", "--target-terrain", "elevated-hindering"],
    ["roll", "void", "--target", "8"],
    ["roll", "void", "--target", "8", "--spoiling"],
    ["roll", "wm", "--target", "5", "--count", "3"],
    ["roll", "wm", "cast", "--value", "5", "--runesmith", "--scroll"],
    ["roll", "wm", "cast", "--value", "6", "--staff"],
    ["roll", "wm", "cast", "--spell", "Storm of Stone", "--reroll"],
    ["roll", "wm", "command", "--value", "8", "--crown"],
    ["roll", "wm", "command", "--value", "8", "--orb"],
    ["roll", "wm", "command", "--value", "9", "--penalty", "1", "--helm"],
    ["roll", "wm", "gerroff"],
    ["roll", "wm", "gerroff", "--one-die"],
    ["roll", "wm", "rage", "--count", "3"],
    ["roll", "wm", "spellbind"],
    ["roll", "wm", "storm", "--count", "1", "--armour", "4"],
    # wound: each game
    ["wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "5"],
    ["wound", "wm", "--attacks", "2", "--to-hit", "4", "--armour", "5", "--reroll-one-save"],
    ["wound", "wm", "--attacks", "2", "--to-hit", "5", "--armour", "4", "--reroll-one-failed",
     "--shielding"],
    ["wound", "wm", "--attacks", "3", "--fortified", "--armour", "6", "--steadfast"],
    ["wound", "wm", "--attacks", "2", "--to-hit", "4", "--ignore-armour"],
    ["wound", "bl", "-a", "green", "--attacker-type", "mounted", "-w", "short-sword", "-t",
     "green", "--figures", "1", "--banners", "5", "--victory", "6"],
    ["wound", "bl", "--attacker-colour", "red", "--weapon", "long-sword", "--target-colour",
     "blue"],
    ["wound", "bl", "-a", "blue", "--attacker-type", "foot", "--moved-hexes", "1", "-w",
     "short-sword", "-t", "red"],
    ["wound", "conf", "--str", "13", "--res", "7"],
    ["wound", "conf", "--str", "12", "--res", "9", "--assassin"],
    ["wound", "conf", "--str", "10", "--res", "8", "--current", "light", "--hard-boiled"],
    ["wound", "conf", "--str", "10", "--res", "8", "--toxic", "6"],
    ["wound", "conf", "--str", "6", "--res", "9", "--current", "light", "--stunned"],
    ["wound", "conf", "exchange", "--att", "1", "--def", "1", "--str", "8", "--res", "9",
     "--attack-at", "7", "--back-att", "1", "--back-def", "1", "--back-str", "7",
     "--back-res", "8", "--back-at", "6"],
    pytest.param(["wound", "conf", "exchange", "--att", "1", "--def", "1", "--str", "8",
                  "--res", "9", "--attack-at", "7", "--back-att", "1", "--back-def", "1",
                  "--back-str", "7", "--back-res", "8", "--back-at", "6", "--back-stunned",
                  "--stunned"], marks=pytest.mark.slow),
    ["roll", "conf", "shoot", "--aim", "3", "--range", "medium", "--penalty", "light"],
    ["wound", "conf", "--melee", "--att", "1", "--attack-at", "7", "--def", "1", "--parries",
     "1", "--str", "6", "--res", "7"],
    pytest.param(["wound", "conf", "--melee", "--att", "2", "--attack-at", "7", "--attack-at",
                  "7", "--def", "2", "--parries", "1", "--str", "6", "--res", "7"],
                 marks=pytest.mark.slow),
    ["wound", "mk", "--attack", "10", "--damage", "3", "-D", "16", "--clicks-taken", "4",
     "--skull-at", "6"],
    ["wound", "mk", "--attack", "8", "--damage", "2", "-D", "17", "--formation-attack", "1",
     "--formation-damage", "1"],
    ["wound", "mk", "--attack", "9", "--damage", "2", "-D", "15", "-D", "16"],
    ["wound", "void", "--weapon", "sword", "--target-armor", "5"],
    ["wound", "void", "--weapon", "axe", "--special", "cleave", "--defence", "dodge",
     "--target-agility", "8", "--target-armor", "5"],
    ["wound", "void", "--weapon", "two-handed axe", "--strength", "12", "--target-armor", "8"],
    ["wound", "void", "--action", "grab", "--strength", "12", "--target-strength", "10",
     "--defence", "parry", "--target-cc", "8"],
    ["wound", "void", "--weapon", "shotgun", "--targets", "2", "--squad"],
    # siege-breach
    ["siege-breach", "wm", "--target", "gate", "--shots", "2", "--weapon", "stone-thrower"],
    ["siege-breach", "wm", "--target", "tower", "--breaches", "1", "--rams", "1"],
    ["siege-breach", "wm", "--target", "wall", "--damaged", "--hits", "2"],
    ["siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3", "--damage", "2",
     "--steep"],
    ["siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3", "--damage", "2",
     "--ranged", "--damage-this-turn", "1"],
    # scatter: each form
    ["scatter", "--distance", "2", "--direction", "d8", "--target", "2,0", "--radius", "0.5"],
    ["scatter", "--distance", "2d6", "--direction", "d6", "--hit-faces", "2", "--radius", "1.5"],
    ["scatter", "--distance", "2d6", "--direction", "d12", "--radius", "3", "--base", "1"],
    ["scatter", "bl", "--battle-dice", "3", "--morale", "frightened", "--room", "2"],
    ["scatter", "conf", "--mov", "12", "--courage", "4", "--fear", "8"],
    ["scatter", "wm"],
    ["scatter", "wm", "--one-die"],
    ["scatter", "mk", "--eliminated"],
    ["scatter", "mk", "-a", "8", "-m", "2", "-D", "16"],
    # a token that misses often and scatters up to 3 in: figures under it or not, two at once
    ["scatter", "mk", "-a", "3", "-m", "1", "-D", "9", "-D", "12", "--at", "0,0", "--at",
     "0,2.5"],
    ["scatter", "void"],
    # deploy-shuffle: the forms that roll
    ["deploy-shuffle", "mk", "dispute"],
    ["deploy-shuffle", "wm", "--method", "one-side", "--terrain", "dice", "--game-length"],
]


@pytest.fixture
def spy(monkeypatch):
    """Every --odds a command works out passes `muster.engine.exact._exact` (its procedure,
    its key, its odds view and its exact form, where it has one) or a rule's
    `muster.engine.exact.distribution` (`muster.api.odds`)."""
    calls: list[dict] = []
    real = exact._exact
    real_distribution = exact.distribution

    def spying(proc, key, view, form, *rest, **named):
        calls.append({"proc": proc, "key": key, "odds": view, "exact": form})
        return real(proc, key, view, form, *rest, **named)

    def spying_distribution(rule, spec):  # a rule's distribution, as muster.api.odds asks
        calls.append({"proc": rule.procedure(spec), "key": rule.odds_key or rule.key,
                      "odds": lambda dist: dist, "exact": exact._exact_form(rule, spec)})
        return real_distribution(rule, spec)

    monkeypatch.setattr(exact, "_exact", spying)
    monkeypatch.setattr(exact, "distribution", spying_distribution)
    return calls


@pytest.mark.parametrize("args", CASES, ids=lambda args: " ".join(args))
def test_odds_equal_brute_force(args, muster, spy):
    from muster.engine.odds import enumerate_outcomes

    got = muster(*args, "--odds", "--json")
    assert got.code == 0, got.err
    odds_calls = [c for c in spy if c.get("odds") is not None or c.get("exact") is not None]
    assert odds_calls, "the command computed its odds without muster.rolling.run"
    for call in odds_calls:
        key = call["key"]
        probs = brute_force(call["proc"], key)
        brute = _normal(call["odds"](Distribution(probs)))
        if call.get("exact") is not None:  # an exact form: a distribution, shown by the view
            answer = call["exact"]()
            engine = _normal(call["odds"](answer) if isinstance(answer, Distribution) else answer)
        else:
            engine = _normal(call["odds"](enumerate_outcomes(call["proc"], key)))
        assert engine == brute
    if len(odds_calls) == 1 and "probs" not in brute:
        printed = got.json
        printed.pop("schema_version", None)  # added by the renderer to every JSON document
        assert printed == brute


@pytest.mark.parametrize("spec", [
    dict(kind="long-jump", mov="10", res=3, bases=2, depth=8),
    dict(kind="high-jump", mov="10", res=2, height=3),
    dict(kind="high-jump", mov="7.5", res=3, height=2, abilities=("vivacity",)),
    dict(kind="plain", mov="12", difficulty=9, abilities=("hardened",)),
], ids=lambda d: d["kind"])
def test_feat_odds_equal_brute_force(spec):
    # a feat weighs its test as a stage, by what it reads from it, and the test's chain
    # whole; brute force rolls both die by die and reads the full test. (Chances
    # only: equally likely outcomes come in another order from this walk's stack.)
    from muster.engine.odds import enumerate_outcomes
    from muster.games.confrontation.feat import FeatSpec, _key, feat

    feat_spec = FeatSpec(**spec)
    exact = enumerate_outcomes(lambda src: feat(src, feat_spec), _key)
    assert exact.probs == brute_force(lambda src: feat(src, feat_spec), _key)


# ------------------------------------------------------------------ weighed once
# A stage (``src.stage``, ``src.until(proc, spec, ...)``) is weighed once per computation: it
# must never hand one configuration the odds of another. Each pair below differs in one
# input; the second's odds must be the same before and after the first's.

MELEE = ["wound", "conf", "--melee", "--att", "3", "--attack-at", "7", "--attack-at", "8",
         "--def", "3", "--parries", "1", "--str", "6", "--res", "7"]


def _swap(args, option, value):
    out = list(args)
    out[out.index(option) + 1] = value
    return out


MEMO_PAIRS = [
    (MELEE, _swap(MELEE, "--str", "9")),
    (MELEE, _swap(MELEE, "--res", "5")),
    (MELEE, _swap(MELEE, "--att", "4")),
    (MELEE, _swap(MELEE, "--def", "4")),
    (MELEE, _swap(MELEE, "--parries", "2")),
    (MELEE, _swap(MELEE, "--attack-at", "9")),
    (MELEE, MELEE + ["--current", "light"]),
    (MELEE, MELEE + ["--assassin"]),
    (MELEE, MELEE + ["--hard-boiled"]),
    (MELEE, MELEE + ["--attacker-penalty", "light"]),
    (["roll", "conf", "--into-melee", "small", "--into-melee", "large"],
     ["roll", "conf", "--into-melee", "small", "--into-melee", "large", "--into-melee", "normal"]),
    (["deploy-shuffle", "wm", "--method", "one-side"],
     ["deploy-shuffle", "wm", "--method", "one-side", "--terrain", "dice", "--game-length"]),
]


@pytest.mark.parametrize("first,second", MEMO_PAIRS,
                         ids=[" ".join(b) for _, b in MEMO_PAIRS])
def test_odds_do_not_depend_on_what_was_worked_out_before(first, second, muster):
    alone = muster(*second, "--odds", "--json")
    assert alone.code == 0, alone.err
    before = muster(*first, "--odds", "--json")
    assert before.code == 0, before.err
    assert before.json != alone.json  # the pair really differs
    after = muster(*second, "--odds", "--json")
    assert after.json == alone.json
