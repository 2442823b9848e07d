"""`muster.battle.store`: a battle file that breaks its schema (a hand edit) is refused with
the file, the line and the path in the state, worded in the user's language: jsonschema's
English in English, muster's own Czech in Czech (as an army list's or a fortress file's
schema error), never jsonschema's English in a Czech line."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error

SEE = "(see schemas/battle.schema.json)"
VIZ = "(viz schemas/battle.schema.json)"


def _at(text: str, after: str, needle: str) -> str:
    """'LINE:COLUMN' of ``needle``, the first after ``after``, in ``text`` (from 1)."""
    before = text[:text.index(needle, text.index(after))]
    return f"{before.count(chr(10)) + 1}:{len(before) - before.rfind(chr(10))}"


# (the file's text edited, where its error is (the first text there after another), English,
# Czech)
BROKEN = [
    pytest.param('"wound": "none"', '"wound": 2', ('"wound"', "2"),
                 "at sides/0/units/0/state/wound: 2 is not one of ['none', 'light', 'serious', "
                 "'critical', 'killed']",
                 "v sides/0/units/0/state/wound: hodnota „2“ neexistuje (povolené hodnoty: none, "
                 "light, serious, critical, killed)", id="enum"),
    pytest.param('"wound": "none"', '"wound": "ligth"', ("", '"ligth"'),
                 "at sides/0/units/0/state/wound: 'ligth' is not one of ['none', 'light', "
                 "'serious', 'critical', 'killed']",
                 "v sides/0/units/0/state/wound: hodnota „ligth“ neexistuje (povolené hodnoty: "
                 "none, light, serious, critical, killed; nemysleli jste „light“?)",
                 id="enum-hint"),
    pytest.param('"wound": "none",', "", ('"Paladin"', '"state"'),
                 "at sides/0/units/0/state: 'wound' is a required property",
                 "v sides/0/units/0/state: chybí povinné pole „wound“", id="required"),
    pytest.param('"stunned": false', '"stunned": false, "dazed": 1', ('"Paladin"', '"state"'),
                 "at sides/0/units/0/state: Additional properties are not allowed ('dazed' was "
                 "unexpected)",
                 "v sides/0/units/0/state: neznámé pole „dazed“ (povolená pole: wound, kills, "
                 "stunned, frightened, paralysed, afraid, paralysed_by, fearless_to, "
                 "regenerated, reinforced, reinforcement_lost, mutagenic_points, mutations)",
                 id="additional"),
    pytest.param('"name": "Paladin"', '"name": "Pal\\tadin"', ("", '"Pal\\tadin"'),
                 "at sides/0/units/0/name: 'Pal\\tadin' does not match "
                 "'^[^\\\\u0000-\\\\u001f\\\\u007f]+$'",
                 "v sides/0/units/0/name: „Pal\\tadin“ obsahuje řídicí znak (tabulátor, konec "
                 "řádku, escape), který jméno mít nesmí", id="control"),
    pytest.param('"name": "Paladin"', '"name": ""', ('"name"', '""'),
                 "at sides/0/units/0/name: '' should be non-empty",
                 "v sides/0/units/0/name: znaků je 0, potřeba je aspoň 1", id="empty"),
    pytest.param('"round": 1,', '"round": 1, "weather": "rain",', ("", '"state"'),
                 "at the top level: Additional properties are not allowed ('weather' was "
                 "unexpected)",
                 "na nejvyšší úrovni: neznámé pole „weather“ (povolená pole: round, phase, "
                 "sides, attached, rolls)", id="top"),
]


@pytest.mark.parametrize(("old", "new_text", "there", "english", "czech"), BROKEN)
def test_a_schema_error_is_one_line_in_the_user_s_language(muster, new, old, new_text, there,
                                                           english, czech):
    path = new("conf", ("Griffins", "Paladin", "--res", "7", "--str", "13"))
    text = path.read_text(encoding="utf-8")
    edited = text.replace(old, new_text, 1)
    assert edited != text
    path.write_text(edited, encoding="utf-8")
    at = _at(edited, *there)
    run = muster("battle", "show", "--battle", path.name)
    assert_one_line_error(run)
    assert run.err == (f"muster: error: {path.name}:{at}: the battle state is not valid "
                       f"{english} {SEE}\n")
    run = muster("battle", "show", "--battle", path.name, "--lang", "cs")
    assert_one_line_error(run)
    assert run.err == f"muster: chyba: {path.name}:{at}: stav bitvy není platný {czech} {VIZ}\n"
    assert path.read_text(encoding="utf-8") == edited
