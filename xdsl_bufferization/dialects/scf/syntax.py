"""Printing and parsing helpers the scf ops share."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from xdsl.dialects.builtin import (
    FunctionType,
)
from xdsl.dialects.utils import (
    parse_assignment,
    print_assignment,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    Region,
    SSAValue,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
)

# --------------------------------------------------------------------------- #
# Printing and parsing helpers
# --------------------------------------------------------------------------- #


def print_attr_dict(
    printer: Printer,
    op: Operation,
    *,
    properties: Iterable[str] = (),
    keyword: bool = False,
) -> None:
    """
    Print the op's attributes, plus the named properties that MLIR prints in the
    attribute dictionary, sorted by name as MLIR's dictionaries are.
    """
    entries = dict(op.attributes)
    for name in properties:
        if (value := op.properties.get(name)) is not None:
            entries[name] = value
    if not entries:
        return
    printer.print_string(" attributes " if keyword else " ")
    printer.print_attr_dict(dict(sorted(entries.items())))


def split_properties(
    attributes: dict[str, Attribute], names: Iterable[str]
) -> dict[str, Attribute]:
    """Move the entries of `attributes` that are the op's properties out of it."""
    return {name: attributes.pop(name) for name in names if name in attributes}


def parse_optional_arrow_types(parser: Parser) -> list[Attribute]:
    """MLIR's `parseOptionalArrowTypeList`: `-> type` or `-> (type, ...)`."""
    if parser.parse_optional_punctuation("->") is None:
        return []
    return parse_function_result_types(parser)


def parse_function_result_types(parser: Parser) -> list[Attribute]:
    if parser.parse_optional_punctuation("(") is not None:
        if parser.parse_optional_punctuation(")") is not None:
            return []
        types: list[Attribute] = [parser.parse_type()]
        while parser.parse_optional_punctuation(",") is not None:
            types.append(parser.parse_type())
        parser.parse_punctuation(")")
        return types
    return [parser.parse_type()]


def print_optional_arrow_types(printer: Printer, types: Sequence[Attribute]) -> None:
    """MLIR's `printOptionalArrowTypeList`."""
    if not types:
        return
    printer.print_string(" -> ")
    if len(types) == 1 and not isinstance(types[0], FunctionType):
        printer.print_attribute(types[0])
        return
    printer.print_string("(")
    printer.print_list(types, printer.print_attribute)
    printer.print_string(")")


def print_assignments(
    printer: Printer, args: Sequence[BlockArgument], values: Sequence[SSAValue]
) -> None:
    printer.print_string("(")
    printer.print_list(zip(args, values), lambda pair: print_assignment(printer, *pair))
    printer.print_string(")")


def parse_assignments(
    parser: Parser,
) -> tuple[list[Parser.UnresolvedArgument], list[UnresolvedOperand]]:
    pairs = parser.parse_comma_separated_list(
        Parser.Delimiter.PAREN, lambda: parse_assignment(parser)
    )
    return [arg for arg, _ in pairs], [value for _, value in pairs]


def ensure_terminator(region: Region, terminator: Callable[[], Operation]) -> None:
    """
    Give `region` a block ending with a terminator, appending the op that
    `terminator` builds if it has none (MLIR's `ensureTerminator`).
    """
    if region.first_block is None:
        region.add_block(Block())
    for block in region.blocks:
        last_op = block.last_op
        if last_op is None or not last_op.has_trait(
            IsTerminator, value_if_unregistered=False
        ):
            block.add_op(terminator())
