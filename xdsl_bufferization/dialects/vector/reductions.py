"""Reductions and contractions (MLIR 22): `vector.multi_reduction`,
`vector.contract`, which xDSL 0.74 lacks, and the maskable-op models of the
reductions (xDSL's `vector.reduction` included).
"""

from __future__ import annotations

from typing import ClassVar, cast

from typing_extensions import Self
from xdsl.dialects import arith as xdsl_arith
from xdsl.dialects import vector as xdsl_vector
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    IndexType,
    IntegerType,
    StringAttr,
    VectorType,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
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
FastMathFlagsAttr = xdsl_arith.FastMathFlagsAttr


# ---------------------------------------------------------------------------
# Reductions and contractions
# ---------------------------------------------------------------------------


@irdl_op_definition
class ReductionOp(IRDLOperation):
    """Reduce a 0-D or 1-D vector to a scalar with `kind` (and `acc`, when
    given). xDSL's op without MLIR 22's rank and combining-kind checks is
    replaced by this one."""

    name = "vector.reduction"

    ELEMENT: ClassVar = VarConstraint("ELEMENT", AnyAttr())

    vector = operand_def(VectorType.constr(ELEMENT))
    acc = opt_operand_def(ELEMENT)
    dest = result_def(ELEMENT)
    kind = prop_def(CombiningKindAttr)
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))

    assembly_format = (
        "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict "
        "`:` type($vector) `into` type($dest)"
    )

    def __init__(
        self,
        vector: SSAValue | Operation,
        kind: CombiningKindAttr,
        acc: SSAValue | Operation | None = None,
        fastmath: FastMathFlagsAttr | None = None,
    ):
        source = vector_type(SSAValue.get(vector).type)
        super().__init__(
            operands=[vector, acc],
            result_types=[source.element_type],
            properties={"kind": kind, "fastmath": fastmath},
        )

    def verify_(self) -> None:
        rank = vector_type(self.vector.type).get_num_dims()
        if rank > 1:
            raise op_error(self, f"unsupported reduction rank: {rank}")
        element = self.dest.type
        if not supports_combining_kind(self.kind.data, element):
            raise op_error(
                self,
                f"unsupported reduction type ''{element}'' for kind "
                f"'{self.kind.data.value}'",
            )


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
        if self.acc.type != self.dest.type:
            raise op_error(
                self, "failed to verify that all of {dest, acc} have same type"
            )
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


def _element_type(type_: Attribute) -> Attribute:
    return vector_type(type_).element_type if is_vector(type_) else type_


def _dim_pairs(
    maps: list[AffineMap], iterators: list[IteratorType], kind: IteratorType
) -> list[tuple[int, int]]:
    """MLIR's `getDimMap`: for each loop of iterator type `kind` that both lhs
    and rhs index, the pair of their result positions."""
    pairs: list[tuple[int, int]] = []
    for loop, iterator in enumerate(iterators):
        if iterator != kind:
            continue
        positions = [
            next(
                (
                    i
                    for i, e in enumerate(map_.results)
                    if isinstance(e, AffineDimExpr) and e.position == loop
                ),
                None,
            )
            for map_ in maps[:2]
        ]
        lhs_position, rhs_position = positions
        if lhs_position is not None and rhs_position is not None:
            pairs.append((lhs_position, rhs_position))
    return pairs


_INTEGER_KINDS = {"minui", "minsi", "maxui", "maxsi", "and", "or", "xor"}
_FLOAT_KINDS = {"minnumf", "maxnumf", "minimumf", "maximumf"}


