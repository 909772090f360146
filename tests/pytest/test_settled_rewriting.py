"""
Settled IR (docs/greedy_rewriting.md, "Settled IR"): what `IRSnapshot`
reports as changed, how the greedy driver parks the ops it does not report,
and that `buffer-deallocation-pipeline` gives the same IR with its greedy
steps looking only at what changed, and its ownership-based deallocation
reusing the `i1` constants the next `canonicalize` would unique
(`interfaces/pipeline_building.py`) and its lowering freeing under a
constant `true` without `scf.if`, as with full runs and MLIR's passes.
"""

from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr, i1, i32
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.passes import ModulePass

from xdsl_bufferization.context import get_context
from xdsl_bufferization.rewriting.greedy import (
    GreedyRewriteConfig,
    SettledIR,
    apply_patterns_greedily,
)
from xdsl_bufferization.rewriting.ir_snapshot import IRSnapshot
from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
    DeallocationCanonicalizePass,
    DeallocationCSEPass,
    pipeline_passes,
)
from xdsl_bufferization.transforms.buffer_deallocation_simplification import (
    BufferDeallocationSimplificationPass,
)
from xdsl_bufferization.transforms.bufferization_lower_deallocations import (
    BufferizationLowerDeallocationsPass,
)
from xdsl_bufferization.transforms.canonicalization_patterns import fold_hook
from xdsl_bufferization.transforms.canonicalize import canonicalization_pattern_set
from xdsl_bufferization.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  %r = scf.if %c -> (i32) {
    %m = arith.muli %s, %a : i32
    scf.yield %m : i32
  } else {
    scf.yield %s : i32
  }
  func.return %r : i32
}
"""


def _parse(text: str) -> tuple[Context, ModuleOp]:
    ctx = get_context()
    return ctx, Parser(ctx, text).parse_module()


def _named(module: ModuleOp, name: str) -> Operation:
    return next(op for op in module.walk() if op.name == name)


def _names(changed: dict[int, Operation]) -> list[str]:
    return sorted(op.name for op in changed.values())


def test_nothing_changed_nothing_reported():
    _, module = _parse(PROGRAM)
    snapshot = IRSnapshot(module.regions)
    assert snapshot.changed_ops(module.regions) == {}


def test_a_new_op_its_neighbours_and_ancestors_are_reported():
    _, module = _parse(PROGRAM)
    snapshot = IRSnapshot(module.regions)
    multiply = _named(module, "arith.muli")
    block = multiply.parent
    assert block is not None
    block.insert_op_before(arith.ConstantOp(IntegerAttr(1, i32)), multiply)
    changed = snapshot.changed_ops(module.regions)
    # The constant, the op after it, the block's terminator, the if and the
    # function; not the ops elsewhere.
    assert _names(changed) == [
        "arith.constant",
        "arith.muli",
        "func.func",
        "scf.if",
        "scf.yield",
    ]


def test_changed_operands_report_the_op_and_what_it_used():
    _, module = _parse(PROGRAM)
    snapshot = IRSnapshot(module.regions)
    multiply = _named(module, "arith.muli")
    function = _named(module, "func.func")
    multiply.operands[0] = function.regions[0].blocks[0].args[2]
    changed = snapshot.changed_ops(module.regions)
    assert "arith.addi" in _names(changed)
    assert "arith.muli" in _names(changed)
    assert "func.return" not in _names(changed)


def test_erased_op_reports_what_it_used():
    _, module = _parse(PROGRAM)
    snapshot = IRSnapshot(module.regions)
    multiply = _named(module, "arith.muli")
    add = _named(module, "arith.addi")
    multiply.results[0].replace_all_uses_with(add.results[0])
    block = multiply.parent
    assert block is not None
    block.erase_op(multiply)
    changed = snapshot.changed_ops(module.regions)
    assert "arith.addi" in _names(changed)
    assert "scf.yield" in _names(changed)


def test_an_attribute_changed_in_place_is_reported():
    _, module = _parse(PROGRAM)
    snapshot = IRSnapshot(module.regions)
    add = _named(module, "arith.addi")
    add.attributes["note"] = StringAttr("x")
    assert "arith.addi" in _names(snapshot.changed_ops(module.regions))


FOLDABLE = """
func.func @f(%a: i32) -> i32 {
  %z = arith.constant 0 : i32
  %s = arith.addi %a, %z : i32
  func.return %s : i32
}
"""


def _settled(changed: dict[int, Operation]) -> SettledIR:
    return SettledIR(changed, canonicalization_pattern_set(), fold_hook)


def _canonicalize(module: ModuleOp, ctx: Context, settled: SettledIR) -> None:
    apply_patterns_greedily(
        module,
        canonicalization_pattern_set(),
        config=GreedyRewriteConfig(top_down=True),
        ctx=ctx,
        fold_hooks=fold_hook,
        settled=settled,
    )


def test_ops_not_reported_are_parked():
    # Told (wrongly) that the IR is settled: `x + 0` stays.
    ctx, module = _parse(FOLDABLE)
    _canonicalize(module, ctx, _settled({}))
    assert "arith.addi" in str(module)


def test_reported_ops_are_rewritten():
    ctx, module = _parse(FOLDABLE)
    add = _named(module, "arith.addi")
    _canonicalize(module, ctx, _settled({id(add): add}))
    assert "arith.addi" not in str(module)


def test_a_parked_op_a_change_reaches_is_rewritten():
    # Only the constant is reported; uniquing it with an equal one moves the
    # use of the add to the other constant, which reaches the add.
    text = FOLDABLE.replace(
        "%z = arith.constant 0 : i32",
        "%y = arith.constant 0 : i32\n  %z = arith.constant 0 : i32",
    )
    ctx, module = _parse(text)
    constant = [op for op in module.walk() if op.name == "arith.constant"][1]
    _canonicalize(module, ctx, _settled({id(constant): constant}))
    assert "arith.addi" not in str(module)


def _full_run_passes() -> list[ModulePass]:
    """The pipeline's steps, each greedy one a full run (no shared state),
    and ownership-based deallocation as run alone."""
    steps: list[ModulePass] = []
    for step in pipeline_passes(False):
        if isinstance(step, DeallocationCanonicalizePass):
            step = DeallocationCanonicalizePass()
        elif isinstance(step, BufferDeallocationSimplificationPass):
            step = BufferDeallocationSimplificationPass()
        elif isinstance(step, OwnershipBasedBufferDeallocationPass):
            step = OwnershipBasedBufferDeallocationPass()
        elif isinstance(step, BufferizationLowerDeallocationsPass):
            step = BufferizationLowerDeallocationsPass()
        steps.append(step)
    return steps


LOOP = """
func.func @f(%n: index, %c: i1) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    %w = memref.subview %b[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    memref.copy %v, %w : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[1]>>
  }
  func.return %a : memref<4xf32>
}
"""


def _built(module: ModuleOp) -> tuple[int, int]:
    """The `i1` constants and the base buffer extractions of `module`."""
    constants = extractions = 0
    for op in module.walk():
        if op.name == "arith.constant" and op.results[0].type == i1:
            constants += 1
        elif op.name == "memref.extract_strided_metadata":
            extractions += 1
    return constants, extractions


def test_pipeline_deallocation_builds_what_canonicalize_leaves():
    counts: list[tuple[int, int]] = []
    outputs: list[str] = []
    for step in (
        OwnershipBasedBufferDeallocationPass(),
        OwnershipBasedBufferDeallocationPass().as_pipeline_step(),
    ):
        ctx, module = _parse(LOOP)
        step.apply(ctx, module)
        counts.append(_built(module))
        DeallocationCanonicalizePass().apply(ctx, module)
        outputs.append(str(module))
    # Fewer constants (reused in the loop body and at the top), no
    # extraction from the two allocations.
    assert counts[0] == (6, 2)
    assert counts[1] == (2, 0)
    assert outputs[0] == outputs[1]


NESTED = """
func.func @f(%n: index, %c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  }
  scf.if %c {
    memref.copy %b, %m : memref<4xf32> to memref<4xf32>
  }
  func.return %a : memref<4xf32>
}
"""


def test_pipeline_deallocation_builds_no_nested_false():
    # Run alone, the pass gives the loop and the `if` a `false` indicator
    # for each buffer they use from outside, unused: `canonicalize` uniques
    # them into the `false` the function's argument gets at the top, and
    # erases them. In the pipeline, they use that one.
    counts: list[int] = []
    outputs: list[str] = []
    for step in (
        OwnershipBasedBufferDeallocationPass(),
        OwnershipBasedBufferDeallocationPass().as_pipeline_step(),
    ):
        ctx, module = _parse(NESTED)
        step.apply(ctx, module)
        counts.append(
            sum(
                1
                for op in module.walk()
                if op.name == "arith.constant"
                and op.results[0].type == i1
                and op.parent_op() is not _named(module, "func.func")
            )
        )
        DeallocationCanonicalizePass().apply(ctx, module)
        outputs.append(str(module))
    assert counts == [4, 0]
    assert outputs[0] == outputs[1]


def _lowered(text: str, step: ModulePass) -> tuple[int, str]:
    """The `scf.if` ops after lowering `text`'s deallocs with `step`, and
    the IR after the pipeline's `cse` and last `canonicalize`."""
    ctx, module = _parse(text)
    step.apply(ctx, module)
    ifs = sum(
        1
        for op in module.walk()
        if isinstance(op, scf.IfOp) and isinstance(op.cond.owner, arith.ConstantOp)
    )
    DeallocationCSEPass().apply(ctx, module)
    DeallocationCanonicalizePass().apply(ctx, module)
    return ifs, str(module)


