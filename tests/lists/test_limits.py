"""Files that are no regular files (FIFOs, devices) and huge counts: refused or bounded,
never blocking or unbounded work."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

ARMIES = Path(__file__).resolve().parents[2] / "armies"


def test_fifos_and_devices_are_refused_without_blocking(muster, tmp_path):
    fifo = tmp_path / "army.yaml"
    os.mkfifo(fifo)
    run = muster("list-validate", fifo)
    assert run.code == 2 and "FIFO" in run.out + run.err
    folder = tmp_path / "folder"
    folder.mkdir()
    os.mkfifo(folder / "a.yaml")
    legal = next((ARMIES / "warmaster").glob("legal-*.yaml"))
    shutil.copy(legal, folder / "b.yaml")
    run = muster("list-validate", folder)
    assert run.code == 2 and "FIFO" in run.out + run.err and "b.yaml" in run.out + run.err
    run = muster("list-validate", legal, "--opponent", fifo)
    assert run.code == 2 and "FIFO" in run.err and len(run.err.strip().splitlines()) == 1
    run = muster("list-validate", "/dev/zero")
    assert run.code == 2 and "device" in run.out + run.err


# ---------------------------------------------------------------- counts multiply


def test_huge_counts_are_schema_errors_not_unbounded_work(muster, tmp_path):
    general = (ARMIES / "warmaster" / "illegal-two-generals.yaml").read_text(encoding="utf-8")
    squad = (ARMIES / "void" / "legal-heavy-weapons-squad.yaml").read_text(encoding="utf-8")
    cases = {
        "wm.yaml": re.sub(r"(type: general.*)", r"\1\n    count: 1000000000", general, count=1),
        "void.yaml": squad.replace("{item: canteen, count: 3}",
                                   "{item: canteen, count: 999999999999999}"),
    }
    for name, text in cases.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        run = muster("list-validate", tmp_path / name, "--format", "json")
        assert run.code == 1, run.err
        found = [f for f in run.json["files"][0]["errors"] if f["rule"] == "schema.maximum"]
        assert found, run.out


def test_counts_multiply_in_the_list_rules():
    # a unit line with count 3 is three Generals; a Void line of 3 pistols is three weapons
    from muster.games.void.lists import _nth as void_nth
    from muster.games.warmaster.lists import _nth as wm_nth

    assert wm_nth([(4, 1), (7, 3)], 0) == 4 and wm_nth([(4, 1), (7, 3)], 3) == 7
    assert void_nth([(2, "pistol", 2), (5, "knife", 1)], 2) == 5
