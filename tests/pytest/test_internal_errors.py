"""
Exceptions that are bugs (ours or xDSL's), not bad input: the command line
tools report them as `error: internal error in <stage>: ...` with a request to
report them, exit status 1, and no traceback unless
`XDSL_BUFFERIZATION_TRACEBACK` is set. Files that cannot be opened and file
extensions without a parser are the user's errors, reported as such.
"""

import os
import subprocess
import sys
from pathlib import Path
from types import TracebackType

import pytest
from xdsl.context import Context
from xdsl.ir import Dialect, Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition
from xdsl.parser import Parser

from xdsl_bufferization.diagnostics import TRACEBACK_ENV, describe_uncaught
from xdsl_bufferization.executor import cli

XDSL_OPT = str(Path(sys.executable).parent / "xdsl-opt")

# `xdsl-opt` with one extra pass, `crash`, that raises a KeyError: the handler
# is installed as in the real `xdsl-opt` (the program name decides).
CRASHING_XDSL_OPT = """
import sys
from dataclasses import dataclass
from xdsl.passes import ModulePass
from xdsl.xdsl_opt_main import xDSLOptMain
from xdsl_bufferization.diagnostics import install_cli_error_handler

@dataclass(frozen=True)
class CrashPass(ModulePass):
    name = "crash"

    def apply(self, ctx, op):
        {}["missing key"]

class Main(xDSLOptMain):
    def register_all_passes(self):
        super().register_all_passes()
        self.register_pass("crash", lambda: CrashPass)

assert install_cli_error_handler("/usr/bin/xdsl-opt")
Main(args=sys.argv[1:]).run()
"""

PROGRAM = "func.func @f() {\n  func.return\n}\n"


def run(
    args: list[str], env: dict[str, str] | None = None, text: str = PROGRAM
) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k != TRACEBACK_ENV}
    environment.update(env or {})
    return subprocess.run(
        args,
        input=text,
        capture_output=True,
        text=True,
        check=False,
        env=environment,
    )


def test_crashing_pass_is_an_internal_error_without_traceback():
    result = run([sys.executable, "-c", CRASHING_XDSL_OPT, "-p", "crash"])
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert lines[0] == "error: internal error in pass 'crash': KeyError: 'missing key'"
    assert lines[1].startswith("note: this is a bug")
    assert "please report it" in lines[1]
    assert f"{TRACEBACK_ENV}=1" in lines[1]


def test_environment_variable_restores_the_traceback():
    result = run(
        [sys.executable, "-c", CRASHING_XDSL_OPT, "-p", "crash"], {TRACEBACK_ENV: "1"}
    )
    assert result.returncode == 1
    assert "Traceback (most recent call last)" in result.stderr
    assert "KeyError: 'missing key'" in result.stderr
    assert "internal error" not in result.stderr


def test_zero_keeps_the_message():
    result = run(
        [sys.executable, "-c", CRASHING_XDSL_OPT, "-p", "crash"], {TRACEBACK_ENV: "0"}
    )
    assert "Traceback" not in result.stderr
    assert "internal error in pass 'crash'" in result.stderr


def test_reported_errors_are_not_internal_errors():
    result = run([sys.executable, "-c", CRASHING_XDSL_OPT, "-p", "nosuchpass"])
    assert result.returncode == 1
    assert result.stderr == (
        "error: 'nosuchpass' does not refer to a registered pass or pass pipeline\n"
    )


def test_malformed_pipeline_is_reported_even_with_tracebacks_on():
    # xDSL's ArgSpecParseError derives from BaseException, not Exception.
    result = run([XDSL_OPT, "-p", "cse{"], {TRACEBACK_ENV: "1"})
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith("error: Error parsing pass pipeline specification")


def caught(function: object) -> tuple[BaseException, TracebackType | None]:
    assert callable(function)
    try:
        function()
    except Exception as error:
        return error, error.__traceback__
    raise AssertionError("expected an exception")


