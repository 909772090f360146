"""How the ops of the `vector` dialect bufferize (MLIR 22's vector models).

| op | reads | writes | aliasing result | becomes |
| --- | --- | --- | --- | --- |
| `vector.transfer_read` | yes | no | none | `vector.transfer_read` of the buffer |
| `vector.gather` | yes | no | none | `vector.gather` from the buffer |
| `vector.transfer_write` | dest (unless fully overwritten) | dest | dest: equivalent | `vector.transfer_write` into the buffer |
| `vector.scatter` | yes | base | base: equivalent | `vector.scatter` into the buffer |
| `vector.mask` | - | - | its `vector.yield` operand: equivalent | `vector.mask` without the results the masked op no longer has |
| `vector.yield` | yes | no | the `vector.mask` result: equivalent (always in place) | `vector.yield` of buffers |

`vector.transfer_write` is also a subset insertion (of its vector into the
part of the destination its indices and vector shape cover), as in MLIR: an
`extract_slice` of that same part, written in place, does not conflict with
the read of the destination.

**Where we differ from MLIR 22.** MLIR 22 decides that a `transfer_write`
does not read its destination when its indices are the constant 0, the
destination shape is static, the op is not inside a `vector.mask`, and no
destination dimension is larger than the vector dimension at the same
*position*. That ignores the permutation map, a vector of lower rank than the
destination and the op's own mask operand, so MLIR 22 drops the copy of the
old contents for writes that keep some of them (`vector<8xf32>` into
`tensor<4x8xf32>` writes one row; a masked write keeps the masked-off
elements): its code then reads uninitialized memory. We call the destination
not read only when every destination dimension is covered: some vector
dimension maps to it through the permutation map and is at least as large
(or the dimension has size 1), and the op has no mask operand and is not
masked. Where MLIR 22 is right we agree; where it is wrong we copy.

A `vector.mask` whose body would need a copy (its masked op writing a
tensor out of place) is an error, as in MLIR ("body must bufferize
in-place").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, cast

from xdsl.dialects.builtin import (
    AffineMapAttr,
    TensorType,
    VectorType,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineDimExpr
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.traits import MemoryEffectKind

from xdsl_bufferization.interfaces.buffer_deallocation import (
    BUFFER_DEALLOCATION_MODELS,
    BufferDeallocationModel,
    DeallocationOptions,
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
    DestinationStyleOpModel,
    OpOperand,
    ReadOnlyOperandsModel,
    SourceIntoDestSubsetModel,
    build_op,
    constant_int_value,
    get_buffer,
    is_tensor,
    recreate_op,
    register_builtin_model,
    register_subset_insertion_model,
    replace_op_with_bufferized_values,
    replace_op_with_new_bufferized_op,
    resolve_tensor_op_operand_conflicts,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
    OperandEffectsModel,
    ValuelessEffectsModel,
)
from xdsl_bufferization.interfaces.ownership import DeallocationState
from xdsl_bufferization.models.tensor.slices import (
    extract_slice_of,
    same_mixed,
    slice_parameters,
)

# ===----------------------------------------------------------------------=== #
# Operands of the vector ops (by accessor name: xDSL's classes and ours share
# them)
# ===----------------------------------------------------------------------=== #


def _values(op: Operation, name: str) -> list[SSAValue]:
    return list(cast(Sequence[SSAValue], getattr(op, name)))


def _optional(op: Operation, name: str) -> SSAValue | None:
    return cast(SSAValue | None, getattr(op, name))


def _transfer_map(op: Operation) -> AffineMapAttr:
    return cast(AffineMapAttr, op.properties["permutation_map"])


def _is_masked_by_parent(op: Operation) -> bool:
    """Whether `op` is the masked op of a `vector.mask` (MLIR's
    `MaskableOpInterface::isMasked`)."""
    parent = op.parent_op()
    return parent is not None and parent.name == "vector.mask"


def _properties(op: Operation) -> dict[str, Attribute | None]:
    """The properties a bufferized copy of `op` keeps. As in MLIR 22, the
    copy has no discardable attributes."""
    return {k: v for k, v in op.properties.items() if k != "operandSegmentSizes"}


# ===----------------------------------------------------------------------=== #
# Reads
# ===----------------------------------------------------------------------=== #


class TransferReadModel(ReadOnlyOperandsModel):
    """`vector.transfer_read`: the same read from the buffer."""

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        buffer = get_buffer(rewriter, op.operands[0], options, state)
        mask = _optional(op, "mask")
        new = build_op(
            "vector.transfer_read",
            operands=[
                buffer,
                _values(op, "indices"),
                cast(Any, op).padding,
                [mask] if mask is not None else [],
            ],
            result_types=[op.results[0].type],
            properties=_properties(op),
        )
        replace_op_with_new_bufferized_op(rewriter, op, new, [new.results[0]])


class GatherModel(ReadOnlyOperandsModel):
    """`vector.gather`: the same gather from the buffer."""

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        buffer = get_buffer(rewriter, op.operands[0], options, state)
        new = build_op(
            "vector.gather",
            operands=[buffer, _values(op, "offsets"), *op.operands[-3:]],
            result_types=[op.results[0].type],
            properties=_properties(op),
        )
        replace_op_with_new_bufferized_op(rewriter, op, new, [new.results[0]])


# ===----------------------------------------------------------------------=== #
# Writes
# ===----------------------------------------------------------------------=== #


def transfer_write_overwrites_destination(op: Operation) -> bool:
    """
    Whether a `vector.transfer_write` on a tensor writes every element of its
    destination, so that the old contents are not read: static destination,
    indices the constant 0, no mask (operand or `vector.mask`), and every
    destination dimension covered by a vector dimension at least as large.
    """
    dest_type = op.operands[1].type
    if not isinstance(dest_type, TensorType):
        return False
    shape = cast(TensorType[Attribute], dest_type).get_shape()
    if any(size < 0 for size in shape):
        return False
    if any(constant_int_value(i) != 0 for i in _values(op, "indices")):
        return False
    if _optional(op, "mask") is not None or _is_masked_by_parent(op):
        return False
    vector_type = op.operands[0].type
    if not isinstance(vector_type, VectorType):
        return False
    vector_shape = cast(VectorType[Attribute], vector_type).get_shape()
    covered = [1] * len(shape)
    for expr, size in zip(_transfer_map(op).data.results, vector_shape):
        if isinstance(expr, AffineDimExpr):
            covered[expr.position] = size
    return all(c >= size for c, size in zip(covered, shape))


class TransferWriteModel(DestinationStyleOpModel):
    """`vector.transfer_write`: the same write into the destination buffer."""

    def dps_init_indices(self, op: Operation) -> Sequence[int]:
        return (1,)

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return not transfer_write_overwrites_destination(op)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        buffer = get_buffer(rewriter, op.operands[1], options, state)
        mask = _optional(op, "mask")
        new = build_op(
            "vector.transfer_write",
            operands=[
                op.operands[0],
                buffer,
                _values(op, "indices"),
                [mask] if mask is not None else [],
            ],
            result_types=[[]],
            properties=_properties(op),
        )
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        replace_op_with_bufferized_values(rewriter, op, [buffer])


class ScatterModel(DestinationStyleOpModel):
    """`vector.scatter` into a tensor: the same scatter into its buffer."""

    def dps_init_indices(self, op: Operation) -> Sequence[int]:
        return (0,)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        buffer = get_buffer(rewriter, op.operands[0], options, state)
        new = build_op(
            "vector.scatter",
            operands=[buffer, _values(op, "offsets"), *op.operands[-3:]],
            result_types=[[]],
            properties=_properties(op),
        )
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        replace_op_with_bufferized_values(rewriter, op, [buffer] * len(op.results))


class TransferWriteSubset(SourceIntoDestSubsetModel):
    """
    A `vector.transfer_write` inserts its vector into the part of its
    destination that starts at its indices, as large as the vector along the
    mapped dimensions and 1 along the others (MLIR's
    `getTransferChunkAccessed`). It cannot build that part as a tensor (MLIR
    neither), so `eliminate-empty-tensors` leaves it alone.
    """

    def is_equivalent_subset(
        self,
        op: Operation,
        candidate: SSAValue,
        equivalent: Callable[[SSAValue, SSAValue], bool],
    ) -> bool:
        extract = extract_slice_of(candidate, op.operands[1], equivalent)
        if extract is None:
            return False
        offsets, sizes, strides = slice_parameters(extract)
        indices = _values(op, "indices")
        vector = cast(VectorType[Attribute], op.operands[0].type)
        chunk = [1] * len(indices)
        for expr, size in zip(_transfer_map(op).data.results, vector.get_shape()):
            if isinstance(expr, AffineDimExpr):
                chunk[expr.position] = size
        if not (len(offsets) == len(sizes) == len(strides) == len(indices)):
            return False
        return (
            all(same_mixed(o, i) for o, i in zip(offsets, indices))
            and all(same_mixed(s, c) for s, c in zip(sizes, chunk))
            and all(same_mixed(s, 1) for s in strides)
        )

    def values_needed_to_build_subset_extraction(self, op: Operation) -> list[SSAValue]:
        return []

    def build_subset_extraction(
        self, op: Operation, rewriter: PatternRewriter
    ) -> SSAValue | None:
        return None


# ===----------------------------------------------------------------------=== #
# vector.mask and vector.yield
# ===----------------------------------------------------------------------=== #


def _mask_block_ops(mask: Operation) -> list[Operation]:
    return list(mask.regions[0].block.ops) if mask.regions[0].blocks else []


def _masked_op(mask: Operation) -> Operation | None:
    """The masked op (MLIR's `getMaskableOp`): the first of at least two."""
    ops = _mask_block_ops(mask)
    return ops[0] if len(ops) >= 2 else None


def _mask_yield(mask: Operation) -> Operation:
    ops = _mask_block_ops(mask)
    if not ops or ops[-1].name != "vector.yield":
        raise BufferizationError(
            mask, "expects a terminator within the mask region", op_error=True
        )
    return ops[-1]


class MaskModel(BufferizableOpModel):
    """`vector.mask`: its results are the yielded results of the masked op
    (equivalent). Bufferized after its body: results the masked op no longer
    has (a tensor it wrote is now a buffer defined outside) are dropped."""

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        return []

    def get_aliasing_op_operands(
        self, op: Operation, value: SSAValue, state: AnalysisState
    ) -> list[AliasingOpOperand]:
        index = cast(OpResult, value).index
        return [
            AliasingOpOperand(
                OpOperand(_mask_yield(op), index), BufferRelation.EQUIVALENT
            )
        ]

    def resolve_conflicts(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        analysis_state: AnalysisState,
        bufferization_state: BufferizationState,
    ) -> None:
        resolve_tensor_op_operand_conflicts(
            op, rewriter, analysis_state, bufferization_state
        )
        # The body holds one op: a copy made for it (an alloc_tensor before
        # the masked op) cannot stay in the mask.
        if any(o.name == "bufferization.alloc_tensor" for o in _mask_block_ops(op)):
            raise BufferizationError(op, "body must bufferize in-place", op_error=True)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        masked = _masked_op(op)
        if masked is None or options.dyn_cast_bufferizable_op(masked) is None:
            return
        yield_op = _mask_block_ops(op)[-1]
        masked_results = list(masked.results)
        replacements: list[SSAValue | None] = [None] * len(op.results)
        kept: list[SSAValue] = []
        for index, value in enumerate(yield_op.operands):
            if any(value is r for r in masked_results):
                kept.append(value)
            else:
                replacements[index] = value
        new_yield = recreate_op(yield_op, kept, [])
        rewriter.insertion_point = InsertPoint.before(yield_op)
        rewriter.insert(new_yield)
        rewriter.erase(yield_op)
        body = op.regions[0]
        op.detach_region(body)
        new = build_op(
            "vector.mask",
            operands=[op.operands[0], list(op.operands[1:])],
            result_types=[[v.type for v in kept]],
            regions=[body],
        )
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        results = iter(new.results)
        values = [r if r is not None else next(results) for r in replacements]
        replace_op_with_bufferized_values(rewriter, op, values)


class YieldModel(BufferizableOpModel):
    """`vector.yield` (in a `vector.mask`): its operands are the mask's results,
    always in place."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return False

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        parent = op.parent_op()
        if parent is None or operand.index >= len(parent.results):
            return []
        return [AliasingValue(parent.results[operand.index], BufferRelation.EQUIVALENT)]

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        parent = op.parent_op()
        if parent is None or parent.name != "vector.mask":
            raise BufferizationError(op, "unsupported vector::YieldOp parent")
        masked = _mask_block_ops(parent)[0]
        if options.dyn_cast_bufferizable_op(masked) is None:
            return
        values: list[SSAValue] = []
        for value in op.operands:
            if is_tensor(value):
                value = get_buffer(rewriter, value, options, state)
            values.append(value)
        new = recreate_op(op, values, [])
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        rewriter.erase(op)


# ===----------------------------------------------------------------------=== #
# Deallocation
# ===----------------------------------------------------------------------=== #


class MaskDeallocationModel(BufferDeallocationModel):
    """
    `vector.mask` on memrefs: its body is one masked op (a transfer, a gather,
    a reduction...: none allocates or frees, and none returns a memref), so
    the body owns no buffer and is not a deallocation scope of its own. (MLIR 22 processes it
    as one and puts an ownership constant into the body, which then holds two
    ops and no longer verifies.)
    """

    def deallocates_in_regions(self, op: Operation) -> bool:
        return False

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        return op


def _register_memory_effects() -> None:
    """The effects of the vector ops whose xDSL class declares none or too few:
    reads and writes of the memref operand (none on tensors)."""
    for name in ("vector.bitcast", "vector.create_mask", "vector.reduction"):
        # MLIR: Pure.
        MEMORY_EFFECTS_MODELS.register(name, NoEffectsModel())
    read, write = MemoryEffectKind.READ, MemoryEffectKind.WRITE
    MEMORY_EFFECTS_MODELS.register("vector.print", ValuelessEffectsModel(write))
    MEMORY_EFFECTS_MODELS.register("vector.load", OperandEffectsModel((read, 0)))
    MEMORY_EFFECTS_MODELS.register("vector.maskedload", OperandEffectsModel((read, 0)))
    MEMORY_EFFECTS_MODELS.register(
        "vector.transfer_read", OperandEffectsModel((read, 0))
    )
    MEMORY_EFFECTS_MODELS.register("vector.store", OperandEffectsModel((write, 1)))
    MEMORY_EFFECTS_MODELS.register(
        "vector.maskedstore", OperandEffectsModel((write, 0))
    )
    MEMORY_EFFECTS_MODELS.register(
        "vector.transfer_write", OperandEffectsModel((write, 1))
    )


def register_deallocation() -> None:
    """Register the deallocation model of `vector.mask`."""
    BUFFER_DEALLOCATION_MODELS.register("vector.mask", MaskDeallocationModel())


# ===----------------------------------------------------------------------=== #
# Registration
# ===----------------------------------------------------------------------=== #


def register() -> None:
    """Register every model of the vector ops."""
    register_deallocation()
    _register_memory_effects()
    models: dict[str, BufferizableOpModel] = {
        "vector.gather": GatherModel(),
        "vector.mask": MaskModel(),
        "vector.scatter": ScatterModel(),
        "vector.transfer_read": TransferReadModel(),
        "vector.transfer_write": TransferWriteModel(),
        "vector.yield": YieldModel(),
    }
    for name, model in models.items():
        register_builtin_model(name, model)
    register_subset_insertion_model("vector.transfer_write", TransferWriteSubset())


__all__ = [
    "GatherModel",
    "MaskDeallocationModel",
    "MaskModel",
    "ScatterModel",
    "TransferReadModel",
    "TransferWriteModel",
    "TransferWriteSubset",
    "YieldModel",
    "register",
    "register_deallocation",
    "transfer_write_overwrites_destination",
]
