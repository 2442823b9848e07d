"""`muster config show`: the settings in force and where each came from."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import typer

from muster import config
from muster.engine.render import emit, esc, table
from muster.i18n import N_, _
from muster.verbs._json import Json

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="muster's settings: the config files (the user's "
                       "$XDG_CONFIG_HOME/muster/config.toml, then muster.toml in the current "
                       "folder), then MUSTER_* variables, then options; each later one wins.\n\n"
                       "Examples:\n\n"
                       "  muster config show\n\n"
                       "  muster config show --json")
app.callback()(lambda: None)

# what each setting is for, as the table shows it
MEANING = {
    "lang": N_("the language (cs or en)"),
    "data": N_("a folder of house-rule data files (as MUSTER_DATA)"),
    "colour": N_("colour on a terminal (auto or never)"),
    "battle": N_("the battle file of muster battle, when neither --battle nor MUSTER_BATTLE "
                "names one"),
}

RULE_MEANING = N_("a --rule default of list-validate (--rule still wins)")


@dataclass(frozen=True)
class Settings:
    """The merged settings, each with its source."""

    settings: dict[str, config.Setting]
    files: list[str]
    folder: str

    def to_json(self) -> dict[str, Any]:
        return {"settings": {k: {"value": s.value, "source": s.source}
                             for k, s in self.settings.items()},
                "files": self.files, "folder": self.folder}

    def lines(self) -> list[str]:
        rows = [[key, esc(s.value if s.value is not None else "-"),
                 esc(_(s.source) if s.source == "default" else s.source),
                 _(MEANING.get(key, RULE_MEANING))]
                for key, s in self.settings.items()]
        return table([_("setting"), _("value"), _("from"), _("what it is")], rows)


@app.command(help="Print every setting, its value and where it came from (default, FILE:LINE, "
                  "a variable or an option).\n\nExamples:\n\n  muster config show\n\n"
                  "  muster --lang cs config show --json")
def show(
    as_json: Json = False,
) -> None:
    emit(Settings(config.merged(config.RUN_ARGV), config.files(), config.folder()), as_json)
