"""
Every class of error (parse, verify, pass failure, bad option, unknown pass)
through `xdsl-opt` and `xdsl-bufferization-opt`: the first line is the error
as `mlir-opt` prints it (`file:line:col: error: ...` where there is a
position), the exit status is 1, and there is no traceback. Errors land on
the op the user wrote.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.utils.exceptions import DiagnosticException

import xdsl_bufferization
from tests.harness.tools import run_tool
from xdsl_bufferization.diagnostics import (
    PRINT_MODULE_ENV,
    TRACEBACK_ENV,
    format_error,
    position_of,
    report_of,
)

BIN = Path(sys.executable).parent
TOOLS = ("xdsl-opt", "xdsl-bufferization-opt")


def run(tool: str, *args: str, env: dict[str, str] | None = None):
    environment = {
        k: v
        for k, v in os.environ.items()
        if k not in (TRACEBACK_ENV, PRINT_MODULE_ENV)
    }
    environment.update(env or {})
    return run_tool(tool, *args, env=environment)


def pipeline_args(tool: str, pipeline: str) -> list[str]:
    """The pipeline in the tool's syntax (xdsl-opt: -p; ours: both work)."""
    return ["-p", pipeline]


def write(tmp_path: Path, text: str, name: str = "input.mlir") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def check_error(result: subprocess.CompletedProcess[str], first_line: str) -> None:
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stderr.splitlines()[0] == first_line


PARSE = """\
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %undefined : i32
  return %r : i32
}
"""

VERIFY = """\
func.func @f(%m: memref<4x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4x4xf32>
  return %v : f32
}
"""

UNKNOWN_OP = """\
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

SLICE = """\
func.func @f(%t: tensor<4xf32>) -> tensor<3xf32> {
  %0 = tensor.extract_slice %t[2] [3] [1] : tensor<4xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}
"""

READ_ONLY = """\
func.func @f(%m: memref<4xf32>, %s: tensor<4xf32>) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %r = bufferization.materialize_in_destination %s in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""

EMPTY = "func.func @f() {\n  return\n}\n"


def test_parse_error(tmp_path: Path):
    path = write(tmp_path, PARSE)
    result = run("xdsl-bufferization-opt", str(path))
    check_error(result, f"{path}:3:23: error: use of undeclared SSA value name")
    assert result.stderr.splitlines()[1:3] == [
        "  %r = arith.addi %a, %undefined : i32",
        " " * 22 + "^",
    ]


MLIR_REF = os.environ.get(
    "MLIR_REF",
    str(Path(__file__).resolve().parents[3] / "shared" / "tools" / "mlir-ref"),
)

TRUNCATED = {
    # input cut short -> (line, col) where mlir-opt 22 reports it
    "func.func @f() {\n": (1, 17),
    "func.func @f() {\n  %0 = arith.constant\n": (2, 22),
    "func.func @f() {\n  %0 = arith.addi %a, \n\n": (2, 22),
    "func.func @f() {\n^bb0:\n// a comment\n\n": (2, 6),
    "func.func @f() {\n  return\n": (2, 9),
}


