"""`scf.forall` and `scf.forall.in_parallel`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    TensorType,
    UnregisteredAttr,
    i64,
)
from xdsl.dialects.utils import (
    get_dynamic_index_list,
    parse_dynamic_index_list_without_types,
    print_dynamic_index_list,
    split_dynamic_index_list,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    base,
    irdl_op_definition,
    lazy_traits_def,
    opt_prop_def,
    prop_def,
    region_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    NoTerminator,
    Pure,
    RecursiveMemoryEffect,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.scf.syntax import (
    ensure_terminator,
    parse_assignments,
    parse_optional_arrow_types,
    print_assignments,
    print_attr_dict,
    split_properties,
)
from xdsl_bufferization.dialects.scf.traits import (
    ForallOpCanonicalizationPatterns,
    ImplicitTerminator,
    ParallelCombiningOpInterface,
    ParentOneOf,
)
from xdsl_bufferization.dialects.scf.verification import (
    int_values,
    op_error,
    verify_single_block_regions,
    verify_sized_region,
    verify_terminators,
)

# --------------------------------------------------------------------------- #
# scf.forall, scf.forall.in_parallel
# --------------------------------------------------------------------------- #

_DEVICE_MAPPING_ATTRS = frozenset(
    {
        "gpu.block",
        "gpu.thread",
        "gpu.warp",
        "gpu.warpgroup",
        "gpu.lane",
        "gpu.memory_space",
    }
)
"""MLIR's attributes implementing `DeviceMappingAttrInterface` (xDSL holds them as
unregistered attributes)."""

_DEVICE_MASKING_ATTRS = frozenset({"gpu.mask"})
"""MLIR's attributes implementing `DeviceMaskingAttrInterface`."""


def _attr_name(attr: Attribute) -> str:
    if isinstance(attr, UnregisteredAttr):
        return attr.attr_name.data
    return attr.name


