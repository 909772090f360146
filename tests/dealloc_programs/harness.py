"""
Run the deallocation programs of this directory through our
`buffer-deallocation-pipeline` and MLIR 22's, execute them, and measure the
cost of their deallocation code.

Each `*.mlir` file here is a memref program without deallocations whose
`@main` prints its results. A line `// OPTIONS: <pass options>` gives options
to both pipelines (e.g. `private-function-dynamic-ownership`).

Used by `tests/pytest/test_buffer_deallocation_programs.py` (correctness,
ours never costlier than MLIR's) and `make_table.py` (the table of
docs/buffer_deallocation.md).
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, fields
from io import StringIO
from pathlib import Path
from typing import Any

from xdsl.dialects.builtin import MemRefType, ModuleOp, StringAttr
from xdsl.dialects.func import CallOp, FuncOp
from xdsl.ir import Operation, Region, SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer

PROGRAM_DIR = Path(__file__).resolve().parent
ROOT = PROGRAM_DIR.parents[1]
MLIR_REF = Path(
    os.environ.get("MLIR_REF", str(ROOT.parent / "shared" / "tools" / "mlir-ref"))
)
HELPER = "dealloc_helper"


def programs() -> list[Path]:
    """The programs, sorted by name."""
    return sorted(PROGRAM_DIR.glob("*.mlir"))


def options_of(text: str) -> str:
    """The pass options a program asks for (`// OPTIONS: ...`), or ''."""
    match = re.search(r"^// OPTIONS:(.*)$", text, re.MULTILINE)
    return match.group(1).strip() if match else ""


def normalize_output(output: str) -> str:
    """Program output without buffer addresses (they depend on allocations)."""
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = <address>", output)


# ---------------------------------------------------------------------------
# Pipelines
# ---------------------------------------------------------------------------


def parse(text: str) -> ModuleOp:
    from xdsl_bufferization.context import get_context

    return Parser(get_context(), text).parse_module()


def print_module(module: ModuleOp) -> str:
    stream = StringIO()
    Printer(stream=stream).print_op(module)
    return stream.getvalue()


def our_pipeline(text: str, options: str = "") -> str:
    """`text` after our `buffer-deallocation-pipeline{options}`."""
    from xdsl.utils.arg_spec import parse_spec

    from xdsl_bufferization.analysis.dominance import verify_dominance
    from xdsl_bufferization.context import get_context
    from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
        BufferDeallocationPipelinePass,
    )

    name = "buffer-deallocation-pipeline"
    spec = parse_spec(f"{name}{{{options}}}" if options else name)
    pipeline = BufferDeallocationPipelinePass.from_spec(spec)
    ctx = get_context()
    module = Parser(ctx, text).parse_module()
    pipeline.apply(ctx, module)
    module.verify()
    verify_dominance(module)
    return print_module(module)


@dataclass
class MLIRResult:
    output: str | None
    """The transformed program, None if mlir-opt failed."""
    error: str
    """The first line of mlir-opt's error output (or a crash description)."""


