"""How the ops of the `tensor` dialect bufferize (MLIR 22's tensor models).

| op | reads | writes | aliasing result | becomes |
| --- | --- | --- | --- | --- |
| `tensor.cast` | no | no | equivalent | `memref.cast` |
| `tensor.collapse_shape` | yes | no | equivalent | `memref.collapse_shape` (copy first if not collapsible) |
| `tensor.concat` | yes | no | none (allocates) | alloc + `memref.subview` + copies |
| `tensor.dim` | no | no | none | `memref.dim` |
| `tensor.empty` | - | - | allocates | `bufferization.alloc_tensor` |
| `tensor.expand_shape` | no | no | equivalent | `memref.expand_shape` |
| `tensor.extract_slice` | no | no | unknown (a view) | `memref.subview` |
| `tensor.extract` | yes | no | none | `memref.load` |
| `tensor.from_elements` | - | - | allocates | alloc + `memref.store`s |
| `tensor.generate` | - | - | allocates | alloc + `linalg.generic` |
| `tensor.insert` | dest | dest | dest: equivalent | `memref.store` |
| `tensor.insert_slice` | yes (dest unless overwritten) | dest | dest: equivalent | subview + copy |
| `tensor.pad` | yes | no | none (allocates) | alloc + `linalg.generic` + insert_slice |
| `tensor.parallel_insert_slice` | yes | dest | none | subview + copy before the terminator |
| `tensor.rank` | no | no | none | `memref.rank` |
| `tensor.reshape` | shape | no | equivalent | `memref.reshape` (copy first if strided) |
| `tensor.splat` | - | - | allocates | alloc + `linalg.generic` |

MLIR lowers the bodies of `tensor.generate`, `tensor.pad` and `tensor.splat`
to `linalg.map`, which xDSL 0.74 does not have; we build the equivalent
`linalg.generic` (identity indexing map, parallel iterators).

The models are grouped by what the op becomes: `views` (views and reads),
`insertions` (writes into the destination), `allocations` (new buffers);
`slices` holds what they share. This package re-exports their public names
and registers them all (`register`).
"""

from xdsl_bufferization.interfaces.bufferizable import (
    BufferizableOpModel,
    register_builtin_model,
    register_result_shape_reifier,
    register_subset_insertion_model,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
)
from xdsl_bufferization.models.tensor.allocations import (
    ConcatModel,
    EmptyModel,
    FromElementsModel,
    GenerateModel,
    PadModel,
    SplatModel,
    reify_operands,
    reify_pad,
)
from xdsl_bufferization.models.tensor.insertions import (
    InsertModel,
    InsertSliceModel,
    InsertSliceSubset,
    ParallelInsertSliceModel,
    reify_like_dest,
)
from xdsl_bufferization.models.tensor.slices import (
    build_extract_slice,
    build_subview,
    rank_reduced_subview_type,
    slice_parameters,
)
from xdsl_bufferization.models.tensor.views import (
    CastModel,
    CollapseShapeModel,
    DimModel,
    ExpandShapeModel,
    ExtractModel,
    ExtractSliceModel,
    RankModel,
    ReshapeModel,
    reify_extract_slice,
)


def register() -> None:
    """Register every model of the tensor ops."""
    # MLIR: Pure; xDSL's class declares nothing.
    MEMORY_EFFECTS_MODELS.register("tensor.yield", NoEffectsModel())
    models: dict[str, BufferizableOpModel] = {
        "tensor.cast": CastModel(),
        "tensor.collapse_shape": CollapseShapeModel(),
        "tensor.concat": ConcatModel(),
        "tensor.dim": DimModel(),
        "tensor.empty": EmptyModel(),
        "tensor.expand_shape": ExpandShapeModel(),
        "tensor.extract_slice": ExtractSliceModel(),
        "tensor.extract": ExtractModel(),
        "tensor.from_elements": FromElementsModel(),
        "tensor.generate": GenerateModel(),
        "tensor.insert": InsertModel(),
        "tensor.insert_slice": InsertSliceModel(),
        "tensor.pad": PadModel(),
        "tensor.parallel_insert_slice": ParallelInsertSliceModel(),
        "tensor.rank": RankModel(),
        "tensor.reshape": ReshapeModel(),
        "tensor.splat": SplatModel(),
    }
    for name, model in models.items():
        register_builtin_model(name, model)
    subset = InsertSliceSubset()
    register_subset_insertion_model("tensor.insert_slice", subset)
    register_subset_insertion_model("tensor.parallel_insert_slice", subset)
    register_result_shape_reifier("tensor.empty", reify_operands)
    register_result_shape_reifier("tensor.generate", reify_operands)
    register_result_shape_reifier("tensor.splat", reify_operands)
    register_result_shape_reifier("tensor.extract_slice", reify_extract_slice)
    register_result_shape_reifier("tensor.pad", reify_pad)
    register_result_shape_reifier("tensor.insert", reify_like_dest(1))
    register_result_shape_reifier("tensor.insert_slice", reify_like_dest(1))


__all__ = [
    "CastModel",
    "CollapseShapeModel",
    "ConcatModel",
    "DimModel",
    "EmptyModel",
    "ExpandShapeModel",
    "ExtractModel",
    "ExtractSliceModel",
    "FromElementsModel",
    "GenerateModel",
    "InsertModel",
    "InsertSliceModel",
    "PadModel",
    "ParallelInsertSliceModel",
    "RankModel",
    "ReshapeModel",
    "SplatModel",
    "build_extract_slice",
    "build_subview",
    "rank_reduced_subview_type",
    "register",
    "slice_parameters",
]
