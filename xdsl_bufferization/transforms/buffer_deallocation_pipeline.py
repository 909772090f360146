"""
The `buffer-deallocation-pipeline` pass pipeline, and the deprecated
`buffer-deallocation` name.

MLIR 22's pipeline (`mlir-opt --dump-pass-pipeline`):

```
expand-realloc{emit-deallocs=false}, canonicalize,
ownership-based-buffer-deallocation, canonicalize,
buffer-deallocation-simplification, bufferization-lower-deallocations,
cse, canonicalize
```

Passes are looked up by name among the passes `xdsl-opt` knows (this package's
and xDSL's), so this module imports none of them. xDSL's `canonicalize` lacks
some of MLIR's folds that matter for deallocation code; each `canonicalize`
step here also applies the patterns of
`xdsl_bufferization.transforms.canonicalization_patterns.deallocation`
(see docs/buffer_deallocation.md).
"""

from __future__ import annotations

import sys
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, ParameterListType

from xdsl_bufferization.pass_options import MLIROptionsPass

PIPELINE: tuple[tuple[str, dict[str, ParameterListType]], ...] = (
    ("expand-realloc", {"emit-deallocs": (False,)}),
    ("canonicalize", {}),
    ("ownership-based-buffer-deallocation", {}),
    ("canonicalize", {}),
    ("buffer-deallocation-simplification", {}),
    ("bufferization-lower-deallocations", {}),
    ("cse", {}),
    ("canonicalize", {}),
)
"""MLIR 22's pipeline: pass names and options."""


def _known_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    from xdsl.universe import Universe

    return dict(Universe.get_multiverse().all_passes)


def pipeline_passes(private_function_dynamic_ownership: bool) -> list[ModulePass]:
    """
    The passes of the pipeline, with the option given to the ownership-based
    deallocation. A pass that is not available (not yet implemented in this
    package) is left out; `missing_pipeline_passes()` lists them.
    """
    known = _known_passes()
    passes: list[ModulePass] = []
    for name, options in PIPELINE:
        factory = known.get(name)
        if factory is None:
            continue
        parameters = dict(options)
        if name == "ownership-based-buffer-deallocation":
            parameters["private-function-dynamic-ownership"] = (
                private_function_dynamic_ownership,
            )
        pass_class = factory()
        spec = ArgSpec(name, parameters)
        passes.append(cast(ModulePass, pass_class.from_spec(spec)))  # pyright: ignore[reportUnknownMemberType]
    return passes


def missing_pipeline_passes() -> list[str]:
    """The passes of MLIR's pipeline that `xdsl-opt` does not know."""
    known = _known_passes()
    return [name for name, _ in PIPELINE if name not in known]


@dataclass(frozen=True)
class BufferDeallocationPipelinePass(MLIROptionsPass):
    """
    Insert and lower the deallocations of a memref program (MLIR 22's
    `-buffer-deallocation-pipeline`): expand `memref.realloc`, insert
    `bufferization.dealloc` ops by ownership, simplify them, lower them to
    `memref.dealloc` with runtime alias checks where needed, clean up.

    Options:
    - `private-function-dynamic-ownership` (default false): passed to
      `ownership-based-buffer-deallocation`.
    """

    name = "buffer-deallocation-pipeline"

    private_function_dynamic_ownership: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for step in pipeline_passes(self.private_function_dynamic_ownership):
            step.apply(ctx, op)


class BufferDeallocationDeprecationWarning(FutureWarning):
    """`buffer-deallocation` was removed from MLIR; it runs the new pipeline."""


DEPRECATION_MESSAGE = (
    "the 'buffer-deallocation' pass was removed from MLIR; it now runs "
    "'buffer-deallocation-pipeline', use that pass instead"
)


@dataclass(frozen=True)
class DeprecatedBufferDeallocationPass(MLIROptionsPass):
    """
    The old clone-based `-buffer-deallocation` pass (seeds 000 and 003) was
    removed from MLIR; its users were told to switch to
    `-buffer-deallocation-pipeline` (seed 004). This name is accepted: it warns
    (a `BufferDeallocationDeprecationWarning`, shown on stderr) and runs
    `buffer-deallocation-pipeline` with its default options. No options.
    """

    name = "buffer-deallocation"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        warnings.warn(DEPRECATION_MESSAGE, BufferDeallocationDeprecationWarning, 2)
        sys.stderr.flush()
        BufferDeallocationPipelinePass().apply(ctx, op)
