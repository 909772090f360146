"""The README's commands, and the example kernel they run.

- The first command's pipeline (without creating the virtual environment and
  installing: this environment has the package) runs in a copy of
  `examples/`, prints what the tensor kernel prints and a clean memory
  report.
- `.ci/run` runs the README's second command.
- The kernel gives the same output after MLIR 22's pipeline (executor), and
  lowered to LLVM under `mlir-runner` (our result, and MLIR's bufferized
  kernel).
- docs/walkthrough.md is what examples/make_walkthrough.py generates.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.harness.mlir_tools import MLIR_REF, tools
from xdsl_bufferization.executor import run

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
KERNEL = ROOT / "examples" / "kernel.mlir"
ADDRESS = re.compile(r"base@ = 0x[0-9a-f]+")
SETUP_STEPS = ("python3 -m venv ", ". .venv/bin/activate", "pip install ")
LOWER_TO_LLVM = (
    "-convert-bufferization-to-memref",
    "-convert-linalg-to-loops",
    "-expand-strided-metadata",
    "-lower-affine",
    "-convert-scf-to-cf",
    "-convert-arith-to-llvm",
    "-finalize-memref-to-llvm",
    "-convert-func-to-llvm",
    "-convert-cf-to-llvm",
    "-reconcile-unrealized-casts",
)


def readme_commands() -> list[str]:
    """The commands of the README's fenced code blocks, in order."""
    return [
        block.strip()
        for block in re.findall(r"^```\n(.*?)^```$", README.read_text(), re.M | re.S)
    ]


def without_setup(command: str) -> str:
    """The command without creating, activating and installing into the
    virtual environment."""
    steps = command.split(" && ")
    kept = [step for step in steps if not step.startswith(SETUP_STEPS)]
    assert len(kept) == 1, steps
    assert len(steps) - len(kept) == len(SETUP_STEPS), steps
    return kept[0]


def normalize(output: str) -> str:
    return ADDRESS.sub("base@ = <address>", output)


def kernel_output() -> str:
    """What the tensor kernel prints, run as written."""
    result = run(KERNEL.read_text())
    assert result.ok
    return result.output


def test_first_command_runs_the_kernel(tmp_path: Path):
    command = without_setup(readme_commands()[0])
    assert command.startswith("xdsl-opt examples/kernel.mlir ")
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    tools = str(Path(sys.executable).parent)
    process = subprocess.run(
        ["bash", "-o", "pipefail", "-c", command],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={**os.environ, "PATH": tools + os.pathsep + os.environ["PATH"]},
        check=False,
    )
    assert process.returncode == 0, process.stderr
    assert normalize(process.stdout) == normalize(kernel_output())
    # The memory report: no violation, every allocation freed once.
    report = process.stderr.strip().splitlines()
    assert len(report) == 1, process.stderr
    match = re.match(
        r"memory check: OK; (\d+) allocation\(s\), 0 alloca\(s\), (\d+) free\(s\)",
        report[0],
    )
    assert match is not None, report[0]
    assert int(match.group(1)) == int(match.group(2)) > 0


def test_kernel_names_the_readme_command():
    command = without_setup(readme_commands()[0])
    assert f"//   {command}" in KERNEL.read_text()


def test_ci_runs_the_second_command():
    command = readme_commands()[1]
    assert command.endswith("make test")
    ci = (ROOT / ".ci" / "run").read_text()
    # .ci/run installs quietly (`pip install -q`); otherwise the same.
    run_line = ci.strip().splitlines()[-1].replace("pip install -q ", "pip install ")
    assert run_line == command


def mlir_opt(text: str, *options: str) -> str:
    process = subprocess.run(
        [MLIR_REF, "mlir-opt", *options],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    )
    return process.stdout


def our_pipeline(text: str) -> str:
    process = subprocess.run(
        [
            str(Path(sys.executable).parent / "xdsl-opt"),
            "-p",
            "one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline",
        ],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    )
    return process.stdout


def test_kernel_through_mlir_pipeline():
    # MLIR's result (its linalg.map lowered to loops: xDSL has no linalg.map)
    # prints the same and frees every buffer once.
    text = mlir_opt(
        KERNEL.read_text(),
        "-one-shot-bufferize=bufferize-function-boundaries",
        "-buffer-deallocation-pipeline",
        "-convert-linalg-to-loops",
    )
    result = run(text)
    assert result.ok, result.report.to_text()
    assert normalize(result.output) == normalize(kernel_output())


def mlir_runner(text: str) -> str:
    return tools().run(mlir_opt(text, *LOWER_TO_LLVM))


@pytest.mark.parametrize("bufferized_by", ["ours", "mlir"])
def test_kernel_natively(bufferized_by: str):
    # Ours: the README's pipeline. MLIR's: One-Shot Bufferize only (its
    # generic deallocation lowering stores i1 values, which mlir-opt 22
    # cannot lower to LLVM: an assertion in the memref.store lowering).
    text = KERNEL.read_text()
    if bufferized_by == "ours":
        bufferized = our_pipeline(text)
    else:
        bufferized = mlir_opt(text, "-one-shot-bufferize=bufferize-function-boundaries")
    assert normalize(mlir_runner(bufferized)) == normalize(kernel_output())


def test_walkthrough_is_up_to_date():
    process = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "make_walkthrough.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert process.returncode == 0, process.stdout + process.stderr
