"""The physical feat (seed 000 L557-605): MOV in cm / inches, the feats' difficulties and the
wounds a failure costs."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.errors import FieldError
from muster.games.confrontation.feat import FeatSpec, _key, feat, parse_mov


def outcomes(out) -> dict:
    return {r["outcome"]: r["fraction"] for r in out["outcomes"]}


# ---------------------------------------------------------------------- physical feats


@pytest.mark.parametrize("text, cm", [("12", 12), ("12/4.8", 12), ("4.8in", 12),
                                      ("10", 10), ("10/4", 10), ("7,5", Fraction(15, 2))])
def test_mov_in_cm_and_inches(text, cm):
    assert parse_mov(text) == cm


def test_mov_that_disagrees_is_refused(muster):
    assert_one_line_error(muster("roll", "conf", "--feat", "plain", "--mov", "12/4.5",
                                 "--difficulty", "3"), "4.5 inches")


def test_plain_feat_is_above_zero(muster):
    # d6 + 12/2.5 - 7 > 0: a 3 gives 7.8 > 7.
    out = ok_json(muster, "roll", "conf", "--feat", "plain", "--mov", "12", "--difficulty", "7",
                  "--dice", "3")
    assert out["total"] == 7.8 and out["success"] is True
    assert ok_json(muster, "roll", "conf", "--feat", "plain", "--mov", "12", "--difficulty", "7",
                "--dice", "2")["success"] is False


def test_long_jump_difficulty_and_its_leg_wound(muster):
    # L573-576: 4 + 1 per base length: two bases -> 6; MOV 10 = 4: a 2 gives 6, not above.
    # A failure is a leg wound at STR = depth 8 against RES 3: 2-5 -> legs, 7 + 8 - 3 = 12.
    out = ok_json(muster, "roll", "conf", "--feat", "long-jump", "--mov", "10", "--res", "3",
                  "--bases", "2",
               "--depth", "8", "--dice", "2,2,5")
    assert out["difficulty"] == 6 and out["success"] is False
    assert out["wound"]["location"] == "legs" and out["wound"]["score"] == 12
    assert out["wound"]["result"] == "light"


def test_high_jump_over_models_and_smaller_obstacles(muster):
    # L577-584: height + RES, -2 for a smaller obstacle; over a large figure the height is 6
    out = ok_json(muster, "roll", "conf", "--feat", "high-jump", "--mov", "10", "--res", "3",
                  "--over-models",
               "large", "--smaller", "--dice", "4")
    assert out["difficulty"] == 6 + 3 - 2 and out["success"] is True  # 4 + 4 = 8 > 7


def test_swimming_failure_is_a_light_wound(muster):
    # L562-567: feat - RES above 0, else an automatic light wound
    out = ok_json(muster, "roll", "conf", "--feat", "swim", "--mov", "10", "--res", "6", "--dice",
                  "2")
    assert out["total"] == 0 and out["success"] is False and out["state"] == "light"
    assert ok_json(muster, "roll", "conf", "--feat", "swim", "--mov", "10", "--res", "6",
                "--dice", "3")["success"] is True


def test_climbing_reports_cm_and_a_fall_wounds(muster):
    # L589-598: feat - RES cm; MOV 12 -> 4.8, RES 2: a 4 climbs 6.8 cm
    assert ok_json(muster, "roll", "conf", "--feat", "climb", "--mov", "12/4.8", "--res", "2",
                   "--height", "5",
                "--dice", "4")["outcome"] == "climbs 6.8 cm"
    # MOV 5 -> 2, RES 6: a 3 gives -1: a fall, a wound at STR 5 (not fixed to the legs)
    out = ok_json(muster, "roll", "conf", "--feat", "climb", "--mov", "5", "--res", "6",
                  "--height", "5",
               "--dice", "3,3,4")
    assert out["outcome"] == "falls" and out["wound"]["location"] == "torso"
    flat = ok_json(muster, "roll", "conf", "--feat", "climb", "--mov", "5", "--res", "6",
                   "--height", "5",
                "--on-flat", "--dice", "3")
    assert flat["outcome"] == "falls" and flat["wound"] is None


def test_deliberate_fall(muster):
    # L599-605: unhurt when the distance is no more than the feat; else a leg wound at
    # STR = distance - feat: 10 cm, feat 2 + 4 = 6 -> STR 4
    assert ok_json(muster, "roll", "conf", "--feat", "fall", "--mov", "10", "--res", "3",
                   "--height", "6",
                "--dice", "2")["outcome"] == "unharmed"
    out = ok_json(muster, "roll", "conf", "--feat", "fall", "--mov", "10", "--res", "3",
                  "--height", "10",
               "--dice", "2,1,2")
    assert out["wound_str"] == 4 and out["wound"]["location"] == "legs"


def _fall_brute_force(inches: int, height: int) -> dict[int | None, Fraction]:
    """The STR of a deliberate fall's leg wound (None: unharmed), die by die: a 1 fails (a
    feat of 0), a total reaching the height spares the model, a 6 below it rolls on."""
    out: dict[int | None, Fraction] = {}

    def go(total: int, p: Fraction) -> None:
        for d in range(1, 7):
            q = p / 6
            if d == 1:
                key = height if height > 0 else None
            elif total + d >= height:
                key = None
            elif d == 6:
                go(total + d, q)
                continue
            else:
                key = height - total - d
            out[key] = out.get(key, Fraction(0)) + q

    go(inches, Fraction(1))
    return out


@pytest.mark.parametrize("height", [0, 5, 10, 12, 17, 23])
def test_a_deliberate_fall_rolls_on_only_below_the_height(height):
    """Seed 000 L372 makes rolling on a choice and L599-605 spares the model once the feat
    reaches the distance, so past it more dice only risk a 1 (RULINGS 2, docs/RULINGS.md
    "Physical feats"): the feat's odds are the brute force of that roller, exactly."""
    from muster.engine.odds import enumerate_outcomes
    from muster.games.confrontation.feat import _Read, _test

    spec = FeatSpec("fall", "10", res=3, height=height)  # MOV 10: d6 + 4

    def strength(read: tuple) -> int | None:
        auto_fail, total, _ = read
        fall = height - (0 if auto_fail else total)
        return fall if fall > 0 else None

    read = _Read(spec.kind, spec.height)
    walked = enumerate_outcomes(lambda src: strength(read(_test(src, spec))), lambda k: k)
    assert walked.probs == _fall_brute_force(4, height) and not walked.truncated


