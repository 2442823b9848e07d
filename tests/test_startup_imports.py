"""What a command imports: a command loads its own rule and view
modules, never another subcommand's, nor the exact driver unless it computes odds. This
counts modules, which is deterministic; the timings are in bench/startup.py."""

from __future__ import annotations

import importlib
import json
import sys

import pytest

from helpers import CONSOLE_FIRST, bare_env, example_deck, python_c
from muster.engine import rule

GAMES = ("battlelore", "confrontation", "mageknight", "void", "warmaster")
CODE = ("import json, sys\n"
        "from muster.{door} import main\n"
        "code = main(sys.argv[1:])\n"
        "sys.stdout.flush()\n"
        "print('\\nMODULES ' + json.dumps(sorted(sys.modules)))\n"
        "sys.exit(code)\n")
# what CODE imports before it reads the command line, whatever the line: json and the door
# (for the console script, also what its main imports first: the package, the error
# boundary, the quick door). The waiting Python of `python_c` imports them, in this order,
# before it forks, so a child pays only for what the command loads besides: the same modules
# end up loaded (test_a_forked_child_answers_as_a_fresh_process_would compares such a child
# with a fresh process).
FIRST = {"console": CONSOLE_FIRST, "app": ("json", "muster.app")}


def modules_of(*args: str, door: str = "console", **env: str) -> set[str]:
    """The modules a run of ``muster ARGS`` loads: through the console script (its quick
    doors, `muster.quick`), or with ``door="app"`` through the Typer app; ``env``: more
    of the child's environment."""
    run = python_c(CODE.format(door=door), *args, imported=FIRST[door],
                   env={**bare_env(MUSTER_LANG="en", PATH="", HOME="/nonexistent"), **env})
    assert run.returncode == 0, run.stderr
    last = run.stdout.rstrip().rsplit("\n", 1)[-1]
    assert last.startswith("MODULES ")
    return set(json.loads(last[len("MODULES "):]))


# what a child knows of how it was started, and what it has imported
ITSELF = ("import json, os, sys\n"
          "print(json.dumps([sys.argv, os.getcwd(), sys.path, dict(os.environ), sys.flags,\n"
          "                  sys.stdout.encoding, __name__, sorted(vars()),\n"
          "                  sorted(sys.modules)]))\n"
          "sys.exit(len(sys.argv))\n")


@pytest.mark.parametrize(("code", "args", "env", "imported"), [
    (CODE.format(door="console"), ("roll", "2d6", "--seed", "1"), {}, FIRST["console"]),
    (CODE.format(door="console"), ("roll", "conf", "-v", "4", "-D", "6", "--seed", "1",
                                   "--lang", "cs"), {}, FIRST["console"]),
    (CODE.format(door="console"), ("roll", "2d6", "--lang", "de"), {},  # refused: exits 2
     FIRST["console"]),
    (CODE.format(door="app"), ("wound", "--help"), {"COLUMNS": "50"}, FIRST["app"]),
    (ITSELF, ("two words", ""), {}, ("json",)),
    (ITSELF, (), {"PYTHONIOENCODING": "latin-1", "LANG": "C"}, ("json",)),  # read at start-up
])
def test_a_forked_child_answers_as_a_fresh_process_would(code, args, env, imported,
                                                          monkeypatch, tmp_path):
    """`helpers.python_c` forks each child from a waiting Python that has imported what the
    code imports first (``imported``, as `modules_of` asks): the child loads the same
    modules, prints the same and exits with the same code as a fresh ``python -c``, in the
    same environment, folder and flags."""
    env = bare_env(MUSTER_LANG="en", PATH="", HOME="/nonexistent", **env)
    python_c("", env=env, imported=imported)  # its server is up, started in another folder
    monkeypatch.chdir(tmp_path)
    forked = python_c(code, *args, env=env, imported=imported)
    fresh = python_c(code, *args, env=env, fresh=True)
    assert '"encodings.utf_8"' in fresh.stdout  # the modules loaded are in what is compared
    assert (forked.returncode, forked.stdout, forked.stderr) == (
        fresh.returncode, fresh.stdout, fresh.stderr)


def test_a_plain_roll_imports_no_game_nor_odds_nor_chart_machinery():
    loaded = modules_of("roll", "2d6", "--seed", "1")
    assert "muster.engine.notation" in loaded  # the check sees the command's own modules
    unwanted = {"muster.engine.odds", "muster.engine.distribution", "fractions", "xml.sax",
                "urllib.request", "rich", "tomllib", "muster.engine.data"}
    assert loaded & unwanted == set()
    assert not any(m.startswith("muster.games.") for m in loaded)


def test_a_plain_roll_is_shown_by_the_notation_s_views_without_the_mixed_pools():
    # the roll's line is its view's (`muster.engine.notation.views`); the pools in braces
    # are read only where a pool is written
    loaded = modules_of("roll", "2d6", "--seed", "1")
    assert "muster.engine.notation.views" in loaded
    assert "muster.engine.notation.mixed" not in loaded
    assert "muster.engine.notation.mixed" in modules_of("roll", "{2d6+1d8}kh2", "--seed", "1")