FREED_UNDER_TRUE = """
func.func @f(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%true)
  scf.if %c {
    bufferization.dealloc (%b : memref<4xf32>) if (%true)
  }
  func.return
}
"""

RETAINED_TOO = """
func.func @f(%c: i1, %r: memref<4xf32>) -> i1 {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%true)
  %o = bufferization.dealloc (%b : memref<4xf32>) if (%c) retain (%r : memref<4xf32>)
  func.return %o : i1
}
"""

TRUE_USED_ELSEWHERE = """
func.func @f(%c: i1) -> i1 {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%true)
  %x = arith.xori %c, %true : i1
  func.return %x : i1
}
"""


@pytest.mark.parametrize(
    ("text", "ifs"),
    [(FREED_UNDER_TRUE, 0), (RETAINED_TOO, 1), (TRUE_USED_ELSEWHERE, 0)],
)
def test_pipeline_lowering_frees_under_true_as_cse_and_canonicalize_leave_it(
    text: str, ifs: int
):
    # Under a constant `true`, the pipeline's lowering frees without the
    # `scf.if` that `canonicalize` inlines, unless the lowering builds
    # another `true` in the function (the retained case), which `cse` would
    # replace by the first one.
    alone = _lowered(text, BufferizationLowerDeallocationsPass())
    in_pipeline = _lowered(
        text, BufferizationLowerDeallocationsPass().as_pipeline_step()
    )
    assert alone[0] == (2 if text is FREED_UNDER_TRUE else 1)
    assert in_pipeline[0] == ifs
    assert in_pipeline[1] == alone[1]


