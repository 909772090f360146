"""
When an op is trivially dead (MLIR's `isOpTriviallyDead` and
`wouldOpBeTriviallyDead`), with the op's memory effects read through
`xdsl_bufferization.interfaces.memory_effects` (external models first, then
the traits of the op's class), so that xDSL ops whose classes declare no
effect but that MLIR knows to be pure (`arith.remui`, `cf.br`...) count as
such.
"""

from __future__ import annotations

from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.traits import IsTerminator, MemoryEffectKind, SymbolOpInterface

from xdsl_bufferization.interfaces.memory_effects import (
    get_own_memory_effects,
    has_no_effects_by_class,
    surely_writes_an_operand,
)

_NEVER_DEAD: dict[type[Operation], bool] = {}
"""Per op class: whether it may never be erased as dead (terminators, symbols)."""


def never_dead(op_class: type[Operation]) -> bool:
    """Whether ops of `op_class` are never trivially dead (terminators, symbols)."""
    known = _NEVER_DEAD.get(op_class)
    if known is None:
        known = op_class.has_trait(
            IsTerminator, value_if_unregistered=True
        ) or op_class.has_trait(SymbolOpInterface, value_if_unregistered=True)
        _NEVER_DEAD[op_class] = known
    return known


def would_be_trivially_dead(
    op: Operation, memo: TriviallyDeadMemo | None = None
) -> bool:
    """
    Whether `op` could be erased if its results had no use (MLIR's
    `wouldOpBeTriviallyDead`): not a terminator nor a symbol, and each of its
    effects, and of its nested ops' if they are its own too, is a read or
    on a value the op making it allocates. `memo` answers for nested ops
    without regions that are neither terminators nor symbols (for them, the
    question is the same), and keeps what is computed for them.
    """
    op_class = type(op)
    if never_dead(op_class):
        return False
    if has_no_effects_by_class(op_class):
        return True
    if surely_writes_an_operand(op):
        # A write or free of an operand: never on what the op allocates.
        return False
    pending = [op]
    while pending:
        current = pending.pop()
        if current is not op:
            current_class = type(current)
            if has_no_effects_by_class(current_class):
                # A nested op without effects of its own, nor recursive ones.
                continue
            if surely_writes_an_operand(current):
                return False
            if (
                memo is not None
                and not current.regions
                and not never_dead(current_class)
            ):
                known = memo.get(current)
                if known is None:
                    known = would_be_trivially_dead(current)
                    memo.put(current, known)
                if not known:
                    return False
                continue
        effects, recursive = get_own_memory_effects(current)
        if effects is None:
            return False
        if recursive:
            for region in current.regions:
                for block in region.blocks:
                    pending.extend(block.ops)
        if not effects:
            continue
        allocated: set[object] | None = None
        for effect in effects:
            if effect.kind == MemoryEffectKind.READ:
                continue
            if not current.results:
                # Nothing it allocates itself: any other effect is observable.
                return False
            if allocated is None:
                allocated = {
                    other.value
                    for other in effects
                    if other.kind == MemoryEffectKind.ALLOC
                    and isinstance(other.value, OpResult)
                    and other.value.op is current
                }
            if effect.value not in allocated:
                return False
    return True


def is_trivially_dead(op: Operation) -> bool:
    """Whether `op` has no used result and would be trivially dead."""
    for result in op.results:
        if result.first_use is not None:
            return False
    return would_be_trivially_dead(op)


class TriviallyDeadMemo:
    """
    `would_be_trivially_dead` of ops without regions, kept across the greedy
    runs of one pass run (the `canonicalize` and simplification steps of
    `buffer-deallocation-pipeline`, which ask it of the same ops again). An
    answer is kept with the op's operand tuple and used only while that tuple
    is the op's: xDSL gives an op whose operands change a new tuple, and the
    effects of an op without regions are on its operands and results (ops
    with regions, whose effects include their body's, are not kept). A
    greedy run drops the ops it changes (as it forgets its own answers); the
    steps between runs change ops only by replacing their operands or the ops
    themselves. Not for use across passes: a user may change the IR between
    them.
    """

    def __init__(self) -> None:
        self.known: dict[int, tuple[Operation, tuple[SSAValue, ...], bool]] = {}
        """By `id` of the op (held in the entry, so that the id stays its)."""

    def get(self, op: Operation) -> bool | None:
        """The answer kept for `op`, if still valid."""
        entry = self.known.get(id(op))
        if (
            entry is None or entry[0] is not op or entry[1] is not op._operands  # pyright: ignore[reportPrivateUsage]
        ):
            return None
        return entry[2]

    def put(self, op: Operation, dead: bool) -> None:
        """Keep `dead` as the answer for `op` (an op without regions)."""
        self.known[id(op)] = (op, op._operands, dead)  # pyright: ignore[reportPrivateUsage]
