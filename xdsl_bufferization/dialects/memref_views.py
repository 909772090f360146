"""The view-like ops of MLIR 22's `memref` dialect and their layout and
result-type helpers, under the module path they had before the `memref`
dialect became a package (`xdsl_bufferization.dialects.memref`: the ops in
`views` and `reshapes`, the helpers in `layout`, `type_inference` and
`type_text`). New code imports from the package; this module only re-exports.
"""

from xdsl_bufferization.dialects.memref import VIEW_OPS
from xdsl_bufferization.dialects.memref import (
    VIEW_REPLACED_XDSL_OPS as REPLACED_XDSL_OPS,
)
from xdsl_bufferization.dialects.memref.layout import (
    MixedValue,
    StridesAndOffset,
    get_strides_and_offset,
    has_identity_layout,
    is_strided,
)
from xdsl_bufferization.dialects.memref.reshapes import (
    CollapseShapeOp,
    ExpandShapeOp,
    ReshapeOp,
    TransposeOp,
)
from xdsl_bufferization.dialects.memref.type_inference import (
    Reassociation,
    compute_rank_reduction_mask,
    infer_collapse_shape_result_type,
    infer_expand_shape_result_type,
    infer_rank_reduced_subview_result_type,
    infer_reinterpret_cast_result_type,
    infer_subview_result_type,
    infer_transpose_result_type,
    is_guaranteed_collapsible,
    reassociation_attr,
    reassociation_indices,
)
from xdsl_bufferization.dialects.memref.type_text import mlir_type_str
from xdsl_bufferization.dialects.memref.view_common import (
    IndexListArrayConstraint,
    PermutationMap,
    ReassociationIndices,
    ReshapeOpMemoryEffect,
    ViewFolder,
)
from xdsl_bufferization.dialects.memref.views import (
    ReinterpretCastOp,
    SubviewOp,
    ViewOp,
)

__all__ = [
    "REPLACED_XDSL_OPS",
    "VIEW_OPS",
    "CollapseShapeOp",
    "ExpandShapeOp",
    "IndexListArrayConstraint",
    "MixedValue",
    "PermutationMap",
    "Reassociation",
    "ReassociationIndices",
    "ReinterpretCastOp",
    "ReshapeOp",
    "ReshapeOpMemoryEffect",
    "StridesAndOffset",
    "SubviewOp",
    "TransposeOp",
    "ViewFolder",
    "ViewOp",
    "compute_rank_reduction_mask",
    "get_strides_and_offset",
    "has_identity_layout",
    "infer_collapse_shape_result_type",
    "infer_expand_shape_result_type",
    "infer_rank_reduced_subview_result_type",
    "infer_reinterpret_cast_result_type",
    "infer_subview_result_type",
    "infer_transpose_result_type",
    "is_guaranteed_collapsible",
    "is_strided",
    "mlir_type_str",
    "reassociation_attr",
    "reassociation_indices",
]
