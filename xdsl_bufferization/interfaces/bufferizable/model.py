"""The BufferizableOpInterface model (`BufferizableOpModel`, with MLIR's
defaults; `DestinationStyleOpModel`, `ReadOnlyOperandsModel`) and its
registry, keyed by op name (`register_bufferizable_model`,
`get_bufferizable_model`).
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from xdsl.dialects.builtin import (
    MemRefType,
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
from xdsl.pattern_rewriter import PatternRewriter

from xdsl_bufferization.interfaces import region_branch
from xdsl_bufferization.interfaces.bufferizable.analysis_state import (
    AnalysisState,
    BufferizationState,
    unknown_get_aliasing_values,
)
from xdsl_bufferization.interfaces.bufferizable.building import (
    get_memref_type,
)
from xdsl_bufferization.interfaces.bufferizable.model_helpers import (
    get_buffer_type,
    resolve_tensor_op_operand_conflicts,
)
from xdsl_bufferization.interfaces.bufferizable.values import (
    _VALUE_KIND,
    AliasingOpOperand,
    AliasingValue,
    BufferizationError,
    BufferRelation,
    OpOperand,
    TraversalConfig,
    _value_kind,
    any_tensor,
    get_owner_of_value,
)
from xdsl_bufferization.interfaces.registry import ensure_builtin_models

if TYPE_CHECKING:
    from xdsl_bufferization.interfaces.bufferizable.options import (
        BufferizationOptions,
    )


def default_has_tensor_semantics(op: Operation) -> bool:
    """Whether `op` has a tensor operand, result or block argument."""
    # (The operand tuple and the block chain read directly, without view
    # objects: asked of every op the rewrite creates.)
    operands = op._operands  # pyright: ignore[reportPrivateUsage]
    if any_tensor(op.results) or any_tensor(operands):
        return True
    for region in op.regions:
        block = region.first_block
        while block is not None:
            if any_tensor(block.args):
                return True
            block = block.next_block
    return False


def has_tensor_semantics(op: Operation) -> bool:
    """Whether `op` has tensor semantics (per its model if it has one)."""
    model = get_bufferizable_model(op)
    if model is not None:
        return model.has_tensor_semantics(op)
    return default_has_tensor_semantics(op)


# ===----------------------------------------------------------------------=== #
# The model
# ===----------------------------------------------------------------------=== #


class BufferizableOpModel(abc.ABC):
    """
    How ops of one kind bufferize (MLIR's BufferizableOpInterface, as an
    external model). Every method receives the op. Operands that are asked
    about always hold tensors; values always are tensors.

    The defaults are conservative where they are not obvious: operands are
    read and written, and may alias every tensor result. Only `bufferize` must
    be implemented.
    """

    def bufferizes_to_allocation(self, op: Operation, value: SSAValue) -> bool:
        """Whether `value` may bufferize to a new allocation."""
        return False

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        """Whether the buffer of `operand` is read."""
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        """Whether the buffer of `operand` is written."""
        return True

    def bufferizes_to_elementwise_access(
        self, op: Operation, state: AnalysisState, operands: Sequence[OpOperand]
    ) -> bool:
        """Whether the bufferized op reads and writes `operands` element by
        element (every read of a position before every write to it)."""
        return False

    def result_bufferizes_to_memory_write(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> bool:
        """Whether `result` is defined by a write to its buffer."""
        return default_result_bufferizes_to_memory_write(self, op, result, state)

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        """Whether `operand` must bufferize in place (unranked tensors do)."""
        return isinstance(operand.get().type, UnrankedTensorType)

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        """The values that may alias `operand` if it bufferizes in place."""
        return unknown_get_aliasing_values(operand)

    def get_aliasing_op_operands(
        self, op: Operation, value: SSAValue, state: AnalysisState
    ) -> list[AliasingOpOperand]:
        """The operands that may alias `value` (the inverse of
        `get_aliasing_values` by default)."""
        return default_get_aliasing_op_operands(op, value, state)

    def resolve_conflicts(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        analysis_state: AnalysisState,
        bufferization_state: BufferizationState,
    ) -> None:
        """Insert tensor copies (`bufferization.alloc_tensor`) for the operands
        that bufferize out of place."""
        resolve_tensor_op_operand_conflicts(
            op, rewriter, analysis_state, bufferization_state
        )

    @abc.abstractmethod
    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        """
        Rewrite `op` to operate on buffers (`get_buffer` gives the buffer of a
        tensor operand; `replace_op_with_bufferized_values` replaces tensor
        results by buffers). Raise `BufferizationError` on failure.
        """

    def is_writable(self, op: Operation, value: SSAValue, state: AnalysisState) -> bool:
        """Whether the buffer of `value` may be written (results: yes; block
        arguments: no)."""
        return isinstance(value, OpResult)

    def is_not_conflicting(
        self,
        op: Operation,
        read: OpOperand,
        write: OpOperand,
        state: AnalysisState,
    ) -> bool:
        """Return True to declare that `read` and `write` (one of which belongs
        to `op`) do not form a read-after-write conflict."""
        return False

    def verify_analysis(self, op: Operation, state: AnalysisState) -> None:
        """Raise `BufferizationError` if the analysis result is unsupported."""
        return

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        """The memref type `value` (a result or block argument of `op`) will
        get, computed without rewriting anything."""
        return default_get_buffer_type(value, options, state, invocation_stack)

    def is_repetitive_region(self, op: Operation, index: int) -> bool:
        """Whether region `index` may run more than once per run of `op` (by
        default: whether it can reach itself, per the op's region-branch
        model; see `xdsl_bufferization.interfaces.region_branch`)."""
        return region_branch.is_repetitive_region(op.regions[index])

    def is_parallel_region(self, op: Operation, index: int) -> bool:
        """Whether several instances of region `index` may run at once."""
        return False

    def has_tensor_semantics(self, op: Operation) -> bool:
        """Whether `op` takes part in bufferization."""
        return default_has_tensor_semantics(op)

    def supports_unstructured_control_flow(self) -> bool:
        """Whether regions of the op may have several blocks."""
        return False

    def may_fail_to_bufferize(
        self, op: Operation, options: BufferizationOptions
    ) -> bool:
        """
        Whether `resolve_conflicts` or `bufferize` may raise a
        `BufferizationError` for `op` for a reason other than those the pass
        checks for every op (memory spaces, unranked or nested tensor types,
        several blocks: see `one_shot_bufferize.rewrite_may_fail`). The pass
        rewrites the IR directly when no op may fail, and otherwise works on a
        copy, so that an error leaves the IR untouched.

        By default: no for this package's models (whose failures are covered
        by the pass's checks or by their own override), yes for models
        registered with `register_bufferizable_model`. A model that knows when
        its rewrite cannot fail says so by overriding this.
        """
        return _BUILTIN_MODELS.get(op.name) is not self


def default_result_bufferizes_to_memory_write(
    model: BufferizableOpModel,
    op: Operation,
    result: OpResult,
    state: AnalysisState,
) -> bool:
    """
    A result is a write if it has no aliasing operand (a new buffer), if an
    aliasing operand is written, or if the use-def chain of an aliasing operand
    reaches a write inside `op` (e.g. in a branch of an `scf.if`).
    """
    aliases = model.get_aliasing_op_operands(op, result, state)
    if not aliases:
        return True
    if any(state.bufferizes_to_memory_write(a.operand) for a in aliases):
        return True
    if not op.regions:
        # Nothing is nested in `op`: the walk below cannot find a write
        # inside it (e.g. `extract_slice`, asked of every slice).
        return False

    def is_write_inside(value: SSAValue) -> bool:
        owner = get_owner_of_value(value)
        if owner is None or not op.is_ancestor(owner):
            return False
        return state.value_bufferizes_to_memory_write(value)

    config = TraversalConfig(always_include_leaves=False)
    return any(
        state.find_value_in_reverse_use_def_chain(a.operand, is_write_inside, config)
        for a in aliases
    )


def default_get_aliasing_op_operands(
    op: Operation, value: SSAValue, state: AnalysisState
) -> list[AliasingOpOperand]:
    """The operands of `op` whose aliasing values include `value`."""
    result: list[AliasingOpOperand] = []
    for operand in state.tensor_operands(op):
        for alias in state.get_aliasing_values(operand):
            if alias.value is value:
                result.append(
                    AliasingOpOperand(operand, alias.relation, alias.is_definite)
                )
    return result


def default_get_buffer_type(
    value: SSAValue,
    options: BufferizationOptions,
    state: BufferizationState,
    invocation_stack: list[SSAValue],
) -> Attribute:
    """
    Block arguments: the unknown-type conversion. Results with an equivalent
    aliasing operand: that operand's buffer type. Others: the unknown-type
    conversion in the default memory space (MLIR's `defaultGetBufferType`).
    """
    tensor_type = value.type
    owner = get_owner_of_value(value)
    assert owner is not None
    element_type = cast(TensorType[Attribute], tensor_type).element_type
    if isinstance(element_type, TensorType | MemRefType):
        raise BufferizationError(
            owner,
            f"cannot bufferize value of type {tensor_type}: element type "
            f"{element_type} is not a valid memref element type",
        )
    if isinstance(value, BlockArgument):
        return get_memref_type(tensor_type, options)
    analysis = AnalysisState(options)
    aliases = analysis.get_aliasing_op_operands(value)
    if aliases and aliases[0].relation == BufferRelation.EQUIVALENT:
        return get_buffer_type(
            aliases[0].operand.get(), options, state, invocation_stack
        )
    memory_space = options.default_memory_space(tensor_type)
    if memory_space is None:
        raise BufferizationError(owner, "could not infer memory space")
    # MLIR's default: the unknown-type conversion (a fully dynamic layout
    # unless `unknown-type-conversion=identity-layout-map`). It matters for
    # values not bufferized yet, e.g. a `tensor.empty` in a later region.
    return get_memref_type(tensor_type, options, None, memory_space)


class NoMemoryAccessModel(BufferizableOpModel, abc.ABC):
    """An op that neither reads nor writes the buffers of its tensor operands
    (a view or cast of its operand, a query of its metadata, a branch)."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return False

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return False


class ReadOnlyOperandsModel(BufferizableOpModel, abc.ABC):
    """
    Model of an op that only reads its tensor operands: each is read, none
    is written, and none aliases a result (`tensor.extract`, `func.return`,
    the `copy` of `bufferization.alloc_tensor`...). Subclasses give
    `bufferize` and whatever else differs.
    """

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
        return []


class DestinationStyleOpModel(BufferizableOpModel, abc.ABC):
    """
    Model of a destination-style op: each tensor result is computed into the
    buffer of its tied "init" operand (MLIR's DestinationStyleOpInterface).
    All tensor operands are read; only inits are written; init `i` aliases
    result `i` (equivalent buffers). Subclasses say which operands are inits.
    """

    @abc.abstractmethod
    def dps_init_indices(self, op: Operation) -> Sequence[int]:
        """The operand indices of the inits, in the order of the results."""

    def may_fail_to_bufferize(
        self, op: Operation, options: BufferizationOptions
    ) -> bool:
        # Mixed tensor and memref operands: "op does not have pure tensor
        # semantics".
        # (Asked of every op of the module: one look at each operand type.)
        kinds: set[int] = set()
        for value in op.operands:
            cls = type(value.type)
            kind = _VALUE_KIND.get(cls)
            kinds.add(_value_kind(cls) if kind is None else kind)
        return super().may_fail_to_bufferize(op, options) or (1 in kinds and 2 in kinds)

    def tied_result(self, op: Operation, operand: OpOperand) -> OpResult | None:
        """The result tied to `operand`, if it is an init."""
        inits = list(self.dps_init_indices(op))
        if operand.index in inits:
            position = inits.index(operand.index)
            if position < len(op.results):
                return op.results[position]
        return None

    def is_dps_init(self, op: Operation, operand: OpOperand) -> bool:
        """Whether `operand` is an init."""
        return operand.index in self.dps_init_indices(op)

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return self.is_dps_init(op, operand)

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        result = self.tied_result(op, operand)
        if result is None:
            return []
        return [AliasingValue(result, BufferRelation.EQUIVALENT)]


# ===----------------------------------------------------------------------=== #
# Registry
# ===----------------------------------------------------------------------=== #

_MODELS: dict[str, BufferizableOpModel] = {}
_BUILTIN_MODELS: dict[str, BufferizableOpModel] = {}
"""The models of this package (`register_builtin_model`), by op name."""


def register_bufferizable_model(
    op_name: str, model: BufferizableOpModel, *, replace: bool = False
) -> None:
    """
    Make ops named `op_name` bufferizable with `model`. Registering a second
    model for a name is an error unless `replace`.
    """
    ensure_builtin_models()
    if op_name in _MODELS and not replace:
        raise ValueError(f"a bufferizable model is already registered for {op_name}")
    _MODELS[op_name] = model


def unregister_bufferizable_model(op_name: str) -> None:
    """Remove the model registered for `op_name` (if any)."""
    ensure_builtin_models()
    _MODELS.pop(op_name, None)


def get_bufferizable_model(op: Operation) -> BufferizableOpModel | None:
    """The model registered for `op`'s name, or None."""
    model = _MODELS.get(op.name)
    if model is None:
        ensure_builtin_models()
        model = _MODELS.get(op.name)
    return model


def bufferizable_op_names() -> tuple[str, ...]:
    """The op names that have a bufferizable model, sorted."""
    ensure_builtin_models()
    return tuple(sorted(_MODELS))


def register_builtin_model(op_name: str, model: BufferizableOpModel) -> None:
    """Register a model of this package (`xdsl_bufferization.models`)."""
    _MODELS[op_name] = model
    _BUILTIN_MODELS[op_name] = model