@irdl_op_definition
class ForallOp(IRDLOperation):
    """
    `scf.forall`: runs its body once per point of a multi-dimensional index
    space, in parallel. Its results are its `shared_outs` tensors (`outputs`)
    as the `scf.forall.in_parallel` terminator updates them.

    Each of the lower bounds, upper bounds and steps is a static integer or an
    index value: `static_*` hold the integers, with `DYNAMIC_INDEX` where the
    next of `dynamic_*` goes.
    """

    name = "scf.forall"

    dynamic_lower_bound = var_operand_def(IndexType)
    dynamic_upper_bound = var_operand_def(IndexType)
    dynamic_step = var_operand_def(IndexType)
    outputs = var_operand_def(base(TensorType))

    static_lower_bound = prop_def(
        DenseArrayBase.constr(i64), prop_name="staticLowerBound"
    )
    static_upper_bound = prop_def(
        DenseArrayBase.constr(i64), prop_name="staticUpperBound"
    )
    static_step = prop_def(DenseArrayBase.constr(i64), prop_name="staticStep")
    mapping = opt_prop_def(ArrayAttr)

    res = var_result_def()

    body = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = lazy_traits_def(
        lambda: (
            ImplicitTerminator(InParallelOp),
            RecursiveMemoryEffect(),
            ForallOpCanonicalizationPatterns(),
        )
    )

    STATIC_PROPERTIES: ClassVar = ("staticLowerBound", "staticUpperBound", "staticStep")

    def __init__(
        self,
        lower_bounds: Sequence[int | SSAValue | Operation],
        upper_bounds: Sequence[int | SSAValue | Operation],
        steps: Sequence[int | SSAValue | Operation],
        outputs: Sequence[SSAValue | Operation] = (),
        body: Region | Sequence[Block] | Sequence[Operation] | None = None,
        mapping: ArrayAttr | Sequence[Attribute] | None = None,
    ):
        """
        Build a loop; without `body`, its body is a block with the induction
        variables and `shared_outs` arguments and an empty
        `scf.forall.in_parallel`.
        """

        def split(
            values: Sequence[int | SSAValue | Operation],
        ) -> tuple[DenseArrayBase, list[SSAValue]]:
            static, dynamic = split_dynamic_index_list(
                [v if isinstance(v, int) else SSAValue.get(v) for v in values],
                DYNAMIC_INDEX,
            )
            return DenseArrayBase.from_list(i64, static), dynamic

        static_lbs, dynamic_lbs = split(lower_bounds)
        static_ubs, dynamic_ubs = split(upper_bounds)
        static_steps, dynamic_steps = split(steps)
        output_types = [SSAValue.get(o).type for o in outputs]
        if body is None:
            block = Block(arg_types=[IndexType()] * len(lower_bounds) + output_types)
            block.add_op(InParallelOp())
            body = Region(block)
        properties: dict[str, Attribute] = {
            "staticLowerBound": static_lbs,
            "staticUpperBound": static_ubs,
            "staticStep": static_steps,
        }
        if mapping is not None:
            properties["mapping"] = (
                mapping if isinstance(mapping, ArrayAttr) else ArrayAttr(mapping)
            )
        super().__init__(
            operands=[dynamic_lbs, dynamic_ubs, dynamic_steps, outputs],
            result_types=[output_types],
            properties=properties,
            regions=[body],
        )

    @classmethod
    def normalized(
        cls,
        upper_bounds: Sequence[int | SSAValue | Operation],
        outputs: Sequence[SSAValue | Operation] = (),
        body: Region | Sequence[Block] | Sequence[Operation] | None = None,
        mapping: ArrayAttr | Sequence[Attribute] | None = None,
    ) -> ForallOp:
        """A loop from 0 by steps of 1 (MLIR's builder taking upper bounds only)."""
        rank = len(upper_bounds)
        return cls([0] * rank, upper_bounds, [1] * rank, outputs, body, mapping)

    # MLIR's names
    @property
    def region(self) -> Region:
        return self.body

    @property
    def rank(self) -> int:
        return len(self.static_lower_bound)

    @property
    def induction_vars(self) -> Sequence[BlockArgument]:
        return self.body.block.args[: self.rank]

    @property
    def region_out_args(self) -> Sequence[BlockArgument]:
        """The block arguments of the `shared_outs`."""
        return self.body.block.args[self.rank :]

    @property
    def region_iter_args(self) -> Sequence[BlockArgument]:
        return self.region_out_args

    def _mixed(
        self, static: DenseArrayBase, dynamic: Sequence[SSAValue]
    ) -> list[SSAValue | int]:
        return get_dynamic_index_list(
            int_values(static),
            dynamic,
            DYNAMIC_INDEX,
        )

    @property
    def mixed_lower_bound(self) -> list[SSAValue | int]:
        return self._mixed(self.static_lower_bound, self.dynamic_lower_bound)

    @property
    def mixed_upper_bound(self) -> list[SSAValue | int]:
        return self._mixed(self.static_upper_bound, self.dynamic_upper_bound)

    @property
    def mixed_step(self) -> list[SSAValue | int]:
        return self._mixed(self.static_step, self.dynamic_step)

    @property
    def terminator(self) -> InParallelOp:
        terminator = self.body.block.last_op
        assert isinstance(terminator, InParallelOp)
        return terminator

    def is_normalized(self) -> bool:
        """Whether the lower bounds are all 0 and the steps all 1, statically."""
        return all(v == 0 for v in int_values(self.static_lower_bound)) and all(
            v == 1 for v in int_values(self.static_step)
        )

    def tied_op_result(self, output: SSAValue) -> OpResult:
        """The result that the `shared_outs` operand `output` becomes."""
        return self.res[list(self.outputs).index(output)]

    def tied_block_argument(self, output: SSAValue) -> BlockArgument:
        """The block argument through which the body uses `shared_outs` `output`."""
        return self.region_out_args[list(self.outputs).index(output)]

    def combining_ops(self, block_argument: BlockArgument) -> list[Operation]:
        """The ops of the terminator that update `block_argument`."""
        return [
            op
            for op in self.terminator.yielding_ops
            if (trait := op.get_trait(ParallelCombiningOpInterface)) is not None
            and block_argument in trait.get_updated_destinations(op)
        ]

    @classmethod
    def parse(cls, parser: Parser) -> ForallOp:
        induction_vars = parser.parse_comma_separated_list(
            Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )

        def parse_list() -> tuple[list[SSAValue], list[int]]:
            pos = parser.pos
            values, static = parse_dynamic_index_list_without_types(
                parser, DYNAMIC_INDEX, delimiter=Parser.Delimiter.PAREN
            )
            resolved = parser.resolve_operands(values, [IndexType()] * len(values), pos)
            return list(resolved), list(static)

        if parser.parse_optional_keyword("in") is not None:
            dynamic_ubs, static_ubs = parse_list()
            dynamic_lbs: list[SSAValue] = []
            dynamic_steps: list[SSAValue] = []
            static_lbs = [0] * len(induction_vars)
            static_steps = [1] * len(induction_vars)
        else:
            parser.parse_punctuation("=")
            dynamic_lbs, static_lbs = parse_list()
            parser.parse_keyword("to")
            dynamic_ubs, static_ubs = parse_list()
            parser.parse_keyword("step")
            dynamic_steps, static_steps = parse_list()

        out_args: list[Parser.UnresolvedArgument] = []
        outputs: Sequence[SSAValue] = []
        result_types: list[Attribute] = []
        pos = parser.pos
        if parser.parse_optional_keyword("shared_outs") is not None:
            out_args, out_operands = parse_assignments(parser)
            result_types = parse_optional_arrow_types(parser)
            outputs = parser.resolve_operands(out_operands, result_types, pos)

        body = parser.parse_region(
            [v.resolve(IndexType()) for v in induction_vars]
            + [a.resolve(t) for a, t in zip(out_args, result_types)]
        )
        ensure_terminator(body, InParallelOp)
        terminator = body.block.last_op
        if (
            isinstance(terminator, InParallelOp)
            and terminator.region.first_block is None
        ):
            terminator.region.add_block(Block())
        attributes = parser.parse_optional_attr_dict()
        properties = split_properties(
            attributes, ("mapping", "operandSegmentSizes", *cls.STATIC_PROPERTIES)
        )
        op = cls(
            get_dynamic_index_list(static_lbs, dynamic_lbs, DYNAMIC_INDEX),
            get_dynamic_index_list(static_ubs, dynamic_ubs, DYNAMIC_INDEX),
            get_dynamic_index_list(static_steps, dynamic_steps, DYNAMIC_INDEX),
            outputs,
            body,
        )
        op.attributes.update(attributes)
        if "mapping" in properties:
            op.properties["mapping"] = properties["mapping"]
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" (")
        printer.print_list(self.induction_vars, printer.print_ssa_value)

        def print_list(static: DenseArrayBase, dynamic: Sequence[SSAValue]) -> None:
            print_dynamic_index_list(
                printer,
                DYNAMIC_INDEX,
                dynamic,
                int_values(static),
                delimiter=Parser.Delimiter.PAREN,
            )

        if self.is_normalized():
            printer.print_string(") in ")
            print_list(self.static_upper_bound, self.dynamic_upper_bound)
        else:
            printer.print_string(") = ")
            print_list(self.static_lower_bound, self.dynamic_lower_bound)
            printer.print_string(" to ")
            print_list(self.static_upper_bound, self.dynamic_upper_bound)
            printer.print_string(" step ")
            print_list(self.static_step, self.dynamic_step)
        if self.outputs:
            printer.print_string(" shared_outs")
            print_assignments(printer, self.region_out_args, self.outputs)
        printer.print_string(" ")
        if self.outputs:
            printer.print_string("-> (")
            printer.print_list(self.result_types, printer.print_attribute)
            printer.print_string(") ")
        printer.print_region(
            self.body,
            print_entry_block_args=False,
            print_empty_block=False,
            print_block_terminators=bool(self.res),
        )
        print_attr_dict(printer, self, properties=("mapping",))

    def verify_(self) -> None:
        verify_single_block_regions(self)
        if self.mapping is not None and any(
            _attr_name(a) not in _DEVICE_MAPPING_ATTRS | _DEVICE_MASKING_ATTRS
            for a in self.mapping
        ):
            raise op_error(
                self,
                "attribute 'mapping' failed to satisfy constraint: "
                "Device Mapping array attribute",
            )
        verify_sized_region(self, 0, "region")
        if len(self.res) != len(self.outputs):
            raise op_error(
                self,
                f"produces {len(self.res)} results, but has only "
                f"{len(self.outputs)} outputs",
            )
        # DestinationStyleOpInterface
        first_output = (
            len(self.dynamic_lower_bound)
            + len(self.dynamic_upper_bound)
            + len(self.dynamic_step)
        )
        for index, (output, result) in enumerate(zip(self.outputs, self.res)):
            if output.type != result.type:
                raise op_error(
                    self,
                    f"expected type of operand #{first_output + index} "
                    f"('{output.type}') to match type of corresponding result "
                    f"('{result.type}')",
                )
        rank = self.rank
        block = self.body.block
        if len(block.args) != rank + len(self.outputs):
            raise op_error(self, f"region expects {rank} arguments")
        for index, arg in enumerate(block.args[:rank]):
            if not isinstance(arg.type, IndexType):
                raise op_error(
                    self, f"expects {index}-th block argument to be an index"
                )
        for index, (output, arg) in enumerate(zip(self.outputs, block.args[rank:])):
            if output.type != arg.type:
                raise op_error(
                    self,
                    f"type mismatch between {index}-th output and corresponding "
                    "block argument",
                )
        if self.mapping is not None and self.mapping.data:
            masks = [a for a in self.mapping if _attr_name(a) in _DEVICE_MASKING_ATTRS]
            if len(self.mapping) - len(masks) != rank:
                raise op_error(self, "mapping attribute size must match op rank")
            if len(masks) > 1:
                raise op_error(
                    self, '"mapping" supports at most one device masking attribute'
                )
        for name, static, dynamic in (
            ("lower bound", self.static_lower_bound, self.dynamic_lower_bound),
            ("upper bound", self.static_upper_bound, self.dynamic_upper_bound),
            ("step", self.static_step, self.dynamic_step),
        ):
            values = int_values(static)
            if len(values) != rank:
                raise VerifyException(
                    f"expected {rank} {name} values, got {len(values)}"
                )
            num_dynamic = values.count(DYNAMIC_INDEX)
            if len(dynamic) != num_dynamic:
                raise VerifyException(f"expected {num_dynamic} dynamic {name} values")
        verify_terminators(self, InParallelOp.name)


