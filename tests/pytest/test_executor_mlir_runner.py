"""Cross-check of the executor against upstream MLIR's `mlir-runner`.

Every program of tests/executor_programs/ is lowered to LLVM with `mlir-opt`
and run with `mlir-runner`; the executor runs the same program (at the
memref or tensor level, before any lowering). Both must print the same text,
up to the addresses in `printMemref*` headers, and the executor must find no
memory violation.

A program whose first lines contain `// BUFFERIZE` is a tensor-level
program: `mlir-opt` first bufferizes it (One-Shot Bufferize with function
boundaries). For those, the executor also runs the bufferized program with
deallocations (after `-ownership-based-buffer-deallocation`, with its
`bufferization.dealloc` ops, and after `-buffer-deallocation-pipeline`, with
their lowering), which must print the same and free every buffer exactly
once.

`mlir-opt` also prints each program in generic form, which is what the
executor parses: that form only needs op names and MLIR's properties, so the
test does not depend on the custom syntax of every op being parseable yet.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
from xdsl.utils.exceptions import ParseError

from tests.harness.mlir_tools import tools
from tests.harness.outputs import hide_addresses
from tests.harness.programs import EXECUTOR_PROGRAMS, program_paths
from xdsl_bufferization.executor import run

pytestmark = pytest.mark.slow

PROGRAMS = program_paths(EXECUTOR_PROGRAMS)

BUFFERIZE = [
    "-one-shot-bufferize=bufferize-function-boundaries",
]
DEALLOCATE = ["-buffer-deallocation-pipeline"]
OWNERSHIP = ["-ownership-based-buffer-deallocation", "-canonicalize"]
LOWER = [
    "-expand-realloc",
    "-convert-bufferization-to-memref",
    "-lower-vector-mask",
    "-lower-vector-multi-reduction",
    "-convert-vector-to-scf",
    "-scf-forall-to-for",
    "-convert-linalg-to-loops",
    "-expand-strided-metadata",
    "-lower-affine",
    "-convert-scf-to-cf",
    "-math-expand-ops",
    "-convert-math-to-libm",
    "-convert-math-to-llvm",
    # After the math conversions, which unroll math on vectors into
    # vector.extract / vector.insert.
    "-convert-vector-to-llvm",
    # Before the memref lowering: the body of memref.generic_atomic_rmw must
    # already be LLVM for it to lower.
    "-convert-arith-to-llvm",
    "-finalize-memref-to-llvm",
    "-convert-func-to-llvm",
    "-convert-cf-to-llvm",
    "-convert-ub-to-llvm",
    "-reconcile-unrealized-casts",
]


def is_tensor_level(path: Path) -> bool:
    return "// BUFFERIZE" in path.read_text()


@dataclass
class Reference:
    """What upstream MLIR makes of one program."""

    generic: str
    """The program in generic form."""
    output: str
    """What `mlir-runner` prints."""
    deallocated: str | None
    """Tensor-level programs: after One-Shot Bufferize and
    `-buffer-deallocation-pipeline`, in generic form."""
    with_dealloc_ops: str | None
    """Tensor-level programs: after One-Shot Bufferize and ownership-based
    deallocation, `bufferization.dealloc` ops not lowered, in generic form."""


@pytest.fixture(scope="module")
def references() -> dict[Path, Reference]:
    """Lower and run every program with upstream MLIR (batched, in parallel)."""
    mlir = tools()
    sources = [path.read_text() for path in PROGRAMS]
    tensor = [is_tensor_level(path) for path in PROGRAMS]
    tensor_sources = [s for s, t in zip(sources, tensor) if t]
    generic = mlir.opt_each(["--mlir-print-op-generic"], sources)
    # The native run needs no deallocations (the generic lowering of
    # bufferization.dealloc stores i1 values, which mlir-opt 22 cannot lower
    # to LLVM); the executor checks them on the programs below.
    bufferized = iter(mlir.opt_each(BUFFERIZE, tensor_sources))
    memref_level = [next(bufferized) if t else s for s, t in zip(sources, tensor)]
    lowered = mlir.opt_each(LOWER, memref_level)
    deallocated = iter(
        mlir.opt_each(
            [*BUFFERIZE, *DEALLOCATE, "--mlir-print-op-generic"], tensor_sources
        )
    )
    with_dealloc_ops = iter(
        mlir.opt_each(
            [*BUFFERIZE, *OWNERSHIP, "--mlir-print-op-generic"], tensor_sources
        )
    )
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        outputs = list(pool.map(mlir.run, lowered))
    return {
        path: Reference(
            generic[index],
            outputs[index],
            next(deallocated) if tensor[index] else None,
            next(with_dealloc_ops) if tensor[index] else None,
        )
        for index, path in enumerate(PROGRAMS)
    }


def test_there_are_enough_programs():
    assert len(PROGRAMS) >= 40


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_same_output_as_mlir_runner(path: Path, references: dict[Path, Reference]):
    expected = references[path]
    assert expected.output, "the program prints nothing"
    result = run(
        expected.generic, file_name=path.name, allow_unregistered=True, verify=False
    )
    assert result.report.ok, result.report.to_text()
    assert hide_addresses(result.output) == hide_addresses(expected.output)


# Ops some programs use that xDSL 0.74 does not define (and that this project
# does not own): those programs only run in generic form, as unregistered ops.
NOT_IN_XDSL = ("arith.remf", "func.constant")


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_custom_syntax_gives_the_same_output(
    path: Path, references: dict[Path, Reference]
):
    """The program as written, parsed with the project's dialects."""
    source = path.read_text()
    if any(name in source for name in NOT_IN_XDSL):
        with pytest.raises(ParseError, match=r"Operation [\w.]+ is not registered"):
            run(source, file_name=path.name, verify=False)
        return
    result = run(source, file_name=path.name, verify=False)
    assert result.report.ok, result.report.to_text()
    assert hide_addresses(result.output) == hide_addresses(references[path].output)


TENSOR_PROGRAMS = [p for p in PROGRAMS if is_tensor_level(p)]


@pytest.mark.parametrize("path", TENSOR_PROGRAMS, ids=[p.stem for p in TENSOR_PROGRAMS])
def test_bufferized_program_is_memory_safe(
    path: Path, references: dict[Path, Reference]
):
    expected = references[path]
    assert expected.deallocated is not None
    assert expected.with_dealloc_ops is not None
    for program in (expected.deallocated, expected.with_dealloc_ops):
        result = run(
            program, file_name=path.name, allow_unregistered=True, verify=False
        )
        assert result.report.ok, result.report.to_text()
        assert hide_addresses(result.output) == hide_addresses(expected.output)
        assert result.report.counters.frees == result.report.counters.allocations
