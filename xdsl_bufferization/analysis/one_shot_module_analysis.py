"""One-Shot Module Analysis: One-Shot Analysis across function boundaries.

With `bufferize-function-boundaries`, the functions of a module are analyzed
callees first (MLIR 22's `analyzeModuleOp`). After a function is analyzed,
its boundary is summarized in a `FuncAnalysisState` (stored in the
`extensions` of the `OneShotAnalysisState` under `"func"`):

- which tensor arguments the function reads and which it writes
  (`read_bbargs`, `written_bbargs`; an external function reads and writes
  all of them, a `bufferization.access` argument attribute overrides);
- which returned tensors may alias which arguments (`aliasing_return_vals`)
  and which are equivalent to an argument (`equivalent_func_args`, only when
  every `func.return` agrees).

The `func.call` model (`xdsl_bufferization.models.func`) answers the
analysis' questions about a call from this summary, so that a caller copies
an operand only if the callee writes it and the caller reads it afterwards.
Functions that call each other recursively are analyzed last, without a
summary: calls to them are assumed to read and write every tensor operand,
and to return values that may alias any of them.

The calling convention: function arguments are writable (unless marked
`bufferization.writable = false`); a caller passes a copy where the callee
would otherwise overwrite a buffer the caller still needs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
    ModuleOp,
    StringAttr,
    TensorType,
    UnrankedTensorType,
    i64,
)
from xdsl.ir import Attribute, Operation
from xdsl.utils.symbol_table import SymbolTableCollection

from xdsl_bufferization.analysis.one_shot_analysis import (
    OneShotAnalysisState,
    analyze_op,
)
from xdsl_bufferization.analysis.one_shot_annotations import set_sorted_attr
from xdsl_bufferization.interfaces.bufferizable import (
    BufferizationError,
    OpOperand,
    is_tensor,
)
from xdsl_bufferization.interfaces.bufferizable.values import _VALUE_KIND
from xdsl_bufferization.utils.walk import nested_ops

_TENSOR_KIND = 1
"""`_VALUE_KIND` of a tensor type."""

FUNC_STATE_KEY = "func"
"""The key of the `FuncAnalysisState` in `OneShotAnalysisState.extensions`."""

ACCESS_ATTR = "bufferization.access"
"""Function argument attribute: "none", "read", "write" or "read-write"."""
WRITABLE_ATTR = "bufferization.writable"
"""Function argument attribute: whether the argument's buffer may be written."""
BUFFER_LAYOUT_ATTR = "bufferization.buffer_layout"
"""Function argument attribute: the layout of the argument's memref type."""
EQUIVALENT_ARGS_ATTR = "__equivalent_func_args__"
"""`test-analysis-only` annotation of `func.return`: for each operand, the
index of the equivalent function argument (-1: none)."""


class FuncOpAnalysisPhase(Enum):
    NOT_ANALYZED = 0
    IN_PROGRESS = 1
    ANALYZED = 2


@dataclass
class FuncAnalysisState:
    """What the analysis of each function says about its boundary."""

    phases: dict[Operation, FuncOpAnalysisPhase] = field(
        default_factory=dict[Operation, FuncOpAnalysisPhase]
    )
    equivalent_func_args: dict[Operation, dict[int, int]] = field(
        default_factory=dict[Operation, dict[int, int]]
    )
    """Per function: returned value index -> equivalent argument index."""
    aliasing_return_vals: dict[Operation, dict[int, list[int]]] = field(
        default_factory=dict[Operation, dict[int, list[int]]]
    )
    """Per function: argument index -> indices of the returned values that
    may alias it."""
    read_bbargs: dict[Operation, set[int]] = field(
        default_factory=dict[Operation, set[int]]
    )
    written_bbargs: dict[Operation, set[int]] = field(
        default_factory=dict[Operation, set[int]]
    )
    symbol_tables: SymbolTableCollection = field(default_factory=SymbolTableCollection)
    calls: dict[Operation, list[Operation]] = field(
        default_factory=dict[Operation, list[Operation]]
    )
    """Per function, its `func.call`s (gathered once, when the functions are
    ordered: the analysis does not change the IR)."""
    order: tuple[list[Operation], list[Operation]] | None = None
    """`funcs_ordered_by_calls` of the module, for the rewrite after the
    analysis (the tensor copies change no function and no call)."""

    def start_function_analysis(self, func: Operation) -> None:
        self.phases[func] = FuncOpAnalysisPhase.IN_PROGRESS
        self.equivalent_func_args.setdefault(func, {})
        self.aliasing_return_vals.setdefault(func, {})
        self.read_bbargs.setdefault(func, set())
        self.written_bbargs.setdefault(func, set())

    def phase(self, func: Operation) -> FuncOpAnalysisPhase:
        return self.phases.get(func, FuncOpAnalysisPhase.NOT_ANALYZED)


