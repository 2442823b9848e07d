"""The console script's quick door for game commands (`muster.quick_games`): its table is
what the Typer commands declare, and a line it reads runs as through the Typer app.

- Drift: scripts/quick_table.py, run on the live Typer commands, writes the shipped
  `muster.quick_table` (renaming an option without regenerating it fails here).
- Every documented example the door reads (as written; in Czech and with --json too where
  the slow tests run) prints the same stdout and stderr with the same exit code, and writes
  the same files (a deck), through the door and through the app.
- For a sample of lines of every command in the table, the door passes the function the
  arguments click parses and Typer passes (the function, called by its module and name by
  both, is replaced by a recorder).
- The door's functions (`muster.commands`) import neither Typer nor click nor the verbs.
"""

from __future__ import annotations

import ast
import importlib
import random
import shlex
from pathlib import Path
from typing import Any

import pytest

from helpers import script
from muster import app, boundary, quick, quick_games
from muster.quick_table import VERBS
from test_docs_examples import EXAMPLES

ROOT = Path(__file__).resolve().parent.parent
TABLES = [importlib.import_module(f"muster.quick_table.{verb.replace('-', '_')}")
          for verb in VERBS]
COMMANDS = {key: entry for table in TABLES for key, entry in table.COMMANDS.items()}
GROUPS = {key: entry for table in TABLES for key, entry in table.GROUPS.items()}
NAMING = {key: entry for table in TABLES for key, entry in table.NAMING.items()}


def _script() -> Any:
    return script("quick_table")


def test_the_shipped_table_is_what_the_typer_commands_declare():
    script = _script()
    assert script.shipped() == script.texts(), "run python scripts/quick_table.py"


def test_each_verb_has_its_own_table_and_every_key_of_a_table_is_its_verb():
    """A line imports only its verb's table (`quick_games.recognise`): a command or group
    filed under another verb would never be found."""
    assert set(VERBS) == {"roll", "wound", "scatter", "deploy-shuffle", "siege-breach"}
    for verb, table in zip(VERBS, TABLES, strict=True):
        keys = [*table.COMMANDS, *table.GROUPS, *table.NAMING, *table.OVERRIDES]
        assert keys and {key[0] for key in keys} == {verb}


def test_the_table_reads_the_characteristic_test_as_declared():
    """What the table says of one command, against its declaration in
    muster/verbs/roll/confrontation.py (a check of the generator itself)."""
    target, battle, no_args_help, options, params, arguments = COMMANDS[
        ("roll", "confrontation", "test")]
    assert target == "muster.commands.roll_confrontation:test"
    assert not battle and not no_args_help  # only the Courage test joins a battle
    assert options["-v"] == options["--value"] == "value"
    assert options["-D"] == "difficulty" and options["--json"] == "as_json"
    assert "--vs" not in options and "--target" not in options and "--battle" not in options
    assert params["value"] == ("int", False, True, None, (-20, 20))
    assert params["difficulty"] == ("int", True, False, None, (None, None))
    assert params["group"] == ("int", False, False, 1, (1, 100))
    assert params["times"] == ("int", False, False, None, (1, 1_000_000))
    assert "over" not in params and "fanatic" not in params  # the Courage test's
    assert arguments == ()
    target, battle, _help, options, params, _args = COMMANDS[("roll", "confrontation", "courage")]
    assert target == "muster.commands.roll_confrontation:courage" and battle
    assert options["--over"] == "over" and options["--fanatic"] == "fanatic"
    assert params["over"] == ("flag", False, False, False, None)
    assert params["fanatic"] == ("int", False, False, None, (-20, 20))
    assert GROUPS[("roll", "confrontation")][0] == "test"


def test_the_table_reads_the_battle_dice_s_argument_and_routing_as_declared():
    """`muster roll battlelore`: N is an argument (muster/verbs/roll/_bl_options.py), and a
    target's option picks hits wherever it stands (muster/verbs/roll/battlelore.py Modes)."""
    *_rest, options, params, arguments = COMMANDS[("roll", "battlelore", "faces")]
    assert arguments == ("n",) and "n" not in options.values()
    assert params["n"] == ("int", False, True, None, (1, 10_000))
    default, names, elsewhere, picks = GROUPS[("roll", "battlelore")]
    assert (default, names, elsewhere) == ("faces", ("faces", "hits"), {})
    assert picks == {"--target": "hits", "-t": "hits", "--weapon": "hits", "-w": "hits",
                     "--target-type": "hits", "--point-blank": "hits"}


