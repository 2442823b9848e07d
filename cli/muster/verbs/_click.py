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
    sibling = _siblings_option(err)
    if sibling is not None:
        return sibling
    from muster.engine.names import did_you_mean

    bare = {o.lstrip("-"): o for o in err.possibilities or ()}
    # in a bracket in either language, as every other did-you-mean ('neznámý příkaz „rol“
    # (nemysleli jste „roll“?)'); the help's pointer follows after a semicolon (`muster.app`)
    return house_style(err.message) + did_you_mean(
        err.option_name.lstrip("-"), bare, same=bare.get, listed=str, starts=False)


def _siblings_option(err: click.NoSuchOption) -> str | None:
    """An option a subcommand refuses that is another subcommand's of the same split
    command (`muster.verbs.DefaultGroup`), or of the split command around it (``roll conf
    feat climb`` refusing ``-v``, the test's): which one takes it, rather than the refusing
    one's close options ('no such option: --fanatic; it is an option of 'muster roll conf
    courage'')."""
    from muster.i18n import _, either, quoted

    child = err.ctx
    parent = child.parent if child is not None else None
    # a split command's group (the class is not imported: `muster.verbs` imports this)
    while child is not None and parent is not None and hasattr(parent.command, "picked_by"):
        group = parent.command
        assert isinstance(group, click.Group)
        takers = [name for name in group.list_commands(parent) if name != child.info_name
                  and (cmd := group.get_command(parent, name)) is not None
                  and _takes(cmd, parent, err.option_name)]
        if len(takers) > 2:  # the subcommands' names alone, the line short
            return house_style(err.message) + _(
                "; it is an option of the other subcommands of {group} ({names})").format(
                group=quoted(parent.command_path), names=", ".join(takers))
        if takers:
            return house_style(err.message) + _("; it is an option of {commands}").format(
                commands=either([quoted(f"{parent.command_path} {name}") for name in takers]))
        child, parent = parent, parent.parent
    return None


def _takes(cmd: click.Command, ctx: click.Context, option: str) -> bool:
    """``cmd`` takes ``option``, or (a group of kinds: ``roll conf feat``) one of its
    subcommands does."""
    if isinstance(cmd, click.Group):
        return any(_takes(sub, ctx, option) for name in cmd.list_commands(ctx)
                   if (sub := cmd.get_command(ctx, name)) is not None)
    return any(option in (*p.opts, *p.secondary_opts) for p in cmd.params
               if isinstance(p, click.Option))


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
