"""Before and after a battle (L15/p.6 - L17/p.7, L29/p.13 - L33/p.15, L7/p.2): whether a
unit that moved may still battle, what kind of battle this is, what may follow it (gaining
ground, a mounted unit's pursuit and bonus melee attack) and the victory banners."""

from __future__ import annotations

from muster.engine.frozen import frozen
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.errors import FieldError, within
from muster.games.battlelore.tables import HEXES, UNIT_TYPES, at_least_zero, dashed, require, rules
from muster.i18n import N_, Named, counted, named

# attack; bonus (the pursuit's bonus melee attack); battle-back; ambush (the defender first)
KINDS = ("attack", "bonus", "battle-back", "ambush")


@frozen
class FollowOns:
    """What the rolling unit may do next, and why (an `N_` message)."""

    gain_ground: bool
    pursuit: bool
    bonus_attack: bool
    why: str


@frozen
class AfterBattle:
    """The battle's kind, the rolling unit's troop type (it decides a pursuit) and the
    rolling side's victory banners before it, with the adventure's count to win."""

    battle: str = "attack"
    attacker_type: str | None = None
    banners: int | None = None
    victory: int | None = None

    def __post_init__(self) -> None:
        if self.attacker_type is not None:
            require(UNIT_TYPES, "unit_types", self.attacker_type, "attacker_type")
            if self.attacker_type == "creature":
                raise FieldError("attacker_type", "{field} creature is not supported: the "
                                 "creature rules (Ch.7) are not in the rules text")
        if self.battle not in KINDS:
            raise Lookup.of_names(N_("kind of battle"), KINDS).unknown(
                self.battle, field="battle", template=UNKNOWN_FOR)
        at_least_zero("banners", self.banners)
        if self.victory is not None:
            within("victory", self.victory, 1)
            if self.banners_before >= self.victory:
                raise FieldError("banners", "{banners} banners already reach the {victory} "
                                 "needed: that game is over", banners=self.banners_before,
                                 victory=self.victory)

    @property
    def counted(self) -> bool:
        """Banners are counted (either count given)."""
        return self.banners is not None or self.victory is not None

    @property
    def banners_before(self) -> int:
        return self.banners or 0

    def banners_after(self, destroyed: bool) -> int:
        """A destroyed unit's banner bearer is one more victory banner (L7/p.2)."""
        return self.banners_before + (1 if destroyed else 0)

    def wins(self, destroyed: bool) -> bool:
        """The banner count reaches the adventure's: the game ends at once (L33/p.15)."""
        return self.victory is not None and self.banners_after(destroyed) >= self.victory

    def follow_ons(self, mode: str, vacated: bool) -> FollowOns:
        """Gaining ground, pursuit and the bonus attack: allowed, and why."""
        if self.battle in ("battle-back", "ambush"):
            why = (N_("a battle back never gains ground or pursues")
                   if self.battle == "battle-back"
                   else N_("a defender that battled first (Ambush) neither gains ground nor "
                           "pursues"))
            return FollowOns(False, False, False, why)
        if mode == "ranged":
            return FollowOns(False, False, False,
                             N_("a ranged attack never gains ground or pursues"))
        if not vacated:
            return FollowOns(False, False, False, N_("the defender held its hex"))
        f = rules()["follow_on"]
        mounted = self.attacker_type == f["pursuit_troop"]
        pursue = mounted and self.battle != "bonus"
        # whole sentences, each a message (the "why" is translated where it is shown)
        why = (N_("the defender vacated its hex; mounted, so it may pursue 1 hex more and "
                  "make a bonus melee attack") if pursue else
               N_("the defender vacated its hex; after a bonus attack it may gain ground but "
                  "not pursue again") if self.battle == "bonus" else
               N_("the defender vacated its hex") if self.attacker_type is None else
               N_("the defender vacated its hex; foot units do not pursue"))
        return FollowOns(True, pursue, pursue, why)


def check_move_then_battle(colour: str, unit_type: str, moved_hexes: int) -> None:
    """How far a unit may move and still battle, by colour and troop type (L15/p.6 -
    L17/p.7): a blue foot unit that moved 2 hexes may not battle."""
    most = rules()["move_then_battle"][unit_type][colour]
    if moved_hexes > most:
        c, t = rules()["colours"][colour], rules()["unit_types"][unit_type]
        raise FieldError("moved_hexes", "a {colour} {type} unit that moved {moved} hexes may "
                         "not battle this turn (it may move {most} and battle; L15/p.6)",
                         colour=named({"en": colour, "cs": dashed(c["cs"])}),
                         type=named({"en": unit_type, "cs": t["cs"]}),
                         moved=Named(str(moved_hexes), counted(moved_hexes, HEXES)),
                         most=Named(str(most), counted(most, HEXES)))
