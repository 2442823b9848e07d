"""What a wound does to a Confrontation figure (seed 000 L1578-1583): its new state after a
damage roll's result, or a feat's fixed wound (cumulative wounds, the big creatures' tokens,
Possessed), and the die penalties the figure then fights with (`felt_penalties`, L1564-1571).
Apart from the damage roll (`muster.games.confrontation.damage`, which names it too), so
that a feat that only costs a light wound imports no damage roll (start-up), nor a battle
file the melee rule. The numbers are in ``data/wounds.toml``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from muster.games.confrontation.tables import wound_rules
from muster.i18n import named, say, say_p


def joined(notes: Sequence[str], sep: str) -> str:
    """Notes joined into one message: English as JSON and the key of a result keep it, each
    note in the user's language where it is shown."""
    if not notes:
        return ""
    return say(sep.join(f"{{n{i}}}" for i in range(len(notes))),
               **{f"n{i}": n for i, n in enumerate(notes)})


def apply_wound(result: str, current: str, toughness: str | None, killed_before: int,
                possessed: bool = False) -> dict[str, Any]:
    """The figure's new state after ``result`` (cumulative wounds, L1578-1583)."""
    w = wound_rules()
    levels = w["result"]
    wound, stunned, killed = current, False, False
    if result == "stunned":
        stunned = True
    elif result == "killed":
        killed = True
    elif result != "none":
        if levels[result]["level"] > levels[current]["level"]:
            wound = result
        else:
            worse = w["worsen"][current]
            if worse == "killed":
                killed = True
            else:
                wound = worse
    removed, end_of_round = killed, False
    notes: list[str] = []  # Messages, and a Worded where Czech words a note by its place
    kills = killed_before + (1 if killed else 0)
    t = w["toughness"][toughness] if toughness else None
    if t and t.get("until_end_of_round"):
        if killed or killed_before:
            wound, removed, end_of_round = t["tokens"][0], False, True
            notes.append(say("{ability}: killed, but not removed at once", ability=named(t)))
    elif t and killed:
        if killed_before < len(t["tokens"]):
            wound, removed = t["tokens"][killed_before], False
            notes.append(say("{ability}: kill {n} of {total} leaves a {wound} token",
                             ability=named(t), n=kills, total=len(t["tokens"]) + 1,
                             wound=named(levels[wound])))
        else:
            notes.append(say("{ability}: kill {n} of {total} removes it", ability=named(t),
                             n=kills, total=len(t["tokens"]) + 1))
    if removed:
        state, penalty = "killed", None
    else:
        state = wound if wound != "none" else ("stunned" if stunned else "none")
        felt = w["possessed"]["lighter"].get(wound, wound) if possessed else wound
        lasting = 0 if t and t["ignores_wound_penalties"] else levels[felt]["penalty"]
        penalty = -(lasting + (levels["stunned"]["penalty"] if stunned else 0))
        if t and t["ignores_wound_penalties"] and wound != "none":
            # after the kill's note Czech names the ability once
            notes.append(say_p("after a kill", "{ability}: wound penalties ignored",
                               ability=named(t)) if notes else
                         say("{ability}: wound penalties ignored", ability=named(t)))
        elif possessed and felt != wound:
            if felt != "none":
                notes.append(say("{ability}: penalties of a {wound}",
                                 ability=named(w["possessed"]), wound=named(levels[felt])))
            else:
                notes.append(say("{ability}: penalties of a no wound",
                                 ability=named(w["possessed"])))
    return {"state": state, "wound": "killed" if removed else wound, "stunned": stunned,
            "penalty": penalty, "removed": removed, "until_end_of_round": end_of_round,
            "kills": kills, "toughness_note": joined(notes, "; ")}


def felt_penalties(state: dict[str, Any], options: dict[str, Any]) -> tuple[str, ...]:
    """The die penalties a figure fights with after a wave (L1564-1571): its wound, one
    level lighter if Possessed, none for a creature that ignores wound penalties; stunned
    on top."""
    w = wound_rules()
    names = []
    tough = options.get("toughness")
    ignores = bool(tough) and w["toughness"][tough]["ignores_wound_penalties"]
    wound = state["wound"]
    if wound not in ("none", "killed") and not ignores:
        felt = w["possessed"]["lighter"].get(wound, wound) if options.get("possessed") \
            else wound
        if felt != "none":
            names.append(felt)
    if state["stunned"]:
        names.append("stunned")
    return tuple(names)