FRONT_END = ("typer", "click", "rich", "muster.app", "muster.verbs")


def front_end(modules: set[str]) -> set[str]:
    return {m for m in modules if m.startswith(FRONT_END)}


@pytest.mark.parametrize("args", [
    ("roll", "2d6", "--seed", "1"), ("roll", "4d6kh3", "--json", "--seed", "7"),
    ("roll", "2d6", "--dice", "3,5"), ("roll", "3d6", "-n", "10", "--seed", "1"),
    ("roll", "6d6>=4", "--odds"), ("roll", "2d6", "--seed", "1", "--lang", "cs"),
])
def test_a_plain_roll_takes_the_quick_door_without_typer_click_or_the_verbs(args):
    """`muster.quick`: the console script rolls a plain ``roll EXPR`` itself. The same roll
    through the app (``roll expr ...``) loads every module the door loads, and Typer and
    click besides."""
    quick = modules_of(*args)
    app = modules_of(args[0], "expr", *args[1:])
    assert "muster.engine.notation" in quick and "muster.rolling" in quick
    assert front_end(quick) == set()
    verb = args[0].replace("-", "_")  # siege-breach: muster.verbs.siege_breach
    assert {"typer", "click", "muster.app", f"muster.verbs.{verb}"} <= front_end(app)
    assert quick <= app
    assert len(app - quick) >= len(front_end(app))


def test_the_root_help_on_a_pipe_builds_no_verb():
    """`muster --help` lists the verbs from `muster.app.LISTED`; building them would import
    every verb, its games and the battle package."""
    loaded = modules_of("--help", door="app")  # the app's help (a pipe's has a kept page)
    assert "muster.app" in loaded
    assert not any(m.startswith(("muster.verbs.", "muster.games.", "muster.battle"))
                   and m not in ("muster.verbs._click", "muster.verbs._params",
                                 "muster.verbs._picking", "muster.verbs._plain_help")
                   for m in loaded)


@pytest.mark.parametrize("args", [("alias", "list"), ("config", "show")])
def test_a_command_that_rolls_nothing_loads_no_rolling_options(args):
    """``--json`` is declared once (`muster.verbs._json`); a command with no --odds (alias,
    config) takes it without the rolling options and the dice engine."""
    loaded = modules_of(*args)
    assert "muster.verbs._json" in loaded
    assert loaded & {"muster.verbs._rolling", "muster.rolling", "muster.engine.run"} == set()


