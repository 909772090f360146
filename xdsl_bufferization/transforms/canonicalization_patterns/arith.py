"""
Folds of `arith` ops on `i1` (and other integer) values that MLIR's
canonicalizer does and xDSL 0.74's does not.

The deallocation passes build many `i1` expressions from ownership indicators
(`arith.andi` with branch conditions, `arith.ori` of dealloc results,
`arith.select` of indicators); these folds let them collapse to constants
and conditions, so that deallocs fold away. The `arith` op classes are
xDSL's, so the patterns are not attached to them: the deallocation pipeline
runs them with every `canonicalize` step (`ARITH_PATTERNS`, see
docs/buffer_deallocation.md).
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Attribute, OpResult, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.transforms.canonicalization_patterns.utils import const_evaluate_operand


def _width(type: Attribute) -> int | None:
    if isinstance(type, IntegerType):
        return type.bitwidth
    if isinstance(type, IndexType):
        return 64
    return None


def _is_all_ones(value: SSAValue) -> bool:
    constant = const_evaluate_operand(value)
    width = _width(value.type)
    if constant is None or width is None:
        return False
    mask = (1 << width) - 1
    return constant & mask == mask


def _negated(value: SSAValue) -> SSAValue | None:
    """`x` if `value` is `arith.xori x, <all ones>` (either order)."""
    if not isinstance(value, OpResult) or not isinstance(value.op, arith.XOrIOp):
        return None
    lhs, rhs = value.op.lhs, value.op.rhs
    if _is_all_ones(rhs):
        return lhs
    if _is_all_ones(lhs):
        return rhs
    return None


def _all_ones_constant(
    rewriter: PatternRewriter, op: arith.SignlessIntegerBinaryOperation
) -> SSAValue:
    result_type = op.result.type
    assert isinstance(result_type, IntegerType | IndexType)
    constant = arith.ConstantOp(IntegerAttr(-1, result_type, truncate_bits=True))
    if result_type == IntegerType(1):
        constant.result.name_hint = "true"
    rewriter.insert(constant, InsertPoint.before(op))
    return constant.result


def _zero_constant(
    rewriter: PatternRewriter, op: arith.SignlessIntegerBinaryOperation
) -> SSAValue:
    result_type = op.result.type
    assert isinstance(result_type, IntegerType | IndexType)
    constant = arith.ConstantOp(IntegerAttr(0, result_type))
    if result_type == IntegerType(1):
        constant.result.name_hint = "false"
    rewriter.insert(constant, InsertPoint.before(op))
    return constant.result


class AndIOfAllOnesOrSame(RewritePattern):
    """`andi(x, -1)`, `andi(-1, x)` and `andi(x, x)` are `x`; `andi(x, not x)` is 0."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.AndIOp, rewriter: PatternRewriter):
        lhs, rhs = op.lhs, op.rhs
        if _is_all_ones(rhs) or lhs is rhs:
            rewriter.replace(op, (), (lhs,))
        elif _is_all_ones(lhs):
            rewriter.replace(op, (), (rhs,))
        elif _negated(rhs) is lhs or _negated(lhs) is rhs:
            rewriter.replace(op, (), (_zero_constant(rewriter, op),))


class OrIOfAllOnesOrSame(RewritePattern):
    """`ori(x, -1)` is -1, `ori(x, x)` is `x`, `ori(x, not x)` is -1."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.OrIOp, rewriter: PatternRewriter):
        lhs, rhs = op.lhs, op.rhs
        if _is_all_ones(rhs):
            rewriter.replace(op, (), (rhs,))
        elif _is_all_ones(lhs) or lhs is rhs:
            rewriter.replace(op, (), (lhs,))
        elif _negated(rhs) is lhs or _negated(lhs) is rhs:
            rewriter.replace(op, (), (_all_ones_constant(rewriter, op),))


class XOrIOfSameOrDoubleNegation(RewritePattern):
    """`xori(x, x)` is 0; `xori(xori(x, -1), -1)` is `x`; `xori(-1, x)` is
    written `xori(x, -1)`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.XOrIOp, rewriter: PatternRewriter):
        lhs, rhs = op.lhs, op.rhs
        if lhs is rhs:
            rewriter.replace(op, (), (_zero_constant(rewriter, op),))
            return
        negated = _negated(op.result)
        if negated is None:
            return
        inner = _negated(negated)
        if inner is not None:
            rewriter.replace(op, (), (inner,))


class SelectOfNegatedCondition(RewritePattern):
    """`select(not c, a, b)` is `select(c, b, a)`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.SelectOp, rewriter: PatternRewriter):
        condition = _negated(op.cond)
        if condition is None:
            return
        rewriter.replace(op, arith.SelectOp(condition, op.rhs, op.lhs))


class SelectOfSelectOnSameCondition(RewritePattern):
    """`select(c, select(c, a, b), d)` is `select(c, a, d)` (and on the false side)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.SelectOp, rewriter: PatternRewriter):
        condition = op.cond
        if_true, if_false = op.lhs, op.rhs
        changed = False
        if (
            isinstance(if_true, OpResult)
            and isinstance(if_true.op, arith.SelectOp)
            and if_true.op.cond is condition
        ):
            if_true = if_true.op.lhs
            changed = True
        if (
            isinstance(if_false, OpResult)
            and isinstance(if_false.op, arith.SelectOp)
            and if_false.op.cond is condition
        ):
            if_false = if_false.op.rhs
            changed = True
        if changed:
            rewriter.replace(op, arith.SelectOp(condition, if_true, if_false))


ARITH_PATTERNS: tuple[RewritePattern, ...] = (
    AndIOfAllOnesOrSame(),
    OrIOfAllOnesOrSame(),
    XOrIOfSameOrDoubleNegation(),
    SelectOfNegatedCondition(),
    SelectOfSelectOnSameCondition(),
)
"""The patterns above, run by the deallocation pipeline with `canonicalize`."""


def register() -> None:
    """Register the patterns above with the `arith` ops they match."""
    from xdsl_bufferization.transforms.canonicalization_patterns import (
        register_model,
    )

    register_model("arith.andi", patterns=(AndIOfAllOnesOrSame(),))
    register_model("arith.ori", patterns=(OrIOfAllOnesOrSame(),))
    register_model("arith.xori", patterns=(XOrIOfSameOrDoubleNegation(),))
    register_model(
        "arith.select",
        patterns=(SelectOfNegatedCondition(), SelectOfSelectOnSameCondition()),
    )
