"""
Canonicalization of the `arith` ops (MLIR 22's: the patterns of
ArithCanonicalization.td and ArithOps.cpp, and the folds of `arith_folds`).

The op classes are xDSL's; `register()` attaches MLIR's folds and patterns
to them by op name (see `canonicalization_patterns.CANONICALIZATION_MODELS`),
so stock `canonicalize`, and every greedy rewrite of our passes, applies
them. xDSL's own `arith` canonicalization patterns stay after ours, except
those that fold constants differently from MLIR (listed in `register`; ours
fold every such case first).

Patterns build new ops with the class of the op they rewrite (or xDSL's),
copying overflow flags and fast-math flags as MLIR does: a pattern that
merges two ops keeps the overflow flags both have.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, cast

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.transforms.canonicalization_patterns.arith_builders import (
    ArithPattern,
    create,
    defined_by,
    insert_constant,
    merged_overflow,
    new_op,
    replace_with_binary,
    scalar_int,
    splat_int,
    value_width,
)
from xdsl_bufferization.transforms.canonicalization_patterns.arith_float_patterns import (
    CmpFIntToFPConst,
    DivFOfNegF,
    MulFOfNegF,
    TruncFSIToFPToSIToFP,
    TruncFUIToFPToUIToFP,
)
from xdsl_bufferization.transforms.canonicalization_patterns.arith_folds import (
    FOLDS,
    element_type,
    predicate,
)
from xdsl_bufferization.utils.apint import integer_width, mask

# ---------------------------------------------------------------------------
# addi / subi / muli with constants (ArithCanonicalization.td)
# ---------------------------------------------------------------------------


_COMBINATIONS: dict[str, Callable[[int, int], int]] = {
    "c0+c1": lambda c0, c1: c0 + c1,
    "c1-c0": lambda c0, c1: c1 - c0,
    "c0-c1": lambda c0, c1: c0 - c1,
    "c0*c1": lambda c0, c1: c0 * c1,
}


class _ConstantChain(ArithPattern):
    """`root(inner(...), ...)` whose two integer constants combine into one
    (MLIR's DRR patterns of that shape): the operand `inner_position` of the
    root is `inner`, whose operand `inner_constant_position` is a constant
    `c0`; the other operand of the root is a constant `c1`. The result is
    `result_name(x, combine(c0, c1))` (or with the operands swapped), with
    the overflow flags both ops have."""

    inner: ClassVar[str]
    inner_position: ClassVar[int]
    inner_constant_position: ClassVar[int]
    result_name: ClassVar[str]
    x_first: ClassVar[bool]

    combination: ClassVar[str]
    """How the constants combine: a key of `_COMBINATIONS`."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        inner = defined_by(op.operands[self.inner_position], self.inner)
        if inner is None:
            return
        c1 = scalar_int(op.operands[1 - self.inner_position])
        c0 = scalar_int(inner.operands[self.inner_constant_position])
        if c0 is None or c1 is None:
            return
        bits = _COMBINATIONS[self.combination](c0, c1) & mask(
            value_width(op.results[0])
        )
        constant = insert_constant(rewriter, op, op.results[0].type, bits)
        x = inner.operands[1 - self.inner_constant_position]
        lhs, rhs = (x, constant) if self.x_first else (constant, x)
        replace_with_binary(
            rewriter, op, self.result_name, lhs, rhs, merged_overflow(op, inner)
        )


class AddIAddConstant(_ConstantChain):
    """`addi(addi(x, c0), c1) -> addi(x, c0 + c1)`."""

    root, inner, result_name = "arith.addi", "arith.addi", "arith.addi"
    inner_position, inner_constant_position, x_first = 0, 1, True
    combination = "c0+c1"


class AddISubConstantRHS(_ConstantChain):
    """`addi(subi(x, c0), c1) -> addi(x, c1 - c0)`."""

    root, inner, result_name = "arith.addi", "arith.subi", "arith.addi"
    inner_position, inner_constant_position, x_first = 0, 1, True
    combination = "c1-c0"


class AddISubConstantLHS(_ConstantChain):
    """`addi(subi(c0, x), c1) -> subi(c0 + c1, x)`."""

    root, inner, result_name = "arith.addi", "arith.subi", "arith.subi"
    inner_position, inner_constant_position, x_first = 0, 0, False
    combination = "c0+c1"


class SubIRHSAddConstant(_ConstantChain):
    """`subi(addi(x, c0), c1) -> addi(x, c0 - c1)`."""

    root, inner, result_name = "arith.subi", "arith.addi", "arith.addi"
    inner_position, inner_constant_position, x_first = 0, 1, True
    combination = "c0-c1"


class SubILHSAddConstant(_ConstantChain):
    """`subi(c1, addi(x, c0)) -> subi(c1 - c0, x)`."""

    root, inner, result_name = "arith.subi", "arith.addi", "arith.subi"
    inner_position, inner_constant_position, x_first = 1, 1, False
    combination = "c1-c0"


class SubIRHSSubConstantRHS(_ConstantChain):
    """`subi(subi(x, c0), c1) -> subi(x, c0 + c1)`."""

    root, inner, result_name = "arith.subi", "arith.subi", "arith.subi"
    inner_position, inner_constant_position, x_first = 0, 1, True
    combination = "c0+c1"


class SubIRHSSubConstantLHS(_ConstantChain):
    """`subi(subi(c0, x), c1) -> subi(c0 - c1, x)`."""

    root, inner, result_name = "arith.subi", "arith.subi", "arith.subi"
    inner_position, inner_constant_position, x_first = 0, 0, False
    combination = "c0-c1"


class SubILHSSubConstantRHS(_ConstantChain):
    """`subi(c1, subi(x, c0)) -> subi(c0 + c1, x)`."""

    root, inner, result_name = "arith.subi", "arith.subi", "arith.subi"
    inner_position, inner_constant_position, x_first = 1, 1, False
    combination = "c0+c1"


class SubILHSSubConstantLHS(_ConstantChain):
    """`subi(c1, subi(c0, x)) -> addi(x, c1 - c0)`."""

    root, inner, result_name = "arith.subi", "arith.subi", "arith.addi"
    inner_position, inner_constant_position, x_first = 1, 0, True
    combination = "c1-c0"


class MulIMulIConstant(_ConstantChain):
    """`muli(muli(x, c0), c1) -> muli(x, c0 * c1)`."""

    root, inner, result_name = "arith.muli", "arith.muli", "arith.muli"
    inner_position, inner_constant_position, x_first = 0, 1, True
    combination = "c0*c1"


class SubISubILHSRHSLHS(ArithPattern):
    """`subi(subi(a, b), a) -> subi(0, b)`."""

    root = "arith.subi"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        inner = defined_by(op.operands[0], "arith.subi")
        if inner is None or inner.operands[0] is not op.operands[1]:
            return
        if integer_width(op.results[0].type) is None:
            return
        zero = insert_constant(rewriter, op, op.results[0].type, 0)
        replace_with_binary(rewriter, op, "arith.subi", zero, inner.operands[1])


class _AddIMulNegativeOne(ArithPattern):
    """`addi(x, muli(y, -1)) -> subi(x, y)` (and with the operands swapped)."""

    root = "arith.addi"
    mul_position: ClassVar[int]

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        mul = defined_by(op.operands[self.mul_position], "arith.muli")
        if mul is None:
            return
        bits = splat_int(mul.operands[1])
        if bits is None or bits != mask(value_width(mul.operands[1])):
            return
        x = op.operands[1 - self.mul_position]
        replace_with_binary(rewriter, op, "arith.subi", x, mul.operands[0])


class AddIMulNegativeOneRhs(_AddIMulNegativeOne):
    mul_position = 1


class AddIMulNegativeOneLhs(_AddIMulNegativeOne):
    mul_position = 0


# ---------------------------------------------------------------------------
# Bitwise ops and comparisons of extensions
# ---------------------------------------------------------------------------


class _OfExtensions(ArithPattern):
    """`op(ext(x), ext(y)) -> ext(op(x, y))` for one kind of extension of
    values of the same type (MLIR's AndOfExtUI, OrOfExtSI, XOrIOfExtUI...)."""

    extension: ClassVar[str]

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        left = defined_by(op.operands[0], self.extension)
        right = defined_by(op.operands[1], self.extension)
        if left is None or right is None:
            return
        x, y = left.operands[0], right.operands[0]
        if x.type != y.type:
            return
        inner = create(self.root, [x, y], [x.type])
        rewriter.insert(inner, InsertPoint.before(op))
        rewriter.replace(
            op, create(self.extension, inner.results, [op.results[0].type])
        )


class AndOfExtUI(_OfExtensions):
    root, extension = "arith.andi", "arith.extui"


class AndOfExtSI(_OfExtensions):
    root, extension = "arith.andi", "arith.extsi"


class OrOfExtUI(_OfExtensions):
    root, extension = "arith.ori", "arith.extui"


class OrOfExtSI(_OfExtensions):
    root, extension = "arith.ori", "arith.extsi"


class XOrIOfExtUI(_OfExtensions):
    root, extension = "arith.xori", "arith.extui"


class XOrIOfExtSI(_OfExtensions):
    root, extension = "arith.xori", "arith.extsi"


_CMPI_INVERTED = (1, 0, 5, 4, 3, 2, 9, 8, 7, 6)


def _with_predicate(
    op: Operation, value: int, operands: Sequence[SSAValue]
) -> Operation:
    """A new `arith.cmpi` like `op`, with predicate `value` and `operands`."""
    old = cast(IntegerAttr[Any], op.properties["predicate"])
    properties = dict(op.properties)
    properties["predicate"] = IntegerAttr(value, old.type)
    return new_op(
        type(op), operands, [op.results[0].type], properties, dict(op.attributes)
    )


class XOrINotCmpI(ArithPattern):
    """`xori(cmpi(pred, a, b), true) -> cmpi(not pred, a, b)`."""

    root = "arith.xori"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        cmp = defined_by(op.operands[0], "arith.cmpi")
        if cmp is None or integer_width(op.results[0].type) != 1:
            return
        if scalar_int(op.operands[1]) != 1:
            return
        inverted = _CMPI_INVERTED[predicate(cmp)]
        rewriter.replace(op, _with_predicate(cmp, inverted, cmp.operands))


_CMPI_SWAPPED = (0, 1, 4, 5, 2, 3, 8, 9, 6, 7)


def _complementary(lhs: SSAValue, rhs: SSAValue) -> bool:
    """Whether `lhs` and `rhs` are `cmpi` of the same operands with inverse
    predicates (one holds exactly when the other does not)."""
    left = defined_by(lhs, "arith.cmpi")
    right = defined_by(rhs, "arith.cmpi")
    if left is None or right is None:
        return False
    inverse = _CMPI_INVERTED[predicate(left)]
    a, b = left.operands
    c, d = right.operands
    if (a, b) == (c, d):
        return predicate(right) == inverse
    if (a, b) == (d, c):
        return predicate(right) == _CMPI_SWAPPED[inverse]
    return False


class _OfComplementaryComparisons(ArithPattern):
    """`ori(cmpi p a b, cmpi !p a b) -> true`, `andi(...) -> false`: beyond
    MLIR 22, which only knows `ori(x, xori(x, true))`; its own
    `xori(cmpi) -> cmpi` rewrite (XOrINotCmpI) makes such pairs out of
    ownership conditions. See docs/canonicalization.md."""

    value: ClassVar[int]

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if integer_width(op.results[0].type) != 1:
            return
        if not _complementary(op.operands[0], op.operands[1]):
            return
        constant = insert_constant(rewriter, op, op.results[0].type, self.value)
        rewriter.replace(op, (), (constant,))


class OrOfComplementaryComparisons(_OfComplementaryComparisons):
    root, value = "arith.ori", 1


class AndOfComplementaryComparisons(_OfComplementaryComparisons):
    root, value = "arith.andi", 0


class _CmpIOfExtensions(ArithPattern):
    """`cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)` (a, b of one type)."""

    root = "arith.cmpi"
    extension: ClassVar[str]

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if predicate(op) not in (0, 1):
            return
        left = defined_by(op.operands[0], self.extension)
        right = defined_by(op.operands[1], self.extension)
        if left is None or right is None:
            return
        a, b = left.operands[0], right.operands[0]
        if a.type != b.type:
            return
        rewriter.replace(op, _with_predicate(op, predicate(op), [a, b]))


class CmpIExtSI(_CmpIOfExtensions):
    extension = "arith.extsi"


class CmpIExtUI(_CmpIOfExtensions):
    extension = "arith.extui"


# ---------------------------------------------------------------------------
# select
# ---------------------------------------------------------------------------


class RedundantSelectTrue(ArithPattern):
    """`select(c, select(c, a, b), d) -> select(c, a, d)`."""

    root = "arith.select"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        condition, true_value, false_value = op.operands
        inner = defined_by(true_value, "arith.select")
        if inner is None or inner.operands[0] is not condition:
            return
        rewriter.replace(
            op,
            create(
                "arith.select",
                [condition, inner.operands[1], false_value],
                [op.results[0].type],
            ),
        )


class RedundantSelectFalse(ArithPattern):
    """`select(c, a, select(c, b, d)) -> select(c, a, d)`."""

    root = "arith.select"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        condition, true_value, false_value = op.operands
        inner = defined_by(false_value, "arith.select")
        if inner is None or inner.operands[0] is not condition:
            return
        rewriter.replace(
            op,
            create(
                "arith.select",
                [condition, true_value, inner.operands[2]],
                [op.results[0].type],
            ),
        )


def _negated(value: SSAValue) -> SSAValue | None:
    """`x` if `value` is `xori(x, true)` on `i1` (MLIR's `not`)."""
    xor = defined_by(value, "arith.xori")
    if xor is None or integer_width(element_type(value.type)) != 1:
        return None
    if splat_int(xor.operands[1]) == 1:
        return xor.operands[0]
    return None


class SelectNotCond(ArithPattern):
    """`select(not c, a, b) -> select(c, b, a)`."""

    root = "arith.select"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        condition, true_value, false_value = op.operands
        inner = _negated(condition)
        if inner is None:
            return
        rewriter.replace(
            op,
            create(
                "arith.select", [inner, false_value, true_value], [op.results[0].type]
            ),
        )


class SelectI1ToNot(ArithPattern):
    """`select(c, false, true) -> xori(c, true)` on `i1`."""

    root = "arith.select"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        condition, true_value, false_value = op.operands
        if integer_width(op.results[0].type) != 1:
            return
        if scalar_int(true_value) != 0 or scalar_int(false_value) != 1:
            return
        one = insert_constant(rewriter, op, condition.type, 1)
        replace_with_binary(rewriter, op, "arith.xori", condition, one)


class SelectToExtUI(ArithPattern):
    """`select(c, 1, 0) -> extui(c)` and `select(c, 0, 1) -> extui(not c)`
    for a scalar integer result wider than `i1` (not `index`)."""

    root = "arith.select"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        condition, true_value, false_value = op.operands
        result_type = op.results[0].type
        if not isinstance(result_type, IntegerType) or integer_width(
            op.results[0].type
        ) in (None, 1):
            return
        true_bits, false_bits = scalar_int(true_value), scalar_int(false_value)
        source: SSAValue = condition
        if (true_bits, false_bits) == (1, 0):
            pass
        elif (true_bits, false_bits) == (0, 1):
            one = insert_constant(rewriter, op, condition.type, 1)
            negation = create("arith.xori", [condition, one], [condition.type])
            rewriter.insert(negation, InsertPoint.before(op))
            source = negation.results[0]
        else:
            return
        rewriter.replace(
            op, create("arith.extui", [source], [cast(Attribute, result_type)])
        )


# ---------------------------------------------------------------------------
# Casts
# ---------------------------------------------------------------------------


class ExtSIOfExtUI(ArithPattern):
    """`extsi(extui(x)) -> extui(x)`."""

    root = "arith.extsi"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        inner = defined_by(op.operands[0], "arith.extui")
        if inner is None:
            return
        rewriter.replace(
            op, create("arith.extui", [inner.operands[0]], [op.results[0].type])
        )


class _TruncIOfExtension(ArithPattern):
    """`trunci(ext(x)) -> ext(x)` when `x` is narrower than the result."""

    root = "arith.trunci"
    extension: ClassVar[str]

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        inner = defined_by(op.operands[0], self.extension)
        if inner is None:
            return
        x = inner.operands[0]
        if value_width(x) >= value_width(op.results[0]):
            return
        rewriter.replace(op, create(self.extension, [x], [op.results[0].type]))


class TruncIExtSIToExtSI(_TruncIOfExtension):
    extension = "arith.extsi"


class TruncIExtUIToExtUI(_TruncIOfExtension):
    extension = "arith.extui"


class TruncIShrSIToTrunciShrUI(ArithPattern):
    """`trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when the shift is at
    most the difference of widths (the bits the shift fills are truncated
    away)."""

    root = "arith.trunci"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        shift = defined_by(op.operands[0], "arith.shrsi")
        if shift is None:
            return
        amount = splat_int(shift.operands[1])
        if amount is None:
            return
        # The bits kept are not those the shift fills with the sign.
        if amount > value_width(shift.operands[0]) - value_width(op.results[0]):
            return
        unsigned_shift = create("arith.shrui", shift.operands, [shift.results[0].type])
        rewriter.insert(unsigned_shift, InsertPoint.before(op))
        rewriter.replace(
            op, create("arith.trunci", unsigned_shift.results, [op.results[0].type])
        )


class _CastOfSameCast(ArithPattern):
    """`cast(cast(x)) -> x` when `x` has the result's type."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        inner = defined_by(op.operands[0], self.root)
        if inner is None or inner.operands[0].type != op.results[0].type:
            return
        rewriter.replace(op, (), (inner.operands[0],))


class IndexCastOfIndexCast(_CastOfSameCast):
    root = "arith.index_cast"


class IndexCastUIOfIndexCastUI(_CastOfSameCast):
    root = "arith.index_castui"


class _IndexCastOfExtension(ArithPattern):
    """`index_cast(extsi(x)) -> index_cast(x)` (and the unsigned pair)."""

    extension: ClassVar[str]

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        inner = defined_by(op.operands[0], self.extension)
        if inner is None:
            return
        rewriter.replace(
            op, create(self.root, [inner.operands[0]], [op.results[0].type])
        )


class IndexCastOfExtSI(_IndexCastOfExtension):
    root, extension = "arith.index_cast", "arith.extsi"


class IndexCastUIOfExtUI(_IndexCastOfExtension):
    root, extension = "arith.index_castui", "arith.extui"


# ---------------------------------------------------------------------------
# Extended arithmetic
# ---------------------------------------------------------------------------


class AddUIExtendedToAddI(ArithPattern):
    """`addui_extended` whose overflow is unused is an `addi`."""

    root = "arith.addui_extended"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.results[1].first_use is not None:
            return
        add = create("arith.addi", op.operands, [op.results[0].type])
        rewriter.replace(op, add, [add.results[0], None])


class _MulExtendedToMulI(ArithPattern):
    """`mulsi_extended` / `mului_extended` whose high half is unused is a
    `muli`."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.results[1].first_use is not None:
            return
        mul = create("arith.muli", op.operands, [op.results[0].type])
        rewriter.replace(op, mul, [mul.results[0], None])


class MulSIExtendedToMulI(_MulExtendedToMulI):
    root = "arith.mulsi_extended"


class MulUIExtendedToMulI(_MulExtendedToMulI):
    root = "arith.mului_extended"


class MulSIExtendedRHSOne(ArithPattern):
    """`mulsi_extended(x, 1) -> (x, extsi(cmpi slt, x, 0))`."""

    root = "arith.mulsi_extended"

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        x, rhs = op.operands
        if splat_int(rhs) != 1 or value_width(x) == 1:
            return
        type = op.results[0].type
        if type != element_type(type):
            return
        zero = insert_constant(rewriter, op, type, 0)
        negative = arith.CmpiOp(x, zero, "slt")
        rewriter.insert(negative, InsertPoint.before(op))
        high = create("arith.extsi", [negative.result], [type])
        rewriter.insert(high, InsertPoint.before(op))
        rewriter.replace(op, (), (x, high.results[0]))


PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "arith.addi": (
        AddIAddConstant(),
        AddISubConstantRHS(),
        AddISubConstantLHS(),
        AddIMulNegativeOneRhs(),
        AddIMulNegativeOneLhs(),
    ),
    "arith.subi": (
        SubIRHSAddConstant(),
        SubILHSAddConstant(),
        SubIRHSSubConstantRHS(),
        SubIRHSSubConstantLHS(),
        SubILHSSubConstantRHS(),
        SubILHSSubConstantLHS(),
        SubISubILHSRHSLHS(),
    ),
    "arith.muli": (MulIMulIConstant(),),
    "arith.andi": (AndOfExtUI(), AndOfExtSI(), AndOfComplementaryComparisons()),
    "arith.ori": (OrOfExtUI(), OrOfExtSI(), OrOfComplementaryComparisons()),
    "arith.xori": (XOrINotCmpI(), XOrIOfExtUI(), XOrIOfExtSI()),
    "arith.cmpi": (CmpIExtSI(), CmpIExtUI()),
    "arith.cmpf": (CmpFIntToFPConst(),),
    "arith.truncf": (TruncFSIToFPToSIToFP(), TruncFUIToFPToUIToFP()),
    "arith.select": (
        RedundantSelectFalse(),
        RedundantSelectTrue(),
        SelectNotCond(),
        SelectI1ToNot(),
        SelectToExtUI(),
    ),
    "arith.extsi": (ExtSIOfExtUI(),),
    "arith.trunci": (
        TruncIExtSIToExtSI(),
        TruncIExtUIToExtUI(),
        TruncIShrSIToTrunciShrUI(),
    ),
    "arith.index_cast": (IndexCastOfIndexCast(), IndexCastOfExtSI()),
    "arith.index_castui": (IndexCastUIOfIndexCastUI(), IndexCastUIOfExtUI()),
    "arith.mulf": (MulFOfNegF(),),
    "arith.divf": (DivFOfNegF(),),
    "arith.addui_extended": (AddUIExtendedToAddI(),),
    "arith.mulsi_extended": (MulSIExtendedToMulI(), MulSIExtendedRHSOne()),
    "arith.mului_extended": (MulUIExtendedToMulI(),),
}
"""MLIR 22's canonicalization patterns of the `arith` ops, by op name."""