def test_a_deliberate_fall_stops_at_the_height(muster):
    # MOV 10, 10 cm: a 6 makes 10, unharmed; no die after it (entering one is refused)
    base = ["roll", "conf", "--feat", "fall", "--mov", "10", "--res", "3", "--height", "10"]
    out = ok_json(muster, *base, "--dice", "6")
    assert out["outcome"] == "unharmed" and out["dice"] == [6]
    assert_one_line_error(muster(*base, "--dice", "6,1"), "too many dice")
    rows = {r["outcome"]: r["fraction"] for r in ok_json(muster, *base, "--odds")["outcomes"]}
    assert rows["unharmed"] == "1/6"
    # 12 cm: a 6 makes 10 and rolls on; a 1 after it fails: the whole 12 cm
    base[-1] = "12"
    out = ok_json(muster, *base, "--dice", "6,1,4,4")
    assert out["dice"] == [6, 1] and out["automatic_failure"] and out["wound_str"] == 12
    assert ok_json(muster, *base, "--dice", "6,2")["outcome"] == "unharmed"


def test_feat_odds(muster):
    # long jump over one base (difficulty 5), MOV 10: d6 + 4 > 5 needs 2+: 5/6
    out = ok_json(muster, "roll", "conf", "--feat", "long-jump", "--mov", "10", "--res", "3",
                  "--bases", "1",
               "--depth", "8", "--odds")
    assert outcomes(out)["success"] == "5/6"


def test_feat_refusals(muster):
    assert_one_line_error(muster("roll", "conf", "--feat", "swim", "--mov", "10"), "--res")
    assert_one_line_error(muster("roll", "conf", "--feat", "hop", "--mov", "10"), "unknown feat")
    assert_one_line_error(muster("roll", "conf", "--mov", "10"), "--feat")
    assert_one_line_error(muster("roll", "conf"), "--value")


def test_feat_drivers_agree():
    spec = FeatSpec("long-jump", "10", res=3, bases=2, depth=8)
    assert_drivers_agree(lambda src: feat(src, spec), lambda r: r.key, range(15))


