"""The conflict detection of One-Shot Analysis (`one_shot_analysis`): whether
bufferizing a tensor operand in place creates a read-after-write conflict (a
read that would see a write that, according to SSA, happens after the
definition it expects: `would_create_read_after_write_interference`, the
rules in `_has_read_after_write_interference`) or a write into a buffer
that must not be written (`would_create_write_to_non_writable_buffer`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, cast

from xdsl.ir import (
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)

from xdsl_bufferization.analysis.dominance import (
    DominanceInfo,
    find_ancestor_op_in_block,
)
from xdsl_bufferization.analysis.one_shot_annotations import (
    annotate_conflict,
    annotate_non_writable,
)
from xdsl_bufferization.interfaces.bufferizable import (
    AliasingValue,
    OpOperand,
    TraversalConfig,
    get_subset_insertion_model,
    uses_of,
)

if TYPE_CHECKING:
    from xdsl_bufferization.analysis.one_shot_analysis import OneShotAnalysisState


# ===----------------------------------------------------------------------=== #
# Op order
# ===----------------------------------------------------------------------=== #


def _is_proper_ancestor(a: Operation, b: Operation) -> bool:
    return a is not b and a.is_ancestor(b)


def happens_before(a: Operation, b: Operation, dominance: DominanceInfo) -> bool:
    """Whether `a` (or one of its ancestors) properly dominates `b`, and `b`
    is not inside `a` (`DominanceInfo.happens_before`)."""
    block = a.parent
    if block is not None and block is b.parent and block.parent is not None:
        # Two ops of one block (most pairs the conflict check orders): the
        # same answer, without the walks up from both.
        return dominance.properly_dominates(a, b)
    return dominance.happens_before(a, b)


def _block_successors(block: Block) -> tuple[Block, ...]:
    last = block.last_op
    return tuple(last.successors) if last is not None else ()


def is_block_reachable(source: Block, target: Block, excluded: set[Block]) -> bool:
    """Whether a path of successors leads from `source` to `target` without
    entering a block of `excluded`."""
    if target in excluded:
        return False
    seen = set(excluded)
    worklist = list(_block_successors(source))
    while worklist:
        block = worklist.pop()
        if block is target:
            return True
        if block in seen:
            continue
        seen.add(block)
        worklist.extend(_block_successors(block))
    return False


def _parent_block_of_value(value: SSAValue) -> Block | None:
    if type(value) is OpResult:
        return value.op.parent
    if isinstance(value, BlockArgument):
        return value.block
    if isinstance(value, OpResult):
        return value.op.parent
    return None


def _parent_region_of_value(value: SSAValue) -> Region | None:
    block = _parent_block_of_value(value)
    return block.parent if block is not None else None


# ===----------------------------------------------------------------------=== #
# Conflict detection
# ===----------------------------------------------------------------------=== #


def _can_use_op_dominance_due_to_regions(
    read: OpOperand,
    write: OpOperand,
    definitions: Iterable[SSAValue],
    state: OneShotAnalysisState,
) -> bool:
    """
    Op order can rule out a conflict unless READ and WRITE share a repetitive
    region that DEF is outside of (then the loop may run READ after WRITE).
    """
    # (The same for every definition.)
    read_region = state.get_enclosing_repetitive_region(read.owner)
    for definition in definitions:
        region_read = read_region
        region_def = state.get_enclosing_repetitive_region(definition)
        if region_read is region_def:
            continue
        # The repetitive region around READ that is closest to DEF.
        while True:
            assert region_read is not None
            next_region = state.get_next_enclosing_repetitive_region(region_read)
            if next_region is region_def:
                break
            if next_region is None:
                # DEF is in a repetitive region that does not enclose READ:
                # no ordering can be trusted.
                return False
            region_read = next_region
        assert region_read is not None
        parent = region_read.parent
        if parent is not None and parent.is_ancestor(write.owner):
            return False
    return True


def _can_use_op_dominance_due_to_blocks(
    read: OpOperand, write: OpOperand, definitions: Iterable[SSAValue]
) -> bool:
    """Op order cannot rule out a conflict if READ's and WRITE's blocks reach
    each other without passing through DEF's block."""
    read_block = read.owner.parent
    write_block = write.owner.parent
    if read_block is None or write_block is None:
        return True
    if read_block.parent is not write_block.parent:
        return True
    for definition in definitions:
        def_block = _parent_block_of_value(definition)
        excluded = {def_block} if def_block is not None else set[Block]()
        if is_block_reachable(read_block, write_block, excluded) and is_block_reachable(
            write_block, read_block, excluded
        ):
            return False
    return True