@pytest.mark.parametrize(("args", "own", "others"), [
    (("roll", "conf", "-v", "4", "-D", "6", "--seed", "1"),
     "muster.games.confrontation.characteristic",
     {"muster.games.confrontation.opposed", "muster.games.confrontation.views.opposed",
      "muster.games.confrontation.melee", "muster.games.confrontation.damage",
      "muster.engine.notation"}),  # the generic notation is `roll EXPR`'s alone
    (("wound", "conf", "blow", "-s", "5", "-r", "5", "--seed", "1"),
     "muster.games.confrontation.damage",
     {"muster.games.confrontation.melee", "muster.games.confrontation.opposed"}),
    (("roll", "wm", "--target", "4", "--count", "6", "--seed", "1"),
     "muster.games.warmaster.target",
     {"muster.games.warmaster.casting", "muster.games.warmaster.storm",
      "muster.games.warmaster.rage", "muster.games.warmaster.wound",
      "muster.games.warmaster.siege", "muster.games.warmaster.fortress"}),
    (("roll", "wm", "cast", "--value", "5", "--seed", "1"),
     "muster.games.warmaster.casting",
     {"muster.games.warmaster.target", "muster.games.warmaster.storm"}),
    (("wound", "void", "attack", "--weapon", "sword", "--seed", "1"),
     "muster.games.void.attack",
     {"muster.games.void.initiative", "muster.games.void.grab", "muster.games.void.fall",
      "muster.games.void.travel", "muster.games.void.athletics",
      "muster.games.void.throw_opponent"}),
    (("wound", "void", "fall", "--fall", "3", "--target-size", "2"),
     "muster.games.void.views.fall",  # the fall's views alone (VIEWS)
     {"muster.games.void.attack", "muster.games.void.volley", "muster.games.void.wound",
      "muster.games.void.grab", "muster.games.void.travel", "muster.games.void.athletics",
      "muster.games.void.throw_opponent"}),
    (("wound", "void", "--action", "grab", "--strength", "12", "--seed", "1"),
     "muster.games.void.views.grab",
     {"muster.games.void.attack", "muster.games.void.fall", "muster.games.void.travel",
      "muster.games.void.athletics", "muster.games.void.throw_opponent"}),
    (("roll", "bl", "3", "-t", "blue", "-w", "short-sword", "--seed", "1"),
     "muster.games.battlelore.views.roll",  # the roll's views alone (VIEWS)
     {"muster.games.battlelore.views.wound", "muster.games.battlelore.wound",
      "muster.games.battlelore.cards", "muster.games.battlelore.displace",
      "muster.engine.distribution"}),  # a roll's views load fractions for odds only
    (("roll", "conf", "--regeneration", "5", "--current", "critical", "--seed", "1"),
     "muster.games.confrontation.views.abilities",  # the ability dice's views alone (VIEWS)
     {"muster.games.confrontation.feat", "muster.games.confrontation.into_melee",
      "muster.games.confrontation.damage", "muster.games.confrontation.views.rolls"}),
    (("roll", "conf", "opposed", "-v", "4", "--versus", "3", "--seed", "1"),
     "muster.games.confrontation.opposed",  # a roll-off's odds engine for --odds only
     {"muster.engine.distribution", "muster.games.confrontation.melee"}),
    (("scatter", "mk", "--attack", "8", "--damage", "2", "--defense", "16", "--seed", "1"),
     "muster.games.mageknight.attack_roll",  # the roll itself, not roll mk's modifiers
     {"muster.games.mageknight.attack", "muster.games.mageknight.ranged",
      "muster.games.mageknight.close", "muster.engine.scatter_generic"}),
    (("siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3", "--damage", "2",
      "--seed", "1"),
     "muster.games.mageknight.terrain",
     {"muster.games.mageknight.attack", "muster.games.mageknight.ranged",
      "muster.games.mageknight.close", "muster.games.mageknight.bombard"}),
    (("scatter", "void", "--rc", "10", "--charge", "frag", "--seed", "1"),
     "muster.games.void.grenade",  # its pass of a d20 alone, not the roll-under test's rule
     {"muster.games.void.roll_under", "muster.engine.scatter_generic"}),
    (("wound", "bl", "-a", "blue", "-w", "short-sword", "-t", "blue", "--seed", "1"),
     "muster.games.battlelore.views.wound",  # the attack's views alone (VIEWS)
     {"muster.games.battlelore.views.deck", "muster.games.battlelore.cards",
      "muster.games.battlelore.displace", "muster.games.battlelore.views.scatter",
      "muster.games.battlelore.battle_roll", "muster.games.battlelore.views.roll",
      "muster.engine.distribution"}),
    (("roll", "wm", "storm", "--count", "2", "--armour", "4", "--seed", "1"),
     "muster.games.warmaster.views.storm",  # the storm's views alone (VIEWS)
     {"muster.games.warmaster.rage", "muster.games.warmaster.wound",
      "muster.games.warmaster.views.rage", "muster.games.warmaster.views.combat",
      "fractions"}),  # a roll's views load fractions for odds only
    (("roll", "wm", "rage", "--count", "3", "--armour", "5", "--seed", "1"),
     "muster.games.warmaster.views.rage",
     {"muster.games.warmaster.storm", "muster.games.warmaster.wound",
      "muster.games.warmaster.views.storm", "muster.games.warmaster.views.combat",
      "fractions"}),
])
def test_a_subcommand_imports_its_own_rules_only(args, own, others):
    loaded = modules_of(*args)
    assert own in loaded
    assert loaded & others == set()
    assert "muster.engine.odds" not in loaded  # nothing here computes odds


@pytest.mark.parametrize("args, counts", [
    (("wound", "void", "--weapon", "sword", "--target-armor", "5", "--odds"), True),
    (("scatter", "void", "--rc", "10", "--charge", "frag", "--odds"), False),
    (("scatter", "mk", "--attack", "8", "--damage", "2", "--defense", "16", "--odds"), False),
])
def test_odds_that_end_in_no_generating_function_load_none_of_its_machinery(args, counts):
    """The exact driver loads the generating functions' distributions (gfdist), a joint of
    parts (joints) and a funnel with rerolls (funnels) where a walk first needs them, and
    the generating functions themselves (gf) only for a count of successes (a Void attack's
    armour rolls; a scatter counts none); a Void attack's odds view loads no roll-under
    rule or view, nor the rolled attack's view."""
    loaded = modules_of(*args)
    assert "muster.engine.odds" in loaded
    assert ("muster.engine.gf" in loaded) == counts
    unwanted = {"muster.engine.gfdist", "muster.engine.joints", "muster.engine.funnels",
                "muster.games.void.roll_under", "muster.games.void.views.roll_under",
                "muster.games.void.views.attack"}
    assert loaded & unwanted == set()


def test_odds_that_end_in_a_generating_function_load_it_when_they_need_it():
    """Ten thousand attacks end every run in a count whose fractions are too long to print:
    kept whole (gfdist). A Rage of Chaos counts saves too, but not every run of its walk ends
    in such a count, so its weights are expanded and gfdist is not needed."""
    loaded = modules_of("wound", "wm", "--attacks", "10000", "--to-hit", "4", "--armour", "5",
                        "--odds")
    assert "muster.engine.gfdist" in loaded
    loaded = modules_of("roll", "wm", "rage", "--count", "3", "--armour", "5", "--odds")
    assert "muster.engine.gf" in loaded and "muster.engine.gfdist" not in loaded


