"""
MLIR 22's canonicalization patterns of the `arith` float ops:
`mulf(negf(x), negf(y))`, `divf(negf(x), negf(y))`, `truncf` of an
integer conversion, and `cmpf` of an integer conversion against a constant
(`CmpFIntToFPConst`, after LLVM's InstCombine), which compares the integer
instead, or decides the comparison.
"""

from __future__ import annotations

import math
from typing import ClassVar, cast

from xdsl.dialects.builtin import FloatAttr, IntegerAttr, IntegerType, i64
from xdsl.ir import Attribute, Operation
from xdsl.pattern_rewriter import PatternRewriter

from xdsl_bufferization.transforms.canonicalization_patterns.arith_builders import (
    ARITH_CLASSES,
    ArithPattern,
    create,
    defined_by,
    insert_constant,
    new_op,
    replace_with_binary,
)
from xdsl_bufferization.transforms.canonicalization_patterns.arith_constants import (
    constant_of,
)
from xdsl_bufferization.transforms.canonicalization_patterns.arith_folds import (
    predicate,
)
from xdsl_bufferization.utils import apfloat
from xdsl_bufferization.utils.apfloat import float_format
from xdsl_bufferization.utils.apint import integer_width

# ---------------------------------------------------------------------------
# Floats
# ---------------------------------------------------------------------------


class _OfNegations(ArithPattern):
    """`op(negf(x), negf(y)) -> op(x, y)` (MulFOfNegF, DivFOfNegF)."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        left = defined_by(op.operands[0], "arith.negf")
        right = defined_by(op.operands[1], "arith.negf")
        if left is None or right is None:
            return
        x, y = left.operands[0], right.operands[0]
        if x.type != y.type:
            return
        replace_with_binary(rewriter, op, self.root, x, y, dict(op.properties))


class MulFOfNegF(_OfNegations):
    root = "arith.mulf"


class DivFOfNegF(_OfNegations):
    root = "arith.divf"


class _TruncFOfIntToFP(ArithPattern):
    """`truncf(sitofp(x)) -> sitofp(x)` (and `uitofp`) when `truncf` has the
    default rounding mode (MLIR 22 does it whatever the widths)."""

    root = "arith.truncf"
    conversion: ClassVar[str]

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.properties.get("roundingmode") is not None:
            return
        inner = defined_by(op.operands[0], self.conversion)
        if inner is None:
            return
        rewriter.replace(
            op, create(self.conversion, [inner.operands[0]], [op.results[0].type])
        )


class TruncFSIToFPToSIToFP(_TruncFOfIntToFP):
    conversion = "arith.sitofp"


class TruncFUIToFPToUIToFP(_TruncFOfIntToFP):
    conversion = "arith.uitofp"


# cmpf predicates (by number) -> the cmpi predicate name (signed, unsigned).
_CMPF_TO_CMPI: dict[int, tuple[str, str]] = {
    1: ("eq", "eq"),
    8: ("eq", "eq"),
    2: ("sgt", "ugt"),
    9: ("sgt", "ugt"),
    3: ("sge", "uge"),
    10: ("sge", "uge"),
    4: ("slt", "ult"),
    11: ("slt", "ult"),
    5: ("sle", "ule"),
    12: ("sle", "ule"),
    6: ("ne", "ne"),
    13: ("ne", "ne"),
}
_ORD, _UNO = 7, 14
_CMPI_NUMBER = {
    name: index
    for index, name in enumerate(
        ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
    )
}


def _ilogb(x: float) -> int:
    """`ilogb` of a finite non-zero float."""
    return math.frexp(x)[1] - 1


class CmpFIntToFPConst(ArithPattern):
    """
    `cmpf(sitofp(x), c)` (or `uitofp`) with a float constant `c` compares
    `x` with the integer `c` converts to (adjusting the predicate when `c` has
    a fraction), or is a constant when `c` is out of the range of `x`'s type
    (MLIR's CmpFIntToFPConst). Not applied when the conversion may round
    in a way that changes the comparison.
    """

    root = "arith.cmpf"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        rhs_attr = constant_of(op.operands[1])
        if not isinstance(rhs_attr, FloatAttr):
            return
        rhs = float(cast(FloatAttr, rhs_attr).value.data)
        fmt = float_format(op.operands[1].type)
        if rhs != rhs or fmt is None:
            return
        conversion = defined_by(op.operands[0], "arith.sitofp")
        is_unsigned = False
        if conversion is None:
            conversion = defined_by(op.operands[0], "arith.uitofp")
            is_unsigned = True
        if conversion is None:
            return
        x = conversion.operands[0]
        x_type: Attribute = x.type
        int_width = integer_width(x_type)
        if not isinstance(x.type, IntegerType):
            return
        float_predicate = predicate(op)
        if int_width is None or float_predicate in (0, 15):
            return
        mantissa_width = fmt.mantissa_bits + 1
        value_bits = int_width if is_unsigned else int_width - 1
        if int_width > mantissa_width:
            if rhs in (math.inf, -math.inf):
                if fmt.emax < value_bits:
                    return
            elif rhs != 0.0:
                exponent = _ilogb(rhs)
                if mantissa_width <= exponent <= value_bits:
                    return
        if float_predicate == _ORD:
            self._constant(rewriter, op, True)
            return
        if float_predicate == _UNO:
            self._constant(rewriter, op, False)
            return
        name = _CMPF_TO_CMPI[float_predicate][1 if is_unsigned else 0]
        if is_unsigned:
            low, high = 0, (1 << int_width) - 1
            less, greater = ("ult", "ule"), ("ugt", "uge")
        else:
            low, high = -(1 << (int_width - 1)), (1 << (int_width - 1)) - 1
            less, greater = ("slt", "sle"), ("sgt", "sge")
        if fmt.from_int(high) < rhs:
            self._constant(rewriter, op, name == "ne" or name in less)
            return
        if fmt.from_int(low) > rhs:
            self._constant(rewriter, op, name == "ne" or name in greater)
            return
        integer = apfloat.to_integer(rhs, int_width, not is_unsigned)
        if integer is None:
            return
        if rhs != 0.0 and fmt.from_int(integer) != rhs:
            # `c` has a fraction (`integer` is `c` rounded toward zero).
            negative = rhs < 0
            decided = {
                "ne": True,
                "eq": False,
                "ule": False if negative else None,
                "ult": False if negative else None,
                "ugt": True if negative else None,
                "uge": True if negative else None,
            }
            if name in decided and decided[name] is not None:
                self._constant(rewriter, op, bool(decided[name]))
                return
            adjusted = {
                "sle": "slt" if negative else "sle",
                "ult": "ule",
                "slt": "slt" if negative else "sle",
                "sgt": "sge" if negative else "sgt",
                "uge": "ugt",
                "sge": "sge" if negative else "sgt",
            }
            name = adjusted.get(name, name)
        bits = integer & ((1 << int_width) - 1)
        constant = insert_constant(rewriter, op, x_type, bits)
        rewriter.replace(
            op,
            new_op(
                ARITH_CLASSES["arith.cmpi"],
                [x, constant],
                [op.results[0].type],
                {"predicate": IntegerAttr(_CMPI_NUMBER[name], i64)},
            ),
        )

    @staticmethod
    def _constant(rewriter: PatternRewriter, op: Operation, value: bool) -> None:
        constant = insert_constant(rewriter, op, op.results[0].type, int(value))
        rewriter.replace(op, (), (constant,))
