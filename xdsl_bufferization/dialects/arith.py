"""The `arith` ops that xDSL 0.74 gets wrong on vectors and tensors.

MLIR's comparisons, `select` and casts work element by element on vectors
and tensors. xDSL 0.74's do not: `arith.cmpi` / `arith.cmpf` always give an
`i1` (the IR of a vector comparison is then invalid), `arith.select` rejects a
vector or tensor condition, the casts between integers and floats, `index`
casts and integer truncations and extensions reject shaped operands,
`arith.trunci` has no `overflowFlags`, and `arith.index_castui` is missing;
`cmpi` also drops its attribute dictionary. This module replaces those ops
with MLIR 22's (same syntax, element-wise types), as virtual subclasses of
xDSL's classes with xDSL's accessor names and canonicalization traits (see
docs/registration.md); every other op is xDSL's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, cast

from typing_extensions import Self
from xdsl.dialects import arith as xdsl_arith
from xdsl.dialects.builtin import (
    AnyFloat,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
    UnrankedTensorType,
    VectorType,
    i1,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.memref.syntax import new_op
from xdsl_bufferization.dialects.replacement import dialect_with_replacements

FastMathFlagsAttr = xdsl_arith.FastMathFlagsAttr
IntegerOverflowAttr = xdsl_arith.IntegerOverflowAttr

# ---------------------------------------------------------------------------
# Element-wise types
# ---------------------------------------------------------------------------


def element_type_of(type_: Attribute) -> Attribute:
    """The element type of a vector or tensor type, else the type itself."""
    if isinstance(type_, VectorType | TensorType | UnrankedTensorType):
        return cast(Attribute, type_.get_element_type())  # pyright: ignore[reportUnknownMemberType]
    return type_


def with_element_type(type_: Attribute, element: Attribute) -> Attribute:
    """`type_` (scalar, vector or tensor) with `element` as its element type."""
    if isinstance(type_, VectorType):
        vector = cast(VectorType[Attribute], type_)
        return VectorType(element, vector.shape, vector.scalable_dims)
    if isinstance(type_, TensorType):
        tensor = cast(TensorType[Attribute], type_)
        return TensorType(element, tensor.shape, tensor.encoding)
    if isinstance(type_, UnrankedTensorType):
        return UnrankedTensorType(element)
    return element


def _same_shape(a: Attribute, b: Attribute) -> bool:
    """Both scalars, or vectors / tensors of one shape."""
    return with_element_type(a, i1) == with_element_type(b, i1)


def _is_integer(t: Attribute) -> bool:
    return isinstance(t, IntegerType)


def _is_integer_or_index(t: Attribute) -> bool:
    return isinstance(t, IntegerType | IndexType)


def _is_float(t: Attribute) -> bool:
    return isinstance(t, AnyFloat)


def _error(op: Operation, message: str) -> VerifyException:
    return VerifyException(f"'{op.name}' op {message}")


def _print_dict(printer: Printer, op: Operation) -> None:
    printer.print_op_attributes(dict(sorted(op.attributes.items())))


# ---------------------------------------------------------------------------
# Comparisons and select
# ---------------------------------------------------------------------------


def _comparison_parse(
    parser: Parser, names: list[str], with_fastmath: bool
) -> tuple[int, Sequence[SSAValue], Attribute | None, dict[str, Attribute], Attribute]:
    pos = parser.pos
    mnemonic = parser.parse_identifier()
    if mnemonic not in names:
        parser.raise_error(f'unknown comparison predicate "{mnemonic}"', pos)
    parser.parse_punctuation(",")
    lhs = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    rhs = parser.parse_unresolved_operand()
    fastmath: Attribute | None = None
    if with_fastmath and parser.parse_optional_keyword("fastmath"):
        fastmath = FastMathFlagsAttr(FastMathFlagsAttr.parse_parameter(parser))
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    operand_type = parser.parse_type()
    operands = parser.resolve_operands([lhs, rhs], [operand_type] * 2, parser.pos)
    return names.index(mnemonic), operands, fastmath, attributes, operand_type


def _verify_comparison(
    op: Operation,
    lhs: SSAValue,
    rhs: SSAValue,
    result: SSAValue,
    element_ok: Callable[[Attribute], bool],
    what: str,
) -> None:
    if lhs.type != rhs.type:
        raise _error(op, "requires all operands to have the same type")
    if not element_ok(element_type_of(lhs.type)):
        raise _error(op, f"operand #0 must be {what}, but got '{lhs.type}'")
    if result.type != with_element_type(lhs.type, i1):
        raise _error(
            op,
            "failed to verify that result type has i1 element type and same shape "
            "as operands",
        )


@irdl_op_definition
class CmpiOp(IRDLOperation):
    """Compare integers (element-wise on vectors and tensors)."""

    name = "arith.cmpi"

    predicate = prop_def(IntegerAttr)
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    traits = traits_def(xdsl_arith.CmpiHasCanonicalizationPatterns(), Pure())

    def __init__(
        self,
        operand1: Operation | SSAValue,
        operand2: Operation | SSAValue,
        arg: int | str,
    ):
        lhs = SSAValue.get(operand1)
        if isinstance(arg, str):
            arg = xdsl_arith.CMPI_COMPARISON_OPERATIONS.index(arg)
        super().__init__(
            operands=[lhs, operand2],
            result_types=[with_element_type(lhs.type, i1)],
            properties={"predicate": IntegerAttr(arg, 64)},
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        predicate, operands, _, attributes, operand_type = _comparison_parse(
            parser, xdsl_arith.CMPI_COMPARISON_OPERATIONS, with_fastmath=False
        )
        return new_op(
            cls,
            operands=operands,
            result_types=[with_element_type(operand_type, i1)],
            properties={"predicate": IntegerAttr(predicate, 64)},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_string(
            xdsl_arith.CMPI_COMPARISON_OPERATIONS[self.predicate.value.data]
        )
        printer.print_string(", ")
        printer.print_ssa_value(self.lhs)
        printer.print_string(", ")
        printer.print_ssa_value(self.rhs)
        _print_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)

    def verify_(self) -> None:
        _verify_comparison(
            self,
            self.lhs,
            self.rhs,
            self.result,
            _is_integer_or_index,
            "signless-integer-like",
        )


_NO_FASTMATH = FastMathFlagsAttr("none")


@irdl_op_definition
class CmpfOp(IRDLOperation):
    """Compare floats (element-wise on vectors and tensors)."""

    name = "arith.cmpf"

    predicate = prop_def(IntegerAttr)
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    fastmath = opt_prop_def(FastMathFlagsAttr, default_value=_NO_FASTMATH)
    result = result_def(AnyAttr())

    traits = traits_def(Pure())

    def __init__(
        self,
        operand1: SSAValue | Operation,
        operand2: SSAValue | Operation,
        arg: int | str,
        fastmath: FastMathFlagsAttr = _NO_FASTMATH,
    ):
        lhs = SSAValue.get(operand1)
        if isinstance(arg, str):
            arg = xdsl_arith.CMPF_COMPARISON_OPERATIONS.index(arg)
        super().__init__(
            operands=[lhs, operand2],
            result_types=[with_element_type(lhs.type, i1)],
            properties={"predicate": IntegerAttr(arg, 64), "fastmath": fastmath},
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        predicate, operands, fastmath, attributes, operand_type = _comparison_parse(
            parser, xdsl_arith.CMPF_COMPARISON_OPERATIONS, with_fastmath=True
        )
        properties: dict[str, Attribute] = {"predicate": IntegerAttr(predicate, 64)}
        if fastmath is not None:
            properties["fastmath"] = fastmath
        return new_op(
            cls,
            operands=operands,
            result_types=[with_element_type(operand_type, i1)],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_string(
            xdsl_arith.CMPF_COMPARISON_OPERATIONS[self.predicate.value.data]
        )
        printer.print_string(", ")
        printer.print_ssa_value(self.lhs)
        printer.print_string(", ")
        printer.print_ssa_value(self.rhs)
        fastmath = self.properties.get("fastmath")
        if fastmath is not None and fastmath != _NO_FASTMATH:
            printer.print_string(" fastmath")
            cast(FastMathFlagsAttr, fastmath).print_parameter(printer)
        _print_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)

    def verify_(self) -> None:
        _verify_comparison(
            self, self.lhs, self.rhs, self.result, _is_float, "floating-point-like"
        )


@irdl_op_definition
class SelectOp(IRDLOperation):
    """`cond ? lhs : rhs`; a vector or tensor condition selects element-wise."""

    name = "arith.select"

    cond = operand_def(AnyAttr())
    lhs = operand_def(AnyAttr())
    rhs = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    traits = traits_def(Pure(), xdsl_arith.SelectHasCanonicalizationPatterns())

    def __init__(
        self,
        operand1: Operation | SSAValue,
        operand2: Operation | SSAValue,
        operand3: Operation | SSAValue,
    ):
        lhs = SSAValue.get(operand2)
        super().__init__(operands=[operand1, lhs, operand3], result_types=[lhs.type])

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        operands = [parser.parse_unresolved_operand()]
        for _ in range(2):
            parser.parse_punctuation(",")
            operands.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        first = parser.parse_type()
        if parser.parse_optional_punctuation(","):
            condition_type, value_type = first, parser.parse_type()
        else:
            condition_type, value_type = i1, first
        resolved = parser.resolve_operands(
            operands, [condition_type, value_type, value_type], parser.pos
        )
        return new_op(
            cls, operands=resolved, result_types=[value_type], attributes=attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_ssa_value)
        _print_dict(printer, self)
        printer.print_string(" : ")
        if self.cond.type != i1:
            printer.print_attribute(self.cond.type)
            printer.print_string(", ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        if not (self.lhs.type == self.rhs.type == self.result.type):
            raise _error(
                self,
                "failed to verify that all of {true_value, false_value, result} "
                "have same type",
            )
        condition = self.cond.type
        if condition != i1 and condition != with_element_type(self.result.type, i1):
            raise _error(
                self,
                "failed to verify that condition is signless i1 or has matching shape",
            )


# ---------------------------------------------------------------------------
# Casts
# ---------------------------------------------------------------------------


_Elements = tuple[Callable[[Attribute], bool], str]


class _CastOp(IRDLOperation):
    """`$input attr-dict : type($input) to type($result)`, element-wise."""

    input = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    traits = traits_def(Pure())

    SOURCE: ClassVar[_Elements] = (
        _is_integer,
        "signless-integer-like",
    )
    """What the operand's elements must be, and how MLIR calls it."""
    TARGET: ClassVar[_Elements] = (
        _is_integer,
        "signless-integer-like",
    )

    def __init__(self, op: SSAValue | Operation, target_type: Attribute):
        super().__init__(operands=[op], result_types=[target_type])

    def extra_properties_print(self, printer: Printer) -> None:
        return

    @classmethod
    def extra_properties_parse(cls, parser: Parser) -> dict[str, Attribute]:
        return {}

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.input)
        self.extra_properties_print(printer)
        _print_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        operand = parser.parse_unresolved_operand()
        properties = cls.extra_properties_parse(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_keyword("to")
        target_type = parser.parse_type()
        return new_op(
            cls,
            operands=[parser.resolve_operand(operand, source_type)],
            result_types=[target_type],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        source, target = self.input.type, self.result.type
        source_ok, source_what = type(self).SOURCE
        target_ok, target_what = type(self).TARGET
        if not source_ok(element_type_of(source)):
            raise _error(self, f"operand #0 must be {source_what}, but got '{source}'")
        if not target_ok(element_type_of(target)):
            raise _error(self, f"result #0 must be {target_what}, but got '{target}'")
        if not _same_shape(source, target):
            raise _error(self, "requires the same shape for all operands and results")
        self.verify_widths(element_type_of(source), element_type_of(target))

    def verify_widths(self, source: Attribute, target: Attribute) -> None:
        return

    def cast_incompatible(self) -> VerifyException:
        """MLIR's message when `areCastCompatible` fails (its cast interface
        checks widths before the op's own verifier)."""
        return _error(
            self,
            f"operand type '{self.input.type}' and result type "
            f"'{self.result.type}' are cast incompatible",
        )


def _width(t: Attribute) -> int:
    return cast(IntegerType, t).width.data


@irdl_op_definition
class IndexCastOp(_CastOp):
    """Between `index` and an integer type (sign-extending or truncating)."""

    name = "arith.index_cast"
    SOURCE: ClassVar[_Elements] = (
        _is_integer_or_index,
        "signless-integer-like or memref of signless-integer",
    )
    TARGET: ClassVar[_Elements] = SOURCE

    def verify_widths(self, source: Attribute, target: Attribute) -> None:
        if isinstance(source, IndexType) == isinstance(target, IndexType):
            raise self.cast_incompatible()


@irdl_op_definition
class IndexCastUIOp(_CastOp):
    """Between `index` and an integer type (zero-extending or truncating)."""

    name = "arith.index_castui"
    SOURCE: ClassVar[_Elements] = (
        _is_integer_or_index,
        "signless-integer-like or memref of signless-integer",
    )
    TARGET: ClassVar[_Elements] = SOURCE

    def verify_widths(self, source: Attribute, target: Attribute) -> None:
        IndexCastOp.verify_widths(cast(IndexCastOp, self), source, target)


@irdl_op_definition
class FPToSIOp(_CastOp):
    name = "arith.fptosi"
    SOURCE: ClassVar[_Elements] = (_is_float, "floating-point-like")


@irdl_op_definition
class FPToUIOp(_CastOp):
    name = "arith.fptoui"
    SOURCE: ClassVar[_Elements] = (_is_float, "floating-point-like")


@irdl_op_definition
class SIToFPOp(_CastOp):
    name = "arith.sitofp"
    TARGET: ClassVar[_Elements] = (_is_float, "floating-point-like")


@irdl_op_definition
class UIToFPOp(_CastOp):
    name = "arith.uitofp"
    TARGET: ClassVar[_Elements] = (_is_float, "floating-point-like")


@irdl_op_definition
class ExtSIOp(_CastOp):
    name = "arith.extsi"

    def verify_widths(self, source: Attribute, target: Attribute) -> None:
        if _width(target) <= _width(source):
            raise self.cast_incompatible()


@irdl_op_definition
class ExtUIOp(_CastOp):
    name = "arith.extui"

    def verify_widths(self, source: Attribute, target: Attribute) -> None:
        if _width(target) <= _width(source):
            raise self.cast_incompatible()


_NO_OVERFLOW = IntegerOverflowAttr("none")


@irdl_op_definition
class TruncIOp(_CastOp):
    name = "arith.trunci"

    overflow_flags = opt_prop_def(
        IntegerOverflowAttr, default_value=_NO_OVERFLOW, prop_name="overflowFlags"
    )

    def extra_properties_print(self, printer: Printer) -> None:
        flags = self.properties.get("overflowFlags")
        if flags is not None and flags != _NO_OVERFLOW:
            # MLIR's order and spacing (xDSL prints `<nsw,nuw>`).
            names = cast(IntegerOverflowAttr, flags).data
            printed = [f for f in ("nsw", "nuw") if f in names]
            printer.print_string(f" overflow<{', '.join(printed)}>")

    @classmethod
    def extra_properties_parse(cls, parser: Parser) -> dict[str, Attribute]:
        if parser.parse_optional_keyword("overflow"):
            return {
                "overflowFlags": IntegerOverflowAttr(
                    IntegerOverflowAttr.parse_parameter(parser)
                )
            }
        return {}

    def verify_widths(self, source: Attribute, target: Attribute) -> None:
        if _width(target) >= _width(source):
            raise self.cast_incompatible()


_REPLACED: dict[type[Operation], type[Operation]] = {
    xdsl_arith.CmpiOp: CmpiOp,
    xdsl_arith.CmpfOp: CmpfOp,
    xdsl_arith.SelectOp: SelectOp,
    xdsl_arith.IndexCastOp: IndexCastOp,
    xdsl_arith.FPToSIOp: FPToSIOp,
    xdsl_arith.FPToUIOp: FPToUIOp,
    xdsl_arith.SIToFPOp: SIToFPOp,
    xdsl_arith.UIToFPOp: UIToFPOp,
    xdsl_arith.TruncIOp: TruncIOp,
    xdsl_arith.ExtSIOp: ExtSIOp,
    xdsl_arith.ExtUIOp: ExtUIOp,
}
Arith = dialect_with_replacements(
    "arith",
    xdsl_arith.Arith,
    _REPLACED,
    [IndexCastUIOp],
    interfaces=xdsl_arith.Arith._interfaces,  # pyright: ignore[reportPrivateUsage]
)
"""The `arith` dialect: xDSL's ops, with ours where xDSL's reject vectors and
tensors."""
