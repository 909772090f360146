"""The `empty-tensor-to-alloc-tensor` pass: `tensor.empty` as an allocation.

`tensor.empty` only carries a shape; One-Shot Bufferize allocates a buffer
for it anyway. This pass makes that explicit: every `tensor.empty` (nested
ones included) becomes a `bufferization.alloc_tensor` with the same result
type and dynamic sizes, as MLIR 22's pass of that name does. It is usually
run after `eliminate-empty-tensors`, for the `tensor.empty` ops that could
not be eliminated.

xDSL 0.74 has a pass of the same name with the same rewrite; this one
replaces it in `xdsl-opt` so that it builds this package's
`bufferization.alloc_tensor` class and rejects options with a diagnostic
(the pass has none, as in MLIR) instead of a Python traceback.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)

from xdsl_bufferization.dialects.bufferization import AllocTensorOp
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.transforms.verified_input import verified_input


class EmptyTensorToAllocTensor(RewritePattern):
    """`tensor.empty(%sizes)` -> `bufferization.alloc_tensor(%sizes)`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if op.name != "tensor.empty":
            return
        rewriter.replace(op, AllocTensorOp(op.results[0].type, op.operands))


@verified_input
@dataclass(frozen=True)
class EmptyTensorToAllocTensorPass(MLIROptionsPass):
    """
    Replace every `tensor.empty` by a `bufferization.alloc_tensor` of the same
    type and dynamic sizes (MLIR 22's `-empty-tensor-to-alloc-tensor`).

    The pass has no options.
    """

    name = "empty-tensor-to-alloc-tensor"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            EmptyTensorToAllocTensor(), apply_recursively=False
        ).rewrite_module(op)
