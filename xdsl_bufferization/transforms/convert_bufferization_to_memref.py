"""The `convert-bufferization-to-memref` pass.

Lowers the `bufferization` ops that have a memref-level meaning:

- `bufferization.clone` becomes a new allocation and a `memref.copy`
  (MLIR 22's structure). Ranked results: `memref.alloc` of the result's shape
  with the identity layout (each dynamic size read with `memref.dim` of the
  input, or a constant where the input's size is static), then `memref.cast`
  to the result type if it has another layout; a result layout that no
  identity-layout buffer can be cast to (a static non-unit stride, for
  instance) cannot be lowered. Unranked results: the sizes are stored in a
  `memref.alloca` buffer by an `scf.for` that also multiplies them, a 1-D
  buffer of that many elements is allocated and `memref.reshape`d to the
  unranked type.
- `bufferization.dealloc` is lowered as `bufferization-lower-deallocations`
  lowers it.

Every other `bufferization` op is an error ("failed to legalize"), as in
MLIR, where the whole dialect is illegal after this pass.
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
    NoneAttr,
    UnrankedMemRefType,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.utils.exceptions import PassFailedException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects import memref, memref_views, scf
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.transforms.bufferization_lower_deallocations import (
    DeallocLoweringPass,
    LowerDeallocationOptions,
    LowerDeallocPattern,
    build_dealloc_helpers,
    check_lowering_root,
)
from xdsl_bufferization.transforms.verified_input import verified_input


def _index_constant(value: int) -> arith.ConstantOp:
    constant = arith.ConstantOp(IntegerAttr(value, IndexType()))
    constant.result.name_hint = f"c{value}"
    return constant


def _identity_alloc_type(result_type: MemRefType) -> MemRefType:
    """The result's shape, element type and memory space, identity layout."""
    return MemRefType(
        result_type.element_type,
        result_type.get_shape(),
        NoneAttr(),
        result_type.memory_space,
    )


def clone_is_lowerable(op: Operation) -> bool:
    """Whether a clone's result type can be built by alloc (+ cast)."""
    result_type = op.results[0].type
    if isinstance(result_type, UnrankedMemRefType):
        return True
    assert isa(result_type, MemRefType)
    return memref.are_cast_compatible(_identity_alloc_type(result_type), result_type)


