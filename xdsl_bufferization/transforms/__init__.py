"""Passes of this package, registered with `xdsl-opt` under MLIR's names."""

from collections.abc import Callable

from xdsl.passes import ModulePass


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Factories of this package's passes, by MLIR pass name (imported lazily)."""

    def get_linalg_generalize_named_ops() -> type[ModulePass]:
        from xdsl_bufferization.transforms.linalg_generalize_named_ops import (
            LinalgGeneralizeNamedOpsPass,
        )

        return LinalgGeneralizeNamedOpsPass

    def get_one_shot_bufferize() -> type[ModulePass]:
        from xdsl_bufferization.transforms.one_shot_bufferize import (
            OneShotBufferizePass,
        )

        return OneShotBufferizePass

    def get_bufferization_lower_deallocations() -> type[ModulePass]:
        from xdsl_bufferization.transforms.bufferization_lower_deallocations import (
            BufferizationLowerDeallocationsPass,
        )

        return BufferizationLowerDeallocationsPass

    def get_convert_bufferization_to_memref() -> type[ModulePass]:
        from xdsl_bufferization.transforms.convert_bufferization_to_memref import (
            ConvertBufferizationToMemRefPass,
        )

        return ConvertBufferizationToMemRefPass

    def get_expand_realloc() -> type[ModulePass]:
        from xdsl_bufferization.transforms.expand_realloc import ExpandReallocPass

        return ExpandReallocPass

    def get_ownership_based_buffer_deallocation() -> type[ModulePass]:
        from xdsl_bufferization.transforms.ownership_based_buffer_deallocation import (
            OwnershipBasedBufferDeallocationPass,
        )

        return OwnershipBasedBufferDeallocationPass

    def get_buffer_deallocation_simplification() -> type[ModulePass]:
        from xdsl_bufferization.transforms.buffer_deallocation_simplification import (
            BufferDeallocationSimplificationPass,
        )

        return BufferDeallocationSimplificationPass

    def get_buffer_deallocation_pipeline() -> type[ModulePass]:
        from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
            BufferDeallocationPipelinePass,
        )

        return BufferDeallocationPipelinePass

    def get_buffer_deallocation() -> type[ModulePass]:
        from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
            DeprecatedBufferDeallocationPass,
        )

        return DeprecatedBufferDeallocationPass

    def get_buffer_hoisting() -> type[ModulePass]:
        from xdsl_bufferization.transforms.buffer_hoisting import BufferHoistingPass

        return BufferHoistingPass

    def get_buffer_loop_hoisting() -> type[ModulePass]:
        from xdsl_bufferization.transforms.buffer_hoisting import (
            BufferLoopHoistingPass,
        )

        return BufferLoopHoistingPass

    def get_promote_buffers_to_stack() -> type[ModulePass]:
        from xdsl_bufferization.transforms.promote_buffers_to_stack import (
            PromoteBuffersToStackPass,
        )

        return PromoteBuffersToStackPass

    def get_optimize_allocation_liveness() -> type[ModulePass]:
        from xdsl_bufferization.transforms.optimize_allocation_liveness import (
            OptimizeAllocationLivenessPass,
        )

        return OptimizeAllocationLivenessPass

    def get_drop_equivalent_buffer_results() -> type[ModulePass]:
        from xdsl_bufferization.transforms.drop_equivalent_buffer_results import (
            DropEquivalentBufferResultsPass,
        )

        return DropEquivalentBufferResultsPass

    def get_buffer_results_to_out_params() -> type[ModulePass]:
        from xdsl_bufferization.transforms.buffer_results_to_out_params import (
            BufferResultsToOutParamsPass,
        )

        return BufferResultsToOutParamsPass

    def get_eliminate_empty_tensors() -> type[ModulePass]:
        from xdsl_bufferization.transforms.eliminate_empty_tensors import (
            EliminateEmptyTensorsPass,
        )

        return EliminateEmptyTensorsPass

    def get_empty_tensor_to_alloc_tensor() -> type[ModulePass]:
        from xdsl_bufferization.transforms.empty_tensor_to_alloc_tensor import (
            EmptyTensorToAllocTensorPass,
        )

        return EmptyTensorToAllocTensorPass

    def get_convert_scf_to_cf() -> type[ModulePass]:
        from xdsl_bufferization.transforms.convert_scf_to_cf import ConvertScfToCfPass

        return ConvertScfToCfPass

    def get_canonicalize() -> type[ModulePass]:
        from xdsl_bufferization.transforms.canonicalize import CanonicalizePass

        return CanonicalizePass

    return {
        "canonicalize": get_canonicalize,
        "one-shot-bufferize": get_one_shot_bufferize,
        "linalg-generalize-named-ops": get_linalg_generalize_named_ops,
        "empty-tensor-to-alloc-tensor": get_empty_tensor_to_alloc_tensor,
        "eliminate-empty-tensors": get_eliminate_empty_tensors,
        "ownership-based-buffer-deallocation": get_ownership_based_buffer_deallocation,
        "buffer-deallocation-simplification": get_buffer_deallocation_simplification,
        "buffer-deallocation-pipeline": get_buffer_deallocation_pipeline,
        "buffer-deallocation": get_buffer_deallocation,
        "expand-realloc": get_expand_realloc,
        "bufferization-lower-deallocations": get_bufferization_lower_deallocations,
        "convert-bufferization-to-memref": get_convert_bufferization_to_memref,
        "buffer-hoisting": get_buffer_hoisting,
        "buffer-loop-hoisting": get_buffer_loop_hoisting,
        "promote-buffers-to-stack": get_promote_buffers_to_stack,
        "optimize-allocation-liveness": get_optimize_allocation_liveness,
        "drop-equivalent-buffer-results": get_drop_equivalent_buffer_results,
        "buffer-results-to-out-params": get_buffer_results_to_out_params,
        "convert-scf-to-cf": get_convert_scf_to_cf,
    }
