"""
Execution tests of the buffer-level passes around One-Shot Bufferize
(`buffer-hoisting`, `buffer-loop-hoisting`, `promote-buffers-to-stack`,
`optimize-allocation-liveness`, `drop-equivalent-buffer-results`,
`buffer-results-to-out-params`).

Each program runs with the memory-checking executor before and after a pass:
it must print the same, leak nothing, free nothing twice and use nothing
after freeing it, and the pass must change the counters as it should
(allocations run once after loop hoisting, fewer heap allocations after
promotion, lower peak memory after moving deallocs, ...).

Programs without deallocs are what the passes get in MLIR's pipeline (they
run before deallocation): they are compared after
`buffer-deallocation-pipeline`, with and without the pass before it.
Programs with deallocs (optimize-allocation-liveness) run as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.passes import ModulePass

from tests.harness.work import calls_made
from xdsl_bufferization.context import get_context
from xdsl_bufferization.executor import run
from xdsl_bufferization.executor.report import Counters
from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_bufferization.transforms.buffer_hoisting import (
    BufferHoistingPass,
    BufferLoopHoistingPass,
)
from xdsl_bufferization.transforms.buffer_results_to_out_params import (
    BufferResultsToOutParamsPass,
)
from xdsl_bufferization.transforms.drop_equivalent_buffer_results import (
    DropEquivalentBufferResultsPass,
)
from xdsl_bufferization.transforms.optimize_allocation_liveness import (
    OptimizeAllocationLivenessPass,
)
from xdsl_bufferization.transforms.promote_buffers_to_stack import (
    PromoteBuffersToStackPass,
)

PRINT_DECLARATIONS = """
func.func private @printF32(f32)
func.func private @printNewline()
"""


def _transform(text: str, passes: Sequence[ModulePass]) -> str:
    ctx = get_context()
    module = Parser(ctx, text).parse_module()
    for pass_ in passes:
        pass_.apply(ctx, module)
    module.verify()
    return str(module)


def _parsed(text: str) -> ModuleOp:
    return Parser(get_context(), text).parse_module()


def _execute(text: str) -> tuple[str, Counters]:
    result = run(text)
    assert result.ok, result.report.to_text()
    return result.output, result.report.counters


def _compare(
    text: str, passes: Sequence[ModulePass], *, deallocate: bool = True
) -> tuple[Counters, Counters]:
    """
    Run `text` without and with `passes` (followed by the deallocation
    pipeline if `deallocate`): both runs must be correct and print the same.
    The counters of both runs.
    """
    tail: list[ModulePass] = [BufferDeallocationPipelinePass()] if deallocate else []
    before_output, before = _execute(_transform(text, tail))
    after_output, after = _execute(_transform(text, [*passes, *tail]))
    assert after_output == before_output
    assert before_output
    for counters in (before, after):
        assert counters.frees == counters.allocations
    return before, after


PASS_CLASSES: dict[str, type[ModulePass]] = {
    "buffer-hoisting": BufferHoistingPass,
    "buffer-loop-hoisting": BufferLoopHoistingPass,
    "promote-buffers-to-stack": PromoteBuffersToStackPass,
    "optimize-allocation-liveness": OptimizeAllocationLivenessPass,
    "drop-equivalent-buffer-results": DropEquivalentBufferResultsPass,
    "buffer-results-to-out-params": BufferResultsToOutParamsPass,
}


def test_registered_under_mlir_names():
    from xdsl.universe import Universe

    all_passes = Universe.get_multiverse().all_passes
    for name, pass_class in PASS_CLASSES.items():
        assert pass_class.name == name
        assert all_passes[name]() is pass_class


def test_options_as_mlir_spells_them():
    from xdsl.utils.arg_spec import parse_pipeline

    (spec,) = parse_pipeline(
        "buffer-results-to-out-params{add-result-attr hoist-static-allocs=1 "
        "hoist-dynamic-allocs=true modify-public-functions=false}"
    )
    assert BufferResultsToOutParamsPass.from_spec(spec) == (
        BufferResultsToOutParamsPass(
            add_result_attr=True,
            hoist_static_allocs=True,
            hoist_dynamic_allocs=True,
            modify_public_functions=False,
        )
    )
    (spec,) = parse_pipeline(
        "promote-buffers-to-stack{max-alloc-size-in-bytes=64 "
        "max-rank-of-allocated-memref=3}"
    )
    assert PromoteBuffersToStackPass.from_spec(spec) == PromoteBuffersToStackPass(
        max_alloc_size_in_bytes=64, max_rank_of_allocated_memref=3
    )
    assert PromoteBuffersToStackPass() == PromoteBuffersToStackPass(1024, 1)
    assert BufferResultsToOutParamsPass() == BufferResultsToOutParamsPass(
        False, False, False, False
    )


# ---------------------------------------------------------------------------
# buffer-loop-hoisting
# ---------------------------------------------------------------------------

LOOP_TEMPORARY = (
    PRINT_DECLARATIONS
    + """
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<1xf32>
  memref.store %zero, %acc[%c0] : memref<1xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %t = memref.alloc() : memref<4xf32>
    %x = arith.index_cast %i : index to i64
    %f = arith.sitofp %x : i64 to f32
    linalg.fill ins(%f : f32) outs(%t : memref<4xf32>)
    %v = memref.load %t[%c1] : memref<4xf32>
    %a = memref.load %acc[%c0] : memref<1xf32>
    %s = arith.addf %a, %v : f32
    memref.store %s, %acc[%c0] : memref<1xf32>
  }
  %r = memref.load %acc[%c0] : memref<1xf32>
  func.call @printF32(%r) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
