"""Allocation ops: alloc, alloca, realloc, dealloc and alloca_scope."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from typing_extensions import Self
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IntAttr,
    IntegerAttr,
    MemRefLayoutAttr,
    MemRefType,
    NoneAttr,
)
from xdsl.interfaces import HasCanonicalizationPatternsInterface
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.traits import HasParent, IsTerminator, Pure, RecursiveMemoryEffect, ReturnLike
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.fast_verify import reads_signature_only
from xdsl_bufferization.dialects.memref.constraints import (
    ANY_MEMREF,
    RANKED_OR_UNRANKED,
    AttrPredicate,
    MemRefConstr,
    RankedOrUnrankedMemRefConstr,
    alignment_property,
    described,
    has_rank,
    index_operand,
    index_operands,
)
from xdsl_bufferization.dialects.memref.effects import (
    AllocaOpMemoryEffect,
    AllocOpMemoryEffect,
    AutomaticAllocationScope,
    DeallocOpMemoryEffect,
    ReallocOpMemoryEffect,
    SingleBlockTerminatedBy,
    has_automatic_allocation_scope,
)
from xdsl_bufferization.dialects.memref.layout import (
    is_identity_layout,
    num_layout_symbols,
)
from xdsl_bufferization.dialects.memref.syntax import (
    new_op,
    parse_attr_dict,
    print_attr_dict,
    print_operand_list,
    resolve_indices,
)

# ---------------------------------------------------------------------------
# Allocation
# ---------------------------------------------------------------------------


def _verify_alloc_like(op: AllocOp | AllocaOp) -> None:
    memref_type = op.memref.type
    assert isa(memref_type, MemRefType)
    num_dynamic = sum(1 for size in memref_type.get_shape() if size == DYNAMIC_INDEX)
    if len(op.dynamic_sizes) != num_dynamic:
        raise VerifyException(
            f"incorrect number of dynamic sizes, has {len(op.dynamic_sizes)}, "
            f"expected {num_dynamic}"
        )
    num_symbols = num_layout_symbols(memref_type)
    if len(op.symbol_operands) != num_symbols:
        raise VerifyException(
            "symbol operand count does not equal memref symbol count: expected "
            f"{num_symbols}, got {len(op.symbol_operands)}"
        )


_NO_ATTR = NoneAttr()


def _memref_type_for(
    element_type: Attribute,
    shape: Iterable[int | IntAttr] | None,
    layout: MemRefLayoutAttr | NoneAttr,
    memory_space: Attribute,
) -> MemRefType:
    return MemRefType(
        element_type, [1] if shape is None else shape, layout, memory_space
    )


def alignment_attr(alignment: int | IntegerAttr | None) -> IntegerAttr | None:
    if isinstance(alignment, int):
        return IntegerAttr(alignment, 64)
    return alignment


class _AllocLike(IRDLOperation):
    """Shared definition of memref.alloc and memref.alloca."""

    dynamic_sizes = var_operand_def(index_operands())
    symbol_operands = var_operand_def(index_operands())

    memref = result_def(described(MemRefConstr, ANY_MEMREF))

    alignment = opt_prop_def(alignment_property())

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        """MLIR's patterns of alloc and alloca (HasCanonicalizationPatternsInterface)."""
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            SimplifyAllocConst,
            SimplifyDeadAlloc,
        )

        return (SimplifyAllocConst(), SimplifyDeadAlloc())

    @classmethod
    def get(
        cls,
        return_type: Attribute,
        alignment: int | IntegerAttr | None = None,
        shape: Iterable[int | IntAttr] | None = None,
        dynamic_sizes: Sequence[SSAValue | Operation] | None = None,
        layout: MemRefLayoutAttr | NoneAttr = _NO_ATTR,
        memory_space: Attribute = _NO_ATTR,
    ) -> Self:
        """Build an allocation of `return_type` elements (xDSL's builder)."""
        return new_op(
            cls,
            operands=[[SSAValue.get(size) for size in dynamic_sizes or ()], []],
            result_types=[_memref_type_for(return_type, shape, layout, memory_space)],
            properties={"alignment": alignment_attr(alignment)},
        )

    @property
    def result(self) -> SSAValue:
        """MLIR's name of the result."""
        return self.memref

    def print(self, printer: Printer) -> None:
        # `(%sizes)` (`[%symbols]`)? attr-dict `:` type
        printer.print_string("(")
        print_operand_list(printer, self.dynamic_sizes)
        printer.print_string(")")
        if self.symbol_operands:
            printer.print_string("[")
            print_operand_list(printer, self.symbol_operands)
            printer.print_string("]")
        print_attr_dict(printer, self, ("alignment",))
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        sizes = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        symbols = (
            parser.parse_optional_comma_separated_list(
                parser.Delimiter.SQUARE, parser.parse_unresolved_operand
            )
            or []
        )
        properties, attributes = parse_attr_dict(parser, ("alignment",))
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        return new_op(
            cls,
            operands=[
                resolve_indices(parser, sizes),
                resolve_indices(parser, symbols),
            ],
            result_types=[memref_type],
            properties=properties,
            attributes=attributes,
        )

    def get_mixed_sizes(self) -> list[SSAValue | int]:
        """Size of each dimension: the static size, or its dynamic size operand."""
        memref_type = self.memref.type
        assert isa(memref_type, MemRefType)
        dynamic = iter(self.dynamic_sizes)
        return [
            next(dynamic) if size == DYNAMIC_INDEX else size
            for size in memref_type.get_shape()
        ]


