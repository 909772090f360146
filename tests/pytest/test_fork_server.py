"""The fork server of the lit tests (tests/tools/fork_server.py): a tool run
through it prints, fails and exits as the installed tool does, in its own
working directory and environment; a changed environment runs the installed
tool."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.harness.mlir_tools import ROOT

PROGRAM = """\
func.func @f(%t: tensor<4xf32>, %i: index) -> f32 {
  %v = tensor.extract %t[%i] : tensor<4xf32>
  return %v : f32
}
"""


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[Path, dict[str, str]]]:
    directory = tmp_path / "server"
    directory.mkdir()
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join(
        [str(directory / "shims"), str(Path(sys.executable).parent), env["PATH"]]
    )
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.tools.fork_server", str(directory)],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 120
        while not (directory / "ready").exists():
            assert process.poll() is None, "the server stopped"
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.05)
        yield directory, env
    finally:
        process.terminate()
        process.wait()


def _run(
    commands: list[list[str]], cwd: Path, env: dict[str, str]
) -> list[tuple[int, str, str]]:
    """A pipeline of commands (each reads what the one before printed)."""
    results: list[tuple[int, str, str]] = []
    stdin = ""
    for command in commands:
        process = subprocess.run(
            command, input=stdin, cwd=cwd, env=env, capture_output=True, text=True
        )
        results.append((process.returncode, process.stdout, process.stderr))
        stdin = process.stdout
    return results


def test_tools_behave_as_installed(server: tuple[Path, dict[str, str]], tmp_path: Path):
    directory, env = server
    (tmp_path / "f.mlir").write_text(PROGRAM)
    (tmp_path / "checks.txt").write_text("CHECK: memref.load\nCHECK-NOT: tensor\n")
    pipelines = [
        # Two tools, relative paths, stdin.
        [
            [
                "xdsl-opt",
                "f.mlir",
                "-p",
                "one-shot-bufferize{bufferize-function-boundaries}",
            ],
            ["filecheck", "checks.txt"],
        ],
        # A failing check: its report and exit status.
        [["xdsl-opt", "f.mlir"], ["filecheck", "checks.txt"]],
        # Errors, exit status 1.
        [["xdsl-opt", "f.mlir", "-p", "one-shot-bufferize{bogus}"]],
        [["xdsl-opt", "missing.mlir"]],
    ]
    for pipeline in pipelines:
        through_server = _run(
            [[str(directory / "shims" / tool), *args] for tool, *args in pipeline],
            tmp_path,
            env,
        )
        alone = _run(
            [
                [str(Path(sys.executable).parent / tool), *args]
                for tool, *args in pipeline
            ],
            tmp_path,
            env,
        )
        assert through_server == alone, pipeline
    assert [status for status, _, _ in through_server] == [1]
    assert not (directory / "fallbacks").exists()
    # Another environment: the installed tool runs (and the log says why).
    changed = {**env, "XDSL_BUFFERIZATION_TEST": "1"}
    shim = str(directory / "shims" / "xdsl-opt")
    assert _run([[shim, "f.mlir"]], tmp_path, changed)[0][0] == 0
    assert "XDSL_BUFFERIZATION_TEST" in (directory / "fallbacks").read_text()


def test_run_tool_goes_through_a_server():
    # The pytest tests' tools (tests/harness/tools.py) are served, not
    # started afresh, unless LIT_FORK_SERVER=0 asks for the installed ones;
    # a per-test variable (pytest's PYTEST_CURRENT_TEST) does not make the
    # server send the call back.
    from tests.harness.tools import BIN, run_tool, tool_command

    command = Path(tool_command("xdsl-opt"))
    if os.environ.get("LIT_FORK_SERVER", "1") == "0":
        assert command == BIN / "xdsl-opt"
        return
    assert command.parent.name == "shims"
    assert "PYTEST_CURRENT_TEST" in os.environ
    # Other tests of this worker may have been sent back (those that change
    # the environment): only this call's entry would be new.
    log = command.parent.parent / "fallbacks"
    before = log.read_text() if log.exists() else ""
    result = run_tool("xdsl-opt", stdin=PROGRAM)
    assert result.returncode == 0, result.stderr
    assert "tensor.extract" in result.stdout
    assert (log.read_text() if log.exists() else "") == before
