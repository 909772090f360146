"""Canonicalization patterns of `scf.forall` (MLIR's ForallOp patterns)."""

from collections.abc import Sequence
from typing import cast

from xdsl.dialects import arith, tensor
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    TensorType,
)
from xdsl.ir import (
    Attribute,
    Block,
    Operation,
    Region,
    SSAValue,
)
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.transforms.canonicalization_patterns.scf.for_op import (
    preserves_static_information,
)
from xdsl_bufferization.utils.static_values import constant_int_value

# ---------------------------------------------------------------------------
# scf.forall (MLIR's ForallOp canonicalization patterns)
# ---------------------------------------------------------------------------


def _fold_mixed(values: Sequence[SSAValue | int]) -> list[SSAValue | int]:
    """Bounds or steps with the constant values made static."""
    folded: list[SSAValue | int] = []
    for value in values:
        constant = None if isinstance(value, int) else constant_int_value(value)
        folded.append(value if constant is None else constant)
    return folded


def _index_value(
    value: SSAValue | int, rewriter: PatternRewriter, point: InsertPoint
) -> SSAValue:
    if isinstance(value, SSAValue):
        return value
    constant = arith.ConstantOp(IntegerAttr(value, IndexType()))
    rewriter.insert(constant, point)
    return constant.result


def _combining_ops(op: Operation, out_arg: SSAValue) -> list[Operation]:
    """The ops of the `scf.forall.in_parallel` of `op` that update `out_arg`."""
    terminator = op.regions[0].block.last_op
    assert terminator is not None
    return [
        nested
        for nested in terminator.regions[0].block.ops
        if nested.operands[1:2] == (out_arg,)
    ]


def _new_forall(
    op: Operation,
    lbs: Sequence[SSAValue | int],
    ubs: Sequence[SSAValue | int],
    steps: Sequence[SSAValue | int],
    outputs: Sequence[SSAValue],
    body: Region,
) -> Operation:
    from xdsl_bufferization.dialects.scf import ForallOp

    assert isinstance(op, ForallOp)
    new_op = ForallOp(lbs, ubs, steps, outputs, body, op.mapping)
    new_op.attributes.update(op.attributes)
    return new_op


class ForallOpControlOperandsFolder(RewritePattern):
    """Make the constant bounds and steps of an `scf.forall` static."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        from xdsl_bufferization.dialects.scf import ForallOp

        if not isinstance(op, ForallOp):
            return
        mixed = (op.mixed_lower_bound, op.mixed_upper_bound, op.mixed_step)
        lbs, ubs, steps = (_fold_mixed(values) for values in mixed)
        if (lbs, ubs, steps) == mixed:
            return
        body = op.body
        op.detach_region(body)
        rewriter.replace(op, _new_forall(op, lbs, ubs, steps, op.outputs, body))


class ForallOpIterArgsFolder(RewritePattern):
    """
    Drop the `shared_outs` of an `scf.forall` whose result is unused or that
    no op of the terminator updates: their updates go, their uses in the body
    and their results become the initial values.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        from xdsl_bufferization.dialects.scf import ForallOp

        if not isinstance(op, ForallOp):
            return
        out_args = op.region_out_args
        dropped = [
            not result.uses or not _combining_ops(op, arg)
            for result, arg in zip(op.results, out_args, strict=True)
        ]
        if not any(dropped):
            return
        for arg, drop in zip(out_args, dropped, strict=True):
            if drop:
                for combining in _combining_ops(op, arg):
                    rewriter.erase(combining)
        kept = [i for i, d in enumerate(dropped) if not d]
        outputs = [op.outputs[i] for i in kept]
        block = op.body.block
        new_block = Block(arg_types=[IndexType()] * op.rank + [v.type for v in outputs])
        new_outs = iter(new_block.args[op.rank :])
        values: list[SSAValue] = [
            *new_block.args[: op.rank],
            *(
                op.outputs[i] if drop else next(new_outs)
                for i, drop in enumerate(dropped)
            ),
        ]
        rewriter.inline_block(block, InsertPoint.at_end(new_block), values)
        new_op = _new_forall(
            op,
            op.mixed_lower_bound,
            op.mixed_upper_bound,
            op.mixed_step,
            outputs,
            Region(new_block),
        )
        rewriter.insert(new_op, InsertPoint.before(op))
        new_results = iter(new_op.results)
        rewriter.replace(
            op,
            (),
            [
                op.outputs[i] if drop else next(new_results)
                for i, drop in enumerate(dropped)
            ],
        )


