"""Ctrl-C wherever it lands in a running command: one line on stderr ("muster: error:
interrupted", in Czech "muster: chyba: přerušeno"), exit 130, no traceback. Typer's own main
ends an interrupted command with 130 and says nothing; muster's boundary says it. Each case
is a real process sent SIGINT, held back until the named function runs
(`helpers.ctrl_c_at`), so no case depends on timing."""

from __future__ import annotations

import pytest

from helpers import ctrl_c_at

LINE = {"en": "muster: error: interrupted\n", "cs": "muster: chyba: přerušeno\n"}

# where the interrupt lands, and a command that gets there
LANDS = {
    # inside a game command's rule, in the Typer app
    "rule": ("muster.games.confrontation.characteristic.characteristic_test",
             ("roll", "conf", "-v", "4", "-D", "7", "--dice", "4")),
    # inside the quick door's roll
    "quick": ("muster.rolling.roll_notation", ("roll", "2d6")),
    # while the Typer app is built, before click parses the line
    "app": ("muster.verbs.built_once", ("wound", "wm", "--attacks", "2", "--to-hit", "4")),
    # before the error boundary's guard: reading the config files
    "settings": ("muster.config.from_files", ("roll", "2d6")),
}


@pytest.mark.parametrize("where", LANDS)
def test_ctrl_c_is_one_line_and_130(where):
    function, args = LANDS[where]
    run = ctrl_c_at(function, *args)
    assert (run.code, run.out, run.err) == (130, "", LINE["en"])


@pytest.mark.parametrize("where", ["rule", "settings"])
def test_ctrl_c_in_czech(where):
    function, args = LANDS[where]
    run = ctrl_c_at(function, "--lang", "cs", *args)
    assert (run.code, run.out, run.err) == (130, "", LINE["cs"])
