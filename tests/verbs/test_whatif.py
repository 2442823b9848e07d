"""What-if columns (--vs), the mean per 100 points (--per-points) and --chart on every
rolling command's --odds (verbs/_whatif.py, engine/whatif.py)."""

from __future__ import annotations

import shlex
import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json

WM = ["wound", "wm", "--attacks", "6", "--to-hit", "4", "--armour", "5"]

# (the base command, one --vs, the command the column is): one or more per game and verb
COLUMNS = [
    (WM, "--to-hit 3", ["wound", "wm", "--attacks", "6", "--to-hit", "3", "--armour", "5"]),
    (WM, "--armour 4", ["wound", "wm", "--attacks", "6", "--to-hit", "4", "--armour", "4"]),
    (["wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "5"], "--reroll-one-save",
     ["wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "5", "--reroll-one-save"]),
    (["wound", "conf", "--str", "13", "--res", "7"], "--str 10",
     ["wound", "conf", "--str", "10", "--res", "7"]),
    (["wound", "bl", "--attacker-colour", "red", "--weapon", "long-sword", "--target-colour",
      "blue"], "--target-colour green",
     ["wound", "bl", "--attacker-colour", "red", "--weapon", "long-sword", "--target-colour",
      "green"]),
    (["wound", "mk", "--attack", "10", "--damage", "3", "-D", "16"], "-D 17",
     ["wound", "mk", "--attack", "10", "--damage", "3", "-D", "17"]),
    (["wound", "void", "--weapon", "sword", "--target-armor", "5"], "--target-armor 7",
     ["wound", "void", "--weapon", "sword", "--target-armor", "7"]),
    (["roll", "wm", "--target", "5", "--count", "3"], "--count 4",
     ["roll", "wm", "--target", "5", "--count", "4"]),
    (["roll", "wm", "cast", "--value", "5", "--scroll"], "--value 6",
     ["roll", "wm", "cast", "--value", "6", "--scroll"]),
    # --no-FLAG in a column turns off a flag the base gives
    (["roll", "wm", "cast", "--value", "5", "--scroll"], "--no-scroll",
     ["roll", "wm", "cast", "--value", "5"]),
    (["wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "5", "--reroll-one-save"],
     "--no-reroll-one-save --armour 4",
     ["wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "4"]),
    (["roll", "conf", "-v", "4", "-D", "6"], "-D 8", ["roll", "conf", "-v", "4", "-D", "8"]),
    (["roll", "mk", "-a", "9", "-D", "16"], "-a 10", ["roll", "mk", "-a", "10", "-D", "16"]),
    (["roll", "void", "--target", "8"], "--target 10", ["roll", "void", "--target", "10"]),
    (["roll", "bl", "3"], "4", ["roll", "bl", "4"]),  # an argument: the column's own
    (["roll", "2d6"], "3d6", ["roll", "3d6"]),
    (["siege-breach", "wm", "--target", "gate", "--shots", "2", "--weapon", "stone-thrower"],
     "--shots 3",
     ["siege-breach", "wm", "--target", "gate", "--shots", "3", "--weapon", "stone-thrower"]),
]


def _own(muster, args):
    got = ok_json(muster, *args, "--odds", "--json")
    got.pop("schema_version")
    return got


@pytest.mark.parametrize("base,vs,column", COLUMNS,
                         ids=[" ".join(b) + " --vs " + v for b, v, _c in COLUMNS])
def test_each_column_is_the_commands_own_odds(muster, base, vs, column):
    got = ok_json(muster, *base, "--odds", "--json", "--vs", vs)
    assert got["schema_version"] == 1 and got["what_if"] is True
    first, second = got["columns"]
    assert first["base"] and first["changes"] == "" and not second["base"]
    assert second["changes"] == vs
    assert first["result"] == _own(muster, base)
    assert second["result"] == _own(muster, column)
    rows = {}
    for col in (first, second):
        if "distribution" in col:  # numbers: the column's table is its own odds table
            rows[id(col)] = {r["value"]: Fraction(r["fraction"]) for r in col["distribution"]}
        else:
            rows[id(col)] = {str(r["outcome"]): Fraction(r["fraction"])
                             for r in col["outcomes"]}
        assert sum(rows[id(col)].values()) == 1
    theirs, mine = rows[id(first)], rows[id(second)]
    for row in second["difference"]["rows"]:
        key = row.get("value", row.get("outcome"))
        key = key if "value" in row else str(key)
        assert row["p"] == pytest.approx(float(mine.get(key, 0) - theirs.get(key, 0)), abs=1e-9)
        if "at_least" in row:
            at_least = sum(p for v, p in mine.items() if v >= key) \
                - sum(p for v, p in theirs.items() if v >= key)
            assert row["at_least"] == pytest.approx(float(at_least), abs=1e-9)


def test_warmaster_what_if_means(muster):
    """6 attacks: to hit 4+ (1/2) and armour 5+ (2/3 unsaved) -> mean 6 x 1/2 x 2/3 = 2;
    to hit 3+ -> 6 x 2/3 x 2/3 = 8/3; armour 4+ -> 6 x 1/2 x 1/2 = 3/2."""
    got = ok_json(muster, *WM, "--odds", "--json", "--vs", "--to-hit 3", "--vs", "--armour 4")
    base, hit3, arm4 = got["columns"]
    assert (base["mean"], hit3["mean"], arm4["mean"]) == pytest.approx((2, 8 / 3, 1.5))
    assert hit3["difference"]["mean"] == pytest.approx(2 / 3)
    assert arm4["difference"]["mean"] == pytest.approx(-0.5)
    # at least 1 unsaved hit: 1 - (2/3)^6 at 4+ vs 1 - (5/9)^6 at 3+
    at_least_1 = next(r for r in hit3["difference"]["rows"] if r["value"] == 1)["at_least"]
    assert at_least_1 == pytest.approx((1 - (5 / 9) ** 6) - (1 - (2 / 3) ** 6))


def test_terminal_columns_side_by_side(muster):
    run = muster(*WM, "--odds", "--vs", "--to-hit 3", "--vs", "--armour 4")
    assert run.code == 0, run.err
    lines = run.out.splitlines()
    assert lines[0] == "What if: 6 attacks at 4+ against 5+ armour: unsaved hits"
    assert "--to-hit 3: 6 attacks at 3+ against 5+ armour: unsaved hits" in run.out
    header = next(line for line in lines if line.startswith("unsaved"))
    assert header.split() == ["unsaved", "base", "at", "least", "--to-hit", "3", "at", "least",
                              "difference", "--armour", "4", "at", "least", "difference"]
    one = next(line for line in lines if line.split()[0] == "1")
    # at least one unsaved hit: 91.22 % base, 97.06 % at 3+ (+5.84 points), 82.20 % at 4+
    assert one.split()[3] == "91.22" and "+5.84" in one and "-9.02" in one
    assert "--to-hit 3: mean 2.67 (+0.67)" in run.out
    assert "--armour 4: mean 1.5 (-0.5)" in run.out


def test_per_points(muster):
    got = ok_json(muster, *WM, "--odds", "--json", "--per-points", "120",
                  "--vs", "--to-hit 3 --per-points 150", "--vs", "--armour 4")
    base, hit3, arm4 = got["columns"]
    assert (base["points"], hit3["points"], arm4["points"]) == (120, 150, 120)  # inherited
    assert base["mean_per_100_points"] == pytest.approx(2 * 100 / 120)
    assert hit3["mean_per_100_points"] == pytest.approx(8 / 3 * 100 / 150)
    assert hit3["difference"]["mean_per_100_points"] == pytest.approx(
        8 / 3 * 100 / 150 - 2 * 100 / 120)
    run = muster(*WM, "--odds", "--per-points", "120")
    assert "mean per 100 points (at 120 points): 1.67" in run.out
    alone = ok_json(muster, *WM, "--odds", "--json", "--per-points", "120")
    assert alone["mean_per_100_points"] == pytest.approx(2 * 100 / 120)
    assert alone["distribution"] == _own(muster, WM)["distribution"]


def test_without_extras_nothing_changes(muster):
    plain = muster(*WM, "--odds")
    assert "What if" not in plain.out and "per 100" not in plain.out


def test_czech_columns(muster):
    run = muster("--lang", "cs", *WM, "--odds", "--vs", "--to-hit 3", "--per-points", "120")
    assert run.code == 0, run.err
    assert run.out.startswith("Srovnání (--vs), základ – ")
    assert "základ" in run.out and "rozdíl" in run.out and "aspoň" in run.out
    assert "--to-hit 3: průměr 2,67 (+0,67)" in run.out
    assert "na 100 bodů" in run.out and "procentních bodech" in run.out


def test_categorical_outcomes_compare_by_each_outcome(muster):
    got = ok_json(muster, "roll", "wm", "cast", "--value", "5", "--odds", "--json",
                  "--vs", "--value 6")
    base, six = got["columns"]
    assert "mean" not in base and {r["outcome"] for r in base["outcomes"]} == {True, False}
    p5 = next(r for r in base["outcomes"] if r["outcome"] is True)["p"]
    p6 = next(r for r in six["outcomes"] if r["outcome"] is True)["p"]
    assert p5 == pytest.approx(2 / 6) and p6 == pytest.approx(1 / 6)  # a D6 at 5+ / 6+
    diff = next(r for r in six["difference"]["rows"] if r["outcome"] is True)
    assert diff["p"] == pytest.approx(-1 / 6)


@pytest.mark.parametrize("vs,needles", [
    ("--to-hit 9", ["--vs '--to-hit 9'", "--to-hit 9 is impossible"]),
    ("--seed 3", ["--vs '--seed 3'", "--seed", "whole command"]),
    ("--odds", ["--odds", "whole command"]),
    ("--json", ["--json", "whole command"]),
    ("--chart x.svg", ["--chart", "whole command"]),
    ("--lang cs", ["--lang", "whole command"]),
    ("--help", ["--help", "whole command"]),
    ("", ["changes nothing"]),
    ("'", ["cannot read it"]),
    ("--per-points 0", ["--vs '--per-points 0': --per-points must be 1 or more, not 0"]),
    ("--to-hit", ["--vs '--to-hit': --to-hit needs a value"]),
    ("--armour 4 -a", ["--vs '--armour 4 -a': -a needs a value"]),
    ("--seed", ["--vs '--seed': --seed is the whole command's"]),
    ("--no-odds", ["--vs '--no-odds': no such option: --no-odds"]),
    ("--no-to-hit", ["--vs '--no-to-hit': no such option: --no-to-hit"]),
    ("--no-reroll-one-save --reroll-one-save",
     ["--no-reroll-one-save and --reroll-one-save both given; choose one"]),
    ("--to-hitt 3", ["--vs '--to-hitt 3': no such option: --to-hitt (did you mean '--to-hit'?)"]),
])
def test_column_mistakes_name_the_option_and_the_vs(muster, vs, needles):
    assert_one_line_error(muster(*WM, "--odds", "--vs", vs), *needles)


@pytest.mark.parametrize("args,needle", [
    ([*WM, "--vs", "--to-hit 3"], "use it with --odds"),
    ([*WM, "--per-points", "120"], "use it with --odds"),
    ([*WM, "--odds", "--per-points", "0"], "--per-points must be 1 or more, not 0"),
    ([*WM, "--chart", "x.svg"], "--odds"),
    (["roll", "2d6", "3d6", "--odds", "--vs", "4d6"], "compare one at a time"),
    (["roll", "conf", "-v", "4", "-D", "6", "-D", "8", "--odds", "--vs", "-v 5"],
     "compare one at a time"),
    (["roll", "wm", "cast", "--value", "5", "--odds", "--per-points", "100"], "no mean"),
    (["wound", "conf", "--str", "13", "--res", "7", "--odds", "--chart", "x.svg",
      "--chart-of", "ge"], "eq"),
])
def test_extras_mistakes(muster, tmp_path, monkeypatch, args, needle):
    monkeypatch.chdir(tmp_path)
    assert_one_line_error(muster(*args), needle)
    assert not (tmp_path / "x.svg").exists()


def test_a_column_refused_by_its_rule_says_which_vs(muster):
    run = muster("wound", "conf", "--str", "13", "--res", "7", "--odds", "--vs",
                 "--current bogus")
    assert_one_line_error(run, "--vs '--current bogus'", "--current", "bogus")


def _svg(path):
    root = ET.parse(path).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    lines = root.findall(f"{ns}polyline")
    texts = [t.text for t in root.iter(f"{ns}text")]
    return lines, texts


def _points(line):
    return [tuple(map(float, p.split(","))) for p in line.get("points").split()]


def test_chart_on_a_game_command(muster, tmp_path):
    path = tmp_path / "wm.svg"
    run = muster(*WM, "--odds", "--chart", str(path))
    assert run.code == 0, run.err
    assert run.out == muster(*WM, "--odds").out  # the table as without --chart, and the picture
    lines, texts = _svg(path)
    assert len(lines) == 1 and "unsaved" in texts
    pts = _points(lines[0])
    assert len(pts) == 7  # 0..6 unsaved hits
    assert min(pts, key=lambda xy: xy[1]) == pts[2]  # 2 is the likeliest (32.92 %)


def test_chart_draws_each_column(muster, tmp_path):
    path = tmp_path / "vs.svg"
    run = muster(*WM, "--odds", "--vs", "--to-hit 3", "--vs", "--armour 4", "--chart", str(path),
                 "--chart-of", "ge")
    assert run.code == 0, run.err
    lines, texts = _svg(path)
    assert len(lines) == 3 and {"base", "--to-hit 3", "--armour 4"} <= set(texts)
    for line in lines:  # at least: falls from certainty
        ys = [y for _x, y in _points(line)]
        assert ys == sorted(ys)
    # at 3+ every "at least" is likelier than the base's: drawn higher (smaller y)
    base, hit3 = (_points(line) for line in lines[:2])
    assert all(h[1] <= b[1] for b, h in zip(base[1:], hit3[1:], strict=True))


def test_chart_of_named_outcomes(muster, tmp_path):
    path = tmp_path / "conf.svg"
    run = muster("--lang", "cs", "wound", "conf", "--str", "13", "--res", "7", "--odds",
                 "--chart", str(path))
    assert run.code == 0, run.err
    lines, texts = _svg(path)
    assert len(lines) == 1 and "šance" in texts
    assert len(_points(lines[0])) == 10  # doubles x 6, and each location's one result


def test_chart_refuses_a_folder_before_rolling(muster, tmp_path):
    assert_one_line_error(muster(*WM, "--odds", "--chart", str(tmp_path) + "/"), "folder")


def test_every_command_with_odds_takes_the_extras(muster):
    from test_app import _all_commands

    missing = []
    for path, cmd in _all_commands():
        names = {p.name for p in cmd.params}
        if "odds" in names and not {"vs", "per_points", "chart", "chart_of"} <= names:
            missing.append(" ".join(path))
    assert missing == []


def test_vs_words_are_read_as_a_shell_reads_them(muster):
    got = ok_json(muster, "wound", "void", "--weapon", "sword", "--target-armor", "5", "--odds",
                  "--json", "--vs", "--weapon 'two-handed axe' --strength 12")
    column = got["columns"][1]
    assert column["result"] == _own(muster, shlex.split(
        "wound void --weapon 'two-handed axe' --strength 12 --target-armor 5"))


def test_columns_inside_a_battle(muster, tmp_path, monkeypatch):
    """A battle is held once for the whole command: each column is read inside it (no
    second hold of its lock), from the base's values the battle filled in."""
    from helpers import hang_guard

    monkeypatch.chdir(tmp_path)
    for args in (["battle", "new", "sk.json", "--game", "conf", "--side", "Griffins", "--side",
                  "Wolfen"], ["battle", "add", "Wolfen", "Hunter", "--res", "9", "--str", "10",
                              "--battle", "sk.json"]):
        assert muster(*args).code == 0
    monkeypatch.setenv("MUSTER_BATTLE", "sk.json")
    with hang_guard(60, "a --vs column inside a battle"):
        got = ok_json(muster, "wound", "conf", "--str", "13", "--target", "Hunter", "--odds",
                      "--json", "--vs", "--str 10")
        assert_one_line_error(muster("wound", "conf", "--str", "13", "--target", "Hunter",
                                     "--odds", "--vs", "--target Hunter"),
                              "--target", "whole command")
    assert [c["title"] for c in got["columns"]] == ["Damage roll, STR 13 against RES 9",
                                                   "Damage roll, STR 10 against RES 9"]


def test_the_battle_parameters_a_column_refuses_are_the_battles():
    from muster.verbs import _in_battle, _whatif

    assert set(_whatif.BATTLE) == set(_in_battle.PARAMS.values())


def test_every_commands_vs_example_is_one_of_its_own_options_and_parses(muster):
    """The --vs help's example (`verbs._rolling.vs_example`) is the command's own: its words,
    read by the command's own parser, give one of its options (or its argument), never one
    of the whole command's, never an option it does not have (the old '--armour 4' on every
    command). A command a column can change nothing of gives no example."""
    import click

    from muster.verbs._extras import BATTLE, WHOLE
    from test_app import _all_commands

    whole = {*WHOLE, *BATTLE, "per_points", "lang", "help"}
    seen, bare = set(), []
    for path, cmd in _all_commands():
        vs = next((p for p in cmd.params if p.name == "vs"), None)
        if vs is None:
            continue
        example = vs.example
        if not example:  # nothing but the whole command's options, and a flag already on
            assert "e.g." not in vs.help, path
            # (a hidden flag names the subcommand on a line without it: `roll void --control`)
            assert {p.name for p in cmd.params if not getattr(p, "hidden", False)
                    and (not getattr(p, "is_flag", False) or not p.default)} \
                <= whole | {"vs", "chart", "chart_of"}, path
            bare.append(" ".join(path))
            continue
        assert f"e.g. --vs '{example}'." in vs.help, path
        probe = click.Context(cmd, info_name=path[-1])
        opts, rest, _order = cmd.make_parser(probe).parse_args(args=shlex.split(example))
        given = {name for name, value in opts.items() if value not in (None, (), [])}
        assert given or rest, (path, example)
        assert not given & whole, (path, example)
        seen.add(example.split()[0])
    assert {"--attacks", "--aim", "--attacker-colour", "3"} <= seen  # 3: roll bl faces N
    assert "--armour" not in seen  # no command's examples start with it
    assert bare == ["roll confrontation reinforcement", "roll warmaster game-length",
                    "roll warmaster dispel", "roll warmaster spellbind", "roll void control"]


def test_the_vs_example_in_czech_help(muster):
    # a plain roll's column is another expression (its argument's own example)
    assert "e.g. --vs '3d6+2'." in " ".join(muster("roll", "expr", "--help").out.split())
    out = muster("--lang", "cs", "roll", "conf", "shoot", "--help").out
    assert "např. --vs '--aim 4'" in " ".join(out.split())


def test_a_bare_number_column_is_named_by_its_option(muster):
    """`roll bl 3 --vs 4` names its column '--vs 4', never a bare '4' that
    reads as a row of the table; a column the user gave as options or dice keeps them
    ('--to-hit 3', '3d6'). The count of one face is 'count' in the single odds and here."""
    run = muster("roll", "bl", "3", "--odds", "--vs", "4")
    assert run.code == 0, run.err
    lines = run.out.splitlines()
    assert lines[1].startswith("  --vs 4: 4 battle dice")
    assert lines[2].split()[:4] == ["count", "base", "at", "least"]
    assert lines[2].split()[4:6] == ["--vs", "4"]
    assert any(line.startswith("--vs 4: mean 0.67 (+0.17)") for line in lines)
    assert muster("roll", "bl", "3", "--odds").out.splitlines()[1].split()[0] == "count"
    dice = muster("roll", "2d6", "--odds", "--vs", "3d6").out.splitlines()
    assert dice[1].startswith("  3d6: ") and any(x.startswith("3d6: mean") for x in dice)


@pytest.mark.parametrize("args", [
    ("roll", "bl", "3", "--odds", "--vs", "4"),
    ("wound", "conf", "--str", "13", "--res", "7", "--odds", "--vs", "--str 10"),
    ("wound", *WM[1:], "--odds", "--per-points", "120", "--vs", "--to-hit 3 --per-points 150"),
], ids=["bl", "conf", "wm"])
def test_json_is_the_same_in_czech_column_titles_too(muster, args):
    """A column's title (its odds view's first line) was the only Czech in --vs JSON; JSON
    is English in every language. A refusal is still in the user's words."""
    en = muster(*args, "--json")
    cs = muster("--lang", "cs", *args, "--json")
    assert en.code == cs.code == 0, cs.err
    assert cs.out == en.out
    refused = muster("--lang", "cs", *WM, "--odds", "--vs", "--armour 9", "--json")
    assert refused.code == 2 and refused.err.startswith("muster: chyba: --vs „--armour 9“: ")


@pytest.mark.parametrize("column, mode", [("--melee", "--melee"), ("--back-at 6", "--back-at")])
def test_a_columns_options_pick_no_mode_of_wound_conf(muster, column, mode):
    """--vs '--melee' is the column's value: the line stays one damage roll, and a column
    reads only the options of the line's own mode (as every split command's does)."""
    run = muster("wound", "conf", "--str", "13", "--res", "7", "--odds", "--vs", column)
    assert_one_line_error(run, f"--vs '{column}': no such option: {mode}")
    out = muster("wound", "conf", "--str", "13", "--res", "7", "--odds", "--vs", "--res 8")
    assert out.code == 0 and out.out.startswith("What if: Damage roll, STR 13 against RES 7")
