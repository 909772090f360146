"""`tensor` ops, with value semantics (every result is a new value)."""

from __future__ import annotations

import itertools
import math
import operator
from collections.abc import Callable, Sequence
from typing import Any

from xdsl.ir import Operation

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
from xdsl_bufferization.executor.ops_memref import (
    dropped_dims,
    expanded_shape,
    register_dim_and_rank,
)
from xdsl_bufferization.executor.report import OUT_OF_BOUNDS, UNDEFINED_BEHAVIOR
from xdsl_bufferization.executor.values import (
    ScalarKind,
    Tensor,
    bit_converter,
    row_major_strides,
    scalar_kind,
    tensor_flat_indices,
)
from xdsl_bufferization.executor.views import (
    DYNAMIC,
    element_type,
    is_tensor,
    mixed_values,
    reassociation,
    shape_from_type,
    static_list,
    static_shape,
)


def _tensor_kind(op: Operation) -> ScalarKind:
    type_ = op.results[0].type
    if not is_tensor(type_):
        raise ExecutorError(f"'{op_name(op)}' expects a ranked tensor result", op)
    return scalar_kind(element_type(type_))


def _flat_index(tensor: Tensor, indices: Sequence[int], what: str) -> int:
    shape = tensor.shape
    if len(indices) != len(shape):
        raise ProgramFault(
            UNDEFINED_BEHAVIOR,
            f"{what} with {len(indices)} indices into a tensor of rank {len(shape)}",
        )
    flat = 0
    for dim, (index, size) in enumerate(zip(indices, shape)):
        if not 0 <= index < size:
            raise ProgramFault(
                OUT_OF_BOUNDS,
                f"{what} at index {index} of dimension {dim}, of size {size}",
            )
        flat = flat * size + index
    return flat


