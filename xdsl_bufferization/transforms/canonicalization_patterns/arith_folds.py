"""
The fold hooks of the `arith` ops (MLIR 22's `fold` methods of ArithOps.cpp),
for xDSL's op classes, registered by op name (see `arith.register`).

Constant folding follows MLIR's `APInt` / `APFloat` semantics
(`utils/apint.py`, `utils/apfloat.py`): integer arithmetic wraps; division
or remainder by zero, signed division overflow (`INT_MIN / -1`) and shifts
by the bit width or more are not folded (they are undefined or poison);
float arithmetic rounds to the nearest value of the type, NaN operands
propagate, `-0.0` is kept apart from `0.0`; `truncf` folds only exact
conversions, `fptosi` / `fptoui` only values in range. Scalars, splats and
dense elements of static shape fold; other types (f80, f128, ...) do not.

Besides constants, each fold has MLIR's identities (`addi(x, 0)`,
`subi(x, x)`, `select(c, x, x)`, `trunci(extsi(x))`...), including the
in-place ones (a commutative op moves its constant operand to the right,
`cmpi` swaps a constant left operand with its predicate, `extui(extui(x))`
takes `x`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from xdsl.dialects.builtin import (
    IntegerAttr,
)
from xdsl.ir import Operation, SSAValue

from xdsl_bufferization.rewriting.folder import FoldResult
from xdsl_bufferization.transforms.canonicalization_patterns.arith_constants import (
    binary_float,
    binary_int,
    combine,
    combine2,
    constant_of,
    defined_by,
    element_type,
    float_elements,
    float_operands,
    float_splat,
    format_of,
    int_elements,
    int_operands,
    int_splat,
    is_all_ones,
    is_one_int,
    is_zero_int,
    make_constant,
    then_commute,
    width_of,
    zero_attr,
    zero_result,
)
from xdsl_bufferization.utils import apfloat
from xdsl_bufferization.utils.apfloat import FloatFormat, float_format
from xdsl_bufferization.utils.apint import (
    integer_width,
    mask,
    signed,
    signed_max,
    signed_min,
    unsigned,
)

# ---------------------------------------------------------------------------
# Integer arithmetic
# ---------------------------------------------------------------------------


def fold_addi(op: Operation) -> FoldResult | None:
    lhs, rhs = op.operands
    if is_zero_int(rhs):
        return (lhs,)
    # addi(subi(a, b), b) -> a and addi(b, subi(a, b)) -> a
    for sub, other in ((lhs, rhs), (rhs, lhs)):
        sub_op = defined_by(sub, "arith.subi")
        if sub_op is not None and sub_op.operands[1] is other:
            return (sub_op.operands[0],)
    return binary_int(op, lambda a, b, w: (a + b) & mask(w))


def fold_subi(op: Operation) -> FoldResult | None:
    lhs, rhs = op.operands
    if lhs is rhs:
        return zero_result(op)
    if is_zero_int(rhs):
        return (lhs,)
    add = defined_by(lhs, "arith.addi")
    if add is not None:
        if rhs is add.operands[1]:
            return (add.operands[0],)
        if rhs is add.operands[0]:
            return (add.operands[1],)
    return binary_int(op, lambda a, b, w: (a - b) & mask(w))


def fold_muli(op: Operation) -> FoldResult | None:
    lhs, rhs = op.operands
    if is_zero_int(rhs):
        return zero_result(op)
    if is_one_int(rhs):
        return (lhs,)
    return binary_int(op, lambda a, b, w: (a * b) & mask(w))


def _overflow_flags(op: Operation) -> set[str]:
    flags = op.properties.get("overflowFlags")
    if flags is None:
        return set()
    data = getattr(flags, "data", None)
    if isinstance(data, tuple | list | set | frozenset):
        return {str(getattr(f, "value", f)).lower() for f in cast(Any, data)}
    return set()


def _fold_div_of_mul(op: Operation, flag: str) -> FoldResult | None:
    """`div(muli(x, y), y) -> x` when the multiplication cannot overflow."""
    lhs, rhs = op.operands
    mul = defined_by(lhs, "arith.muli")
    if mul is None or flag not in _overflow_flags(mul):
        return None
    if mul.operands[1] is rhs:
        return (mul.operands[0],)
    if mul.operands[0] is rhs:
        return (mul.operands[1],)
    return None


def _trunc_div(a: int, b: int) -> int:
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def fold_divui(op: Operation) -> FoldResult | None:
    if is_one_int(op.operands[1]):
        return (op.operands[0],)
    folded = _fold_div_of_mul(op, "nuw")
    if folded is not None:
        return folded
    return binary_int(op, lambda a, b, w: None if b == 0 else a // b)


def _signed_division(
    fn: Callable[[int, int], int],
) -> Callable[[int, int, int], int | None]:
    def apply(a: int, b: int, width: int) -> int | None:
        x, y = signed(a, width), signed(b, width)
        if y == 0:
            return None
        if x == signed_min(width) and y == -1:
            return None
        return fn(x, y) & mask(width)

    return apply


def fold_divsi(op: Operation) -> FoldResult | None:
    if is_one_int(op.operands[1]):
        return (op.operands[0],)
    folded = _fold_div_of_mul(op, "nsw")
    if folded is not None:
        return folded
    return binary_int(op, _signed_division(_trunc_div))


def _ceil_div(a: int, b: int) -> int:
    return -((-a) // b)


def _ceildivsi(a: int, b: int, width: int) -> int | None:
    """MLIR's ceildivsi fold: no fold if a negation of an operand or of the
    quotient it computes on the way overflows."""
    x, y = signed(a, width), signed(b, width)
    low = signed_min(width)
    if y == 0:
        return None
    if x == 0:
        return 0
    if x > 0 and y > 0:
        return _ceil_div(x, y) & mask(width)
    if (x < 0 and x == low) or (y < 0 and y == low):
        return None
    if x < 0 and y < 0:
        return _ceil_div(-x, -y) & mask(width)
    return -(abs(x) // abs(y)) & mask(width)


def fold_ceildivsi(op: Operation) -> FoldResult | None:
    if is_one_int(op.operands[1]):
        return (op.operands[0],)
    return binary_int(op, _ceildivsi)


def fold_floordivsi(op: Operation) -> FoldResult | None:
    if is_one_int(op.operands[1]):
        return (op.operands[0],)
    return binary_int(op, _signed_division(lambda a, b: a // b))


def fold_ceildivui(op: Operation) -> FoldResult | None:
    if is_one_int(op.operands[1]):
        return (op.operands[0],)
    return binary_int(op, lambda a, b, w: None if b == 0 else _ceil_div(a, b))


def fold_remui(op: Operation) -> FoldResult | None:
    if is_one_int(op.operands[1]):
        return zero_result(op)
    return binary_int(op, lambda a, b, w: None if b == 0 else a % b)


def _srem(a: int, b: int, width: int) -> int | None:
    x, y = signed(a, width), signed(b, width)
    if y == 0:
        return None
    return (x - _trunc_div(x, y) * y) & mask(width)


def fold_remsi(op: Operation) -> FoldResult | None:
    if is_one_int(op.operands[1]):
        return zero_result(op)
    return binary_int(op, _srem)


def _is_not_of(value: SSAValue, of: SSAValue) -> bool:
    """Whether `value` is `xori(of, <all ones>)`."""
    xor = defined_by(value, "arith.xori")
    return xor is not None and xor.operands[0] is of and is_all_ones(xor.operands[1])


def fold_andi(op: Operation) -> FoldResult | None:
    lhs, rhs = op.operands
    if is_zero_int(rhs):
        return (rhs,)
    if is_all_ones(rhs):
        return (lhs,)
    if _is_not_of(rhs, lhs) or _is_not_of(lhs, rhs):
        return zero_result(op)
    # and(a, and(a, b)) -> and(a, b), in each operand order.
    for one, other in ((lhs, rhs), (rhs, lhs)):
        inner = defined_by(other, "arith.andi")
        if inner is not None and one in (inner.operands[0], inner.operands[1]):
            return (other,)
    folded = binary_int(op, lambda a, b, w: a & b)
    if folded is not None:
        return folded
    if lhs is rhs:
        return (lhs,)
    return None


def fold_ori(op: Operation) -> FoldResult | None:
    lhs, rhs = op.operands
    if is_zero_int(rhs):
        return (lhs,)
    if is_all_ones(rhs):
        return (rhs,)
    for value, other in ((rhs, lhs), (lhs, rhs)):
        if _is_not_of(value, other):
            xor = defined_by(value, "arith.xori")
            assert xor is not None
            return (xor.operands[1],)
    folded = binary_int(op, lambda a, b, w: a | b)
    if folded is not None:
        return folded
    if lhs is rhs:
        return (lhs,)
    return None


def fold_xori(op: Operation) -> FoldResult | None:
    lhs, rhs = op.operands
    if is_zero_int(rhs):
        return (lhs,)
    if lhs is rhs:
        return zero_result(op)
    previous = defined_by(lhs, "arith.xori")
    if previous is not None:
        if previous.operands[1] is rhs:
            return (previous.operands[0],)
        if previous.operands[0] is rhs:
            return (previous.operands[1],)
    previous = defined_by(rhs, "arith.xori")
    if previous is not None:
        if previous.operands[1] is lhs:
            return (previous.operands[0],)
        if previous.operands[0] is lhs:
            return (previous.operands[1],)
    return binary_int(op, lambda a, b, w: a ^ b)


def _shift(
    fn: Callable[[int, int, int], int],
) -> Callable[[Operation], FoldResult | None]:
    def fold(op: Operation) -> FoldResult | None:
        if is_zero_int(op.operands[1]):
            return (op.operands[0],)
        return binary_int(op, lambda a, b, w: None if b >= w else fn(a, b, w))

    return fold


fold_shli = _shift(lambda a, b, w: (a << b) & mask(w))
fold_shrui = _shift(lambda a, b, w: a >> b)
fold_shrsi = _shift(lambda a, b, w: (signed(a, w) >> b) & mask(w))


def _min_max(
    pick: Callable[[int, int, int], int],
    absorbing: Callable[[int], int],
    neutral: Callable[[int], int],
) -> Callable[[Operation], FoldResult | None]:
    """A min/max fold: `op(x, x) -> x`, `op(x, absorbing) -> absorbing`,
    `op(x, neutral) -> x`, constants."""

    def fold(op: Operation) -> FoldResult | None:
        lhs, rhs = op.operands
        if lhs is rhs:
            return (rhs,)
        bits = int_splat(rhs)
        if bits is not None:
            width = width_of(rhs)
            if bits == absorbing(width):
                return (rhs,)
            if bits == neutral(width):
                return (lhs,)
        return binary_int(op, pick)

    return fold


def _smax(a: int, b: int, w: int) -> int:
    return a if signed(a, w) >= signed(b, w) else b


def _smin(a: int, b: int, w: int) -> int:
    return a if signed(a, w) <= signed(b, w) else b


fold_maxsi = _min_max(
    _smax, lambda w: unsigned(signed_max(w), w), lambda w: unsigned(signed_min(w), w)
)
fold_minsi = _min_max(
    _smin, lambda w: unsigned(signed_min(w), w), lambda w: unsigned(signed_max(w), w)
)
fold_maxui = _min_max(lambda a, b, w: max(a, b), mask, lambda w: 0)
fold_minui = _min_max(lambda a, b, w: min(a, b), lambda w: 0, mask)


# ---------------------------------------------------------------------------
# Float arithmetic
# ---------------------------------------------------------------------------


def _is_float(value: SSAValue, expected: float, negative_zero: bool = False) -> bool:
    found = float_splat(value)
    if found is None or found != expected:
        return False
    if expected == 0.0:
        return (str(found).startswith("-")) == negative_zero
    return True


def fold_addf(op: Operation) -> FoldResult | None:
    if _is_float(op.operands[1], 0.0, negative_zero=True):
        return (op.operands[0],)
    return binary_float(op, apfloat.add)


def fold_subf(op: Operation) -> FoldResult | None:
    if _is_float(op.operands[1], 0.0):
        return (op.operands[0],)
    return binary_float(op, apfloat.sub)


def fold_mulf(op: Operation) -> FoldResult | None:
    if _is_float(op.operands[1], 1.0):
        return (op.operands[0],)
    return binary_float(op, apfloat.mul)


def fold_divf(op: Operation) -> FoldResult | None:
    if _is_float(op.operands[1], 1.0):
        return (op.operands[0],)
    return binary_float(op, apfloat.div)


def fold_remf(op: Operation) -> FoldResult | None:
    return binary_float(op, apfloat.rem)


def _float_min_max(
    fn: Callable[[FloatFormat, float, float], float],
    neutral: Callable[[float], bool],
) -> Callable[[Operation], FoldResult | None]:
    def fold(op: Operation) -> FoldResult | None:
        lhs, rhs = op.operands
        if lhs is rhs:
            return (rhs,)
        value = float_splat(rhs)
        if value is not None and neutral(value):
            return (lhs,)
        return binary_float(op, fn)

    return fold


fold_maximumf = _float_min_max(apfloat.maximum, lambda v: v == -apfloat.INF)
fold_minimumf = _float_min_max(apfloat.minimum, lambda v: v == apfloat.INF)
fold_maxnumf = _float_min_max(apfloat.maxnum, apfloat.is_nan)
fold_minnumf = _float_min_max(apfloat.minnum, apfloat.is_nan)


def fold_negf(op: Operation) -> FoldResult | None:
    inner = defined_by(op.operands[0], "arith.negf")
    if inner is not None:
        return (inner.operands[0],)
    operands = float_operands(op)
    if operands is None:
        return None
    fmt = format_of(op.operands[0])

    def negate(a: float) -> float:
        if a != a:
            return fmt.from_bits(fmt.to_bits(a) ^ (1 << (fmt.width - 1)))
        return -a

    attr = combine(op.results[0].type, operands, negate)
    return None if attr is None else (attr,)


# ---------------------------------------------------------------------------
# Comparisons and select
# ---------------------------------------------------------------------------

# cmpi predicates: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge.
_CMPI_EQUAL_OPERANDS = (True, False, False, True, False, True, False, True, False, True)
_CMPI_SWAPPED = (0, 1, 4, 5, 2, 3, 8, 9, 6, 7)


def predicate(op: Operation) -> int:
    attr = op.properties.get("predicate")
    if attr is None:
        attr = op.attributes["predicate"]
    return cast(IntegerAttr[Any], attr).value.data


def set_predicate(op: Operation, value: int) -> None:
    old = cast(IntegerAttr[Any], op.properties["predicate"])
    op.properties["predicate"] = IntegerAttr(value, old.type)


def compare_ints(pred: int, a: int, b: int, width: int) -> bool:
    """`arith.cmpi` with predicate number `pred` on two bit patterns."""
    if pred == 0:
        return a == b
    if pred == 1:
        return a != b
    if pred < 6:
        a, b = signed(a, width), signed(b, width)
    relation = (pred - 2) % 4
    if relation == 0:
        return a < b
    if relation == 1:
        return a <= b
    if relation == 2:
        return a > b
    return a >= b


def _i1_result(op: Operation, value: bool) -> FoldResult | None:
    attr = make_constant(op.results[0].type, [int(value)])
    return None if attr is None else (attr,)


def fold_cmpi(op: Operation) -> FoldResult | None:
    lhs, rhs = op.operands
    pred = predicate(op)
    if lhs is rhs:
        return _i1_result(op, _CMPI_EQUAL_OPERANDS[pred])
    is_i1 = integer_width(element_type(lhs.type)) == 1
    if is_zero_int(rhs):
        for name in ("arith.extsi", "arith.extui"):
            ext = defined_by(lhs, name)
            if (
                ext is not None
                and pred == 1
                and integer_width(element_type(ext.operands[0].type)) == 1
            ):
                return (ext.operands[0],)
        if is_i1 and pred == 1:
            return (lhs,)
    if int_splat(rhs) == 1 and is_i1 and pred == 0:
        return (lhs,)
    lhs_constant = constant_of(lhs)
    if lhs_constant is not None and constant_of(rhs) is None:
        set_predicate(op, _CMPI_SWAPPED[pred])
        op.operands = [rhs, lhs]
        return ()
    operands = int_operands(op)
    if operands is None:
        return None
    width = width_of(lhs)
    attr = combine2(
        op.results[0].type,
        operands[0],
        operands[1],
        lambda a, b: int(compare_ints(pred, a, b, width)),
    )
    return None if attr is None else (attr,)


def fold_cmpf(op: Operation) -> FoldResult | None:
    lhs, rhs = op.operands
    left = float_elements(constant_of(lhs), lhs.type)
    right = float_elements(constant_of(rhs), rhs.type)
    # A NaN operand decides the comparison alone.
    if left is not None and left.splat and apfloat.is_nan(left.values[0]):
        right = left
    if right is not None and right.splat and apfloat.is_nan(right.values[0]):
        left = right
    if left is None or right is None:
        return None
    pred = predicate(op)
    attr = combine2(
        op.results[0].type,
        left,
        right,
        lambda a, b: int(apfloat.compare(pred, a, b)),
    )
    return None if attr is None else (attr,)


def _choose(condition: int, if_true: Any, if_false: Any) -> Any:
    return if_true if condition else if_false


def fold_select(op: Operation) -> FoldResult | None:
    condition, true_value, false_value = op.operands
    if true_value is false_value:
        return (true_value,)
    selector = int_splat(condition)
    if selector is not None and integer_width(element_type(condition.type)) == 1:
        return (true_value,) if selector else (false_value,)
    if (
        integer_width(op.results[0].type) == 1
        and int_splat(true_value) == 1
        and int_splat(false_value) == 0
    ):
        return (condition,)
    cmp = defined_by(condition, "arith.cmpi")
    if cmp is not None and predicate(cmp) in (0, 1):
        pair = (cmp.operands[0], cmp.operands[1])
        if pair in ((true_value, false_value), (false_value, true_value)):
            return (true_value,) if predicate(cmp) == 1 else (false_value,)
    # A constant vector condition over constant values.
    conditions = int_elements(constant_of(condition), condition.type)
    if conditions is None or conditions.splat:
        return None
    type = op.results[0].type
    read = int_elements if integer_width(element_type(type)) else float_elements
    values = [read(constant_of(v), v.type) for v in (true_value, false_value)]
    if values[0] is None or values[1] is None:
        return None
    attr = combine(type, [conditions, values[0], values[1]], _choose)
    return None if attr is None else (attr,)


# ---------------------------------------------------------------------------
# Casts
# ---------------------------------------------------------------------------


def _cast_constant(
    op: Operation, read: str, fn: Callable[[Any], Any | None]
) -> FoldResult | None:
    source = op.operands[0]
    attr = constant_of(source)
    elements = (
        int_elements(attr, source.type)
        if read == "int"
        else float_elements(attr, source.type)
    )
    if elements is None:
        return None
    result = combine(op.results[0].type, [elements], fn)
    return None if result is None else (result,)


def _extension(op: Operation, name: str, is_signed: bool) -> FoldResult | None:
    source = op.operands[0]
    inner = defined_by(source, name)
    if inner is not None:
        op.operands = [inner.operands[0]]
        return ()
    source_width = width_of(source)
    width = width_of(op.results[0])
    if is_signed:
        return _cast_constant(
            op, "int", lambda a: unsigned(signed(a, source_width), width)
        )
    return _cast_constant(op, "int", lambda a: a)


def fold_extui(op: Operation) -> FoldResult | None:
    return _extension(op, "arith.extui", False)


def fold_extsi(op: Operation) -> FoldResult | None:
    return _extension(op, "arith.extsi", True)


def fold_trunci(op: Operation) -> FoldResult | None:
    source = op.operands[0]
    width = width_of(op.results[0])
    for name in ("arith.extui", "arith.extsi"):
        ext = defined_by(source, name)
        if ext is None:
            continue
        inner = ext.operands[0]
        if width_of(inner) > width:
            op.operands = [inner]
            return ()
        if element_type(inner.type) == element_type(op.results[0].type):
            return (inner,)
    inner_trunc = defined_by(source, "arith.trunci")
    if inner_trunc is not None:
        op.operands = [inner_trunc.operands[0]]
        return ()
    return _cast_constant(op, "int", lambda a: a & mask(width))


def _index_cast(op: Operation, is_signed: bool) -> FoldResult | None:
    source_width = width_of(op.operands[0])
    width = width_of(op.results[0])
    if is_signed:
        return _cast_constant(
            op, "int", lambda a: unsigned(signed(a, source_width), width)
        )
    return _cast_constant(op, "int", lambda a: a & mask(width))


def fold_index_cast(op: Operation) -> FoldResult | None:
    return _index_cast(op, True)


def fold_index_castui(op: Operation) -> FoldResult | None:
    return _index_cast(op, False)


def _int_to_float(op: Operation, is_signed: bool) -> FoldResult | None:
    source_width = width_of(op.operands[0])
    fmt = float_format(element_type(op.results[0].type))
    if fmt is None:
        return None
    return _cast_constant(
        op,
        "int",
        lambda a: fmt.from_int(signed(a, source_width) if is_signed else a),
    )


def fold_sitofp(op: Operation) -> FoldResult | None:
    return _int_to_float(op, True)


def fold_uitofp(op: Operation) -> FoldResult | None:
    return _int_to_float(op, False)


def _float_to_int(op: Operation, is_signed: bool) -> FoldResult | None:
    width = integer_width(element_type(op.results[0].type))
    if width is None:
        return None

    def convert(a: float) -> int | None:
        value = apfloat.to_integer(a, width, is_signed)
        return None if value is None else unsigned(value, width)

    return _cast_constant(op, "float", convert)


def fold_fptosi(op: Operation) -> FoldResult | None:
    return _float_to_int(op, True)


def fold_fptoui(op: Operation) -> FoldResult | None:
    return _float_to_int(op, False)


def fold_extf(op: Operation) -> FoldResult | None:
    if float_format(element_type(op.results[0].type)) is None:
        return None
    return _cast_constant(op, "float", lambda a: a)


def fold_truncf(op: Operation) -> FoldResult | None:
    source = op.operands[0]
    result_type = element_type(op.results[0].type)
    fmt = float_format(result_type)
    ext = defined_by(source, "arith.extf")
    if ext is not None and fmt is not None:
        inner = ext.operands[0]
        inner_fmt = float_format(element_type(inner.type))
        middle = float_format(element_type(source.type))
        if (
            inner_fmt is not None
            and middle is not None
            and _representable(inner_fmt, middle)
        ):
            if element_type(inner.type) == result_type:
                return (inner,)
            if inner_fmt.width > fmt.width:
                op.operands = [inner]
                return ()
    if fmt is None or op.properties.get("roundingmode") is not None:
        return None
    return _cast_constant(op, "float", lambda a: a if fmt.is_exact(a) else None)


def _representable(inner: FloatFormat, outer: FloatFormat) -> bool:
    """Whether every value of `inner` is one of `outer`."""
    return (
        inner.mantissa_bits <= outer.mantissa_bits
        and inner.emax <= outer.emax
        and inner.emin >= outer.emin
    )


def fold_bitcast(op: Operation) -> FoldResult | None:
    source = op.operands[0]
    inner = defined_by(source, "arith.bitcast")
    if inner is not None:
        if inner.operands[0].type == op.results[0].type:
            return (inner.operands[0],)
        op.operands = [inner.operands[0]]
        return ()
    source_elem = element_type(source.type)
    result_elem = element_type(op.results[0].type)
    source_fmt, result_fmt = float_format(source_elem), float_format(result_elem)
    if source_fmt is not None and integer_width(result_elem) is not None:
        return _cast_constant(op, "float", source_fmt.to_bits)
    if integer_width(source_elem) is not None and result_fmt is not None:
        return _cast_constant(op, "int", result_fmt.from_bits)
    if source_fmt is not None and result_fmt is not None:
        return _cast_constant(
            op, "float", lambda a: result_fmt.from_bits(source_fmt.to_bits(a))
        )
    return _cast_constant(op, "int", lambda a: a)


# ---------------------------------------------------------------------------
# Extended arithmetic (two results)
# ---------------------------------------------------------------------------


def fold_addui_extended(op: Operation) -> FoldResult | None:
    lhs, rhs = op.operands
    sum_type, overflow_type = op.results[0].type, op.results[1].type
    if is_zero_int(rhs):
        zero = zero_attr(overflow_type)
        return None if zero is None else (lhs, zero)
    operands = int_operands(op)
    if operands is None:
        return None
    width = width_of(lhs)
    lhs_values, rhs_values = operands
    total = combine2(
        sum_type, lhs_values, rhs_values, lambda a, b: (a + b) & mask(width)
    )
    carry = combine2(
        overflow_type, lhs_values, rhs_values, lambda a, b: int(a + b > mask(width))
    )
    if total is None or carry is None:
        return None
    return (total, carry)


def _mul_extended(op: Operation, is_signed: bool) -> FoldResult | None:
    lhs, rhs = op.operands
    type = op.results[0].type
    if is_zero_int(rhs):
        zero = zero_attr(type)
        return None if zero is None else (zero, zero)
    if not is_signed and is_one_int(rhs):
        zero = zero_attr(type)
        return None if zero is None else (lhs, zero)
    operands = int_operands(op)
    if operands is None:
        return None
    width = width_of(lhs)

    def product(a: int, b: int) -> int:
        if is_signed:
            return signed(a, width) * signed(b, width)
        return a * b

    lhs_values, rhs_values = operands
    low = combine2(
        type, lhs_values, rhs_values, lambda a, b: product(a, b) & mask(width)
    )
    high = combine2(
        type,
        lhs_values,
        rhs_values,
        lambda a, b: (product(a, b) >> width) & mask(width),
    )
    if low is None or high is None:
        return None
    return (low, high)


def fold_mului_extended(op: Operation) -> FoldResult | None:
    return _mul_extended(op, False)


def fold_mulsi_extended(op: Operation) -> FoldResult | None:
    return _mul_extended(op, True)


def fold_constant(op: Operation) -> FoldResult | None:
    return None


FOLDS: dict[str, Callable[[Operation], FoldResult | None]] = {
    "arith.addi": then_commute(fold_addi),
    "arith.subi": fold_subi,
    "arith.muli": then_commute(fold_muli),
    "arith.divui": fold_divui,
    "arith.divsi": fold_divsi,
    "arith.ceildivui": fold_ceildivui,
    "arith.ceildivsi": fold_ceildivsi,
    "arith.floordivsi": fold_floordivsi,
    "arith.remui": fold_remui,
    "arith.remsi": fold_remsi,
    "arith.andi": then_commute(fold_andi),
    "arith.ori": then_commute(fold_ori),
    "arith.xori": then_commute(fold_xori),
    "arith.shli": fold_shli,
    "arith.shrui": fold_shrui,
    "arith.shrsi": fold_shrsi,
    "arith.maxsi": then_commute(fold_maxsi),
    "arith.minsi": then_commute(fold_minsi),
    "arith.maxui": then_commute(fold_maxui),
    "arith.minui": then_commute(fold_minui),
    "arith.addf": then_commute(fold_addf),
    "arith.subf": fold_subf,
    "arith.mulf": then_commute(fold_mulf),
    "arith.divf": fold_divf,
    "arith.remf": fold_remf,
    "arith.maximumf": then_commute(fold_maximumf),
    "arith.minimumf": then_commute(fold_minimumf),
    "arith.maxnumf": then_commute(fold_maxnumf),
    "arith.minnumf": then_commute(fold_minnumf),
    "arith.negf": fold_negf,
    "arith.cmpi": fold_cmpi,
    "arith.cmpf": fold_cmpf,
    "arith.select": fold_select,
    "arith.extui": fold_extui,
    "arith.extsi": fold_extsi,
    "arith.trunci": fold_trunci,
    "arith.index_cast": fold_index_cast,
    "arith.index_castui": fold_index_castui,
    "arith.sitofp": fold_sitofp,
    "arith.uitofp": fold_uitofp,
    "arith.fptosi": fold_fptosi,
    "arith.fptoui": fold_fptoui,
    "arith.extf": fold_extf,
    "arith.truncf": fold_truncf,
    "arith.bitcast": fold_bitcast,
    "arith.addui_extended": then_commute(fold_addui_extended),
    "arith.mului_extended": then_commute(fold_mului_extended),
    "arith.mulsi_extended": then_commute(fold_mulsi_extended),
}
"""MLIR's fold of each `arith` op, by op name."""
