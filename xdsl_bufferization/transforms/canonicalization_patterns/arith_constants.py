"""
Constant operands and results of the `arith` folds: reading integer and
float constants (scalars, splats, dense elements of static shape) as bit
patterns and Python floats, combining them element by element, and making
the attribute of a folded value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, cast

from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    TensorType,
    VectorType,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue

from xdsl_bufferization.rewriting.folder import FoldResult, constant_value
from xdsl_bufferization.utils.apfloat import FloatFormat, float_format
from xdsl_bufferization.utils.apint import integer_width, mask, signed, unsigned

# ---------------------------------------------------------------------------
# Constant operands
# ---------------------------------------------------------------------------


def constant_of(value: SSAValue) -> Attribute | None:
    """The constant attribute `value` is the result of, if any."""
    if isinstance(value, OpResult):
        return constant_value(value.op)
    return None


def element_type(type: Attribute) -> Attribute:
    """The element type of a tensor or vector type, else the type itself."""
    if isinstance(type, TensorType | VectorType):
        return cast(TensorType[Attribute], type).element_type
    return type


def static_shaped(type: Attribute) -> bool:
    if isinstance(type, TensorType | VectorType):
        shape = cast(TensorType[Attribute], type).get_shape()
        return all(d >= 0 for d in shape)
    return False


class Elements:
    """The values of a constant: one for a scalar or a splat, else one per
    element (integers as bit patterns, floats as Python floats)."""

    __slots__ = ("splat", "values")

    def __init__(self, values: list[Any], splat: bool):
        self.values = values
        self.splat = splat

    def at(self, index: int) -> Any:
        return self.values[0] if self.splat else self.values[index]

    def __len__(self) -> int:
        return len(self.values)


def int_elements(attr: Attribute | None, type: Attribute) -> Elements | None:
    """The integer values of a constant of `type`, as bit patterns."""
    width = integer_width(element_type(type))
    if attr is None or width is None:
        return None
    if isinstance(attr, IntegerAttr):
        value: int = cast(IntegerAttr[Any], attr).value.data
        return Elements([unsigned(value, width)], True)
    if isinstance(attr, DenseIntOrFPElementsAttr):
        dense = cast(DenseIntOrFPElementsAttr[Any], attr)
        values = [unsigned(int(v), width) for v in dense.get_values()]
        return Elements(values, dense.is_splat() or len(values) == 1)
    return None


def float_elements(attr: Attribute | None, type: Attribute) -> Elements | None:
    """The float values of a constant of `type`."""
    if attr is None or float_format(element_type(type)) is None:
        return None
    if isinstance(attr, FloatAttr):
        return Elements([float(cast(FloatAttr, attr).value.data)], True)
    if isinstance(attr, DenseIntOrFPElementsAttr):
        dense = cast(DenseIntOrFPElementsAttr[Any], attr)
        values = [float(v) for v in dense.get_values()]
        return Elements(values, dense.is_splat() or len(values) == 1)
    return None


def shape_size(type: Attribute) -> int:
    size = 1
    for dim in cast(TensorType[Attribute], type).get_shape():
        size *= dim
    return size


def make_constant(type: Attribute, values: Sequence[Any]) -> Attribute | None:
    """The constant attribute of `type` holding `values` (integer bit
    patterns or floats; one value for a scalar or a splat)."""
    elem = element_type(type)
    width = integer_width(elem)
    fmt = float_format(elem)
    if width is None and fmt is None:
        return None
    if (
        fmt is not None
        and fmt.name == "f16"
        and any(v != v and fmt.to_bits(v) & 0x1FF for v in values)
    ):
        # xDSL keeps f16 values as Python floats packed in half precision,
        # which drops NaN payloads: do not fold to one it cannot hold.
        return None
    if type is elem:
        if width is not None:
            return IntegerAttr(signed(values[0], width), cast(Any, type))
        return FloatAttr(values[0], cast(Any, type))
    if not static_shaped(type):
        return None
    if width is not None:
        items: list[Any] = [signed(v, width) for v in values]
        if width == 1:
            items = [bool(v) for v in items]
    else:
        items = list(values)
    if len(items) > 1 and all(same(items[0], v) for v in items[1:]):
        items = items[:1]
    return DenseIntOrFPElementsAttr.from_list(cast(Any, type), items)


def same(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return (a == b and str(a) == str(b)) or (a != a and b != b)
    return a == b


def zero_attr(type: Attribute) -> Attribute | None:
    """MLIR's `getZeroAttr` for an integer or float type (or shaped of one)."""
    elem = element_type(type)
    if integer_width(elem) is not None:
        return make_constant(type, [0])
    if float_format(elem) is not None:
        return make_constant(type, [0.0])
    return None


