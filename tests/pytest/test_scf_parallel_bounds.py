"""scf.parallel with mismatched bounds and steps (issue 15)."""

import pytest
from xdsl.dialects.builtin import DenseArrayBase, i32
from xdsl.parser import Parser
from xdsl.utils.exceptions import PassFailedException, VerifyException

from xdsl_bufferization.context import get_context
from xdsl_bufferization.dialects.scf import ParallelOp
from xdsl_bufferization.transforms.convert_scf_to_cf import (
    PARALLEL_BOUNDS_MISMATCH,
    ConvertScfToCfPass,
)

PROGRAM = """
func.func @f(%a: index, %b: index) {
  scf.parallel (%i, %j) = (%a, %a) to (%b, %b) step (%a, %a) {
    scf.reduce
  }
  return
}
"""


def _parallel_with_one_step():
    module = Parser(get_context(), PROGRAM).parse_module()
    parallel = next(op for op in module.walk() if isinstance(op, ParallelOp))
    # Drop the second step, as IR built in Python might, and the matching
    # induction variable, so only the bound counts disagree.
    parallel.operands = (*parallel.operands[:5],)
    parallel.properties["operandSegmentSizes"] = DenseArrayBase.from_list(
        i32, [2, 2, 1, 0]
    )
    parallel.body.block.erase_arg(parallel.body.block.args[1])
    return module, parallel


def test_verifier_rejects_mismatched_counts():
    _, parallel = _parallel_with_one_step()
    with pytest.raises(VerifyException, match="lower bounds: 2, upper bounds: 2"):
        parallel.verify()


def test_lowering_refuses_rather_than_dropping_a_dimension():
    module, _ = _parallel_with_one_step()
    with pytest.raises(PassFailedException, match="as many lower bounds"):
        ConvertScfToCfPass().apply(get_context(), module)
    assert PARALLEL_BOUNDS_MISMATCH.startswith("cannot lower 'scf.parallel'")
    assert any(isinstance(op, ParallelOp) for op in module.walk())
