"""Copies between buffers: memref.copy, dma_start and dma_wait."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from typing_extensions import Self
from xdsl.dialects.builtin import IndexType, MemRefType
from xdsl.interfaces import HasCanonicalizationPatternsInterface
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.fast_verify import reads_signature_only
from xdsl_bufferization.dialects.memref.casts import compatible_shapes
from xdsl_bufferization.dialects.memref.constraints import (
    ANY_MEMREF,
    RANKED_OR_UNRANKED,
    MemRefConstr,
    RankedOrUnrankedMemRefConstr,
    described,
    element_type_of,
    index_operand,
    index_operands,
    memref_rank,
)
from xdsl_bufferization.dialects.memref.effects import CopyOpMemoryEffect
from xdsl_bufferization.dialects.memref.syntax import (
    new_op,
    parse_indexed,
    print_attr_dict,
    print_indexed,
    resolve_indices,
)


@irdl_op_definition
class CopyOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """Copy the source buffer into the target buffer. MLIR names the target `target`."""

    name = "memref.copy"

    source = operand_def(described(RankedOrUnrankedMemRefConstr, RANKED_OR_UNRANKED))
    destination = operand_def(
        described(RankedOrUnrankedMemRefConstr, RANKED_OR_UNRANKED)
    )

    assembly_format = (
        "$source `,` $destination attr-dict `:` type($source) `to` type($destination)"
    )

    traits = traits_def(CopyOpMemoryEffect())

    def __init__(self, source: SSAValue | Operation, destination: SSAValue | Operation):
        super().__init__(operands=[source, destination])

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldCopyOfCast,
            FoldEmptyCopy,
            FoldSelfCopy,
        )

        return (FoldEmptyCopy(), FoldSelfCopy(), FoldCopyOfCast())

    @property
    def target(self) -> SSAValue:
        """MLIR's name of the destination."""
        return self.destination

    @reads_signature_only
    def verify_(self) -> None:
        source = self.source.type
        target = self.destination.type
        if element_type_of(source) != element_type_of(target):
            raise VerifyException("requires the same element type for all operands")
        if not compatible_shapes(source, target):
            raise VerifyException("requires the same shape for all operands")


# ---------------------------------------------------------------------------
# DMA and prefetch
# ---------------------------------------------------------------------------


