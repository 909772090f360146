"""The executor's Python API and command line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.harness.tools import run_tool
from xdsl_bufferization.executor import (
    ExecutorError,
    MemRef,
    Tensor,
    UnsupportedError,
    parse_program,
    run,
)
from xdsl_bufferization.executor.cli import main
from xdsl_bufferization.executor.report import LEAK

COPIES = """
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i32
  %a = memref.alloc() : memref<2xi32>
  linalg.fill ins(%v : i32) outs(%a : memref<2xi32>)
  %b = bufferization.clone %a : memref<2xi32> to memref<2xi32>
  %c = memref.alloc() : memref<2xi32>
  memref.copy %b, %c : memref<2xi32> to memref<2xi32>
  %s = memref.alloca() : memref<4xi32>
  %u = memref.cast %c : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<2xi32>
  memref.dealloc %b : memref<2xi32>
  memref.dealloc %c : memref<2xi32>
  return
}
"""


def test_output_and_counters():
    result = run(COPIES)
    assert result.ok
    assert result.output.endswith("data = \n[7,  7]\n")
    assert result.output.startswith("Unranked Memref base@ = 0x")
    counters = result.report.counters
    assert counters.allocations == 3
    assert counters.allocas == 1
    assert counters.frees == 3
    assert counters.copies == 1
    assert counters.clones == 1
    assert counters.copied_bytes == 16
    assert counters.peak_live_buffers == 4
    assert counters.peak_live_bytes == 8 * 3 + 16


def test_run_a_parsed_module_without_source():
    module, _ = parse_program(COPIES)
    result = run(module)
    assert result.ok
    leaky = COPIES.replace("  memref.dealloc %b : memref<2xi32>\n", "")
    module, _ = parse_program(leaky)
    (leak,) = run(module).report.violations
    assert leak.kind == LEAK
    # Without the source text, ops are printed and located by position.
    assert leak.origin is not None
    assert (
        leak.origin.text
        == "%b = bufferization.clone %a : memref<2xi32> to memref<2xi32>"
    )
    # (op #5 is the body of linalg.fill.)
    assert leak.origin.location == "in @main, op #6"


def test_entry_function_arguments_and_results():
    program = """
    func.func @scale(%x: i64, %y: f64) -> (i64, f64, memref<2xf64>, tensor<2xf64>) {
      %two = arith.constant 2 : i64
      %r = arith.muli %x, %two : i64
      %m = memref.alloc() : memref<2xf64>
      linalg.fill ins(%y : f64) outs(%m : memref<2xf64>)
      %t = tensor.from_elements %y, %y : tensor<2xf64>
      return %r, %y, %m, %t : i64, f64, memref<2xf64>, tensor<2xf64>
    }
    """
    result = run(program, entry="scale", args=[21, 1.5])
    value, y, memref, tensor = result.results
    assert (value, y) == (42, 1.5)
    assert isinstance(memref, MemRef)
    assert list(memref.data) == [1.5, 1.5]
    assert isinstance(tensor, Tensor)
    assert tensor.data == [1.5, 1.5]
    # The returned buffer is never freed: the caller (the executor) owns it.
    (leak,) = result.report.violations
    assert leak.message.endswith("(it is returned by @scale)")


def test_wrong_number_of_arguments():
    with pytest.raises(ExecutorError, match="@main takes 0 argument"):
        run("func.func @main() { return }", args=[1])


def test_unknown_entry():
    with pytest.raises(ExecutorError, match="no function named @start"):
        run("func.func @main() { return }", entry="start")


def test_unsupported_op_is_named():
    program = """
    func.func @main() {
      %v = "test.op"() : () -> i32
      return
    }
    """
    with pytest.raises(UnsupportedError) as info:
        run(program, allow_unregistered=True)
    assert "unsupported op 'test.op'" in str(info.value)
    assert "<input>:3:7 in @main" in str(info.value)


def test_unsupported_external_function():
    program = """
    func.func private @rand() -> i32
    func.func @main() {
      %v = call @rand() : () -> i32
      return
    }
    """
    with pytest.raises(UnsupportedError, match="call to external function @rand"):
        run(program)


def test_json_report():
    leaky = COPIES.replace("  memref.dealloc %a : memref<2xi32>\n", "")
    report = json.loads(run(leaky, file_name="copies.mlir").report.to_json())
    assert report["ok"] is False
    (violation,) = report["violations"]
    assert violation["kind"] == "leak"
    assert violation["origin"]["name"] == "memref.alloc"
    assert violation["origin"]["location"] == "copies.mlir:6:3 in @main"
    assert violation["origin"]["text"] == "%a = memref.alloc() : memref<2xi32>"
    assert report["counters"]["frees"] == 2


def test_streamed_output(capsys: pytest.CaptureFixture[str]):
    result = run(COPIES, stdout=sys.stdout)
    assert capsys.readouterr().out == result.output


def test_extract_aligned_pointer_is_shared_by_views():
    program = """
    func.func @main() -> (index, index, index, index) {
      %a = memref.alloc() : memref<8xf32>
      %b = memref.alloc() : memref<8xf32>
      %s = memref.subview %a[3] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 3>>
      %pa = memref.extract_aligned_pointer_as_index %a : memref<8xf32> -> index
      %ps = memref.extract_aligned_pointer_as_index %s : memref<2xf32, strided<[1], offset: 3>> -> index
      %pb = memref.extract_aligned_pointer_as_index %b : memref<8xf32> -> index
      memref.dealloc %a : memref<8xf32>
      memref.dealloc %b : memref<8xf32>
      %b2 = memref.alloc() : memref<8xf32>
      %p2 = memref.extract_aligned_pointer_as_index %b2 : memref<8xf32> -> index
      memref.dealloc %b2 : memref<8xf32>
      return %pa, %ps, %pb, %p2 : index, index, index, index
    }
    """
    pa, ps, pb, p2 = run(program).results
    assert pa == ps
    assert len({pa, pb, p2}) == 3  # addresses are never reused
    assert pa % 64 == 0
    # Stable across runs.
    assert run(program).results == [pa, ps, pb, p2]


def test_tensor_values_are_immutable():
    program = """
    func.func @main() -> (tensor<2xi32>, tensor<2xi32>) {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1 : i32
      %t = arith.constant dense<[5, 6]> : tensor<2xi32>
      %u = tensor.insert %one into %t[%c0] : tensor<2xi32>
      return %t, %u : tensor<2xi32>, tensor<2xi32>
    }
    """
    t, u = run(program).results
    assert (t.data, u.data) == ([5, 6], [1, 6])


CLI_PROGRAM = """
func.func private @printI64(i64)
func.func @main() {
  %v = arith.constant 3 : i64
  call @printI64(%v) : (i64) -> ()
  %m = memref.alloc() : memref<2xf32>
  return
}
"""


def _cli(args: list[str], source: str) -> subprocess.CompletedProcess[str]:
    return run_tool("xdsl-bufferization-run", *args, stdin=source)


def test_cli_streams_and_exit_status():
    process = _cli(["-"], CLI_PROGRAM)
    assert process.returncode == 1
    assert process.stdout == "3"
    assert process.stderr.startswith("error: leak: buffer never freed")
    assert "memory check: 1 violation(s)" in process.stderr


def test_cli_json_report_and_clean_exit():
    clean = CLI_PROGRAM.replace(
        "  return\n}", "  memref.dealloc %m : memref<2xf32>\n  return\n}"
    )
    process = _cli(["-", "--report", "json"], clean)
    assert process.returncode == 0
    assert json.loads(process.stderr)["ok"] is True


def test_cli_entry_and_errors(tmp_path: pytest.TempPathFactory):
    process = _cli(["-", "--entry", "nope"], CLI_PROGRAM)
    assert process.returncode == 2
    assert process.stderr.startswith("error: no function named @nope")
    process = _cli(["-"], "func.func @main() { %x = arith.bogus : i32 }")
    assert process.returncode == 2
    assert process.stderr.startswith("error: ")


def test_cli_main_reads_file(tmp_path: object, capsys: pytest.CaptureFixture[str]):
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    path = tmp_path / "program.mlir"
    path.write_text(CLI_PROGRAM)
    assert main([str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == "3"
    assert "program.mlir:6:3 in @main" in captured.err


RECURSIVE = """
func.func @sum(%n: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %done = arith.cmpi eq, %n, %zero : i64
  %r = scf.if %done -> (i64) {
    scf.yield %zero : i64
  } else {
    %one = arith.constant 1 : i64
    %m = arith.subi %n, %one : i64
    %s = func.call @sum(%m) : (i64) -> i64
    %t = arith.addi %s, %n : i64
    scf.yield %t : i64
  }
  return %r : i64
}
"""


def test_deep_recursion():
    assert run(RECURSIVE, entry="sum", args=[1000]).results == [500500]


def test_unbounded_recursion_is_reported():
    result = run(RECURSIVE, entry="sum", args=[-1])
    (violation,) = result.report.violations
    assert violation.kind == "undefined-behavior"
    assert violation.message == "call stack overflow"
    assert len(violation.call_stack) == 16
    assert violation.call_depth > 1000
    assert "more calls)" in result.report.to_text()
