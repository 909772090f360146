"""
Analyses shared by the buffer placement passes (`buffer-hoisting`,
`buffer-loop-hoisting`, `promote-buffers-to-stack`,
`optimize-allocation-liveness`), after MLIR 22's `BufferUtils`,
`BufferViewFlowAnalysis` (dominance, which the placement passes use too, is
`analysis/dominance.py`'s `DominanceInfo`):

- `BufferViewFlowAnalysis`: for a buffer, every value that may hold it later
  (views, block and region arguments it is forwarded to, results of ops that
  may return it);
- `find_buffer_allocations`: the heap allocations of a function with their
  single deallocation, if any (MLIR's `BufferPlacementAllocs`);
- `start_operation`: where in a block an allocation must be placed so that it
  precedes its uses there;
- the loop classification of the placement passes (`is_loop`,
  `is_sequential_loop`, `is_known_control_flow`).

Every analysis is built once per function, in time linear (up to nesting
depth) in the size of the function; queries do not walk the IR.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.traits import (
    EffectInstance,
    MemoryEffectKind,
    RecursiveMemoryEffect,
)

from xdsl_bufferization.analysis.liveness import Liveness
from xdsl_bufferization.interfaces.branch import (
    get_branch_model,
    get_successor_operands,
)
from xdsl_bufferization.interfaces.function import is_call
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    RecursiveEffectsModel,
    get_memory_effects,
    is_automatic_allocation_scope_resource,
)
from xdsl_bufferization.interfaces.region_branch import (
    get_entry_successor_operands,
    get_entry_successors,
    get_region_successors,
    get_terminator_successor_operands,
    is_parallel_region,
    is_region_branch_op,
    is_region_branch_terminator,
    is_repetitive_region,
)
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.interfaces.view_like import get_view_dest, get_view_source

# ---------------------------------------------------------------------------
# Functions
# ---------------------------------------------------------------------------


def top_level_functions(module: ModuleOp) -> list[Operation]:
    """
    The `func.func` ops directly in `module`: what `mlir-opt -pass` runs a
    pass anchored on `func.func` on (functions of nested modules are not).
    """
    return [op for op in module.body.ops if get_op_name(op) == "func.func"]


# ---------------------------------------------------------------------------
# Loops and control flow
# ---------------------------------------------------------------------------

LOOP_LIKE_OPS = frozenset(
    {
        "scf.for",
        "scf.forall",
        "scf.parallel",
        "scf.while",
        "affine.for",
        "affine.parallel",
    }
)
"""Ops implementing MLIR's `LoopLikeOpInterface`."""

PARALLEL_REGION_OPS = frozenset({"scf.forall", "scf.parallel"})
"""
Loops with MLIR 22's `HasParallelRegion` trait (`affine.parallel` does not
have it in MLIR 22: `buffer-loop-hoisting` hoists out of it).
"""

_CONSERVATIVE_REGION_OPS = frozenset({"affine.for", "affine.parallel"})
"""
Loops without a region-branch model here: in the view flow, every operand and
every value forwarded by their terminators may reach every result and every
entry argument of their regions (an over-approximation of MLIR's model).
"""


def is_loop(op: Operation) -> bool:
    """
    MLIR's `isLoop` of the placement passes: a loop-like op, or a region-branch
    op one of whose regions can run again after it exits.
    """
    if get_op_name(op) in LOOP_LIKE_OPS:
        return True
    if not is_region_branch_op(op):
        return False
    return any(is_repetitive_region(region) for region in op.regions)


def has_parallel_region(op: Operation) -> bool:
    """Whether `op` runs a region in parallel threads (MLIR's `HasParallelRegion`)."""
    if get_op_name(op) in PARALLEL_REGION_OPS:
        return True
    return is_region_branch_op(op) and any(
        is_parallel_region(region) for region in op.regions
    )


def is_sequential_loop(op: Operation) -> bool:
    """A loop whose iterations run one after the other."""
    return is_loop(op) and not has_parallel_region(op)


def is_known_control_flow(op: Operation) -> bool:
    """
    Whether the placement passes understand the control flow of `op`'s
    regions (MLIR: `LoopLikeOpInterface` or `RegionBranchOpInterface`).
    """
    return get_op_name(op) in LOOP_LIKE_OPS or is_region_branch_op(op)


def defining_block(value: SSAValue) -> Block | None:
    """The block `value` is defined in (its block, or its op's block)."""
    if isinstance(value, BlockArgument):
        return value.block
    if isinstance(value, OpResult):
        return value.op.parent_block()
    return None


