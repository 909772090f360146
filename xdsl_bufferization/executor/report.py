"""The memory report: violations and counters, as text or JSON."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from io import StringIO
from typing import Any

from xdsl.ir import Operation
from xdsl.printer import Printer

from xdsl_bufferization.diagnostics import position_of

LEAK = "leak"
DOUBLE_FREE = "double-free"
INVALID_FREE = "invalid-free"
FREE_OF_ALLOCA = "free-of-alloca"
FREE_OF_GLOBAL = "free-of-global"
USE_AFTER_FREE = "use-after-free"
OUT_OF_BOUNDS = "out-of-bounds"
WRITE_TO_CONSTANT = "write-to-constant"
UNDEFINED_BEHAVIOR = "undefined-behavior"

VIOLATION_KINDS = (
    LEAK,
    DOUBLE_FREE,
    INVALID_FREE,
    FREE_OF_ALLOCA,
    FREE_OF_GLOBAL,
    USE_AFTER_FREE,
    OUT_OF_BOUNDS,
    WRITE_TO_CONSTANT,
    UNDEFINED_BEHAVIOR,
)


@dataclass
class OpSite:
    """Where an op is: its name, its text and its position."""

    name: str
    text: str
    """The op as written in the source (or as printed, without a source)."""
    location: str
    """`file:line:col in @function`, or `@function, op #N` without a source."""

    def __str__(self) -> str:
        return f"{self.text}  ({self.location})"


MAX_CALLS = 16
"""Call sites a violation lists."""


@dataclass
class Violation:
    kind: str
    """One of `VIOLATION_KINDS`."""
    message: str
    op: OpSite | None
    """The op that committed the violation (None for leaks)."""
    buffer: str | None = None
    """The buffer concerned, e.g. `heap buffer #3 (16 bytes at 0x10040)`."""
    origin: OpSite | None = None
    """The op that allocated the buffer."""
    freed_by: OpSite | None = None
    """For use after free and double free: the op that freed the buffer."""
    call_stack: list[OpSite] = field(default_factory=list[OpSite])
    """The calls leading to `op`, innermost first (at most `MAX_CALLS`)."""
    call_depth: int = 0
    """The number of calls leading to `op` (the length of the full stack)."""

    def to_text(self) -> str:
        lines = [f"error: {self.kind}: {self.message}"]
        if self.op is not None:
            lines.append(f"  at {self.op}")
        for call in self.call_stack:
            lines.append(f"  called from {call}")
        if self.call_depth > len(self.call_stack):
            lines.append(f"  ... ({self.call_depth - len(self.call_stack)} more calls)")
        if self.buffer is not None:
            lines.append(f"  buffer: {self.buffer}")
        if self.origin is not None:
            lines.append(f"  allocated by {self.origin}")
        if self.freed_by is not None:
            lines.append(f"  freed by {self.freed_by}")
        return "\n".join(lines)


@dataclass
class Counters:
    """What the program did to memory."""

    allocations: int = 0
    """Heap allocations (`memref.alloc`, `bufferization.clone`, `memref.realloc`)."""
    allocas: int = 0
    """Stack allocations (`memref.alloca`)."""
    frees: int = 0
    """Buffers freed (`memref.dealloc`, by `bufferization.dealloc`, by `memref.realloc`)."""
    copies: int = 0
    """Buffer-to-buffer copies (`memref.copy`, `linalg.copy` on memrefs,
    `bufferization.materialize_in_destination` into a memref)."""
    clones: int = 0
    """`bufferization.clone` ops executed (each also counts as an allocation)."""
    copied_bytes: int = 0
    """Bytes moved by copies and clones."""
    dealloc_ops: int = 0
    """`bufferization.dealloc` ops executed."""
    alias_checks: int = 0
    """Runtime base-pointer comparisons done by `bufferization.dealloc`: for
    each memref, one per retained value and one per earlier memref (what its
    generic lowering compares)."""
    pointer_extractions: int = 0
    """`memref.extract_aligned_pointer_as_index` ops executed (the runtime
    alias checks of lowered deallocations compare their results)."""
    peak_live_buffers: int = 0
    peak_live_bytes: int = 0
    allocated_bytes: int = 0


@dataclass
class MemoryReport:
    violations: list[Violation] = field(default_factory=list[Violation])
    counters: Counters = field(default_factory=Counters)

    @property
    def ok(self) -> bool:
        return not self.violations

    def count(self, kind: str) -> int:
        return sum(1 for violation in self.violations if violation.kind == kind)

    def to_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "violations": [asdict(violation) for violation in self.violations],
            "counters": asdict(self.counters),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2)

    def to_text(self) -> str:
        out = [violation.to_text() for violation in self.violations]
        counters = self.counters
        status = "OK" if self.ok else f"{len(self.violations)} violation(s)"
        out.append(
            f"memory check: {status}; {counters.allocations} allocation(s), "
            f"{counters.allocas} alloca(s), {counters.frees} free(s), "
            f"{counters.copies} copy(ies), {counters.clones} clone(s), "
            f"{counters.dealloc_ops} bufferization.dealloc op(s), "
            f"{counters.alias_checks} runtime alias check(s), "
            f"peak {counters.peak_live_buffers} live buffer(s) / "
            f"{counters.peak_live_bytes} bytes"
        )
        return "\n".join(out)


class SourceMap:
    """Describes ops for reports: source text and position when known."""

    def __init__(
        self,
        text: str | None = None,
        file_name: str = "<input>",
        offsets: dict[Operation, int] | None = None,
    ) -> None:
        self.text = text
        self.file_name = file_name
        self.offsets: dict[Operation, int] = offsets if offsets is not None else {}
        self._line_starts: list[int] | None = None
        self._printers: dict[Operation, Printer] = {}

    def site(self, op: Operation) -> OpSite:
        return OpSite(op.name, self.op_text(op), self.location(op))

    def location(self, op: Operation) -> str:
        function = _enclosing_function(op)
        where = f"in @{function}" if function is not None else "at top level"
        offset = self.offsets.get(op)
        if offset is not None and self.text is not None:
            line, column = self._line_col(offset)
            return f"{self.file_name}:{line}:{column} {where}"
        # A module parsed elsewhere: the op's own location, if it has one
        # (`xdsl_bufferization.parse_module` records them).
        position = position_of(op.location)
        if position is not None:
            return f"{position} {where}"
        index = _index_in_function(op)
        return f"{where}, op #{index}"

    def op_text(self, op: Operation) -> str:
        offset = self.offsets.get(op)
        if offset is not None and self.text is not None:
            end = self.text.find("\n", offset)
            return self.text[offset : end if end >= 0 else len(self.text)].strip()
        return self._printed(op)

    def _line_col(self, offset: int) -> tuple[int, int]:
        assert self.text is not None
        if self._line_starts is None:
            starts = [0]
            for index, char in enumerate(self.text):
                if char == "\n":
                    starts.append(index + 1)
            self._line_starts = starts
        import bisect

        line = bisect.bisect_right(self._line_starts, offset) - 1
        return line + 1, offset - self._line_starts[line] + 1

    def _printed(self, op: Operation) -> str:
        # Print the enclosing function first so that SSA names are the ones a
        # full print of the function shows, then the op alone.
        scope = _enclosing_function_op(op) or op
        printer = self._printers.get(scope)
        if printer is None:
            printer = Printer(stream=StringIO())
            printer.print_op(scope)
            self._printers[scope] = printer
        stream = StringIO()
        printer.stream = stream
        printer.print_op(op)
        text = stream.getvalue().strip()
        first_line = text.split("\n", 1)[0]
        return first_line if len(first_line) <= 200 else first_line[:197] + "..."


def _enclosing_function_op(op: Operation) -> Operation | None:
    current: Operation | None = op
    while current is not None:
        if current.name == "func.func":
            return current
        current = current.parent_op()
    return None


def _enclosing_function(op: Operation) -> str | None:
    function = _enclosing_function_op(op)
    if function is None:
        return None
    name = function.properties.get("sym_name") or function.attributes.get("sym_name")
    data = getattr(name, "data", None)
    return data if isinstance(data, str) else "?"


def _index_in_function(op: Operation) -> int:
    scope = _enclosing_function_op(op)
    if scope is None:
        return 0
    # Preorder position among the ops of the function, from 1.
    for index, candidate in enumerate(scope.walk()):
        if candidate is op:
            return index
    return 0
