"""The `promote-buffers-to-stack` pass (MLIR 22).

Turns small heap allocations into stack allocations (seed 000, "Conversion
from AllocOp to AllocaOp"): a `memref.alloc` becomes a `memref.alloca` with
the same operands and attributes when

- it is small: a static shape of at most `max-alloc-size-in-bytes` bytes
  (element sizes from MLIR's default data layout: the bit width of integers
  and floats, 64 bits for `index`, complex numbers and vectors padded as
  MLIR pads them), or a dynamic shape of rank at most
  `max-rank-of-allocated-memref` whose sizes all come from `memref.rank` ops;
- nothing frees it (MLIR promotes only buffers without a `memref.dealloc`,
  i.e. before deallocations are placed: the ownership-based deallocation
  pass then frees the remaining heap buffers);
- an automatic allocation scope holds it that it does not escape: walking
  out through the regions of `scf.if`, `scf.execute_region`, ... to the
  nearest op with MLIR's `AutomaticAllocationScope` trait (`func.func`,
  `scf.for`, `scf.parallel`, `scf.forall`, `memref.alloca_scope`, ...), no
  alias of the buffer may be returned from that scope's region. The walk
  stops at loops without that trait (`scf.while`) and at ops whose control
  flow is unknown: their allocations stay on the heap, so that a loop does
  not grow the stack at each iteration. Allocations in `scf.for` bodies are
  promoted (the loop body is a scope), and so are allocations in
  unstructured (`cf`) loops of a function body, as in MLIR.

Differences from MLIR 22 (each where MLIR 22 crashes or miscompiles):

- an allocation is not promoted when an alias of it (a view, a block
  argument it is passed to...) is freed, or is among the memrefs (not the
  retained values) of a `bufferization.dealloc` (MLIR promotes it, and the
  free then releases a stack buffer);
- a buffer returned from a `memref.alloca_scope` is not promoted (MLIR 22
  looks for an outer scope that it does not leave, and then allocates it on
  the stack of the `memref.alloca_scope`, which it outlives);
- element types without a data layout size (memrefs of memrefs...) are not
  promoted (MLIR 22 aborts).

As in MLIR 22, `max-alloc-size-in-bytes * 8` is computed in 32-bit unsigned
arithmetic: limits of 2^29 bytes and more wrap around.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ComplexType,
    FixedBitwidthType,
    IndexType,
    IntegerType,
    MemRefType,
    ModuleOp,
    VectorType,
)
from xdsl.ir import Attribute, Operation, OpResult, Region, SSAValue
from xdsl.utils.hints import isa

from xdsl_bufferization.analysis.buffer_placement import (
    BufferViewFlowAnalysis,
    find_buffer_allocations,
    frees_value,
    is_known_control_flow,
    is_loop,
    top_level_functions,
)
from xdsl_bufferization.dialects.memref import (
    AllocaOp,
    has_automatic_allocation_scope,
)
from xdsl_bufferization.interfaces.operands import (
    OPERAND_SEGMENT_SIZES,
    get_size_array,
)
from xdsl_bufferization.interfaces.region_branch import is_region_branch_terminator
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.transforms.verified_input import verified_input

_UINT32_LIMIT = 2**32


def _power_of_2_ceil(value: int) -> int:
    return 1 if value <= 1 else 1 << (value - 1).bit_length()


def type_size_in_bits(element_type: Attribute) -> int | None:
    """
    The size of `element_type` in MLIR's default data layout, in bits; None
    if it has none (or is a scalable vector, whose size is not fixed).
    """
    if isa(element_type, IntegerType):
        return element_type.bitwidth
    if isinstance(element_type, IndexType):
        return 64
    if isinstance(element_type, FixedBitwidthType):
        # Floating-point types.
        return element_type.bitwidth
    if isinstance(element_type, ComplexType):
        part_type = element_type.parameters[0]
        inner = type_size_in_bits(part_type)
        alignment = _preferred_alignment_in_bits(part_type)
        if inner is None or alignment is None:
            return None
        return math.ceil(inner / alignment) * alignment + inner
    if isa(element_type, VectorType[Attribute]):
        if element_type.get_num_scalable_dims():
            return None
        shape = element_type.get_shape()
        element_bits = type_size_in_bits(element_type.element_type)
        if element_bits is None or not shape or shape[-1] <= 0:
            return None
        # The innermost dimension is padded to a power of two; elements take
        # whole bytes.
        count = math.prod(shape) // shape[-1] * _power_of_2_ceil(shape[-1])
        return count * math.ceil(element_bits / 8) * 8
    return None


def _preferred_alignment_in_bits(element_type: Attribute) -> int | None:
    if isinstance(element_type, IntegerType | IndexType | FixedBitwidthType):
        bits = type_size_in_bits(cast(Attribute, element_type))
        assert bits is not None
        return _power_of_2_ceil(math.ceil(bits / 8)) * 8
    return None


def is_small_allocation(value: SSAValue, max_size_in_bytes: int, max_rank: int) -> bool:
    """MLIR's `defaultIsSmallAlloc` (see the module docstring)."""
    if not isinstance(value, OpResult) or get_op_name(value.op) != "memref.alloc":
        return False
    memref_type = value.type
    if not isa(memref_type, MemRefType[Attribute]):
        return False
    shape = memref_type.get_shape()
    if any(size < 0 for size in shape):
        # Sizes read from `memref.rank` are likely small; the rank bound keeps
        # their product small.
        return len(shape) <= max_rank and all(
            isinstance(operand, OpResult) and get_op_name(operand.op) == "memref.rank"
            for operand in value.op.operands
        )
    element_bits = type_size_in_bits(memref_type.get_element_type())
    if element_bits is None:
        return False
    limit_in_bits = (max_size_in_bytes * 8) % _UINT32_LIMIT
    return math.prod(shape) * element_bits <= limit_in_bits


