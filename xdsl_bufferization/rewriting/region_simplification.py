"""
Simplification of the control flow graph of regions, as MLIR's greedy driver
runs it after the patterns (MLIR's `simplifyRegions`, RegionUtils.cpp):

- `erase_unreachable_blocks`: blocks not reachable from their region's entry;
- `run_region_dce`: ops and block arguments that nothing live needs, with
  the operands branches pass to dead block arguments (a value that only goes
  around a loop is dead);
- `merge_identical_blocks`: blocks with the same successors whose ops are the
  same up to operands defined outside them become one block, the differing
  operands new block arguments (level `aggressive`);
- `drop_redundant_arguments`: a block argument that every predecessor sets
  to the same value is that value (level `aggressive`).

Every change goes through the rewriter, so the greedy driver's worklist sees
it. Branches are rewritten through their `BranchModel`
(`interfaces/branch.py`); a block with a predecessor whose terminator has no
branch model keeps its arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Literal, cast

from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.ir.post_order import PostOrderIterator
from xdsl.pattern_rewriter import PatternRewriter

from xdsl_bufferization.analysis.dominance import is_graph_region
from xdsl_bufferization.interfaces.branch import (
    get_branch_model,
    get_successor_operands,
)
from xdsl_bufferization.rewriting.dead_code import never_dead, would_be_trivially_dead

RegionSimplificationLevel = Literal["disabled", "normal", "aggressive"]
"""MLIR's `GreedySimplifyRegionLevel`, with `mlir-opt`'s spelling."""


def simplify_regions(
    rewriter: PatternRewriter,
    regions: Sequence[Region],
    level: RegionSimplificationLevel = "normal",
    would_be_dead: Callable[[Operation], bool] = would_be_trivially_dead,
) -> bool:
    """Simplify `regions` (and the regions nested in them) at `level`; whether
    anything changed. `would_be_dead` answers `would_be_trivially_dead` (the
    greedy driver passes its memo of it)."""
    if level == "disabled":
        return False
    if _surely_all_live(regions, would_be_dead):
        # Every region has one block: no unreachable block, no blocks to
        # merge, no block argument but entry ones; and no dead op.
        return False
    changed = erase_unreachable_blocks(rewriter, regions)
    changed |= run_region_dce(rewriter, regions, would_be_dead)
    if level == "aggressive":
        changed |= merge_identical_blocks(rewriter, regions)
        changed |= drop_redundant_arguments(rewriter, regions)
    return changed


def _nested_regions(block: Block) -> Iterator[Region]:
    for op in block.ops:
        yield from op.regions


def _reachable(region: Region) -> list[Block]:
    """The blocks of `region` reachable from its entry, in post order."""
    first = region.first_block
    if first is None:
        return []
    if first.next_block is None:
        # One block (most regions): no successors to follow.
        return [first]
    return list(cast(Iterator[Block], PostOrderIterator(first)))


# ---------------------------------------------------------------------------
# Unreachable blocks
# ---------------------------------------------------------------------------


def erase_block(rewriter: PatternRewriter, block: Block) -> None:
    """Erase `block` and its ops (uses of their values may remain only in
    other blocks being erased)."""
    for op in reversed(list(block.ops)):
        rewriter.erase(op, safe_erase=False)
    for arg in reversed(block.args):
        block.erase_arg(arg, safe_erase=False)
    region = block.parent
    if region is not None:
        region.detach_block(block)
    block.erase(safe_erase=False)


def erase_unreachable_blocks(
    rewriter: PatternRewriter, regions: Sequence[Region]
) -> bool:
    """Erase the blocks of `regions`, recursively, that cannot be reached
    from their region's entry block. Whether any was erased."""
    erased = False
    worklist = list(regions)
    while worklist:
        region = worklist.pop()
        first = region.first_block
        if first is None:
            continue
        if first.next_block is None:
            worklist.extend(_nested_regions(first))
            continue
        reachable = set(_reachable(region))
        dead = [block for block in region.blocks if block not in reachable]
        # Erase all their ops first: they may refer to each other.
        for block in dead:
            for op in reversed(list(block.ops)):
                rewriter.erase(op, safe_erase=False)
        for block in dead:
            erase_block(rewriter, block)
            erased = True
        for block in region.blocks:
            worklist.extend(_nested_regions(block))
    return erased


