"""
Deallocation models of `scf.forall.in_parallel` and `scf.reduce.return`
(MLIR's scf BufferDeallocationOpInterface).

Both end a region without forwarding memrefs to an SSA value: the block
deallocates everything it owns before them. `scf.forall.in_parallel` must be
empty (at the memref level it has nothing to insert), and `scf.reduce.return`
must not return a memref (its ownership could not be passed on).
"""

from __future__ import annotations

from xdsl.ir import Operation

from xdsl_bufferization.analysis.ownership import DeallocationState, is_memref
from xdsl_bufferization.interfaces.buffer_deallocation import (
    BUFFER_DEALLOCATION_MODELS,
    BufferDeallocationModel,
    DeallocationOptions,
    insert_dealloc_for_return_like,
)


class InParallelDeallocationModel(BufferDeallocationModel):
    """`scf.forall.in_parallel`: the terminator of an `scf.forall` body."""

    def verify(self, op: Operation, options: DeallocationOptions) -> str | None:
        for region in op.regions:
            for block in region.blocks:
                if block.first_op is not None:
                    return "only supported when nested region is empty"
        return None

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        insert_dealloc_for_return_like(state, op, ())
        return op


class ReduceReturnDeallocationModel(BufferDeallocationModel):
    """`scf.reduce.return`: the terminator of a reduction of `scf.reduce`."""

    def verify(self, op: Operation, options: DeallocationOptions) -> str | None:
        if any(is_memref(operand) for operand in op.operands):
            return "only supported when operand is not a MemRef"
        return None

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        insert_dealloc_for_return_like(state, op, ())
        return op


def register() -> None:
    BUFFER_DEALLOCATION_MODELS.register(
        "scf.forall.in_parallel", InParallelDeallocationModel(), replace=True
    )
    BUFFER_DEALLOCATION_MODELS.register(
        "scf.reduce.return", ReduceReturnDeallocationModel(), replace=True
    )
