# One command sets everything up and does the job: `make demo`, `make test`.
# Needs only Python 3.11+ on the PATH (override with PYTHON=...).

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
RUN    := $(VENV)/.installed-run
TESTS  := $(VENV)/.installed-test

.PHONY: demo test bench clean

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

# plus the test tools (pytest, hypothesis, pre-commit)
$(TESTS): pyproject.toml | $(VENV)/bin/python
	@$(UNINSTALL_OLD)
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(RUN) $(TESTS)

## demo: set up muster alone, then show what it does
demo: $(RUN)
	@bash scripts/demo.sh $(BIN)/muster

## test: set up muster with the test tools, then run the whole test suite
test: $(TESTS)
	$(BIN)/python -m pytest

## bench: start-up and validation benchmarks (not tests)
bench: $(RUN)
	$(BIN)/python bench/startup.py
	$(BIN)/python bench/validate.py

clean:
	rm -rf $(VENV) build *.egg-info cli/*.egg-info .pytest_cache