def test_a_feat_takes_one_difficulty(muster):
    run = muster("roll", "conf", "--feat", "plain", "--mov", "10", "-D", "6", "-D", "8",
                 "--dice", "3")
    assert_one_line_error(run, "2 difficulties given")


@pytest.mark.parametrize("kind, extra", [
    ("swim", ["--res", "6"]), ("long-jump", ["--res", "6", "--bases", "1", "--depth", "5"]),
    ("climb", ["--res", "6", "--height", "5"]), ("fall", ["--res", "6", "--height", "5"])])
def test_a_difficulty_given_to_a_feat_with_its_own_is_refused(muster, kind, extra):
    """Only a plain feat takes -D; the others set their difficulty: their subcommands have
    no such option, and the spec refuses one (a library caller)."""
    for line in (["feat", "--feat", kind], ["feat", kind], ["--feat", kind]):
        run = muster("roll", "conf", *line, "--mov", "10", *extra, "-D", "5", "--dice", "2")
        assert_one_line_error(run, "no such option: -D; it is an option of 'muster roll conf "
                              "feat plain'", f"'muster roll conf feat {kind} --help'")
    with pytest.raises(FieldError, match="sets its own difficulty"):
        FeatSpec(kind, 10, res=6, difficulty=5, bases=1, depth=5, height=5)
    spec = FeatSpec(kind, 10, res=6, bases=1 if kind == "long-jump" else None,
                    depth=5 if kind == "long-jump" else None,
                    height=5 if kind in ("climb", "fall") else None)
    assert spec.difficulty is None  # the same feat without -D is accepted


def test_vivacity_and_hardened_on_physical_feats(muster):
    """Vivacity: a feat's natural or modified 1 is no automatic failure (L1306-1309);
    Hardened: a 5 rolls on, on any roll but damage (L1440-1443)."""
    plain = ["roll", "conf", "feat", "--feat", "plain", "--mov", "10"]
    out = ok_json(muster, *plain, "-D", "4", "--dice", "1")
    assert out["automatic_failure"] is True and out["success"] is False
    out = ok_json(muster, *plain, "-D", "4", "--ability", "vivacity", "--dice", "1")
    assert out["automatic_failure"] is False and out["success"] is True  # 1 + 4 = 5 > 4
    out = ok_json(muster, *plain, "-D", "9", "--ability", "hardened", "--dice", "5,3")
    assert out["dice"] == [5, 3] and out["success"] is True  # 5 + 3 + 4 = 12 > 9
    # by hand: d6 + 4 > 9 on a 6, or a 5 rolling on to anything but a natural 1: 11/36
    odds = ok_json(muster, *plain, "-D", "9", "--ability", "otrlý", "--odds")
    rows = {r["outcome"]: r["fraction"] for r in odds["outcomes"]}
    assert rows["success"] == "11/36"
    assert_one_line_error(muster(*plain, "-D", "9", "--ability", "bravery", "--dice", "3"),
                          "Bravery", "physical feat")


FEATS_WEIGHED = [
    FeatSpec("climb", "12/4.8", res=2, height=5),
    FeatSpec("climb", "10", res=3, height=0, on_flat=True),
    FeatSpec("fall", "10", res=3, height=10),
    pytest.param(FeatSpec("fall", "7.5", res=4, height=14, current="light"),
                 marks=pytest.mark.slow),
    FeatSpec("high-jump", "10", res=2, height=3),
    FeatSpec("swim", "10", res=3, abilities=("vivacity",)),
]


@pytest.mark.parametrize("spec", FEATS_WEIGHED,
                         ids=lambda s: f"{s.kind}-{s.height}" if isinstance(s, FeatSpec) else None)
def test_feat_odds_are_the_walk_die_by_die(spec, die_by_die):
    # the feat weighs its test once as a stage and its chain whole: the very
    # fractions, in the same order, as the walk die by die with the test run inline
    from muster.engine.odds import enumerate_outcomes

    walked = enumerate_outcomes(lambda src: feat(src, spec), _key)
    die_by_die.undo()
    now = enumerate_outcomes(lambda src: feat(src, spec), _key)
    assert now.probs == walked.probs and list(now.probs) == list(walked.probs)
    assert now.truncated == walked.truncated


