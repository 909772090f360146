"""Memory violations found by the executor, and the semantics of
`bufferization.dealloc`.

- Dropping any one `memref.dealloc` from a correct program gives exactly one
  leak, of the buffer it freed; duplicating one gives exactly one double
  free, at the copy.
- `bufferization.dealloc` executed directly behaves as MLIR's own lowering of
  it (`-bufferization-lower-deallocations`: the `dealloc_helper` library function and its
  runtime alias checks), which the executor also runs.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from tests.harness.mlir_tools import MLIR_REF
from xdsl_bufferization.executor import run
from xdsl_bufferization.executor.report import (
    DOUBLE_FREE,
    FREE_OF_ALLOCA,
    LEAK,
    OUT_OF_BOUNDS,
    UNDEFINED_BEHAVIOR,
    USE_AFTER_FREE,
    WRITE_TO_CONSTANT,
)

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "tests" / "executor_programs"

# Correct programs with several memref.dealloc ops.
DEALLOCATING_PROGRAMS = [
    "memref_copy.mlir",
    "bufferization_clone.mlir",
    "memref_transpose.mlir",
    "scf_parallel.mlir",
]
DEALLOC = re.compile(r"^\s*memref\.dealloc (%\w+)")


def _dealloc_lines(text: str) -> list[tuple[int, str]]:
    """(index, freed value) of each memref.dealloc line."""
    found: list[tuple[int, str]] = []
    for index, line in enumerate(text.splitlines()):
        match = DEALLOC.match(line)
        if match:
            found.append((index, match.group(1)))
    return found


def _definition_line(lines: list[str], value: str, before: int) -> int:
    """The 1-based line defining `value` for a use at line index `before`: the
    closest definition above it at the same indentation (so not one in a
    nested region), following memref.cast."""
    indent = len(lines[before]) - len(lines[before].lstrip())
    for index in range(before - 1, -1, -1):
        line = lines[index]
        if line.startswith(" " * indent + f"{value} = "):
            cast = re.match(rf"\s*{value} = memref\.cast (%\w+)", line)
            if cast:
                return _definition_line(lines, cast.group(1), index)
            return index + 1
    raise AssertionError(f"no definition of {value}")


CASES = [
    (name, index, value)
    for name in DEALLOCATING_PROGRAMS
    for index, value in _dealloc_lines((PROGRAMS / name).read_text())
]


def test_cases_exist():
    assert len(CASES) >= 8


@pytest.mark.parametrize(("name", "line", "value"), CASES)
def test_program_is_clean(name: str, line: int, value: str):
    result = run((PROGRAMS / name).read_text(), file_name=name)
    assert result.ok, result.report.to_text()


@pytest.mark.parametrize(("name", "line", "value"), CASES)
def test_dropped_dealloc_is_one_leak(name: str, line: int, value: str):
    lines = (PROGRAMS / name).read_text().splitlines()
    origin = _definition_line(lines, value, line)
    del lines[line]
    result = run("\n".join(lines), file_name=name)
    assert [v.kind for v in result.report.violations] == [LEAK]
    (leak,) = result.report.violations
    assert leak.origin is not None
    assert leak.origin.location.startswith(f"{name}:{origin}:")
    assert result.report.counters.frees == result.report.counters.allocations - 1


@pytest.mark.parametrize(("name", "line", "value"), CASES)
def test_duplicated_dealloc_is_one_double_free(name: str, line: int, value: str):
    lines = (PROGRAMS / name).read_text().splitlines()
    lines.insert(line + 1, lines[line])
    result = run("\n".join(lines), file_name=name)
    assert [v.kind for v in result.report.violations] == [DOUBLE_FREE]
    (double,) = result.report.violations
    assert double.op is not None
    assert double.freed_by is not None
    assert double.op.location.startswith(f"{name}:{line + 2}:")
    assert double.freed_by.location.startswith(f"{name}:{line + 1}:")
    assert double.origin is not None
    origin = _definition_line(lines, value, line)
    assert double.origin.location.startswith(f"{name}:{origin}:")


# ---------------------------------------------------------------------------
# Other violations, through the Python API
# ---------------------------------------------------------------------------


def _kinds(program: str) -> list[str]:
    return [v.kind for v in run(program).report.violations]


def test_write_to_constant_global():
    program = """
    memref.global "private" constant @c : memref<2xi32> = dense<[1, 2]>
    func.func @main() {
      %c0 = arith.constant 0 : index
      %v = arith.constant 7 : i32
      %g = memref.get_global @c : memref<2xi32>
      memref.store %v, %g[%c0] : memref<2xi32>
      return
    }
    """
    result = run(program)
    assert [v.kind for v in result.report.violations] == [WRITE_TO_CONSTANT]
    assert result.report.violations[0].message == "store a constant global"


def test_linalg_out_of_bounds_operand():
    program = """
    func.func @main() {
      %a = memref.alloc() : memref<4xf32>
      %b = memref.alloc() : memref<3xf32>
      %s = memref.reinterpret_cast %b to offset: [0], sizes: [4], strides: [1] : memref<3xf32> to memref<4xf32>
      linalg.copy ins(%a : memref<4xf32>) outs(%s : memref<4xf32>)
      memref.dealloc %a : memref<4xf32>
      memref.dealloc %b : memref<3xf32>
      return
    }
    """
    result = run(program)
    assert [v.kind for v in result.report.violations] == [OUT_OF_BOUNDS]
    assert "linalg.copy writes a view" in result.report.violations[0].message


def test_copy_shape_mismatch_is_undefined_behavior():
    program = """
    func.func @main() {
      %c3 = arith.constant 3 : index
      %a = memref.alloc() : memref<4xf32>
      %b = memref.alloc(%c3) : memref<?xf32>
      %c = memref.cast %b : memref<?xf32> to memref<?xf32>
      %d = memref.cast %a : memref<4xf32> to memref<?xf32>
      memref.copy %d, %c : memref<?xf32> to memref<?xf32>
      return
    }
    """
    assert _kinds(program) == [UNDEFINED_BEHAVIOR]


def test_alloca_freed_through_bufferization_dealloc():
    program = """
    func.func @main() {
      %true = arith.constant true
      %m = memref.alloca() : memref<2xf32>
      bufferization.dealloc (%m : memref<2xf32>) if (%true)
      return
    }
    """
    assert _kinds(program) == [FREE_OF_ALLOCA]


def test_use_after_alloca_scope():
    program = """
    func.func @main() {
      %c0 = arith.constant 0 : index
      %m = memref.alloca_scope -> (memref<2xf32>) {
        %a = memref.alloca() : memref<2xf32>
        memref.alloca_scope.return %a : memref<2xf32>
      }
      %v = memref.load %m[%c0] : memref<2xf32>
      return
    }
    """
    result = run(program)
    assert [v.kind for v in result.report.violations] == [USE_AFTER_FREE]
    assert "scope has ended" in result.report.violations[0].message


def test_use_after_free_by_realloc():
    program = """
    func.func @main() {
      %c0 = arith.constant 0 : index
      %m = memref.alloc() : memref<2xf32>
      %n = memref.realloc %m : memref<2xf32> to memref<4xf32>
      %v = memref.load %m[%c0] : memref<2xf32>
      memref.dealloc %n : memref<4xf32>
      return
    }
    """
    result = run(program)
    assert [v.kind for v in result.report.violations] == [USE_AFTER_FREE]
    freed_by = result.report.violations[0].freed_by
    assert freed_by is not None
    assert freed_by.name == "memref.realloc"


def test_print_of_freed_buffer():
    program = """
    func.func private @printMemrefF32(memref<*xf32>)
    func.func @main() {
      %m = memref.alloc() : memref<2xf32>
      %u = memref.cast %m : memref<2xf32> to memref<*xf32>
      memref.dealloc %m : memref<2xf32>
      call @printMemrefF32(%u) : (memref<*xf32>) -> ()
      return
    }
    """
    result = run(program)
    assert [v.kind for v in result.report.violations] == [USE_AFTER_FREE]
    assert result.report.violations[0].message.startswith("printMemrefF32 reads")
    assert result.output == ""


def test_integer_division_by_zero():
    program = """
    func.func @main() {
      %a = arith.constant 1 : i32
      %z = arith.constant 0 : i32
      %q = arith.divsi %a, %z : i32
      return
    }
    """
    result = run(program)
    assert [v.kind for v in result.report.violations] == [UNDEFINED_BEHAVIOR]
    op = result.report.violations[0].op
    assert op is not None
    assert op.name == "arith.divsi"


# ---------------------------------------------------------------------------
# bufferization.dealloc: direct execution vs. MLIR's lowering of it
# ---------------------------------------------------------------------------

DEALLOC_PRELUDE = """
func.func private @printI64(i64)
func.func private @printComma()
func.func @bit(%b: i1) {
  %e = arith.extui %b : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
"""

# Each scenario: the body of @main, which allocates %a (4 x f32, viewed by
# %av) and %b, and runs one bufferization.dealloc; %t/%f are true/false.
DEALLOC_SCENARIOS = {
    "two_distinct": """
      bufferization.dealloc (%a, %b : memref<4xf32>, memref<2xf32>) if (%t, %t)
    """,
    "aliasing_pair_freed_once": """
      bufferization.dealloc (%a, %av : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>) if (%t, %t)
      memref.dealloc %b : memref<2xf32>
    """,
    "aliasing_pair_first_condition_false": """
      bufferization.dealloc (%a, %av : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>) if (%f, %t)
      memref.dealloc %b : memref<2xf32>
    """,
    "retained_view_keeps_buffer": """
      %r:2 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<2xf32>) if (%t, %f) retain (%av, %b : memref<2xf32, strided<[1], offset: 1>>, memref<2xf32>)
      func.call @bit(%r#0) : (i1) -> ()
      func.call @bit(%r#1) : (i1) -> ()
      memref.dealloc %a : memref<4xf32>
      memref.dealloc %b : memref<2xf32>
    """,
    "ownership_is_disjunction": """
      %r = bufferization.dealloc (%a, %av, %b : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>, memref<2xf32>) if (%f, %t, %t) retain (%a : memref<4xf32>)
      func.call @bit(%r) : (i1) -> ()
      memref.dealloc %a : memref<4xf32>
    """,
    "nothing_to_free": """
      %r:2 = bufferization.dealloc retain (%a, %b : memref<4xf32>, memref<2xf32>)
      func.call @bit(%r#0) : (i1) -> ()
      func.call @bit(%r#1) : (i1) -> ()
      memref.dealloc %a : memref<4xf32>
      memref.dealloc %b : memref<2xf32>
    """,
}


def _dealloc_program(body: str) -> str:
    return f"""{DEALLOC_PRELUDE}
func.func @main() {{
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2xf32>
  %av = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  {body}
  return
}}
"""


def _lower_deallocations(program: str) -> str:
    process = subprocess.run(
        [
            MLIR_REF,
            "mlir-opt",
            "-bufferization-lower-deallocations",
            "--mlir-print-op-generic",
        ],
        input=program,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert process.returncode == 0, process.stderr
    return process.stdout


@pytest.mark.parametrize("scenario", sorted(DEALLOC_SCENARIOS))
def test_dealloc_matches_its_lowering(scenario: str):
    program = _dealloc_program(DEALLOC_SCENARIOS[scenario])
    direct = run(program, file_name=f"{scenario}.mlir")
    lowered = run(_lower_deallocations(program), allow_unregistered=True, verify=False)
    assert direct.output == lowered.output
    assert [v.kind for v in direct.report.violations] == [
        v.kind for v in lowered.report.violations
    ]
    # The lowering allocates and frees helper buffers of its own: compare
    # what is left unfreed.
    direct_counters = direct.report.counters
    lowered_counters = lowered.report.counters
    assert (
        direct_counters.allocations - direct_counters.frees
        == lowered_counters.allocations - lowered_counters.frees
    )
    assert direct_counters.dealloc_ops == 1
    assert lowered_counters.dealloc_ops == 0


def test_dealloc_scenario_outcomes():
    """What each scenario does (the lowering agrees, see above)."""

    def outcome(scenario: str) -> tuple[str, list[str], int, int]:
        result = run(_dealloc_program(DEALLOC_SCENARIOS[scenario]))
        counters = result.report.counters
        kinds = [v.kind for v in result.report.violations]
        return result.output, kinds, counters.frees, counters.alias_checks

    assert outcome("two_distinct") == ("", [], 2, 1)
    assert outcome("aliasing_pair_freed_once") == ("", [], 2, 1)
    # The second memref aliases the first, so it is skipped whatever the
    # first's condition: %a leaks.
    assert outcome("aliasing_pair_first_condition_false") == ("", [LEAK], 1, 1)
    assert outcome("retained_view_keeps_buffer") == ("1, 0, ", [], 2, 5)
    assert outcome("ownership_is_disjunction") == ("1, ", [], 2, 6)
    assert outcome("nothing_to_free") == ("0, 0, ", [], 2, 0)