def _has_equivalent_value_in_reverse_use_def_chain(
    state: OneShotAnalysisState, start: OpOperand, other: SSAValue
) -> bool:
    config = TraversalConfig(
        follow_equivalent_only=True,
        always_include_leaves=False,
        follow_same_type_or_casts_only=True,
    )
    return bool(
        state.find_value_in_reverse_use_def_chain(start, lambda v: v is other, config)
    )


def _matches_insert_destination(
    state: OneShotAnalysisState, operand: OpOperand, subset_op: Operation
) -> bool:
    """Whether the value of `operand` comes from the subset of an equivalent
    tensor that `subset_op` inserts into (along every use-def path)."""
    model = get_subset_insertion_model(subset_op)
    assert model is not None

    # Asked again below of the values the walk stops at.
    matches: dict[int, bool] = {}

    def matching(value: SSAValue) -> bool:
        found = matches.get(id(value))
        if found is None:
            found = matches[id(value)] = isinstance(
                value, OpResult
            ) and model.is_equivalent_subset(
                subset_op, value, state.are_equivalent_bufferized_values
            )
        return found

    backward = state.find_value_in_reverse_use_def_chain(operand, matching)
    return all(matching(v) for v in backward)


def are_non_conflicting_subsets(
    read: OpOperand, write: OpOperand, state: OneShotAnalysisState
) -> bool:
    """
    Whether READ and WRITE touch disjoint parts of the buffer, as in the
    extract_slice / compute / insert_slice pattern.
    """
    reading_op = read.owner
    writing_op = write.owner
    model = get_subset_insertion_model(reading_op)
    if model is not None:
        # READ is the destination of an insertion that does not read the part
        # WRITE writes (WRITE writes exactly the inserted subset).
        if read == model.destination_operand(
            reading_op
        ) and _matches_insert_destination(state, write, reading_op):
            return True
        # READ is the inserted source, WRITE the insertion into the very
        # subset READ came from.
        if (
            read == model.source_operand(reading_op)
            and write == model.destination_operand(reading_op)
            and _matches_insert_destination(state, read, reading_op)
        ):
            return True
    model = get_subset_insertion_model(writing_op)
    if model is not None:
        # WRITE overwrites a subset with the very data it already holds.
        source = model.source_operand(writing_op)
        if (
            write == model.destination_operand(writing_op)
            and state.are_equivalent_bufferized_values(read.get(), source.get())
            and _matches_insert_destination(state, source, writing_op)
        ):
            return True
    return False


_UNKNOWN = object()
"""No pair's remembered answer (None is an answer)."""


def _has_read_after_write_interference(
    uses_read: list[OpOperand],
    uses_write: dict[OpOperand, None],
    dominance: DominanceInfo,
    state: OneShotAnalysisState,
) -> bool:
    """
    Whether a read of `uses_read` may see a write of `uses_write` (all
    assumed to alias one buffer, the writes in place) that, by SSA, it should
    not see: a DEF, then a conflicting WRITE, then the READ.
    """
    options = state.options

    # A write in another parallel region than the definition it overwrites
    # forces a private copy (only matters if anything is read).
    if options.check_parallel_regions and state.parallel_regions_possible and uses_read:
        for write in uses_write:
            leaves = state.find_value_in_reverse_use_def_chain(
                write, state.value_bufferizes_to_memory_write
            )
            write_region = state.get_parallel_region(
                write.owner.parent.parent if write.owner.parent else None
            )
            for definition in leaves:
                if (
                    state.get_parallel_region(_parent_region_of_value(definition))
                    is not write_region
                ):
                    return True

    clobbered = state._clobbered_definitions
    # The writes with the part of the pair's key they give, built once for
    # all reads.
    writes = [
        (write, write.owner, id(write.owner), write.index) for write in uses_write
    ]
    for read in uses_read:
        reading_op = read.owner
        definitions = state.find_definitions_cached(read)
        if not definitions:
            continue

        read_id = id(reading_op)
        read_index = read.index
        for write, writing_op, write_id, write_index in writes:
            if clobbered is not None:
                key = (read_id, read_index, write_id, write_index)
                found = clobbered.get(key, _UNKNOWN)
                if found is _UNKNOWN:
                    definition = clobbered[key] = _first_clobbered_definition(
                        read, write, definitions, dominance, state
                    )
                else:
                    definition = cast(SSAValue | None, found)
            else:
                definition = _first_clobbered_definition(
                    read, write, definitions, dominance, state
                )
            if definition is None:
                continue

            model = state.model_of(reading_op)
            if model is not None and model.is_not_conflicting(
                reading_op, read, write, state
            ):
                continue
            if writing_op is not reading_op:
                model = state.model_of(writing_op)
                if model is not None and model.is_not_conflicting(
                    writing_op, read, write, state
                ):
                    continue

            if options.print_conflicts:
                annotate_conflict(read, write, definition)
            return True
    return False


