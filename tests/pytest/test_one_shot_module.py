"""
One-Shot Module Bufferize (`bufferize-function-boundaries`): the call-graph
order, the function boundary summaries of the analysis, and the execution of
programs on which MLIR 22 aborts ("inconsistent analysis state": a callee
returns an argument while an scf.if merges the alias sets of its arguments):
every variant, bufferized by us and deallocated by our pipeline, computes
what the tensor program computes, without leaks or invalid frees.
"""

from __future__ import annotations

import itertools

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.utils.symbol_table import SymbolTableCollection

from tests.harness import one_shot_programs as harness
from tests.harness.outputs import hide_addresses
from xdsl_bufferization.analysis.one_shot_analysis import OneShotAnalysisState
from xdsl_bufferization.analysis.one_shot_module_analysis import (
    analyze_module_op,
    funcs_ordered_by_calls,
    get_func_analysis_state,
)
from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces.bufferizable import BufferizationOptions


def parse(text: str) -> ModuleOp:
    return Parser(get_context(), text).parse_module()


def func_named(module: ModuleOp, name: str) -> Operation:
    for op in module.ops:
        if op.name == "func.func" and op.properties["sym_name"].data == name:  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
            return op
    raise KeyError(name)


MODULE = """
func.func @caller(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %1 = call @callee(%t, %f, %i) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  %2 = tensor.extract %t[%i] : tensor<4xf32>
  return %1, %2 : tensor<4xf32>, f32
}
func.func @callee(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @ping(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @pong(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @pong(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @ping(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
"""


def test_callees_first_and_recursive_functions_last():
    module = parse(MODULE)
    ordered, remaining = funcs_ordered_by_calls(module, SymbolTableCollection())
    names = [f.properties["sym_name"].data for f in ordered]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownVariableType]
    assert names.index("callee") < names.index("caller")
    assert "ext" in names
    assert sorted(f.properties["sym_name"].data for f in remaining) == [  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
        "ping",
        "pong",
    ]


def test_function_boundary_summaries():
    module = parse(MODULE)
    state = OneShotAnalysisState(
        module, BufferizationOptions(bufferize_function_boundaries=True)
    )
    analyze_module_op(module, state)
    func_state = get_func_analysis_state(state)
    assert func_state is not None
    callee = func_named(module, "callee")
    caller = func_named(module, "caller")
    ext = func_named(module, "ext")
    assert func_state.read_bbargs[callee] == {0}
    assert func_state.written_bbargs[callee] == {0}
    assert func_state.equivalent_func_args[callee] == {0: 0}
    assert func_state.aliasing_return_vals[callee] == {0: [0]}
    assert func_state.read_bbargs[caller] == {0}
    assert func_state.written_bbargs[caller] == set()
    # No body: every tensor argument is read, written and may be returned.
    assert func_state.read_bbargs[ext] == {0}
    assert func_state.written_bbargs[ext] == {0}
    assert func_state.aliasing_return_vals[ext] == {0: [0]}
    assert func_named(module, "ping") not in func_state.read_bbargs
    # The caller reads %t after the callee writes it: the call gets a copy.
    call = next(op for op in caller.walk() if op.name == "func.call")
    from xdsl_bufferization.interfaces.bufferizable import OpOperand

    assert not state.is_in_place(OpOperand(call, 0))


YIELDS = list(itertools.product(["%a", "%b"], repeat=2))
RETURNS = [
    ("%r#0",),
    ("%a",),
    ("%b",),
    ("%r#0", "%a"),
    ("%r#1", "%b"),
    ("%a", "%r#1"),
    ("%r#0", "%r#1"),
]
VARIANTS = [
    (then, other, returned)
    for then in YIELDS
    for other in YIELDS
    for returned in RETURNS
]


def _program(
    then: tuple[str, str], other: tuple[str, str], returned: tuple[str, ...]
) -> str:
    n = len(returned)
    types = ", ".join(["tensor<4xf32>"] * n)
    result = "%0" if n == 1 else "%0#0"
    results = "%0" if n == 1 else "%0:2"
    return f"""
func.func private @printMemrefF32(memref<*xf32>)
func.func @callee(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> ({types}) {{
  %r:2 = scf.if %c -> (tensor<4xf32>, tensor<4xf32>) {{
    scf.yield {then[0]}, {then[1]} : tensor<4xf32>, tensor<4xf32>
  }} else {{
    scf.yield {other[0]}, {other[1]} : tensor<4xf32>, tensor<4xf32>
  }}
  return {", ".join(returned)} : {types}
}}
func.func @main() {{
  %c1 = arith.constant 1 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f9 = arith.constant 9.0 : f32
  %cond = arith.constant true
  %e1 = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%f1 : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %b = linalg.fill ins(%f2 : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  {results} = func.call @callee(%cond, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> ({types})
  %w = tensor.insert %f9 into {result}[%c1] : tensor<4xf32>
  %x = tensor.extract %a[%c1] : tensor<4xf32>
  %y = tensor.extract %b[%c1] : tensor<4xf32>
  %z = tensor.extract %w[%c1] : tensor<4xf32>
  %v = tensor.from_elements %x, %y, %z, %z : tensor<4xf32>
  %out = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %v in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  %u = memref.cast %out : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}}
"""


@pytest.mark.parametrize(
    ("then", "other", "returned"),
    VARIANTS,
    ids=[f"{''.join(t)}-{''.join(o)}-{'_'.join(r)}" for t, o, r in VARIANTS],
)
def test_alias_set_merging_callees_run_correctly(
    then: tuple[str, str], other: tuple[str, str], returned: tuple[str, ...]
):
    text = _program(then, other, returned)
    reference = harness.execute(text).output
    bufferized = harness.our_bufferize(text, "bufferize-function-boundaries")
    run = harness.execute(harness.our_deallocate(bufferized))
    assert run.ok, run.report
    assert hide_addresses(run.output) == hide_addresses(reference)
