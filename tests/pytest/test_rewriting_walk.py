"""
`rewriting.walk.apply_patterns_by_walks`, the driver of our lowering passes
(`convert-scf-to-cf`): walks until nothing changes, within an iteration
limit; a pattern that keeps recreating what it rewrites is a diagnostic at
the root, not a hang (issue 15).
"""

from __future__ import annotations

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.utils.exceptions import DiagnosticException

from xdsl_bufferization.context import get_context
from xdsl_bufferization.rewriting.walk import (
    DEFAULT_MAX_WALKS,
    apply_patterns_by_walks,
)

ADD = """
func.func @f(%x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y : i32
  %b = arith.addi %a, %y : i32
  return %b : i32
}
"""


def _parse(text: str) -> ModuleOp:
    return Parser(get_context(), text).parse_module()


class _AddToSub(RewritePattern):
    """Lowers every addi to a subi: settles after one walk."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, arith.AddiOp):
            rewriter.replace(op, arith.SubiOp(op.lhs, op.rhs))


class _Recreate(RewritePattern):
    """Replaces every addi by a new addi: never settles."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, arith.AddiOp):
            rewriter.replace(op, arith.AddiOp(op.lhs, op.rhs))


def test_walks_until_nothing_changes():
    module = _parse(ADD)
    walks = apply_patterns_by_walks(module, _AddToSub(), name="test-lowering")
    # One walk rewrites both adds, the next finds nothing.
    assert walks == 2
    names = [op.name for op in module.walk()]
    assert names.count("arith.subi") == 2
    assert "arith.addi" not in names


def test_a_pattern_that_never_settles_is_a_diagnostic():
    module = _parse(ADD)
    with pytest.raises(
        DiagnosticException,
        match=f"test-lowering did not converge after {DEFAULT_MAX_WALKS} iterations",
    ):
        apply_patterns_by_walks(module, _Recreate(), name="test-lowering")


def test_the_limit_is_a_parameter():
    with pytest.raises(DiagnosticException, match="after 3 iterations"):
        apply_patterns_by_walks(
            _parse(ADD), _Recreate(), name="test-lowering", max_iterations=3
        )
