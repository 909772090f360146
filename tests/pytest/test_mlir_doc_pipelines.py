"""
Pipelines as MLIR's documentation of these passes writes them, given
unchanged to `xdsl-bufferization-opt` and to `mlir-opt` 22:

- the One-Shot Bufferize pass description: `test-analysis-only=1
  print-conflicts=1`, `allow-unknown-ops=1`, and "the
  `-buffer-deallocation-pipeline` pipeline should be run after One-Shot
  Bufferize";
- docs/Bufferization.md: the recommended ownership-based deallocation pipeline
  (one-shot-bufferize, expand-realloc, ownership-based-buffer-deallocation,
  canonicalize, buffer-deallocation-simplification, lower-deallocations, CSE,
  canonicalize) and "Debugging Buffer Copies" (`test-analysis-only
  print-conflicts`);
- the bufferization part of the RUN lines of MLIR's Linalg CPU integration
  tests (`-one-shot-bufferize="bufferize-function-boundaries"
  -buffer-deallocation-pipeline -convert-bufferization-to-memref
  -convert-linalg-to-loops -convert-scf-to-cf`).

Both tools accept each; mlir-opt reads our output; the programs we produce
run under the memory-checking executor without a violation and print what
the tensor program prints; the analysis-only runs decide the same in-place
operands as MLIR's.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.harness.tools import run_tool

BIN = Path(sys.executable).parent
ROOT = Path(__file__).resolve().parents[2]
MLIR_REF = os.environ.get(
    "MLIR_REF", str(ROOT.parent / "shared" / "tools" / "mlir-ref")
)

PRINT = """\
  %out = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %s in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  %u = memref.cast %out : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
"""

LOOP = """\
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f1 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %l = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t) -> (tensor<4xf32>) {
    %v = tensor.extract %acc[%i] : tensor<4xf32>
    %x = arith.index_cast %i : index to i32
    %xf = arith.sitofp %x : i32 to f32
    %w = arith.addf %v, %xf : f32
    %n = tensor.insert %w into %acc[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %first = tensor.extract %t[%c0] : tensor<4xf32>
"""

SCALE = """\
func.func @scale(%t: tensor<4xf32>, %k: f32) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32):
    %y = arith.mulf %x, %k : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""

# One function (One-Shot Bufferize without function boundaries).
FUNCTION = (
    "func.func private @printMemrefF32(memref<*xf32>)\n\nfunc.func @main() {\n"
    + LOOP
    + "  %s = tensor.insert %first into %l[%c1] : tensor<4xf32>\n"
    + PRINT
)

# A call across functions (bufferize-function-boundaries).
MODULE = (
    "func.func private @printMemrefF32(memref<*xf32>)\n\n"
    + SCALE
    + "\nfunc.func @main() {\n"
    + LOOP
    + "  %s = call @scale(%l, %f2) : (tensor<4xf32>, f32) -> tensor<4xf32>\n"
    + PRINT
)

OUTPUT = {FUNCTION: "[1,  1,  3,  4]", MODULE: "[2,  4,  6,  8]"}
"""The data line each program prints."""

ANALYSIS = "analysis"
EXECUTE = "execute"
ACCEPT = "accept"

PIPELINES = {
    "one-shot-test-analysis-only-print-conflicts": (
        ["-one-shot-bufferize=test-analysis-only=1 print-conflicts=1"],
        FUNCTION,
        ANALYSIS,
    ),
    "one-shot-allow-unknown-ops": (
        ["-one-shot-bufferize=allow-unknown-ops=1"],
        FUNCTION,
        ACCEPT,
    ),
    "one-shot-then-deallocation-pipeline": (
        ["-one-shot-bufferize", "-buffer-deallocation-pipeline"],
        FUNCTION,
        EXECUTE,
    ),
    "recommended-ownership-based-pipeline": (
        [
            "--pass-pipeline=builtin.module(one-shot-bufferize, expand-realloc, "
            "ownership-based-buffer-deallocation, canonicalize, "
            "buffer-deallocation-simplification, bufferization-lower-deallocations, "
            "cse, canonicalize)"
        ],
        FUNCTION,
        EXECUTE,
    ),
    "debugging-buffer-copies": (
        ["-one-shot-bufferize=test-analysis-only print-conflicts"],
        FUNCTION,
        ANALYSIS,
    ),
    "linalg-integration-tests": (
        [
            "-one-shot-bufferize=bufferize-function-boundaries",
            "-buffer-deallocation-pipeline",
            "-convert-bufferization-to-memref",
            "-convert-linalg-to-loops",
            "-convert-scf-to-cf",
        ],
        MODULE,
        EXECUTE,
    ),
}


def run(
    command: list[str], stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command, input=stdin, capture_output=True, text=True, check=False, timeout=300
    )


def mlir_opt(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return run([MLIR_REF, "mlir-opt", *args], stdin)


def without_addresses(text: str) -> str:
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = ?", text)


def in_place_decisions(text: str) -> list[str]:
    return re.findall(r"__inplace_operands_attr__ = (\[[^\]]*\])", text)


@pytest.mark.parametrize("name", PIPELINES)
def test_documented_pipeline_runs_unchanged(name: str, tmp_path: Path):
    args, program, check = PIPELINES[name]
    source = tmp_path / "program.mlir"
    source.write_text(program)
    theirs = mlir_opt(str(source), "--mlir-print-op-generic", *args)
    assert theirs.returncode == 0, theirs.stderr
    ours = run_tool(
        "xdsl-bufferization-opt", str(source), "--mlir-print-op-generic", *args
    )
    assert ours.returncode == 0, ours.stderr
    assert "error" not in ours.stderr
    # mlir-opt reads what we produce.
    reread = mlir_opt("--allow-unregistered-dialect", stdin=ours.stdout)
    assert reread.returncode == 0, reread.stderr
    if check == ANALYSIS:
        decisions = in_place_decisions(ours.stdout)
        assert decisions
        assert decisions == in_place_decisions(theirs.stdout)
    elif check == EXECUTE:
        expected = run_tool("xdsl-bufferization-run", str(source))
        assert expected.returncode == 0, expected.stderr
        result = run_tool("xdsl-bufferization-run", "-", stdin=ours.stdout)
        assert result.returncode == 0, result.stderr
        # The same data (buffer addresses differ).
        assert without_addresses(result.stdout) == without_addresses(expected.stdout)
        assert result.stdout.splitlines()[1] == OUTPUT[program]
