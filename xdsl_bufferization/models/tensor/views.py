"""The tensor ops that bufferize to a view or a read of their operand's
buffer: `tensor.cast`, `collapse_shape`, `expand_shape`, `extract_slice`,
`reshape` (views), `tensor.dim`, `rank` (metadata), `tensor.extract` (an
element).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    MemRefType,
    StridedLayoutAttr,
    TensorType,
    UnrankedTensorType,
    i64,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.dialects.memref_views import (
    compute_rank_reduction_mask,
    get_strides_and_offset,
    has_identity_layout,
    infer_collapse_shape_result_type,
    infer_expand_shape_result_type,
    is_guaranteed_collapsible,
)
from xdsl_bufferization.interfaces.bufferizable import (
    AliasingValue,
    AnalysisState,
    BufferizableOpModel,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    NoMemoryAccessModel,
    OpOperand,
    ReadOnlyOperandsModel,
    allocate_tensor_for_shaped_value,
    build_op,
    create_memref_cast,
    create_to_buffer,
    get_buffer,
    get_buffer_type,
    get_memref_type_with_fully_dynamic_layout,
    get_memref_type_with_static_identity_layout,
    memory_space_of,
    replace_op_with_bufferized_values,
    replace_op_with_new_bufferized_op,
)
from xdsl_bufferization.interfaces.memref_types import identity_memref_type
from xdsl_bufferization.models.tensor.slices import (
    ViewOfSourceModel,
    build_slice_subview,
    dense,
    rank_reduced_subview_type,
    reassociation_of,
    slice_parameters,
    source_buffer_type,
    static,
    tensor_type_of,
)
from xdsl_bufferization.utils.building import make_memref_type


class CastModel(ViewOfSourceModel):
    """`tensor.cast`: a `memref.cast` of the source buffer."""

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        source = op.operands[0]
        source_buffer_type = get_buffer_type(source, options, state, invocation_stack)
        memory_space = memory_space_of(source_buffer_type)
        result_type = op.results[0].type
        if isinstance(source.type, UnrankedTensorType) or isinstance(
            result_type, UnrankedTensorType
        ):
            return get_memref_type_with_fully_dynamic_layout(
                cast(Attribute, result_type), memory_space
            )
        ranked = cast(TensorType[Attribute], result_type)
        layout = cast(MemRefType[Attribute], source_buffer_type).layout
        return make_memref_type(
            ranked.element_type, ranked.get_shape(), layout, memory_space
        )

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        buffer = get_buffer(rewriter, op.operands[0], options, state)
        result_type = get_buffer_type(op.results[0], options, state)
        rewriter.insertion_point = InsertPoint.before(op)
        replace_op_with_bufferized_values(
            rewriter, op, [create_memref_cast(rewriter, buffer, result_type)]
        )


class CollapseShapeModel(BufferizableOpModel):
    """`tensor.collapse_shape`: `memref.collapse_shape`, after a copy if the
    source layout cannot be collapsed (hence the read)."""

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
        return [AliasingValue(op.results[0], BufferRelation.EQUIVALENT)]

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        source_type = source_buffer_type(op, options, state, invocation_stack)
        reassociation = reassociation_of(op)
        if not is_guaranteed_collapsible(source_type, reassociation):
            return get_memref_type_with_static_identity_layout(
                op.results[0].type, source_type.memory_space
            )
        return infer_collapse_shape_result_type(source_type, reassociation)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        result_type = tensor_type_of(op.results[0])
        buffer = get_buffer(rewriter, op.operands[0], options, state)
        buffer_type = cast(MemRefType[Attribute], buffer.type)
        reassociation = reassociation_of(op)
        rewriter.insertion_point = InsertPoint.before(op)
        if len(result_type.get_shape()) == 0:
            if has_identity_layout(buffer_type):
                memref_type = identity_memref_type(
                    [], result_type.element_type, buffer_type.memory_space
                )
            else:
                layout = get_strides_and_offset(buffer_type)
                offset = layout[1] if layout is not None else None
                memref_type = MemRefType(
                    result_type.element_type,
                    [],
                    StridedLayoutAttr([], offset),
                    buffer_type.memory_space,
                )
            new = _build_reshape(
                "memref.collapse_shape", buffer, reassociation, memref_type
            )
            rewriter.insert(new)
            replace_op_with_bufferized_values(rewriter, op, [new.results[0]])
            return
        if not is_guaranteed_collapsible(buffer_type, reassociation):
            copy = allocate_tensor_for_shaped_value(
                rewriter, op.operands[0], options, state
            )
            source_type = tensor_type_of(op.operands[0])
            memref_type = identity_memref_type(
                source_type.get_shape(),
                source_type.element_type,
                buffer_type.memory_space,
            )
            buffer = create_to_buffer(rewriter, copy, memref_type)
            buffer_type = memref_type
        new = _build_reshape(
            "memref.collapse_shape",
            buffer,
            reassociation,
            infer_collapse_shape_result_type(buffer_type, reassociation),
        )
        rewriter.insert(new)
        replace_op_with_bufferized_values(rewriter, op, [new.results[0]])


def _build_reshape(
    name: str,
    source: SSAValue,
    reassociation: Sequence[Sequence[int]],
    result_type: Attribute,
    output_shape: tuple[list[int], list[SSAValue]] | None = None,
) -> Operation:
    properties: dict[str, Attribute | None] = {
        "reassociation": ArrayAttr(
            [ArrayAttr([IntegerAttr(i, i64) for i in g]) for g in reassociation]
        )
    }
    operands: list[SSAValue | Sequence[SSAValue]] = [source]
    if output_shape is not None:
        properties["static_output_shape"] = DenseArrayBase.from_list(
            i64, output_shape[0]
        )
        operands.append(output_shape[1])
    return build_op(
        name, operands=operands, result_types=[result_type], properties=properties
    )


class ExpandShapeModel(ViewOfSourceModel):
    """`tensor.expand_shape`: `memref.expand_shape` (always possible)."""

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        source_type = source_buffer_type(op, options, state, invocation_stack)
        return infer_expand_shape_result_type(
            source_type, tensor_type_of(op.results[0]).get_shape(), reassociation_of(op)
        )

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        buffer = get_buffer(rewriter, op.operands[0], options, state)
        result_type = infer_expand_shape_result_type(
            cast(MemRefType[Attribute], buffer.type),
            tensor_type_of(op.results[0]).get_shape(),
            reassociation_of(op),
        )
        new = _build_reshape(
            "memref.expand_shape",
            buffer,
            reassociation_of(op),
            result_type,
            (dense(op, "static_output_shape"), list(op.operands[1:])),
        )
        replace_op_with_new_bufferized_op(rewriter, op, new, [new.results[0]])


class ExtractSliceModel(ViewOfSourceModel):
    """`tensor.extract_slice`: a `memref.subview` of the source buffer."""

    relation = BufferRelation.UNKNOWN

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        source_type = source_buffer_type(op, options, state, invocation_stack)
        offsets, sizes, strides = slice_parameters(op)
        return rank_reduced_subview_type(
            tensor_type_of(op.results[0]).get_shape(),
            source_type,
            offsets,
            sizes,
            strides,
        )

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        source = get_buffer(rewriter, op.operands[0], options, state)
        # `get_buffer_type` of the result, from the type of the source's
        # buffer just computed (it is the source's buffer type).
        view = build_slice_subview(
            rewriter,
            op,
            source,
            tensor_type_of(op.results[0]).get_shape(),
            slice_parameters(op),
        )
        replace_op_with_bufferized_values(rewriter, op, [view])


class ReshapeModel(BufferizableOpModel):
    """`tensor.reshape`: `memref.reshape`, after a copy of a strided source."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return operand.index == 1

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return False

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        # Only the source aliases the result (the shape is read).
        if operand.index != 0:
            return []
        return [AliasingValue(op.results[0], BufferRelation.EQUIVALENT)]

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        source_type = get_buffer_type(op.operands[0], options, state, invocation_stack)
        return get_memref_type_with_static_identity_layout(
            op.results[0].type, memory_space_of(source_type)
        )

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        source = get_buffer(rewriter, op.operands[0], options, state)
        shape = get_buffer(rewriter, op.operands[1], options, state)
        result_type = get_buffer_type(op.results[0], options, state)
        rewriter.insertion_point = InsertPoint.before(op)
        source_type = source.type
        if isinstance(source_type, MemRefType) and not has_identity_layout(
            cast(MemRefType[Attribute], source_type)
        ):
            source_memref = cast(MemRefType[Attribute], source_type)
            copy = allocate_tensor_for_shaped_value(
                rewriter, op.operands[0], options, state
            )
            source = create_to_buffer(
                rewriter,
                copy,
                identity_memref_type(
                    source_memref.get_shape(),
                    source_memref.element_type,
                    source_memref.memory_space,
                ),
            )
        new = build_op(
            "memref.reshape", operands=[source, shape], result_types=[result_type]
        )
        rewriter.insert(new)
        replace_op_with_bufferized_values(rewriter, op, [new.results[0]])


