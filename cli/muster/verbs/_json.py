"""The ``--json`` option, declared once for every command that prints one JSON object.

A module of its own, with nothing but Typer: `muster.verbs.alias`, `muster.verbs.battle`
and `muster.verbs.config` take it without the rolling options (`muster.verbs._rolling`),
which show it in their "Rolling" help panel.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer

JSON_HELP = "Print one JSON object with stable field names."


def json_option(panel: str | None = None) -> Any:
    """The ``--json`` flag (for ``Annotated[bool, ...]``), in help panel ``panel`` (none:
    with the command's own options)."""
    return typer.Option("--json", help=JSON_HELP, rich_help_panel=panel)


Json = Annotated[bool, json_option()]
