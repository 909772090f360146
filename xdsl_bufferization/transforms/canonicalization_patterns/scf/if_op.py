"""Canonicalization patterns of `scf.if`: MLIR's IfOp patterns that xDSL lacks
(the deallocation pipeline runs them with `canonicalize`, see
docs/buffer_deallocation.md).
"""

from collections.abc import Iterator
from typing import cast

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IntegerAttr, IntegerType
from xdsl.ir import (
    Attribute,
    Block,
    Operation,
    OpResult,
    Region,
    SSAValue,
)
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.transforms.canonicalization_patterns.scf.common import (
    defined_inside,
)
from xdsl_bufferization.utils.building import build_ir_op
from xdsl_bufferization.utils.static_values import constant_int_value

# ---------------------------------------------------------------------------
# scf.if (MLIR's IfOp canonicalization patterns that xDSL lacks; the
# deallocation pipeline runs them with `canonicalize`, see
# docs/buffer_deallocation.md)
# ---------------------------------------------------------------------------


def _if_yields(op: scf.IfOp) -> tuple[Operation, Operation | None]:
    then_block = op.true_region.block
    then_yield = then_block.last_op
    assert then_yield is not None
    else_block = op.false_region.first_block
    else_yield = else_block.last_op if else_block is not None else None
    return then_yield, else_yield


def _new_if_like(op: scf.IfOp, result_types: list[Attribute]) -> scf.IfOp:
    """An `scf.if` on the condition of `op` with `result_types`, taking the
    regions of `op`."""
    from xdsl_bufferization.dialects.scf import IfOp

    then_region, else_region = op.true_region, op.false_region
    op.detach_region(then_region)
    op.detach_region(else_region)
    # `IfOp(op.cond, result_types, then_region, else_region, attributes)`,
    # without IRDL's generic argument handling.
    return cast(
        scf.IfOp,
        build_ir_op(
            IfOp,
            operands=[op.cond],
            result_types=[result_types],
            regions=[then_region, else_region],
            attributes=dict(op.attributes),
        ),
    )


class IfRemoveUnusedResults(RewritePattern):
    """Drop the results of an `scf.if` that have no use (and their yields)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        used = [i for i, result in enumerate(op.results) if result.uses]
        if len(used) == len(op.results):
            return
        for yield_op in _if_yields(op):
            if yield_op is not None:
                yield_op.operands = [yield_op.operands[i] for i in used]
        new_op = _new_if_like(op, [op.results[i].type for i in used])
        new_results = iter(new_op.results)
        replacements = [
            next(new_results) if i in used else None for i in range(len(op.results))
        ]
        rewriter.replace(op, new_op, replacements)


def _used_results_and_yields(
    op: scf.IfOp,
) -> Iterator[tuple[OpResult, SSAValue, SSAValue]]:
    """Each used result of `op` (with an else branch) and the values the then
    and else branches yield for it (lazily: a pattern may rewrite meanwhile)."""
    then_yield, else_yield = _if_yields(op)
    if else_yield is None:
        return
    for index, result in enumerate(op.results):
        if result.uses:
            yield result, then_yield.operands[index], else_yield.operands[index]


class IfReplaceYieldsWithConditionOrValue(RewritePattern):
    """
    A result of an `scf.if` that yields the same value in both branches is
    that value; an `i1` result yielding `true`/`false` is the condition (or
    its negation).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        for result, then_value, else_value in _used_results_and_yields(op):
            if then_value is else_value:
                rewriter.replace_all_uses_with(result, then_value)
                continue
            if result.type != IntegerType(1):
                continue
            then_constant = constant_int_value(then_value)
            else_constant = constant_int_value(else_value)
            if then_constant is None or else_constant is None:
                continue
            if then_constant and not else_constant:
                rewriter.replace_all_uses_with(result, op.cond)
            elif not then_constant and else_constant:
                true = arith.ConstantOp(IntegerAttr(1, IntegerType(1)))
                true.result.name_hint = "true"
                negation = arith.XOrIOp(op.cond, true)
                rewriter.insert([true, negation], InsertPoint.before(op))
                rewriter.replace_all_uses_with(result, negation.result)