SUPERSEDED_XDSL_PATTERNS: tuple[str, ...] = (
    "SignlessIntegerBinaryOperationConstantProp",
    "SignlessIntegerBinaryOperationZeroOrUnitRight",
    "FoldConstConstOp",
    "FoldConstsByReassociation",
    "SelectConstPattern",
    "SelectTrueFalsePattern",
    "SelectSamePattern",
    "ApplyCmpiPredicateToEqualOperands",
)
"""xDSL's `arith` patterns that our folds and patterns replace: the constant
folds (xDSL folds floats in double precision, without rounding to the type,
and does not fold several ops) and identities MLIR has as folds.
`FoldConstsByReassociation` (reassociating `addf`/`mulf` constants under
`fastmath<reassoc>`) is not done by MLIR 22's canonicalize; `SelectFoldCmpfPattern`
(select of a `cmpf` under `nnan nsz` to `maximumf`/`minimumf`) is kept: it is
valid and only applies under those flags."""


def register() -> None:
    """Register MLIR's folds and patterns of the `arith` ops."""
    from xdsl_bufferization.transforms.canonicalization_patterns import (
        register_model,
    )

    for name in sorted(set(FOLDS) | set(PATTERNS)):
        register_model(
            name,
            patterns=PATTERNS.get(name, ()),
            fold=FOLDS.get(name),
            replaces_trait_patterns=SUPERSEDED_XDSL_PATTERNS,
        )
