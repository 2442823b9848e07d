"""What every game's list-validate does alike, in all five games: --opponent of another game,
player: and $schema in every army schema, skipped files, --exclude below the scanned folder,
a path given twice, file errors on stderr, Void gear did-you-mean, Czech schema messages,
Windows-1250 files, and `muster schema --json` matching the documentation."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from helpers import assert_one_line_error
from lists.testgame import LEGAL
from muster.load import load

ROOT = Path(__file__).resolve().parents[2]
ARMIES = ROOT / "armies"
# one legal example list of each game
LEGAL_OF = {
    "battlelore": ARMIES / "battlelore" / "legal-agincourt.yaml",
    "confrontation": ARMIES / "confrontation" / "legal-lions-300.yaml",
    "mageknight": ARMIES / "mageknight" / "legal-orc-clans-300-exactly-at-limit.yaml",
    "void": ARMIES / "void" / "legal-bc110-recon-team.yaml",
    "warmaster": ARMIES / "warmaster" / "legal-empire-2000.yaml",
}
NAMES = {"battlelore": "BattleLore", "confrontation": "Confrontation",
         "mageknight": "Mage Knight", "void": "Void: Sci-Fantasy", "warmaster": "Warmaster"}


# ---------------------------------------------------------------- --opponent of another game


@pytest.mark.parametrize("mine", list(LEGAL_OF))
def test_an_opponent_of_another_game_is_one_line_in_every_game(muster, mine):
    theirs = "warmaster" if mine != "warmaster" else "confrontation"
    run = muster("list-validate", str(LEGAL_OF[mine]), "--opponent", str(LEGAL_OF[theirs]))
    assert_one_line_error(run, f"--opponent {LEGAL_OF[theirs]} is a {NAMES[theirs]} list but "
                               f"{LEGAL_OF[mine]} is a {NAMES[mine]} list; give an opponent of "
                               "the same game")


def test_an_opponent_of_another_game_in_a_mixed_folder_is_refused_too(muster, tmp_path):
    run = muster("list-validate", str(ARMIES / "confrontation"), str(ARMIES / "void"),
                 "--opponent", str(LEGAL_OF["confrontation"]))
    assert_one_line_error(run, "is a Confrontation list but", "is a Void: Sci-Fantasy list")


def test_an_opponent_of_another_game_in_czech(muster):
    run = muster("--lang", "cs", "list-validate", str(LEGAL_OF["void"]), "--opponent",
                 str(LEGAL_OF["mageknight"]))
    assert_one_line_error(run, "je soupiska pro Mage Knight, ale", "je soupiska pro Void")


def test_an_opponent_of_the_same_game_still_reaches_the_rules(muster):
    run = muster("list-validate", str(LEGAL_OF["confrontation"]), "--opponent",
                 str(LEGAL_OF["confrontation"]), "--json")
    assert run.code == 0 and run.json["files"][0]["summary"]["opponent"] == 294


# ---------------------------------------------------------------- player: and $schema


@pytest.mark.parametrize("game", list(LEGAL_OF))
def test_every_army_schema_takes_player_and_schema_in_json(muster, game, tmp_path):
    data = load(str(LEGAL_OF[game])).data
    data = {"$schema": f"../../schemas/{game}.army.schema.json", **data, "player": "Jana"}
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    run = muster("list-validate", str(path), "--json")
    assert run.code == 0, run.out
    assert run.json["files"][0]["valid"] is True and run.json["files"][0]["errors"] == []


@pytest.mark.parametrize("game", list(LEGAL_OF))
def test_player_must_be_text(muster, game, tmp_path):
    data = {**load(str(LEGAL_OF[game])).data, "player": 7}
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    errors = muster("list-validate", str(path), "--json").json["files"][0]["errors"]
    assert [(e["rule"], e["path"]) for e in errors] == [("schema.type", ["player"])]


# ---------------------------------------------------------------- skipped files


def test_a_skipped_file_is_valid_null_in_json(muster, game, write, tmp_path):
    write("t/army.yaml", LEGAL)
    write("t/notes.yaml", "title: notes\n")
    files = muster("list-validate", str(tmp_path / "t"), "--json").json["files"]
    assert [(Path(f["file"]).name, f["valid"], f["skipped"]) for f in files] == [
        ("army.yaml", True, None), ("notes.yaml", None, "no game: field, so not an army file")]


# ---------------------------------------------------------------- --exclude below the folder


@pytest.fixture
def entries(write, tmp_path):
    write("entries/eva.yaml", LEGAL)
    write("entries/jan.yaml", LEGAL)
    write("entries/drafts/eva-old.yaml", LEGAL)
    return tmp_path / "entries"


def names(run) -> list[str]:
    return [f["file"] for f in run.json["files"]]


def test_a_glob_without_slash_never_matches_the_scanned_folder(muster, game, entries):
    run = muster("list-validate", str(entries), "--exclude", "e*", "--json")
    assert names(run) == [str(entries / "jan.yaml")]  # eva*.yaml go; entries/ itself stays


def test_a_glob_without_slash_matches_folder_names_below(muster, game, entries):
    run = muster("list-validate", str(entries), "--exclude", "d*", "--json")
    assert names(run) == [str(entries / "eva.yaml"), str(entries / "jan.yaml")]


def test_a_glob_with_slash_matches_the_path(muster, game, entries):
    below = muster("list-validate", str(entries), "--exclude", "drafts/e*", "--json")
    assert names(below) == [str(entries / "eva.yaml"), str(entries / "jan.yaml")]
    written = muster("list-validate", str(entries), "--exclude", f"{entries}/j*", "--json")
    assert names(written) == [str(entries / "eva.yaml"),
                              str(entries / "drafts" / "eva-old.yaml")]


# ---------------------------------------------------------------- a path given twice


def test_a_file_given_twice_is_checked_once(muster, game, entries, monkeypatch):
    monkeypatch.chdir(entries)
    run = muster("list-validate", "jan.yaml", "./jan.yaml", str(entries / "jan.yaml"), ".",
                 "--json")
    assert names(run) == ["jan.yaml", "./eva.yaml", "./drafts/eva-old.yaml"]
    assert run.json["summary"]["files"] == 3 and run.json["summary"]["points"] == {
        "warmaster": 300}


# ---------------------------------------------------------------- file errors on stderr


def test_file_errors_go_to_stderr_the_report_to_stdout(muster, game, write):
    good = write("good.yaml", LEGAL)
    bad = write("bad.yaml", "game: warmaster\nfigures: [\n")
    run = muster("list-validate", good, bad, str(Path(good).parent / "missing.yaml"))
    assert run.code == 2
    assert run.err.splitlines() == [
        f"{bad}:3:1: error [input.syntax] not valid YAML: did not find expected node content "
        "(while parsing a flow node)",
        f"{Path(good).parent / 'missing.yaml'}: error [input.missing] no such file or directory",
    ]
    assert run.out.splitlines() == [
        f"{good}: legal, 100 of 100 points; fingerprint c7d4-86b6-62be", f"{bad}: UNREADABLE",
        f"{Path(good).parent / 'missing.yaml'}: UNREADABLE",
        "3 files: 1 legal, 0 illegal, 2 unreadable; 2 errors, 0 warnings; points: warmaster "
        "100 points"]
    # JSON keeps them in its one document: a tool reads them there
    doc = muster("list-validate", bad, "--json")
    assert doc.err == "" and doc.json["files"][0]["errors"][0]["rule"] == "input.syntax"


# ---------------------------------------------------------------- Void gear did-you-mean


def test_void_gear_offers_the_closest_names_in_both_languages(muster, tmp_path):
    path = tmp_path / "team.yaml"
    path.write_text("game: void\ncharacters:\n  - name: Kai\n    class: brawler\n"
                    "    gear: [swrod, sekira]\n", encoding="utf-8")
    run = muster("list-validate", str(path))
    assert run.out.splitlines()[:2] == [
        f"{path}:5:12: error [void.unknown-item] Kai: 'swrod' is not in the price lists (did "
        "you mean 'sword'?)",
        f"{path}:5:19: error [void.unknown-item] Kai: 'sekira' is not in the price lists (did "
        "you mean 'axe'?)"]
    cs = muster("--lang", "cs", "list-validate", str(path))
    assert cs.out.splitlines()[:2] == [
        f"{path}:5:12: chyba [void.unknown-item] Kai: „swrod“ v cenících není (nemysleli jste "
        "„sword“, tedy meč?)",  # an English name closest: glossed, as every did-you-mean
        f"{path}:5:19: chyba [void.unknown-item] Kai: „sekira“ v cenících není (nemysleli "
        "jste „sekyra“?)"]


# ---------------------------------------------------------------- Czech schema messages


SCHEMA_BROKEN = """\
game: warmaster
units:
  - name: Halberdiers
    type: horde
    points: many
  - {}
