"""convert-scf-to-cf: programs print the same before and after the pass.

Each program runs under the memory-checking executor as written (structured
control flow) and after our `convert-scf-to-cf` (branches only); both must
print the same. The lowered programs also run natively (`mlir-opt` lowers
them to LLVM without its own `-convert-scf-to-cf`, `mlir-runner` runs them).
Two tests show the defects the pass avoids: xDSL 0.74's pass loops over an
unsigned range with a signed comparison, MLIR 22's truncates
`scf.index_switch` indices and cases to `i32`.

The printed IR is compared with mlir-opt's by tests/filecheck/convert_scf_to_cf/.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.transforms.convert_scf_to_cf import ConvertScfToCf as XDSLConvertScfToCf
from xdsl.universe import Universe
from xdsl.utils.exceptions import PassFailedException

from tests.harness.mlir_tools import MLIR_REF, tools
from xdsl_bufferization.context import get_context
from xdsl_bufferization.executor import run
from xdsl_bufferization.transforms import get_all_passes
from xdsl_bufferization.transforms.convert_scf_to_cf import ConvertScfToCfPass

ROOT = Path(__file__).resolve().parents[2]
EXECUTOR_PROGRAMS = sorted((ROOT / "tests" / "executor_programs").glob("*.mlir"))

DECLARATIONS = """
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
"""

PROGRAMS: dict[str, str] = {
    # Signed loops near the ends of the i64 range. The lowered loop steps the
    # induction variable with a wrapping addi, as MLIR's does: a last step
    # past the largest value would wrap and loop forever, so none does.
    "for_signed_large": """
