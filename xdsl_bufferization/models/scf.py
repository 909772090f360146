"""How the ops of the `scf` dialect bufferize and deallocate (MLIR 22's scf
models).

**Bufferization models** (One-Shot Bufferize; `register()`):

- `scf.if`, `scf.index_switch`, `scf.execute_region`: no tensor operands;
  each tensor result may alias (equivalently) the values yielded for it, and
  becomes a memref result of the same op.
- `scf.for`, `scf.while`: each tensor init operand is read (unless the loop
  surely runs and nothing reads the iter_arg) and written, and aliases its
  result; equivalently if the yielded value is equivalent to the iter_arg.
  Iter_args get one buffer type for the init value, the iter_arg and the
  yielded value (a fully dynamic layout where those differ). A yielded value
  that is not equivalent to its iter_arg is an error unless
  `allow-return-allocs-from-loops` (then it is yielded as a new buffer).
- `scf.forall`: its shared outputs are read and written in place; the body is
  a parallel region (writes of definitions from outside must be privatized).
- `scf.yield`, `scf.condition`: operands always bufferize in place.

**Deallocation models** (ownership-based buffer deallocation;
`register_deallocation()`): `scf.if`, `scf.for`, `scf.while`,
`scf.execute_region`, `scf.index_switch`, `scf.forall` and `scf.parallel`
need none (the pass handles region-branch ops and their terminators through
the region control flow interface, as MLIR does). `scf.forall.in_parallel`
and `scf.reduce.return` end a region without forwarding memrefs to an SSA
value: the block deallocates everything it owns before them.
`scf.forall.in_parallel` must be empty (at the memref level it has nothing to
insert), and `scf.reduce.return` must not return a memref (its ownership
could not be passed on).

**Region control flow models**: where control goes from each scf op and its
terminators (MLIR's RegionBranchOpInterface), which the deallocation pass,
liveness and the bufferization analysis follow. **Memory effects**:
`scf.execute_region` has its body's, `scf.forall.in_parallel` none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import DenseArrayBase, MemRefType, i32
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.interfaces.buffer_deallocation import (
    BUFFER_DEALLOCATION_MODELS,
    BufferDeallocationModel,
    DeallocationOptions,
    insert_dealloc_for_return_like,
)
from xdsl_bufferization.interfaces.bufferizable import (
    AliasingOpOperand,
    AliasingValue,
    AnalysisState,
    BufferizableOpModel,
    BufferizationError,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    OpOperand,
    ReadOnlyOperandsModel,
    allocate_tensor_for_shaped_value,
    bufferize_block_signature,
    constant_int_value,
    create_memref_cast,
    create_to_tensor,
    default_get_buffer_type,
    dense_ints,
    get_buffer,
    get_buffer_type,
    get_buffers,
    get_memref_type_with_fully_dynamic_layout,
    is_buffer,
    is_tensor,
    memory_space_of,
    recreate_op,
    register_builtin_model,
    replace_op_with_bufferized_values,
    replace_op_with_new_bufferized_op,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    NoEffectsModel,
    RecursiveEffectsModel,
)
from xdsl_bufferization.interfaces.operands import (
    OperandRange,
    all_operands,
    operand_tail,
)
from xdsl_bufferization.interfaces.ownership import DeallocationState, is_memref
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_OP_MODELS,
    REGION_BRANCH_TERMINATOR_MODELS,
    ForwardAllOperands,
    ForwardNoOperands,
    ForwardOperandsFrom,
    RegionBranchOpModel,
    RegionSuccessor,
    SingleRegionModel,
)
from xdsl_bufferization.models.cf import caller_op_operands

# ===----------------------------------------------------------------------=== #
# Bufferization models
# ===----------------------------------------------------------------------=== #


# ===----------------------------------------------------------------------=== #
# Helpers
# ===----------------------------------------------------------------------=== #


def _terminator(block: Block) -> Operation:
    last = block.last_op
    assert last is not None, "expected a terminator"
    return last


def _body(op: Operation, region: int = 0) -> Block:
    return op.regions[region].blocks[0]


def _cast_buffer(
    rewriter: PatternRewriter, buffer: SSAValue, target: Attribute
) -> SSAValue:
    """Cast `buffer` to `target` (they may differ only in their layout)."""
    return create_memref_cast(rewriter, buffer, target)


def _known_buffer_type(
    value: SSAValue,
    options: BufferizationOptions,
    state: BufferizationState,
    invocation_stack: list[SSAValue],
) -> Attribute:
    """The buffer type of `value`: its own type if already bufferized."""
    if is_buffer(value):
        return value.type
    return get_buffer_type(value, options, state, invocation_stack)


def _join_buffer_types(
    op: Operation, types: Sequence[Attribute], tensor_type: Attribute, what: str
) -> Attribute:
    """One buffer type for values of several buffer types: the common type,
    or a fully dynamic layout in the common memory space."""
    result = types[0]
    for t in types[1:]:
        if t == result:
            continue
        if memory_space_of(t) != memory_space_of(result):
            raise BufferizationError(op, f"inconsistent memory space on {what}")
        result = get_memref_type_with_fully_dynamic_layout(
            tensor_type, memory_space_of(result)
        )
    return result


def retype_block_arguments(
    rewriter: PatternRewriter, block: Block, new_types: Sequence[Attribute]
) -> None:
    """
    Give the block arguments `new_types`; users of a changed tensor argument
    get a `bufferization.to_tensor` of the new (memref) argument, created at
    the start of the block in argument order.
    """
    rewriter.insertion_point = InsertPoint.at_start(block)
    first = block.first_op
    for arg, new_type in zip(list(block.args), new_types, strict=True):
        if arg.type == new_type:
            continue
        old_type = arg.type
        new_arg = rewriter.replace_value_with_new_type(arg, new_type)
        uses = [(u.operation, u.index) for u in new_arg.uses]
        if not uses:
            continue
        if first is not None:
            rewriter.insertion_point = InsertPoint.before(first)
        else:
            rewriter.insertion_point = InsertPoint.at_end(block)
        tensor = create_to_tensor(rewriter, new_arg, old_type)
        for user, index in uses:
            user.operands[index] = tensor


def _new_op_like(
    op: Operation,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: dict[str, Attribute] | None = None,
) -> Operation:
    """A new op of `op`'s class with `op`'s regions moved into it."""
    regions: list[Region] = []
    for region in op.regions:
        new_region = Region()
        region.move_blocks(new_region)
        regions.append(new_region)
    return recreate_op(op, operands, result_types, regions, properties)


def _tensor_indices(values: Sequence[SSAValue]) -> set[int]:
    return {i for i, v in enumerate(values) if is_tensor(v)}


def _does_not_alias_external_value(
    value: SSAValue,
    region: Region,
    exceptions: Sequence[SSAValue],
    state: AnalysisState,
) -> bool:
    """Whether `value` surely does not alias a tensor defined outside of
    `region` or an entry argument of `region` (except `exceptions`)."""
    from xdsl_bufferization.analysis.one_shot_analysis import OneShotAnalysisState

    assert isinstance(state, OneShotAnalysisState)
    for alias in state.aliases(value):
        if any(alias is e for e in exceptions):
            continue
        if isinstance(alias, BlockArgument):
            alias_region = alias.block.parent
            if alias_region is None or not _is_proper_ancestor_region(
                region, alias_region
            ):
                return False
        else:
            alias_region = cast(OpResult, alias).op.parent_region()
            if alias_region is None or not _is_ancestor_region(region, alias_region):
                return False
    return True


def _is_ancestor_region(region: Region, other: Region) -> bool:
    current: Region | None = other
    while current is not None:
        if current is region:
            return True
        parent = current.parent
        current = parent.parent_region() if parent is not None else None
    return False


def _is_proper_ancestor_region(region: Region, other: Region) -> bool:
    return region is not other and _is_ancestor_region(region, other)


def _equivalent_indices(
    args: Sequence[SSAValue], yielded: Sequence[SSAValue], state: AnalysisState
) -> set[int]:
    result: set[int] = set()
    for i in range(min(len(args), len(yielded))):
        if (
            is_tensor(args[i])
            and is_tensor(yielded[i])
            and state.are_equivalent_bufferized_values(args[i], yielded[i])
        ):
            result.add(i)
    return result


def _loop_iter_arg_buffer_type(
    loop: Operation,
    iter_arg: BlockArgument,
    init: SSAValue,
    yielded: SSAValue,
    options: BufferizationOptions,
    state: BufferizationState,
    invocation_stack: list[SSAValue],
) -> Attribute:
    """
    The buffer type of a loop iter_arg: that of its init value if the yielded
    value has the same, else a fully dynamic layout. (Computing the yielded
    type usually asks for the iter_arg type again: the second time, the init
    type is taken.)
    """
    init_type = get_buffer_type(init, options, state, invocation_stack)
    if sum(1 for v in invocation_stack if v is iter_arg) >= 2:
        return init_type
    yielded_type = _known_buffer_type(yielded, options, state, invocation_stack)
    if init_type == yielded_type:
        return yielded_type
    if memory_space_of(init_type) != memory_space_of(yielded_type):
        raise BufferizationError(
            loop,
            "init_arg and yielded value bufferize to inconsistent memory spaces",
            op_error=True,
        )
    return get_memref_type_with_fully_dynamic_layout(
        iter_arg.type, memory_space_of(yielded_type)
    )


# ===----------------------------------------------------------------------=== #
# scf.yield, scf.condition
# ===----------------------------------------------------------------------=== #


_YIELD_PARENTS = frozenset(
    {"scf.execute_region", "scf.if", "scf.index_switch", "scf.for", "scf.while"}
)
"""The ops whose `scf.yield` bufferizes."""


class YieldModel(BufferizableOpModel):
    """`scf.yield`: bufferized with its parent; operands stay in place."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return False

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        parent = op.parent_op()
        if parent is None:
            return []
        if parent.name == "scf.if":
            return [
                AliasingValue(
                    parent.results[operand.index], BufferRelation.EQUIVALENT, False
                )
            ]
        if parent.name == "scf.execute_region":
            return [
                AliasingValue(parent.results[operand.index], BufferRelation.EQUIVALENT)
            ]
        return []

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def may_fail_to_bufferize(
        self, op: Operation, options: BufferizationOptions
    ) -> bool:
        parent = op.parent_op()
        return parent is None or parent.name not in _YIELD_PARENTS

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        parent = op.parent_op()
        assert parent is not None
        if parent.name not in _YIELD_PARENTS:
            raise BufferizationError(op, "unsupported scf::YieldOp parent")
        new_values: list[SSAValue] = []
        for i, value in enumerate(op.operands):
            if not is_tensor(value):
                new_values.append(value)
                continue
            buffer = get_buffer(rewriter, value, options, state)
            rewriter.insertion_point = InsertPoint.before(op)
            if parent.name in ("scf.for", "scf.if", "scf.index_switch"):
                target = get_buffer_type(parent.results[i], options, state)
                buffer = _cast_buffer(rewriter, buffer, target)
            elif parent.name == "scf.while":
                target = get_buffer_type(_body(parent, 0).args[i], options, state)
                buffer = _cast_buffer(rewriter, buffer, target)
            new_values.append(buffer)
        new = recreate_op(op, new_values, [])
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        rewriter.erase(op)


