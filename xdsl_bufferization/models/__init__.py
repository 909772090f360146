"""Bufferization models of the ops of MLIR's dialects, one module per dialect.

Each module registers, through `register()`, the `BufferizableOpModel` of
every op of its dialect that One-Shot Bufferize handles (MLIR 22's external
models). `register_all_models` is called the first time a model is looked up
(see `xdsl_bufferization.interfaces.bufferizable`).
"""


def register_all_models() -> None:
    """Register the models of every dialect of this package."""
    from xdsl_bufferization.models import (
        arith,
        bufferization,
        cf,
        func,
        linalg,
        scf,
        tensor,
    )

    for module in (arith, bufferization, cf, func, linalg, scf, tensor):
        module.register()
