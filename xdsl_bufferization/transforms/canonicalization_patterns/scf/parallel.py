"""Canonicalization patterns of `scf.parallel` (MLIR's ParallelOp patterns)."""

from xdsl.dialects import scf
from xdsl.dialects.builtin import IndexType
from xdsl.ir import Block, Region, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.transforms.canonicalization_patterns.scf.for_op import (
    trip_count,
)

# ---------------------------------------------------------------------------
# scf.parallel (MLIR's ParallelOp canonicalization patterns)
# ---------------------------------------------------------------------------


class ParallelOpSingleOrZeroIterationDimsFolder(RewritePattern):
    """
    Erase an `scf.parallel` with a dimension of no iteration (its results are
    its init values); drop the dimensions of one iteration, their induction
    variables becoming the lower bounds; inline the body and the reductions
    if no dimension is left.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ParallelOp, rewriter: PatternRewriter) -> None:
        body = op.body.block
        kept: list[int] = []
        ivs: list[SSAValue] = []
        for index, (lb, ub, step) in enumerate(
            zip(op.lowerBound, op.upperBound, op.step, strict=True)
        ):
            count = trip_count(lb, ub, step)
            if count == 0:
                rewriter.replace(op, (), op.initVals)
                return
            ivs.append(lb)
            if count != 1:
                kept.append(index)
        if len(kept) == len(op.lowerBound):
            return
        if kept:
            self._drop_dimensions(op, kept, rewriter)
            return
        reduce = body.last_op
        if not isinstance(reduce, scf.ReduceOp):
            return
        rewriter.inline_block(body, InsertPoint.before(op), ivs)
        results: list[SSAValue] = []
        for init, value, region in zip(
            op.initVals, reduce.args, reduce.reductions, strict=True
        ):
            block = region.block
            terminator = block.last_op
            assert isinstance(terminator, scf.ReduceReturnOp)
            rewriter.inline_block(block, InsertPoint.before(op), (init, value))
            results.append(terminator.result)
            rewriter.erase(terminator)
        rewriter.erase(reduce)
        rewriter.replace(op, (), results)

    @staticmethod
    def _drop_dimensions(
        op: scf.ParallelOp, kept: list[int], rewriter: PatternRewriter
    ) -> None:
        from xdsl_bufferization.dialects.scf import ParallelOp

        body = op.body.block
        new_body = Block(arg_types=[IndexType()] * len(kept))
        new_ivs = iter(new_body.args)
        values: list[SSAValue] = [
            next(new_ivs) if index in kept else lb
            for index, lb in enumerate(op.lowerBound)
        ]
        rewriter.inline_block(body, InsertPoint.at_end(new_body), values)
        new_op = ParallelOp(
            [op.lowerBound[i] for i in kept],
            [op.upperBound[i] for i in kept],
            [op.step[i] for i in kept],
            Region(new_body),
            op.initVals,
        )
        new_op.attributes.update(op.attributes)
        rewriter.replace(op, new_op)


class MergeNestedParallelLoops(RewritePattern):
    """
    An `scf.parallel` whose body is only another one, with bounds independent
    of the outer induction variables and no reductions in either, is one loop
    over all the dimensions.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ParallelOp, rewriter: PatternRewriter) -> None:
        from xdsl_bufferization.dialects.scf import ParallelOp

        outer_body = op.body.block
        inner = outer_body.first_op
        if not isinstance(inner, scf.ParallelOp) or inner.next_op is not (
            outer_body.last_op
        ):
            return
        outer_ivs = set(outer_body.args)
        bounds = (*inner.lowerBound, *inner.upperBound, *inner.step)
        if any(value in outer_ivs for value in bounds):
            return
        if op.initVals or inner.initVals:
            return
        inner_body = inner.body.block
        new_body = Block(
            arg_types=[IndexType()] * (len(outer_body.args) + len(inner_body.args))
        )
        for old, new in zip(outer_body.args, new_body.args):
            rewriter.replace_all_uses_with(old, new)
        rewriter.inline_block(
            inner_body,
            InsertPoint.at_end(new_body),
            new_body.args[len(outer_body.args) :],
        )
        new_op = ParallelOp(
            [*op.lowerBound, *inner.lowerBound],
            [*op.upperBound, *inner.upperBound],
            [*op.step, *inner.step],
            Region(new_body),
        )
        rewriter.replace(op, new_op)


PARALLEL_PATTERNS: tuple[RewritePattern, ...] = (
    ParallelOpSingleOrZeroIterationDimsFolder(),
    MergeNestedParallelLoops(),
)
"""MLIR's canonicalization patterns of `scf.parallel`."""