def _first_clobbered_definition(
    read: OpOperand,
    write: OpOperand,
    definitions: list[SSAValue],
    dominance: DominanceInfo,
    state: OneShotAnalysisState,
) -> SSAValue | None:
    """
    The first of `definitions` (of the contents READ reads) that WRITE may
    overwrite before READ, or None if the definitions themselves, op order,
    regions or subsets rule that out (the models' `is_not_conflicting` is
    asked by the caller). Depends on the IR and the models' answers, not on
    in-place decisions. The checks are independent of each other: the
    cheapest ones, which rule out most pairs, come first.
    """
    reading_op = read.owner
    writing_op = write.owner
    clobbered: SSAValue | None = None
    # The values the write aliases, asked once (when first needed).
    write_aliases: list[AliasingValue] | None = None
    for definition in definitions:
        # (The exact class first: `isinstance` against xDSL's ABCs is slow.)
        cls = type(definition)
        if cls is OpResult or (
            cls is not BlockArgument and isinstance(definition, OpResult)
        ):
            def_op = cast(OpResult, definition).op
            # The write happens before the definition.
            if happens_before(writing_op, def_op, dominance):
                continue
            # The write is nested in the definition's op.
            if _is_proper_ancestor(def_op, writing_op):
                continue
        else:
            block = cast(BlockArgument, definition).block
            # The write happens outside of the defining block.
            if find_ancestor_op_in_block(block, writing_op) is None:
                continue
        # The write is the definition.
        if write_aliases is None:
            write_aliases = state.get_aliasing_values(write)
        if len(write_aliases) == 1 and write_aliases[0].value is definition:
            continue
        clobbered = definition
        break
    if clobbered is None:
        return None

    if _can_use_op_dominance_due_to_regions(
        read, write, definitions, state
    ) and _can_use_op_dominance_due_to_blocks(read, write, definitions):
        # The read happens before the write.
        if happens_before(reading_op, writing_op, dominance):
            return None
        # A use does not conflict with itself.
        if write == read:
            return None
        # Read and write in branches that never both execute.
        if state.inside_mutually_exclusive_regions(reading_op, writing_op):
            return None
        # Element-wise ops read each element before writing it.
        if writing_op is reading_op:
            model = state.model_of(reading_op)
            if (
                model is not None
                and model.bufferizes_to_elementwise_access(
                    reading_op, state, [read, write]
                )
                and (
                    _has_equivalent_value_in_reverse_use_def_chain(
                        state, read, write.get()
                    )
                    or _has_equivalent_value_in_reverse_use_def_chain(
                        state, write, read.get()
                    )
                )
            ):
                return None

    if state.are_non_conflicting_subsets_cached(read, write):
        return None
    return clobbered


def _write_uses(
    value: SSAValue, state: OneShotAnalysisState
) -> list[tuple[Operation, int, OpOperand]]:
    """The uses of `value` that write its buffer if in place: (owner, index,
    operand) each. Remembered while the state caches queries: they depend on
    the IR and the models' answers, not on the in-place decisions, and each
    value is asked for whenever an alias set holding it is searched."""
    cache = state._write_uses
    key = id(value)
    if cache is not None:
        cached = cache.get(key)
        if cached is not None:
            return cached
    found: list[tuple[Operation, int, OpOperand]] = []
    for use in value.uses:
        operand = OpOperand(use.operation, use.index)
        if state.bufferizes_to_memory_write(operand):
            found.append((use.operation, use.index, operand))
    if cache is not None:
        cache[key] = found
    return found


def get_aliasing_in_place_writes(
    result: dict[OpOperand, None], root: SSAValue, state: OneShotAnalysisState
) -> None:
    in_place = state._in_place
    for alias in state.aliases(root):
        for owner, index, operand in _write_uses(alias, state):
            if in_place.get((id(owner), index)) is owner:
                result[operand] = None


def _has_aliasing_in_place_write(
    roots: list[SSAValue], state: OneShotAnalysisState
) -> bool:
    """Whether `get_aliasing_in_place_writes` would find a write for one of
    `roots`."""
    in_place = state._in_place
    for root in roots:
        for alias in state.aliases(root):
            for owner, index, _ in _write_uses(alias, state):
                if in_place.get((id(owner), index)) is owner:
                    return True
    return False


def _distinct_alias_sets(
    value: SSAValue, aliasing_values: list[AliasingValue], state: OneShotAnalysisState
) -> list[SSAValue]:
    """`value` and the values of `aliasing_values`, leaving out those whose
    alias set comes earlier: the uses of a set are gathered once (often, an
    operand and its aliasing results are in one set already)."""
    alias_info = state.alias_info
    result: list[SSAValue] = []
    seen: set[int] = set()
    for candidate in (value, *(alias.value for alias in aliasing_values)):
        key = id(alias_info.find(candidate) if candidate in alias_info else candidate)
        if key not in seen:
            seen.add(key)
            result.append(candidate)
    return result


