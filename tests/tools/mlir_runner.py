"""Programs through MLIR's own pipeline to LLVM and `mlir-runner`, batched.

`run_natively(programs)` bufferizes each tensor-level program with
`mlir-opt -one-shot-bufferize=bufferize-function-boundaries`, lowers it to
LLVM (`LOWER`: the lowering tests/pytest/test_executor_mlir_runner.py
uses, linalg to loops included) with one `mlir-opt` call for all programs,
and runs each with `mlir-runner` (`main`, runner-utils libraries), in
parallel. The native run has no deallocations (mlir-opt 22 cannot lower the
generic form of `bufferization.dealloc` to LLVM); memory errors are the
executor's business. mlir-opt 22 cannot lower a `memref.load` of `i1`
(an assertion: element width below 8), so programs with `i1` buffers do
not run natively.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from differential.mlir import mlir_opt_command

BUFFERIZE = ["-one-shot-bufferize=bufferize-function-boundaries"]
LOWER = [
    "-convert-bufferization-to-memref",
    "-convert-linalg-to-loops",
    "-expand-strided-metadata",
    "-lower-affine",
    "-convert-scf-to-cf",
    # First the math ops LLVM has (math-expand-ops writes math.ceil with a
    # math.copysign that convert-math-to-libm then fails to legalize).
    "-convert-math-to-llvm",
    "-math-expand-ops",
    "-convert-math-to-libm",
    "-convert-math-to-llvm",
    "-convert-arith-to-llvm",
    "-finalize-memref-to-llvm",
    "-convert-func-to-llvm",
    "-convert-cf-to-llvm",
    "-convert-ub-to-llvm",
    "-reconcile-unrealized-casts",
]
SEPARATOR = "// -----"


def _tools() -> tuple[Path, dict[str, str], str]:
    (mlir_opt,), env = mlir_opt_command()
    bin_dir = Path(mlir_opt).parent
    lib = bin_dir.parent / "lib"
    libs = f"{lib}/libmlir_runner_utils.so,{lib}/libmlir_c_runner_utils.so"
    return bin_dir, env, libs


def _call(tool: Path, args: list[str], source: str, env: dict[str, str]) -> str:
    process = subprocess.run(
        [str(tool), *args],
        input=source,
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )
    if process.returncode != 0:
        raise AssertionError(f"{tool.name} {' '.join(args)} failed:\n{process.stderr}")
    return process.stdout


def lower(
    programs: Sequence[str], passes: Sequence[str] = (*BUFFERIZE, *LOWER)
) -> list[str]:
    """Each program after `passes` (one mlir-opt call)."""
    bin_dir, env, _ = _tools()
    output = _call(
        bin_dir / "mlir-opt",
        [*passes, "--split-input-file", f"--output-split-marker={SEPARATOR}"],
        f"\n{SEPARATOR}\n".join(programs),
        env,
    )
    chunks = output.split(SEPARATOR)
    assert len(chunks) == len(programs), "mlir-opt merged or dropped programs"
    return chunks


def run_natively(
    programs: Sequence[str], passes: Sequence[str] = (*BUFFERIZE, *LOWER)
) -> list[str]:
    """What `mlir-runner` prints for each program after `passes`."""
    bin_dir, env, libs = _tools()
    lowered = lower(programs, passes)

    def run(text: str) -> str:
        return _call(
            bin_dir / "mlir-runner",
            ["-e", "main", "-entry-point-result=void", f"-shared-libs={libs}"],
            text,
            env,
        )

    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        return list(pool.map(run, lowered))


__all__ = ["BUFFERIZE", "LOWER", "lower", "run_natively"]
