"""The lowerings of `bufferization.dealloc`, checked by execution.

Each program is run with the memory-checking executor before lowering (the
executor implements `bufferization.dealloc` itself: free memref `i` iff its
condition holds and its buffer is neither retained nor freed by an earlier
memref; each retained value's ownership is the disjunction of the conditions
of the memrefs on its buffer) and after `bufferization-lower-deallocations`
or `convert-bufferization-to-memref`. Both runs must print the same (the
ownerships the program prints included), return the same, free the same
number of program buffers, and show no leak, double free or use after free.
Conditions are arguments of `@main`, so every form runs with true, false and
mixed conditions.
"""

from __future__ import annotations

import itertools
import re
import subprocess
from collections.abc import Callable, Sequence

import pytest
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import Float32Type, ModuleOp, UnrankedMemRefType
from xdsl.ir import Operation, SSAValue
from xdsl.utils.exceptions import DiagnosticException

from tests.harness.mlir_tools import MLIR_REF
from xdsl_bufferization.dialects import bufferization, memref
from xdsl_bufferization.executor import ExecutionResult, parse_program, run
from xdsl_bufferization.transforms import get_all_passes
from xdsl_bufferization.transforms.bufferization_lower_deallocations import (
    BAD_ROOT,
    GENERIC_LOWERING_NEEDS_MODULE,
    BufferizationLowerDeallocationsPass,
    LowerDeallocationOptions,
    lower_deallocations,
)
from xdsl_bufferization.transforms.convert_bufferization_to_memref import (
    ConvertBufferizationToMemRefPass,
    convert_bufferization_to_memref,
)

PRELUDE = """
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>)

func.func @bit(%b: i1) {
  %e = arith.extui %b : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
"""

# One memref, nothing retained.
ONE_NO_RETAIN = (
    PRELUDE
    + """
func.func @main(%c0: i1, %c1: i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2x3xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%c0)
  %bu = memref.cast %b : memref<2x3xf32> to memref<*xf32>
  bufferization.dealloc (%bu : memref<*xf32>) if (%c1)
  // Whatever was not freed above is freed here, once.
  %n0 = arith.constant true
  %k0 = arith.xori %c0, %n0 : i1
  %k1 = arith.xori %c1, %n0 : i1
  bufferization.dealloc (%a : memref<4xf32>) if (%k0)
  bufferization.dealloc (%b : memref<2x3xf32>) if (%k1)
  return
}
"""
)

# One memref, retained values: a subview of it (aliases), an unrelated
# buffer, an unranked cast of it (aliases), and a dynamic view.
ONE_RETAINED = (
    PRELUDE
    + """
func.func @main(%c0: i1, %c1: i1) -> (i1, i1, i1, i1) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<8xf32>)
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %u = memref.cast %a : memref<8xf32> to memref<*xf32>
  %c2 = arith.constant 2 : index
  %d = memref.subview %a[%c2] [%c2] [2] : memref<8xf32> to memref<?xf32, strided<[2], offset: ?>>
  %o:4 = bufferization.dealloc (%a : memref<8xf32>) if (%c0) retain (%s, %b, %u, %d : memref<4xf32, strided<[1], offset: 2>>, memref<4xf32>, memref<*xf32>, memref<?xf32, strided<[2], offset: ?>>)
  func.call @bit(%o#0) : (i1) -> ()
  func.call @bit(%o#1) : (i1) -> ()
  func.call @bit(%o#2) : (i1) -> ()
  func.call @bit(%o#3) : (i1) -> ()
  func.call @printNewline() : () -> ()
  // %a was retained (through its views): still readable.
  %us = memref.cast %s : memref<4xf32, strided<[1], offset: 2>> to memref<*xf32>
  func.call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  // %b is not retained by anything: freed if %c1.
  %p = bufferization.dealloc (%b : memref<4xf32>) if (%c1) retain (%s : memref<4xf32, strided<[1], offset: 2>>)
  func.call @bit(%p) : (i1) -> ()
  func.call @printNewline() : () -> ()
  %true = arith.constant true
  %nc1 = arith.xori %c1, %true : i1
  bufferization.dealloc (%b : memref<4xf32>) if (%nc1)
  bufferization.dealloc (%a : memref<8xf32>) if (%true)
  return %o#0, %o#1, %o#2, %o#3 : i1, i1, i1, i1
}
"""
)

