"""How much memory work a program does: the counts our results are compared
with MLIR's on (lower is better).

- `op_counts`, `op_counts_of_generic_text`: every op of a program, by name
  (calls of `@dealloc_helper`, the runtime alias checks of MLIR's generic
  `bufferization.dealloc` lowering, also as `dealloc_helper_calls`); the
  differential harness compares the ones of `COMPARED_COUNTS`.
- `DeallocationMetrics`: the cost of deallocation code, static and executed
  (`deallocation_metrics`); alias checks include those `@dealloc_helper`
  makes for each of its call sites.
- `BufferizationMetrics`: allocations and copies right after One-Shot
  Bufferize (counted on the text: MLIR's output may hold ops xDSL cannot
  parse), allocations, copies and runtime alias checks executed after
  deallocation.

The executed counts are the executor's counters (`execution.execute`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue

from tests.harness.execution import Execution, execute, external_functions

HELPER = "dealloc_helper"
"""The function MLIR 22's generic `bufferization.dealloc` lowering calls."""

# ---------------------------------------------------------------------------
# Op counts
# ---------------------------------------------------------------------------


def op_counts(module: ModuleOp) -> dict[str, int]:
    """Op counts of a module; calls of `@dealloc_helper` (the lowering's
    runtime alias checks) also as `dealloc_helper_calls`."""
    from xdsl.dialects.builtin import SymbolRefAttr

    counts: Counter[str] = Counter()
    for op in module.walk():
        counts[op.name] += 1
        if op.name == "func.call":
            callee = op.properties.get("callee") or op.attributes.get("callee")
            if isinstance(
                callee, SymbolRefAttr
            ) and callee.root_reference.data.startswith(HELPER):
                counts["dealloc_helper_calls"] += 1
    return dict(counts)


_GENERIC_OP = re.compile(r'^\s*(?:%[^=]+= )?"([\w.]+)"\(', re.M)
_HELPER_CALL = re.compile(r'"func\.call"\([^\n]*callee = @dealloc_helper\w*[,}>]')


def op_counts_of_generic_text(generic: str) -> dict[str, int]:
    """`op_counts` of a program in generic form, from its text."""
    counts = Counter(_GENERIC_OP.findall(generic))
    helper_calls = len(_HELPER_CALL.findall(generic))
    if helper_calls:
        counts["dealloc_helper_calls"] = helper_calls
    return dict(counts)


# ---------------------------------------------------------------------------
# The cost of deallocation code
# ---------------------------------------------------------------------------


@dataclass
class DeallocationMetrics:
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
        return [f.name for f in fields(DeallocationMetrics)]

    def as_dict(self) -> dict[str, int]:
        return asdict(self)


def _is_pointer_comparison(op: Operation) -> bool:
    """A comparison of two buffer pointers that no earlier comparison of the
    same block already made: canonicalize rewrites `not (a != b)` into a second
    `a == b` (MLIR's XOrINotCmpI), which asks the same alias question again."""
    if op.name != "arith.cmpi" or not any(
        isinstance(owner := operand.owner, Operation)
        and owner.name == "memref.extract_aligned_pointer_as_index"
        for operand in op.operands
    ):
        return False
    pair = set(op.operands)
    earlier = op.prev_op
    while earlier is not None:
        if earlier.name == "arith.cmpi" and set(earlier.operands) == pair:
            return False
        earlier = earlier.prev_op
    return True


def _in_helper(op: Operation) -> bool:
    from xdsl.dialects.func import FuncOp

    parent = op.parent_op()
    while parent is not None:
        if isinstance(parent, FuncOp) and parent.sym_name.data == HELPER:
            return True
        parent = parent.parent_op()
    return False


def _is_helper_call(op: Operation) -> bool:
    from xdsl.dialects.func import CallOp

    return isinstance(op, CallOp) and op.callee.string_value() == HELPER


def _list_size(value: SSAValue) -> int:
    """The static size of a helper list (`memref.cast` of a `memref<Nxindex>`)."""
    from xdsl.dialects.builtin import MemRefType

    owner = value.owner
    if isinstance(owner, Operation) and owner.name == "memref.cast":
        value = owner.operands[0]
    value_type = value.type
    if isinstance(value_type, MemRefType) and value_type.get_shape():
        return max(value_type.get_shape()[0], 0)
    return 0


