"""The `buffer-results-to-out-params` pass (MLIR 22).

Turns the memref results of functions into arguments that the caller
allocates (destination-passing style at function boundaries):

```
func.func private @f() -> memref<4xf32> {          func.func private @f(%out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>                %a = memref.alloc() : memref<4xf32>
  ...                                          =>    ...
  return %a : memref<4xf32>                          memref.copy %a, %out
}                                                    return
                                                   }
%r = call @f() : () -> memref<4xf32>               %r = memref.alloc() : memref<4xf32>
                                                   call @f(%r) : (memref<4xf32>) -> ()
```

As in MLIR 22:

- functions directly in the module, with a body, private unless
  `modify-public-functions`; each ranked memref result becomes a new last
  argument (its result attributes become the argument's, plus the unit
  attribute `bufferize.result` with `add-result-attr`); unranked memref and
  non-memref results stay results;
- a result type must have the identity layout or a fully dynamic strided
  layout (error "cannot create out param for result with unsupported
  layout"); the caller then allocates the identity layout and casts it;
- each return op copies its memref operands into the new arguments
  (`memref.copy`), except that with `hoist-static-allocs`
  (`hoist-dynamic-allocs`) a returned statically (dynamically) shaped buffer
  allocated by `memref.alloc` or `memref.alloca` in the function is replaced
  by the argument and its allocation erased: the caller's allocation is
  used directly. Dynamic sizes must be arguments of the function; the caller
  allocates with the values it passes for them;
- every `func.call` in the module is looked up in the module's symbol table
  (error "cannot find callee '...' in symbol table", also for calls in
  nested modules); calls to changed functions are rebuilt (without their
  attributes) with a `memref.alloc` per out-param before them; a dynamically
  shaped result whose sizes are not known this way is an error ("cannot
  create out param for dynamically shaped result").

Differences from MLIR 22 (where MLIR produces wrong or invalid IR, or
crashes):

- only `memref.alloc` and `memref.alloca` are hoisted (MLIR 22 also erases a
  returned `memref.realloc`, losing the data it copies);
- a buffer returned twice by one return op is hoisted once and copied into
  the second out-param (MLIR 22 crashes);
- a result with a non-empty identity layout (`strided<[1]>`) gets a cast at
  the caller (MLIR 22 passes the identity-layout allocation, which fails to
  verify).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NoReturn

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DictionaryAttr,
    IndexType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StridedLayoutAttr,
    UnitAttr,
)
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.traits import SymbolOpInterface
from xdsl.utils.exceptions import PassFailedException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.memref import AllocOp, CastOp, CopyOp
from xdsl_bufferization.interfaces.function import is_external, is_public
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.transforms.drop_equivalent_buffer_results import (
    callee_name,
    erase_function_results,
    rebuild_call,
    top_level_func_ops,
)
from xdsl_bufferization.transforms.verified_input import verified_input
from xdsl_bufferization.utils.static_values import has_static_shape

UNSUPPORTED_LAYOUT = "cannot create out param for result with unsupported layout"
DYNAMIC_RESULT = "cannot create out param for dynamically shaped result"
RESULT_ATTRIBUTE = "bufferize.result"

_HOISTED_ALLOCATIONS = frozenset({"memref.alloc", "memref.alloca"})


def _fail(op: Operation, message: str) -> NoReturn:
    op.emit_error(message, PassFailedException(message))
    raise PassFailedException(message)  # emit_error raises; for type checkers


def _has_no_layout(memref_type: MemRefType[Attribute]) -> bool:
    return isinstance(memref_type.layout, NoneAttr)


def _has_identity_layout(memref_type: MemRefType[Attribute]) -> bool:
    """
    Whether the layout's affine map is the identity (MLIR's `isIdentity`): no
    layout, `strided<[1]>` in one dimension, or an identity affine map.
    """
    layout = memref_type.layout
    if isinstance(layout, NoneAttr):
        return True
    if isinstance(layout, StridedLayoutAttr):
        return tuple(layout.get_strides()) == (1,) and layout.get_offset() == 0
    if isinstance(layout, AffineMapAttr):
        return layout.data == AffineMap.identity(len(memref_type.get_shape()))
    return False


def _has_fully_dynamic_layout(memref_type: MemRefType[Attribute]) -> bool:
    layout = memref_type.layout
    if not isinstance(layout, StridedLayoutAttr):
        return False
    return layout.get_offset() is None and all(
        stride is None for stride in layout.get_strides()
    )


def _set_argument_attributes(
    function: func.FuncOp, first_new: int, new_attrs: Sequence[DictionaryAttr]
) -> None:
    """Give the arguments from `first_new` on the dictionaries `new_attrs`."""
    if function.arg_attrs is not None:
        existing = list(function.arg_attrs.data)
    else:
        existing = [DictionaryAttr({}) for _ in range(first_new)]
    existing = existing[:first_new] + list(new_attrs)
    function.arg_attrs = (
        ArrayAttr(existing) if any(attrs.data for attrs in existing) else None
    )


def _update_function(
    function: func.FuncOp, add_result_attribute: bool
) -> list[BlockArgument]:
    """Move the memref results to new arguments; the new entry block arguments."""
    function_type = function.function_type
    inputs = list(function_type.inputs.data)
    moved: list[int] = []
    moved_types: list[MemRefType[Attribute]] = []
    for index, output in enumerate(function_type.outputs.data):
        if not isa(output, MemRefType[Attribute]):
            continue
        if not _has_identity_layout(output) and not _has_fully_dynamic_layout(output):
            _fail(function, UNSUPPORTED_LAYOUT)
        moved.append(index)
        moved_types.append(output)

    result_attrs = (
        list(function.res_attrs.data) if function.res_attrs is not None else None
    )
    new_attrs: list[DictionaryAttr] = []
    for index in moved:
        entries = dict(result_attrs[index].data) if result_attrs is not None else {}
        if add_result_attribute:
            entries[RESULT_ATTRIBUTE] = UnitAttr()
        new_attrs.append(DictionaryAttr(dict(sorted(entries.items()))))

    function.function_type = function_type.from_lists(
        [*inputs, *moved_types], function_type.outputs.data
    )
    _set_argument_attributes(function, len(inputs), new_attrs)
    erase_function_results(function, moved)

    entry = function.body.blocks.first
    assert entry is not None
    return [
        entry.insert_arg(memref_type, len(entry.args)) for memref_type in moved_types
    ]


def _dynamic_sizes(value: SSAValue, function: func.FuncOp) -> list[SSAValue]:
    """
    The index operands of the op defining `value`, if all are arguments of
    `function` (MLIR's `getDynamicSize`); else none.
    """
    if not isinstance(value, OpResult):
        return []
    arguments = function.body.blocks.first.args if function.body.blocks.first else ()
    sizes: list[SSAValue] = []
    for operand in value.op.operands:
        if not isinstance(operand.type, IndexType):
            continue
        if not any(argument is operand for argument in arguments):
            return []
        sizes.append(operand)
    return sizes


@dataclass
class _Options:
    add_result_attribute: bool
    hoist_static_allocs: bool
    hoist_dynamic_allocs: bool
    modify_public_functions: bool


def _update_returns(
    function: func.FuncOp,
    out_params: list[BlockArgument],
    options: _Options,
) -> list[list[SSAValue]]:
    """
    Copy (or hoist) the returned buffers into the out-params; the dynamic
    sizes of the hoisted dynamically shaped buffers of the first return op.
    """
    recorded: list[list[SSAValue]] | None = None
    returns = [op for op in function.walk() if get_op_name(op) == "func.return"]
    for ret in returns:
        buffers = [v for v in ret.operands if isinstance(v.type, MemRefType)]
        kept = [v for v in ret.operands if not isinstance(v.type, MemRefType)]
        block = ret.parent_block()
        assert block is not None
        hoisted: dict[SSAValue, SSAValue] = {}
        dynamic_sizes: list[list[SSAValue]] = []
        for buffer, out_param in zip(buffers, out_params):
            if buffer in hoisted:
                block.insert_op_before(CopyOp(hoisted[buffer], out_param), ret)
                continue
            assert isa(buffer.type, MemRefType[Attribute])
            static = has_static_shape(buffer.type)
            hoist = (
                options.hoist_static_allocs if static else options.hoist_dynamic_allocs
            )
            if (
                hoist
                and isinstance(buffer, OpResult)
                and get_op_name(buffer.op) in _HOISTED_ALLOCATIONS
            ):
                if not static:
                    dynamic_sizes.append(_dynamic_sizes(buffer, function))
                allocation = buffer.op
                buffer.replace_all_uses_with(out_param)
                allocation_block = allocation.parent_block()
                assert allocation_block is not None
                allocation_block.erase_op(allocation)
                hoisted[buffer] = out_param
            else:
                block.insert_op_before(CopyOp(buffer, out_param), ret)
        block.insert_op_before(func.ReturnOp(*kept), ret)
        block.erase_op(ret)
        if recorded is None:
            recorded = dynamic_sizes
    return recorded or []


def _update_calls(
    module: ModuleOp,
    changed: dict[str, func.FuncOp],
    sizes: dict[str, list[list[SSAValue]]],
) -> None:
    symbols: dict[str, Operation] = {}
    for op in module.body.ops:
        interface = op.get_trait(SymbolOpInterface)
        symbol = interface.get_sym_attr_name(op) if interface is not None else None
        if symbol is not None:
            symbols.setdefault(symbol.data, op)
    calls = [op for op in module.walk() if get_op_name(op) == "func.call"]
    for call in calls:
        name = callee_name(call)
        callee = symbols.get(name) if name is not None else None
        if not isinstance(callee, func.FuncOp):
            _fail(call, f"cannot find callee '{name}' in symbol table")
            return
        if callee.sym_name.data not in changed:
            continue
        _update_call(call, callee, sizes.get(callee.sym_name.data, []))


def _update_call(
    call: Operation, callee: func.FuncOp, dynamic_sizes: list[list[SSAValue]]
) -> None:
    block = call.parent_block()
    assert block is not None
    callee_arguments = callee.body.blocks.first.args if callee.body.blocks.first else ()
    out_params: list[SSAValue] = []
    replacements: list[tuple[SSAValue, SSAValue]] = []
    kept_results: list[SSAValue] = []
    next_sizes = 0
    for result in call.results:
        if not isa(result.type, MemRefType[Attribute]):
            kept_results.append(result)
            continue
        result_type = result.type
        sizes = dynamic_sizes[next_sizes] if next_sizes < len(dynamic_sizes) else []
        static = has_static_shape(result_type)
        if not static and not sizes:
            _fail(call, DYNAMIC_RESULT)
        if static:
            sizes = []
        else:
            next_sizes += 1
            # The caller's values for the callee's size arguments.
            sizes = [
                operand
                for size in sizes
                for operand, argument in zip(call.operands, callee_arguments)
                if argument is size
            ]
        allocation_type = MemRefType(
            result_type.element_type,
            result_type.shape,
            NoneAttr(),
            result_type.memory_space,
        )
        allocation = AllocOp(sizes, (), allocation_type)
        allocation.results[0].name_hint = "alloc"
        block.insert_op_before(allocation, call)
        out_param: SSAValue = allocation.results[0]
        if not _has_no_layout(result_type):
            cast = CastOp(operands=[out_param], result_types=[result_type])
            block.insert_op_before(cast, call)
            out_param = cast.results[0]
        replacements.append((result, out_param))
        out_params.append(out_param)
    new_call = rebuild_call(
        call,
        callee,
        [*call.operands, *out_params],
        [result.type for result in kept_results],
    )
    for old, new in replacements:
        old.replace_all_uses_with(new)
    for old, new in zip(kept_results, new_call.results):
        old.replace_all_uses_with(new)
    block.erase_op(call)


def promote_buffer_results_to_out_params(module: ModuleOp, options: _Options) -> None:
    """Apply `buffer-results-to-out-params` to `module`."""
    changed: dict[str, func.FuncOp] = {}
    sizes: dict[str, list[list[SSAValue]]] = {}
    for function in top_level_func_ops(module):
        if is_public(function) and not options.modify_public_functions:
            continue
        if is_external(function):
            continue
        out_params = _update_function(function, options.add_result_attribute)
        changed[function.sym_name.data] = function
        sizes[function.sym_name.data] = _update_returns(function, out_params, options)
    _update_calls(module, changed, sizes)


@verified_input
@dataclass(frozen=True)
class BufferResultsToOutParamsPass(MLIROptionsPass):
    """
    Convert the memref results of functions to out-params allocated by the
    callers (MLIR's `buffer-results-to-out-params`).

    Options (MLIR 22's names and defaults):

    - `add-result-attr` (false): mark each new argument with
      `bufferize.result`.
    - `hoist-static-allocs` (false): use the out-param instead of a returned
      statically shaped `memref.alloc`/`memref.alloca` (no copy).
    - `hoist-dynamic-allocs` (false): the same for dynamically shaped ones whose
      sizes are function arguments.
    - `modify-public-functions` (false): change public functions too.
    """

    name = "buffer-results-to-out-params"

    add_result_attr: bool = False
    hoist_static_allocs: bool = False
    hoist_dynamic_allocs: bool = False
    modify_public_functions: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        promote_buffer_results_to_out_params(
            op,
            _Options(
                self.add_result_attr,
                self.hoist_static_allocs,
                self.hoist_dynamic_allocs,
                self.modify_public_functions,
            ),
        )
