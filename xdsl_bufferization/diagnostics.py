"""Errors reported to users, and how the command line tools show them.

Passes report unsupported or invalid input at the offending op with
`emit_error(op, message, notes=...)` (or xDSL's `op.emit_error(message,
error)`): the exception carries, as in xDSL, the module with the message
attached to the op (in `__notes__`), and, for `emit_error`, the structured
report. `report_of(error)` turns any reported error (parse errors, verifier
errors, pass diagnostics, ours or xDSL's) into a `DiagnosticReport`: messages
with their source positions, which `render` prints the way `mlir-opt` does:

    f.mlir:3:10: error: 'memref.load' op incorrect number of indices for load, expected 2 but got 1
        %v = memref.load %m[%c0] : memref<4x4xf32>
             ^
    f.mlir:3:10: note: see current operation: %v = "memref.load"(%m, %c0) : ...

Positions come from the ops' locations: `source_locations.LocatingParser`
records one for every parsed op. `PassOptionError` reports a malformed pass
option.

Any other exception escaping a command line tool is a bug (ours or xDSL's):
the handler reports it as `error: internal error in <pass or parser>: ...`
with a request to report it, and exit status 1. Setting the environment
variable `XDSL_BUFFERIZATION_TRACEBACK=1` shows the Python traceback instead;
`XDSL_BUFFERIZATION_PRINT_MODULE=1` adds the whole module, with the error
marked at its op, to reported errors (xDSL's format).
"""

from __future__ import annotations

import dataclasses
import os
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from io import StringIO
from types import FrameType, TracebackType
from typing import Any, Literal, NoReturn

from xdsl.dialects.builtin import (
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    NameLoc,
    StringAttr,
)
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import (
    ArgSpecParseError,
    DiagnosticException,
    MultipleSpansParseError,
    ParseError,
    PassFailedException,
    VerifyException,
)
from xdsl.utils.lexer import Span

_CLI_PROGRAMS = frozenset(
    {"xdsl-opt", "xdsl-run", "xdsl-bufferization-run", "xdsl-bufferization-opt"}
)

TRACEBACK_ENV = "XDSL_BUFFERIZATION_TRACEBACK"
"""Environment variable: when set (to anything but empty or `0`), internal
errors show their Python traceback (for debugging) instead of a message."""

PRINT_MODULE_ENV = "XDSL_BUFFERIZATION_PRINT_MODULE"
"""Environment variable: when set (to anything but empty or `0`), reported
errors are followed by the whole module, the error marked at its op."""


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")


class PassOptionError(ValueError):
    """A pass option that the pass does not have, or a value it cannot take."""


class UnprefixedVerifyException(VerifyException):
    """
    A verifier error that MLIR reports with `emitError` rather than
    `emitOpError`: its message is shown as is, without the `'op.name' op `
    prefix verifier messages otherwise get (for example MLIR's "slice along
    dimension 0 runs out-of-bounds: 4 >= 4").
    """


REPORTED_ERRORS: tuple[type[BaseException], ...] = (
    DiagnosticException,
    ParseError,
    ArgSpecParseError,
    PassOptionError,
)
"""Errors that describe the user's input rather than a bug: shown without traceback."""


# ===----------------------------------------------------------------------=== #
# Diagnostics: messages at source positions
# ===----------------------------------------------------------------------=== #

Severity = Literal["error", "warning", "remark", "note"]


