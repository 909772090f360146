"""
Canonicalization patterns of the `memref` dialect (MLIR 22's, including its
in-place folds, which xDSL's folders cannot express).

The patterns match ops with `isinstance` on xDSL's classes, which covers both
our op classes (registered as virtual subclasses) and ops built by xDSL's own
passes; new ops are built with our classes.
"""

from collections.abc import Sequence
from typing import cast

from xdsl.dialects import arith
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    MemRefType,
    StridedLayoutAttr,
    UnrankedMemRefType,
)
from xdsl.ir import Operation, OpResult, Region, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import (
    IsTerminator,
    MemoryEffectKind,
    RecursiveMemoryEffect,
)
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects import memref
from xdsl_bufferization.dialects.memref.type_inference import (
    infer_reinterpret_cast_result_type,
    infer_subview_result_type,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    RecursiveEffectsModel,
    get_memory_effects,
    is_automatic_allocation_scope_resource,
)


def _is_ranked_cast(value: SSAValue) -> bool:
    """`value` is the result of a memref.cast of a ranked memref."""
    producer = value.owner
    return isinstance(producer, xdsl_memref.CastOp) and not isinstance(
        producer.source.type, UnrankedMemRefType
    )


class FoldMemRefCastOperands(RewritePattern):
    """
    `op(memref.cast(%m))` -> `op(%m)` when %m is ranked (MLIR's `foldMemRefCast`
    folds of load, store, dealloc, cast, atomic_rmw, prefetch and the DMA ops). The value a store or atomic_rmw writes is left alone.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        kept: SSAValue | None = None
        if isinstance(op, xdsl_memref.StoreOp | xdsl_memref.AtomicRMWOp):
            kept = op.value
        folded = False
        for index, operand in enumerate(op.operands):
            if operand is kept or not _is_ranked_cast(operand):
                continue
            op.operands[index] = cast(xdsl_memref.CastOp, operand.owner).source
            folded = True
        if folded:
            rewriter.notify_op_modified(op)


class FoldDimOfCast(RewritePattern):
    """
    `memref.dim(memref.cast(%m), %c)` -> `memref.dim(%m, %c)` for a constant,
    in-bounds index of a dynamic dimension of a ranked memref (the cases that
    MLIR's DimOp folder reaches).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xdsl_memref.DimOp, rewriter: PatternRewriter, /):
        index = memref.constant_int_value(op.index)
        memref_type = op.source.type
        if index is None or not isa(memref_type, MemRefType):
            return
        if not 0 <= index < memref_type.get_num_dims():
            return
        if not _is_ranked_cast(op.source):
            return
        op.operands[0] = cast(xdsl_memref.CastOp, op.source.owner).source
        rewriter.notify_op_modified(op)


class FoldMemorySpaceCastChain(RewritePattern):
    """`memory_space_cast(memory_space_cast(%m))` -> `memory_space_cast(%m)`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: xdsl_memref.MemorySpaceCastOp, rewriter: PatternRewriter, /
    ):
        producer = op.source.owner
        if isinstance(producer, xdsl_memref.MemorySpaceCastOp):
            op.operands[0] = producer.source
            rewriter.notify_op_modified(op)


class SimplifyAllocConst(RewritePattern):
    """
    Make the constant dynamic sizes of an alloc or alloca static; a memref.cast
    gives the old type back.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self,
        op: xdsl_memref.AllocOp | xdsl_memref.AllocaOp,
        rewriter: PatternRewriter,
        /,
    ):
        if not op.operands:
            # No dynamic size (reading the operand groups decodes their sizes).
            return
        dynamic = op.dynamic_sizes
        if not dynamic:
            return
        memref_type = op.memref.type
        if not isa(memref_type, MemRefType):
            return
        constants = [memref.constant_int_value(size) for size in dynamic]
        if all(c is None or c < 0 for c in constants):
            return
        shape: list[int] = []
        dynamic_sizes: list[SSAValue] = []
        remaining = iter(zip(op.dynamic_sizes, constants, strict=True))
        for size in memref_type.get_shape():
            if size != DYNAMIC_INDEX:
                shape.append(size)
                continue
            value, constant = next(remaining)
            if constant is not None and constant >= 0:
                shape.append(constant)
            else:
                shape.append(DYNAMIC_INDEX)
                dynamic_sizes.append(value)
        new_type = MemRefType(
            memref_type.element_type,
            shape,
            memref_type.layout,
            memref_type.memory_space,
        )
        alloc_class = (
            memref.AllocaOp if isinstance(op, xdsl_memref.AllocaOp) else memref.AllocOp
        )
        new_alloc = alloc_class(
            dynamic_sizes, list(op.symbol_operands), new_type, op.alignment
        )
        rewriter.replace(
            op, [new_alloc, memref.CastOp.get(new_alloc.memref, memref_type)]
        )


