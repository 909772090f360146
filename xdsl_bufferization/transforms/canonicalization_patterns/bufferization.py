"""Canonicalization patterns of the `bufferization` dialect, as MLIR 22 registers them.

The ops' traits import these lazily (see `xdsl_bufferization.dialects.bufferization`).

Differences in form (not in result) from MLIR:

- MLIR roots some of these patterns at ops of other dialects (`tensor.dim` of
  an `alloc_tensor` or a `to_tensor`, `memref.dim` and `memref.load` of a
  `to_buffer`). xDSL's `canonicalize` only applies the patterns of the op it
  visits, so here they are rooted at the bufferization op and rewrite its users.
- `bufferization.clone`'s folder rewrites the clone's operand in place, which
  an xDSL folder may not do: it is the pattern `FoldCloneOfCast`.

Ops of other dialects are created from the classes our dialects list (looked
up by name), so that they are instances of the classes that print MLIR's syntax.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    MemRefType,
    TensorType,
    UnrankedMemRefType,
    i1,
    i32,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import (
    EffectInstance,
    MemoryEffectKind,
    RecursiveMemoryEffect,
)
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.bufferization import (
    AllocTensorOp,
    CloneOp,
    DeallocOp,
    ToBufferOp,
    ToTensorOp,
)
from xdsl_bufferization.dialects.memref.casts import are_cast_compatible
from xdsl_bufferization.dialects.memref.layout import get_strides_and_offset
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    RecursiveEffectsModel,
    get_memory_effects,
)
from xdsl_bufferization.interfaces.view_like import get_view_dest, get_view_source
from xdsl_bufferization.utils.building import (
    build_ir_op,
    dense_i32,
    dense_int_tuple,
)
from xdsl_bufferization.utils.static_values import constant_int_value

# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


@cache
def _op_class(name: str) -> type[Operation]:
    """The class of op `name` in this package's dialect of that name."""
    from xdsl_bufferization.dialects import get_all_dialects

    dialect = get_all_dialects()[name.split(".", 1)[0]]()
    for op_class in dialect.operations:
        if op_class.name == name:
            return op_class
    raise ValueError(f"no op {name} in dialect {dialect.name}")


def _create(
    name: str,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: dict[str, Attribute] | None = None,
) -> Operation:
    # What `Operation.create` does, spelled out for the type checker.
    op_class = _op_class(name)
    op = op_class.__new__(op_class)
    Operation.__init__(
        op,
        operands=operands,
        result_types=result_types,
        properties=properties or {},
    )
    if op.results and (hint := _RESULT_NAMES.get(name)) is not None:
        op.results[0].name_hint = hint
    return op


_RESULT_NAMES = {
    "memref.alloc": "alloc",
    "memref.cast": "cast",
    "memref.dim": "dim",
    "tensor.cast": "cast",
    "tensor.dim": "dim",
    "tensor.extract": "extracted",
}
"""The names MLIR gives the results of the ops these patterns create."""


def _index_constant(value: int) -> arith.ConstantOp:
    constant = arith.ConstantOp(IntegerAttr(value, IndexType()))
    constant.result.name_hint = f"c{value}"
    return constant


def _memref_dim(source: SSAValue, index: SSAValue) -> Operation:
    return _create("memref.dim", [source, index], [IndexType()])


def _tensor_dim(source: SSAValue, index: SSAValue) -> Operation:
    return _create("tensor.dim", [source, index], [IndexType()])


def _declared_effects(op: Operation) -> set[EffectInstance] | None:
    """
    The effects `op` declares itself, as MLIR's `MemoryEffectOpInterface`
    reports them: None for ops with unknown effects and for ops whose effects
    are only those of their nested ops (MLIR's `RecursiveMemoryEffects` ops do
    not implement the interface).
    """
    if op.regions and (
        op.has_trait(RecursiveMemoryEffect, value_if_unregistered=False)
        or isinstance(MEMORY_EFFECTS_MODELS.lookup(op), RecursiveEffectsModel)
    ):
        return None
    return get_memory_effects(op)


