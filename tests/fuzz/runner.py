"""
Run `xdsl-opt` on a mutant, in this process, and judge what the user sees.

In-process runs cost a few milliseconds instead of the ~0.4 s start of an
`xdsl-opt` process. They go through xDSL's own `xDSLOptMain` with the plugin
set up as in the `xdsl-opt` command (`diagnostics.describe_uncaught`, which
the command's exception hook prints, and the source locations); an
exception that escapes is shown to the user exactly as `describe_uncaught`
words it, or as a Python traceback where it returns None. A run longer than
the timeout is a hang (SIGALRM interrupts it). `check_with_subprocess` runs
the real command, to confirm a finding.

Verdicts:
- `ok`: exit 0;
- `error`: a diagnostic about the input (exit 1, no internal error);
- `internal-error`: our handler's "internal error in ..." (a bug, not a crash);
- `traceback`: a Python traceback would reach the user;
- `hang`: no answer within the timeout;
- `mlir-rejects-output`: `mlir-opt` accepts the input but not our output.
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import traceback as traceback_module
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import FrameType

from fuzz.mutation import ROOT, Mutant

PIPELINES: tuple[str | None, ...] = (
    None,
    "canonicalize",
    "convert-scf-to-cf",
    "one-shot-bufferize{bufferize-function-boundaries}",
    "buffer-deallocation-pipeline",
    "one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline,"
    "bufferization-lower-deallocations,convert-bufferization-to-memref",
    "one-shot-bufferize,drop-equivalent-buffer-results,buffer-results-to-out-params,"
    "promote-buffers-to-stack,buffer-hoisting,buffer-loop-hoisting",
    "eliminate-empty-tensors,empty-tensor-to-alloc-tensor,one-shot-bufferize",
)
"""No pipeline (parse, verify, print) and our pipelines, by MLIR's names."""

VERDICTS = ("ok", "error", "internal-error", "traceback", "hang", "mlir-rejects-output")


@dataclass
class Outcome:
    verdict: str
    pipeline: str | None
    detail: str = ""
    """The first line of what the user sees, for the report."""
    output: str = field(default="", repr=False)
    raised_in: str = ""
    """For an exception: the source file of the innermost frame (relative to
    its package root: `xdsl/...` or `xdsl_bufferization/...`) and line."""

    @property
    def ours(self) -> bool:
        """Whether the exception was raised in this package's code."""
        return self.raised_in.startswith("xdsl_bufferization/")


class _Hang(BaseException):
    """Raised by the alarm: not an `Exception`, so no handler swallows it."""


def _alarm(signum: int, frame: FrameType | None) -> None:
    raise _Hang()


@cache
def _setup() -> None:
    """What loading the plugin in `xdsl-opt` sets up, for this process."""
    import xdsl_bufferization.universe  # noqa: F401  (the overrides)
    from xdsl_bufferization.source_locations import locate_ops_in_xdsl_opt

    locate_ops_in_xdsl_opt(["xdsl-opt"])


def xdsl_opt_args(path: str, pipeline: str | None) -> list[str]:
    args = [path, "--allow-unregistered-dialect"]
    if pipeline is not None:
        args += ["-p", pipeline]
    return args


