"""`vector` ops on vector values: print, creation, shape, extraction and
insertion, masks, reductions, contractions, outer products.

A vector is a `Vector`: a flat row-major list and a static shape. Scalable
vectors (`vector<[4]xf32>`) have no fixed size and are not supported (an
error at the op). The memory ops (transfers, loads, stores, gather, scatter)
and `vector.mask` are in `ops_vector_memory`.

`vector.print` prints as `mlir-runner` does (MLIR's lowering to the runner
utils): `( 1, 2, 3 )`, nested for n-d vectors, 0-d vectors as `( 7 )`,
floats as C's `%g`, `index` unsigned, `i1` as 0 or 1, other integers signed;
then the punctuation (a newline by default). A string is printed as is,
without punctuation.
"""

from __future__ import annotations

import itertools
import math
import struct
from collections.abc import Callable, Sequence
from typing import Any, cast

from xdsl.dialects.builtin import StringAttr, VectorType
from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import AffineDimExpr

from xdsl_bufferization.executor.compiler import (
    Frame,
    FunctionCompiler,
    Step,
    op_builder,
    prop,
)
from xdsl_bufferization.executor.errors import (
    ExecutorError,
    ProgramFault,
    UnsupportedError,
)
from xdsl_bufferization.executor.ops_arith import (
    fmaximum,
    fmaxnum,
    fminimum,
    fminnum,
    vector_shape,
)
from xdsl_bufferization.executor.report import UNDEFINED_BEHAVIOR
from xdsl_bufferization.executor.runtime_utils import (
    format_float,
    format_int,
    format_unsigned_64,
)
from xdsl_bufferization.executor.values import (
    ScalarKind,
    Vector,
    float_rounder,
    int_wrapper,
    normalizer,
    row_major_strides,
    scalar_kind,
)
from xdsl_bufferization.executor.views import element_type, static_list

# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def vector_kind(type_: Attribute, op: Operation) -> tuple[tuple[int, ...], ScalarKind]:
    """The shape and element kind of a vector type (checked at compile time)."""
    shape = vector_shape(type_, op)
    element = element_type(type_)
    if isinstance(element, VectorType):
        raise UnsupportedError("vectors of vectors are not supported", op)
    return shape, scalar_kind(element)


def is_vector_type(type_: Attribute) -> bool:
    return isinstance(type_, VectorType)


def indices_of(shape: Sequence[int]) -> list[tuple[int, ...]]:
    """Every index of `shape`, in row-major order."""
    return list(itertools.product(*(range(size) for size in shape)))


def flat_of(index: Sequence[int], strides: Sequence[int]) -> int:
    return sum(i * s for i, s in zip(index, strides))


def _positions(op: Operation, fc: FunctionCompiler, first_dynamic: int):
    """The positions of `vector.extract` / `vector.insert`: static ones, with
    `DYNAMIC` holes filled from the dynamic operands."""
    statics = static_list(prop(op, "static_position"), op, "static_position")
    dynamic = list(fc.slots_of(list(op.operands)[first_dynamic:]))
    dynamic_marker = -(2**63)
    plan: list[tuple[bool, int]] = []
    it = iter(dynamic)
    for value in statics:
        if value == dynamic_marker:
            plan.append((True, next(it)))
        else:
            plan.append((False, value))

    def positions(frame: Frame) -> list[int]:
        return [frame[v] if is_dynamic else v for is_dynamic, v in plan]

    return positions


def _check_position(position: Sequence[int], shape: Sequence[int], what: str) -> None:
    for dim, (index, size) in enumerate(zip(position, shape)):
        if not 0 <= index < size:
            raise ProgramFault(
                UNDEFINED_BEHAVIOR,
                f"{what} at position {index} of dimension {dim}, of size {size} "
                "(a poison value)",
            )


# ---------------------------------------------------------------------------
# vector.print
# ---------------------------------------------------------------------------


