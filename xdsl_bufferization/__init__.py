"""MLIR's bufferization stack for xDSL.

Modules:

- `xdsl_bufferization.dialects`: the `bufferization`, `memref` and `scf` dialects
  with every op of MLIR 22, in MLIR 22's syntax.
- `xdsl_bufferization.interfaces`: op interfaces (region control flow, branches,
  memory effects, ...) with models registered from outside the op classes.
- `xdsl_bufferization.transforms`: the passes, registered with `xdsl-opt` under
  MLIR's names.
- `xdsl_bufferization.context`: `get_context()`, a `Context` with every dialect
  `xdsl-opt` knows plus ours.
- `xdsl_bufferization.pipeline`: `parse_module(text)` and
  `run_pipeline(module, "one-shot-bufferize{...},buffer-deallocation-pipeline")`
  (also exported here); see docs/python_api.md.
- `xdsl_bufferization.diagnostics`: errors as `mlir-opt` shows them
  (`format_error`).
"""

__version__ = "0.1.0"

from xdsl_bufferization.interfaces.registry import set_builtin_models_loader
from xdsl_bufferization.pipeline import (
    build_pipeline,
    parse_module,
    parse_passes,
    run_pipeline,
)


def _register_builtin_models() -> None:
    from xdsl_bufferization.models import register_all

    register_all()


# This module runs before any other of the package, so every model lookup
# finds the built-in models (see `interfaces.registry`).
set_builtin_models_loader(_register_builtin_models)

__all__ = ["build_pipeline", "parse_module", "parse_passes", "run_pipeline"]
