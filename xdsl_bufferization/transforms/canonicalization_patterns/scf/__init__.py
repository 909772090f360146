"""Canonicalization patterns of the `scf` ops that differ from xDSL's.

They match xDSL's op classes, of which ours are virtual subclasses, so they
apply to ops built by xDSL's code too. One module per op (`for_op`, `if_op`,
`while_op`, `parallel`, `forall`; `region_ops` for execute_region and
index_switch); the ops' canonicalization traits
(`xdsl_bufferization/dialects/scf/traits.py`) import them lazily from here.
"""

from xdsl_bufferization.transforms.canonicalization_patterns.scf.for_op import (
    ForOpIterArgsFolder,
    ForOpTensorCastFolder,
    RehoistConstInLoops,
    SimplifyTrivialLoops,
    constant_trip_count,
    never_iterates,
    preserves_static_information,
    trip_count,
)
from xdsl_bufferization.transforms.canonicalization_patterns.scf.forall import (
    FORALL_PATTERNS,
    DimOfForallResult,
    FoldTensorCastOfOutputIntoForallOp,
    ForallOpControlOperandsFolder,
    ForallOpIterArgsFolder,
    ForallOpSingleOrZeroIterationDimsFolder,
)
from xdsl_bufferization.transforms.canonicalization_patterns.scf.if_op import (
    IF_PATTERNS,
    IfCombineAdjacent,
    IfCombineNested,
    IfConditionPropagation,
    IfConvertTrivialToSelect,
    IfRemoveEmpty,
    IfRemoveUnusedResults,
    IfReplaceYieldsWithConditionOrValue,
    IfSwapNegatedCondition,
)
from xdsl_bufferization.transforms.canonicalization_patterns.scf.parallel import (
    PARALLEL_PATTERNS,
    MergeNestedParallelLoops,
    ParallelOpSingleOrZeroIterationDimsFolder,
)
from xdsl_bufferization.transforms.canonicalization_patterns.scf.region_ops import (
    REGION_PATTERNS,
    FoldConstantCase,
    MultiBlockExecuteInliner,
    RegionRemoveUnusedResults,
    RegionResultsFromUniqueYield,
    SingleBlockExecuteInliner,
)
from xdsl_bufferization.transforms.canonicalization_patterns.scf.while_op import (
    WHILE_PATTERNS,
    RemoveLoopInvariantArgsFromBeforeBlock,
    RemoveLoopInvariantValueYielded,
    WhileCmpCond,
    WhileConditionTruth,
    WhileOpAlignBeforeArgs,
    WhileRemoveDuplicatedResults,
    WhileRemoveUnusedArgs,
    WhileUnusedResult,
)

__all__ = [
    "FORALL_PATTERNS",
    "IF_PATTERNS",
    "PARALLEL_PATTERNS",
    "REGION_PATTERNS",
    "WHILE_PATTERNS",
    "DimOfForallResult",
    "FoldConstantCase",
    "FoldTensorCastOfOutputIntoForallOp",
    "ForOpIterArgsFolder",
    "ForOpTensorCastFolder",
    "ForallOpControlOperandsFolder",
    "ForallOpIterArgsFolder",
    "ForallOpSingleOrZeroIterationDimsFolder",
    "IfCombineAdjacent",
    "IfCombineNested",
    "IfConditionPropagation",
    "IfConvertTrivialToSelect",
    "IfRemoveEmpty",
    "IfRemoveUnusedResults",
    "IfReplaceYieldsWithConditionOrValue",
    "IfSwapNegatedCondition",
    "MergeNestedParallelLoops",
    "MultiBlockExecuteInliner",
    "ParallelOpSingleOrZeroIterationDimsFolder",
    "RegionRemoveUnusedResults",
    "RegionResultsFromUniqueYield",
    "RehoistConstInLoops",
    "RemoveLoopInvariantArgsFromBeforeBlock",
    "RemoveLoopInvariantValueYielded",
    "SimplifyTrivialLoops",
    "SingleBlockExecuteInliner",
    "WhileCmpCond",
    "WhileConditionTruth",
    "WhileOpAlignBeforeArgs",
    "WhileRemoveDuplicatedResults",
    "WhileRemoveUnusedArgs",
    "WhileUnusedResult",
    "constant_trip_count",
    "never_iterates",
    "preserves_static_information",
    "trip_count",
]
