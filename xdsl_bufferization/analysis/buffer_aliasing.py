"""
Whether two memrefs must, may or never come from the same allocation.

`BufferAliasAnalysis.alias(a, b)` answers `MUST`, `MAY` or `NO` about the
*allocations* behind two memref values (not their bytes: two disjoint
subviews of one buffer must alias here, which is what deallocation cares
about). It traces each value back to its *origins*:

- through view-like ops (`memref.subview`, `memref.cast`, ... and the base
  buffer of `memref.extract_strided_metadata`), `arith.select` (both
  operands), the results and region arguments of region-branch ops (every
  value forwarded into them) and the arguments of blocks with branch
  predecessors (every operand forwarded to them);
- to allocations (a fresh buffer: `memref.alloc`, `memref.alloca`,
  `bufferization.clone`, any op with an allocation effect on the value, and
  results of calls to public or external functions, which the function
  boundary ABI makes fresh and owned), function arguments, and globals
  (`memref.get_global`, one origin per symbol).

Anything else (unknown ops, calls whose results may alias their arguments)
makes the origins unknown: `MAY` with everything.

Two origin sets *may coincide* when they share an origin, or when one holds
two function arguments, or an argument and a global (arguments may alias each
other and globals). Results of one call may alias each other. Then:

- `NO` when no origins may coincide, or when one value comes from a single
  allocation that happens after the other value is defined (a fresh buffer is
  distinct from every buffer alive when it is allocated, e.g. an allocation in
  a loop body and the loop's iteration argument);
- `MUST` when both come from the same single origin (a single allocation
  instance, the same argument, the same global);
- `MAY` otherwise.

Origins are cached per value: build a new analysis after changing how memref
values are defined.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum

from xdsl.dialects.builtin import SymbolRefAttr
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import MemoryEffectKind
from xdsl.utils.symbol_table import SymbolTableCollection

from xdsl_bufferization.analysis.dominance import DominanceInfo
from xdsl_bufferization.interfaces.branch import get_branch_model
from xdsl_bufferization.interfaces.function import (
    get_call_arguments,
    get_callee,
    get_function_body,
    is_call,
    is_external,
    is_function_like,
    is_private,
    resolve_callee,
)
from xdsl_bufferization.interfaces.memory_effects import get_memory_effects
from xdsl_bufferization.interfaces.ownership import constant_bool
from xdsl_bufferization.interfaces.region_branch import (
    get_incoming_values,
    is_region_branch_op,
    is_repetitive_region,
    is_return_like,
)
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.interfaces.view_like import get_view_dest, get_view_source


class AliasResult(Enum):
    NO = "no"
    MAY = "may"
    MUST = "must"


class OriginKind(Enum):
    ALLOCATION = "allocation"
    ARGUMENT = "argument"
    GLOBAL = "global"


@dataclass(frozen=True)
class Origin:
    """Where a buffer comes from."""

    kind: OriginKind
    key: object
    """The allocated value, the function argument, or the global's name."""
    group: object | None = None
    """Allocations of one group may coincide (the results of one call)."""

    def may_coincide(self, other: Origin) -> bool:
        if self == other:
            return True
        kinds = {self.kind, other.kind}
        if OriginKind.ALLOCATION in kinds:
            return (
                self.kind is other.kind
                and self.group is not None
                and self.group is other.group
            )
        # Arguments may alias each other and globals; distinct globals do not.
        return kinds != {OriginKind.GLOBAL}