def static_deallocation_metrics(module: ModuleOp) -> DeallocationMetrics:
    metrics = DeallocationMetrics()
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
            # How many memrefs the call deallocates and retains.
            memrefs, retained = _list_size(op.operands[0]), _list_size(op.operands[1])
            metrics.alias_checks += (
                2 * memrefs * retained + memrefs * (memrefs - 1) // 2
            )
        elif name in ("bufferization.clone", "memref.copy"):
            metrics.clones_copies += 1
        elif name in ("memref.alloc", "memref.alloca"):
            metrics.allocations += 1
    return metrics


_COUNTER_PREFIX = "__dealloc_metrics_"
_COUNTED: dict[str, Callable[[Operation], bool]] = {
    # The helper library compares pointers it loads from its lists.
    "alias_check": lambda op: (
        _is_pointer_comparison(op) or (op.name == "arith.cmpi" and _in_helper(op))
    ),
    "helper_call": _is_helper_call,
}


def _instrument(module: ModuleOp) -> None:
    """Insert calls to counting functions before the ops we count."""
    from xdsl.dialects.builtin import FunctionType, StringAttr
    from xdsl.dialects.func import CallOp, FuncOp
    from xdsl.ir import Region

    for op in list(module.walk()):
        for kind, matches in _COUNTED.items():
            if matches(op):
                call = CallOp(_COUNTER_PREFIX + kind, [], [])
                block = op.parent
                assert block is not None
                block.insert_op_before(call, op)
    for kind in _COUNTED:
        declaration = FuncOp(
            _COUNTER_PREFIX + kind,
            FunctionType.from_lists([], []),
            Region(),
            visibility=StringAttr("private"),
        )
        module.body.block.add_op(declaration)


def deallocation_metrics(module: ModuleOp) -> tuple[Execution, DeallocationMetrics]:
    """Run `@main` of `module` (changed: counting calls are inserted), with
    the static and dynamic cost of its deallocation code."""
    metrics = static_deallocation_metrics(module)
    _instrument(module)
    counters = dict.fromkeys(_COUNTED, 0)

    def counting(kind: str) -> Callable[[Any, Sequence[Any]], Sequence[Any]]:
        def count(machine: Any, args: Sequence[Any]) -> Sequence[Any]:
            counters[kind] += 1
            return ()

        return count

    with external_functions(
        {_COUNTER_PREFIX + kind: counting(kind) for kind in _COUNTED}
    ):
        run = execute(module)
    c = run.counters
    metrics.frees_run = c["frees"]
    metrics.alias_checks_run = counters["alias_check"] + c["alias_checks"]
    metrics.helper_calls_run = counters["helper_call"]
    metrics.clones_copies_run = c["clones"] + c["copies"]
    metrics.allocations_run = c["allocations"]
    return run, metrics


# ---------------------------------------------------------------------------
# The memory traffic of bufferized code
# ---------------------------------------------------------------------------


@dataclass
class BufferizationMetrics:
    """The memory traffic of a bufferized program (lower is better)."""

    allocations: int = 0
    """Static: `memref.alloc` ops after One-Shot Bufferize."""
    copies: int = 0
    """Static: `memref.copy` ops (and `linalg.copy` on memrefs) after One-Shot
    Bufferize."""
    allocations_run: int = 0
    """Dynamic: heap allocations executed (after deallocation)."""
    copies_run: int = 0
    """Dynamic: copies and clones executed (after deallocation)."""
    alias_checks: int = 0
    """Static: runtime alias checks of the deallocated program
    (`memref.extract_aligned_pointer_as_index` ops: the pointers that the
    lowered `bufferization.dealloc`s compare)."""
    alias_checks_run: int = 0
    """Dynamic: those pointer extractions executed."""

    @staticmethod
    def names() -> list[str]:
        return [f.name for f in fields(BufferizationMetrics)]

    def as_dict(self) -> dict[str, int]:
        return asdict(self)

    def measure(self, deallocated: str, run: Execution) -> None:
        """Fill in the counts of the deallocated program (its text and its
        run)."""
        self.allocations_run = run.counters["allocations"]
        self.copies_run = run.counters["copies"] + run.counters["clones"]
        self.alias_checks = len(
            re.findall(r"\bmemref\.extract_aligned_pointer_as_index\b", deallocated)
        )
        self.alias_checks_run = run.counters["pointer_extractions"]


def static_bufferization_metrics(text: str) -> BufferizationMetrics:
    """Counted on the text (custom form): MLIR's output may hold ops xDSL
    cannot parse."""
    return BufferizationMetrics(
        allocations=len(re.findall(r"= memref\.alloc\(", text)),
        copies=len(re.findall(r"\bmemref\.copy\b", text)),
    )
