"""Reductions and contractions (MLIR 22): `vector.multi_reduction`,
`vector.contract`, which xDSL 0.74 lacks, and the maskable-op models of the
reductions (xDSL's `vector.reduction` included).
"""

from __future__ import annotations

from typing import cast

from typing_extensions import Self
from xdsl.dialects import vector as xdsl_vector
from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    StringAttr,
    VectorType,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure

from xdsl_bufferization.dialects.vector.attributes import (
    IteratorType,
    IteratorTypeAttr,
)
from xdsl_bufferization.dialects.vector.common import (
    MASKABLE_OPS,
    Maskable,
    SourceShapeMask,
    i1_vector,
    is_vector,
    new_op,
    op_error,
    parse_type_after,
    print_attr_dict,
    print_mlir_attr_dict,
    vector_type,
)

CombiningKindAttr = xdsl_vector.CombiningKindAttr


# ---------------------------------------------------------------------------
# Reductions and contractions
# ---------------------------------------------------------------------------


@irdl_op_definition
class MultiDimReductionOp(IRDLOperation):
    """Reduce the `reduction_dims` of `source` with `kind`, starting from
    `acc`."""

    name = "vector.multi_reduction"

    source = operand_def(VectorType)
    acc = operand_def(AnyAttr())
    dest = result_def(AnyAttr())
    kind = prop_def(CombiningKindAttr)
    reduction_dims = prop_def(DenseArrayBase.constr(i64))
    traits = traits_def(Pure())

    @property
    def result(self) -> SSAValue:
        return self.dest

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        self.kind.print_parameter(printer)
        printer.print_string(", ")
        printer.print_ssa_value(self.source)
        printer.print_string(", ")
        printer.print_ssa_value(self.acc)
        print_attr_dict(printer, self)
        printer.print_string(" [")
        printer.print_list(
            self.reduction_dims.get_values(), lambda v: printer.print_string(str(v))
        )
        printer.print_string("] : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" to ")
        printer.print_attribute(self.dest.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        kind = CombiningKindAttr(CombiningKindAttr.parse_parameter(parser))
        parser.parse_punctuation(",")
        source = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        acc = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        dims = parser.parse_comma_separated_list(
            Parser.Delimiter.SQUARE, parser.parse_integer
        )
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        dest_type = parse_type_after(parser, "to")
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(source, source_type),
                parser.resolve_operand(acc, dest_type),
            ],
            result_types=[dest_type],
            properties={
                "kind": kind,
                "reduction_dims": DenseArrayBase.from_list(i64, dims),
            },
            attributes=attributes,
        )

    def verify_(self) -> None:
        source = vector_type(self.source.type)
        dims = set(self.reduction_dims.get_values())
        shape = [s for i, s in enumerate(source.get_shape()) if i not in dims]
        scalable = [
            s for i, s in enumerate(source.get_scalable_dims()) if i not in dims
        ]
        expected: Attribute = (
            VectorType(
                source.element_type, shape, i1_vector(shape, scalable).scalable_dims
            )
            if shape
            else source.element_type
        )
        if self.dest.type != expected:
            raise op_error(
                self,
                f"destination type '{self.dest.type}' is incompatible with source "
                f"type '{source}'",
            )


class ContractMask(Maskable):
    """`vector.mask` of a contraction: one bit per point of the iteration
    space."""

    def expected_mask_type(self, op: Operation) -> Attribute:
        return i1_vector(ContractionOp.iteration_bounds_of(op))


MASKABLE_OPS["vector.reduction"] = SourceShapeMask()
MASKABLE_OPS["vector.multi_reduction"] = SourceShapeMask()
MASKABLE_OPS["vector.contract"] = ContractMask()


