"""muster: a command-line toolkit for tabletop wargames.

When this package is imported by the console script (``muster``, or ``python -m muster``),
a Ctrl-C pressed before `muster.console.main` guards the run (while the script is still
importing `muster.console`) is held here and handed to that guard (`guarded`), so it ends
as a later one does: one line on stderr, exit code 130. Imported by any other program (a
library use, ``import muster.api``) it installs nothing: the host's SIGINT is its own.
"""

import _signal  # type: ignore[import-not-found]  # builtin: `signal` would import enum
import sys as _sys

__version__ = "0.1.0"

_held: list[int] = []  # the Ctrl-C pressed before the guard, if one was
_before: object = None  # the SIGINT handler the guard puts back


def _console_script() -> bool:
    """Whether the program running is muster's console script (not a host importing muster)."""
    argv = getattr(_sys, "argv", None) or [""]
    if argv[0] == "-m":  # ``python -m muster``, while the package is found
        orig = getattr(_sys, "orig_argv", [])
        return len(orig) >= len(argv) and orig[-len(argv)] == "muster"
    name = argv[0].replace("\\", "/").rsplit("/", 1)[-1]
    return name in ("muster", "muster.exe", "muster-script.py", "muster-script.pyw")


def _hold(signum: int, frame: object) -> None:  # noqa: ARG001
    _held.append(signum)


def guarded() -> None:
    """Called by the console script once its guard is in place: puts back the SIGINT
    handler it found and raises the Ctrl-C held until then, if there was one."""
    global _before  # noqa: PLW0603
    if _before is not None:
        _signal.signal(_signal.SIGINT, _before)
        _before = None
    if _held:
        _held.clear()
        raise KeyboardInterrupt


if _console_script():
    # Python's own handler only: an ignored SIGINT (nohup) stays ignored
    if _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:
        _before = _signal.signal(_signal.SIGINT, _hold)
