"""`scf.parallel`, `scf.reduce` and `scf.reduce.return`."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    IndexType,
)
from xdsl.ir import (
    Block,
    BlockArgument,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    region_def,
    var_operand_def,
    var_region_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    Pure,
    RecursiveMemoryEffect,
)

from xdsl_bufferization.dialects.scf.syntax import (
    ensure_terminator,
    parse_optional_arrow_types,
    print_attr_dict,
    print_optional_arrow_types,
    split_properties,
)
from xdsl_bufferization.dialects.scf.traits import (
    ImplicitTerminator,
    ParallelOpCanonicalizationPatterns,
    ParentOneOf,
)
from xdsl_bufferization.dialects.scf.verification import (
    op_error,
    verify_single_block_regions,
    verify_sized_region,
)
from xdsl_bufferization.utils.static_values import constant_int_value

# --------------------------------------------------------------------------- #
# scf.parallel, scf.reduce, scf.reduce.return
# --------------------------------------------------------------------------- #


@irdl_op_definition
class ParallelOp(IRDLOperation):
    """
    `scf.parallel`: a parallel loop nest over `lowerBound`/`upperBound`/`step`,
    whose `scf.reduce` terminator combines values into results starting from
    `initVals`.
    """

    name = "scf.parallel"

    lowerBound = var_operand_def(IndexType)
    upperBound = var_operand_def(IndexType)
    step = var_operand_def(IndexType)
    initVals = var_operand_def()

    res = var_result_def()

    body = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = lazy_traits_def(
        lambda: (
            ImplicitTerminator(ReduceOp),
            RecursiveMemoryEffect(),
            ParallelOpCanonicalizationPatterns(),
        )
    )

    def __init__(
        self,
        lower_bounds: Sequence[SSAValue | Operation],
        upper_bounds: Sequence[SSAValue | Operation],
        steps: Sequence[SSAValue | Operation],
        body: Region | Sequence[Block] | Sequence[Operation],
        init_vals: Sequence[SSAValue | Operation] = (),
    ):
        super().__init__(
            operands=[lower_bounds, upper_bounds, steps, init_vals],
            regions=[body],
            result_types=[[SSAValue.get(a).type for a in init_vals]],
        )

    # MLIR's names
    @property
    def region(self) -> Region:
        return self.body

    @property
    def induction_vars(self) -> Sequence[BlockArgument]:
        return self.body.block.args

    @property
    def num_loops(self) -> int:
        return len(self.step)

    @property
    def num_reductions(self) -> int:
        return len(self.initVals)

    @classmethod
    def parse(cls, parser: Parser) -> ParallelOp:
        induction_vars = parser.parse_comma_separated_list(
            Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )
        count = len(induction_vars)

        def parse_bounds() -> list[SSAValue]:
            pos = parser.pos
            values = parser.parse_comma_separated_list(
                Parser.Delimiter.PAREN, parser.parse_unresolved_operand
            )
            if len(values) != count:
                parser.raise_error(f"expected {count} operands", pos, parser.pos)
            return [parser.resolve_operand(v, IndexType()) for v in values]

        parser.parse_punctuation("=")
        lower_bounds = parse_bounds()
        parser.parse_keyword("to")
        upper_bounds = parse_bounds()
        parser.parse_keyword("step")
        steps = parse_bounds()
        inits: list[UnresolvedOperand] = []
        pos = parser.pos
        if parser.parse_optional_keyword("init") is not None:
            inits = parser.parse_comma_separated_list(
                Parser.Delimiter.PAREN, parser.parse_unresolved_operand
            )
        result_types = parse_optional_arrow_types(parser)
        body = parser.parse_region([v.resolve(IndexType()) for v in induction_vars])
        attributes = parser.parse_optional_attr_dict()
        split_properties(attributes, ("operandSegmentSizes",))
        init_values = parser.resolve_operands(inits, result_types, pos)
        ensure_terminator(body, ReduceOp)
        op = cls(lower_bounds, upper_bounds, steps, body, init_values)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" (")
        printer.print_list(self.body.block.args, printer.print_ssa_value)
        for keyword, values in (
            (") = (", self.lowerBound),
            (") to (", self.upperBound),
            (") step (", self.step),
        ):
            printer.print_string(keyword)
            printer.print_list(values, printer.print_ssa_value)
        printer.print_string(")")
        if self.initVals:
            printer.print_string(" init (")
            printer.print_list(self.initVals, printer.print_ssa_value)
            printer.print_string(")")
        print_optional_arrow_types(printer, self.result_types)
        printer.print_string(" ")
        printer.print_region(
            self.body, print_entry_block_args=False, print_empty_block=False
        )
        print_attr_dict(printer, self)

    def verify_(self) -> None:
        verify_single_block_regions(self)
        verify_sized_region(self, 0, "region")
        counts = (len(self.lowerBound), len(self.upperBound), len(self.step))
        if counts[0] != counts[2] or counts[1] != counts[2]:
            # MLIR's parser ensures this and its verifier assumes it; its
            # lowerings then drop a dimension or crash on generic IR that
            # breaks it. We reject it (docs/registration.md).
            raise op_error(
                self,
                f"expects the same number of lower bounds: {counts[0]}, upper "
                f"bounds: {counts[1]} and steps: {counts[2]}",
            )
        if not self.step:
            raise op_error(
                self,
                "needs at least one tuple element for lowerBound, upperBound and step",
            )
        for step in self.step:
            if (value := constant_int_value(step)) is not None and value <= 0:
                raise op_error(self, "constant step operand must be positive")
        block = self.body.block
        if len(block.args) != len(self.step):
            raise op_error(
                self,
                "expects the same number of induction variables: "
                f"{len(block.args)} as bound and step values: {len(self.step)}",
            )
        if any(not isinstance(arg.type, IndexType) for arg in block.args):
            raise op_error(
                self,
                "expects arguments for the induction variable to be of index type",
            )
        reduce_op = block.last_op
        if reduce_op is None or reduce_op.name != ReduceOp.name:
            raise op_error(self, "expects body to terminate with 'scf.reduce'")
        num_reductions = len(reduce_op.regions)
        if len(self.res) != num_reductions:
            raise op_error(
                self,
                f"expects number of results: {len(self.res)} to be the same as "
                f"number of reductions: {num_reductions}",
            )
        if len(self.res) != len(self.initVals):
            raise op_error(
                self,
                f"expects number of results: {len(self.res)} to be the same as "
                f"number of initial values: {len(self.initVals)}",
            )
        # MLIR reports this one on the scf.reduce op.
        for index, (result_type, operand) in enumerate(
            zip(self.result_types, reduce_op.operands)
        ):
            if operand.type != result_type:
                raise op_error(
                    reduce_op,
                    f"expects type of {index}-th reduction operand: "
                    f"'{operand.type}' to be the same as the {index}-th result "
                    f"type: '{result_type}'",
                )


@irdl_op_definition
class ReduceOp(IRDLOperation):
    """
    `scf.reduce`: terminates `scf.parallel`; the i-th region combines two values
    of the type of the i-th operand (`args`; MLIR's `operands`).
    """

    name = "scf.reduce"

    args = var_operand_def()

    reductions = var_region_def()

    traits = lazy_traits_def(
        lambda: (
            RecursiveMemoryEffect(),
            ParentOneOf(ParallelOp),
            IsTerminator(),
        )
    )

    def __init__(
        self,
        args: Sequence[SSAValue | Operation] = (),
        regions: Sequence[Region] = (),
    ):
        super().__init__(operands=(args,), regions=(regions,))

    @classmethod
    def parse(cls, parser: Parser) -> ReduceOp:
        args: Sequence[SSAValue] = []
        if parser.parse_optional_punctuation("(") is not None:
            values = [parser.parse_unresolved_operand()]
            while parser.parse_optional_punctuation(",") is not None:
                values.append(parser.parse_unresolved_operand())
            parser.parse_punctuation(":")
            pos = parser.pos
            types = [parser.parse_type()]
            while parser.parse_optional_punctuation(",") is not None:
                types.append(parser.parse_type())
            parser.parse_punctuation(")")
            args = parser.resolve_operands(values, types, pos)
        regions: list[Region] = []
        if (region := parser.parse_optional_region()) is not None:
            regions.append(region)
            while parser.parse_optional_punctuation(",") is not None:
                regions.append(parser.parse_region())
        attributes = parser.parse_optional_attr_dict()
        op = cls(args, regions)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        if self.args:
            printer.print_string("(")
            printer.print_list(self.args, printer.print_ssa_value)
            printer.print_string(" : ")
            printer.print_list(self.args.types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_list(
            self.reductions,
            lambda region: printer.print_region(region, print_empty_block=False),
        )
        print_attr_dict(printer, self)

    def verify_(self) -> None:
        for index in range(len(self.reductions)):
            verify_sized_region(self, index, "reductions")
        if len(self.reductions) != len(self.args):
            raise op_error(
                self,
                f"expects number of reduction regions: {len(self.reductions)} to be "
                f"the same as number of reduction operands: {len(self.args)}",
            )
        for index, (region, arg) in enumerate(zip(self.reductions, self.args)):
            block = region.block
            if block.first_op is None:
                raise op_error(self, f"{index}-th reduction has an empty body")
            if len(block.args) != 2 or any(a.type != arg.type for a in block.args):
                raise op_error(
                    self,
                    f"expected two block arguments with type '{arg.type}' in the "
                    f"{index}-th reduction region",
                )
            terminator = block.last_op
            if terminator is None or terminator.name != ReduceReturnOp.name:
                raise op_error(
                    self,
                    "reduction bodies must be terminated with an "
                    "'scf.reduce.return' op",
                )


@irdl_op_definition
class ReduceReturnOp(IRDLOperation):
    """`scf.reduce.return`: terminates an `scf.reduce` region with its combined value."""

    name = "scf.reduce.return"

    result = operand_def()

    traits = lazy_traits_def(lambda: (ParentOneOf(ReduceOp), Pure(), IsTerminator()))

    assembly_format = "$result attr-dict `:` type($result)"

    def __init__(self, result: SSAValue | Operation):
        super().__init__(operands=[result])

    def verify_(self) -> None:
        block = self.parent_block()
        if block is None or not block.args:
            return
        expected = block.args[0].type
        if self.result.type != expected:
            raise op_error(
                self,
                f"must have type '{expected}' (the type of the reduction inputs)",
            )
