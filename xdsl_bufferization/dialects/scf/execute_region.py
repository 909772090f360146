"""`scf.execute_region`."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    UnitAttr,
)
from xdsl.ir import (
    Attribute,
    Region,
)
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    region_def,
    traits_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    RecursiveMemoryEffect,
)

from xdsl_bufferization.dialects.scf.syntax import (
    parse_optional_arrow_types,
    print_attr_dict,
    print_optional_arrow_types,
    split_properties,
)
from xdsl_bufferization.dialects.scf.terminators import YieldOp
from xdsl_bufferization.dialects.scf.traits import (
    ExecuteRegionOpCanonicalizationPatterns,
)
from xdsl_bufferization.dialects.scf.verification import op_error, verify_edge

# --------------------------------------------------------------------------- #
# scf.execute_region
# --------------------------------------------------------------------------- #


@irdl_op_definition
class ExecuteRegionOp(IRDLOperation):
    """
    `scf.execute_region`: executes its region, which may have several blocks,
    once. Its results are the operands of the `scf.yield` that ends the run.
    `no_inline` keeps canonicalization from inlining it.
    """

    name = "scf.execute_region"

    outs = var_result_def()
    region = region_def()
    no_inline = opt_prop_def(UnitAttr)

    traits = traits_def(
        RecursiveMemoryEffect(),
        ExecuteRegionOpCanonicalizationPatterns(),
    )

    def __init__(
        self,
        result_types: Sequence[Attribute],
        region: Region,
        attr_dict: dict[str, Attribute] | None = None,
        *,
        no_inline: bool = False,
    ):
        super().__init__(
            result_types=(result_types,),
            regions=(region,),
            attributes=attr_dict,
            properties={"no_inline": UnitAttr()} if no_inline else {},
        )

    @property
    def is_no_inline(self) -> bool:
        return self.no_inline is not None

    @classmethod
    def parse(cls, parser: Parser) -> ExecuteRegionOp:
        result_types = parse_optional_arrow_types(parser)
        no_inline = parser.parse_optional_keyword("no_inline") is not None
        region = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        properties = split_properties(attributes, ("no_inline",))
        op = cls(result_types, region, attributes)
        op.properties.update(properties)
        if no_inline:
            op.properties["no_inline"] = UnitAttr()
        return op

    def print(self, printer: Printer) -> None:
        print_optional_arrow_types(printer, self.result_types)
        if self.no_inline is not None:
            printer.print_string(" no_inline")
        printer.print_string(" ")
        printer.print_region(
            self.region, print_entry_block_args=False, print_empty_block=False
        )
        print_attr_dict(printer, self)

    def verify_(self) -> None:
        entry = self.region.first_block
        if entry is None:
            raise op_error(self, "region needs to have at least one block")
        if entry.args:
            raise op_error(self, "region cannot have any arguments")
        for block in self.region.blocks:
            terminator = block.last_op
            if terminator is not None and terminator.name == YieldOp.name:
                verify_edge(
                    self,
                    f"Operation {YieldOp.name}",
                    "parent",
                    terminator.operand_types,
                    self.result_types,
                )
