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
from muster.engine.keys import NamedKey
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError
from muster.games.battlelore.after_battle import AfterBattle, check_move_then_battle
from muster.games.battlelore.dice_count import DiceCount, DiceSpec, dice_for_battle
from muster.games.battlelore.faces import battle_die
from muster.games.battlelore.hits import Attack, FaceCounts, Hits, read_hits
from muster.games.battlelore.reach import adjacent, check_reach, weapon_range
from muster.games.battlelore.retreat import check_room, effective_morale, retreat
from muster.games.battlelore.tables import (
    GAME,
    MORALE,
    at_least_zero,
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
class VictoryTrack:
    """The rolling side's victory banners after the battle, the adventure's count to win
    (None: not given) and whether they reach it."""

    banners: int
    victory: int | None
    wins: bool


@frozen
class Reach:
    """How far the target is (its hex counted) and how far the weapon reaches."""

    hexes: int
    range: int


@frozen(kw_only=True)
class Wound(JsonResult):
    """What one attack did: the ``dice`` counted (``count``: how), the faces ``rolled`` and
    their tally, the ``hits`` (``read``: how they were read), ``figures_removed`` by them;
    then for a survivor the flags: hexes owed and taken, figures lost to hexes that cannot
    be taken; battle back; the target as attacked; what may follow the battle and the
    victory banners. The flags and lore counts are read from the tally only when shown
    (`extra_json`, the flags after the victory banner, the lore after the battle back): the
    exact driver then weighs only what the rule's key reads."""

    GAME = GAME

    spec: WoundSpec = field(metadata={"json": False})
    count: DiceCount = field(metadata={"json": False})
    dice: int
    rolled: tuple[str, ...]
    faces: FaceCounts
    hits: int
    read: Hits = field(metadata={"json": False})
    figures_removed: int
    figures_left: int
    destroyed: bool
    # a destroyed unit's banner bearer (L7/p.2); the flags rolled follow it
    victory_banner: bool = field(metadata={"then": ("flags",)})
    flags_ignored: int
    retreat_owed: int
    retreat_hexes: int
    figures_lost_to_blocked_retreat: int
    battle_back: bool = field(metadata={"then": ("lore",)})
    target: str
    target_type: str
    weapon: str | None
    mode: str
    figures: int
    morale: str
    battle: str
    gain_ground: bool
    pursuit: bool
    bonus_attack: bool
    attack_follows: bool  # after an Ambush: the attacker, still in its hex, attacks (L31/p.14)
    track: VictoryTrack | None = field(default=None, metadata={"json": "inline"})
    reach: Reach | None = field(default=None, metadata={"json": "inline"})
    seed: int | None = None

    @property
    def flags(self) -> int:
        return self.faces["flag"]

    @property
    def lore(self) -> int:
        return self.faces["lore"]

    @property
    def figures_lost(self) -> int:
        return self.figures_removed + self.figures_lost_to_blocked_retreat

    @property
    def vacated(self) -> bool:
        return self.destroyed or self.retreat_hexes > 0

    def extra_json(self) -> dict[str, Any]:
        return {"flags": self.flags, "lore": self.lore}


class WoundKey(NamedKey):
    """(figures lost, destroyed, retreat hexes, battle back): what --times counts (a
    plain tuple in JSON, with its English label)."""

    NAMES = ("figures_lost", "destroyed", "retreat_hexes", "battle_back")

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
    a = spec.after
    destroyed = left == 0
    follows = a.follow_ons(spec.attack.mode, destroyed or taken > 0)
    rolled = dice.n > 0
    track = reach = None
    if a.counted:
        track = VictoryTrack(a.banners_after(destroyed), a.victory, a.wins(destroyed))
    if spec.hexes is not None:
        reach = Reach(spec.hexes, weapon_range(spec.attack.weapon) if spec.attack.weapon
                      else adjacent())
    return Wound(spec=spec, count=dice, dice=dice.n, rolled=tuple(pool.seen()), faces=tally,
                 hits=hits.total, read=hits, figures_removed=removed, figures_left=left,
                 destroyed=destroyed, victory_banner=destroyed, flags_ignored=ignored,
                 retreat_owed=owed, retreat_hexes=taken,
                 figures_lost_to_blocked_retreat=lost_blocked, battle_back=back,
                 target=spec.attack.target, target_type=spec.attack.target_type,
                 weapon=spec.attack.weapon, mode=spec.attack.mode, figures=spec.unit_figures,
                 morale=spec.effective_morale, battle=a.battle,
                 gain_ground=rolled and follows.gain_ground,
                 pursuit=rolled and follows.pursuit, bonus_attack=rolled and follows.bonus_attack,
                 attack_follows=a.battle == "ambush" and rolled and bool(left) and taken == 0,
                 track=track, reach=reach)
