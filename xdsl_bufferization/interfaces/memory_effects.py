"""
Memory effects of any op (MLIR's `MemoryEffectOpInterface`), with external
models keyed by op name.

`get_memory_effects(op)` returns the set of `xdsl.traits.EffectInstance`s of
`op`, or None when they are unknown. It looks, in order, at:

1. the model registered for the op name in `MEMORY_EFFECTS_MODELS`;
2. the `MemoryEffect` traits of the op's class, except when the op is an
   instance of an xDSL class that one of our dialects replaces (our dialect's
   class for that op name is not `type(op)`): then the traits of *our* class,
   applied to the op (ours state effects on the specific values, xDSL's often
   do not). Effect traits of our classes must therefore read the op through
   the accessor names both classes share, not assume `isinstance` of our class.

A class without `MemoryEffect` traits has unknown effects. A
`RecursiveMemoryEffect` trait (or model) contributes the effects of the nested
ops, resolved by this same function.

An effect trait may also define a class method `writes_an_operand(op) ->
bool`: True only when the effects it gives `op` surely include a write or a
free of one of `op`'s operands (False when unsure). `surely_writes_an_operand`
reads it, so that a question such as "could this op be erased if unused" is
answered without building the effects of every copy, fill and store. An
effect trait whose effects are only reads and writes, whatever the op, says
so with a class attribute `reads_and_writes_only = True` (see
`reads_and_writes_only_by_class`).

Allocations on the stack (`memref.alloca`) take effect on a resource named
`AutomaticAllocationScope`, as in MLIR, so that a pass can tell them from heap
allocations: see `is_automatic_allocation_scope_resource`.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Set
from functools import cache

from xdsl.dialects.builtin import MemRefType, UnrankedMemRefType, UnregisteredOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    NoMemoryEffect,
    RecursiveMemoryEffect,
    Resource,
)

from xdsl_bufferization.interfaces.registry import ModelRegistry

AUTOMATIC_ALLOCATION_SCOPE = "AutomaticAllocationScope"
"""
Name of the resource of stack allocations (`memref.alloca` allocates on
`xdsl_bufferization.dialects.memref.AutomaticAllocationScopeResource`).
"""


def is_automatic_allocation_scope_resource(resource: Resource) -> bool:
    """Whether `resource` is memory released when its allocation scope exits (the stack)."""
    return resource.name() == AUTOMATIC_ALLOCATION_SCOPE


def is_memref_type(attr: Attribute) -> bool:
    """Whether `attr` is a (ranked or unranked) memref type."""
    return isinstance(attr, MemRefType | UnrankedMemRefType)


# ---------------------------------------------------------------------------
# Models and resolution
# ---------------------------------------------------------------------------


class MemoryEffectsModel(abc.ABC):
    """External model of MLIR's MemoryEffectOpInterface for one op name."""

    @abc.abstractmethod
    def get_effects(self, op: Operation) -> Set[EffectInstance] | None:
        """The effects of `op`, or None if they are unknown."""


MEMORY_EFFECTS_MODELS = ModelRegistry[MemoryEffectsModel]("memory effects")
"""Models of memory effects, by op name."""


@cache
def _our_dialect_ops(dialect_name: str) -> dict[str, type[Operation]]:
    """Op name -> class, for dialect `dialect_name` if this package defines
    it (only that dialect is loaded: a run need not load the dialects its
    IR does not use)."""
    from xdsl_bufferization.dialects import get_all_dialects

    factory = get_all_dialects().get(dialect_name)
    if factory is None:
        return {}
    return {op_class.name: op_class for op_class in factory().operations}


def _our_op_class(name: str) -> type[Operation] | None:
    """Our class of op `name`, if one of this package's dialects defines it."""
    return _our_dialect_ops(name.split(".", 1)[0]).get(name)


def _effect_class(op: Operation) -> type[Operation]:
    """The class whose effect traits describe `op` (see the module docstring)."""
    op_class = type(op)
    if isinstance(op, UnregisteredOp):
        return op_class
    ours = _our_op_class(op.name)
    if ours is not None and ours is not op_class:
        return ours
    return op_class


def _nested_effects(op: Operation) -> set[EffectInstance] | None:
    effects: set[EffectInstance] = set()
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                nested_effects = get_memory_effects(nested)
                if nested_effects is None:
                    return None
                effects.update(nested_effects)
    return effects


_EFFECT_TRAITS: dict[tuple[type[Operation], str], list[MemoryEffect]] = {}
"""The effect traits of each op class (and name): they are fixed per class, and
looking them up tests every trait of the class."""


