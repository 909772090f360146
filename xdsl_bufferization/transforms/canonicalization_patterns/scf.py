"""Canonicalization patterns of the `scf` ops that differ from xDSL's.

They match xDSL's op classes, of which ours are virtual subclasses, so they
apply to ops built by xDSL's code too.
"""

from typing import cast

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.dialects.cf import BranchOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import BlockInsertPoint, InsertPoint
from xdsl.traits import CallableOpInterface, ConstantLike
from xdsl.transforms.canonicalization_patterns.scf import replace_op_with_region

_INDEX_BITWIDTH = 64


def _constant_int(value: SSAValue) -> int | None:
    from xdsl.dialects.builtin import IntegerAttr

    attr = ConstantLike.get_constant_value(value)
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def _defined_inside(value: SSAValue, op: Operation) -> bool:
    """Whether `value` is defined in a region of `op`."""
    owner = value.owner
    block = owner if isinstance(owner, Block) else owner.parent_block()
    while block is not None:
        parent = block.parent_op()
        if parent is op:
            return True
        block = None if parent is None else parent.parent_block()
    return False


def constant_trip_count(op: scf.ForOp) -> int | None:
    """
    The number of iterations of `op` if its bounds and step are constants, as
    MLIR counts them: none when the step is not positive, none when the upper
    bound is not above the lower one (compared unsigned for `unsigned` loops).
    """
    lb, ub, step = (_constant_int(v) for v in (op.lb, op.ub, op.step))
    if lb is None or ub is None or step is None:
        return None
    bound_type = op.lb.type
    if isinstance(bound_type, IntegerType):
        width = bound_type.bitwidth
    elif isinstance(bound_type, IndexType):
        width = _INDEX_BITWIDTH
    else:
        return None
    modulus = 1 << width

    def signed(value: int) -> int:
        value %= modulus
        return value - modulus if value >= modulus >> 1 else value

    step = signed(step)
    if step <= 0:
        return 0
    unsigned_cmp = "unsignedCmp" in op.properties
    if unsigned_cmp:
        lb, ub = lb % modulus, ub % modulus
    else:
        lb, ub = signed(lb), signed(ub)
    if ub <= lb:
        return 0
    return -((lb - ub) // step)


class SimplifyTrivialLoops(RewritePattern):
    """
    Erase `scf.for` loops that do not iterate, inline the body of loops that
    iterate once, and replace loops whose body only yields values defined
    outside by those values (MLIR's pattern of the same name). Unlike xDSL's
    version, it counts iterations as `unsigned` loops compare.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ForOp, rewriter: PatternRewriter) -> None:
        if op.lb is op.ub:
            rewriter.replace(op, (), op.iter_args)
            return
        trip_count = constant_trip_count(op)
        if trip_count is None:
            return
        if trip_count == 0:
            rewriter.replace(op, (), op.iter_args)
            return
        if trip_count == 1:
            replace_op_with_region(rewriter, op, op.body, (op.lb, *op.iter_args))
            return
        block = op.body.block
        terminator = block.last_op
        if terminator is None or terminator is not block.first_op:
            return
        if any(_defined_inside(value, op) for value in terminator.operands):
            return
        rewriter.replace(op, (), terminator.operands)


class ForOpIterArgsFolder(RewritePattern):
    """
    Drop the loop-carried values of an `scf.for` that do not change: those the
    body yields unchanged, and those the body does not use while the loop yields
    the initial value or nobody uses the result (MLIR's pattern of this name).
    Their results and uses in the body become the initial values.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ForOp, rewriter: PatternRewriter) -> None:
        block = op.body.block
        terminator = block.last_op
        if not isinstance(terminator, scf.YieldOp):
            return
        region_iter_args = block.args[1:]
        yielded = terminator.operands
        if not (len(op.iter_args) == len(region_iter_args) == len(yielded)):
            return
        forwarded = [
            arg is value or (not arg.uses and (init is value or not result.uses))
            for init, arg, result, value in zip(
                op.iter_args, region_iter_args, op.results, yielded
            )
        ]
        if not any(forwarded):
            return
        kept = [i for i, f in enumerate(forwarded) if not f]
        new_body = Block(
            arg_types=[block.args[0].type, *(region_iter_args[i].type for i in kept)]
        )
        new_loop = type(op)(
            op.lb, op.ub, op.step, [op.iter_args[i] for i in kept], new_body
        )
        new_loop.properties.update(op.properties)
        new_loop.attributes.update(op.attributes)
        new_args = iter(new_body.args[1:])
        block_values = [new_body.args[0]] + [
            op.iter_args[i] if f else next(new_args) for i, f in enumerate(forwarded)
        ]
        rewriter.replace(terminator, type(terminator)(*(yielded[i] for i in kept)))
        rewriter.inline_block(block, InsertPoint.at_start(new_body), block_values)
        new_results = iter(new_loop.results)
        rewriter.replace(
            op,
            new_loop,
            [
                op.iter_args[i] if f else next(new_results)
                for i, f in enumerate(forwarded)
            ],
        )


class SingleBlockExecuteInliner(RewritePattern):
    """Inline a single-block `scf.execute_region` unless it is `no_inline`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: scf.ExecuteRegionOp, rewriter: PatternRewriter
    ) -> None:
        if "no_inline" in op.properties:
            return
        first = op.region.first_block
        if first is None or first is not op.region.last_block:
            return
        replace_op_with_region(rewriter, op, op.region)


class MultiBlockExecuteInliner(RewritePattern):
    """
    Inline a multi-block `scf.execute_region` (not `no_inline`) into a function
    or another `scf.execute_region`, turning its `scf.yield`s into branches to
    the code after it.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: scf.ExecuteRegionOp, rewriter: PatternRewriter
    ) -> None:
        if "no_inline" in op.properties:
            return
        entry = op.region.first_block
        if entry is None or entry is op.region.last_block:
            return
        parent = op.parent_op()
        if parent is None or not (
            parent.has_trait(CallableOpInterface)
            or isinstance(parent, scf.ExecuteRegionOp)
        ):
            return
        before = op.parent_block()
        assert before is not None
        after = before.split_before(op)
        for result in op.results:
            rewriter.insert_block_argument(after, len(after.args), result.type)
        rewriter.insert(BranchOp(entry), InsertPoint.at_end(before))
        for block in op.region.blocks:
            terminator = block.last_op
            if isinstance(terminator, scf.YieldOp):
                rewriter.replace(terminator, BranchOp(after, *terminator.operands))
        rewriter.inline_region(op.region, BlockInsertPoint.before(after))
        rewriter.replace(op, (), after.args)