def test_a_feat_weighs_its_test_by_what_it_reads():
    """A fall reads the total only up to the height (more spares the model all the same),
    a jump only whether it succeeded, a climb every total: the test's open-ended chain of
    d6 becomes that many branches of the feat, not one per total."""
    from muster.engine.odds import enumerate_outcomes
    from muster.games.confrontation.feat import _Read, _test

    def options(spec):
        read = _Read(spec.kind, spec.height)
        return set(enumerate_outcomes(lambda src: _test(src, spec), read).probs)

    # d6 + 4 against the height 10: totals 6 to 9, or 10 (a 6: no die after it), or a 1
    fall = FeatSpec("fall", "10", res=3, height=10)
    assert options(fall) == ({(True, None, False), (False, 10, True)}
                             | {(False, t, False) for t in (6, 7, 8, 9)})
    jump = FeatSpec("high-jump", "10", res=2, height=6)  # d6 + 4 over 8: 5 and up
    assert options(jump) == {(True, None, False), (False, None, False), (False, None, True)}
    climb = FeatSpec("climb", "12/4.8", res=2, height=5)
    assert len(options(climb)) > 100  # every total of the chain: the centimetres climbed


@pytest.mark.parametrize(("kind", "given", "field", "high"), [
    ("long-jump", {"bases": -1, "depth": 3}, "bases", None),
    ("long-jump", {"bases": 1, "depth": -1}, "depth", 100),  # the STR of a failure
    ("high-jump", {"height": -1}, "height", 100),
    ("climb", {"height": -1}, "height", 100),
])
def test_a_feat_s_distances_are_range_errors(kind, given, field, high):
    from helpers import assert_range_refused
    from muster.games.confrontation.feat import FeatSpec

    assert_range_refused(lambda: FeatSpec(kind, 10, res=2, **given), field, -1, 0, high)


@pytest.mark.parametrize(("kind", "field", "args"), [
    ("plain", "mov", {"mov": "1e999", "difficulty": 3}),  # no float can hold it
    ("plain", "mov", {"mov": "1e400in", "difficulty": 3}),
    ("plain", "mov", {"mov": 150, "difficulty": 3}),
    ("fall", "height", {"mov": 10, "res": 3, "height": 150}),
    ("climb", "height", {"mov": 10, "res": 3, "height": 101}),
    ("long-jump", "depth", {"mov": 10, "res": 3, "bases": 1, "depth": 150}),
])
def test_a_feat_s_mov_height_and_depth_keep_their_ranges(kind, field, args):
    """MOV is 0 to 100 cm, as a figure's; a height or a depth is the STR of the wound a
    failure costs, a STR's 0 to 100 (RULINGS): out of range is a RangeError on its field,
    never an overflow."""
    from muster.errors import RangeError

    with pytest.raises(RangeError) as err:
        FeatSpec(kind, **args)
    assert (err.value.field, err.value.low, err.value.high) == (field, 0, 100)


def test_a_mov_past_any_float_is_refused_in_one_line(muster):
    for lang, said in (("en", "muster: error: --mov must be between 0 and 100 cm, not "
                              "'1e999'\n"),
                       ("cs", "muster: chyba: --mov musí být mezi 0 a 100 cm, ne „1e999“\n")):
        run = muster("--lang", lang, "roll", "conf", "feat", "plain", "--mov", "1e999", "-D",
                     "3", "--dice", "3")
        assert (run.code, run.out, run.err) == (2, "", said)
    assert_one_line_error(muster("roll", "conf", "feat", "fall", "--mov", "10", "--res", "3",
                                 "--height", "150"), "--height must be between 0 and 100, not 150")


def test_a_swim_below_zero_is_titled_as_a_subtraction(muster):
    """MOV 10 cm / 2.5 - RES 6 is -2: 'd6 - 2 > 0', not 'd6 + -2' (Czech 'k6 − 2 > 0')."""
    line = ("roll", "conf", "feat", "swim", "--mov", "10", "--res", "6", "--odds")
    assert muster(*line).out.splitlines()[0] == "Swimming: d6 - 2 > 0"
    assert muster("--lang", "cs", *line).out.splitlines()[0] == "Plavání: k6 \u2212 2 > 0"


@pytest.mark.parametrize("text", ["12/", "/4.8", "12/ "])
def test_a_mov_with_half_of_cm_and_inches_is_refused(text):
    from muster.errors import FieldError

    with pytest.raises(FieldError) as err:
        parse_mov(text)
    assert err.value.field == "mov"


