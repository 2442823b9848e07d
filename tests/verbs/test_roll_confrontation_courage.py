"""`muster roll conf courage`: the Courage test against Fear (RULINGS 5) as its own
subcommand, with only its own options (--fanatic, --charging, --activated). The spellings
before it, ``roll conf ... --over`` and ``roll conf test ... --over``, run it and print what
it prints, and so does a line with one of its own options and no subcommand (or ``test``);
another roll given one of them says it is the Courage test's."""

from __future__ import annotations

import pytest

from helpers import assert_not_an_option_of, assert_one_line_error, assert_spellings_run_alike

CONF = ("roll", "conf")

# (the line without the subcommand, the same line with it): seed 000 L645-659, L664-670,
# L1149-1154 (the Courage test, a charger's and a figure charged after its activation,
# Fanaticism's Discipline re-test)
PAIRS = [
    ("-v 5 -D 8 --over --dice 5", "courage -v 5 -D 8 --dice 5"),
    ("-v 2 -D 6 --over --charging --group 3 --dice 3",
     "courage -v 2 -D 6 --charging --group 3 --dice 3"),
    ("-v 4 -D 7 --over --fanatic 5 --dice 2,3", "courage -v 4 -D 7 --fanatic 5 --dice 2,3"),
    ("-v 4 -D 7 --fanatic 5 --over --odds", "courage -v 4 -D 7 --fanatic 5 --odds"),
    ("-v 3 -D 6 --over --charging --dice 2", "courage -v 3 -D 6 --charging --dice 2"),
    ("--activated -v 3 -D 6 --over --dice 2", "courage -v 3 -D 6 --activated --dice 2"),
    ("-v 5 -D 8 --over --ability bravery --odds", "courage -v 5 -D 8 -a bravery --odds"),
    ("-v 4 -D 7 -D 8 --odds --over", "courage -v 4 -D 7 -D 8 --odds"),
    ("-v 4 -D 6 --over --times 30 --seed 2", "courage -v 4 -D 6 --times 30 --seed 2"),
]


@pytest.mark.parametrize("old, new", PAIRS)
def test_each_spelling_with_over_prints_what_the_subcommand_does(capsys, old, new):
    # the quick door reads both as the courage subcommand, and both doors print alike
    assert_spellings_run_alike(CONF, old, new, ("over",), capsys)


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("old, new", PAIRS)
def test_the_test_word_with_over_is_the_courage_test(muster, old, new, lang):
    # `roll conf test ... --over`, the subcommand's spelling before `courage` (the battle
    # walkthrough's), and the word after the options, with --over too: the same text and JSON
    for line in (f"test {old}", f"{old} test", f"{old} courage",
                 f"{new.split(' ', 1)[1]} courage"):
        before = muster("--lang", lang, *CONF, *line.split())
        after = muster("--lang", lang, *CONF, *new.split())
        assert before.code == after.code == 0, (line, before.err, after.err)
        assert before.out == after.out and before.err == after.err == ""
    assert muster(*CONF, "test", *old.split(), "--json").json == \
        muster(*CONF, *new.split(), "--json").json


def test_the_courage_test_by_either_spelling_is_the_rulebook_s(muster):
    # L645-654: the total must be greater than FEAR: 3 + 5 = 8 is not over 8; a fanatic
    # (L1149-1154) re-tests DIS 5 at the same difficulty: 3 + 5 = 8 is not over 8 either
    for line in (["-v", "5", "-D", "8", "--over"], ["courage", "-v", "5", "-D", "8"],
                 ["test", "--over", "-v", "5", "-D", "8"]):
        out = muster(*CONF, *line, "--dice", "3", "--json").json
        assert (out["total"], out["success"], out["over"]) == (8, False, True)
        fanatic = muster(*CONF, *line, "--fanatic", "5", "--dice", "3,3", "--json").json
        assert fanatic["outcome"] == "flees"
    # without --over the same 8 meets difficulty 8: a test is total >= difficulty
    assert muster(*CONF, "-v", "5", "-D", "8", "--dice", "3", "--json").json["success"]


