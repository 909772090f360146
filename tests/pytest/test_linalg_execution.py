"""Every named op of the linalg table, executed three ways.

Each instance of tools/linalg_cases.py whose result runner-utils can print
(f32 and the integer types it takes, f16/bf16 inputs, each optional
attribute, static and dynamic shapes, tensors and memrefs) becomes a kernel
function called by `@main`, many kernels per program. Each program runs:

1. under our memory-checking executor, as written (tensors and memrefs);
2. under the executor after MLIR's `-one-shot-bufferize=bufferize-function-
   boundaries -buffer-deallocation-pipeline` and after ours (the
   differential harness: same output as 1, no memory error, and ours never
   allocates or copies more than MLIR's);
3. natively: `mlir-opt`'s bufferization and lowering to LLVM, then
   `mlir-runner`; it prints what 1 prints.

Programs with `i1` buffers skip 3: mlir-opt 22 cannot lower them.
"""

from __future__ import annotations

import pytest
from differential.harness import (
    TENSOR_PIPELINE,
    Case,
    Program,
    normalize_output,
    run_differential,
)
from tools.linalg_cases import (
    Instance,
    all_instances,
    executable,
    program,
    runs_natively,
)
from tools.mlir_runner import run_natively

from xdsl_bufferization.dialects.linalg import NAMED_OPS

BATCH = 40
"""Kernels per program (one mlir-runner JIT per program)."""

INSTANCES = [i for i in all_instances() if executable(i)]


def _batches() -> list[tuple[Program, bool]]:
    groups: dict[tuple[str, bool], list[Instance]] = {}
    for instance in INSTANCES:
        key = (instance.spec.family, runs_natively(instance))
        groups.setdefault(key, []).append(instance)
    batches: list[tuple[Program, bool]] = []
    for (family, native), members in groups.items():
        for start in range(0, len(members), BATCH):
            chunk = members[start : start + BATCH]
            name = f"{family}_{start}" + ("" if native else "_i1")
            batches.append((Program(name, program(chunk)), native))
    return batches


BATCHES = _batches()


@pytest.fixture(scope="module")
def cases() -> list[Case]:
    return run_differential([p for p, _ in BATCHES], TENSOR_PIPELINE)


@pytest.fixture(scope="module")
def native() -> dict[str, str]:
    programs = [p for p, runs in BATCHES if runs]
    return {
        p.name: output
        for p, output in zip(programs, run_natively([p.text for p in programs]))
    }


def test_every_op_is_executed():
    assert {i.spec.name for i in INSTANCES} == {spec.name for spec in NAMED_OPS}
    assert len(INSTANCES) >= 500


def test_same_output_as_mlir_runner(cases: list[Case], native: dict[str, str]):
    compared = 0
    for case in cases:
        expected = native.get(case.name)
        if expected is None:
            continue
        assert case.input.output is not None, case.input.error
        assert normalize_output(case.input.output) == normalize_output(expected), (
            case.name
        )
        compared += 1
    assert compared == len(native)


def test_pipelines_compute_the_same_without_memory_error(cases: list[Case]):
    problems = [f"{case.name}: {p}" for case in cases for p in case.problems()]
    assert problems == []
    assert all(case.mlir is not None and case.ours is not None for case in cases)


def test_no_more_allocations_or_copies_than_mlir(cases: list[Case]):
    excess = [(case.name, case.excess()) for case in cases if case.excess()]
    assert excess == []
