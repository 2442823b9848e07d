"""Warmaster in a battle file: a unit's hits carried (fewer than its Hits per stand), the
stands it has lost and whether it is engaged in combat this turn (set by hand: ``battle set
UNIT engaged=yes``); its profile holds its Armour save, Hits and Attacks per stand and its
stands. Unsaved hits add to the hits carried; every Hits' worth removes a stand; the hits
left over are discarded at the end of the shooting phase, except an engaged unit's, which
carry into the combat (seed 002 L17-19, L40-43), and every unit's at the end of the combat
phase (docs/RULINGS.md). A unit that attacks rolls its Attacks for every stand it has
left. Storm of Stone gives each unit named its own D3 hits, taken the same way.

Characters keep what their magic items leave (seed 002 L155-199): a failed order (no more
this phase), a Crown of Command lost, an Orb of Majesty spent, a Helm of Dominion worn this
turn and then used; a wizard, spellbound, and his Wand of Power and Ring of Magic spent (once
a game each); the holder of a Staff of Spellbinding, the Staff spent on its first success."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from muster.battle.rules import BattleRules, Join, index
from muster.engine.data import load
from muster.errors import FieldError, MusterError, within
from muster.i18n import N_, say, say_p
from muster.i18n import named as named_item
from muster.limits import PROFILE as PROFILE_BOUNDS

GAME = "warmaster"

CHARACTERS = ("general", "wizard", "hero", "runesmith")
PROFILE = {"armour": "int", "hits": "int", "attacks": "int", "stands": "int", "command": "int"}


def check_profile(profile: dict[str, Any]) -> None:
    for key, (low, high) in (("armour", (0, 6)), *PROFILE_BOUNDS[GAME].items()):
        if key in profile:  # a save of 6+ at most (0: none); the rest typo guards
            within(key, profile[key], low, high)
    if "command" in profile:
        within("command", profile["command"], *command_bounds())
    if profile.get("armour") in (1, 2):
        raise FieldError("armour", "{field} is a save of 3+ to 6+ (0 for none), not {n}",
                         n=profile["armour"])


def command_bounds() -> tuple[int, int]:
    """A character's Command value, lowest and highest (data/rolls.toml)."""
    r = load(GAME, "rolls")["command"]
    return int(r["min_value"]), int(r["max_value"])


