"""`scf.if`, `scf.index_switch` and `scf.execute_region`: every model of
these ops (bufferization, region control flow) and their registration.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

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

from xdsl_bufferization.interfaces.bufferizable import (
    AliasingOpOperand,
    AnalysisState,
    BufferizableOpModel,
    BufferizationError,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    OpOperand,
    bufferize_block_signature,
    default_get_buffer_type,
    get_buffer_type,
    is_tensor,
    register_builtin_model,
    replace_op_with_bufferized_values,
    replace_op_with_new_bufferized_op,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    RecursiveEffectsModel,
)
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_OP_MODELS,
    RegionBranchOpModel,
    RegionSuccessor,
    SingleRegionModel,
)
from xdsl_bufferization.models.cf import caller_op_operands
from xdsl_bufferization.models.scf.common import (
    block_argument_buffer_type,
    join_buffer_types,
    known_buffer_type,
    new_op_like,
    terminator_of,
)

# ===----------------------------------------------------------------------=== #
# scf.if, scf.index_switch, scf.execute_region
# ===----------------------------------------------------------------------=== #


def _yields_of(op: Operation) -> list[Operation]:
    """The `scf.yield` terminators of the regions of `op` (one per region)."""
    return [terminator_of(region.blocks[0]) for region in op.regions]


class _BranchingModel(BufferizableOpModel):
    """Ops whose regions yield their results (`scf.if`, `scf.index_switch`)."""

    what = "branches"

    def _ordered_yields(self, op: Operation) -> list[Operation]:
        return _yields_of(op)

    def get_aliasing_op_operands(
        self, op: Operation, value: SSAValue, state: AnalysisState
    ) -> list[AliasingOpOperand]:
        index = cast(OpResult, value).index
        return [
            AliasingOpOperand(OpOperand(y, index), BufferRelation.EQUIVALENT, False)
            for y in self._ordered_yields(op)
        ]

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        index = cast(OpResult, value).index
        types = [
            known_buffer_type(y.operands[index], options, state, invocation_stack)
            for y in self._ordered_yields(op)
        ]
        return join_buffer_types(op, types, value.type, self.what)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        new_types = [
            get_buffer_type(r, options, state) if is_tensor(r) else r.type
            for r in op.results
        ]
        new = new_op_like(op, list(op.operands), new_types)
        replace_op_with_new_bufferized_op(rewriter, op, new)


class IfModel(_BranchingModel):
    """`scf.if`: a new `scf.if` yielding buffers."""

    what = "then/else branches"


class IndexSwitchModel(_BranchingModel):
    """`scf.index_switch`: a new `scf.index_switch` yielding buffers."""

    what = "switch cases"

    def _ordered_yields(self, op: Operation) -> list[Operation]:
        # Cases first, then the default region (region 0).
        yields = _yields_of(op)
        return [*yields[1:], yields[0]]

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        index = cast(OpResult, value).index
        yields = _yields_of(op)
        # The default case first, then the cases in order.
        types = [
            known_buffer_type(y.operands[index], options, state, invocation_stack)
            for y in yields
        ]
        return join_buffer_types(op, types, value.type, self.what)


def _unique_yield(op: Operation) -> Operation | None:
    result: Operation | None = None
    for block in op.regions[0].blocks:
        last = block.last_op
        if last is not None and last.name == "scf.yield":
            if result is not None:
                return None
            result = last
    return result


class ExecuteRegionModel(BufferizableOpModel):
    """`scf.execute_region`: a new op yielding buffers; block arguments of
    its (possibly several) blocks become memrefs."""

    def supports_unstructured_control_flow(self) -> bool:
        return True

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return True

    def verify_analysis(self, op: Operation, state: AnalysisState) -> None:
        if _unique_yield(op) is None:
            raise BufferizationError(
                op, "op without unique scf.yield is not supported", op_error=True
            )

    def get_aliasing_op_operands(
        self, op: Operation, value: SSAValue, state: AnalysisState
    ) -> list[AliasingOpOperand]:
        if isinstance(value, BlockArgument):
            return [
                AliasingOpOperand(o, BufferRelation.EQUIVALENT, False)
                for o in caller_op_operands(value)
            ]
        yield_op = _unique_yield(op)
        if yield_op is None:
            return []
        index = cast(OpResult, value).index
        return [
            AliasingOpOperand(OpOperand(yield_op, index), BufferRelation.EQUIVALENT)
        ]

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        if isinstance(value, OpResult):
            return default_get_buffer_type(value, options, state, invocation_stack)
        return block_argument_buffer_type(
            op, cast(BlockArgument, value), options, state, invocation_stack
        )

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        yield_op = _unique_yield(op)
        assert yield_op is not None
        new_types = [v.type for v in yield_op.operands]
        new = new_op_like(op, [], new_types)
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        for block in list(new.regions[0].blocks):
            bufferize_block_signature(block, rewriter, options, state)
        replace_op_with_bufferized_values(rewriter, op, list(new.results))


# ===----------------------------------------------------------------------=== #
# Region control flow models
# ===----------------------------------------------------------------------=== #


class IfRegionBranchModel(RegionBranchOpModel):
    """`scf.if`: then region, else region (or straight to the results if empty)."""

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        then_region, else_region = op.regions[0], op.regions[1]
        if else_region.blocks.first is None:
            return (RegionSuccessor(then_region), RegionSuccessor.to_parent(op))
        return (RegionSuccessor(then_region), RegionSuccessor(else_region))

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor.to_parent(op),)


class IndexSwitchRegionBranchModel(RegionBranchOpModel):
    """`scf.index_switch`: any of its regions (default first), each returning to the results."""

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return tuple(RegionSuccessor(region) for region in op.regions)

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor.to_parent(op),)


def register() -> None:
    """Register every model of `scf.if`, `scf.index_switch` and
    `scf.execute_region`."""
    register_builtin_model("scf.if", IfModel())
    register_builtin_model("scf.index_switch", IndexSwitchModel())
    register_builtin_model("scf.execute_region", ExecuteRegionModel())
    REGION_BRANCH_OP_MODELS.register("scf.if", IfRegionBranchModel())
    REGION_BRANCH_OP_MODELS.register("scf.index_switch", IndexSwitchRegionBranchModel())
    REGION_BRANCH_OP_MODELS.register("scf.execute_region", SingleRegionModel())
    # MLIR: RecursiveMemoryEffects; xDSL's class declares nothing.
    MEMORY_EFFECTS_MODELS.register("scf.execute_region", RecursiveEffectsModel())
