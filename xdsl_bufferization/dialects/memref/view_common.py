"""What the view ops share: MLIR's OffsetSizeAndStrideOpInterface checks and
the reshape verification, the custom assembly directives, the folding trait
and reshape's memory effect.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, cast

from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    ArrayAttr,
    IntegerAttr,
    MemRefType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import AttrConstraint, IntConstraint, IRDLOperation, VerificationContext
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, HasFolder, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.fast_verify import context_free_constraint
from xdsl_bufferization.dialects.memref.layout import is_strided
from xdsl_bufferization.dialects.memref.type_inference import reassociation_indices
from xdsl_bufferization.dialects.memref.type_text import is_i64_attr, mlir_type_str
from xdsl_bufferization.utils.affine_simplify import map_from_xdsl

# ---------------------------------------------------------------------------
# Shared verification (MLIR's OffsetSizeAndStrideOpInterface and reshapes).
# ---------------------------------------------------------------------------


def verify_collapsed_shape(
    op_name: str,
    collapsed_shape: Sequence[int],
    expanded_shape: Sequence[int],
    reassociation: Sequence[Sequence[int]],
) -> None:
    """MLIR's verifyCollapsedShape (several dynamic dims per group allowed)."""
    prefix = f"'{op_name}' op "
    if len(collapsed_shape) != len(reassociation):
        raise VerifyException(
            f"{prefix}invalid number of reassociation groups: found "
            f"{len(reassociation)}, expected {len(collapsed_shape)}"
        )
    next_dim = 0
    for collapsed_dim, group in enumerate(reassociation):
        found_dynamic = False
        for expanded_dim in group:
            if expanded_dim != next_dim:
                raise VerifyException(
                    f"{prefix}reassociation indices must be contiguous"
                )
            next_dim += 1
            if expanded_dim >= len(expanded_shape):
                raise VerifyException(
                    f"{prefix}reassociation index {expanded_dim} is out of bounds"
                )
            if expanded_shape[expanded_dim] == DYNAMIC_INDEX:
                found_dynamic = True
        if (collapsed_shape[collapsed_dim] == DYNAMIC_INDEX) != found_dynamic:
            raise VerifyException(
                f"{prefix}collapsed dim ({collapsed_dim}) must be dynamic if and "
                "only if reassociation group is dynamic"
            )
        if not found_dynamic:
            group_size = math.prod(expanded_shape[d] for d in group)
            if group_size != collapsed_shape[collapsed_dim]:
                raise VerifyException(
                    f"{prefix}collapsed dim size ({collapsed_shape[collapsed_dim]}) "
                    f"must equal reassociation group size ({group_size})"
                )
    if not collapsed_shape:
        if any(d != 1 for d in expanded_shape):
            raise VerifyException(
                f"{prefix}rank 0 memrefs can only be extended/collapsed with/from ones"
            )
    elif next_dim != len(expanded_shape):
        raise VerifyException(
            f"{prefix}expanded rank ({len(expanded_shape)}) inconsistent with "
            f"number of reassociation indices ({next_dim})"
        )


def verify_strided_operand(op_name: str, what: str, type_attr: Attribute) -> None:
    text = mlir_type_str(type_attr)
    if not (
        isinstance(type_attr, MemRefType) and is_strided(cast(MemRefType, type_attr))
    ):
        raise VerifyException(
            f"'{op_name}' op {what} must be strided memref of any type values, "
            f"but got '{text}'"
        )


@context_free_constraint
@dataclass(frozen=True)
class IndexListArrayConstraint(AttrConstraint[ArrayAttr[ArrayAttr[IntegerAttr]]]):
    """
    MLIR's IndexListArrayAttr: an array of arrays of 64-bit integers, such as a
    `reassociation`. Fails with MLIR's message for the op `op_name`.
    """

    op_name: str
    attr_name: str = "reassociation"

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if isinstance(attr, ArrayAttr) and all(
            isinstance(group, ArrayAttr)
            and all(is_i64_attr(i) for i in cast(ArrayAttr[Attribute], group).data)
            for group in cast(ArrayAttr[Attribute], attr).data
        ):
            return
        raise VerifyException(
            f"'{self.op_name}' op attribute '{self.attr_name}' failed to satisfy "
            "constraint: Array of 64-bit integer array attributes"
        )

    def get_bases(self) -> set[type[Attribute]] | None:
        return {ArrayAttr}

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> IndexListArrayConstraint:
        return self


# ---------------------------------------------------------------------------
# Custom assembly directives.
# ---------------------------------------------------------------------------


@irdl_custom_directive
class ReassociationIndices(CustomDirective):
    """
    A `reassociation` attribute printed as MLIR prints it: `[[0, 1], [2]]`
    (without `: i64`). Parses any attribute (MLIR parses `$reassociation` as one).
    """

    reassociation: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.reassociation.set(state, parser.parse_attribute())

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        attr = op.properties[self.reassociation.name]
        if not IndexListArrayConstraint("").verifies(attr):
            printer.print_attribute(attr)
            return
        groups = reassociation_indices(cast(ArrayAttr, attr))
        printer.print_string(
            "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups) + "]"
        )

    def is_present(self, op: IRDLOperation) -> bool:
        return True


@irdl_custom_directive
class PermutationMap(CustomDirective):
    """An affine map property printed bare, as `(d0, d1) -> (d1, d0)`."""

    permutation: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.permutation.set(state, AffineMapAttr(parser.parse_affine_map()))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        attr = op.properties[self.permutation.name]
        if isinstance(attr, AffineMapAttr):
            printer.print_string(str(map_from_xdsl(attr.data)))
        else:
            printer.print_attribute(attr)

    def is_present(self, op: IRDLOperation) -> bool:
        return True


# ---------------------------------------------------------------------------
# Traits.
# ---------------------------------------------------------------------------


class _FoldsToExistingValue(Protocol):
    def fold_to_existing_value(self) -> SSAValue | None: ...


class ViewFolder(HasFolder):
    """
    MLIR's folders of the view ops, where they replace the op by an existing
    value (`fold_to_existing_value`). MLIR's folds that update the op in place
    (e.g. composing two transposes) are not done.
    """

    @classmethod
    def fold(cls, op: Operation) -> Sequence[SSAValue | Attribute] | None:
        value = cast(_FoldsToExistingValue, op).fold_to_existing_value()
        return None if value is None else (value,)


class ReshapeOpMemoryEffect(MemoryEffect):
    """`memref.reshape` reads its `shape` operand and has no other effect."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        return {EffectInstance(MemoryEffectKind.READ, op.operands[1])}
