"""Fixtures: run the real program in-process, with its real error boundary. Helpers that
tests import are in helpers.py (re-exported here, so a test may import them from conftest
too)."""

from __future__ import annotations

import gc
import itertools
import sys
from pathlib import Path

import pytest

from helpers import (  # noqa: F401 - re-exported
    FailingStream,
    Run,
    assert_drivers_agree,
    assert_one_line_error,
    forget_sources,
    hang_guard,
    ok_json,
)
from muster.catalog import install as install_czech
from muster.console import main  # the console script's: a plain roll takes the quick door

ROOT = Path(__file__).resolve().parent.parent
# the tests set Czech in this process themselves (i18n.set_lang), as the door that reads the
# language does after installing its catalog
install_czech()


def _pycache_folders() -> set[Path]:
    return {p for top in ("cli", "tests", "scripts", "bench")
            for p in (ROOT / top).rglob("__pycache__")}


def _top_files() -> set[Path]:
    """What lies at the top of the tree, but the tools' hidden caches (.pytest_cache,
    .hypothesis, .venv, ...)."""
    return {p for p in ROOT.iterdir() if not p.name.startswith(".")}


def pytest_configure(config):
    """Fewer passes of the cyclic garbage collector: a test run allocates millions of short-
    lived objects, and with the default thresholds each pytest process spent about 6 % of its
    CPU time in the collector (mostly in full passes over the modules and the collected tests,
    which live to the end). Objects in no reference cycle are still freed at once.

    Property tests draw the same examples on every run and machine (a fixed slice, as the
    default set's fuzz is: `derandomize`); ``HYPOTHESIS_PROFILE=random`` draws fresh ones."""
    gc.set_threshold(10_000, 10, 10)
    import os

    from hypothesis import settings

    settings.register_profile("fixed", derandomize=True)
    settings.register_profile("random", derandomize=False)
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fixed"))


def pytest_collection_finish(session):
    """What the imports and the collection made lives to the end of the run: kept out of
    every later pass of the collector."""
    gc.collect()
    gc.freeze()


def pytest_sessionstart(session):
    session.stash[_BEFORE] = _pycache_folders()
    session.stash[_TOP] = _top_files()


def pytest_sessionfinish(session, exitstatus):
    """A run fails when it left a new file at the top of the source tree (a command run
    outside a scratch folder), or, when it writes no compiled code into the tree (``make
    test`` names a cache folder in the .venv; PYTHONDONTWRITEBYTECODE), when a
    ``__pycache__`` folder appeared there all the same: a test started a child Python without
    the run's settings (pass ``helpers.bare_env()``, or ``os.environ``, to a child)."""
    forget_sources()
    written = sorted(_top_files() - session.stash.get(_TOP, set()))
    if written:  # e.g. an example's --svg FILE run in the tree, not in a scratch folder
        _fail(session, "files written at the top of the source tree during the run (run the "
                       "command in tmp_path)", written)
    if not (sys.pycache_prefix or sys.dont_write_bytecode):
        return
    new = sorted(_pycache_folders() - session.stash.get(_BEFORE, set()))
    if new:
        _fail(session, "compiled code written into the source tree during the run (a child "
                       "Python started without the run's environment)", new)


def _fail(session: pytest.Session, what: str, paths: list[Path]) -> None:
    names = ", ".join(str(p.relative_to(ROOT)) for p in paths)
    session.exitstatus = pytest.ExitCode.TESTS_FAILED
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:  # None under -p no:terminal
        reporter.write_line("")
        reporter.write_line(f"FAILED: {what}: {names}", red=True)


_BEFORE = pytest.StashKey[set]()
_TOP = pytest.StashKey[set]()


@pytest.fixture(scope="session")
def _config_folders(tmp_path_factory):
    """A fresh folder name in one session folder per call, the folder not made: muster reads
    no config from a folder that is not there, and makes it when it writes one (`muster
    alias set`). Making it would cost a mkdir in every test and a removal of each later
    (pytest removes an old run's folders): about 2 s of CPU in a run."""
    base = tmp_path_factory.mktemp("configs")
    numbers = itertools.count()

    def fresh() -> str:
        return str(base / str(next(numbers)))

    return fresh


@pytest.fixture(autouse=True)
def _no_user_config(_config_folders, monkeypatch):
    """The user's own config and aliases (~/.config/muster) never reach a test: each test
    has an empty config folder (tests of the config set their own files)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", _config_folders())
    for name in ("MUSTER_COLOUR", "MUSTER_BATTLE"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def muster(capsys, monkeypatch):
    """muster("roll", "2d6", "--json") -> Run(code, out, err)."""
    monkeypatch.delenv("MUSTER_DEBUG", raising=False)
    monkeypatch.setenv("MUSTER_LANG", "en")  # English unless a test asks (a Czech LANG too)

    def invoke(*args: str) -> Run:
        capsys.readouterr()
        code = main([str(a) for a in args])
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    return invoke



@pytest.fixture
def deck(request, tmp_path) -> Path:
    """``tmp_path/deck.json``: a fresh copy of the bundled deck the test's ``deck`` mark names,
    its state's fields set by the mark's keywords (``helpers.example_deck``):
    ``@pytest.mark.deck("agincourt.json")`` on a test, or on a whole module as its
    ``pytestmark``; a test's own mark wins."""
    from helpers import example_deck

    mark = request.node.get_closest_marker("deck")
    if mark is None:
        pytest.fail("the deck fixture needs a @pytest.mark.deck(EXAMPLE, **state) naming a "
                    "file of examples/decks/")
    return example_deck(tmp_path, *mark.args, **mark.kwargs)


@pytest.fixture
def czech():
    """The process language set to Czech (a direct look at an outcome key's text)."""
    from muster import i18n

    before = i18n.lang()
    i18n.set_lang("cs")
    yield
    i18n.set_lang(before)


@pytest.fixture(scope="session")
def catalog():
    """The Czech catalog (helpers.czech_catalog), read once per run."""
    from helpers import czech_catalog

    return czech_catalog()


@pytest.fixture
def die_by_die(monkeypatch):
    """The exact driver as it walked before it weighed chains whole, stages once and
    comparisons by sorting: every open-ended chain die by die, every stage run inline (the
    rule reads the full result), a `Compare` joint called pair by pair. A test compares a
    rule's odds this way with its odds as the driver weighs them now (``.undo()`` puts the
    driver back)."""
    from muster.engine import choices, joints, odds
    from muster.engine.dice import Source

    monkeypatch.setattr(odds, "whole_chains", lambda sides, again: (None, 0))
    monkeypatch.setattr(odds.ExactSource, "stage", Source.stage)
    monkeypatch.setattr(joints, "_compared",
                        lambda compare, first, second: choices.pairwise([first, second], compare))
    return monkeypatch
