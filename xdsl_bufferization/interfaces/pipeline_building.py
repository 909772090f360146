"""
What ownership-based deallocation builds within `buffer-deallocation-pipeline`:
the IR its next step, `canonicalize`, would make of what the pass builds
alone, where that is sure (the pass run alone keeps MLIR's output; only the
pipeline turns this on, through
`OwnershipBasedBufferDeallocationPass.as_pipeline_step`).

`i1` constants. The pass creates a `true` or `false` constant wherever it
needs an ownership indicator (seven per function of the main job's
benchmark, most of them duplicates), and `canonicalize` uniques them:
walking the IR in pre order, it replaces each constant by the first equal
constant it met in the same isolated region (see docs/greedy_rewriting.md,
"Folding"). So a constant the pass would create after an equal constant it
created earlier in the same block would be replaced by the earlier one, or
both by the same first one: reusing the earlier constant gives the same IR
after that `canonicalize`, and what the pass inserts later lands after the
earlier constant either way. So does reusing an equal constant right after
the insertion point (the new one would take its place), if what the
builder inserts next goes after it (`Builder.bool_constant` moves its
anchor; the pass and its models make a builder per op, so no other builder
inserts there meanwhile). Not across blocks in general: the pass
processes nested blocks before their parent, whose constants come later.
The `false` of a function's memref arguments is the exception: the pass
builds it first, at the start of the entry block, where nothing is inserted
before it but `true` constants, so it is the first `false` of the function
in that walk, and every block of the function uses it
(`PipelineBuilding.leading`) rather than a `false` of its own that
`canonicalize` would replace by it (the main job's loops and `if`s each
built one for the buffers they use from outside, unused).

Base buffers. A dealloc frees the base buffer of each memref, which the pass
extracts with `memref.extract_strided_metadata`; `canonicalize` replaces the
extracted base buffer of a buffer its defining op allocates by the buffer
itself (`DeallocSkipExtractMetadataOfAlloc`), and erases the extraction,
then unused. The pass gives the dealloc that buffer directly (the pass
supplies the test, `skips_metadata`, which is that pattern's). Likewise, it
gives a (ranked) memref whose condition is the constant `false` directly:
`canonicalize` drops it (`DeallocEraseAlwaysFalseMemrefs`) and erases its
extraction. (Leaving such a memref out, though, would change when its
`false` constant loses its last use, hence the order of the constants
`canonicalize` leaves at the top of a function.)
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from contextlib import contextmanager

from xdsl.ir import Block, Operation, SSAValue
from xdsl.traits import IsolatedFromAbove

from xdsl_bufferization.utils.traits import class_has_trait

_SCAN_LIMIT = 16
"""How many ops from the start of a block are looked at for an earlier
constant (a bounded search: a lookup costs the same in any block)."""


class PipelineBuilding:
    """What one pass run builds as the next `canonicalize` would leave it."""

    def __init__(self, skips_metadata: Callable[[SSAValue], bool]) -> None:
        self.skips_metadata = skips_metadata
        """Whether a dealloc takes this memref rather than its extracted
        base buffer."""
        self._created: dict[int, tuple[Operation, bool]] = {}
        """The `i1` constants built, by `id`, each with its value (the op is
        held, so that the id stays its own)."""
        self._leading_false: dict[int, tuple[Block, SSAValue]] = {}
        """The `false` leading each function, by `id` of its entry block
        (held), see `lead_with_false`."""

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

    def lead_with_false(self, entry: Block, false: SSAValue) -> None:
        """`false`, a constant this run built, leads `entry` (an insertion
        region's entry block) and stays there: wherever that region needs a
        `false`, use it (see the module docstring)."""
        self._leading_false[id(entry)] = (entry, false)

    def leading(self, block: Block, value: bool) -> SSAValue | None:
        """The constant of `value` leading the insertion region of `block`,
        if the pass has named one (`lead_with_false`)."""
        if value or not self._leading_false:
            return None
        entry = _insertion_entry(block)
        known = self._leading_false.get(id(entry))
        if known is None or known[0] is not entry:
            return None
        return known[1]


def _insertion_entry(block: Block) -> Block | None:
    """The entry block of the region where `canonicalize` uniques the
    constants of `block` (that of its nearest ancestor isolated from above:
    `OperationFolder.insertion_region`)."""
    current: Block | None = block
    while current is not None:
        region = current.parent
        if region is None:
            return None
        parent = region.parent
        if (
            parent is None
            or parent.parent is None
            or class_has_trait(type(parent), IsolatedFromAbove, True)
        ):
            return region.first_block
        current = parent.parent
    return None


_ACTIVE: list[PipelineBuilding] = []
"""That of the pass run in progress, if the pipeline asked for it."""


def active_pipeline_building() -> PipelineBuilding | None:
    """What `Builder.bool_constant` and `base_buffer` consult, if any."""
    return _ACTIVE[-1] if _ACTIVE else None


@contextmanager
def building_for_pipeline(
    skips_metadata: Callable[[SSAValue], bool],
) -> Generator[PipelineBuilding]:
    """While in the `with` block (one pass run), build as the pipeline's
    next `canonicalize` would leave it (see the module docstring)."""
    building = PipelineBuilding(skips_metadata)
    _ACTIVE.append(building)
    try:
        yield building
    finally:
        _ACTIVE.pop()
