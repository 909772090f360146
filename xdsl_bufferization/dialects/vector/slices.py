"""Strided slices of vectors (MLIR 22): `vector.extract_strided_slice`,
`vector.insert_strided_slice`. xDSL 0.74 has neither. Their offsets, sizes
and strides are arrays of `i64` attributes, printed `[0, 1]` as MLIR does.
"""

from __future__ import annotations

from collections.abc import Sequence

from typing_extensions import Self
from xdsl.dialects.builtin import (
    ArrayAttr,
    IntegerAttr,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure

from xdsl_bufferization.dialects.vector.common import (
    i64_array,
    int_array_values,
    new_op,
    op_error,
    parse_attr_dict,
    parse_type_after,
    print_attr_dict,
    vector_type,
)

# ---------------------------------------------------------------------------
# Strided slices
# ---------------------------------------------------------------------------


def _confined_to_shape(
    op: Operation,
    values: Sequence[int],
    shape: Sequence[int],
    name: str,
    half_open: bool = True,
    low: int = 0,
) -> None:
    for position, (value, size) in enumerate(zip(values, shape)):
        high = size + (0 if half_open else 1)
        if value < low or value >= high:
            raise op_error(
                op,
                f"expected {name} dimension {position} to be confined to "
                f"[{low}, {high})",
            )


def _strides_are_one(op: Operation, strides: Sequence[int], name: str) -> None:
    for value in strides:
        if value != 1:
            raise op_error(op, f"expected {name} to be confined to [1, 2)")


def _sum_confined_to_shape(
    op: Operation,
    first: Sequence[int],
    second: Sequence[int],
    shape: Sequence[int],
    names: tuple[str, str],
) -> None:
    for position, (a, b, size) in enumerate(zip(first, second, shape)):
        if a + b < 1 or a + b > size:
            raise op_error(
                op,
                f"expected sum({names[0]}, {names[1]}) dimension {position} to be "
                f"confined to [1, {size + 1})",
            )


_SLICE_PROPERTIES = ("offsets", "sizes", "strides")


@irdl_op_definition
class ExtractStridedSliceOp(IRDLOperation):
    """The slice `source[offsets : offsets + sizes]` (unit strides); trailing
    dimensions not listed are taken whole."""

    name = "vector.extract_strided_slice"

    source = operand_def(VectorType)
    result = result_def(VectorType)
    offsets = prop_def(ArrayAttr[IntegerAttr])
    sizes = prop_def(ArrayAttr[IntegerAttr])
    strides = prop_def(ArrayAttr[IntegerAttr])
    traits = traits_def(Pure())

    def __init__(
        self,
        source: SSAValue | Operation,
        offsets: Sequence[int],
        sizes: Sequence[int],
        strides: Sequence[int],
        result_type: Attribute,
    ):
        super().__init__(
            operands=[source],
            result_types=[result_type],
            properties={
                "offsets": i64_array(offsets),
                "sizes": i64_array(sizes),
                "strides": i64_array(strides),
            },
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        print_attr_dict(printer, self, _SLICE_PROPERTIES)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source = parser.parse_unresolved_operand()
        properties, attributes = parse_attr_dict(parser, _SLICE_PROPERTIES)
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        result_type = parse_type_after(parser, "to")
        return new_op(
            cls,
            operands=[parser.resolve_operand(source, source_type)],
            result_types=[result_type],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        source = vector_type(self.source.type)
        offsets = int_array_values(self.offsets)
        sizes = int_array_values(self.sizes)
        strides = int_array_values(self.strides)
        if not len(offsets) == len(sizes) == len(strides):
            raise op_error(
                self, "expected offsets, sizes and strides attributes of same size"
            )
        shape = source.get_shape()
        for name, values in (
            ("offsets", offsets),
            ("sizes", sizes),
            ("strides", strides),
        ):
            if len(values) > len(shape):
                raise op_error(
                    self,
                    f"expected {name} attribute of rank no greater than vector rank",
                )
        _confined_to_shape(self, offsets, shape, "offsets")
        _confined_to_shape(self, sizes, shape, "sizes", half_open=False, low=1)
        _strides_are_one(self, strides, "strides")
        _sum_confined_to_shape(self, offsets, sizes, shape, ("offsets", "sizes"))
        expected_shape = [*sizes, *shape[len(sizes) :]]
        expected = VectorType(source.element_type, expected_shape, source.scalable_dims)
        if self.result.type != expected:
            raise op_error(self, f"expected result type to be {expected}")
        for position, size in enumerate(sizes):
            if source.get_scalable_dims()[position] and size != shape[position]:
                raise op_error(
                    self,
                    f"expected size at idx={position} to match the corresponding "
                    f"base size from the input vector ({size} vs {shape[position]})",
                )


@irdl_op_definition
class InsertStridedSliceOp(IRDLOperation):
    """`dest` with `source` written at `offsets` (unit strides)."""

    name = "vector.insert_strided_slice"

    source = operand_def(VectorType)
    dest = operand_def(VectorType)
    result = result_def(VectorType)
    offsets = prop_def(ArrayAttr[IntegerAttr])
    strides = prop_def(ArrayAttr[IntegerAttr])
    traits = traits_def(Pure())

    def __init__(
        self,
        source: SSAValue | Operation,
        dest: SSAValue | Operation,
        offsets: Sequence[int],
        strides: Sequence[int],
    ):
        super().__init__(
            operands=[source, dest],
            result_types=[SSAValue.get(dest).type],
            properties={"offsets": i64_array(offsets), "strides": i64_array(strides)},
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        printer.print_string(", ")
        printer.print_ssa_value(self.dest)
        print_attr_dict(printer, self, ("offsets", "strides"))
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" into ")
        printer.print_attribute(self.dest.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        dest = parser.parse_unresolved_operand()
        properties, attributes = parse_attr_dict(parser, ("offsets", "strides"))
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        dest_type = parse_type_after(parser, "into")
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(source, source_type),
                parser.resolve_operand(dest, dest_type),
            ],
            result_types=[dest_type],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        source = vector_type(self.source.type)
        dest = vector_type(self.dest.type)
        # MLIR's type constraints come before its verifier.
        if vector_type(self.result.type).element_type != source.element_type:
            raise op_error(
                self,
                "failed to verify that operand #0 and result have same element type",
            )
        if self.result.type != dest:
            raise op_error(
                self, "failed to verify that all of {dest, result} have same type"
            )
        offsets = int_array_values(self.offsets)
        strides = int_array_values(self.strides)
        if len(offsets) != dest.get_num_dims():
            raise op_error(
                self, "expected offsets of same size as destination vector rank"
            )
        if len(strides) != source.get_num_dims():
            raise op_error(self, "expected strides of same size as source vector rank")
        if source.get_num_dims() > dest.get_num_dims():
            raise op_error(
                self, "expected source rank to be no greater than destination rank"
            )
        dest_shape = dest.get_shape()
        source_shape = source.get_shape()
        # The source covers one element of each leading destination dimension.
        padded = [1] * (len(dest_shape) - len(source_shape)) + list(source_shape)
        _confined_to_shape(self, offsets, dest_shape, "offsets")
        _strides_are_one(self, strides, "strides")
        for position, (a, b, size) in enumerate(zip(offsets, padded, dest_shape)):
            if a + b < 1 or a + b > size:
                raise op_error(
                    self,
                    f"expected sum(offsets, source vector shape) dimension {position} "
                    f"to be confined to [1, {size + 1})",
                )
        difference = len(dest_shape) - len(source_shape)
        for position in range(len(source_shape)):
            source_scalable = source.get_scalable_dims()[position]
            if source_scalable != dest.get_scalable_dims()[position + difference]:
                raise op_error(
                    self,
                    f"mismatching scalable flags (at source vector idx={position})",
                )
