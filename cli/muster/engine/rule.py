"""A rule in four parts, and the registry that joins them.

* **Spec**: a frozen dataclass of checked domain values (no option names). It is hashable,
  so it is also what the exact driver memoises a rule by.
* **Procedure**: ``proc(src, spec) -> result``, written once against the dice `Source`.
* **Result**: a frozen dataclass; ``to_json()`` derives from its fields (`JsonResult`).
* **View**: the terminal text and the odds table, in ``games/<game>/views.py``, the only
  place with markup and translation (`view`, `odds_view`).

A game registers each procedure for its spec type with `rule`; the command layer's
``muster.rolling.run`` then rolls any spec with the driver the options ask for (rolled by
`muster.engine.run`, weighed by `muster.engine.exact`), and `muster.api` does the same for
a Python caller::

    @dataclass(frozen=True)
    class TargetSpec:
        target: int
        count: int = 1

    @rule(TargetSpec, key=lambda r: r.successes, label=N_("successes"))
    def target_roll(src: Source, spec: TargetSpec) -> TargetRoll: ...
"""

from __future__ import annotations

import dataclasses
import importlib
import keyword
import os
import sys
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from muster.engine.frozen import frozen
from muster.engine.typed import guard

if TYPE_CHECKING:
    from muster.engine.dice import Source
    from muster.engine.rolloff import Placing

S = TypeVar("S")
R = TypeVar("R")


@frozen
class Rule:
    """One procedure and how its outcomes are grouped.

    ``key`` names what matters about one result (it groups ``--odds`` and ``--times``);
    ``label`` is the key's name; ``odds_key``, when the odds show less than ``--times``,
    is the key the exact driver weighs, and ``odds_label`` its name (else ``label``: a
    BattleLore roll's --times counts faces, its odds one face's count); ``exact``, where
    given, names the module of the rule's exact form, whose ``exact(spec)`` is the exact
    distribution of the key built from the procedure's own parts (a name, so that only
    the exact side, `muster.engine.exact`, imports it); ``places(spec)``, where given, is
    the `Placing` the procedure orders, whose exact form is who takes each place;
    ``weighs`` names further procedures of the rule, ``proc(src, spec) -> key``,
    whose distributions its odds view shows beside the outcome's (one round of an opposed
    roll), handed to the view by name; ``series(spec)`` names the spec's distribution
    where a command sets several side by side (an expression's text: a chart's series)."""

    spec: type
    proc: Callable[[Any, Any], Any]
    key: Callable[[Any], Hashable]
    label: str = "outcome"
    odds_key: Callable[[Any], Hashable] | None = None
    exact: str | None = None
    odds_label: str | None = None
    weighs: tuple[tuple[str, Callable[[Any, Any], Hashable]], ...] = ()
    series: Callable[[Any], str] | None = None
    places: Callable[[Any], Placing] | None = None

    def procedure(self, spec: Any) -> Callable[[Source], Any]:
        """The procedure bound to one spec: what a driver runs."""
        proc = self.proc
        return lambda src: proc(src, spec)


_RULES: dict[type, Rule] = {}


def rule(spec: type, *, key: Callable[[Any], Hashable], label: str = "outcome",
         odds_key: Callable[[Any], Hashable] | None = None,
         exact: str | None = None,
         places: Callable[[Any], Placing] | None = None,
         odds_label: str | None = None,
         weighs: dict[str, Callable[[Any, Any], Hashable]] | None = None,
         series: Callable[[Any], str] | None = None,
         ) -> Callable[[Callable[[Any, S], R]], Callable[[Any, S], R]]:
    """Register the decorated procedure as the rule for ``spec`` (a spec type has one).
    ``exact`` names the module of its exact form (`Rule`). ``places(spec)``, for a rule
    whose outcome is the order of independent parts (the procedure rolls it with
    `muster.engine.rolloff.place`), makes its exact form who takes each place, derived
    from those parts (`muster.engine.placing_odds`).
    ``weighs`` names the rule's own further procedures ``proc(src, spec) -> key`` whose
    exact distributions the engine hands the odds view, by name, beside the outcome's
    (`muster.engine.exact.weighed`): a view never runs the exact driver itself."""

    def register(proc: Callable[[Any, S], R]) -> Callable[[Any, S], R]:
        if spec in _RULES and _RULES[spec].proc is not proc:
            raise TypeError(f"{spec.__name__} already has a rule")
        guard(spec)  # its fields of their declared types, checked as one is made
        _RULES[spec] = Rule(spec, proc, key, label, odds_key, exact, odds_label,
                            tuple((weighs or {}).items()), series, places)
        return proc

    return register


