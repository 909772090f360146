"""Reshaping view ops: collapse_shape, expand_shape, reshape and transpose."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    MemRefType,
    NoneAttr,
    UnrankedMemRefType,
    i64,
)
from xdsl.dialects.utils import DynamicIndexList, split_dynamic_index_list
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import AlwaysSpeculatable, Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.memref.layout import has_identity_layout
from xdsl_bufferization.dialects.memref.type_inference import (
    Reassociation,
    collapsed_layout,
    infer_collapse_shape_result_type,
    infer_expand_shape_result_type,
    infer_transpose_result_type,
    is_permutation,
    reassociation_attr,
    reassociation_indices,
    reassociation_lists,
)
from xdsl_bufferization.dialects.memref.type_text import (
    canonical_type_str,
    mlir_type_str,
    same_canonical_type,
)
from xdsl_bufferization.dialects.memref.view_common import (
    IndexListArrayConstraint,
    PermutationMap,
    ReassociationIndices,
    ReshapeOpMemoryEffect,
    ViewFolder,
    verify_collapsed_shape,
    verify_strided_operand,
)
from xdsl_bufferization.dialects.memref.views import is_signless_integer
from xdsl_bufferization.utils.affine_simplify import map_from_xdsl


def _fold_reshape(
    src: SSAValue, result: SSAValue, inverse: type[CollapseShapeOp | ExpandShapeOp]
) -> SSAValue | None:
    """
    MLIR's fold of collapse_shape and expand_shape (foldReshapeOp): the source
    if the types are equal; the source of the inverse reshape (`inverse`)
    producing the source if it has the result type with at most one dynamic
    dimension.
    """
    if src.type == result.type:
        return src
    inner = src.owner
    if (
        isinstance(inner, inverse)
        and inner.src.type == result.type
        and cast(MemRefType, result.type).get_shape().count(DYNAMIC_INDEX) < 2
    ):
        return inner.src
    return None


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
        groups = reassociation_lists(reassociation)
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
        return _fold_reshape(self.src, self.result, ExpandShapeOp)

    def verify_(self) -> None:
        verify_strided_operand(self.name, "operand #0", self.src.type)
        verify_strided_operand(self.name, "result #0", self.result.type)
        source_type = cast(MemRefType, self.src.type)
        result_type = self.result.type
        r0, r1 = source_type.get_num_dims(), result_type.get_num_dims()
        if r0 < r1:
            raise VerifyException(
                f"'{self.name}' op has source rank {r0} and result rank {r1}. "
                f"This is not a collapse ({r0} < {r1})."
            )
        groups = self.get_reassociation_indices()
        verify_collapsed_shape(
            self.name, result_type.get_shape(), source_type.get_shape(), groups
        )
        if has_identity_layout(source_type):
            layout: Attribute = NoneAttr()
        else:
            collapsed = collapsed_layout(source_type, groups, strict=False)
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
        groups = reassociation_lists(reassociation)
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
        return _fold_reshape(self.src, self.result, CollapseShapeOp)

    def verify_(self) -> None:
        verify_strided_operand(self.name, "operand #0", self.src.type)
        verify_strided_operand(self.name, "result #0", self.result.type)
        source_type = cast(MemRefType, self.src.type)
        result_type = self.result.type
        r0, r1 = source_type.get_num_dims(), result_type.get_num_dims()
        if r0 > r1:
            raise VerifyException(
                f"'{self.name}' op has source rank {r0} and result rank {r1}. "
                f"This is not an expansion ({r0} > {r1})."
            )
        groups = self.get_reassociation_indices()
        verify_collapsed_shape(
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
            isinstance(element, IndexType) or is_signless_integer(element)
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
        verify_strided_operand(self.name, "operand #0", self.in_.type)
        verify_strided_operand(self.name, "result #0", self.result.type)
        permutation = map_from_xdsl(self.permutation.data)
        if not is_permutation(permutation):
            raise VerifyException(f"'{self.name}' op expected a permutation map")
        source_type = cast(MemRefType, self.in_.type)
        if permutation.num_dims != source_type.get_num_dims():
            raise VerifyException(
                f"'{self.name}' op expected a permutation map of same rank as the input"
            )
        result_type = self.result.type
        inferred = infer_transpose_result_type(source_type, self.permutation)
        if not same_canonical_type(result_type, inferred):
            raise VerifyException(
                f"'{self.name}' op result type '{mlir_type_str(result_type)}' is not "
                "equivalent to the canonical transposed input type "
                f"'{canonical_type_str(inferred)}'"
            )