@irdl_op_definition
class DmaStartOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Start a DMA transfer. MLIR's operands are one untyped list (`operands`,
    the Python field `operands_`): source memref and indices, destination
    memref and indices, number of elements, tag memref and indices, and
    optionally a stride and a number of elements per stride; the properties
    below give each part.
    """

    name = "memref.dma_start"

    operands_ = var_operand_def()

    @staticmethod
    def get(
        src: SSAValue | Operation,
        src_indices: Sequence[SSAValue | Operation],
        dest: SSAValue | Operation,
        dest_indices: Sequence[SSAValue | Operation],
        num_elements: SSAValue | Operation,
        tag: SSAValue | Operation,
        tag_indices: Sequence[SSAValue | Operation],
        stride: SSAValue | Operation | None = None,
        num_elements_per_stride: SSAValue | Operation | None = None,
    ) -> DmaStartOp:
        """
        xDSL's builder, plus MLIR's optional stride and number of elements per
        stride (both or neither).
        """
        strides = (
            []
            if stride is None or num_elements_per_stride is None
            else [stride, num_elements_per_stride]
        )
        values = [
            src,
            *src_indices,
            dest,
            *dest_indices,
            num_elements,
            tag,
            *tag_indices,
            *strides,
        ]
        return new_op(DmaStartOp, operands=[[SSAValue.get(v) for v in values]])

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    # The positions below assume a verified op (memref types where expected).

    @property
    def src(self) -> SSAValue:
        return self.operands[0]

    @property
    def src_indices(self) -> Sequence[SSAValue]:
        return self.operands[1 : 1 + memref_rank(self.src)]

    @property
    def _dest_position(self) -> int:
        return 1 + memref_rank(self.src)

    @property
    def dest(self) -> SSAValue:
        return self.operands[self._dest_position]

    @property
    def dest_indices(self) -> Sequence[SSAValue]:
        start = self._dest_position + 1
        return self.operands[start : start + memref_rank(self.dest)]

    @property
    def _num_elements_position(self) -> int:
        return self._dest_position + 1 + memref_rank(self.dest)

    @property
    def num_elements(self) -> SSAValue:
        return self.operands[self._num_elements_position]

    @property
    def tag(self) -> SSAValue:
        return self.operands[self._num_elements_position + 1]

    @property
    def tag_indices(self) -> Sequence[SSAValue]:
        start = self._num_elements_position + 2
        return self.operands[start : start + memref_rank(self.tag)]

    def is_strided(self) -> bool:
        return len(self.operands) != (
            self._num_elements_position + 2 + memref_rank(self.tag)
        )

    @property
    def stride(self) -> SSAValue | None:
        return self.operands[-2] if self.is_strided() else None

    @property
    def num_elements_per_stride(self) -> SSAValue | None:
        return self.operands[-1] if self.is_strided() else None

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_indexed(printer, self.src, self.src_indices)
        printer.print_string(", ")
        print_indexed(printer, self.dest, self.dest_indices)
        printer.print_string(", ")
        printer.print_ssa_value(self.num_elements)
        printer.print_string(", ")
        print_indexed(printer, self.tag, self.tag_indices)
        if (stride := self.stride) is not None:
            printer.print_string(", ")
            printer.print_ssa_value(stride)
            printer.print_string(", ")
            printer.print_ssa_value(cast(SSAValue, self.num_elements_per_stride))
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_list(
            (self.src.type, self.dest.type, self.tag.type), printer.print_attribute
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        op_pos = parser.pos
        src, src_indices = parse_indexed(parser)
        parser.parse_punctuation(",")
        dest, dest_indices = parse_indexed(parser)
        parser.parse_punctuation(",")
        num_elements = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        tag, tag_indices = parse_indexed(parser)
        strides: list[UnresolvedOperand] = []
        while parser.parse_optional_punctuation(",") is not None:
            strides.append(parser.parse_unresolved_operand())
        if strides and len(strides) != 2:
            parser.raise_error("expected two stride related operands", op_pos)
        # MLIR prints, but does not parse, an attribute dictionary here.
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        if len(types) != 3:
            parser.raise_error("fewer/more types expected", op_pos)
        values = [
            parser.resolve_operand(src, types[0]),
            *resolve_indices(parser, src_indices),
            parser.resolve_operand(dest, types[1]),
            *resolve_indices(parser, dest_indices),
            parser.resolve_operand(num_elements, IndexType()),
            parser.resolve_operand(tag, types[2]),
            *resolve_indices(parser, tag_indices),
            *resolve_indices(parser, strides),
        ]
        return new_op(cls, operands=[values], attributes=attributes)

    def verify_(self) -> None:
        operands = self.operands
        count = len(operands)

        def all_index(values: Sequence[SSAValue]) -> bool:
            return all(isinstance(v.type, IndexType) for v in values)

        if count < 4:
            raise VerifyException("expected at least 4 operands")
        if not isa(operands[0].type, MemRefType):
            raise VerifyException("expected source to be of memref type")
        src_rank = memref_rank(operands[0])
        if count < src_rank + 4:
            raise VerifyException(f"expected at least {src_rank + 4} operands")
        if not all_index(operands[1 : 1 + src_rank]):
            raise VerifyException("expected source indices to be of index type")
        dest_position = 1 + src_rank
        if not isa(operands[dest_position].type, MemRefType):
            raise VerifyException("expected destination to be of memref type")
        dest_rank = memref_rank(operands[dest_position])
        expected = src_rank + dest_rank + 4
        if count < expected:
            raise VerifyException(f"expected at least {expected} operands")
        if not all_index(operands[dest_position + 1 : dest_position + 1 + dest_rank]):
            raise VerifyException("expected destination indices to be of index type")
        num_elements_position = dest_position + 1 + dest_rank
        if not isinstance(operands[num_elements_position].type, IndexType):
            raise VerifyException("expected num elements to be of index type")
        tag = operands[num_elements_position + 1]
        if not isa(tag.type, MemRefType):
            raise VerifyException("expected tag to be of memref type")
        tag_rank = memref_rank(tag)
        expected += tag_rank
        if count < expected:
            raise VerifyException(f"expected at least {expected} operands")
        tag_start = num_elements_position + 2
        if not all_index(operands[tag_start : tag_start + tag_rank]):
            raise VerifyException("expected tag indices to be of index type")
        if count not in (expected, expected + 2):
            raise VerifyException("incorrect number of operands")
        if count == expected + 2 and not all_index(operands[-2:]):
            raise VerifyException(
                "expected stride and num elements per stride to be of type index"
            )


@irdl_op_definition
class DmaWaitOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Wait for the DMA transfer of a tag. MLIR names the operands `tagMemRef`,
    `tagIndices` and `numElements`.
    """

    name = "memref.dma_wait"

    tag = operand_def(described(MemRefConstr, ANY_MEMREF))
    tag_indices = var_operand_def(index_operands())
    num_elements = operand_def(index_operand())

    assembly_format = (
        "$tag `[` $tag_indices `]` `,` $num_elements attr-dict `:` type($tag)"
    )

    @staticmethod
    def get(
        tag: SSAValue | Operation,
        tag_indices: Sequence[SSAValue | Operation],
        num_elements: SSAValue | Operation,
    ) -> DmaWaitOp:
        return new_op(DmaWaitOp, operands=[tag, tag_indices, num_elements])

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    def verify_(self) -> None:
        rank = memref_rank(self.tag)
        if len(self.tag_indices) != rank:
            raise VerifyException(
                "expected tagIndices to have the same number of elements as the "
                f"tagMemRef rank, expected {rank}, but got {len(self.tag_indices)}"
            )
