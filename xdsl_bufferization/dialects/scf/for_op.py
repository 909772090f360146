"""`scf.for`."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    IndexType,
    IntegerType,
    UnitAttr,
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
    base,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_prop_def,
    region_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    ConditionallySpeculatable,
    RecursivelySpeculatable,
    RecursiveMemoryEffect,
)

from xdsl_bufferization.dialects.scf.syntax import (
    ensure_terminator,
    parse_assignments,
    parse_function_result_types,
    print_assignments,
    print_attr_dict,
    split_properties,
)
from xdsl_bufferization.dialects.scf.terminators import YieldOp, yield_of
from xdsl_bufferization.dialects.scf.traits import (
    ForOpCanonicalizationPatterns,
    ImplicitTerminator,
)
from xdsl_bufferization.dialects.scf.verification import (
    op_error,
    verify_edge,
    verify_single_block_regions,
    verify_sized_region,
    verify_terminators,
)
from xdsl_bufferization.utils.static_values import constant_int_value

# --------------------------------------------------------------------------- #
# scf.for
# --------------------------------------------------------------------------- #


class ForOpSpeculatable(ConditionallySpeculatable):
    """MLIR's `scf.for` speculatability: recursively speculatable if its step is 1."""

    @classmethod
    def is_speculatable(cls, op: Operation) -> bool:
        if not isinstance(op, ForOp) or constant_int_value(op.step) != 1:
            return False
        return RecursivelySpeculatable.is_speculatable(op)


_SIGNLESS_INT_OR_INDEX = base(IndexType) | base(IntegerType)


