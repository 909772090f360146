"""
The folds of the `math` ops MLIR 22's canonicalize applies (MathOps.cpp), for
xDSL's op classes, registered by op name.

As in MLIR, the transcendental functions fold `f32` and `f64` constants by
calling the C library of the host (`expf`, `exp`, ...; through `ctypes`, so
the bits are those MLIR computes on the same machine), and do not fold other
types; `log`, `log2`, `log10` and `sqrt` of a negative value (-0.0
included) and `log1p` below -1 are not folded. `absf`, `ceil`, `floor`,
`roundeven` and `copysign` fold exactly for every float type; `absi`,
`ctlz`, `cttz`, `ctpop` and `ipowi` on integers. `cbrt`, `rsqrt` and `fma`
are not folded (MLIR 22 does not either).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from xdsl.ir import Operation

from xdsl_bufferization.rewriting.folder import FoldResult
from xdsl_bufferization.transforms.canonicalization_patterns.arith_constants import (
    Elements,
    combine,
    combine1,
    combine2,
    element_type,
    float_operands,
    int_operands,
)
from xdsl_bufferization.utils.apfloat import FLOAT32, FLOAT64, FloatFormat, float_format
from xdsl_bufferization.utils.apint import integer_width, mask, signed

if TYPE_CHECKING:
    import ctypes


@cache
def _libm() -> ctypes.CDLL | None:
    # Imported here: canonicalize loads this module whenever it runs, and
    # `ctypes` costs a few milliseconds to import.
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library("m")
    if name is None:
        return None
    try:
        return ctypes.CDLL(name)
    except OSError:
        return None


@cache
def _c_function(name: str, single: bool, arity: int) -> Callable[..., float] | None:
    library = _libm()
    if library is None:
        return None
    function = getattr(library, name, None)
    if function is None:
        return None
    import ctypes

    c_type = ctypes.c_float if single else ctypes.c_double
    function.restype = c_type
    function.argtypes = [c_type] * arity
    return function


def _negative(x: float) -> bool:
    return math.copysign(1.0, x) < 0 and x == x


_GUARDS: dict[str, Callable[[float], bool]] = {
    "log": _negative,
    "log2": _negative,
    "log10": _negative,
    "sqrt": _negative,
    "log1p": lambda x: x < -1.0,
}
"""Values MLIR does not fold, per C function (True: do not fold)."""

_UNARY_LIBM = {
    "math.acos": "acos",
    "math.acosh": "acosh",
    "math.asin": "asin",
    "math.asinh": "asinh",
    "math.atan": "atan",
    "math.atanh": "atanh",
    "math.cos": "cos",
    "math.cosh": "cosh",
    "math.erf": "erf",
    "math.erfc": "erfc",
    "math.exp": "exp",
    "math.exp2": "exp2",
    "math.expm1": "expm1",
    "math.log": "log",
    "math.log10": "log10",
    "math.log1p": "log1p",
    "math.log2": "log2",
    "math.round": "round",
    "math.sin": "sin",
    "math.sinh": "sinh",
    "math.sqrt": "sqrt",
    "math.tan": "tan",
    "math.tanh": "tanh",
    "math.trunc": "trunc",
}
"""`math` ops folded by the C function of that name (`f` suffix for f32)."""

_BINARY_LIBM = {"math.powf": "pow", "math.atan2": "atan2"}


def _libm_format(op: Operation) -> FloatFormat | None:
    fmt = float_format(element_type(op.results[0].type))
    return fmt if fmt in (FLOAT32, FLOAT64) else None


def _libm_function_and_operands(
    op: Operation, name: str, arity: int
) -> tuple[Callable[..., float], list[Elements]] | None:
    """The C library's function `name` (its `f` variant on f32) and the
    constant operands of `op`, or None if `op` is not on f32/f64 constants or
    the library lacks the function."""
    fmt = _libm_format(op)
    operands = float_operands(op)
    if fmt is None or operands is None:
        return None
    function = _c_function(
        name + ("f" if fmt is FLOAT32 else ""), fmt is FLOAT32, arity
    )
    if function is None:
        return None
    return function, operands


def _unary_libm(name: str) -> Callable[[Operation], FoldResult | None]:
    guard = _GUARDS.get(name)

    def fold(op: Operation) -> FoldResult | None:
        found = _libm_function_and_operands(op, name, 1)
        if found is None:
            return None
        function, operands = found

        def apply(x: float) -> float | None:
            if guard is not None and guard(x):
                return None
            return float(function(x))

        attr = combine(op.results[0].type, operands, apply)
        return None if attr is None else (attr,)

    return fold


def _binary_libm(name: str) -> Callable[[Operation], FoldResult | None]:
    def fold(op: Operation) -> FoldResult | None:
        found = _libm_function_and_operands(op, name, 2)
        if found is None:
            return None
        function, operands = found
        attr = combine2(
            op.results[0].type,
            operands[0],
            operands[1],
            lambda a, b: float(function(a, b)),
        )
        return None if attr is None else (attr,)

    return fold


def _exact_unary(
    transform: Callable[[FloatFormat, float], float],
) -> Callable[[Operation], FoldResult | None]:
    """A fold computed exactly for any float type (APFloat operations)."""

    def fold(op: Operation) -> FoldResult | None:
        fmt = float_format(element_type(op.results[0].type))
        operands = float_operands(op)
        if fmt is None or operands is None:
            return None
        attr = combine1(op.results[0].type, operands[0], lambda x: transform(fmt, x))
        return None if attr is None else (attr,)

    return fold


def _without_sign(fmt: FloatFormat, x: float) -> float:
    if x != x:
        return fmt.from_bits(fmt.to_bits(x) & ~(1 << (fmt.width - 1)))
    return abs(x)


def _integral(
    rounding: Callable[[float], float],
) -> Callable[[FloatFormat, float], float]:
    """APFloat's `roundToIntegral` with a rounding of finite values."""

    def apply(fmt: FloatFormat, x: float) -> float:
        if x != x:
            return fmt.quiet(x)
        if x in (math.inf, -math.inf) or x == 0.0:
            return x
        return math.copysign(rounding(x), x)

    return apply


