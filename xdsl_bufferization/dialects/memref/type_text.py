"""Memref types as `mlir-opt` prints them (layouts and memory spaces
included), for verifier messages.
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    UnrankedMemRefType,
    i64,
)
from xdsl.ir import Attribute

from xdsl_bufferization.dialects.memref.layout import canonical_layout
from xdsl_bufferization.utils.affine_simplify import map_from_xdsl


def _layout_str(layout: Attribute) -> str:
    if isinstance(layout, AffineMapAttr):
        return f"affine_map<{map_from_xdsl(layout.data)}>"
    return str(layout)


def _memory_space_str(memory_space: Attribute) -> str:
    text = str(memory_space)
    if is_i64_attr(memory_space):
        # MLIR prints an i64 integer without its type.
        return str(cast(IntegerAttr[IntegerType], memory_space).value.data)
    return text


def _memref_str(memref_type: MemRefType, layout_text: str | None) -> str:
    dims = "".join(
        ("?" if d == DYNAMIC_INDEX else str(d)) + "x" for d in memref_type.get_shape()
    )
    text = f"memref<{dims}{mlir_type_str(memref_type.element_type)}"
    if layout_text is not None:
        text += f", {layout_text}"
    if not isinstance(memref_type.memory_space, NoneAttr):
        text += f", {_memory_space_str(memref_type.memory_space)}"
    return text + ">"


def mlir_type_str(type_attr: Attribute) -> str:
    """A type as mlir-opt prints it (memref layouts and memory spaces included)."""
    if isinstance(type_attr, MemRefType):
        memref_type = cast(MemRefType, type_attr)
        layout = memref_type.layout
        return _memref_str(
            memref_type, None if isinstance(layout, NoneAttr) else _layout_str(layout)
        )
    if isinstance(type_attr, UnrankedMemRefType):
        unranked = cast(UnrankedMemRefType, type_attr)
        text = f"memref<*x{mlir_type_str(unranked.element_type)}"
        if not isinstance(unranked.memory_space, NoneAttr):
            text += f", {_memory_space_str(unranked.memory_space)}"
        return text + ">"
    return str(type_attr)


def canonical_type_str(memref_type: MemRefType) -> str:
    kind, payload = canonical_layout(memref_type)
    if kind == "none":
        return _memref_str(memref_type, None)
    if kind == "map":
        return _memref_str(memref_type, f"affine_map<{payload}>")
    return _memref_str(memref_type, _layout_str(cast(Attribute, payload)))


def same_canonical_type(a: MemRefType, b: MemRefType) -> bool:
    return (
        a.get_shape() == b.get_shape()
        and a.element_type == b.element_type
        and a.memory_space == b.memory_space
        and canonical_layout(a) == canonical_layout(b)
    )


def is_i64_attr(attr: Attribute) -> bool:
    if not isinstance(attr, IntegerAttr):
        return False
    return cast(IntegerAttr[IntegerType], attr).type == i64