@irdl_op_definition
class InParallelOp(IRDLOperation):
    """
    `scf.forall.in_parallel`: terminates `scf.forall`; its region holds the ops
    (`ParallelCombiningOpInterface`, such as `tensor.parallel_insert_slice`)
    that update the loop's `shared_outs`.
    """

    name = "scf.forall.in_parallel"

    region = region_def()

    traits = lazy_traits_def(
        lambda: (
            Pure(),
            IsTerminator(),
            ParentOneOf(ForallOp),
            NoTerminator(),
        )
    )

    def __init__(self, region: Region | None = None):
        """Build the terminator, with an empty block unless `region` is given."""
        super().__init__(regions=[Region(Block()) if region is None else region])

    @property
    def yielding_ops(self) -> Sequence[Operation]:
        return list(self.region.block.ops)

    @property
    def dests(self) -> list[SSAValue]:
        """The values the ops of the region update."""
        dests: list[SSAValue] = []
        for op in self.region.block.ops:
            if (trait := op.get_trait(ParallelCombiningOpInterface)) is not None:
                dests.extend(trait.get_updated_destinations(op))
        return dests

    def parent_result(self, index: int) -> OpResult:
        parent = self.parent_op()
        assert parent is not None
        return parent.results[index]

    @classmethod
    def parse(cls, parser: Parser) -> InParallelOp:
        region = parser.parse_region()
        if region.first_block is None:
            region.add_block(Block())
        attributes = parser.parse_optional_attr_dict()
        op = cls(region)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_region(
            self.region,
            print_entry_block_args=False,
            print_empty_block=False,
            print_block_terminators=False,
        )
        print_attr_dict(printer, self)

    def verify_(self) -> None:
        verify_sized_region(self, 0, "region")
        forall = self.parent_op()
        if forall is None:
            return
        if not isinstance(forall, ForallOp):
            raise op_error(self, "expected forall op parent")
        parent_block = self.parent_block()
        assert parent_block is not None
        out_args = set(parent_block.args[forall.rank :])
        for op in self.region.block.ops:
            trait = op.get_trait(ParallelCombiningOpInterface)
            if trait is None:
                raise op_error(self, "expected only ParallelCombiningOpInterface ops")
            if any(d not in out_args for d in trait.get_updated_destinations(op)):
                raise op_error(op, "may only insert into an output block argument")
