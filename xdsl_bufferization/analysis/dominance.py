"""
Dominance between blocks, ops and values (MLIR's `DominanceInfo`), and a
check that every use of a value is dominated by its definition.

This is the one implementation of dominance in the package: One-Shot
Analysis (`happens_before`, conflict detection), `eliminate-empty-tensors`,
the buffer placement passes (hoisting), the alias analysis of the
deallocation pipeline, its CSE and the verifier below all query a
`DominanceInfo`.

Semantics (MLIR's):

- in a block, an op dominates the ops after it; a block argument dominates
  the whole block;
- across blocks of one region, the dominator tree of the region's CFG
  (from its entry block); a block that is unreachable from the entry is
  dominated by every block and dominates none but itself (LLVM's rule);
- queries across regions are answered in the outermost of the two regions:
  a block or op dominates what is nested in the ops it dominates, and an op
  dominates what it contains when the query allows it (`enclosing_ok`, as
  MLIR's `properlyDominates(Operation*, Operation*, enclosingOpOk)`);
- a value defined in a block dominates the ops nested in the ops after it
  (an op's regions see the values defined before the op, not its results);
- regions of `builtin.module` and of unregistered ops are graph regions: no
  dominance is required between the ops of their blocks;
- the ops of an unreachable block are not checked by the verifier (the ops
  their regions contain are);
- a use in an op isolated from above (e.g. a function) of a value defined
  outside it is invalid.

Cost: a region's dominator tree (Cooper, Harvey and Kennedy's iterative
algorithm on the reverse post-order, numbered for O(1) queries) is computed
once, when the region is first asked about; the positions of a block's ops
once per block. `dominance_violations` (MLIR's verifier) is one walk that
keeps the set of values visible at each point, so checking a module is
linear in its size.

The information describes the IR at the time it is computed: an op inserted
since is located by a fresh scan of its block, or cheaply if the inserter
calls `notify_inserted`; a change of a CFG needs a new `DominanceInfo`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import IsolatedFromAbove
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.utils.traits import class_has_trait

# ===----------------------------------------------------------------------=== #
# Ancestors
# ===----------------------------------------------------------------------=== #
# xDSL's `Block.find_ancestor_op_in_block` compares blocks with `!=` (a
# Python-level `__ne__`); these are on the hot paths of the analyses.


def find_ancestor_op_in_region(region: Region, op: Operation) -> Operation | None:
    """`op`, or the op enclosing it, whose block is in `region` (None if
    `op` is not inside `region`)."""
    current: Operation | None = op
    while current is not None:
        block = current.parent
        if block is None:
            return None
        if block.parent is region:
            return current
        current = block.parent_op()
    return None


def find_ancestor_op_in_block(block: Block, op: Operation) -> Operation | None:
    """`op`, or the op enclosing it, that is directly in `block`."""
    current: Operation | None = op
    while current is not None:
        if current.parent is block:
            return current
        current = current.parent_op()
    return None


def find_ancestor_block_in_region(region: Region, block: Block) -> Block | None:
    """`block`, or the block holding the op that encloses it, that is in
    `region` (None if `block` is not inside `region`)."""
    current: Block | None = block
    while current is not None:
        parent_region = current.parent
        if parent_region is region:
            return current
        op = parent_region.parent if parent_region is not None else None
        current = op.parent if op is not None else None
    return None


def _enclosing_blocks(block: Block) -> list[Block]:
    """`block`, then the block holding its region's op, and so on upwards."""
    chain = [block]
    while True:
        region = chain[-1].parent
        op = region.parent if region is not None else None
        parent_block = op.parent if op is not None else None
        if parent_block is None:
            return chain
        chain.append(parent_block)


def is_graph_region(region: Region) -> bool:
    """Regions without SSA dominance (MLIR's graph regions): those of
    `builtin.module`, and of unregistered ops (whose kind MLIR cannot know)."""
    parent = region.parent
    return parent is not None and (
        parent.name == "builtin.module" or isinstance(parent, UnregisteredOp)
    )


