"""
MLIR's `BufferDeallocationOpInterface`, as external models keyed by op name.

The ownership-based deallocation pass handles most ops through the generic
interfaces (memory effects, region control flow, branches, calls). Ops whose
semantics those interfaces cannot express get a `BufferDeallocationModel`:

- `process(op, state, options)` replaces the generic handling of the op: it
  updates the ownerships in `state` and may insert `bufferization.dealloc`
  ops (`cf.cond_br`, `scf.forall.in_parallel`, ...);
- `verify(op, options)` reports, before the pass changes anything, an input
  that `process` cannot handle (the pass analyses the whole input first and
  leaves it unchanged on error).

Models are registered in `BUFFER_DEALLOCATION_MODELS` by the modules
`xdsl_bufferization.models.<dialect>`, before the first lookup (see
`interfaces.registry`).

This module also holds the building blocks the pass and the models share
(MLIR's `deallocation_impl` and the IR-building part of `DeallocationState`):
an insertion helper with MLIR's `OpBuilder` placement, the list of memrefs and
conditions a block deallocates, and the dealloc of return-like terminators.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar, cast

from xdsl.dialects.builtin import (
    MemRefType,
    StridedLayoutAttr,
    UnrankedMemRefType,
    i1,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from xdsl_bufferization.interfaces.ownership import (
    DeallocationError,
    DeallocationState,
    Ownership,
    constant_bool,
    is_memref,
)
from xdsl_bufferization.interfaces.pipeline_building import (
    PipelineBuilding,
    active_pipeline_building,
)
from xdsl_bufferization.interfaces.registry import (
    ModelRegistry,
    ensure_builtin_models,
    get_op_name,
)
from xdsl_bufferization.utils.building import build_ir_op, integer_constant

OpT = TypeVar("OpT", bound=Operation)

# ---------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------

_DEFAULT_DIALECTS = ("memref", "bufferization")


def _in_default_dialects(op: Operation) -> bool:
    return get_op_name(op).split(".", 1)[0] in _DEFAULT_DIALECTS


@dataclass(frozen=True)
class DeallocationOptions:
    """
    Options of ownership-based deallocation (MLIR's `DeallocationOptions`).

    `is_relevant_alloc_op` and `is_relevant_dealloc_op` support programs that
    mix several kinds of allocations (seed 001, "Mixed Allocations"): the pass
    takes ownership only of buffers allocated by relevant ops (the others get
    ownership `false`: this run leaves them alone), and only frees by relevant
    ops are rejected (the others are ignored). Run the pass once per kind of
    allocation, each time with that kind relevant. Default: the `memref` and
    `bufferization` dialects.
    """

    private_function_dynamic_ownership: bool = False
    is_relevant_alloc_op: Callable[[Operation], bool] = field(
        default=_in_default_dialects
    )
    is_relevant_dealloc_op: Callable[[Operation], bool] = field(
        default=_in_default_dialects
    )


# ---------------------------------------------------------------------------
# Insertion
# ---------------------------------------------------------------------------


class Builder:
    """
    Inserts ops at a fixed place, like MLIR's `OpBuilder`: before `anchor`,
    or at the end of `block` if `anchor` is None. Ops inserted by one builder
    appear in the order they are inserted.
    """

    def __init__(self, block: Block, anchor: Operation | None):
        self.block = block
        self.anchor = anchor

    @staticmethod
    def before(op: Operation) -> Builder:
        block = op.parent
        assert block is not None
        return Builder(block, op)

    @staticmethod
    def after(op: Operation) -> Builder:
        block = op.parent
        assert block is not None
        return Builder(block, op.next_op)

    @staticmethod
    def at_block_begin(block: Block) -> Builder:
        return Builder(block, block.first_op)

    def insert(self, op: OpT) -> OpT:
        if self.anchor is None:
            self.block.add_op(op)
        else:
            self.block.insert_op_before(op, self.anchor)
        return op

    def bool_constant(self, value: bool) -> SSAValue:
        reuse = active_pipeline_building()
        if reuse is not None:
            found = reuse.find(self.block, self.anchor, value)
            if found is not None:
                if found is self.anchor:
                    # What this builder inserts next goes after it, as it
                    # would have after the constant it stands for.
                    self.anchor = found.next_op
                return found.results[0]
            leading = reuse.leading(self.block, value)
            if leading is not None:
                return leading
        constant = self.insert(integer_constant(int(value), i1))
        constant.result.name_hint = "true" if value else "false"
        if reuse is not None:
            reuse.record(constant, value)
        return constant.result


# ---------------------------------------------------------------------------
# Models
# ---------------------------------------------------------------------------


class BufferDeallocationModel(abc.ABC):
    """External model of MLIR's BufferDeallocationOpInterface for one op name."""

    def verify(self, op: Operation, options: DeallocationOptions) -> str | None:
        """
        A diagnostic for an `op` that `process` cannot handle, found before the
        pass changes the IR; None if it can. Default: None.
        """
        return None

    def deallocates_in_regions(self, op: Operation) -> bool:
        """
        Whether the blocks of `op`'s regions are deallocation scopes of their
        own (the pass processes them). False for an op whose body cannot own
        a buffer (`vector.mask`: one masked op that neither allocates nor
        frees, which must stay alone in its body). Default: True.
        """
        return True

    @abc.abstractmethod
    def process(
        self,
        op: Operation,
        state: DeallocationState,
        options: DeallocationOptions,
    ) -> Operation | None:
        """
        Handle `op` (instead of the generic handlers): update `state`, insert
        deallocs if needed. Returns `op` or the op replacing it (None if it
        was erased). Raises `DeallocationError` on unsupported input.
        """


BUFFER_DEALLOCATION_MODELS = ModelRegistry[BufferDeallocationModel](
    "buffer deallocation"
)
"""Models of MLIR's BufferDeallocationOpInterface, by op name."""


def register_buffer_deallocation_models() -> None:
    """Register the built-in models of every interface, once (kept for
    callers of this name; see `registry.ensure_builtin_models`)."""
    ensure_builtin_models()


def get_buffer_deallocation_model(op: Operation) -> BufferDeallocationModel | None:
    """The deallocation model of `op`, if it has one."""
    return BUFFER_DEALLOCATION_MODELS.lookup(op)


# ---------------------------------------------------------------------------
# Building blocks (MLIR's deallocation_impl)
# ---------------------------------------------------------------------------


def _skips_metadata(building: PipelineBuilding, memref: SSAValue) -> bool:
    """Whether, within the pipeline, a dealloc takes the ranked `memref`
    itself rather than its extracted base buffer."""
    return not isinstance(memref.type, UnrankedMemRefType) and building.skips_metadata(
        memref
    )


def base_buffer(builder: Builder, memref: SSAValue) -> SSAValue:
    """
    The base buffer of `memref` (`memref.extract_strided_metadata`), which is
    what `bufferization.dealloc` deallocates; an unranked memref is first
    reinterpreted as a rank-0 memref. Within the pipeline, a buffer its
    defining op allocates is its own (`interfaces/pipeline_building.py`).
    """
    building = active_pipeline_building()
    if building is not None and _skips_metadata(building, memref):
        return memref
    from xdsl_bufferization.dialects.memref import ExtractStridedMetaDataOp
    from xdsl_bufferization.dialects.memref_views import ReinterpretCastOp

    memref_type = memref.type
    if isinstance(memref_type, UnrankedMemRefType):
        unranked = cast(UnrankedMemRefType[Attribute], memref_type)
        # MLIR's type: rank 0 with an explicit (empty) strided layout.
        ranked = MemRefType(
            unranked.element_type,
            [],
            StridedLayoutAttr([], 0),
            unranked.memory_space,
        )
        reinterpreted = builder.insert(
            ReinterpretCastOp(memref, [], [], [], [0], [], [], ranked)
        )
        memref = reinterpreted.result
    result_types = _METADATA_TYPES.get(memref.type)
    if result_types is None:
        from xdsl_bufferization.dialects.memref import strided_metadata_types

        result_types = strided_metadata_types(cast(MemRefType, memref.type))
        _METADATA_TYPES[memref.type] = result_types
    # Built with `create` (the result types are known): much faster than the
    # inferring constructor, and this op is built for every memref of every
    # dealloc.
    metadata = cast(
        Operation,
        ExtractStridedMetaDataOp.create(  # pyright: ignore[reportUnknownMemberType]
            operands=[memref], result_types=result_types
        ),
    )
    builder.insert(metadata)
    base = metadata.results[0]
    base.name_hint = "base_buffer"
    return base


_METADATA_TYPES: dict[Attribute, list[Attribute]] = {}
"""Result types of `memref.extract_strided_metadata`, by source type."""


def memrefs_and_conditions_to_deallocate(
    state: DeallocationState, builder: Builder, block: Block
) -> tuple[list[SSAValue], list[SSAValue]]:
    """
    The base buffers of the memrefs `block` may have to deallocate and their
    ownership indicators. Raises `DeallocationError` if one has no unique
    ownership.
    """
    building = active_pipeline_building()
    memrefs: list[SSAValue] = []
    conditions: list[SSAValue] = []
    for memref in state.memrefs_to_deallocate(block):
        ownership = state.get_ownership(memref, block)
        if not ownership.is_unique:
            terminator = block.last_op
            raise DeallocationError(
                _value_op(memref),
                "MemRef value does not have valid ownership",
                [
                    (
                        terminator,
                        "its ownership is needed to free it at the end of this block",
                    )
                ]
                if terminator is not None
                else [],
            )
        if (
            building is not None
            and not isinstance(memref.type, UnrankedMemRefType)
            and constant_bool(ownership.indicator) is False
        ):
            # Never freed: the next `canonicalize` drops it, and its base
            # buffer (interfaces/pipeline_building.py).
            memrefs.append(memref)
        else:
            memrefs.append(base_buffer(builder, memref))
        conditions.append(ownership.indicator)
    return memrefs, conditions


def _value_op(value: SSAValue) -> Operation:
    """An op to report a diagnostic about `value` at."""
    owner = value.owner
    if isinstance(owner, Operation):
        return owner
    parent = owner.parent_op()
    assert parent is not None
    return parent


def create_dealloc(
    state: DeallocationState,
    builder: Builder,
    block: Block,
    memrefs: Sequence[SSAValue],
    conditions: Sequence[SSAValue],
    retained: Sequence[SSAValue],
) -> Operation:
    """
    Insert `bufferization.dealloc memrefs if conditions retain retained` and
    make its results the ownerships of the retained values in `block`.
    """
    from xdsl_bufferization.dialects.bufferization import DeallocOp

    # `DeallocOp(memrefs, conditions, retained)`, built without IRDL's generic
    # argument handling (one per block that frees or forwards a buffer).
    dealloc = builder.insert(
        build_ir_op(
            DeallocOp,
            operands=(list(memrefs), list(conditions), list(retained)),
            result_types=([i1] * len(retained),),
        )
    )
    state.reset_ownerships(retained, block)
    for value, ownership in zip(retained, dealloc.results):
        # A value retained twice (forwarded and live) gets equal results: keep
        # the first, as joining two different indicators would make it unknown.
        if state.get_ownership(value, block).is_uninitialized:
            state.update_ownership(value, ownership, block)
    return dealloc


def insert_dealloc_for_return_like(
    state: DeallocationState, op: Operation, operands: Sequence[SSAValue]
) -> list[SSAValue]:
    """
    Insert the dealloc of a terminator without successor blocks (`op`), which
    forwards `operands` out of its region: deallocate what the block owns,
    retain the forwarded memrefs (and what is live-out). Returns the new
    ownership indicators of the forwarded memrefs, in order.
    """
    block = op.parent
    assert block is not None
    builder = Builder.before(op)
    memrefs, conditions = memrefs_and_conditions_to_deallocate(state, builder, block)
    retained = state.memrefs_to_retain(block, None, operands)
    if not memrefs and not retained:
        return []
    dealloc = create_dealloc(state, builder, block, memrefs, conditions, retained)
    count = sum(1 for value in operands if is_memref(value))
    return list(dealloc.results[:count])


def ownership_of(state: DeallocationState, memref: SSAValue, block: Block) -> Ownership:
    """The ownership of `memref` in `block` (shorthand for models)."""
    return state.get_ownership(memref, block)


def is_constant_true(value: SSAValue) -> bool:
    return constant_bool(value) is True
