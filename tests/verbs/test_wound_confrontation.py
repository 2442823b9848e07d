"""`muster wound confrontation`: one subcommand per mode (blow, melee, exchange). ``--melee``,
the switch that picks the wave on a line without a subcommand, is still taken there and by
the wave's subcommands, but their help does not list it: the subcommand's name says it."""

from __future__ import annotations

import pytest

from helpers import assert_spellings_run_alike, ok_json

WOUND = ("wound", "conf")
WAVE = "--att 4 --attack-at 7 --def 5 --str 6 --res 7"
BACK = "--back-at 6 --back-att 3 --back-str 5 --back-def 4 --back-res 6"


@pytest.mark.parametrize("mode", ["melee", "exchange"])
@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_wave_subcommand_s_help_does_not_list_the_melee_switch(muster, mode, lang):
    shown = muster("--lang", lang, *WOUND, mode, "--help")
    assert shown.code == 0 and "--att" in shown.out
    assert "--melee" not in shown.out


@pytest.mark.parametrize(("old", "new"), [
    (f"--melee {WAVE} --dice 5,3,2", f"melee {WAVE} --dice 5,3,2"),
    (f"{WAVE} --melee --odds", f"melee {WAVE} --odds"),
    (f"--melee {WAVE} {BACK} --seed 4", f"exchange {WAVE} {BACK} --seed 4"),
])
def test_the_spelling_with_melee_still_runs_the_wave(capsys, old, new):
    assert_spellings_run_alike(WOUND, old, new, ("melee",), capsys)


def test_the_wave_by_either_spelling_is_the_same_roll(muster):
    # ATT 4 at difficulty 7: 5 + 4 = 9 hits, no parry; the damage roll 3,2: arms (the lower
    # die), 5 + STR 6 - RES 7 = 4, a light wound
    for line in (f"--melee {WAVE}", f"melee {WAVE}", f"melee --melee {WAVE}"):
        out = ok_json(muster, *WOUND, *line.split(), "--dice", "5,3,2")
        assert (out["melee"], out["hits"], out["attacks"][0]["dice"]) == (True, 1, [5])
        assert out["state"] == "light"