def test_the_table_reads_a_flag_pair_as_declared():
    """`roll wm cast --reroll-after-one/--no-reroll-after-one` (muster/commands/
    roll_warmaster.py): both names set the one parameter, the second false."""
    *_rest, options, params, _arguments = COMMANDS[("roll", "warmaster", "cast")]
    assert options["--reroll-after-one"] == options["--no-reroll-after-one"] \
        == "reroll_after_one"
    assert params["reroll_after_one"] == ("pair", False, False, True,
                                          ("--no-reroll-after-one",))


@pytest.mark.parametrize(("words", "after_one"), [
    ([], True), (["--no-reroll-after-one"], False), (["--reroll-after-one"], True),
    (["--reroll-after-one", "--no-reroll-after-one"], False),
    (["--no-reroll-after-one", "--seed", "1", "--reroll-after-one"], True),
])
def test_a_flag_pair_is_read_as_click_reads_it_the_last_one_winning(words, after_one, capsys,
                                                                     monkeypatch):
    argv = ["roll", "wm", "cast", "--value", "5", "--reroll", *words]
    found = quick_games.recognise(argv)
    assert found is not None and found[1]["reroll_after_one"] is after_one
    recorded: list[dict[str, Any]] = []
    monkeypatch.setattr("muster.commands.roll_warmaster.cast",
                        lambda **kwargs: recorded.append(kwargs))
    assert _in_process(argv, app.run_line, capsys) == (0, "", "")
    assert recorded == [found[1]]
def test_the_table_reads_a_word_list_argument_as_declared():
    """`muster deploy-shuffle conf play NAME...`: the reserve cards are one argument that
    takes every word left (muster/commands/deploy_shuffle_confrontation.py), required."""
    *_rest, options, params, arguments = COMMANDS[("deploy-shuffle", "confrontation", "play")]
    assert arguments == ("names",) and "names" not in options.values()
    assert params["names"] == ("str", True, True, None, None)


@pytest.mark.parametrize("words", [
    ["Skeletons", "--deck", "d.json"],
    ["Skeletons", "Zombies", "--deck", "d.json"],
    ["--deck", "d.json", "Skeletons", "--json", "Red Lioness", "--revision", "3", "Zombies"],
    ["--deck=d.json", "Wolfen", "Wolfen"],
])
def test_the_door_gives_a_word_list_argument_every_word_as_click_does(words, capsys,
                                                                      monkeypatch):
    argv = ["deploy-shuffle", "conf", "play", *words]
    recorded: list[dict[str, Any]] = []
    monkeypatch.setattr("muster.commands.deploy_shuffle_confrontation.play",
                        lambda **kwargs: recorded.append(kwargs))
    assert _in_process(argv, app.run_line, capsys) == (0, "", "")
    found = quick_games.recognise(argv)
    assert found is not None
    assert found[1]["names"] == [w for w in words if w[:1] != "-" and w not in ("d.json", "3")]
    assert repr(sorted(recorded[0].items())) == repr(sorted(found[1].items()))


def _in_process(argv: list[str], door: Any, capsys: pytest.CaptureFixture[str]
                ) -> tuple[int, str, str]:
    code = boundary.run(list(argv), door)
    out = capsys.readouterr()
    return code, out.out, out.err


# what each documented line is run as: as written (every run), and in Czech and as --json
# (where the slow tests run, CI): the door reads --lang and --json as click does in every
# sampled line of test_the_door_passes_the_arguments_click_parses
VARIANTS = [pytest.param((), id="as-written"),
            pytest.param(("--lang", "cs"), id="czech", marks=pytest.mark.slow),
            pytest.param(("--json",), id="json", marks=pytest.mark.slow)]


def _documented(added: tuple[str, ...]) -> list[list[str]]:
    lines = [[*shlex.split(param.values[0])[1:], *added] for param in EXAMPLES]
    return [argv for argv in lines if quick_games.recognise(argv) is not None
            and argv.count("--json") < 2]


@pytest.mark.parametrize("added", VARIANTS)
def test_every_documented_example_the_door_reads_runs_as_through_the_app(added, capsys,
                                                                       monkeypatch, tmp_path):
    monkeypatch.setattr("os.urandom", lambda n: bytes(n))  # unseeded rolls repeat
    lines = _documented(added)
    assert len(lines) >= 20  # the README's and docs/usage's forms of the commands it reads
    for i, argv in enumerate(lines):
        ran = []
        for door in (quick.line, app.run_line):
            monkeypatch.chdir(_fresh(tmp_path / f"{i}-{door.__module__}",
                                     decks=any("deck" in arg for arg in argv)))
            ran.append((_in_process(argv, door, capsys), _files(Path.cwd())))
        through_door, through_app = ran
        assert through_door == through_app, argv  # exit code, stdout, stderr, files written
        assert through_door[0][1] or through_door[0][2], argv


