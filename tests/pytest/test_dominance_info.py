"""
The one dominance of the package (`analysis/dominance.py`'s `DominanceInfo`):
op, block and value queries across nested regions, graph regions,
unreachable blocks, and the cached op order after insertions. Every query is
also checked against a reference computed from the definition (a block
dominates another if every path from the entry to it passes through it).
"""

from __future__ import annotations

import itertools

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, Region
from xdsl.parser import Parser

from tests.generators import generate_memref_program, generate_tensor_program
from xdsl_bufferization.analysis import buffer_placement, one_shot_analysis
from xdsl_bufferization.analysis.dominance import (
    DominanceInfo,
    find_ancestor_block_in_region,
    find_ancestor_op_in_block,
    find_ancestor_op_in_region,
)
from xdsl_bufferization.context import get_context
from xdsl_bufferization.utils.equivalence_classes import EquivalenceClasses

# A function whose CFG has a diamond, a loop and an unreachable block, with
# regions nested in blocks of each kind.
PROGRAM = """
func.func @f(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> index {
    %t = arith.addi %n, %c1 : index
    scf.yield %t : index
  } else {
    scf.yield %c0 : index
  }
  cf.cond_br %c, ^left, ^right
^left:
  %x = arith.addi %r, %c1 : index
  cf.br ^join(%x : index)
^right:
  %y = scf.execute_region -> index {
    %inner = arith.addi %r, %c0 : index
    cf.br ^second(%inner : index)
  ^second(%arg: index):
    %deep = arith.addi %arg, %c1 : index
    scf.yield %deep : index
  }
  cf.br ^join(%y : index)
^join(%z: index):
  %sum = arith.addi %z, %c1 : index
  cf.cond_br %c, ^join(%sum : index), ^exit
^exit:
  return %sum : index
^dead:
  %dead = arith.addi %x, %c1 : index
  cf.br ^join(%dead : index)
}
"""


def _parse(text: str) -> ModuleOp:
    return Parser(get_context(allow_unregistered=True), text).parse_module()


def _named(module: ModuleOp) -> dict[str, Operation]:
    """The ops of `module` by the name of their first result."""
    return {
        op.results[0].name_hint: op
        for op in module.walk()
        if op.results and op.results[0].name_hint
    }


def _function_blocks(module: ModuleOp) -> list[Block]:
    function = next(op for op in module.walk() if op.name == "func.func")
    return list(function.regions[0].blocks)


# ---------------------------------------------------------------------------
# A reference from the definitions
# ---------------------------------------------------------------------------


_REACHABLE: dict[tuple[Region, Block | None], set[Block]] = {}


def _reachable(region: Region, without: Block | None) -> set[Block]:
    """The blocks reachable from the entry of `region` avoiding `without`
    (cached: the tests do not change the CFGs they ask about)."""
    cached = _REACHABLE.get((region, without))
    if cached is None:
        cached = _REACHABLE[(region, without)] = _search(region, without)
    return cached


def _search(region: Region, without: Block | None) -> set[Block]:
    entry = region.blocks.first
    if entry is None or entry is without:
        return set()
    seen = {entry}
    stack = [entry]
    while stack:
        block = stack.pop()
        last = block.last_op
        for successor in last.successors if last is not None else ():
            if successor is not without and successor not in seen:
                seen.add(successor)
                stack.append(successor)
    return seen


def _reference_block_dominates(a: Block, b: Block) -> bool:
    """Same region: every path from the entry to `b` passes through `a`; an
    unreachable block is dominated by every block, and dominates only itself."""
    region = a.parent
    assert region is not None
    if a is b or b not in _reachable(region, None):
        return True
    return b not in _reachable(region, a)


def _is_graph(block: Block) -> bool:
    owner = block.parent_op()
    return owner is not None and (
        owner.name == "builtin.module" or owner.name == "builtin.unregistered"
    )


def _reference_properly_dominates(a: Operation, b: Operation) -> bool:
    """`a` does not enclose `b`, and runs before the op of its region
    that holds `b`."""
    if a is b or a.is_ancestor(b):
        return False
    a_block = a.parent
    assert a_block is not None
    # The ancestor of `b` in `a`'s region.
    current: Operation | None = b
    while current is not None and (
        current.parent is None or current.parent.parent is not a_block.parent
    ):
        current = current.parent_op()
    if current is None:
        return False
    b_block = current.parent
    assert b_block is not None
    if _is_graph(a_block):
        return True
    if a_block is b_block:
        ops = list(a_block.ops)
        return ops.index(a) < ops.index(current)
    return _reference_block_dominates(a_block, b_block)


def _reference_happens_before(a: Operation, b: Operation) -> bool:
    current: Operation | None = a
    while current is not None:
        if current is not b and current.is_ancestor(b):
            return False
        if _reference_properly_dominates(current, b):
            return True
        current = current.parent_op()
    return False


