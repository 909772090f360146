"""Errors reported to users, and how `xdsl-opt` shows them.

Passes report unsupported or invalid input with `op.emit_error(message, error)`
(xDSL's convention: the exception carries the module with the message attached
to the offending op). `PassOptionError` reports a malformed pass option.

Any other exception escaping a command line tool is a bug (ours or xDSL's):
the handler reports it as `error: internal error in <pass or parser>: ...`
with a request to report it, and exit status 1. Setting the environment
variable `XDSL_BUFFERIZATION_TRACEBACK=1` shows the Python traceback instead.
"""

import os
import sys
from collections.abc import Callable
from types import FrameType, TracebackType

from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, ParseError

_CLI_PROGRAMS = frozenset({"xdsl-opt", "xdsl-run", "xdsl-bufferization-run"})

TRACEBACK_ENV = "XDSL_BUFFERIZATION_TRACEBACK"
"""Environment variable: when set (to anything but empty or `0`), internal
errors show their Python traceback (for debugging) instead of a message."""


class PassOptionError(ValueError):
    """A pass option that the pass does not have, or a value it cannot take."""


REPORTED_ERRORS: tuple[type[BaseException], ...] = (
    DiagnosticException,
    ParseError,
    ArgSpecParseError,
    PassOptionError,
)
"""Errors that describe the user's input rather than a bug: shown without traceback."""


_HANDLER: dict[str, object] = {}
"""The handler `install_cli_error_handler` installed, so that it installs one only."""


_PIPELINE_SPEC_MODULES = (
    os.path.join("xdsl", "passes.py"),
    os.path.join("xdsl", "utils", "arg_spec.py"),
    os.path.join("xdsl", "xdsl_opt_main.py"),
)
"""Where xDSL raises a plain `ValueError` for a command line it cannot honour:
a pipeline it cannot build (an unknown pass, an option an xDSL pass does not
have), an input file extension it has no parser for, an unknown target."""

_EXTENSION_HINT = (
    " (xdsl-opt chooses the parser by the file extension; "
    "add '-f mlir' to read the file as MLIR)"
)


def is_pipeline_spec_error(
    error: BaseException, traceback: TracebackType | None
) -> bool:
    """
    Whether `error` is xDSL rejecting the user's command line: a `ValueError`
    raised by xDSL's pipeline parsing or option handling itself (not deeper,
    in a pass).
    """
    if type(error) is not ValueError or traceback is None:
        return False
    while traceback.tb_next is not None:
        traceback = traceback.tb_next
    return traceback.tb_frame.f_code.co_filename.endswith(_PIPELINE_SPEC_MODULES)


def _is_file_error(error: BaseException) -> bool:
    """An input or output file that cannot be opened (missing, no permission)."""
    return isinstance(error, OSError) and error.filename is not None


def _format_file_error(error: OSError, traceback: TracebackType | None) -> str:
    functions = {frame.f_code.co_name for frame in _frames(traceback)}
    role = (
        "input file "
        if "get_input_stream" in functions
        else "output file "
        if "prepare_output" in functions
        else ""
    )
    reason = error.strerror or type(error).__name__
    return f"error: cannot open {role}'{error.filename}': {reason}\n"


def format_error(error: BaseException) -> str:
    """The text shown for a reported error: its message, then its notes (the IR)."""
    message = str(error)
    if message.startswith("Unrecognized file extension"):
        message += _EXTENSION_HINT
    lines = [f"error: {message}"]
    lines.extend(str(note).rstrip("\n") for note in getattr(error, "__notes__", ()))
    return "\n".join(lines) + "\n"


def traceback_requested() -> bool:
    """Whether the user asked for Python tracebacks of internal errors."""
    return os.environ.get(TRACEBACK_ENV, "") not in ("", "0")


def _frames(traceback: TracebackType | None) -> list[FrameType]:
    """The frames of `traceback`, outermost first."""
    frames: list[FrameType] = []
    while traceback is not None:
        frames.append(traceback.tb_frame)
        traceback = traceback.tb_next
    return frames


def _in_module(frame: FrameType, *parts: str) -> bool:
    return os.path.join(*parts) in frame.f_code.co_filename


def failing_stage(traceback: TracebackType | None, program: str) -> str:
    """
    Where an unexpected exception was raised, for the internal-error message:
    `pass 'NAME'` (the innermost pass running), `the parser`, `the verifier`
    (of the op whose `verify_` failed, when known), `the printer`, or else the
    program.
    """
    from xdsl.ir import Operation
    from xdsl.passes import ModulePass

    frames = _frames(traceback)
    for frame in reversed(frames):
        owner = frame.f_locals.get("self")
        if frame.f_code.co_name == "apply" and isinstance(owner, ModulePass):
            return f"pass '{owner.name}'"
    if any(_in_module(frame, "xdsl", "parser") for frame in frames):
        return "the parser"
    for frame in reversed(frames):
        owner = frame.f_locals.get("self")
        if frame.f_code.co_name.startswith("verify") and isinstance(owner, Operation):
            return f"the verifier of '{owner.name}'"
    if any(_in_module(frame, "xdsl", "printer.py") for frame in frames):
        return "the printer"
    return program


def format_internal_error(
    error: BaseException, traceback: TracebackType | None, program: str
) -> str:
    """The message shown for an exception that is a bug rather than bad input."""
    detail = str(error)
    kind = type(error).__name__
    message = f"{kind}: {detail}" if detail else kind
    return (
        f"error: internal error in {failing_stage(traceback, program)}: {message}\n"
        "note: this is a bug in xdsl-bufferization or xDSL, not in your input; "
        "please report it with the input and the command line "
        f"(set {TRACEBACK_ENV}=1 to see the Python traceback)\n"
    )


def describe_uncaught(
    error: BaseException, traceback: TracebackType | None, program: str
) -> str | None:
    """
    The text a command line tool shows for an exception that reached the top:
    a reported error, an input or output file it cannot open, or an internal
    error. None for what keeps Python's traceback: `KeyboardInterrupt` and
    friends, and everything when `XDSL_BUFFERIZATION_TRACEBACK` is set.
    """
    if isinstance(error, REPORTED_ERRORS) or is_pipeline_spec_error(error, traceback):
        return format_error(error)
    if not isinstance(error, Exception) or traceback_requested():
        return None
    if isinstance(error, OSError) and _is_file_error(error):
        return _format_file_error(error, traceback)
    return format_internal_error(error, traceback, program)


def install_cli_error_handler(argv0: str | None = None) -> bool:
    """
    In xDSL's command line tools, show reported errors (verifier, parser, pass
    diagnostics, pass options, pipelines xDSL cannot build) as messages rather
    than Python tracebacks, and any other exception (a bug) as an internal
    error (`format_internal_error`). The exit status stays 1. Returns whether
    the handler was installed.
    """
    if argv0 is None:
        argv0 = sys.argv[0] if sys.argv else ""
    program = os.path.basename(argv0)
    if program not in _CLI_PROGRAMS:
        return False
    if sys.excepthook is _HANDLER.get("installed"):
        return True
    previous: Callable[
        [type[BaseException], BaseException, TracebackType | None], object
    ] = sys.excepthook

    def report(
        exc_type: type[BaseException],
        error: BaseException,
        traceback: TracebackType | None,
    ) -> None:
        text = describe_uncaught(error, traceback, program)
        if text is None:
            previous(exc_type, error, traceback)
            return
        sys.stdout.flush()
        sys.stderr.write(text)
        sys.stderr.flush()

    _HANDLER["installed"] = report
    sys.excepthook = report
    return True
