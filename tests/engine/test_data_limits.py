"""TOML files a user hands muster (a BattleLore
scenario file, a MUSTER_DATA overlay) and house-rule data.

* The TOML parser's memory grows with the square of a key's depth, so the depth is capped
  by a scan of the text *before* it is parsed (`muster.files.loads_toml`), for every TOML
  file muster reads.
* A MUSTER_DATA overlay is checked against its data file's schema before use: one line
  naming the overlay file and key, exit 2.
"""

from __future__ import annotations

import shutil
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from engine.test_data import clear_caches, house  # noqa: F401 - the fixture
from helpers import assert_one_line_error, hang_guard
from muster.files import MAX_TOML_DEPTH, TomlTooDeep, loads_toml, toml_depth

ROOT = Path(__file__).resolve().parents[2]
BL_ARMIES = ROOT / "armies" / "battlelore"


def dotted(n: int, value: str = "1") -> str:
    return ".".join(["a"] * n) + f" = {value}\n"


@pytest.mark.parametrize("text,depth", [
    ("a = 1\n", 1),
    ("a.b.c = 1\n", 3),
    ("[a.b]\nc.d = 1\n", 4),
    ("[[a.b]]\nc = 1\n", 3),
    ("a = [[[1]]]\n", 4),
    ("a = {b = {c.d = 1}}\n", 4),
    ('a = "x.y.z[[[{{{"\n', 1),
    ("a = 'x.y.z[[['\n", 1),
    ('a = """\nx.y.z = [[[\n"""\n', 1),
    ("a = 1.5\nb = 1979-05-27T07:32:00.999\n", 1),
    ("a = [1.5, 2.5, 3.5, 4.5]  # x.y.z [[[\n", 2),
    ('"a.b".c = 1\n', 2),
    ("a . b . c = 1\n", 3),
])
def test_depth_is_measured_without_parsing(text, depth):
    assert toml_depth(text) == depth
    tomllib.loads(text)  # every case is valid TOML


def test_every_bundled_data_file_is_far_under_the_cap():
    for game in resources.files("muster.games").iterdir():
        data = game.joinpath("data")
        if not data.is_dir():
            continue
        for f in data.iterdir():
            if f.name.endswith(".toml"):
                assert toml_depth(f.read_text(encoding="utf-8")) <= MAX_TOML_DEPTH // 4, f


@pytest.mark.parametrize("text", [
    dotted(MAX_TOML_DEPTH + 1),
    "a = " + "[" * (MAX_TOML_DEPTH + 1) + "]" * (MAX_TOML_DEPTH + 1) + "\n",
    "a = " + "{b = " * MAX_TOML_DEPTH + "1" + "}" * MAX_TOML_DEPTH + "\n",
    "[" + ".".join(["t"] * (MAX_TOML_DEPTH + 1)) + "]\n",
    dotted(100_000),
])
def test_a_key_deeper_than_the_cap_is_refused_before_parsing(text):
    with hang_guard(60, "the depth scan"), pytest.raises(TomlTooDeep, match="deeper than"):
        loads_toml(text)


def test_the_cap_itself_parses():
    assert loads_toml(dotted(MAX_TOML_DEPTH))["a"]["a"]


@pytest.fixture
def scenario_army(tmp_path):
    """A BattleLore army file naming the scenario file beside it; the test writes it."""
    for f in ("legal-border-skirmish.yaml", "border-skirmish.scenario.toml"):
        shutil.copyfile(BL_ARMIES / f, tmp_path / f)
    return tmp_path / "legal-border-skirmish.yaml", tmp_path / "border-skirmish.scenario.toml"


def test_a_deep_scenario_file_is_one_line_exit_2(muster, scenario_army):
    army, scenario = scenario_army
    assert muster("list-validate", str(army)).code == 0
    scenario.write_text(scenario.read_text() + dotted(3_000))  # 6 KB; 20,000 took 1.5 GB
    run = muster("list-validate", str(army), "--format", "json")
    assert run.code in (1, 2)
    finding = run.json["files"][0]["errors"][0]
    assert "deeper than" in finding["message"] and str(MAX_TOML_DEPTH) in finding["message"]


def test_a_deep_muster_data_file_is_one_line_exit_2(muster, house):  # noqa: F811
    house("warmaster", "rolls", dotted(3_000))
    assert_one_line_error(muster("roll", "wm", "--target", "4", "--count", "3"),
                          "rolls.toml", "deeper than")


