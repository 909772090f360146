"""`vector` ops that read or write memory (memrefs and tensors): transfers,
loads and stores, masked loads and stores, gather and scatter; and
`vector.mask`, which gives its mask to one of them (or to a reduction or
contraction).

Every element accessed through a memref is checked as `memref.load` and
`memref.store` check theirs (live buffer, inside the view and the buffer).
`vector.transfer_read` / `transfer_write` follow MLIR's semantics: the
permutation map sends source dimensions to vector dimensions (a `0` result
broadcasts); along a vector dimension whose `in_bounds` is false, elements
past the end of the source are padding (read) or not written; masked-off
elements likewise. Out of bounds along an `in_bounds` dimension, or along a
dimension the transfer does not span, is an `out-of-bounds` violation (MLIR:
undefined behaviour). On tensors, a read out of bounds is the same fault; a
write gives a new tensor.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr

from xdsl_bufferization.executor.compiler import (
    Frame,
    FunctionCompiler,
    Step,
    op_builder,
    op_name,
    prop,
)
from xdsl_bufferization.executor.errors import (
    ExecutorError,
    ProgramFault,
    UnsupportedError,
)
from xdsl_bufferization.executor.machine import Machine
from xdsl_bufferization.executor.ops_memref import locate, locate_write
from xdsl_bufferization.executor.ops_vector import (
    MaskSlot,
    build_contract,
    build_multi_reduction,
    build_outerproduct,
    build_reduction,
    indices_of,
    vector_kind,
)
from xdsl_bufferization.executor.report import OUT_OF_BOUNDS
from xdsl_bufferization.executor.values import (
    MemRef,
    ScalarKind,
    Tensor,
    Vector,
    storable_kind,
)
from xdsl_bufferization.executor.views import element_type, is_memref, is_tensor

# ---------------------------------------------------------------------------
# Memory access to memrefs and tensors, element by element
# ---------------------------------------------------------------------------


def _source_kind(op: Operation, type_: Attribute) -> None:
    """Check that the accessed memref or tensor has scalar elements."""
    if not (is_memref(type_) or is_tensor(type_)):
        raise UnsupportedError(f"vector access to {type_}", op)
    element = element_type(type_)
    if is_memref(element) or is_tensor(element) or element.name == "vector":
        raise UnsupportedError(
            f"vector access to a {type_} (vector elements are not supported)", op
        )
    if is_memref(type_):
        storable_kind(element)


class Accessor:
    """Reads and writes elements of a memref or tensor value by full index,
    with the executor's checks (a tensor write makes a new tensor)."""

    def __init__(self, machine: Machine, value: Any, what: str) -> None:
        self.machine = machine
        self.value = value
        self.what = what
        self.is_memref = isinstance(value, MemRef)
        self.sizes: tuple[int, ...] = (
            value.sizes if isinstance(value, MemRef) else value.shape
        )
        self.new_data: list[Any] | None = None
        if self.is_memref and not value.buffer.live:
            raise machine.dead_fault(value, what)

    def fault(self, index: Sequence[int]) -> ProgramFault:
        if self.is_memref:
            return self.machine.access_fault(self.value, index, self.what)
        for dim, (i, size) in enumerate(zip(index, self.sizes)):
            if not 0 <= i < size:
                return ProgramFault(
                    OUT_OF_BOUNDS,
                    f"{self.what} at index {i} of dimension {dim}, of size {size} "
                    f"(indices [{', '.join(map(str, index))}] into shape "
                    f"[{', '.join(map(str, self.sizes))}])",
                )
        return ProgramFault(OUT_OF_BOUNDS, f"{self.what} out of bounds")

    def read(self, index: Sequence[int]) -> Any:
        if self.is_memref:
            memref: MemRef = self.value
            return memref.data[locate(self.machine, memref, index, self.what)]
        tensor: Tensor = self.value
        return tensor.data[self._tensor_flat(index)]

    def write(self, index: Sequence[int], element: Any) -> None:
        if self.is_memref:
            memref: MemRef = self.value
            memref.data[locate_write(self.machine, memref, index, self.what)] = element
            return
        if self.new_data is None:
            self.new_data = list(self.value.data)
        self.new_data[self._tensor_flat(index)] = element

    def result(self) -> Tensor:
        """The written tensor (tensors only)."""
        tensor: Tensor = self.value
        data = self.new_data if self.new_data is not None else tensor.data
        return Tensor(data, tensor.shape, tensor.elem)

    def _tensor_flat(self, index: Sequence[int]) -> int:
        flat = 0
        for i, size in zip(index, self.sizes):
            if not 0 <= i < size:
                raise self.fault(index)
            flat = flat * size + i
        return flat

    def linear_to_index(self, linear: int) -> list[int] | None:
        """The index of the `linear`-th element in row-major order (None if
        past the end)."""
        if not 0 <= linear < math.prod(self.sizes):
            return None
        index: list[int] = []
        for size in reversed(self.sizes):
            index.append(linear % size)
            linear //= size
        return list(reversed(index))


