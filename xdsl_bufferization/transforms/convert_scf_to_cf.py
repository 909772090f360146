"""The `convert-scf-to-cf` pass: structured control flow as branches.

Lowers every op of MLIR 22's `-convert-scf-to-cf` to blocks and `cf`
branches: `scf.for` (signed and unsigned), `scf.if`, `scf.index_switch`,
`scf.while` (a loop whose `after` region only forwards its arguments becomes
a do-while loop), `scf.execute_region` (`no_inline` ones too),
`scf.parallel` with its `scf.reduce` (through a nest of `scf.for`) and
`scf.forall` without `shared_outs` (through `scf.parallel`). The blocks come
out in MLIR's order.

It replaces xDSL 0.74's pass of the same name, which lowers only `scf.for`,
`scf.if` and `scf.index_switch`, and compares the induction variable of an
`scf.for ... unsigned` loop with a signed `slt`: wrong code for bounds with
the top bit set. Here an unsigned loop compares with `ult`, as in MLIR 22.

One deliberate difference from MLIR 22: `scf.index_switch` switches on the
index cast to `i64`, with `i64` case values. MLIR 22 casts both to `i32`,
so a case value or an index outside the `i32` range selects the wrong case.

Nothing is rewritten if some op cannot be lowered: an `scf.forall` with
`shared_outs` (bufferize it first; MLIR 22 fails on it too), or an scf op
whose enclosing op keeps single-block regions (after the lowering its region
would hold several blocks; MLIR 22 lowers it and fails the verifier). Each
is reported at the op.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NoReturn

from xdsl.context import Context
from xdsl.dialects import scf as xdsl_scf
from xdsl.dialects.arith import AddiOp, CmpiOp, ConstantOp, IndexCastOp
from xdsl.dialects.builtin import (
    DenseIntElementsAttr,
    IndexType,
    ModuleOp,
    VectorType,
    i64,
)
from xdsl.dialects.cf import BranchOp, ConditionalBranchOp, SwitchOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    OptSingleBlockRegionDef,
    SingleBlockRegionDef,
    VariadicDef,
    VarSingleBlockRegionDef,
)
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import BlockInsertPoint, InsertPoint
from xdsl.traits import NoTerminator, SingleBlockImplicitTerminator
from xdsl.transforms.convert_scf_to_cf import IfLowering
from xdsl.utils.exceptions import PassFailedException

from xdsl_bufferization.dialects.scf import (
    ForallOp,
    ForOp,
    InParallelOp,
    ParallelOp,
    ReduceOp,
    YieldOp,
)
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.rewriting.walk import apply_patterns_by_walks
from xdsl_bufferization.transforms.verified_input import verified_input

LOOP_ANNOTATION = "llvm.loop_annotation"
"""The attribute of an `scf.for` that MLIR moves to the branch closing the loop."""

FORALL_WITH_OUTPUTS = (
    "failed to legalize operation 'scf.forall' that was explicitly marked "
    "illegal: only an scf.forall without shared_outs can be lowered "
    "(bufferize it first)"
)

# Ops the pass replaces by blocks (matched by xDSL's class where there is one,
# which also matches ours: see docs/registration.md).
_LOWERED: tuple[type[Operation], ...] = (
    xdsl_scf.ForOp,
    xdsl_scf.IfOp,
    xdsl_scf.WhileOp,
    xdsl_scf.ExecuteRegionOp,
    xdsl_scf.IndexSwitchOp,
    xdsl_scf.ParallelOp,
    ForallOp,
)
# Ops whose regions end up inlined into the region around the lowered op.
_INLINED: tuple[type[Operation], ...] = (*_LOWERED, xdsl_scf.ReduceOp, InParallelOp)


def _fail(op: Operation, message: str) -> NoReturn:
    op.emit_error(message, PassFailedException(message))
    raise PassFailedException(message)  # emit_error raises; for type checkers


def _terminator(block: Block) -> Operation:
    terminator = block.last_op
    assert terminator is not None, "verified scf regions end with a terminator"
    return terminator


def _last_block(region: Region) -> Block:
    # A lowered region is single-entry single-exit, its exit is its last block
    # (also after the ops inside it were lowered).
    block = region.last_block
    assert block is not None, "verified scf regions are not empty"
    return block


def _first_block(region: Region) -> Block:
    block = region.first_block
    assert block is not None, "verified scf regions are not empty"
    return block


def _split_at(
    op: Operation, result_types: Sequence[Attribute] = ()
) -> tuple[Block, Block]:
    """Split the block of `op` before it: (the block before, the continuation,
    with one argument per type in `result_types`; `op` moves there first)."""
    block = op.parent_block()
    assert block is not None
    continuation = block.split_before(op, arg_types=result_types)
    return block, continuation


# --------------------------------------------------------------------------- #
# Patterns
# --------------------------------------------------------------------------- #


class ForLowering(RewritePattern):
    """
    `scf.for` as a condition block (the body's entry block, with the induction
    variable and the loop-carried values as arguments) comparing the induction
    variable with the upper bound (`slt`, or `ult` for an `unsigned` loop), the
    body, and a branch back with the stepped induction variable.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xdsl_scf.ForOp, rewriter: PatternRewriter, /):
        init_block, end_block = _split_at(op)
        condition_block = _first_block(op.body)
        last_body_block = _last_block(op.body)
        first_op = condition_block.first_op
        assert first_op is not None
        first_body_block = condition_block.split_before(first_op)
        if last_body_block is condition_block:
            last_body_block = first_body_block
        rewriter.inline_region(op.body, BlockInsertPoint.before(end_block))
        induction_var = condition_block.args[0]

        terminator = _terminator(last_body_block)
        stepped = AddiOp(induction_var, op.step)
        rewriter.insert(stepped, InsertPoint.before(terminator))
        latch = BranchOp(condition_block, stepped, *terminator.operands)
        if (annotation := op.attributes.get(LOOP_ANNOTATION)) is not None:
            latch.attributes[LOOP_ANNOTATION] = annotation
        rewriter.replace(terminator, latch)

        rewriter.insert(
            BranchOp(condition_block, op.lb, *op.iter_args),
            InsertPoint.at_end(init_block),
        )
        unsigned = op.properties.get("unsignedCmp") is not None
        comparison = CmpiOp(induction_var, op.ub, "ult" if unsigned else "slt")
        rewriter.insert(
            [
                comparison,
                ConditionalBranchOp(comparison, first_body_block, (), end_block, ()),
            ],
            InsertPoint.at_end(condition_block),
        )
        rewriter.replace(op, (), condition_block.args[1:])