class SimplifyDeadAlloc(RewritePattern):
    """
    Erase an alloc, alloca or realloc whose only users store into it, copy
    into it or deallocate it, and those users (MLIR 22's pattern; copies
    into the buffer are an addition: nothing reads what they write).
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if not isinstance(
            op, xdsl_memref.AllocOp | xdsl_memref.AllocaOp | memref.ReallocOp
        ):
            return
        allocated = op.results[0]
        users: list[Operation] = []
        for use in allocated.uses:
            user = use.operation
            stores_into = (
                isinstance(user, xdsl_memref.StoreOp) and user.value is not allocated
            )
            copies_into = (
                isinstance(user, xdsl_memref.CopyOp)
                and user.destination is allocated
                and user.source is not allocated
            )
            if (
                not stores_into
                and not copies_into
                and not isinstance(user, xdsl_memref.DeallocOp)
            ):
                return
            users.append(user)
        for user in dict.fromkeys(users):
            rewriter.erase(user)
        rewriter.erase(op)


class FoldSelfCopy(RewritePattern):
    """Erase `memref.copy %m, %m`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xdsl_memref.CopyOp, rewriter: PatternRewriter, /):
        source, destination = op.operands  # (faster than IRDL's accessors)
        if source is destination:
            rewriter.erase(op)


class FoldEmptyCopy(RewritePattern):
    """Erase a copy from or to a memref with no elements."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xdsl_memref.CopyOp, rewriter: PatternRewriter, /):
        for value in op.operands:  # source, destination
            memref_type = value.type
            if isinstance(memref_type, MemRefType) and 0 in memref_type.get_shape():
                rewriter.erase(op)
                return


class FoldCopyOfCast(RewritePattern):
    """Copy from or to the source of a memref.cast that only makes a type more dynamic."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xdsl_memref.CopyOp, rewriter: PatternRewriter, /):
        for index, operand in enumerate(op.operands):
            producer = operand.owner
            if isinstance(producer, Operation) and memref.can_fold_cast_into_consumer(
                producer
            ):
                op.operands[index] = producer.operands[0]
                rewriter.notify_op_modified(op)
                return