# the options only the Courage test takes pick it as --over does, on a line without a
# subcommand or with ``test``: (that line, the same with the subcommand)
ONLY_COURAGE = [
    ("-v 4 -D 7 --fanatic 5 --dice 2,3", "courage -v 4 -D 7 --fanatic 5 --dice 2,3"),
    ("-v 3 -D 6 --charging --dice 2", "courage -v 3 -D 6 --charging --dice 2"),
    ("--activated -v 3 -D 6 --dice 2", "courage -v 3 -D 6 --activated --dice 2"),
    ("-v 4 -D 7 --fanatic 5 --odds", "courage -v 4 -D 7 --fanatic 5 --odds"),
]


@pytest.mark.parametrize("old, new", ONLY_COURAGE)
def test_a_courage_only_option_picks_the_courage_test(capsys, old, new):
    assert_spellings_run_alike(CONF, old, new, ("fanatic", "charging", "activated"), capsys)


@pytest.mark.parametrize("old, new", ONLY_COURAGE)
def test_the_test_word_with_a_courage_only_option_is_the_courage_test(muster, old, new):
    for line in (f"test {old}", f"{old} test"):
        before, after = muster(*CONF, *line.split()), muster(*CONF, *new.split())
        assert before.code == after.code == 0, (line, before.err)
        assert before.out == after.out


def test_a_charger_s_courage_test_is_the_rulebook_s_by_its_flag_alone(muster):
    # L664-666: a charger that fails its Courage test is paralysed; 2 + 3 = 5 is not > 6
    out = muster(*CONF, "-v", "3", "-D", "6", "--charging", "--dice", "2", "--json").json
    assert (out["total"], out["success"], out["over"]) == (5, False, True)


@pytest.mark.parametrize("line, option, sub", [
    ("test -v 4 -D 7 --figure Archer", "--figure", "test"),
    ("-v 4 -D 6 --target Wolf", "--target", "test"),
    ("-v 4 --versus 3 --charging", "--charging", "opposed"),
    ("-v 4 --versus 3 --fanatic 2", "--fanatic", "opposed"),
])
def test_a_courage_option_another_roll_refuses_names_the_courage_test(muster, line, option,
                                                                      sub):
    # the Courage test's option on a line another roll runs: the refusal says whose it is
    # (not click's 'did you mean --chart')
    assert_not_an_option_of(muster, CONF, line.split(), option, sub)
    run = muster(*CONF, *line.split())
    assert "'muster roll conf courage'" in run.err or "(courage" in run.err, run.err


@pytest.mark.parametrize("line, option", [
    ("courage -v 4 -D 7 --versus-group 2", "--versus-group"),
    ("-v 4 -D 7 --over --bases 2 --feat long-jump", "-v"),
])
def test_another_roll_s_option_is_one_line(muster, line, option):
    sub = "courage" if line.startswith("courage") else "feat long-jump"
    assert_not_an_option_of(muster, CONF, line.split(), option, sub)


def test_a_refusal_names_what_the_line_said(muster):
    # the spec's field ``over`` is --over on the old spelling, the subcommand on the new
    assert_one_line_error(muster(*CONF, "-v", "4", "--over"),
                          "--over compares with a difficulty (the enemy's FEAR); give "
                          "--difficulty")
    assert_one_line_error(muster(*CONF, "courage", "-v", "4"),
                          "courage compares with a difficulty (the enemy's FEAR); give "
                          "--difficulty")
    cs = muster("--lang", "cs", *CONF, "courage", "-v", "4", "-D", "7", "--charging",
                "--activated")
    assert_one_line_error(cs, "--charging a --activated")


def test_a_what_if_column_s_over_picks_nothing_of_the_line(muster):
    # --vs '--over' is the column's value: the line is the test, which has no --over
    run = muster(*CONF, "-v", "4", "-D", "6", "--odds", "--vs", "--over")
    assert_one_line_error(run, "--vs '--over': no such option: --over; it is an option of "
                          "'muster roll conf courage'")


def test_the_help_of_each_names_its_own_options(muster):
    test, courage = (muster(*CONF, sub, "--help").out for sub in ("test", "courage"))
    for option in ("--fanatic", "--charging", "--activated", "--figure", "--battle"):
        assert option not in test and option in courage
    assert "--over" not in courage  # the old spelling's flag: taken, not shown
    group = muster(*CONF, "--help").out
    assert "courage" in group and "--over the Courage test (courage)" in " ".join(group.split())