def _effect_traits(op: Operation) -> list[MemoryEffect]:
    key = (type(op), op.name)
    traits = _EFFECT_TRAITS.get(key)
    if traits is None:
        traits = _EFFECT_TRAITS[key] = list(
            _effect_class(op).get_traits_of_type(MemoryEffect)
        )
    return traits


def get_memory_effects(op: Operation) -> set[EffectInstance] | None:
    """The memory effects of `op`; None when they are unknown."""
    model = MEMORY_EFFECTS_MODELS.lookup(op)
    if model is not None:
        model_effects = model.get_effects(op)
        return None if model_effects is None else set(model_effects)

    traits = _effect_traits(op)
    if not traits:
        return None
    effects: set[EffectInstance] = set()
    for trait in traits:
        if isinstance(trait, RecursiveMemoryEffect):
            trait_effects = _nested_effects(op)
        else:
            trait_effects = trait.get_effects(op)
        if trait_effects is None:
            return None
        effects.update(trait_effects)
    return effects


def get_own_memory_effects(
    op: Operation,
) -> tuple[Set[EffectInstance] | None, bool]:
    """
    The memory effects of `op` itself, without those of its nested ops (None
    when unknown), and whether the effects of its nested ops are also its
    own (a recursive model or trait). The set is read-only (it may be the
    one a model or trait returned).
    """
    model = MEMORY_EFFECTS_MODELS.lookup(op)
    if model is not None:
        if isinstance(model, RecursiveEffectsModel):
            return frozenset[EffectInstance](), True
        return model.get_effects(op), False
    traits = _own_effect_traits(op)
    if not traits:
        return None, False
    if len(traits) == 1:
        # The usual case: one trait, whose set needs no copy.
        trait, is_recursive = traits[0]
        if is_recursive:
            return frozenset[EffectInstance](), True
        return trait.get_effects(op), False
    effects: set[EffectInstance] = set()
    recursive = False
    for trait, is_recursive in traits:
        if is_recursive:
            recursive = True
            continue
        trait_effects = trait.get_effects(op)
        if trait_effects is None:
            return None, recursive
        effects.update(trait_effects)
    return effects, recursive


_OWN_EFFECT_TRAITS: dict[
    tuple[type[Operation], str], tuple[tuple[MemoryEffect, bool], ...]
] = {}
"""`_effect_traits`, each with whether it is recursive (fixed per class:
`isinstance` against xDSL's trait ABCs is slow)."""


def _own_effect_traits(op: Operation) -> tuple[tuple[MemoryEffect, bool], ...]:
    key = (type(op), op.name)
    traits = _OWN_EFFECT_TRAITS.get(key)
    if traits is None:
        traits = _OWN_EFFECT_TRAITS[key] = tuple(
            (trait, isinstance(trait, RecursiveMemoryEffect))
            for trait in _effect_traits(op)
        )
    return traits


@cache
def has_no_effects_by_class(op_class: type[Operation]) -> bool:
    """
    Whether every op of `op_class` has no memory effect of its own, whatever
    its operands (a `NoEffectsModel`, or only `NoMemoryEffect` traits): then
    `get_own_memory_effects` need not be asked op by op.
    """
    if issubclass(op_class, UnregisteredOp):
        return False
    model = MEMORY_EFFECTS_MODELS.lookup(op_class.name)
    if model is not None:
        return type(model) is NoEffectsModel
    effect_class = _our_op_class(op_class.name) or op_class
    traits = effect_class.get_traits_of_type(MemoryEffect)
    return bool(traits) and all(isinstance(t, NoMemoryEffect) for t in traits)


_OPERAND_WRITE_CHECKS: dict[
    tuple[type[Operation], str], Callable[[Operation], bool] | None
] = {}
"""The `writes_an_operand` of an effect trait of each op class (and name), or
None (fixed per class; finding it tests every trait of the class)."""


def surely_writes_an_operand(op: Operation) -> bool:
    """
    Whether the own effects of `op` (`get_own_memory_effects`) surely include
    a write or a free of one of its operands, told without building them
    (then `op` is never trivially dead); False when unsure, or when a model
    gives the effects of `op`.
    """
    key = (type(op), op.name)
    try:
        check = _OPERAND_WRITE_CHECKS[key]
    except KeyError:
        check = _OPERAND_WRITE_CHECKS[key] = _operand_write_check(op)
    if check is None or MEMORY_EFFECTS_MODELS.lookup(op) is not None:
        return False
    return check(op)


