"""The `expand-realloc` pass: `memref.realloc` as an explicit grow-or-reuse.

`memref.realloc %old(%size)` becomes (MLIR 22's structure, op for op):

```
%c0 = arith.constant 0 : index                   // only for a dynamic source
%dim = memref.dim %old, %c0                      // size of the old buffer
%grow = arith.cmpi ult, %dim, %size : index
%new = scf.if %grow -> (memref<?xf32>) {
  %alloc = memref.alloc(%size) : memref<?xf32>
  %subview = memref.subview %alloc[0] [%dim] [1]
  memref.copy %old, %subview
  memref.dealloc %old                            // with emit-deallocs only
  scf.yield %alloc
} else {
  %reinterpret_cast = memref.reinterpret_cast %old to offset: [0], sizes: [%size], strides: [1]
  scf.yield %reinterpret_cast
}
```

Static sizes are materialized as index constants. Without `emit-deallocs`,
the old buffer is not freed when the buffer grows: the ownership-based
deallocation pass, which runs afterwards in `buffer-deallocation-pipeline`,
frees it (the copy is a new allocation, the old buffer stays owned).

Differences from MLIR:

- when both sizes are static and the buffer shrinks, only the
  `reinterpret_cast` is emitted (MLIR's growing branch would take an
  out-of-bounds subview, which fails verification);
- a realloc under `bufferization.manual_deallocation` stays under manual
  deallocation: the new buffer gets the attribute, and the old buffer is
  freed (with the attribute) whatever `emit-deallocs` says, since no pass
  will free a manually managed buffer. MLIR 22 drops the attribute: its
  pipeline then owns the new buffer, frees it after the user did, and leaves
  the old one allocated (and its runtime check that the block does not own
  the user's buffer always fails).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    UnitAttr,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects import memref, memref_views, scf
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.rewriting.walk import OpTypeWalker
from xdsl_bufferization.transforms.verified_input import verified_input

MANUAL_DEALLOCATION = "bufferization.manual_deallocation"


def _index_constant(value: int) -> arith.ConstantOp:
    constant = arith.ConstantOp(IntegerAttr(value, IndexType()))
    constant.result.name_hint = f"c{value}"
    return constant


@dataclass
class ExpandReallocPattern(RewritePattern):
    """Rewrite one `memref.realloc` (MLIR's `ExpandReallocOpPattern`)."""

    emit_deallocs: bool = True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, memref.ReallocOp):
            return
        source = op.source
        source_type = source.type
        result_type = op.result.type
        # The verifier guarantees 1-D memrefs with identity layouts.
        assert isa(source_type, MemRefType)
        assert isa(result_type, MemRefType)

        before: list[Operation] = []

        # Size of the old buffer: static, or read with memref.dim.
        old_size: SSAValue | int = source_type.get_shape()[0]
        if old_size == DYNAMIC_INDEX:
            zero = _index_constant(0)
            dim = memref.DimOp(source, zero)
            dim.result.name_hint = "dim"
            before += [zero, dim]
            old_size = dim.result

        # Requested size: the size operand, or the static result size.
        new_size: SSAValue | int = result_type.get_shape()[0]
        if new_size == DYNAMIC_INDEX:
            assert op.dynamic_result_size is not None
            new_size = op.dynamic_result_size

        # Both sizes static and the buffer shrinks: only the reinterpret_cast
        # can run. MLIR 22 still builds the growing branch, whose subview
        # (old size into the smaller new buffer) fails the subview verifier
        # ("runs out-of-bounds"); building just the cast keeps the IR valid.
        static_shrink = (
            isinstance(old_size, int)
            and isinstance(new_size, int)
            and old_size > new_size
        )
        if static_shrink:
            reinterpret = memref_views.ReinterpretCastOp.from_dynamic(
                source, [0], [new_size], [1], result_type
            )
            reinterpret.result.name_hint = "reinterpret_cast"
            rewriter.replace(op, reinterpret)
            return

        def as_value(size: SSAValue | int) -> SSAValue:
            if isinstance(size, SSAValue):
                return size
            constant = _index_constant(size)
            before.append(constant)
            return constant.result

        old_value = as_value(old_size)
        new_value = as_value(new_size)
        is_old_smaller = arith.CmpiOp(old_value, new_value, "ult")
        before.append(is_old_smaller)

        # Grow: a new buffer holding the old contents at its start.
        alloc = memref.AllocOp(
            () if op.dynamic_result_size is None else (op.dynamic_result_size,),
            (),
            result_type,
            op.alignment,
        )
        alloc.memref.name_hint = "alloc"
        manual = MANUAL_DEALLOCATION in op.attributes
        if manual:
            alloc.attributes[MANUAL_DEALLOCATION] = UnitAttr()
        subview = memref_views.SubviewOp.get(alloc.memref, [0], [old_size], [1])
        subview.result.name_hint = "subview"
        grow_ops: list[Operation] = [alloc, subview, memref.CopyOp(source, subview)]
        if self.emit_deallocs or manual:
            dealloc = memref.DeallocOp.get(source)
            if manual:
                dealloc.attributes[MANUAL_DEALLOCATION] = UnitAttr()
            grow_ops.append(dealloc)
        grow_ops.append(scf.YieldOp(alloc.memref))

        # Keep (or shrink): the old buffer seen with the new size.
        reinterpret = memref_views.ReinterpretCastOp.from_dynamic(
            source, [0], [new_size], [1], result_type
        )
        reinterpret.result.name_hint = "reinterpret_cast"

        if_op = scf.IfOp(
            is_old_smaller,
            [result_type],
            Region(Block(grow_ops)),
            Region(Block([reinterpret, scf.YieldOp(reinterpret.result)])),
        )
        rewriter.insert([*before, if_op], InsertPoint.before(op))
        rewriter.replace(op, [], if_op.results)


@verified_input
@dataclass(frozen=True)
class ExpandReallocPass(MLIROptionsPass):
    """
    Expand every `memref.realloc` into a size comparison, and either a new
    allocation with a copy of the old contents (the buffer grows) or a
    `memref.reinterpret_cast` of the old buffer (it does not).

    Options (MLIR 22's names and defaults):

    - `emit-deallocs` (true): free the old buffer after copying it. The
      deallocation pipeline sets it to false and lets the ownership-based
      deallocation free the old buffer.
    """

    name = "expand-realloc"

    emit_deallocs: bool = True

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        OpTypeWalker(
            ExpandReallocPattern(self.emit_deallocs),
            apply_recursively=False,
            op_types=(memref.ReallocOp,),
        ).rewrite_module(op)
