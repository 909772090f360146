"""Branch models (BranchOpInterface) and resizable operand ranges."""

from __future__ import annotations

import pytest
from xdsl.dialects import cf, test
from xdsl.dialects.builtin import (
    DenseIntElementsAttr,
    ModuleOp,
    VectorType,
    i1,
    i32,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    successor_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator

from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces.branch import (
    BRANCH_MODELS,
    BranchModel,
    build_with_extra_successor_operands,
    get_successor_operands,
    is_branch,
)
from xdsl_bufferization.interfaces.operands import (
    OperandRange,
    all_operands,
    get_size_array,
    operand_segment,
)
from xdsl_bufferization.interfaces.registry import MissingModelError, get_op_name


def parse(source: str) -> ModuleOp:
    return Parser(get_context(), source).parse_module()


def the_op(root: Operation, name: str) -> Operation:
    (op,) = [op for op in root.walk() if get_op_name(op) == name]
    return op


def hints(values: OperandRange | tuple[SSAValue, ...]) -> list[str | None]:
    vals = values.values if isinstance(values, OperandRange) else values
    return [v.name_hint for v in vals]


def printed(op: Operation) -> str:
    from io import StringIO

    stream = StringIO()
    Printer(stream=stream).print_op(op)
    return stream.getvalue()


SOURCE = """
func.func @f(%c: i1, %x: i32, %y: i32, %z: i32, %k: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%y, %z : i32, i32)
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32, %b2: i32):
  cf.switch %k : i32, [
    default: ^bb3(%b : i32),
    4: ^bb1(%b2 : i32),
    7: ^bb3(%z : i32)
  ]
^bb3(%d: i32):
  func.return
}
"""


def test_cf_branches_on_parsed_ir():
    module = parse(SOURCE)
    cond_br = the_op(module, "cf.cond_br")
    br = the_op(module, "cf.br")
    switch = the_op(module, "cf.switch")
    assert all(is_branch(op) for op in (cond_br, br, switch))
    assert not is_branch(the_op(module, "func.return"))
    assert hints(get_successor_operands(cond_br, 0)) == ["x"]
    assert hints(get_successor_operands(cond_br, 1)) == ["y", "z"]
    assert hints(get_successor_operands(br, 0)) == ["a"]
    assert hints(get_successor_operands(switch, 0)) == ["b"]
    assert hints(get_successor_operands(switch, 1)) == ["b2"]
    assert hints(get_successor_operands(switch, 2)) == ["z"]
    with pytest.raises(IndexError):
        get_successor_operands(br, 1)
    with pytest.raises(MissingModelError, match=r"'func\.return' has no branch model"):
        get_successor_operands(the_op(module, "func.return"), 0)


def test_append_to_cond_br_updates_segments():
    module = parse(SOURCE)
    cond_br = the_op(module, "cf.cond_br")
    k = the_op(module, "func.func").regions[0].blocks[0].args[4]
    true_operands = get_successor_operands(cond_br, 0).append([k])
    assert hints(true_operands) == ["x", "k"]
    assert get_size_array(cond_br, "operandSegmentSizes") == (1, 2, 2)
    assert hints(get_successor_operands(cond_br, 1)) == ["y", "z"]
    assert isinstance(cond_br, cf.ConditionalBranchOp)
    assert hints(tuple(cond_br.then_arguments)) == ["x", "k"]
    assert hints(tuple(cond_br.else_arguments)) == ["y", "z"]
    get_successor_operands(cond_br, 1).assign([])
    assert get_size_array(cond_br, "operandSegmentSizes") == (1, 2, 0)
    assert printed(cond_br) == "cf.cond_br %c, ^bb0(%x, %k : i32, i32), ^bb1"
    cond_br.verify()


def test_append_to_switch_case_updates_both_size_arrays():
    module = parse(SOURCE)
    switch = the_op(module, "cf.switch")
    x = the_op(module, "cf.cond_br").operands[1]
    get_successor_operands(switch, 1).append([x])
    assert get_size_array(switch, "operandSegmentSizes") == (1, 1, 3)
    assert get_size_array(switch, "case_operand_segments") == (2, 1)
    assert hints(get_successor_operands(switch, 1)) == ["b2", "x"]
    assert hints(get_successor_operands(switch, 2)) == ["z"]
    assert hints(get_successor_operands(switch, 0)) == ["b"]
    switch.verify()


def test_build_with_extra_successor_operands():
    module = parse(SOURCE)
    cond_br = the_op(module, "cf.cond_br")
    x, y = cond_br.operands[1], cond_br.operands[2]
    new_op = build_with_extra_successor_operands(cond_br, 1, [x, y])
    assert new_op is not cond_br
    assert new_op.parent is None
    assert type(new_op) is type(cond_br)
    assert hints(get_successor_operands(new_op, 1)) == ["y", "z", "x", "y"]
    assert hints(get_successor_operands(new_op, 0)) == ["x"]
    assert tuple(new_op.successors) == tuple(cond_br.successors)
    # The original op is unchanged.
    assert get_size_array(cond_br, "operandSegmentSizes") == (1, 1, 2)
    assert get_size_array(new_op, "operandSegmentSizes") == (1, 1, 4)


def test_branches_built_with_xdsl_classes():
    c = test.TestOp(result_types=[i1]).results[0]
    x, y = test.TestOp(result_types=[i32, i32]).results
    region = Region([Block(), Block(arg_types=[i32]), Block(arg_types=[i32, i32])])
    entry, b1, b2 = region.blocks
    cond_br = cf.ConditionalBranchOp(c, b1, [x], b2, [y, x])
    entry.add_op(cond_br)
    br = cf.BranchOp(b2, y, y)
    b1.add_op(br)
    switch = cf.SwitchOp(
        x,
        b1,
        [y],
        DenseIntElementsAttr.from_list(VectorType(i32, [2]), [1, 2]),
        [b2, b1],
        [[x, y], [x]],
    )
    b2.add_op(switch)
    assert get_successor_operands(cond_br, 0).values == (x,)
    assert get_successor_operands(cond_br, 1).values == (y, x)
    assert get_successor_operands(br, 0).values == (y, y)
    assert get_successor_operands(switch, 0).values == (y,)
    assert get_successor_operands(switch, 1).values == (x, y)
    assert get_successor_operands(switch, 2).values == (x,)
    new_br = build_with_extra_successor_operands(br, 0, [x])
    assert isinstance(new_br, cf.BranchOp)
    assert tuple(new_br.arguments) == (y, y, x)
    assert new_br.successor is b2


@irdl_op_definition
class JumpOp(IRDLOperation):
    """`test_br.jump ^dest(%first...)` where the first operand is not forwarded."""

    name = "test_br.jump"
    values = var_operand_def()
    dest = successor_def()
    traits = traits_def(IsTerminator())


class JumpModel(BranchModel):
    def successor_operands(self, op: Operation, index: int) -> OperandRange:
        return OperandRange(op, 1, len(op.operands) - 1)


def test_user_registered_branch_model():
    ctx = get_context()
    ctx.load_op(JumpOp)
    module = Parser(
        ctx,
        """
        func.func @f(%p: i32, %q: i32) {
          "test_br.jump"(%p, %q)[^bb1] : (i32, i32) -> ()
        ^bb1(%r: i32):
          func.return
        }
        """,
    ).parse_module()
    jump = the_op(module, "test_br.jump")
    assert not is_branch(jump)
    with BRANCH_MODELS.registered("test_br.jump", JumpModel()):
        assert is_branch(jump)
        assert hints(get_successor_operands(jump, 0)) == ["q"]
    assert not is_branch(jump)


def test_operand_segment_errors():
    module = parse(SOURCE)
    br = the_op(module, "cf.br")
    with pytest.raises(ValueError, match="no 'operandSegmentSizes'"):
        operand_segment(br, 0)
    cond_br = the_op(module, "cf.cond_br")
    with pytest.raises(ValueError, match="3 operand segments"):
        operand_segment(cond_br, 3)
    assert all_operands(br).length == 1
