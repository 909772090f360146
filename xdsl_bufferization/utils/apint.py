"""
Fixed-width integer values as MLIR's `APInt` computes them, on Python ints.

A value of width `w` is kept as its unsigned bit pattern (0 <= v < 2**w);
`signed` and `unsigned` read it either way. `index` has 64 bits, as MLIR's
folders assume (`IndexType::kInternalStorageBitWidth`).
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType, Signedness
from xdsl.ir import Attribute

INDEX_WIDTH = 64
"""The width MLIR's folders give `index`."""


def integer_width(type: Attribute) -> int | None:
    """The width of a signless integer or index type; None for other types."""
    if isinstance(type, IndexType):
        return INDEX_WIDTH
    if isinstance(type, IntegerType):
        integer = cast(IntegerType[int, Signedness], type)
        if integer.signedness.data == Signedness.SIGNLESS:
            return integer.width.data
    return None


def mask(width: int) -> int:
    """All ones in `width` bits."""
    return (1 << width) - 1


def wrap(value: int, width: int) -> int:
    """`value` modulo 2**width (the bit pattern)."""
    return value & ((1 << width) - 1)


def signed(bits: int, width: int) -> int:
    """The two's complement value of the bit pattern `bits`."""
    bits &= (1 << width) - 1
    if width and bits >> (width - 1):
        return bits - (1 << width)
    return bits


def unsigned(bits: int, width: int) -> int:
    """The unsigned value of the bit pattern `bits` (any int is wrapped)."""
    return bits & ((1 << width) - 1)


def signed_min(width: int) -> int:
    return -(1 << (width - 1))


def signed_max(width: int) -> int:
    return (1 << (width - 1)) - 1


def fits_signed(value: int, width: int) -> bool:
    return signed_min(width) <= value <= signed_max(width)


def fits_unsigned(value: int, width: int) -> bool:
    return 0 <= value <= mask(width)


def integer_attr(bits: int, type: Attribute) -> IntegerAttr:
    """The attribute of the bit pattern `bits` of type `type` (xDSL keeps
    signless values signed)."""
    width = integer_width(type)
    assert width is not None, type
    return IntegerAttr(signed(bits, width), cast(IntegerType | IndexType, type))


def attr_bits(attr: Attribute) -> int | None:
    """The bit pattern of an integer attribute of a signless or index type."""
    if not isinstance(attr, IntegerAttr):
        return None
    integer = cast(IntegerAttr[IntegerType | IndexType], attr)
    width = integer_width(integer.type)
    if width is None:
        return None
    return unsigned(integer.value.data, width)
