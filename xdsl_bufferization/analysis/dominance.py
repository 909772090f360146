"""
Dominance between blocks, ops and values (MLIR's `DominanceInfo`), and a
check that every use of a value is dominated by its definition.

xDSL's verifier does not check dominance, so a pass that uses a value outside
the region where it is defined, or before its definition, produces IR that
xDSL prints happily and `mlir-opt` rejects ("use of undeclared SSA value
name", "operand #0 does not dominate this use"). `verify_dominance(op)` finds
such uses; the deallocation tests and the differential harness run it on the
output of our passes.

Semantics (MLIR's):

- in a block, an op dominates the ops after it; a block argument dominates
  the whole block;
- across blocks of one region, the dominator tree of the region's CFG
  (from its entry block); a block that is unreachable from the entry is
  dominated by everything;
- a value defined in a block dominates the ops nested in the ops after it
  (an op's regions see the values defined before the op, not its results);
- regions of `builtin.module` are graph regions: no dominance is required
  between the ops of their blocks;
- a use in an op isolated from above (e.g. a function) of a value defined
  outside it is invalid.

Dominator trees are computed once per region (Cooper, Harvey and Kennedy's
iterative algorithm on the reverse post-order) and op positions once per
block, so checking a whole module is linear in its size times its nesting
depth. The information describes the IR at the time it is computed: an op
inserted since is located by a fresh scan of its block; a change of a CFG
needs a new `DominanceInfo`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import IsolatedFromAbove
from xdsl.utils.exceptions import VerifyException


def _successors(block: Block) -> tuple[Block, ...]:
    last = block.last_op
    return tuple(last.successors) if last is not None else ()


class _RegionDominance:
    """The dominator tree of one region's CFG, as pre/post-order intervals."""

    def __init__(self, region: Region):
        entry = region.blocks.first
        self.interval: dict[Block, tuple[int, int]] = {}
        if entry is None:
            return
        # Reverse post-order of the reachable blocks (iterative DFS).
        post_order: list[Block] = []
        visited = {entry}
        stack: list[tuple[Block, int]] = [(entry, 0)]
        while stack:
            block, index = stack[-1]
            successors = _successors(block)
            if index < len(successors):
                stack[-1] = (block, index + 1)
                successor = successors[index]
                if successor not in visited and successor.parent is region:
                    visited.add(successor)
                    stack.append((successor, 0))
                continue
            stack.pop()
            post_order.append(block)
        order = {block: index for index, block in enumerate(post_order)}
        predecessors: dict[Block, list[Block]] = {block: [] for block in post_order}
        for block in post_order:
            for successor in _successors(block):
                if successor in predecessors:
                    predecessors[successor].append(block)
        idom: dict[Block, Block] = {entry: entry}
        reverse_post_order = post_order[::-1]
        changed = True
        while changed:
            changed = False
            for block in reverse_post_order[1:]:
                new_idom: Block | None = None
                for predecessor in predecessors[block]:
                    if predecessor not in idom:
                        continue
                    if new_idom is None:
                        new_idom = predecessor
                        continue
                    # Intersect the two dominator chains.
                    finger_a, finger_b = predecessor, new_idom
                    while finger_a is not finger_b:
                        while order[finger_a] < order[finger_b]:
                            finger_a = idom[finger_a]
                        while order[finger_b] < order[finger_a]:
                            finger_b = idom[finger_b]
                    new_idom = finger_a
                assert new_idom is not None
                if idom.get(block) is not new_idom:
                    idom[block] = new_idom
                    changed = True
        children: dict[Block, list[Block]] = {block: [] for block in post_order}
        for block in reverse_post_order[1:]:
            children[idom[block]].append(block)
        # Number the tree: a dominates b iff b's interval is inside a's.
        counter = 0
        start: dict[Block, int] = {}
        tree_stack: list[tuple[Block, int]] = [(entry, 0)]
        start[entry] = counter
        while tree_stack:
            block, index = tree_stack[-1]
            if index < len(children[block]):
                tree_stack[-1] = (block, index + 1)
                child = children[block][index]
                counter += 1
                start[child] = counter
                tree_stack.append((child, 0))
                continue
            tree_stack.pop()
            self.interval[block] = (start[block], counter)

    def dominates(self, a: Block, b: Block) -> bool:
        """Whether `a` dominates `b` (both in this region)."""
        interval_b = self.interval.get(b)
        if interval_b is None:
            # Unreachable blocks are dominated by everything (MLIR).
            return True
        interval_a = self.interval.get(a)
        if interval_a is None:
            return False
        return interval_a[0] <= interval_b[0] and interval_b[1] <= interval_a[1]


def is_graph_region(region: Region) -> bool:
    """Regions without SSA dominance (MLIR's graph regions): `builtin.module`."""
    parent = region.parent
    return parent is not None and parent.name == "builtin.module"


