"""
Rewriting by repeated walks, with an iteration limit.

Lowering passes (MLIR's dialect conversions, such as `convert-scf-to-cf`)
apply their patterns by walking the IR with xDSL's `PatternRewriteWalker`.
Asked to apply recursively, that walker repeats until a walk changes
nothing, without a bound: patterns that recreate what they rewrite would
loop forever. `apply_patterns_by_walks` walks at most `max_iterations`
times (each walk visits every op once, and only once) and reports a run that
has not settled by then as a diagnostic, as MLIR's greedy driver bounds its
iterations (see docs/greedy_rewriting.md). Unlike the greedy driver it
erases no dead op and folds nothing: what the patterns do is all that
happens.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Block, Operation, Region
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern
from xdsl.utils.exceptions import DiagnosticException

from xdsl_bufferization.utils.walk import block_ops, nested_ops

DEFAULT_MAX_WALKS = 10
"""The default limit, MLIR's `GreedyRewriteConfig::maxIterations`."""


class _Counting(RewritePattern):
    """Applies `pattern` and counts the ops it changes."""

    def __init__(self, pattern: RewritePattern):
        self.pattern = pattern
        self.rewrites = 0

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        self.pattern.match_and_rewrite(op, rewriter)
        if rewriter.has_done_action:
            self.rewrites += 1


def apply_patterns_by_walks(
    root: Operation,
    pattern: RewritePattern,
    *,
    name: str,
    max_iterations: int = DEFAULT_MAX_WALKS,
) -> int:
    """
    Walk the regions of `root` and apply `pattern` to each op (ops created by
    a walk are seen by the next one), until a walk changes nothing. Returns
    the number of walks. Raises `DiagnosticException` at `root`, naming the
    pass `name`, if the last of `max_iterations` walks still changed the IR.
    """
    counting = _Counting(pattern)
    walker = PatternRewriteWalker(counting, apply_recursively=False)
    for walk in range(1, max_iterations + 1):
        before = counting.rewrites
        for region in root.regions:
            walker.rewrite_region(region)
        if counting.rewrites == before:
            return walk
    message = (
        f"{name} did not converge after {max_iterations} iterations "
        "(a pattern keeps rewriting the ops it creates)"
    )
    root.emit_error(message, DiagnosticException(message))


@dataclass
class OpTypeWalker(PatternRewriteWalker):
    """
    xDSL's `PatternRewriteWalker`, offering its pattern only the ops that are
    instances of `op_types`: for a pattern that does nothing to other ops
    (it tests their class first), and with `apply_recursively=False`, the
    same rewrites in the same order, without a rewriter set up for every op
    of the module (a lowering of a few ops walks thousands).
    """

    op_types: tuple[type[Operation], ...] = ()

    def _populate_worklist(self, op: Operation | Region | Block) -> None:
        matches: dict[type[Operation], bool] = {}
        push = self._worklist.push
        for sub_op in _walk_order(
            op, reverse=not self.walk_reverse, region_first=not self.walk_regions_first
        ):
            op_class = type(sub_op)
            match = matches.get(op_class)
            if match is None:
                match = matches[op_class] = issubclass(op_class, self.op_types)
            if match:
                push(sub_op)


def _walk_order(
    root: Operation | Region | Block, *, reverse: bool, region_first: bool
) -> list[Operation]:
    """The ops `root.walk(reverse=..., region_first=...)` yields, as a list
    (`utils.walk.nested_ops`: xDSL's walk is a chain of generators)."""
    if isinstance(root, Operation):
        return nested_ops(root, region_first=region_first, reverse=reverse)
    blocks = [root] if isinstance(root, Block) else list(root.blocks)
    if reverse:
        blocks.reverse()
    result: list[Operation] = []
    for block in blocks:
        ops = block_ops(block)
        if reverse:
            ops.reverse()
        for op in ops:
            result.extend(nested_ops(op, region_first=region_first, reverse=reverse))
    return result


__all__ = ["DEFAULT_MAX_WALKS", "OpTypeWalker", "apply_patterns_by_walks"]
