"""`scf.forall` and `scf.parallel`, with their terminators
(`scf.forall.in_parallel`, `scf.reduce`, `scf.reduce.return`): every model of
these ops (bufferization, region control flow, memory effects, deallocation)
and their registration.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import DenseArrayBase, i32
from xdsl.ir import (
    Attribute,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.interfaces.buffer_deallocation import (
    BUFFER_DEALLOCATION_MODELS,
    BufferDeallocationModel,
    DeallocationOptions,
    insert_dealloc_for_return_like,
)
from xdsl_bufferization.interfaces.bufferizable import (
    AliasingValue,
    AnalysisState,
    BufferizableOpModel,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    OpOperand,
    constant_int_value,
    create_to_tensor,
    dense_ints,
    get_buffer,
    get_buffer_type,
    register_builtin_model,
    replace_op_with_bufferized_values,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
)
from xdsl_bufferization.interfaces.ownership import DeallocationState, is_memref
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_OP_MODELS,
    REGION_BRANCH_TERMINATOR_MODELS,
    ForwardNoOperands,
    RegionBranchOpModel,
    RegionSuccessor,
)
from xdsl_bufferization.models.scf.common import (
    body_of,
    new_op_like,
)

# ===----------------------------------------------------------------------=== #
# scf.forall
# ===----------------------------------------------------------------------=== #


def _forall_rank(op: Operation) -> int:
    static = op.properties.get("staticLowerBound")
    if static is not None:
        return len(dense_ints(static))
    return len(body_of(op).args) - len(op.results)


def _forall_bounds(op: Operation) -> list[tuple[int | None, int | None, int | None]]:
    """The (lower bound, upper bound, step) of each dimension (None if
    dynamic)."""
    from xdsl.dialects.builtin import DYNAMIC_INDEX

    sizes = op.properties.get("operandSegmentSizes")
    segments = dense_ints(sizes) if sizes else [0, 0, 0]
    operands = list(op.operands)
    groups: list[list[SSAValue]] = []
    start = 0
    for count in segments[:3]:
        groups.append(operands[start : start + count])
        start += count
    result: list[list[int | None]] = []
    for name, dynamic in zip(
        ("staticLowerBound", "staticUpperBound", "staticStep"), groups, strict=True
    ):
        static = dense_ints(op.properties[name])
        it = iter(dynamic)
        values: list[int | None] = []
        for s in static:
            values.append(constant_int_value(next(it)) if s == DYNAMIC_INDEX else s)
        result.append(values)
    return list(zip(result[0], result[1], result[2], strict=True))


def _forall_outputs(op: Operation) -> list[SSAValue]:
    return list(op.operands[len(op.operands) - len(op.results) :])


class ForallModel(BufferizableOpModel):
    """`scf.forall`: a new `scf.forall` without shared outputs, writing into
    their buffers."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        first_output = len(op.operands) - len(op.results)
        return [
            AliasingValue(
                op.results[operand.index - first_output], BufferRelation.EQUIVALENT
            )
        ]

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return True

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        outputs = _forall_outputs(op)
        if isinstance(value, BlockArgument):
            output = outputs[value.index - _forall_rank(op)]
        else:
            output = outputs[cast(OpResult, value).index]
        return get_buffer_type(output, options, state, invocation_stack)

    def is_repetitive_region(self, op: Operation, index: int) -> bool:
        for lb, ub, step in _forall_bounds(op):
            if lb is None or ub is None or step is None:
                return True
            if lb + step < ub:
                return True
        return False

    def is_parallel_region(self, op: Operation, index: int) -> bool:
        return self.is_repetitive_region(op, index)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        rank = _forall_rank(op)
        outputs = _forall_outputs(op)
        buffers = [get_buffer(rewriter, o, options, state) for o in outputs]
        body = body_of(op)
        shared = list(body.args[rank:])
        rewriter.insertion_point = InsertPoint.at_start(body)
        first = body.first_op
        for arg, buffer in zip(shared, buffers, strict=True):
            if first is not None:
                rewriter.insertion_point = InsertPoint.before(first)
            tensor = create_to_tensor(rewriter, buffer, arg.type)
            arg.replace_all_uses_with(tensor)
        for arg in reversed(shared):
            body.erase_arg(arg)
        properties = dict(op.properties)
        sizes = properties.get("operandSegmentSizes")
        if sizes is not None:
            values = dense_ints(sizes)
            values[3] = 0
            properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, values)
        first_output = len(op.operands) - len(op.results)
        new = new_op_like(op, list(op.operands[:first_output]), [], properties)
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        replace_op_with_bufferized_values(rewriter, op, buffers)


