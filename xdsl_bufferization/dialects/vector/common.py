"""Helpers shared by the ops of our vector dialect: operand effects, the
maskable-op trait (MLIR's MaskableOpInterface), vector type utilities."""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import TypeGuard, cast

from xdsl.dialects.builtin import (
    I1,
    I64,
    ArrayAttr,
    BoolAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    TensorType,
    UnitAttr,
    VectorType,
    i1,
    i64,
)
from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

# The memref dialect's helpers for MLIR's attribute dictionaries and
# constraint messages: one home for them.
from xdsl_bufferization.dialects.memref import (
    AttrPredicate,
    Described,
    described,
    described_property,
)
from xdsl_bufferization.dialects.memref.constraints import alignment_property
from xdsl_bufferization.dialects.memref.syntax import new_op, parse_attr_dict

__all__ = [
    "AttrPredicate",
    "Described",
    "Maskable",
    "alignment_property",
    "described",
    "described_property",
    "new_op",
    "parse_attr_dict",
    "print_attr_dict",
]


def vector_type(attr: Attribute) -> VectorType[Attribute]:
    """`attr` as a vector type (the caller checked it is one)."""
    assert isinstance(attr, VectorType)
    return attr  # pyright: ignore[reportUnknownVariableType]


def i1_vector(shape: Sequence[int], scalable: Sequence[bool] = ()) -> VectorType[I1]:
    """`vector<...xi1>` of `shape` (scalable where `scalable` says)."""
    flags = list(scalable) or [False] * len(shape)
    return VectorType(i1, shape, ArrayAttr(BoolAttr.from_bool(f) for f in flags))


def is_scalable(attr: Attribute) -> bool:
    """Whether `attr` is a vector type with a scalable dimension."""
    return isinstance(attr, VectorType) and any(attr.get_scalable_dims())


def is_valid_vector_element(attr: Attribute) -> bool:
    """MLIR's `VectorType::isValidElementType`: integers, index, floats."""
    return isinstance(attr, IntegerType | IndexType) or hasattr(attr, "bitwidth")


def bit_width(attr: Attribute) -> int | None:
    """The bit width of a scalar type as MLIR's default data layout sees it
    (index: 64), None for other types."""
    if isinstance(attr, IndexType):
        return 64
    width = getattr(attr, "bitwidth", None)
    return width if isinstance(width, int) else None


def is_memref_or_tensor(
    attr: Attribute,
) -> TypeGuard[MemRefType[Attribute] | TensorType[Attribute]]:
    """Whether `attr` is a ranked memref or tensor type."""
    return isinstance(attr, MemRefType | TensorType)


def is_memref(attr: Attribute) -> TypeGuard[MemRefType[Attribute]]:
    return isinstance(attr, MemRefType)


def is_vector(attr: Attribute) -> TypeGuard[VectorType[Attribute]]:
    return isinstance(attr, VectorType)


def shaped_rank(attr: Attribute) -> int:
    """The rank of a ranked memref or tensor type."""
    assert is_memref_or_tensor(attr)
    return len(attr.get_shape())


def shaped_element_type(attr: Attribute) -> Attribute:
    """The element type of a ranked memref or tensor type."""
    assert is_memref_or_tensor(attr)
    return attr.get_element_type()


def map_has_broadcast(permutation_map: AffineMap) -> bool:
    """Whether a transfer map has a broadcast (constant 0) result."""
    return any(
        isinstance(e, AffineConstantExpr) and e.value == 0
        for e in permutation_map.results
    )


def map_dim_positions(permutation_map: AffineMap) -> list[int | None]:
    """For each result of a transfer map, the source dimension it reads
    (None for a broadcast)."""
    return [
        e.position if isinstance(e, AffineDimExpr) else None
        for e in permutation_map.results
    ]


# ---------------------------------------------------------------------------
# Memory effects
# ---------------------------------------------------------------------------


def _operand_effect(
    op: Operation, index: int, kind: MemoryEffectKind
) -> set[EffectInstance]:
    """`kind` on operand `index` when it is a memref (none on a tensor)."""
    if index >= len(op.operands):
        return set()
    operand = op.operands[index]
    if not isinstance(operand.type, MemRefType):
        return set()
    return {EffectInstance(kind, operand)}


class ReadsOperand0(MemoryEffect):
    """Reads its first operand if it is a memref (loads, transfer_read,
    gather)."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        return _operand_effect(op, 0, MemoryEffectKind.READ)


class WritesOperand0(MemoryEffect):
    """Writes its first operand if it is a memref (maskedstore, scatter)."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        return _operand_effect(op, 0, MemoryEffectKind.WRITE)