@dataclass(frozen=True)
class SourcePosition:
    """A `file:line:col` position (lines and columns from 1)."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


def position_of(location: Attribute) -> SourcePosition | None:
    """
    The file position of a location attribute, as MLIR finds it: the first
    `FileLineColLoc` inside names, call sites (the callee) and fusions.
    """
    if isinstance(location, FileLineColLoc):
        return SourcePosition(
            location.filename.data, location.line.data, location.column.data
        )
    if isinstance(location, NameLoc):
        return position_of(location.location)
    if isinstance(location, CallSiteLoc):
        return position_of(location.callee)
    if isinstance(location, FusedLoc):
        for inner in location.locations.data:  # pyright: ignore[reportUnknownMemberType, reportAttributeAccessIssue, reportUnknownVariableType]
            if (position := position_of(inner)) is not None:  # pyright: ignore[reportUnknownArgumentType]
                return position
    return None


def op_position(op: Operation) -> SourcePosition | None:
    """
    Where to report a diagnostic at `op`: its own location, or, for an op a
    pass created without one, the location of the closest enclosing op that
    has one.
    """
    current: Operation | None = op
    while current is not None:
        if (position := position_of(current.location)) is not None:
            return position
        current = current.parent_op()
    return None


@dataclass(frozen=True)
class DiagnosticMessage:
    """One message of a diagnostic: an error or one of its notes."""

    severity: Severity
    message: str
    position: SourcePosition | None = None
    op: Operation | None = None
    """The op the message is attached to, if any (shown as the current op)."""
    source_line: str | None = None
    """The text of the source line at `position`, when it is known."""
    supplementary: bool = False
    """A note of ours that MLIR does not emit: shown, but not checked by
    `-verify-diagnostics` (so that a test file means the same to mlir-opt)."""


@dataclass(frozen=True)
class DiagnosticReport:
    """An error and its notes, in the order they are shown."""

    messages: tuple[DiagnosticMessage, ...]

    @property
    def error(self) -> DiagnosticMessage:
        return self.messages[0]


def message_at(
    op: Operation, severity: Severity, message: str, *, supplementary: bool = False
) -> DiagnosticMessage:
    """A message attached to `op`, at its source position."""
    from xdsl_bufferization.source_locations import source_line

    position = op_position(op)
    line = None if position is None else source_line(position.file, position.line)
    return DiagnosticMessage(severity, message, position, op, line, supplementary)


_REPORT_ATTRIBUTE = "diagnostic_report"
"""The attribute of an exception that holds its `DiagnosticReport`."""


def attach_report(error: BaseException, report: DiagnosticReport) -> None:
    """Make `report` the diagnostic `report_of(error)` returns."""
    setattr(error, _REPORT_ATTRIBUTE, report)


def emit_error(
    op: Operation,
    message: str,
    *,
    notes: Sequence[tuple[Operation, str]] = (),
    error: Exception | None = None,
) -> NoReturn:
    """
    Report `message` as an error at `op`, with notes at related ops (for
    example the definition of a buffer the error is about), by raising `error`
    (a `PassFailedException` by default). Like xDSL's `op.emit_error`, the
    exception's `__notes__` hold the module with the messages marked. The
    notes are ours (`supplementary`): MLIR emits none for these errors.
    """
    from xdsl.utils.diagnostic import Diagnostic

    if error is None:
        error = PassFailedException(message)
    attach_report(
        error,
        DiagnosticReport(
            (
                message_at(op, "error", message),
                *(
                    message_at(other, "note", text, supplementary=True)
                    for other, text in notes
                ),
            )
        ),
    )
    diagnostic = Diagnostic()
    diagnostic.add_message(op, message)
    for other, text in notes:
        diagnostic.add_message(other, f"note: {text}")
    diagnostic.raise_exception(op, error)


def _frames(traceback: TracebackType | None) -> list[FrameType]:
    """The frames of `traceback`, outermost first."""
    frames: list[FrameType] = []
    while traceback is not None:
        frames.append(traceback.tb_frame)
        traceback = traceback.tb_next
    return frames


def _span_message(
    severity: Severity, span: Span[str] | Span[bytes], message: str
) -> DiagnosticMessage:
    location = span.get_location()
    start = span.input.get_start_of_line(span.start)
    end = span.input.get_end_of_line(start)
    text = span.input.content[start:end]
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    position = SourcePosition(location.file, location.line, location.col)
    return DiagnosticMessage(severity, message, position, None, text.removesuffix("\r"))


_UNNAMED_EXPECTATION = "expected operation name in quotes"
"""mlir-opt's message where a block ends without its closing brace: xDSL's
own ("` in block definition`") lacks the part naming what was expected."""


_UNDEFINED_VALUES = "values used but not defined"
"""xDSL's summary, at the end of the input, of the values never defined: about
the whole input, not its last token (xDSL's tests check where it stands)."""


def _end_of_input_message(
    span: Span[str] | Span[bytes], message: str
) -> DiagnosticMessage:
    """
    A parse error, placed as mlir-opt places one at the end of the input: just
    after the last token (past blank and comment lines), not on the empty line
    after it; xDSL's message without a subject gets mlir-opt's wording.
    """
    content = span.input.content
    text = content if isinstance(content, str) else content.decode("utf-8", "replace")
    if isinstance(content, bytes):
        start = len(content[: span.start].decode("utf-8", "replace"))
    else:
        start = span.start
    if text[start:].strip() or message.startswith(_UNDEFINED_VALUES):
        return _span_message("error", span, message)
    end = start
    while end > 0:
        line_start = text.rfind("\n", 0, end) + 1
        line = text[line_start:end]
        if line.strip() and not line.lstrip().startswith("//"):
            end = line_start + len(line.rstrip())
            break
        end = line_start - 1 if line_start > 0 else 0
    if isinstance(content, bytes):
        end = len(text[:end].encode())
    if message.startswith(" "):
        message = _UNNAMED_EXPECTATION
    return _span_message(
        "error", dataclasses.replace(span, start=end, end=end), message
    )


_OP_PREFIX = re.compile(r"'[\w.$-]+' op ")
"""A message that names its op already, as MLIR's `emitOpError` does."""

_VERIFIER_PREFIX = "Operation does not verify: "
"""How xDSL's `Operation.verify` marks the message of a failing `verify_`."""


def _verifier_message(op: Operation, error: BaseException, marked: str) -> str:
    """
    The message of a verifier error, with MLIR's `'op.name' op ` prefix
    (`emitOpError`) unless it has one or MLIR reports it without.
    """
    message = str(error) if isinstance(error, VerifyException) else marked
    if isinstance(error, UnprefixedVerifyException) or _OP_PREFIX.match(message):
        return message
    return f"'{op.name}' op {message}"


_REDEFINED_SYMBOL = re.compile(r'Redefinition of symbol "(.*)"')
"""xDSL's `SymbolTable` verifier: two symbols of a table have one name."""


def _symbol_redefinition(table: Operation, text: str) -> list[DiagnosticMessage]:
    """
    xDSL reports a redefined symbol at the symbol table (often the implicit
    module, which has no position); MLIR at the second definition, with a
    note at the first. The messages as MLIR's, or none if `text` is not that.
    """
    match = _REDEFINED_SYMBOL.fullmatch(text)
    if match is None or len(table.regions) != 1 or not table.regions[0].blocks:
        return []
    name = match.group(1)
    definitions = [
        op
        for op in table.regions[0].blocks[0].ops
        if isinstance(symbol := op.get_attr_or_prop("sym_name"), StringAttr)
        and symbol.data == name
    ]
    if len(definitions) < 2:
        return []
    return [
        message_at(definitions[1], "error", f"redefinition of symbol named '{name}'"),
        message_at(definitions[0], "note", "see existing symbol definition here"),
    ]


def _xdsl_diagnostic_messages(
    error: BaseException, frames: list[FrameType]
) -> list[DiagnosticMessage] | None:
    """The messages of an xDSL `Diagnostic` being raised in `frames`, if any."""
    from xdsl.utils.diagnostic import Diagnostic

    for frame in reversed(frames):
        owner = frame.f_locals.get("self")
        if frame.f_code.co_name == "raise_exception" and isinstance(owner, Diagnostic):
            messages: list[DiagnosticMessage] = []
            for op, texts in owner.op_messages.items():
                for text in texts:
                    if text.startswith(_VERIFIER_PREFIX):
                        text = text.removeprefix(_VERIFIER_PREFIX)
                        if not messages and (
                            redefined := _symbol_redefinition(op, text)
                        ):
                            messages.extend(redefined)
                            continue
                        text = _verifier_message(op, error, text)
                    severity: Severity = "error" if not messages else "note"
                    if text.startswith("note: "):
                        severity, text = "note", text.removeprefix("note: ")
                    messages.append(message_at(op, severity, text))
            return messages or None
    return None


def _parser_position(frames: list[FrameType], message: str) -> DiagnosticMessage | None:
    """`message` at the parser's current token, if a parser is in `frames`."""
    from xdsl.parser.base_parser import BaseParser

    for frame in reversed(frames):
        owner = frame.f_locals.get("self")
        if isinstance(owner, BaseParser):
            span: Span[str] = owner._current_token.span  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
            return _span_message("error", span, message)  # pyright: ignore[reportUnknownArgumentType]
    return None


def report_of(
    error: BaseException, traceback: TracebackType | None = None
) -> DiagnosticReport:
    """
    The diagnostic of a reported error, with source positions where they are
    known: the report `emit_error` attached; a parse error at its span; an
    xDSL diagnostic at its op (verifier messages with MLIR's `'op.name' op `
    prefix); an error raised while parsing at the current token; otherwise
    the message alone. `traceback` defaults to the error's own.
    """
    attached = getattr(error, _REPORT_ATTRIBUTE, None)
    if isinstance(attached, DiagnosticReport):
        return attached
    if isinstance(error, ParseError):
        messages = [_end_of_input_message(error.span, error.msg)]
        if isinstance(error, MultipleSpansParseError):
            messages.extend(
                _span_message("note", span, text or error.ref_text or "")
                for span, text in error.refs
            )
        return DiagnosticReport(tuple(messages))
    if traceback is None:
        traceback = error.__traceback__
    frames = _frames(traceback)
    if (messages := _xdsl_diagnostic_messages(error, frames)) is not None:
        return DiagnosticReport(tuple(messages))
    message = str(error)
    if isinstance(error, ArgSpecParseError):
        message = message.removesuffix("\n")
    located = _parser_position(frames, message)
    if located is None:
        located = DiagnosticMessage("error", message)
    return DiagnosticReport((located,))


def _print_generic(op: Operation) -> str:
    from xdsl.printer import Printer

    stream = StringIO()
    Printer(stream=stream, print_generic_format=True).print_op(op)
    return stream.getvalue().rstrip("\n")


def render(
    report: DiagnosticReport, *, current_op: bool = True, module: bool = False
) -> str:
    """
    `report` as `mlir-opt` prints diagnostics: each message as
    `file:line:col: severity: message`, with the source line and a caret
    under the column; `current_op` adds MLIR's note "see current operation"
    with the op in generic form. `module` adds the whole module with the
    messages marked at their ops (xDSL's format).
    """
    out = StringIO()
    shown: set[SourcePosition] = set()
    for message in report.messages:
        head = f"{message.position}: " if message.position is not None else ""
        out.write(f"{head}{message.severity}: {message.message}\n")
        if message.source_line is not None and message.position is not None:
            if message.position not in shown:
                out.write(f"{message.source_line}\n")
                out.write(" " * (message.position.column - 1) + "^\n")
            shown.add(message.position)
        if current_op and message.op is not None and message.severity == "error":
            out.write(
                f"{head}note: see current operation: {_print_generic(message.op)}\n"
            )
    if module:
        ops = [m.op for m in report.messages if m.op is not None]
        if ops:
            out.write(_marked_module(report) + "\n")
    return out.getvalue()


def _marked_module(report: DiagnosticReport) -> str:
    from xdsl.printer import Printer
    from xdsl.utils.diagnostic import Diagnostic

    diagnostic = Diagnostic()
    first = None
    for message in report.messages:
        if message.op is not None:
            first = first or message.op
            prefix = "" if message.severity == "error" else f"{message.severity}: "
            diagnostic.add_message(message.op, prefix + message.message)
    assert first is not None
    stream = StringIO()
    printer = Printer(stream=stream, diagnostic=diagnostic, print_generic_format=True)
    printer.print_op(first.get_toplevel_object())  # pyright: ignore[reportArgumentType]
    return stream.getvalue().rstrip("\n")


# ===----------------------------------------------------------------------=== #
# Command lines xDSL cannot honour
# ===----------------------------------------------------------------------=== #


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


def option_names(pass_class: type[Any]) -> list[str]:
    """The options of a pass class, spelled as MLIR spells them."""
    if not dataclasses.is_dataclass(pass_class):
        return []
    return sorted(
        field.name.replace("_", "-")
        for field in dataclasses.fields(pass_class)
        if field.init and field.name != "name"
    )


_UNKNOWN_ARGUMENTS = re.compile(r"Provided arguments \[(.*?)\] not found")
_UNRECOGNIZED_PASSES = re.compile(r"Unrecognized passes: \[(.*)\]")


def pass_spec_message(
    message: str, pass_class: type[Any] | None, option: str | None = None
) -> str:
    """
    xDSL's message for a pass or option it does not know, worded as ours: it
    names the pass (and the option), as `mlir-opt` does.
    """
    if (unknown := _UNRECOGNIZED_PASSES.fullmatch(message)) is not None:
        names = [name.strip().strip("'\"") for name in unknown.group(1).split(",")]
        return "; ".join(
            f"'{name}' does not refer to a registered pass or pass pipeline"
            for name in names
        )
    if pass_class is None:
        return message
    name = getattr(pass_class, "name", pass_class.__name__)
    if (arguments := _UNKNOWN_ARGUMENTS.match(message)) is not None:
        given = [
            a.strip().strip('"').replace("_", "-")
            for a in arguments.group(1).split(",")
        ]
        known = ", ".join(option_names(pass_class)) or "none"
        return "; ".join(
            f"{name}: unknown option '{option_name}' (options: {known})"
            for option_name in given
        )
    if option is not None:
        return (
            f"{name}: invalid value for option '{option.replace('_', '-')}': {message}"
        )
    return f"{name}: {message}"


def _spec_error_context(
    traceback: TracebackType | None,
) -> tuple[type[Any] | None, str | None]:
    """The pass class (and option) whose spec xDSL was converting, if any."""
    from xdsl.passes import ModulePass

    for frame in reversed(_frames(traceback)):
        owner = frame.f_locals.get("cls")
        if isinstance(owner, type) and issubclass(owner, ModulePass):
            field = frame.f_locals.get("op_field")
            option = getattr(field, "name", None)
            return owner, option if isinstance(option, str) else None
    return None, None


def format_spec_error(error: BaseException, traceback: TracebackType | None) -> str:
    """The message for a command line xDSL rejected (see `is_pipeline_spec_error`)."""
    message = str(error)
    if message.startswith("Unrecognized file extension"):
        return f"error: {message}{_EXTENSION_HINT}\n"
    pass_class, option = _spec_error_context(traceback)
    return f"error: {pass_spec_message(message, pass_class, option)}\n"


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


def format_error(
    error: BaseException,
    traceback: TracebackType | None = None,
    *,
    current_op: bool = True,
    module: bool | None = None,
) -> str:
    """
    The text shown for a reported error: `render(report_of(error))`; the
    module is added when `module` is true or, by default, when
    `XDSL_BUFFERIZATION_PRINT_MODULE` is set.
    """
    if module is None:
        module = _env_flag(PRINT_MODULE_ENV)
    return render(report_of(error, traceback), current_op=current_op, module=module)


# ===----------------------------------------------------------------------=== #
# Internal errors
# ===----------------------------------------------------------------------=== #


def traceback_requested() -> bool:
    """Whether the user asked for Python tracebacks of internal errors."""
    return _env_flag(TRACEBACK_ENV)


def _in_module(frame: FrameType, *parts: str) -> bool:
    return os.path.join(*parts) in frame.f_code.co_filename


def failing_stage(traceback: TracebackType | None, program: str) -> str:
    """
    Where an unexpected exception was raised, for the internal-error message:
    `pass 'NAME'` (the innermost pass running), `the parser`, `the verifier`
    (of the op whose `verify_` failed, when known), `the printer`, or else the
    program.
    """
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
    stage = failing_stage(traceback, program)
    text = f"internal error in {stage}: {message}"
    located = _parser_position(_frames(traceback), text)
    first = render(DiagnosticReport((located,))) if located else f"error: {text}\n"
    return (
        first + "note: this is a bug in xdsl-bufferization or xDSL, not in your "
        "input; please report it with the input and the command line "
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
    if isinstance(error, REPORTED_ERRORS):
        return format_error(error, traceback)
    if is_pipeline_spec_error(error, traceback):
        return format_spec_error(error, traceback)
    if not isinstance(error, Exception) or traceback_requested():
        return None
    if isinstance(error, OSError) and _is_file_error(error):
        return _format_file_error(error, traceback)
    return format_internal_error(error, traceback, program)


# ===----------------------------------------------------------------------=== #
# The handler of the command line tools
# ===----------------------------------------------------------------------=== #


_HANDLER: dict[str, object] = {}
"""The handler `install_cli_error_handler` installed, so that it installs one only."""


def cli_program(argv0: str | None = None) -> str | None:
    """The name of the command line tool of xDSL or ours running, if any."""
    if argv0 is None:
        argv0 = sys.argv[0] if sys.argv else ""
    program = os.path.basename(argv0)
    return program if program in _CLI_PROGRAMS else None


def install_cli_error_handler(argv0: str | None = None) -> bool:
    """
    In xDSL's command line tools and ours, show reported errors (verifier,
    parser, pass diagnostics, pass options, pipelines xDSL cannot build) as
    `mlir-opt` shows diagnostics rather than as Python tracebacks, and any
    other exception (a bug) as an internal error (`format_internal_error`).
    The exit status stays 1. Returns whether the handler was installed.
    """
    program = cli_program(argv0)
    if program is None:
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
