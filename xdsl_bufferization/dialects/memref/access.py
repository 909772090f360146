"""Element access: load, store and prefetch."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, cast

from typing_extensions import Self
from xdsl.dialects.builtin import I32, BoolAttr, IntegerAttr, MemRefType, i32
from xdsl.interfaces import HasCanonicalizationPatternsInterface
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.fast_verify import reads_signature_only
from xdsl_bufferization.dialects.memref.constraints import (
    ANY_MEMREF,
    AttrPredicate,
    Described,
    MemRefConstr,
    alignment_property,
    described,
    described_property,
    element_type_of,
    index_operands,
    memref_rank,
)
from xdsl_bufferization.dialects.memref.effects import (
    ReadsMemRefOperand,
    WritesMemRefOperand,
)
from xdsl_bufferization.dialects.memref.syntax import (
    new_op,
    parse_attr_dict,
    parse_indexed,
    print_attr_dict,
    print_indexed,
    resolve_indices,
)

# ---------------------------------------------------------------------------
# Loads and stores
# ---------------------------------------------------------------------------


@irdl_op_definition
class LoadOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """Read an element. MLIR names the result `result`."""

    name = "memref.load"

    T: ClassVar = VarConstraint("T", AnyAttr())

    memref = operand_def(
        Described(
            (
                (MemRefConstr, f"must be {ANY_MEMREF}, but got '{{type}}'"),
                (MemRefType.constr(T), ""),
            )
        )
    )
    indices = var_operand_def(index_operands())
    res = result_def(
        Described(
            ((T, "failed to verify that result type matches element type of 'memref'"),)
        )
    )

    nontemporal = opt_prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    alignment = opt_prop_def(alignment_property())

    traits = traits_def(ReadsMemRefOperand())

    @classmethod
    def get(
        cls,
        ref: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
        nontemporal: bool = False,
        alignment: int | None = None,
    ) -> Self:
        ssa_value = SSAValue.get(ref, type=MemRefType)
        return cls(
            operands=[ref, indices],
            result_types=[ssa_value.type.element_type],
            properties=_access_properties(nontemporal, alignment),
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    @property
    def result(self) -> SSAValue:
        """MLIR's name of the result."""
        return self.res

    def print(self, printer: Printer) -> None:
        # $memref `[` $indices `]` attr-dict `:` type($memref)
        printer.print_string(" ")
        print_indexed(printer, self.memref, self.indices)
        print_attr_dict(printer, self, _ACCESS_PROPERTIES, _ACCESS_DEFAULTS)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        memref, indices = parse_indexed(parser)
        properties, attributes = parse_attr_dict(parser, _ACCESS_PROPERTIES)
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        element_type = element_type_of(memref_type)
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(memref, memref_type),
                resolve_indices(parser, indices),
            ],
            # A non-memref type is reported by the verifier.
            result_types=[memref_type if element_type is None else element_type],
            properties=properties,
            attributes=attributes,
        )

    @reads_signature_only
    def verify_(self) -> None:
        # The operand's constraint made it a memref (checked first).
        memref_type = cast(MemRefType[Attribute], self.memref.type)
        if memref_type.get_num_dims() != len(self.indices):
            raise VerifyException(
                "incorrect number of indices for load, expected "
                f"{memref_type.get_num_dims()} but got {len(self.indices)}"
            )


_ACCESS_PROPERTIES = ("alignment", "nontemporal")
_ACCESS_DEFAULTS = {"nontemporal": BoolAttr.from_bool(False)}


def _access_properties(
    nontemporal: bool, alignment: int | None
) -> dict[str, Attribute | None]:
    return {
        "nontemporal": BoolAttr.from_bool(True) if nontemporal else None,
        "alignment": None if alignment is None else IntegerAttr(alignment, 64),
    }


