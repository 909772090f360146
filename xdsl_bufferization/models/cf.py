"""How the ops of the `cf` dialect bufferize (MLIR 22's cf models).

`cf.br` and `cf.cond_br` neither read nor write their tensor operands; each
forwarded operand may alias (equivalently) the block argument it is passed
to. Their operands are bufferized together with the signature of the
successor block, by the op owning the region (e.g. `func.func` with
`bufferize-function-boundaries`, or `scf.execute_region`), so `bufferize`
leaves them alone.
"""

from __future__ import annotations

from xdsl.ir import BlockArgument, Operation
from xdsl.pattern_rewriter import PatternRewriter

from xdsl_bufferization.interfaces.branch import (
    get_branch_model,
    get_successor_operands,
)
from xdsl_bufferization.interfaces.bufferizable import (
    AliasingValue,
    AnalysisState,
    BufferizableOpModel,
    BufferizationOptions,
    BufferizationState,
    BufferRelation,
    OpOperand,
    register_builtin_model,
)


def successor_operand_ranges(op: Operation) -> list[tuple[int, int]]:
    """For each successor of a branch op, the range [start, end) of the
    operands forwarded to it (empty if `op` is not a branch)."""
    if get_branch_model(op) is None:
        return []
    ranges: list[tuple[int, int]] = []
    for index in range(len(op.successors)):
        operands = get_successor_operands(op, index)
        ranges.append((operands.start, operands.start + len(operands)))
    return ranges


def caller_op_operands(arg: BlockArgument) -> list[OpOperand]:
    """The operands forwarded to block argument `arg` by the branches to its
    block."""
    result: list[OpOperand] = []
    block = arg.block
    for use in block.uses:
        branch = use.operation
        ranges = successor_operand_ranges(branch)
        if use.index >= len(ranges):
            continue
        start, end = ranges[use.index]
        if start + arg.index < end:
            result.append(OpOperand(branch, start + arg.index))
    return result


class BranchModel(BufferizableOpModel):
    """`cf.br` / `cf.cond_br`: forwarded tensors alias the block arguments."""

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return False

    def bufferizes_to_memory_write(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return False

    def get_aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> list[AliasingValue]:
        result: list[AliasingValue] = []
        for successor, (start, end) in zip(
            op.successors, successor_operand_ranges(op), strict=True
        ):
            if start <= operand.index < end:
                result.append(
                    AliasingValue(
                        successor.args[operand.index - start],
                        BufferRelation.EQUIVALENT,
                        False,
                    )
                )
        return result

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        # Bufferized with the signature of the successor blocks.
        return


def register() -> None:
    """Register the models of the cf branch ops."""
    model = BranchModel()
    register_builtin_model("cf.br", model)
    register_builtin_model("cf.cond_br", model)
