"""Speed check of the executor: loops of 10^5 iterations.

Run: python benchmarks/executor_loop.py [ITERATIONS]

Prints the wall time of each program (compilation included) and the time per
loop iteration. The figures are recorded in docs/executor.md.
"""

from __future__ import annotations

import sys
import time

from xdsl_bufferization.executor import run

# A scalar loop: per iteration 2 loads, 2 stores, 6 or 7 arith ops, 1 scf.if.
SCALAR = """
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant @ITERATIONS@ : index
  %zero = arith.constant 0.0 : f64
  %half = arith.constant 0.5 : f64
  %m = memref.alloc(%n) : memref<?xf64>
  %acc = memref.alloc() : memref<1xf64>
  memref.store %zero, %acc[%c0] : memref<1xf64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %r = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    %v = scf.if %even -> (f64) {
      %h = arith.mulf %f, %half : f64
      scf.yield %h : f64
    } else {
      scf.yield %f : f64
    }
    memref.store %v, %m[%i] : memref<?xf64>
    %a = memref.load %acc[%c0] : memref<1xf64>
    %w = memref.load %m[%i] : memref<?xf64>
    %s = arith.addf %a, %w : f64
    memref.store %s, %acc[%c0] : memref<1xf64>
  }
  %total = memref.load %acc[%c0] : memref<1xf64>
  func.call @printF64(%total) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xf64>
  memref.dealloc %acc : memref<1xf64>
  return
}
"""

# A 2-D stencil over a 316x316 grid (about 10^5 points), with iter_args.
STENCIL = """
func.func private @printF32(f32)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant @SIDE@ : index
  %m1 = arith.subi %n, %c1 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc(%n, %n) : memref<?x?xf32>
  %b = memref.alloc(%n, %n) : memref<?x?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?x?xf32>)
  %sum = scf.for %i = %c1 to %m1 step %c1 iter_args(%s0 = %zero) -> (f32) {
    %s1 = scf.for %j = %c1 to %m1 step %c1 iter_args(%s = %s0) -> (f32) {
      %im = arith.subi %i, %c1 : index
      %jm = arith.subi %j, %c1 : index
      %x = memref.load %a[%im, %j] : memref<?x?xf32>
      %y = memref.load %a[%i, %jm] : memref<?x?xf32>
      %z = arith.addf %x, %y : f32
      memref.store %z, %b[%i, %j] : memref<?x?xf32>
      %t = arith.addf %s, %z : f32
      scf.yield %t : f32
    }
    scf.yield %s1 : f32
  }
  func.call @printF32(%sum) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  return
}
"""


def measure(name: str, program: str, iterations: int) -> None:
    start = time.perf_counter()
    result = run(program)
    elapsed = time.perf_counter() - start
    assert result.ok, result.report.to_text()
    print(
        f"{name}: {iterations} iterations in {elapsed:.2f} s "
        f"({elapsed / iterations * 1e6:.1f} us per iteration); "
        f"printed {result.output.strip()}"
    )


def main() -> None:
    iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    measure("scalar loop", SCALAR.replace("@ITERATIONS@", str(iterations)), iterations)
    side = round(iterations**0.5) + 2
    measure("2-D stencil", STENCIL.replace("@SIDE@", str(side)), (side - 2) ** 2)


if __name__ == "__main__":
    main()