def test_the_spec_keeps_its_field_named_refusals_for_a_library_caller():
    # without the command's subcommands a Python caller builds the spec: a fanatic or a
    # charge without a Courage test is refused naming the field (RULINGS 5)
    from muster.errors import FieldError
    from muster.games.confrontation.characteristic import CharacteristicSpec
    from muster.games.confrontation.courage import ActivatedCourageSpec, ChargingCourageSpec

    for made, field in ((lambda: CharacteristicSpec(4, 7, fanatic=5), "fanatic"),
                        (lambda: ChargingCourageSpec(3, 6), "over"),
                        (lambda: ActivatedCourageSpec(3, 6), "over")):
        with pytest.raises(FieldError) as err:
            made()
        assert err.value.field == field and "--" not in str(err.value)


WOUND_NAMES = {"stunned": ("stunned", "omráčen"), "light": ("light wound", "lehké zranění"),
               "critical": ("critical wound", "kritické zranění"),
               "kritické": ("critical wound", "kritické zranění")}


@pytest.mark.parametrize("line", ["courage -v 4 -D 7", "-v 4 -D 7 --over",
                                  "test -v 4 -D 7 --over"])
@pytest.mark.parametrize("wound", ["stunned", "light", "critical", "kritické"])
def test_the_courage_test_refuses_a_wound_penalty_with_the_rule_s_reason(muster, line, wound):
    # L1564-1566: wounds and a stun modify INI, ATT, DEF and AIM rolls, not a Courage test;
    # its --penalty takes a fallen blood brother's alone (L1380-1382): a known penalty it does
    # not take is refused with that reason, as the library words it (`courage_only`)
    args = (*CONF, *line.split(), "--penalty", wound, "--dice", "4")
    en, cs = WOUND_NAMES[wound]
    run = muster(*args)
    assert (run.code, run.out) == (2, "")
    assert run.err == (f"muster: error: --penalty {en}: it modifies Initiative, Attack, "
                       "Defence and Aim rolls, not a Courage test (L1564-1566)\n")
    czech = muster("--lang", "cs", *args)
    assert (czech.code, czech.out) == (2, "")
    assert czech.err == (f"muster: chyba: --penalty {cs}: mění hody na Iniciativu, Útok, "
                         "Obranu a Střelbu, ne test Odvahy (ř.\u00a01564–1566)\n")
    shown = " ".join(muster(*CONF, "courage", "--help").out.split())
    assert "blood-brother (-1). Wounds and a stun modify Initiative, Attack, Defence and Aim " \
        "rolls, not a Courage test (L1564-1566)" in shown


@pytest.mark.parametrize("line", ["courage -v 4 -D 7", "-v 4 -D 7 --over"])
def test_a_word_no_penalty_answers_to_is_refused_as_a_choice(muster, line):
    # an unknown word names the one value the Courage test's --penalty takes
    args = (*CONF, *line.split(), "--penalty", "foo", "--dice", "4")
    assert_one_line_error(muster(*args), "invalid value for '--penalty'",
                          "'foo' is not 'blood-brother'", "muster roll conf courage --help")
    czech = muster("--lang", "cs", *args)
    assert (czech.code, czech.out) == (2, "")
    assert czech.err == ("muster: chyba: neplatná hodnota pro „--penalty“ / „-p“: "
                         "„foo“ není „padlý pokrevní bratr“ "
                         "(viz „muster roll conf courage --help“)\n")


@pytest.mark.parametrize("name", ["blood-brother", "bratr", "pokrevní bratr", "Pokrevni-Bratr",
                                  "padlý pokrevní bratr"])
def test_the_courage_test_s_penalty_takes_each_name_of_the_blood_brother(muster, name):
    # COU 4 against FEAR 7 on a 4: 4 - 1 + 4 = 7 is not > 7 (L1380-1382, RULINGS 5)
    for line in ("courage -v 4 -D 7", "-v 4 -D 7 --over"):
        out = muster(*CONF, *line.split(), "-p", name, "--dice", "4", "--json").json
        assert (out["penalty"], out["total"], out["success"]) == (1, 7, False)


@pytest.mark.parametrize("line", ["courage -v 2 -D 6 --group 3", "-v 2 -D 6 --over -g 3",
                                  "test --over -v 2 -D 6 --group 3"])