@irdl_op_definition
class ContractionOp(IRDLOperation):
    """A generalized contraction: over the iteration space of the indexing
    maps, `acc[map2(i)] = acc[map2(i)] <kind> lhs[map0(i)] * rhs[map1(i)]`."""

    name = "vector.contract"

    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    acc = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    indexing_maps = prop_def(ArrayAttr[AffineMapAttr])
    iterator_types = prop_def(ArrayAttr[IteratorTypeAttr])
    kind = prop_def(CombiningKindAttr)
    traits = traits_def(Pure())

    def maps(self) -> list[AffineMap]:
        return [m.data for m in self.indexing_maps.data]

    def iterators(self) -> list[IteratorType]:
        return [t.data for t in self.iterator_types.data]

    @staticmethod
    def iteration_bounds_of(op: Operation) -> list[int]:
        """The size of each loop of the contraction (from lhs and rhs)."""
        maps_attr = op.properties["indexing_maps"]
        maps = [m.data for m in cast(ArrayAttr[AffineMapAttr], maps_attr).data]
        bounds = [1] * (maps[0].num_dims if maps else 0)
        for map_, operand in zip(maps[:2], op.operands[:2]):
            shape = vector_type(operand.type).get_shape()
            for expr, size in zip(map_.results, shape):
                if isinstance(expr, AffineDimExpr):
                    bounds[expr.position] = size
        return bounds

    def print(self, printer: Printer) -> None:
        traits: dict[str, Attribute] = {
            "indexing_maps": self.indexing_maps,
            "iterator_types": ArrayAttr(
                [StringAttr(t.data.value) for t in self.iterator_types.data]
            ),
            "kind": self.kind,
        }
        print_mlir_attr_dict(printer, traits)
        printer.print_string(" ")
        printer.print_ssa_value(self.lhs)
        printer.print_string(", ")
        printer.print_ssa_value(self.rhs)
        printer.print_string(", ")
        printer.print_ssa_value(self.acc)
        print_mlir_attr_dict(printer, dict(self.attributes))
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)
        printer.print_string(", ")
        printer.print_attribute(self.rhs.type)
        printer.print_string(" into ")
        printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        traits = parser.parse_attribute()
        from xdsl.dialects.builtin import DictionaryAttr

        if not isinstance(traits, DictionaryAttr):
            parser.raise_error("expected an attribute dictionary", pos)
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        acc = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        lhs_type = parser.parse_type()
        parser.parse_punctuation(",")
        rhs_type = parser.parse_type()
        result_type = parse_type_after(parser, "into")
        properties = dict(traits.data)
        iterator_types = properties.get("iterator_types")
        if not isinstance(iterator_types, ArrayAttr):
            parser.raise_error("expected iterator_types array attribute", pos)
        iterators: list[IteratorTypeAttr] = []
        for entry in cast(ArrayAttr[Attribute], iterator_types).data:
            if isinstance(entry, IteratorTypeAttr):
                iterators.append(entry)
                continue
            text = entry.data if isinstance(entry, StringAttr) else str(entry)
            if text not in (IteratorType.PARALLEL.value, IteratorType.REDUCTION.value):
                parser.raise_error(f"unexpected iterator_type ({text})", pos)
            iterators.append(IteratorTypeAttr(IteratorType(text)))
        properties["iterator_types"] = ArrayAttr(iterators)
        properties.setdefault(
            "kind", CombiningKindAttr(xdsl_vector.CombiningKindFlag.ADD)
        )
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(lhs, lhs_type),
                parser.resolve_operand(rhs, rhs_type),
                parser.resolve_operand(acc, result_type),
            ],
            result_types=[result_type],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        maps = self.maps()
        if len(maps) != 3:
            raise op_error(self, "expected an indexing map for each vector operand")
        num_iterators = len(self.iterator_types.data)
        for index, map_ in enumerate(maps):
            operand_type = self.operands[index].type
            rank = operand_type.get_num_dims() if is_vector(operand_type) else 0
            if map_.num_symbols != 0:
                raise op_error(
                    self, f"expected indexing map {index} to have no symbols"
                )
            if map_.num_dims != num_iterators:
                raise op_error(
                    self,
                    f"expected indexing map {index} to have {num_iterators} number "
                    "of inputs",
                )
            if len(map_.results) != rank:
                raise op_error(
                    self,
                    f"expected indexing map {index} to have {rank} number of outputs",
                )
            if not map_.is_projected_permutation():
                raise op_error(
                    self,
                    f"expected indexing map {index} to be a projected permutation of "
                    "its inputs",
                )
        lhs_dims = {e.position for e in maps[0].results if isinstance(e, AffineDimExpr)}
        rhs_dims = {e.position for e in maps[1].results if isinstance(e, AffineDimExpr)}
        acc_dims = {e.position for e in maps[2].results if isinstance(e, AffineDimExpr)}
        contracting = (lhs_dims & rhs_dims) - acc_dims
        if not contracting:
            raise op_error(self, "expected at least one contracting dimension pair")
        bounds = self.iteration_bounds_of(self)
        for index in range(2):
            shape = vector_type(self.operands[index].type).get_shape()
            for expr, size in zip(maps[index].results, shape):
                if isinstance(expr, AffineDimExpr) and bounds[expr.position] != size:
                    raise op_error(self, "invalid contracting dimension map")
        acc_type = self.acc.type
        expected_shape = [
            bounds[e.position] for e in maps[2].results if isinstance(e, AffineDimExpr)
        ]
        if is_vector(acc_type):
            if list(acc_type.get_shape()) != expected_shape:
                raise op_error(self, "invalid accumulator/result vector shape")
        elif expected_shape:
            raise op_error(self, "invalid accumulator/result vector shape")
        if self.result.type != acc_type:
            raise op_error(
                self,
                "failed to verify that third operand acc and result have same type",
            )
