# Test targets; `make test` is what CI runs (see .ci/run and README.md).
PYTHON ?= python3
LIT ?= lit
LIT_ARGS ?= -v --order=lexical

.PHONY: test filecheck pytest lint test-fast

test: filecheck pytest lint

filecheck:
	$(LIT) $(LIT_ARGS) tests/filecheck

pytest:
	$(PYTHON) -m pytest -q tests/pytest

lint:
	$(PYTHON) -m ruff check .
	$(PYTHON) -m ruff format --check .
	$(PYTHON) -m pyright --pythonpath "$$($(PYTHON) -c 'import sys; print(sys.executable)')"

# The quick check while developing: the pytest tests not marked `slow`
# (the differential, generated-program, fuzzer and mlir-runner tests), on
# every core (pytest-xdist; one file per worker, so a module-scoped fixture
# is built once). `make filecheck` and `make lint` are apart; `make test`
# (CI) runs everything.
test-fast:
	$(PYTHON) -m pytest -q -n auto --dist loadfile -m "not slow" tests/pytest
