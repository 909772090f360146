"""
Rewriting infrastructure shared by our passes (MLIR's `lib/Transforms/Utils`
and `lib/Rewrite`):

- `greedy`: the worklist-driven greedy pattern rewrite driver
  (`apply_patterns_greedily`, MLIR's `GreedyPatternRewriteDriver`);
- `folder`: folding through op fold hooks and the uniquing of constants
  (MLIR's `OperationFolder`);
- `region_simplification`: erasing unreachable blocks, dead code and dead
  block arguments, merging identical blocks (MLIR's `simplifyRegions`);
- `dead_code`: when an op is trivially dead;
- `walk`: repeated walks with an iteration limit, for lowering passes.

See docs/greedy_rewriting.md.
"""
