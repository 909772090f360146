# Test targets; `make test` is what CI runs (see .ci/run and README.md).
PYTHON ?= python3
LIT ?= lit
# lit runs as many tests at once as there are cores (its default).
LIT_ARGS ?= -v --order=lexical
# pytest-xdist: one worker per core; a test file stays on one worker, so that
# its module fixtures (the differential runs) are computed once.
PYTEST_ARGS ?= -n auto --dist loadfile
MLIR_REF ?= ../shared/tools/mlir-ref

.PHONY: test mlir-ref filecheck pytest lint

# The three parts run at once (each prints when it is done), so that no core
# idles while one part finishes its last tests or pyright runs alone.
test: mlir-ref
	$(MAKE) --no-print-directory -j3 --output-sync=target filecheck pytest lint

# The tests call upstream MLIR 22 through mlir-ref, which downloads it (about
# 300 MB, once) on first use: do that before the tests run in parallel.
mlir-ref:
	$(MLIR_REF) --prefix > /dev/null

filecheck:
	$(LIT) $(LIT_ARGS) tests/filecheck

pytest:
	$(PYTHON) -m pytest -q $(PYTEST_ARGS) tests/pytest

lint:
	$(PYTHON) -m ruff check .
	$(PYTHON) -m ruff format --check .
	$(PYTHON) -m pyright --pythonpath "$$($(PYTHON) -c 'import sys; print(sys.executable)')"