class DominanceInfo:
    """Dominance queries on ops, blocks and values, computed lazily."""

    def __init__(self) -> None:
        self._regions: dict[Region, _RegionDominance] = {}
        self._positions: dict[Block, dict[Operation, int]] = {}

    def _region(self, region: Region) -> _RegionDominance:
        info = self._regions.get(region)
        if info is None:
            info = _RegionDominance(region)
            self._regions[region] = info
        return info

    def _position(self, op: Operation) -> int:
        block = op.parent
        assert block is not None
        positions = self._positions.get(block)
        if positions is None or op not in positions:
            positions = {nested: index for index, nested in enumerate(block.ops)}
            self._positions[block] = positions
        return positions[op]

    def block_dominates(self, a: Block, b: Block) -> bool:
        """Whether block `a` dominates block `b` (of the same region)."""
        if a is b:
            return True
        region = a.parent
        if region is None or region is not b.parent:
            return False
        return self._region(region).dominates(a, b)

    def tree_preorder(self, region: Region) -> list[tuple[Block, tuple[int, int]]]:
        """The reachable blocks of `region` in a preorder of its dominator
        tree, each with its interval (a dominates b iff b's interval is inside
        a's)."""
        intervals = self._region(region).interval
        return sorted(intervals.items(), key=lambda item: item[1][0])

    @staticmethod
    def ancestor_in_region(op: Operation, region: Region) -> Operation | None:
        """`op` or the op enclosing it whose block is in `region`, if any."""
        current: Operation | None = op
        while current is not None:
            block = current.parent
            if block is None:
                return None
            if block.parent is region:
                return current
            current = block.parent_op()
        return None

    def properly_dominates(self, a: Operation, b: Operation) -> bool:
        """
        Whether op `a` runs before op `b` on every path to `b` and does not
        contain it: `b` sees the results of `a`.
        """
        block = a.parent
        if block is None or block.parent is None:
            return False
        region = block.parent
        ancestor = self.ancestor_in_region(b, region)
        if ancestor is None or ancestor is a:
            return False
        if is_graph_region(region):
            return True
        ancestor_block = ancestor.parent
        assert ancestor_block is not None
        if ancestor_block is block:
            return self._position(a) < self._position(ancestor)
        return self.block_dominates(block, ancestor_block)

    def value_dominates(self, value: SSAValue, op: Operation) -> bool:
        """Whether `op` (and what it contains) may use `value`."""
        if isinstance(value, OpResult):
            return self.properly_dominates(value.op, op)
        assert isinstance(value, BlockArgument)
        block = value.block
        region = block.parent
        if region is None:
            return False
        ancestor = self.ancestor_in_region(op, region)
        if ancestor is None:
            return False
        ancestor_block = ancestor.parent
        assert ancestor_block is not None
        if is_graph_region(region):
            return True
        return self.block_dominates(block, ancestor_block)


@dataclass(frozen=True)
class DominanceViolation:
    """A use of a value its definition does not dominate."""

    user: Operation
    operand_index: int
    value: SSAValue

    @property
    def message(self) -> str:
        return f"operand #{self.operand_index} does not dominate this use"

    def describe(self) -> str:
        name = self.value.name_hint or "<unnamed>"
        return f"'{self.user.name}' op {self.message} (value %{name})"


def _crosses_isolation(value: SSAValue, user: Operation) -> bool:
    """Whether an op isolated from above lies between `user` and `value`'s region."""
    owner = value.owner
    defining_region = (
        owner.parent if isinstance(owner, Block) else owner.parent_region()
    )
    current = user.parent_op()
    while current is not None:
        if any(region is defining_region for region in current.regions):
            return False
        if current.has_trait(IsolatedFromAbove):
            return True
        current = current.parent_op()
    return False


def dominance_violations(root: Operation) -> list[DominanceViolation]:
    """Every use in `root` (nested ops included) that its definition does not
    dominate, in IR order."""
    info = DominanceInfo()
    violations: list[DominanceViolation] = []
    for op in root.walk():
        for index, operand in enumerate(op.operands):
            if not info.value_dominates(operand, op) or _crosses_isolation(operand, op):
                violations.append(DominanceViolation(op, index, operand))
    return violations


def verify_dominance(root: Operation) -> None:
    """Raise `VerifyException` at the first use its definition does not dominate."""
    violations = dominance_violations(root)
    if violations:
        first = violations[0]
        more = f" (and {len(violations) - 1} more)" if len(violations) > 1 else ""
        raise VerifyException(first.describe() + more)


__all__ = [
    "DominanceInfo",
    "DominanceViolation",
    "dominance_violations",
    "is_graph_region",
    "verify_dominance",
]