def _programs() -> list[str]:
    programs: list[str] = []
    for name in (
        "pipeline.mlir",
        "pipeline_loop_conditions.mlir",
        "pipeline_differential_regressions.mlir",
        "ownership_scf_regions.mlir",
        "ownership_cf_loops.mlir",
    ):
        text = (ROOT / "tests/filecheck/buffer_deallocation" / name).read_text()
        programs.extend(
            "\n".join(
                line for line in chunk.splitlines() if not line.startswith("// RUN")
            )
            for chunk in text.split("// -----")
        )
    return programs


@pytest.mark.parametrize("index", range(len(_programs())))
def test_pipeline_with_settled_steps_gives_the_full_runs_ir(index: int):
    text = _programs()[index]
    outputs: list[str] = []
    for steps in (pipeline_passes(False), _full_run_passes()):
        ctx = get_context()
        try:
            module = Parser(ctx, text).parse_module()
            for step in steps:
                step.apply(ctx, module)
        except Exception as error:  # a diagnostic case: both must fail alike
            outputs.append(f"error: {type(error).__name__}")
            continue
        outputs.append(str(module))
    assert outputs[0] == outputs[1]


def test_a_block_leaving_its_region_reports_the_region_op():
    _, module = _parse(PROGRAM)
    snapshot = IRSnapshot(module.regions)
    if_op = _named(module, "scf.if")
    else_region = if_op.regions[1]
    block = else_region.blocks[0]
    else_region.detach_block(block)
    assert "scf.if" in _names(snapshot.changed_ops(module.regions))


ADOPTED = """
func.func @f(%a: i32) -> i32 {
  %one = arith.constant 1 : i32
  %x = arith.muli %a, %one : i32
  %y = arith.addi %x, %one : i32
  func.return %y : i32
}
"""


@pytest.mark.parametrize("settled", [True, False])
def test_an_adopted_constant_met_after_an_equal_new_one_is_replaced(settled: bool):
    # The run that settled the IR hands its constants on; a constant put
    # before the one it kept is met first and kept, as in a fresh run.
    ctx, module = _parse(ADOPTED)
    result = apply_patterns_greedily(
        module,
        canonicalization_pattern_set(),
        config=GreedyRewriteConfig(top_down=True),
        ctx=ctx,
        fold_hooks=fold_hook,
    )
    assert result.converged
    assert result.constant_table is not None
    snapshot = IRSnapshot(module.regions)
    body = _named(module, "arith.addi").parent
    assert body is not None
    assert body.first_op is not None
    new = arith.ConstantOp(IntegerAttr(1, i32))
    new.result.name_hint = "new"
    body.insert_op_before(new, body.first_op)
    changed = snapshot.changed_ops(module.regions)
    _canonicalize(
        module,
        ctx,
        SettledIR(
            changed,
            canonicalization_pattern_set(),
            fold_hook,
            result.constant_table if settled else None,
        ),
    )
    text = str(module)
    assert "%new = arith.constant 1 : i32" in text
    assert "%one" not in text
    assert "arith.addi %a, %new" in text
