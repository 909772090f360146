"""Passes of this package, registered with `xdsl-opt` under MLIR's names."""

from collections.abc import Callable

from xdsl.passes import ModulePass


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Factories of this package's passes, by MLIR pass name (imported lazily)."""

    return {}
