"""The config files (muster.config): the user's config.toml, then muster.toml in the current
folder, then MUSTER_* variables, then options; a broken config is one line with file:line."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from engine.test_data import clear_caches
from helpers import as_terminal, assert_one_line_error, ok_json


@pytest.fixture
def configs(tmp_path, monkeypatch):
    """Write (user config, muster.toml in the current folder); returns the writer."""
    home = tmp_path / "xdg"
    (home / "muster").mkdir(parents=True)
    here = tmp_path / "table"
    here.mkdir()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home))
    monkeypatch.delenv("MUSTER_LANG", raising=False)
    monkeypatch.delenv("MUSTER_DATA", raising=False)
    monkeypatch.delenv("NO_COLOR", raising=False)
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(here)

    def write(user: str | None = None, local: str | None = None):
        if user is not None:
            (home / "muster" / "config.toml").write_text(user, encoding="utf-8")
        if local is not None:
            (here / "muster.toml").write_text(local, encoding="utf-8")
        return home / "muster" / "config.toml", here / "muster.toml"

    return write


def settings(muster, *args: str) -> dict:
    return ok_json(muster, *args, "config", "show")["settings"]


def test_without_a_config_every_setting_is_its_default(muster, configs):
    shown = settings(muster)
    assert {k: (v["value"], v["source"]) for k, v in shown.items()} == {
        "lang": (None, "default"), "data": (None, "default"), "colour": ("auto", "default"),
        "battle": (None, "default")}


def test_each_later_source_wins(muster, configs, monkeypatch):
    user, _ = configs(user='# mine\nlang = "cs"\ncolour = "never"\n')
    shown = settings(muster)
    assert shown["lang"] == {"value": "cs", "source": f"{user}:2"}
    assert shown["colour"] == {"value": "never", "source": f"{user}:3"}
    # the user's config makes an ordinary command Czech
    czech = muster("roll", "2d6", "--odds").out.splitlines()[-1]
    assert czech == "průměr 7  směr. odch. 2,42"
    configs(local='\n\nlang = "en"\n')  # the table's muster.toml beats the user's file
    assert settings(muster)["lang"] == {"value": "en", "source": "muster.toml:3"}
    assert muster("roll", "2d6", "--odds").out.splitlines()[-1] == "mean 7  sd 2.42"
    monkeypatch.setenv("MUSTER_LANG", "cs")  # a variable beats the files
    assert settings(muster)["lang"] == {"value": "cs", "source": "MUSTER_LANG"}
    assert settings(muster, "--lang", "en")["lang"] == {"value": "en", "source": "--lang"}
    assert settings(muster)["colour"]["source"] == f"{user}:3"  # the rest still from the file


def test_colour_never_prints_plain_text_on_a_terminal(muster, configs, monkeypatch):
    as_terminal(monkeypatch)
    coloured = muster("roll", "2d6", "--odds").out
    assert "\x1b[" in coloured
    configs(user='colour = "never"\n')
    assert "\x1b[" not in muster("roll", "2d6", "--odds").out
    monkeypatch.setenv("MUSTER_COLOUR", "auto")  # the variable wins over the file
    assert "\x1b[" in muster("roll", "2d6", "--odds").out


def test_house_rule_data_from_the_config(muster, configs, monkeypatch, tmp_path):
    """RULINGS 13: the battle die's faces may be replaced; a blue face for lore makes a
    short sword hit a blue foot unit on 3 faces of 6 (1/2; 1/3 with the bundled die). The
    folder is named relative to the config file's own folder. (Every cached table is
    forgotten before each run: the games keep the data they read for the process.)"""
    house = tmp_path / "table" / "house" / "battlelore"
    house.mkdir(parents=True)
    (house / "combat.toml").write_text(
        '[die]\nfaces = ["green", "blue", "red", "bonus", "flag", "blue"]\n', encoding="utf-8")
    args = ("roll", "bl", "1", "--target", "blue", "--weapon", "short-sword", "--target-type",
            "foot", "--odds", "--json")

    def run():
        clear_caches()
        return muster(*args)

    def hit():
        done = run()
        assert done.code == 0, done.err
        return {r["value"]: r["fraction"] for r in done.json["distribution"]}[1]

    try:
        assert hit() == "1/3"
        configs(local='data = "house"\n')
        assert hit() == "1/2"
        assert settings(muster)["data"]["value"] == str(tmp_path / "table" / "house")
        monkeypatch.setenv("MUSTER_DATA", str(tmp_path / "nowhere"))  # the variable wins
        refused = run()
        assert refused.code == 2 and "no such folder" in refused.err
        monkeypatch.delenv("MUSTER_DATA")
        configs(local="")
        assert hit() == "1/3"
    finally:
        clear_caches()  # nothing read from the house folder is kept for the next test


@pytest.mark.parametrize(("text", "line", "needle"), [
    ('lang = "en"\n\ncolor = "never"\n', 3, "unknown setting 'color' (allowed: lang, data, "
                                            "colour, battle, rule; did you mean 'colour'?)"),
    ('lang = "de"\n', 1, "unknown lang 'de' (allowed: cs, en)"),
    ('colour = true\n', 1, "'colour' must be text in quotes"),
    ('lang = "cs"\nlang = "en"\n', 2, "not valid TOML"),
    ('# a comment\ndata = "house\n', 2, "not valid TOML"),
    ("battle = " + "[" * 5000 + "]" * 5000 + "\n", 1, "nested deeper than 64 levels"),
    ('lang = "cs"\n[more]\nlang = "en"\n', 2, "unknown setting 'more'"),
])
def test_a_broken_config_is_one_line_naming_its_file_and_line(muster, configs, text, line,
                                                                needle):
    _, local = configs(local=text)
    for args in (("roll", "2d6"), ("config", "show")):
        assert_one_line_error(muster(*args), f"muster.toml:{line}: ", needle)
    user, _ = configs(user=text, local='lang = "en"\n')
    assert_one_line_error(muster("roll", "2d6"), f"{user}:{line}: ", needle)


def test_a_broken_config_speaks_the_language_it_asked_for(muster, configs, monkeypatch):
    configs(local='lang = "cs"\n\ncolor = "never"\n')
    assert_one_line_error(muster("roll", "2d6"),
                          "chyba: muster.toml:3: nastavení „color“ neexistuje")
    # an option or MUSTER_LANG still wins over the config
    assert_one_line_error(muster("--lang", "en", "roll", "2d6"), "unknown setting 'color'")
    monkeypatch.setenv("MUSTER_LANG", "en")
    assert_one_line_error(muster("roll", "2d6"), "unknown setting 'color'")
    monkeypatch.delenv("MUSTER_LANG")
    # the user's file asks for Czech, the table's for English: the later file's word wins
    configs(user='lang = "cs"\n', local='lang = "en"\ncolor = "never"\n')
    assert_one_line_error(muster("roll", "2d6"), "unknown setting 'color'")
    # a language that cannot be read from the config: the environment's
    configs(user="", local='lang = "de"\n')
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    assert_one_line_error(muster("roll", "2d6"),
                          "chyba: muster.toml:1: lang „de“ neexistuje (povolené hodnoty: cs, en)")


def test_a_data_error_names_the_config_setting(muster, configs, tmp_path):
    configs(local='lang = "en"\ndata = "nowhere"\n')
    run = muster("wound", "conf", "--str", "13", "--res", "7")
    assert_one_line_error(run, "'data' in muster.toml:2: ", "nowhere: no such folder")
    assert "MUSTER_DATA" not in run.err
    house = tmp_path / "table" / "house" / "confrontation"
    house.mkdir(parents=True)
    (house / "wound.toml").write_text("x = 1\n", encoding="utf-8")
    configs(local='data = "house"\n')
    assert_one_line_error(muster("wound", "conf", "--str", "13", "--res", "7"),
                          "'data' in muster.toml:1: ", "wound.toml", "no data file of that name")


def test_a_config_file_is_read_as_a_user_file(muster, configs):
    _, local = configs(local="# " + "x" * 70_000 + "\n")
    assert_one_line_error(muster("roll", "2d6"), "muster.toml: ", "over the")
    local.write_bytes(b'lang = "\xff"\n')
    assert_one_line_error(muster("roll", "2d6"), "muster.toml:1: ", "not UTF-8")


def test_the_battle_file_setting_names_the_battle(muster, configs, tmp_path):
    configs(user='battle = "~/games/tonight.json"\n')
    shown = settings(muster)["battle"]
    assert shown["value"].endswith("games/tonight.json") and "~" not in shown["value"]
    assert "battle file of muster battle" in muster("config", "show").out


DOC = Path(__file__).resolve().parent.parent / "docs" / "usage" / "config.md"


def _blocks(fence: str) -> list[str]:
    return re.findall(rf"^```{fence}\n(.*?)^```", DOC.read_text(encoding="utf-8"), re.M | re.S)


def test_the_config_page_files_give_what_it_says(muster, configs, tmp_path):
    """docs/usage/config.md's two example files, in their places: `config show` gives each
    setting from the file and line the page's table shows."""
    user_text, local_text = _blocks("toml")
    user, _ = configs(user=user_text, local=local_text)
    shown = settings(muster)
    assert shown["lang"] == {"value": "cs", "source": f"{user}:2"}
    assert shown["colour"] == {"value": "never", "source": f"{user}:3"}
    assert shown["data"] == {"value": str(tmp_path / "table" / "house-rules"),
                             "source": "muster.toml:2"}
    for line in _blocks("text")[1].splitlines():  # the page's errors, from such files
        where, _, rest = line.removeprefix("muster: error: ").partition(": ")
        number = int(where.rpartition(":")[2])
        key, value = re.search(r"unknown (\w+) '(\w+)'", rest).groups()
        key, value = (key, value) if key != "setting" else (value, "never")
        configs(user="", local="\n" * (number - 1) + f'{key} = "{value}"\n')
        assert_one_line_error(muster("roll", "2d6"), f"muster.toml:{number}: {rest}")


