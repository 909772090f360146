"""`linalg.generic`, `linalg.yield` and `linalg.index` (MLIR 22).

xDSL 0.74 has the three ops, but its `linalg.generic` prints the trait
dictionary unsorted, drops extra entries of it, rejects the attribute
dictionary MLIR accepts before `ins` and fails with an assertion on a
malformed trait; its `linalg.index` may only appear in a `linalg.generic`
(MLIR allows any structured op, e.g. the body of `linalg.fill_rng_2d`); its
`linalg.yield` checks nothing. Ours are registered as virtual subclasses of
xDSL's classes (docs/registration.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from xdsl.dialects import linalg as xdsl_linalg
from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    IndexType,
    IntegerAttr,
    StringAttr,
    i64,
)
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl_bufferization.dialects.linalg.structured import (
    StructuredOpEffects,
    VerifiedAroundBody,
    element_type_or_self,
    parse_ins_outs,
    parse_result_types,
    print_affine_maps,
    print_attr_dict,
    print_ins_outs,
    print_result_types,
    verify_destination_style,
    verify_structured,
)

_TRAIT_NAMES = ("doc", "indexing_maps", "iterator_types", "library_call")


@irdl_op_definition
class GenericOp(VerifiedAroundBody, LinalgStructuredOperation):
    """`linalg.generic`: a structured op given by its indexing maps,
    iterator types and body."""

    name = "linalg.generic"

    indexing_maps = prop_def(ArrayAttr[AffineMapAttr])
    iterator_types = prop_def(ArrayAttr[IteratorTypeAttr])
    doc = opt_prop_def(StringAttr)
    library_call = opt_prop_def(StringAttr)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(StructuredOpEffects())

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        body: Region,
        indexing_maps: Sequence[AffineMapAttr] | ArrayAttr[AffineMapAttr],
        iterator_types: Sequence[Attribute] | ArrayAttr[Attribute],
        result_types: Sequence[Attribute] = (),
        doc: StringAttr | None = None,
        library_call: StringAttr | None = None,
        attributes: dict[str, Attribute] | None = None,
    ) -> None:
        super().__init__(
            operands=[inputs, outputs],
            result_types=[result_types],
            properties={
                "indexing_maps": ArrayAttr(indexing_maps),
                "iterator_types": ArrayAttr(iterator_types),
                "doc": doc,
                "library_call": library_call,
            },
            attributes=attributes,
            regions=[body],
        )

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        return self.indexing_maps

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        return self.iterator_types

    def verify_(self) -> None:
        """No checks of its own (not xDSL's either): MLIR's are the
        interfaces', after the body."""

    def verify_interfaces_(self) -> None:
        verify_destination_style(self, list(self.outputs), len(self.inputs))
        verify_structured(
            self,
            [m.data for m in self.indexing_maps],
            len(self.iterator_types),
            list(self.operands),
            self.body.blocks.first,
        )

    @classmethod
    def parse(cls, parser: Parser) -> GenericOp:
        start = parser.pos
        trait = parser.parse_optional_attr_dict()
        maps = trait.pop("indexing_maps", None)
        if not isinstance(maps, ArrayAttr) or not all(
            isinstance(m, AffineMapAttr) for m in cast(ArrayAttr[Attribute], maps)
        ):
            parser.raise_error(
                "custom op 'linalg.generic' expected \"indexing_maps\" array "
                "attribute of affine maps",
                start,
                parser.pos,
            )
        iterators = trait.pop("iterator_types", None)
        parsed_iterators = _iterator_types(iterators)
        if parsed_iterators is None:
            parser.raise_error(
                "custom op 'linalg.generic' expected \"iterator_types\" array attribute",
                start,
                parser.pos,
            )
        doc = trait.pop("doc", None)
        library_call = trait.pop("library_call", None)
        for name, value in (("doc", doc), ("library_call", library_call)):
            if value is not None and not isinstance(value, StringAttr):
                parser.raise_error(
                    f"'linalg.generic' op attribute '{name}' failed to satisfy "
                    "constraint: string attribute",
                    start,
                    parser.pos,
                )
        attributes = dict(trait)
        attributes.update(parser.parse_optional_attr_dict())
        inputs, outputs = parse_ins_outs(parser)
        if parser.parse_optional_keyword("attrs") is not None:
            parser.parse_punctuation("=")
            attributes.update(parser.parse_optional_attr_dict())
        body = parser.parse_region()
        result_types = parse_result_types(parser)
        attributes.pop("operandSegmentSizes", None)
        return cls(
            inputs,
            outputs,
            body,
            cast(ArrayAttr[AffineMapAttr], maps),
            parsed_iterators,
            result_types,
            cast(StringAttr | None, doc),
            cast(StringAttr | None, library_call),
            attributes,
        )

    def print(self, printer: Printer) -> None:
        # The trait dictionary, sorted as MLIR prints it; its maps as MLIR
        # prints them.
        printer.print_string(" {")
        if self.doc is not None:
            printer.print_string("doc = ")
            printer.print_attribute(self.doc)
            printer.print_string(", ")
        printer.print_string("indexing_maps = ")
        print_affine_maps(printer, self.indexing_maps)
        printer.print_string(", iterator_types = [")
        printer.print_string(", ".join(f'"{it.data}"' for it in self.iterator_types))
        printer.print_string("]")
        if self.library_call is not None:
            printer.print_string(", library_call = ")
            printer.print_attribute(self.library_call)
        printer.print_string("}")
        print_ins_outs(printer, self.inputs, self.outputs)
        extra = {
            k: v
            for k, v in self.attributes.items()
            if k not in _TRAIT_NAMES and k != "operandSegmentSizes"
        }
        if extra:
            printer.print_string(" attrs = ")
            print_attr_dict(printer, extra, set())
        printer.print_string(" ")
        printer.print_region(self.body)
        print_result_types(printer, [r.type for r in self.results])


def _iterator_types(attr: Attribute | None) -> list[IteratorTypeAttr] | None:
    """`["parallel", "reduction"]` (or iterator type attributes) as attributes."""
    if not isinstance(attr, ArrayAttr):
        return None
    found: list[IteratorTypeAttr] = []
    for element in cast(ArrayAttr[Attribute], attr):
        if isinstance(element, IteratorTypeAttr):
            found.append(element)
        elif isinstance(element, StringAttr) and element.data in (
            IteratorType.PARALLEL,
            IteratorType.REDUCTION,
        ):
            found.append(IteratorTypeAttr(IteratorType(element.data)))
        else:
            return None
    return found


def _enclosing_structured_op(op: Operation) -> Operation | None:
    parent = op.parent_op()
    if parent is None or not parent.name.startswith("linalg."):
        return None
    if getattr(parent, "get_iterator_types", None) is None:
        return None
    return parent


def _loop_count(op: Operation) -> int:
    get_iterators: Callable[[], ArrayAttr[Attribute]] | None = getattr(
        op, "get_iterator_types", None
    )
    return len(get_iterators()) if get_iterators is not None else 0


def _init_element_types(op: Operation) -> list[Attribute]:
    """The element types of the inits of a structured op."""
    from xdsl_bufferization.dialects.linalg.structured import dps_num_inputs

    return [element_type_or_self(v.type) for v in op.operands[dps_num_inputs(op) :]]


@irdl_op_definition
class YieldOp(IRDLOperation):
    """`linalg.yield`: the values of the inits at one point of the loops."""

    name = "linalg.yield"

    values = var_operand_def()

    traits = traits_def(IsTerminator(), Pure())

    assembly_format = "attr-dict ($values^ `:` type($values))?"

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values])

    @property
    def arguments(self):
        """xDSL's name of the operands."""
        return self.values

    def verify_(self) -> None:
        parent = _enclosing_structured_op(self)
        if parent is None:
            return
        inits = _init_element_types(parent)
        if len(self.values) != len(inits):
            raise VerifyException(
                f"expected number of yield values ({len(self.values)}) to match the "
                "number of inits / outs operands of the enclosing LinalgOp "
                f"({len(inits)})"
            )
        for number, (value, element) in enumerate(zip(self.values, inits), 1):
            if value.type != element:
                # MLIR 22 names linalg.generic whatever the enclosing op.
                raise VerifyException(
                    f"type of yield operand {number} ('{value.type}') doesn't match "
                    f"the element type of the enclosing linalg.generic op "
                    f"('{element}')"
                )


@irdl_op_definition
class IndexOp(IRDLOperation):
    """`linalg.index`: the index of a loop of the enclosing structured op."""

    name = "linalg.index"

    dim = prop_def(IntegerAttr.constr(type=i64))
    result = result_def(IndexType)

    traits = traits_def(Pure())

    assembly_format = "$dim attr-dict `:` type($result)"

    def __init__(self, dim: int | IntegerAttr):
        dim_attr = dim if isinstance(dim, IntegerAttr) else IntegerAttr(dim, i64)
        super().__init__(properties={"dim": dim_attr}, result_types=[IndexType()])

    def verify_(self) -> None:
        parent = _enclosing_structured_op(self)
        if parent is None:
            raise VerifyException("expected parent op with LinalgOp interface")
        loops = _loop_count(parent)
        dim = self.dim.value.data
        if dim >= loops:
            raise VerifyException(
                f"expected dim ({dim}) to be lower than the number of loops ({loops}) "
                "of the enclosing LinalgOp"
            )


xdsl_linalg.ops.GenericOp.register(GenericOp)
xdsl_linalg.ops.YieldOp.register(YieldOp)
xdsl_linalg.ops.IndexOp.register(IndexOp)

__all__ = ["GenericOp", "IndexOp", "YieldOp"]