@irdl_op_definition
class AllocOp(_AllocLike, HasCanonicalizationPatternsInterface):
    """Heap allocation (MLIR's `memref.alloc`)."""

    name = "memref.alloc"

    traits = traits_def(AllocOpMemoryEffect())

    def __init__(
        self,
        dynamic_sizes: Sequence[SSAValue | Operation],
        symbol_operands: Sequence[SSAValue | Operation],
        result_type: Attribute,
        alignment: Attribute | None = None,
    ):
        super().__init__(
            operands=(dynamic_sizes, symbol_operands),
            result_types=(result_type,),
            properties={"alignment": alignment},
        )

    @reads_signature_only
    def verify_(self) -> None:
        _verify_alloc_like(self)


@irdl_op_definition
class AllocaOp(_AllocLike, HasCanonicalizationPatternsInterface):
    """Stack allocation released by the enclosing automatic allocation scope."""

    name = "memref.alloca"

    traits = traits_def(AllocaOpMemoryEffect())

    def __init__(
        self,
        dynamic_sizes: Sequence[SSAValue | Operation] | None = None,
        symbol_operands: Sequence[SSAValue | Operation] = (),
        result_type: Attribute | None = None,
        alignment: Attribute | None = None,
        **irdl_arguments: Any,
    ):
        """
        Build from the sizes, symbols, result type and alignment, as AllocOp;
        or, as xDSL's AllocaOp (which has no builder of its own), from
        `IRDLOperation`'s keyword arguments (`operands=`, `result_types=`...).
        """
        if result_type is None:
            super().__init__(**irdl_arguments)
            return
        super().__init__(
            operands=(dynamic_sizes or (), symbol_operands),
            result_types=(result_type,),
            properties={"alignment": alignment},
        )

    def verify_(self) -> None:
        ancestor = self.parent_op()
        while ancestor is not None and not has_automatic_allocation_scope(ancestor):
            ancestor = ancestor.parent_op()
        # A detached op (being built) has no ancestor yet.
        if ancestor is None and self.parent_op() is not None:
            raise VerifyException(
                "requires an ancestor op with AutomaticAllocationScope trait"
            )
        _verify_alloc_like(self)


