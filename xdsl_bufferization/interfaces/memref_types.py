"""Memref types that bufferization builds.

One-Shot Bufferize has to predict the memref type of every tensor value before
it rewrites anything (loop iter_args, `scf.if` results and views must agree on
one type). The result types of views (`memref.subview`, `collapse_shape`,
`expand_shape`) and the layout questions (strides and offset, identity layout,
collapsibility) are answered by the helpers of
`xdsl_bufferization.dialects.memref_views`, which compute them exactly as
MLIR 22's memref ops infer them (and as our verifiers check them). This module
only adds the constructors of the types bufferization chooses itself: no
layout, an explicit strided layout, a fully dynamic layout.

Offsets and strides are `int`, or `None` where they are dynamic (`?`).
"""

from collections.abc import Sequence

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Attribute

from xdsl_bufferization.utils.building import make_memref_type, strided_layout

Stride = int | None
"""A stride or an offset: an integer, or `None` where it is dynamic."""


def strided_memref_type(
    shape: Sequence[int],
    element_type: Attribute,
    strides: Sequence[Stride],
    offset: Stride,
    memory_space: Attribute,
) -> MemRefType:
    """A memref type with an explicit `strided<...>` layout (MLIR keeps it even
    where it is the canonical one)."""
    return make_memref_type(
        element_type, shape, strided_layout(strides, offset), memory_space
    )


def identity_memref_type(
    shape: Sequence[int], element_type: Attribute, memory_space: Attribute
) -> MemRefType:
    """A memref type without layout."""
    return make_memref_type(element_type, shape, None, memory_space)


def fully_dynamic_memref_type(
    shape: Sequence[int], element_type: Attribute, memory_space: Attribute
) -> MemRefType:
    """A memref type whose strides and offset are all dynamic."""
    return strided_memref_type(
        shape, element_type, [None] * len(shape), None, memory_space
    )
