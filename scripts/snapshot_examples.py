"""Snapshot what every documented example prints, to compare a refactoring against.

    python scripts/snapshot_examples.py OUT.json [--only SUBSTRING ...]
    python scripts/snapshot_examples.py --compare BEFORE.json AFTER.json

Each example of the README, docs/usage/ and every --help (the ones tests/test_docs_examples.py
runs) is run in-process in a fresh scratch copy of the bundled armies and examples, three
ways: as written (English), with ``--lang cs``, and with ``--json`` added. Exit code, stdout
and stderr are kept. Randomness that is not seeded is pinned (os.urandom returns zeros), so is
the clock a battle's log reads (`CLOCK`), and the checkout's path is written as ``<checkout>``,
so two snapshots of the same code are equal, wherever and whenever they are taken;
``--compare`` lists every example whose output changed.
"""

from __future__ import annotations

import datetime
import io
import json
import os
import shlex
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
CLOCK = datetime.datetime(2026, 1, 1, 18, 0, tzinfo=datetime.UTC)  # every logged roll's time


class _Pinned(datetime.datetime):
    """`datetime.datetime` whose now is `CLOCK`."""

    @classmethod
    def now(cls, tz=None):
        return CLOCK if tz is not None else CLOCK.replace(tzinfo=None)


def _commands() -> list[tuple[str, str]]:
    import test_docs_examples as docs

    seen: dict[str, str] = {}
    for param in list(docs._examples()) + list(docs._help_examples()):
        command, _comment = param.values
        seen.setdefault(command, param.id)
    return [(ident, command) for command, ident in seen.items()]


def _run(args: list[str], where: Path) -> dict:
    from muster.console import main  # what a user runs: a plain roll takes the quick door

    for folder in ("armies", "examples"):
        target = where / folder
        if target.exists():
            shutil.rmtree(target)
        if (ROOT / folder).exists():
            shutil.copytree(ROOT / folder, target)
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr, os.getcwd()
    sys.stdout, sys.stderr = out, err
    os.chdir(where)
    try:
        code = main(args)
    except SystemExit as exc:  # pragma: no cover - main returns its code
        code = exc.code
    finally:
        sys.stdout, sys.stderr = old[0], old[1]
        os.chdir(old[2])
    return {part: text.replace(str(ROOT), "<checkout>") for part, text in
            (("out", out.getvalue()), ("err", err.getvalue()))} | {"code": code}


def snapshot(path: Path, only: list[str]) -> None:
    os.urandom = lambda n: bytes(n)  # unseeded rolls and shuffles repeat between snapshots
    from muster.battle import record

    record.datetime = type("PinnedClock", (), {"datetime": _Pinned, "UTC": datetime.UTC})
    os.environ.pop("MUSTER_DEBUG", None)
    os.environ["MUSTER_LANG"] = "en"
    results = {}
    with tempfile.TemporaryDirectory() as scratch:
        where = Path(scratch)
        for ident, command in _commands():
            if only and not any(s in command for s in only):
                continue
            args = shlex.split(command)[1:]
            if ">" in args:
                args = args[:args.index(">")]
            entry = {"en": _run(args, where), "cs": _run(["--lang", "cs", *args], where)}
            if "--json" not in args and args and args[0] not in ("schema",):
                entry["json"] = _run([*args, "--json"], where)
            results[command] = {"id": ident, **entry}
    path.write_text(json.dumps(results, ensure_ascii=False, indent=1, sort_keys=True),
                    encoding="utf-8")
    print(f"{len(results)} examples -> {path}")


def _same(a: dict | None, b: dict | None) -> bool:
    """Equal runs; JSON output compares as data (the order of keys may change)."""
    if a == b:
        return True
    if a is None or b is None or (a["code"], a["err"]) != (b["code"], b["err"]):
        return False
    try:
        return json.loads(a["out"]) == json.loads(b["out"])
    except ValueError:
        return False


def compare(before: Path, after: Path) -> int:
    old = json.loads(before.read_text(encoding="utf-8"))
    new = json.loads(after.read_text(encoding="utf-8"))
    changed = 0
    # a partial snapshot (--only) is compared over the examples it ran
    for command in sorted(set(new) | (set(old) if len(new) >= len(old) else set())):
        if command not in old or command not in new:
            print(f"only in {'after' if command in new else 'before'}: {command}")
            changed += 1
            continue
        for way in ("en", "cs", "json"):
            a, b = old[command].get(way), new[command].get(way)
            if _same(a, b):
                continue
            if a != b:
                changed += 1
                print(f"--- {way}: {command}")
                for part in ("code", "out", "err"):
                    if (a or {}).get(part) != (b or {}).get(part):
                        print(f"  {part} before: {str((a or {}).get(part))[:400]!r}")
                        print(f"  {part} after:  {str((b or {}).get(part))[:400]!r}")
    print(f"{changed} differences")
    return 1 if changed else 0


if __name__ == "__main__":
    argv = sys.argv[1:]
    if argv[:1] == ["--compare"]:
        sys.exit(compare(Path(argv[1]), Path(argv[2])))
    only = [argv[i + 1] for i, a in enumerate(argv) if a == "--only"]
    snapshot(Path(argv[0]), only)
