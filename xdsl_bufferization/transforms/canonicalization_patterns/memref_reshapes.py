"""
MLIR 22's canonicalization patterns of `memref.collapse_shape` and
`memref.expand_shape`: reshapes in a row composed into one, and a collapse
of a `memref.cast` moved before the cast (`ComposeReassociativeReshapeOps`,
`ComposeCollapseOfExpandOp`, `ComposeExpandOfCollapseOp`,
`CollapseShapeOpMemRefCastFolder`). The folds of inverse pairs are the ops'
own (`dialects/memref/reshapes.py`).
"""

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects import memref
from xdsl_bufferization.dialects.memref.layout import has_identity_layout
from xdsl_bufferization.dialects.memref.type_inference import (
    infer_collapse_shape_result_type,
)
from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
    replace_with_cast_back,
)


def compose_reassociations(
    first: Sequence[Sequence[int]], second: Sequence[Sequence[int]]
) -> list[list[int]] | None:
    """
    The reassociation of two reshapes of one kind in a row (MLIR's
    `composeReassociationIndices`): each group of the shorter list, with
    each of its indices replaced by that group of the longer one; None if
    the lists have the same length or do not fit together.
    """
    if len(first) == len(second):
        return None
    longer, shorter = (first, second) if len(first) > len(second) else (second, first)
    if sum(len(group) for group in shorter) != len(longer):
        return None
    return [[dim for index in group for dim in longer[index]] for group in shorter]