@dataclass(frozen=True)
class Facts:
    """
    Known values of some `i1` SSA values (e.g. implied by a dealloc condition
    being true), used to follow only the taken side of `scf.if` results and
    `arith.select`s on those values.
    """

    true_values: frozenset[SSAValue] = frozenset()
    false_values: frozenset[SSAValue] = frozenset()
    contradiction: bool = False
    """The assumption cannot hold (e.g. `andi(c, xori(c, true))`)."""

    @property
    def is_empty(self) -> bool:
        return not self.true_values and not self.false_values

    @staticmethod
    def assuming(condition: SSAValue) -> Facts:
        """
        What holds when `condition` is true: through `andi`, `ori`, `xori` with
        `true`, and `scf.if` results that yield a constant in one branch.
        `contradiction` is set when `condition` can never be true.
        """
        return _derive(condition, True)

    def truth(self, value: SSAValue) -> bool | None:
        if value in self.true_values:
            return True
        if value in self.false_values:
            return False
        return constant_bool(value)

    def with_value(self, value: SSAValue, truth: bool) -> Facts:
        """These facts and what `value` having value `truth` implies."""
        assumed = _derive(value, truth)
        true_values = self.true_values | assumed.true_values
        false_values = self.false_values | assumed.false_values
        return Facts(
            true_values,
            false_values,
            self.contradiction
            or assumed.contradiction
            or bool(true_values & false_values),
        )

    def without(self, dropped: Callable[[SSAValue], bool]) -> Facts:
        """These facts, except those about the values `dropped` selects."""
        true_values = frozenset(v for v in self.true_values if not dropped(v))
        false_values = frozenset(v for v in self.false_values if not dropped(v))
        if len(true_values) == len(self.true_values) and len(false_values) == len(
            self.false_values
        ):
            return self
        return Facts(true_values, false_values, self.contradiction)

    def chosen_source(self, value: OpResult) -> SSAValue | None:
        """The operand `value` takes when the condition of its `scf.if` or
        `arith.select` is known."""
        op = value.op
        name = get_op_name(op)
        if name == "arith.select":
            truth = self.truth(op.operands[0])
            if truth is None:
                return None
            return op.operands[1] if truth else op.operands[2]
        if name == "scf.if":
            truth = self.truth(op.operands[0])
            if truth is None:
                return None
            region = op.regions[0] if truth else op.regions[1]
            block = region.blocks.first
            terminator = block.last_op if block is not None else None
            if terminator is None or value.index >= len(terminator.operands):
                return None
            return terminator.operands[value.index]
        return None


NO_FACTS = Facts()


def _derive(value: SSAValue, truth: bool) -> Facts:
    """What holds when `value` has value `truth`."""
    true_values: set[SSAValue] = set()
    false_values: set[SSAValue] = set()
    worklist: list[tuple[SSAValue, bool]] = [(value, truth)]
    contradiction = False
    while worklist:
        current, truth = worklist.pop()
        known = true_values if truth else false_values
        if current in known:
            continue
        if current in (false_values if truth else true_values):
            contradiction = True
        constant = constant_bool(current)
        if constant is not None and constant != truth:
            contradiction = True
        known.add(current)
        if not isinstance(current, OpResult):
            continue
        op = current.op
        name = get_op_name(op)
        if name == "arith.andi" and truth:
            worklist.extend((operand, True) for operand in op.operands)
        elif name == "arith.ori" and not truth:
            worklist.extend((operand, False) for operand in op.operands)
        elif name == "arith.xori":
            lhs, rhs = op.operands
            if constant_bool(lhs) is True:
                worklist.append((rhs, not truth))
            elif constant_bool(rhs) is True:
                worklist.append((lhs, not truth))
        elif name == "scf.if":
            worklist.extend(_if_result_implications(current, truth))
    return Facts(frozenset(true_values), frozenset(false_values), contradiction)


def _if_result_implications(
    value: OpResult, truth: bool
) -> list[tuple[SSAValue, bool]]:
    """
    What `value` (an `i1` result of an `scf.if`) having value `truth` implies:
    if one branch yields a constant other than `truth`, the other branch was
    taken (its condition value is known) and yielded `truth`.
    """
    op = value.op
    yields: list[SSAValue] = []
    for region in op.regions:
        block = region.blocks.first
        terminator = block.last_op if block is not None else None
        if terminator is None or value.index >= len(terminator.operands):
            return []
        yields.append(terminator.operands[value.index])
    if len(yields) != 2:
        return []
    then_value, else_value = yields
    condition = op.operands[0]
    implications: list[tuple[SSAValue, bool]] = []
    if constant_bool(else_value) is (not truth):
        implications += [(condition, True), (then_value, truth)]
    if constant_bool(then_value) is (not truth):
        implications += [(condition, False), (else_value, truth)]
    return implications


