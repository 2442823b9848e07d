"""The one guard every file a user hands muster passes through before it is parsed.

A file is hostile until checked. `read_bytes` opens it without blocking (a FIFO or a
device never hangs a command), refuses anything that is not a regular file (FIFOs,
devices, sockets, directories), refuses files over a size cap before reading them, and
reads at most the cap. ``-`` is standard input, read up to the same cap.

What is inside is checked by the parser that reads it: `muster.load` turns YAML or
JSON into plain data under depth, alias, node-count and number-length caps; every loader
(army files, scenario files, fortress files, deck and token files) goes through it.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from functools import partial
from typing import Any

from muster import language
from muster.i18n import N_, Message, Worded, say, shown
from muster.text import grouped

MAX_BYTES = 1 << 20  # 1 MiB: no army, fortress, deck or token file comes near it
STDIN = "-"
STDIN_NAME = "<stdin>"


class FileRefused(Exception):
    """A file that cannot be read; ``rule`` names why (``input.missing``, ``input.not-a-file``,
    ``input.too-large``)."""

    def __init__(self, rule: str, message: str):
        super().__init__(message)
        self.rule = rule
        self.message = message


def file_kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return N_("a directory")
    if stat.S_ISFIFO(mode):
        return N_("a FIFO (named pipe)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return N_("a device")
    if stat.S_ISSOCK(mode):
        return N_("a socket")
    return N_("not a regular file")


def _not_regular(mode: int) -> FileRefused:
    return FileRefused("input.not-a-file", say("is {kind}; muster reads regular files only",
                                               kind=say(file_kind(mode))))


def _too_large(size: int, most: int) -> FileRefused:
    return FileRefused("input.too-large", say("file is {size} bytes, over the {most}-byte "
                                              "limit", size=grouped(size), most=grouped(most)))


# the operating system's reasons muster words in the user's language
_REASONS = {
    errno.ENOENT: N_("no such file"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.ENOSPC: N_("no space left on the device"),
    errno.EIO: N_("input/output error"),
    errno.EPIPE: N_("the pipe is closed"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
}


def os_reason(err: OSError) -> str:
    """Why ``err`` happened, in the user's language: a common reason in words, any other as
    the system words it in English and by its code in Czech (one language per line)."""
    known = _REASONS.get(err.errno) if err.errno is not None else None
    if known is not None:
        return say(known)
    english = err.strerror or str(err) or type(err).__name__
    code = errno.errorcode.get(err.errno) if err.errno is not None else None
    if code is None:
        return english
    return Worded(english, partial(_unworded, english, code))


def _unworded(english: str, code: str) -> str:
    return shown(say("system error {code}", code=code)) if language.czech() else english


def no_folder(folder: str) -> Message:
    """Why a file cannot be made in ``folder``: it is missing, or it is a file (or another
    kind of thing) and not a folder."""
    if os.path.lexists(folder):
        return say("not a folder: {folder}", folder=folder)
    return say("no such folder: {folder}", folder=folder)


def _cannot_read(err: OSError) -> FileRefused:
    return FileRefused("input.missing", say("cannot read: {reason}", reason=os_reason(err)))


def check_regular(path: str, max_bytes: int = MAX_BYTES) -> os.stat_result:
    """Stat ``path`` (following links) and refuse what `read_bytes` would refuse, without
    opening it."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise FileRefused("input.missing", say("no such file")) from None
    except PermissionError:
        raise FileRefused("input.missing", say("permission denied")) from None
    except OSError as err:
        raise _cannot_read(err) from None
    if not stat.S_ISREG(st.st_mode):
        raise _not_regular(st.st_mode)
    if st.st_size > max_bytes:
        raise _too_large(st.st_size, max_bytes)
    return st