def _returns_to_parent(op: Operation) -> bool:
    """
    Whether `op` is a terminator forwarding values out of its region (MLIR's
    `RegionBranchTerminatorOpInterface`; `affine.yield` has no model here).
    """
    return is_region_branch_terminator(op) or get_op_name(op) == "affine.yield"


def _leaves_scope(region: Region, aliases: dict[SSAValue, None]) -> bool:
    """Whether an alias is returned from `region` by one of its terminators."""
    for alias in aliases:
        for use in alias.uses:
            user = use.operation
            if user.parent_region() is region and _returns_to_parent(user):
                return True
    return False


def has_allocation_scope(value: SSAValue, aliases: dict[SSAValue, None]) -> bool:
    """MLIR's `hasAllocationScope` (see the module docstring)."""
    assert isinstance(value, OpResult)
    region = value.op.parent_region()
    while region is not None:
        parent = region.parent
        if parent is None:
            return False
        if has_automatic_allocation_scope(parent):
            # A stack buffer dies with its scope: one that leaves the scope
            # holding it cannot be promoted (MLIR 22 goes on to outer scopes).
            return not _leaves_scope(region, aliases)
        if is_loop(parent) or not is_known_control_flow(parent):
            return False
        region = parent.parent_region()
    return False


def _deallocated_by(user: Operation, operand_index: int) -> bool:
    """Whether operand `operand_index` of `bufferization.dealloc` `user` is freed."""
    if get_op_name(user) != "bufferization.dealloc":
        return False
    segments = get_size_array(user, OPERAND_SEGMENT_SIZES)
    # Operand groups: memrefs (freed if their condition holds), conditions,
    # retained values (never freed).
    return segments is not None and operand_index < segments[0]


def _freed_through_alias(aliases: dict[SSAValue, None]) -> bool:
    for alias in aliases:
        for use in alias.uses:
            if _deallocated_by(use.operation, use.index) or frees_value(
                use.operation, alias
            ):
                return True
    return False


def _promote(alloc: Operation) -> None:
    segments = get_size_array(alloc, OPERAND_SEGMENT_SIZES)
    dynamic_count = segments[0] if segments else len(alloc.operands)
    operands = alloc.operands
    alignment = alloc.properties.get("alignment")
    alloca = AllocaOp(
        dynamic_sizes=operands[:dynamic_count],
        symbol_operands=operands[dynamic_count:],
        result_type=alloc.results[0].type,
        alignment=alignment,
    )
    alloca.attributes.update(
        (name, attr)
        for name, attr in alloc.attributes.items()
        if name not in ("alignment", OPERAND_SEGMENT_SIZES)
    )
    alloca.results[0].name_hint = "alloca"
    block = alloc.parent_block()
    assert block is not None
    block.insert_op_before(alloca, alloc)
    alloc.results[0].replace_all_uses_with(alloca.results[0])
    block.erase_op(alloc)


def promote_buffers_to_stack(
    function: Operation, max_size_in_bytes: int, max_rank: int
) -> None:
    """Apply `promote-buffers-to-stack` to one function."""
    candidates = [
        allocation.value
        for allocation in find_buffer_allocations(function)
        if allocation.dealloc is None
        and is_small_allocation(allocation.value, max_size_in_bytes, max_rank)
    ]
    if not candidates:
        return
    view_flow = BufferViewFlowAnalysis(function)
    for value in candidates:
        aliases = view_flow.resolve(value)
        if _freed_through_alias(aliases) or not has_allocation_scope(value, aliases):
            continue
        assert isinstance(value, OpResult)
        _promote(value.op)


def _check_unsigned(option: str, value: int) -> None:
    if not 0 <= value < _UINT32_LIMIT:
        raise ValueError(
            f"invalid value '{value}' for option '{option}' "
            "(expected an unsigned 32-bit integer)"
        )


@verified_input
@dataclass(frozen=True)
class PromoteBuffersToStackPass(MLIROptionsPass):
    """
    Promote small heap allocations that do not escape their automatic
    allocation scope to stack allocations (MLIR's `promote-buffers-to-stack`,
    on each top-level `func.func`).

    Options (MLIR 22's names and defaults):

    - `max-alloc-size-in-bytes` (1024): the largest static buffer
      promoted, in bytes.
    - `max-rank-of-allocated-memref` (1): the largest rank of a
      dynamically shaped buffer promoted (its sizes must come from
      `memref.rank`).
    """

    name = "promote-buffers-to-stack"

    max_alloc_size_in_bytes: int = 1024
    max_rank_of_allocated_memref: int = 1

    def __post_init__(self) -> None:
        _check_unsigned("max-alloc-size-in-bytes", self.max_alloc_size_in_bytes)
        _check_unsigned(
            "max-rank-of-allocated-memref", self.max_rank_of_allocated_memref
        )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for function in top_level_functions(op):
            promote_buffers_to_stack(
                function,
                self.max_alloc_size_in_bytes,
                self.max_rank_of_allocated_memref,
            )
