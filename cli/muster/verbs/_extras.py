"""Where the options every --odds takes besides (``--vs``, ``--per-points``, ``--chart``,
``--chart-of``; declared in `muster.verbs._rolling`, run by `muster.verbs._whatif`) keep their
values on a command's click context, and how a --vs column's context is known."""

from __future__ import annotations

from typing import Any

import click

EXTRAS = "muster_odds_extras"  # where the extras' values are kept on the click context
COLUMN = "muster_odds_column"  # set on the context of a --vs column (parsed over the base's)

# options a --vs column cannot change: they are the whole command's
WHOLE = ("odds", "seed", "dice", "times", "as_json", "vs", "chart", "chart_of")
# a battle's (`muster.verbs._in_battle.PARAMS`), held once for the whole command
BATTLE = ("in_battle_target", "in_battle_attacker", "in_battle_file")


def is_column(ctx: click.Context) -> bool:
    """A --vs column's context: the base command's battle (and anything else it set up
    once for the whole command) is the column's too."""
    return bool(getattr(ctx, COLUMN, False))


def extras(ctx: click.Context) -> dict[str, Any]:
    """The extras' values of a command's context (none before it is parsed)."""
    found: dict[str, Any] = getattr(ctx, EXTRAS, None) or {}
    return found


def asked(ctx: click.Context) -> bool:
    """Whether any of the extras is given (else the command runs on its own options alone)."""
    ex = extras(ctx)
    return bool(ex.get("vs")) or ex.get("per_points") is not None \
        or ex.get("chart") is not None or ex.get("chart_of") not in (None, "eq")