class ForallOpSingleOrZeroIterationDimsFolder(RewritePattern):
    """
    For an `scf.forall` without mapping: erase it if a dimension has no
    iteration (its results are its `shared_outs`), drop the dimensions of one
    iteration (their induction variables become the lower bounds), and if no
    dimension is left, inline the body, its parallel inserts becoming
    `tensor.insert_slice`s.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        from xdsl_bufferization.dialects.scf import ForallOp

        if not isinstance(op, ForallOp) or op.mapping is not None:
            return
        mixed = list(zip(op.mixed_lower_bound, op.mixed_upper_bound, op.mixed_step))
        counts = [_static_trip_count(*bounds) for bounds in mixed]
        if 0 in counts:
            rewriter.replace(op, (), op.outputs)
            return
        kept = [i for i, count in enumerate(counts) if count != 1]
        if len(kept) == op.rank:
            return
        if not kept:
            self._promote(op, rewriter)
            return
        point = InsertPoint.before(op)
        block = op.body.block
        new_block = Block(
            arg_types=[IndexType()] * len(kept) + [v.type for v in op.outputs]
        )
        new_ivs = iter(new_block.args)
        values: list[SSAValue] = [
            next(new_ivs) if i in kept else _index_value(lb, rewriter, point)
            for i, (lb, _, _) in enumerate(mixed)
        ]
        values.extend(new_block.args[len(kept) :])
        rewriter.inline_block(block, InsertPoint.at_end(new_block), values)
        new_op = _new_forall(
            op,
            [mixed[i][0] for i in kept],
            [mixed[i][1] for i in kept],
            [mixed[i][2] for i in kept],
            op.outputs,
            Region(new_block),
        )
        rewriter.replace(op, new_op)

    @staticmethod
    def _promote(op: Operation, rewriter: PatternRewriter) -> None:
        from xdsl_bufferization.dialects.scf import ForallOp

        assert isinstance(op, ForallOp)
        # Each result must come from one parallel insert into its output.
        updates: list[Operation] = []
        for arg in op.region_out_args:
            combining = _combining_ops(op, arg)
            if len(combining) != 1:
                return
            updates.append(combining[0])
        point = InsertPoint.before(op)
        values: list[SSAValue] = [
            _index_value(lb, rewriter, point) for lb in op.mixed_lower_bound
        ]
        values.extend(op.outputs)
        terminator = op.terminator
        rewriter.inline_block(op.body.block, point, values)
        results: list[SSAValue] = []
        for update in updates:
            source, dest, *_ = update.operands
            properties = {
                name: update.properties[name]
                for name in ("static_offsets", "static_sizes", "static_strides")
            }
            segments = update.properties["operandSegmentSizes"]
            assert isinstance(segments, DenseArrayBase)
            counts = segments.get_values()
            start = 2
            groups: list[list[SSAValue]] = []
            for count in counts[2:]:
                groups.append(list(update.operands[start : start + count]))
                start += count
            insert = cast(
                Operation,
                tensor.InsertSliceOp.build(  # pyright: ignore[reportUnknownMemberType]
                    operands=[source, dest, *groups],
                    properties=properties,
                    result_types=[dest.type],
                ),
            )
            rewriter.insert(insert, point)
            results.append(insert.results[0])
        rewriter.erase(terminator)
        rewriter.replace(op, (), results)


def _static_trip_count(
    lb: SSAValue | int, ub: SSAValue | int, step: SSAValue | int
) -> int | None:
    values = [
        v if isinstance(v, int) else constant_int_value(v) for v in (lb, ub, step)
    ]
    if None in values:
        return None
    lb_value, ub_value, step_value = cast(list[int], values)
    if step_value <= 0 or ub_value <= lb_value:
        return 0
    return -((lb_value - ub_value) // step_value)


class DimOfForallResult(RewritePattern):
    """
    A `tensor.dim` of a result of an `scf.forall` is the `tensor.dim` of its
    `shared_outs` value (MLIR's DimOfForallOp, a pattern of `tensor.dim`,
    applied here from the loop to the dims of its results).
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        from xdsl_bufferization.dialects.scf import ForallOp

        if not isinstance(op, ForallOp):
            return
        for result, output in zip(op.results, op.outputs, strict=True):
            for use in list(result.uses):
                user = use.operation
                if isinstance(user, tensor.DimOp) and use.index == 0:
                    user.operands = [output, *user.operands[1:]]
                    rewriter.notify_op_modified(user)