def _and_masks(*masks: Any) -> Callable[[int], bool] | None:
    present = [m.data for m in masks if m is not None]
    if not present:
        return None
    return lambda i: all(m[i] for m in present)


MaskedBuilder = Callable[[FunctionCompiler, Operation, MaskSlot], Step]


# ---------------------------------------------------------------------------
# Transfers
# ---------------------------------------------------------------------------


class _TransferPlan:
    """What a transfer does, decided at compile time from its types and
    attributes: for each vector index, the source offsets it adds, the
    vector dimensions that may run out of bounds, its mask element."""

    def __init__(
        self, op: Operation, shaped_type: Attribute, vector_type: Attribute
    ) -> None:
        _source_kind(op, shaped_type)
        self.shape, self.kind = vector_kind(vector_type, op)
        rank = len(getattr(shaped_type, "get_shape")())  # noqa: B009
        map_attr = prop(op, "permutation_map")
        permutation = getattr(map_attr, "data", None)
        if permutation is None:
            raise ExecutorError("missing permutation_map", op)
        results = list(permutation.results)
        if len(results) != len(self.shape):
            raise UnsupportedError("transfers of memrefs of vectors", op)
        self.dims: list[int | None] = []
        for expr in results:
            if isinstance(expr, AffineDimExpr):
                self.dims.append(expr.position)
            elif isinstance(expr, AffineConstantExpr) and expr.value == 0:
                self.dims.append(None)
            else:
                raise ExecutorError(f"unsupported permutation map {permutation}", op)
        in_bounds_attr = prop(op, "in_bounds")
        flags = getattr(in_bounds_attr, "data", ())
        self.in_bounds = [bool(f.value.data) for f in flags] or [False] * len(
            self.shape
        )
        self.rank = rank
        self.spanned = {d for d in self.dims if d is not None}
        # The mask has one dimension per spanned source dimension, in source
        # order (MLIR's inferTransferOpMaskType).
        order = sorted((d, k) for k, d in enumerate(self.dims) if d is not None)
        mask_shape = [self.shape[k] for _, k in order] or [1]
        strides = [math.prod(mask_shape[i + 1 :]) for i in range(len(mask_shape))]
        self.points: list[tuple[tuple[int, ...], int]] = []
        for index in indices_of(self.shape):
            mask_index = sum(index[k] * s for (_, k), s in zip(order, strides))
            self.points.append((index, mask_index))

    def position(self, base: Sequence[int], index: Sequence[int]) -> list[int]:
        """The source position of vector element `index`."""
        position = list(base)
        for k, d in enumerate(self.dims):
            if d is not None:
                position[d] += index[k]
        return position

    def skipped(self, position: Sequence[int], sizes: Sequence[int]) -> bool | None:
        """True if the element is out of bounds along a dimension whose
        `in_bounds` is false (padding / not written); None if it is out of
        bounds along another dimension (a fault)."""
        skip = False
        for k, d in enumerate(self.dims):
            if d is None:
                continue
            if not 0 <= position[d] < sizes[d]:
                if self.in_bounds[k] or position[d] < 0:
                    return None
                skip = True
        if skip:
            return True
        for d in range(self.rank):
            if d not in self.spanned and not 0 <= position[d] < sizes[d]:
                return None
        return False


