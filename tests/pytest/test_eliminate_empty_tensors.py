"""eliminate-empty-tensors: registration, the Python API, the op order cache it
relies on, and the execution of the programs of tests/one_shot_programs that
run it first (`// PREPROCESS: eliminate-empty-tensors`): they print what the
tensor program prints, and allocate (and copy) less than without it.

The rewrites themselves are checked against mlir-opt by the filecheck tests of
tests/filecheck/eliminate_empty_tensors/.
"""

from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.rewriter import InsertPoint, Rewriter

from tests.harness import one_shot_programs as harness
from tests.harness.mlir_tools import mlir_available
from tests.harness.outputs import hide_addresses
from xdsl_bufferization.analysis.one_shot_analysis import OpDominance
from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces.bufferizable import BufferizationError
from xdsl_bufferization.transforms import get_all_passes
from xdsl_bufferization.transforms.eliminate_empty_tensors import (
    EliminateEmptyTensorsPass,
    eliminate_empty_tensors,
)

ELIMINATING = [
    path
    for path in harness.programs()
    if "eliminate-empty-tensors" in harness.preprocessing_of(path.read_text())
]

SEED_EXAMPLE = """
func.func @test_matmul(%A: memref<17x19xf32>, %B: memref<19x29xf32>,
                       %C: memref<17x29xf32>) {
  %A_tensor = bufferization.to_tensor %A restrict : memref<17x19xf32> to tensor<17x19xf32>
  %B_tensor = bufferization.to_tensor %B restrict : memref<19x29xf32> to tensor<19x29xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<17x29xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<17x29xf32>) -> tensor<17x29xf32>
  %0 = linalg.matmul ins(%A_tensor, %B_tensor : tensor<17x19xf32>, tensor<19x29xf32>) outs(%init : tensor<17x29xf32>) -> tensor<17x29xf32>
  bufferization.materialize_in_destination %0 in restrict writable %C : (tensor<17x29xf32>, memref<17x29xf32>) -> ()
  return
}
"""


def parse(text: str) -> ModuleOp:
    return Parser(get_context(), text).parse_module()


def ops_named(module: ModuleOp, name: str) -> list[Operation]:
    return [op for op in module.walk() if op.name == name]


def test_registered_under_mlir_name():
    assert get_all_passes()["eliminate-empty-tensors"]() is EliminateEmptyTensorsPass
    assert EliminateEmptyTensorsPass.name == "eliminate-empty-tensors"


def test_seed_example_computes_in_the_output_buffer():
    module = parse(SEED_EXAMPLE)
    assert eliminate_empty_tensors(module) == 1
    module.verify()
    fill = ops_named(module, "linalg.fill")[0]
    init = fill.operands[1].owner
    assert isinstance(init, Operation)
    assert init.name == "bufferization.to_tensor"
    # The new to_tensor exposes %C: it takes over the `restrict` of the
    # materialization, and keeps its `writable`.
    assert "restrict" in init.properties
    assert "writable" in init.properties
    materialize = ops_named(module, "bufferization.materialize_in_destination")[0]
    assert "restrict" not in materialize.properties
    assert "writable" in materialize.properties
    assert init.operands[0] is materialize.operands[1]
    # The tensor.empty stays, unused (as in MLIR).
    (empty,) = ops_named(module, "tensor.empty")
    assert not any(True for _ in empty.results[0].uses)


def test_nothing_to_eliminate():
    module = parse(SEED_EXAMPLE.replace("restrict writable %C", "writable %C"))
    before = str(module)
    assert eliminate_empty_tensors(module) == 0
    assert str(module) == before


def test_analysis_failure_leaves_the_ir_unchanged():
    module = parse(
        SEED_EXAMPLE.replace(
            "bufferization.to_tensor %A restrict", "bufferization.to_tensor %A"
        )
    )
    before = str(module)
    with pytest.raises(BufferizationError, match="without `restrict`"):
        eliminate_empty_tensors(module)
    assert str(module) == before


def test_op_order_cache_follows_insertions_and_moves():
    module = parse(
        """
        func.func @f(%a: index) -> index {
          %0 = arith.addi %a, %a : index
          %1 = arith.addi %0, %a : index
          %2 = arith.addi %1, %a : index
          return %2 : index
        }
        """
    )
    body = [op for op in module.walk() if op.name == "arith.addi"]
    dominance = OpDominance()
    assert dominance.properly_dominates(body[0], body[2])
    # Many insertions before the same op: positions are subdivided, then the
    # block is renumbered when they run out.
    for _ in range(80):
        new = body[0].clone()
        Rewriter.insert_op(new, InsertPoint.before(body[1]))
        dominance.notify_inserted(new)
        assert dominance.properly_dominates(body[0], new)
        assert dominance.properly_dominates(new, body[1])
        assert not dominance.properly_dominates(body[1], new)
    # A move to the end of the block.
    body[0].detach()
    Rewriter.insert_op(body[0], InsertPoint.before(body[2]))
    dominance.notify_inserted(body[0])
    assert dominance.properly_dominates(body[1], body[0])
    assert dominance.properly_dominates(body[0], body[2])


def test_enough_programs():
    assert len(ELIMINATING) >= 4


@pytest.mark.parametrize("path", ELIMINATING, ids=[p.stem for p in ELIMINATING])
def test_program_allocates_less(path: Path):
    with_mlir = mlir_available()
    eliminated = harness.compare(path, with_mlir=with_mlir)
    plain = harness.compare(path, with_mlir=with_mlir, preprocess=False)
    for comparison in (eliminated, plain):
        assert comparison.ours.run.ok, comparison.ours.run.report
        assert hide_addresses(comparison.ours.run.output) == hide_addresses(
            comparison.reference_output
        )
    ours, before = eliminated.ours.metrics, plain.ours.metrics
    assert ours.allocations < before.allocations
    assert ours.allocations_run < before.allocations_run
    assert ours.copies <= before.copies
    assert ours.copies_run <= before.copies_run
    if eliminated.mlir is not None:
        # No more than MLIR's -eliminate-empty-tensors -one-shot-bufferize
        # (ours makes no copy of a buffer into itself, MLIR 22 does).
        theirs = eliminated.mlir.metrics.as_dict()
        assert {
            name: (value, theirs[name])
            for name, value in ours.as_dict().items()
            if value > theirs[name]
        } == {}
