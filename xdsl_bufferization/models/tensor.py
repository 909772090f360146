"""How the ops of the `tensor` dialect bufferize (MLIR 22's tensor models).

| op | reads | writes | aliasing result | becomes |
| --- | --- | --- | --- | --- |
| `tensor.cast` | no | no | equivalent | `memref.cast` |
| `tensor.collapse_shape` | yes | no | equivalent | `memref.collapse_shape` (copy first if not collapsible) |
| `tensor.concat` | yes | no | none (allocates) | alloc + `memref.subview` + copies |
| `tensor.dim` | no | no | none | `memref.dim` |
| `tensor.empty` | - | - | allocates | `bufferization.alloc_tensor` |
| `tensor.expand_shape` | no | no | equivalent | `memref.expand_shape` |
| `tensor.extract_slice` | no | no | unknown (a view) | `memref.subview` |
| `tensor.extract` | yes | no | none | `memref.load` |
| `tensor.from_elements` | - | - | allocates | alloc + `memref.store`s |
| `tensor.generate` | - | - | allocates | alloc + `linalg.generic` |
| `tensor.insert` | dest | dest | dest: equivalent | `memref.store` |
| `tensor.insert_slice` | yes (dest unless overwritten) | dest | dest: equivalent | subview + copy |
| `tensor.pad` | yes | no | none (allocates) | alloc + `linalg.generic` + insert_slice |
| `tensor.parallel_insert_slice` | yes | dest | none | subview + copy before the terminator |
| `tensor.rank` | no | no | none | `memref.rank` |
| `tensor.reshape` | shape | no | equivalent | `memref.reshape` (copy first if strided) |
| `tensor.splat` | - | - | allocates | alloc + `linalg.generic` |

MLIR lowers the bodies of `tensor.generate`, `tensor.pad` and `tensor.splat`
to `linalg.map`, which xDSL 0.74 does not have; we build the equivalent
`linalg.generic` (identity indexing map, parallel iterators).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, OpResult, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.dialects.memref_views import (
    compute_rank_reduction_mask,
    get_strides_and_offset,
    has_identity_layout,
    infer_collapse_shape_result_type,
    infer_expand_shape_result_type,
    infer_rank_reduced_subview_result_type,
    is_guaranteed_collapsible,
)
from xdsl_bufferization.interfaces.bufferizable import (
    AliasingValue,
    AnalysisState,
    BufferizableOpModel,
    BufferizationError,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    DestinationStyleOpModel,
    OpOperand,
    ReadOnlyOperandsModel,
    SubsetInsertionModel,
    allocate_tensor_for_shaped_value,
    build_op,
    constant_int_value,
    create_dim,
    create_index_constant,
    create_memref_cast,
    create_to_buffer,
    dense_ints,
    get_buffer,
    get_buffer_type,
    get_memref_type_with_fully_dynamic_layout,
    get_memref_type_with_static_identity_layout,
    memory_space_of,
    operand_group,
    operand_groups,
    register_builtin_model,
    register_result_shape_reifier,
    register_subset_insertion_model,
    replace_op_with_bufferized_values,
    replace_op_with_new_bufferized_op,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
)
from xdsl_bufferization.interfaces.memref_types import identity_memref_type
from xdsl_bufferization.utils.building import dense_i64, make_memref_type
from xdsl_bufferization.utils.static_values import Mixed, mixed_values, split_mixed

# ===----------------------------------------------------------------------=== #
# Slices
# ===----------------------------------------------------------------------=== #


def _dense(op: Operation, name: str) -> list[int]:
    return dense_ints(op.properties[name])


def slice_parameters(op: Operation) -> tuple[list[Mixed], list[Mixed], list[Mixed]]:
    """The mixed offsets, sizes and strides of a slice-like op (operands
    `offsets`, `sizes`, `strides` and properties `static_*`)."""
    offsets, sizes, strides = operand_groups(op, ("offsets", "sizes", "strides"))
    return (
        mixed_values(_dense(op, "static_offsets"), offsets),
        mixed_values(_dense(op, "static_sizes"), sizes),
        mixed_values(_dense(op, "static_strides"), strides),
    )


def _group(op: Operation, name: str) -> list[SSAValue]:
    return operand_group(op, name)


def _static(values: Sequence[Mixed]) -> list[int]:
    return [DYNAMIC_INDEX if isinstance(v, SSAValue) else v for v in values]


def build_subview(
    rewriter: PatternRewriter,
    source: SSAValue,
    offsets: Sequence[Mixed],
    sizes: Sequence[Mixed],
    strides: Sequence[Mixed],
    result_type: Attribute,
) -> SSAValue:
    """`memref.subview` of `source` at the rewriter's insertion point."""
    so, do = split_mixed(offsets)
    ss, ds = split_mixed(sizes)
    st, dt = split_mixed(strides)
    op = build_op(
        "memref.subview",
        operands=[source, do, ds, dt],
        result_types=[result_type],
        properties={
            "static_offsets": dense_i64(so),
            "static_sizes": dense_i64(ss),
            "static_strides": dense_i64(st),
        },
    )
    rewriter.insert(op)
    return op.results[0]