@pytest.mark.parametrize(("kind", "given", "field"), [
    ("swim", {"res": 3, "height": 5}, "height"),
    ("swim", {"res": 3, "bases": 2}, "bases"),
    ("climb", {"res": 3, "height": 5, "depth": 3}, "depth"),
    ("fall", {"res": 3, "height": 5, "on_flat": True}, "on_flat"),
    ("plain", {"difficulty": 4, "res": 3}, "res"),
])
def test_a_feat_refuses_another_kind_s_field(kind, given, field):
    """A library caller gets what the command line gets: a field of another kind of feat is
    refused, not silently ignored (each kind's subcommand has only its own options)."""
    with pytest.raises(FieldError) as err:
        FeatSpec(kind, 10, **given)
    assert err.value.field == field
    assert str(err.value).endswith(f"does not use {field}")


@pytest.mark.parametrize(("typed", "en", "cs"), [
    ("-2.5in", "'-2.5in' (-6.25 cm)", "„-2.5in“ (−6,25 cm)"),
    ("50 palců", "'50 palců' (125 cm)", "„50 palců“ (125 cm)"),
    ("-5", "'-5'", "„-5“"),
    ("150/60", "'150/60'", "„150/60“"),
    # as typed in Czech too: no decimal comma, no grouping put into the user's text
    ("-0.5", "'-0.5'", "„-0.5“"),
    ("1500", "'1500'", "„1500“"),
    ("100.0000001", "'100.0000001'", "„100.0000001“"),
    ("-0,5", "'-0,5'", "„-0,5“"),
    # inches in cm with every digit, the same in both languages: never a rounded −0 that
    # would read as within the range; a tiny one in powers of ten, one that does not end
    # in six digits
    ("-0.001in", "'-0.001in' (-0.0025 cm)", "„-0.001in“ (\u22120,0025 cm)"),
    ("-1e-9in", "'-1e-9in' (-2.5e-9 cm)",
     "„-1e-9in“ (\u22122,5\u00a0\u00b7\u00a010\u207b\u2079 cm)"),
    ("100.001in", "'100.001in' (250.0025 cm)", "„100.001in“ (250,0025 cm)"),
    ("40.001in", "'40.001in' (100.0025 cm)", "„40.001in“ (100,0025 cm)"),
    ("-1/3in", "'-1/3in' (-0.833333 cm)", "„-1/3in“ (\u22120,833333 cm)"),
    # one that does not end keeps the first two digits of its distance from the bound it
    # crossed: 100.0000833... cm is never shown as 100, which reads as within 0 to 100
    ("1200001/30000in", "'1200001/30000in' (100.000083 cm)",
     "„1200001/30000in“ (100,000083 cm)"),
    ("120000001/3000000in", "'120000001/3000000in' (100.00000083 cm)",
     "„120000001/3000000in“ (100,00000083 cm)"),
    # a decimal that ends keeps every digit, past the 28 a default decimal context keeps
    ("40.000000000000000000000000000001in",
     "'40.000000000000000000000000000001in' (100.0000000000000000000000000000025 cm)",
     "„40.000000000000000000000000000001in“ (100,0000000000000000000000000000025 cm)"),
    ("1500in", "'1500in' (3750 cm)", "„1500in“ (3\u00a0750 cm)")])
def test_a_mov_out_of_range_is_refused_as_it_was_typed(muster, typed, en, cs):
    # a MOV is 0 to 100 cm (RULINGS): refused with what was typed, the range with its unit,
    # and what inches are in cm (2.5 cm each)
    line = ("roll", "conf", "feat", "swim", f"--mov={typed}", "--res", "3", "--dice", "3")
    run = muster(*line)
    assert (run.code, run.out, run.err) == (
        2, "", f"muster: error: --mov must be between 0 and 100 cm, not {en}\n")
    czech = muster("--lang", "cs", *line)
    assert (czech.code, czech.out, czech.err) == (
        2, "", f"muster: chyba: --mov musí být mezi 0 a 100 cm, ne {cs}\n")


