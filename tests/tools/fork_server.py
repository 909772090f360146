"""A fork server for the Python tools of the lit tests (`xdsl-opt`,
`filecheck`, `xdsl-bufferization-run`, `xdsl-bufferization-opt`).

Each of those tools spends most of a short run starting Python and
importing xDSL (about 0.3 s of CPU for `xdsl-opt`, 0.08 s for `filecheck`),
and the lit tests run them about 1,000 times. The server imports the tools'
modules once; lit's RUN lines then call a small client (`shims/<tool>`,
first on lit's PATH) that hands the server its arguments, working directory,
environment and standard streams (the file descriptors themselves); the
server forks a process that runs the tool's console-script entry point on
them, and the client exits with that process's status (or dies of its
signal). So every RUN line still runs the tool in a process of its own,
with its own arguments, streams and exit status; only the interpreter's
start and the imports are shared.

What the server imports is side-effect free: the tools' modules and this
package's pass modules, never the plugin registration
(`xdsl_bufferization.universe`) nor `xdsl.interpreters`, which the tools
load themselves in the order a fresh process does. When the client's
environment differs from the server's (a RUN line's `env X=...`; lit's
per-test temporary directory aside, see `PER_TEST`), or the
server is unreachable, the client runs the installed tool instead
(`exec`). `LIT_FORK_SERVER=0` turns the server off (tests/filecheck/lit.cfg).

    python -m tests.tools.fork_server DIRECTORY   # serve DIRECTORY/socket
"""

from __future__ import annotations

import atexit
import importlib
import importlib.metadata
import io
import marshal
import os
import resource
import signal
import socket
import struct
import sys
import tempfile
import traceback
from pathlib import Path

TOOLS = ("xdsl-opt", "filecheck", "xdsl-bufferization-run", "xdsl-bufferization-opt")
"""The console scripts the server runs (`xdsl-run` is left out: xDSL's
interpreter must load before the plugin, see interpreter_registration.py)."""

PER_TEST = frozenset(
    (
        b"LIT_CURRENT_TESTCASE",
        b"PYTEST_CURRENT_TEST",
        b"TEMP",
        b"TEMPDIR",
        b"TMP",
        b"TMPDIR",
    )
)
"""The variables lit sets for each test (its own temporary directory): the
tool gets the client's values; any other difference runs the installed tool."""

_HEADER = struct.Struct("<Q")
_FALLBACKS = "fallbacks"
"""Where the server notes the requests it sent back (in its directory)."""

CLIENT = """\
import marshal, os, socket, struct, sys
tool, real, path = {tool!r}, {real!r}, {socket!r}

def fallback():
    os.execv(real, [sys.argv[0], *sys.argv[1:]])

try:
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.connect(path)
except OSError:
    fallback()
request = marshal.dumps((tool, os.getcwd(), sys.argv[1:], dict(os.environb)))
socket.send_fds(connection, [struct.pack("<Q", len(request)) + request], [0, 1, 2])
reply = b""
while True:
    chunk = connection.recv(64)
    if not chunk:
        break
    reply += chunk
if reply == b"fallback" or not reply:
    fallback()
kind, number = reply[:1], int(reply[1:])
if kind == b"S":
    import signal
    signal.signal(number, signal.SIG_DFL)
    os.kill(os.getpid(), number)
os._exit(number)
"""
"""The client, run as `python -S` (no site: it only needs the standard
library, and starts in about 10 ms)."""


def write_shims(directory: Path, socket_path: Path) -> Path:
    """The client scripts, one per tool, in `directory/shims`."""
    shims = directory / "shims"
    shims.mkdir(exist_ok=True)
    bin_dir = Path(sys.executable).parent
    for tool in TOOLS:
        shim = shims / tool
        shim.write_text(
            f"#!{sys.executable} -S\n"
            + CLIENT.format(
                tool=tool, real=str(bin_dir / tool), socket=str(socket_path)
            )
        )
        shim.chmod(0o755)
    return shims


def _entry_points() -> dict[str, importlib.metadata.EntryPoint]:
    scripts = importlib.metadata.entry_points(group="console_scripts")
    return {ep.name: ep for ep in scripts if ep.name in TOOLS}


def _preload(entry_points: dict[str, importlib.metadata.EntryPoint]) -> None:
    for ep in entry_points.values():
        importlib.import_module(ep.module)
    from xdsl_bufferization.transforms import get_all_passes

    for factory in get_all_passes().values():
        factory()
    loaded = {"xdsl_bufferization.universe", "xdsl.interpreters"} & set(sys.modules)
    if loaded:
        raise RuntimeError(f"the preloaded modules import {sorted(loaded)}")


def _receive(connection: socket.socket) -> tuple[bytes, list[int]]:
    data, fds, _, _ = socket.recv_fds(connection, 1 << 16, 3)
    while (
        len(data) < _HEADER.size
        or len(data) < _HEADER.size + _HEADER.unpack(data[: _HEADER.size])[0]
    ):
        chunk = connection.recv(1 << 16)
        if not chunk:
            raise EOFError("the client hung up")
        data += chunk
    return data[_HEADER.size :], fds


