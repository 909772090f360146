"""The `buffer-hoisting` and `buffer-loop-hoisting` passes (MLIR 22).

Both move allocations upwards, one function at a time, before deallocations
are placed (seed 000, "Movement and Placement of Allocations"):

- `buffer-hoisting` moves each `memref.alloc` into the nearest block that
  dominates every use of the buffer and of its aliases (views, block and
  region arguments and results it flows to), out of nested regions of
  `scf.if`, `scf.execute_region`... but never out of a loop body, and never
  above the definitions of its dynamic sizes;
- `buffer-loop-hoisting` moves each `memref.alloc` and `memref.alloca` out of
  sequential loop bodies (`scf.for`, `scf.while`, `affine.for`, ...) in which
  it does not depend on a value defined in the loop and from which no alias
  escapes (an alias used outside the loop means that each iteration's buffer
  may live on); never out of `scf.forall` / `scf.parallel` bodies.

The allocation is placed in front of the first op of the target block that
holds a use (or in front of the target block's terminator). As in MLIR:

- allocations freed by several ops are not moved; an allocation with a
  single `memref.dealloc` is moved without it (`buffer-loop-hoisting` can thus
  leave a `memref.dealloc` inside the loop: run these passes before
  deallocations are placed, as MLIR's pipeline does);
- nothing moves out of regions of ops whose control flow is unknown (no
  region-branch model), nor out of functions;
- allocations in blocks unreachable from their region's entry stay (MLIR 22's
  `buffer-loop-hoisting` crashes on them), and the upward walk stops at an
  unreachable block.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, OpResult, SSAValue

from xdsl_bufferization.analysis.buffer_placement import (
    BufferViewFlowAnalysis,
    defining_block,
    find_buffer_allocations,
    is_known_control_flow,
    is_loop,
    is_sequential_loop,
    start_operation,
    top_level_functions,
)
from xdsl_bufferization.analysis.dominance import DominanceInfo
from xdsl_bufferization.analysis.liveness import Liveness
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.transforms.verified_input import verified_input


class _HoistingState(abc.ABC):
    """Where an allocation is going, and the rules of one hoisting pass."""

    hoisted_ops: frozenset[str] = frozenset()
    """Allocation ops the pass moves (MLIR's `AllocationOpInterface` hoisting kinds)."""

    def __init__(self, dominance: DominanceInfo, placement_block: Block):
        self.dominance = dominance
        self.placement_block = placement_block

    @abc.abstractmethod
    def upper_bound(
        self, dominator_block: Block, dependency_block: Block | None
    ) -> Block | None:
        """The block the search must not go above (None: no bound)."""

    @abc.abstractmethod
    def may_leave(self, op: Operation) -> bool:
        """Whether the allocation may move out of `op`'s regions."""

    def moved_to_dominator(self, block: Block) -> None:
        self.placement_block = block

    def moved_to_parent(self, block: Block) -> None:
        self.placement_block = block


class _DominatorHoistingState(_HoistingState):
    """`buffer-hoisting`: into dominators, out of regions that are not loops."""

    hoisted_ops = frozenset({"memref.alloc"})

    def upper_bound(
        self, dominator_block: Block, dependency_block: Block | None
    ) -> Block | None:
        # The lower of the aliases' common dominator and the dependency block.
        if dependency_block is None:
            return dominator_block
        if self.dominance.block_properly_dominates(dominator_block, dependency_block):
            return dependency_block
        return dominator_block

    def may_leave(self, op: Operation) -> bool:
        return not is_loop(op)


class _LoopHoistingState(_HoistingState):
    """`buffer-loop-hoisting`: out of sequential loops only, not into dominators."""

    hoisted_ops = frozenset({"memref.alloc", "memref.alloca"})

    alias_dominator: Block | None = None

    def upper_bound(
        self, dominator_block: Block, dependency_block: Block | None
    ) -> Block | None:
        self.alias_dominator = dominator_block
        return dependency_block

    def may_leave(self, op: Operation) -> bool:
        # An alias used at or above the loop's block means the buffer of one
        # iteration may outlive it (it is passed on through a back edge).
        block = op.parent_block()
        assert self.alias_dominator is not None
        assert block is not None
        return is_sequential_loop(op) and not self.dominance.block_dominates(
            self.alias_dominator, block
        )

    def moved_to_dominator(self, block: Block) -> None:
        pass


class _Hoisting:
    """The analyses of one function, built once, and the hoisting of its allocations."""

    def __init__(
        self,
        function: Operation,
        state_class: type[_HoistingState],
        candidates: list[OpResult],
    ):
        self.state_class = state_class
        self.candidates = candidates
        self.dominance = DominanceInfo()
        self.aliases = BufferViewFlowAnalysis(function)
        self.liveness = Liveness(function)

    def run(self) -> None:
        for value in self.candidates:
            self._hoist(value)

    def _alias_dominator(self, value: SSAValue, block: Block) -> Block | None:
        """The nearest common dominator of the uses and definitions of all aliases."""
        blocks: dict[Block, None] = {block: None}
        for alias in self.aliases.resolve(value):
            for use in alias.uses:
                user_block = use.operation.parent_block()
                if user_block is not None:
                    blocks[user_block] = None
            alias_block = defining_block(alias)
            if alias_block is not None:
                blocks[alias_block] = None
        return self.dominance.nearest_common_dominator_of(blocks)

    def _dependency_block(self, op: Operation) -> Block | None:
        """The innermost block defining an operand (sizes, symbols) of `op`."""
        dependency: Block | None = None
        for operand in op.operands:
            block = defining_block(operand)
            if block is None:
                continue
            if dependency is None or self.dominance.block_dominates(dependency, block):
                dependency = block
        return dependency

    def _hoist(self, value: OpResult) -> None:
        op = value.op
        block = op.parent_block()
        if block is None or not self.dominance.is_reachable(block):
            return
        dominator = self._alias_dominator(value, block)
        if dominator is None:
            return
        state = self.state_class(self.dominance, block)
        upper = state.upper_bound(dominator, self._dependency_block(op))
        placement = self._placement_block(state, upper)
        start = start_operation(value, placement, self.liveness)
        if start is not op:
            op.detach()
            placement.insert_op_before(op, start)

    def _placement_block(self, state: _HoistingState, upper: Block | None) -> Block:
        """
        Walk up from the allocation's block (MLIR's `findPlacementBlock`): to
        the immediate dominator while there is one, else out of the region to
        the block of its op, while the block is below `upper` and the state
        allows it.
        """
        dominance = self.dominance
        current = state.placement_block
        while True:
            parent_op = current.parent_op()
            parent_block = parent_op.parent_block() if parent_op is not None else None
            if parent_op is None or parent_block is None:
                break
            if upper is not None and not dominance.block_properly_dominates(
                upper, current
            ):
                break
            region = current.parent
            immediate: Block | None = None
            if region is not None and region.blocks.first is not current:
                if not dominance.is_reachable(current):
                    break
                immediate = dominance.immediate_dominator(current)
            if immediate is not None and dominance.block_properly_dominates(
                parent_block, immediate
            ):
                current = immediate
                state.moved_to_dominator(current)
                continue
            if not is_known_control_flow(parent_op) or not state.may_leave(parent_op):
                break
            current = parent_block
            state.moved_to_parent(current)
        return state.placement_block


def _hoist_in(function: Operation, state_class: type[_HoistingState]) -> None:
    # MLIR's order: the heap allocations (BufferPlacementAllocs), then allocas.
    values: list[SSAValue] = [
        allocation.value for allocation in find_buffer_allocations(function)
    ]
    values.extend(
        op.results[0]
        for op in function.walk()
        if get_op_name(op) == "memref.alloca" and op.results
    )
    candidates = [
        value
        for value in values
        if isinstance(value, OpResult)
        and get_op_name(value.op) in state_class.hoisted_ops
    ]
    if candidates:
        _Hoisting(function, state_class, candidates).run()


def hoist_buffers(function: Operation) -> None:
    """Apply `buffer-hoisting` to one function."""
    _hoist_in(function, _DominatorHoistingState)


def hoist_buffers_from_loops(function: Operation) -> None:
    """Apply `buffer-loop-hoisting` to one function (MLIR's `hoistBuffersFromLoops`)."""
    _hoist_in(function, _LoopHoistingState)


@verified_input
@dataclass(frozen=True)
class BufferHoistingPass(MLIROptionsPass):
    """
    Move allocations into common dominators of their uses and out of nested
    regions (MLIR's `buffer-hoisting`, on each top-level `func.func`). No
    options.
    """

    name = "buffer-hoisting"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for function in top_level_functions(op):
            hoist_buffers(function)


@verified_input
@dataclass(frozen=True)
class BufferLoopHoistingPass(MLIROptionsPass):
    """
    Move allocations out of loop nests when they do not depend on the loop and
    no alias leaves it (MLIR's `buffer-loop-hoisting`, on each top-level
    `func.func`). No options.
    """

    name = "buffer-loop-hoisting"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for function in top_level_functions(op):
            hoist_buffers_from_loops(function)