def element_formatter(kind: ScalarKind, op: Operation) -> Callable[[Any], str]:
    """How `vector.print` prints an element of `kind` (as the runner utils'
    printF32/printF64/printI64/printU64 called by MLIR's lowering)."""
    if kind.is_float:
        return format_float
    if kind.name == "index":
        return format_unsigned_64
    if kind.width > 64:
        raise UnsupportedError(f"vector.print of {kind.name} values", op)
    return format_int


def format_vector(vector: Vector, fmt: Callable[[Any], str]) -> str:
    """A vector as `vector.print` prints it: `( 1, 2 )`, nested by dimension."""
    data = vector.data
    shape = vector.shape or (1,)

    def emit(dim: int, start: int) -> str:
        if dim == len(shape):
            return fmt(data[start])
        stride = math.prod(shape[dim + 1 :])
        parts = [emit(dim + 1, start + i * stride) for i in range(shape[dim])]
        return "( " + ", ".join(parts) + " )"

    return emit(0, 0)


_PUNCTUATION = {
    "no_punctuation": "",
    "newline": "\n",
    "comma": ", ",
    "open": "( ",
    "close": " )",
}


@op_builder("vector.print")
def _print(fc: FunctionCompiler, op: Operation) -> Step:
    machine = fc.machine
    string = prop(op, "stringLiteral")
    if isinstance(string, StringAttr):
        text = string.data

        def print_string(frame: Frame) -> None:
            machine.write(text)

        return print_string
    punctuation_attr = prop(op, "punctuation")
    punctuation_name = "newline"
    if punctuation_attr is not None:
        punctuation_name = str(getattr(punctuation_attr, "data", "newline"))
    punctuation = _PUNCTUATION.get(punctuation_name)
    if punctuation is None:
        raise ExecutorError(f"unknown punctuation {punctuation_attr}", op)
    if not op.operands:

        def print_punctuation(frame: Frame) -> None:
            machine.write(punctuation)

        return print_punctuation
    source_type = op.operands[0].type
    source = fc.slot(op.operands[0])
    if is_vector_type(source_type):
        _, kind = vector_kind(source_type, op)
        fmt = element_formatter(kind, op)

        def print_vector(frame: Frame) -> None:
            machine.write(format_vector(frame[source], fmt) + punctuation)

        return print_vector
    fmt = element_formatter(scalar_kind(source_type), op)

    def print_scalar(frame: Frame) -> None:
        machine.write(fmt(frame[source]) + punctuation)

    return print_scalar


# ---------------------------------------------------------------------------
# Creation
# ---------------------------------------------------------------------------


@op_builder("vector.broadcast")
def _broadcast(fc: FunctionCompiler, op: Operation) -> Step:
    shape, kind = vector_kind(op.results[0].type, op)
    source_type = op.operands[0].type
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])
    count = math.prod(shape)
    if not is_vector_type(source_type):

        def splat(frame: Frame) -> None:
            frame[result] = Vector([frame[source]] * count, shape, kind)

        return splat
    source_shape, _ = vector_kind(source_type, op)
    # Source dimensions align with the trailing result dimensions; a source
    # dimension of size 1 is stretched.
    lead = len(shape) - len(source_shape)
    source_strides = row_major_strides(source_shape)
    plan = [
        flat_of(
            [
                0 if source_shape[d] == 1 else index[lead + d]
                for d in range(len(source_shape))
            ],
            source_strides,
        )
        for index in indices_of(shape)
    ]

    def broadcast(frame: Frame) -> None:
        data = frame[source].data
        frame[result] = Vector([data[i] for i in plan], shape, kind)

    return broadcast


@op_builder("vector.from_elements")
def _from_elements(fc: FunctionCompiler, op: Operation) -> Step:
    shape, kind = vector_kind(op.results[0].type, op)
    elements = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = Vector([frame[s] for s in elements], shape, kind)

    return step