def build_transfer_read(
    fc: FunctionCompiler,
    op: Operation,
    mask_slot: MaskSlot = None,
    passthru_slot: MaskSlot = None,
) -> Step:
    """`vector.transfer_read`; `mask_slot` and `passthru_slot` are those of an
    enclosing `vector.mask` (its masked-off lanes take the pass-through value
    if there is one, else the padding)."""
    shaped_type = op.operands[0].type
    plan = _TransferPlan(op, shaped_type, op.results[0].type)
    rank = plan.rank
    source = fc.slot(op.operands[0])
    indices = fc.slots_of(op.operands[1 : 1 + rank])
    padding = fc.slot(op.operands[1 + rank])
    own_mask = fc.slot(op.operands[2 + rank]) if len(op.operands) > 2 + rank else None
    result = fc.slot(op.results[0])
    machine = fc.machine
    shape, kind = plan.shape, plan.kind
    what = "vector.transfer_read reads"

    def step(frame: Frame) -> None:
        access = Accessor(machine, frame[source], what)
        base = [frame[s] for s in indices]
        pad = frame[padding]
        own = frame[own_mask].data if own_mask is not None else None
        outer = frame[mask_slot].data if mask_slot is not None else None
        other = frame[passthru_slot].data if passthru_slot is not None else None
        sizes = access.sizes
        out: list[Any] = []
        for flat, (index, mask_index) in enumerate(plan.points):
            if outer is not None and not outer[mask_index]:
                out.append(other[flat] if other is not None else pad)
                continue
            if own is not None and not own[mask_index]:
                out.append(pad)
                continue
            position = plan.position(base, index)
            skip = plan.skipped(position, sizes)
            if skip is None:
                raise access.fault(position)
            out.append(pad if skip else access.read(position))
        frame[result] = Vector(out, shape, kind)

    return step


def build_transfer_write(
    fc: FunctionCompiler, op: Operation, mask_slot: MaskSlot = None
) -> Step:
    shaped_type = op.operands[1].type
    plan = _TransferPlan(op, shaped_type, op.operands[0].type)
    rank = plan.rank
    vector, dest = fc.slots_of(op.operands[:2])
    indices = fc.slots_of(op.operands[2 : 2 + rank])
    own_mask = fc.slot(op.operands[2 + rank]) if len(op.operands) > 2 + rank else None
    result = fc.slot(op.results[0]) if op.results else None
    machine = fc.machine
    what = "vector.transfer_write writes"

    def step(frame: Frame) -> None:
        access = Accessor(machine, frame[dest], what)
        base = [frame[s] for s in indices]
        data = frame[vector].data
        masked = _and_masks(
            frame[own_mask] if own_mask is not None else None,
            frame[mask_slot] if mask_slot is not None else None,
        )
        sizes = access.sizes
        for flat, (index, mask_index) in enumerate(plan.points):
            if masked is not None and not masked(mask_index):
                continue
            position = plan.position(base, index)
            skip = plan.skipped(position, sizes)
            if skip is None:
                raise access.fault(position)
            if not skip:
                access.write(position, data[flat])
        if result is not None:
            frame[result] = access.result()

    return step


@op_builder("vector.transfer_read")
def _transfer_read(fc: FunctionCompiler, op: Operation) -> Step:
    return build_transfer_read(fc, op)


@op_builder("vector.transfer_write")
def _transfer_write(fc: FunctionCompiler, op: Operation) -> Step:
    return build_transfer_write(fc, op)


# ---------------------------------------------------------------------------
# Contiguous loads and stores
# ---------------------------------------------------------------------------


def _block_positions(rank: int, shape: Sequence[int]) -> list[tuple[int, ...]]:
    """For each element of a vector of `shape`, its offsets along the trailing
    `len(shape)` dimensions of a rank-`rank` memref."""
    lead = rank - len(shape)
    return [(0,) * lead + index for index in indices_of(shape)]


def _memref_source(op: Operation, type_: Attribute) -> None:
    if not is_memref(type_):
        raise ExecutorError(f"'{op_name(op)}' expects a memref, got {type_}", op)
    _source_kind(op, type_)


def _checked_access(
    op: Operation, memref_type: Attribute, vector_type: Attribute
) -> tuple[tuple[int, ...], ScalarKind, int]:
    """The vector's shape and element kind and the memref's rank of a vector
    memory access (checked at compile time: a memref of a supported element
    type, a vector)."""
    _memref_source(op, memref_type)
    shape, kind = vector_kind(vector_type, op)
    return shape, kind, len(getattr(memref_type, "get_shape")())  # noqa: B009


@op_builder("vector.load")
def _load(fc: FunctionCompiler, op: Operation) -> Step:
    shape, kind, rank = _checked_access(op, op.operands[0].type, op.results[0].type)
    offsets = _block_positions(rank, shape)
    source = fc.slot(op.operands[0])
    indices = fc.slots_of(op.operands[1:])
    result = fc.slot(op.results[0])
    machine = fc.machine

    def step(frame: Frame) -> None:
        access = Accessor(machine, frame[source], "vector.load reads")
        base = [frame[s] for s in indices]
        frame[result] = Vector(
            [access.read([b + o for b, o in zip(base, off)]) for off in offsets],
            shape,
            kind,
        )

    return step