# ---------------------------------------------------------------------------
# Dead code and dead block arguments
# ---------------------------------------------------------------------------


_Forwarding = dict[Block, list[tuple[Operation, int]]]
"""Per block: the branches (terminator, successor index) that go to it."""


class _Liveness:
    """Which ops and block arguments of some regions are live (MLIR's
    `runRegionDCE` liveness, computed with a worklist in one walk)."""

    def __init__(
        self,
        regions: Sequence[Region],
        would_be_dead: Callable[[Operation], bool] = would_be_trivially_dead,
    ):
        self.live_ops: set[Operation] = set()
        self.live_args: set[BlockArgument] = set()
        self.forwarding: _Forwarding = {}
        self._pending: list[SSAValue] = []
        roots: list[Operation] = []
        used: list[Operation] = []
        unused_dead = False
        arguments: list[BlockArgument] = []
        stack = list(regions)
        while stack:
            region = stack.pop()
            first = region.first_block
            if first is not None and first.next_block is not None:
                for block in region.blocks:
                    if block is not first:
                        arguments.extend(block.args)
            for block in _reachable(region):
                for op in block.ops:
                    stack.extend(op.regions)
                    if op.successors:
                        self._note_successors(op)
                    if never_dead(type(op)):
                        roots.append(op)
                    elif any(result.first_use is not None for result in op.results):
                        used.append(op)
                    elif not would_be_dead(op):
                        roots.append(op)
                    else:
                        unused_dead = True
        for op in roots:
            self._mark_op(op)
        self._propagate()
        # An op whose result is used is live when a live op uses it; only
        # those no live op reached are asked for their effects (the live set
        # is the same: marking an op live twice adds nothing).
        for op in used:
            if op not in self.live_ops and not would_be_dead(op):
                self._mark_op(op)
                self._propagate()
        live_ops = self.live_ops
        self.all_live = (
            not unused_dead
            and all(op in live_ops for op in used)
            and all(arg in self.live_args for arg in arguments)
        )
        """Nothing to erase: every op and block argument is live."""

    def _note_successors(self, op: Operation) -> None:
        if get_branch_model(op) is None:
            # Nothing is known of what it passes: its successors' arguments
            # are all live.
            for successor in op.successors:
                self.live_args.update(successor.args)
            return
        for index, successor in enumerate(op.successors):
            self.forwarding.setdefault(successor, []).append((op, index))

    def _mark_op(self, op: Operation) -> None:
        if op in self.live_ops:
            return
        self.live_ops.add(op)
        if op.successors and get_branch_model(op) is not None:
            forwarded: set[int] = set()
            for index in range(len(op.successors)):
                operands = get_successor_operands(op, index)
                forwarded.update(range(operands.start, operands.start + len(operands)))
            self._pending.extend(
                operand
                for position, operand in enumerate(op.operands)
                if position not in forwarded
            )
        else:
            self._pending.extend(op.operands)

    def _mark_arg(self, arg: BlockArgument) -> None:
        if arg in self.live_args:
            return
        self.live_args.add(arg)
        for branch, index in self.forwarding.get(arg.block, ()):
            values = get_successor_operands(branch, index).values
            if arg.index < len(values):
                self._pending.append(values[arg.index])

    def _propagate(self) -> None:
        pending = self._pending
        while pending:
            value = pending.pop()
            if isinstance(value, OpResult):
                self._mark_op(value.op)
            elif isinstance(value, BlockArgument):
                self._mark_arg(value)

    def arg_is_live(self, arg: BlockArgument) -> bool:
        """Whether `arg` is live (entry block arguments always are)."""
        if arg in self.live_args:
            return True
        region = arg.block.parent
        return region is None or region.first_block is arg.block


