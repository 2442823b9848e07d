"""The shared state-file module (`muster.state`) and the shared file guard (`muster.files`):
locked read-change-write, atomic and checked writes, revisions, log and undo, and what a
killed or concurrent writer leaves behind."""

from __future__ import annotations

import inspect
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from helpers import killed_mid_write, paused_before_replace, temp_files, writers_at_once
from muster import atomic, plain_undo, state
from muster.errors import MusterError
from muster.files import FileRefused, read_bytes
from muster.load import parse_json
from muster.state_check import schema_check

KIND = "counter"


def check(st: dict, path: str) -> None:
    if not isinstance(st.get("n"), int) or st["n"] < 0:
        raise MusterError("'n' must be a whole number from 0", file=path)


def new(path: Path, n: int = 0) -> state.Document:
    return state.create(str(path), kind=KIND, game="test", state={"n": n}, action="new",
                        detail={"n": n}, check=check)


def bump(path: Path, by: int = 1, expect: int | None = None) -> None:
    with state.update(str(path), kind=KIND, check=check, expect_revision=expect) as ch:
        ch.state["n"] += by
        ch.record("bump", {"by": by})


def doc(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def counter_code() -> str:
    """Python code defining the counter's `check` and `bump` from their source here, for a
    process a test starts: it runs the very same change without importing this module (and
    pytest and the helpers with it, most of such a process's CPU)."""
    return "\n".join(["from pathlib import Path",
                      "from muster import state",
                      "from muster.errors import MusterError",
                      f"KIND = {KIND!r}",
                      inspect.getsource(check), inspect.getsource(bump)])


# ---------------------------------------------------------------- documents


def test_create_update_log_and_undo(tmp_path):
    path = tmp_path / "c.json"
    first = new(path)
    assert first.revision == 1 and first.state == {"n": 0}
    bump(path, 2)
    bump(path, 3)
    d = doc(path)
    assert d["revision"] == 3 and d["state"] == {"n": 5}
    assert [(e["revision"], e["action"]) for e in d["log"]] == [(1, "new"), (2, "bump"),
                                                                (3, "bump")]
    after = state.undo(str(path), kind=KIND, check=check)
    assert after.state == {"n": 2} and after.revision == 4
    assert after.log[-1] == {"revision": 4, "action": "undo",
                             "detail": {"restored_revision": 2, "undid": "bump"}}
    state.undo(str(path), kind=KIND, check=check)
    assert doc(path)["state"] == {"n": 0}
    with pytest.raises(MusterError, match="nothing to undo"):
        state.undo(str(path), kind=KIND, check=check)


@pytest.fixture
def parses(monkeypatch) -> list[str]:
    """The texts `muster.state` parses from now on, one per parse."""
    texts: list[str] = []

    def counted(text: str, name: str = "<text>") -> Any:
        texts.append(text)
        return parse_json(text, name)

    monkeypatch.setattr(state, "parse_json", counted)
    return texts


def test_a_peeked_document_is_parsed_once_for_its_next_read(tmp_path, parses):
    path = tmp_path / "c.json"
    new(path, 3)
    assert state.peek(str(path), kind=KIND) == "test"
    assert state.peek(str(path), kind=KIND) == "test"
    assert len(parses) == 1
    assert state.read(str(path), kind=KIND, check=check).state == {"n": 3}
    assert len(parses) == 1
    assert state.read(str(path), kind=KIND, check=check).state == {"n": 3}
    assert len(parses) == 2, "a peeked parse is handed out once, never shared"


def test_only_the_last_peek_is_kept(tmp_path, parses):
    """A peek no read followed (a battle of another game) is not kept on: a long-lived
    process holds one parse at most."""
    one, two = tmp_path / "one.json", tmp_path / "two.json"
    new(one, 1)
    new(two, 2)
    state.peek(str(one), kind=KIND)
    state.peek(str(two), kind=KIND)
    assert len(state._PEEKED) == 1
    assert state.read(str(one), kind=KIND, check=check).state == {"n": 1}
    assert len(parses) == 3
    assert state.read(str(two), kind=KIND, check=check).state == {"n": 2}
    assert len(parses) == 3 and not state._PEEKED


def test_a_read_after_a_peek_still_checks_the_state(tmp_path, parses):
    path = tmp_path / "c.json"
    new(path)
    text = path.read_text(encoding="utf-8").replace('"n": 0', '"n": -1')
    path.write_text(text, encoding="utf-8")
    state.peek(str(path), kind=KIND)
    with pytest.raises(MusterError, match="'n' must be a whole number from 0"):
        state.read(str(path), kind=KIND, check=check)
    assert len(parses) == 1


def test_a_document_changed_since_its_peek_is_parsed_anew(tmp_path, parses):
    path = tmp_path / "c.json"
    new(path, 1)
    state.peek(str(path), kind=KIND)
    bump(path, 4)  # the update takes the peeked parse: the same bytes
    assert len(parses) == 1
    state.peek(str(path), kind=KIND)
    path.write_text(path.read_text(encoding="utf-8").replace('"n": 5', '"n": 7'),
                    encoding="utf-8")  # a hand edit between the peek and the read
    assert state.read(str(path), kind=KIND, check=check).state == {"n": 7}
    assert len(parses) == 3


def test_a_peek_of_one_kind_is_no_read_of_another(tmp_path, parses):
    path = tmp_path / "c.json"
    new(path)
    state.peek(str(path), kind=KIND)
    with pytest.raises(MusterError, match="'muster' must be \"deck\""):
        state.read(str(path), kind="deck", check=check)
    assert len(parses) == 2


def test_a_peek_refuses_what_a_read_refuses(tmp_path):
    path = tmp_path / "c.json"
    path.write_text('{"muster": "deck", "format": 1}', encoding="utf-8")
    with pytest.raises(MusterError, match="'muster' must be \"counter\""):
        state.peek(str(path), kind=KIND)
    with pytest.raises(MusterError, match="no such file"):
        state.peek(str(tmp_path / "missing.json"), kind=KIND)


def test_create_never_overwrites(tmp_path):
    path = tmp_path / "c.json"
    path.write_text("my notes")
    with pytest.raises(MusterError, match="already exists"):
        new(path)
    assert path.read_text() == "my notes"


def test_a_refused_change_writes_nothing(tmp_path):
    path = tmp_path / "c.json"
    new(path, 1)
    before = path.read_bytes()
    with pytest.raises(MusterError, match="from 0"):
        bump(path, -5)  # the new state fails the check
    with pytest.raises(RuntimeError):
        with state.update(str(path), kind=KIND, check=check) as ch:
            ch.state["n"] = 9
            ch.record("bump")
            raise RuntimeError("the command failed half way")
    assert path.read_bytes() == before
    assert temp_files(path) == []


def test_no_change_is_not_written_or_logged(tmp_path):
    path = tmp_path / "c.json"
    new(path)
    before = path.read_bytes()
    with state.update(str(path), kind=KIND, check=check):
        pass
    assert path.read_bytes() == before


def test_stale_revision_is_refused(tmp_path):
    path = tmp_path / "c.json"
    new(path)
    bump(path, expect=1)
    with pytest.raises(MusterError, match="revision 2, not 1"):
        bump(path, expect=1)
    assert doc(path)["state"] == {"n": 1}


def test_changed_under_the_lock_is_refused(tmp_path):
    path = tmp_path / "c.json"
    new(path)
    with pytest.raises(MusterError, match="changed while muster was working"):
        with state.update(str(path), kind=KIND, check=check) as ch:
            ch.state["n"] = 7
            ch.record("bump")
            # another program (not muster, so no lock) rewrites the file meanwhile
            text = path.read_text().replace('"n": 0', '"n": 3')
            os.utime(path, ns=(1, 1))
            path.write_text(text)
    assert doc(path)["state"] == {"n": 3}


@pytest.mark.parametrize("text,needle", [
    ("{", "not valid json"),
    ('{"muster": "deck", "format": 1}', "'muster' must be \"counter\""),
    ('{"muster": "counter", "format": 9, "game": "t", "revision": 1, "state": {"n": 1}, '
     '"log": [], "undo": []}', "'format' must be 1"),
    ('{"muster": "counter", "format": 1, "game": "t", "revision": 1, "state": {"n": -1}, '
     '"log": [], "undo": []}', "from 0"),
    ('{"muster": "counter", "format": 1, "game": "t", "revision": 1, "state": {"n": 1}, '
     '"log": [], "undo": [{"revision": 0, "state": {"n": "x"}}]}', "from 0"),
    ('{"muster": "counter", "format": 1, "game": "t", "revision": 1, "state": {"n": 1}, '
     '"log": [], "undo": [], "extra": 1}', "unknown field"),
    ('[' * 5000 + ']' * 5000, "deeper"),
])
def test_corrupted_documents_are_refused_and_left_alone(tmp_path, text, needle):
    path = tmp_path / "c.json"
    path.write_text(text)
    with pytest.raises(MusterError) as err:
        bump(path)
    assert needle.lower() in str(err.value).lower()
    assert str(path) in str(err.value)
    assert path.read_text() == text


def test_read_only_file_is_refused_not_replaced(tmp_path):
    path = tmp_path / "c.json"
    new(path)
    path.chmod(0o444)
    before = path.read_bytes()
    with pytest.raises(MusterError, match="read-only"):
        bump(path)
    assert path.read_bytes() == before


def test_update_keeps_the_mode(tmp_path):
    path = tmp_path / "c.json"
    new(path)
    path.chmod(0o640)
    bump(path)
    assert (path.stat().st_mode & 0o777) == 0o640


def test_a_link_is_followed_to_its_file(tmp_path):
    real = tmp_path / "real.json"
    new(real)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    bump(link)
    assert link.is_symlink() and doc(real)["state"] == {"n": 1}


def test_stale_temp_files_of_a_killed_writer_are_removed(tmp_path):
    path = tmp_path / "c.json"
    new(path)
    stale = tmp_path / ".c.json.muster-abc123_z.tmp"  # a name muster itself makes
    stale.write_text("half")
    other = tmp_path / ".other.json.muster-abc123_z.tmp"  # another file's: left alone
    other.write_text("x")
    bump(path)
    assert not stale.exists() and other.exists()


@pytest.mark.parametrize("name", [".c.json.my-notes.tmp", ".c.json.abc123.tmp",
                                  ".c.json.muster-abc.tmp", ".c.json.muster-abcdefgh.x.tmp",
                                  ".c.json.muster-ABCDEFGH.tmp"])
def test_stale_temp_clean_up_removes_only_names_muster_makes(tmp_path, name):
    """The clean-up never removes any `.NAME.*.tmp` beside a state file (a user's notes may
    be one): only muster's own exact pattern is removed."""
    path = tmp_path / "c.json"
    new(path)
    mine = tmp_path / name
    mine.write_text("notes")
    bump(path)
    assert mine.read_text() == "notes"


def test_temp_files_muster_makes_match_the_pattern_it_cleans_up(tmp_path):
    path = tmp_path / "c.json"
    new(path)
    killed = killed_mid_write(_writer(path), path)
    assert atomic.is_own_temp(killed.temp.name, path.name), killed.temp.name
    assert killed.temp.exists()
    bump(path)
    assert not killed.temp.exists()


def test_a_path_with_a_trailing_slash_is_refused_and_nothing_is_created(tmp_path):
    """`--deck deck.json/` names a folder: refused, and no deck.json is created."""
    path = str(tmp_path / "c.json") + os.sep
    with pytest.raises(state.StateError, match="folder"):
        state.create(path, kind=KIND, game="test", state={"n": 0}, action="new", detail=None,
                     check=check)
    assert list(tmp_path.iterdir()) == []
    new(tmp_path / "c.json")
    with pytest.raises(state.StateError, match="folder"):
        with state.update(path, kind=KIND, check=check) as ch:  # a Path drops the slash
            ch.state["n"] = 1
            ch.record("bump")
    assert doc(tmp_path / "c.json")["state"] == {"n": 0}


def test_a_lock_file_that_cannot_be_created_is_its_own_error_at_once(tmp_path):
    """A state file whose lock cannot be created (under /proc) is refused at once, never
    after the whole lock timeout as if another muster command held it. The timeout here is
    far beyond what the test would take if the error came at once."""
    from helpers import hang_guard

    with hang_guard(60, "a lock that cannot be created"), \
            pytest.raises(state.StateError, match="cannot create the lock file") as err:
        with state.locked("/proc/muster-test-c.json", create=True, timeout=600):
            pass
    assert "another muster command" not in str(err.value)


def test_a_lone_surrogate_escape_is_a_finding_naming_the_file(tmp_path):
    """A JSON string "\\ud800" parses to a lone surrogate that cannot be written
    back (exit 70 on the next change); it is refused on reading, with its line."""
    path = tmp_path / "c.json"
    new(path)
    text = path.read_text().replace('"action": "new"', '"action": "\\ud800"')
    assert "\\ud800" in text
    path.write_text(text)
    with pytest.raises(state.StateError, match="surrogate") as err:
        bump(path)
    assert str(path) in str(err.value) and err.value.line is not None
    assert path.read_text() == text
    ok = text.replace('"\\ud800"', '"\\ud83d\\ude00"')  # a proper pair is a character
    path.write_text(ok)
    bump(path)
    assert doc(path)["log"][0]["action"] == "\U0001F600"


def test_text_that_only_looks_like_a_surrogate_escape_is_read(tmp_path):
    """An escaped backslash before "ud800" is text, not an escape: the bytes are searched
    for a surrogate escape first, and such a near miss is checked in full, and kept."""
    path = tmp_path / "c.json"
    new(path)
    text = path.read_text().replace('"action": "new"', '"action": "\\\\ud800 \\u00e9"')
    path.write_text(text)
    bump(path)
    assert doc(path)["log"][0]["action"] == "\\ud800 \u00e9"


def test_a_hand_edit_while_muster_is_in_its_write_window_is_not_lost(tmp_path):
    """A file saved by another program after muster read it, up to the moment of
    the rename (here: while the writer's new file is already on disk), is detected and the
    command refuses; the hand edit stays."""
    path = tmp_path / "c.json"
    new(path)
    env = {**os.environ, atomic.PAUSE_ENV: "stdin"}
    proc = subprocess.Popen(_writer(path), env=env, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    with paused_before_replace(proc):
        st = path.stat()
        edited = path.read_text().replace('"n": 0', '"n": 1')  # same size, same mtime
        path.write_text(edited)
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
        proc.stdin.write("go\n")
        proc.stdin.close()
        err = proc.stderr.read()
        proc.wait(timeout=60)
    assert proc.returncode != 0 and "changed while muster was working" in err
    assert path.read_text() == edited and temp_files(path) == []


# ---------------------------------------------------------------- the byte limit


def dropping_one_by_one(data: dict, limit: int) -> bytes:
    """What `state._serialise` writes, by its definition: the whole document, written anew
    after each item dropped until it fits ``limit`` with its last newline: the oldest undo
    states down to the newest five, then the oldest log entries down to one, then the
    last undo states."""
    text = json.dumps(data, ensure_ascii=False, indent=1)
    for key, fewest in (("undo", 5), ("log", 1), ("undo", 0)):
        while len(text.encode("utf-8")) + 1 > limit and len(data[key]) > fewest:
            data[key].pop(0)
            text = json.dumps(data, ensure_ascii=False, indent=1)
    return (text + "\n").encode("utf-8")


def _document(rng, states: int, logs: int) -> dict:
    def value(depth: int):
        kind = rng.randrange(6 if depth < 3 else 3)
        if kind == 0:
            return rng.randrange(-10**6, 10**6)
        if kind == 1:
            return "".join(rng.choice("ab\"\\\n čé😀") for _ in range(rng.randrange(12)))
        if kind == 2:
            return rng.choice([None, True, False, 1.5])
        if kind == 3:
            return [value(depth + 1) for _ in range(rng.randrange(4))]
        return {f"k{i}": value(depth + 1) for i in range(rng.randrange(4))}

    return {"muster": KIND, "format": 1, "game": "test", "revision": states + 1,
            "state": {"n": 1, "v": value(0)},
            "log": [{"revision": i, "action": "bump", "detail": value(1)} for i in range(logs)],
            "undo": [{"revision": i, "state": {"n": i, "v": value(0)}} for i in range(states)],
            **({"redo": [{"revision": 9, "state": {"n": 9}}]} if rng.random() < 0.3 else {})}


@pytest.mark.parametrize("seed", range(40))
def test_a_document_over_the_byte_limit_is_written_as_dropping_one_by_one_would(seed,
                                                                               monkeypatch):
    """Every size of limit, from one that keeps every undo state to one that keeps none
    and drops log entries too: the same bytes, and the same states left in the data."""
    import random

    rng = random.Random(seed)
    data = _document(rng, rng.randrange(0, 12), rng.randrange(1, 6))
    whole = len(json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))
    for limit in sorted({whole, whole + 1, whole - 1, *(rng.randrange(50, whole + 2)
                                                        for _ in range(12))}):
        monkeypatch.setattr(state, "MAX_BYTES", limit)
        ours, theirs = json.loads(json.dumps(data)), json.loads(json.dumps(data))
        written = state._serialise(ours)
        assert written == dropping_one_by_one(theirs, limit), limit
        assert ours == theirs
        assert len(written) <= limit or (not ours["undo"] and len(ours["log"]) == 1)


def test_a_change_that_comes_to_the_limit_exactly_is_written(tmp_path, monkeypatch):
    """The limit counts the file's last newline: a document whose text is the limit
    without it drops its oldest log entry (it keeps its few undo states), and is written
    (`Locked.write` would refuse it one byte over)."""
    monkeypatch.setattr(state, "MAX_BYTES", 2000)
    path = tmp_path / "c.json"
    new(path)
    bump(path)
    after = state._next(doc(path), {"n": 2}, "bump", {"by": 1, "pad": ""})
    pad = 2000 - len(json.dumps(after, ensure_ascii=False, indent=1).encode("utf-8"))
    with state.update(str(path), kind=KIND, check=check) as ch:  # its text: 2000 bytes
        ch.state["n"] += 1
        ch.record("bump", {"by": 1, "pad": "x" * pad})
    assert path.stat().st_size <= 2000 and doc(path)["state"]["n"] == 2
    assert [u["revision"] for u in doc(path)["undo"]] == [1, 2]
    assert [e["revision"] for e in doc(path)["log"]] == [2, 3]  # the oldest went


def test_a_long_game_keeps_its_file_readable_dropping_the_oldest_undo(tmp_path, monkeypatch):
    """A file at the limit (every change adds a state to undo) drops the oldest states: it
    stays readable, the newest changes stay undoable, and its count goes on."""
    monkeypatch.setattr(state, "MAX_BYTES", 6500)
    path = tmp_path / "c.json"
    new(path)
    for _ in range(60):
        bump(path)
    kept = doc(path)
    assert path.stat().st_size <= 6500 and kept["state"]["n"] == 60
    assert 0 < len(kept["undo"]) < state.MAX_UNDO
    assert [u["state"]["n"] for u in kept["undo"]] == list(range(60 - len(kept["undo"]), 60))
    state.undo(str(path), kind=KIND, check=check)
    assert doc(path)["state"]["n"] == 59


def test_a_long_game_keeps_its_last_undo_states_dropping_old_log_entries(tmp_path,
                                                                         monkeypatch):
    """Where the log fills the file (each change logs a long detail, as a roll does), the
    newest five undo states stay, and the oldest log entries go: the last changes stay
    undoable however long the battle."""
    monkeypatch.setattr(state, "MAX_BYTES", 6500)
    path = tmp_path / "c.json"
    new(path)
    for i in range(60):
        with state.update(str(path), kind=KIND, check=check) as ch:
            ch.state["n"] += 1
            ch.record("bump", {"roll": "x" * 200, "i": i})
    kept = doc(path)
    assert path.stat().st_size <= 6500 and kept["state"]["n"] == 60
    assert [u["state"]["n"] for u in kept["undo"]] == [55, 56, 57, 58, 59]
    assert 1 < len(kept["log"]) < 30 and kept["log"][-1]["detail"]["i"] == 59
    for n in (59, 58, 57, 56, 55):
        state.undo(str(path), kind=KIND, check=check)
        assert doc(path)["state"]["n"] == n


# ---------------------------------------------------------------- as another user

NOBODY = 65534


def as_nobody(code: str) -> subprocess.CompletedProcess:
    """Run Python ``code`` as the unprivileged user `nobody` (skipped where this test run
    cannot switch users)."""
    import shutil

    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("needs root and setpriv to run a step as an unprivileged user")
    run = subprocess.run(["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups",
                          sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, env={**os.environ, "MUSTER_LANG": "en"})
    if "ModuleNotFoundError" in run.stderr or "PermissionError: [Errno 13] Permission denied: '/"\
            in run.stderr and "import" in run.stderr:
        pytest.skip(f"the unprivileged user cannot run this Python: {run.stderr[-200:]}")
    return run


@pytest.fixture
def shared_folder():
    """A folder every user may write to (the test's tmp_path is private to root)."""
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="muster-shared-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.parametrize("mode", [0o777, 0o1777], ids=["world-writable", "sticky"])
def test_a_file_the_user_may_not_write_is_refused_though_the_folder_allows_rename(
        shared_folder, mode):
    """A root-owned 0644 file in a folder everyone may write is not replaced by a user who
    may not write it, though the rename needs only the folder's permission."""
    path = shared_folder / "c.json"
    new(path)
    path.chmod(0o644)
    shared_folder.chmod(mode)
    before = path.read_bytes()
    code = counter_code() + textwrap.dedent(f"""
        import sys
        try:
            bump(Path({str(path)!r}))
        except state.StateError as err:
            print(err)
            sys.exit(2)
    """)
    run = as_nobody(code)
    assert run.returncode == 2, run.stderr
    assert "write permission" in run.stdout and str(path) in run.stdout
    assert path.read_bytes() == before and path.stat().st_uid == 0
    assert sorted(p.name for p in shared_folder.iterdir() if p.name.endswith(".tmp")) == []


# ---------------------------------------------------------------- killed and concurrent writers


def _writer(path: Path, by: int = 5, times: int = 1) -> list[str]:
    """A process that bumps the state file ``path`` by ``by``, ``times`` times."""
    code = textwrap.dedent("""
        import signal
        signal.signal(signal.SIGINT, signal.default_int_handler)  # a test runner may ignore it
    """) + counter_code() + textwrap.dedent(f"""
        for _ in range({times}):
            bump(Path({str(path)!r}), {by})
    """)
    return [sys.executable, "-c", code]


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT])
def test_killed_writer_leaves_the_old_valid_file(tmp_path, sig):
    """Killed, terminated or interrupted (Ctrl-C) between writing the new file and putting it
    in place: the old file stays, and but for SIGKILL the temporary file is gone."""
    path = tmp_path / "c.json"
    new(path)
    killed = killed_mid_write(_writer(path), path, sig,
                              then=(lambda: bump(path)) if sig == signal.SIGKILL else None)
    assert json.loads(killed.written)["state"] == {"n": 5}  # the new one was on disk
    if sig == signal.SIGTERM:
        assert killed.code == 143 and temp_files(path) == []  # cleaned up on the way out
    elif sig == signal.SIGINT:
        assert killed.code == -signal.SIGINT and temp_files(path) == []  # KeyboardInterrupt
    else:  # SIGKILL cannot clean up; the next writer did, from the old file
        assert doc(path)["state"] == {"n": 1}
        return
    assert state.read(str(path), kind=KIND, check=check).state == {"n": 0}


