"""`muster battle` with Confrontation: a unit's state carried from one roll to the next,
the log, undo and redo, the round, and the battle file's guarantees (locked, atomic,
checked)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from helpers import assert_one_line_error, killed_mid_write, ok_json, writers_at_once


@pytest.fixture
def battle(muster, tmp_path, monkeypatch):
    """A two-sided Confrontation battle: the Paladin (RES 7, STR 13) and a Hunter (RES 9,
    STR 10); MUSTER_BATTLE names it."""
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "b.json"
    assert muster("battle", "new", str(path), "--game", "conf", "--side", "Griffins",
                  "--side", "Wolfen").code == 0
    monkeypatch.setenv("MUSTER_BATTLE", str(path))
    assert muster("battle", "add", "Griffins", "Paladin", "--res", "7", "--str", "13").code == 0
    assert muster("battle", "add", "Wolfen", "Hunter", "--res", "9", "--str", "10").code == 0
    return path


def unit(path: Path, name: str) -> dict:
    data = json.loads(path.read_text())
    return next(u for s in data["state"]["sides"] for u in s["units"] if u["name"] == name)


def test_a_wound_carried_changes_the_next_roll_as_the_rulebook_says(muster, battle,
                                                                    monkeypatch):
    """Dice 2,5 at STR 10 against RES 7 is a light wound; on a lightly wounded figure the
    same light wound worsens it to serious (RULINGS 6), and without the battle (no
    --current) the same command says light. A critical wound worsened kills outright."""
    first = ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                    "--dice", "2,5")
    assert (first["result"], first["state"]) == ("light", "light")
    second = ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                     "--dice", "2,5")
    assert (second["current"], second["state"]) == ("light", "serious")
    assert second["battle"]["units"][0]["after"]["wound"] == "serious"
    assert unit(battle, "Paladin")["state"] == {"wound": "serious", "kills": 0,
                                                "stunned": False}
    with monkeypatch.context() as outside:
        outside.delenv("MUSTER_BATTLE")
        plain = ok_json(muster, "wound", "conf", "--str", "10", "--res", "7", "--dice", "2,5")
    assert plain["state"] == "light" and "battle" not in plain
    ok_json(muster, "wound", "conf", "--target", "Paladin", "--str", "13", "--dice", "3,6")
    killed = ok_json(muster, "wound", "conf", "--target", "Paladin", "--str", "10",
                     "--dice", "2,5")
    assert killed["removed"] and unit(battle, "Paladin")["state"]["wound"] == "killed"
    assert_one_line_error(muster("wound", "conf", "--target", "Paladin", "--str", "10"),
                          "--target Paladin", "killed")


def test_an_option_given_wins_and_the_log_says_so(muster, battle):
    run = ok_json(muster, "wound", "conf", "--target", "Paladin", "--str", "6", "--res",
                  "9", "--dice", "4,6")
    assert run["resilience"] == 9 and run["score"] == 7  # 10 + 6 - 9, not 10 + 6 - 7
    assert run["battle"]["overrides"] == [{"option": "--res", "battle": 7, "given": 9}]
    entry = json.loads(battle.read_text())["log"][-1]
    assert entry["action"] == "roll" and entry["detail"]["overrides"][0]["given"] == 9
    assert entry["detail"]["command"].endswith("--res 9 --dice 4,6 --json")
    assert entry["detail"]["dice"] == ["4,6"] and entry["detail"]["round"] == 1


def test_a_random_roll_logs_its_seed_and_repeats_from_it(muster, battle, monkeypatch):
    run = ok_json(muster, "wound", "conf", "--target", "Paladin", "--attacker", "Hunter")
    seed = json.loads(battle.read_text())["log"][-1]["detail"]["seed"]
    assert seed == run["seed"] is not None
    monkeypatch.delenv("MUSTER_BATTLE")
    again = ok_json(muster, "wound", "conf", "--str", "10", "--res", "7", "--seed",
                    str(seed))
    assert again["dice"] == run["dice"]


def test_odds_read_the_state_and_change_nothing(muster, battle):
    ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
            "--dice", "2,5")
    before = battle.read_bytes()
    odds = muster("wound", "conf", "--target", "Paladin", "--attacker", "Hunter", "--odds")
    assert odds.code == 0 and "light" in odds.out.lower()
    assert battle.read_bytes() == before


def test_undo_and_redo_take_back_and_put_back_one_change(muster, battle):
    ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
            "--dice", "2,5")
    undone = ok_json(muster, "battle", "undo")
    assert undone["action"] == "undo" and undone["schema_version"] == 1
    assert unit(battle, "Paladin")["state"]["wound"] == "none"
    assert json.loads(battle.read_text())["state"]["rolls"] == []  # the roll is taken back
    ok_json(muster, "battle", "redo")
    assert unit(battle, "Paladin")["state"]["wound"] == "light"
    assert_one_line_error(muster("battle", "redo"), "nothing to redo")
    muster("battle", "undo")
    muster("battle", "next")  # a new change: what was undone cannot come back
    assert_one_line_error(muster("battle", "redo"), "nothing to redo")


def test_a_command_in_a_battle_parses_its_file_once(muster, battle, monkeypatch):
    """A resolving command learns the battle's game, then reads the file under its lock:
    one parse of the file between them (`muster.state.peek`); `show` reads it once, and a
    change shows what it wrote without reading it back. `undo` reads it twice: once for a
    change to an attached file it must take back first, then under the battle's lock."""
    from muster import state
    from muster.load import parse_json

    parsed: list[str] = []

    def counted(text: str, name: str = "<text>"):
        parsed.append(name)
        return parse_json(text, name)

    monkeypatch.setattr(state, "parse_json", counted)
    for line, times in ((("wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                          "--dice", "2,5"), 1), (("battle", "show"), 1),
                        (("battle", "next"), 1), (("battle", "set", "Hunter", "wound=light"), 1),
                        (("battle", "undo"), 2)):
        parsed.clear()
        assert muster(*line).code == 0
        assert parsed == [str(battle)] * times, line
    assert unit(battle, "Paladin")["state"]["wound"] == "light"
    assert unit(battle, "Hunter")["state"]["wound"] == "none"  # undo took back the set


def test_undo_after_undo_names_the_change_it_takes_back(muster, battle):
    """The log's undo says which change it took back (the one that made the revision after
    the state restored), a second undo in a row too, and a redo the change it put back."""
    ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
            "--dice", "2,5")
    ok_json(muster, "battle", "next")
    for command in ("undo", "undo", "redo", "redo"):
        ok_json(muster, "battle", command)
    log = json.loads(battle.read_text())["log"]
    assert [(e["action"], e["detail"]) for e in log[-4:]] == [
        ("undo", {"restored_revision": 4, "undid": "next"}),
        ("undo", {"restored_revision": 3, "undid": "roll"}),
        ("redo", {"restored_revision": 6, "redid": "roll"}),
        ("redo", {"restored_revision": 5, "redid": "next"})]


def test_the_log_gives_each_roll_s_round_and_phase(muster, battle):
    ok_json(muster, "battle", "next")
    ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
            "--dice", "2,5")
    rolled = [line for line in muster("battle", "log").out.splitlines() if "wound conf" in line]
    assert len(rolled) == 1 and "  round 1, shooting phase  muster wound conf" in rolled[0]
    czech = [line for line in muster("--lang", "cs", "battle", "log").out.splitlines()
             if "wound conf" in line]
    assert "  1. kolo, fáze střelby  muster wound conf" in czech[0]


