"""Confrontation in a battle file: a figure's wound level (none, light, serious, critical,
killed), whether it is stunned (until the end of the round, seed 000 L1578-1583), the
kills a big creature has survived, whether it has rolled its Regeneration, Reinforcement
and Mutagenic dice this round, the fear that frightened (until it rallies) or paralysed it
(until the end of the round), the fear it is immune to, and this round's Mutagenic points
and what they were spent on. Its profile holds its characteristics, its size,
Regeneration / X, Reinforcement, Mutagenic / X and the abilities the damage roll reads.
A damage roll's result is the figure's new state (`damage.apply_wound`); a Regeneration
roll heals its wound at the end of a round, once a round (L1257-1263); every roll the
battle fills reads the characteristics with this round's Mutagenic points and the fear's
penalties."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from muster.battle.rules import BattleRules, Join
from muster.engine.data import load
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.errors import Field, FieldError, MusterError, within
from muster.games.confrontation import battle_fear as fear
from muster.games.confrontation.damage import check_kills
from muster.games.confrontation.tables import location_key, size_key, wound_rules
from muster.games.confrontation.wound_state import felt_penalties
from muster.i18n import N_, named, say
from muster.limits import PROFILE as PROFILE_BOUNDS

GAME = "confrontation"

PROFILE = {"res": "int", "str": "int", "att": "int", "def": "int", "aim": "int",
           "cou": "int", "fear": "int", "mov": "int", "ini": "int", "dis": "int",
           "size": "str", "reinforcement": "bool", "mutagenic": "int", "hard_boiled": "bool",
           "possessed": "bool",
           "survival_instinct": "bool", "assassin_immune": "bool", "toxic_immune": "bool",
           "toughness": "str", "immune": "list", "regeneration": "int", "leadership": "int"}
TOUGHNESS = ("colossal", "enormous", "gigantic", "fierce")
# the characteristics a profile holds (and takes of an army line's stats)
STATS = ("res", "str", "att", "def", "aim", "cou", "fear", "mov", "ini", "dis")
LEVELS = ("none", "light", "serious", "critical", "killed")
BOUNDS = PROFILE_BOUNDS[GAME]  # typo guards (`muster.limits`)


def regeneration_sides() -> int:
    """Regeneration / X's die: X is 1 to its faces (data/rolls.toml)."""
    return int(load(GAME, "rolls")["regeneration"]["sides"])


def check_profile(profile: dict[str, Any]) -> None:
    for key, (low, high) in BOUNDS.items():
        if key in profile:
            within(key, profile[key], low, high)
    if "size" in profile:
        try:
            profile["size"] = size_key(str(profile["size"]), "size")
        except MusterError:
            raise FieldError("size", "{field} is small, normal, large or very-large, not "
                             "'{text}'", text=profile["size"]) from None
    if "regeneration" in profile:  # a d6 >= X: the die's faces (data)
        within("regeneration", profile["regeneration"], 1, regeneration_sides())
    if profile.get("toughness") is not None:  # 'colossal' or the rulebook's 'Kolosální'
        table = load(GAME, "wounds")["toughness"]
        profile["toughness"] = Lookup(N_("toughness"), {k: table[k] for k in TOUGHNESS}).find(
            str(profile["toughness"]), field="toughness", template=UNKNOWN_FOR)
    if "immune" in profile:
        profile["immune"] = sorted({location_key(x, "immune") for x in profile["immune"]})


def army_profile(line: Mapping[str, Any], listed: Mapping[str, Any]) -> dict[str, Any]:
    """A figure's profile from its army line: RES, STR, ATT, DEF, AIM, COU, FEAR and MOV
    from its stats (numbers only; else
    its catalogue unit's ``listed`` profile), and the abilities the battle reads, by
    English or Czech name ("Regeneration / 5", "Tvrďák", "Immunity / head"); others are
    left to the player."""
    stats = {**{k: v for k, v in listed.items() if k in STATS and isinstance(v, int)},
             **{k: v for k, v in (line.get("stats") or {}).items() if k in STATS
                and isinstance(v, int)}}
    out: dict[str, Any] = dict(stats)
    for text in [*(line.get("abilities") or []), *_listed_abilities(listed)]:
        out.update(_ability(str(text)))
    return out


