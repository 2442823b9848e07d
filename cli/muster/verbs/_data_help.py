"""Help texts that quote the rules' numbers take them from the data files, when the help is
shown: a command's help (and its options' help) holds ``{name}`` fields, filled from the
game's data by a function the verb gives (`numbers_from`). A run that shows no help reads no
data for it, so start-up does not pay for it. An option whose whole help is made from the
data (`data_option`) is written when its command is built, not when its module is imported.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import click
import typer
import typer.core
import typer.models
from click.shell_completion import CompletionItem

Numbers = Callable[[], dict[str, Any]]


class FillsNumbers:
    """A command or group (a mixin before its click class) whose help quotes numbers as
    ``{name}`` fields (`numbers_from` sets where they come from); they are filled while the
    help or a completion is shown."""

    help: str | None
    params: list[click.Parameter]

    numbers: Numbers = staticmethod(dict)  # set by numbers_from

    @contextmanager
    def _filled(self) -> Iterator[None]:
        """The help texts with their numbers, while the help or a completion is shown; the
        templates are put back after (a process may show help again, after a data change)."""
        from muster.typography import shown_line

        numbers = type(self).numbers()
        owners: list[Any] = [self, *self.params]
        templates = [(owner, getattr(owner, "help", None)) for owner in owners]
        try:
            for owner, text in templates:
                if text:  # typeset once filled ('-4' is a Czech '−4' only as a number)
                    setattr(owner, "help", shown_line(text.format_map(numbers)))  # noqa: B010
            yield
        finally:
            for owner, text in templates:
                setattr(owner, "help", text)  # noqa: B010

    # each calls the click class's own method after the mixin (hence the ignores)
    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        with self._filled():
            super().format_help(ctx, formatter)  # type: ignore[misc]

    def get_short_help_str(self, limit: int = 45) -> str:
        with self._filled():
            return super().get_short_help_str(limit)  # type: ignore[misc,no-any-return]

    def shell_complete(self, ctx: click.Context, incomplete: str) -> list[CompletionItem]:
        with self._filled():  # an option's completion shows its help
            return super().shell_complete(ctx, incomplete)  # type: ignore[misc,no-any-return]


@contextmanager
def _listed_filled(commands: list[click.Command]) -> Iterator[None]:
    """The helps of a group's subcommands with their numbers, while the terminal's help
    lists them (rich shows a subcommand's first paragraph whole, from its ``help``); a
    subcommand that quotes no number is left as it is."""
    from muster.typography import shown_line

    templates = []
    for command in commands:
        numbers = getattr(command, "numbers", None)  # `FillsNumbers`, or a listed one's
        if numbers is not None and command.help and "{" in command.help:
            templates.append((command, command.help))
            command.help = shown_line(command.help.format_map(numbers()))
    try:
        yield
    finally:
        for command, text in templates:
            command.help = text


def fill_terminal_listings() -> None:
    """The terminal's help (rich) lists a group's subcommands with their numbers filled
    (`_listed_filled`): called when the help goes through rich, which it imports then."""
    import typer.rich_utils as rich_help

    panel = rich_help._print_commands_panel
    if getattr(panel, "fills_numbers", False):
        return

    def filled_panel(*, commands: list[click.Command], **kwargs: Any) -> None:
        with _listed_filled(commands):
            panel(commands=commands, **kwargs)

    filled_panel.fills_numbers = True  # type: ignore[attr-defined]  # a mark: patched once
    rich_help._print_commands_panel = filled_panel


class NumbersFromData(FillsNumbers, typer.core.TyperCommand):
    """A command whose help quotes the rules' numbers (see `FillsNumbers`)."""


def numbers_from(numbers: Numbers, base: type[Any] = NumbersFromData) -> type[Any]:
    """The command class for ``@app.command(cls=numbers_from(fn), help="... {name} ...")``:
    ``fn()`` gives the numbers by name. ``base``: a `FillsNumbers` class of one's own (a
    group: ``class Modes(FillsNumbers, DefaultGroup)``)."""
    return type(base.__name__, (base,), {"numbers": staticmethod(numbers)})


class _HelpFromData(typer.models.OptionInfo):
    """An option whose help is made by a function, the first time Typer reads it (when the
    option's command is built)."""

    @property
    def help(self) -> str | None:
        text: str | None = self.__dict__.get("help")
        return self.__dict__["make_help"]() if text is None else text

    @help.setter
    def help(self, text: str | None) -> None:
        self.__dict__["help"] = text


def data_option(make_help: Callable[[], str], *decls: str, **kwargs: Any) -> Any:
    """``typer.Option(*decls, help=make_help(), **kwargs)``, but ``make_help`` (which reads a
    data file) runs when the option's command is built: importing the verb's module, or
    listing its subcommands in a help, reads no data."""
    info = typer.Option(*decls, **kwargs)
    info.__class__ = _HelpFromData
    info.__dict__["make_help"] = make_help
    return info


class DataChoice(click.Choice[str]):
    """The values an option allows, read from a data file when they are first asked for
    (``keys``: the allowed ids), each also by the other names the data gives it (``key_of``:
    its English and Czech names and aliases, as the game looks them up): click refuses any
    other value, naming the option and the allowed values as the user's language lists them
    (``shown``: an id's name, in Czech its Czech name; else the ids)."""

    def __init__(self, keys: Callable[[], list[str]], key_of: Callable[[str], str],
                 shown: Callable[[str], str] = str) -> None:
        self._keys, self._key_of, self._shown = keys, key_of, shown
        self._read: tuple[str, ...] | None = None
        self.case_sensitive = True

    @property
    def choices(self) -> tuple[str, ...]:  # click.Choice sets an attribute: read lazily here
        if self._read is None:
            self._read = tuple(self._keys())
        return self._read

    @choices.setter
    def choices(self, _value: object) -> None:  # made from the data, not set
        pass

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> Any:
        from muster.errors import MusterError

        try:
            key = self._key_of(value)
        except MusterError:  # no name of any entry: click's refusal lists the allowed ones
            key = value
        return super().convert(key if key in self.choices else value, param, ctx)

    def get_invalid_choice_message(self, value: Any, ctx: click.Context | None) -> str:
        import gettext  # click's own texts are translated through the global domain

        from muster.i18n import quoted

        names = ", ".join(quoted(self._shown(key)) for key in self.choices)
        return gettext.ngettext("{value!r} is not {choice}.", "{value!r} is not one of "
                                "{choices}.", len(self.choices)).format(
            value=value, choice=names, choices=names)
