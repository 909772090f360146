"""
One-Shot Bufferize's rewriter (`BufferizingRewriter`): a tensor result
replaced by a buffer gets no `bufferization.to_tensor` while its users wait
to be rewritten; the op stays, holding the buffer, until
`materialize_to_tensors` gives the users left a `to_tensor` where MLIR's
rewrite puts it.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces.bufferizable import (
    BufferizationOptions,
    BufferizationState,
    BufferizingRewriter,
    create_to_buffer,
    fold_to_buffer_to_tensor_pair,
    get_buffer,
    get_buffer_type,
    materialize_to_tensors,
    replace_op_with_bufferized_values,
)

PROGRAM = """
func.func @f(%m: memref<4xf32>, %i: index) {
  %t = tensor.empty() : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %y = tensor.extract %t[%i] : tensor<4xf32>
  func.return
}
"""


def _setup() -> tuple[ModuleOp, Operation, SSAValue, list[Operation]]:
    module = Parser(get_context(), PROGRAM).parse_module()
    func = next(iter(module.ops))
    block = func.regions[0].blocks[0]
    ops = list(block.ops)
    return module, ops[0], block.args[0], ops[1:3]


def _names(module: ModuleOp) -> list[str]:
    return [op.name for op in module.walk()]


def test_a_used_result_waits_with_its_buffer():
    module, empty, buffer, _ = _setup()
    state = BufferizationState()
    options = BufferizationOptions()
    rewriter = BufferizingRewriter(InsertPoint.before(empty), state)
    tensor = empty.results[0]
    replace_op_with_bufferized_values(rewriter, empty, [buffer])
    # No cast: the op stays, its operand the buffer, which the helpers find.
    assert "bufferization.to_tensor" not in _names(module)
    assert empty.parent is not None
    assert list(empty.operands) == [buffer]
    assert get_buffer(rewriter, tensor, options, state) is buffer
    assert get_buffer_type(tensor, options, state) == buffer.type
    materialize_to_tensors(rewriter, all_results=False)
    # The users left read a to_tensor of the buffer, where the op was.
    assert empty.parent is None
    assert state.replaced_tensors == {}
    names = _names(module)
    assert names[:3] == ["builtin.module", "func.func", "bufferization.to_tensor"]
    cast_op = next(op for op in module.walk() if op.name == "bufferization.to_tensor")
    assert list(cast_op.operands) == [buffer]
    assert cast_op.results[0].name_hint == "t"


def _replaced_with_users_erased() -> tuple[ModuleOp, BufferizingRewriter]:
    """`tensor.empty` replaced by a buffer, then every user of it erased."""
    module, empty, buffer, users = _setup()
    rewriter = BufferizingRewriter(InsertPoint.before(empty), BufferizationState())
    replace_op_with_bufferized_values(rewriter, empty, [buffer])
    for user in users:
        rewriter.erase(user)
    return module, rewriter


def test_no_cast_when_the_users_are_gone():
    module, rewriter = _replaced_with_users_erased()
    materialize_to_tensors(rewriter, all_results=False)
    assert "bufferization.to_tensor" not in _names(module)
    assert "tensor.empty" not in _names(module)


def test_after_an_error_every_replaced_result_gets_its_cast():
    module, rewriter = _replaced_with_users_erased()
    # As MLIR's rewrite leaves the IR: a (dead) to_tensor per result.
    materialize_to_tensors(rewriter, all_results=True)
    assert _names(module).count("bufferization.to_tensor") == 1
    assert "tensor.empty" not in _names(module)


def test_an_unused_result_is_replaced_at_once():
    module, empty, buffer, users = _setup()
    for user in users:
        user.detach()
        user.erase()
    state = BufferizationState()
    rewriter = BufferizingRewriter(InsertPoint.before(empty), state)
    replace_op_with_bufferized_values(rewriter, empty, [buffer])
    assert empty.parent is None
    assert state.replaced_tensors == {}
    assert "bufferization.to_tensor" not in _names(module)


def test_a_to_buffer_of_a_waiting_result_folds_to_its_buffer():
    module, empty, buffer, _ = _setup()
    state = BufferizationState()
    options = BufferizationOptions()
    rewriter = BufferizingRewriter(InsertPoint.before(empty), state)
    tensor = empty.results[0]
    # A to_buffer made before the op was rewritten (e.g. for a user that came
    # first), then the op rewritten.
    rewriter.insertion_point = InsertPoint.after(empty)
    early = create_to_buffer(rewriter, tensor, buffer.type)
    to_buffer = early.owner
    assert isinstance(to_buffer, Operation)
    replace_op_with_bufferized_values(rewriter, empty, [buffer])
    assert fold_to_buffer_to_tensor_pair(rewriter, to_buffer, options, state)
    assert to_buffer.parent is None
    materialize_to_tensors(rewriter, all_results=False)
    assert "bufferization.to_buffer" not in _names(module)
