"""
Region simplification (`xdsl_bufferization.rewriting.region_simplification`),
called directly and through the greedy driver at each of MLIR's levels:
unreachable blocks, dead code and dead block arguments (`normal`), identical
blocks and arguments that receive one value (`aggressive`).
"""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Block, Operation
from xdsl.parser import Parser
from xdsl.pattern_rewriter import PatternRewriter

from xdsl_bufferization.context import get_context
from xdsl_bufferization.rewriting.greedy import (
    GreedyRewriteConfig,
    apply_patterns_greedily,
)
from xdsl_bufferization.rewriting.region_simplification import (
    RegionSimplificationLevel,
    drop_redundant_arguments,
    erase_unreachable_blocks,
    merge_identical_blocks,
    run_region_dce,
    simplify_regions,
)


def parse(text: str) -> ModuleOp:
    return Parser(get_context(allow_unregistered=True), text).parse_module()


def function(module: ModuleOp) -> FuncOp:
    (func,) = [op for op in module.walk() if isinstance(op, FuncOp)]
    return func


def blocks(func: FuncOp) -> list[Block]:
    return list(func.body.blocks)


def op_name(op: Operation) -> str:
    """The op's name, also for the unregistered `test.*` ops."""
    if isinstance(op, UnregisteredOp):
        return op.op_name.data
    return op.name


def op_names(module: ModuleOp) -> list[str]:
    return [op_name(op) for op in module.walk() if op is not module]


UNREACHABLE = """
func.func @f(%x: i32) -> i32 {
  "test.entry"() : () -> ()
  cf.br ^exit
^dead:
  "test.dead"() : () -> ()
  cf.br ^dead
^exit:
  return %x : i32
}
"""

# The argument of ^m is never used; ^a and ^b differ only in the value they
# pass to ^j, which every predecessor of ^k sets to %x.
BRANCHES = """
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  "test.a"() : () -> ()
  cf.br ^m(%x : i32)
^b:
  "test.b"() : () -> ()
  cf.br ^m(%x : i32)
^m(%unused: i32):
  cf.cond_br %c, ^p, ^q
^p:
  "test.use"(%x) : (i32) -> ()
  cf.br ^k(%x : i32)
^q:
  "test.use"(%y) : (i32) -> ()
  cf.br ^k(%x : i32)
^k(%same: i32):
  return %same : i32
}
"""

# %acc only goes around the loop: nothing live needs it.
LOOP = """
func.func @f(%c: i1, %x: i32) {
  cf.br ^loop(%x : i32)
^loop(%acc: i32):
  %next = arith.addi %acc, %x : i32
  cf.cond_br %c, ^loop(%next : i32), ^exit
^exit:
  return
}
"""


def test_unreachable_blocks_are_erased_directly():
    module = parse(UNREACHABLE)
    func = function(module)
    rewriter = PatternRewriter(func)
    assert erase_unreachable_blocks(rewriter, [func.body])
    assert "test.dead" not in op_names(module)
    assert len(blocks(func)) == 2
    # Nothing left to erase: reports no change.
    assert not erase_unreachable_blocks(rewriter, [func.body])
    module.verify()


def test_region_dce_drops_unused_arguments_and_their_operands():
    module = parse(BRANCHES)
    func = function(module)
    # No op is dead: reports no change (as MLIR's `runRegionDCE`, which only
    # counts erased ops), yet drops the argument.
    assert not run_region_dce(PatternRewriter(func), [func.body])
    merge_block = blocks(func)[3]
    assert not merge_block.args
    assert all(not op.operands for op in blocks(func)[1].ops if op.name == "cf.br"), (
        "the branch must stop passing the dropped argument"
    )
    module.verify()


def test_region_dce_erases_a_value_that_only_goes_around_a_loop():
    module = parse(LOOP)
    func = function(module)
    assert run_region_dce(PatternRewriter(func), [func.body])
    assert "arith.addi" not in op_names(module)
    assert not blocks(func)[1].args
    module.verify()


def test_identical_blocks_are_merged_and_their_differences_become_arguments():
    module = parse(BRANCHES)
    func = function(module)
    before = len(blocks(func))
    rewriter = PatternRewriter(func)
    assert merge_identical_blocks(rewriter, [func.body])
    # ^a/^b differ in an op name (not merged); ^p/^q differ in one operand
    # (merged, the operand passed as a new argument).
    assert len(blocks(func)) == before - 1
    uses = [op for op in module.walk() if op_name(op) == "test.use"]
    assert len(uses) == 1
    assert uses[0].parent is not None
    assert uses[0].operands[0] in uses[0].parent.args
    module.verify()


def test_redundant_arguments_become_their_one_value():
    module = parse(BRANCHES)
    func = function(module)
    x = func.body.blocks.first.args[1]  # type: ignore[union-attr]
    assert drop_redundant_arguments(PatternRewriter(func), [func.body])
    (ret,) = [op for op in module.walk() if op.name == "func.return"]
    assert ret.operands[0] is x
    assert not blocks(func)[-1].args
    module.verify()


def test_disabled_does_nothing_and_reports_it():
    module = parse(BRANCHES)
    before = str(module)
    func = function(module)
    assert not simplify_regions(PatternRewriter(func), [func.body], "disabled")
    assert str(module) == before


@pytest.mark.parametrize(
    ("level", "num_blocks", "merge_args", "exit_args"),
    [
        # Unreachable blocks only (the driver erases them at every level).
        ("disabled", 7, 1, 1),
        # Also the unused argument of ^m.
        ("normal", 7, 0, 1),
        # Also ^p/^q merged and the argument of ^k replaced by %x.
        ("aggressive", 6, 0, 0),
    ],
)
def test_levels_through_the_driver(
    level: RegionSimplificationLevel,
    num_blocks: int,
    merge_args: int,
    exit_args: int,
):
    module = parse(BRANCHES)
    func = function(module)
    result = apply_patterns_greedily(
        module, [], config=GreedyRewriteConfig(region_simplification=level)
    )
    assert result.converged
    assert len(blocks(func)) == num_blocks
    assert len(blocks(func)[3].args) == merge_args
    assert len(blocks(func)[-1].args) == exit_args
    module.verify()


def test_simplification_reaches_a_fixpoint():
    module = parse(BRANCHES)
    func = function(module)
    rewriter = PatternRewriter(func)
    while simplify_regions(rewriter, [func.body], "aggressive"):
        pass
    after = str(module)
    assert not simplify_regions(rewriter, [func.body], "aggressive")
    assert str(module) == after