def rank_reduced_subview_type(
    result_shape: Sequence[int],
    source: MemRefType,
    offsets: Sequence[Mixed],
    sizes: Sequence[Mixed],
    strides: Sequence[Mixed],
) -> MemRefType:
    """MLIR's `SubViewOp::inferRankReducedResultType`."""
    return infer_rank_reduced_subview_result_type(
        result_shape, source, offsets, sizes, strides
    )


def _tensor_type(value: SSAValue) -> TensorType[Attribute]:
    return cast(TensorType[Attribute], value.type)


def _reassociation(op: Operation) -> list[list[int]]:
    attr = cast(ArrayAttr[ArrayAttr[IntegerAttr]], op.properties["reassociation"])
    return [[i.value.data for i in group.data] for group in attr.data]


# ===----------------------------------------------------------------------=== #
# View-like ops
# ===----------------------------------------------------------------------=== #


class _NoReadNoWrite(BufferizableOpModel):
    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return False

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return False


class CastModel(_NoReadNoWrite):
    """`tensor.cast`: a `memref.cast` of the source buffer."""

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
        source_type = cast(
            MemRefType[Attribute],
            get_buffer_type(op.operands[0], options, state, invocation_stack),
        )
        reassociation = _reassociation(op)
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
        result_type = _tensor_type(op.results[0])
        buffer = get_buffer(rewriter, op.operands[0], options, state)
        buffer_type = cast(MemRefType[Attribute], buffer.type)
        reassociation = _reassociation(op)
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
            source_type = _tensor_type(op.operands[0])
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


class ExpandShapeModel(_NoReadNoWrite):
    """`tensor.expand_shape`: `memref.expand_shape` (always possible)."""

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
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
        source_type = cast(
            MemRefType[Attribute],
            get_buffer_type(op.operands[0], options, state, invocation_stack),
        )
        return infer_expand_shape_result_type(
            source_type, _tensor_type(op.results[0]).get_shape(), _reassociation(op)
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
            _tensor_type(op.results[0]).get_shape(),
            _reassociation(op),
        )
        new = _build_reshape(
            "memref.expand_shape",
            buffer,
            _reassociation(op),
            result_type,
            (_dense(op, "static_output_shape"), list(op.operands[1:])),
        )
        replace_op_with_new_bufferized_op(rewriter, op, new, [new.results[0]])


class ExtractSliceModel(_NoReadNoWrite):
    """`tensor.extract_slice`: a `memref.subview` of the source buffer."""

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        if operand.index != 0:
            return []
        return [AliasingValue(op.results[0], BufferRelation.UNKNOWN)]

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        source_type = cast(
            MemRefType[Attribute],
            get_buffer_type(op.operands[0], options, state, invocation_stack),
        )
        offsets, sizes, strides = slice_parameters(op)
        return rank_reduced_subview_type(
            _tensor_type(op.results[0]).get_shape(),
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
        result_type = get_buffer_type(op.results[0], options, state)
        offsets, sizes, strides = slice_parameters(op)
        rewriter.insertion_point = InsertPoint.before(op)
        view = build_subview(rewriter, source, offsets, sizes, strides, result_type)
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


class DimModel(_NoReadNoWrite):
    """`tensor.dim`: `memref.dim` (reads metadata only)."""

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
            "memref.dim", operands=[buffer, op.operands[1]], result_types=[IndexType()]
        )
        replace_op_with_new_bufferized_op(rewriter, op, new, [new.results[0]])


