"""The test harness: programs through our pipelines and MLIR 22's, executed
by our memory-checking executor, and the results compared.

Shared pieces (each used by every corpus below):

| module | what |
| --- | --- |
| `programs` | the program folders (data only) and their `// NAME:` directives |
| `ours` | our passes in-process, as `xdsl-opt -p` runs them: parse, run a pipeline, verify (dominance included), print |
| `mlir_tools` | upstream `mlir-opt` / `mlir-runner` (one program, a batch, the binaries) |
| `execution` | a program run by our executor: output, memory violations, counters |
| `outputs` | output normalisation, first difference, `filecheck` |
| `metrics` | op counts and the costs compared with MLIR's (allocations, copies, clones, alias checks; static and executed) |
| `known_problems` | what the tests tolerate of ours, with the reasons |
| `mlir_defects` | known MLIR 22 defects that exclude its column, with the excluded seeds |
| `documents` | the generated cost tables of the docs |
| `work` | the work a piece of code does, counted in calls (scaling tests, not timed) |

One module per corpus:

| module | programs | test |
| --- | --- | --- |
| `dealloc_programs` | tests/dealloc_programs | test_buffer_deallocation_programs.py |
| `one_shot_programs` | tests/one_shot_programs | test_one_shot_programs.py |
| `module_programs` | tests/module_programs | test_module_programs.py |
| `integration` | tests/integration (five ways, `mlir-runner` included) | test_integration.py |
| `differential`, `generated` | generated programs (tests/generators) | test_differential.py |

See docs/differential_testing.md for the differential harness.
"""