@pytest.mark.parametrize("typed", ["7.5000001", "1/3in", "12.0005"])
def test_a_mov_finer_than_a_thousandth_of_a_cm_is_refused(muster, typed):
    # MOV is taken to a thousandth of a cm (RULINGS): a total a hair over the difficulty
    # was shown as '= 9.0, needs > 9' and then a success
    line = ("roll", "conf", "feat", "high-jump", f"--mov={typed}", "--res", "3", "--height",
            "6", "--dice", "6")
    run = muster(*line)
    assert (run.code, run.out, run.err) == (
        2, "", "muster: error: --mov is given to a thousandth of a cm at most, as a card gives "
               f"it ('12', '12.5', '4.8in'), not '{typed}'\n")
    czech = muster("--lang", "cs", *line)
    assert (czech.code, czech.out) == (2, "")
    assert czech.err.startswith("muster: chyba: --mov se zadává nejvýš na tisíciny cm")


def test_a_mov_in_inches_to_two_decimals_is_taken_exactly(muster):
    # 4.85 inches are 12.125 cm: MOV / 2.5 is 4.85, the total shown to its last digit
    run = muster("roll", "conf", "feat", "high-jump", "--mov=4.85in", "--res", "3",
                 "--height", "6", "--dice", "6", "--json")
    assert run.code == 0, run.err
    assert (run.json["mov_cm"], run.json["total"], run.json["difficulty"],
            run.json["success"]) == (12.125, 10.85, 9, True)


@pytest.mark.parametrize(("ability", "en", "cs"), [
    ("statečnost", "Bravery does not change a physical feat's die (Courage tests)",
     "Statečnost kostku tělesného úkonu nemění (testy Odvahy)"),
    ("born-killer", "Born killer does not change a physical feat's die (Courage tests)",
     "Rozený zabiják kostku tělesného úkonu nemění (testy Odvahy)"),
    ("sharp-shooter", "Sharp shooter does not change a physical feat's die (shooting rolls)",
     "Přesný střelec kostku tělesného úkonu nemění (hody na Střelbu)"),
    ("fanaticism", "Fanaticism does not change a physical feat's die (Discipline rolls)",
     "Fanatismus kostku tělesného úkonu nemění (hody na Disciplínu)"),
    ("brutal", "Brutal does not change a physical feat's die (not named in the seed; read as "
     "Attack rolls)", "Surovost kostku tělesného úkonu nemění (v pravidlech neuvedeno; čteno "
     "jako hody na Útok)")])
def test_an_ability_a_feat_does_not_take_is_refused_with_its_rolls(muster, ability, en, cs):
    # L1088-1092, L1112-1135, L1149-1154, L1292-1296: each ability names the rolls it
    # changes (data/tests.toml `applies`, in Czech `applies_cs`); a feat's die is changed by
    # Hardened and Vivacity alone (L1306-1309, L1440-1443)
    line = ("roll", "conf", "feat", "swim", "--mov", "12", "--res", "3", "--ability", ability,
            "--dice", "3")
    run = muster(*line)
    assert (run.code, run.out, run.err) == (
        2, "", f"muster: error: {en}; Hardened and Vivacity do (L1306-1309, L1440-1443)\n")
    czech = muster("--lang", "cs", *line)
    assert (czech.code, czech.out, czech.err) == (
        2, "", f"muster: chyba: {cs}; Otrlý a Duchapřítomnost ano (ř.\u00a01306–1309, "
        "1440–1443)\n")


def test_a_feat_s_unknown_ability_lists_the_abilities_a_feat_takes(muster):
    # Hardened and Vivacity change a feat's die (L1306-1309, L1440-1443), no other
    line = ("roll", "conf", "feat", "swim", "--mov", "10", "--res", "3", "--ability", "foo",
            "--dice", "3")
    run = muster(*line)
    assert (run.code, run.out, run.err) == (
        2, "", "muster: error: unknown ability 'foo' (allowed: hardened, vivacity)\n")
    czech = muster("--lang", "cs", *line)
    assert (czech.code, czech.out, czech.err) == (
        2, "", "muster: chyba: schopnost „foo“ neexistuje (povolené hodnoty: Otrlý, "
        "Duchapřítomnost)\n")
    # an ability a feat does not take keeps its reason; one it takes by its Czech name works
    assert_one_line_error(muster(*line[:-3], "bravery", "--dice", "3"),
                          "Bravery does not change a physical feat's die")
    # (a plain feat at 9 with MOV 10 cm, 4: a 5 is 9, not above 9, and rolls on: 5 + 2 + 4)
    assert muster("roll", "conf", "feat", "plain", "--mov", "10", "-D", "9", "--ability",
                  "otrlý", "--dice", "5,2", "--json").json["total"] == 11
