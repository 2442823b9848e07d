"""`muster alias set|list|delete`: names for commands typed again and again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

import typer

from muster.boundary import VERBS
from muster.engine.render import emit, esc, table
from muster.i18n import _
from muster.verbs._json import Json

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="Aliases: `muster NAME [more options]` runs the command stored under "
                       "NAME with the options given after it appended. An alias never shadows "
                       "a muster command. They are kept in aliases.json in the config folder "
                       "($XDG_CONFIG_HOME/muster, else ~/.config/muster).\n\n"
                       "Examples (docs/usage/config.md runs them in order):\n\n"
                       "  muster alias set paladin 'wound conf --str 13 --res 7'\n\n"
                       "  muster alias list")
app.callback()(lambda: None)

@dataclass(frozen=True)
class Aliases:
    """Aliases and what each stands for; ``action`` says what was done (set, delete)."""

    aliases: dict[str, list[str]]
    action: str | None = None

    def to_json(self) -> dict[str, Any]:
        from muster import aliases

        out: dict[str, Any] = {"action": self.action} if self.action else {}
        out["aliases"] = {name: list(words) for name, words in self.aliases.items()}
        out["file"] = aliases.path()
        return out

    def lines(self) -> list[str]:
        if self.action == "set":
            (name, words), = self.aliases.items()
            return [_("alias {name}: muster {command}").format(
                name=f"[bold]{esc(name)}[/]", command=esc(_joined(words)))]
        if self.action == "delete":
            (name, words), = self.aliases.items()
            return [_("alias {name} deleted (it ran: muster {command})").format(
                name=f"[bold]{esc(name)}[/]", command=esc(_joined(words)))]
        if not self.aliases:
            return [_("no aliases (muster alias set NAME 'COMMAND ...' makes one)")]
        return table([_("alias"), _("runs")],
                     [[esc(n), esc("muster " + _joined(w))] for n, w in sorted(
                         self.aliases.items())])


def _joined(words: list[str]) -> str:
    import shlex

    return shlex.join(words)


@app.command("set", help="Store NAME for COMMAND (in quotes: a muster command without "
                         "'muster'); an alias of that name is replaced.\n\nExamples:\n\n"
                         "  muster alias set paladin 'wound conf --str 13 --res 7'")
def set_(
    name: Annotated[str, typer.Argument(metavar="NAME", help="The alias: lower-case letters, "
                                        "digits and dashes, not a muster command.")],
    command: Annotated[str, typer.Argument(metavar="'COMMAND ...'",
                                           help="The command it runs, in quotes.")],
    as_json: Json = False,
) -> None:
    from muster import aliases

    words = aliases.put(name, command, VERBS)
    emit(Aliases({name: words}, "set"), as_json)


@app.command("list", help="Every alias and the command it runs.\n\nExamples:\n\n"
                          "  muster alias list --json")
def list_(as_json: Json = False) -> None:
    from muster import aliases

    emit(Aliases(aliases.read(VERBS)), as_json)


@app.command("delete", help="Delete an alias.\n\nExamples:\n\n"
                            "  muster alias delete paladin  (refused when there is no alias "
                            "paladin: exit 2)")
def delete(
    name: Annotated[str, typer.Argument(metavar="NAME", help="The alias to delete.")],
    as_json: Json = False,
) -> None:
    from muster import aliases

    words = aliases.remove(name, VERBS)
    emit(Aliases({name: words}, "delete"), as_json)
