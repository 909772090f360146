"""
The `memref` dialect of MLIR 22.

Every op of MLIR 22's `memref` dialect, with MLIR's operands, results, property
names, textual syntax (pretty and generic), verifiers (MLIR's wording), memory
effects on the specific values and canonicalizations.

xDSL 0.74's classes fall short for every op it has (missing syntax, properties or
MLIR's constraints, effects not tied to values), so each op is defined here under
xDSL's class name, with xDSL's accessor names (plus MLIR's extra ones) and
builders, and registered as a virtual subclass of xDSL's class: IR parsed with
this dialect still matches `isinstance(op, xdsl.dialects.memref.LoadOp)`. See
docs/registration.md.

Where MLIR's name of an operand, result or property cannot be a Python field
(it clashes with `Operation`'s own attributes, or xDSL's class already uses
another name), the MLIR name is a read-only Python property.

Memory effects (`xdsl.traits.get_effects`), as MLIR 22 declares them:

| op | effects |
| --- | --- |
| alloc | allocate the result |
| alloca | allocate the result, in `AutomaticAllocationScopeResource` |
| realloc | free the source, allocate the result |
| dealloc | free the operand |
| load | read the memref |
| store | write the memref |
| copy | read the source, write the target |
| atomic_rmw, generic_atomic_rmw | read and write the memref |
| prefetch | write the memref (what MLIR 22 declares: `mlir-opt --canonicalize` keeps an unused prefetch, `--affine-scalrep` forwards a store across a prefetch of a distinct buffer and removes a dead store across it) |
| alloca_scope | those of its body |
| dma_start, dma_wait, global | unknown: MLIR 22 declares `getEffects` on the DMA ops but not the interface, and `--ownership-based-buffer-deallocation` rejects them as "ops with unknown memory side effects" |
| every other op | none |

An alloca's allocation is an effect on its result (which the buffer
deallocation passes need to see), in MLIR's automatic-allocation-scope resource
(released when the closest enclosing automatic allocation scope exits), not the
default heap resource: passes tell stack allocations apart by that resource.

The package, by idea (every name below is importable from the package):

| module | holds |
| --- | --- |
| `layout` | strides and offset of a layout (MLIR's getStridesAndOffset), identity and canonical layouts: the one home of that algorithm |
| `type_inference` | result types of subview, reinterpret_cast, collapse/expand_shape, transpose |
| `type_text` | types as mlir-opt prints them, for messages |
| `constraints`, `effects`, `syntax` | ODS-worded constraints, memory effects and allocation scopes, shared printing/parsing |
| `allocation` | alloc, alloca, realloc, dealloc, alloca_scope |
| `access` | load, store, prefetch |
| `atomics` | atomic_rmw, generic_atomic_rmw, atomic_yield |
| `casts` | cast, memory_space_cast |
| `copies` | copy, dma_start, dma_wait |
| `queries` | dim, rank, assume_alignment, extract_aligned_pointer_as_index, extract_strided_metadata, distinct_objects |
| `globals` | global, get_global |
| `view_common`, `views`, `reshapes` | the view ops (below): what they share; subview, reinterpret_cast, view; collapse_shape, expand_shape, reshape, transpose |

`xdsl_bufferization.dialects.memref_views` re-exports the view ops and
helpers under their former module path.

The view ops. Op classes. Every class has MLIR 22's operands, properties, syntax and verifier
(with MLIR's messages; `'memref.<op>' op ...` where MLIR uses `emitOpError`).
`SubviewOp`, `ReinterpretCastOp`, `ViewOp`, `CollapseShapeOp` and
`ExpandShapeOp` replace xDSL 0.74's classes of the same name (whose verifiers,
syntax or operand constraints differ from MLIR's) and are registered as virtual
subclasses of them, so `isinstance(op, xdsl.dialects.memref.SubviewOp)` holds
for our ops (see docs/registration.md). They keep xDSL's accessor names and
builders. `ReshapeOp` and `TransposeOp` do not exist in xDSL 0.74.

The view source. Every op has a read-only property `view_source`, the
`SSAValue` of the buffer the result is a view of (the `source`, `src` or `in_`
operand; `xdsl_bufferization.interfaces.view_like` gives the same value for any
view-like op by name, including xDSL-built ones). Collapse/expand shape also have
`source` (xDSL calls the operand `src`) and transpose has `source` (MLIR calls
it `in`, a Python keyword, hence the field `in_`). The deallocation and aliasing
analyses use `view_source`.

Memory effects. All ops are `Pure` except `memref.reshape`, whose `shape`
operand is declared `[MemRead]` in MLIR 22: it reads the shape buffer (MLIR's
CSE does not merge two reshapes across a store to the shape), so
`get_effects(reshape) == {EffectInstance(READ, reshape.shape)}`.

Folding and canonicalization. The `ViewFolder` trait gives every op but
reshape MLIR's folders where they return an existing value (a subview, view,
reinterpret_cast or reshape with the type of its source, an identity
transpose, an expand/collapse pair that cancels out), so xDSL's
`canonicalize` folds them. Subview and reinterpret_cast have MLIR's
constant-argument folding as canonicalization patterns (constant dynamic
offsets, sizes and strides become static, with a memref.cast back to the old
type; `transforms/canonicalization_patterns/memref.py`). MLIR's in-place folds
(composing transposes, bypassing a cast under a reinterpret_cast) and its
other patterns (casts around trivial subviews, ...) are not implemented. xDSL's subview-of-subview pattern is not attached: it is not an
MLIR canonicalization.

Result types. The pure functions `infer_subview_result_type`,
`infer_rank_reduced_subview_result_type`, `infer_reinterpret_cast_result_type`,
`infer_collapse_shape_result_type`, `infer_expand_shape_result_type` and
`infer_transpose_result_type` compute result types as MLIR 22 does (saturating
arithmetic on dynamic values, `0 * ? = 0`); `get_strides_and_offset`,
`is_strided`, `has_identity_layout` and `is_guaranteed_collapsible` answer the
layout questions MLIR's `MemRefType` answers. They are what One-Shot Bufferize
uses to build these ops.

Layouts given as affine maps are read the way MLIR reads them, with the model
of MLIR's affine expressions in `xdsl_bufferization.utils.affine_simplify`
(its construction-time simplifications, flattening and printing), because
MLIR's verifiers compare simplified expressions structurally (for example
`memref.transpose` rejects an identity permutation of `memref<?x?xf32>` into
`memref<?x?xf32>` but accepts it for `memref<?x?x4xf32>`), and its messages
print them.
"""

