"""Upstream `mlir-opt`, run on many programs at once.

`run_mlir_opt(programs, options)` writes the programs to one file separated
by `// -----` and runs one `mlir-opt --split-input-file` on it; mlir-opt
processes each chunk on its own, prints each result (generic form) separated
by `// -----`, leaves the result of a chunk it rejects empty and reports the
error with the line number in the whole file.

Passes run with a crash reproducer (`--mlir-pass-pipeline-crash-reproducer`):
the pass manager then runs the pipeline under LLVM's crash recovery, so a
crash in a pass (a segmentation fault, an assertion) fails that chunk only,
with "Failures have been detected while processing an MLIR pass pipeline"
and no other diagnostic; that is how a crash is told from a rejection. A
crash outside the pass manager still stops the whole run; then the batch is
split in halves until the crashing programs are alone.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MLIR_REF = os.environ.get(
    "MLIR_REF", str(ROOT.parent / "shared" / "tools" / "mlir-ref")
)
SEPARATOR = "// -----"
TIMEOUT = 900


@dataclass
class MlirResult:
    text: str | None
    """mlir-opt's output (generic form), None if it failed."""
    error: str | None = None
    """Its diagnostics, when it rejected the program."""
    crashed: bool = False
    """Whether mlir-opt crashed (assertion, signal) on this program."""

    @property
    def ok(self) -> bool:
        return self.text is not None


@cache
def mlir_opt_command() -> tuple[list[str], dict[str, str]]:
    """The mlir-opt binary and its environment (resolved once; the
    `mlir-ref` wrapper installs the tools on first use)."""
    prefix = subprocess.run(
        [MLIR_REF, "--prefix"], capture_output=True, text=True, check=True
    ).stdout.strip()
    site = Path(prefix).parent
    env = dict(os.environ)
    libraries = f"{site / 'llvm' / 'lib'}:{site / 'mlir' / 'lib'}"
    env["LD_LIBRARY_PATH"] = (
        f"{libraries}:{env['LD_LIBRARY_PATH']}"
        if env.get("LD_LIBRARY_PATH")
        else libraries
    )
    return [str(Path(prefix) / "bin" / "mlir-opt")], env


def run_mlir_opt(
    programs: Sequence[str], options: Sequence[str], generic: bool = True
) -> list[MlirResult]:
    """mlir-opt with `options` on each program (one process for all of them,
    unless one crashes)."""
    if not programs:
        return []
    results = _run_batch(list(programs), list(options), generic)
    if results is not None:
        return results
    if len(programs) == 1:
        return [_run_alone(programs[0], list(options), generic)]
    middle = len(programs) // 2
    return run_mlir_opt(programs[:middle], options, generic) + run_mlir_opt(
        programs[middle:], options, generic
    )


def _invoke(
    text: str, options: list[str], generic: bool, split: bool
) -> subprocess.CompletedProcess[str]:
    command, env = mlir_opt_command()
    with tempfile.TemporaryDirectory(prefix="differential-") as directory:
        path = os.path.join(directory, "input.mlir")
        with open(path, "w") as stream:
            stream.write(text)
        arguments = [*command, path, *options]
        if options:
            reproducer = os.path.join(directory, "reproducer.mlir")
            arguments.append(f"--mlir-pass-pipeline-crash-reproducer={reproducer}")
        if split:
            arguments.append("--split-input-file")
        if generic:
            arguments.append("--mlir-print-op-generic")
        return subprocess.run(
            arguments, capture_output=True, text=True, env=env, timeout=TIMEOUT
        )


def _crashed(process: subprocess.CompletedProcess[str]) -> bool:
    return process.returncode not in (0, 1) or "Stack dump" in process.stderr


_PIPELINE_FAILURE = "Failures have been detected while processing an MLIR pass pipeline"
_FAILED_PASS = re.compile(r"Pipeline failed while executing \[`(\w+)`")


def _classify(messages: list[str]) -> MlirResult:
    """The failure of one program from its diagnostics: a crash recovered by
    the pass manager if the pipeline failed without any other error."""
    errors = [m for m in messages if ": error: " in m and _PIPELINE_FAILURE not in m]
    if errors or not any(_PIPELINE_FAILURE in m for m in messages):
        return MlirResult(None, "\n".join(messages) or "mlir-opt failed")
    failed = [
        match.group(1) for m in messages for match in [_FAILED_PASS.search(m)] if match
    ]
    where = f" in {failed[0]}" if failed else ""
    return MlirResult(None, f"mlir-opt crashed{where}", crashed=True)


def _run_alone(program: str, options: list[str], generic: bool) -> MlirResult:
    process = _invoke(program, options, generic, split=False)
    if _crashed(process):
        return MlirResult(None, _crash_summary(process), crashed=True)
    if process.returncode != 0:
        return _classify(process.stderr.splitlines())
    return MlirResult(process.stdout)


def _run_batch(
    programs: list[str], options: list[str], generic: bool
) -> list[MlirResult] | None:
    """The results, or None if mlir-opt crashed."""
    for program in programs:
        if SEPARATOR in program:
            raise ValueError(f"a program contains the chunk separator {SEPARATOR!r}")
    text = f"\n{SEPARATOR}\n".join(programs)
    process = _invoke(text, options, generic, split=True)
    if _crashed(process):
        return None
    outputs = re.split(rf"^{re.escape(SEPARATOR)}$", process.stdout, flags=re.M)
    if len(outputs) != len(programs):
        return None
    # The first line of each chunk in the whole file, to attribute errors.
    starts: list[int] = []
    line = 1
    for program in programs:
        starts.append(line)
        line += program.count("\n") + 2
    errors: dict[int, list[str]] = {}
    current: int | None = None
    for message in process.stderr.splitlines():
        match = re.match(r"^.*?:(\d+):\d+: (?!note: )", message)
        if match is not None:
            number = int(match.group(1))
            if _PIPELINE_FAILURE in message:
                # Reported at the separator line before the chunk (line 0
                # for the first chunk).
                number += 1
            current = max(
                [i for i, start in enumerate(starts) if start <= number] or [0]
            )
        if current is not None:
            errors.setdefault(current, []).append(message)
    results: list[MlirResult] = []
    for index, output in enumerate(outputs):
        if output.strip():
            results.append(MlirResult(output))
        else:
            results.append(_classify(errors.get(index, [])))
    return results


def _crash_summary(process: subprocess.CompletedProcess[str]) -> str:
    lines = [line for line in process.stderr.splitlines() if line.strip()]
    interesting = [
        line
        for line in lines
        if "Assertion" in line or "error:" in line or "LLVM ERROR" in line
    ]
    summary = interesting[0] if interesting else (lines[0] if lines else "")
    return f"mlir-opt crashed (exit status {process.returncode}): {summary}".strip()


def ir_before_pass(
    program: str, options: Sequence[str], pass_argument: str
) -> str | None:
    """The IR (generic form) mlir-opt gives to the pass `pass_argument` when
    it runs `options` on `program` (None if the pass does not run)."""
    process = _invoke(
        program,
        [*options, f"--mlir-print-ir-before={pass_argument}", "-o", os.devnull],
        generic=True,
        split=False,
    )
    lines = process.stderr.splitlines()
    start = next(
        (
            i
            for i, line in enumerate(lines)
            if line.startswith("// -----// IR Dump Before")
        ),
        None,
    )
    if start is None:
        return None
    body: list[str] = []
    for line in lines[start + 1 :]:
        body.append(line)
        if line.startswith("})"):
            break
    return "\n".join(body) + "\n"
