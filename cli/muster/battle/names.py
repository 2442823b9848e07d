"""A unit's or a side's name as a player types it into a battle (``battle add SIDE NAME``,
``battle new --side NAME``): the name the battle keeps, or a `FieldError` naming the field
(``name``, ``side``), which the command shows as its argument or option. A name an army file
gives is the file's own, checked with the file (`muster.battle.store`)."""

from __future__ import annotations

import re

from muster.battle.store import definition
from muster.errors import FieldError

# control characters (C0, DEL, C1): no name in a battle file holds one
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def typed_name(field: str, text: str, numbered: int = 1) -> str:
    """``text`` as the battle keeps it: without the spaces around it (``"Paladin "`` is
    the Paladin). Refused, naming ``field``: a name with a control character (a tab, a line
    break), a blank one, and one longer than a battle file's names, numbered up to
    ``numbered`` where that is more than 1 (``Paladin 12``)."""
    if _CONTROL.search(text):
        raise FieldError(field, "{field} '{name}' has a control character (a tab, a line "
                         "break, an escape), which a name cannot have",
                         name=_escaped(text))
    name = text.strip()
    if not name:
        raise FieldError(field, "{field}: a name cannot be blank or only spaces")
    most = int(definition("name")["maxLength"])
    if numbered > 1 and len(name) > most - len(f" {numbered}"):
        raise FieldError(field, "{field} is {n} characters long; numbered up to {count}, a "
                         "name is at most {most}", n=len(name), count=numbered,
                         most=most - len(f" {numbered}"))
    if len(name) > most:
        raise FieldError(field, "{field} is {n} characters long; a name is at most {most}",
                         n=len(name), most=most)
    return name


def _escaped(text: str, limit: int = 60) -> str:
    """``text`` with its control characters written as Python writes them ('Pal\\tadin'),
    cut to ``limit`` characters."""
    shown = _CONTROL.sub(lambda m: repr(m.group())[1:-1], text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "\u2026"
