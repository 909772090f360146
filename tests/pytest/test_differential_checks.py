"""Every check of the differential harness can fail: programs that leak,
free twice, use after free or access out of bounds, and MLIR outputs with a
deallocation dropped, duplicated or moved, or a value changed, are each
reported as such; MLIR crashes and the known MLIR defects are recognised."""

from __future__ import annotations

import copy
import re

import pytest

from tests.harness.differential import (
    IDENTITY_PIPELINE,
    MEMREF_PIPELINE,
    ONE_SHOT_PIPELINE,
    TENSOR_PIPELINE,
    Case,
    Pipeline,
    Program,
    run_differential,
)
from tests.harness.generated import excess_failures, programs_for
from tests.harness.known_problems import KNOWN_EXCESS
from tests.harness.mlir_tools import run_mlir_opt

HEADER = """\
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func @opaque_i1(%x: i1) -> i1 {
  return %x : i1
}
"""

PRINTS_ONE_BUFFER = (
    HEADER
    + """\
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.500000e+00 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
"""
)

BODIES = {
    "double-free": """\
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
""",
    "use-after-free": """\
  %a = memref.alloc() : memref<4xf32>
  %zero = arith.constant 0.000000e+00 : f32
  linalg.fill ins(%zero : f32) outs(%a : memref<4xf32>)
  memref.dealloc %a : memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  func.call @printF32(%v) : (f32) -> ()
""",
    "out-of-bounds": """\
  %a = memref.alloc() : memref<4xf32>
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.000000e+00 : f32
  memref.store %zero, %a[%c4] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
""",
    "free-of-alloca": """\
  %a = memref.alloca() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
""",
}


def program(name: str, text: str) -> Program:
    return Program(name, text)


def run_one(text: str, pipeline=MEMREF_PIPELINE, **options) -> Case:
    (case,) = run_differential([program("case", text)], pipeline, jobs=1, **options)
    return case


def test_a_correct_pipeline_result_passes():
    case = run_one(PRINTS_ONE_BUFFER, ours=False)
    assert case.problems() == []
    assert case.mlir is not None
    assert case.mlir.counters["frees"] == 1
    assert case.mlir.static["memref.dealloc"] == 1
    # The input itself leaks: that is not a problem of the input.
    assert case.input.violation_kinds() == {"leak": 1}


def test_a_leaking_program_is_reported():
    # The identity pipeline: MLIR's "result" is the program itself.
    case = run_one(PRINTS_ONE_BUFFER, IDENTITY_PIPELINE, ours=False)
    assert [p.split(":")[0:2] for p in case.problems()] == [["mlir", " leak"]]


@pytest.mark.parametrize("kind", sorted(BODIES))
def test_a_violating_program_is_reported(kind: str):
    text = HEADER + "func.func @main() {\n" + BODIES[kind] + "  return\n}\n"
    case = run_one(text, IDENTITY_PIPELINE, ours=False)
    problems = case.problems()
    assert f"input: {kind}" in {
        p.split(":", 2)[0] + ":" + p.split(":", 2)[1] for p in problems
    }
    assert any(p.startswith(f"mlir: {kind}:") for p in problems)


_DEALLOC = re.compile(
    r'^\s*"memref\.dealloc"\(%\S+\) : \(memref<4xf32>\) -> \(\)\n', re.M
)
_PRINT = re.compile(
    r'^\s*"func\.call"\(%\S+\) <\{callee = @printMemrefF32\}>.*\n', re.M
)


def drop_dealloc(_: Program, text: str) -> str:
    match = _DEALLOC.search(text)
    assert match is not None
    return text[: match.start()] + text[match.end() :]


def duplicate_dealloc(_: Program, text: str) -> str:
    match = _DEALLOC.search(text)
    assert match is not None
    return text[: match.end()] + match.group(0) + text[match.end() :]


def free_before_last_use(_: Program, text: str) -> str:
    dealloc = _DEALLOC.search(text)
    use = _PRINT.search(text)
    assert dealloc is not None
    assert use is not None
    assert use.start() < dealloc.start()
    without = text[: dealloc.start()] + text[dealloc.end() :]
    return without[: use.start()] + dealloc.group(0) + without[use.start() :]


def change_a_value(_: Program, text: str) -> str:
    assert "1.500000e+00" in text
    return text.replace("1.500000e+00", "2.500000e+00")


