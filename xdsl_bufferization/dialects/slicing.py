"""Verification of slicing ops, as MLIR 22 verifies them.

MLIR's `OffsetSizeAndStrideOpInterface` checks the offsets, sizes and strides
of `memref.subview`, `memref.reinterpret_cast` and the tensor slicing ops
(`verify_offsets_sizes_strides`), and the slicing ops check that a slice with
static bounds stays inside its source (`verify_in_bounds_slice`). xDSL 0.74's
`tensor.extract_slice` and `tensor.insert_slice` check neither their result
(source) type nor their bounds, so an out-of-bounds slice was only caught
after bufferization, on the `memref.subview` the user never wrote. The
classes in `tensor_verified.py` are xDSL's with MLIR's verifier, built on
these checks.

MLIR reports these with `emitError`, without the `'op.name' op` prefix
(`UnprefixedVerifyException`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType
from xdsl.ir import Attribute, Operation

from xdsl_bufferization.diagnostics import UnprefixedVerifyException
from xdsl_bufferization.utils.building import dense_int_tuple


@dataclass(frozen=True)
class MixedIndices:
    """The static offsets, sizes and strides of a slicing op (dynamic entries
    are `DYNAMIC_INDEX`), and its number of dynamic operands for each."""

    offsets: Sequence[int]
    sizes: Sequence[int]
    strides: Sequence[int]
    dynamic_offsets: int
    dynamic_sizes: int
    dynamic_strides: int

    @staticmethod
    def of(op: Operation) -> MixedIndices:
        """Read them from the `static_*` properties and operands of `op`."""
        sliced = cast(Any, op)
        return MixedIndices(
            dense_int_tuple(sliced.static_offsets),
            dense_int_tuple(sliced.static_sizes),
            dense_int_tuple(sliced.static_strides),
            len(sliced.offsets),
            len(sliced.sizes),
            len(sliced.strides),
        )


def verify_offsets_sizes_strides(
    op: Operation, max_ranks: tuple[int, int, int]
) -> MixedIndices:
    """MLIR's OffsetSizeAndStrideOpInterface verifier. Returns the indices it
    checked, for the caller's own checks."""
    mixed = MixedIndices.of(op)
    static_offsets, static_sizes, static_strides = (
        mixed.offsets,
        mixed.sizes,
        mixed.strides,
    )
    for name, static, dynamic in (
        ("sizes", static_sizes, mixed.dynamic_sizes),
        ("strides", static_strides, mixed.dynamic_strides),
        ("offsets", static_offsets, mixed.dynamic_offsets),
    ):
        expected = list(static).count(DYNAMIC_INDEX)
        if dynamic != expected:
            raise UnprefixedVerifyException(
                f"expected the number of '{name}' to match the number of dynamic "
                f"entries in 'static_{name}' ({dynamic} vs {expected})"
            )
    if not (len(static_offsets) == 1 and max_ranks[0] == 1) and len(
        static_offsets
    ) != len(static_sizes):
        raise UnprefixedVerifyException(
            "expected mixed offsets rank to match mixed sizes rank "
            f"({len(static_offsets)} vs {len(static_sizes)}) so the rank of the "
            "result type is well-formed."
        )
    if len(static_sizes) != len(static_strides):
        raise UnprefixedVerifyException(
            "expected mixed sizes rank to match mixed strides rank "
            f"({len(static_sizes)} vs {len(static_strides)}) so the rank of the "
            "result type is well-formed."
        )
    for name, static, rank in (
        ("offset", static_offsets, max_ranks[0]),
        ("size", static_sizes, max_ranks[1]),
        ("stride", static_strides, max_ranks[2]),
    ):
        if len(static) != rank:
            raise UnprefixedVerifyException(
                f"expected {rank} {name} values, got {len(static)}"
            )
    for name, static in (("offsets", static_offsets), ("sizes", static_sizes)):
        for value in static:
            if value < 0 and value != DYNAMIC_INDEX:
                raise UnprefixedVerifyException(
                    f"expected {name} to be non-negative, but got {value}"
                )
    return mixed


def verify_in_bounds_slice(
    shape: Sequence[int],
    offsets: Sequence[int],
    sizes: Sequence[int],
    strides: Sequence[int],
) -> None:
    """A slice whose bounds are static must stay inside `shape` (MLIR's
    `verifyInBoundsSlice`)."""
    for i, dim_size in enumerate(shape):
        if dim_size == DYNAMIC_INDEX or offsets[i] == DYNAMIC_INDEX:
            continue
        if offsets[i] >= dim_size:
            raise UnprefixedVerifyException(
                f"offset {i} is out-of-bounds: {offsets[i]} >= {dim_size}"
            )
        if sizes[i] == DYNAMIC_INDEX or strides[i] == DYNAMIC_INDEX:
            continue
        last = offsets[i] + (sizes[i] - 1) * strides[i]
        if last >= dim_size:
            raise UnprefixedVerifyException(
                f"slice along dimension {i} runs out-of-bounds: {last} >= {dim_size}"
            )


def _drops_only_unit_dims(shape: Sequence[int], reduced: Sequence[int]) -> bool:
    """Whether `reduced` is `shape` with some of its 1s left out (in order)."""
    position = 0
    for size in shape:
        if position < len(reduced) and reduced[position] == size:
            position += 1
        elif size != 1:
            return False
    return position == len(reduced)


def verify_tensor_slice_type(expected: TensorType, given: Attribute) -> None:
    """
    `given` must be `expected` (the type the static sizes of a slice give) or a
    rank-reduced version of it, with MLIR's messages (`isRankReducedType`,
    `produceSliceErrorMsg`).
    """
    if given == expected or not isinstance(given, TensorType):
        return
    given_type = cast(TensorType[Attribute], given)
    if given_type.get_num_dims() > expected.get_num_dims():
        raise UnprefixedVerifyException(
            "expected rank to be smaller or equal to the other rank. "
        )
    if not _drops_only_unit_dims(expected.get_shape(), given_type.get_shape()):
        raise UnprefixedVerifyException(
            f"expected type to be '{expected}' or a rank-reduced version. "
            "(size mismatch) "
        )
    if given_type.get_element_type() != expected.get_element_type():
        raise UnprefixedVerifyException(
            f"expected element type to be '{expected.get_element_type()}'"
        )


def verify_tensor_slice(
    op: Operation, sliced: Attribute, slice_type: Attribute
) -> None:
    """
    The checks of MLIR's `tensor.extract_slice`, `tensor.insert_slice` and
    `tensor.parallel_insert_slice` verifiers: `sliced` is the tensor the slice
    is taken from (or inserted into), `slice_type` the slice's type.
    """
    if not isinstance(sliced, TensorType):
        return
    sliced_type = cast(TensorType[Attribute], sliced)
    rank = sliced_type.get_num_dims()
    mixed = verify_offsets_sizes_strides(op, (rank, rank, rank))
    expected = TensorType(
        sliced_type.get_element_type(), mixed.sizes, sliced_type.encoding
    )
    verify_tensor_slice_type(expected, slice_type)
    verify_in_bounds_slice(
        sliced_type.get_shape(), mixed.offsets, mixed.sizes, mixed.strides
    )