def _listed_abilities(listed: Mapping[str, Any]) -> list[str]:
    found = listed.get("abilities")
    return [str(x) for x in found] if isinstance(found, list) else []


def _ability(text: str) -> dict[str, Any]:
    """What one printed ability ("Name / X") puts in a profile; {} for one it does not."""
    name, _, value = (part.strip() for part in text.partition("/"))
    w = wound_rules()
    rolls = load(GAME, "rolls")
    # each ability a profile takes, by its English and Czech names (the first named wins)
    flags = {"hard_boiled": w["ability"]["hard-boiled"], "possessed": w["possessed"],
             "survival_instinct": w["ability"]["survival-instinct"],
             "assassin_immune": w["ability"]["assassin"]}
    printed = {**flags, **{f"toughness {kind}": e for kind, e in w["toughness"].items()},
               "regeneration": rolls["regeneration"], "reinforcement": rolls["reinforcement"],
               "mutagenic": rolls["mutagenic"],
               "leadership": load(GAME, "battle")["ability"]["leadership"],
               "immune": w["immunity"]}
    key = Lookup(N_("ability"), [{"id": k, "en": e.get("en"), "cs": e.get("cs")}
                                 for k, e in printed.items()]).key(name)
    if key in flags:
        return {key: True}
    if key is not None and key.startswith("toughness "):
        return {"toughness": key.removeprefix("toughness ")}
    if key == "regeneration" and value.isdigit():
        return {"regeneration": int(value)}
    if key == "reinforcement":
        return {"reinforcement": True}
    if key == "mutagenic" and value.lstrip("-").isdigit():
        return {"mutagenic": int(value)}
    if key == "leadership" and value.isdigit():
        return {"leadership": int(value)}
    if key == "immune" and value:
        try:
            return {"immune": [location_key(value, "immune")]}
        except MusterError:
            return {}  # an Immunity to an element: no damage roll at all, not a profile
    return {}


def fresh(profile: Mapping[str, Any]) -> dict[str, Any]:
    return {"wound": "none", "kills": 0, "stunned": False}


def _alive(state: Mapping[str, Any]) -> None:
    if state["wound"] == "killed":
        raise MusterError(say("it is killed (removed from play); undo the roll that killed "
                              "it if that was a mistake"))


def _damage(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
            ) -> dict[str, Any]:
    _alive(state)  # the attacker too: a figure removed from play strikes no blow
    if role == "attacker":
        return {"strength": profile["str"]} if "str" in profile else {}
    out: dict[str, Any] = {"current": state["wound"]}
    if "res" in profile:
        out["resilience"] = profile["res"]
    for key in ("hard_boiled", "possessed", "survival_instinct", "assassin_immune",
                "toxic_immune", "toughness", "immune"):
        if profile.get(key):
            out[key] = profile[key]
    if profile.get("toughness"):
        check_kills(profile["toughness"], state["kills"])
        out["killed_before"] = state["kills"]
    if state.get("stunned"):
        out["stunned"] = True
    return out


def _wave(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
          ) -> dict[str, Any]:
    """A melee wave: the attacker's ATT and STR, and its own wound's die penalties; the
    defender's DEF and everything a damage roll reads of it."""
    if role == "attacker":
        _alive(state)
        out = _damage(role, profile, state)
        if "att" in profile:
            out["att"] = profile["att"]
        penalties = _felt(profile, state)
        if penalties:
            out["attacker_penalty"] = penalties
        return out
    if profile.get("toughness") and state["kills"]:
        raise MusterError(say("a melee wave counts a big creature's kills from none; roll "
                              "each hit's damage with the damage roll (blow) instead"))
    out = _damage(role, profile, state)
    out.pop("killed_before", None)
    if "def" in profile:
        out["defence"] = profile["def"]
    return out