@irdl_op_definition
class ReallocOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Resize a 1-D buffer, possibly moving it (MLIR's `memref.realloc`). MLIR
    names the optional size operand `dynamicResultSize`.
    """

    name = "memref.realloc"

    source = operand_def(
        described(
            AttrPredicate(frozenset({MemRefType}), has_rank(1)),
            "1D memref of any type values",
        )
    )
    dynamic_result_size = opt_operand_def(index_operand())
    alignment = opt_prop_def(alignment_property())
    result = result_def(
        described(
            AttrPredicate(frozenset({MemRefType}), has_rank(1)),
            "1D memref of any type values",
        )
    )

    traits = traits_def(ReallocOpMemoryEffect())

    def __init__(
        self,
        source: SSAValue | Operation,
        result_type: MemRefType,
        dynamic_result_size: SSAValue | Operation | None = None,
        alignment: int | IntegerAttr | None = None,
    ):
        super().__init__(
            operands=(
                source,
                () if dynamic_result_size is None else (dynamic_result_size,),
            ),
            result_types=(result_type,),
            properties={"alignment": alignment_attr(alignment)},
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            SimplifyDeadAlloc,
        )

        return (SimplifyDeadAlloc(),)

    @property
    def dynamicResultSize(self) -> SSAValue | None:
        return self.dynamic_result_size

    def print(self, printer: Printer) -> None:
        # $source (`(` $dynamicResultSize `)`)? attr-dict `:` type `to` type
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        if self.dynamic_result_size is not None:
            printer.print_string("(")
            printer.print_ssa_value(self.dynamic_result_size)
            printer.print_string(")")
        print_attr_dict(printer, self, ("alignment",))
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source = parser.parse_unresolved_operand()
        size: list[UnresolvedOperand] = []
        if parser.parse_optional_punctuation("(") is not None:
            size.append(parser.parse_unresolved_operand())
            parser.parse_punctuation(")")
        properties, attributes = parse_attr_dict(parser, ("alignment",))
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_keyword("to")
        result_type = parser.parse_type()
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(source, source_type),
                resolve_indices(parser, size),
            ],
            result_types=[result_type],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        source_type = self.source.type
        result_type = self.result.type
        assert isa(source_type, MemRefType)
        assert isa(result_type, MemRefType)
        if not is_identity_layout(source_type.layout):
            raise VerifyException(
                f"unsupported layout for source memref type '{source_type}'"
            )
        if not is_identity_layout(result_type.layout):
            raise VerifyException(
                f"unsupported layout for result memref type '{result_type}'"
            )
        if source_type.memory_space != result_type.memory_space:
            raise VerifyException(
                "different memory spaces specified for source memref type "
                f"'{source_type}' and result memref type '{result_type}'"
            )
        if source_type.element_type != result_type.element_type:
            raise VerifyException(
                "different element types specified for source memref type "
                f"'{source_type}' and result memref type '{result_type}'"
            )
        dynamic = DYNAMIC_INDEX in result_type.get_shape()
        if dynamic and self.dynamic_result_size is None:
            raise VerifyException(
                f"missing dimension operand for result type '{result_type}'"
            )
        if not dynamic and self.dynamic_result_size is not None:
            raise VerifyException(
                f"unnecessary dimension operand for result type '{result_type}'"
            )


@irdl_op_definition
class DeallocOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """Free a buffer allocated by memref.alloc."""

    name = "memref.dealloc"

    memref = operand_def(described(RankedOrUnrankedMemRefConstr, RANKED_OR_UNRANKED))

    assembly_format = "$memref attr-dict `:` type($memref)"

    traits = traits_def(DeallocOpMemoryEffect())

    @staticmethod
    def get(operand: Operation | SSAValue) -> DeallocOp:
        return new_op(DeallocOp, operands=[operand])

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)


# ---------------------------------------------------------------------------
# Allocation scopes
# ---------------------------------------------------------------------------


@irdl_op_definition
class AllocaScopeReturnOp(IRDLOperation):
    """Terminator of memref.alloca_scope. MLIR names its operands `results`."""

    name = "memref.alloca_scope.return"

    ops = var_operand_def()

    assembly_format = "attr-dict ($ops^ `:` type($ops))?"

    traits = traits_def(
        HasParent(xdsl_memref.AllocaScopeOp), IsTerminator(), ReturnLike(), Pure()
    )


@irdl_op_definition
class AllocaScopeOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Explicit scope of the memref.alloca allocations in its body. MLIR names
    its results `results` and its region `bodyRegion`.
    """

    name = "memref.alloca_scope"

    res = var_result_def()

    scope = region_def()

    traits = traits_def(
        AutomaticAllocationScope(),
        SingleBlockTerminatedBy(xdsl_memref.AllocaScopeReturnOp),
        RecursiveMemoryEffect(),
    )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            AllocaScopeHoister,
            AllocaScopeInliner,
        )

        return (AllocaScopeInliner(), AllocaScopeHoister())

    @property
    def bodyRegion(self) -> Region:
        return self.scope

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        if self.res:
            printer.print_string(" -> (")
            printer.print_list(self.res.types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(
            self.scope,
            print_entry_block_args=False,
            print_block_terminators=bool(self.res),
        )
        print_attr_dict(printer, self)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            if parser.parse_optional_punctuation("(") is not None:
                if parser.parse_optional_punctuation(")") is None:
                    result_types = parser.parse_comma_separated_list(
                        parser.Delimiter.NONE, parser.parse_type
                    )
                    parser.parse_punctuation(")")
            else:
                result_types = [parser.parse_type()]
        body = parser.parse_region()
        if not body.blocks:
            body.add_block(Block())
        for block in body.blocks:
            last = block.last_op
            if last is None or not last.has_trait(
                IsTerminator, value_if_unregistered=False
            ):
                block.add_op(new_op(AllocaScopeReturnOp, operands=[[]]))
        attributes = parser.parse_optional_attr_dict()
        return new_op(
            cls, result_types=[result_types], regions=[body], attributes=attributes
        )

    def verify_(self) -> None:
        if len(self.scope.blocks) > 1:
            raise VerifyException("expects region #0 to have 0 or 1 blocks")
        block = self.scope.blocks.first
        if block is None:
            raise VerifyException(
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 "
                "blocks"
            )
        if block.args:
            raise VerifyException("region should have no arguments")
        terminator = block.last_op
        if not isinstance(terminator, xdsl_memref.AllocaScopeReturnOp):
            return
        prefix = (
            "along control flow edge from Operation memref.alloca_scope.return "
            "to parent: "
        )
        returned = terminator.operands
        if len(returned) != len(self.res):
            raise VerifyException(
                f"{prefix}region branch point has {len(returned)} operands, but "
                f"region successor needs {len(self.res)} inputs"
            )
        for i, (value, result) in enumerate(zip(returned, self.res)):
            if value.type != result.type:
                raise VerifyException(
                    f"{prefix}successor operand type #{i} '{value.type}' should "
                    f"match successor input type #{i} '{result.type}'"
                )