@pytest.mark.parametrize("times", [pytest.param(15, id="short"),
                                   pytest.param(150, id="soak", marks=pytest.mark.soak)])
def test_concurrent_writers_lose_nothing(tmp_path, times):
    """Two processes bump one file: every update lands, in order (the battle and deck
    commands write through the same state.update; their own tests run the same harness)."""
    path = tmp_path / "c.json"
    new(path)
    writers_at_once(_writer(path, by=1, times=times), workers=2)
    d = doc(path)
    assert d["state"] == {"n": 2 * times} and d["revision"] == 2 * times + 1
    assert [e["revision"] for e in d["log"]] == list(range(1, 2 * times + 2))


# ---------------------------------------------------------------- the shared file guard


def test_guard_refuses_fifos_devices_and_directories_without_blocking(tmp_path):
    fifo = tmp_path / "f.yaml"
    os.mkfifo(fifo)
    for path, needle in ((fifo, "FIFO"), ("/dev/zero", "device"), (tmp_path, "directory"),
                         (tmp_path / "none", "no such file")):
        with pytest.raises(FileRefused, match=needle):
            read_bytes(str(path))


def test_guard_refuses_a_large_file_before_reading_it(tmp_path):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as fh:
        fh.truncate(100 * 1024 * 1024)  # sparse: 100 MB that reading would take long for
    with pytest.raises(FileRefused, match="over the 1,048,576-byte limit"):
        read_bytes(str(big))


