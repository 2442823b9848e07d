"""The console script `muster`: a small door in front of `muster.boundary`.

A plain ``muster roll EXPR`` runs through the quick door (`muster.quick`), every other line
through the Typer app (`muster.app`), both inside the error boundary (`muster.boundary`).
A Ctrl-C pressed while the boundary is still being imported, or outside its guard (while
the settings are read, the streams put back), would otherwise end in Python's own
traceback; here it ends like any other interrupted run: one line on stderr, exit code 130.
One pressed earlier still, while the script imports this module, is held by the package
(`muster.guarded`) until this guard is in place.
"""

from __future__ import annotations

import sys

INTERRUPTED = 130  # muster.errors.Exit.INTERRUPTED, not imported: this module must stay bare


def main(argv: list[str] | None = None) -> int:
    """Run muster on ``argv`` (else the command line); returns the exit code."""
    try:
        import muster  # inside the Ctrl-C guard

        muster.guarded()  # a Ctrl-C pressed while this script was imported lands here
        from muster import boundary, quick  # inside the Ctrl-C guard

        return boundary.run(argv, quick.line)
    except KeyboardInterrupt:
        return interrupted()


def interrupted() -> int:
    """One line on stderr, in the user's language when that can still be found out."""
    message = "muster: error: interrupted"
    try:
        from muster import i18n  # an interrupted run's only

        code = i18n.detect(sys.argv[1:])  # as boundary.speak, which may be half imported
        if code == "cs":
            from muster import catalog  # Czech only

            catalog.install()
        i18n.set_lang(code)
        message = i18n._("muster: error: {message}").format(message=i18n._("interrupted"))
    except BaseException:  # a second Ctrl-C, or no catalog: the English line will do
        pass
    try:
        sys.stderr.write(message + "\n")
        sys.stderr.flush()
    except BaseException:
        pass
    return INTERRUPTED