# ===----------------------------------------------------------------------=== #
# Reads of metadata and elements
# ===----------------------------------------------------------------------=== #


class BufferMetadataModel(NoMemoryAccessModel):
    """
    A query of a tensor's metadata: the memref op of the same name (reads
    metadata only) on the tensor's buffer, with the other operands as they are.
    """

    memref_op_name: ClassVar[str]

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
        new = build_op(
            self.memref_op_name,
            operands=[buffer, *op.operands[1:]],
            result_types=[IndexType()],
        )
        replace_op_with_new_bufferized_op(rewriter, op, new, [new.results[0]])


class DimModel(BufferMetadataModel):
    """`tensor.dim`: `memref.dim`."""

    memref_op_name = "memref.dim"


class RankModel(BufferMetadataModel):
    """`tensor.rank`: `memref.rank`."""

    memref_op_name = "memref.rank"


class ExtractModel(ReadOnlyOperandsModel):
    """`tensor.extract`: `memref.load`."""

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        buffer = get_buffer(rewriter, op.operands[0], options, state)
        new = build_op(
            "memref.load",
            operands=[buffer, list(op.operands[1:])],
            result_types=[op.results[0].type],
        )
        replace_op_with_new_bufferized_op(rewriter, op, new, [new.results[0]])


def reify_extract_slice(
    rewriter: PatternRewriter, result: OpResult
) -> list[SSAValue] | None:
    _, sizes, _ = slice_parameters(result.op)
    shape = tensor_type_of(result).get_shape()
    dropped = compute_rank_reduction_mask(static(sizes), shape) or set[int]()
    kept = [s for i, s in enumerate(sizes) if i not in dropped]
    return [s for s in kept if isinstance(s, SSAValue)]
