"""How the ops of the `arith` dialect bufferize and deallocate (MLIR 22's
arith models).

**Bufferization models** (One-Shot Bufferize; `register()`):

- `arith.constant` of tensor type: a private constant `memref.global` (one per
  distinct value, at the top of the module) and a `memref.get_global`. The
  buffer is read-only.
- `arith.index_cast` of tensors: the same op on the buffer (equivalent
  buffers, element type changed).
- `arith.select` of tensors: the same op on the two buffers (the result may be
  either; both are cast to one type if needed).

**Deallocation models**: none. An `arith.select` of memrefs gets the join of
the ownerships of its operands, like any op without allocation (`unknown`
when they differ); MLIR's select model, which builds an `arith.select` of
the indicators for a returned select, is not needed here: a returned memref
gets the indicator computed by the function's last dealloc instead (see
docs/buffer_deallocation.md). The arith patterns that clean up deallocation
code are canonicalization patterns
(`xdsl_bufferization.transforms.canonicalization_patterns.arith`).
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import (
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.traits import Pure

from xdsl_bufferization.interfaces.bufferizable import (
    AliasingValue,
    AnalysisState,
    BufferizableOpModel,
    BufferizationError,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    NoMemoryAccessModel,
    OpOperand,
    build_op,
    create_memref_cast,
    get_buffer,
    get_buffer_type,
    get_memref_type_with_fully_dynamic_layout,
    get_memref_type_with_static_identity_layout,
    memory_space_of,
    register_builtin_model,
    replace_op_with_bufferized_values,
    replace_op_with_new_bufferized_op,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
)

# ===----------------------------------------------------------------------=== #
# Bufferization models
# ===----------------------------------------------------------------------=== #


def _global_name(tensor_type: TensorType[Attribute]) -> str:
    shape = "".join(f"{d}x" for d in tensor_type.get_shape())
    element = str(tensor_type.element_type)
    return f"__constant_{shape}{element}"


def get_global_for(
    op: Operation,
    state: BufferizationState,
    alignment: int,
    memory_space: Attribute,
) -> Operation:
    """
    The `memref.global` holding the value of tensor constant `op`: an
    existing one with the same value and alignment, or a new private constant
    global at the top of the module (its name made unique like MLIR's symbol
    tables do: `_0`, `_1`, ... suffixes from one counter per module).
    """
    module = op.parent_op()
    while module is not None and not isinstance(module, ModuleOp):
        module = module.parent_op()
    if module is None:
        raise BufferizationError(op, "failed to bufferize op")
    # Not `properties.get(...) or ...`: an empty dense attribute is falsy.
    value = op.properties.get("value")
    if value is None:
        value = op.attributes.get("value")
    assert value is not None
    for candidate in module.ops:
        if candidate.name != "memref.global":
            continue
        initial = candidate.properties.get("initial_value")
        if initial is None or isinstance(initial, UnitAttr):
            continue
        existing_alignment = candidate.properties.get("alignment")
        existing = (
            cast(IntegerAttr, existing_alignment).value.data
            if existing_alignment is not None
            else 0
        )
        if existing == alignment and initial == value:
            return candidate

    tensor_type = cast(TensorType[Attribute], op.results[0].type)
    name = state.unique_symbol_name(module, _global_name(tensor_type))
    memref_type = get_memref_type_with_static_identity_layout(tensor_type, memory_space)
    global_op = build_op(
        "memref.global",
        properties={
            "sym_name": StringAttr(name),
            "sym_visibility": StringAttr("private"),
            "type": memref_type,
            "initial_value": value,
            "constant": UnitAttr(),
            "alignment": IntegerAttr(alignment, i64) if alignment > 0 else None,
        },
    )
    first = module.body.block.first_op
    if first is None:
        module.body.block.add_op(global_op)
    else:
        module.body.block.insert_op_before(global_op, first)
    return global_op


class ConstantModel(BufferizableOpModel):
    """`arith.constant` of tensor type: `memref.get_global` of a private
    constant global (not writable)."""

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        tensor_type: Attribute = op.results[0].type
        if not isinstance(tensor_type, TensorType):
            raise BufferizationError(op, "failed to bufferize op")
        memory_space = options.default_memory_space(op.results[0].type)
        if memory_space is None:
            raise BufferizationError(op, "could not infer memory space")
        global_op = get_global_for(op, state, options.buffer_alignment, memory_space)
        sym_name = cast(StringAttr, global_op.properties["sym_name"])
        get_global = build_op(
            "memref.get_global",
            result_types=[global_op.properties["type"]],
            properties={"name": SymbolRefAttr(sym_name.data)},
        )
        replace_op_with_new_bufferized_op(
            rewriter, op, get_global, [get_global.results[0]]
        )

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return False


@irdl_op_definition
class BufferIndexCastOp(IRDLOperation):
    """
    `arith.index_cast` on memrefs, as MLIR's `arith.index_cast` allows and
    xDSL 0.74's class does not (it takes scalars only). Used to build the
    bufferized cast; it prints as MLIR prints the op.
    """

    name = "arith.index_cast"

    input = operand_def(MemRefType | UnrankedMemRefType)
    result = result_def(MemRefType | UnrankedMemRefType)

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    traits = traits_def(Pure())

    def __init__(self, source: SSAValue, result_type: Attribute):
        super().__init__(operands=[source], result_types=[result_type])


class IndexCastModel(NoMemoryAccessModel):
    """`arith.index_cast` of tensors: the cast applied to the buffer."""

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        return [AliasingValue(op.results[0], BufferRelation.EQUIVALENT)]

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        source = get_buffer(rewriter, op.operands[0], options, state)
        element = cast(TensorType[Attribute], op.results[0].type).element_type
        source_type = source.type
        if isinstance(source_type, MemRefType):
            ranked = cast(MemRefType[Attribute], source_type)
            result_type: Attribute = MemRefType(
                element, ranked.get_shape(), ranked.layout, ranked.memory_space
            )
        else:
            unranked = cast(UnrankedMemRefType[Attribute], source_type)
            result_type = UnrankedMemRefType.from_type(element, unranked.memory_space)
        new = BufferIndexCastOp(source, result_type)
        replace_op_with_new_bufferized_op(rewriter, op, new, [new.results[0]])


_I1 = IntegerType(1)


class SelectModel(NoMemoryAccessModel):
    """`arith.select` of tensors: a select of the two buffers (the result may
    alias either operand)."""

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        return [AliasingValue(op.results[0], BufferRelation.EQUIVALENT, False)]

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        true_type = get_buffer_type(op.operands[1], options, state, invocation_stack)
        false_type = get_buffer_type(op.operands[2], options, state, invocation_stack)
        if true_type == false_type:
            return true_type
        if memory_space_of(true_type) != memory_space_of(false_type):
            raise BufferizationError(
                op, "inconsistent memory space on true/false operands"
            )
        memref_type = cast(MemRefType[Attribute], true_type)
        return get_memref_type_with_fully_dynamic_layout(
            TensorType(memref_type.element_type, memref_type.get_shape()),
            memref_type.memory_space,
        )

    def may_fail_to_bufferize(
        self, op: Operation, options: BufferizationOptions
    ) -> bool:
        return op.operands[0].type != _I1

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        condition = op.operands[0]
        if condition.type != _I1:
            raise BufferizationError(
                op, "only i1 condition values are supported", op_error=True
            )
        true_buffer = get_buffer(rewriter, op.operands[1], options, state)
        false_buffer = get_buffer(rewriter, op.operands[2], options, state)
        rewriter.insertion_point = InsertPoint.before(op)
        if true_buffer.type != false_buffer.type:
            target = get_buffer_type(op.results[0], options, state)
            true_buffer = create_memref_cast(rewriter, true_buffer, target)
            false_buffer = create_memref_cast(rewriter, false_buffer, target)
        new = build_op(
            "arith.select",
            operands=[condition, true_buffer, false_buffer],
            result_types=[true_buffer.type],
        )
        rewriter.insert(new)
        replace_op_with_bufferized_values(rewriter, op, [new.results[0]])


def register() -> None:
    """Register every model of the arith ops."""
    register_builtin_model("arith.constant", ConstantModel())
    register_builtin_model("arith.index_cast", IndexCastModel())
    register_builtin_model("arith.select", SelectModel())
    for name in ("arith.remui", "arith.extsi"):
        # MLIR: Pure; xDSL's classes declare nothing.
        MEMORY_EFFECTS_MODELS.register(name, NoEffectsModel())


# ===----------------------------------------------------------------------=== #
# Deallocation models
# ===----------------------------------------------------------------------=== #

# None: see the module docstring.
