"""The vocabulary of the BufferizableOpInterface: tensor and buffer values,
`OpOperand`, aliasing (`AliasingValue`, `AliasingOpOperand`,
`BufferRelation`), traversal configurations, and `BufferizationError`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import cast

from xdsl.dialects.builtin import (
    MemRefType,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.ir import (
    Attribute,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)

# ===----------------------------------------------------------------------=== #
# Errors
# ===----------------------------------------------------------------------=== #


class BufferizationError(Exception):
    """
    An op cannot be analyzed or bufferized. The pass reports `message` at `op`
    (MLIR's `emitOpError` wording, prefixed with the op name, when `op_error`),
    with `notes` at related ops.
    """

    def __init__(
        self,
        op: Operation,
        message: str,
        *,
        op_error: bool = False,
        notes: Sequence[tuple[Operation, str]] = (),
    ):
        self.op = op
        self.op_error = op_error
        self.notes = tuple(notes)
        self.raw_message = message
        super().__init__(f"'{op.name}' op {message}" if op_error else message)


# ===----------------------------------------------------------------------=== #
# Operands and aliasing
# ===----------------------------------------------------------------------=== #


# Per-class answers of the `isinstance` checks in `is_tensor`, `is_buffer`
# and `get_owner_of_value`: they run for most values of the IR, and
# `isinstance` against xDSL's ABCs is slow. 0: an SSA value, 1: a tensor
# type, 2: a memref type, 3: anything else.
_VALUE_KIND: dict[type, int] = {}


def _value_kind(cls: type) -> int:
    kind = _VALUE_KIND.get(cls)
    if kind is None:
        if issubclass(cls, SSAValue):
            kind = 0
        elif issubclass(cls, TensorType | UnrankedTensorType):
            kind = 1
        elif issubclass(cls, MemRefType | UnrankedMemRefType):
            kind = 2
        else:
            kind = 3
        _VALUE_KIND[cls] = kind
    return kind


def is_tensor(value_or_type: SSAValue | Attribute) -> bool:
    """Whether a value (or type) is a ranked or unranked tensor."""
    kind = _VALUE_KIND.get(type(value_or_type))
    if kind is None:
        kind = _value_kind(type(value_or_type))
    if kind == 0:
        t = cast(SSAValue, value_or_type).type
        kind = _VALUE_KIND.get(type(t))
        if kind is None:
            kind = _value_kind(type(t))
    return kind == 1


def any_tensor(values: Iterable[SSAValue]) -> bool:
    """Whether one of `values` is a tensor (`is_tensor` of each, without a
    call per value: asked of every operand, result and block argument when
    the rewrite looks for ops with tensor semantics)."""
    kinds = _VALUE_KIND
    for value in values:
        cls = type(value.type)
        kind = kinds.get(cls)
        if kind is None:
            kind = _value_kind(cls)
        if kind == 1:
            return True
    return False


def is_buffer(value_or_type: SSAValue | Attribute) -> bool:
    """Whether a value (or type) is a ranked or unranked memref."""
    kind = _value_kind(type(value_or_type))
    if kind == 0:
        kind = _value_kind(type(cast(SSAValue, value_or_type).type))
    return kind == 2


_tuple_item: Callable[[tuple[SSAValue, ...], int], SSAValue] = cast(
    Callable[[tuple[SSAValue, ...], int], SSAValue],
    tuple.__getitem__,  # pyright: ignore[reportUnknownMemberType]
)
"""`tuple[i]` without the Python `__getitem__` of xDSL's tuples of values."""


class OpOperand:
    """
    One operand slot of an op (MLIR's `OpOperand`): the owner and the index.
    Two `OpOperand`s are equal if they designate the same slot, so they can
    key sets and dicts while the value in the slot changes.
    """

    __slots__ = ("index", "owner")

    owner: Operation
    index: int

    def __init__(self, owner: Operation, index: int):
        self.owner = owner
        self.index = index

    def get(self) -> SSAValue:
        """The value in this slot."""
        # Not `owner.operands[...]`, which makes a view object per access, nor
        # `_operands[...]`, whose `__getitem__` is Python: the analysis asks
        # this tens of times per op.
        return _tuple_item(
            self.owner._operands,  # pyright: ignore[reportPrivateUsage]
            self.index,
        )

    def set(self, value: SSAValue) -> None:
        """Put `value` in this slot."""
        self.owner.operands[self.index] = value

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, OpOperand)
            and other.owner is self.owner
            and other.index == self.index
        )

    def __hash__(self) -> int:
        return hash((id(self.owner), self.index))

    def __repr__(self) -> str:
        return f"OpOperand({self.owner.name}#{self.index})"


def operands_of(op: Operation) -> list[OpOperand]:
    """All operand slots of `op`."""
    return [OpOperand(op, i) for i in range(len(op.operands))]


def tensor_operands_of(op: Operation) -> list[OpOperand]:
    """The operand slots of `op` that hold tensors."""
    operands = op._operands  # pyright: ignore[reportPrivateUsage]
    # (`is_tensor` of each value, without a call per value: asked of most ops.)
    kinds = _VALUE_KIND
    result: list[OpOperand] = []
    for i, v in enumerate(operands):
        cls = type(v.type)
        kind = kinds.get(cls)
        if kind is None:
            kind = _value_kind(cls)
        if kind == 1:
            result.append(OpOperand(op, i))
    return result


def uses_of(value: SSAValue) -> list[OpOperand]:
    """The operand slots that use `value` (in use-list order)."""
    return [OpOperand(use.operation, use.index) for use in value.uses]


class BufferRelation(Enum):
    """How the buffers of two aliasing values relate."""

    EQUIVALENT = "Equivalent"
    """The very same buffer: same size, no offset, same strides."""
    UNKNOWN = "Unknown"
    """The buffers alias; nothing more is known."""


@dataclass(frozen=True)
class AliasingValue:
    """A value that may alias the buffer of an operand."""

    value: SSAValue
    relation: BufferRelation
    is_definite: bool = True
    """True if the value always aliases the operand; False if it may."""


@dataclass(frozen=True)
class AliasingOpOperand:
    """An operand that may alias the buffer of a value."""

    operand: OpOperand
    relation: BufferRelation
    is_definite: bool = True


@dataclass
class TraversalConfig:
    """How `AnalysisState.find_value_in_reverse_use_def_chain` walks."""

    always_include_leaves: bool = True
    """Also return the values where the walk ends without a match."""
    follow_equivalent_only: bool = False
    follow_in_place_only: bool = False
    follow_same_type_or_casts_only: bool = False
    follow_unknown_ops: bool = False
    revisit_already_visited_values: bool = False


def get_owner_of_value(value: SSAValue) -> Operation | None:
    """The op defining `value`, or owning the region of its block."""
    cls = type(value)
    if cls is OpResult:
        return cast(OpResult, value).op
    if cls is BlockArgument:
        return cast(BlockArgument, value).block.parent_op()
    if isinstance(value, OpResult):
        return value.op
    if isinstance(value, BlockArgument):
        return value.block.parent_op()
    return None


def region_index(region: Region) -> int:
    """The position of `region` among the regions of its parent op."""
    parent = region.parent
    assert parent is not None
    for i, r in enumerate(parent.regions):
        if r is region:
            return i
    raise ValueError("region not found in its parent")
