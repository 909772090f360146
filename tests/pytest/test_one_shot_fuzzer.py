"""
Every traversal order gives a correct program: the tensor programs of
tests/one_shot_programs, bufferized with `analysis-heuristic=fuzzer` (several
seeds), `top-down` and `bottom-up-from-terminators`, then deallocated by our
pipeline, print what the tensor programs print, without leaks, invalid
frees or uses after free.
"""

import sys
from pathlib import Path

import pytest

PROGRAM_DIR = Path(__file__).resolve().parents[1] / "one_shot_programs"
sys.path.insert(0, str(PROGRAM_DIR))

import osb_harness as harness  # noqa: E402  # pyright: ignore[reportMissingImports]

PROGRAMS = [
    path
    for path in harness.programs()
    if "analysis-heuristic" not in harness.options_of(path.read_text())
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
        options = (harness.options_of(text) + " " + heuristic).strip()
        bufferized = harness.our_bufferize(text, options)
        program = harness.our_deallocate(bufferized) if deallocate else bufferized
        run = harness.execute(program)
        assert run.ok, (heuristic, run.report)
        if reference is not None:
            assert harness.normalize_output(run.output) == harness.normalize_output(
                reference
            ), heuristic
