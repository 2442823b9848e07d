"""The standard streams as muster uses them: one wrapper, set up by `muster.boundary.run`.

* Output the terminal cannot encode (``PYTHONIOENCODING=ascii``, ``LC_ALL=C``) is
  transliterated ("meč" -> "mec", "→" -> "->") instead of failing.
* A reader that went away (``muster roll 3d6 | head -1``, ``| true``) ends the command
  quietly: `ReaderGone`, exit 0.
* Any other failing write (a full disk, ``>&-``) is `OutputFailed`: bad input, one line on
  stderr, exit 2.
* A closed standard input (``<&-``) reads as `InputClosed` (exit 2) instead of crashing.

The wrapper raises exceptions that are not `OSError`, so click's own broken-pipe handling
(exit 1, no message) never sees them.
"""

from __future__ import annotations

import errno
import os
import sys
import unicodedata
from collections.abc import Iterable
from typing import Any, NoReturn, TextIO

from muster.errors import MusterError
from muster.files import os_reason
from muster.i18n import say

# symbols muster prints that have no decomposition to plain letters
_PLAIN = {"→": "->", "←": "<-", "×": "x", "…": "...", "–": "-", "—": "-", "−": "-",
          "‘": "'", "’": "'", "“": '"', "”": '"', "„": '"', "·": ".", "•": "*", "≥": ">=",
          "≤": "<=", "≠": "!=", "½": "1/2", "°": " deg", "ß": "ss", "æ": "ae", "ø": "o",
          "đ": "d", "ł": "l", "│": "|", "─": "-", "┼": "+", "█": "#", "░": ".", "▒": ":"}


class ReaderGone(Exception):
    """The reader of standard output went away; nothing more can be said."""


class OutputFailed(MusterError):
    """Standard output cannot be written (closed, full disk, I/O error)."""


class InputClosed(MusterError):
    """Standard input is closed."""


def transliterate(text: str, encoding: str) -> str:
    """``text`` with every character ``encoding`` cannot hold replaced by its plain letters
    (accents dropped), an ASCII spelling of the symbol, or "?"."""
    out = []
    for ch in text:
        try:
            ch.encode(encoding)
            out.append(ch)
            continue
        except (UnicodeEncodeError, LookupError):
            pass
        plain = _PLAIN.get(ch)
        if plain is None:
            decomposed = unicodedata.normalize("NFKD", ch)
            plain = "".join(c for c in decomposed if not unicodedata.combining(c))
        try:
            plain.encode(encoding)
        except (UnicodeEncodeError, LookupError):
            plain = "?"
        out.append(plain or "?")
    return "".join(out)


def _failed(err: OSError) -> Exception:
    if err.errno in (errno.EPIPE, errno.ECONNRESET) or isinstance(err, BrokenPipeError):
        return ReaderGone()
    return OutputFailed(say("cannot write the output: {reason}", reason=os_reason(err)))


def _closed() -> OutputFailed:
    return OutputFailed(say("cannot write the output: {reason}",
                            reason=say("standard output is closed")))


class Output:
    """Standard output (or error) behind muster's rules; everything else is passed on."""

    def __init__(self, stream: TextIO | None) -> None:
        self._stream = stream

    @property
    def wrapped(self) -> TextIO | None:
        return self._stream

    def write(self, text: str) -> int:
        if self._stream is None:
            raise _closed()
        encoding = getattr(self._stream, "encoding", None)
        if encoding and not text.isascii():
            try:
                text.encode(encoding)
            except UnicodeEncodeError:  # (stderr would print "\u010d" rather than fail)
                text = transliterate(text, encoding)
            except LookupError:
                pass
        try:
            try:
                return self._stream.write(text)
            except UnicodeEncodeError:
                return self._stream.write(transliterate(text, encoding or "ascii"))
        except (OSError, ValueError) as err:  # ValueError: write to a closed file
            if isinstance(err, ValueError):
                raise _closed() from None
            raise _failed(err) from None

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        if self._stream is None:
            return
        try:
            self._stream.flush()
        except (OSError, ValueError) as err:
            if isinstance(err, ValueError):
                raise _closed() from None
            raise _failed(err) from None

    def isatty(self) -> bool:
        try:
            return bool(self._stream is not None and self._stream.isatty())
        except (OSError, ValueError):
            return False

    @property
    def encoding(self) -> str:
        return getattr(self._stream, "encoding", None) or "utf-8"

    @property
    def closed(self) -> bool:
        return self._stream is None or bool(getattr(self._stream, "closed", False))

    def fileno(self) -> int:
        if self._stream is None:
            raise OSError(errno.EBADF, say("standard output is closed"))
        return self._stream.fileno()

    def __getattr__(self, name: str) -> Any:
        if name == "buffer":  # writers go through this wrapper, never around it
            raise AttributeError(name)
        return getattr(self._stream, name)


class ClosedInput:
    """Standard input when the shell closed it (``<&-``)."""

    closed = True

    def _fail(self, *_args: object, **_kw: object) -> NoReturn:
        raise InputClosed(say("standard input is closed"))

    read = readline = readlines = fileno = __iter__ = _fail

    def isatty(self) -> bool:
        return False


def silence(stream: TextIO | None) -> None:
    """After the reader went away or a write failed: point the real standard output at
    /dev/null, so the interpreter's last flush has nowhere to fail (no "Exception
    ignored" message, no exit 120). A stream that is not the process's own is left."""
    real = sys.__stdout__
    if real is None or stream is not real:
        return
    try:
        fd = real.fileno()
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)
    except (OSError, ValueError):
        pass
