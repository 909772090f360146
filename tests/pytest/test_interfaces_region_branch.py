"""Region control flow models (RegionBranchOpInterface and its terminators)."""

from __future__ import annotations

import pytest
from xdsl.dialects import arith, func, scf, test
from xdsl.dialects.builtin import IndexType, ModuleOp, i1, i32
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.traits import IsTerminator

from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces.operands import OperandRange, all_operands
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_OP_MODELS,
    REGION_BRANCH_TERMINATOR_MODELS,
    ForwardAllOperands,
    RegionBranchOpModel,
    RegionSuccessor,
    get_enclosing_region_branch_op,
    get_enclosing_repetitive_region,
    get_entry_successor_operands,
    get_entry_successors,
    get_incoming_values,
    get_region_branch_terminators,
    get_region_successors,
    get_returned_operands,
    get_terminator_successor_operands,
    get_terminator_successors,
    inside_mutually_exclusive_regions,
    is_block_in_loop,
    is_parallel_region,
    is_region_branch_op,
    is_region_branch_terminator,
    is_region_reachable,
    is_repetitive_region,
    is_return_like,
)
from xdsl_bufferization.interfaces.registry import MissingModelError, get_op_name


def parse(source: str, *, allow_unregistered: bool = False) -> ModuleOp:
    ctx = get_context(allow_unregistered=allow_unregistered)
    return Parser(ctx, source).parse_module()


def ops_named(root: Operation, name: str) -> list[Operation]:
    return [op for op in root.walk() if get_op_name(op) == name]


def the_op(root: Operation, name: str) -> Operation:
    (op,) = ops_named(root, name)
    return op


def by_hint(root: Operation, hint: str) -> SSAValue:
    """The SSA value named `%hint` in the source."""
    for op in root.walk():
        for value in op.results:
            if value.name_hint == hint:
                return value
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    if arg.name_hint == hint:
                        return arg
    raise KeyError(hint)


def summary(
    successors: tuple[RegionSuccessor, ...], op: Operation
) -> list[tuple[str, list[str | None]]]:
    """Successors as (`parent` or `region<i>`, [input name hints])."""
    described: list[tuple[str, list[str | None]]] = []
    for successor in successors:
        if successor.region is None:
            target = "parent"
        else:
            target = f"region{op.get_region_index(successor.region)}"
        described.append((target, [v.name_hint for v in successor.inputs]))
    return described


def hints(values: OperandRange | tuple[SSAValue, ...]) -> list[str | None]:
    vals = values.values if isinstance(values, OperandRange) else values
    return [v.name_hint for v in vals]


# ---------------------------------------------------------------------------
# scf.if
# ---------------------------------------------------------------------------

IF_SOURCE = """
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %t = arith.addi %a, %b : i32
    scf.yield %t : i32
  } else {
    scf.yield %b : i32
  }
  scf.if %c {
    "test.op"() : () -> ()
  }
  func.return %r : i32
}
"""


def test_if_with_else():
    module = parse(IF_SOURCE)
    if_op = ops_named(module, "scf.if")[0]
    assert is_region_branch_op(if_op)
    assert summary(get_entry_successors(if_op), if_op) == [
        ("region0", []),
        ("region1", []),
    ]
    for successor in get_entry_successors(if_op):
        assert len(get_entry_successor_operands(if_op, successor)) == 0
    for region in if_op.regions:
        assert summary(get_region_successors(if_op, region), if_op) == [
            ("parent", ["r"])
        ]
        assert not is_repetitive_region(region)
    then_yield, else_yield = (r.block.last_op for r in if_op.regions)
    assert then_yield is not None
    assert else_yield is not None
    assert summary(get_terminator_successors(then_yield), if_op) == [("parent", ["r"])]
    assert hints(get_terminator_successor_operands(then_yield)) == ["t"]
    assert hints(get_terminator_successor_operands(else_yield)) == ["b"]
    assert get_incoming_values(by_hint(module, "r")) == (
        by_hint(module, "t"),
        by_hint(module, "b"),
    )


