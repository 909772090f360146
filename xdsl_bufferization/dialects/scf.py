"""The `scf` (structured control flow) dialect of MLIR 22.

Every op of MLIR 22's `scf` dialect, in MLIR's syntax, with MLIR's verifiers
(and their wording) and memory effects. Every op is defined here: xDSL 0.74's
class is missing (`scf.forall`, `scf.forall.in_parallel`) or differs from
MLIR 22 (syntax, properties, verifiers, traits, diagnostics). Each replacement
keeps the Python name, the constructor and the accessors of xDSL's class, adds
MLIR's, and is registered as a virtual subclass of xDSL's class, so xDSL's
passes and patterns match it (see docs/registration.md).

Verifiers raise `VerifyException`s with MLIR's messages, including MLIR's
`'<op name>' op ` prefix. Checks that MLIR makes through the
`RegionBranchOpInterface` (types forwarded between regions and results) and the
`LoopLikeOpInterface` are made by the ops' verifiers, with the same messages.
The structural checks of `SingleBlockImplicitTerminator` are made by the ops'
verifiers too (see `ImplicitTerminator`), to report them in MLIR's order.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar, cast

from xdsl.dialects import scf as xdsl_scf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    FunctionType,
    IndexType,
    IntegerType,
    TensorType,
    UnitAttr,
    UnregisteredAttr,
    i1,
    i64,
)
from xdsl.dialects.utils import (
    AbstractYieldOperation,
    get_dynamic_index_list,
    parse_assignment,
    parse_dynamic_index_list_without_types,
    print_assignment,
    print_dynamic_index_list,
    split_dynamic_index_list,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Dialect,
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
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_region_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.traits import (
    ConditionallySpeculatable,
    HasCanonicalizationPatternsTrait,
    HasParent,
    IsTerminator,
    NoTerminator,
    OpTrait,
    Pure,
    RecursivelySpeculatable,
    RecursiveMemoryEffect,
    ReturnLike,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.utils.static_values import constant_int_value

# --------------------------------------------------------------------------- #
# Shared verification helpers (MLIR's wording)
# --------------------------------------------------------------------------- #


def _op_error(op: Operation, message: str) -> VerifyException:
    """An error about `op`, worded as MLIR's `emitOpError`."""
    return VerifyException(f"'{op.name}' op {message}")


def _verify_single_block_regions(op: Operation) -> None:
    """MLIR's `SingleBlock` trait: each region has at most one, non-empty, block."""
    for index, region in enumerate(op.regions):
        if region.first_block is None:
            continue
        if region.first_block is not region.last_block:
            raise _op_error(op, f"expects region #{index} to have 0 or 1 blocks")
        if region.first_block.first_op is None:
            raise _op_error(op, "expects a non-empty block")


def _verify_sized_region(op: Operation, index: int, name: str) -> None:
    """MLIR's `SizedRegion<1>` constraint on region `index` (named `name` in ODS)."""
    region = op.regions[index]
    if region.first_block is None or region.first_block is not region.last_block:
        raise _op_error(
            op,
            f"region #{index} ('{name}') failed to verify constraint: "
            "region with 1 blocks",
        )


def _verify_terminators(op: Operation, terminator_name: str) -> None:
    """MLIR's `SingleBlockImplicitTerminator` check of the regions' terminators."""
    for region in op.regions:
        if region.first_block is None:
            continue
        last_op = region.first_block.last_op
        if last_op is not None and last_op.name != terminator_name:
            raise _op_error(
                op,
                f"expects regions to end with '{terminator_name}', "
                f"found '{last_op.name}'",
            )


def _verify_no_region_arguments(op: Operation) -> None:
    """MLIR's `NoRegionArguments` trait."""
    for index, region in enumerate(op.regions):
        if region.first_block is not None and region.first_block.args:
            raise _op_error(op, f"region #{index} should have no arguments")


def _verify_edge(
    op: Operation,
    source: str,
    target: str,
    operand_types: Sequence[Attribute],
    input_types: Sequence[Attribute],
) -> None:
    """
    MLIR's `RegionBranchOpInterface` check of one control flow edge: the values
    forwarded by `source` (`parent` or `Operation <terminator>`) must match the
    inputs of `target` (`parent` results or `Region #i` arguments).
    """
    edge = f"along control flow edge from {source} to {target}"
    if len(operand_types) != len(input_types):
        raise _op_error(
            op,
            f"{edge}: region branch point has {len(operand_types)} operands, "
            f"but region successor needs {len(input_types)} inputs",
        )
    for index, (operand_type, input_type) in enumerate(zip(operand_types, input_types)):
        if operand_type != input_type:
            raise _op_error(
                op,
                f"{edge}: successor operand type #{index} '{operand_type}' should "
                f"match successor input type #{index} '{input_type}'",
            )


