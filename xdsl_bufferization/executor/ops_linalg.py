"""`linalg` structured ops, on memrefs and on tensors.

Every structured op runs as a `linalg.generic`: its indexing maps (linear
affine maps) give, for each operand, the flat element index of each point of
the iteration domain; the points are visited in row-major order of the loop
dims and the body region computes the new output elements.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
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
from xdsl_bufferization.executor.ops_arith import int_attr_value
from xdsl_bufferization.executor.ops_memref import copy_view
from xdsl_bufferization.executor.report import OUT_OF_BOUNDS
from xdsl_bufferization.executor.values import MemRef, Tensor
from xdsl_bufferization.executor.views import static_list

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
    inputs = getattr(op, "inputs", None)
    outputs = getattr(op, "outputs", None)
    if inputs is not None and outputs is not None:
        return list(inputs), list(outputs)  # pyright: ignore[reportUnknownArgumentType]
    if op_name(op) in ("linalg.broadcast", "linalg.reduce"):
        operands = list(op.operands)
        half = len(operands) // 2
        return operands[:half], operands[half:]
    if op_name(op) == "linalg.map":
        operands = list(op.operands)
        return operands[:-1], operands[-1:]
    segments = prop(op, "operandSegmentSizes")
    if segments is not None:
        sizes = static_list(segments, op, "operandSegmentSizes")
        operands = list(op.operands)
        return operands[: sizes[0]], operands[sizes[0] : sizes[0] + sizes[1]]
    raise ExecutorError("cannot tell the inputs of the op from its outputs", op)


def _rank(value: SSAValue) -> int:
    type_ = value.type
    if isinstance(type_, MemRefType | TensorType):
        return len(type_.get_shape())
    return 0


def _indexing_maps(
    op: Operation, ins: Sequence[SSAValue], outs: Sequence[SSAValue]
) -> list[AffineMap]:
    name = op_name(op)
    if name in ("linalg.broadcast", "linalg.reduce"):
        dimensions = static_list(prop(op, "dimensions"), op, "dimensions")
        if name == "linalg.broadcast":
            rank = _rank(outs[0])
            kept = [d for d in range(rank) if d not in dimensions]
            input_map = AffineMap(rank, 0, tuple(AffineDimExpr(d) for d in kept))
            return [input_map, AffineMap.identity(rank)]
        rank = _rank(ins[0])
        kept = [d for d in range(rank) if d not in dimensions]
        output_map = AffineMap(rank, 0, tuple(AffineDimExpr(d) for d in kept))
        return [AffineMap.identity(rank)] * len(ins) + [output_map] * len(outs)
    if name == "linalg.map":
        rank = _rank(outs[0])
        return [AffineMap.identity(rank)] * (len(ins) + len(outs))
    get_maps = getattr(op, "get_indexing_maps", None)
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


@op_builder(
    "linalg.generic",
    "linalg.add",
    "linalg.sub",
    "linalg.mul",
    "linalg.div",
    "linalg.max",
    "linalg.min",
    "linalg.exp",
    "linalg.log",
    "linalg.sqrt",
    "linalg.select",
    "linalg.fill",
    "linalg.copy",
    "linalg.matmul",
    "linalg.matvec",
    "linalg.batch_matmul",
    "linalg.quantized_matmul",
    "linalg.transpose",
    "linalg.broadcast",
    "linalg.reduce",
    "linalg.pooling_nchw_max",
    "linalg.conv_2d_nchw_fchw",
    "linalg.conv_2d_nhwgc_gfhwc",
    "linalg.conv_2d_nhwc_hwcf",
    "linalg.conv_2d_ngchw_gfchw",
    "linalg.conv_2d_ngchw_fgchw",
    "linalg.conv_2d_nhwc_fhwc",
    "linalg.map",
)
def _structured(fc: FunctionCompiler, op: Operation) -> Step:
    name = op_name(op)
    ins, outs = _ins_outs(op)
    if name == "linalg.copy" and len(ins) == 1 and len(outs) == 1:
        fast = _copy(fc, op, ins[0], outs[0])
        if fast is not None:
            return fast
    maps = _indexing_maps(op, ins, outs)
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
    if not isinstance(source_value.type, MemRefType) or not isinstance(
        target_value.type, MemRefType
    ):
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
