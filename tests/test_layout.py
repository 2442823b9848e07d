"""The test suite's layout: files named by subject, as the package is, never by the review,
issue or round that brought them (a reader looks for a subject, not for history)."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
HISTORY = re.compile(r"review|issue|audit|leftover|defect|round|czrev|verify\d|fix\d"
                     r"|[_-]\d{2}[a-z]?\b")


def test_no_test_file_is_named_by_its_history():
    named = [p.relative_to(TESTS).as_posix() for p in TESTS.rglob("test_*.py")
             if HISTORY.search(p.stem)]
    assert named == [], "name these test files by what they test"


def test_no_golden_file_is_named_by_its_history():
    """The golden outputs are named by the commands they hold (verb and game), as tests are."""
    named = [p.name for p in (TESTS / "golden").rglob("*.txt") if HISTORY.search(p.stem)]
    assert named == [], "name these golden files by the commands they hold"


def test_the_guard_catches_a_history_name():
    assert HISTORY.search("test_czech_review23_b") and HISTORY.search("test_issue13_audit")
    assert HISTORY.search("review22-errors") and HISTORY.search("test_organiser_defects")
    assert not HISTORY.search("test_declension") and not HISTORY.search("test_i18n_shared")
