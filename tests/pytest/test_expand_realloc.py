"""`expand-realloc` checked by execution.

Each program is run with the memory-checking executor before the pass (the
executor implements `memref.realloc` directly: copy into a new buffer, free
the old one) and after it (a size comparison, then alloc + copy into a
subview + dealloc, or a reinterpret_cast of the old buffer). Both runs must
print the same, return the same, and be free of leaks, double frees and uses
after free.
"""

from __future__ import annotations

import re

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from xdsl_bufferization.executor import ExecutionResult, parse_program, run
from xdsl_bufferization.transforms.expand_realloc import ExpandReallocPass

PRELUDE = """
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printI64(i64)
func.func private @printNewline()

// Fill m[i] = i + base.
func.func @iota(%m: memref<?xf32>, %base: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.addf %f, %base : f32
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

func.func @show(%m: memref<?xf32>) {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
"""

# Static sizes: grow, then shrink, then the same size.
STATIC = (
    PRELUDE
    + """
func.func @main() {
  %zero = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<4xf32>
  %d = memref.cast %m : memref<4xf32> to memref<?xf32>
  func.call @iota(%d, %zero) : (memref<?xf32>, f32) -> ()
  %grown = memref.realloc %m : memref<4xf32> to memref<6xf32>
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %nine = arith.constant 9.0 : f32
  memref.store %nine, %grown[%c4] : memref<6xf32>
  memref.store %nine, %grown[%c5] : memref<6xf32>
  %g = memref.cast %grown : memref<6xf32> to memref<?xf32>
  func.call @show(%g) : (memref<?xf32>) -> ()
  %shrunk = memref.realloc %grown {alignment = 16} : memref<6xf32> to memref<3xf32>
  %s = memref.cast %shrunk : memref<3xf32> to memref<?xf32>
  func.call @show(%s) : (memref<?xf32>) -> ()
  %same = memref.realloc %shrunk : memref<3xf32> to memref<3xf32>
  %t = memref.cast %same : memref<3xf32> to memref<?xf32>
  func.call @show(%t) : (memref<?xf32>) -> ()
  memref.dealloc %same : memref<3xf32>
  return
}
"""
)

# Dynamic sizes: the new size comes from the caller; the old one is read
# with memref.dim. The result buffer is returned.
DYNAMIC = (
    PRELUDE
    + """
func.func @main(%old: index, %new: index) -> memref<?xf32> {
  %one = arith.constant 1.0 : f32
  %m = memref.alloc(%old) : memref<?xf32>
  func.call @iota(%m, %one) : (memref<?xf32>, f32) -> ()
  %r = memref.realloc %m(%new) : memref<?xf32> to memref<?xf32>
  func.call @show(%r) : (memref<?xf32>) -> ()
  %c0 = arith.constant 0 : index
  %first = memref.load %r[%c0] : memref<?xf32>
  %i = arith.fptosi %first : f32 to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return %r : memref<?xf32>
}
"""
)

# Mixed static/dynamic types, an integer element type, a chain of reallocs
# in a loop (each iteration grows the buffer by one element).
CHAIN = """
func.func private @printMemrefI32(memref<*xi32>)

func.func @main(%steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %seven = arith.constant 7 : i32
  %m = memref.alloc() : memref<2xi32>
  memref.store %seven, %m[%c0] : memref<2xi32>
  memref.store %seven, %m[%c1] : memref<2xi32>
  %d = memref.realloc %m(%c2) : memref<2xi32> to memref<?xi32>
  %last = scf.for %i = %c0 to %steps step %c1 iter_args(%cur = %d) -> (memref<?xi32>) {
    %n = memref.dim %cur, %c0 : memref<?xi32>
    %n1 = arith.addi %n, %c1 : index
    %next = memref.realloc %cur(%n1) : memref<?xi32> to memref<?xi32>
    %v = arith.index_cast %i : index to i32
    memref.store %v, %next[%n] : memref<?xi32>
    scf.yield %next : memref<?xi32>
  }
  %fixed = memref.realloc %last : memref<?xi32> to memref<4xi32>
  %u = memref.cast %fixed : memref<4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %fixed : memref<4xi32>
  return
}
"""