def registered() -> list[type]:
    """The spec types that have a rule (of the modules imported so far)."""
    return list(_RULES)


def rule_for(spec: object) -> Rule | None:
    """The rule registered for ``spec``'s type, or None (not a spec). A spec defined apart
    from its procedure names the procedure's module (``RULE_MODULE``), imported here."""
    kind = type(spec)
    if kind not in _RULES:
        named = getattr(sys.modules.get(kind.__module__), "RULE_MODULE", None)
        if isinstance(named, str):
            importlib.import_module(named)
    return _RULES.get(kind)


def rule_of(spec: object) -> Rule:
    """The rule registered for ``spec``'s type; a TypeError for what is no rule's spec (a
    caller's mistake: what a driver or the Python API is handed)."""
    found = rule_for(spec)
    if found is None:
        raise TypeError(f"{type(spec).__name__} is not a registered rule's spec")
    return found


# ---------------------------------------------------------------- views

_VIEWS: dict[type, Callable[[Any], list[str]]] = {}
_ODDS_VIEWS: dict[type, Callable[..., Any]] = {}
_KEY_VIEWS: dict[type, Callable[[Any], str]] = {}


def view(result: type) -> Callable[[Callable[[Any], list[str]]], Callable[[Any], list[str]]]:
    """Register the decorated function as the terminal view of a result type: it returns
    the lines to print, in rich markup."""

    def register(fn: Callable[[Any], list[str]]) -> Callable[[Any], list[str]]:
        _VIEWS[result] = fn
        return fn

    return register


def odds_view(spec: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the decorated ``fn(spec, distribution) -> result`` as the ``--odds`` view
    of a spec type (usually `muster.engine.odds_tables.numeric_odds` or ``bool_odds`` with a
    title). A rule that ``weighs`` more is shown by ``fn(spec, distribution, **weighed)``."""

    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        _ODDS_VIEWS[spec] = fn
        return fn

    return register


def key_view(key: type) -> Callable[[Callable[[Any], str]], Callable[[Any], str]]:
    """Register the decorated ``fn(key) -> str`` as how an outcome key of this type is shown
    in the user's language (a ``--times`` table's row label; the JSON keeps the key's
    English ``str``). A key type without one is shown as it prints."""

    def register(fn: Callable[[Any], str]) -> Callable[[Any], str]:
        _KEY_VIEWS[key] = fn
        return fn

    return register


def _views_of(kind: type) -> None:
    """Import the views that register ``kind`` (a game's views register themselves when
    imported; the library never needs them). A rule module may name its views module
    (``VIEWS = "muster.games.<game>.views.<name>"``), so that showing one rule imports only
    its own views, or a tuple of them; else the game's views module or package is imported,
    every module of it."""
    named = getattr(sys.modules.get(kind.__module__), "VIEWS", None)
    if isinstance(named, (str, tuple)):
        for module in (named,) if isinstance(named, str) else named:
            importlib.import_module(module)
            if kind in _VIEWS or kind in _ODDS_VIEWS or kind in _KEY_VIEWS:
                return
    package = kind.__module__.rpartition(".")[0]
    if not package.startswith("muster.games."):
        return
    game = ".".join(package.split(".")[:3])
    try:
        views = importlib.import_module(game + ".views")
    except ModuleNotFoundError as err:
        if err.name != game + ".views":
            raise
        return
    for name in _modules_in(getattr(views, "__path__", [])):
        importlib.import_module(f"{views.__name__}.{name}")


def _modules_in(folders: Iterable[str]) -> list[str]:
    """The modules and packages of a package's folders, by name (what pkgutil.iter_modules
    finds in a plain install, without importing pkgutil at every start)."""
    names: set[str] = set()
    for folder in folders:
        for entry in os.listdir(folder):
            stem, dot, ext = entry.partition(".")
            if dot and ext == "py" and stem != "__init__" and stem.isidentifier():
                names.add(stem)
            elif not dot and os.path.isfile(os.path.join(folder, entry, "__init__.py")):
                names.add(entry)
    return sorted(names)


def view_for(result: object) -> Callable[[Any], list[str]] | None:
    """The registered terminal view of ``result``, or None (the result has ``lines()``)."""
    kind = type(result)
    if kind not in _VIEWS:
        _views_of(kind)
    return _VIEWS.get(kind)


def key_view_for(key: object) -> Callable[[Any], str] | None:
    """The registered view of an outcome key's type, or None."""
    kind = type(key)
    if kind not in _KEY_VIEWS:
        _views_of(kind)
    return _KEY_VIEWS.get(kind)


