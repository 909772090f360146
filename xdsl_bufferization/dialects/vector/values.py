"""Vector ops on values that xDSL 0.74 lacks or cannot print (MLIR 22):
`vector.print`, `vector.step`, `vector.from_elements`, `vector.shape_cast`,
`vector.transpose`, `vector.to_elements`, `vector.interleave`,
`vector.deinterleave`.

xDSL's `vector.print` has no custom syntax, no `punctuation` and no string
form; ours is MLIR 22's:

    vector.print %v : vector<4xf32>
    vector.print %x : f32 punctuation <comma>
    vector.print str "text\\n"
    vector.print punctuation <open>
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from typing_extensions import Self
from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    IndexType,
    IntegerType,
    StringAttr,
    VectorType,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure

from xdsl_bufferization.dialects.vector.attributes import (
    Punctuation,
    PunctuationAttr,
)
from xdsl_bufferization.dialects.vector.common import (
    WritesOutput,
    new_op,
    op_error,
    parse_attr_dict,
    print_attr_dict,
    vector_type,
)

# ---------------------------------------------------------------------------
# print
# ---------------------------------------------------------------------------


_NEWLINE = PunctuationAttr(Punctuation.NEWLINE)


@irdl_op_definition
class PrintOp(IRDLOperation):
    """Print a scalar or a vector (`( 1, 2, 3 )`), or a string, then the
    punctuation (a newline by default)."""

    name = "vector.print"

    source = opt_operand_def(AnyAttr())
    punctuation = opt_prop_def(PunctuationAttr, default_value=_NEWLINE)
    string_literal = opt_prop_def(StringAttr, prop_name="stringLiteral")

    traits = traits_def(WritesOutput())

    def __init__(
        self,
        source: SSAValue | Operation | None = None,
        punctuation: Punctuation = Punctuation.NEWLINE,
        string: str | None = None,
    ):
        super().__init__(
            operands=[[source] if source is not None else []],
            properties={
                "punctuation": PunctuationAttr(punctuation),
                "stringLiteral": StringAttr(string) if string is not None else None,
            },
        )

    def print(self, printer: Printer) -> None:
        if self.source is not None:
            printer.print_string(" ")
            printer.print_ssa_value(self.source)
            printer.print_string(" : ")
            printer.print_attribute(self.source.type)
        if self.string_literal is not None:
            printer.print_string(" str ")
            printer.print_attribute(self.string_literal)
        punctuation = self.properties.get("punctuation") or _NEWLINE
        if punctuation != _NEWLINE or self._bare_before_result():
            printer.print_string(" punctuation ")
            cast(PunctuationAttr, punctuation).print_parameter(printer)
        print_attr_dict(printer, self)

    def _bare_before_result(self) -> bool:
        """
        A bare `vector.print` (a newline) followed by an op with results:
        MLIR prints `vector.print` and its parser then takes the `%r` of the
        next line for an operand; we print the punctuation so that mlir-opt
        reads our text back.
        """
        if self.source is not None or self.string_literal is not None:
            return False
        following = self.next_op
        return following is not None and bool(following.results)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        operands: list[SSAValue] = []
        start = parser.pos
        source = parser.parse_optional_unresolved_operand()
        if source is not None and parser.parse_optional_punctuation(":") is None:
            # `vector.print` without operand, then `%0 = ...` on the next line
            # (mlir-opt 22 prints this but cannot parse it back).
            parser._resume_from(start)  # pyright: ignore[reportPrivateUsage]
            source = None
        if source is not None:
            operands.append(parser.resolve_operand(source, parser.parse_type()))
        properties: dict[str, Attribute] = {}
        while True:
            if "stringLiteral" not in properties and parser.parse_optional_keyword(
                "str"
            ):
                properties["stringLiteral"] = StringAttr(parser.parse_str_literal())
            elif "punctuation" not in properties and parser.parse_optional_keyword(
                "punctuation"
            ):
                properties["punctuation"] = PunctuationAttr(
                    PunctuationAttr.parse_parameter(parser)
                )
            else:
                break
        inherent, attributes = parse_attr_dict(parser, ("punctuation", "stringLiteral"))
        properties = inherent | properties
        properties.setdefault("punctuation", _NEWLINE)
        return new_op(
            cls,
            operands=[operands],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        if self.source is not None:
            type_ = self.source.type
            if not isinstance(type_, VectorType | IntegerType | IndexType) and not (
                hasattr(type_, "bitwidth")
            ):
                raise op_error(
                    self,
                    "operand #0 must be vector of any type values or integer or "
                    f"index or floating-point, but got '{type_}'",
                )
        punctuation = self.properties.get("punctuation", _NEWLINE)
        if self.string_literal is not None and (
            self.source is not None or punctuation != _NEWLINE
        ):
            raise op_error(
                self,
                "failed to verify that `source` or `punctuation` are not set when "
                "printing strings",
            )


# ---------------------------------------------------------------------------
# step, from_elements
# ---------------------------------------------------------------------------


@irdl_op_definition
class StepOp(IRDLOperation):
    """The vector `[0, 1, 2, ..., n - 1]` of indices."""

    name = "vector.step"

    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($result)"

    def __init__(self, result_type: Attribute):
        super().__init__(result_types=[result_type])

    def verify_(self) -> None:
        type_ = vector_type(self.result.type)
        if type_.get_num_dims() != 1 or not isinstance(type_.element_type, IndexType):
            raise op_error(
                self,
                "result #0 must be vector of index values of ranks 1, but got "
                f"'{type_}'",
            )


@irdl_op_definition
class FromElementsOp(IRDLOperation):
    """A vector of the given elements, in row-major order."""

    name = "vector.from_elements"

    elements = var_operand_def(AnyAttr())
    dest = result_def(VectorType)
    traits = traits_def(Pure())

    def __init__(
        self, elements: Sequence[SSAValue | Operation], result_type: Attribute
    ):
        super().__init__(operands=[elements], result_types=[result_type])

    @property
    def result(self) -> SSAValue:
        return self.dest

    def print(self, printer: Printer) -> None:
        if self.elements:
            printer.print_string(" ")
            printer.print_list(self.elements, printer.print_ssa_value)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.dest.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        elements = (
            parser.parse_optional_undelimited_comma_separated_list(
                parser.parse_optional_unresolved_operand,
                parser.parse_unresolved_operand,
            )
            or []
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        if not isinstance(result_type, VectorType):
            parser.raise_error(f"expected vector type, got {result_type}", pos)
        vec = cast(VectorType[Attribute], result_type)
        count = 1
        for size in vec.get_shape():
            count *= size
        if count != len(elements):
            parser.raise_error(
                "number of operands and types do not match: got "
                f"{len(elements)} operands and {count} types",
                pos,
            )
        return new_op(
            cls,
            operands=[[parser.resolve_operand(e, vec.element_type) for e in elements]],
            result_types=[vec],
            attributes=attributes,
        )

    def verify_(self) -> None:
        vec = vector_type(self.dest.type)
        count = 1
        for size in vec.get_shape():
            count *= size
        if len(self.elements) != count or any(
            e.type != vec.element_type for e in self.elements
        ):
            raise op_error(
                self,
                "failed to verify that shaped type 'dest' matches 'elements' "
                "element count and types",
            )


# ---------------------------------------------------------------------------
# shape_cast, transpose
# ---------------------------------------------------------------------------


def _num_elements(vec: VectorType[Attribute]) -> int:
    count = 1
    for size in vec.get_shape():
        count *= size
    return count


@irdl_op_definition
class ShapeCastOp(IRDLOperation):
    """The same elements, in the same row-major order, in another shape."""

    name = "vector.shape_cast"

    source = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"

    def __init__(self, source: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[source], result_types=[result_type])

    def verify_(self) -> None:
        source = vector_type(self.source.type)
        result = vector_type(self.result.type)
        if source.element_type != result.element_type:
            raise op_error(self, "has different source and result element types")
        if _num_elements(source) != _num_elements(result):
            raise op_error(
                self,
                "has different number of elements at source "
                f"({_num_elements(source)}) and result ({_num_elements(result)})",
            )
        source_scalable = sum(source.get_scalable_dims())
        result_scalable = sum(result.get_scalable_dims())
        if source_scalable != result_scalable:
            raise op_error(
                self,
                "has different number of scalable dims at source "
                f"({source_scalable}) and result ({result_scalable})",
            )


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """Permute the dimensions: result dimension `i` is source dimension
    `permutation[i]`."""

    name = "vector.transpose"

    vector = operand_def(VectorType)
    result = result_def(VectorType)
    permutation = prop_def(DenseArrayBase.constr(i64))
    traits = traits_def(Pure())
    assembly_format = (
        "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)"
    )

    def __init__(
        self,
        vector: SSAValue | Operation,
        permutation: Sequence[int],
        result_type: Attribute,
    ):
        super().__init__(
            operands=[vector],
            result_types=[result_type],
            properties={"permutation": DenseArrayBase.from_list(i64, permutation)},
        )

    def verify_(self) -> None:
        source = vector_type(self.vector.type)
        result = vector_type(self.result.type)
        rank = result.get_num_dims()
        if source.get_num_dims() != rank:
            raise op_error(self, f"vector result rank mismatch: {rank}")
        permutation = self.permutation.get_values()
        if len(permutation) != rank:
            raise op_error(self, f"transposition length mismatch: {len(permutation)}")
        seen = [False] * rank
        for position, value in enumerate(permutation):
            if value < 0 or value >= rank:
                raise op_error(self, f"transposition index out of range: {value}")
            if seen[value]:
                raise op_error(self, f"duplicate position index: {value}")
            seen[value] = True
            if result.get_shape()[position] != source.get_shape()[value]:
                raise op_error(self, f"dimension size mismatch at: {value}")


# ---------------------------------------------------------------------------
# to_elements, interleave, deinterleave
# ---------------------------------------------------------------------------


def _with_trailing(vec: VectorType[Attribute], size: int) -> VectorType[Attribute]:
    """`vec` with its trailing dimension (a new one for a 0-d vector) of
    `size` elements."""
    shape = [*vec.get_shape()[:-1], size]
    scalable = [*vec.get_scalable_dims()[:-1]]
    scalable.append(bool(vec.get_scalable_dims()[-1:] and vec.get_scalable_dims()[-1]))
    flags = ArrayAttr(BoolAttr.from_bool(f) for f in scalable)
    return VectorType(vec.element_type, shape, flags)


@irdl_op_definition
class ToElementsOp(IRDLOperation):
    """The elements of a vector as scalars, in row-major order (the inverse
    of `vector.from_elements`)."""

    name = "vector.to_elements"

    source = operand_def(VectorType)
    elements = var_result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, source: SSAValue | Operation):
        vec = vector_type(SSAValue.get(source).type)
        super().__init__(
            operands=[source],
            result_types=[[vec.element_type] * _num_elements(vec)],
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        source = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        if not isinstance(source_type, VectorType):
            parser.raise_error(f"expected vector type, got {source_type}", pos)
        vec = cast(VectorType[Attribute], source_type)
        return new_op(
            cls,
            operands=[parser.resolve_operand(source, vec)],
            result_types=[[vec.element_type] * _num_elements(vec)],
            attributes=attributes,
        )

    def verify_(self) -> None:
        vec = vector_type(self.source.type)
        if len(self.elements) != _num_elements(vec) or any(
            e.type != vec.element_type for e in self.elements
        ):
            raise op_error(
                self,
                "failed to verify that shaped type 'source' matches 'elements' "
                "element count and types",
            )


@irdl_op_definition
class InterleaveOp(IRDLOperation):
    """Interleave the trailing dimensions of two vectors:
    `[a0, b0, a1, b1, ...]`."""

    name = "vector.interleave"

    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())

    def __init__(self, lhs: SSAValue | Operation, rhs: SSAValue | Operation):
        vec = vector_type(SSAValue.get(lhs).type)
        trailing = vec.get_shape()[-1] if vec.get_num_dims() else 1
        super().__init__(
            operands=[lhs, rhs], result_types=[_with_trailing(vec, 2 * trailing)]
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.lhs)
        printer.print_string(", ")
        printer.print_ssa_value(self.rhs)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(lhs, source_type),
                parser.resolve_operand(rhs, source_type),
            ],
            result_types=[result_type],
            attributes=attributes,
        )

    def verify_(self) -> None:
        if self.lhs.type != self.rhs.type:
            raise op_error(
                self, "failed to verify that all of {lhs, rhs} have same type"
            )
        vec = vector_type(self.lhs.type)
        trailing = vec.get_shape()[-1] if vec.get_num_dims() else 1
        if self.result.type != _with_trailing(vec, 2 * trailing):
            raise op_error(
                self,
                "failed to verify that type of 'result' is double the width of "
                "the inputs",
            )


@irdl_op_definition
class DeinterleaveOp(IRDLOperation):
    """Split the trailing dimension of a vector into its even and its odd
    elements."""

    name = "vector.deinterleave"

    source = operand_def(VectorType)
    res1 = result_def(VectorType)
    res2 = result_def(VectorType)
    traits = traits_def(Pure())

    def __init__(self, source: SSAValue | Operation):
        vec = vector_type(SSAValue.get(source).type)
        half = _with_trailing(vec, vec.get_shape()[-1] // 2)
        super().__init__(operands=[source], result_types=[half, half])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.res1.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        return new_op(
            cls,
            operands=[parser.resolve_operand(source, source_type)],
            result_types=[result_type, result_type],
            attributes=attributes,
        )

    def verify_(self) -> None:
        vec = vector_type(self.source.type)
        if not vec.get_num_dims():
            raise op_error(
                self,
                "operand #0 must be vector of any type values, but got "
                f"'{self.source.type}'",
            )
        trailing = vec.get_shape()[-1]
        if trailing % 2:
            raise op_error(
                self,
                "failed to verify that the trailing dimension of the source vector "
                "has an even number of elements",
            )
        if self.res1.type != self.res2.type:
            raise op_error(
                self, "failed to verify that all of {res1, res2} have same type"
            )
        if self.res1.type != _with_trailing(vec, trailing // 2):
            raise op_error(
                self,
                "failed to verify that the trailing dimension of the results is "
                "half the width of source trailing dimension",
            )
