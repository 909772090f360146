"""The tensor ops that write into their destination: `tensor.insert`,
`insert_slice` and `parallel_insert_slice` (with the subset insertion model
of the last two).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    MemRefType,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.interfaces.bufferizable import (
    AliasingValue,
    AnalysisState,
    BufferizableOpModel,
    BufferizationOptions,
    BufferizationState,
    DestinationStyleOpModel,
    OpOperand,
    SourceIntoDestSubsetModel,
    build_op,
    constant_int_value,
    create_dim,
    get_buffer,
    replace_op_with_bufferized_values,
)
from xdsl_bufferization.models.tensor.slices import (
    build_extract_slice,
    build_slice_subview,
    build_subview,
    extract_slice_of,
    group,
    rank_reduced_subview_type,
    same_mixed,
    slice_parameters,
    tensor_type_of,
    zip_same_length,
)
from xdsl_bufferization.utils.static_values import Mixed

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
            offsets, sizes, strides, tensor_type_of(op.operands[1]).get_shape()
        )

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        dest = get_buffer(rewriter, op.operands[1], options, state)
        view = build_slice_subview(
            rewriter,
            op,
            dest,
            tensor_type_of(op.operands[0]).get_shape(),
            slice_parameters(op),
        )
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
            tensor_type_of(op.operands[0]).get_shape(),
            cast(MemRefType[Attribute], dest.type),
            offsets,
            sizes,
            strides,
        )
        rewriter.insertion_point = InsertPoint.before(parent)
        view = build_subview(rewriter, dest, offsets, sizes, strides, view_type)
        options.create_memcpy(rewriter, source, view)
        rewriter.erase(op)


_SLICE_PROPERTIES = ("static_offsets", "static_sizes", "static_strides")


def _same_slice(extract: Operation, insert: Operation) -> bool:
    """Whether the `tensor.extract_slice` `extract` and the insertion `insert`
    have the same static offsets, sizes and strides and the very same dynamic
    ones (their operands after the source, resp. destination): then their
    slices are equal without decoding them (the usual case when the subset
    analysis pairs them)."""
    extract_properties, insert_properties = extract.properties, insert.properties
    if any(
        extract_properties.get(name) != insert_properties.get(name)
        for name in _SLICE_PROPERTIES
    ):
        return False
    dynamic = list(extract.operands)[1:]
    others = list(insert.operands)[2:]
    return len(dynamic) == len(others) and all(
        a is b for a, b in zip(dynamic, others, strict=True)
    )


class InsertSliceSubset(SourceIntoDestSubsetModel):
    """Subset insertion of `tensor.insert_slice` / `parallel_insert_slice`:
    the candidate must be a `tensor.extract_slice` of an equivalent tensor at
    the same offsets, sizes and strides."""

    def is_equivalent_subset(
        self,
        op: Operation,
        candidate: SSAValue,
        equivalent: Callable[[SSAValue, SSAValue], bool],
    ) -> bool:
        extract = extract_slice_of(candidate, op.operands[1], equivalent)
        if extract is None:
            return False
        if _same_slice(extract, op):
            return True
        return all(
            same_mixed(a, b)
            for xs, ys in zip(
                slice_parameters(extract), slice_parameters(op), strict=True
            )
            for a, b in zip_same_length(xs, ys)
        )

    def values_needed_to_build_subset_extraction(self, op: Operation) -> list[SSAValue]:
        return [
            op.operands[1],
            *group(op, "offsets"),
            *group(op, "sizes"),
            *group(op, "strides"),
        ]

    def build_subset_extraction(
        self, op: Operation, rewriter: PatternRewriter
    ) -> SSAValue | None:
        offsets, sizes, strides = slice_parameters(op)
        return build_extract_slice(
            rewriter, op.operands[1], offsets, sizes, strides, op.operands[0].type
        )


def reify_like_dest(
    index: int,
) -> Callable[[PatternRewriter, OpResult], list[SSAValue] | None]:
    def reify(rewriter: PatternRewriter, result: OpResult) -> list[SSAValue] | None:
        dest = result.op.operands[index]
        shape = tensor_type_of(dest).get_shape()
        return [
            create_dim(rewriter, dest, d)
            for d, s in enumerate(shape)
            if s == DYNAMIC_INDEX
        ]

    return reify
