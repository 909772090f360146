"""View ops over offsets, sizes and strides: subview, reinterpret_cast and view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    IntegerType,
    MemRefType,
    Signedness,
    StridedLayoutAttr,
    UnrankedMemRefType,
    i64,
)
from xdsl.dialects.utils import DynamicIndexList, split_dynamic_index_list
from xdsl.interfaces import HasCanonicalizationPatternsInterface
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.fast_verify import reads_signature_only
from xdsl_bufferization.dialects.memref.layout import (
    get_strides_and_offset,
    has_identity_layout,
    is_strided,
    static_entries,
)
from xdsl_bufferization.dialects.memref.type_inference import (
    compute_rank_reduction_mask,
    infer_rank_reduced_subview_result_type,
    infer_reinterpret_cast_result_type,
    infer_subview_result_type,
    infer_subview_type,
)
from xdsl_bufferization.dialects.memref.type_text import mlir_type_str
from xdsl_bufferization.dialects.memref.view_common import (
    ViewFolder,
    verify_strided_operand,
)
from xdsl_bufferization.dialects.slicing import (
    verify_in_bounds_slice,
    verify_offsets_sizes_strides,
)
from xdsl_bufferization.utils.static_values import (
    constant_int_value,
    has_static_shape,
    mixed_values,
)

# ---------------------------------------------------------------------------
# Ops.
# ---------------------------------------------------------------------------


class _OffsetsSizesStridesView(IRDLOperation):
    """
    What subview and reinterpret_cast share: a `source` operand (each op
    declares it, with its own constraint, so it comes first), then offsets,
    sizes and strides, dynamic as operands and static as properties, and a
    memref result (MLIR's OffsetSizeAndStrideOpInterface).
    """

    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase.constr(i64))
    static_sizes = prop_def(DenseArrayBase.constr(i64))
    static_strides = prop_def(DenseArrayBase.constr(i64))
    result = result_def(MemRefType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

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


@irdl_op_definition
class SubviewOp(_OffsetsSizesStridesView, HasCanonicalizationPatternsInterface):
    """
    `memref.subview`: a view of a rectangular part of `source` at the given
    offsets, sizes and strides (static in `static_*`, dynamic as operands),
    possibly dropping unit dimensions.
    https://mlir.llvm.org/docs/Dialects/MemRef/#memrefsubview-memrefsubviewop
    """

    name = "memref.subview"

    source = operand_def(MemRefType)
    traits = traits_def(Pure(), ViewFolder())

    assembly_format = (
        "$source ``"
        "custom<DynamicIndexList>($offsets, $static_offsets)"
        "custom<DynamicIndexList>($sizes, $static_sizes)"
        "custom<DynamicIndexList>($strides, $static_strides)"
        "attr-dict `:` type($source) `to` type($result)"
    )
    custom_directives = (DynamicIndexList,)

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
        result_shape = [size for size in static_entries(sizes) if size != 1]
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
        # Most subviews change the type: then neither fold applies (the
        # strides are not worth computing).
        if result_type != source_type:
            return None
        if has_static_shape(result_type) and (
            not isinstance(result_type.layout, StridedLayoutAttr)
            or (
                (layout := get_strides_and_offset(result_type)) is not None
                and None not in layout[0]
                and layout[1] is not None
            )
        ):
            return self.source
        inner = self.source.owner
        if isinstance(inner, SubviewOp):
            offsets = mixed_values(self.static_offsets.get_values(), self.offsets)
            strides = mixed_values(self.static_strides.get_values(), self.strides)
            sizes = mixed_values(self.static_sizes.get_values(), self.sizes)
            inner_sizes = mixed_values(inner.static_sizes.get_values(), inner.sizes)
            if (
                all(constant_int_value(o) == 0 for o in offsets)
                and all(constant_int_value(s) == 1 for s in strides)
                and sizes == inner_sizes
            ):
                return self.source
        return None

    @reads_signature_only
    def verify_(self) -> None:
        base_type = cast(MemRefType, self.source.type)
        result_type = self.result.type
        rank = base_type.get_num_dims()
        mixed = verify_offsets_sizes_strides(self, (rank, rank, rank))
        static_offsets, static_sizes, static_strides = (
            mixed.offsets,
            mixed.sizes,
            mixed.strides,
        )
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
        expected = infer_subview_type(
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
class ReinterpretCastOp(_OffsetsSizesStridesView, HasCanonicalizationPatternsInterface):
    """
    `memref.reinterpret_cast`: the base buffer of `source` (ranked or unranked)
    with a new offset, sizes and strides.
    https://mlir.llvm.org/docs/Dialects/MemRef/#memrefreinterpret_cast-memrefreinterpretcastop
    """

    name = "memref.reinterpret_cast"

    source = operand_def(base(MemRefType) | base(UnrankedMemRefType))
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
        verify_strided_operand(self.name, "result #0", result_type)
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


def is_signless_integer(type_attr: Attribute, width: int | None = None) -> bool:
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
        if base_type.get_num_dims() != 1 or not is_signless_integer(
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
