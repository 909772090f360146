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

import io

import pytest
from xdsl.printer import Printer

from tests.tools.first_errors import xdsl_first_error
from tests.tools.linalg_malformed import (
    OpForm,
    all_forms,
    attribute_mutants,
    generic_form_mutants,
    syntax_mutants,
    type_mutants,
)
from xdsl_bufferization.context import get_context
from xdsl_bufferization.source_locations import parse_module_text

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


OPTIONAL_IN_GENERIC_FORM = {
    "matmul",
    "batch_matmul",
    "batch_reduce_matmul",
    "elementwise",
}
"""Ops whose `indexing_maps` property may be left out (the default maps)."""


@pytest.mark.parametrize("form", FORMS, ids=[form.name for form in FORMS])
def test_generic_form_without_a_property_or_region(form: OpForm) -> None:
    """Each property, and the region, removed from the op's generic form:
    a located diagnostic, or (only for optional maps) the op."""
    module = parse_module_text(get_context(), form.text(), "valid.mlir")
    text = io.StringIO()
    Printer(stream=text, print_generic_format=True).print_op(module)
    mutants = list(generic_form_mutants(form.name, text.getvalue()))
    assert mutants
    for label, program in mutants:
        error = xdsl_first_error(program)
        if error is None:
            assert label.endswith("without indexing_maps"), f"accepted: {label}"
            assert form.name in OPTIONAL_IN_GENERIC_FORM, f"accepted: {label}"
            continue
        assert "internal error" not in error.message, f"{error}\n{label}\n{program}"
        assert error.line > 0, f"no location: {error}\n{label}\n{program}"
