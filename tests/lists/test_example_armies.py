"""The bundled example armies stay honest: every armies/<game>/legal-* file passes
`muster list-validate`, every armies/<game>/illegal-* file fails with exit 1 (illegal, not
unreadable), and each game has at least two of each."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import assert_one_line_error
from muster.games import GAMES

ARMIES = Path(__file__).resolve().parents[2] / "armies"
EXTENSIONS = (".yaml", ".yml", ".json")
NONE = "armies/ holds no example armies"  # a test given None: armies/ is empty or missing


def _files(prefix: str) -> list[Path]:
    return sorted(p for p in ARMIES.glob(f"*/{prefix}-*") if p.suffix in EXTENSIONS)


def _id(path: Path | None) -> str:
    return f"{path.parent.name}/{path.name}" if path is not None else "none"


@pytest.mark.parametrize("path", _files("legal") or [None], ids=_id)
def test_legal_example_army_passes(muster, path):
    assert path is not None, NONE
    run = muster("list-validate", str(path))
    assert run.code == 0, run.out + run.err
    assert run.out.splitlines()[-2].startswith(f"{path}: legal")


@pytest.mark.parametrize("path", _files("illegal") or [None], ids=_id)
def test_illegal_example_army_fails(muster, path):
    assert path is not None, NONE
    run = muster("list-validate", str(path), "--format", "json")
    assert run.code == 1, run.out + run.err
    entry = run.json["files"][0]
    assert entry["readable"] and not entry["valid"] and entry["errors"]
    for finding in entry["errors"]:
        assert finding["line"] >= 1 and finding["column"] >= 1


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_has_two_legal_and_two_illegal_armies(game):
    legal = [p for p in _files("legal") if p.parent.name == game]
    illegal = [p for p in _files("illegal") if p.parent.name == game]
    assert len(legal) >= 2 and len(illegal) >= 2, (game, legal, illegal)


@pytest.mark.parametrize("path", [p for p in _files("legal") + _files("illegal")
                                  if p.suffix != ".json"] or [None], ids=_id)
def test_yaml_examples_name_their_schema_for_editors(path):
    assert path is not None, NONE
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# yaml-language-server: $schema="), first


def test_the_whole_folder_in_one_call(muster):
    assert _files("legal"), NONE
    run = muster("list-validate", str(ARMIES), "--format", "json")
    assert run.code == 1  # the illegal examples are there on purpose
    summary = run.json["summary"]
    assert summary["unreadable"] == 0
    assert summary["legal"] == len(_files("legal"))
    assert summary["illegal"] >= len(_files("illegal"))


def _example(game: str, name: str) -> Path:
    path = ARMIES / game / name
    assert path.is_file(), f"{path} is missing"
    return path


def test_opponent_reaches_confrontation_a_list_is_at_parity_with_itself(muster):
    # RULINGS 8: two lists whose totals differ by 0 A.P. are always at parity
    path = _example("confrontation", "legal-lions-300.yaml")
    run = muster("list-validate", str(path), "--opponent", str(path), "--format", "json")
    assert run.code == 0, run.out
    assert run.json["files"][0]["errors"] == []


def test_siege_reaches_warmaster_exactly_twice_the_defender_is_no_warning(muster):
    attacker = _example("warmaster", "legal-siege-orcs-attacker-2000.yaml")
    defender = _example("warmaster", "legal-siege-high-elves-defender-1000.yaml")
    run = muster("list-validate", str(attacker), "--siege", "attacker", "--opponent",
                 str(defender), "--format", "json")
    assert run.code == 0, run.out
    entry = run.json["files"][0]
    assert entry["points"] == 2 * 1000 and entry["warnings"] == []


def test_schema_invalid_real_opponent_is_one_line(muster, tmp_path):
    mine = _example("warmaster", "legal-empire-2000.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: warmaster\n")
    assert_one_line_error(muster("list-validate", str(mine), "--opponent", str(bad)),
                          "--opponent", "schema.required")

