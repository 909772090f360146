"""The `drop-equivalent-buffer-results` pass (MLIR 22).

A function that returns one of its own arguments gives its callers nothing
they do not have: the result is dropped and each call uses the argument it
passed instead. For example

```
func.func private @fill(%m: memref<4xf32>) -> memref<4xf32> {
  ...
  return %m : memref<4xf32>
}
%r = call @fill(%b) : (memref<4xf32>) -> memref<4xf32>
```

becomes `func.func private @fill(%m: memref<4xf32>)` and
`call @fill(%b) : (memref<4xf32>) -> ()`, with `%r` replaced by `%b`.

As in MLIR 22:

- only private functions with a body, directly in the module, are changed
  (a public function's signature is part of the module's interface);
- a result is dropped when every `func.return` of the function returns the
  same argument, possibly through `memref.cast` ops; results of any type
  qualify, not only memrefs; a call whose result type differs from the
  argument's gets a `memref.cast` of the argument;
- every call to such a function (found from the module's symbol table) is
  rebuilt, even when no result is dropped: attributes of the call other
  than its callee are not kept.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    ArrayAttr,
    FunctionType,
    ModuleOp,
    SymbolRefAttr,
)
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.traits import SymbolTable

from xdsl_bufferization.dialects.memref import CastOp
from xdsl_bufferization.interfaces.function import is_external, is_public
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.transforms.verified_input import verified_input

# ---------------------------------------------------------------------------
# Helpers shared with buffer-results-to-out-params
# ---------------------------------------------------------------------------


def top_level_func_ops(module: ModuleOp) -> list[func.FuncOp]:
    """The `func.func` ops directly in `module`, in order."""
    return [op for op in module.body.ops if isinstance(op, func.FuncOp)]


def nearest_symbol_table(op: Operation) -> Operation | None:
    """The closest op strictly enclosing `op` that is a symbol table."""
    parent = op.parent_op()
    while parent is not None and parent.get_trait(SymbolTable) is None:
        parent = parent.parent_op()
    return parent


def function_return_ops(function: func.FuncOp) -> list[Operation]:
    """The `func.return` ops ending blocks of `function`'s body."""
    returns: list[Operation] = []
    for block in function.body.blocks:
        last = block.last_op
        if last is not None and get_op_name(last) == "func.return":
            returns.append(last)
    return returns


def erase_function_results(function: func.FuncOp, erased: Iterable[int]) -> None:
    """
    Remove results from `function`'s type and their attributes (MLIR's
    `eraseResults`); the return ops are left to the caller.
    """
    erased_set = set(erased)
    function_type = function.function_type
    outputs = [
        output
        for index, output in enumerate(function_type.outputs.data)
        if index not in erased_set
    ]
    function.function_type = FunctionType.from_lists(function_type.inputs.data, outputs)
    if function.res_attrs is not None:
        kept = [
            attrs
            for index, attrs in enumerate(function.res_attrs.data)
            if index not in erased_set
        ]
        function.res_attrs = (
            ArrayAttr(kept) if any(attrs.data for attrs in kept) else None
        )


def rebuild_call(
    call: Operation,
    callee: func.FuncOp,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
) -> func.CallOp:
    """
    A new `func.call` of `callee` with `operands` and `result_types`, inserted
    before `call` (only the callee is kept of the old call's attributes).
    """
    new_call = func.CallOp(callee.sym_name.data, operands, result_types)
    block = call.parent_block()
    assert block is not None
    block.insert_op_before(new_call, call)
    return new_call


def callee_name(call: Operation) -> str | None:
    """The name of the function a `func.call` calls."""
    callee = call.properties.get("callee")
    if not isinstance(callee, SymbolRefAttr) or callee.nested_references.data:
        return None
    return callee.root_reference.data


# ---------------------------------------------------------------------------
# The pass
# ---------------------------------------------------------------------------


def _strip_casts(value: SSAValue) -> SSAValue:
    while isinstance(value, OpResult) and get_op_name(value.op) == "memref.cast":
        value = value.op.operands[0]
    return value


def _equivalent_arguments(
    function: func.FuncOp, returns: list[Operation]
) -> dict[int, int]:
    """Result index -> index of the argument every return op returns there."""
    arguments = function.body.blocks.first.args if function.body.blocks.first else ()
    equivalent: dict[int, int] = {}
    for index in range(len(function.function_type.outputs)):
        returned = {
            _strip_casts(ret.operands[index])
            for ret in returns
            if index < len(ret.operands)
        }
        if len(returned) != 1:
            continue
        (value,) = returned
        if isinstance(value, BlockArgument) and any(
            argument is value for argument in arguments
        ):
            equivalent[index] = value.index
    return equivalent


def _update_call(
    call: Operation, callee: func.FuncOp, result_to_argument: dict[int, int]
) -> None:
    new_call = rebuild_call(
        call,
        callee,
        list(call.operands),
        list(callee.function_type.outputs.data),
    )
    block = call.parent_block()
    assert block is not None
    kept = iter(new_call.results)
    for index, old_result in enumerate(call.results):
        argument_index = result_to_argument.get(index)
        if argument_index is None:
            replacement: SSAValue = next(kept)
        else:
            replacement = call.operands[argument_index]
            if replacement.type != old_result.type:
                cast = CastOp(operands=[replacement], result_types=[old_result.type])
                block.insert_op_before(cast, call)
                replacement = cast.results[0]
        old_result.replace_all_uses_with(replacement)
    block.erase_op(call)


def drop_equivalent_buffer_results(module: ModuleOp) -> None:
    """Apply `drop-equivalent-buffer-results` to `module`."""
    functions = {
        op.sym_name.data: op
        for op in top_level_func_ops(module)
        if not is_public(op) and not is_external(op)
    }
    if not functions:
        return
    callers: dict[func.FuncOp, list[Operation]] = {}
    for op in module.walk():
        if get_op_name(op) != "func.call" or nearest_symbol_table(op) is not module:
            continue
        name = callee_name(op)
        function = functions.get(name) if name is not None else None
        if function is not None:
            callers.setdefault(function, []).append(op)

    for function in functions.values():
        returns = function_return_ops(function)
        if not returns:
            continue
        result_to_argument = _equivalent_arguments(function, returns)
        erase_function_results(function, result_to_argument)
        for ret in returns:
            ret.operands = [
                operand
                for index, operand in enumerate(ret.operands)
                if index not in result_to_argument
            ]
        for call in callers.get(function, ()):
            _update_call(call, function, result_to_argument)


@verified_input
@dataclass(frozen=True)
class DropEquivalentBufferResultsPass(MLIROptionsPass):
    """
    Drop the results of private functions that return one of their
    arguments, and update the calls (MLIR's
    `drop-equivalent-buffer-results`). No options.
    """

    name = "drop-equivalent-buffer-results"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        drop_equivalent_buffer_results(op)
