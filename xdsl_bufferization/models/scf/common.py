"""What the models of the scf ops share: the helpers of their bufferization
(buffer types of results, iter_args and block arguments, recreating an op
with memref types) and the model of `scf.yield`.
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import cast

from xdsl.ir import (
    Attribute,
    Block,
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
    BufferizableOpModel,
    BufferizationError,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    OpOperand,
    create_memref_cast,
    create_to_tensor,
    forward_to_buffers,
    get_buffer,
    get_buffer_type,
    get_memref_type_with_fully_dynamic_layout,
    is_buffer,
    is_tensor,
    memory_space_of,
    recreate_op,
    register_builtin_model,
)
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_TERMINATOR_MODELS,
    ForwardAllOperands,
)
from xdsl_bufferization.models.cf import caller_op_operands

# ===----------------------------------------------------------------------=== #
# Bufferization models
# ===----------------------------------------------------------------------=== #


# ===----------------------------------------------------------------------=== #
# Helpers
# ===----------------------------------------------------------------------=== #


def terminator_of(block: Block) -> Operation:
    last = block.last_op
    assert last is not None, "expected a terminator"
    return last


def body_of(op: Operation, region: int = 0) -> Block:
    return op.regions[region].blocks[0]


def cast_buffer(
    rewriter: PatternRewriter, buffer: SSAValue, target: Attribute
) -> SSAValue:
    """Cast `buffer` to `target` (they may differ only in their layout)."""
    return create_memref_cast(rewriter, buffer, target)


def known_buffer_type(
    value: SSAValue,
    options: BufferizationOptions,
    state: BufferizationState,
    invocation_stack: list[SSAValue],
) -> Attribute:
    """The buffer type of `value`: its own type if already bufferized."""
    if is_buffer(value):
        return value.type
    return get_buffer_type(value, options, state, invocation_stack)


def join_buffer_types(
    op: Operation, types: Sequence[Attribute], tensor_type: Attribute, what: str
) -> Attribute:
    """One buffer type for values of several buffer types: the common type,
    or a fully dynamic layout in the common memory space."""
    result = types[0]
    for t in types[1:]:
        if t == result:
            continue
        if memory_space_of(t) != memory_space_of(result):
            raise BufferizationError(op, f"inconsistent memory space on {what}")
        result = get_memref_type_with_fully_dynamic_layout(
            tensor_type, memory_space_of(result)
        )
    return result


def retype_block_arguments(
    rewriter: PatternRewriter, block: Block, new_types: Sequence[Attribute]
) -> None:
    """
    Give the block arguments `new_types`; users of a changed tensor argument
    get a `bufferization.to_tensor` of the new (memref) argument, created at
    the start of the block in argument order.
    """
    rewriter.insertion_point = InsertPoint.at_start(block)
    first = block.first_op
    for arg, new_type in zip(list(block.args), new_types, strict=True):
        if arg.type == new_type:
            continue
        old_type = arg.type
        new_arg = rewriter.replace_value_with_new_type(arg, new_type)
        if forward_to_buffers(rewriter, new_arg):
            continue
        uses = [(u.operation, u.index) for u in new_arg.uses]
        if not uses:
            continue
        if first is not None:
            rewriter.insertion_point = InsertPoint.before(first)
        else:
            rewriter.insertion_point = InsertPoint.at_end(block)
        tensor = create_to_tensor(rewriter, new_arg, old_type)
        for user, index in uses:
            user.operands[index] = tensor


def new_op_like(
    op: Operation,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: dict[str, Attribute] | None = None,
) -> Operation:
    """A new op of `op`'s class with `op`'s regions moved into it."""
    regions: list[Region] = []
    for region in op.regions:
        new_region = Region()
        region.move_blocks(new_region)
        regions.append(new_region)
    return recreate_op(op, operands, result_types, regions, properties)


def tensor_indices(values: Sequence[SSAValue]) -> set[int]:
    return {i for i, v in enumerate(values) if is_tensor(v)}


def does_not_alias_external_value(
    value: SSAValue,
    region: Region,
    exceptions: Sequence[SSAValue],
    state: AnalysisState,
) -> bool:
    """Whether `value` surely does not alias a tensor defined outside of
    `region` or an entry argument of `region` (except `exceptions`)."""
    from xdsl_bufferization.analysis.one_shot_analysis import OneShotAnalysisState

    assert isinstance(state, OneShotAnalysisState)
    for alias in state.aliases(value):
        if any(alias is e for e in exceptions):
            continue
        if isinstance(alias, BlockArgument):
            alias_region = alias.block.parent
            if alias_region is None or not _is_proper_ancestor_region(
                region, alias_region
            ):
                return False
        else:
            alias_region = cast(OpResult, alias).op.parent_region()
            if alias_region is None or not _is_ancestor_region(region, alias_region):
                return False
    return True


def _is_ancestor_region(region: Region, other: Region) -> bool:
    current: Region | None = other
    while current is not None:
        if current is region:
            return True
        parent = current.parent
        current = parent.parent_region() if parent is not None else None
    return False


def _is_proper_ancestor_region(region: Region, other: Region) -> bool:
    return region is not other and _is_ancestor_region(region, other)


def equivalent_indices(
    args: Sequence[SSAValue], yielded: Sequence[SSAValue], state: AnalysisState
) -> set[int]:
    result: set[int] = set()
    for i in range(min(len(args), len(yielded))):
        if (
            is_tensor(args[i])
            and is_tensor(yielded[i])
            and state.are_equivalent_bufferized_values(args[i], yielded[i])
        ):
            result.add(i)
    return result


def loop_iter_arg_buffer_type(
    loop: Operation,
    iter_arg: BlockArgument,
    init: SSAValue,
    yielded: SSAValue,
    options: BufferizationOptions,
    state: BufferizationState,
    invocation_stack: list[SSAValue],
) -> Attribute:
    """
    The buffer type of a loop iter_arg: that of its init value if the yielded
    value has the same, else a fully dynamic layout. (Computing the yielded
    type usually asks for the iter_arg type again: the second time, the init
    type is taken.)
    """
    init_type = get_buffer_type(init, options, state, invocation_stack)
    if sum(1 for v in invocation_stack if v is iter_arg) >= 2:
        return init_type
    yielded_type = known_buffer_type(yielded, options, state, invocation_stack)
    if init_type == yielded_type:
        return yielded_type
    if memory_space_of(init_type) != memory_space_of(yielded_type):
        raise BufferizationError(
            loop,
            "init_arg and yielded value bufferize to inconsistent memory spaces",
            op_error=True,
        )
    return get_memref_type_with_fully_dynamic_layout(
        iter_arg.type, memory_space_of(yielded_type)
    )


# ===----------------------------------------------------------------------=== #
# scf.yield, scf.condition
# ===----------------------------------------------------------------------=== #


_YIELD_PARENTS = frozenset(
    {"scf.execute_region", "scf.if", "scf.index_switch", "scf.for", "scf.while"}
)
"""The ops whose `scf.yield` bufferizes."""


class YieldModel(BufferizableOpModel):
    """`scf.yield`: bufferized with its parent; operands stay in place."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return False

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        parent = op.parent_op()
        if parent is None:
            return []
        if parent.name == "scf.if":
            return [
                AliasingValue(
                    parent.results[operand.index], BufferRelation.EQUIVALENT, False
                )
            ]
        if parent.name == "scf.execute_region":
            return [
                AliasingValue(parent.results[operand.index], BufferRelation.EQUIVALENT)
            ]
        return []

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def may_fail_to_bufferize(
        self, op: Operation, options: BufferizationOptions
    ) -> bool:
        parent = op.parent_op()
        return parent is None or parent.name not in _YIELD_PARENTS

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        parent = op.parent_op()
        assert parent is not None
        if parent.name not in _YIELD_PARENTS:
            raise BufferizationError(op, "unsupported scf::YieldOp parent")
        new_values: list[SSAValue] = []
        for i, value in enumerate(op.operands):
            if not is_tensor(value):
                new_values.append(value)
                continue
            buffer = get_buffer(rewriter, value, options, state)
            rewriter.insertion_point = InsertPoint.before(op)
            if parent.name in ("scf.for", "scf.if", "scf.index_switch"):
                target = get_buffer_type(parent.results[i], options, state)
                buffer = cast_buffer(rewriter, buffer, target)
            elif parent.name == "scf.while":
                target = get_buffer_type(body_of(parent, 0).args[i], options, state)
                buffer = cast_buffer(rewriter, buffer, target)
            new_values.append(buffer)
        # The yield takes the buffers in place (as `func.return` does): the
        # same IR, use lists included, as a new yield replacing it (MLIR's
        # rewrite), without making one and erasing this one.
        op.operands = new_values
        rewriter.notify_op_modified(op)


