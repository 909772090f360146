"""
The ownership lattice (seed 002: uninitialized < unique(X) < unknown, and
its join table) and the deallocation state of a function.
"""

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, i1
from xdsl.ir import Block, SSAValue
from xdsl.parser import Parser

from xdsl_bufferization.analysis.liveness import Liveness
from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces.ownership import (
    DeallocationState,
    Ownership,
    OwnershipState,
    constant_bool,
    same_indicator,
)
from xdsl_bufferization.transforms.ownership_based_buffer_deallocation import (
    append_results,
)


def _i1_values(count: int) -> list[SSAValue]:
    block = Block(arg_types=[i1] * count)
    return list(block.args)


X, Y = _i1_values(2)
UNINITIALIZED = Ownership.uninitialized()
UNKNOWN = Ownership.unknown()


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [
        (UNINITIALIZED, UNINITIALIZED, UNINITIALIZED),
        (Ownership.unique(X), UNINITIALIZED, Ownership.unique(X)),
        (Ownership.unique(X), Ownership.unique(X), Ownership.unique(X)),
        (Ownership.unique(X), Ownership.unique(Y), UNKNOWN),
        (UNKNOWN, Ownership.unique(X), UNKNOWN),
        (UNKNOWN, UNINITIALIZED, UNKNOWN),
        (UNKNOWN, UNKNOWN, UNKNOWN),
    ],
)
def test_join_table(first: Ownership, second: Ownership, expected: Ownership):
    # The table of seed 002, and its symmetric cases.
    assert first.combined(second) == expected
    assert second.combined(first) == expected


def test_lattice_states():
    assert UNINITIALIZED.is_uninitialized
    assert UNINITIALIZED.state is OwnershipState.UNINITIALIZED
    assert Ownership.unique(X).is_unique
    assert Ownership.unique(X).indicator is X
    assert UNKNOWN.is_unknown
    with pytest.raises(ValueError, match="only a unique ownership"):
        _ = UNKNOWN.indicator
    with pytest.raises(ValueError, match="only a unique ownership"):
        _ = UNINITIALIZED.indicator
    assert str(Ownership.unique(X)).startswith("unique(")
    assert str(UNKNOWN) == "unknown"


def test_equal_constants_join_to_the_same_ownership():
    # Two constant ops of the same value are the same indicator; of different
    # values, they are not.
    true_a = arith.ConstantOp(IntegerAttr(1, i1))
    true_b = arith.ConstantOp(IntegerAttr(1, i1))
    false = arith.ConstantOp(IntegerAttr(0, i1))
    assert constant_bool(true_a.result) is True
    assert constant_bool(false.result) is False
    assert constant_bool(X) is None
    assert same_indicator(true_a.result, true_b.result)
    assert not same_indicator(true_a.result, false.result)
    assert (
        Ownership.unique(true_a.result)
        .combined(Ownership.unique(true_b.result))
        .is_unique
    )
    assert (
        Ownership.unique(true_a.result)
        .combined(Ownership.unique(false.result))
        .is_unknown
    )


PROGRAM = """
func.func @f(%c: i1, %m: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  cf.br ^bb1
^bb1:
  memref.copy %r, %a : memref<2xf32> to memref<2xf32>
  return
}
"""


def _function():
    module = Parser(get_context(), PROGRAM).parse_module()
    function = next(op for op in module.walk() if op.name == "func.func")
    return module, function


def test_state_ownerships_per_block():
    _, function = _function()
    state = DeallocationState(function, Liveness(function))
    entry = function.regions[0].blocks.first
    exit_block = function.regions[0].blocks.last
    assert entry is not None
    assert exit_block is not None
    alloc = next(op for op in entry.ops if op.name == "memref.alloc").results[0]
    # By default, the defining block.
    state.update_ownership(alloc, X, None)
    assert state.get_ownership(alloc, entry) == Ownership.unique(X)
    assert state.get_ownership(alloc, exit_block).is_uninitialized
    state.update_ownership(alloc, Y, exit_block)
    assert state.get_ownership(alloc, exit_block) == Ownership.unique(Y)
    # Updates join; reset starts over.
    state.update_ownership(alloc, Y, entry)
    assert state.get_ownership(alloc, entry).is_unknown
    state.reset_ownerships([alloc], entry)
    assert state.get_ownership(alloc, entry).is_uninitialized
    state.add_memref_to_deallocate(alloc, entry)
    state.add_memref_to_deallocate(alloc, entry)
    state.drop_memref_to_deallocate(alloc, entry)
    assert state.memrefs_to_deallocate(entry) == ()


def test_liveness_follows_rebuilt_ops():
    # The scf.if is rebuilt with an extra result: liveness (computed before)
    # still answers for the new result, under its new value.
    _, function = _function()
    state = DeallocationState(function, Liveness(function))
    entry = function.regions[0].blocks.first
    exit_block = function.regions[0].blocks.last
    assert entry is not None
    assert exit_block is not None
    if_op = next(op for op in entry.ops if op.name == "scf.if")
    old = if_op.results[0]
    assert old in state.live_memrefs_in(exit_block)
    new_op = append_results(if_op, [i1])
    state.record_replacement(if_op, new_op)
    assert new_op.results[0] in state.live_memrefs_in(exit_block)
    assert new_op.results[0] in state.memrefs_to_retain(entry, exit_block, ())
    assert state.original(new_op.results[0]) is old
    assert state.current(old) is new_op.results[0]
    # Block arguments come before results in MLIR's value order.
    argument = entry.args[1]
    assert state.order_key(argument) < state.order_key(new_op.results[0])
