"""The executor's runtime state: buffers, the stack of allocas, counters, output."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from xdsl.ir import Operation

from xdsl_bufferization.executor.errors import ProgramFault
from xdsl_bufferization.executor.report import (
    DOUBLE_FREE,
    FREE_OF_ALLOCA,
    FREE_OF_GLOBAL,
    INVALID_FREE,
    OUT_OF_BOUNDS,
    USE_AFTER_FREE,
    WRITE_TO_CONSTANT,
    Counters,
)
from xdsl_bufferization.executor.values import (
    GLOBAL,
    HEAP,
    RUNTIME,
    STACK,
    Buffer,
    MemRef,
    ScalarKind,
    row_major_strides,
    typed_view,
)

_FIRST_ADDRESS = 0x10000
_GUARD = 64
"""Bytes left between two fake allocations, so that no two ever touch."""


class Machine:
    """Buffers, allocas, counters and program output of one execution."""

    def __init__(self, write: Callable[[str], Any]) -> None:
        self.write = write
        self.counters = Counters()
        self.next_id = 1
        self.next_address = _FIRST_ADDRESS
        self.live_heap: dict[int, Buffer] = {}
        """Live heap buffers, by id, in allocation order (for the leak check)."""
        self.stack: list[Buffer] = []
        """Live `memref.alloca` buffers, innermost scope last."""
        self.live_buffers = 0
        self.live_bytes = 0

    # -- allocation ---------------------------------------------------------

    def new_buffer(
        self,
        kind: str,
        nbytes: int,
        origin: Operation | None,
        alignment: int = 0,
        name: str = "",
        read_only: bool = False,
    ) -> Buffer:
        align = max(alignment, 64)
        address = (self.next_address + align - 1) // align * align
        self.next_address = address + max(nbytes, 1) + _GUARD
        buffer = Buffer(self.next_id, kind, nbytes, address, origin, name, read_only)
        self.next_id += 1
        counters = self.counters
        if kind == HEAP:
            counters.allocations += 1
            counters.allocated_bytes += nbytes
            self.live_heap[buffer.id] = buffer
        elif kind == STACK:
            counters.allocas += 1
            self.stack.append(buffer)
        if kind in (HEAP, STACK):
            self.live_buffers += 1
            self.live_bytes += nbytes
            counters.peak_live_buffers = max(
                counters.peak_live_buffers, self.live_buffers
            )
            counters.peak_live_bytes = max(counters.peak_live_bytes, self.live_bytes)
        return buffer

    def allocate(
        self,
        kind: str,
        elem: ScalarKind,
        sizes: Sequence[int],
        origin: Operation | None,
        alignment: int = 0,
        name: str = "",
        read_only: bool = False,
    ) -> MemRef:
        """A new buffer holding one identity-layout memref of `sizes`."""
        count = 1
        for size in sizes:
            if size < 0:
                raise ProgramFault(
                    "undefined-behavior", f"allocation with negative size {size}"
                )
            count *= size
        buffer = self.new_buffer(
            kind, count * elem.size, origin, alignment, name, read_only
        )
        data = typed_view(buffer.raw, 0, elem)
        return MemRef(buffer, data, elem, 0, 0, tuple(sizes), row_major_strides(sizes))

    # -- deallocation -------------------------------------------------------

    def free(self, memref: MemRef, op: Operation, what: str = "freed") -> None:
        """Free the buffer of `memref` (any view of it frees the whole buffer);
        `op` is the op that frees it."""
        buffer = memref.buffer
        if buffer.kind == STACK:
            raise ProgramFault(
                FREE_OF_ALLOCA, f"{what} a buffer allocated by memref.alloca", buffer
            )
        if buffer.kind == GLOBAL:
            raise ProgramFault(FREE_OF_GLOBAL, f"{what} a global buffer", buffer)
        if not buffer.live:
            raise ProgramFault(
                DOUBLE_FREE, f"{what} a buffer that was already freed", buffer
            )
        if buffer.kind == RUNTIME:
            raise ProgramFault(
                INVALID_FREE,
                f"{what} a buffer the program did not allocate "
                "(it was materialized by the executor for a tensor)",
                buffer,
            )
        buffer.kill(op)
        self.counters.frees += 1
        del self.live_heap[buffer.id]
        self.live_buffers -= 1
        self.live_bytes -= buffer.nbytes

    def release_stack(self, mark: int, op: Operation | None = None) -> None:
        """End the scope of the allocas above `mark` on the stack."""
        stack = self.stack
        while len(stack) > mark:
            buffer = stack.pop()
            buffer.kill(op)
            self.live_buffers -= 1
            self.live_bytes -= buffer.nbytes

    # -- access checks (slow paths; the fast paths are inlined in handlers) --

    def access_fault(
        self, memref: MemRef, indices: Sequence[int], what: str
    ) -> ProgramFault:
        """The fault of an access that failed the fast-path checks."""
        buffer = memref.buffer
        if not buffer.live:
            return self.dead_fault(memref, what)
        for dim, (index, size) in enumerate(zip(indices, memref.sizes)):
            if not 0 <= index < size:
                return ProgramFault(
                    OUT_OF_BOUNDS,
                    f"{what} at index {index} of dimension {dim}, of size {size} "
                    f"(indices [{', '.join(map(str, indices))}] into sizes "
                    f"[{', '.join(map(str, memref.sizes))}])",
                    buffer,
                )
        flat = memref.offset + sum(i * s for i, s in zip(indices, memref.strides))
        return ProgramFault(
            OUT_OF_BOUNDS,
            f"{what} at element {flat} of a buffer of {len(memref.data)} element(s) "
            f"(view offset {memref.offset}, strides "
            f"[{', '.join(map(str, memref.strides))}])",
            buffer,
        )

    def dead_fault(self, memref: MemRef, what: str) -> ProgramFault:
        buffer = memref.buffer
        if buffer.kind == STACK:
            detail = "a stack buffer whose scope has ended"
        else:
            detail = "a freed buffer"
        return ProgramFault(USE_AFTER_FREE, f"{what} through {detail}", buffer)

    def check_view(self, memref: MemRef, what: str) -> None:
        """Check a whole-view access (copy, print, linalg operand...)."""
        if not memref.buffer.live:
            raise self.dead_fault(memref, what)
        if not memref.safe:
            raise ProgramFault(
                OUT_OF_BOUNDS,
                f"{what} a view (offset {memref.offset}, sizes "
                f"[{', '.join(map(str, memref.sizes))}], strides "
                f"[{', '.join(map(str, memref.strides))}]) that extends outside its "
                f"buffer of {len(memref.data)} element(s)",
                memref.buffer,
            )

    def check_writable(self, memref: MemRef, what: str) -> None:
        self.check_view(memref, what)
        if memref.buffer.read_only:
            raise ProgramFault(
                WRITE_TO_CONSTANT,
                f"{what} a constant global",
                memref.buffer,
            )

    def read_view(self, memref: MemRef, what: str) -> list[Any]:
        """The elements of a view, in row-major order."""
        self.check_view(memref, what)
        data = memref.data
        return [data[i] for i in memref.flat_indices()]

    def write_view(self, memref: MemRef, values: Sequence[Any], what: str) -> None:
        self.check_writable(memref, what)
        data = memref.data
        for index, value in zip(memref.flat_indices(), values):
            data[index] = value
