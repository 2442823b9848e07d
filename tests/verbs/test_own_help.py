"""A subcommand's own help screen: an option the group's subcommands
share shows only the subcommand's own meaning, without a ``storm:`` prefix; a command that
rolls nothing, or whose --odds is a card's, does not offer what it cannot use."""

from __future__ import annotations

import re

import click
import typer

from muster.verbs._own_help import own_meaning


def _subcommands() -> list[tuple[click.Group, click.Command]]:
    """Every (group, subcommand) of muster, each built as a run builds it."""
    from muster import i18n
    from muster.app import app
    from muster.verbs import tidy

    i18n.set_lang("en")
    root = tidy(typer.main.get_command(app))
    out = []
    stack: list[click.Command] = [root]
    while stack:
        group = stack.pop()
        if isinstance(group, click.Group):
            for cmd in group.commands.values():
                out.append((group, cmd))
                stack.append(cmd)
    return out


def test_a_shared_option_is_worded_for_each_subcommand():
    text = ("target: how many dice; rage: the most dice the player will roll (no more than "
            "the unit's stands); storm: enemy units in range.")
    assert own_meaning(text, "storm") == "Enemy units in range."
    assert own_meaning(text, "target") == "How many dice."
    assert own_meaning(text, "rage") == ("The most dice the player will roll (no more than "
                                         "the unit's stands).")
    assert own_meaning("cast --reroll: may a natural 1 be rolled again?", "cast") \
        == "--reroll: may a natural 1 be rolled again?"
    assert own_meaning("bold, normal (default) or frightened.", "bold") is None  # no prefix
    assert own_meaning("cast: the casting value (N+).", "command") is None  # not its part


def test_no_subcommand_screen_names_a_sibling_as_a_prefix():
    """On `roll wm storm --help`, no option help begins with
    'target:', 'storm, rage:' or the like (every subcommand of every group)."""
    found = []
    for group, cmd in _subcommands():
        if isinstance(cmd, click.Group):
            continue
        names = "|".join(re.escape(n) for n in group.commands if n)
        prefix = re.compile(rf"(?:{names})(?:, (?:{names}))*(?: --[a-z-]+)?: ")
        for param in cmd.params:
            text = param.help if isinstance(param, click.Option) and not hasattr(
                type(param), "help_msgids") else None
            if text and prefix.match(text):
                found.append(f"{cmd.name} {param.opts[0]}: {text[:40]}")
    assert not found, found


def test_a_screen_offers_only_what_its_command_uses(muster):
    """A card's --odds has no mean per 100 points; a small door rolls no dice. The options
    are accepted all the same (hidden, not removed)."""
    for args in (("deploy-shuffle", "conf", "show"), ("deploy-shuffle", "bl", "show")):
        shown = muster(*args, "--help").out
        assert "--odds" in shown and "--per-points" not in shown, args
    door = muster("roll", "wm", "door", "--help").out
    for option in ("--dice", "--odds", "--times", "--seed", "--vs", "--per-points", "--chart"):
        assert option not in door, option
    assert "--per-points" in muster("roll", "wm", "target", "--help").out
    run = muster("roll", "wm", "door", "--troop", "infantry", "--stands", "4", "--odds")
    assert run.code == 0 and "2 Command phase(s)" in run.out


def test_a_void_move_offers_only_the_fighter_it_moves(muster):
    """A fall rolls nothing and has no thrower: no rolling options and no
    --attacker on its screen, its --target is the one who falls; a climb, rappel or jump is
    the mover's own roll: no --target (still refused with its reason), its --attacker is the
    mover. What the screens leave out stays accepted."""
    fall = " ".join(muster("wound", "void", "fall", "--help").out.split())
    for option in ("--dice", "--odds", "--times", "--seed", "--vs", "--per-points", "--chart",
                   "--attacker"):
        assert option not in fall, option
    assert "--target, --target-unit NAME In a battle: the fighter that falls;" in fall
    assert "several targets" not in fall
    run = muster("wound", "void", "fall", "--fall", "3", "--odds")
    assert run.code == 0, run.err
    for move, verb in (("climb", "climbs"), ("rappel", "rappels"), ("jump", "jumps")):
        shown = " ".join(muster("wound", "void", move, "--help").out.split())
        assert "--target" not in shown and "several targets" not in shown, move
        assert f"In a battle: the fighter that {verb};" in shown, move
        assert "--dice" in shown, move
    czech = " ".join(muster("--lang", "cs", "wound", "void", "climb", "--help").out.split())
    assert "V bitvě: postava, která leze;" in czech


def test_spellbind_names_the_staff_holder_as_the_roller(muster):
    """On spellbind the Staff's holder is the one who rolls (the enemy is --target); on
    cast it is the enemy."""
    spellbind = " ".join(muster("roll", "wm", "spellbind", "--help").out.split())
    assert "your wizard or Dwarf Runesmith who holds the Staff" in spellbind
    assert "the enemy wizard or Dwarf Runesmith" not in spellbind
    czech = " ".join(muster("--lang", "cs", "roll", "wm", "spellbind", "--help").out.split())
    assert "váš čaroděj nebo trpasličí runotepec" in czech
    cast = " ".join(muster("roll", "wm", "cast", "--help").out.split())
    assert "the enemy wizard or Dwarf Runesmith who holds the Staff" in cast