def _int_values(attr: DenseArrayBase) -> tuple[int, ...]:
    """The values of an integer dense array."""
    return cast(DenseArrayBase[IntegerType], attr).get_values()


# --------------------------------------------------------------------------- #
# Printing and parsing helpers
# --------------------------------------------------------------------------- #


def _print_attr_dict(
    printer: Printer,
    op: Operation,
    *,
    properties: Iterable[str] = (),
    keyword: bool = False,
) -> None:
    """
    Print the op's attributes, plus the named properties that MLIR prints in the
    attribute dictionary, sorted by name as MLIR's dictionaries are.
    """
    entries = dict(op.attributes)
    for name in properties:
        if (value := op.properties.get(name)) is not None:
            entries[name] = value
    if not entries:
        return
    printer.print_string(" attributes " if keyword else " ")
    printer.print_attr_dict(dict(sorted(entries.items())))


def _split_properties(
    attributes: dict[str, Attribute], names: Iterable[str]
) -> dict[str, Attribute]:
    """Move the entries of `attributes` that are the op's properties out of it."""
    return {name: attributes.pop(name) for name in names if name in attributes}


def _parse_optional_arrow_types(parser: Parser) -> list[Attribute]:
    """MLIR's `parseOptionalArrowTypeList`: `-> type` or `-> (type, ...)`."""
    if parser.parse_optional_punctuation("->") is None:
        return []
    return _parse_function_result_types(parser)


def _parse_function_result_types(parser: Parser) -> list[Attribute]:
    if parser.parse_optional_punctuation("(") is not None:
        if parser.parse_optional_punctuation(")") is not None:
            return []
        types: list[Attribute] = [parser.parse_type()]
        while parser.parse_optional_punctuation(",") is not None:
            types.append(parser.parse_type())
        parser.parse_punctuation(")")
        return types
    return [parser.parse_type()]


def _print_optional_arrow_types(printer: Printer, types: Sequence[Attribute]) -> None:
    """MLIR's `printOptionalArrowTypeList`."""
    if not types:
        return
    printer.print_string(" -> ")
    if len(types) == 1 and not isinstance(types[0], FunctionType):
        printer.print_attribute(types[0])
        return
    printer.print_string("(")
    printer.print_list(types, printer.print_attribute)
    printer.print_string(")")


def _print_assignments(
    printer: Printer, args: Sequence[BlockArgument], values: Sequence[SSAValue]
) -> None:
    printer.print_string("(")
    printer.print_list(zip(args, values), lambda pair: print_assignment(printer, *pair))
    printer.print_string(")")


def _parse_assignments(
    parser: Parser,
) -> tuple[list[Parser.UnresolvedArgument], list[UnresolvedOperand]]:
    pairs = parser.parse_comma_separated_list(
        Parser.Delimiter.PAREN, lambda: parse_assignment(parser)
    )
    return [arg for arg, _ in pairs], [value for _, value in pairs]


def _ensure_terminator(region: Region, terminator: Callable[[], Operation]) -> None:
    """
    Give `region` a block ending with a terminator, appending the op that
    `terminator` builds if it has none (MLIR's `ensureTerminator`).
    """
    if region.first_block is None:
        region.add_block(Block())
    for block in region.blocks:
        last_op = block.last_op
        if last_op is None or not last_op.has_trait(
            IsTerminator, value_if_unregistered=False
        ):
            block.add_op(terminator())


# --------------------------------------------------------------------------- #
# Traits
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class ImplicitTerminator(SingleBlockImplicitTerminator):
    """
    MLIR's `SingleBlockImplicitTerminator`: the parsers insert `op_type` where a
    region's terminator is elided, and the printers elide it where MLIR does.
    Its checks (one block per region, ending with `op_type`) are made by each
    op's verifier, at the point MLIR makes them, so that diagnostics match.
    """

    def verify(self, op: Operation) -> None:
        return