@irdl_op_definition
class CrashingParseOp(IRDLOperation):
    name = "test_crash.parse"

    @classmethod
    def parse(cls, parser: Parser) -> "CrashingParseOp":
        raise ZeroDivisionError("division by zero")


@irdl_op_definition
class CrashingVerifyOp(IRDLOperation):
    name = "test_crash.verify"

    def verify_(self) -> None:
        raise AssertionError("broken invariant")


def crash_context() -> Context:
    ctx = Context()
    ctx.load_dialect(Dialect("test_crash", [CrashingParseOp, CrashingVerifyOp]))
    return ctx


def test_stage_parser():
    error, traceback = caught(
        lambda: Parser(crash_context(), "test_crash.parse", "crash.mlir").parse_module()
    )
    text = describe_uncaught(error, traceback, "xdsl-opt")
    assert text is not None
    # At the parser's current token (after the op name), with the source line.
    assert text.startswith(
        "crash.mlir:1:17: error: internal error in the parser: "
        "ZeroDivisionError: division by zero\n"
        "test_crash.parse\n" + " " * 16 + "^\n"
    )


def test_stage_verifier_names_the_op():
    op: Operation = CrashingVerifyOp()
    error, traceback = caught(op.verify)
    text = describe_uncaught(error, traceback, "xdsl-opt")
    assert text is not None
    assert text.startswith(
        "error: internal error in the verifier of 'test_crash.verify': "
        "AssertionError: broken invariant\n"
    )


def test_stage_defaults_to_the_program():
    error, traceback = caught(lambda: [][1])
    text = describe_uncaught(error, traceback, "xdsl-opt")
    assert text is not None
    assert text.startswith("error: internal error in xdsl-opt: IndexError:")


def test_keyboard_interrupt_keeps_pythons_handling():
    assert describe_uncaught(KeyboardInterrupt(), None, "xdsl-opt") is None


def test_missing_input_file(tmp_path: Path):
    result = run([XDSL_OPT, str(tmp_path / "missing.mlir")])
    assert result.returncode == 1
    assert result.stderr == (
        f"error: cannot open input file '{tmp_path / 'missing.mlir'}': "
        "No such file or directory\n"
    )


def test_unwritable_output_file(tmp_path: Path):
    output = tmp_path / "no" / "such" / "dir.mlir"
    result = run([XDSL_OPT, "-o", str(output)])
    assert result.returncode == 1
    assert result.stderr == (
        f"error: cannot open output file '{output}': No such file or directory\n"
    )


def test_unknown_file_extension_is_explained(tmp_path: Path):
    source = tmp_path / "program.out"
    source.write_text(PROGRAM)
    result = run([XDSL_OPT, str(source)])
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith("error: Unrecognized file extension 'out'")
    assert "-f mlir" in result.stderr
    accepted = run([XDSL_OPT, str(source), "-f", "mlir"])
    assert accepted.returncode == 0, accepted.stderr


def test_executor_internal_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    def broken_run(*args: object, **kwargs: object) -> None:
        raise RuntimeError("executor bug")

    monkeypatch.delenv(TRACEBACK_ENV, raising=False)
    monkeypatch.setattr(cli, "run", broken_run)
    monkeypatch.setattr(sys, "stdin", _Stdin(PROGRAM))
    assert cli.main(["-"]) == cli.EXIT_ERROR
    err = capsys.readouterr().err
    assert err.startswith(
        "error: internal error in xdsl-bufferization-run: RuntimeError: executor bug\n"
    )
    monkeypatch.setenv(TRACEBACK_ENV, "1")
    monkeypatch.setattr(sys, "stdin", _Stdin(PROGRAM))
    with pytest.raises(RuntimeError, match="executor bug"):
        cli.main(["-"])


class _Stdin:
    def __init__(self, text: str) -> None:
        self.text = text

    def read(self) -> str:
        return self.text
