"""
Deallocation model of `arith.select` (MLIR's arith BufferDeallocationOpInterface).

The result of an `arith.select` of two memrefs has the ownership of whichever
operand it selects: its ownership is the join of the operands' (unknown when
they differ). When a unique indicator is needed in the select's block, it is
an `arith.select` of the operands' indicators on the same condition, rather
than a clone.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.ir import Operation, SSAValue

from xdsl_bufferization.analysis.ownership import DeallocationState
from xdsl_bufferization.interfaces.buffer_deallocation import (
    BUFFER_DEALLOCATION_MODELS,
    BufferDeallocationModel,
    Builder,
    DeallocationOptions,
    get_memref_with_unique_ownership,
)


class SelectDeallocationModel(BufferDeallocationModel):
    """`arith.select`: nothing to process; select the indicators on demand."""

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        return op

    def materialize_unique_ownership(
        self,
        op: Operation,
        state: DeallocationState,
        options: DeallocationOptions,
        builder: Builder,
        memref: SSAValue,
    ) -> tuple[SSAValue, SSAValue]:
        block = op.parent
        assert block is not None
        condition, true_value, false_value = op.operands
        true_ownership = state.get_ownership(true_value, block)
        false_ownership = state.get_ownership(false_value, block)
        if not true_ownership.is_unique or not false_ownership.is_unique:
            return get_memref_with_unique_ownership(state, builder, memref, block)
        indicator = builder.insert(
            arith.SelectOp(
                condition, true_ownership.indicator, false_ownership.indicator
            )
        )
        return memref, indicator.result


def register() -> None:
    BUFFER_DEALLOCATION_MODELS.register(
        "arith.select", SelectDeallocationModel(), replace=True
    )