from __future__ import annotations

from xdsl.dialect_interfaces.constant_materialization import (
    ConstantMaterializationInterface,
)
from xdsl.dialects import memref as xdsl_memref
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.irdl import IRDLOperation

from xdsl_bufferization.dialects.fast_paths import install_fast_paths
from xdsl_bufferization.dialects.memref.access import LoadOp, PrefetchOp, StoreOp
from xdsl_bufferization.dialects.memref.allocation import (
    AllocaOp,
    AllocaScopeOp,
    AllocaScopeReturnOp,
    AllocOp,
    DeallocOp,
    ReallocOp,
)
from xdsl_bufferization.dialects.memref.atomics import (
    ATOMIC_RMW_KINDS,
    AtomicRMWOp,
    AtomicYieldOp,
    GenericAtomicRMWOp,
)
from xdsl_bufferization.dialects.memref.casts import (
    CastOp,
    MemorySpaceCastOp,
    are_cast_compatible,
    can_fold_cast_into_consumer,
)
from xdsl_bufferization.dialects.memref.constraints import (
    AttrPredicate as AttrPredicate,
)
from xdsl_bufferization.dialects.memref.constraints import Described as Described
from xdsl_bufferization.dialects.memref.constraints import InferredFrom as InferredFrom
from xdsl_bufferization.dialects.memref.constraints import (
    IntOrFloatConstr as IntOrFloatConstr,
)
from xdsl_bufferization.dialects.memref.constraints import MemRefConstr as MemRefConstr
from xdsl_bufferization.dialects.memref.constraints import (
    RankedOrUnrankedMemRefConstr as RankedOrUnrankedMemRefConstr,
)
from xdsl_bufferization.dialects.memref.constraints import (
    alignment_property,
)
from xdsl_bufferization.dialects.memref.constraints import described as described
from xdsl_bufferization.dialects.memref.constraints import (
    described_property as described_property,
)
from xdsl_bufferization.dialects.memref.constraints import (
    element_type_of as element_type_of,
)
from xdsl_bufferization.dialects.memref.constraints import (
    memory_space_of as memory_space_of,
)
from xdsl_bufferization.dialects.memref.copies import CopyOp, DmaStartOp, DmaWaitOp
from xdsl_bufferization.dialects.memref.effects import (
    AUTOMATIC_ALLOCATION_SCOPE_OPS,
    AutomaticAllocationScope,
    AutomaticAllocationScopeResource,
    has_automatic_allocation_scope,
)
from xdsl_bufferization.dialects.memref.effects import (
    AllocaOpMemoryEffect as AllocaOpMemoryEffect,
)
from xdsl_bufferization.dialects.memref.effects import (
    AllocOpMemoryEffect as AllocOpMemoryEffect,
)
from xdsl_bufferization.dialects.memref.effects import (
    CopyOpMemoryEffect as CopyOpMemoryEffect,
)
from xdsl_bufferization.dialects.memref.effects import (
    DeallocOpMemoryEffect as DeallocOpMemoryEffect,
)
from xdsl_bufferization.dialects.memref.effects import (
    ReadsAndWritesMemRefOperand as ReadsAndWritesMemRefOperand,
)
from xdsl_bufferization.dialects.memref.effects import (
    ReadsMemRefOperand as ReadsMemRefOperand,
)
from xdsl_bufferization.dialects.memref.effects import (
    ReallocOpMemoryEffect as ReallocOpMemoryEffect,
)
from xdsl_bufferization.dialects.memref.effects import (
    SingleBlockTerminatedBy as SingleBlockTerminatedBy,
)
from xdsl_bufferization.dialects.memref.effects import (
    WritesMemRefOperand as WritesMemRefOperand,
)
from xdsl_bufferization.dialects.memref.globals import GetGlobalOp, GlobalOp
from xdsl_bufferization.dialects.memref.globals import (
    GetGlobalSymbolUser as GetGlobalSymbolUser,
)
from xdsl_bufferization.dialects.memref.layout import (
    get_strides_and_offset,
    is_identity_layout,
    is_strided,
)
from xdsl_bufferization.dialects.memref.layout import (
    num_layout_symbols as num_layout_symbols,
)
from xdsl_bufferization.dialects.memref.queries import (
    AssumeAlignmentOp,
    DimOp,
    DistinctObjectsOp,
    ExtractAlignedPointerAsIndexOp,
    ExtractStridedMetaDataOp,
    ExtractStridedMetadataOp,
    RankOp,
)
from xdsl_bufferization.dialects.memref.queries import (
    strided_metadata_types as strided_metadata_types,
)
from xdsl_bufferization.dialects.memref.reshapes import (
    CollapseShapeOp,
    ExpandShapeOp,
    ReshapeOp,
    TransposeOp,
)
from xdsl_bufferization.dialects.memref.syntax import new_op, parse_attr_dict
from xdsl_bufferization.dialects.memref.views import (
    ReinterpretCastOp,
    SubviewOp,
    ViewOp,
)
from xdsl_bufferization.dialects.replacement import register_replacements
from xdsl_bufferization.utils.static_values import (
    constant_int_value as constant_int_value,
)

