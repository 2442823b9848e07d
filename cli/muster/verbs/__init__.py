"""One module (or package) per verb: options and help only, then call a game, then render.

`LazyGames` is the click group behind ``muster roll GAME``, ``muster wound GAME`` and
``muster siege-breach GAME``: it imports a game's command module (``verbs/<verb>/<game>.py``)
only when that game is asked for, so start-up stays small.
"""

from __future__ import annotations

import copy
import importlib
import importlib.util
import inspect
import re
from collections.abc import Callable
from functools import cache
from typing import Any, cast

import click
import typer
import typer.core
from typer.core import TyperGroup

from muster.errors import options as options  # where the verbs import it from
from muster.games import GAMES, REGISTRY, canonical, offering, unknown_game
from muster.help_text import help_text, metavar_text
from muster.verbs._params import introspected
from muster.verbs._picking import named, picked
from muster.verbs._plain_help import install as _install_plain_help
from muster.verbs._plain_help import rich_keeps_no_break_spaces

_install_plain_help()


def _set_lang(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    if value:
        from muster.boundary import speak

        speak(value)


def lang_option() -> click.Option:
    """``--lang cs|en``, on every command (main() reads it before parsing, so help and
    errors are in that language wherever it stands on the line)."""
    return click.Option(["--lang"], type=click.Choice(["cs", "en"], case_sensitive=False),
                        expose_value=False, is_eager=True, callback=_set_lang,
                        metavar="cs|en",
                        help="Language of the output: cs (Czech) or en (English). Default: "
                             "MUSTER_LANG, then the locale (LANG=cs_CZ.UTF-8 is Czech).")


_COMPLETING: list[bool] = []  # set by tests (helpers.offered)


def completing() -> bool:
    """The shell is asking for completions (click's _MUSTER_COMPLETE): only then are the
    option values' completers attached (an ordinary run pays nothing for them)."""
    import os

    return bool(_COMPLETING or os.environ.get("_MUSTER_COMPLETE"))


def tidy(cmd: click.Command, game: str | None = None) -> click.Command:
    """Every command's finishing touches:

    * Typer marks every option show_envvar; click 8.2 then names "(env var: 'None')" in
      its error messages. No muster option reads the environment, so switch that off.
    * Number options read ASCII digits only, at most `muster.numbers.MAX_DIGITS` of them
      (click's own int() and float() would take "٣", "1_000", "nan" and "inf", and int()
      fails on 4,301 digits).
    * ``--lang`` on every command.
    * Help texts in the user's language, translated at display time (`muster.i18n`).
    * Option values complete in the shell (`muster.completion`)."""
    from muster import i18n

    if game is None and cmd.name in GAMES:  # a game's subcommands (roll conf test) complete
        game = cmd.name                       # its option values as the game does
    if isinstance(cmd, click.Group):  # nested groups (deploy-shuffle conf draw) too
        subs = cmd.commands
        for sub in subs.built() if isinstance(subs, _Pending) else subs.values():
            sub.game = game or cmd.name  # type: ignore[attr-defined]  # our mark on click's class
            tidy(sub, game)
    if not isinstance(cmd, click.Group) and any(p.name == "odds" for p in cmd.params):
        from muster.verbs._rolling import hide_rolling, odds_extras

        odds_extras(cmd)  # --vs, --per-points, --chart on every command with --odds
        hide_rolling(cmd)
    if not any(p.name == "lang" for p in cmd.params):
        cmd.params.append(lang_option())
    if getattr(cmd.callback, "joined", None) is not None:  # verbs._in_battle.in_battle
        from muster.verbs._battle import BattleCommand, battle_class

        if not isinstance(cmd, BattleCommand):
            cmd.__class__ = battle_class(type(cmd))
    if not isinstance(cmd, (click.Group, _Worded)):
        kind: type = type(cmd)
        cmd.__class__ = _worded_class(kind)
    numeric = (click.types.IntParamType, click.types.FloatParamType)
    for param in cmd.params:
        if isinstance(param, click.Option) and param.envvar is None:
            param.show_envvar = False
        if isinstance(param.type, numeric) and not isinstance(param.type, _Strict):
            strict = copy.copy(param.type)
            base: type = type(param.type)
            strict.__class__ = _strict_class(base)
            param.type = strict
    if completing():
        from muster.completion import attach

        attach(cmd, game)
    choose_help_formatter()
    if i18n.czech():
        _czech_metavars(cmd)
        cmd.help = help_text(cmd.help)
        cmd.short_help = help_text(cmd.short_help)
        cmd.epilog = help_text(cmd.epilog)
        for param in cmd.params:
            # Typer's options and arguments have both; click's base Parameter declares neither
            # (--vs words its own help, when it is read: `_rolling._VsOption`)
            text = None if hasattr(param, "help_msgids") else getattr(param, "help", None)
            if text:
                setattr(param, "help", help_text(text))  # noqa: B010
            panel = getattr(param, "rich_help_panel", None)
            if panel:
                setattr(param, "rich_help_panel", i18n._(panel))  # noqa: B010
    if not isinstance(cmd, click.Group) and cmd.name:
        from muster.verbs._own_help import own_meanings

        own_meanings(cmd)
    return cmd


def choose_help_formatter() -> None:
    """Help on a pipe or without colour: click's plain formatter, so that neither rich nor
    its markdown, traceback and pretty modules are imported to print it (Typer reads
    HAS_RICH when it formats, and imports rich_utils for an option's default otherwise).
    Chosen for each run: a command built once may print its help to a terminal or a pipe."""
    typer.core.HAS_RICH = _rich_help()
    if typer.core.HAS_RICH:
        from muster.verbs._data_help import fill_terminal_listings

        fill_terminal_listings()
        rich_keeps_no_break_spaces()


# click's names for a value of each type (INTEGER, TEXT ...), shown where an option has none
_TYPE_NAMES = ("integer", "float", "text", "path", "filename")


def _czech_metavars(cmd: click.Command) -> None:
    """The usage line and the value placeholders in Czech (`muster.help_text.metavar_text`):
    '[VOLBY] PŘÍKAZ [ARGUMENTY]...', 'ČÍSLO', 'SOUBOR', 'STRANA=N'."""
    from muster.typography import czech_dice
    from muster.verbs._placeholders import czech_placeholder

    if cmd.options_metavar:
        cmd.options_metavar = metavar_text(cmd.options_metavar)
    if isinstance(cmd, click.Group) and cmd.subcommand_metavar:
        cmd.subcommand_metavar = metavar_text(cmd.subcommand_metavar)
    for param in cmd.params:
        if isinstance(param, click.Option) and isinstance(param.default, str) \
                and re.fullmatch(r"\d*d\d+", param.default):  # a die: 'k12', as typed in Czech
            param.default = czech_dice(param.default)
        names = [*param.opts, *param.secondary_opts]
        if param.metavar is not None:
            param.metavar = czech_placeholder(names, param.metavar) \
                or metavar_text(param.metavar)
        elif isinstance(param, click.Argument):
            if not isinstance(param.type, click.Choice) and param.name:
                param.metavar = metavar_text(param.name.upper())
        elif isinstance(param, click.Option) and not param.is_flag and not param.count \
                and param.type.name in _TYPE_NAMES:
            english = param.type.name.upper()
            param.metavar = czech_placeholder(names, english) or metavar_text(english)


def _rich_help() -> bool:
    """Help goes through rich only where rich draws it: a terminal, colour allowed."""
    from muster.engine.render import use_colour

    return use_colour()


class _Strict:
    """Mixed into an int parameter type: the text is checked before click converts it."""

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> Any:
        if isinstance(value, str):
            from muster.numbers import NotANumber, check_float, decimal_point, parse_int

            try:
                if isinstance(self, click.types.FloatParamType):
                    value = decimal_point(value)  # '4,5' as Czech output writes it
                    check_float(value)
                else:  # (a refusal offers a minus sign where a negative number may be)
                    low = getattr(self, "min", None)
                    parse_int(value, "", negative=low is None or low < 0)
            except NotANumber as err:
                from muster.i18n import shown

                self.fail(shown(err.message), param, ctx)  # type: ignore[attr-defined]  # a click type mixin
        return super().convert(value, param, ctx)  # type: ignore[misc]  # a click type mixin


@cache
def _strict_class(base: type) -> type:
    return type(f"Strict{base.__name__}", (_Strict, base), {})


_WORDS = "muster_words"  # a context's attribute: the words its command parsed


class _Worded:
    """Mixed into every command: its context keeps the words it parsed (`given`)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        setattr(ctx, _WORDS, list(args))
        return super().parse_args(ctx, args)  # type: ignore[misc, no-any-return]  # a click command mixin


@cache
def _worded_class(base: type) -> type:
    return type(base.__name__, (_Worded, base), {})


def given(name: str) -> str:
    """The option ``name`` (a parameter's name) as the command line named it, of its several
    names (``--target-colour``, ``--target``, ``-t``): the one it was last given by, else
    its first; a refusal names the option the user typed."""
    ctx = click.get_current_context()
    names = {p.name: (*p.opts, *p.secondary_opts) for p in ctx.command.params
             if isinstance(p, click.Option)}
    found = names[name][0]
    if ctx.get_parameter_source(name) is not click.core.ParameterSource.COMMANDLINE:
        return found
    takes_value = {o for p in ctx.command.params if isinstance(p, click.Option)
                   and not p.is_flag and p.nargs != 0 for o in (*p.opts, *p.secondary_opts)}
    words = getattr(ctx, _WORDS, [])
    i = 0
    while i < len(words) and words[i] != "--":
        word = words[i]
        typed = word.partition("=")[0] if word.startswith("--") else word[:2]
        if typed in names[name]:
            found = typed
        i += 2 if word in takes_value else 1  # an option's value is not an option
    return found


_BUILT: dict[tuple[Any, ...], click.Command] = {}

# A group's plain help lists its subcommands (a verb's games, a game's modes) from their
# registrations, building none of them (tests switch it off to compare with the built ones)
LIST_UNBUILT = True


class _Listed(click.Command):
    """A subcommand as its group's help lists it: its name and help as Typer and `tidy`
    would give them, without its options. A help that quotes the rules' numbers
    (`muster.verbs._data_help.FillsNumbers`) is filled from the data only when the words a
    list may show quote one."""

    numbers: Callable[[], dict[str, Any]] | None = None

    def get_short_help_str(self, limit: int = 45) -> str:
        if self.numbers is not None and self.help and "{" in _shown_words(self.help, limit):
            from muster.typography import shown_line

            self.help = shown_line(self.help.format_map(self.numbers()))  # as its help shows
            self.numbers = None
        return super().get_short_help_str(limit)


def _shown_words(text: str, limit: int) -> str:
    """The words of the first paragraph that `click.utils.make_default_short_help` reads
    to make a list's line of at most ``limit`` characters: up to the first one past it."""
    shown = ""
    for word in text.split("\n\n")[0].split():
        if len(shown) > limit:
            break
        shown += word + " "
    return shown


def _listed(name: str, text: str | None, short_help: str | None, cls: type[Any] | None,
            hidden: bool = False, deprecated: bool = False) -> click.Command:
    from muster.verbs._data_help import FillsNumbers

    listed = _Listed(name, help=help_text(text), short_help=help_text(short_help),
                     hidden=hidden, deprecated=deprecated)
    if isinstance(cls, type) and issubclass(cls, FillsNumbers):
        listed.numbers = cls.numbers
    return listed


def listed_command(name: str, info: typer.models.CommandInfo) -> click.Command:
    """What a group's help lists of the subcommand registered as ``info`` (`_Listed`)."""
    text = info.help if info.help is not None else inspect.getdoc(info.callback)
    return _listed(name, inspect.cleandoc(text) if text else text, info.short_help, info.cls,
                   info.hidden, info.deprecated)


def listed_app(name: str, app: typer.Typer) -> click.Command:
    """What a group's help lists of the command `command_of` makes of ``app`` (`_Listed`)."""
    if not _is_group(app):
        return listed_command(name, app.registered_commands[0])
    info = typer.main.solve_typer_info_defaults(typer.models.TyperInfo(app))
    return _listed(name, info.help, info.short_help, info.cls, info.hidden, info.deprecated)


def _is_group(app: typer.Typer) -> bool:
    """Typer makes a group of ``app`` (`typer.main.get_command`), not its one command."""
    return bool(app.registered_callback or app.info.callback or app.registered_groups
                or len(app.registered_commands) > 1)


class _Pending(dict[str, click.Command]):
    """A group's subcommands, each built the first time it is looked up: the names are all
    there (help and completion list them), a command is made only when asked for, so
    ``roll conf test`` builds the test alone and not every roll of the game."""

    def __init__(self, infos: dict[str, typer.models.CommandInfo], app: typer.Typer,
                 finish: Callable[[click.Command], None]) -> None:
        super().__init__()
        for name in infos:  # a name whose command is not made yet maps to None
            dict.__setitem__(self, name, cast(click.Command, None))
        self._infos = infos
        self._app = app
        self._finish = finish
        self.listing = False  # the group's help is listing them (`_LazyGroup.format_commands`)

    def _built(self, name: str) -> click.Command:
        cmd: click.Command | None = dict.__getitem__(self, name)
        if cmd is None and self.listing and LIST_UNBUILT:
            return listed_command(name, self._infos[name])
        if cmd is None:
            callback = self._infos[name].callback
            if callback is not None:
                introspected(callback)
            cmd = typer.main.get_command_from_info(
                self._infos[name], pretty_exceptions_short=self._app.pretty_exceptions_short,
                rich_markup_mode=self._app.rich_markup_mode)
            self._finish(cmd)
            dict.__setitem__(self, name, cmd)
        return cmd

    def __getitem__(self, name: str) -> click.Command:
        return self._built(name)

    def get(self, name: str, default: Any = None) -> Any:
        return self._built(name) if name in self else default

    def values(self) -> list[click.Command]:  # type: ignore[override]  # click reads a list
        return [self._built(n) for n in self]

    def items(self) -> list[tuple[str, click.Command]]:  # type: ignore[override]  # a list too
        return [(n, self._built(n)) for n in self]

    def built(self) -> list[click.Command]:
        """The subcommands made so far."""
        return [c for c in dict.values(self) if c is not None]


class _LazyGroup(TyperGroup):
    """Mixed into a game's group of modes: its subcommands are `_Pending`."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(self.commands)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """click's plain list of modes (help on a pipe): their help, not their options
        (`_Listed`)."""
        pending = self.commands if isinstance(self.commands, _Pending) else None
        if pending is not None:
            pending.listing = True
        try:
            super().format_commands(ctx, formatter)
        finally:
            if pending is not None:
                pending.listing = False


_LAZY_CLASSES: dict[type[TyperGroup], type[TyperGroup]] = {}


def _lazy_class(base: type[TyperGroup]) -> type[TyperGroup]:
    if base not in _LAZY_CLASSES:
        # a verb's group of games lists its games first, then these (`LazyGames`)
        bases = (base, _LazyGroup) if issubclass(base, LazyGames) else (_LazyGroup, base)
        _LAZY_CLASSES[base] = type(base.__name__, bases, {"__module__": base.__module__})
    return _LAZY_CLASSES[base]


def command_of(app: typer.Typer) -> click.Command:
    """The click command of a verb's or a game's Typer app. A group of subcommands (``roll
    conf test|opposed|...``, ``battle new|add|...``, ``roll``'s hidden ``expr`` beside its
    games) is made without them, each built (and finished by `tidy`) when it is looked up;
    any other app is Typer's own command."""
    commands = app.registered_commands
    if app.registered_groups or not (app.registered_callback or app.info.callback
                                     or len(commands) > 1):
        return typer_command(app)
    bare = copy.copy(app)
    bare.registered_commands = []
    _introspect(bare)
    group = typer.main.get_group(bare)
    group.__class__ = _lazy_class(type(group))
    infos = {(info.name or typer.main.get_command_name(info.callback.__name__)): info
             for info in commands if info.callback is not None}

    def finish(sub: click.Command) -> None:
        game = getattr(group, "game", None) or (group.name if group.name in GAMES else None)
        sub.game = game or group.name  # type: ignore[attr-defined]  # our mark on click's class
        tidy(sub, game)

    group.commands = _Pending(infos, app, finish)
    return group


def typer_command(app: typer.Typer) -> click.Command:
    """Typer's click command of ``app``, its functions introspected once (`introspected`)."""
    _introspect(app)
    return typer.main.get_command(app)


def _introspect(app: typer.Typer, commands: bool = True) -> None:
    """`introspected` for ``app``'s callback and (with ``commands``) its commands and
    groups, before Typer builds them."""
    callbacks = [app.registered_callback and app.registered_callback.callback,
                 app.info.callback]
    if commands:
        callbacks += [info.callback for info in app.registered_commands]
    for callback in callbacks:
        if callback:
            introspected(callback)
    for group in app.registered_groups if commands else ():
        if group.typer_instance is not None:
            _introspect(group.typer_instance)


def built_once(key: tuple[Any, ...], build: Callable[[], click.Command]) -> click.Command:
    """The command ``build`` makes, made once per ``key``, language and completion mode:
    click asks for a command several times while it parses one line (resolving, invoking,
    a fallback check)."""
    from muster import i18n

    full = (*key, i18n.lang(), completing())
    if full not in _BUILT:
        _BUILT[full] = build()
    return _BUILT[full]


class LazyGames(TyperGroup):
    """Subcommands are the game modules found in this verb's package; aliases work."""

    package: str = ""
    listing = False  # formatting the help's list of games (`format_commands`)

    def _available(self) -> list[str]:
        verb = self.package.rpartition(".")[2].replace("_", "-")
        return offering(verb)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return self._available() + [n for n in super().list_commands(ctx) if n not in GAMES]

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        game = canonical(cmd_name)
        if game is not None and game in self._available():
            if self.listing and LIST_UNBUILT:
                return listed_app(game, importlib.import_module(f"{self.package}.{game}").app)

            def build() -> click.Command:
                cmd = command_of(importlib.import_module(f"{self.package}.{game}").app)
                cmd.name = game
                return tidy(cmd)

            return built_once((self.package, game), build)
        found = super().get_command(ctx, cmd_name)
        return tidy(found) if found is not None else None

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """click's plain list of games (help on a pipe): their help, not their options
        (`_Listed`)."""
        self.listing = True
        try:
            super().format_commands(ctx, formatter)
        finally:
            self.listing = False

    def resolve_command(self, ctx: click.Context, args: list[str]
                        ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if args and not name.startswith("-") and self.get_command(ctx, name) is None:
            from muster.i18n import _

            game = canonical(name)
            if game is not None:  # a game, but not one this verb knows
                ctx.fail(_("{game} has no '{verb}' (it is for: {games})").format(
                    game=REGISTRY[game].name, verb=ctx.info_name,
                    games=", ".join(self._available())))
            # the one refusal of an unknown game, among the games this verb offers
            ctx.fail(str(unknown_game(name, self._available())))
        return super().resolve_command(ctx, args)


def lazy_games(package: str, fallback: str | None = None) -> type[LazyGames]:
    """A LazyGames class for ``package``; with ``fallback``, a first argument that is not
    a game goes to that command (``muster roll 3d6`` runs ``roll expr 3d6``)."""

    class Group(LazyGames):
        def resolve_command(self, ctx: click.Context, args: list[str]
                        ) -> tuple[str | None, click.Command | None, list[str]]:
            if fallback and args and self.get_command(ctx, args[0]) is None:
                if not args[0].startswith("-") and re.fullmatch(r"[^\d%]+", args[0]):
                    # a word, not dice notation: a misspelt game (muster roll konfrontce)
                    return LazyGames.resolve_command(self, ctx, args)
                return fallback, LazyGames.get_command(self, ctx, fallback), args
            return super().resolve_command(ctx, args)

    Group.package = package
    return Group


def game_verb(package: str, help: str, *, fallback: str | None = None,
              metavar: str = "GAME [OPTIONS]") -> typer.Typer:
    """The Typer app of a verb whose subcommands are games (``muster wound GAME``): lazy game
    groups, help on no arguments, -h, no completion options of its own (the root has them).
    The callback makes Typer build a group even while only one game module exists."""
    settings: dict[str, Any] = {"help_option_names": ["-h", "--help"]}
    if fallback:
        # an option before any game name (``muster scatter --distance 2d6 ...``) is the
        # fallback command's: the group keeps it and hands it on instead of refusing it
        settings["ignore_unknown_options"] = True
    app = typer.Typer(cls=lazy_games(package, fallback), help=help, no_args_is_help=True,
                      add_completion=False, subcommand_metavar=metavar,
                      context_settings=settings)
    app.callback()(lambda: None)
    return app


def _no_such_command(self: TyperGroup, ctx: click.Context, args: list[str]
                     ) -> tuple[str | None, click.Command | None, list[str]]:
    """Every group's unknown subcommand in muster's one shape, its did-you-mean in the
    user's language inside it ('no such command 'neu' (did you mean 'new'?)'), where Typer
    would append an English "Did you mean" to click's sentence."""
    name = args[0] if args else ""
    if args and not name.startswith("-") and not ctx.resilient_parsing \
            and self.get_command(ctx, name) is None:
        from muster.engine.names import did_you_mean  # a misspelt name only
        from muster.i18n import _

        ctx.fail(_("no such command '{name}'").format(name=name)
                 + did_you_mean(name, self.list_commands(ctx), known=True))
    return click.Group.resolve_command(self, ctx, args)


TyperGroup.resolve_command = _no_such_command  # type: ignore[method-assign]  # Typer's own


class DefaultGroup(TyperGroup):
    """A group of subcommands (one per mode of a command) whose first word may be left out:
    an option first (``muster roll wm --target 4``) or nothing at all runs ``default``, so a
    command line that names no mode runs the default one. Mode names are matched without
    case. On a line without its word, a flag of ``picked_by`` picks a mode (`picked`: each
    table in turn, ``{flag: mode}``; ``wound mk --heal`` runs ``heal``); the word, where
    it is given among the options, wins. Before either, an option of ``named_by`` whose
    last value names a mode runs it, the option taken off the line (`named`: ``wound void
    --action grab``); with a flag picking another mode too, `both_picked` says which."""

    default: str | None = None
    picked_by: tuple[dict[str, str], ...] = ()
    named_by: dict[str, tuple[str, ...]] = {}  # {option: the modes its value may name}

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        help_asked = bool(args) and args[0] in ctx.help_option_names
        options_first = bool(args) and args[0].startswith("-") and not help_asked
        found = next((n for o, modes in self.named_by.items() if (n := named(args, o, modes))),
                     None) if options_first else None
        if found is not None:
            flagged = next((m for flags in self.picked_by if (m := picked(found[1], flags))),
                           found[0])
            args = [self.both_picked(flagged, found[0]), *found[1]]
        elif options_first:
            later = self._mode_word(ctx, args)
            if later is not None:  # the mode word after options, as FORM could stand
                args = [args[later], *args[:later], *args[later + 1:]]
            else:  # a line without its word: its flags' mode
                mode = next((m for flags in self.picked_by if (m := picked(args, flags))),
                            None)
                if mode is not None:
                    args = [mode, *args]
        completing_mode = ctx.resilient_parsing and not args  # the shell asks for a mode
        if self.default and not help_asked and not completing_mode \
                and (not args or args[0].startswith("-")):
            args = [self.default, *args]
        return super().parse_args(ctx, args)

    def both_picked(self, flagged: str, named: str) -> str:
        """The mode to run when a flag picks ``flagged`` and a value names ``named``: the
        named one (a group refuses the line instead where the two contradict)."""
        return named

    def _mode_word(self, ctx: click.Context, args: list[str]) -> int | None:
        """Where a mode word stands among the options (not as an option's value), or None."""
        if not any(self._is_mode(ctx, arg) for arg in args if not arg.startswith("-")):
            return None  # no word is a mode: no need to build every mode for its options
        takes_value = {o for cmd in [self, *self.commands.values()] for p in cmd.params
                       if isinstance(p, click.Option) and not p.is_flag and p.nargs != 0
                       for o in (*p.opts, *p.secondary_opts)}
        for i, arg in enumerate(args):
            if arg == "--":
                return i + 1 if i + 1 < len(args) and self._is_mode(ctx, args[i + 1]) else None
            if arg.startswith("-") or (i and args[i - 1] in takes_value):
                continue
            return i if self._is_mode(ctx, arg) else None
        return None

    def _is_mode(self, ctx: click.Context, word: str) -> bool:
        return self.get_command(ctx, word) is not None

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        cmd = super().get_command(ctx, cmd_name)
        if cmd is None and cmd_name.strip().lower() != cmd_name:
            cmd = super().get_command(ctx, cmd_name.strip().lower())
        return cmd


def default_group(default: str | None) -> type[DefaultGroup]:
    """The group class for ``typer.Typer(cls=default_group("target"))``."""

    class Group(DefaultGroup):
        pass

    Group.default = default
    return Group
