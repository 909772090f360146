"""Canonicalization patterns of the `scf` ops that differ from xDSL's.

They match xDSL's op classes, of which ours are virtual subclasses, so they
apply to ops built by xDSL's code too.
"""

from collections.abc import Sequence
from typing import cast

from xdsl.dialects import arith, scf, tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
)
from xdsl.dialects.cf import BranchOp
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
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
from xdsl.rewriter import BlockInsertPoint, InsertPoint
from xdsl.traits import CallableOpInterface
from xdsl.transforms.canonicalization_patterns.scf import replace_op_with_region

from xdsl_bufferization.utils.static_values import constant_int_value

_INDEX_BITWIDTH = 64


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


def trip_count(
    lb: SSAValue, ub: SSAValue, step: SSAValue, unsigned_cmp: bool = False
) -> int | None:
    """
    The number of iterations of a loop from `lb` to `ub` by `step` if they are
    constants, as MLIR counts them: 0 when the step is not positive or the
    upper bound is not above the lower one (compared unsigned if
    `unsigned_cmp`), in the bit width of their type.
    """
    bounds = _constant_bounds(lb, ub, unsigned_cmp)
    step_value = constant_int_value(step)
    if bounds is None or step_value is None:
        return None
    lb_value, ub_value, modulus = bounds
    step_value %= modulus
    if step_value >= modulus >> 1:
        return 0  # a negative step (MLIR's verifier rejects a constant one)
    if step_value == 0 or ub_value <= lb_value:
        return 0
    return -((lb_value - ub_value) // step_value)


def _constant_bounds(
    lb: SSAValue, ub: SSAValue, unsigned_cmp: bool
) -> tuple[int, int, int] | None:
    """The constant bounds as the loop compares them (signed, or unsigned
    if `unsigned_cmp`, in the bit width of their type), with 2**width."""
    lb_value, ub_value = constant_int_value(lb), constant_int_value(ub)
    if lb_value is None or ub_value is None:
        return None
    bound_type = lb.type
    if isinstance(bound_type, IntegerType):
        width = bound_type.bitwidth
    elif isinstance(bound_type, IndexType):
        width = _INDEX_BITWIDTH
    else:
        return None
    modulus = 1 << width
    lb_value, ub_value = lb_value % modulus, ub_value % modulus
    if not unsigned_cmp:
        half = modulus >> 1
        lb_value -= modulus if lb_value >= half else 0
        ub_value -= modulus if ub_value >= half else 0
    return lb_value, ub_value, modulus


def never_iterates(op: scf.ForOp) -> bool:
    """Whether `op`'s bounds alone show it runs no iteration (the upper bound
    is not above the lower one), whatever its step (MLIR's first check)."""
    if op.lb is op.ub:
        return True
    bounds = _constant_bounds(op.lb, op.ub, "unsignedCmp" in op.properties)
    return bounds is not None and bounds[1] <= bounds[0]


def constant_trip_count(op: scf.ForOp) -> int | None:
    """The number of iterations of `op` if its bounds and step are constants."""
    return trip_count(op.lb, op.ub, op.step, "unsignedCmp" in op.properties)


class SimplifyTrivialLoops(RewritePattern):
    """
    Erase `scf.for` loops that do not iterate, inline the body of loops that
    iterate once, and replace loops whose body only yields values defined
    outside by those values (MLIR's pattern of the same name). Unlike xDSL's
    version, it counts iterations as `unsigned` loops compare.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ForOp, rewriter: PatternRewriter) -> None:
        if never_iterates(op):
            # Even with a step that is not a constant (issue 15).
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


def preserves_static_information(source: Attribute, target: Attribute) -> bool:
    """
    Whether `target` is a ranked tensor type at least as static as the ranked
    tensor type `source`: same element type, rank and encoding, and every static
    size of `source` is the size of `target` there (MLIR's
    `tensor::preservesStaticInformation`).
    """
    if source == target:
        return True
    if not isinstance(source, TensorType) or not isinstance(target, TensorType):
        return False
    source = cast(TensorType[Attribute], source)
    target = cast(TensorType[Attribute], target)
    if source.element_type != target.element_type:
        return False
    if source.encoding != target.encoding:
        return False
    source_shape, target_shape = source.get_shape(), target.get_shape()
    if len(source_shape) != len(target_shape):
        return False
    return all(
        s in (DYNAMIC_INDEX, t) for s, t in zip(source_shape, target_shape, strict=True)
    )


class ForOpTensorCastFolder(RewritePattern):
    """
    Move a `tensor.cast` that only loses static sizes from an init value of an
    `scf.for` into the loop (MLIR's pattern of this name): the loop carries the
    more static type, the body casts its iteration argument to the old type and
    the yielded value back, and the result is cast to the old type after the
    loop. Only for a result with exactly one use, as MLIR.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ForOp, rewriter: PatternRewriter) -> None:
        for index, (init, result) in enumerate(zip(op.iter_args, op.results)):
            incoming = init.owner
            if not isinstance(incoming, tensor.CastOp):
                continue
            static_type = incoming.source.type
            old_type = incoming.dest.type
            if static_type == old_type:
                continue
            if not preserves_static_information(old_type, static_type):
                continue
            if not result.has_one_use():
                continue
            self._rewrite(op, index, incoming.source, rewriter)
            return

    @staticmethod
    def _rewrite(
        op: scf.ForOp, index: int, replacement: SSAValue, rewriter: PatternRewriter
    ) -> None:
        old_type = op.iter_args[index].type
        new_type = cast(TensorType[Attribute], replacement.type)
        block = op.body.block
        inits = list(op.iter_args)
        inits[index] = replacement
        new_body = Block(arg_types=[block.args[0].type, *(v.type for v in inits)])
        new_loop = type(op)(op.lb, op.ub, op.step, inits, new_body)
        new_loop.properties.update(op.properties)
        new_loop.attributes.update(op.attributes)
        cast_in = tensor.CastOp(
            new_body.args[index + 1], cast(TensorType[Attribute], old_type)
        )
        new_body.add_op(cast_in)
        arguments: list[SSAValue] = list(new_body.args)
        arguments[index + 1] = cast_in.dest
        terminator = block.last_op
        assert isinstance(terminator, scf.YieldOp)
        cast_out = tensor.CastOp(terminator.operands[index], new_type)
        rewriter.insert(cast_out, InsertPoint.before(terminator))
        operands = list(terminator.operands)
        operands[index] = cast_out.dest
        rewriter.replace(terminator, type(terminator)(*operands))
        rewriter.inline_block(block, InsertPoint.at_end(new_body), arguments)
        rewriter.insert(new_loop, InsertPoint.before(op))
        cast_result = tensor.CastOp(
            new_loop.results[index], cast(TensorType[Attribute], old_type)
        )
        rewriter.insert(cast_result, InsertPoint.after(new_loop))
        results: list[SSAValue | None] = list(new_loop.results)
        results[index] = cast_result.dest
        rewriter.replace(op, (), results)


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
        value = constant_int_value(op.arg)
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
        if constant_int_value(condition) is not None:
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
            elif _defined_inside(value, op):
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


class RegionRemoveUnusedResults(RewritePattern):
    """
    Drop the results of `scf.execute_region` or `scf.index_switch` that have
    no use, and the values their yields pass to them (MLIR 22 does this for
    region ops whose results are forwarded from their yields).
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name not in ("scf.execute_region", "scf.index_switch"):
            return
        used = [i for i, result in enumerate(op.results) if result.uses]
        if len(used) == len(op.results):
            return
        for region in op.regions:
            for block in region.blocks:
                terminator = block.last_op
                if isinstance(terminator, scf.YieldOp):
                    rewriter.replace(
                        terminator,
                        type(terminator)(*(terminator.operands[i] for i in used)),
                    )
        from xdsl_bufferization.dialects.scf import ExecuteRegionOp, IndexSwitchOp

        result_types = [op.results[i].type for i in used]
        regions = list(op.regions)
        for region in regions:
            op.detach_region(region)
        new_op: Operation
        if isinstance(op, scf.IndexSwitchOp):
            new_op = IndexSwitchOp(
                op.arg, op.cases, regions[0], regions[1:], result_types
            )
        else:
            new_op = ExecuteRegionOp(result_types, regions[0])
        new_op.properties.update(op.properties)
        new_op.attributes.update(op.attributes)
        new_results = iter(new_op.results)
        rewriter.replace(
            op,
            new_op,
            [next(new_results) if result.uses else None for result in op.results],
        )


REGION_PATTERNS: tuple[RewritePattern, ...] = (
    RegionResultsFromUniqueYield(),
    RegionRemoveUnusedResults(),
)
"""Patterns of other region ops that the deallocation pipeline also runs."""


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