def test_every_viewed_type_names_the_module_of_its_views():
    """A rule module's ``VIEWS`` names where its results are shown, so showing one rule
    imports that module alone (a game whose views are one module needs none)."""
    for game in GAMES:
        views = importlib.import_module(f"muster.games.{game}.views")
        for name in rule._modules_in(getattr(views, "__path__", [])):
            importlib.import_module(f"{views.__name__}.{name}")
    registered = [(kind, fn.__module__) for table in (rule._VIEWS, rule._ODDS_VIEWS,
                                                      rule._KEY_VIEWS)
                  for kind, fn in table.items() if kind.__module__.startswith("muster.games.")]
    assert len(registered) > 100
    for kind, where in registered:
        if not hasattr(sys.modules[where], "__path__") and where.count(".") == 3:
            continue  # the game's views are one module (BattleLore): imported whole
        named = getattr(sys.modules[kind.__module__], "VIEWS", None)
        assert where in ((named,) if isinstance(named, str) else named or ()), (kind, where)


# what Typer and click import (and so every command through the app), never the quick door
TYPER_STDLIB = {"platform", "subprocess", "shutil", "pathlib", "uuid", "textwrap", "gettext",
                "locale"}




def test_the_quick_door_loads_none_of_the_modules_typer_brings():
    loaded = modules_of("roll", "2d6", "--seed", "1")
    assert loaded & TYPER_STDLIB == set()
    assert "tomllib" not in loaded  # no config file: no TOML parser


@pytest.mark.parametrize("args", [("scatter", "any", "--help"), ("wound", "--help"),
                                  ("--help",)])
def test_help_loads_no_rule_no_data_and_no_dice_engine(args):
    """A help on a pipe is click's plain help: it reads no data file (the TOML parser) when
    it quotes no rule's number (`roll conf` and `wound wm` quote the data's:
    tests/verbs/test_help_numbers.py), no rule, not the dice engine and its drivers
    (`muster.rolling`, `random`), nor rich: the app's, where no kept page answers
    (`muster.help_door`)."""
    loaded = modules_of(*args, door="app")
    assert "muster.app" in loaded
    unwanted = {"tomllib", "random", "rich", "muster.rolling", "muster.engine.run",
                "muster.engine.dice", "muster.engine.data", "muster.engine.odds"}
    assert loaded & unwanted == set()
    assert not any(m.startswith("muster.games.") for m in loaded)


def test_a_game_command_on_a_pipe_loads_its_own_verb_and_no_rich():
    loaded = modules_of("roll", "conf", "-v", "4", "-D", "6", "--seed", "1", door="app")
    assert {"muster.verbs.roll.confrontation", "muster.engine.data"} <= loaded
    assert not any(m == "rich" or m.startswith(("rich.", "typer.rich_utils")) for m in loaded)
    others = {m for m in loaded if m.startswith("muster.verbs.")
              and m.count(".") == 3 and not m.endswith(("confrontation", "_conf_options"))}
    assert others == set()  # no other game's verb module, no other verb
    assert not any(m.startswith(("muster.battle", "muster.lists", "yaml", "jsonschema"))
                   for m in loaded)