class ExecuteRegionLowering(RewritePattern):
    """`scf.execute_region` (with or without `no_inline`) as its blocks, its
    `scf.yield`s branching to the continuation."""

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: xdsl_scf.ExecuteRegionOp, rewriter: PatternRewriter, /
    ):
        block, continuation = _split_at(op, op.result_types)
        region = op.regions[0]
        rewriter.insert(BranchOp(_first_block(region)), InsertPoint.at_end(block))
        for inner in region.blocks:
            terminator = inner.last_op
            if isinstance(terminator, xdsl_scf.YieldOp):
                rewriter.replace(
                    terminator, BranchOp(continuation, *terminator.operands)
                )
        rewriter.inline_region(region, BlockInsertPoint.before(continuation))
        rewriter.replace(op, (), continuation.args)


def _enter_before_region(
    rewriter: PatternRewriter,
    op: xdsl_scf.WhileOp,
    block: Block,
    before_first: Block,
    before_last: Block,
    loop_target: Block,
    continuation: Block,
) -> tuple[SSAValue, ...]:
    """
    Branch from `block` (where `op` was) into the inlined `before` region with
    the loop's initial arguments, and turn its `scf.condition` into a
    conditional branch to `loop_target` or to `continuation`, both with the
    condition's arguments, which are the loop's results.
    """
    rewriter.insert(BranchOp(before_first, *op.arguments), InsertPoint.at_end(block))
    condition = _terminator(before_last)
    assert isinstance(condition, xdsl_scf.ConditionOp)
    results = tuple(condition.args)
    rewriter.replace(
        condition,
        ConditionalBranchOp(
            condition.condition, loop_target, results, continuation, ()
        ),
    )
    return results


class DoWhileLowering(RewritePattern):
    """
    `scf.while` whose `after` region only yields its arguments back: the
    `before` region loops on itself (the `after` region is dropped).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xdsl_scf.WhileOp, rewriter: PatternRewriter, /):
        after = op.after_region
        if len(after.blocks) != 1:
            return
        after_block = _first_block(after)
        yield_op = after_block.first_op
        if not isinstance(yield_op, xdsl_scf.YieldOp) or yield_op.next_op is not None:
            return
        if tuple(yield_op.operands) != tuple(after_block.args):
            return
        block, continuation = _split_at(op)
        before_first = _first_block(op.before_region)
        before_last = _last_block(op.before_region)
        rewriter.inline_region(op.before_region, BlockInsertPoint.before(continuation))
        results = _enter_before_region(
            rewriter, op, block, before_first, before_last, before_first, continuation
        )
        rewriter.replace(op, (), results)


class WhileLowering(RewritePattern):
    """
    `scf.while` as its `before` blocks, ending with a conditional branch to the
    `after` blocks (with the `scf.condition` arguments) or the continuation,
    and its `after` blocks branching back to the `before` entry.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xdsl_scf.WhileOp, rewriter: PatternRewriter, /):
        block, continuation = _split_at(op)
        before_first = _first_block(op.before_region)
        before_last = _last_block(op.before_region)
        after_first = _first_block(op.after_region)
        after_last = _last_block(op.after_region)
        rewriter.inline_region(op.after_region, BlockInsertPoint.before(continuation))
        rewriter.inline_region(op.before_region, BlockInsertPoint.before(after_first))
        results = _enter_before_region(
            rewriter, op, block, before_first, before_last, after_first, continuation
        )
        yield_op = _terminator(after_last)
        rewriter.replace(yield_op, BranchOp(before_first, *yield_op.operands))
        rewriter.replace(op, (), results)


