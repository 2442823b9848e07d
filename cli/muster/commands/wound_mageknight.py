"""`muster wound mageknight attack`, ``capture``, ``heal`` and ``eliminate-captive``: one
attack roll against every target, then damage, a capture, healing or the elimination of
one's own captive, without Typer (`muster.commands`); registered by
`muster.verbs.wound.mageknight`, whose options (`muster.verbs.wound._mk_options`) their
annotations name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.render import emit
from muster.errors import MusterError, options
from muster.i18n import say
from muster.numbers import NotANumber, parse_int

if TYPE_CHECKING:
    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.wound._mk_options import (
        Attack,
        AttackerElevated,
        AttackerFlying,
        Captive,
        Capture,
        ClicksTaken,
        CloseShot,
        Damage,
        Defense,
        Defenses,
        Distance,
        FormationAttack,
        FormationDamage,
        Fortification,
        GangUp,
        GolemMarker,
        Heal,
        Healing,
        HealSplit,
        Lunge,
        NoDamage,
        Precision,
        Range,
        RearArc,
        SecondToken,
        SkullAt,
        Split,
        TargetTerrain,
    )

# the rule's fields named otherwise than their options
OPTIONS = {"defenses": "--defense", "golem_markers": "--golem-marker"}


def attack(
    attack: Attack, defense: Defenses, damage: Damage = None, split: Split = None,
    fortification: Fortification = None, clicks_taken: ClicksTaken = None,
    skull_at: SkullAt = None, range_in: Range = None, distance: Distance = None,
    close_shot: CloseShot = None, precision: Precision = False,
    formation_attack: FormationAttack = 0, formation_damage: FormationDamage = 0,
    target_terrain: TargetTerrain = None, attacker_elevated: AttackerElevated = False,
    attacker_flying: AttackerFlying = False, gang_up: GangUp = 0, rear_arc: RearArc = False,
    lunge: Lunge = False, second_token: SecondToken = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """An attack that damages: the default subcommand."""
    from muster.games.mageknight.ranged import RangedSpec, terrain_key

    with options(OPTIONS):
        ranged = RangedSpec(range=range_in, distance=distance, close_shot=close_shot,
                            precision=precision, formation_attack=formation_attack,
                            formation_damage=formation_damage,
                            target_terrain=tuple(terrain_key(t) for t in target_terrain or ()),
                            attacker_elevated=attacker_elevated,
                            attacker_flying=attacker_flying)
    _run(dict(attack=attack, defense=defense, damage=damage, split=split,
              fortification=fortification, clicks_taken=clicks_taken, skull_at=skull_at,
              ranged=ranged, close=(gang_up, rear_arc, lunge, second_token)),
         (seed, dice, odds, times, as_json))


def capture(
    attack: Attack, defense: Defense, damage: NoDamage = None,
    clicks_taken: ClicksTaken = None, skull_at: SkullAt = None, gang_up: GangUp = 0,
    rear_arc: RearArc = False, lunge: Lunge = False, second_token: SecondToken = False,
    capture: Capture = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """A capture attempt (L37-39): a capture deals no damage, so ``damage`` (a warrior's
    whole dial may be typed) is only held to its bounds. ``capture``, the flag that names the
    action on a line without the subcommand, says nothing more."""
    _run(dict(attack=attack, defense=defense, damage=damage, clicks_taken=clicks_taken,
              skull_at=skull_at, close=(gang_up, rear_arc, lunge, second_token), capture=True),
         (seed, dice, odds, times, as_json))


def heal(
    attack: Attack, defense: Defenses, damage: Healing = None, split: HealSplit = None,
    fortification: Fortification = None, golem_marker: GolemMarker = None,
    clicks_taken: ClicksTaken = None, skull_at: SkullAt = None,
    second_token: SecondToken = False, heal: Heal = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """A healing roll (L17-18); ``heal``, the flag that names the action on a line without
    the subcommand, says nothing more."""
    _run(dict(attack=attack, defense=defense, damage=damage, split=split,
              fortification=fortification, golem_markers=golem_marker,
              clicks_taken=clicks_taken, skull_at=skull_at,
              close=(0, False, False, second_token), heal=True),
         (seed, dice, odds, times, as_json))


def eliminate_captive(
    attack: Attack, defense: Defense, damage: NoDamage = None, rear_arc: RearArc = False,
    second_token: SecondToken = False, eliminate_captive: Captive = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """Eliminating one's own captive (L40): ``damage`` is only held to its bounds and
    ``eliminate_captive`` says nothing more, as in `capture`."""
    _run(dict(attack=attack, defense=defense, damage=damage,
              close=(0, rear_arc, False, second_token), eliminate_captive=True),
         (seed, dice, odds, times, as_json))


def _run(given: dict[str, Any], rolling: tuple[Any, ...]) -> None:
    """Build the spec from a subcommand's options (``close``: gang-up, rear arc, lunge,
    second token), roll it and print the result."""
    from muster.games.mageknight.close import CloseSpec
    from muster.games.mageknight.wound import WoundSpec
    from muster.rolling import roll_options, run

    opts = roll_options(*rolling)
    split = given.pop("split", None)
    extra: dict[str, Any] = {k: tuple(given.pop(k, None) or ()) for k in
                             ("fortification", "golem_markers", "clicks_taken", "skull_at")}
    with options(OPTIONS):
        spec = WoundSpec(given.pop("attack"), tuple(given.pop("defense")),
                         given.pop("damage", None),
                         split=None if split is None else parse_split(split),
                         close=CloseSpec(*given.pop("close")), **extra, **given)
    emit(run(spec, opts), opts.json)


def parse_split(text: str) -> tuple[int, ...]:
    """'1,1' or '2 0' -> (1, 1) / (2, 0)."""
    parts = [p for p in text.replace(",", " ").split() if p]
    if not parts:
        raise MusterError(say("--split '{text}' is empty; give one number per --defense, "
                              "e.g. --split 1,1", text=text))
    out = []
    for p in parts:
        try:
            out.append(parse_int(p))
        except NotANumber:
            raise MusterError(say("--split '{text}': '{p}' is not a whole number",
                                  text=text, p=p)) from None
    return tuple(out)
