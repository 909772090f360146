"""
Every traversal order gives a correct program: the tensor programs of
tests/one_shot_programs, bufferized with `analysis-heuristic=fuzzer` (several
seeds), `top-down` and `bottom-up-from-terminators`, then deallocated by our
pipeline, print what the tensor programs print, without leaks, invalid
frees or uses after free.
"""

from pathlib import Path

import pytest

from tests.harness import one_shot_programs as harness
from tests.harness.outputs import hide_addresses
from tests.harness.programs import options_of

pytestmark = pytest.mark.slow

PROGRAMS = [
    path
    for path in harness.programs()
    if "analysis-heuristic" not in options_of(path.read_text())
]
HEURISTICS = [
    "analysis-heuristic=fuzzer analysis-fuzzer-seed=1",
    "analysis-heuristic=fuzzer analysis-fuzzer-seed=7",
    "analysis-heuristic=fuzzer analysis-fuzzer-seed=42",
    "analysis-heuristic=top-down",
    "analysis-heuristic=bottom-up-from-terminators",
]


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_every_order_is_correct(path: Path):
    text = path.read_text()
    reference = harness.reference_output(text)
    deallocate = not harness.deallocates_itself(text)
    for heuristic in HEURISTICS:
        options = (options_of(text) + " " + heuristic).strip()
        bufferized = harness.our_bufferize(text, options)
        program = harness.our_deallocate(bufferized) if deallocate else bufferized
        run = harness.execute(program)
        assert run.ok, (heuristic, run.report)
        if reference is not None:
            assert hide_addresses(run.output) == hide_addresses(reference), heuristic
