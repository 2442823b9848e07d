"""Shell completion of option values: weapons, items, penalties, abilities, peoples, spells,
colours ... in English and Czech, read from the games' data files.

`attach` (run by ``muster.verbs.tidy`` on every command) only hangs a completion function on
the options that have values to offer; the data files are read when the shell asks.
"""

from __future__ import annotations

from collections.abc import Callable

import click
from click.shell_completion import CompletionItem

# (command name, option name) -> (game, data file, table); the command name is the game for
# game subcommands (roll/wound/siege-breach GAME).
SOURCES: dict[tuple[str, str], tuple[str, str, str]] = {
    ("confrontation", "penalty"): ("confrontation", "tests", "penalty"),
    ("confrontation", "ability"): ("confrontation", "tests", "ability"),
    ("confrontation", "current"): ("confrontation", "wounds", "result"),
    ("battlelore", "weapon"): ("battlelore", "combat", "weapons"),
    ("battlelore", "target"): ("battlelore", "combat", "colours"),
    ("battlelore", "target_colour"): ("battlelore", "combat", "colours"),
    ("battlelore", "attacker_colour"): ("battlelore", "combat", "colours"),
    ("battlelore", "target_type"): ("battlelore", "combat", "unit_types"),
    ("battlelore", "morale"): ("battlelore", "combat", "morale"),
    ("void", "weapon"): ("void", "gear", "items"),
    ("void", "second_weapon"): ("void", "gear", "items"),
    ("warmaster", "weapon"): ("warmaster", "siege", "weapons"),
    ("warmaster", "target"): ("warmaster", "siege", "targets"),
    ("warmaster", "spell"): ("warmaster", "spells", "spell"),
}

# options (by their long name) whose values are fixed words, not data
WORDS: dict[str, list[str]] = {
    "--format": ["text", "json", "github"],
    "--siege": ["attacker", "defender", "útočník", "obránce"],  # list-validate reads both
    "--lang": ["cs", "en"],
}


def values(game: str, file: str, table: str) -> list[str]:
    """Every id, English and Czech name of a data table (ids first), without duplicates."""
    from muster.engine.data import load  # start-up: completing a verb reads no data

    data = load(game, file).get(table, {})
    entries = data if isinstance(data, list) else [
        dict(v, id=k) for k, v in data.items() if isinstance(v, dict)]
    if game == "void" and table == "items":  # weapons only
        entries = [e for e in entries
                   if e.get("category") in ("melee", "ranged", "throwing", "grenade", "natural")]
    if game == "confrontation" and table == "result":  # a wound so far, not killed
        entries = [e for e in entries if e["id"] != "killed"]
    # one word each (names are matched without case, accents or dashes): the id, the
    # Czech name, the aliases
    out: list[str] = []
    for e in entries:
        out += [str(e[k]).replace(" ", "-") for k in ("id", "cs") if e.get(k)]
    out += [str(a).replace(" ", "-") for e in entries for a in e.get("aliases", [])
            if len(str(a)) > 2]
    return list(dict.fromkeys(out))


def _completer(source: tuple[str, str, str] | None, words: list[str] | None
               ) -> Callable[[click.Context, click.Parameter, str], list[CompletionItem]]:
    def complete(ctx: click.Context, param: click.Parameter, incomplete: str
                 ) -> list[CompletionItem]:
        try:
            if words is None:
                assert source is not None  # a completer has words or a source of them
                offered = values(*source)
            else:
                offered = words
        except Exception:  # a broken data override must not break the shell
            return []
        from muster.engine.data import fold  # start-up: completing a verb reads no data

        start = fold(incomplete)
        return [CompletionItem(v) for v in offered
                if v.lower().startswith(incomplete.lower()) or fold(v).startswith(start)]

    return complete


def attach(cmd: click.Command, game: str | None = None) -> None:
    """Completers for ``cmd``'s options; ``game`` is the game a subcommand belongs to
    (``roll conf test``: confrontation), by default the command's own name."""
    for param in cmd.params:
        if not isinstance(param, click.Option) or param.name is None \
                or isinstance(param.type, click.Choice) and param.opts[0] not in WORDS:
            continue  # click offers a choice's own values
        source = (SOURCES.get((game or cmd.name or "", param.name))  # a game's command or mode
                  or SOURCES.get((getattr(cmd, "game", None) or "", param.name)))
        words = next((WORDS[o] for o in param.opts if o in WORDS), None)
        if source or words:
            param._custom_shell_complete = _completer(source, words)  # click's own hook
