"""What the tensor models share: the offsets, sizes and strides of slices,
building `memref.subview` / `tensor.extract_slice` from them, and small
helpers on tensor types and reassociations.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    IntegerAttr,
    MemRefType,
    TensorType,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.dialects.memref_views import (
    infer_rank_reduced_subview_result_type,
)
from xdsl_bufferization.interfaces.bufferizable import (
    AliasingValue,
    AnalysisState,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    NoMemoryAccessModel,
    OpOperand,
    build_op,
    constant_int_value,
    dense_ints,
    get_buffer_type,
    operand_group,
    operand_groups,
)
from xdsl_bufferization.utils.building import dense_i64
from xdsl_bufferization.utils.static_values import Mixed, mixed_values, split_mixed

# ===----------------------------------------------------------------------=== #
# Slices
# ===----------------------------------------------------------------------=== #


def dense(op: Operation, name: str) -> list[int]:
    return dense_ints(op.properties[name])


def slice_parameters(op: Operation) -> tuple[list[Mixed], list[Mixed], list[Mixed]]:
    """The mixed offsets, sizes and strides of a slice-like op (operands
    `offsets`, `sizes`, `strides` and properties `static_*`)."""
    offsets, sizes, strides = operand_groups(op, ("offsets", "sizes", "strides"))
    return (
        mixed_values(dense(op, "static_offsets"), offsets),
        mixed_values(dense(op, "static_sizes"), sizes),
        mixed_values(dense(op, "static_strides"), strides),
    )


def group(op: Operation, name: str) -> list[SSAValue]:
    return operand_group(op, name)


def static(values: Sequence[Mixed]) -> list[int]:
    return [DYNAMIC_INDEX if isinstance(v, SSAValue) else v for v in values]


def _build_slice_op(
    name: str,
    rewriter: PatternRewriter,
    source: SSAValue,
    offsets: Sequence[Mixed],
    sizes: Sequence[Mixed],
    strides: Sequence[Mixed],
    result_type: Attribute,
) -> SSAValue:
    """Op `name` (`memref.subview` or `tensor.extract_slice`) of `source` at
    the rewriter's insertion point: both take the same operands and static
    offsets, sizes and strides."""
    so, do = split_mixed(offsets)
    ss, ds = split_mixed(sizes)
    st, dt = split_mixed(strides)
    op = build_op(
        name,
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


def build_subview(
    rewriter: PatternRewriter,
    source: SSAValue,
    offsets: Sequence[Mixed],
    sizes: Sequence[Mixed],
    strides: Sequence[Mixed],
    result_type: Attribute,
) -> SSAValue:
    """`memref.subview` of `source` at the rewriter's insertion point."""
    return _build_slice_op(
        "memref.subview", rewriter, source, offsets, sizes, strides, result_type
    )


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


def build_slice_subview(
    rewriter: PatternRewriter,
    op: Operation,
    buffer: SSAValue,
    slice_shape: Sequence[int],
    parameters: tuple[list[Mixed], list[Mixed], list[Mixed]],
) -> SSAValue:
    """The `memref.subview` of `buffer` that the slice of shape `slice_shape`
    taken or inserted by `op` is (rank-reduced as the slice is), built
    before `op`. `parameters`: `slice_parameters(op)`."""
    offsets, sizes, strides = parameters
    view_type = rank_reduced_subview_type(
        slice_shape,
        cast(MemRefType[Attribute], buffer.type),
        offsets,
        sizes,
        strides,
    )
    rewriter.insertion_point = InsertPoint.before(op)
    return build_subview(rewriter, buffer, offsets, sizes, strides, view_type)


def tensor_type_of(value: SSAValue) -> TensorType[Attribute]:
    return cast(TensorType[Attribute], value.type)


def reassociation_of(op: Operation) -> list[list[int]]:
    attr = cast(ArrayAttr[ArrayAttr[IntegerAttr]], op.properties["reassociation"])
    return [[i.value.data for i in group.data] for group in attr.data]


# ===----------------------------------------------------------------------=== #
# View-like ops
# ===----------------------------------------------------------------------=== #


class ViewOfSourceModel(NoMemoryAccessModel):
    """An op whose result is a view of its operand 0 (related to it by
    `relation`), which it neither reads nor writes."""

    relation = BufferRelation.EQUIVALENT

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        if operand.index != 0:
            return []
        return [AliasingValue(op.results[0], self.relation)]


def source_buffer_type(
    op: Operation,
    options: BufferizationOptions,
    state: BufferizationState,
    invocation_stack: list[SSAValue],
) -> MemRefType[Attribute]:
    """The (ranked) buffer type of the operand 0 of `op`."""
    return cast(
        MemRefType[Attribute],
        get_buffer_type(op.operands[0], options, state, invocation_stack),
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
    return _build_slice_op(
        "tensor.extract_slice", rewriter, source, offsets, sizes, strides, result_type
    )


def extract_slice_of(
    candidate: SSAValue,
    destination: SSAValue,
    equivalent: Callable[[SSAValue, SSAValue], bool],
) -> Operation | None:
    """The `tensor.extract_slice` defining `candidate`, if it extracts from a
    tensor equivalent to `destination` (where a subset insertion into
    `destination` may find its subset)."""
    if not isinstance(candidate, OpResult):
        return None
    extract = candidate.op
    if extract.name != "tensor.extract_slice":
        return None
    if not equivalent(extract.operands[0], destination):
        return None
    return extract


def zip_same_length(
    xs: Sequence[Mixed], ys: Sequence[Mixed]
) -> list[tuple[Mixed, Mixed | None]]:
    if len(xs) != len(ys):
        return [(x, None) for x in xs]
    return list(zip(xs, ys, strict=True))


def same_mixed(a: Mixed, b: Mixed | None) -> bool:
    """MLIR's `isEqualConstantIntOrValue`."""
    if b is None:
        return False
    if isinstance(a, SSAValue) and isinstance(b, SSAValue) and a is b:
        return True
    ca, cb = constant_int_value(a), constant_int_value(b)
    return ca is not None and ca == cb