def _round_half_even(x: float) -> float:
    return float(round(x))


def fold_copysign(op: Operation) -> FoldResult | None:
    fmt = float_format(element_type(op.results[0].type))
    operands = float_operands(op)
    if fmt is None or operands is None:
        return None
    sign_bit = 1 << (fmt.width - 1)

    def apply(magnitude: float, sign: float) -> float:
        bits = fmt.to_bits(magnitude) & ~sign_bit
        return fmt.from_bits(bits | (fmt.to_bits(sign) & sign_bit))

    attr = combine2(op.results[0].type, operands[0], operands[1], apply)
    return None if attr is None else (attr,)


def _integer_unary(
    transform: Callable[[int, int], int],
) -> Callable[[Operation], FoldResult | None]:
    def fold(op: Operation) -> FoldResult | None:
        width = integer_width(element_type(op.results[0].type))
        operands = int_operands(op)
        if width is None or operands is None:
            return None
        attr = combine1(
            op.results[0].type,
            operands[0],
            lambda a: transform(a, width) & mask(width),
        )
        return None if attr is None else (attr,)

    return fold


def _count_leading_zeros(bits: int, width: int) -> int:
    return width - bits.bit_length()


def _count_trailing_zeros(bits: int, width: int) -> int:
    if bits == 0:
        return width
    return (bits & -bits).bit_length() - 1


def _ipowi(base: int, power: int, width: int) -> int | None:
    """MLIR's ipowi fold on bit patterns."""
    b, p = signed(base, width), signed(power, width)
    if p == 0:
        return 1
    if p < 0:
        if b == 0:
            return None
        if b == 1:
            return 1
        if b != -1:
            return 0
        return mask(width) if p % 2 else 1
    return pow(base, p, 1 << width)


def fold_ipowi(op: Operation) -> FoldResult | None:
    width = integer_width(element_type(op.results[0].type))
    operands = int_operands(op)
    if width is None or operands is None:
        return None
    attr = combine2(
        op.results[0].type,
        operands[0],
        operands[1],
        lambda a, b: _ipowi(a, b, width),
    )
    return None if attr is None else (attr,)


FOLDS: dict[str, Callable[[Operation], FoldResult | None]] = {
    **{name: _unary_libm(c_name) for name, c_name in _UNARY_LIBM.items()},
    **{name: _binary_libm(c_name) for name, c_name in _BINARY_LIBM.items()},
    "math.absf": _exact_unary(_without_sign),
    "math.ceil": _exact_unary(_integral(math.ceil)),
    "math.floor": _exact_unary(_integral(math.floor)),
    "math.roundeven": _exact_unary(_integral(_round_half_even)),
    "math.copysign": fold_copysign,
    "math.absi": _integer_unary(lambda a, w: abs(signed(a, w))),
    "math.ctlz": _integer_unary(_count_leading_zeros),
    "math.cttz": _integer_unary(_count_trailing_zeros),
    "math.ctpop": _integer_unary(lambda a, w: bin(a).count("1")),
    "math.ipowi": fold_ipowi,
}
"""MLIR 22's fold of each `math` op, by op name."""


def register() -> None:
    """Register the folds of the `math` ops."""
    from xdsl_bufferization.transforms.canonicalization_patterns import (
        register_model,
    )

    for name, fold in FOLDS.items():
        register_model(name, fold=fold)
