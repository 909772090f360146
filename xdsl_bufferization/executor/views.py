"""Helpers shared by memref and tensor ops: static/dynamic lists, shapes."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import cast

from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    IntAttr,
    IntegerAttr,
    MemRefType,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.utils.hints import isa

from xdsl_bufferization.executor.compiler import Frame, FunctionCompiler
from xdsl_bufferization.executor.errors import ExecutorError, UnsupportedError

DYNAMIC = -(2**63)
"""MLIR's marker of a dynamic size, offset or stride (`ShapedType::kDynamic`)."""


def static_list(attr: Attribute | None, op: Operation, name: str) -> list[int]:
    """The integers of a `DenseArrayAttr` or `ArrayAttr` of integers."""
    if isinstance(attr, DenseArrayBase):
        return [int(v) for v in attr.get_values()]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    if isa(attr, ArrayAttr[Attribute]):
        values: list[int] = []
        for element in attr.data:
            if isinstance(element, IntegerAttr):
                values.append(int(element.value.data))
            elif isa(element, IntAttr[int]):
                values.append(element.data)
            else:
                raise ExecutorError(f"expected integers in '{name}', got {attr}", op)
        return values
    raise ExecutorError(f"missing or malformed property '{name}'", op)


def reassociation(op: Operation) -> list[list[int]]:
    attr = op.properties.get("reassociation") or op.attributes.get("reassociation")
    if not isa(attr, ArrayAttr[Attribute]):
        raise ExecutorError("missing property 'reassociation'", op)
    return [static_list(group, op, "reassociation") for group in attr.data]


IntsOf = Callable[[Frame], Sequence[int]]


def mixed_values(
    fc: FunctionCompiler, statics: Sequence[int], dynamic: Iterator[SSAValue]
) -> IntsOf:
    """A function giving `statics` with each `DYNAMIC` entry replaced by the
    value of the next SSA value of `dynamic`."""
    positions = [
        (index, fc.slot(next(dynamic)))
        for index, value in enumerate(statics)
        if value == DYNAMIC
    ]
    base = list(statics)
    if not positions:
        constant = tuple(base)
        return lambda frame: constant

    def values(frame: Frame) -> list[int]:
        result = list(base)
        for index, slot in positions:
            result[index] = frame[slot]
        return result

    return values


def element_type(type_: Attribute) -> Attribute:
    """The element type of a shaped type."""
    element = getattr(type_, "element_type", None)
    if not isinstance(element, Attribute):
        raise ExecutorError(f"expected a shaped type, got {type_}")
    return element


# Type tests that do not narrow: narrowing to xDSL's generic type classes
# leaves their parameters unknown to the type checker.


def is_tensor(type_: Attribute) -> bool:
    """A ranked tensor type."""
    return isinstance(type_, TensorType)


def is_memref(type_: Attribute) -> bool:
    """A ranked memref type."""
    return isinstance(type_, MemRefType)


def is_memref_like(type_: Attribute) -> bool:
    """A ranked or unranked memref type."""
    return isinstance(type_, MemRefType | UnrankedMemRefType)


def static_shape(type_: Attribute) -> list[int]:
    """The shape of a ranked memref or tensor type (`DYNAMIC` for `?`)."""
    get_shape = getattr(type_, "get_shape", None)
    if is_memref(type_) or is_tensor(type_):
        assert get_shape is not None
        return list(get_shape())
    raise ExecutorError(f"expected a ranked shaped type, got {type_}")


def is_unranked(type_: Attribute) -> bool:
    return isinstance(type_, UnrankedMemRefType | UnrankedTensorType)


def shape_from_type(
    fc: FunctionCompiler, type_: Attribute, dynamic: Iterator[SSAValue]
) -> IntsOf:
    """The runtime shape of a ranked type whose `?` sizes are SSA values."""
    return mixed_values(fc, static_shape(type_), dynamic)


_LAYOUTS: dict[Attribute, tuple[int | None, list[int | None]] | None] = {}


def static_layout(
    type_: Attribute, op: Operation | None = None
) -> tuple[int | None, list[int | None]] | None:
    """The (offset, strides) of a memref type's strided layout (a `strided<>`
    layout, or an affine map of that form, e.g. `(d0) -> (d0 + 2)`); None
    entries are dynamic. None for the identity layout. A layout that is not
    strided (`mod`, `floordiv`, `ceildiv`, several results) is an
    `UnsupportedError` at `op`: the executor cannot place its elements."""
    if not is_memref(type_):
        return None
    if type_ in _LAYOUTS:
        return _LAYOUTS[type_]
    layout: Attribute = getattr(type_, "layout")  # noqa: B009 (no narrowing)
    result: tuple[int | None, list[int | None]] | None
    get_strides = getattr(layout, "get_strides", None)
    get_offset = getattr(layout, "get_offset", None)
    if layout.name == "strided" and get_strides is not None and get_offset is not None:
        strides = [None if s is None or s == DYNAMIC else int(s) for s in get_strides()]
        offset = get_offset()
        result = (None if offset is None or offset == DYNAMIC else int(offset)), strides
    elif not isinstance(layout, AffineMapAttr) or layout.data == AffineMap.identity(
        layout.data.num_dims
    ):
        result = None
    else:
        from xdsl_bufferization.dialects.memref.layout import get_strides_and_offset

        strided = get_strides_and_offset(cast(MemRefType[Attribute], type_))
        if strided is None:
            raise UnsupportedError(
                f"memref layout {layout} is not strided (semi-affine or with "
                "several results): the executor cannot place the elements of "
                f"{type_}",
                op,
            )
        result = strided[1], list(strided[0])
    _LAYOUTS[type_] = result
    return result