class ConditionModel(ReadOnlyOperandsModel):
    """`scf.condition`: bufferized with its `scf.while`; operands stay in
    place."""

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        while_op = op.parent_op()
        assert while_op is not None
        new_values: list[SSAValue] = [op.operands[0]]
        for i, value in enumerate(op.operands[1:]):
            if not is_tensor(value):
                new_values.append(value)
                continue
            buffer = get_buffer(rewriter, value, options, state)
            target = get_buffer_type(_body(while_op, 1).args[i], options, state)
            rewriter.insertion_point = InsertPoint.before(op)
            new_values.append(_cast_buffer(rewriter, buffer, target))
        new = recreate_op(op, new_values, [])
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        rewriter.erase(op)


# ===----------------------------------------------------------------------=== #
# scf.if, scf.index_switch, scf.execute_region
# ===----------------------------------------------------------------------=== #


def _yields_of(op: Operation) -> list[Operation]:
    """The `scf.yield` terminators of the regions of `op` (one per region)."""
    return [_terminator(region.blocks[0]) for region in op.regions]


class _BranchingModel(BufferizableOpModel):
    """Ops whose regions yield their results (`scf.if`, `scf.index_switch`)."""

    what = "branches"

    def _ordered_yields(self, op: Operation) -> list[Operation]:
        return _yields_of(op)

    def get_aliasing_op_operands(
        self, op: Operation, value: SSAValue, state: AnalysisState
    ) -> list[AliasingOpOperand]:
        index = cast(OpResult, value).index
        return [
            AliasingOpOperand(OpOperand(y, index), BufferRelation.EQUIVALENT, False)
            for y in self._ordered_yields(op)
        ]

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        index = cast(OpResult, value).index
        types = [
            _known_buffer_type(y.operands[index], options, state, invocation_stack)
            for y in self._ordered_yields(op)
        ]
        return _join_buffer_types(op, types, value.type, self.what)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        new_types = [
            get_buffer_type(r, options, state) if is_tensor(r) else r.type
            for r in op.results
        ]
        new = _new_op_like(op, list(op.operands), new_types)
        replace_op_with_new_bufferized_op(rewriter, op, new)


