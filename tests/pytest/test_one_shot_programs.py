"""
The tensor programs of tests/one_shot_programs: after our `one-shot-bufferize`
(with the options a program names) and our `buffer-deallocation-pipeline`,
each program prints what the tensor program printed, frees every buffer it
allocates exactly once and uses none after freeing it; and its allocations
and copies (static, after One-Shot Bufferize; executed, after the same
deallocation pipeline) are no more than after MLIR 22's `-one-shot-bufferize`.
"""

import sys
from pathlib import Path

import pytest

PROGRAM_DIR = Path(__file__).resolve().parents[1] / "one_shot_programs"
sys.path.insert(0, str(PROGRAM_DIR))

import osb_harness as harness  # noqa: E402  # pyright: ignore[reportMissingImports]

PROGRAMS = harness.programs()


def test_enough_programs():
    assert len(PROGRAMS) >= 40


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_program(path: Path):
    comparison = harness.compare(path, with_mlir=harness.mlir_available())
    ours = comparison.ours
    assert ours.run.ok, ours.run.report
    assert harness.normalize_output(ours.run.output) == harness.normalize_output(
        comparison.reference_output
    )
    assert ours.run.output.strip(), "the program prints nothing"
    theirs_static = comparison.mlir_static
    if theirs_static is not None:
        for name in ("allocations", "copies"):
            assert getattr(ours.metrics, name) <= getattr(theirs_static, name), name
    if comparison.mlir is None or comparison.mlir_error:
        return
    theirs = comparison.mlir.metrics.as_dict()
    worse = {
        name: (value, theirs[name])
        for name, value in ours.metrics.as_dict().items()
        if value > theirs[name]
    }
    assert not worse, f"costlier than MLIR 22 (ours, MLIR's): {worse}"
