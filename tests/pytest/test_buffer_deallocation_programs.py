"""
The deallocation programs of tests/dealloc_programs: after our
`buffer-deallocation-pipeline` each program prints what it printed before,
frees every buffer it allocates exactly once and uses none after freeing it;
and its deallocation code costs no more than after MLIR 22's pipeline
(dealloc sites, runtime alias checks, helper calls, clones and copies,
allocations; static and dynamic).
"""

import sys
from pathlib import Path

import pytest

PROGRAM_DIR = Path(__file__).resolve().parents[1] / "dealloc_programs"
sys.path.insert(0, str(PROGRAM_DIR))

import harness  # noqa: E402  # pyright: ignore[reportMissingImports]

PROGRAMS = harness.programs()


def test_enough_programs():
    assert len(PROGRAMS) >= 40


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_program(path: Path):
    comparison = harness.compare(path, with_mlir=harness.mlir_available())
    ours = comparison.ours
    assert ours.ok, ours.report
    assert "leak" not in ours.report
    assert harness.normalize_output(ours.output) == harness.normalize_output(
        comparison.reference_output
    )
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
    from xdsl.parser import Parser

    from xdsl_bufferization.analysis.dominance import verify_dominance
    from xdsl_bufferization.context import get_context
    from xdsl_bufferization.transforms.ownership_based_buffer_deallocation import (
        OwnershipBasedBufferDeallocationPass,
    )

    ctx = get_context()
    module = Parser(ctx, text).parse_module()
    OwnershipBasedBufferDeallocationPass(
        private_function_dynamic_ownership=bool(options)
    ).apply(ctx, module)
    module.verify()
    verify_dominance(module)
    return harness.print_module(module)


STANDALONE = [
    p for p in PROGRAMS if p.stem != "realloc_in_loop"
]  # realloc of a loop-carried buffer needs expand-realloc (the pipeline)


@pytest.mark.parametrize("path", STANDALONE, ids=[p.stem for p in STANDALONE])
def test_standalone_pass(path: Path):
    """`ownership-based-buffer-deallocation` alone (deallocs executed as is)."""
    text = path.read_text()
    reference = harness.execute(text)
    run = harness.execute(_standalone(text, harness.options_of(text)))
    assert run.ok, run.report
    assert harness.normalize_output(run.output) == harness.normalize_output(
        reference.output
    )


@pytest.mark.skipif(not harness.mlir_available(), reason="needs mlir-ref")
@pytest.mark.parametrize("name", sorted(MLIR_STANDALONE_FAILURES))
def test_mlir_22_standalone_failures(name: str):
    """MLIR 22 fails on these programs as documented."""
    import subprocess

    text = (harness.PROGRAM_DIR / f"{name}.mlir").read_text()
    process = subprocess.run(
        [str(harness.MLIR_REF), "mlir-opt", "-ownership-based-buffer-deallocation"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
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
