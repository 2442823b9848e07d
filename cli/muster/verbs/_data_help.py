"""Help texts that quote the rules' numbers take them from the data files, when the help is
shown: a command's help (and its options' help) holds ``{name}`` fields, filled from the
game's data by a function the verb gives (`numbers_from`). A run that shows no help reads no
data for it, so start-up does not pay for it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click
import typer.core
from click.shell_completion import CompletionItem

Numbers = Callable[[], dict[str, Any]]


class NumbersFromData(typer.core.TyperCommand):
    """A command whose help quotes numbers as ``{name}`` fields (`numbers_from` sets where
    they come from); they are filled the first time the help or a completion is shown."""

    numbers: Numbers = staticmethod(dict)  # set by numbers_from

    def _fill(self) -> None:
        if getattr(self, "_filled", False):
            return
        numbers = type(self).numbers()
        if self.help:
            self.help = self.help.format_map(numbers)
        for param in self.params:
            text = getattr(param, "help", None)
            if text:
                setattr(param, "help", text.format_map(numbers))  # noqa: B010
        self._filled = True

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        self._fill()
        super().format_help(ctx, formatter)

    def get_short_help_str(self, limit: int = 45) -> str:
        self._fill()
        return super().get_short_help_str(limit)

    def shell_complete(self, ctx: click.Context, incomplete: str) -> list[CompletionItem]:
        self._fill()  # an option's completion shows its help
        return super().shell_complete(ctx, incomplete)


def numbers_from(numbers: Numbers) -> type[NumbersFromData]:
    """The command class for ``@app.command(cls=numbers_from(fn), help="... {name} ...")``:
    ``fn()`` gives the numbers by name."""
    return type("NumbersFromData", (NumbersFromData,), {"numbers": staticmethod(numbers)})