class IfModel(_BranchingModel):
    """`scf.if`: a new `scf.if` yielding buffers."""

    what = "then/else branches"


class IndexSwitchModel(_BranchingModel):
    """`scf.index_switch`: a new `scf.index_switch` yielding buffers."""

    what = "switch cases"

    def _ordered_yields(self, op: Operation) -> list[Operation]:
        # Cases first, then the default region (region 0).
        yields = _yields_of(op)
        return [*yields[1:], yields[0]]

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        index = cast(OpResult, value).index
        yields = _yields_of(op)
        # The default case first, then the cases in order.
        types = [
            _known_buffer_type(y.operands[index], options, state, invocation_stack)
            for y in yields
        ]
        return _join_buffer_types(op, types, value.type, self.what)


def _unique_yield(op: Operation) -> Operation | None:
    result: Operation | None = None
    for block in op.regions[0].blocks:
        last = block.last_op
        if last is not None and last.name == "scf.yield":
            if result is not None:
                return None
            result = last
    return result


class ExecuteRegionModel(BufferizableOpModel):
    """`scf.execute_region`: a new op yielding buffers; block arguments of
    its (possibly several) blocks become memrefs."""

    def supports_unstructured_control_flow(self) -> bool:
        return True

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return True

    def verify_analysis(self, op: Operation, state: AnalysisState) -> None:
        if _unique_yield(op) is None:
            raise BufferizationError(
                op, "op without unique scf.yield is not supported", op_error=True
            )

    def get_aliasing_op_operands(
        self, op: Operation, value: SSAValue, state: AnalysisState
    ) -> list[AliasingOpOperand]:
        if isinstance(value, BlockArgument):
            return [
                AliasingOpOperand(o, BufferRelation.EQUIVALENT, False)
                for o in caller_op_operands(value)
            ]
        yield_op = _unique_yield(op)
        if yield_op is None:
            return []
        index = cast(OpResult, value).index
        return [
            AliasingOpOperand(OpOperand(yield_op, index), BufferRelation.EQUIVALENT)
        ]

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        if isinstance(value, OpResult):
            return default_get_buffer_type(value, options, state, invocation_stack)
        return block_argument_buffer_type(
            op, cast(BlockArgument, value), options, state, invocation_stack
        )

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        yield_op = _unique_yield(op)
        assert yield_op is not None
        new_types = [v.type for v in yield_op.operands]
        new = _new_op_like(op, [], new_types)
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        for block in list(new.regions[0].blocks):
            bufferize_block_signature(block, rewriter, options, state)
        replace_op_with_bufferized_values(rewriter, op, list(new.results))