def _read_uses(value: SSAValue, state: OneShotAnalysisState) -> list[OpOperand]:
    """The uses of `value` that read its buffer, or only alias it into a
    value that is read (e.g. `extract_slice`). Remembered as `_write_uses`
    are, for the same reasons."""
    cache = state._read_uses
    key = id(value)
    if cache is not None:
        cached = cache.get(key)
        if cached is not None:
            return cached
    found: list[OpOperand] = []
    for use in uses_of(value):
        if state.bufferizes_to_memory_read(use) or (
            not state.bufferizes_to_memory_write(use)
            and any(
                state.is_value_read(a.value) for a in state.get_aliasing_values(use)
            )
        ):
            found.append(use)
    if cache is not None:
        cache[key] = found
    return found


def _get_aliasing_reads(
    result: list[OpOperand], root: SSAValue, state: OneShotAnalysisState
) -> None:
    # (The values of distinct alias sets are distinct, and so are their
    # uses: a list needs no deduplication.)
    for alias in state.aliases(root):
        result.extend(_read_uses(alias, state))


def would_create_read_after_write_interference(
    operand: OpOperand,
    dominance: DominanceInfo,
    state: OneShotAnalysisState,
    check_consistency_only: bool = False,
) -> bool:
    """Whether bufferizing `operand` in place (or, with
    `check_consistency_only`, the decisions taken so far) creates a RaW
    conflict."""
    uses_write: dict[OpOperand, None] = {}
    roots = _distinct_alias_sets(
        operand.get(), state.get_aliasing_values(operand), state
    )
    for root in roots:
        get_aliasing_in_place_writes(uses_write, root, state)
    if not check_consistency_only and state.bufferizes_to_memory_write(operand):
        uses_write[operand] = None
    return _reads_conflict_with(uses_write, roots, dominance, state)


def _reads_conflict_with(
    uses_write: dict[OpOperand, None],
    roots: Sequence[SSAValue],
    dominance: DominanceInfo,
    state: OneShotAnalysisState,
) -> bool:
    """Whether a read of the alias sets of `roots` conflicts with one of
    `uses_write`. Without a write there is no conflict, and the reads are
    not gathered."""
    if not uses_write:
        return False
    uses_read: list[OpOperand] = []
    for root in roots:
        _get_aliasing_reads(uses_read, root, state)
    return _has_read_after_write_interference(uses_read, uses_write, dominance, state)


def would_create_write_to_non_writable_buffer(
    operand: OpOperand,
    state: OneShotAnalysisState,
    check_consistency_only: bool = False,
) -> bool:
    """Whether bufferizing `operand` in place makes something write into a
    buffer that must not be written."""
    found_write = not check_consistency_only and state.bufferizes_to_memory_write(
        operand
    )
    if not found_write:
        found_write = _has_aliasing_in_place_write(
            _distinct_alias_sets(
                operand.get(), state.get_aliasing_values(operand), state
            ),
            state,
        )
    if not found_write:
        return False
    return _has_non_writable_alias(operand, state)


def _has_non_writable_alias(operand: OpOperand, state: OneShotAnalysisState) -> bool:
    """Whether a value aliasing `operand` (or the values aliasing it) is not
    writable (each such value annotated under `print-conflicts`)."""
    found_read_only = False

    def check(value: SSAValue) -> None:
        nonlocal found_read_only
        if not state.is_writable(value):
            found_read_only = True
            if state.options.print_conflicts:
                annotate_non_writable(value)

    for value in state.aliases(operand.get()):
        check(value)
    for alias in state.get_aliasing_values(operand):
        for value in state.aliases(alias.value):
            check(value)
    return found_read_only


def would_create_interference(
    operand: OpOperand, dominance: DominanceInfo, state: OneShotAnalysisState
) -> bool:
    """
    `would_create_write_to_non_writable_buffer(operand, state) or
    would_create_read_after_write_interference(operand, dominance, state)`,
    with the alias sets and their in-place writes gathered once for both
    (the analysis asks this of every tensor operand).
    """
    roots = _distinct_alias_sets(
        operand.get(), state.get_aliasing_values(operand), state
    )
    uses_write: dict[OpOperand, None] = {}
    for root in roots:
        get_aliasing_in_place_writes(uses_write, root, state)
    operand_writes = state.bufferizes_to_memory_write(operand)
    if (operand_writes or uses_write) and _has_non_writable_alias(operand, state):
        return True
    if operand_writes:
        uses_write[operand] = None
    return _reads_conflict_with(uses_write, roots, dominance, state)
