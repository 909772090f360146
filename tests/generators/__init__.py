"""Seeded, deterministic generators of MLIR programs for differential tests.

- `generate_memref_program(seed)`: a memref-level program without
  deallocations, for `-buffer-deallocation-pipeline`;
- `generate_tensor_program(seed)`: a tensor-level program, for One-Shot
  Bufferize followed by the deallocation pipeline;
- `generate_module_program(seed)`: a tensor-level module with call chains
  (depth 1 to 4), for the same pipeline (One-Shot Module Bufferize);
- `generate_cfg_program(seed)` (`cfg_programs`): a memref program with
  unstructured control flow, for our deallocation passes alone.

Each program has a `@main` without arguments that prints what it computed
(runner-utils calls). The same seed always gives the same text. A generator
also accepts a `Choices` replaying a recorded choice list, which is what
`shrink` uses to make a failing program smaller. See
docs/differential_testing.md.
"""

from tests.generators.choices import Choices, shrink
from tests.generators.memref_programs import generate_memref_program
from tests.generators.module_programs import generate_module_program
from tests.generators.tensor_programs import generate_tensor_program

GENERATORS = {
    "memref": generate_memref_program,
    "tensor": generate_tensor_program,
    "module": generate_module_program,
}
"""The generators of the differential tests, by the kind of program they
make."""

__all__ = [
    "GENERATORS",
    "Choices",
    "generate_memref_program",
    "generate_module_program",
    "generate_tensor_program",
    "shrink",
]