def supports_combining_kind(
    kind: xdsl_vector.CombiningKindFlag, element: Attribute
) -> bool:
    """MLIR's `isSupportedCombiningKind`: add and mul on any integer, index or
    float; the bitwise and integer min/max kinds on integers and index; the
    float min/max kinds on floats."""
    is_int = isinstance(element, IntegerType | IndexType)
    is_float = isinstance(element, AnyFloat)
    if kind.value in _INTEGER_KINDS:
        return is_int
    if kind.value in _FLOAT_KINDS:
        return is_float
    return is_int or is_float


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
        if _element_type(self.acc.type) != _element_type(self.result.type):
            raise op_error(
                self,
                "failed to verify that third operand acc and result have same "
                "element type",
            )
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
        iterators = self.iterators()
        contracting = _dim_pairs(maps, iterators, IteratorType.REDUCTION)
        batch = _dim_pairs(maps, iterators, IteratorType.PARALLEL)
        if not contracting:
            raise op_error(self, "expected at least one contracting dimension pair")
        lhs_shape = vector_type(self.lhs.type).get_shape()
        rhs_shape = vector_type(self.rhs.type).get_shape()
        for pairs, what in ((contracting, "contracting"), (batch, "batch")):
            if any(lhs_shape[a] != rhs_shape[b] for a, b in pairs):
                raise op_error(self, f"invalid {what} dimension map")
        self._verify_output_shape(maps, contracting, batch)
        result_type = self.result.type
        element = (
            vector_type(result_type).element_type
            if is_vector(result_type)
            else result_type
        )
        if not supports_combining_kind(self.kind.data, element):
            raise op_error(self, "unsupported contraction type")

    def _verify_output_shape(
        self,
        maps: list[AffineMap],
        contracting: list[tuple[int, int]],
        batch: list[tuple[int, int]],
    ) -> None:
        """MLIR's `verifyOutputShape`: the lhs dims that are not contracted
        and the rhs dims that are neither contracted nor batch make the
        result; their sizes, placed by the accumulator's map, its shape."""
        lhs = vector_type(self.lhs.type)
        rhs = vector_type(self.rhs.type)
        lhs_contracted = {a for a, _ in contracting}
        rhs_reused = {b for _, b in contracting} | {b for _, b in batch}
        free = [s for i, s in enumerate(lhs.get_shape()) if i not in lhs_contracted]
        free += [s for i, s in enumerate(rhs.get_shape()) if i not in rhs_reused]
        acc_type, result_type = self.acc.type, self.result.type
        if not free:
            if is_vector(acc_type) or is_vector(result_type):
                raise op_error(self, "invalid accumulator/result vector shape")
            return
        if not is_vector(acc_type) or not is_vector(result_type):
            raise op_error(self, "invalid accumulator/result vector shape")
        extents: list[int | None] = [None] * maps[0].num_dims
        for map_, operand in ((maps[0], lhs), (maps[1], rhs)):
            for expr, size in zip(map_.results, operand.get_shape()):
                if isinstance(expr, AffineDimExpr) and extents[expr.position] is None:
                    extents[expr.position] = size
        if any(extent is None for extent in extents):
            raise op_error(
                self,
                "expected all dimensions to be either a LHS or a RHS dimension",
            )
        shape = [
            extents[e.position] or 0
            for e in maps[2].results
            if isinstance(e, AffineDimExpr)
        ]
        result_vector = vector_type(result_type)
        expected = VectorType(
            result_vector.element_type, shape, result_vector.scalable_dims
        )
        if result_type != expected or acc_type != expected:
            raise op_error(
                self,
                f"invalid accumulator/result vector shape, expected: '{expected}'",
            )


# ---------------------------------------------------------------------------
# outerproduct
# ---------------------------------------------------------------------------


_ADD_KIND = CombiningKindAttr(xdsl_vector.CombiningKindFlag.ADD)


class OuterProductMask(Maskable):
    """`vector.mask` of an outer product: one bit per result element."""

    def expected_mask_type(self, op: Operation) -> Attribute:
        result = vector_type(op.results[0].type)
        return i1_vector(result.get_shape(), result.get_scalable_dims())


MASKABLE_OPS["vector.outerproduct"] = OuterProductMask()