@pytest.mark.parametrize("text", TRUNCATED)
def test_truncated_input_after_the_last_token(text: str, tmp_path: Path):
    # At the end of the input, the error goes just after the last token, as
    # mlir-opt places it; not on the empty line after it.
    path = write(tmp_path, text)
    line, col = TRUNCATED[text]
    result = run("xdsl-bufferization-opt", str(path))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith(f"{path}:{line}:{col}: error: ")
    oracle = subprocess.run(
        [MLIR_REF, "mlir-opt", str(path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert oracle.returncode == 1
    assert oracle.stderr.startswith(f"{path}:{line}:{col}: error: ")


def test_unclosed_block_says_what_was_expected(tmp_path: Path):
    # xDSL's own message here has no subject (" in block definition").
    path = write(tmp_path, "func.func @f() {\n  return\n")
    for tool in TOOLS:
        check_error(
            run(tool, str(path)),
            f"{path}:2:9: error: expected operation name in quotes",
        )


def test_unknown_dialect_at_the_op_name(tmp_path: Path):
    # mlir-opt adds a note listing its dialects, which ours does not.
    path = write(tmp_path, "func.func @f() {\n  %0 = nodialect.frob 1 : i32\n}\n")
    result = run("xdsl-bufferization-opt", str(path))
    check_error(
        result,
        f"{path}:2:8: error: Dialect `nodialect' not found for custom op "
        "'nodialect.frob'",
    )


def test_parse_error_keeps_xdsls_wording_under_xdsl_opt(tmp_path: Path):
    # xDSL's own tests check this message; the position is where xDSL puts it.
    path = write(tmp_path, PARSE)
    result = run("xdsl-opt", str(path))
    check_error(result, f"{path}:6:1: error: values used but not defined: [%undefined]")


@pytest.mark.parametrize("tool", TOOLS)
def test_verifier_error(tool: str, tmp_path: Path):
    path = write(tmp_path, VERIFY)
    result = run(tool, str(path))
    check_error(
        result,
        f"{path}:3:8: error: 'memref.load' op incorrect number of indices for "
        "load, expected 2 but got 1",
    )
    assert result.stderr.splitlines()[3].startswith(
        f"{path}:3:8: note: see current operation: "
    )
    # The module is printed only on request.
    assert '"builtin.module"' not in result.stderr


@pytest.mark.parametrize("tool", TOOLS)
def test_symbol_redefinition_at_the_second_definition(tool: str, tmp_path: Path):
    # xDSL's verifier fails on the (implicit, unlocated) module; MLIR points
    # at the redefinition and notes the first definition.
    path = write(tmp_path, EMPTY + EMPTY)
    result = run(tool, str(path))
    check_error(result, f"{path}:4:1: error: redefinition of symbol named 'f'")
    assert f"{path}:1:1: note: see existing symbol definition here" in (
        result.stderr.splitlines()
    )
    assert '"builtin.module"' not in result.stderr


@pytest.mark.parametrize("tool", TOOLS)
def test_out_of_bounds_slice_at_the_users_op(tool: str, tmp_path: Path):
    # Rejected when the input is verified, at the tensor.extract_slice the
    # user wrote (not at a memref.subview after bufferization).
    path = write(tmp_path, SLICE)
    result = run(tool, str(path), *pipeline_args(tool, "one-shot-bufferize"))
    check_error(
        result, f"{path}:2:8: error: slice along dimension 0 runs out-of-bounds: 4 >= 4"
    )


@pytest.mark.parametrize("tool", TOOLS)
def test_pass_failure_at_the_unknown_op(tool: str, tmp_path: Path):
    path = write(tmp_path, UNKNOWN_OP)
    result = run(
        tool,
        str(path),
        "--allow-unregistered-dialect",
        *pipeline_args(tool, "one-shot-bufferize{bufferize-function-boundaries}"),
    )
    check_error(result, f"{path}:2:8: error: op was not bufferized")


@pytest.mark.parametrize("tool", TOOLS)
def test_pass_failure_with_a_note_at_the_related_op(tool: str, tmp_path: Path):
    path = write(tmp_path, READ_ONLY)
    result = run(tool, str(path), *pipeline_args(tool, "one-shot-bufferize"))
    check_error(
        result,
        f"{path}:3:8: error: 'bufferization.materialize_in_destination' op not "
        "bufferizable under the given constraints: would write to read-only buffer",
    )
    lines = result.stderr.splitlines()
    note = lines.index(f"{path}:2:8: note: the read-only buffer is defined here")
    assert lines[note + 1].startswith("  %t = bufferization.to_tensor")


@pytest.mark.parametrize("tool", TOOLS)
def test_bad_option_value(tool: str, tmp_path: Path):
    path = write(tmp_path, EMPTY)
    result = run(
        tool, str(path), *pipeline_args(tool, "one-shot-bufferize{buffer-alignment=-1}")
    )
    check_error(
        result,
        "error: one-shot-bufferize: invalid value '-1' for option 'buffer-alignment' "
        "(expected an unsigned 64-bit integer)",
    )


@pytest.mark.parametrize("tool", TOOLS)
def test_unknown_option_of_an_xdsl_pass_names_the_pass(tool: str, tmp_path: Path):
    # canonicalize may be xDSL's or ours: either way the error names it.
    path = write(tmp_path, EMPTY)
    result = run(
        tool, str(path), *pipeline_args(tool, "canonicalize{no-such-option=10}")
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith(
        "error: canonicalize: unknown option 'no-such-option'"
    )


@pytest.mark.parametrize("tool", TOOLS)
def test_unknown_pass(tool: str, tmp_path: Path):
    path = write(tmp_path, EMPTY)
    result = run(tool, str(path), *pipeline_args(tool, "one-shot-bufferize,nosuch"))
    check_error(
        result, "error: 'nosuch' does not refer to a registered pass or pass pipeline"
    )


@pytest.mark.parametrize(
    ("flag", "pipeline", "message", "column"),
    [
        (
            "--pass-pipeline",
            "builtin.module(cse,nosuch)",
            "'nosuch' does not refer to a registered pass or pass pipeline",
            19,
        ),
        (
            "--pass-pipeline",
            "builtin.module(func.func(canonicalize{max-iterations=x}))",
            "canonicalize: invalid value 'x' for option 'max-iterations' "
            "(expected an integer)",
            25,
        ),
        (
            "-p",
            "cse,canonicalize{nope=1}",
            "canonicalize: unknown option 'nope'",
            4,
        ),
    ],
)
def test_pipeline_errors_point_at_the_pass(
    flag: str, pipeline: str, message: str, column: int, tmp_path: Path
):
    path = write(tmp_path, EMPTY)
    result = run("xdsl-bufferization-opt", str(path), f"{flag}={pipeline}")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert lines[0].startswith(f"error: {message}")
    assert lines[1:3] == [f"  {pipeline}", "  " + " " * column + "^"]


def test_module_dump_on_request(tmp_path: Path):
    path = write(tmp_path, VERIFY)
    plain = run("xdsl-opt", str(path))
    dumped = run("xdsl-opt", str(path), env={PRINT_MODULE_ENV: "1"})
    ours = run("xdsl-bufferization-opt", str(path), "--mlir-print-ir-after-failure")
    assert '"builtin.module"' not in plain.stderr
    for result in (dumped, ours):
        assert result.returncode == 1
        assert result.stderr.startswith(plain.stderr.splitlines()[0])
        assert '"builtin.module"' in result.stderr
        assert "| 'memref.load' op incorrect number of indices" in result.stderr


def test_no_current_operation_note_on_request(tmp_path: Path):
    path = write(tmp_path, VERIFY)
    result = run(
        "xdsl-bufferization-opt", str(path), "--mlir-print-op-on-diagnostic=false"
    )
    assert result.returncode == 1
    assert "see current operation" not in result.stderr


def test_python_api_errors_render_the_same(tmp_path: Path):
    module = xdsl_bufferization.parse_module(VERIFY, file_name="input.mlir")
    with pytest.raises(DiagnosticException) as caught:
        xdsl_bufferization.run_pipeline(module, "one-shot-bufferize")
    report = report_of(caught.value)
    assert report.error.message == (
        "'memref.load' op incorrect number of indices for load, expected 2 but got 1"
    )
    assert str(report.error.position) == "input.mlir:3:8"
    text = format_error(caught.value, module=False)
    assert text.startswith(
        "input.mlir:3:8: error: 'memref.load' op incorrect number of indices"
    )


def test_ops_one_shot_creates_keep_the_users_location():
    # As MLIR's rewrites: the memref ops replacing a tensor op have its
    # location, so that later diagnostics point at the op the user wrote.
    module = xdsl_bufferization.parse_module(
        "func.func @f(%t: tensor<4xf32>, %i: index) -> f32 {\n"
        "  %c = arith.constant 1.0 : f32\n"
        "  %0 = tensor.insert %c into %t[%i] : tensor<4xf32>\n"
        "  %1 = tensor.extract %0[%i] : tensor<4xf32>\n"
        "  return %1 : f32\n}\n",
        file_name="loc.mlir",
    )
    xdsl_bufferization.run_pipeline(
        module, "one-shot-bufferize{bufferize-function-boundaries}"
    )
    positions = {
        op.name: str(position_of(op.location))
        for op in module.walk()
        if op.name in ("memref.store", "memref.load")
    }
    assert positions == {"memref.store": "loc.mlir:3:8", "memref.load": "loc.mlir:4:8"}
