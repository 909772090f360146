"""How the ops of the `func` dialect take part in One-Shot Bufferize.

Without `bufferize-function-boundaries`, ops of the `func` dialect are not
bufferized (MLIR's rule, see `BufferizationOptions.is_op_allowed`): function
arguments are unknown, read-only tensors (read through
`bufferization.to_buffer`), and returned tensors are passed through
`bufferization.to_tensor`.

With it (One-Shot Module Bufferize, `run_one_shot_module_bufferize` in
`xdsl_bufferization.transforms.one_shot_bufferize`):

- `func.func`: tensor arguments become memrefs of the type the
  `function-boundary-type-conversion` option gives (a fully dynamic layout
  by default; a `bufferization.buffer_layout` argument attribute overrides),
  returned tensors are returned as buffers of that type (with
  `infer-layout-map`, the function type is then narrowed to the type of the
  returned buffers); arguments are writable unless marked
  `bufferization.writable = false`. Bodiless functions convert their
  signature only.
- `func.call`: reads, writes and aliases what the callee's analysis says
  (`xdsl_bufferization.analysis.one_shot_module_analysis`); operands are cast
  to the callee's argument types.
- `func.return`: reads its operands; rewritten by the `func.func` model.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import AffineMapAttr, MemRefType
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.analysis.one_shot_module_analysis import (
    BUFFER_LAYOUT_ATTR,
    WRITABLE_ATTR,
    FuncOpAnalysisPhase,
    called_function,
    function_type_of,
    get_arg_attr,
    get_func_analysis_state,
    has_body,
    is_tensor_type,
    return_ops,
)
from xdsl_bufferization.interfaces.bufferizable import (
    AliasingOpOperand,
    AliasingValue,
    AnalysisState,
    BufferizableOpModel,
    BufferizationError,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    OpOperand,
    ReadOnlyOperandsModel,
    bufferize_block_signature,
    cast_or_realloc_memref_value,
    create_memref_cast,
    create_to_buffer,
    get_buffer,
    get_buffer_type,
    is_buffer,
    is_identity_map,
    is_tensor,
    memory_space_of,
    recreate_op,
    register_builtin_model,
    replace_op_with_new_bufferized_op,
    unknown_get_aliasing_values,
)
from xdsl_bufferization.interfaces.function import (
    CALL_MODELS,
    FUNCTION_MODELS,
    FunctionTypePropertyModel,
    IndirectCallModel,
    SymbolCallModel,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
)
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_TERMINATOR_MODELS,
    ForwardAllOperands,
)
from xdsl_bufferization.utils.building import make_memref_type


def _default_memory_space(
    options: BufferizationOptions, tensor_type: Attribute, op: Operation
) -> Attribute:
    space = options.default_memory_space(tensor_type)
    if space is None:
        raise BufferizationError(op, "could not infer memory space")
    return space


def function_arg_buffer_type(
    func: Operation, index: int, options: BufferizationOptions
) -> Attribute:
    """The memref type of tensor argument `index` of `func`: the
    `function-boundary-type-conversion`, or the `bufferization.buffer_layout`
    of the argument."""
    inputs, _ = function_type_of(func)
    tensor_type = inputs[index]
    if is_buffer(tensor_type):
        # Already bufferized (the callee of a call bufferized after it).
        return tensor_type
    if not is_tensor_type(tensor_type):
        raise BufferizationError(func, f"expected a tensor argument, got {tensor_type}")
    memref_type = options.function_arg_type_converter(
        tensor_type, _default_memory_space(options, tensor_type, func)
    )
    layout = get_arg_attr(func, index, BUFFER_LAYOUT_ATTR)
    if not isinstance(layout, AffineMapAttr):
        return memref_type
    if not isinstance(memref_type, MemRefType):
        raise BufferizationError(
            func, "buffer layout not supported on unranked tensors"
        )
    ranked = cast(MemRefType[Attribute], memref_type)
    if is_identity_map(layout):
        # MLIR's MemRefType drops identity layouts.
        return make_memref_type(
            ranked.element_type, ranked.get_shape(), None, ranked.memory_space
        )
    return make_memref_type(
        ranked.element_type, ranked.get_shape(), layout, ranked.memory_space
    )


def function_result_buffer_type(
    func: Operation, index: int, options: BufferizationOptions
) -> Attribute:
    """The memref type of tensor result `index` of `func` before the result
    layouts are inferred."""
    _, outputs = function_type_of(func)
    tensor_type = outputs[index]
    if is_buffer(tensor_type):
        return tensor_type
    return options.function_arg_type_converter(
        tensor_type, _default_memory_space(options, tensor_type, func)
    )


def _set_function_type(
    func: Operation, inputs: Sequence[Attribute], outputs: Sequence[Attribute]
) -> None:
    from xdsl_bufferization.interfaces.function import set_function_type

    set_function_type(func, inputs, outputs)


# ===----------------------------------------------------------------------=== #
# func.func
# ===----------------------------------------------------------------------=== #


class FuncModel(BufferizableOpModel):
    """`func.func` with `bufferize-function-boundaries`."""

    def supports_unstructured_control_flow(self) -> bool:
        return True

    def has_tensor_semantics(self, op: Operation) -> bool:
        inputs, outputs = function_type_of(op)
        if any(is_tensor_type(t) for t in (*inputs, *outputs)):
            return True
        for region in op.regions:
            for block in region.blocks:
                if any(is_tensor(arg) for arg in block.args):
                    return True
        return False

    def get_aliasing_op_operands(
        self, op: Operation, value: SSAValue, state: AnalysisState
    ) -> list[AliasingOpOperand]:
        from xdsl_bufferization.models.cf import caller_op_operands

        arg = cast(BlockArgument, value)
        if arg.block is op.regions[0].blocks[0]:
            return []
        return [
            AliasingOpOperand(o, BufferRelation.EQUIVALENT, False)
            for o in caller_op_operands(arg)
        ]

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        if not isinstance(value, BlockArgument):
            return True
        if value.block is op.regions[0].blocks[0]:
            writable = get_arg_attr(op, value.index, WRITABLE_ATTR)
            if writable is not None:
                # `true`/`false` (i1 integer attributes).
                value_attr = getattr(writable, "value", None)
                data = getattr(value_attr, "data", None)
                if isinstance(data, int):
                    return bool(data)
        return True

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        from xdsl_bufferization.models.scf import block_argument_buffer_type

        arg = cast(BlockArgument, value)
        if arg.block is op.regions[0].blocks[0]:
            return function_arg_buffer_type(op, arg.index, options)
        return block_argument_buffer_type(op, arg, options, state, invocation_stack)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        inputs, outputs = function_type_of(op)
        arg_types = [
            function_arg_buffer_type(op, i, options) if is_tensor_type(t) else t
            for i, t in enumerate(inputs)
        ]
        result_types = [
            function_result_buffer_type(op, i, options) if is_tensor_type(t) else t
            for i, t in enumerate(outputs)
        ]
        if not has_body(op):
            _set_function_type(op, arg_types, result_types)
            return
        for block in list(op.regions[0].blocks):
            bufferize_block_signature(block, rewriter, options, state)
        for return_op in return_ops(op):
            if len(return_op.operands) != len(result_types):
                raise BufferizationError(return_op, "incorrect number of return values")
            for index, value in enumerate(list(return_op.operands)):
                if not is_tensor(value):
                    continue
                rewriter.insertion_point = InsertPoint.before(return_op)
                buffer = create_to_buffer(rewriter, value, result_types[index])
                return_op.operands[index] = buffer
        _set_function_type(op, arg_types, result_types)


# ===----------------------------------------------------------------------=== #
# func.call
# ===----------------------------------------------------------------------=== #


def _callee(op: Operation, state: object | None = None) -> Operation:
    func_state = get_func_analysis_state(state) if state is not None else None
    tables = func_state.symbol_tables if func_state is not None else None
    callee = called_function(op, tables)
    if callee is None:
        raise BufferizationError(op, "expected a CallOp to a FuncOp")
    return callee


def _analyzed(op: Operation, state: AnalysisState) -> tuple[Operation, bool]:
    callee = _callee(op, state)
    func_state = get_func_analysis_state(state)
    analyzed = (
        func_state is not None
        and func_state.phase(callee) == FuncOpAnalysisPhase.ANALYZED
    )
    return callee, analyzed


class CallModel(BufferizableOpModel):
    """`func.call` with `bufferize-function-boundaries`."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        callee, analyzed = _analyzed(op, state)
        if not analyzed:
            return True
        func_state = get_func_analysis_state(state)
        assert func_state is not None
        return operand.index in func_state.read_bbargs.get(callee, set())

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        callee, analyzed = _analyzed(op, state)
        if not analyzed:
            return True
        func_state = get_func_analysis_state(state)
        assert func_state is not None
        return operand.index in func_state.written_bbargs.get(callee, set())

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        callee, analyzed = _analyzed(op, state)
        if not analyzed:
            return unknown_get_aliasing_values(operand)
        func_state = get_func_analysis_state(state)
        assert func_state is not None
        returned = func_state.aliasing_return_vals.get(callee, {}).get(
            operand.index, []
        )
        # The result is equivalent to the operand only if it is the one
        # returned value aliasing it, and that value is equivalent to this
        # very argument. (MLIR 22 asserts that an equivalent argument is this
        # one; it may be another argument of the same alias set, e.g. when an
        # scf.if in the callee merges two arguments' alias sets: then the
        # relation is only "may alias".)
        equivalent = False
        if len(returned) == 1:
            equivalent = (
                func_state.equivalent_func_args.get(callee, {}).get(returned[0])
                == operand.index
            )
        relation = BufferRelation.EQUIVALENT if equivalent else BufferRelation.UNKNOWN
        return [
            AliasingValue(op.results[index], relation, equivalent) for index in returned
        ]

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        callee = _callee(op)
        index = cast(OpResult, value).index
        # The callee's type if it is bufferized, else (recursion) what it
        # will be.
        return function_result_buffer_type(callee, index, options)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        callee = _callee(op)
        result_types = [
            get_buffer_type(r, options, state) if is_tensor(r) else r.type
            for r in op.results
        ]
        operands: list[SSAValue] = []
        for index, value in enumerate(op.operands):
            if not is_tensor(value):
                operands.append(value)
                continue
            buffer = get_buffer(rewriter, value, options, state)
            target = function_arg_buffer_type(callee, index, options)
            if buffer.type != target:
                if memory_space_of(buffer.type) != memory_space_of(target):
                    raise BufferizationError(
                        op, "CallOp::bufferize: cast incompatible", op_error=True
                    )
                rewriter.insertion_point = InsertPoint.before(op)
                if isinstance(target, MemRefType) and isinstance(
                    buffer.type, MemRefType
                ):
                    # A cast if it is sure to be valid, else a copy (e.g. a
                    # strided slice passed as an identity-layout memref).
                    buffer = cast_or_realloc_memref_value(
                        rewriter,
                        buffer,
                        cast(MemRefType[Attribute], target),
                        options,
                    )
                else:
                    # Ranked to unranked or back: a memref.cast (MLIR 22
                    # asserts when the callee's argument is unranked).
                    buffer = create_memref_cast(
                        rewriter, buffer, cast(Attribute, target)
                    )
            operands.append(buffer)
        new = recreate_op(op, operands, result_types)
        replace_op_with_new_bufferized_op(rewriter, op, new)


# ===----------------------------------------------------------------------=== #
# func.return
# ===----------------------------------------------------------------------=== #


class ReturnModel(ReadOnlyOperandsModel):
    """`func.return`: reads its operands; the `func.func` model rewrites it."""

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        parent = op.parent_op()
        if parent is None or parent.name != "func.func":
            raise BufferizationError(op, "only support FuncOp parent for ReturnOp")


def register() -> None:
    """Register every model of the func ops. (The bufferization models are
    used only with `bufferize-function-boundaries`: otherwise the options
    exclude the func dialect.)"""
    register_builtin_model("func.func", FuncModel())
    register_builtin_model("func.call", CallModel())
    register_builtin_model("func.return", ReturnModel())
    FUNCTION_MODELS.register("func.func", FunctionTypePropertyModel())
    CALL_MODELS.register("func.call", SymbolCallModel())
    CALL_MODELS.register("func.call_indirect", IndirectCallModel())
    REGION_BRANCH_TERMINATOR_MODELS.register("func.return", ForwardAllOperands())
    # MLIR: Pure; xDSL's class declares nothing.
    MEMORY_EFFECTS_MODELS.register("func.return", NoEffectsModel())