"""
)

NESTED_LOOPS = (
    PRINT_DECLARATIONS
    + """
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %total = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> f32 {
    %k = arith.addi %i, %c1 : index
    %inner = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc2 = %acc) -> f32 {
      %t = memref.alloc() : memref<2xf32>
      %d = memref.alloc(%k) : memref<?xf32>
      memref.store %one, %t[%c0] : memref<2xf32>
      memref.store %one, %d[%i] : memref<?xf32>
      %v = memref.load %t[%c0] : memref<2xf32>
      %w = memref.load %d[%i] : memref<?xf32>
      %s = arith.addf %acc2, %v : f32
      %s2 = arith.addf %s, %w : f32
      scf.yield %s2 : f32
    }
    scf.yield %inner : f32
  }
  func.call @printF32(%total) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
"""
)

WHILE_LOOP = (
    PRINT_DECLARATIONS
    + """
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %t = memref.alloca() : memref<1xindex>
    memref.store %i, %t[%c0] : memref<1xindex>
    %v = memref.load %t[%c0] : memref<1xindex>
    %go = arith.cmpi slt, %v, %c5 : index
    scf.condition(%go) %v : index
  } do {
  ^bb0(%k: index):
    %n = arith.addi %k, %c1 : index
    scf.yield %n : index
  }
  %x = arith.index_cast %r : index to i64
  %f = arith.sitofp %x : i64 to f32
  func.call @printF32(%f) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
"""
)

LOOP_CARRIED = (
    PRINT_DECLARATIONS
    + """
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<1xf32>
  memref.store %one, %init[%c0] : memref<1xf32>
  %last = scf.for %i = %c0 to %c3 step %c1 iter_args(%prev = %init) -> memref<1xf32> {
    %next = memref.alloc() : memref<1xf32>
    %v = memref.load %prev[%c0] : memref<1xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %next[%c0] : memref<1xf32>
    scf.yield %next : memref<1xf32>
  }
  %r = memref.load %last[%c0] : memref<1xf32>
  func.call @printF32(%r) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
"""
)


def test_loop_hoisting_runs_the_allocation_once():
    before, after = _compare(LOOP_TEMPORARY, [BufferLoopHoistingPass()])
    assert before.allocations == 1 + 4
    assert after.allocations == 1 + 1


def test_loop_hoisting_out_of_nested_loops():
    # The static buffer leaves both loops; the one sized by the outer
    # induction variable leaves the inner loop only.
    before, after = _compare(NESTED_LOOPS, [BufferLoopHoistingPass()])
    assert before.allocations == 2 * 9
    assert after.allocations == 1 + 3


def test_loop_hoisting_stack_allocations_of_while():
    before, after = _compare(WHILE_LOOP, [BufferLoopHoistingPass()])
    assert before.allocas == 6
    assert after.allocas == 1


def test_loop_hoisting_keeps_loop_carried_buffers():
    before, after = _compare(LOOP_CARRIED, [BufferLoopHoistingPass()])
    assert after.allocations == before.allocations == 1 + 3


# ---------------------------------------------------------------------------
# buffer-hoisting
# ---------------------------------------------------------------------------

BRANCHES = (
    PRINT_DECLARATIONS
    + """
