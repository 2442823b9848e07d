"""The console script `muster`: a small door in front of `muster.app`.

Importing the app (Typer, click, rich's helpers) takes most of muster's start-up. A Ctrl-C
pressed while that import runs would otherwise end in Python's own traceback, because the
app's error boundary does not exist yet; here it ends like any other interrupted run: one
line on stderr, exit code 130.
"""

from __future__ import annotations

import sys

INTERRUPTED = 130  # muster.errors.Exit.INTERRUPTED, not imported: this module must stay bare


def main() -> int:
    try:
        from muster.app import main as run
    except KeyboardInterrupt:
        return interrupted()
    return run()


def interrupted() -> int:
    """One line on stderr, in the user's language when that can still be found out."""
    message = "muster: error: interrupted"
    try:
        from muster import i18n

        i18n.set_lang(i18n.detect(sys.argv[1:]))
        message = i18n._("muster: error: {message}").format(message=i18n._("interrupted"))
    except BaseException:  # a second Ctrl-C, or no catalog: the English line will do
        pass
    try:
        sys.stderr.write(message + "\n")
        sys.stderr.flush()
    except BaseException:
        pass
    return INTERRUPTED