def test_a_group_s_courage_test_is_a_charge(muster, line):
    # L672-675: a group tests its Courage together only when it charges a fear-causer at
    # once; several fear-causers charging one figure raise the FEAR instead (L676-678,
    # RULINGS), and a creature charges one figure at a time
    # (a charge or an engagement alike, L645-646: RULINGS)
    n = line.split()[-1]
    run = muster(*CONF, *line.split(), "--dice", "3")
    assert (run.code, run.out) == (2, "")
    assert run.err == (f"muster: error: --group {n}: a group makes one Courage test together "
                       "only when it charges or engages a fear-causer at once (L645-646, "
                       "L672-675); give --charging too\n")
    czech = muster("--lang", "cs", *CONF, *line.split(), "--dice", "3")
    assert (czech.code, czech.out) == (2, "")
    assert czech.err == (f"muster: chyba: --group {n}: skupina dělá jeden "
                         "společný test Odvahy jen tehdy, když současně napadá stvůru "
                         "působící strach nebo se s ní střetává (ř.\u00a0645–646, 672–675); "
                         "přidejte i --charging\n")


@pytest.mark.parametrize("line", ["courage -v 2 -D 6 --activated --group 2",
                                  "-v 2 -D 6 --over --activated -g 3"])
def test_a_group_charged_after_its_activation_is_told_to_test_alone(muster, line):
    # L655-659: a figure charged after its card was activated tests alone (a group tests
    # together only when it charges or engages, L645-646, L672-675); --charging, refused
    # with --activated, is not what the refusal offers
    n = line.split()[-1]
    run = muster(*CONF, *line.split(), "--dice", "3")
    assert (run.code, run.out) == (2, "")
    assert run.err == (f"muster: error: --group {n}: a group makes one Courage test together "
                       "only when it charges or engages a fear-causer at once (L645-646, "
                       "L672-675); with --activated, roll each figure's test alone (without "
                       "--group)\n")
    czech = muster("--lang", "cs", *CONF, *line.split(), "--dice", "3")
    assert (czech.code, czech.out) == (2, "")
    assert czech.err == (f"muster: chyba: --group {n}: skupina dělá jeden "
                         "společný test Odvahy jen tehdy, když současně napadá stvůru "
                         "působící strach nebo se s ní střetává (ř.\u00a0645–646, 672–675); "
                         "s --activated hoďte test za každou figurku zvlášť (bez --group)\n")
    # what it offers runs: the same test without --group
    alone = muster(*CONF, *line.split()[:-2], "--dice", "3", "--json").json
    assert (alone["group"], alone["total"], alone["success"]) == (1, 5, False)


def test_a_charging_group_s_courage_test_is_the_rulebook_s(muster):
    # L672-675: three figures, the best COU 2 + 1 for each other = 4; a 3 gives 7 > FEAR 6
    for line in ("courage -v 2 -D 6 --charging --group 3", "-v 2 -D 6 --over --charging -g 3"):
        out = muster(*CONF, *line.split(), "--dice", "3", "--json").json
        assert (out["group"], out["group_bonus"], out["total"], out["success"]) == \
            (3, 2, 7, True)
    # one figure is no group: --group 1 is taken without a charge; any test may be a group's
    assert muster(*CONF, "courage", "-v", "2", "-D", "6", "-g", "1", "--dice", "5").code == 0
    assert muster(*CONF, "-v", "2", "-D", "6", "-g", "3", "--dice", "2", "--json").json[
        "total"] == 6


