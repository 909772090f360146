"""Exceptions raised while compiling or executing a program."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.ir import Operation

if TYPE_CHECKING:
    from xdsl_bufferization.executor.report import OpSite
    from xdsl_bufferization.executor.values import Buffer


class ExecutorError(Exception):
    """
    The program cannot be executed: an unsupported op or type, a missing
    entry point or callee. Not a fault of the program's memory behaviour.
    """

    def __init__(self, message: str, op: Operation | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.op = op
        self.site: OpSite | None = None
        """Where `op` is, filled in by `run`."""
        self.notes: list[str] = []
        """Further lines (MLIR's notes), shown after the site."""

    def __str__(self) -> str:
        lines = [self.message]
        if self.site is not None:
            lines.append(f"  at {self.site}")
        lines.extend(f"  {note}" for note in self.notes)
        return "\n".join(lines)


class UnsupportedError(ExecutorError):
    """An op, type or attribute the executor does not implement."""


class ProgramFault(Exception):
    """
    The program did something invalid at run time: a memory violation or
    undefined behaviour (out-of-bounds access, use after free, division by
    zero...). Execution stops; the fault becomes a violation of the report.
    """

    def __init__(
        self,
        kind: str,
        message: str,
        buffer: Buffer | None = None,
        op: Operation | None = None,
    ) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.buffer = buffer
        self.op = op
        self.call_stack: list[Operation] = []