def block_argument_buffer_type(
    op: Operation,
    arg: BlockArgument,
    options: BufferizationOptions,
    state: BufferizationState,
    invocation_stack: list[SSAValue],
) -> Attribute:
    """
    The buffer type of a block argument of a region with unstructured control
    flow: the common buffer type of the values forwarded to it, or a fully
    dynamic layout if they differ.
    """
    result: Attribute | None = None
    for operand in caller_op_operands(arg):
        value = operand.get()
        if any(value is v for v in invocation_stack):
            continue
        caller_type = _known_buffer_type(value, options, state, invocation_stack)
        if result is None:
            result = caller_type
            continue
        if result == caller_type:
            continue
        if memory_space_of(result) != memory_space_of(caller_type):
            raise BufferizationError(
                op,
                "incoming operands of block argument have inconsistent memory spaces",
                op_error=True,
            )
        result = get_memref_type_with_fully_dynamic_layout(
            arg.type, memory_space_of(result)
        )
    if result is None:
        raise BufferizationError(
            op, "could not infer buffer type of block argument", op_error=True
        )
    return result


# ===----------------------------------------------------------------------=== #
# scf.for
# ===----------------------------------------------------------------------=== #


def _for_may_have_zero_iterations(op: Operation) -> bool:
    lb = constant_int_value(op.operands[0])
    ub = constant_int_value(op.operands[1])
    if lb is None or ub is None:
        return True
    return ub <= lb


