"""Globals: memref.global and memref.get_global."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from typing_extensions import Self
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import (
    AnyDenseElement,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FlatSymbolRefAttrConstr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
)
from xdsl.ir import Attribute, Operation, SSAValue, TypedAttribute
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    base,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure, SymbolOpInterface, SymbolTable, SymbolUserOpInterface
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.memref.allocation import alignment_attr
from xdsl_bufferization.dialects.memref.constraints import (
    AttrPredicate,
    alignment_property,
    described,
    described_property,
    is_static_memref,
)
from xdsl_bufferization.dialects.memref.syntax import new_op, print_attr_dict

# ---------------------------------------------------------------------------
# Globals
# ---------------------------------------------------------------------------


class GetGlobalSymbolUser(SymbolUserOpInterface):
    """memref.get_global names a memref.global of its result type."""

    def verify(self, op: Operation) -> None:
        assert isinstance(op, GetGlobalOp)
        symbol = op.name_
        try:
            global_op = SymbolTable.lookup_symbol(op, symbol)
        except ValueError:
            global_op = None
        if not isinstance(global_op, xdsl_memref.GlobalOp):
            raise VerifyException(
                f"'{symbol.root_reference.data}' does not reference a valid global "
                "memref"
            )
        if global_op.type != op.memref.type:
            raise VerifyException(
                f"result type '{op.memref.type}' does not match type "
                f"'{global_op.type}' of the global memref "
                f"@{symbol.root_reference.data}"
            )


@irdl_op_definition
class GetGlobalOp(IRDLOperation):
    """
    The memref of a memref.global. The symbol property is MLIR's `name` (the
    Python field `name_`, `name` being the op name); MLIR names the result
    `result`.
    """

    name = "memref.get_global"

    memref = result_def(
        described(
            AttrPredicate(frozenset({MemRefType}), is_static_memref),
            "statically shaped memref of any type values",
        )
    )
    name_ = prop_def(
        described_property(
            FlatSymbolRefAttrConstr, "name", "flat symbol reference attribute"
        ),
        prop_name="name",
    )

    assembly_format = "$name `:` type($memref) attr-dict"

    traits = traits_def(Pure(), GetGlobalSymbolUser())

    def __init__(self, name: str | SymbolRefAttr, return_type: Attribute):
        if isinstance(name, str):
            name = SymbolRefAttr(name)
        super().__init__(result_types=[return_type], properties={"name": name})

    @property
    def result(self) -> SSAValue:
        """MLIR's name of the result."""
        return self.memref


_VISIBILITIES = ("public", "private", "nested")
_PRIVATE = StringAttr("private")


