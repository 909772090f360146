"""
The `canonicalize` pass (MLIR 22's `-canonicalize`), which replaces xDSL's:
the canonicalization patterns and folds of every op, applied by the greedy
driver of `xdsl_bufferization.rewriting.greedy`, with MLIR's options. See
docs/canonicalization.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.pattern_rewriter import RewritePattern
from xdsl.utils.exceptions import PassFailedException

from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.rewriting.dead_code import TriviallyDeadMemo
from xdsl_bufferization.rewriting.greedy import (
    GreedyRewriteConfig,
    GreedyRewriteResult,
    PatternSet,
    SettledIR,
    apply_patterns_greedily,
    pattern_label,
)
from xdsl_bufferization.transforms.canonicalization_patterns import (
    canonicalization_patterns,
    fold_hook,
)
from xdsl_bufferization.transforms.verified_input import verified_input

CANONICALIZE_DEFAULTS = GreedyRewriteConfig(top_down=True)
"""The configuration of `canonicalize` with MLIR's defaults."""


def canonicalization_pattern_set(
    enable_patterns: tuple[str, ...] = (),
    disable_patterns: tuple[str, ...] = (),
) -> PatternSet:
    """The canonicalization patterns of every op class, filtered by label (a
    pattern's class name) as MLIR's `enable-patterns` / `disable-patterns`."""
    if not enable_patterns and not disable_patterns:
        return PatternSet(op_patterns=canonicalization_patterns)
    enabled = frozenset(map(pattern_class_name, enable_patterns))
    disabled = frozenset(map(pattern_class_name, disable_patterns))

    def keep(pattern: RewritePattern) -> bool:
        label = pattern_label(pattern)
        return (not enabled or label in enabled) and label not in disabled

    return PatternSet(op_patterns=canonicalization_patterns, keep=keep)


def pattern_class_name(label: str) -> str:
    """
    The pattern class name a label selects. MLIR 22 labels a C++ pattern by
    its compiler-spelled type name (`{anonymous}::SimplifyDeadAlloc<mlir::
    memref::AllocOp>` from GCC, `(anonymous namespace)::AddIAddConstant` from
    Clang); such a label selects our pattern of that class name, for every
    op it applies to.
    """
    depth = 0
    end = len(label)
    for index, char in enumerate(label):
        if char == "<":
            if depth == 0:
                end = index
            depth += 1
        elif char == ">":
            depth -= 1
    name = label[:end]
    return name.rsplit("::", 1)[-1].strip()


def canonicalize(
    root: Operation,
    ctx: Context | None = None,
    config: GreedyRewriteConfig | None = None,
    patterns: PatternSet | None = None,
    dead_memo: TriviallyDeadMemo | None = None,
    settled: SettledIR | None = None,
) -> GreedyRewriteResult:
    """Canonicalize the ops nested in `root` (MLIR's canonicalizer with
    `config`; by default the pass's defaults). `dead_memo`: see
    `rewriting.dead_code.TriviallyDeadMemo`; `settled`: see
    `rewriting.greedy.SettledIR` (a pipeline's steps share them)."""
    if config is None:
        config = CANONICALIZE_DEFAULTS
    if patterns is None:
        patterns = canonicalization_pattern_set()
    return apply_patterns_greedily(
        root,
        patterns,
        config=config,
        ctx=ctx,
        fold_hooks=fold_hook,
        dead_memo=dead_memo,
        settled=settled,
    )


@verified_input
@dataclass(frozen=True)
class CanonicalizePass(MLIROptionsPass):
    """
    Canonicalize operations (MLIR 22's `-canonicalize`): fold ops through
    their fold hooks (constants uniqued and hoisted to the entry of their
    function), erase dead ops, apply every op's canonicalization patterns
    (MLIR's for `arith`, `cf`, `func`, `math`, `index`, `memref`, `scf`,
    `bufferization`, `tensor`, and xDSL's from op traits), then simplify the
    regions, until nothing applies. Not converging is not an error unless
    `test-convergence` is set.

    Options (MLIR 22's names and defaults):

    - `top-down` (true): seed the worklist in pre order and rewrite in that
      order; false: post order, uses before definitions.
    - `region-simplify` (normal): `disabled`, `normal` (unreachable blocks,
      dead code, dead block arguments) or `aggressive` (also merge identical
      blocks and drop block arguments that receive one value).
    - `max-iterations` (10): at most this many iterations (-1: no limit).
    - `max-num-rewrites` (-1): at most this many pattern rewrites per
      iteration (-1: no limit).
    - `test-convergence` (false): fail, with an error, if the rewriting did
      not converge.
    - `enable-patterns` (none): only apply the patterns of these labels
      (pattern class names, or MLIR's qualified type names of them).
    - `disable-patterns` (none): do not apply the patterns of these labels.
    """

    name = "canonicalize"

    top_down: bool = True
    region_simplify: Literal["disabled", "normal", "aggressive"] = "normal"
    max_iterations: int = 10
    max_num_rewrites: int = -1
    test_convergence: bool = False
    enable_patterns: tuple[str, ...] = ()
    disable_patterns: tuple[str, ...] = ()

    def config(self) -> GreedyRewriteConfig:
        """The driver configuration of these options."""
        return GreedyRewriteConfig(
            top_down=self.top_down,
            region_simplification=self.region_simplify,
            max_iterations=_limit(self.max_iterations),
            max_num_rewrites=_limit(self.max_num_rewrites),
        )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        result = canonicalize(
            op,
            ctx,
            self.config(),
            canonicalization_pattern_set(self.enable_patterns, self.disable_patterns),
        )
        if self.test_convergence and not result.converged:
            message = (
                f"canonicalize did not converge after {result.iterations} "
                "iterations (test-convergence)"
            )
            op.emit_error(message, PassFailedException(message))


def _limit(value: int) -> int:
    """MLIR's reading of a limit: -1 is none, another negative value is 0."""
    return value if value >= -1 else 0