@pytest.mark.parametrize(
    ("mutation", "expected"),
    [
        (drop_dealloc, "mlir: leak:"),
        (duplicate_dealloc, "mlir: double-free:"),
        (free_before_last_use, "mlir: use-after-free:"),
        (change_a_value, "mlir: output differs:"),
    ],
)
def test_a_broken_mlir_output_is_reported(mutation, expected: str):
    case = run_one(PRINTS_ONE_BUFFER, ours=False, mutate_mlir=mutation)
    problems = case.problems()
    assert problems
    assert all(
        p.startswith(expected) or p.startswith("mlir: output differs") for p in problems
    )
    assert any(p.startswith(expected) for p in problems)


def test_mutating_a_generated_program_output_is_reported():
    (generated,) = programs_for("memref", [1])

    def drop_every_dealloc(_: Program, text: str) -> str:
        return re.sub(r'^\s*"memref\.dealloc".*\n', "", text, flags=re.M)

    (case,) = run_differential([generated], MEMREF_PIPELINE, ours=False, jobs=1)
    assert case.problems() == []
    (broken,) = run_differential(
        [generated], MEMREF_PIPELINE, ours=False, jobs=1, mutate_mlir=drop_every_dealloc
    )
    assert any(p.startswith("mlir: leak:") for p in broken.problems())


def test_our_column_is_judged_like_mlirs():
    # An empty xDSL pipeline stands for a pass that deallocates nothing.
    case = run_one(PRINTS_ONE_BUFFER, ours="")
    assert case.ours is not None
    assert [p for p in case.problems() if p.startswith("ours:")] == [
        p for p in case.problems() if p.startswith("ours: leak:")
    ]
    assert any(p.startswith("ours: leak:") for p in case.problems())
    # mlir-opt read our printed result.
    assert case.ours_mlir_error is None


def test_a_crash_of_ours_is_reported():
    case = run_one(PRINTS_ONE_BUFFER, ours="no-such-pass")
    assert any(
        p.startswith("ours: fails: our pipeline crashed: ValueError")
        for p in case.problems()
    )


PRINTS_UPDATED_TENSOR = """\
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %empty = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%one : f32) outs(%empty : tensor<4xf32>) -> tensor<4xf32>
  %updated = tensor.insert %two into %filled[%c0] : tensor<4xf32>
  %buffer = bufferization.to_buffer %updated read_only : tensor<4xf32> to memref<4xf32>
  %unranked = memref.cast %buffer : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%unranked) : (memref<*xf32>) -> ()
  return
}
"""
"""One-Shot Bufferize writes the `tensor.insert` in place: one allocation,
no copy (MLIR's and ours)."""


def with_one_more_copy(case: Case) -> Case:
    """`case` with one more copy in our One-Shot Bufferize result, statically
    and executed."""
    assert case.ours is not None
    assert case.ours.stage is not None
    worse = copy.deepcopy(case)
    assert worse.ours is not None
    assert worse.ours.stage is not None
    stage = worse.ours.stage
    stage.static["memref.copy"] = stage.static.get("memref.copy", 0) + 1
    stage.counters["copies"] += 1
    stage.counters["copied_bytes"] += 16
    return worse


def test_one_more_copy_than_mlir_fails_the_quality_bar():
    case = run_one(PRINTS_UPDATED_TENSOR, TENSOR_PIPELINE, ours=True)
    assert case.problems() == []
    assert case.excess() == []
    assert excess_failures("tensor", [case]) == []
    worse = with_one_more_copy(case)
    assert worse.excess() == [
        ("stage-static:memref.copy", 1, 0),
        ("stage-dynamic:copies", 1, 0),
        ("stage-dynamic:copied_bytes", 16, 0),
    ]
    (failure,) = excess_failures("tensor", [worse])
    assert failure.startswith("case: ours > MLIR's: stage-static:memref.copy 1 > 0")


def test_a_costlier_bufferization_fails_the_quality_bar():
    # End to end: our One-Shot Bufferize with `copy-before-write` copies
    # before the in-place insert; MLIR's does not.
    copying = (
        "one-shot-bufferize{bufferize-function-boundaries=true copy-before-write=true}"
    )
    pipeline = Pipeline(
        "copy-before-write",
        TENSOR_PIPELINE.mlir_options,
        f"{copying},buffer-deallocation-pipeline",
        stage=Pipeline("copy-before-write", ONE_SHOT_PIPELINE.mlir_options, copying),
    )
    (case,) = run_differential(
        [program("case", PRINTS_UPDATED_TENSOR)], pipeline, ours=True, jobs=1
    )
    assert case.problems() == []
    excess = {key for key, _, _ in case.excess()}
    assert {"stage-static:memref.copy", "stage-dynamic:copies"} <= excess
    assert excess_failures("tensor", [case])


