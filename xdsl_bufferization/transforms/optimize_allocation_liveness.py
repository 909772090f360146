"""The `optimize-allocation-liveness` pass (MLIR 22).

Moves the op that frees a buffer right after the last op that uses the
buffer or one of its aliases (views, results of region ops and calls it
flows to, see `BufferViewFlowAnalysis`), so that buffers are freed as early
as their uses allow. For each op that allocates exactly one of its results
(`memref.alloc`, `bufferization.clone`, `memref.realloc`...), in IR order:

- the freeing op is the only user of the buffer that declares a FREE effect
  (`memref.dealloc`); with none, or several, nothing moves;
- it must be in the allocation's block (a dealloc inside `scf.if` is not
  taken out of the conditional);
- a use nested in a region counts as a use by the op of the allocation's
  block that holds it;
- it moves right after the last such op, earlier or later than it was.

As in MLIR, aliases are followed only through view-like ops, `arith.select`,
`memref.realloc`, branches, region-branch ops and calls: the result of an
op the analysis does not know (e.g. `bufferization.to_tensor`) is not an
alias, and a dealloc can move before its uses.

Differences from MLIR 22 (where MLIR produces invalid IR or crashes):

- when an alias is used outside the allocation's block (it was passed on by
  `cf.br`, or yielded by the region op holding the block), nothing moves
  (MLIR 22 may move the dealloc before that use, or crash, depending on the
  order of the use list);
- a freeing op with results (`memref.realloc`) is not moved (MLIR 22 moves it
  after the uses of its own result, which then fails to verify).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.traits import MemoryEffectKind

from xdsl_bufferization.analysis.buffer_placement import (
    BlockOrder,
    BufferViewFlowAnalysis,
    declared_memory_effects,
    top_level_functions,
)
from xdsl_bufferization.interfaces.function import is_external
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.transforms.verified_input import verified_input


def _allocated_result(op: Operation) -> OpResult | None:
    """The result `op` allocates, if it allocates exactly one of its results."""
    effects = declared_memory_effects(op)
    if not effects or not any(e.kind == MemoryEffectKind.ALLOC for e in effects):
        return None
    results: dict[OpResult, None] = {}
    for effect in effects:
        value = effect.value
        if (
            effect.kind == MemoryEffectKind.ALLOC
            and isinstance(value, OpResult)
            and value.op is op
        ):
            results[value] = None
    if len(results) != 1:
        return None
    return next(iter(results))


def _single_freeing_user(value: SSAValue) -> Operation | None:
    """
    The user of `value` that frees memory, if exactly one use is by an op
    with exactly one FREE effect (MLIR's `findUserWithFreeSideEffect`).
    """
    found: Operation | None = None
    for use in value.uses:
        effects = declared_memory_effects(use.operation)
        if not effects:
            continue
        for effect in effects:
            if effect.kind != MemoryEffectKind.FREE:
                continue
            if found is not None:
                return None
            found = use.operation
    return found


class _LivenessOptimizer:
    """The analyses of one function, built once, and the moves of its deallocs."""

    def __init__(self, function: Operation):
        self.view_flow = BufferViewFlowAnalysis(function)
        self.order = BlockOrder()

    def optimize(self, allocation: Operation, value: OpResult) -> None:
        dealloc = _single_freeing_user(value)
        block = allocation.parent_block()
        if dealloc is None or block is None or dealloc.parent_block() is not block:
            return
        if dealloc.results:
            return
        last_user: Operation | None = None
        for alias in self.view_flow.resolve(value):
            for use in alias.uses:
                user = use.operation
                if user is dealloc:
                    continue
                top_user = block.find_ancestor_op_in_block(user)
                if top_user is None:
                    # Used outside the block: the uses cannot be ordered.
                    return
                if last_user is None or self.order.is_before(last_user, top_user):
                    last_user = top_user
        if last_user is not None:
            self.order.move_after(dealloc, last_user)


def optimize_allocation_liveness(function: Operation) -> None:
    """Apply `optimize-allocation-liveness` to one function."""
    if is_external(function):
        return
    allocations = [
        (op, value)
        for op in function.walk()
        if (value := _allocated_result(op)) is not None
    ]
    if not allocations:
        return
    optimizer = _LivenessOptimizer(function)
    for op, value in allocations:
        optimizer.optimize(op, value)


@verified_input
@dataclass(frozen=True)
class OptimizeAllocationLivenessPass(MLIROptionsPass):
    """
    Move each buffer's dealloc right after the last use of the buffer and
    its aliases in the allocation's block (MLIR's
    `optimize-allocation-liveness`, on each top-level `func.func`). No
    options.
    """

    name = "optimize-allocation-liveness"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for function in top_level_functions(op):
            optimize_allocation_liveness(function)
