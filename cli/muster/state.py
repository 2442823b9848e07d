"""Game state that lives between commands: the one locked, atomic, validated state file.

Every file muster writes for a user (a deck in play, a fortress and its damage) goes
through this module, and no game package writes files of its own.

* **Locked.** `locked` takes an exclusive lock (`muster.lockfile`: ``flock``, or
  ``filelock`` where there is no ``fcntl``) on a lock file beside the state file,
  ``.NAME.lock``, for the whole read-change-write, so two commands on one file never lose
  an update: the second waits, then reads what the first wrote.
* **Checked before it is written.** The caller's check runs on the new content before
  anything touches the disk; a refused action writes nothing. A JSON document muster wrote
  is noted as checked (`muster.verdicts`, ``.NAME.checked``): the same bytes read again are
  not checked against the schema again, only by the check's own rule.
* **Atomic.** The new content replaces the old file through `muster.atomic` (a temporary
  file beside it, fsynced, one rename): a crash or kill leaves the old file or the new one,
  never half of either. Temporary files left by a ``kill -9`` are removed by the next
  command that takes the lock.
* **Not changed under you.** The file is re-checked just before the rename; if anything
  else changed it since it was read, nothing is written (exit 2). JSON state documents
  carry a ``revision`` and a command may insist on one (``expect_revision``).
* **Logged, undoable.** JSON state documents (`create`, `update`, `undo`) append every
  change to ``log`` and keep the previous states for ``undo``; a plain file (a fortress)
  keeps its earlier contents beside it (`muster.plain_undo`).

A file the user may not write (no write permission bits, or another user's file in a
folder everyone may write to) is refused rather than replaced; so is a path ending in a
separator. A lock file that cannot be created is its own error, at once. Replacing a file
gives it a new inode: another hard link to the old file keeps the old content.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from typing import Any, cast

from muster import verdicts
from muster.atomic import atomic_write, remove_stale_temps
from muster.errors import StateError as StateError  # where its users find it
from muster.files import (
    MAX_BYTES,
    STDIN,
    FileRefused,
    check_regular,
    no_folder,
    open_regular,
    os_reason,
    read_bytes,
    read_fd,
)
from muster.i18n import N_, say, shown_repr
from muster.json_text import copied, indented
from muster.load import Document as JsonDocument
from muster.load import LoadError, decode, parse_json
from muster.lockfile import LockTimeout, acquire
from muster.text import grouped, shortest

# the kinds of state file and what their messages call them (shown in the user's language)
KINDS = {"deck": N_("deck"), "fortress": N_("fortress"), "aliases": N_("aliases"),
         "battle": N_("battle")}
WHATS = (N_("state file"), N_("deck file"), N_("fortress file"), N_("battle file"),
         N_("aliases file"))


def _kind_word(kind: str) -> str:
    """A kind of state file as a message argument ('deck' / 'balíček')."""
    return say(KINDS[kind]) if kind in KINDS else kind


def _what_word(what: str) -> str:
    """What a state file is called ('deck file' / 'soubor balíčku')."""
    return say(what) if what in WHATS else what

FORMAT = 1
LOCK_TIMEOUT = 30.0  # seconds a command waits for another one on the same file
MAX_UNDO = 50  # previous states kept for undo
MAX_LOG = 2000  # log entries kept (the oldest go first)


def _names(path: str) -> tuple[str, str, str]:
    """(real target, its folder, its base name): a link is followed to the file it names.
    A path that ends in a separator names a folder, never a state file."""
    if not path or path.endswith(os.sep) or (os.altsep and path.endswith(os.altsep)):
        raise StateError(say("names a folder (it ends in '{sep}'), not a file",
                             sep=os.sep) if path else say("the file name is empty"),
                         file=path)
    target = os.path.realpath(path)
    return target, os.path.dirname(target) or ".", os.path.basename(target)


def lock_path(path: str) -> str:
    _, folder, base = _names(path)
    return os.path.join(folder, f".{base}.lock")


class Locked:
    """The state file while this command holds its lock: `read` it, then `write` it."""

    def __init__(self, path: str, display: str, what: str = "state file"):
        self.path = path  # the real file
        self.display = display  # the name the user gave
        self.what = what  # "deck file", "fortress file": for messages
        self._seen: tuple[Any, ...] | None = None
        self._raw = b""

    def exists(self) -> bool:
        return os.path.lexists(self.path)

    def read(self) -> bytes:
        """The file's bytes, through the shared guard (regular file, size cap)."""
        try:
            fd, st = open_regular(self.path)
        except FileRefused as err:
            raise StateError(err.message, file=self.display) from None
        try:
            raw = read_fd(fd)
        except OSError as err:
            raise StateError(say("cannot read: {reason}", reason=os_reason(err)),
                             file=self.display) from None
        finally:
            os.close(fd)
        if len(raw) > MAX_BYTES:
            raise StateError(say("file is over the {most}-byte limit",
                                 most=grouped(MAX_BYTES)), file=self.display)
        self._seen = (st.st_ino, st.st_size, st.st_mtime_ns)
        self._raw = raw
        return raw

    def _unchanged(self) -> None:
        """Refuse unless the file is what `read` saw (or, for a new file, still absent):
        the same inode, size and time, and the same bytes (an edit within the clock's
        resolution keeps the time)."""
        if self._seen is None:
            if self.exists():
                raise StateError(say("the file appeared while muster was creating it; "
                                     "nothing was written"), file=self.display)
            return
        now: tuple[Any, ...] | None
        try:
            fd, st = open_regular(self.path)
            try:
                raw = read_fd(fd)
            finally:
                os.close(fd)
            now = (st.st_ino, st.st_size, st.st_mtime_ns)
        except (FileRefused, OSError):
            now, raw = None, b""
        if now != self._seen or raw != self._raw:
            raise StateError(say("the file changed while muster was working on it "
                                 "(edited by another program?); nothing was written, run "
                                 "the command again"), file=self.display)

    def seen(self) -> bytes | None:
        """The content `read` found (or the last `write` wrote); None before either."""
        return self._raw if self._seen is not None else None

    def write(self, data: bytes) -> None:
        """Replace the file with ``data`` atomically, unless it changed since `read` (checked
        up to the moment of the rename)."""
        if len(data) > MAX_BYTES:
            raise StateError(say("the new content would be over the {most}-byte limit; "
                                 "nothing was written", most=grouped(MAX_BYTES)),
                             file=self.display)
        self._unchanged()

        try:
            atomic_write(self.path, data, before_replace=self._unchanged)
        except OSError as err:
            raise StateError(say("cannot write the {what}: {reason}; it was left unchanged",
                                 what=_what_word(self.what), reason=os_reason(err)),
                             file=self.display) from None
        st = os.stat(self.path)
        self._seen = (st.st_ino, st.st_size, st.st_mtime_ns)
        self._raw = data