def odds_view_for(spec: object) -> Callable[..., Any] | None:
    kind = type(spec)
    if kind not in _ODDS_VIEWS:
        _views_of(kind)
    return _ODDS_VIEWS.get(kind)


# ---------------------------------------------------------------- results


def json_name(name: str) -> str:
    """A field's JSON key: its name, less the trailing underscore a Python keyword takes as a
    field (PEP 8's ``for_``, ``from_``: the key ``for``)."""
    return name[:-1] if name.endswith("_") and keyword.iskeyword(name[:-1]) else name


def jsonable(value: Any) -> Any:
    """A result field as JSON: nested results by their ``to_json``, dataclasses field by
    field, tuples as lists, mappings as dicts, anything else as it is."""
    if hasattr(value, "to_json"):
        return value.to_json()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {json_name(f.name): jsonable(getattr(value, f.name))
                for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, Mapping):  # a dict, or a result's read-only table (`FrozenMap`)
        return {k: jsonable(v) for k, v in value.items()}
    return value


class JsonResult:
    """A result dataclass whose JSON is its fields, in order, after ``game`` and ``form``
    (class attributes ``GAME`` and ``FORM``, where set), each under its `json_name`. A
    field's ``metadata={"json": ...}`` says how it is shown otherwise: ``False``, left out;
    ``"optional"``, left out while it is None; ``"inline"``, its own JSON's fields in its
    place (a part of the result kept as a record of its own; None: nothing); ``"unseeded"``,
    a tuple of results shown without each one's ``seed`` (parts of this result's run, whose
    seed it shows once); ``"extra"``, ``extra_json()`` in its place (a value shown by what is
    read from it, such as a funnel's counts). ``extra_json()`` adds fields derived from the
    others: in the place of an ``"extra"`` field, else at the end; those a field names in
    ``metadata={"then": (key, ...)}`` right after that field (a count read from the tally
    shown beside the figure it belongs with)."""

    GAME: ClassVar[str | None] = None
    FORM: ClassVar[str | None] = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.GAME is not None:
            out["game"] = self.GAME
        if self.FORM is not None:
            out["form"] = self.FORM
        extra: dict[str, Any] | None = None  # extra_json(), read once
        shown_extra = False
        for f in dataclasses.fields(self):  # type: ignore[arg-type]  # subclasses are dataclasses
            shown, value = f.metadata.get("json", True), getattr(self, f.name)
            if shown == "extra":
                if not shown_extra:
                    extra = self.extra_json() if extra is None else extra
                    out.update(extra)
                    shown_extra = True
            elif shown is False or (value is None and shown in ("optional", "inline")):
                pass
            elif shown == "inline":
                out.update(jsonable(value))
            elif shown == "unseeded":
                out[json_name(f.name)] = [
                    {k: v for k, v in jsonable(part).items() if k != "seed"} for part in value]
            else:
                out[json_name(f.name)] = jsonable(value)
            then = f.metadata.get("then")
            if then:
                extra = self.extra_json() if extra is None else extra
                out.update((k, extra[k]) for k in then if k in extra)
        if not shown_extra:
            out.update(self.extra_json() if extra is None else extra)
        return out

    def extra_json(self) -> dict[str, Any]:
        return {}


def with_seed(result: R, seed: int) -> R:
    """``result`` carrying the seed it was rolled with (a frozen result is copied)."""
    if dataclasses.is_dataclass(result) and not isinstance(result, type):
        if any(f.name == "seed" for f in dataclasses.fields(result)):
            return dataclasses.replace(result, seed=seed)
        return result
    if hasattr(result, "seed"):
        result.seed = seed
    return result
