"""Helpers every test may import (``from helpers import ...``): results of a run, the
one-line-error contract, the three-drivers check, a hang guard, a failing stream and a
child Python (`python_c`). Fixtures live in conftest.py."""

from __future__ import annotations

import ast
import functools
import importlib.util
import io
import json
import os
import re
import signal
import sys
from collections.abc import Callable, Iterable, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

# `python -c` for the tests that watch what a fresh interpreter loads, forked from a waiting
# Python rather than started afresh
from python_server import python_c as python_c

# what a child that runs the console script's main (`from muster.console import main`, its
# output as json) imports before it reads the command line, whatever the line: `python_c`
# imports these before it forks (imported=), so a child pays only for what its command
# loads besides (test_startup_imports checks that such a child answers as a fresh one)
CONSOLE_FIRST = ("json", "muster.console", "muster", "muster.boundary", "muster.quick")


@dataclass
class Run:
    code: int
    out: str
    err: str

    @property
    def json(self):
        return json.loads(self.out)


# what pip says when the package index cannot be reached (no network, no name service, a
# proxy refusing): a `network` test is then skipped, saying so; any other failure fails it
OFFLINE = ("Temporary failure in name resolution", "Name or service not known",
           "Failed to establish a new connection", "Max retries exceeded",
           "Network is unreachable", "Connection refused", "ProxyError", "SSLError",
           "Could not fetch URL", "No matching distribution found")


def bare_env(**values: str) -> dict[str, str]:
    """A nearly empty environment for a child Python: ``values`` and this run's compiled-code
    settings (``make test`` names one cache in the .venv: the child reads it too, and writes
    no ``__pycache__`` folder into the source tree)."""
    kept = {k: os.environ[k] for k in ("PYTHONPYCACHEPREFIX", "PYTHONDONTWRITEBYTECODE")
            if k in os.environ}
    return {**kept, **values}


def source(path: str | os.PathLike[str]) -> str:
    """A source file's text (UTF-8), read once in a test process while the file stays as it
    is (its modification time and size key it: a test that rewrites a planted file reads it
    anew). The same text object each time, so `parsed` and `walked` find theirs at once."""
    stat = os.stat(path)
    return _read(Path(path), stat.st_mtime_ns, stat.st_size)


@functools.cache
def _read(path: Path, mtime_ns: int, size: int) -> str:
    """The text of ``path`` as it was at ``mtime_ns`` and ``size`` (they key the cache)."""
    return path.read_text(encoding="utf-8")


@functools.cache
def parsed(source: str) -> ast.Module:
    """``ast.parse(source)``, parsed once in a test process: about ten tests walk every module
    of the package (each parse of it costs about 2 s of CPU). The tree is shared between the
    tests that read the same source: walk it, never change it."""
    return ast.parse(source)


@functools.cache
def walked(source: str) -> tuple[ast.AST, ...]:
    """Every node of ``parsed(source)`` in `ast.walk`'s order, walked once in a test process:
    the tests that look at every node of every module iterate this instead of walking each
    tree again (a walk of the package costs more CPU than iterating it ten times)."""
    return tuple(ast.walk(parsed(source)))


def forget_sources() -> None:
    """Drops the texts, trees and nodes `source`, `parsed` and `walked` keep (conftest.py, at
    the end of a run: pytest's last passes of the garbage collector need not go through
    every tree, and freeing them costs less than those passes)."""
    for cached in (_read, parsed, walked):
        cached.cache_clear()


def ok_json(muster, *args: str) -> dict:
    """Run a command with ``--json`` that must succeed (exit 0); its JSON document."""
    run = muster(*args, "--json")
    assert run.code == 0, (run.code, run.out, run.err)
    return run.json


def assert_one_line_error(run: Run, *needles: str) -> None:
    """Bad input: exit 2, nothing on stdout, exactly one line on stderr, no traceback."""
    assert run.code == 2, (run.code, run.out, run.err)
    assert run.out == ""
    lines = run.err.strip().splitlines()
    assert len(lines) == 1, run.err
    assert "Traceback" not in run.err
    for needle in needles:
        assert needle.lower() in run.err.lower(), (needle, run.err)


