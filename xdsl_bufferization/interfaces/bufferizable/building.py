"""Building IR for bufferization: ops by name (`op_class`, `build_op`,
`recreate_op`), the memref types bufferization chooses, and the
`to_tensor` / `to_buffer` / cast ops models insert (with the folding of a
`to_buffer` of a `to_tensor`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from xdsl.dialects import get_all_dialects as get_all_xdsl_dialects
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    IndexType,
    MemRefLayoutAttr,
    MemRefType,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.ir import (
    Attribute,
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
from xdsl_bufferization.interfaces.bufferizable.values import (
    is_buffer,
)
from xdsl_bufferization.interfaces.memref_types import (
    fully_dynamic_memref_type,
    identity_memref_type,
)
from xdsl_bufferization.utils.building import (
    build_ir_op,
    build_single_op,
    create_op,
    dense_int_values,
    integer_attr,
    make_memref_type,
    none_attr,
    operand_group_layout,
    unit_attr,
)

if TYPE_CHECKING:
    from xdsl_bufferization.interfaces.bufferizable.analysis_state import (
        BufferizationState,
    )
    from xdsl_bufferization.interfaces.bufferizable.options import (
        BufferizationOptions,
    )


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
    space = none_attr() if memory_space is None else memory_space
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
    return list(dense_int_values(attr))


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


def irdl_op_class(name: str) -> type[IRDLOperation]:
    """The IRDL op class registered for op `name` (`op_class`)."""
    cls = _IRDL_OP_CLASSES.get(name)
    if cls is None:
        found = op_class(name)
        if not issubclass(found, IRDLOperation):
            raise ValueError(f"op '{name}' is not an IRDL op")
        cls = _IRDL_OP_CLASSES[name] = found
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
    return build_ir_op(
        irdl_op_class(name),
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
    return create_op(
        type(op),
        operands,
        result_types,
        dict(op.properties) if properties is None else dict(properties),
        dict(op.attributes),
        regions,
    )


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
    sizes = dense_int_values(container[first[1]])
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
    op = build_single_op(
        irdl_op_class("bufferization.to_tensor"),
        [buffer],
        [tensor_type],
        {
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
    op = build_single_op(
        irdl_op_class("bufferization.to_buffer"),
        [tensor],
        [buffer_type],
        {"read_only": unit_attr() if read_only else None},
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
    rewriter: PatternRewriter,
    to_buffer: Operation,
    options: BufferizationOptions,
    state: BufferizationState | None = None,
) -> bool:
    """
    Replace `to_buffer(to_tensor(%m))` by `%m` (through a `memref.cast`, or a
    copy when the cast could fail at run time), and likewise `to_buffer(%t)`
    where `%t` was replaced by `%m` without a `to_tensor` (`state`'s
    `replaced_buffer`). Returns whether it folded.
    """
    tensor = to_buffer.operands[0]
    buffer = state.replaced_buffer(tensor) if state is not None else None
    if buffer is None:
        if (
            not isinstance(tensor, OpResult)
            or tensor.op.name != "bufferization.to_tensor"
        ):
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