@contextmanager
def locked(path: str, *, create: bool = False, timeout: float = LOCK_TIMEOUT,
           what: str = "state file") -> Iterator[Locked]:
    """Hold the exclusive lock of the state file ``path`` for a read-change-write.

    Without ``create`` the file must exist and be a regular file under the size cap; with
    it, the file must not exist yet (nothing is ever overwritten by a create).
    """
    target, folder, base = _names(path)
    if create:
        if os.path.lexists(path):
            raise StateError(say("already exists; muster does not overwrite it (choose "
                                 "another name, or remove it first)"), file=path)
        if not os.path.isdir(folder):
            raise StateError(no_folder(folder), file=path)
    else:
        try:
            st = check_regular(path)
        except FileRefused as err:
            raise StateError(err.message, file=path) from None
        if not st.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
            raise StateError(say("is read-only (no write permission); muster leaves it as "
                                 "it is"), file=path)
        if not os.access(target, os.W_OK):
            # the rename needs only the folder's permission: refuse what the user may not
            # write, as for a read-only file
            raise StateError(say("you have no write permission on it (its owner may "
                                 "change it); muster leaves it as it is"), file=path)

    lock_file = os.path.join(folder, f".{base}.lock")
    try:  # a lock file that cannot be created is not another command holding it
        os.close(os.open(lock_file, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0),
                         0o666))
    except OSError as err:
        raise StateError(say("cannot create the lock file {lock} beside it: {reason}",
                             lock=f".{base}.lock", reason=os_reason(err)),
                         file=path) from None
    try:
        release = acquire(lock_file, timeout)
    except LockTimeout:
        raise StateError(say("another muster command has held this file for over {seconds} "
                             "s; try again when it has finished", seconds=shortest(timeout)),
                         file=path) from None
    except OSError as err:
        raise StateError(say("cannot lock it: {reason} (muster needs to write {lock} beside "
                             "it)", reason=os_reason(err), lock=f".{base}.lock"),
                         file=path) from None
    try:
        remove_stale_temps(folder, base)
        yield Locked(target, path, what)
    finally:
        release()


