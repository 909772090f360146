"""The models of the ops of MLIR's dialects, one module per dialect.

Each module gives the ops of its dialect every interface model they need:
how they bufferize (`BufferizableOpModel`, subset insertion, result shapes),
their region control flow, branches and calls, memory effects, views, and
how they are deallocated (`BufferDeallocationModel`, for the ops the
ownership-based deallocation cannot handle through the generic interfaces).
Its `register()` registers them all.

`register_all()` registers the models of every dialect, once. The package
(`xdsl_bufferization/__init__.py`) installs it as the loader of the model
registries (`interfaces.registry.set_builtin_models_loader`): it runs before
the first registration or on the first lookup that finds nothing, whichever
module was imported first. Calling it directly is harmless.

A dialect without models of one kind says why in its docstring (e.g. `memref`
ops already have buffer semantics, `arith.select` deallocates like any op).
"""

from importlib import import_module

DIALECTS = (
    "affine",
    "arith",
    "bufferization",
    "cf",
    "func",
    "linalg",
    "memref",
    "scf",
    "tensor",
    "vector",
)
"""The dialects with models: `xdsl_bufferization.models.<name>` each."""

_registered: list[bool] = [False]


def register_all() -> None:
    """Register the models of every dialect of this package (once)."""
    if _registered[0]:
        return
    # Set first: registering calls the registries' loader, which calls this.
    _registered[0] = True
    for name in DIALECTS:
        import_module(f"{__name__}.{name}").register()


def register_all_models() -> None:
    """The old name of `register_all` (which registers every kind of model)."""
    register_all()


def register_all_deallocation_models() -> None:
    """The old name of `register_all` (which registers every kind of model)."""
    register_all()
