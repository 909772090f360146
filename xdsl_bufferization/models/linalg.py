"""How the ops of the `linalg` dialect bufferize (MLIR 22's linalg models).

Every op of the linalg dialect with a destination (the structured ops: the
named ops of the table, generic, map, reduce, transpose, broadcast,
elementwise, contract; and softmax) is destination-style: its `outs` (inits)
are written and tied to its results, its `ins` are only read. An operand is
read if the body uses its element (so the `outs` of `linalg.fill` or
`linalg.copy` are not read, those of `linalg.matmul` are; softmax reads its
input only). Element-wise ops (all loops parallel, identity indexing maps)
may read and write one buffer.

The op bufferizes to the same op on the operand buffers, without results.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast
from weakref import WeakKeyDictionary

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, MemRefType, TensorType
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.dialects.linalg.structured import dps_num_inputs, payload_uses
from xdsl_bufferization.interfaces.bufferizable import (
    AnalysisState,
    BufferizationError,
    BufferizationOptions,
    BufferizationState,
    DestinationStyleOpModel,
    OpOperand,
    SubsetInsertionModel,
    get_buffer,
    is_buffer,
    is_identity_map,
    is_tensor,
    recreate_op,
    register_builtin_model,
    register_subset_insertion_model,
    replace_op_with_bufferized_values,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
)


def _structured_op_names() -> tuple[str, ...]:
    from xdsl_bufferization.dialects.linalg import DESTINATION_STYLE_OP_NAMES

    return DESTINATION_STYLE_OP_NAMES


LINALG_STRUCTURED_OPS = _structured_op_names()
"""Every destination-style op of the linalg dialect: the structured ops (named
ops of the table, generic, map, reduce, transpose, broadcast, elementwise,
contract) and softmax."""


def _is_shaped(value: SSAValue) -> bool:
    return isinstance(value.type, TensorType | MemRefType)


_DPS_CACHE: WeakKeyDictionary[Operation, tuple[int, list[int], list[int]]] = (
    WeakKeyDictionary()
)
"""Ins and outs per op, valid while its operand count is unchanged (the
analysis asks for them many times; operand segments are slow to decode)."""


def dps_inputs_and_inits(op: Operation) -> tuple[list[int], list[int]]:
    """The operand indices of the `ins` and of the `outs` of a linalg op."""
    cached = _DPS_CACHE.get(op)
    if cached is not None and cached[0] == len(op.operands):
        return cached[1], cached[2]
    num_inputs = dps_num_inputs(op)
    ins = list(range(num_inputs))
    outs = list(range(num_inputs, len(op.operands)))
    _DPS_CACHE[op] = (len(op.operands), ins, outs)
    return ins, outs


class LinalgOpModel(DestinationStyleOpModel):
    """A linalg structured op on tensors."""

    def dps_init_indices(self, op: Operation) -> Sequence[int]:
        return dps_inputs_and_inits(op)[1]

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        # Read if the body uses the element of the operand (MLIR's
        # payloadUsesValueFromOperand; the input of softmax, not its output;
        # the init of a linalg.map if its body uses it, unlike MLIR 22).
        return payload_uses(op, operand.index)

    def bufferizes_to_elementwise_access(
        self, op: Operation, state: AnalysisState, operands: Sequence[OpOperand]
    ) -> bool:
        get_maps = getattr(op, "get_indexing_maps", None)
        get_iterators = getattr(op, "get_iterator_types", None)
        if get_maps is None or get_iterators is None:
            return False
        iterators = cast(ArrayAttr[Attribute], get_iterators())
        if any(getattr(it, "data", None) != _parallel() for it in iterators.data):
            return False
        maps = cast(ArrayAttr[AffineMapAttr], get_maps()).data
        indices = {o.index for o in operands}
        for i, value in enumerate(op.operands):
            if not _is_shaped(value) or i not in indices:
                continue
            if i >= len(maps) or not is_identity_map(maps[i]):
                return False
        return True

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        shaped = [v for v in op.operands if _is_shaped(v)]
        if all(is_buffer(v) for v in shaped):
            return
        if not all(is_tensor(v) for v in shaped):
            raise BufferizationError(op, "op does not have pure tensor semantics")
        inputs, inits = dps_inputs_and_inits(op)
        operands = list(op.operands)
        new_operands: list[SSAValue] = []
        for i in inputs:
            value = operands[i]
            new_operands.append(
                get_buffer(rewriter, value, options, state)
                if is_tensor(value)
                else value
            )
        init_buffers = [
            get_buffer(rewriter, operands[i], options, state) for i in inits
        ]
        new_operands.extend(init_buffers)
        # Operands beyond ins and outs (none for xDSL's linalg ops) are kept.
        new_operands.extend(operands[len(inputs) + len(inits) :])
        regions: list[Region] = []
        for region in op.regions:
            new_region = Region()
            region.move_blocks(new_region)
            regions.append(new_region)
        new = recreate_op(op, new_operands, [], regions)
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        replace_op_with_bufferized_values(rewriter, op, init_buffers[: len(op.results)])


class CopySubsetModel(SubsetInsertionModel):
    """`linalg.copy` inserts its input into the whole of its init (MLIR's
    SubsetInsertionOpInterface of linalg.copy)."""

    def source_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, dps_inputs_and_inits(op)[0][0])

    def destination_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, dps_inputs_and_inits(op)[1][0])

    def is_equivalent_subset(
        self,
        op: Operation,
        candidate: SSAValue,
        equivalent: Callable[[SSAValue, SSAValue], bool],
    ) -> bool:
        return equivalent(candidate, self.destination_operand(op).get())

    def values_needed_to_build_subset_extraction(self, op: Operation) -> list[SSAValue]:
        return [self.destination_operand(op).get()]

    def build_subset_extraction(
        self, op: Operation, rewriter: PatternRewriter
    ) -> SSAValue | None:
        return self.destination_operand(op).get()


def _parallel() -> str:
    from xdsl.dialects.linalg.attrs import IteratorType

    return str(IteratorType.PARALLEL)


def register() -> None:
    """Register every model of the linalg ops."""
    for name in ("linalg.yield", "linalg.index"):
        # MLIR: Pure; xDSL's classes declare nothing.
        MEMORY_EFFECTS_MODELS.register(name, NoEffectsModel())
    model = LinalgOpModel()
    for name in LINALG_STRUCTURED_OPS:
        register_builtin_model(name, model)
    register_subset_insertion_model("linalg.copy", CopySubsetModel())


__all__ = [
    "LINALG_STRUCTURED_OPS",
    "Block",
    "CopySubsetModel",
    "LinalgOpModel",
    "register",
]