# ===----------------------------------------------------------------------=== #
# The dominator tree of one region
# ===----------------------------------------------------------------------=== #


def _successors(block: Block) -> Sequence[Block]:
    last = block.last_op
    return () if last is None else last.successors


# The caches below are keyed by `id()`, not by the IR objects: xDSL hashes
# blocks and ops through a Python-level `__hash__`, which would cost more
# than the rest of a query. Each cache entry holds the objects it describes,
# so that their ids stay theirs while it lives.


class _RegionDominance:
    """The dominator tree of one region's CFG, numbered so that a dominance
    query is two comparisons."""

    __slots__ = ("depth", "entry", "idom", "interval", "region")

    region: Region
    entry: Block | None
    idom: dict[Block, Block]
    """Immediate dominator of each reachable block (the entry maps to itself)."""
    depth: dict[Block, int]
    interval: dict[int, tuple[int, int]]
    """By block id: pre- and post-order numbers in the dominator tree (one
    counter for both), so that a dominates b iff b's interval is inside a's.
    Unreachable blocks have none."""

    def __init__(self, region: Region):
        self.region = region
        self.entry = region.blocks.first
        self.idom = {}
        self.depth = {}
        self.interval = {}
        if self.entry is None:
            return
        order = self._reverse_post_order(self.entry, region)
        number = {block: index for index, block in enumerate(order)}
        predecessors: dict[Block, list[Block]] = {block: [] for block in order}
        for block in order:
            for successor in _successors(block):
                if successor in predecessors:
                    predecessors[successor].append(block)
        idom = self.idom
        idom[self.entry] = self.entry

        def intersect(a: Block, b: Block) -> Block:
            while a is not b:
                while number[a] > number[b]:
                    a = idom[a]
                while number[b] > number[a]:
                    b = idom[b]
            return a

        changed = True
        while changed:
            changed = False
            for block in order[1:]:
                new_idom: Block | None = None
                for predecessor in predecessors[block]:
                    if predecessor not in idom:
                        continue
                    new_idom = (
                        predecessor
                        if new_idom is None
                        else intersect(predecessor, new_idom)
                    )
                assert new_idom is not None
                if idom.get(block) is not new_idom:
                    idom[block] = new_idom
                    changed = True
        self._number_tree(order)

    @staticmethod
    def _reverse_post_order(entry: Block, region: Region) -> list[Block]:
        post_order: list[Block] = []
        visited = {entry}
        stack: list[tuple[Block, Iterator[Block]]] = [(entry, iter(_successors(entry)))]
        while stack:
            block, successors = stack[-1]
            for successor in successors:
                if successor not in visited and successor.parent is region:
                    visited.add(successor)
                    stack.append((successor, iter(_successors(successor))))
                    break
            else:
                stack.pop()
                post_order.append(block)
        post_order.reverse()
        return post_order

    def _number_tree(self, order: list[Block]) -> None:
        children: dict[Block, list[Block]] = {block: [] for block in order}
        for block in order[1:]:
            children[self.idom[block]].append(block)
        entry = self.entry
        assert entry is not None
        pre: dict[Block, int] = {entry: 0}
        self.depth[entry] = 0
        counter = 0
        stack: list[tuple[Block, Iterator[Block]]] = [(entry, iter(children[entry]))]
        while stack:
            block, pending = stack[-1]
            child = next(pending, None)
            if child is None:
                stack.pop()
                counter += 1
                self.interval[id(block)] = (pre[block], counter)
                continue
            counter += 1
            pre[child] = counter
            self.depth[child] = self.depth[block] + 1
            stack.append((child, iter(children[child])))

    def dominates(self, a: Block, b: Block) -> bool:
        """Whether `a` dominates `b` (LLVM's rule: an unreachable block is
        dominated by every block and dominates none but itself)."""
        if a is b:
            return True
        interval_b = self.interval.get(id(b))
        if interval_b is None:
            return True
        interval_a = self.interval.get(id(a))
        if interval_a is None:
            return False
        return interval_a[0] <= interval_b[0] and interval_b[1] <= interval_a[1]

    def nearest_common_dominator(self, a: Block, b: Block) -> Block | None:
        idom = self.idom
        if a not in idom:
            return b if b in idom else (a if a is b else None)
        if b not in idom:
            return a
        depth = self.depth
        while depth[a] > depth[b]:
            a = idom[a]
        while depth[b] > depth[a]:
            b = idom[b]
        while a is not b:
            a = idom[a]
            b = idom[b]
        return a