def run_in_process(text: str, pipeline: str | None, timeout: float) -> Outcome:
    """Run `xdsl-opt` on `text` in this process and judge the result."""
    from xdsl.xdsl_opt_main import xDSLOptMain

    from xdsl_bufferization.diagnostics import describe_uncaught

    _setup()
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as file:
        file.write(text)
        path = file.name
    stdout, stderr = io.StringIO(), io.StringIO()
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            xDSLOptMain(args=xdsl_opt_args(path, pipeline)).run()
        signal.setitimer(signal.ITIMER_REAL, 0)
        return Outcome("ok", pipeline, output=stdout.getvalue())
    except _Hang:
        return Outcome("hang", pipeline, f"no answer within {timeout} s")
    except SystemExit as exit_:
        signal.setitimer(signal.ITIMER_REAL, 0)
        verdict = "ok" if exit_.code in (0, None) else "error"
        return Outcome(verdict, pipeline, stderr.getvalue().strip()[:200])
    except BaseException as error:  # what the command's exception hook gets
        signal.setitimer(signal.ITIMER_REAL, 0)
        try:
            shown = describe_uncaught(error, error.__traceback__, "xdsl-opt")
        except BaseException as handler_error:  # the hook itself fails
            shown = None
            error = handler_error
        where = _raised_in(error)
        if shown is None:
            lines = traceback_module.format_exception(error)
            return Outcome(
                "traceback", pipeline, "".join(lines[-3:]).strip(), "", where
            )
        first = shown.strip().split("\n")[0]
        verdict = "internal-error" if "internal error in" in shown else "error"
        return Outcome(verdict, pipeline, first[:300], "", where)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        os.unlink(path)


def _raised_in(error: BaseException) -> str:
    frames = traceback_module.extract_tb(error.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    path = last.filename.replace(os.sep, "/")
    for root in ("/xdsl_bufferization/", "/xdsl/"):
        if root in path:
            path = root[1:] + path.rsplit(root, 1)[1]
            break
    return f"{path}:{last.lineno}"


def check_with_subprocess(
    text: str, pipeline: str | None, timeout: float
) -> tuple[int | None, str]:
    """The real command: its exit status (None on timeout) and its stderr."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as file:
        file.write(text)
        path = file.name
    command = [
        str(Path(sys.executable).parent / "xdsl-opt"),
        *xdsl_opt_args(path, pipeline),
    ]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=timeout, check=False
        )
        return done.returncode, done.stderr
    except subprocess.TimeoutExpired:
        return None, ""
    finally:
        os.unlink(path)


@cache
def mlir_opt() -> tuple[str, dict[str, str]] | None:
    """The `mlir-opt` binary of ../shared/tools/mlir-ref and its environment
    (called directly: the wrapper script costs more than the tool)."""
    tool = Path(
        os.environ.get("MLIR_REF", ROOT.parent / "shared" / "tools" / "mlir-ref")
    )
    if not tool.exists():
        return None
    try:
        prefix = subprocess.run(
            [str(tool), "--prefix"],
            capture_output=True,
            text=True,
            timeout=600,
            check=True,
        ).stdout.strip()
    except (subprocess.SubprocessError, OSError):
        return None
    binary = Path(prefix) / "bin" / "mlir-opt"
    if not binary.exists():
        return None
    site = Path(prefix).parent
    env = dict(os.environ)
    libraries = f"{site / 'llvm' / 'lib'}:{site / 'mlir' / 'lib'}"
    env["LD_LIBRARY_PATH"] = libraries + (
        ":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else ""
    )
    return str(binary), env


def mlir_accepts(text: str, timeout: float = 60) -> bool | None:
    """Whether `mlir-opt` parses and verifies `text` (None: no mlir-opt)."""
    found = mlir_opt()
    if found is None or shutil.which(found[0]) is None:
        return None
    binary, env = found
    try:
        done = subprocess.run(
            [binary, "--allow-unregistered-dialect", "-"],
            input=text,
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return False
    return done.returncode == 0


def judge(
    mutant: Mutant, pipeline: str | None, timeout: float, with_mlir: bool
) -> Outcome:
    """Run one mutant through one pipeline; check our output with mlir-opt
    when mlir-opt accepts the input."""
    outcome = run_in_process(mutant.text, pipeline, timeout)
    if outcome.verdict != "ok" or not with_mlir:
        return outcome
    if mlir_accepts(mutant.text) and mlir_accepts(outcome.output) is False:
        return Outcome("mlir-rejects-output", pipeline, "mlir-opt rejects our output")
    return outcome
