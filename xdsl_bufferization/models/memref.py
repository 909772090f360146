"""How the ops of the `memref` dialect bufferize and deallocate.

**Bufferization models**: none. Memref ops already work on buffers: One-Shot
Bufferize leaves them as they are (MLIR 22 has no BufferizableOpInterface
model for them either). The bufferization models of other dialects create
them (e.g. `tensor.extract_slice` becomes `memref.subview`).

**Deallocation models** (ownership-based buffer deallocation;
`register_deallocation()`): most memref ops are described by their memory
effects (`memref.alloc` allocates, `memref.alloca` allocates on the stack)
and view ops by the view-like interface. `memref.realloc` has a model (an
extension: MLIR 22 rejects it). `memref.realloc %a` frees (or grows in place)
the buffer of `%a` and returns a buffer the block owns. The pass handles it
when that is safe without runtime checks: `%a` comes from an allocation in
the same block (`memref.alloc`, or a realloc handled the same way), the block
owns it, and no other value can refer to its buffer after the realloc (its
other users come before the realloc and create no alias). Then `%a` leaves
the block's deallocation list and the result is owned. Otherwise the pass
reports MLIR's diagnostic; the pipeline runs `expand-realloc` first, which
removes reallocs. A realloc under `bufferization.manual_deallocation` is the
user's: the pass checks at runtime that the block does not own its source
and never owns its result (MLIR's handling of manual frees and allocations).
"""

from __future__ import annotations

from xdsl.ir import Block, Operation, OpResult, SSAValue
from xdsl.traits import MemoryEffectKind

from xdsl_bufferization.interfaces.buffer_deallocation import (
    BUFFER_DEALLOCATION_MODELS,
    BufferDeallocationModel,
    Builder,
    DeallocationOptions,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
    RecursiveEffectsModel,
    get_memory_effects,
    is_automatic_allocation_scope_resource,
)
from xdsl_bufferization.interfaces.ownership import DeallocationState, is_memref
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_OP_MODELS,
    REGION_BRANCH_TERMINATOR_MODELS,
    ForwardAllOperands,
    SingleRegionModel,
)
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.interfaces.view_like import VIEW_LIKE_MODELS, OperandViewModel

# ===----------------------------------------------------------------------=== #
# Bufferization models
# ===----------------------------------------------------------------------=== #

# None: memref ops have buffer semantics already (see the module docstring).


# ===----------------------------------------------------------------------=== #
# Deallocation models
# ===----------------------------------------------------------------------=== #


MANUAL_DEALLOCATION = "bufferization.manual_deallocation"


def _is_owned_allocation(
    value: SSAValue, block: Block, options: DeallocationOptions
) -> bool:
    """`value` is allocated in `block` by an op whose buffers the pass owns."""
    if not isinstance(value, OpResult) or value.op.parent is not block:
        return False
    op = value.op
    if MANUAL_DEALLOCATION in op.attributes:
        return False
    if get_op_name(op) == "memref.realloc":
        return _realloc_is_supported(op, options)
    if not options.is_relevant_alloc_op(op):
        return False
    for effect in get_memory_effects(op) or ():
        if effect.kind == MemoryEffectKind.ALLOC and effect.value is value:
            resource = effect.resource
            return not is_automatic_allocation_scope_resource(resource)
    return False


def _used_only_before(value: SSAValue, op: Operation) -> bool:
    """Every use of `value` other than `op` is an op before `op` in its block
    that creates no alias of it (no memref result)."""
    for use in value.uses:
        user = use.operation
        if user is op:
            continue
        if user.parent is not op.parent or not user.is_before_in_block(op):
            # Also rejects uses inside regions, which could yield the value.
            return False
        if any(is_memref(r) for r in user.results):
            return False
    return True


def _realloc_is_supported(op: Operation, options: DeallocationOptions) -> bool:
    # (A realloc under manual deallocation never gets here: the pass handles
    # it by its memory effects, as MLIR does.)
    block = op.parent
    if block is None:
        return False
    source = op.operands[0]
    return _is_owned_allocation(source, block, options) and _used_only_before(
        source, op
    )


class ReallocDeallocationModel(BufferDeallocationModel):
    """`memref.realloc`: consumes an owned buffer, returns an owned buffer."""

    def verify(self, op: Operation, options: DeallocationOptions) -> str | None:
        if not options.is_relevant_dealloc_op(op):
            return None
        if _realloc_is_supported(op, options):
            return None
        return "memory free side-effect on MemRef value not supported!"

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        block = op.parent
        assert block is not None
        result = op.results[0]
        if not options.is_relevant_dealloc_op(op):
            # Another kind of allocation: not this run's business.
            state.update_ownership(
                result, Builder.at_block_begin(block).bool_constant(False), block
            )
            return op
        state.drop_memref_to_deallocate(op.operands[0], block)
        state.update_ownership(
            result, Builder.at_block_begin(block).bool_constant(True), block
        )
        state.add_memref_to_deallocate(result, block)
        return op


# ===----------------------------------------------------------------------=== #
# Other interfaces
# ===----------------------------------------------------------------------=== #


_VIEW_LIKE_OPS = (
    "memref.subview",
    "memref.reinterpret_cast",
    "memref.view",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.reshape",
    # Not declared view-like in MLIR, but a metadata-only permutation of its input.
    "memref.transpose",
    "memref.cast",
    "memref.memory_space_cast",
    "memref.assume_alignment",
    # The view is the base buffer (the first result).
    "memref.extract_strided_metadata",
)
"""The view-like ops: the source is the first operand, the view the first
result."""


def register() -> None:
    """Register every model of the memref ops."""
    register_deallocation()
    source_is_first_operand = OperandViewModel(0)
    for name in _VIEW_LIKE_OPS:
        VIEW_LIKE_MODELS.register(name, source_is_first_operand)
    REGION_BRANCH_OP_MODELS.register("memref.alloca_scope", SingleRegionModel())
    REGION_BRANCH_TERMINATOR_MODELS.register(
        "memref.alloca_scope.return", ForwardAllOperands()
    )
    MEMORY_EFFECTS_MODELS.register("memref.alloca_scope", RecursiveEffectsModel())
    MEMORY_EFFECTS_MODELS.register("memref.alloca_scope.return", NoEffectsModel())


def register_deallocation() -> None:
    """Register the deallocation models of the memref ops."""
    BUFFER_DEALLOCATION_MODELS.register(
        "memref.realloc", ReallocDeallocationModel(), replace=True
    )