def _felt(profile: Mapping[str, Any], state: Mapping[str, Any]) -> list[str]:
    """The die penalties (INI, ATT, DEF, AIM) the figure's state gives: its wound (one
    level lighter if Possessed, none for a big creature that ignores them), and a stun."""
    return list(felt_penalties({"wound": state["wound"], "stunned": state.get("stunned")},
                                {k: profile.get(k) for k in ("toughness", "possessed")}))


def _shot(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
          ) -> dict[str, Any]:
    """A shot: the shooter's AIM and the die penalties of its wound and stun (L1564-1571);
    the target's state does not change the aim roll (a killed one is no target)."""
    _alive(state)
    if role != "attacker":
        return {}
    out: dict[str, Any] = {"aim": profile["aim"]} if "aim" in profile else {}
    penalties = _felt(profile, state)
    if penalties:
        out["penalty"] = penalties
    return out


def _courage(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
             ) -> dict[str, Any]:
    """A Courage test against Fear (`battle_fear.courage`): the figure tested, and the
    fear-causer that charges it or that it charges, are alive."""
    _alive(state)
    return fear.courage(role, profile, state)


def _feat(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
          ) -> dict[str, Any]:
    """A physical feat: the figure's MOV and RES, and the wound a failure worsens (an
    attacker named, read though the feat's help does not show it, fills nothing, and is
    refused killed as every unit named is)."""
    _alive(state)
    if role != "target":
        return {}
    out: dict[str, Any] = {"current": state["wound"]}
    out.update({k: profile[k] for k in ("mov", "res") if k in profile})
    if state.get("stunned"):
        out["stunned"] = True
    if "mov" in out:
        out["mov"] = str(out["mov"])
    return out


def _exchange(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
              ) -> dict[str, Any]:
    """A wave and the strike back: each unit fills its part of the wave, and its own part of
    the strike back (the defender's ATT and STR; the attacker's DEF, RES, wound and stun).
    The strike back takes no toughness: a big creature that attacks is refused."""
    out = _wave(role, profile, state)
    if role == "target":
        out.update({f"back_{k}": profile[k] for k in ("att", "str") if k in profile})
        return out
    if profile.get("toughness"):
        raise MusterError(say("the strike back counts no big creature's kills; roll the wave "
                              "(melee) and the strike back as two waves instead"))
    out.update({f"back_{k}": profile[k] for k in ("def", "res") if k in profile})
    out["back_current"] = state["wound"]
    if state.get("stunned"):
        out["back_stunned"] = True
    return out


def _regenerating(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
                  ) -> dict[str, Any]:
    """Regeneration / X at the end of the round (L1257-1263): the figure's X (a figure
    without the ability is refused, whatever X is typed) and wound. An unwounded figure is
    filled as it is (the rule refuses a roll with no wound, and a ``--current`` given wins,
    as everywhere)."""
    _alive(state)
    if "regeneration" not in profile:  # the ability is the figure's (L1257)
        raise MusterError(say("it has no Regeneration in its profile"))
    return {"current": state["wound"], "x": profile["regeneration"]}


# ------------------------------------------------ Mutagenic points spent on characteristics
# (which characteristics they may go to: the schema's ``mutations`` pattern)


def mutations(state: Mapping[str, Any]) -> dict[str, int]:
    """{characteristic: points} of the figure's Mutagenic points spent this round."""
    out: dict[str, int] = {}
    for text in state.get("mutations", []):
        key, _, n = str(text).partition(":")
        out[key] = out.get(key, 0) + int(n)
    return out


# what a figure with Leadership tests on, and so may not have mutated (L1226-1227 name
# "Odvahu / Strach a Disciplínu": COU, or FEAR on a fear-causer's card, and DIS; L1183-1191:
# its troops test on its COU, FEAR and DIS, each on the one its own card has)
LEADERS_OWN = ("cou", "fear", "dis")