def test_next_walks_the_phases_and_a_new_round_ends_a_stun(muster, battle):
    """Stunned lasts until the end of the round (dice 2,2: a stunning double)."""
    hit = ok_json(muster, "wound", "conf", "--target", "Paladin", "--str", "10",
                  "--dice", "2,2")
    assert hit["stunned"] and unit(battle, "Paladin")["state"]["stunned"]
    phases = [ok_json(muster, "battle", "next")["phase"] for _ in range(3)]
    assert phases == ["shooting", "melee", "movement"]
    shown = ok_json(muster, "battle", "show")
    assert shown["round"] == 2 and not unit(battle, "Paladin")["state"]["stunned"]


def test_a_stun_lasts_the_round_through_later_rolls(muster, battle):
    """Stunned is -1 until the end of the round (seed 000 L1567): a later roll of the same
    round (1,1: no effect; 2,5 at STR 10: a light wound, worsening) leaves it stunned."""
    ok_json(muster, "wound", "conf", "--target", "Paladin", "--str", "10", "--dice", "2,2")
    ok_json(muster, "wound", "conf", "--target", "Paladin", "--str", "10", "--dice", "1,1")
    assert unit(battle, "Paladin")["state"] == {"wound": "none", "kills": 0, "stunned": True}
    ok_json(muster, "wound", "conf", "--target", "Paladin", "--str", "10", "--dice", "2,5")
    assert unit(battle, "Paladin")["state"] == {"wound": "light", "kills": 0, "stunned": True}
    ok_json(muster, "battle", "next", "--round")
    assert not unit(battle, "Paladin")["state"]["stunned"]