class _BlockOrder:
    """The positions of a block's ops (by op id), and whether the order
    matters for dominance (not in a graph region)."""

    __slots__ = ("block", "graph", "ops", "position")

    def __init__(self, block: Block):
        self.block = block
        self.ops = list(block.ops)
        self.position: dict[int, float] = {
            id(op): index for index, op in enumerate(self.ops)
        }
        region = block.parent
        self.graph = region is not None and is_graph_region(region)


# ===----------------------------------------------------------------------=== #
# Queries
# ===----------------------------------------------------------------------=== #


class DominanceInfo:
    """
    Dominance queries on blocks, ops and values, region-aware as MLIR's
    `DominanceInfo`. Each region's dominator tree and each block's op order
    are computed on first use and kept.
    """

    def __init__(self) -> None:
        self._regions: dict[int, _RegionDominance] = {}
        self._orders: dict[int, _BlockOrder] = {}

    def _tree(self, region: Region) -> _RegionDominance:
        tree = self._regions.get(id(region))
        if tree is None:
            tree = _RegionDominance(region)
            self._regions[id(region)] = tree
        return tree

    # -- blocks --------------------------------------------------------------

    def is_reachable(self, block: Block) -> bool:
        """Whether `block` is reachable from the entry of its region."""
        region = block.parent
        if region is None:
            return False
        return region.blocks.first is block or id(block) in self._tree(region).interval

    def immediate_dominator(self, block: Block) -> Block | None:
        """The immediate dominator of `block` in its region (None for the
        entry block and for unreachable blocks)."""
        region = block.parent
        if region is None or region.blocks.first is block:
            return None
        return self._tree(region).idom.get(block)

    def block_dominates(self, a: Block, b: Block) -> bool:
        """Whether block `a` dominates block `b`, or the block of `a`'s
        region that holds `b` (a block dominates itself)."""
        return a is b or self.block_properly_dominates(a, b)

    def block_properly_dominates(self, a: Block, b: Block) -> bool:
        """Whether `a` dominates `b` and is not `b` (it may hold `b`'s op)."""
        region = a.parent
        if a is b or region is None:
            return False
        ancestor = find_ancestor_block_in_region(region, b)
        if ancestor is None:
            return False
        return ancestor is a or self._tree(region).dominates(a, ancestor)

    def nearest_common_dominator(self, a: Block, b: Block) -> Block | None:
        """
        The nearest block dominating both, in the innermost region holding
        both (None if there is none, e.g. both unreachable).
        """
        if a is b:
            return a
        chain_a = _enclosing_blocks(a)
        position = {block.parent: index for index, block in enumerate(chain_a)}
        for b_ancestor in _enclosing_blocks(b):
            index = position.get(b_ancestor.parent)
            if index is None:
                continue
            a_ancestor = chain_a[index]
            if a_ancestor is b_ancestor:
                return a_ancestor
            region = b_ancestor.parent
            assert region is not None
            return self._tree(region).nearest_common_dominator(a_ancestor, b_ancestor)
        return None

    def nearest_common_dominator_of(self, blocks: Iterable[Block]) -> Block | None:
        """The nearest common dominator of all `blocks` (None if empty or none)."""
        result: Block | None = None
        first = True
        for block in blocks:
            if first:
                result = block
                first = False
                continue
            if result is None:
                return None
            result = self.nearest_common_dominator(result, block)
        return result

    def tree_preorder(self, region: Region) -> list[tuple[Block, tuple[int, int]]]:
        """The reachable blocks of `region` in a preorder of its dominator
        tree, each with its interval (a dominates b iff b's interval is inside
        a's)."""
        tree = self._tree(region)
        interval = tree.interval
        result = [(block, interval[id(block)]) for block in tree.idom]
        result.sort(key=lambda item: item[1][0])
        return result

    # -- ops -----------------------------------------------------------------

    def _renumber(self, block: Block) -> _BlockOrder:
        order = _BlockOrder(block)
        self._orders[id(block)] = order
        return order

    def _is_before(self, block: Block, a: Operation, b: Operation) -> bool:
        """Whether `a` comes before `b` in `block` (renumbered if one of them
        was inserted since it was numbered)."""
        order = self._orders.get(id(block))
        if order is None:
            order = self._renumber(block)
        position = order.position
        position_a = position.get(id(a))
        position_b = position.get(id(b))
        if position_a is None or position_b is None:
            position = self._renumber(block).position
            return position[id(a)] < position[id(b)]
        return position_a < position_b

    def notify_inserted(self, op: Operation) -> None:
        """
        Keep the cached order of `op`'s block valid after `op` was inserted
        (or moved) there: it gets a position between its neighbours, so that
        a transformation that inserts ops does not renumber the block each
        time (when positions run out, the block is renumbered on next use).
        """
        block = op.parent
        if block is None:
            return
        order = self._orders.get(id(block))
        if order is None:
            return
        positions = order.position
        prev_op, next_op = op.prev_op, op.next_op
        low = positions.get(id(prev_op)) if prev_op is not None else None
        high = positions.get(id(next_op)) if next_op is not None else None
        if (prev_op is not None and low is None) or (
            next_op is not None and high is None
        ):
            del self._orders[id(block)]
            return
        if low is None and high is None:
            position: float = 0
        elif low is None:
            assert high is not None
            position = high - 1
        elif high is None:
            position = low + 1
        else:
            position = (low + high) / 2
            if not low < position < high:
                del self._orders[id(block)]
                return
        order.ops.append(op)
        positions[id(op)] = position

    def is_before_in_block(self, a: Operation, b: Operation) -> bool:
        """Whether `a` comes before `b` in their (common) block."""
        block = a.parent
        assert block is not None
        return self._is_before(block, a, b)

    def _properly_dominates_in_region(
        self, a: Operation, a_block: Block, b: Operation, b_block: Block
    ) -> bool:
        """`properly_dominates` for two different ops of one region, in
        `a_block` and `b_block`."""
        if a_block is b_block:
            order = self._orders.get(id(a_block))
            if order is None:
                order = self._renumber(a_block)
            return order.graph or self._is_before(a_block, a, b)
        region = a_block.parent
        assert region is not None
        if is_graph_region(region):
            return True
        return self._tree(region).dominates(a_block, b_block)

    def properly_dominates(
        self, a: Operation, b: Operation, enclosing_ok: bool = False
    ) -> bool:
        """
        Whether op `a` runs before op `b` on every path to `b`: `a` is
        before `b` (or before the op of `a`'s region enclosing `b`) in its
        block, or in a block that properly dominates `b`'s. If `a` encloses
        `b`, the answer is `enclosing_ok`: by default False (`b` does not
        see `a`'s results), True for MLIR's `properlyDominates(a, b)`, whose
        `enclosingOpOk` defaults to true. An op does not properly dominate
        itself.
        """
        if a is b:
            return False
        a_block = a.parent
        b_block = b.parent
        if a_block is None or b_block is None:
            return False
        region = a_block.parent
        if region is None:
            return False
        if b_block.parent is not region:
            ancestor = find_ancestor_op_in_region(region, b)
            if ancestor is None:
                return False
            if ancestor is a:
                return enclosing_ok
            b = ancestor
            b_block = ancestor.parent
            assert b_block is not None
        return self._properly_dominates_in_region(a, a_block, b, b_block)

    def dominates(self, a: Operation, b: Operation) -> bool:
        """Whether `a` is `b`, encloses it or properly dominates it (MLIR's
        `dominates(Operation*, Operation*)`)."""
        return a is b or self.properly_dominates(a, b, enclosing_ok=True)

    def happens_before(self, a: Operation, b: Operation) -> bool:
        """
        Whether `a`, or an op enclosing `a`, properly dominates `b`, where
        no op on the way encloses `b` (One-Shot Analysis's `happensBefore`:
        `a` ran, and finished, before `b` starts).
        """
        # The ancestors of `b` (and their blocks) by the region they are in:
        # one walk up from `b`, then one look-up per ancestor of `a`.
        in_region: dict[int, tuple[Operation, Block]] = {}
        current: Operation | None = b
        while current is not None:
            block = current.parent
            if block is None:
                break
            region = block.parent
            if region is None:
                break
            in_region[id(region)] = (current, block)
            current = region.parent
        current = a
        while current is not None:
            block = current.parent
            if block is None:
                return False
            region = block.parent
            if region is None:
                return False
            found = in_region.get(id(region))
            if found is not None:
                ancestor, ancestor_block = found
                if ancestor is current:
                    # `current` is `b` or encloses it, and so do the ops
                    # enclosing `current`.
                    return False
                if self._properly_dominates_in_region(
                    current, block, ancestor, ancestor_block
                ):
                    return True
            current = region.parent
        return False

    def value_dominates(self, value: SSAValue, op: Operation) -> bool:
        """Whether `op` (and what it contains) may use `value` (MLIR's
        `properlyDominates(Value, Operation*)`)."""
        if isinstance(value, OpResult):
            return self.properly_dominates(value.op, op)
        assert isinstance(value, BlockArgument)
        block = value.block
        region = block.parent
        if region is None:
            return False
        ancestor = find_ancestor_op_in_region(region, op)
        if ancestor is None:
            return False
        ancestor_block = ancestor.parent
        assert ancestor_block is not None
        if is_graph_region(region):
            return True
        return block is ancestor_block or self._tree(region).dominates(
            block, ancestor_block
        )


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
    The set holds the values' ids (see the caches above); the IR holds the
    values while the walk runs.
    """

    def __init__(self) -> None:
        self.info = DominanceInfo()
        self.visible: set[int] = set()
        self.unreachable: dict[Region, Block] = {}
        """Regions the walk is inside an unreachable block of (that block):
        there, values of the region's other blocks dominate (MLIR)."""
        self.outer_scopes: list[tuple[set[int], Operation]] = []
        """The isolated ops the walk is in, with the values visible outside."""
        self.violations: list[DominanceViolation] = []

    def _check(self, op: Operation) -> None:
        visible = self.visible
        for index, operand in enumerate(op._operands):  # pyright: ignore[reportPrivateUsage]
            if id(operand) in visible:
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
        if class_has_trait(type(op), IsolatedFromAbove, False):
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

    def _block(self, block: Block, checked: bool) -> list[int]:
        """Walk `block`; return the (ids of the) values it made visible."""
        # `_nested` swaps `self.visible` for isolated ops and restores it.
        visible = self.visible
        added = [id(arg) for arg in block.args]
        visible.update(added)
        op = block.first_op
        while op is not None:
            operands = op._operands  # pyright: ignore[reportPrivateUsage]
            # One set operation for the common case, all operands visible.
            if checked and operands and not visible.issuperset(map(id, operands)):
                self._check(op)
            if op.regions:
                self._nested(op)
            results = op.results
            if results:
                ids = [id(result) for result in results]
                visible.update(ids)
                added.extend(ids)
            op = op.next_op
        return added

    def _graph_region(self, region: Region) -> None:
        added: list[int] = []
        for block in region.blocks:
            added.extend(map(id, block.args))
            for op in block.ops:
                added.extend(map(id, op.results))
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
        open_blocks: list[tuple[int, list[int]]] = []
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
    "find_ancestor_block_in_region",
    "find_ancestor_op_in_block",
    "find_ancestor_op_in_region",
    "is_graph_region",
    "verify_dominance",
]