def open_regular(path: str, flags: int = os.O_RDONLY, max_bytes: int = MAX_BYTES
                 ) -> tuple[int, os.stat_result]:
    """Open ``path`` without blocking and return (fd, stat) of a regular file under the
    cap; anything else is a `FileRefused` and no descriptor is left open."""
    try:
        fd = os.open(path, flags | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0)
                     | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise FileRefused("input.missing", say("no such file")) from None
    except IsADirectoryError:
        raise FileRefused("input.not-a-file", say("is {kind}; muster reads regular files only",
                                                  kind=say(N_("a directory")))) from None
    except PermissionError:
        raise FileRefused("input.missing", say("permission denied")) from None
    except OSError as err:
        if err.errno == errno.ENXIO:  # a FIFO with no writer, opened for writing
            raise FileRefused("input.not-a-file", say(
                "is {kind}; muster reads regular files only",
                kind=say(N_("a FIFO (named pipe)")))) from None
        raise _cannot_read(err) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise _not_regular(st.st_mode)
        if st.st_size > max_bytes:
            raise _too_large(st.st_size, max_bytes)
        # back to blocking reads: a regular file never blocks, and some file systems
        # answer EAGAIN to non-blocking reads
        os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd, st


def read_fd(fd: int, max_bytes: int = MAX_BYTES) -> bytes:
    """At most ``max_bytes`` + 1 bytes from ``fd`` (one more than the cap tells a file
    that grew past it)."""
    chunks: list[bytes] = []
    left = max_bytes + 1
    while left > 0:
        chunk = os.read(fd, min(left, 1 << 16))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_bytes(path: str, max_bytes: int = MAX_BYTES) -> tuple[str, bytes]:
    """(display name, raw bytes) of a regular file, or of standard input for ``-``."""
    if path == STDIN:
        stream = getattr(sys.stdin, "buffer", None) if sys.stdin is not None else None
        if sys.stdin is None or getattr(sys.stdin, "closed", False):
            raise FileRefused("input.missing", say("standard input is closed"))
        try:
            if stream is None:  # a text stream (tests): its characters, as UTF-8
                raw = sys.stdin.read(max_bytes + 1).encode("utf-8", "surrogateescape")
            else:
                raw = stream.read(max_bytes + 1)
        except (OSError, ValueError) as err:
            raise FileRefused("input.missing", say(
                "cannot read standard input: {reason}",
                reason=os_reason(err) if isinstance(err, OSError) else str(err))) from None
        name = STDIN_NAME
    else:
        fd, _ = open_regular(path, max_bytes=max_bytes)
        try:
            raw = read_fd(fd, max_bytes)
        except OSError as err:
            raise _cannot_read(err) from None
        finally:
            os.close(fd)
        name = path
    if len(raw) > max_bytes:
        raise FileRefused("input.too-large", say("input is over the {most}-byte limit",
                                                 most=grouped(max_bytes)))
    return name, raw


# ---------------------------------------------------------------- TOML, depth first

MAX_TOML_DEPTH = 64  # the same cap as YAML and JSON files (muster.load.MAX_DEPTH)


class TomlTooDeep(ValueError):
    """A TOML text nested deeper than `MAX_TOML_DEPTH`; ``line`` is where it first is."""

    def __init__(self, line: int):
        super().__init__(say("nested deeper than {most} levels", most=MAX_TOML_DEPTH))
        self.message = str(self)
        self.line = line


