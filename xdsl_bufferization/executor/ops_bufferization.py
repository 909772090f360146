"""`bufferization` ops.

`bufferization.dealloc` follows the semantics of its generic lowering (the
`dealloc_helper` of the ownership-based deallocation design document):

- a retained value's updated ownership is the disjunction of the conditions
  of the memrefs whose base buffer is the retained value's base buffer;
- memref `i` is freed iff its condition holds, its base buffer is not the
  base buffer of any retained value, and not that of any memref `j < i`
  (whatever the condition of `j`): one buffer is freed at most once.

Two memrefs have the same base buffer when `extract_aligned_pointer_as_index`
gives the same address for both.
"""

from __future__ import annotations

import math
from typing import Any

from xdsl.ir import Operation

from xdsl_bufferization.executor.compiler import (
    Frame,
    FunctionCompiler,
    Step,
    op_builder,
)
from xdsl_bufferization.executor.errors import ExecutorError
from xdsl_bufferization.executor.machine import Machine
from xdsl_bufferization.executor.ops_memref import element_kind
from xdsl_bufferization.executor.values import (
    HEAP,
    RUNTIME,
    MemRef,
    Tensor,
    scalar_kind,
)
from xdsl_bufferization.executor.views import (
    DYNAMIC,
    element_type,
    is_memref,
    is_tensor,
    shape_from_type,
    static_shape,
)


@op_builder("bufferization.clone")
def _clone(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])
    machine = fc.machine

    def step(frame: Frame) -> None:
        m: MemRef = frame[source]
        values = machine.read_view(m, "bufferization.clone reads")
        clone = machine.allocate(HEAP, m.elem, m.sizes, op)
        data = clone.data
        for index, value in enumerate(values):
            data[index] = value
        counters = machine.counters
        counters.clones += 1
        counters.copied_bytes += len(values) * m.elem.size
        frame[result] = clone

    return step


@op_builder("bufferization.dealloc")
def _dealloc(fc: FunctionCompiler, op: Operation) -> Step:
    operands = list(op.operands)
    retained_count = len(op.results)
    count = (len(operands) - retained_count) // 2
    if 2 * count + retained_count != len(operands):
        raise ExecutorError("bufferization.dealloc with malformed operand lists", op)
    memrefs = fc.slots_of(operands[:count])
    conditions = fc.slots_of(operands[count : 2 * count])
    retained = fc.slots_of(operands[2 * count :])
    results = fc.slots_of(op.results)
    machine = fc.machine
    counters = machine.counters

    def step(frame: Frame) -> None:
        counters.dealloc_ops += 1
        bases = [frame[slot].aligned_address for slot in memrefs]
        retained_bases = [frame[slot].aligned_address for slot in retained]
        ownership = [0] * len(retained)
        to_free: list[MemRef] = []
        counters.alias_checks += count * len(retained) + count * (count - 1) // 2
        for i, base in enumerate(bases):
            condition = frame[conditions[i]]
            aliases_retained = False
            for k, retained_base in enumerate(retained_bases):
                if retained_base == base:
                    aliases_retained = True
                    if condition:
                        ownership[k] = 1
            if condition and not aliases_retained and base not in bases[:i]:
                to_free.append(frame[memrefs[i]])
        for memref in to_free:
            machine.free(memref, op, "bufferization.dealloc frees")
        for slot, value in zip(results, ownership):
            frame[slot] = value

    return step


def tensor_of_memref(machine: Machine, memref: MemRef, what: str) -> Tensor:
    values = machine.read_view(memref, what)
    return Tensor(values, memref.sizes, memref.elem, memref)


def memref_of_tensor(machine: Machine, tensor: Tensor, op: Operation) -> MemRef:
    """The buffer of a tensor: the one it was read from if still live (what
    bufferization folds `to_buffer(to_tensor(m))` to), else a new buffer owned
    by the executor."""
    source = tensor.source
    if source is not None and source.buffer.live:
        return source
    memref = machine.allocate(RUNTIME, tensor.elem, tensor.shape, op)
    data = memref.data
    for index, value in enumerate(tensor.data):
        data[index] = value
    tensor.source = memref
    return memref


@op_builder("bufferization.to_tensor")
def _to_tensor(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])
    machine = fc.machine

    def step(frame: Frame) -> None:
        frame[result] = tensor_of_memref(
            machine, frame[source], "bufferization.to_tensor reads"
        )

    return step


@op_builder("bufferization.to_buffer", "bufferization.to_memref")
def _to_buffer(fc: FunctionCompiler, op: Operation) -> Step:
    source = fc.slot(op.operands[0])
    result = fc.slot(op.results[0])
    machine = fc.machine
    element_kind(op.results[0].type)

    def step(frame: Frame) -> None:
        frame[result] = memref_of_tensor(machine, frame[source], op)

    return step


@op_builder("bufferization.alloc_tensor")
def _alloc_tensor(fc: FunctionCompiler, op: Operation) -> Step:
    type_ = op.results[0].type
    if not is_tensor(type_):
        raise ExecutorError("bufferization.alloc_tensor of a non-tensor type", op)
    kind = scalar_kind(element_type(type_))
    operands = list(op.operands)
    dynamic = [v for v in operands if not is_tensor(v.type)]
    copies = [v for v in operands if is_tensor(v.type)]
    result = fc.slot(op.results[0])
    if copies:
        copy = fc.slot(copies[0])

        def step_copy(frame: Frame) -> None:
            tensor: Tensor = frame[copy]
            frame[result] = Tensor(list(tensor.data), tensor.shape, tensor.elem)

        return step_copy
    dynamic_count = static_shape(type_).count(DYNAMIC)
    shape_of = shape_from_type(fc, type_, iter(dynamic[:dynamic_count]))

    def step(frame: Frame) -> None:
        shape = tuple(shape_of(frame))
        frame[result] = Tensor([kind.zero] * math.prod(shape), shape, kind)

    return step


@op_builder("bufferization.materialize_in_destination")
def _materialize_in_destination(fc: FunctionCompiler, op: Operation) -> Step:
    source, destination = fc.slots_of(op.operands[:2])
    results = fc.slots_of(op.results)
    machine = fc.machine
    into_memref = is_memref(op.operands[1].type)

    def step(frame: Frame) -> None:
        tensor: Tensor = frame[source]
        if into_memref:
            target: MemRef = frame[destination]
            machine.write_view(
                target, tensor.data, "bufferization.materialize_in_destination writes"
            )
            counters = machine.counters
            counters.copies += 1
            counters.copied_bytes += len(tensor.data) * tensor.elem.size
        value: Any = Tensor(tensor.data, tensor.shape, tensor.elem)
        for slot in results:
            frame[slot] = value

    return step


@op_builder("bufferization.dealloc_tensor")
def _dealloc_tensor(fc: FunctionCompiler, op: Operation) -> None:
    # Tensors are values; there is nothing to release before bufferization.
    return None
