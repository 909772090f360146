"""
The `ownership-based-buffer-deallocation` pass (MLIR 22's algorithm).

Every block ends with a `bufferization.dealloc` that frees the buffers the
block owns and that are no longer needed; ownership is an `i1` indicator per
memref, forwarded along with memrefs through block arguments, region-branch
operands and results (see `xdsl_bufferization.interfaces.ownership` and
docs/buffer_deallocation.md).

For each block (nested blocks before the block that holds them; the blocks of
a region in depth-first order from the entry block, so that a block comes after
the blocks that dominate it):

1. the memrefs the block may have to deallocate are its live-in memrefs of the
   same region (with the ownership they have in their defining block), its
   memref arguments (ownership `false` for function arguments, a new `i1`
   argument otherwise) and what its ops allocate;
2. each op updates ownerships: allocations are owned, `memref.alloca` and ops
   with no memref operand (`memref.get_global`) are not, call results are
   owned (function boundary ABI), region-branch ops get one extra `i1`
   operand per forwarded memref and one extra `i1` result per memref result,
   other ops' memref results take the ownership of their memref operands;
3. the terminator gets the dealloc: before a branch, retaining the forwarded
   memrefs and those live in the successor (one dealloc per successor of a
   `cf.cond_br`, conditions conjoined with the branch condition); before a
   return-like terminator, retaining the returned memrefs. A function returns
   only memrefs it owns: others are cloned (at runtime, when the indicator
   is not constant).

The whole input is checked before the pass changes anything; an input it
cannot handle gets MLIR's diagnostic at the offending op and is left unchanged.

Differences from MLIR 22 (see docs/buffer_deallocation.md): explicit
control-flow loops are supported (MLIR rejects them); ownership and liveness
follow ops the pass rebuilds with extra results (MLIR loses track of them,
which frees buffers too early or crashes on some `cf` diamonds); no empty
`bufferization.dealloc` and no unused constants are created.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from typing import cast

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import FunctionType, ModuleOp, i1
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.traits import (
    EffectInstance,
    IsTerminator,
    MemoryEffectKind,
    NoTerminator,
    OpTrait,
    RecursiveMemoryEffect,
)
from xdsl.utils.symbol_table import SymbolTableCollection

from xdsl_bufferization.analysis.liveness import Liveness
from xdsl_bufferization.diagnostics import emit_error
from xdsl_bufferization.interfaces.branch import get_successor_operands, is_branch
from xdsl_bufferization.interfaces.buffer_deallocation import (
    BufferDeallocationModel,
    Builder,
    DeallocationOptions,
    create_dealloc,
    get_buffer_deallocation_model,
    insert_dealloc_for_return_like,
    memrefs_and_conditions_to_deallocate,
)
from xdsl_bufferization.interfaces.function import (
    get_callee,
    get_function_body,
    get_function_type,
    is_call,
    is_external,
    is_function_like,
    is_private,
    resolve_callee,
    set_function_type,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    RecursiveEffectsModel,
    get_memory_effects,
    has_no_effects_by_class,
    is_automatic_allocation_scope_resource,
    reads_and_writes_only_by_class,
)
from xdsl_bufferization.interfaces.ownership import (
    DeallocationError,
    DeallocationState,
    Ownership,
    constant_bool,
    is_memref,
)
from xdsl_bufferization.interfaces.pipeline_building import (
    active_pipeline_building,
    building_for_pipeline,
)
from xdsl_bufferization.interfaces.region_branch import (
    get_entry_successor_operands,
    get_entry_successors,
    get_terminator_successor_operands,
    is_region_branch_op,
    is_region_branch_terminator,
)
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.transforms.verified_input import verified_input
from xdsl_bufferization.utils.walk import block_ops, nested_ops

MANUAL_DEALLOCATION = "bufferization.manual_deallocation"
"""Attribute of allocations and frees under manual deallocation (left alone)."""

# ---------------------------------------------------------------------------
# Traversal
# ---------------------------------------------------------------------------


def _reachable_blocks(region: Region) -> list[Block]:
    """The blocks of `region` reachable from its entry, in depth-first preorder."""
    entry = region.first_block
    if entry is None:
        return []
    if entry.next_block is None:
        # One block (most regions): nothing else to reach.
        return [entry]
    order: list[Block] = [entry]
    visited = {entry}
    stack: list[tuple[Block, int]] = [(entry, 0)]
    while stack:
        block, index = stack[-1]
        last = block.last_op
        successors = last.successors if last is not None else ()
        if index >= len(successors):
            stack.pop()
            continue
        stack[-1] = (block, index + 1)
        successor = successors[index]
        if successor not in visited and successor.parent is region:
            visited.add(successor)
            order.append(successor)
            stack.append((successor, 0))
    return order


def blocks_in_processing_order(root: Operation) -> list[Block]:
    """
    The blocks nested in `root` in the order the pass processes them (MLIR's
    post-order walk with forward dominance order): the blocks nested in the
    ops of a block come before the block; a region's reachable blocks in
    depth-first preorder. Unreachable blocks are left out.
    """
    return _blocks_in_processing_order(root)[0]


def _blocks_in_processing_order(root: Operation) -> tuple[list[Block], bool]:
    """`blocks_in_processing_order(root)`, and whether they are all the
    blocks nested in `root` (no unreachable block, no region left to its op)."""
    result: list[Block] = []
    every_block = True
    # Frames: (block, index of the next op to look into), or a region to expand.
    stack: list[tuple[Block, int]] = []

    def push_op_regions(op: Operation) -> list[tuple[Block, int]]:
        nonlocal every_block
        frames: list[tuple[Block, int]] = []
        model = _deallocation_model(op) if op is not root else None
        if model is not None and not model.deallocates_in_regions(op):
            if any(region.first_block is not None for region in op.regions):
                every_block = False
            return frames
        for region in op.regions:
            reachable = _reachable_blocks(region)
            first = region.first_block
            if (
                first is not None
                and first.next_block is not None
                and len(reachable) != len(region.blocks)
            ):
                every_block = False
            frames.extend((block, 0) for block in reachable)
        return frames

    # Each frame walks the ops of its block; nested blocks are pushed on top,
    # in reverse so that they are processed in order.
    stack.extend(reversed(push_op_regions(root)))
    ops_of: dict[Block, list[Operation]] = {}
    while stack:
        block, index = stack[-1]
        ops = ops_of.get(block)
        if ops is None:
            ops = block_ops(block)
            ops_of[block] = ops
        while index < len(ops) and not ops[index].regions:
            index += 1
        if index >= len(ops):
            stack.pop()
            result.append(block)
            continue
        stack[-1] = (block, index + 1)
        stack.extend(reversed(push_op_regions(ops[index])))
    return result, every_block


# ---------------------------------------------------------------------------
# Op properties
# ---------------------------------------------------------------------------


def _has_buffer_semantics(op: Operation) -> bool:
    """Memref operands, results or entry block arguments."""
    for value in op.operands:
        if is_memref(value):
            return True
    for value in op.results:
        if is_memref(value):
            return True
    for region in op.regions:
        entry = region.first_block
        if entry is not None:
            for argument in entry.args:
                if is_memref(argument):
                    return True
    return False


def _our_class(op: Operation) -> type[Operation] | None:
    from xdsl_bufferization.interfaces.memory_effects import (
        _our_op_class,  # pyright: ignore[reportPrivateUsage]
    )

    return _our_op_class(op.name)


_CLASS_TRAITS: dict[tuple[type[Operation], str, type[OpTrait]], bool] = {}


def _has_class_trait(op: Operation, trait: type[OpTrait]) -> bool:
    """Whether the class of `op`, or our class for its name, has `trait`
    (cached: traits are fixed per class, and looking one up tests them all)."""
    key = (type(op), op.name, trait)
    found = _CLASS_TRAITS.get(key)
    if found is None:
        ours = _our_class(op)
        found = op.get_trait(trait) is not None or (
            ours is not None and ours.get_trait(trait) is not None
        )
        _CLASS_TRAITS[key] = found
    return found


def _has_recursive_effects(op: Operation) -> bool:
    """Whether the op's effects are those of its nested ops (MLIR's trait)."""
    model = MEMORY_EFFECTS_MODELS.lookup(op)
    if model is not None:
        return isinstance(model, RecursiveEffectsModel)
    return _has_class_trait(op, RecursiveMemoryEffect)


def _alloc_or_free(effects: set[EffectInstance] | None) -> bool:
    """Whether `effects` (an op's own) allocate or free."""
    return bool(effects) and any(
        e.kind in (MemoryEffectKind.ALLOC, MemoryEffectKind.FREE) for e in effects or ()
    )


def _is_terminator(op: Operation) -> bool:
    if _has_class_trait(op, IsTerminator):
        return True
    block = op.parent
    return block is not None and block.last_op is op and bool(op.successors)


def _has_no_terminator(op: Operation) -> bool:
    return _has_class_trait(op, NoTerminator)


def _deallocation_model(op: Operation) -> BufferDeallocationModel | None:
    """
    The deallocation model that handles `op`, if any. An op under manual
    deallocation is handled by its memory effects, as in MLIR (where only
    ops without a model can carry the attribute): its frees are the user's,
    its allocations are never owned.
    """
    if MANUAL_DEALLOCATION in op.attributes:
        return None
    return get_buffer_deallocation_model(op)


def _is_certainly_owned(ownership: Ownership) -> bool:
    return ownership.is_unique and constant_bool(ownership.indicator) is True


def _frees_operand(operand: SSAValue, effects: Iterable[EffectInstance]) -> bool:
    return any(e.kind == MemoryEffectKind.FREE and e.value is operand for e in effects)


# ---------------------------------------------------------------------------
# The pass on one function
# ---------------------------------------------------------------------------


def _class_has_no_effects(op: Operation) -> bool:
    """Whether no op of `op`'s class has effects of its own, so that they
    need not be asked op by op (if its name is its class's: the fact is the
    class's; asked afresh, since models may be registered between runs)."""
    op_class = type(op)
    return op.name == op_class.name and has_no_effects_by_class.__wrapped__(op_class)


class _OpKind:
    """The interfaces an op implements, by model: the same for every op of a
    class and name, so asked once per pass run (the rewrite asks them of
    every op; models may be registered between runs)."""

    __slots__ = (
        "branch",
        "call",
        "model",
        "no_alloc_or_free_of_its_own",
        "no_effects",
        "passes_check_alone",
        "recursive_effects",
        "region_branch",
        "region_branch_terminator",
    )

    def __init__(self, op: Operation):
        self.model = get_buffer_deallocation_model(op)
        self.recursive_effects = _has_recursive_effects(op)
        self.no_effects = _class_has_no_effects(op)
        # No allocation or free of its own (all the pass reads of effects).
        self.no_alloc_or_free_of_its_own = (
            self.recursive_effects
            or self.no_effects
            or (op.name == type(op).name and reads_and_writes_only_by_class(type(op)))
        )
        self.region_branch = is_region_branch_op(op)
        self.call = is_call(op)
        self.branch = is_branch(op)
        self.region_branch_terminator = is_region_branch_terminator(op)
        # Without regions, successors or manual deallocation, such an op
        # passes the check (only those of regions and terminators could fail).
        self.passes_check_alone = (
            self.model is None
            and self.no_alloc_or_free_of_its_own
            and get_op_name(op) != "bufferization.dealloc"
            and not _has_class_trait(op, IsTerminator)
        )


class _FunctionDeallocation:
    """Inserts the deallocations of one function."""

    def __init__(
        self,
        function: Operation,
        options: DeallocationOptions,
        symbol_tables: SymbolTableCollection,
        kinds: dict[tuple[type[Operation], str], _OpKind] | None = None,
    ):
        self.function = function
        self.options = options
        self.symbol_tables = symbol_tables
        self._kinds: dict[tuple[type[Operation], str], _OpKind] = (
            {} if kinds is None else kinds
        )
        # Only the liveness of memrefs is asked.
        self.state = DeallocationState(function, Liveness(function, is_memref))
        self.blocks, self._every_block = _blocks_in_processing_order(function)
        self._known_effects: dict[
            int, tuple[Operation, Sequence[SSAValue], set[EffectInstance] | None]
        ] = {}
        """The own effects of the ops the check asked, by `id` (with the op,
        whose id stays its own while it is held here, and its operands then),
        for the rewrite to reuse: effects are on the op's operands and
        results, and an op whose operands change gets a new operand tuple."""
        self._no_effects: set[EffectInstance] = set()  # shared: never changed

    def _own_effects(self, op: Operation) -> set[EffectInstance] | None:
        """The effects of `op` itself (None if unknown, empty if recursive),
        remembered while `op`'s operands are the same; empty, unbuilt, for
        a kind without allocation or free of its own (e.g. copy, linalg)."""
        if self._kind(op).no_alloc_or_free_of_its_own:
            return self._no_effects
        operands = op._operands  # pyright: ignore[reportPrivateUsage]
        known = self._known_effects.get(id(op))
        if known is not None and known[0] is op and known[1] is operands:
            return known[2]
        effects = get_memory_effects(op)
        self._known_effects[id(op)] = (op, operands, effects)
        return effects

    # -- preconditions -------------------------------------------------------

    def check(self) -> None:
        """Raise `DeallocationError` at the first op the pass cannot handle."""
        for block in self.blocks:
            for op in block.ops:
                message = self._precondition_error(op)
                if message is not None:
                    raise DeallocationError(op, message)

    def _precondition_error(self, op: Operation) -> str | None:
        if self._kind(op).passes_check_alone and not (
            op.regions or op._successors or MANUAL_DEALLOCATION in op.attributes  # pyright: ignore[reportPrivateUsage]
        ):
            return None  # most ops (constants, views, copies, linalg ops)
        # The effects of `op` itself (recursive effects are empty here,
        # unknown ones None) are computed once, when first needed.
        if MANUAL_DEALLOCATION in op.attributes and not _alloc_or_free(
            self._own_effects(op)
        ):
            # MLIR's bufferization dialect rejects this when verifying the op.
            return (
                f"'{op.name}' op attribute '{MANUAL_DEALLOCATION}' can be used "
                "only on ops that have an allocation and/or free side effect"
            )
        kind = self._kind(op)
        model = None if MANUAL_DEALLOCATION in op.attributes else kind.model
        if model is not None:
            return model.verify(op, self.options)
        if get_op_name(op) == "bufferization.dealloc":
            return "No deallocation operations must be present when running this pass!"
        if kind.branch and len(op.successors) > 1:
            # Checked whatever the operands (the dealloc of a branch with no
            # memref operand still depends on its successors).
            return (
                "BranchOpInterface operations with multiple successors are not "
                "supported yet"
            )
        # Declaring effects (MLIR's interface, or recursive effects) is
        # having known own effects.
        effects = self._own_effects(op)
        if effects is None and not kind.call:
            return "ops with unknown memory side effects are not supported"
        if not _has_buffer_semantics(op) and not _alloc_or_free(effects):
            return None
        regions = len(op.regions)
        if ((regions == 1 and op.results) or regions > 1) and not kind.region_branch:
            return (
                "All operations with attached regions need to implement the "
                "RegionBranchOpInterface."
            )
        if op.regions and _has_no_terminator(op):
            return "NoTerminator trait is not supported"
        if _is_terminator(op):
            if kind.branch == kind.region_branch_terminator:
                return (
                    "Terminators must implement either BranchOpInterface or "
                    "RegionBranchTerminatorOpInterface (but not both)!"
                )
            if len(op.successors) > 1:
                return "Terminators with more than one successor are not supported!"
        return self._free_effect_error(op, effects)

    def _free_effect_error(
        self, op: Operation, effects: set[EffectInstance] | None
    ) -> str | None:
        if not effects:
            return None
        if MANUAL_DEALLOCATION in op.attributes:
            return None
        if not self.options.is_relevant_dealloc_op(op):
            return None
        for operand in op.operands:
            if is_memref(operand) and _frees_operand(operand, effects):
                return "memory free side-effect on MemRef value not supported!"
        return None

    # -- driver --------------------------------------------------------------

    def run(self) -> None:
        processed = set(self.blocks)
        self._build_leading_false()
        for block in self.blocks:
            self._deallocate_block(block)
        if not self._every_block:
            # Only blocks the pass did not process can need an update.
            self._update_unreachable_branches(processed)
        self._update_function_signature()

    def _build_leading_false(self) -> None:
        """
        In the pipeline only (`interfaces/pipeline_building.py`), for a
        function with a memref argument: build first the `false` its entry
        block gets for those arguments, which leads the function (blocks
        insert only at their own start, and the entry block is processed
        last, where its arguments take it as they would have built it
        there). The function's blocks then use it rather than build a
        `false` that the next `canonicalize` would replace by it.
        """
        building = active_pipeline_building()
        if building is None:
            return
        entry = get_function_body(self.function).first_block
        if entry is None or not any(is_memref(arg) for arg in entry.args):
            return
        false = Builder.at_block_begin(entry).bool_constant(False)
        building.lead_with_false(entry, false)

    def _update_unreachable_branches(self, processed: set[Block]) -> None:
        """
        Unreachable blocks are not processed (as in MLIR), but their branches
        must pass an indicator for each memref they forward to a processed
        block, which got an `i1` argument per memref argument: `false`.
        """
        for op in nested_ops(self.function):
            for region in op.regions:
                for block in region.blocks:
                    if block in processed:
                        continue
                    terminator = block.last_op
                    if terminator is None or not is_branch(terminator):
                        continue
                    for index, successor in enumerate(terminator.successors):
                        if successor not in processed:
                            continue
                        forwarded = get_successor_operands(terminator, index)
                        count = sum(1 for v in forwarded.values if is_memref(v))
                        if count:
                            false = Builder.before(terminator).bool_constant(False)
                            forwarded.append([false] * count)

    def _deallocate_block(self, block: Block) -> None:
        state = self.state
        builder = Builder.at_block_begin(block)
        region = block.parent
        for value in state.live_memrefs_in(block):
            value_block = value.owner if isinstance(value.owner, Block) else None
            defining_block = (
                value_block
                if value_block is not None
                else cast(Operation, value.owner).parent
            )
            assert defining_block is not None
            if defining_block.parent is region:
                state.update_ownership(
                    value, state.get_ownership(value, defining_block), block
                )
                state.add_memref_to_deallocate(value, block)
            else:
                # Nested regions never take ownership of values from outside.
                state.update_ownership(value, builder.bool_constant(False), block)

        parent = block.parent_op()
        function_entry = (
            parent is not None
            and is_function_like(parent)
            and region is not None
            and region.blocks.first is block
        )
        for argument in list(block.args):
            if not is_memref(argument):
                continue
            if function_entry:
                # Function boundary ABI: arguments are never owned.
                state.update_ownership(argument, builder.bool_constant(False), None)
            else:
                indicator = block.insert_arg(i1, len(block.args))
                state.update_ownership(argument, indicator, None)
            state.add_memref_to_deallocate(argument, block)

        for op in block_ops(block):
            result = self._handle_op(op)
            if result is not None:
                self._populate_remaining_ownerships(result)

    def _handle_op(self, op: Operation) -> Operation | None:
        kind = self._kind(op)
        model = None if MANUAL_DEALLOCATION in op.attributes else kind.model
        if model is not None:
            return model.process(op, self.state, self.options)
        current: Operation = op
        effects = self._own_effects(op)
        if effects:
            self._handle_memory_effects(current, effects)
        if kind.region_branch:
            current = self._handle_region_branch(current)
            kind = self._kind(current)
        if kind.call:
            current = self._handle_call(current)
            kind = self._kind(current)
        if kind.branch:
            self._handle_branch(current)
        if kind.region_branch_terminator:
            self._handle_region_branch_terminator(current)
        return current

    def _kind(self, op: Operation) -> _OpKind:
        """The interfaces of `op`'s class (see `_OpKind`)."""
        key = (type(op), get_op_name(op))
        kind = self._kinds.get(key)
        if kind is None:
            kind = self._kinds[key] = _OpKind(op)
        return kind

    # -- handlers ------------------------------------------------------------

    def _handle_memory_effects(
        self, op: Operation, effects: set[EffectInstance]
    ) -> None:
        state = self.state
        block = op.parent
        assert block is not None
        builder = Builder.at_block_begin(block)
        manual = MANUAL_DEALLOCATION in op.attributes
        for operand in dict.fromkeys(v for v in op.operands if is_memref(v)):
            if not _frees_operand(operand, effects):
                continue
            if not self.options.is_relevant_dealloc_op(op) or not manual:
                continue
            # A buffer under manual deallocation must not be owned by the
            # block: check it at runtime where the ownership is known.
            ownership = state.get_ownership(operand, block)
            if ownership.is_unique:
                # Imported here: only manual deallocation needs `cf`, and
                # importing the dialect costs the main job 5 ms.
                from xdsl.dialects import cf

                before = Builder.before(op)
                true = before.bool_constant(True)
                negated = before.insert(arith.XOrIOp(ownership.indicator, true))
                before.insert(
                    cf.AssertOp(
                        negated, "expected that the block does not have ownership"
                    )
                )
        for result in op.results:
            if not is_memref(result):
                continue
            allocation = next(
                (
                    e
                    for e in effects
                    if e.kind == MemoryEffectKind.ALLOC and e.value is result
                ),
                None,
            )
            if allocation is None:
                continue
            if (
                is_automatic_allocation_scope_resource(allocation.resource)
                or manual
                or not self.options.is_relevant_alloc_op(op)
            ):
                # Stack allocations, manual deallocation, other kinds of
                # allocations: never owned by this pass.
                state.reset_ownerships((result,), block)
                state.update_ownership(result, builder.bool_constant(False), block)
                continue
            state.update_ownership(result, builder.bool_constant(True), block)
            state.add_memref_to_deallocate(result, block)

    def _handle_region_branch(self, op: Operation) -> Operation:
        block = op.parent
        assert block is not None
        successors = get_entry_successors(op)
        if successors:
            entry_operands = get_entry_successor_operands(op, successors[0])
            count = sum(1 for v in entry_operands.values if is_memref(v))
            if count:
                # Nested regions never take ownership of the memrefs passed in.
                false = Builder.at_block_begin(block).bool_constant(False)
                entry_operands.append([false] * count)
        memref_results = [r for r in op.results if is_memref(r)]
        if not memref_results:
            return op
        return self._with_ownership_results(op, len(memref_results))

    def _with_ownership_results(self, op: Operation, count: int) -> Operation:
        """`op` with `count` more `i1` results, one per memref result (in
        order): the ownership of that result, which its block deallocates."""
        state = self.state
        block = op.parent
        assert block is not None
        new_op = append_results(op, [i1] * count)
        state.record_replacement(op, new_op)
        counter = len(op.results)
        for result in new_op.results[: len(op.results)]:
            if not is_memref(result):
                continue
            state.update_ownership(result, new_op.results[counter], block)
            state.add_memref_to_deallocate(result, block)
            counter += 1
        return new_op

    def _callee_is_private_with_body(self, op: Operation) -> bool:
        if isinstance(get_callee(op), SSAValue):
            # An indirect call's results cannot grow: its type is the callee's.
            return False
        callee = resolve_callee(op, self.symbol_tables)
        if callee is None or not is_function_like(callee):
            return False
        return is_private(callee) and not is_external(callee)

    def _handle_call(self, op: Operation) -> Operation:
        state = self.state
        block = op.parent
        assert block is not None
        memref_results = [r for r in op.results if is_memref(r)]
        if not memref_results:
            return op
        if (
            self.options.private_function_dynamic_ownership
            and self._callee_is_private_with_body(op)
        ):
            return self._with_ownership_results(op, len(memref_results))
        # Function boundary ABI: the caller owns every returned memref.
        true = Builder.before(op).bool_constant(True)
        for result in memref_results:
            state.update_ownership(result, true, block)
            state.add_memref_to_deallocate(result, block)
        return op

    def _handle_branch(self, op: Operation) -> None:
        state = self.state
        block = op.parent
        assert block is not None
        builder = Builder.before(op)
        memrefs, conditions = memrefs_and_conditions_to_deallocate(
            state, builder, block
        )
        forwarded = get_successor_operands(op, 0)
        retained = state.memrefs_to_retain(block, op.successors[0], forwarded.values)
        if not memrefs and not retained:
            return
        dealloc = create_dealloc(state, builder, block, memrefs, conditions, retained)
        count = sum(1 for v in forwarded.values if is_memref(v))
        forwarded.append(list(dealloc.results[:count]))

    def _is_function_without_dynamic_ownership(self, op: Operation | None) -> bool:
        if op is None or not is_function_like(op):
            return False
        return (
            not self.options.private_function_dynamic_ownership
            or not is_private(op)
            or is_external(op)
        )

    def _handle_region_branch_terminator(self, op: Operation) -> None:
        state = self.state
        block = op.parent
        assert block is not None
        without_dynamic = self._is_function_without_dynamic_ownership(op.parent_op())
        operands = get_terminator_successor_operands(op)
        values = operands.values
        positions = [i for i, value in enumerate(values) if is_memref(value)]
        certainly_owned = [
            _is_certainly_owned(state.get_ownership(values[i], block))
            for i in positions
        ]
        ownerships = insert_dealloc_for_return_like(state, op, values)
        if not without_dynamic:
            if ownerships:
                operands.append(ownerships)
            return
        # Function boundary ABI: return only buffers the caller will own. The
        # dealloc retained the returned memrefs, and its results say whether
        # the function owned them; the others are cloned (MLIR decides before
        # the dealloc, from the indicator alone, and clones more often).
        builder = Builder.before(op)
        for position, owned, ownership in zip(
            positions, certainly_owned, ownerships, strict=True
        ):
            if owned:
                continue
            index = operands.start + position
            op.operands[index] = self._clone_unless_owned(
                builder, op.operands[index], ownership
            )

    def _clone_unless_owned(
        self, builder: Builder, memref: SSAValue, ownership: SSAValue
    ) -> SSAValue:
        """`memref` if `ownership` holds at runtime, else a clone of it."""
        from xdsl_bufferization.dialects.bufferization import CloneOp
        from xdsl_bufferization.dialects.scf import IfOp, YieldOp

        clone = CloneOp(memref)
        if_op = builder.insert(
            IfOp(
                ownership,
                [memref.type],
                [YieldOp(memref)],
                [clone, YieldOp(clone.output)],
            )
        )
        return if_op.results[0]

    def _populate_remaining_ownerships(self, op: Operation) -> None:
        state = self.state
        block = op.parent
        if block is None:
            return
        for result in op.results:
            if not is_memref(result):
                continue
            if not state.get_ownership(result, block).is_uninitialized:
                continue
            # Without an allocation, a result may alias any memref operand.
            for operand in op.operands:
                if not is_memref(operand):
                    continue
                owner = operand.owner
                operand_block = owner if isinstance(owner, Block) else owner.parent
                state.update_ownership(
                    result, state.get_ownership(operand, operand_block), block
                )
            if state.get_ownership(result, block).is_uninitialized:
                # No memref operand (memref.get_global): not owned.
                state.update_ownership(
                    result, Builder.before(op).bool_constant(False), block
                )

    # -- signature -------------------------------------------------------------

    def _update_function_signature(self) -> None:
        function = self.function
        body = get_function_body(function)
        returned: list[tuple[Attribute, ...]] = []
        for block in body.blocks:
            last = block.last_op
            if last is not None and is_region_branch_terminator(last):
                returned.append(
                    tuple(
                        v.type for v in get_terminator_successor_operands(last).values
                    )
                )
        outputs: Sequence[Attribute] = (
            returned[0] if returned else get_function_type(function).outputs.data
        )
        entry = body.blocks.first
        inputs = (
            [a.type for a in entry.args]
            if entry is not None
            else list(get_function_type(function).inputs.data)
        )
        new_type = FunctionType.from_lists(inputs, outputs)
        if new_type != get_function_type(function):
            set_function_type(function, inputs, outputs)


def append_results(op: Operation, types: Sequence[Attribute]) -> Operation:
    """
    A new op like `op` with `types` appended to its results, replacing `op`:
    same operands, properties, attributes and successors, with the regions of
    `op` moved into it; uses of the results of `op` use its first results.
    """
    regions = [op.detach_region(region) for region in list(op.regions)]
    op_class: type[Operation] = type(op)
    new_op = cast(
        Operation,
        op_class.create(  # pyright: ignore[reportUnknownMemberType]
            operands=op.operands,
            result_types=[*op.result_types, *types],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            successors=op.successors,
            regions=regions,
        ),
    )
    for old, new in zip(op.results, new_op.results):
        new.name_hint = old.name_hint
    block = op.parent
    assert block is not None
    block.insert_op_before(new_op, op)
    for old, new in zip(op.results, new_op.results):
        old.replace_all_uses_with(new)
    block.erase_op(op)
    return new_op


# ---------------------------------------------------------------------------
# The pass
# ---------------------------------------------------------------------------


def _functions(root: Operation) -> list[Operation]:
    """The `func.func` ops with a body in `root`, in IR order."""
    return [
        op
        for op in nested_ops(root)
        if get_op_name(op) == "func.func" and not is_external(op)
    ]


def deallocate_buffers(
    root: Operation,
    options: DeallocationOptions | None = None,
    for_pipeline: bool = False,
) -> None:
    """
    Insert the deallocations of every function in `root` (MLIR's
    `deallocateBuffersOwnershipBased`, applied to all `func.func` ops). The
    input is checked first; on an input the pass cannot handle, the error is
    emitted at the offending op (raising `PassFailedException`) and `root` is
    left unchanged. `for_pipeline` (for `buffer-deallocation-pipeline` only,
    whose next step is `canonicalize`): build some of what that step would
    simplify as it would leave it (`interfaces/pipeline_building.py`).
    """
    if options is None:
        options = DeallocationOptions()
    symbol_tables = SymbolTableCollection()
    kinds: dict[tuple[type[Operation], str], _OpKind] = {}
    passes = [
        _FunctionDeallocation(function, options, symbol_tables, kinds)
        for function in _functions(root)
    ]
    try:
        for function_pass in passes:
            function_pass.check()
        with ExitStack() as stack:
            if for_pipeline:
                from xdsl_bufferization.transforms.canonicalization_patterns.bufferization import (
                    is_allocated_by_owner,
                )

                stack.enter_context(building_for_pipeline(is_allocated_by_owner))
            for function_pass in passes:
                function_pass.run()
    except DeallocationError as error:
        emit_error(error.op, error.message, notes=error.notes)


@verified_input
@dataclass(frozen=True)
class OwnershipBasedBufferDeallocationPass(MLIROptionsPass):
    """
    Insert `bufferization.dealloc` ops so that every buffer a memref program
    allocates is freed exactly once, after its last use (MLIR 22's
    `-ownership-based-buffer-deallocation`).

    Options (MLIR 22's names and defaults):

    - `private-function-dynamic-ownership` (false): private functions
      with a body return one extra `i1` ownership indicator per memref result
      (their callers get it as an extra call result) instead of cloning
      results they do not own.

    From Python, `with_options(DeallocationOptions(...))` also chooses which
    allocating and freeing ops are relevant (mixed allocations).
    """

    name = "ownership-based-buffer-deallocation"

    private_function_dynamic_ownership: bool = False

    deallocation_options: DeallocationOptions | None = field(
        default=None, init=False, compare=False, repr=False
    )

    for_pipeline: bool = field(default=False, init=False, compare=False, repr=False)
    """Set by `as_pipeline_step`."""

    @classmethod
    def with_options(
        cls, options: DeallocationOptions
    ) -> OwnershipBasedBufferDeallocationPass:
        """The pass with Python-level options (`private_function_dynamic_ownership`
        is taken from `options`)."""
        instance = cls(
            private_function_dynamic_ownership=options.private_function_dynamic_ownership
        )
        object.__setattr__(instance, "deallocation_options", options)
        return instance

    def as_pipeline_step(self) -> OwnershipBasedBufferDeallocationPass:
        """This pass as a step of `buffer-deallocation-pipeline`, which
        canonicalizes next (see `deallocate_buffers`' `for_pipeline`)."""
        instance = type(self)(self.private_function_dynamic_ownership)
        object.__setattr__(instance, "deallocation_options", self.deallocation_options)
        object.__setattr__(instance, "for_pipeline", True)
        return instance

    def options(self) -> DeallocationOptions:
        if self.deallocation_options is not None:
            return self.deallocation_options
        return DeallocationOptions(
            private_function_dynamic_ownership=self.private_function_dynamic_ownership
        )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        deallocate_buffers(op, self.options(), self.for_pipeline)


__all__ = [
    "MANUAL_DEALLOCATION",
    "DeallocationOptions",
    "OwnershipBasedBufferDeallocationPass",
    "append_results",
    "blocks_in_processing_order",
    "deallocate_buffers",
]