@irdl_op_definition
class OuterProductOp(IRDLOperation):
    """`result[i, j] = acc[i, j] <kind> lhs[i] * rhs[j]` for a vector `rhs`;
    `result[i] = acc[i] <kind> lhs[i] * rhs` (an AXPY) for a scalar one.
    Without `acc`, the product alone."""

    name = "vector.outerproduct"

    lhs = operand_def(VectorType)
    rhs = operand_def(AnyAttr())
    acc = opt_operand_def(VectorType)
    result = result_def(VectorType)
    kind = prop_def(CombiningKindAttr, default_value=_ADD_KIND)
    traits = traits_def(Pure())

    def __init__(
        self,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        acc: SSAValue | Operation | None = None,
        kind: CombiningKindAttr = _ADD_KIND,
    ):
        result = self.result_type_of(
            vector_type(SSAValue.get(lhs).type), SSAValue.get(rhs).type
        )
        super().__init__(
            operands=[lhs, rhs, acc],
            result_types=[result],
            properties={"kind": kind},
        )

    @staticmethod
    def result_type_of(lhs: VectorType[Attribute], rhs: Attribute) -> VectorType:
        """MLIR's inferred result: `lhs` x `rhs` for a vector `rhs`, `lhs`'s
        length for a scalar one (from the first dimensions)."""
        shape = [lhs.get_shape()[0]]
        scalable = [lhs.get_scalable_dims()[0]]
        if is_vector(rhs):
            shape.append(rhs.get_shape()[0])
            scalable.append(rhs.get_scalable_dims()[0])
        flags = ArrayAttr(BoolAttr.from_bool(f) for f in scalable)
        return VectorType(lhs.element_type, shape, flags)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.lhs)
        printer.print_string(", ")
        printer.print_ssa_value(self.rhs)
        if self.acc is not None:
            # MLIR prints the attributes (the kind included) only with an
            # accumulator: without one, the kind does not change the result.
            printer.print_string(", ")
            printer.print_ssa_value(self.acc)
            print_attr_dict(printer, self, ("kind",))
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)
        printer.print_string(", ")
        printer.print_attribute(self.rhs.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        operands = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        if len(operands) not in (2, 3):
            parser.raise_error("expected at least 2 operands", pos)
        attributes = parser.parse_optional_attr_dict()
        kind = attributes.pop("kind", _ADD_KIND)
        parser.parse_punctuation(":")
        lhs_type = parser.parse_type()
        parser.parse_punctuation(",")
        rhs_type = parser.parse_type()
        if not is_vector(lhs_type) or not lhs_type.get_num_dims():
            parser.raise_error("expected vector type for operand #1", pos)
        result = cls.result_type_of(lhs_type, rhs_type)
        resolved = [
            parser.resolve_operand(operands[0], lhs_type),
            parser.resolve_operand(operands[1], rhs_type),
        ]
        if len(operands) == 3:
            resolved.append(parser.resolve_operand(operands[2], result))
        return new_op(
            cls,
            operands=[resolved[0], resolved[1], resolved[2:]],
            result_types=[result],
            properties={"kind": kind},
            attributes=attributes,
        )

    def verify_(self) -> None:
        lhs = vector_type(self.lhs.type)
        result = vector_type(self.result.type)
        if lhs.get_num_dims() != 1:
            raise op_error(self, "expected 1-d vector for operand #1")
        rhs = self.rhs.type
        if is_vector(rhs):
            if rhs.get_num_dims() != 1:
                raise op_error(self, "expected 1-d vector for operand #2")
            if result.get_num_dims() != 2:
                raise op_error(self, "expected 2-d vector result")
            if lhs.get_shape()[0] != result.get_shape()[0]:
                raise op_error(self, "expected #1 operand dim to match result dim #1")
            if rhs.get_shape()[0] != result.get_shape()[1]:
                raise op_error(self, "expected #2 operand dim to match result dim #2")
            if lhs.get_scalable_dims()[0] and not rhs.get_scalable_dims()[0]:
                raise op_error(
                    self,
                    "expected either both or only #2 operand dim to be scalable",
                )
        else:
            if result.get_num_dims() != 1:
                raise op_error(self, "expected 1-d vector result")
            if lhs.get_shape()[0] != result.get_shape()[0]:
                raise op_error(self, "expected #1 operand dim to match result dim #1")
        if self.acc is not None and self.acc.type != result:
            raise op_error(self, "expected operand #3 of same type as result type")
        if not supports_combining_kind(self.kind.data, result.element_type):
            raise op_error(self, "unsupported outerproduct type")