@irdl_op_definition
class StoreOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """Write an element."""

    name = "memref.store"

    T: ClassVar = VarConstraint("T", AnyAttr())

    value = operand_def(Described(((T, ""),)))
    memref = operand_def(
        Described(
            (
                (MemRefConstr, f"must be {ANY_MEMREF}, but got '{{type}}'"),
                (
                    MemRefType.constr(T),
                    "failed to verify that type of 'value' matches element type of "
                    "'memref'",
                ),
            )
        )
    )
    indices = var_operand_def(index_operands())

    nontemporal = opt_prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    alignment = opt_prop_def(alignment_property())

    traits = traits_def(WritesMemRefOperand())

    @classmethod
    def get(
        cls,
        value: Operation | SSAValue,
        ref: Operation | SSAValue,
        indices: Sequence[Operation | SSAValue],
        nontemporal: bool = False,
        alignment: int | None = None,
    ) -> Self:
        return cls(
            operands=[value, ref, indices],
            properties=_access_properties(nontemporal, alignment),
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    def print(self, printer: Printer) -> None:
        # $value `,` $memref `[` $indices `]` attr-dict `:` type($memref)
        printer.print_string(" ")
        printer.print_ssa_value(self.value)
        printer.print_string(", ")
        print_indexed(printer, self.memref, self.indices)
        print_attr_dict(printer, self, _ACCESS_PROPERTIES, _ACCESS_DEFAULTS)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref, indices = parse_indexed(parser)
        properties, attributes = parse_attr_dict(parser, _ACCESS_PROPERTIES)
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        element_type = element_type_of(memref_type)
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(
                    value, memref_type if element_type is None else element_type
                ),
                parser.resolve_operand(memref, memref_type),
                resolve_indices(parser, indices),
            ],
            properties=properties,
            attributes=attributes,
        )

    @reads_signature_only
    def verify_(self) -> None:
        # The operand's constraint made it a memref (checked first).
        memref_type = cast(MemRefType[Attribute], self.memref.type)
        if memref_type.get_num_dims() != len(self.indices):
            raise VerifyException("store index operand count not equal to memref rank")


@irdl_op_definition
class PrefetchOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Prefetch an element into a cache. The properties are MLIR's `isWrite`,
    `localityHint` (0 to 3) and `isDataCache`.
    """

    name = "memref.prefetch"

    memref = operand_def(described(MemRefConstr, ANY_MEMREF))
    indices = var_operand_def(index_operands())

    is_write = prop_def(BoolAttr, prop_name="isWrite")
    locality_hint = prop_def(
        described_property(
            AttrPredicate(
                frozenset({IntegerAttr}),
                lambda a: isa(a, IntegerAttr[I32]) and 0 <= a.value.data <= 3,
            ),
            "localityHint",
            "32-bit signless integer attribute whose minimum value is 0 whose "
            "maximum value is 3",
        ),
        prop_name="localityHint",
    )
    is_data_cache = prop_def(BoolAttr, prop_name="isDataCache")

    traits = traits_def(WritesMemRefOperand())

    def __init__(
        self,
        memref: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
        is_write: bool,
        locality_hint: int,
        is_data_cache: bool,
    ):
        super().__init__(
            operands=[memref, indices],
            properties={
                "isWrite": BoolAttr.from_bool(is_write),
                "localityHint": IntegerAttr(locality_hint, i32),
                "isDataCache": BoolAttr.from_bool(is_data_cache),
            },
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_indexed(printer, self.memref, self.indices)
        printer.print_string(", write" if self.is_write.value.data else ", read")
        locality = cast(IntegerAttr, self.locality_hint).value.data
        printer.print_string(f", locality<{locality}>")
        printer.print_string(", data" if self.is_data_cache.value.data else ", instr")
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        op_pos = parser.pos
        memref, indices = parse_indexed(parser)
        parser.parse_punctuation(",")
        read_or_write = parser.parse_identifier()
        parser.parse_punctuation(",")
        parser.parse_keyword("locality")
        parser.parse_punctuation("<")
        locality = parser.parse_integer(allow_boolean=False, allow_negative=True)
        parser.parse_punctuation(">")
        parser.parse_punctuation(",")
        cache = parser.parse_identifier()
        # MLIR prints, but does not parse, an attribute dictionary here.
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        memref_value = parser.resolve_operand(memref, memref_type)
        index_values = resolve_indices(parser, indices)
        if read_or_write not in ("read", "write"):
            parser.raise_error("rw specifier has to be 'read' or 'write'", op_pos)
        if cache not in ("data", "instr"):
            parser.raise_error("cache type has to be 'data' or 'instr'", op_pos)
        return new_op(
            cls,
            operands=[memref_value, index_values],
            properties={
                "isWrite": BoolAttr.from_bool(read_or_write == "write"),
                "localityHint": IntegerAttr(locality, i32),
                "isDataCache": BoolAttr.from_bool(cache == "data"),
            },
            attributes=attributes,
        )

    def verify_(self) -> None:
        if len(self.indices) != memref_rank(self.memref):
            raise VerifyException("too few indices")
