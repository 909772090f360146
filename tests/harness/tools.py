"""The Python tools (`xdsl-opt`, `xdsl-bufferization-opt`,
`xdsl-bufferization-run`, `filecheck`) as the pytest tests start them.

    from tests.harness.tools import run_tool

    result = run_tool("xdsl-opt", "f.mlir", "-p", "canonicalize")

Each call is a process of its own, with its own arguments, streams,
environment and exit status, as a user's command is. Most of a short run is
the interpreter's start and xDSL's imports, so the calls go through the fork
server of the lit tests (tests/tools/fork_server.py): one per pytest process,
started on first use, which imports the tools' modules once and forks a
process per call. The server never imports the plugin registration nor
`xdsl.interpreters`; each call loads them itself, as a fresh process does. A
call whose environment differs from the server's (`env=`) runs the
installed script instead, as does every call when the server cannot start
or `LIT_FORK_SERVER=0` (the variable that turns it off for lit too).
Tests of the process start itself (tests/pytest/test_readme.py,
test_fork_server.py, test_internal_errors.py) start the installed scripts.
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping
from functools import cache
from pathlib import Path

BIN = Path(sys.executable).parent
"""Where the installed scripts are."""

_ROOT = Path(__file__).resolve().parents[2]
_START_TIMEOUT = 120.0


@cache
def _shims() -> Path | None:
    """The directory of the server's client scripts, None without a server."""
    if os.environ.get("LIT_FORK_SERVER", "1") == "0":
        return None
    directory = Path(tempfile.mkdtemp(prefix="pytest-fork-"))
    atexit.register(shutil.rmtree, directory, ignore_errors=True)
    server = subprocess.Popen(
        [sys.executable, "-m", "tests.tools.fork_server", str(directory)],
        cwd=_ROOT,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=(directory / "server.log").open("w"),
    )
    # Registered after the removal of the directory, so run before it.
    atexit.register(lambda: (server.terminate(), server.wait()))
    deadline = time.monotonic() + _START_TIMEOUT
    while not (directory / "ready").exists():
        if server.poll() is not None or time.monotonic() > deadline:
            return None
        time.sleep(0.02)
    return directory / "shims"


def tool_command(tool: str) -> str:
    """The executable that runs `tool`: the server's client, or the
    installed script."""
    shims = _shims()
    if shims is not None and (shims / tool).exists():
        return str(shims / tool)
    return str(BIN / tool)


def run_tool(
    tool: str,
    *args: str,
    stdin: str | None = None,
    env: Mapping[str, str] | None = None,
    cwd: str | Path | None = None,
    timeout: float | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run `tool args` (text streams captured, no check of the status)."""
    return subprocess.run(
        [tool_command(tool), *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        env=None if env is None else dict(env),
        cwd=cwd,
        timeout=timeout,
    )


__all__ = ["BIN", "run_tool", "tool_command"]
