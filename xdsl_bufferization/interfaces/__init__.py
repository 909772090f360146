"""
Op interfaces with models registered from outside the op classes (keyed by op
name, like MLIR's external models), so that they answer for ops of any class:

- `registry`: `ModelRegistry`, `MissingModelError`, `get_op_name`;
- `operands`: `OperandRange`, a resizable range of an op's operands;
- `region_branch`: region control flow (RegionBranchOpInterface and its
  terminators), return-like terminators, repetitive regions and loops;
- `branch`: branches between blocks (BranchOpInterface);
- `function`: function-like ops and calls;
- `memory_effects`: memory effects of any op;
- `view_like`: view-like ops;
- `bufferizable`: One-Shot Bufferize's BufferizableOpInterface.

See docs/interfaces.md.
"""