def mlir_pipeline(text: str, options: str = "") -> MLIRResult:
    """`text` after MLIR 22's `-buffer-deallocation-pipeline`."""
    flag = "-buffer-deallocation-pipeline"
    if options:
        flag += f"={options}"
    process = subprocess.run(
        [str(MLIR_REF), "mlir-opt", flag],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    if process.returncode != 0:
        lines = [line for line in process.stderr.splitlines() if line.strip()]
        error = lines[0] if lines else f"exit status {process.returncode}"
        if process.returncode < 0:
            error = f"crash (signal {-process.returncode}): {error}"
        return MLIRResult(None, error)
    return MLIRResult(process.stdout, "")


def mlir_available() -> bool:
    return MLIR_REF.exists()


# ---------------------------------------------------------------------------
# Metrics
# ---------------------------------------------------------------------------


@dataclass
class Metrics:
    """The cost of the deallocation code of a program (lower is better)."""

    dealloc_sites: int = 0
    """Static: `memref.dealloc` (and unlowered `bufferization.dealloc`) ops."""
    alias_checks: int = 0
    """Static: `arith.cmpi` on aligned pointers, plus for each call of the
    helper library the comparisons it makes for that call site
    (`2 * memrefs * retained + memrefs * (memrefs - 1) / 2`)."""
    helper_calls: int = 0
    """Static: calls to the `dealloc_helper` library function."""
    clones_copies: int = 0
    """Static: `bufferization.clone` and `memref.copy` ops."""
    allocations: int = 0
    """Static: allocation ops (`memref.alloc`, `memref.alloca`)."""
    frees_run: int = 0
    """Dynamic: buffers freed."""
    alias_checks_run: int = 0
    """Dynamic: pointer comparisons executed (helper library included)."""
    helper_calls_run: int = 0
    """Dynamic: calls of `dealloc_helper` executed."""
    clones_copies_run: int = 0
    """Dynamic: clones and copies executed."""
    allocations_run: int = 0
    """Dynamic: heap allocations executed (the helper's own buffers included)."""

    @staticmethod
    def names() -> list[str]:
        return [f.name for f in fields(Metrics)]

    def as_dict(self) -> dict[str, int]:
        return asdict(self)


def _is_pointer_comparison(op: Operation) -> bool:
    if op.name != "arith.cmpi":
        return False
    return any(
        isinstance(owner := operand.owner, Operation)
        and owner.name == "memref.extract_aligned_pointer_as_index"
        for operand in op.operands
    )


def _in_helper(op: Operation) -> bool:
    parent = op.parent_op()
    while parent is not None:
        if isinstance(parent, FuncOp) and parent.sym_name.data == HELPER:
            return True
        parent = parent.parent_op()
    return False


def _is_helper_call(op: Operation) -> bool:
    return isinstance(op, CallOp) and op.callee.string_value() == HELPER


def _list_size(value: SSAValue) -> int:
    """The static size of a helper list (`memref.cast` of a `memref<Nxindex>`)."""
    owner = value.owner
    if isinstance(owner, Operation) and owner.name == "memref.cast":
        value = owner.operands[0]
    value_type = value.type
    if isinstance(value_type, MemRefType) and value_type.get_shape():
        return max(value_type.get_shape()[0], 0)
    return 0


def _helper_list_sizes(call: Operation) -> tuple[int, int]:
    """How many memrefs a call of the helper deallocates and retains."""
    return _list_size(call.operands[0]), _list_size(call.operands[1])


def static_metrics(module: ModuleOp) -> Metrics:
    metrics = Metrics()
    for op in module.walk():
        if _in_helper(op):
            continue
        name = op.name
        if name in ("memref.dealloc", "bufferization.dealloc"):
            metrics.dealloc_sites += 1
        elif _is_pointer_comparison(op):
            metrics.alias_checks += 1
        elif _is_helper_call(op):
            metrics.helper_calls += 1
            memrefs, retained = _helper_list_sizes(op)
            metrics.alias_checks += (
                2 * memrefs * retained + memrefs * (memrefs - 1) // 2
            )
        elif name in ("bufferization.clone", "memref.copy"):
            metrics.clones_copies += 1
        elif name in ("memref.alloc", "memref.alloca"):
            metrics.allocations += 1
    return metrics


_COUNTER_PREFIX = "__dealloc_metrics_"


def _instrument(module: ModuleOp, counters: dict[str, int]) -> None:
    """Insert calls to counting functions before the ops we count."""
    from xdsl.dialects.builtin import FunctionType

    kinds: dict[str, Callable[[Operation], bool]] = {
        # The helper library compares pointers it loads from its lists.
        "alias_check": lambda op: (
            _is_pointer_comparison(op) or (op.name == "arith.cmpi" and _in_helper(op))
        ),
        "helper_call": _is_helper_call,
    }
    for op in list(module.walk()):
        for kind, matches in kinds.items():
            if matches(op):
                call = CallOp(_COUNTER_PREFIX + kind, [], [])
                block = op.parent
                assert block is not None
                block.insert_op_before(call, op)
    for kind in kinds:
        declaration = FuncOp(
            _COUNTER_PREFIX + kind,
            FunctionType.from_lists([], []),
            Region(),
            visibility=StringAttr("private"),
        )
        module.body.block.add_op(declaration)
        counters[kind] = 0


@dataclass
class Run:
    output: str
    ok: bool
    report: str
    metrics: Metrics


def execute(text: str) -> Run:
    """Run `@main` of `text`, with its dynamic and static metrics."""
    from xdsl_bufferization.executor import run
    from xdsl_bufferization.executor.compiler import EXTERNAL_FUNCTIONS

    module = parse(text)
    metrics = static_metrics(module)
    counters: dict[str, int] = {}
    _instrument(module, counters)

    def counting(kind: str) -> Callable[[Any, Sequence[Any]], Sequence[Any]]:
        def count(machine: Any, args: Sequence[Any]) -> Sequence[Any]:
            counters[kind] += 1
            return ()

        return count

    added = {
        _COUNTER_PREFIX + kind: counting(kind)
        for kind in ("alias_check", "helper_call")
    }
    EXTERNAL_FUNCTIONS.update(added)
    try:
        result = run(module)
    finally:
        for name in added:
            EXTERNAL_FUNCTIONS.pop(name, None)
    c = result.report.counters
    metrics.frees_run = c.frees
    metrics.alias_checks_run = counters["alias_check"] + c.alias_checks
    metrics.helper_calls_run = counters["helper_call"]
    metrics.clones_copies_run = c.clones + c.copies
    metrics.allocations_run = c.allocations
    return Run(result.output, result.report.ok, result.report.to_text(), metrics)


@dataclass
class Comparison:
    name: str
    reference_output: str
    ours: Run
    mlir: Run | None
    mlir_error: str
    """Why MLIR's pipeline has no result (its diagnostic, a crash, a wrong run)."""


def compare(path: Path, with_mlir: bool = True) -> Comparison:
    """Run the program before and after both pipelines."""
    text = path.read_text()
    options = options_of(text)
    reference = execute(text)
    ours = execute(our_pipeline(text, options))
    mlir: Run | None = None
    error = ""
    if with_mlir:
        result = mlir_pipeline(text, options)
        if result.output is None:
            error = result.error
        else:
            mlir = execute(result.output)
            if not mlir.ok:
                error = "wrong run: " + mlir.report.splitlines()[0]
            elif normalize_output(mlir.output) != normalize_output(reference.output):
                error = "wrong output"
    return Comparison(path.stem, reference.output, ours, mlir, error)
