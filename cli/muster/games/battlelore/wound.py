"""`wound battlelore`: one attack from the dice to figures removed, retreat and battle back
(digest §3.1-3.2, §4.5-4.6; RULINGS 13-15).

The attacker's dice (`dice_count`) are thrown together and read by the weapon matrix
(`hits`); hits remove figures, the banner bearer last (L23/p.10); a survivor then retreats
for its flags (`retreat`); a Bold unit that held its hex after a melee battles back; what
may follow and the victory banners are `after_battle`'s.
"""

from __future__ import annotations

from dataclasses import field, replace
from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import rule
from muster.errors import Field, FieldError
from muster.games.battlelore.after_battle import AfterBattle, check_move_then_battle
from muster.games.battlelore.dice_count import DiceCount, DiceSpec, dice_for_battle
from muster.games.battlelore.hits import Attack, FaceCounts, Hits, read_hits
from muster.games.battlelore.reach import adjacent, check_reach, weapon_range
from muster.games.battlelore.retreat import check_room, effective_morale, retreat
from muster.games.battlelore.tables import (
    GAME,
    MORALE,
    at_least_zero,
    battle_die,
    check_figures,
    colour_key,
    full_unit,
    morale_key,
    require,
    rules,
    unit_type_key,
)
from muster.i18n import N_
from muster.text import english

VIEWS = "muster.games.battlelore.views.wound"  # its text, odds table and key


@frozen
class WoundSpec:
    """One attack: who is hit and with what, the attacker's dice, the target unit (figures
    left, None for a full unit; morale; how it may retreat), the battle's kind and
    banners, and what the attacker did before it (hexes moved, an adjacent enemy). Moving
    any ``moved_hexes`` is having moved: the dice are counted as ``dice.moved``. ``hexes``,
    where given, is how far the target is (its hex counted, the attacker's not): it must be
    in the weapon's reach, and an adjacent target of a bow is shot point blank."""

    attack: Attack
    dice: DiceSpec
    figures: int | None = None
    morale: str = "normal"
    supported: bool = False
    use_ignore: bool = True
    blocked: int | None = None
    room: int | None = None
    after: AfterBattle = field(default_factory=AfterBattle)
    moved_hexes: int | None = None
    adjacent_enemy: bool = False
    hexes: int | None = None

    def __post_init__(self) -> None:
        if self.hexes is not None:
            check_reach(self.attack, self.hexes)
            if self.hexes == adjacent() and self.attack.shoots and not self.attack.point_blank:
                object.__setattr__(self, "attack", replace(self.attack, point_blank=True))
        check_approach(self.attack, self.dice.attacker_colour, self.after, self.moved_hexes,
                       self.adjacent_enemy)
        if (self.moved_hexes or 0) > 0 and not self.dice.moved:  # moving any hexes is moving
            object.__setattr__(self, "dice", replace(self.dice, moved=True))
        check_figures(self.attack.target_type, self.unit_figures)
        require(MORALE, "morale", self.morale, "morale")
        check_room(self.room, self.blocked)
        at_least_zero("blocked", self.blocked)
        at_least_zero("room", self.room)

    @classmethod
    def named(cls, *, target: str, weapon: str | None, target_type: str | None = None,
              point_blank: bool = False, attacker_colour: str | None = None,
              rolled: int | None = None, moved: bool = False, terrain_cap: int | None = None,
              extra: int = 0, figures: int | None = None, morale: str = "normal",
              supported: bool = False, use_ignore: bool = True, blocked: int | None = None,
              room: int | None = None, attacker_type: str | None = None,
              moved_hexes: int | None = None, adjacent_enemy: bool = False,
              battle: str = "attack", banners: int | None = None,
              victory: int | None = None, hexes: int | None = None) -> WoundSpec:
        """The attack from names as a player types them."""
        attack = Attack.named(target, weapon, target_type, point_blank)
        colour = colour_key(attacker_colour, "attacker_colour") if attacker_colour else None
        atype = unit_type_key(attacker_type, "attacker_type") if attacker_type else None
        after = AfterBattle(battle, atype, banners, victory)
        if hexes is not None:  # the reach first: an adjacent bow shot is point blank
            check_reach(attack, hexes)
            if hexes == adjacent() and attack.shoots:
                attack = replace(attack, point_blank=True)
        check_approach(attack, colour, after, moved_hexes, adjacent_enemy)
        dice = DiceSpec(colour, rolled, moved, terrain_cap, extra)
        full = full_unit(attack.target_type)
        check_figures(attack.target_type, full if figures is None else figures)
        return cls(attack, dice, figures, morale_key(morale), supported, use_ignore, blocked,
                   room, after, moved_hexes, adjacent_enemy, hexes)

    @property
    def full(self) -> int:
        return full_unit(self.attack.target_type)

    @property
    def unit_figures(self) -> int:
        """Figures in the target before the attack, banner bearer included."""
        return self.full if self.figures is None else self.figures

    @property
    def effective_morale(self) -> str:
        return effective_morale(self.morale, self.supported)

    def count(self) -> DiceCount:
        return dice_for_battle(self.dice, self.attack.weapon)


