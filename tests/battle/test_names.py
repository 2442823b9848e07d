"""`muster.battle.names`: a unit's or a side's name as a player types it (`battle add SIDE
NAME`, `battle new --side NAME`) is taken without the spaces around it; a blank one, one with
a control character or one too long for the battle file is refused naming the argument or
option typed, exit 2, nothing written (it was a schema error blaming the file, or a blank
unit)."""

from __future__ import annotations

import json

import pytest

from helpers import assert_one_line_error
from muster.battle.names import typed_name
from muster.errors import FieldError

PALADIN = ("--res", "7", "--str", "13")
CONTROL = ("has a control character (a tab, a line break, an escape), which a name cannot "
           "have")
ŘÍDICÍ = "obsahuje řídicí znak (tabulátor, konec řádku, escape), který jméno mít nesmí"


@pytest.mark.parametrize(("args", "english", "czech"), [
    (("Griffins", "   "), "NAME: a name cannot be blank or only spaces",
     "NAME: jméno nesmí být prázdné ani jen z mezer"),
    (("Griffins", ""), "NAME: a name cannot be blank or only spaces",
     "NAME: jméno nesmí být prázdné ani jen z mezer"),
    (("  ", "Templar"), "SIDE: a name cannot be blank or only spaces",
     "SIDE: jméno nesmí být prázdné ani jen z mezer"),
    (("Griffins", "Pal\tadin"), f"NAME 'Pal\\tadin' {CONTROL}", f"NAME „Pal\\tadin“ {ŘÍDICÍ}"),
    (("Griffins", "Pal\x1b[2Jadin"), f"NAME 'Pal\\x1b[2Jadin' {CONTROL}",
     f"NAME „Pal\\x1b[2Jadin“ {ŘÍDICÍ}"),
    (("Griffins\n", "Templar"), f"SIDE 'Griffins\\n' {CONTROL}",
     f"SIDE „Griffins\\n“ {ŘÍDICÍ}"),
    (("Griffins", "x" * 101), "NAME is 101 characters long; a name is at most 100",
     "NAME má 101 znaků; jméno smí mít nejvýš 100 znaků"),
    (("Griffins", "x" * 98, "--count", "10"),
     "NAME is 98 characters long; numbered up to 10, a name is at most 97",
     "NAME má 98 znaků; s čísly až do 10 smí mít jméno nejvýš 97 znaků"),
    (("Griffins", "Paladin "),
     "conf.json: there is already a unit called 'Paladin'; every unit needs its own name",
     "conf.json: bojovník „Paladin“ už existuje; každý bojovník potřebuje vlastní jméno"),
], ids=["spaces", "empty", "side-spaces", "tab", "escape", "side-newline", "long",
        "long-numbered", "second-paladin"])
def test_battle_add_refuses_a_name_typed_wrong_naming_its_argument(muster, new, args,
                                                                    english, czech):
    path = new("conf", ("Griffins", "Paladin", *PALADIN))
    before = path.read_bytes()
    run = muster("battle", "add", *args, *PALADIN, "--battle", path.name)
    assert_one_line_error(run)
    assert run.err == f"muster: error: {english}\n"
    run = muster("battle", "add", *args, *PALADIN, "--battle", path.name, "--lang", "cs")
    assert_one_line_error(run)
    assert run.err == f"muster: chyba: {czech}\n"
    assert path.read_bytes() == before


def test_battle_add_takes_a_name_without_the_spaces_around_it(muster, new):
    path = new("conf", ("Griffins", "Paladin", *PALADIN))
    assert muster("battle", "add", " Griffins ", " Templar  ", *PALADIN).code == 0
    assert muster("battle", "add", "Wolfen ", "Hunter", "--count", "2", *PALADIN).code == 0
    sides = json.loads(path.read_text())["state"]["sides"]
    assert [(s["name"], [u["name"] for u in s["units"]]) for s in sides] == [
        ("Griffins", ["Paladin", "Templar"]), ("Wolfen", ["Hunter 1", "Hunter 2"])]
    assert json.loads(path.read_text())["log"][-1]["detail"]["side"] == "Wolfen"


@pytest.mark.parametrize(("sides", "english", "czech"), [
    ((" ",), "--side: a name cannot be blank or only spaces",
     "--side: jméno nesmí být prázdné ani jen z mezer"),
    (("Griffins", "Wol\tfen"), f"--side 'Wol\\tfen' {CONTROL}", f"--side „Wol\\tfen“ {ŘÍDICÍ}"),
    (("Griffins", " Griffins "), "--side Griffins: there is already a side of that name",
     "--side Griffins: strana toho jména už existuje"),
], ids=["spaces", "tab", "second-side"])
def test_battle_new_refuses_a_side_typed_wrong_naming_its_option(muster, tmp_path,
                                                                  monkeypatch, sides, english,
                                                                  czech):
    monkeypatch.chdir(tmp_path)
    given = [a for s in sides for a in ("--side", s)]
    run = muster("battle", "new", "b.json", "--game", "conf", *given)
    assert_one_line_error(run)
    assert run.err == f"muster: error: {english}\n"
    run = muster("battle", "new", "b.json", "--game", "conf", *given, "--lang", "cs")
    assert_one_line_error(run)
    assert run.err == f"muster: chyba: {czech}\n"
    assert not (tmp_path / "b.json").exists()


def test_battle_new_takes_a_side_without_the_spaces_around_it(muster, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert muster("battle", "new", "b.json", "--game", "conf", "--side", " Griffins",
                  "--side", "Wolfen  ").code == 0
    data = json.loads((tmp_path / "b.json").read_text())
    assert [s["name"] for s in data["state"]["sides"]] == ["Griffins", "Wolfen"]
    assert data["log"][0]["detail"]["sides"] == ["Griffins", "Wolfen"]


def test_the_library_names_the_field_not_an_option():
    """For a Python caller the refusal names the field (the command shows its argument)."""
    assert typed_name("name", "  Paladin ") == "Paladin"
    assert typed_name("name", "Pala din") == "Pala din"
    with pytest.raises(FieldError) as blank:
        typed_name("side", " \u00a0 ")
    assert (blank.value.field, str(blank.value)) == (
        "side", "side: a name cannot be blank or only spaces")
    with pytest.raises(FieldError) as control:
        typed_name("name", "Pal\x9badin")
    assert (control.value.field, str(control.value)) == (
        "name", f"name 'Pal\\x9badin' {CONTROL}")
