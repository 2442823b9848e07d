"""How a line without its mode's word picks a mode of a split command
(`muster.verbs.DefaultGroup`): by a flag (`picked`) or by an option's value (`named`)."""

from __future__ import annotations


def picked(args: list[str], flags: dict[str, str]) -> str | None:
    """The subcommand the first of ``flags`` ({flag: subcommand}) among ``args`` picks on a
    line without the subcommand (``wound mk --heal``, ``roll void --control``); a what-if
    column's options (``--vs '--heal'``) are its value, which picks nothing of the line."""
    value_of_vs = False
    for arg in args:
        word, equals, _ = arg.partition("=")
        if not value_of_vs and word in flags:
            return flags[word]
        value_of_vs = not value_of_vs and word == "--vs" and not equals
    return None


def named(args: list[str], option: str, modes: tuple[str, ...]
          ) -> tuple[str, list[str]] | None:
    """The mode the last value of ``option`` among ``args`` names (one of ``modes``; the last
    one given wins, as for any option) and ``args`` without any ``option``; None when that
    value names no mode, or there is none."""
    dropped: set[int] = set()
    value: str | None = None
    i = 0
    while i < len(args):
        word, eq, value_of = args[i].partition("=")
        taken = 0 if word != option else 1 if eq else 2
        if taken == 2 and i + 1 >= len(args):
            return None  # its value missing: click's error
        if taken:
            value = value_of if eq else args[i + 1]
            dropped |= set(range(i, i + taken))
        i += taken or 1
    if value is None or value not in modes:
        return None
    return value, [a for j, a in enumerate(args) if j not in dropped]