@op_builder("vector.to_elements")
def _to_elements(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    elements = fc.slots_of(op.results)

    def step(frame: Frame) -> None:
        for slot, value in zip(elements, frame[source].data):
            frame[slot] = value

    return step


@op_builder("vector.interleave")
def _interleave(fc: FunctionCompiler, op: Operation) -> Step:
    """`[a0, b0, a1, b1, ...]` along the trailing dimension."""
    shape, kind = vector_kind(op.results[0].type, op)
    half = shape[-1] // 2
    lhs, rhs = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        a, b = frame[lhs].data, frame[rhs].data
        values: list[Any] = []
        for row in range(0, len(a), half):
            for x, y in zip(a[row : row + half], b[row : row + half]):
                values += (x, y)
        frame[result] = Vector(values, shape, kind)

    return step


@op_builder("vector.deinterleave")
def _deinterleave(fc: FunctionCompiler, op: Operation) -> Step:
    """The even and the odd elements of the trailing dimension."""
    shape, kind = vector_kind(op.results[0].type, op)
    source = fc.slot(op.operands[0])
    evens, odds = fc.slots_of(op.results)

    def step(frame: Frame) -> None:
        data = frame[source].data
        frame[evens] = Vector(data[0::2], shape, kind)
        frame[odds] = Vector(data[1::2], shape, kind)

    return step


@op_builder("vector.step")
def _step(fc: FunctionCompiler, op: Operation) -> Step:
    shape, kind = vector_kind(op.results[0].type, op)
    value = Vector(list(range(shape[0])), shape, kind)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = value

    return step


@op_builder("vector.constant_mask")
def _constant_mask(fc: FunctionCompiler, op: Operation) -> Step:
    shape, kind = vector_kind(op.results[0].type, op)
    sizes = static_list(prop(op, "mask_dim_sizes"), op, "mask_dim_sizes")
    value = Vector(_mask_data(shape, sizes), shape, kind)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = value

    return step


def _mask_data(shape: Sequence[int], sizes: Sequence[int]) -> list[int]:
    """The elements of a mask whose leading `sizes[i]` of each dimension are
    set (a 0-d mask: `sizes[0]` is 0 or 1)."""
    if not shape:
        return [1 if sizes and sizes[0] > 0 else 0]
    return [
        1 if all(i < n for i, n in zip(index, sizes)) else 0
        for index in indices_of(shape)
    ]


@op_builder("vector.create_mask")
def _create_mask(fc: FunctionCompiler, op: Operation) -> Step:
    shape, kind = vector_kind(op.results[0].type, op)
    operands = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])
    bounds = shape or (1,)

    def step(frame: Frame) -> None:
        sizes = [min(max(frame[s], 0), bound) for s, bound in zip(operands, bounds)]
        frame[result] = Vector(_mask_data(shape, sizes), shape, kind)

    return step


# ---------------------------------------------------------------------------
# Shapes
# ---------------------------------------------------------------------------


@op_builder("vector.shape_cast")
def _shape_cast(fc: FunctionCompiler, op: Operation) -> Step:
    vector_kind(op.operands[0].type, op)
    shape, kind = vector_kind(op.results[0].type, op)
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = Vector(frame[source].data, shape, kind)

    return step


def _gather(
    fc: FunctionCompiler,
    op: Operation,
    plan: list[int],
    shape: tuple[int, ...],
    kind: ScalarKind,
) -> Step:
    """The step of an op whose result's elements are its source's elements at
    the flat positions `plan`, in order."""
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        data = frame[source].data
        frame[result] = Vector([data[i] for i in plan], shape, kind)

    return step


@op_builder("vector.transpose")
def _transpose(fc: FunctionCompiler, op: Operation) -> Step:
    source_shape, _ = vector_kind(op.operands[0].type, op)
    shape, kind = vector_kind(op.results[0].type, op)
    permutation = static_list(prop(op, "permutation"), op, "permutation")
    source_strides = row_major_strides(source_shape)
    plan = [
        sum(index[r] * source_strides[permutation[r]] for r in range(len(shape)))
        for index in indices_of(shape)
    ]
    return _gather(fc, op, plan, shape, kind)


