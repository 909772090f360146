"""Static and dynamic values of ops' index lists (MLIR's StaticValueUtils):
constants read from operands, and the mixed lists of static entries with
`DYNAMIC_INDEX` holes and the dynamic operands that fill them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import DYNAMIC_INDEX, IntegerAttr, ShapedType
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.traits import ConstantLike, HasFolder

_CONSTANT_FOLDERS: dict[type[Operation], HasFolder | None] = {}
"""The `HasFolder` trait of each constant-like op class, None for other
classes (traits are fixed per class; looking one up tests them all, and
patterns ask this of many operands)."""


def constant_attribute(value: SSAValue) -> Attribute | None:
    """The attribute of the constant-like op defining `value`, if any: what
    xDSL's `ConstantLike.get_constant_value(value)` returns."""
    if not isinstance(value, OpResult):
        return None
    op = value.op
    op_class = type(op)
    if op_class in _CONSTANT_FOLDERS:
        folder = _CONSTANT_FOLDERS[op_class]
    else:
        folder = None
        if op_class.has_trait(ConstantLike):
            folder = op_class.get_trait(HasFolder)
        _CONSTANT_FOLDERS[op_class] = folder
    if folder is None:
        return None
    values = folder.fold(op)
    if values is None:
        return None
    attr = values[value.index]
    return attr if isinstance(attr, Attribute) else None


def constant_int_value(value: int | SSAValue) -> int | None:
    """
    The integer `value` holds: itself if an `int`, the integer or index
    attribute of the constant-like op defining it, else None.
    """
    if isinstance(value, int):
        return value
    attr = constant_attribute(value)
    if isinstance(attr, IntegerAttr):
        return cast(IntegerAttr, attr).value.data
    return None


Mixed = int | SSAValue
"""A static index or a dynamic SSA value (MLIR's OpFoldResult)."""


def mixed_values(static: Sequence[int], dynamic: Sequence[SSAValue]) -> list[Mixed]:
    """Merge static values (with `DYNAMIC_INDEX` holes) and dynamic values."""
    values = iter(dynamic)
    return [next(values) if entry == DYNAMIC_INDEX else entry for entry in static]


def split_mixed(values: Sequence[Mixed]) -> tuple[list[int], list[SSAValue]]:
    """The static list (with `DYNAMIC_INDEX` holes) and the dynamic values."""
    static: list[int] = []
    dynamic: list[SSAValue] = []
    for value in values:
        if isinstance(value, SSAValue):
            static.append(DYNAMIC_INDEX)
            dynamic.append(value)
        else:
            static.append(value)
    return static, dynamic


def has_static_shape(shaped_type: ShapedType) -> bool:
    """Whether no dimension of `shaped_type` is dynamic."""
    return DYNAMIC_INDEX not in shaped_type.get_shape()