class DimOfMemRefReshape(RewritePattern):
    """
    `memref.dim(memref.reshape(%src, %shape), %i)` -> `memref.load %shape[%i]`
    (with an `arith.index_cast` to index if needed), placed right after the
    reshape, when %i is available there.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xdsl_memref.DimOp, rewriter: PatternRewriter, /):
        reshape = op.source.owner
        if not isinstance(reshape, Operation) or reshape.name != "memref.reshape":
            return
        index = op.index
        reshape_block = reshape.parent_block()
        if index.owner is reshape_block or (
            isinstance(index, OpResult) and index.owner.parent_block() is reshape_block
        ):
            # Same block: the index must be defined before the reshape.
            if isinstance(index, OpResult) and reshape.is_before_in_block(index.owner):
                return
        elif op.parent_block() is not reshape_block:
            index_region = _parent_region(index)
            reshape_region = reshape.parent_region()
            if (
                index_region is None
                or reshape_region is None
                or index_region is reshape_region
                or not index_region.is_ancestor(reshape_region)
            ):
                return
        shape = reshape.operands[1]
        load = memref.LoadOp.get(shape, [index])
        new_ops: list[Operation] = [load]
        if not isinstance(load.res.type, IndexType):
            new_ops.append(arith.IndexCastOp(load.res, IndexType()))
        rewriter.insert(new_ops, InsertPoint.after(reshape))
        rewriter.replace_all_uses_with(op.result, new_ops[-1].results[0])
        rewriter.erase(op)


def _parent_region(value: SSAValue) -> Region | None:
    owner = value.owner
    return owner.parent_region() if isinstance(owner, Operation) else owner.parent


class ExtractStridedMetadataConstants(RewritePattern):
    """
    Replace the used offset, size and stride results that the source type makes
    static with `arith.constant`s, and extract from the source of a memref.cast
    of a ranked memref.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: xdsl_memref.ExtractStridedMetaDataOp, rewriter: PatternRewriter, /
    ):
        producer = op.source.owner
        # Usually only the base buffer is used: then there is nothing to do
        # unless the source is a cast (results: base buffer, offset, sizes,
        # strides).
        if not isinstance(producer, xdsl_memref.CastOp) and all(
            result.first_use is None for result in op.results[1:]
        ):
            return
        source_type = op.source.type
        if not isa(source_type, MemRefType):
            return
        layout = memref.get_strides_and_offset(source_type)
        if layout is None:
            return
        strides, offset = layout
        sizes = [
            None if size == DYNAMIC_INDEX else size for size in source_type.get_shape()
        ]
        known: Sequence[tuple[SSAValue, int | None]] = [
            (op.offset, offset),
            *zip(op.sizes, sizes, strict=True),
            *zip(op.strides, strides, strict=True),
        ]
        for result, value in known:
            if value is None or result.first_use is None:
                continue
            constant = arith.ConstantOp(IntegerAttr(value, IndexType()))
            rewriter.insert(constant, InsertPoint.before(op))
            rewriter.replace_all_uses_with(result, constant.result)
        if isinstance(producer, xdsl_memref.CastOp) and isinstance(
            producer.source.type, MemRefType
        ):
            op.operands[0] = producer.source
            rewriter.notify_op_modified(op)


def _last_non_terminator_in_region(op: Operation) -> bool:
    """`op` is followed only by its block's terminator, in a one-block region."""
    following = op.next_op
    region = op.parent_region()
    return (
        following is not None
        and following.next_op is None
        and following.has_trait(IsTerminator, value_if_unregistered=False)
        and region is not None
        and len(region.blocks) == 1
    )


def _allocates_on_stack(op: Operation) -> bool:
    """`op` allocates one of its results in an automatic allocation scope."""
    return any(
        effect.kind == MemoryEffectKind.ALLOC
        and is_automatic_allocation_scope_resource(effect.resource)
        and isinstance(effect.value, OpResult)
        and effect.value.owner is op
        for effect in get_memory_effects(op) or ()
    )


def _has_recursive_effects(op: Operation) -> bool:
    return op.has_trait(RecursiveMemoryEffect) or isinstance(
        MEMORY_EFFECTS_MODELS.lookup(op), RecursiveEffectsModel
    )


def _may_allocate_on_stack(op: Operation) -> bool:
    """
    `op` itself (not its body) may allocate in an automatic allocation scope:
    it allocates on the stack or its effects are unknown.
    """
    if _has_recursive_effects(op):
        return False
    if get_memory_effects(op) is None:
        return True
    return _allocates_on_stack(op)


def _contains_potential_stack_allocation(scope: Operation) -> bool:
    """Whether ops in `scope`'s body, outside nested scopes, may allocate on the stack."""
    pending = [
        op for region in scope.regions for block in region.blocks for op in block.ops
    ]
    while pending:
        nested = pending.pop()
        if _may_allocate_on_stack(nested):
            return True
        if memref.has_automatic_allocation_scope(nested):
            continue
        pending.extend(
            op
            for region in nested.regions
            for block in region.blocks
            for op in block.ops
        )
    return False