def check_state(profile: Mapping[str, Any], state: Mapping[str, Any]) -> None:
    """The Mutagenic points spent are at most what its die gave this round (L1221-1226);
    a figure with Leadership spends none on the COU, FEAR or DIS it tests on (L1226-1227)."""
    spent = mutations(state)
    if not spent:
        return
    tested = [k.upper() for k in LEADERS_OWN if k in spent]
    if profile.get("leadership") and tested:
        raise FieldError("mutations", "mutations: a figure with Leadership cannot test on a "
                         "mutated COU, FEAR or DIS (L1226-1227); spend its points on other "
                         "characteristics, not {spent}",
                         spent=", ".join(tested))
    lacks = [k for k in ("cou", "fear") if k in spent and k not in profile]
    has = [k for k in ("cou", "fear") if k in profile]
    if lacks and has:  # a card has COU or FEAR (a fear-causer's), never both
        raise FieldError("mutations", "mutations: its card has {has}, not {lacks}: the points "
                         "go to its own characteristics (L1223)", has=has[0].upper(),
                         lacks=lacks[0].upper())
    if "mutagenic_points" not in state:
        raise FieldError("mutations", "mutations: the figure has rolled no Mutagenic die "
                         "this round")
    if sum(spent.values()) > state["mutagenic_points"]:
        raise FieldError("mutations", "mutations spend {n} points, and its Mutagenic die "
                         "gave {points} this round", n=sum(spent.values()),
                         points=state["mutagenic_points"])


def _boosted(profile: Mapping[str, Any], state: Mapping[str, Any]) -> Mapping[str, Any]:
    """The profile with this round's Mutagenic points added to the characteristics they
    were spent on (the stimulant lasts until the end of the round, L1230-1231)."""
    spent = mutations(state)
    if not spent:
        return profile
    return {**profile, **{k: profile[k] + n for k, n in spent.items() if k in profile}}


def initiative(profile: Mapping[str, Any], state: Mapping[str, Any]) -> int | None:
    """The figure's INI this round (its Mutagenic points on INI added, the fear's -1 taken
    off), None if not known; a killed figure takes no part."""
    _alive(state)
    ini = fear.afraid(_boosted(profile, state), state).get("ini")
    return None if ini is None else int(ini)


def _mutable(fill: Any) -> Any:
    """A fill that reads the characteristics as this round's mutations and the fear's
    penalties leave them."""

    def filled(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
               ) -> dict[str, Any]:
        return dict(fill(role, fear.afraid(_boosted(profile, state), state), state))

    filled.__doc__ = fill.__doc__
    return filled


def _opposed(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
             ) -> dict[str, Any]:
    """The melee initiative (seed 000 L841-845): the attacker is the first side, the target
    the second, each with its INI and the die penalties of its wound and stun."""
    _alive(state)
    first = role == "attacker"
    out: dict[str, Any] = {}
    if "ini" in profile:
        out["value" if first else "versus"] = profile["ini"]
    penalties = _felt(profile, state)
    if penalties:
        out["penalty" if first else "versus_penalty"] = penalties
    return out


def _regenerated_already(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
                         spec: Any) -> None:
    """Regeneration once, at the end of each round: a figure that has rolled it this round
    is refused (when rolled: its odds are still answered)."""
    if state.get("regenerated"):
        raise MusterError(say("it has rolled its Regeneration this round already (once, at "
                              "the end of each round); undo that roll if it was a mistake"))


def _reinforcing(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
                 ) -> dict[str, Any]:
    """Reinforcement at the start of a round (L1264-1272): the removed figure the die is
    for (the one with the lowest points, which the player names) must have the ability
    (`_may_reinforce`: still, out of play, one die a round)."""
    if role != "target":
        return {}
    if not profile.get("reinforcement"):
        raise MusterError(say("it has no Reinforcement in its profile"))
    return {}


