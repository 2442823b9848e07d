# One command sets everything up and does the job: `make demo`, `make test`.
# Needs only Python 3.11+ on the PATH (override with PYTHON=...).

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
RUN    := $(VENV)/.installed-run
TESTS  := $(VENV)/.installed-test

.PHONY: demo lint test bench clean

$(VENV)/bin/python:
	$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "muster needs Python 3.11+"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# the distribution was called "muster" before it became muster-wargames: drop an old
# editable install of it from an existing .venv (a no-op otherwise)
UNINSTALL_OLD := $(BIN)/python -m pip uninstall --quiet --yes muster 2>/dev/null || true

# muster and what it needs to run, nothing else (what `make demo` uses)
$(RUN): pyproject.toml | $(VENV)/bin/python
	@$(UNINSTALL_OLD)
	$(BIN)/python -m pip install --quiet -e .
	touch $(RUN)

# plus the test tools (pytest, hypothesis, pre-commit, ruff, mypy)
$(TESTS): pyproject.toml | $(VENV)/bin/python
	@$(UNINSTALL_OLD)
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(RUN) $(TESTS)

## demo: set up muster alone, then show what it does
demo: $(RUN)
	@bash scripts/demo.sh $(BIN)/muster

# which tests `make test` runs: the default set; CI runs every test (`make test MARKERS=`:
# the slow sweeps, the soaks, and the hook and `make demo` built from the package index too)
MARKERS ?= not slow and not soak and not network
# pytest processes for the tests: two shares side by side on a machine with two cores or
# more (scripts/run_tests.py says how the tests are shared and why); JOBS=1 runs one process
JOBS    ?= auto

## lint: ruff (lint and import order) and mypy (types), as configured in pyproject.toml
lint: $(TESTS)
	$(BIN)/ruff check cli tests scripts bench
	$(BIN)/mypy

# the tests start many Python processes (a pytest process per share, the commands tested as
# real processes): all of them read and write compiled code in one cache folder in the .venv,
# so that each module (muster's, the tests' with pytest's rewritten asserts, the standard
# library's, the installed packages') is compiled once, not again in every process. This
# holds when PYTHONDONTWRITEBYTECODE is set too (as CI sets it), which is cleared for the
# tests: what it asks, no compiled code in the source tree or in installed packages, still
# holds, since the named folder is the only place written (and the only place Python reads,
# so that it gets every module). A test whose child Python writes __pycache__ into the tree
# fails the run (tests/conftest.py).
PYCACHE := PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(abspath $(VENV))/pycache

## test: set up muster with the test tools, check lint and types, run the test suite
test: lint
	$(PYCACHE) $(BIN)/python scripts/run_tests.py --jobs $(JOBS) -m "$(MARKERS)"

## bench: start-up and validation benchmarks (not tests)
bench: $(RUN)
	$(BIN)/python bench/startup.py
	$(BIN)/python bench/validate.py

clean:
	rm -rf $(VENV) build *.egg-info cli/*.egg-info .pytest_cache .mypy_cache .ruff_cache
