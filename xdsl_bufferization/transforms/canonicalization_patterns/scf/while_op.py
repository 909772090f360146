"""Canonicalization patterns of `scf.while` (MLIR's WhileOp patterns)."""

from collections.abc import Sequence

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (
    IntegerAttr,
    IntegerType,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    Region,
    SSAValue,
)
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

# ---------------------------------------------------------------------------
# scf.while (MLIR's WhileOp canonicalization patterns)
# ---------------------------------------------------------------------------

_Mapping = list[int | SSAValue | None]
"""For each old value: the index of its new counterpart, a value replacing it,
or None if it has no use."""


def _while_terminators(op: scf.WhileOp) -> tuple[scf.ConditionOp, scf.YieldOp] | None:
    condition = op.before_region.block.last_op
    yield_op = op.after_region.block.last_op
    if not isinstance(condition, scf.ConditionOp) or not isinstance(
        yield_op, scf.YieldOp
    ):
        return None
    return condition, yield_op


def _move_block(
    rewriter: PatternRewriter, source: Block, dest: Block, mapping: _Mapping
) -> None:
    """Move the ops of `source` into `dest`, mapping its arguments."""
    values: list[SSAValue] = []
    for arg, entry in reversed(list(zip(source.args, mapping, strict=True))):
        if entry is None:
            rewriter.erase_block_argument(arg)
        else:
            values.append(dest.args[entry] if isinstance(entry, int) else entry)
    values.reverse()
    rewriter.inline_block(source, InsertPoint.at_end(dest), values)


def _rebuild_while(
    rewriter: PatternRewriter,
    op: scf.WhileOp,
    inits: Sequence[SSAValue],
    before_mapping: _Mapping,
    result_types: Sequence[Attribute],
    after_mapping: _Mapping,
) -> None:
    """
    Replace `op` by a `scf.while` on `inits` with `result_types`, moving the
    bodies of `op` into it: `before_mapping` says what each old "before"
    argument becomes, `after_mapping` what each old "after" argument and
    result becomes. The terminators must already be adjusted.
    """
    from xdsl_bufferization.dialects.scf import WhileOp

    before = Block(arg_types=[value.type for value in inits])
    after = Block(arg_types=result_types)
    _move_block(rewriter, op.before_region.block, before, before_mapping)
    _move_block(rewriter, op.after_region.block, after, after_mapping)
    new_op = WhileOp(inits, result_types, Region(before), Region(after))
    new_op.attributes.update(op.attributes)
    new_op.properties.update(op.properties)
    rewriter.insert(new_op, InsertPoint.before(op))
    results: list[SSAValue | None] = [
        new_op.results[entry] if isinstance(entry, int) else entry
        for entry in after_mapping
    ]
    rewriter.replace(op, (), results)


def _replace_terminator(
    rewriter: PatternRewriter, terminator: Operation, operands: Sequence[SSAValue]
) -> None:
    if isinstance(terminator, scf.ConditionOp):
        from xdsl_bufferization.dialects.scf import ConditionOp

        rewriter.replace(terminator, ConditionOp(terminator.condition, *operands))
    else:
        from xdsl_bufferization.dialects.scf import YieldOp

        rewriter.replace(terminator, YieldOp(*operands))


def _identity(count: int) -> _Mapping:
    return list(range(count))