def _expand(program: str, emit_deallocs: bool = True) -> ModuleOp:
    module, _ = parse_program(program)
    ExpandReallocPass(emit_deallocs=emit_deallocs).apply(Context(), module)
    module.verify()
    # Print and parse again: the lowered text is what other tools get.
    reparsed, _ = parse_program(str(module))
    return reparsed


def _assert_clean(result: ExecutionResult) -> None:
    assert result.report.ok, result.report.to_text()
    assert result.report.violations == []


def _output(result: ExecutionResult) -> str:
    """The printed text, without the buffer addresses of printMemref headers
    (the lowered program allocates differently)."""
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = <address>", result.output)


def _assert_same_run(before: ExecutionResult, after: ExecutionResult) -> None:
    _assert_clean(before)
    _assert_clean(after)
    assert _output(after) == _output(before)
    assert [getattr(r, "values", r) for r in after.results] == [
        getattr(r, "values", r) for r in before.results
    ]


def _no_realloc_left(module: ModuleOp) -> None:
    assert not any(op.name == "memref.realloc" for op in module.walk())


def test_static_grow_shrink_same() -> None:
    before = run(STATIC)
    lowered = _expand(STATIC)
    _no_realloc_left(lowered)
    after = run(lowered)
    _assert_same_run(before, after)
    assert "[0,  1,  2,  3,  9,  9]" in after.output
    assert "[0,  1,  2]" in after.output
    # Grown once (alloc + copy + dealloc); shrinking and keeping the size
    # reuse the buffer.
    assert after.report.counters.allocations == 2
    assert after.report.counters.frees == 2
    assert after.report.counters.copies == 1


@pytest.mark.parametrize(
    ("old", "new"), [(2, 5), (5, 2), (3, 3), (0, 4), (4, 1), (1, 1)]
)
def test_dynamic_sizes(old: int, new: int) -> None:
    before = run(DYNAMIC, args=[old, new])
    lowered = _expand(DYNAMIC)
    _no_realloc_left(lowered)
    after = run(lowered, args=[old, new])
    # The returned buffer is still live at exit (the caller owns it): the
    # only leak, in both runs.
    for result in (before, after):
        leaks = [v for v in result.report.violations if v.kind == "leak"]
        assert len(leaks) == 1
        assert "returned by @main" in leaks[0].message
        assert len(result.report.violations) == 1
    assert _output(after) == _output(before)
    returned_before = before.results[0]
    returned_after = after.results[0]
    assert returned_after.sizes == returned_before.sizes == (new,)
    # The first min(old, new) elements are kept.
    kept = min(old, new)
    expected = [float(i + 1) for i in range(kept)]
    assert _values(returned_after)[:kept] == expected
    assert _values(returned_before)[:kept] == expected


def _values(memref: object) -> list[float]:
    from xdsl_bufferization.executor.values import MemRef

    assert isinstance(memref, MemRef)
    return [
        memref.data[memref.offset + i * memref.strides[0]]
        for i in range(memref.sizes[0])
    ]


@pytest.mark.parametrize("steps", [0, 1, 2, 5])
def test_chain_in_loop(steps: int) -> None:
    before = run(CHAIN, args=[steps])
    lowered = _expand(CHAIN)
    after = run(lowered, args=[steps])
    _assert_same_run(before, after)


def test_without_deallocs_the_old_buffer_is_left_to_the_caller() -> None:
    """emit-deallocs=false: a grown buffer's old buffer is not freed (the
    ownership-based deallocation frees it in the pipeline); shrinking frees
    nothing and leaks nothing."""
    lowered = _expand(DYNAMIC, emit_deallocs=False)
    assert not any(op.name == "memref.dealloc" for op in lowered.walk())
    grow = run(lowered, args=[2, 5])
    leaks = [v for v in grow.report.violations if v.kind == "leak"]
    assert len(leaks) == 2  # the old buffer and the returned one
    assert {v.kind for v in grow.report.violations} == {"leak"}
    shrink = run(lowered, args=[5, 2])
    assert [v.kind for v in shrink.report.violations] == ["leak"]  # returned
    assert _output(grow) == _output(run(DYNAMIC, args=[2, 5]))


def test_pass_is_registered_under_mlir_name() -> None:
    from xdsl_bufferization.transforms import get_all_passes

    assert get_all_passes()["expand-realloc"]() is ExpandReallocPass
    assert ExpandReallocPass().emit_deallocs is True
