"""How the ops of the `bufferization` dialect bufferize (MLIR 22's models).

- `bufferization.alloc_tensor`: a new buffer (`memref.alloc`, with a copy of
  its `copy` operand if it has one).
- `bufferization.materialize_in_destination`: a copy of the source buffer into
  the destination (a tensor, whose buffer it then is, or a memref). Both
  operands must bufferize in place.
- `bufferization.dealloc_tensor`: `memref.dealloc` of the buffer.
- `bufferization.to_tensor`: not rewritten; its buffer is its operand. It is
  writable only with `writable`, and must have `restrict`.
- `bufferization.to_buffer`: folded with a `to_tensor` it reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType, TensorType
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
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
    DestinationStyleOpModel,
    NoMemoryAccessModel,
    OpOperand,
    ReadOnlyOperandsModel,
    SourceIntoDestSubsetModel,
    build_op,
    create_dim,
    create_to_tensor,
    fold_to_buffer_to_tensor_pair,
    get_buffer,
    get_buffer_type,
    get_memref_type_with_static_identity_layout,
    is_tensor,
    memory_space_of,
    operand_group,
    register_builtin_model,
    register_result_shape_reifier,
    register_subset_insertion_model,
    replace_op_with_bufferized_values,
)


def _copy_operand(op: Operation) -> SSAValue | None:
    """The `copy` operand of an `alloc_tensor` (the only tensor operand)."""
    for value in op.operands:
        if is_tensor(value):
            return value
    return None


class AllocTensorModel(ReadOnlyOperandsModel):
    """`bufferization.alloc_tensor`: a new buffer, initialized from `copy`."""

    def may_fail_to_bufferize(
        self, op: Operation, options: BufferizationOptions
    ) -> bool:
        # Its memory space may conflict with others where buffers meet.
        return "memory_space" in op.properties

    def bufferizes_to_allocation(self, op: Operation, value: SSAValue) -> bool:
        return True

    def result_bufferizes_to_memory_write(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> bool:
        return _copy_operand(op) is not None

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        memory_space = op.properties.get("memory_space")
        copy = _copy_operand(op)
        if memory_space is None:
            if copy is not None:
                memory_space = memory_space_of(
                    get_buffer_type(copy, options, state, invocation_stack)
                )
            else:
                memory_space = options.default_memory_space(value.type)
                if memory_space is None:
                    raise BufferizationError(op, "could not infer memory space")
        return get_memref_type_with_static_identity_layout(value.type, memory_space)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        if not any(True for _ in op.results[0].uses):
            rewriter.erase(op)
            return
        copy = _copy_operand(op)
        copy_buffer = (
            get_buffer(rewriter, copy, options, state) if copy is not None else None
        )
        alloc_type = cast(
            MemRefType[Attribute], get_buffer_type(op.results[0], options, state)
        )
        rewriter.insertion_point = InsertPoint.before(op)
        if copy_buffer is not None:
            shape = alloc_type.get_shape()
            dynamic = [
                create_dim(rewriter, copy_buffer, d)
                for d, s in enumerate(shape)
                if s == DYNAMIC_INDEX
            ]
        else:
            dynamic = operand_group(op, "dynamic_sizes")
        alloc = options.create_alloc(rewriter, alloc_type, dynamic)
        if copy_buffer is not None:
            options.create_memcpy(rewriter, copy_buffer, alloc)
        replace_op_with_bufferized_values(rewriter, op, [alloc])


def _reify_alloc_tensor(
    rewriter: PatternRewriter, result: OpResult
) -> list[SSAValue] | None:
    op = result.op
    copy = _copy_operand(op)
    if copy is not None:
        shape = cast(TensorType[Attribute], copy.type).get_shape()
        return [
            create_dim(rewriter, copy, d)
            for d, s in enumerate(shape)
            if s == DYNAMIC_INDEX
        ]
    return operand_group(op, "dynamic_sizes")


class DeallocTensorModel(NoMemoryAccessModel):
    """`bufferization.dealloc_tensor`: `memref.dealloc` of the buffer."""

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        return []

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        buffer = get_buffer(rewriter, op.operands[0], options, state)
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(build_op("memref.dealloc", operands=[buffer]))
        rewriter.erase(op)


class MaterializeInDestinationModel(DestinationStyleOpModel):
    """`bufferization.materialize_in_destination`: copy the source buffer
    into the destination."""

    def dps_init_indices(self, op: Operation) -> Sequence[int]:
        return (1,) if op.results else ()

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return operand.index == 0

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return operand.index == 1

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_elementwise_access(
        self, op: Operation, state: AnalysisState, operands: Sequence[OpOperand]
    ) -> bool:
        return True

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        if is_tensor(op.operands[1]):
            return True
        return op.properties.get("writable") is not None

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        dest = op.operands[1]
        tensor_dest = is_tensor(dest)
        buffer = get_buffer(rewriter, dest, options, state) if tensor_dest else dest
        source = get_buffer(rewriter, op.operands[0], options, state)
        # When the source was computed in the destination itself (e.g. after
        # eliminate-empty-tensors), there is nothing to copy: MLIR 22 copies
        # the buffer into itself and leaves the copy to canonicalization; we
        # make none, or erase the copy once both buffers are the same value
        # (`BufferizationState.copies_maybe_into_themselves`).
        if source is not buffer:
            rewriter.insertion_point = InsertPoint.before(op)
            options.create_memcpy(rewriter, source, buffer)
            copy = op.prev_op
            if options.memcpy_fn is None and copy is not None:
                state.copies_maybe_into_themselves.append(copy)
        replace_op_with_bufferized_values(rewriter, op, [buffer] if tensor_dest else [])


class _MaterializeSubset(SourceIntoDestSubsetModel):
    """The whole destination is the subset `materialize_in_destination`
    inserts into."""

    def is_equivalent_subset(
        self,
        op: Operation,
        candidate: SSAValue,
        equivalent: Callable[[SSAValue, SSAValue], bool],
    ) -> bool:
        return equivalent(op.operands[1], candidate)

    def values_needed_to_build_subset_extraction(self, op: Operation) -> list[SSAValue]:
        return [op.operands[1]]

    def build_subset_extraction(
        self, op: Operation, rewriter: PatternRewriter
    ) -> SSAValue | None:
        dest = op.operands[1]
        if is_tensor(dest):
            # The subset is the whole destination tensor.
            return dest
        # A memref destination is read through a new `restrict` to_tensor, so
        # the op must give up its own `restrict` (only one `restrict`
        # to_tensor per buffer). Without `restrict` there may already be
        # another one: no extraction.
        if op.properties.get("restrict") is None:
            return None
        del op.properties["restrict"]
        return create_to_tensor(
            rewriter,
            dest,
            restrict=True,
            writable=op.properties.get("writable") is not None,
        )


class ToTensorModel(BufferizableOpModel):
    """`bufferization.to_tensor`: left in place (it folds with the
    `to_buffer`s of its users); writable only with `writable`."""

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return op.properties.get("writable") is not None

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        return op.operands[0].type

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        return


class ToBufferModel(BufferizableOpModel):
    """`bufferization.to_buffer`: may read, writes unless `read_only`."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return op.properties.get("read_only") is None

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        return []

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        fold_to_buffer_to_tensor_pair(rewriter, op, options, state)


def register() -> None:
    """Register the models of the bufferization ops."""
    register_builtin_model("bufferization.alloc_tensor", AllocTensorModel())
    register_builtin_model("bufferization.dealloc_tensor", DeallocTensorModel())
    register_builtin_model(
        "bufferization.materialize_in_destination", MaterializeInDestinationModel()
    )
    register_builtin_model("bufferization.to_tensor", ToTensorModel())
    register_builtin_model("bufferization.to_buffer", ToBufferModel())
    register_subset_insertion_model(
        "bufferization.materialize_in_destination", _MaterializeSubset()
    )
    register_result_shape_reifier("bufferization.alloc_tensor", _reify_alloc_tensor)


__all__ = [
    "AllocTensorModel",
    "BufferRelation",
    "DeallocTensorModel",
    "MaterializeInDestinationModel",
    "ToBufferModel",
    "ToTensorModel",
    "register",
]
