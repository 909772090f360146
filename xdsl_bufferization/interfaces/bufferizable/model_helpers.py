"""The helpers models use to bufferize an op: the buffer of a tensor
(`get_buffer`) and its type (`get_buffer_type`), replacing an op by its
bufferized values, new allocations (`allocate_tensor_for_shaped_value`,
with the dynamic sizes results reify), and copies for out-of-place operands
(`resolve_tensor_op_operand_conflicts`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, cast

from xdsl.builder import InsertOpInvT, _current_builder
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    LocationAttr,
    MemRefType,
    NoneAttr,
    TensorType,
    UnrankedTensorType,
)
from xdsl.ir import (
    Attribute,
    BlockArgument,
    Operation,
    OpResult,
    SSAValue,
)
from xdsl.ir.core import SSAValues
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.interfaces import memory_effects
from xdsl_bufferization.interfaces.bufferizable.analysis_state import (
    AnalysisState,
    BufferizationState,
)
from xdsl_bufferization.interfaces.bufferizable.building import (
    build_op,
    create_dim,
    create_to_buffer,
    create_to_tensor,
    get_memref_type,
    memory_space_of,
)
from xdsl_bufferization.interfaces.bufferizable.values import (
    BufferizationError,
    OpOperand,
    get_owner_of_value,
    is_buffer,
    is_tensor,
    tensor_operands_of,
    uses_of,
)
from xdsl_bufferization.interfaces.registry import ensure_builtin_models

if TYPE_CHECKING:
    from xdsl_bufferization.interfaces.bufferizable.options import (
        BufferizationOptions,
    )


# ===----------------------------------------------------------------------=== #
# Helpers for models
# ===----------------------------------------------------------------------=== #


def get_buffer_type(
    value: SSAValue,
    options: BufferizationOptions,
    state: BufferizationState,
    invocation_stack: list[SSAValue] | None = None,
) -> Attribute:
    """The memref type tensor `value` will get."""
    assert is_tensor(value), "expected a tensor value"
    buffer = state.replaced_buffer(value)
    if buffer is not None:
        # Replaced already (`BufferizingRewriter`): as for a `to_tensor`.
        return buffer.type
    stack = [] if invocation_stack is None else invocation_stack
    stack.append(value)
    try:
        owner = get_owner_of_value(value)
        model = options.dyn_cast_bufferizable_op(owner)
        if model is not None and owner is not None:
            return model.get_buffer_type(owner, value, options, state, stack)
        memory_space = options.default_memory_space(value.type)
        if memory_space is None:
            assert owner is not None
            raise BufferizationError(owner, "could not infer memory space")
        return get_memref_type(value.type, options, None, memory_space)
    finally:
        stack.pop()


def _set_insertion_point_after_value(
    rewriter: PatternRewriter, value: SSAValue
) -> None:
    if isinstance(value, BlockArgument):
        rewriter.insertion_point = InsertPoint.at_start(value.block)
    else:
        assert isinstance(value, OpResult)
        rewriter.insertion_point = InsertPoint.after(value.op)


def get_buffer(
    rewriter: PatternRewriter,
    value: SSAValue,
    options: BufferizationOptions,
    state: BufferizationState,
) -> SSAValue:
    """
    The buffer of tensor `value`: the one it was replaced by, or the memref of
    its `to_tensor` if it has one, else a new `bufferization.to_buffer` right
    after its definition.
    """
    assert is_tensor(value), "expected a tensor value"
    buffer = state.replaced_buffer(value)
    if buffer is not None:
        return buffer
    if isinstance(value, OpResult) and value.op.name == "bufferization.to_tensor":
        return value.op.operands[0]
    saved = rewriter.insertion_point
    try:
        _set_insertion_point_after_value(rewriter, value)
        buffer_type = get_buffer_type(value, options, state)
        return create_to_buffer(rewriter, value, buffer_type)
    finally:
        rewriter.insertion_point = saved


class BufferizingRewriter(PatternRewriter):
    """
    The rewriter of One-Shot Bufferize's rewrite. With it,
    `replace_op_with_bufferized_values` creates no `bufferization.to_tensor`
    for a tensor result that is still used: the op stays in place until the
    end of the rewrite, its operands replaced by the buffers of those results
    (`state.replaced_tensors`, where `get_buffer` finds them). Then
    `materialize_to_tensors` creates the `to_tensor`s still needed, where
    MLIR's rewrite creates them, and erases the ops. (Most of these casts
    lived only until their users were rewritten: about half of the ops the
    rewrite created.)
    """

    def __init__(self, insertion_point: InsertPoint, state: BufferizationState):
        super().__init__(insertion_point)
        self.state = state
        self.location: LocationAttr | None = None
        """The location the driver gives the ops created now (that of the op
        being bufferized), and so the `to_tensor`s materialized for them."""
        self.replaced: list[tuple[Operation, LocationAttr | None]] = []
        """The ops left in place by `replace_op_with_bufferized_values`, in
        order, with `location` at the time."""
        self.to_buffers: dict[Operation, int] = {}
        """The driver's `bufferization.to_buffer`s, in the order the end of the
        rewrite folds them (the number: that order)."""

    def insert(
        self, op: InsertOpInvT, insertion_point: InsertPoint | None = None
    ) -> InsertOpInvT:
        # One op at a time, as the models insert them (4,800 at 160
        # functions): `Builder.insert`'s steps without its generic layers.
        # Lists, a name hint or an implicit builder take the general path.
        if (
            not isinstance(op, Operation)
            or self._name_hint is not None
            or _current_builder.builder is not None
        ):
            return super().insert(op, insertion_point)
        self.has_done_action = True
        point = self.insertion_point if insertion_point is None else insertion_point
        before = point.insert_before
        if before is not None:
            point.block.insert_op_before(op, before)
        else:
            point.block.add_op(op)
        for handler in self.operation_insertion_handler:
            handler(op)
        return op

    def replace(
        self,
        op: Operation,
        new_ops: Operation | Sequence[Operation],
        new_results: Sequence[SSAValue | None] | None = None,
        safe_erase: bool = True,
    ) -> None:
        # An op replaced by values alone (`to_buffer`s forwarded and folded):
        # `PatternRewriter.replace`'s steps, with nothing to insert and no new
        # op to give a name hint. Others take the general path.
        if (
            isinstance(new_ops, Operation)
            or new_ops
            or op.parent is None
            or new_results is None
            or len(new_results) != len(op.results)
        ):
            return super().replace(op, new_ops, new_results, safe_erase)
        self.has_done_action = True
        self.handle_operation_replacement(op, new_results)
        for old_result, new_result in zip(op.results, new_results):
            self.replace_all_uses_with(old_result, new_result, safe_erase=safe_erase)
            if new_result is not None and not new_result.name_hint:
                new_result.name_hint = old_result.name_hint
        self.erase(op, safe_erase=safe_erase)

    def replace_all_uses_with(
        self, from_value: SSAValue, to_value: SSAValue | None, safe_erase: bool = True
    ) -> None:
        # `PatternRewriter.replace_all_uses_with`'s steps, each use moved as
        # `OpOperands.__setitem__` moves it (to the front of `to_value`'s
        # uses, in the order of `from_value`'s), without its per-use layers.
        if to_value is None or from_value is to_value:
            return super().replace_all_uses_with(from_value, to_value, safe_erase)
        modified: list[Operation] = []
        use = from_value.first_use
        while use is not None:
            next_use = use._next_use
            user = use._operation
            modified.append(user)
            from_value.remove_use(use)
            to_value.add_use(use)
            operands = list(user._operands)
            operands[use._index] = to_value
            user._operands = SSAValues(operands)
            use = next_use
        if to_value.name_hint is None:
            to_value.name_hint = from_value.name_hint
        if modified:
            self.has_done_action = True
            for user in modified:
                self.handle_operation_modification(user)

    def erase(self, op: Operation, safe_erase: bool = True) -> None:
        # An op without regions whose results are unused (3,200 erased at 160
        # functions): `PatternRewriter.erase`'s steps, without the
        # `ErasedSSAValue` that `Operation.erase` makes for each result to
        # take over its (no) uses. Others take the general path.
        block = op.parent
        if block is None or not safe_erase or op.regions:
            return super().erase(op, safe_erase)
        for result in op.results:
            if result.first_use is not None:
                return super().erase(op, safe_erase)
        self.has_done_action = True
        self.handle_operation_removal(op)
        block.detach_op(op)
        op.drop_all_references()


def forward_to_buffers(rewriter: PatternRewriter, new_arg: SSAValue) -> bool:
    """
    For a block argument just retyped from a tensor to the memref `new_arg`:
    if every use of it is a `to_buffer` of that very type (made when the ops
    of the block were bufferized), replace them by `new_arg` and return True
    (the argument needs no `to_tensor`). The end of the rewrite would fold
    `to_buffer(to_tensor(new_arg))` into `new_arg` just so, in this order
    (so the use lists come out the same); this saves the casts.
    """
    if not isinstance(rewriter, BufferizingRewriter):
        return False
    order = rewriter.to_buffers
    arg_type = new_arg.type
    users: list[Operation] = []
    for use in new_arg.uses:
        user = use.operation
        if user not in order or user.results[0].type != arg_type:
            return False
        users.append(user)
    if not users:
        return False
    users.sort(key=order.__getitem__)
    for user in users:
        rewriter.replace(user, [], [new_arg])
    return True


def _defer_tensor_results(
    rewriter: BufferizingRewriter, op: Operation, values: Sequence[SSAValue | None]
) -> bool:
    """`replace_op_with_bufferized_values` without `to_tensor`s: False (and
    nothing done) where that does not apply (no value may be None, the
    regions must have been moved away)."""
    # (Loops rather than `any` of generators: asked of most ops rewritten.)
    for value in values:
        if value is None:
            return False
    if op.successors:
        return False
    for region in op.regions:
        if region.first_block is not None:
            return False
    replaced = rewriter.state.replaced_tensors
    buffers: list[SSAValue] = []
    for result, value in zip(op.results, values, strict=True):
        assert value is not None
        if is_tensor(result):
            assert is_buffer(value), "a tensor result must be replaced by a buffer"
            if result.first_use is not None:
                replaced[id(result)] = len(buffers)
                buffers.append(value)
            continue
        # As `PatternRewriter.replace` does (name hints included).
        rewriter.replace_all_uses_with(result, value)
        if not value.name_hint:
            value.name_hint = result.name_hint
    if not buffers:
        rewriter.erase(op)
        return True
    op.operands = buffers
    rewriter.replaced.append((op, rewriter.location))
    return True


def materialize_to_tensors(rewriter: BufferizingRewriter, *, all_results: bool) -> None:
    """
    At the end of the rewrite: give the tensor results left by
    `replace_op_with_bufferized_values` that are still used (all of them
    with `all_results`, to leave the IR as MLIR's rewrite would on an error)
    the `bufferization.to_tensor` of their buffer, and erase their ops.
    """
    state = rewriter.state
    saved = rewriter.location
    try:
        for op, location in rewriter.replaced:
            if op.parent is None:
                continue
            rewriter.location = location
            for result in op.results:
                buffer = state.replaced_buffer(result)
                if buffer is None or (result.first_use is None and not all_results):
                    continue
                rewriter.insertion_point = InsertPoint.after(op)
                tensor = create_to_tensor(rewriter, buffer, result.type)
                rewriter.replace_all_uses_with(result, tensor)
                if not tensor.name_hint:
                    tensor.name_hint = result.name_hint
            rewriter.erase(op)
    finally:
        rewriter.location = saved
        rewriter.replaced.clear()
        state.replaced_tensors.clear()


def replace_op_with_bufferized_values(
    rewriter: PatternRewriter, op: Operation, values: Sequence[SSAValue | None]
) -> None:
    """
    Replace the results of `op` by `values`; tensor results (whose users still
    expect tensors) through a `bufferization.to_tensor` of the buffer (made
    at the end of the rewrite, if still needed, with a `BufferizingRewriter`).
    """
    assert len(values) == len(op.results), "expected one value per result"
    if isinstance(rewriter, BufferizingRewriter) and _defer_tensor_results(
        rewriter, op, values
    ):
        return
    replacements: list[SSAValue | None] = []
    for result, value in zip(op.results, values, strict=True):
        if value is not None and is_tensor(result):
            assert is_buffer(value), "a tensor result must be replaced by a buffer"
            rewriter.insertion_point = InsertPoint.after(op)
            value = create_to_tensor(rewriter, value, result.type)
        replacements.append(value)
    rewriter.replace(op, [], replacements)


def replace_op_with_new_bufferized_op(
    rewriter: PatternRewriter,
    op: Operation,
    new: Operation,
    values: Sequence[SSAValue | None] | None = None,
) -> None:
    """
    Insert `new` before `op` and replace `op`'s results by `values` (all of
    `new`'s results by default), as MLIR's `replaceOpWithNewBufferizedOp`.
    """
    rewriter.insertion_point = InsertPoint.before(op)
    rewriter.insert(new)
    replace_op_with_bufferized_values(
        rewriter, op, list(new.results) if values is None else values
    )


def populate_dynamic_dim_sizes(
    rewriter: PatternRewriter, shaped: SSAValue
) -> list[SSAValue]:
    """`tensor.dim`/`memref.dim` ops for the dynamic dimensions of `shaped`."""
    shape = cast(TensorType[Attribute] | MemRefType[Attribute], shaped.type).get_shape()
    return [
        create_dim(rewriter, shaped, i)
        for i, s in enumerate(shape)
        if s == DYNAMIC_INDEX
    ]


ReifyFn = Callable[[PatternRewriter, OpResult], list[SSAValue] | None]
"""For an op result, build the values of its dynamic dimensions (None: the op
cannot tell)."""

_REIFIERS: dict[str, ReifyFn] = {}


def register_result_shape_reifier(op_name: str, fn: ReifyFn) -> None:
    """Declare how the dynamic sizes of results of `op_name` are computed
    (MLIR's ReifyRankedShapedTypeOpInterface)."""
    ensure_builtin_models()
    _REIFIERS[op_name] = fn


def reify_dynamic_sizes(
    rewriter: PatternRewriter, value: SSAValue
) -> list[SSAValue] | None:
    """The dynamic sizes of `value` as its defining op computes them, if it
    can."""
    if not isinstance(value, OpResult):
        return None
    ensure_builtin_models()
    fn = _REIFIERS.get(value.op.name)
    if fn is None:
        return None
    return fn(rewriter, value)


def allocate_tensor_for_shaped_value(
    rewriter: PatternRewriter,
    shaped: SSAValue,
    options: BufferizationOptions,
    state: BufferizationState,
    copy: bool = True,
) -> SSAValue:
    """
    A `bufferization.alloc_tensor` of the type of `shaped` (a ranked tensor or
    memref) at the rewriter's insertion point: a copy of it if `copy`, else
    uninitialized (with its dynamic sizes, and the memory space of its
    buffer).
    """
    if isinstance(shaped.type, TensorType):
        tensor = shaped
    elif isinstance(shaped.type, MemRefType):
        tensor = create_to_tensor(rewriter, shaped)
    else:
        owner = get_owner_of_value(shaped)
        assert owner is not None
        raise BufferizationError(
            owner, "copying of unranked tensors is not implemented"
        )
    tensor_type = cast(TensorType[Attribute], tensor.type)
    dynamic_sizes: list[SSAValue] = []
    if not copy:
        reified = reify_dynamic_sizes(rewriter, shaped) if is_tensor(shaped) else None
        dynamic_sizes = (
            reified
            if reified is not None
            else populate_dynamic_dim_sizes(rewriter, tensor)
        )
    properties: dict[str, Attribute | None] = {}
    if not copy:
        buffer_type = get_buffer_type(tensor, options, state)
        memory_space: Attribute | None = memory_space_of(buffer_type)
        if isinstance(memory_space, NoneAttr):
            memory_space = options.default_memory_space(tensor_type)
        if memory_space is not None and not isinstance(memory_space, NoneAttr):
            properties["memory_space"] = memory_space
    alloc = build_op(
        "bufferization.alloc_tensor",
        operands=[dynamic_sizes, [tensor] if copy else [], []],
        result_types=[tensor_type],
        properties=properties,
    )
    rewriter.insert(alloc)
    return alloc.results[0]


def resolve_tensor_op_operand_conflicts(
    op: Operation,
    rewriter: PatternRewriter,
    analysis_state: AnalysisState,
    bufferization_state: BufferizationState,
) -> None:
    """
    Copy every out-of-place tensor operand of `op` into a new
    `bufferization.alloc_tensor` (or, when the op only creates one alias of
    the operand without writing, copy that aliasing result instead: it is
    usually smaller, e.g. for `tensor.extract_slice`).
    """
    options = analysis_state.options
    out_of_place_operands: list[OpOperand] = []
    copied_operands: set[OpOperand] = set()
    out_of_place_values: list[SSAValue] = []
    copied_values: set[SSAValue] = set()
    for operand in tensor_operands_of(op):
        if analysis_state.is_in_place(operand):
            continue
        if isinstance(operand.get().type, UnrankedTensorType):
            raise BufferizationError(
                op, "copying of unranked tensors is not implemented"
            )
        aliases = analysis_state.get_aliasing_values(operand)
        if (
            len(aliases) == 1
            and isinstance(aliases[0].value, OpResult)
            and not analysis_state.bufferizes_to_memory_write(operand)
            and len(analysis_state.get_aliasing_op_operands(aliases[0].value)) == 1
            and not isinstance(aliases[0].value.type, UnrankedTensorType)
        ):
            value = aliases[0].value
            out_of_place_values.append(value)
            if not analysis_state.can_omit_tensor_copy(operand):
                copied_values.add(value)
        else:
            out_of_place_operands.append(operand)
            if not analysis_state.can_omit_tensor_copy(operand):
                copied_operands.add(operand)

    for operand in out_of_place_operands:
        rewriter.insertion_point = InsertPoint.before(op)
        copy = allocate_tensor_for_shaped_value(
            rewriter,
            operand.get(),
            options,
            bufferization_state,
            copy=operand in copied_operands,
        )
        operand.set(copy)

    for value in out_of_place_values:
        rewriter.insertion_point = InsertPoint.after(op)
        copy = allocate_tensor_for_shaped_value(
            rewriter, value, options, bufferization_state, copy=value in copied_values
        )
        copy_op = get_owner_of_value(copy)
        for use in uses_of(value):
            if use.owner is copy_op or use.owner.name == "tensor.dim":
                continue
            use.set(copy)


def is_memory_effect_free(op: Operation) -> bool:
    """Whether `op` has no memory effect (per the memory effect models of
    `xdsl_bufferization.interfaces.memory_effects`)."""
    return memory_effects.is_memory_effect_free(op)


def get_buffers(
    rewriter: PatternRewriter,
    values: Iterable[SSAValue],
    options: BufferizationOptions,
    state: BufferizationState,
) -> list[SSAValue]:
    """The buffers of the tensor values among `values` (others unchanged)."""
    return [
        get_buffer(rewriter, v, options, state) if is_tensor(v) else v for v in values
    ]
