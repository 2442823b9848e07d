"""Every rule's result is a value (a frozen dataclass, frozen all the way down, so a
scripter can compare, hash and keep results): two rolls of a spec with the same seed are
equal and hash alike, and so are two results built from the same entered dice. The examples
are specs the documented commands build, one of every registered rule (a rule added
without one fails the coverage test)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from muster import api
from muster.engine.dice import EnteredSource, RandomSource
from muster.engine.draws import WithinDrawsSpec
from muster.engine.notation.spec import ExpressionSpec
from muster.engine.rule import rule_for
from muster.engine.scatter_generic import GenericSpec
from muster.games.battlelore.battle_roll import FacesSpec, HitsSpec
from muster.games.battlelore.dice_count import DiceSpec
from muster.games.battlelore.displace import RetreatSpec
from muster.games.battlelore.hits import Attack as BlAttack
from muster.games.battlelore.wound import WoundSpec as BlWoundSpec
from muster.games.confrontation.abilities import (
    MutagenicSpec,
    RegenerationSpec,
    ReinforcementSpec,
    ToxicSpec,
)
from muster.games.confrontation.characteristic import CharacteristicSpec
from muster.games.confrontation.courage import ActivatedCourageSpec, ChargingCourageSpec
from muster.games.confrontation.damage import DamageSpec
from muster.games.confrontation.deploy import WithinSpec
from muster.games.confrontation.exchange import ExchangeSpec, StrikeBack
from muster.games.confrontation.feat import FeatSpec
from muster.games.confrontation.flight import FlightSpec
from muster.games.confrontation.flying import FlySpec
from muster.games.confrontation.into_melee import IntoMeleeSpec
from muster.games.confrontation.melee import MeleeSpec
from muster.games.confrontation.melee_setup import Fighter, MeleeSetupSpec
from muster.games.confrontation.opposed import OpposedSpec
from muster.games.confrontation.rolloffs import DeploymentSpec, TacticalSpec
from muster.games.confrontation.shooting import ShotSpec
from muster.games.confrontation.shooting_order import Shooter, ShootingOrderSpec
from muster.games.mageknight.attack import AttackSpec as MkAttackSpec
from muster.games.mageknight.bombard import BombardSpec, load_token
from muster.games.mageknight.ranged import RangedSpec
from muster.games.mageknight.score import ScoreSpec, score
from muster.games.mageknight.setup import DisputeSpec, SetupSpec, setup
from muster.games.mageknight.terrain import TerrainSpec
from muster.games.mageknight.wound import WoundSpec as MkWoundSpec
from muster.games.void.athletics import AthleticsSpec
from muster.games.void.attack import AttackSpec as VoidAttackSpec
from muster.games.void.fall import FallSpec
from muster.games.void.grab import BreakFreeSpec, GrabSpec
from muster.games.void.grenade import GrenadeSpec
from muster.games.void.initiative import InitiativeSpec
from muster.games.void.roll_under import RollUnderSpec
from muster.games.void.throw_opponent import ThrowSpec
from muster.games.void.travel import TravelSearchSpec, TravelSpec
from muster.games.void.volley import VolleySpec
from muster.games.warmaster.casting import CastSpec, CounterSpec, SpellcraftSpec
from muster.games.warmaster.command import CommandSpec, OrbCommandSpec
from muster.games.warmaster.deploy import DeploySpec, Side
from muster.games.warmaster.door import DoorSpec
from muster.games.warmaster.driveback import DriveBackSpec
from muster.games.warmaster.game_length import GameLengthSpec
from muster.games.warmaster.gerroff import GerroffSpec
from muster.games.warmaster.passage import PassageSpec
from muster.games.warmaster.rage import RageSavesSpec, RageSpec
from muster.games.warmaster.siege import Attack as WmAttack
from muster.games.warmaster.siege import BreachSpec, Section
from muster.games.warmaster.storm import StormSavesSpec, StormSpec
from muster.games.warmaster.target import TargetSpec
from muster.games.warmaster.wound import WoundSpec as WmWoundSpec

# one spec of every registered rule, as the documented commands build it
EXAMPLES = [
    WithinDrawsSpec.of([str(n) for n in range(1, 25)], "12", 3),
    ExpressionSpec(text="{1d4+1d6+1d8}dl1"),
    GenericSpec(distance="d6+1", direction="degrees", radius=0.0, base=0.0, unit="cm"),
    FacesSpec(dice=3),
    HitsSpec(dice=3, attack=BlAttack(target="blue", weapon="short-sword", target_type="mounted")),
    RetreatSpec(flags=2, morale="frightened", room=3),
    BlWoundSpec(
        attack=BlAttack(target="blue", weapon="short-sword", target_type="mounted"),
        dice=DiceSpec(attacker_colour="blue"),
    ),
    MutagenicSpec(x=1),
    RegenerationSpec(x=5, current="critical"),
    ReinforcementSpec(),
    ToxicSpec(points=250),
    CharacteristicSpec(value=4, difficulty=7, penalties=("stunned", "light")),
    ActivatedCourageSpec(value=3, difficulty=6, over=True),
    ChargingCourageSpec(value=2, difficulty=6, over=True, group=2),
    DamageSpec(
        strength=14,
        resilience=12,
        current="serious",
        toughness="colossal",
        killed_before=1,
    ),
    WithinSpec(where="pile", pile=6, scouts=0, within=2),
    ExchangeSpec(
        first=MeleeSpec(
            att=4,
            difficulties=(7,),
            defence=3,
            parries=1,
            strength=11,
            resilience=9,
            attacker_penalties=("stunned",),
            damage_options=(
                ("assassin_immune", False),
                ("bane", False),
                ("hard_boiled", False),
                ("immune", ()),
                ("possessed", False),
                ("survival_instinct", False),
                ("toughness", None),
            ),
        ),
        back=StrikeBack(
            att=4,
            difficulties=(6,),
            strength=10,
            defence=4,
            resilience=8,
            parries=1,
            stunned=True,
        ),
    ),
    FeatSpec(kind="plain", mov=Fraction(10, 1), difficulty=4, abilities=("vivacity",)),
    FlightSpec(mov=10),
    FlySpec(air_mov=25.0, start=2, end=1, target_level=1, dive=True),
    IntoMeleeSpec(figures=(("small", "goblin"), ("large", "rider"), ("normal", "spearman"))),
    MeleeSpec(
        att=4,
        difficulties=(7, 7, 7, 7, 7, 7),
        defence=5,
        parries=3,
        strength=3,
        resilience=4,
        sustained=True,
        opponents=3,
        damage_options=(
            ("assassin_immune", False),
            ("bane", False),
            ("hard_boiled", False),
            ("immune", ()),
            ("possessed", False),
            ("survival_instinct", False),
            ("toughness", None),
        ),
        defender_attacks=2,
    ),
    MeleeSetupSpec(first=Fighter(ini=3, defence=3, charged=True), second=Fighter(ini=3)),
    OpposedSpec(
        first=CharacteristicSpec(value=4, penalties=("serious",)),
        second=CharacteristicSpec(value=3),
    ),
    DeploymentSpec(sides=("lions", "acheron"), dis=(("lions", 4), ("acheron", 3))),
    TacticalSpec(sides=("lions", "acheron"), dis=(("lions", 2), ("acheron", 3))),
    ShotSpec(aim=3, range="medium", penalties=("light",)),
    ShootingOrderSpec(
        shooters=(
            Shooter(side="lions", name="archers", initiative=4, shot="precise"),
            Shooter(side="lions", name="crossbows", initiative=2),
            Shooter(side="acheron", name="bowmen", initiative=2),
        ),
        first="acheron",
    ),
    MkAttackSpec(
        attack=9,
        defenses=(15,),
        ranged=RangedSpec(target_terrain=("elevated-hindering",)),
    ),
    BombardSpec(
        token=load_token(None),
        attack=9,
        damage=3,
        defenses=(15, 17),
        at=((0.0, 0.0), (2.0, 1.0)),
        base=0.0,
        blocked=True,
        eliminated=False,
        demoralized=False,
        range=None,
        aim_distance=None,
    ),
    DisputeSpec(about="the line of fire touches the base"),
    TerrainSpec(attack=0, defense=30, structure=2, damage=1),
    MkWoundSpec(
        attack=9,
        defenses=(15,),
        damage=2,
        ranged=RangedSpec(target_terrain=("elevated-hindering",)),
    ),
    AthleticsSpec(move="high-jump"),
    VoidAttackSpec(weapon="block-rifle", range_m=8, situations=("darkness", "flashlight")),
    FallSpec(fall=3),
    BreakFreeSpec(strength=12),
    GrabSpec(strength=12, defence="parry", target_cc=8),
    GrenadeSpec(charge="high-explosive"),
    InitiativeSpec(
        fighters=(("Kara", 0), ("Rook", 0), ("Bandit", 0), ("Zed", 0)),
        expected=("Kara",),
        panic=("Bandit",),
        fatigue=(("Rook", 2),),
        stunned=("Zed",),
    ),
    RollUnderSpec(target=12, mods=(-2,)),
    ThrowSpec(size=5, target_size=1, strength=12, distance=5, struck="armor", struck_value=10),
    TravelSearchSpec(
        journey=TravelSpec(pace="slow", km=3),
        perception=12,
        mods=(-4,),
        sense="smell",
    ),
    TravelSpec(km=25, durability=12),
    VolleySpec(
        attack=VoidAttackSpec(
            weapon="laser-rifle",
            mode="automatic",
            action="covering-fire",
            target_will=9,
        ),
        targets=3,
    ),
    CastSpec(value=6, spell="storm-of-stone"),
    CounterSpec(kind="spellbind"),
    SpellcraftSpec(cast=CastSpec(value=5), runesmith=True),
    CommandSpec(value=10),
    OrbCommandSpec(value=8),
    DeploySpec(
        sides=(Side(name="orcs", units=None), Side(name="elves", units=None)),
        method="one-side",
        choose="second",
    ),
    DoorSpec(troop="infantry", stands=4),
    DriveBackSpec(edge_cm=20.0),
    GameLengthSpec(),
    GerroffSpec(),
    PassageSpec(target="door", troop="infantry", side="defender", stands=4),
    RageSavesSpec(count=3, armour=5),
    RageSpec(count=3),
    BreachSpec(
        section=Section(kind="gate"),
        attack=WmAttack(by="shots", count=3, weapon="stone-thrower"),
    ),
    StormSavesSpec(count=8, armour=(5, 5, 5, 5, 5, 5, 5, 5)),
    StormSpec(count=3),
    TargetSpec(target=5, count=3),
    WmWoundSpec(attacks=4, fortified=True),
]


class _Drawn(RandomSource):
    """A seeded source that notes every die and card it draws, as a player enters them
    (cards one by one: the entered order of a shuffle)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.seen: list[str] = []

    def face(self, die):
        face = super().face(die)
        self.seen.append(str(face))
        return face

    shuffle = EnteredSource.shuffle
    draw = EnteredSource.draw