def test_a_stunned_defender_parries_with_the_stun(muster, battle):
    """The stun is -1 on Defence rolls too (seed 000 L1564-1567): the stunned Paladin (DEF 3)
    parries the Hunter's attack at 7 with a 4 only unstunned (4 + 3 = 7; 4 - 1 + 3 = 6)."""
    wave = ["wound", "conf", "melee", "--attacker", "Hunter", "--target", "Paladin",
            "--att", "4", "--def", "3", "--attack-at", "7", "--parries", "1"]
    assert ok_json(muster, *wave, "--dice", "5,4")["parried"] == 1
    ok_json(muster, "wound", "conf", "--target", "Paladin", "--str", "10", "--dice", "2,2")
    assert unit(battle, "Paladin")["state"]["stunned"]
    assert ok_json(muster, *wave, "--dice", "5,4,1,1")["parried"] == 0
    assert unit(battle, "Paladin")["state"]["stunned"]


def test_stats_give_each_side_its_rolls_percentile(muster, battle):
    """Dice 1,1 (an exceptional no effect) is the Wolfen side's worst damage roll at STR
    13 against RES 9... rolled by the Griffins' Paladin against the Hunter: its percentile
    is half the chance of a no effect, 1/72 (RES 9 - STR 13 leaves no other no-effect)."""
    ok_json(muster, "wound", "conf", "--attacker", "Paladin", "--target", "Hunter",
            "--dice", "1,1")
    stats = ok_json(muster, "battle", "stats")
    griffins = next(s for s in stats["sides"] if s["side"] == "Griffins")
    assert griffins["rolls"] == 1 and griffins["mean"] == pytest.approx(1 / 72, abs=1e-6)
    assert griffins["histogram"][0] == 1


def test_the_histogram_is_drawn_on_a_terminal_only(muster, battle, monkeypatch):
    """Piped, stats print each side's rolls and percentile (what a script reads) and no
    bars; on a terminal the ten bars follow, the one roll in the 0-10 % column."""
    from helpers import as_terminal, uncoloured

    ok_json(muster, "wound", "conf", "--attacker", "Paladin", "--target", "Hunter",
            "--dice", "1,1")
    piped = muster("battle", "stats")
    assert piped.code == 0 and "percentile 1" in piped.out and "%" not in piped.out
    with monkeypatch.context() as tty:
        as_terminal(tty)
        shown = uncoloured(muster("battle", "stats").out)
    bars = [line for line in shown.splitlines() if "%" in line]
    assert len(bars) == 10 and bars[0].split() == ["0-10", "%", "#" * 30, "1"]


def test_the_long_names_work_in_every_battle_command(muster, battle):
    """--target-unit, --attacker-unit and --battle-file are the same options as --target,
    --attacker and --battle (BattleLore's wound bl, whose --target is a colour, takes only
    the long ones): the same dice give the same light wound, carried the same way."""
    run = ok_json(muster, "wound", "conf", "--attacker-unit", "Hunter", "--target-unit",
                  "Paladin", "--dice", "2,5", "--battle-file", str(battle))
    assert (run["result"], run["state"]) == ("light", "light")
    assert unit(battle, "Paladin")["state"]["wound"] == "light"
    assert ok_json(muster, "battle", "show", "--battle-file", str(battle))["revision"] == 4
    assert_one_line_error(muster("wound", "conf", "--attacker", "Hunter", "--target",
                                 "Paladin", "--target", "Hunter", "--dice", "2,5"),
                          "--target", "one target")
    assert unit(battle, "Paladin")["state"]["wound"] == "light"


