"""Printing and parsing helpers the memref ops share (and the vector and arith
ops reuse).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from typing_extensions import TypeVar
from xdsl.dialects.builtin import IndexType
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

# ---------------------------------------------------------------------------
# Printing and parsing helpers
# ---------------------------------------------------------------------------

_OpT = TypeVar("_OpT", bound=IRDLOperation)


def new_op(
    op_class: type[_OpT],
    *,
    operands: Sequence[SSAValue | Operation | Sequence[SSAValue | Operation]] = (),
    result_types: Sequence[Attribute | Sequence[Attribute]] = (),
    properties: Mapping[str, Attribute | None] | None = None,
    attributes: Mapping[str, Attribute | None] | None = None,
    regions: Sequence[Region] = (),
) -> _OpT:
    """An op of `op_class` built without its `__init__` (`IRDLOperation.build`)."""
    op = op_class.__new__(op_class)
    IRDLOperation.__init__(
        op,
        operands=operands,
        result_types=result_types,
        properties=properties,
        attributes=attributes,
        regions=regions,
    )
    return op


def print_operand_list(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_list(values, printer.print_ssa_value)


def print_indexed(printer: Printer, memref: SSAValue, indices: Sequence[SSAValue]):
    printer.print_ssa_value(memref)
    printer.print_string("[")
    print_operand_list(printer, indices)
    printer.print_string("]")


def parse_indexed(parser: Parser) -> tuple[UnresolvedOperand, list[UnresolvedOperand]]:
    """Parse `%memref[%i, %j]`."""
    memref = parser.parse_unresolved_operand()
    indices = parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, parser.parse_unresolved_operand
    )
    return memref, indices


def resolve_indices(
    parser: Parser, indices: Sequence[UnresolvedOperand]
) -> list[SSAValue]:
    return [parser.resolve_operand(index, IndexType()) for index in indices]


def print_attr_dict(
    printer: Printer,
    op: Operation,
    properties: Iterable[str] = (),
    defaults: Mapping[str, Attribute] | None = None,
) -> None:
    """
    Print the discardable attributes and the named `properties` of `op` as one
    dictionary sorted by name, as MLIR does; a property equal to its default
    value (`defaults`) is left out.
    """
    entries = dict(op.attributes)
    for name in properties:
        value = op.properties.get(name)
        if value is not None and (defaults is None or defaults.get(name) != value):
            entries[name] = value
    printer.print_op_attributes(dict(sorted(entries.items())))


def parse_attr_dict(
    parser: Parser, properties: Iterable[str] = ()
) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """
    Parse an optional attribute dictionary; return the entries named in
    `properties` (the op's inherent attributes) and the other ones.
    """
    attributes = parser.parse_optional_attr_dict()
    inherent = {name: attributes.pop(name) for name in properties if name in attributes}
    return inherent, attributes