@dataclass
class CloneToAllocCopyPattern(RewritePattern):
    """`bufferization.clone` as alloc + copy (MLIR's `CloneOpConversion`)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if get_op_name(op) != "bufferization.clone" or not clone_is_lowerable(op):
            return
        source = op.operands[0]
        result_type = op.results[0].type
        if isa(result_type, UnrankedMemRefType[Attribute]):
            new_ops, clone = self._unranked(source, result_type)
        else:
            assert isa(result_type, MemRefType)
            new_ops, clone = self._ranked(source, result_type)
        new_ops.append(memref.CopyOp(source, clone))
        rewriter.insert(new_ops, InsertPoint.before(op))
        rewriter.replace(op, [], [clone])

    @staticmethod
    def _ranked(
        source: SSAValue, result_type: MemRefType
    ) -> tuple[list[Operation], SSAValue]:
        new_ops: list[Operation] = []
        sizes: list[SSAValue] = []
        source_type = source.type
        source_shape = source_type.get_shape() if isa(source_type, MemRefType) else None
        for dim, size in enumerate(result_type.get_shape()):
            if size != DYNAMIC_INDEX:
                continue
            position = _index_constant(dim)
            new_ops.append(position)
            static = None if source_shape is None else source_shape[dim]
            if static is not None and static != DYNAMIC_INDEX:
                # memref.dim of a static size folds to a constant (MLIR's
                # createOrFold leaves the position constant behind).
                folded = _index_constant(static)
                new_ops.append(folded)
                sizes.append(folded.result)
            else:
                dim_op = memref.DimOp(source, position)
                dim_op.result.name_hint = "dim"
                new_ops.append(dim_op)
                sizes.append(dim_op.result)
        alloc_type = _identity_alloc_type(result_type)
        alloc = memref.AllocOp(sizes, (), alloc_type)
        alloc.memref.name_hint = "alloc"
        new_ops.append(alloc)
        if alloc_type == result_type:
            return new_ops, alloc.memref
        cast_op = memref.CastOp.get(alloc.memref, result_type)
        cast_op.dest.name_hint = "cast"
        new_ops.append(cast_op)
        return new_ops, cast_op.dest

    @staticmethod
    def _unranked(
        source: SSAValue, result_type: UnrankedMemRefType[Attribute]
    ) -> tuple[list[Operation], SSAValue]:
        zero = _index_constant(0)
        one = _index_constant(1)
        rank = memref.RankOp.from_memref(source)
        shape = memref.AllocaOp(
            (rank.rank,), (), MemRefType(IndexType(), [DYNAMIC_INDEX])
        )
        shape.memref.name_hint = "alloca"

        # Store each size into the shape buffer and multiply them.
        body = Block(arg_types=[IndexType(), IndexType()])
        dim, count = body.args
        size = memref.DimOp(source, dim)
        size.result.name_hint = "dim"
        product = arith.MuliOp(count, size)
        body.add_ops(
            [
                size,
                memref.StoreOp.get(size, shape, [dim]),
                product,
                scf.YieldOp(product),
            ]
        )
        loop = scf.ForOp(zero, rank.rank, one, [one.result], body)

        # MLIR allocates the flat buffer without the memory space.
        flat = memref.AllocOp(
            (loop.results[0],),
            (),
            MemRefType(result_type.element_type, [DYNAMIC_INDEX]),
        )
        flat.memref.name_hint = "alloc"
        reshape = memref_views.ReshapeOp(flat, shape, result_type)
        reshape.result.name_hint = "reshape"
        return [zero, one, rank, shape, loop, flat, reshape], reshape.result


def _failed_to_legalize(op: Operation) -> None:
    message = (
        f"failed to legalize operation '{get_op_name(op)}' that was explicitly "
        "marked illegal"
    )
    op.emit_error(message, PassFailedException(message))


def check_convertible(root: Operation) -> None:
    """Report the first bufferization op that the pass cannot lower."""
    for op in root.walk():
        name = get_op_name(op)
        if not name.startswith("bufferization."):
            continue
        if name == "bufferization.dealloc":
            continue
        if name == "bufferization.clone" and clone_is_lowerable(op):
            continue
        _failed_to_legalize(op)


def convert_bufferization_to_memref(
    root: Operation, options: LowerDeallocationOptions | None = None
) -> None:
    """
    Lower the clones and deallocs of `root` (a module, or a function: then
    deallocs needing the library function are an error). Raises
    `DiagnosticException` on bad input, leaving the IR unchanged.
    """
    check_lowering_root(root)
    check_convertible(root)
    helpers = build_dealloc_helpers(root) if isinstance(root, ModuleOp) else {}
    walker = PatternRewriteWalker(
        GreedyRewritePatternApplier(
            [
                CloneToAllocCopyPattern(),
                LowerDeallocPattern(helpers, options or LowerDeallocationOptions()),
            ]
        ),
        apply_recursively=False,
    )
    for region in root.regions:
        walker.rewrite_region(region)


@verified_input
@dataclass(frozen=True)
class ConvertBufferizationToMemRefPass(DeallocLoweringPass):
    """
    Lower `bufferization.clone` to `memref.alloc` + `memref.copy` and
    `bufferization.dealloc` to `memref.dealloc` (as
    `bufferization-lower-deallocations` does); any other `bufferization` op
    is an error.

    No command line options (as in MLIR). From Python,
    `ConvertBufferizationToMemRefPass.with_options(LowerDeallocationOptions(
    build_dealloc_op=...))` sets the op(s) that free a buffer.
    """

    name = "convert-bufferization-to-memref"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        convert_bufferization_to_memref(op, self.lowering_options)
