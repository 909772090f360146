"""How the ops of the `scf` dialect bufferize and deallocate (MLIR 22's scf
models).

**Bufferization models** (One-Shot Bufferize; `register()`):

- `scf.if`, `scf.index_switch`, `scf.execute_region`: no tensor operands;
  each tensor result may alias (equivalently) the values yielded for it, and
  becomes a memref result of the same op.
- `scf.for`, `scf.while`: each tensor init operand is read (unless the loop
  surely runs and nothing reads the iter_arg) and written, and aliases its
  result; equivalently if the yielded value is equivalent to the iter_arg.
  Iter_args get one buffer type for the init value, the iter_arg and the
  yielded value (a fully dynamic layout where those differ). A yielded value
  that is not equivalent to its iter_arg is an error unless
  `allow-return-allocs-from-loops` (then it is yielded as a new buffer).
- `scf.forall`: its shared outputs are read and written in place; the body is
  a parallel region (writes of definitions from outside must be privatized).
- `scf.yield`, `scf.condition`: operands always bufferize in place.

**Deallocation models** (ownership-based buffer deallocation;
`register_deallocation()`): `scf.if`, `scf.for`, `scf.while`,
`scf.execute_region`, `scf.index_switch`, `scf.forall` and `scf.parallel`
need none (the pass handles region-branch ops and their terminators through
the region control flow interface, as MLIR does). `scf.forall.in_parallel`
and `scf.reduce.return` end a region without forwarding memrefs to an SSA
value: the block deallocates everything it owns before them.
`scf.forall.in_parallel` must be empty (at the memref level it has nothing to
insert), and `scf.reduce.return` must not return a memref (its ownership
could not be passed on).

**Region control flow models**: where control goes from each scf op and its
terminators (MLIR's RegionBranchOpInterface), which the deallocation pass,
liveness and the bufferization analysis follow. **Memory effects**:
`scf.execute_region` has its body's, `scf.forall.in_parallel` none.

One module per op family, each with every model of its ops and their
registration: `common` (helpers, `scf.yield`), `if_switch` (`scf.if`,
`scf.index_switch`, `scf.execute_region`), `for_loop` (`scf.for`),
`while_loop` (`scf.while`, `scf.condition`), `parallel` (`scf.forall`,
`scf.parallel` and their terminators). This package re-exports their public
names.
"""

from xdsl_bufferization.models.scf import (
    common,
    for_loop,
    if_switch,
    parallel,
    while_loop,
)
from xdsl_bufferization.models.scf.common import (
    YieldModel,
    block_argument_buffer_type,
    retype_block_arguments,
)
from xdsl_bufferization.models.scf.for_loop import ForModel, ForRegionBranchModel
from xdsl_bufferization.models.scf.if_switch import (
    ExecuteRegionModel,
    IfModel,
    IfRegionBranchModel,
    IndexSwitchModel,
    IndexSwitchRegionBranchModel,
)
from xdsl_bufferization.models.scf.parallel import (
    ForallModel,
    ForallRegionBranchModel,
    InParallelDeallocationModel,
    ParallelRegionBranchModel,
    ReduceReturnDeallocationModel,
    register_deallocation,
)
from xdsl_bufferization.models.scf.while_loop import (
    ConditionModel,
    WhileModel,
    WhileRegionBranchModel,
)


def register() -> None:
    """Register every model of the scf ops."""
    for module in (common, if_switch, for_loop, while_loop, parallel):
        module.register()


__all__ = [
    "ConditionModel",
    "ExecuteRegionModel",
    "ForModel",
    "ForRegionBranchModel",
    "ForallModel",
    "ForallRegionBranchModel",
    "IfModel",
    "IfRegionBranchModel",
    "InParallelDeallocationModel",
    "IndexSwitchModel",
    "IndexSwitchRegionBranchModel",
    "ParallelRegionBranchModel",
    "ReduceReturnDeallocationModel",
    "WhileModel",
    "WhileRegionBranchModel",
    "YieldModel",
    "block_argument_buffer_type",
    "register",
    "register_deallocation",
    "retype_block_arguments",
]