class ParentOneOf(HasParent):
    """MLIR's `HasParent`/`ParentOneOf`, with MLIR's wording; matches parents by name."""

    def verify(self, op: Operation) -> None:
        parent = op.parent_op()
        names = [op_type.name for op_type in self.op_types]
        if parent is None or parent.name in names:
            return
        if len(names) == 1:
            raise _op_error(op, f"expects parent op '{names[0]}'")
        raise _op_error(op, f"expects parent op to be one of '{', '.join(names)}'")


class ParallelCombiningOpInterface(OpTrait, abc.ABC):
    """
    MLIR's `ParallelCombiningOpInterface`: ops that may appear in
    `scf.forall.in_parallel` (such as `tensor.parallel_insert_slice`), each
    updating some `shared_outs` block arguments of the enclosing `scf.forall`.
    """

    @classmethod
    @abc.abstractmethod
    def get_updated_destinations(cls, op: Operation) -> Sequence[SSAValue]:
        """The values (destinations) `op` updates."""
        raise NotImplementedError()


class ForOpSpeculatable(ConditionallySpeculatable):
    """MLIR's `scf.for` speculatability: recursively speculatable if its step is 1."""

    @classmethod
    def is_speculatable(cls, op: Operation) -> bool:
        if not isinstance(op, ForOp) or constant_int_value(op.step) != 1:
            return False
        return RecursivelySpeculatable.is_speculatable(op)


class ForOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl.transforms.canonicalization_patterns.scf import RehoistConstInLoops

        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            ForOpIterArgsFolder,
            ForOpTensorCastFolder,
            SimplifyTrivialLoops,
        )

        return (
            ForOpIterArgsFolder(),
            SimplifyTrivialLoops(),
            ForOpTensorCastFolder(),
            RehoistConstInLoops(),
        )


class ExecuteRegionOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            REGION_PATTERNS,
            MultiBlockExecuteInliner,
            SingleBlockExecuteInliner,
        )

        return (
            SingleBlockExecuteInliner(),
            MultiBlockExecuteInliner(),
            *REGION_PATTERNS,
        )


class IndexSwitchOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            REGION_PATTERNS,
            FoldConstantCase,
        )

        return (FoldConstantCase(), *REGION_PATTERNS)


class WhileOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            WHILE_PATTERNS,
        )

        return WHILE_PATTERNS


class ParallelOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            PARALLEL_PATTERNS,
        )

        return PARALLEL_PATTERNS


class ForallOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            FORALL_PATTERNS,
        )

        return FORALL_PATTERNS


class IfOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl.transforms.canonicalization_patterns.scf import (
            IfPropagateConstantCondition,
        )

        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            IF_PATTERNS,
        )

        return (IfPropagateConstantCondition(), *IF_PATTERNS)


# --------------------------------------------------------------------------- #
# scf.yield
# --------------------------------------------------------------------------- #


@irdl_op_definition
class YieldOp(AbstractYieldOperation[Attribute]):
    """
    `scf.yield`: terminates the regions of `scf.execute_region`, `scf.for`,
    `scf.if`, `scf.index_switch` and the "after" region of `scf.while`,
    forwarding its operands (`arguments`; MLIR's `results`) as the parent
    defines.
    """

    name = "scf.yield"

    traits = lazy_traits_def(
        lambda: (
            Pure(),
            ReturnLike(),
            IsTerminator(),
            ParentOneOf(ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp),
        )
    )


def _yield_of(region: Region) -> Operation | None:
    """The `scf.yield` ending the single block of `region`, if any."""
    block = region.first_block
    if block is None or (last_op := block.last_op) is None:
        return None
    return last_op if last_op.name == YieldOp.name else None


# --------------------------------------------------------------------------- #
# scf.condition
# --------------------------------------------------------------------------- #


