"""Before the blows of a melee (seed 000 L826-864): each side's dice, its characteristics
after a charge's and fear's penalties (L539-542, L649-651) and a dive's bonus (L1430-1433),
and the initiative roll that makes one side the attacker. The numbers are in
``data/tests.toml`` ([melee_setup]) and ``data/flying.toml`` ([dive]).

A fight is one fighter against one or more opponents (L832-834). Each fighter has a die for
himself and one per enemy in base contact (L852-860). The initiative is the opposed roll
(`OpposedSpec`, RULINGS 4), one roll for a group (best INI, +1 per model after the first);
its loser, the defender, declares first how many dice attack and how many defend
(L862-864)."""

from __future__ import annotations

from dataclasses import field, replace
from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.frozen_map import FrozenMap
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
from muster.games.confrontation.characteristic import CharacteristicSpec, resolve_penalties
from muster.games.confrontation.opposed import OpposedRoll, OpposedSpec, opposed
from muster.games.confrontation.tables import GAME, char_rules, flying_rules
from muster.i18n import N_
from muster.limits import CHARACTERISTICS, MOST_FIGURES

# a side's characteristic by its profile key (`muster.limits.CHARACTERISTICS`)
CHARACTERISTIC_KEYS = {"ini": "ini", "att": "att", "defence": "def", "strength": "str"}

VIEWS = "muster.games.confrontation.views.melee_setup"  # its text and odds

STATS = ("ini", "att", "def", "str")
SIDE_NAMES = (N_("first"), N_("second"))


def setup_rules() -> dict[str, Any]:
    return dict(char_rules()["melee_setup"])


@frozen
class Fighter:
    """One side of a fight: its characteristics (``ini``; ``att``, ``defence``,
    ``strength`` when known), how many ``figures`` fight on it, whether it was ``charged``,
    failed its Courage test (``afraid``) or ``dive``d, and its die ``penalties``."""

    ini: int
    att: int | None = None
    defence: int | None = None
    strength: int | None = None
    figures: int = 1
    charged: bool = False
    afraid: bool = False
    dive: bool = False
    penalties: tuple[str, ...] = ()

    def base(self, stat: str) -> int | None:
        return {"ini": self.ini, "att": self.att, "def": self.defence,
                "str": self.strength}[stat]

    def steps(self, stat: str) -> list[tuple[str, int]]:
        """What changes ``stat``: ('charged', -1), ('fear', -1), ('dive', +3)."""
        r = setup_rules()
        out = [(key, int(r[key][stat])) for key, on in (("charged", self.charged),
                                                       ("afraid", self.afraid))
               if on and stat in r[key]]
        bonus = flying_rules()["dive"]["bonus"]
        if self.dive and stat in bonus:
            out.append(("dive", int(bonus[stat])))
        return out

    def value(self, stat: str) -> int | None:
        """``stat`` after the penalties (never below 0, L541-542, L650-651) and the dive."""
        base = self.base(stat)
        if base is None:
            return None
        total = base + sum(n for _k, n in self.steps(stat))
        return max(total, min(base, int(setup_rules()["floor"])))