@pytest.mark.parametrize(("args", "command"), [
    (("roll", "conf", "-v", "4", "-D", "6", "--seed", "1"), "roll_confrontation"),
    (("roll", "confrontation", "test", "--value=4", "--odds", "--json"), "roll_confrontation"),
    (("roll", "conf", "-v", "4", "-D", "6", "--seed", "1", "--lang", "cs"),
     "roll_confrontation"),
    (("roll", "bl", "3", "--seed", "1"), "roll_battlelore"),
    (("roll", "wm", "command", "--value", "8", "--crown", "--seed", "1"), "roll_warmaster"),
    (("roll", "conf", "-v", "4", "--versus", "3", "--seed", "1"), "roll_confrontation"),
    (("roll", "conf", "--regeneration", "5", "--current", "critical", "--seed", "1"),
     "roll_confrontation"),
    (("wound", "bl", "-a", "red", "-w", "short-sword", "-t", "blue", "--seed", "1"),
     "wound_battlelore"),
    (("roll", "bl", "3", "--target", "blue", "--weapon", "short-sword"), "roll_battlelore"),
    (("wound", "void", "--fall", "3", "--target-size", "2"), "wound_void_moves"),
    (("wound", "void", "--action", "grab", "--strength", "12", "--seed", "1"),
     "wound_void_moves"),
    (("wound", "void", "travel", "--pace", "slow", "--km", "3", "--seed", "1"),
     "wound_void_moves"),
    (("roll", "wm", "cast", "--value", "5", "--wand", "--no-reroll-after-one", "--seed", "1"),
     "roll_warmaster"),
    (("roll", "wm", "dispel", "--seed", "1"), "roll_warmaster"),
    (("roll", "wm", "door", "--troop", "infantry", "--stands", "4"), "roll_warmaster"),
    (("roll", "wm", "game-length", "--seed", "3"), "roll_warmaster"),
    (("roll", "wm", "gerroff", "--one-die", "--seed", "1"), "roll_warmaster"),
    (("roll", "wm", "rage", "--count", "3", "--armour", "5", "--seed", "1"), "roll_warmaster"),
    (("roll", "wm", "spellbind", "--seed", "1"), "roll_warmaster"),
    (("roll", "wm", "storm", "--count", "2", "--armour", "4", "--seed", "1"), "roll_warmaster"),
    (("siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3", "--damage", "2",
      "--steep", "--seed", "1"), "siege_breach_mageknight"),
    (("siege-breach", "wm", "--target", "wall", "--giants", "1", "--no-defenders", "--seed",
      "1"), "siege_breach_warmaster"),
    (("siege-breach", "wm", "pass", "--target", "gate", "--troop", "cavalry", "--side",
      "attacker", "--unoccupied"), "siege_breach_warmaster"),
    (("roll", "conf", "--reinforcement", "--seed", "1"), "roll_confrontation"),
    (("roll", "conf", "mutagenic", "--mutagenic", "2", "--seed", "1"), "roll_confrontation"),
    (("roll", "conf", "--into-melee", "small", "--into-melee", "large", "--seed", "1"),
     "roll_confrontation"),
    (("roll", "conf", "--feat", "climb", "--mov", "12/4.8", "--res", "2", "--height", "5",
      "--seed", "1"), "roll_confrontation_feat"),
    (("roll", "conf", "feat", "fall", "--mov", "10", "--res", "3", "--height", "10", "--seed",
      "1"), "roll_confrontation_feat"),
    (("roll", "conf", "shoot", "--aim", "3", "--range", "medium", "--seed", "1"),
     "roll_confrontation_shots"),
    (("roll", "conf", "shooting-order", "--shooter", "lions:archers:4", "--shooter",
      "acheron:bowmen:2", "--first", "acheron"), "roll_confrontation_shots"),
    (("roll", "conf", "fly", "--air-mov", "25", "--end", "2"), "roll_confrontation_table"),
    (("roll", "conf", "toxic", "--points", "250"), "roll_confrontation_table"),
    (("roll", "conf", "melee-setup", "--ini", "3", "--versus-ini", "3", "--seed", "1"),
     "roll_confrontation_table"),
    (("wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--def", "5", "--str", "6",
      "--res", "7", "--seed", "1"), "wound_confrontation"),
    (("wound", "conf", "exchange", "--att", "4", "--attack-at", "7", "--def", "5", "--str", "6",
      "--res", "7", "--back-at", "6", "--back-att", "3", "--back-str", "5", "--back-def", "4",
      "--back-res", "6", "--seed", "1"), "wound_confrontation"),
    (("deploy-shuffle", "wm", "--units", "orcs=7", "--units", "elves=5"),
     "deploy_shuffle_warmaster"),
    (("deploy-shuffle", "void", "-f", "Kara=2", "-f", "Bandit", "--panic", "Bandit", "--seed", "4"),
     "deploy_shuffle_void"),
    (("deploy-shuffle", "mk", "--points", "200"), "deploy_shuffle_mageknight"),
    (("deploy-shuffle", "mk", "dispute", "--dice", "3", "--lang", "cs"),
     "deploy_shuffle_mageknight"),
    (("deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player", "Honza=2", "--able",
      "Radek", "--objectives", "3"), "deploy_shuffle_mageknight"),
    (("deploy-shuffle", "conf", "show", "--deck", "examples/decks/lions-acheron.json"),
     "deploy_shuffle_confrontation"),
    (("deploy-shuffle", "bl", "show", "--deck", "examples/decks/agincourt.json", "--side",
      "english"), "deploy_shuffle_battlelore"),
])
def test_a_game_form_takes_the_quick_door_without_typer_click_or_the_verbs(args, command):
    """`muster.quick_games`: the console script runs a game command whose function is in
    `muster.commands` itself, reading the line by `muster.quick_table`. Through the app the
    same line loads every module the door loads but the doors and the table, and Typer and click
    besides."""
    # the app first: a data file whose parsed copy is not kept yet (a fresh checkout) is
    # parsed by the first run (tomllib) and kept for the next, so the door's run is never
    # the one that parses it
    app = modules_of(*args, door="app")
    quick = modules_of(*args)
    verb = args[0].replace("-", "_")  # siege-breach: muster.verbs.siege_breach
    tables = {"muster.quick_table", f"muster.quick_table.{verb}"}  # its verb's table alone
    assert {f"muster.commands.{command}", *tables} <= quick
    assert {m for m in quick if m.startswith("muster.quick_table")} == tables
    assert front_end(quick) == set()
    czech = {"gettext", "locale"} if "cs" in args else set()  # the Czech catalog's
    assert quick & TYPER_STDLIB <= czech
    assert {"typer", "click", "muster.app", f"muster.verbs.{verb}"} <= front_end(app)
    assert quick - {"muster.console", "muster.quick", "muster.quick_games", *tables} <= app


# what a deck file's guarantees once imported (`muster.state`): the lock (filelock), the
# atomic write (tempfile), the schema check (jsonschema-rs, jsonschema) and a digest
# (hashlib); now flock (`muster.lockfile`), os.open, `muster.plain_schema` and _blake2
STATE_HEAVY = {"filelock", "tempfile", "shutil", "threading", "jsonschema_rs", "jsonschema",
               "hashlib", "email.utils", "pathlib", "platform", "logging"}


