"""The Czech catalog (``locale/cs/LC_MESSAGES/muster.mo``) and the stdlib's global gettext
domain, which click and Typer translate their own texts through ("Usage:", "No such
option"). Both need gettext, which an English run never imports: the door that sets Czech
(`muster.boundary`, the app's ``--lang``) installs this module in `muster.i18n` first
(`install`), and `muster.i18n.set_lang` then reads the catalog and binds click's texts.
"""

from __future__ import annotations

import gettext
import os
import sys
from typing import Any

from muster import i18n, kept

CATALOG_VERSION = 1  # of what the kept catalog holds: its headers and its messages

# LANGUAGE as it was before Czech set it: (set at all, its value); None while English
_saved_language: tuple[bool, str | None] | None = None


def install() -> None:
    """Let `muster.i18n.set_lang` speak Czech (the catalog is read when it first does)."""
    i18n.install_czech(czech, bind)


def czech() -> Any:
    """The Czech catalog (``muster.mo``), as `gettext.GNUTranslations` reads it. Its
    headers and messages are kept parsed beside it (`muster.kept`: reading them back costs
    a fifth of parsing the file, which every Czech run did)."""
    path = os.path.join(i18n.localedir(), "cs", "LC_MESSAGES", f"{i18n.DOMAIN}.mo")
    stamped = kept.stamp(path, CATALOG_VERSION)
    found = kept.read(path, stamped, tuple)
    if found is None:
        with open(path, "rb") as fh:
            catalog: Any = gettext.GNUTranslations(fh)
        kept.write(path, stamped, (catalog._info, catalog._charset, catalog._catalog))
        return catalog
    catalog = gettext.GNUTranslations()  # no file: the parsed parts are set as _parse sets them
    catalog._info, catalog._charset, catalog._catalog = found
    forms = catalog._info.get("plural-forms")
    if forms is not None:  # as gettext reads the header
        catalog.plural = gettext.c2py(forms.split(";")[1].split("plural=")[1])
    return catalog


def bind(code: str) -> None:
    """Point the global gettext domain at muster's catalog for Czech, back at nothing for
    English; Typer's rich panel titles (translated once, when it was imported) follow."""
    global _saved_language
    if code == "cs":
        if _saved_language is None:
            _saved_language = ("LANGUAGE" in os.environ, os.environ.get("LANGUAGE"))
        os.environ["LANGUAGE"] = "cs"
        gettext.bindtextdomain(i18n.DOMAIN, i18n.localedir())
        gettext.textdomain(i18n.DOMAIN)
    else:
        if _saved_language is not None:
            had, value = _saved_language
            if had:
                os.environ["LANGUAGE"] = value or ""
            else:
                os.environ.pop("LANGUAGE", None)
            _saved_language = None
        gettext.textdomain("messages")
    rich = sys.modules.get("typer.rich_utils")
    if rich is not None:  # its panel titles were translated once, when it was imported
        for name, english in _RICH_TEXTS.items():
            setattr(rich, name, i18n._(english))


_RICH_TEXTS = {
    "DEPRECATED_STRING": "(deprecated) ",
    "DEFAULT_STRING": "[default: {}]",
    "ENVVAR_STRING": "[env var: {}]",
    "REQUIRED_LONG_STRING": "[required]",
    "ARGUMENTS_PANEL_TITLE": "Arguments",
    "OPTIONS_PANEL_TITLE": "Options",
    "COMMANDS_PANEL_TITLE": "Commands",
    "ERRORS_PANEL_TITLE": "Error",
    "ABORTED_TEXT": "Aborted.",
    "RICH_HELP": "Try [blue]'{command_path} {help_option}'[/] for help.",
}
