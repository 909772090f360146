"""The integration corpus: every program of tests/integration/ run three ways
(our pipeline and executor, our pipeline then MLIR 22's lowering and
`mlir-runner`, MLIR 22's pipeline), each against the program's CHECK lines,
with no memory error. See tests/harness/integration.py and
docs/integration_corpus.md."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.harness.integration import (
    OUR_PIPELINE,
    add_allocation_counting,
    all_programs,
    load_program,
    run_natively,
    run_program,
    widen_i1_memrefs,
)
from tests.harness.mlir_tools import tools
from tests.harness.outputs import filecheck, hide_addresses
from tests.harness.tools import run_tool

PROGRAMS = all_programs()


def _parameters() -> list[object]:
    parameters: list[object] = []
    for path in PROGRAMS:
        reason = load_program(path).known_failure
        marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
        parameters.append(pytest.param(path, id=path.stem, marks=marks))
    return parameters


@pytest.mark.slow
@pytest.mark.parametrize("path", _parameters())
def test_program(path: Path):
    outcome = run_program(path)
    assert not outcome.failures, "\n\n".join(outcome.failures)
    program = load_program(path)
    expected = {"tensor", "ours", "ours-native"}
    if program.mlir_fails is None:
        expected |= {"mlir", "mlir-native"}
    assert set(outcome.outputs) == expected


def test_every_program_checks_its_output():
    for path in PROGRAMS:
        text = path.read_text()
        assert "// CHECK" in text, f"{path.name} has no CHECK line"
        assert "func.func @main()" in text, f"{path.name} has no @main"


# The checks of the harness itself: each must be able to fail.

LEAKING = """
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
"""


def test_native_run_counts_a_leak():
    run = run_natively(LEAKING)
    assert (run.live, run.allocations) == (1, 1)
    freeing = LEAKING.replace("return", "memref.dealloc %a : memref<4xf32>\n  return")
    run = run_natively(freeing)
    assert (run.live, run.allocations) == (0, 1)


def test_native_double_free_fails():
    double = LEAKING.replace(
        "return",
        "memref.dealloc %a : memref<4xf32>\n  memref.dealloc %a : memref<4xf32>\n"
        "  return",
    )
    with pytest.raises(Exception, match="mlir-runner"):
        run_natively(double)


def test_counting_replaces_the_generic_allocation_declarations():
    lowered = tools().opt(
        ["-finalize-memref-to-llvm=use-generic-functions", "-convert-func-to-llvm"],
        LEAKING,
    )
    assert "llvm.func @_mlir_memref_to_llvm_alloc(i64)" in lowered
    counted = add_allocation_counting(lowered)
    assert counted.count("@_mlir_memref_to_llvm_alloc(") == 2  # definition, call


I1_BUFFERS = """
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<2xi1>
  memref.store %t, %a[%c0] : memref<2xi1>
  memref.store %f, %a[%c1] : memref<2xi1>
  %x = memref.load %a[%c0] : memref<2xi1>
  %y = memref.load %a[%c1] : memref<2xi1>
  %xi = arith.extui %x : i1 to i64
  %yi = arith.extui %y : i1 to i64
  call @printI64(%xi) : (i64) -> ()
  call @printI64(%yi) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<2xi1>
  return
}
"""


def test_i1_buffers_are_widened_for_mlir_runner():
    widened = widen_i1_memrefs(I1_BUFFERS)
    assert "i1>" not in widened
    run = run_natively(I1_BUFFERS)
    assert run.output == "10\n"
    assert run.live == 0


def test_filecheck_rejects_a_wrong_output():
    program = PROGRAMS[0]
    assert filecheck(program, "nothing like the expected output\n") is not None


def test_normalize_hides_addresses():
    assert hide_addresses("Unranked Memref base@ = 0x5f3e rank = 1") == hide_addresses(
        "Unranked Memref base@ = 0x10000 rank = 1"
    )


def test_command_line_tools_give_the_same_output():
    """One program through `xdsl-opt` and `xdsl-bufferization-run`, as a user
    runs them (the harness runs the same passes in-process)."""
    path = PROGRAMS[0]
    bufferizing = run_tool("xdsl-opt", str(path), "-p", OUR_PIPELINE)
    assert bufferizing.returncode == 0, bufferizing.stderr
    run = run_tool("xdsl-bufferization-run", "-", stdin=bufferizing.stdout)
    assert run.returncode == 0, run.stderr
    assert filecheck(path, run.stdout) is None
