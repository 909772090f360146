"""
The deallocation programs of tests/dealloc_programs: after our
`buffer-deallocation-pipeline` each program prints what it printed before,
frees every buffer it allocates exactly once and uses none after freeing it;
and its deallocation code costs no more than after MLIR 22's pipeline
(dealloc sites, runtime alias checks, helper calls, clones and copies,
allocations; static and dynamic). The cost table of
docs/buffer_deallocation.md is that of these programs.
"""

from pathlib import Path

import pytest

from tests.harness import dealloc_programs as harness
from tests.harness.documents import table_in
from tests.harness.mlir_tools import mlir_available, tools
from tests.harness.ours import run_pipeline, with_options
from tests.harness.outputs import hide_addresses
from tests.harness.programs import DEALLOC_PROGRAMS, options_of

PROGRAMS = harness.programs()


def test_enough_programs():
    assert len(PROGRAMS) >= 40


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_program(path: Path):
    comparison = harness.compare(path, with_mlir=mlir_available())
    ours = comparison.ours
    assert ours.ok, ours.report
    assert "leak" not in ours.report
    assert hide_addresses(ours.output) == hide_addresses(comparison.reference_output)
    assert ours.metrics.frees_run == ours.metrics.allocations_run
    if comparison.mlir is None or comparison.mlir_error:
        return
    theirs = comparison.mlir.metrics.as_dict()
    worse = {
        name: (value, theirs[name])
        for name, value in ours.metrics.as_dict().items()
        if value > theirs[name]
    }
    assert not worse, f"costlier than MLIR 22 (ours, MLIR's): {worse}"


# Programs on which MLIR 22's `-ownership-based-buffer-deallocation` (alone)
# fails, and how; ours handles them (test_standalone_pass).
MLIR_STANDALONE_FAILURES = {
    "cf_if_result_across_diamond": "use-after-free",
    "cf_loop_result_across_diamond": "crash",
    "cf_forwarded_and_live_in_successor": "MemRef value does not have valid ownership",
    "cf_unreachable_block": "branch has 1 operands for successor #0",
    "cf_loop_backedge": "Only structured control-flow loops are supported.",
    "cf_loop_live_through": "Only structured control-flow loops are supported.",
    "cf_switch": "Terminators with more than one successor are not supported!",
    "realloc_grow": "memory free side-effect on MemRef value not supported!",
}


def _standalone(text: str, options: str) -> str:
    return run_pipeline(
        text, with_options("ownership-based-buffer-deallocation", options)
    )


STANDALONE = [
    p for p in PROGRAMS if p.stem != "realloc_in_loop"
]  # realloc of a loop-carried buffer needs expand-realloc (the pipeline)


@pytest.mark.parametrize("path", STANDALONE, ids=[p.stem for p in STANDALONE])
def test_standalone_pass(path: Path):
    """`ownership-based-buffer-deallocation` alone (deallocs executed as is)."""
    text = path.read_text()
    reference = harness.execute(text)
    run = harness.execute(_standalone(text, options_of(text)))
    assert run.ok, run.report
    assert hide_addresses(run.output) == hide_addresses(reference.output)


@pytest.mark.skipif(not mlir_available(), reason="needs mlir-ref")
@pytest.mark.parametrize("name", sorted(MLIR_STANDALONE_FAILURES))
def test_mlir_22_standalone_failures(name: str):
    """MLIR 22 fails on these programs as documented."""
    text = (DEALLOC_PROGRAMS / f"{name}.mlir").read_text()
    process = tools().process(
        "mlir-opt", ["-ownership-based-buffer-deallocation"], text, timeout=300
    )
    expected = MLIR_STANDALONE_FAILURES[name]
    if expected == "crash":
        assert process.returncode < 0
    elif expected == "use-after-free":
        assert process.returncode == 0
        run = harness.execute(process.stdout)
        assert "use-after-free" in run.report
    else:
        assert process.returncode == 1
        assert expected in process.stderr


@pytest.mark.skipif(not mlir_available(), reason="needs mlir-ref")
def test_cost_table_is_up_to_date():
    assert table_in(harness.DOCUMENT) == harness.cost_table(), (
        f"{harness.DOCUMENT.name} is stale: run "
        "python -m scripts.cost_tables dealloc --write"
    )