def _may_reinforce(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
                   spec: Any) -> None:
    """The figure's state allows the die: it has not lost the ability, it is out of play
    and its die is not rolled this round (when rolled: its odds are still answered)."""
    if role != "target":
        return
    if state.get("reinforcement_lost"):
        raise MusterError(say("it has lost its Reinforcement for the rest of the battle (a "
                              "die of 1-2)"))
    if state["wound"] != "killed":
        raise MusterError(say("it is in play; Reinforcement brings back a figure removed "
                              "from play"))
    if state.get("reinforced"):
        raise MusterError(say("its Reinforcement die is rolled this round already (once, at "
                              "the start of each round); undo that roll if it was a "
                              "mistake"))


def _mutating(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
              ) -> dict[str, Any]:
    """Mutagenic / X before the tactical roll (L1214-1235): the figure's X, which only a
    figure with the ability has (an X typed for one without it is refused too); one die a
    round (`_one_figure`)."""
    if role != "target":
        return {}
    _alive(state)
    if "mutagenic" not in profile:  # "one fighter with this ability" (L1215-1216)
        raise MusterError(say("it has no Mutagenic in its profile"))
    return {"x": profile["mutagenic"]}


def _one_figure(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
                spec: Any) -> None:
    """A round's dice for the army's points are several figures' at once; a figure rolls
    one die a round (when rolled: its odds are still answered)."""
    if role != "target":
        return
    if getattr(spec, "points", None) is not None:
        raise MusterError(say("a battle takes one chosen figure's Mutagenic die at a time: "
                              "leave out {points} and roll each chosen figure's die on its own",
                              points=Field("points")))
    if "mutagenic_points" in state:
        raise MusterError(say("it has rolled its Mutagenic die this round already (one die "
                              "a round); undo that roll if it was a mistake"))


def _shot_at(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
             ) -> dict[str, Any]:
    """A shot into a melee (L782-793): each figure named, the target first, then those in
    base contact with it, by its size; the shooter (the attacker) must be alive."""
    _alive(state)
    if role == "attacker":
        return {}
    if "size" not in profile:
        raise MusterError(say("its size is not in its profile (give it when the figure is "
                              "added to the battle)"))
    return {"figures": [profile["size"]]}



def _wounded(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
             ) -> dict[str, Any]:
    """A damage roll (and the toxic roll it led to): the figure's state after it."""
    if role != "target":
        return dict(state)
    last = result.final()
    wound = "killed" if last.removed else last.wound
    return {"wound": wound, "kills": last.kills,
            "stunned": wound != "killed" and bool(last.stunned or state.get("stunned"))}


def _waved(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
           ) -> dict[str, Any]:
    """A melee wave: the defender ends in the wave's state (each hit's damage roll taken
    in turn, `melee`); the attacker is not hurt by its own wave."""
    if role != "target":
        return dict(state)
    wound = "killed" if result.removed else result.wound
    return {"wound": wound, "kills": result.kills,
            "stunned": wound != "killed" and bool(result.stunned or state.get("stunned"))}


def _exchanged(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
               ) -> dict[str, Any]:
    """A wave and the strike back: the defender ends in the first wave's state, the
    attacker in the strike back's (unchanged when there was none)."""
    wave = result.first_wave if role == "target" else result.strike_back_wave
    return _waved("target", profile, state, wave) if wave is not None else dict(state)


def _regenerated(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
                 result: Any) -> dict[str, Any]:
    """The wound healed as far as the dice went; the stun stays; rolled for this round."""
    return {**state, "wound": result.after, "regenerated": True}


def _feated(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
            ) -> dict[str, Any]:
    """A feat that cost a wound: the figure's state after its damage roll (or, for a
    failed swim, after the wound it costs without one)."""
    if role != "target" or result.state is None:
        return dict(state)
    if result.wound is not None:
        return {**state, **_wounded(role, profile, state, result.wound)}
    after = str(result.state)
    if after == "stunned":
        return {**state, "stunned": True}
    return {**state, "wound": after if after in LEVELS else state["wound"],
            "stunned": after != "killed" and bool(state.get("stunned"))}