# ---------------------------------------------------------------------------
# Buffer view flow
# ---------------------------------------------------------------------------

_VIEW_FLOW_OPERANDS: dict[str, tuple[int, ...]] = {
    # MLIR's BufferViewFlowOpInterface models: the result may be any of these.
    "arith.select": (1, 2),
    "memref.realloc": (0,),
}


class BufferViewFlowAnalysis:
    """
    Where each buffer may flow (MLIR 22's `BufferViewFlowAnalysis`): a value
    depends on another if it may hold the same buffer later. Edges:

    - `arith.select` operands and `memref.realloc` source -> result;
    - view-like ops: source -> view;
    - branches: forwarded operand -> successor block argument;
    - region-branch ops: forwarded operand -> region argument or result, for
      the entry and for every terminator of every region;
    - calls: every operand -> every result;
    - `affine.for` / `affine.parallel` (no region-branch model): every operand
      and every value of their terminators -> every result and every entry
      argument (conservative);
    - other ops: no edge.

    `resolve(value)` is `value` and every value reachable from it.
    """

    def __init__(self, root: Operation):
        self._dependencies: dict[SSAValue, dict[SSAValue, None]] = {}
        for op in root.walk():
            if op is not root:
                self._add_op(op)

    def _register(self, values: Iterable[SSAValue], targets: Iterable[SSAValue]):
        for value, target in zip(values, targets):
            self._dependencies.setdefault(value, {})[target] = None

    def _add_op(self, op: Operation) -> None:
        name = get_op_name(op)
        selected = _VIEW_FLOW_OPERANDS.get(name)
        if selected is not None:
            if op.results:
                for index in selected:
                    if index < len(op.operands):
                        self._register((op.operands[index],), (op.results[0],))
            return
        source = get_view_source(op)
        if source is not None:
            dest = get_view_dest(op)
            if dest is not None:
                self._register((source,), (dest,))
            return
        if get_branch_model(op) is not None:
            for index, successor in enumerate(op.successors):
                forwarded = get_successor_operands(op, index).values
                self._register(forwarded, successor.args)
            return
        if is_region_branch_op(op):
            self._add_region_branch_op(op)
            return
        if name in _CONSERVATIVE_REGION_OPS:
            self._add_conservative_region_op(op)
            return
        if is_region_branch_terminator(op):
            return
        if is_call(op):
            for operand in op.operands:
                self._register((operand,) * len(op.results), op.results)

    def _add_region_branch_op(self, op: Operation) -> None:
        for successor in get_entry_successors(op):
            operands = get_entry_successor_operands(op, successor).values
            self._register(operands, successor.inputs)
        for region in op.regions:
            successors = get_region_successors(op, region)
            for block in region.blocks:
                terminator = block.last_op
                if terminator is None or not is_region_branch_terminator(terminator):
                    continue
                for successor in successors:
                    operands = get_terminator_successor_operands(
                        terminator, successor
                    ).values
                    self._register(operands, successor.inputs)

    def _add_conservative_region_op(self, op: Operation) -> None:
        targets: list[SSAValue] = list(op.results)
        for region in op.regions:
            entry = region.blocks.first
            if entry is not None:
                targets.extend(entry.args)
        sources: list[SSAValue] = list(op.operands)
        for region in op.regions:
            for block in region.blocks:
                if block.last_op is not None and not block.last_op.successors:
                    sources.extend(block.last_op.operands)
        for source in sources:
            self._register((source,) * len(targets), targets)

    def resolve(self, value: SSAValue) -> dict[SSAValue, None]:
        """`value` and every value it may flow to (insertion-ordered set)."""
        result: dict[SSAValue, None] = {}
        stack = [value]
        while stack:
            current = stack.pop()
            if current in result:
                continue
            result[current] = None
            dependencies = self._dependencies.get(current)
            if dependencies:
                stack.extend(reversed(dependencies))
        return result


# ---------------------------------------------------------------------------
# Memory effects and allocations
# ---------------------------------------------------------------------------


def declared_memory_effects(op: Operation) -> set[EffectInstance] | None:
    """
    The effects `op` declares itself (MLIR's `MemoryEffectOpInterface`): None
    when they are unknown, or when they are only those of its nested ops
    (`RecursiveMemoryEffects` is a trait, not the interface, in MLIR).
    """
    model = MEMORY_EFFECTS_MODELS.lookup(op)
    if isinstance(model, RecursiveEffectsModel):
        return None
    if model is None and op.get_trait(RecursiveMemoryEffect) is not None:
        return None
    return get_memory_effects(op)


