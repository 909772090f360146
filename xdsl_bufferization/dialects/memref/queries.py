"""Ops that query a buffer without touching its elements: dim, rank,
assume_alignment, extract_aligned_pointer_as_index, extract_strided_metadata
and distinct_objects.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from typing_extensions import Self, deprecated
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I32,
    IndexType,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    UnrankedMemRefType,
    i32,
)
from xdsl.interfaces import (
    ConditionallySpeculatableInterface,
    HasCanonicalizationPatternsInterface,
    HasFolderInterface,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    SameVariadicResultSize,
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.traits import NoMemoryEffect, Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.memref.casts import compatible_shapes
from xdsl_bufferization.dialects.memref.constraints import (
    ANY_MEMREF,
    RANKED_OR_UNRANKED,
    AttrPredicate,
    InferredFrom,
    MemRefConstr,
    RankedOrUnrankedMemRefConstr,
    described,
    dynamic_dim_index,
    index_operand,
    is_strided_rank_0,
    is_strided_type,
)
from xdsl_bufferization.dialects.memref.syntax import (
    new_op,
    print_attr_dict,
    print_operand_list,
)
from xdsl_bufferization.utils.static_values import constant_int_value

# ---------------------------------------------------------------------------
# Queries
# ---------------------------------------------------------------------------


@irdl_op_definition
class AssumeAlignmentOp(IRDLOperation, HasFolderInterface):
    """A memref value whose buffer is assumed aligned to `alignment` bytes."""

    name = "memref.assume_alignment"

    T: ClassVar = VarConstraint("T", base(MemRefType))

    memref = operand_def(described(T, ANY_MEMREF))
    alignment = prop_def(IntegerAttr[I32])
    result = result_def(InferredFrom(T))

    assembly_format = "$memref `,` $alignment attr-dict `:` type($memref)"

    traits = traits_def(Pure())

    def __init__(
        self,
        memref: SSAValue | Operation,
        alignment: int | IntegerAttr[I32],
    ) -> None:
        memref = SSAValue.get(memref)
        if isinstance(alignment, int):
            alignment = IntegerAttr(alignment, i32)
        super().__init__(
            operands=[memref],
            result_types=[memref.type],
            properties={"alignment": alignment},
        )

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        # Assuming the same alignment twice adds nothing.
        source = self.memref.owner
        if (
            isinstance(source, xdsl_memref.AssumeAlignmentOp)
            and source.alignment == self.alignment
        ):
            return (self.memref,)
        return None

    def verify_(self) -> None:
        alignment = self.alignment.value.data
        if alignment <= 0:
            raise VerifyException(
                "attribute 'alignment' failed to satisfy constraint: 32-bit signless "
                "integer attribute whose value is positive"
            )
        if alignment & (alignment - 1):
            raise VerifyException("alignment must be power of 2")
        source = self.memref.type
        result = self.result.type
        if source == result:
            return
        if not isa(result, MemRefType) or not isa(source, MemRefType):
            raise VerifyException(f"result #0 must be {ANY_MEMREF}, but got '{result}'")
        if source.element_type != result.element_type or not compatible_shapes(
            source, result
        ):
            raise VerifyException("requires the same type for all operands and results")
        # Compatible, but not the type MLIR infers.
        raise VerifyException(
            f"inferred type(s) '{source}' are incompatible with return type(s) of "
            f"operation '{result}'"
        )


@irdl_op_definition
class DimOp(
    IRDLOperation,
    HasFolderInterface,
    HasCanonicalizationPatternsInterface,
    ConditionallySpeculatableInterface,
):
    """The size of one dimension of a memref."""

    name = "memref.dim"

    source = operand_def(
        described(
            base(UnrankedMemRefType)
            | AttrPredicate(
                frozenset({MemRefType}),
                lambda t: isa(t, MemRefType) and t.get_num_dims() > 0,
            ),
            "unranked.memref of any type values or non-0-ranked.memref of any type "
            "values",
        )
    )
    index = operand_def(index_operand())

    result = result_def(described(base(IndexType), "index"))

    assembly_format = "attr-dict $source `,` $index `:` type($source)"

    traits = traits_def(NoMemoryEffect())

    def __init__(
        self,
        source: SSAValue | Operation,
        index: SSAValue | Operation,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        super().__init__(
            operands=(source, index), result_types=(IndexType(),), attributes=attributes
        )

    @staticmethod
    @deprecated("Use DimOp(source, index) instead")
    def from_source_and_index(
        source: SSAValue | Operation, index: SSAValue | Operation
    ) -> DimOp:
        return DimOp(source, index)

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            DimOfMemRefReshape,
            FoldDimOfCast,
        )

        return (FoldDimOfCast(), DimOfMemRefReshape())

    def get_constant_index(self) -> int | None:
        return constant_int_value(self.index)

    def is_speculatable(self) -> bool:
        index = self.get_constant_index()
        source = self.source.type
        return (
            index is not None
            and isa(source, MemRefType)
            and 0 <= index < source.get_num_dims()
        )

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        index = self.get_constant_index()
        memref_type = self.source.type
        if index is None or not isa(memref_type, MemRefType):
            return None
        memref_type = memref_type
        # Out of bounds indices are undefined behaviour but valid IR.
        if not 0 <= index < memref_type.get_num_dims():
            return None
        size = memref_type.get_shape()[index]
        if size != DYNAMIC_INDEX:
            return (IntegerAttr(size, IndexType()),)
        dynamic_index = dynamic_dim_index(memref_type, index)
        producer = self.source.owner
        if isinstance(producer, xdsl_memref.AllocOp | xdsl_memref.AllocaOp):
            return (producer.dynamic_sizes[dynamic_index],)
        if isinstance(producer, xdsl_memref.ViewOp):
            return (producer.sizes[dynamic_index],)
        if isinstance(producer, xdsl_memref.SubviewOp):
            source_type = producer.source.type
            # Without rank reduction the i-th size is the i-th dynamic size.
            if (
                isa(source_type, MemRefType)
                and source_type.get_num_dims() == memref_type.get_num_dims()
            ):
                static_sizes = producer.static_sizes.get_values()
                position = sum(
                    1 for size in static_sizes[:index] if size == DYNAMIC_INDEX
                )
                return (producer.sizes[position],)
        return None


@irdl_op_definition
class RankOp(IRDLOperation, HasFolderInterface):
    """The rank of a memref. MLIR names the operand `memref`."""

    name = "memref.rank"

    source = operand_def(described(RankedOrUnrankedMemRefConstr, RANKED_OR_UNRANKED))

    rank = result_def(described(base(IndexType), "index"))

    assembly_format = "$source attr-dict `:` type($source)"

    traits = traits_def(Pure())

    @staticmethod
    def from_memref(memref: Operation | SSAValue) -> RankOp:
        return new_op(RankOp, operands=[memref], result_types=[IndexType()])

    @property
    def memref(self) -> SSAValue:
        """MLIR's name of the operand."""
        return self.source

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        source = self.source.type
        if isa(source, MemRefType):
            return (IntegerAttr(source.get_num_dims(), IndexType()),)
        return None


