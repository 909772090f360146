"""How the ops of the `func` dialect take part in One-Shot Bufferize.

Without `bufferize-function-boundaries`, ops of the `func` dialect are not
bufferized (MLIR's rule): function arguments are unknown, read-only tensors
(read through `bufferization.to_buffer`), and returned tensors are passed
through `bufferization.to_tensor`. Function boundaries (One-Shot Module
Bufferize) are handled by `xdsl_bufferization.transforms.one_shot_bufferize`.
"""

from __future__ import annotations


def register() -> None:
    """The func ops have no model outside of function boundary bufferization."""