class ComposeReassociativeReshapeOps(RewritePattern):
    """
    A `collapse_shape` of a `collapse_shape`, or an `expand_shape` of an
    `expand_shape`, becomes one reshape of the first source with the
    composed reassociation (MLIR 22's pattern of that name; only while the
    three memref types have the identity layout, as MLIR).
    """

    root_op_types = (memref.CollapseShapeOp, memref.ExpandShapeOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if not isinstance(op, memref.CollapseShapeOp | memref.ExpandShapeOp):
            return
        inner = op.src.owner
        if type(inner) is not type(op):
            return
        assert isinstance(inner, memref.CollapseShapeOp | memref.ExpandShapeOp)
        if not _identity_layouts(inner.src, op.src, op.result):
            return
        composed = compose_reassociations(
            inner.get_reassociation_indices(), op.get_reassociation_indices()
        )
        if composed is None:
            return
        new_op: Operation
        if isinstance(op, memref.ExpandShapeOp):
            new_op = memref.ExpandShapeOp.get(
                inner.src, composed, op.get_mixed_output_shape(), op.result.type
            )
        else:
            new_op = memref.CollapseShapeOp.get(inner.src, composed, op.result.type)
        rewriter.replace(op, new_op)


def _identity_layouts(*values: SSAValue) -> bool:
    for value in values:
        value_type = value.type
        if not isa(value_type, MemRefType) or not has_identity_layout(value_type):
            return False
    return True


def collapse_of_expand_reassociation(
    higher: Sequence[Sequence[int]], lower: Sequence[Sequence[int]]
) -> list[list[int]] | None:
    """
    For a collapse of an expansion: the groups of the `higher`-rank
    reassociation that make up each group of the `lower`-rank one (by their
    last dimension), or None if a group of `higher` straddles two of
    `lower`.
    """
    composed: list[list[int]] = []
    position = 0
    for group in lower:
        indices: list[int] = []
        while position < len(higher):
            last = higher[position][-1]
            if last > group[-1]:
                return None
            indices.append(position)
            position += 1
            if last == group[-1]:
                break
        composed.append(indices)
    return composed


class ComposeCollapseOfExpandOp(RewritePattern):
    """
    A `collapse_shape` of an `expand_shape` becomes one `collapse_shape`, or
    one `expand_shape` when the result has the higher rank, of the
    expansion's source (MLIR 22's pattern of that name; identity layouts
    only). A rank-raising result must have a static shape here: MLIR 22
    then multiplies the dynamic sizes with new `arith` ops, which we do not.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: memref.CollapseShapeOp, rewriter: PatternRewriter, /
    ):
        expand = op.src.owner
        if not isinstance(expand, memref.ExpandShapeOp):
            return
        if not _identity_layouts(op.src, expand.src, expand.result):
            return
        source_type = cast(MemRefType, expand.src.type)
        result_type = op.result.type
        if source_type == result_type:
            return
        source_rank = source_type.get_num_dims()
        result_rank = result_type.get_num_dims()
        expand_groups = expand.get_reassociation_indices()
        collapse_groups = op.get_reassociation_indices()
        if source_rank > result_rank:
            composed = collapse_of_expand_reassociation(expand_groups, collapse_groups)
        else:
            composed = collapse_of_expand_reassociation(collapse_groups, expand_groups)
        if composed is None:
            return
        new_op: Operation
        if source_rank > result_rank:
            new_op = memref.CollapseShapeOp.get(expand.src, composed, result_type)
        else:
            # Equal ranks with identity layouts mean equal types (the fold's
            # case), so the rank is higher here.
            shape = result_type.get_shape()
            if DYNAMIC_INDEX in shape:
                return
            new_op = memref.ExpandShapeOp.get(
                expand.src, composed, list(shape), result_type
            )
        rewriter.replace(op, new_op)


def _static_collapse_groups(
    source: Sequence[int], target: Sequence[int]
) -> list[list[int]] | None:
    """
    How `source` dimensions collapse into `target` ones, for static sizes
    above 1, where the grouping is unique (the case of MLIR's
    `getReassociationIndicesForCollapse` we handle); None otherwise.
    """
    if len(source) <= len(target) or any(
        size == DYNAMIC_INDEX or size <= 1 for size in (*source, *target)
    ):
        return None
    groups: list[list[int]] = []
    position = 0
    for size in target:
        group: list[int] = []
        product = 1
        while position < len(source) and product < size:
            product *= source[position]
            group.append(position)
            position += 1
        if product != size:
            return None
        groups.append(group)
    return groups if position == len(source) else None


def _expand_of_collapse_reassociation(
    higher_groups: Sequence[Sequence[int]],
    lower_groups: Sequence[Sequence[int]],
    higher_shape: Sequence[int],
    lower_shape: Sequence[int],
) -> list[list[int]] | None:
    """
    MLIR's `findCollapsingReassociation`: per dimension between the two
    reshapes, its dimensions of the higher-rank side (`higher_groups`)
    collapse into those of the lower-rank side (`lower_groups`).
    """
    if not higher_groups:
        return None
    composed: list[list[int]] = []
    for high, low in zip(higher_groups, lower_groups):
        high_shape = [higher_shape[i] for i in high]
        low_shape = [lower_shape[i] for i in low]
        if high_shape.count(DYNAMIC_INDEX) >= 2 and low_shape.count(DYNAMIC_INDEX) >= 2:
            return None
        if len(high_shape) == len(low_shape):
            if high_shape != low_shape:
                return None
            composed.extend([index] for index in high)
            continue
        groups = _static_collapse_groups(high_shape, low_shape)
        if groups is None:
            return None
        composed.extend([high[0] + index for index in group] for group in groups)
    return composed


class ComposeExpandOfCollapseOp(RewritePattern):
    """
    An `expand_shape` of a `collapse_shape` becomes one `collapse_shape`,
    or one `expand_shape` of the collapse's source, when each dimension
    between them splits into a run of the other side's (MLIR 22's pattern of
    that name; identity layouts only). Where a run must be found by sizes,
    only static sizes above 1 are handled here (the grouping is then
    unique); MLIR 22 also places unit and dynamic dimensions.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.ExpandShapeOp, rewriter: PatternRewriter, /):
        collapse = op.src.owner
        if not isinstance(collapse, memref.CollapseShapeOp):
            return
        if not _identity_layouts(op.src, collapse.src, collapse.result):
            return
        source_type = cast(MemRefType, collapse.src.type)
        result_type = op.result.type
        source_rank = source_type.get_num_dims()
        result_rank = result_type.get_num_dims()
        if source_rank == result_rank:
            return
        source_shape = source_type.get_shape()
        result_shape = result_type.get_shape()
        collapse_groups = collapse.get_reassociation_indices()
        expand_groups = op.get_reassociation_indices()
        new_op: Operation
        if source_rank > result_rank:
            composed = _expand_of_collapse_reassociation(
                collapse_groups, expand_groups, source_shape, result_shape
            )
            if composed is None:
                return
            new_op = memref.CollapseShapeOp.get(collapse.src, composed, result_type)
        else:
            composed = _expand_of_collapse_reassociation(
                expand_groups, collapse_groups, result_shape, source_shape
            )
            if composed is None:
                return
            new_op = memref.ExpandShapeOp.get(
                collapse.src, composed, op.get_mixed_output_shape(), result_type
            )
        rewriter.replace(op, new_op)


class CollapseShapeOpMemRefCastFolder(RewritePattern):
    """
    A `collapse_shape` of a `memref.cast` that only makes a type more
    dynamic collapses the cast's source instead, and a cast gives the old
    result type back if the new one differs (MLIR 22's pattern of that name).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: memref.CollapseShapeOp, rewriter: PatternRewriter, /
    ):
        producer = op.src.owner
        if not isinstance(
            producer, Operation
        ) or not memref.can_fold_cast_into_consumer(producer):
            return
        source = producer.operands[0]
        groups = op.get_reassociation_indices()
        try:
            new_type = infer_collapse_shape_result_type(
                cast(MemRefType, source.type), groups
            )
        except ValueError:
            # The more static source shows the groups are not contiguous
            # (the collapse reads past them at run time; MLIR 22 asserts).
            return
        if new_type == op.result.type:
            op.operands[0] = source
            rewriter.notify_op_modified(op)
            return
        replace_with_cast_back(
            op, memref.CollapseShapeOp.get(source, groups, new_type), rewriter
        )