def test_schema_check_uses_a_definition_of_a_shipped_schema_then_the_extra_rule(tmp_path):
    """`schema_check`: the state against ``schemas/X#/$defs/NAME``, then a rule a schema
    cannot say; either refusal is one StateError naming where."""
    check_bl = schema_check("deck.schema.json", "battlelore",
                                  lambda st: "too few cards" if len(st["cards"]) < 2 else None)
    good = {"scenario": "agincourt", "sides": ["a", "b"], "hand_size": {"a": 1, "b": 1},
            "cards": ["x", "y"], "deck": ["x"], "discard": [], "hands": {"a": ["y"], "b": []},
            "turn": "a", "played": None, "turns": 0, "reshuffles": 0}
    check_bl(good, "f.json")
    with pytest.raises(state.StateError, match="at turns: -1 is less than the minimum"):
        check_bl({**good, "turns": -1}, "f.json")
    with pytest.raises(state.StateError, match="not valid: too few cards"):
        check_bl({**good, "cards": ["x"]}, "f.json")
    with pytest.raises(state.StateError, match="Additional properties"):
        check_bl({**good, "secret": 1}, "f.json")


def test_a_deck_file_s_schema_error_is_worded_in_the_user_s_language(muster, tmp_path):
    """A hand-edited deck that breaks the schema: jsonschema's words in English, the
    Czech of list-validate's in Czech (`state_check.problem`), the place in the state or
    the top level, the game as Czech names it."""
    from helpers import assert_one_line_error, example_deck

    bad = example_deck(tmp_path, "lions-acheron.json", name="bad.json", sides=5)
    line = ("deploy-shuffle", "conf", "show", "--deck", str(bad))
    assert_one_line_error(muster(*line), "bad.json: the confrontation state is not valid at "
                          "sides: 5 is not of type 'array' (see schemas/deck.schema.json)")
    assert_one_line_error(muster("--lang", "cs", *line),
                          "bad.json: stav hry Confrontation není platný v sides: očekává se "
                          "seznam, je tu celé číslo „5“ (viz schemas/deck.schema.json)")
    extra = example_deck(tmp_path, "lions-acheron.json", name="extra.json", zz=1)
    line = ("deploy-shuffle", "conf", "show", "--deck", str(extra))
    assert_one_line_error(muster(*line), "extra.json: the confrontation state is not valid at "
                          "the top level: Additional properties are not allowed ('zz' was "
                          "unexpected)")
    assert_one_line_error(muster("--lang", "cs", *line),
                          "extra.json: stav hry Confrontation není platný na nejvyšší úrovni: "
                          "neznámé pole „zz“")