def _fresh(folder: Path, decks: bool = True) -> Path:
    """A folder of a line's own, where its pictures (--svg FILE) and decks (--deck FILE) are
    written, with the army lists its examples name and, for a line that names a deck, a
    copy of the example decks (a deck command changes its deck)."""
    import shutil

    if decks:
        shutil.copytree(ROOT / "examples" / "decks", folder / "examples" / "decks")
    else:
        folder.mkdir(parents=True)
    (folder / "armies").symlink_to(ROOT / "armies")
    return folder


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and "armies" not in p.parts}


def _sample_value(kind: str, extra: Any, rng: random.Random, minus: bool = True) -> str:
    if kind == "int":
        low, high = extra
        if minus and (low is None or low < 0) and rng.random() < 0.2:  # an option's value
            return rng.choice(["-0", str(-rng.randint(1, 12))])
        low = 0 if low is None else low
        high = low + 12 if high is None else min(high, low + 12)
        return str(rng.randint(low, high))
    if kind == "float":
        low, high = extra
        low = 0 if low is None else low
        return rng.choice([str(int(low) + 3), f"{low + 2.5:.1f}", f"{low:.2f}"])
    if kind == "choice":
        return rng.choice(extra)
    return rng.choice(["x", "critical", "a b", "4,2", "d6", "čeština"])


def _spelt(option: str, value: str | None, rng: random.Random) -> list[str]:
    if value is None:
        return [option]
    if option.startswith("--") and rng.random() < 0.3:
        return [f"{option}={value}"]
    return [option, value]


def _sample_lines(key: tuple[str, str, str], count: int, rng: random.Random) -> list[list[str]]:
    """Lines of the command ``key``: its required options, then some of the others in a
    random order, some repeated, by any of their names."""
    verb, game, sub = key
    _target, _battle, _help, options, params, arguments = COMMANDS[key]
    default, _names, _elsewhere, picks = GROUPS.get((verb, game), ("", (), {}, {}))
    names: dict[str, list[str]] = {}
    for option, param in options.items():
        names.setdefault(param, []).append(option)
    lines = []
    for _ in range(count):
        chosen = [p for p in names if p != "lang" and (params[p][2] or rng.random() < 0.4)]
        if not chosen:  # a line with no option at all is left to the app
            chosen.append(rng.choice([p for p in names if p != "lang"]))
        if rng.random() < 0.2:
            chosen.append("lang")
        rng.shuffle(chosen)
        spelt: list[list[str]] = []
        for param in chosen:
            kind, multiple, _required, _default, extra = params.get(param, ("lang",) * 5)
            for _ in range(rng.choice([1, 2]) if multiple else 1):
                value = None if kind in ("flag", "pair") else (
                    rng.choice(["cs", "en"]) if param == "lang"
                    else _sample_value(kind, extra, rng))
                spelt.append(_spelt(rng.choice(names[param]), value, rng))
        at = 0
        for param in arguments:  # each among the options, in order
            at = rng.randint(at, len(spelt))
            spelt.insert(at, [_sample_value(params[param][0], params[param][4], rng,
                                            minus=False)])  # "-3" is an option to click
            at += 1
        words = [word for chunk in spelt for word in chunk]
        head = [verb, rng.choice([game, game[:4]]) if game == "confrontation" else game]
        picked = {picks[w.partition("=")[0]] for w in words if w.partition("=")[0] in picks}
        outer, _, kind = sub.partition(" ")
        if kind:  # a kind (``roll conf feat climb``): its word, or the option naming it
            naming = next(iter(NAMING.get((verb, f"{game} {outer}"), {})), None)
            way = rng.choice(["words", "option", "option alone"] if naming else ["words"])
            if way == "words":
                head += [outer, kind]
            else:
                at = rng.randint(0, len(words))
                words[at:at] = _spelt(str(naming), kind, rng)
                head += [outer] if way == "option" else []
        elif sub and not (words and picked <= {sub} and (sub == default or picked)
                          and rng.random() < 0.5):
            head.append(sub)
        lines.append([*head, *words])
    return lines


