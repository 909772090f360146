"""Masks: `vector.mask` (with its `vector.yield`), `vector.constant_mask`,
`vector.create_mask` (MLIR 22).

xDSL 0.74 has none of them but `create_mask`, whose verifier rejects the 0-d
form (`vector.create_mask %n : vector<i1>`, one operand).

`vector.mask` holds one maskable op (or nothing) and a `vector.yield` of its
results. Its text shows only the masked op, without result names, between
braces; the yield is implicit.
"""

from __future__ import annotations

from collections.abc import Sequence

from typing_extensions import Self
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    VectorType,
    i1,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, NoMemoryEffect, Pure, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.vector.common import (
    is_vector,
    maskable_model,
    new_op,
    print_mlir_attr_dict,
    vector_type,
)


def _is_i1_vector(attr: Attribute) -> bool:
    return is_vector(attr) and attr.element_type == i1


@irdl_op_definition
class YieldOp(IRDLOperation):
    """The terminator of `vector.mask`: the results of the masked op."""

    name = "vector.yield"

    operands_ = var_operand_def(AnyAttr())

    traits = traits_def(IsTerminator(), Pure())

    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def __init__(self, operands: Sequence[SSAValue | Operation] = ()):
        super().__init__(operands=[operands])


def ensure_mask_terminator(region: Region) -> None:
    """
    MLIR's `MaskOp::ensureTerminator`: an explicit `vector.yield` is kept; an
    empty body gets an empty yield; a body of exactly one op gets a yield of
    that op's results (any other body gets an empty yield, which the verifier
    then rejects).
    """
    if not region.blocks:
        region.add_block(Block())
    block = region.block
    last = block.last_op
    if isinstance(last, YieldOp):
        return
    if last is not None and block.first_op is last:
        block.add_op(YieldOp(last.results))
        return
    block.add_op(YieldOp())


@irdl_op_definition
class MaskOp(IRDLOperation):
    """Apply a mask (and, for some ops, a pass-through value for the masked-off
    lanes) to the one maskable op of its body."""

    name = "vector.mask"

    mask = operand_def(VectorType)
    passthru = opt_operand_def(AnyAttr())
    results_ = var_result_def(AnyAttr())
    mask_region = region_def()

    traits = traits_def(RecursiveMemoryEffect())

    def __init__(
        self,
        mask: SSAValue | Operation,
        body: Region,
        result_types: Sequence[Attribute] = (),
        passthru: SSAValue | Operation | None = None,
    ):
        ensure_mask_terminator(body)
        super().__init__(
            operands=[mask, [passthru] if passthru is not None else []],
            result_types=[result_types],
            regions=[body],
        )

    def maskable_op(self) -> Operation | None:
        """The masked op (None for an empty `vector.mask`)."""
        if not self.mask_region.blocks:
            return None
        first = self.mask_region.block.first_op
        if first is None or first.has_trait(IsTerminator):
            return None
        return first

    def yield_op(self) -> Operation | None:
        if not self.mask_region.blocks:
            return None
        return self.mask_region.block.last_op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.mask)
        if self.passthru is not None:
            printer.print_string(", ")
            printer.print_ssa_value(self.passthru)
        printer.print_string(" { ")
        first = self.mask_region.block.first_op if self.mask_region.blocks else None
        if first is not None:
            _print_op_without_results(printer, first)
        printer.print_string(" }")
        print_mlir_attr_dict(printer, dict(self.attributes))
        printer.print_string(" : ")
        printer.print_attribute(self.mask.type)
        if self.results:
            printer.print_string(" -> ")
            types = [r.type for r in self.results]
            if len(types) == 1:
                printer.print_attribute(types[0])
            else:
                printer.print_string("(")
                printer.print_list(types, printer.print_attribute)
                printer.print_string(")")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        mask = parser.parse_unresolved_operand()
        passthru = (
            parser.parse_unresolved_operand()
            if parser.parse_optional_punctuation(",")
            else None
        )
        region = parser.parse_region()
        ensure_mask_terminator(region)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        mask_type = parser.parse_type()
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->"):
            if parser.parse_optional_punctuation("("):
                if not parser.parse_optional_punctuation(")"):
                    result_types = [parser.parse_type()]
                    while parser.parse_optional_punctuation(","):
                        result_types.append(parser.parse_type())
                    parser.parse_punctuation(")")
            else:
                result_types = [parser.parse_type()]
        operands: list[SSAValue] = [parser.resolve_operand(mask, mask_type)]
        passthru_values: list[SSAValue] = []
        if passthru is not None:
            if not result_types:
                parser.raise_error("expects a result if passthru operand is provided")
            passthru_values.append(parser.resolve_operand(passthru, result_types[0]))
        return new_op(
            cls,
            operands=[operands[0], passthru_values],
            result_types=[result_types],
            regions=[region],
            attributes=attributes,
        )

    def verify_(self) -> None:
        def error(message: str) -> VerifyException:
            return VerifyException(f"'{self.name}' op {message}")

        if len(self.mask_region.blocks) > 1:
            # MLIR's SingleBlock trait speaks first.
            raise error("expects region #0 to have 0 or 1 blocks")
        if len(self.mask_region.blocks) != 1:
            raise error(
                "region #0 ('maskRegion') failed to verify constraint: region "
                "with 1 blocks"
            )
        if not _is_i1_vector(self.mask.type):
            raise error(
                "operand #0 must be vector of 1-bit signless integer values, but "
                f"got '{self.mask.type}'"
            )
        block = self.mask_region.block
        ops = list(block.ops)
        if not ops:
            raise error("expects a terminator within the mask region")
        if len(ops) > 2:
            raise error("expects only one operation to mask")
        terminator = ops[-1]
        if not isinstance(terminator, YieldOp):
            raise error("expects a terminator within the mask region")
        if len(terminator.operands) != len(self.results):
            raise error("expects number of results to match mask region yielded values")
        if len(ops) == 1:
            return
        masked = ops[0]
        trait = maskable_model(masked)
        if trait is None:
            raise error("expects a MaskableOpInterface within the mask region")
        if len(masked.results) != len(self.results):
            raise error(
                "expects number of results to match maskable operation number of "
                "results"
            )
        if list(masked.results) != list(terminator.operands):
            raise error(
                "expects all the results from the MaskableOpInterface to match all "
                "the values returned by the terminator"
            )
        if [r.type for r in masked.results] != [r.type for r in self.results]:
            raise error("expects result type to match maskable operation result type")
        if sum(isinstance(r.type, VectorType) for r in masked.results) > 1:
            raise error("multiple vector results not supported")
        expected = trait.expected_mask_type(masked)
        if self.mask.type != expected:
            raise error(f"expects a '{expected}' mask for the maskable operation")
        if self.passthru is not None:
            if not trait.supports_passthru:
                raise error(
                    "doesn't expect a passthru argument for this maskable operation"
                )
            if len(masked.results) != 1:
                raise error("expects result when passthru argument is provided")
            if self.passthru.type != masked.results[0].type:
                raise error("expects passthru type to match result type")