@frozen
class MeleeSetupSpec:
    """A fight: the ``first`` side and the ``second``. At most one side has several
    figures (a fight is one fighter against one or more, L832-834)."""

    first: Fighter
    second: Fighter
    initiative: OpposedSpec = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # a dive is a charge of its target (L1427-1430): the target takes the charge penalties
        if self.first.dive and not self.second.dive:
            object.__setattr__(self, "second", replace(self.second, charged=True))
        if self.second.dive and not self.first.dive:
            object.__setattr__(self, "first", replace(self.first, charged=True))
        if self.first.dive and self.second.dive:
            raise FieldError("second.dive", "{field}: only one side dives, onto a figure one "
                             "level below (L1425-1427)")
        # a field of a side is named by its path: ``second.figures``
        for prefix, side in (("first.", self.first), ("second.", self.second)):
            within(prefix + "figures", side.figures, 1, MOST_FIGURES)
            if side.dive and (side.charged or side.afraid):
                raise FieldError(prefix + "dive", "{field}: a diver charges, so it is not "
                                 "the one charged, and one that failed its Courage test "
                                 "against its target is paralysed and cannot charge "
                                 "(L664-666)")
            object.__setattr__(side, "penalties", resolve_penalties(
                side.penalties, prefix + "penalties"))
            for stat, value in (("ini", side.ini), ("att", side.att),
                                ("defence", side.defence), ("strength", side.strength)):
                if value is not None:
                    within(prefix + stat, value, *CHARACTERISTICS[CHARACTERISTIC_KEYS[stat]])
        if self.first.figures > 1 and self.second.figures > 1:
            raise FieldError("second.figures", "a fight is one fighter against one or more "
                             "(L832-834): {figures} or {field} must be 1; split the melee "
                             "into such fights first", figures=Field("first.figures"))
        object.__setattr__(self, "initiative", OpposedSpec(
            CharacteristicSpec(self.first.value("ini") or 0, penalties=self.first.penalties,
                               group=self.first.figures),
            CharacteristicSpec(self.second.value("ini") or 0,
                               penalties=self.second.penalties, group=self.second.figures)))

    def dice(self, side: Fighter) -> int:
        """The side's dice: each fighter one for himself and one per enemy in base contact
        (L852-860); the lone fighter touches every opponent, each opponent touches him."""
        r = setup_rules()
        other = self.second if side is self.first else self.first
        each = r["dice_self"] + r["dice_per_enemy"] * other.figures if side.figures == 1 \
            else r["dice_self"] + r["dice_per_enemy"]
        return int(each * side.figures)


@frozen
class Change:
    """What changes a characteristic: 'charged', 'afraid' or 'dive', and by how much."""

    name: str
    value: int


Changes = FrozenMap[str, tuple[Change, ...]]  # by characteristic: ini, att, def, str


@frozen
class FighterSide:
    """One side as it fights: its figures and dice, the charge, fear and dive, its
    characteristics after them, and what changed each (only those that changed)."""

    figures: int
    dice: int
    charged: bool
    afraid: bool
    dive: bool
    ini: int | None
    att: int | None
    def_: int | None
    str: int | None
    changes: Changes

    @classmethod
    def of(cls, spec: MeleeSetupSpec, f: Fighter) -> FighterSide:
        ini, att, defence, strength = (f.value(stat) for stat in STATS)
        return cls(f.figures, spec.dice(f), f.charged, f.afraid, f.dive, ini, att, defence,
                   strength, FrozenMap({stat: tuple(Change(k, n) for k, n in f.steps(stat))
                                        for stat in STATS
                                        if f.base(stat) is not None and f.steps(stat)}))


@frozen
class MeleeSetup(JsonResult):
    """The initiative roll and what each side fights with: the ``attacker`` (its winner),
    the ``defender``, who ``declares_first`` how his dice attack and defend (L862-864), and
    the least difficulty of an attack, the defender's DEF while he keeps a defence die
    (``least_attack_difficulty``, L882-884)."""

    GAME = GAME
    FORM = "melee_setup"

    spec: MeleeSetupSpec = field(metadata={"json": False})  # what the view shows of it
    first: FighterSide
    second: FighterSide
    initiative: OpposedRoll
    attacker: str
    defender: str
    declares_first: str
    least_attack_difficulty: int | None
    seed: int | None = None


def attacker_of(setup: MeleeSetup) -> str:
    return setup.attacker


@rule(MeleeSetupSpec, key=attacker_of, label=N_("attacker"))
def melee_setup(src: Source, spec: MeleeSetupSpec) -> MeleeSetup:
    """The initiative roll decides who attacks; the rest follows from the spec."""
    initiative = opposed(src, spec.initiative)
    attacker = initiative.winner
    defender = "second" if attacker == "first" else "first"
    return MeleeSetup(spec, FighterSide.of(spec, spec.first), FighterSide.of(spec, spec.second),
                      initiative, attacker, defender, defender,
                      (spec.first if defender == "first" else spec.second).value("def"))
