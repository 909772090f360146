"""`linalg` structured ops, on memrefs and on tensors.

Every structured op runs as a `linalg.generic`: its indexing maps (linear
affine maps) give, for each operand, the flat element index of each point of
the iteration domain; the points are visited in row-major order of the loop
dims and the body region computes the new output elements.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from typing import Any

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, MemRefType, TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
)
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.linalg import STRUCTURED_OP_NAMES
from xdsl_bufferization.dialects.linalg.structured import (
    dps_num_inputs,
    element_type_or_self,
)
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
from xdsl_bufferization.executor.ops_arith import fdiv, fmaxnum, int_attr_value
from xdsl_bufferization.executor.ops_memref import copy_view
from xdsl_bufferization.executor.report import OUT_OF_BOUNDS
from xdsl_bufferization.executor.values import (
    MemRef,
    Tensor,
    float_rounder,
    scalar_kind,
)

Linear = tuple[list[int], int]
"""An affine expression of the loop dims: (coefficient per dim, constant)."""


def linear_form(expr: AffineExpr, num_dims: int, op: Operation) -> Linear:
    if isinstance(expr, AffineDimExpr):
        coefficients = [0] * num_dims
        coefficients[expr.position] = 1
        return coefficients, 0
    if isinstance(expr, AffineConstantExpr):
        return [0] * num_dims, expr.value
    if isinstance(expr, AffineBinaryOpExpr):
        lhs = linear_form(expr.lhs, num_dims, op)
        rhs = linear_form(expr.rhs, num_dims, op)
        if expr.kind == AffineBinaryOpKind.Add:
            return [a + b for a, b in zip(lhs[0], rhs[0])], lhs[1] + rhs[1]
        if expr.kind == AffineBinaryOpKind.Mul:
            if not any(rhs[0]):
                return [a * rhs[1] for a in lhs[0]], lhs[1] * rhs[1]
            if not any(lhs[0]):
                return [b * lhs[1] for b in rhs[0]], lhs[1] * rhs[1]
    raise UnsupportedError(f"indexing map expression {expr} is not linear", op)


def _ins_outs(op: Operation) -> tuple[list[SSAValue], list[SSAValue]]:
    operands = list(op.operands)
    num_inputs = dps_num_inputs(op)
    return operands[:num_inputs], operands[num_inputs:]


def _indexing_maps(op: Operation) -> list[AffineMap]:
    get_maps: Callable[[], Attribute] | None = getattr(op, "get_indexing_maps", None)
    attr = get_maps() if get_maps is not None else prop(op, "indexing_maps")
    if not isa(attr, ArrayAttr[Attribute]):
        raise ExecutorError("linalg op without indexing maps", op)
    maps: list[AffineMap] = []
    for element in attr.data:
        if not isinstance(element, AffineMapAttr):
            raise ExecutorError(f"malformed indexing map {element}", op)
        maps.append(element.data)
    return maps


class _Operand:
    """An operand of a linalg op at run time: elements, offset, strides, shape."""

    __slots__ = ("data", "offset", "shape", "strides")

    def __init__(
        self, data: Any, offset: int, strides: Sequence[int], shape: Sequence[int]
    ) -> None:
        self.data = data
        self.offset = offset
        self.strides = strides
        self.shape = shape


def _operand(machine: Machine, value: Any, write: bool, what: str) -> _Operand:
    if isinstance(value, MemRef):
        if write:
            machine.check_writable(value, f"{what} writes")
        else:
            machine.check_view(value, f"{what} reads")
        return _Operand(value.data, value.offset, value.strides, value.sizes)
    if isinstance(value, Tensor):
        data = list(value.data) if write else value.data
        return _Operand(data, 0, value.strides(), value.shape)
    # A scalar input (e.g. the value of linalg.fill): a rank-0 operand.
    return _Operand([value], 0, (), ())


@op_builder(*STRUCTURED_OP_NAMES)
def _structured(fc: FunctionCompiler, op: Operation) -> Step:
    name = op_name(op)
    ins, outs = _ins_outs(op)
    if name == "linalg.copy" and len(ins) == 1 and len(outs) == 1:
        fast = _copy(fc, op, ins[0], outs[0])
        if fast is not None:
            return fast
    maps = _indexing_maps(op)
    operands = [*ins, *outs]
    if len(maps) != len(operands):
        raise ExecutorError(
            f"{len(maps)} indexing maps for {len(operands)} operands", op
        )
    num_dims = maps[0].num_dims if maps else 0
    forms = [[linear_form(e, num_dims, op) for e in m.results] for m in maps]
    # Each loop dim takes its size from an operand dim indexed by it alone.
    sources: list[tuple[int, int]] = []
    for dim in range(num_dims):
        found = next(
            (
                (k, r)
                for k, operand_forms in enumerate(forms)
                for r, (coefficients, constant) in enumerate(operand_forms)
                if constant == 0
                and coefficients[dim] == 1
                and sum(1 for c in coefficients if c) == 1
            ),
            None,
        )
        if found is None:
            raise UnsupportedError(
                f"cannot infer the size of loop dimension {dim} from the indexing maps",
                op,
            )
        sources.append(found)
    operand_slots = fc.slots_of(operands)
    block = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    if block is None:
        raise ExecutorError("linalg op without a body", op)
    arg_slots = fc.slots_of(block.args)
    if name == "linalg.map" and len(arg_slots) == len(ins):
        # A body reading the inputs only (MLIR before 22): the output element
        # goes to a slot nobody reads.
        arg_slots = (*arg_slots, fc.scratch_slot())
    if len(arg_slots) != len(operands):
        raise UnsupportedError("linalg body arguments do not match its operands", op)
    point: list[int] = []
    fc.scratch.append(point)
    try:
        body = fc.region(op.regions[0])
    finally:
        fc.scratch.pop()
    uses_index = any(op_name(inner) == "linalg.index" for inner in block.walk())
    results = fc.slots_of(op.results)
    tensor_outs = [isinstance(v.type, TensorType) for v in outs]
    n_in = len(ins)
    n_out = len(outs)
    machine = fc.machine

    def step(frame: Frame) -> None:
        values = [
            _operand(machine, frame[slot], k >= n_in, name)
            for k, slot in enumerate(operand_slots)
        ]
        ranges = [values[k].shape[r] for k, r in sources]
        flats: list[list[int]] = []
        for k, operand in enumerate(values):
            coefficient = [0] * num_dims
            base = operand.offset
            for r, (coefficients, constant) in enumerate(forms[k]):
                _check_extent(
                    coefficients, constant, ranges, operand.shape[r], k, r, name
                )
                stride = operand.strides[r]
                base += stride * constant
                for d, c in enumerate(coefficients):
                    coefficient[d] += stride * c
            indices = [base]
            for d in range(num_dims):
                c = coefficient[d]
                indices = [i + j * c for i in indices for j in range(ranges[d])]
            flats.append(indices)
        datas = [v.data for v in values]
        if uses_index:
            points = itertools.product(*(range(n) for n in ranges))
            for position, coordinates in enumerate(points):
                point[:] = coordinates
                for slot, data, flat in zip(arg_slots, datas, flats):
                    frame[slot] = data[flat[position]]
                yielded = body(frame)
                for k in range(n_out):
                    datas[n_in + k][flats[n_in + k][position]] = yielded[k]
        elif n_out == 1:
            out = datas[n_in]
            out_flats = flats[n_in]
            in_pairs = list(zip(arg_slots[:n_in], datas[:n_in], flats[:n_in]))
            out_slot = arg_slots[n_in]
            for position, out_index in enumerate(out_flats):
                for slot, data, flat in in_pairs:
                    frame[slot] = data[flat[position]]
                frame[out_slot] = out[out_index]
                out[out_index] = body(frame)[0]
        else:
            for position in range(math.prod(ranges)):
                for slot, data, flat in zip(arg_slots, datas, flats):
                    frame[slot] = data[flat[position]]
                yielded = body(frame)
                for k in range(n_out):
                    datas[n_in + k][flats[n_in + k][position]] = yielded[k]
        tensor_results = [
            Tensor(
                values[n_in + k].data,
                tuple(values[n_in + k].shape),
                frame[operand_slots[n_in + k]].elem,
            )
            for k in range(n_out)
            if tensor_outs[k]
        ]
        for slot, tensor in zip(results, tensor_results):
            frame[slot] = tensor

    return step


def _check_extent(
    coefficients: Sequence[int],
    constant: int,
    ranges: Sequence[int],
    size: int,
    operand: int,
    dim: int,
    what: str,
) -> None:
    """Every index the domain gives to dimension `dim` of an operand must be in
    bounds."""
    if any(n <= 0 for n in ranges):
        return
    low = high = constant
    for c, n in zip(coefficients, ranges):
        if c > 0:
            high += c * (n - 1)
        else:
            low += c * (n - 1)
    if low < 0 or high >= size:
        raise ProgramFault(
            OUT_OF_BOUNDS,
            f"{what} accesses indices {low} to {high} of dimension {dim} of operand "
            f"#{operand}, of size {size}",
        )


def _copy(
    fc: FunctionCompiler, op: Operation, source_value: SSAValue, target_value: SSAValue
) -> Step | None:
    source_type, target_type = source_value.type, target_value.type
    if not isinstance(source_type, MemRefType) or not isinstance(
        target_type, MemRefType
    ):
        return None
    if source_type.get_element_type() != target_type.get_element_type():
        # A copy that casts its elements runs its body.
        return None
    source, target = fc.slots_of((source_value, target_value))
    machine = fc.machine

    def step(frame: Frame) -> None:
        copy_view(machine, frame[source], frame[target], "linalg.copy")

    return step


@op_builder("linalg.index")
def _index(fc: FunctionCompiler, op: Operation) -> Step:
    if not fc.scratch:
        raise ExecutorError("linalg.index outside of a linalg op", op)
    point: list[int] = fc.scratch[-1]
    dim = int_attr_value(prop(op, "dim"), op, "dim")
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = point[dim]

    return step


@op_builder("linalg.softmax")
def _softmax(fc: FunctionCompiler, op: Operation) -> Step:
    """`exp(x - max) / sum(exp(x - max))` along `dimension`, step by step in
    the element type, as MLIR's decomposition of the op computes it (the max
    is a `maxnumf` reduction from NaN, the sum an `addf` one from 0)."""
    source, target = fc.slots_of(op.operands)
    dimension = int_attr_value(prop(op, "dimension"), op, "dimension")
    kind = scalar_kind(element_type_or_self(op.operands[0].type))
    if not kind.is_float:
        raise UnsupportedError("linalg.softmax on non-float elements", op)
    rounder = float_rounder(kind)
    results = fc.slots_of(op.results)
    machine = fc.machine

    def fit(value: float) -> float:
        return rounder(value) if rounder is not None else value

    def step(frame: Frame) -> None:
        src = _operand(machine, frame[source], False, "linalg.softmax")
        dst = _operand(machine, frame[target], True, "linalg.softmax")
        shape = list(src.shape)
        if list(dst.shape) != shape:
            raise ProgramFault(
                OUT_OF_BOUNDS,
                f"linalg.softmax on an input of shape {shape} and an output of "
                f"shape {list(dst.shape)}",
            )
        outer = [range(n) for d, n in enumerate(shape) if d != dimension]
        for point in itertools.product(*outer):
            full = list(point)
            full.insert(dimension, 0)
            src_base = src.offset + sum(i * s for i, s in zip(full, src.strides))
            dst_base = dst.offset + sum(i * s for i, s in zip(full, dst.strides))
            src_step, dst_step = src.strides[dimension], dst.strides[dimension]
            count = shape[dimension]
            values = [src.data[src_base + k * src_step] for k in range(count)]
            top = math.nan
            for value in values:
                top = fit(fmaxnum(top, value))
            numerators = [fit(_exp(fit(value - top))) for value in values]
            total = 0.0
            for value in numerators:
                total = fit(total + value)
            for k, value in enumerate(numerators):
                dst.data[dst_base + k * dst_step] = fit(fdiv(value, total))
        if results:
            frame[results[0]] = Tensor(dst.data, tuple(shape), frame[target].elem)

    return step


def _exp(value: float) -> float:
    try:
        return math.exp(value)
    except OverflowError:
        return math.inf