def test_if_without_else_enters_parent_directly():
    module = parse(IF_SOURCE)
    if_op = ops_named(module, "scf.if")[1]
    assert summary(get_entry_successors(if_op), if_op) == [
        ("region0", []),
        ("parent", []),
    ]


def test_then_and_else_are_mutually_exclusive():
    module = parse(IF_SOURCE)
    if_op = ops_named(module, "scf.if")[0]
    add = the_op(module, "arith.addi")
    then_yield, else_yield = (r.block.last_op for r in if_op.regions)
    assert then_yield is not None
    assert else_yield is not None
    assert inside_mutually_exclusive_regions(add, else_yield)
    assert inside_mutually_exclusive_regions(else_yield, add)
    assert not inside_mutually_exclusive_regions(add, then_yield)
    # The scf.if itself is not inside one of its regions.
    assert not inside_mutually_exclusive_regions(add, if_op)


# ---------------------------------------------------------------------------
# scf.for
# ---------------------------------------------------------------------------

FOR_SOURCE = """
func.func @f(%lb: index, %ub: index, %s: index, %init: i32, %c: i1) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (i32) {
    %n = scf.if %c -> (i32) {
      %one = arith.constant 1 : i32
      %sum = arith.addi %acc, %one : i32
      scf.yield %sum : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %n : i32
  }
  func.return %r : i32
}
"""


def test_for():
    module = parse(FOR_SOURCE)
    for_op = the_op(module, "scf.for")
    body = for_op.regions[0]
    expected = [("region0", ["acc"]), ("parent", ["r"])]
    assert summary(get_entry_successors(for_op), for_op) == expected
    assert summary(get_region_successors(for_op, body), for_op) == expected
    for successor in get_entry_successors(for_op):
        assert hints(get_entry_successor_operands(for_op, successor)) == ["init"]
    (yield_op,) = get_region_branch_terminators(body)
    assert get_op_name(yield_op) == "scf.yield"
    assert summary(get_terminator_successors(yield_op), for_op) == expected
    assert hints(get_terminator_successor_operands(yield_op)) == ["n"]
    assert is_repetitive_region(body)
    assert is_region_reachable(body, body)
    # The induction variable receives no forwarded value.
    assert get_incoming_values(by_hint(module, "i")) is None
    assert get_incoming_values(by_hint(module, "acc")) == (
        by_hint(module, "init"),
        by_hint(module, "n"),
    )
    assert get_incoming_values(by_hint(module, "r")) == (
        by_hint(module, "init"),
        by_hint(module, "n"),
    )


def test_enclosing_loop_queries():
    module = parse(FOR_SOURCE)
    for_op = the_op(module, "scf.for")
    if_op = the_op(module, "scf.if")
    add = the_op(module, "arith.addi")
    body = for_op.regions[0]
    assert get_enclosing_repetitive_region(add) is body
    assert get_enclosing_repetitive_region(by_hint(module, "sum")) is body
    assert get_enclosing_repetitive_region(by_hint(module, "acc")) is body
    assert get_enclosing_repetitive_region(for_op) is None
    assert get_enclosing_repetitive_region(by_hint(module, "r")) is None
    assert get_enclosing_region_branch_op(add) is if_op
    assert get_enclosing_region_branch_op(if_op) is for_op
    assert get_enclosing_region_branch_op(for_op) is None
    assert is_block_in_loop(if_op.regions[0].block)
    assert is_block_in_loop(body.block)
    assert not is_parallel_region(body)
    func_op = the_op(module, "func.func")
    assert not is_block_in_loop(func_op.regions[0].block)


def test_for_forwarded_operands_can_be_resized():
    module = parse(FOR_SOURCE)
    for_op = the_op(module, "scf.for")
    (yield_op,) = get_region_branch_terminators(for_op.regions[0])
    extra = by_hint(module, "c")
    yielded = get_terminator_successor_operands(yield_op)
    yielded = yielded.append([extra])
    assert hints(yielded) == ["n", "c"]
    assert hints(all_operands(yield_op)) == ["n", "c"]
    (entry, _) = get_entry_successors(for_op)
    inits = get_entry_successor_operands(for_op, entry).append([extra])
    assert hints(inits) == ["init", "c"]
    assert isinstance(for_op, scf.ForOp)
    assert [v.name_hint for v in for_op.iter_args] == ["init", "c"]


