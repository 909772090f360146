"""Errors reported to users, and how `xdsl-opt` shows them.

Passes report unsupported or invalid input with `op.emit_error(message, error)`
(xDSL's convention: the exception carries the module with the message attached
to the offending op). `PassOptionError` reports a malformed pass option.
"""

import os
import sys
from collections.abc import Callable
from types import TracebackType

from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, ParseError

_CLI_PROGRAMS = frozenset({"xdsl-opt", "xdsl-run", "xdsl-bufferization-run"})


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
)
"""Where xDSL raises a plain `ValueError` for a pipeline it cannot build (an
unknown pass, an option an xDSL pass does not have)."""


def is_pipeline_spec_error(
    error: BaseException, traceback: TracebackType | None
) -> bool:
    """
    Whether `error` is xDSL rejecting the user's `-p` pipeline: a `ValueError`
    raised by xDSL's pipeline parsing itself (not deeper, in a pass).
    """
    if type(error) is not ValueError or traceback is None:
        return False
    while traceback.tb_next is not None:
        traceback = traceback.tb_next
    return traceback.tb_frame.f_code.co_filename.endswith(_PIPELINE_SPEC_MODULES)


def format_error(error: BaseException) -> str:
    """The text shown for a reported error: its message, then its notes (the IR)."""
    lines = [f"error: {error}"]
    lines.extend(str(note).rstrip("\n") for note in getattr(error, "__notes__", ()))
    return "\n".join(lines) + "\n"


def install_cli_error_handler(argv0: str | None = None) -> bool:
    """
    In xDSL's command line tools, show reported errors (verifier, parser, pass
    diagnostics, pass options, pipelines xDSL cannot build) as messages rather than Python tracebacks. The
    exit status stays non-zero; any other exception keeps its traceback, since
    it is a bug. Returns whether the handler was installed.
    """
    if argv0 is None:
        argv0 = sys.argv[0] if sys.argv else ""
    if os.path.basename(argv0) not in _CLI_PROGRAMS:
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
        if isinstance(error, REPORTED_ERRORS) or is_pipeline_spec_error(
            error, traceback
        ):
            sys.stdout.flush()
            sys.stderr.write(format_error(error))
            sys.stderr.flush()
        else:
            previous(exc_type, error, traceback)

    _HANDLER["installed"] = report
    sys.excepthook = report
    return True