def assert_range_refused(build: Callable[[], object], field: str, value: float, low: float,
                         high: float | None) -> str:
    """``build()`` refuses its number as a `muster.errors.RangeError` naming ``field``, the
    value and its bounds (``high`` None: no upper bound); returns the refusal's text."""
    from muster.errors import RangeError

    try:
        build()
    except RangeError as err:
        assert (err.field, err.value, err.low, err.high) == (field, value, low, high), err
        return str(err)
    raise AssertionError(f"{field} {value} was not refused")


def assert_not_an_option_of(muster, command: Sequence[str], args: Sequence[str], option: str,
                            sub: str) -> None:
    """``muster COMMAND ARGS`` naming ``option`` of another subcommand than ``sub``, the one
    the line runs: one line in English and in Czech, saying which subcommand takes it (not
    click's did-you-mean among ``sub``'s options), pointing at ``sub``'s help."""
    where = " ".join(["muster", *command, sub, "--help"])
    assert_one_line_error(muster(*command, *args), f"no such option: {option}; it is an "
                          "option of ", where)
    assert_one_line_error(muster("--lang", "cs", *command, *args),
                          f"neznámá volba „{option}“; je to volba ", where)


def assert_spellings_run_alike(command: Sequence[str], old: str, new: str,
                               flags: Iterable[str], capsys) -> None:
    """``muster COMMAND OLD`` (a mode picked by one of its ``flags``) and ``muster COMMAND
    NEW`` (the mode's subcommand): the quick door reads both as the same command with the
    same values (the picking flags aside), and both doors print the same, successfully."""
    from muster import app, boundary, quick, quick_games

    lines = [[*command, *line.split()] for line in (old, new)]
    first, second = (quick_games.recognise(argv) for argv in lines)
    assert first is not None and second is not None
    values = [{k: v for k, v in f[1].items() if k not in set(flags)} for f in (first, second)]
    assert first[0] == second[0] and values[0] == values[1]
    printed = []
    for argv in lines:
        for door in (quick.line, app.run_line):
            code = boundary.run(list(argv), door)
            printed.append((code, capsys.readouterr().out))
    assert len(set(printed)) == 1 and printed[0][0] == 0


def assert_drivers_agree(proc, key, seeds: int | Iterable[int]):
    """One procedure under the three drivers: for each seed, roll it at random (recording
    every die), replay those dice as entered dice (same result, no die left over), and check
    the exact driver gives that outcome a chance (the exact distribution is weighed once: it
    depends on no seed). Returns the exact distribution."""
    from muster.engine.dice import EnteredSource, RandomSource
    from muster.engine.odds import enumerate_outcomes

    dist = enumerate_outcomes(proc, key)
    for seed in [seeds] if isinstance(seeds, int) else seeds:
        faces: list[str] = []

        class Recording(RandomSource):
            def face(self, die, faces=faces):
                value = super().face(die)
                faces.append(str(value))
                return value

        rolled = proc(Recording(seed))
        src = EnteredSource(faces)
        replayed = proc(src)
        src.finish()
        assert replayed.to_json() == rolled.to_json(), seed
        assert dist[key(rolled)] > 0, seed
    return dist


@contextmanager
def paused_before_replace(proc):
    """A muster process started with ``atomic.PAUSE_ENV``: waits until it has written its new
    file and paused before putting it in place, and yields the pause line (it names the
    temporary file); afterwards the process is gone and its pipes are closed."""
    try:
        line = proc.stderr.readline()
        assert "test pause before replace" in line, line
        yield line
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=60)
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()


def temp_files(path) -> list[str]:
    """The temporary files muster's writers made beside ``path`` (``.NAME.*.tmp``), by name."""
    path = Path(path)
    return sorted(p.name for p in path.parent.glob(f".{path.name}.*.tmp"))


@dataclass
class Killed:
    code: int  # the killed process's exit code (-9 for SIGKILL)
    temp: Path  # the new file it had written beside the old one
    written: bytes  # what that new file held when the signal was sent


