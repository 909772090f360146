"""
The must/may/no-alias analysis of allocations
(xdsl_bufferization.analysis.buffer_aliasing), which drives
buffer-deallocation-simplification.
"""

import pytest
from xdsl.ir import SSAValue
from xdsl.parser import Parser

from xdsl_bufferization.analysis.buffer_aliasing import (
    AliasResult,
    BufferAliasAnalysis,
    Facts,
)
from xdsl_bufferization.context import get_context

PROGRAM = """
memref.global "private" constant @g : memref<2xf32> = dense<1.0>
memref.global "private" constant @h : memref<2xf32> = dense<2.0>
func.func private @make() -> memref<2xf32>
func.func private @two() -> (memref<2xf32>, memref<2xf32>)
func.func private @dyn(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}
func.func private @either(%m: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %m : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func private @fresh() -> memref<2xf32> {
  %n = memref.alloc() : memref<2xf32>
  return %n : memref<2xf32>
}

func.func @f(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %c: i1, %n: index) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = memref.alloca() : memref<2xf32>
  %g = memref.get_global @g : memref<2xf32>
  %g2 = memref.get_global @g : memref<2xf32>
  %h = memref.get_global @h : memref<2xf32>
  %view = memref.subview %a[1] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: 1>>
  %base, %o, %sz, %st = memref.extract_strided_metadata %view : memref<1xf32, strided<[1], offset: 1>> -> memref<f32>, index, index, index
  %sel = arith.select %c, %a, %arg0 : memref<2xf32>
  %same = arith.select %c, %a, %a : memref<2xf32>
  %if = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    %cl = bufferization.clone %a : memref<2xf32> to memref<2xf32>
    scf.yield %cl : memref<2xf32>
  }
  %call = func.call @make() : () -> memref<2xf32>
  %r1, %r2 = func.call @two() : () -> (memref<2xf32>, memref<2xf32>)
  %d = func.call @dyn(%a) : (memref<2xf32>) -> memref<2xf32>
  %e = func.call @either(%a, %c) : (memref<2xf32>, i1) -> memref<2xf32>
  %fr = func.call @fresh() : () -> memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%it = %b) -> memref<2xf32> {
    %new = memref.alloc() : memref<2xf32>
    "test.keep"(%it, %new) : (memref<2xf32>, memref<2xf32>) -> ()
    scf.yield %new : memref<2xf32>
  }
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb1(%a : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  "test.keep"(%x) : (memref<2xf32>) -> ()
  return
}
"""


@pytest.fixture(scope="module")
def values() -> dict[str, SSAValue]:
    module = Parser(get_context(allow_unregistered=True), PROGRAM).parse_module()
    found: dict[str, SSAValue] = {}
    for op in module.walk():
        for result in op.results:
            if result.name_hint:
                found[result.name_hint] = result
        for region in op.regions:
            for block in region.blocks:
                for argument in block.args:
                    if argument.name_hint:
                        found[argument.name_hint] = argument
    return found


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        # Distinct allocations, allocations and arguments/globals.
        ("a", "b", AliasResult.NO),
        ("a", "s", AliasResult.NO),
        ("a", "arg0", AliasResult.NO),
        ("a", "g", AliasResult.NO),
        # Arguments may alias each other and globals.
        ("arg0", "arg1", AliasResult.MAY),
        ("arg0", "g", AliasResult.MAY),
        # One global, two uses; two globals.
        ("g", "g2", AliasResult.MUST),
        ("g", "h", AliasResult.NO),
        # Views and base buffers are their allocation.
        ("a", "view", AliasResult.MUST),
        ("base", "a", AliasResult.MUST),
        ("base", "b", AliasResult.NO),
        # arith.select of two values may be either; of one value, is it.
        ("sel", "a", AliasResult.MAY),
        ("sel", "arg0", AliasResult.MAY),
        ("sel", "b", AliasResult.NO),
        ("same", "a", AliasResult.MUST),
        # scf.if yielding the allocation or a clone.
        ("if", "a", AliasResult.MAY),
        ("if", "b", AliasResult.NO),
        # Calls of public or external functions return fresh buffers; two
        # results of one call may alias. The result of a private function with
        # a body is what its body returns, mapped to the call's operands: its
        # argument, its argument or a fresh buffer, a fresh buffer.
        ("call", "a", AliasResult.NO),
        ("call", "arg0", AliasResult.NO),
        ("r1", "r2", AliasResult.MAY),
        ("d", "a", AliasResult.MUST),
        ("e", "a", AliasResult.MAY),
        ("e", "b", AliasResult.NO),
        ("fr", "a", AliasResult.NO),
        ("fr", "call", AliasResult.NO),
        # A loop's result is its init or an allocation of its body.
        ("loop", "b", AliasResult.MAY),
        ("loop", "a", AliasResult.NO),
        # An allocation in a loop body is fresh with respect to the
        # iteration argument (the previous iteration's buffer, still alive).
        ("new", "it", AliasResult.NO),
        # A block argument that receives the same value from every branch.
        ("x", "a", AliasResult.MUST),
        ("x", "b", AliasResult.NO),
    ],
)
def test_alias(values: dict[str, SSAValue], a: str, b: str, expected: AliasResult):
    analysis = BufferAliasAnalysis()
    assert analysis.alias(values[a], values[b]) is expected
    assert analysis.alias(values[b], values[a]) is expected


