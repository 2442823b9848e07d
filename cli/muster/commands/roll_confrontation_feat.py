"""`muster roll confrontation feat plain|swim|long-jump|high-jump|climb|fall`: the physical
feat, one command function per kind, each with only its own options, without Typer
(`muster.commands`). Their options are declared in `muster.verbs.roll._conf_options`, whose
names their annotations use; `muster.verbs.roll._conf_feat` registers them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.render import emit
from muster.errors import MusterError, options
from muster.i18n import say_n

if TYPE_CHECKING:
    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.roll._conf_options import (
        Bases,
        ClimbHeight,
        Depth,
        FallHeight,
        FeatAbility,
        FeatCurrent,
        FeatDifficulty,
        JumpHeight,
        Mov,
        OnFlat,
        OverModels,
        Res,
        Smaller,
        Stunned,
    )


def plain(
    mov: Mov, difficulty: FeatDifficulty = None, ability: FeatAbility = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """A plain physical feat against its difficulty (L557-561)."""
    _feat("plain", mov, (seed, dice, odds, times, as_json), ability, difficulty=difficulty)


def swim(
    mov: Mov, res: Res = None, current: FeatCurrent = "none", stunned: Stunned = False,
    ability: FeatAbility = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """Swimming (L562-567): MOV / 2.5 less RES must be above 0."""
    _feat("swim", mov, (seed, dice, odds, times, as_json), ability, res=res, current=current,
          stunned=stunned)


def long_jump(
    mov: Mov, res: Res = None, bases: Bases = None, depth: Depth = None,
    current: FeatCurrent = "none", stunned: Stunned = False, ability: FeatAbility = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """A long jump (L568-576, L586-588)."""
    _feat("long-jump", mov, (seed, dice, odds, times, as_json), ability, res=res, bases=bases,
          depth=depth, current=current, stunned=stunned)


def high_jump(
    mov: Mov, res: Res = None, height: JumpHeight = None, over_models: OverModels = None,
    smaller: Smaller = False, current: FeatCurrent = "none", stunned: Stunned = False,
    ability: FeatAbility = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """A high jump (L577-588)."""
    _feat("high-jump", mov, (seed, dice, odds, times, as_json), ability, res=res,
          height=height, over_models=over_models, smaller=smaller, current=current,
          stunned=stunned)


def climb(
    mov: Mov, res: Res = None, height: ClimbHeight = None, on_flat: OnFlat = False,
    current: FeatCurrent = "none", stunned: Stunned = False, ability: FeatAbility = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """Climbing (L589-598)."""
    _feat("climb", mov, (seed, dice, odds, times, as_json), ability, res=res, height=height,
          on_flat=on_flat, current=current, stunned=stunned)


def fall(
    mov: Mov, res: Res = None, height: FallHeight = None, current: FeatCurrent = "none",
    stunned: Stunned = False, ability: FeatAbility = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """A deliberate fall (L599-605)."""
    _feat("fall", mov, (seed, dice, odds, times, as_json), ability, res=res, height=height,
          current=current, stunned=stunned)


def _feat(kind: str, mov: str, rolling: tuple[Any, ...], ability: list[str] | None,
          difficulty: list[int] | None = None, **fields: Any) -> None:
    """Roll the feat of ``kind``: ``rolling`` the rolling options (seed, dice, odds, times,
    JSON), the keywords the kind's own fields (`muster.games.confrontation.feat.FeatSpec`)."""
    from muster.games.confrontation.feat import FeatSpec
    from muster.rolling import roll_options, run

    opts = roll_options(*rolling)
    if difficulty and len(difficulty) > 1:  # as the test says it (a feat takes one)
        raise MusterError(say_n(
            "{n} difficulties given: several are compared with --odds (e.g. -D 6 -D 8 --odds); "
            "roll against one at a time", "{n} difficulties given: several are compared with "
            "--odds (e.g. -D 6 -D 8 --odds); roll against one at a time", len(difficulty)))
    with options({"kind": "--feat", "abilities": "--ability"}):
        spec = FeatSpec(kind, mov, difficulty=difficulty[0] if difficulty else None,
                        abilities=tuple(ability or ()), **fields)
    emit(run(spec, opts), opts.json)