def _is_value_effect(effect: EffectInstance, kind: MemoryEffectKind) -> bool:
    return effect.kind == kind and isinstance(effect.value, SSAValue)


def heap_allocated_result(op: Operation) -> SSAValue | None:
    """
    The single result `op` allocates on the heap (not on an automatic
    allocation scope), if it declares exactly one such allocation.
    """
    effects = declared_memory_effects(op)
    if not effects:
        return None
    allocated: dict[SSAValue, None] = {}
    for effect in effects:
        if (
            _is_value_effect(effect, MemoryEffectKind.ALLOC)
            and isinstance(effect.value, OpResult)
            and not is_automatic_allocation_scope_resource(effect.resource)
        ):
            allocated[effect.value] = None
    if len(allocated) != 1:
        return None
    return next(iter(allocated))


def frees_value(op: Operation, value: SSAValue) -> bool:
    """Whether `op` declares a FREE effect on `value`."""
    effects = declared_memory_effects(op)
    return bool(effects) and any(
        effect.kind == MemoryEffectKind.FREE and effect.value is value
        for effect in effects
    )


def find_deallocs(value: SSAValue) -> list[Operation]:
    """
    The direct users of `value` that free it (declare a FREE effect on it), in
    use order (MLIR's `memref::findDealloc` takes the only one, and gives up
    when there are several).
    """
    found: dict[Operation, None] = {}
    for use in value.uses:
        if frees_value(use.operation, value):
            found[use.operation] = None
    return list(found)


@dataclass(frozen=True)
class BufferAllocation:
    """A heap allocation and the op that frees it (None if none does)."""

    value: SSAValue
    dealloc: Operation | None


def find_buffer_allocations(root: Operation) -> list[BufferAllocation]:
    """
    The heap allocations nested in `root`, in IR order (MLIR's
    `BufferPlacementAllocs`): ops declaring exactly one allocation of a result
    outside automatic allocation scopes; allocations freed by several ops are
    left out.
    """
    allocations: list[BufferAllocation] = []
    for op in root.walk():
        value = heap_allocated_result(op)
        if value is None:
            continue
        deallocs = find_deallocs(value)
        if len(deallocs) > 1:
            continue
        allocations.append(BufferAllocation(value, deallocs[0] if deallocs else None))
    return allocations


# ---------------------------------------------------------------------------
# Placement
# ---------------------------------------------------------------------------


def start_operation(value: SSAValue, block: Block, liveness: Liveness) -> Operation:
    """
    The op of `block` before which an allocation of `value` must be placed
    (MLIR's `BufferPlacementAllocs::getStartOperation`): the block's first op
    if `value` is live on entry or a block argument, else its defining op,
    or the op of `block` holding it, or else the block's terminator.
    """
    start: Operation | None
    if isinstance(value, BlockArgument) or liveness.is_live_in(value, block):
        start = block.first_op
    else:
        assert isinstance(value, OpResult)
        start = value.op
    assert start is not None
    if start.parent_block() is not block:
        ancestor = block.find_ancestor_op_in_block(start)
        if ancestor is None:
            ancestor = block.last_op
        assert ancestor is not None
        start = ancestor
    return start


class BlockOrder:
    """
    Positions of ops in their blocks, to compare them in O(1) while ops move
    (xDSL's `is_before_in_block` walks the block). A block is numbered when
    first queried; an op moved with `move_after` takes a position between its
    new neighbours (the block is renumbered when no such position is left).
    """

    def __init__(self) -> None:
        self._positions: dict[Operation, float] = {}
        self._numbered: set[Block] = set()

    def _number(self, block: Block) -> None:
        for index, op in enumerate(block.ops):
            self._positions[op] = float(index)
        self._numbered.add(block)

    def position(self, op: Operation) -> float:
        block = op.parent_block()
        assert block is not None
        if block not in self._numbered:
            self._number(block)
        return self._positions[op]

    def is_before(self, a: Operation, b: Operation) -> bool:
        """Whether `a` comes strictly before `b` (ops of one block)."""
        return self.position(a) < self.position(b)

    def move_after(self, op: Operation, anchor: Operation) -> None:
        """Move `op` right after `anchor` in `anchor`'s block."""
        block = anchor.parent_block()
        assert block is not None
        if op is anchor or anchor.next_op is op:
            return
        low = self.position(anchor)
        following = anchor.next_op
        op.detach()
        block.insert_op_after(op, anchor)
        high = self.position(following) if following is not None else low + 2.0
        middle = (low + high) / 2
        if not low < middle < high:
            self._number(block)
            return
        self._positions[op] = middle
