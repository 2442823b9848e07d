"""Help texts that quote the rules' numbers take them from the data files, when the help is
shown (issue 17): `wound bl`."""

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