def test_a_target_outside_a_battle_is_one_error(muster, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert_one_line_error(muster("wound", "conf", "--str", "13", "--target", "Paladin"),
                          "--target", "no battle file")


def test_a_misspelt_name_gets_did_you_mean(muster, battle):
    assert_one_line_error(muster("wound", "conf", "--str", "13", "--target", "Paldin"),
                          "--target", "'Paldin'", "did you mean 'Paladin'")


def test_a_refused_name_leaves_the_battle_file_free_at_once(muster, battle):
    """The refusal holds nothing of the command that raised it: the battle file's lock is
    free the moment the command ends, even while something still holds its context (no
    waiting for the garbage collector)."""
    import click

    from muster.lockfile import acquire

    kept: list[click.Context] = []
    made = click.Context.__init__

    def keeping(self, *args, **kwargs):  # every context made is kept alive here
        made(self, *args, **kwargs)
        kept.append(self)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(click.Context, "__init__", keeping)
        assert muster("wound", "conf", "--str", "13", "--target", "Paldin").code == 2
    release = acquire(str(battle.parent / f".{battle.name}.lock"), timeout=0)
    release()
    assert muster("battle", "next").code == 0


def test_without_a_battle_the_command_prints_what_it_did(muster, tmp_path, monkeypatch):
    """A battle of another game in MUSTER_BATTLE leaves a Confrontation roll alone."""
    monkeypatch.chdir(tmp_path)
    plain = muster("wound", "conf", "--str", "13", "--res", "7", "--dice", "3,6")
    assert muster("battle", "new", "wm.json", "--game", "conf").code == 0
    other = tmp_path / "other.json"
    other.write_text(Path("wm.json").read_text().replace('"confrontation"', '"warmaster"'))
    monkeypatch.setenv("MUSTER_BATTLE", str(other))
    assert muster("wound", "conf", "--str", "13", "--res", "7", "--dice", "3,6").out \
        == plain.out


def test_a_hand_edited_broken_file_is_refused_with_its_line_and_untouched(muster, battle):
    text = battle.read_text()
    broken = text.replace('"wound": "none"', '"wound": "grazed"', 1)
    battle.write_text(broken)
    line = broken[:broken.index('"grazed"')].count("\n") + 1
    run = muster("wound", "conf", "--str", "13", "--target", "Paladin")
    assert_one_line_error(run, f"b.json:{line}:", "grazed")
    assert battle.read_text() == broken
    battle.write_text(text[:40])  # cut short: its JSON is broken
    assert_one_line_error(muster("battle", "show"), "b.json:")


@pytest.mark.parametrize("game", ["chess", "conf", "Confrontation", ""])
def test_a_file_whose_game_is_no_battle_game_is_refused_at_its_line(muster, battle, game):
    """A hand edit's made-up game (or a short name, which the file never holds) is one line
    naming the field and the games a battle file may be of, exit 2, in both languages."""
    text = battle.read_text()
    edited = text.replace('"game": "confrontation"', f'"game": "{game}"', 1)
    battle.write_text(edited)
    line = edited[:edited.index('"game"')].count("\n") + 1
    for command in (("battle", "show"), ("battle", "undo"),
                    ("wound", "conf", "--str", "13", "--target", "Paladin")):
        assert_one_line_error(
            muster(*command), f"b.json:{line}:10: not a muster battle file: 'game' must be one "
            "of confrontation, battlelore, warmaster, void, mageknight, not '" + game + "'")
    assert_one_line_error(muster("--lang", "cs", "battle", "show"),
                          f"b.json:{line}:10: není to soubor bitvy musteru: pole „game“ musí "
                          "uvádět jednu z her confrontation, battlelore, warmaster, void, "
                          f"mageknight, ne „{game}“")
    assert battle.read_text() == edited


def test_a_nul_byte_in_a_battle_file_is_binary_content_not_an_army_file(muster, battle):
    text = battle.read_text()
    battle.write_bytes(text.encode().replace(b'"Paladin"', b'"Pal\x00adin"', 1))
    line = text[:text.index('"Paladin"')].count("\n") + 1
    assert_one_line_error(muster("battle", "show"),
                          f"b.json:{line}:", "binary content (a NUL byte), not a text file")
    assert_one_line_error(muster("--lang", "cs", "battle", "show"),
                          f"b.json:{line}:", "binární obsah (bajt NUL), nejde o textový soubor")


def _roll(path: Path, dice: str = "2,5") -> list[str]:
    """The Hunter wounds the Paladin in the battle ``path``, as its own process."""
    return [sys.executable, "-m", "muster", "wound", "conf", "--attacker", "Hunter",
            "--target", "Paladin", "--dice", dice, "--battle", str(path)]


def test_kill_9_mid_write_leaves_the_old_revision(muster, battle):
    def next_roll() -> None:
        ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                "--dice", "2,5")

    killed_mid_write(_roll(battle), battle, then=next_roll)  # the next writer cleans up
    assert unit(battle, "Paladin")["state"]["wound"] == "light"
    assert ok_json(muster, "battle", "show")["revision"] == 4  # 3, then the next roll