class IfConvertTrivialToSelect(RewritePattern):
    """
    A result of an `scf.if` whose yielded values are both defined outside the
    op is an `arith.select` of them on the condition.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        for result, then_value, else_value in _used_results_and_yields(op):
            if then_value is else_value:
                continue
            if defined_inside(then_value, op) or defined_inside(else_value, op):
                continue
            select = arith.SelectOp(op.cond, then_value, else_value)
            rewriter.insert(select, InsertPoint.before(op))
            rewriter.replace_all_uses_with(result, select.result)


def _used_inside(value: SSAValue, op: Operation) -> bool:
    """Whether an op nested in `op` uses `value`."""
    use = value.first_use
    while use is not None:
        current: Operation | None = use.operation
        while current is not None and current is not op:
            current = current.parent_op()
        if current is not None and use.operation is not op:
            return True
        use = use._next_use  # pyright: ignore[reportPrivateUsage]
    return False


class IfConditionPropagation(RewritePattern):
    """Inside the branches of an `scf.if`, its condition is `true` / `false`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        condition = op.cond
        if constant_int_value(condition) is not None:
            return
        if not _used_inside(condition, op):
            # Usually its only use is the if itself.
            return
        for region, value in ((op.true_region, 1), (op.false_region, 0)):
            uses = [u for u in condition.uses if region.is_ancestor(u.operation)]
            if not uses:
                continue
            constant = arith.ConstantOp(IntegerAttr(value, IntegerType(1)))
            constant.result.name_hint = "true" if value else "false"
            rewriter.insert(constant, InsertPoint.before(op))
            rewriter.replace_uses_with_if(
                condition,
                constant.result,
                lambda use, r=region: r.is_ancestor(use.operation),
            )


