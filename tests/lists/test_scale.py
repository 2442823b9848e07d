"""list-validate at tournament scale: worker processes give exactly the serial run's output,
and the fast schema pass (jsonschema-rs) agrees with jsonschema on what is valid."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from helpers import assert_one_line_error
from muster.lists import runner
from muster.lists import validate as validate_mod
from muster.load import load

ROOT = Path(__file__).resolve().parents[2]
ARMIES = ROOT / "armies"
EXAMPLES = sorted(p for p in ARMIES.rglob("*") if p.suffix in (".yaml", ".yml", ".json"))


@pytest.fixture
def batch(tmp_path):
    """Every example army three times over, with an unreadable and a missing file among them."""
    target = tmp_path / "batch"
    for copy in range(3):
        for path in sorted(p for p in ARMIES.rglob("*") if p.is_file()):  # scenarios too
            dest = target / f"c{copy}" / path.relative_to(ARMIES)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, dest)
    (target / "c1" / "broken.yaml").write_text("game: warmaster\nunits: [\n")
    return target


def test_workers_give_the_serial_output_exactly(muster, batch, monkeypatch):
    used = []
    real = runner._check_parallel

    def spy(paths, session, jobs, progress=None):
        used.append((len(paths), jobs))
        return real(paths, session, jobs, progress)

    monkeypatch.setattr(runner, "_check_parallel", spy)
    monkeypatch.setattr(runner, "PARALLEL_MIN", 10)
    args = ("list-validate", str(batch), str(batch / "missing.yaml"))
    for fmt in ("text", "json", "github", "csv"):
        serial = muster(*args, "--format", fmt, "--jobs", "1")
        parallel = muster(*args, "--format", fmt, "--jobs", "3")
        assert serial.code == parallel.code == 2  # the broken and the missing file
        assert parallel.out == serial.out
        assert parallel.err == serial.err
    assert used and all(jobs == 3 for _, jobs in used)
    assert used[0][0] == 3 * len(EXAMPLES) + 1
    files = muster(*args, "--format", "json", "-j", "2").json["files"]
    assert [f["file"] for f in files][-1] == str(batch / "missing.yaml")
    assert sum(1 for f in files if f["valid"]) == 3 * sum(
        1 for p in EXAMPLES if p.name.startswith("legal-"))


def test_batches_up_to_the_threshold_stay_in_one_process(muster, batch, monkeypatch):
    # the batch holds 3 x the examples and one broken file; PARALLEL_MIN is the most files
    # checked in this process, one more starts the workers
    files = 3 * len(EXAMPLES) + 1
    used = []
    real = runner._check_parallel

    def spy(paths, session, jobs, progress=None):
        used.append(len(paths))
        return real(paths, session, jobs, progress)

    monkeypatch.setattr(runner, "_check_parallel", spy)
    monkeypatch.setattr(runner, "PARALLEL_MIN", files)
    assert muster("list-validate", str(batch), "--jobs", "2").code == 2
    assert used == []
    monkeypatch.setattr(runner, "PARALLEL_MIN", files - 1)
    assert muster("list-validate", str(batch), "--jobs", "2").code == 2
    assert used == [files]


@pytest.mark.parametrize("value", ["0", "-2"])
def test_jobs_must_be_positive(muster, value):
    assert_one_line_error(muster("list-validate", "armies/", "--jobs", value), "--jobs")


def _variants(data: dict):
    """The army as it is, and a few broken copies (wrong types, unknown fields, no list)."""
    yield data
    for key in list(data)[:6]:
        if key == "game":
            continue
        yield {**data, key: {"nested": [1, 2]}}
        yield {**data, key: -1}
    yield {**data, "no-such-field": 1}
    yield {k: v for k, v in data.items() if k == "game"}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_fast_and_full_validators_agree(path):
    doc = load(str(path))
    game = validate_mod.game_of(doc)
    fast = validate_mod.fast_validator(game)
    assert fast is not None, "jsonschema-rs is a dependency; it must compile every schema"
    full = validate_mod.validator(game)
    for data in _variants(doc.data):
        data = json.loads(json.dumps(data))
        assert fast.is_valid(data) == (not list(full.iter_errors(data))), data