# Several memrefs (generic lowering): two views of one allocation in the
# memref list (freed once), retained values aliasing some of them, an
# unranked memref, a rank-0 memref.
GENERIC = (
    PRELUDE
    + """
func.func @main(%c0: i1, %c1: i1, %c2: i1) -> (i1, i1, i1) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<2x2xf32>
  %c = memref.alloc() : memref<f32>
  %e = memref.alloc() : memref<3xf32>
  %lo = memref.subview %a[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %hi = memref.subview %a[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %bu = memref.cast %b : memref<2x2xf32> to memref<*xf32>
  %o:3 = bufferization.dealloc (%lo, %hi, %bu, %c : memref<4xf32, strided<[1]>>, memref<4xf32, strided<[1], offset: 4>>, memref<*xf32>, memref<f32>) if (%c0, %c1, %c2, %c0) retain (%b, %e, %hi : memref<2x2xf32>, memref<3xf32>, memref<4xf32, strided<[1], offset: 4>>)
  func.call @bit(%o#0) : (i1) -> ()
  func.call @bit(%o#1) : (i1) -> ()
  func.call @bit(%o#2) : (i1) -> ()
  func.call @printNewline() : () -> ()
  // What remains: %a unless lo or hi freed it (never: hi is retained),
  // %b (retained), %e, and %c unless %c0.
  %true = arith.constant true
  %nc0 = arith.xori %c0, %true : i1
  bufferization.dealloc (%a, %b, %e, %c : memref<8xf32>, memref<2x2xf32>, memref<3xf32>, memref<f32>) if (%true, %true, %true, %nc0)
  return %o#0, %o#1, %o#2 : i1, i1, i1
}
"""
)

# Several memrefs that are all views of one buffer, and nothing retained:
# the buffer is freed once, by the first memref whose condition holds...
# unless an earlier memref on the same buffer comes first (then not at
# all, whatever its condition: the list is in order).
VIEWS = (
    PRELUDE
    + """
func.func @main(%c0: i1, %c1: i1, %c2: i1) {
  %a = memref.alloc() : memref<6xf32>
  %v0 = memref.subview %a[0] [2] [1] : memref<6xf32> to memref<2xf32, strided<[1]>>
  %v1 = memref.subview %a[2] [2] [1] : memref<6xf32> to memref<2xf32, strided<[1], offset: 2>>
  %base, %off, %size, %stride = memref.extract_strided_metadata %v1 : memref<2xf32, strided<[1], offset: 2>> -> memref<f32>, index, index, index
  bufferization.dealloc (%v0, %v1, %base : memref<2xf32, strided<[1]>>, memref<2xf32, strided<[1], offset: 2>>, memref<f32>) if (%c0, %c1, %c2)
  %true = arith.constant true
  %nc0 = arith.xori %c0, %true : i1
  bufferization.dealloc (%a : memref<6xf32>) if (%nc0)
  return
}
"""
)

# Deallocs in loops and branches, several generic ones (one library
# function, called each time); buffers allocated per iteration.
LOOPS = (
    PRELUDE
    + """
func.func @main(%n: index, %flag: i1) -> i1 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %keep = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %flag) -> (i1) {
    %x = memref.alloc() : memref<4xf32>
    %y = memref.alloc() : memref<4xf32>
    %sel = arith.select %acc, %x, %y : memref<4xf32>
    %o:2 = bufferization.dealloc (%x, %y : memref<4xf32>, memref<4xf32>) if (%true, %true) retain (%sel, %keep : memref<4xf32>, memref<2xf32>)
    func.call @bit(%o#0) : (i1) -> ()
    func.call @bit(%o#1) : (i1) -> ()
    // The selected buffer survived: free it now.
    bufferization.dealloc (%sel : memref<4xf32>) if (%o#0)
    %next = arith.xori %acc, %true : i1
    scf.yield %next : i1
  }
  func.call @printNewline() : () -> ()
  scf.if %flag {
    %z = memref.alloc() : memref<1xf32>
    bufferization.dealloc (%z, %keep : memref<1xf32>, memref<2xf32>) if (%flag, %flag)
  } else {
    bufferization.dealloc (%keep : memref<2xf32>) if (%true)
  }
  return %r : i1
}
"""
)

LOWERINGS: dict[str, Callable[[ModuleOp], None]] = {
    "bufferization-lower-deallocations": lambda module: (
        BufferizationLowerDeallocationsPass().apply(Context(), module)
    ),
    "convert-bufferization-to-memref": lambda module: (
        ConvertBufferizationToMemRefPass().apply(Context(), module)
    ),
}


