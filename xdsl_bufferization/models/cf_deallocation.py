"""
Deallocation model of `cf.cond_br` (MLIR's cf BufferDeallocationOpInterface).

A block ending with `cf.cond_br %c, ^t(...), ^f(...)` gets two deallocs, one
per successor, over the same memrefs: the conditions of the first are
conjoined with `%c`, those of the second with `not %c`, so that at runtime
only the dealloc of the taken branch frees anything. Each retains what its
successor needs (forwarded operands, values live in it); forwarded memrefs
get their new indicator as an extra operand of their branch. A value retained
by both gets the indicator `arith.select %c, <then>, <else>`.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects import arith
from xdsl.ir import Operation, SSAValue

from xdsl_bufferization.analysis.ownership import DeallocationState, is_memref
from xdsl_bufferization.interfaces.branch import get_successor_operands
from xdsl_bufferization.interfaces.buffer_deallocation import (
    BUFFER_DEALLOCATION_MODELS,
    BufferDeallocationModel,
    Builder,
    DeallocationOptions,
    create_dealloc,
    memrefs_and_conditions_to_deallocate,
)


class CondBranchDeallocationModel(BufferDeallocationModel):
    """`cf.cond_br %condition, ^true(...), ^false(...)`."""

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        block = op.parent
        assert block is not None
        builder = Builder.before(op)
        condition = op.operands[0]
        memrefs, conditions = memrefs_and_conditions_to_deallocate(
            state, builder, block
        )

        def dealloc_for(
            index: int, adapt: Callable[[SSAValue], SSAValue]
        ) -> dict[SSAValue, SSAValue]:
            forwarded = get_successor_operands(op, index)
            retained = state.memrefs_to_retain(
                block, op.successors[index], forwarded.values
            )
            adapted = [adapt(c) for c in conditions]
            mapping: dict[SSAValue, SSAValue] = {}
            if memrefs or retained:
                dealloc = create_dealloc(
                    state, builder, block, memrefs, adapted, retained
                )
                for value, ownership in zip(retained, dealloc.results):
                    mapping[value] = ownership
            ownerships = [mapping[v] for v in forwarded.values if is_memref(v)]
            forwarded.append(ownerships)
            return mapping

        def when_true(c: SSAValue) -> SSAValue:
            return builder.insert(arith.AndIOp(c, condition)).result

        def when_false(c: SSAValue) -> SSAValue:
            true = builder.bool_constant(True)
            negation = builder.insert(arith.XOrIOp(true, condition)).result
            return builder.insert(arith.AndIOp(c, negation)).result

        then_mapping = dealloc_for(0, when_true)
        else_mapping = dealloc_for(1, when_false)
        for value in [v for v in else_mapping if v in then_mapping]:
            state.reset_ownerships((value,), block)
            combined = builder.insert(
                arith.SelectOp(condition, then_mapping[value], else_mapping[value])
            )
            state.update_ownership(value, combined.result, block)
        return op


def register() -> None:
    BUFFER_DEALLOCATION_MODELS.register(
        "cf.cond_br", CondBranchDeallocationModel(), replace=True
    )
