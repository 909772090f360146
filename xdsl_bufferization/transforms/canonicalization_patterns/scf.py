"""Canonicalization patterns of the `scf` ops that differ from xDSL's.

They match xDSL's op classes, of which ours are virtual subclasses, so they
apply to ops built by xDSL's code too.
"""

from xdsl.dialects import scf
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.dialects.cf import BranchOp
from xdsl.ir import Block, Operation, SSAValue
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
