"""
`xdsl-bufferization-opt` takes what users paste from MLIR's documentation and
lit RUN lines: each form gives the same output as `xdsl-opt` with the
equivalent xDSL command line; what it cannot honour is a clear error.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.harness.tools import run_tool
from xdsl_bufferization.pipeline import FUNCTION_LOCAL_PASSES, parse_passes
from xdsl_bufferization.tools.mlir_args import (
    UsageError,
    check_xdsl_opt_arguments,
    read_arguments,
)
from xdsl_bufferization.tools.opt_main import main

BIN = Path(sys.executable).parent
ROOT = Path(__file__).resolve().parents[2]
MLIR_REF = os.environ.get(
    "MLIR_REF", str(ROOT.parent / "shared" / "tools" / "mlir-ref")
)

KERNEL = """\
func.func @kernel(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %s[%c0] : tensor<4xf32>
  %r = tensor.insert %x into %s[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
"""

SPLIT = KERNEL + "\n// -----\n\n" + "func.func @other() {\n  return\n}\n"


def run(tool: str, *args: str, stdin: str | None = None):
    return run_tool(tool, *args, stdin=stdin)


@pytest.fixture
def kernel(tmp_path: Path) -> Path:
    path = tmp_path / "kernel.mlir"
    path.write_text(KERNEL)
    return path


# Each: the arguments of xdsl-bufferization-opt (mlir-opt's spelling) and of
# xdsl-opt for the same job.
FORMS = {
    "pass-with-options": (
        ["-one-shot-bufferize=bufferize-function-boundaries"],
        ["-p", "one-shot-bufferize{bufferize-function-boundaries}"],
    ),
    "passes-in-order": (
        [
            "-one-shot-bufferize=bufferize-function-boundaries",
            "--buffer-deallocation-pipeline",
            "-canonicalize",
        ],
        [
            "-p",
            "one-shot-bufferize{bufferize-function-boundaries},"
            "buffer-deallocation-pipeline,canonicalize",
        ],
    ),
    "several-options-in-one-argument": (
        [
            "--one-shot-bufferize=bufferize-function-boundaries=1 "
            "function-boundary-type-conversion=identity-layout-map"
        ],
        [
            "-p",
            "one-shot-bufferize{bufferize-function-boundaries "
            "function-boundary-type-conversion=identity-layout-map}",
        ],
    ),
    "pass-pipeline-with-nesting": (
        [
            "--pass-pipeline=builtin.module(one-shot-bufferize{bufferize-function-boundaries}, "
            "func.func(buffer-hoisting, canonicalize), buffer-deallocation-pipeline)"
        ],
        [
            "-p",
            "one-shot-bufferize{bufferize-function-boundaries},buffer-hoisting,"
            "canonicalize,buffer-deallocation-pipeline",
        ],
    ),
    "pass-pipeline-as-next-argument": (
        ["--pass-pipeline", "builtin.module(any(canonicalize), cse)"],
        ["-p", "canonicalize,cse"],
    ),
    "generic-printing": (
        ["--mlir-print-op-generic", "-canonicalize"],
        ["--print-op-generic", "-p", "canonicalize"],
    ),
    "accepted-without-effect": (
        ["--mlir-disable-threading", "-mlir-print-local-scope", "--cse"],
        ["-p", "cse"],
    ),
}


@pytest.mark.parametrize("form", FORMS)
def test_run_line_form_matches_xdsl_opt(form: str, kernel: Path):
    ours, theirs = FORMS[form]
    expected = run("xdsl-opt", str(kernel), *theirs)
    assert expected.returncode == 0, expected.stderr
    result = run("xdsl-bufferization-opt", str(kernel), *ours)
    assert result.returncode == 0, result.stderr
    assert result.stdout == expected.stdout


def test_split_input_file_and_output_file(tmp_path: Path):
    source = tmp_path / "split.mlir"
    source.write_text(SPLIT)
    expected = run("xdsl-opt", str(source), "--split-input-file", "-p", "cse")
    output = tmp_path / "out.mlir"
    result = run(
        "xdsl-bufferization-opt",
        str(source),
        "-split-input-file",
        "-cse",
        "-o",
        str(output),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    assert output.read_text() == expected.stdout
    assert "// -----" in expected.stdout


def test_stdin_and_any_extension(tmp_path: Path):
    from_stdin = run("xdsl-bufferization-opt", "-", "-cse", stdin=KERNEL)
    other = tmp_path / "kernel.out"
    other.write_text(KERNEL)
    from_file = run("xdsl-bufferization-opt", str(other), "-cse")
    assert from_stdin.returncode == 0
    assert from_file.returncode == 0
    assert from_stdin.stdout == from_file.stdout


def test_one_failing_chunk_fails_the_run_but_not_the_others(tmp_path: Path):
    source = tmp_path / "split.mlir"
    source.write_text(
        "func.func @bad(%t: tensor<4xf32>) -> tensor<1xf32> {\n"
        "  %0 = tensor.extract_slice %t[4] [1] [1] : tensor<4xf32> to tensor<1xf32>\n"
        "  return %0 : tensor<1xf32>\n"
        "}\n// -----\nfunc.func @good() {\n  return\n}\n"
    )
    result = run("xdsl-bufferization-opt", str(source), "-split-input-file")
    assert result.returncode == 1
    assert f"{source}:2:8: error: offset 0 is out-of-bounds: 4 >= 4" in result.stderr
    assert "@good" in result.stdout


def test_help_and_version():
    help_result = run("xdsl-bufferization-opt", "--help")
    assert help_result.returncode == 0
    assert "--pass-pipeline" in help_result.stdout
    version = run("xdsl-bufferization-opt", "--version")
    assert version.returncode == 0
    assert version.stdout.startswith("xdsl-bufferization-opt built from xdsl version")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["-no-such-flag"],
            "unknown command line argument '-no-such-flag': neither a pass nor an "
            "option xdsl-bufferization-opt supports (see --help)",
        ),
        (
            ["--pass-pipeline=builtin.module(cse)", "-canonicalize"],
            "'--pass-pipeline' (or '-p') can't be used with individual pass options",
        ),
        (["-o"], "for the -o option: requires a value!"),
        (
            ["-split-input-file=//---"],
            "--split-input-file=//---: only the default marker '// -----' is supported",
        ),
        (
            ["a.mlir", "b.mlir"],
            "too many positional arguments: a.mlir b.mlir (one input file, or '-' "
            "for stdin)",
        ),
        (
            ["--mlir-print-op-on-diagnostic=maybe"],
            "for the --mlir-print-op-on-diagnostic option: 'maybe' is invalid value "
            "for boolean argument! Try 0 or 1",
        ),
    ],
)
def test_usage_errors(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
):
    assert main(args) == 1
    assert capsys.readouterr().err == f"xdsl-bufferization-opt: error: {message}\n"


@pytest.mark.parametrize(
    ("pipeline", "message"),
    [
        (
            "builtin.module(func.func(one-shot-bufferize))",
            "'one-shot-bufferize' cannot run nested in 'func.func': it runs on "
            "'builtin.module' (put it directly in 'builtin.module(...)')",
        ),
        (
            "func.func(cse)",
            "expected pass pipeline to be wrapped with the anchor operation type, "
            "e.g. 'builtin.module(...)'",
        ),
        (
            "builtin.module(gpu.module(cse))",
            "cannot run passes nested in 'gpu.module'",
        ),
        (
            "builtin.module(func.func(some-xdsl-only-pass))",
            "'some-xdsl-only-pass' cannot run nested in 'func.func'",
        ),
        ("builtin.module(cse", "invalid pass pipeline: expected ')'"),
    ],
)
def test_pipelines_it_cannot_honour(
    pipeline: str, message: str, kernel: Path, capsys: pytest.CaptureFixture[str]
):
    assert main([str(kernel), f"--pass-pipeline={pipeline}"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"error: {message}")
    assert "Traceback" not in err


def test_function_local_passes_are_those_mlir_opt_nests():
    # Every pass we let run in func.func(...) that mlir-opt knows, mlir-opt
    # runs there too; one-shot-bufferize it refuses there, as we do.
    names = sorted(FUNCTION_LOCAL_PASSES - {"buffer-deallocation"})
    nested = ",".join(names)
    result = subprocess.run(
        [MLIR_REF, "mlir-opt", f"--pass-pipeline=builtin.module(func.func({nested}))"],
        input="func.func @f() {\n  return\n}\n",
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    refused = subprocess.run(
        [
            MLIR_REF,
            "mlir-opt",
            "--pass-pipeline=builtin.module(func.func(one-shot-bufferize))",
        ],
        input="",
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert refused.returncode != 0
    assert "one-shot-bufferize" not in FUNCTION_LOCAL_PASSES
    # xDSL's scf-parallel-loop-tiling has a required option.
    ours = nested.replace(
        "scf-parallel-loop-tiling",
        "scf-parallel-loop-tiling{parallel-loop-tile-sizes=2}",
    )
    assert [p.name for p in parse_passes(f"builtin.module(func.func({ours}))")] == names


def test_reading_arguments():
    options = read_arguments(
        [
            "in.mlir",
            "-one-shot-bufferize=bufferize-function-boundaries",
            "--buffer-deallocation-pipeline",
            "-o=out.mlir",
            "-verify-diagnostics=only-expected",
            "-allow-unregistered-dialect",
        ],
        {"one-shot-bufferize", "buffer-deallocation-pipeline"},
    )
    assert options.input_file == "in.mlir"
    assert options.output_file == "out.mlir"
    assert options.verify_diagnostics == "only-expected"
    assert options.xdsl_arguments == ["--allow-unregistered-dialect"]
    assert options.pipeline() == (
        "one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline"
    )
    with pytest.raises(UsageError):
        read_arguments(["--verify-diagnostics=sometimes"], set())


def test_xdsl_opt_guards_the_o_trap(tmp_path: Path):
    source = tmp_path / "f.mlir"
    source.write_text("func.func @f() {\n  return\n}\n")
    result = run_tool("xdsl-opt", str(source), "-one-shot-bufferize", cwd=tmp_path)
    assert result.returncode == 1
    assert not (tmp_path / "ne-shot-bufferize").exists()
    assert result.stderr == (
        "xdsl-opt: error: '-one-shot-bufferize': xdsl-opt takes passes with -p, not "
        "as options (xdsl-opt would read it as '-o ne-shot-bufferize'); write -p "
        "'one-shot-bufferize', or use xdsl-bufferization-opt, which takes mlir-opt's "
        "command line\n"
    )


def test_xdsl_opt_guard_leaves_other_arguments_alone():
    names = {"one-shot-bufferize", "canonicalize"}
    assert (
        check_xdsl_opt_arguments(["-p", "canonicalize", "-o", "out.mlir"], names)
        is None
    )
    assert check_xdsl_opt_arguments(["--", "-canonicalize"], names) is None
    error = check_xdsl_opt_arguments(["--canonicalize=max-iterations=3"], names)
    assert error is not None
    assert "write -p 'canonicalize{max-iterations=3}'" in error
