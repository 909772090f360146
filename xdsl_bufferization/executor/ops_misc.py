"""`affine.apply/min/max` and `builtin.unrealized_conversion_cast`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import AffineMapAttr
from xdsl.ir import Operation

from xdsl_bufferization.executor.compiler import (
    Frame,
    FunctionCompiler,
    Step,
    op_builder,
    op_name,
    prop,
)
from xdsl_bufferization.executor.errors import ExecutorError, UnsupportedError


@op_builder("affine.apply", "affine.min", "affine.max")
def _affine(fc: FunctionCompiler, op: Operation) -> Step:
    attr = prop(op, "map")
    if not isinstance(attr, AffineMapAttr):
        raise ExecutorError("affine op without a map", op)
    affine_map = attr.data
    operands = fc.slots_of(op.operands)
    num_dims = affine_map.num_dims
    result = fc.slot(op.results[0])
    name = op_name(op)
    combiners: dict[str, Callable[[Sequence[int]], int]] = {
        "affine.apply": lambda values: values[0],
        "affine.min": min,
        "affine.max": max,
    }
    combine = combiners[name]

    def step(frame: Frame) -> None:
        values = [frame[slot] for slot in operands]
        frame[result] = combine(affine_map.eval(values[:num_dims], values[num_dims:]))

    return step


@op_builder("builtin.unrealized_conversion_cast")
def _unrealized_cast(fc: FunctionCompiler, op: Operation) -> Step:
    if len(op.operands) != len(op.results):
        raise UnsupportedError(
            "builtin.unrealized_conversion_cast with different numbers of "
            "operands and results",
            op,
        )
    sources = fc.slots_of(op.operands)
    results = fc.slots_of(op.results)

    def step(frame: Frame) -> None:
        for source, result in zip(sources, results):
            frame[result] = frame[source]

    return step
