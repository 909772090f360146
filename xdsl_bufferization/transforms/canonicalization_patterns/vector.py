"""
Canonicalization patterns of the `vector` dialect: MLIR 22's in-place folds
of `vector.transfer_read` / `vector.transfer_write` (which xDSL's folders
cannot express as they change the op), as patterns:

- `TransferInBounds`: a dimension whose access is statically in bounds
  (constant index, static size, index + vector size <= size) is marked
  `in_bounds`; broadcast dimensions too once every other dimension is.
- `TransferFullMask`: a mask that is all true (a constant or a
  `vector.constant_mask` covering the vector) is dropped.
- `memref.cast` operands are folded into the transfer, as for `memref.load`
  (`FoldMemRefCastOperands`).

They run wherever canonicalization runs, e.g. in the
`buffer-deallocation-pipeline`, as in MLIR.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DenseIntOrFPElementsAttr,
    MemRefType,
    TensorType,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from xdsl_bufferization.interfaces.bufferizable import constant_int_value
from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
    FoldMemRefCastOperands,
)

__all__ = ["FoldMemRefCastOperands", "TransferFullMask", "TransferInBounds"]

_TRANSFERS = ("vector.transfer_read", "vector.transfer_write")


def _transfer_parts(
    op: Operation,
) -> tuple[Attribute, VectorType[Attribute], list[SSAValue], SSAValue | None]:
    """The shaped type, the vector type, the indices and the mask of a
    transfer (read: operands source, indices, padding, mask; write: vector,
    source, indices, mask)."""
    read = op.name == "vector.transfer_read"
    vector_type = op.results[0].type if read else op.operands[0].type
    shaped = op.operands[0] if read else op.operands[1]
    rank = len(
        cast(MemRefType[Attribute] | TensorType[Attribute], shaped.type).get_shape()
    )
    first = 1 if read else 2
    indices = list(op.operands[first : first + rank])
    mask_position = first + rank + (1 if read else 0)
    mask = op.operands[mask_position] if len(op.operands) > mask_position else None
    return shaped.type, cast(VectorType[Attribute], vector_type), indices, mask


class TransferInBounds(RewritePattern):
    """MLIR's `foldTransferInBoundsAttribute`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if op.name not in _TRANSFERS:
            return
        shaped, vector, indices, _ = _transfer_parts(op)
        if not isinstance(shaped, MemRefType | TensorType):
            return
        permutation = op.properties.get("permutation_map")
        in_bounds_attr = op.properties.get("in_bounds")
        if permutation is None or not isinstance(in_bounds_attr, ArrayAttr):
            return
        shape = cast(MemRefType[Attribute] | TensorType[Attribute], shaped).get_shape()
        results = list(getattr(permutation, "data").results)  # noqa: B009
        flags = [
            bool(cast(BoolAttr, b).value.data)
            for b in cast(ArrayAttr[Attribute], in_bounds_attr).data
        ]
        if len(flags) != len(results):
            return
        changed = False
        non_broadcast: list[int] = []
        for position, expr in enumerate(results):
            if flags[position] or not isinstance(expr, AffineDimExpr):
                continue
            non_broadcast.append(position)
            size = shape[expr.position]
            index = constant_int_value(indices[expr.position])
            if (
                size >= 0
                and index is not None
                and index + vector.get_shape()[position] <= size
            ):
                flags[position] = True
                changed = True
        if all(flags[p] for p in non_broadcast):
            for position, expr in enumerate(results):
                if isinstance(expr, AffineConstantExpr) and not flags[position]:
                    flags[position] = True
                    changed = True
        if not changed:
            return
        op.properties["in_bounds"] = ArrayAttr([BoolAttr.from_bool(f) for f in flags])
        rewriter.notify_op_modified(op)


def _all_true(mask: SSAValue) -> bool:
    """MLIR's `getMaskFormat(mask) == AllTrue` for constant masks."""
    producer = mask.owner
    if not isinstance(producer, Operation):
        return False
    if producer.name == "arith.constant":
        value = producer.properties.get("value")
        if isinstance(value, DenseIntOrFPElementsAttr):
            values = cast(list[int], value.get_values())  # pyright: ignore[reportUnknownMemberType]
            return bool(values) and all(values)
        return False
    if producer.name == "vector.constant_mask":
        sizes = producer.properties.get("mask_dim_sizes")
        shape = cast(VectorType[Attribute], mask.type).get_shape()
        if sizes is None:
            return False
        values = list(getattr(sizes, "get_values")())  # noqa: B009
        return all(v >= d for v, d in zip(values, shape, strict=True))
    return False


class TransferFullMask(RewritePattern):
    """MLIR's `foldTransferFullMask`: drop an all-true mask."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if op.name not in _TRANSFERS:
            return
        _, _, _, mask = _transfer_parts(op)
        if mask is None or not _all_true(mask):
            return
        operands = [v for v in op.operands if v is not mask]
        segments = op.properties.get("operandSegmentSizes")
        create = cast(
            Callable[..., Operation],
            type(op).create,  # pyright: ignore[reportUnknownMemberType]
        )
        new = create(
            operands=operands,
            result_types=[r.type for r in op.results],
            properties={
                k: v for k, v in op.properties.items() if k != "operandSegmentSizes"
            }
            | ({"operandSegmentSizes": _without_mask(segments)} if segments else {}),
            attributes=dict(op.attributes),
        )
        rewriter.replace(op, new)


def _without_mask(segments: Attribute) -> Attribute:
    from xdsl.dialects.builtin import DenseArrayBase, i32

    sizes = list(getattr(segments, "get_values")())  # noqa: B009
    sizes[-1] = 0
    return DenseArrayBase.from_list(i32, sizes)