def _reinforced(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
                result: Any) -> dict[str, Any]:
    """5-6: the figure is back in play, unhurt; 1-2: it loses Reinforcement for the
    battle; either way its die for this round is rolled."""
    if role != "target":
        return dict(state)
    if result.outcome == "returns":
        return {**fresh(profile), "reinforced": True}
    out = {**state, "reinforced": True}
    if result.outcome == "loses the ability":
        out["reinforcement_lost"] = True
    return out


def _mutated(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
             ) -> dict[str, Any]:
    """The round's Mutagenic points (none after a failure), to spend on its
    characteristics until the end of the round (`battle set NAME mutations=str:3,...`)."""
    if role != "target":
        return dict(state)
    return {**state, "mutagenic_points": int(result.points)}


_ORDER = {"cancelled": 0, "none": 0, "stunned": 1, "light": 2, "serious": 3, "critical": 4,
          "killed": 5}


def score(key: Any) -> float | None:
    """A damage roll's outcome for the side that rolled it: how badly the figure ends (of
    a wave and its strike back: how badly the defender ends, less how badly the attacker)."""
    if isinstance(key, tuple) and len(key) == 4:  # an exchange
        hurt = [_ORDER.get(str(state).partition("+")[0], 0) for state in (key[1], key[3])]
        return hurt[0] - hurt[1] + (float(key[0]) - float(key[2])) / 100
    if isinstance(key, tuple) and len(key) == 5:  # a melee wave: the defender's state
        base = str(key[3]).partition("+")[0]
        return _ORDER.get(base, 0) + float(key[2]) / 100
    if isinstance(key, tuple) and len(key) == 3:
        state = str(key[2])
        base, _, stunned = state.partition("+")
        return _ORDER.get(base, 0) + (0.5 if stunned else 0)
    if isinstance(key, str) and key in LEVELS:  # Regeneration: the wound it ends with
        return -float(_ORDER[key])
    shot = getattr(key, "msgid", None)  # a shot into a melee: the target hit, or not
    if shot in ("{i}: {figure} (the target)", "{i}: {figure}"):
        return 1.0 if shot == "{i}: {figure} (the target)" else 0.0
    if isinstance(key, int) and not isinstance(key, bool):  # Mutagenic: its points
        return float(key)
    tests = {"success": 1.0, "courage passed": 1.0, "held by fanaticism": 0.5,
             "failure": 0.0, "automatic failure": 0.0, "flees": 0.0, "paralysed": 0.0,
             "afraid": 0.0,
             "first": 1.0, "second": 0.0,  # an opposed roll: the attacker wins
             "returns": 1.0, "nothing": 0.5, "loses the ability": 0.0}  # Reinforcement
    if isinstance(key, str) and key in tests:  # a Courage test
        return tests[key]
    return None


ROUND_ONLY = ("regenerated", "reinforced", "paralysed", "paralysed_by", "afraid",
              "mutagenic_points", "mutations")


def new_round(state: Mapping[str, Any]) -> dict[str, Any]:
    """Stunned and paralysed last until the end of the round, and so does a Mutagenic
    stimulant; a new round's Regeneration, Reinforcement and Mutagenic dice are still to
    roll."""
    return {k: v for k, v in {**state, "stunned": False}.items() if k not in ROUND_ONLY}


