"""`arith` ops and `ub.poison`, on scalars and element by element on vectors
and ranked tensors.

The op handlers are written for scalars. `lift_elementwise` makes each of
them also run on shaped values (one design for vectors and tensors): the
handler is compiled once for a scalar twin of the op (same properties,
element types) and run on each element in a small frame of its own; the
results are new `Vector`s or `Tensor`s of the operands' shape.
`arith.constant` makes scalars, tensors and vectors from its attribute.
"""

from __future__ import annotations

import math
import struct
from array import array
from collections.abc import Callable, Sequence
from typing import Any, cast

from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    TensorType,
    VectorType,
)
from xdsl.ir import Attribute, Block, Operation
from xdsl.utils.hints import isa

from xdsl_bufferization.executor.compiler import (
    OP_BUILDERS,
    Frame,
    FunctionCompiler,
    OpBuilder,
    Step,
    op_builder,
    op_name,
    prop,
)
from xdsl_bufferization.executor.errors import (
    ExecutorError,
    ProgramFault,
    UnsupportedError,
)
from xdsl_bufferization.executor.report import UNDEFINED_BEHAVIOR
from xdsl_bufferization.executor.values import (
    ScalarKind,
    Tensor,
    Vector,
    float_rounder,
    int_wrapper,
    normalizer,
    scalar_kind,
    to_signed,
    to_unsigned,
)
from xdsl_bufferization.executor.views import (
    element_type,
    is_memref,
    is_tensor,
    static_shape,
)
from xdsl_bufferization.utils.apfloat import CMPF_PREDICATES

# ---------------------------------------------------------------------------
# Attribute decoding (shared with other dialects)
# ---------------------------------------------------------------------------


def int_attr_value(attr: Attribute | None, op: Operation, name: str) -> int:
    if isinstance(attr, IntegerAttr):
        return int(attr.value.data)
    data = getattr(attr, "data", None)
    if isinstance(data, int):
        return data
    # Enum attributes of xDSL (e.g. predicates) carry their MLIR spelling.
    raise ExecutorError(f"expected an integer attribute '{name}', got {attr}", op)


def dense_values(attr: Attribute, kind: ScalarKind, count: int) -> list[Any]:
    """The elements of a dense elements attribute, splats expanded."""
    if not isinstance(attr, DenseIntOrFPElementsAttr):
        raise UnsupportedError(f"unsupported elements attribute {attr}")
    norm = normalizer(kind)
    values: list[Any] = [norm(v) for v in attr.get_values()]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    if len(values) == 1 and count != 1:
        return values * count
    if len(values) != count:
        raise UnsupportedError(
            f"dense attribute with {len(values)} values for {count} elements"
        )
    return values


def constant_value(attr: Attribute, type_: Attribute, op: Operation) -> Any:
    """The runtime value of a constant attribute of type `type_`."""
    if is_tensor(type_):
        shape = tuple(static_shape(type_))
        kind = scalar_kind(element_type(type_))
        return Tensor(dense_values(attr, kind, math.prod(shape)), shape, kind)
    if is_vector_type(type_):
        shape = vector_shape(type_, op)
        kind = scalar_kind(element_type(type_))
        return Vector(dense_values(attr, kind, math.prod(shape)), shape, kind)
    kind = scalar_kind(type_)
    if isinstance(attr, IntegerAttr):
        value: Any = attr.value.data
        return normalizer(kind)(value)
    if isinstance(attr, FloatAttr):
        return normalizer(kind)(attr.value.data)
    raise UnsupportedError(f"unsupported constant {attr} of type {type_}", op)


def is_vector_type(type_: Attribute) -> bool:
    """A vector type (a test that does not narrow, see `views.is_tensor`)."""
    return isinstance(type_, VectorType)


