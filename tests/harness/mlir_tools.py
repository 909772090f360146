"""Upstream MLIR 22, the oracle: `mlir-opt` and `mlir-runner` of
`../shared/tools/mlir-ref` (or `$MLIR_REF`).

The binaries are called directly (`tools()`), not through the `mlir-ref`
wrapper script, which costs a Python start per call:

- `mlir_opt(text, *flags)`: one program, its output or its first error line;
- `tools().opt(args, text)`, `tools().run(lowered, entry)`: raise
  `ToolError` when the tool fails;
- `run_mlir_opt(programs, options)`: many programs at once.

`run_mlir_opt` writes the programs to one file separated by `// -----` and
runs one `mlir-opt --split-input-file` on it; mlir-opt processes each chunk
on its own, prints each result (generic form) separated by `// -----`, leaves
the result of a chunk it rejects empty and reports the error with the line
number in the whole file.

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
"""The repository."""
MLIR_REF = Path(
    os.environ.get("MLIR_REF", str(ROOT.parent / "shared" / "tools" / "mlir-ref"))
)
SEPARATOR = "// -----"
TIMEOUT = 900


def mlir_available() -> bool:
    return MLIR_REF.exists()


class ToolError(Exception):
    """A tool failed (exit status, crash, timeout)."""


@dataclass(frozen=True)
class Tools:
    """The binaries of upstream MLIR 22 and their environment."""

    bin: Path
    libs: str
    """The runner-utils libraries, as `mlir-runner -shared-libs=` takes them."""
    env: dict[str, str]

    def process(
        self, tool: str, args: Sequence[str], source: str, timeout: float
    ) -> subprocess.CompletedProcess[str]:
        """`tool args` on `source` (stdin); raises `subprocess.TimeoutExpired`."""
        return subprocess.run(
            [str(self.bin / tool), *args],
            input=source,
            capture_output=True,
            text=True,
            timeout=timeout,
            env=self.env,
            check=False,
        )

    def call(self, tool: str, args: Sequence[str], source: str, timeout: float) -> str:
        """The output of `tool args` on `source`; `ToolError` if it fails."""
        try:
            process = self.process(tool, args, source, timeout)
        except subprocess.TimeoutExpired as exc:
            raise ToolError(f"{tool} timed out after {timeout} s") from exc
        if process.returncode != 0:
            # A crash prints the assertion first and a long stack after it.
            lines = process.stderr.splitlines()
            first = next(
                (line for line in lines if "Assertion" in line or "error" in line),
                "",
            )
            raise ToolError(
                f"{tool} {' '.join(args)} failed (exit status "
                f"{process.returncode}): {first}\n{process.stderr[-2000:]}"
            )
        return process.stdout

    def opt(self, args: Sequence[str], source: str, timeout: float = 120) -> str:
        return self.call("mlir-opt", args, source, timeout)

    def opt_each(
        self, args: Sequence[str], sources: Sequence[str], timeout: float = 300
    ) -> list[str]:
        """One `mlir-opt` over several programs (`--split-input-file`), all of
        which it must accept (see `run_mlir_opt` for programs it may not)."""
        if not sources:
            return []
        output = self.opt(
            [*args, "--split-input-file", f"--output-split-marker={SEPARATOR}"],
            f"\n{SEPARATOR}\n".join(sources),
            timeout,
        )
        chunks = output.split(SEPARATOR)
        if len(chunks) != len(sources):
            raise ToolError("mlir-opt merged or dropped programs")
        return chunks

    def run(self, lowered: str, entry: str = "main", timeout: float = 120) -> str:
        """`mlir-runner` on an LLVM-dialect module, from `entry` (void)."""
        return self.call(
            "mlir-runner",
            ["-e", entry, "-entry-point-result=void", f"-shared-libs={self.libs}"],
            lowered,
            timeout,
        )


@cache
def tools() -> Tools:
    """The tools (resolved once; the `mlir-ref` wrapper installs them on
    first use)."""
    prefix = subprocess.run(
        [str(MLIR_REF), "--prefix"], capture_output=True, text=True, check=True
    ).stdout.strip()
    site = Path(prefix).parent
    env = dict(os.environ)
    paths = [str(site / "llvm" / "lib"), str(site / "mlir" / "lib")]
    if env.get("LD_LIBRARY_PATH"):
        paths.append(env["LD_LIBRARY_PATH"])
    env["LD_LIBRARY_PATH"] = os.pathsep.join(paths)
    libs = ",".join(
        f"{prefix}/lib/{name}"
        for name in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so")
    )
    return Tools(Path(prefix) / "bin", libs, env)


def mlir_opt(text: str, *flags: str) -> tuple[str | None, str]:
    """(output, "") or (None, its first error line) of `mlir-opt flags` on
    one program; a crash reads `crash (signal N): ...`."""
    process = tools().process("mlir-opt", flags, text, TIMEOUT)
    if process.returncode != 0:
        lines = [line for line in process.stderr.splitlines() if line.strip()]
        error = lines[0] if lines else f"exit status {process.returncode}"
        if process.returncode < 0:
            error = f"crash (signal {-process.returncode}): {error}"
        return None, error
    return process.stdout, ""


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
    with tempfile.TemporaryDirectory(prefix="differential-") as directory:
        path = os.path.join(directory, "input.mlir")
        with open(path, "w") as stream:
            stream.write(text)
        arguments = [path, *options]
        if options:
            reproducer = os.path.join(directory, "reproducer.mlir")
            arguments.append(f"--mlir-pass-pipeline-crash-reproducer={reproducer}")
        if split:
            arguments.append("--split-input-file")
        if generic:
            arguments.append("--mlir-print-op-generic")
        return tools().process("mlir-opt", arguments, "", TIMEOUT)


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
