"""View-like ops of MLIR 22's `memref` dialect.

The ops here return a view of one source buffer without touching memory:
`memref.subview`, `memref.reinterpret_cast`, `memref.view`,
`memref.collapse_shape`, `memref.expand_shape`, `memref.reshape` and
`memref.transpose`. They are kept apart from `memref.py` because they share the
offset/size/stride and layout logic below; `xdsl_bufferization.dialects.memref`
lists `VIEW_OPS` in its `MemRef` dialect and re-exports them.

Op classes. Every class has MLIR 22's operands, properties, syntax and verifier
(with MLIR's messages; `'memref.<op>' op ...` where MLIR uses `emitOpError`).
`SubviewOp`, `ReinterpretCastOp`, `ViewOp`, `CollapseShapeOp` and
`ExpandShapeOp` replace xDSL 0.74's classes of the same name (whose verifiers,
syntax or operand constraints differ from MLIR's) and are registered as virtual
subclasses of them, so `isinstance(op, xdsl.dialects.memref.SubviewOp)` holds
for our ops (see docs/registration.md). They keep xDSL's accessor names and
builders. `ReshapeOp` and `TransposeOp` do not exist in xDSL 0.74.

The view source. Every op has a read-only property `view_source`, the
`SSAValue` of the buffer the result is a view of (the `source`, `src` or `in_`
operand; `xdsl_bufferization.interfaces.view_like` gives the same value for any
view-like op by name, including xDSL-built ones). Collapse/expand shape also have
`source` (xDSL calls the operand `src`) and transpose has `source` (MLIR calls
it `in`, a Python keyword, hence the field `in_`). The deallocation and aliasing
analyses use `view_source`.

Memory effects. All ops are `Pure` except `memref.reshape`, whose `shape`
operand is declared `[MemRead]` in MLIR 22: it reads the shape buffer (MLIR's
CSE does not merge two reshapes across a store to the shape), so
`get_effects(reshape) == {EffectInstance(READ, reshape.shape)}`.

Folding and canonicalization. The `ViewFolder` trait gives every op but
reshape MLIR's folders where they return an existing value (a subview, view,
reinterpret_cast or reshape with the type of its source, an identity
transpose, an expand/collapse pair that cancels out), so xDSL's
`canonicalize` folds them. Subview and reinterpret_cast have MLIR's
constant-argument folding as canonicalization patterns (constant dynamic
offsets, sizes and strides become static, with a memref.cast back to the old
type; `transforms/canonicalization_patterns/memref.py`). MLIR's in-place folds
(composing transposes, bypassing a cast under a reinterpret_cast) and its
other patterns (casts around trivial subviews, ...) are not implemented. xDSL's subview-of-subview pattern is not attached: it is not an
MLIR canonicalization.

Result types. The pure functions `infer_subview_result_type`,
`infer_rank_reduced_subview_result_type`, `infer_reinterpret_cast_result_type`,
`infer_collapse_shape_result_type`, `infer_expand_shape_result_type` and
`infer_transpose_result_type` compute result types as MLIR 22 does (saturating
arithmetic on dynamic values, `0 * ? = 0`); `get_strides_and_offset`,
`is_strided`, `has_identity_layout` and `is_guaranteed_collapsible` answer the
layout questions MLIR's `MemRefType` answers. They are what One-Shot Bufferize
uses to build these ops.

Layouts given as affine maps are read the way MLIR reads them, with the model
of MLIR's affine expressions in `xdsl_bufferization.utils.affine_simplify`
(its construction-time simplifications, flattening and printing), because
MLIR's verifiers compare simplified expressions structurally (for example
`memref.transpose` rejects an identity permutation of `memref<?x?xf32>` into
`memref<?x?xf32>` but accepts it for `memref<?x?x4xf32>`), and its messages
print them.
"""

from __future__ import annotations

import abc
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, cast