# ---------------------------------------------------------------------------
# Blocks
# ---------------------------------------------------------------------------


def test_block_queries_in_one_region():
    module = _parse(PROGRAM)
    entry, left, right, join, exit_block, _ = _function_blocks(module)
    info = DominanceInfo()
    assert info.block_dominates(entry, join)
    assert info.block_dominates(join, exit_block)
    assert not info.block_dominates(left, join)
    assert not info.block_dominates(right, join)
    assert not info.block_dominates(join, entry)
    assert info.block_dominates(join, join)
    assert not info.block_properly_dominates(join, join)
    assert info.immediate_dominator(join) is entry
    assert info.immediate_dominator(exit_block) is join
    assert info.immediate_dominator(entry) is None
    assert info.nearest_common_dominator(left, right) is entry
    assert info.nearest_common_dominator(exit_block, join) is join
    assert info.nearest_common_dominator_of([left, exit_block, right]) is entry


def test_unreachable_blocks():
    module = _parse(PROGRAM)
    entry, left, _, join, _, dead = _function_blocks(module)
    info = DominanceInfo()
    assert not info.is_reachable(dead)
    assert info.is_reachable(entry)
    assert info.is_reachable(join)
    # Dominated by every block, dominating none but itself (MLIR's rule);
    # its branch to `join` does not stop `entry` from dominating `join`.
    assert info.block_dominates(left, dead)
    assert info.block_dominates(dead, dead)
    assert not info.block_dominates(dead, join)
    assert info.immediate_dominator(dead) is None
    assert info.immediate_dominator(join) is entry
    named = _named(module)
    assert info.properly_dominates(named["x"], named["dead"])
    assert not info.properly_dominates(named["dead"], named["sum"])


def test_block_queries_across_regions():
    module = _parse(PROGRAM)
    entry, left, right, join, *_ = _function_blocks(module)
    named = _named(module)
    inner_entry = named["inner"].parent
    second = named["deep"].parent
    assert inner_entry is not None
    assert second is not None
    info = DominanceInfo()
    # A block dominates the blocks nested in the ops of blocks it dominates.
    assert info.block_dominates(entry, second)
    assert info.block_properly_dominates(right, second)
    assert not info.block_dominates(left, second)
    # Not the other way round: `second` is not in `right`'s region.
    assert not info.block_dominates(second, right)
    assert info.block_dominates(inner_entry, second)
    assert info.nearest_common_dominator(second, left) is entry
    assert info.nearest_common_dominator(second, inner_entry) is inner_entry
    assert info.nearest_common_dominator(second, join) is entry
    assert find_ancestor_block_in_region(right.parent, second) is right  # type: ignore[arg-type]


def test_tree_preorder_intervals_agree_with_block_dominance():
    module = _parse(PROGRAM)
    blocks = _function_blocks(module)
    region = blocks[0].parent
    assert region is not None
    info = DominanceInfo()
    preorder = info.tree_preorder(region)
    # The reachable blocks only, the entry first.
    assert preorder[0][0] is blocks[0]
    assert {block for block, _ in preorder} == set(blocks[:-1])
    for (a, (a_start, a_end)), (b, (b_start, b_end)) in itertools.product(
        preorder, repeat=2
    ):
        inside = a_start <= b_start and b_end <= a_end
        assert inside == info.block_dominates(a, b), (a, b)


# ---------------------------------------------------------------------------
# Ops and values
# ---------------------------------------------------------------------------


def test_op_queries_across_nested_regions():
    module = _parse(PROGRAM)
    named = _named(module)
    info = DominanceInfo()
    # Into a nested region: `c1` is before the `scf.if` holding `t`.
    assert info.properly_dominates(named["c1"], named["t"])
    assert not info.properly_dominates(named["t"], named["c1"])
    # An op does not dominate what it holds, unless asked as MLIR's op
    # query (`enclosing_ok`).
    assert not info.properly_dominates(named["r"], named["t"])
    assert info.properly_dominates(named["r"], named["t"], enclosing_ok=True)
    assert info.dominates(named["r"], named["t"])
    assert info.dominates(named["r"], named["r"])
    assert not info.properly_dominates(named["r"], named["r"])
    # Across blocks, and into a region of a dominated block.
    assert info.properly_dominates(named["r"], named["deep"])
    assert not info.properly_dominates(named["x"], named["deep"])
    assert not info.properly_dominates(named["x"], named["sum"])
    # Out of a region: an op inside does not dominate ops outside.
    assert not info.properly_dominates(named["inner"], named["sum"])
    # Values: results see neither their op's regions nor earlier ops.
    assert info.value_dominates(named["r"].results[0], named["x"])
    assert not info.value_dominates(named["r"].results[0], named["t"])
    assert not info.value_dominates(named["x"].results[0], named["c1"])
    arg = named["deep"].operands[0]
    assert info.value_dominates(arg, named["deep"])
    assert not info.value_dominates(arg, named["inner"])


