"""Our passes verify dominance before and after they run (issue 15)."""

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.context import get_context
from xdsl_bufferization.transforms import get_all_passes
from xdsl_bufferization.transforms.verified_input import (
    VERIFIED_INPUT_MARKER,
    verified_input,
)

INVALID = """
func.func @f(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    scf.yield %m : memref<2xf32>
  } else {
    scf.yield %r : memref<2xf32>
  }
  return %r : memref<2xf32>
}
"""

VALID = """
func.func @f(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}
"""


def _parse(text: str) -> ModuleOp:
    return Parser(get_context(), text).parse_module()


@pytest.mark.parametrize("name", sorted(get_all_passes()))
def test_every_pass_rejects_non_dominating_input(name: str):
    pass_class = get_all_passes()[name]()
    assert pass_class.__dict__.get(VERIFIED_INPUT_MARKER), name
    with pytest.raises(VerifyException, match="operand #0 does not dominate"):
        pass_class().apply(get_context(), _parse(INVALID))


def test_check_runs_once_per_pass_the_user_asked_for():
    calls: list[str] = []

    @verified_input
    class Inner(ModulePass):
        name = "test-inner"

        def apply(self, ctx: Context, op: ModuleOp) -> None:
            calls.append("inner")

    @verified_input
    class Outer(ModulePass):
        name = "test-outer"

        def apply(self, ctx: Context, op: ModuleOp) -> None:
            calls.append("outer")
            Inner().apply(ctx, op)

    Outer().apply(get_context(), _parse(VALID))
    assert calls == ["outer", "inner"]
    # The inner pass, run as a step, does not check; run alone it does.
    with pytest.raises(VerifyException):
        Inner().apply(get_context(), _parse(INVALID))
    assert calls == ["outer", "inner"]


def test_output_that_breaks_dominance_is_an_error():
    @verified_input
    class Breaking(ModulePass):
        name = "test-breaking"

        def apply(self, ctx: Context, op: ModuleOp) -> None:
            ret: Operation = next(o for o in op.walk() if o.name == "func.return")
            func_op = ret.parent_op()
            assert func_op is not None
            # Use a value of another, later function.
            other = _parse(VALID).body.block.first_op
            assert other is not None
            other.detach()
            op.body.block.add_op(other)
            late = other.regions[0].block.args[0]
            ret.operands = (late,)

    with pytest.raises(VerifyException, match="using value defined outside"):
        Breaking().apply(get_context(), _parse(VALID))


def test_decorating_twice_wraps_once():
    class Once(ModulePass):
        name = "test-once"

        def apply(self, ctx: Context, op: ModuleOp) -> None:
            return None

    first = verified_input(Once).apply
    assert verified_input(Once).apply is first