def check_approach(attack: Attack, colour: str | None, after: AfterBattle,
                   moved_hexes: int | None, adjacent_enemy: bool) -> None:
    """What the attacker did before the battle, and the battle's kind, against the attack:
    the hexes it moved (L15/p.6), an adjacent enemy (L19/p.8), the bonus attack and the
    battle back are melee (L31/p.14)."""
    mode = attack.mode
    if moved_hexes is not None:
        at_least_zero("moved_hexes", moved_hexes)
        if colour is None or after.attacker_type is None:
            raise FieldError("moved_hexes", "{field} is checked against the attacker's "
                             "banner and troop type: give {colour} and {type}",
                             colour=Field("attacker_colour"), type=Field("attacker_type"))
        if after.battle == "attack":
            check_move_then_battle(colour, after.attacker_type, moved_hexes)
    if adjacent_enemy and mode == "ranged":
        raise FieldError("adjacent_enemy", "an enemy is adjacent to the attacker, so it "
                         "must battle an adjacent enemy in melee (L19/p.8): not a ranged "
                         "shot at a distant unit (a bow's adjacent target is {close})",
                         close=Field("point_blank"))
    if after.battle == "bonus" and mode == "ranged":
        raise FieldError("battle", "the bonus attack after a pursuit is always melee "
                         "(L31/p.14)")
    if (after.battle == "bonus" and after.attacker_type is not None
            and after.attacker_type != rules()["follow_on"]["pursuit_troop"]):
        raise FieldError("battle", "only a mounted unit that pursued makes a bonus melee "
                         "attack")
    if after.battle == "battle-back" and mode == "ranged":
        raise FieldError("battle", "a battle back is a melee (a unit shot at from range "
                         "never battles back)")