def _run_tool(
    entry_point: importlib.metadata.EntryPoint,
    cwd: str,
    argv: list[str],
    env: dict[bytes, bytes],
    fds: list[int],
) -> None:
    """In the forked process: become `tool argv` on the client's streams;
    exits the way the interpreter would (never returns)."""
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    _fresh_standard_streams()
    os.chdir(cwd)
    os.environb.clear()
    os.environb.update(env)
    tempfile.tempdir = None  # as if TMPDIR had never been read
    # What a console script has: its path as argv[0], its directory first
    # on the module path (here the repository's, from `python -m`).
    bin_dir = str(Path(sys.executable).parent)
    sys.argv = [os.path.join(bin_dir, entry_point.name), *argv]
    sys.path[0] = bin_dir
    status = 0
    try:
        try:
            status = _exit_status(entry_point.load()())
        except SystemExit as exit:
            status = _exit_status(exit.code)
        except BaseException:
            sys.excepthook(*sys.exc_info())
            status = 1
        atexit._run_exitfuncs()  # pyright: ignore[reportPrivateUsage]
        try:
            sys.stdout.flush()
        except BrokenPipeError:
            status = 120
        sys.stderr.flush()
    finally:
        os._exit(status)


_SERVER_STREAMS: list[object] = []
"""The server's standard streams, kept from the garbage collector (which
would close file descriptors 0 to 2)."""


def _fresh_standard_streams() -> None:
    """New `sys.stdin`, `sys.stdout` and `sys.stderr` on the client's
    descriptors, made as the interpreter makes them at start-up (the
    server's were made for other files: seekable, say)."""
    buffered_stdio = not sys.stdout.write_through  # PYTHONUNBUFFERED, -u
    for fd, name in enumerate(("stdin", "stdout", "stderr")):
        old = getattr(sys, name)
        _SERVER_STREAMS.append(old)
        raw = io.FileIO(fd, "rb" if fd == 0 else "wb", closefd=False)
        buffer: io.RawIOBase | io.BufferedIOBase = raw
        if fd == 0:
            buffer = io.BufferedReader(raw)
        elif buffered_stdio:
            buffer = io.BufferedWriter(raw)
        stream = io.TextIOWrapper(
            buffer,  # pyright: ignore[reportArgumentType]
            encoding=old.encoding,
            errors=old.errors,
            newline="\n",
            line_buffering=buffered_stdio and (fd == 2 or raw.isatty()),
            write_through=not buffered_stdio,
        )
        setattr(sys, name, stream)
        setattr(sys, f"__{name}__", stream)


def _exit_status(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1


def _handle(
    connection: socket.socket,
    entry_points: dict[str, importlib.metadata.EntryPoint],
    environment: dict[bytes, bytes],
) -> None:
    """In a process forked per request: run the tool in a process of its
    own, wait for it, send its status."""
    data, fds = _receive(connection)
    tool, cwd, argv, env = marshal.loads(data)
    differences = sorted(
        key.decode()
        for key in env.keys() | environment.keys()
        if env.get(key) != environment.get(key) and key not in PER_TEST
    )
    if tool not in entry_points or differences or len(fds) != 3:
        with open(_FALLBACKS, "a") as log:
            log.write(f"{tool} {differences}\n")
        connection.sendall(b"fallback")
        return
    pid = os.fork()
    if pid == 0:
        connection.close()
        _run_tool(entry_points[tool], cwd, argv, env, fds)
    for fd in fds:
        os.close(fd)
    _, wait_status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(wait_status):
        connection.sendall(b"S%d" % os.WTERMSIG(wait_status))
    else:
        connection.sendall(b"E%d" % os.WEXITSTATUS(wait_status))


def _reap(signum: int, frame: object) -> None:
    try:
        while os.waitpid(-1, os.WNOHANG)[0] > 0:
            pass
    except ChildProcessError:
        pass


def _stop(signum: int, frame: object) -> None:
    """On SIGTERM: wait for the requests under way (their CPU time counts),
    then exit."""
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    try:
        while True:
            os.wait()
    except ChildProcessError:
        pass
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"tools' CPU time: {usage.ru_utime + usage.ru_stime:.1f} s", file=sys.stderr)
    os._exit(0)


def serve(directory: Path) -> None:
    entry_points = _entry_points()
    _preload(entry_points)
    os.chdir(directory)
    environment = dict(os.environb)
    path = directory / "socket"
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    listener.listen(64)
    write_shims(directory, path)
    (directory / "ready").touch()
    parent = os.getppid()
    # Reap the handlers (waiting, rather than ignoring SIGCHLD, counts their
    # CPU time, and their tools', in the server's: `time lit` tells the truth).
    signal.signal(signal.SIGCHLD, _reap)
    signal.signal(signal.SIGTERM, _stop)
    listener.settimeout(1.0)
    while os.getppid() == parent:  # until lit exits
        try:
            connection, _ = listener.accept()
        except TimeoutError:
            continue
        if os.fork() == 0:
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            listener.close()
            connection.settimeout(None)
            status = 0
            try:
                _handle(connection, entry_points, environment)
            except BaseException:
                traceback.print_exc()
                status = 1
            finally:
                os._exit(status)
        connection.close()


if __name__ == "__main__":
    serve(Path(sys.argv[1]))
