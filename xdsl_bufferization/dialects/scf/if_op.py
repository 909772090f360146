"""`scf.if`."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import scf as xdsl_scf
from xdsl.dialects.builtin import (
    i1,
)
from xdsl.ir import (
    Attribute,
    Block,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    region_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    RecursivelySpeculatable,
    RecursiveMemoryEffect,
)

from xdsl_bufferization.dialects.scf.syntax import (
    ensure_terminator,
    parse_optional_arrow_types,
    print_attr_dict,
)
from xdsl_bufferization.dialects.scf.terminators import YieldOp, yield_of
from xdsl_bufferization.dialects.scf.traits import (
    IfOpCanonicalizationPatterns,
    ImplicitTerminator,
)
from xdsl_bufferization.dialects.scf.verification import (
    op_error,
    verify_edge,
    verify_no_region_arguments,
    verify_single_block_regions,
    verify_sized_region,
    verify_terminators,
)

# --------------------------------------------------------------------------- #
# scf.if
# --------------------------------------------------------------------------- #


@irdl_op_definition
class IfOp(IRDLOperation):
    """
    `scf.if`: runs its "then" region if `cond` holds, its "else" region (which
    may be empty when the op has no results) otherwise.
    """

    name = "scf.if"

    output = var_result_def()
    cond = operand_def(i1)

    true_region = region_def()
    false_region = region_def()

    traits = lazy_traits_def(
        lambda: (
            ImplicitTerminator(YieldOp),
            RecursiveMemoryEffect(),
            RecursivelySpeculatable(),
            IfOpCanonicalizationPatterns(),
        )
    )

    def __init__(
        self,
        cond: SSAValue | Operation,
        return_types: Sequence[Attribute],
        true_region: Region | Sequence[Block] | Sequence[Operation],
        false_region: Region | Sequence[Block] | Sequence[Operation] | None = None,
        attr_dict: dict[str, Attribute] | None = None,
    ):
        super().__init__(
            operands=[cond],
            result_types=[return_types],
            regions=[true_region, Region() if false_region is None else false_region],
            attributes=attr_dict,
        )

    # MLIR's names
    @property
    def condition(self) -> SSAValue:
        return self.cond

    @property
    def then_region(self) -> Region:
        return self.true_region

    @property
    def else_region(self) -> Region:
        return self.false_region

    @property
    def then_block(self) -> Block:
        return self.true_region.block

    @property
    def else_block(self) -> Block | None:
        """The block of the "else" region, None if that region is empty."""
        return self.false_region.first_block

    @property
    def then_yield(self) -> YieldOp:
        terminator = self.then_block.last_op
        assert isinstance(terminator, xdsl_scf.YieldOp)
        return terminator  # pyright: ignore[reportReturnType]

    @property
    def else_yield(self) -> YieldOp | None:
        if (block := self.else_block) is None:
            return None
        terminator = block.last_op
        assert isinstance(terminator, xdsl_scf.YieldOp)
        return terminator  # pyright: ignore[reportReturnType]

    @staticmethod
    def parse_region_with_yield(parser: Parser) -> Region:
        """Parse a region, appending an `scf.yield` if it has no terminator."""
        region = parser.parse_region()
        ensure_terminator(region, YieldOp)
        return region

    @classmethod
    def parse(cls, parser: Parser) -> IfOp:
        cond = parser.parse_operand(i1)
        return_types = parse_optional_arrow_types(parser)
        then_region = cls.parse_region_with_yield(parser)
        else_region = Region()
        if parser.parse_optional_keyword("else") is not None:
            else_region = cls.parse_region_with_yield(parser)
        attributes = parser.parse_optional_attr_dict()
        return cls(cond, return_types, then_region, else_region, attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.cond)
        if self.output:
            printer.print_string(" -> (")
            printer.print_list(self.result_types, printer.print_attribute)
            printer.print_string(")")
        print_terminators = bool(self.output)
        printer.print_string(" ")
        printer.print_region(
            self.true_region,
            print_entry_block_args=False,
            print_empty_block=False,
            print_block_terminators=print_terminators,
        )
        if self.false_region.first_block is not None:
            printer.print_string(" else ")
            printer.print_region(
                self.false_region,
                print_entry_block_args=False,
                print_empty_block=False,
                print_block_terminators=print_terminators,
            )
        print_attr_dict(printer, self)

    def verify_(self) -> None:
        verify_single_block_regions(self)
        verify_sized_region(self, 0, "thenRegion")
        verify_no_region_arguments(self)
        if self.output and self.false_region.first_block is None:
            raise op_error(self, "must have an else block if defining values")
        verify_terminators(self, YieldOp.name)
        for region in self.regions:
            if (terminator := yield_of(region)) is not None:
                verify_edge(
                    self,
                    f"Operation {YieldOp.name}",
                    "parent",
                    terminator.operand_types,
                    self.result_types,
                )
