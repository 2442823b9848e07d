"""Help texts that quote the rules' numbers take them from the data files, when the help is
shown (issue 17): `wound bl`, `wound mk`, `roll mk`."""

from __future__ import annotations

import copy

import typer.main

from muster import verbs
from muster.games.battlelore import tables


def _plain(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_wound_bl_help_quotes_the_combat_data(muster):
    out = _plain(muster("wound", "bl", "--help").out)
    assert "(green 2, blue 3, red 4)" in out and "(Frightened: 2)" in out
    assert "foot 4, mounted 3" in out and "moved 2 may not battle" in out
    assert "usually 4-7" in out and "(common bow 4, crossbow 3)" in out and "{" not in out
    cs = _plain(muster("--lang", "cs", "wound", "bl", "--help").out)
    assert "(zelená 2, modrá 3, červená 4)" in cs and "(vystrašená: 2)" in cs
    assert "pěší 4, jízdní 3" in cs and "{" not in cs


def test_a_changed_data_file_changes_the_help(muster, monkeypatch):
    data = copy.deepcopy(tables.rules())
    data["colours"]["blue"]["dice"] = 5
    data["move_then_battle"]["foot"]["blue"] = 3
    monkeypatch.setattr(tables, "rules", lambda: data)
    monkeypatch.setattr(verbs, "_BUILT", {})  # a command built afresh, its help unfilled
    out = _plain(muster("wound", "bl", "--help").out)
    assert "(green 2, blue 5, red 4)" in out and "moved 4 may not battle" in out


def test_running_the_command_reads_no_data_for_its_help():
    """Building the command leaves its help's fields unfilled: only showing it reads them."""
    from muster.verbs.wound.battlelore import app

    command = typer.main.get_command(app)
    assert "{green}" in (command.help or "")


def test_completing_an_option_shows_its_help_filled():
    from click.shell_completion import ShellComplete

    from muster.app import app

    verbs._COMPLETING.append(True)
    try:
        cli = typer.main.get_command(app)
        verbs.tidy(cli)
        comp = ShellComplete(cli, {}, "muster", "_MUSTER_COMPLETE")
        items = comp.get_completions(["wound", "bl"], "--hex")
    finally:
        verbs._COMPLETING.pop()
    helps = {item.value: item.help for item in items}
    assert "(common bow 4, crossbow 3)" in (helps["--hexes"] or "")


def test_wound_mk_help_quotes_the_attack_data(muster, monkeypatch):
    out = _plain(muster("wound", "mk", "--help").out)
    assert "natural 2 critical miss: fails, 1 pushing damage" in out
    assert "--precision (-2)" in out and "both +2)" in out and "{" not in out
    assert "close attack at -3, no damage" in out
    from muster.games.mageknight import attack

    data = copy.deepcopy(attack.rules())
    data["precision"]["attack_modifier"] = -4
    data["gang_up"]["attack_per_warrior"] = 2
    monkeypatch.setattr(attack, "rules", lambda: data)
    monkeypatch.setattr(verbs, "_BUILT", {})
    out = _plain(muster("wound", "mk", "--help").out)
    assert "--precision (-4)" in out and "helping, +2 attack each" in out


def test_roll_mk_help_quotes_the_attack_data(muster):
    out = _plain(muster("roll", "mk", "--help").out)
    assert "a natural 2 is a critical miss (fails, 1 pushing damage" in out
    assert "one target in contact with a friendly figure, -2 attack" in out
    assert "elevated-hindering (+2)" in out and "{" not in out


def test_scatter_help_quotes_the_data(muster, monkeypatch):
    from muster.games.mageknight import attack

    out = _plain(muster("scatter", "mk", "--help").out)
    assert "target value (-2 with --blocked); a natural 12 keeps it, a natural 2" in out
    assert "(+1 on a critical hit)" in out and "within 2 times the range" in out
    assert "{" not in out
    assert "(2 when Frightened;" in _plain(muster("scatter", "bl", "--help").out)
    data = copy.deepcopy(attack.rules())
    data["bombard_blocked"]["attack_modifier"] = -3
    monkeypatch.setattr(attack, "rules", lambda: data)
    monkeypatch.setattr(verbs, "_BUILT", {})
    assert "(-3 with --blocked)" in _plain(muster("scatter", "mk", "--help").out)
