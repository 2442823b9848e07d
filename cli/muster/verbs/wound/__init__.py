"""`muster wound GAME`: resolve hits, wounds and damage by each game's tables.

Each game's options live in ``verbs/wound/<game>.py``; the rules in ``games/<game>/``.
"""

from __future__ import annotations

import typer

from muster.verbs import lazy_games

app = typer.Typer(
    cls=lazy_games("muster.verbs.wound"),
    help="Resolve hits, wounds and damage by a game's tables, with the reasoning shown.\n\n"
         "Games: confrontation (conf), battlelore (bl), warmaster (wm), void, mageknight (mk). "
         "Every form takes --dice, --seed, --odds, --times and --json.\n\n"
         "Examples:\n\n"
         "  muster wound confrontation --str 5 --res 7 --dice 4,6\n\n"
         "  muster wound mageknight --attack 9 --damage 3 --defense 16 --odds\n\n"
         "  muster wound warmaster --help",
    no_args_is_help=True,
    add_completion=False,
    subcommand_metavar="GAME [OPTIONS]",
    context_settings={"help_option_names": ["-h", "--help"]},
)


@app.callback()
def wound() -> None:
    """Resolve hits and damage."""
