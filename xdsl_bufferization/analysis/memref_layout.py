"""Strided layouts of memref types, as bufferization computes them.

One-Shot Bufferize has to predict the memref type of every tensor value before
it rewrites anything (loop iter_args, `scf.if` results and views must agree on
one type). These helpers compute the types MLIR's memref ops infer: the strided
layout of a subview, of a collapsed or expanded shape, the fully dynamic
layout used where nothing is known.

Offsets and strides are `int`, or `None` where they are dynamic (`?`).
"""

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
)
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineMap

Stride = int | None
"""A stride or an offset: an integer, or `None` where it is dynamic."""


def canonical_strides(shape: Sequence[int]) -> list[Stride]:
    """
    The strides of a contiguous row-major buffer of `shape`: each dimension's
    stride is the product of the sizes of the dimensions after it (dynamic as
    soon as one of those sizes is dynamic).
    """
    strides: list[Stride] = [1] * len(shape)
    running: Stride = 1
    for i in range(len(shape) - 1, -1, -1):
        strides[i] = running
        size = shape[i]
        if running is None or size == DYNAMIC_INDEX:
            running = None
        else:
            running = running * size
    return strides


def strides_and_offset(memref_type: MemRefType) -> tuple[list[Stride], Stride] | None:
    """
    The strides and offset of `memref_type`, or `None` if its layout is an
    affine map that is not a strided layout.
    """
    layout = memref_type.layout
    if isinstance(layout, NoneAttr):
        return canonical_strides(memref_type.get_shape()), 0
    if isinstance(layout, StridedLayoutAttr):
        return list(layout.get_strides()), layout.get_offset()
    if isinstance(layout, AffineMapAttr) and _is_identity(layout):
        return canonical_strides(memref_type.get_shape()), 0
    return None


def _is_identity(layout: AffineMapAttr) -> bool:
    data = layout.data
    return data.num_symbols == 0 and data == AffineMap.identity(data.num_dims)


def has_identity_layout(memref_type: MemRefType) -> bool:
    """Whether `memref_type` has no layout (or an identity affine map)."""
    layout = memref_type.layout
    if isinstance(layout, NoneAttr):
        return True
    return isinstance(layout, AffineMapAttr) and _is_identity(layout)


def strided_memref_type(
    shape: Sequence[int],
    element_type: Attribute,
    strides: Sequence[Stride],
    offset: Stride,
    memory_space: Attribute,
) -> MemRefType:
    """A memref type with an explicit `strided<...>` layout (MLIR keeps it even
    where it is the canonical one)."""
    return MemRefType(
        element_type,
        shape,
        StridedLayoutAttr(list(strides), offset),
        memory_space,
    )


def identity_memref_type(
    shape: Sequence[int], element_type: Attribute, memory_space: Attribute
) -> MemRefType:
    """A memref type without layout."""
    return MemRefType(element_type, shape, NoneAttr(), memory_space)


def fully_dynamic_memref_type(
    shape: Sequence[int], element_type: Attribute, memory_space: Attribute
) -> MemRefType:
    """A memref type whose strides and offset are all dynamic."""
    return strided_memref_type(
        shape, element_type, [None] * len(shape), None, memory_space
    )


def _mul(a: Stride, b: Stride) -> Stride:
    if a is None or b is None:
        return None
    return a * b


def _add(a: Stride, b: Stride) -> Stride:
    if a is None or b is None:
        return None
    return a + b


def subview_type(
    source: MemRefType,
    offsets: Sequence[int],
    sizes: Sequence[int],
    steps: Sequence[int],
    result_shape: Sequence[int] | None = None,
) -> MemRefType:
    """
    The type `memref.subview` infers for a view of `source` at `offsets` with
    `sizes` and `steps` (static values; `DYNAMIC_INDEX` for dynamic ones).

    With `result_shape`, unit dimensions are dropped so that the result has
    that rank (rank-reducing subview): a size-1 dimension is dropped whenever
    it does not match the next expected result dimension.
    """
    layout = strides_and_offset(source)
    if layout is None:
        src_strides: list[Stride] = [None] * len(sizes)
        src_offset: Stride = None
    else:
        src_strides, src_offset = layout
    offset = src_offset
    strides: list[Stride] = []
    for off, step, stride in zip(offsets, steps, src_strides, strict=True):
        off_value: Stride = None if off == DYNAMIC_INDEX else off
        step_value: Stride = None if step == DYNAMIC_INDEX else step
        offset = _add(offset, _mul(off_value, stride))
        strides.append(_mul(stride, step_value))
    shape = list(sizes)
    if result_shape is not None and len(result_shape) != len(shape):
        kept_shape: list[int] = []
        kept_strides: list[Stride] = []
        dropped = dropped_unit_dims(shape, result_shape)
        for i, (size, stride) in enumerate(zip(shape, strides, strict=True)):
            if i in dropped:
                continue
            kept_shape.append(size)
            kept_strides.append(stride)
        shape, strides = kept_shape, kept_strides
    return strided_memref_type(
        shape, source.element_type, strides, offset, source.memory_space
    )


