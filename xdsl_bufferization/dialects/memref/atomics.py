"""Atomic ops: atomic_rmw, generic_atomic_rmw and atomic_yield."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from typing_extensions import Self
from xdsl.dialects.builtin import I64, AnyFloat, IntegerAttr, IntegerType, MemRefType
from xdsl.interfaces import HasCanonicalizationPatternsInterface
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.memref.constraints import (
    INT_OR_FLOAT,
    AttrPredicate,
    IntOrFloatConstr,
    described,
    described_property,
    index_operands,
)
from xdsl_bufferization.dialects.memref.effects import (
    ReadsAndWritesMemRefOperand,
    SingleBlockTerminatedBy,
)
from xdsl_bufferization.dialects.memref.syntax import (
    new_op,
    parse_indexed,
    print_attr_dict,
    print_indexed,
    resolve_indices,
)

# ---------------------------------------------------------------------------
# Atomics
# ---------------------------------------------------------------------------

ATOMIC_RMW_KINDS: tuple[str, ...] = (
    "addf",
    "addi",
    "andi",
    "assign",
    "maximumf",
    "maxnumf",
    "maxs",
    "maxu",
    "minimumf",
    "minnumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "xori",
)
"""MLIR's `arith::AtomicRMWKind` cases, indexed by their value."""

_FLOAT_RMW_KINDS = frozenset({"addf", "maximumf", "minimumf", "mulf"})
_INTEGER_RMW_KINDS = frozenset(
    {"addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi"}
)


@irdl_op_definition
class AtomicRMWOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Atomic read-modify-write of an element; `kind` holds the value of MLIR's
    `arith::AtomicRMWKind` (see `ATOMIC_RMW_KINDS`).
    """

    name = "memref.atomic_rmw"

    value = operand_def(described(IntOrFloatConstr, INT_OR_FLOAT))
    memref = operand_def(
        described(
            MemRefType.constr(IntOrFloatConstr),
            f"memref of {INT_OR_FLOAT} values",
        )
    )
    indices = var_operand_def(index_operands())

    kind = prop_def(
        described_property(
            AttrPredicate(
                frozenset({IntegerAttr}),
                lambda a: (
                    isa(a, IntegerAttr[I64])
                    and 0 <= a.value.data < len(ATOMIC_RMW_KINDS)
                ),
            ),
            "kind",
            "allowed 64-bit signless integer cases: "
            + ", ".join(str(i) for i in range(len(ATOMIC_RMW_KINDS))),
        )
    )

    result = result_def(described(IntOrFloatConstr, INT_OR_FLOAT))

    traits = traits_def(ReadsAndWritesMemRefOperand())

    @classmethod
    def get(
        cls,
        kind: str | int,
        value: SSAValue | Operation,
        memref: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
    ) -> Self:
        """Build `memref.atomic_rmw <kind>` (a name of `ATOMIC_RMW_KINDS` or its value)."""
        if isinstance(kind, str):
            kind = ATOMIC_RMW_KINDS.index(kind)
        value = SSAValue.get(value)
        return new_op(
            cls,
            operands=[value, memref, indices],
            result_types=[value.type],
            properties={"kind": IntegerAttr(kind, 64)},
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    @property
    def kind_name(self) -> str:
        """The kind's keyword (`addf`, `maxs`, ...)."""
        return ATOMIC_RMW_KINDS[cast(IntegerAttr, self.kind).value.data]

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind_name} ")
        printer.print_ssa_value(self.value)
        printer.print_string(", ")
        print_indexed(printer, self.memref, self.indices)
        print_attr_dict(printer, self)
        printer.print_string(" : (")
        printer.print_attribute(self.value.type)
        printer.print_string(", ")
        printer.print_attribute(self.memref.type)
        printer.print_string(") -> ")
        printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        kind_name = parser.parse_optional_str_literal()
        if kind_name is None:
            kind_name = parser.parse_optional_identifier()
        if kind_name not in ATOMIC_RMW_KINDS:
            parser.raise_error(
                "expected string or keyword containing one of the following enum "
                "values for attribute 'kind' [" + ", ".join(ATOMIC_RMW_KINDS) + "]"
            )
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref, indices = parse_indexed(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        parser.parse_punctuation("(")
        value_type = parser.parse_type()
        parser.parse_punctuation(",")
        memref_type = parser.parse_type()
        parser.parse_punctuation(")")
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(value, value_type),
                parser.resolve_operand(memref, memref_type),
                resolve_indices(parser, indices),
            ],
            result_types=[result_type],
            properties={"kind": IntegerAttr(ATOMIC_RMW_KINDS.index(kind_name), 64)},
            attributes=attributes,
        )

    def verify_(self) -> None:
        if self.value.type != self.result.type:
            raise VerifyException(
                "failed to verify that all of {value, result} have same type"
            )
        memref_type = self.memref.type
        assert isa(memref_type, MemRefType)
        if memref_type.element_type != self.value.type:
            raise VerifyException(
                "failed to verify that value type matches element type of memref"
            )
        if memref_type.get_num_dims() != len(self.indices):
            raise VerifyException(
                "expects the number of subscripts to be equal to memref rank"
            )
        kind = self.kind_name
        if kind in _FLOAT_RMW_KINDS and not isinstance(self.value.type, AnyFloat):
            raise VerifyException(f"with kind '{kind}' expects a floating-point type")
        if kind in _INTEGER_RMW_KINDS and not isinstance(self.value.type, IntegerType):
            raise VerifyException(f"with kind '{kind}' expects an integer type")


