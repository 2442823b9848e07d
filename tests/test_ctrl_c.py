"""Ctrl-C wherever it lands in a running command: one line on stderr ("muster: error:
interrupted", in Czech "muster: chyba: přerušeno"), exit 130, no traceback. Typer's own main
ends an interrupted command with 130 and says nothing; muster's boundary says it. Each case
is a real process sent SIGINT, held back until the named function runs
(`helpers.ctrl_c_at`), so no case depends on timing."""

from __future__ import annotations

import pytest

from helpers import ctrl_c_at

LINE = {"en": "muster: error: interrupted\n", "cs": "muster: chyba: přerušeno\n"}

# where the interrupt lands, and a command that gets there
LANDS = {
    # inside a game command's rule, through the game commands' quick door
    "rule": ("muster.games.confrontation.characteristic.characteristic_test",
             ("roll", "conf", "-v", "4", "-D", "7", "--dice", "4")),
    # inside the same rule through the Typer app (an option the quick door leaves to it)
    "rule in the app": ("muster.games.confrontation.characteristic.characteristic_test",
                        ("roll", "conf", "-v", "4", "-D", "7", "--dice", "4", "--lang", "EN")),
    # inside the quick door's roll
    "quick": ("muster.rolling.roll_notation", ("roll", "2d6")),
    # while the Typer app is built, before click parses the line
    "app": ("muster.verbs.built_once", ("wound", "wm", "--attacks", "2", "--to-hit", "4",
                                        "--lang", "EN")),
    # before the error boundary's guard: reading the config files
    "settings": ("muster.config.from_files", ("roll", "2d6")),
}


@pytest.mark.parametrize("where", LANDS)
def test_ctrl_c_is_one_line_and_130(where):
    function, args = LANDS[where]
    run = ctrl_c_at(function, *args)
    assert (run.code, run.out, run.err) == (130, "", LINE["en"])


@pytest.mark.parametrize("where", ["rule", "settings"])
def test_ctrl_c_in_czech(where):
    function, args = LANDS[where]
    run = ctrl_c_at(function, "--lang", "cs", *args)
    assert (run.code, run.out, run.err) == (130, "", LINE["cs"])


# The console script as pip writes it, with Ctrl-C held back (SIGINT blocked) until the
# import machinery is asked for `muster.console`: the package's __init__ has run, the module
# with the guard has not. ``HANDLER`` is the SIGINT handler the shell left the script.
ENTRY = """
import signal, sys
signal.signal(signal.SIGINT, signal.HANDLER)
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})

class Reached:
    def find_spec(self, name, path=None, target=None):
        if name == "muster.console":  # the interrupt lands here
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
        return None

sys.meta_path.insert(0, Reached())
sys.stderr.write("ready\\n")
sys.stderr.flush()
import time
while signal.SIGINT not in signal.sigpending():  # held from here on, however late the
    time.sleep(0.001)  # test sends it (on a loaded machine the run went on without it)
from muster.console import main
if __name__ == '__main__':
    sys.argv[0] = sys.argv[0].removesuffix('.exe')
    sys.exit(main())
"""


def early_ctrl_c(tmp_path, handler: str, *args: str):
    """``muster ARGS`` run by an entry script named ``muster`` (as the console script is),
    sent SIGINT that lands while the script imports `muster.console`."""
    import sys

    from helpers import interrupted_when_ready

    script = tmp_path / "muster"
    script.write_text(ENTRY.replace("HANDLER", handler), encoding="utf-8")
    return interrupted_when_ready([sys.executable, str(script), *args])


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_ctrl_c_while_the_script_imports_muster_console_is_the_same_line(tmp_path, lang):
    """Before muster.console's guard, the package holds the interrupt (Python's own handler
    would print a traceback and end by SIGINT); the guard then ends it as a later one."""
    run = early_ctrl_c(tmp_path, "default_int_handler", "--lang", lang, "roll", "2d6")
    assert (run.code, run.out, run.err) == (130, "", LINE[lang])


def test_an_ignored_ctrl_c_stays_ignored_while_the_script_imports(tmp_path):
    """A SIGINT the shell ignores (nohup, a background job) is left ignored: the roll runs."""
    run = early_ctrl_c(tmp_path, "SIG_IGN", "roll", "2d6", "--dice", "3,4")
    assert (run.code, run.err) == (0, "")
    assert run.out.split() == ["2d6:", "[3", "4]", "=", "7"]


HOST = """
import signal, sys
def mine(signum, frame):
    pass
if sys.argv[1] == "own":
    signal.signal(signal.SIGINT, mine)
before = signal.getsignal(signal.SIGINT)
import muster.api
print(signal.getsignal(signal.SIGINT) is before, callable(muster.api.odds))
"""


@pytest.mark.parametrize("handler", ["own", "default"])
@pytest.mark.parametrize("name", ["host.py", "mustering", "-c"])
def test_importing_muster_as_a_library_leaves_the_hosts_sigint_alone(tmp_path, handler, name):
    import subprocess
    import sys

    if name == "-c":
        argv = [sys.executable, "-c", HOST, handler]
    else:
        (tmp_path / name).write_text(HOST, encoding="utf-8")
        argv = [sys.executable, str(tmp_path / name), handler]
    run = subprocess.run(argv, capture_output=True, text=True, check=False, timeout=120)
    assert (run.returncode, run.stdout, run.stderr) == (0, "True True\n", "")


@pytest.mark.parametrize(("argv", "orig", "console"), [
    (["/venv/bin/muster", "roll"], None, True),
    (["C:\\venv\\Scripts\\muster.exe", "roll"], None, True),
    (["muster"], None, True),
    (["-m", "roll"], ["python", "-X", "utf8", "-m", "muster", "roll"], True),
    (["-m", "roll"], ["python", "-m", "host", "roll"], False),
    (["-m"], ["python", "-m", "muster"], True),
    (["/home/me/muster.py"], None, False),
    (["/home/me/mustering"], None, False),
    (["-c"], None, False),
    ([], None, False),
])
def test_the_console_script_is_told_from_a_host(monkeypatch, argv, orig, console):
    import sys

    import muster

    monkeypatch.setattr(sys, "argv", argv)
    monkeypatch.setattr(sys, "orig_argv", orig or ["python", *argv])
    assert muster._console_script() is console