func.func @pick(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %b = scf.if %c -> memref<?xf32> {
    %x = memref.alloc(%n) : memref<?xf32>
    linalg.fill ins(%one : f32) outs(%x : memref<?xf32>)
    scf.yield %x : memref<?xf32>
  } else {
    %y = memref.alloc(%n) : memref<?xf32>
    linalg.fill ins(%two : f32) outs(%y : memref<?xf32>)
    scf.yield %y : memref<?xf32>
  }
  %v = memref.load %b[%c0] : memref<?xf32>
  return %v : f32
}

func.func @diamond(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %three = arith.constant 3.0 : f32
  %m = memref.alloca() : memref<2xf32>
  memref.store %three, %m[%c0] : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%m : memref<2xf32>)
^bb2:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %m, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c2 = arith.constant 2 : index
  %a = func.call @pick(%true, %c2) : (i1, index) -> f32
  %b = func.call @pick(%false, %c2) : (i1, index) -> f32
  %d = func.call @diamond(%true) : (i1) -> f32
  %e = func.call @diamond(%false) : (i1) -> f32
  func.call @printF32(%a) : (f32) -> ()
  func.call @printF32(%b) : (f32) -> ()
  func.call @printF32(%d) : (f32) -> ()
  func.call @printF32(%e) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
"""
)


def test_hoisting_into_common_dominators():
    # Each allocation now runs on every path: the scf.if branches' two
    # allocations before the scf.if, the ^bb2 allocation in the entry block.
    before, after = _compare(BRANCHES, [BufferHoistingPass()])
    assert before.allocations == 2 + 1
    assert after.allocations == 2 * 2 + 2


def test_hoisting_keeps_loop_allocations_in_the_loop():
    before, after = _compare(LOOP_TEMPORARY, [BufferHoistingPass()])
    assert after.allocations == before.allocations


# ---------------------------------------------------------------------------
# promote-buffers-to-stack
# ---------------------------------------------------------------------------

PROMOTION = (
    PRINT_DECLARATIONS
    + """
func.func private @make(%f: f32) -> memref<2xf32> {
  %r = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%r : memref<2xf32>)
  return %r : memref<2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %big = memref.alloc() : memref<512xf32>
  linalg.fill ins(%zero : f32) outs(%big : memref<512xf32>)
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
    %x = arith.index_cast %i : index to i64
    %f = arith.sitofp %x : i64 to f32
    %small = memref.alloc() : memref<4xf32>
    linalg.fill ins(%f : f32) outs(%small : memref<4xf32>)
    %m = func.call @make(%f) : (f32) -> memref<2xf32>
    %u = memref.load %small[%c1] : memref<4xf32>
    %v = memref.load %m[%c1] : memref<2xf32>
    %w = memref.load %big[%i] : memref<512xf32>
    %s1 = arith.addf %acc, %u : f32
    %s2 = arith.addf %s1, %v : f32
    %s3 = arith.addf %s2, %w : f32
    scf.yield %s3 : f32
  }
  func.call @printF32(%sum) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
