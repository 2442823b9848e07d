"""The console script's quick door (`muster.quick`) prints exactly what the Typer app prints.

Every command line below runs twice in-process: through `muster.console.main` (the quick
door where it reads the line, else the app) and through `muster.app.main` (always the app).
Their stdout, stderr and exit code must be the same, byte for byte: valid rolls, bad
notation, bad option values, --help, both languages, a terminal and a pipe, config files
and MUSTER_* variables. The random seed a roll picks is fixed, so a roll without --seed
compares too."""

from __future__ import annotations

import io
import os
import sys
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import Run
from muster import app, console, games, quick


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@contextmanager
def fixed_urandom():
    real = os.urandom
    os.urandom = lambda n: bytes(range(7, 7 + n))
    try:
        yield
    finally:
        os.urandom = real


def invoke(main, argv: list[str], terminal: bool = False) -> Run:
    out, err = (Terminal() if terminal else io.StringIO()), io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        with fixed_urandom():
            code = main(list(argv))
    finally:
        sys.stdout, sys.stderr = saved
    return Run(code, out.getvalue(), err.getvalue())


def assert_same(argv: list[str], terminal: bool = False) -> Run:
    door = invoke(console.main, argv, terminal)
    full = invoke(app.main, argv, terminal)
    assert door == full, argv
    return door


EXPRESSIONS = ["2d6", "3d6+2", "4d6kh3", "d%", "6d6>=4", "(2d6+1)>=8", "d6!", "3k6", "dF",
               "1d0", "2d", "0d6", "d6+", "9999d9999", "٣d6", "2d6x", "d66", "conf", "konf",
               "expr", "wm", "hello", "", " ", "2d6 3d6", "meč2"]
VALUES = ["1", "7", "007", "0", "3", "-1", "+2", "abc", "", "1000001", "9" * 19, "9" * 31,
          "3,5", "6,6,6", "x", "cs", "en", "de", "CS", "٣"]
OPTIONS = ["--seed", "--times", "-n", "--dice", "-d", "--odds", "--json", "--lang",
           "--seed=4", "--dice=2,3", "--times=2", "--lang=cs", "--json=1", "-n2", "-d3",
           "-n=2", "--help", "-h", "--vs", "--per-points", "--chart-of", "--", "-",
           "--no-odds", "--jso", "--fal", "--seed=", "--SEED"]
TOKENS = st.one_of(st.sampled_from(EXPRESSIONS), st.sampled_from(VALUES),
                   st.sampled_from(OPTIONS))
# a line the door is meant for: `roll EXPR` then options and their values
PLAIN = st.tuples(st.sampled_from(EXPRESSIONS[:12]),
                  st.lists(st.one_of(
                      st.sampled_from(["--json", "--odds"]).map(lambda o: [o]),
                      st.tuples(st.sampled_from(["--seed", "--dice", "-d", "--times", "-n",
                                                 "--lang"]),
                                st.sampled_from(VALUES)).map(list),
                      st.sampled_from(EXPRESSIONS[:6]).map(lambda e: [e])), max_size=4))
LINES = st.one_of(
    PLAIN.map(lambda p: ["roll", p[0], *(t for group in p[1] for t in group)]),
    st.lists(TOKENS, max_size=6).map(lambda tokens: ["roll", *tokens]),
)

CONFIGS = {
    "none": {},
    "config file": {"config.toml": 'lang = "cs"\ncolour = "never"\n'},
    "local file": {"muster.toml": 'lang = "cs"\n'},
    "bad config": {"config.toml": 'lang = "de"\n'},
    "data folder": {"config.toml": 'data = "house"\n'},
}
ENVIRONMENTS = {
    "English": {"MUSTER_LANG": "en"},
    "Czech": {"MUSTER_LANG": "cs"},
    "Czech locale": {"LANG": "cs_CZ.UTF-8"},
    "colour off": {"MUSTER_COLOUR": "never", "MUSTER_LANG": "en"},
    "NO_COLOR": {"NO_COLOR": "1", "LANG": "cs_CZ.UTF-8"},
    "house data": {"MUSTER_DATA": "/nonexistent/house", "MUSTER_LANG": "en"},
}


@pytest.fixture
def setting(request, tmp_path, monkeypatch):
    config_name, env_name = request.param
    home = tmp_path / "home"
    (home / "muster").mkdir(parents=True)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home))
    monkeypatch.chdir(tmp_path)
    for name, text in CONFIGS[config_name].items():
        (home / "muster" / name if name == "config.toml" else tmp_path / name).write_text(text)
    for name in ("MUSTER_LANG", "MUSTER_COLOUR", "MUSTER_DATA", "MUSTER_DEBUG", "NO_COLOR",
                 "LANG", "LC_ALL", "LC_MESSAGES", quick.COMPLETE):
        monkeypatch.delenv(name, raising=False)
    for name, value in ENVIRONMENTS[env_name].items():
        monkeypatch.setenv(name, value)