# ---------------------------------------------------------------------------
# scf.while
# ---------------------------------------------------------------------------

WHILE_SOURCE = """
func.func @f(%init: i32, %limit: i32) -> i32 {
  %res = scf.while (%b = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %b, %limit : i32
    scf.condition(%cond) %b : i32
  } do {
  ^bb0(%a: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %a, %one : i32
    scf.yield %next : i32
  }
  func.return %res : i32
}
"""


def test_while():
    module = parse(WHILE_SOURCE)
    while_op = the_op(module, "scf.while")
    before, after = while_op.regions
    assert summary(get_entry_successors(while_op), while_op) == [("region0", ["b"])]
    (entry,) = get_entry_successors(while_op)
    assert hints(get_entry_successor_operands(while_op, entry)) == ["init"]
    assert summary(get_region_successors(while_op, before), while_op) == [
        ("region1", ["a"]),
        ("parent", ["res"]),
    ]
    assert summary(get_region_successors(while_op, after), while_op) == [
        ("region0", ["b"])
    ]
    condition = the_op(module, "scf.condition")
    for successor in get_terminator_successors(condition):
        assert hints(get_terminator_successor_operands(condition, successor)) == ["b"]
    yield_op = after.block.last_op
    assert yield_op is not None
    assert hints(get_terminator_successor_operands(yield_op)) == ["next"]
    assert is_repetitive_region(before)
    assert is_repetitive_region(after)
    assert is_region_reachable(before, after)
    assert is_region_reachable(after, before)
    assert get_incoming_values(by_hint(module, "b")) == (
        by_hint(module, "init"),
        by_hint(module, "next"),
    )
    assert get_incoming_values(by_hint(module, "a")) == (by_hint(module, "b"),)
    assert get_incoming_values(by_hint(module, "res")) == (by_hint(module, "b"),)
    cmp = the_op(module, "arith.cmpi")
    add = the_op(module, "arith.addi")
    assert not inside_mutually_exclusive_regions(cmp, add)


def test_condition_operands_exclude_the_condition():
    module = parse(WHILE_SOURCE)
    condition = the_op(module, "scf.condition")
    forwarded = get_terminator_successor_operands(condition)
    forwarded = forwarded.assign([by_hint(module, "limit"), by_hint(module, "b")])
    assert hints(all_operands(condition)) == ["cond", "limit", "b"]
    assert hints(forwarded) == ["limit", "b"]


# ---------------------------------------------------------------------------
# scf.execute_region, scf.index_switch
# ---------------------------------------------------------------------------


def test_execute_region_with_several_yields():
    module = parse(
        """
        func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
          %r = scf.execute_region -> i32 {
            cf.cond_br %c, ^bb1, ^bb2
          ^bb1:
            scf.yield %x : i32
          ^bb2:
            scf.yield %y : i32
          }
          func.return %r : i32
        }
        """
    )
    op = the_op(module, "scf.execute_region")
    assert summary(get_entry_successors(op), op) == [("region0", [])]
    terminators = get_region_branch_terminators(op.regions[0])
    assert [get_op_name(t) for t in terminators] == ["scf.yield", "scf.yield"]
    for terminator in terminators:
        assert summary(get_terminator_successors(terminator), op) == [("parent", ["r"])]
    assert get_incoming_values(by_hint(module, "r")) == (
        by_hint(module, "x"),
        by_hint(module, "y"),
    )
    cond_br = the_op(module, "cf.cond_br")
    assert not is_region_branch_terminator(cond_br)
    assert not is_repetitive_region(op.regions[0])


