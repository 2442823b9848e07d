# One command sets everything up and does the job: `make demo`, `make test`.
# Needs only Python 3.11+ on the PATH (override with PYTHON=...).

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: demo test bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "muster needs Python 3.11+"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

## demo: set up, then run muster on the bundled example armies and a few rolls
demo: $(STAMP)
	@bash scripts/demo.sh $(BIN)/muster

## test: set up, then run the whole test suite
test: $(STAMP)
	$(BIN)/python -m pytest

## bench: start-up and validation benchmarks (not tests)
bench: $(STAMP)
	$(BIN)/python bench/startup.py

clean:
	rm -rf $(VENV) build *.egg-info cli/*.egg-info .pytest_cache