def _effects_on(op: Operation, value: SSAValue) -> list[MemoryEffectKind] | None:
    """
    The kinds of the effects `op` declares on `value`, or None if `op` declares
    none (see `_declared_effects`). An effect on no particular value (xDSL's
    own classes declare those) is taken to apply to every value of the op.
    """
    effects = _declared_effects(op)
    if effects is None:
        return None
    return [e.kind for e in effects if e.value is None or e.value is value]


def _frees_any_value(op: Operation) -> bool:
    """Whether `op` declares a free effect (on any value)."""
    effects = _declared_effects(op)
    return effects is not None and any(e.kind == MemoryEffectKind.FREE for e in effects)


def is_allocated_by_owner(value: SSAValue) -> bool:
    """Whether `value` is the result of an op that declares allocating it."""
    if not isinstance(value, OpResult):
        return False
    kinds = _effects_on(value.op, value)
    return kinds is not None and MemoryEffectKind.ALLOC in kinds


_NO_DEALLOC = (True, None)
_AMBIGUOUS_DEALLOC = (False, None)


def _find_dealloc(value: SSAValue) -> tuple[bool, Operation | None]:
    """
    The op that frees `value`, as MLIR's `memref::findDealloc`: `(True, op)`,
    `(True, None)` if nothing frees it, `(False, None)` if several ops do or a
    `memref.realloc` does.
    """
    found: Operation | None = None
    for use in value.uses:
        user = use.operation
        kinds = _effects_on(user, value)
        if kinds is None or MemoryEffectKind.FREE not in kinds:
            continue
        if user.name == "memref.realloc" or found is not None:
            return _AMBIGUOUS_DEALLOC
        found = user
    return (True, found) if found is not None else _NO_DEALLOC


def _view_root(value: SSAValue) -> SSAValue:
    """
    Follow views back to the buffer they are views of. `memref.transpose` is
    not a view here: MLIR 22 does not declare it view-like.
    """
    while (
        isinstance(value, OpResult)
        and value.op.name != "memref.transpose"
        and get_view_dest(value.op) is value
        and (source := get_view_source(value.op)) is not None
    ):
        value = source
    return value


def _is_guaranteed_cast_compatible(source: MemRefType, dest: MemRefType) -> bool:
    """Whether the cast cannot fail at run time: no dynamic offset or stride
    becomes static."""
    a_layout = get_strides_and_offset(source)
    b_layout = get_strides_and_offset(dest)
    if a_layout is None or b_layout is None:
        return False
    return not any(
        x is None and y is not None
        for x, y in zip([a_layout[1], *a_layout[0]], [b_layout[1], *b_layout[0]])
    )


# ---------------------------------------------------------------------------
# alloc_tensor
# ---------------------------------------------------------------------------


class FoldDimOfAllocTensor(RewritePattern):
    """
    `tensor.dim` of a dynamic dimension of an `alloc_tensor` (constant index)
    is the matching dynamic size, or the dimension of the copied tensor.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: AllocTensorOp, rewriter: PatternRewriter):
        result_type = op.tensor.type
        if not isa(result_type, TensorType[Attribute]):
            return
        shape = result_type.get_shape()
        for use in list(op.tensor.uses):
            dim = use.operation
            if dim.name != "tensor.dim" or use.index != 0 or len(dim.operands) != 2:
                continue
            index = constant_int_value(dim.operands[1])
            if index is None or not 0 <= index < len(shape):
                continue
            if shape[index] != DYNAMIC_INDEX:
                continue
            if op.copy is not None:
                rewriter.replace(dim, _tensor_dim(op.copy, dim.operands[1]))
            elif (size := op.dynamic_size(index)) is not None:
                rewriter.replace(dim, [], [size])


class ReplaceStaticShapeDims(RewritePattern):
    """
    Dynamic sizes given by constants become static dimensions of the result
    type; a `tensor.cast` restores the original type. As in MLIR 22, the new
    op keeps neither `size_hint` nor `memory_space`.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: AllocTensorOp, rewriter: PatternRewriter):
        result_type = op.tensor.type
        if op.copy is not None or not isa(result_type, TensorType[Attribute]):
            return
        new_shape = list(result_type.get_shape())
        new_sizes: list[SSAValue] = []
        sizes = iter(op.dynamic_sizes)
        for i, dim in enumerate(new_shape):
            if dim != DYNAMIC_INDEX:
                continue
            size = next(sizes)
            value = constant_int_value(size)
            if value is not None and value >= 0:
                new_shape[i] = value
            else:
                new_sizes.append(size)
        if len(new_sizes) == len(op.dynamic_sizes):
            return
        new_type = TensorType(result_type.element_type, new_shape, result_type.encoding)
        new_op = AllocTensorOp(new_type, new_sizes)
        cast_op = _create("tensor.cast", [new_op.tensor], [result_type])
        rewriter.replace(op, [new_op, cast_op])