@frozen
class Wound:
    """What one attack did. ``figures_removed`` by hits, then for a survivor the flags:
    hexes owed and taken, figures lost to hexes that cannot be taken; battle back."""

    spec: WoundSpec
    dice: DiceCount
    seen: tuple[str, ...]
    faces: FaceCounts
    hits: Hits
    figures_removed: int
    flags_ignored: int
    retreat_owed: int
    retreat_hexes: int
    figures_lost_to_blocked_retreat: int
    figures_left: int
    battle_back: bool
    seed: int | None = None

    @property
    def destroyed(self) -> bool:
        return self.figures_left == 0

    @property
    def flags(self) -> int:
        return self.faces["flag"]

    @property
    def figures_lost(self) -> int:
        return self.figures_removed + self.figures_lost_to_blocked_retreat

    @property
    def attack_follows(self) -> bool:
        """After an Ambush: the ambushed attacker survived in its hex, so its own attack
        follows (L31/p.14: pushed back, it loses it)."""
        return (self.spec.after.battle == "ambush" and self.dice.n > 0
                and bool(self.figures_left) and self.retreat_hexes == 0)

    @property
    def vacated(self) -> bool:
        return self.destroyed or self.retreat_hexes > 0

    def to_json(self) -> dict[str, Any]:
        s = self.spec
        return {"game": GAME, "dice": self.dice.n, "rolled": list(self.seen),
                "faces": {f: self.faces[f] for f in battle_die().faces},
                "hits": self.hits.total,
                "figures_removed": self.figures_removed, "figures_left": self.figures_left,
                "destroyed": self.destroyed, "victory_banner": self.destroyed,
                "flags": self.flags, "flags_ignored": self.flags_ignored,
                "retreat_owed": self.retreat_owed, "retreat_hexes": self.retreat_hexes,
                "figures_lost_to_blocked_retreat": self.figures_lost_to_blocked_retreat,
                "battle_back": self.battle_back, "lore": self.faces["lore"],
                "target": s.attack.target, "target_type": s.attack.target_type,
                "weapon": s.attack.weapon, "mode": s.attack.mode, "figures": s.unit_figures,
                "morale": s.effective_morale, **self._after_json(), **self._reach_json(),
                "seed": self.seed}

    def _reach_json(self) -> dict[str, Any]:
        s = self.spec
        if s.hexes is None:
            return {}
        return {"hexes": s.hexes, "range": weapon_range(s.attack.weapon) if s.attack.weapon
                else adjacent()}

    def _after_json(self) -> dict[str, Any]:
        a = self.spec.after
        f = a.follow_ons(self.spec.attack.mode, self.vacated)
        rolled = self.dice.n > 0
        out: dict[str, Any] = {
            "battle": a.battle, "gain_ground": rolled and f.gain_ground,
            "pursuit": rolled and f.pursuit, "bonus_attack": rolled and f.bonus_attack,
            "attack_follows": self.attack_follows}
        if a.counted:
            out["banners"] = a.banners_after(self.destroyed)
            out["victory"] = a.victory
            out["wins"] = a.wins(self.destroyed)
        return out


class WoundKey(tuple[Any, ...]):
    """(figures lost, destroyed, retreat hexes, battle back): what --times counts (a
    plain tuple in JSON, with its English label)."""

    def __str__(self) -> str:
        """In English, as --json labels it; the views show it in the user's language."""
        lost, destroyed, hexes, back = self
        if destroyed:
            return f"{english(lost)} lost, destroyed"
        return f"{english(lost)} lost, retreat {english(hexes)}" + (", battles back" if back
                                                                    else "")


def wound_key(w: Wound) -> WoundKey:
    return WoundKey((w.figures_lost, w.destroyed, w.retreat_hexes, w.battle_back))


@rule(WoundSpec, key=wound_key, label=N_("outcome"))
def wound(src: Source, spec: WoundSpec) -> Wound:
    """One attack: roll, apply hits, then retreats, then decide battle back."""
    dice = spec.count()
    pool = src.pool(dice.n, battle_die())
    tally = pool.tally()
    hits = read_hits(tally, spec.attack)
    removed = min(hits.total, spec.unit_figures)
    left = spec.unit_figures - removed
    ignored = owed = taken = lost_blocked = 0
    morale = spec.effective_morale
    if left:
        ret = retreat(tally["flag"], morale, left, spec.use_ignore, spec.room, spec.blocked)
        ignored, owed, taken, lost_blocked = ret.ignored, ret.owed, ret.taken, ret.lost
        left -= lost_blocked
    # no dice, no battle (0 dice: the unit cannot battle), so nothing to battle back against
    back = (dice.n > 0 and bool(left) and spec.attack.mode != "ranged" and taken == 0
            and rules()["morale"][morale]["battle_back"]
            and spec.after.battle not in ("battle-back", "ambush"))
    return Wound(spec, dice, tuple(pool.seen()), tally, hits, removed, ignored, owed, taken,
                 lost_blocked, left, back)
