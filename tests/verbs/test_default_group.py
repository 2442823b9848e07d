"""Commands split into one subcommand per mode keep their old spellings: the mode word may
be left out (the default mode, or the one an option names) or stand after options, as the
old FORM argument could; an unknown mode word is one line in the user's language."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, assert_spellings_run_alike, offered, ok_json
from muster import verbs


def test_the_mode_word_may_follow_options(muster):
    assert ok_json(muster, "deploy-shuffle", "mk", "--seed", "3", "dispute")["form"] == "dispute"
    out = ok_json(muster, "roll", "wm", "--value", "5", "cast", "--dice", "5")
    assert (out["form"], out["success"]) == ("cast", True)
    score = muster("deploy-shuffle", "mk", "--lang", "cs", "score", "--player", "Radek=1",
                   "--player", "Honza=2", "--objectives", "3", "--able", "Radek")
    assert score.code == 0 and "VÍTĚZ: Radek" in score.out


def test_an_option_value_is_not_taken_for_a_mode_word(muster):
    # a word after an option that takes a value is that value, never a mode word
    out = ok_json(muster, "roll", "wm", "--target", "4", "--count", "3", "--dice", "4,4,1")
    assert (out["form"], out["successes"]) == ("target", 2)


def test_without_a_mode_word_the_default_mode_runs(muster):
    assert ok_json(muster, "roll", "wm", "--target", "4", "--dice", "5")["form"] == "target"
    assert ok_json(muster, "deploy-shuffle", "mk", "--points", "200")["actions_per_turn"] == 2


def test_an_unknown_mode_word_is_one_line_with_a_suggestion(muster):
    assert_one_line_error(muster("deploy-shuffle", "mk", "dispte"),
                          "no such command 'dispte' (did you mean 'dispute'?)")
    czech = muster("--lang", "cs", "deploy-shuffle", "mk", "dispte")
    assert_one_line_error(czech, "neznámý příkaz „dispte“ (nemysleli jste „dispute“?)")
    assert "Did you mean" not in czech.err
    assert_one_line_error(muster("deploy-shuffle", "mk", "xyz"),
                          "(known: setup, dispute, score)")


def test_only_the_mode_asked_for_is_built(muster, monkeypatch):
    """A game's group of modes builds the one subcommand a line runs; help and the shell's
    completion still list every mode, and a mode's options still complete (through the
    Typer app: the game commands' quick door, which builds none, stands aside)."""
    monkeypatch.setattr(verbs, "_BUILT", {})
    monkeypatch.setattr("muster.quick_games.recognise", lambda argv: None)
    assert ok_json(muster, "roll", "conf", "-v", "4", "-D", "6", "--dice", "2")[
        "success"] is True
    conf = verbs._BUILT[("muster.verbs.roll", "confrontation", "en", False)]
    assert [c.name for c in conf.commands.built()] == ["test"]
    assert ok_json(muster, "roll", "wm", "--value", "5", "cast", "--dice", "5")[
        "form"] == "cast"  # a mode word after options: found, every mode built for it
    modes = ["test", "courage", "opposed", "regeneration", "reinforcement", "mutagenic",
             "into-melee", "feat", "shoot", "shooting-order", "toxic", "fly", "melee-setup"]
    assert list(conf.commands) == modes
    assert [c.name for c in conf.commands.built()] == ["test"]
    shown = muster("roll", "conf", "--help").out
    assert all(f"  {mode} " in shown for mode in modes)
    assert "critical" in offered("roll", "conf", "opposed", "--penalty", "cr")
    assert offered("roll", "conf", "") == modes  # the shell is offered every mode
    assert offered("roll", "wm", "c") == ["cast", "command"]


def _mode_groups() -> list[tuple[str, str]]:
    from muster.games import offering

    return [(verb, game) for verb in ("roll", "wound", "deploy-shuffle", "siege-breach",
                                      "scatter") for game in offering(verb)]