def test_the_door_passes_the_arguments_click_parses(capsys, monkeypatch):
    rng = random.Random(17)
    recorded: list[dict[str, Any]] = []
    for key, (target, *_rest) in sorted(COMMANDS.items()):
        module, _, name = target.partition(":")
        monkeypatch.setattr(f"{module}.{name}", lambda **kwargs: recorded.append(kwargs))
        for argv in _sample_lines(key, 40, rng):
            found = quick_games.recognise(argv)
            assert found is not None, argv
            assert found[0] == target
            recorded.clear()
            assert _in_process(argv, app.run_line, capsys) == (0, "", ""), argv
            assert len(recorded) == 1, argv
            assert repr(sorted(recorded[0].items())) == repr(sorted(found[1].items())), argv


@pytest.mark.parametrize(("words", "typed"), [
    (["-t", "blue"], "-t"), (["--target", "blue"], "--target"),
    (["--target-colour=blue"], "--target-colour"),
    (["-t", "red", "--faces", "red", "--target", "blue"], "--target"),
    (["--target", "red", "-t", "blue"], "-t"),
    (["--target-colour", "red", "--seed", "1", "-t", "blue", "--target", "green"], "--target"),
])
def test_the_door_names_an_option_as_the_line_gave_it_as_click_does(words, typed, capsys,
                                                                    monkeypatch):
    """`wound bl`'s refusal of the target names the option typed (`muster.errors.spelt`):
    through the app `muster.verbs.given` reads it from click's context, the door from the
    line it read."""
    from muster import errors

    argv = ["wound", "bl", "-w", "short-sword", *words]
    monkeypatch.setattr("muster.commands.wound_battlelore.battlelore", lambda **kwargs: None)
    monkeypatch.setattr(errors, "SPELT", {})
    assert _in_process(argv, app.run_line, capsys) == (0, "", "")
    assert errors.SPELT == {"target_colour": typed}
    found = quick_games.recognise(argv)
    assert found is not None
    assert found[2]["target_colour"] == typed
    assert found[2]["weapon"] == "-w" and found[2]["room"] == "--room"  # not given: its first


@pytest.mark.parametrize("argv", [
    ["roll", "conf", "-v", "4", "-D", "6", "--help"],
    ["roll", "conf", "-v4", "-D", "6"],
    ["roll", "conf", "-v", "4", "--times", "0"],
    ["roll", "conf", "-v", "4", "--seed", "-1"],
    ["roll", "conf", "-v", "4", "--seed", "٣"],
    ["roll", "conf", "-v", "4", "-D", "6", "--odds", "--vs", "-D 8"],
    ["roll", "conf", "-D", "6"],
    ["roll", "conf", "-v", "4", "test"],
    ["roll", "conf", "-v", "4", "--versus", "3", "-D", "6"],  # opposed takes no -D
    ["roll", "conf", "-v", "4", "--versus", "3", "--regeneration", "5"],  # picks two
    ["roll", "conf", "4", "--versus", "3"],
    ["roll", "conf", "-v", "4", "--target", "Paladin"],
    ["roll", "conf", "-v", "4", "--odds=yes"],
    ["roll", "conf", "-v", "4", "--", "-D"],
    ["roll", "conf", "TEST", "-v", "4"],
    ["roll", "conf", "--lang", "CS", "-v", "4"],
    ["roll", "conf", "--value", "--odds"],
    ["roll", "konfrontaze", "-v", "4"],
    ["wound", "conf", "-v", "4"],
    ["wound", "void", "--weapon", "axe", "--action=throw-opponent"],  # the throw's no --weapon
    ["wound", "void", "--action", "grab", "--fall", "3"],  # picks two
    ["wound", "void", "--action", "grab", "--action", "sweep", "--targets", "2"],
    ["wound", "void", "--strength", "12", "--action"],
    ["roll", "bl", "3", "4"],  # a word too many
    ["roll", "bl", "3", "faces"],
    ["roll", "bl", "-3"],
    ["roll", "bl", "x"],
    ["roll", "bl", "3", "-tblue"],  # picks hits (Modes) and is attached
    ["roll", "bl", "3", "--target-unit", "Knights"],  # the battle's
    ["roll", "bl", "faces", "3", "--target", "blue"],
    ["roll", "bl", "--seed", "1"],  # N missing
    ["roll", "wm", "cast", "--value", "5", "--no-reroll-after-one=1"],  # a flag takes none
    ["--lang", "CS", "roll", "conf", "-v", "4"],  # click's root takes it, in any case
    ["--lang", "de", "roll", "conf", "-v", "4"],
    ["--json", "roll", "conf", "-v", "4"],
    ["deploy-shuffle", "conf", "play", "--deck", "d.json"],  # NAME... missing
    ["deploy-shuffle", "conf", "play", "Skeletons", "--deck", "d.json", "--", "-x"],
])
def test_a_line_the_door_is_not_certain_of_goes_to_the_app(argv):
    assert quick_games.recognise(argv) is None