@irdl_op_definition
class ExtractAlignedPointerAsIndexOp(IRDLOperation):
    """The aligned pointer of a memref's buffer, as an index."""

    name = "memref.extract_aligned_pointer_as_index"

    source = operand_def(described(RankedOrUnrankedMemRefConstr, RANKED_OR_UNRANKED))

    aligned_pointer = result_def(described(base(IndexType), "index"))

    assembly_format = "$source `:` type($source) `->` type(results) attr-dict"

    traits = traits_def(Pure())

    @staticmethod
    def get(source: SSAValue | Operation) -> ExtractAlignedPointerAsIndexOp:
        return new_op(
            ExtractAlignedPointerAsIndexOp,
            operands=[source],
            result_types=[IndexType()],
        )


def strided_metadata_types(source_type: MemRefType) -> list[Attribute]:
    """Result types of memref.extract_strided_metadata on `source_type`."""
    rank = source_type.get_num_dims()
    base_buffer = MemRefType(
        source_type.element_type, [], NoneAttr(), source_type.memory_space
    )
    return [base_buffer, IndexType(), *([IndexType()] * (2 * rank))]


@irdl_op_definition
class ExtractStridedMetaDataOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """The base buffer, offset, sizes and strides of a strided memref."""

    name = "memref.extract_strided_metadata"

    source = operand_def(
        described(
            AttrPredicate(frozenset({MemRefType}), is_strided_type),
            "strided memref of any type values",
        )
    )

    base_buffer = result_def(
        described(
            AttrPredicate(frozenset({MemRefType}), is_strided_rank_0),
            "strided memref of any type values of rank 0",
        )
    )
    offset = result_def(described(base(IndexType), "index"))
    sizes = var_result_def(described(base(IndexType), "variadic of index"))
    strides = var_result_def(described(base(IndexType), "variadic of index"))

    irdl_options = (SameVariadicResultSize(),)

    assembly_format = "$source `:` type($source) `->` type(results) attr-dict"

    traits = traits_def(Pure())

    def __init__(self, source: SSAValue | Operation):
        """Extract the metadata of `source`, inferring the result types."""
        source_type = SSAValue.get(source, type=MemRefType).type
        types = strided_metadata_types(source_type)
        rank = source_type.get_num_dims()
        super().__init__(
            operands=[source],
            result_types=[types[0], types[1], types[2 : 2 + rank], types[2 + rank :]],
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            ExtractStridedMetadataConstants,
        )

        return (ExtractStridedMetadataConstants(),)

    def verify_(self) -> None:
        source_type = self.source.type
        assert isa(source_type, MemRefType)
        inferred = strided_metadata_types(source_type)
        actual = list(self.result_types)
        if inferred != actual:

            def quoted(types: Sequence[Attribute]) -> str:
                return ", ".join(f"'{t}'" for t in types)

            raise VerifyException(
                f"inferred type(s) {quoted(inferred)} are incompatible with return "
                f"type(s) of operation {quoted(actual)}"
            )