# The former private names of the shared helpers, for code that imported them
# from the module `memref.py` was.
_alignment_property = alignment_property
_new_op = new_op
_parse_attr_dict = parse_attr_dict

# Our view classes stand in for xDSL's: isinstance checks against xDSL's
# classes (and so xDSL's patterns and passes) accept them
# (docs/registration.md).
register_replacements(
    (
        (xdsl_memref.SubviewOp, SubviewOp),
        (xdsl_memref.ReinterpretCastOp, ReinterpretCastOp),
        (xdsl_memref.ViewOp, ViewOp),
        (xdsl_memref.CollapseShapeOp, CollapseShapeOp),
        (xdsl_memref.ExpandShapeOp, ExpandShapeOp),
        (xdsl_memref.AlterShapeOperation, CollapseShapeOp),
        (xdsl_memref.AlterShapeOperation, ExpandShapeOp),
    )
)

VIEW_OPS: list[type[Operation]] = [
    SubviewOp,
    ReinterpretCastOp,
    ViewOp,
    CollapseShapeOp,
    ExpandShapeOp,
    ReshapeOp,
    TransposeOp,
]
"""The view-like ops of MLIR 22's `memref` dialect, in the `MemRef` dialect."""

VIEW_REPLACED_XDSL_OPS: dict[type[Operation], type[Operation]] = {
    xdsl_memref.SubviewOp: SubviewOp,
    xdsl_memref.ReinterpretCastOp: ReinterpretCastOp,
    xdsl_memref.ViewOp: ViewOp,
    xdsl_memref.CollapseShapeOp: CollapseShapeOp,
    xdsl_memref.ExpandShapeOp: ExpandShapeOp,
}
"""xDSL 0.74's view classes that our classes replace, mapped to ours
(`memref_views.REPLACED_XDSL_OPS`)."""


