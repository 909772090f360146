"""`scf.while` and its `scf.condition`: every model of these ops
(bufferization, region control flow) and their registration.
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
    AliasingValue,
    AnalysisState,
    BufferizationError,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    OpOperand,
    ReadOnlyOperandsModel,
    allocate_tensor_for_shaped_value,
    get_buffer,
    get_buffer_type,
    get_buffers,
    is_tensor,
    recreate_op,
    register_builtin_model,
    replace_op_with_new_bufferized_op,
)
from xdsl_bufferization.interfaces.operands import (
    OperandRange,
    all_operands,
)
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_OP_MODELS,
    REGION_BRANCH_TERMINATOR_MODELS,
    ForwardOperandsFrom,
    RegionBranchOpModel,
    RegionSuccessor,
)
from xdsl_bufferization.models.scf.common import (
    LoopModel,
    body_of,
    cast_buffer,
    equivalent_indices,
    known_buffer_type,
    loop_iter_arg_buffer_type,
    new_op_like,
    retype_block_arguments,
    terminator_of,
)


class ConditionModel(ReadOnlyOperandsModel):
    """`scf.condition`: bufferized with its `scf.while`; operands stay in
    place."""

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        while_op = op.parent_op()
        assert while_op is not None
        new_values: list[SSAValue] = [op.operands[0]]
        for i, value in enumerate(op.operands[1:]):
            if not is_tensor(value):
                new_values.append(value)
                continue
            buffer = get_buffer(rewriter, value, options, state)
            target = get_buffer_type(body_of(while_op, 1).args[i], options, state)
            rewriter.insertion_point = InsertPoint.before(op)
            new_values.append(cast_buffer(rewriter, buffer, target))
        new = recreate_op(op, new_values, [])
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        rewriter.erase(op)


# ===----------------------------------------------------------------------=== #
# scf.while
# ===----------------------------------------------------------------------=== #


class WhileModel(LoopModel):
    """`scf.while`: a new `scf.while` over buffers."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def buffer_relation(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> BufferRelation:
        index = result.index
        before = body_of(op, 0)
        after = body_of(op, 1)
        if index >= len(before.args) or result.type != before.args[index].type:
            return BufferRelation.UNKNOWN
        condition = terminator_of(before)
        yield_op = terminator_of(after)
        equivalent_condition = state.are_equivalent_bufferized_values(
            before.args[index], condition.operands[1 + index]
        )
        equivalent_yield = state.are_equivalent_bufferized_values(
            after.args[index], yield_op.operands[index]
        )
        if equivalent_condition and equivalent_yield:
            return BufferRelation.EQUIVALENT
        return BufferRelation.UNKNOWN

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        index = operand.index
        if index >= len(op.results) or operand.get().type != op.results[index].type:
            return []
        return self.aliasing_result(op, op.results[index], state)

    def copy_yielded_values(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        analysis_state: AnalysisState,
        bufferization_state: BufferizationState,
    ) -> None:
        before = body_of(op, 0)
        after = body_of(op, 1)
        condition = terminator_of(before)
        yield_op = terminator_of(after)
        equivalent_before = equivalent_indices(
            list(before.args), list(condition.operands[1:]), analysis_state
        )
        equivalent_after = equivalent_indices(
            list(after.args), list(yield_op.operands), analysis_state
        )
        for index, value in enumerate(list(condition.operands[1:])):
            if not is_tensor(value) or (
                index in equivalent_after and index in equivalent_before
            ):
                continue
            rewriter.insertion_point = InsertPoint.before(condition)
            condition.operands[1 + index] = allocate_tensor_for_shaped_value(
                rewriter, value, analysis_state.options, bufferization_state
            )

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        before = body_of(op, 0)
        after = body_of(op, 1)
        if isinstance(value, BlockArgument) and value.block is before:
            index = value.index
            return loop_iter_arg_buffer_type(
                op,
                value,
                op.operands[index],
                terminator_of(after).operands[index],
                options,
                state,
                invocation_stack,
            )
        index = cast(OpResult | BlockArgument, value).index
        yielded = terminator_of(before).operands[1 + index]
        return known_buffer_type(yielded, options, state, invocation_stack)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        before = body_of(op, 0)
        after = body_of(op, 1)
        init_buffers = get_buffers(rewriter, list(op.operands), options, state)
        rewriter.insertion_point = InsertPoint.before(op)
        casted: list[SSAValue] = []
        before_types: list[Attribute] = []
        for init, arg in zip(init_buffers, before.args, strict=True):
            if not is_tensor(arg):
                casted.append(init)
                before_types.append(arg.type)
                continue
            target = get_buffer_type(arg, options, state)
            rewriter.insertion_point = InsertPoint.before(op)
            casted.append(cast_buffer(rewriter, init, target))
            before_types.append(target)
        after_types = [
            get_buffer_type(a, options, state) if is_tensor(a) else a.type
            for a in after.args
        ]
        retype_block_arguments(rewriter, before, before_types)
        retype_block_arguments(rewriter, after, after_types)
        new = new_op_like(op, casted, after_types)
        replace_op_with_new_bufferized_op(rewriter, op, new)

    def verify_analysis(self, op: Operation, state: AnalysisState) -> None:
        if state.options.allow_return_allocs_from_loops:
            return
        before = body_of(op, 0)
        after = body_of(op, 1)
        condition = terminator_of(before)
        for index, value in enumerate(condition.operands[1:]):
            if not is_tensor(value):
                continue
            if index >= len(before.args) or not state.are_equivalent_bufferized_values(
                value, before.args[index]
            ):
                raise BufferizationError(
                    condition,
                    f"Condition arg #{index} is not equivalent to the corresponding "
                    "iter bbArg",
                )
        yield_op = terminator_of(after)
        for index, value in enumerate(yield_op.operands):
            if not is_tensor(value):
                continue
            if index >= len(after.args) or not state.are_equivalent_bufferized_values(
                value, after.args[index]
            ):
                raise BufferizationError(
                    yield_op,
                    f"Yield operand #{index} is not equivalent to the corresponding "
                    "iter bbArg",
                )


class WhileRegionBranchModel(RegionBranchOpModel):
    """
    `scf.while`: entered into `before` with the inits; `before` (`scf.condition`)
    goes to `after` or to the results; `after` (`scf.yield`) goes to `before`.
    """

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor.to_region(op.regions[0]),)

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        before, after = op.regions[0], op.regions[1]
        if region is after:
            return (RegionSuccessor.to_region(before),)
        return (RegionSuccessor.to_region(after), RegionSuccessor.to_parent(op))

    def entry_successor_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> OperandRange:
        return all_operands(op)


def register() -> None:
    """Register every model of `scf.while` and `scf.condition`."""
    register_builtin_model("scf.while", WhileModel())
    register_builtin_model("scf.condition", ConditionModel())
    REGION_BRANCH_OP_MODELS.register("scf.while", WhileRegionBranchModel())
    REGION_BRANCH_TERMINATOR_MODELS.register("scf.condition", ForwardOperandsFrom(1))
