"""Programs run by our memory-checking executor (`xdsl_bufferization.executor`).

`execute` runs `@main` and returns what it printed, whether memory was used
correctly (leaks, double and invalid frees, uses after free, out-of-bounds
accesses: `violations`) and the executor's counters (allocations, frees,
copies, clones, bytes copied, pointer extractions, alias checks of
`bufferization.dealloc`, ...). It raises what the executor raises:
`ExecutorError` (an op it cannot run), xDSL's `ParseError`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from xdsl.dialects.builtin import ModuleOp

if TYPE_CHECKING:
    from xdsl_bufferization.executor.report import SourceMap

LEAK = "leak"

ExternalFunction = Callable[[Any, Sequence[Any]], Sequence[Any]]
"""A function the executed program calls by name (`func.func private`
declaration): (machine, arguments) -> results."""


@dataclass
class Execution:
    output: str
    report: str
    """The executor's report: violations, then the counters."""
    violations: list[tuple[str, str]] = field(default_factory=list[tuple[str, str]])
    """(kind, report text) of each memory violation (leaks included)."""
    counters: dict[str, int] = field(default_factory=dict[str, int])
    """The executor's counters, by name (`Counters` of the executor)."""

    @property
    def ok(self) -> bool:
        return not self.violations

    def violation_kinds(self) -> Counter[str]:
        return Counter(kind for kind, _ in self.violations)

    def violations_but_leaks(self) -> list[tuple[str, str]]:
        return [(kind, text) for kind, text in self.violations if kind != LEAK]


@contextmanager
def external_functions(functions: Mapping[str, ExternalFunction]) -> Iterator[None]:
    """Make the executor run these functions for calls of their names while
    the context lasts (counting hooks a harness inserts in a program)."""
    from xdsl_bufferization.executor.compiler import EXTERNAL_FUNCTIONS

    EXTERNAL_FUNCTIONS.update(functions)
    try:
        yield
    finally:
        for name in functions:
            EXTERNAL_FUNCTIONS.pop(name, None)


def execute(
    program: str | ModuleOp,
    *,
    file_name: str = "<input>",
    generic: bool = False,
    verify: bool = True,
    source_map: SourceMap | None = None,
) -> Execution:
    """Run `@main` of a program (text, or a parsed module, with the
    `source_map` `parse_program` gave if any). `generic`: the text is
    mlir-opt's generic form, which may hold ops xDSL does not define (run as
    unregistered ops, without xDSL's verifier). `verify=False`: the caller
    has verified the module already."""
    from xdsl_bufferization.executor import run

    result = run(
        program,
        file_name=file_name,
        allow_unregistered=generic,
        verify=verify and not generic,
        source_map=source_map,
    )
    report = result.report
    return Execution(
        output=result.output,
        report=report.to_text(),
        violations=[(v.kind, v.to_text()) for v in report.violations],
        counters={
            key: value
            for key, value in asdict(report.counters).items()
            if isinstance(value, int)
        },
    )
