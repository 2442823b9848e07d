"""An option that several subcommands of a group share words its help for each of them
(``target: how many dice; rage: the most dice ...; storm: enemy units in range.``), so the
group's own screen can list it once. On a subcommand's own screen only its own meaning is
shown, without the prefix (``roll wm storm --help``: ``Enemy units in range.``).
The help is already in the user's language: a Czech text keeps the subcommands'
names, which are not translated."""

from __future__ import annotations

import re

import click

# a part's prefix: subcommand names (``storm, rage``), perhaps one of its options
PREFIX = re.compile(r"([a-z][a-z-]*(?:, [a-z][a-z-]*)*)((?: --[a-z-]+)?): ")


def own_meanings(cmd: click.Command) -> None:
    """Word each option of ``cmd`` (a subcommand) for it alone, where its help is worded
    per subcommand."""
    for param in cmd.params:
        if hasattr(param, "help_msgids"):  # worded when read (--vs), or already its own
            continue
        text = getattr(param, "help", None)
        if isinstance(param, click.Option) and text and cmd.name:
            own = own_meaning(text, cmd.name)
            if own is not None:
                param.help_msgids = (text,)  # type: ignore[attr-defined]  # the catalog's
                param.help = own             # message is the whole text (scripts/i18n.py)


def own_meaning(text: str, name: str) -> str | None:
    """``text``'s part for the subcommand ``name``, without its prefix; None when the text
    is not worded per subcommand, or has no part for ``name``."""
    first = PREFIX.match(text)
    if first is None:
        return None
    starts = [m.start() for m in PREFIX.finditer(text)
              if m.start() == 0 or text[:m.start()].endswith("; ")]
    ends = [*starts[1:], len(text)]
    mine = []
    for a, b in zip(starts, ends, strict=True):
        part = text[a:b].removesuffix("; ")
        m = PREFIX.match(part)
        if m is not None and name in m.group(1).split(", "):
            rest, option = part[m.end():], m.group(2).strip()
            mine.append(f"{option}: {rest}" if option else rest[:1].upper() + rest[1:])
    if not mine:
        return None
    own = "; ".join(mine)
    return own if own.endswith((".", "?")) else own + "."
