"""Pieces of Warmaster text the views share."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from muster.engine.render import die, esc
from muster.i18n import _, czech, dash, ngettext

if TYPE_CHECKING:  # what a view receives: the rule need not be imported for it
    from muster.games.warmaster.armour import Saves


def dice_text(values: Iterable[int], good: Callable[[int], bool] | None = None) -> str:
    values = list(values)
    if not values:
        return _("(dice not listed)")
    return " ".join(die(v, good=None if good is None else good(v)) for v in values)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def title(entry: dict[str, Any], english: str | None = None) -> str:
    """A heading: English 'Game length (délka hry)', Czech 'Délka hry'."""
    if czech():
        return f"[bold]{esc(cap(entry['cs']))}[/]"
    return f"[bold]{esc(english or entry['en'])}[/] ({esc(entry['cs'])})"


def saves_line(s: Saves) -> str:
    if s.armour is None:
        return "  " + ngettext("no armour save: {n} hits stand", "no armour save: {n} hits stand",
                               s.unsaved).format(n=f"[bold]{s.unsaved}[/]")
    armour = s.armour
    dice = dice_text(s.dice, good=lambda v: v >= armour) if s.dice else ""
    return ("  " + _("armour saves {armour}+: ").format(armour=s.armour)
            + (dice + dash() if dice else "")
            + _("{saves} saved, {unsaved}").format(
                saves=s.saves, unsaved="[bold red]" + _("{n} unsaved").format(
                    n=s.unsaved) + "[/]"))
