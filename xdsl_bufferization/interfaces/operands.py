"""
`OperandRange`: a contiguous range of an op's operands that can be read and
resized in place (MLIR's `MutableOperandRange`).

Interface models return the operands an op forwards to a successor as an
`OperandRange`, so that a pass can also change them (the deallocation pass
appends ownership indicators to forwarded memrefs). Resizing a range keeps the
op valid: besides the operand list it updates the size arrays that tell the op's
variadic operand groups apart (`operandSegmentSizes`, `case_operand_segments`,
...), whether they are stored as properties or as attributes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from xdsl.dialects.builtin import DenseArrayBase, IntegerType, i32
from xdsl.ir import Attribute, Operation, SSAValue

OPERAND_SEGMENT_SIZES = "operandSegmentSizes"
"""Name of the property (or attribute) holding the sizes of an op's operand groups."""


@dataclass(frozen=True)
class SizeCounter:
    """Entry `index` of the i32 array property or attribute `name` of an op."""

    name: str
    index: int


def get_size_array(op: Operation, name: str) -> tuple[int, ...] | None:
    """The values of the integer array property (or attribute) `name` of `op`."""
    array = op.properties.get(name)
    if array is None:
        array = op.attributes.get(name)
    if not isinstance(array, DenseArrayBase):
        return None
    int_array = cast(DenseArrayBase[IntegerType], array)
    if not isinstance(cast(Attribute, int_array.elt_type), IntegerType):
        return None
    return int_array.get_values()


def _set_size_array(op: Operation, name: str, values: Sequence[int]) -> None:
    new_array = DenseArrayBase.from_list(i32, values)
    if name in op.properties or name not in op.attributes:
        op.properties[name] = new_array
    else:
        op.attributes[name] = new_array


@dataclass(frozen=True)
class OperandRange:
    """
    Operands `start` to `start + length` of `op`.

    A range is a view: it is valid until the operands of `op` change by other
    means than this range's own `assign`/`append` (which return the updated
    range).
    """

    op: Operation
    start: int
    length: int
    counters: tuple[SizeCounter, ...] = ()
    """Size array entries that count the operands of this range; updated on resize."""

    @property
    def values(self) -> tuple[SSAValue, ...]:
        """The operands in the range."""
        return tuple(self.op.operands[self.start : self.start + self.length])

    def __len__(self) -> int:
        return self.length

    def assign(self, values: Sequence[SSAValue]) -> OperandRange:
        """
        Replace the operands of the range by `values` (which may have another
        length), in place, and return the updated range.
        """
        operands = list(self.op.operands)
        operands[self.start : self.start + self.length] = values
        self.op.operands = operands
        delta = len(values) - self.length
        if delta:
            for counter in self.counters:
                sizes = get_size_array(self.op, counter.name)
                if sizes is None or counter.index >= len(sizes):
                    raise ValueError(
                        f"'{self.op.name}' has no entry {counter.index} in "
                        f"'{counter.name}'"
                    )
                new_sizes = list(sizes)
                new_sizes[counter.index] += delta
                _set_size_array(self.op, counter.name, new_sizes)
        return OperandRange(self.op, self.start, len(values), self.counters)

    def append(self, values: Sequence[SSAValue]) -> OperandRange:
        """Append `values` at the end of the range, in place; return the updated range."""
        return self.assign((*self.values, *values))

    def offset_in_operands(self, index: int) -> int:
        """The position in `op.operands` of the `index`-th operand of the range."""
        if not 0 <= index < self.length:
            raise IndexError(index)
        return self.start + index


def operand_tail(op: Operation, start: int) -> OperandRange:
    """
    Operands `start` to the end of `op`: the one trailing variadic group of an op
    without `operandSegmentSizes` (e.g. `scf.for`'s init args after its bounds).
    """
    return OperandRange(op, start, max(len(op.operands) - start, 0))


def all_operands(op: Operation) -> OperandRange:
    """All operands of `op` (the op has one variadic operand group)."""
    return OperandRange(op, 0, len(op.operands))


def no_operands(op: Operation) -> OperandRange:
    """An empty range at the end of the operands of `op` (nothing forwarded)."""
    return OperandRange(op, len(op.operands), 0)


def operand_segment(op: Operation, segment: int) -> OperandRange:
    """
    Operand group `segment` of an op whose groups are sized by its
    `operandSegmentSizes` property or attribute (MLIR's AttrSizedOperandSegments).
    """
    sizes = get_size_array(op, OPERAND_SEGMENT_SIZES)
    if sizes is None:
        raise ValueError(f"'{op.name}' has no '{OPERAND_SEGMENT_SIZES}'")
    if not 0 <= segment < len(sizes):
        raise ValueError(
            f"'{op.name}' has {len(sizes)} operand segments, not {segment + 1}"
        )
    start = sum(sizes[:segment])
    return OperandRange(
        op,
        start,
        sizes[segment],
        (SizeCounter(OPERAND_SEGMENT_SIZES, segment),),
    )
