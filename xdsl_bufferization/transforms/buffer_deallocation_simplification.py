"""
The `buffer-deallocation-simplification` pass (MLIR 22's patterns).

Simplifies `bufferization.dealloc` ops with the must/may/no-alias analysis of
`xdsl_bufferization.analysis.buffer_aliasing`, so that fewer runtime alias
checks remain once they are lowered:

- `RemoveDeallocMemrefsContainedInRetained`: a memref that must alias a
  retained value (and may alias no other) is never deallocated here; drop it
  and OR its condition into that retained value's result;
- `RemoveRetainedMemrefsGuaranteedToNotAlias`: a retained value that aliases
  no memref of the op keeps nothing; drop it, its result is `false`;
- `SplitDeallocWhenNotAliasingAnyOther`: a memref that aliases no other memref
  of the op gets a dealloc of its own (which lowers without the helper
  library); the results are ORed;
- `RetainedMemrefAliasingAlwaysDeallocatedMemref`: a retained value that must
  alias a memref whose condition is `true` is owned (`true`); when every
  retained value is, those memrefs are dropped;

together with the canonicalization patterns of `bufferization.dealloc`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar, cast

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i1
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint
from xdsl.utils.exceptions import PassFailedException

from xdsl_bufferization.analysis.buffer_aliasing import (
    AliasResult,
    BufferAliasAnalysis,
    Facts,
)
from xdsl_bufferization.dialects.bufferization import (
    DeallocOp,
    DeallocOpHasCanonicalizationPatterns,
)
from xdsl_bufferization.interfaces.ownership import constant_bool
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.rewriting.greedy import (
    GreedyRewriteConfig,
    GreedyRewriteResult,
    apply_patterns_greedily,
)
from xdsl_bufferization.rewriting.ir_snapshot import SettledTracker
from xdsl_bufferization.transforms.canonicalization_patterns.bufferization import (
    dealloc_parts,
    new_dealloc,
    update_dealloc,
)
from xdsl_bufferization.transforms.verified_input import verified_input
from xdsl_bufferization.utils.building import build_ir_op, integer_constant


def _as_dealloc(op: Operation) -> DeallocOp | None:
    if get_op_name(op) != "bufferization.dealloc":
        return None
    return op if isinstance(op, DeallocOp) else None


def _update_if_changed(
    rewriter: PatternRewriter,
    op: DeallocOp,
    memrefs: Sequence[SSAValue],
    conditions: Sequence[SSAValue],
) -> None:
    """Make `op` a dealloc of `memrefs` if `conditions` (same retained), in
    place (MLIR's `updateDeallocIfChanged`)."""
    old_memrefs, old_conditions, retained = dealloc_parts(op)
    if list(memrefs) == list(old_memrefs) and list(conditions) == list(old_conditions):
        return
    update_dealloc(rewriter, op, memrefs, conditions, retained)


def _metadata_source(memref: SSAValue) -> SSAValue | None:
    """The memref whose base buffer `memref` is (`extract_strided_metadata`)."""
    if isinstance(memref, OpResult) and (
        get_op_name(memref.op) == "memref.extract_strided_metadata"
    ):
        return memref.op.operands[0]
    return None


def _false(rewriter: PatternRewriter, before: Operation) -> SSAValue:
    constant = integer_constant(0, i1)
    constant.result.name_hint = "false"
    rewriter.insert(constant, InsertPoint.before(before))
    return constant.result


@dataclass
class _AliasPattern(RewritePattern):
    analysis: BufferAliasAnalysis

    root_op_types: ClassVar[tuple[type[Operation], ...]] = (DeallocOp,)
    """The ops the pattern matches (see `rewriting.greedy.PatternSet`)."""

    def potentially_aliases(
        self,
        others: Sequence[SSAValue],
        memref: SSAValue,
        facts: Facts | None = None,
    ) -> bool:
        return any(self.analysis.may_alias(other, memref, facts) for other in others)


class RemoveMemrefsWithImpossibleCondition(_AliasPattern):
    """
    Drop memrefs whose condition can never hold (e.g. `andi(c, xori(c,
    true))`, or the ownership of a branch that was not taken): they are never
    deallocated and pass no ownership on.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dealloc = _as_dealloc(op)
        if dealloc is None:
            return
        dealloc_memrefs, dealloc_conditions, _ = dealloc_parts(dealloc)
        kept = [
            (memref, condition)
            for memref, condition in zip(dealloc_memrefs, dealloc_conditions)
            if not self.analysis.facts_assuming(condition).contradiction
        ]
        _update_if_changed(
            rewriter, dealloc, [m for m, _ in kept], [c for _, c in kept]
        )


class RemoveDeallocMemrefsContainedInRetained(_AliasPattern):
    """Drop memrefs that must alias one retained value and may alias no other."""

    def _handle(
        self,
        op: DeallocOp,
        memref: SSAValue,
        condition: SSAValue,
        rewriter: PatternRewriter,
    ) -> bool:
        # The memref is only deallocated when its condition holds.
        facts = self.analysis.facts_assuming(condition)
        retained = dealloc_parts(op)[2]
        results = [self.analysis.alias(r, memref, facts) for r in retained]
        if AliasResult.MAY in results or AliasResult.MUST not in results:
            return False
        for result, relation in zip(op.updated_conditions, results):
            if relation is not AliasResult.MUST or result.first_use is None:
                # (The disjunction of an unused result would be erased
                # unused when the driver takes it.)
                continue
            # `arith.OrIOp(result, condition)`, without IRDL's generic
            # argument handling (one per memref dropped).
            disjunction = build_ir_op(
                arith.OrIOp, operands=[result, condition], result_types=[result.type]
            )
            rewriter.insert(disjunction, InsertPoint.after(op))
            rewriter.replace_uses_with_if(
                result,
                disjunction.result,
                lambda use, d=disjunction: use.operation is not d,
            )
        return True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dealloc = _as_dealloc(op)
        if dealloc is None:
            return
        dealloc_memrefs, dealloc_conditions, dealloc_retained = dealloc_parts(dealloc)
        if len(set(dealloc_retained)) != len(dealloc_retained):
            return
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        for memref, condition in zip(dealloc_memrefs, dealloc_conditions):
            if self._handle(dealloc, memref, condition, rewriter):
                continue
            source = _metadata_source(memref)
            if source is not None and self._handle(
                dealloc, source, condition, rewriter
            ):
                continue
            memrefs.append(memref)
            conditions.append(condition)
        _update_if_changed(rewriter, dealloc, memrefs, conditions)


class RemoveRetainedMemrefsGuaranteedToNotAlias(_AliasPattern):
    """Drop retained values that alias no memref; their result is `false`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dealloc = _as_dealloc(op)
        if dealloc is None:
            return
        dealloc_memrefs, dealloc_conditions, dealloc_retained = dealloc_parts(dealloc)
        kept: list[SSAValue] = []
        dropped: list[int] = []
        facts = [self.analysis.facts_assuming(c) for c in dealloc_conditions]
        for index, retained in enumerate(dealloc_retained):
            if any(
                self.analysis.may_alias(memref, retained, fact)
                for memref, fact in zip(dealloc_memrefs, facts)
            ):
                kept.append(retained)
            else:
                dropped.append(index)
        if not dropped:
            return
        new_op = new_dealloc(
            dealloc_memrefs, dealloc_conditions, kept, dealloc.attributes
        )
        rewriter.insert(new_op, InsertPoint.before(dealloc))
        # A dropped result is `false`; only a used one needs the constant
        # (an unused one would be erased unused when the driver takes it).
        false = (
            _false(rewriter, dealloc)
            if any(dealloc.results[i].first_use is not None for i in dropped)
            else None
        )
        new_results = iter(new_op.results)
        replacements: list[SSAValue | None] = []
        for index in range(len(dealloc_retained)):
            if index in dropped:
                replacements.append(false)
            else:
                replacements.append(next(new_results))
        rewriter.replace(dealloc, (), replacements)


class SplitDeallocWhenNotAliasingAnyOther(_AliasPattern):
    """Give a memref that aliases no other memref a dealloc of its own."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dealloc = _as_dealloc(op)
        if dealloc is None:
            return
        dealloc_memrefs, dealloc_conditions, dealloc_retained = dealloc_parts(dealloc)
        if len(dealloc_memrefs) <= 1:
            return
        memrefs = list(dealloc_memrefs)
        remaining: list[SSAValue] = []
        remaining_conditions: list[SSAValue] = []
        split_results: list[Sequence[SSAValue]] = []
        for index, (memref, condition) in enumerate(zip(memrefs, dealloc_conditions)):
            others = memrefs[:index] + memrefs[index + 1 :]
            if self.potentially_aliases(
                others, memref, self.analysis.facts_assuming(condition)
            ):
                remaining.append(memref)
                remaining_conditions.append(condition)
                continue
            new_op = new_dealloc([memref], [condition], dealloc_retained)
            rewriter.insert(new_op, InsertPoint.before(dealloc))
            split_results.append(new_op.results)
        if len(remaining) == len(memrefs):
            return
        rest = new_dealloc(remaining, remaining_conditions, dealloc_retained)
        rewriter.insert(rest, InsertPoint.before(dealloc))
        replacements: list[SSAValue] = list(rest.results)
        for results in split_results:
            for index, result in enumerate(results):
                disjunction = arith.OrIOp(replacements[index], result)
                rewriter.insert(disjunction, InsertPoint.before(dealloc))
                replacements[index] = disjunction.result
        rewriter.replace(dealloc, (), replacements)


class RetainedMemrefAliasingAlwaysDeallocatedMemref(_AliasPattern):
    """A retained value that must alias a memref with condition `true` is owned."""

    def _must_alias(self, retained: SSAValue, memref: SSAValue) -> bool:
        if self.analysis.alias(retained, memref) is AliasResult.MUST:
            return True
        source = _metadata_source(memref)
        return (
            source is not None
            and self.analysis.alias(retained, source) is AliasResult.MUST
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dealloc = _as_dealloc(op)
        if dealloc is None:
            return
        dealloc_memrefs, dealloc_conditions, dealloc_retained = dealloc_parts(dealloc)
        if not dealloc_retained:
            return
        owned = [False] * len(dealloc_retained)
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        replacements: dict[int, SSAValue] = {}
        for memref, condition in zip(dealloc_memrefs, dealloc_conditions):
            droppable = False
            if constant_bool(condition) is True:
                for index, retained in enumerate(dealloc_retained):
                    if self._must_alias(retained, memref):
                        replacements[index] = condition
                        owned[index] = True
                        droppable = True
            if not droppable:
                memrefs.append(memref)
                conditions.append(condition)
        if not all(owned):
            return
        for index, value in replacements.items():
            rewriter.replace_all_uses_with(dealloc.updated_conditions[index], value)
        _update_if_changed(rewriter, dealloc, memrefs, conditions)


class ResolveAliasingWithConditions(_AliasPattern):
    """
    A dealloc of one memref whose aliasing with each retained value is known,
    or decided by an `i1` value of the program (e.g. it is the value an
    `scf.if` selected when its condition holds, a fresh clone otherwise):
    compute the deallocation condition and the results from those values,
    without comparing pointers at runtime.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dealloc = _as_dealloc(op)
        if dealloc is None:
            return
        dealloc_memrefs, dealloc_conditions, dealloc_retained = dealloc_parts(dealloc)
        if len(dealloc_memrefs) != 1 or not dealloc_retained:
            return
        (memref,) = dealloc_memrefs
        (condition,) = dealloc_conditions
        facts = self.analysis.facts_assuming(condition)
        decisions = [
            self.analysis.decide_alias(memref, retained, facts, at=dealloc)
            for retained in dealloc_retained
        ]
        if AliasResult.MAY in decisions or all(
            isinstance(d, AliasResult) for d in decisions
        ):
            return
        new_ops: list[Operation] = []

        def emit(new_op: Operation) -> SSAValue:
            new_ops.append(new_op)
            return new_op.results[0]

        true = emit(arith.ConstantOp(IntegerAttr(1, i1)))
        false = emit(arith.ConstantOp(IntegerAttr(0, i1)))
        true.name_hint, false.name_hint = "true", "false"
        aliases: list[SSAValue] = []
        for decision in decisions:
            if decision is AliasResult.NO:
                aliases.append(false)
            elif decision is AliasResult.MUST:
                aliases.append(true)
            else:
                assert isinstance(decision, tuple)
                value, truth = decision
                aliases.append(value if truth else emit(arith.XOrIOp(value, true)))
        any_alias = false
        for alias in aliases:
            if alias is not false:
                any_alias = (
                    alias if any_alias is false else emit(arith.OrIOp(any_alias, alias))
                )
        kept = emit(arith.XOrIOp(any_alias, true))
        free_condition = emit(arith.AndIOp(condition, kept))
        results = [emit(arith.AndIOp(condition, alias)) for alias in aliases]
        rewriter.insert(new_ops, InsertPoint.before(dealloc))
        rewriter.replace(dealloc, new_dealloc([memref], [free_condition], []), results)


class SplitDeallocIntoChain(_AliasPattern):
    """
    A dealloc of several memrefs that may alias each other becomes a chain of
    deallocs of one memref each (the last first), each retaining the earlier
    memrefs: a memref aliasing an earlier one is not freed and passes its
    ownership to it. This needs `memrefs * retained + memrefs * (memrefs -
    1) / 2` pointer comparisons and no helper library (whose generic lowering
    compares twice as much and allocates five buffers); each comparison may
    then be removed by the alias analysis. Applied when the chain needs at
    most `max_comparisons` comparisons.
    """

    max_comparisons: int = 64

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dealloc = _as_dealloc(op)
        if dealloc is None:
            return
        dealloc_memrefs, dealloc_conditions, dealloc_retained = dealloc_parts(dealloc)
        if len(dealloc_memrefs) < 2:
            return
        memrefs = list(dealloc_memrefs)
        count = len(memrefs)
        retained = list(dealloc_retained)
        comparisons = count * len(retained) + count * (count - 1) // 2
        if comparisons > self.max_comparisons:
            return
        flowed: list[list[SSAValue]] = [[] for _ in memrefs]
        partial: list[list[SSAValue]] = [[] for _ in retained]
        new_ops: list[Operation] = []
        for index in reversed(range(count)):
            condition = dealloc_conditions[index]
            for extra in flowed[index]:
                disjunction = arith.OrIOp(condition, extra)
                new_ops.append(disjunction)
                condition = disjunction.result
            link = new_dealloc(
                [memrefs[index]], [condition], [*retained, *memrefs[:index]]
            )
            new_ops.append(link)
            for position in range(len(retained)):
                partial[position].append(link.results[position])
            for earlier in range(index):
                flowed[earlier].append(link.results[len(retained) + earlier])
        results: list[SSAValue] = []
        for values in partial:
            result = values[0]
            for value in values[1:]:
                disjunction = arith.OrIOp(result, value)
                new_ops.append(disjunction)
                result = disjunction.result
            results.append(result)
        rewriter.insert(new_ops, InsertPoint.before(dealloc))
        rewriter.replace(dealloc, (), results)


def simplification_patterns(
    analysis: BufferAliasAnalysis | None = None,
) -> list[RewritePattern]:
    """The patterns of the pass (alias-based ones, then dealloc canonicalization)."""
    if analysis is None:
        analysis = BufferAliasAnalysis()
    return [
        RemoveMemrefsWithImpossibleCondition(analysis),
        RemoveDeallocMemrefsContainedInRetained(analysis),
        RemoveRetainedMemrefsGuaranteedToNotAlias(analysis),
        SplitDeallocWhenNotAliasingAnyOther(analysis),
        RetainedMemrefAliasingAlwaysDeallocatedMemref(analysis),
        *DeallocOpHasCanonicalizationPatterns.get_canonicalization_patterns(),
        ResolveAliasingWithConditions(analysis),
        SplitDeallocIntoChain(analysis),
    ]


def simplify_deallocations(
    root: Operation,
    ctx: Context | None = None,
    tracker: SettledTracker | None = None,
    step: int = 0,
) -> GreedyRewriteResult:
    """
    Apply the simplification patterns (and folds) in `root` until they no
    longer apply, with the greedy driver's defaults as MLIR's pass has them
    (bottom-up, normal region simplification, at most 10 iterations).
    `tracker`: what the greedy steps of a pipeline run share, `step` the
    place of this one among them (see `rewriting.ir_snapshot.SettledTracker`).
    """
    from xdsl_bufferization.transforms.canonicalization_patterns import fold_hook

    result = apply_patterns_greedily(
        root,
        simplification_patterns(),
        config=GreedyRewriteConfig(),
        ctx=ctx,
        fold_hooks=fold_hook,
        dead_memo=None if tracker is None else tracker.dead_memo,
        settled=None if tracker is None else tracker.settled(root.regions, step),
    )
    name_bool_constants(root, result.constants)
    return result


def name_bool_constants(
    root: Operation, constants: Sequence[Operation] | None = None
) -> None:
    """Name `i1` constants `%true` / `%false`, as MLIR prints them (rewrites
    can pass another name on to a constant that replaces a value).
    `constants`: every constant op in `root`'s regions, if known (what a
    greedy run that uniqued them reports); else they are looked for."""
    if constants is not None:
        for op in constants:
            _name_bool_constant(op)
        return
    # An explicit stack rather than `root.walk()` (a chain of generators per
    # region and block): this runs after every step of the pipeline.
    regions = list(root.regions)
    while regions:
        for block in regions.pop().blocks:
            op = block.first_op
            while op is not None:
                if op.regions:
                    regions.extend(op.regions)
                else:
                    _name_bool_constant(op)
                op = op.next_op


def _name_bool_constant(op: Operation) -> None:
    if not _is_arith_constant(type(op)):
        return
    constant = cast(arith.ConstantOp, op)
    value = constant.value
    if constant.result.type == i1 and isinstance(value, IntegerAttr):
        name = "true" if value.value.data else "false"
        # Most are named already (setting a name checks it).
        if constant.result.name_hint != name:
            constant.result.name_hint = name


_ARITH_CONSTANT_CLASSES: dict[type[Operation], bool] = {}
"""Whether each op class is `arith.ConstantOp` (or a subclass): asked of every
op after every greedy step, and `isinstance` against xDSL's op classes (ABCs)
is slow."""


def _is_arith_constant(op_class: type[Operation]) -> bool:
    known = _ARITH_CONSTANT_CLASSES.get(op_class)
    if known is None:
        known = _ARITH_CONSTANT_CLASSES[op_class] = issubclass(
            op_class, arith.ConstantOp
        )
    return known


@verified_input
@dataclass(frozen=True)
class BufferDeallocationSimplificationPass(MLIROptionsPass):
    """
    Optimize `bufferization.dealloc` ops with a must/may/no-alias analysis of
    allocations (MLIR 22's `-buffer-deallocation-simplification`): drop
    memrefs and retained values whose aliasing is known, split off memrefs
    that alias no other. No options.
    """

    name = "buffer-deallocation-simplification"

    tracker: SettledTracker | None = field(
        default=None, init=False, compare=False, repr=False
    )
    """Set by `buffer-deallocation-pipeline` for its steps to share (not an
    option)."""

    step: int = field(default=0, init=False, compare=False, repr=False)
    """Its place among the pipeline's steps (not an option)."""

    def as_pipeline_step(
        self, tracker: SettledTracker, step: int
    ) -> BufferDeallocationSimplificationPass:
        """This pass, as step `step` of a pipeline run sharing `tracker`."""
        instance = type(self)()
        object.__setattr__(instance, "tracker", tracker)
        object.__setattr__(instance, "step", step)
        return instance

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        result = simplify_deallocations(op, ctx, self.tracker, self.step)
        if not result.converged:
            # MLIR 22's pass fails when its greedy rewrite does not converge.
            message = (
                f"{self.name} did not converge after {result.iterations} iterations"
            )
            op.emit_error(message, PassFailedException(message))