@irdl_op_definition
class AtomicYieldOp(IRDLOperation):
    """Terminator of memref.generic_atomic_rmw: the value to store."""

    name = "memref.atomic_yield"

    result = operand_def()

    assembly_format = "$result attr-dict `:` type($result)"

    traits = traits_def(IsTerminator(), Pure())

    def __init__(self, result: SSAValue | Operation):
        super().__init__(operands=[result])

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is None:
            return
        if not isinstance(parent, GenericAtomicRMWOp):
            raise VerifyException(
                "'memref.atomic_yield' expects parent op 'memref.generic_atomic_rmw'"
            )
        parent_type = parent.result.type
        if parent_type != self.result.type:
            raise VerifyException(
                f"types mismatch between yield op: '{self.result.type}' and its "
                f"parent: '{parent_type}'"
            )


@irdl_op_definition
class GenericAtomicRMWOp(IRDLOperation):
    """
    Atomic read-modify-write of an element with the modification in a region;
    the entry block argument is the current value.
    """

    name = "memref.generic_atomic_rmw"

    memref = operand_def(
        described(
            MemRefType.constr(IntOrFloatConstr), f"memref of {INT_OR_FLOAT} values"
        )
    )
    indices = var_operand_def(index_operands())

    result = result_def(described(IntOrFloatConstr, INT_OR_FLOAT))

    atomic_body = region_def()

    traits = traits_def(
        SingleBlockTerminatedBy(AtomicYieldOp), ReadsAndWritesMemRefOperand()
    )

    def __init__(
        self, memref: SSAValue | Operation, indices: Sequence[SSAValue | Operation]
    ):
        """Build the op with an entry block whose argument is the current value."""
        memref = SSAValue.get(memref, type=MemRefType)
        element_type = memref.type.element_type
        super().__init__(
            operands=[memref, indices],
            result_types=[element_type],
            regions=[Region(Block(arg_types=[element_type]))],
        )

    @property
    def current_value(self) -> SSAValue:
        """The value stored at memref[indices] before the write."""
        return self.atomic_body.block.args[0]

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_indexed(printer, self.memref, self.indices)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)
        printer.print_string(" ")
        printer.print_region(self.atomic_body)
        print_attr_dict(printer, self)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        memref, indices = parse_indexed(parser)
        parser.parse_punctuation(":")
        type_pos = parser.pos
        memref_type = parser.parse_type()
        if not isa(memref_type, MemRefType):
            parser.raise_error(f"expected a memref type, got {memref_type}", type_pos)
        memref_value = parser.resolve_operand(memref, memref_type)
        index_values = resolve_indices(parser, indices)
        body = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        return new_op(
            cls,
            operands=[memref_value, index_values],
            result_types=[memref_type.element_type],
            regions=[body],
            attributes=attributes,
        )

    def verify_(self) -> None:
        memref_type = self.memref.type
        assert isa(memref_type, MemRefType)
        if memref_type.element_type != self.result.type:
            raise VerifyException(
                "failed to verify that result type matches element type of memref"
            )
        block = self.atomic_body.blocks.first
        if block is None or len(block.args) != 1:
            raise VerifyException("expected single number of entry block arguments")
        if block.args[0].type != self.result.type:
            raise VerifyException(
                "expected block argument of the same type result type"
            )
        from xdsl_bufferization.interfaces.memory_effects import (
            is_memory_effect_free,
        )

        for nested in self.atomic_body.walk():
            if not is_memory_effect_free(nested):
                raise VerifyException(
                    "body of 'memref.generic_atomic_rmw' should contain only "
                    "operations with no side effects"
                )
