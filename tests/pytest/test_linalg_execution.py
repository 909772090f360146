"""Every named op of the linalg table, executed three ways.

Each instance of tools/linalg_cases.py whose result runner-utils can print
(f32 and the integer types it takes, f16/bf16 inputs, each optional
attribute, static and dynamic shapes, tensors and memrefs; see
`_worth_running`) becomes a kernel function called by `@main`, many kernels
per program. Each program runs (way 2 for the forms of `_pipelined` only):

1. under our memory-checking executor, as written (tensors and memrefs);
2. under the executor after MLIR's `-one-shot-bufferize=bufferize-function-
   boundaries -buffer-deallocation-pipeline` and after ours (the
   differential harness: same output as 1, no memory error, and ours never
   allocates or copies more than MLIR's);
3. natively: MLIR's pipeline, then its lowering to LLVM and `mlir-runner`
   (tests/harness/integration.py, which also counts the buffers left live:
   none); it prints what 1 prints.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from tests.harness.differential import (
    TENSOR_PIPELINE,
    Case,
    Program,
    run_differential,
)
from tests.harness.integration import MLIR_PIPELINE, NativeRun
from tests.harness.integration import run_natively as run_lowered
from tests.harness.mlir_tools import run_mlir_opt
from tests.harness.outputs import hide_layouts as normalize_output
from tests.tools.linalg_cases import (
    Instance,
    all_instances,
    executable,
    program,
    variants,
)
from xdsl_bufferization.dialects.linalg import NAMED_OPS
from xdsl_bufferization.executor import ExecutionResult

BATCH = 40
"""Kernels per program (one mlir-runner JIT per program)."""


def _worth_running(instance: Instance) -> bool:
    """All the forms of each op but two redundant ones: plain `i32` where
    the op also runs on i8 inputs with an i32 output, and the dilation-only
    variant (strides and dilations together run)."""
    name = instance.name
    if name.endswith("_s1_d2"):
        return False
    return not (name.endswith("_i32") and "mixed" in variants(instance.spec))


NOT_PIPELINED = ("_memref", "_half", "_bf16", "_s2_d1")
"""Forms that run in the executor and natively only, to keep the test cheap:
the pipelines do nothing particular with them (memrefs have nothing to
bufferize; f16/bf16 inputs and the stride-only variant bufferize as the
f32 and strided-and-dilated forms do)."""


INSTANCES = [i for i in all_instances() if executable(i) and _worth_running(i)]


def _pipelined(instance: Instance) -> bool:
    return not instance.name.endswith(NOT_PIPELINED)


def _batches(pipelined: bool) -> list[Program]:
    groups: dict[str, list[Instance]] = {}
    for instance in INSTANCES:
        if _pipelined(instance) == pipelined:
            groups.setdefault(instance.spec.family, []).append(instance)
    return [
        Program(f"{family}_{start}", program(members[start : start + BATCH]))
        for family, members in groups.items()
        for start in range(0, len(members), BATCH)
    ]


PIPELINED = _batches(True)
EXECUTED = _batches(False)


def natively(programs: Sequence[str], first: Sequence[str] = ()) -> list[NativeRun]:
    """MLIR's pipeline (after the passes `first`) on each program, lowered
    and run by `mlir-runner`."""
    bufferized = run_mlir_opt(programs, [*first, *MLIR_PIPELINE])
    failures = [r.error for r in bufferized if r.text is None]
    assert not failures, failures[0]
    return [run_lowered(r.text or "") for r in bufferized]


@pytest.fixture(scope="module")
def cases() -> list[Case]:
    return run_differential(PIPELINED, TENSOR_PIPELINE)


@pytest.fixture(scope="module")
def native() -> list[NativeRun]:
    return natively([p.text for p in (*PIPELINED, *EXECUTED)])


def test_every_op_is_executed():
    assert {i.spec.name for i in INSTANCES} == {spec.name for spec in NAMED_OPS}
    pipelined = {i.spec.name for i in INSTANCES if _pipelined(i)}
    assert pipelined == {spec.name for spec in NAMED_OPS}
    assert len(INSTANCES) >= 400


def test_same_output_as_mlir_runner(cases: list[Case], native: list[NativeRun]):
    from xdsl_bufferization.executor import run

    outputs = [(case.name, case.input.output, case.input.error) for case in cases]
    for batch in EXECUTED:
        result = run(batch.text)
        assert not _errors(result), result.report.to_text()
        outputs.append((batch.name, result.output, None))
    for (name, output, error), expected in zip(outputs, native, strict=True):
        assert output is not None, error
        assert normalize_output(output) == normalize_output(expected.output), name
        assert expected.live == 0, f"{name}: {expected.live} buffer(s) leak natively"


def test_pipelines_compute_the_same_without_memory_error(cases: list[Case]):
    problems = [f"{case.name}: {p}" for case in cases for p in case.problems()]
    assert problems == []
    assert all(case.mlir is not None and case.ours is not None for case in cases)


def test_no_more_allocations_or_copies_than_mlir(cases: list[Case]):
    excess = [(case.name, case.excess()) for case in cases if case.excess()]
    assert excess == []


SOFTMAX_LIBRARY = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%module: !transform.any_op {transform.readonly}) {
    %softmax = transform.structured.match ops{["linalg.softmax"]} in %module
      : (!transform.any_op) -> !transform.any_op
    %parts = transform.structured.decompose_interface %softmax
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""
"""MLIR lowers linalg.softmax through its decomposition (a transform: no
pass decomposes it)."""

_SOFTMAX_KERNELS = """
func.func private @printMemrefF32(memref<*xf32>)