SETTINGS = [("none", "English"), ("none", "Czech"), ("none", "Czech locale"),
            ("config file", "English"), ("config file", "colour off"),
            ("local file", "NO_COLOR"), ("bad config", "English"), ("bad config", "Czech"),
            ("data folder", "English"), ("none", "house data")]


@pytest.mark.parametrize("setting", SETTINGS, indirect=True, ids=" / ".join)
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(argv=LINES, terminal=st.booleans())
def test_the_door_and_the_app_print_the_same(setting, argv, terminal):
    assert_same(argv, terminal)


@pytest.mark.parametrize("argv", [
    ["roll", "2d6"], ["roll", "2d6", "--seed", "1"], ["roll", "4d6kh3", "--seed=7", "--json"],
    ["roll", "2d6", "--dice", "3,5"], ["roll", "2d6", "-d", "3", "-d", "5", "--json"],
    ["roll", "6d6>=4", "--odds"], ["roll", "2d6", "3d6", "--odds", "--json"],
    ["roll", "2d6", "-n", "20", "--seed", "2"], ["roll", "3k6", "--lang", "cs", "--seed", "1"],
    ["roll", "d%", "--times=5", "--seed", "3", "--json"], ["--lang", "cs", "roll", "2d6"],
    ["--lang=cs", "roll", "3k6", "--seed", "1"], ["--lang", "cs", "roll", "2d6", "--lang", "en"],
])
def test_plain_rolls_go_through_the_door_and_print_what_the_app_prints(argv, monkeypatch):
    monkeypatch.setenv("MUSTER_LANG", "en")
    assert quick.recognise(argv[:]) is not None
    run = assert_same(argv)
    assert run.code == 0 and run.out and not run.err


@pytest.mark.parametrize("argv", [
    ["roll"], ["roll", "--seed", "1", "2d6"], ["roll", "conf", "-v", "4"], ["roll", "konf"],
    ["roll", "expr", "2d6"], ["roll", "hello"], ["roll", "2d6", "--help"],
    ["roll", "2d6", "-h"], ["roll", "2d6", "--odds", "--vs", "--dice 3"],
    ["roll", "2d6", "--seed", "-1"], ["roll", "2d6", "--seed", "+1"],
    ["roll", "2d6", "--seed"], ["roll", "2d6", "-n5"], ["roll", "2d6", "--lang", "de"],
    ["roll", "2d6", "--lang", "CS"], ["roll", "2d6", "--json=1"], ["roll", "2d6", "--"],
    ["roll", "2d6", "--dice", "--json"], ["wound", "2d6"], ["--lang", "CS", "roll", "2d6"],
    ["--lang", "de", "roll", "2d6"], ["--lang", "roll", "2d6"], ["--lang=", "roll", "2d6"],
    ["--seed", "1", "roll", "2d6"],
])
def test_what_the_door_is_not_sure_of_goes_to_the_app(argv, monkeypatch):
    monkeypatch.setenv("MUSTER_LANG", "en")
    assert quick.recognise(argv[:]) is None
    assert_same(argv)


def test_no_name_of_a_game_holds_a_digit_or_a_percent_sign():
    """The door takes a word with a digit or ``%`` for an expression without looking it up
    among the games (`muster.quick._expression_first`)."""
    names = [s for g in games.lookup().entries.values() for s in (g["en"], *g["aliases"])]
    assert len(names) > len(games.GAMES) and "konfrontace" in names
    assert not any(c.isdigit() or c == "%" for n in [*games.GAMES, *names] for c in n)


def test_shell_completion_goes_to_the_app(monkeypatch):
    monkeypatch.setenv(quick.COMPLETE, "bash_complete")
    assert quick.recognise(["roll", "2d6"]) is None


@pytest.mark.parametrize(("stop", "err", "code"), [
    (KeyboardInterrupt, "muster: error: interrupted\n", 130),
    (EOFError, "\nmuster: error: interrupted\n", 130)])
def test_an_interrupted_quick_roll_ends_as_the_app_ends_it(stop, err, code, monkeypatch):
    """A command Ctrl-C stopped ends with exit 130 and one line, through either door (a
    --times run catches it itself and shows the rolls so far); so does an end of input."""
    monkeypatch.setenv("MUSTER_LANG", "en")

    def interrupted(*args, **kwargs):
        raise stop

    monkeypatch.setattr("muster.engine.notation.spec.parse", interrupted)
    run = assert_same(["roll", "2d6"])
    assert (run.code, run.out, run.err) == (code, "", err)