def _surely_all_live(
    regions: Sequence[Region], would_be_dead: Callable[[Operation], bool]
) -> bool:
    """
    Whether every op of `regions` is live, found in one walk without
    computing liveness (False when this cannot tell). The usual case after
    the greedy driver, which erases the trivially dead ops it meets: every
    region has one block (so no block argument but entry ones, which are
    live, and no branch), and each op is a root of liveness (never dead, or
    without used result and not trivially dead) or has a used result. Such a
    used op is live: its users come after it (SSA dominance), and by
    induction from the last op back, they are live. In a graph region uses
    may come first, and a cycle of uses is dead: there, an op with a used
    result leaves the question to the liveness computation.
    """
    # Ops are followed by their links (no iterator object per block, no
    # property call per op), and a region is asked whether it is a graph
    # region only if it must be.
    stack = list(regions)
    while stack:
        region = stack.pop()
        block = region.first_block
        if block is None:
            continue
        if block.next_block is not None:
            return False
        op = block._first_op  # pyright: ignore[reportPrivateUsage]
        while op is not None:
            if op.regions:
                stack.extend(op.regions)
            if op._successors:  # pyright: ignore[reportPrivateUsage]
                return False
            if not never_dead(type(op)):
                for result in op.results:
                    if result.first_use is not None:
                        if is_graph_region(region):
                            return False
                        break
                else:
                    if would_be_dead(op):
                        return False
            op = op._next_op  # pyright: ignore[reportPrivateUsage]
    return True


def run_region_dce(
    rewriter: PatternRewriter,
    regions: Sequence[Region],
    would_be_dead: Callable[[Operation], bool] = would_be_trivially_dead,
) -> bool:
    """
    Erase the ops of `regions` (recursively) that are not live, and the
    block arguments (other than entry blocks') that are not live, with the
    operands branches pass to them. An op is live if it has an effect, is a
    terminator, or a live op uses one of its results; a block argument is live
    if a live op uses it or a live branch passes it to a live argument.
    Whether any op was erased.
    """
    if _surely_all_live(regions, would_be_dead):
        return False
    liveness = _Liveness(regions, would_be_dead)
    if liveness.all_live:
        return False
    erased = False
    for region in regions:
        erased |= _delete_dead(rewriter, region, liveness)
    return erased


def _delete_dead(
    rewriter: PatternRewriter, region: Region, liveness: _Liveness
) -> bool:
    erased = False
    blocks = _reachable(region)
    several_blocks = region.first_block is not region.last_block
    for block in blocks:
        terminator = block.last_op
        if several_blocks and terminator is not None and terminator.successors:
            _drop_dead_successor_operands(rewriter, terminator, liveness)
        for op in reversed(list(block.ops)):
            if op in liveness.live_ops or never_dead(type(op)):
                for nested in op.regions:
                    erased |= _delete_dead(rewriter, nested, liveness)
                continue
            rewriter.erase(op, safe_erase=False)
            erased = True
    first = region.first_block
    for block in region.blocks:
        if block is first:
            continue
        for arg in reversed(block.args):
            if not liveness.arg_is_live(arg) and arg.first_use is None:
                rewriter.erase_block_argument(arg)
    return erased


def _drop_dead_successor_operands(
    rewriter: PatternRewriter, terminator: Operation, liveness: _Liveness
) -> None:
    if get_branch_model(terminator) is None:
        return
    changed = False
    for index in reversed(range(len(terminator.successors))):
        successor = terminator.successors[index]
        operands = get_successor_operands(terminator, index)
        values = list(operands.values)
        kept = [
            value
            for position, value in enumerate(values)
            if position >= len(successor.args)
            or liveness.arg_is_live(successor.args[position])
        ]
        if len(kept) != len(values):
            operands.assign(kept)
            changed = True
    if changed:
        rewriter.notify_op_modified(terminator)