@pytest.mark.parametrize(("args", "command"), [
    (("conf", "new", "--deck", "{d}/new.json", "--dis", "lions=4", "--dis", "acheron=3",
      "--card", "lions=Paladin,Spearmen", "--card", "acheron=Zombies,Wolfen", "--dice",
      "5,2,5,6,2"), "confrontation"),
    (("conf", "draw", "--deck", "{d}/lions-acheron.json"), "confrontation"),
    (("conf", "play", "Skeletons", "--deck", "{d}/lions-acheron-reserve.json"),
     "confrontation"),
    (("conf", "show", "--deck", "{d}/lions-acheron.json"), "confrontation"),
    (("conf", "undo", "--deck", "{d}/lions-acheron-deployed.json"), "confrontation"),
    (("conf", "round", "--deck", "{d}/lions-acheron-deployed.json", "--remove", "Zombies",
      "--seed", "1"), "confrontation"),
    (("bl", "new", "--deck", "{d}/new.json", "--scenario", "agincourt", "--size", "24"),
     "battlelore"),
    (("bl", "play", "english", "9", "--deck", "{d}/agincourt.json"), "battlelore"),
    (("bl", "end-turn", "english", "--deck", "{d}/agincourt-played.json"), "battlelore"),
    (("bl", "show", "--deck", "{d}/agincourt.json", "--side", "english"), "battlelore"),
    (("bl", "undo", "--deck", "{d}/agincourt-played.json"), "battlelore"),
])
def test_a_deck_action_takes_the_quick_door_without_the_heavy_state_modules(
        args, command, tmp_path):
    """A deck action locks, writes atomically and checks its deck file
    without filelock, tempfile or the schema checkers: they cost it more than the rest of
    the command. Each door runs on its own copy of the example decks."""
    runs = {}
    for door in ("warm", "console", "app"):  # a first run writes what is kept parsed
        folder = tmp_path / door
        folder.mkdir()
        for arg in args:  # the bundled decks it names ("new" makes one)
            if arg.startswith("{d}/") and "new" not in args:
                example_deck(folder, arg[4:], name=arg[4:])
        argv = ["deploy-shuffle", *(a.format(d=folder) for a in args)]
        runs[door] = modules_of(*argv, door="console" if door == "warm" else door)
    quick, app = runs["console"], runs["app"]
    tables = {"muster.quick_table", "muster.quick_table.deploy_shuffle"}
    assert {f"muster.commands.deploy_shuffle_{command}", *tables,
            "muster.lockfile" if args[1] not in ("show",) else "muster.state"} <= quick
    assert front_end(quick) == set()
    assert quick & (TYPER_STDLIB | STATE_HEAVY) == set()
    assert quick - {"muster.console", "muster.quick", "muster.quick_games", *tables} <= app


@pytest.mark.parametrize("args", [
    ("battle", "show"), ("battle", "next"), ("battle", "undo"),
    ("wound", "conf", "--attacker", "Hunter", "--target", "Paladin", "--dice", "2,5"),
])
def test_a_battle_command_checks_its_file_without_the_schema_checkers(args, tmp_path):
    """A battle file is checked by `muster.plain_schema` (`muster.battle.store`):
    jsonschema-rs (~12 ms to import) and jsonschema only for a state it does not pass."""
    battle = str(tmp_path / "b.json")
    for line in (("battle", "new", battle, "--game", "conf", "--side", "Griffins", "--side",
                  "Wolfen"), ("battle", "add", "Griffins", "Paladin", "--res", "7",
                              "--battle", battle),
                 ("battle", "add", "Wolfen", "Hunter", "--res", "9", "--str", "10",
                  "--battle", battle), ("battle", "next", "--battle", battle)):
        modules_of(*line)
    loaded = modules_of(*args, "--battle", battle)
    assert "muster.battle.store" in loaded and "muster.plain_schema" in loaded
    assert not {"jsonschema_rs", "jsonschema"} & loaded


def test_a_game_form_reads_its_data_from_the_cache_without_the_toml_parser(tmp_path):
    """The bundled data a rule reads is kept parsed beside it (`muster.engine.data`; here
    under a scratch PYTHONPYCACHEPREFIX, with compiled code written): once the first run
    has written it, a run loads no TOML parser."""
    args = ("wound", "wm", "--attacks", "6", "--to-hit", "4", "--armour", "5", "--seed", "1")
    writing = {"PYTHONPYCACHEPREFIX": str(tmp_path), "PYTHONDONTWRITEBYTECODE": ""}
    assert "tomllib" in modules_of(*args, **writing)
    loaded = modules_of(*args, **writing)
    assert "muster.engine.data" in loaded
    assert "tomllib" not in loaded