# ---------------------------------------------------------------------------
# clone
# ---------------------------------------------------------------------------


class FoldCloneOfCast(RewritePattern):
    """
    MLIR's folder of `bufferization.clone`: clone the source of a
    `memref.cast` (of a ranked memref) rather than the cast.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: CloneOp, rewriter: PatternRewriter):
        source = op.input
        if not isinstance(source, OpResult) or source.op.name != "memref.cast":
            return
        cast_source = source.op.operands[0]
        if isinstance(cast_source.type, UnrankedMemRefType):
            return
        rewriter.replace(op, CloneOp(cast_source, op.output.type))


class SimplifyClones(RewritePattern):
    """
    Erase an unused clone. Replace a clone by its source (cast if the types
    differ) when the clone or its source is deallocated in the clone's block,
    after the clone, with no other deallocation in between; that deallocation
    goes too. As in MLIR, the source's deallocation is looked for on the buffer
    the source is a view of, and only ops that declare free effects themselves
    count as deallocations in between.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: CloneOp, rewriter: PatternRewriter):
        if not op.output.uses:
            rewriter.erase(op)
            return
        source = op.input
        result_type = op.output.type
        if source.type != result_type and not are_cast_compatible(
            source.type, result_type
        ):
            return

        clone_ok, clone_dealloc = _find_dealloc(op.output)
        if not clone_ok:
            return
        source_ok, source_dealloc = _find_dealloc(_view_root(source))
        if not source_ok:
            return
        # Both freed in one block: their lifetimes may only partly overlap.
        if (
            clone_dealloc is not None
            and source_dealloc is not None
            and clone_dealloc.parent_block() is source_dealloc.parent_block()
        ):
            return

        block = op.parent_block()
        if clone_dealloc is not None and clone_dealloc.parent_block() is block:
            redundant = clone_dealloc
        elif source_dealloc is not None and source_dealloc.parent_block() is block:
            redundant = source_dealloc
        else:
            return

        # No other deallocation between the clone and the one to erase: it
        # might free an alias of the source while the clone is in use.
        position = op.next_op
        while position is not redundant:
            if position is None or _frees_any_value(position):
                return
            position = position.next_op

        replacement = source
        if source.type != result_type:
            cast_op = _create("memref.cast", [source], [result_type])
            rewriter.insert(cast_op, InsertPoint.before(op))
            replacement = cast_op.results[0]
        rewriter.replace(op, [], [replacement])
        rewriter.erase(redundant)


# ---------------------------------------------------------------------------
# dealloc
# ---------------------------------------------------------------------------


DeallocParts = tuple[Sequence[SSAValue], Sequence[SSAValue], Sequence[SSAValue]]


def dealloc_parts(op: DeallocOp) -> DeallocParts:
    """
    The memrefs, conditions and retained values of `op`, read at once (each
    of `op.memrefs`, `op.conditions`, `op.retained` decodes the operand
    segment sizes anew).
    """
    operands = op._operands  # pyright: ignore[reportPrivateUsage]
    sizes = op.properties["operandSegmentSizes"]
    # Each dealloc pattern asks this of the op: remembered on the op (so the
    # memo lives and dies with it; a table outside would keep the IR alive)
    # while it has the same operand tuple and segment sizes (xDSL gives an op
    # whose operands change a new tuple).
    memo: dict[str, _PartsMemo] = vars(op)
    known = memo.get(_PARTS_KEY)
    if known is not None and known[0] is operands and known[1] is sizes:
        return known[2]
    # Decoded once per attribute (keyed by identity: hashing the attribute
    # costs about as much as decoding it).
    memref_count, condition_count, retained_count = dense_int_tuple(sizes)
    end = memref_count + condition_count
    parts = (
        operands[:memref_count],
        operands[memref_count:end],
        operands[end : end + retained_count],
    )
    memo[_PARTS_KEY] = (operands, sizes, parts)
    return parts