def vector_shape(type_: Attribute, op: Operation | None = None) -> tuple[int, ...]:
    """The shape of a vector type; scalable vectors are not supported."""
    if not isa(type_, VectorType[Attribute]):
        raise ExecutorError(f"expected a vector type, got {type_}", op)
    if any(type_.get_scalable_dims()):
        raise UnsupportedError(
            f"scalable vectors are not supported (their size is known only on "
            f"the target): {type_}",
            op,
        )
    return tuple(type_.get_shape())


def _kind_of(op: Operation, index: int = 0) -> ScalarKind:
    return scalar_kind(op.operands[index].type)


def _result_kind(op: Operation) -> ScalarKind:
    return scalar_kind(op.results[0].type)


# ---------------------------------------------------------------------------
# Constants
# ---------------------------------------------------------------------------


@op_builder("arith.constant")
def _constant(fc: FunctionCompiler, op: Operation) -> Step:
    attr = prop(op, "value")
    if attr is None:
        raise ExecutorError("arith.constant without value", op)
    type_ = op.results[0].type
    if is_memref(type_):
        raise UnsupportedError("memref constants are not supported", op)
    value = constant_value(attr, type_, op)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = value

    return step


@op_builder("ub.poison")
def _poison(fc: FunctionCompiler, op: Operation) -> Step:
    # A poison value may be anything; zero is as good as any.
    type_ = op.results[0].type
    if is_tensor(type_):
        shape = tuple(static_shape(type_))
        kind = scalar_kind(element_type(type_))
        value: Any = Tensor([kind.zero] * math.prod(shape), shape, kind)
    elif is_vector_type(type_):
        shape = vector_shape(type_, op)
        kind = scalar_kind(element_type(type_))
        value = Vector([kind.zero] * math.prod(shape), shape, kind)
    else:
        value = scalar_kind(type_).zero
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = value

    return step


# ---------------------------------------------------------------------------
# Integer arithmetic
# ---------------------------------------------------------------------------


def _binary(fc: FunctionCompiler, op: Operation, fn: Callable[[Any, Any], Any]) -> Step:
    if len(op.operands) != 2 or len(op.results) != 1:
        raise ExecutorError(f"'{op_name(op)}' expects two operands and one result", op)
    lhs, rhs = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = fn(frame[lhs], frame[rhs])

    return step


def _unary(fc: FunctionCompiler, op: Operation, fn: Callable[[Any], Any]) -> Step:
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = fn(frame[source])

    return step


def _int_kind(op: Operation) -> ScalarKind:
    kind = _result_kind(op)
    if kind.is_float:
        raise ExecutorError(f"'{op_name(op)}' expects integer operands", op)
    return kind


