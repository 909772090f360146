"""Seeded, deterministic generators of MLIR programs for differential tests.

- `generate_memref_program(seed)`: a memref-level program without
  deallocations, for `-buffer-deallocation-pipeline`;
- `generate_tensor_program(seed)`: a tensor-level program, for One-Shot
  Bufferize followed by the deallocation pipeline.

Each program has a `@main` without arguments that prints what it computed
(runner-utils calls). The same seed always gives the same text. A generator
also accepts a `Choices` replaying a recorded choice list, which is what
`shrink` uses to make a failing program smaller. See
docs/differential_testing.md.
"""

from generators.choices import Choices, shrink
from generators.memref_programs import generate_memref_program
from generators.tensor_programs import generate_tensor_program

GENERATORS = {
    "memref": generate_memref_program,
    "tensor": generate_tensor_program,
}
"""The generators by the kind of program they make."""

__all__ = [
    "GENERATORS",
    "Choices",
    "generate_memref_program",
    "generate_tensor_program",
    "shrink",
]
