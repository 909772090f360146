"""Control flow: `func`, `cf`, `scf` (and the generic yield-like terminators)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, StringAttr, SymbolRefAttr
from xdsl.ir import Operation, SSAValue

from xdsl_bufferization.executor.compiler import (
    Exit,
    Frame,
    FunctionCompiler,
    RegionRunner,
    Step,
    assign,
    op_builder,
    op_name,
    prop,
    read_slots,
    terminator_builder,
)
from xdsl_bufferization.executor.errors import ExecutorError, ProgramFault
from xdsl_bufferization.executor.ops_arith import int_attr_value
from xdsl_bufferization.executor.report import UNDEFINED_BEHAVIOR
from xdsl_bufferization.executor.values import to_unsigned
from xdsl_bufferization.executor.views import static_list

# ---------------------------------------------------------------------------
# Terminators that hand values to the parent op
# ---------------------------------------------------------------------------


@terminator_builder(
    "func.return",
    "scf.yield",
    "scf.condition",
    "scf.reduce",
    "scf.reduce.return",
    "linalg.yield",
    "tensor.yield",
    "memref.alloca_scope.return",
    "memref.atomic_yield",
)
def _yield(fc: FunctionCompiler, op: Operation) -> Exit:
    slots = fc.slots_of(op.operands)
    if not slots:
        empty: list[Any] = []

        def exit_nothing(frame: Frame) -> Any:
            return empty

        return exit_nothing
    if len(slots) == 1:
        (only,) = slots

        def exit_one(frame: Frame) -> Any:
            return [frame[only]]

        return exit_one

    def exit_values(frame: Frame) -> Any:
        return [frame[slot] for slot in slots]

    return exit_values


@terminator_builder("scf.forall.in_parallel")
def _in_parallel(fc: FunctionCompiler, op: Operation) -> Exit:
    raise ExecutorError("scf.forall.in_parallel outside of scf.forall", op)


# ---------------------------------------------------------------------------
# func
# ---------------------------------------------------------------------------


def _symbol_name(attr: Any, op: Operation) -> str:
    if isinstance(attr, SymbolRefAttr):
        return attr.root_reference.data
    if isinstance(attr, StringAttr):
        return attr.data
    raise ExecutorError(f"expected a symbol reference, got {attr}", op)


@op_builder("func.call")
def _call(fc: FunctionCompiler, op: Operation) -> Step:
    callee_name = _symbol_name(prop(op, "callee"), op)
    program = fc.program
    callee = program.function(callee_name, op)
    args = read_slots(fc.slots_of(op.operands))
    results = fc.slots_of(op.results)

    def step(frame: Frame) -> None:
        values = callee(args(frame))
        for slot, value in zip(results, values):
            frame[slot] = value

    return step


@op_builder("func.constant")
def _func_constant(fc: FunctionCompiler, op: Operation) -> Step:
    name = _symbol_name(prop(op, "value"), op)
    function = fc.program.function(name, op)
    result = fc.slot(op.results[0])

    def step(frame: Frame) -> None:
        frame[result] = function

    return step


@op_builder("func.call_indirect")
def _call_indirect(fc: FunctionCompiler, op: Operation) -> Step:
    callee = fc.slot(op.operands[0])
    args = read_slots(fc.slots_of(op.operands[1:]))
    results = fc.slots_of(op.results)

    def step(frame: Frame) -> None:
        values = frame[callee](args(frame))
        for slot, value in zip(results, values):
            frame[slot] = value

    return step


# ---------------------------------------------------------------------------
# cf
# ---------------------------------------------------------------------------


def _jump(
    fc: FunctionCompiler,
    op: Operation,
    successor_index: int,
    operands: Sequence[SSAValue],
) -> Callable[[Frame], int]:
    """A function storing `operands` into the arguments of a successor and
    returning its index."""
    block = op.successors[successor_index]
    index = fc.block_index(block)
    targets = fc.slots_of(block.args)
    sources = fc.slots_of(operands)
    if len(targets) != len(sources):
        raise ExecutorError(
            "branch operands do not match the successor's arguments", op
        )
    if not targets:
        return lambda frame: index
    if len(targets) == 1:
        (target,) = targets
        (source,) = sources

        def jump_one(frame: Frame) -> int:
            frame[target] = frame[source]
            return index

        return jump_one

    def jump(frame: Frame) -> int:
        # Read every operand before writing: the arguments may be swapped.
        values = [frame[slot] for slot in sources]
        assign(frame, targets, values)
        return index

    return jump


@terminator_builder("cf.br")
def _br(fc: FunctionCompiler, op: Operation) -> Exit:
    jump = _jump(fc, op, 0, op.operands)

    def exit_(frame: Frame) -> Any:
        return jump(frame)

    return exit_


@terminator_builder("cf.cond_br")
def _cond_br(fc: FunctionCompiler, op: Operation) -> Exit:
    condition = fc.slot(op.operands[0])
    true_count = len(op.successors[0].args)
    operands = list(op.operands)
    on_true = _jump(fc, op, 0, operands[1 : 1 + true_count])
    on_false = _jump(fc, op, 1, operands[1 + true_count :])

    def exit_(frame: Frame) -> Any:
        return on_true(frame) if frame[condition] else on_false(frame)

    return exit_


@terminator_builder("cf.switch")
def _switch(fc: FunctionCompiler, op: Operation) -> Exit:
    flag = fc.slot(op.operands[0])
    operands = list(op.operands)[1:]
    position = 0
    jumps: list[Callable[[Frame], int]] = []
    for index, block in enumerate(op.successors):
        count = len(block.args)
        jumps.append(_jump(fc, op, index, operands[position : position + count]))
        position += count
    values_attr = prop(op, "case_values")
    case_values: list[int] = []
    if isinstance(values_attr, DenseIntOrFPElementsAttr):
        case_values = [int(v) for v in values_attr.get_values()]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    width = getattr(getattr(op.operands[0].type, "width", None), "data", 64)
    table = {
        to_unsigned(value, width): jumps[1 + i] for i, value in enumerate(case_values)
    }
    default = jumps[0]

    def exit_(frame: Frame) -> Any:
        return table.get(to_unsigned(frame[flag], width), default)(frame)

    return exit_


@op_builder("cf.assert")
def _assert(fc: FunctionCompiler, op: Operation) -> Step:
    condition = fc.slot(op.operands[0])
    message = prop(op, "msg")
    text = message.data if isinstance(message, StringAttr) else ""

    def step(frame: Frame) -> None:
        if not frame[condition]:
            raise ProgramFault(UNDEFINED_BEHAVIOR, f"assertion failed: {text}")

    return step


# ---------------------------------------------------------------------------
# scf
# ---------------------------------------------------------------------------


def _entry_args(
    fc: FunctionCompiler, op: Operation, region: int = 0
) -> tuple[int, ...]:
    return fc.slots_of(op.regions[region].blocks[0].args)


def _scoped(fc: FunctionCompiler, op: Operation, body: RegionRunner) -> RegionRunner:
    """
    `body`, ending the scope of the allocas it makes when it returns: scf.for,
    scf.parallel and scf.forall are automatic allocation scopes, so a
    `memref.alloca` in an iteration lives until the end of that iteration.
    Bodies without allocas run unwrapped, so plain loops pay nothing.
    """
    if not any(op_name(inner) == "memref.alloca" for inner in op.walk()):
        return body
    machine = fc.machine

    def scoped_body(frame: Frame) -> Sequence[Any]:
        mark = len(machine.stack)
        values = body(frame)
        machine.release_stack(mark, op)
        return values

    return scoped_body


@op_builder("scf.for")
def _for(fc: FunctionCompiler, op: Operation) -> Step:
    operands = list(op.operands)
    lower, upper, step_slot = fc.slots_of(operands[:3])
    inits = fc.slots_of(operands[3:])
    arg_slots = _entry_args(fc, op)
    iv = arg_slots[0]
    iter_slots = arg_slots[1:]
    results = fc.slots_of(op.results)
    body = _scoped(fc, op, fc.region(op.regions[0]))
    unsigned = prop(op, "unsignedCmp") is not None
    width = getattr(getattr(operands[0].type, "width", None), "data", 64)

    def bounds(frame: Frame) -> range:
        step_value = frame[step_slot]
        if step_value <= 0 and not unsigned:
            raise ProgramFault(
                UNDEFINED_BEHAVIOR, f"scf.for with non-positive step {step_value}"
            )
        if unsigned:
            return range(
                to_unsigned(frame[lower], width),
                to_unsigned(frame[upper], width),
                to_unsigned(step_value, width) or 1,
            )
        return range(frame[lower], frame[upper], step_value)

    if not inits:

        def loop(frame: Frame) -> None:
            for value in bounds(frame):
                frame[iv] = value
                body(frame)

        return loop

    if len(inits) == 1:
        (init,) = inits
        (carried,) = iter_slots
        (result,) = results

        def loop_one(frame: Frame) -> None:
            value_carried = frame[init]
            for value in bounds(frame):
                frame[iv] = value
                frame[carried] = value_carried
                value_carried = body(frame)[0]
            frame[result] = value_carried

        return loop_one

    def loop_many(frame: Frame) -> None:
        values: Sequence[Any] = [frame[slot] for slot in inits]
        for value in bounds(frame):
            frame[iv] = value
            assign(frame, iter_slots, values)
            values = body(frame)
        assign(frame, results, values)

    return loop_many


@op_builder("scf.if")
def _if(fc: FunctionCompiler, op: Operation) -> Step:
    condition = fc.slot(op.operands[0])
    then_region = fc.region(op.regions[0])
    else_region: RegionRunner | None = None
    if len(op.regions) > 1 and op.regions[1].blocks:
        else_region = fc.region(op.regions[1])
    results = fc.slots_of(op.results)
    if not results:

        def step_plain(frame: Frame) -> None:
            if frame[condition]:
                then_region(frame)
            elif else_region is not None:
                else_region(frame)

        return step_plain

    def step(frame: Frame) -> None:
        if frame[condition]:
            values = then_region(frame)
        else:
            assert else_region is not None
            values = else_region(frame)
        assign(frame, results, values)

    return step


@op_builder("scf.execute_region")
def _execute_region(fc: FunctionCompiler, op: Operation) -> Step:
    body = fc.region(op.regions[0])
    results = fc.slots_of(op.results)

    def step(frame: Frame) -> None:
        assign(frame, results, body(frame))

    return step


@op_builder("scf.index_switch")
def _index_switch(fc: FunctionCompiler, op: Operation) -> Step:
    selector = fc.slot(op.operands[0])
    cases = static_list(prop(op, "cases"), op, "cases")
    default = fc.region(op.regions[0])
    table = {value: fc.region(region) for value, region in zip(cases, op.regions[1:])}
    results = fc.slots_of(op.results)

    def step(frame: Frame) -> None:
        assign(frame, results, table.get(frame[selector], default)(frame))

    return step


@op_builder("scf.while")
def _while(fc: FunctionCompiler, op: Operation) -> Step:
    inits = fc.slots_of(op.operands)
    before_args = _entry_args(fc, op, 0)
    after_args = _entry_args(fc, op, 1)
    before = fc.region(op.regions[0])
    after = fc.region(op.regions[1])
    results = fc.slots_of(op.results)

    def step(frame: Frame) -> None:
        values: Sequence[Any] = [frame[slot] for slot in inits]
        while True:
            assign(frame, before_args, values)
            condition = before(frame)
            if not condition[0]:
                assign(frame, results, condition[1:])
                return
            assign(frame, after_args, condition[1:])
            values = after(frame)

    return step


def _reduction_regions(
    fc: FunctionCompiler, reduce_op: Operation
) -> list[tuple[int, int, RegionRunner]]:
    reductions: list[tuple[int, int, RegionRunner]] = []
    for region in reduce_op.regions:
        lhs, rhs = fc.slots_of(region.blocks[0].args)
        reductions.append((lhs, rhs, fc.region(region)))
    return reductions


@op_builder("scf.parallel")
def _parallel(fc: FunctionCompiler, op: Operation) -> Step:
    block = op.regions[0].blocks[0]
    rank = len(block.args)
    operands = list(op.operands)
    lowers = fc.slots_of(operands[:rank])
    uppers = fc.slots_of(operands[rank : 2 * rank])
    steps = fc.slots_of(operands[2 * rank : 3 * rank])
    inits = fc.slots_of(operands[3 * rank :])
    ivs = fc.slots_of(block.args)
    results = fc.slots_of(op.results)
    body_steps = fc.block_body(block)
    terminator = block.last_op
    if terminator is None or op_name(terminator) != "scf.reduce":
        raise ExecutorError("scf.parallel body must end with scf.reduce", op)
    reduced = fc.slots_of(terminator.operands)
    reductions = _reduction_regions(fc, terminator)
    step_ops = fc.program.step_ops
    machine = fc.machine  # the body is an allocation scope (see _scoped)

    def step(frame: Frame) -> None:
        ranges: list[range] = []
        for lower, upper, step_slot in zip(lowers, uppers, steps):
            if frame[step_slot] <= 0:
                raise ProgramFault(
                    UNDEFINED_BEHAVIOR, "scf.parallel with non-positive step"
                )
            ranges.append(range(frame[lower], frame[upper], frame[step_slot]))
        accumulated = [frame[slot] for slot in inits]
        for point in itertools.product(*ranges):
            assign(frame, ivs, point)
            mark = len(machine.stack)
            _run_steps(body_steps, frame, step_ops)
            for k, (lhs, rhs, region) in enumerate(reductions):
                frame[lhs] = accumulated[k]
                frame[rhs] = frame[reduced[k]]
                accumulated[k] = region(frame)[0]
            machine.release_stack(mark, op)
        assign(frame, results, accumulated)

    return step


def _run_steps(
    steps: Sequence[Step], frame: Frame, step_ops: dict[Callable[..., Any], Operation]
) -> None:
    """Run steps outside a region runner, attributing faults to their op."""
    step: Step | None = None
    try:
        for step in steps:
            step(frame)
    except (ProgramFault, ExecutorError) as exc:
        if exc.op is None and step is not None:
            exc.op = step_ops.get(step)
        raise


@op_builder("scf.forall")
def _forall(fc: FunctionCompiler, op: Operation) -> Step:
    from xdsl_bufferization.executor.ops_tensor import insert_slice_builder

    block = op.regions[0].blocks[0]
    static_lower = static_list(prop(op, "staticLowerBound"), op, "staticLowerBound")
    static_upper = static_list(prop(op, "staticUpperBound"), op, "staticUpperBound")
    static_step = static_list(prop(op, "staticStep"), op, "staticStep")
    rank = len(static_upper)
    operands = list(op.operands)
    position = 0
    bound_templates: list[list[tuple[int, int | None]]] = []
    from xdsl_bufferization.executor.views import DYNAMIC

    for statics in (static_lower, static_upper, static_step):
        template: list[tuple[int, int | None]] = []
        for value in statics:
            if value == DYNAMIC:
                template.append((0, fc.slot(operands[position])))
                position += 1
            else:
                template.append((value, None))
        bound_templates.append(template)
    outs = fc.slots_of(operands[position:])
    ivs = fc.slots_of(block.args[:rank])
    shared: list[SSAValue] = list(block.args[rank:])
    shared_slots = fc.slots_of(shared)
    results = fc.slots_of(op.results)
    body_steps = fc.block_body(block)
    terminator = block.last_op
    if terminator is None or op_name(terminator) != "scf.forall.in_parallel":
        raise ExecutorError("scf.forall body must end with scf.forall.in_parallel", op)
    inserts: list[tuple[int, Callable[[Frame, Any], Any]]] = []
    for insert in terminator.regions[0].blocks[0].ops if terminator.regions else ():
        if op_name(insert) != "tensor.parallel_insert_slice":
            raise ExecutorError(
                f"unsupported op '{op_name(insert)}' in scf.forall.in_parallel", insert
            )
        destination = insert.operands[1]
        if destination not in shared:
            raise ExecutorError(
                "tensor.parallel_insert_slice must insert into a shared_outs argument",
                insert,
            )
        inserts.append((shared.index(destination), insert_slice_builder(fc, insert)))
    step_ops = fc.program.step_ops
    machine = fc.machine  # the body is an allocation scope (see _scoped)

    def value_of(frame: Frame, template: list[tuple[int, int | None]]) -> list[int]:
        return [frame[slot] if slot is not None else value for value, slot in template]

    def step(frame: Frame) -> None:
        lowers = value_of(frame, bound_templates[0])
        uppers = value_of(frame, bound_templates[1])
        steps = value_of(frame, bound_templates[2])
        if any(s <= 0 for s in steps):
            raise ProgramFault(UNDEFINED_BEHAVIOR, "scf.forall with non-positive step")
        accumulated = [frame[slot] for slot in outs]
        ranges = [range(lo, hi, st) for lo, hi, st in zip(lowers, uppers, steps)]
        for point in itertools.product(*ranges):
            assign(frame, ivs, point)
            assign(frame, shared_slots, accumulated)
            mark = len(machine.stack)
            _run_steps(body_steps, frame, step_ops)
            for index, apply in inserts:
                accumulated[index] = apply(frame, accumulated[index])
            machine.release_stack(mark, op)
        assign(frame, results, accumulated)

    return step


def attr_int(op: Operation, name: str, default: int) -> int:
    attr = prop(op, name)
    if attr is None:
        return default
    return int_attr_value(attr, op, name)
