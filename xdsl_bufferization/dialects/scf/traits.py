"""Traits of the scf ops: the implicit terminator (checked in MLIR's order),
parents, the parallel-combining interface, speculatability and the
canonicalization traits (which import their patterns lazily).
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.ir import (
    Operation,
    SSAValue,
)
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import (
    HasCanonicalizationPatternsTrait,
    HasParent,
    OpTrait,
    SingleBlockImplicitTerminator,
)

from xdsl_bufferization.dialects.scf.verification import op_error

# --------------------------------------------------------------------------- #
# Traits
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class ImplicitTerminator(SingleBlockImplicitTerminator):
    """
    MLIR's `SingleBlockImplicitTerminator`: the parsers insert `op_type` where a
    region's terminator is elided, and the printers elide it where MLIR does.
    Its checks (one block per region, ending with `op_type`) are made by each
    op's verifier, at the point MLIR makes them, so that diagnostics match.
    """

    def verify(self, op: Operation) -> None:
        return


class ParentOneOf(HasParent):
    """MLIR's `HasParent`/`ParentOneOf`, with MLIR's wording; matches parents by name."""

    def verify(self, op: Operation) -> None:
        parent = op.parent_op()
        names = [op_type.name for op_type in self.op_types]
        if parent is None or parent.name in names:
            return
        if len(names) == 1:
            raise op_error(op, f"expects parent op '{names[0]}'")
        raise op_error(op, f"expects parent op to be one of '{', '.join(names)}'")


class ParallelCombiningOpInterface(OpTrait, abc.ABC):
    """
    MLIR's `ParallelCombiningOpInterface`: ops that may appear in
    `scf.forall.in_parallel` (such as `tensor.parallel_insert_slice`), each
    updating some `shared_outs` block arguments of the enclosing `scf.forall`.
    """

    @classmethod
    @abc.abstractmethod
    def get_updated_destinations(cls, op: Operation) -> Sequence[SSAValue]:
        """The values (destinations) `op` updates."""
        ...


class ForOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            ForOpIterArgsFolder,
            ForOpTensorCastFolder,
            RehoistConstInLoops,
            SimplifyTrivialLoops,
        )

        return (
            ForOpIterArgsFolder(),
            SimplifyTrivialLoops(),
            ForOpTensorCastFolder(),
            RehoistConstInLoops(),
        )


class ExecuteRegionOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            REGION_PATTERNS,
            MultiBlockExecuteInliner,
            SingleBlockExecuteInliner,
        )

        return (
            SingleBlockExecuteInliner(),
            MultiBlockExecuteInliner(),
            *REGION_PATTERNS,
        )


class IndexSwitchOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            REGION_PATTERNS,
            FoldConstantCase,
        )

        return (FoldConstantCase(), *REGION_PATTERNS)


class WhileOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            WHILE_PATTERNS,
        )

        return WHILE_PATTERNS


class ParallelOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            PARALLEL_PATTERNS,
        )

        return PARALLEL_PATTERNS


class ForallOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            FORALL_PATTERNS,
        )

        return FORALL_PATTERNS


class IfOpCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl.transforms.canonicalization_patterns.scf import (
            IfPropagateConstantCondition,
        )

        from xdsl_bufferization.transforms.canonicalization_patterns.scf import (
            IF_PATTERNS,
        )

        return (IfPropagateConstantCondition(), *IF_PATTERNS)
