"""Where the files shipped beside muster's modules are: the JSON schemas every file kind is
checked against. A plain path, not importlib.resources, whose readers import zipfile on
every start; muster is installed as files, never run from a zip."""

from __future__ import annotations

import os

PACKAGE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = os.path.join(PACKAGE, "schemas")


def schema_file(name: str) -> str:
    """The path of the shipped schema ``name`` (e.g. ``battle.schema.json``)."""
    return os.path.join(SCHEMAS, name)