@op_builder("tensor.empty")
def _empty(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _tensor_kind(op)
    shape_of = shape_from_type(fc, op.results[0].type, iter(op.operands))
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        shape = tuple(shape_of(frame))
        frame[result] = Tensor([kind.zero] * math.prod(shape), shape, kind)

    return step


@op_builder("tensor.splat")
def _splat(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _tensor_kind(op)
    value = fc.slot(op.operands[0])
    shape_of = shape_from_type(fc, op.results[0].type, iter(list(op.operands)[1:]))
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        shape = tuple(shape_of(frame))
        frame[result] = Tensor([frame[value]] * math.prod(shape), shape, kind)

    return step


@op_builder("tensor.from_elements")
def _from_elements(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _tensor_kind(op)
    shape = tuple(static_shape(op.results[0].type))
    elements = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = Tensor([frame[slot] for slot in elements], shape, kind)

    return step


@op_builder("tensor.generate")
def _generate(fc: FunctionCompiler, op: Operation) -> Step:
    kind = _tensor_kind(op)
    shape_of = shape_from_type(fc, op.results[0].type, iter(op.operands))
    indices = fc.slots_of(op.regions[0].blocks[0].args)
    body = fc.region(op.regions[0])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        shape = tuple(shape_of(frame))
        data: list[Any] = []
        for point in itertools.product(*(range(n) for n in shape)):
            for slot, index in zip(indices, point):
                frame[slot] = index
            data.append(body(frame)[0])
        frame[result] = Tensor(data, shape, kind)

    return step


@op_builder("tensor.extract")
def _extract(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    indices = fc.slots_of(list(op.operands)[1:])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        tensor: Tensor = frame[source]
        flat = _flat_index(tensor, [frame[s] for s in indices], "tensor.extract")
        frame[result] = tensor.data[flat]

    return step


@op_builder("tensor.insert")
def _insert(fc: FunctionCompiler, op: Operation) -> Step:
    value = fc.slot(op.operands[0])
    dest = fc.slot(op.operands[1])
    indices = fc.slots_of(list(op.operands)[2:])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        tensor: Tensor = frame[dest]
        flat = _flat_index(tensor, [frame[s] for s in indices], "tensor.insert")
        data = list(tensor.data)
        data[flat] = frame[value]
        frame[result] = Tensor(data, tensor.shape, tensor.elem)

    return step


def _slice_parameters(
    fc: FunctionCompiler, op: Operation, first_dynamic: int
) -> tuple[Callable[[Frame], Sequence[int]], ...]:
    dynamic = iter(list(op.operands)[first_dynamic:])
    return tuple(
        mixed_values(fc, static_list(prop(op, name), op, name), dynamic)
        for name in ("static_offsets", "static_sizes", "static_strides")
    )


def _check_slice(
    shape: Sequence[int],
    offsets: Sequence[int],
    sizes: Sequence[int],
    steps: Sequence[int],
    what: str,
) -> None:
    for dim, (start, size, step, limit) in enumerate(zip(offsets, sizes, steps, shape)):
        if size < 0 or (
            size > 0 and not (0 <= start < limit and start + (size - 1) * step < limit)
        ):
            raise ProgramFault(
                OUT_OF_BOUNDS,
                f"{what} [offset {start}, size {size}, stride {step}] of dimension "
                f"{dim} of size {limit}",
            )


@op_builder("tensor.extract_slice")
def _extract_slice(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    offsets_of, sizes_of, strides_of = _slice_parameters(fc, op, 1)
    result_shape = static_shape(op.results[0].type)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        tensor: Tensor = frame[source]
        offsets, sizes, steps = offsets_of(frame), sizes_of(frame), strides_of(frame)
        _check_slice(tensor.shape, offsets, sizes, steps, "tensor.extract_slice")
        flats = tensor_flat_indices(offsets, sizes, steps, tensor.strides())
        data = tensor.data
        shape = tuple(sizes)
        if len(shape) != len(result_shape):
            dropped = dropped_dims(sizes, result_shape)
            shape = tuple(n for n, drop in zip(sizes, dropped) if not drop)
        frame[result] = Tensor([data[i] for i in flats], shape, tensor.elem)

    return step


def insert_slice_builder(
    fc: FunctionCompiler, op: Operation
) -> Callable[[Frame, Any], Any]:
    """For `tensor.insert_slice` and `tensor.parallel_insert_slice`: a function
    returning the destination with the source inserted."""
    source = fc.slot(op.operands[0])
    offsets_of, sizes_of, strides_of = _slice_parameters(fc, op, 2)
    what = op_name(op)

    def insert(frame: Frame, dest: Tensor) -> Tensor:
        tensor: Tensor = frame[source]
        offsets, sizes, steps = offsets_of(frame), sizes_of(frame), strides_of(frame)
        _check_slice(dest.shape, offsets, sizes, steps, what)
        flats = tensor_flat_indices(offsets, sizes, steps, dest.strides())
        if len(flats) != len(tensor.data):
            raise ProgramFault(
                UNDEFINED_BEHAVIOR,
                f"{what} of {len(tensor.data)} element(s) into a slice of "
                f"{len(flats)} element(s)",
            )
        data = list(dest.data)
        for index, value in zip(flats, tensor.data):
            data[index] = value
        return Tensor(data, dest.shape, dest.elem)

    return insert


@op_builder("tensor.insert_slice")
def _insert_slice(fc: FunctionCompiler, op: Operation) -> Step:
    dest = fc.slot(op.operands[1])
    insert = insert_slice_builder(fc, op)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = insert(frame, frame[dest])

    return step


@op_builder("tensor.cast")
def _cast(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])
    type_ = op.results[0].type
    expected = static_shape(type_) if is_tensor(type_) else None

    def step(frame: Frame) -> None:
        tensor: Tensor = frame[source]
        if expected is not None and (
            len(expected) != len(tensor.shape)
            or any(e != DYNAMIC and e != n for e, n in zip(expected, tensor.shape))
        ):
            raise ProgramFault(
                UNDEFINED_BEHAVIOR,
                f"tensor.cast of a tensor of shape {list(tensor.shape)} to {type_}",
            )
        frame[result] = tensor

    return step


register_dim_and_rank("tensor", operator.attrgetter("shape"))


@op_builder("tensor.collapse_shape")
def _collapse_shape(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    groups = reassociation(op)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        tensor: Tensor = frame[source]
        shape = tuple(math.prod(tensor.shape[d] for d in group) for group in groups)
        frame[result] = Tensor(tensor.data, shape, tensor.elem)

    return step


def _reshaped(tensor: Tensor, shape: tuple[int, ...], what: str) -> Tensor:
    """`tensor`'s elements in `shape`; a shape of another element count is
    undefined behavior of the reshaping op `what`."""
    if math.prod(shape) != len(tensor.data):
        raise ProgramFault(
            UNDEFINED_BEHAVIOR,
            f"{what} of shape {list(tensor.shape)} to {list(shape)}",
        )
    return Tensor(tensor.data, shape, tensor.elem)


@op_builder("tensor.expand_shape")
def _expand_shape(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    shape_of = expanded_shape(fc, op)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        tensor: Tensor = frame[source]
        shape = tuple(shape_of(frame, tensor.shape))
        frame[result] = _reshaped(tensor, shape, "tensor.expand_shape")

    return step


@op_builder("tensor.reshape")
def _reshape(fc: FunctionCompiler, op: Operation) -> Step:
    source, shape_slot = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        tensor: Tensor = frame[source]
        shape = tuple(frame[shape_slot].data)
        frame[result] = _reshaped(tensor, shape, "tensor.reshape")

    return step


@op_builder("tensor.pad")
def _pad(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    dynamic = iter(list(op.operands)[1:])
    low_of = mixed_values(
        fc, static_list(prop(op, "static_low"), op, "static_low"), dynamic
    )
    high_of = mixed_values(
        fc, static_list(prop(op, "static_high"), op, "static_high"), dynamic
    )
    indices = fc.slots_of(op.regions[0].blocks[0].args)
    body = fc.region(op.regions[0])
    result = fc.slot(op.results[0])
    result_type = op.results[0].type
    stated = static_shape(result_type) if is_tensor(result_type) else None

    def step(frame: Frame) -> None:
        tensor: Tensor = frame[source]
        low, high = low_of(frame), high_of(frame)
        if any(v < 0 for v in (*low, *high)):
            raise ProgramFault(UNDEFINED_BEHAVIOR, "tensor.pad with negative padding")
        shape = tuple(lo + n + hi for lo, n, hi in zip(low, tensor.shape, high))
        if stated is not None and any(
            s != DYNAMIC and s != n for s, n in zip(stated, shape)
        ):
            # A static result dimension where the source or a padding is
            # dynamic: the program states the size the padding must give.
            raise ProgramFault(
                UNDEFINED_BEHAVIOR,
                f"tensor.pad to {result_type} gives the shape {list(shape)}",
            )
        strides = row_major_strides(tensor.shape)
        data: list[Any] = []
        source_data = tensor.data
        for point in itertools.product(*(range(n) for n in shape)):
            inner = [i - lo for i, lo in zip(point, low)]
            if all(0 <= i < n for i, n in zip(inner, tensor.shape)):
                data.append(source_data[sum(i * s for i, s in zip(inner, strides))])
            else:
                for slot, index in zip(indices, point):
                    frame[slot] = index
                data.append(body(frame)[0])
        frame[result] = Tensor(data, shape, tensor.elem)

    return step


@op_builder("tensor.concat")
def _concat(fc: FunctionCompiler, op: Operation) -> Step:
    inputs = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])
    attr = prop(op, "dim")
    dim = getattr(getattr(attr, "value", None), "data", None)
    if not isinstance(dim, int):
        raise ExecutorError("tensor.concat without an integer 'dim'", op)
    kind = _tensor_kind(op)

    def step(frame: Frame) -> None:
        tensors: list[Tensor] = [frame[slot] for slot in inputs]
        first = tensors[0].shape
        for tensor in tensors[1:]:
            if len(tensor.shape) != len(first) or any(
                a != b for d, (a, b) in enumerate(zip(first, tensor.shape)) if d != dim
            ):
                raise ProgramFault(
                    UNDEFINED_BEHAVIOR,
                    f"tensor.concat of shapes {list(first)} and "
                    f"{list(tensor.shape)} along dimension {dim}",
                )
        outer = math.prod(first[:dim])
        data: list[Any] = []
        # Row-major: for each index of the leading dimensions, the blocks of
        # every input in turn.
        for index in range(outer):
            for tensor in tensors:
                block = math.prod(tensor.shape[dim:])
                data.extend(tensor.data[index * block : (index + 1) * block])
        shape = (
            *first[:dim],
            sum(t.shape[dim] for t in tensors),
            *first[dim + 1 :],
        )
        frame[result] = Tensor(data, shape, kind)

    return step


@op_builder("tensor.bitcast")
def _bitcast(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])
    source_kind = scalar_kind(element_type(op.operands[0].type))
    target_kind = scalar_kind(element_type(op.results[0].type))
    convert = bit_converter(source_kind, target_kind)
    if convert is None:
        raise UnsupportedError(
            f"tensor.bitcast from {source_kind.name} to {target_kind.name}", op
        )

    def step(frame: Frame) -> None:
        tensor: Tensor = frame[source]
        frame[result] = Tensor(
            [convert(value) for value in tensor.data], tensor.shape, target_kind
        )

    return step
