"""`scf.while`."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import scf as xdsl_scf
from xdsl.dialects.utils import (
    parse_assignment,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    RecursiveMemoryEffect,
)

from xdsl_bufferization.dialects.scf.syntax import print_assignments, print_attr_dict
from xdsl_bufferization.dialects.scf.terminators import ConditionOp, YieldOp
from xdsl_bufferization.dialects.scf.traits import WhileOpCanonicalizationPatterns
from xdsl_bufferization.dialects.scf.verification import (
    op_error,
    verify_edge,
    verify_single_block_regions,
    verify_sized_region,
)

# --------------------------------------------------------------------------- #
# scf.while
# --------------------------------------------------------------------------- #


@irdl_op_definition
class WhileOp(IRDLOperation):
    """
    `scf.while`: runs its "before" region, whose `scf.condition` either exits
    (forwarding its values as the results) or runs the "after" region, whose
    `scf.yield` passes values back to the "before" region. `arguments` are
    MLIR's `inits`.
    """

    name = "scf.while"

    arguments = var_operand_def()

    res = var_result_def()
    before_region = region_def()
    after_region = region_def()

    traits = traits_def(RecursiveMemoryEffect(), WhileOpCanonicalizationPatterns())

    def __init__(
        self,
        arguments: Sequence[SSAValue | Operation],
        result_types: Sequence[Attribute],
        before_region: Region | Sequence[Operation] | Sequence[Block],
        after_region: Region | Sequence[Operation] | Sequence[Block],
    ):
        super().__init__(
            operands=[arguments],
            result_types=[result_types],
            regions=[before_region, after_region],
        )

    # MLIR's names
    @property
    def inits(self) -> Sequence[SSAValue]:
        return self.arguments

    @property
    def before(self) -> Region:
        return self.before_region

    @property
    def after(self) -> Region:
        return self.after_region

    @property
    def before_body(self) -> Block:
        return self.before_region.block

    @property
    def after_body(self) -> Block:
        return self.after_region.block

    @property
    def before_arguments(self) -> Sequence[BlockArgument]:
        return self.before_region.block.args

    @property
    def after_arguments(self) -> Sequence[BlockArgument]:
        return self.after_region.block.args

    @property
    def condition_op(self) -> ConditionOp:
        terminator = self.before_body.last_op
        assert isinstance(terminator, xdsl_scf.ConditionOp)
        return terminator  # pyright: ignore[reportReturnType]

    @property
    def yield_op(self) -> YieldOp:
        terminator = self.after_body.last_op
        assert isinstance(terminator, xdsl_scf.YieldOp)
        return terminator  # pyright: ignore[reportReturnType]

    @classmethod
    def parse(cls, parser: Parser) -> WhileOp:
        pairs = parser.parse_optional_comma_separated_list(
            Parser.Delimiter.PAREN, lambda: parse_assignment(parser)
        )
        region_args = [arg for arg, _ in pairs or ()]
        inits = [value for _, value in pairs or ()]
        parser.parse_punctuation(":")
        pos = parser.pos
        function_type = parser.parse_function_type()
        inputs = function_type.inputs.data
        if len(inputs) != len(inits):
            parser.raise_error(
                "expected as many input types as operands "
                f"(expected {len(inits)} got {len(inputs)})",
                pos,
                parser.pos,
            )
        operands = parser.resolve_operands(inits, inputs, pos)
        before = parser.parse_region(
            [arg.resolve(t) for arg, t in zip(region_args, inputs)]
        )
        parser.parse_keyword("do")
        after = parser.parse_region()
        attributes = parser.parse_optional_attr_dict_with_keyword()
        op = cls(operands, function_type.outputs.data, before, after)
        if attributes is not None:
            op.attributes.update(attributes.data)
        return op

    def print(self, printer: Printer) -> None:
        if self.arguments:
            printer.print_string(" ")
            print_assignments(printer, self.before_region.block.args, self.arguments)
        printer.print_string(" : ")
        printer.print_function_type(self.operand_types, self.result_types)
        printer.print_string(" ")
        printer.print_region(
            self.before_region, print_entry_block_args=False, print_empty_block=False
        )
        printer.print_string(" do ")
        printer.print_region(self.after_region, print_empty_block=False)
        print_attr_dict(printer, self, keyword=True)

    def verify_(self) -> None:
        verify_single_block_regions(self)
        verify_sized_region(self, 0, "before")
        verify_sized_region(self, 1, "after")
        condition = self.before_region.block.last_op
        if condition is None or condition.name != ConditionOp.name:
            raise op_error(
                self, "expects the 'before' region to terminate with 'scf.condition'"
            )
        yield_op = self.after_region.block.last_op
        if yield_op is None or yield_op.name != YieldOp.name:
            raise op_error(
                self, "expects the 'after' region to terminate with 'scf.yield'"
            )
        before_types = [a.type for a in self.before_region.block.args]
        after_types = [a.type for a in self.after_region.block.args]
        verify_edge(self, "parent", "Region #0", self.operand_types, before_types)
        # The condition's first operand is the condition itself.
        forwarded = condition.operand_types[1:]
        source = f"Operation {ConditionOp.name}"
        verify_edge(self, source, "parent", forwarded, self.result_types)
        verify_edge(self, source, "Region #1", forwarded, after_types)
        verify_edge(
            self,
            f"Operation {YieldOp.name}",
            "Region #0",
            yield_op.operand_types,
            before_types,
        )