def test_happens_before():
    module = _parse(PROGRAM)
    named = _named(module)
    info = DominanceInfo()
    # The `scf.if` (holding `t`) finished before `x`.
    assert info.happens_before(named["t"], named["x"])
    # `t` does not happen before `r`: `r` holds it.
    assert not info.happens_before(named["t"], named["r"])
    assert not info.happens_before(named["x"], named["x"])
    assert not info.happens_before(named["sum"], named["x"])
    assert one_shot_analysis.happens_before(named["t"], named["x"], info)


def test_graph_regions():
    module = _parse(
        """
        %late = "test.use"(%early) : (i32) -> i32
        %early = "test.def"() : () -> i32
        "test.graph"() ({
          %b = "test.use"(%a) : (i32) -> i32
          %a = "test.def"() : () -> i32
        }) : () -> ()
        func.func @f() {
          %x = arith.constant 1 : i32
          %y = arith.constant 2 : i32
          return
        }
        """
    )
    named = _named(module)
    info = DominanceInfo()
    # The module's body and an unregistered op's region: no order.
    assert info.properly_dominates(named["early"], named["late"])
    assert info.properly_dominates(named["late"], named["early"])
    assert info.properly_dominates(named["a"], named["b"])
    assert info.value_dominates(named["a"].results[0], named["b"])
    # A function's body keeps SSA dominance.
    assert info.properly_dominates(named["x"], named["y"])
    assert not info.properly_dominates(named["y"], named["x"])


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4))
def test_queries_agree_with_the_definitions(seed: int):
    texts = [PROGRAM, generate_memref_program(seed), generate_tensor_program(seed)]
    for text in texts:
        module = _parse(text)
        ops = list(module.walk())[1:120]
        info = DominanceInfo()
        for a, b in itertools.product(ops, repeat=2):
            assert info.properly_dominates(a, b) == _reference_properly_dominates(
                a, b
            ), (a.name, b.name)
            assert info.happens_before(a, b) == _reference_happens_before(a, b), (
                a.name,
                b.name,
            )
        blocks = [
            block for op in ops for region in op.regions for block in region.blocks
        ]
        for a, b in itertools.product(blocks, repeat=2):
            if a.parent is b.parent:
                assert info.block_dominates(a, b) == _reference_block_dominates(a, b)


def test_inserted_ops_are_ordered():
    module = _parse(PROGRAM)
    named = _named(module)
    info = DominanceInfo()
    c0, c1 = named["c0"], named["c1"]
    assert info.properly_dominates(c0, c1)
    block = c0.parent
    assert block is not None
    # Announced insertions get a position between their neighbours.
    announced = c1.clone()
    block.insert_op_after(announced, c0)
    info.notify_inserted(announced)
    assert info.properly_dominates(c0, announced)
    assert info.properly_dominates(announced, c1)
    assert info.is_before_in_block(announced, c1)
    # Unannounced ones renumber the block on first use.
    silent = c1.clone()
    block.insert_op_before(silent, c0)
    assert info.properly_dominates(silent, c0)
    assert not info.properly_dominates(c1, silent)
    # A move announced with notify_inserted.
    c0.detach()
    block.insert_op_after(c0, c1)
    info.notify_inserted(c0)
    assert info.properly_dominates(c1, c0)


def test_ancestor_helpers():
    module = _parse(PROGRAM)
    named = _named(module)
    deep, y = named["deep"], named["y"]
    block = y.parent
    assert block is not None
    assert block.parent is not None
    assert find_ancestor_op_in_region(block.parent, deep) is y
    assert find_ancestor_op_in_block(block, deep) is y
    assert find_ancestor_op_in_block(block, named["c0"]) is None
    assert find_ancestor_op_in_region(block.parent, module) is None


def test_one_home():
    """The old names are the new objects, not copies."""
    assert one_shot_analysis.OpDominance is DominanceInfo
    assert one_shot_analysis.EquivalenceClasses is EquivalenceClasses
    assert one_shot_analysis.find_ancestor_op_in_region is find_ancestor_op_in_region
    assert not hasattr(buffer_placement, "BlockDominance")


def test_equivalence_classes_of_any_objects():
    a, b, c = object(), object(), object()
    classes = EquivalenceClasses[object]()
    classes.union(b, a)
    assert classes.members(a) == [b, a]
    assert c not in classes
    classes.union(c, a)
    assert classes.members(b) == [c, b, a]
    assert classes.equivalent(c, b)