_PartsMemo = tuple[Sequence[SSAValue], Attribute, DeallocParts]
_PARTS_KEY = "_dealloc_parts_memo"
"""Where `dealloc_parts` keeps its answer in the op's instance dictionary."""


def new_dealloc(
    memrefs: Sequence[SSAValue],
    conditions: Sequence[SSAValue],
    retained: Sequence[SSAValue],
    attributes: Mapping[str, Attribute] | None = None,
) -> DeallocOp:
    """`DeallocOp(memrefs, conditions, retained, attributes=attributes)`,
    built through `utils.building.build_ir_op` (the same op, without IRDL's
    generic argument handling: the deallocation patterns make many)."""
    return build_ir_op(
        DeallocOp,
        operands=(list(memrefs), list(conditions), list(retained)),
        result_types=([i1] * len(retained),),
        attributes=attributes,
    )


def _replace_dealloc(
    rewriter: PatternRewriter,
    op: DeallocOp,
    memrefs: Sequence[SSAValue],
    conditions: Sequence[SSAValue],
    parts: DeallocParts | None = None,
) -> bool:
    """Make `op` a dealloc of `memrefs` if `conditions` (same retained), in
    place as MLIR's `updateDeallocIfChanged` does; False if nothing changes.
    `parts`: `dealloc_parts(op)` if known."""
    old_memrefs, old_conditions, retained = parts or dealloc_parts(op)
    if list(memrefs) == list(old_memrefs) and list(conditions) == list(old_conditions):
        return False
    update_dealloc(rewriter, op, memrefs, conditions, retained)
    return True


def update_dealloc(
    rewriter: PatternRewriter,
    op: DeallocOp,
    memrefs: Sequence[SSAValue],
    conditions: Sequence[SSAValue],
    retained: Sequence[SSAValue],
) -> None:
    """Give `op` these operand groups, in place (its results, one per
    retained value, stay), and tell `rewriter`."""
    op.operands = [*memrefs, *conditions, *retained]
    op.properties[_DEALLOC_SEGMENTS] = dense_i32(
        (len(memrefs), len(conditions), len(retained))
    )
    rewriter.notify_op_modified(op)


_DEALLOC_SEGMENTS = "operandSegmentSizes"
"""The property holding a dealloc's operand group sizes."""


class DeallocRemoveDuplicateMemrefs(RewritePattern):
    """
    A memref listed twice is deallocated once, under the disjunction
    (`arith.ori`) of its conditions.
    """

    root_op_types = (DeallocOp,)

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter):
        parts = dealloc_parts(op)
        old_memrefs, old_conditions, _ = parts
        if len(set(old_memrefs)) == len(old_memrefs):
            return
        position: dict[SSAValue, int] = {}
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        new_ops: list[Operation] = []
        for memref, condition in zip(old_memrefs, old_conditions):
            if memref in position:
                i = position[memref]
                if conditions[i] is not condition:
                    disjunction = arith.OrIOp(conditions[i], condition)
                    new_ops.append(disjunction)
                    conditions[i] = disjunction.result
                continue
            position[memref] = len(memrefs)
            memrefs.append(memref)
            conditions.append(condition)
        rewriter.insert(new_ops, InsertPoint.before(op))
        _replace_dealloc(rewriter, op, memrefs, conditions, parts)


