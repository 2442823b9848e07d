"""Options whose value is NAME=VALUE (`muster.commands._pairs`): every command reads them
one way and refuses what it cannot read in one shape, naming the option, its placeholder
and an example, in English and Czech (exit 2, nothing on stdout). What it reads reaches
the rules as before: spaces round the name and the value go, a whole number may carry its
sign. `scatter conf courage`/`rally` declare the Courage test's die penalty as a choice, so
click refuses a wound or a stun naming --penalty, as `roll conf courage` does."""

from __future__ import annotations

import pytest

from helpers import ok_json
from muster.commands._pairs import name_int, name_value
from muster.errors import MusterError

WM = ("deploy-shuffle", "wm")
VOID = ("deploy-shuffle", "void", "-f", "Kara", "-f", "Rook")
MK = ("deploy-shuffle", "mk")
SCORE = ("deploy-shuffle", "mk", "score")


@pytest.mark.parametrize(("args", "english", "czech"), [
    ((*WM, "--units", "orcs", "--units", "elves=2"),
     "--units takes SIDE=N (e.g. --units orcs=12), not 'orcs'",
     "--units se zadává jako STRANA=N (např. --units orcs=12), ne „orcs“"),
    ((*WM, "--units", "orcs=x", "--units", "elves=2"),
     "--units takes SIDE=N (e.g. --units orcs=12), not 'orcs=x'",
     "--units se zadává jako STRANA=N (např. --units orcs=12), ne „orcs=x“"),
    ((*WM, "-u", "=3", "-u", "elves=2"),
     "--units takes SIDE=N (e.g. --units orcs=12), not '=3'",
     "--units se zadává jako STRANA=N (např. --units orcs=12), ne „=3“"),
    ((*WM, "--units", "orcs=3", "--units", "elves=2", "--characters", "orcs=1,5"),
     "--characters takes SIDE=N (e.g. --characters orcs=12), not 'orcs=1,5'",
     "--characters se zadává jako STRANA=N (např. --characters orcs=12), ne „orcs=1,5“"),
    (("deploy-shuffle", "void", "-f", "=3", "-f", "Rook"),
     "--fighter takes NAME[=MOD] (e.g. --fighter Kara=2), not '=3'",
     "--fighter se zadává jako JMÉNO[=MOD] (např. --fighter Kara=2), ne „=3“"),
    (("deploy-shuffle", "void", "-f", "Kara=x", "-f", "Rook"),
     "--fighter takes NAME[=MOD] (e.g. --fighter Kara=2), not 'Kara=x'",
     "--fighter se zadává jako JMÉNO[=MOD] (např. --fighter Kara=2), ne „Kara=x“"),
    (("deploy-shuffle", "void", "-f", "Kara=", "-f", "Rook"),
     "--fighter takes NAME[=MOD] (e.g. --fighter Kara=2), not 'Kara='",
     "--fighter se zadává jako JMÉNO[=MOD] (např. --fighter Kara=2), ne „Kara=“"),
    ((*VOID, "--fatigue", "Rook"),
     "--fatigue takes NAME=LEVEL (e.g. --fatigue Rook=2), not 'Rook'",
     "--fatigue se zadává jako JMÉNO=STUPEŇ (např. --fatigue Rook=2), ne „Rook“"),
    ((*VOID, "--agility", "Kara=12", "--agility", "Rook=high"),
     "--agility takes NAME=AGILITY (e.g. --agility Kara=12), not 'Rook=high'",
     "--agility se zadává jako JMÉNO=AGILITY (např. --agility Kara=12), ne „Rook=high“"),
    ((*MK, "--environment", "Radek"),
     "--environment takes SIDE=CARD (e.g. --environment Radek=Fog), not 'Radek'",
     "--environment se zadává jako HRÁČ=KARTA (např. --environment Radek=Mlha), ne „Radek“"),
    ((*MK, "--cancels", "Sunlight="),
     "--cancels takes CARD=CARD (e.g. --cancels Sunlight=Fog), not 'Sunlight='",
     "--cancels se zadává jako KARTA=KARTA (např. --cancels Slunce=Mlha), ne „Sunlight=“"),
    ((*SCORE, "--player", "Radek", "--player", "Honza=1"),
     "--player takes NAME=N (e.g. --player Radek=3), not 'Radek'",
     "--player se zadává jako JMÉNO=N (např. --player Radek=3), ne „Radek“"),
    ((*SCORE, "--player", "Radek=1", "--player", "Honza=1", "--eliminated", "Radek=lots"),
     "--eliminated takes NAME=POINTS (e.g. --eliminated Radek=120), not 'Radek=lots'",
     "--eliminated se zadává jako JMÉNO=BODY (např. --eliminated Radek=120), ne „Radek=lots“"),
    ((*SCORE, "--player", "Radek=1", "--player", "Honza=1", "--built", "=200"),
     "--built takes NAME=POINTS (e.g. --built Radek=200), not '=200'",
     "--built se zadává jako JMÉNO=BODY (např. --built Radek=200), ne „=200“"),
    ((*SCORE, "--player", "Radek=-1", "--player", "Honza=1"),
     "--player Radek must be 0 or more, not -1",
     "--player Radek musí být 0 nebo víc, ne −1"),
    (("list-validate", "-", "--rule", "blood-brother"),
     "--rule takes NAME=VALUE (e.g. --rule blood-brother=subtract), not 'blood-brother'",
     "--rule se zadává jako JMÉNO=HODNOTA (např. --rule blood-brother=subtract), "
     "ne „blood-brother“"),
])
def test_a_name_value_the_command_cannot_read_is_refused_naming_the_option(muster, args,
                                                                           english, czech):
    for lang, said in (("en", f"muster: error: {english}\n"), ("cs", f"muster: chyba: {czech}\n")):
        run = muster("--lang", lang, *args)
        assert (run.code, run.out, run.err) == (2, "", said)


