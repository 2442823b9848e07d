"""`muster wound battlelore`: one attack from the dice to figures removed, retreat and battle
back (`muster.games.battlelore.wound.WoundSpec`). One command: the battle's kind
(--battle) changes what follows, not which options apply, so it is no subcommand."""

from __future__ import annotations

from typing import Any

import typer

from muster.commands import wound_battlelore
from muster.verbs import given
from muster.verbs._data_help import numbers_from
from muster.verbs._in_battle import Units, in_battle
from muster.verbs._params import declared

app = typer.Typer(add_completion=False)


def _numbers() -> dict[str, Any]:
    """The numbers the help quotes (`muster.games.battlelore.tables.numbers`), read when
    the help is shown: the rule modules are imported only when the command runs."""
    from muster.games.battlelore.tables import numbers

    return numbers()


# the function is in muster.commands (the quick door calls it without Typer)
battlelore = app.command(cls=numbers_from(_numbers),
             help="BattleLore attack: roll the attacker's battle dice (or take --faces as "
                  "rolled), apply hits by the weapon matrix, remove figures (the banner bearer "
                  "last; a destroyed unit is a victory banner for the attacker), then retreat: "
                  "1 hex per flag (Frightened: {frightened}); a Bold or supported unit may ignore "
                  "one flag; each retreat hex that cannot be taken costs a figure. Says whether "
                  "the target may battle back (melee only, Bold, survived and held its hex), "
                  "and what may follow: gaining ground into a vacated hex after a melee, a mounted "
                  "unit's pursuit and bonus melee attack; with --banners and --victory, "
                  "whether the battle wins the game.\n\n"
                  "Dice: base by --attacker-colour (green {green}, blue {blue}, red {red}), "
                  "--terrain-cap caps "
                  "the base dice only, a common bow that --moved loses one die, --extra card "
                  "dice are added on top.\n\n"
                  "Examples:\n\n"
                  "  muster wound battlelore --attacker-colour blue --weapon short-sword "
                  "--target-colour blue --target-type mounted\n\n"
                  "  muster wound bl --weapon long-sword --target-colour blue "
                  "--faces blue,red,bonus\n\n"
                  "  muster wound bl --weapon short-sword --target-colour red "
                  "--faces red,flag,flag --room 1\n\n"
                  "  muster wound bl --attacker-colour red --weapon long-sword "
                  "--target-colour green --morale bold --odds\n\n"
                  "  muster wound bl --attacker-colour blue --attacker-type mounted --weapon "
                  "long-sword --target-colour green --faces green,flag,flag\n\n"
                  "  muster wound bl --attacker-colour blue --attacker-type foot --moved-hexes 2 "
                  "--weapon short-sword --target-colour red   (refused)\n\n"
                  "  muster wound bl --weapon short-sword --target-colour green --faces "
                  "green,green --figures 2 --banners 3 --victory 4\n\n"
                  "  muster wound bl --attacker-colour green --weapon common-bow --hexes 4 "
                  "--target-colour red --odds\n\n"
                  "  muster wound bl --attacker-colour blue --weapon crossbow --hexes 4 "
                  "--target-colour red   (refused)")(
    in_battle("WoundSpec", Units(target="--target-unit", battle="--battle-file"))(
        declared(wound_battlelore.battlelore,
                 spelt=lambda: {"target_colour": given("target_colour")})))