class DeallocRemoveDuplicateRetained(RewritePattern):
    """A value retained twice is retained once; both results are its result."""

    root_op_types = (DeallocOp,)

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter):
        memrefs, conditions, old_retained = dealloc_parts(op)
        if len(set(old_retained)) == len(old_retained):
            return
        position: dict[SSAValue, int] = {}
        retained: list[SSAValue] = []
        result_index: list[int] = []
        for value in old_retained:
            if value not in position:
                position[value] = len(retained)
                retained.append(value)
            result_index.append(position[value])
        new_op = new_dealloc(memrefs, conditions, retained, op.attributes)
        rewriter.replace(
            op, new_op, [new_op.updated_conditions[i] for i in result_index]
        )


class DeallocEraseEmpty(RewritePattern):
    """With nothing to deallocate, no retained value is owned: results are false."""

    root_op_types = (DeallocOp,)

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter):
        if dealloc_parts(op)[0]:
            return
        if not op.updated_conditions:
            rewriter.erase(op)
            return
        false = arith.ConstantOp(IntegerAttr(0, i1))
        false.result.name_hint = "false"
        rewriter.replace(op, false, [false.result] * len(op.updated_conditions))


class DeallocEraseAlwaysFalseMemrefs(RewritePattern):
    """Memrefs whose condition is the constant false are never deallocated."""

    root_op_types = (DeallocOp,)

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter):
        parts = dealloc_parts(op)
        memrefs, conditions, _ = parts
        if all(constant_int_value(condition) != 0 for condition in conditions):
            return
        kept = [
            (memref, condition)
            for memref, condition in zip(memrefs, conditions)
            if constant_int_value(condition) != 0
        ]
        _replace_dealloc(
            rewriter, op, [m for m, _ in kept], [c for _, c in kept], parts
        )


class DeallocSkipExtractMetadataOfAlloc(RewritePattern):
    """
    Deallocate an allocated buffer itself rather than the base buffer that
    `memref.extract_strided_metadata` extracts from it.
    """

    root_op_types = (DeallocOp,)

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter):
        parts = dealloc_parts(op)
        old_memrefs, conditions, _ = parts
        memrefs: list[SSAValue] = []
        changed = False
        for memref in old_memrefs:
            if (
                isinstance(memref, OpResult)
                and memref.op.name == "memref.extract_strided_metadata"
                and is_allocated_by_owner(memref.op.operands[0])
            ):
                memref = memref.op.operands[0]
                changed = True
            memrefs.append(memref)
        if changed:
            _replace_dealloc(rewriter, op, memrefs, conditions, parts)


class DeallocRemoveAllocPairWithoutOtherUsers(RewritePattern):
    """
    A buffer whose only use is this dealloc, allocated by an op with no other
    effect on it, is neither allocated nor deallocated.
    """

    root_op_types = (DeallocOp,)

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter):
        parts = dealloc_parts(op)
        old_memrefs, old_conditions, _ = parts
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        allocations: list[Operation] = []
        for memref, condition in zip(old_memrefs, old_conditions):
            if isinstance(memref, OpResult) and memref.has_one_use():
                kinds = _effects_on(memref.op, memref)
                if (
                    kinds
                    and all(k == MemoryEffectKind.ALLOC for k in kinds)
                    and all(not r.uses or r is memref for r in memref.op.results)
                ):
                    allocations.append(memref.op)
                    continue
            memrefs.append(memref)
            conditions.append(condition)
        if not allocations:
            return
        if not _replace_dealloc(rewriter, op, memrefs, conditions, parts):
            return
        for allocation in allocations:
            rewriter.erase(allocation)


# ---------------------------------------------------------------------------
# to_tensor
# ---------------------------------------------------------------------------


class FoldDimOfToTensor(RewritePattern):
    """`tensor.dim` of a `to_tensor` is `memref.dim` of its buffer."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ToTensorOp, rewriter: PatternRewriter):
        for use in list(op.tensor.uses):
            dim = use.operation
            if dim.name == "tensor.dim" and use.index == 0 and len(dim.operands) == 2:
                rewriter.replace(dim, _memref_dim(op.memref, dim.operands[1]))


# ---------------------------------------------------------------------------
# to_buffer
# ---------------------------------------------------------------------------


class FoldDimOfToBuffer(RewritePattern):
    """`memref.dim` of a `to_buffer` is `tensor.dim` of its tensor."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ToBufferOp, rewriter: PatternRewriter):
        for use in list(op.memref.uses):
            dim = use.operation
            if dim.name == "memref.dim" and use.index == 0 and len(dim.operands) == 2:
                rewriter.replace(dim, _tensor_dim(op.tensor, dim.operands[1]))


