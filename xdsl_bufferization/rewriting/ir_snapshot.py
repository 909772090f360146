"""
What changed in some regions since a moment: `IRSnapshot` records the ops
and blocks of the regions, and `changed_ops` later finds, by comparing, the
ops the greedy driver would have put on its worklist had the changes been
made through it (see docs/greedy_rewriting.md, "Settled IR").

A snapshot compares states rather than listening to changes: the passes
between two greedy runs of `buffer-deallocation-pipeline` change the IR
through xDSL's `Builder`, `Rewriter`, the IR's own methods and the models of
user dialects, which no single listener sees.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)

from xdsl_bufferization.rewriting.dead_code import TriviallyDeadMemo
from xdsl_bufferization.rewriting.folder import ConstantTable, FoldHookLookup
from xdsl_bufferization.rewriting.greedy import (
    GreedyRewriteResult,
    PatternSet,
    SettledIR,
)

_OpRecord = tuple[
    Operation,
    Sequence[SSAValue],
    Operation | None,
    Block,
    tuple[Block, ...],
    dict[str, Attribute] | None,
    dict[str, Attribute] | None,
]
"""An op, its operand tuple, the op before it, its block, its successors,
and copies of its properties and attributes (None if empty)."""


class IRSnapshot:
    """
    The ops and blocks of some regions at one moment. It holds every op it
    recorded (so that their ids stay theirs while it lives); take it, change
    the IR, then ask `changed_ops`.
    """

    __slots__ = ("_blocks", "_ops")

    def __init__(self, regions: Iterable[Region]):
        ops: dict[int, _OpRecord] = {}
        blocks: dict[
            int, tuple[Block, tuple[BlockArgument, ...], Operation | None]
        ] = {}
        pending = list(regions)
        while pending:
            region = pending.pop()
            block = region.first_block
            while block is not None:
                blocks[id(block)] = (block, block._args, region.parent)  # pyright: ignore[reportPrivateUsage]
                op = block.first_op
                while op is not None:
                    properties = op.properties
                    attributes = op.attributes
                    ops[id(op)] = (
                        op,
                        op._operands,  # pyright: ignore[reportPrivateUsage]
                        op._prev_op,  # pyright: ignore[reportPrivateUsage]
                        block,
                        op._successors,  # pyright: ignore[reportPrivateUsage]
                        properties.copy() if properties else None,
                        attributes.copy() if attributes else None,
                    )
                    if op.regions:
                        pending.extend(op.regions)
                    op = op._next_op  # pyright: ignore[reportPrivateUsage]
                block = block.next_block
        self._ops = ops
        self._blocks = blocks

    def changed_ops(self, regions: Iterable[Region]) -> dict[int, Operation]:
        """
        The ops of `regions` (now) that changed since the snapshot, or whose
        neighbourhood did, by `id`, with their ancestors up to `regions`:

        - a new op, and its nested ops;
        - an op whose operands, successors, properties or attributes
          changed, and the defining ops of the operands it had;
        - an op whose previous op changed (something was inserted, moved or
          erased before it) or that moved (with its nested ops);
        - the defining ops of an erased op's operands;
        - the terminator of a block whose ops or arguments changed, the
          branches to it, the parent op of a block whose arguments changed,
          that is new or that left the op's region, and the other branches to
          the successors an op had or has.
        """
        recorded = self._ops
        known_blocks = self._blocks
        seen_blocks = 0
        changed: dict[int, Operation] = {}
        present: dict[int, Operation] = {}
        touched: dict[int, Block] = {}
        seen: set[int] = set()

        def definers(values: Sequence[SSAValue]) -> None:
            for value in values:
                # `type(...) is` first: `isinstance` against xDSL's ABCs is slow.
                if type(value) is OpResult or isinstance(value, OpResult):
                    owner = value.op
                    changed[id(owner)] = owner

        pending = list(regions)
        moved_regions: set[int] = set()
        """The regions of ops that moved (their ops count as moved)."""
        while pending:
            region = pending.pop()
            moved = bool(moved_regions) and id(region) in moved_regions
            block = region.first_block
            while block is not None:
                known_block = known_blocks.get(id(block))
                if known_block is not None and known_block[0] is block:
                    seen_blocks += 1
                if (
                    known_block is None
                    or known_block[0] is not block
                    or known_block[1] is not block._args  # pyright: ignore[reportPrivateUsage]
                ):
                    touched[id(block)] = block
                    parent = region.parent
                    if parent is not None:
                        changed[id(parent)] = parent
                op = block.first_op
                while op is not None:
                    key = id(op)
                    present[key] = op
                    record = recorded.get(key)
                    nested_moved = moved
                    if record is None or record[0] is not op:
                        changed[key] = op
                        touched[id(block)] = block
                    else:
                        seen.add(key)
                        if moved:
                            changed[key] = op
                        if record[1] is not op._operands:  # pyright: ignore[reportPrivateUsage]
                            changed[key] = op
                            definers(record[1])
                        if record[3] is not block:
                            changed[key] = op
                            touched[id(block)] = block
                            nested_moved = True
                        elif record[2] is not op._prev_op:  # pyright: ignore[reportPrivateUsage]
                            changed[key] = op
                            touched[id(block)] = block
                        if record[4] is not op._successors:  # pyright: ignore[reportPrivateUsage]
                            changed[key] = op
                            for successor in (*record[4], *op.successors):
                                touched[id(successor)] = successor
                        if (op.properties or None) != record[5] or (
                            op.attributes or None
                        ) != record[6]:
                            changed[key] = op
                    if op.regions:
                        pending.extend(op.regions)
                        if nested_moved:
                            moved_regions.update(map(id, op.regions))
                    op = op._next_op  # pyright: ignore[reportPrivateUsage]
                block = block.next_block

        if seen_blocks != len(known_blocks):
            # A block left its region: the region's op (its other blocks'
            # changes, if any, are found above).
            for block, _, parent in known_blocks.values():
                if parent is not None and (
                    block.parent is None or block.parent.parent is not parent
                ):
                    changed[id(parent)] = parent

        if len(seen) != len(recorded):
            for key, record in recorded.items():
                if key in seen:
                    continue
                # Erased (or moved out of the regions).
                definers(record[1])
                touched[id(record[3])] = record[3]
                for successor in record[4]:
                    touched[id(successor)] = successor

        for block in touched.values():
            last = block.last_op
            if last is not None:
                changed[id(last)] = last
            use = block.first_use
            while use is not None:
                changed[id(use.operation)] = use.operation
                use = use._next_use  # pyright: ignore[reportPrivateUsage]

        # Only ops of the regions now, with their ancestors (a change in a
        # region op's body may let the op's own patterns apply).
        result: dict[int, Operation] = {}
        for key, op in changed.items():
            if present.get(key) is not op:
                continue
            while key not in result:
                result[key] = op
                block = op.parent
                region = None if block is None else block.parent
                parent = None if region is None else region.parent
                if parent is None:
                    break
                op = parent
                key = id(op)
                if present.get(key) is not op:
                    break
        return result


class SettledTracker:
    """
    What the greedy runs of one pass run (the steps of
    `buffer-deallocation-pipeline`, numbered in the order they run) know of
    the IR between them: which ops would be trivially dead (`dead_memo`),
    and the IR the last converged run left, so that a later run looks only
    at what changed since (`settled`). Not to be kept across passes: a user
    may change the IR between them in ways no snapshot compares (types of
    values).
    """

    def __init__(self) -> None:
        self.dead_memo = TriviallyDeadMemo()
        self._snapshot: IRSnapshot | None = None
        self._step = -1
        self._patterns: PatternSet | None = None
        self._fold_hooks: FoldHookLookup | None = None
        self._constants: ConstantTable | None = None

    def settled(self, regions: Sequence[Region], step: int) -> SettledIR | None:
        """What the run of step `step` on `regions` may skip, if a converged
        run was recorded (nothing changed if it was the step before)."""
        if self._snapshot is None or self._patterns is None or self._fold_hooks is None:
            return None
        changed = {} if step == self._step + 1 else self._snapshot.changed_ops(regions)
        return SettledIR(changed, self._patterns, self._fold_hooks, self._constants)

    def record(
        self,
        regions: Sequence[Region],
        result: GreedyRewriteResult,
        patterns: PatternSet,
        fold_hooks: FoldHookLookup,
        step: int,
    ) -> None:
        """The run of step `step` with `patterns` and `fold_hooks` on
        `regions` ended with `result`: if it converged, the IR is settled
        under them."""
        if not result.converged:
            self._snapshot = self._patterns = self._fold_hooks = None
            return
        self._snapshot = IRSnapshot(regions)
        self._step = step
        self._patterns = patterns
        self._fold_hooks = fold_hooks
        self._constants = result.constant_table