@op_builder("vector.extract_strided_slice")
def _extract_strided_slice(fc: FunctionCompiler, op: Operation) -> Step:
    source_shape, _ = vector_kind(op.operands[0].type, op)
    shape, kind = vector_kind(op.results[0].type, op)
    offsets = static_list(prop(op, "offsets"), op, "offsets")
    offsets = offsets + [0] * (len(source_shape) - len(offsets))
    source_strides = row_major_strides(source_shape)
    plan = [
        flat_of([o + i for o, i in zip(offsets, index)], source_strides)
        for index in indices_of(shape)
    ]
    return _gather(fc, op, plan, shape, kind)


@op_builder("vector.insert_strided_slice")
def _insert_strided_slice(fc: FunctionCompiler, op: Operation) -> Step:
    source_shape, _ = vector_kind(op.operands[0].type, op)
    shape, kind = vector_kind(op.results[0].type, op)
    offsets = static_list(prop(op, "offsets"), op, "offsets")
    lead = len(shape) - len(source_shape)
    strides = row_major_strides(shape)
    plan = [
        flat_of(
            [
                offsets[d] + (index[d - lead] if d >= lead else 0)
                for d in range(len(shape))
            ],
            strides,
        )
        for index in indices_of(source_shape)
    ]
    source, dest = fc.slots_of(op.operands[:2])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        data = list(frame[dest].data)
        for target, value in zip(plan, frame[source].data):
            data[target] = value
        frame[result] = Vector(data, shape, kind)

    return step


# ---------------------------------------------------------------------------
# Extraction and insertion
# ---------------------------------------------------------------------------


@op_builder("vector.extract")
def _extract(fc: FunctionCompiler, op: Operation) -> Step:
    source_shape, kind = vector_kind(op.operands[0].type, op)
    result_type = op.results[0].type
    positions = _positions(op, fc, 1)
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])
    strides = row_major_strides(source_shape)
    if is_vector_type(result_type):
        shape, _ = vector_kind(result_type, op)
        count = math.prod(shape)

        def extract_vector(frame: Frame) -> None:
            position = positions(frame)
            _check_position(position, source_shape, "vector.extract")
            start = flat_of(position, strides)
            data = frame[source].data
            frame[result] = Vector(data[start : start + count], shape, kind)

        return extract_vector

    def extract_scalar(frame: Frame) -> None:
        position = positions(frame)
        _check_position(position, source_shape, "vector.extract")
        frame[result] = frame[source].data[flat_of(position, strides)]

    return extract_scalar


@op_builder("vector.insert")
def _insert(fc: FunctionCompiler, op: Operation) -> Step:
    shape, kind = vector_kind(op.results[0].type, op)
    value_type = op.operands[0].type
    positions = _positions(op, fc, 2)
    value, dest = fc.slots_of(op.operands[:2])
    result = fc.slot(op.results[0])
    strides = row_major_strides(shape)
    is_vector = is_vector_type(value_type)

    def step(frame: Frame) -> None:
        position = positions(frame)
        _check_position(position, shape, "vector.insert")
        start = flat_of(position, strides)
        data = list(frame[dest].data)
        if is_vector:
            inserted = frame[value].data
            data[start : start + len(inserted)] = inserted
        else:
            data[start] = frame[value]
        frame[result] = Vector(data, shape, kind)

    return step


@op_builder("vector.shuffle")
def _shuffle(fc: FunctionCompiler, op: Operation) -> Step:
    first_shape, _ = vector_kind(op.operands[0].type, op)
    shape, kind = vector_kind(op.results[0].type, op)
    mask = static_list(prop(op, "mask"), op, "mask")
    row = math.prod(shape[1:])
    leading = first_shape[0] if first_shape else 1
    first, second = fc.slots_of(op.operands[:2])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        a, b = frame[first].data, frame[second].data
        data: list[Any] = []
        for index in mask:
            if index < 0:
                data += [kind.zero] * row  # poison
            elif index < leading:
                data += a[index * row : (index + 1) * row]
            else:
                data += b[(index - leading) * row : (index - leading + 1) * row]
        frame[result] = Vector(data, shape, kind)

    return step


