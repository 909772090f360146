"""xDSL's tensor ops that are right except for their verifier, with MLIR's.

xDSL 0.74 accepts tensor ops with shapes MLIR rejects when it parses or
verifies them: an out-of-bounds or mistyped slice, an index count that is not
the tensor's rank, more or fewer elements than the result has. The mistake
then surfaced only after bufferization, on ops the user never wrote, or not
at all. The classes below subclass xDSL's (same syntax, builders and
accessors; `isinstance` checks of xDSL's passes hold) and add MLIR's checks
and messages; the `tensor` dialect lists them in place of xDSL's.
"""

from __future__ import annotations

import math
from typing import cast

from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.slicing import verify_tensor_slice


class ExtractSliceOp(xdsl_tensor.ExtractSliceOp):
    """`tensor.extract_slice` with MLIR's verifier (slice type, bounds)."""

    def verify_(self) -> None:
        super().verify_()
        verify_tensor_slice(self, self.source.type, self.result.type)


class InsertSliceOp(xdsl_tensor.InsertSliceOp):
    """`tensor.insert_slice` with MLIR's verifier (slice type, bounds)."""

    def verify_(self) -> None:
        super().verify_()
        verify_tensor_slice(self, self.dest.type, self.source.type)


def _rank(value_type: Attribute) -> int | None:
    if isinstance(value_type, TensorType):
        return cast(TensorType[Attribute], value_type).get_num_dims()
    return None  # unranked: any number of indices


class ExtractOp(xdsl_tensor.ExtractOp):
    """`tensor.extract` with MLIR's check of the number of indices."""

    def verify_(self) -> None:
        super().verify_()
        rank = _rank(self.tensor.type)
        if rank is not None and rank != len(self.indices):
            raise VerifyException("incorrect number of indices for extract_element")


class InsertOp(xdsl_tensor.InsertOp):
    """`tensor.insert` with MLIR's check of the number of indices."""

    def verify_(self) -> None:
        super().verify_()
        rank = _rank(self.dest.type)
        if rank is not None and rank != len(self.indices):
            raise VerifyException("incorrect number of indices")


class FromElementsOp(xdsl_tensor.FromElementsOp):
    """`tensor.from_elements` with MLIR's check that there is one operand per
    element of the result."""

    def verify_(self) -> None:
        super().verify_()
        if len(self.elements) != math.prod(self.result.type.get_shape()):
            raise VerifyException(
                "failed to verify that operand types match result element type"
            )