def _id(spec: object) -> str:
    return f"{type(spec).__module__.split('.')[-2]}.{type(spec).__name__}"


def test_every_registered_rule_has_an_example():
    assert sorted(map(_id, EXAMPLES)) == sorted(
        f"{s.__module__.split('.')[-2]}.{s.__name__}" for s in api.specs()
    )


@pytest.mark.parametrize("spec", EXAMPLES, ids=_id)
def test_two_rolls_with_one_seed_are_equal_and_hash_alike(spec):
    for seed in (1, 2, 3):
        first, again = api.roll(spec, seed=seed), api.roll(spec, seed=seed)
        assert first is not again
        assert first == again
        assert hash(first) == hash(again)
        assert first.to_json() == again.to_json()


@pytest.mark.parametrize("spec", EXAMPLES, ids=_id)
def test_a_result_from_entered_dice_equals_one_built_again(spec):
    # the dice a seeded roll drew, entered at the table: the same result, twice over
    found = rule_for(spec)
    assert found is not None
    drawn = _Drawn(1)
    rolled = found.proc(drawn, spec)
    built = [api.roll(spec, dice=drawn.seen) for _ in range(2)]
    assert built[0] == built[1]
    assert hash(built[0]) == hash(built[1])
    assert built[0] == rolled and built[0].to_json() == rolled.to_json()


@pytest.mark.parametrize(
    "spec,build",
    [
        (
            ScoreSpec(
                players=(("Radek", 1), ("Honza", 2)), able=("Radek",), objectives=3, time_up=True
            ),
            score,
        ),
        (SetupSpec(200), setup),
    ],
    ids=["mageknight.score", "mageknight.setup"],
)
def test_a_result_built_without_dice_is_a_value_too(spec, build):
    # the end conditions, tie-breaks and actions row they carry are read-only tables
    first, again = build(spec), build(spec)
    assert first == again and hash(first) == hash(again)