class RankModel(_NoReadNoWrite):
    """`tensor.rank`: `memref.rank` (reads metadata only)."""

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
        new = build_op("memref.rank", operands=[buffer], result_types=[IndexType()])
        replace_op_with_new_bufferized_op(rewriter, op, new, [new.results[0]])


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


# ===----------------------------------------------------------------------=== #
# Destination-style ops
# ===----------------------------------------------------------------------=== #


class InsertModel(DestinationStyleOpModel):
    """`tensor.insert`: a `memref.store` into the destination buffer."""

    def dps_init_indices(self, op: Operation) -> Sequence[int]:
        return (1,)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        dest = get_buffer(rewriter, op.operands[1], options, state)
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(
            build_op(
                "memref.store", operands=[op.operands[0], dest, list(op.operands[2:])]
            )
        )
        replace_op_with_bufferized_values(rewriter, op, [dest])


def _is_full_overwrite(
    offsets: Sequence[Mixed],
    sizes: Sequence[Mixed],
    strides: Sequence[Mixed],
    dest_shape: Sequence[int],
) -> bool:
    return (
        all(constant_int_value(o) == 0 for o in offsets)
        and all(
            constant_int_value(s) == d and d != DYNAMIC_INDEX
            for s, d in zip(sizes, dest_shape, strict=True)
        )
        and all(constant_int_value(s) == 1 for s in strides)
    )


class InsertSliceModel(DestinationStyleOpModel):
    """`tensor.insert_slice`: a copy of the source buffer into a subview of
    the destination buffer (folds away when the source was extracted from the
    same subview in place)."""

    def dps_init_indices(self, op: Operation) -> Sequence[int]:
        return (1,)

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        if operand.index == 0:
            return True
        offsets, sizes, strides = slice_parameters(op)
        return not _is_full_overwrite(
            offsets, sizes, strides, _tensor_type(op.operands[1]).get_shape()
        )

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        offsets, sizes, strides = slice_parameters(op)
        dest = get_buffer(rewriter, op.operands[1], options, state)
        view_type = rank_reduced_subview_type(
            _tensor_type(op.operands[0]).get_shape(),
            cast(MemRefType[Attribute], dest.type),
            offsets,
            sizes,
            strides,
        )
        rewriter.insertion_point = InsertPoint.before(op)
        view = build_subview(rewriter, dest, offsets, sizes, strides, view_type)
        source = get_buffer(rewriter, op.operands[0], options, state)
        rewriter.insertion_point = InsertPoint.before(op)
        options.create_memcpy(rewriter, source, view)
        replace_op_with_bufferized_values(rewriter, op, [dest])


class ParallelInsertSliceModel(BufferizableOpModel):
    """`tensor.parallel_insert_slice`: bufferized right before the enclosing
    `scf.forall.in_parallel`, as a copy into a subview of the shared output."""

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        return []

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return operand.index == 1

    def resolve_conflicts(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        analysis_state: AnalysisState,
        bufferization_state: BufferizationState,
    ) -> None:
        # The destination is a shared output of the enclosing scf.forall: a
        # copy, if one is needed, is made of the scf.forall operand (no copy
        # can be made inside the scf.forall.in_parallel terminator).
        return

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        parent = op.parent_op()
        assert parent is not None
        offsets, sizes, strides = slice_parameters(op)
        dest = get_buffer(rewriter, op.operands[1], options, state)
        source = get_buffer(rewriter, op.operands[0], options, state)
        view_type = rank_reduced_subview_type(
            _tensor_type(op.operands[0]).get_shape(),
            cast(MemRefType[Attribute], dest.type),
            offsets,
            sizes,
            strides,
        )
        rewriter.insertion_point = InsertPoint.before(parent)
        view = build_subview(rewriter, dest, offsets, sizes, strides, view_type)
        options.create_memcpy(rewriter, source, view)
        rewriter.erase(op)