def toml_depth(text: str, stop_over: int | None = None) -> int:
    """How deep a TOML text nests (a table header's dotted parts, a key's dotted parts,
    arrays and inline tables), measured by one pass over the characters without parsing:
    the parser's memory grows with the square of the depth, so this runs first. Strings
    and comments are skipped. With ``stop_over``, stops at the first line deeper than that
    and raises `TomlTooDeep`."""
    deepest = 0
    stack: list[tuple[str, int]] = []  # open "[" and "{" with the depth of their value
    table = 0  # the depth of the current [table] header
    key_dots: int | None = 0  # dots of the key being read; None while reading a value
    pending: int | None = None  # the depth of the value after "="
    line = 1
    i, n = 0, len(text)
    at_line_start = True

    def reached(depth: int) -> None:
        nonlocal deepest
        deepest = max(deepest, depth)
        if stop_over is not None and depth > stop_over:
            raise TomlTooDeep(line)

    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
            if not stack:
                at_line_start, key_dots, pending = True, 0, None
            continue
        if c in " \t\r":
            i += 1
            continue
        if c == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if c in "\"'":
            end = _string_end(text, i)
            line += text.count("\n", i, min(end, n))
            i = end
            at_line_start = False
            continue
        if at_line_start and not stack and c == "[":  # a [table] or [[array of tables]]
            dots, end = _header(text, i)
            line += text.count("\n", i, min(end, n))
            i = end
            if dots is not None:
                table = dots + 1
                reached(table)
            at_line_start = False
            continue
        at_line_start = False
        if key_dots is not None:
            if c == ".":
                key_dots += 1
            elif c == "=":
                pending = (stack[-1][1] if stack else table) + key_dots + 1
                reached(pending)
                key_dots = None
            elif c == "}" and stack and stack[-1][0] == "{":  # an empty inline table
                stack.pop()
                key_dots = None
            i += 1
            continue
        if c in "[{":
            if pending is not None:
                depth = pending
            else:  # an element of an array
                depth = stack[-1][1] + 1 if stack else table + 1
            stack.append((c, depth))
            pending = None
            if c == "[":
                reached(depth + 1)
            else:
                key_dots = 0
        elif c in "]}":
            if stack:
                stack.pop()
            pending = None
        elif c == ",":
            pending = None
            if stack and stack[-1][0] == "{":
                key_dots = 0
        i += 1
    return deepest


def _string_end(text: str, i: int) -> int:
    """Where the TOML string that opens at ``i`` ends (just past its closing quotes; the
    text's end if it never closes)."""
    c, n = text[i], len(text)
    if text.startswith(c * 3, i):
        end = text.find(c * 3, i + 3)
        while end >= 0 and c == '"' and _escaped(text, end):
            end = text.find(c * 3, end + 1)
        end = n if end < 0 else end + 3
        while end < n and text[end] == c:  # up to two more quotes end the string
            end += 1
        return end
    end = i + 1
    while end < n and text[end] != c and text[end] != "\n":
        end += 2 if c == '"' and text[end] == "\\" else 1
    return end + 1


def _header(text: str, i: int) -> tuple[int | None, int]:
    """The dots of the [table] or [[array of tables]] header that opens at ``i`` (quoted
    parts and comments skipped), and where it ends (past its brackets); None for the dots
    when it never closes."""
    n = len(text)
    i += 2 if text.startswith("[[", i) else 1
    dots = 0
    while i < n:
        c = text[i]
        if c in "\"'":
            i = _string_end(text, i)
            continue
        if c == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if c == "]":
            return dots, i + (2 if text.startswith("]]", i) else 1)
        if c == ".":
            dots += 1
        i += 1
    return None, n


def _escaped(text: str, at: int) -> bool:
    """Whether the character at ``at`` follows an odd number of backslashes."""
    k = at
    while k > 0 and text[k - 1] == "\\":
        k -= 1
    return (at - k) % 2 == 1


class TomlInvalid(ValueError):
    """A text the TOML parser refused; its message is the parser's (which names the line:
    "... (at line 3, column 7)")."""


def loads_toml(text: str) -> dict[str, Any]:
    """`tomllib.loads` after the depth scan (`TomlTooDeep` past `MAX_TOML_DEPTH`; text it
    refuses, `TomlInvalid`): the one way muster parses a TOML file, so that the parser is
    imported here alone."""
    import tomllib  # start-up: a TOML file's only (most runs read their data kept parsed)

    toml_depth(text, stop_over=MAX_TOML_DEPTH)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise TomlInvalid(str(err)) from None
