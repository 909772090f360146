"""Layouts: strides and offset of a memref type (MLIR's getStridesAndOffset),
identity and canonical layouts. The one home of these algorithms: every
other module asks here.

Layouts given as affine maps are read the way MLIR reads them, with the model
of MLIR's affine expressions in `xdsl_bufferization.utils.affine_simplify`
(its construction-time simplifications, flattening and printing), because
MLIR's verifiers compare simplified expressions structurally.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    MemRefLayoutAttr,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
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
from xdsl_bufferization.utils.building import remember

MixedValue = int | SSAValue
"""A static value or an SSA value of index type (MLIR's `OpFoldResult`)."""

StridesAndOffset = tuple[tuple[int | None, ...], int | None]
"""Strides and offset of a strided memref; `None` is a dynamic value."""

# ---------------------------------------------------------------------------
# Saturating arithmetic (MLIR's SaturatedInteger): `None` is dynamic.
# ---------------------------------------------------------------------------


def saturated_mul(a: int | None, b: int | None) -> int | None:
    # A static zero absorbs a dynamic factor, as in MLIR.
    if a == 0 or b == 0:
        return 0
    if a is None or b is None:
        return None
    return a * b


def saturated_add(a: int | None, b: int | None) -> int | None:
    if a is None or b is None:
        return None
    return a + b


def dynamic_as_none(value: int) -> int | None:
    """A shape entry (DYNAMIC_INDEX for dynamic) as an int or None."""
    return None if value == DYNAMIC_INDEX else value


def none_as_dynamic(value: int | None) -> int:
    return DYNAMIC_INDEX if value is None else value


def static_entries(values: Sequence[MixedValue]) -> list[int]:
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


_STRIDES_BY_IDENTITY: dict[int, tuple[MemRefType, StridesAndOffset | None]] = {}
"""The same answers by the type object's identity (the type is kept, so its
id stays its own): hashing a memref type hashes all its parameters, and the
same type objects are asked about at every verification."""


def get_strides_and_offset(memref_type: MemRefType) -> StridesAndOffset | None:
    """
    The strides and offset of `memref_type` (`None` entries are dynamic), or
    `None` if its layout is not strided (MLIR's getStridesAndOffset).
    """
    found = _STRIDES_BY_IDENTITY.get(id(memref_type))
    if found is not None and found[0] is memref_type:
        return found[1]
    layout = memref_type.layout
    if isinstance(layout, StridedLayoutAttr):
        answer = tuple(layout.get_strides()), layout.get_offset()
    elif memref_type in _STRIDES_AND_OFFSETS:
        answer = _STRIDES_AND_OFFSETS[memref_type]
    else:
        answer = remember(
            _STRIDES_AND_OFFSETS, memref_type, _affine_strides_and_offset(memref_type)
        )
    remember(_STRIDES_BY_IDENTITY, id(memref_type), (memref_type, answer))
    return answer


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


def canonical_layout(memref_type: MemRefType) -> tuple[str, object]:
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


# ---------------------------------------------------------------------------
# Layout helpers
# ---------------------------------------------------------------------------


def is_identity_layout(layout: Attribute) -> bool:
    """Whether `layout` is an identity layout (MLIR's `isIdentity()`)."""
    if isinstance(layout, NoneAttr):
        return True
    if isinstance(layout, StridedLayoutAttr):
        # Its map is `(d0) -> (d0)` only for a unit stride and offset 0.
        return layout.get_strides() == (1,) and layout.get_offset() == 0
    if isinstance(layout, MemRefLayoutAttr):
        affine_map = layout.get_affine_map()
        return affine_map == AffineMap.identity(affine_map.num_dims)
    return False


def num_layout_symbols(memref_type: MemRefType) -> int:
    """How many symbol operands an allocation of `memref_type` takes."""
    layout = memref_type.layout
    if is_identity_layout(layout) or not isinstance(layout, MemRefLayoutAttr):
        return 0
    if isinstance(layout, StridedLayoutAttr):
        # A symbol for the offset and for each stride that are dynamic.
        values = (layout.get_offset(), *layout.get_strides())
        return sum(1 for value in values if value is None)
    return layout.get_affine_map().num_symbols