def describe(profile: Mapping[str, Any], state: Mapping[str, Any]) -> list[str]:
    """The figure's state, as `say` messages and data names (str, shown translated)."""
    levels = wound_rules()["result"]
    wound = state["wound"]
    first = {"killed": say("killed"), "none": say("unwounded")}
    out: list[str] = [first.get(wound) or named(levels[wound])]
    if state.get("stunned"):
        out.append(named(levels["stunned"]))
    if state.get("kills") and profile.get("toughness"):
        out.append(say("kills survived: {n}", n=state["kills"]))
    out += fear.fear_lines(state)
    if state.get("reinforcement_lost"):
        out.append(say("Reinforcement lost"))
    if "mutagenic_points" in state:
        spent = mutations(state)
        out.append(say("Mutagenic points this round: {n}", n=state["mutagenic_points"])
                   if not spent else
                   say("Mutagenic points this round: {n} ({spent})", n=state["mutagenic_points"],
                       spent=", ".join(f"{k.upper()} +{v}" for k, v in spent.items())))
    if profile.get("regeneration") and wound != "killed":
        out.append(say("Regeneration / {x}: rolled this round", x=profile["regeneration"])
                   if state.get("regenerated") else
                   say("Regeneration / {x}: to roll at the end of the round",
                       x=profile["regeneration"]) if wound != "none" else
                   say("Regeneration / {x}", x=profile["regeneration"]))
    return out


_filled = _mutable  # every fill reads the characteristics as mutations and fear leave them

RULES = BattleRules(
    profile=PROFILE, fresh=fresh, describe=describe, check_profile=check_profile,
    check_state=check_state, score=score, new_round=new_round, army_profile=army_profile,
    joins={
        # a blow, a wave and the strike back are at enemies (L830-836, L853-860); a friend
        # hit by a shot into a melee takes its damage with no attacker named (L782-793)
        "DamageSpec": Join(fill=_filled(_damage), apply=_wounded, enemies=True),
        "MeleeSpec": Join(fill=_filled(_wave), apply=_waved, enemies=True),
        "ExchangeSpec": Join(fill=_filled(_exchange), apply=_exchanged, enemies=True),
        # Regeneration, a feat, Reinforcement and Mutagenic: the target's own side's rolls
        "RegenerationSpec": Join(fill=_filled(_regenerating), allow=_regenerated_already,
                                 apply=_regenerated, own=True),
        # a shot is at an enemy the shooter sees (L703-705)
        "ShotSpec": Join(fill=_filled(_shot), enemies=True),
        # charged by a fear-causer; paralysed by its charge at the same one this round,
        # the figure flees without a test (L667-668)
        "CharacteristicSpec": Join(fill=_filled(_courage), apply=fear.tested,
                                   among=fear.tested_among, complete=fear.faced,
                                   named=fear.faced_named, gather=fear.group, enemies=True,
                                   told=fear.told),
        # a charge at a fear-causer: failing, paralysed for the round (L664-670), by it;
        # several figures charging it at once test as one group, each taking the result
        "ChargingCourageSpec": Join(fill=_filled(_courage), allow=fear.may_charge,
                                    apply=fear.charged, named=fear.paralysed_by,
                                    complete=fear.faced, gather=fear.group, enemies=True),
        # charged after its card was activated: failing, the fear's penalties, no flight
        # (L655-659), until the end of the round
        "ActivatedCourageSpec": Join(fill=_filled(_courage), apply=fear.shaken,
                                     among=fear.tested_among, complete=fear.faced,
                                     named=fear.faced_named, enemies=True,
                                     told=fear.told),
        "FeatSpec": Join(fill=_filled(_feat), apply=_feated, own=True),
        # the melee initiative: a figure and its opponent (L841-845)
        "OpposedSpec": Join(fill=_filled(_opposed), enemies=True),
        "ReinforcementSpec": Join(fill=_reinforcing, allow=_may_reinforce, apply=_reinforced,
                                  own=True, side_once="reinforced"),
        "MutagenicSpec": Join(fill=_mutating, allow=_one_figure, apply=_mutated, own=True),
        # the target, then each figure in base contact with it: the target is the enemy
        # aimed at, the others of any side (L782-793: the Griffin shooter's friends)
        "IntoMeleeSpec": Join(fill=_shot_at, several=True, enemy_first=True),
        "ShootingOrderSpec": Join(),  # the shooters are named in --shooter (the verb)
    })
