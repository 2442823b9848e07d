"""The constant bounds of what muster takes (`muster.limits`, docs/architecture.md "Ranges:
on the parameter or in the spec"): each is declared on its option, so click refuses a value
outside it naming the option, in one line in English and in Czech, and the help shows the
range; the spec keeps the same bound for a library caller, naming its field."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error
from muster.errors import RangeError

# (the command line with the value out of range, the option click names, the range as
# click writes it in English, in Czech words)
REFUSED = [
    (("roll", "wm", "storm", "--count", "101"), "--count' / '-k", "1<=x<=100", "1 až 100"),
    (("roll", "wm", "storm", "--count", "0"), "--count' / '-k", "1<=x<=100", "1 až 100"),
    (("scatter", "wm", "--edge-cm", "-1"), "--edge-cm", "0<=x<=10000", "0 až 10 000"),
    (("scatter", "conf", "--mov", "10", "--edge-cm", "10001"), "--edge-cm", "0<=x<=10000",
     "0 až 10 000"),
    (("scatter", "any", "--distance", "2", "--radius", "1000001"), "--radius",
     "0<=x<=1000000", "0 až 1 000 000"),
    (("scatter", "any", "--distance", "2", "--radius", "2", "--base", "-1"), "--base",
     "0<=x<=1000000", "0 až 1 000 000"),
    (("wound", "void", "--fall", "100001"), "--fall", "0<=x<=100000", "0 až 100 000"),
    (("wound", "void", "--weapon", "sword", "--targets", "51"), "--targets", "1<=x<=50",
     "1 až 50"),
]


def _czech_option(option: str) -> str:
    return " / ".join(f"„{o}“" for o in option.split("' / '"))


@pytest.mark.parametrize(("args", "option", "english", "czech"), REFUSED)
def test_a_value_out_of_its_options_range_is_refused_naming_the_option(
        muster, args, option, english, czech):
    value = args[-1]
    assert_one_line_error(muster(*args), f"invalid value for '{option}': {value} is not in "
                                         f"the range {english}")
    run = muster("--lang", "cs", *args)
    assert_one_line_error(run)
    shown = value.replace("-", "\u2212")
    shown = f"{int(shown):,}".replace(",", "\u00a0") if shown.isdigit() else shown
    assert run.err.startswith(f"muster: chyba: neplatná hodnota pro {_czech_option(option)}: "
                              f"{shown} je mimo povolený rozsah: "
                              f"{czech.replace(' 000', chr(0xa0) + '000')} (viz „muster "), \
        run.err


@pytest.mark.parametrize(("args", "option", "english", "czech"), REFUSED)
def test_the_help_the_refusal_points_at_shows_the_range(muster, args, option, english, czech):
    pointer = muster(*args).err.rsplit("(see 'muster ", 1)[1].split("'")[0].split()
    if args[:2] == ("scatter", "any"):  # (its refusal points at the scatter group's help)
        pointer = ["scatter", "any", "--help"]
    run = muster(*pointer)
    assert run.code == 0
    assert english in run.out, run.out


def _spec_refuses(build, field: str, value: float, low: float, high: float | None) -> None:
    with pytest.raises(RangeError) as err:
        build(value)
    assert (err.value.field, err.value.value, err.value.low, err.value.high) == \
        (field, value, low, high)
    assert str(err.value).startswith(f"{field} must be "), str(err.value)


def test_the_specs_keep_their_bounds_for_a_library_caller():
    from muster.engine.scatter_generic import GenericSpec
    from muster.games.confrontation.flight import FlightSpec
    from muster.games.void.athletics import AthleticsSpec
    from muster.games.void.attack import AttackSpec
    from muster.games.void.fall import FallSpec
    from muster.games.void.volley import VolleySpec
    from muster.games.warmaster.driveback import DriveBackSpec
    from muster.games.warmaster.storm import StormSpec

    _spec_refuses(StormSpec, "count", 101, 1, 100)
    _spec_refuses(StormSpec, "count", 0, 1, 100)
    _spec_refuses(FallSpec, "fall", 100_001, 0, 100_000)
    _spec_refuses(lambda h: AthleticsSpec("climb", 10, height=h), "height", -1, 0, 100_000)
    _spec_refuses(lambda cm: DriveBackSpec(edge_cm=cm), "edge_cm", 10_001, 0, 10_000)
    _spec_refuses(lambda cm: FlightSpec(10, edge_cm=cm), "edge_cm", -1, 0, 10_000)
    _spec_refuses(lambda r: GenericSpec("2", "d12", 0, r, 0, None, "in"), "radius",
                  1_000_001, 0, 1_000_000)
    _spec_refuses(lambda d: GenericSpec(str(d), "d12", 0, 0, 0, None, "in"), "distance",
                  2_000_000, 0, 1_000_000)
    _spec_refuses(lambda n: VolleySpec(AttackSpec("sword"), n), "targets", 51, 1, 50)