# ------------------------------------------------------------------ JSON state documents
#
# {"muster": KIND, "format": 1, "game": GAME, "revision": N,
#  "state": {...the game's state...},
#  "log": [{"revision": N, "action": "draw", "detail": {...}}, ...],
#  "undo": [{"revision": N, "state": {...}}, ...]}          (oldest first)

Check = Callable[[dict[str, Any], str], None]  # (state, display name) -> raises MusterError


class Document:
    """A parsed state document; ``state`` is the game's part."""

    def __init__(self, data: dict[str, Any], path: str):
        self.data = data
        self.path = path

    @property
    def kind(self) -> str:
        return str(self.data["muster"])

    @property
    def game(self) -> str:
        return str(self.data["game"])

    @property
    def revision(self) -> int:
        return int(self.data["revision"])

    @property
    def state(self) -> dict[str, Any]:
        return cast(dict[str, Any], self.data["state"])

    @property
    def log(self) -> list[dict[str, Any]]:
        return cast(list[dict[str, Any]], self.data["log"])

    def can_undo(self) -> bool:
        return bool(self.data["undo"])


def _check_envelope(data: Any, kind: str, path: str) -> None:
    def bad(msg: str) -> StateError:
        # 'soubor balíčku musteru': the kind's file in the user's language
        return StateError(say("not a muster {what}: {problem}", what=_what_word(f"{kind} file"),
                              problem=msg), file=path)

    if not isinstance(data, dict):
        raise bad(say("the top level must be an object"))
    if data.get("muster") is None:  # absent or null: never 'found None', which speaks Python
        raise bad(say("'muster' must be \"{kind}\" (missing)", kind=kind))
    if data.get("muster") != kind:
        raise bad(say("'muster' must be \"{kind}\" (found {found})", kind=kind,
                      found=shown_repr(str(data.get('muster'))[:40])))
    if data.get("format") != FORMAT:
        raise bad(say("'format' must be {format}; this muster reads format {format} only",
                      format=FORMAT))
    if not isinstance(data.get("game"), str):
        raise bad(say("'game' must name the game"))
    rev = data.get("revision")
    if not isinstance(rev, int) or isinstance(rev, bool) or rev < 0:
        raise bad(say("'revision' must be a whole number from 0"))
    if not isinstance(data.get("state"), dict):
        raise bad(say("'state' must be an object"))
    log = data.get("log")
    if not isinstance(log, list) or not all(
            isinstance(e, dict) and isinstance(e.get("action"), str)
            and isinstance(e.get("revision"), int) for e in log):
        raise bad(say("'log' must be a list of {fields} entries",
                      fields="{revision, action, detail}"))
    undo = data.get("undo")
    if not isinstance(undo, list) or not all(
            isinstance(e, dict) and isinstance(e.get("state"), dict)
            and isinstance(e.get("revision"), int) for e in undo):
        raise bad(say("'undo' must be a list of {fields} entries", fields="{revision, state}"))
    redo = data.get("redo", [])
    if not isinstance(redo, list) or not all(
            isinstance(e, dict) and isinstance(e.get("state"), dict)
            and isinstance(e.get("revision"), int) for e in redo):
        raise bad(say("'redo' must be a list of {fields} entries", fields="{revision, state}"))
    extra = set(data) - {"muster", "format", "game", "revision", "state", "log", "undo", "redo"}
    if extra:
        raise bad(say("unknown field(s): {fields}", fields=", ".join(sorted(extra))))


# the document `peek` parsed last, by real path: (its kind and bytes, its parse), for the next
# `_parse` of the same bytes to take instead of parsing them again (a battle command reads
# its file's game, then the file under its lock: one parse where there were three)
_PEEKED: dict[str, tuple[str, bytes, JsonDocument]] = {}


def _loaded(raw: bytes, kind: str, path: str) -> JsonDocument:
    """``raw`` parsed, a state document's envelope checked (not yet its state)."""
    try:
        loaded = parse_json(decode(raw), path)
    except LoadError as err:
        raise StateError(err.message, file=path, line=err.line, column=err.column) from None
    _refuse_lone_surrogates(loaded.data, raw, path)
    _check_envelope(loaded.data, kind, path)
    return loaded


