"""The models of the ops of MLIR's dialects, one module per dialect.

Each module says how the ops of its dialect bufferize and how they are
deallocated, in two sections:

- **Bufferization models**: `register()` registers the `BufferizableOpModel`
  of every op of the dialect that One-Shot Bufferize handles (MLIR 22's
  external models). `register_all_models` is called the first time a model is
  looked up (see `xdsl_bufferization.interfaces.bufferizable`).
- **Deallocation models**: `register_deallocation()` registers the
  `BufferDeallocationModel` of the ops that the ownership-based deallocation
  cannot handle through the generic interfaces (MLIR's
  BufferDeallocationOpInterface). `register_all_deallocation_models` is called
  the first time one is looked up (see
  `xdsl_bufferization.interfaces.buffer_deallocation`).

A dialect without models of one kind says why in its docstring (e.g. `memref`
ops already have buffer semantics, `arith.select` deallocates like any op).
"""


def register_all_models() -> None:
    """Register the bufferization models of every dialect of this package."""
    from xdsl_bufferization.models import (
        arith,
        bufferization,
        cf,
        func,
        linalg,
        scf,
        tensor,
        vector,
    )

    for module in (arith, bufferization, cf, func, linalg, scf, tensor, vector):
        module.register()


def register_all_deallocation_models() -> None:
    """Register the deallocation models of every dialect of this package."""
    from xdsl_bufferization.models import cf, memref, scf, vector

    for module in (cf, memref, scf, vector):
        module.register_deallocation()