def _verdict(check: state.Check, st: dict) -> str | None:
    try:
        check(st, "f.json")
    except state.StateError as err:
        return f"{err.message} at {getattr(err, 'where', None)}"
    return None


def _battle(**paladin: object) -> dict:
    unit: dict[str, Any] = {"name": "Paladin", "profile": {"res": 7, "str": 13},
            "state": {"wound": "none", "kills": 0, "stunned": False}}
    for key, value in paladin.items():
        where = unit if key == "name" else unit["state"]
        where[key] = value
    return {"round": 1, "phase": "movement", "attached": {}, "rolls": [],
            "sides": [{"name": "Griffins", "units": [unit]}, {"name": "Wolfen", "units": []}]}


def test_the_fast_validator_never_changes_a_verdict(monkeypatch):
    """A battle or deck state is checked by jsonschema-rs's yes/no first (microseconds, on
    every read and write); whatever it does not call valid, jsonschema decides and words.
    Each state below gets the same verdict and message with it as with jsonschema alone:
    refusals (enum, pattern, uniqueItems, bounds, types, extra and missing fields) and the
    states jsonschema accepts where jsonschema-rs would not (a '$' before a final newline
    matches in Python's re)."""
    from muster import state_check
    from muster.battle import store
    from muster.state_check import _FAST

    battles = [_battle(), _battle(wound="grazed"), _battle(name="Pal\x01"),
               _battle(name="Paladin\n"), _battle(kills=-1), _battle(kills=1.0),
               _battle(kills=True), _battle(stunned=0), _battle(secret=1),
               _battle(mutations=["att:1", "att:1"]), _battle(mutations=["att:1234"]),
               _battle(mutations=["att:12\n"]), _battle(mutations=["att:2", "str:1"]),
               {**_battle(), "round": "1"}, {k: v for k, v in _battle().items() if k != "rolls"}]
    good = {"scenario": "agincourt", "sides": ["a", "b"], "hand_size": {"a": 1, "b": 1},
            "cards": ["x", "y"], "deck": ["x"], "discard": [], "hands": {"a": ["y"], "b": []},
            "turn": "a", "played": None, "turns": 0, "reshuffles": 0}
    decks = [good, {**good, "turns": -1}, {**good, "secret": 1}, {**good, "turn": 1},
             {**good, "hand_size": {"a": "1", "b": 1}}]
    deck_check = schema_check("deck.schema.json", "battlelore")
    battle_check = store.checker("confrontation")

    def verdicts() -> list[str | None]:
        return ([_verdict(battle_check, b) for b in battles]
                + [_verdict(deck_check, d) for d in decks])

    fast = verdicts()
    assert _FAST[(store.SCHEMA, "battle")] is not None and _FAST[("deck.schema.json",
                                                                 "battlelore")]
    monkeypatch.setattr(state_check, "_FAST", dict.fromkeys(_FAST))  # None: no yes/no
    assert fast == verdicts()
    assert fast[0] is None and fast[3] is None and fast[5] is None
    assert "'grazed' is not one of" in fast[1] and fast[1].endswith("'state', 'wound')")
    # 11 and 12 match the schema: the game's own rule (no Mutagenic die rolled) refuses
    # them on a change, not on reading a file
    assert [i for i, v in enumerate(fast) if v is None] == [0, 3, 5, 11, 12, 15]
    assert "has non-unique elements" in fast[9]
    with pytest.raises(state.StateError, match="no Mutagenic die"):
        store._ruled("confrontation", _battle(), battles[11], "f.json")
    assert "turns: -1 is less than the minimum" in fast[16]


