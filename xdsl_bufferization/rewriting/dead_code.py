"""
When an op is trivially dead (MLIR's `isOpTriviallyDead` and
`wouldOpBeTriviallyDead`), with the op's memory effects read through
`xdsl_bufferization.interfaces.memory_effects` (external models first, then
the traits of the op's class), so that xDSL ops whose classes declare no
effect but that MLIR knows to be pure (`arith.remui`, `cf.br`...) count as
such.
"""

from __future__ import annotations

from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue
from xdsl.traits import IsTerminator, MemoryEffectKind, SymbolOpInterface

from xdsl_bufferization.interfaces.memory_effects import get_memory_effects

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


def _defined_within(value: SSAValue, op: Operation) -> bool:
    """Whether `value` is a result of `op` or is defined inside its regions."""
    if isinstance(value, OpResult):
        owner = value.op
        return owner is op or op.is_ancestor(owner)
    if isinstance(value, BlockArgument):
        parent = value.block.parent_op()
        return parent is not None and (parent is op or op.is_ancestor(parent))
    return False


def would_be_trivially_dead(op: Operation) -> bool:
    """
    Whether `op` could be erased if its results had no use: not a terminator
    nor a symbol, known effects (nested ops' included for recursive ones), and
    each effect a read or on a value allocated by the op or inside it.
    """
    if never_dead(type(op)):
        return False
    effects = get_memory_effects(op)
    if effects is None:
        return False
    allocated = {
        effect.value
        for effect in effects
        if effect.kind == MemoryEffectKind.ALLOC
        and isinstance(effect.value, SSAValue)
        and _defined_within(effect.value, op)
    }
    return all(
        effect.kind == MemoryEffectKind.READ or effect.value in allocated
        for effect in effects
    )


def is_trivially_dead(op: Operation) -> bool:
    """Whether `op` has no used result and would be trivially dead."""
    for result in op.results:
        if result.first_use is not None:
            return False
    return would_be_trivially_dead(op)