def _operand_write_check(op: Operation) -> Callable[[Operation], bool] | None:
    """The `writes_an_operand` of one of the effect traits of `op`'s class."""
    for trait in _effect_traits(op):
        check: Callable[[Operation], bool] | None = getattr(
            trait, "writes_an_operand", None
        )
        if check is not None:
            return check
    return None


def reads_and_writes_only_by_class(op_class: type[Operation]) -> bool:
    """
    Whether every op of `op_class` has known effects of its own, none an
    allocation or a free, whatever its operands (no model, and each effect
    trait is `NoMemoryEffect` or says `reads_and_writes_only`). Not cached:
    models may be registered between pass runs.
    """
    if issubclass(op_class, UnregisteredOp):
        return False
    if MEMORY_EFFECTS_MODELS.lookup(op_class.name) is not None:
        return False
    effect_class = _our_op_class(op_class.name) or op_class
    traits = effect_class.get_traits_of_type(MemoryEffect)
    return bool(traits) and all(
        isinstance(trait, NoMemoryEffect)
        or getattr(trait, "reads_and_writes_only", False) is True
        for trait in traits
    )


def has_unknown_effects(op: Operation) -> bool:
    """Whether the memory effects of `op` are unknown."""
    return get_memory_effects(op) is None


def is_memory_effect_free(op: Operation) -> bool:
    """Whether `op` is known to have no memory effect (nested ops included if recursive)."""
    effects = get_memory_effects(op)
    return effects is not None and not effects


def get_effects_on_value(
    op: Operation, value: SSAValue, kind: MemoryEffectKind | None = None
) -> set[EffectInstance]:
    """
    The known effects of `op` on `value` (of one `kind` if given). Empty when
    the effects of `op` are unknown: check `has_unknown_effects` first.
    """
    effects = get_memory_effects(op) or set()
    return {
        effect
        for effect in effects
        if effect.value is value and (kind is None or effect.kind == kind)
    }


def _values_with_effect(op: Operation, kind: MemoryEffectKind) -> tuple[SSAValue, ...]:
    effects = get_memory_effects(op) or set()
    found: set[SSAValue] = set()
    for effect in effects:
        if effect.kind == kind and isinstance(effect.value, SSAValue):
            found.add(effect.value)
    # Report in IR order (results, then operands) for deterministic passes.
    ordered = [*op.results, *op.operands]
    return tuple(dict.fromkeys(v for v in ordered if v in found))


def allocated_values(op: Operation) -> tuple[SSAValue, ...]:
    """The values `op` allocates (effects of kind ALLOC on a value), in IR order."""
    return _values_with_effect(op, MemoryEffectKind.ALLOC)


def freed_values(op: Operation) -> tuple[SSAValue, ...]:
    """The values `op` frees (effects of kind FREE on a value), in IR order."""
    return _values_with_effect(op, MemoryEffectKind.FREE)


# ---------------------------------------------------------------------------
# Models of ops whose xDSL class declares no or too few effects
# ---------------------------------------------------------------------------


class NoEffectsModel(MemoryEffectsModel):
    """An op without memory effects (MLIR's `Pure` / `NoMemoryEffect`)."""

    def get_effects(self, op: Operation) -> Set[EffectInstance] | None:
        return frozenset()


class RecursiveEffectsModel(MemoryEffectsModel):
    """An op whose effects are those of its nested ops (MLIR's `RecursiveMemoryEffects`)."""

    def get_effects(self, op: Operation) -> Set[EffectInstance] | None:
        return _nested_effects(op)


class OperandEffectsModel(MemoryEffectsModel):
    """
    Fixed effects on operands given by position, applied when the operand is a
    memref (e.g. a read of operand 0 for a load).
    """

    def __init__(self, *effects: tuple[MemoryEffectKind, int]):
        self.effects = effects

    def get_effects(self, op: Operation) -> Set[EffectInstance] | None:
        found: set[EffectInstance] = set()
        for kind, position in self.effects:
            if position < len(op.operands):
                operand = op.operands[position]
                if is_memref_type(operand.type):
                    found.add(EffectInstance(kind, operand))
        return found


class ValuelessEffectsModel(MemoryEffectsModel):
    """Effects on no particular value (MLIR's `MemoryEffects<[...]>` op trait)."""

    def __init__(self, *kinds: MemoryEffectKind):
        self.kinds = kinds

    def get_effects(self, op: Operation) -> Set[EffectInstance] | None:
        return frozenset(EffectInstance(kind) for kind in self.kinds)