def get_func_analysis_state(state: object) -> FuncAnalysisState | None:
    """The `FuncAnalysisState` of an analysis state, if it has one."""
    extensions = getattr(state, "extensions", None)
    if not isinstance(extensions, dict):
        return None
    result = extensions.get(FUNC_STATE_KEY)  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    return result if isinstance(result, FuncAnalysisState) else None


def get_or_create_func_analysis_state(state: OneShotAnalysisState) -> FuncAnalysisState:
    result = get_func_analysis_state(state)
    if result is None:
        result = FuncAnalysisState()
        state.extensions[FUNC_STATE_KEY] = result
    return result


# ===----------------------------------------------------------------------=== #
# Functions, calls, returns
# ===----------------------------------------------------------------------=== #


def function_type_of(func: Operation) -> tuple[list[Attribute], list[Attribute]]:
    """The argument and result types of a `func.func`."""
    from xdsl_bufferization.interfaces.function import get_function_type

    function_type = get_function_type(func)
    return list(function_type.inputs.data), list(function_type.outputs.data)


def has_body(func: Operation) -> bool:
    # (`first_block`: the truth of `blocks` counts them.)
    return bool(func.regions) and func.regions[0].first_block is not None


def return_ops(func: Operation) -> list[Operation]:
    """The `func.return` terminators of the blocks of `func`."""
    if not has_body(func):
        return []
    result: list[Operation] = []
    for block in func.regions[0].blocks:
        last = block.last_op
        if last is not None and last.name == "func.return":
            result.append(last)
    return result


def called_function(
    call: Operation, symbol_tables: SymbolTableCollection | None = None
) -> Operation | None:
    """The `func.func` a `func.call` calls (None if not found)."""
    from xdsl_bufferization.interfaces.function import resolve_callee

    callee = resolve_callee(call, symbol_tables)
    if callee is None or callee.name != "func.func":
        return None
    return callee


def is_tensor_type(t: Attribute) -> bool:
    """Ranked or unranked tensor type."""
    # (By the class's remembered kind: `isinstance` against xDSL's ABCs is
    # slow, and this is asked of every function's signature types.)
    kind = _VALUE_KIND.get(type(t))
    if kind is None:
        return isinstance(t, TensorType | UnrankedTensorType)
    return kind == _TENSOR_KIND


def has_tensor_signature(func: Operation) -> bool:
    inputs, outputs = function_type_of(func)
    return any(is_tensor_type(t) for t in (*inputs, *outputs))


def module_functions(module: ModuleOp) -> list[Operation]:
    """The `func.func` ops directly in `module`."""
    return [op for op in module.ops if op.name == "func.func"]


def funcs_ordered_by_calls(
    module: ModuleOp,
    symbol_tables: SymbolTableCollection,
    calls: dict[Operation, list[Operation]] | None = None,
) -> tuple[list[Operation], list[Operation]]:
    """
    The functions of `module`, callees before callers, and (second list) the
    functions that call each other recursively. Calls of functions without
    tensors in their signature do not constrain the order. `calls` receives
    the `func.call`s of each function.
    """
    functions = module_functions(module)
    called_by: dict[Operation, dict[Operation, None]] = {}
    pending_callees: dict[Operation, int] = {}
    for func in functions:
        pending_callees[func] = 0
        func_calls = [op for op in nested_ops(func) if op.name == "func.call"]
        if calls is not None:
            calls[func] = func_calls
        for op in func_calls:
            callee = called_function(op, symbol_tables)
            if callee is None:
                raise BufferizationError(op, "could not find the called function")
            if not has_tensor_signature(callee):
                continue
            callers = called_by.setdefault(callee, {})
            if func not in callers:
                callers[func] = None
                pending_callees[func] += 1
    ordered: list[Operation] = []
    ready = [f for f in functions if pending_callees[f] == 0]
    done: set[Operation] = set()
    while ready:
        func = ready.pop(0)
        if func in done:
            continue
        done.add(func)
        ordered.append(func)
        for caller in called_by.get(func, {}):
            if caller not in pending_callees or caller in done:
                continue
            pending_callees[caller] -= 1
            if pending_callees[caller] == 0:
                ready.append(caller)
    remaining = [f for f in functions if f not in done]
    return ordered, remaining


