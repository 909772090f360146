"""One-Shot Analysis: which tensor operands may bufferize in place.

The analysis visits tensor operands one by one (in the order the
`analysis-heuristic` option chooses) and decides, for each, whether writing
into the operand's buffer (in place) is safe, given the decisions taken so
far. It keeps two union-find structures over tensor values:

- alias sets: values whose buffers may alias (an in-place decision merges the
  operand's set with those of its aliasing values);
- equivalence sets: values that get the very same buffer.

An operand must bufferize out of place if bufferizing it in place would
create a read-after-write conflict (a read that would see a write that,
according to SSA, happens after the definition it expects), or a write
into a buffer that must not be written (function arguments, constants,
`to_tensor` without `writable`): `one_shot_conflicts` detects both.

The result is an `OneShotAnalysisState`, queried by the rewrite.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from xdsl.dialects.builtin import UnrankedTensorType
from xdsl.ir import (
    Operation,
    OpResult,
    SSAValue,
)

from xdsl_bufferization.analysis.dominance import (
    DominanceInfo,
    find_ancestor_op_in_region,
)
from xdsl_bufferization.analysis.one_shot_annotations import (
    annotate_alias_sets,
    annotate_in_place_decisions,
)
from xdsl_bufferization.analysis.one_shot_conflicts import (
    are_non_conflicting_subsets,
    get_aliasing_in_place_writes,
    would_create_interference,
    would_create_read_after_write_interference,
    would_create_write_to_non_writable_buffer,
)
from xdsl_bufferization.analysis.one_shot_conflicts import (
    happens_before as happens_before,
)
from xdsl_bufferization.analysis.one_shot_conflicts import (
    is_block_reachable as is_block_reachable,
)
from xdsl_bufferization.interfaces.bufferizable import (
    AliasingOpOperand,
    AnalysisState,
    BufferizableOpModel,
    BufferizationError,
    BufferizationOptions,
    BufferRelation,
    OpOperand,
    get_bufferizable_model,
    get_owner_of_value,
    has_tensor_semantics,
    is_tensor,
    tensor_operands_of,
    uses_of,
)
from xdsl_bufferization.interfaces.bufferizable.values import _VALUE_KIND
from xdsl_bufferization.interfaces.region_branch import is_region_branch_terminator
from xdsl_bufferization.utils.equivalence_classes import (
    EquivalenceClasses as EquivalenceClasses,
)
from xdsl_bufferization.utils.walk import nested_ops, nested_ops_both_orders

# `EquivalenceClasses`, `happens_before`, `is_block_reachable` (imported with
# `as`) and the ancestor helpers moved out of this module; their old import
# paths keep working.
OpDominance = DominanceInfo
"""The name this module gave dominance before `analysis/dominance.py` became
its one home."""

# ===----------------------------------------------------------------------=== #
# The state
# ===----------------------------------------------------------------------=== #


class OneShotAnalysisState(AnalysisState):
    """The alias sets, equivalence sets and in-place decisions of One-Shot
    Analysis over the ops nested in a root op."""

    def __init__(self, root: Operation, options: BufferizationOptions):
        super().__init__(options)
        self.root = root
        self.alias_info = EquivalenceClasses[SSAValue]()
        self.equivalent_info = EquivalenceClasses[SSAValue]()
        # (id(owner), index) -> owner of the operands decided in place (ids:
        # `OpOperand.__hash__` is a Python method; the owner is kept to tell
        # a reused id).
        self._in_place: dict[tuple[int, int], Operation] = {}
        self.undefined_tensor_uses: set[OpOperand] = set()
        self._cached_definitions: dict[int, list[SSAValue]] = {}
        self._non_conflicting_subsets: dict[tuple[int, int, int, int], bool] = {}
        self.num_in_place = 0
        self.num_out_of_place = 0
        self.extensions: dict[str, object] = {}
        """Room for analyses built on this one (e.g. function boundaries)."""
        self.parallel_regions_possible = True
        """False while the analyzed ops have no parallel region around them
        (then the parallel-region check of the conflict detection is moot)."""
        # While `cache_queries` is on (see there), keyed by ids: the models and
        # tensor operands of ops, whether values are writable, and for (read,
        # write) pairs of operands the first definition the write may clobber
        # before the read (None: none), as far as the IR and the models'
        # answers tell (the models' `is_not_conflicting` aside): none of these
        # depend on the in-place decisions taken meanwhile.
        self._models: dict[int, BufferizableOpModel | None] | None = None
        self._tensor_operands: dict[int, list[OpOperand]] | None = None
        self._writable: dict[int, bool] | None = None
        self._clobbered_definitions: (
            dict[tuple[int, int, int, int], SSAValue | None] | None
        ) = None
        # And per value (id), its uses that write its buffer if in place, and
        # those that read it (`one_shot_conflicts`).
        self._write_uses: dict[int, list[tuple[Operation, int, OpOperand]]] | None = (
            None
        )
        self._read_uses: dict[int, list[OpOperand]] | None = None
        # Whether equivalences were read since the remembered answers were
        # last forgotten: if not, none of those answers depends on them, and
        # merging equivalence classes need not forget them.
        self._equivalences_consulted = False

        ops = nested_ops(root, region_first=True)
        # (Every op of the module: the methods looked up once.)
        alias_insert = self.alias_info.insert
        equivalent_insert = self.equivalent_info.insert
        kinds = _VALUE_KIND
        for op in ops:
            for result in op.results:
                kind = kinds.get(type(result.type))
                if kind == _TENSOR_KIND or (kind is None and is_tensor(result)):
                    alias_insert(result)
                    equivalent_insert(result)
            for region in op.regions:
                block = region.first_block
                while block is not None:
                    for arg in block.args:
                        if is_tensor(arg):
                            alias_insert(arg)
                            equivalent_insert(arg)
                    block = block.next_block

        self.walked: list[tuple[Operation, BufferizableOpModel | None]] = []
        """The ops of `root` in post-order (`nested_ops(root, region_first=
        True)`) with their models, as this state found them: for the pass's
        look at every op before the analysis and the tensor copies after it
        (the analysis does not change the IR), instead of walks of their
        own. Emptied once the copies are inserted."""
        walked = self.walked
        default_must = BufferizableOpModel.must_bufferize_in_place
        for op in ops:
            model = options.dyn_cast_bufferizable_op(op)
            walked.append((op, model))
            if model is None:
                continue
            if type(model).must_bufferize_in_place is default_must:
                # The default answer (unranked tensors only), without a call
                # per operand: most ops.
                for index, value in enumerate(op.operands):
                    # (Only a tensor kind can be unranked: most operands are
                    # told apart by their type's class, without `isinstance`.)
                    kind = kinds.get(type(value.type))
                    if (kind is None or kind == _TENSOR_KIND) and isinstance(
                        value.type, UnrankedTensorType
                    ):
                        self.bufferize_in_place(OpOperand(op, index))
                continue
            for operand in _tensor_operands(op):
                if model.must_bufferize_in_place(op, operand, self):
                    self.bufferize_in_place(operand)

    # -- decisions ------------------------------------------------------------ #

    def bufferize_in_place(self, operand: OpOperand) -> None:
        """Decide that `operand` bufferizes in place (merging alias sets)."""
        owner = operand.owner
        key = (id(owner), operand.index)
        if self._in_place.get(key) is owner:
            return
        self._in_place[key] = owner
        for alias in self.get_aliasing_values(operand):
            self.alias_info.union(alias.value, operand.get())
        self.num_in_place += 1

    def bufferize_out_of_place(self, operand: OpOperand) -> None:
        """Decide that `operand` bufferizes out of place (nothing to record)."""
        self.num_out_of_place += 1

    def cache_queries(self, enabled: bool) -> None:
        super().cache_queries(enabled)
        self._models = {} if enabled else None
        self._tensor_operands = {} if enabled else None
        self._writable = {} if enabled else None
        self._clobbered_definitions = {} if enabled else None
        self._write_uses = {} if enabled else None
        self._read_uses = {} if enabled else None
        self._equivalences_consulted = False

    def forget_queries(self) -> None:
        # The models and tensor operands of ops do not depend on what is
        # forgotten.
        models, tensor_operands = self._models, self._tensor_operands
        super().forget_queries()
        self._models, self._tensor_operands = models, tensor_operands

    def model_of(self, op: Operation | None) -> BufferizableOpModel | None:
        """`options.dyn_cast_bufferizable_op(op)`, remembered while
        `cache_queries` is on."""
        models = self._models
        if models is None or op is None:
            return self.options.dyn_cast_bufferizable_op(op)
        key = id(op)
        if key in models:
            return models[key]
        model = models[key] = self.options.dyn_cast_bufferizable_op(op)
        return model

    def tensor_operands(self, op: Operation) -> list[OpOperand]:
        cache = self._tensor_operands
        if cache is None:
            return tensor_operands_of(op)
        found = cache.get(id(op))
        if found is None:
            found = cache[id(op)] = tensor_operands_of(op)
        return found

    def union_alias_sets(self, a: SSAValue, b: SSAValue) -> None:
        self.alias_info.union(a, b)

    def union_equivalence_classes(self, a: SSAValue, b: SSAValue) -> None:
        self.equivalent_info.union(a, b)
        # Models consult equivalences (e.g. whether a loop yields its
        # iter_arg's buffer): their remembered answers may be stale, unless
        # no equivalence was read since they were last forgotten.
        if self._equivalences_consulted:
            self.forget_queries()

    # -- queries -------------------------------------------------------------- #

    def is_in_place(self, operand: OpOperand) -> bool:
        owner = operand.owner
        return self._in_place.get((id(owner), operand.index)) is owner

    def all_tensor_operands_in_place(self, op: Operation) -> bool:
        """Whether `is_in_place` holds for every tensor operand of `op` (asked
        of every op when the tensor copies are inserted: no `OpOperand`s)."""
        in_place = self._in_place
        key = id(op)
        kinds = _VALUE_KIND
        for index, value in enumerate(op._operands):  # pyright: ignore[reportPrivateUsage]
            kind = kinds.get(type(value.type))
            if kind is None:
                kind = _TENSOR_KIND if is_tensor(value) else 0
            if kind == _TENSOR_KIND and in_place.get((key, index)) is not op:
                return False
        return True

    def are_equivalent_bufferized_values(self, a: SSAValue, b: SSAValue) -> bool:
        self._equivalences_consulted = True
        return self.equivalent_info.equivalent(a, b)

    def are_aliasing_bufferized_values(self, a: SSAValue, b: SSAValue) -> bool:
        return self.alias_info.equivalent(a, b)

    def aliases(self, value: SSAValue) -> list[SSAValue]:
        """The members of the alias set of `value`."""
        return self.alias_info.members(value)

    def equivalents(self, value: SSAValue) -> list[SSAValue]:
        """The members of the equivalence class of `value`."""
        self._equivalences_consulted = True
        return self.equivalent_info.members(value)

    def has_undefined_contents(self, operand: OpOperand) -> bool:
        return operand in self.undefined_tensor_uses

    def is_value_written(self, value: SSAValue) -> bool:
        """Whether a buffer aliasing `value` is written in place."""
        result: dict[OpOperand, None] = {}
        get_aliasing_in_place_writes(result, value, self)
        return bool(result)

    def is_writable(self, value: SSAValue) -> bool:
        """Whether the buffer of `value` may be written."""
        cache = self._writable
        if cache is not None:
            found = cache.get(id(value))
            if found is not None:
                return found
        owner = get_owner_of_value(value)
        found = False
        if owner is not None:
            model = self.model_of(owner)
            if model is not None:
                found = model.is_writable(owner, value, self)
        if cache is not None:
            cache[id(value)] = found
        return found

    def find_definitions_cached(self, operand: OpOperand) -> list[SSAValue]:
        # Keyed by ids (`SSAValue.__hash__` is a Python method): the analysis
        # keeps the IR alive, and `reset_cache` forgets them after each root.
        key = id(operand.get())
        cached = self._cached_definitions.get(key)
        if cached is None:
            cached = self._cached_definitions[key] = self.find_definitions(operand)
        return cached

    def are_non_conflicting_subsets_cached(
        self, read: OpOperand, write: OpOperand
    ) -> bool:
        # Keyed by ids: the analysis keeps the IR (and the owners) alive.
        key = (id(read.owner), read.index, id(write.owner), write.index)
        cached = self._non_conflicting_subsets.get(key)
        if cached is None:
            cached = are_non_conflicting_subsets(read, write, self)
            self._non_conflicting_subsets[key] = cached
        return cached

    def reset_cache(self) -> None:
        self._cached_definitions.clear()
        self._non_conflicting_subsets.clear()
        self._repetitive_region_cache.clear()
        self._mutually_exclusive_cache.clear()
        self.forget_queries()

    def gather_undefined_tensor_uses(self, ops: Iterable[Operation]) -> None:
        """Record the uses of tensors whose contents nothing defines, among the
        results of `ops`."""
        for op in ops:
            if self.model_of(op) is None:
                continue
            for result in op.results:
                first = result.first_use
                if first is None or not is_tensor(result):
                    continue
                # (The definitions depend on the value only: those of its
                # first use.)
                if not self.find_definitions_cached(
                    OpOperand(first.operation, first.index)
                ):
                    self.undefined_tensor_uses.update(uses_of(result))


_TENSOR_KIND = 1
"""`_VALUE_KIND` of a tensor type."""


def _tensor_operands(op: Operation) -> list[OpOperand]:
    return tensor_operands_of(op)


def _bufferizable_in_place_analysis(
    operand: OpOperand, state: OneShotAnalysisState, dominance: DominanceInfo
) -> None:
    interference = would_create_interference(operand, dominance, state)
    if interference and not state.is_in_place(operand):
        state.bufferize_out_of_place(operand)
    else:
        state.bufferize_in_place(operand)


def analyze_single_op(
    op: Operation, state: OneShotAnalysisState, dominance: DominanceInfo
) -> None:
    """Decide in-place / out-of-place for each tensor operand of `op`."""
    for operand in state.tensor_operands(op):
        _bufferizable_in_place_analysis(operand, state, dominance)


def _equivalence_analysis(
    ops: Iterable[tuple[Operation, BufferizableOpModel]], state: OneShotAnalysisState
) -> None:
    """Merge the equivalence classes of results and their equivalent, in-place,
    definite aliasing operands (`ops`: ops and their models)."""
    for op, model in ops:
        for result in op.results:
            if not is_tensor(result):
                continue
            aliases: list[AliasingOpOperand] = state.get_aliasing_op_operands(result)
            if not aliases:
                continue
            first = aliases[0].operand.get()
            all_equivalent = True
            for alias in aliases:
                is_equiv = alias.relation == BufferRelation.EQUIVALENT
                in_place = state.is_in_place(alias.operand)
                value = alias.operand.get()
                if is_equiv and in_place and alias.is_definite:
                    state.union_equivalence_classes(result, value)
                    all_equivalent = False
                    break
                if not is_equiv or not in_place:
                    all_equivalent = False
                # (Not through the state's query: no remembered answer
                # depends on this one.)
                if not state.equivalent_info.equivalent(value, first):
                    all_equivalent = False
            # All "maybe" aliases equivalent (e.g. both branches of a select).
            if all_equivalent and not model.bufferizes_to_allocation(op, result):
                state.union_equivalence_classes(result, first)


def _is_region_terminator(op: Operation) -> bool:
    return is_region_branch_terminator(op)


def _bottom_up_from_terminators(
    root: Operation, state: OneShotAnalysisState
) -> list[Operation]:
    """Ops on the use-def chains of yielded tensors first (nested regions
    first), then all other ops bottom-up."""
    traversed: dict[Operation, None] = {}
    for term in root.walk(region_first=True):
        if not _is_region_terminator(term) or term in traversed:
            continue
        traversed[term] = None
        worklist: list[OpResult] = [
            v for v in term.operands if is_tensor(v) and isinstance(v, OpResult)
        ]
        term_region = term.parent.parent if term.parent else None
        while worklist:
            result = worklist.pop()
            def_op = result.op
            if def_op in traversed:
                continue
            traversed[def_op] = None
            if (
                term_region is None
                or find_ancestor_op_in_region(term_region, def_op) is None
            ):
                continue
            for alias in state.get_aliasing_op_operands(result):
                value = alias.operand.get()
                if is_tensor(value) and isinstance(value, OpResult):
                    worklist.append(value)
    ordered = list(traversed)
    for op in root.walk(reverse=True, region_first=True):
        if op not in traversed and has_tensor_semantics(op):
            ordered.append(op)
    return ordered


def _ordered_ops(
    root: Operation, state: OneShotAnalysisState, pre_order: list[Operation]
) -> list[Operation]:
    """The ops to analyze, in the order of the heuristic (`pre_order`: the
    ops of `root` in pre-order)."""
    options = state.options
    if options.analysis_heuristic == "bottom-up-from-terminators":
        return _bottom_up_from_terminators(root, state)
    ops = [op for op in pre_order if has_tensor_semantics(op)]
    if options.analysis_heuristic == "bottom-up":
        ops.reverse()
    elif options.analysis_heuristic == "fuzzer":
        random.Random(options.analysis_fuzzer_seed).shuffle(ops)
    return ops


def _may_have_parallel_regions(
    root: Operation, ops: Iterable[Operation], state: OneShotAnalysisState
) -> bool:
    """Whether a region of `ops` (the ops of `root`) or around `root` is
    parallel: if not, no write can be in another parallel region than the
    definition it overwrites."""
    enclosing: list[Operation] = []
    parent = root.parent_op()
    while parent is not None:
        enclosing.append(parent)
        parent = parent.parent_op()
    for op in (*ops, *enclosing):
        if not op.regions:
            continue
        model = state.model_of(op)
        if model is not None and any(
            model.is_parallel_region(op, index) for index in range(len(op.regions))
        ):
            return True
    return False


def check_unstructured_control_flow(op: Operation, model: BufferizableOpModel) -> None:
    """Raise `BufferizationError` if a region of `op` has several blocks and
    its model does not support unstructured control flow (the analysis and
    the rewrite both check)."""
    if model.supports_unstructured_control_flow():
        return
    if any(region.first_block is not region.last_block for region in op.regions):
        raise BufferizationError(
            op,
            "op or BufferizableOpInterface implementation does not "
            "support unstructured control flow, but at least one "
            "region has multiple blocks",
            op_error=True,
        )


def _check_pre_bufferization_assumptions(
    ops: list[tuple[Operation, BufferizableOpModel]],
    dominance: DominanceInfo,
    state: OneShotAnalysisState,
) -> None:
    """Raise `BufferizationError` for what One-Shot Analysis cannot handle
    among `ops` (the ops of the analyzed root that have a model, in
    post-order, with their models)."""
    for op, model in ops:
        check_unstructured_control_flow(op, model)
    # The checks below only find something if an operand is already decided
    # in place and writes (e.g. `materialize_in_destination`): the writes they
    # look for are in-place uses of these ops' values, by these ops.
    check_decisions = any(
        state.is_in_place(operand) and state.bufferizes_to_memory_write(operand)
        for op, _ in ops
        for operand in state.tensor_operands(op)
    )
    for op, _ in ops:
        if (
            op.name == "bufferization.to_tensor"
            and op.properties.get("restrict") is None
            and any(True for _ in op.results[0].uses)
        ):
            raise BufferizationError(
                op,
                "to_tensor ops without `restrict` are not supported by One-Shot "
                "Analysis",
                op_error=True,
            )
        if not check_decisions:
            continue
        for operand in state.tensor_operands(op):
            if would_create_read_after_write_interference(
                operand, dominance, state, check_consistency_only=True
            ):
                raise BufferizationError(
                    op,
                    "not bufferizable under the given constraints: cannot avoid "
                    "RaW conflict",
                    op_error=True,
                )
            if state.is_in_place(operand) and would_create_write_to_non_writable_buffer(
                operand, state, check_consistency_only=True
            ):
                definition = get_owner_of_value(operand.get())
                raise BufferizationError(
                    op,
                    "not bufferizable under the given constraints: would write to "
                    "read-only buffer",
                    op_error=True,
                    notes=[(definition, "the read-only buffer is defined here")]
                    if definition is not None
                    else [],
                )


# ===----------------------------------------------------------------------=== #
# Entry point
# ===----------------------------------------------------------------------=== #

AnalysisHook = Callable[[OneShotAnalysisState, DominanceInfo], None]


def analyze_op(
    root: Operation,
    state: OneShotAnalysisState,
    order_hook: Callable[[list[Operation]], list[Operation]] | None = None,
) -> None:
    """
    Run One-Shot Analysis on the ops nested in `root`, filling `state`.
    Raises `BufferizationError` if the IR cannot be bufferized.
    """
    dominance = DominanceInfo()
    options = state.options
    if options.analysis_heuristic == "fuzzer" and options.analysis_fuzzer_seed == 0:
        raise BufferizationError(
            root,
            "the 'fuzzer' analysis heuristic needs a non-zero 'analysis-fuzzer-seed'",
        )
    # The IR does not change while `root` is analyzed: remember the models'
    # answers (forgotten when equivalences change, and at the end, since the
    # analysis of the next function changes what calls of it answer).
    state.cache_queries(True)
    try:
        _analyze_op(root, state, dominance, order_hook)
    finally:
        state.cache_queries(False)
        state.parallel_regions_possible = True
        # Its caches are keyed by ids of this root's values and ops, which
        # the rewrite may free and reuse.
        state.reset_cache()


def _analyze_op(
    root: Operation,
    state: OneShotAnalysisState,
    dominance: DominanceInfo,
    order_hook: Callable[[list[Operation]], list[Operation]] | None,
) -> None:
    options = state.options
    # The ops in post-order, walked once (the IR does not change), and those
    # with a model, with it.
    pre_order, post_order = nested_ops_both_orders(root)
    modeled = [
        (op, model) for op in post_order if (model := state.model_of(op)) is not None
    ]
    state.parallel_regions_possible = _may_have_parallel_regions(
        root, [op for op, _ in modeled], state
    )
    _check_pre_bufferization_assumptions(modeled, dominance, state)

    ops = _ordered_ops(root, state, pre_order)
    if order_hook is not None:
        ops = order_hook(ops)
    for op in ops:
        analyze_single_op(op, state, dominance)
    _equivalence_analysis(
        [(op, m) for op, m in modeled if any(is_tensor(r) for r in op.results)], state
    )

    state.gather_undefined_tensor_uses(op for op, _ in modeled)

    errors: list[BufferizationError] = []
    for op, model in modeled:
        try:
            model.verify_analysis(op, state)
        except BufferizationError as error:
            errors.append(error)

    if options.test_analysis_only:
        annotate_in_place_decisions(root, state)
    if options.dump_alias_sets:
        annotate_alias_sets(root, state)
    if errors:
        raise errors[0]


def get_model(op: Operation):
    """The bufferizable model of `op` regardless of options (for debugging)."""
    return get_bufferizable_model(op)