class IfRemoveEmpty(RewritePattern):
    """
    Erase an `scf.if` without results whose branches only yield; drop an
    else branch that only yields.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        if op.results:
            return
        then_block = op.true_region.block
        else_block = op.false_region.first_block
        then_empty = then_block.first_op is then_block.last_op
        else_empty = else_block is None or else_block.first_op is else_block.last_op
        if then_empty and else_empty:
            rewriter.erase(op)
        elif else_block is not None and else_empty:
            rewriter.erase(else_block.ops.first)  # pyright: ignore[reportArgumentType]
            op.false_region.detach_block(else_block)
            rewriter.handle_operation_modification(op)


def _negation_operand(value: SSAValue) -> SSAValue | None:
    """`%c` if `value` is `arith.xori %c, %true` (MLIR's `not` idiom), else None."""
    owner = value.owner
    if not isinstance(owner, arith.XOrIOp):
        return None
    if not constant_int_value(owner.rhs):
        return None
    return owner.lhs


class IfCombineAdjacent(RewritePattern):
    """
    Merge an `scf.if` into the `scf.if` right before it when both test the
    same condition, or one tests the negation (`arith.xori %c, %true`) of the
    other's (MLIR's CombineIfs): the merged op tests the first op's
    condition, and each of its branches runs the first op's branch then the
    second op's branch that runs in the same case. Uses of the first op's
    results in the second op's branches use the values yielded there.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        previous = op.prev_op
        if not isinstance(previous, scf.IfOp):
            return
        # The regions of `op` that run when the condition of `previous` holds
        # and when it does not (None: `op` runs nothing then).
        own_else = op.false_region if op.false_region.first_block else None
        if previous.cond is op.cond:
            second_then, second_else = op.true_region, own_else
        elif (
            _negation_operand(op.cond) is previous.cond
            or _negation_operand(previous.cond) is op.cond
        ):
            second_then, second_else = own_else, op.true_region
        else:
            return
        first_then, first_else = _if_yields(previous)
        # Uses of the first op's results inside the second op take the values
        # yielded by the branch that runs in the same case.
        for index, result in enumerate(previous.results):
            for region, yielded in (
                (second_then, first_then),
                (second_else, first_else),
            ):
                if region is None or yielded is None:
                    continue
                rewriter.replace_uses_with_if(
                    result,
                    yielded.operands[index],
                    lambda use, r=region: r.is_ancestor(use.operation),
                )
        from xdsl_bufferization.dialects.scf import IfOp, YieldOp

        def merged_region(first: Region, second: Region | None) -> Region:
            block = Block()
            operands: list[SSAValue] = []
            for source in (first.first_block, second and second.first_block):
                if source is None:
                    continue
                terminator = source.last_op
                if isinstance(terminator, scf.YieldOp):
                    operands.extend(terminator.operands)
                    rewriter.erase(terminator)
                for nested in list(source.ops):
                    nested.detach()
                    block.add_op(nested)
            block.add_op(YieldOp(*operands))
            return Region(block)

        result_types = [*previous.result_types, *op.result_types]
        then_region = merged_region(previous.true_region, second_then)
        if first_else is None and second_else is None and not result_types:
            else_region = Region()
        else:
            else_region = merged_region(previous.false_region, second_else)
        merged = IfOp(previous.cond, result_types, then_region, else_region)
        rewriter.insert(merged, InsertPoint.before(previous))
        count = len(previous.results)
        rewriter.replace(previous, (), merged.results[:count])
        rewriter.replace(op, (), merged.results[count:])


class IfSwapNegatedCondition(RewritePattern):
    """
    An `scf.if` with an else branch on `arith.xori %c, %true` runs on `%c`
    with its branches swapped (MLIR's IfOp folder, done in place).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        else_block = op.false_region.first_block
        if else_block is None:
            return
        condition = _negation_operand(op.cond)
        if condition is None:
            return
        then_block = op.true_region.block
        op.true_region.detach_block(then_block)
        op.false_region.detach_block(else_block)
        op.true_region.add_block(else_block)
        op.false_region.add_block(then_block)
        op.operands = [condition]
        rewriter.notify_op_modified(op)


def _only_yields(block: Block | None) -> bool:
    """Whether `block` is missing or holds nothing but its terminator."""
    return block is None or block.first_op is block.last_op


class IfCombineNested(RewritePattern):
    """
    An `scf.if` whose then branch holds only another `scf.if` (and its
    yield), neither having an else branch that does more than yield, is one
    `scf.if` on the `arith.andi` of both conditions (MLIR's CombineNestedIfs).
    A result yielding an inner result must yield the inner else value in the
    outer else branch too; a result yielding a value from outside is an
    `arith.select` of the outer branches' values on the outer condition.
    Like MLIR, the new op does not keep the outer op's attributes.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        then_block = op.true_region.block
        nested = then_block.first_op
        then_yield = then_block.last_op
        if not isinstance(nested, scf.IfOp) or nested.next_op is not then_yield:
            return
        if not isinstance(then_yield, scf.YieldOp):
            return
        else_block = op.false_region.first_block
        nested_else_block = nested.false_region.first_block
        if not _only_yields(else_block) or not _only_yields(nested_else_block):
            return
        nested_then_yield, nested_else_yield = _if_yields(nested)
        else_values: list[SSAValue] = []
        if else_block is not None and else_block.last_op is not None:
            else_values = list(else_block.last_op.operands)
        then_values = list(then_yield.operands)
        selected: list[int] = []
        for index, value in enumerate(then_values):
            if value.owner is nested:
                # The combined op's else branch runs when either condition
                # fails: both else branches must yield the same value.
                assert isinstance(value, OpResult)
                assert nested_else_yield is not None
                if nested_else_yield.operands[value.index] is not else_values[index]:
                    return
                then_values[index] = nested_then_yield.operands[value.index]
            elif defined_inside(value, op):
                return
            else:
                selected.append(index)
        from xdsl_bufferization.dialects.scf import IfOp, YieldOp

        condition = arith.AndIOp(op.cond, nested.cond)
        selects = [
            arith.SelectOp(op.cond, then_values[i], else_values[i]) for i in selected
        ]
        rewriter.insert([condition, *selects], InsertPoint.before(op))
        inner_block = nested.true_region.block
        nested.true_region.detach_block(inner_block)
        rewriter.replace(nested_then_yield, YieldOp(*then_values))
        else_region = Region(Block([YieldOp(*else_values)])) if else_values else None
        new_op = IfOp(
            condition.result, op.result_types, Region(inner_block), else_region
        )
        results: list[SSAValue] = list(new_op.results)
        for index, select in zip(selected, selects, strict=True):
            results[index] = select.result
        rewriter.replace(op, new_op, results)


IF_PATTERNS: tuple[RewritePattern, ...] = (
    IfRemoveUnusedResults(),
    IfReplaceYieldsWithConditionOrValue(),
    IfConvertTrivialToSelect(),
    IfConditionPropagation(),
    IfRemoveEmpty(),
    IfCombineAdjacent(),
    IfSwapNegatedCondition(),
    IfCombineNested(),
)
"""The `scf.if` patterns above (MLIR has them, xDSL's `scf.if` does not)."""