def test_undo_with_a_stale_revision_is_refused(tmp_path):
    path = tmp_path / "c.json"
    new(path)
    bump(path)
    before = path.read_bytes()
    with pytest.raises(state.StateError, match="revision 2, not 1"):
        state.undo(str(path), kind=KIND, check=check, expect_revision=1)
    assert path.read_bytes() == before
    assert state.undo(str(path), kind=KIND, check=check, expect_revision=2).state == {"n": 0}


# ---------------------------------------------------------------- undo of a plain state file


def _plain_change(path: Path, text: str) -> None:
    with state.locked(str(path)) as lk:
        lk.read()
        plain_undo.write(lk, text.encode())


def test_a_plain_state_file_is_undone_change_by_change(tmp_path):
    """A plain (not JSON) state file, a fortress file, has an undo: it keeps its earlier
    contents beside it, and `undo_file` puts them back, newest first."""
    path = tmp_path / "keep.yaml"
    path.write_text("v0\n")
    _plain_change(path, "v1\n")
    _plain_change(path, "v2\n")
    seen: list[bytes] = []
    assert plain_undo.undo_file(str(path), what="fortress file", check=seen.append) == b"v1\n"
    assert path.read_text() == "v1\n" and seen == [b"v1\n"]
    plain_undo.undo_file(str(path), what="fortress file", check=lambda b: None)
    assert path.read_text() == "v0\n"
    with pytest.raises(state.StateError, match="nothing to undo"):
        plain_undo.undo_file(str(path), what="fortress file", check=lambda b: None)
    assert path.read_text() == "v0\n"


