"""
Ownership of memrefs for the ownership-based buffer deallocation pass.

A block *owns* a buffer when it is responsible for deallocating it. Ownership
is a property of an allocation, carried by the memref values that refer to it:
the `i1` *ownership indicator* of a memref value in a block says whether the
block owns the allocation of that value.

`Ownership` is the lattice the pass tracks per (memref value, block):

```
uninitialized < unique(X) < unknown
```

- *uninitialized*: nothing known yet (the default);
- *unique(X)*: the `i1` SSA value `X` is the indicator;
- *unknown*: two different indicators would have to be merged (e.g. for the
  result of an `arith.select` of two memrefs); the indicator has to be
  materialized (a retained value of a `bufferization.dealloc`, an
  `arith.select` of indicators, or a clone) before it is used.

Two unique ownerships join to the same unique ownership when their indicators
are the same SSA value or constants of the same value, to unknown otherwise.

`DeallocationState` holds what the pass knows about one function: the
ownership map, the memrefs each block may have to deallocate, and the block
liveness of the function (computed once, before the pass changes the IR; ops
the pass rebuilds with extra results are tracked so that liveness still
answers for their new results).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence, Set
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from xdsl.dialects.builtin import IntegerAttr, MemRefType, UnrankedMemRefType
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue

from xdsl_bufferization.utils.static_values import constant_attribute
from xdsl_bufferization.utils.walk import nested_ops


class BlockLiveness(Protocol):
    """The liveness queries the deallocation state asks (answered by
    `analysis.liveness.Liveness`, which the pass computes; the interface layer
    only names the questions, so it does not import the analyses)."""

    def live_in(self, block: Block) -> Set[SSAValue]: ...

    def live_out(self, block: Block) -> Set[SSAValue]: ...

    def is_live_in(self, value: SSAValue, block: Block) -> bool: ...


_MEMREF_TYPE_CLASSES: dict[type, bool] = {}
"""Whether each type class is a memref type class (`isinstance` against
xDSL's ABC-derived attribute classes is slow, and this is asked of every
operand and result)."""


def is_memref(value: SSAValue) -> bool:
    """Whether `value` is a (ranked or unranked) memref."""
    type_class = type(value.type)
    known = _MEMREF_TYPE_CLASSES.get(type_class)
    if known is None:
        known = _MEMREF_TYPE_CLASSES[type_class] = issubclass(
            type_class, MemRefType | UnrankedMemRefType
        )
    return known


def constant_bool(value: SSAValue) -> bool | None:
    """The value of `value` if it is an `i1` constant, else None."""
    attr = constant_attribute(value)
    if isinstance(attr, IntegerAttr):
        return attr.value.data != 0
    return None


def same_indicator(a: SSAValue, b: SSAValue) -> bool:
    """Whether two indicators are the same value or constants of the same value."""
    if a is b:
        return True
    value_a = constant_bool(a)
    return value_a is not None and value_a == constant_bool(b)


class OwnershipState(Enum):
    UNINITIALIZED = 0
    UNIQUE = 1
    UNKNOWN = 2


@dataclass(frozen=True)
class Ownership:
    """An element of the ownership lattice."""

    state: OwnershipState = OwnershipState.UNINITIALIZED
    indicator_value: SSAValue | None = None

    @staticmethod
    def uninitialized() -> Ownership:
        return _UNINITIALIZED

    @staticmethod
    def unknown() -> Ownership:
        return _UNKNOWN

    @staticmethod
    def unique(indicator: SSAValue) -> Ownership:
        return Ownership(OwnershipState.UNIQUE, indicator)

    @property
    def is_uninitialized(self) -> bool:
        return self.state is OwnershipState.UNINITIALIZED

    @property
    def is_unique(self) -> bool:
        return self.state is OwnershipState.UNIQUE

    @property
    def is_unknown(self) -> bool:
        return self.state is OwnershipState.UNKNOWN

    @property
    def indicator(self) -> SSAValue:
        """The indicator of a unique ownership."""
        if self.indicator_value is None:
            raise ValueError("only a unique ownership has an indicator")
        return self.indicator_value

    def combined(self, other: Ownership) -> Ownership:
        """The join of two ownerships (see the module docstring)."""
        if other.is_uninitialized:
            return self
        if self.is_uninitialized:
            return other
        if self.is_unknown or other.is_unknown:
            return _UNKNOWN
        if same_indicator(self.indicator, other.indicator):
            return self
        return _UNKNOWN

    def __str__(self) -> str:
        if self.is_unique:
            return f"unique({self.indicator})"
        return self.state.name.lower()


_UNINITIALIZED = Ownership()
_UNKNOWN = Ownership(OwnershipState.UNKNOWN)


class DeallocationError(Exception):
    """An input the deallocation pass cannot handle, reported at `op` (with
    `notes` at related ops)."""

    def __init__(
        self,
        op: Operation,
        message: str,
        notes: Sequence[tuple[Operation, str]] = (),
    ):
        super().__init__(message)
        self.op = op
        self.message = message
        self.notes = tuple(notes)


class DeallocationState:
    """
    What the deallocation pass knows about one function while it processes it.

    Ownerships are stored per (value, block): a value defined in one block can
    be owned differently in the blocks it is live in.
    """

    def __init__(self, function: Operation, liveness: BlockLiveness):
        self.function = function
        self.liveness = liveness
        self._ownership: dict[tuple[SSAValue, Block], Ownership] = {}
        self._to_deallocate: dict[Block, list[SSAValue]] = {}
        self._current: dict[SSAValue, SSAValue] = {}
        """Original value (as the liveness knows it) -> the value replacing it."""
        self._original: dict[SSAValue, SSAValue] = {}
        """Replacement value -> original value."""
        # Positions by `id` (xDSL hashes IR nodes in Python); `_indexed`
        # holds the ops and blocks, so that their ids stay their own.
        self._op_positions: dict[int, int] = {}
        self._block_positions: dict[int, int] = {}
        self._indexed: list[Operation | Block] = []
        self._depths: dict[Block, int] = {}
        self._index_positions(function)

    # -- value order ---------------------------------------------------------

    def _index_positions(self, function: Operation) -> None:
        position = 0
        op_positions = self._op_positions
        indexed = self._indexed
        for op in nested_ops(function):
            op_positions[id(op)] = position
            indexed.append(op)
            position += 1
            for region in op.regions:
                for block in region.blocks:
                    self._block_positions[id(block)] = position
                    indexed.append(block)
                    position += 1

    def _depth(self, block: Block | None) -> int:
        if block is None:
            return 0
        depth = self._depths.get(block)
        if depth is None:
            parent = block.parent_op()
            depth = 0 if parent is None else self._depth(parent.parent) + 1
            self._depths[block] = depth
        return depth

    def order_key(self, value: SSAValue) -> tuple[int, int, int, int]:
        """
        A total order on values like MLIR's `ValueComparator`: block arguments
        before op results; arguments by position, results by nesting depth and
        IR order.
        """
        value = self._original.get(value, value)
        if isinstance(value, BlockArgument):
            return (
                0,
                value.index,
                self._depth(value.block),
                self._block_positions.get(id(value.block), -1),
            )
        assert isinstance(value, OpResult)
        return (
            1,
            self._depth(value.op.parent),
            self._op_positions.get(id(value.op), -1),
            value.index,
        )

    def sorted_values(self, values: Iterable[SSAValue]) -> list[SSAValue]:
        return sorted(values, key=self.order_key)

    # -- replaced ops --------------------------------------------------------

    def record_replacement(self, old: Operation, new: Operation) -> None:
        """`new` replaces `old`, its first results replace the results of `old`."""
        for old_result, new_result in zip(old.results, new.results):
            original = self._original.pop(old_result, old_result)
            self._current[original] = new_result
            self._original[new_result] = original
        position = self._op_positions.get(id(old))
        if position is not None:
            self._op_positions[id(new)] = position
            self._indexed.append(new)

    def current(self, value: SSAValue) -> SSAValue:
        """The value that now stands for `value` (a value liveness knows)."""
        return self._current.get(value, value)

    def original(self, value: SSAValue) -> SSAValue:
        return self._original.get(value, value)

    # -- liveness ------------------------------------------------------------

    def live_memrefs_in(self, block: Block) -> list[SSAValue]:
        """The memrefs live on entry to `block`, in value order."""
        return self.sorted_values(
            self.current(v) for v in self.liveness.live_in(block) if is_memref(v)
        )

    def memrefs_to_retain(
        self,
        from_block: Block,
        to_block: Block | None,
        forwarded: Sequence[SSAValue],
    ) -> list[SSAValue]:
        """
        The memrefs a dealloc at the end of `from_block` must keep: the
        forwarded memrefs, then the memrefs live-out of `from_block` (and
        live-in at `to_block`, if given), in value order.
        """
        retained = [v for v in forwarded if is_memref(v)]
        live_out = self.liveness.live_out(from_block)
        live = (
            v
            for v in live_out
            if is_memref(v)
            and (to_block is None or self.liveness.is_live_in(v, to_block))
        )
        retained.extend(self.sorted_values(self.current(v) for v in live))
        return retained

    # -- ownership -----------------------------------------------------------

    def update_ownership(
        self, memref: SSAValue, ownership: Ownership | SSAValue, block: Block | None
    ) -> None:
        """Join `ownership` into the ownership of `memref` in `block` (default:
        its defining block)."""
        if isinstance(ownership, SSAValue):
            ownership = Ownership.unique(ownership)
        if block is None:
            block = _defining_block(memref)
        key = (memref, block)
        self._ownership[key] = self._ownership.get(key, _UNINITIALIZED).combined(
            ownership
        )

    def reset_ownerships(self, memrefs: Iterable[SSAValue], block: Block) -> None:
        for memref in memrefs:
            self._ownership[(memref, block)] = _UNINITIALIZED

    def get_ownership(self, memref: SSAValue, block: Block | None) -> Ownership:
        if block is None:
            return _UNINITIALIZED
        return self._ownership.get((memref, block), _UNINITIALIZED)

    # -- memrefs to deallocate ----------------------------------------------

    def add_memref_to_deallocate(self, memref: SSAValue, block: Block) -> None:
        self._to_deallocate.setdefault(block, []).append(memref)

    def drop_memref_to_deallocate(self, memref: SSAValue, block: Block) -> None:
        values = self._to_deallocate.get(block)
        if values:
            self._to_deallocate[block] = [v for v in values if v is not memref]

    def memrefs_to_deallocate(self, block: Block) -> tuple[SSAValue, ...]:
        return tuple(self._to_deallocate.get(block, ()))


def _defining_block(value: SSAValue) -> Block:
    if isinstance(value, BlockArgument):
        return value.block
    assert isinstance(value, OpResult)
    block = value.op.parent
    assert block is not None, "the value's op must be in a block"
    return block