@irdl_op_definition
class ConditionOp(IRDLOperation):
    """
    `scf.condition`: terminates the "before" region of `scf.while`; if
    `condition` holds, the loop goes on to the "after" region with `args`,
    otherwise it exits with `args` as its results.
    """

    name = "scf.condition"

    condition = operand_def(i1)
    args = var_operand_def()

    traits = lazy_traits_def(lambda: (ParentOneOf(WhileOp), IsTerminator(), Pure()))

    assembly_format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?"

    def __init__(self, condition: SSAValue | Operation, *args: SSAValue | Operation):
        super().__init__(operands=(condition, args))


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
        result_types = _parse_optional_arrow_types(parser)
        no_inline = parser.parse_optional_keyword("no_inline") is not None
        region = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        properties = _split_properties(attributes, ("no_inline",))
        op = cls(result_types, region, attributes)
        op.properties.update(properties)
        if no_inline:
            op.properties["no_inline"] = UnitAttr()
        return op

    def print(self, printer: Printer) -> None:
        _print_optional_arrow_types(printer, self.result_types)
        if self.no_inline is not None:
            printer.print_string(" no_inline")
        printer.print_string(" ")
        printer.print_region(
            self.region, print_entry_block_args=False, print_empty_block=False
        )
        _print_attr_dict(printer, self)

    def verify_(self) -> None:
        entry = self.region.first_block
        if entry is None:
            raise _op_error(self, "region needs to have at least one block")
        if entry.args:
            raise _op_error(self, "region cannot have any arguments")
        for block in self.region.blocks:
            terminator = block.last_op
            if terminator is not None and terminator.name == YieldOp.name:
                _verify_edge(
                    self,
                    f"Operation {YieldOp.name}",
                    "parent",
                    terminator.operand_types,
                    self.result_types,
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
        _ensure_terminator(region, YieldOp)
        return region

    @classmethod
    def parse(cls, parser: Parser) -> IfOp:
        cond = parser.parse_operand(i1)
        return_types = _parse_optional_arrow_types(parser)
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
        _print_attr_dict(printer, self)

    def verify_(self) -> None:
        _verify_single_block_regions(self)
        _verify_sized_region(self, 0, "thenRegion")
        _verify_no_region_arguments(self)
        if self.output and self.false_region.first_block is None:
            raise _op_error(self, "must have an else block if defining values")
        _verify_terminators(self, YieldOp.name)
        for region in self.regions:
            if (terminator := _yield_of(region)) is not None:
                _verify_edge(
                    self,
                    f"Operation {YieldOp.name}",
                    "parent",
                    terminator.operand_types,
                    self.result_types,
                )


# --------------------------------------------------------------------------- #
# scf.for
# --------------------------------------------------------------------------- #

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
            region_args, inits = _parse_assignments(parser)
            parser.parse_punctuation("->")
            result_types = _parse_function_result_types(parser)
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
        _ensure_terminator(body, YieldOp)
        attributes = parser.parse_optional_attr_dict()
        properties = _split_properties(attributes, ("unsignedCmp",))
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
            _print_assignments(printer, region_iter_args, self.iter_args)
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
        _print_attr_dict(printer, self)

    def verify_(self) -> None:
        _verify_single_block_regions(self)
        if not (self.lb.type == self.ub.type == self.step.type):
            raise _op_error(
                self,
                "failed to verify that all of {lowerBound, upperBound, step} "
                "have same type",
            )
        _verify_sized_region(self, 0, "region")
        if len(self.iter_args) != len(self.res):
            raise _op_error(
                self, "mismatch in number of loop-carried values and defined values"
            )
        _verify_terminators(self, YieldOp.name)
        block = self.body.block
        if not block.args:
            raise _op_error(
                self, "expected the body to have the induction variable as argument"
            )
        region_iter_args = block.args[1:]
        yielded = self.yielded_values
        # LoopLikeOpInterface
        if len(self.iter_args) != len(region_iter_args):
            raise _op_error(
                self,
                "different number of inits and region iter_args: "
                f"{len(self.iter_args)} != {len(region_iter_args)}",
            )
        if yielded and len(region_iter_args) != len(yielded):
            raise _op_error(
                self,
                "different number of region iter_args and yielded values: "
                f"{len(region_iter_args)} != {len(yielded)}",
            )
        for i, (init, iter_arg) in enumerate(zip(self.iter_args, region_iter_args)):
            if init.type != iter_arg.type:
                raise _op_error(
                    self,
                    f"{i}-th init and {i}-th region iter_arg have different type: "
                    f"'{init.type}' != '{iter_arg.type}'",
                )
            if yielded and iter_arg.type != yielded[i].type:
                raise _op_error(
                    self,
                    f"{i}-th region iter_arg and {i}-th yielded value have "
                    f"different type: '{iter_arg.type}' != '{yielded[i].type}'",
                )
        for i, (iter_arg, result) in enumerate(zip(region_iter_args, self.res)):
            if iter_arg.type != result.type:
                raise _op_error(
                    self,
                    f"{i}-th region iter_arg and {i}-th loop result have different "
                    f"type: '{iter_arg.type}' != '{result.type}'",
                )
        # RegionBranchOpInterface
        iter_arg_types = [a.type for a in region_iter_args]
        if (terminator := _yield_of(self.body)) is not None:
            source = f"Operation {YieldOp.name}"
            _verify_edge(
                self, source, "Region #0", terminator.operand_types, iter_arg_types
            )
            _verify_edge(
                self, source, "parent", terminator.operand_types, self.result_types
            )
        if block.args[0].type != self.lb.type:
            raise _op_error(
                self, "expected induction variable to be same type as bounds and step"
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
            _print_assignments(printer, self.before_region.block.args, self.arguments)
        printer.print_string(" : ")
        printer.print_function_type(self.operand_types, self.result_types)
        printer.print_string(" ")
        printer.print_region(
            self.before_region, print_entry_block_args=False, print_empty_block=False
        )
        printer.print_string(" do ")
        printer.print_region(self.after_region, print_empty_block=False)
        _print_attr_dict(printer, self, keyword=True)

    def verify_(self) -> None:
        _verify_single_block_regions(self)
        _verify_sized_region(self, 0, "before")
        _verify_sized_region(self, 1, "after")
        condition = self.before_region.block.last_op
        if condition is None or condition.name != ConditionOp.name:
            raise _op_error(
                self, "expects the 'before' region to terminate with 'scf.condition'"
            )
        yield_op = self.after_region.block.last_op
        if yield_op is None or yield_op.name != YieldOp.name:
            raise _op_error(
                self, "expects the 'after' region to terminate with 'scf.yield'"
            )
        before_types = [a.type for a in self.before_region.block.args]
        after_types = [a.type for a in self.after_region.block.args]
        _verify_edge(self, "parent", "Region #0", self.operand_types, before_types)
        # The condition's first operand is the condition itself.
        forwarded = condition.operand_types[1:]
        source = f"Operation {ConditionOp.name}"
        _verify_edge(self, source, "parent", forwarded, self.result_types)
        _verify_edge(self, source, "Region #1", forwarded, after_types)
        _verify_edge(
            self,
            f"Operation {YieldOp.name}",
            "Region #0",
            yield_op.operand_types,
            before_types,
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
        return _int_values(self.cases)

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
        _split_properties(attributes, ("cases",))
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
        _ensure_terminator(default_region, YieldOp)
        return cls(
            arg, case_values, default_region, case_regions, result_types, attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.arg)
        _print_attr_dict(printer, self)
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
        _verify_single_block_regions(self)
        _verify_sized_region(self, 0, "defaultRegion")
        for index in range(len(self.case_regions)):
            _verify_sized_region(self, index + 1, "caseRegions")
        values = self.case_values
        if len(values) != len(self.case_regions):
            raise _op_error(
                self,
                f"has {len(self.case_regions)} case regions but "
                f"{len(values)} case values",
            )
        seen: set[int] = set()
        for value in values:
            if value in seen:
                raise _op_error(self, f"has duplicate case value: {value}")
            seen.add(value)
        named_regions = [("default region", self.default_region)] + [
            (f"case region #{i}", r) for i, r in enumerate(self.case_regions)
        ]
        for region_name, region in named_regions:
            terminator = region.block.last_op
            assert terminator is not None
            if terminator.name != YieldOp.name:
                raise _op_error(
                    self,
                    f"expected region to end with scf.yield, but got {terminator.name}",
                )
            if len(terminator.operands) != len(self.output):
                raise _op_error(
                    self,
                    f"expected each region to return {len(self.output)} values, "
                    f"but {region_name} returns {len(terminator.operands)}",
                )
            for index, (result_type, operand_type) in enumerate(
                zip(self.result_types, terminator.operand_types)
            ):
                if result_type != operand_type:
                    raise _op_error(
                        self,
                        f"expected result #{index} of each region to be "
                        f"'{result_type}'",
                    )


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
        result_types = _parse_optional_arrow_types(parser)
        body = parser.parse_region([v.resolve(IndexType()) for v in induction_vars])
        attributes = parser.parse_optional_attr_dict()
        _split_properties(attributes, ("operandSegmentSizes",))
        init_values = parser.resolve_operands(inits, result_types, pos)
        _ensure_terminator(body, ReduceOp)
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
        _print_optional_arrow_types(printer, self.result_types)
        printer.print_string(" ")
        printer.print_region(
            self.body, print_entry_block_args=False, print_empty_block=False
        )
        _print_attr_dict(printer, self)

    def verify_(self) -> None:
        _verify_single_block_regions(self)
        _verify_sized_region(self, 0, "region")
        counts = (len(self.lowerBound), len(self.upperBound), len(self.step))
        if counts[0] != counts[2] or counts[1] != counts[2]:
            # MLIR's parser ensures this and its verifier assumes it; its
            # lowerings then drop a dimension or crash on generic IR that
            # breaks it. We reject it (docs/registration.md).
            raise _op_error(
                self,
                f"expects the same number of lower bounds: {counts[0]}, upper "
                f"bounds: {counts[1]} and steps: {counts[2]}",
            )
        if not self.step:
            raise _op_error(
                self,
                "needs at least one tuple element for lowerBound, upperBound and step",
            )
        for step in self.step:
            if (value := constant_int_value(step)) is not None and value <= 0:
                raise _op_error(self, "constant step operand must be positive")
        block = self.body.block
        if len(block.args) != len(self.step):
            raise _op_error(
                self,
                "expects the same number of induction variables: "
                f"{len(block.args)} as bound and step values: {len(self.step)}",
            )
        if any(not isinstance(arg.type, IndexType) for arg in block.args):
            raise _op_error(
                self,
                "expects arguments for the induction variable to be of index type",
            )
        reduce_op = block.last_op
        if reduce_op is None or reduce_op.name != ReduceOp.name:
            raise _op_error(self, "expects body to terminate with 'scf.reduce'")
        num_reductions = len(reduce_op.regions)
        if len(self.res) != num_reductions:
            raise _op_error(
                self,
                f"expects number of results: {len(self.res)} to be the same as "
                f"number of reductions: {num_reductions}",
            )
        if len(self.res) != len(self.initVals):
            raise _op_error(
                self,
                f"expects number of results: {len(self.res)} to be the same as "
                f"number of initial values: {len(self.initVals)}",
            )
        # MLIR reports this one on the scf.reduce op.
        for index, (result_type, operand) in enumerate(
            zip(self.result_types, reduce_op.operands)
        ):
            if operand.type != result_type:
                raise _op_error(
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
        _print_attr_dict(printer, self)

    def verify_(self) -> None:
        for index in range(len(self.reductions)):
            _verify_sized_region(self, index, "reductions")
        if len(self.reductions) != len(self.args):
            raise _op_error(
                self,
                f"expects number of reduction regions: {len(self.reductions)} to be "
                f"the same as number of reduction operands: {len(self.args)}",
            )
        for index, (region, arg) in enumerate(zip(self.reductions, self.args)):
            block = region.block
            if block.first_op is None:
                raise _op_error(self, f"{index}-th reduction has an empty body")
            if len(block.args) != 2 or any(a.type != arg.type for a in block.args):
                raise _op_error(
                    self,
                    f"expected two block arguments with type '{arg.type}' in the "
                    f"{index}-th reduction region",
                )
            terminator = block.last_op
            if terminator is None or terminator.name != ReduceReturnOp.name:
                raise _op_error(
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
            raise _op_error(
                self,
                f"must have type '{expected}' (the type of the reduction inputs)",
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
            _int_values(static),
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
        return all(v == 0 for v in _int_values(self.static_lower_bound)) and all(
            v == 1 for v in _int_values(self.static_step)
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
            out_args, out_operands = _parse_assignments(parser)
            result_types = _parse_optional_arrow_types(parser)
            outputs = parser.resolve_operands(out_operands, result_types, pos)

        body = parser.parse_region(
            [v.resolve(IndexType()) for v in induction_vars]
            + [a.resolve(t) for a, t in zip(out_args, result_types)]
        )
        _ensure_terminator(body, InParallelOp)
        terminator = body.block.last_op
        if (
            isinstance(terminator, InParallelOp)
            and terminator.region.first_block is None
        ):
            terminator.region.add_block(Block())
        attributes = parser.parse_optional_attr_dict()
        properties = _split_properties(
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
                _int_values(static),
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
            _print_assignments(printer, self.region_out_args, self.outputs)
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
        _print_attr_dict(printer, self, properties=("mapping",))

    def verify_(self) -> None:
        _verify_single_block_regions(self)
        if self.mapping is not None and any(
            _attr_name(a) not in _DEVICE_MAPPING_ATTRS | _DEVICE_MASKING_ATTRS
            for a in self.mapping
        ):
            raise _op_error(
                self,
                "attribute 'mapping' failed to satisfy constraint: "
                "Device Mapping array attribute",
            )
        _verify_sized_region(self, 0, "region")
        if len(self.res) != len(self.outputs):
            raise _op_error(
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
                raise _op_error(
                    self,
                    f"expected type of operand #{first_output + index} "
                    f"('{output.type}') to match type of corresponding result "
                    f"('{result.type}')",
                )
        rank = self.rank
        block = self.body.block
        if len(block.args) != rank + len(self.outputs):
            raise _op_error(self, f"region expects {rank} arguments")
        for index, arg in enumerate(block.args[:rank]):
            if not isinstance(arg.type, IndexType):
                raise _op_error(
                    self, f"expects {index}-th block argument to be an index"
                )
        for index, (output, arg) in enumerate(zip(self.outputs, block.args[rank:])):
            if output.type != arg.type:
                raise _op_error(
                    self,
                    f"type mismatch between {index}-th output and corresponding "
                    "block argument",
                )
        if self.mapping is not None and self.mapping.data:
            masks = [a for a in self.mapping if _attr_name(a) in _DEVICE_MASKING_ATTRS]
            if len(self.mapping) - len(masks) != rank:
                raise _op_error(self, "mapping attribute size must match op rank")
            if len(masks) > 1:
                raise _op_error(
                    self, '"mapping" supports at most one device masking attribute'
                )
        for name, static, dynamic in (
            ("lower bound", self.static_lower_bound, self.dynamic_lower_bound),
            ("upper bound", self.static_upper_bound, self.dynamic_upper_bound),
            ("step", self.static_step, self.dynamic_step),
        ):
            values = _int_values(static)
            if len(values) != rank:
                raise VerifyException(
                    f"expected {rank} {name} values, got {len(values)}"
                )
            num_dynamic = values.count(DYNAMIC_INDEX)
            if len(dynamic) != num_dynamic:
                raise VerifyException(f"expected {num_dynamic} dynamic {name} values")
        _verify_terminators(self, InParallelOp.name)


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
        _print_attr_dict(printer, self)

    def verify_(self) -> None:
        _verify_sized_region(self, 0, "region")
        forall = self.parent_op()
        if forall is None:
            return
        if not isinstance(forall, ForallOp):
            raise _op_error(self, "expected forall op parent")
        parent_block = self.parent_block()
        assert parent_block is not None
        out_args = set(parent_block.args[forall.rank :])
        for op in self.region.block.ops:
            trait = op.get_trait(ParallelCombiningOpInterface)
            if trait is None:
                raise _op_error(self, "expected only ParallelCombiningOpInterface ops")
            if any(d not in out_args for d in trait.get_updated_destinations(op)):
                raise _op_error(op, "may only insert into an output block argument")


# --------------------------------------------------------------------------- #
# Registration
# --------------------------------------------------------------------------- #

_REPLACED: tuple[tuple[type[IRDLOperation], type[IRDLOperation]], ...] = (
    (xdsl_scf.ConditionOp, ConditionOp),
    (xdsl_scf.YieldOp, YieldOp),
    (xdsl_scf.ExecuteRegionOp, ExecuteRegionOp),
    (xdsl_scf.IfOp, IfOp),
    (xdsl_scf.ForOp, ForOp),
    (xdsl_scf.WhileOp, WhileOp),
    (xdsl_scf.IndexSwitchOp, IndexSwitchOp),
    (xdsl_scf.ParallelOp, ParallelOp),
    (xdsl_scf.ReduceOp, ReduceOp),
    (xdsl_scf.ReduceReturnOp, ReduceReturnOp),
)
"""xDSL's classes and the classes of this module that replace them."""

for _xdsl_class, _our_class in _REPLACED:
    _xdsl_class.register(_our_class)

Scf = Dialect(
    "scf",
    [
        ConditionOp,
        ExecuteRegionOp,
        ForOp,
        ForallOp,
        InParallelOp,
        IfOp,
        IndexSwitchOp,
        ParallelOp,
        ReduceOp,
        ReduceReturnOp,
        WhileOp,
        YieldOp,
    ],
    [],
)