def army_profile(line: Mapping[str, Any], listed: Mapping[str, Any]) -> dict[str, Any]:
    """A unit's profile from its catalogue unit (``listed``; the army line names no
    stats): its Attacks, Hits and Armour (6+, or 0 for none), its stands if given and a
    character's Command; a character (general, wizard, hero, runesmith) is one stand."""
    from muster.games.warmaster.armour import parse_armour  # start-up: an army's profile only

    out: dict[str, Any] = {k: listed[k] for k in ("attacks", "hits", "stands", "command")
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


def _standing(profile: Mapping[str, Any], state: Mapping[str, Any]) -> None:
    """A unit with every stand lost is out of the battle: it rolls and is rolled at no more."""
    if _left(profile, state) <= 0:
        raise MusterError(say("it is destroyed (every stand lost); undo the roll that "
                              "destroyed it if that was a mistake"))


def _attacks(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
             ) -> dict[str, Any]:
    _standing(profile, state)
    if role == "attacker":
        return ({"attacks": profile["attacks"] * _left(profile, state)}
                if profile.get("attacks") else {})
    armour = profile.get("armour")
    return {} if armour is None else {"armour": f"{armour}+" if armour else "none"}


def _ordering(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
              ) -> dict[str, Any]:
    """A command test: the character's Command value (`_magic_items`: a character whose
    order failed gives no more orders this Command phase). The unit ordered (the target)
    fills nothing, and is not destroyed."""
    _standing(profile, state)
    if role != "attacker":
        return {}
    out: dict[str, Any] = {"value": profile["command"]} if "command" in profile else {}
    if state.get("helm"):  # worn this turn: +1 Command for every order of the turn
        out["helm"] = True
    return out


def _breaching(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
               ) -> dict[str, Any]:
    """A breach roll (logged; the section's damage is the fortress file's): the unit that
    attacks the section and the one holding it fill nothing, and are not destroyed."""
    _standing(profile, state)
    return {}


def _raging(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
            ) -> dict[str, Any]:
    """The Rage of Chaos's unit: its save against the hits of a repeat."""
    armour = _attacks(role, profile, state).get("armour")
    return {} if armour is None else {"armour": [armour]}


def _casting(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
             ) -> dict[str, Any]:
    """A casting roll: a spellbound wizard has -1 on every casting roll (seed 002 L178);
    nothing ends it (L176-180). The target, when named, is the enemy who holds the Staff of
    Spellbinding: the Staff follows a failed casting."""
    _standing(profile, state)
    if role == "target":
        _spent(state, None, STAFF)
        return {"staff": True}
    return {"spellbound": True} if state.get("spellbound") else {}


# what a character's state marks spent or lost for the rest of the battle (seed 002
# L155-199): the state key, whether a roll leans on it, and the refusal; neither rule gives
# a way back, so a mark recorded by mistake is undone or set by hand (`_spent`)
Item = tuple[str, Callable[[Any], bool], str]
CROWN: Item = ("crown_lost", lambda spec: bool(getattr(spec, "crown", False)),
               N_("its Crown of Command failed and works no more this battle (L159-160)"))
ORB: Item = ("orb_used", lambda spec: type(spec).__name__ == "OrbCommandSpec",
             N_("its Orb of Majesty is spent: it works once a game (L166-171)"))
HELM: Item = ("helm_used", lambda spec: bool(getattr(spec, "helm", False)),
              N_("its Helm of Dominion has worked for its one turn of the battle (L161-165)"))
WAND: Item = ("wand_used", lambda spec: bool(getattr(getattr(spec, "cast", spec), "wand", 0)),
              N_("its Wand of Power is spent: it works once a game (L192-195)"))
RING: Item = ("ring_used", lambda spec: bool(getattr(spec, "ring", False)),
              N_("its Ring of Magic is spent: it works once a game (L172-174)"))
STAFF: Item = ("staff_used", lambda spec: True,
               N_("its Staff of Spellbinding has spellbound a wizard and works no more "
                  "(L179-180)"))
SPELLBOUND: Item = ("spellbound", lambda spec: True,
                    N_("it is already spellbound (a Staff of Spellbinding works once, "
                       "L179-180)"))


def _spent(state: Mapping[str, Any], spec: Any, *items: Item) -> None:
    """Refuse a roll that leans on an item the state marks spent or lost."""
    for key, leans, text in items:
        if state.get(key) and leans(spec):
            raise MusterError(say("{problem}; if that was recorded by mistake: battle undo, "
                                  "or battle set with {key}=no", problem=say(text), key=key))


def _spellbinding(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
                  ) -> dict[str, Any]:
    """A Staff of Spellbinding's roll against an enemy wizard (the target): one already
    spellbound is not spellbound again; the Staff's holder (the attacker, when named)
    rolls it only while it works (it stops once it succeeds, L179-180)."""
    _standing(profile, state)
    _spent(state, None, STAFF if role == "attacker" else SPELLBOUND)
    return {}


def _magic_items(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
                 spec: Any) -> None:
    """A character whose order failed gives no more orders this Command phase (seed 002
    L166-171: only the Orb lets it carry on); a Crown of Command that failed works no more
    (L159-160); the Orb of Majesty works once a game (L166-171), the Helm of Dominion one
    turn (L161-165). Refused when rolled: their odds are still answered."""
    if role != "attacker":
        return
    if state.get("orders_ended"):
        raise MusterError(say("its order failed: it gives no more orders this Command phase "
                              "(battle next moves on; undo the failed roll if it was a "
                              "mistake)"))
    _spent(state, spec, CROWN, ORB, HELM)


def _wizard_items(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
                  spec: Any) -> None:
    """The Wand of Power (L192-195) and the Ring of Magic (L172-174) work once a game each:
    a second use by the same wizard is refused."""
    if role == "attacker":
        _spent(state, spec, WAND, RING)


def _helm_declared(spec: Any, units: Mapping[str, tuple[Any, Any]], battle: Any
                   ) -> tuple[str, Any] | None:
    """The Helm of Dominion is declared at the start of the turn (seed 002 L164-165): put
    on first (not worn yet this turn) after an order of the turn has been given, it is
    refused. A round of the battle is one side's turn, so any order marked this round is
    one of the turn's."""
    if not getattr(spec, "helm", False) or "attacker" not in units:
        return None
    if units["attacker"][1].state.get("helm"):
        return None  # worn since the start of the turn
    given = next((unit.name for _side, unit in battle.units() if unit.state.get("ordered")),
                 None)
    if given is None:
        return None
    return "attacker", say("the Helm of Dominion is declared at the start of the turn "
                           "(L164-165), and {name} has given an order this turn already",
                           name=given)


# each device of power once an army (seed 002 L153; L102): the item a state key marks
_ITEM_IDS = {"crown_lost": "crown-of-command", "orb_used": "orb-of-majesty",
             "helm_used": "helm-of-dominion", "wand_used": "wand-of-power",
             "ring_used": "ring-of-magic", "staff_used": "staff-of-spellbinding"}


def _leaning(spec: Any) -> dict[str, tuple[Item, ...]]:
    """role -> the devices of power the roll leans on for the unit in that role: the
    General's Crown, Orb and Helm; the wizard's Wand and Ring; the Staff's holder (the
    attacker of a spellbinding, the target of a casting it follows)."""
    kind = type(spec).__name__
    if kind in ("CommandSpec", "OrbCommandSpec"):
        return {"attacker": tuple(i for i in (CROWN, ORB, HELM) if i[1](spec))}
    if kind in ("CastSpec", "SpellcraftSpec"):
        return {"attacker": tuple(i for i in (WAND, RING) if i[1](spec)),
                "target": (STAFF,) if getattr(spec, "staff", False) else ()}
    if kind == "CounterSpec":
        return {"attacker": (STAFF,)}
    return {}


def _army_items(spec: Any, units: Mapping[str, tuple[Any, Any]], battle: Any
                ) -> tuple[str, Any] | None:
    """An army has one of each device of power (seed 002 L153, L102): a Crown, Orb, Helm,
    Wand, Ring or Staff another character of the side has lost, spent or worn is the
    army's one, and a roll of this character's that leans on it is refused. The enemy's
    one Staff spellbinds one wizard (L179-180): in a battle of two sides, a second wizard
    of a side is not spellbound."""
    for role, items in _leaning(spec).items():
        if role not in units:
            continue
        side, unit = units[role]
        for key, _leans, _text in items:
            marks = (key, "helm") if key == "helm_used" else (key,)
            other = next((u.name for s, u in battle.units() if s.name == side.name and
                          u.name != unit.name and any(u.state.get(m) for m in marks)), None)
            if other is not None:
                entry = next(i for i in load(GAME, "items")["item"]
                             if i["id"] == _ITEM_IDS[key])
                return role, say("the {item} is {other}'s: an army has one of each device "
                                 "of power (L153)", item=named_item(entry), other=other)
    kind = type(spec).__name__
    wizard = "target" if kind == "CounterSpec" else "attacker" \
        if kind == "SpellcraftSpec" and spec.staff else None
    if wizard is None or wizard not in units or len(battle.sides) != 2:
        return None
    side, unit = units[wizard]
    other = next((u.name for s, u in battle.units() if s.name == side.name and
                  u.name != unit.name and u.state.get("spellbound")), None)
    if other is None:
        return None
    return wizard, say("the enemy's one Staff of Spellbinding spellbinds one wizard "
                       "(L179-180), and {other} is spellbound", other=other)


def _orders_among(spec: Any, units: Mapping[str, tuple[Any, Any]], battle: Any
                  ) -> tuple[str, Any] | None:
    """A command test: the Helm declared at the start of the turn, the army's devices."""
    return _helm_declared(spec, units, battle) or _army_items(spec, units, battle)


def _rage_dice(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
               spec: Any) -> None:
    """A unit rolls no more Rage of Chaos dice than it has stands (seed 002 L78-91)."""
    left = _left(profile, state)
    if spec.count > left:
        raise MusterError(say("stands left: {left}; a unit rolls no more dice of the Rage "
                              "of Chaos than it has stands, not {n}", left=left,
                              n=spec.count))


def _hit(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
         ) -> dict[str, Any]:
    """Unsaved hits: a stand for every Hits' worth, the rest carried."""
    if role != "target":
        return dict(state)
    return _take(profile, state, int(result.unsaved))


def _take(profile: Mapping[str, Any], state: Mapping[str, Any], unsaved: int
          ) -> dict[str, Any]:
    if not profile.get("hits"):
        return dict(state)
    per = int(profile["hits"])
    total = int(state["hits"]) + unsaved
    lost = min(stands(profile), int(state["stands_lost"]) + total // per)
    carried = 0 if lost >= stands(profile) else total % per
    return {**state, "hits": carried, "stands_lost": lost}


def _ordered(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
             ) -> dict[str, Any]:
    """A failed order ends the character's orders this phase; a Crown that failed is lost
    (L159-160); the Orb, once spent, is gone (once a game, L166-171): `_magic_items`
    refuses a later roll that leans on either. The Helm, worn, gives +1 for the rest of
    the turn; `new_round` marks it used (L161-165). Every order marks the turn's orders
    begun (the Helm is declared before them, `_helm_declared`)."""
    if role != "attacker":
        return dict(state)
    out = {**state, "ordered": True}
    for key, on in (("orders_ended", not result.passed), ("crown_lost", result.crown_lost),
                    ("orb_used", result.orb_used), ("helm", result.helm)):
        if on:
            out[key] = True
    return out


def _raged(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
           ) -> dict[str, Any]:
    """A Rage of Chaos that repeats a value hits the unit itself: its unsaved hits (all the
    hits when no saves were rolled) are taken as a shooting or combat attack's are."""
    if role != "target" or not result.backfire:
        return dict(state)
    return _take(profile, state, result.saving.unsaved if result.saving else result.total)


def _spellbound(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
                result: Any) -> dict[str, Any]:
    """A Staff of Spellbinding that succeeds (4+, alone or after the wizard's failed
    casting) spellbinds the wizard (the target) for the rest of the battle, and the Staff
    (its holder's, the attacker) works no more (seed 002 L175-180)."""
    if result.form != "spellbind" or not result.success:
        return dict(state)
    return {**state, "staff_used" if role == "attacker" else "spellbound": True}


def _cast(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
          ) -> dict[str, Any]:
    """The Wand of Power, declared before the roll, is spent whatever the roll (L192-195)."""
    if role == "attacker" and result.spec.wand:
        return {**state, "wand_used": True}
    return dict(state)


def _spellcraft(role: str, profile: Mapping[str, Any], state: Mapping[str, Any],
                result: Any) -> dict[str, Any]:
    """The wizard (attacker): the Ring of Magic or the Wand spent; spellbound when the
    enemy's Staff succeeds after a failed casting. The Staff's holder (target): its Staff
    works no more once it has succeeded."""
    spellbound = result.outcome == "failed, spellbound"
    if role != "attacker":
        return {**state, "staff_used": True} if spellbound else dict(state)
    out = dict(state)
    for key, on in (("spellbound", spellbound), ("ring_used", result.spec.ring),
                    ("wand_used", result.spec.cast.wand)):
        if on:
            out[key] = True
    return out


def _storming(role: str, profile: Mapping[str, Any], state: Mapping[str, Any]
              ) -> dict[str, Any]:
    """Storm of Stone (seed 002 L35-43): each target's save against its own D3 hits; a
    unit whose Armour the battle does not know has none (as `wound wm` takes it), so the
    others' saves are still rolled."""
    armour = _attacks(role, profile, state).get("armour")
    return {} if role == "attacker" else {"armour": [armour or "none"]}


def _stormed(role: str, profile: Mapping[str, Any], state: Mapping[str, Any], result: Any
             ) -> dict[str, Any]:
    """Each unit takes its own D3 hits (its unsaved ones, when the saves were rolled),
    "resolved the usual way" (L38-39): carried, a stand for every Hits' worth."""
    at = index(role)
    if role == "attacker" or at >= len(result.hits):  # more targets named than dice rolled
        return dict(state)
    unsaved = result.savings[at].unsaved if result.savings else result.hits[at]
    return _take(profile, state, int(unsaved))


def score(key: Any) -> float | None:
    return None  # unsaved hits: a number, ordered as it is


def end_phase(phase: str | None, state: Mapping[str, Any]) -> dict[str, Any]:
    """The end of the Command phase: every character may give orders again next turn. The
    end of the shooting phase: the hits of a unit not engaged are discarded (an engaged
    unit's carry into the first round of its combat, seed 002 L17-19, L40-43)."""
    out = {k: v for k, v in state.items() if k != "orders_ended"}
    if phase == "shooting" and not state.get("engaged"):
        out["hits"] = 0
    return out


def new_round(state: Mapping[str, Any]) -> dict[str, Any]:
    """The end of the combat phase (the turn): hits short of a stand are discarded, and
    the turn's engagements end (a combat that goes on is marked again), and its orders; a
    Helm of Dominion worn this turn has had its one turn of the battle (L163-164)."""
    out = {key: value for key, value in {**state, "hits": 0}.items()
           if key not in ("engaged", "orders_ended", "helm", "ordered")}
    if state.get("helm"):
        out["helm_used"] = True
    return out


def describe(profile: Mapping[str, Any], state: Mapping[str, Any]) -> list[str]:
    total = stands(profile)
    left = total - int(state["stands_lost"])
    if left <= 0:
        return [say_p("warmaster", "destroyed")]  # Czech agrees with a jednotka: zničena
    out: list[str] = [say("stands: {left} of {total}", left=left, total=total)]
    if state["hits"]:
        out.append(say("hits carried: {n}", n=state["hits"]))
    if state.get("engaged"):
        out.append(say("engaged in combat"))
    if state.get("orders_ended"):
        out.append(say("no more orders this phase"))
    if state.get("crown_lost"):
        out.append(say("Crown of Command lost"))
    if state.get("orb_used"):
        out.append(say("Orb of Majesty spent"))
    if state.get("spellbound"):
        out.append(say("spellbound: -1 on every casting roll"))
    for key, text in (("helm", N_("Helm of Dominion: +1 Command this turn")),
                      ("helm_used", N_("Helm of Dominion used")),
                      ("wand_used", N_("Wand of Power spent")),
                      ("ring_used", N_("Ring of Magic spent")),
                      ("staff_used", N_("Staff of Spellbinding spent"))):
        if state.get(key):
            out.append(say(text))
    return out


RULES = BattleRules(
    profile=PROFILE, fresh=fresh, describe=describe, check_profile=check_profile,
    score=score, end_phase=end_phase, new_round=new_round, army_profile=army_profile,
    joins={
        # shooting and combat are at enemy units (a spell that hits friends too, Gotcha!,
        # names no attacker: its attacks are not the caster's Attacks)
        "WoundSpec": Join(fill=_attacks, apply=_hit, enemies=True),
        "CommandSpec": Join(fill=_ordering, allow=_magic_items, apply=_ordered,
                            among=_orders_among),
        "RageSpec": Join(fill=_raging, allow=_rage_dice, apply=_raged, own=True),
        # the Staff that follows a failed casting is an enemy's (seed 002 L176)
        "CastSpec": Join(fill=_casting, allow=_wizard_items, apply=_cast, enemies=True,
                         among=_army_items),
        "SpellcraftSpec": Join(allow=_wizard_items, apply=_spellcraft, among=_army_items),
        "CounterSpec": Join(fill=_spellbinding, apply=_spellbound, enemies=True,
                            among=_army_items),
        # Storm of Stone: one D3 per target (--target repeated), as many as named
        "StormSpec": Join(fill=_storming, apply=_stormed, several=True, count="count",
                          enemies=True),
        # logged; it changes the attached fortress, not a unit
        "BreachSpec": Join(fill=_breaching),
    })