def _lower(program: str, lowering: str) -> ModuleOp:
    module, _ = parse_program(program)
    LOWERINGS[lowering](module)
    module.verify()
    assert not any(op.name == "bufferization.dealloc" for op in module.walk())
    # What other tools get is the printed text: parse it again.
    reparsed, _ = parse_program(str(module))
    return reparsed


def _output(result: ExecutionResult) -> str:
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = <address>", result.output)


def _program_frees(result: ExecutionResult, lowered: bool, generic_calls: int) -> int:
    """Frees of program buffers: the generic lowering also frees its five
    helper buffers per call."""
    return result.report.counters.frees - (5 * generic_calls if lowered else 0)


def _check(
    program: str,
    args: Sequence[int],
    lowering: str,
    generic_calls: int = 0,
) -> tuple[ExecutionResult, ExecutionResult]:
    before = run(program, args=list(args))
    after = run(_lower(program, lowering), args=list(args))
    for result in (before, after):
        assert result.report.ok, result.report.to_text()
    assert _output(after) == _output(before)
    assert after.results == before.results
    assert _program_frees(after, True, generic_calls) == _program_frees(
        before, False, 0
    )
    assert after.report.counters.dealloc_ops == 0
    return before, after


BOOLS = (0, 1)


@pytest.mark.parametrize("lowering", LOWERINGS)
@pytest.mark.parametrize("conditions", list(itertools.product(BOOLS, BOOLS)))
def test_one_memref_no_retained(lowering: str, conditions: tuple[int, int]) -> None:
    before, after = _check(ONE_NO_RETAIN, conditions, lowering)
    assert before.report.counters.frees == 2
    # The specialized lowering: no runtime alias check.
    assert after.report.counters.pointer_extractions == 0


@pytest.mark.parametrize("lowering", LOWERINGS)
@pytest.mark.parametrize("conditions", list(itertools.product(BOOLS, BOOLS)))
def test_one_memref_retained(lowering: str, conditions: tuple[int, int]) -> None:
    before, after = _check(ONE_RETAINED, conditions, lowering)
    c0, _ = conditions
    # Ownerships: the views and the unranked cast alias %a; %b does not.
    assert before.results == [c0, 0, c0, c0]
    # %s does not alias %b: no ownership passes to it.
    assert before.output.splitlines()[-1] == "0, "
    # One pointer per operand of the two lowered retaining deallocs.
    assert after.report.counters.pointer_extractions == 5 + 2


@pytest.mark.parametrize("lowering", LOWERINGS)
@pytest.mark.parametrize("conditions", list(itertools.product(BOOLS, BOOLS, BOOLS)))
def test_generic(lowering: str, conditions: tuple[int, int, int]) -> None:
    before, _ = _check(GENERIC, conditions, lowering, generic_calls=2)
    c0, c1, c2 = conditions
    # %b is retained by itself (through its unranked cast, condition c2);
    # %e by nothing; %hi by %lo and %hi (same buffer): c0 or c1.
    assert before.results == [c2, 0, c0 | c1]


@pytest.mark.parametrize("lowering", LOWERINGS)
@pytest.mark.parametrize("conditions", list(itertools.product(BOOLS, BOOLS, BOOLS)))
def test_views_of_one_allocation(
    lowering: str, conditions: tuple[int, int, int]
) -> None:
    before, _ = _check(VIEWS, conditions, lowering, generic_calls=1)
    # The first memref of the list decides: %a is freed by the first dealloc
    # iff %c0, by the second one otherwise.
    assert before.report.counters.frees == 1


@pytest.mark.parametrize("lowering", LOWERINGS)
@pytest.mark.parametrize(("n", "flag"), [(0, 0), (0, 1), (1, 1), (3, 0), (4, 1)])
def test_loops_and_branches(lowering: str, n: int, flag: int) -> None:
    _check(LOOPS, [n, flag], lowering, generic_calls=n + flag)


def test_one_library_function_per_module() -> None:
    lowered = _lower(
        GENERIC + LOOPS.replace(PRELUDE, "").replace("@main", "@main2"),
        "bufferization-lower-deallocations",
    )
    helpers = [
        op
        for op in lowered.walk()
        if isinstance(op, func.FuncOp) and op.sym_name.data.startswith("dealloc_helper")
    ]
    assert len(helpers) == 1
    assert helpers[0].sym_visibility is not None
    assert helpers[0].sym_visibility.data == "private"


# ---------------------------------------------------------------------------
# The free op as a Python option (seed 001, "LowerDeallocationOptions")
# ---------------------------------------------------------------------------