@op_builder("vector.store")
def _store(fc: FunctionCompiler, op: Operation) -> Step:
    shape, _, rank = _checked_access(op, op.operands[1].type, op.operands[0].type)
    offsets = _block_positions(rank, shape)
    vector, target = fc.slots_of(op.operands[:2])
    indices = fc.slots_of(op.operands[2:])
    machine = fc.machine

    def step(frame: Frame) -> None:
        access = Accessor(machine, frame[target], "vector.store writes")
        base = [frame[s] for s in indices]
        for off, value in zip(offsets, frame[vector].data):
            access.write([b + o for b, o in zip(base, off)], value)

    return step


@op_builder("vector.maskedload")
def _maskedload(fc: FunctionCompiler, op: Operation) -> Step:
    shape, kind, rank = _checked_access(op, op.operands[0].type, op.results[0].type)
    offsets = _block_positions(rank, shape)
    source = fc.slot(op.operands[0])
    indices = fc.slots_of(op.operands[1 : 1 + rank])
    mask, pass_thru = fc.slots_of(op.operands[1 + rank : 3 + rank])
    result = fc.slot(op.results[0])
    machine = fc.machine

    def step(frame: Frame) -> None:
        access = Accessor(machine, frame[source], "vector.maskedload reads")
        base = [frame[s] for s in indices]
        bits = frame[mask].data
        passed = frame[pass_thru].data
        frame[result] = Vector(
            [
                access.read([b + o for b, o in zip(base, off)]) if bit else other
                for off, bit, other in zip(offsets, bits, passed)
            ],
            shape,
            kind,
        )

    return step


@op_builder("vector.maskedstore")
def _maskedstore(fc: FunctionCompiler, op: Operation) -> Step:
    shape, _, rank = _checked_access(op, op.operands[0].type, op.operands[-1].type)
    offsets = _block_positions(rank, shape)
    target = fc.slot(op.operands[0])
    indices = fc.slots_of(op.operands[1 : 1 + rank])
    mask, value = fc.slots_of(op.operands[1 + rank : 3 + rank])
    machine = fc.machine

    def step(frame: Frame) -> None:
        access = Accessor(machine, frame[target], "vector.maskedstore writes")
        base = [frame[s] for s in indices]
        for off, bit, element in zip(offsets, frame[mask].data, frame[value].data):
            if bit:
                access.write([b + o for b, o in zip(base, off)], element)

    return step


def _innermost(position: list[int], count: int) -> list[int]:
    """`position` moved by `count` elements along the innermost dimension."""
    return [*position[:-1], position[-1] + count]


@op_builder("vector.expandload")
def _expandload(fc: FunctionCompiler, op: Operation) -> Step:
    """The k-th masked-on lane reads the element k places after the indices
    (along the innermost dimension, as MLIR's documentation puts it)."""
    shape, kind, rank = _checked_access(op, op.operands[0].type, op.results[0].type)
    source = fc.slot(op.operands[0])
    indices = fc.slots_of(op.operands[1 : 1 + rank])
    mask, pass_thru = fc.slots_of(op.operands[1 + rank : 3 + rank])
    result = fc.slot(op.results[0])
    machine = fc.machine

    def step(frame: Frame) -> None:
        access = Accessor(machine, frame[source], "vector.expandload reads")
        base = [frame[s] for s in indices]
        values = list(frame[pass_thru].data)
        count = 0
        for lane, bit in enumerate(frame[mask].data):
            if bit:
                values[lane] = access.read(_innermost(base, count))
                count += 1
        frame[result] = Vector(values, shape, kind)

    return step


@op_builder("vector.compressstore")
def _compressstore(fc: FunctionCompiler, op: Operation) -> Step:
    """The masked-on lanes, in order, go to consecutive elements from the
    indices (along the innermost dimension)."""
    _, _, rank = _checked_access(op, op.operands[0].type, op.operands[-1].type)
    target = fc.slot(op.operands[0])
    indices = fc.slots_of(op.operands[1 : 1 + rank])
    mask, value = fc.slots_of(op.operands[1 + rank : 3 + rank])
    machine = fc.machine

    def step(frame: Frame) -> None:
        access = Accessor(machine, frame[target], "vector.compressstore writes")
        base = [frame[s] for s in indices]
        kept = [e for e, bit in zip(frame[value].data, frame[mask].data) if bit]
        for count, element in enumerate(kept):
            access.write(_innermost(base, count), element)

    return step


# ---------------------------------------------------------------------------
# Gather and scatter
# ---------------------------------------------------------------------------


