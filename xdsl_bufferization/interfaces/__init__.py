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
- `buffer_deallocation`: MLIR's BufferDeallocationOpInterface;
- `bufferizable`: One-Shot Bufferize's BufferizableOpInterface (a package,
  one module per idea);
- `op_models`: `register_op_models`, every model of one op in one call.

These modules hold the interfaces, their registries and reusable model
classes; the models of MLIR's ops live in `xdsl_bufferization.models`, which
the registries load before their first use (see `registry`). Nothing here
imports `analysis`, `models`, `transforms`, `executor` or `context`.

See docs/interfaces.md.
"""