def test_index_switch():
    module = parse(
        """
        func.func @f(%i: index, %a: i32, %b: i32, %d: i32) -> i32 {
          %r = scf.index_switch %i -> i32
          case 2 {
            scf.yield %a : i32
          }
          case 5 {
            scf.yield %b : i32
          }
          default {
            scf.yield %d : i32
          }
          func.return %r : i32
        }
        """
    )
    op = the_op(module, "scf.index_switch")
    assert summary(get_entry_successors(op), op) == [
        ("region0", []),
        ("region1", []),
        ("region2", []),
    ]
    for region in op.regions:
        assert summary(get_region_successors(op, region), op) == [("parent", ["r"])]
        assert not is_repetitive_region(region)
    # Default region first, as in MLIR's region order.
    assert get_incoming_values(by_hint(module, "r")) == (
        by_hint(module, "d"),
        by_hint(module, "a"),
        by_hint(module, "b"),
    )
    yields = ops_named(module, "scf.yield")
    assert inside_mutually_exclusive_regions(yields[0], yields[1])


# ---------------------------------------------------------------------------
# scf.forall, scf.parallel
# ---------------------------------------------------------------------------

FORALL_SOURCE = """
func.func @f(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>,
        staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>,
        staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb1:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
"""


def test_forall():
    # Generic form: parses with our scf.forall class, or as an unregistered op.
    module = parse(FORALL_SOURCE, allow_unregistered=True)
    op = the_op(module, "scf.forall")
    body = op.regions[0]
    assert summary(get_entry_successors(op), op) == [("region0", []), ("parent", [])]
    assert summary(get_region_successors(op, body), op) == [("parent", [])]
    for successor in get_entry_successors(op):
        assert len(get_entry_successor_operands(op, successor)) == 0
    (in_parallel,) = get_region_branch_terminators(body)
    assert get_op_name(in_parallel) == "scf.forall.in_parallel"
    assert summary(get_terminator_successors(in_parallel), op) == [("parent", [])]
    assert len(get_terminator_successor_operands(in_parallel)) == 0
    # Threads run the body in parallel: it is not re-entered after it exits,
    # but it runs several times.
    assert not is_repetitive_region(body)
    assert is_parallel_region(body)
    assert is_block_in_loop(body.block)
    assert not is_parallel_region(the_op(module, "func.func").regions[0])
    assert get_incoming_values(by_hint(module, "o")) is None


PARALLEL_SOURCE = """
func.func @f(%lb: index, %ub: index, %s: index, %init: i32) -> i32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> i32 {
    %v = arith.index_cast %i : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%lhs: i32, %rhs: i32):
      %sum = arith.addi %lhs, %rhs : i32
      scf.reduce.return %sum : i32
    }
  }
  func.return %r : i32
}
"""


def test_parallel_reduce_and_reduce_return():
    module = parse(PARALLEL_SOURCE)
    op = the_op(module, "scf.parallel")
    body = op.regions[0]
    expected = [("region0", []), ("parent", [])]
    assert summary(get_entry_successors(op), op) == expected
    assert summary(get_region_successors(op, body), op) == expected
    assert is_repetitive_region(body)
    assert is_parallel_region(body)
    reduce = the_op(module, "scf.reduce")
    assert is_region_branch_terminator(reduce)
    assert summary(get_terminator_successors(reduce), op) == expected
    for successor in get_terminator_successors(reduce):
        assert len(get_terminator_successor_operands(reduce, successor)) == 0
    # scf.reduce is not a region-branch op: scf.reduce.return goes back to it
    # without forwarding SSA values.
    assert not is_region_branch_op(reduce)
    reduce_return = the_op(module, "scf.reduce.return")
    assert is_return_like(reduce_return)
    (successor,) = get_terminator_successors(reduce_return)
    assert successor.is_parent
    assert successor.inputs == ()
    assert len(get_returned_operands(reduce_return)) == 0
    # The reduction body is nested in the loop body.
    assert is_block_in_loop(reduce.regions[0].block)
    assert get_enclosing_repetitive_region(the_op(module, "arith.addi")) is body


