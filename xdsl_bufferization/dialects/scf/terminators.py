"""`scf.yield` and `scf.condition`."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    i1,
)
from xdsl.dialects.utils import (
    AbstractYieldOperation,
)
from xdsl.ir import (
    Attribute,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    var_operand_def,
)
from xdsl.traits import (
    IsTerminator,
    Pure,
    ReturnLike,
)

from xdsl_bufferization.dialects.scf.traits import ParentOneOf

# --------------------------------------------------------------------------- #
# scf.yield
# --------------------------------------------------------------------------- #


# The parent ops' modules import the terminators (to build and find them), so
# the terminators name their parents when their traits are first needed.


def _yield_parents() -> ParentOneOf:
    from xdsl_bufferization.dialects.scf.execute_region import ExecuteRegionOp
    from xdsl_bufferization.dialects.scf.for_op import ForOp
    from xdsl_bufferization.dialects.scf.if_op import IfOp
    from xdsl_bufferization.dialects.scf.index_switch import IndexSwitchOp
    from xdsl_bufferization.dialects.scf.while_op import WhileOp

    return ParentOneOf(ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp)


def _condition_parent() -> ParentOneOf:
    from xdsl_bufferization.dialects.scf.while_op import WhileOp

    return ParentOneOf(WhileOp)


@irdl_op_definition
class YieldOp(AbstractYieldOperation[Attribute]):
    """
    `scf.yield`: terminates the regions of `scf.execute_region`, `scf.for`,
    `scf.if`, `scf.index_switch` and the "after" region of `scf.while`,
    forwarding its operands (`arguments`; MLIR's `results`) as the parent
    defines.
    """

    name = "scf.yield"

    traits = lazy_traits_def(
        lambda: (
            Pure(),
            ReturnLike(),
            IsTerminator(),
            _yield_parents(),
        )
    )


def yield_of(region: Region) -> Operation | None:
    """The `scf.yield` ending the single block of `region`, if any."""
    block = region.first_block
    if block is None or (last_op := block.last_op) is None:
        return None
    return last_op if last_op.name == YieldOp.name else None


# --------------------------------------------------------------------------- #
# scf.condition
# --------------------------------------------------------------------------- #


@irdl_op_definition
class ConditionOp(IRDLOperation):
    """
    `scf.condition`: terminates the "before" region of `scf.while`; if
    `condition` holds, the loop goes on to the "after" region with `args`,
    otherwise it exits with `args` as its results.
    """

    name = "scf.condition"

    condition = operand_def(i1)
    args = var_operand_def()

    traits = lazy_traits_def(lambda: (_condition_parent(), IsTerminator(), Pure()))

    assembly_format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?"

    def __init__(self, condition: SSAValue | Operation, *args: SSAValue | Operation):
        super().__init__(operands=(condition, args))