ExtractStridedMetadataOp = ExtractStridedMetaDataOp
"""MLIR's spelling of the class name."""


@irdl_op_definition
class DistinctObjectsOp(IRDLOperation):
    """
    Its results are its operands, promised to point to distinct buffers. MLIR
    names the operands and results `operands` and `results`, which are
    `Operation`'s own attributes here.
    """

    name = "memref.distinct_objects"

    memrefs = var_operand_def(described(MemRefConstr, f"variadic of {ANY_MEMREF}"))
    distinct_memrefs = var_result_def(
        described(MemRefConstr, f"variadic of {ANY_MEMREF}")
    )

    traits = traits_def(Pure())

    def __init__(self, memrefs: Sequence[SSAValue | Operation]):
        values = [SSAValue.get(m) for m in memrefs]
        super().__init__(operands=[values], result_types=[[v.type for v in values]])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_operand_list(printer, self.memrefs)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_list(self.memrefs.types, printer.print_attribute)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        operands = (
            parser.parse_optional_undelimited_comma_separated_list(
                parser.parse_optional_unresolved_operand,
                parser.parse_unresolved_operand,
            )
            or []
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        values = parser.resolve_operands(operands, types, pos)
        return new_op(
            cls, operands=[values], result_types=[types], attributes=attributes
        )

    def verify_(self) -> None:
        if self.memrefs.types != self.distinct_memrefs.types:
            raise VerifyException("operand types and result types must match")
        if not self.memrefs:
            raise VerifyException("expected at least one operand")