def test_facts_follow_the_taken_side(values: dict[str, SSAValue]):
    analysis = BufferAliasAnalysis()
    c = values["c"]
    when_true = Facts.assuming(c)
    when_false = Facts().with_value(c, False)
    assert analysis.alias(values["sel"], values["a"], when_true) is AliasResult.MUST
    assert analysis.alias(values["sel"], values["arg0"], when_true) is AliasResult.NO
    assert analysis.alias(values["if"], values["a"], when_true) is AliasResult.MUST
    assert analysis.alias(values["if"], values["a"], when_false) is AliasResult.NO
    assert when_false.truth(c) is False
    # The condition of the select decides its aliasing with %a.
    assert analysis.decide_alias(values["sel"], values["a"]) == (c, True)
    assert analysis.decide_alias(values["if"], values["a"]) == (c, True)


def test_facts_from_conditions(values: dict[str, SSAValue]):
    c = values["c"]
    facts = Facts.assuming(c)
    assert facts.truth(c) is True
    assert not facts.contradiction
    assert Facts().with_value(c, True).with_value(c, False).contradiction


LOOP_PROGRAM = """
func.func @loop(%n: index, %d: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init1 = memref.alloc() : memref<2xf32>
  %init2 = memref.alloc() : memref<2xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%b1 = %init1, %b2 = %init2) -> (memref<2xf32>, memref<2xf32>) {
    %fresh = memref.alloc() : memref<2xf32>
    %c = arith.cmpi eq, %i, %c1 : index
    %sel = arith.select %c, %b1, %fresh : memref<2xf32>
    %outer = arith.select %d, %b1, %fresh : memref<2xf32>
    scf.yield %sel, %fresh : memref<2xf32>, memref<2xf32>
  }
  %w = scf.while (%b = %init1) : (memref<2xf32>) -> memref<2xf32> {
    %go = "test.op"() : () -> i1
    %keep = "test.op"() : () -> i1
    %new = memref.alloc() : memref<2xf32>
    %pick = arith.select %keep, %b, %new : memref<2xf32>
    scf.condition(%go) %pick : memref<2xf32>
  } do {
  ^bb0(%x: memref<2xf32>):
    scf.yield %x : memref<2xf32>
  }
  "test.op"(%r#0, %r#1, %w) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> ()
  return
}
"""


@pytest.fixture
def loop_values() -> dict[str, SSAValue]:
    ctx = get_context()
    ctx.allow_unregistered = True
    module = Parser(ctx, LOOP_PROGRAM).parse_module()
    found: dict[str, SSAValue] = {}
    for op in module.walk():
        for result in op.results:
            if result.name_hint:
                found[result.name_hint] = result
        for region in op.regions:
            for block in region.blocks:
                for argument in block.args:
                    if argument.name_hint:
                        found[argument.name_hint] = argument
    return found


def test_facts_about_a_loop_body_do_not_cross_iterations(
    loop_values: dict[str, SSAValue],
):
    """
    `%c` describes this iteration: `%b1` is the previous iteration's `%sel`,
    which may be that iteration's `%fresh`, like `%b2` (both yielded it when
    the previous `%c` was false). Assuming `%c` must not make `%b1` a copy of
    `%init1` only.
    """
    values = loop_values
    analysis = BufferAliasAnalysis()
    when_c = Facts.assuming(values["c"])
    assert analysis.alias(values["b2"], values["sel"], when_c) is AliasResult.MAY
    assert analysis.decide_alias(values["b2"], values["sel"]) is AliasResult.MAY
    # In this iteration, %c decides between %b1 and this iteration's %fresh.
    assert analysis.alias(values["sel"], values["b1"], when_c) is AliasResult.MUST
    assert analysis.decide_alias(values["b1"], values["sel"]) == (values["c"], True)
    # A condition defined outside the loop is the same in every iteration.
    when_d = Facts.assuming(values["d"])
    assert analysis.alias(values["outer"], values["b1"], when_d) is AliasResult.MUST


def test_decisions_use_only_conditions_in_scope(loop_values: dict[str, SSAValue]):
    """
    After the scf.while, its result is the last iteration's `%pick`, which
    may be a buffer of any iteration; `%keep` is out of scope there.
    """
    values = loop_values
    analysis = BufferAliasAnalysis()
    use = next(iter(values["w"].uses)).operation
    decision = analysis.decide_alias(values["w"], values["init1"], at=use)
    assert decision is AliasResult.MAY
    # Inside the loop, this iteration's %keep decides.
    pick = values["pick"]
    condition = next(iter(pick.uses)).operation
    assert analysis.decide_alias(pick, values["b"], at=condition) == (
        values["keep"],
        True,
    )
