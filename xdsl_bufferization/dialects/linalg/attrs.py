"""The enum attributes of MLIR 22's `linalg` dialect.

`#linalg.type_fn<cast_signed>`, `#linalg.unary_fn<exp>`,
`#linalg.binary_fn<add>`, `#linalg.ternary_fn<select>` and
`#linalg.elementwise_kind<add>` (the `kind` of `linalg.elementwise`). The
iterator types are xDSL's `#linalg.iterator_type<parallel>`.
"""

from __future__ import annotations

from typing import Any

from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.dialects.utils import EnumAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum


class TypeFn(StrEnum):
    """Scalar conversions of OpDSL (`TypeFn`)."""

    CAST_SIGNED = "cast_signed"
    CAST_UNSIGNED = "cast_unsigned"


class UnaryFn(StrEnum):
    """Unary scalar functions of OpDSL (`UnaryFn`)."""

    EXP = "exp"
    LOG = "log"
    ABS = "abs"
    CEIL = "ceil"
    FLOOR = "floor"
    NEGF = "negf"
    RECIPROCAL = "reciprocal"
    ROUND = "round"
    SQRT = "sqrt"
    RSQRT = "rsqrt"
    SQUARE = "square"
    TANH = "tanh"
    ERF = "erf"


class BinaryFn(StrEnum):
    """Binary scalar functions of OpDSL (`BinaryFn`)."""

    ADD = "add"
    SUB = "sub"
    MUL = "mul"
    DIV = "div"
    DIV_UNSIGNED = "div_unsigned"
    MAX_SIGNED = "max_signed"
    MIN_SIGNED = "min_signed"
    MAX_UNSIGNED = "max_unsigned"
    MIN_UNSIGNED = "min_unsigned"
    POWF = "powf"


class TernaryFn(StrEnum):
    """Ternary scalar functions of OpDSL (`TernaryFn`)."""

    SELECT = "select"


class ElementwiseKind(StrEnum):
    """The kinds of `linalg.elementwise`: every unary, binary and ternary
    function, in MLIR's order."""

    EXP = "exp"
    LOG = "log"
    ABS = "abs"
    CEIL = "ceil"
    FLOOR = "floor"
    NEGF = "negf"
    RECIPROCAL = "reciprocal"
    ROUND = "round"
    SQRT = "sqrt"
    RSQRT = "rsqrt"
    SQUARE = "square"
    TANH = "tanh"
    ERF = "erf"
    ADD = "add"
    SUB = "sub"
    MUL = "mul"
    DIV = "div"
    DIV_UNSIGNED = "div_unsigned"
    MAX_SIGNED = "max_signed"
    MIN_SIGNED = "min_signed"
    MAX_UNSIGNED = "max_unsigned"
    MIN_UNSIGNED = "min_unsigned"
    POWF = "powf"
    SELECT = "select"


class _AngleEnum:
    """Printed and parsed as `#linalg.<name><value>` (MLIR's EnumAttr syntax)."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> Any:
        enum_type: type[StrEnum] = getattr(cls, "enum_type")  # noqa: B009
        with parser.in_angle_brackets():
            start = parser.pos
            text = parser.parse_optional_identifier_or_str_literal()
            values = {member.value for member in enum_type}
            if text not in values:
                # MLIR's message names the C++ enum.
                parser.raise_error(
                    f"expected ::mlir::linalg::{enum_type.__name__} to be one of: "
                    + ", ".join(member.value for member in enum_type),
                    start,
                )
            return enum_type(text)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            super().print_parameter(printer)  # pyright: ignore


@irdl_attr_definition
class TypeFnAttr(_AngleEnum, EnumAttribute[TypeFn]):
    name = "linalg.type_fn"


@irdl_attr_definition
class UnaryFnAttr(_AngleEnum, EnumAttribute[UnaryFn]):
    name = "linalg.unary_fn"


@irdl_attr_definition
class BinaryFnAttr(_AngleEnum, EnumAttribute[BinaryFn]):
    name = "linalg.binary_fn"


@irdl_attr_definition
class TernaryFnAttr(_AngleEnum, EnumAttribute[TernaryFn]):
    name = "linalg.ternary_fn"


@irdl_attr_definition
class ElementwiseKindAttr(_AngleEnum, EnumAttribute[ElementwiseKind]):
    name = "linalg.elementwise_kind"


__all__ = [
    "BinaryFn",
    "BinaryFnAttr",
    "ElementwiseKind",
    "ElementwiseKindAttr",
    "IteratorType",
    "IteratorTypeAttr",
    "TernaryFn",
    "TernaryFnAttr",
    "TypeFn",
    "TypeFnAttr",
    "UnaryFn",
    "UnaryFnAttr",
]