def test_the_alias_walkthrough_runs_in_order(muster, configs):
    """docs/usage/config.md's alias examples, one after the other as a player types them;
    each prints what its comment says (refusals exit 2 with one line)."""
    (block,) = _blocks("shell")
    lines = [line for line in block.splitlines() if line.startswith("muster ")]
    assert len(lines) == 7
    for line in lines:
        command, _, comment = line.partition("   #")
        run = muster(*shlex.split(command)[1:])
        if "refused" in comment:
            assert_one_line_error(run)
            continue
        assert run.code == 0, (line, run.err)
        stated = comment.strip().removeprefix("now ")
        for part in re.split(r"; | = ", stated):
            assert part.split()[-1] in run.out, (line, part, run.out)
        for number in re.findall(r"\d+", stated):
            assert number in run.out, (line, number, run.out)


BROTHERS = "armies/confrontation/legal-lions-blood-brothers-incarnation.yaml"


def _points(muster, *args):
    from pathlib import Path

    army = str(Path(__file__).resolve().parent.parent / BROTHERS)
    got = ok_json(muster, "list-validate", army, "--json", *args)
    return got["files"][0]["points"]


def test_rule_defaults_from_the_config(muster, configs):
    """Blood brothers: 300 points read as the result (default), 299 with 'subtract'."""
    assert _points(muster) == 300
    configs(user='[rule]\nblood-brother = "subtract"\n')
    assert _points(muster) == 299
    assert _points(muster, "--rule", "blood-brother=result") == 300  # the option wins
    shown = settings(muster)["rule.blood-brother"]
    assert shown["value"] == "subtract" and shown["source"].endswith("config.toml:2")
    configs(local='rule = { blood-brother = "result" }\n')  # the table's file wins
    assert _points(muster) == 300
    assert settings(muster)["rule.blood-brother"]["source"] == "muster.toml:1"


@pytest.mark.parametrize(("text", "needles"), [
    ('[rule]\nblood-brothr = "subtract"\n', ["muster.toml:2: [rule]: unknown ruling option "
                                              "'blood-brothr'",
                                              "; did you mean 'blood-brother'?)"]),
    ('rule = "blood-brother=subtract"\n', ["muster.toml:1: ", "'rule' must be a table"]),
    ('[rule]\nblood-brother = 3\n', ["muster.toml:2: ", "rule 'blood-brother' must be text"]),
])
def test_rule_default_mistakes_name_the_config(muster, configs, text, needles):
    from pathlib import Path

    configs(local=text)
    army = str(Path(__file__).resolve().parent.parent / BROTHERS)
    assert_one_line_error(muster("list-validate", army), *needles)


def test_a_rule_value_refused_by_its_game_names_the_config(muster, configs):
    from pathlib import Path

    configs(local='[rule]\nblood-brother = "bogus"\n')
    army = str(Path(__file__).resolve().parent.parent / BROTHERS)
    run = muster("list-validate", army)
    assert ("muster.toml:2: [rule] blood-brother=bogus: unknown value (allowed: result, "
            "subtract)") in run.out + run.err