"""
)


def test_promotion_to_stack():
    # The small buffer of the loop body becomes an alloca (the loop body is a
    # scope); the buffer returned by @make and the 2048-byte one stay on the
    # heap.
    before, after = _compare(PROMOTION, [PromoteBuffersToStackPass()])
    assert before.allocations == 1 + 4 + 4
    assert after.allocations == 1 + 4
    assert after.allocas == before.allocas + 4


def test_promotion_size_option():
    _, after = _compare(
        PROMOTION, [PromoteBuffersToStackPass(max_alloc_size_in_bytes=2048)]
    )
    assert after.allocations == 4
    _, after = _compare(
        PROMOTION, [PromoteBuffersToStackPass(max_alloc_size_in_bytes=8)]
    )
    assert after.allocations == 1 + 4 + 4


def test_promotion_after_loop_hoisting():
    # MLIR's order: hoist out of loops, then promote: one alloca in all.
    _, after = _compare(
        LOOP_TEMPORARY, [BufferLoopHoistingPass(), PromoteBuffersToStackPass()]
    )
    assert after.allocations == 0
    assert after.allocas == 2


# ---------------------------------------------------------------------------
# optimize-allocation-liveness
# ---------------------------------------------------------------------------

LATE_DEALLOCS = (
    PRINT_DECLARATIONS
    + """
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<256xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<256xf32>)
  %view = memref.subview %a[4] [8] [1] : memref<256xf32> to memref<8xf32, strided<[1], offset: 4>>
  %x = memref.load %view[%c0] : memref<8xf32, strided<[1], offset: 4>>
  %b = memref.alloc() : memref<256xf32>
  linalg.fill ins(%two : f32) outs(%b : memref<256xf32>)
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> f32 {
    %y = memref.load %b[%i] : memref<256xf32>
    %n = arith.addf %acc, %y : f32
    scf.yield %n : f32
  }
  %c = memref.alloc() : memref<256xf32>
  linalg.fill ins(%s : f32) outs(%c : memref<256xf32>)
  %z = memref.load %c[%c1] : memref<256xf32>
  func.call @printF32(%z) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %c : memref<256xf32>
  memref.dealloc %b : memref<256xf32>
  memref.dealloc %a : memref<256xf32>
  return
}
"""
)


def test_liveness_lowers_peak_memory():
    before, after = _compare(
        LATE_DEALLOCS, [OptimizeAllocationLivenessPass()], deallocate=False
    )
    assert before.peak_live_buffers == 3
    assert after.peak_live_buffers == 1
    assert after.peak_live_bytes < before.peak_live_bytes


def test_liveness_fixes_a_dealloc_before_a_use():
    text = LATE_DEALLOCS.replace(
        "  %x = memref.load %view",
        "  memref.dealloc %a : memref<256xf32>\n  %x = memref.load %view",
    ).replace("  memref.dealloc %a : memref<256xf32>\n  return", "  return")
    broken = run(text)
    assert not broken.ok
    assert broken.report.violations[0].kind == "use-after-free"
    output, counters = _execute(_transform(text, [OptimizeAllocationLivenessPass()]))
    assert output == _execute(LATE_DEALLOCS)[0]
    assert counters.frees == counters.allocations == 3


# ---------------------------------------------------------------------------
# drop-equivalent-buffer-results
# ---------------------------------------------------------------------------

IN_PLACE_CALLS = (
    PRINT_DECLARATIONS
    + """
func.func private @scale(%m: memref<4xf32>, %f: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %m[%i] : memref<4xf32>
    %w = arith.mulf %v, %f : f32
    memref.store %w, %m[%i] : memref<4xf32>
  }
  return %m : memref<4xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %b = func.call @scale(%a, %two) : (memref<4xf32>, f32) -> memref<4xf32>
  %c = func.call @scale(%b, %two) : (memref<4xf32>, f32) -> memref<4xf32>
  %v = memref.load %c[%c3] : memref<4xf32>
  func.call @printF32(%v) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
"""
)


def test_dropped_results_need_no_clones():
    # A returned argument must be cloned at the function boundary by the
    # deallocation pass; once the result is dropped, nothing is cloned.
    before, after = _compare(IN_PLACE_CALLS, [DropEquivalentBufferResultsPass()])
    assert before.clones == 2
    assert after.clones == 0
    assert after.allocations == 1


def test_dropped_results_with_deallocs():
    text = IN_PLACE_CALLS.replace(
        "  return\n}\n", "  memref.dealloc %a : memref<4xf32>\n  return\n}\n"
    )
    before, after = _compare(
        text, [DropEquivalentBufferResultsPass()], deallocate=False
    )
    assert before.allocations == after.allocations == 1


# ---------------------------------------------------------------------------
# buffer-results-to-out-params
# ---------------------------------------------------------------------------

RETURNED_BUFFERS = (
    PRINT_DECLARATIONS
    + """
func.func private @row(%i: index) -> memref<3xf32> {
  %r = memref.alloc() : memref<3xf32>
  %x = arith.index_cast %i : index to i64
  %f = arith.sitofp %x : i64 to f32
  linalg.fill ins(%f : f32) outs(%r : memref<3xf32>)
  return %r : memref<3xf32>
}

func.func private @column(%n: index, %i: index) -> memref<?xf32> {
  %r = memref.alloc(%n) : memref<?xf32>
  %x = arith.index_cast %i : index to i64
  %f = arith.sitofp %x : i64 to f32
  linalg.fill ins(%f : f32) outs(%r : memref<?xf32>)
  return %r : memref<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
    %row = func.call @row(%i) : (index) -> memref<3xf32>
    %col = func.call @column(%c4, %i) : (index, index) -> memref<?xf32>
    %v = memref.load %row[%c1] : memref<3xf32>
    %w = memref.load %col[%c1] : memref<?xf32>
    %n = arith.addf %acc, %v : f32
    %m = arith.addf %n, %w : f32
    scf.yield %m : f32
  }
  func.call @printF32(%s) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