# ===----------------------------------------------------------------------=== #
# Function argument attributes
# ===----------------------------------------------------------------------=== #


def get_arg_attr(func: Operation, index: int, name: str) -> Attribute | None:
    """The argument attribute `name` of argument `index` of a `func.func`."""
    arg_attrs = func.properties.get("arg_attrs")
    if not isinstance(arg_attrs, ArrayAttr):
        return None
    dictionaries = cast(ArrayAttr[Attribute], arg_attrs).data
    if index >= len(dictionaries):
        return None
    dictionary = dictionaries[index]
    if not isinstance(dictionary, DictionaryAttr):
        return None
    return dictionary.data.get(name)


def set_arg_attr(
    func: Operation, index: int, name: str, value: Attribute | None
) -> None:
    """Set (None: remove) the argument attribute `name` of argument `index`;
    the dictionaries stay sorted by name (as MLIR prints them), and the
    property goes when no argument has attributes left."""
    inputs, _ = function_type_of(func)
    arg_attrs = func.properties.get("arg_attrs")
    dictionaries: list[dict[str, Attribute]] = [{} for _ in inputs]
    if isinstance(arg_attrs, ArrayAttr):
        old = cast(ArrayAttr[Attribute], arg_attrs).data
        for i, dictionary in enumerate(old):
            if i < len(dictionaries) and isinstance(dictionary, DictionaryAttr):
                dictionaries[i] = dict(dictionary.data)
    if value is None:
        dictionaries[index].pop(name, None)
    else:
        dictionaries[index][name] = value
    if not any(dictionaries):
        func.properties.pop("arg_attrs", None)
        return
    func.properties["arg_attrs"] = ArrayAttr(
        [DictionaryAttr({k: d[k] for k in sorted(d)}) for d in dictionaries]
    )


def remove_bufferization_attributes(module: ModuleOp) -> None:
    """Drop `bufferization.writable` and `bufferization.buffer_layout` from
    the arguments of every function (after bufferization)."""
    for op in nested_ops(module):
        if op.name != "func.func" or not isinstance(
            op.properties.get("arg_attrs"), ArrayAttr
        ):
            continue
        inputs, _ = function_type_of(op)
        for index in range(len(inputs)):
            for name in (BUFFER_LAYOUT_ATTR, WRITABLE_ATTR):
                if get_arg_attr(op, index, name) is not None:
                    set_arg_attr(op, index, name, None)


# ===----------------------------------------------------------------------=== #
# The analyses of a function boundary
# ===----------------------------------------------------------------------=== #


def _annotate_equivalent_return_arg(
    return_op: Operation, operand_index: int, arg_index: int
) -> None:
    existing = return_op.attributes.get(EQUIVALENT_ARGS_ATTR)
    values = [-1] * len(return_op.operands)
    if isinstance(existing, ArrayAttr):
        entries = cast(ArrayAttr[Attribute], existing).data
        values = [
            cast(IntegerAttr, e).value.data if isinstance(e, IntegerAttr) else -1
            for e in entries
        ]
    values[operand_index] = arg_index
    set_sorted_attr(
        return_op,
        EQUIVALENT_ARGS_ATTR,
        ArrayAttr([IntegerAttr(v, i64) for v in values]),
    )