class IndexSwitchLowering(RewritePattern):
    """
    `scf.index_switch` as a `cf.switch` on the index cast to `i64` (MLIR 22
    uses `i32`, which truncates indices and case values) to the blocks of the
    case regions and then of the default region, whose `scf.yield`s branch to
    the continuation.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: xdsl_scf.IndexSwitchOp, rewriter: PatternRewriter, /
    ):
        block, continuation = _split_at(op, op.result_types)

        def inline(region: Region) -> Block:
            entry = _first_block(region)
            yield_op = _terminator(_last_block(region))
            rewriter.replace(yield_op, BranchOp(continuation, *yield_op.operands))
            rewriter.inline_region(region, BlockInsertPoint.before(continuation))
            return entry

        case_blocks = [inline(region) for region in op.case_regions]
        default_block = inline(op.default_region)
        case_values = tuple(op.cases.get_values())
        flag = IndexCastOp(op.arg, i64)
        switch = SwitchOp(
            flag,
            default_block,
            (),
            DenseIntElementsAttr.from_list(
                VectorType(i64, (len(case_values),)), case_values
            )
            if case_values
            else None,
            case_blocks,
            [() for _ in case_blocks],
        )
        rewriter.insert([flag, switch], InsertPoint.at_end(block))
        rewriter.replace(op, (), continuation.args)


class ParallelLowering(RewritePattern):
    """
    `scf.parallel` as a nest of `scf.for`, one per dimension, outermost first,
    carrying the reduced values; the reductions of `scf.reduce` are inlined at
    the end of the innermost body (accumulator first).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xdsl_scf.ParallelOp, rewriter: PatternRewriter, /):
        carried: Sequence[SSAValue] = tuple(op.initVals)
        induction_vars: list[SSAValue] = []
        point = InsertPoint.before(op)
        enclosing: ForOp | None = None
        outermost: ForOp | None = None
        for lower, upper, step in zip(op.lowerBound, op.upperBound, op.step):
            body = Block(arg_types=(IndexType(), *(v.type for v in carried)))
            loop = ForOp(lower, upper, step, carried, Region(body))
            rewriter.insert(loop, point)
            if enclosing is not None:
                rewriter.insert(
                    YieldOp(*loop.results), InsertPoint.at_end(enclosing.body.block)
                )
            outermost = outermost or loop
            enclosing = loop
            induction_vars.append(body.args[0])
            carried = body.args[1:]
            point = InsertPoint.at_start(body)
        assert enclosing is not None, "verified scf.parallel has a dimension"
        assert outermost is not None

        innermost = enclosing.body.block
        rewriter.inline_block(
            op.body.block, InsertPoint.at_end(innermost), induction_vars
        )
        reduce = _terminator(innermost)
        assert isinstance(reduce, xdsl_scf.ReduceOp)
        reduced: list[SSAValue] = []
        for accumulator, value, region in zip(carried, reduce.args, reduce.regions):
            reduction = _first_block(region)
            returned = _terminator(reduction)
            reduced.append(returned.operands[0])
            rewriter.erase(returned)
            rewriter.inline_block(
                reduction, InsertPoint.before(reduce), (accumulator, value)
            )
        rewriter.replace(reduce, YieldOp(*reduced))
        rewriter.replace(op, (), outermost.results)


