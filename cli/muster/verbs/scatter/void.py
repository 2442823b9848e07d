"""`muster scatter void`: where a thrown hand grenade lands."""

from __future__ import annotations

import typer

from muster.commands import scatter_void
from muster.verbs._data_help import numbers_from
from muster.verbs._params import declared
from muster.verbs.scatter import Svg

app = typer.Typer(add_completion=False)


def _numbers() -> dict[str, int]:
    """The numbers the help quotes, from ``data/rules.toml`` and the charges of
    ``data/gear.toml`` (house rules change them): the data alone, no rule module."""
    from muster.engine.data import load

    rules, charges = load("void", "rules"), load("void", "gear")["charges"]
    return {"luck": rules["test"]["luck"], "bad_luck": rules["test"]["bad_luck"],
            "indirect": rules["indirect_throw"]["rc"],
            "fragmentation": charges["fragmentation"]["explosion_m"],
            "high_explosive": charges["high-explosive"]["explosion_m"]}

# The rules, their views and the dice engine are imported inside the command: a help loads
# none of them (start-up: bench/startup.py, tests/test_startup_imports.py)


# the function is in muster.commands (the quick door calls it without Typer)
void = app.command(
    cls=numbers_from(_numbers),
    help="Void: Sci-Fantasy hand grenade: an RC roll (d20 <= RC, a natural {luck} always "
         "hits, a natural {bad_luck} always misses and loses the grenade supply); a miss lands "
         "(roll - RC) metres from the target towards a d12 clock bearing (house rule, "
         "RULINGS 25) and explodes there: fragmentation {fragmentation} m, high-explosive "
         "{high_explosive} m, a "
         "shaped charge has no blast. --dice takes the d20, then the d12 bearing. "
         "--timed: a target in the blast rolls d20 <= its Agility (--target-agility) to "
         "escape untouched; that d20 comes last. --odds: the chance the target is "
         "still in the blast, and hit. Not modelled: throws out of range (the GM's "
         "call), the run-up.\n\n"
         "Examples:\n\n"
         "  muster scatter void --rc 10 --charge high-explosive --dice 15,3\n\n"
         "  muster scatter void --rc 12 --indirect --charge frag --odds\n\n"
         "  muster scatter void --rc 10 --charge he --dice 20,9 --svg grenade.svg\n\n"
         "  muster scatter void --rc 10 --charge he --timed --target-agility 8 "
         "--dice 15,3,8")(
    declared(scatter_void.void, {"Svg": Svg}))
