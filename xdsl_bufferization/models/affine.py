"""The models of the ops of xDSL's `affine` dialect.

**Bufferization models**: none (affine ops work on memrefs and indices).
**Deallocation models**: none (the generic interfaces describe them).

**Memory effects**, for the ops whose xDSL class declares none or too few
(MLIR's): `affine.min` has none; `affine.for` and `affine.parallel` have
those of their bodies; `affine.load` / `vector_load` read their memref,
`affine.store` / `vector_store` write theirs.
"""

from __future__ import annotations

from xdsl.traits import MemoryEffectKind

from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
    OperandEffectsModel,
    RecursiveEffectsModel,
)


def register() -> None:
    """Register every model of the affine ops."""
    read, write = MemoryEffectKind.READ, MemoryEffectKind.WRITE
    MEMORY_EFFECTS_MODELS.register("affine.min", NoEffectsModel())
    for name in ("affine.for", "affine.parallel"):
        MEMORY_EFFECTS_MODELS.register(name, RecursiveEffectsModel())
    for name in ("affine.load", "affine.vector_load"):
        MEMORY_EFFECTS_MODELS.register(name, OperandEffectsModel((read, 0)))
    for name in ("affine.store", "affine.vector_store"):
        MEMORY_EFFECTS_MODELS.register(name, OperandEffectsModel((write, 1)))


__all__ = ["register"]
