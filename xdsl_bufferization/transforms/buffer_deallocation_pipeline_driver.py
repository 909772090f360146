"""
A faster equivalent of the greedy rewriting that the deallocation pipeline
runs several times (`canonicalize` and `buffer-deallocation-simplification`):
xDSL's `PatternRewriteWalker` over a `GreedyRewritePatternApplier` with
folding, followed by `region_dce` after each sweep.

Each sweep tries every pattern on every op, and most ops match none, so the
cost of a sweep is that of rejecting. Here:

- `DispatchingApplier` behaves as `GreedyRewritePatternApplier` (trivially
  dead ops erased, then the folder, then the patterns in order until one
  acts), with xDSL's `CanonicalizationRewritePattern` expanded in place into
  the op's own canonicalization patterns, but it looks up the patterns that
  can match an op class once (a pattern made with `op_type_rewrite_pattern`
  only matches its op classes) and caches the op class's traits;
- `fast_region_dce` computes the same live set as xDSL's `region_dce` in one
  walk plus a backward propagation over operands (rather than repeated walks
  until nothing changes), with the same cached trait checks, and deletes
  with xDSL's own code.

The IR they produce is the IR xDSL's classes produce: same patterns, same
order, same worklist.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, cast

from xdsl.context import Context
from xdsl.folder import Folder
from xdsl.ir import Block, Operation, OpResult, Region, SSAValue
from xdsl.ir.post_order import PostOrderIterator
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriterListener,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.traits import (
    ConstantLike,
    HasCanonicalizationPatternsTrait,
    HasFolder,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    SymbolOpInterface,
)
from xdsl.transforms.canonicalize import CanonicalizationRewritePattern
from xdsl.transforms.dead_code_elimination import LiveSet


class _Probe(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        pass


_OP_TYPE_IMPL = cast(Any, _Probe.match_and_rewrite).__code__
"""The code of the wrapper `op_type_rewrite_pattern` makes (shared by all)."""


def _matched_type(pattern: RewritePattern) -> Any | None:
    """
    The op class(es) a pattern matches: those its `root_op_types` class
    attribute declares, or for a pattern made with `op_type_rewrite_pattern`
    its op class(es); None if the pattern may match any op.
    """
    declared = getattr(type(pattern), "root_op_types", None)
    if isinstance(declared, tuple):
        return cast(Any, declared)
    function = cast(Any, type(pattern).match_and_rewrite)
    if getattr(function, "__code__", None) is not _OP_TYPE_IMPL:
        return None
    cells = dict(zip(function.__code__.co_freevars, function.__closure__ or ()))
    cell = cells.get("expected_type")
    return None if cell is None else cell.cell_contents


def _may_match(pattern: RewritePattern, op_class: type[Operation]) -> bool:
    expected = _matched_type(pattern)
    if expected is None:
        return True
    try:
        return issubclass(op_class, expected)
    except TypeError:
        return True


class _OpClassInfo:
    """What the greedy applier and DCE ask of an op class, computed once."""

    __slots__ = (
        "effect_traits",
        "foldable",
        "never_dead",
        "patterns",
    )

    def __init__(
        self,
        op_class: type[Operation],
        patterns: Sequence[RewritePattern],
    ):
        self.foldable = op_class.has_trait(
            HasFolder, value_if_unregistered=False
        ) and not op_class.has_trait(ConstantLike, value_if_unregistered=True)
        self.never_dead = op_class.has_trait(
            IsTerminator, value_if_unregistered=False
        ) or op_class.has_trait(SymbolOpInterface, value_if_unregistered=False)
        self.effect_traits = tuple(op_class.get_traits_of_type(MemoryEffect))
        self.patterns = tuple(patterns)


_DCE_INFO: dict[type[Operation], _OpClassInfo] = {}


def _dce_info(op_class: type[Operation]) -> _OpClassInfo:
    info = _DCE_INFO.get(op_class)
    if info is None:
        info = _OpClassInfo(op_class, ())
        _DCE_INFO[op_class] = info
    return info


def _result_only_effects(op: Operation, info: _OpClassInfo) -> bool:
    """xDSL's `result_only_effects`, with the op's effect traits cached."""
    if not info.effect_traits:
        return False
    for trait in info.effect_traits:
        effects = trait.get_effects(op)
        if effects is None:
            return False
        for effect in effects:
            if effect.kind == MemoryEffectKind.READ:
                continue
            if effect.kind == MemoryEffectKind.ALLOC:
                value = effect.value
                if isinstance(value, SSAValue) and op.is_ancestor(value.owner):
                    continue
            return False
    return True


def would_be_trivially_dead(op: Operation, info: _OpClassInfo | None = None) -> bool:
    """xDSL's `would_be_trivially_dead`."""
    if info is None:
        info = _dce_info(type(op))
    return not info.never_dead and _result_only_effects(op, info)


