"""`run`: parse, compile and execute a program, and check its memory."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.analysis.dominance import dominance_violations

# The op modules register their handlers when imported.
from xdsl_bufferization.executor import (  # noqa: F401
    ops_arith,  # pyright: ignore[reportUnusedImport]
    ops_bufferization,  # pyright: ignore[reportUnusedImport]
    ops_control,  # pyright: ignore[reportUnusedImport]
    ops_linalg,  # pyright: ignore[reportUnusedImport]
    ops_math,  # pyright: ignore[reportUnusedImport]
    ops_memref,  # pyright: ignore[reportUnusedImport]
    ops_misc,  # pyright: ignore[reportUnusedImport]
    ops_tensor,  # pyright: ignore[reportUnusedImport]
    ops_vector,  # pyright: ignore[reportUnusedImport]
    ops_vector_memory,  # pyright: ignore[reportUnusedImport]
    runtime_utils,  # pyright: ignore[reportUnusedImport]
)
from xdsl_bufferization.executor.compiler import Program
from xdsl_bufferization.executor.errors import ExecutorError, ProgramFault
from xdsl_bufferization.executor.machine import Machine
from xdsl_bufferization.executor.report import (
    DOUBLE_FREE,
    LEAK,
    MAX_CALLS,
    USE_AFTER_FREE,
    MemoryReport,
    SourceMap,
    Violation,
)
from xdsl_bufferization.executor.values import STACK, Buffer
from xdsl_bufferization.parser import Parser

_RECURSION_LIMIT = 20_000
"""Python frames allowed while running a program: a few per program call."""


@dataclass
class ExecutionResult:
    """What a run produced."""

    output: str
    """What the program printed (the runner-utils print functions)."""
    report: MemoryReport
    """Violations and counters."""
    results: list[Any] = field(default_factory=list[Any])
    """The values the entry function returned (ints, floats, `MemRef`, `Tensor`)."""

    @property
    def ok(self) -> bool:
        return self.report.ok


class _RecordingParser(Parser):
    """A parser that remembers where each op starts in the source."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.op_offsets: dict[Operation, int] = {}

    def parse_operation(self) -> Operation:
        start = self._current_token.span.start
        op = super().parse_operation()
        self.op_offsets[op] = start
        return op


def parse_program(
    text: str, file_name: str = "<input>", allow_unregistered: bool = False
) -> tuple[ModuleOp, SourceMap]:
    """Parse a program with the project's context (our dialects in place of
    xDSL's), keeping the source position of every op."""
    from xdsl_bufferization.context import get_context

    parser = _RecordingParser(
        get_context(allow_unregistered=allow_unregistered), text, file_name
    )
    try:
        module = parser.parse_module()
    except NotImplementedError as exc:
        # xDSL 0.74's affine expressions cannot multiply or divide by a
        # symbol or a dimension (semi-affine maps): its parser raises.
        parser.raise_error(f"unsupported affine expression: {exc}")
    return module, SourceMap(text, file_name, parser.op_offsets)


def run(
    program: str | ModuleOp,
    entry: str = "main",
    *,
    args: Sequence[Any] = (),
    stdout: TextIO | None = None,
    file_name: str = "<input>",
    allow_unregistered: bool = False,
    verify: bool = True,
    source_map: SourceMap | None = None,
) -> ExecutionResult:
    """
    Execute function `entry` of `program` (MLIR text or a parsed module) and
    check its memory behaviour.

    Program output is collected in `ExecutionResult.output` (and also written
    to `stdout` as it is produced, if given). A memory violation or undefined
    behaviour stops the run and is reported in `ExecutionResult.report`;
    buffers still live when `entry` returns are reported as leaks.

    Raises `ExecutorError` (or its subclass `UnsupportedError`) when the
    program cannot be run: unsupported op or type, unknown entry point,
    invalid IR. Raises xDSL's `ParseError` on malformed text.

    A module parsed with `parse_program` keeps its source positions in the
    report when its `source_map` is given; `verify=False` skips xDSL's
    verifier and the dominance check (for a module the caller verified).
    """
    if isinstance(program, str):
        module, source_map = parse_program(program, file_name, allow_unregistered)
    else:
        module = program
        if source_map is None:
            source_map = SourceMap(file_name=file_name)
    if verify:
        try:
            module.verify()
        except VerifyException as exc:
            raise ExecutorError(f"the program does not verify: {exc}") from exc
        _verify_dominance(module, source_map)
    chunks: list[str] = []

    def write(text: str) -> None:
        chunks.append(text)
        if stdout is not None:
            stdout.write(text)

    machine = Machine(write)
    report = MemoryReport(counters=machine.counters)
    results: list[Any] = []
    try:
        compiled = Program(module, machine, source_map)
        function = compiled.function(entry)
        entry_op = compiled.symbols[entry]
        function_type = entry_op.properties.get("function_type")
        expected = len(getattr(function_type, "inputs", ()))  # pyright: ignore[reportUnknownArgumentType]
        if expected != len(args):
            raise ExecutorError(
                f"@{entry} takes {expected} argument(s), {len(args)} given", entry_op
            )
        # Each call of the program nests a few Python frames.
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, _RECURSION_LIMIT))
        try:
            results = list(function(args))
        finally:
            sys.setrecursionlimit(limit)
    except ProgramFault as fault:
        report.violations.append(_violation(fault, source_map))
    except ExecutorError as error:
        if error.op is not None and error.site is None:
            error.site = source_map.site(error.op)
        if stdout is not None:
            stdout.flush()
        raise
    else:
        returned = {id(value.buffer) for value in results if hasattr(value, "buffer")}
        for buffer in machine.live_heap.values():
            report.violations.append(
                _leak(buffer, source_map, id(buffer) in returned, entry)
            )
    if stdout is not None:
        stdout.flush()
    return ExecutionResult("".join(chunks), report, results)


def _verify_dominance(module: ModuleOp, source_map: SourceMap) -> None:
    """MLIR's verifier rejects a use its definition does not dominate; so do
    we, at the using op, with MLIR's message and note."""
    violations = dominance_violations(module)
    if not violations:
        return
    first = violations[0]
    error = ExecutorError(f"the program does not verify: {first.message}", first.user)
    error.site = source_map.site(first.user)
    note_op = first.note_op
    if note_op is not None:
        error.notes.append(f"note: {first.note}: {source_map.site(note_op)}")
    raise error


def _violation(fault: ProgramFault, source_map: SourceMap) -> Violation:
    buffer = fault.buffer
    violation = Violation(
        kind=fault.kind,
        message=fault.message,
        op=source_map.site(fault.op) if fault.op is not None else None,
        call_stack=[source_map.site(call) for call in fault.call_stack[:MAX_CALLS]],
        call_depth=len(fault.call_stack),
    )
    if isinstance(buffer, Buffer):
        violation.buffer = buffer.describe()
        if buffer.origin is not None:
            violation.origin = source_map.site(buffer.origin)
        if fault.kind in (USE_AFTER_FREE, DOUBLE_FREE) and buffer.freed_by is not None:
            violation.freed_by = source_map.site(buffer.freed_by)
            if buffer.kind == STACK:
                violation.freed_by.text = f"end of scope: {violation.freed_by.text}"
    return violation


def _leak(
    buffer: Buffer, source_map: SourceMap, returned: bool, entry: str
) -> Violation:
    how = f" (it is returned by @{entry})" if returned else ""
    return Violation(
        kind=LEAK,
        message=f"buffer never freed: still live when @{entry} returns{how}",
        op=None,
        buffer=buffer.describe(),
        origin=source_map.site(buffer.origin) if buffer.origin is not None else None,
    )