def test_the_example_bombard_token_is_read_from_the_cache_without_yaml(tmp_path):
    """Mage Knight's bundled EXAMPLE token is kept parsed and checked as the bundled data
    is: once written, a bombard with it loads no YAML parser, loader or schema checker."""
    args = ("scatter", "mk", "--attack", "8", "--damage", "2", "--defense", "16", "--seed", "1")
    writing = {"PYTHONPYCACHEPREFIX": str(tmp_path), "PYTHONDONTWRITEBYTECODE": ""}
    assert {"yaml", "muster.load"} <= modules_of(*args, **writing)
    loaded = modules_of(*args, **writing)
    assert "muster.games.mageknight.bombard" in loaded
    assert not {"yaml", "muster.load", "muster.fast_schema", "jsonschema_rs"} & loaded


def test_a_line_the_game_door_does_not_read_goes_to_the_app():
    """An option it does not read (--vs), help: the Typer app's (on a pipe a kept page:
    tests/test_help_door.py)."""
    assert "muster.app" in modules_of("roll", "conf", "-v", "4", "-D", "6", "--odds",
                                      "--vs", "-D 8")
    assert "muster.app" in modules_of("roll", "conf", "test", "--help", door="app")


BUILT = ("import sys\n"
         "from muster.verbs._params import Extended\n"
         "import muster.verbs.roll.confrontation as conf\n"
         "def made():\n"
         "    return sorted(i.name for i in conf.app.registered_commands\n"
         "                  if isinstance(i.callback, Extended)\n"
         "                  and '__signature__' in vars(i.callback))\n"
         "print(made())\n"
         "from muster.app import main\n"
         "main(sys.argv[1:])\n"
         "print(made())\n")


def test_a_command_s_options_are_read_when_it_is_built_not_when_its_module_is_imported():
    """`in_battle` commands (`muster.verbs._params.Extended`) make their signature, and so
    evaluate their options, when Typer builds them: ``roll conf -v 4`` builds the test only."""
    run = python_c(BUILT, "roll", "conf", "-v", "4", "-D", "6", "--seed", "1", check=True,
                   env=bare_env(MUSTER_LANG="en", PATH="", HOME="/nonexistent"))
    lines = run.stdout.splitlines()
    assert lines[0] == "[]"
    assert lines[-1] == "['test']"
    assert "SUCCESS: 6 >= 6" in run.stdout


def test_the_options_declared_without_the_dice_engine_take_its_bounds():
    from muster import roll_options, rolling
    from muster.verbs import _rolling

    assert _rolling.MAX_TIMES is rolling.MAX_TIMES is roll_options.MAX_TIMES
    assert isinstance(_rolling.roll_options(1, None, False, None, False), rolling.RollOptions)
    assert _rolling.RollOptions is rolling.RollOptions is roll_options.RollOptions


VERBS = ("import importlib, json, pkgutil, sys\n"
         "import muster.verbs\n"
         "out = {}\n"
         "for m in pkgutil.walk_packages(muster.verbs.__path__, 'muster.verbs.'):\n"
         "    importlib.import_module(m.name)\n"
         "    out[m.name] = sorted(set(json.loads(sys.argv[1])) & set(sys.modules))\n"
         "from muster.verbs._rolling import RollOptions\n"
         "from muster.roll_options import RollOptions\n"
         "out['RollOptions'] = sorted(set(json.loads(sys.argv[1])) & set(sys.modules))\n"
         "print(json.dumps(out))\n")
DICE_ENGINE = ("muster.rolling", "muster.engine.run", "muster.engine.dice", "muster.engine.odds",
               "muster.engine.distribution", "random", "fractions", "rich")


def test_importing_a_verb_module_loads_no_dice_engine():
    """Every verb module imported at its top, one after the other, and `RollOptions` from
    where the verbs take it: none loads the dice engine, its drivers or rich. A verb module
    that imports what runs a roll at its top loads it into every help of its verb (the trap
    behind two help regressions: `RollOptions` was loaded lazily from the dice engine)."""
    run = python_c(VERBS, json.dumps(DICE_ENGINE),
                   env=bare_env(MUSTER_LANG="en", PATH="", HOME="/nonexistent"))
    assert run.returncode == 0, run.stderr
    loaded = json.loads(run.stdout)
    assert len(loaded) > 40 and "muster.verbs.roll.confrontation" in loaded
    assert {name: mods for name, mods in loaded.items() if mods} == {}


def test_an_option_whose_help_comes_from_data_shows_the_data(muster):
    """`--penalty`'s help is made from data/tests.toml when `roll conf test` is built."""
    from muster.engine.data import load

    got = muster("roll", "conf", "test", "--help")
    assert got.code == 0
    flat = " ".join(got.out.split())
    for name, entry in load("confrontation", "tests")["penalty"].items():
        assert f"{name} (-{entry['value']})" in flat
    assert "hardened, bravery" in flat


def groups() -> list[tuple[str, ...]]:
    """Every visible group of subcommands: a verb of games, a game's modes, `battle` ..."""
    import click

    from muster.app import _root

    def walk(cmd: click.Command, path: tuple[str, ...], ctx: click.Context):
        if isinstance(cmd, click.Group):
            yield path
            for name in cmd.list_commands(ctx):
                sub = cmd.get_command(ctx, name)
                if sub is not None and not sub.hidden:
                    yield from walk(sub, (*path, name), click.Context(sub, ctx, info_name=name))

    root = _root()
    return list(walk(root, (), click.Context(root, info_name="muster")))[1:]  # the root: LISTED