def killed_mid_write(command: Sequence[str], path, sig: int = signal.SIGKILL,
                     env: dict[str, str] | None = None,
                     then: Callable[[], object] | None = None) -> Killed:
    """The crash harness of every file muster keeps (a state file, a battle, a deck):
    ``command`` (a process that changes the file ``path``) runs with ``atomic.PAUSE_ENV``, and
    is sent ``sig`` once it has written its new file beside ``path`` and paused before putting
    it in place. Checks what every one of them guarantees: the new file was on disk, and
    ``path`` keeps its old bytes. ``then``, the next writer, runs after: it must leave no
    temporary file behind (a SIGKILLed writer cannot remove its own; the next one does).
    ``env``: added to this process's environment (English)."""
    import subprocess

    from muster import atomic

    path = Path(path)
    before = path.read_bytes()
    proc = subprocess.Popen(list(command), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True, env={**os.environ, "MUSTER_LANG": "en", **(env or {}),
                                            atomic.PAUSE_ENV: "60"})
    with paused_before_replace(proc) as line:
        temp = Path(line.rsplit(": ", 1)[1].strip())
        assert temp.parent == path.parent and temp.name in temp_files(path), temp
        written = temp.read_bytes()
        proc.send_signal(sig)
        proc.wait(timeout=60)
    assert path.read_bytes() == before
    if then is not None:
        then()
        assert temp_files(path) == []
    return Killed(proc.returncode, temp, written)


