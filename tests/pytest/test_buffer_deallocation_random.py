"""
Random memref programs with `cf` diamonds and joins mixed with `scf.if`,
`scf.for`, `arith.select` and views (tests/generators/cfg_programs.py):
after our `ownership-based-buffer-deallocation` alone (executing
`bufferization.dealloc` directly) and after the whole
`buffer-deallocation-pipeline`, every program prints what it printed before,
frees every buffer exactly once and uses none after freeing it. (On these
shapes MLIR 22 often reports "MemRef value does not have valid ownership" or
produces invalid IR: see docs/buffer_deallocation.md.)
"""

import pytest

from tests.generators.cfg_programs import generate_cfg_program
from tests.harness import dealloc_programs as harness
from tests.harness.ours import run_pipeline

pytestmark = pytest.mark.slow

SEEDS = range(40)


def _check(transformed: str, reference: harness.Run) -> None:
    run = harness.execute(transformed)
    assert run.ok, run.report
    assert run.output == reference.output
    assert run.metrics.frees_run == run.metrics.allocations_run


@pytest.mark.parametrize("seed", SEEDS)
def test_random_program(seed: int):
    text = generate_cfg_program(seed, blocks=5 + seed % 3)
    reference = harness.execute(text)
    _check(run_pipeline(text, "ownership-based-buffer-deallocation"), reference)
    _check(harness.our_pipeline(text), reference)