GROUPS = groups()


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("group", GROUPS, ids=" ".join)
def test_a_group_s_help_lists_what_building_its_subcommands_would(muster, monkeypatch, group,
                                                                     lang):
    """A group's plain help lists its games or modes from their registrations
    (`muster.verbs.LIST_UNBUILT`): the same lines as when each is built."""
    import muster.verbs as verbs

    listed = muster(*group, "--help", "--lang", lang)
    monkeypatch.setattr(verbs, "LIST_UNBUILT", False)
    built = muster(*group, "--help", "--lang", lang)
    assert listed.code == built.code == 0
    assert listed.out == built.out
    assert "Commands:" in listed.out or "Příkazy:" in listed.out


def test_every_group_is_listed():
    """The walk finds every group: each verb of games (by the registry), each game command
    split into subcommands, and the verbs of their own subcommands."""
    from muster.games import REGISTRY

    # list-validate reads each list's game from the file: no game subcommands
    verbs_of_games = {verb for game in REGISTRY.values() for verb in game.verbs} - {
        "list-validate"}
    split = {("deploy-shuffle", "battlelore"), ("deploy-shuffle", "confrontation"),
             ("deploy-shuffle", "mageknight"), ("deploy-shuffle", "warmaster"),
             ("roll", "battlelore"), ("roll", "confrontation"),
             ("roll", "confrontation", "feat"), ("roll", "void"),
             ("roll", "warmaster"), ("scatter", "confrontation"),
             ("siege-breach", "warmaster"), ("wound", "confrontation"),
             ("wound", "mageknight"), ("wound", "void")}
    own = {("alias",), ("battle",), ("config",)}
    assert sorted(GROUPS) == sorted({(v,) for v in verbs_of_games} | split | own)


def test_a_listed_help_that_quotes_a_number_is_filled_from_the_data():
    from muster.verbs import _listed
    from muster.verbs._data_help import numbers_from

    asked = []

    def numbers():
        asked.append(1)
        return {"target": 4}

    listed = _listed("x", "Hits on {target}+ per die. More.\n\nOn {target}.", None,
                     numbers_from(numbers))
    assert listed.get_short_help_str() == "Hits on 4+ per die."
    later = _listed("y", "Hits per die.\n\nOn {target}.", None, numbers_from(numbers))
    assert later.get_short_help_str() == "Hits per die."
    far = _listed("z", "One die per figure of the unit that attacks, then hits on {target}+.",
                  None, numbers_from(numbers))
    assert far.get_short_help_str() == "One die per figure of the unit that..."
    assert len(asked) == 1  # the later lists show no number: no data read


def every_help() -> list[list[str]]:
    """The arguments of every help: each visible command's and group's (as bench/startup.py
    --helps times them)."""
    from muster.app import command_paths

    return [[*path, "--help"] for path in command_paths()]


HELPS = ("import io, json, sys\n"
         "from contextlib import redirect_stdout\n"
         "from muster import app, boundary\n"
         "for args in json.loads(sys.argv[1]):\n"
         "    with redirect_stdout(io.StringIO()):\n"
         "        assert boundary.run(args, app.run_line) == 0, args\n"
         "print(json.dumps(sorted(sys.modules)))\n")

# the modules whose numbers a help quotes: a game's data read, no rule (`numbers_from`)
DATA = {"muster.games.battlelore.tables", "muster.games.confrontation.tables",
        "muster.games.mageknight.tables", "muster.games.void.catalogue"}


def test_no_help_loads_a_rule_the_dice_engine_or_a_state_file():
    """Every help, shown by the app one after the other in one process (a terminal's help;
    a pipe's is a kept page, `muster.help_door`): together they load no rule
    module, no view, not the dice engine, no battle or state file machinery (a help is the
    command's options and text; the numbers it quotes are read from the data alone)."""
    helps = every_help()
    assert len(helps) > 90 and ["roll", "warmaster", "cast", "--help"] in helps
    run = python_c(HELPS, json.dumps(helps),
                   env=bare_env(MUSTER_LANG="en", PATH="", HOME="/nonexistent"))
    assert run.returncode == 0, run.stderr
    loaded = set(json.loads(run.stdout))
    assert {"muster.verbs.roll.warmaster", "muster.verbs.battle", "muster.engine.data"} <= loaded
    unwanted = {"muster.engine.dice", "muster.engine.run", "muster.engine.odds",
                "muster.engine.distribution", "muster.rolling", "random", "fractions",
                "muster.state", "muster.aliases", "muster.api", "rich", "yaml", "jsonschema"}
    assert loaded & unwanted == set()
    assert not any(m.startswith(("muster.battle", "muster.lists")) for m in loaded)
    games = {m for m in loaded if m.startswith("muster.games.") and m.count(".") > 2}
    assert games <= DATA