@irdl_op_definition
class GlobalOp(IRDLOperation):
    """
    A global memref variable: a declaration without `initial_value`, else a
    definition, uninitialized (unit) or with an elements attribute.
    """

    name = "memref.global"

    sym_name = prop_def(SymbolNameConstraint())
    sym_visibility = opt_prop_def(StringAttr)
    type = prop_def(
        described_property(base(MemRefType), "type", "memref type attribute")
    )
    initial_value = opt_prop_def(AnyAttr())
    constant = opt_prop_def(UnitAttr)
    alignment = opt_prop_def(alignment_property())

    traits = traits_def(SymbolOpInterface())

    @staticmethod
    def get(
        sym_name: StringAttr,
        sym_type: Attribute,
        initial_value: Attribute | None,
        sym_visibility: StringAttr | None = _PRIVATE,
        constant: UnitAttr | None = None,
        alignment: int | IntegerAttr[IntegerType] | None = None,
    ) -> GlobalOp:
        return new_op(
            GlobalOp,
            properties={
                "sym_name": sym_name,
                "type": sym_type,
                "initial_value": initial_value,
                "sym_visibility": sym_visibility,
                "constant": constant,
                "alignment": alignment_attr(alignment),
            },
        )

    def is_external(self) -> bool:
        """A declaration: no initial value."""
        return self.initial_value is None

    def is_uninitialized(self) -> bool:
        return isinstance(self.initial_value, UnitAttr)

    def get_constant_init_value(self) -> Attribute | None:
        """The initial value if the global is constant."""
        if self.constant is not None and not self.is_uninitialized():
            return self.initial_value
        return None

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        if self.sym_visibility is not None:
            printer.print_string_literal(self.sym_visibility.data)
            printer.print_string(" ")
        if self.constant is not None:
            printer.print_string("constant ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" : ")
        printer.print_attribute(self.type)
        initial_value = self.initial_value
        if initial_value is not None:
            printer.print_string(" = ")
            if isinstance(initial_value, UnitAttr):
                printer.print_string("uninitialized")
            elif isinstance(initial_value, TypedAttribute):
                initial_value.print_without_type(printer)
            else:
                printer.print_attribute(initial_value)
        print_attr_dict(printer, self, ("alignment",))

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        properties: dict[str, Attribute] = {}
        if (visibility := parser.parse_optional_str_literal()) is not None:
            properties["sym_visibility"] = StringAttr(visibility)
        if parser.parse_optional_keyword("constant") is not None:
            properties["constant"] = UnitAttr()
        properties["sym_name"] = parser.parse_symbol_name()
        parser.parse_punctuation(":")
        type_pos = parser.pos
        memref_type = parser.parse_type()
        if not is_static_memref(memref_type) or not isa(memref_type, MemRefType):
            parser.raise_error(
                f"type should be static shaped memref, but got '{memref_type}'",
                type_pos,
            )
        properties["type"] = memref_type
        if parser.parse_optional_punctuation("=") is not None:
            if parser.parse_optional_keyword("uninitialized") is not None:
                properties["initial_value"] = UnitAttr()
            else:
                properties["initial_value"] = _parse_initial_value(parser, memref_type)
        attributes = parser.parse_optional_attr_dict()
        if "alignment" in attributes:
            properties["alignment"] = attributes.pop("alignment")
        return new_op(cls, properties=properties, attributes=attributes)

    def verify_(self) -> None:
        if (
            self.sym_visibility is not None
            and self.sym_visibility.data not in _VISIBILITIES
        ):
            raise VerifyException(
                'visibility expected to be one of ["public", "private", "nested"], '
                f'but got "{self.sym_visibility.data}"'
            )
        memref_type = self.type
        if not is_static_memref(memref_type):
            raise VerifyException(
                f"type should be static shaped memref, but got '{memref_type}'"
            )
        initial_value = self.initial_value
        if initial_value is None or isinstance(initial_value, UnitAttr):
            return
        if not _is_elements_attr(initial_value):
            raise VerifyException(
                "initial value should be a unit or elements attribute, but got "
                f"{initial_value}"
            )
        initial_type = cast(
            TensorType[Attribute], cast(TypedAttribute, initial_value).get_type()
        )
        if initial_type.element_type != memref_type.element_type:
            raise VerifyException(
                "initial value element expected to be of type "
                f"'{memref_type.element_type}', but was of type "
                f"'{initial_type.element_type}'"
            )
        if initial_type.get_shape() != memref_type.get_shape():

            def dims(shape: Sequence[int]) -> str:
                return ", ".join(str(d) for d in shape)

            raise VerifyException(
                f"initial value shape expected to be {dims(memref_type.get_shape())} "
                f"but was {dims(initial_type.get_shape())}"
            )


def _parse_initial_value(parser: Parser, memref_type: MemRefType) -> Attribute:
    """Parse the elements attribute of a memref.global, typed by the global."""
    tensor_type = TensorType(memref_type.element_type, memref_type.get_shape())
    pos = parser.pos
    if parser.parse_optional_keyword("dense") is not None:
        return parser.parse_dense_int_or_fp_elements_attr(
            cast(TensorType[AnyDenseElement], tensor_type)
        )
    value = parser.parse_attribute()
    if not _is_elements_attr(value):
        parser.raise_error("initial value should be a unit or elements attribute", pos)
    return value


def _is_elements_attr(attr: Attribute) -> bool:
    return isinstance(attr, DenseIntOrFPElementsAttr | DenseResourceAttr)