# ---------------------------------------------------------------------------
# Identical blocks
# ---------------------------------------------------------------------------


def _used_outside(values: Sequence[SSAValue], block: Block) -> bool:
    for value in values:
        for use in value.uses:
            if use.operation.parent is not block:
                return True
    return False


def _same_op_up_to_operands(lhs: Operation, rhs: Operation) -> bool:
    return (
        type(lhs) is type(rhs)
        and lhs.name == rhs.name
        and len(lhs.operands) == len(rhs.operands)
        and [r.type for r in lhs.results] == [r.type for r in rhs.results]
        and lhs.properties == rhs.properties
        and lhs.attributes == rhs.attributes
        and tuple(lhs.successors) == tuple(rhs.successors)
        and len(lhs.regions) == len(rhs.regions)
    )


class _BlockData:
    """A block with the order of the values it defines (MLIR's
    `BlockEquivalenceData`)."""

    def __init__(self, block: Block):
        self.block = block
        self.ops = list(block.ops)
        self.order: dict[SSAValue, int] = {arg: arg.index for arg in block.args}
        position = len(block.args)
        for op in self.ops:
            for result in op.results:
                self.order[result] = position
                position += 1


class _Cluster:
    """A leader block and the blocks that can be merged into it."""

    def __init__(self, leader: _BlockData):
        self.leader = leader
        self.members: list[_BlockData] = []
        self.mismatched: set[tuple[int, int]] = set()

    def try_add(self, data: _BlockData) -> bool:
        leader = self.leader
        if [a.type for a in leader.block.args] != [a.type for a in data.block.args]:
            return False
        if len(leader.ops) != len(data.ops):
            return False
        mismatched: list[tuple[int, int]] = []
        for op_index, (lhs, rhs) in enumerate(zip(leader.ops, data.ops)):
            if not _same_op_up_to_operands(lhs, rhs):
                return False
            for operand_index, (left, right) in enumerate(
                zip(lhs.operands, rhs.operands)
            ):
                if left is right:
                    continue
                if left.type != right.type:
                    return False
                left_inside = left in leader.order
                right_inside = right in data.order
                if left_inside != right_inside:
                    return False
                if not left_inside:
                    if not _valid_successor_operand(
                        leader.block, left
                    ) or not _valid_successor_operand(data.block, right):
                        return False
                    mismatched.append((op_index, operand_index))
                    continue
                if leader.order[left] != data.order[right]:
                    return False
            if _used_outside(rhs.results, data.block) or _used_outside(
                lhs.results, leader.block
            ):
                return False
        self.mismatched.update(mismatched)
        self.members.append(data)
        return True

    def merge(self, rewriter: PatternRewriter) -> bool:
        if not self.members:
            return False
        leader = self.leader.block
        if self.mismatched:
            if not _can_update_predecessors(leader) or not all(
                _can_update_predecessors(m.block) for m in self.members
            ):
                return False
            positions = sorted(self.mismatched)
            datas = [self.leader, *self.members]
            # The values each block would pass, per mismatched operand; two
            # operands given the same values by every block share an argument.
            columns = [
                tuple(data.ops[o].operands[i] for data in datas) for o, i in positions
            ]
            first_column: dict[tuple[SSAValue, ...], int] = {}
            new_arguments: list[list[SSAValue]] = [[] for _ in datas]
            args: list[BlockArgument] = []
            for column in columns:
                if column in first_column:
                    continue
                first_column[column] = len(args)
                for slot, value in enumerate(column):
                    new_arguments[slot].append(value)
                args.append(
                    rewriter.insert_block_argument(
                        leader, len(leader.args), column[0].type
                    )
                )
            for (op_index, operand_index), column in zip(positions, columns):
                op = self.leader.ops[op_index]
                arg = args[first_column[column]]
                op.operands = [
                    arg if position == operand_index else operand
                    for position, operand in enumerate(op.operands)
                ]
                rewriter.notify_op_modified(op)
            for slot, data in enumerate(datas):
                for use in list(data.block.uses):
                    branch = use.operation
                    get_successor_operands(branch, use.index).append(
                        new_arguments[slot]
                    )
                    rewriter.notify_op_modified(branch)
        for data in self.members:
            for use in list(data.block.uses):
                use.operation.successors[use.index] = leader
                rewriter.notify_op_modified(use.operation)
            erase_block(rewriter, data.block)
        return True