# ---------------------------------------------------------------------------
# memref.alloca_scope, func.return
# ---------------------------------------------------------------------------


def test_alloca_scope():
    module = parse(
        """
        func.func @f(%x: i32) -> i32 {
          %r = memref.alloca_scope -> (i32) {
            memref.alloca_scope.return %x : i32
          }
          func.return %r : i32
        }
        """
    )
    op = the_op(module, "memref.alloca_scope")
    assert summary(get_entry_successors(op), op) == [("region0", [])]
    assert summary(get_region_successors(op, op.regions[0]), op) == [("parent", ["r"])]
    ret = the_op(module, "memref.alloca_scope.return")
    assert hints(get_returned_operands(ret)) == ["x"]


def test_func_return_is_return_like():
    module = parse(IF_SOURCE)
    ret = the_op(module, "func.return")
    assert is_return_like(ret)
    assert is_region_branch_terminator(ret)
    (successor,) = get_terminator_successors(ret)
    assert successor.is_parent
    assert successor.inputs == ()
    assert hints(get_returned_operands(ret)) == ["r"]
    func_op = the_op(module, "func.func")
    assert not is_region_branch_op(func_op)
    with pytest.raises(MissingModelError, match=r"'func\.func' has no region-branch"):
        get_entry_successors(func_op)


# ---------------------------------------------------------------------------
# Ops built with xDSL's classes
# ---------------------------------------------------------------------------


def test_models_on_ops_built_with_xdsl_classes():
    cond = test.TestOp(result_types=[i1]).results[0]
    lb, ub, step = test.TestOp(result_types=[IndexType()] * 3).results
    init = test.TestOp(result_types=[i32]).results[0]

    body = Block(arg_types=[IndexType(), i32])
    inner_then = Region(Block([scf.YieldOp(body.args[1])]))
    inner_else = Region(Block([scf.YieldOp(init)]))
    inner_if = scf.IfOp(cond, [i32], inner_then, inner_else)
    body.add_ops([inner_if, scf.YieldOp(inner_if.output[0])])
    for_op = scf.ForOp(lb, ub, step, [init], body)

    assert summary(get_entry_successors(for_op), for_op) == [
        ("region0", [None]),
        ("parent", [None]),
    ]
    (entry, _) = get_entry_successors(for_op)
    assert entry.inputs == (body.args[1],)
    assert get_entry_successor_operands(for_op, entry).values == (init,)
    assert is_repetitive_region(for_op.regions[0])
    assert get_incoming_values(body.args[1]) == (init, inner_if.output[0])
    assert get_incoming_values(inner_if.output[0]) == (body.args[1], init)
    assert not is_repetitive_region(inner_if.true_region)
    then_yield = inner_then.block.last_op
    else_yield = inner_else.block.last_op
    assert then_yield is not None
    assert else_yield is not None
    assert inside_mutually_exclusive_regions(then_yield, else_yield)
    assert is_block_in_loop(inner_then.block)

    before = Block(arg_types=[i32])
    cmp = arith.CmpiOp(before.args[0], init, "slt")
    before.add_ops([cmp, scf.ConditionOp(cmp, before.args[0])])
    after = Block(arg_types=[i32])
    after.add_op(scf.YieldOp(after.args[0]))
    while_op = scf.WhileOp([init], [i32], [before], [after])
    assert get_region_successors(while_op, while_op.before_region) == (
        RegionSuccessor(while_op.after_region, (after.args[0],)),
        RegionSuccessor(None, (while_op.res[0],)),
    )
    assert get_incoming_values(before.args[0]) == (init, after.args[0])

    ret = func.ReturnOp(init)
    assert get_returned_operands(ret).values == (init,)


# ---------------------------------------------------------------------------
# A model registered for a user's own op
# ---------------------------------------------------------------------------


@irdl_op_definition
class RepeatOp(IRDLOperation):
    """`test_rb.repeat %inits { body(%iter) ... test_rb.next %values }`: runs its body
    zero or more times, then returns the last values."""

    name = "test_rb.repeat"
    inits = var_operand_def()
    res = var_result_def()
    body = region_def("single_block")


