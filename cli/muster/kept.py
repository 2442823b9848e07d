"""What muster keeps parsed beside a bundled file, as Python keeps a module's bytecode: in
``__pycache__`` beside the file, or under PYTHONPYCACHEPREFIX (`sys.pycache_prefix`),
stamped with the file's modification time and size, so that a run whose file is unchanged
reads it back (`marshal`) and never imports the file's parser. A missing, stale or
unreadable copy is parsed again and rewritten for the next run, unless Python is told not
to write bytecode; one that cannot be written (a read-only install) only costs the parse.

Kept this way: the bundled rule data (`muster.engine.data.parsed_bundled`), the Czech
message catalog (`muster.i18n`) and the compiled ``__init__`` of a module's frozen classes
(`muster.engine.frozen`). A leaf: it imports nothing of muster's.
"""

from __future__ import annotations

import marshal
import os
import sys
from typing import Any


def cache_file(path: str) -> str:
    """Where the parsed ``path`` is kept: ``__pycache__`` beside it, or under
    PYTHONPYCACHEPREFIX (`sys.pycache_prefix`) as Python puts its bytecode there."""
    folder, file = os.path.split(os.path.abspath(path))
    name = f"{file}.{sys.implementation.cache_tag}.marshal"
    if sys.pycache_prefix:
        return os.path.join(sys.pycache_prefix, folder.lstrip(os.sep), name)
    return os.path.join(folder, "__pycache__", name)


def stamp(path: str, version: int) -> tuple[int, int, int]:
    """What a kept copy of ``path`` must match: what it holds (``version``) and the file's
    modification time and size."""
    info = os.stat(path)
    return (version, info.st_mtime_ns, info.st_size)


def read(path: str, stamped: tuple[int, int, int], kind: type) -> Any:
    """The kept copy of ``path`` (a ``kind``) when its stamp is ``stamped``, else None."""
    try:
        with open(cache_file(path), "rb") as fh:
            found = marshal.loads(fh.read())
        if type(found) is tuple and len(found) == 2 and found[0] == stamped \
                and type(found[1]) is kind:
            return found[1]
    except (OSError, EOFError, ValueError, TypeError):
        pass
    return None


def write(path: str, stamped: tuple[int, int, int], value: Any) -> None:
    """Keep ``value``, parsed from ``path``, for the next run (not when Python is told not
    to write bytecode), whole or not at all (a concurrent run reads the old file or the
    new one); a value marshal cannot keep or a folder that cannot be written to is left
    alone."""
    if sys.dont_write_bytecode:
        return
    try:
        data = marshal.dumps((stamped, value))
    except ValueError:  # a TOML date, say: parsed on every run
        return
    cached = cache_file(path)
    temporary = f"{cached}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(cached), exist_ok=True)
        with open(temporary, "wb") as fh:
            fh.write(data)
        os.replace(temporary, cached)
    except OSError:
        try:
            os.remove(temporary)
        except OSError:
            pass