# ---------------------------------------------------------------- overlays checked whole


@pytest.mark.parametrize("banner", ['""', '"purple"'])
def test_an_overlay_that_breaks_a_bundled_scenario_is_one_line_naming_the_file(
        muster, house, banner):  # noqa: F811
    """A MUSTER_DATA agincourt.toml giving the English side an empty banner is one line
    naming the file, never exit 70 (an internal error in the banner rule): the overlay is
    checked against the scenario's schema before use."""
    path = house("battlelore", "agincourt", f"[sides.english]\nbanner = {banner}\n")
    run = muster("list-validate", str(BL_ARMIES))
    assert_one_line_error(run, str(path), "english", "banner")
    assert "internal" not in run.err


def test_an_overlay_that_keeps_a_scenario_usable_is_used(muster, house):  # noqa: F811
    house("battlelore", "agincourt", '[sides.english]\nbanner = "standard"\n')
    run = muster("list-validate", str(BL_ARMIES / "legal-agincourt.yaml"), "--format", "json")
    assert run.code == 1  # the English now fly standards: the army's pennant is wrong
    assert any(e["rule"] == "battlelore.banner" for e in run.json["files"][0]["errors"])


@pytest.mark.parametrize("args", [("--standard",), ("--points", "200")])
def test_the_documented_cancels_table_with_no_environment_cards_is_unused(muster, house, args):  # noqa: F811
    """The house-rule cancels table of docs/usage/deploy-shuffle.md is no error when no
    environment cards are given (never exit 2): with none in play it is simply unused."""
    plain = muster("deploy-shuffle", "mk", *args, "--json")
    house("mageknight", "setup", '[environment]\ncancels = [["Sunlight", "Fog"]]\n')
    run = muster("deploy-shuffle", "mk", *args, "--json")
    assert run.code == 0, run.err
    assert run.json == plain.json
    both = muster("deploy-shuffle", "mk", *args, "-e", "A=Fog", "-e", "B=Sunlight", "--json")
    assert both.code == 0, both.err
    envs = {e["card"]: e["in_play"] for e in both.json["environments"]}
    assert envs == {"Fog": False, "Sunlight": True}


def test_a_deep_config_file_is_refused_before_parsing(muster, tmp_path, monkeypatch):
    """The config file (muster.toml) goes through the same depth scan: a dotted key
    3,000 levels deep (its tables' depth was all the old scan counted) is one line."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    (tmp_path / "muster.toml").write_text(dotted(3_000))
    with hang_guard(60, "the depth scan"):
        run = muster("roll", "2d6", "--seed", "1")
    assert_one_line_error(run, "muster.toml", "deeper than")


def test_rule_data_are_bounded_like_options(muster, house):  # noqa: F811
    """A MUSTER_DATA flight.toml making the flight 10^6 times longer would run `scatter conf`
    for 22 s and 3 GB (the track is drawn cm by cm); a flight is bounded like --edge-cm
    (10,000 cm)."""
    house("confrontation", "flight", "[flight]\nmov_multiplier = 1000000\n")
    with hang_guard(60, "a refused flight"):
        run = muster("scatter", "conf", "--mov", "10", "--seed", "1")
    assert_one_line_error(run, "10000000 cm", "10000 cm", "mov_multiplier")
    # the MOV it multiplies is the option the line gave
    assert run.err == ("muster: error: --mov 10 is impossible: a flight of 10000000 cm (--mov 10 "
                       "x 1000000 from the rule data) is over the 10000 cm muster works out; "
                       "check mov_multiplier in the MUSTER_DATA flight.toml\n")
    czech = muster("--lang", "cs", "scatter", "conf", "--mov", "10", "--seed", "1")
    assert czech.err == ("muster: chyba: --mov 10 nelze: útěk dlouhý 10 000 000 cm (--mov 10 × "
                         "1 000 000 "
                         "podle dat pravidel) je delší než 10 000 cm, víc muster nespočítá; "
                         "zkontrolujte mov_multiplier v souboru flight.toml ve složce "
                         "MUSTER_DATA\n").replace(
                             " 000", "\N{NO-BREAK SPACE}000")
    house("confrontation", "flight", "[flight]\nmov_multiplier = 100\n")
    ok = muster("scatter", "conf", "--mov", "10", "--seed", "1", "--json")
    assert ok.code == 0 and ok.json["distance_cm"] == 1000
