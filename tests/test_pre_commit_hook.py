"""The pre-commit hook in .pre-commit-hooks.yaml, run by pre-commit on a scratch repository.

The hook definition (id, entry, file patterns) is copied into a `repo: local` hook with
`language: system` whose entry is this environment's muster, so the run needs no network
(pre-commit would otherwise build a virtualenv and install muster into it). Skipped when
pre-commit or git is not installed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from helpers import OFFLINE

ROOT = Path(__file__).resolve().parent.parent
HOOKS = ROOT / ".pre-commit-hooks.yaml"
LEGAL = ROOT / "armies" / "warmaster" / "legal-dwarfs-1000-exactly-at-limit.yaml"
ILLEGAL = ROOT / "armies" / "warmaster" / "illegal-over-points-limit.yaml"


def hook() -> dict:
    hooks = yaml.safe_load(HOOKS.read_text(encoding="utf-8"))
    found = [h for h in hooks if h["id"] == "muster-list-validate"]
    assert len(found) == 1
    return found[0]


def test_hook_definition():
    h = hook()
    assert h["entry"] == "muster list-validate"
    assert h["language"] == "python"  # pre-commit installs this repository's package
    import re

    files = re.compile(h["files"])
    for path in ("armies/warmaster/x.yaml", "club/armies/a.yml", "lists/void/b.json",
                 "my.army.yaml", "sub/their.army.json"):
        assert files.search(path), path
    for path in ("docs/config.yaml", ".github/workflows/ci.yml", "armies.yaml",
                 "army.toml", "armies/README.md"):
        assert not files.search(path), path


def _precommit() -> str:
    found = shutil.which("pre-commit", path=str(Path(sys.executable).parent)) \
        or shutil.which("pre-commit")
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    assert found is not None, "pre-commit is a test dependency (pip install -e '.[test]')"
    return found


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)


@pytest.fixture
def scratch(tmp_path):
    repo = tmp_path / "club"
    (repo / "armies").mkdir(parents=True)
    _git(repo, "init", "-q")
    _git(repo, "config", "user.email", "t@example.org")
    _git(repo, "config", "user.name", "t")
    h = hook()
    muster = shutil.which("muster", path=str(Path(sys.executable).parent))
    entry = f"{muster} list-validate" if muster else f"{sys.executable} -m muster list-validate"
    local = {k: v for k, v in h.items() if k not in ("language", "entry",
                                                      "minimum_pre_commit_version")}
    config = {"repos": [{"repo": "local", "hooks": [
        {**local, "entry": entry, "language": "system"}]}]}
    (repo / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    (repo / "notes.yaml").write_text("title: not an army, outside the patterns\n")
    return repo


def _run(repo: Path, precommit: str, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PRE_COMMIT_HOME": str(repo.parent / "pc-home"), "NO_COLOR": "1"}
    env.pop("MUSTER_DEBUG", None)
    try:
        return subprocess.run([precommit, "run", *args], cwd=repo, env=env, text=True,
                              capture_output=True, timeout=120)
    except subprocess.TimeoutExpired:
        pytest.skip("pre-commit did not finish in 120 s")


def test_hook_runs_on_a_scratch_repository(scratch):
    precommit = _precommit()
    shutil.copy(LEGAL, scratch / "armies" / LEGAL.name)
    shutil.copy(ILLEGAL, scratch / "armies" / ILLEGAL.name)
    _git(scratch, "add", "-A")
    done = _run(scratch, precommit, "--all-files")
    assert done.returncode == 1, done.stdout + done.stderr
    out = done.stdout
    assert "muster list-validate (army lists)" in out and "Failed" in out
    assert (f"armies/{ILLEGAL.name}:6:15: error [warmaster.points-limit] army 1020 points"
            in out)
    assert f"armies/{LEGAL.name}: legal, 1,000 of 1,000 points" in out
    assert "notes.yaml" not in out  # outside the army patterns: never passed

    (scratch / "armies" / ILLEGAL.name).unlink()
    _git(scratch, "add", "-A")
    done = _run(scratch, precommit, "--all-files")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Passed" in done.stdout


def test_hook_with_strict_fails_on_warnings(scratch):
    precommit = _precommit()
    army = scratch / "armies" / "no-general.yaml"
    army.write_text(LEGAL.read_text(encoding="utf-8").replace("type: general", "type: hero"),
                    encoding="utf-8")
    _git(scratch, "add", "-A")
    assert _run(scratch, precommit, "--all-files").returncode == 0  # a warning only
    config = yaml.safe_load((scratch / ".pre-commit-config.yaml").read_text())
    config["repos"][0]["hooks"][0]["args"] = ["--strict"]
    (scratch / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config))
    _git(scratch, "add", "-A")
    done = _run(scratch, precommit, "--all-files")
    assert done.returncode == 1
    assert "warning [warmaster.one-general]" in done.stdout


def _yaml_blocks(path: Path) -> list[str]:
    import re

    return re.findall(r"```yaml\n(.*?)```", path.read_text(encoding="utf-8"), re.S)


@pytest.mark.parametrize("doc", ["README.md", "docs/usage/list-validate.md"])
def test_documented_configs_parse_and_name_the_hook(doc):
    blocks = [yaml.safe_load(b) for b in _yaml_blocks(ROOT / doc)]
    assert blocks, doc
    hooks = [h for b in blocks if isinstance(b, dict) and "repos" in b
             for r in b["repos"] for h in r["hooks"]]
    assert hooks and all(h["id"] == "muster-list-validate" for h in hooks)


def test_documented_github_workflow_runs(muster, monkeypatch):
    import shlex

    blocks = [yaml.safe_load(b) for b in _yaml_blocks(ROOT / "docs/usage/list-validate.md")]
    workflow = next(b for b in blocks if isinstance(b, dict) and "jobs" in b)
    steps = workflow["jobs"]["list-validate"]["steps"]
    command = steps[-1]["run"]
    assert command.startswith("muster list-validate ") and "--format github" in command
    monkeypatch.chdir(ROOT)
    run = muster(*shlex.split(command)[1:])
    assert run.code == 1  # the bundled illegal-* armies fail, as they should
    assert run.out.startswith("::error file=armies/")
    assert "::error file=armies/warmaster/illegal-over-points-limit.yaml,line=6,col=15," \
           "title=warmaster.points-limit::army 1020 points" in run.out


@pytest.mark.network
def test_try_repo_installs_the_hook_from_this_checkout(tmp_path):
    """The hook as users get it (`language: python`): pre-commit builds a virtualenv and
    installs muster from this checkout. Needs the package index for muster's dependencies,
    so it is marked `network`: left out of `make test`, run by CI (`.ci/run`) and by
    `pytest -m network`. A failed install fails it, unless pip could not reach the index
    at all (then it is skipped with pip's reason)."""
    precommit = _precommit()
    repo = tmp_path / "club"
    (repo / "armies").mkdir(parents=True)
    _git(repo, "init", "-q")
    shutil.copy(ILLEGAL, repo / "armies" / ILLEGAL.name)
    _git(repo, "add", "-A")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "pc-home"), "NO_COLOR": "1"}
    done = subprocess.run([precommit, "try-repo", str(ROOT), "muster-list-validate",
                           "--all-files"], cwd=repo, env=env, text=True, capture_output=True,
                          timeout=300)
    out = done.stdout + done.stderr
    offline = [sign for sign in OFFLINE if sign in out]
    if done.returncode != 1 and offline:
        pytest.skip(f"the package index cannot be reached ({offline[0]})")
    assert "muster list-validate (army lists)" in out, out[-2000:]
    assert done.returncode == 1, out
    assert f"armies/{ILLEGAL.name}:6:15: error [warmaster.points-limit]" in out