def aliasing_func_args_analysis(
    func: Operation, state: OneShotAnalysisState, func_state: FuncAnalysisState
) -> None:
    """Which arguments each returned tensor may alias or is equivalent to."""
    inputs, outputs = function_type_of(func)
    aliasing = func_state.aliasing_return_vals.setdefault(func, {})
    if not has_body(func):
        # No body: every returned tensor may alias every tensor argument.
        for arg_index, arg_type in enumerate(inputs):
            if not is_tensor_type(arg_type):
                continue
            for result_index, result_type in enumerate(outputs):
                if is_tensor_type(result_type):
                    aliasing.setdefault(arg_index, []).append(result_index)
        return
    returns = return_ops(func)
    args = list(func.regions[0].blocks[0].args)
    for arg in args:
        if not isinstance(arg.type, TensorType):
            continue
        found: dict[int, None] = {}
        for return_op in returns:
            for index, value in enumerate(return_op.operands):
                if isinstance(
                    value.type, TensorType
                ) and state.are_aliasing_bufferized_values(value, arg):
                    found[index] = None
        for index in found:
            aliasing.setdefault(arg.index, []).append(index)

    def equivalent_arg(return_op: Operation, index: int) -> int | None:
        value = return_op.operands[index]
        if not is_tensor(value):
            return None
        for arg in args:
            if isinstance(
                arg.type, TensorType
            ) and state.are_equivalent_bufferized_values(value, arg):
                if state.options.test_analysis_only:
                    _annotate_equivalent_return_arg(return_op, index, arg.index)
                return arg.index
        return None

    if not returns:
        return
    equivalents = func_state.equivalent_func_args.setdefault(func, {})
    for index in range(len(returns[0].operands)):
        first = equivalent_arg(returns[0], index)
        if first is None:
            continue
        if all(equivalent_arg(r, index) == first for r in returns[1:]):
            equivalents[index] = first


def func_args_read_write_analysis(
    func: Operation, state: OneShotAnalysisState, func_state: FuncAnalysisState
) -> None:
    """Which tensor arguments the function reads and which it writes."""
    inputs, _ = function_type_of(func)
    for index, arg_type in enumerate(inputs):
        if not is_tensor_type(arg_type):
            continue
        access = get_arg_attr(func, index, ACCESS_ATTR)
        if isinstance(access, StringAttr):
            is_read = access.data in ("read", "read-write")
            is_written = access.data in ("write", "read-write")
        elif not has_body(func):
            is_read = is_written = True
        else:
            arg = func.regions[0].blocks[0].args[index]
            is_read = state.is_value_read(arg)
            is_written = state.is_value_written(arg)
        if state.options.test_analysis_only:
            kind = (
                "read-write"
                if is_read and is_written
                else "read"
                if is_read
                else "write"
                if is_written
                else "none"
            )
            set_arg_attr(func, index, ACCESS_ATTR, StringAttr(kind))
        if is_read:
            func_state.read_bbargs[func].add(index)
        if is_written:
            func_state.written_bbargs[func].add(index)


def _call_equivalence_analysis(
    func: Operation, state: OneShotAnalysisState, func_state: FuncAnalysisState
) -> None:
    """Results of calls equivalent to an in-place operand (MLIR's
    `equivalenceAnalysis` of module bufferization)."""
    calls = func_state.calls.get(func)
    if calls is None:
        calls = [op for op in nested_ops(func) if op.name == "func.call"]
    for op in calls:
        callee = called_function(op, func_state.symbol_tables)
        if callee is None or callee not in func_state.equivalent_func_args:
            continue
        for result_index, arg_index in func_state.equivalent_func_args[callee].items():
            if arg_index >= len(op.operands) or result_index >= len(op.results):
                continue
            if not state.is_in_place(OpOperand(op, arg_index)):
                continue
            state.union_equivalence_classes(
                op.results[result_index], op.operands[arg_index]
            )


def analyze_module_op(module: Operation, state: OneShotAnalysisState) -> None:
    """
    One-Shot Analysis of every function of `module`, callees first, each
    followed by the analyses of its boundary. Raises `BufferizationError`.
    """
    assert isinstance(module, ModuleOp), "expected a builtin.module"
    func_state = get_or_create_func_analysis_state(state)
    ordered, remaining = funcs_ordered_by_calls(
        module, func_state.symbol_tables, func_state.calls
    )
    func_state.order = (ordered, remaining)
    options = state.options
    for func in ordered:
        if not options.is_op_allowed(func):
            continue
        func_state.start_function_analysis(func)
        _call_equivalence_analysis(func, state, func_state)
        analyze_op(func, state)
        aliasing_func_args_analysis(func, state, func_state)
        func_args_read_write_analysis(func, state, func_state)
        func_state.phases[func] = FuncOpAnalysisPhase.ANALYZED
    for func in remaining:
        if not options.is_op_allowed(func):
            continue
        _call_equivalence_analysis(func, state, func_state)
        analyze_op(func, state)