class ForModel(BufferizableOpModel):
    """`scf.for`: a new `scf.for` over buffers."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        if _for_may_have_zero_iterations(op):
            return True
        iter_arg = _body(op).args[operand.index - 2]
        return state.is_value_read(iter_arg)

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def buffer_relation(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> BufferRelation:
        iter_arg = _body(op).args[result.index + 1]
        yielded = _terminator(_body(op)).operands[result.index]
        if state.are_equivalent_bufferized_values(iter_arg, yielded):
            return BufferRelation.EQUIVALENT
        return BufferRelation.UNKNOWN

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        result = op.results[operand.index - 3]
        relation = self.buffer_relation(op, result, state)
        return [AliasingValue(result, relation, relation == BufferRelation.EQUIVALENT)]

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return True

    def resolve_conflicts(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        analysis_state: AnalysisState,
        bufferization_state: BufferizationState,
    ) -> None:
        super().resolve_conflicts(op, rewriter, analysis_state, bufferization_state)
        if analysis_state.options.copy_before_write:
            return
        body = _body(op)
        yield_op = _terminator(body)
        indices = _tensor_indices(op.operands[3:])
        new_values: list[SSAValue] = []
        changed = False
        for i, value in enumerate(yield_op.operands):
            if i not in indices or _does_not_alias_external_value(
                value, op.regions[0], [body.args[i + 1]], analysis_state
            ):
                new_values.append(value)
                continue
            rewriter.insertion_point = InsertPoint.before(yield_op)
            new_values.append(
                allocate_tensor_for_shaped_value(
                    rewriter, value, analysis_state.options, bufferization_state
                )
            )
            changed = True
        if changed:
            for i, value in enumerate(new_values):
                yield_op.operands[i] = value

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        body = _body(op)
        if isinstance(value, OpResult):
            return get_buffer_type(
                body.args[value.index + 1], options, state, invocation_stack
            )
        arg = cast(BlockArgument, value)
        index = arg.index - 1
        return _loop_iter_arg_buffer_type(
            op,
            arg,
            op.operands[3 + index],
            _terminator(body).operands[index],
            options,
            state,
            invocation_stack,
        )

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        inits = list(op.operands[3:])
        init_buffers = get_buffers(rewriter, inits, options, state)
        rewriter.insertion_point = InsertPoint.before(op)
        casted: list[SSAValue] = []
        new_types: list[Attribute] = []
        for init, result in zip(init_buffers, op.results, strict=True):
            if not is_tensor(result):
                casted.append(init)
                new_types.append(result.type)
                continue
            target = get_buffer_type(result, options, state)
            rewriter.insertion_point = InsertPoint.before(op)
            casted.append(_cast_buffer(rewriter, init, target))
            new_types.append(target)
        body = _body(op)
        arg_types = [body.args[0].type, *new_types]
        retype_block_arguments(rewriter, body, arg_types)
        new = _new_op_like(op, [*op.operands[:3], *casted], new_types)
        replace_op_with_new_bufferized_op(rewriter, op, new)

    def verify_analysis(self, op: Operation, state: AnalysisState) -> None:
        if state.options.allow_return_allocs_from_loops:
            return
        yield_op = _terminator(_body(op))
        for result in op.results:
            if not is_tensor(result):
                continue
            if self.buffer_relation(op, result, state) != BufferRelation.EQUIVALENT:
                raise BufferizationError(
                    yield_op,
                    f"Yield operand #{result.index} is not equivalent to the "
                    "corresponding iter bbArg",
                )


# ===----------------------------------------------------------------------=== #
# scf.while
# ===----------------------------------------------------------------------=== #


class WhileModel(BufferizableOpModel):
    """`scf.while`: a new `scf.while` over buffers."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def buffer_relation(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> BufferRelation:
        index = result.index
        before = _body(op, 0)
        after = _body(op, 1)
        if index >= len(before.args) or result.type != before.args[index].type:
            return BufferRelation.UNKNOWN
        condition = _terminator(before)
        yield_op = _terminator(after)
        equivalent_condition = state.are_equivalent_bufferized_values(
            before.args[index], condition.operands[1 + index]
        )
        equivalent_yield = state.are_equivalent_bufferized_values(
            after.args[index], yield_op.operands[index]
        )
        if equivalent_condition and equivalent_yield:
            return BufferRelation.EQUIVALENT
        return BufferRelation.UNKNOWN

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        index = operand.index
        if index >= len(op.results) or operand.get().type != op.results[index].type:
            return []
        result = op.results[index]
        relation = self.buffer_relation(op, result, state)
        return [AliasingValue(result, relation, relation == BufferRelation.EQUIVALENT)]

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return True

    def resolve_conflicts(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        analysis_state: AnalysisState,
        bufferization_state: BufferizationState,
    ) -> None:
        super().resolve_conflicts(op, rewriter, analysis_state, bufferization_state)
        if analysis_state.options.copy_before_write:
            return
        before = _body(op, 0)
        after = _body(op, 1)
        condition = _terminator(before)
        yield_op = _terminator(after)
        equivalent_before = _equivalent_indices(
            list(before.args), list(condition.operands[1:]), analysis_state
        )
        equivalent_after = _equivalent_indices(
            list(after.args), list(yield_op.operands), analysis_state
        )
        for index, value in enumerate(list(condition.operands[1:])):
            if not is_tensor(value) or (
                index in equivalent_after and index in equivalent_before
            ):
                continue
            rewriter.insertion_point = InsertPoint.before(condition)
            condition.operands[1 + index] = allocate_tensor_for_shaped_value(
                rewriter, value, analysis_state.options, bufferization_state
            )

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        before = _body(op, 0)
        after = _body(op, 1)
        if isinstance(value, BlockArgument) and value.block is before:
            index = value.index
            return _loop_iter_arg_buffer_type(
                op,
                value,
                op.operands[index],
                _terminator(after).operands[index],
                options,
                state,
                invocation_stack,
            )
        index = cast(OpResult | BlockArgument, value).index
        yielded = _terminator(before).operands[1 + index]
        return _known_buffer_type(yielded, options, state, invocation_stack)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        before = _body(op, 0)
        after = _body(op, 1)
        init_buffers = get_buffers(rewriter, list(op.operands), options, state)
        rewriter.insertion_point = InsertPoint.before(op)
        casted: list[SSAValue] = []
        before_types: list[Attribute] = []
        for init, arg in zip(init_buffers, before.args, strict=True):
            if not is_tensor(arg):
                casted.append(init)
                before_types.append(arg.type)
                continue
            target = get_buffer_type(arg, options, state)
            rewriter.insertion_point = InsertPoint.before(op)
            casted.append(_cast_buffer(rewriter, init, target))
            before_types.append(target)
        after_types = [
            get_buffer_type(a, options, state) if is_tensor(a) else a.type
            for a in after.args
        ]
        retype_block_arguments(rewriter, before, before_types)
        retype_block_arguments(rewriter, after, after_types)
        new = _new_op_like(op, casted, after_types)
        replace_op_with_new_bufferized_op(rewriter, op, new)

    def verify_analysis(self, op: Operation, state: AnalysisState) -> None:
        if state.options.allow_return_allocs_from_loops:
            return
        before = _body(op, 0)
        after = _body(op, 1)
        condition = _terminator(before)
        for index, value in enumerate(condition.operands[1:]):
            if not is_tensor(value):
                continue
            if index >= len(before.args) or not state.are_equivalent_bufferized_values(
                value, before.args[index]
            ):
                raise BufferizationError(
                    condition,
                    f"Condition arg #{index} is not equivalent to the corresponding "
                    "iter bbArg",
                )
        yield_op = _terminator(after)
        for index, value in enumerate(yield_op.operands):
            if not is_tensor(value):
                continue
            if index >= len(after.args) or not state.are_equivalent_bufferized_values(
                value, after.args[index]
            ):
                raise BufferizationError(
                    yield_op,
                    f"Yield operand #{index} is not equivalent to the corresponding "
                    "iter bbArg",
                )


