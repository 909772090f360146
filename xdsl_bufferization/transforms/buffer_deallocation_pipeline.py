"""
The `buffer-deallocation-pipeline` pass pipeline, and the deprecated
`buffer-deallocation` name.

MLIR 22's pipeline (`mlir-opt --dump-pass-pipeline`):

```
expand-realloc{emit-deallocs=false}, canonicalize,
ownership-based-buffer-deallocation, canonicalize,
buffer-deallocation-simplification, bufferization-lower-deallocations,
cse, canonicalize
```

Passes are looked up by name among the passes `xdsl-opt` knows (this package's
and xDSL's), so this module imports none of them. Each `canonicalize` step is
our `canonicalize` (MLIR 22's patterns and folds, on the greedy driver of
`xdsl_bufferization.rewriting`), see docs/buffer_deallocation.md.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import TypeVar, cast

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.traits import (
    EffectInstance,
    IsolatedFromAbove,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    NoMemoryEffect,
    RecursiveMemoryEffect,
    SymbolOpInterface,
)
from xdsl.transforms.common_subexpression_elimination import (
    CSEDriver,
    KnownOps,
    OperationInfo,
)
from xdsl.utils.arg_spec import ArgSpec, ParameterListType

from xdsl_bufferization.analysis.dominance import DominanceInfo, is_graph_region
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.rewriting.ir_snapshot import SettledTracker
from xdsl_bufferization.transforms.verified_input import verified_input
from xdsl_bufferization.utils.traits import class_has_trait

_D = TypeVar("_D")

PIPELINE: tuple[tuple[str, dict[str, ParameterListType]], ...] = (
    ("expand-realloc", {"emit-deallocs": (False,)}),
    ("canonicalize", {}),
    ("ownership-based-buffer-deallocation", {}),
    ("canonicalize", {}),
    ("buffer-deallocation-simplification", {}),
    ("bufferization-lower-deallocations", {}),
    ("cse", {}),
    ("canonicalize", {}),
)
"""MLIR 22's pipeline: pass names and options."""


def _known_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    from xdsl.universe import Universe

    return dict(Universe.get_multiverse().all_passes)


def pipeline_passes(private_function_dynamic_ownership: bool) -> list[ModulePass]:
    """
    The passes of the pipeline, with the option given to the ownership-based
    deallocation. A pass that is not available (not yet implemented in this
    package) is left out; `missing_pipeline_passes()` lists them. They share
    state for one run: run them once, in order, with nothing in between.
    """
    known = _known_passes()
    # The greedy steps ask which ops would be trivially dead again and again,
    # and each would look at every op though the steps between them change
    # only some: for this run of the pipeline, they share what they know.
    tracker = SettledTracker()
    passes: list[ModulePass] = []
    last_canonicalize = max(
        position
        for position, (name, _) in enumerate(PIPELINE)
        if name == "canonicalize"
    )
    for position, (name, options) in enumerate(PIPELINE):
        factory = known.get(name)
        if factory is None:
            continue
        parameters = dict(options)
        if name == "ownership-based-buffer-deallocation":
            parameters["private-function-dynamic-ownership"] = (
                private_function_dynamic_ownership,
            )
        if name == "canonicalize":
            passes.append(
                DeallocationCanonicalizePass(
                    tracker, len(passes), position != last_canonicalize
                )
            )
            continue
        if name == "cse":
            passes.append(DeallocationCSEPass())
            continue
        pass_class = factory()
        spec = ArgSpec(name, parameters)
        step = cast(ModulePass, pass_class.from_spec(spec))  # pyright: ignore[reportUnknownMemberType]
        if name == "ownership-based-buffer-deallocation":
            from xdsl_bufferization.transforms.ownership_based_buffer_deallocation import (
                OwnershipBasedBufferDeallocationPass,
            )

            if isinstance(step, OwnershipBasedBufferDeallocationPass):
                step = step.as_pipeline_step()
        if name == "buffer-deallocation-simplification":
            from xdsl_bufferization.transforms.buffer_deallocation_simplification import (
                BufferDeallocationSimplificationPass,
            )

            if isinstance(step, BufferDeallocationSimplificationPass):
                step = step.as_pipeline_step(tracker, len(passes))
        if name == "bufferization-lower-deallocations":
            from xdsl_bufferization.transforms.bufferization_lower_deallocations import (
                BufferizationLowerDeallocationsPass,
            )

            if isinstance(step, BufferizationLowerDeallocationsPass):
                step = step.as_pipeline_step()
        passes.append(step)
    return passes


