"""`linalg.softmax` (MLIR 22, `LinalgOps.td`).

`linalg.softmax dimension(1) ins(%x : t) outs(%y : t) -> t` computes
`exp(x - max(x)) / sum(exp(x - max(x)))` along `dimension`. It is not a
structured op (no body, no indexing maps) but it is destination-style: it
reads its input, writes its output, and bufferizes like the structured ops.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    IntegerAttr,
    MemRefType,
    ShapedType,
    TensorType,
    i64,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    traits_def,
    var_result_def,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.linalg.structured import (
    ANY_SHAPED,
    RANKED_TENSOR,
    StructuredOpEffects,
    VerifiedAroundBody,
    tensor_types,
    verify_destination_style,
    verify_value_kinds,
)

_SHAPED = base(MemRefType) | base(TensorType)


@irdl_op_definition
class SoftmaxOp(VerifiedAroundBody, IRDLOperation):
    """`linalg.softmax`: normalized exponentials along one dimension."""

    name = "linalg.softmax"

    OPERAND_COUNT: ClassVar[int | None] = 2

    # Operand and result kinds are checked by `verify_`, in MLIR's words.
    input = operand_def()
    output = operand_def()
    result = var_result_def()
    dimension = prop_def(IntegerAttr[i64])

    traits = traits_def(StructuredOpEffects())

    assembly_format = (
        "attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)`"
        " `outs` `(` $output `:` type($output) `)` (`->` type($result)^)?"
    )

    def __init__(
        self,
        input: SSAValue,
        output: SSAValue,
        dimension: int,
        result_types: Sequence[Attribute] | None = None,
    ):
        if result_types is None:
            result_types = tensor_types([output])
        super().__init__(
            operands=[input, output],
            result_types=[result_types],
            properties={"dimension": IntegerAttr(dimension, i64)},
        )

    @property
    def inputs(self) -> tuple[SSAValue, ...]:
        return (self.input,)

    @property
    def outputs(self) -> tuple[SSAValue, ...]:
        return (self.output,)

    def verify_(self) -> None:
        verify_value_kinds(
            "operand",
            [([self.input], False, ANY_SHAPED), ([self.output], False, ANY_SHAPED)],
        )
        verify_value_kinds("result", [(self.result, True, RANKED_TENSOR)])
        input_type = cast(ShapedType, self.input.type)
        output_type = cast(ShapedType, self.output.type)
        if input_type.get_element_type() != output_type.get_element_type():  # pyright: ignore
            raise VerifyException(
                "failed to verify that input and output have same element type"
            )
        input_shape = cast(ShapedType, self.input.type).get_shape()
        output_shape = cast(ShapedType, self.output.type).get_shape()
        if len(input_shape) != len(output_shape) or any(
            a != b and a >= 0 and b >= 0 for a, b in zip(input_shape, output_shape)
        ):
            raise VerifyException("incompatible output shape")
        dimension = self.dimension.value.data
        if dimension < 0 or dimension >= len(input_shape):
            raise VerifyException("incorrect dimension specified")

    def verify_interfaces_(self) -> None:
        verify_destination_style(self, [self.output], 1)


__all__ = ["SoftmaxOp"]
