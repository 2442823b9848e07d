"""click's refusals in muster's words: one line each (`muster.app` and a ``--vs`` column,
`muster.verbs._whatif`, show them), in muster's own style: a small letter and no full stop
at the end, as every refusal muster words itself ('muster: error: no such option: --x',
'muster: chyba: neplatná hodnota pro „--seed“: …'), not click's 'No such option' or
'… aspoň 0.'."""

from __future__ import annotations

import re

import click


def house_style(message: str) -> str:
    """A refusal click worded, in muster's style: its first word in lower case unless it is
    a name (a game's: 'Confrontation has no …'; 'BattleLore'), no closing full stop."""
    first = re.match(r"[^\W\d_]+", message)
    if first is not None and first.group()[1:].islower() and first.group()[0].isupper() \
            and first.group() not in _names():
        message = message[0].lower() + message[1:]
    if message.endswith(".") and not message.endswith(".."):
        message = message[:-1]
    return message


def _names() -> set[str]:
    """The first words of the games' names, which keep their capital."""
    from muster.games import REGISTRY

    return {game.name.split()[0] for game in REGISTRY.values()}


def click_message(err: click.ClickException) -> str:
    """click's refusal as one line: an unknown option says which known ones are close in
    muster's words (click joins its two sentences without a stop between them), compared
    without the leading dashes every option shares (with them, ``--weapon`` is "close" to
    ``--per-points``)."""
    if not isinstance(err, click.NoSuchOption):
        return house_style(_choices_quoted(err, err.format_message()).replace("\n", " "))
    from muster.engine.names import did_you_mean

    bare = {o.lstrip("-"): o for o in err.possibilities or ()}
    # in a bracket in either language, as every other did-you-mean ('neznámý příkaz „rol“
    # (nemysleli jste „roll“?)'); the help's pointer follows after a semicolon (`muster.app`)
    return house_style(err.message) + did_you_mean(
        err.option_name.lstrip("-"), bare, same=bare.get, listed=str, starts=False)


def _choices_quoted(err: click.ClickException, message: str) -> str:
    """A refused choice's list of allowed values in Czech quotes in Czech („eq“, „ge“):
    click joins their ``repr``s ('eq', 'ge') into its message."""
    from muster.i18n import czech, quoted

    param = getattr(err, "param", None)
    if not czech() or param is None or not isinstance(param.type, click.Choice):
        return message
    choices = [str(c) for c in param.type.choices]
    return message.replace(", ".join(map(repr, choices)),
                           ", ".join(quoted(c) for c in choices))