def test_a_groups_help_lists_its_modes_without_building_them(muster, monkeypatch):
    """The plain help of a group of modes (`verbs._LazyGroup.format_commands`) shows each
    mode's name and help from its Typer registration, filled and translated as the built
    mode's would be: the help is the same as with every mode built."""
    lazy = 0
    for verb, game in _mode_groups():
        for lang in ("en", "cs"):
            monkeypatch.setattr(verbs, "_BUILT", {})  # no mode built by an earlier run
            listed = muster(verb, game, "--help", "--lang", lang)
            with monkeypatch.context() as m:
                m.setattr(verbs._LazyGroup, "format_commands",
                          verbs.TyperGroup.format_commands)
                built = muster(verb, game, "--help", "--lang", lang)
            assert listed.code == built.code == 0
            assert listed.out == built.out, (verb, game, lang)
            lazy += "Commands" in listed.out or "Příkazy" in listed.out
    assert lazy >= 10  # the groups of modes are among them


# `wound void`: an option's value names the mode (`DefaultGroup.named_by`, `verbs.named`)
GRAB = "--cc 12 --strength 12 --target-strength 10 --defence parry --target-cc 8"


@pytest.mark.parametrize("old", [f"--action grab {GRAB} --dice 11,9",
                                 f"{GRAB} --action=grab --dice 11,9",
                                 f"--action sweep {GRAB} --action grab --dice 11,9"])
def test_an_option_s_value_naming_a_mode_runs_that_mode(capsys, old):
    # the last --action wins, as for any option, and every --action is taken off the line
    assert_spellings_run_alike(("wound", "void"), old, f"grab {GRAB} --dice 11,9", (), capsys)


def test_the_mode_a_value_names_is_the_rule_s_roll(muster):
    # seed 003 L31: a grab is a CC roll (11 <= CC 12 hits) the target may parry (9 > CC 8
    # fails): grabbed; the same line with --action after its options
    for line in (f"--action grab {GRAB}", f"{GRAB} --action grab"):
        out = ok_json(muster, "wound", "void", *line.split(), "--dice", "11,9")
        assert (out["hit"], out["defended"], out["grabbed"]) == (True, False, True)


def test_a_value_naming_no_mode_stays_the_default_mode_s_option(muster):
    out = ok_json(muster, "wound", "void", "--action", "grab", "--weapon", "sword",
                  "--action", "sweep", "--targets", "3", "--target-armor", "5", "--odds")
    assert out["action"] == "sweep"
    assert verbs.named(["--action", "grab", "--action"], "--action", ("grab",)) is None
    assert verbs.named(["--action", "--action", "--action", "grab", "-x"], "--action",
                       ("grab",)) == ("grab", ["-x"])


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_flag_and_a_value_picking_two_modes_is_refused(muster, lang):
    # a fall (--fall) is no move (--action grab): one line naming --fall, whichever is first
    for line in (["--fall", "3", "--action", "grab"], ["--action", "grab", "--fall", "3"]):
        assert_one_line_error(muster("--lang", lang, "wound", "void", *line), "--fall",
                              "--action")


@pytest.mark.parametrize(("args", "typo", "meant"), [
    (("deploy-shuffle", "conf", "neu"), "neu", "new"),  # a deck's subcommands
    (("deploy-shuffle", "bl", "shw"), "shw", "show"),
    (("battle", "nwe"), "nwe", "new"),  # a plain group of Typer's
    (("alias", "delte"), "delte", "delete"),
])
def test_every_group_s_unknown_subcommand_is_refused_in_one_shape(muster, args, typo, meant):
    """Not only a split command's: every group refuses an unknown word in muster's shape,
    its suggestion in the user's language (Typer would append an English 'Did you mean')."""
    assert_one_line_error(muster(*args), f"no such command '{typo}' (did you mean '{meant}'?)")
    czech = muster("--lang", "cs", *args)
    assert_one_line_error(czech, f"neznámý příkaz „{typo}“ (nemysleli jste „{meant}“?)")
    assert "Did you mean" not in czech.err
