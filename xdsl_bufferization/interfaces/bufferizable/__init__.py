"""The BufferizableOpInterface: how an op takes part in One-Shot Bufferize.

An op takes part in One-Shot Bufferize through a *model*, a
`BufferizableOpModel` registered for its name with
`register_bufferizable_model` (like MLIR's external models: the op class is
not touched). The model answers the analysis' questions about the op's tensor
operands and results (is this operand read? written? which results alias it,
and how?) and rewrites the op to memrefs (`bufferize`).

Ops of MLIR's dialects get their models from `xdsl_bufferization.models` (one
module per dialect), which the registries load the first time a model is
looked up (see `interfaces.registry`). Ops of other dialects get theirs by calling `register_bufferizable_model`;
`DestinationStyleOpModel` gives destination-style ops (whose results are
written into "init" operands) everything but `bufferize`. See
docs/bufferizable_ops.md for a worked example.

This package also holds the helpers models use: `get_buffer` (the buffer of a
tensor value), `get_buffer_type` (the memref type a tensor value will get),
`replace_op_with_bufferized_values`, `allocate_tensor_for_shaped_value`,
`BufferizationOptions.create_alloc` / `create_memcpy`, and `build_op` (an op
of any dialect, by name). Errors are raised as `BufferizationError`, which
the pass reports at the op.

The interface is split by idea, one module each (this package re-exports
every public name, so `from xdsl_bufferization.interfaces.bufferizable import
X` works for all of them):

- `values`: tensor and buffer values, `OpOperand`, aliasing, errors;
- `options`: `BufferizationOptions`;
- `analysis_state`: `AnalysisState`, `BufferizationState`;
- `model`: `BufferizableOpModel` (and the destination-style and read-only
  bases) and its registry;
- `subset_insertion`: `SubsetInsertionModel` and its registry;
- `model_helpers`: what models call to bufferize (`get_buffer`,
  `replace_op_with_bufferized_values`, `allocate_tensor_for_shaped_value`, ...);
- `unstructured_control_flow`: block signatures of regions with several blocks;
- `building`: ops by name (`build_op`), memref types, casts.
"""

from xdsl_bufferization.interfaces.bufferizable.analysis_state import (
    AnalysisState,
    BufferizationState,
    new_empty_state,
    unknown_get_aliasing_op_operands,
    unknown_get_aliasing_values,
)
from xdsl_bufferization.interfaces.bufferizable.building import (
    build_op,
    cast_or_realloc_memref_value,
    create_dim,
    create_index_constant,
    create_memref_cast,
    create_to_buffer,
    create_to_tensor,
    dense_ints,
    fold_to_buffer_to_tensor_pair,
    get_memref_type,
    get_memref_type_with_fully_dynamic_layout,
    get_memref_type_with_static_identity_layout,
    is_identity_map,
    memory_space_of,
    op_class,
    operand_group,
    operand_groups,
    recreate_op,
    tensor_type_of_memref,
)
from xdsl_bufferization.interfaces.bufferizable.model import (
    BufferizableOpModel,
    DestinationStyleOpModel,
    NoMemoryAccessModel,
    ReadOnlyOperandsModel,
    bufferizable_op_names,
    default_get_aliasing_op_operands,
    default_get_buffer_type,
    default_has_tensor_semantics,
    default_result_bufferizes_to_memory_write,
    get_bufferizable_model,
    has_tensor_semantics,
    register_bufferizable_model,
    register_builtin_model,
    unregister_bufferizable_model,
)
from xdsl_bufferization.interfaces.bufferizable.model_helpers import (
    BufferizingRewriter,
    ReifyFn,
    allocate_tensor_for_shaped_value,
    forward_to_buffers,
    get_buffer,
    get_buffer_type,
    get_buffers,
    is_memory_effect_free,
    materialize_to_tensors,
    populate_dynamic_dim_sizes,
    register_result_shape_reifier,
    reify_dynamic_sizes,
    replace_op_with_bufferized_values,
    replace_op_with_new_bufferized_op,
    resolve_tensor_op_operand_conflicts,
)
from xdsl_bufferization.interfaces.bufferizable.options import (
    AnalysisHeuristic,
    BufferizationOptions,
    LayoutMapOption,
)
from xdsl_bufferization.interfaces.bufferizable.subset_insertion import (
    SourceIntoDestSubsetModel,
    SubsetInsertionModel,
    get_subset_insertion_model,
    register_subset_insertion_model,
    subset_insertion_op_names,
    unregister_subset_insertion_model,
)
from xdsl_bufferization.interfaces.bufferizable.unstructured_control_flow import (
    bufferize_block_signature,
)
from xdsl_bufferization.interfaces.bufferizable.values import (
    AliasingOpOperand,
    AliasingValue,
    BufferizationError,
    BufferRelation,
    OpOperand,
    TraversalConfig,
    get_owner_of_value,
    is_buffer,
    is_tensor,
    operands_of,
    region_index,
    tensor_operands_of,
    uses_of,
)
from xdsl_bufferization.utils.static_values import constant_int_value

__all__ = [
    "AliasingOpOperand",
    "AliasingValue",
    "AnalysisHeuristic",
    "AnalysisState",
    "BufferRelation",
    "BufferizableOpModel",
    "BufferizationError",
    "BufferizationOptions",
    "BufferizationState",
    "BufferizingRewriter",
    "DestinationStyleOpModel",
    "LayoutMapOption",
    "NoMemoryAccessModel",
    "OpOperand",
    "ReadOnlyOperandsModel",
    "ReifyFn",
    "SourceIntoDestSubsetModel",
    "SubsetInsertionModel",
    "TraversalConfig",
    "allocate_tensor_for_shaped_value",
    "bufferizable_op_names",
    "bufferize_block_signature",
    "build_op",
    "cast_or_realloc_memref_value",
    "constant_int_value",
    "create_dim",
    "create_index_constant",
    "create_memref_cast",
    "create_to_buffer",
    "create_to_tensor",
    "default_get_aliasing_op_operands",
    "default_get_buffer_type",
    "default_has_tensor_semantics",
    "default_result_bufferizes_to_memory_write",
    "dense_ints",
    "fold_to_buffer_to_tensor_pair",
    "forward_to_buffers",
    "get_buffer",
    "get_buffer_type",
    "get_bufferizable_model",
    "get_buffers",
    "get_memref_type",
    "get_memref_type_with_fully_dynamic_layout",
    "get_memref_type_with_static_identity_layout",
    "get_owner_of_value",
    "get_subset_insertion_model",
    "has_tensor_semantics",
    "is_buffer",
    "is_identity_map",
    "is_memory_effect_free",
    "is_tensor",
    "materialize_to_tensors",
    "memory_space_of",
    "new_empty_state",
    "op_class",
    "operand_group",
    "operand_groups",
    "operands_of",
    "populate_dynamic_dim_sizes",
    "recreate_op",
    "region_index",
    "register_bufferizable_model",
    "register_builtin_model",
    "register_result_shape_reifier",
    "register_subset_insertion_model",
    "reify_dynamic_sizes",
    "replace_op_with_bufferized_values",
    "replace_op_with_new_bufferized_op",
    "resolve_tensor_op_operand_conflicts",
    "subset_insertion_op_names",
    "tensor_operands_of",
    "tensor_type_of_memref",
    "unknown_get_aliasing_op_operands",
    "unknown_get_aliasing_values",
    "unregister_bufferizable_model",
    "unregister_subset_insertion_model",
    "uses_of",
]
