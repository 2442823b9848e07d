"""Confrontation's Courage against Fear in a battle file (seed 000 L645-697), the part of
`muster.games.confrontation.battle` a Courage test joins: which figure is frightened (it
flees until a rally roll succeeds), paralysed (until the end of the round, and by which
fear-causer when the test named it) or immune to a FEAR, and the fear's penalties."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from muster.errors import MusterError
from muster.games.confrontation.characteristic import GROUP_COURAGE_RULE
from muster.i18n import say

FEARED = ("ini", "att", "def")


def afraid(profile: Mapping[str, Any], state: Mapping[str, Any]) -> Mapping[str, Any]:
    """A frightened (fleeing), paralysed or afraid (failed after its card was activated)
    figure's fear penalties (L649-651): -1 INI, ATT and DEF, never below 0; they change the
    characteristic, not the die (RULINGS)."""
    if not (state.get("frightened") or state.get("paralysed") or state.get("afraid")):
        return profile
    return {**profile, **{k: max(0, profile[k] - 1) for k in FEARED if k in profile}}


def courage(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
            ) -> dict[str, Any]:
    """A Courage test against Fear (``--over``, L645-654): the figure's COU; the
    fear-causer's FEAR as the difficulty, else, for a frightened figure, the FEAR that
    frightened it (a rally roll, L683-690). A fear-causer is immune to fear (L697)."""
    if role == "target":
        return {"difficulty": [profile["fear"]]} if "fear" in profile else {}
    if profile.get("fear"):
        raise MusterError(say("it causes fear itself, and a fear-causer is immune to fear"))
    out: dict[str, Any] = {"value": profile["cou"]} if "cou" in profile else {}
    if state.get("frightened"):
        out[RALLY] = [state["frightened"]]  # the difficulty unless a fear-causer is named
    return out


def faced_named(role: str, names: Mapping[str, str], before: Mapping[str, Any],
                state: Mapping[str, Any]) -> dict[str, Any]:
    """A frightened figure's passed test against a fear-causer named is a standard test,
    not its rally roll (L645-654, L692-696: the rally roll is made at its card's activation,
    L683-686), even at the FEAR it flees from: it is immune to that FEAR or lower. `tested`
    sees only the result, in which a named creature of that FEAR and the rally roll look
    alike; here the creature named tells them apart."""
    fled = int(before.get("frightened", 0))
    if role != "attacker" or "target" not in names or not fled or state.get("frightened") \
            or int(state.get("fearless_to", 0)) >= fled:
        return dict(state)
    return freed({**state, "fearless_to": fled})


def told(role: str, names: Mapping[str, str], before: Mapping[str, Any],
         state: Mapping[str, Any]) -> Any:
    """What a frightened figure's Courage test was (L683-696): its rally roll (no creature
    named, at the FEAR it flees from: passed, it stops fleeing and is immune to nothing),
    or a standard test (a fear-causer named charges it: passed, it is immune to that FEAR
    or lower). A figure that does not flee makes only standard tests: nothing to tell."""
    fled = before.get("frightened")
    if role != "attacker" or not fled:
        return None
    if "target" in names:
        return say("a standard test against {causer}, not its rally roll (a creature named "
                   "charges it, L692-696)", causer=names["target"])
    if state.get("fearless_to") == before.get("fearless_to") and \
            state.get("frightened", fled) == fled:
        return say("its rally roll at FEAR {n}: a pass stops the flight and gives no "
                   "immunity (L683-686, L695-696)", n=fled)
    return None


def freed(state: Mapping[str, Any]) -> dict[str, Any]:
    """The figure's state without the fear it is now immune to (L692-694: no fear of a
    creature of FEAR ``fearless_to`` or lower acts on it): the flight, the paralysis (and
    by whom) and the afraid penalties of such a FEAR end."""
    top = int(state.get("fearless_to", 0))
    out = dict(state)
    for key in ("frightened", "paralysed", "afraid"):
        if key in out and int(out[key]) <= top:
            out.pop(key)
            if key == "paralysed":
                out.pop("paralysed_by", None)
    return out


RALLY = "rally"  # a frightened figure's own FEAR, filled for `faced` to weigh


def faced(fields: dict[str, Any]) -> dict[str, Any]:
    """The difficulty of a Courage test: the FEAR of the fear-causer named, when one is (a
    standard test against it, L645-654, whatever fear the figure flees from), else the FEAR
    that frightened the figure (its rally roll, L683-690)."""
    out = {k: v for k, v in fields.items() if k != RALLY}
    if RALLY in fields and "difficulty" not in out:
        out["difficulty"] = fields[RALLY]
    return out


def group(filled: list[dict[str, Any]]) -> dict[str, Any]:
    """Several figures charging a fear-causer together make one test for the whole group
    (L672-675): the highest COU in the group, +1 for each other figure, and its result
    holds for every figure (each takes it, `charged`). A figure without COU leaves the
    value to be given."""
    out = {k: v for f in filled for k, v in f.items() if k not in ("value", RALLY)}
    values = [int(f["value"]) for f in filled if "value" in f]
    if len(values) == len(filled):
        out["value"] = max(values)
    out["group"] = len(filled)
    return out


def tested_among(spec: Any, units: Mapping[str, tuple[Any, Any]], battle: Any
                 ) -> tuple[str, Any] | None:
    """A group tests as one only when it charges or engages the fear-causer at once
    (`GROUP_COURAGE_RULE`: L645-646, L672-675); a figure charged is tested alone
    (`same_creature`)."""
    several = [r for r in units if r.startswith("attacker ")]
    if several:
        return several[0], say("{rule}; a figure charged by one is tested alone",
                               rule=GROUP_COURAGE_RULE)
    return same_creature(spec, units, battle)


def may_charge(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
               spec: Any) -> None:
    """A figure that flees charges nothing until it rallies (L683-690), and a paralysed one
    cannot move of its own will until the round ends (L664-670)."""
    if role != "attacker":
        return
    if state.get("frightened"):
        raise MusterError(say("it flees (frightened by FEAR {n}) and charges nothing until a "
                              "rally roll succeeds", n=state["frightened"]))
    if state.get("paralysed"):
        raise MusterError(say("it is paralysed by terror (FEAR {n}) and cannot move of its "
                              "own will until the end of the round", n=state["paralysed"]))


def same_creature(spec: Any, units: Mapping[str, tuple[Any, Any]], battle: Any
                  ) -> tuple[str, Any] | None:
    """A figure paralysed this round by a fear-causer's terror, charged or engaged by that
    same creature in the round, flees at once, with no test (L667-668): its Courage test
    against it is refused, saying how to record the flight. Charged by another fear-causer
    it tests as usual (L669-670)."""
    if "attacker" not in units or "target" not in units:
        return None
    figure, causer = units["attacker"][1], units["target"][1]
    fear = figure.state.get("paralysed")
    if not fear or figure.state.get("paralysed_by") != causer.name:
        return None
    return "attacker", say(
        "paralysed this round by the terror of {causer}, it flees without a test when "
        "{causer} charges or engages it (L667-668): record the flight with battle set "
        "{name} frightened={fear} paralysed=0", causer=causer.name, name=figure.name,
        fear=fear)


def _immune(state: Mapping[str, Any], test: Any) -> bool:
    """A failed test against a FEAR the figure is already immune to (a passed standard test
    against that FEAR or higher, L692-694: no fear that low acts on it for the rest of the
    battle) changes nothing: in a group charge such a figure is one of the group (its COU
    and its +1 count, L672-675) but takes no fear from the group's failure (RULINGS)."""
    return not test.success and int(state.get("fearless_to", 0)) >= int(test.difficulty)


