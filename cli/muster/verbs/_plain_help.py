"""Help on a pipe (click's plain formatter) as the terminal's rich help reads: a ``\\[`` that
keeps rich from taking ``[rule]`` for markup is a plain ``[``, and a subcommand's line in a
group's list is not cut at a Czech abbreviation ('ř. 27', 'výklad č. 19') as if it ended
the sentence (click stops its short help at the first word that ends in a full stop)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import click
import click.core
from click.utils import make_default_short_help

# a Czech abbreviation before a number or a word: 'ř. 27', 'č. 19', 's. 6', 'např. --dice'
_ABBREVIATION = re.compile(r"(?<!\w)(ř|č|s|tj|např|tzv|popř|resp|srov)\.(?=\s+\S)")
_HELD = "\ue000"  # private use: no text holds it, and str.split() keeps it in the word


def short_help(help: str, max_length: int = 45) -> str:
    """click's short help of ``help``, in Czech with an abbreviation's full stop kept inside
    its sentence."""
    from muster.i18n import czech

    if not czech():
        return make_default_short_help(help, max_length)
    held = _ABBREVIATION.sub(lambda m: m.group(1) + _HELD, help)
    return make_default_short_help(held, max_length).replace(_HELD, ".")


class PlainHelp(click.HelpFormatter):
    """click's formatter, with rich's ``\\[`` escape written as the ``[`` it stands for."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, _plain(args), prefix)

    def write_text(self, text: str) -> None:
        super().write_text(_plain(text))

    def write_dl(self, rows: Sequence[tuple[str, str]], col_max: int = 30,
                 col_spacing: int = 2) -> None:
        super().write_dl([(_plain(a), _plain(b)) for a, b in rows], col_max, col_spacing)


def _plain(text: str) -> str:
    return text.replace("\\[", "[")


def install() -> None:
    """Every click context formats plain help with `PlainHelp`, and every command's short
    help is `short_help` (click.core looks the function up when it makes one)."""
    click.Context.formatter_class = PlainHelp
    click.core.make_default_short_help = short_help
