"""Compilation of functions into Python closures.

Each function is compiled once, on its first call. Every SSA value of the
function gets a slot of a frame (a Python list, one per call); every op
becomes a *step*, a closure `step(frame)` that reads its operands from their
slots and writes its results to theirs. The handler of an op is chosen at
compile time, by op name, from `OP_BUILDERS`; block terminators come from
`TERMINATOR_BUILDERS` and return either the index of the next block (a
branch) or the list of values they yield to the parent op.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.traits import IsTerminator

from xdsl_bufferization.executor.errors import (
    ExecutorError,
    ProgramFault,
    UnsupportedError,
)
from xdsl_bufferization.executor.machine import Machine
from xdsl_bufferization.executor.report import UNDEFINED_BEHAVIOR, SourceMap

Frame = list[Any]
Step = Callable[[Frame], None]
Exit = Callable[[Frame], Any]
"""A terminator: returns an `int` (the index of the successor block) or a list
of values (what the region yields to its parent op, or returns)."""
RegionRunner = Callable[[Frame], Sequence[Any]]
External = Callable[[Machine, Sequence[Any]], Sequence[Any]]

OpBuilder = Callable[["FunctionCompiler", Operation], Step | None]
TerminatorBuilder = Callable[["FunctionCompiler", Operation], Exit]

OP_BUILDERS: dict[str, OpBuilder] = {}
TERMINATOR_BUILDERS: dict[str, TerminatorBuilder] = {}
EXTERNAL_FUNCTIONS: dict[str, External] = {}
"""Functions the executor provides to `func.call` of a private declaration."""
EXTERNAL_CHECKS: dict[str, Callable[[Operation], str | None]] = {}
"""Per external function: why a declaration does not fit it (None: it fits)."""

CALL_OPS = frozenset({"func.call", "func.call_indirect"})


def op_builder(*names: str) -> Callable[[OpBuilder], OpBuilder]:
    def register(builder: OpBuilder) -> OpBuilder:
        for name in names:
            OP_BUILDERS[name] = builder
        return builder

    return register


def terminator_builder(
    *names: str,
) -> Callable[[TerminatorBuilder], TerminatorBuilder]:
    def register(builder: TerminatorBuilder) -> TerminatorBuilder:
        for name in names:
            TERMINATOR_BUILDERS[name] = builder
        return builder

    return register


def op_name(op: Operation) -> str:
    """The MLIR name of an op, also for ops parsed as unregistered."""
    if isinstance(op, UnregisteredOp):
        return op.op_name.data
    return op.name


def prop(op: Operation, name: str) -> Attribute | None:
    """A property of `op` by its MLIR name (or an attribute of that name)."""
    value = op.properties.get(name)
    if value is None:
        value = op.attributes.get(name)
    return value


class Program:
    """A module ready to run: its functions (compiled on demand) and globals."""

    def __init__(
        self, module: Operation, machine: Machine, source_map: SourceMap
    ) -> None:
        self.module = module
        self.machine = machine
        self.source_map = source_map
        self.step_ops: dict[Callable[..., Any], Operation] = {}
        self.symbols: dict[str, Operation] = {}
        for op in _top_level_ops(module):
            name = prop(op, "sym_name")
            data = getattr(name, "data", None)
            if isinstance(data, str):
                self.symbols[data] = op
        self.functions: dict[str, CompiledFunction] = {}
        self.globals: dict[str, Any] = {}
        """Runtime values of `memref.global` symbols, created on first use."""

    def function(
        self, name: str, user: Operation | None = None
    ) -> Callable[[Sequence[Any]], Sequence[Any]]:
        """The callable of function `@name` (an external one for declarations)."""
        compiled = self.functions.get(name)
        if compiled is not None:
            return compiled
        op = self.symbols.get(name)
        if op is None or op_name(op) != "func.func":
            raise ExecutorError(f"no function named @{name}", user)
        body = op.regions[0] if op.regions else None
        if body is None or not body.blocks:
            external = EXTERNAL_FUNCTIONS.get(name)
            if external is None:
                raise UnsupportedError(
                    f"call to external function @{name}: the executor provides "
                    "only the print functions of MLIR's runner utils "
                    f"({', '.join(sorted(EXTERNAL_FUNCTIONS))})",
                    user,
                )
            check = EXTERNAL_CHECKS.get(name)
            problem = check(op) if check is not None else None
            if problem is not None:
                raise ExecutorError(problem, user)
            machine = self.machine
            return lambda args: external(machine, args)
        compiled = CompiledFunction(self, op, name)
        self.functions[name] = compiled
        return compiled


def _top_level_ops(module: Operation) -> Iterable[Operation]:
    for region in module.regions:
        for block in region.blocks:
            for op in block.ops:
                if op.name == "builtin.module":
                    yield from _top_level_ops(op)
                else:
                    yield op


class CompiledFunction:
    """A `func.func`, compiled on its first call."""

    def __init__(self, program: Program, op: Operation, name: str) -> None:
        self.program = program
        self.op = op
        self.name = name
        self.runner: RegionRunner | None = None
        self.frame_size = 0
        self.arg_slots: tuple[int, ...] = ()

    def compile(self) -> None:
        compiler = FunctionCompiler(self.program, self.op)
        entry = self.op.regions[0].blocks[0]
        self.arg_slots = compiler.slots_of(entry.args)
        self.runner = compiler.region(self.op.regions[0])
        self.frame_size = compiler.frame_size

    def __call__(self, args: Sequence[Any]) -> Sequence[Any]:
        if self.runner is None:
            self.compile()
        runner = self.runner
        assert runner is not None
        frame: Frame = [None] * self.frame_size
        for slot, value in zip(self.arg_slots, args):
            frame[slot] = value
        machine = self.program.machine
        mark = len(machine.stack)
        results = runner(frame)
        if len(machine.stack) > mark:
            machine.release_stack(mark, self.op)
        return results


class FunctionCompiler:
    """Compiles the ops of one function; owns its slot numbering."""

    def __init__(self, program: Program, function: Operation) -> None:
        self.program = program
        self.machine = program.machine
        self.function = function
        self.slots: dict[SSAValue, int] = {}
        self.next_slot = 0
        self.block_indices: dict[Block, int] = {}
        self.scratch: list[Any] = []
        """Per-compilation context stack (e.g. the iteration point of the
        enclosing linalg op, read by `linalg.index`)."""

    @property
    def frame_size(self) -> int:
        return self.next_slot

    def slot(self, value: SSAValue) -> int:
        slot = self.slots.get(value)
        if slot is None:
            slot = self.next_slot
            self.next_slot += 1
            self.slots[value] = slot
        return slot

    def scratch_slot(self) -> int:
        """A frame slot of no SSA value."""
        slot = self.next_slot
        self.next_slot += 1
        return slot

    def slots_of(self, values: Iterable[SSAValue]) -> tuple[int, ...]:
        return tuple(self.slot(value) for value in values)

    def compile_ops(self, ops: Iterable[Operation]) -> tuple[Step, ...]:
        steps: list[Step] = []
        for op in ops:
            name = op_name(op)
            builder = OP_BUILDERS.get(name)
            if builder is None:
                if name in TERMINATOR_BUILDERS:
                    raise ExecutorError(
                        f"'{name}' is only supported as a terminator", op
                    )
                raise UnsupportedError(f"unsupported op '{name}'", op)
            step = builder(self, op)
            if step is not None:
                self.program.step_ops[step] = op
                steps.append(step)
        return tuple(steps)

    def terminator(self, op: Operation) -> Exit:
        name = op_name(op)
        builder = TERMINATOR_BUILDERS.get(name)
        if builder is None:
            raise UnsupportedError(f"unsupported terminator '{name}'", op)
        exit_ = builder(self, op)
        self.program.step_ops[exit_] = op
        return exit_

    def block_body(self, block: Block) -> tuple[Step, ...]:
        """The steps of a block's ops, its terminator excluded."""
        ops = list(block.ops)
        if ops and _is_terminator(ops[-1]):
            ops = ops[:-1]
        return self.compile_ops(ops)

    def block_index(self, block: Block) -> int:
        return self.block_indices[block]

    def region(self, region: Region) -> RegionRunner:
        """A runner executing `region` from its entry block (whose arguments the
        caller has stored) and returning what its exit terminator yields."""
        blocks = list(region.blocks)
        if not blocks:
            raise ExecutorError("cannot execute an empty region", region.parent_op())
        for index, block in enumerate(blocks):
            self.block_indices[block] = index
            self.slots_of(block.args)
        attribute = self._attribute_fault
        if len(blocks) == 1:
            block = blocks[0]
            steps = self.block_body(block)
            last = block.last_op
            if last is None or not _is_terminator(last):
                raise ExecutorError("block without terminator", region.parent_op())
            exit_ = self.terminator(last)

            def run_block(frame: Frame) -> Any:
                step: Callable[..., Any] | None = None
                try:
                    for step in steps:
                        step(frame)
                    step = exit_
                    return exit_(frame)
                except Exception as exc:
                    raise attribute(exc, step) from None

            return run_block

        table: list[tuple[tuple[Step, ...], Exit]] = []
        for block in blocks:
            last = block.last_op
            if last is None or not _is_terminator(last):
                raise ExecutorError("block without terminator", region.parent_op())
            table.append((self.block_body(block), self.terminator(last)))

        def run_cfg(frame: Frame) -> Any:
            index = 0
            step: Callable[..., Any] | None = None
            try:
                while True:
                    steps, exit_ = table[index]
                    for step in steps:
                        step(frame)
                    step = exit_
                    result = exit_(frame)
                    if result.__class__ is int:
                        index = result
                    else:
                        return result
            except Exception as exc:
                raise attribute(exc, step) from None

        return run_cfg

    def _attribute_fault(
        self, exc: Exception, step: Callable[..., Any] | None
    ) -> Exception:
        """Attach the op being executed to an exception leaving a region."""
        op = self.program.step_ops.get(step) if step is not None else None
        if isinstance(exc, ProgramFault | ExecutorError):
            if exc.op is None:
                exc.op = op
            elif (
                op is not None
                and isinstance(exc, ProgramFault)
                and op_name(op) in CALL_OPS
            ):
                exc.call_stack.append(op)
            return exc
        if isinstance(exc, RecursionError):
            fault = ProgramFault(UNDEFINED_BEHAVIOR, "call stack overflow", op=op)
            return fault
        if isinstance(exc, ZeroDivisionError):
            return ProgramFault(UNDEFINED_BEHAVIOR, f"division by zero ({exc})", op=op)
        error = ExecutorError(
            f"internal error while executing the op: {type(exc).__name__}: {exc}", op
        )
        error.__cause__ = exc
        return error


def _is_terminator(op: Operation) -> bool:
    if op_name(op) in TERMINATOR_BUILDERS:
        return True
    return op.has_trait(IsTerminator)


def assign(frame: Frame, slots: Sequence[int], values: Sequence[Any]) -> None:
    for slot, value in zip(slots, values):
        frame[slot] = value


def read_slots(slots: Sequence[int]) -> Callable[[Frame], list[Any]]:
    """A function reading `slots` of a frame into a list."""
    if not slots:
        return lambda frame: []
    if len(slots) == 1:
        (only,) = slots
        return lambda frame: [frame[only]]
    return lambda frame: [frame[slot] for slot in slots]