@pytest.mark.parametrize("head", [["--lang", "cs"], ["--lang=en"], ["--lang", "en", "--lang=cs"]])
def test_a_language_before_the_verb_is_read_as_click_s_root_reads_it(head, capsys):
    """`muster --lang cs VERB ...` (as the Czech examples are written): the boundary has chosen
    the language by it, and the door reads the rest of the line."""
    argv = [*head, "roll", "wm", "cast", "--value", "5", "--wand", "--dice", "4"]
    found = quick_games.recognise(argv)
    assert found is not None and found[0] == "muster.commands.roll_warmaster:cast"
    assert found[1]["wand"] is True and found[1]["dice"] == ["4"]
    through_door = _in_process(argv, quick.line, capsys)
    assert through_door == _in_process(argv, app.run_line, capsys)
    assert through_door[0] == 0 and through_door[1]


def test_an_option_of_another_roll_picks_it_wherever_it_stands():
    """`roll conf` and `roll bl` without the subcommand's name: the option that names
    another roll picks it (their `Modes`), as the table records."""
    for words, picked in [(["-v", "4", "--versus", "3"], "opposed"),
                          (["--versus=3", "--seed", "1", "-v", "4"], "opposed"),
                          (["-v", "4", "-D", "6"], "test")]:
        found = quick_games.recognise(["roll", "conf", *words])
        assert found is not None and found[0].endswith(f":{picked}"), words
    for words, picked in [(["3", "--target", "red"], "hits"), (["--seed", "2", "3", "-w", "x"],
                                                               "hits"), (["3"], "faces")]:
        found = quick_games.recognise(["roll", "bl", *words])
        assert found is not None and found[0].endswith(f":{picked}"), words


def test_of_options_picking_two_rolls_the_one_that_always_wins_is_taken():
    """`wound conf`: a --back-* option picks the exchange over --melee wherever they stand
    (its `_Modes`), as the table's OVERRIDES record; `roll conf` takes the first option
    named, so a line picking two is left to the app."""
    head = ["wound", "conf", "--att", "4", "--attack-at", "7", "--def", "5", "--str", "6",
            "--res", "7"]
    back = ["--back-at", "6", "--back-att", "3", "--back-str", "5", "--back-def", "4",
            "--back-res", "6"]
    for words in ([*head, "--melee", *back], [*head, *back, "--melee"]):
        found = quick_games.recognise(words)
        assert found is not None and found[0].endswith(":exchange"), words
    found = quick_games.recognise([*head, "--melee"])
    assert found is not None and found[0].endswith(":melee")
    assert quick_games.recognise(["roll", "conf", "--feat", "swim", "--mov", "10",
                                  "--versus", "3"]) is None


def test_a_flag_on_by_default_is_passed_as_click_passes_it():
    """``--reinforcement`` is on by default (Typer's flag with no ``--no-`` form): given, click
    passes its flag value, False; the door passes the same, and picks its roll by it."""
    found = quick_games.recognise(["roll", "conf", "--reinforcement", "--seed", "2"])
    assert found is not None and found[0].endswith(":reinforcement")
    assert found[1]["flag"] is False and found[1]["seed"] == 2
    found = quick_games.recognise(["roll", "conf", "reinforcement", "--odds"])
    assert found is not None and found[1]["flag"] is True and found[1]["odds"] is True


def test_an_action_that_is_no_move_stays_with_the_default_attack():
    """`wound void` picks a move by --action's value (`muster.verbs.wound.void.Modes`); the
    table names those values, so a class action is still the attack's, as click reads it."""
    target, kwargs, _typed = quick_games.recognise(
        ["wound", "void", "--weapon", "sword", "--action", "sweep", "--targets", "3"])
    assert (target, kwargs["action"], kwargs["targets"]) == (
        "muster.commands.wound_void:attack", "sweep", 3)
    target, kwargs, _typed = quick_games.recognise(
        ["wound", "void", "attack", "--action", "grab"])
    assert (target, kwargs["action"]) == ("muster.commands.wound_void:attack", "grab")