class AllocaScopeInliner(RewritePattern):
    """
    Inline an alloca_scope into its parent when it holds no stack allocation,
    or when the parent is itself an allocation scope and the alloca_scope ends
    its region (so no allocation lives longer).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: xdsl_memref.AllocaScopeOp, rewriter: PatternRewriter, /
    ):
        parent = op.parent_op()
        if parent is None:
            return
        if _contains_potential_stack_allocation(op):
            if not memref.has_automatic_allocation_scope(parent):
                return
            if not _last_non_terminator_in_region(op):
                return
        block = op.scope.block
        terminator = block.last_op
        if terminator is None:
            return
        results = list(terminator.operands)
        rewriter.inline_block(block, InsertPoint.before(op))
        rewriter.replace(op, [], results)
        rewriter.erase(terminator)


class AllocaScopeHoister(RewritePattern):
    """
    Move the stack allocations of an alloca_scope that ends a chain of regions
    (without allocation scope) up to just inside the closest allocation scope,
    when their operands are available there.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: xdsl_memref.AllocaScopeOp, rewriter: PatternRewriter, /
    ):
        ancestor = op.parent_op()
        while ancestor is not None and not memref.has_automatic_allocation_scope(
            ancestor
        ):
            ancestor = ancestor.parent_op()
        if ancestor is None:
            return
        last_parent = op.parent_op()
        if last_parent is None or memref.has_automatic_allocation_scope(last_parent):
            return
        if not _last_non_terminator_in_region(op) or not _last_non_terminator_in_region(
            last_parent
        ):
            return
        while True:
            grandparent = last_parent.parent_op()
            if grandparent is None:
                return
            if memref.has_automatic_allocation_scope(grandparent):
                break
            last_parent = grandparent
            if not _last_non_terminator_in_region(last_parent):
                return
        containing = next(
            (region for region in last_parent.regions if region.is_ancestor(op)), None
        )
        if containing is None:
            return
        to_hoist = [
            nested
            for nested in op.walk()
            if _allocates_on_stack(nested)
            and not any(containing.is_ancestor(v.owner) for v in nested.operands)
        ]
        if not to_hoist:
            return
        for alloc in to_hoist:
            clone = cast(Operation, alloc.clone())  # pyright: ignore[reportUnknownMemberType]
            rewriter.insert(clone, InsertPoint.before(last_parent))
            rewriter.replace(alloc, [], list(clone.results))


def _fold_constant_entries(
    entries: list[int | SSAValue], *, non_negative: bool = False, non_zero: bool = False
) -> bool:
    """
    Replace the dynamic entries that constants give with their values, except
    negative ones if `non_negative` and zeros if `non_zero`. Whether any changed.
    """
    changed = False
    for index, entry in enumerate(entries):
        if isinstance(entry, int):
            continue
        value = memref.constant_int_value(entry)
        if value is None or (non_negative and value < 0) or (non_zero and value == 0):
            continue
        entries[index] = value
        changed = True
    return changed


def _fold_constant_offsets_sizes_strides(
    offsets: list[int | SSAValue],
    sizes: list[int | SSAValue],
    strides: list[int | SSAValue],
) -> bool:
    """
    Make constant offsets static, or else constant sizes, or else constant
    strides (one list per rewrite, as MLIR does; negative offsets and sizes
    and zero strides stay dynamic). Whether any changed.
    """
    return (
        _fold_constant_entries(offsets, non_negative=True)
        or _fold_constant_entries(sizes, non_negative=True)
        or _fold_constant_entries(strides, non_zero=True)
    )


def _static(entries: Sequence[int | SSAValue]) -> list[int]:
    return [entry if isinstance(entry, int) else DYNAMIC_INDEX for entry in entries]


def _is_in_bounds_slice(
    shape: Sequence[int],
    offsets: Sequence[int],
    sizes: Sequence[int],
    strides: Sequence[int],
) -> bool:
    """The static parts of a slice stay within the static source dimensions."""
    for dim_size, offset, size, stride in zip(shape, offsets, sizes, strides):
        if dim_size == DYNAMIC_INDEX or offset == DYNAMIC_INDEX:
            continue
        if offset >= dim_size:
            return False
        if size == DYNAMIC_INDEX or stride == DYNAMIC_INDEX:
            continue
        if offset + (size - 1) * stride >= dim_size:
            return False
    return True