class FoldLoadOfToBuffer(RewritePattern):
    """
    `memref.load` of a `to_buffer` is `tensor.extract` of its tensor. As in
    MLIR 22, whether or not the buffer is `read_only` (later MLIR versions
    require it).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ToBufferOp, rewriter: PatternRewriter):
        for use in list(op.memref.uses):
            load = use.operation
            if load.name != "memref.load" or use.index != 0:
                continue
            extract = _create(
                "tensor.extract",
                [op.tensor, *load.operands[1:]],
                [load.results[0].type],
            )
            rewriter.replace(load, extract)


class ToBufferOfTensorCast(RewritePattern):
    """
    `to_buffer` of a `tensor.cast` of a ranked tensor: the buffer of the
    uncast tensor (same layout and memory space), then `memref.cast`.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ToBufferOp, rewriter: PatternRewriter):
        source = op.tensor
        if not isinstance(source, OpResult) or source.op.name != "tensor.cast":
            return
        uncast_type = source.op.operands[0].type
        if not isa(uncast_type, TensorType[Attribute]):
            return
        buffer_type = op.memref.type
        if isa(buffer_type, MemRefType):
            new_type = MemRefType(
                uncast_type.element_type,
                uncast_type.get_shape(),
                buffer_type.layout,
                buffer_type.memory_space,
            )
        else:
            new_type = MemRefType(
                uncast_type.element_type,
                uncast_type.get_shape(),
                memory_space=buffer_type.memory_space,
            )
        new_op = ToBufferOp(source.op.operands[0], new_type, op.read_only is not None)
        cast_op = _create("memref.cast", [new_op.memref], [op.memref.type])
        rewriter.replace(op, [new_op, cast_op])


class ToBufferOfToTensor(RewritePattern):
    """
    `to_buffer(to_tensor(m))` is `m`: as is if the types agree, through
    `memref.cast` if the cast cannot fail, or else a copy into a new buffer of
    the `to_buffer`'s type. (An unranked `m` and a ranked result stay.)
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ToBufferOp, rewriter: PatternRewriter):
        to_tensor = op.tensor.owner
        if not isinstance(to_tensor, ToTensorOp):
            return
        buffer = to_tensor.memref
        source_type = buffer.type
        dest_type = op.memref.type
        if source_type == dest_type:
            rewriter.replace(op, [], [buffer])
            return
        if isa(source_type, MemRefType) and isa(dest_type, MemRefType):
            if (
                source_type.element_type != dest_type.element_type
                or source_type.get_num_dims() != dest_type.get_num_dims()
            ):
                return
            if are_cast_compatible(
                source_type, dest_type
            ) and _is_guaranteed_cast_compatible(source_type, dest_type):
                rewriter.replace(op, _create("memref.cast", [buffer], [dest_type]))
                return
            new_ops: list[Operation] = []
            sizes: list[SSAValue] = []
            for i, dim in enumerate(dest_type.get_shape()):
                if dim != DYNAMIC_INDEX:
                    continue
                index = _index_constant(i)
                size = _memref_dim(buffer, index.result)
                new_ops += [index, size]
                sizes.append(size.results[0])
            alloc = _create(
                "memref.alloc",
                sizes,
                [dest_type],
                {"operandSegmentSizes": DenseArrayBase.from_list(i32, [len(sizes), 0])},
            )
            copy = _create("memref.copy", [buffer, alloc.results[0]], [])
            rewriter.replace(op, [*new_ops, alloc, copy], [alloc.results[0]])
            return
        if isinstance(source_type, UnrankedMemRefType) and isinstance(
            dest_type, MemRefType
        ):
            return
        if are_cast_compatible(buffer.type, op.memref.type):
            rewriter.replace(op, _create("memref.cast", [buffer], [op.memref.type]))
