# Test targets; `make test` is what CI runs (see .ci/run and README.md).
PYTHON ?= python3
LIT ?= lit
LIT_ARGS ?= -v --order=lexical

.PHONY: test filecheck pytest lint

test: filecheck pytest lint

filecheck:
	$(LIT) $(LIT_ARGS) tests/filecheck

pytest:
	$(PYTHON) -m pytest -q tests/pytest

lint:
	$(PYTHON) -m ruff check .
	$(PYTHON) -m ruff format --check .
	$(PYTHON) -m pyright --pythonpath "$$($(PYTHON) -c 'import sys; print(sys.executable)')"
