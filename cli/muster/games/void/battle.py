"""Void in a battle file: a fighter's HP left and its conditions (dead; stunned by a
blunt blow; past half its HP, when every wound calls for a pain check). Its profile holds
the attributes the attack reads: Armor, Agility, CC, RC, Strength, Durability, Will, size
and its full HP. An attack's damage lowers the target's HP (its HP left is the new HP)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from muster.errors import FieldError, MusterError
from muster.i18n import say

GAME = "void"

PROFILE = {"hp": "int", "armor": "int", "agility": "int", "cc": "int", "rc": "int",
           "strength": "int", "durability": "int", "will": "int", "size": "int"}
_TARGET = {"armor": "target_armor", "agility": "target_agility", "cc": "target_cc",
           "durability": "target_durability", "strength": "target_strength",
           "will": "target_will", "size": "target_size"}
_ATTACKER = ("strength", "cc", "rc", "size")
HP = 40  # a fighter's HP when the profile does not say (as the attack's default)


def check_profile(profile: dict[str, Any]) -> None:
    for key, value in profile.items():
        high = 1000 if key == "hp" else 100
        if not (1 if key in ("hp", "size") else 0) <= value <= high:
            raise FieldError(key, "{field} must be from {low} to {high}, not {n}",
                             low=1 if key in ("hp", "size") else 0, high=high, n=value)


def fresh(profile: Mapping[str, Any]) -> dict[str, Any]:
    return {"hp": int(profile.get("hp", HP)), "conditions": []}


def _attack(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
            ) -> dict[str, Any]:
    if "dead" in state["conditions"]:
        raise MusterError(say("it is dead; undo the roll that killed it if that was a "
                              "mistake"))
    if role == "attacker":
        return {k: profile[k] for k in _ATTACKER if k in profile}
    out = {field: profile[k] for k, field in _TARGET.items() if k in profile}
    out["target_hp"] = state["hp"]
    out["target_max_hp"] = int(profile.get("hp", HP))
    return out


FILLS = {"AttackSpec": _attack}


def _hurt(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
          ) -> dict[str, Any]:
    if role != "target":
        return dict(state)
    conditions = [c for c in state["conditions"] if c not in ("dead", "pain")]
    hp = int(result.hp_left)
    if result.dead:
        conditions.append("dead")
    elif 2 * (int(profile.get("hp", HP)) - hp) > int(profile.get("hp", HP)):
        conditions.append("pain")
    if result.effect and result.stunned_minutes and "stunned" not in conditions:
        conditions.append("stunned")
    return {"hp": hp, "conditions": conditions}


APPLY = {"Wound": _hurt}


def score(key: Any) -> float | None:
    """For the attacker: the damage done, a kill worth more than any damage."""
    return float(key[3]) + (1000 if key[5] else 0) + (0.5 if key[0] else 0)


def new_round(state: Mapping[str, Any]) -> dict[str, Any]:
    return dict(state)


def describe(profile: Mapping[str, Any], state: Mapping[str, Any]) -> list[str]:
    if "dead" in state["conditions"]:
        return [say("dead")]
    out: list[str] = [say("HP {hp} of {full}", hp=state["hp"], full=profile.get("hp", HP))]
    if "pain" in state["conditions"]:
        out.append(say("past half its HP (pain checks)"))
    if "stunned" in state["conditions"]:
        out.append(say("stunned"))
    return out
