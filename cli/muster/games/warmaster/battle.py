"""Warmaster in a battle file: a unit's hits carried (fewer than its Hits per stand), the
stands it has lost and whether it is engaged in combat this turn (set by hand: ``battle set
UNIT engaged=yes``); its profile holds its Armour save, Hits and Attacks per stand and its
stands. Unsaved hits add to the hits carried; every Hits' worth removes a stand; the hits
left over are discarded at the end of the shooting phase, except an engaged unit's, which
carry into the combat (seed 002 L17-19, L40-43), and every unit's at the end of the combat
phase (docs/RULINGS.md). A unit that attacks rolls its Attacks for every stand it has
left."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from muster.engine.data import load
from muster.errors import FieldError, MusterError
from muster.i18n import say

GAME = "warmaster"

CHARACTERS = ("general", "wizard", "hero", "runesmith")
PROFILE = {"armour": "int", "hits": "int", "attacks": "int", "stands": "int"}


def check_profile(profile: dict[str, Any]) -> None:
    for key, low, high in (("armour", 0, 6), ("hits", 1, 10), ("attacks", 0, 20),
                           ("stands", 1, 20)):
        if key in profile and not low <= profile[key] <= high:
            raise FieldError(key, "{field} must be from {low} to {high}, not {n}", low=low,
                             high=high, n=profile[key])
    if profile.get("armour") in (1, 2):
        raise FieldError("armour", "{field} is a save of 3+ to 6+ (0 for none), not {n}",
                         n=profile["armour"])


def army_profile(line: Mapping[str, Any], listed: Mapping[str, Any]) -> dict[str, Any]:
    """A unit's profile from its catalogue unit (``listed``; the army line names no
    stats): its Attacks, Hits and Armour (6+, or 0 for none), and its stands if given; a
    character (general, wizard, hero, runesmith) is one stand."""
    from muster.games.warmaster.armour import parse_armour

    out: dict[str, Any] = {k: listed[k] for k in ("attacks", "hits", "stands")
                           if isinstance(listed.get(k), int)}
    if line.get("type") in CHARACTERS:
        out["stands"] = 1
    if "armour" in listed:
        out["armour"] = parse_armour(str(listed["armour"])) or 0
    return out


def stands(profile: Mapping[str, Any]) -> int:
    return int(profile.get("stands") or load(GAME, "battle")["unit"]["stands"])


def fresh(profile: Mapping[str, Any]) -> dict[str, Any]:
    return {"hits": 0, "stands_lost": 0}


def _left(profile: Mapping[str, Any], state: Mapping[str, Any]) -> int:
    return stands(profile) - int(state["stands_lost"])


def _attacks(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
             ) -> dict[str, Any]:
    if _left(profile, state) <= 0:
        raise MusterError(say("it is destroyed (every stand lost); undo the roll that "
                              "destroyed it if that was a mistake"))
    if role == "attacker":
        return ({"attacks": profile["attacks"] * _left(profile, state)}
                if profile.get("attacks") else {})
    armour = profile.get("armour")
    return {} if armour is None else {"armour": f"{armour}+" if armour else "none"}


FILLS = {"WoundSpec": _attacks}


def _hit(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
         ) -> dict[str, Any]:
    """Unsaved hits: a stand for every Hits' worth, the rest carried."""
    if role != "target" or not profile.get("hits"):
        return dict(state)
    per = int(profile["hits"])
    total = int(state["hits"]) + int(result.unsaved)
    lost = min(stands(profile), int(state["stands_lost"]) + total // per)
    carried = 0 if lost >= stands(profile) else total % per
    return {**state, "hits": carried, "stands_lost": lost}


APPLY = {"Wounds": _hit}


def score(key: Any) -> float | None:
    return None  # unsaved hits: a number, ordered as it is


def end_phase(phase: str | None, state: Mapping[str, Any]) -> dict[str, Any]:
    """The end of the shooting phase: the hits of a unit not engaged are discarded (an
    engaged unit's carry into the first round of its combat, seed 002 L17-19, L40-43)."""
    if phase == "shooting" and not state.get("engaged"):
        return {**state, "hits": 0}
    return dict(state)


def new_round(state: Mapping[str, Any]) -> dict[str, Any]:
    """The end of the combat phase (the turn): hits short of a stand are discarded, and
    the turn's engagements end (a combat that goes on is marked again)."""
    return {key: value for key, value in {**state, "hits": 0}.items() if key != "engaged"}


def describe(profile: Mapping[str, Any], state: Mapping[str, Any]) -> list[str]:
    total = stands(profile)
    left = total - int(state["stands_lost"])
    if left <= 0:
        return [say("destroyed")]
    out: list[str] = [say("stands: {left} of {total}", left=left, total=total)]
    if state["hits"]:
        out.append(say("hits carried: {n}", n=state["hits"]))
    if state.get("engaged"):
        out.append(say("engaged in combat"))
    return out
