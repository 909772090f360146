"""After a pass runs from Python, nothing of the package keeps the IR alive:
a user who drops the module gets its memory back (a memo table keyed by op
once kept the last modules' ops, and with them the whole modules)."""

from __future__ import annotations

import gc
import weakref

import pytest
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.passes import PassPipeline
from xdsl.universe import Universe

from xdsl_bufferization.context import get_context

PROGRAM = """
func.func @f(%a: tensor<8xf32>, %v: f32, %c: i1, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.copy ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %w = tensor.insert %v into %acc[%c0] : tensor<8xf32>
    scf.yield %w : tensor<8xf32>
  }
  %r = scf.if %c -> tensor<8xf32> {
    scf.yield %l : tensor<8xf32>
  } else {
    scf.yield %a : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
"""

PIPELINES = [
    "one-shot-bufferize{bufferize-function-boundaries=true "
    "function-boundary-type-conversion=identity-layout-map},"
    "buffer-deallocation-pipeline",
    "one-shot-bufferize{bufferize-function-boundaries=true},"
    "ownership-based-buffer-deallocation,canonicalize,"
    "buffer-deallocation-simplification,bufferization-lower-deallocations,cse",
    "one-shot-bufferize{bufferize-function-boundaries=true},"
    "promote-buffers-to-stack,canonicalize",
]


def _live_ops() -> int:
    gc.collect()
    return sum(isinstance(o, Operation) for o in gc.get_objects())


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_no_op_outlives_its_module(pipeline: str) -> None:
    ctx = get_context()
    passes = PassPipeline.parse_spec(
        dict(Universe.get_multiverse().all_passes), pipeline
    )
    before = _live_ops()

    def run() -> tuple[weakref.ref[Operation], str]:
        module = Parser(ctx, PROGRAM).parse_module()
        passes.apply(ctx, module)
        return weakref.ref(module), str(module)

    released, text = run()
    assert "memref.dealloc" in text or "memref.alloca" in text
    gc.collect()
    assert released() is None, "the module is still referenced after the run"
    assert _live_ops() <= before
