"""Canonicalization patterns of `scf.execute_region` and `scf.index_switch`."""

from xdsl.dialects import scf
from xdsl.ir import Block, Operation
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import BlockInsertPoint, InsertPoint
from xdsl.traits import CallableOpInterface
from xdsl.transforms.canonicalization_patterns.scf import replace_op_with_region

from xdsl_bufferization.transforms.canonicalization_patterns.scf.common import (
    defined_inside,
)
from xdsl_bufferization.utils.static_values import constant_int_value


class SingleBlockExecuteInliner(RewritePattern):
    """Inline a single-block `scf.execute_region` unless it is `no_inline`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: scf.ExecuteRegionOp, rewriter: PatternRewriter
    ) -> None:
        if "no_inline" in op.properties:
            return
        first = op.region.first_block
        if first is None or first is not op.region.last_block:
            return
        replace_op_with_region(rewriter, op, op.region)


class MultiBlockExecuteInliner(RewritePattern):
    """
    Inline a multi-block `scf.execute_region` (not `no_inline`) into a function
    or another `scf.execute_region`, turning its `scf.yield`s into branches to
    the code after it.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: scf.ExecuteRegionOp, rewriter: PatternRewriter
    ) -> None:
        if "no_inline" in op.properties:
            return
        entry = op.region.first_block
        if entry is None or entry is op.region.last_block:
            return
        parent = op.parent_op()
        if parent is None or not (
            parent.has_trait(CallableOpInterface)
            or isinstance(parent, scf.ExecuteRegionOp)
        ):
            return
        # Imported here: the `cf` dialect costs every canonicalization 5 ms
        # to import, and only this rare rewrite needs it.
        from xdsl.dialects.cf import BranchOp

        before = op.parent_block()
        assert before is not None
        after = before.split_before(op)
        for result in op.results:
            rewriter.insert_block_argument(after, len(after.args), result.type)
        rewriter.insert(BranchOp(entry), InsertPoint.at_end(before))
        for block in op.region.blocks:
            terminator = block.last_op
            if isinstance(terminator, scf.YieldOp):
                rewriter.replace(terminator, BranchOp(after, *terminator.operands))
        rewriter.inline_region(op.region, BlockInsertPoint.before(after))
        rewriter.replace(op, (), after.args)


class FoldConstantCase(RewritePattern):
    """Replace an `scf.index_switch` on a constant by the region it selects."""

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: scf.IndexSwitchOp, rewriter: PatternRewriter
    ) -> None:
        value = constant_int_value(op.arg)
        if value is None:
            return
        region = op.default_region
        for case, case_region in zip(op.cases.get_values(), op.case_regions):
            if case == value:
                region = case_region
                break
        block: Block | None = region.first_block
        if block is None or block is not region.last_block:
            return
        replace_op_with_region(rewriter, op, region)


class RegionResultsFromUniqueYield(RewritePattern):
    """
    A result of `scf.execute_region` or `scf.index_switch` that every yield
    sets to one value defined outside the op is that value (MLIR folds these
    through the region-branch interface).
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name not in ("scf.execute_region", "scf.index_switch"):
            return
        yields = [
            block.last_op
            for region in op.regions
            for block in region.blocks
            if isinstance(block.last_op, scf.YieldOp)
        ]
        if not yields:
            return
        for index, result in enumerate(op.results):
            if not result.uses:
                continue
            values = {
                terminator.operands[index]
                for terminator in yields
                if terminator is not None
            }
            if len(values) != 1:
                continue
            (value,) = values
            if defined_inside(value, op):
                continue
            rewriter.replace_all_uses_with(result, value)


class RegionRemoveUnusedResults(RewritePattern):
    """
    Drop the results of `scf.execute_region` or `scf.index_switch` that have
    no use, and the values their yields pass to them (MLIR 22 does this for
    region ops whose results are forwarded from their yields).
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name not in ("scf.execute_region", "scf.index_switch"):
            return
        used = [i for i, result in enumerate(op.results) if result.uses]
        if len(used) == len(op.results):
            return
        for region in op.regions:
            for block in region.blocks:
                terminator = block.last_op
                if isinstance(terminator, scf.YieldOp):
                    rewriter.replace(
                        terminator,
                        type(terminator)(*(terminator.operands[i] for i in used)),
                    )
        from xdsl_bufferization.dialects.scf import ExecuteRegionOp, IndexSwitchOp

        result_types = [op.results[i].type for i in used]
        regions = list(op.regions)
        for region in regions:
            op.detach_region(region)
        new_op: Operation
        if isinstance(op, scf.IndexSwitchOp):
            new_op = IndexSwitchOp(
                op.arg, op.cases, regions[0], regions[1:], result_types
            )
        else:
            new_op = ExecuteRegionOp(result_types, regions[0])
        new_op.properties.update(op.properties)
        new_op.attributes.update(op.attributes)
        new_results = iter(new_op.results)
        rewriter.replace(
            op,
            new_op,
            [next(new_results) if result.uses else None for result in op.results],
        )


REGION_PATTERNS: tuple[RewritePattern, ...] = (
    RegionResultsFromUniqueYield(),
    RegionRemoveUnusedResults(),
)
"""Patterns of other region ops that the deallocation pipeline also runs."""
