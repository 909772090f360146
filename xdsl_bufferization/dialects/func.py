"""The `func` dialect of xDSL, with argument attributes kept on declarations.

xDSL 0.74 parses `func.func private @f(tensor<4xf32> {bufferization.access =
"read"})` and drops the argument's attributes (it keeps only the types of a
declaration's arguments), and prints declarations without them. One-Shot
Module Bufferize reads `bufferization.access` there (an external function
that only reads its argument), and `test-analysis-only` writes it there, as
MLIR 22 does. `FuncOp` below is xDSL's class with parsing and printing that
keep them (an undecorated subclass: same IRDL definition, an instance of
xDSL's class). Every `func.func` parsed is built with it: declarations to
keep their argument attributes, definitions (which xDSL parses and prints,
keeping the attributes of named arguments) to verify through this package's
plan (`dialects/fast_verify.py`: `IsolatedFromAbove` in one walk, not one
walk up per operand). Everything else is xDSL's.
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects import func as xdsl_func
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr
from xdsl.dialects.utils.format import (
    _print_func_outputs,  # pyright: ignore[reportPrivateUsage]
)
from xdsl.ir import Dialect, Region
from xdsl.parser import Parser
from xdsl.printer import Printer

from xdsl_bufferization.dialects.fast_paths import install_fast_paths

_RESERVED = ("sym_name", "function_type", "sym_visibility", "arg_attrs")


class FuncOp(xdsl_func.FuncOp):
    """`func.func`; declarations keep their argument attributes."""

    @classmethod
    def parse(cls, parser: Parser) -> xdsl_func.FuncOp:
        start = parser.pos
        op = xdsl_func.FuncOp.parse(parser)
        if op.body.blocks:
            # A definition: xDSL keeps the attributes of its named arguments.
            # Built as our class, which verifies through its plan.
            return cast(
                FuncOp,
                FuncOp.create(  # pyright: ignore[reportUnknownMemberType]
                    properties=dict(op.properties),
                    attributes=dict(op.attributes),
                    regions=[op.detach_region(op.body)],
                ),
            )
        end = parser.pos
        # A declaration: read its argument list again, for the attributes.
        parser._resume_from(start)  # pyright: ignore[reportPrivateUsage]
        parser.parse_optional_visibility_keyword()
        parser.parse_symbol_name()

        def parse_attributes() -> DictionaryAttr:
            if parser.parse_optional_argument() is None:
                parser.parse_type()
            attributes = parser.parse_optional_dictionary_attr_dict()
            parser.parse_optional_location()
            return DictionaryAttr(attributes)

        arg_attrs = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parse_attributes
        )
        parser._resume_from(end)  # pyright: ignore[reportPrivateUsage]
        properties = dict(op.properties)
        if any(d.data for d in arg_attrs):
            properties["arg_attrs"] = ArrayAttr(arg_attrs)
        # Our class also without attributes: an analysis may add some.
        return cast(
            FuncOp,
            FuncOp.create(  # pyright: ignore[reportUnknownMemberType]
                properties=properties,
                attributes=dict(op.attributes),
                regions=[Region()],
            ),
        )

    def print(self, printer: Printer) -> None:
        arg_attrs = self.arg_attrs
        if self.body.blocks or arg_attrs is None:
            super().print(printer)
            return
        # A declaration with argument attributes: MLIR's form,
        # `@f(type {attrs}, type) -> results`.
        if self.sym_visibility:
            printer.print_string(f" {self.sym_visibility.data}")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string("(")
        inputs = self.function_type.inputs.data

        def print_input(index: int) -> None:
            printer.print_attribute(inputs[index])
            if index < len(arg_attrs.data) and arg_attrs.data[index].data:
                printer.print_op_attributes(arg_attrs.data[index].data)

        printer.print_list(range(len(inputs)), print_input)
        printer.print_string(")")
        _print_func_outputs(printer, self.function_type.outputs.data, self.res_attrs)
        printer.print_op_attributes(
            self.attributes, reserved_attr_names=_RESERVED, print_keyword=True
        )


Func = install_fast_paths(
    Dialect(
        "func",
        [FuncOp if op is xdsl_func.FuncOp else op for op in xdsl_func.Func.operations],
        list(xdsl_func.Func.attributes),
    )
)
"""xDSL's `func` dialect with our `FuncOp`."""