class FoldConstantCase(RewritePattern):
    """Replace an `scf.index_switch` on a constant by the region it selects."""

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: scf.IndexSwitchOp, rewriter: PatternRewriter
    ) -> None:
        value = _constant_int(op.arg)
        if value is None:
            return
        region = op.default_region
        for case, case_region in zip(op.cases.get_values(), op.case_regions):
            if case == value:
                region = case_region
                break
        block: Block | None = region.first_block
        if block is None or block is not region.last_block:
            return
        replace_op_with_region(rewriter, op, region)


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
    return cast(
        scf.IfOp,
        IfOp(op.cond, result_types, then_region, else_region, dict(op.attributes)),
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


class IfReplaceYieldsWithConditionOrValue(RewritePattern):
    """
    A result of an `scf.if` that yields the same value in both branches is
    that value; an `i1` result yielding `true`/`false` is the condition (or
    its negation).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        then_yield, else_yield = _if_yields(op)
        if else_yield is None:
            return
        for index, result in enumerate(op.results):
            if not result.uses:
                continue
            then_value = then_yield.operands[index]
            else_value = else_yield.operands[index]
            if then_value is else_value:
                rewriter.replace_all_uses_with(result, then_value)
                continue
            if result.type != IntegerType(1):
                continue
            then_constant = _constant_int(then_value)
            else_constant = _constant_int(else_value)
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
        then_yield, else_yield = _if_yields(op)
        if else_yield is None:
            return
        for index, result in enumerate(op.results):
            if not result.uses:
                continue
            then_value = then_yield.operands[index]
            else_value = else_yield.operands[index]
            if then_value is else_value:
                continue
            if _defined_inside(then_value, op) or _defined_inside(else_value, op):
                continue
            select = arith.SelectOp(op.cond, then_value, else_value)
            rewriter.insert(select, InsertPoint.before(op))
            rewriter.replace_all_uses_with(result, select.result)


class IfConditionPropagation(RewritePattern):
    """Inside the branches of an `scf.if`, its condition is `true` / `false`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        condition = op.cond
        if _constant_int(condition) is not None:
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


class IfCombineAdjacent(RewritePattern):
    """
    Merge an `scf.if` into the `scf.if` on the same condition right before it
    (MLIR's CombineIfs): the branches run one after the other; uses of the
    first op's results in the second op's branches use the yielded values.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter) -> None:
        previous = op.prev_op
        if not isinstance(previous, scf.IfOp) or previous.cond is not op.cond:
            return
        first_then, first_else = _if_yields(previous)
        second_then, second_else = _if_yields(op)
        # Uses of the first op's results inside the second op take the values
        # yielded by the branch they are in.
        for index, result in enumerate(previous.results):
            for region, yielded in (
                (op.true_region, first_then),
                (op.false_region, first_else),
            ):
                if yielded is None:
                    continue
                rewriter.replace_uses_with_if(
                    result,
                    yielded.operands[index],
                    lambda use, r=region: r.is_ancestor(use.operation),
                )
        from xdsl_bufferization.dialects.scf import IfOp, YieldOp

        def merged_region(
            first: Region,
            second: Region,
            first_yield: Operation | None,
            second_yield: Operation | None,
        ) -> Region:
            first_block = first.first_block
            second_block = second.first_block
            block = Block()
            operands: list[SSAValue] = []
            for source, terminator in (
                (first_block, first_yield),
                (second_block, second_yield),
            ):
                if source is None:
                    continue
                if terminator is not None:
                    operands.extend(terminator.operands)
                    rewriter.erase(terminator)
                for nested in list(source.ops):
                    nested.detach()
                    block.add_op(nested)
            block.add_op(YieldOp(*operands))
            return Region(block)

        result_types = [*previous.result_types, *op.result_types]
        then_region = merged_region(
            previous.true_region, op.true_region, first_then, second_then
        )
        if first_else is None and second_else is None and not result_types:
            else_region = Region()
        else:
            else_region = merged_region(
                previous.false_region, op.false_region, first_else, second_else
            )
        merged = IfOp(op.cond, result_types, then_region, else_region)
        rewriter.insert(merged, InsertPoint.before(previous))
        count = len(previous.results)
        rewriter.replace(previous, (), merged.results[:count])
        rewriter.replace(op, (), merged.results[count:])


IF_PATTERNS: tuple[RewritePattern, ...] = (
    IfRemoveUnusedResults(),
    IfReplaceYieldsWithConditionOrValue(),
    IfConvertTrivialToSelect(),
    IfConditionPropagation(),
    IfRemoveEmpty(),
    IfCombineAdjacent(),
)
"""The `scf.if` patterns above (MLIR has them, xDSL's `scf.if` does not)."""


class RegionResultsFromUniqueYield(RewritePattern):
    """
    A result of `scf.execute_region` or `scf.index_switch` that every yield
    sets to one value defined outside the op is that value (MLIR folds these
    through the region-branch interface).
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name not in ("scf.execute_region", "scf.index_switch"):
            return
        yields = [
            block.last_op
            for region in op.regions
            for block in region.blocks
            if isinstance(block.last_op, scf.YieldOp)
        ]
        if not yields:
            return
        for index, result in enumerate(op.results):
            if not result.uses:
                continue
            values = {
                terminator.operands[index]
                for terminator in yields
                if terminator is not None
            }
            if len(values) != 1:
                continue
            (value,) = values
            if _defined_inside(value, op):
                continue
            rewriter.replace_all_uses_with(result, value)


REGION_PATTERNS: tuple[RewritePattern, ...] = (RegionResultsFromUniqueYield(),)
"""Patterns of other region ops that the deallocation pipeline also runs."""
