"""`math` ops on scalars, and element by element on vectors and tensors (see
`ops_arith.lift_elementwise`); IEEE results: NaN and infinities instead of
exceptions."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from xdsl.ir import Operation

from xdsl_bufferization.executor.compiler import (
    Frame,
    FunctionCompiler,
    Step,
    op_builder,
    op_name,
)
from xdsl_bufferization.executor.errors import ExecutorError
from xdsl_bufferization.executor.ops_arith import lift_elementwise
from xdsl_bufferization.executor.values import (
    float_rounder,
    int_wrapper,
    scalar_kind,
    to_unsigned,
)


def _ieee(fn: Callable[..., float]) -> Callable[..., float]:
    """`fn` with Python's domain and range errors turned into NaN and infinity."""

    def safe(*args: float) -> float:
        try:
            return fn(*args)
        except OverflowError:
            return math.inf
        except (ValueError, ZeroDivisionError):
            return _limit(fn, args)

    return safe


DEFAULT_NAN = -math.nan
"""The NaN x86 produces for an invalid operation (sign bit set, printed `-nan`)."""


def _limit(fn: Callable[..., float], args: tuple[float, ...]) -> float:
    # Poles of the logarithms give -inf, other domain errors NaN (glibc's
    # acos and asin return a positive one).
    if fn in (math.log, math.log2, math.log10) and args[0] == 0:
        return -math.inf
    if fn is math.log1p and args[0] == -1:
        return -math.inf
    if fn is math.atanh and abs(args[0]) == 1:
        return math.copysign(math.inf, args[0])
    if fn in (math.acos, math.asin):
        return math.nan
    return DEFAULT_NAN


def _rsqrt(x: float) -> float:
    if x == 0:
        return math.copysign(math.inf, x)
    if x != x:
        return x
    if x < 0:
        return DEFAULT_NAN
    if math.isinf(x):
        return 0.0
    return 1.0 / math.sqrt(x)


def _integral(x: float, fn: Callable[[float], int]) -> float:
    """ceil/floor/trunc as C computes them: the sign of a zero result is the
    sign of `x` (`ceil(-0.25)` is `-0`)."""
    if not math.isfinite(x):
        return x
    return math.copysign(float(fn(x)), x)


def _round_half_away(x: float) -> float:
    if not math.isfinite(x):
        return x
    return math.copysign(math.floor(abs(x) + 0.5), x)


def _roundeven(x: float) -> float:
    if not math.isfinite(x):
        return x
    return math.copysign(float(round(x)), x)


def _powf(x: float, y: float) -> float:
    try:
        result = math.pow(x, y)
    except OverflowError:
        return math.inf
    except (ValueError, ZeroDivisionError):
        if x == 0 and y < 0:
            return math.inf
        return DEFAULT_NAN
    return result


def _exp2(x: float) -> float:
    try:
        return math.pow(2.0, x)
    except OverflowError:
        return math.inf


_FLOAT_UNARY: dict[str, Callable[[float], float]] = {
    "math.absf": abs,
    "math.ceil": lambda x: _integral(x, math.ceil),
    "math.floor": lambda x: _integral(x, math.floor),
    "math.trunc": lambda x: _integral(x, math.trunc),
    "math.round": _round_half_away,
    "math.roundeven": _roundeven,
    "math.sqrt": _ieee(math.sqrt),
    "math.rsqrt": _rsqrt,
    "math.cbrt": lambda x: math.copysign(abs(x) ** (1.0 / 3.0), x),
    "math.exp": _ieee(math.exp),
    "math.exp2": _exp2,
    "math.expm1": _ieee(math.expm1),
    "math.log": _ieee(math.log),
    "math.log2": _ieee(math.log2),
    "math.log10": _ieee(math.log10),
    "math.log1p": _ieee(math.log1p),
    "math.sin": _ieee(math.sin),
    "math.cos": _ieee(math.cos),
    "math.tan": _ieee(math.tan),
    "math.asin": _ieee(math.asin),
    "math.acos": _ieee(math.acos),
    "math.atan": _ieee(math.atan),
    "math.sinh": _ieee(math.sinh),
    "math.cosh": _ieee(math.cosh),
    "math.tanh": _ieee(math.tanh),
    "math.asinh": _ieee(math.asinh),
    "math.acosh": _ieee(math.acosh),
    "math.atanh": _ieee(math.atanh),
    "math.erf": _ieee(math.erf),
    "math.erfc": _ieee(math.erfc),
}
_FLOAT_BINARY: dict[str, Callable[[float, float], float]] = {
    "math.atan2": _ieee(math.atan2),
    "math.powf": _powf,
    "math.copysign": math.copysign,
}
_FLOAT_PREDICATES: dict[str, Callable[[float], bool]] = {
    "math.isnan": math.isnan,
    "math.isinf": math.isinf,
    "math.isfinite": math.isfinite,
    "math.isnormal": lambda x: (
        math.isfinite(x) and x != 0 and abs(x) >= 2.2250738585072014e-308
    ),
}