@op_builder("vector.bitcast")
def _bitcast(fc: FunctionCompiler, op: Operation) -> Step:
    _, source_kind = vector_kind(op.operands[0].type, op)
    shape, kind = vector_kind(op.results[0].type, op)
    formats = {
        "f16": "e",
        "f32": "f",
        "f64": "d",
        "i8": "b",
        "i16": "h",
        "i32": "i",
        "i64": "q",
    }
    source_format = formats.get(source_kind.name)
    target_format = formats.get(kind.name)
    if source_format is None or target_format is None:
        raise UnsupportedError(
            f"vector.bitcast from {source_kind.name} to {kind.name}", op
        )
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        data = frame[source].data
        raw = struct.pack(f"<{len(data)}{source_format}", *data)
        count = len(raw) // struct.calcsize(target_format)
        frame[result] = Vector(
            list(struct.unpack(f"<{count}{target_format}", raw)), shape, kind
        )

    return step


# ---------------------------------------------------------------------------
# Reductions and contractions
# ---------------------------------------------------------------------------


def _identity(x: float) -> float:
    return x


def combiner(
    kind_name: str, elem: ScalarKind, op: Operation
) -> Callable[[Any, Any], Any]:
    """The binary function of a `#vector.kind`, on values of `elem`."""
    if elem.is_float:
        rounder: Callable[[float], float] = float_rounder(elem) or _identity
        float_functions: dict[str, Callable[[float, float], float]] = {
            "add": lambda a, b: a + b,
            "mul": lambda a, b: a * b,
            "minnumf": fminnum,
            "maxnumf": fmaxnum,
            "minimumf": fminimum,
            "maximumf": fmaximum,
        }
        fn = float_functions.get(kind_name)
        if fn is None:
            raise ExecutorError(f"combining kind <{kind_name}> on floats", op)
        return lambda a, b: rounder(fn(a, b))
    wrap = int_wrapper(elem.width)
    mask = (1 << elem.width) - 1

    def signed(a: int) -> int:
        return -a if elem.width == 1 else a

    int_functions: dict[str, Callable[[int, int], int]] = {
        "add": lambda a, b: wrap(a + b),
        "mul": lambda a, b: wrap(a * b),
        "and": lambda a, b: a & b,
        "or": lambda a, b: a | b,
        "xor": lambda a, b: wrap(a ^ b),
        "minsi": lambda a, b: a if signed(a) <= signed(b) else b,
        "maxsi": lambda a, b: a if signed(a) >= signed(b) else b,
        "minui": lambda a, b: a if (a & mask) <= (b & mask) else b,
        "maxui": lambda a, b: a if (a & mask) >= (b & mask) else b,
    }
    fn = int_functions.get(kind_name)
    if fn is None:
        raise ExecutorError(f"combining kind <{kind_name}> on integers", op)
    return fn


def kind_name(op: Operation) -> str:
    attr = prop(op, "kind")
    data = getattr(attr, "data", None)
    if data is None:
        raise ExecutorError("missing combining kind", op)
    return str(getattr(data, "value", data))


def reduce_values(
    values: Sequence[Any], combine: Callable[[Any, Any], Any], start: Any | None
) -> Any:
    """Fold `values` in order with `combine`, from `start` if given."""
    items = iter(values)
    acc = start
    if acc is None:
        acc = next(items)
    for value in items:
        acc = combine(acc, value)
    return acc


MaskSlot = int | None
"""The frame slot of the mask given by an enclosing `vector.mask` (None:
unmasked)."""