CUSTOM_FREE = (
    PRELUDE
    + """
// The program's own free: prints a marker, then frees.
func.func @release(%m: memref<*xf32>) {
  %marker = arith.constant 77 : i64
  func.call @printI64(%marker) : (i64) -> ()
  func.call @printComma() : () -> ()
  memref.dealloc %m : memref<*xf32>
  return
}

func.func @main(%c0: i1, %c1: i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<4xf32>
  %s = memref.subview %d[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c0, %c1)
  %o = bufferization.dealloc (%c : memref<4xf32>) if (%c1) retain (%s : memref<2xf32, strided<[1], offset: 1>>)
  %true = arith.constant true
  %nc0 = arith.xori %c0, %true : i1
  %nc1 = arith.xori %c1, %true : i1
  bufferization.dealloc (%a : memref<4xf32>) if (%nc0)
  bufferization.dealloc (%b : memref<4xf32>) if (%nc1)
  bufferization.dealloc (%c : memref<4xf32>) if (%nc1)
  bufferization.dealloc (%d : memref<4xf32>) if (%true)
  return
}
"""
)


def _release_through_call(value: SSAValue) -> Sequence[Operation]:
    unranked = memref.CastOp.get(value, UnrankedMemRefType.from_type(Float32Type()))
    return (unranked, func.CallOp("release", [unranked], []))


@pytest.mark.parametrize("conditions", list(itertools.product(BOOLS, BOOLS)))
@pytest.mark.parametrize("lowering", LOWERINGS)
def test_custom_free_op(lowering: str, conditions: tuple[int, int]) -> None:
    options = LowerDeallocationOptions(build_dealloc_op=_release_through_call)
    module, _ = parse_program(CUSTOM_FREE)
    if lowering == "bufferization-lower-deallocations":
        BufferizationLowerDeallocationsPass.with_options(options).apply(
            Context(), module
        )
    else:
        ConvertBufferizationToMemRefPass.with_options(options).apply(Context(), module)
    module.verify()
    # Program buffers go through @release; the generic lowering's own
    # buffers are still freed with memref.dealloc.
    calls = [op for op in module.walk() if isinstance(op, func.CallOp)]
    assert sum(op.callee.root_reference.data == "release" for op in calls) == 7
    before = run(CUSTOM_FREE, args=list(conditions))
    after = run(module, args=list(conditions))
    assert before.report.ok, before.report.to_text()
    assert after.report.ok, after.report.to_text()
    # Each buffer freed once, through @release.
    assert after.output.count("77,") == 4
    assert before.output.count("77,") == 0
    assert after.report.counters.frees == before.report.counters.frees + 5


def test_default_options_free_with_memref_dealloc() -> None:
    module, _ = parse_program(ONE_NO_RETAIN)
    lower_deallocations(module)
    frees = [op for op in module.walk() if isinstance(op, memref.DeallocOp)]
    assert len(frees) == 4


# ---------------------------------------------------------------------------
# Diagnostics (MLIR's wording; the IR is unchanged after an error)
# ---------------------------------------------------------------------------

GENERIC_IN_FUNCTION = """
func.func @f(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1) {
  bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2)
  bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%arg2, %arg2)
  return
}
"""