class WritesOperand1(MemoryEffect):
    """Writes its second operand if it is a memref (store, transfer_write)."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        return _operand_effect(op, 1, MemoryEffectKind.WRITE)


class WritesOutput(MemoryEffect):
    """Writes to no particular value (`vector.print`: MLIR's MemWrite)."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        return {EffectInstance(MemoryEffectKind.WRITE)}


# ---------------------------------------------------------------------------
# Maskable ops (MLIR's MaskableOpInterface), by op name
# ---------------------------------------------------------------------------


class Maskable(abc.ABC):
    """How `vector.mask` masks ops of one name (MLIR's MaskableOpInterface as
    an external model, so that xDSL's op classes get it too)."""

    supports_passthru: bool = False

    @abc.abstractmethod
    def expected_mask_type(self, op: Operation) -> Attribute:
        """The type of the mask `vector.mask` must give `op`."""


MASKABLE_OPS: dict[str, Maskable] = {}
"""The maskable ops, by name (filled by the modules defining them)."""


def maskable_model(op: Operation) -> Maskable | None:
    """How `op` is masked, None if it is not maskable."""
    return MASKABLE_OPS.get(op.name)


class SourceShapeMask(Maskable):
    """One mask bit per element of operand 0 (the reductions)."""

    def expected_mask_type(self, op: Operation) -> Attribute:
        source = vector_type(op.operands[0].type)
        return i1_vector(source.get_shape(), source.get_scalable_dims())


# ---------------------------------------------------------------------------
# MLIR's attribute text
# ---------------------------------------------------------------------------


def print_mlir_attribute(printer: Printer, attr: Attribute) -> None:
    """Print `attr` as MLIR does where xDSL differs: in arrays, `i64`
    integers have no type (`[0, 1]`, not `[0 : i64, 1 : i64]`)."""
    if isinstance(attr, ArrayAttr):
        printer.print_string("[")
        elements = cast(ArrayAttr[Attribute], attr).data
        for position, element in enumerate(elements):
            if position:
                printer.print_string(", ")
            if isa(element, IntegerAttr[I64]):
                printer.print_string(str(element.value.data))
            else:
                print_mlir_attribute(printer, element)
        printer.print_string("]")
        return
    printer.print_attribute(attr)


def print_mlir_attr_dict(printer: Printer, entries: dict[str, Attribute]) -> None:
    """Print ` {a = ..., b = ...}` sorted by name (nothing if empty)."""
    if not entries:
        return
    printer.print_string(" {")
    for position, (name, value) in enumerate(sorted(entries.items())):
        if position:
            printer.print_string(", ")
        printer.print_identifier_or_string_literal(name)
        if isinstance(value, UnitAttr):
            continue
        printer.print_string(" = ")
        print_mlir_attribute(printer, value)
    printer.print_string("}")


def print_attr_dict(
    printer: Printer,
    op: Operation,
    properties: Sequence[str] = (),
    defaults: dict[str, Attribute] | None = None,
) -> None:
    """Print the discardable attributes of `op` and its `properties` (except
    those equal to their `defaults`) as one sorted dictionary, as MLIR does."""
    entries = dict(op.attributes)
    for name in properties:
        value = op.properties.get(name)
        if value is not None and (defaults is None or defaults.get(name) != value):
            entries[name] = value
    print_mlir_attr_dict(printer, entries)


# ---------------------------------------------------------------------------
# Small helpers of the op definitions
# ---------------------------------------------------------------------------


def op_error(op: Operation, message: str) -> VerifyException:
    """A verifier error worded as MLIR's `emitOpError`."""
    return VerifyException(f"'{op.name}' op {message}")


def i64_array(values: Sequence[int]) -> ArrayAttr[IntegerAttr]:
    """MLIR's `I64ArrayAttr` of `values`."""
    return ArrayAttr([IntegerAttr(v, i64) for v in values])


def int_array_values(attr: Attribute) -> list[int]:
    """The integers of an `ArrayAttr` of integer attributes."""
    assert isinstance(attr, ArrayAttr)
    values: list[int] = []
    for element in cast(ArrayAttr[Attribute], attr).data:
        assert isinstance(element, IntegerAttr)
        values.append(cast(IntegerAttr, element).value.data)
    return values


def parse_type_after(parser: Parser, keyword: str) -> Attribute:
    """Parse `keyword type`."""
    parser.parse_keyword(keyword)
    return parser.parse_type()
