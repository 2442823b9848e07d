"""Void in a battle file: a fighter's HP left and its conditions (dead; stunned by a
blunt blow; past half its HP, when every wound calls for a pain check; grabbed, held by an
opponent; prone). Its profile holds the attributes the rolls read: Armor, Agility, CC, RC,
Strength, Durability, Will, size and its full HP.

What changes it (docs/RULINGS.md, "Void in a battle"): an attack's damage (each target of
a volley its own), a fall, a throw's landing and a fall from a climb, a rappel or a jump
lower the HP; a grab that hits and is not avoided leaves the target grabbed, and attacks
on a grabbed fighter are on an immobilised one (L31: the grab immobilises, L51); breaking
free, or being thrown, ends it. A target of covering fire that fails its Will goes prone
(L15): attacks on it are at -4 RC and +4 CC (L47) until it moves or fights in close
combat."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from muster.battle.rules import BattleRules, Join, index
from muster.engine.data import load
from muster.errors import FieldError, MusterError, within
from muster.games.void import catalogue as cat
from muster.games.void.outcomes import VolleyOutcome, WoundOutcome
from muster.i18n import say, say_n
from muster.limits import PROFILE as PROFILE_BOUNDS
from muster.limits import VOID_ATTRIBUTES

GAME = "void"

PROFILE = {"hp": "int", "armor": "int", "agility": "int", "cc": "int", "rc": "int",
           "strength": "int", "durability": "int", "will": "int", "size": "int"}
_TARGET = {"armor": "target_armor", "agility": "target_agility", "cc": "target_cc",
           "durability": "target_durability", "strength": "target_strength",
           "size": "target_size"}
WILL = 10  # a fighter's Will when the profile does not say (as the attack's default)
_ATTACKER = ("strength", "cc", "rc", "size")
HP = 40  # a fighter's HP when the profile does not say (as the attack's default)


def check_profile(profile: dict[str, Any]) -> None:
    if isinstance(profile.get("size"), str):  # `battle add --size` is text (Confrontation's)
        try:
            profile["size"] = int(profile["size"])
        except ValueError:
            raise FieldError("size", "{field} is a whole number, not '{text}'",
                             text=profile["size"]) from None
    bounds = {**PROFILE_BOUNDS[GAME], **attribute_bounds()}
    for key, value in profile.items():
        within(key, value, *bounds[key])


def attribute_bounds() -> dict[str, tuple[int, int]]:
    """A profile's attributes and Armor: the rules' own ranges (data/rules.toml, L9)."""
    attrs = load(GAME, "rules")["attributes"]
    return {**dict.fromkeys(VOID_ATTRIBUTES, (int(attrs["min"]), int(attrs["max"]))),
            "armor": (0, int(attrs["armor_max"]))}


def check_state(profile: Mapping[str, Any], state: Mapping[str, Any]) -> None:
    """A fighter is dead when its HP fall to 0 (seed 003 L9), and only then: dead with HP
    left, or 0 HP and not dead, is a state no roll makes (set by hand, one half of it); so
    are HP above the profile's (L25) and rounds to sit out stunned (L33) for a fighter not
    stunned."""
    dead = "dead" in state["conditions"]
    if dead and state["hp"] > 0:
        raise FieldError("conditions", "dead with {hp} HP left: a fighter dies when its HP "
                         "fall to 0 (L9); set hp=0 with it", hp=state["hp"])
    if not dead and state["hp"] <= 0:
        raise FieldError("hp", "0 HP and not dead: a fighter whose HP fall to 0 is dead (L9); "
                         "set dead=yes with it")
    most = int(profile.get("hp", HP))
    if state["hp"] > most:  # L25: what heals restores HP to the fighter's own, no more
        raise FieldError("hp", "{hp} HP, above the fighter's own {most} (its profile's): "
                         "HP are restored to their full value, never beyond it (L25)",
                         hp=state["hp"], most=most)
    if int(state.get("stunned_rounds", 0)) > 0 and "stunned" not in state["conditions"]:
        raise FieldError("stunned_rounds", "rounds to sit out stunned, and not stunned (L33): "
                         "set stunned=yes with them, or stunned_rounds=0")


def fresh(profile: Mapping[str, Any]) -> dict[str, Any]:
    return {"hp": int(profile.get("hp", HP)), "conditions": []}


def _alive(state: Mapping[str, Any]) -> None:
    if "dead" in state["conditions"]:
        raise MusterError(say("it is dead; undo the roll that killed it if that was a "
                              "mistake"))


def _tired(profile: Mapping[str, Any], state: Mapping[str, Any]) -> Mapping[str, Any]:
    """The profile with its fatigue levels (L19: -1 a level to RC, CC, Agility, Strength,
    Will..., not Durability) taken off."""
    levels = int(state.get("fatigue", 0))
    if not levels:
        return profile

    rule = cat.rules()["fatigue"]
    lowered = {a.lower() for a in rule["attributes"]}
    return {k: max(0, v + levels * int(rule["per_level"])) if k in lowered else v
            for k, v in profile.items()}


def _awake(state: Mapping[str, Any]) -> None:
    """A stunned fighter is unconscious (L27): it takes no part until the stun ends."""
    if "stunned" in state["conditions"]:
        raise MusterError(say("it is stunned (unconscious) and takes no part until the stun "
                              "wears off"))


def _hp(profile: Mapping[str, Any], state: Mapping[str, Any]) -> dict[str, Any]:
    return {"target_hp": state["hp"], "target_max_hp": int(profile.get("hp", HP))}


def _attack(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
            ) -> dict[str, Any]:
    _alive(state)
    profile = _tired(profile, state)
    if role == "attacker":
        _awake(state)
        return {k: profile[k] for k in _ATTACKER if k in profile}
    out = {field: profile[k] for k, field in _TARGET.items() if k in profile}
    # a value per target (a list, joined in the targets' order): covering fire's targets
    # each roll against their own Will (L15)
    out["target_will"] = [int(profile.get("will", WILL))]
    out.update(_hp(profile, state))
    if {"grabbed", "stunned"} & set(state["conditions"]):  # held, or unconscious
        out["immobilised"] = True
    if "prone" in state["conditions"]:  # L47: -4 RC, +4 CC against it (a tuple: one for all)
        out["situation"] = ("prone",)
    return out


# what covering fire never reads of its targets (seed 003 L15): it wounds no one, so no
# defence, Armor, Strength or HP; each target's Will roll, and the shared hit roll's
# situation (prone) and immobilised bonus, are read
_NOT_COVERING = frozenset({"target_armor", "target_agility", "target_cc", "target_durability",
                           "target_strength", "target_hp", "target_max_hp"})


def _unread(values: Mapping[str, Any]) -> frozenset[str]:
    return _NOT_COVERING if values.get("action") == "covering-fire" else frozenset()


def _fall(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
          ) -> dict[str, Any]:
    """The faller is the target (`_faller`): its size and HP."""
    _alive(state)
    out = {"target_size": profile["size"]} if "size" in profile else {}
    return {**out, **_hp(profile, state)}


def _grab(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
          ) -> dict[str, Any]:
    """The grabber (attacker): its CC and Strength; the opponent (target): its Strength,
    Agility and CC, and prone (L47: +4 CC against it, a grab's CC roll too, L31)."""
    _alive(state)
    profile = _tired(profile, state)
    if role == "attacker":
        _awake(state)
        return {k: profile[k] for k in ("cc", "strength") if k in profile}
    if "grabbed" in state["conditions"]:
        raise MusterError(say("it is grabbed already"))
    out: dict[str, Any] = {field: profile[k] for k, field in _TARGET.items()
                           if k in profile and k in ("strength", "agility", "cc")}
    if "prone" in state["conditions"]:
        out["situation"] = ("prone",)
    return out


def _held(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
          ) -> dict[str, Any]:
    """Breaking free and a throw: the grabbed one is the target (it must be held), the
    grabber the attacker (its Strength, and a thrower's size)."""
    _alive(state)
    profile = _tired(profile, state)
    if role == "attacker":
        _awake(state)
        return {k: profile[k] for k in ("strength", "size") if k in profile}
    if "grabbed" not in state["conditions"]:
        raise MusterError(say("it is not grabbed (a grab that hits comes first)"))
    out = {field: profile[k] for k, field in _TARGET.items()
           if k in profile and k in ("strength", "size")}
    return {**out, **_hp(profile, state)}


def _athletics(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
               ) -> dict[str, Any]:
    """Climbing, rappelling, jumping: the one who moves is the attacker (it rolls): its
    Strength (climbing, rappelling) or Agility (jumping), size and HP."""
    _alive(state)
    profile = _tired(profile, state)
    if role != "attacker":
        return {}
    _awake(state)
    out = {k: profile[k] for k in ("strength", "agility", "size") if k in profile}
    return {**out, "hp": state["hp"], "max_hp": int(profile.get("hp", HP))}


def _own_roll(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
              spec: Any) -> None:
    """A climb, rappel, jump or journey is the fighter's own roll against no one (L21,
    travel): the one who rolls is named as the attacker; named as a target it would fill
    nothing and count as the enemy's roll in the battle's luck."""
    if role != "attacker":
        raise MusterError(say("this roll is the fighter's own, against no one: name the "
                              "fighter as the attacker, the one who rolls"))


def _faller(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
            spec: Any) -> None:
    """A fall wounds the one who falls (L21), the target: named as an attacker it would
    fill nothing and lose no HP."""
    if role != "target":
        raise MusterError(say("a fall has no attacker: name the fighter that falls as the "
                              "target"))


def _travel(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
            ) -> dict[str, Any]:
    """A fast journey: the traveller (attacker) rolls his Durability (fatigue spares it);
    stunned, he is unconscious (L27) and goes nowhere until the stun wears off."""
    _alive(state)
    if role != "attacker":
        return {}
    _awake(state)
    return {"durability": profile["durability"]} if "durability" in profile else {}



def _sizes(filled: dict[str, Any]) -> dict[str, Any]:
    """The attacker's and the target's sizes are compared (L51) only when both are known."""
    if ("size" in filled) != ("target_size" in filled):
        return {k: v for k, v in filled.items() if k not in ("size", "target_size")}
    return filled



def _initiative(battle: Any, log: list[dict[str, Any]]) -> dict[str, Any]:
    """Initiative (L27): every fighter not dead, in the battle's order; a stunned one takes
    no part, a grabbed one cannot move (immobilised, -8); the battle's round. From round 2
    the order is round 1's d20s (the rulebook re-rolls nothing): the round-1 roll's dice of
    the fighters taking part, when every one of them rolled then."""
    alive = [u for _s, u in battle.units() if "dead" not in u.state["conditions"]]
    if not alive:
        return {}
    stunned = [u.name for u in alive if "stunned" in u.state["conditions"]]
    out: dict[str, Any] = {
        "fighter": [u.name for u in alive], "stunned": stunned,
        "immobilised": [u.name for u in alive if "grabbed" in u.state["conditions"]],
        "fatigue": [f"{u.name}={u.state['fatigue']}" for u in alive
                    if u.state.get("fatigue")],
        "round_no": battle.round}
    first = _first_round(log) if battle.round > 1 else {}
    taking = [u.name for u in alive if u.name not in stunned]
    if first and all(name in first for name in taking):
        out["dice"] = [",".join(str(first[name]) for name in taking)]
    return out


def _first_round(log: list[dict[str, Any]]) -> dict[str, int]:
    """{fighter: d20} of the last initiative rolled in round 1 of the battle."""
    for entry in reversed(log):
        detail = entry.get("detail") or {}
        result = detail.get("result") if entry["action"] == "roll" else None
        if isinstance(result, dict) and result.get("round") == 1 and "tie_rolls" in result:
            return {row["name"]: row["die"] for row in result["order"]}
    return {}



def _after(profile: Mapping[str, Any], state: Mapping[str, Any], hp: int, dead: bool
           ) -> list[str]:
    """The conditions with the HP now ``hp``: dead, or past half the full HP (pain)."""
    conditions = [c for c in state["conditions"] if c not in ("dead", "pain")]
    full = int(profile.get("hp", HP))
    if dead:
        conditions.append("dead")
    elif 2 * (full - hp) > full:
        conditions.append("pain")
    return conditions


def _got_up(state: Mapping[str, Any], attack: Any) -> dict[str, Any]:
    """L47: a prone fighter lies until it moves or fights in close combat; an attacker's
    close combat (CC) gets it up, its shooting does not."""
    if "prone" not in state["conditions"] or attack.attribute != "cc":
        return dict(state)
    return {**state, "conditions": [c for c in state["conditions"] if c != "prone"]}


def _hurt(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
          ) -> dict[str, Any]:
    if role == "attacker":
        return _got_up(state, result.setup)
    hp = int(result.hp_left)
    conditions = _after(profile, state, hp, bool(result.dead))
    out: dict[str, Any] = {**state, "hp": hp, "conditions": conditions}
    if result.effect and result.stunned_minutes:
        if "stunned" not in conditions:
            conditions.append("stunned")
        # L33: stunned for the minutes the roll exceeded Durability; L27: a round is one
        out["stunned_rounds"] = max(int(result.stunned_minutes),
                                    int(state.get("stunned_rounds", 0)))
    return out


def _volley(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
            ) -> dict[str, Any]:
    if role == "attacker":
        return _got_up(state, result.setup)
    if index(role) >= len(result.targets):
        return dict(state)
    if result.covering:  # L15: it wounds no one (its targets' HP are not read: kept)
        out = {**state, "conditions": list(state["conditions"])}
    else:
        out = _hurt(role, profile, state, result.wounds[index(role)])
    if result.covering and result.targets[index(role)].prone \
            and "prone" not in out["conditions"] and "dead" not in out["conditions"]:
        # seed 003 L15: a failed Will roll (or the shooter's Luck) sends it to ground
        out["conditions"] = [*out["conditions"], "prone"]
    return out


def _landed(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
            ) -> dict[str, Any]:
    """A fall, or a throw's landing: the target's HP after it (a throw frees it)."""
    if role == "attacker":
        return dict(state)
    thrown = type(result).__name__ == "ThrowResult"
    after = result.thrown if thrown else result.after
    conditions = _after(profile, state, int(after.hp_left), bool(after.dead))
    if thrown:
        conditions = [c for c in conditions if c != "grabbed"]
    return {**state, "hp": int(after.hp_left), "conditions": conditions}


def _standing(state: Mapping[str, Any]) -> dict[str, Any]:
    """L47: moving or a close combat move gets a prone fighter up."""
    return {**state, "conditions": [c for c in state["conditions"] if c != "prone"]}


def _grabbed(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
             ) -> dict[str, Any]:
    if role == "attacker":
        return _standing(state)  # a grab is close combat
    if not result.grabbed:
        return dict(state)
    return {**state, "conditions": [*state["conditions"], "grabbed"]}


def _freed(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
           ) -> dict[str, Any]:
    if role == "attacker" or not result.free:
        return dict(state)
    return {**state, "conditions": [c for c in state["conditions"] if c != "grabbed"]}


def _moved(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
           ) -> dict[str, Any]:
    """A climb, a rappel or a jump: Bad luck's fall hurts the one who moved; moving gets a
    prone fighter up."""
    if role != "attacker":
        return dict(state)
    if result.after is None:
        return _standing(state)
    after = result.after
    state = _standing(state)
    return {**state, "hp": int(after.hp_left),
            "conditions": _after(profile, state, int(after.hp_left), bool(after.dead))}


def _fatigued(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
              ) -> dict[str, Any]:
    """L19: each failed Durability roll of a fast journey is a fatigue level, kept until
    sleep (which no command records)."""
    fatigue = result.journey.fatigue
    if role != "attacker" or not fatigue:
        return dict(state)
    return {**state, "fatigue": int(state.get("fatigue", 0)) + int(fatigue)}


# the moves' outcomes, best first for the one who rolled (grab: the grabber; breaking
# free: the one held; a climb, a rappel, a jump: the one who moved)
_RANKED = {"grabbed": 1.0, "avoided": 0.0, "missed": 0.0, "free": 1.0, "still held": 0.0,
           "moved": 2.0, "did not move": 1.0, "fell": 0.0}


def score(key: Any) -> float | None:
    """For the one who rolled: an attack's damage, a kill worth more than any damage (a
    volley: all its targets', and covering fire's targets gone prone); a grab that holds, a
    climb that gets on."""
    if isinstance(key, WoundOutcome):
        return float(key[3]) + (1000 if key[5] else 0) + (0.5 if key[0] else 0)
    if isinstance(key, VolleyOutcome):  # covering fire: the more gone prone, the better
        return float(key[3]) + 1000.0 * int(key[2]) + 0.5 * int(key[0]) + 0.25 * int(key[4])
    if isinstance(key, str):
        found: float | None = _RANKED.get(key)
        return found
    if isinstance(key, int):  # a journey's fatigue levels (a fall rolls nothing)
        return -float(key)
    return None


def new_round(state: Mapping[str, Any]) -> dict[str, Any]:
    """A stun wears off a round (a minute) at a time: the rounds after the blow are sat
    out, then the fighter wakes. A stun set by hand with no rounds to sit out (`stunned`
    alone) lasts to the end of its round, as a blow's does once its rounds are sat out: it
    never stays for good (L33: every stun lasts the minutes a roll gives)."""
    out = dict(state)
    if out.get("stunned_rounds", 0) > 0:
        out["stunned_rounds"] -= 1
    elif "stunned" in out["conditions"] or "stunned_rounds" in out:
        out.pop("stunned_rounds", None)
        out["conditions"] = [c for c in out["conditions"] if c != "stunned"]
    return out


def describe(profile: Mapping[str, Any], state: Mapping[str, Any]) -> list[str]:
    if "dead" in state["conditions"]:
        return [say("dead")]
    out: list[str] = [say("HP {hp} of {full}", hp=state["hp"], full=profile.get("hp", HP))]
    if "pain" in state["conditions"]:
        out.append(say("past half its HP (pain checks)"))
    if "stunned" in state["conditions"]:
        out.append(say("stunned") if "stunned_rounds" not in state else
                   say_n("stunned, rounds still to sit out: {n}",
                         "stunned, rounds still to sit out: {n}", state["stunned_rounds"]))
    if "grabbed" in state["conditions"]:
        out.append(say("grabbed (immobilised)"))
    if "prone" in state["conditions"]:
        out.append(say("prone: -4 RC, +4 CC against it, until it moves or fights in close "
                       "combat"))
    if state.get("fatigue"):
        out.append(say("fatigue levels: {n}", n=state["fatigue"]))
    return out


def _joined(field: str, known: Any, typed: Any
            ) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """A situation typed joins the battle's (prone, L47) unless they exclude each other: a
    known one is kept unless a typed one names it or excludes it (prone and cover). Returns
    the situations and the known ones left out. A typed name that is no situation is kept
    as typed, for `situations.check_situations` to refuse."""
    if field != "situation":
        return None
    known, typed = tuple(known), tuple(typed)
    table = cat.rules()["situations"]
    keys = {key for key in (cat.find("situations", name) for name in typed) if key}
    excluded = {table[key].get("excludes") for key in keys}
    kept = tuple(k for k in known if k not in keys and k not in excluded)
    return (*typed, *kept), tuple(k for k in known if k in excluded and k not in keys)


RULES = BattleRules(
    profile=PROFILE, fresh=fresh, describe=describe, check_profile=check_profile,
    check_state=check_state, score=score, new_round=new_round,
    joins={
        # a volley: targets alike, as many as named (the attack on several is a VolleySpec)
        "AttackSpec": Join(fill=_attack, apply=_hurt, several=True, count="targets",
                           complete=_sizes, unread=_unread, joined=_joined),
        "VolleySpec": Join(apply=_volley),
        "FallSpec": Join(fill=_fall, allow=_faller, apply=_landed),
        "GrabSpec": Join(fill=_grab, apply=_grabbed, joined=_joined),
        "BreakFreeSpec": Join(fill=_held, apply=_freed, own=True),  # the held one rolls
        "ThrowSpec": Join(fill=_held, apply=_landed),
        "AthleticsSpec": Join(fill=_athletics, allow=_own_roll, apply=_moved),
        "TravelSpec": Join(fill=_travel, allow=_own_roll, apply=_fatigued),
        "InitiativeSpec": Join(whole=_initiative),
    })
