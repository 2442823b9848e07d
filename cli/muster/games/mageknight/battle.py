"""Mage Knight in a battle file: the clicks a warrior's dial has taken, and whether it is
eliminated (the skulls show). Its profile holds its attack, defense and damage values as
the dial shows them, and the click at which the skulls show. A hit turns the target's
dial by the damage (a heal turns it back); pushing damage (a critical miss, a lunge, a
second action token) turns the attacker's."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from muster.battle.rules import BattleRules, Join, index
from muster.errors import MusterError, within
from muster.i18n import say
from muster.limits import PROFILE as PROFILE_BOUNDS

GAME = "mageknight"

PROFILE = {"attack": "int", "defense": "int", "damage": "int", "skull_at": "int",
           "points": "int"}


def check_profile(profile: dict[str, Any]) -> None:
    for key, (low, high) in PROFILE_BOUNDS[GAME].items():  # typo guards
        if key in profile:
            within(key, profile[key], low, high)


def fresh(profile: Mapping[str, Any]) -> dict[str, Any]:
    return {"clicks": 0, "eliminated": False}


def _wound(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
           ) -> dict[str, Any]:
    if state["eliminated"]:
        raise MusterError(say("it is eliminated; undo the roll that eliminated it if that "
                              "was a mistake"))
    if role == "attacker":
        return {k: profile[k] for k in ("attack", "damage") if k in profile}
    out: dict[str, Any] = {"clicks_taken": [state["clicks"]]}
    if "defense" in profile:
        out["defense"] = [profile["defense"]]
    if "skull_at" in profile:
        out["skull_at"] = [profile["skull_at"]]
    return out


def _roll(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
          ) -> dict[str, Any]:
    """The attack roll alone (roll mk): the attacker's attack, each target's defense."""
    out = _wound(role, profile, state)
    return {k: v for k, v in out.items() if k in ("attack", "defense")}


def _dial(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
          ) -> dict[str, Any]:
    clicks = int(state["clicks"])
    if role != "attacker":
        if index(role) >= len(result.targets):  # fewer --defense given than targets named
            return dict(state)
        mine = result.targets[index(role)]
        if mine.captured:
            return dict(state)
        if mine.clicks_after is not None:
            clicks = mine.clicks_after
        eliminated = bool(mine.eliminated)
    else:
        clicks += result.pushing
        eliminated = False
    skull = profile.get("skull_at")
    return {"clicks": clicks,
            "eliminated": eliminated or (skull is not None and clicks >= skull)}


def _end(battle: Any, log: list[dict[str, Any]]) -> dict[str, Any]:
    """The end of the game (deploy-shuffle mk score), each side a player: who still has
    able warriors (L214); with every warrior's points known (an army file), each side's
    build total and, in a game of two, the points of the other side's warriors eliminated
    (the victory order's tie-breaks, L221-223)."""
    sides = [s for s in battle.sides if s.units]
    out: dict[str, Any] = {"able": [s.name for s in sides
                                    if any(not u.state["eliminated"] for u in s.units)]}
    if not all("points" in u.profile for s in sides for u in s.units):
        return out
    out["built"] = [f"{s.name}={sum(u.profile['points'] for u in s.units)}" for s in sides]
    if len(sides) == 2:
        lost = {s.name: sum(u.profile["points"] for u in s.units if u.state["eliminated"])
                for s in sides}
        out["eliminated"] = [f"{s.name}={lost[o.name]}" for s, o in zip(sides, sides[::-1],
                                                                         strict=True)]
    return out


def _pushed(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
            ) -> dict[str, Any]:
    """The attack roll alone deals no damage; a critical miss's pushing damage turns the
    attacker's dial."""
    if role != "attacker" or not result.pushing:
        return dict(state)
    clicks = int(state["clicks"]) + int(result.pushing)
    skull = profile.get("skull_at")
    return {"clicks": clicks, "eliminated": skull is not None and clicks >= skull}


def score(key: Any) -> float | None:
    """For the side that attacked: the damage dealt (healing done), an elimination worth
    more than any damage, pushing damage taken counting against it."""
    if all(isinstance(hit, bool) for hit in key):  # the attack roll alone: a bool per target
        return float(sum(key))
    targets, pushing = key
    total = 0.0
    for hit, damage, healing, eliminated in targets:
        total += (damage or 0) + (healing or 0) + (100 if eliminated else 0) + (hit and 0.5)
    return total - 0.1 * float(pushing)


def describe(profile: Mapping[str, Any], state: Mapping[str, Any]) -> list[str]:
    if state["eliminated"]:
        return [say("eliminated")]
    return [say("clicks taken: {n}", n=state["clicks"])]


RULES = BattleRules(
    profile=PROFILE, fresh=fresh, describe=describe, check_profile=check_profile,
    score=score,
    joins={  # one roll against every target (a defense each)
        "WoundSpec": Join(fill=_wound, apply=_dial, several=True),
        "AttackSpec": Join(fill=_roll, apply=_pushed, several=True),
        "ScoreSpec": Join(whole=_end),
    })