def test_two_writers_never_lose_an_update(battle):
    """Two terminals roll at once, three times each: six rolls land, one revision each
    (dice 1,1: no effect, so the Paladin stays a target)."""
    writers_at_once(_roll(battle, dice="1,1"), workers=2, times=3)
    data = json.loads(battle.read_text())
    assert data["revision"] == 3 + 6 and len(data["state"]["rolls"]) == 6
    assert [e["revision"] for e in data["log"]] == list(range(1, 10))


def test_the_config_files_battle_is_the_battle_when_nothing_else_names_one(
        muster, battle, monkeypatch):
    monkeypatch.delenv("MUSTER_BATTLE")
    (battle.parent / "muster.toml").write_text(f'battle = "{battle.name}"\n')
    run = ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                  "--dice", "2,5")
    assert run["battle"]["file"] == str(battle) and unit(battle, "Paladin")["state"][
        "wound"] == "light"


def test_a_wounded_attackers_melee_wave_takes_its_wound_penalty(muster, battle,
                                                                monkeypatch):
    """The Paladin's light wound (carried from a damage roll) is a die penalty on its
    attack dice in the next melee wave: the same as typing --attacker-penalty light."""
    assert muster("battle", "add", "Wolfen", "Brute", "--res", "6", "--def", "4").code == 0
    ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
            "--dice", "2,5")
    assert muster("battle", "add", "Griffins", "Squire", "--att", "4", "--str", "6").code == 0
    hits = {}
    for name in ("Paladin", "Squire"):  # the same profile; only the Paladin is wounded
        waved = ok_json(muster, "wound", "conf", "melee", "--attacker", name, "--target",
                        "Brute", "--att", "4", "--str", "6", "--attack-at", "6",
                        "--attack-at", "6", "--seed", "1")
        hits[name] = waved["hits"]
        monkeypatch.delenv("MUSTER_BATTLE")
        typed = ["--attacker-penalty", "light"] if name == "Paladin" else []
        plain = ok_json(muster, "wound", "conf", "melee", "--att", "4", "--str", "6",
                        "--res", "6", "--def", "4", "--attack-at", "6", "--attack-at", "6",
                        *typed, "--seed", "1")
        monkeypatch.setenv("MUSTER_BATTLE", str(battle))
        assert waved["attacks"] == plain["attacks"] and waved["state"] == plain["state"]
        muster("battle", "undo")  # the Brute unhurt again for the next attacker
    assert hits == {"Paladin": 1, "Squire": 2}  # seed 1: the -1 turns a hit into a miss


def test_what_if_columns_share_the_battle_and_its_lock(muster, battle):
    """--vs runs each column inside the command: the columns read the same units (the
    Paladin's light wound in every column) and do not wait for the command's own lock."""
    from helpers import hang_guard

    ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
            "--dice", "2,5")
    with hang_guard(20, "a --vs column inside a battle"):
        run = muster("wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                     "--odds", "--vs", "--str 12")
    assert run.code == 0, run.err
    assert run.out.count("already light") == 2  # the base and the column


def test_sides_from_army_files_name_every_figure(muster, tmp_path, monkeypatch):
    """Each army file is a side; a line with count: N is N numbered figures; an army of
    another game is refused, naming the file."""
    monkeypatch.chdir(tmp_path)
    armies = Path(__file__).resolve().parents[2] / "armies" / "confrontation"
    shown = ok_json(muster, "battle", "new", "l.json", "--game", "conf", "--army",
                    str(armies / "legal-lions-300.yaml"))
    (side,) = shown["sides"]
    names = [u["name"] for u in side["units"]]
    assert "Paladin 1" in names and "Paladin 2" in names and "Paladin" not in names
    assert_one_line_error(muster("battle", "new", "w.json", "--game", "wm", "--army",
                                 str(armies / "legal-lions-300.yaml")),
                          "legal-lions-300.yaml", "Confrontation", "Warmaster")
    assert not (tmp_path / "w.json").exists()
