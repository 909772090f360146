"""
Block liveness (MLIR's `Liveness` analysis).

`Liveness(op)` computes, for every block of every region nested in `op`, the
SSA values live on entry to the block (`live_in`) and on exit from it
(`live_out`):

- a value used by an op nested in a region of an op `X` counts as used by `X`,
  at the position of `X`; so a value defined outside a nested region and used
  inside it is live-in at the nested blocks that use it (and at the blocks on
  the way to them) and at the block that holds `X`;
- a value is live-out of block `B` if it is live-in at a successor of `B`, or if
  it is defined in `B` and used in another block of the same region;
- block arguments and op results are defined where they appear, so a block's
  own arguments are never live-in at it.

As in MLIR, a region's blocks are only linked by branches: leaving a region
(through `scf.yield`, `func.return`, ...) makes nothing live-out.

The analysis runs once, in time near-linear in the size of the IR (each use is
charged to the blocks between it and its definition, each block's sets are
then solved with a worklist over its region's CFG). It describes the IR at
construction time; rebuild it after changing the IR.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Set

from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue


def _defining_block(value: SSAValue) -> Block | None:
    if isinstance(value, BlockArgument):
        return value.block
    if isinstance(value, OpResult):
        return value.op.parent
    return None


class _BlockInfo:
    __slots__ = ("block", "escaping", "live_in", "live_out", "positions", "uses")

    block: Block
    uses: set[SSAValue]
    """Values used in the block (or in ops nested in it) and defined elsewhere."""
    escaping: set[SSAValue]
    """Values defined in the block and used in another block of its region."""
    live_in: set[SSAValue]
    live_out: set[SSAValue]
    positions: dict[Operation, int] | None

    def __init__(self, block: Block):
        self.block = block
        self.uses = set()
        self.escaping = set()
        self.live_in = set()
        self.live_out = set()
        self.positions = None


class Liveness:
    """Live-in and live-out values of every block nested in an op."""

    root: Operation
    """The op whose nested blocks were analysed."""

    _infos: dict[int, _BlockInfo]
    """By the block's `id` (xDSL hashes blocks in Python; each info holds its
    block, so the id stays its own)."""
    _tracks: Callable[[SSAValue], bool] | None

    def __init__(
        self, root: Operation, tracks: Callable[[SSAValue], bool] | None = None
    ):
        """`tracks`, if given, selects the values to analyse (the others are
        never live anywhere): a pass that asks only about some values (the
        memrefs) saves following the uses of the others."""
        self.root = root
        self._tracks = tracks
        self._infos = {}
        regions: list[Region] = []
        self._collect(root, regions)
        self._gather_uses()
        for region in regions:
            self._solve(region)

    # -- construction ------------------------------------------------------

    def _collect(self, root: Operation, regions: list[Region]) -> None:
        worklist = [root]
        while worklist:
            op = worklist.pop()
            for region in op.regions:
                regions.append(region)
                for block in region.blocks:
                    self._infos[id(block)] = _BlockInfo(block)
                    worklist.extend(nested for nested in block.ops if nested.regions)

    def _gather_uses(self) -> None:
        """
        Charge each use to the blocks between the using op and the definition:
        the use's block and the blocks of its enclosing ops, up to the block of
        the definition (exclusive) or to a sibling block of it in its region,
        where the value escapes its defining block.
        """
        infos = self._infos
        tracks = self._tracks
        for block_info in list(infos.values()):
            use_block = block_info.block
            for op in use_block.ops:
                for value in op.operands:
                    defining_block = _defining_block(value)
                    if defining_block is use_block:
                        # Defined in the block that uses it (most uses).
                        continue
                    if tracks is not None and not tracks(value):
                        continue
                    info: _BlockInfo | None = block_info
                    while info is not None:
                        block = info.block
                        if block is defining_block:
                            break
                        if value in info.uses:
                            # The blocks above were charged by an earlier use.
                            break
                        info.uses.add(value)
                        if (
                            defining_block is not None
                            and defining_block.parent is block.parent
                        ):
                            defining_info = infos.get(id(defining_block))
                            if defining_info is not None:
                                defining_info.escaping.add(value)
                            break
                        parent_op = block.parent_op()
                        parent_block = parent_op.parent if parent_op else None
                        info = infos.get(id(parent_block)) if parent_block else None

    def _solve(self, region: Region) -> None:
        """Iterate live_in = uses | (live_out - defs), live_out = escaping | live_in(successors)."""
        infos = self._infos
        first = region.first_block
        if first is not None and first.next_block is None:
            last = first.last_op
            if last is None or all(s.parent is not region for s in last.successors):
                # One block and no branch back to it (most regions): one step.
                info = infos[id(first)]
                info.live_out = set(info.escaping)
                live_in = set(info.uses)
                for value in info.live_out:
                    if _defining_block(value) is not first:
                        live_in.add(value)
                info.live_in = live_in
                return
        blocks = list(region.blocks)
        predecessors: dict[Block, list[Block]] = {block: [] for block in blocks}
        successors: dict[Block, tuple[Block, ...]] = {}
        for block in blocks:
            last = block.last_op
            block_successors = (
                tuple(s for s in last.successors if s.parent is region)
                if last is not None
                else ()
            )
            successors[block] = block_successors
            for successor in block_successors:
                predecessors[successor].append(block)

        for block in blocks:
            info = infos[id(block)]
            info.live_out = set(info.escaping)
            info.live_in = set(info.uses)

        worklist = list(reversed(blocks))
        queued = set(worklist)
        while worklist:
            block = worklist.pop()
            queued.discard(block)
            info = infos[id(block)]
            for successor in successors[block]:
                info.live_out |= infos[id(successor)].live_in
            new_live_in = set(info.uses)
            for value in info.live_out:
                if _defining_block(value) is not block:
                    new_live_in.add(value)
            # Sets only grow, so comparing sizes detects a change.
            if len(new_live_in) != len(info.live_in):
                info.live_in = new_live_in
                for predecessor in predecessors[block]:
                    if predecessor not in queued:
                        queued.add(predecessor)
                        worklist.append(predecessor)

    # -- queries -----------------------------------------------------------

    def _info(self, block: Block) -> _BlockInfo:
        info = self._infos.get(id(block))
        if info is None:
            raise ValueError("the block is not nested in the analysed op")
        return info

    @property
    def blocks(self) -> Iterable[Block]:
        """The analysed blocks."""
        return [info.block for info in self._infos.values()]

    def live_in(self, block: Block) -> Set[SSAValue]:
        """The values live on entry to `block` (read-only view)."""
        return self._info(block).live_in

    def live_out(self, block: Block) -> Set[SSAValue]:
        """The values live on exit from `block` (read-only view)."""
        return self._info(block).live_out

    def is_live_in(self, value: SSAValue, block: Block) -> bool:
        """Whether `value` is live on entry to `block`."""
        return value in self._info(block).live_in

    def is_live_out(self, value: SSAValue, block: Block) -> bool:
        """Whether `value` is live on exit from `block`."""
        return value in self._info(block).live_out

    def _position(self, info: _BlockInfo, op: Operation) -> int:
        if info.positions is None:
            info.positions = {o: i for i, o in enumerate(info.block.ops)}
        return info.positions[op]

    def _ancestor_in_block(self, op: Operation, block: Block) -> Operation | None:
        current: Operation | None = op
        while current is not None and current.parent is not block:
            current = current.parent_op()
        return current

    def get_end_operation(self, value: SSAValue, start: Operation) -> Operation:
        """
        The last op of the block of `start` (at or after `start`) that uses
        `value`, itself or through a nested op; the block's last op if `value`
        is live-out of the block; `start` if no later op uses it.
        """
        block = start.parent
        if block is None:
            raise ValueError("the op is not in a block")
        info = self._info(block)
        if value in info.live_out:
            last = block.last_op
            assert last is not None
            return last
        end = start
        end_position = self._position(info, start)
        for use in value.uses:
            user = self._ancestor_in_block(use.operation, block)
            if user is None:
                continue
            position = self._position(info, user)
            if position > end_position:
                end, end_position = user, position
        return end

    def is_live_after(self, value: SSAValue, op: Operation) -> bool:
        """
        Whether `value` is still needed after `op` in the block of `op`: it is
        live-out of that block, or a later op of the block uses it (itself or
        through a nested op). Uses in enclosing blocks do not count.
        """
        block = op.parent
        if block is not None and value in self._info(block).live_out:
            return True
        return self.get_end_operation(value, op) is not op

    def is_dead_after(self, value: SSAValue, op: Operation) -> bool:
        """The negation of `is_live_after` (MLIR's `Liveness::isDeadAfter`)."""
        return not self.is_live_after(value, op)