# ===----------------------------------------------------------------------=== #
# scf.forall
# ===----------------------------------------------------------------------=== #


def _forall_rank(op: Operation) -> int:
    static = op.properties.get("staticLowerBound")
    if static is not None:
        return len(dense_ints(static))
    return len(_body(op).args) - len(op.results)


def _forall_bounds(op: Operation) -> list[tuple[int | None, int | None, int | None]]:
    """The (lower bound, upper bound, step) of each dimension (None if
    dynamic)."""
    from xdsl.dialects.builtin import DYNAMIC_INDEX

    sizes = op.properties.get("operandSegmentSizes")
    segments = dense_ints(sizes) if sizes else [0, 0, 0]
    operands = list(op.operands)
    groups: list[list[SSAValue]] = []
    start = 0
    for count in segments[:3]:
        groups.append(operands[start : start + count])
        start += count
    result: list[list[int | None]] = []
    for name, dynamic in zip(
        ("staticLowerBound", "staticUpperBound", "staticStep"), groups, strict=True
    ):
        static = dense_ints(op.properties[name])
        it = iter(dynamic)
        values: list[int | None] = []
        for s in static:
            values.append(constant_int_value(next(it)) if s == DYNAMIC_INDEX else s)
        result.append(values)
    return list(zip(result[0], result[1], result[2], strict=True))


def _forall_outputs(op: Operation) -> list[SSAValue]:
    return list(op.operands[len(op.operands) - len(op.results) :])


