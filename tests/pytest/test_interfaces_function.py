"""Function-like ops and calls (FunctionOpInterface, CallOpInterface)."""

from __future__ import annotations

import pytest
from xdsl.dialects import func, test
from xdsl.dialects.builtin import FunctionType, ModuleOp, StringAttr, SymbolRefAttr, i32
from xdsl.ir import Operation, Region
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.traits import SymbolOpInterface
from xdsl.utils.symbol_table import SymbolTableCollection

from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces.function import (
    CALL_MODELS,
    FUNCTION_MODELS,
    CallModel,
    FunctionModel,
    get_call_arguments,
    get_callee,
    get_function_arguments,
    get_function_body,
    get_function_type,
    get_visibility,
    is_call,
    is_external,
    is_function_like,
    is_private,
    is_public,
    resolve_callee,
    set_function_type,
)
from xdsl_bufferization.interfaces.operands import OperandRange, operand_tail
from xdsl_bufferization.interfaces.registry import MissingModelError, get_op_name


def the_op(root: Operation, name: str, index: int = 0) -> Operation:
    return [op for op in root.walk() if get_op_name(op) == name][index]


SOURCE = """
func.func private @ext(i32) -> i32
func.func private @helper(%a: i32) -> i32 {
  func.return %a : i32
}
func.func @main(%x: i32) -> i32 {
  %f = "func.constant"() <{value = @helper}> : () -> ((i32) -> i32)
  %0 = func.call @ext(%x) : (i32) -> i32
  %1 = func.call @helper(%0) : (i32) -> i32
  %2 = "func.call_indirect"(%f, %1) : ((i32) -> i32, i32) -> i32
  %3 = func.call @missing(%2) : (i32) -> i32
  func.return %3 : i32
}
func.func nested @inner() {
  func.return
}
"""


def parse() -> ModuleOp:
    # func.constant and func.call_indirect have no xDSL class: generic form.
    return Parser(get_context(allow_unregistered=True), SOURCE).parse_module()


def test_functions_on_parsed_ir():
    module = parse()
    ext, helper, main, inner = module.body.block.ops
    assert all(is_function_like(op) for op in (ext, helper, main, inner))
    assert is_external(ext)
    assert not is_external(helper)
    assert is_private(ext)
    assert is_private(helper)
    assert is_public(main)
    assert not is_private(main)
    assert get_visibility(inner) == "nested"
    assert get_function_type(main) == FunctionType.from_lists([i32], [i32])
    assert get_function_body(helper) is helper.regions[0]
    assert get_function_arguments(ext) == ()
    assert [a.name_hint for a in get_function_arguments(helper)] == ["a"]
    assert not is_function_like(module)
    with pytest.raises(MissingModelError, match="function-like"):
        get_function_type(the_op(module, "func.return"))


def test_set_function_type():
    module = parse()
    helper = the_op(module, "func.func", 1)
    set_function_type(helper, [i32], [i32, i32])
    assert isinstance(helper, func.FuncOp)
    assert helper.function_type == FunctionType.from_lists([i32], [i32, i32])


def test_calls_on_parsed_ir():
    module = parse()
    call_ext = the_op(module, "func.call", 0)
    call_helper = the_op(module, "func.call", 1)
    call_missing = the_op(module, "func.call", 2)
    indirect = the_op(module, "func.call_indirect")
    ext, helper, _main, _inner = module.body.block.ops
    assert is_call(call_ext)
    assert is_call(indirect)
    assert not is_call(ext)
    assert get_callee(call_ext) == SymbolRefAttr("ext")
    assert [v.name_hint for v in get_call_arguments(call_helper).values] == [None]
    assert get_call_arguments(call_helper).values == (call_ext.results[0],)
    assert get_callee(indirect) is the_op(module, "func.constant").results[0]
    assert get_call_arguments(indirect).values == (call_helper.results[0],)
    tables = SymbolTableCollection()
    assert resolve_callee(call_ext, tables) is ext
    assert resolve_callee(call_helper, tables) is helper
    assert resolve_callee(indirect, tables) is helper
    assert resolve_callee(call_missing, tables) is None
    assert resolve_callee(call_helper) is helper


