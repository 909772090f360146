"""`scf.index_switch`."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    i64,
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
    prop_def,
    region_def,
    var_region_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    RecursiveMemoryEffect,
)

from xdsl_bufferization.dialects.scf.syntax import (
    ensure_terminator,
    print_attr_dict,
    split_properties,
)
from xdsl_bufferization.dialects.scf.terminators import YieldOp
from xdsl_bufferization.dialects.scf.traits import (
    ImplicitTerminator,
    IndexSwitchOpCanonicalizationPatterns,
)
from xdsl_bufferization.dialects.scf.verification import (
    int_values,
    op_error,
    verify_single_block_regions,
    verify_sized_region,
)

# --------------------------------------------------------------------------- #
# scf.index_switch
# --------------------------------------------------------------------------- #


@irdl_op_definition
class IndexSwitchOp(IRDLOperation):
    """
    `scf.index_switch`: runs the case region whose value (in `cases`) equals
    `arg`, or the default region if none does.
    """

    name = "scf.index_switch"

    arg = operand_def(IndexType)
    cases = prop_def(DenseArrayBase.constr(i64))

    output = var_result_def()

    default_region = region_def()
    case_regions = var_region_def()

    traits = lazy_traits_def(
        lambda: (
            RecursiveMemoryEffect(),
            ImplicitTerminator(YieldOp),
            IndexSwitchOpCanonicalizationPatterns(),
        )
    )

    def __init__(
        self,
        arg: Operation | SSAValue,
        cases: DenseArrayBase | Sequence[int],
        default_region: Region,
        case_regions: Sequence[Region],
        result_types: Sequence[Attribute],
        attr_dict: dict[str, Attribute] | None = None,
    ):
        if not isinstance(cases, DenseArrayBase):
            cases = DenseArrayBase.from_list(i64, cases)
        super().__init__(
            operands=(arg,),
            attributes=attr_dict,
            properties={"cases": cases},
            regions=(default_region, case_regions),
            result_types=(result_types,),
        )

    @property
    def case_values(self) -> tuple[int, ...]:
        return int_values(self.cases)

    # MLIR's names
    @property
    def num_cases(self) -> int:
        return len(self.case_values)

    @property
    def default_block(self) -> Block:
        return self.default_region.block

    def case_block(self, index: int) -> Block:
        return self.case_regions[index].block

    @classmethod
    def parse(cls, parser: Parser) -> IndexSwitchOp:
        arg = parser.parse_operand(IndexType())
        attributes = parser.parse_optional_attr_dict()
        split_properties(attributes, ("cases",))
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            result_types = [parser.parse_type()]
            while parser.parse_optional_punctuation(",") is not None:
                result_types.append(parser.parse_type())
        case_values: list[int] = []
        case_regions: list[Region] = []
        while parser.parse_optional_keyword("case") is not None:
            case_values.append(parser.parse_integer(allow_boolean=False))
            case_regions.append(parser.parse_region())
        parser.parse_keyword("default")
        default_region = parser.parse_region()
        ensure_terminator(default_region, YieldOp)
        return cls(
            arg, case_values, default_region, case_regions, result_types, attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.arg)
        print_attr_dict(printer, self)
        if self.output:
            printer.print_string(" -> ")
            printer.print_list(self.result_types, printer.print_attribute)
        printer.print_string(" ")
        for value, region in zip(self.case_values, self.case_regions):
            printer.print_string(f"\ncase {value} ")
            printer.print_region(
                region, print_entry_block_args=False, print_empty_block=False
            )
        printer.print_string("\ndefault ")
        # MLIR's generated printer elides a terminator without operands and
        # attributes in the default region.
        terminator = self.default_region.first_block and (
            self.default_region.first_block.last_op
        )
        elide = (
            terminator is not None
            and not terminator.operands
            and not terminator.attributes
            and not terminator.properties
        )
        printer.print_region(
            self.default_region,
            print_empty_block=False,
            print_block_terminators=not elide,
        )

    def verify_(self) -> None:
        verify_single_block_regions(self)
        verify_sized_region(self, 0, "defaultRegion")
        for index in range(len(self.case_regions)):
            verify_sized_region(self, index + 1, "caseRegions")
        values = self.case_values
        if len(values) != len(self.case_regions):
            raise op_error(
                self,
                f"has {len(self.case_regions)} case regions but "
                f"{len(values)} case values",
            )
        seen: set[int] = set()
        for value in values:
            if value in seen:
                raise op_error(self, f"has duplicate case value: {value}")
            seen.add(value)
        named_regions = [("default region", self.default_region)] + [
            (f"case region #{i}", r) for i, r in enumerate(self.case_regions)
        ]
        for region_name, region in named_regions:
            terminator = region.block.last_op
            assert terminator is not None
            if terminator.name != YieldOp.name:
                raise op_error(
                    self,
                    f"expected region to end with scf.yield, but got {terminator.name}",
                )
            if len(terminator.operands) != len(self.output):
                raise op_error(
                    self,
                    f"expected each region to return {len(self.output)} values, "
                    f"but {region_name} returns {len(terminator.operands)}",
                )
            for index, (result_type, operand_type) in enumerate(
                zip(self.result_types, terminator.operand_types)
            ):
                if result_type != operand_type:
                    raise op_error(
                        self,
                        f"expected result #{index} of each region to be "
                        f"'{result_type}'",
                    )
