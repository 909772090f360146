"""A memory-checking executor for memref- and tensor-level programs.

`run(program, entry="main")` executes a program and returns an
`ExecutionResult` with its printed output and a `MemoryReport` (violations and
counters). See docs/executor.md.
"""

from xdsl_bufferization.executor.errors import (
    ExecutorError,
    ProgramFault,
    UnsupportedError,
)
from xdsl_bufferization.executor.report import (
    VIOLATION_KINDS,
    Counters,
    MemoryReport,
    OpSite,
    Violation,
)
from xdsl_bufferization.executor.runner import ExecutionResult, parse_program, run
from xdsl_bufferization.executor.values import MemRef, Tensor

__all__ = [
    "VIOLATION_KINDS",
    "Counters",
    "ExecutionResult",
    "ExecutorError",
    "MemRef",
    "MemoryReport",
    "OpSite",
    "ProgramFault",
    "Tensor",
    "UnsupportedError",
    "Violation",
    "parse_program",
    "run",
]