def test_call_arguments_can_be_resized():
    module = parse()
    call_helper = the_op(module, "func.call", 1)
    x = the_op(module, "func.func", 2).regions[0].block.args[0]
    get_call_arguments(call_helper).append([x])
    assert isinstance(call_helper, func.CallOp)
    assert tuple(call_helper.arguments) == (
        the_op(module, "func.call", 0).results[0],
        x,
    )


def test_ops_built_with_xdsl_classes():
    function = func.FuncOp("g", ([i32], [i32]), visibility="private")
    (arg,) = function.body.block.args
    call = func.CallOp("g", [arg], [i32])
    function.body.block.add_ops([call, func.ReturnOp(call.res[0])])
    module = ModuleOp([function])
    assert is_function_like(function)
    assert is_private(function)
    assert not is_external(function)
    assert get_function_arguments(function) == (arg,)
    assert get_callee(call) == SymbolRefAttr("g")
    assert get_call_arguments(call).values == (arg,)
    assert resolve_callee(call) is function
    declaration = func.FuncOp("d", ([], []), Region(), visibility="private")
    module.body.block.add_op(declaration)
    assert is_external(declaration)
    assert not is_call(test.TestOp())


@irdl_op_definition
class KernelOp(IRDLOperation):
    """A function-like op of a user's dialect: `kernel_type` holds its type."""

    name = "test_fn.kernel"
    sym_name = prop_def(StringAttr)
    kernel_type = prop_def(FunctionType)
    body = region_def()
    traits = traits_def(SymbolOpInterface())


@irdl_op_definition
class LaunchOp(IRDLOperation):
    """`test_fn.launch %grid, %args...` calls the kernel named by `kernel`."""

    name = "test_fn.launch"
    kernel = prop_def(SymbolRefAttr)
    args = var_operand_def()
    res = var_result_def()


class KernelModel(FunctionModel):
    def body(self, op: Operation) -> Region:
        return op.regions[0]

    def function_type(self, op: Operation) -> FunctionType:
        kernel_type = op.properties["kernel_type"]
        assert isinstance(kernel_type, FunctionType)
        return kernel_type

    def set_function_type(self, op, inputs, outputs) -> None:
        op.properties["kernel_type"] = FunctionType.from_lists(inputs, outputs)


class LaunchModel(CallModel):
    def callee(self, op: Operation):
        kernel = op.properties["kernel"]
        assert isinstance(kernel, SymbolRefAttr)
        return kernel

    def argument_operands(self, op: Operation) -> OperandRange:
        return operand_tail(op, 1)


def test_user_registered_function_and_call_models():
    ctx = get_context()
    ctx.load_op(KernelOp)
    ctx.load_op(LaunchOp)
    module = Parser(
        ctx,
        """
        "test_fn.kernel"() <{sym_name = "k", kernel_type = (i32) -> ()}> ({
        ^bb0(%v: i32):
          "test.termop"() : () -> ()
        }) : () -> ()
        func.func @main(%grid: i32, %v: i32) {
          "test_fn.launch"(%grid, %v) <{kernel = @k}> : (i32, i32) -> ()
          func.return
        }
        """,
    ).parse_module()
    kernel = the_op(module, "test_fn.kernel")
    launch = the_op(module, "test_fn.launch")
    assert not is_function_like(kernel)
    assert not is_call(launch)
    with (
        FUNCTION_MODELS.registered("test_fn.kernel", KernelModel()),
        CALL_MODELS.registered("test_fn.launch", LaunchModel()),
    ):
        assert is_function_like(kernel)
        assert is_public(kernel)
        assert get_function_type(kernel) == FunctionType.from_lists([i32], [])
        set_function_type(kernel, [i32, i32], [])
        assert len(get_function_type(kernel).inputs) == 2
        assert [v.name_hint for v in get_call_arguments(launch).values] == ["v"]
        assert resolve_callee(launch) is kernel
    assert not is_function_like(kernel)