def test_undo_never_loses_a_hand_edit(tmp_path):
    path = tmp_path / "keep.yaml"
    path.write_text("v0\n")
    _plain_change(path, "v1\n")
    path.write_text("v1 and my note\n")
    with pytest.raises(state.StateError, match="changed since muster last wrote it"):
        plain_undo.undo_file(str(path), what="fortress file", check=lambda b: None)
    assert path.read_text() == "v1 and my note\n"
    _plain_change(path, "v2\n")  # a new history starts from the hand edit
    plain_undo.undo_file(str(path), what="fortress file", check=lambda b: None)
    assert path.read_text() == "v1 and my note\n"


@pytest.mark.parametrize("junk", ["{", "[]", '{"muster": "undo", "after": 1, "states": []}',
                                  '{"muster": "undo", "after": "x", "states": ["%%%"]}'])
def test_a_broken_history_is_nothing_to_undo(tmp_path, junk):
    path = tmp_path / "keep.yaml"
    path.write_text("v0\n")
    (tmp_path / ".keep.yaml.undo.json").write_text(junk)
    with pytest.raises(state.StateError, match="nothing to undo"):
        plain_undo.undo_file(str(path), what="fortress file", check=lambda b: None)
    assert path.read_text() == "v0\n"


def test_undo_refuses_a_content_the_check_refuses(tmp_path):
    path = tmp_path / "keep.yaml"
    path.write_text("v0\n")
    _plain_change(path, "v1\n")

    def refuse(content: bytes) -> None:
        raise state.StateError("no longer valid", file=str(path))

    with pytest.raises(state.StateError, match="no longer valid"):
        plain_undo.undo_file(str(path), what="fortress file", check=refuse)
    assert path.read_text() == "v1\n"


def test_wrong_kind_quotes_what_was_found_in_each_language(tmp_path, czech):
    from muster.i18n import shown

    path = tmp_path / "c.json"
    path.write_text('{"muster": null, "format": 1}')
    with pytest.raises(MusterError) as err:
        bump(path)
    # null is no kind: said as missing, not as Python's 'None'
    assert "'muster' must be \"counter\" (missing)" in str(err.value.message)  # English
    assert "pole „muster“ musí mít hodnotu „counter“ (v souboru chybí)" \
        in shown(err.value.message)
    path.write_text('{"muster": "deck", "format": 1}')
    with pytest.raises(MusterError) as err:
        bump(path)
    assert "'muster' must be \"counter\" (found 'deck')" in str(err.value.message)
    assert "pole „muster“ musí mít hodnotu „counter“, ne „deck“" in shown(err.value.message)