colour: red
"""


def test_schema_messages_in_czech_are_built_from_the_error(muster, tmp_path):
    path = tmp_path / "empire.yaml"
    path.write_text(SCHEMA_BROKEN, encoding="utf-8")
    english = muster("list-validate", str(path)).out.splitlines()[:-2]
    czech = muster("--lang", "cs", "list-validate", str(path)).out.splitlines()[:-2]
    at = f"{path}:"
    assert english == [
        f"{at}1:1: error [schema.required] missing field 'army' (required here)",
        f"{at}4:11: error [schema.enum] unknown value 'horde' (allowed: infantry, cavalry, "
        "chariot, artillery, monster, machine, general, wizard, hero, runesmith)",
        f"{at}5:13: error [schema.type] expected integer, got text many",
        f"{at}6:5: error [schema.required] missing field 'name' (required here)",
        f"{at}6:5: error [schema.required] missing field 'type' (required here)",
        f"{at}6:5: error [schema.required] missing field 'points' (required here)",
        f"{at}7:1: error [schema.additional-properties] unknown field 'colour' (allowed here: "
        "$schema, game, army, name, player, points_limit, siege, notes, units)"]
    assert czech == [
        f"{at}1:1: chyba [schema.required] chybí povinné pole „army“",
        f"{at}4:11: chyba [schema.enum] hodnota „horde“ neexistuje (povolené hodnoty: "
        "pěchota, jízda, vůz, dělostřelectvo, obluda, stroj, generál, čaroděj, hrdina, "
        "runotepec)",
        f"{at}5:13: chyba [schema.type] očekává se celé číslo, je tu text „many“",
        f"{at}6:5: chyba [schema.required] chybí povinné pole „name“",
        f"{at}6:5: chyba [schema.required] chybí povinné pole „type“",
        f"{at}6:5: chyba [schema.required] chybí povinné pole „points“",
        f"{at}7:1: chyba [schema.additional-properties] neznámé pole „colour“ (povolená "
        "pole: $schema, game, army, name, player, points_limit, siege, notes, units)"]


def test_schema_bounds_in_both_languages(muster, tmp_path):
    path = tmp_path / "lions.yaml"
    path.write_text("game: confrontation\npeople: lions\npoints_limit: 0\nfigures: []\n",
                    encoding="utf-8")
    assert f"{path}:3:15: error [schema.minimum] 0 is below the least allowed, 1" in \
        muster("list-validate", str(path)).out
    assert f"{path}:3:15: chyba [schema.minimum] 0 je pod nejmenší dovolenou hodnotou 1" in \
        muster("--lang", "cs", "list-validate", str(path)).out


# ---------------------------------------------------------------- Windows-1250


def test_a_windows_1250_file_is_refused_with_the_hint_to_save_as_utf8(muster, tmp_path):
    path = tmp_path / "lvi.yaml"
    path.write_bytes("game: confrontation\nname: Lví smečka\npeople: lions\nfigures: []\n"
                     .encode("cp1250"))
    run = muster("list-validate", str(path))
    assert run.code == 2
    assert run.err == (f"{path}:2:9: error [input.encoding] Windows-1250 text (Czech Windows), "
                       "not UTF-8: save the file as UTF-8 (in Notepad: Save as, Encoding "
                       "UTF-8)\n")
    cs = muster("--lang", "cs", "list-validate", str(path))
    assert "uložte soubor v kódování UTF-8" in cs.err


def test_other_non_utf8_bytes_are_still_binary(muster, tmp_path):
    path = tmp_path / "x.yaml"
    path.write_bytes(b"game: void\nname: \x80\x81\n")
    assert "[input.binary] not UTF-8 text" in muster("list-validate", str(path)).err


# ---------------------------------------------------------------- muster schema --json


def test_schema_json_field_names_are_the_documented_ones(muster):
    doc = (ROOT / "docs" / "usage" / "list-validate.md").read_text(encoding="utf-8")
    documented = re.search(r'muster schema --json .*"schemas": \[\{([a-z, ]+)\}\]', doc)
    assert documented, "docs/usage/list-validate.md documents muster schema --json"
    fields = [f.strip() for f in documented.group(1).split(",")]
    rows = muster("schema", "--json").json["schemas"]
    assert all(list(row) == fields for row in rows)
    assert sorted(r["name"] for r in rows[:5]) == sorted(NAMES)