class FoldTensorCastOfOutputIntoForallOp(RewritePattern):
    """
    Take the source of a `tensor.cast` that only loses static sizes as the
    `shared_outs` value of an `scf.forall` (MLIR's pattern of this name): the
    loop carries the more static type, its body casts the block argument to
    the old type for its other uses, the parallel inserts into that argument
    update the new one directly, and the result is cast back after the loop.
    As MLIR, the new loop keeps the mapping but not the discardable
    attributes. Unlike MLIR 22, which retargets the i-th op of the
    terminator to the i-th `shared_outs` argument, each insert keeps its
    destination.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        from xdsl_bufferization.dialects.scf import ForallOp

        if not isinstance(op, ForallOp):
            return
        outputs = list(op.outputs)
        old_types: dict[int, TensorType[Attribute]] = {}
        for index, output in enumerate(outputs):
            incoming = output.owner
            if not isinstance(incoming, tensor.CastOp):
                continue
            if not preserves_static_information(
                incoming.dest.type, incoming.source.type
            ):
                continue
            old_types[index] = cast(TensorType[Attribute], incoming.dest.type)
            outputs[index] = incoming.source
        if not old_types:
            return
        rank = op.rank
        new_block = Block(arg_types=[IndexType()] * rank + [v.type for v in outputs])
        for old_arg, new_arg in zip(op.body.block.args, new_block.args, strict=True):
            new_arg.name_hint = old_arg.name_hint
        new_outs = new_block.args[rank:]
        values: list[SSAValue] = list(new_block.args)
        casts_in: dict[SSAValue, SSAValue] = {}
        for index, old_type in old_types.items():
            cast_in = tensor.CastOp(new_outs[index], old_type)
            new_block.add_op(cast_in)
            values[rank + index] = cast_in.dest
            casts_in[cast_in.dest] = new_outs[index]
        terminator = op.terminator
        rewriter.inline_block(op.body.block, InsertPoint.at_end(new_block), values)
        # The inserts update the more static block argument, not its cast.
        for combining in terminator.regions[0].block.ops:
            destination = combining.operands[1:2]
            if destination and destination[0] in casts_in:
                operands = list(combining.operands)
                operands[1] = casts_in[destination[0]]
                combining.operands = operands
        new_op = ForallOp(
            op.mixed_lower_bound,
            op.mixed_upper_bound,
            op.mixed_step,
            outputs,
            Region(new_block),
            op.mapping,
        )
        rewriter.insert(new_op, InsertPoint.before(op))
        results: list[SSAValue] = list(new_op.results)
        casts_out: list[Operation] = []
        for index, old_type in old_types.items():
            cast_out = tensor.CastOp(new_op.results[index], old_type)
            casts_out.append(cast_out)
            results[index] = cast_out.dest
        rewriter.insert(casts_out, InsertPoint.after(new_op))
        rewriter.replace(op, (), results)


FORALL_PATTERNS: tuple[RewritePattern, ...] = (
    DimOfForallResult(),
    FoldTensorCastOfOutputIntoForallOp(),
    ForallOpControlOperandsFolder(),
    ForallOpIterArgsFolder(),
    ForallOpSingleOrZeroIterationDimsFolder(),
)
"""MLIR's canonicalization patterns of `scf.forall`."""