def tested(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
           ) -> dict[str, Any]:
    """A Courage test against FEAR D of a figure charged or engaged by the fear-causer:
    failed, the figure is frightened by D (it flees; a fanatic that holds is still under
    the fear's effects) until a rally roll at D succeeds; passed (not as a rally roll), it
    is immune to FEAR D or lower for the battle (L692-696), and so no longer flees from, nor
    is paralysed by, a FEAR that low. A charger's test is `charged`."""
    if role != "attacker":
        return dict(state)
    test = getattr(result, "courage", result)  # a fanatic's test: its Courage roll
    fear = test.difficulty
    out = dict(state)
    if fear is None or _immune(state, test):
        return out
    if not test.success:
        out["frightened"] = max(fear, int(state.get("frightened", 0)))
    elif state.get("frightened") == fear:
        out.pop("frightened")  # rallied; a rally roll gives no immunity (`faced_named`)
    else:  # a standard test: immune to this FEAR or lower, the fear it fled from too
        out["fearless_to"] = max(fear, int(state.get("fearless_to", 0)))
        out = freed(out)
    return out


def charged(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
            ) -> dict[str, Any]:
    """A Courage test of a figure that charges or engages the fear-causer (L664-670):
    failed, it is paralysed by terror until the end of the round (not fleeing: no rally
    roll); passed, immune to that FEAR or lower for the battle, as any passed test."""
    if role != "attacker":
        return dict(state)
    test = getattr(result, "courage", result)
    if test.difficulty is None or test.success or _immune(state, test):
        return tested(role, profile, state, result)
    return {**state, "paralysed": test.difficulty}


def shaken(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
           ) -> dict[str, Any]:
    """A Courage test of a figure charged by the fear-causer after its card was activated
    (L655-659): failed, it takes the fear's penalties and does not flee, *afraid* of D
    until the end of the round (RULINGS: the seed gives the penalties no end; a figure that
    does not flee makes no rally roll); passed, as any passed test (`tested`)."""
    if role != "attacker":
        return dict(state)
    test = getattr(result, "courage", result)
    if test.difficulty is None or test.success or _immune(state, test):
        return tested(role, profile, state, result)
    return {**state, "afraid": max(test.difficulty, int(state.get("afraid", 0)))}


def paralysed_by(role: str, names: Mapping[str, str], before: Mapping[str, Any],
                 state: Mapping[str, Any]) -> dict[str, Any]:
    """A figure paralysed by its charge keeps which fear-causer it charged, when the test
    named it (`same_creature` reads it); a paralysed figure charges nothing more, so the
    paralysis is this test's."""
    if role != "attacker" or not state.get("paralysed"):
        return dict(state)
    out = {k: v for k, v in state.items() if k != "paralysed_by"}
    if "target" in names:
        out["paralysed_by"] = names["target"]
    return out


def fear_lines(state: Mapping[str, Any]) -> list[str]:
    """The fear a figure is under, or immune to (``battle show``)."""
    out: list[str] = []
    if state.get("frightened"):
        out.append(say("frightened (FEAR {n}): flees until it rallies", n=state["frightened"]))
    if state.get("paralysed"):
        out.append(say("paralysed by the terror of {causer} (FEAR {n}) until the end of the "
                       "round", causer=state["paralysed_by"], n=state["paralysed"])
                   if state.get("paralysed_by") else
                   say("paralysed by terror (FEAR {n}) until the end of the round",
                       n=state["paralysed"]))
    if state.get("afraid"):
        out.append(say("afraid (FEAR {n}): the fear's penalties until the end of the round, "
                       "no flight (its card was activated)", n=state["afraid"]))
    if state.get("fearless_to"):
        out.append(say("immune to FEAR {n} or lower", n=state["fearless_to"]))
    return out