class _InsertSliceSubset(SubsetInsertionModel):
    """Subset insertion of `tensor.insert_slice` / `parallel_insert_slice`:
    the candidate must be a `tensor.extract_slice` of an equivalent tensor at
    the same offsets, sizes and strides."""

    def source_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 0)

    def destination_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 1)

    def is_equivalent_subset(
        self,
        op: Operation,
        candidate: SSAValue,
        equivalent: Callable[[SSAValue, SSAValue], bool],
    ) -> bool:
        if not isinstance(candidate, OpResult):
            return False
        extract = candidate.op
        if extract.name != "tensor.extract_slice":
            return False
        if not equivalent(extract.operands[0], op.operands[1]):
            return False
        return all(
            _same_mixed(a, b)
            for xs, ys in zip(
                slice_parameters(extract), slice_parameters(op), strict=True
            )
            for a, b in _zip_same_length(xs, ys)
        )

    def values_needed_to_build_subset_extraction(self, op: Operation) -> list[SSAValue]:
        return [
            op.operands[1],
            *_group(op, "offsets"),
            *_group(op, "sizes"),
            *_group(op, "strides"),
        ]

    def build_subset_extraction(
        self, op: Operation, rewriter: PatternRewriter
    ) -> SSAValue | None:
        offsets, sizes, strides = slice_parameters(op)
        return build_extract_slice(
            rewriter, op.operands[1], offsets, sizes, strides, op.operands[0].type
        )


def build_extract_slice(
    rewriter: PatternRewriter,
    source: SSAValue,
    offsets: Sequence[Mixed],
    sizes: Sequence[Mixed],
    strides: Sequence[Mixed],
    result_type: Attribute,
) -> SSAValue:
    """`tensor.extract_slice` of `source` at the rewriter's insertion point."""
    so, do = split_mixed(offsets)
    ss, ds = split_mixed(sizes)
    st, dt = split_mixed(strides)
    op = build_op(
        "tensor.extract_slice",
        operands=[source, do, ds, dt],
        result_types=[result_type],
        properties={
            "static_offsets": dense_i64(so),
            "static_sizes": dense_i64(ss),
            "static_strides": dense_i64(st),
        },
    )
    rewriter.insert(op)
    return op.results[0]


def _zip_same_length(
    xs: Sequence[Mixed], ys: Sequence[Mixed]
) -> list[tuple[Mixed, Mixed | None]]:
    if len(xs) != len(ys):
        return [(x, None) for x in xs]
    return list(zip(xs, ys, strict=True))


def _same_mixed(a: Mixed, b: Mixed | None) -> bool:
    """MLIR's `isEqualConstantIntOrValue`."""
    if b is None:
        return False
    if isinstance(a, SSAValue) and isinstance(b, SSAValue) and a is b:
        return True
    ca, cb = constant_int_value(a), constant_int_value(b)
    return ca is not None and ca == cb


# ===----------------------------------------------------------------------=== #
# Ops that allocate
# ===----------------------------------------------------------------------=== #


class _AllocatingModel(BufferizableOpModel):
    def bufferizes_to_allocation(self, op: Operation, value: SSAValue) -> bool:
        return True