def writers_at_once(command: Sequence[str], workers: int = 2, times: int = 1,
                    env: dict[str, str] | None = None) -> None:
    """The locking harness of every file muster keeps: ``workers`` processes at once (players
    at their own terminals), each running ``command`` ``times`` times in turn; every run must
    succeed (none refused, none timed out waiting for the lock). What the file holds
    afterwards (every change, each its own revision) the caller checks. ``env``: added to
    this process's environment (English)."""
    import subprocess
    import threading

    failed: list[str] = []

    def turns() -> None:
        for _ in range(times):
            run = subprocess.run(list(command), capture_output=True, text=True, timeout=300,
                                 env={**os.environ, "MUSTER_LANG": "en", **(env or {})})
            if run.returncode:
                failed.append(run.stderr)

    threads = [threading.Thread(target=turns) for _ in range(workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(600)
    assert failed == []


# The console script with Ctrl-C held back (SIGINT blocked) until a function is first
# called: the key press lands there whatever the machine's load (no sleep before the signal).
CTRL_C_AT = """
import importlib, signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)  # not ignored, as a parent may leave it
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
where = sys.argv[1]
module, path = where.split(":") if ":" in where else where.rsplit(".", 1)
owner = importlib.import_module(module)
*outer, attr = path.split(".")
for name in outer:  # a class's method: module:Class.method
    owner = getattr(owner, name)
real = getattr(owner, attr)
def reached(*args, **kwargs):
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # the interrupt lands here
    return real(*args, **kwargs)
setattr(owner, attr, reached)
sys.stderr.write("ready\\n")
sys.stderr.flush()
import time
while signal.SIGINT not in signal.sigpending():  # held from here on, however late the
    time.sleep(0.001)  # test sends it (on a loaded machine the run went on without it)
from muster.console import main
sys.argv = ["muster", *sys.argv[2:]]
sys.exit(main())
"""


def ctrl_c_at(where: str, *args: str) -> Run:
    """``muster ARGS`` as a real process, sent SIGINT (Ctrl-C) that lands as ``where``
    (``module.function``, or ``module:Class.method``; looked up at call time) is first
    called. English unless ``--lang`` says otherwise; the environment's MUSTER_DATA and
    MUSTER_DEBUG are left out."""
    return interrupted_when_ready([sys.executable, "-c", CTRL_C_AT, where, *args])


def interrupted_when_ready(command: list[str]) -> Run:
    """``command`` (a script that writes "ready" on stderr once its SIGINT is armed) run as a
    real process from the project's root, then sent SIGINT; English, without the
    environment's MUSTER_DATA and MUSTER_DEBUG."""
    import subprocess

    env = {k: v for k, v in os.environ.items() if k not in ("MUSTER_DATA", "MUSTER_DEBUG")}
    env["MUSTER_LANG"] = "en"
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, cwd=Path(__file__).resolve().parents[1])
    try:
        ready = proc.stderr.readline() if proc.stderr else ""
        assert ready == "ready\n", ready
        proc.send_signal(signal.SIGINT)  # held back until the script lets it land
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    return Run(proc.returncode, out, err)


@contextmanager
def hang_guard(seconds: int, what: str = "the command"):
    """A test that must not hang: over ``seconds`` raises TimeoutError (an alarm, so no
    assertion about speed; speed lives in bench/)."""

    def timeout(signum, frame):  # noqa: ARG001
        raise TimeoutError(f"over {seconds} s: {what}")

    old = signal.signal(signal.SIGALRM, timeout)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def script(name: str) -> ModuleType:
    """``scripts/NAME.py`` as a module, loaded afresh on each call. It is in sys.modules
    (as ``script_NAME``) while it runs, as a module defining dataclasses needs."""
    path = Path(__file__).resolve().parent.parent / "scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"script_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (Linux: read from /proc; a zombie, dead but not
    yet reaped by its parent, counts as ended)."""
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as fh:
            return not any(line.startswith("State:") and ("Z" in line or "X" in line)
                           for line in fh)
    except FileNotFoundError:
        return False


class FailingStream(io.StringIO):
    """A standard stream whose every write fails with ``err`` (a full disk, a closed pipe)."""

    def __init__(self, err: OSError):
        super().__init__()
        self.err = err

    def write(self, text):
        raise self.err


def offered(*words: str) -> list[str]:
    """What the shell would be offered for ``muster WORDS...`` (the last word is the one
    being completed)."""
    import typer
    from click.shell_completion import ShellComplete

    from muster import verbs
    from muster.app import app
    from muster.verbs import tidy

    verbs._COMPLETING.append(True)
    try:
        cli = tidy(typer.main.get_command(app))
        comp = ShellComplete(cli, {}, "muster", "_MUSTER_COMPLETE")
        return [item.value for item in comp.get_completions(list(words[:-1]), words[-1])]
    finally:
        verbs._COMPLETING.pop()


def as_terminal(mp) -> None:
    """Standard output looks like a terminal (and NO_COLOR is unset), so muster prints
    through rich as it does for a user at a terminal. ``mp``: a pytest MonkeyPatch (or one of
    its contexts), which puts everything back. The stream is faked, not muster's own check,
    so a module that imported the check earlier sees the same terminal."""
    mp.delenv("NO_COLOR", raising=False)
    mp.setattr(sys.stdout, "isatty", lambda: True, raising=False)


def uncoloured(text: str) -> str:
    """``text`` without the terminal's colour and style codes."""
    return re.sub(r"\x1b\[[0-9;]*m", "", text)



def english(key: object) -> str:
    """An outcome key's label in English (what --json writes whatever the language)."""
    from muster import i18n

    before = i18n.lang()
    i18n.set_lang("en")
    try:
        return str(key)
    finally:
        i18n.set_lang(before)


def shown_key(key: object) -> object:
    """An outcome key as a --times table shows it in the current language (its registered
    key view), not its English ``str``."""
    from muster.engine.rule import key_view_for

    view = key_view_for(key)
    assert view is not None, f"no key view for {type(key).__name__}"
    return view(key)


def view_lines(result: object) -> list[str]:
    """The lines a library caller gets from a result's registered view (no command line:
    fields by their names, no commands)."""
    from muster.engine.rule import view_for

    view = view_for(result)
    assert view is not None, f"no view for {type(result).__name__}"
    return view(result)


EXAMPLE_DECKS = Path(__file__).resolve().parent.parent / "examples" / "decks"


def example_deck(folder, example: str, name: str = "deck.json", **state) -> Path:
    """A fresh copy of a bundled deck file (``examples/decks/EXAMPLE``) as ``FOLDER/NAME``,
    its state's fields ``state`` set (a known pile order, a corrupted field): a test's deck
    starts as shipped whatever another test's commands did to theirs. The ``deck`` fixture
    (conftest.py) is this in the test's tmp_path."""
    path = Path(folder) / name
    path.write_bytes((EXAMPLE_DECKS / example).read_bytes())
    if state:
        set_deck_state(path, **state)
    return path


def deck_state(path) -> dict:
    """The ``state`` of a deck file (``deploy-shuffle ... --deck FILE``)."""
    return json.loads(Path(path).read_text(encoding="utf-8"))["state"]


def set_deck_state(path, **changes) -> None:
    """Put a deck file into a chosen position (a known pile order, a corrupted field)."""
    doc = json.loads(Path(path).read_text(encoding="utf-8"))
    doc["state"].update(changes)
    Path(path).write_text(json.dumps(doc), encoding="utf-8")


def refused_unchanged(run: Run, path, before: bytes, *needles: str) -> Run:
    """``run`` was refused (one line naming ``needles``) and the file at ``path`` still has
    the bytes ``before`` it (read before the command ran)."""
    assert_one_line_error(run, *needles)
    assert Path(path).read_bytes() == before
    return run


def cs_lines(muster, *args: str) -> list[str]:
    """A command's Czech output (it must succeed), line by line, no-break spaces as spaces."""
    run = muster("--lang", "cs", *args)
    assert run.code == 0, run.err
    return run.out.replace("\u00a0", " ").splitlines()


def battle_unit_state(path, name: str) -> dict:
    """The state a battle file keeps for the unit ``name``."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    return next(u["state"] for s in data["state"]["sides"] for u in s["units"]
                if u["name"] == name)


def every_entered_sequence(proc, key, sides: int = 6, length: int = 4) -> dict:
    """key -> chance over every sequence of ``length`` dice of ``sides`` typed in for
    ``proc`` (the entered driver; the dice it leaves unread are free), each equally likely.

    Sequences that agree on the dice ``proc`` reads are run once: a run that reads only the
    first k dice of a sequence stands for the sides**(length - k) sequences sharing them
    (the procedure sees nothing else), the others are told apart die by die."""
    from fractions import Fraction

    from muster.engine.dice import EnteredSource

    tally: dict = {}
    stack: list[tuple[int, ...]] = [()]
    while stack:
        prefix = stack.pop()
        # the dice after the prefix are all 1s; read or not, they decide the next step
        src = EnteredSource([str(d) for d in prefix] + ["1"] * (length - len(prefix)))
        k = key(proc(src))
        if src.used <= len(prefix) or len(prefix) == length:
            share = Fraction(sides ** (length - len(prefix)), sides ** length)
            tally[k] = tally.get(k, 0) + share
        else:
            stack.extend(prefix + (d,) for d in range(1, sides + 1))
    return tally


def battle_walkthroughs() -> dict[str, list[tuple[str, str]]]:
    """The battles the docs walk through, typed one line after the other: each ``## ...``
    section's shell block of docs/usage/battle.md, then the README's few lines ("README"),
    as [(command, comment)]."""
    root = Path(__file__).resolve().parent.parent
    doc = (root / "docs" / "usage" / "battle.md").read_text("utf-8")
    out: dict[str, list[tuple[str, str]]] = {}
    for title, body in re.findall(r"^## (.*?)\n(.*?)(?=^## |\Z)", doc, re.M | re.S):
        for block in re.findall(r"^```shell\n(.*?)^```", body, re.M | re.S):
            for line in block.splitlines():
                if line.startswith("muster "):
                    command, _, comment = line.partition("   #")
                    out.setdefault(title, []).append((command.strip(), comment.strip()))
    readme = (root / "README.md").read_text("utf-8")
    section = readme[readme.index("### `muster battle`"):]
    block = re.search(r"^```sh\n(.*?)^```", section, re.M | re.S)
    assert block is not None
    out["README"] = [(c.strip(), n.strip()) for c, _, n in
                     (line.partition("   #") for line in block.group(1).splitlines())]
    return out


def czech_catalog():
    """The Czech catalog (muster.po) as Babel reads it."""
    from babel.messages.pofile import read_po

    po = Path(__file__).resolve().parent.parent / "cli/muster/locale/cs/LC_MESSAGES/muster.po"
    with po.open("rb") as f:
        return read_po(f, locale="cs", domain="muster")


def translations(message) -> list[str]:
    """A catalog message's Czech texts (its plural forms each)."""
    return list(message.string) if isinstance(message.string, (list, tuple)) \
        else [message.string]


def catalog_found(catalog, pattern: str) -> list[str]:
    """The Czech texts of the catalog that ``pattern`` (a regex) finds."""
    return [s for m in catalog if m.id for s in translations(m) if s and re.search(pattern, s)]


def campaigns(fixed: int = 6, campaign: int = 50) -> list:
    """A property test's two sizes, as a parameter: a small fixed slice of inputs that every
    run checks, and a larger campaign where the slow tests run (CI). Both draw the same
    inputs on every run (derandomized), so that a failure reproduces and CI judges the
    change, not the draw; MUSTER_FUZZ=random makes the campaign draw fresh inputs each run,
    to hunt for new failures."""
    return [
        pytest.param({"max_examples": fixed, "derandomize": True}, id="fixed"),
        pytest.param({"max_examples": campaign,
                      "derandomize": os.environ.get("MUSTER_FUZZ") != "random"},
                     id="campaign", marks=pytest.mark.slow),
    ]