class SubviewConstantArguments(RewritePattern):
    """
    Make the constant dynamic offsets, sizes or strides of a memref.subview
    static, re-inferring its result type (dropping the dimensions the old
    result drops); a memref.cast gives the old type back if it changed.
    Not applied if the new static slice would run out of bounds.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.SubviewOp, rewriter: PatternRewriter, /):
        # Only a constant among the dynamic entries (the operands after the
        # source) can be folded: most subviews have none.
        if all(memref.constant_int_value(v) is None for v in op.operands[1:]):
            return
        offsets = _mixed_entries(op.static_offsets.get_values(), op.offsets)
        sizes = _mixed_entries(op.static_sizes.get_values(), op.sizes)
        strides = _mixed_entries(op.static_strides.get_values(), op.strides)
        if not _fold_constant_offsets_sizes_strides(offsets, sizes, strides):
            return
        source_type = op.source.type
        if not isa(source_type, MemRefType) or not _is_in_bounds_slice(
            source_type.get_shape(), _static(offsets), _static(sizes), _static(strides)
        ):
            return
        new_type = _subview_type(op, source_type, offsets, sizes, strides)
        if new_type is None:
            return
        new_subview = memref.SubviewOp.get(op.source, offsets, sizes, strides, new_type)
        replace_with_cast_back(op, new_subview, rewriter)


def _subview_type(
    op: memref.SubviewOp,
    source_type: MemRefType,
    offsets: Sequence[int | SSAValue],
    sizes: Sequence[int | SSAValue],
    strides: Sequence[int | SSAValue],
) -> MemRefType | None:
    """The result type of a subview of `source_type`, dropping the
    dimensions `op` drops (MLIR's `getCanonicalSubViewResultType`)."""
    try:
        inferred = infer_subview_result_type(
            source_type, list(offsets), list(sizes), list(strides)
        )
    except ValueError:
        return None
    dropped = op.get_dropped_dims()
    if not dropped:
        return inferred
    layout = cast(StridedLayoutAttr, inferred.layout)
    kept = [i for i in range(inferred.get_num_dims()) if i not in dropped]
    inferred_strides = layout.get_strides()
    return MemRefType(
        inferred.element_type,
        [inferred.get_shape()[i] for i in kept],
        StridedLayoutAttr([inferred_strides[i] for i in kept], layout.get_offset()),
        inferred.memory_space,
    )


class SubviewOfCast(RewritePattern):
    """
    A subview of a `memref.cast` that only makes a type more dynamic takes
    the cast's source, and a cast gives the old result type back (MLIR 22's
    SubViewOpMemRefCastFolder; not while an operand is a constant, which
    `SubviewConstantArguments` folds first).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.SubviewOp, rewriter: PatternRewriter, /):
        operands = op.operands
        # The source first: most subviews are not of a cast.
        producer = operands[0].owner
        if not isinstance(
            producer, Operation
        ) or not memref.can_fold_cast_into_consumer(producer):
            return
        if any(memref.constant_int_value(v) is not None for v in operands[1:]):
            return
        source = producer.operands[0]
        source_type = source.type
        if not isa(source_type, MemRefType):
            return
        offsets = _mixed_entries(op.static_offsets.get_values(), op.offsets)
        sizes = _mixed_entries(op.static_sizes.get_values(), op.sizes)
        strides = _mixed_entries(op.static_strides.get_values(), op.strides)
        new_type = _subview_type(op, source_type, offsets, sizes, strides)
        if new_type is None:
            return
        new_subview = memref.SubviewOp.get(source, offsets, sizes, strides, new_type)
        replace_with_cast_back(op, new_subview, rewriter)


class ReinterpretCastConstantArguments(RewritePattern):
    """
    Make the constant dynamic offset, sizes or strides of a
    memref.reinterpret_cast static, with the result type built from them; a
    memref.cast gives the old type back if it changed. Unlike MLIR 22, which
    folds any constant (and crashes or builds invalid IR on a negative offset or
    size), negative offsets and sizes stay dynamic.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: memref.ReinterpretCastOp, rewriter: PatternRewriter, /
    ):
        if len(op.operands) == 1:
            return
        offsets = _mixed_entries(op.static_offsets.get_values(), op.offsets)
        sizes = _mixed_entries(op.static_sizes.get_values(), op.sizes)
        strides = _mixed_entries(op.static_strides.get_values(), op.strides)
        folded = _fold_constant_entries(offsets, non_negative=True)
        folded = _fold_constant_entries(sizes, non_negative=True) or folded
        folded = _fold_constant_entries(strides) or folded
        if not folded:
            return
        source_type = cast(MemRefType | UnrankedMemRefType, op.source.type)
        new_type = infer_reinterpret_cast_result_type(
            source_type, offsets[0], sizes, strides
        )
        new_cast = memref.ReinterpretCastOp.from_dynamic(
            op.source, offsets, sizes, strides, new_type
        )
        replace_with_cast_back(op, new_cast, rewriter)


