"""How the ops of the `linalg` dialect bufferize (MLIR 22's linalg models).

Every structured op of xDSL's linalg dialect is a destination-style op: its
`outs` (inits) are written and tied to its results, its `ins` are only read.
An operand is read if the payload region uses the corresponding block
argument (so the `outs` of `linalg.fill` or `linalg.copy` are not read, those
of `linalg.matmul` are). Element-wise ops (all loops parallel, identity
indexing maps) may read and write one buffer.

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
    operand_group,
    recreate_op,
    register_builtin_model,
    register_subset_insertion_model,
    replace_op_with_bufferized_values,
)

LINALG_STRUCTURED_OPS = (
    "linalg.generic",
    "linalg.add",
    "linalg.sub",
    "linalg.mul",
    "linalg.max",
    "linalg.min",
    "linalg.exp",
    "linalg.log",
    "linalg.sqrt",
    "linalg.select",
    "linalg.fill",
    "linalg.copy",
    "linalg.transpose",
    "linalg.matmul",
    "linalg.quantized_matmul",
    "linalg.pooling_nchw_max",
    "linalg.conv_2d_nchw_fchw",
    "linalg.conv_2d_ngchw_fgchw",
    "linalg.conv_2d_ngchw_gfchw",
    "linalg.conv_2d_nhwc_fhwc",
    "linalg.conv_2d_nhwc_hwcf",
    "linalg.conv_2d_nhwgc_gfhwc",
    "linalg.broadcast",
    "linalg.reduce",
)
"""The linalg ops of xDSL 0.74 (all destination-style)."""


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
    if hasattr(op, "outputs") and hasattr(op, "inputs"):
        n_inputs = len(operand_group(op, "inputs"))
        n_outputs = len(operand_group(op, "outputs"))
        ins = list(range(n_inputs))
        outs = list(range(n_inputs, n_inputs + n_outputs))
    else:
        # linalg.broadcast and linalg.reduce: (input, init).
        ins, outs = [0], [1]
    _DPS_CACHE[op] = (len(op.operands), ins, outs)
    return ins, outs


_MLIR_PAYLOAD_USES: dict[str, tuple[bool, ...]] = {
    # MLIR: `out = max(out, in)`, the window operand gives only the shape.
    # xDSL 0.74's hidden region computes `max(in, window)`, ignoring `out`.
    "linalg.pooling_nchw_max": (True, False, True),
}
"""Which operands the payload of MLIR's op reads, for the named ops whose
hidden region in xDSL does not say it."""


class LinalgOpModel(DestinationStyleOpModel):
    """A linalg structured op on tensors."""

    def dps_init_indices(self, op: Operation) -> Sequence[int]:
        return dps_inputs_and_inits(op)[1]

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        # Read if the payload uses the block argument of the operand (MLIR's
        # payload, where xDSL's hidden region differs from it).
        payload_uses = _MLIR_PAYLOAD_USES.get(op.name)
        if payload_uses is not None and operand.index < len(payload_uses):
            return payload_uses[operand.index]
        if not op.regions or not op.regions[0].blocks:
            return True
        block = op.regions[0].blocks[0]
        if operand.index >= len(block.args):
            return True
        return any(True for _ in block.args[operand.index].uses)

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
    """Register the models of xDSL's linalg structured ops."""
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
