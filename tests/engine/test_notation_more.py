"""The notation players type into other dice tools and the Czech one (issue 18): each form
rolls, reads entered dice, and has exact odds equal to a brute force over the dice."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from helpers import assert_one_line_error
from muster.engine.dice import EnteredSource
from muster.engine.notation import parse


def _odds(text: str) -> dict:
    dist = parse(text).distribution()
    assert dist.exact
    return dist.probs


def _brute(faces, n, value) -> dict:
    """key -> chance of ``value(roll)`` over every roll of n dice with ``faces``."""
    out: dict = {}
    for roll in itertools.product(faces, repeat=n):
        v = value(roll)
        out[v] = out.get(v, 0) + Fraction(1, len(faces) ** n)
    return out


D6 = range(1, 7)


@pytest.mark.parametrize("czech,english", [("3k6", "3d6"), ("2k6+1", "2d6+1"), ("k20", "d20"),
                                           ("k%", "d%"), ("4k6kh3", "4d6kh3"), ("kF", "dF")])
def test_czech_k_is_d(czech, english):
    assert _odds(czech) == _odds(english)
    roll = parse(czech).roll(EnteredSource(["1"] * 4))
    assert roll.total == parse(english).roll(EnteredSource(["1"] * 4)).total


def test_fate_dice_are_minus_one_zero_plus_one():
    assert _odds("4dF") == _brute((-1, -1, 0, 0, 1, 1), 4, sum)
    assert parse("4dF").roll(EnteredSource(["-1", "0", "1", "1"])).total == 1


def test_d66_reads_tens_and_units():
    odds = _odds("d66")
    assert set(odds) == {10 * t + u for t in D6 for u in D6}
    assert all(p == Fraction(1, 36) for p in odds.values())
    assert parse("d66").roll(EnteredSource(["35"])).total == 35


def test_listed_faces():
    assert _odds("2d{0,0,1,1,2,3}") == _brute((0, 0, 1, 1, 2, 3), 2, sum)
    assert _odds("3d{-2,5,5}kh2") == _brute((-2, 5, 5), 3, lambda r: sum(sorted(r)[1:]))


def _reroll_brute(n: int, bad: set[int], once: bool) -> dict:
    """n d6 re-rolled on ``bad`` (once, or until good, as a brute force over the dice the
    notation would ask for, the unbounded case as its limit: a uniform good face)."""
    if once:
        one: dict = {}
        for a, b in itertools.product(D6, repeat=2):
            v = b if a in bad else a
            one[v] = one.get(v, 0) + Fraction(1, 36)
    else:
        good = [f for f in D6 if f not in bad]
        one = {f: Fraction(1, len(good)) for f in good}
    out: dict = {0: Fraction(1)}
    for _ in range(n):
        step: dict = {}
        for a, p in out.items():
            for b, q in one.items():
                step[a + b] = step.get(a + b, 0) + p * q
        out = step
    return out


def test_rerolls_until_good_and_once():
    assert _odds("4d6r1") == _reroll_brute(4, {1}, once=False)
    assert _odds("d6ro1") == _reroll_brute(1, {1}, once=True)
    assert _odds("3d6ro<3") == _reroll_brute(3, {1, 2}, once=True)
    assert _odds("2d6r1r2") == _reroll_brute(2, {1, 2}, once=False)


def test_rerolls_read_entered_dice_in_order(muster):
    out = muster("roll", "4d6r1", "--dice", "1,1,3,4,5,3", "--json").json
    assert out["total"] == 15
    assert out["groups"][0]["rerolled"] == [[1, 1], [], [], []]
    assert muster("roll", "d6ro1", "--dice", "1,1", "--json").json["total"] == 1


def test_products_division_and_parentheses():
    assert _odds("(1d6+1)*2") == {2 * (f + 1): Fraction(1, 6) for f in D6}
    assert _odds("3d6/2") == _brute(D6, 3, lambda r: sum(r) // 2)
    assert _odds("-1d6/4") == {0: Fraction(1, 2), -1: Fraction(1, 2)}  # toward zero
    assert _odds("1d6*1d6") == _brute(D6, 2, lambda r: r[0] * r[1])
    roll = parse("(2d6+1)*3-1").roll(EnteredSource(["3", "4"]))
    assert roll.total == (3 + 4 + 1) * 3 - 1


def test_a_total_against_a_number_is_yes_or_no(muster):
    assert _odds("(2d6+1)>=8") == {True: Fraction(7, 12), False: Fraction(5, 12)}
    out = muster("roll", "(2d6)>=8", "--dice", "4,5", "--json").json
    assert out["compare"] == {"op": ">=", "against": 8, "success": True}
    odds = muster("roll", "(3d6)<=10", "--odds", "--json").json
    assert odds["success"]["fraction"] == "1/2"


def test_compounding_and_thresholds_roll_the_chains(muster):
    assert muster("roll", "d6!!", "--dice", "6,6,2", "--json").json["groups"][0]["dice"] == [14]
    assert muster("roll", "d6!>=5", "--dice", "5,6,1", "--json").json["total"] == 12
    assert muster("roll", "3d6>=5!!", "--dice", "6,1,2,4", "--json").json["total"] == 1
    assert muster("roll", "3d6>=5!", "--dice", "6,5,2,4", "--json").json["total"] == 2


def _chains(hot: set[int], depth: int):
    """Every chain of a d6 exploding on ``hot``, up to depth throws, with its chance."""
    for k in range(depth):
        for throws in itertools.product(sorted(hot), repeat=k):
            for last in (f for f in D6 if f not in hot):
                yield (*throws, last), Fraction(1, 6 ** (k + 1))


def test_explosion_thresholds_weigh_every_chain():
    dist = parse("d6!>=5").distribution()
    brute: dict = {}
    for chain, p in _chains({5, 6}, 6):
        brute[sum(chain)] = brute.get(sum(chain), 0) + p
    for value in range(1, 30):  # a total under 30 comes from at most 6 throws (5 each or more)
        assert dist[value] == brute.get(value, 0)
    assert not dist.exact and dist.truncated < Fraction(1, 2**60)


def test_d6_explode_over_five_is_the_documented_change():
    """`d6!>5` explodes on a 6 (> 5) and counts nothing: the total of `d6!`."""
    a, b = parse("d6!>5").distribution(), parse("d6!").distribution()
    assert a.weights == b.weights and a.denom == b.denom


@pytest.mark.parametrize("args,needle", [
    (["roll", "2d6x3"], "column 4"),
    (["roll", "2d6+1>=8"], "parentheses"),
    (["roll", "3d6/0"], "zero"),
    (["roll", "(2d6"], "')'"),
    (["roll", "2d{1,2"], "closing brace"),
    (["roll", "d6r<7"], "for ever"),
    (["roll", "d6!>0"], "for ever"),
    (["roll", "4d6r1!"], "cannot be combined"),
    (["roll", "4d6kh1kl1"], "once"),
    (["roll", "d66", "--dice", "37"], "faces"),
    (["roll", "4dF", "--dice", "2,0,0,0"], "faces"),
])
def test_mistakes_are_one_line_naming_where(muster, args, needle):
    assert_one_line_error(muster(*args), needle)


def test_mistakes_in_czech(muster):
    run = muster("--lang", "cs", "roll", "2k6x3")
    assert run.code == 2 and "sloupci 4" in run.err


def _svg_lines(path):
    import xml.etree.ElementTree as ET

    root = ET.parse(path).getroot()  # well-formed, standalone
    ns = "{http://www.w3.org/2000/svg}"
    assert root.tag == f"{ns}svg"
    lines = root.findall(f"{ns}polyline")
    texts = [t.text for t in root.iter(f"{ns}text")]
    return lines, texts


def test_chart_draws_one_line_per_expression(muster, tmp_path):
    path = tmp_path / "odds.svg"
    assert muster("roll", "2d6", "3d6", "--odds", "--chart", str(path)).code == 0
    lines, texts = _svg_lines(path)
    assert len(lines) == 2 and "2d6" in texts and "3d6" in texts and "chance" in texts
    two = [tuple(map(float, p.split(","))) for p in lines[0].get("points").split()]
    assert len(two) == 11  # 2..12
    # 7 is the top of 2d6: the highest point (smallest y) of its line
    assert min(two, key=lambda xy: xy[1]) == two[5]


def test_chart_of_at_least_falls_from_certainty(muster, tmp_path):
    path = tmp_path / "ge.svg"
    assert muster("--lang", "cs", "roll", "3k6", "--odds", "--chart", str(path),
                  "--chart-of", "ge").code == 0
    lines, texts = _svg_lines(path)
    ys = [float(p.split(",")[1]) for p in lines[0].get("points").split()]
    assert ys == sorted(ys)  # at least 3 is certain, each next is less likely (lower)
    assert "aspoň" in texts and "součet" in texts


@pytest.mark.parametrize("args,needle", [
    (["roll", "2d6", "--chart", "x.svg"], "--odds"),
    (["roll", "2d6", "--odds", "--chart-of", "gt"], "eq, ge or le"),
    (["roll", "2d6", "--odds", "--chart", ""], "empty"),
])
def test_chart_mistakes(muster, args, needle):
    assert_one_line_error(muster(*args), needle)


def test_chart_refuses_a_folder_before_rolling(muster, tmp_path):
    assert_one_line_error(muster("roll", "2d6", "--odds", "--chart", str(tmp_path) + "/"),
                          "folder")