def peek(path: str, *, kind: str, games: Collection[str] = ()) -> str:
    """The game of the state document at ``path``, its envelope checked (not yet its
    state: a caller learns which game's check to read it with), and with ``games`` one of
    them (refused at its line: a game a hand edit made up). Its parse is kept for the next
    read of the same bytes (`read`, `held`, `update`, `undo`, `redo`), which still checks
    its state; bytes changed in between are parsed anew."""
    try:
        _, raw = read_bytes(path)
    except FileRefused as err:
        raise StateError(err.message, file=path) from None
    target = None if path == STDIN else os.path.realpath(path)
    kept = _PEEKED.get(target) if target is not None else None
    loaded = kept[2] if kept is not None and kept[:2] == (kind, raw) else _loaded(raw, kind, path)
    _PEEKED.clear()  # the last peek only: one no read followed is not kept on
    game = str(loaded.data["game"])
    if games and game not in games:
        line, column = loaded.locate(("game",))
        raise StateError(say("not a muster {what}: {problem}", what=_what_word(f"{kind} file"),
                             problem=say("'game' must be one of {games}, not {found}",
                                         games=", ".join(games),
                                         found=shown_repr(game[:40]))),
                         file=path, line=line, column=column)
    if target is not None:
        _PEEKED[target] = (kind, raw, loaded)
    return game


def _parse(raw: bytes, kind: str, path: str, game: str | None, check: Check,
           target: str | None = None) -> Document:
    """The checked document in ``raw``; a check that names its schema checks only the
    rest when muster noted these very bytes of ``target`` (the real file) as matching it
    (`muster.verdicts`). The parse `peek` kept of the same bytes is taken, not made again
    (it is handed out once: nothing else holds its data)."""
    kept = _PEEKED.pop(target, None) if target is not None else None
    loaded = kept[2] if kept is not None and kept[:2] == (kind, raw) else _loaded(raw, kind, path)
    data = loaded.data
    if game is not None and data["game"] != game:
        raise StateError(say("this {kind} file is for {found}, not {game}",
                             kind=_kind_word(kind), found=data["game"], game=game), file=path)
    if target is not None and verdicts.known(target, raw, check):
        check = verdicts.rest(check)  # the schema part is known to hold
    at: tuple[str | int, ...] = ("state",)
    try:
        check(data["state"], path)
        for i, entry in enumerate([*data["undo"], *data.get("redo", [])]):
            at = ("undo", i, "state") if i < len(data["undo"]) else (
                "redo", i - len(data["undo"]), "state")
            check(entry["state"], path)
    except StateError as err:
        where = getattr(err, "where", None)
        if err.line is None and where is not None:  # a check that names where it failed
            err.line, err.column = loaded.locate((*at, *where))
        raise
    return Document(data, path)


_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def _refuse_lone_surrogates(data: Any, raw: bytes, path: str) -> None:
    """A JSON escape of half a surrogate pair (``"\\ud800"``) parses to a string that is
    no Unicode text and could never be written back: refused, with the escape's line.
    UTF-8 holds no surrogate, so only such an escape makes one: bytes without one are not
    searched further."""
    if _SURROGATE.search(raw) is None:
        return
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        pass
    else:
        return
    line = column = None
    after_pair = 0
    for m in _SURROGATE.finditer(raw):
        if m.start() < after_pair:
            continue
        low = _SURROGATE.match(raw, m.end())
        if (m.group()[3:4].lower() in (b"8", b"9", b"a", b"b") and low is not None
                and low.group()[3:4].lower() in (b"c", b"d", b"e", b"f")):
            after_pair = low.end()  # a high and a low half: one character
            continue
        line = raw.count(b"\n", 0, m.start()) + 1
        column = m.start() - (raw.rfind(b"\n", 0, m.start()) + 1) + 1
        break
    raise StateError(say("a string holds a lone surrogate escape (half of a \\uD800-\\uDFFF "
                         "pair): not Unicode text"), file=path, line=line, column=column)


KEEP_UNDO = 5  # undo states a document at the byte limit keeps while it has log to drop


