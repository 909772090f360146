"""`linalg-generalize-named-ops`: every structured linalg op becomes the
`linalg.generic` it stands for (MLIR 22's pass of that name).

The named ops of the table, `linalg.elementwise`, `linalg.contract`,
`linalg.map`, `linalg.reduce`, `linalg.transpose` and `linalg.broadcast`
become a `linalg.generic` with the op's indexing maps, iterator types and
body (the region MLIR's region builder makes; the op's discardable
attributes are dropped, as MLIR does). `linalg.softmax` is not a structured
op and stays.

MLIR applies its pattern with the greedy rewrite driver, which also erases
trivially dead ops and hoists constants to the entry block of the enclosing
function (uniqued): the constant of `linalg.reciprocal`'s body ends up
there. This pass does the same cleanup (dead ops, then constants) so that
its output is `mlir-opt`'s; it does not fold other ops as the driver would.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, ModuleOp
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.traits import IsolatedFromAbove
from xdsl.transforms.dead_code_elimination import region_dce

from xdsl_bufferization.dialects.linalg.generic import GenericOp
from xdsl_bufferization.dialects.linalg.structured import dps_num_inputs
from xdsl_bufferization.transforms.verified_input import verified_input


def structured_op_parts(
    op: Operation,
) -> tuple[ArrayAttr[AffineMapAttr], ArrayAttr[Attribute]] | None:
    """The indexing maps and iterator types of a structured linalg op with a
    body, or None for other ops."""
    if not op.name.startswith("linalg.") or len(op.regions) != 1:
        return None
    get_maps: Callable[[], ArrayAttr[AffineMapAttr]] | None = getattr(
        op, "get_indexing_maps", None
    )
    get_iterators: Callable[[], ArrayAttr[Attribute]] | None = getattr(
        op, "get_iterator_types", None
    )
    if get_maps is None or get_iterators is None:
        return None
    return get_maps(), get_iterators()


def generalize(op: Operation, rewriter: PatternRewriter) -> GenericOp | None:
    """Replace a structured op by its `linalg.generic` (None: not one)."""
    if isinstance(op, GenericOp) or op.name == "linalg.generic":
        return None
    parts = structured_op_parts(op)
    if parts is None:
        return None
    maps, iterators = parts
    num_inputs = dps_num_inputs(op)
    body = Region()
    op.regions[0].move_blocks(body)
    generic = GenericOp(
        op.operands[:num_inputs],
        op.operands[num_inputs:],
        body,
        maps,
        iterators,
        [r.type for r in op.results],
    )
    rewriter.replace(op, generic)
    return generic


class GeneralizeNamedOp(RewritePattern):
    """A structured linalg op (not `linalg.generic`) to `linalg.generic`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        generalize(op, rewriter)


def hoist_constants(root: Operation) -> None:
    """Move the `arith.constant` ops of every region isolated from above to
    the start of its entry block, one per value and type (what MLIR's
    greedy driver does with the constants it meets)."""
    for op in root.walk():
        if op is not root and not op.has_trait(IsolatedFromAbove):
            continue
        for region in op.regions:
            entry = region.blocks.first
            if entry is not None:
                _hoist_into(region, entry)


def _constants_of(region: Region) -> list[arith.ConstantOp]:
    found: list[arith.ConstantOp] = []
    for block in region.blocks:
        for op in block.ops:
            if isinstance(op, arith.ConstantOp):
                found.append(op)
            if op.has_trait(IsolatedFromAbove):
                continue
            for nested in op.regions:
                found.extend(_constants_of(nested))
    return found


def _hoist_into(region: Region, entry: Block) -> None:
    constants = _constants_of(region)
    # The constants already at the top of the entry block stay where they are.
    leading: list[arith.ConstantOp] = []
    for op in entry.ops:
        if not isinstance(op, arith.ConstantOp):
            break
        leading.append(op)
    kept: dict[tuple[Attribute, Attribute], arith.ConstantOp] = {}
    for op in leading:
        kept.setdefault((op.value, op.result.type), op)
    moved: list[arith.ConstantOp] = []
    for op in constants:
        key = (op.value, op.result.type)
        first = kept.get(key)
        if first is op:
            continue
        if first is not None:
            op.result.replace_all_uses_with(first.result)
            op.detach()
            op.erase()
            continue
        kept[key] = op
        moved.append(op)
    anchor = entry.first_op
    for op in moved:
        op.detach()
        if anchor is None:
            entry.add_op(op)
        else:
            entry.insert_op_before(op, anchor)


@verified_input
@dataclass(frozen=True)
class LinalgGeneralizeNamedOpsPass(ModulePass):
    """Convert named ops into generic ops (MLIR 22's
    `linalg-generalize-named-ops`; no options)."""

    name = "linalg-generalize-named-ops"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            GeneralizeNamedOp(), apply_recursively=False
        ).rewrite_module(op)
        region_dce(op.body)
        hoist_constants(op)


__all__ = [
    "GeneralizeNamedOp",
    "LinalgGeneralizeNamedOpsPass",
    "generalize",
    "hoist_constants",
    "structured_op_parts",
]
