"""
Random memref programs with `cf` diamonds and joins mixed with `scf.if`,
`scf.for`, `arith.select` and views (tests/dealloc_programs/random_cfg.py):
after our `ownership-based-buffer-deallocation` alone (executing
`bufferization.dealloc` directly) and after the whole
`buffer-deallocation-pipeline`, every program prints what it printed before,
frees every buffer exactly once and uses none after freeing it. (On these
shapes MLIR 22 often reports "MemRef value does not have valid ownership" or
produces invalid IR: see docs/buffer_deallocation.md.)
"""

import sys
from pathlib import Path

import pytest
from xdsl.parser import Parser

PROGRAM_DIR = Path(__file__).resolve().parents[1] / "dealloc_programs"
sys.path.insert(0, str(PROGRAM_DIR))

import harness  # noqa: E402  # pyright: ignore[reportMissingImports]
import random_cfg  # noqa: E402  # pyright: ignore[reportMissingImports]

from xdsl_bufferization.analysis.dominance import verify_dominance  # noqa: E402
from xdsl_bufferization.context import get_context  # noqa: E402
from xdsl_bufferization.transforms.ownership_based_buffer_deallocation import (  # noqa: E402
    OwnershipBasedBufferDeallocationPass,
)

SEEDS = range(40)


def _check(transformed: str, reference: harness.Run) -> None:
    run = harness.execute(transformed)
    assert run.ok, run.report
    assert run.output == reference.output
    assert run.metrics.frees_run == run.metrics.allocations_run


@pytest.mark.parametrize("seed", SEEDS)
def test_random_program(seed: int):
    text = random_cfg.program(seed, blocks=5 + seed % 3)
    reference = harness.execute(text)
    ctx = get_context()
    module = Parser(ctx, text).parse_module()
    OwnershipBasedBufferDeallocationPass().apply(ctx, module)
    module.verify()
    verify_dominance(module)
    _check(harness.print_module(module), reference)
    _check(harness.our_pipeline(text), reference)