def _listed(sizes: list[int], first: int) -> int:
    """The bytes of a list at a document's top whose items, written one level deeper, are
    ``sizes[first:]`` long: ``[`` and ``\\n ]`` round them, ``\\n  `` before each, ``,``
    between; ``[]`` when none is left."""
    kept = len(sizes) - first
    return sum(sizes[first:]) + 4 * kept + 3 if kept else 2


def _serialise(data: dict[str, Any]) -> bytes:
    """``json.dumps(data, ensure_ascii=False, indent=1)``'s text (`indented`), kept within
    `MAX_BYTES` with its last newline, so that muster can read it back: the oldest undo
    states go first, down to the newest `KEEP_UNDO` (a wrong roll stays undoable in the
    longest battle), then the oldest log entries (one stays), then the last undo states
    (all from ``data`` too). The undo states and log entries are written one by one and
    joined, so that a document at the limit (a long battle: every change drops some) is
    written once, not once more per item dropped."""
    most = MAX_BYTES - len("\n")
    undo, log = data["undo"], data["log"]
    head = indented({**data, "undo": [], "log": []}, 1)
    # each list, empty, where it stands: a key of the top level is the only text after a
    # line break and one space (a deeper key has more, a string's line break is escaped)
    marks = ('\n "undo": []', '\n "log": []')
    # each item as it stands in its list: one level deeper, so two more spaces a line
    items = [[indented(item, 1).replace("\n", "\n  ") for item in listed]
             for listed in (undo, log)]
    sizes = [[len(text.encode("utf-8")) for text in texts] for texts in items]
    rest = len(head.encode("utf-8")) - 2 * len("[]")
    first = [0, 0]  # the first undo state and log entry kept

    def over() -> bool:
        return rest + _listed(sizes[0], first[0]) + _listed(sizes[1], first[1]) > most

    for which, fewest in ((0, KEEP_UNDO), (1, 1), (0, 0)):
        while over() and len(sizes[which]) - first[which] > fewest:
            first[which] += 1
    del undo[:first[0]], log[:first[1]]
    text = head
    for mark, texts, start in zip(marks, items, first, strict=True):
        kept = "[\n  " + ",\n  ".join(texts[start:]) + "\n ]" if start < len(texts) else "[]"
        text = text.replace(mark, mark[:-2] + kept, 1)
    return (text + "\n").encode("utf-8")


def read(path: str, *, kind: str, check: Check, game: str | None = None) -> Document:
    """Read and check a state document (no lock needed: writes are atomic renames)."""

    try:
        _, raw = read_bytes(path)
    except FileRefused as err:
        raise StateError(err.message, file=path) from None
    return _parse(raw, kind, path, game, check,
                  None if path == STDIN else os.path.realpath(path))


def create(path: str, *, kind: str, game: str, state: dict[str, Any], action: str, detail: Any,
           check: Check) -> Document:
    """Write a new state document (refused if the file exists); its first log entry is
    ``action``."""
    data: dict[str, Any] = {"muster": kind, "format": FORMAT, "game": game, "revision": 1,
            "state": copied(state),
            "log": [{"revision": 1, "action": action, "detail": detail}], "undo": []}
    check(data["state"], path)
    raw = _serialise(data)
    with locked(path, create=True) as lk:
        lk.write(raw)
        verdicts.keep(lk.path, raw, check)
    return Document(data, path)


class Change:
    """An update in progress: change ``state`` in place, say what happened with `record`."""

    def __init__(self, doc: Document):
        self.before = doc
        self.state = copied(doc.state)
        self.action: str | None = None
        self.detail: Any = None
        self.after: Document | None = None  # the document written, once it is

    @property
    def revision(self) -> int:
        return self.before.revision

    @property
    def game(self) -> str:
        return self.before.game

    def record(self, action: str, detail: Any = None) -> None:
        self.action = action
        self.detail = detail


@contextmanager
def update(path: str, *, kind: str, check: Check, game: str | None = None,
           expect_revision: int | None = None) -> Iterator[Change]:
    """Lock, read and check the document, let the caller change ``change.state``; when the
    block ends without an error and the state changed, check the new state, bump the
    revision, log ``change.action`` and write atomically. An error in the block writes
    nothing."""
    with locked(path) as lk:
        doc = held(lk, kind=kind, check=check, game=game)
        if expect_revision is not None and doc.revision != expect_revision:
            raise StateError(say("the file is at revision {found}, not {expected}: it changed "
                                 "since you looked; nothing was written", found=doc.revision,
                                 expected=expect_revision), file=path)
        change = Change(doc)
        yield change
        if change.state == doc.state:
            return
        if change.action is None:
            raise StateError("internal: a state change without a log entry", file=path)
        change.after = commit(lk, doc, change.state, change.action, change.detail, check)