@irdl_op_definition
class NextOp(IRDLOperation):
    name = "test_rb.next"
    values = var_operand_def()
    traits = traits_def(IsTerminator())


class RepeatModel(RegionBranchOpModel):
    def entry_successors(self, op: Operation):
        return (
            RegionSuccessor.to_region(op.regions[0]),
            RegionSuccessor.to_parent(op),
        )

    def region_successors(self, op: Operation, region: Region):
        return self.entry_successors(op)

    def entry_successor_operands(self, op: Operation, successor: RegionSuccessor):
        return all_operands(op)


def test_user_registered_model():
    ctx = get_context()
    ctx.load_op(RepeatOp)
    ctx.load_op(NextOp)
    module = Parser(
        ctx,
        """
        func.func @f(%x: i32) -> i32 {
          %r = "test_rb.repeat"(%x) ({
          ^bb0(%it: i32):
            %y = arith.addi %it, %it : i32
            "test_rb.next"(%y) : (i32) -> ()
          }) : (i32) -> i32
          func.return %r : i32
        }
        """,
    ).parse_module()
    repeat = the_op(module, "test_rb.repeat")
    nxt = the_op(module, "test_rb.next")
    assert not is_region_branch_op(repeat)
    assert not is_region_branch_terminator(nxt)
    with (
        REGION_BRANCH_OP_MODELS.registered("test_rb.repeat", RepeatModel()),
        REGION_BRANCH_TERMINATOR_MODELS.registered(
            "test_rb.next", ForwardAllOperands()
        ),
    ):
        assert is_region_branch_op(repeat)
        assert summary(get_entry_successors(repeat), repeat) == [
            ("region0", ["it"]),
            ("parent", ["r"]),
        ]
        assert is_repetitive_region(repeat.regions[0])
        assert get_incoming_values(by_hint(module, "it")) == (
            by_hint(module, "x"),
            by_hint(module, "y"),
        )
        assert is_block_in_loop(repeat.regions[0].block)
        add = the_op(module, "arith.addi")
        assert get_enclosing_repetitive_region(add) is repeat.regions[0]
    assert not is_region_branch_op(repeat)


def test_registering_twice_needs_replace():
    with pytest.raises(ValueError, match="already has a region-branch op model"):
        REGION_BRANCH_OP_MODELS.register("scf.if", RepeatModel())
    assert "scf.if" in REGION_BRANCH_OP_MODELS


def test_missing_terminator_model():
    module = parse(
        """
        func.func @f() {
          "test.op"() ({
            "test.termop"() : () -> ()
          }) : () -> ()
          func.return
        }
        """,
    )
    termop = the_op(module, "test.termop")
    assert not is_return_like(termop)
    with pytest.raises(MissingModelError, match="region-branch terminator"):
        get_terminator_successors(termop)
    holder = the_op(module, "test.op")
    assert not is_repetitive_region(holder.regions[0])
    assert not is_block_in_loop(holder.regions[0].block)


# ---------------------------------------------------------------------------
# Loops in explicit control flow
# ---------------------------------------------------------------------------


def test_block_in_cfg_loop():
    module = parse(
        """
        func.func @f(%c: i1) {
          cf.br ^bb1
        ^bb1:
          cf.cond_br %c, ^bb2, ^bb3
        ^bb2:
          scf.if %c {
            "test.op"() : () -> ()
          }
          cf.br ^bb1
        ^bb3:
          func.return
        }
        """
    )
    func_op = the_op(module, "func.func")
    entry, bb1, bb2, bb3 = func_op.regions[0].blocks
    assert not is_block_in_loop(entry)
    assert is_block_in_loop(bb1)
    assert is_block_in_loop(bb2)
    assert not is_block_in_loop(bb3)
    if_op = the_op(module, "scf.if")
    assert is_block_in_loop(if_op.regions[0].block)
    # A CFG loop does not make a region repetitive.
    assert get_enclosing_repetitive_region(if_op) is None
