"""The tests, and the helper packages they share, importable as `tests.*`
from the repository root (pytest's `pythonpath = ["."]`; `python -m` from
the root):

- `tests.harness`: running programs through our pipelines and MLIR 22's,
  executing them and comparing the results (see its docstring);
- `tests.generators`: seeded program generators;
- `tests.fuzz`: the mutation fuzzer;
- `tests.tools`: small tools the tests run.

The program folders (`dealloc_programs/`, `one_shot_programs/`,
`module_programs/`, `integration/`, `executor_programs/`) and
`filecheck/` hold data only.

This file makes `tests` a regular package: xDSL 0.74 installs a `tests`
directory of its own into site-packages, which must not shadow this one.
"""
