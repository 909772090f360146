"""`scf.for`: every model of the op (bufferization, region control flow) and
their registration.
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
    allocate_tensor_for_shaped_value,
    constant_int_value,
    get_buffer_type,
    get_buffers,
    is_tensor,
    register_builtin_model,
    replace_op_with_new_bufferized_op,
)
from xdsl_bufferization.interfaces.operands import (
    OperandRange,
    operand_tail,
)
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_OP_MODELS,
    RegionBranchOpModel,
    RegionSuccessor,
)
from xdsl_bufferization.models.scf.common import (
    LoopModel,
    body_of,
    cast_buffer,
    does_not_alias_external_value,
    loop_iter_arg_buffer_type,
    new_op_like,
    retype_block_arguments,
    tensor_indices,
    terminator_of,
)

# ===----------------------------------------------------------------------=== #
# scf.for
# ===----------------------------------------------------------------------=== #


def _for_may_have_zero_iterations(op: Operation) -> bool:
    lb = constant_int_value(op.operands[0])
    ub = constant_int_value(op.operands[1])
    if lb is None or ub is None:
        return True
    return ub <= lb


class ForModel(LoopModel):
    """`scf.for`: a new `scf.for` over buffers."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        if _for_may_have_zero_iterations(op):
            return True
        iter_arg = body_of(op).args[operand.index - 2]
        return state.is_value_read(iter_arg)

    def buffer_relation(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> BufferRelation:
        iter_arg = body_of(op).args[result.index + 1]
        yielded = terminator_of(body_of(op)).operands[result.index]
        if state.are_equivalent_bufferized_values(iter_arg, yielded):
            return BufferRelation.EQUIVALENT
        return BufferRelation.UNKNOWN

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        return self.aliasing_result(op, op.results[operand.index - 3], state)

    def copy_yielded_values(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        analysis_state: AnalysisState,
        bufferization_state: BufferizationState,
    ) -> None:
        body = body_of(op)
        yield_op = terminator_of(body)
        indices = tensor_indices(op.operands[3:])
        new_values: list[SSAValue] = []
        changed = False
        for i, value in enumerate(yield_op.operands):
            if i not in indices or does_not_alias_external_value(
                value, op.regions[0], [body.args[i + 1]], analysis_state
            ):
                new_values.append(value)
                continue
            rewriter.insertion_point = InsertPoint.before(yield_op)
            new_values.append(
                allocate_tensor_for_shaped_value(
                    rewriter, value, analysis_state.options, bufferization_state
                )
            )
            changed = True
        if changed:
            for i, value in enumerate(new_values):
                yield_op.operands[i] = value

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        body = body_of(op)
        if isinstance(value, OpResult):
            return get_buffer_type(
                body.args[value.index + 1], options, state, invocation_stack
            )
        arg = cast(BlockArgument, value)
        index = arg.index - 1
        return loop_iter_arg_buffer_type(
            op,
            arg,
            op.operands[3 + index],
            terminator_of(body).operands[index],
            options,
            state,
            invocation_stack,
        )

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        inits = list(op.operands[3:])
        init_buffers = get_buffers(rewriter, inits, options, state)
        rewriter.insertion_point = InsertPoint.before(op)
        casted: list[SSAValue] = []
        new_types: list[Attribute] = []
        for init, result in zip(init_buffers, op.results, strict=True):
            if not is_tensor(result):
                casted.append(init)
                new_types.append(result.type)
                continue
            target = get_buffer_type(result, options, state)
            rewriter.insertion_point = InsertPoint.before(op)
            casted.append(cast_buffer(rewriter, init, target))
            new_types.append(target)
        body = body_of(op)
        arg_types = [body.args[0].type, *new_types]
        retype_block_arguments(rewriter, body, arg_types)
        new = new_op_like(op, [*op.operands[:3], *casted], new_types)
        replace_op_with_new_bufferized_op(rewriter, op, new)

    def verify_analysis(self, op: Operation, state: AnalysisState) -> None:
        if state.options.allow_return_allocs_from_loops:
            return
        yield_op = terminator_of(body_of(op))
        for result in op.results:
            if not is_tensor(result):
                continue
            if self.buffer_relation(op, result, state) != BufferRelation.EQUIVALENT:
                raise BufferizationError(
                    yield_op,
                    f"Yield operand #{result.index} is not equivalent to the "
                    "corresponding iter bbArg",
                )


class ForRegionBranchModel(RegionBranchOpModel):
    """
    `scf.for` (lb, ub, step, init args...): the body (its block arguments after
    the induction variable) or the results, from the op and from the body.
    """

    def _successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return (
            RegionSuccessor.to_region(op.regions[0], 1),
            RegionSuccessor.to_parent(op),
        )

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return self._successors(op)

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return self._successors(op)

    def entry_successor_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> OperandRange:
        return operand_tail(op, 3)


def register() -> None:
    """Register every model of `scf.for`."""
    register_builtin_model("scf.for", ForModel())
    REGION_BRANCH_OP_MODELS.register("scf.for", ForRegionBranchModel())
