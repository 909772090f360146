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
and xDSL's), so this module imports none of them. xDSL's `canonicalize` lacks
some of MLIR's folds that matter for deallocation code; each `canonicalize`
step here also applies the patterns of
`xdsl_bufferization.transforms.canonicalization_patterns.deallocation`
(see docs/buffer_deallocation.md).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects import arith, cf
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter
from xdsl.traits import IsolatedFromAbove
from xdsl.transforms.common_subexpression_elimination import CSEDriver, KnownOps
from xdsl.utils.arg_spec import ArgSpec, ParameterListType

from xdsl_bufferization.analysis.dominance import DominanceInfo, is_graph_region
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.transforms.verified_input import verified_input

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
    package) is left out; `missing_pipeline_passes()` lists them.
    """
    known = _known_passes()
    passes: list[ModulePass] = []
    for name, options in PIPELINE:
        factory = known.get(name)
        if factory is None:
            continue
        parameters = dict(options)
        if name == "ownership-based-buffer-deallocation":
            parameters["private-function-dynamic-ownership"] = (
                private_function_dynamic_ownership,
            )
        if name == "canonicalize":
            passes.append(DeallocationCanonicalizePass())
            continue
        if name == "cse":
            passes.append(DeallocationCSEPass())
            continue
        pass_class = factory()
        spec = ArgSpec(name, parameters)
        passes.append(cast(ModulePass, pass_class.from_spec(spec)))  # pyright: ignore[reportUnknownMemberType]
    return passes


@dataclass(frozen=True)
class DeallocationCanonicalizePass(ModulePass):
    """
    xDSL's `canonicalize` plus the folds of MLIR's canonicalizer that matter
    for deallocation code (`scf.if` and `i1` arithmetic), in one fixpoint.
    Not registered: the pipeline runs it where MLIR's runs `canonicalize`.
    """

    name = "canonicalize"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        from xdsl.transforms.canonicalize import CanonicalizationRewritePattern

        from xdsl_bufferization.transforms.buffer_deallocation_pipeline_driver import (
            greedy_walker,
        )
        from xdsl_bufferization.transforms.buffer_deallocation_simplification import (
            name_bool_constants,
        )
        from xdsl_bufferization.transforms.canonicalization_patterns.arith import (
            ARITH_PATTERNS,
        )
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            IF_PATTERNS,
            REGION_PATTERNS,
        )

        walker = greedy_walker(
            [
                CanonicalizationRewritePattern(),
                *ARITH_PATTERNS,
                *IF_PATTERNS,
                *REGION_PATTERNS,
            ],
            ctx,
        )
        # Like MLIR's canonicalizer, keep one constant per value and type in
        # each function (at its entry), so that folds see equal constants.
        unique_constants(op)
        drop_unused_block_arguments(op)
        while walker.rewrite_module(op):
            if not unique_constants(op) and not drop_unused_block_arguments(op):
                break
        name_bool_constants(op)


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
        _DominanceCSEDriver().simplify(op)


class _DominanceCSEDriver(CSEDriver):
    """xDSL's CSE driver, walking the blocks of a region of several blocks
    along its dominator tree (each block sees the ops of its dominators)."""

    def __init__(self) -> None:
        super().__init__()
        self._dominance = DominanceInfo()

    def _simplify_region(self, region: Region) -> None:
        if len(region.blocks) <= 1 or is_graph_region(region):
            super()._simplify_region(region)
            return
        outer = self._known_ops
        scopes: list[tuple[tuple[int, int], KnownOps]] = []
        for block, interval in self._dominance.tree_preorder(region):
            while scopes and not (
                scopes[-1][0][0] <= interval[0] and interval[1] <= scopes[-1][0][1]
            ):
                scopes.pop()
            self._known_ops = KnownOps(scopes[-1][1] if scopes else outer)
            self._simplify_block(block)
            scopes.append((interval, self._known_ops))
        self._known_ops = outer


def _isolated_scopes(root: Operation) -> list[Region]:
    """The regions of ops isolated from above (functions) nested in `root`."""
    return [
        region
        for nested in root.walk()
        if nested.has_trait(IsolatedFromAbove) and nested is not root
        for region in nested.regions
        if region.blocks.first is not None
    ]


def drop_unused_block_arguments(root: Operation) -> bool:
    """
    Erase the unused arguments of blocks whose predecessors all branch with
    `cf.br`/`cf.cond_br`, and the operands passed for them (MLIR's
    canonicalizer does this in its region simplification; a buffer passed
    only to an unused argument may then be dead). Whether anything changed.
    """
    changed = False
    for op in list(root.walk()):
        for region in op.regions:
            for block in list(region.blocks)[1:]:
                unused = [arg for arg in block.args if not arg.uses]
                if not unused:
                    continue
                branches = {use.operation for use in block.uses}
                if not all(
                    isinstance(branch, cf.BranchOp | cf.ConditionalBranchOp)
                    for branch in branches
                ):
                    continue
                dropped = {arg.index for arg in unused}
                for branch in branches:
                    _drop_branch_operands(branch, block, dropped)
                for arg in reversed(unused):
                    block.erase_arg(arg)
                changed = True
    return changed


def _drop_branch_operands(branch: Operation, block: Block, dropped: set[int]) -> None:
    """Rebuild `branch` without the operands it passes to `block` at the
    argument positions `dropped`."""

    def kept(dest: Block, operands: Sequence[SSAValue]) -> list[SSAValue]:
        if dest is not block:
            return list(operands)
        return [v for i, v in enumerate(operands) if i not in dropped]

    if isinstance(branch, cf.BranchOp):
        new = cf.BranchOp(branch.successor, *kept(branch.successor, branch.arguments))
    else:
        assert isinstance(branch, cf.ConditionalBranchOp)
        new = cf.ConditionalBranchOp(
            branch.cond,
            branch.then_block,
            kept(branch.then_block, branch.then_arguments),
            branch.else_block,
            kept(branch.else_block, branch.else_arguments),
        )
    new.attributes.update(branch.attributes)
    Rewriter.replace_op(branch, new)


def unique_constants(root: Operation) -> bool:
    """
    In each function of `root`, replace `arith.constant` ops of equal value
    and type by one, moved to the start of the function's entry block (MLIR's
    canonicalizer does this). Returns whether anything changed.
    """
    changed = False
    for region in _isolated_scopes(root):
        entry = region.blocks.first
        assert entry is not None
        kept: dict[Attribute, Operation] = {}
        constants: list[Operation] = []
        stack = [region]
        while stack:
            current = stack.pop()
            for block in current.blocks:
                for nested in block.ops:
                    if isinstance(nested, arith.ConstantOp):
                        constants.append(nested)
                    elif not nested.has_trait(IsolatedFromAbove):
                        stack.extend(nested.regions)
        order: list[Operation] = []
        for constant in constants:
            key = constant.properties["value"]
            first = kept.get(key)
            if first is None:
                kept[key] = constant
                order.append(constant)
                continue
            constant.results[0].replace_all_uses_with(first.results[0])
            constant.detach()
            constant.erase()
            changed = True
        leading = list(entry.ops)[: len(order)]
        if leading == order:
            continue
        for constant in order:
            constant.detach()
        anchor = entry.first_op
        for constant in order:
            if anchor is None:
                entry.add_op(constant)
            else:
                entry.insert_op_before(constant, anchor)
        changed = True
    return changed


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