def _print_op_without_results(printer: Printer, op: Operation) -> None:
    """Print `op` as MLIR's `printCustomOrGenericOp` does: without `%r = `."""
    if printer.print_generic_format or type(op).print is Operation.print:
        printer.print_string(f'"{op.name}"')
        printer.print_op_with_default_format(op)
    else:
        printer.print_string(op.name)
        op.print(printer)


# ---------------------------------------------------------------------------
# Mask creation
# ---------------------------------------------------------------------------


@irdl_op_definition
class ConstantMaskOp(IRDLOperation):
    """A mask whose leading `mask_dim_sizes[i]` elements of each dimension are
    set (their conjunction)."""

    name = "vector.constant_mask"

    mask_dim_sizes = prop_def(DenseArrayBase.constr(i64))
    result = result_def(VectorType)

    traits = traits_def(Pure())

    assembly_format = "$mask_dim_sizes attr-dict `:` type(results)"

    def __init__(self, sizes: Sequence[int], result_type: Attribute):
        super().__init__(
            result_types=[result_type],
            properties={"mask_dim_sizes": DenseArrayBase.from_list(i64, sizes)},
        )

    def verify_(self) -> None:
        result_type = vector_type(self.result.type)
        sizes = self.mask_dim_sizes.get_values()
        if result_type.get_num_dims() == 0:
            if len(sizes) != 1:
                raise VerifyException("array attr must have length 1 for 0-D vectors")
            if sizes[0] not in (0, 1):
                raise VerifyException(
                    "mask dim size must be either 0 or 1 for 0-D vectors"
                )
            return
        if len(sizes) != result_type.get_num_dims():
            raise VerifyException(
                f"'{self.name}' op must specify array attr of size equal vector "
                "result rank"
            )
        for size, dim, scalable in zip(
            sizes, result_type.get_shape(), result_type.get_scalable_dims()
        ):
            if size < 0 or size > dim:
                raise VerifyException(
                    f"'{self.name}' op array attr of size out of bounds of vector "
                    "result dimension size"
                )
            if scalable and size not in (0, dim):
                raise VerifyException(
                    f"'{self.name}' op only supports 'none set' or 'all set' "
                    "scalable dimensions"
                )
        if 0 in sizes and any(sizes):
            raise VerifyException(
                f"'{self.name}' op expected all mask dim sizes to be zeros, as a "
                "result of conjunction with zero mask dim"
            )


@irdl_op_definition
class CreateMaskOp(IRDLOperation):
    """A mask whose leading `%n_i` elements of each dimension are set (values
    are clamped to the dimension)."""

    name = "vector.create_mask"

    mask_dim_sizes = var_operand_def(IndexType)
    mask_vector = result_def(VectorType)

    traits = traits_def(NoMemoryEffect())

    assembly_format = "$mask_dim_sizes attr-dict `:` type(results)"

    def __init__(
        self, mask_operands: Sequence[Operation | SSAValue], result_type: Attribute
    ):
        super().__init__(operands=[mask_operands], result_types=[result_type])

    @property
    def result(self) -> SSAValue:
        return self.mask_vector

    def verify_(self) -> None:
        result_type = vector_type(self.mask_vector.type)
        if result_type.get_num_dims() == 0:
            if len(self.mask_dim_sizes) != 1:
                raise VerifyException(
                    f"'{self.name}' op must specify exactly one operand for 0-D "
                    "create_mask"
                )
        elif len(self.mask_dim_sizes) != result_type.get_num_dims():
            raise VerifyException(
                f"'{self.name}' op must specify an operand for each result vector "
                "dimension"
            )