class RemoveLoopInvariantArgsFromBeforeBlock(RewritePattern):
    """
    Drop the "before" arguments of an `scf.while` that keep their initial
    value: the "after" region yields the init back, or yields an "after"
    argument that the condition forwarded from this argument or its init.
    Their uses take the init.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        terminators = _while_terminators(op)
        if terminators is None:
            return
        condition, yield_op = terminators
        before_args = op.before_region.block.args
        after_block = op.after_region.block
        invariant: list[bool] = []
        for index, (init, yielded) in enumerate(
            zip(op.arguments, yield_op.operands, strict=True)
        ):
            if yielded is init:
                invariant.append(True)
                continue
            forwarded = (
                isinstance(yielded, BlockArgument)
                and yielded.block is after_block
                and condition.args[yielded.index] in (before_args[index], init)
            )
            invariant.append(forwarded)
        if not any(invariant):
            return
        kept = [i for i, inv in enumerate(invariant) if not inv]
        _replace_terminator(rewriter, yield_op, [yield_op.operands[i] for i in kept])
        new_index = iter(range(len(kept)))
        before_mapping: _Mapping = [
            op.arguments[i] if inv else next(new_index)
            for i, inv in enumerate(invariant)
        ]
        _rebuild_while(
            rewriter,
            op,
            [op.arguments[i] for i in kept],
            before_mapping,
            op.result_types,
            _identity(len(op.results)),
        )


class RemoveLoopInvariantValueYielded(RewritePattern):
    """
    A value that the `scf.condition` of an `scf.while` forwards from outside
    the "before" block is, in the "after" region and as a result, that value.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        terminators = _while_terminators(op)
        if terminators is None:
            return
        condition, _ = terminators
        before_block = op.before_region.block
        outside = [_parent_block(v) is not before_block for v in condition.args]
        if not any(outside):
            return
        kept = [i for i, out in enumerate(outside) if not out]
        new_index = iter(range(len(kept)))
        after_mapping: _Mapping = [
            condition.args[i] if out else next(new_index)
            for i, out in enumerate(outside)
        ]
        values = [condition.args[i] for i in kept]
        _replace_terminator(rewriter, condition, values)
        _rebuild_while(
            rewriter,
            op,
            op.arguments,
            _identity(len(op.arguments)),
            [v.type for v in values],
            after_mapping,
        )


def _parent_block(value: SSAValue) -> Block | None:
    owner = value.owner
    return owner if isinstance(owner, Block) else owner.parent_block()


class WhileConditionTruth(RewritePattern):
    """
    In the "after" region of an `scf.while`, an argument that the condition
    forwards from the condition value itself is `true`.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        terminators = _while_terminators(op)
        if terminators is None:
            return
        condition, _ = terminators
        true: arith.ConstantOp | None = None
        for value, arg in zip(condition.args, op.after_region.block.args, strict=True):
            if value is not condition.condition or not arg.uses:
                continue
            if true is None:
                true = arith.ConstantOp(IntegerAttr(1, IntegerType(1)))
                true.result.name_hint = "true"
                rewriter.insert(true, InsertPoint.before(op))
            rewriter.replace_all_uses_with(arg, true.result)


_INVERTED_PREDICATE = {0: 1, 1: 0, 2: 5, 5: 2, 3: 4, 4: 3, 6: 9, 9: 6, 7: 8, 8: 7}
"""`arith.cmpi` predicates and their negations (eq/ne, slt/sge, ...)."""


class WhileCmpCond(RewritePattern):
    """
    In the "after" region of an `scf.while` whose condition is an
    `arith.cmpi`, a comparison of a forwarded operand of that `cmpi` with its
    other operand, by the same predicate, is `true` (by the inverse one,
    `false`).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        terminators = _while_terminators(op)
        if terminators is None:
            return
        condition, _ = terminators
        compare = condition.condition.owner
        if not isinstance(compare, arith.CmpiOp):
            return
        predicate = compare.predicate.value.data
        for value, arg in zip(condition.args, op.after_region.block.args, strict=True):
            for position in (0, 1):
                if value is not compare.operands[position]:
                    continue
                for use in list(arg.uses):
                    user = use.operation
                    if not isinstance(user, arith.CmpiOp):
                        continue
                    other = 1 - position
                    if user.operands[other] is not compare.operands[other]:
                        continue
                    user_predicate = user.predicate.value.data
                    if user_predicate == predicate:
                        truth = 1
                    elif user_predicate == _INVERTED_PREDICATE.get(predicate):
                        truth = 0
                    else:
                        continue
                    # Like MLIR's canonicalizer, which hoists constants, define
                    # the constant outside the loop.
                    constant = arith.ConstantOp(IntegerAttr(truth, IntegerType(1)))
                    constant.result.name_hint = "true" if truth else "false"
                    rewriter.insert(constant, InsertPoint.before(op))
                    rewriter.replace(user, (), [constant.result])


