"""The exact side of a rule: the distribution of its outcome and what else its odds view
weighs (`distribution`, `weighed`), and ``--odds``, a spec's exact odds under the bounds of
one command (`odds`, `weigh`).

Only a path that weighs imports this module: the command layer's runner for ``--odds``
(`muster.rolling.run`), a deck's chance of a card, the luck a battle records with a roll
(`muster.battle.record`) and the Python API (`muster.api`). So it imports the exact driver
at its top, and a plain roll, a help or a battle shown never loads it. A rule's own exact
form (``exact=``, and ``places=``: `muster.engine.placing_odds`) is a module named on the
rule, imported here when that rule is weighed.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable
from typing import Any, NoReturn, TypeVar, cast

from muster.engine import work
from muster.engine.dice import Source
from muster.engine.distribution import Distribution
from muster.engine.odds import enumerate_outcomes, one_computation
from muster.engine.render import Result
from muster.engine.rule import Rule, odds_view_for, rule_of
from muster.engine.run import ODDS, TIMES, Options
from muster.engine.watch import record
from muster.errors import MusterError
from muster.i18n import say
from muster.text import grouped

PLACING = "muster.engine.placing_odds"  # the exact form of every rule registered places=

# what a rule's odds become: a result to print, or the distribution itself for a command
# that sets several side by side (`weigh`)
V = TypeVar("V")
T = TypeVar("T")


def distribution(rule: Rule, spec: Any) -> Distribution:
    """The exact distribution of the rule's outcome for ``spec``: its exact form where it
    has one, else the walk of its procedure (what ``--odds`` shows, `muster.api.odds`)."""
    exact = _exact_form(rule, spec)
    if exact is not None:
        return cast(Distribution, exact())
    return enumerate_outcomes(rule.procedure(spec), rule.odds_key or rule.key)


def weighed(rule: Rule, spec: Any) -> dict[str, Distribution]:
    """The exact distributions of the rule's ``weighs`` for ``spec``, by name: what its odds
    view shows besides the outcome's. Inside one computation (`one_computation`) they reuse
    what the outcome's walk weighed."""

    def bound(proc: Callable[[Any, Any], Hashable]) -> Callable[[Source], Hashable]:
        return lambda src: proc(src, spec)

    return {name: enumerate_outcomes(bound(proc), _itself) for name, proc in rule.weighs}


def _exact_form(rule: Rule, spec: Any) -> Callable[[], Any] | None:
    """The rule's exact form for ``spec``, where it has one: its module's ``exact(spec)``
    (``exact=``), or who takes each place (``places=``)."""
    if rule.places is not None:
        places = rule.places
        # by name: only a rule that places needs it (and the roll-offs it reads)
        return lambda: importlib.import_module(PLACING).placing_odds(places(spec))
    if rule.exact is not None:
        named = rule.exact
        return lambda: importlib.import_module(named).exact(spec)
    return None


def odds(spec: object, opts: Options) -> Result:
    """``--odds``: the exact odds of a spec's outcome, shown by its rule's odds view with
    what else the rule weighs (`weighed`, in the outcome's computation)."""
    found = rule_of(spec)
    opts.check()
    shown = odds_view_for(spec)
    if shown is None:
        _no_odds()

    def view(dist: Distribution) -> Any:
        return shown(spec, dist, **weighed(found, spec))

    return cast(Result, _weighed(found, spec, view))


def weigh(spec: object, opts: Options) -> Distribution:
    """The exact distribution of a spec's outcome, for a command that sets several side by
    side (`muster.engine.odds_tables.compare_odds`): weighed as ``--odds`` weighs it
    (counted against the command's bound of outcomes, recorded for a chart)."""
    found = rule_of(spec)
    opts.check()
    return _weighed(found, spec, _itself)


def _itself(value: T) -> T:
    """A value as it is: a procedure's outcome as its own key, a distribution as its view."""
    return value


def _weighed(found: Rule, spec: object, view: Callable[[Distribution], V]) -> V:
    return _exact(found.procedure(spec), found.odds_key or found.key, view,
                  _exact_form(found, spec), found.odds_label or found.label,
                  found.series(spec) if found.series is not None else None, spec)


def _exact(proc: Callable[[Source], Any], key: Callable[[Any], Hashable],
           view: Callable[[Distribution], V] | None, exact: Callable[[], Any] | None,
           label: str, name: str | None = None, spec: object | None = None) -> V:
    """``--odds``: the exact form where there is one, else the walk of ``proc`` grouped by
    ``key``, shown by ``view``. Every command's odds pass here (tests check them against
    brute force by watching this one function); each distribution is recorded for a front
    end that compares or draws a command's odds (`muster.engine.watch`), with ``label``
    (what its outcome is), ``name`` (its series, where the command names one) and ``spec``."""
    if exact is not None:
        answer = exact()
        if not isinstance(answer, Distribution):  # an exact form that is its own view
            return cast(V, answer)
        _count_outcomes(answer.size())
        record(answer, label, name, spec)
        return view(answer) if view is not None else cast(V, answer)
    if view is None:
        _no_odds()
    with one_computation():  # the view reuses what the walk weighed (an opposed round)
        dist = enumerate_outcomes(proc, key)
        _count_outcomes(dist.size())
        record(dist, label, name, spec)
        return view(dist)


def expect_outcomes(n: int) -> None:
    """Refuse up front exact odds that may hold ``n`` outcomes (a bound known before any
    walk: several expressions side by side) when that is past what the command may still
    compute (`work.MAX_OUTCOMES`)."""
    spent = work.ledger()
    if spent.outcomes + n > work.MAX_OUTCOMES:
        raise MusterError(say("the exact odds of this command may hold {n} outcomes in all; "
                              "one command computes at most {most} (compare fewer at once, "
                              "or use {times} N)", n=grouped(spent.outcomes + n),
                              most=grouped(work.MAX_OUTCOMES), times=TIMES))


def _count_outcomes(n: int) -> None:
    """The exact distributions of one command hold at most `work.MAX_OUTCOMES` outcomes in
    all (several expressions side by side share the bound): refused once past it."""
    spent = work.ledger()
    spent.outcomes += n
    if spent.outcomes > work.MAX_OUTCOMES:
        raise MusterError(say("the exact odds of this command hold {n} outcomes in all; one "
                              "command computes at most {most} (compare fewer at once, or "
                              "use {times} N)", n=grouped(spent.outcomes),
                              most=grouped(work.MAX_OUTCOMES), times=TIMES))


def _no_odds() -> NoReturn:
    raise MusterError(say("{odds} is not available here; use {times} N", odds=ODDS,
                          times=TIMES))