# ===----------------------------------------------------------------------=== #
# Deallocation models
# ===----------------------------------------------------------------------=== #


class InParallelDeallocationModel(BufferDeallocationModel):
    """`scf.forall.in_parallel`: the terminator of an `scf.forall` body."""

    def verify(self, op: Operation, options: DeallocationOptions) -> str | None:
        for region in op.regions:
            for block in region.blocks:
                if block.first_op is not None:
                    return "only supported when nested region is empty"
        return None

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        insert_dealloc_for_return_like(state, op, ())
        return op


class ReduceReturnDeallocationModel(BufferDeallocationModel):
    """`scf.reduce.return`: the terminator of a reduction of `scf.reduce`."""

    def verify(self, op: Operation, options: DeallocationOptions) -> str | None:
        if any(is_memref(operand) for operand in op.operands):
            return "only supported when operand is not a MemRef"
        return None

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        insert_dealloc_for_return_like(state, op, ())
        return op


class ForallRegionBranchModel(RegionBranchOpModel):
    """
    `scf.forall`: the body (run by parallel threads, or not at all) or the op;
    the body returns to the op. Nothing is forwarded: the body's arguments are
    thread ids and shared outputs, the results come from `scf.forall.in_parallel`.
    """

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return (
            RegionSuccessor(op.regions[0]),
            RegionSuccessor.to_parent(op, with_results=False),
        )

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor.to_parent(op, with_results=False),)

    def parallel_regions(self, op: Operation) -> Sequence[Region]:
        return (op.regions[0],)


class ParallelRegionBranchModel(RegionBranchOpModel):
    """
    `scf.parallel`: the body or the op, from the op and from the body. Nothing
    is forwarded: the results come from the reductions of `scf.reduce`.
    """

    def _successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return (
            RegionSuccessor(op.regions[0]),
            RegionSuccessor.to_parent(op, with_results=False),
        )

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return self._successors(op)

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return self._successors(op)

    def parallel_regions(self, op: Operation) -> Sequence[Region]:
        return (op.regions[0],)


def register() -> None:
    """Register every model of `scf.forall`, `scf.parallel` and their
    terminators."""
    register_builtin_model("scf.forall", ForallModel())
    REGION_BRANCH_OP_MODELS.register("scf.forall", ForallRegionBranchModel())
    REGION_BRANCH_OP_MODELS.register("scf.parallel", ParallelRegionBranchModel())
    forward_nothing = ForwardNoOperands()
    REGION_BRANCH_TERMINATOR_MODELS.register("scf.reduce", forward_nothing)
    # Not a RegionBranchTerminatorOpInterface in MLIR (a deallocation-specific
    # model covers it there); its region returns to scf.forall without
    # forwarding values.
    REGION_BRANCH_TERMINATOR_MODELS.register("scf.forall.in_parallel", forward_nothing)
    # The reduced value goes to the reduction, not to an SSA value of the IR.
    REGION_BRANCH_TERMINATOR_MODELS.register("scf.reduce.return", forward_nothing)
    # MLIR: Pure; xDSL's class declares nothing.
    MEMORY_EFFECTS_MODELS.register("scf.forall.in_parallel", NoEffectsModel())
    register_deallocation()


def register_deallocation() -> None:
    """Register the deallocation models of the scf ops."""
    BUFFER_DEALLOCATION_MODELS.register(
        "scf.forall.in_parallel", InParallelDeallocationModel(), replace=True
    )
    BUFFER_DEALLOCATION_MODELS.register(
        "scf.reduce.return", ReduceReturnDeallocationModel(), replace=True
    )
