"""BattleLore in a battle file: the figures a unit has left (its banner bearer included).
Its profile holds its banner colour, its type (foot, mounted, creature), its weapon and,
where a scenario says otherwise, its figures at full strength. An attack's figures lost (hits and
blocked retreats) leave it with the attack's figures left."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from muster.battle.rules import BattleRules, Join
from muster.engine.names import Lookup
from muster.errors import MusterError, within
from muster.games.battlelore.tables import rules
from muster.i18n import N_, say, say_p
from muster.limits import PROFILE as PROFILE_BOUNDS

GAME = "battlelore"

PROFILE = {"colour": "str", "type": "str", "figures": "int", "weapon": "str"}
COLOURS = ("green", "blue", "red")


def check_profile(profile: dict[str, Any]) -> None:
    if "colour" in profile:
        profile["colour"] = Lookup(N_("banner colour"), {c: rules()["colours"][c]
                                                     for c in COLOURS}).find(
            profile["colour"], field="colour")
    if "type" in profile:
        profile["type"] = Lookup(N_("unit type"), rules()["unit_types"]).find(
            profile["type"], field="type")
    if "weapon" in profile:
        profile["weapon"] = Lookup(N_("weapon"), rules()["weapons"]).find(
            profile["weapon"], field="weapon")
    if "figures" in profile:  # a typo guard
        within("figures", profile["figures"], *PROFILE_BOUNDS[GAME]["figures"])


def full(profile: Mapping[str, Any]) -> int:
    if "figures" in profile:
        return int(profile["figures"])
    return int(rules()["unit_types"][profile.get("type", "foot")]["figures"])


def fresh(profile: Mapping[str, Any]) -> dict[str, Any]:
    return {"figures": full(profile)}


def _wound(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
           ) -> dict[str, Any]:
    if state["figures"] <= 0:
        raise MusterError(say("it is destroyed (no figure left); undo the roll that "
                              "destroyed it if that was a mistake"))
    if role == "attacker":
        out = {"attacker_colour": profile.get("colour"), "attacker_type": profile.get("type"),
               "weapon": profile.get("weapon")}
        return {k: v for k, v in out.items() if v is not None}
    out = {"target_colour": profile.get("colour"), "target_type": profile.get("type"),
           "figures": state["figures"]}
    return {k: v for k, v in out.items() if v is not None}


def _hits(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
          ) -> dict[str, Any]:
    """The battle dice read against a target (roll bl hits): its colour and type; the
    attacker's weapon."""
    out = _wound(role, profile, state)
    names = {"target_colour": "target", "target_type": "target_type", "weapon": "weapon"}
    return {names[k]: v for k, v in out.items() if k in names}


def _lost(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
          ) -> dict[str, Any]:
    if role != "target":
        return dict(state)
    return {"figures": int(result.figures_left)}


def score(key: Any) -> float | None:
    """For the attacker: figures the target lost, destroying it above any loss, then the
    hexes it retreats; its battle back counts against."""
    if not isinstance(key, tuple):  # the hits of a roll alone: a number orders itself
        return None
    lost, destroyed, hexes, back = key
    return float(lost * 10 + (100 if destroyed else 0) + hexes - (0.5 if back else 0))


def describe(profile: Mapping[str, Any], state: Mapping[str, Any]) -> list[str]:
    if state["figures"] <= 0:
        return [say_p("battlelore", "destroyed")]  # Czech agrees with a jednotka: zničena
    return [say("figures: {left} of {total}", left=state["figures"], total=full(profile))]


RULES = BattleRules(
    profile=PROFILE, fresh=fresh, describe=describe, check_profile=check_profile,
    score=score,
    joins={"WoundSpec": Join(fill=_wound, apply=_lost), "HitsSpec": Join(fill=_hits)})