def combine(
    type: Attribute,
    operands: Sequence[Elements],
    fn: Callable[..., Any | None],
) -> Attribute | None:
    """Apply `fn` element by element; None if it declines for any element."""
    if all(o.splat for o in operands):
        result = fn(*(o.values[0] for o in operands))
        return None if result is None else make_constant(type, [result])
    if type is element_type(type) or not static_shaped(type):
        return None
    count = shape_size(type)
    if any(not o.splat and len(o) != count for o in operands):
        return None
    results: list[Any] = []
    for index in range(count):
        result = fn(*(o.at(index) for o in operands))
        if result is None:
            return None
        results.append(result)
    return make_constant(type, results)


def combine1(
    type: Attribute,
    operand: Elements,
    fn: Callable[[Any], Any | None],
) -> Attribute | None:
    """`combine` of one operand."""
    return combine(type, [operand], fn)


def combine2(
    type: Attribute,
    lhs: Elements,
    rhs: Elements,
    fn: Callable[[Any, Any], Any | None],
) -> Attribute | None:
    """`combine` of two operands."""
    return combine(type, [lhs, rhs], fn)


def int_operands(op: Operation) -> list[Elements] | None:
    found: list[Elements] = []
    for operand in op.operands:
        elements = int_elements(constant_of(operand), operand.type)
        if elements is None:
            return None
        found.append(elements)
    return found


def float_operands(op: Operation) -> list[Elements] | None:
    found: list[Elements] = []
    for operand in op.operands:
        elements = float_elements(constant_of(operand), operand.type)
        if elements is None:
            return None
        found.append(elements)
    return found


def int_splat(value: SSAValue) -> int | None:
    """The bit pattern of an integer scalar or splat constant (m_ConstantInt)."""
    elements = int_elements(constant_of(value), value.type)
    if elements is None or not elements.splat:
        return None
    return elements.values[0]


def float_splat(value: SSAValue) -> float | None:
    elements = float_elements(constant_of(value), value.type)
    if elements is None or not elements.splat:
        return None
    return elements.values[0]


def width_of(value: SSAValue) -> int:
    width = integer_width(element_type(value.type))
    assert width is not None
    return width


def format_of(value: SSAValue) -> FloatFormat:
    fmt = float_format(element_type(value.type))
    assert fmt is not None
    return fmt


def defined_by(value: SSAValue, name: str) -> Operation | None:
    if isinstance(value, OpResult) and value.op.name == name:
        return value.op
    return None


def is_zero_int(value: SSAValue) -> bool:
    return int_splat(value) == 0


def is_all_ones(value: SSAValue) -> bool:
    bits = int_splat(value)
    return bits is not None and bits == mask(width_of(value))


def is_one_int(value: SSAValue) -> bool:
    return int_splat(value) == 1


def zero_result(op: Operation) -> FoldResult | None:
    """The zero of the result type, unless it is a dynamically shaped type
    (MLIR makes no constant of those)."""
    type = op.results[0].type
    if type is not element_type(type) and not static_shaped(type):
        return None
    zero = zero_attr(type)
    return None if zero is None else (zero,)


def move_constant_right(op: Operation) -> FoldResult | None:
    """MLIR's fold of commutative ops: a constant left operand goes right."""
    lhs, rhs = op.operands[0], op.operands[1]
    if constant_of(lhs) is not None and constant_of(rhs) is None:
        op.operands = [rhs, lhs, *op.operands[2:]]
        return ()
    return None


def then_commute(fold: Callable[[Operation], FoldResult | None]):
    """`fold`, and if it does not apply, the commutative operand order."""

    def hook(op: Operation) -> FoldResult | None:
        result = fold(op)
        if result is not None:
            return result
        return move_constant_right(op)

    return hook


def binary_int(
    op: Operation, fn: Callable[[int, int, int], int | None]
) -> FoldResult | None:
    """Fold an integer binary op on constants with `fn(a, b, width)`."""
    operands = int_operands(op)
    if operands is None:
        return None
    width = width_of(op.operands[0])
    attr = combine2(
        op.results[0].type, operands[0], operands[1], lambda a, b: fn(a, b, width)
    )
    return None if attr is None else (attr,)


def binary_float(
    op: Operation, fn: Callable[[FloatFormat, float, float], float]
) -> FoldResult | None:
    operands = float_operands(op)
    if operands is None:
        return None
    fmt = format_of(op.operands[0])
    attr = combine2(
        op.results[0].type, operands[0], operands[1], lambda a, b: fn(fmt, a, b)
    )
    return None if attr is None else (attr,)