from typing_extensions import TypeVar
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    Signedness,
    StridedLayoutAttr,
    UnrankedMemRefType,
    i64,
)
from xdsl.dialects.utils import DynamicIndexList, split_dynamic_index_list
from xdsl.interfaces import HasCanonicalizationPatternsInterface
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.irdl import (
    AttrConstraint,
    AttrSizedOperandSegments,
    IntConstraint,
    IRDLOperation,
    VerificationContext,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.traits import (
    AlwaysSpeculatable,
    EffectInstance,
    HasFolder,
    MemoryEffect,
    MemoryEffectKind,
    Pure,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.slicing import (
    verify_in_bounds_slice,
    verify_offsets_sizes_strides,
)
from xdsl_bufferization.utils.affine_simplify import (
    MLIRAffineMap,
    affine_add,
    affine_constant,
    affine_mul,
    constant_value,
    is_symbolic_or_constant,
    map_from_xdsl,
    simplify_affine_expr,
)
from xdsl_bufferization.utils.building import make_memref_type, remember, strided_layout
from xdsl_bufferization.utils.static_values import (
    constant_int_value,
    has_static_shape,
    mixed_values,
)

Reassociation = Sequence[Sequence[int]]
"""Reassociation indices, e.g. `[[0, 1], [2]]`."""

MixedValue = int | SSAValue
"""A static value or an SSA value of index type (MLIR's `OpFoldResult`)."""

StridesAndOffset = tuple[tuple[int | None, ...], int | None]
"""Strides and offset of a strided memref; `None` is a dynamic value."""

# ---------------------------------------------------------------------------
# Saturating arithmetic (MLIR's SaturatedInteger): `None` is dynamic.
# ---------------------------------------------------------------------------


def _sat_mul(a: int | None, b: int | None) -> int | None:
    # A static zero absorbs a dynamic factor, as in MLIR.
    if a == 0 or b == 0:
        return 0
    if a is None or b is None:
        return None
    return a * b


def _sat_add(a: int | None, b: int | None) -> int | None:
    if a is None or b is None:
        return None
    return a + b


def _dyn(value: int) -> int | None:
    """A shape entry (DYNAMIC_INDEX for dynamic) as an int or None."""
    return None if value == DYNAMIC_INDEX else value


def _undyn(value: int | None) -> int:
    return DYNAMIC_INDEX if value is None else value


def _static_entries(values: Sequence[MixedValue]) -> list[int]:
    return [v if isinstance(v, int) else DYNAMIC_INDEX for v in values]


def _strided_layout_map(
    strides: Sequence[int | None], offset: int | None
) -> MLIRAffineMap:
    """MLIR's makeStridedLinearLayoutMap."""
    symbols = 0
    if offset is None:
        expr: AffineExpr = AffineSymExpr(symbols)
        symbols += 1
    else:
        expr = affine_constant(offset)
    for dim, stride in enumerate(strides):
        if stride is None:
            factor: AffineExpr = AffineSymExpr(symbols)
            symbols += 1
        else:
            factor = affine_constant(stride)
        expr = affine_add(expr, affine_mul(AffineDimExpr(dim), factor))
    return MLIRAffineMap(len(strides), symbols, (expr,))


def _layout_map(memref_type: MemRefType) -> MLIRAffineMap:
    layout = memref_type.layout
    rank = memref_type.get_num_dims()
    if isinstance(layout, NoneAttr):
        return MLIRAffineMap(rank, 0, tuple(AffineDimExpr(i) for i in range(rank)))
    if isinstance(layout, StridedLayoutAttr):
        return _strided_layout_map(layout.get_strides(), layout.get_offset())
    return map_from_xdsl(layout.get_affine_map())


def _canonical_strided_layout_expr(shape: Sequence[int]) -> tuple[AffineExpr, int]:
    """MLIR's makeCanonicalStridedLayoutExpr: the row-major layout of `shape`."""
    if not shape:
        return affine_constant(0), 0
    symbols = 0
    poisoned = False
    running = 1
    expr: AffineExpr | None = None
    for dim in reversed(range(len(shape))):
        if poisoned:
            stride: AffineExpr = AffineSymExpr(symbols)
            symbols += 1
        else:
            stride = affine_constant(running)
        term = affine_mul(AffineDimExpr(dim), stride)
        expr = term if expr is None else affine_add(expr, term)
        if shape[dim] > 0:
            running *= shape[dim]
        else:
            # Dynamic and zero sizes make the outer strides unknown.
            poisoned = True
    assert expr is not None
    return simplify_affine_expr(expr, len(shape), symbols), symbols


def _extract_strides(
    expr: AffineExpr,
    factor: AffineExpr,
    strides: list[AffineExpr],
    offset: list[AffineExpr],
) -> bool:
    if not isinstance(expr, AffineBinaryOpExpr):
        if isinstance(expr, AffineDimExpr):
            strides[expr.position] = affine_add(strides[expr.position], factor)
        else:
            offset[0] = affine_add(offset[0], affine_mul(expr, factor))
        return True
    if expr.kind in (
        AffineBinaryOpKind.Mod,
        AffineBinaryOpKind.FloorDiv,
        AffineBinaryOpKind.CeilDiv,
    ):
        return False
    if expr.kind == AffineBinaryOpKind.Mul:
        if isinstance(expr.lhs, AffineDimExpr):
            position = expr.lhs.position
            strides[position] = affine_add(
                strides[position], affine_mul(expr.rhs, factor)
            )
            return True
        if is_symbolic_or_constant(expr.lhs):
            return _extract_strides(
                expr.rhs, affine_mul(factor, expr.lhs), strides, offset
            )
        return _extract_strides(expr.lhs, affine_mul(factor, expr.rhs), strides, offset)
    left = _extract_strides(expr.lhs, factor, strides, offset)
    right = _extract_strides(expr.rhs, factor, strides, offset)
    return left and right


# ---------------------------------------------------------------------------
# Layout queries (MLIR's MemRefType methods).
# ---------------------------------------------------------------------------


_STRIDES_AND_OFFSETS: dict[MemRefType, StridesAndOffset | None] = {}
"""`get_strides_and_offset` of the memref types with an affine or no layout
seen so far (simplifying the layout map costs 100 µs; verifiers and
bufferization ask again and again)."""


def get_strides_and_offset(memref_type: MemRefType) -> StridesAndOffset | None:
    """
    The strides and offset of `memref_type` (`None` entries are dynamic), or
    `None` if its layout is not strided (MLIR's getStridesAndOffset).
    """
    layout = memref_type.layout
    if isinstance(layout, StridedLayoutAttr):
        return tuple(layout.get_strides()), layout.get_offset()
    if memref_type in _STRIDES_AND_OFFSETS:
        return _STRIDES_AND_OFFSETS[memref_type]
    return remember(
        _STRIDES_AND_OFFSETS, memref_type, _affine_strides_and_offset(memref_type)
    )


def _affine_strides_and_offset(memref_type: MemRefType) -> StridesAndOffset | None:
    layout_map = _layout_map(memref_type)
    rank = memref_type.get_num_dims()
    if len(layout_map.results) != 1 and not layout_map.is_identity():
        return None
    if layout_map.is_identity():
        if rank == 0:
            return (), 0
        expr, num_symbols = _canonical_strided_layout_expr(memref_type.get_shape())
    else:
        num_symbols = layout_map.num_symbols
        expr = simplify_affine_expr(
            layout_map.results[0], layout_map.num_dims, num_symbols
        )
    strides: list[AffineExpr] = [affine_constant(0)] * rank
    offset: list[AffineExpr] = [affine_constant(0)]
    if not _extract_strides(expr, affine_constant(1), strides, offset):
        return None

    def static(value: AffineExpr) -> int | None:
        return constant_value(simplify_affine_expr(value, rank, num_symbols))

    return tuple(static(s) for s in strides), static(offset[0])


def is_strided(memref_type: MemRefType) -> bool:
    """Whether the layout of `memref_type` is strided (MLIR's isStrided)."""
    return get_strides_and_offset(memref_type) is not None


def has_identity_layout(memref_type: MemRefType) -> bool:
    """
    Whether the layout of `memref_type` is the identity (MLIR's
    `getLayout().isIdentity()`): no layout, or one whose affine map is the
    identity, such as `strided<[1]>` on a 1-D memref.
    """
    if isinstance(memref_type.layout, NoneAttr):
        return True
    return _layout_map(memref_type).is_identity()


def _canonical_layout(memref_type: MemRefType) -> tuple[str, object]:
    """
    The layout of MLIR's canonicalizeStridedLayout(memref_type), as
    ("none", None), ("keep", the layout) or ("map", a MLIRAffineMap).
    """
    layout_map = _layout_map(memref_type)
    if layout_map.is_identity():
        if isinstance(memref_type.layout, StridedLayoutAttr):
            return "keep", memref_type.layout
        return "none", None
    if len(layout_map.results) != 1:
        return "keep", memref_type.layout
    if layout_map.num_dims == 0 and layout_map.num_symbols == 0:
        if layout_map.results[0] == affine_constant(0):
            return "none", None
        return "keep", memref_type.layout
    if memref_type.get_num_dims() == 0:
        return "keep", memref_type.layout
    canonical, _ = _canonical_strided_layout_expr(memref_type.get_shape())
    simplified = simplify_affine_expr(
        layout_map.results[0], layout_map.num_dims, layout_map.num_symbols
    )
    if canonical != simplified:
        return "map", MLIRAffineMap(
            layout_map.num_dims, layout_map.num_symbols, (simplified,)
        )
    return "none", None


def _layout_str(layout: Attribute) -> str:
    if isinstance(layout, AffineMapAttr):
        return f"affine_map<{map_from_xdsl(layout.data)}>"
    return str(layout)


def _memory_space_str(memory_space: Attribute) -> str:
    text = str(memory_space)
    if _is_i64_attr(memory_space):
        # MLIR prints an i64 integer without its type.
        return str(cast(IntegerAttr[IntegerType], memory_space).value.data)
    return text


def _memref_str(memref_type: MemRefType, layout_text: str | None) -> str:
    dims = "".join(
        ("?" if d == DYNAMIC_INDEX else str(d)) + "x" for d in memref_type.get_shape()
    )
    text = f"memref<{dims}{mlir_type_str(memref_type.element_type)}"
    if layout_text is not None:
        text += f", {layout_text}"
    if not isinstance(memref_type.memory_space, NoneAttr):
        text += f", {_memory_space_str(memref_type.memory_space)}"
    return text + ">"


def mlir_type_str(type_attr: Attribute) -> str:
    """A type as mlir-opt prints it (memref layouts and memory spaces included)."""
    if isinstance(type_attr, MemRefType):
        memref_type = cast(MemRefType, type_attr)
        layout = memref_type.layout
        return _memref_str(
            memref_type, None if isinstance(layout, NoneAttr) else _layout_str(layout)
        )
    if isinstance(type_attr, UnrankedMemRefType):
        unranked = cast(UnrankedMemRefType, type_attr)
        text = f"memref<*x{mlir_type_str(unranked.element_type)}"
        if not isinstance(unranked.memory_space, NoneAttr):
            text += f", {_memory_space_str(unranked.memory_space)}"
        return text + ">"
    return str(type_attr)


def _canonical_type_str(memref_type: MemRefType) -> str:
    kind, payload = _canonical_layout(memref_type)
    if kind == "none":
        return _memref_str(memref_type, None)
    if kind == "map":
        return _memref_str(memref_type, f"affine_map<{payload}>")
    return _memref_str(memref_type, _layout_str(cast(Attribute, payload)))


def _same_canonical_type(a: MemRefType, b: MemRefType) -> bool:
    return (
        a.get_shape() == b.get_shape()
        and a.element_type == b.element_type
        and a.memory_space == b.memory_space
        and _canonical_layout(a) == _canonical_layout(b)
    )


# ---------------------------------------------------------------------------
# Result type inference (as MLIR 22 computes result types).
# ---------------------------------------------------------------------------


def _strided_memref(
    element_type: Attribute,
    shape: Sequence[int],
    strides: Sequence[int | None],
    offset: int | None,
    memory_space: Attribute,
) -> MemRefType:
    return make_memref_type(
        element_type, shape, strided_layout(strides, offset), memory_space
    )


def _infer_subview_type(
    source_type: MemRefType,
    offsets: Sequence[int],
    sizes: Sequence[int],
    strides: Sequence[int],
) -> MemRefType:
    layout = get_strides_and_offset(source_type)
    if layout is None:
        raise ValueError(f"source type {mlir_type_str(source_type)} is not strided")
    source_strides, target_offset = layout
    for offset, source_stride in zip(offsets, source_strides):
        target_offset = _sat_add(target_offset, _sat_mul(_dyn(offset), source_stride))
    target_strides = [
        _sat_mul(source_stride, _dyn(stride))
        for source_stride, stride in zip(source_strides, strides)
    ]
    return _strided_memref(
        source_type.element_type,
        sizes,
        target_strides,
        target_offset,
        source_type.memory_space,
    )


def infer_subview_result_type(
    source_type: MemRefType,
    offsets: Sequence[MixedValue],
    sizes: Sequence[MixedValue],
    strides: Sequence[MixedValue],
) -> MemRefType:
    """
    The result type of `memref.subview` without rank reduction (MLIR's
    SubViewOp::inferResultType): sizes as given, strides
    `source_stride * stride`, offset `source_offset + sum(offset * source_stride)`,
    a strided layout. Entries are ints or SSA values (dynamic).

    Raises ValueError if the lists do not have the source's rank, a static
    offset or size is negative, or the source is not strided.
    """
    rank = source_type.get_num_dims()
    if not (len(offsets) == len(sizes) == len(strides) == rank):
        raise ValueError("expected offsets, sizes, and strides to match source rank")
    static_offsets = _static_entries(offsets)
    static_sizes = _static_entries(sizes)
    for value in (*static_offsets, *static_sizes):
        if value < 0 and value != DYNAMIC_INDEX:
            raise ValueError(f"expected non-negative offsets and sizes, got {value}")
    return _infer_subview_type(
        source_type, static_offsets, static_sizes, _static_entries(strides)
    )


def compute_rank_reduction_mask(
    original_shape: Sequence[int], reduced_shape: Sequence[int]
) -> set[int] | None:
    """
    The dimensions of `original_shape` to drop to get `reduced_shape` (only
    unit dimensions may be dropped; the first matching dimension is kept), or
    `None` if there is none (MLIR's computeRankReductionMask).
    """
    unused: set[int] = set()
    reduced_index = 0
    for original_index, size in enumerate(original_shape):
        if reduced_index < len(reduced_shape) and size == reduced_shape[reduced_index]:
            reduced_index += 1
            continue
        unused.add(original_index)
        if size != 1:
            return None
    if reduced_index != len(reduced_shape):
        return None
    return unused


def infer_rank_reduced_subview_result_type(
    result_shape: Sequence[int],
    source_type: MemRefType,
    offsets: Sequence[MixedValue],
    sizes: Sequence[MixedValue],
    strides: Sequence[MixedValue],
) -> MemRefType:
    """
    The result type of a rank-reducing `memref.subview` whose result has shape
    `result_shape` (MLIR's SubViewOp::inferRankReducedResultType): the unit
    dimensions that are dropped lose their stride.

    Raises ValueError if `result_shape` is not a rank reduction of the sizes.
    """
    inferred = infer_subview_result_type(source_type, offsets, sizes, strides)
    if inferred.get_num_dims() == len(result_shape):
        return inferred
    dropped = compute_rank_reduction_mask(inferred.get_shape(), result_shape)
    if dropped is None or inferred.get_num_dims() < len(result_shape):
        raise ValueError(
            f"cannot reduce {mlir_type_str(inferred)} to shape {list(result_shape)}"
        )
    layout = cast(StridedLayoutAttr, inferred.layout)
    kept_strides = [
        stride for i, stride in enumerate(layout.get_strides()) if i not in dropped
    ]
    return _strided_memref(
        inferred.element_type,
        result_shape,
        kept_strides,
        layout.get_offset(),
        inferred.memory_space,
    )


def infer_reinterpret_cast_result_type(
    source_type: MemRefType | UnrankedMemRefType,
    offset: MixedValue,
    sizes: Sequence[MixedValue],
    strides: Sequence[MixedValue],
) -> MemRefType:
    """
    The result type of `memref.reinterpret_cast` built from its offset, sizes
    and strides: shape `sizes`, `strided<strides, offset: offset>`.
    """
    static_offset = _static_entries([offset])[0]
    return _strided_memref(
        source_type.element_type,
        _static_entries(sizes),
        [_dyn(s) for s in _static_entries(strides)],
        _dyn(static_offset),
        source_type.memory_space,
    )


def _reassociation_lists(reassociation: Reassociation | ArrayAttr) -> list[list[int]]:
    if isinstance(reassociation, ArrayAttr):
        return reassociation_indices(reassociation)
    return [list(group) for group in reassociation]


def reassociation_indices(reassociation: ArrayAttr) -> list[list[int]]:
    """The integers of a `reassociation` property, e.g. [[0, 1], [2]]."""
    groups: list[list[int]] = []
    for group in reassociation.data:
        group = cast(ArrayAttr[IntegerAttr], group)
        groups.append([i.value.data for i in group.data])
    return groups


def reassociation_attr(
    reassociation: Reassociation,
) -> ArrayAttr[ArrayAttr[IntegerAttr]]:
    """The `reassociation` property for groups of indices (MLIR's i64 arrays)."""
    return ArrayAttr(
        [ArrayAttr([IntegerAttr(i, i64) for i in group]) for group in reassociation]
    )


def _collapsed_layout(
    source_type: MemRefType, reassociation: Sequence[Sequence[int]], strict: bool
) -> StridedLayoutAttr | None:
    """MLIR's computeCollapsedLayoutMap, or None if the dims are not collapsible."""
    layout = get_strides_and_offset(source_type)
    if layout is None:
        return None
    source_strides, source_offset = layout
    shape = source_type.get_shape()
    result_strides: list[int | None] = []
    for group in reassociation:
        if not group:
            return None
        ref = list(group)
        # Unit dims have meaningless strides.
        while shape[ref[-1]] == 1 and len(ref) > 1:
            ref.pop()
        if shape[ref[-1]] != DYNAMIC_INDEX or len(ref) == 1:
            result_strides.append(source_strides[ref[-1]])
        else:
            result_strides.append(None)
    for result_index, group in reversed(list(enumerate(reassociation))):
        stride = result_strides[result_index]
        for index in reversed(group[1:]):
            stride = _sat_mul(stride, _dyn(shape[index]))
            if shape[index - 1] == 1:
                continue
            source_stride = source_strides[index - 1]
            if strict and (stride is None or source_stride is None):
                return None
            if (
                stride is not None
                and source_stride is not None
                and stride != source_stride
            ):
                return None
    return strided_layout(result_strides, source_offset)


def is_guaranteed_collapsible(
    source_type: MemRefType, reassociation: Reassociation | ArrayAttr
) -> bool:
    """
    Whether collapsing `source_type` with `reassociation` is statically known to
    be valid (MLIR's CollapseShapeOp::isGuaranteedCollapsible).
    """
    if has_identity_layout(source_type):
        return True
    groups = _reassociation_lists(reassociation)
    return _collapsed_layout(source_type, groups, strict=True) is not None


def infer_collapse_shape_result_type(
    source_type: MemRefType, reassociation: Reassociation | ArrayAttr
) -> MemRefType:
    """
    The result type of `memref.collapse_shape` (MLIR's
    CollapseShapeOp::computeCollapsedType): each group of dimensions becomes one
    dimension of their product; an identity layout stays the identity, any other
    gets the strides of the groups' innermost non-unit dimensions.

    Raises ValueError if the groups are not contiguous in a non-identity layout.
    """
    groups = _reassociation_lists(reassociation)
    shape: list[int] = []
    for group in groups:
        size: int | None = 1
        for dim in group:
            size = _sat_mul(size, _dyn(source_type.get_shape()[dim]))
        shape.append(_undyn(size))
    if has_identity_layout(source_type):
        return make_memref_type(
            source_type.element_type, shape, None, source_type.memory_space
        )
    layout = _collapsed_layout(source_type, groups, strict=False)
    if layout is None:
        raise ValueError(
            "invalid source layout map or collapsing non-contiguous dims in "
            f"{mlir_type_str(source_type)}"
        )
    return make_memref_type(
        source_type.element_type, shape, layout, source_type.memory_space
    )


def _expanded_layout(
    source_type: MemRefType,
    result_shape: Sequence[int],
    reassociation: Sequence[Sequence[int]],
) -> StridedLayoutAttr | None:
    """MLIR's computeExpandedLayoutMap."""
    layout = get_strides_and_offset(source_type)
    if layout is None:
        return None
    source_strides, source_offset = layout
    reversed_strides: list[int | None] = []
    shape_index = len(result_shape) - 1
    for group, source_stride in reversed(list(zip(reassociation, source_strides))):
        current = source_stride
        for _ in group:
            reversed_strides.append(current)
            current = _sat_mul(current, _dyn(result_shape[shape_index]))
            shape_index -= 1
    result_strides = list(reversed(reversed_strides))
    result_strides += [1] * (len(result_shape) - len(result_strides))
    return strided_layout(result_strides[: len(result_shape)], source_offset)


def infer_expand_shape_result_type(
    source_type: MemRefType,
    result_shape: Sequence[int],
    reassociation: Reassociation | ArrayAttr,
) -> MemRefType:
    """
    The result type of `memref.expand_shape` with result shape `result_shape`
    (MLIR's ExpandShapeOp::computeExpandedType): an identity layout stays the
    identity, any other is expanded group by group.

    Raises ValueError if the source layout is not strided.
    """
    groups = _reassociation_lists(reassociation)
    if has_identity_layout(source_type):
        return make_memref_type(
            source_type.element_type,
            result_shape,
            None,
            source_type.memory_space,
        )
    layout = _expanded_layout(source_type, result_shape, groups)
    if layout is None:
        raise ValueError(f"invalid source layout map {mlir_type_str(source_type)}")
    return make_memref_type(
        source_type.element_type, result_shape, layout, source_type.memory_space
    )


def _permutation_positions(
    permutation: AffineMap | AffineMapAttr | Sequence[int],
) -> list[int]:
    if isinstance(permutation, AffineMapAttr):
        permutation = permutation.data
    if isinstance(permutation, AffineMap):
        if not _is_permutation(map_from_xdsl(permutation)):
            raise ValueError(f"expected a permutation map, got {permutation}")
        return [cast(AffineDimExpr, r).position for r in permutation.results]
    positions = list(permutation)
    if sorted(positions) != list(range(len(positions))):
        raise ValueError(f"expected a permutation, got {positions}")
    return positions


def _is_permutation(affine_map: MLIRAffineMap) -> bool:
    """MLIR's AffineMap::isPermutation."""
    if affine_map.num_dims != len(affine_map.results) or affine_map.num_symbols:
        return False
    seen: set[int] = set()
    for result in affine_map.results:
        if not isinstance(result, AffineDimExpr) or result.position in seen:
            return False
        seen.add(result.position)
    return True


def infer_transpose_result_type(
    source_type: MemRefType, permutation: AffineMap | AffineMapAttr | Sequence[int]
) -> MemRefType:
    """
    The result type of `memref.transpose` (MLIR's inferTransposeResultType):
    sizes and strides permuted (`result[i] = source[permutation[i]]`), the
    source offset, a strided layout. `permutation` is a permutation map such as
    `(d0, d1) -> (d1, d0)` or the list of its result positions.

    Raises ValueError if it is not a permutation of the source's rank or the
    source is not strided.
    """
    positions = _permutation_positions(permutation)
    if len(positions) != source_type.get_num_dims():
        raise ValueError("expected a permutation map of same rank as the input")
    layout = get_strides_and_offset(source_type)
    if layout is None:
        raise ValueError(f"source type {mlir_type_str(source_type)} is not strided")
    strides, offset = layout
    shape = source_type.get_shape()
    return _strided_memref(
        source_type.element_type,
        [shape[p] for p in positions],
        [strides[p] for p in positions],
        offset,
        source_type.memory_space,
    )


# ---------------------------------------------------------------------------
# Shared verification (MLIR's OffsetSizeAndStrideOpInterface and reshapes).
# ---------------------------------------------------------------------------


def _verify_collapsed_shape(
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


def _is_i64_attr(attr: Attribute) -> bool:
    if not isinstance(attr, IntegerAttr):
        return False
    return cast(IntegerAttr[IntegerType], attr).type == i64


def _verify_strided_operand(op_name: str, what: str, type_attr: Attribute) -> None:
    text = mlir_type_str(type_attr)
    if not (
        isinstance(type_attr, MemRefType) and is_strided(cast(MemRefType, type_attr))
    ):
        raise VerifyException(
            f"'{op_name}' op {what} must be strided memref of any type values, "
            f"but got '{text}'"
        )


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
            and all(_is_i64_attr(i) for i in cast(ArrayAttr[Attribute], group).data)
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


def _constant_int(value: int | SSAValue) -> int | None:
    """A static entry (None where dynamic), or the constant defining a value."""
    if isinstance(value, int):
        return None if value == DYNAMIC_INDEX else value
    return constant_int_value(value)


class ReshapeOpMemoryEffect(MemoryEffect):
    """`memref.reshape` reads its `shape` operand and has no other effect."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        return {EffectInstance(MemoryEffectKind.READ, op.operands[1])}


# ---------------------------------------------------------------------------
# Ops.
# ---------------------------------------------------------------------------


@irdl_op_definition
class SubviewOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    `memref.subview`: a view of a rectangular part of `source` at the given
    offsets, sizes and strides (static in `static_*`, dynamic as operands),
    possibly dropping unit dimensions.
    https://mlir.llvm.org/docs/Dialects/MemRef/#memrefsubview-memrefsubviewop
    """

    name = "memref.subview"

    source = operand_def(MemRefType)
    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase.constr(i64))
    static_sizes = prop_def(DenseArrayBase.constr(i64))
    static_strides = prop_def(DenseArrayBase.constr(i64))
    result = result_def(MemRefType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure(), ViewFolder())

    assembly_format = (
        "$source ``"
        "custom<DynamicIndexList>($offsets, $static_offsets)"
        "custom<DynamicIndexList>($sizes, $static_sizes)"
        "custom<DynamicIndexList>($strides, $static_strides)"
        "attr-dict `:` type($source) `to` type($result)"
    )
    custom_directives = (DynamicIndexList,)

    def __init__(
        self,
        source: SSAValue | Operation,
        offsets: Sequence[SSAValue],
        sizes: Sequence[SSAValue],
        strides: Sequence[SSAValue],
        static_offsets: Sequence[int] | DenseArrayBase,
        static_sizes: Sequence[int] | DenseArrayBase,
        static_strides: Sequence[int] | DenseArrayBase,
        result_type: Attribute,
    ):
        super().__init__(
            operands=[source, offsets, sizes, strides],
            result_types=[result_type],
            properties=_static_offset_size_stride_properties(
                static_offsets, static_sizes, static_strides
            ),
        )

    @staticmethod
    def get(
        source: SSAValue,
        offsets: Sequence[SSAValue | int],
        sizes: Sequence[SSAValue | int],
        strides: Sequence[SSAValue | int],
        result_type: Attribute | None = None,
    ) -> SubviewOp:
        """
        Build from mixed static/dynamic entries; without `result_type`, the
        result type is inferred without rank reduction.
        """
        if result_type is None:
            result_type = infer_subview_result_type(
                cast(MemRefType, source.type), offsets, sizes, strides
            )
        return SubviewOp(
            source, *_split_offsets_sizes_strides(offsets, sizes, strides), result_type
        )

    @staticmethod
    def infer_result_type(
        source_type: MemRefType,
        offsets: Sequence[SSAValue | int],
        sizes: Sequence[SSAValue | int],
        strides: Sequence[SSAValue | int],
        *,
        reduce_rank: bool = False,
    ) -> MemRefType:
        """
        The result type (`infer_subview_result_type`); with `reduce_rank`, every
        unit dimension is dropped (all sizes must then be static).

        Raises ValueError as `infer_subview_result_type` does, or if rank
        reduction is requested with dynamic sizes.
        """
        inferred = infer_subview_result_type(source_type, offsets, sizes, strides)
        if not reduce_rank:
            return inferred
        if any(not isinstance(size, int) for size in sizes):
            raise ValueError(
                "cannot infer rank-reduced memref.subview result type with "
                "dynamic sizes"
            )
        result_shape = [size for size in _static_entries(sizes) if size != 1]
        return infer_rank_reduced_subview_result_type(
            result_shape, source_type, offsets, sizes, strides
        )

    @staticmethod
    def from_static_parameters(
        source: SSAValue | Operation,
        source_type: MemRefType,
        offsets: Sequence[int],
        sizes: Sequence[int],
        strides: Sequence[int],
        reduce_rank: bool = False,
    ) -> SubviewOp:
        """Build from static offsets, sizes and strides, inferring the type."""
        source = SSAValue.get(source)
        result_type = SubviewOp.infer_result_type(
            source_type, offsets, sizes, strides, reduce_rank=reduce_rank
        )
        return SubviewOp.get(source, offsets, sizes, strides, result_type)

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            SubviewConstantArguments,
        )

        return (SubviewConstantArguments(),)

    @property
    def view_source(self) -> SSAValue:
        """The buffer the result is a view of."""
        return self.source

    def get_dropped_dims(self) -> set[int]:
        """The source dimensions that the result drops (MLIR's getDroppedDims)."""
        mask = _memref_rank_reduction_mask(
            cast(MemRefType, self.source.type),
            self.result.type,
            self.static_sizes.get_values(),
        )
        assert mask is not None, "unable to find unused dims of subview"
        return mask

    def fold_to_existing_value(self) -> SSAValue | None:
        """
        MLIR's fold: the source if the subview has the source's static type;
        the source of a subview of a subview that keeps all of it.
        """
        source_type = cast(MemRefType, self.source.type)
        result_type = self.result.type
        layout = get_strides_and_offset(result_type)
        if (
            result_type == source_type
            and has_static_shape(result_type)
            and (
                not isinstance(result_type.layout, StridedLayoutAttr)
                or (
                    layout is not None
                    and None not in layout[0]
                    and layout[1] is not None
                )
            )
        ):
            return self.source
        inner = self.source.owner
        if isinstance(inner, SubviewOp) and result_type == source_type:
            offsets = mixed_values(self.static_offsets.get_values(), self.offsets)
            strides = mixed_values(self.static_strides.get_values(), self.strides)
            sizes = mixed_values(self.static_sizes.get_values(), self.sizes)
            inner_sizes = mixed_values(inner.static_sizes.get_values(), inner.sizes)
            if (
                all(_constant_int(o) == 0 for o in offsets)
                and all(_constant_int(s) == 1 for s in strides)
                and sizes == inner_sizes
            ):
                return self.source
        return None

    def verify_(self) -> None:
        base_type = cast(MemRefType, self.source.type)
        result_type = self.result.type
        rank = base_type.get_num_dims()
        static_offsets = self.static_offsets.get_values()
        static_sizes = self.static_sizes.get_values()
        static_strides = self.static_strides.get_values()
        verify_offsets_sizes_strides(self, (rank, rank, rank))
        if base_type.memory_space != result_type.memory_space:
            raise VerifyException(
                "different memory spaces specified for base memref type "
                f"'{mlir_type_str(base_type)}' and subview memref type "
                f"'{mlir_type_str(result_type)}'"
            )
        if not is_strided(base_type):
            raise VerifyException(
                f"base type '{mlir_type_str(base_type)}' is not strided"
            )
        expected = _infer_subview_type(
            base_type, static_offsets, static_sizes, static_strides
        )
        if expected != result_type:
            _verify_rank_reduced_subview_type(expected, result_type, static_sizes)
        verify_in_bounds_slice(
            base_type.get_shape(), static_offsets, static_sizes, static_strides
        )


def _i64_array(values: Sequence[int] | DenseArrayBase) -> DenseArrayBase:
    if isinstance(values, DenseArrayBase):
        return values
    return DenseArrayBase.from_list(i64, values)


def _static_offset_size_stride_properties(
    static_offsets: Sequence[int] | DenseArrayBase,
    static_sizes: Sequence[int] | DenseArrayBase,
    static_strides: Sequence[int] | DenseArrayBase,
) -> dict[str, Attribute]:
    return {
        "static_offsets": _i64_array(static_offsets),
        "static_sizes": _i64_array(static_sizes),
        "static_strides": _i64_array(static_strides),
    }


def _split_offsets_sizes_strides(
    offsets: Sequence[SSAValue | int],
    sizes: Sequence[SSAValue | int],
    strides: Sequence[SSAValue | int],
) -> tuple[
    list[SSAValue], list[SSAValue], list[SSAValue], list[int], list[int], list[int]
]:
    """
    Mixed static/dynamic entries as the op constructors take them: the dynamic
    offsets, sizes and strides, then the static ones.
    """
    static_offsets, dyn_offsets = split_dynamic_index_list(offsets, DYNAMIC_INDEX)
    static_sizes, dyn_sizes = split_dynamic_index_list(sizes, DYNAMIC_INDEX)
    static_strides, dyn_strides = split_dynamic_index_list(strides, DYNAMIC_INDEX)
    return (
        dyn_offsets,
        dyn_sizes,
        dyn_strides,
        static_offsets,
        static_sizes,
        static_strides,
    )


def _verify_rank_reduced_subview_type(
    expected: MemRefType, result_type: MemRefType, static_sizes: Sequence[int]
) -> None:
    """Check that `result_type`, which is not the `expected` (inferred) result
    type of a subview, is a rank-reduced version of it (MLIR's
    `produceSubViewErrorMsg` wording). The messages are only built on
    failure (printing the types costs more than the check)."""

    def layout_mismatch() -> VerifyException:
        return VerifyException(
            f"expected result type to be '{mlir_type_str(expected)}' or a "
            "rank-reduced version. (mismatch of result layout), but got "
            f"'{mlir_type_str(result_type)}'"
        )

    if result_type.get_num_dims() > expected.get_num_dims():
        raise VerifyException(
            "expected result rank to be smaller or equal to the source "
            f"rank, but got '{mlir_type_str(result_type)}'"
        )
    if (
        compute_rank_reduction_mask(expected.get_shape(), result_type.get_shape())
        is None
    ):
        raise VerifyException(
            f"expected result type to be '{mlir_type_str(expected)}' or a "
            "rank-reduced version. (mismatch of result sizes), but got "
            f"'{mlir_type_str(result_type)}'"
        )
    if expected.element_type != result_type.element_type:
        raise VerifyException(
            "expected result element type to be "
            f"'{mlir_type_str(expected.element_type)}', but got "
            f"'{mlir_type_str(result_type)}'"
        )
    expected_layout = get_strides_and_offset(expected)
    result_layout = get_strides_and_offset(result_type)
    if (
        expected_layout is None
        or result_layout is None
        or expected_layout[1] != result_layout[1]
    ):
        raise layout_mismatch()
    dropped = _memref_rank_reduction_mask(expected, result_type, static_sizes)
    if dropped is None:
        raise layout_mismatch()
    kept_strides = tuple(
        s for i, s in enumerate(expected_layout[0]) if i not in dropped
    )
    if kept_strides != result_layout[0]:
        raise layout_mismatch()


def _memref_rank_reduction_mask(
    original_type: MemRefType, reduced_type: MemRefType, static_sizes: Sequence[int]
) -> set[int] | None:
    """
    MLIR 22's computeMemRefRankReductionMask: which unit dims of
    `original_type` are dropped in `reduced_type`, told apart by their strides.
    """
    original_rank = original_type.get_num_dims()
    reduced_rank = reduced_type.get_num_dims()
    if original_rank == reduced_rank:
        return set()
    unused = {i for i, size in enumerate(static_sizes) if size == 1}
    if len(unused) + reduced_rank == original_rank:
        return unused
    original_layout = get_strides_and_offset(original_type)
    reduced_layout = get_strides_and_offset(reduced_type)
    if original_layout is None or reduced_layout is None:
        return None
    original_strides = original_layout[0]
    unaccounted: dict[int | None, int] = {}
    for stride in original_strides:
        unaccounted[stride] = unaccounted.get(stride, 0) + 1
    candidate: dict[int | None, int] = {}
    for stride in reduced_layout[0]:
        candidate[stride] = candidate.get(stride, 0) + 1
    for dim in sorted(unused):
        stride = original_strides[dim]
        have, want = unaccounted.get(stride, 0), candidate.get(stride, 0)
        if have > want:
            unaccounted[stride] = have - 1
        elif have == want:
            unused.discard(dim)
        else:
            return None
    if len(unused) + reduced_rank != original_rank:
        return None
    return unused


@irdl_op_definition
class ReinterpretCastOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    `memref.reinterpret_cast`: the base buffer of `source` (ranked or unranked)
    with a new offset, sizes and strides.
    https://mlir.llvm.org/docs/Dialects/MemRef/#memrefreinterpret_cast-memrefreinterpretcastop
    """

    name = "memref.reinterpret_cast"

    source = operand_def(base(MemRefType) | base(UnrankedMemRefType))
    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase.constr(i64))
    static_sizes = prop_def(DenseArrayBase.constr(i64))
    static_strides = prop_def(DenseArrayBase.constr(i64))
    result = result_def(MemRefType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure(), ViewFolder())

    assembly_format = (
        "$source `to` `offset` `` `:`"
        "custom<DynamicIndexList>($offsets, $static_offsets)"
        "`` `,` `sizes` `` `:`"
        "custom<DynamicIndexList>($sizes, $static_sizes)"
        "`` `,` `strides` `` `:`"
        "custom<DynamicIndexList>($strides, $static_strides)"
        "attr-dict `:` type($source) `to` type($result)"
    )
    custom_directives = (DynamicIndexList,)

    def __init__(
        self,
        source: SSAValue | Operation,
        offsets: Sequence[SSAValue],
        sizes: Sequence[SSAValue],
        strides: Sequence[SSAValue],
        static_offsets: Sequence[int] | DenseArrayBase,
        static_sizes: Sequence[int] | DenseArrayBase,
        static_strides: Sequence[int] | DenseArrayBase,
        result_type: Attribute,
    ):
        super().__init__(
            operands=[source, offsets, sizes, strides],
            result_types=[result_type],
            properties=_static_offset_size_stride_properties(
                static_offsets, static_sizes, static_strides
            ),
        )

    @staticmethod
    def from_dynamic(
        source: SSAValue,
        offsets: Sequence[SSAValue | int],
        sizes: Sequence[SSAValue | int],
        strides: Sequence[SSAValue | int],
        result_type: Attribute | None = None,
    ) -> ReinterpretCastOp:
        """
        Build from mixed static/dynamic entries (`offsets` has one entry);
        without `result_type`, it is `infer_reinterpret_cast_result_type`.
        """
        if result_type is None:
            source_type = cast(MemRefType | UnrankedMemRefType, source.type)
            result_type = infer_reinterpret_cast_result_type(
                source_type, offsets[0], sizes, strides
            )
        return ReinterpretCastOp(
            source, *_split_offsets_sizes_strides(offsets, sizes, strides), result_type
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            ReinterpretCastConstantArguments,
        )

        return (ReinterpretCastConstantArguments(),)

    @property
    def view_source(self) -> SSAValue:
        """The buffer the result is a view of."""
        return self.source

    def fold_to_existing_value(self) -> SSAValue | None:
        """MLIR's fold of a cast that changes nothing: the source."""
        if (
            has_static_shape(self.result.type)
            and self.source.type == self.result.type
            and self.static_offsets.get_values()[:1] == (0,)
        ):
            return self.source
        return None

    def verify_(self) -> None:
        result_type = self.result.type
        _verify_strided_operand(self.name, "result #0", result_type)
        rank = result_type.get_num_dims()
        static_offsets = self.static_offsets.get_values()
        static_sizes = self.static_sizes.get_values()
        static_strides = self.static_strides.get_values()
        verify_offsets_sizes_strides(self, (1, rank, rank))
        source_type = cast(MemRefType | UnrankedMemRefType, self.source.type)
        if source_type.memory_space != result_type.memory_space:
            raise VerifyException(
                "different memory spaces specified for source type "
                f"'{mlir_type_str(source_type)}' and result memref type "
                f"'{mlir_type_str(result_type)}'"
            )
        if source_type.element_type != result_type.element_type:
            raise VerifyException(
                "different element types specified for source type "
                f"'{mlir_type_str(source_type)}' and result memref type "
                f"'{mlir_type_str(result_type)}'"
            )

        def describe(value: int) -> str:
            return "dynamic" if value == DYNAMIC_INDEX else str(value)

        for dim, (actual, expected) in enumerate(
            zip(result_type.get_shape(), static_sizes)
        ):
            if actual != DYNAMIC_INDEX and actual != expected:
                raise VerifyException(
                    f"expected result type with size = {describe(expected)} "
                    f"instead of {actual} in dim = {dim}"
                )
        layout = get_strides_and_offset(result_type)
        if layout is None:
            raise VerifyException(
                "expected result type to have strided layout but found "
                f"'{mlir_type_str(result_type)}'"
            )
        result_strides, result_offset = layout
        expected_offset = static_offsets[0]
        if result_offset is not None and result_offset != expected_offset:
            raise VerifyException(
                f"expected result type with offset = {describe(expected_offset)} "
                f"instead of {result_offset}"
            )
        for dim, (actual, expected) in enumerate(zip(result_strides, static_strides)):
            if actual is not None and actual != expected:
                raise VerifyException(
                    f"expected result type with stride = {describe(expected)} "
                    f"instead of {actual} in dim = {dim}"
                )


def _is_signless_integer(type_attr: Attribute, width: int | None = None) -> bool:
    if not isinstance(type_attr, IntegerType):
        return False
    integer = cast(IntegerType[int, Signedness], type_attr)
    return integer.signedness.data == Signedness.SIGNLESS and (
        width is None or integer.width.data == width
    )


@irdl_op_definition
class ViewOp(IRDLOperation):
    """
    `memref.view`: a contiguous memref of any element type at a byte shift into
    a flat `memref<?xi8>`-like buffer with identity layout.
    https://mlir.llvm.org/docs/Dialects/MemRef/#memrefview-memrefviewop
    """

    name = "memref.view"

    source = operand_def(MemRefType)
    byte_shift = operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    result = result_def(MemRefType)

    traits = traits_def(Pure(), ViewFolder())

    assembly_format = (
        "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict "
        "`:` type($source) `to` type($result)"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        byte_shift: SSAValue | Operation,
        sizes: Sequence[SSAValue | Operation],
        result_type: MemRefType,
    ):
        super().__init__(
            operands=[source, byte_shift, sizes], result_types=[result_type]
        )

    @property
    def view_source(self) -> SSAValue:
        """The buffer the result is a view of."""
        return self.source

    def fold_to_existing_value(self) -> SSAValue | None:
        """MLIR's fold of a view with the source's static type: the source."""
        if self.result.type == self.source.type and has_static_shape(self.result.type):
            return self.source
        return None

    def verify_(self) -> None:
        base_type = cast(MemRefType, self.source.type)
        if base_type.get_num_dims() != 1 or not _is_signless_integer(
            base_type.element_type, 8
        ):
            raise VerifyException(
                f"'{self.name}' op operand #0 must be 1D memref of 8-bit signless "
                f"integer values, but got '{mlir_type_str(base_type)}'"
            )
        view_type = self.result.type
        if not has_identity_layout(base_type):
            raise VerifyException(
                f"unsupported map for base memref type '{mlir_type_str(base_type)}'"
            )
        if not has_identity_layout(view_type):
            raise VerifyException(
                f"unsupported map for result memref type '{mlir_type_str(view_type)}'"
            )
        if base_type.memory_space != view_type.memory_space:
            raise VerifyException(
                "different memory spaces specified for base memref type "
                f"'{mlir_type_str(base_type)}' and view memref type "
                f"'{mlir_type_str(view_type)}'"
            )
        expected = view_type.get_shape().count(DYNAMIC_INDEX)
        if len(self.sizes) != expected:
            raise VerifyException(
                f"'{self.name}' op incorrect number of dynamic sizes, has "
                f"{len(self.sizes)}, expected {expected}"
            )


@irdl_op_definition
class CollapseShapeOp(IRDLOperation):
    """
    `memref.collapse_shape`: a view of `src` whose dimensions are merged in
    contiguous groups (`reassociation`, e.g. `[[0, 1], [2]]`).
    https://mlir.llvm.org/docs/Dialects/MemRef/#memrefcollapse_shape-memrefcollapseshapeop
    """

    name = "memref.collapse_shape"

    src = operand_def(MemRefType)
    reassociation = prop_def(IndexListArrayConstraint("memref.collapse_shape"))
    result = result_def(MemRefType)

    traits = traits_def(Pure(), ViewFolder())

    assembly_format = (
        "$src custom<ReassociationIndices>($reassociation) attr-dict "
        "`:` type($src) `into` type($result)"
    )
    custom_directives = (ReassociationIndices,)

    @staticmethod
    def get(
        src: SSAValue | Operation,
        reassociation: Reassociation | ArrayAttr,
        result_type: MemRefType | None = None,
    ) -> CollapseShapeOp:
        """Build; without `result_type`, it is `infer_collapse_shape_result_type`."""
        src = SSAValue.get(src)
        groups = _reassociation_lists(reassociation)
        if result_type is None:
            result_type = infer_collapse_shape_result_type(
                cast(MemRefType, src.type), groups
            )
        return CollapseShapeOp(
            operands=[src],
            result_types=[result_type],
            properties={"reassociation": reassociation_attr(groups)},
        )

    @property
    def source(self) -> SSAValue:
        """MLIR's `src` operand, under the name the other view ops use."""
        return self.src

    @property
    def view_source(self) -> SSAValue:
        """The buffer the result is a view of."""
        return self.src

    def get_reassociation_indices(self) -> list[list[int]]:
        return reassociation_indices(self.reassociation)

    def fold_to_existing_value(self) -> SSAValue | None:
        """
        MLIR's fold (foldReshapeOp): the source if the types are equal; the
        source of the inverse reshape producing the source if it has the
        result type with at most one dynamic dimension.
        """
        if self.src.type == self.result.type:
            return self.src
        inner = self.src.owner
        if (
            isinstance(inner, ExpandShapeOp)
            and inner.src.type == self.result.type
            and self.result.type.get_shape().count(DYNAMIC_INDEX) < 2
        ):
            return inner.src
        return None

    def verify_(self) -> None:
        _verify_strided_operand(self.name, "operand #0", self.src.type)
        _verify_strided_operand(self.name, "result #0", self.result.type)
        source_type = cast(MemRefType, self.src.type)
        result_type = self.result.type
        r0, r1 = source_type.get_num_dims(), result_type.get_num_dims()
        if r0 < r1:
            raise VerifyException(
                f"'{self.name}' op has source rank {r0} and result rank {r1}. "
                f"This is not a collapse ({r0} < {r1})."
            )
        groups = self.get_reassociation_indices()
        _verify_collapsed_shape(
            self.name, result_type.get_shape(), source_type.get_shape(), groups
        )
        if has_identity_layout(source_type):
            layout: Attribute = NoneAttr()
        else:
            collapsed = _collapsed_layout(source_type, groups, strict=False)
            if collapsed is None:
                raise VerifyException(
                    f"'{self.name}' op invalid source layout map or collapsing "
                    "non-contiguous dims"
                )
            layout = collapsed
        expected = MemRefType(
            source_type.element_type,
            result_type.get_shape(),
            layout,
            source_type.memory_space,
        )
        if expected != result_type:
            raise VerifyException(
                f"'{self.name}' op expected collapsed type to be "
                f"'{mlir_type_str(expected)}' but found '{mlir_type_str(result_type)}'"
            )


@irdl_op_definition
class ExpandShapeOp(IRDLOperation):
    """
    `memref.expand_shape`: a view of `src` whose dimensions are split into
    contiguous groups (`reassociation`); `output_shape` gives the result sizes
    (static in `static_output_shape`, dynamic as operands).
    https://mlir.llvm.org/docs/Dialects/MemRef/#memrefexpand_shape-memrefexpandshapeop
    """

    name = "memref.expand_shape"

    src = operand_def(MemRefType)
    reassociation = prop_def(IndexListArrayConstraint("memref.expand_shape"))
    output_shape = var_operand_def(IndexType)
    static_output_shape = prop_def(DenseArrayBase.constr(i64))
    result = result_def(MemRefType)

    traits = traits_def(Pure(), ViewFolder())

    assembly_format = (
        "$src custom<ReassociationIndices>($reassociation) `output_shape` "
        "custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict "
        "`:` type($src) `into` type($result)"
    )
    custom_directives = (ReassociationIndices, DynamicIndexList)

    @staticmethod
    def get(
        src: SSAValue | Operation,
        reassociation: Reassociation | ArrayAttr,
        output_shape: Sequence[SSAValue | int],
        result_type: MemRefType | None = None,
    ) -> ExpandShapeOp:
        """
        Build; without `result_type`, it is `infer_expand_shape_result_type`
        for the shape given by `output_shape`.
        """
        src = SSAValue.get(src)
        groups = _reassociation_lists(reassociation)
        static_shape, dynamic_shape = split_dynamic_index_list(
            output_shape, DYNAMIC_INDEX
        )
        if result_type is None:
            result_type = infer_expand_shape_result_type(
                cast(MemRefType, src.type), static_shape, groups
            )
        return ExpandShapeOp(
            operands=[src, dynamic_shape],
            result_types=[result_type],
            properties={
                "reassociation": reassociation_attr(groups),
                "static_output_shape": DenseArrayBase.from_list(i64, static_shape),
            },
        )

    @property
    def source(self) -> SSAValue:
        """MLIR's `src` operand, under the name the other view ops use."""
        return self.src

    @property
    def view_source(self) -> SSAValue:
        """The buffer the result is a view of."""
        return self.src

    def get_reassociation_indices(self) -> list[list[int]]:
        return reassociation_indices(self.reassociation)

    def get_mixed_output_shape(self) -> list[SSAValue | int]:
        dynamic = iter(self.output_shape)
        return [
            next(dynamic) if size == DYNAMIC_INDEX else size
            for size in self.static_output_shape.get_values()
        ]

    def fold_to_existing_value(self) -> SSAValue | None:
        """
        MLIR's fold (foldReshapeOp): the source if the types are equal; the
        source of the inverse reshape producing the source if it has the
        result type with at most one dynamic dimension.
        """
        if self.src.type == self.result.type:
            return self.src
        inner = self.src.owner
        if (
            isinstance(inner, CollapseShapeOp)
            and inner.src.type == self.result.type
            and self.result.type.get_shape().count(DYNAMIC_INDEX) < 2
        ):
            return inner.src
        return None

    def verify_(self) -> None:
        _verify_strided_operand(self.name, "operand #0", self.src.type)
        _verify_strided_operand(self.name, "result #0", self.result.type)
        source_type = cast(MemRefType, self.src.type)
        result_type = self.result.type
        r0, r1 = source_type.get_num_dims(), result_type.get_num_dims()
        if r0 > r1:
            raise VerifyException(
                f"'{self.name}' op has source rank {r0} and result rank {r1}. "
                f"This is not an expansion ({r0} > {r1})."
            )
        groups = self.get_reassociation_indices()
        _verify_collapsed_shape(
            self.name, source_type.get_shape(), result_type.get_shape(), groups
        )
        try:
            expected = infer_expand_shape_result_type(
                source_type, result_type.get_shape(), groups
            )
        except ValueError:
            raise VerifyException(
                f"'{self.name}' op invalid source layout map"
            ) from None
        if expected != result_type:
            raise VerifyException(
                f"'{self.name}' op expected expanded type to be "
                f"'{mlir_type_str(expected)}' but found '{mlir_type_str(result_type)}'"
            )
        static_shape = self.static_output_shape.get_values()
        if len(static_shape) != r1:
            raise VerifyException(
                f"'{self.name}' op expected number of static shape bounds to be "
                f"equal to the output rank ({r1}) but found {len(static_shape)} "
                "inputs instead"
            )
        dynamic = static_shape.count(DYNAMIC_INDEX)
        if len(self.output_shape) != dynamic:
            raise VerifyException(
                f"'{self.name}' op mismatch in dynamic dims in output_shape and "
                f"static_output_shape: static_output_shape has {dynamic} dynamic "
                f"dims while output_shape has {len(self.output_shape)} values"
            )
        for pos, size in enumerate(result_type.get_shape()):
            if size != DYNAMIC_INDEX and size != static_shape[pos]:
                raise VerifyException(
                    f"'{self.name}' op invalid output shape provided at pos {pos}"
                )


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """
    `memref.reshape`: `source` (identity layout, ranked or unranked) with the
    shape read from the 1-D integer or index memref `shape`.
    https://mlir.llvm.org/docs/Dialects/MemRef/#memrefreshape-memrefreshapeop
    """

    name = "memref.reshape"

    source = operand_def(base(MemRefType) | base(UnrankedMemRefType))
    shape = operand_def(MemRefType)
    result = result_def(base(MemRefType) | base(UnrankedMemRefType))

    traits = traits_def(ReshapeOpMemoryEffect(), AlwaysSpeculatable())

    assembly_format = (
        "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        shape: SSAValue | Operation,
        result_type: MemRefType | UnrankedMemRefType,
    ):
        super().__init__(operands=[source, shape], result_types=[result_type])

    @property
    def view_source(self) -> SSAValue:
        """The buffer the result is a view of."""
        return self.source

    def verify_(self) -> None:
        shape_type = cast(MemRefType, self.shape.type)
        element = shape_type.element_type
        if shape_type.get_num_dims() != 1 or not (
            isinstance(element, IndexType) or _is_signless_integer(element)
        ):
            raise VerifyException(
                f"'{self.name}' op operand #1 must be 1D memref of signless integer "
                f"or index values, but got '{mlir_type_str(shape_type)}'"
            )
        source_type = cast(MemRefType | UnrankedMemRefType, self.source.type)
        result_type = self.result.type
        if source_type.element_type != result_type.element_type:
            raise VerifyException(
                f"'{self.name}' op element types of source and destination memref "
                "types should be the same"
            )
        if isinstance(source_type, MemRefType) and not has_identity_layout(source_type):
            raise VerifyException(
                f"'{self.name}' op source memref type should have identity affine map"
            )
        if isinstance(result_type, MemRefType):
            if not has_identity_layout(result_type):
                raise VerifyException(
                    f"'{self.name}' op result memref type should have identity "
                    "affine map"
                )
            length = shape_type.get_shape()[0]
            if length == DYNAMIC_INDEX:
                raise VerifyException(
                    f"'{self.name}' op cannot use shape operand with dynamic length "
                    "to reshape to statically-ranked memref type"
                )
            if length != result_type.get_num_dims():
                raise VerifyException(
                    f"'{self.name}' op length of shape operand differs from the "
                    "result's memref rank"
                )


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """
    `memref.transpose`: a view of `in` (the field `in_`) whose sizes and strides
    are permuted by `permutation`.
    https://mlir.llvm.org/docs/Dialects/MemRef/#memreftranspose-memreftransposeop
    """

    name = "memref.transpose"

    in_ = operand_def(MemRefType)
    permutation = prop_def(AffineMapAttr)
    result = result_def(MemRefType)

    traits = traits_def(Pure(), ViewFolder())

    assembly_format = (
        "$in_ custom<PermutationMap>($permutation) attr-dict "
        "`:` type($in_) `to` type($result)"
    )
    custom_directives = (PermutationMap,)

    def __init__(
        self,
        in_: SSAValue | Operation,
        permutation: AffineMapAttr | AffineMap,
        result_type: MemRefType | None = None,
    ):
        """Build; without `result_type`, it is `infer_transpose_result_type`."""
        if isinstance(permutation, AffineMap):
            permutation = AffineMapAttr(permutation)
        if result_type is None:
            source_type = cast(MemRefType, SSAValue.get(in_).type)
            result_type = infer_transpose_result_type(source_type, permutation)
        super().__init__(
            operands=[in_],
            result_types=[result_type],
            properties={"permutation": permutation},
        )

    @property
    def source(self) -> SSAValue:
        """MLIR's `in` operand, under the name the other view ops use."""
        return self.in_

    @property
    def view_source(self) -> SSAValue:
        """The buffer the result is a view of."""
        return self.in_

    def fold_to_existing_value(self) -> SSAValue | None:
        """MLIR's fold of an identity permutation to the same type: the input."""
        permutation = self.permutation.data
        if (
            map_from_xdsl(permutation).is_identity()
            and permutation.num_symbols == 0
            and self.result.type == self.in_.type
        ):
            return self.in_
        return None

    def verify_(self) -> None:
        _verify_strided_operand(self.name, "operand #0", self.in_.type)
        _verify_strided_operand(self.name, "result #0", self.result.type)
        permutation = map_from_xdsl(self.permutation.data)
        if not _is_permutation(permutation):
            raise VerifyException(f"'{self.name}' op expected a permutation map")
        source_type = cast(MemRefType, self.in_.type)
        if permutation.num_dims != source_type.get_num_dims():
            raise VerifyException(
                f"'{self.name}' op expected a permutation map of same rank as the input"
            )
        result_type = self.result.type
        inferred = infer_transpose_result_type(source_type, self.permutation)
        if not _same_canonical_type(result_type, inferred):
            raise VerifyException(
                f"'{self.name}' op result type '{mlir_type_str(result_type)}' is not "
                "equivalent to the canonical transposed input type "
                f"'{_canonical_type_str(inferred)}'"
            )


def _register_virtual_subclasses(pairs: Iterable[tuple[type, type]]) -> None:
    for xdsl_class, our_class in pairs:
        cast(abc.ABCMeta, xdsl_class).register(our_class)


# Our classes stand in for xDSL's: isinstance checks against xDSL's classes
# (and so xDSL's patterns and passes) accept them (docs/registration.md).
_register_virtual_subclasses(
    (
        (xdsl_memref.SubviewOp, SubviewOp),
        (xdsl_memref.ReinterpretCastOp, ReinterpretCastOp),
        (xdsl_memref.ViewOp, ViewOp),
        (xdsl_memref.CollapseShapeOp, CollapseShapeOp),
        (xdsl_memref.ExpandShapeOp, ExpandShapeOp),
        (xdsl_memref.AlterShapeOperation, CollapseShapeOp),
        (xdsl_memref.AlterShapeOperation, ExpandShapeOp),
    )
)

VIEW_OPS: list[type[Operation]] = [
    SubviewOp,
    ReinterpretCastOp,
    ViewOp,
    CollapseShapeOp,
    ExpandShapeOp,
    ReshapeOp,
    TransposeOp,
]
"""The view-like ops of MLIR 22's `memref` dialect, in the `MemRef` dialect."""

REPLACED_XDSL_OPS: dict[type[Operation], type[Operation]] = {
    xdsl_memref.SubviewOp: SubviewOp,
    xdsl_memref.ReinterpretCastOp: ReinterpretCastOp,
    xdsl_memref.ViewOp: ViewOp,
    xdsl_memref.CollapseShapeOp: CollapseShapeOp,
    xdsl_memref.ExpandShapeOp: ExpandShapeOp,
}
"""xDSL 0.74's classes that our classes replace, mapped to ours."""
