"""
The `i1` constants ownership-based deallocation creates, reused within a run
of `buffer-deallocation-pipeline`.

The pass creates a `true` or `false` constant wherever it needs an ownership
indicator (seven per function of the main job's benchmark, most of them
duplicates), and the pipeline's next step, `canonicalize`, uniques them:
walking the IR in pre order, it replaces each constant by the first equal
constant it met in the same isolated region (see docs/greedy_rewriting.md,
"Folding"). So a constant the pass would create after an equal constant it
created earlier in the same block would be replaced by the earlier one, or
both by the same first one: reusing the earlier constant gives the same IR
after that `canonicalize`, and what the pass inserts later lands after the
earlier constant either way. So does reusing an equal constant right after
the insertion point (the new one would take its place), if what the builder
inserts next goes after it (`Builder.bool_constant` moves its anchor; the
pass and its models make a builder per op, so no other builder inserts
there meanwhile). Not across blocks: the pass processes nested blocks
before their parent, whose constants come later. The pass run alone keeps
MLIR's output: only the pipeline turns this on (through
`OwnershipBasedBufferDeallocationPass.as_pipeline_step`).
"""

from __future__ import annotations

from collections.abc import Generator
from contextlib import contextmanager

from xdsl.ir import Block, Operation

_SCAN_LIMIT = 16
"""How many ops from the start of a block are looked at for an earlier
constant (a bounded search: a lookup costs the same in any block)."""


class BoolConstantReuse:
    """The `i1` constants one pass run created, and which may be reused."""

    def __init__(self) -> None:
        self._created: dict[int, tuple[Operation, bool]] = {}
        """By `id`, each constant with its value (the op is held, so that
        the id stays its own)."""

    def record(self, constant: Operation, value: bool) -> None:
        """`constant` was created, with `value`."""
        self._created[id(constant)] = (constant, value)

    def find(
        self, block: Block, anchor: Operation | None, value: bool
    ) -> Operation | None:
        """A constant of `value` this run created among the first ops of
        `block`, before `anchor` (at its end if None) or `anchor` itself: to
        use instead of a new one inserted there (see the module docstring)."""
        created = self._created
        op = block.first_op
        for _ in range(_SCAN_LIMIT):
            if op is None:
                return None
            entry = created.get(id(op))
            if entry is not None and entry[0] is op and entry[1] == value:
                return op
            if op is anchor:
                return None
            op = op.next_op
        return None


_ACTIVE: list[BoolConstantReuse] = []
"""The reuse of the pass run in progress, if the pipeline asked for it."""


def active_bool_constant_reuse() -> BoolConstantReuse | None:
    """The reuse `Builder.bool_constant` consults, if any."""
    return _ACTIVE[-1] if _ACTIVE else None


@contextmanager
def reusing_bool_constants() -> Generator[BoolConstantReuse]:
    """While in the `with` block (one pass run), `Builder.bool_constant`
    reuses the constants it built."""
    reuse = BoolConstantReuse()
    _ACTIVE.append(reuse)
    try:
        yield reuse
    finally:
        _ACTIVE.pop()
