"""`muster deploy-shuffle warmaster`: one subcommand per deployment method
(`muster.verbs.deploy_shuffle.warmaster`). ``--method METHOD`` among the options names the
subcommand, so a line without one runs as its subcommand does, through the quick door and
through the app; a subcommand has only its method's options, and another method's is
click's one-line refusal naming the subcommand's help."""

from __future__ import annotations

import pytest

from helpers import assert_not_an_option_of, assert_one_line_error, ok_json
from muster import app, boundary, quick, quick_games


def _run(argv: list[str], door, capsys) -> tuple[int, str, str]:
    capsys.readouterr()
    code = boundary.run(list(argv), door)
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("old,new", [
    (["--units", "orcs=8", "--units", "elves=8", "--dice", "3,3,5,2"],
     ["alternate", "--units", "orcs=8", "--units", "elves=8", "--dice", "3,3,5,2"]),
    (["--method", "alternate", "--units", "a=3", "--units", "b=2", "--characters", "a=1",
      "--characters", "b=2", "--characters-together"],
     ["alternate", "--units", "a=3", "--units", "b=2", "--characters", "a=1", "--characters",
      "b=2", "--characters-together"]),
    (["--side", "orcs", "--side", "elves", "--method", "one-side", "--choose", "second",
      "--dice", "2,3"],
     ["one-side", "--side", "orcs", "--side", "elves", "--choose", "second", "--dice", "2,3"]),
    (["-m", "maps", "--terrain", "dice", "--first-turn-rolloff", "--dice", "4,2,1,6"],
     ["maps", "--terrain", "dice", "--first-turn-rolloff", "--dice", "4,2,1,6"]),
    (["--method=screen", "--game-length", "--seed", "5"],
     ["screen", "--game-length", "--seed", "5"]),
    (["-mone-side", "--terrain", "dice", "--game-length", "--odds"],
     ["one-side", "--terrain", "dice", "--game-length", "--odds"]),
    (["--method", "zástěna", "--first-turn-rolloff", "--dice", "6,6,2,3"],
     ["screen", "--first-turn-rolloff", "--dice", "6,6,2,3"]),
    (["--method", "Jedna strana", "--choose", "druhý", "--dice", "5,2"],
     ["one-side", "--choose", "druhý", "--dice", "5,2"]),
    (["--method", "maps", "--units", "a=2", "--units", "b=1", "--method", "one-side",
      "--times", "20", "--seed", "3"],
     ["one-side", "--units", "a=2", "--units", "b=1", "--times", "20", "--seed", "3"]),
])
def test_a_method_named_by_method_runs_as_its_subcommand(old, new, capsys, monkeypatch):
    """The same exit code, output and refusals, in English, in Czech and as JSON, whichever
    door reads the line (the last --method wins, as for any option; a Czech name or any
    case names it as the spec reads it)."""
    monkeypatch.setenv("MUSTER_LANG", "en")
    for extra in ([], ["--lang", "cs"], ["--json"]):
        runs = {(door.__module__, tuple(line)): _run(["deploy-shuffle", "wm", *line, *extra],
                                                     door, capsys)
                for door in (quick.line, app.run_line) for line in (old, new)}
        assert len(set(runs.values())) == 1, (old, extra, runs)
        code, out, _err = next(iter(runs.values()))
        assert code == 0 and out


def test_the_quick_door_takes_method_off_the_line():
    """The door reads `--method one-side` as the one-side subcommand (the table's NAMING,
    from `Methods.naming`), and leaves a name it does not know as a subcommand's to the app
    (which reads it through the spec's names)."""
    found = quick_games.recognise(["deploy-shuffle", "wm", "--side", "a", "--side", "b",
                                   "--method", "one-side", "--choose", "first"])
    assert found is not None
    target, kwargs, _typed = found
    assert target == "muster.commands.deploy_shuffle_warmaster:one_side"
    assert (kwargs["side"], kwargs["choose"]) == (["a", "b"], "first")
    assert quick_games.recognise(["deploy-shuffle", "wm", "--method", "zástěna"]) is None
    assert quick_games.recognise(["deploy-shuffle", "wm", "--method", "maps", "--choose",
                                  "first"]) is None  # click's refusal: no such option


@pytest.mark.parametrize("line,option,method", [
    (["--method", "one-side", "--characters", "A=1"], "--characters", "one-side"),
    (["maps", "--characters-together"], "--characters-together", "maps"),
    (["--units", "a=1", "--units", "b=1", "--choose", "first"], "--choose", "alternate"),
    (["--method", "screen", "--choose", "first"], "--choose", "screen"),
    (["one-side", "--first-turn-rolloff"], "--first-turn-rolloff", "one-side"),
    (["--side", "orcs", "--side", "elves"], "--side", "alternate"),
])
def test_another_method_s_option_is_no_option_of_this_one(muster, line, option, method):
    assert_not_an_option_of(muster, ("deploy-shuffle", "wm"), line, option, method)