def _mlir_opt_stderr(text: str, *args: str) -> str:
    process = subprocess.run(
        [MLIR_REF, "mlir-opt", *args],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    assert process.returncode != 0
    return process.stderr


@pytest.mark.parametrize(
    ("lower", "mlir_pass"),
    [
        (lower_deallocations, "bufferization-lower-deallocations"),
        (convert_bufferization_to_memref, "convert-bufferization-to-memref"),
    ],
)
def test_generic_lowering_on_a_function_is_an_error(
    lower: Callable[[Operation], None], mlir_pass: str
) -> None:
    """Run on a function (MLIR: nested in the module's pass manager), no
    library function can be added: MLIR's error, on the dealloc."""
    module, _ = parse_program(GENERIC_IN_FUNCTION)
    function = module.body.block.first_op
    assert isinstance(function, func.FuncOp)
    before = str(module)
    with pytest.raises(
        DiagnosticException, match=GENERIC_LOWERING_NEEDS_MODULE
    ) as info:
        lower(function)
    # The IR shown with the error points at the dealloc of two memrefs.
    notes = "\n".join(getattr(info.value, "__notes__", ()))
    marked = notes.splitlines()[
        notes.splitlines().index(
            next(line for line in notes.splitlines() if "^^^" in line)
        )
        - 1
    ]
    assert "operandSegmentSizes = array<i32: 2, 2, 0>" in marked
    assert str(module) == before
    stderr = _mlir_opt_stderr(
        GENERIC_IN_FUNCTION, f"--pass-pipeline=builtin.module(func.func({mlir_pass}))"
    )
    assert f"error: {GENERIC_LOWERING_NEEDS_MODULE}" in stderr


def test_specialized_lowerings_work_on_a_function() -> None:
    module, _ = parse_program(ONE_NO_RETAIN)
    main = next(
        op
        for op in module.body.block.ops
        if isinstance(op, func.FuncOp) and op.sym_name.data == "main"
    )
    lower_deallocations(main)
    assert not any(isinstance(op, bufferization.DeallocOp) for op in module.walk())
    result = run(module, args=[1, 0])
    assert result.report.ok, result.report.to_text()


def test_root_must_be_module_or_function() -> None:
    module, _ = parse_program(ONE_NO_RETAIN)
    main = next(
        op
        for op in module.body.block.ops
        if isinstance(op, func.FuncOp) and op.sym_name.data == "main"
    )
    dealloc = next(op for op in main.walk() if isinstance(op, bufferization.DeallocOp))
    for lower in (lower_deallocations, convert_bufferization_to_memref):
        with pytest.raises(DiagnosticException, match=BAD_ROOT):
            lower(dealloc)


def test_passes_are_registered_under_mlir_names() -> None:
    passes = get_all_passes()
    assert (
        passes["bufferization-lower-deallocations"]()
        is BufferizationLowerDeallocationsPass
    )
    assert (
        passes["convert-bufferization-to-memref"]() is ConvertBufferizationToMemRefPass
    )


# ---------------------------------------------------------------------------
# bufferization.clone (convert-bufferization-to-memref)
# ---------------------------------------------------------------------------

CLONES = (
    PRELUDE
    + """
func.func @show(%m: memref<*xf32>) {
  func.call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  return
}

func.func @main(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %a = memref.alloc(%n) : memref<3x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%c0, %i] : memref<3x?xf32>
    %g = arith.addf %f, %two : f32
    memref.store %g, %a[%c1, %i] : memref<3x?xf32>
    memref.store %two, %a[%two_idx, %i] : memref<3x?xf32>
  }
  // Dynamic and static sizes, a strided source and result layout.
  %d = bufferization.clone %a : memref<3x?xf32> to memref<?x?xf32>
  %row = memref.subview %a[1, 0] [1, %n] [1, 1] : memref<3x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
  %r = bufferization.clone %row : memref<1x?xf32, strided<[?, 1], offset: ?>> to memref<1x?xf32, strided<[?, 1], offset: ?>>
  // Unranked.
  %u = memref.cast %a : memref<3x?xf32> to memref<*xf32>
  %k = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  // Writing the original does not change the clones.
  %nine = arith.constant 9.0 : f32
  linalg.fill ins(%nine : f32) outs(%a : memref<3x?xf32>)
  %du = memref.cast %d : memref<?x?xf32> to memref<*xf32>
  func.call @show(%du) : (memref<*xf32>) -> ()
  %ru = memref.cast %r : memref<1x?xf32, strided<[?, 1], offset: ?>> to memref<*xf32>
  func.call @show(%ru) : (memref<*xf32>) -> ()
  func.call @show(%k) : (memref<*xf32>) -> ()
  %true = arith.constant true
  bufferization.dealloc (%a, %d : memref<3x?xf32>, memref<?x?xf32>) if (%true, %true)
  bufferization.dealloc (%r : memref<1x?xf32, strided<[?, 1], offset: ?>>) if (%true)
  bufferization.dealloc (%k : memref<*xf32>) if (%true)
  return
}
""".replace("%two_idx", "%c2_idx").replace(
        "  %two = arith.constant 2.0 : f32\n",
        "  %two = arith.constant 2.0 : f32\n  %c2_idx = arith.constant 2 : index\n",
    )
)


@pytest.mark.parametrize("n", [0, 1, 4])
def test_clones(n: int) -> None:
    before = run(CLONES, args=[n])
    lowered = _lower(CLONES, "convert-bufferization-to-memref")
    assert not any(op.name == "bufferization.clone" for op in lowered.walk())
    after = run(lowered, args=[n])
    for result in (before, after):
        assert result.report.ok, result.report.to_text()
    assert _output(after) == _output(before)
    assert "9" not in _output(after).replace("base@", "")
    # Three clones: three allocations and three copies after lowering.
    assert after.report.counters.copies == 3
    assert after.report.counters.allocations == before.report.counters.allocations + 5