def build_reduction(
    fc: FunctionCompiler, op: Operation, mask_slot: MaskSlot = None
) -> Step:
    """`vector.reduction` (masked lanes do not take part)."""
    _, kind = vector_kind(op.operands[0].type, op)
    combine = combiner(kind_name(op), kind, op)
    source = fc.slot(op.operands[0])
    acc = fc.slot(op.operands[1]) if len(op.operands) > 1 else None
    result = fc.slot(op.results[0])
    name = kind_name(op)

    def step(frame: Frame) -> None:
        values = frame[source].data
        if mask_slot is not None:
            mask = frame[mask_slot].data
            values = [v for v, m in zip(values, mask) if m]
        start = frame[acc] if acc is not None else None
        if start is None and not values:
            start = neutral_element(name, kind)
        frame[result] = reduce_values(values, combine, start)

    return step


def neutral_element(name: str, kind: ScalarKind) -> Any:
    """The neutral element of a combining kind (what a fully masked
    reduction without accumulator gives)."""
    if kind.is_float:
        return {
            "add": 0.0,
            "mul": 1.0,
            "minnumf": math.nan,
            "maxnumf": math.nan,
            "minimumf": math.inf,
            "maximumf": -math.inf,
        }.get(name, 0.0)
    all_ones = normalizer(kind)(-1)
    return {
        "mul": 1,
        "and": all_ones,
        "minsi": kind.hi,
        "maxsi": kind.lo,
        "minui": all_ones,
    }.get(name, 0)


@op_builder("vector.reduction")
def _reduction(fc: FunctionCompiler, op: Operation) -> Step:
    return build_reduction(fc, op)


def build_multi_reduction(
    fc: FunctionCompiler, op: Operation, mask_slot: MaskSlot = None
) -> Step:
    """`vector.multi_reduction` (masked source elements do not take part)."""
    source_shape, kind = vector_kind(op.operands[0].type, op)
    dims = set(static_list(prop(op, "reduction_dims"), op, "reduction_dims"))
    combine = combiner(kind_name(op), kind, op)
    kept = [d for d in range(len(source_shape)) if d not in dims]
    kept_shape = tuple(source_shape[d] for d in kept)
    kept_strides = row_major_strides(kept_shape)
    groups: list[list[int]] = [[] for _ in range(max(1, math.prod(kept_shape)))]
    for flat, index in enumerate(indices_of(source_shape)):
        groups[flat_of([index[d] for d in kept], kept_strides)].append(flat)
    source, acc = fc.slots_of(op.operands[:2])
    result = fc.slot(op.results[0])
    vector_result = is_vector_type(op.results[0].type)

    def step(frame: Frame) -> None:
        data = frame[source].data
        mask = frame[mask_slot].data if mask_slot is not None else None
        start = frame[acc]
        starts = start.data if vector_result else [start]
        values = [
            reduce_values(
                [data[i] for i in group if mask is None or mask[i]], combine, first
            )
            for group, first in zip(groups, starts)
        ]
        frame[result] = Vector(values, kept_shape, kind) if vector_result else values[0]

    return step


@op_builder("vector.multi_reduction")
def _multi_reduction(fc: FunctionCompiler, op: Operation) -> Step:
    return build_multi_reduction(fc, op)


