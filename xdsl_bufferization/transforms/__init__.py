"""Passes of this package, registered with `xdsl-opt` under MLIR's names."""

from collections.abc import Callable

from xdsl.passes import ModulePass


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Factories of this package's passes, by MLIR pass name (imported lazily)."""

    def get_one_shot_bufferize() -> type[ModulePass]:
        from xdsl_bufferization.transforms.one_shot_bufferize import (
            OneShotBufferizePass,
        )

        return OneShotBufferizePass

    return {
        "one-shot-bufferize": get_one_shot_bufferize,
    }