func.func @main() {
  %lb = arith.constant 9223372036854775798 : i64
  %ub = arith.constant 9223372036854775807 : i64
  %s = arith.constant 3 : i64
  %z = arith.constant 0 : i64
  %n = scf.for %i = %lb to %ub step %s iter_args(%k = %z) -> i64 : i64 {
    func.call @printI64(%i) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %one = arith.constant 1 : i64
    %k1 = arith.addi %k, %one : i64
    scf.yield %k1 : i64
  }
  func.call @printI64(%n) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %nlb = arith.constant -9223372036854775807 : i64
  %nub = arith.constant -9223372036854775800 : i64
  %m = scf.for %i = %nlb to %nub step %s iter_args(%k = %z) -> i64 : i64 {
    %k1 = arith.addi %k, %i : i64
    scf.yield %k1 : i64
  }
  func.call @printI64(%m) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
""",
    # Unsigned loops over bounds with the top bit set: i64 across 2^63, i8
    # from 120 to 136 (-120), index across 2^63. Signed, none iterates.
    "for_unsigned_large": """
func.func @main() {
  %lb = arith.constant 9223372036854775806 : i64
  %ub = arith.constant -9223372036854775806 : i64
  %s = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  %n = scf.for unsigned %i = %lb to %ub step %s iter_args(%k = %z) -> i64 : i64 {
    func.call @printU64(%i) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %one = arith.constant 1 : i64
    %k1 = arith.addi %k, %one : i64
    scf.yield %k1 : i64
  }
  func.call @printI64(%n) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %blb = arith.constant 120 : i8
  %bub = arith.constant -120 : i8
  %bs = arith.constant 4 : i8
  %b = scf.for unsigned %i = %blb to %bub step %bs iter_args(%k = %z) -> i64 : i8 {
    %w = arith.extui %i : i8 to i64
    %k1 = arith.addi %k, %w : i64
    scf.yield %k1 : i64
  }
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %ilb = arith.constant 9223372036854775807 : index
  %iub = arith.constant -9223372036854775807 : index
  %is = arith.constant 1 : index
  %c = scf.for unsigned %i = %ilb to %iub step %is iter_args(%k = %z) -> i64 {
    %one = arith.constant 1 : i64
    %k1 = arith.addi %k, %one : i64
    scf.yield %k1 : i64
  }
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
""",
    # A while loop (Collatz steps from 27) and a do-while loop.
    "while": """
func.func @main() {
  %start = arith.constant 27 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %r:2 = scf.while (%x = %start, %k = %z) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %x, %one : i64
    scf.condition(%more) %x, %k : i64, i64
  } do {
  ^bb0(%x: i64, %k: i64):
    %rem = arith.remui %x, %two : i64
    %even = arith.cmpi eq, %rem, %z : i64
    %next = scf.if %even -> i64 {
      %h = arith.divui %x, %two : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %x, %three : i64
      %t1 = arith.addi %t, %one : i64
      scf.yield %t1 : i64
    }
    %k1 = arith.addi %k, %one : i64
    scf.yield %next, %k1 : i64, i64
  }
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %limit = arith.constant 1000 : i64
  %d = scf.while (%x = %one) : (i64) -> i64 {
    %x2 = arith.muli %x, %three : i64
    %more = arith.cmpi ult, %x2, %limit : i64
    scf.condition(%more) %x2 : i64
  } do {
  ^bb0(%y: i64):
    scf.yield %y : i64
  }
  func.call @printI64(%d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
""",
    # Cases with negative, large and small values; indices that match each,
    # and 1, which only matches case 4294967297 after truncation to i32.
    "index_switch": """
func.func @classify(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 0 {
    %v = arith.constant 10 : i64
    scf.yield %v : i64
  }
  case -3 {
    %v = arith.constant 20 : i64
    scf.yield %v : i64
  }
  case 4294967297 {
    %v = arith.constant 30 : i64
    scf.yield %v : i64
  }
  default {
    %v = arith.constant 99 : i64
    scf.yield %v : i64
  }
  return %r : i64
}
func.func @main() {
  %a = arith.constant 0 : index
  %b = arith.constant -3 : index
  %c = arith.constant 4294967297 : index
  %d = arith.constant 1 : index
  %e = arith.constant 4294967296 : index
  %ra = func.call @classify(%a) : (index) -> i64
  %rb = func.call @classify(%b) : (index) -> i64
  %rc = func.call @classify(%c) : (index) -> i64
  %rd = func.call @classify(%d) : (index) -> i64
  %re = func.call @classify(%e) : (index) -> i64
  func.call @printI64(%ra) : (i64) -> ()
  func.call @printI64(%rb) : (i64) -> ()
  func.call @printI64(%rc) : (i64) -> ()
  func.call @printI64(%rd) : (i64) -> ()
  func.call @printI64(%re) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
""",
    # execute_region with several blocks and yields, and no_inline.
    "execute_region": """
func.func @pick(%c: i1, %a: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2(%a : i64)
  ^bb1:
    %t = arith.muli %a, %a : i64
    scf.yield %t : i64
  ^bb2(%x: i64):
    %n = arith.subi %x, %a : i64
    %n1 = arith.subi %n, %a : i64
    scf.yield %n1 : i64
  }
  %s = scf.execute_region -> i64 no_inline {
    %q = arith.addi %r, %a : i64
    scf.yield %q : i64
  }
  return %s : i64
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.constant 7 : i64
  %x = func.call @pick(%t, %a) : (i1, i64) -> i64
  %y = func.call @pick(%f, %a) : (i1, i64) -> i64
  func.call @printI64(%x) : (i64) -> ()
  func.call @printI64(%y) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
""",
    # scf.parallel with two reductions over a 2-D space, scf.forall filling a
    # buffer (static and dynamic bounds).
    "parallel": """
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.parallel (%i, %j) = (%c0, %c1) to (%c3, %c5) step (%c1, %c2) init (%z, %one) -> (i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %p = arith.addi %ii, %jj : i64
    scf.reduce(%p, %p : i64, i64) {
    ^bb0(%l: i64, %v: i64):
      %s = arith.addi %l, %v : i64
      scf.reduce.return %s : i64
    }, {
    ^bb0(%l: i64, %v: i64):
      %v1 = arith.addi %v, %one : i64
      %s = arith.muli %l, %v1 : i64
      scf.reduce.return %s : i64
    }
  }
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m = memref.alloc() : memref<4x3xi64>
  scf.forall (%i, %j) = (0, %c0) to (4, %c3) step (1, %c1) {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %ten = arith.constant 10 : i64
    %t = arith.muli %ii, %ten : i64
    %v = arith.addi %t, %jj : i64
    memref.store %v, %m[%i, %j] : memref<4x3xi64>
  }
  %total = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> i64 {
    %v = memref.load %m[%c3, %i] : memref<4x3xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  func.call @printI64(%total) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<4x3xi64>
  return
}
""",
    # Every construct inside the others.
    "nested": """
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> i64 {
    %w:2 = scf.while (%x = %c0, %y = %acc) : (index, i64) -> (index, i64) {
      %more = arith.cmpi ult, %x, %i : index
      scf.condition(%more) %x, %y : index, i64
    } do {
    ^bb0(%x: index, %y: i64):
      %sel = scf.index_switch %x -> i64
      case 0 {
        scf.yield %one : i64
      }
      case 2 {
        %e = scf.execute_region -> i64 {
          %t = arith.addi %one, %one : i64
          scf.yield %t : i64
        }
        scf.yield %e : i64
      }
      default {
        %odd = arith.cmpi eq, %x, %c1 : index
        %v = scf.if %odd -> i64 {
          %p = scf.parallel (%k) = (%c0) to (%c4) step (%c1) init (%z) -> i64 {
            %kk = arith.index_cast %k : index to i64
            scf.reduce(%kk : i64) {
            ^bb0(%l: i64, %m: i64):
              %s = arith.addi %l, %m : i64
              scf.reduce.return %s : i64
            }
          }
          scf.yield %p : i64
        } else {
          scf.yield %z : i64
        }
        scf.yield %v : i64
      }
      %y1 = arith.addi %y, %sel : i64
      %x1 = arith.addi %x, %c1 : index
      scf.yield %x1, %y1 : index, i64
    }
    func.call @printI64(%w#1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    scf.yield %w#1 : i64
  }
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
""",
}

EXPECTED_OUTPUT = {
    "for_signed_large": (
        "9223372036854775798\n9223372036854775801\n9223372036854775804\n"
        "3\n-9223372036854775796\n"
    ),
    "for_unsigned_large": (
        "9223372036854775806\n9223372036854775807\n9223372036854775808\n"
        "9223372036854775809\n4\n504\n2\n"
    ),
    "while": "111\n2187\n",
    "index_switch": "1020309999\n",
    "execute_region": "560\n",
    "parallel": "182880\n93\n",
    "nested": "0\n1\n8\n17\n17\n",
}
"""What each program prints (worked out by hand; the second for loop of
for_signed_large wraps around in i64)."""


def program(name: str) -> str:
    return DECLARATIONS + PROGRAMS[name]


def parse(text: str) -> ModuleOp:
    return Parser(get_context(), text).parse_module()


def lower(text: str) -> str:
    """The program after our pass, printed (and checked: no scf op left)."""
    module = parse(text)
    ConvertScfToCfPass().apply(get_context(), module)
    module.verify()
    assert not [op.name for op in module.walk() if op.name.startswith("scf.")]
    return str(module)


def output(text: str) -> str:
    result = run(text)
    assert result.report.ok, result.report.to_text()
    return result.output


def _mlir_opt(args: list[str], source: str) -> str:
    process = subprocess.run(
        [MLIR_REF, "mlir-opt", *args],
        input=source,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert process.returncode == 0, process.stderr
    return process.stdout


def test_replaces_xdsl_pass_in_multiverse():
    factory = Universe.get_multiverse().all_passes["convert-scf-to-cf"]
    assert factory() is ConvertScfToCfPass
    assert factory() is not XDSLConvertScfToCf
    assert get_all_passes()["convert-scf-to-cf"]() is ConvertScfToCfPass


def test_expected_outputs_are_for_every_program():
    assert set(EXPECTED_OUTPUT) == set(PROGRAMS)


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_same_output_before_and_after(name: str):
    source = program(name)
    before = output(source)
    assert before == EXPECTED_OUTPUT[name]
    assert output(lower(source)) == before


@pytest.fixture(scope="module")
def generic_programs() -> dict[Path, str]:
    """The executor's test programs in generic form (as mlir-opt prints them:
    our context does not parse the custom syntax of every op they use)."""
    marker = "// -----"
    sources = [path.read_text() for path in EXECUTOR_PROGRAMS]
    printed = _mlir_opt(
        [
            "--mlir-print-op-generic",
            "--split-input-file",
            f"--output-split-marker={marker}",
        ],
        f"\n{marker}\n".join(sources),
    ).split(marker)
    assert len(printed) == len(sources)
    return dict(zip(EXECUTOR_PROGRAMS, printed))


@pytest.mark.parametrize(
    "path", EXECUTOR_PROGRAMS, ids=[p.stem for p in EXECUTOR_PROGRAMS]
)
def test_executor_programs(path: Path, generic_programs: dict[Path, str]):
    """The executor's own test programs: the same output after the pass, or,
    for a tensor scf.forall with shared_outs, a diagnostic."""
    source = generic_programs[path]
    before = run(source, file_name=path.name, allow_unregistered=True, verify=False)
    assert before.report.ok, before.report.to_text()
    ctx = get_context()
    ctx.allow_unregistered = True
    module = Parser(ctx, source, path.name).parse_module()
    if any(op.name == "scf.forall" and op.results for op in module.walk()):
        with pytest.raises(PassFailedException, match="shared_outs"):
            ConvertScfToCfPass().apply(ctx, module)
        return
    ConvertScfToCfPass().apply(ctx, module)
    assert not [op.name for op in module.walk() if op.name.startswith("scf.")]
    after = run(module, file_name=path.name, allow_unregistered=True, verify=False)
    assert after.report.ok, after.report.to_text()
    assert after.output == before.output


def test_xdsl_pass_loops_unsigned_ranges_with_a_signed_comparison():
    """The defect this pass fixes: xDSL 0.74's lowering of the unsigned loops
    runs none of them."""
    module = parse(program("for_unsigned_large"))
    XDSLConvertScfToCf().apply(get_context(), module)
    assert output(str(module)) == "0\n0\n0\n"
    assert (
        output(lower(program("for_unsigned_large")))
        == (EXPECTED_OUTPUT["for_unsigned_large"])
    )


def test_mlir_truncates_index_switch_to_i32():
    """MLIR 22's lowering selects case 4294967297 for index 1 (and case 0 for
    index 4294967296); ours selects the default, as scf.index_switch does."""
    mlir_lowered = _mlir_opt(
        ["-convert-scf-to-cf", "--mlir-print-op-generic"], program("index_switch")
    )
    assert output(mlir_lowered) == "1020303010\n"
    assert output(lower(program("index_switch"))) == EXPECTED_OUTPUT["index_switch"]


def test_mlir_reads_our_output_as_the_same_ir():
    """mlir-opt parses what we print, and its -convert-scf-to-cf finds
    nothing left to do."""
    for name in sorted(PROGRAMS):
        lowered = lower(program(name))
        reprinted = _mlir_opt(["--mlir-print-op-generic"], lowered)
        assert _mlir_opt(
            ["-convert-scf-to-cf", "--mlir-print-op-generic"], lowered
        ) == (reprinted)


LOWER_TO_LLVM = [
    "-finalize-memref-to-llvm",
    "-convert-arith-to-llvm",
    "-convert-func-to-llvm",
    "-convert-cf-to-llvm",
    "-reconcile-unrealized-casts",
]


def test_lowered_programs_run_natively():
    """Our lowered programs, lowered further to LLVM by mlir-opt (without its
    -convert-scf-to-cf) and run by mlir-runner, print what the executor
    prints."""
    for name in sorted(PROGRAMS):
        llvm = _mlir_opt(LOWER_TO_LLVM, lower(program(name)))
        output = tools().run(llvm)
        assert re.sub(r"\s+$", "", output) == re.sub(
            r"\s+$", "", EXPECTED_OUTPUT[name]
        ), name