def dropped_unit_dims(sizes: Sequence[int], result_shape: Sequence[int]) -> set[int]:
    """
    The positions of the dimensions of `sizes` that a rank-reducing slice with
    `result_shape` drops: sizes are matched greedily, in order, with the
    result dimensions; the unmatched ones (which must be 1) are dropped.
    """
    dropped: set[int] = set()
    j = 0
    for i, size in enumerate(sizes):
        if j < len(result_shape) and size == result_shape[j]:
            j += 1
            continue
        dropped.add(i)
    return dropped


def is_guaranteed_collapsible(
    source: MemRefType, reassociation: Sequence[Sequence[int]]
) -> bool:
    """
    Whether every group of `reassociation` can be collapsed into one dimension
    without copying, whatever the dynamic strides are: within a group, each
    stride must equal the next stride times the next size (dimensions of size
    1 are ignored).
    """
    layout = strides_and_offset(source)
    if layout is None:
        return False
    strides, _ = layout
    shape = source.get_shape()
    for group in reassociation:
        if not group:
            continue
        # Walk the group from its innermost dimension outwards.
        expected: Stride = None
        first = True
        for dim in reversed(group):
            size = shape[dim]
            if size == 1:
                continue
            stride = strides[dim]
            if first:
                first = False
                expected = _mul(stride, None if size == DYNAMIC_INDEX else size)
                continue
            if stride is None or expected is None or stride != expected:
                return False
            expected = _mul(stride, None if size == DYNAMIC_INDEX else size)
    return True


def collapsed_type(
    source: MemRefType, reassociation: Sequence[Sequence[int]]
) -> MemRefType:
    """The type `memref.collapse_shape` infers for a guaranteed-collapsible
    `source`."""
    shape = source.get_shape()
    new_shape: list[int] = []
    for group in reassociation:
        size = 1
        for dim in group:
            if shape[dim] == DYNAMIC_INDEX:
                size = DYNAMIC_INDEX
                break
            size *= shape[dim]
        new_shape.append(size)
    if has_identity_layout(source):
        return identity_memref_type(new_shape, source.element_type, source.memory_space)
    layout = strides_and_offset(source)
    assert layout is not None
    strides, offset = layout
    new_strides: list[Stride] = []
    for group in reassociation:
        if not group:
            new_strides.append(1)
            continue
        # The stride of a group is that of its innermost non-unit dimension.
        stride: Stride = strides[group[-1]]
        for dim in reversed(group):
            if shape[dim] != 1:
                stride = strides[dim]
                break
        new_strides.append(stride)
    return strided_memref_type(
        new_shape, source.element_type, new_strides, offset, source.memory_space
    )


def expanded_type(
    source: MemRefType,
    result_shape: Sequence[int],
    reassociation: Sequence[Sequence[int]],
) -> MemRefType:
    """The type `memref.expand_shape` infers for expanding `source` to
    `result_shape`."""
    if has_identity_layout(source):
        return identity_memref_type(
            result_shape, source.element_type, source.memory_space
        )
    layout = strides_and_offset(source)
    assert layout is not None
    src_strides, offset = layout
    strides: list[Stride] = [None] * len(result_shape)
    for src_dim, group in enumerate(reassociation):
        running = src_strides[src_dim]
        for dim in reversed(group):
            strides[dim] = running
            size = result_shape[dim]
            running = _mul(running, None if size == DYNAMIC_INDEX else size)
    return strided_memref_type(
        result_shape, source.element_type, strides, offset, source.memory_space
    )