Origins = frozenset[Origin] | None
"""A set of origins, or None when unknown."""

Step = tuple[tuple[Origin, ...], Iterable[SSAValue]]
"""What a value is: origins, and values it comes from."""


class BufferAliasAnalysis:
    """Must/may/no-alias between the allocations of memref values."""

    def __init__(self, symbol_tables: SymbolTableCollection | None = None):
        self._origins: dict[SSAValue, Origins] = {}
        self._conditions: dict[SSAValue, frozenset[SSAValue]] = {}
        self._facts: dict[SSAValue, Facts] = {}
        self._alias_cache: dict[tuple[SSAValue, SSAValue, int], AliasResult] = {}
        self._facts_kept: list[Facts] = []
        self._scopes: dict[SSAValue, Operation | Region | None] = {}
        self._loops: dict[Operation, bool] = {}
        self._cycles: dict[Block, bool] = {}
        self._dominance = DominanceInfo()
        self._summaries: dict[
            Operation, list[tuple[bool, frozenset[int], frozenset[str]] | None] | None
        ] = {}
        self._symbol_tables = symbol_tables or SymbolTableCollection()
        # Per value (and facts, kept alive with the entry since their id is
        # part of the key): the facts-independent step, origins and base
        # values under facts. Like the origins, they assume that how memref
        # values are defined does not change while the analysis is used.
        self._steps: dict[SSAValue, Step | None] = {}
        self._origins_with_facts: dict[tuple[SSAValue, int], tuple[Facts, Origins]] = {}
        self._base_values: dict[
            tuple[SSAValue, int], tuple[Facts | None, SSAValue]
        ] = {}

    # -- origins -------------------------------------------------------------

    def origins(self, value: SSAValue, facts: Facts | None = None) -> Origins:
        """The origins of `value` (given `facts` about `i1` values), None if unknown."""
        if facts is not None and facts.is_empty:
            facts = None
        origins, conditions = self._origins_and_conditions(value)
        if facts is None or not any(
            facts.truth(condition) is not None for condition in conditions
        ):
            # The facts decide none of the selects and scf.ifs on the way.
            return origins
        key = (value, id(facts))
        cached = self._origins_with_facts.get(key)
        if cached is not None and cached[0] is facts:
            return cached[1]
        origins = self._traverse(value, facts)[0]
        self._origins_with_facts[key] = (facts, origins)
        return origins

    def _origins_and_conditions(
        self, value: SSAValue
    ) -> tuple[Origins, frozenset[SSAValue]]:
        """The origins of `value` without facts, and the conditions of the
        `scf.if` results and `arith.select`s on the way (cached)."""
        if value in self._origins:
            return self._origins[value], self._conditions[value]
        origins, conditions = self._traverse(value, None)
        self._origins[value] = origins
        self._conditions[value] = conditions
        return origins, conditions

    def _traverse(
        self, value: SSAValue, facts: Facts | None
    ) -> tuple[Origins, frozenset[SSAValue]]:
        found: set[Origin] = set()
        conditions: set[SSAValue] = set()
        if facts is not None and facts.is_empty:
            facts = None
        visited: set[tuple[SSAValue, Facts | None]] = {(value, facts)}
        worklist: list[tuple[SSAValue, Facts | None]] = [(value, facts)]
        unknown = False
        while worklist:
            current, current_facts = worklist.pop()
            if (
                current_facts is None
                and current is not value
                and current in self._origins
            ):
                cached = self._origins[current]
                conditions.update(self._conditions[current])
                if cached is None:
                    unknown = True
                else:
                    found.update(cached)
                continue
            if isinstance(current, OpResult) and get_op_name(current.op) in (
                "scf.if",
                "arith.select",
            ):
                conditions.add(current.op.operands[0])
            step = self._step(current, current_facts)
            if step is None:
                unknown = True
                continue
            origins, sources = step
            found.update(origins)
            source_facts = self._facts_across(current, current_facts)
            for source in sources:
                item = (source, source_facts)
                if item not in visited:
                    visited.add(item)
                    worklist.append(item)
        return (None if unknown else frozenset(found)), frozenset(conditions)

    # -- iterations ------------------------------------------------------------
    #
    # A fact is about one execution of an `i1` value: the one that the point of
    # the query sees. Tracing a memref back through a loop-carried value (a
    # loop's iteration argument or result, the argument of a block on a CFG
    # cycle) reaches values of other iterations, whose conditions may differ:
    # the facts about values defined in the loop are dropped there.

    def _iteration_scope(self, value: SSAValue) -> Operation | Region | None:
        """
        Where the values forwarded into `value` may come from another
        iteration: the loop op, for a result or entry block argument of a
        region-branch op with a repetitive region; the region, for an argument
        of a block on a cycle of its region's CFG; None otherwise.
        """
        if value in self._scopes:
            return self._scopes[value]
        scope: Operation | Region | None = None
        if isinstance(value, OpResult):
            if self._is_loop(value.op):
                scope = value.op
        elif isinstance(value, BlockArgument):
            region = value.block.parent
            if region is not None and region.parent is not None:
                if region.blocks.first is value.block:
                    if self._is_loop(region.parent):
                        scope = region.parent
                elif self._on_cfg_cycle(value.block):
                    scope = region
        self._scopes[value] = scope
        return scope

    def _is_loop(self, op: Operation) -> bool:
        loop = self._loops.get(op)
        if loop is None:
            loop = is_region_branch_op(op) and any(
                is_repetitive_region(region) for region in op.regions
            )
            self._loops[op] = loop
        return loop

    def _on_cfg_cycle(self, block: Block) -> bool:
        """Whether `block` can reach itself through the CFG of its region."""
        cyclic = self._cycles.get(block)
        if cyclic is None:
            region = block.parent
            cyclic = False
            visited: set[Block] = set()
            last = block.last_op
            worklist = list(last.successors) if last is not None else []
            while worklist:
                current = worklist.pop()
                if current is block:
                    cyclic = True
                    break
                if current in visited or current.parent is not region:
                    continue
                visited.add(current)
                current_last = current.last_op
                if current_last is not None:
                    worklist.extend(current_last.successors)
            self._cycles[block] = cyclic
        return cyclic

    @staticmethod
    def _defined_within(value: SSAValue, scope: Operation | Region) -> bool:
        owner = value.owner
        block = owner if isinstance(owner, Block) else owner.parent
        while block is not None:
            region = block.parent
            if region is None:
                return False
            if region is scope or region.parent is scope:
                return True
            parent = region.parent
            block = parent.parent if parent is not None else None
        return False

    def _facts_across(self, value: SSAValue, facts: Facts | None) -> Facts | None:
        """The facts that still hold for the values forwarded into `value`."""
        if facts is None:
            return None
        scope = self._iteration_scope(value)
        if scope is not None:
            facts = facts.without(lambda v: self._defined_within(v, scope))
        return None if facts.is_empty else facts

    def _step(self, value: SSAValue, facts: Facts | None = None) -> Step | None:
        """The origin `value` is, or the values it comes from; None if unknown."""
        if isinstance(value, OpResult) and facts is not None:
            chosen = facts.chosen_source(value)
            if chosen is not None:
                return (), (chosen,)
        if value in self._steps:
            return self._steps[value]
        if isinstance(value, OpResult):
            step = self._result_step(value)
        else:
            assert isinstance(value, BlockArgument)
            step = self._argument_step(value)
        if step is not None:
            step = (step[0], tuple(step[1]))
        self._steps[value] = step
        return step

    def _result_step(self, value: OpResult) -> Step | None:
        op = value.op
        name = get_op_name(op)
        if get_view_dest(op) is value:
            source = get_view_source(op)
            return None if source is None else ((), (source,))
        if name == "arith.select":
            return (), op.operands[1:]
        if name == "memref.get_global":
            symbol = op.properties.get("name") or op.attributes.get("name")
            if isinstance(symbol, SymbolRefAttr):
                return (Origin(OriginKind.GLOBAL, symbol.string_value()),), ()
            return None
        if is_region_branch_op(op):
            incoming = get_incoming_values(value)
            return None if incoming is None else ((), incoming)
        if is_call(op):
            return self._call_result_step(value)
        if name == "memref.realloc":
            # In place or not, the result takes over the source's buffer.
            return None
        for effect in get_memory_effects(op) or ():
            if effect.kind == MemoryEffectKind.ALLOC and effect.value is value:
                return (Origin(OriginKind.ALLOCATION, value),), ()
        return None

    def _call_result_step(self, value: OpResult) -> Step | None:
        """
        A call result is fresh when the callee is public or external (function
        boundary ABI). For a private function with a body, its returned
        values say what it can be: a fresh buffer (allocated by the callee),
        an argument (then the call's operand), a global.
        """
        op = value.op
        fresh = Origin(OriginKind.ALLOCATION, value, group=op)
        if self._call_result_is_fresh(op):
            return (fresh,), ()
        if isinstance(get_callee(op), SSAValue):
            return None
        callee = resolve_callee(op, self._symbol_tables)
        if callee is None or not is_function_like(callee) or is_external(callee):
            return None
        summary = self._function_summary(callee)
        if summary is None or value.index >= len(summary):
            return None
        kinds = summary[value.index]
        if kinds is None:
            return None
        has_fresh, arguments, globals_ = kinds
        origins = [Origin(OriginKind.GLOBAL, name) for name in sorted(globals_)]
        if has_fresh:
            origins.append(fresh)
        arguments_passed = get_call_arguments(op).values
        if any(index >= len(arguments_passed) for index in arguments):
            return None
        return tuple(origins), [arguments_passed[i] for i in sorted(arguments)]

    def _function_summary(
        self, function: Operation
    ) -> list[tuple[bool, frozenset[int], frozenset[str]] | None] | None:
        """
        For each result of `function`: whether it can be a buffer the function
        allocates, which arguments it can be, which globals; None when
        unknown (or while the function is being summarized: recursion).
        """
        if function in self._summaries:
            return self._summaries[function]
        self._summaries[function] = None
        body = get_function_body(function)
        entry = body.blocks.first
        results: list[tuple[bool, set[int], set[str]] | None] = []
        for block in body.blocks:
            terminator = block.last_op
            if terminator is None or not is_return_like(terminator):
                continue
            for index, returned in enumerate(terminator.operands):
                while len(results) <= index:
                    results.append((False, set(), set()))
                current = results[index]
                if current is None:
                    continue
                origins = self.origins(returned)
                if origins is None:
                    results[index] = None
                    continue
                has_fresh, arguments, globals_ = current
                for origin in origins:
                    if origin.kind is OriginKind.ALLOCATION:
                        has_fresh = True
                    elif origin.kind is OriginKind.GLOBAL:
                        assert isinstance(origin.key, str)
                        globals_.add(origin.key)
                    else:
                        argument = origin.key
                        assert isinstance(argument, BlockArgument)
                        if argument.block is not entry:
                            results[index] = None
                            break
                        arguments.add(argument.index)
                else:
                    results[index] = (has_fresh, arguments, globals_)
        summary: list[tuple[bool, frozenset[int], frozenset[str]] | None] = [
            None if r is None else (r[0], frozenset(r[1]), frozenset(r[2]))
            for r in results
        ]
        self._summaries[function] = summary
        return summary

    def _call_result_is_fresh(self, op: Operation) -> bool:
        """
        Results of calls to public or external functions are fresh owned
        buffers (function boundary ABI). A private function with a body may
        return its arguments when deallocated with dynamic ownership.
        """
        if isinstance(get_callee(op), SSAValue):
            return False
        callee = resolve_callee(op, self._symbol_tables)
        if callee is None or not is_function_like(callee):
            return False
        return not is_private(callee) or is_external(callee)

    def _argument_step(self, value: BlockArgument) -> Step | None:
        block = value.block
        region = block.parent
        parent = region.parent if region is not None else None
        if region is None or parent is None:
            return None
        if region.blocks.first is block:
            if is_function_like(parent):
                return (Origin(OriginKind.ARGUMENT, value),), ()
            if is_region_branch_op(parent):
                incoming = get_incoming_values(value)
                return None if incoming is None else ((), incoming)
            return None
        return self._branch_incoming(value)

    def _branch_incoming(self, value: BlockArgument) -> Step | None:
        block = value.block
        sources: list[SSAValue] = []
        for use in block.uses:
            terminator = use.operation
            model = get_branch_model(terminator)
            if model is None:
                return None
            operands = model.successor_operands(terminator, use.index).values
            if value.index >= len(operands):
                return None
            sources.append(operands[value.index])
        return (), sources

    # -- queries -------------------------------------------------------------

    def base_value(self, value: SSAValue, facts: Facts | None = None) -> SSAValue:
        """
        The value `value` certainly is a view of, or a copy through control
        flow of: views, selects and `scf.if` results whose condition `facts`
        know, region-branch values and block arguments that receive a single
        value.
        """
        if facts is not None and facts.is_empty:
            facts = None
        key = (value, 0 if facts is None else id(facts))
        cached = self._base_values.get(key)
        if cached is not None and cached[0] is facts:
            return cached[1]
        base = self._base_value(value, facts)
        self._base_values[key] = (facts, base)
        return base

    def _base_value(self, value: SSAValue, facts: Facts | None) -> SSAValue:
        seen: set[SSAValue] = set()
        while value not in seen:
            seen.add(value)
            source = self._single_source(value, facts)
            if source is None:
                return value
            facts = self._facts_across(value, facts)
            value = source
        return value

    def _single_source(self, value: SSAValue, facts: Facts | None) -> SSAValue | None:
        if isinstance(value, OpResult):
            if facts is not None:
                chosen = facts.chosen_source(value)
                if chosen is not None:
                    return chosen
            op = value.op
            if get_view_dest(op) is value:
                return get_view_source(op)
            if not is_region_branch_op(op):
                return None
            incoming = get_incoming_values(value)
        else:
            assert isinstance(value, BlockArgument)
            step = self._argument_step(value)
            if step is None or step[0]:
                return None
            incoming = tuple(step[1])
        if not incoming or any(v is not incoming[0] for v in incoming):
            return None
        return incoming[0]

    def alias(
        self, a: SSAValue, b: SSAValue, facts: Facts | None = None
    ) -> AliasResult:
        """
        Whether the allocations behind `a` and `b` must, may or never be the
        same (when `facts` hold, if given).
        """
        if a is b:
            return AliasResult.MUST
        key = (a, b, id(facts) if facts is not None and not facts.is_empty else 0)
        result = self._alias_cache.get(key)
        if result is None:
            result = self._alias(a, b, facts)
            self._alias_cache[key] = result
            if facts is not None:
                # Keep the facts alive while their id is a key.
                self._facts_kept.append(facts)
        return result

    def _alias(self, a: SSAValue, b: SSAValue, facts: Facts | None) -> AliasResult:
        if self.base_value(a, facts) is self.base_value(b, facts):
            return AliasResult.MUST
        if self._fresh_after(a, b, facts) or self._fresh_after(b, a, facts):
            return AliasResult.NO
        origins_a = self.origins(a, facts)
        origins_b = self.origins(b, facts)
        if origins_a is None or origins_b is None:
            return AliasResult.MAY
        if not any(x.may_coincide(y) for x in origins_a for y in origins_b):
            return AliasResult.NO
        if len(origins_a) == 1 and origins_a == origins_b:
            return AliasResult.MUST
        return AliasResult.MAY

    def _fresh_after(
        self, fresh: SSAValue, other: SSAValue, facts: Facts | None
    ) -> bool:
        """
        Whether `fresh` comes from a single allocation executed after `other`
        is defined, in the scope where `other` is defined (so that `other`'s
        buffer, alive then, cannot be the new one).
        """
        origins = self.origins(fresh, facts)
        if origins is None or len(origins) != 1:
            return False
        (origin,) = origins
        if origin.kind is not OriginKind.ALLOCATION:
            return False
        allocated = origin.key
        assert isinstance(allocated, OpResult)
        # Every value on the chain from `other` to its base value is the same
        # buffer: one of them defined before the allocation is enough (e.g.
        # the base buffer extracted, after the allocation, from a loop body's
        # iteration argument).
        seen: set[SSAValue] = set()
        value: SSAValue | None = other
        while value is not None and value not in seen:
            if self._defined_before(value, allocated.op):
                return True
            seen.add(value)
            source = self._single_source(value, facts)
            facts = self._facts_across(value, facts)
            value = source
        return False

    def _defined_before(self, value: SSAValue, op: Operation) -> bool:
        """
        Whether `value` is defined before `op` runs, in a block that contains
        `op` (directly or through nested ops): a block argument of such a
        block, or the result of an earlier op in such a block.
        """
        if isinstance(value, BlockArgument):
            defining_block: Block = value.block
            defining_op: Operation | None = None
        else:
            assert isinstance(value, OpResult)
            if value.op.parent is None:
                return False
            defining_block = value.op.parent
            defining_op = value.op
        current: Operation | None = op
        while current is not None:
            if current.parent is defining_block:
                return defining_op is None or (
                    defining_op is not current
                    and self._dominance.is_before_in_block(defining_op, current)
                )
            current = current.parent_op()
        return False

    def facts_assuming(self, condition: SSAValue) -> Facts:
        """`Facts.assuming(condition)`, cached."""
        facts = self._facts.get(condition)
        if facts is None:
            facts = Facts.assuming(condition)
            self._facts[condition] = facts
        return facts

    def decision_conditions(
        self, value: SSAValue, facts: Facts | None = None, limit: int = 8
    ) -> list[SSAValue]:
        """
        The conditions of the `scf.if` results and `arith.select`s that
        `value` may come through (and `facts` do not decide), nearest first.
        """
        conditions: list[SSAValue] = []
        if facts is not None and facts.is_empty:
            facts = None
        visited: set[SSAValue] = {value}
        worklist: list[tuple[SSAValue, Facts | None]] = [(value, facts)]
        while worklist and len(conditions) < limit:
            current, current_facts = worklist.pop(0)
            if isinstance(current, OpResult) and get_op_name(current.op) in (
                "scf.if",
                "arith.select",
            ):
                condition = current.op.operands[0]
                known = (
                    current_facts.truth(condition)
                    if current_facts is not None
                    else None
                )
                if known is None and condition not in conditions:
                    conditions.append(condition)
            step = self._step(current, current_facts)
            if step is None:
                continue
            source_facts = self._facts_across(current, current_facts)
            for source in step[1]:
                if source not in visited:
                    visited.add(source)
                    worklist.append((source, source_facts))
        return conditions

    def decide_alias(
        self,
        a: SSAValue,
        b: SSAValue,
        facts: Facts | None = None,
        at: Operation | None = None,
    ) -> AliasResult | tuple[SSAValue, bool]:
        """
        `alias(a, b)` if it is `NO` or `MUST`; else, if some condition `v`
        decides it (must alias when `v` is `truth`, no alias otherwise),
        `(v, truth)`; else `MAY`. With `at`, only a condition that `at` can
        use (its definition dominates `at`) is returned.
        """
        result = self.alias(a, b, facts)
        if result is not AliasResult.MAY:
            return result
        base = facts if facts is not None else NO_FACTS
        candidates = self.decision_conditions(a, facts) + self.decision_conditions(
            b, facts
        )
        for condition in dict.fromkeys(candidates):
            when_true = base.with_value(condition, True)
            when_false = base.with_value(condition, False)
            result_true = (
                AliasResult.NO
                if when_true.contradiction
                else self.alias(a, b, when_true)
            )
            result_false = (
                AliasResult.NO
                if when_false.contradiction
                else self.alias(a, b, when_false)
            )
            if result_true is result_false and result_true is not AliasResult.MAY:
                return result_true
            if at is not None and not self._dominance.value_dominates(condition, at):
                continue
            if (result_true, result_false) == (AliasResult.MUST, AliasResult.NO):
                return (condition, True)
            if (result_true, result_false) == (AliasResult.NO, AliasResult.MUST):
                return (condition, False)
        return AliasResult.MAY

    def may_alias(self, a: SSAValue, b: SSAValue, facts: Facts | None = None) -> bool:
        return self.alias(a, b, facts) is not AliasResult.NO
