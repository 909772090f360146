"""The `eliminate-empty-tensors` pass: compute into the destination directly.

A `tensor.empty` bufferizes to a new allocation. When the value computed into
it ends up inserted into (a subset of) another tensor or buffer (seed 001,
"Empty Tensor Elimination"):

    %0 = tensor.empty() : tensor<5xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
    %2 = tensor.insert_slice %1 into %t[%a] [5] [1] : tensor<5xf32> into tensor<10xf32>

the pass replaces that use of the `tensor.empty` by the subset of the
destination (here `tensor.extract_slice %t[%a] [5] [1]`), so that One-Shot
Bufferize computes in place in the destination's buffer instead of
allocating and copying. The anchors are the ops with a `SubsetInsertionModel`
(MLIR's SubsetInsertionOpInterface): `tensor.insert_slice`,
`tensor.parallel_insert_slice`, `bufferization.materialize_in_destination`
(a `to_tensor ... restrict` of a memref destination, which takes over the
`restrict` of the op), `linalg.copy`.

MLIR 22's conditions (EmptyTensorElimination.cpp):

- One-Shot Analysis runs first, over the whole module with function
  boundaries (`allow-return-allocs-from-loops`); an anchor is considered only
  if its source bufferizes in place.
- From the source, the reverse use-def chain is followed through equivalent
  values whose type does not change except through casts (no slices, no
  reshapes); the `tensor.empty` ops found there are replaced in the use on
  that chain only (other uses keep the `tensor.empty`, which stays in the IR).
- The subset is built at the first of these points where every value it
  needs (destination, dynamic offsets, sizes, strides) is defined and which
  dominates the use: before the `tensor.empty`, or right after the definition
  of one of the needed values. If there is none, the definitions of the
  needed values (and what they depend on) are moved right before the user,
  provided they are in the user's block, have no memory effects and do not
  depend on the user.
- A subset of another (static vs dynamic) type is cast to the type of the
  `tensor.empty`.

The pass only rewrites: One-Shot Bufferize decides later, with its own
analysis, whether the computation can indeed happen in place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.utils.exceptions import PassFailedException

from xdsl_bufferization.analysis.dominance import (
    DominanceInfo,
    find_ancestor_op_in_block,
)
from xdsl_bufferization.analysis.one_shot_analysis import (
    OneShotAnalysisState,
    analyze_op,
)
from xdsl_bufferization.analysis.one_shot_module_analysis import analyze_module_op
from xdsl_bufferization.interfaces.bufferizable import (
    BufferizationError,
    BufferizationOptions,
    OpOperand,
    SubsetInsertionModel,
    TraversalConfig,
    build_op,
    get_subset_insertion_model,
    is_memory_effect_free,
    uses_of,
)
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.transforms.verified_input import verified_input

# ===----------------------------------------------------------------------=== #
# Where the subset can be built
# ===----------------------------------------------------------------------=== #


def _value_is_defined_at(
    dominance: DominanceInfo, value: SSAValue, point: Operation
) -> bool:
    """Whether `value` can be used right before `point`."""
    if isinstance(value, BlockArgument):
        return find_ancestor_op_in_block(value.block, point) is not None
    assert isinstance(value, OpResult)
    return dominance.properly_dominates(value.op, point, enclosing_ok=True)


def _find_insertion_point(
    dominance: DominanceInfo,
    empty: Operation,
    user: Operation,
    needed: list[SSAValue],
) -> Operation | None:
    """
    The first candidate point (before the `tensor.empty`, then right after
    the definition of each needed value) where every needed value is defined
    and that dominates `user`; None if there is none.
    """
    candidates: list[Operation | None] = [empty]
    for value in needed:
        if isinstance(value, BlockArgument):
            candidates.append(value.block.first_op)
        else:
            assert isinstance(value, OpResult)
            candidates.append(value.op.next_op)
    for point in candidates:
        if point is None:
            continue
        if not all(_value_is_defined_at(dominance, v, point) for v in needed):
            continue
        if not dominance.dominates(point, user):
            continue
        return point
    return None


def _move_definitions_before(
    rewriter: PatternRewriter,
    dominance: DominanceInfo,
    values: list[SSAValue],
    point: Operation,
) -> bool:
    """
    Move the ops defining `values`, and the ops they depend on, right before
    `point`, if they are all in `point`'s block after it, have no memory
    effects and do not depend on `point` itself. Returns whether it moved
    (or nothing needed to move).
    """
    block = point.parent
    pending: list[Operation] = []
    for value in values:
        if _value_is_defined_at(dominance, value, point):
            continue
        if not isinstance(value, OpResult) or value.op.parent is not block:
            return False
        pending.append(value.op)
    # The backward slice of the definitions, limited to the ops that do not
    # already dominate `point` (operands used inside their regions included).
    slice_ops: dict[Operation, None] = {}
    while pending:
        op = pending.pop()
        if op in slice_ops or dominance.properly_dominates(
            op, point, enclosing_ok=True
        ):
            continue
        if op is point or op.parent is not block:
            return False
        if not is_memory_effect_free(op):
            return False
        slice_ops[op] = None
        for nested in op.walk():
            for operand in nested.operands:
                if isinstance(operand, OpResult) and not op.is_ancestor(operand.op):
                    pending.append(operand.op)
    assert block is not None
    order = {op: i for i, op in enumerate(block.ops)}
    for op in sorted(slice_ops, key=order.__getitem__):
        op.detach()
        rewriter.insert(op, InsertPoint.before(point))
    return True


# ===----------------------------------------------------------------------=== #
# The transformation
# ===----------------------------------------------------------------------=== #


class _InsertionTracker:
    """Records the ops a rewriter inserts, to keep the op order cache valid."""

    def __init__(self, rewriter: PatternRewriter, dominance: DominanceInfo):
        self.dominance = dominance
        rewriter.operation_insertion_handler.append(self.inserted)

    def inserted(self, op: Operation) -> None:
        self.dominance.notify_inserted(op)


def _is_empty_tensor(value: SSAValue) -> bool:
    return isinstance(value, OpResult) and value.op.name == "tensor.empty"


def _build_replacement(
    rewriter: PatternRewriter,
    dominance: DominanceInfo,
    model: SubsetInsertionModel,
    anchor: Operation,
    empty: Operation,
    user: Operation,
) -> SSAValue | None:
    needed = model.values_needed_to_build_subset_extraction(anchor)
    point = _find_insertion_point(dominance, empty, user, needed)
    if point is None:
        if not _move_definitions_before(rewriter, dominance, needed, user):
            return None
        point = user
    rewriter.insertion_point = InsertPoint.before(point)
    return model.build_subset_extraction(anchor, rewriter)


def eliminate_empty_tensors_with_state(
    root: Operation, state: OneShotAnalysisState
) -> int:
    """
    Replace the uses of `tensor.empty` that flow into subset insertions by
    the destination's subset, with the analysis results of `state` (which
    must cover `root`). Returns the number of replaced uses.
    """
    dominance = DominanceInfo()
    # The insertion point is set before each insertion.
    block = root.regions[0].blocks.first if root.regions else None
    rewriter = PatternRewriter(
        InsertPoint.at_start(block) if block is not None else InsertPoint.before(root)
    )
    _InsertionTracker(rewriter, dominance)
    config = TraversalConfig(
        follow_equivalent_only=True,
        always_include_leaves=False,
        follow_same_type_or_casts_only=True,
    )
    replaced = 0
    anchors = [
        (op, model)
        for op in root.walk(region_first=True)
        if (model := get_subset_insertion_model(op)) is not None
    ]
    for anchor, model in anchors:
        if anchor.parent is None:
            continue
        source = model.source_operand(anchor)
        if not state.is_in_place(source):
            continue
        visited: set[OpOperand] = set()
        empties = state.find_value_in_reverse_use_def_chain(
            source, _is_empty_tensor, config, visited
        )
        for value in empties:
            assert isinstance(value, OpResult)
            empty = value.op
            use = next((u for u in uses_of(value) if u in visited), None)
            if use is None:
                continue
            user = use.owner
            replacement = _build_replacement(
                rewriter, dominance, model, anchor, empty, user
            )
            if replacement is None:
                continue
            if isinstance(replacement, OpResult) and replacement.op is empty:
                continue
            if replacement.type != value.type:
                if not _same_element_type(replacement.type, value.type):
                    continue
                rewriter.insertion_point = _after_value(replacement)
                cast_op = build_op(
                    "tensor.cast", operands=[replacement], result_types=[value.type]
                )
                rewriter.insert(cast_op)
                replacement = cast_op.results[0]
            use.set(replacement)
            state.reset_cache()
            replaced += 1
    return replaced


def _same_element_type(a: Attribute, b: Attribute) -> bool:
    if not isinstance(a, TensorType) or not isinstance(b, TensorType):
        return False
    a_type = cast(TensorType[Attribute], a)
    b_type = cast(TensorType[Attribute], b)
    return a_type.get_element_type() == b_type.get_element_type()


def _after_value(value: SSAValue) -> InsertPoint:
    if isinstance(value, BlockArgument):
        return InsertPoint.at_start(value.block)
    assert isinstance(value, OpResult)
    return InsertPoint.after(value.op)


def eliminate_empty_tensors(root: Operation) -> int:
    """
    Run One-Shot Analysis on `root` (a module: with function boundaries) and
    eliminate the `tensor.empty` uses it allows (see the module docstring).
    Raises `BufferizationError` if the analysis fails; then the IR is
    unchanged. Returns the number of replaced uses.
    """
    is_module = isinstance(root, ModuleOp)
    options = BufferizationOptions(
        allow_return_allocs_from_loops=True,
        bufferize_function_boundaries=is_module,
    )
    state = OneShotAnalysisState(root, options)
    if is_module:
        analyze_module_op(root, state)
    else:
        analyze_op(root, state)
    return eliminate_empty_tensors_with_state(root, state)


@verified_input
@dataclass(frozen=True)
class EliminateEmptyTensorsPass(MLIROptionsPass):
    """
    Try to eliminate all `tensor.empty` ops: a `tensor.empty` whose value
    flows (through equivalent values) into the source of a subset insertion
    (`tensor.insert_slice`, `tensor.parallel_insert_slice`,
    `bufferization.materialize_in_destination`, `linalg.copy`) is replaced,
    in that use, by the subset of the destination, so that One-Shot Bufferize
    computes directly in the destination's buffer. MLIR 22's pass of the same
    name; no options.
    """

    name = "eliminate-empty-tensors"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        try:
            eliminate_empty_tensors(op)
        except BufferizationError as error:
            message = str(error)
            error.op.emit_error(message, PassFailedException(message))
