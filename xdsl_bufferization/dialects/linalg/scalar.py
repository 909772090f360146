"""The scalar body of a linalg named op: an expression tree and its region.

MLIR's OpDSL describes what a named op computes per point of its iteration
space as an expression over the op's operands (`C += cast(U, A) * cast(U, B)`),
and materializes it as the op's body region with arith and math ops. This
module holds that expression tree (`Expr`) and the region builder
(`build_body`), which chooses the ops the way MLIR 22's region builder does:
`arith.addf` on floats and `arith.addi` on integers (`arith.ori` on `i1`),
`arith.extsi`/`sitofp`/`truncf`... for the casts, and so on. What MLIR cannot
build (a float function on integers, mixed operand types) is a
`BodyBuildError` with MLIR's message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from xdsl.dialects import arith, math
from xdsl.dialects.builtin import (
    AnyFloat,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    Signedness,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from xdsl_bufferization.dialects.linalg.attrs import (
    BinaryFn,
    TernaryFn,
    TypeFn,
    UnaryFn,
)


class BodyBuildError(Exception):
    """The body of a named op cannot be built for these operand types."""


# -- the expression tree ---------------------------------------------------------------


@dataclass(frozen=True)
class Arg:
    """The element of an operand (its block argument)."""

    name: str


@dataclass(frozen=True)
class Cast:
    """A conversion to the type bound to `type_var`. `fn` is a `TypeFn`, or
    the name of the op attribute that holds it (`cast`, default
    `cast_signed`)."""

    type_var: str
    operand: Expr
    fn: TypeFn | str = TypeFn.CAST_SIGNED


@dataclass(frozen=True)
class Unary:
    fn: UnaryFn
    operand: Expr


@dataclass(frozen=True)
class Binary:
    fn: BinaryFn
    lhs: Expr
    rhs: Expr


@dataclass(frozen=True)
class Ternary:
    fn: TernaryFn
    first: Expr
    second: Expr
    third: Expr


@dataclass(frozen=True)
class Const:
    """An `arith.constant` of an integer or float literal and type."""

    value: int | float
    type_var: str


@dataclass(frozen=True)
class Index:
    """The iteration index of loop `dim` (`linalg.index`)."""

    dim: int


Expr = Arg | Cast | Unary | Binary | Ternary | Const | Index


def expr_args(expr: Expr) -> set[str]:
    """The operands an expression reads."""
    match expr:
        case Arg(name):
            return {name}
        case Cast(_, operand, _) | Unary(_, operand):
            return expr_args(operand)
        case Binary(_, lhs, rhs):
            return expr_args(lhs) | expr_args(rhs)
        case Ternary(_, a, b, c):
            return expr_args(a) | expr_args(b) | expr_args(c)
        case Const() | Index():
            return set()


def uses_index(expr: Expr) -> bool:
    match expr:
        case Index():
            return True
        case Arg() | Const():
            return False
        case Cast(_, operand, _) | Unary(_, operand):
            return uses_index(operand)
        case Binary(_, lhs, rhs):
            return uses_index(lhs) or uses_index(rhs)
        case Ternary(_, a, b, c):
            return uses_index(a) or uses_index(b) or uses_index(c)


def show(expr: Expr) -> str:
    """A short text of the expression (for docs)."""
    match expr:
        case Arg(name):
            return name
        case Cast(type_var, operand, fn):
            return f"{fn}({type_var}, {show(operand)})"
        case Unary(fn, operand):
            return f"{fn}({show(operand)})"
        case Binary(fn, lhs, rhs):
            return f"{fn}({show(lhs)}, {show(rhs)})"
        case Ternary(fn, a, b, c):
            return f"{fn}({show(a)}, {show(b)}, {show(c)})"
        case Const(value, type_var):
            return f"{value} : {type_var}"
        case Index(dim):
            return f"index({dim})"


# -- building the region -----------------------------------------------------------------


FIXED_TYPES: Mapping[str, Callable[[], Attribute]] = {
    "I32": lambda: IntegerType(32),
    "I64": lambda: IntegerType(64),
    "F32": lambda: _float_type(32),
    "F64": lambda: _float_type(64),
}
"""Type variables that name a fixed type (OpDSL's `I32`, `F64`...)."""


def _float_type(width: int) -> Attribute:
    from xdsl.dialects.builtin import Float32Type, Float64Type

    return Float32Type() if width == 32 else Float64Type()


def _is_float(type_: Attribute) -> bool:
    return isinstance(type_, AnyFloat)


def _is_int(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType)


def _as_int(type_: Attribute) -> IntegerType[int, Signedness]:
    return cast(IntegerType[int, Signedness], type_)


def _as_float(type_: Attribute) -> AnyFloat:
    return cast(AnyFloat, type_)


def _width(type_: Attribute) -> int:
    if _is_int(type_):
        return _as_int(type_).width.data
    if _is_float(type_):
        return _as_float(type_).bitwidth
    return 0


def _type_name(type_: Attribute) -> str:
    return str(type_)


class BodyBuilder:
    """Appends the ops of an expression to a block, as MLIR's region builder."""

    def __init__(
        self,
        block: Block,
        args: Mapping[str, SSAValue],
        types: Mapping[str, Attribute],
        type_fns: Mapping[str, TypeFn],
    ):
        self.block = block
        self.args = args
        self.types = types
        self.type_fns = type_fns

    def _add(self, op: Operation) -> SSAValue:
        self.block.add_op(op)
        return op.results[0]

    def type_of(self, type_var: str) -> Attribute:
        fixed = FIXED_TYPES.get(type_var)
        if fixed is not None:
            return fixed()
        found = self.types.get(type_var)
        if found is None:
            raise BodyBuildError(f"unknown type variable {type_var}")
        return found

    def build(self, expr: Expr) -> SSAValue:
        match expr:
            case Arg(name):
                return self.args[name]
            case Cast(type_var, operand, fn):
                value = self.build(operand)
                type_fn = fn if isinstance(fn, TypeFn) else self.type_fns[fn]
                return self.cast(
                    self.type_of(type_var), value, type_fn == TypeFn.CAST_UNSIGNED
                )
            case Unary(fn, operand):
                return self.unary(fn, self.build(operand))
            case Binary(fn, lhs, rhs):
                return self.binary(fn, self.build(lhs), self.build(rhs))
            case Ternary(_, a, b, c):
                cond = self.build(a)
                true_value = self.build(b)
                false_value = self.build(c)
                return self._add(arith.SelectOp(cond, true_value, false_value))
            case Const(value, type_var):
                return self.constant(value, self.type_of(type_var))
            case Index(dim):
                from xdsl_bufferization.dialects.linalg.generic import IndexOp

                return self._add(IndexOp(dim))

    def constant(self, value: int | float, type_: Attribute) -> SSAValue:
        if _is_float(type_):
            attr: Attribute = FloatAttr(float(value), _as_float(type_))
        elif _is_int(type_):
            attr = IntegerAttr(int(value), _as_int(type_), truncate_bits=True)
        elif isinstance(type_, IndexType):
            attr = IntegerAttr(int(value), type_)
        else:
            raise BodyBuildError(f"cannot build a constant of type {_type_name(type_)}")
        return self._add(arith.ConstantOp(attr, type_))

    def cast(self, to: Attribute, value: SSAValue, unsigned: bool) -> SSAValue:
        """MLIR's `convertScalarToDtype`: no op for the same type; what it
        cannot convert (e.g. bf16 to f16) stays as it is."""
        source = value.type
        if source == to:
            return value
        if _is_int(to):
            to_int = _as_int(to)
            if _is_float(source):
                to_int_op = arith.FPToUIOp if unsigned else arith.FPToSIOp
                return self._add(to_int_op(value, to_int))
            if isinstance(source, IndexType):
                return self._add(arith.IndexCastOp(value, to_int))
            if _is_int(source):
                if _width(to) > _width(source):
                    ext = arith.ExtUIOp if unsigned else arith.ExtSIOp
                    return self._add(ext(value, to_int))
                if _width(to) < _width(source):
                    return self._add(arith.TruncIOp(value, to_int))
            return value
        if _is_float(to):
            to_float = _as_float(to)
            if _is_int(source):
                to_float_op = arith.UIToFPOp if unsigned else arith.SIToFPOp
                return self._add(to_float_op(value, to_float))
            if _is_float(source):
                if _width(to) > _width(source):
                    return self._add(arith.ExtFOp(value, to_float))
                if _width(to) < _width(source):
                    return self._add(arith.TruncFOp(value, to_float))
            return value
        if isinstance(to, IndexType) and isinstance(source, IntegerType):
            return self._add(arith.IndexCastOp(value, to))
        return value

    def unary(self, fn: UnaryFn, value: SSAValue) -> SSAValue:
        if not _is_float(value.type):
            raise BodyBuildError("unsupported non numeric type")
        simple: dict[UnaryFn, Callable[[SSAValue], Operation]] = {
            UnaryFn.EXP: math.ExpOp,
            UnaryFn.LOG: math.LogOp,
            UnaryFn.ABS: math.AbsFOp,
            UnaryFn.CEIL: math.CeilOp,
            UnaryFn.FLOOR: math.FloorOp,
            UnaryFn.NEGF: arith.NegfOp,
            UnaryFn.ROUND: math.RoundOp,
            UnaryFn.SQRT: math.SqrtOp,
            UnaryFn.RSQRT: math.RsqrtOp,
            UnaryFn.TANH: math.TanhOp,
            UnaryFn.ERF: math.ErfOp,
        }
        make = simple.get(fn)
        if make is not None:
            return self._add(make(value))
        if fn == UnaryFn.RECIPROCAL:
            one = self.constant(1.0, value.type)
            return self._add(arith.DivfOp(one, value))
        # UnaryFn.SQUARE
        return self._add(arith.MulfOp(value, value))

    def binary(self, fn: BinaryFn, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        all_float = _is_float(lhs.type) and _is_float(rhs.type)
        all_int = _is_int(lhs.type) and _is_int(rhs.type)
        all_bool = all_int and _width(lhs.type) == 1 and _width(rhs.type) == 1
        if not all_float and not all_int:
            raise BodyBuildError(
                "Cannot build binary Linalg operation: expects allComplex, "
                f"allFloatingPoint, or allInteger, got '{_type_name(lhs.type)}' "
                f"and '{_type_name(rhs.type)}'"
            )
        op: Operation
        match fn:
            case BinaryFn.ADD:
                op = (
                    arith.AddfOp(lhs, rhs)
                    if all_float
                    else arith.OrIOp(lhs, rhs)
                    if all_bool
                    else arith.AddiOp(lhs, rhs)
                )
            case BinaryFn.SUB:
                if all_bool:
                    raise BodyBuildError("unsupported operation: sub with bools")
                op = arith.SubfOp(lhs, rhs) if all_float else arith.SubiOp(lhs, rhs)
            case BinaryFn.MUL:
                op = (
                    arith.MulfOp(lhs, rhs)
                    if all_float
                    else arith.AndIOp(lhs, rhs)
                    if all_bool
                    else arith.MuliOp(lhs, rhs)
                )
            case BinaryFn.DIV:
                if all_bool:
                    raise BodyBuildError("unsupported operation: div with bools")
                op = arith.DivfOp(lhs, rhs) if all_float else arith.DivSIOp(lhs, rhs)
            case BinaryFn.DIV_UNSIGNED:
                if not all_int or all_bool:
                    raise BodyBuildError(
                        "unsupported operation: unsigned div not on uint"
                    )
                op = arith.DivUIOp(lhs, rhs)
            case BinaryFn.MAX_SIGNED:
                op = (
                    arith.MaximumfOp(lhs, rhs) if all_float else arith.MaxSIOp(lhs, rhs)
                )
            case BinaryFn.MIN_SIGNED:
                op = (
                    arith.MinimumfOp(lhs, rhs) if all_float else arith.MinSIOp(lhs, rhs)
                )
            case BinaryFn.MAX_UNSIGNED:
                if not all_int:
                    raise BodyBuildError(
                        "unsupported operation: unsigned max not on uint"
                    )
                op = arith.MaxUIOp(lhs, rhs)
            case BinaryFn.MIN_UNSIGNED:
                if not all_int:
                    raise BodyBuildError(
                        "unsupported operation: unsigned min not on uint"
                    )
                op = arith.MinUIOp(lhs, rhs)
            case BinaryFn.POWF:
                if not all_float:
                    raise BodyBuildError("unsupported operation: powf on non-float")
                op = math.PowFOp(lhs, rhs)
        return self._add(op)


def build_body(
    block: Block,
    operand_names: Sequence[str],
    type_vars: Sequence[str],
    expressions: Sequence[Expr],
    type_fns: Mapping[str, TypeFn],
) -> list[SSAValue]:
    """Append the ops computing `expressions` to `block`, whose arguments are
    the operands named `operand_names` (their types bind `type_vars`), and
    return the values to yield. Raises `BodyBuildError`."""
    args = dict(zip(operand_names, block.args))
    types: dict[str, Attribute] = {}
    for type_var, arg in zip(type_vars, block.args):
        if type_var not in FIXED_TYPES:
            types.setdefault(type_var, arg.type)
    builder = BodyBuilder(block, args, types, type_fns)
    return [builder.build(expr) for expr in expressions]


__all__ = [
    "Arg",
    "Binary",
    "BodyBuildError",
    "BodyBuilder",
    "Cast",
    "Const",
    "Expr",
    "Index",
    "Ternary",
    "Unary",
    "build_body",
    "expr_args",
    "show",
    "uses_index",
]