class MemRefConstantMaterialization(ConstantMaterializationInterface):
    """Folded memref ops (dim, rank) give constants as `arith.constant`, as in MLIR."""

    def materialize_constant(self, value: Attribute, type: Attribute) -> Operation:
        from xdsl.dialects.arith import ConstantOp

        return new_op(ConstantOp, properties={"value": value}, result_types=(type,))


OPS: list[type[IRDLOperation]] = [
    AllocOp,
    AllocaOp,
    AllocaScopeOp,
    AllocaScopeReturnOp,
    AssumeAlignmentOp,
    AtomicRMWOp,
    AtomicYieldOp,
    CastOp,
    CopyOp,
    DeallocOp,
    DimOp,
    DistinctObjectsOp,
    DmaStartOp,
    DmaWaitOp,
    ExtractAlignedPointerAsIndexOp,
    ExtractStridedMetaDataOp,
    GenericAtomicRMWOp,
    GetGlobalOp,
    GlobalOp,
    LoadOp,
    MemorySpaceCastOp,
    PrefetchOp,
    RankOp,
    ReallocOp,
    StoreOp,
]
"""The memref ops but the view ops (`VIEW_OPS`)."""

REPLACED_XDSL_OPS: dict[type[IRDLOperation], type[Operation]] = {
    op: getattr(xdsl_memref, op.__name__)
    for op in OPS
    if hasattr(xdsl_memref, op.__name__)
}
"""Our op class -> the xDSL class it replaces (and is a virtual subclass of)."""

register_replacements((xdsl, ours) for ours, xdsl in REPLACED_XDSL_OPS.items())

# The package is the public home of every op class, whichever of its modules
# defines it (the class's `__module__` names it, as in the docs' op tables).
for _op in (*OPS, *VIEW_OPS):
    _op.__module__ = __name__

MemRef = install_fast_paths(
    Dialect(
        "memref",
        [*OPS, *VIEW_OPS],
        list(xdsl_memref.MemRef.attributes),
        [MemRefConstantMaterialization()],
    )
)

__all__ = [
    "ATOMIC_RMW_KINDS",
    "AUTOMATIC_ALLOCATION_SCOPE_OPS",
    "OPS",
    "REPLACED_XDSL_OPS",
    "VIEW_OPS",
    "VIEW_REPLACED_XDSL_OPS",
    "AllocOp",
    "AllocaOp",
    "AllocaScopeOp",
    "AllocaScopeReturnOp",
    "AssumeAlignmentOp",
    "AtomicRMWOp",
    "AtomicYieldOp",
    "AutomaticAllocationScope",
    "AutomaticAllocationScopeResource",
    "CastOp",
    "CollapseShapeOp",
    "CopyOp",
    "DeallocOp",
    "DimOp",
    "DistinctObjectsOp",
    "DmaStartOp",
    "DmaWaitOp",
    "ExpandShapeOp",
    "ExtractAlignedPointerAsIndexOp",
    "ExtractStridedMetaDataOp",
    "ExtractStridedMetadataOp",
    "GenericAtomicRMWOp",
    "GetGlobalOp",
    "GlobalOp",
    "LoadOp",
    "MemRef",
    "MemorySpaceCastOp",
    "PrefetchOp",
    "RankOp",
    "ReallocOp",
    "ReinterpretCastOp",
    "ReshapeOp",
    "StoreOp",
    "SubviewOp",
    "TransposeOp",
    "ViewOp",
    "are_cast_compatible",
    "can_fold_cast_into_consumer",
    "get_strides_and_offset",
    "has_automatic_allocation_scope",
    "is_identity_layout",
    "is_strided",
]
