"""The BufferizableOpInterface: how an op takes part in One-Shot Bufferize.

An op takes part in One-Shot Bufferize through a *model*, a
`BufferizableOpModel` registered for its name with
`register_bufferizable_model` (like MLIR's external models: the op class is
not touched). The model answers the analysis' questions about the op's tensor
operands and results (is this operand read? written? which results alias it,
and how?) and rewrites the op to memrefs (`bufferize`).

Ops of MLIR's dialects get their models from `xdsl_bufferization.models` (one
module per dialect), which this module loads the first time a model is looked
up. Ops of other dialects get theirs by calling `register_bufferizable_model`;
`DestinationStyleOpModel` gives destination-style ops (whose results are
written into "init" operands) everything but `bufferize`. See
docs/bufferizable_ops.md for a worked example.

This module also holds the helpers models use: `get_buffer` (the buffer of a
tensor value), `get_buffer_type` (the memref type a tensor value will get),
`replace_op_with_bufferized_values`, `allocate_tensor_for_shaped_value`,
`BufferizationOptions.create_alloc` / `create_memcpy`, and `build_op` (an op
of any dialect, by name). Errors are raised as `BufferizationError`, which
the pass reports at the op.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Literal, cast

from xdsl.dialects import get_all_dialects as get_all_xdsl_dialects
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    IndexType,
    MemRefLayoutAttr,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StringAttr,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
    i64,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)
from xdsl.ir.affine import AffineMap
from xdsl.irdl import IRDLOperation
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.universe import Universe

from xdsl_bufferization.dialects import get_all_dialects
from xdsl_bufferization.interfaces import memory_effects, region_branch
from xdsl_bufferization.interfaces.branch import successor_operand_ranges
from xdsl_bufferization.interfaces.memref_types import (
    fully_dynamic_memref_type,
    identity_memref_type,
)
from xdsl_bufferization.interfaces.registry import ensure_builtin_models
from xdsl_bufferization.utils.building import (
    build_ir_op,
    dense_int_tuple,
    integer_attr,
    make_memref_type,
    operand_group_layout,
    unit_attr,
)
from xdsl_bufferization.utils.static_values import constant_int_value

LayoutMapOption = Literal[
    "infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map"
]
"""How the layout of a memref type that cannot be inferred is chosen."""

AnalysisHeuristic = Literal[
    "bottom-up", "top-down", "bottom-up-from-terminators", "fuzzer"
]
"""The order in which One-Shot Analysis visits ops."""


# ===----------------------------------------------------------------------=== #
# Errors
# ===----------------------------------------------------------------------=== #


class BufferizationError(Exception):
    """
    An op cannot be analyzed or bufferized. The pass reports `message` at `op`
    (MLIR's `emitOpError` wording, prefixed with the op name, when `op_error`),
    with `notes` at related ops.
    """

    def __init__(
        self,
        op: Operation,
        message: str,
        *,
        op_error: bool = False,
        notes: Sequence[tuple[Operation, str]] = (),
    ):
        self.op = op
        self.op_error = op_error
        self.notes = tuple(notes)
        self.raw_message = message
        super().__init__(f"'{op.name}' op {message}" if op_error else message)


# ===----------------------------------------------------------------------=== #
# Operands and aliasing
# ===----------------------------------------------------------------------=== #


# Per-class answers of the `isinstance` checks in `is_tensor`, `is_buffer`
# and `get_owner_of_value`: they run for most values of the IR, and
# `isinstance` against xDSL's ABCs is slow. 0: an SSA value, 1: a tensor
# type, 2: a memref type, 3: anything else.
_VALUE_KIND: dict[type, int] = {}


def _value_kind(cls: type) -> int:
    kind = _VALUE_KIND.get(cls)
    if kind is None:
        if issubclass(cls, SSAValue):
            kind = 0
        elif issubclass(cls, TensorType | UnrankedTensorType):
            kind = 1
        elif issubclass(cls, MemRefType | UnrankedMemRefType):
            kind = 2
        else:
            kind = 3
        _VALUE_KIND[cls] = kind
    return kind


def is_tensor(value_or_type: SSAValue | Attribute) -> bool:
    """Whether a value (or type) is a ranked or unranked tensor."""
    kind = _VALUE_KIND.get(type(value_or_type))
    if kind is None:
        kind = _value_kind(type(value_or_type))
    if kind == 0:
        t = cast(SSAValue, value_or_type).type
        kind = _VALUE_KIND.get(type(t))
        if kind is None:
            kind = _value_kind(type(t))
    return kind == 1


def is_buffer(value_or_type: SSAValue | Attribute) -> bool:
    """Whether a value (or type) is a ranked or unranked memref."""
    kind = _value_kind(type(value_or_type))
    if kind == 0:
        kind = _value_kind(type(cast(SSAValue, value_or_type).type))
    return kind == 2


class OpOperand:
    """
    One operand slot of an op (MLIR's `OpOperand`): the owner and the index.
    Two `OpOperand`s are equal if they designate the same slot, so they can
    key sets and dicts while the value in the slot changes.
    """

    __slots__ = ("index", "owner")

    owner: Operation
    index: int

    def __init__(self, owner: Operation, index: int):
        self.owner = owner
        self.index = index

    def get(self) -> SSAValue:
        """The value in this slot."""
        return self.owner.operands[self.index]

    def set(self, value: SSAValue) -> None:
        """Put `value` in this slot."""
        self.owner.operands[self.index] = value

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, OpOperand)
            and other.owner is self.owner
            and other.index == self.index
        )

    def __hash__(self) -> int:
        return hash((id(self.owner), self.index))

    def __repr__(self) -> str:
        return f"OpOperand({self.owner.name}#{self.index})"


def operands_of(op: Operation) -> list[OpOperand]:
    """All operand slots of `op`."""
    return [OpOperand(op, i) for i in range(len(op.operands))]


def tensor_operands_of(op: Operation) -> list[OpOperand]:
    """The operand slots of `op` that hold tensors."""
    return [OpOperand(op, i) for i, v in enumerate(op.operands) if is_tensor(v)]


def uses_of(value: SSAValue) -> list[OpOperand]:
    """The operand slots that use `value` (in use-list order)."""
    return [OpOperand(use.operation, use.index) for use in value.uses]


class BufferRelation(Enum):
    """How the buffers of two aliasing values relate."""

    EQUIVALENT = "Equivalent"
    """The very same buffer: same size, no offset, same strides."""
    UNKNOWN = "Unknown"
    """The buffers alias; nothing more is known."""


@dataclass(frozen=True)
class AliasingValue:
    """A value that may alias the buffer of an operand."""

    value: SSAValue
    relation: BufferRelation
    is_definite: bool = True
    """True if the value always aliases the operand; False if it may."""


@dataclass(frozen=True)
class AliasingOpOperand:
    """An operand that may alias the buffer of a value."""

    operand: OpOperand
    relation: BufferRelation
    is_definite: bool = True


@dataclass
class TraversalConfig:
    """How `AnalysisState.find_value_in_reverse_use_def_chain` walks."""

    always_include_leaves: bool = True
    """Also return the values where the walk ends without a match."""
    follow_equivalent_only: bool = False
    follow_in_place_only: bool = False
    follow_same_type_or_casts_only: bool = False
    follow_unknown_ops: bool = False
    revisit_already_visited_values: bool = False


def get_owner_of_value(value: SSAValue) -> Operation | None:
    """The op defining `value`, or owning the region of its block."""
    cls = type(value)
    if cls is OpResult:
        return cast(OpResult, value).op
    if cls is BlockArgument:
        return cast(BlockArgument, value).block.parent_op()
    if isinstance(value, OpResult):
        return value.op
    if isinstance(value, BlockArgument):
        return value.block.parent_op()
    return None


def default_has_tensor_semantics(op: Operation) -> bool:
    """Whether `op` has a tensor operand, result or block argument."""
    for region in op.regions:
        for block in region.blocks:
            if any(is_tensor(arg) for arg in block.args):
                return True
    return any(is_tensor(r) for r in op.results) or any(
        is_tensor(o) for o in op.operands
    )


def has_tensor_semantics(op: Operation) -> bool:
    """Whether `op` has tensor semantics (per its model if it has one)."""
    model = get_bufferizable_model(op)
    if model is not None:
        return model.has_tensor_semantics(op)
    return default_has_tensor_semantics(op)


def region_index(region: Region) -> int:
    """The position of `region` among the regions of its parent op."""
    parent = region.parent
    assert parent is not None
    for i, r in enumerate(parent.regions):
        if r is region:
            return i
    raise ValueError("region not found in its parent")


# ===----------------------------------------------------------------------=== #
# Options
# ===----------------------------------------------------------------------=== #


@dataclass
class BufferizationOptions:
    """
    The options of One-Shot Bufferize (MLIR's names with `_`; the pass maps
    its options onto these), plus the Python-only hooks below.
    """

    allow_return_allocs_from_loops: bool = False
    allow_unknown_ops: bool = False
    analysis_fuzzer_seed: int = 0
    analysis_heuristic: AnalysisHeuristic = "bottom-up"
    buffer_alignment: int = 64
    bufferize_function_boundaries: bool = False
    check_parallel_regions: bool = True
    copy_before_write: bool = False
    dialect_filter: tuple[str, ...] = ()
    dump_alias_sets: bool = False
    print_conflicts: bool = False
    test_analysis_only: bool = False
    unknown_type_conversion: LayoutMapOption = "fully-dynamic-layout-map"
    function_boundary_type_conversion: LayoutMapOption = "infer-layout-map"
    no_analysis_func_filter: tuple[str, ...] = ()
    must_infer_memory_space: bool = False
    use_encoding_for_memory_space: bool = False

    op_filter: Callable[[Operation], bool] | None = None
    """Python only: when set, ops for which it returns False are not bufferized."""
    allocation_fn: (
        Callable[[PatternRewriter, MemRefType, Sequence[SSAValue], int], SSAValue]
        | None
    ) = None
    """Python only: builds an allocation (default: `memref.alloc`)."""
    memcpy_fn: Callable[[PatternRewriter, SSAValue, SSAValue], None] | None = None
    """Python only: builds a copy (default: `memref.copy`)."""

    # ---------------------------------------------------------------------- #

    _allowed_names: dict[str, bool] = field(
        default_factory=dict[str, bool], init=False, repr=False, compare=False
    )
    """Cache of the name-based part of `is_op_allowed` (hot in the analysis)."""

    def is_op_allowed(self, op: Operation) -> bool:
        """Whether `op` may be bufferized under these options."""
        allowed = self._allowed_names.get(op.name)
        if allowed is None:
            dialect = op.dialect_name()
            allowed = not (
                (not self.bufferize_function_boundaries and dialect == "func")
                or (self.dialect_filter and dialect not in self.dialect_filter)
            )
            self._allowed_names[op.name] = allowed
        return allowed and (self.op_filter is None or self.op_filter(op))

    def dyn_cast_bufferizable_op(
        self, op_or_value: Operation | SSAValue | None
    ) -> BufferizableOpModel | None:
        """The model of an allowed op (of the owner of a value), or None."""
        if op_or_value is None:
            return None
        if _value_kind(type(op_or_value)) == 0:
            op = get_owner_of_value(cast(SSAValue, op_or_value))
            if op is None:
                return None
        else:
            op = cast(Operation, op_or_value)
        name = op.name
        allowed = self._allowed_names.get(name)
        if allowed is None or self.op_filter is not None:
            if not self.is_op_allowed(op):
                return None
        elif not allowed:
            return None
        model = _MODELS.get(name)
        if model is None:
            ensure_builtin_models()
            model = _MODELS.get(name)
        return model

    def default_memory_space(self, tensor_type: Attribute) -> Attribute | None:
        """
        The memory space of a buffer whose memory space cannot be inferred:
        `NoneAttr()` (the default memory space) unless `must-infer-memory-space`
        (then None: unknown) or `use-encoding-for-memory-space` (the tensor's
        encoding).
        """
        if self.must_infer_memory_space:
            return None
        if self.use_encoding_for_memory_space:
            if isinstance(tensor_type, TensorType):
                return cast(TensorType[Attribute], tensor_type).encoding
            return None
        return NoneAttr()

    def unknown_type_converter(
        self, tensor_type: Attribute, memory_space: Attribute
    ) -> Attribute:
        """The memref type of a tensor whose layout cannot be inferred."""
        if self.unknown_type_conversion == "identity-layout-map":
            return get_memref_type_with_static_identity_layout(
                tensor_type, memory_space
            )
        return get_memref_type_with_fully_dynamic_layout(tensor_type, memory_space)

    def function_arg_type_converter(
        self, tensor_type: Attribute, memory_space: Attribute
    ) -> Attribute:
        """The memref type of a tensor function argument."""
        if self.function_boundary_type_conversion == "identity-layout-map":
            return get_memref_type_with_static_identity_layout(
                tensor_type, memory_space
            )
        return get_memref_type_with_fully_dynamic_layout(tensor_type, memory_space)

    def create_alloc(
        self,
        rewriter: PatternRewriter,
        memref_type: MemRefType,
        dynamic_sizes: Sequence[SSAValue],
    ) -> SSAValue:
        """Allocate a buffer of `memref_type` at the rewriter's insertion point."""
        if self.allocation_fn is not None:
            return self.allocation_fn(
                rewriter, memref_type, dynamic_sizes, self.buffer_alignment
            )
        properties: dict[str, Attribute | None] = {}
        if self.buffer_alignment != 0:
            properties["alignment"] = integer_attr(self.buffer_alignment, i64)
        alloc = build_op(
            "memref.alloc",
            operands=[list(dynamic_sizes), []],
            result_types=[memref_type],
            properties=properties,
        )
        rewriter.insert(alloc)
        return alloc.results[0]

    def create_memcpy(
        self, rewriter: PatternRewriter, source: SSAValue, target: SSAValue
    ) -> None:
        """Copy `source` into `target` at the rewriter's insertion point."""
        if self.memcpy_fn is not None:
            self.memcpy_fn(rewriter, source, target)
            return
        rewriter.insert(build_op("memref.copy", operands=[source, target]))


# ===----------------------------------------------------------------------=== #
# Memref types
# ===----------------------------------------------------------------------=== #


def get_memref_type_with_fully_dynamic_layout(
    tensor_type: Attribute, memory_space: Attribute
) -> Attribute:
    """`memref<...xT, strided<[?, ...], offset: ?>>` (unranked stays unranked)."""
    if isinstance(tensor_type, UnrankedTensorType):
        return UnrankedMemRefType.from_type(
            cast(UnrankedTensorType[Attribute], tensor_type).element_type,
            memory_space,
        )
    t = cast(TensorType[Attribute], tensor_type)
    return fully_dynamic_memref_type(t.get_shape(), t.element_type, memory_space)


def get_memref_type_with_static_identity_layout(
    tensor_type: Attribute, memory_space: Attribute
) -> Attribute:
    """`memref<...xT>` without layout (unranked stays unranked)."""
    if isinstance(tensor_type, UnrankedTensorType):
        return UnrankedMemRefType.from_type(
            cast(UnrankedTensorType[Attribute], tensor_type).element_type,
            memory_space,
        )
    t = cast(TensorType[Attribute], tensor_type)
    return identity_memref_type(t.get_shape(), t.element_type, memory_space)


def get_memref_type(
    tensor_type: Attribute,
    options: BufferizationOptions,
    layout: MemRefLayoutAttr | None = None,
    memory_space: Attribute | None = None,
) -> Attribute:
    """
    The memref type of `tensor_type`: with `layout` if given, else as the
    `unknown-type-conversion` option says.
    """
    space = NoneAttr() if memory_space is None else memory_space
    if isinstance(tensor_type, UnrankedTensorType):
        return UnrankedMemRefType.from_type(
            cast(UnrankedTensorType[Attribute], tensor_type).element_type, space
        )
    if layout is not None:
        t = cast(TensorType[Attribute], tensor_type)
        return make_memref_type(t.element_type, t.get_shape(), layout, space)
    return options.unknown_type_converter(tensor_type, space)


def dense_ints(attr: Attribute) -> list[int]:
    """The integers of a `DenseArrayBase` of integers."""
    return list(dense_int_tuple(attr))


def memory_space_of(buffer_type: Attribute) -> Attribute:
    """The memory space of a ranked or unranked memref type."""
    if isinstance(buffer_type, MemRefType):
        return cast(MemRefType[Attribute], buffer_type).memory_space
    if isinstance(buffer_type, UnrankedMemRefType):
        return cast(UnrankedMemRefType[Attribute], buffer_type).memory_space
    raise ValueError(f"expected a memref type, got {buffer_type}")


def tensor_type_of_memref(memref_type: Attribute) -> Attribute:
    """The tensor type with the shape and element type of `memref_type`."""
    if isinstance(memref_type, MemRefType):
        m = cast(MemRefType[Attribute], memref_type)
        return TensorType(m.element_type, m.get_shape())
    m = cast(UnrankedMemRefType[Attribute], memref_type)
    return UnrankedTensorType(m.element_type)


# ===----------------------------------------------------------------------=== #
# Building ops by name
# ===----------------------------------------------------------------------=== #

_INDEX = IndexType()

_OP_CLASSES: dict[str, type[Operation]] = {}
_IRDL_OP_CLASSES: dict[str, type[IRDLOperation]] = {}
_DIALECT_OPS: dict[str, dict[str, type[Operation]]] = {}
"""The op classes of each dialect loaded by `op_class`, by op name."""


def _dialect_ops(dialect_name: str) -> dict[str, type[Operation]]:
    """
    The op classes of dialect `dialect_name` as this package's context has
    them: our dialect of that name, else xDSL's, else an xDSL plugin's. Only
    that dialect is loaded (no `Context` is built).
    """
    ops = _DIALECT_OPS.get(dialect_name)
    if ops is None:
        factory = get_all_dialects().get(dialect_name)
        if factory is None:
            factory = get_all_xdsl_dialects().get(dialect_name)
        if factory is None:
            # A plugin's dialect: loading the plugins is the expensive path,
            # taken only for names neither we nor xDSL define.
            factory = Universe.get_multiverse().all_dialects.get(dialect_name)
        dialect = factory() if factory is not None else None
        ops = {} if dialect is None else {cls.name: cls for cls in dialect.operations}
        _DIALECT_OPS[dialect_name] = ops
    return ops


def op_class(name: str) -> type[Operation]:
    """
    The class registered for op `name` in this package's context (ours where
    we replace xDSL's, xDSL's otherwise).
    """
    cls = _OP_CLASSES.get(name)
    if cls is None:
        cls = _dialect_ops(name.split(".", 1)[0]).get(name)
        if cls is None:
            raise ValueError(f"op '{name}' is not registered")
        _OP_CLASSES[name] = cls
    return cls


def build_op(
    name: str,
    *,
    operands: Sequence[SSAValue | Sequence[SSAValue] | None] = (),
    result_types: Sequence[Attribute | Sequence[Attribute] | None] = (),
    properties: dict[str, Attribute | None] | None = None,
    attributes: dict[str, Attribute] | None = None,
    regions: Sequence[Region | Sequence[Region] | None] = (),
) -> Operation:
    """
    Build op `name` from its operand and result groups (in the order of the
    op's definition, as `IRDLOperation.build` takes them) and its properties.
    """
    cls = _IRDL_OP_CLASSES.get(name)
    if cls is None:
        found = op_class(name)
        if not issubclass(found, IRDLOperation):
            raise ValueError(f"op '{name}' is not an IRDL op")
        cls = _IRDL_OP_CLASSES[name] = found
    return build_ir_op(
        cls,
        operands=operands,
        result_types=result_types,
        properties=properties,
        attributes=attributes,
        regions=regions,
    )


def recreate_op(
    op: Operation,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    regions: Sequence[Region] = (),
    properties: dict[str, Attribute] | None = None,
) -> Operation:
    """A new op of the class of `op` (same properties and attributes unless
    given) with flat operand and result lists."""
    create = cast(
        Callable[..., Operation],
        type(op).create,  # pyright: ignore[reportUnknownMemberType]
    )
    new = create(
        operands=list(operands),
        result_types=list(result_types),
        properties=dict(op.properties) if properties is None else properties,
        attributes=dict(op.attributes),
        regions=list(regions),
    )
    return new


def operand_groups(op: Operation, names: Sequence[str]) -> list[list[SSAValue]]:
    """The operands of the groups `names` of an IRDL op (reading the operand
    segment sizes once)."""
    layouts = [operand_group_layout(type(op), name) for name in names]
    first = layouts[0]
    if first is None or any(
        layout is None or layout[1:] != first[1:] for layout in layouts
    ):
        return [operand_group(op, name) for name in names]
    container = op.properties if first[2] else op.attributes
    sizes = dense_int_tuple(container[first[1]])
    operands = list(op.operands)
    groups: list[list[SSAValue]] = []
    for layout in layouts:
        assert layout is not None
        start = sum(sizes[: layout[0]])
        groups.append(operands[start : start + sizes[layout[0]]])
    return groups


def operand_group(op: Operation, name: str) -> list[SSAValue]:
    """The operands of the group `name` of an IRDL op (e.g. `dynamic_sizes`)."""
    layout = operand_group_layout(type(op), name)
    if layout is None:
        return list(cast(Sequence[SSAValue], getattr(op, name)))
    index, segments, in_properties = layout
    container = op.properties if in_properties else op.attributes
    sizes = dense_ints(container[segments])
    start = sum(sizes[:index])
    # Sliced as a list: a slice of `op.operands` builds an `SSAValues`.
    return list(op.operands)[start : start + sizes[index]]


def is_identity_map(map_attr: Attribute) -> bool:
    """Whether an `AffineMapAttr` holds an identity map."""
    data = cast(AffineMapAttr, map_attr).data
    return data.num_symbols == 0 and data == AffineMap.identity(data.num_dims)


def create_to_tensor(
    rewriter: PatternRewriter,
    buffer: SSAValue,
    tensor_type: Attribute | None = None,
    *,
    restrict: bool = False,
    writable: bool = False,
) -> SSAValue:
    """`bufferization.to_tensor %buffer` at the rewriter's insertion point."""
    if tensor_type is None:
        tensor_type = tensor_type_of_memref(buffer.type)
    op = build_op(
        "bufferization.to_tensor",
        operands=[buffer],
        result_types=[tensor_type],
        properties={
            "restrict": unit_attr() if restrict else None,
            "writable": unit_attr() if writable else None,
        },
    )
    rewriter.insert(op)
    return op.results[0]


def create_to_buffer(
    rewriter: PatternRewriter,
    tensor: SSAValue,
    buffer_type: Attribute,
    *,
    read_only: bool = False,
) -> SSAValue:
    """`bufferization.to_buffer %tensor` at the rewriter's insertion point."""
    op = build_op(
        "bufferization.to_buffer",
        operands=[tensor],
        result_types=[buffer_type],
        properties={"read_only": unit_attr() if read_only else None},
    )
    rewriter.insert(op)
    return op.results[0]


def create_index_constant(rewriter: PatternRewriter, value: int) -> SSAValue:
    """`arith.constant value : index` at the rewriter's insertion point."""
    op = build_op(
        "arith.constant",
        result_types=[_INDEX],
        properties={"value": integer_attr(value, _INDEX)},
    )
    rewriter.insert(op)
    return op.results[0]


def create_dim(rewriter: PatternRewriter, shaped: SSAValue, dim: int) -> SSAValue:
    """`tensor.dim` or `memref.dim` of `shaped` along `dim`."""
    index = create_index_constant(rewriter, dim)
    name = "memref.dim" if is_buffer(shaped) else "tensor.dim"
    op = build_op(name, operands=[shaped, index], result_types=[_INDEX])
    rewriter.insert(op)
    return op.results[0]


def create_memref_cast(
    rewriter: PatternRewriter, value: SSAValue, target_type: Attribute
) -> SSAValue:
    """`memref.cast %value` to `target_type` (no-op if the types match)."""
    if value.type == target_type:
        return value
    op = build_op("memref.cast", operands=[value], result_types=[target_type])
    rewriter.insert(op)
    return op.results[0]


# ===----------------------------------------------------------------------=== #
# Analysis state
# ===----------------------------------------------------------------------=== #


class AnalysisState:
    """
    What bufferization knows about the tensor IR. This base class has no
    analysis results: every operand that writes is out of place, no two values
    are known equivalent. `OneShotAnalysisState` refines it.
    """

    options: BufferizationOptions

    def __init__(self, options: BufferizationOptions):
        self.options = options
        self._repetitive_region_cache: dict[object, Region | None] = {}
        self._mutually_exclusive_cache: dict[tuple[int, int], bool] = {}
        # The models' answers, while `cache_queries` is on. Keyed by `id()`s:
        # `SSAValue.__hash__` and `Operation.__hash__` are Python methods.
        self._aliasing_values: dict[tuple[int, int], list[AliasingValue]] | None = None
        self._aliasing_op_operands: dict[int, list[AliasingOpOperand]] | None = None
        self._reads: dict[tuple[int, int], bool] | None = None
        self._writes: dict[tuple[int, int], bool] | None = None
        self._value_writes: dict[int, bool] | None = None

    # -- op interface queries ---------------------------------------------- #

    def cache_queries(self, enabled: bool) -> None:
        """
        Start (or stop, forgetting them) remembering the models' answers to
        the queries below. Only valid while neither the IR nor the facts the
        models consult (equivalences, function boundaries) change: One-Shot
        Analysis turns it on while it analyzes one op (a function), and
        `forget_queries` after it merges equivalence classes.
        """
        if enabled:
            self._aliasing_values = {}
            self._aliasing_op_operands = {}
            self._reads = {}
            self._writes = {}
            self._value_writes = {}
        else:
            self._aliasing_values = None
            self._aliasing_op_operands = None
            self._reads = None
            self._writes = None
            self._value_writes = None

    def forget_queries(self) -> None:
        """Forget the remembered answers (if `cache_queries` is on)."""
        if self._reads is not None:
            self.cache_queries(True)

    def get_aliasing_op_operands(self, value: SSAValue) -> list[AliasingOpOperand]:
        """The operands that may alias `value` once bufferized in place."""
        cache = self._aliasing_op_operands
        if cache is not None:
            found = cache.get(id(value))
            if found is not None:
                return found
        owner = get_owner_of_value(value)
        model = self.options.dyn_cast_bufferizable_op(owner)
        if model is not None and owner is not None:
            found = model.get_aliasing_op_operands(owner, value, self)
        else:
            found = unknown_get_aliasing_op_operands(value)
        if cache is not None:
            cache[id(value)] = found
        return found

    def get_aliasing_values(self, operand: OpOperand) -> list[AliasingValue]:
        """The values that may alias `operand` once bufferized in place."""
        cache = self._aliasing_values
        if cache is not None:
            key = (id(operand.owner), operand.index)
            found = cache.get(key)
            if found is None:
                found = self._get_aliasing_values(operand)
                cache[key] = found
            return found
        return self._get_aliasing_values(operand)

    def _get_aliasing_values(self, operand: OpOperand) -> list[AliasingValue]:
        model = self.options.dyn_cast_bufferizable_op(operand.owner)
        if model is not None:
            return model.get_aliasing_values(operand.owner, operand, self)
        return unknown_get_aliasing_values(operand)

    def bufferizes_to_memory_read(self, operand: OpOperand) -> bool:
        """Whether `operand` is read (ops without model: yes)."""
        cache = self._reads
        if cache is not None:
            key = (id(operand.owner), operand.index)
            found = cache.get(key)
            if found is None:
                found = self._bufferizes_to_memory_read(operand)
                cache[key] = found
            return found
        return self._bufferizes_to_memory_read(operand)

    def _bufferizes_to_memory_read(self, operand: OpOperand) -> bool:
        model = self.options.dyn_cast_bufferizable_op(operand.owner)
        if model is not None:
            return model.bufferizes_to_memory_read(operand.owner, operand, self)
        return True

    def bufferizes_to_memory_write(self, operand: OpOperand) -> bool:
        """Whether `operand` is written (ops without model: yes)."""
        cache = self._writes
        if cache is not None:
            key = (id(operand.owner), operand.index)
            found = cache.get(key)
            if found is None:
                found = self._bufferizes_to_memory_write(operand)
                cache[key] = found
            return found
        return self._bufferizes_to_memory_write(operand)

    def _bufferizes_to_memory_write(self, operand: OpOperand) -> bool:
        model = self.options.dyn_cast_bufferizable_op(operand.owner)
        if model is not None:
            return model.bufferizes_to_memory_write(operand.owner, operand, self)
        return True

    def bufferizes_to_alias_only(self, operand: OpOperand) -> bool:
        """Whether `operand` is neither read nor written, but aliased."""
        if self.options.dyn_cast_bufferizable_op(operand.owner) is None:
            return False
        return (
            not self.bufferizes_to_memory_read(operand)
            and not self.bufferizes_to_memory_write(operand)
            and len(self.get_aliasing_values(operand)) != 0
        )

    def value_bufferizes_to_memory_write(self, value: SSAValue) -> bool:
        """Whether `value` is defined by a write (block arguments: yes)."""
        if not isinstance(value, OpResult):
            return True
        cache = self._value_writes
        if cache is not None:
            found = cache.get(id(value))
            if found is not None:
                return found
        model = self.options.dyn_cast_bufferizable_op(value.op)
        if model is None:
            return True
        found = model.result_bufferizes_to_memory_write(value.op, value, self)
        if cache is not None:
            cache[id(value)] = found
        return found

    def is_value_read(self, value: SSAValue) -> bool:
        """Whether `value` is read, directly or through aliases only."""
        worklist = uses_of(value)
        visited: set[OpOperand] = set()
        while worklist:
            use = worklist.pop()
            if use in visited:
                continue
            visited.add(use)
            if self.bufferizes_to_alias_only(use):
                for alias in self.get_aliasing_values(use):
                    worklist.extend(uses_of(alias.value))
            if self.bufferizes_to_memory_read(use):
                return True
        return False

    def find_value_in_reverse_use_def_chain(
        self,
        operand: OpOperand,
        condition: Callable[[SSAValue], bool],
        config: TraversalConfig | None = None,
        visited_operands: set[OpOperand] | None = None,
    ) -> list[SSAValue]:
        """
        Walk from `operand` up the use-def chain through aliasing operands and
        return the values for which `condition` holds (the walk stops there),
        plus, with `always_include_leaves`, the values where it ends.
        """
        if config is None:
            config = TraversalConfig()
        visited: set[SSAValue] = set()
        result: dict[SSAValue, None] = {}
        worklist: dict[SSAValue, None] = {operand.get(): None}
        if visited_operands is not None:
            visited_operands.add(operand)
        while worklist:
            value = next(reversed(worklist))
            del worklist[value]
            if not config.revisit_already_visited_values and value in visited:
                if config.always_include_leaves:
                    result[value] = None
                continue
            visited.add(value)
            if condition(value):
                result[value] = None
                continue
            if not config.follow_unknown_ops and (
                self.options.dyn_cast_bufferizable_op(value) is None
            ):
                if config.always_include_leaves:
                    result[value] = None
                continue
            aliases = self.get_aliasing_op_operands(value)
            if not aliases:
                if config.always_include_leaves:
                    result[value] = None
                continue
            for alias in aliases:
                if (
                    config.follow_equivalent_only
                    and alias.relation != BufferRelation.EQUIVALENT
                ):
                    if config.always_include_leaves:
                        result[value] = None
                    continue
                if config.follow_in_place_only and not self.is_in_place(alias.operand):
                    if config.always_include_leaves:
                        result[value] = None
                    continue
                if (
                    config.follow_same_type_or_casts_only
                    and alias.operand.get().type != value.type
                    and not _is_cast_op(get_owner_of_value(value))
                ):
                    if config.always_include_leaves:
                        result[value] = None
                    continue
                worklist[alias.operand.get()] = None
                if visited_operands is not None:
                    visited_operands.add(alias.operand)
        return list(result)

    def find_definitions(self, operand: OpOperand) -> list[SSAValue]:
        """The values that define the contents read through `operand`."""
        return self.find_value_in_reverse_use_def_chain(
            operand,
            self.value_bufferizes_to_memory_write,
            TraversalConfig(always_include_leaves=False),
        )

    def can_omit_tensor_copy(self, operand: OpOperand) -> bool:
        """Whether an out-of-place `operand` needs an allocation but no copy."""
        if self.has_undefined_contents(operand):
            return True
        if self.bufferizes_to_memory_write(
            operand
        ) and not self.bufferizes_to_memory_read(operand):
            return True
        return not self.bufferizes_to_memory_read(operand) and not any(
            self.is_value_read(a.value) for a in self.get_aliasing_values(operand)
        )

    # -- analysis results (overridden by One-Shot Analysis) ------------------ #

    def is_in_place(self, operand: OpOperand) -> bool:
        """Whether `operand` bufferizes in place."""
        if operand.owner.name == "bufferization.to_buffer":
            return True
        return not self.bufferizes_to_memory_write(operand)

    def are_equivalent_bufferized_values(self, a: SSAValue, b: SSAValue) -> bool:
        """Whether `a` and `b` are known to get the very same buffer."""
        return False

    def are_aliasing_bufferized_values(self, a: SSAValue, b: SSAValue) -> bool:
        """Whether the buffers of `a` and `b` may alias."""
        return True

    def has_undefined_contents(self, operand: OpOperand) -> bool:
        """Whether the tensor in `operand` has undefined contents."""
        return False

    # -- regions -------------------------------------------------------------- #

    def _is_repetitive_region(self, region: Region) -> bool:
        parent = region.parent
        model = self.options.dyn_cast_bufferizable_op(parent)
        return (
            model is not None
            and parent is not None
            and model.is_repetitive_region(parent, region_index(region))
        )

    def _enclosing_repetitive_region_from(self, region: Region | None) -> Region | None:
        visited: list[Region] = []
        result: Region | None = None
        while region is not None:
            cached = self._repetitive_region_cache.get(region, False)
            if cached is not False:
                result = cast(Region | None, cached)
                break
            visited.append(region)
            if self._is_repetitive_region(region):
                result = region
                break
            parent = region.parent
            region = parent.parent_region() if parent is not None else None
        for r in visited:
            self._repetitive_region_cache[r] = result
        return result

    def get_enclosing_repetitive_region(
        self, op_or_value: Operation | SSAValue | Block
    ) -> Region | None:
        """The closest repetitive region around an op, value or block."""
        if isinstance(op_or_value, Operation):
            block = op_or_value.parent
            if block is None:
                return None
            return self._enclosing_repetitive_region_from(block.parent)
        if isinstance(op_or_value, Block):
            return self._enclosing_repetitive_region_from(op_or_value.parent)
        if isinstance(op_or_value, BlockArgument):
            return self._enclosing_repetitive_region_from(op_or_value.block.parent)
        owner = get_owner_of_value(op_or_value)
        block = owner.parent if owner is not None else None
        return self._enclosing_repetitive_region_from(
            block.parent if block is not None else None
        )

    def get_next_enclosing_repetitive_region(self, region: Region) -> Region | None:
        """The closest repetitive region strictly around `region`."""
        parent = region.parent
        outer = parent.parent_region() if parent is not None else None
        return self._enclosing_repetitive_region_from(outer)

    def get_parallel_region(self, region: Region | None) -> Region | None:
        """The closest enclosing region that is parallel (or None)."""
        while region is not None:
            parent = region.parent
            model = self.options.dyn_cast_bufferizable_op(parent)
            if (
                model is not None
                and parent is not None
                and model.is_parallel_region(parent, region_index(region))
            ):
                return region
            region = parent.parent_region() if parent is not None else None
        return None

    def inside_mutually_exclusive_regions(self, a: Operation, b: Operation) -> bool:
        """Cached `inside_mutually_exclusive_regions`."""
        key = (id(a), id(b))
        result = self._mutually_exclusive_cache.get(key)
        if result is None:
            result = region_branch.inside_mutually_exclusive_regions(a, b)
            self._mutually_exclusive_cache[key] = result
            self._mutually_exclusive_cache[(id(b), id(a))] = result
        return result


def _is_cast_op(op: Operation | None) -> bool:
    return op is not None and op.name in _CAST_OPS


_CAST_OPS = frozenset(
    {"tensor.cast", "memref.cast", "builtin.unrealized_conversion_cast"}
)


def unknown_get_aliasing_op_operands(value: SSAValue) -> list[AliasingOpOperand]:
    """Conservative answer for ops without model: every tensor operand may alias."""
    if isinstance(value, BlockArgument):
        region = value.block.parent
        if region is None or region.blocks.first is not value.block:
            return []
    owner = get_owner_of_value(value)
    if owner is None:
        return []
    return [
        AliasingOpOperand(o, BufferRelation.UNKNOWN, False)
        for o in tensor_operands_of(owner)
    ]


def unknown_get_aliasing_values(operand: OpOperand) -> list[AliasingValue]:
    """Conservative answer for ops without model: every tensor result and entry
    block argument may alias."""
    op = operand.owner
    result = [
        AliasingValue(r, BufferRelation.UNKNOWN, False)
        for r in op.results
        if is_tensor(r)
    ]
    for region in op.regions:
        first = region.blocks.first
        if first is not None:
            result.extend(
                AliasingValue(a, BufferRelation.UNKNOWN, False)
                for a in first.args
                if is_tensor(a)
            )
    return result


# ===----------------------------------------------------------------------=== #
# Bufferization state
# ===----------------------------------------------------------------------=== #


class BufferizationState:
    """State shared by the `bufferize` methods of one run (symbol names)."""

    def __init__(self) -> None:
        self._symbol_names: dict[int, set[str]] = {}
        self._uniquing_counters: dict[int, int] = {}
        self.copies_maybe_into_themselves: list[Operation] = []
        """`memref.copy`s made by models that may turn out to copy a buffer
        into itself once `to_buffer(to_tensor(x))` pairs fold (e.g. a
        `materialize_in_destination` whose source was computed in its
        destination): erased then, as they do nothing."""

    def symbol_names(self, module: ModuleOp) -> set[str]:
        """The symbol names defined at the top of `module` (kept up to date by
        the ops that add symbols)."""
        names = self._symbol_names.get(id(module))
        if names is None:
            names = set[str]()
            for op in module.ops:
                sym = op.properties.get("sym_name") or op.attributes.get("sym_name")
                if isinstance(sym, StringAttr):
                    names.add(sym.data)
            self._symbol_names[id(module)] = names
        return names

    def unique_symbol_name(self, module: ModuleOp, base: str) -> str:
        """
        A symbol name for a new top-level symbol of `module`: `base`, or, if
        taken, `base` with the next `_<n>` suffix of the module's counter (as
        MLIR's symbol tables rename). The name is then taken.
        """
        names = self.symbol_names(module)
        name = base
        while name in names:
            counter = self._uniquing_counters.get(id(module), 0)
            self._uniquing_counters[id(module)] = counter + 1
            name = f"{base}_{counter}"
        names.add(name)
        return name


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
    for operand in tensor_operands_of(op):
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
        shaped = [v for v in op.operands if is_tensor(v) or is_buffer(v)]
        return super().may_fail_to_bufferize(op, options) or (
            any(is_tensor(v) for v in shaped) and any(is_buffer(v) for v in shaped)
        )

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


def _ensure_builtin_models() -> None:
    # Kept for callers of the old name; see `registry.ensure_builtin_models`.
    ensure_builtin_models()


def register_builtin_model(op_name: str, model: BufferizableOpModel) -> None:
    """Register a model of this package (`xdsl_bufferization.models`)."""
    _MODELS[op_name] = model
    _BUILTIN_MODELS[op_name] = model


# ===----------------------------------------------------------------------=== #
# Subset insertion (MLIR's SubsetInsertionOpInterface)
# ===----------------------------------------------------------------------=== #


class SubsetInsertionModel(abc.ABC):
    """
    An op that inserts its source tensor into a subset of its destination
    tensor (`tensor.insert_slice`, `tensor.parallel_insert_slice`,
    `bufferization.materialize_in_destination`, `linalg.copy`; MLIR's
    SubsetInsertionOpInterface). The analysis uses it to see that an extract /
    compute / insert of one subset does not conflict; `eliminate-empty-tensors`
    uses it to build the subset in place of a `tensor.empty`.
    """

    @abc.abstractmethod
    def source_operand(self, op: Operation) -> OpOperand:
        """The inserted tensor."""

    @abc.abstractmethod
    def destination_operand(self, op: Operation) -> OpOperand:
        """The tensor inserted into."""

    @abc.abstractmethod
    def is_equivalent_subset(
        self,
        op: Operation,
        candidate: SSAValue,
        equivalent: Callable[[SSAValue, SSAValue], bool],
    ) -> bool:
        """Whether `candidate` is (the extraction of) exactly the subset that
        `op` inserts into, `equivalent` telling equivalent tensors."""

    @abc.abstractmethod
    def values_needed_to_build_subset_extraction(self, op: Operation) -> list[SSAValue]:
        """The values `build_subset_extraction` uses (the destination, the
        dynamic offsets...): an extraction can only be built where they are
        all defined."""

    @abc.abstractmethod
    def build_subset_extraction(
        self, op: Operation, rewriter: PatternRewriter
    ) -> SSAValue | None:
        """
        Build, at the rewriter's insertion point, a tensor holding the subset
        of the destination that `op` inserts into (e.g. a
        `tensor.extract_slice`), or return None if it cannot be built. Used by
        `eliminate-empty-tensors` to compute directly in the destination.
        """


_SUBSET_INSERTIONS: dict[str, SubsetInsertionModel] = {}


def register_subset_insertion_model(op_name: str, model: SubsetInsertionModel) -> None:
    """Declare ops named `op_name` subset insertions."""
    ensure_builtin_models()
    _SUBSET_INSERTIONS[op_name] = model


def get_subset_insertion_model(op: Operation) -> SubsetInsertionModel | None:
    """The subset insertion model of `op`, if any."""
    ensure_builtin_models()
    return _SUBSET_INSERTIONS.get(op.name)


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
    The buffer of tensor `value`: the memref of its `to_tensor` if it has one,
    else a new `bufferization.to_buffer` right after its definition.
    """
    assert is_tensor(value), "expected a tensor value"
    if isinstance(value, OpResult) and value.op.name == "bufferization.to_tensor":
        return value.op.operands[0]
    saved = rewriter.insertion_point
    try:
        _set_insertion_point_after_value(rewriter, value)
        buffer_type = get_buffer_type(value, options, state)
        return create_to_buffer(rewriter, value, buffer_type)
    finally:
        rewriter.insertion_point = saved


def replace_op_with_bufferized_values(
    rewriter: PatternRewriter, op: Operation, values: Sequence[SSAValue | None]
) -> None:
    """
    Replace the results of `op` by `values`; tensor results (whose users still
    expect tensors) through a `bufferization.to_tensor` of the buffer.
    """
    assert len(values) == len(op.results), "expected one value per result"
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


def bufferize_block_signature(
    block: Block,
    rewriter: PatternRewriter,
    options: BufferizationOptions,
    state: BufferizationState,
) -> None:
    """
    Turn the tensor arguments of `block` into memrefs (users get a
    `to_tensor`), and make the branches to `block` forward buffers (a
    `to_buffer` of each forwarded tensor, cast to the argument type).
    """
    parent = block.parent_op()
    if parent is None or options.dyn_cast_bufferizable_op(parent) is None:
        raise BufferizationError(
            parent if parent is not None else block.first_op or ModuleOp([]),
            "failed to bufferize op",
        )
    new_types = [
        get_buffer_type(arg, options, state) if is_tensor(arg) else arg.type
        for arg in block.args
    ]
    for arg, new_type in zip(list(block.args), new_types, strict=True):
        if arg.type == new_type:
            continue
        tensor_type = arg.type
        new_arg = rewriter.replace_value_with_new_type(arg, new_type)
        uses = uses_of(new_arg)
        if uses:
            rewriter.insertion_point = InsertPoint.at_start(block)
            tensor = create_to_tensor(rewriter, new_arg, tensor_type)
            for use in uses:
                use.set(tensor)
    for use in list(block.uses):
        branch = use.operation
        ranges = successor_operand_ranges(branch)
        if not ranges:
            raise BufferizationError(
                branch,
                "cannot bufferize ops with block references that do not "
                "implement BranchOpInterface",
                op_error=True,
            )
        start, end = ranges[use.index]
        for position in range(start, end):
            operand = branch.operands[position]
            target = new_types[position - start]
            if operand.type == target:
                continue
            operand_type = get_buffer_type(operand, options, state)
            _set_insertion_point_after_value(rewriter, operand)
            buffer = create_to_buffer(rewriter, operand, operand_type)
            if operand_type != target:
                buffer = create_memref_cast(rewriter, buffer, target)
            branch.operands[position] = buffer


def cast_or_realloc_memref_value(
    rewriter: PatternRewriter,
    value: SSAValue,
    target_type: MemRefType,
    options: BufferizationOptions,
) -> SSAValue:
    """
    `value` as a `target_type` memref: a `memref.cast` when it is sure to
    succeed at run time, else a copy into a new buffer of that type.
    """
    from xdsl_bufferization.dialects.memref import are_cast_compatible

    source_type = cast(MemRefType[Attribute], value.type)
    if source_type.element_type != target_type.element_type or len(
        source_type.get_shape()
    ) != len(target_type.get_shape()):
        raise ValueError("incompatible memref types")
    if are_cast_compatible(source_type, target_type) and _is_guaranteed_cast(
        source_type, target_type
    ):
        return create_memref_cast(rewriter, value, target_type)
    dynamic_sizes = [
        create_dim(rewriter, value, i)
        for i, s in enumerate(target_type.get_shape())
        if s == DYNAMIC_INDEX
    ]
    alloc = options.create_alloc(rewriter, target_type, dynamic_sizes)
    options.create_memcpy(rewriter, value, alloc)
    return alloc


def _is_guaranteed_cast(source: MemRefType, target: MemRefType) -> bool:
    """Whether a cast from `source` to `target` cannot fail at run time because
    of the layout: no dynamic stride or offset becomes a static one."""
    from xdsl_bufferization.dialects.memref_views import get_strides_and_offset

    source_layout = get_strides_and_offset(source)
    target_layout = get_strides_and_offset(target)
    if source_layout is None or target_layout is None:
        return False
    source_values = [*source_layout[0], source_layout[1]]
    target_values = [*target_layout[0], target_layout[1]]
    return not any(
        a is None and b is not None
        for a, b in zip(source_values, target_values, strict=True)
    )


def fold_to_buffer_to_tensor_pair(
    rewriter: PatternRewriter, to_buffer: Operation, options: BufferizationOptions
) -> bool:
    """
    Replace `to_buffer(to_tensor(%m))` by `%m` (through a `memref.cast`, or a
    copy when the cast could fail at run time). Returns whether it folded.
    """
    tensor = to_buffer.operands[0]
    if not isinstance(tensor, OpResult) or tensor.op.name != "bufferization.to_tensor":
        return False
    buffer = tensor.op.operands[0]
    dest_type = to_buffer.results[0].type
    if buffer.type == dest_type:
        rewriter.replace(to_buffer, [], [buffer])
        return True
    rewriter.insertion_point = InsertPoint.before(to_buffer)
    buffer_type: Attribute = buffer.type
    if isinstance(buffer_type, MemRefType) and isinstance(dest_type, MemRefType):
        replacement = cast_or_realloc_memref_value(
            rewriter, buffer, cast(MemRefType[Attribute], dest_type), options
        )
        rewriter.replace(to_buffer, [], [replacement])
        return True
    if _is_unranked_memref(buffer.type) and isinstance(dest_type, MemRefType):
        return False
    replacement = create_memref_cast(rewriter, buffer, dest_type)
    rewriter.replace(to_buffer, [], [replacement])
    return True


def _is_unranked_memref(t: Attribute) -> bool:
    return isinstance(t, UnrankedMemRefType)


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


def new_empty_state(options: BufferizationOptions) -> AnalysisState:
    """An analysis state without analysis results."""
    return AnalysisState(options)


__all__ = [
    "AliasingOpOperand",
    "AliasingValue",
    "AnalysisHeuristic",
    "AnalysisState",
    "BufferRelation",
    "BufferizableOpModel",
    "BufferizationError",
    "BufferizationOptions",
    "BufferizationState",
    "DestinationStyleOpModel",
    "LayoutMapOption",
    "OpOperand",
    "ReadOnlyOperandsModel",
    "SubsetInsertionModel",
    "TraversalConfig",
    "allocate_tensor_for_shaped_value",
    "bufferize_block_signature",
    "build_op",
    "constant_int_value",
    "create_dim",
    "create_index_constant",
    "create_memref_cast",
    "create_to_buffer",
    "create_to_tensor",
    "default_get_buffer_type",
    "dense_ints",
    "get_buffer",
    "get_buffer_type",
    "get_bufferizable_model",
    "get_buffers",
    "get_memref_type",
    "get_memref_type_with_fully_dynamic_layout",
    "get_memref_type_with_static_identity_layout",
    "get_owner_of_value",
    "get_subset_insertion_model",
    "has_tensor_semantics",
    "is_buffer",
    "is_identity_map",
    "is_tensor",
    "memory_space_of",
    "operand_group",
    "recreate_op",
    "register_bufferizable_model",
    "register_builtin_model",
    "register_result_shape_reifier",
    "register_subset_insertion_model",
    "replace_op_with_bufferized_values",
    "resolve_tensor_op_operand_conflicts",
    "uses_of",
]
