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
- regions of `builtin.module` and of unregistered ops are graph regions: no
  dominance is required between the ops of their blocks;
- the ops of an unreachable block are not checked (the ops their regions
  contain are);
- a use in an op isolated from above (e.g. a function) of a value defined
  outside it is invalid.

Dominator trees are computed once per region (Cooper, Harvey and Kennedy's
iterative algorithm on the reverse post-order) and op positions once per
block. `dominance_violations` (MLIR's verifier) is one walk that keeps the set
of values visible at each point, so checking a module is linear in its size.
The information describes the IR at the time it is computed: an op inserted
since is located by a fresh scan of its block; a change of a CFG needs a new
`DominanceInfo`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import UnregisteredOp
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
    """Regions without SSA dominance (MLIR's graph regions): those of
    `builtin.module`, and of unregistered ops (whose kind MLIR cannot know)."""
    parent = region.parent
    return parent is not None and (
        parent.name == "builtin.module" or isinstance(parent, UnregisteredOp)
    )


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


DOMINANCE = "dominance"
ISOLATION = "isolation"


@dataclass(frozen=True)
class DominanceViolation:
    """A use of a value its definition does not dominate (`kind` DOMINANCE),
    or of a value defined outside an op isolated from above that contains the
    use (`kind` ISOLATION)."""

    user: Operation
    operand_index: int
    value: SSAValue
    kind: str = DOMINANCE
    isolating_op: Operation | None = None
    """For ISOLATION: the innermost isolated op between use and definition."""

    @property
    def message(self) -> str:
        """MLIR's verifier message, reported at `user`."""
        if self.kind == ISOLATION:
            return "using value defined outside the region"
        return f"operand #{self.operand_index} does not dominate this use"

    @property
    def note_op(self) -> Operation | None:
        """Where MLIR attaches its note: the defining op, the op owning the
        defining block, or the isolated op."""
        if self.kind == ISOLATION:
            return self.isolating_op
        owner = self.value.owner
        return owner if isinstance(owner, Operation) else owner.parent_op()

    @property
    def note(self) -> str:
        """MLIR's note, which says where the value is defined."""
        if self.kind == ISOLATION:
            return "required by region isolation constraints"
        user_block = self.user.parent
        user_region = user_block.parent if user_block is not None else None
        owner = self.value.owner
        if isinstance(owner, Operation):
            block = owner.parent
            region = block.parent if block is not None else None
            if block is user_block:
                where = "op in the same block"
            else:
                where = "op " + _relative_region(region, user_region)
            return f"operand defined here ({where})"
        region = owner.parent
        if region is None:
            return "operand defined as a block argument (block without parent)"
        index = list(region.blocks).index(owner)
        return (
            f"operand defined as a block argument (block #{index} "
            f"{_relative_region(region, user_region, bare=True)})"
        )

    def describe(self) -> str:
        name = self.value.name_hint or "<unnamed>"
        return f"'{self.user.name}' op {self.message} (value %{name})"


def _is_proper_ancestor(ancestor: Region | None, region: Region | None) -> bool:
    if ancestor is None:
        return False
    current = region
    while current is not None and current is not ancestor:
        op = current.parent
        block = op.parent if op is not None else None
        current = block.parent if block is not None else None
    return current is ancestor and region is not ancestor


def _relative_region(
    definition: Region | None, use: Region | None, *, bare: bool = False
) -> str:
    """MLIR's words for where region `definition` is, seen from `use`."""
    if definition is use:
        return "in the same region"
    if _is_proper_ancestor(definition, use):
        return "in a parent region"
    if _is_proper_ancestor(use, definition):
        return "in a child region"
    return (
        "neither in a parent nor in a child region"
        if bare
        else ("is neither in a parent nor in a child region")
    )


class _DominanceChecker:
    """
    One walk over the IR that checks every operand against the set of values
    visible at its use (MLIR's verifier rules, see the module docstring).

    Values enter `visible` where they are defined and leave it when the walk
    leaves their block's subtree of the dominator tree, so each value is added
    and removed once and each operand costs one set look-up: linear in the IR.
    """

    def __init__(self) -> None:
        self.info = DominanceInfo()
        self.visible: set[SSAValue] = set()
        self.unreachable: dict[Region, Block] = {}
        """Regions the walk is inside an unreachable block of (that block):
        there, values of the region's other blocks dominate (MLIR)."""
        self.outer_scopes: list[tuple[set[SSAValue], Operation]] = []
        """The isolated ops the walk is in, with the values visible outside."""
        self.violations: list[DominanceViolation] = []

    def _check(self, op: Operation) -> None:
        for index, operand in enumerate(op.operands):
            if operand in self.visible:
                continue
            owner = operand.owner
            block = owner if isinstance(owner, Block) else owner.parent
            region = block.parent if block is not None else None
            if region is not None and self.unreachable.get(region, block) is not block:
                continue
            self.violations.append(self._violation(op, index, operand))

    def _violation(
        self, op: Operation, index: int, operand: SSAValue
    ) -> DominanceViolation:
        if self.outer_scopes:
            # MLIR checks isolation first: a value defined outside the
            # innermost isolated op around the use.
            isolated = self.outer_scopes[-1][1]
            definer = operand.owner.parent_op()
            while definer is not None and definer is not isolated:
                definer = definer.parent_op()
            if definer is None:
                return DominanceViolation(op, index, operand, ISOLATION, isolated)
        return DominanceViolation(op, index, operand)

    def _nested(self, op: Operation) -> None:
        if not op.regions:
            return
        # An unregistered op is not isolated for MLIR (xDSL's `has_trait`
        # answers True for any trait of an unregistered op by default).
        if op.has_trait(IsolatedFromAbove, value_if_unregistered=False):
            saved = self.visible, self.unreachable
            self.outer_scopes.append((self.visible, op))
            self.visible, self.unreachable = set(), {}
            for region in op.regions:
                self.region(region)
            self.visible, self.unreachable = saved
            self.outer_scopes.pop()
            return
        for region in op.regions:
            self.region(region)

    def _block(self, block: Block, checked: bool) -> list[SSAValue]:
        """Walk `block`; return the values it made visible."""
        added: list[SSAValue] = list(block.args)
        self.visible.update(block.args)
        for op in block.ops:
            if checked:
                self._check(op)
            self._nested(op)
            self.visible.update(op.results)
            added.extend(op.results)
        return added

    def _graph_region(self, region: Region) -> None:
        added: list[SSAValue] = []
        for block in region.blocks:
            added.extend(block.args)
            for op in block.ops:
                added.extend(op.results)
        self.visible.update(added)
        for block in region.blocks:
            for op in block.ops:
                self._check(op)
                self._nested(op)
        self.visible.difference_update(added)

    def region(self, region: Region) -> None:
        first = region.blocks.first
        if first is None:
            return
        if is_graph_region(region):
            self._graph_region(region)
            return
        if first.next_block is None:
            self.visible.difference_update(self._block(first, True))
            return
        # Dominator-tree preorder: a block's values stay visible while the
        # walk is in the blocks it dominates.
        open_blocks: list[tuple[int, list[SSAValue]]] = []
        preorder = self.info.tree_preorder(region)
        for block, (start, end) in preorder:
            while open_blocks and open_blocks[-1][0] < start:
                self.visible.difference_update(open_blocks.pop()[1])
            open_blocks.append((end, self._block(block, True)))
        while open_blocks:
            self.visible.difference_update(open_blocks.pop()[1])
        reachable = {block for block, _ in preorder}
        for block in region.blocks:
            if block in reachable:
                continue
            # MLIR does not check the ops of unreachable blocks, only what
            # their regions contain.
            previous = self.unreachable.get(region)
            self.unreachable[region] = block
            self.visible.difference_update(self._block(block, False))
            if previous is None:
                del self.unreachable[region]
            else:
                self.unreachable[region] = previous


def dominance_violations(root: Operation) -> list[DominanceViolation]:
    """Every use in `root` (nested ops included, `root`'s own operands not)
    that its definition does not dominate, in IR order. Linear in the IR."""
    checker = _DominanceChecker()
    if root.has_trait(IsolatedFromAbove, value_if_unregistered=False):
        checker.outer_scopes.append((set(), root))
    for region in root.regions:
        checker.region(region)
    return checker.violations


def verify_dominance(root: Operation) -> None:
    """
    Raise `VerifyException` at the first use in `root` that its definition
    does not dominate, with MLIR's message at the using op and MLIR's note at
    the definition (or at the isolated op).
    """
    from xdsl_bufferization.diagnostics import UnprefixedVerifyException, emit_error

    violations = dominance_violations(root)
    if not violations:
        return
    first = violations[0]
    note_op = first.note_op
    notes = [(note_op, first.note)] if note_op is not None else []
    if first.kind == ISOLATION:
        # MLIR's `emitOpError`: the message names the op.
        message = f"'{first.user.name}' op {first.message}"
        error: VerifyException = VerifyException(message)
    else:
        message = first.message
        error = UnprefixedVerifyException(message)
    emit_error(first.user, message, notes=notes, error=error)


__all__ = [
    "DOMINANCE",
    "ISOLATION",
    "DominanceInfo",
    "DominanceViolation",
    "dominance_violations",
    "is_graph_region",
    "verify_dominance",
]