class ForallModel(BufferizableOpModel):
    """`scf.forall`: a new `scf.forall` without shared outputs, writing into
    their buffers."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        first_output = len(op.operands) - len(op.results)
        return [
            AliasingValue(
                op.results[operand.index - first_output], BufferRelation.EQUIVALENT
            )
        ]

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        return True

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        outputs = _forall_outputs(op)
        if isinstance(value, BlockArgument):
            output = outputs[value.index - _forall_rank(op)]
        else:
            output = outputs[cast(OpResult, value).index]
        return get_buffer_type(output, options, state, invocation_stack)

    def is_repetitive_region(self, op: Operation, index: int) -> bool:
        for lb, ub, step in _forall_bounds(op):
            if lb is None or ub is None or step is None:
                return True
            if lb + step < ub:
                return True
        return False

    def is_parallel_region(self, op: Operation, index: int) -> bool:
        return self.is_repetitive_region(op, index)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        rank = _forall_rank(op)
        outputs = _forall_outputs(op)
        buffers = [get_buffer(rewriter, o, options, state) for o in outputs]
        body = _body(op)
        shared = list(body.args[rank:])
        rewriter.insertion_point = InsertPoint.at_start(body)
        first = body.first_op
        for arg, buffer in zip(shared, buffers, strict=True):
            if first is not None:
                rewriter.insertion_point = InsertPoint.before(first)
            tensor = create_to_tensor(rewriter, buffer, arg.type)
            arg.replace_all_uses_with(tensor)
        for arg in reversed(shared):
            body.erase_arg(arg)
        properties = dict(op.properties)
        sizes = properties.get("operandSegmentSizes")
        if sizes is not None:
            values = dense_ints(sizes)
            values[3] = 0
            properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, values)
        first_output = len(op.operands) - len(op.results)
        new = _new_op_like(op, list(op.operands[:first_output]), [], properties)
        rewriter.insertion_point = InsertPoint.before(op)
        rewriter.insert(new)
        replace_op_with_bufferized_values(rewriter, op, buffers)


# ===----------------------------------------------------------------------=== #
# Registration
# ===----------------------------------------------------------------------=== #


def register() -> None:
    """Register every model of the scf ops."""
    _register_bufferization()
    register_deallocation()
    _register_region_branch()
    # MLIR: RecursiveMemoryEffects; xDSL's class declares nothing.
    MEMORY_EFFECTS_MODELS.register("scf.execute_region", RecursiveEffectsModel())
    # MLIR: Pure; xDSL's class declares nothing.
    MEMORY_EFFECTS_MODELS.register("scf.forall.in_parallel", NoEffectsModel())


def _register_bufferization() -> None:
    register_builtin_model("scf.yield", YieldModel())
    register_builtin_model("scf.condition", ConditionModel())
    register_builtin_model("scf.if", IfModel())
    register_builtin_model("scf.index_switch", IndexSwitchModel())
    register_builtin_model("scf.execute_region", ExecuteRegionModel())
    register_builtin_model("scf.for", ForModel())
    register_builtin_model("scf.while", WhileModel())
    register_builtin_model("scf.forall", ForallModel())


# ===----------------------------------------------------------------------=== #
# Deallocation models
# ===----------------------------------------------------------------------=== #


class InParallelDeallocationModel(BufferDeallocationModel):
    """`scf.forall.in_parallel`: the terminator of an `scf.forall` body."""

    def verify(self, op: Operation, options: DeallocationOptions) -> str | None:
        for region in op.regions:
            for block in region.blocks:
                if block.first_op is not None:
                    return "only supported when nested region is empty"
        return None

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        insert_dealloc_for_return_like(state, op, ())
        return op


class ReduceReturnDeallocationModel(BufferDeallocationModel):
    """`scf.reduce.return`: the terminator of a reduction of `scf.reduce`."""

    def verify(self, op: Operation, options: DeallocationOptions) -> str | None:
        if any(is_memref(operand) for operand in op.operands):
            return "only supported when operand is not a MemRef"
        return None

    def process(
        self, op: Operation, state: DeallocationState, options: DeallocationOptions
    ) -> Operation | None:
        insert_dealloc_for_return_like(state, op, ())
        return op


def register_deallocation() -> None:
    """Register the deallocation models of the scf ops."""
    BUFFER_DEALLOCATION_MODELS.register(
        "scf.forall.in_parallel", InParallelDeallocationModel(), replace=True
    )
    BUFFER_DEALLOCATION_MODELS.register(
        "scf.reduce.return", ReduceReturnDeallocationModel(), replace=True
    )


# ===----------------------------------------------------------------------=== #
# Region control flow models
# ===----------------------------------------------------------------------=== #


class IfRegionBranchModel(RegionBranchOpModel):
    """`scf.if`: then region, else region (or straight to the results if empty)."""

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        then_region, else_region = op.regions[0], op.regions[1]
        if else_region.blocks.first is None:
            return (RegionSuccessor(then_region), RegionSuccessor.to_parent(op))
        return (RegionSuccessor(then_region), RegionSuccessor(else_region))

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor.to_parent(op),)


class ForRegionBranchModel(RegionBranchOpModel):
    """
    `scf.for` (lb, ub, step, init args...): the body (its block arguments after
    the induction variable) or the results, from the op and from the body.
    """

    def _successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return (
            RegionSuccessor.to_region(op.regions[0], 1),
            RegionSuccessor.to_parent(op),
        )

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return self._successors(op)

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return self._successors(op)

    def entry_successor_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> OperandRange:
        return operand_tail(op, 3)


class WhileRegionBranchModel(RegionBranchOpModel):
    """
    `scf.while`: entered into `before` with the inits; `before` (`scf.condition`)
    goes to `after` or to the results; `after` (`scf.yield`) goes to `before`.
    """

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor.to_region(op.regions[0]),)

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        before, after = op.regions[0], op.regions[1]
        if region is after:
            return (RegionSuccessor.to_region(before),)
        return (RegionSuccessor.to_region(after), RegionSuccessor.to_parent(op))

    def entry_successor_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> OperandRange:
        return all_operands(op)


class IndexSwitchRegionBranchModel(RegionBranchOpModel):
    """`scf.index_switch`: any of its regions (default first), each returning to the results."""

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return tuple(RegionSuccessor(region) for region in op.regions)

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor.to_parent(op),)


class ForallRegionBranchModel(RegionBranchOpModel):
    """
    `scf.forall`: the body (run by parallel threads, or not at all) or the op;
    the body returns to the op. Nothing is forwarded: the body's arguments are
    thread ids and shared outputs, the results come from `scf.forall.in_parallel`.
    """

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return (
            RegionSuccessor(op.regions[0]),
            RegionSuccessor.to_parent(op, with_results=False),
        )

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return (RegionSuccessor.to_parent(op, with_results=False),)

    def parallel_regions(self, op: Operation) -> Sequence[Region]:
        return (op.regions[0],)


class ParallelRegionBranchModel(RegionBranchOpModel):
    """
    `scf.parallel`: the body or the op, from the op and from the body. Nothing
    is forwarded: the results come from the reductions of `scf.reduce`.
    """

    def _successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return (
            RegionSuccessor(op.regions[0]),
            RegionSuccessor.to_parent(op, with_results=False),
        )

    def entry_successors(self, op: Operation) -> Sequence[RegionSuccessor]:
        return self._successors(op)

    def region_successors(
        self, op: Operation, region: Region
    ) -> Sequence[RegionSuccessor]:
        return self._successors(op)

    def parallel_regions(self, op: Operation) -> Sequence[Region]:
        return (op.regions[0],)


def _register_region_branch() -> None:
    REGION_BRANCH_OP_MODELS.register("scf.if", IfRegionBranchModel())
    REGION_BRANCH_OP_MODELS.register("scf.for", ForRegionBranchModel())
    REGION_BRANCH_OP_MODELS.register("scf.while", WhileRegionBranchModel())
    REGION_BRANCH_OP_MODELS.register("scf.execute_region", SingleRegionModel())
    REGION_BRANCH_OP_MODELS.register("scf.index_switch", IndexSwitchRegionBranchModel())
    REGION_BRANCH_OP_MODELS.register("scf.forall", ForallRegionBranchModel())
    REGION_BRANCH_OP_MODELS.register("scf.parallel", ParallelRegionBranchModel())
    forward_all = ForwardAllOperands()
    forward_nothing = ForwardNoOperands()
    REGION_BRANCH_TERMINATOR_MODELS.register("scf.yield", forward_all)
    REGION_BRANCH_TERMINATOR_MODELS.register("scf.condition", ForwardOperandsFrom(1))
    REGION_BRANCH_TERMINATOR_MODELS.register("scf.reduce", forward_nothing)
    # Not a RegionBranchTerminatorOpInterface in MLIR (a deallocation-specific
    # model covers it there); its region returns to scf.forall without
    # forwarding values.
    REGION_BRANCH_TERMINATOR_MODELS.register("scf.forall.in_parallel", forward_nothing)
    # The reduced value goes to the reduction, not to an SSA value of the IR.
    REGION_BRANCH_TERMINATOR_MODELS.register("scf.reduce.return", forward_nothing)


__all__ = [
    "ConditionModel",
    "ExecuteRegionModel",
    "ForModel",
    "ForallModel",
    "IfModel",
    "InParallelDeallocationModel",
    "IndexSwitchModel",
    "MemRefType",
    "ReduceReturnDeallocationModel",
    "WhileModel",
    "YieldModel",
    "block_argument_buffer_type",
    "register",
    "register_deallocation",
    "retype_block_arguments",
]