"""
)


def test_out_params_need_sizes_for_dynamic_results():
    # Without hoist-dynamic-allocs the caller cannot allocate @column's result.
    from xdsl.utils.exceptions import DiagnosticException

    with pytest.raises(DiagnosticException, match="dynamically shaped result"):
        _transform(RETURNED_BUFFERS, [BufferResultsToOutParamsPass()])


def test_out_params_copy_or_hoist():
    # hoist-dynamic-allocs only: @row copies into its out-param, @column's
    # allocation moves to the caller.
    before, after = _compare(
        RETURNED_BUFFERS, [BufferResultsToOutParamsPass(hoist_dynamic_allocs=True)]
    )
    assert before.allocations == 8
    assert before.copies == 0
    assert after.allocations == 8 + 4
    assert after.copies == 4
    # Both hoisted: no copy, as many allocations as before.
    _, hoisted = _compare(
        RETURNED_BUFFERS,
        [
            BufferResultsToOutParamsPass(
                hoist_static_allocs=True, hoist_dynamic_allocs=True
            )
        ],
    )
    assert hoisted.allocations == 8
    assert hoisted.copies == 0


def test_out_params_attribute():
    pass_ = BufferResultsToOutParamsPass(
        add_result_attr=True, hoist_dynamic_allocs=True
    )
    assert _transform(RETURNED_BUFFERS, [pass_]).count("{bufferize.result}") == 2
    _compare(RETURNED_BUFFERS, [pass_])


def test_out_params_of_public_functions():
    text = RETURNED_BUFFERS.replace("func.func private @row", "func.func @row")
    _, unchanged = _compare(
        text, [BufferResultsToOutParamsPass(hoist_dynamic_allocs=True)]
    )
    _, changed = _compare(
        text,
        [
            BufferResultsToOutParamsPass(
                hoist_dynamic_allocs=True, modify_public_functions=True
            )
        ],
    )
    assert unchanged.copies == 0
    assert changed.copies == 4


def test_drop_then_out_params():
    # MLIR's order: drop equivalent results, then turn the rest into
    # out-params; the program keeps working.
    _compare(
        IN_PLACE_CALLS,
        [DropEquivalentBufferResultsPass(), BufferResultsToOutParamsPass()],
    )


# ---------------------------------------------------------------------------
# Speed: one analysis per function, no quadratic walk
# ---------------------------------------------------------------------------


def _many_allocations(count: int) -> str:
    """A function with `count` allocations in scf.if branches and in a loop."""
    lines = [
        "func.func @f(%c: i1, %lb: index, %ub: index, %s: index) {",
    ]
    for index in range(count):
        lines += [
            f"  %r{index} = scf.if %c -> memref<4xf32> {{",
            f"    %a{index} = memref.alloc() : memref<4xf32>",
            f"    scf.yield %a{index} : memref<4xf32>",
            "  } else {",
            f"    %b{index} = memref.alloc() : memref<4xf32>",
            f"    scf.yield %b{index} : memref<4xf32>",
            "  }",
            "  scf.for %i = %lb to %ub step %s {",
            f"    %t{index} = memref.alloc() : memref<4xf32>",
            f"    memref.copy %r{index}, %t{index} : memref<4xf32> to memref<4xf32>",
            f"    memref.dealloc %t{index} : memref<4xf32>",
            "  }",
            f"  memref.dealloc %r{index} : memref<4xf32>",
        ]
    lines += ["  return", "}"]
    return "\n".join(lines)


PASSES: list[ModulePass] = [
    BufferHoistingPass(),
    BufferLoopHoistingPass(),
    PromoteBuffersToStackPass(),
    OptimizeAllocationLivenessPass(),
]


_MODULES: dict[int, ModuleOp] = {}


def _many_allocations_module(count: int) -> ModuleOp:
    """Parsed once per size (parsing dominates the test's time); cloned per use."""
    if count not in _MODULES:
        _MODULES[count] = _parsed(_many_allocations(count))
    clone = cast(Operation, _MODULES[count].clone())  # pyright: ignore[reportUnknownMemberType]
    assert isinstance(clone, ModuleOp)
    return clone


@pytest.mark.parametrize("pass_", PASSES, ids=[p.name for p in PASSES])
def test_linear_work(pass_: ModulePass):
    def work(count: int) -> int:
        module = _many_allocations_module(count)
        return calls_made(lambda: pass_.apply(get_context(), module))

    work(10)  # caches filled once per process are not part of the growth
    small = work(100)
    large = work(800)
    # 8 times the input: linear work grows about 8 times, quadratic 64 times.
    assert large < 10 * small, (small, large)
