"""Differential testing of our passes against upstream MLIR 22.

    from differential import run_differential, MEMREF_PIPELINE, programs_for
    cases = run_differential(programs_for("memref", range(200)), MEMREF_PIPELINE)
    assert not [case for case in cases if case.problems()]

`ours_available(pipeline)` is the switch that adds our passes' column. See
docs/differential_testing.md.
"""

from differential.harness import (
    COMPARED_COUNTS,
    IDENTITY_PIPELINE,
    MEMREF_PIPELINE,
    ONE_SHOT_PIPELINE,
    PIPELINES,
    TENSOR_PIPELINE,
    Case,
    Pipeline,
    Program,
    Run,
    format_problems,
    normalize_output,
    ours_available,
    run_differential,
    summarize,
)
from differential.mlir import MlirResult, run_mlir_opt
from differential.programs import programs_for

__all__ = [
    "COMPARED_COUNTS",
    "IDENTITY_PIPELINE",
    "MEMREF_PIPELINE",
    "ONE_SHOT_PIPELINE",
    "PIPELINES",
    "TENSOR_PIPELINE",
    "Case",
    "MlirResult",
    "Pipeline",
    "Program",
    "Run",
    "format_problems",
    "normalize_output",
    "ours_available",
    "programs_for",
    "run_differential",
    "run_mlir_opt",
    "summarize",
]
