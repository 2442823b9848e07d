"""`muster roll conf feat plain|swim|long-jump|high-jump|climb|fall`: the physical feat, one
subcommand per kind with only its own options. ``--feat KIND`` (by any of the feat's names),
the spelling before them, names the kind, with or without the ``feat`` word; another kind's
option is refused, naming the kinds that take it."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, assert_spellings_run_alike, ok_json

CONF = ("roll", "conf")

# (the spelling with --feat, the subcommand's): seed 000 L557-605, the usage lines'
PAIRS = [
    ("--feat plain --mov 12/4.8 --difficulty 7 --dice 3",
     "feat plain --mov 12/4.8 --difficulty 7 --dice 3"),
    ("feat --feat swim --mov 10 --res 6 --dice 2", "feat swim --mov 10 --res 6 --dice 2"),
    ("--mov 10 --res 3 --bases 2 --depth 8 --feat long-jump --dice 2,2,5",
     "feat long-jump --mov 10 --res 3 --bases 2 --depth 8 --dice 2,2,5"),
    ("--feat=high-jump --mov 10 --res 3 --over-models large --smaller --odds",
     "feat high-jump --mov 10 --res 3 --over-models large --smaller --odds"),
    ("--feat climb --mov 12/4.8 --res 2 --height 5 --dice 4",
     "feat climb --mov 12/4.8 --res 2 --height 5 --dice 4"),
    ("--feat fall --mov 10 --res 3 --height 10 --dice 2,1,2",
     "feat fall --mov 10 --res 3 --height 10 --dice 2,1,2"),
]


@pytest.mark.parametrize("old, new", PAIRS)
def test_the_spelling_with_feat_runs_the_kind_s_subcommand(capsys, old, new):
    # the quick door reads both as the kind's command with the same values, and both doors
    # print alike
    assert_spellings_run_alike(CONF, old, new, (), capsys)


def test_each_kind_rolls_the_rulebook_s_feat(muster):
    # L589-598: 4 + MOV 4.8 - RES 2 = 6.8 cm climbed; L562-567: 2 + 4 - RES 6 = 0 is not
    # above 0, an automatic light wound; L599-605: 6 from a 10 cm height, STR 4 to the legs
    for line in ("--feat climb", "feat climb", "feat --feat šplhání"):
        out = ok_json(muster, *CONF, *line.split(), "--mov", "12/4.8", "--res", "2",
                      "--height", "5", "--dice", "4")
        assert (out["feat"], out["total"], out["success"]) == ("climb", 6.8, True)
    for line in ("--feat swim", "feat swim", "--feat plavání", "--feat Plavani"):
        out = ok_json(muster, *CONF, *line.split(), "--mov", "10", "--res", "6", "--dice", "2")
        assert (out["feat"], out["success"], out["state"]) == ("swim", False, "light")
    for words in (["--feat", "fall"], ["feat", "fall"], ["feat", "--feat", "úmyslný pád"]):
        out = ok_json(muster, *CONF, *words, "--mov", "10", "--res", "3", "--height", "10",
                      "--dice", "2,1,2")
        assert (out["feat"], out["total"], out["wound_str"]) == ("fall", 6, 4)


@pytest.mark.parametrize("line, option, takers", [
    ("feat --feat swim --mov 10 --res 6 --height -99999", "--height", "(high-jump, climb, fall)"),
    ("--feat plain --mov 10 -D 4 --res 3", "--res", "(swim, long-jump, high-jump, climb, fall)"),
    ("feat climb --mov 10 --res 2 --height 5 --smaller", "--smaller",
     "'muster roll conf feat high-jump'"),
    ("--feat fall --mov 10 --res 3 --height 5 --bases 2", "--bases",
     "'muster roll conf feat long-jump'"),
    ("feat long-jump --mov 10 --res 3 --bases 2 --depth 5 -D 5", "-D",
     "'muster roll conf feat plain'"),
])
def test_another_kind_s_option_is_refused_naming_the_kinds_that_take_it(muster, line, option,
                                                                        takers):
    run = muster(*CONF, *line.split())
    assert_one_line_error(run, f"no such option: {option}; it is an option of ", takers)
    czech = muster("--lang", "cs", *CONF, *line.split())
    assert_one_line_error(czech, f"neznámá volba „{option}“; je to volba ", takers.replace(
        "'", "„", 1).replace("'", "“", 1) if takers.startswith("'") else takers)


def test_an_option_of_another_roll_names_that_roll(muster):
    # -v is the characteristic test's (and the other rolls'), --height the feats'
    assert_one_line_error(muster(*CONF, "feat", "swim", "--mov", "10", "--res", "6", "-v", "4"),
                          "no such option: -v; it is an option of the other subcommands of "
                          "'muster roll conf' (test, courage, opposed)")
    assert_one_line_error(muster(*CONF, "test", "-v", "4", "--height", "5"),
                          "no such option: --height; it is an option of 'muster roll conf "
                          "feat'")


@pytest.mark.parametrize(("line", "czech"), [
    ("feat swim --mov 10 --res 6 -v 4",
     "neznámá volba „-v“; je to volba jiných podpříkazů příkazu „muster roll conf“ (test, "
     "courage, opposed); viz „muster roll conf feat swim --help“"),
    ("feat swim --mov 10 --res 6 --bases 2",
     "neznámá volba „--bases“; je to volba příkazu „muster roll conf feat long-jump“ (viz "
     "„muster roll conf feat swim --help“)"),
    ("--feat foo --mov 10",
     "neznámý úkon „foo“ (povolené hodnoty: tělesný úkon, plavání, skok do dálky, skok do "
     "výšky, šplhání, úmyslný pád)"),
])
def test_a_feat_s_refusal_in_czech(muster, line, czech):
    run = muster("--lang", "cs", *CONF, *line.split())
    assert (run.code, run.out, run.err) == (2, "", f"muster: chyba: {czech}\n")


def test_a_feat_without_its_kind_says_what_is_missing(muster):
    for line in (["--mov", "10", "--res", "3"], ["feat", "--mov", "10"], ["feat"]):
        assert_one_line_error(muster(*CONF, *line), "which feat? give its kind (plain, swim, "
                              "long-jump, high-jump, climb, fall) or --feat KIND",
                              "muster roll conf feat --help")
    czech = muster("--lang", "cs", *CONF, "feat", "--mov", "10")
    assert czech.err == ("muster: chyba: který úkon? zadejte jeho druh (plain, swim, long-jump, "
                         "high-jump, climb, fall) nebo --feat DRUH (viz „muster roll conf feat "
                         "--help“)\n")


@pytest.mark.parametrize("word", ["plavání", "Swim", "plavani"])
def test_a_feat_s_kind_is_named_as_its_option_names_it(muster, word):
    """'feat plavání' is 'feat swim', as '--feat plavání' is."""
    line = ["--mov", "10", "--res", "6", "--dice", "2"]
    assert ok_json(muster, *CONF, "feat", word, *line) == ok_json(muster, *CONF, "feat", "swim",
                                                                  *line)
    assert_one_line_error(muster(*CONF, "--feat", "skok", "--mov", "10"), "unknown feat 'skok'",
                          "(allowed: plain, swim, long-jump, high-jump, climb, fall; did you "
                          "mean 'skok do dálky' or 'skok do výšky'?)")
    czech = muster("--lang", "cs", *CONF, "--feat", "foo", "--mov", "10")
    assert_one_line_error(czech, "neznámý úkon „foo“", "plavání")


def test_the_last_feat_named_is_the_kind(muster):
    out = ok_json(muster, *CONF, "--feat", "climb", "--mov", "10", "--res", "3", "--feat",
                  "swim", "--dice", "5")
    assert out["feat"] == "swim"


@pytest.mark.parametrize("kind, own, foreign", [
    ("plain", ["--difficulty", "--ability"], ["--res", "--height", "--bases", "--current"]),
    ("swim", ["--res", "--current", "--stunned"], ["--difficulty", "--height", "--bases"]),
    ("long-jump", ["--bases", "--depth"], ["--height", "--smaller", "--difficulty"]),
    ("high-jump", ["--height", "--over-models", "--smaller"], ["--bases", "--on-flat"]),
    ("climb", ["--height", "--on-flat"], ["--smaller", "--over-models", "--depth"]),
    ("fall", ["--height", "--res"], ["--on-flat", "--smaller", "--bases", "--difficulty"]),
])
def test_each_kind_s_help_lists_only_its_own_options(muster, kind, own, foreign):
    shown = muster(*CONF, "feat", kind, "--help").out
    assert all(option in shown for option in own), shown
    assert not [option for option in foreign if f"  {option} " in shown], shown
    assert "--feat" not in shown


def test_the_kinds_are_the_rule_s_feats():
    from muster.games.confrontation.feat import FEATS
    from muster.verbs.roll.confrontation import KINDS

    assert KINDS == FEATS


@pytest.mark.parametrize(("kind", "english", "czech"), [
    ("climb", "a climb needs --height (cm above the ground where the roll is made)",
     "šplhání potřebuje --height (výšku v cm nad zemí, ve které se hází)"),
    ("fall", "a deliberate fall needs --height (cm to the ground)",
     "úmyslný pád potřebuje --height (vzdálenost k zemi v cm)"),
])
def test_a_climb_or_a_fall_without_its_height_says_what_it_is(muster, kind, english, czech):
    for lang, said in (("en", f"muster: error: {english}\n"), ("cs", f"muster: chyba: {czech}\n")):
        run = muster("--lang", lang, *CONF, "feat", kind, "--mov", "10", "--res", "2")
        assert (run.code, run.out, run.err) == (2, "", said)


def test_each_kind_s_subcommand_takes_the_fields_its_spec_takes():
    """The library's `OWN_FIELDS` (another kind's field is refused) and each kind's
    subcommand's options say the same: neither can take a field the other refuses."""
    import inspect

    from muster.commands import roll_confrontation_feat as commands
    from muster.games.confrontation.feat import OWN_FIELDS

    rolling = {"mov", "ability", "seed", "dice", "odds", "times", "as_json"}
    for kind, own in OWN_FIELDS.items():
        function = getattr(commands, kind.replace("-", "_"))
        assert set(inspect.signature(function).parameters) - rolling == set(own), kind