@irdl_op_definition
class ForOp(IRDLOperation):
    """
    `scf.for`: a loop from `lb` to `ub` (exclusive) by `step`, compared signed
    unless `unsignedCmp` is set, carrying `iter_args` (MLIR's `initArgs`)
    through the iterations to its results.
    """

    name = "scf.for"

    lb = operand_def(_SIGNLESS_INT_OR_INDEX)
    ub = operand_def(_SIGNLESS_INT_OR_INDEX)
    step = operand_def(_SIGNLESS_INT_OR_INDEX)
    iter_args = var_operand_def()

    unsigned_cmp = opt_prop_def(UnitAttr, prop_name="unsignedCmp")

    res = var_result_def()

    body = region_def()

    traits = lazy_traits_def(
        lambda: (
            ImplicitTerminator(YieldOp),
            ForOpCanonicalizationPatterns(),
            RecursiveMemoryEffect(),
            ForOpSpeculatable(),
        )
    )

    def __init__(
        self,
        lb: SSAValue | Operation,
        ub: SSAValue | Operation,
        step: SSAValue | Operation,
        iter_args: Sequence[SSAValue | Operation],
        body: Region | Sequence[Operation] | Sequence[Block] | Block,
        *,
        unsigned_cmp: bool = False,
    ):
        if isinstance(body, Block):
            body = [body]
        super().__init__(
            operands=[lb, ub, step, iter_args],
            result_types=[[SSAValue.get(a).type for a in iter_args]],
            regions=[body],
            properties={"unsignedCmp": UnitAttr()} if unsigned_cmp else {},
        )

    # MLIR's names
    @property
    def lower_bound(self) -> SSAValue:
        return self.lb

    @property
    def upper_bound(self) -> SSAValue:
        return self.ub

    @property
    def init_args(self) -> Sequence[SSAValue]:
        return self.iter_args

    @property
    def region(self) -> Region:
        return self.body

    @property
    def induction_var(self) -> BlockArgument:
        return self.body.block.args[0]

    @property
    def region_iter_args(self) -> Sequence[BlockArgument]:
        """The block arguments that carry the loop values (after the induction var)."""
        return self.body.block.args[1:]

    @property
    def is_unsigned(self) -> bool:
        return self.unsigned_cmp is not None

    @property
    def yielded_values(self) -> Sequence[SSAValue]:
        terminator = self.body.block.last_op
        return () if terminator is None else terminator.operands

    @classmethod
    def parse(cls, parser: Parser) -> ForOp:
        unsigned = parser.parse_optional_keyword("unsigned") is not None
        induction_var = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        lb = parser.parse_unresolved_operand()
        parser.parse_keyword("to")
        ub = parser.parse_unresolved_operand()
        parser.parse_keyword("step")
        step = parser.parse_unresolved_operand()

        region_args: list[Parser.UnresolvedArgument] = []
        inits: list[UnresolvedOperand] = []
        result_types: list[Attribute] = []
        pos = parser.pos
        if parser.parse_optional_keyword("iter_args") is not None:
            region_args, inits = parse_assignments(parser)
            parser.parse_punctuation("->")
            result_types = parse_function_result_types(parser)
        if len(region_args) != len(result_types):
            parser.raise_error(
                "mismatch in number of loop-carried values and defined values",
                pos,
                parser.pos,
            )

        index_type: Attribute = IndexType()
        if parser.parse_optional_punctuation(":") is not None:
            index_type = parser.parse_type()
        bounds = [parser.resolve_operand(v, index_type) for v in (lb, ub, step)]
        init_values = parser.resolve_operands(inits, result_types, pos)

        body = parser.parse_region(
            [
                induction_var.resolve(index_type),
                *(a.resolve(t) for a, t in zip(region_args, result_types)),
            ]
        )
        ensure_terminator(body, YieldOp)
        attributes = parser.parse_optional_attr_dict()
        properties = split_properties(attributes, ("unsignedCmp",))
        op = cls(
            bounds[0], bounds[1], bounds[2], init_values, body, unsigned_cmp=unsigned
        )
        op.properties.update(properties)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        if self.unsigned_cmp is not None:
            printer.print_string(" unsigned")
        induction_var, *region_iter_args = self.body.block.args
        printer.print_string(" ")
        printer.print_ssa_value(induction_var)
        printer.print_string(" = ")
        printer.print_ssa_value(self.lb)
        printer.print_string(" to ")
        printer.print_ssa_value(self.ub)
        printer.print_string(" step ")
        printer.print_ssa_value(self.step)
        if self.iter_args:
            printer.print_string(" iter_args")
            print_assignments(printer, region_iter_args, self.iter_args)
            printer.print_string(" -> (")
            printer.print_list(
                (v.type for v in self.iter_args), printer.print_attribute
            )
            printer.print_string(")")
        # MLIR prints two spaces before the type of a non-index loop.
        printer.print_string(" ")
        if not isinstance(induction_var.type, IndexType):
            printer.print_string(" : ")
            printer.print_attribute(induction_var.type)
            printer.print_string(" ")
        printer.print_region(
            self.body,
            print_entry_block_args=False,
            print_empty_block=False,
            print_block_terminators=bool(self.iter_args),
        )
        print_attr_dict(printer, self)

    def verify_(self) -> None:
        verify_single_block_regions(self)
        if not (self.lb.type == self.ub.type == self.step.type):
            raise op_error(
                self,
                "failed to verify that all of {lowerBound, upperBound, step} "
                "have same type",
            )
        verify_sized_region(self, 0, "region")
        if len(self.iter_args) != len(self.res):
            raise op_error(
                self, "mismatch in number of loop-carried values and defined values"
            )
        verify_terminators(self, YieldOp.name)
        block = self.body.block
        if not block.args:
            raise op_error(
                self, "expected the body to have the induction variable as argument"
            )
        region_iter_args = block.args[1:]
        yielded = self.yielded_values
        # LoopLikeOpInterface
        if len(self.iter_args) != len(region_iter_args):
            raise op_error(
                self,
                "different number of inits and region iter_args: "
                f"{len(self.iter_args)} != {len(region_iter_args)}",
            )
        if yielded and len(region_iter_args) != len(yielded):
            raise op_error(
                self,
                "different number of region iter_args and yielded values: "
                f"{len(region_iter_args)} != {len(yielded)}",
            )
        for i, (init, iter_arg) in enumerate(zip(self.iter_args, region_iter_args)):
            if init.type != iter_arg.type:
                raise op_error(
                    self,
                    f"{i}-th init and {i}-th region iter_arg have different type: "
                    f"'{init.type}' != '{iter_arg.type}'",
                )
            if yielded and iter_arg.type != yielded[i].type:
                raise op_error(
                    self,
                    f"{i}-th region iter_arg and {i}-th yielded value have "
                    f"different type: '{iter_arg.type}' != '{yielded[i].type}'",
                )
        for i, (iter_arg, result) in enumerate(zip(region_iter_args, self.res)):
            if iter_arg.type != result.type:
                raise op_error(
                    self,
                    f"{i}-th region iter_arg and {i}-th loop result have different "
                    f"type: '{iter_arg.type}' != '{result.type}'",
                )
        # RegionBranchOpInterface
        iter_arg_types = [a.type for a in region_iter_args]
        if (terminator := yield_of(self.body)) is not None:
            source = f"Operation {YieldOp.name}"
            verify_edge(
                self, source, "Region #0", terminator.operand_types, iter_arg_types
            )
            verify_edge(
                self, source, "parent", terminator.operand_types, self.result_types
            )
        if block.args[0].type != self.lb.type:
            raise op_error(
                self, "expected induction variable to be same type as bounds and step"
            )