def _unary_step(fc: FunctionCompiler, op: Operation, fn: Callable[[Any], Any]) -> Step:
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = fn(frame[source])

    return step


@op_builder(*_FLOAT_UNARY)
def _float_unary(fc: FunctionCompiler, op: Operation) -> Step:
    kind = scalar_kind(op.results[0].type)
    fn = _FLOAT_UNARY[op_name(op)]
    rounder = float_rounder(kind)
    if rounder is None:
        return _unary_step(fc, op, fn)
    return _unary_step(fc, op, lambda x: rounder(fn(x)))


@op_builder(*_FLOAT_BINARY)
def _float_binary(fc: FunctionCompiler, op: Operation) -> Step:
    kind = scalar_kind(op.results[0].type)
    fn = _FLOAT_BINARY[op_name(op)]
    rounder = float_rounder(kind)
    lhs, rhs = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        value = fn(frame[lhs], frame[rhs])
        frame[result] = rounder(value) if rounder is not None else value

    return step


@op_builder(*_FLOAT_PREDICATES)
def _float_predicate(fc: FunctionCompiler, op: Operation) -> Step:
    fn = _FLOAT_PREDICATES[op_name(op)]
    return _unary_step(fc, op, lambda x: 1 if fn(x) else 0)


@op_builder("math.fma")
def _fma(fc: FunctionCompiler, op: Operation) -> Step:
    kind = scalar_kind(op.results[0].type)
    rounder = float_rounder(kind)
    a, b, c = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        value = frame[a] * frame[b] + frame[c]
        frame[result] = rounder(value) if rounder is not None else value

    return step


@op_builder("math.fpowi")
def _fpowi(fc: FunctionCompiler, op: Operation) -> Step:
    kind = scalar_kind(op.results[0].type)
    rounder = float_rounder(kind)
    base, exponent = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        value = _powf(frame[base], float(frame[exponent]))
        frame[result] = rounder(value) if rounder is not None else value

    return step


@op_builder("math.absi", "math.ctlz", "math.cttz", "math.ctpop")
def _int_unary(fc: FunctionCompiler, op: Operation) -> Step:
    kind = scalar_kind(op.results[0].type)
    if kind.is_float:
        raise ExecutorError(f"'{op_name(op)}' expects an integer operand", op)
    width = kind.width
    wrap = int_wrapper(width)
    name = op_name(op)
    fn: Callable[[int], int]
    if name == "math.absi":
        fn = lambda a: wrap(abs(a))  # noqa: E731
    elif name == "math.ctlz":
        fn = lambda a: width - to_unsigned(a, width).bit_length()  # noqa: E731
    elif name == "math.cttz":

        def trailing_zeros(a: int) -> int:
            value = to_unsigned(a, width)
            return width if value == 0 else (value & -value).bit_length() - 1

        fn = trailing_zeros

    else:
        fn = lambda a: bin(to_unsigned(a, width)).count("1")  # noqa: E731
    return _unary_step(fc, op, fn)


@op_builder("math.ipowi")
def _ipowi(fc: FunctionCompiler, op: Operation) -> Step:
    kind = scalar_kind(op.results[0].type)
    wrap = int_wrapper(kind.width)
    base, exponent = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        b, e = frame[base], frame[exponent]
        if e < 0:
            value = 1 if b == 1 else (1 if e % 2 == 0 else -1) if b == -1 else 0
        else:
            value = pow(b, e, 1 << kind.width)
        frame[result] = wrap(value)

    return step


lift_elementwise("math.")
