"""One module (or package) per verb: options and help only, then call a game, then render.

`LazyGames` is the click group behind ``muster roll GAME``, ``muster wound GAME`` and
``muster siege-breach GAME``: it imports a game's command module (``verbs/<verb>/<game>.py``)
only when that game is asked for, so start-up stays small.
"""

from __future__ import annotations

import copy
import importlib
import importlib.util
from functools import lru_cache

import click
import typer
from typer.core import TyperGroup

from muster.games import GAMES, canonical


def tidy(cmd: click.Command) -> click.Command:
    """Typer marks every option show_envvar; click 8.2 then names "(env var: 'None')" in
    its error messages. No muster option reads the environment, so switch that off.

    Number options read ASCII digits only, at most `muster.numbers.MAX_DIGITS` of them
    (click's own int() and float() would take "٣", "1_000", "nan" and "inf", and int() fails
    on 4,301 digits)."""
    for param in cmd.params:
        if isinstance(param, click.Option) and param.envvar is None:
            param.show_envvar = False
        numeric = (click.types.IntParamType, click.types.FloatParamType)
        if isinstance(param.type, numeric) and not isinstance(param.type, _Strict):
            strict = copy.copy(param.type)
            strict.__class__ = _strict_class(type(param.type))
            param.type = strict
    return cmd


class _Strict:
    """Mixed into an int parameter type: the text is checked before click converts it."""

    def convert(self, value, param, ctx):  # type: ignore[no-untyped-def]
        if isinstance(value, str):
            from muster.numbers import NotANumber, check_float, parse_int

            try:
                if isinstance(self, click.types.FloatParamType):
                    check_float(value)
                else:
                    parse_int(value, "")
            except NotANumber as err:
                self.fail(err.message, param, ctx)  # type: ignore[attr-defined]
        return super().convert(value, param, ctx)  # type: ignore[misc]


@lru_cache(maxsize=None)
def _strict_class(base: type) -> type:
    return type(f"Strict{base.__name__}", (_Strict, base), {})


class LazyGames(TyperGroup):
    """Subcommands are the game modules found in this verb's package; aliases work."""

    package: str = ""

    def _available(self) -> list[str]:
        return [g for g in GAMES if importlib.util.find_spec(f"{self.package}.{g}") is not None]

    def list_commands(self, ctx: click.Context) -> list[str]:
        return self._available() + [n for n in super().list_commands(ctx) if n not in GAMES]

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        game = canonical(cmd_name)
        if game is not None and game in self._available():
            module = importlib.import_module(f"{self.package}.{game}")
            cmd = tidy(typer.main.get_command(module.app))
            cmd.name = game
            return cmd
        cmd = super().get_command(ctx, cmd_name)
        return tidy(cmd) if cmd is not None else None


def lazy_games(package: str, fallback: str | None = None) -> type[LazyGames]:
    """A LazyGames class for ``package``; with ``fallback``, a first argument that is not
    a game goes to that command (``muster roll 3d6`` runs ``roll expr 3d6``)."""

    class Group(LazyGames):
        def resolve_command(self, ctx, args):  # type: ignore[override]
            if fallback and args and self.get_command(ctx, args[0]) is None:
                cmd = super().get_command(ctx, fallback)
                return fallback, (tidy(cmd) if cmd is not None else None), args
            return super().resolve_command(ctx, args)

    Group.package = package
    return Group


def game_verb(package: str, help: str, *, fallback: str | None = None,
              metavar: str = "GAME [OPTIONS]") -> typer.Typer:
    """The Typer app of a verb whose subcommands are games (``muster wound GAME``): lazy game
    groups, help on no arguments, -h, no completion options of its own (the root has them).
    The callback makes Typer build a group even while only one game module exists."""
    settings: dict = {"help_option_names": ["-h", "--help"]}
    if fallback:
        # an option before any game name (``muster scatter --distance 2d6 ...``) is the
        # fallback command's: the group keeps it and hands it on instead of refusing it
        settings["ignore_unknown_options"] = True
    app = typer.Typer(cls=lazy_games(package, fallback), help=help, no_args_is_help=True,
                      add_completion=False, subcommand_metavar=metavar,
                      context_settings=settings)
    app.callback()(lambda: None)
    return app
