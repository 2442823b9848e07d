"""Void: a body's size and hit points (L9, L21, L51): the checks every rule that hurts one
shares, and what damage leaves of it (dead at 0 HP; more than half of the full HP lost:
a Pain check)."""

from __future__ import annotations

from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult
from muster.errors import Field, FieldError, within
from muster.games.void import catalogue as cat
from muster.limits import MOST_HP


def check_attribute(field: str, value: int) -> None:
    """An attribute of 1-19 (L9)."""
    attrs = cat.rules()["attributes"]
    within(field, value, attrs["min"], attrs["max"])


def check_size(field: str, value: int) -> None:
    sizes = cat.rules()["sizes"]
    within(field, value, sizes["min"], sizes["max"])


def check_hp(hp_field: str, max_field: str, hp: int, max_hp: int | None) -> int:
    """The full HP (``max_hp``, or ``hp`` when not given), refusing no HP or a full HP
    below the present one."""
    within(hp_field, hp, 1, MOST_HP)
    most = hp if max_hp is None else max_hp
    within(max_field, most, 1, MOST_HP)
    if most < hp:
        raise FieldError(max_field, "{name} ({most}) cannot be below {hp_name} ({hp})",
                         name=Field(max_field), most=most, hp_name=Field(hp_field), hp=hp)
    return most


@frozen
class HpAfter(JsonResult):
    """What ``damage`` leaves of ``hp`` out of a full ``max_hp``."""

    hp_left: int
    dead: bool
    pain_check: bool

    @classmethod
    def of(cls, hp: int, max_hp: int, damage: int) -> HpAfter:
        left = max(0, hp - damage)
        dead = left == 0
        return cls(left, dead, damage > 0 and not dead and 2 * (max_hp - left) > max_hp)
