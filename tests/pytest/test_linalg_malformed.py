"""Malformed instances of every linalg op (tests/tools/linalg_malformed.py:
wrong ranks, shapes and element types, scalars where shaped operands go,
`ins`/`outs` missing, truncated ops, attributes of the wrong shape) each get
a diagnostic at a place in the input, never a traceback or an internal
error (issue 15's fuzzer findings in the linalg parsers).

Which variants are accepted is MLIR 22's business: `scripts/linalg_diagnostics.py`
compares every variant's first error with `mlir-opt`'s (same verdict for
all, see docs/linalg.md). Here, a syntax or attribute mutant must always be
rejected: none of them is a valid op.
"""

from __future__ import annotations

import pytest
from tools.first_errors import xdsl_first_error
from tools.linalg_malformed import (
    OpForm,
    all_forms,
    attribute_mutants,
    syntax_mutants,
    type_mutants,
)

FORMS = all_forms()


@pytest.mark.parametrize("form", FORMS, ids=[form.name for form in FORMS])
def test_malformed_linalg_op_gets_a_located_diagnostic(form: OpForm) -> None:
    mutants = [(type_mutants, False), (syntax_mutants, True), (attribute_mutants, True)]
    for mutate, must_fail in mutants:
        for label, mutant in mutate(form):
            error = xdsl_first_error(mutant.text())
            where = f"{form.name}: {label}\n{mutant.text()}"
            if error is None:
                assert not must_fail, f"accepted: {where}"
                continue
            assert "internal error" not in error.message, f"{error}\n{where}"
            assert "Traceback" not in error.message, f"{error}\n{where}"
            assert error.line > 0, f"no location: {error}\n{where}"
