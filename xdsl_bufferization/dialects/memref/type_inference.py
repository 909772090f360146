"""Result types of the view ops, as MLIR 22 computes them (saturating
arithmetic on dynamic values, `0 * ? = 0`): subview (rank-reduced or not),
reinterpret_cast, collapse_shape, expand_shape and transpose.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    ArrayAttr,
    IntegerAttr,
    MemRefType,
    StridedLayoutAttr,
    UnrankedMemRefType,
    i64,
)
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineDimExpr, AffineMap

from xdsl_bufferization.dialects.memref.layout import (
    MixedValue,
    dynamic_as_none,
    get_strides_and_offset,
    has_identity_layout,
    none_as_dynamic,
    saturated_add,
    saturated_mul,
    static_entries,
)
from xdsl_bufferization.dialects.memref.type_text import mlir_type_str
from xdsl_bufferization.utils.affine_simplify import MLIRAffineMap, map_from_xdsl
from xdsl_bufferization.utils.building import make_memref_type, strided_layout

Reassociation = Sequence[Sequence[int]]
"""Reassociation indices, e.g. `[[0, 1], [2]]`."""


# ---------------------------------------------------------------------------
# Result type inference (as MLIR 22 computes result types).
# ---------------------------------------------------------------------------


def _strided_memref(
    element_type: Attribute,
    shape: Sequence[int],
    strides: Sequence[int | None],
    offset: int | None,
    memory_space: Attribute,
) -> MemRefType:
    return make_memref_type(
        element_type, shape, strided_layout(strides, offset), memory_space
    )


def infer_subview_type(
    source_type: MemRefType,
    offsets: Sequence[int],
    sizes: Sequence[int],
    strides: Sequence[int],
) -> MemRefType:
    layout = get_strides_and_offset(source_type)
    if layout is None:
        raise ValueError(f"source type {mlir_type_str(source_type)} is not strided")
    source_strides, target_offset = layout
    for offset, source_stride in zip(offsets, source_strides):
        target_offset = saturated_add(
            target_offset, saturated_mul(dynamic_as_none(offset), source_stride)
        )
    target_strides = [
        saturated_mul(source_stride, dynamic_as_none(stride))
        for source_stride, stride in zip(source_strides, strides)
    ]
    return _strided_memref(
        source_type.element_type,
        sizes,
        target_strides,
        target_offset,
        source_type.memory_space,
    )


def infer_subview_result_type(
    source_type: MemRefType,
    offsets: Sequence[MixedValue],
    sizes: Sequence[MixedValue],
    strides: Sequence[MixedValue],
) -> MemRefType:
    """
    The result type of `memref.subview` without rank reduction (MLIR's
    SubViewOp::inferResultType): sizes as given, strides
    `source_stride * stride`, offset `source_offset + sum(offset * source_stride)`,
    a strided layout. Entries are ints or SSA values (dynamic).

    Raises ValueError if the lists do not have the source's rank, a static
    offset or size is negative, or the source is not strided.
    """
    rank = source_type.get_num_dims()
    if not (len(offsets) == len(sizes) == len(strides) == rank):
        raise ValueError("expected offsets, sizes, and strides to match source rank")
    static_offsets = static_entries(offsets)
    static_sizes = static_entries(sizes)
    for value in (*static_offsets, *static_sizes):
        if value < 0 and value != DYNAMIC_INDEX:
            raise ValueError(f"expected non-negative offsets and sizes, got {value}")
    return infer_subview_type(
        source_type, static_offsets, static_sizes, static_entries(strides)
    )


def compute_rank_reduction_mask(
    original_shape: Sequence[int], reduced_shape: Sequence[int]
) -> set[int] | None:
    """
    The dimensions of `original_shape` to drop to get `reduced_shape` (only
    unit dimensions may be dropped; the first matching dimension is kept), or
    `None` if there is none (MLIR's computeRankReductionMask).
    """
    unused: set[int] = set()
    reduced_index = 0
    for original_index, size in enumerate(original_shape):
        if reduced_index < len(reduced_shape) and size == reduced_shape[reduced_index]:
            reduced_index += 1
            continue
        unused.add(original_index)
        if size != 1:
            return None
    if reduced_index != len(reduced_shape):
        return None
    return unused


def infer_rank_reduced_subview_result_type(
    result_shape: Sequence[int],
    source_type: MemRefType,
    offsets: Sequence[MixedValue],
    sizes: Sequence[MixedValue],
    strides: Sequence[MixedValue],
) -> MemRefType:
    """
    The result type of a rank-reducing `memref.subview` whose result has shape
    `result_shape` (MLIR's SubViewOp::inferRankReducedResultType): the unit
    dimensions that are dropped lose their stride.

    Raises ValueError if `result_shape` is not a rank reduction of the sizes.
    """
    inferred = infer_subview_result_type(source_type, offsets, sizes, strides)
    if inferred.get_num_dims() == len(result_shape):
        return inferred
    dropped = compute_rank_reduction_mask(inferred.get_shape(), result_shape)
    if dropped is None or inferred.get_num_dims() < len(result_shape):
        raise ValueError(
            f"cannot reduce {mlir_type_str(inferred)} to shape {list(result_shape)}"
        )
    layout = cast(StridedLayoutAttr, inferred.layout)
    kept_strides = [
        stride for i, stride in enumerate(layout.get_strides()) if i not in dropped
    ]
    return _strided_memref(
        inferred.element_type,
        result_shape,
        kept_strides,
        layout.get_offset(),
        inferred.memory_space,
    )


def infer_reinterpret_cast_result_type(
    source_type: MemRefType | UnrankedMemRefType,
    offset: MixedValue,
    sizes: Sequence[MixedValue],
    strides: Sequence[MixedValue],
) -> MemRefType:
    """
    The result type of `memref.reinterpret_cast` built from its offset, sizes
    and strides: shape `sizes`, `strided<strides, offset: offset>`.
    """
    static_offset = static_entries([offset])[0]
    return _strided_memref(
        source_type.element_type,
        static_entries(sizes),
        [dynamic_as_none(s) for s in static_entries(strides)],
        dynamic_as_none(static_offset),
        source_type.memory_space,
    )


def reassociation_lists(reassociation: Reassociation | ArrayAttr) -> list[list[int]]:
    if isinstance(reassociation, ArrayAttr):
        return reassociation_indices(reassociation)
    return [list(group) for group in reassociation]


def reassociation_indices(reassociation: ArrayAttr) -> list[list[int]]:
    """The integers of a `reassociation` property, e.g. [[0, 1], [2]]."""
    groups: list[list[int]] = []
    for group in reassociation.data:
        group = cast(ArrayAttr[IntegerAttr], group)
        groups.append([i.value.data for i in group.data])
    return groups


def reassociation_attr(
    reassociation: Reassociation,
) -> ArrayAttr[ArrayAttr[IntegerAttr]]:
    """The `reassociation` property for groups of indices (MLIR's i64 arrays)."""
    return ArrayAttr(
        [ArrayAttr([IntegerAttr(i, i64) for i in group]) for group in reassociation]
    )


def collapsed_layout(
    source_type: MemRefType, reassociation: Sequence[Sequence[int]], strict: bool
) -> StridedLayoutAttr | None:
    """MLIR's computeCollapsedLayoutMap, or None if the dims are not collapsible."""
    layout = get_strides_and_offset(source_type)
    if layout is None:
        return None
    source_strides, source_offset = layout
    shape = source_type.get_shape()
    result_strides: list[int | None] = []
    for group in reassociation:
        if not group:
            return None
        ref = list(group)
        # Unit dims have meaningless strides.
        while shape[ref[-1]] == 1 and len(ref) > 1:
            ref.pop()
        if shape[ref[-1]] != DYNAMIC_INDEX or len(ref) == 1:
            result_strides.append(source_strides[ref[-1]])
        else:
            result_strides.append(None)
    for result_index, group in reversed(list(enumerate(reassociation))):
        stride = result_strides[result_index]
        for index in reversed(group[1:]):
            stride = saturated_mul(stride, dynamic_as_none(shape[index]))
            if shape[index - 1] == 1:
                continue
            source_stride = source_strides[index - 1]
            if strict and (stride is None or source_stride is None):
                return None
            if (
                stride is not None
                and source_stride is not None
                and stride != source_stride
            ):
                return None
    return strided_layout(result_strides, source_offset)


def is_guaranteed_collapsible(
    source_type: MemRefType, reassociation: Reassociation | ArrayAttr
) -> bool:
    """
    Whether collapsing `source_type` with `reassociation` is statically known to
    be valid (MLIR's CollapseShapeOp::isGuaranteedCollapsible).
    """
    if has_identity_layout(source_type):
        return True
    groups = reassociation_lists(reassociation)
    return collapsed_layout(source_type, groups, strict=True) is not None


def infer_collapse_shape_result_type(
    source_type: MemRefType, reassociation: Reassociation | ArrayAttr
) -> MemRefType:
    """
    The result type of `memref.collapse_shape` (MLIR's
    CollapseShapeOp::computeCollapsedType): each group of dimensions becomes one
    dimension of their product; an identity layout stays the identity, any other
    gets the strides of the groups' innermost non-unit dimensions.

    Raises ValueError if the groups are not contiguous in a non-identity layout.
    """
    groups = reassociation_lists(reassociation)
    shape: list[int] = []
    for group in groups:
        size: int | None = 1
        for dim in group:
            size = saturated_mul(size, dynamic_as_none(source_type.get_shape()[dim]))
        shape.append(none_as_dynamic(size))
    if has_identity_layout(source_type):
        return make_memref_type(
            source_type.element_type, shape, None, source_type.memory_space
        )
    layout = collapsed_layout(source_type, groups, strict=False)
    if layout is None:
        raise ValueError(
            "invalid source layout map or collapsing non-contiguous dims in "
            f"{mlir_type_str(source_type)}"
        )
    return make_memref_type(
        source_type.element_type, shape, layout, source_type.memory_space
    )


def _expanded_layout(
    source_type: MemRefType,
    result_shape: Sequence[int],
    reassociation: Sequence[Sequence[int]],
) -> StridedLayoutAttr | None:
    """MLIR's computeExpandedLayoutMap."""
    layout = get_strides_and_offset(source_type)
    if layout is None:
        return None
    source_strides, source_offset = layout
    reversed_strides: list[int | None] = []
    shape_index = len(result_shape) - 1
    for group, source_stride in reversed(list(zip(reassociation, source_strides))):
        current = source_stride
        for _ in group:
            reversed_strides.append(current)
            current = saturated_mul(current, dynamic_as_none(result_shape[shape_index]))
            shape_index -= 1
    result_strides = list(reversed(reversed_strides))
    result_strides += [1] * (len(result_shape) - len(result_strides))
    return strided_layout(result_strides[: len(result_shape)], source_offset)


def infer_expand_shape_result_type(
    source_type: MemRefType,
    result_shape: Sequence[int],
    reassociation: Reassociation | ArrayAttr,
) -> MemRefType:
    """
    The result type of `memref.expand_shape` with result shape `result_shape`
    (MLIR's ExpandShapeOp::computeExpandedType): an identity layout stays the
    identity, any other is expanded group by group.

    Raises ValueError if the source layout is not strided.
    """
    groups = reassociation_lists(reassociation)
    if has_identity_layout(source_type):
        return make_memref_type(
            source_type.element_type,
            result_shape,
            None,
            source_type.memory_space,
        )
    layout = _expanded_layout(source_type, result_shape, groups)
    if layout is None:
        raise ValueError(f"invalid source layout map {mlir_type_str(source_type)}")
    return make_memref_type(
        source_type.element_type, result_shape, layout, source_type.memory_space
    )


def _permutation_positions(
    permutation: AffineMap | AffineMapAttr | Sequence[int],
) -> list[int]:
    if isinstance(permutation, AffineMapAttr):
        permutation = permutation.data
    if isinstance(permutation, AffineMap):
        if not is_permutation(map_from_xdsl(permutation)):
            raise ValueError(f"expected a permutation map, got {permutation}")
        return [cast(AffineDimExpr, r).position for r in permutation.results]
    positions = list(permutation)
    if sorted(positions) != list(range(len(positions))):
        raise ValueError(f"expected a permutation, got {positions}")
    return positions


def is_permutation(affine_map: MLIRAffineMap) -> bool:
    """MLIR's AffineMap::isPermutation."""
    if affine_map.num_dims != len(affine_map.results) or affine_map.num_symbols:
        return False
    seen: set[int] = set()
    for result in affine_map.results:
        if not isinstance(result, AffineDimExpr) or result.position in seen:
            return False
        seen.add(result.position)
    return True


def infer_transpose_result_type(
    source_type: MemRefType, permutation: AffineMap | AffineMapAttr | Sequence[int]
) -> MemRefType:
    """
    The result type of `memref.transpose` (MLIR's inferTransposeResultType):
    sizes and strides permuted (`result[i] = source[permutation[i]]`), the
    source offset, a strided layout. `permutation` is a permutation map such as
    `(d0, d1) -> (d1, d0)` or the list of its result positions.

    Raises ValueError if it is not a permutation of the source's rank or the
    source is not strided.
    """
    positions = _permutation_positions(permutation)
    if len(positions) != source_type.get_num_dims():
        raise ValueError("expected a permutation map of same rank as the input")
    layout = get_strides_and_offset(source_type)
    if layout is None:
        raise ValueError(f"source type {mlir_type_str(source_type)} is not strided")
    strides, offset = layout
    shape = source_type.get_shape()
    return _strided_memref(
        source_type.element_type,
        [shape[p] for p in positions],
        [strides[p] for p in positions],
        offset,
        source_type.memory_space,
    )