class WhileUnusedResult(RewritePattern):
    """Drop the results of an `scf.while` unused after the op and in "after"."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        terminators = _while_terminators(op)
        if terminators is None:
            return
        condition, _ = terminators
        unused = [
            not result.uses and not arg.uses
            for result, arg in zip(op.results, op.after_region.block.args, strict=True)
        ]
        if not any(unused):
            return
        kept = [i for i, u in enumerate(unused) if not u]
        new_index = iter(range(len(kept)))
        after_mapping: _Mapping = [None if u else next(new_index) for u in unused]
        _replace_terminator(rewriter, condition, [condition.args[i] for i in kept])
        _rebuild_while(
            rewriter,
            op,
            op.arguments,
            _identity(len(op.arguments)),
            [op.results[i].type for i in kept],
            after_mapping,
        )


class WhileRemoveDuplicatedResults(RewritePattern):
    """Forward a value that `scf.condition` passes several times only once."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        terminators = _while_terminators(op)
        if terminators is None:
            return
        condition, _ = terminators
        positions: dict[SSAValue, int] = {}
        for value in condition.args:
            positions.setdefault(value, len(positions))
        if len(positions) == len(condition.args):
            return
        values = list(positions)
        after_mapping: _Mapping = [positions[v] for v in condition.args]
        _replace_terminator(rewriter, condition, values)
        _rebuild_while(
            rewriter,
            op,
            op.arguments,
            _identity(len(op.arguments)),
            [v.type for v in values],
            after_mapping,
        )


class WhileRemoveUnusedArgs(RewritePattern):
    """Drop the "before" arguments of an `scf.while` that have no use."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        terminators = _while_terminators(op)
        if terminators is None:
            return
        _, yield_op = terminators
        unused = [not arg.uses for arg in op.before_region.block.args]
        if not any(unused):
            return
        kept = [i for i, u in enumerate(unused) if not u]
        new_index = iter(range(len(kept)))
        before_mapping: _Mapping = [None if u else next(new_index) for u in unused]
        _replace_terminator(rewriter, yield_op, [yield_op.operands[i] for i in kept])
        _rebuild_while(
            rewriter,
            op,
            [op.arguments[i] for i in kept],
            before_mapping,
            op.result_types,
            _identity(len(op.results)),
        )


class WhileOpAlignBeforeArgs(RewritePattern):
    """
    If `scf.condition` forwards the "before" arguments in another order (each
    once), forward them in their order, permuting the "after" arguments and
    the results.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        terminators = _while_terminators(op)
        if terminators is None:
            return
        condition, _ = terminators
        before_args = list(op.before_region.block.args)
        forwarded = list(condition.args)
        if forwarded == before_args or len(forwarded) != len(before_args):
            return
        if len(set(forwarded)) != len(forwarded):
            return
        if set(forwarded) != set(before_args):
            return
        positions: dict[SSAValue, int] = {arg: i for i, arg in enumerate(before_args)}
        after_mapping: _Mapping = [positions[v] for v in forwarded]
        _replace_terminator(rewriter, condition, before_args)
        _rebuild_while(
            rewriter,
            op,
            op.arguments,
            _identity(len(op.arguments)),
            [arg.type for arg in before_args],
            after_mapping,
        )


WHILE_PATTERNS: tuple[RewritePattern, ...] = (
    RemoveLoopInvariantArgsFromBeforeBlock(),
    RemoveLoopInvariantValueYielded(),
    WhileConditionTruth(),
    WhileCmpCond(),
    WhileUnusedResult(),
    WhileRemoveDuplicatedResults(),
    WhileRemoveUnusedArgs(),
    WhileOpAlignBeforeArgs(),
)
"""MLIR's canonicalization patterns of `scf.while`."""
