"""Confrontation and Warmaster in a battle: the state a battle keeps changes the next roll
as the rulebooks say (the stun, the strike back, Regeneration, the hits carried out of the
shooting phase, commands, breaches), and the command says where the battle's values came
from."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import ok_json

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def new(muster, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)

    def make(game: str, *units: tuple[str, ...]) -> Path:
        path = tmp_path / f"{game}.json"
        assert muster("battle", "new", str(path), "--game", game).code == 0
        monkeypatch.setenv("MUSTER_BATTLE", str(path))
        for side, name, *profile in units:
            run = muster("battle", "add", side, name, *profile)
            assert run.code == 0, run.err
        return path

    return make


def state(path: Path, name: str) -> dict:
    data = json.loads(path.read_text())
    return next(u["state"] for s in data["state"]["sides"] for u in s["units"]
                if u["name"] == name)


CONF = (("Griffins", "Paladin", "--res", "7", "--str", "13", "--att", "4", "--def", "4"),
        ("Wolfen", "Hunter", "--res", "9", "--str", "10", "--att", "4", "--def", "3"))


def test_a_stunned_target_keeps_its_stun_and_the_damage_line_counts_it(muster, new):
    path = new("conf", *CONF)
    ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
            "--dice", "2,2")  # doubles 2-2: stunned
    assert state(path, "Paladin")["stunned"] is True
    # arms, 2 + 5 + 10 - 7 = 10: a light wound, on a figure stunned this round: -1 and -1
    r = ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                "--dice", "2,5")
    assert (r["state"], r["stunned"], r["penalty"]) == ("light", True, -2)
    assert r["battle"]["overrides"] == []
    assert state(path, "Paladin") == {"wound": "light", "kills": 0, "stunned": True}
    run = muster("wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                 "--dice", "1,1")
    assert "still light wound and stunned" in run.out and "die penalty -2" in run.out
    ok_json(muster, "battle", "next", "--round")  # the stun ends with the round
    r = ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                "--dice", "1,1")
    assert (r["stunned"], r["penalty"]) == (False, -1)