def test_the_courage_test_s_value_and_group_say_what_they_are_on_a_courage_test(muster):
    # its value is COU (a fear-causer facing a Living-dead: its FEAR, L1203-1205), and its
    # group the figures charging or engaging the fear-causer at once (L645-646, L672-675):
    # no melee initiative, no other characteristic
    shown = " ".join(muster(*CONF, "courage", "--help").out.split())
    assert ("-v, --value INTEGER The figure's Courage (COU); a fear-causer facing a "
            "Living-dead tests its FEAR as Courage (L1203-1205). For a group charging or "
            "engaging together (--group), its best COU.") in shown
    assert ("-g, --group N Figures charging or engaging the fear-causer at once (with "
            "--charging): one Courage test for the group, with its best COU as --value, +1 for "
            "each other figure; the result holds for each (L645-646, L672-675).") in shown
    assert "melee initiative" not in shown and "ATT, DEF" not in shown
    czech = " ".join(muster("--lang", "cs", *CONF, "courage", "--help").out.split())
    # the rulebook's word alone in Czech, as scatter's --courage says it ("Odvaha bojovníka")
    assert ("-v, --value HODNOTA Odvaha figurky; stvůra působící strach proti "
            "žijícímu–mrtvému testuje svůj Strach jako Odvahu (ř. 1203–1205). Pro skupinu, "
            "která společně napadá stvůru působící strach nebo se s ní střetává (--group), její "
            "nejvyšší Odvaha.") in czech
    assert ("-g, --group N Figurky, které současně napadají stvůru působící strach nebo se s "
            "ní střetávají (s --charging): jeden test Odvahy za celou skupinu, její nejvyšší "
            "Odvaha jako --value, +1 za každou další figurku; výsledek platí pro každou "
            "(ř. 645–646, 672–675).") in czech
    # the characteristic test keeps the general words
    assert "(ATT, DEF, INI, AIM, COU, DIS...)" in " ".join(
        muster(*CONF, "test", "--help").out.split())


FANATIC_IN_GROUP = (
    "muster: error: --fanatic in a group: the group's Courage test holds for each figure "
    "(L672-675), a fanatic's Discipline re-test is its own (L1150-1152); roll the group's test "
    "without --fanatic, then each fanatic of a failed group alone (`muster roll conf test -v "
    "DIS -D FEAR+1 -a fanaticism`)\n")
# the seed's own words (L675), one term for the re-test ("opakovaný", as the other refusals
# and the help say it), the placeholder as the Czech help writes it (STRACH); whole, not cut
# short at the error line's 300 characters
FANATIC_IN_GROUP_CS = (
    "muster: chyba: --fanatic ve skupině: výsledek testu Odvahy platí pro celou skupinu "
    "(ř.\u00a0672–675), opakovaný test Disciplíny si každý fanatik hází sám "
    "(ř.\u00a01150–1152); hoďte test skupiny bez --fanatic a po neúspěchu opakovaný test za "
    "každého fanatika (příkaz „muster roll conf test -v DIS -D STRACH+1 -a fanaticism“)\n")


@pytest.mark.parametrize("how", [("--dice", "1,1"), ("--odds",), ("--seed", "1")])
@pytest.mark.parametrize("line", ["courage -v 2 -D 6 --charging -g 3 --fanatic 5",
                                  "-v 2 -D 6 --over --charging --group 3 --fanatic 5"])
def test_a_group_s_courage_test_with_a_fanatic_is_refused(muster, line, how):
    # L672-675, L1150-1152 (RULINGS: Fanaticism's re-test in a group): the group's test
    # holds for each figure, the Discipline re-test is the fanatic's own; no die is rolled
    run = muster(*CONF, *line.split(), *how)
    assert (run.code, run.out, run.err) == (2, "", FANATIC_IN_GROUP)
    czech = muster("--lang", "cs", *CONF, *line.split(), *how)
    assert (czech.code, czech.out, czech.err) == (2, "", FANATIC_IN_GROUP_CS)


def test_the_group_s_test_then_a_fanatic_s_re_test_alone(muster):
    # COU 2 + 2 (a group of 3) on a 1 fails against FEAR 6, for the whole group (L675) ...
    group = muster(*CONF, "courage", "-v", "2", "-D", "6", "--charging", "-g", "3", "--dice",
                   "1", "--json").json
    assert (group["total"], group["success"], group["group_bonus"]) == (5, False, 2)
    # ... and a fanatic of it, DIS 3, re-tests alone: a total above FEAR 6, a 5 rolling on
    # (L1149-1152): a 4 gives 7 > 6
    alone = muster(*CONF, "test", "-v", "3", "-D", "7", "-a", "fanaticism", "--dice", "4",
                   "--json").json
    assert (alone["total"], alone["success"], alone["group"]) == (7, True, 1)
    # the same re-test as a lone fanatic's: DIS 3 against FEAR 8 passes on a 6, or on a 5
    # rolled on with anything but a 1: 1/6 + 1/6 x 5/6 = 11/36
    odds = muster(*CONF, "test", "-v", "3", "-D", "9", "-a", "fanaticism", "--odds",
                  "--json").json
    assert odds["success"]["fraction"] == "11/36"
    # a lone fanatic with COU 0 fails Courage with 8/9, and holds with 8/9 x 11/36 = 22/81
    lone = muster(*CONF, "courage", "-v", "0", "-D", "8", "--fanatic", "3", "--odds",
                  "--json").json
    assert {o["outcome"]: o["fraction"] for o in lone["outcomes"]}[
        "held by fanaticism"] == "22/81"