def _valid_successor_operand(block: Block, value: SSAValue) -> bool:
    """A value defined by the terminator of a predecessor cannot be passed
    from that predecessor (it does not dominate the branch)."""
    if not isinstance(value, OpResult):
        return True
    defining_block = value.op.parent
    if defining_block is None or value.op is not defining_block.last_op:
        return True
    return defining_block not in block.predecessors()


def _can_update_predecessors(block: Block) -> bool:
    return all(get_branch_model(use.operation) is not None for use in block.uses)


def _merge_in_region(rewriter: PatternRewriter, region: Region) -> bool:
    first = region.first_block
    if first is None or first.next_block is None:
        return False
    groups: dict[tuple[Block, ...], list[Block]] = {}
    for block in list(region.blocks)[1:]:
        last = block.last_op
        successors = tuple(last.successors) if last is not None else ()
        groups.setdefault(successors, []).append(block)
    merged = False
    for blocks in groups.values():
        if len(blocks) < 2:
            continue
        clusters: list[_Cluster] = []
        for block in blocks:
            if any(
                nested.first_block is not None
                for op in block.ops
                for nested in op.regions
            ):
                continue
            if _used_outside(block.args, block):
                continue
            data = _BlockData(block)
            if not any(cluster.try_add(data) for cluster in clusters):
                clusters.append(_Cluster(data))
        for cluster in clusters:
            merged |= cluster.merge(rewriter)
    return merged


def merge_identical_blocks(
    rewriter: PatternRewriter, regions: Sequence[Region]
) -> bool:
    """Merge identical blocks of `regions`, recursively (see the module
    docstring). Whether any were merged."""
    changed = False
    worklist = list(regions)
    while worklist:
        region = worklist.pop()
        if _merge_in_region(rewriter, region):
            worklist.append(region)
            changed = True
            continue
        for block in region.blocks:
            worklist.extend(_nested_regions(block))
    return changed


# ---------------------------------------------------------------------------
# Redundant block arguments
# ---------------------------------------------------------------------------


def _drop_redundant_in_block(rewriter: PatternRewriter, block: Block) -> bool:
    uses = list(block.uses)
    if not uses or not all(get_branch_model(use.operation) is not None for use in uses):
        return False
    forwarded = [
        get_successor_operands(use.operation, use.index).values for use in uses
    ]
    dropped: list[int] = []
    for arg in block.args:
        common: SSAValue | None = None
        same = True
        for values in forwarded:
            value = values[arg.index] if arg.index < len(values) else None
            if value is None:
                same = False
                break
            if common is None:
                common = value
            elif value is not common:
                same = False
                break
        if same and common is not None and common is not arg:
            rewriter.replace_all_uses_with(arg, common)
            dropped.append(arg.index)
    if not dropped:
        return False
    for index in reversed(dropped):
        for use in uses:
            operands = get_successor_operands(use.operation, use.index)
            operands.assign(
                [v for position, v in enumerate(operands.values) if position != index]
            )
        rewriter.erase_block_argument(block.args[index])
    for use in uses:
        rewriter.notify_op_modified(use.operation)
    return True


def drop_redundant_arguments(
    rewriter: PatternRewriter, regions: Sequence[Region]
) -> bool:
    """Replace the block arguments of `regions` (recursively) that receive
    the same value from every predecessor by that value, and drop them.
    Whether any was dropped."""
    changed = False
    worklist = list(regions)
    while worklist:
        region = worklist.pop()
        for block in region.blocks:
            changed |= _drop_redundant_in_block(rewriter, block)
            worklist.extend(_nested_regions(block))
    return changed