@op_builder("arith.addi")
def _addi(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _int_kind(op)
    lo, hi, wrap = kind.lo, kind.hi, int_wrapper(kind.width)
    lhs, rhs = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        value = frame[lhs] + frame[rhs]
        frame[result] = value if lo <= value <= hi else wrap(value)

    return step


@op_builder("arith.subi")
def _subi(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _int_kind(op)
    lo, hi, wrap = kind.lo, kind.hi, int_wrapper(kind.width)
    lhs, rhs = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        value = frame[lhs] - frame[rhs]
        frame[result] = value if lo <= value <= hi else wrap(value)

    return step


@op_builder("arith.muli")
def _muli(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _int_kind(op)
    lo, hi, wrap = kind.lo, kind.hi, int_wrapper(kind.width)
    lhs, rhs = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        value = frame[lhs] * frame[rhs]
        frame[result] = value if lo <= value <= hi else wrap(value)

    return step


def _division_by_zero() -> ProgramFault:
    return ProgramFault(UNDEFINED_BEHAVIOR, "integer division by zero")


def _trunc_div(a: int, b: int) -> int:
    if b == 0:
        raise _division_by_zero()
    quotient = abs(a) // abs(b)
    return -quotient if (a < 0) != (b < 0) else quotient


def _signed_op(width: int, fn: Callable[[int, int], int]) -> Callable[[int, int], int]:
    wrap = int_wrapper(width)
    if width == 1:
        return lambda a, b: wrap(fn(-a, -b))
    return lambda a, b: wrap(fn(a, b))


def _unsigned_op(
    width: int, fn: Callable[[int, int], int]
) -> Callable[[int, int], int]:
    wrap = int_wrapper(width)
    mask = (1 << width) - 1
    return lambda a, b: wrap(fn(a & mask, b & mask))


def _check_nonzero(b: int) -> int:
    if b == 0:
        raise _division_by_zero()
    return b


_SIGNED_INT_OPS: dict[str, Callable[[int, int], int]] = {
    "arith.divsi": _trunc_div,
    "arith.remsi": lambda a, b: a - b * _trunc_div(a, b),
    "arith.floordivsi": lambda a, b: a // _check_nonzero(b),
    "arith.ceildivsi": lambda a, b: -(-a // _check_nonzero(b)),
    "arith.maxsi": max,
    "arith.minsi": min,
}
_UNSIGNED_INT_OPS: dict[str, Callable[[int, int], int]] = {
    "arith.divui": lambda a, b: a // _check_nonzero(b),
    "arith.remui": lambda a, b: a % _check_nonzero(b),
    "arith.ceildivui": lambda a, b: -(-a // _check_nonzero(b)),
}


@op_builder(*_SIGNED_INT_OPS)
def _signed_binary(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _int_kind(op)
    return _binary(fc, op, _signed_op(kind.width, _SIGNED_INT_OPS[op_name(op)]))


@op_builder(*_UNSIGNED_INT_OPS)
def _unsigned_binary(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _int_kind(op)
    return _binary(fc, op, _unsigned_op(kind.width, _UNSIGNED_INT_OPS[op_name(op)]))


@op_builder("arith.maxui", "arith.minui")
def _unsigned_minmax(fc: FunctionCompiler, op: Operation) -> Step:
    width = _int_kind(op).width
    mask = (1 << width) - 1
    if op_name(op) == "arith.maxui":
        return _binary(fc, op, lambda a, b: a if (a & mask) >= (b & mask) else b)
    return _binary(fc, op, lambda a, b: a if (a & mask) <= (b & mask) else b)


@op_builder("arith.andi", "arith.ori", "arith.xori")
def _bitwise(fc: FunctionCompiler, op: Operation) -> Step:
    _int_kind(op)
    lhs, rhs = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])
    # Canonical values are closed under these ops (two's complement).
    name = op_name(op)
    if name == "arith.andi":

        def step(frame: Frame) -> None:
            frame[result] = frame[lhs] & frame[rhs]

    elif name == "arith.ori":

        def step(frame: Frame) -> None:
            frame[result] = frame[lhs] | frame[rhs]

    else:

        def step(frame: Frame) -> None:
            frame[result] = frame[lhs] ^ frame[rhs]

    return step


@op_builder("arith.shli", "arith.shrsi", "arith.shrui")
def _shift(fc: FunctionCompiler, op: Operation) -> Step:
    width = _int_kind(op).width
    wrap = int_wrapper(width)
    mask = (1 << width) - 1
    name = op_name(op)

    def amount(b: int) -> int:
        # Shifting by the bit width or more gives poison; saturate.
        return min(b & mask, width)

    if name == "arith.shli":
        return _binary(fc, op, lambda a, b: wrap(a << amount(b)))
    if name == "arith.shrsi":
        return _binary(fc, op, lambda a, b: wrap(to_signed(a, width) >> amount(b)))
    return _binary(fc, op, lambda a, b: wrap((a & mask) >> amount(b)))


@op_builder("arith.addui_extended")
def _addui_extended(fc: FunctionCompiler, op: Operation) -> Step:
    width = _int_kind(op).width
    wrap = int_wrapper(width)
    mask = (1 << width) - 1
    lhs, rhs = fc.slots_of(op.operands)
    total, overflow = fc.slots_of(op.results)

    def step(frame: Frame) -> None:
        value = (frame[lhs] & mask) + (frame[rhs] & mask)
        frame[total] = wrap(value)
        frame[overflow] = 1 if value > mask else 0

    return step


@op_builder("arith.mului_extended", "arith.mulsi_extended")
def _mul_extended(fc: FunctionCompiler, op: Operation) -> Step:
    width = _int_kind(op).width
    wrap = int_wrapper(width)
    mask = (1 << width) - 1
    signed = op_name(op) == "arith.mulsi_extended"
    lhs, rhs = fc.slots_of(op.operands)
    low, high = fc.slots_of(op.results)

    def step(frame: Frame) -> None:
        a, b = frame[lhs], frame[rhs]
        if signed:
            value = to_signed(a, width) * to_signed(b, width)
        else:
            value = (a & mask) * (b & mask)
        frame[low] = wrap(value)
        frame[high] = wrap(value >> width)

    return step


_CMPI: dict[int, Callable[[int, int], bool]] = {
    0: lambda a, b: a == b,
    1: lambda a, b: a != b,
    2: lambda a, b: a < b,
    3: lambda a, b: a <= b,
    4: lambda a, b: a > b,
    5: lambda a, b: a >= b,
}
_CMPI_NAMES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


def _predicate(op: Operation, names: Sequence[str]) -> int:
    attr = prop(op, "predicate")
    if isinstance(attr, IntegerAttr):
        return int(attr.value.data)
    data = getattr(attr, "data", None)
    if isinstance(data, str) and data in names:
        return names.index(data)
    raise ExecutorError(f"unsupported predicate {attr}", op)


@op_builder("arith.cmpi")
def _cmpi(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _kind_of(op)
    width = kind.width
    predicate = _predicate(op, _CMPI_NAMES)
    lhs, rhs = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])
    if predicate in (0, 1) or (predicate < 6 and width > 1):
        if predicate == 0:

            def step(frame: Frame) -> None:
                frame[result] = 1 if frame[lhs] == frame[rhs] else 0

        elif predicate == 1:

            def step(frame: Frame) -> None:
                frame[result] = 1 if frame[lhs] != frame[rhs] else 0

        elif predicate == 2:

            def step(frame: Frame) -> None:
                frame[result] = 1 if frame[lhs] < frame[rhs] else 0

        else:
            compare = _CMPI[predicate]

            def step(frame: Frame) -> None:
                frame[result] = 1 if compare(frame[lhs], frame[rhs]) else 0

        return step
    if predicate < 6:
        compare = _CMPI[predicate]
        return _binary(fc, op, lambda a, b: 1 if compare(-a, -b) else 0)
    if predicate > 9:
        raise ExecutorError(f"unknown cmpi predicate {predicate}", op)
    mask = (1 << width) - 1
    compare = _CMPI[predicate - 4]
    return _binary(fc, op, lambda a, b: 1 if compare(a & mask, b & mask) else 0)


# ---------------------------------------------------------------------------
# Floating-point arithmetic
# ---------------------------------------------------------------------------


DEFAULT_NAN = -math.nan
"""The NaN x86 produces for an invalid operation (sign bit set, printed `-nan`)."""


def fdiv(a: float, b: float) -> float:
    try:
        return a / b
    except ZeroDivisionError:
        if a != a:
            return a
        if a == 0:
            return DEFAULT_NAN
        return math.copysign(math.inf, a) * math.copysign(1.0, b)


def frem(a: float, b: float) -> float:
    if a != a:
        return a
    if b != b:
        return b
    if b == 0 or math.isinf(a):
        return DEFAULT_NAN
    return math.fmod(a, b)


def fmaximum(a: float, b: float) -> float:
    if a != a or b != b:
        return a if a != a else b
    if a == b == 0:
        return b if math.copysign(1.0, a) < 0 else a
    return a if a > b else b


def fminimum(a: float, b: float) -> float:
    if a != a or b != b:
        return a if a != a else b
    if a == b == 0:
        return a if math.copysign(1.0, a) < 0 else b
    return a if a < b else b


def fmaxnum(a: float, b: float) -> float:
    if a != a:
        return b
    if b != b:
        return a
    return fmaximum(a, b)


def fminnum(a: float, b: float) -> float:
    if a != a:
        return b
    if b != b:
        return a
    return fminimum(a, b)


_FLOAT_BINARY: dict[str, Callable[[float, float], float]] = {
    "arith.divf": fdiv,
    "arith.remf": frem,
    "arith.maximumf": fmaximum,
    "arith.minimumf": fminimum,
    "arith.maxnumf": fmaxnum,
    "arith.minnumf": fminnum,
}


def _float_kind(op: Operation) -> ScalarKind:
    kind = _result_kind(op)
    if not kind.is_float:
        raise ExecutorError(f"'{op_name(op)}' expects floating-point operands", op)
    return kind


@op_builder("arith.addf", "arith.subf", "arith.mulf")
def _float_arith(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _float_kind(op)
    lhs, rhs = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])
    name = op_name(op)
    if kind.name == "f32":
        cell = array("f", [0.0])
        if name == "arith.addf":

            def step(frame: Frame) -> None:
                cell[0] = frame[lhs] + frame[rhs]
                frame[result] = cell[0]

        elif name == "arith.subf":

            def step(frame: Frame) -> None:
                cell[0] = frame[lhs] - frame[rhs]
                frame[result] = cell[0]

        else:

            def step(frame: Frame) -> None:
                cell[0] = frame[lhs] * frame[rhs]
                frame[result] = cell[0]

        return step
    if kind.name == "f64":
        if name == "arith.addf":

            def step(frame: Frame) -> None:
                frame[result] = frame[lhs] + frame[rhs]

        elif name == "arith.subf":

            def step(frame: Frame) -> None:
                frame[result] = frame[lhs] - frame[rhs]

        else:

            def step(frame: Frame) -> None:
                frame[result] = frame[lhs] * frame[rhs]

        return step
    rounder = float_rounder(kind)
    assert rounder is not None
    functions: dict[str, Callable[[float, float], float]] = {
        "arith.addf": lambda a, b: a + b,
        "arith.subf": lambda a, b: a - b,
        "arith.mulf": lambda a, b: a * b,
    }
    fn = functions[name]
    return _binary(fc, op, lambda a, b: rounder(fn(a, b)))


@op_builder(*_FLOAT_BINARY)
def _float_binary(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _float_kind(op)
    fn = _FLOAT_BINARY[op_name(op)]
    rounder = float_rounder(kind)
    if rounder is None:
        return _binary(fc, op, fn)
    return _binary(fc, op, lambda a, b: rounder(fn(a, b)))


@op_builder("arith.negf")
def _negf(fc: FunctionCompiler, op: Operation) -> Step:
    _float_kind(op)
    return _unary(fc, op, lambda a: -a)


_ORDERED_COMPARE: dict[int, Callable[[float, float], bool]] = {
    1: lambda a, b: a == b,
    2: lambda a, b: a > b,
    3: lambda a, b: a >= b,
    4: lambda a, b: a < b,
    5: lambda a, b: a <= b,
    6: lambda a, b: a != b,
}


@op_builder("arith.cmpf")
def _cmpf(fc: FunctionCompiler, op: Operation) -> Step:
    predicate = _predicate(op, CMPF_PREDICATES)
    if predicate == 0:
        return _binary(fc, op, lambda a, b: 0)
    if predicate == 15:
        return _binary(fc, op, lambda a, b: 1)
    if predicate == 7:
        return _binary(fc, op, lambda a, b: 1 if a == a and b == b else 0)
    if predicate == 14:
        return _binary(fc, op, lambda a, b: 1 if a != a or b != b else 0)
    if 1 <= predicate <= 6:
        compare = _ORDERED_COMPARE[predicate]
        return _binary(
            fc, op, lambda a, b: 1 if a == a and b == b and compare(a, b) else 0
        )
    compare = _ORDERED_COMPARE[predicate - 7]
    return _binary(fc, op, lambda a, b: 1 if a != a or b != b or compare(a, b) else 0)


# ---------------------------------------------------------------------------
# select and casts
# ---------------------------------------------------------------------------


@op_builder("arith.select")
def _select(fc: FunctionCompiler, op: Operation) -> Step:
    condition, true_value, false_value = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = frame[true_value] if frame[condition] else frame[false_value]

    return step


def _copy_step(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = frame[source]

    return step


def _float_to_int(value: float, width: int, signed: bool) -> int:
    if value != value or math.isinf(value):
        return 0  # poison
    truncated = int(value)
    if signed:
        return int_wrapper(width)(truncated)
    return int_wrapper(width)(truncated & ((1 << width) - 1))


_BITCAST_FORMATS = {
    "f16": "e",
    "f32": "f",
    "f64": "d",
    "i16": "h",
    "i32": "i",
    "i64": "q",
}


@op_builder(
    "arith.extsi",
    "arith.extui",
    "arith.trunci",
    "arith.index_cast",
    "arith.index_castui",
    "arith.sitofp",
    "arith.uitofp",
    "arith.fptosi",
    "arith.fptoui",
    "arith.extf",
    "arith.truncf",
    "arith.bitcast",
)
def _cast(fc: FunctionCompiler, op: Operation) -> Step:
    source_kind = _kind_of(op)
    target_kind = _result_kind(op)
    name = op_name(op)
    width = source_kind.width
    wrap = int_wrapper(target_kind.width)
    norm = normalizer(target_kind)
    fn: Callable[[Any], Any]
    if name in ("arith.extsi", "arith.index_cast"):
        if 1 < width <= target_kind.width:
            # Canonical values are signed: a sign extension keeps them.
            return _copy_step(fc, op)
        fn = (lambda a: wrap(-a)) if width == 1 else wrap
    elif name in ("arith.extui", "arith.index_castui"):
        mask = (1 << width) - 1
        fn = lambda a: wrap(a & mask)  # noqa: E731
    elif name == "arith.trunci":
        fn = wrap
    elif name == "arith.sitofp":
        fn = (lambda a: norm(float(-a))) if width == 1 else (lambda a: norm(float(a)))
    elif name == "arith.uitofp":
        fn = lambda a: norm(float(to_unsigned(a, width)))  # noqa: E731
    elif name in ("arith.fptosi", "arith.fptoui"):
        signed = name == "arith.fptosi"
        target_width = target_kind.width
        fn = lambda a: _float_to_int(a, target_width, signed)  # noqa: E731
    elif name in ("arith.extf", "arith.truncf"):
        fn = norm
    else:
        source_format = _BITCAST_FORMATS.get(source_kind.name)
        target_format = _BITCAST_FORMATS.get(target_kind.name)
        if source_kind.name == target_kind.name:
            fn = lambda a: a  # noqa: E731
        elif source_format is None or target_format is None:
            raise UnsupportedError(
                f"bitcast from {source_kind.name} to {target_kind.name}", op
            )
        else:
            pack = struct.Struct("<" + source_format).pack
            unpack = struct.Struct("<" + target_format).unpack
            fn = lambda a: unpack(pack(a))[0]  # noqa: E731
    return _unary(fc, op, fn)


# ---------------------------------------------------------------------------
# Element by element on vectors and tensors
# ---------------------------------------------------------------------------


def _is_shaped(type_: Attribute) -> bool:
    return isinstance(type_, VectorType | TensorType)


def _shaped_value_of(type_: Attribute, op: Operation) -> type[Vector] | type[Tensor]:
    """The runtime class of values of a shaped type (checked: static vector)."""
    if is_vector_type(type_):
        vector_shape(type_, op)
        return Vector
    return Tensor


def _elementwise(fc: FunctionCompiler, op: Operation, builder: OpBuilder) -> Step:
    """Run `builder`'s scalar handler on each element of the shaped operands."""
    operand_types = [v.type for v in op.operands]
    result_types = [r.type for r in op.results]
    for type_ in (*operand_types, *result_types):
        if _is_shaped(type_):
            _shaped_value_of(type_, op)
    scalar_types = [element_type(t) if _is_shaped(t) else t for t in operand_types]
    block = Block(arg_types=scalar_types)
    create = cast(
        Callable[..., Operation],
        type(op).create,  # pyright: ignore[reportUnknownMemberType]
    )
    twin = create(
        operands=list(block.args),
        result_types=[element_type(t) for t in result_types],
        properties=dict(op.properties),
        attributes=dict(op.attributes),
    )
    kernel_compiler = FunctionCompiler(fc.program, fc.function)
    kernel = builder(kernel_compiler, twin)
    if kernel is None:
        raise ExecutorError(f"'{op_name(op)}' has no element-wise handler", op)
    in_slots = kernel_compiler.slots_of(block.args)
    out_slots = kernel_compiler.slots_of(twin.results)
    size = kernel_compiler.frame_size
    shaped = tuple(_is_shaped(t) for t in operand_types)
    operands = fc.slots_of(op.operands)
    results = fc.slots_of(op.results)
    makers = [
        (_shaped_value_of(t, op), scalar_kind(element_type(t))) for t in result_types
    ]
    name = op_name(op)
    ports = list(zip(in_slots, operands, shaped))

    def step(frame: Frame) -> None:
        shape: tuple[int, ...] | None = None
        count = 0
        for _, slot, is_shaped in ports:
            if is_shaped:
                value = frame[slot]
                if shape is None:
                    shape, count = value.shape, len(value.data)
                elif value.shape != shape:
                    raise ProgramFault(
                        UNDEFINED_BEHAVIOR,
                        f"'{name}' on operands of shapes {list(shape)} and "
                        f"{list(value.shape)}",
                    )
        assert shape is not None
        local: list[Any] = [None] * size
        columns: list[list[Any]] = [[] for _ in out_slots]
        sources = [
            (in_slot, frame[slot], is_shaped) for in_slot, slot, is_shaped in ports
        ]
        for index in range(count):
            for in_slot, value, is_shaped in sources:
                local[in_slot] = value.data[index] if is_shaped else value
            kernel(local)
            for column, out_slot in zip(columns, out_slots):
                column.append(local[out_slot])
        for result, column, (cls, kind) in zip(results, columns, makers):
            frame[result] = cls(column, shape, kind)

    return step


def lift_elementwise(prefix: str, exclude: tuple[str, ...] = ()) -> None:
    """Make the handlers of the ops named `prefix...` (except `exclude`) also
    run element by element on vectors and ranked tensors."""
    for name, builder in list(OP_BUILDERS.items()):
        if not name.startswith(prefix) or name in exclude:
            continue

        def lifted(
            fc: FunctionCompiler, op: Operation, builder: OpBuilder = builder
        ) -> Step | None:
            types = [v.type for v in (*op.operands, *op.results)]
            if not any(_is_shaped(t) for t in types):
                return builder(fc, op)
            if op_name(op) == "arith.select" and not _is_shaped(op.operands[0].type):
                # A scalar condition selects a whole value.
                return builder(fc, op)
            return _elementwise(fc, op, builder)

        OP_BUILDERS[name] = lifted


lift_elementwise("arith.", exclude=("arith.constant",))