def is_trivially_dead(op: Operation, info: _OpClassInfo | None = None) -> bool:
    """xDSL's `is_trivially_dead`."""
    for result in op.results:
        if result.first_use is not None:
            return False
    return would_be_trivially_dead(op, info)


class DispatchingApplier(RewritePattern):
    """
    `GreedyRewritePatternApplier(patterns, ctx, folding_enabled=ctx is not
    None)`, where a `CanonicalizationRewritePattern` among `patterns` stands
    for the op's canonicalization patterns at that position.
    """

    def __init__(self, patterns: Sequence[RewritePattern], ctx: Context | None):
        self._patterns = tuple(patterns)
        self._folder = Folder(ctx) if ctx is not None else None
        self._infos: dict[type[Operation], _OpClassInfo] = {}

    def _info(self, op_class: type[Operation]) -> _OpClassInfo:
        patterns: list[RewritePattern] = []
        for pattern in self._patterns:
            if isinstance(pattern, CanonicalizationRewritePattern):
                for trait in op_class.get_traits_of_type(
                    HasCanonicalizationPatternsTrait
                ):
                    patterns.extend(trait.get_patterns(op_class))
            else:
                patterns.append(pattern)
        info = _OpClassInfo(op_class, [p for p in patterns if _may_match(p, op_class)])
        self._infos[op_class] = info
        return info

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        op_class = type(op)
        info = self._infos.get(op_class)
        if info is None:
            info = self._info(op_class)
        if is_trivially_dead(op, info):
            rewriter.erase(op)
            return
        if info.foldable and self._folder is not None:
            folded = self._folder.try_fold(op)
            if folded is not None:
                folded_values, folded_ops = folded
                rewriter.replace(op, new_ops=folded_ops, new_results=folded_values)
                return
        for pattern in info.patterns:
            pattern.match_and_rewrite(op, rewriter)
            if rewriter.has_done_action:
                return


def fast_region_dce(
    region: Region, listener: PatternRewriterListener | None = None
) -> bool:
    """
    xDSL's `region_dce`: erase the ops of `region` (recursively) that are
    dead, i.e. would be trivially dead and have no live user, and the
    blocks other than the entry that keep no live op. Returns whether
    anything was erased.
    """
    # The ops xDSL's walk reaches (those of blocks reachable from the entry
    # of each region, recursively), users mostly before definitions.
    order: list[Operation] = []
    _collect_reachable(region, order)
    visited = set(order)
    live: set[Operation] = set()
    for op in order:
        if op in live or would_be_trivially_dead(op):
            continue
        # A live op makes the ops defining its operands live.
        live.add(op)
        pending = [op]
        while pending:
            current = pending.pop()
            for operand in current.operands:
                if not isinstance(operand, OpResult):
                    continue
                owner = operand.op
                if owner not in live and owner in visited:
                    live.add(owner)
                    pending.append(owner)
    live_set = LiveSet()
    live_set.changed = False
    live_set._live_ops = live  # pyright: ignore[reportPrivateUsage]
    live_set.delete_dead(region, listener)
    return live_set.changed


def _collect_reachable(region: Region, order: list[Operation]) -> None:
    first = region.first_block
    if first is None:
        return
    blocks = cast(Iterator[Block], PostOrderIterator(first))
    for block in blocks:
        ops: list[Operation] = list(block.ops)
        for op in reversed(ops):
            for nested in op.regions:
                _collect_reachable(nested, order)
            order.append(op)


class _Walker(PatternRewriteWalker):
    """
    `PatternRewriteWalker` with a `fast_region_dce` after each sweep, except
    after a sweep that changed nothing: the IR is then the one the previous
    DCE left, in which DCE finds nothing (deleting dead ops makes no other op
    dead).
    """

    def rewrite_region(self, region: Region) -> bool:
        listener = self._get_rewriter_listener()
        self._populate_worklist(region)
        modified = self._process_worklist(listener)
        modified |= fast_region_dce(region, listener)
        result = modified
        while modified:
            self._populate_worklist(region)
            modified = self._process_worklist(listener)
            if modified:
                modified |= fast_region_dce(region, listener)
        return result


def greedy_walker(
    patterns: Sequence[RewritePattern], ctx: Context | None
) -> PatternRewriteWalker:
    """xDSL's `PatternRewriteWalker(GreedyRewritePatternApplier(patterns, ctx,
    folding_enabled=ctx is not None), post_walk_func=region_dce)`, faster."""
    return _Walker(DispatchingApplier(patterns, ctx))