def test_listed_programs_must_still_be_costlier(monkeypatch: pytest.MonkeyPatch):
    # A program of KNOWN_EXCESS that is no longer costlier must leave the list.
    monkeypatch.setitem(KNOWN_EXCESS, "tensor", {"listed-program": "a reason"})
    case = run_one(PRINTS_UPDATED_TENSOR, TENSOR_PIPELINE, ours=True)
    case.program.name = "listed-program"
    assert excess_failures("tensor", [case]) == [
        f"{case.name}: listed in KNOWN_EXCESS but no longer costlier than MLIR's"
    ]
    assert excess_failures("tensor", [with_one_more_copy(case)]) == []


# Two small programs that hit MLIR 22 defects (docs/differential_testing.md).
VALUE_ORDER = (
    HEADER
    + """\
func.func @main() {
  %t = arith.constant true
  %c = func.call @opaque_i1(%t) : (i1) -> i1
  %d = func.call @opaque_i1(%t) : (i1) -> i1
  %a = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.000000e+00 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<4xf32>)
  scf.if %d {
    %ua = memref.cast %a : memref<4xf32> to memref<*xf32>
    func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
    %ub = memref.cast %b : memref<4xf32> to memref<*xf32>
    func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  }
  cf.br ^bb2
^bb2:
  return
}
"""
)

STALE_LIVENESS = (
    HEADER
    + """\
func.func @main() {
  %t = arith.constant true
  %c = func.call @opaque_i1(%t) : (i1) -> i1
  %d = func.call @opaque_i1(%t) : (i1) -> i1
  %one = arith.constant 1.000000e+00 : f32
  %r = scf.if %d -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    linalg.fill ins(%one : f32) outs(%b : memref<4xf32>)
    scf.yield %b : memref<4xf32>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<4xf32>)
  %ux = memref.cast %x : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ux) : (memref<*xf32>) -> ()
  cf.br ^bb2
^bb2:
  %ur = memref.cast %r : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  return
}
"""
)


def test_an_mlir_crash_is_recognised():
    (result,) = run_mlir_opt([VALUE_ORDER], list(MEMREF_PIPELINE.mlir_options))
    assert result.crashed
    assert "OwnershipBasedBufferDeallocationPass" in (result.error or "")


def test_a_batch_survives_an_mlir_crash():
    results = run_mlir_opt(
        [PRINTS_ONE_BUFFER, VALUE_ORDER, PRINTS_ONE_BUFFER],
        list(MEMREF_PIPELINE.mlir_options),
    )
    assert [r.ok for r in results] == [True, False, True]
    assert results[1].crashed


def test_an_mlir_rejection_is_not_a_crash():
    (result,) = run_mlir_opt(
        [
            "func.func @f() -> i32 {\n  %0 = arith.constant 1 : i64\n  return %0 : i64\n}\n"
        ],
        list(MEMREF_PIPELINE.mlir_options),
    )
    assert not result.ok
    assert not result.crashed


@pytest.mark.parametrize(
    ("text", "defect", "failure"),
    [
        (VALUE_ORDER, "value-order", "mlir: mlir-opt crashes"),
        (STALE_LIVENESS, "stale-liveness", "mlir: use-after-free"),
    ],
)
def test_known_mlir_defects_are_recognised(text: str, defect: str, failure: str):
    (unexplained,) = run_differential(
        [program("case", text)],
        MEMREF_PIPELINE,
        ours=False,
        jobs=1,
        explain_mlir_failures=False,
    )
    assert any(p.startswith(failure) for p in unexplained.problems())
    case = run_one(text, ours=False)
    assert case.mlir_excluded is not None
    assert case.mlir_excluded.startswith(defect + ":")
    assert case.problems() == []


def test_an_unexplained_mlir_failure_stays_a_problem():
    # A broken output of a program without any known defect's shape.
    case = run_one(PRINTS_ONE_BUFFER, ours=False, mutate_mlir=drop_dealloc)
    assert case.mlir_excluded is None
    assert case.problems()