def _gather_target(access: Accessor, base: Sequence[int], offset: int) -> list[int]:
    """The element `offset` elements after `base` in row-major order (MLIR's
    lowering adds the index to the address of `base`)."""
    if not base:
        target = access.linear_to_index(offset)
    else:
        start = 0
        for i, size in zip(base, access.sizes):
            start = start * size + i
        target = access.linear_to_index(start + offset)
    if target is None:
        position = [*base[:-1], base[-1] + offset] if base else [offset]
        raise access.fault(position)
    return target


def build_gather(
    fc: FunctionCompiler, op: Operation, mask_slot: MaskSlot = None
) -> Step:
    base_type = op.operands[0].type
    _source_kind(op, base_type)
    rank = len(getattr(base_type, "get_shape")())  # noqa: B009
    shape, kind = vector_kind(op.results[0].type, op)
    source = fc.slot(op.operands[0])
    offsets = fc.slots_of(op.operands[1 : 1 + rank])
    index_vec, mask, pass_thru = fc.slots_of(op.operands[1 + rank : 4 + rank])
    result = fc.slot(op.results[0])
    machine = fc.machine

    def step(frame: Frame) -> None:
        access = Accessor(machine, frame[source], "vector.gather reads")
        base = [frame[s] for s in offsets]
        outer = frame[mask_slot].data if mask_slot is not None else None
        out: list[Any] = []
        for i, (index, bit, other) in enumerate(
            zip(frame[index_vec].data, frame[mask].data, frame[pass_thru].data)
        ):
            if not bit or (outer is not None and not outer[i]):
                out.append(other)
                continue
            out.append(access.read(_gather_target(access, base, index)))
        frame[result] = Vector(out, shape, kind)

    return step


@op_builder("vector.gather")
def _gather(fc: FunctionCompiler, op: Operation) -> Step:
    return build_gather(fc, op)


@op_builder("vector.scatter")
def _scatter(fc: FunctionCompiler, op: Operation) -> Step:
    base_type = op.operands[0].type
    _source_kind(op, base_type)
    rank = len(getattr(base_type, "get_shape")())  # noqa: B009
    vector_kind(op.operands[-1].type, op)
    target = fc.slot(op.operands[0])
    offsets = fc.slots_of(op.operands[1 : 1 + rank])
    index_vec, mask, value = fc.slots_of(op.operands[1 + rank : 4 + rank])
    result = fc.slot(op.results[0]) if op.results else None
    machine = fc.machine

    def step(frame: Frame) -> None:
        access = Accessor(machine, frame[target], "vector.scatter writes")
        base = [frame[s] for s in offsets]
        for index, bit, element in zip(
            frame[index_vec].data, frame[mask].data, frame[value].data
        ):
            if bit:
                access.write(_gather_target(access, base, index), element)
        if result is not None:
            frame[result] = access.result()

    return step


# ---------------------------------------------------------------------------
# vector.mask
# ---------------------------------------------------------------------------

_MASKED_BUILDERS: dict[str, MaskedBuilder] = {
    "vector.transfer_read": build_transfer_read,
    "vector.transfer_write": build_transfer_write,
    "vector.gather": build_gather,
    "vector.reduction": build_reduction,
    "vector.multi_reduction": build_multi_reduction,
    "vector.contract": build_contract,
    "vector.outerproduct": build_outerproduct,
}


@op_builder("vector.mask")
def _mask(fc: FunctionCompiler, op: Operation) -> Step:
    """Run the masked op with the mask (and, for a read, the pass-through
    value in the masked-off lanes); an empty mask yields its operands."""
    mask = fc.slot(op.operands[0])
    passthru = fc.slot(op.operands[1]) if len(op.operands) > 1 else None
    results = fc.slots_of(op.results)
    block = op.regions[0].blocks.first if op.regions else None
    ops = list(block.ops) if block is not None else []
    if not ops or op_name(ops[-1]) != "vector.yield":
        raise ExecutorError("vector.mask without vector.yield", op)
    yielded = fc.slots_of(ops[-1].operands)
    if len(ops) == 1:

        def empty(frame: Frame) -> None:
            for result, value in zip(results, yielded):
                frame[result] = frame[value]

        return empty
    masked = ops[0]
    name = op_name(masked)
    if name == "vector.transfer_read":
        inner = build_transfer_read(fc, masked, mask, passthru)
    else:
        builder = _MASKED_BUILDERS.get(name)
        if builder is None:
            raise UnsupportedError(f"vector.mask of '{name}'", op)
        if passthru is not None:
            raise UnsupportedError(f"vector.mask of '{name}' with a pass-through", op)
        inner = builder(fc, masked, mask)
    fc.program.step_ops[inner] = masked

    def step(frame: Frame) -> None:
        inner(frame)
        for result, value in zip(results, yielded):
            frame[result] = frame[value]

    return step