@pytest.mark.parametrize(("words", "read"), [
    (["--mod", "-2", "--dice", "9"], [-2]),
    (["--mod=-2"], [-2]),
    (["-m", "-0", "--mod", "-12", "-m", "3"], [0, -12, 3]),
    (["--mod", "-000000000000000002"], [-2]),
    (["--mod", "-0000000000000000002"], None),  # more digits than the door reads
    (["--mod", "--2"], None),
    (["--mod", "-"], None),
    (["--mod", "-2.5"], None),
    (["--mod", "-٣"], None),
    (["--seed", "-1"], None),  # out of its range (0 or more): click's error
    (["--odds", "-2"], None),  # a flag takes no value: -2 is an option, click's error
    (["--dice", "-2"], None),  # a text: left to the app
])
def test_a_whole_number_s_minus_sign_is_read_as_click_reads_it(words, read, capsys,
                                                                 monkeypatch):
    """`roll void --target 12 --mod -2`: the door reads a negative whole number for an int
    option whose range allows it, and passes what click parses; anything else starting
    with a minus goes to the app."""
    argv = ["roll", "void", "--target", "12", *words]
    found = quick_games.recognise(argv)
    recorded: list[dict[str, Any]] = []
    monkeypatch.setattr("muster.commands.roll_void.test",
                        lambda **kwargs: recorded.append(kwargs))
    code, _out, _err = _in_process(argv, app.run_line, capsys)
    if read is None:
        assert found is None
        return
    assert found is not None and found[1]["mod"] == read
    assert code == 0 and len(recorded) == 1
    assert repr(sorted(recorded[0].items())) == repr(sorted(found[1].items()))


def test_a_move_named_by_action_or_picked_by_fall_is_read_as_click_picks_it(capsys,
                                                                          monkeypatch):
    """`wound void` without the subcommand: the last --action naming a move picks it and
    is taken off the line, --fall picks the fall (`muster.verbs.wound.void.Modes`); the door
    passes the function what click passes."""
    recorded: list[tuple[str, dict[str, Any]]] = []
    for words, picked in [
            (["--action", "grab", "--strength", "12", "--target-cc", "8"], "grab"),
            (["--strength=12", "--action=break-free", "--mod", "2"], "break_free"),
            (["--action", "sweep", "--action", "throw-opponent", "--size", "5"],
             "throw_opponent"),
            (["--target-size", "1", "--fall", "3", "--seed", "2"], "fall")]:
        argv = ["wound", "void", *words]
        found = quick_games.recognise(argv)
        assert found is not None and found[0].endswith(f":{picked}"), words
        monkeypatch.setattr(f"muster.commands.wound_void_moves.{picked}",
                            lambda _p=picked, **kwargs: recorded.append((_p, kwargs)))
        recorded.clear()
        assert _in_process(argv, app.run_line, capsys) == (0, "", ""), argv
        assert repr(recorded) == repr([(picked, found[1])]), argv


def test_with_a_battle_set_a_command_that_may_join_it_goes_to_the_app(monkeypatch):
    argv = ["roll", "conf", "-v", "4", "-D", "6", "--over"]
    assert quick_games.recognise(argv) is not None
    monkeypatch.setenv("MUSTER_BATTLE", "battle.json")
    assert quick_games.recognise(argv) is None
    # a test that is not the Courage test never joins one: the door reads it still
    assert quick_games.recognise(argv[:-1]) is not None


def test_shell_completion_goes_to_the_app(monkeypatch):
    monkeypatch.setenv("_MUSTER_COMPLETE", "bash_complete")
    assert quick_games.recognise(["roll", "conf", "-v", "4"]) is None


FRONT_END = ("click", "typer", "rich", "muster.verbs", "muster.app")


def _imports(tree: ast.Module) -> list[str]:
    """Every module imported outside ``if TYPE_CHECKING:`` blocks, at any depth."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            node.body = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
    return found


def test_the_door_s_functions_import_no_front_end():
    """They run without click's context: no `muster.verbs.given`, no Typer, no click."""
    modules = sorted((ROOT / "cli" / "muster" / "commands").glob("*.py"))
    assert len(modules) >= 2
    for path in modules:
        imported = _imports(ast.parse(path.read_text(encoding="utf-8")))
        assert [m for m in imported if m.startswith(FRONT_END)] == [], path.name
    for target, *_rest in COMMANDS.values():
        assert target.startswith("muster.commands.")