class EmptyModel(_AllocatingModel):
    """`tensor.empty`: `bufferization.alloc_tensor` (removed if unused)."""

    def result_bufferizes_to_memory_write(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> bool:
        return False

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
        rewriter.insertion_point = InsertPoint.before(op)
        alloc = allocate_tensor_for_shaped_value(
            rewriter, op.results[0], options, state, copy=False
        )
        rewriter.replace(op, [], [alloc])


def _check_default_memory_space(op: Operation, options: BufferizationOptions) -> None:
    space = options.default_memory_space(op.results[0].type)
    if space is None or not isinstance(space, NoneAttr):
        raise BufferizationError(op, "memory space not implemented yet")


class FromElementsModel(_AllocatingModel):
    """`tensor.from_elements`: a new buffer filled with `memref.store`s."""

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        tensor_type = _tensor_type(op.results[0])
        _check_default_memory_space(op, options)
        shape = tensor_type.get_shape()
        rewriter.insertion_point = InsertPoint.before(op)
        alloc = allocate_tensor_for_shaped_value(
            rewriter, op.results[0], options, state, copy=False
        )
        buffer = create_to_buffer(
            rewriter,
            alloc,
            identity_memref_type(shape, tensor_type.element_type, NoneAttr()),
        )
        elements = list(op.operands)
        if not elements:
            replace_op_with_bufferized_values(rewriter, op, [buffer])
            return
        if not shape:
            rewriter.insert(
                build_op("memref.store", operands=[elements[0], buffer, []])
            )
            replace_op_with_bufferized_values(rewriter, op, [buffer])
            return
        constants = [create_index_constant(rewriter, i) for i in range(max(shape))]
        position = 0

        def stores(dim: int, indices: list[SSAValue]) -> None:
            nonlocal position
            for i in range(shape[dim]):
                current = [*indices, constants[i]]
                if dim == len(shape) - 1:
                    rewriter.insert(
                        build_op(
                            "memref.store",
                            operands=[elements[position], buffer, current],
                        )
                    )
                    position += 1
                else:
                    stores(dim + 1, current)

        stores(0, [])
        replace_op_with_bufferized_values(rewriter, op, [buffer])


def _build_generic_fill(
    rewriter: PatternRewriter,
    destination: SSAValue,
    body_builder: Callable[[Block, list[SSAValue]], None],
    with_indices: bool,
) -> SSAValue:
    """
    A `linalg.generic` (no inputs, `destination` as init, identity map,
    parallel iterators) whose body `body_builder` fills, given the new block
    and the `linalg.index` values; returns its result.
    """
    tensor_type = _tensor_type(destination)
    rank = len(tensor_type.get_shape())
    block = Block(arg_types=[tensor_type.element_type])
    indices: list[SSAValue] = []
    if with_indices:
        for d in range(rank):
            index_op = build_op(
                "linalg.index",
                result_types=[IndexType()],
                properties={"dim": IntegerAttr(d, i64)},
            )
            block.add_op(index_op)
            indices.append(index_op.results[0])
    body_builder(block, indices)
    identity = AffineMap(rank, 0, tuple(AffineExpr.dimension(d) for d in range(rank)))
    from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr

    generic = build_op(
        "linalg.generic",
        operands=[[], [destination]],
        result_types=[[tensor_type]],
        properties={
            "indexing_maps": ArrayAttr([AffineMapAttr(identity)]),
            "iterator_types": ArrayAttr(
                [IteratorTypeAttr(IteratorType.PARALLEL)] * rank
            ),
        },
        regions=[Region(block)],
    )
    rewriter.insert(generic)
    return generic.results[0]


def _move_generate_body(body: Region) -> Callable[[Block, list[SSAValue]], None]:
    """A body builder that moves the body of a generate-like op (one index
    argument per dimension, `tensor.yield` terminator) into the new block."""

    def build(block: Block, indices: list[SSAValue]) -> None:
        source = body.blocks[0]
        for arg, index in zip(source.args, indices, strict=True):
            arg.replace_all_uses_with(index)
        for inner in list(source.ops):
            inner.detach()
            if inner.name == "tensor.yield":
                block.add_op(build_op("linalg.yield", operands=[list(inner.operands)]))
                inner.erase()
            else:
                block.add_op(inner)

    return build


class GenerateModel(_AllocatingModel):
    """`tensor.generate`: a new buffer filled by a `linalg.generic`."""

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        _check_default_memory_space(op, options)
        rewriter.insertion_point = InsertPoint.before(op)
        alloc = allocate_tensor_for_shaped_value(
            rewriter, op.results[0], options, state, copy=False
        )
        result = _build_generic_fill(
            rewriter, alloc, _move_generate_body(op.regions[0]), with_indices=True
        )
        rewriter.replace(op, [], [result])


class SplatModel(_AllocatingModel):
    """`tensor.splat`: a new buffer filled by a `linalg.generic`."""

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        rewriter.insertion_point = InsertPoint.before(op)
        alloc = allocate_tensor_for_shaped_value(
            rewriter, op.results[0], options, state, copy=False
        )
        _check_default_memory_space(op, options)
        value = op.operands[0]

        def body(block: Block, indices: list[SSAValue]) -> None:
            block.add_op(build_op("linalg.yield", operands=[[value]]))

        result = _build_generic_fill(rewriter, alloc, body, with_indices=False)
        rewriter.replace(op, [], [result])


def _affine_sum(rewriter: PatternRewriter, terms: Sequence[Mixed]) -> SSAValue:
    """An `affine.apply` adding `terms` (constants folded into the map)."""
    symbols: list[SSAValue] = []
    expr: AffineExpr | None = None
    constant = 0
    for term in terms:
        if isinstance(term, int):
            constant += term
            continue
        e = AffineExpr.symbol(len(symbols))
        symbols.append(term)
        expr = e if expr is None else expr + e
    if expr is None:
        return create_index_constant(rewriter, constant)
    if constant:
        expr = expr + constant
    op = build_op(
        "affine.apply",
        operands=[symbols],
        result_types=[IndexType()],
        properties={"map": AffineMapAttr(AffineMap(0, len(symbols), (expr,)))},
    )
    rewriter.insert(op)
    return op.results[0]


class PadModel(ReadOnlyOperandsModel, _AllocatingModel):
    """`tensor.pad`: a new buffer filled by a `linalg.generic` with the
    padding value, then the source inserted (`tensor.insert_slice`)."""

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
        source = op.operands[0]
        source_type = _tensor_type(source)
        low = mixed_values(_dense(op, "static_low"), _group(op, "low"))
        rewriter.insertion_point = InsertPoint.before(op)
        alloc = allocate_tensor_for_shaped_value(
            rewriter, op.results[0], options, state, copy=False
        )
        filled = _build_generic_fill(
            rewriter, alloc, _move_generate_body(op.regions[0]), with_indices=True
        )
        sizes: list[Mixed] = []
        for d, size in enumerate(source_type.get_shape()):
            sizes.append(
                create_dim(rewriter, source, d) if size == DYNAMIC_INDEX else size
            )
        so, do = split_mixed(low)
        ss, ds = split_mixed(sizes)
        rank = len(sizes)
        insert = build_op(
            "tensor.insert_slice",
            operands=[source, filled, do, ds, []],
            result_types=[op.results[0].type],
            properties={
                "static_offsets": dense_i64(so),
                "static_sizes": dense_i64(ss),
                "static_strides": dense_i64([1] * rank),
            },
        )
        rewriter.insert(insert)
        rewriter.replace(op, [], [insert.results[0]])


def _reify_pad(rewriter: PatternRewriter, result: OpResult) -> list[SSAValue] | None:
    op = result.op
    source = op.operands[0]
    shape = _tensor_type(result).get_shape()
    low = mixed_values(_dense(op, "static_low"), _group(op, "low"))
    high = mixed_values(_dense(op, "static_high"), _group(op, "high"))
    source_shape = _tensor_type(source).get_shape()
    sizes: list[SSAValue] = []
    for d, size in enumerate(shape):
        if size != DYNAMIC_INDEX:
            continue
        src: Mixed = (
            create_dim(rewriter, source, d)
            if source_shape[d] == DYNAMIC_INDEX
            else source_shape[d]
        )
        sizes.append(_affine_sum(rewriter, [src, low[d], high[d]]))
    return sizes


class ConcatModel(ReadOnlyOperandsModel):
    """`tensor.concat`: a new buffer and one copy per input into a subview."""

    def bufferizes_to_allocation(self, op: Operation, value: SSAValue) -> bool:
        return True

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
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
        dim_attr = op.properties["dim"]
        dim = cast(IntegerAttr, dim_attr).value.data
        result_type = _tensor_type(op.results[0])
        rewriter.insertion_point = InsertPoint.before(op)
        buffer_type = cast(
            MemRefType[Attribute], get_buffer_type(op.results[0], options, state)
        )
        dynamic: list[SSAValue] = []
        inputs = list(op.operands)
        for d, size in enumerate(result_type.get_shape()):
            if size != DYNAMIC_INDEX:
                continue
            if d == dim:
                terms: list[Mixed] = []
                for value in inputs:
                    input_size = _tensor_type(value).get_shape()[d]
                    terms.append(
                        create_dim(
                            rewriter, get_buffer(rewriter, value, options, state), d
                        )
                        if input_size == DYNAMIC_INDEX
                        else input_size
                    )
                dynamic.append(_affine_sum(rewriter, terms))
            else:
                buffer = get_buffer(rewriter, inputs[0], options, state)
                dynamic.append(create_dim(rewriter, buffer, d))
        alloc = options.create_alloc(rewriter, buffer_type, dynamic)
        offset: Mixed = 0
        rank = len(result_type.get_shape())
        for value in inputs:
            buffer = get_buffer(rewriter, value, options, state)
            input_shape = _tensor_type(value).get_shape()
            sizes: list[Mixed] = [
                create_dim(rewriter, buffer, d) if s == DYNAMIC_INDEX else s
                for d, s in enumerate(input_shape)
            ]
            offsets: list[Mixed] = [0] * rank
            offsets[dim] = offset
            strides: list[Mixed] = [1] * rank
            view_type = rank_reduced_subview_type(
                input_shape, buffer_type, offsets, sizes, strides
            )
            view = build_subview(rewriter, alloc, offsets, sizes, strides, view_type)
            options.create_memcpy(rewriter, buffer, view)
            size = sizes[dim]
            if isinstance(offset, int) and isinstance(size, int):
                offset = offset + size
            else:
                offset = _affine_sum(rewriter, [offset, size])
        replace_op_with_bufferized_values(rewriter, op, [alloc])


# ===----------------------------------------------------------------------=== #
# Shapes of results (MLIR's ReifyRankedShapedTypeOpInterface)
# ===----------------------------------------------------------------------=== #


def _reify_operands(
    rewriter: PatternRewriter, result: OpResult
) -> list[SSAValue] | None:
    # tensor.empty, tensor.generate, tensor.splat: the dynamic sizes are the
    # index operands.
    return [v for v in result.op.operands if isinstance(v.type, IndexType)]


def _reify_extract_slice(
    rewriter: PatternRewriter, result: OpResult
) -> list[SSAValue] | None:
    _, sizes, _ = slice_parameters(result.op)
    shape = _tensor_type(result).get_shape()
    dropped = compute_rank_reduction_mask(_static(sizes), shape) or set[int]()
    kept = [s for i, s in enumerate(sizes) if i not in dropped]
    return [s for s in kept if isinstance(s, SSAValue)]


def _reify_like_dest(
    index: int,
) -> Callable[[PatternRewriter, OpResult], list[SSAValue] | None]:
    def reify(rewriter: PatternRewriter, result: OpResult) -> list[SSAValue] | None:
        dest = result.op.operands[index]
        shape = _tensor_type(dest).get_shape()
        return [
            create_dim(rewriter, dest, d)
            for d, s in enumerate(shape)
            if s == DYNAMIC_INDEX
        ]

    return reify


# ===----------------------------------------------------------------------=== #
# Registration
# ===----------------------------------------------------------------------=== #


def register() -> None:
    """Register every model of the tensor ops."""
    # MLIR: Pure; xDSL's class declares nothing.
    MEMORY_EFFECTS_MODELS.register("tensor.yield", NoEffectsModel())
    models: dict[str, BufferizableOpModel] = {
        "tensor.cast": CastModel(),
        "tensor.collapse_shape": CollapseShapeModel(),
        "tensor.concat": ConcatModel(),
        "tensor.dim": DimModel(),
        "tensor.empty": EmptyModel(),
        "tensor.expand_shape": ExpandShapeModel(),
        "tensor.extract_slice": ExtractSliceModel(),
        "tensor.extract": ExtractModel(),
        "tensor.from_elements": FromElementsModel(),
        "tensor.generate": GenerateModel(),
        "tensor.insert": InsertModel(),
        "tensor.insert_slice": InsertSliceModel(),
        "tensor.pad": PadModel(),
        "tensor.parallel_insert_slice": ParallelInsertSliceModel(),
        "tensor.rank": RankModel(),
        "tensor.reshape": ReshapeModel(),
        "tensor.splat": SplatModel(),
    }
    for name, model in models.items():
        register_builtin_model(name, model)
    subset = _InsertSliceSubset()
    register_subset_insertion_model("tensor.insert_slice", subset)
    register_subset_insertion_model("tensor.parallel_insert_slice", subset)
    register_result_shape_reifier("tensor.empty", _reify_operands)
    register_result_shape_reifier("tensor.generate", _reify_operands)
    register_result_shape_reifier("tensor.splat", _reify_operands)
    register_result_shape_reifier("tensor.extract_slice", _reify_extract_slice)
    register_result_shape_reifier("tensor.pad", _reify_pad)
    register_result_shape_reifier("tensor.insert", _reify_like_dest(1))
    register_result_shape_reifier("tensor.insert_slice", _reify_like_dest(1))


__all__ = [
    "CastModel",
    "CollapseShapeModel",
    "ConcatModel",
    "DimModel",
    "EmptyModel",
    "ExpandShapeModel",
    "ExtractModel",
    "ExtractSliceModel",
    "FromElementsModel",
    "GenerateModel",
    "InsertModel",
    "InsertSliceModel",
    "PadModel",
    "ParallelInsertSliceModel",
    "RankModel",
    "ReshapeModel",
    "SplatModel",
    "UnrankedMemRefType",
    "register",
]