func.func @rows(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

func.func @columns_in_place(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.softmax dimension(0) ins(%a : tensor<?x?xf32>) outs(%a : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""

_SOFTMAX_ON_TENSORS = """
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, 0.5, 30.0, -2.5]]> : tensor<2x4xf32>
  %r = call @rows(%c) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %rm = bufferization.to_buffer %r : tensor<2x4xf32> to memref<2x4xf32>
  %ru = memref.cast %rm : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  %d = tensor.cast %c : tensor<2x4xf32> to tensor<?x?xf32>
  %s = call @columns_in_place(%d) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %sm = bufferization.to_buffer %s : tensor<?x?xf32> to memref<?x?xf32>
  %su = memref.cast %sm : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
"""

_SOFTMAX_BUFFER_KERNEL = """
func.func @on_buffers(%a: memref<2x2x3xf32>, %b: memref<2x2x3xf32>) {
  linalg.softmax dimension(2) ins(%a : memref<2x2x3xf32>) outs(%b : memref<2x2x3xf32>)
  return
}
"""

_SOFTMAX_ON_BUFFERS = """
  %k = arith.constant dense<[[[0.5, 1.5, -0.5], [2.0, 2.0, 2.0]], [[-3.0, 0.0, 3.0], [1.0, -1.0, 0.25]]]> : tensor<2x2x3xf32>
  %kb = bufferization.to_buffer %k : tensor<2x2x3xf32> to memref<2x2x3xf32>
  %a = memref.alloc() : memref<2x2x3xf32>
  memref.copy %kb, %a : memref<2x2x3xf32> to memref<2x2x3xf32>
  %b = memref.alloc() : memref<2x2x3xf32>
  call @on_buffers(%a, %b) : (memref<2x2x3xf32>, memref<2x2x3xf32>) -> ()
  %bu = memref.cast %b : memref<2x2x3xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
"""


def _softmax_program(*parts: str, kernels: str = _SOFTMAX_KERNELS) -> str:
    return kernels + "func.func @main() {" + "".join(parts) + "  return\n}\n"


def test_softmax_three_ways(tmp_path: Path):
    """On tensors: executor, both pipelines and mlir-runner; on buffers
    (MLIR's decomposition asserts on memrefs): executor and pipelines."""
    library = tmp_path / "softmax_library.mlir"
    library.write_text(SOFTMAX_LIBRARY)
    on_tensors = _softmax_program(_SOFTMAX_ON_TENSORS)
    (expected,) = natively(
        [on_tensors],
        [
            f"--transform-preload-library=transform-library-paths={library}",
            "--transform-interpreter",
        ],
    )
    cases = run_differential(
        [
            Program("softmax_tensors", on_tensors),
            Program(
                "softmax",
                _softmax_program(
                    _SOFTMAX_ON_TENSORS,
                    _SOFTMAX_ON_BUFFERS,
                    kernels=_SOFTMAX_KERNELS + _SOFTMAX_BUFFER_KERNEL,
                ),
            ),
        ],
        TENSOR_PIPELINE,
    )
    assert cases[0].input.output is not None, cases[0].input.error
    assert normalize_output(cases[0].input.output) == normalize_output(expected.output)
    assert expected.live == 0
    for case in cases:
        assert case.problems() == []
        assert case.excess() == []


LOWERINGS = (
    "convert-linalg-to-loops",
    "linalg-generalize-named-ops,convert-linalg-to-loops",
)


@pytest.mark.parametrize("pipeline", LOWERINGS)
def test_generalized_and_loop_forms_compute_the_same(pipeline: str):
    """Every op of the table on memrefs, generalized (`linalg.generic`) and/or
    lowered to loops by xDSL's `convert-linalg-to-loops` (which our classes
    keep working with), computes what the op computes (in the executor)."""
    from xdsl.passes import PassPipeline
    from xdsl.universe import Universe

    from xdsl_bufferization.context import get_context
    from xdsl_bufferization.executor import parse_program, run
    from xdsl_bufferization.universe import install_overrides

    install_overrides()
    passes = dict(Universe.get_multiverse().all_passes)
    on_memrefs = [i for i in all_instances() if i.memref and executable(i)]
    assert {i.spec.name for i in on_memrefs} == {spec.name for spec in NAMED_OPS}
    text = program(on_memrefs)
    expected = run(text)
    # The buffers of @main are not freed (the deallocation pipeline would).
    assert not _errors(expected), expected.report.to_text()
    module, _ = parse_program(text)
    PassPipeline.parse_spec(passes, pipeline).apply(get_context(), module)
    module.verify()
    names = {op.name for op in module.walk() if op.name.startswith("linalg.")}
    assert not names, names
    lowered = run(module)
    assert not _errors(lowered), lowered.report.to_text()
    assert normalize_output(lowered.output) == normalize_output(expected.output)


def _errors(result: ExecutionResult) -> list[str]:
    return [v.kind for v in result.report.violations if v.kind != "leak"]