def block_argument_buffer_type(
    op: Operation,
    arg: BlockArgument,
    options: BufferizationOptions,
    state: BufferizationState,
    invocation_stack: list[SSAValue],
) -> Attribute:
    """
    The buffer type of a block argument of a region with unstructured control
    flow: the common buffer type of the values forwarded to it, or a fully
    dynamic layout if they differ.
    """
    result: Attribute | None = None
    for operand in caller_op_operands(arg):
        value = operand.get()
        if any(value is v for v in invocation_stack):
            continue
        caller_type = known_buffer_type(value, options, state, invocation_stack)
        if result is None:
            result = caller_type
            continue
        if result == caller_type:
            continue
        if memory_space_of(result) != memory_space_of(caller_type):
            raise BufferizationError(
                op,
                "incoming operands of block argument have inconsistent memory spaces",
                op_error=True,
            )
        result = get_memref_type_with_fully_dynamic_layout(
            arg.type, memory_space_of(result)
        )
    if result is None:
        raise BufferizationError(
            op, "could not infer buffer type of block argument", op_error=True
        )
    return result


def register() -> None:
    """Register every model of `scf.yield`."""
    register_builtin_model("scf.yield", YieldModel())
    REGION_BRANCH_TERMINATOR_MODELS.register("scf.yield", ForwardAllOperands())


class LoopModel(BufferizableOpModel, abc.ABC):
    """What the models of `scf.for` and `scf.while` share: each tensor init is
    written (and aliases its result, as `buffer_relation` says), the
    iter_args are writable, and values yielded to the next iteration that are
    not equivalent to their iter_arg are copied (`copy_yielded_values`)."""

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    @abc.abstractmethod
    def buffer_relation(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> BufferRelation:
        """How `result` relates to the buffer of its init."""

    def aliasing_result(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> list[AliasingValue]:
        """`result` as the aliasing value of its init."""
        relation = self.buffer_relation(op, result, state)
        return [AliasingValue(result, relation, relation == BufferRelation.EQUIVALENT)]

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return True

    def resolve_conflicts(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        analysis_state: AnalysisState,
        bufferization_state: BufferizationState,
    ) -> None:
        super().resolve_conflicts(op, rewriter, analysis_state, bufferization_state)
        if analysis_state.options.copy_before_write:
            return
        self.copy_yielded_values(op, rewriter, analysis_state, bufferization_state)

    @abc.abstractmethod
    def copy_yielded_values(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        analysis_state: AnalysisState,
        bufferization_state: BufferizationState,
    ) -> None:
        """Replace the yielded values that may alias a value from outside the
        loop by new allocations (copies)."""