def build_contract(
    fc: FunctionCompiler, op: Operation, mask_slot: MaskSlot = None
) -> Step:
    """`vector.contract`: over the iteration space of the indexing maps,
    `acc[m2(i)] = acc[m2(i)] <kind> lhs[m0(i)] * rhs[m1(i)]` (masked points
    do not take part)."""
    lhs_shape, lhs_kind = vector_kind(op.operands[0].type, op)
    rhs_shape, _ = vector_kind(op.operands[1].type, op)
    result_type = op.results[0].type
    vector_result = is_vector_type(result_type)
    if vector_result:
        result_shape, kind = vector_kind(result_type, op)
    else:
        result_shape, kind = (), scalar_kind(result_type)
    maps_attr = prop(op, "indexing_maps")
    maps = [m.data for m in getattr(maps_attr, "data", ())]
    if len(maps) != 3:
        raise ExecutorError("vector.contract needs three indexing maps", op)
    bounds = [1] * maps[0].num_dims
    for map_, shape in ((maps[0], lhs_shape), (maps[1], rhs_shape)):
        for expr, size in zip(map_.results, shape):
            bounds[getattr(expr, "position")] = size  # noqa: B009 (dim exprs)
    if lhs_kind.is_float != kind.is_float:
        raise UnsupportedError("vector.contract with mixed element kinds", op)
    combine = combiner(kind_name(op), kind, op)
    multiply = combiner("mul", kind, op)
    norm = normalizer(kind)

    def flat_plan(map_: Any, shape: Sequence[int]) -> list[int]:
        strides = row_major_strides(shape)
        return [
            flat_of(
                [point[cast(AffineDimExpr, e).position] for e in map_.results], strides
            )
            for point in indices_of(bounds)
        ]

    plans = (
        flat_plan(maps[0], lhs_shape),
        flat_plan(maps[1], rhs_shape),
        flat_plan(maps[2], result_shape),
    )
    lhs, rhs, acc = fc.slots_of(op.operands[:3])
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        a, b = frame[lhs].data, frame[rhs].data
        start = frame[acc]
        out = list(start.data) if vector_result else [start]
        mask = frame[mask_slot].data if mask_slot is not None else None
        for point, (i, j, k) in enumerate(zip(*plans)):
            if mask is not None and not mask[point]:
                continue
            out[k] = combine(out[k], multiply(norm(a[i]), norm(b[j])))
        frame[result] = Vector(out, result_shape, kind) if vector_result else out[0]

    return step


@op_builder("vector.contract")
def _contract(fc: FunctionCompiler, op: Operation) -> Step:
    return build_contract(fc, op)


def build_outerproduct(
    fc: FunctionCompiler, op: Operation, mask_slot: MaskSlot = None
) -> Step:
    """`vector.outerproduct`: `acc[i, j] <kind> lhs[i] * rhs[j]` (or with a
    scalar `rhs`, `acc[i] <kind> lhs[i] * rhs`); without `acc`, the product.
    A float `add` is fused, as MLIR lowers it (`vector.fma`). Masked-off
    elements keep `acc`; without `acc` the mask changes nothing (MLIR's
    lowering selects only against the accumulator)."""
    shape, kind = vector_kind(op.results[0].type, op)
    lhs, rhs = fc.slots_of(op.operands[:2])
    acc = fc.slot(op.operands[2]) if len(op.operands) > 2 else None
    result = fc.slot(op.results[0])
    rhs_is_vector = is_vector_type(op.operands[1].type)
    name = kind_name(op)
    multiply = combiner("mul", kind, op)
    combine = combiner(name, kind, op)
    rounder: Callable[[float], float] = float_rounder(kind) or _identity
    fused = kind.is_float and name == "add"
    norm = normalizer(kind)

    def step(frame: Frame) -> None:
        a = frame[lhs].data
        b = frame[rhs].data if rhs_is_vector else [frame[rhs]]
        pairs = [(norm(x), norm(y)) for x in a for y in b]
        if acc is None:
            values = [multiply(x, y) for x, y in pairs]
        else:
            start = frame[acc].data
            if fused:
                values = [rounder(x * y + c) for (x, y), c in zip(pairs, start)]
            else:
                values = [combine(c, multiply(x, y)) for (x, y), c in zip(pairs, start)]
            if mask_slot is not None:
                mask = frame[mask_slot].data
                values = [v if m else c for v, m, c in zip(values, mask, start)]
        frame[result] = Vector(values, shape, kind)

    return step


@op_builder("vector.outerproduct")
def _outerproduct(fc: FunctionCompiler, op: Operation) -> Step:
    return build_outerproduct(fc, op)


@op_builder("vector.fma")
def _fma(fc: FunctionCompiler, op: Operation) -> Step:
    shape, kind = vector_kind(op.results[0].type, op)
    rounder: Callable[[float], float] = float_rounder(kind) or _identity
    a, b, c = fc.slots_of(op.operands)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        values = [
            rounder(x * y + z)
            for x, y, z in zip(frame[a].data, frame[b].data, frame[c].data)
        ]
        frame[result] = Vector(values, shape, kind)

    return step
