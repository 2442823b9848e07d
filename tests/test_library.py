"""engine/ and games/ are a library: importing all of it brings in no command-line or
terminal framework (Typer, click, rich)."""

from __future__ import annotations

import ast
from pathlib import Path

import muster
from helpers import parsed, python_c, source

PACKAGE = Path(muster.__file__).parent
FRAMEWORKS = ("typer", "click", "rich")


def _library_modules() -> list[str]:
    out = []
    for sub in ("engine", "games"):
        for path in sorted((PACKAGE / sub).rglob("*.py")):
            parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out.append(".".join(parts))
    return out


def test_the_library_imports_no_cli_or_terminal_framework():
    modules = _library_modules() + ["muster.api"]
    assert len(modules) > 40
    code = ("import importlib, sys\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            f"print(sorted(f for f in {FRAMEWORKS!r} if f in sys.modules))")
    out = python_c(code, check=True).stdout
    assert out.strip() == "[]"


def test_a_spec_defined_apart_from_its_procedure_is_still_a_rule():
    # Void's AttackSpec lives in attack.py, its procedure in wound.py (RULE_MODULE)
    code = ("from muster import api\n"
            "from muster.games.void.attack import AttackSpec\n"
            "print(sorted(api.odds(AttackSpec('sword', target_armor=5)).probs)[:1] != [])")
    out = python_c(code, check=True).stdout
    assert out.strip() == "True"


def test_a_thread_s_exact_odds_spend_from_their_own_budget():
    """A front end answering several requests at once (a bot): each computation has its own
    work budget and memo, so one request never spends or reads another's."""
    import threading

    from muster import api
    from muster.engine import odds, work
    from muster.games.warmaster.target import TargetSpec

    spec = TargetSpec(target=4, count=6)
    got = []
    with odds.one_computation(), work.command() as ledger:
        outer = odds._BUDGET.get()
        assert outer is not None
        thread = threading.Thread(target=lambda: got.append((dict(api.odds(spec)),
                                                             work.ledger() is ledger)))
        thread.start()
        thread.join()
        assert outer.spent == 0 and not outer.memo  # the thread's walk spent its own
    assert got == [(dict(api.odds(spec)), False)] and odds._BUDGET.get() is None


DRIVER = "muster.engine.odds"  # the exact driver: a command (engine.run) or muster.api runs it


def _driver_imports(path: Path) -> list[int]:
    """The lines of ``path`` that import the exact driver at run time (a type named for a
    checker only, under ``if TYPE_CHECKING:``, imports nothing)."""
    found: list[int] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) \
                and node.test.id == "TYPE_CHECKING":
            for branch in node.orelse:
                visit(branch)
            return
        if isinstance(node, ast.ImportFrom) and (
                node.module == DRIVER
                or (node.module == "muster.engine" and any(a.name == "odds" for a in node.names))):
            found.append(node.lineno)
        if isinstance(node, ast.Import) and any(a.name == DRIVER for a in node.names):
            found.append(node.lineno)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.stmt, ast.excepthandler, ast.match_case)):
                visit(child)  # an import is a statement: no expression holds one

    visit(parsed(source(path)))
    return found


def test_no_game_module_runs_the_exact_driver():
    """Games never call the driver: a rule's odds, and what its odds view shows
    besides (`rule(..., weighs=...)`), are weighed by the engine and handed to the view."""
    games = sorted((PACKAGE / "games").rglob("*.py"))
    assert len(games) > 40
    offenders = {str(p.relative_to(PACKAGE)): lines for p in games
                 if (lines := _driver_imports(p))}
    assert offenders == {}


def test_the_api_refuses_what_it_cannot_do():
    """A roll is either the table's dice or a seeded draw, and a tally needs a roll."""
    import pytest

    from muster import api
    from muster.games.warmaster.target import TargetSpec

    spec = TargetSpec(target=4, count=2)
    with pytest.raises(ValueError, match="not both"):
        api.roll(spec, seed=1, dice=[4, 5])
    for n in (0, -5):
        with pytest.raises(ValueError, match="one roll or more"):
            api.times(spec, n)
    assert api.times(spec, 1, seed=3).to_json()["times"] == 1
