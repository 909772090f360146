"""
Canonicalization patterns and fold hooks, one module per dialect.

Ops of this package's dialects (`bufferization`, `memref`, `scf`, `tensor`)
carry their patterns in a `HasCanonicalizationPatternsTrait` that imports
them lazily. Ops whose classes are xDSL's (`arith`, `cf`, `func`, `math`,
`index`) get MLIR's patterns and folds from `CANONICALIZATION_MODELS`, keyed
by op name like our other external models: `canonicalization_patterns(cls)`
gives an op class its registered patterns, then those of its traits (xDSL's
own canonicalization patterns keep working); `fold_hook(cls)` its registered
fold, else xDSL's `HasFolder` fold. `canonicalize` and every greedy rewrite
of our passes use both.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Operation
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import HasCanonicalizationPatternsTrait

from xdsl_bufferization.interfaces.registry import ModelRegistry
from xdsl_bufferization.rewriting.folder import FoldHook, trait_fold_hook


@dataclass(frozen=True)
class CanonicalizationModel:
    """The canonicalization of one op name: MLIR's `fold` and
    `getCanonicalizationPatterns` for an op class we do not own."""

    patterns: tuple[RewritePattern, ...] = ()
    """Tried in order, before the patterns of the op class's traits."""

    fold: FoldHook | None = None
    """Replaces the fold of the op class's `HasFolder` trait, if any."""

    replaces_trait_patterns: tuple[str, ...] = ()
    """Names of trait pattern classes that `patterns` supersede (they would
    fold differently from MLIR; see docs/canonicalization.md)."""


CANONICALIZATION_MODELS = ModelRegistry[CanonicalizationModel]("canonicalization")
"""Canonicalization models, by op name."""

_LOADED: list[bool] = []


def register_all() -> None:
    """Register the built-in canonicalization models (once)."""
    if _LOADED:
        return
    _LOADED.append(True)
    from xdsl_bufferization.transforms.canonicalization_patterns import (
        arith,
        math,
        memref,
    )

    for module in (arith, math, memref):
        module.register()


def register_model(
    op_name: str,
    *,
    patterns: tuple[RewritePattern, ...] = (),
    fold: FoldHook | None = None,
    replaces_trait_patterns: tuple[str, ...] = (),
) -> None:
    """Register (or extend) the canonicalization model of `op_name`."""
    previous = CANONICALIZATION_MODELS.lookup(op_name)
    if previous is not None:
        patterns = (*previous.patterns, *patterns)
        fold = fold if fold is not None else previous.fold
        replaces_trait_patterns = (
            *previous.replaces_trait_patterns,
            *replaces_trait_patterns,
        )
    CANONICALIZATION_MODELS.register(
        op_name,
        CanonicalizationModel(patterns, fold, replaces_trait_patterns),
        replace=True,
    )


def _model(op_class: type[Operation]) -> CanonicalizationModel | None:
    register_all()
    return CANONICALIZATION_MODELS.lookup(op_class.name)


def trait_patterns(op_class: type[Operation]) -> list[RewritePattern]:
    """The patterns of the canonicalization traits of `op_class`."""
    return [
        pattern
        for trait in op_class.get_traits_of_type(HasCanonicalizationPatternsTrait)
        for pattern in trait.get_patterns(op_class)
    ]


def canonicalization_patterns(op_class: type[Operation]) -> list[RewritePattern]:
    """The canonicalization patterns of `op_class`: its registered model's,
    then its traits' (less those the model supersedes)."""
    model = _model(op_class)
    from_traits = trait_patterns(op_class)
    if model is None:
        return from_traits
    superseded = set(model.replaces_trait_patterns)
    return [
        *model.patterns,
        *(p for p in from_traits if type(p).__name__ not in superseded),
    ]


def fold_hook(op_class: type[Operation]) -> FoldHook | None:
    """The fold of `op_class`: its registered model's, else its trait's."""
    model = _model(op_class)
    if model is not None and model.fold is not None:
        return model.fold
    return trait_fold_hook(op_class)
