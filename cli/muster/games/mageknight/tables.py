"""Mage Knight's attack tables (``data/attack.toml``): the criticals, the attack and
defense modifiers and the sanity bounds of the values typed (`rules`), those numbers by name for
the help texts (`numbers`) and the check of a value against its bounds (`bounded`). The
attack roll (`attack.py`), the close-combat advantages (`close.py`), the bombard and the
wound read them, so they live here, apart from each."""

from __future__ import annotations

from typing import Any

from muster.engine.data import load
from muster.errors import within

GAME = "mageknight"

def rules() -> dict[str, Any]:
    return load(GAME, "attack")


def numbers() -> dict[str, int]:
    """The rules' numbers by name (criticals, pushing, the attack and defense modifiers),
    for texts that quote them (the commands' help: the data alone, no rule module)."""
    r = rules()
    td, f = r["terrain_defense"], r["ranged_formation"]
    return {"crit_miss": r["critical_miss"]["natural"],
            "pushing": r["critical_miss"]["pushing_damage"],
            "crit_hit": r["critical_hit"]["natural"], "extra": r["critical_hit"]["extra_damage"],
            "precision": r["precision"]["attack_modifier"], "close_shot": r["close_shot"]["bonus"],
            "formation_attack": f["attack_per_member"],
            "formation_damage": f["damage_per_bow_member"],
            "hindering": td["hindering"], "elevated": td["elevated"],
            "both": td["hindering"] + td["elevated"],
            "capture": r["capture"]["attack_modifier"],
            "captive": r["eliminate_captive"]["attack_modifier"],
            "gang_up": r["gang_up"]["attack_per_warrior"],
            "rear_arc": r["rear_arc"]["attack_bonus"],
            "lunge": r["lunge"]["pushing_damage"],
            "second_token": r["second_token"]["pushing_damage"],
            "blocked": r["bombard_blocked"]["attack_modifier"],
            "placement": r["bombard_placement"]["range_multiplier"]}


def bounded(name: str, value: int, bound: str | None = None) -> int:
    """Refuse a value outside the sanity bounds of data/attack.toml [bounds] (``bound``,
    default the field's own name)."""
    lo, hi = rules()["bounds"][bound or name]
    within(name, value, lo, hi)
    return value
