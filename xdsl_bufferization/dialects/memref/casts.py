"""Casts: memref.cast (MLIR's cast compatibility) and memory_space_cast."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType, UnrankedMemRefType
from xdsl.interfaces import HasCanonicalizationPatternsInterface, HasFolderInterface
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.fast_verify import reads_signature_only
from xdsl_bufferization.dialects.memref.constraints import (
    RANKED_OR_UNRANKED,
    RankedOrUnrankedMemRefConstr,
    described,
    element_type_of,
    memory_space_of,
)
from xdsl_bufferization.dialects.memref.layout import get_strides_and_offset
from xdsl_bufferization.dialects.memref.syntax import new_op

# ---------------------------------------------------------------------------
# Casts and copies
# ---------------------------------------------------------------------------


def are_cast_compatible(source: Attribute, dest: Attribute) -> bool:
    """Whether memref.cast may cast `source` to `dest` (MLIR's rules)."""
    if isa(source, MemRefType) and isa(dest, MemRefType):
        source = source
        dest = dest
        if source.element_type != dest.element_type:
            return False
        if source.layout != dest.layout:
            source_layout = get_strides_and_offset(source)
            dest_layout = get_strides_and_offset(dest)
            if (
                source_layout is None
                or dest_layout is None
                or len(source_layout[0]) != len(dest_layout[0])
            ):
                return False

            def compatible(a: int | None, b: int | None) -> bool:
                return a is None or b is None or a == b

            if not compatible(source_layout[1], dest_layout[1]):
                return False
            if not all(
                compatible(a, b)
                for a, b in zip(source_layout[0], dest_layout[0], strict=True)
            ):
                return False
        if source.memory_space != dest.memory_space:
            return False
        if source.get_num_dims() != dest.get_num_dims():
            return False
        return all(
            a == b or DYNAMIC_INDEX in (a, b)
            for a, b in zip(source.get_shape(), dest.get_shape(), strict=True)
        )
    if not _is_memref_like(source) or not _is_memref_like(dest):
        return False
    if _is_unranked(source) and _is_unranked(dest):
        return False
    return element_type_of(source) == element_type_of(dest) and memory_space_of(
        source
    ) == memory_space_of(dest)


def _is_memref_like(attr: Attribute) -> bool:
    return isinstance(attr, MemRefType | UnrankedMemRefType)


def _is_unranked(attr: Attribute) -> bool:
    return isinstance(attr, UnrankedMemRefType)


def compatible_shapes(a: Attribute, b: Attribute) -> bool:
    """MLIR's `verifyCompatibleShape`: unranked, or equal sizes where both are static."""
    # `isinstance`, not xDSL's `isa` (which inspects the hint first): this
    # runs at every verification of every `memref.copy`.
    if not isinstance(a, MemRefType) or not isinstance(b, MemRefType):
        return True
    shape_a = cast(MemRefType[Attribute], a).get_shape()
    shape_b = cast(MemRefType[Attribute], b).get_shape()
    return len(shape_a) == len(shape_b) and all(
        x == y or DYNAMIC_INDEX in (x, y) for x, y in zip(shape_a, shape_b)
    )


def _cast_incompatible(source: Attribute, dest: Attribute) -> VerifyException:
    return VerifyException(
        f"operand type '{source}' and result type '{dest}' are cast incompatible"
    )


@irdl_op_definition
class CastOp(IRDLOperation, HasFolderInterface, HasCanonicalizationPatternsInterface):
    """Cast to a compatible memref type (more or less static, ranked or not)."""

    name = "memref.cast"

    source = operand_def(described(RankedOrUnrankedMemRefConstr, RANKED_OR_UNRANKED))
    dest = result_def(described(RankedOrUnrankedMemRefConstr, RANKED_OR_UNRANKED))

    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    traits = traits_def(Pure())

    @staticmethod
    def get(
        source: SSAValue | Operation,
        type: MemRefType | UnrankedMemRefType,
    ) -> CastOp:
        return new_op(CastOp, operands=[source], result_types=[type])

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        # A cast to the type it already has is the identity.
        if self.source.type == self.dest.type:
            return (self.source,)
        return None

    @reads_signature_only
    def verify_(self) -> None:
        if not are_cast_compatible(self.source.type, self.dest.type):
            raise _cast_incompatible(self.source.type, self.dest.type)


def can_fold_cast_into_consumer(op: Operation) -> bool:
    """
    Whether `op` is a memref.cast to a more dynamic type of the same rank,
    which users may bypass (MLIR's `CastOp::canFoldIntoConsumerOp`).
    """
    if not isinstance(op, xdsl_memref.CastOp):
        return False
    source = op.source.type
    result = op.dest.type
    if not isa(source, MemRefType) or not isa(result, MemRefType):
        return False
    source = source
    result = result
    if source.element_type != result.element_type:
        return False
    if source.get_num_dims() != result.get_num_dims():
        return False
    source_layout = get_strides_and_offset(source)
    result_layout = get_strides_and_offset(result)
    if source_layout is None or result_layout is None:
        return False

    def more_static(a: int | None, b: int | None) -> bool:
        """Casting a to b makes it more static."""
        return a != b and a is None and b is not None

    if any(
        more_static(
            None if a == DYNAMIC_INDEX else a, None if b == DYNAMIC_INDEX else b
        )
        for a, b in zip(source.get_shape(), result.get_shape())
    ):
        return False
    if more_static(source_layout[1], result_layout[1]):
        return False
    return not any(
        more_static(a, b) for a, b in zip(source_layout[0], result_layout[0])
    )


@irdl_op_definition
class MemorySpaceCastOp(
    IRDLOperation, HasFolderInterface, HasCanonicalizationPatternsInterface
):
    """Cast a memref to another memory space."""

    name = "memref.memory_space_cast"

    source = operand_def(described(RankedOrUnrankedMemRefConstr, RANKED_OR_UNRANKED))
    dest = result_def(described(RankedOrUnrankedMemRefConstr, RANKED_OR_UNRANKED))

    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    traits = traits_def(Pure())

    def __init__(
        self,
        source: SSAValue | Operation,
        dest: MemRefType | UnrankedMemRefType,
    ):
        super().__init__(operands=[source], result_types=[dest])

    @staticmethod
    def from_type_and_target_space(
        source: SSAValue | Operation,
        type: MemRefType,
        dest_memory_space: Attribute,
    ) -> MemorySpaceCastOp:
        dest = MemRefType(
            type.get_element_type(),
            shape=type.get_shape(),
            layout=type.layout,
            memory_space=dest_memory_space,
        )
        return MemorySpaceCastOp(source, dest)

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemorySpaceCastChain,
        )

        return (FoldMemorySpaceCastChain(),)

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        if self.source.type == self.dest.type:
            return (self.source,)
        return None

    def verify_(self) -> None:
        source = self.source.type
        dest = self.dest.type
        if isa(source, MemRefType) and isa(dest, MemRefType):
            source = source
            dest = dest
            compatible = (
                source.element_type == dest.element_type
                and source.layout == dest.layout
                and source.get_shape() == dest.get_shape()
            )
        elif _is_unranked(source) and _is_unranked(dest):
            compatible = element_type_of(source) == element_type_of(dest)
        else:
            compatible = False
        if not compatible:
            raise _cast_incompatible(source, dest)
