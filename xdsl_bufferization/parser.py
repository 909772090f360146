"""
xDSL's parser with the fixes our tools need (see docs/xdsl_defects.md).

xDSL 0.74's `Parser._parse_block` forgets where a block was defined when the
block was referenced before its definition (a forward branch), so a second
definition of the same label pops a forward reference that is already gone:
a `KeyError` instead of a parse error. Recording the definition makes xDSL's
own "re-declaration of block" error fire, as for a block defined twice
without a forward reference.

An integer out of range of its type (in a `dense<...>` literal, or in an
op's static sizes such as `output_shape [8, 18446744073709551616]`) makes
xDSL's attribute constructors raise a `ValueError` (an internal error); it
is a parse error here, at the literal (MLIR's words) or at the op.

It also leaves an operand unresolved when the value is used before an op
and defined only inside that op's regions (`%0 = scf.if %c ... { %c = ... }`):
the op keeps xDSL's placeholder, whose `owner` raises in the verifier. The
parsed module is checked for such operands, reported as MLIR reports them.

The type of a `dense<...>` literal is checked here: xDSL builds an IRDL
constraint anew for every literal (about a millisecond each), and words its
errors otherwise than MLIR (which reports them at `dense`, not at the type).
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyDenseElement,
    AnyFloat,
    ComplexType,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerType,
    ModuleOp,
    RankedStructure,
)
from xdsl.ir import Block, Operation
from xdsl.irdl import base
from xdsl.parser import Parser as XdslParser
from xdsl.parser.core import ForwardDeclaredValue
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.mlir_lexer import MLIRTokenKind

_DENSE_LITERAL_TYPE = base(
    RankedStructure[IntegerType | IndexType | AnyFloat | ComplexType]
)
"""The types a `dense<...>` literal may have (xDSL's check, built once)."""


class Parser(XdslParser):
    """xDSL's `Parser`, with the input errors above reported as parse errors."""

    def _parse_dense_literal_type(
        self,
    ) -> RankedStructure[IntegerType | IndexType | AnyFloat | ComplexType]:
        start = self._current_token.span.start
        type = self.expect(self.parse_optional_type, "Dense attribute must be typed!")
        end = self._current_token.span.start
        if not _DENSE_LITERAL_TYPE.verifies(type):
            self.raise_error("elements literal must be a shaped type", start, end)
        if DYNAMIC_INDEX in type.get_shape():
            self.raise_error("elements literal type must have static shape", start, end)
        return type

    def parse_dense_int_or_fp_elements_attr(
        self, type: RankedStructure[AnyDenseElement] | None
    ) -> DenseIntOrFPElementsAttr:
        start = self.pos
        try:
            return super().parse_dense_int_or_fp_elements_attr(type)
        except ValueError as error:
            message = str(error)
            if "out of range" in message:
                message = "integer constant out of range for type"
            self.raise_error(message, start, self.pos)

    def parse_operation(self) -> Operation:
        start = self.pos
        try:
            return super().parse_operation()
        except ValueError as error:
            # Only xDSL's range checks of attribute values: anything else is
            # a bug, and stays an internal error.
            if "out of range" not in str(error):
                raise
            self.raise_error(str(error), start, self.pos)

    def _parse_block(self) -> Block:
        token = self._current_token
        block = super()._parse_block()
        if token.kind == MLIRTokenKind.CARET_IDENT:
            name = token.text[1:]
            if name in self.blocks and self.blocks[name][1] is None:
                self.blocks[name] = (block, token.span)
        return block

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        module = super().parse_module(allow_implicit_module)
        for op in module.walk():
            if any(
                isinstance(operand, ForwardDeclaredValue) for operand in op.operands
            ):
                from xdsl_bufferization.diagnostics import emit_error

                message = "operation's operand is unlinked"
                emit_error(op, message, error=VerifyException(message))
        return module


__all__ = ["Parser"]
