"""
IEEE binary floating point values as MLIR's `APFloat` computes them, on
Python floats, for `f16`, `bf16`, `f32` and `f64`.

A value of a format is kept as the Python float (a double) that it equals.
Arithmetic is done in double precision and rounded once to the format: for
addition, subtraction, multiplication, division and square root this gives
the correctly rounded result of the format (double rounding is harmless when
the double has at least 2p + 2 bits of precision, p <= 24 here). Conversions
from integers round the integer directly.

NaN results follow what MLIR 22's folders produce: an operation with a NaN
operand returns that NaN (the first one, quieted, sign kept); an invalid
operation (`inf - inf`, `0 / 0`...) returns the positive quiet NaN.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
)
from xdsl.ir import Attribute

INF = math.inf
DEFAULT_NAN = float("nan")
"""The positive quiet NaN (bits 0x7FF8... in double, 0x7FC00000 in f32)."""


@dataclass(frozen=True)
class FloatFormat:
    """An IEEE binary interchange format."""

    name: str
    mantissa_bits: int
    """Stored fraction bits (the precision is one more)."""
    exponent_bits: int

    @property
    def width(self) -> int:
        return 1 + self.exponent_bits + self.mantissa_bits

    @property
    def emax(self) -> int:
        return (1 << (self.exponent_bits - 1)) - 1

    @property
    def emin(self) -> int:
        return 1 - self.emax

    @property
    def max_finite(self) -> float:
        return math.ldexp(
            (1 << (self.mantissa_bits + 1)) - 1, self.emax - self.mantissa_bits
        )

    def round(self, x: float) -> float:
        """`x` rounded to the nearest value of the format (ties to even)."""
        if self.mantissa_bits >= 52 or x != x or x in (INF, -INF) or x == 0.0:
            return x
        magnitude = abs(x)
        _, exponent = math.frexp(magnitude)
        quantum = max(exponent - 1, self.emin) - self.mantissa_bits
        steps = round(math.ldexp(magnitude, -quantum))
        try:
            rounded = math.ldexp(steps, quantum)
        except OverflowError:
            rounded = INF
        if rounded > self.max_finite:
            rounded = INF
        return math.copysign(rounded, x)

    def is_exact(self, x: float) -> bool:
        """Whether `x` is a value of the format (a NaN is if its payload
        fits)."""
        if x != x:
            return FLOAT64.to_bits(self.from_bits(self.to_bits(x))) == FLOAT64.to_bits(
                x
            )
        return self.round(x) == x

    def from_int(self, value: int) -> float:
        """The integer `value` rounded to the format (ties to even)."""
        if value == 0:
            return 0.0
        magnitude = abs(value)
        precision = self.mantissa_bits + 1
        shift = magnitude.bit_length() - precision
        if shift > 0:
            kept, rest = divmod(magnitude, 1 << shift)
            half = 1 << (shift - 1)
            if rest > half or (rest == half and kept & 1):
                kept += 1
            magnitude = kept << shift
        largest = ((1 << precision) - 1) << (self.emax - self.mantissa_bits)
        result = INF if magnitude > largest else float(magnitude)
        return -result if value < 0 else result

    def to_bits(self, x: float) -> int:
        """The bit pattern of the value `x` of the format (a NaN keeps the
        top bits of its payload)."""
        if self.name == "bf16":
            return FLOAT32.to_bits(x) >> 16
        if self.name == "f16" and x != x:
            # Python's half precision packing drops NaN payloads.
            bits32 = FLOAT32.to_bits(x)
            payload = (bits32 & 0x7FFFFF) >> 13
            return (bits32 >> 16 & 0x8000) | 0x7C00 | (payload or 0x200)
        code = _STRUCT_CODES[self.name]
        return int.from_bytes(struct.pack(">" + code, x), "big")

    def from_bits(self, bits: int) -> float:
        """The value of the bit pattern `bits` of the format."""
        if self.name == "bf16":
            return FLOAT32.from_bits((bits & 0xFFFF) << 16)
        if self.name == "f16" and bits & 0x7C00 == 0x7C00 and bits & 0x3FF:
            sign = (bits & 0x8000) << 16
            return FLOAT32.from_bits(sign | 0x7F800000 | (bits & 0x3FF) << 13)
        code = _STRUCT_CODES[self.name]
        data = (bits & ((1 << self.width) - 1)).to_bytes(self.width // 8, "big")
        return struct.unpack(">" + code, data)[0]

    def quiet(self, x: float) -> float:
        """A NaN with its quiet bit set (other values unchanged)."""
        if x == x:
            return x
        bits = self.to_bits(x)
        return self.from_bits(bits | (1 << (self.mantissa_bits - 1)))


_STRUCT_CODES = {"f16": "e", "f32": "f", "f64": "d"}

FLOAT16 = FloatFormat("f16", 10, 5)
BFLOAT16 = FloatFormat("bf16", 7, 8)
FLOAT32 = FloatFormat("f32", 23, 8)
FLOAT64 = FloatFormat("f64", 52, 11)


def float_format(type: Attribute) -> FloatFormat | None:
    """The format of a float type we fold (f16, bf16, f32, f64), else None."""
    if isinstance(type, Float32Type):
        return FLOAT32
    if isinstance(type, Float64Type):
        return FLOAT64
    if isinstance(type, Float16Type):
        return FLOAT16
    if isinstance(type, BFloat16Type):
        return BFLOAT16
    return None


def is_nan(x: float) -> bool:
    return x != x


def propagate_nan(fmt: FloatFormat, *operands: float) -> float:
    """The NaN result of an operation: its first NaN operand, quieted, or
    the default NaN if no operand is one."""
    for operand in operands:
        if operand != operand:
            return fmt.quiet(operand)
    return DEFAULT_NAN


def _finish(fmt: FloatFormat, result: float, *operands: float) -> float:
    if result != result:
        return propagate_nan(fmt, *operands)
    return fmt.round(result)


def add(fmt: FloatFormat, a: float, b: float) -> float:
    return _finish(fmt, a + b, a, b)


def sub(fmt: FloatFormat, a: float, b: float) -> float:
    return _finish(fmt, a - b, a, b)


def mul(fmt: FloatFormat, a: float, b: float) -> float:
    return _finish(fmt, a * b, a, b)


def div(fmt: FloatFormat, a: float, b: float) -> float:
    if a != a or b != b:
        return propagate_nan(fmt, a, b)
    if b == 0.0:
        if a == 0.0:
            return DEFAULT_NAN
        negative = (math.copysign(1.0, a) < 0) != (math.copysign(1.0, b) < 0)
        return -INF if negative else INF
    return _finish(fmt, a / b, a, b)


def rem(fmt: FloatFormat, a: float, b: float) -> float:
    """APFloat's `mod`: the remainder of truncated division, with the sign of
    `a`."""
    if a != a or b != b:
        return propagate_nan(fmt, a, b)
    if a in (INF, -INF) or b == 0.0:
        return DEFAULT_NAN
    if b in (INF, -INF):
        return a
    return fmt.round(math.fmod(a, b))


def neg(a: float) -> float:
    return -a


def maximum(fmt: FloatFormat, a: float, b: float) -> float:
    """`llvm::maximum`: NaN if either is; +0 above -0."""
    if a != a or b != b:
        return propagate_nan(fmt, a, b)
    if a == 0.0 and b == 0.0:
        return b if math.copysign(1.0, a) < 0 else a
    return b if a < b else a


def minimum(fmt: FloatFormat, a: float, b: float) -> float:
    """`llvm::minimum`: NaN if either is; -0 below +0."""
    if a != a or b != b:
        return propagate_nan(fmt, a, b)
    if a == 0.0 and b == 0.0:
        return a if math.copysign(1.0, a) < 0 else b
    return a if a < b else b


def maxnum(fmt: FloatFormat, a: float, b: float) -> float:
    """`llvm::maxnum`: a NaN operand is ignored; +0 above -0."""
    if a != a:
        return fmt.quiet(b) if b != b else b
    if b != b:
        return a
    return maximum(fmt, a, b)


def minnum(fmt: FloatFormat, a: float, b: float) -> float:
    """`llvm::minnum`: a NaN operand is ignored; -0 below +0."""
    if a != a:
        return fmt.quiet(b) if b != b else b
    if b != b:
        return a
    return minimum(fmt, a, b)


# MLIR's `arith.cmpf` predicates, in the order of their integer encoding.
CMPF_PREDICATES = (
    "false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "uno",
    "true",
)


def compare(predicate: int, a: float, b: float) -> bool:
    """`arith.cmpf` with predicate number `predicate` on `a` and `b`."""
    name = CMPF_PREDICATES[predicate]
    if name == "false":
        return False
    if name == "true":
        return True
    unordered = a != a or b != b
    if name == "ord":
        return not unordered
    if name == "uno":
        return unordered
    if unordered:
        return name[0] == "u"
    relation = name[1:]
    if relation == "eq":
        return a == b
    if relation == "gt":
        return a > b
    if relation == "ge":
        return a >= b
    if relation == "lt":
        return a < b
    if relation == "le":
        return a <= b
    return a != b


def to_integer(x: float, width: int, is_signed: bool) -> int | None:
    """`x` truncated toward zero to an integer of `width` bits, or None if it
    is NaN, infinite or out of range (MLIR does not fold those)."""
    if x != x or x in (INF, -INF):
        return None
    value = math.trunc(x)
    if is_signed:
        low, high = -(1 << (width - 1)), (1 << (width - 1)) - 1
    else:
        low, high = 0, (1 << width) - 1
    if not low <= value <= high:
        return None
    return value