def _mixed_entries(
    static: Sequence[int], dynamic: Sequence[SSAValue]
) -> list[int | SSAValue]:
    values = iter(dynamic)
    return [next(values) if entry == DYNAMIC_INDEX else entry for entry in static]


def replace_with_cast_back(
    op: Operation, new_op: Operation, rewriter: PatternRewriter
) -> None:
    """Replace `op` by `new_op`, casting its result to `op`'s type if they differ."""
    old_type = op.results[0].type
    if new_op.results[0].type == old_type:
        rewriter.replace(op, new_op)
        return
    rewriter.replace(
        op,
        [new_op, memref.CastOp.get(new_op.results[0], cast(MemRefType, old_type))],
    )


def fold_transpose(op: Operation) -> Sequence[SSAValue] | None:
    """
    MLIR 22's fold of `memref.transpose`: an identity permutation that does
    not change the type is its input; a transpose of a transpose transposes
    the inner input by the composed permutation (in place), which may then
    be the identity.
    """
    from xdsl.dialects.builtin import AffineMapAttr
    from xdsl.ir.affine import AffineDimExpr, AffineMap

    def positions(owner: Operation) -> list[int] | None:
        attr = owner.properties.get("permutation")
        if not isinstance(attr, AffineMapAttr):
            return None
        results = attr.data.results
        if not all(isinstance(r, AffineDimExpr) for r in results):
            return None
        return [cast(AffineDimExpr, r).position for r in results]

    own = positions(op)
    if own is None:
        return None
    source = op.operands[0]
    if own == list(range(len(own))) and source.type == op.results[0].type:
        return (source,)
    inner = source.owner
    if not isinstance(inner, Operation) or inner.name != "memref.transpose":
        return None
    inner_positions = positions(inner)
    if inner_positions is None or len(inner_positions) != len(own):
        return None
    composed = [inner_positions[p] for p in own]
    if (
        composed == list(range(len(own)))
        and inner.operands[0].type == op.results[0].type
    ):
        return (inner.operands[0],)
    op.operands = [inner.operands[0]]
    op.properties["permutation"] = AffineMapAttr(
        AffineMap(len(own), 0, tuple(AffineDimExpr(p) for p in composed))
    )
    return ()


Constified = list[int | SSAValue]
"""Offsets, sizes or strides: known integers, else the values giving them."""


def _constified(
    entries: Sequence[int | SSAValue], known: Sequence[int | None]
) -> Constified:
    """`entries` with constants and the values `known` (None: unknown) as
    integers (MLIR's `constifyIndexValues`)."""
    result: Constified = []
    for entry, value in zip(entries, known, strict=True):
        if isinstance(entry, SSAValue):
            constant = memref.constant_int_value(entry)
            if constant is not None:
                entry = constant
            elif value is not None:
                entry = value
        result.append(entry)
    return result


def _same_entries(lhs: Constified, rhs: Constified) -> bool:
    return len(lhs) == len(rhs) and all(
        a is b if isinstance(a, SSAValue) else a == b for a, b in zip(lhs, rhs)
    )