def test_warmaster_counts_are_read_with_spaces_and_a_sign(muster):
    body = ok_json(muster, *WM, "--units", " orcs = 8", "--units", "elves=+5", "--characters",
                   "orcs=1", "--characters", "elves= 2 ")
    assert body["sides"] == [{"name": "orcs", "units": 8, "characters": 1},
                             {"name": "elves", "units": 5, "characters": 2}]
    assert body["deploys_first"] == "orcs"  # more units: no roll-off


def test_void_fighters_fatigue_and_agility_are_read_as_numbers(muster):
    body = ok_json(muster, "deploy-shuffle", "void", "-f", " Kara = 2 ", "-f", "Bandit",
                   "--fatigue", "Bandit= 1", "--agility", "Kara=+3", "--agility", "Bandit = -1",
                   "--dice", "12,9")
    assert [(r["name"], r["total"], r["agility"]) for r in body["order"]] == [
        ("Kara", 14, 3), ("Bandit", 8, -1)]
    assert body["order"][1]["modifiers"] == [{"what": "fatigue 1", "value": -1}]


def test_mage_knight_pairs_are_read_as_before(muster):
    score = ok_json(muster, *SCORE, "--player", " Radek = 2", "--player", "Honza=+1", "--able",
                    "Radek", "--able", "Honza", "--objectives", "3")
    assert [(p["name"], p["objectives"]) for p in score["players"]] == [("Radek", 2),
                                                                      ("Honza", 1)]
    assert (score["result"], score["winner"]) == ("win", "Radek")
    setup = ok_json(muster, *MK, "--standard", "--environment", " Radek = Fog",
                    "--environment", "Honza=Sunlight", "--cancels", "Sunlight = Fog")
    fog = setup["environments"][0]
    assert (fog["side"], fog["card"], fog["in_play"]) == ("Radek", "Fog", False)
    assert fog["cancelled_by"] == [{"side": "Honza", "card": "Sunlight"}]


@pytest.mark.parametrize(("text", "read"), [
    ("lions=4", ("lions", "4")), (" lions = 4 ", ("lions", "4")),
    ("a=b=c", ("a", "b=c")),  # the first '=' divides: a value may hold another
])
def test_name_value_divides_at_the_first_equals_sign(text, read):
    assert name_value(text, "--x", "SIDE=V", "a=1") == read