class ForallLowering(RewritePattern):
    """
    `scf.forall` without `shared_outs` as an `scf.parallel` over the same
    bounds (static ones become `arith.constant`s, lower bounds, upper bounds,
    then steps); the `mapping` is dropped, as in MLIR.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ForallOp, rewriter: PatternRewriter, /):
        if op.outputs:
            _fail(op, FORALL_WITH_OUTPUTS)

        def values(mixed: Sequence[SSAValue | int]) -> list[SSAValue]:
            result: list[SSAValue] = []
            for value in mixed:
                if isinstance(value, int):
                    constant = ConstantOp.from_int_and_width(value, IndexType())
                    rewriter.insert(constant, InsertPoint.before(op))
                    value = constant.result
                result.append(value)
            return result

        lower = values(op.mixed_lower_bound)
        upper = values(op.mixed_upper_bound)
        steps = values(op.mixed_step)
        body = rewriter.move_region_contents_to_new_regions(op.body)
        rewriter.replace(_terminator(body.block), ReduceOp())
        rewriter.replace(op, ParallelOp(lower, upper, steps, body))


# --------------------------------------------------------------------------- #
# Checks before rewriting
# --------------------------------------------------------------------------- #


def _single_block_region(op: Operation, region: Region) -> bool:
    """Whether `op` requires `region` to hold at most one block."""
    if op.has_trait(NoTerminator) or op.get_trait(SingleBlockImplicitTerminator):
        return True
    if not isinstance(op, IRDLOperation):
        return False
    definitions = [d for _, d in type(op).get_irdl_definition().regions]
    single = (SingleBlockRegionDef, VarSingleBlockRegionDef, OptSingleBlockRegionDef)
    index = op.regions.index(region)
    variadic = [i for i, d in enumerate(definitions) if isinstance(d, VariadicDef)]
    if len(definitions) == len(op.regions) and not variadic:
        return isinstance(definitions[index], single)
    if len(variadic) == 1:
        # The one variadic definition takes the regions the others leave.
        (at,) = variadic
        extra = len(op.regions) - len(definitions)
        position = index if index <= at else max(at, index - extra)
        return isinstance(definitions[position], single)
    return any(isinstance(d, single) for d in definitions)


PARALLEL_BOUNDS_MISMATCH = (
    "cannot lower 'scf.parallel': it needs as many lower bounds, upper bounds "
    "and steps as dimensions"
)


def check_lowerable(module: ModuleOp) -> None:
    """Report the first op the pass cannot lower, before anything changes."""
    verdicts: dict[int, Operation | None] = {}
    """Per region that receives blocks: the op whose region must keep one."""

    def receiving_region(op: Operation) -> Region | None:
        region = op.parent_region()
        while region is not None:
            parent = region.parent_op()
            if parent is None or not isinstance(parent, _INLINED):
                return region
            region = parent.parent_region()
        return None

    for op in module.walk():
        if not isinstance(op, _LOWERED):
            continue
        if isinstance(op, ForallOp) and op.outputs:
            _fail(op, FORALL_WITH_OUTPUTS)
        if isinstance(op, xdsl_scf.ParallelOp) and not (
            len(op.lowerBound) == len(op.upperBound) == len(op.step)
        ):
            # Lowering would drop a dimension (the verifier rejects this IR;
            # this guards IR built in Python and not verified).
            _fail(op, PARALLEL_BOUNDS_MISMATCH)
        region = receiving_region(op)
        if region is None:
            continue
        if id(region) not in verdicts:
            parent = region.parent_op()
            single = parent is not None and _single_block_region(parent, region)
            verdicts[id(region)] = parent if single else None
        if (parent := verdicts[id(region)]) is not None:
            _fail(
                op,
                f"cannot lower '{op.name}' to branches: the region of the "
                f"enclosing '{parent.name}' must keep a single block",
            )


# --------------------------------------------------------------------------- #
# Pass
# --------------------------------------------------------------------------- #


@verified_input
@dataclass(frozen=True)
class ConvertScfToCfPass(MLIROptionsPass):
    """
    Replace structured control flow by blocks and `cf` branches (MLIR 22's
    `-convert-scf-to-cf`): `scf.for`, `scf.if`, `scf.index_switch`,
    `scf.while`, `scf.execute_region`, `scf.parallel` with `scf.reduce`, and
    `scf.forall` without `shared_outs`. An op that cannot be lowered is an
    error at the op, and nothing is rewritten.

    Options:
    - `allow-pattern-rollback` (default `true`): MLIR's dialect conversion
      flag; accepted for compatibility with `mlir-opt` pipelines. These
      patterns never need a rollback, so it changes nothing.
    """

    name = "convert-scf-to-cf"

    allow_pattern_rollback: bool = True

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        check_lowerable(op)
        # Walks until nothing is left to lower (scf.forall becomes
        # scf.parallel, then scf.for, then blocks), within an iteration limit.
        apply_patterns_by_walks(
            op,
            GreedyRewritePatternApplier(
                [
                    ForallLowering(),
                    ParallelLowering(),
                    ForLowering(),
                    IfLowering(),
                    DoWhileLowering(),
                    WhileLowering(),
                    ExecuteRegionLowering(),
                    IndexSwitchLowering(),
                ],
                # A conversion, not a canonicalization: dead ops stay (MLIR's
                # pass keeps them too).
                dce_enabled=False,
            ),
            name=self.name,
        )
