"""Known defects and limitations of MLIR 22 that generated programs hit.

Each `MlirDefect` has a structural predicate on the input program (so that
an exclusion is explained by the shape of the program, not just by MLIR
failing) and says which of MLIR's failures it accounts for. A case whose
MLIR column fails is excluded only if a defect's predicate holds; any other
MLIR failure is a problem of the case (a bug in MLIR we did not know, or in
the generator, the harness or the executor).

`EXCLUDED` lists the seeds (of the CI range) that are excluded, so that the
list in docs/differential_testing.md can be checked: the CI tests assert that
the excluded seeds are exactly these. `python -m
scripts.differential_run --print-exclusions` prints the list again after a
generator change.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tests.harness.differential import Case
from tests.harness.mlir_tools import ir_before_pass

REGION_OPS = ("scf.if", "scf.for", "scf.while")
OWNERSHIP_PASS = "ownership-based-buffer-deallocation"


@dataclass(frozen=True)
class MlirDefect:
    name: str
    reason: str
    """What MLIR does wrong, for the reports and the docs."""
    applies: Callable[[object], bool]
    """Predicate on a parsed program (a `ModuleOp`)."""
    explains: Callable[[Case], bool]
    """Whether the MLIR failure of a case is one this defect produces."""
    before_pass: str | None = None
    """The predicate holds on the IR that this pass of the pipeline receives
    (what mlir-opt hands it, after the earlier passes); None: on the input."""


def _functions(module: object) -> list[object]:
    from xdsl.dialects.builtin import ModuleOp

    assert isinstance(module, ModuleOp)
    return [op for op in module.ops if op.name == "func.func"]


def region_result_live_across_branch(module: object) -> bool:
    """A result of an `scf.if`/`scf.for`/`scf.while` (which the pass
    rebuilds, with or without memref results), in a block of a multi-block
    function body, used outside that block."""
    from xdsl.ir import Operation

    for function in _functions(module):
        assert isinstance(function, Operation)
        body = function.regions[0]
        if len(body.blocks) < 2:
            continue
        for block in body.blocks:
            for op in block.walk():
                if op.name not in REGION_OPS:
                    continue
                for result in op.results:
                    for use in result.uses:
                        user: Operation | None = use.operation
                        while (
                            user is not None and user.parent_block() not in body.blocks
                        ):
                            user = user.parent_op()
                        if user is not None and user.parent_block() is not block:
                            return True
    return False


def memrefs_from_two_blocks_sorted(module: object) -> bool:
    """A set of memrefs the pass sorts (the memrefs live on entry to a block,
    at any nesting level, or retained across a cf branch) that holds two op
    results, or two block arguments, defined in different blocks of one
    region."""
    from xdsl.dialects.builtin import MemRefType
    from xdsl.ir import Block, Operation, OpResult, SSAValue

    from xdsl_bufferization.analysis.liveness import Liveness

    def defining_block(value: SSAValue) -> Block | None:
        if isinstance(value, OpResult):
            return value.op.parent_block()
        return value.owner  # type: ignore[return-value]

    def mixes_blocks(values: list[SSAValue]) -> bool:
        for results in (True, False):
            blocks_by_region: dict[object, set[Block]] = {}
            for value in values:
                if isinstance(value, OpResult) != results:
                    continue
                block = defining_block(value)
                if block is None:
                    continue
                blocks_by_region.setdefault(block.parent, set()).add(block)
            if any(len(blocks) > 1 for blocks in blocks_by_region.values()):
                return True
        return False

    for function in _functions(module):
        assert isinstance(function, Operation)
        if len(function.regions[0].blocks) < 2:
            continue
        liveness = Liveness(function)
        for block in liveness.blocks:
            live_in = [
                v for v in liveness.live_in(block) if isinstance(v.type, MemRefType)
            ]
            if mixes_blocks(live_in):
                return True
            terminator = block.last_op
            for successor in terminator.successors if terminator is not None else ():
                retained = [
                    value
                    for value in liveness.live_out(block)
                    if isinstance(value.type, MemRefType)
                    and liveness.is_live_in(value, successor)
                ]
                if mixes_blocks(retained):
                    return True
    return False


def has_unstructured_loop(module: object) -> bool:
    """A cf branch back to a block that does not come later."""
    from xdsl.ir import Operation

    for function in _functions(module):
        assert isinstance(function, Operation)
        blocks = list(function.regions[0].blocks)
        position = {block: index for index, block in enumerate(blocks)}
        for index, block in enumerate(blocks):
            terminator = block.last_op
            if terminator is None:
                continue
            if any(
                position.get(successor, len(blocks)) <= index
                for successor in terminator.successors
            ):
                return True
    return False


def call_result_cast_in_callee(module: object) -> bool:
    """A `func.call` tensor result that its callee returns through a
    `tensor.cast` changing which dimensions are dynamic."""
    from xdsl.dialects.builtin import DYNAMIC_INDEX, ModuleOp, SymbolRefAttr, TensorType
    from xdsl.ir import Operation

    assert isinstance(module, ModuleOp)
    functions: dict[str, Operation] = {}
    for function in _functions(module):
        assert isinstance(function, Operation)
        name = function.properties.get("sym_name")
        functions[getattr(name, "data", "")] = function

    def dynamic_dims(type_: object) -> tuple[bool, ...] | None:
        if not isinstance(type_, TensorType):
            return None
        shape: tuple[int, ...] = type_.get_shape()  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        return tuple(size == DYNAMIC_INDEX for size in shape)

    for caller in functions.values():
        for call in caller.walk():
            if call.name != "func.call":
                continue
            callee_ref = call.properties.get("callee")
            if not isinstance(callee_ref, SymbolRefAttr):
                continue
            callee = functions.get(callee_ref.root_reference.data)
            if callee is None:
                continue
            for returned in callee.walk():
                if returned.name != "func.return":
                    continue
                for result, operand in zip(call.results, returned.operands):
                    cast = operand.owner
                    if not isinstance(cast, Operation) or cast.name != "tensor.cast":
                        continue
                    source = dynamic_dims(cast.operands[0].type)
                    if source is not None and source != dynamic_dims(result.type):
                        return True
    return False


def _mlir_rejected_with(*messages: str) -> Callable[[Case], bool]:
    def explains(case: Case) -> bool:
        failure = case.mlir_failure
        return (
            failure is not None
            and not failure.crashed
            and any(message in (failure.error or "") for message in messages)
        )

    return explains


def _any_mlir_failure(case: Case) -> bool:
    """Crash, invalid output, or an output that frees too early or computes
    something else: what a pass reading freed memory may do."""
    return bool(case.mlir_problems())


DEFECTS = (
    MlirDefect(
        "unstructured-loop",
        "MLIR 22's ownership-based deallocation rejects loops made of cf "
        'branches ("Only structured control-flow loops are supported."), a '
        "documented limitation",
        has_unstructured_loop,
        _mlir_rejected_with("Only structured control-flow loops are supported"),
        OWNERSHIP_PASS,
    ),
    MlirDefect(
        "call-result-copy-sizes",
        "MLIR 22's One-Shot Bufferize copies a func.call result (written while "
        "still read) into a memref.alloc whose dynamic sizes it takes from the "
        "callee's returned value: when the callee returns it through a "
        "tensor.cast that changes which dimensions are dynamic, the alloc gets "
        "the wrong number of sizes (\"'memref.alloc' op incorrect number of "
        'dynamic sizes, has 0, expected 1" or "has 1, expected 0"): invalid IR',
        call_result_cast_in_callee,
        _mlir_rejected_with("incorrect number of dynamic sizes"),
    ),
    MlirDefect(
        "stale-liveness",
        "MLIR 22's -ownership-based-buffer-deallocation rebuilds every scf.if/"
        "scf.for/scf.while (appending ownership results, even none) but keeps "
        "the liveness of the old IR; a result of such an op that is live across "
        "a cf branch is then a destroyed value: the pass crashes (segmentation fault in "
        "DeallocationState::getMemrefsToRetain from cf.cond_br's interface), "
        'prints corrupted IR ("operation\'s operand is unlinked", "dialect has '
        'no registered type printing hook"), or frees the buffer before the '
        "branch (use after free)",
        region_result_live_across_branch,
        _any_mlir_failure,
        OWNERSHIP_PASS,
    ),
    MlirDefect(
        "value-order",
        "MLIR 22's -ownership-based-buffer-deallocation sorts the memrefs live "
        "into a block (DeallocationState::getLiveMemrefsIn) and those a cf "
        "branch retains (getMemrefsToRetain) with a comparator that orders op "
        "results by Operation::isBeforeInBlock, which asserts that both are in "
        "one block; with two such memrefs defined in different blocks of a "
        "function the pass fails that assertion (or, without assertions, "
        "misorders them)",
        memrefs_from_two_blocks_sorted,
        _any_mlir_failure,
        OWNERSHIP_PASS,
    ),
)


def explain(case: Case, options: Sequence[str]) -> MlirDefect | None:
    """The known defect behind the MLIR failure of `case` (run with
    mlir-opt `options`), if any."""
    if not case.mlir_problems():
        return None
    from xdsl_bufferization.executor import parse_program

    modules: dict[str | None, object | None] = {}
    for defect in DEFECTS:
        if not defect.explains(case):
            continue
        if defect.before_pass not in modules:
            if defect.before_pass is None:
                text: str | None = case.program.text
            else:
                text = ir_before_pass(case.program.text, options, defect.before_pass)
            modules[defect.before_pass] = parse_program(text)[0] if text else None
        module = modules[defect.before_pass]
        if module is not None and defect.applies(module):
            return defect
    return None


def classify_mlir_failures(cases: list[Case], options: Sequence[str]) -> dict[str, str]:
    """Exclude MLIR's column of every case whose MLIR failure a known defect
    explains (sets `Case.mlir_excluded`); returns name -> defect name."""
    excluded: dict[str, str] = {}
    for case in cases:
        defect = explain(case, options)
        if defect is not None:
            case.mlir_excluded = f"{defect.name}: {defect.reason}"
            excluded[case.name] = defect.name
    return excluded


EXCLUDED: dict[str, dict[int, str]] = {
    "memref": {
        6: "value-order",
        17: "unstructured-loop",
        26: "stale-liveness",
        33: "unstructured-loop",
        34: "stale-liveness",
        47: "stale-liveness",
        65: "unstructured-loop",
        83: "stale-liveness",
        115: "stale-liveness",
        143: "unstructured-loop",
        175: "unstructured-loop",
        180: "stale-liveness",
        188: "stale-liveness",
        192: "stale-liveness",
    },
    "tensor": {
        0: "call-result-copy-sizes",
        42: "call-result-copy-sizes",
        48: "call-result-copy-sizes",
        112: "call-result-copy-sizes",
        135: "call-result-copy-sizes",
        181: "call-result-copy-sizes",
        187: "call-result-copy-sizes",
    },
    "module": {},
}
"""The seeds of 0..199 whose MLIR column is excluded, by defect name
(`python -m scripts.differential_run --print-exclusions` prints this). The
module generator keeps away from every known defect."""