@pytest.mark.parametrize("text", ["lions", "=4", "lions=", " = ", ""])
def test_name_value_refuses_a_missing_name_or_value(text):
    with pytest.raises(MusterError) as err:
        name_value(text, "--x", "SIDE=V", "a=1")
    assert str(err.value.message) == f"--x takes SIDE=V (e.g. --x a=1), not '{text}'"


@pytest.mark.parametrize(("text", "bare", "read"), [
    ("Kara=2", None, ("Kara", 2)), ("Kara=-2", None, ("Kara", -2)),
    ("Kara=+2", None, ("Kara", 2)), ("Kara", 0, ("Kara", 0)), (" Kara ", 0, ("Kara", 0)),
    ("Kara=007", None, ("Kara", 7)),
])
def test_name_int_reads_a_whole_number_or_a_bare_name(text, bare, read):
    assert name_int(text, "--x", "NAME=N", "a=1", bare=bare) == read


@pytest.mark.parametrize("text", ["Kara=2.5", "Kara=x", "Kara=1_0", "Kara=1 0", "Kara",
                                  "Kara=\u0663", "=2"])
def test_name_int_refuses_anything_but_plain_digits(text):
    with pytest.raises(MusterError):
        name_int(text, "--x", "NAME=N", "a=1")


COURAGE = ("scatter", "conf", "courage", "--mov", "10", "--courage", "3", "--fear", "4")
RALLY = ("scatter", "conf", "rally", "--mov", "10", "--courage", "3", "--fear", "4")


WOUNDS = {"light": ("light wound", "lehké zranění"), "stunned": ("stunned", "omráčen")}


@pytest.mark.parametrize("args", [
    (*COURAGE, "--penalty", "light"), (*RALLY, "--penalty", "stunned"),
    ("scatter", "conf", "--mov", "10", "--courage", "3", "--fear", "4", "--penalty", "light"),
])
def test_scatter_s_courage_penalty_refuses_a_wound_with_the_rule_s_reason(muster, args):
    # L1564-1566, as `roll conf courage` refuses it (the library's words, `courage_only`)
    en, cs = WOUNDS[args[-1]]
    for lang, said in (
            ("en", f"muster: error: --penalty {en}: it modifies Initiative, Attack, Defence "
                   "and Aim rolls, not a Courage test (L1564-1566)\n"),
            ("cs", f"muster: chyba: --penalty {cs}: mění hody na Iniciativu, Útok, Obranu a "
                   "Střelbu, ne test Odvahy (ř.\u00a01564–1566)\n")):
        run = muster("--lang", lang, *args)
        assert (run.code, run.out, run.err) == (2, "", said)


@pytest.mark.parametrize("args", [(*COURAGE, "--penalty", "foo"), (*RALLY, "--penalty", "x")])
def test_scatter_s_courage_penalty_is_a_choice(muster, args):
    sub = "rally" if "rally" in args else "courage"
    given = args[-1]
    for lang, said in (
            ("en", f"muster: error: invalid value for '--penalty': '{given}' is not "
                   f"'blood-brother' (see 'muster scatter conf {sub} --help')\n"),
            ("cs", f"muster: chyba: neplatná hodnota pro „--penalty“: „{given}“ není "
                   f"„padlý pokrevní bratr“ (viz „muster scatter conf {sub} --help“)\n")):
        run = muster("--lang", lang, *args)
        assert (run.code, run.out, run.err) == (2, "", said)


@pytest.mark.parametrize("name", ["blood-brother", "Blood Brother", "pokrevní bratr"])
def test_scatter_s_courage_penalty_takes_the_blood_brother_by_any_name(muster, name):
    plain = ok_json(muster, *COURAGE, "--dice", "3")
    brother = ok_json(muster, *COURAGE, "--penalty", name, "--dice", "3")
    # d6 3 + COU 3 = 6 beats Fear 4; the brother's -1 leaves 5, still above it
    assert plain["courage_test"]["total"] == 6
    assert brother["courage_test"]["total"] == 5
    assert brother["courage_test"]["penalties"] == ["blood-brother"]
