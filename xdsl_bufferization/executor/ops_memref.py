"""`memref` ops: allocation, access, copies and views, all memory-checked."""

from __future__ import annotations

import itertools
import math
import operator
from collections.abc import Callable, Sequence
from typing import Any, cast

from xdsl.dialects.builtin import (
    AffineMapAttr,
    IntegerAttr,
    UnitAttr,
)
from xdsl.ir import Attribute, Operation

from xdsl_bufferization.dialects.memref import ATOMIC_RMW_KINDS
from xdsl_bufferization.executor.compiler import (
    Frame,
    FunctionCompiler,
    Program,
    Step,
    assign,
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
from xdsl_bufferization.executor.ops_arith import (
    dense_values,
    fmaximum,
    fmaxnum,
    fminimum,
    fminnum,
)
from xdsl_bufferization.executor.report import OUT_OF_BOUNDS, UNDEFINED_BEHAVIOR
from xdsl_bufferization.executor.values import (
    GLOBAL,
    HEAP,
    STACK,
    MemRef,
    ScalarKind,
    int_wrapper,
    normalizer,
    row_major_strides,
    storable_kind,
    typed_view,
)
from xdsl_bufferization.executor.views import (
    DYNAMIC,
    element_type,
    is_memref,
    is_memref_like,
    mixed_values,
    reassociation,
    shape_from_type,
    static_layout,
    static_list,
    static_shape,
)


def element_kind(type_: Attribute) -> ScalarKind:
    if is_memref_like(type_):
        return storable_kind(element_type(type_))
    raise ExecutorError(f"expected a memref type, got {type_}")


def _alignment(op: Operation) -> int:
    attr = prop(op, "alignment")
    if isinstance(attr, IntegerAttr):
        return int(attr.value.data)
    return 0


# ---------------------------------------------------------------------------
# Allocation and deallocation
# ---------------------------------------------------------------------------


def _allocation_layout(
    type_: Attribute, sizes: Sequence[int], op: Operation
) -> tuple[int, tuple[int, ...], int]:
    """(offset, strides, element count) of a buffer allocated for `type_`."""
    layout = static_layout(type_, op)
    if layout is None:
        return 0, row_major_strides(sizes), math.prod(sizes)
    offset, strides = layout
    if offset is None or any(s is None for s in strides):
        raise UnsupportedError("allocation with a dynamic strided layout", op)
    static_strides = tuple(s for s in strides if s is not None)
    extent = (
        offset + 1 + sum((n - 1) * s for n, s in zip(sizes, static_strides) if n > 0)
    )
    return offset, static_strides, extent if math.prod(sizes) else offset


@op_builder("memref.alloc", "memref.alloca")
def _alloc(fc: FunctionCompiler, op: Operation) -> Step:
    type_ = op.results[0].type
    kind = element_kind(type_)
    dynamic = iter(op.operands)
    sizes_of = shape_from_type(fc, type_, dynamic)
    result = fc.slot(op.results[0])
    machine = fc.machine
    memory_kind = HEAP if op_name(op) == "memref.alloc" else STACK
    alignment = _alignment(op)
    static_sizes = static_shape(type_)
    layout = static_layout(type_, op)

    if layout is None and DYNAMIC not in static_sizes:
        sizes = tuple(static_sizes)

        def alloc_static(frame: Frame) -> None:
            frame[result] = machine.allocate(memory_kind, kind, sizes, op, alignment)

        return alloc_static

    def alloc(frame: Frame) -> None:
        sizes = tuple(sizes_of(frame))
        if any(size < 0 for size in sizes):
            raise ProgramFault(
                UNDEFINED_BEHAVIOR, f"allocation with negative size {list(sizes)}"
            )
        offset, strides, count = _allocation_layout(type_, sizes, op)
        buffer = machine.new_buffer(memory_kind, count * kind.size, op, alignment)
        frame[result] = MemRef(
            buffer, typed_view(buffer.raw, 0, kind), kind, 0, offset, sizes, strides
        )

    return alloc


@op_builder("memref.dealloc")
def _dealloc(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    machine = fc.machine

    def step(frame: Frame) -> None:
        memref = frame[source]
        machine.free(memref, op)

    return step


@op_builder("memref.realloc")
def _realloc(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    type_ = op.results[0].type
    kind = element_kind(type_)
    new_size = static_shape(type_)[0]
    size_slot = fc.slot(op.operands[1]) if len(op.operands) > 1 else None
    result = fc.slot(op.results[0])
    machine = fc.machine
    alignment = _alignment(op)

    def step(frame: Frame) -> None:
        old: MemRef = frame[source]
        size = frame[size_slot] if size_slot is not None else new_size
        values = machine.read_view(old, "memref.realloc reads")
        machine.free(old, op, "memref.realloc frees")
        new = machine.allocate(HEAP, kind, (size,), op, alignment)
        data = new.data
        for index, element in enumerate(values[:size]):
            data[index] = element
        frame[result] = new

    return step


@op_builder("memref.alloca_scope")
def _alloca_scope(fc: FunctionCompiler, op: Operation) -> Step:
    body = fc.region(op.regions[0])
    results = fc.slots_of(op.results)
    machine = fc.machine

    def step(frame: Frame) -> None:
        mark = len(machine.stack)
        values = body(frame)
        machine.release_stack(mark, op)
        assign(frame, results, values)

    return step


# ---------------------------------------------------------------------------
# Globals
# ---------------------------------------------------------------------------


@op_builder("memref.global")
def _global(fc: FunctionCompiler, op: Operation) -> None:
    return None


def global_memref(program: Program, name: str, user: Operation) -> MemRef:
    memref = program.globals.get(name)
    if memref is not None:
        return memref
    op = program.symbols.get(name)
    if op is None or op_name(op) != "memref.global":
        raise ExecutorError(f"no memref.global named @{name}", user)
    type_attr = prop(op, "type")
    if type_attr is None or not is_memref(type_attr):
        raise ExecutorError("memref.global without a memref type", op)
    kind = element_kind(type_attr)
    sizes = static_shape(type_attr)
    if DYNAMIC in sizes:
        raise ExecutorError("memref.global with a dynamic shape", op)
    constant = prop(op, "constant") is not None
    memref = program.machine.allocate(
        GLOBAL, kind, sizes, op, _alignment(op), name=name, read_only=constant
    )
    initial = prop(op, "initial_value")
    if initial is not None and not isinstance(initial, UnitAttr):
        values = dense_values(initial, kind, math.prod(sizes))
        data = memref.data
        for index, value in enumerate(values):
            data[index] = value
    program.globals[name] = memref
    return memref


@op_builder("memref.get_global")
def _get_global(fc: FunctionCompiler, op: Operation) -> Step:
    attr = prop(op, "name")
    name = getattr(getattr(attr, "root_reference", None), "data", None)
    if not isinstance(name, str):
        raise ExecutorError("memref.get_global without a symbol name", op)
    program = fc.program
    result = fc.slot(op.results[0])
    cell: list[MemRef] = []

    def step(frame: Frame) -> None:
        if not cell:
            cell.append(global_memref(program, name, op))
        frame[result] = cell[0]

    return step


# ---------------------------------------------------------------------------
# Loads and stores
# ---------------------------------------------------------------------------


def locate(machine: Machine, memref: MemRef, indices: Sequence[int], what: str) -> int:
    """The flat element index of an access, or raise its fault (slow path)."""
    if not memref.buffer.live:
        raise machine.dead_fault(memref, what)
    if len(indices) != len(memref.sizes):
        raise ProgramFault(
            UNDEFINED_BEHAVIOR,
            f"{what} with {len(indices)} indices into a memref of rank {len(memref.sizes)}",
        )
    for index, size in zip(indices, memref.sizes):
        if not 0 <= index < size:
            raise machine.access_fault(memref, indices, what)
    flat = memref.offset + sum(i * s for i, s in zip(indices, memref.strides))
    if not 0 <= flat < len(memref.data):
        raise machine.access_fault(memref, indices, what)
    return flat


def locate_write(
    machine: Machine, memref: MemRef, indices: Sequence[int], what: str
) -> int:
    flat = locate(machine, memref, indices, what)
    if memref.buffer.read_only:
        machine.check_writable(memref, what)
    return flat


@op_builder("memref.load")
def _load(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    indices = fc.slots_of(op.operands[1:])
    result = fc.slot(op.results[0])
    machine = fc.machine
    if len(indices) == 1:
        (i0,) = indices

        def load1(frame: Frame) -> None:
            m = frame[source]
            i = frame[i0]
            if m.buffer.live and 0 <= i < m.bounds[0]:
                frame[result] = m.data[m.offset + i * m.strides[0]]
            else:
                frame[result] = m.data[locate(machine, m, (i,), "load")]

        return load1
    if len(indices) == 2:
        i0, i1 = indices

        def load2(frame: Frame) -> None:
            m = frame[source]
            i = frame[i0]
            j = frame[i1]
            bounds = m.bounds
            if m.buffer.live and 0 <= i < bounds[0] and 0 <= j < bounds[1]:
                strides = m.strides
                frame[result] = m.data[m.offset + i * strides[0] + j * strides[1]]
            else:
                frame[result] = m.data[locate(machine, m, (i, j), "load")]

        return load2

    def load(frame: Frame) -> None:
        m = frame[source]
        values = [frame[slot] for slot in indices]
        frame[result] = m.data[locate(machine, m, values, "load")]

    return load


@op_builder("memref.store")
def _store(fc: FunctionCompiler, op: Operation) -> Step:
    value = fc.slot(op.operands[0])
    target = fc.slot(op.operands[1])
    indices = fc.slots_of(op.operands[2:])
    machine = fc.machine
    if len(indices) == 1:
        (i0,) = indices

        def store1(frame: Frame) -> None:
            m = frame[target]
            i = frame[i0]
            if m.buffer.writable and 0 <= i < m.bounds[0]:
                m.data[m.offset + i * m.strides[0]] = frame[value]
            else:
                m.data[locate_write(machine, m, (i,), "store")] = frame[value]

        return store1
    if len(indices) == 2:
        i0, i1 = indices

        def store2(frame: Frame) -> None:
            m = frame[target]
            i = frame[i0]
            j = frame[i1]
            bounds = m.bounds
            if m.buffer.writable and 0 <= i < bounds[0] and 0 <= j < bounds[1]:
                strides = m.strides
                m.data[m.offset + i * strides[0] + j * strides[1]] = frame[value]
            else:
                m.data[locate_write(machine, m, (i, j), "store")] = frame[value]

        return store2

    def store(frame: Frame) -> None:
        m = frame[target]
        values = [frame[slot] for slot in indices]
        m.data[locate_write(machine, m, values, "store")] = frame[value]

    return store


def _atomic_function(kind_name: str, elem: ScalarKind) -> Callable[[Any, Any], Any]:
    norm = normalizer(elem)
    width = elem.width
    mask = (1 << width) - 1
    wrap = int_wrapper(width)
    table: dict[str, Callable[[Any, Any], Any]] = {
        "addf": lambda old, v: norm(old + v),
        "mulf": lambda old, v: norm(old * v),
        "maximumf": fmaximum,
        "minimumf": fminimum,
        "maxnumf": fmaxnum,
        "minnumf": fminnum,
        "addi": lambda old, v: wrap(old + v),
        "muli": lambda old, v: wrap(old * v),
        "assign": lambda old, v: v,
        "maxs": max,
        "mins": min,
        "maxu": lambda old, v: old if (old & mask) >= (v & mask) else v,
        "minu": lambda old, v: old if (old & mask) <= (v & mask) else v,
        "ori": lambda old, v: old | v,
        "andi": lambda old, v: old & v,
        "xori": lambda old, v: old ^ v,
    }
    return table[kind_name]


@op_builder("memref.atomic_rmw")
def _atomic_rmw(fc: FunctionCompiler, op: Operation) -> Step:
    attr = prop(op, "kind")
    if isinstance(attr, IntegerAttr):
        kind_name = ATOMIC_RMW_KINDS[int(attr.value.data)]
    else:
        data = getattr(attr, "data", None)
        kind_name = getattr(data, "value", data)
        if not isinstance(kind_name, str) or kind_name not in ATOMIC_RMW_KINDS:
            raise ExecutorError(f"unsupported atomic kind {attr}", op)
    elem = element_kind(op.operands[1].type)
    combine = _atomic_function(kind_name, elem)
    value = fc.slot(op.operands[0])
    target = fc.slot(op.operands[1])
    indices = fc.slots_of(op.operands[2:])
    result = fc.slot(op.results[0])
    machine = fc.machine

    def step(frame: Frame) -> None:
        m = frame[target]
        flat = locate_write(machine, m, [frame[s] for s in indices], "atomic_rmw")
        old = m.data[flat]
        m.data[flat] = combine(old, frame[value])
        frame[result] = old

    return step


@op_builder("memref.generic_atomic_rmw")
def _generic_atomic_rmw(fc: FunctionCompiler, op: Operation) -> Step:
    target = fc.slot(op.operands[0])
    indices = fc.slots_of(op.operands[1:])
    (current,) = fc.slots_of(op.regions[0].blocks[0].args)
    body = fc.region(op.regions[0])
    result = fc.slot(op.results[0])
    machine = fc.machine

    def step(frame: Frame) -> None:
        m = frame[target]
        flat = locate_write(
            machine, m, [frame[s] for s in indices], "generic_atomic_rmw"
        )
        old = m.data[flat]
        frame[current] = old
        m.data[flat] = body(frame)[0]
        frame[result] = old

    return step


@op_builder("memref.prefetch")
def _prefetch(fc: FunctionCompiler, op: Operation) -> None:
    # A hint without semantics.
    return None


# ---------------------------------------------------------------------------
# Copy
# ---------------------------------------------------------------------------


def copy_view(machine: Machine, source: MemRef, target: MemRef, what: str) -> None:
    """Copy the elements of `source` into `target` (same shape), checked."""
    machine.check_view(source, f"{what} reads")
    machine.check_writable(target, f"{what} writes")
    if source.sizes != target.sizes:
        raise ProgramFault(
            UNDEFINED_BEHAVIOR,
            f"{what} between memrefs of different shapes "
            f"[{', '.join(map(str, source.sizes))}] and "
            f"[{', '.join(map(str, target.sizes))}]",
        )
    count = source.num_elements()
    counters = machine.counters
    counters.copies += 1
    counters.copied_bytes += count * source.elem.size
    if count == 0:
        return
    contiguous = row_major_strides(source.sizes)
    if (
        source.strides == contiguous
        and target.strides == contiguous
        and source.data.format == target.data.format
    ):
        target.data[target.offset : target.offset + count] = source.data[
            source.offset : source.offset + count
        ]
        return
    values = [source.data[i] for i in source.flat_indices()]
    data = target.data
    for index, value in zip(target.flat_indices(), values):
        data[index] = value


@op_builder("memref.copy")
def _copy(fc: FunctionCompiler, op: Operation) -> Step:
    source, target = fc.slots_of(op.operands)
    machine = fc.machine

    def step(frame: Frame) -> None:
        copy_view(machine, frame[source], frame[target], "memref.copy")

    return step


# ---------------------------------------------------------------------------
# Metadata
# ---------------------------------------------------------------------------


def dim_step(
    fc: FunctionCompiler,
    op: Operation,
    what: str,
    extents_of: Callable[[Any], Sequence[int]],
) -> Step:
    """`memref.dim` or `tensor.dim`: `extents_of` gives the sizes of the
    source value, a `what` ("memref", "tensor")."""
    source, index = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        sizes = extents_of(frame[source])
        i = frame[index]
        if not 0 <= i < len(sizes):
            raise ProgramFault(
                UNDEFINED_BEHAVIOR, f"dim {i} of a {what} of rank {len(sizes)}"
            )
        frame[result] = sizes[i]

    return step


def rank_step(
    fc: FunctionCompiler, op: Operation, extents_of: Callable[[Any], Sequence[int]]
) -> Step:
    """`memref.rank` or `tensor.rank`: the number of `extents_of` the source."""
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = len(extents_of(frame[source]))

    return step


def register_dim_and_rank(
    dialect: str, extents_of: Callable[[Any], Sequence[int]]
) -> None:
    """Register the builders of `<dialect>.dim` and `<dialect>.rank`, whose
    source value's sizes are `extents_of(value)`."""

    def dim(fc: FunctionCompiler, op: Operation) -> Step:
        return dim_step(fc, op, dialect, extents_of)

    def rank(fc: FunctionCompiler, op: Operation) -> Step:
        return rank_step(fc, op, extents_of)

    op_builder(f"{dialect}.dim")(dim)
    op_builder(f"{dialect}.rank")(rank)


register_dim_and_rank("memref", operator.attrgetter("sizes"))


@op_builder("memref.extract_strided_metadata")
def _extract_strided_metadata(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    results = fc.slots_of(op.results)

    def step(frame: Frame) -> None:
        m: MemRef = frame[source]
        base = m.with_layout(0, (), ())
        assign(frame, results, [base, m.offset, *m.sizes, *m.strides])

    return step


@op_builder("memref.extract_aligned_pointer_as_index")
def _extract_aligned_pointer(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])
    counters = fc.machine.counters

    def step(frame: Frame) -> None:
        counters.pointer_extractions += 1
        frame[result] = frame[source].aligned_address

    return step


@op_builder("memref.assume_alignment")
def _assume_alignment(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    results = fc.slots_of(op.results)
    alignment = _alignment(op)

    def step(frame: Frame) -> None:
        m: MemRef = frame[source]
        address = m.aligned_address + m.offset * m.elem.size
        if alignment > 0 and address % alignment:
            raise ProgramFault(
                UNDEFINED_BEHAVIOR,
                f"memref.assume_alignment {alignment} does not hold: the view "
                f"starts at address {address:#x}",
            )
        for slot in results:
            frame[slot] = m

    return step


# ---------------------------------------------------------------------------
# Views
# ---------------------------------------------------------------------------


def _check_cast(memref: MemRef, type_: Attribute, what: str) -> None:
    """Fail if a view does not match the static parts of `type_`."""
    if not is_memref(type_):
        return
    shape = static_shape(type_)
    if len(shape) != len(memref.sizes):
        raise ProgramFault(
            UNDEFINED_BEHAVIOR,
            f"{what} of a memref of rank {len(memref.sizes)} to rank {len(shape)}",
        )
    for dim, (expected, actual) in enumerate(zip(shape, memref.sizes)):
        if expected != DYNAMIC and expected != actual:
            raise ProgramFault(
                UNDEFINED_BEHAVIOR,
                f"{what} to {type_}: dimension {dim} has size {actual}, not {expected}",
            )
    layout = static_layout(type_)
    if layout is None:
        # The identity layout: offset 0, row-major strides.
        layout = 0, list(row_major_strides(memref.sizes))
    offset, strides = layout
    if offset is not None and offset != memref.offset:
        raise ProgramFault(
            UNDEFINED_BEHAVIOR,
            f"{what} to {type_}: the view has offset {memref.offset}",
        )
    for dim, (expected, actual) in enumerate(zip(strides, memref.strides)):
        if expected is not None and expected != actual and memref.sizes[dim] != 1:
            raise ProgramFault(
                UNDEFINED_BEHAVIOR,
                f"{what} to {type_}: dimension {dim} has stride {actual}",
            )


@op_builder("memref.cast", "memref.memory_space_cast")
def _cast(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])
    type_ = op.results[0].type
    what = op_name(op)
    static_layout(type_, op)

    def step(frame: Frame) -> None:
        memref = frame[source]
        _check_cast(memref, type_, what)
        frame[result] = memref

    return step


def _view_sizes_strides(
    fc: FunctionCompiler, op: Operation
) -> tuple[Callable[[Frame], Sequence[int]], ...]:
    dynamic = iter(list(op.operands)[1:])
    return tuple(
        mixed_values(fc, static_list(prop(op, name), op, name), dynamic)
        for name in ("static_offsets", "static_sizes", "static_strides")
    )


def dropped_dims(sizes: Sequence[int], result_shape: Sequence[int]) -> list[bool]:
    """Which unit dims of a subview's sizes its rank-reduced result drops: the
    result's dims are matched greedily, unmatched unit dims are dropped."""
    dropped: list[bool] = []
    position = 0
    for size in sizes:
        if position < len(result_shape) and result_shape[position] in (size, DYNAMIC):
            dropped.append(False)
            position += 1
        else:
            dropped.append(True)
    return dropped


@op_builder("memref.subview")
def _subview(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    offsets_of, sizes_of, strides_of = _view_sizes_strides(fc, op)
    result = fc.slot(op.results[0])
    result_shape = static_shape(op.results[0].type)
    # Which unit dims a rank-reducing subview drops is decided by its static
    # sizes and types (as MLIR does), not by the sizes seen at run time.
    static_dropped: list[bool] | None = None
    get_dropped_dims = getattr(op, "get_dropped_dims", None)
    source_rank = len(static_shape(op.operands[0].type))
    if source_rank != len(result_shape) and callable(get_dropped_dims):
        dropped_set = cast(set[int], get_dropped_dims())
        static_dropped = [dim in dropped_set for dim in range(source_rank)]

    def step(frame: Frame) -> None:
        m: MemRef = frame[source]
        offsets = offsets_of(frame)
        sizes = sizes_of(frame)
        steps = strides_of(frame)
        offset = m.offset
        new_sizes: list[int] = []
        new_strides: list[int] = []
        dropped = static_dropped
        if dropped is None and len(sizes) != len(result_shape):
            dropped = dropped_dims(sizes, result_shape)
        for dim, (start, size, step_value, source_size, stride) in enumerate(
            zip(offsets, sizes, steps, m.sizes, m.strides)
        ):
            if size < 0 or (
                size > 0
                and not (
                    0 <= start < source_size
                    and start + (size - 1) * step_value < source_size
                )
            ):
                raise ProgramFault(
                    OUT_OF_BOUNDS,
                    f"subview [offset {start}, size {size}, stride {step_value}] of "
                    f"dimension {dim} of size {source_size}",
                    m.buffer,
                )
            offset += start * stride
            if dropped is None or not dropped[dim]:
                new_sizes.append(size)
                new_strides.append(stride * step_value)
        frame[result] = m.with_layout(offset, tuple(new_sizes), tuple(new_strides))

    return step


@op_builder("memref.reinterpret_cast")
def _reinterpret_cast(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    offsets_of, sizes_of, strides_of = _view_sizes_strides(fc, op)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        m: MemRef = frame[source]
        (offset,) = offsets_of(frame)
        frame[result] = m.with_layout(
            offset, tuple(sizes_of(frame)), tuple(strides_of(frame))
        )

    return step


@op_builder("memref.view")
def _view(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    shift = fc.slot(op.operands[1])
    type_ = op.results[0].type
    kind = element_kind(type_)
    sizes_of = shape_from_type(fc, type_, iter(list(op.operands)[2:]))
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        m: MemRef = frame[source]
        byte_shift = m.byte_shift + m.offset * m.elem.size + frame[shift]
        sizes = tuple(sizes_of(frame))
        needed = byte_shift + math.prod(sizes) * kind.size
        if byte_shift < 0 or needed > m.buffer.nbytes:
            raise ProgramFault(
                OUT_OF_BOUNDS,
                f"memref.view of {math.prod(sizes) * kind.size} byte(s) at byte "
                f"shift {frame[shift]} of a buffer of {m.buffer.nbytes} byte(s)",
                m.buffer,
            )
        data = typed_view(m.buffer.raw, byte_shift, kind)
        frame[result] = MemRef(
            m.buffer, data, kind, byte_shift, 0, sizes, row_major_strides(sizes)
        )

    return step


@op_builder("memref.collapse_shape")
def _collapse_shape(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    groups = reassociation(op)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        m: MemRef = frame[source]
        sizes: list[int] = []
        strides: list[int] = []
        for group in groups:
            size = 1
            for dim in group:
                size *= m.sizes[dim]
            # The group must be contiguous; unit dims may carry any stride.
            non_unit = [d for d in group if m.sizes[d] != 1]
            if size > 0:
                for outer, inner in itertools.pairwise(non_unit):
                    if m.strides[outer] != m.strides[inner] * m.sizes[inner]:
                        raise ProgramFault(
                            UNDEFINED_BEHAVIOR,
                            "memref.collapse_shape of non-contiguous dimensions "
                            f"{group}",
                        )
            sizes.append(size)
            innermost = non_unit or group
            strides.append(m.strides[innermost[-1]] if innermost else 1)
        frame[result] = m.with_layout(m.offset, tuple(sizes), tuple(strides))

    return step


def expanded_shape(
    fc: FunctionCompiler, op: Operation
) -> Callable[[Frame, Sequence[int]], list[int]]:
    """The output shape of an expand_shape op given its source sizes."""
    groups = reassociation(op)
    result_type = op.results[0].type
    static_attr = prop(op, "static_output_shape")
    statics = (
        static_list(static_attr, op, "static_output_shape")
        if static_attr is not None
        else static_shape(result_type)
    )
    dynamic_operands = list(op.operands)[1:]
    shape_of = (
        mixed_values(fc, statics, iter(dynamic_operands))
        if len(dynamic_operands) == statics.count(DYNAMIC)
        else None
    )

    def compute(frame: Frame, source_sizes: Sequence[int]) -> list[int]:
        if shape_of is not None:
            return list(shape_of(frame))
        # No output_shape operands: at most one dynamic size per group.
        shape = list(statics)
        for source_dim, group in enumerate(groups):
            known = 1
            unknown = [d for d in group if shape[d] == DYNAMIC]
            for d in group:
                if shape[d] != DYNAMIC:
                    known *= shape[d]
            if len(unknown) == 1:
                shape[unknown[0]] = source_sizes[source_dim] // known if known else 0
        return shape

    return compute


@op_builder("memref.expand_shape")
def _expand_shape(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    groups = reassociation(op)
    shape_of = expanded_shape(fc, op)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        m: MemRef = frame[source]
        shape = shape_of(frame, m.sizes)
        strides = [0] * len(shape)
        for source_dim, group in enumerate(groups):
            product = 1
            for dim in group:
                product *= shape[dim]
            if product != m.sizes[source_dim]:
                raise ProgramFault(
                    UNDEFINED_BEHAVIOR,
                    f"memref.expand_shape of a dimension of size {m.sizes[source_dim]} "
                    f"into sizes {[shape[d] for d in group]}",
                )
            stride = m.strides[source_dim]
            for dim in reversed(group):
                strides[dim] = stride
                stride *= shape[dim]
        frame[result] = m.with_layout(m.offset, tuple(shape), tuple(strides))

    return step


@op_builder("memref.transpose")
def _transpose(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    attr = prop(op, "permutation")
    if not isinstance(attr, AffineMapAttr):
        raise ExecutorError("memref.transpose without a permutation map", op)
    permutation: list[int] = []
    for expr in attr.data.results:
        position = getattr(expr, "position", None)
        if not isinstance(position, int):
            raise ExecutorError("memref.transpose map is not a permutation", op)
        permutation.append(position)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        m: MemRef = frame[source]
        frame[result] = m.with_layout(
            m.offset,
            tuple(m.sizes[p] for p in permutation),
            tuple(m.strides[p] for p in permutation),
        )

    return step


@op_builder("memref.reshape")
def _reshape(fc: FunctionCompiler, op: Operation) -> Step:
    source, shape = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])
    machine = fc.machine

    def step(frame: Frame) -> None:
        m: MemRef = frame[source]
        sizes = tuple(
            machine.read_view(frame[shape], "memref.reshape reads its shape from")
        )
        if math.prod(sizes) != m.num_elements():
            raise ProgramFault(
                UNDEFINED_BEHAVIOR,
                f"memref.reshape of {m.num_elements()} element(s) to shape {list(sizes)}",
            )
        frame[result] = m.with_layout(m.offset, sizes, row_major_strides(sizes))

    return step