@pytest.mark.parametrize("line", ["courage -v 4 -D 7", "-v 4 -D 7 --over"])
def test_a_penalty_given_twice_is_refused_in_the_words_typed(muster, line):
    # one fallen blood brother's -1 (L1380-1382), named twice by two of its names
    args = (*CONF, *line.split(), "-p", "blood-brother", "-p", "pokrevní bratr", "--dice", "4")
    run = muster(*args)
    assert (run.code, run.out, run.err) == (
        2, "", "muster: error: --penalty given twice: blood-brother, pokrevní bratr\n")
    czech = muster("--lang", "cs", *args)
    assert (czech.code, czech.out, czech.err) == (
        2, "", "muster: chyba: --penalty zadán dvakrát: blood-brother, pokrevní bratr\n")


@pytest.mark.parametrize(("line", "en", "cs"), [
    ("courage -v 2 -D 6 --charging -g 3", "Courage test: d6 + 2 > 6; group of 3: +2",
     "Test Odvahy: k6 + 2 > 6; skupina 3: +2"),
    ("-v 5 -D 8 --over -a bravery", "Courage test: d6 + 5 > 8; abilities: Bravery",
     "Test Odvahy: k6 + 5 > 8; schopnosti: Statečnost"),
    ("courage -v 2 -D 6 -D 7", "Courage test: d6 + 2 > each difficulty",
     "Test Odvahy: k6 + 2 > obtížnost (pro každou zvlášť)"),
    ("test -v 2 -D 6", "Characteristic test: d6 + 2 >= 6",
     "Hod na charakteristiku: k6 + 2 \u2265 6")])
def test_the_odds_title_names_the_courage_test(muster, line, en, cs):
    # a test against Fear (L645-654) is titled as its roll is, "Courage test"; any other
    # characteristic test keeps its own title
    args = (*CONF, *line.split(), "--odds")
    assert muster(*args).out.splitlines()[0] == en
    assert muster("--lang", "cs", *args).out.splitlines()[0] == cs


@pytest.mark.parametrize(("lang", "five", "no_auto", "gone"), [
    ("en", "A 5 rolls on like a 6 (as Hardened and Bravery make it: give those with --ability).",
     "(no ability of the rulebook does this on a Courage test). Bravery and Born killer excuse "
     "only the natural 1: give them with --ability.",
     ("(Hardened, Bravery, Fanaticism, Brutal)", "(Sharp shooter, Vivacity)")),
    ("cs", "Pětka se hází dál jako šestka (tak je tomu u Otrlého a Statečnosti: ty zadejte přes "
           "--ability).",
     "(u testu Odvahy to žádná schopnost z pravidel nedělá). U Statečnosti a Rozeného zabijáka "
     "přestává být automatickým neúspěchem jen jednička, která skutečně padla: zadejte je přes "
     "--ability.", ("(Otrlý, Statečnost, Fanatismus, Surovost)",
                    "(Přesný střelec, Duchapřítomnost)"))])
def test_the_courage_test_s_flags_name_only_the_abilities_it_takes(muster, lang, five, no_auto,
                                                                    gone):
    # a Courage test takes Hardened, Bravery and Born killer alone (L1088-1092, L1112-1122,
    # L1440-1443; RULINGS): its --five-as-six and --no-auto-fail name no other, while the
    # characteristic test's (roll conf test) still name them all
    out = " ".join(muster("--lang", lang, *CONF, "courage", "--help").out.split())
    assert five in out and no_auto in out
    assert not [phrase for phrase in gone if phrase in out]
    shared = " ".join(muster("--lang", lang, *CONF, "test", "--help").out.split())
    assert all(phrase in shared for phrase in gone)
