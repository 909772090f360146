"""The `scf` (structured control flow) dialect of MLIR 22.

Every op of MLIR 22's `scf` dialect, in MLIR's syntax, with MLIR's verifiers
(and their wording) and memory effects. Every op is defined here: xDSL 0.74's
class is missing (`scf.forall`, `scf.forall.in_parallel`) or differs from
MLIR 22 (syntax, properties, verifiers, traits, diagnostics). Each replacement
keeps the Python name, the constructor and the accessors of xDSL's class, adds
MLIR's, and is registered as a virtual subclass of xDSL's class, so xDSL's
passes and patterns match it (see docs/registration.md).

Verifiers raise `VerifyException`s with MLIR's messages, including MLIR's
`'<op name>' op ` prefix. Checks that MLIR makes through the
`RegionBranchOpInterface` (types forwarded between regions and results) and the
`LoopLikeOpInterface` are made by the ops' verifiers, with the same messages.
The structural checks of `SingleBlockImplicitTerminator` are made by the ops'
verifiers too (see `ImplicitTerminator`), to report them in MLIR's order.

The package, by idea: `verification` and `syntax` (what the ops share),
`traits`, `terminators` (yield, condition), then one module per op or
family: `execute_region`, `if_op`, `for_op`, `while_op`, `index_switch`,
`parallel` (parallel, reduce, reduce.return) and `forall` (forall,
forall.in_parallel). Every op class is importable from the package, its
public home.
"""

from __future__ import annotations

from xdsl.dialects import scf as xdsl_scf
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation

from xdsl_bufferization.dialects.fast_paths import install_fast_paths
from xdsl_bufferization.dialects.replacement import register_replacements
from xdsl_bufferization.dialects.scf.execute_region import ExecuteRegionOp
from xdsl_bufferization.dialects.scf.for_op import ForOp, ForOpSpeculatable
from xdsl_bufferization.dialects.scf.forall import ForallOp, InParallelOp
from xdsl_bufferization.dialects.scf.if_op import IfOp
from xdsl_bufferization.dialects.scf.index_switch import IndexSwitchOp
from xdsl_bufferization.dialects.scf.parallel import (
    ParallelOp,
    ReduceOp,
    ReduceReturnOp,
)
from xdsl_bufferization.dialects.scf.terminators import ConditionOp, YieldOp
from xdsl_bufferization.dialects.scf.traits import (
    ExecuteRegionOpCanonicalizationPatterns,
    ForallOpCanonicalizationPatterns,
    ForOpCanonicalizationPatterns,
    IfOpCanonicalizationPatterns,
    ImplicitTerminator,
    IndexSwitchOpCanonicalizationPatterns,
    ParallelCombiningOpInterface,
    ParallelOpCanonicalizationPatterns,
    ParentOneOf,
    WhileOpCanonicalizationPatterns,
)
from xdsl_bufferization.dialects.scf.while_op import WhileOp

# --------------------------------------------------------------------------- #
# Registration
# --------------------------------------------------------------------------- #

_REPLACED: tuple[tuple[type[IRDLOperation], type[IRDLOperation]], ...] = (
    (xdsl_scf.ConditionOp, ConditionOp),
    (xdsl_scf.YieldOp, YieldOp),
    (xdsl_scf.ExecuteRegionOp, ExecuteRegionOp),
    (xdsl_scf.IfOp, IfOp),
    (xdsl_scf.ForOp, ForOp),
    (xdsl_scf.WhileOp, WhileOp),
    (xdsl_scf.IndexSwitchOp, IndexSwitchOp),
    (xdsl_scf.ParallelOp, ParallelOp),
    (xdsl_scf.ReduceOp, ReduceOp),
    (xdsl_scf.ReduceReturnOp, ReduceReturnOp),
)
"""xDSL's classes and the classes of this package that replace them."""

register_replacements(_REPLACED)

OPS: tuple[type[IRDLOperation], ...] = (
    ConditionOp,
    ExecuteRegionOp,
    ForOp,
    ForallOp,
    InParallelOp,
    IfOp,
    IndexSwitchOp,
    ParallelOp,
    ReduceOp,
    ReduceReturnOp,
    WhileOp,
    YieldOp,
)

# The package is the public home of every op class, whichever of its modules
# defines it (the class's `__module__` names it, as in the docs' op tables).
for _op in OPS:
    _op.__module__ = __name__

Scf = install_fast_paths(Dialect("scf", list(OPS), []))

__all__ = [
    "OPS",
    "ConditionOp",
    "ExecuteRegionOp",
    "ExecuteRegionOpCanonicalizationPatterns",
    "ForOp",
    "ForOpCanonicalizationPatterns",
    "ForOpSpeculatable",
    "ForallOp",
    "ForallOpCanonicalizationPatterns",
    "IfOp",
    "IfOpCanonicalizationPatterns",
    "ImplicitTerminator",
    "InParallelOp",
    "IndexSwitchOp",
    "IndexSwitchOpCanonicalizationPatterns",
    "ParallelCombiningOpInterface",
    "ParallelOp",
    "ParallelOpCanonicalizationPatterns",
    "ParentOneOf",
    "ReduceOp",
    "ReduceReturnOp",
    "Scf",
    "WhileOp",
    "WhileOpCanonicalizationPatterns",
    "YieldOp",
]