def test_the_method_option_after_the_method_s_word_is_no_option_of_it(muster):
    # --method is the group's (it names the method in the word's place), no subcommand's
    args = ("deploy-shuffle", "wm", "one-side", "--method", "maps")
    where = "muster deploy-shuffle wm one-side --help"
    assert_one_line_error(muster(*args), "no such option: --method", where)
    assert_one_line_error(muster("--lang", "cs", *args), "neznámá volba „--method“", where)


@pytest.mark.parametrize("method,own", [
    ("alternate", {"--units", "--characters", "--characters-together", "--terrain",
                   "--first-turn-rolloff", "--game-length"}),
    ("one-side", {"--units", "--side", "--choose", "--terrain", "--game-length"}),
    ("maps", {"--units", "--side", "--terrain", "--first-turn-rolloff", "--game-length"}),
    ("screen", {"--units", "--side", "--terrain", "--first-turn-rolloff", "--game-length"}),
])
def test_each_method_shows_only_its_own_options(muster, method, own):
    import click
    import typer.main

    from muster.verbs.deploy_shuffle.warmaster import app as methods

    group = typer.main.get_command(methods)
    assert isinstance(group, click.Group)
    cmd = group.commands[method]
    rolling = {"--seed", "--dice", "--odds", "--times", "--json", "--vs", "--per-points",
               "--chart", "--chart-of", "--lang", "--help"}
    shown = {o for p in cmd.params for o in p.opts if o.startswith("--")}
    assert shown - rolling == own
    assert "--method" not in muster("deploy-shuffle", "wm", method, "--help").out.split()


def test_the_group_lists_the_methods_and_the_default_runs_alternate(muster):
    shown = muster("deploy-shuffle", "wm", "--help").out
    assert all(f"  {m} " in shown for m in ("alternate", "one-side", "maps", "screen"))
    body = ok_json(muster, "deploy-shuffle", "wm", "--units", "orcs=2", "--units", "elves=1")
    assert body["method"] == "alternate" and body["deploys_first"] == "orcs"


def test_the_screen_method_cites_its_ruling(muster):
    """`screen` (and `maps`) name the reading in docs/RULINGS.md, which quotes the seed."""
    from pathlib import Path

    rulings = (Path(__file__).resolve().parents[2] / "docs" / "RULINGS.md").read_text(
        encoding="utf-8")
    assert "- **Maps and screen** (L204-207)" in rulings
    for method in ("maps", "screen"):
        assert "docs/RULINGS.md, Warmaster: Maps and screen" in " ".join(
            muster("deploy-shuffle", "wm", method, "--help").out.split())


@pytest.mark.parametrize(("args", "english", "czech"), [
    (["--units", "orcs12", "--units", "elves=5"],
     "--units takes SIDE=N (e.g. --units orcs=12), not 'orcs12'",
     "--units se zadává jako STRANA=N (např. --units orcs=12), ne „orcs12“"),
    (["--units", "orcs=3", "--units", "elves=x"],
     "--units takes SIDE=N (e.g. --units orcs=12), not 'elves=x'",
     "--units se zadává jako STRANA=N (např. --units orcs=12), ne „elves=x“"),
    (["maps", "--side", "a", "--side", "b", "--side", "c"],
     "Warmaster is played by two sides; 3 given (a, b, c)",
     "Warmaster hrají dvě strany; zadáno 3 (a, b, c)"),
])
def test_a_side_the_command_cannot_read_is_one_line_in_each_language(muster, args, english,
                                                                     czech):
    """The command reads SIDE=N and the sides itself: what it cannot read is its own
    refusal, the same line in English and in Czech."""
    for lang, said in (("en", f"muster: error: {english}\n"), ("cs", f"muster: chyba: {czech}\n")):
        run = muster("--lang", lang, "deploy-shuffle", "wm", *args)
        assert (run.code, run.out, run.err) == (2, "", said)


def test_a_first_turn_the_rulebook_leaves_open_is_for_the_players_to_agree_on(muster):
    line = ("deploy-shuffle", "wm", "--units", "orcs=3", "--units", "elves=2", "--seed", "1")
    assert ("First turn: the rulebook does not say for this method; agree on it, or add "
            "--first-turn-rolloff") in muster(*line).out.splitlines()
    assert ("První kolo: pravidla to pro tento způsob rozmístění neurčují; dohodněte se, nebo "
            "přidejte --first-turn-rolloff") in muster("--lang", "cs", *line).out.splitlines()