def held(lk: Locked, *, kind: str, check: Check, game: str | None = None) -> Document:
    """The checked document of a state file whose lock the caller holds (`locked`): for a
    command that reads the state, works, and writes in the same locked step (`commit`)."""
    return _parse(lk.read(), kind, lk.display, game, check, lk.path)


def commit(lk: Locked, doc: Document, state: dict[str, Any], action: str, detail: Any,
           check: Check) -> Document:
    """Write the next revision of ``doc`` (read by `held` under the lock still held): the
    new state checked, the change logged as ``action``, the old state kept for undo."""
    check(state, lk.display)
    new = _next(doc.data, state, action, detail)
    raw = _serialise(new)
    lk.write(raw)
    verdicts.keep(lk.path, raw, check)
    return Document(new, lk.display)


def _next(data: dict[str, Any], state: dict[str, Any], action: str, detail: Any, *,
          push: bool = True) -> dict[str, Any]:
    new = copied(data)
    rev = data["revision"] + 1
    if push:
        new["undo"].append({"revision": data["revision"], "state": data["state"]})
        del new["undo"][:-MAX_UNDO]
        new.pop("redo", None)  # a new change: what was undone can no longer be put back
    new["state"] = copied(state)
    new["revision"] = rev
    new["log"].append({"revision": rev, "action": action, "detail": detail})
    del new["log"][:-MAX_LOG]
    return new


def undo(path: str, *, kind: str, check: Check, game: str | None = None,
         expect_revision: int | None = None, keep_redo: bool = False) -> Document:
    """Restore the state before the last change (itself logged as ``undo``); with
    ``expect_revision``, only if the file is still at that revision (so an undo never takes
    back a change its user has not seen). With ``keep_redo`` the state undone is kept in
    the document's ``redo`` list for `redo` (until the next change)."""
    with locked(path) as lk:
        doc = _parse(lk.read(), kind, path, game, check, lk.path)
        if expect_revision is not None and doc.revision != expect_revision:
            raise StateError(say("the file is at revision {found}, not {expected}: it changed "
                                 "since you looked; nothing was undone", found=doc.revision,
                                 expected=expect_revision), file=path)
        if not doc.can_undo():
            raise StateError(say("nothing to undo (no earlier state is kept)"), file=path)
        last = doc.data["undo"][-1]
        # the change undone made the revision after the state restored (after an undo, the
        # log's last entry is that undo, not the change the next undo takes back)
        undone = next((e["action"] for e in reversed(doc.log)
                       if e["revision"] == last["revision"] + 1), "?")
        new = _next(doc.data, last["state"], "undo",
                    {"restored_revision": last["revision"], "undid": undone}, push=False)
        new["undo"].pop()
        if keep_redo:
            new["redo"] = [*doc.data.get("redo", []),
                           {"revision": doc.revision, "state": doc.state, "action": undone}]
            del new["redo"][:-MAX_UNDO]
        verdicts.rest(check)(new["state"], path)  # a state _parse checked
        raw = _serialise(new)
        lk.write(raw)
        verdicts.keep(lk.path, raw, check)
        return Document(new, path)


def redo(path: str, *, kind: str, check: Check, game: str | None = None) -> Document:
    """Put back the state the last `undo` (with ``keep_redo``) took back, logged as
    ``redo``; refused when there is none (a change since the undo clears them)."""
    with locked(path) as lk:
        doc = _parse(lk.read(), kind, path, game, check, lk.path)
        kept = list(doc.data.get("redo", []))
        if not kept:
            raise StateError(say("nothing to redo (only what undo took back, before any new "
                                 "change)"), file=path)
        last = kept.pop()
        new = _next(doc.data, last["state"], "redo",
                    {"restored_revision": last["revision"], "redid": last.get("action", "?")})
        if kept:
            new["redo"] = kept
        verdicts.rest(check)(new["state"], path)  # a state _parse checked
        raw = _serialise(new)
        lk.write(raw)
        verdicts.keep(lk.path, raw, check)
        return Document(new, path)