@dataclass(frozen=True)
class DeallocationCanonicalizePass(ModulePass):
    """
    `canonicalize` with MLIR 22's defaults, then `i1` constants named `%true`
    and `%false` as MLIR prints them. Not registered: the pipeline runs it
    where MLIR's runs `canonicalize`.
    """

    name = "canonicalize"

    tracker: SettledTracker | None = None
    """Shared by the greedy steps of one run of the pipeline."""

    step: int = 0
    """Its place among the pipeline's steps (see `SettledTracker`)."""

    settles: bool = True
    """Whether a later step looks at what it leaves (not the last one)."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        from xdsl_bufferization.transforms.buffer_deallocation_simplification import (
            name_bool_constants,
        )
        from xdsl_bufferization.transforms.canonicalization_patterns import (
            fold_hook,
        )
        from xdsl_bufferization.transforms.canonicalize import (
            canonicalization_pattern_set,
            canonicalize,
        )

        tracker = self.tracker
        if tracker is None:
            name_bool_constants(op, canonicalize(op, ctx).constants)
            return
        patterns = canonicalization_pattern_set()
        result = canonicalize(
            op,
            ctx,
            patterns=patterns,
            dead_memo=tracker.dead_memo,
            settled=tracker.settled(op.regions, self.step),
        )
        if self.settles:
            tracker.record(op.regions, result, patterns, fold_hook, self.step)
        name_bool_constants(op, result.constants)


class DeallocationCSEPass(ModulePass):
    """
    xDSL's `cse`, also in regions of several blocks (xDSL's leaves them
    alone): as MLIR's, an op of a block is replaced by an equal op of a block
    that dominates it (the lowered deallocs of a `cf` program extract the same
    pointers again and again). Not registered: the pipeline runs it where
    MLIR's runs `cse`.
    """

    name = "cse"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        try:
            _DominanceCSEDriver().simplify(op)
        finally:
            _ATTRIBUTE_HASHES.clear()


class _DominanceCSEDriver(CSEDriver):
    """xDSL's CSE driver, walking the blocks of a region of several blocks
    along its dominator tree (each block sees the ops of its dominators).
    Its decisions are xDSL's; the effects of each op are computed once per
    run (see `_simplify_operation`)."""

    def __init__(self) -> None:
        super().__init__()
        self._known_ops = _KnownOps()
        self._dominance = DominanceInfo()
        self._effects: dict[int, tuple[Operation, AbstractSet[EffectInstance] | None]]
        self._effects = {}
        """xDSL's `get_effects` of each op asked, by `id` (with the op, so
        that the id stays its own). xDSL's CSE asks it up to three times per
        op, and again for every op nested in a region op; an op is asked only
        once it has been visited, and its operands no longer change then
        (CSE replaces uses of an op's results by ops it visits later)."""

    def _get_effects(self, op: Operation) -> AbstractSet[EffectInstance] | None:
        """xDSL's `get_effects(op)`, remembered (see `_effects`)."""
        known = self._effects.get(id(op))
        if known is not None:
            return known[1]
        traits = _xdsl_effect_traits(type(op))
        effects: AbstractSet[EffectInstance] | None = None
        if traits is _NO_EFFECT_TRAITS:
            effects = _NO_EFFECTS
        elif traits:
            collected: set[EffectInstance] | None = set()
            for trait in traits:
                if type(trait) is RecursiveMemoryEffect:
                    trait_effects = self._nested_effects(op)
                else:
                    trait_effects = trait.get_effects(op)
                if trait_effects is None:
                    collected = None
                    break
                collected.update(trait_effects)
            effects = collected
        self._effects[id(op)] = (op, effects)
        return effects

    def _nested_effects(self, op: Operation) -> set[EffectInstance] | None:
        """xDSL's `RecursiveMemoryEffect.get_effects(op)`, through the memo."""
        effects = set[EffectInstance]()
        for region in op.regions:
            for block in region.blocks:
                for nested in block.ops:
                    nested_effects = self._get_effects(nested)
                    if nested_effects is None:
                        return None
                    effects.update(nested_effects)
        return effects

    def _simplify_operation(self, op: Operation) -> None:
        # xDSL's `CSEDriver._simplify_operation`, step for step, with the
        # effects and class traits looked up once.
        op_class = type(op)
        if class_has_trait(op_class, IsTerminator, True):
            return
        if (
            all(result.first_use is None for result in op.results)
            and not class_has_trait(op_class, IsTerminator, False)
            and not class_has_trait(op_class, SymbolOpInterface, False)
            and _result_only_effects(op, self._get_effects(op))
        ):
            self._mark_erasure(op)
            return
        if any(len(region.blocks) > 1 for region in op.regions):
            return
        effects = self._get_effects(op)
        if effects is None or effects:
            if effects is None or any(
                effect.kind != MemoryEffectKind.READ for effect in effects
            ):
                return
            # One key per op for the lookup and the insertion (xDSL makes
            # one for each, and each hashes the op).
            known = cast(_KnownOps, self._known_ops)  # (every table is one)
            info = _OperationInfo(op)
            existing = known.get_by_info(info)
            if (
                existing is not None
                and op.parent_block() is existing.parent_block()
                and not self._write_between(existing, op)
            ):
                self._replace_and_delete(op, existing)
                return
            known.set_by_info(info, op)
            return
        known = cast(_KnownOps, self._known_ops)
        info = _OperationInfo(op)
        existing = known.get_by_info(info)
        if existing is not None:
            self._replace_and_delete(op, existing)
            return
        known.set_by_info(info, op)

    def _write_between(self, from_op: Operation, to_op: Operation) -> bool:
        """xDSL's `has_other_side_effecting_op_in_between`, through the memo."""
        current: Operation | None = from_op
        while current is not to_op:
            assert current is not None, "Incorrect order of ops in side-effect search"
            effects = self._get_effects(current)
            if effects is None or any(
                effect.kind is MemoryEffectKind.WRITE for effect in effects
            ):
                return True
            current = current.next_op
        return False

    def _simplify_block(self, block: Block) -> None:
        # xDSL's, with `_KnownOps` tables.
        for op in block.ops:
            if op.regions:
                if class_has_trait(type(op), IsolatedFromAbove, True):
                    # A blank table inside, as xDSL (unsure: isolated).
                    outer = self._known_ops
                    self._known_ops = _KnownOps()
                    for region in op.regions:
                        self._simplify_region(region)
                    self._known_ops = outer
                else:
                    for region in op.regions:
                        self._simplify_region(region)
            self._simplify_operation(op)

    def _simplify_region(self, region: Region) -> None:
        first = region.first_block
        if first is None:
            return
        if first.next_block is None:
            # xDSL's: the block sees the ops of the enclosing scope.
            outer = self._known_ops
            self._known_ops = _KnownOps(outer)
            self._simplify_block(first)
            self._known_ops = outer
            return
        if is_graph_region(region):
            # xDSL leaves regions of several blocks alone.
            return
        outer = self._known_ops
        scopes: list[tuple[tuple[int, int], KnownOps]] = []
        for block, interval in self._dominance.tree_preorder(region):
            while scopes and not (
                scopes[-1][0][0] <= interval[0] and interval[1] <= scopes[-1][0][1]
            ):
                scopes.pop()
            self._known_ops = _KnownOps(scopes[-1][1] if scopes else outer)
            self._simplify_block(block)
            scopes.append((interval, self._known_ops))
        self._known_ops = outer


_ATTRIBUTE_HASHES: dict[int, tuple[Attribute, int]] = {}
"""`hash(attribute)` by `id`, during one CSE run (the attributes of the ops
stay alive; hashing an attribute hashes all it is made of, again and again:
the same types and properties recur on many ops)."""


def _attribute_hash(attribute: Attribute) -> int:
    known = _ATTRIBUTE_HASHES.get(id(attribute))
    if known is not None and known[0] is attribute:
        return known[1]
    value = hash(attribute)
    _ATTRIBUTE_HASHES[id(attribute)] = (attribute, value)
    return value


class _OperationInfo(OperationInfo):
    """xDSL's `OperationInfo` (how CSE compares ops), its hash computed once:
    xDSL's `__eq__` computes both hashes again at each comparison. An op
    does not change while it is a key of the table (CSE replaces operands of
    ops it has not visited yet, and an op enters the table once visited).
    The hash is of what xDSL's hashes, with each attribute's hash remembered
    (equal ops still hash alike; only the table's keys see the value)."""

    def __init__(self, op: Operation):
        super().__init__(op)
        self._hash = hash(
            (
                self.name,
                sum(
                    hash((name, _attribute_hash(value)))
                    for name, value in op.attributes.items()
                ),
                sum(
                    hash((name, _attribute_hash(value)))
                    for name, value in op.properties.items()
                ),
                tuple(_attribute_hash(result.type) for result in op.results),
                hash(op._operands),  # pyright: ignore[reportPrivateUsage]
            )
        )

    def __hash__(self) -> int:
        return self._hash


class _KnownOps(KnownOps):
    """xDSL's `KnownOps`, keyed by `_OperationInfo`."""

    def __getitem__(self, k: Operation) -> Operation:
        return self._known_ops[_OperationInfo(k)]

    def __setitem__(self, k: Operation, v: Operation) -> None:
        self._known_ops[_OperationInfo(k)] = v

    def __contains__(self, k: Operation) -> bool:
        return _OperationInfo(k) in self._known_ops

    def get(self, k: Operation, default: _D = None) -> Operation | _D:
        return self._known_ops.get(_OperationInfo(k), default)

    def pop(self, k: Operation) -> Operation:
        return self._known_ops.pop(_OperationInfo(k))

    def get_by_info(self, info: _OperationInfo) -> Operation | None:
        return self._known_ops.get(info)

    def set_by_info(self, info: _OperationInfo, v: Operation) -> None:
        self._known_ops[info] = v


_EFFECT_TRAITS: dict[type[Operation], list[MemoryEffect]] = {}
"""xDSL's memory effect traits of each op class (fixed per class; looking
them up tests every trait)."""


_NO_EFFECT_TRAITS: list[MemoryEffect] = []
"""What `_xdsl_effect_traits` gives for a class whose only effect trait is
xDSL's `NoMemoryEffect` (or a subclass of it that keeps its `get_effects`):
its ops' effects are `_NO_EFFECTS`, with no set built per op."""

_NO_EFFECTS: AbstractSet[EffectInstance] = frozenset()


def _xdsl_effect_traits(op_class: type[Operation]) -> list[MemoryEffect]:
    traits = _EFFECT_TRAITS.get(op_class)
    if traits is None:
        traits = op_class.get_traits_of_type(MemoryEffect)
        if len(traits) == 1 and _keeps_no_effect(type(traits[0])):
            traits = _NO_EFFECT_TRAITS
        _EFFECT_TRAITS[op_class] = traits
    return traits


def _keeps_no_effect(trait_class: type[MemoryEffect]) -> bool:
    """Whether `trait_class` is `NoMemoryEffect` or a subclass of it with
    the same `get_effects` (an empty set whatever the op)."""
    for base in trait_class.__mro__:
        if "get_effects" in base.__dict__:
            return base is NoMemoryEffect
    return False


def _result_only_effects(
    op: Operation, effects: AbstractSet[EffectInstance] | None
) -> bool:
    """xDSL's `result_only_effects(op)`, given its effects."""
    if effects is None:
        return False
    for effect in effects:
        if effect.kind == MemoryEffectKind.READ:
            continue
        value = effect.value
        if not (
            effect.kind == MemoryEffectKind.ALLOC
            and isinstance(value, SSAValue)
            and op.is_ancestor(value.owner)
        ):
            return False
    return True


def missing_pipeline_passes() -> list[str]:
    """The passes of MLIR's pipeline that `xdsl-opt` does not know."""
    known = _known_passes()
    return [name for name, _ in PIPELINE if name not in known]


@verified_input
@dataclass(frozen=True)
class BufferDeallocationPipelinePass(MLIROptionsPass):
    """
    Insert and lower the deallocations of a memref program (MLIR 22's
    `-buffer-deallocation-pipeline`): expand `memref.realloc`, insert
    `bufferization.dealloc` ops by ownership, simplify them, lower them to
    `memref.dealloc` with runtime alias checks where needed, clean up.

    Options (MLIR 22's names and defaults):

    - `private-function-dynamic-ownership` (false): passed to
      `ownership-based-buffer-deallocation`.
    """

    name = "buffer-deallocation-pipeline"

    private_function_dynamic_ownership: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for step in pipeline_passes(self.private_function_dynamic_ownership):
            step.apply(ctx, op)


DEPRECATION_MESSAGE = (
    "the 'buffer-deallocation' pass was removed from MLIR; it now runs "
    "'buffer-deallocation-pipeline', use that pass instead"
)


@verified_input
@dataclass(frozen=True)
class DeprecatedBufferDeallocationPass(MLIROptionsPass):
    """
    Deprecated name of `buffer-deallocation-pipeline`: print
    `warning: <DEPRECATION_MESSAGE>` on stderr, then run the pipeline with its
    default options. MLIR removed its old clone-based `-buffer-deallocation`
    pass (seeds 000 and 003) and told its users to switch to
    `-buffer-deallocation-pipeline` (seed 004). No options.
    """

    name = "buffer-deallocation"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        sys.stdout.flush()
        sys.stderr.write(f"warning: {DEPRECATION_MESSAGE}\n")
        sys.stderr.flush()
        BufferDeallocationPipelinePass().apply(ctx, op)
