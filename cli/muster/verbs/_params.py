"""What Typer reads of a command function, read once and only when the command is built.

Typer reads a command's options from its function's signature, evaluating every annotation
(each an ``Annotated[..., typer.Option(...)]``) four times per build: twice through
`inspect.signature` and twice through `typing.get_type_hints`. `introspected` evaluates
them once, before the build, and leaves the results on the function, where both find them.

A decorator that gives a command more options than its function declares (`in_battle`,
`with_profile`) returns an `Extended` command: its signature, the function's own
parameters with the decorator's added, is made the first time it is read, when the command
is built. Importing a verb's module therefore evaluates none of its commands' options, and a
run builds (and evaluates) only the command it runs.

A command whose function lives in a module without Typer (`muster.commands`, so that the
console script's quick door can call it without building the command: `muster.quick_games`)
is registered as `declared`: its annotations name the options its verb module declares, and
are evaluated there.
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable
from functools import cached_property
from typing import Annotated, Any

Parameters = list[inspect.Parameter]


def evaluated(fn: Callable[..., Any]) -> Parameters:
    """``fn``'s parameters with their annotations evaluated (its own `__signature__`, made
    by `introspected` or `Extended`, when it has one)."""
    return list(inspect.signature(fn, eval_str=True).parameters.values())


def introspected(fn: Callable[..., Any]) -> None:
    """Give a command function its signature and annotations evaluated, once, for Typer."""
    if isinstance(fn, Extended) or "__signature__" in getattr(fn, "__dict__", {}):
        return
    signature = inspect.signature(fn, eval_str=True)
    fn.__signature__ = signature  # type: ignore[attr-defined]  # inspect.signature reads it
    fn.__annotations__ = {p.name: p.annotation for p in signature.parameters.values()
                          if p.annotation is not inspect.Parameter.empty}


class Extended:
    """A command function with options added by a decorator: ``parameters()`` gives its
    whole parameter list (called once, when Typer first reads the signature), ``call``
    runs the function with the keyword arguments Typer passes."""

    def __init__(self, fn: Callable[..., Any], parameters: Callable[[], Parameters],
                 call: Callable[[dict[str, Any]], Any]) -> None:
        self.__name__ = fn.__name__
        self.__qualname__ = fn.__qualname__
        self.__module__ = fn.__module__
        self.__doc__ = fn.__doc__
        self.wrapped = fn  # what it calls (`muster.quick_games`' table follows it)
        self._parameters = parameters
        self._call = call

    @cached_property
    def __signature__(self) -> inspect.Signature:
        return inspect.Signature(self._parameters())

    @property
    def __annotations__(self) -> dict[str, Any]:  # type: ignore[override]  # read by get_type_hints
        return {p.name: p.annotation for p in self.__signature__.parameters.values()}

    def __call__(self, **kwargs: Any) -> Any:
        return self._call(kwargs)


def declared(fn: Callable[..., Any], namespace: dict[str, Any] | None = None,
             spelt: Callable[[], dict[str, str]] | None = None,
             adjust: Callable[[dict[str, Any]], None] | None = None) -> Extended:
    """``fn`` as a command: its annotations (strings, in a module without Typer) are
    evaluated when the command is built, with ``typer``, ``Annotated`` and the rolling
    options (`muster.verbs._rolling`: ``Seed``, ``Dice`` ...) at hand, and ``namespace``
    (the verb module's globals, where its other options are declared). It is called by its
    module and name (``target``), as the quick door calls it, so the two call the same
    function (and a test can watch both). ``spelt``: the option names, as the line named
    them, of the parameters the function asks for (`muster.errors.spelt`), read from
    click's context (`muster.verbs.given`) as the quick door reads them from the line.
    ``adjust``: what the app alone changes in the keyword arguments before the call, from
    click's context (a value the battle gave: the quick door leaves every line that may join
    a battle to the app)."""
    module, name = fn.__module__, fn.__name__

    def parameters() -> Parameters:
        import typer

        from muster.verbs._rolling import Dice, Json, Odds, Seed, Times

        scope = {**vars(sys.modules[module]), "typer": typer, "Annotated": Annotated,
                 "Seed": Seed, "Dice": Dice, "Odds": Odds, "Times": Times, "Json": Json,
                 **(namespace or {})}
        return list(inspect.signature(fn, eval_str=True, globals=scope).parameters.values())

    def call(kwargs: dict[str, Any]) -> Any:
        if spelt is not None:
            from muster.errors import SPELT

            SPELT.update(spelt())
        if adjust is not None:
            adjust(kwargs)
        return getattr(sys.modules[module], name)(**kwargs)

    command = Extended(fn, parameters, call)
    command.target = f"{module}:{name}"  # type: ignore[attr-defined]  # read by the table
    return command