class ReinterpretCastOpExtractStridedMetadataFolder(RewritePattern):
    """
    A `reinterpret_cast` of the base buffer of `extract_strided_metadata(%m)`
    is `%m` (through a `memref.cast` if the types differ) when it rebuilds
    %m's offset, sizes and strides, and otherwise reinterprets %m directly
    (the same memory); MLIR 22's pattern of that name.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: memref.ReinterpretCastOp, rewriter: PatternRewriter, /
    ):
        metadata = op.source.owner
        if not isinstance(metadata, xdsl_memref.ExtractStridedMetaDataOp):
            return
        source = metadata.source
        source_type = source.type
        result_type = op.result.type
        if not isa(source_type, MemRefType) or not isa(result_type, MemRefType):
            return
        source_layout = memref.get_strides_and_offset(source_type)
        result_layout = memref.get_strides_and_offset(result_type)
        if source_layout is None or result_layout is None:
            return

        def static(shape: Sequence[int]) -> list[int | None]:
            return [None if size == DYNAMIC_INDEX else size for size in shape]

        offsets = _mixed_entries(op.static_offsets.get_values(), op.offsets)
        sizes = _mixed_entries(op.static_sizes.get_values(), op.sizes)
        strides = _mixed_entries(op.static_strides.get_values(), op.strides)
        same = (
            _same_entries(
                _constified(list(metadata.strides), source_layout[0]),
                _constified(strides, result_layout[0]),
            )
            and _same_entries(
                _constified(list(metadata.sizes), static(source_type.get_shape())),
                _constified(sizes, static(result_type.get_shape())),
            )
            and _same_entries(
                _constified([metadata.offset], [source_layout[1]]),
                _constified(offsets, [result_layout[1]]),
            )
        )
        if not same:
            op.operands[0] = source
            rewriter.notify_op_modified(op)
            return
        if source_type == result_type:
            rewriter.replace(op, [], [source])
            return
        rewriter.replace(op, memref.CastOp.get(source, result_type))


class ViewOpShapeFolder(RewritePattern):
    """
    The dynamic sizes of a `memref.view` that are constants become static,
    and a cast gives the old type back (MLIR 22's pattern of that name).
    Negative constants stay dynamic (MLIR 22 aborts on them).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.ViewOp, rewriter: PatternRewriter, /):
        result_type = op.result.type
        sizes = iter(op.sizes)
        shape: list[int] = []
        kept: list[SSAValue] = []
        for size in result_type.get_shape():
            if size != DYNAMIC_INDEX:
                shape.append(size)
                continue
            value = next(sizes)
            constant = memref.constant_int_value(value)
            if constant is None or constant < 0:
                shape.append(DYNAMIC_INDEX)
                kept.append(value)
            else:
                shape.append(constant)
        if len(kept) == len(op.sizes):
            return
        new_type = MemRefType(
            result_type.element_type, shape, memory_space=result_type.memory_space
        )
        replace_with_cast_back(
            op, memref.ViewOp(op.source, op.byte_shift, kept, new_type), rewriter
        )


class ViewOpMemrefCastFolder(FoldMemRefCastOperands):
    """
    A `memref.view` of a `memref.cast` views the cast's source (MLIR 22's
    pattern of that name and the view's own fold of casts).
    """

    root_op_types = (memref.ViewOp,)


def register() -> None:
    """Register the folds of `memref` ops that their classes do not have."""
    from xdsl_bufferization.transforms.canonicalization_patterns import (
        register_model,
    )
    from xdsl_bufferization.transforms.canonicalization_patterns.memref_reshapes import (
        CollapseShapeOpMemRefCastFolder,
        ComposeCollapseOfExpandOp,
        ComposeExpandOfCollapseOp,
        ComposeReassociativeReshapeOps,
    )

    register_model("memref.transpose", fold=fold_transpose)
    register_model("memref.subview", patterns=(SubviewOfCast(),))
    register_model(
        "memref.view", patterns=(ViewOpShapeFolder(), ViewOpMemrefCastFolder())
    )
    register_model(
        "memref.reinterpret_cast",
        patterns=(ReinterpretCastOpExtractStridedMetadataFolder(),),
    )
    register_model(
        "memref.collapse_shape",
        patterns=(
            ComposeReassociativeReshapeOps(),
            ComposeCollapseOfExpandOp(),
            CollapseShapeOpMemRefCastFolder(),
        ),
    )
    register_model(
        "memref.expand_shape",
        patterns=(ComposeReassociativeReshapeOps(), ComposeExpandOfCollapseOp()),
    )
