"""
Greedy pattern rewriting driven by a worklist, after MLIR's
`GreedyPatternRewriteDriver` (see docs/greedy_rewriting.md).

`apply_patterns_greedily(root, patterns, ...)` rewrites the ops nested in
`root` until no pattern applies:

1. **Seeding**, once: unreachable blocks are erased; every op goes on the
   worklist, in post order (the last op is taken first: users before
   definitions) or, with `top_down`, in pre order; constants are uniqued and
   hoisted to the entry of their function (`OperationFolder`).
2. **An iteration** takes ops off the worklist until it is empty. An op is
   erased if it is trivially dead, else folded through its fold hook (new
   constants are uniqued and hoisted), else given to the patterns that may
   match its class, in order, until one acts. Whatever a rewrite touches goes
   back on the worklist, and only that: new and moved ops, ops whose operands
   changed, the defining ops of operands that lost a use, and the ancestors
   of each (up to the root).
3. **Region simplification** (`region_simplification`, MLIR's levels) after
   each iteration: unreachable blocks, dead code and dead block arguments,
   and with `aggressive` identical blocks and arguments that receive one
   value. The ops it touches start another iteration.

There is no sweep over the whole IR to find a fixpoint. The run stops when
the worklist is empty (converged) or after `max_iterations` iterations (not
converged). An iteration also ends after `max_num_rewrites` pattern
rewrites, or after `max_rewrites_per_op` times as many folds and rewrites as
there were ops at seeding: a set of patterns that undo each other then ends
as "not converged" instead of looping forever. Callers decide whether not
converging is an error (MLIR's `canonicalize` ignores it unless
`test-convergence` is set).

On IR a converged run left (`SettledIR`), the ops no change has reached
since are parked on the worklist: taken only if a change of this run
reaches them (see docs/greedy_rewriting.md, "Settled IR").

Patterns are dispatched by op class: a `PatternSet` gives each op class the
patterns that may match it, computed once per class. A pattern declares the
op classes it matches with a `root_op_types` class attribute (or the op
names, `root_op_names`); a pattern that declares neither is tried on every
op. A `PatternSet` may also take the patterns of an op class from a
function (the canonicalization patterns of the class).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue, Use
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriterListener,
    RewritePattern,
)
from xdsl.rewriter import BlockInsertPoint, InsertPoint

from xdsl_bufferization.rewriting.dead_code import (
    TriviallyDeadMemo,
    never_dead,
    would_be_trivially_dead,
)
from xdsl_bufferization.rewriting.folder import (
    ConstantTable,
    FoldHook,
    FoldHookLookup,
    OperationFolder,
    is_constant_like,
    trait_fold_hook,
)
from xdsl_bufferization.rewriting.region_simplification import (
    RegionSimplificationLevel,
    erase_unreachable_blocks,
    simplify_regions,
)
from xdsl_bufferization.utils.walk import block_ops, nested_ops

NO_LIMIT = -1
"""A limit of -1 means none (MLIR's `GreedyRewriteConfig::kNoLimit`)."""


@dataclass(frozen=True)
class GreedyRewriteConfig:
    """How `apply_patterns_greedily` works (MLIR's `GreedyRewriteConfig`)."""

    top_down: bool = False
    """Seed the worklist in pre order and take ops in that order (MLIR's
    `useTopDownTraversal`); by default post order, last op first."""

    region_simplification: RegionSimplificationLevel = "normal"
    """Simplify the regions after each iteration: `disabled`, `normal`
    (unreachable blocks, dead code, dead block arguments) or `aggressive`
    (also identical blocks and redundant block arguments)."""

    max_iterations: int = 10
    """At most this many iterations (an iteration empties the worklist, then
    simplifies the regions); NO_LIMIT for none."""

    max_num_rewrites: int = NO_LIMIT
    """At most this many pattern rewrites per iteration; NO_LIMIT for none."""

    max_rewrites_per_op: int = 10
    """An iteration also ends after this many folds and rewrites per op at
    seeding (so that patterns that undo each other cannot loop forever);
    NO_LIMIT for no such bound."""

    fold: bool = True
    """Fold ops through their fold hooks."""

    cse_constants: bool = True
    """Unique constants and hoist them to the entry of their region."""


@dataclass(frozen=True)
class GreedyRewriteResult:
    """What a greedy rewrite did."""

    converged: bool
    """The worklist emptied (no pattern or fold applies anywhere)."""

    changed: bool
    """The IR was changed."""

    iterations: int
    """Iterations run."""

    rewrites: int
    """Ops erased as dead, folded, or rewritten by a pattern."""

    stopped_by: str | None = None
    """Why it did not converge: `max-iterations`, or None if it did."""

    constant_table: ConstantTable | None = None
    """If converged uniquing constants: the constants known at the end, for
    a later run on settled IR (`SettledIR.constants`)."""

    constants: tuple[Operation, ...] | None = None
    """The constant ops in the rewritten regions at the end, if the run knows
    them all (it converged uniquing constants: every constant there was
    uniqued); None otherwise."""


@dataclass(frozen=True)
class SettledIR:
    """
    What a caller knows of the IR a run is about to rewrite: a converged run
    with `patterns` and `fold_hooks` (and folding and constant uniquing on)
    left it a fixpoint, and since then only the ops of `changed` (by `id`,
    with their ancestors) changed or had their neighbourhood changed (see
    `rewriting.ir_snapshot`). The run then seeds every op as usual, but
    takes an op outside `changed` only if a change of its own run reaches it
    first, at the op's place in the seeding order: every other op would be
    taken without effect, since its patterns (those of `patterns` for its
    class) and folds failed on it, nothing it depends on has changed since,
    and the patterns look only at what the driver tracks (docs/
    greedy_rewriting.md, "Settled IR").
    """

    changed: Mapping[int, Operation]
    patterns: PatternSet
    fold_hooks: FoldHookLookup
    constants: ConstantTable | None = None
    """The constants that run uniqued (`GreedyRewriteResult.constant_table`),
    if known: taken over rather than uniqued afresh (`OperationFolder.adopt`)."""


def declared_root_types(pattern: RewritePattern) -> tuple[type[Operation], ...] | None:
    """The op classes `pattern` declares it matches (`root_op_types`)."""
    declared: object = getattr(type(pattern), "root_op_types", None)
    if not isinstance(declared, tuple):
        return None
    return cast(tuple[type[Operation], ...], declared)


def declared_root_names(pattern: RewritePattern) -> tuple[str, ...] | None:
    """The op names `pattern` declares it matches (`root_op_names`)."""
    declared: object = getattr(type(pattern), "root_op_names", None)
    if not isinstance(declared, tuple):
        return None
    return cast(tuple[str, ...], declared)


def may_match(pattern: RewritePattern, op_class: type[Operation]) -> bool:
    """Whether `pattern` may match ops of `op_class`, by its declarations."""
    types = declared_root_types(pattern)
    names = declared_root_names(pattern)
    if types is None and names is None:
        return True
    if types is not None and issubclass(op_class, types):
        return True
    if names is not None:
        from xdsl.dialects.builtin import UnregisteredOp

        return op_class.name in names or issubclass(op_class, UnregisteredOp)
    return False


def pattern_label(pattern: RewritePattern) -> str:
    """The name `enable-patterns` / `disable-patterns` select a pattern by."""
    return type(pattern).__name__


class PatternSet:
    """
    Patterns, each op class given those that may match it (computed once per
    class): the patterns of `op_patterns(op_class)` first, then those of the
    list whose declarations admit the class, each kept if `keep` accepts it.
    """

    def __init__(
        self,
        patterns: Iterable[RewritePattern] = (),
        *,
        op_patterns: Callable[[type[Operation]], Iterable[RewritePattern]]
        | None = None,
        keep: Callable[[RewritePattern], bool] | None = None,
    ):
        self.patterns = tuple(patterns)
        self.op_patterns = op_patterns
        self.keep = keep
        self._by_class: dict[type[Operation], tuple[RewritePattern, ...]] = {}

    def for_op_class(self, op_class: type[Operation]) -> tuple[RewritePattern, ...]:
        """The patterns to try on ops of `op_class`, in order."""
        found = self._by_class.get(op_class)
        if found is not None:
            return found
        selected: list[RewritePattern] = []
        if self.op_patterns is not None:
            selected.extend(self.op_patterns(op_class))
        selected.extend(p for p in self.patterns if may_match(p, op_class))
        if self.keep is not None:
            selected = [p for p in selected if self.keep(p)]
        found = tuple(selected)
        self._by_class[op_class] = found
        return found


class _OpWorklist:
    """
    xDSL's `Worklist` of ops (a stack: the last op pushed is taken first; an
    op already on it keeps its place; a removed op leaves a hole), keyed by
    `id` rather than by the ops (xDSL hashes ops in Python, and the driver
    pushes every op it touches). An op on the stack is held by it, so its id
    stays its own while it is a key.

    An op may be *parked*: it holds its place but is skipped when taken,
    unless pushed again before (then it is taken at that place, as an op
    already on the stack is). This is how a run on settled IR (`SettledIR`)
    takes the ops a change reaches in the order a full run would (the
    driver's seeding fills the stack and parks ops directly).
    """

    __slots__ = ("_parked", "_positions", "_stack")

    def __init__(self) -> None:
        self._stack: list[Operation | None] = []
        self._positions: dict[int, int] = {}
        self._parked: set[int] = set()

    def __bool__(self) -> bool:
        stack = self._stack
        parked = self._parked
        while stack:
            top = stack[-1]
            if top is None:
                stack.pop()
            elif parked and id(top) in parked:
                parked.remove(id(top))
                del self._positions[id(top)]
                stack.pop()
            else:
                return True
        return False

    def push(self, op: Operation) -> None:
        """Put `op` on top, unless it is on the stack already (a parked op
        is then taken at its place)."""
        key = id(op)
        if key not in self._positions:
            self._positions[key] = len(self._stack)
            self._stack.append(op)
        elif self._parked:
            self._parked.discard(key)

    def pop(self) -> Operation | None:
        """Take the op on top (skipping holes and parked ops); None if there
        is none."""
        stack = self._stack
        positions = self._positions
        parked = self._parked
        while stack:
            op = stack.pop()
            if op is None:
                continue
            key = id(op)
            del positions[key]
            if parked and key in parked:
                parked.remove(key)
                continue
            return op
        return None

    def remove(self, op: Operation) -> None:
        """Take `op` off the stack, if it is on it."""
        key = id(op)
        position = self._positions.pop(key, None)
        if position is not None:
            self._stack[position] = None
            self._parked.discard(key)


class _OpClassInfo:
    """What the driver asks of an op class, computed once."""

    __slots__ = ("constant", "fold", "never_dead", "patterns", "settled")

    def __init__(
        self,
        patterns: tuple[RewritePattern, ...],
        fold: FoldHook | None,
        constant: bool,
        never_dead: bool,
        settled: bool,
    ):
        self.patterns = patterns
        self.fold = fold
        self.constant = constant
        self.never_dead = never_dead
        self.settled = settled
        """Its ops that `SettledIR` does not list may be parked (its
        patterns here are among those the IR settled under)."""


def _no_block() -> Block:
    return Block()


class GreedyPatternRewriteDriver(PatternRewriter):
    """
    The rewriter handed to the patterns: it keeps the worklist up to date
    with every change made through it (see the module docstring). Use
    `apply_patterns_greedily`.
    """

    def __init__(
        self,
        patterns: PatternSet,
        config: GreedyRewriteConfig = GreedyRewriteConfig(),
        *,
        ctx: Context | None = None,
        fold_hooks: FoldHookLookup = trait_fold_hook,
        listener: PatternRewriterListener | None = None,
        dead_memo: TriviallyDeadMemo | None = None,
        settled: SettledIR | None = None,
    ):
        PatternRewriter.__init__(self, InsertPoint.at_end(_no_block()))
        if settled is not None and (
            settled.fold_hooks is not fold_hooks
            or not config.fold
            or not config.cse_constants
        ):
            # Settled under other folds: every op is looked at.
            settled = None
        self._settled = settled
        self.patterns = patterns
        self.config = config
        self.folder = OperationFolder(self, ctx, fold_hooks)
        self._fold_hooks = fold_hooks
        self._listener = listener
        self._worklist = _OpWorklist()
        self._scope: dict[int, Region] = {}
        """The root regions by `id` (xDSL hashes regions in Python; this is
        asked for every op put on the worklist and its ancestors)."""
        self._infos: dict[type[Operation], _OpClassInfo] = {}
        self._actions = 0
        self._seeding = False
        """While seeding: the worklist is filled afresh once constants are
        uniqued, so changes made before need not be tracked (only the folder
        is told of erased ops)."""
        self._seed_touched: list[Operation] | None = None
        """On settled IR, while seeding: the ops uniquing changes would put
        on the worklist (without their ancestors), to be taken in any case."""
        self._dead: dict[int, tuple[Operation, bool]] = {}
        """`would_be_trivially_dead` of ops asked since they last changed, by
        `id` (xDSL hashes ops in Python; the op is held with its answer):
        an op put on the worklist, or erased, is dropped from it with its
        ancestors (whose nested effects it is part of)."""
        self._shared_dead = None if dead_memo is None else dead_memo.known
        """The answers kept across runs (`TriviallyDeadMemo`), by op id: an
        op this run forgets is dropped from them too."""
        self._dead_memo = dead_memo

    # -- worklist ------------------------------------------------------------

    def add_to_worklist(self, op: Operation) -> bool:
        """Put `op` and its ancestors up to the root on the worklist (ops
        outside the root are ignored); whether `op` is inside the root."""
        if self._seeding:
            if self._seed_touched is not None:
                self._seed_touched.append(op)
            return False
        scope = self._scope
        chain = [op]
        block = op.parent
        while True:
            if block is None:
                return False
            region = block.parent
            if region is None:
                return False
            if id(region) in scope:
                break
            parent = region.parent
            if parent is None:
                return False
            chain.append(parent)
            block = parent.parent
        # `_OpWorklist.push`, inlined: this runs for every op a change touches.
        worklist = self._worklist
        positions = worklist._positions  # pyright: ignore[reportPrivateUsage]
        stack = worklist._stack  # pyright: ignore[reportPrivateUsage]
        parked = worklist._parked  # pyright: ignore[reportPrivateUsage]
        forget = self._dead.pop
        shared = self._shared_dead
        for item in chain:
            key = id(item)
            if key not in positions:
                positions[key] = len(stack)
                stack.append(item)
            elif parked:
                parked.discard(key)
            forget(key, None)
            if shared is not None:
                shared.pop(key, None)
        return True

    def _add_operand_definitions(self, op: Operation) -> None:
        """Put the defining ops of the operands of `op` (about to be erased)
        that will have at most one use left on the worklist: they may become
        dead or simpler."""
        self._add_definitions(op.operands, op)

    def _add_definitions(
        self, values: Iterable[SSAValue], leaving: Operation | None = None
    ) -> None:
        """Put the defining ops of `values` that have at most one use left
        (not counting uses by `leaving`) on the worklist (MLIR's
        `addOperandsToWorklist`)."""
        for value in values:
            owner = value.owner
            if not isinstance(owner, Operation):
                continue
            remaining = 0
            use = value.first_use
            while use is not None and remaining < 2:
                if use.operation is not leaving:
                    remaining += 1
                use = use._next_use  # pyright: ignore[reportPrivateUsage]
            if remaining < 2:
                self.add_to_worklist(owner)

    # -- notifications (PatternRewriterListener) -----------------------------

    def _touch_block(self, block: Block | None, changed: Operation | None) -> None:
        """
        The contents or arguments of `block` changed: the branches to it and
        its terminator may now simplify (a block reduced to a branch, a
        block left with one predecessor). `changed` is the op that changed
        it, if that op is being erased.
        """
        if block is None:
            return
        if changed is not None:
            # The op after it gets another op before it (patterns such as
            # CombineIfs look at the op before).
            following = changed.next_op
            if following is not None:
                self.add_to_worklist(following)
        use = block.first_use
        while use is not None:
            self.add_to_worklist(use.operation)
            use = use._next_use  # pyright: ignore[reportPrivateUsage]
        last = block.last_op
        if last is not None and last is not changed:
            self.add_to_worklist(last)

    def handle_operation_insertion(self, op: Operation) -> None:
        if self._listener is not None:
            self._listener.handle_operation_insertion(op)
        if self._seeding:
            if self._seed_touched is not None:
                self._touch_block(op.parent, None)
                self._seed_touched.extend(nested_ops(op))
                if op.next_op is not None:
                    self._seed_touched.append(op.next_op)
            return
        self._touch_block(op.parent, None)
        following = op.next_op
        if following is not None:
            self.add_to_worklist(following)
        if not self.add_to_worklist(op) or not op.regions:
            return
        # The ancestors of the nested ops are `op`'s, now on the worklist, and
        # nested ops met before them in this walk: push the ops alone.
        push = self._worklist.push
        forget = self._dead.pop
        shared = self._shared_dead
        for nested in nested_ops(op)[1:]:
            push(nested)
            forget(id(nested), None)
            if shared is not None:
                shared.pop(id(nested), None)

    def handle_operation_removal(self, op: Operation) -> None:
        if self._listener is not None:
            self._listener.handle_operation_removal(op)
        notify = self.folder.notify_removal
        if self._seeding:
            for erased in nested_ops(op):
                notify(erased)
                if self._seed_touched is not None:
                    self._add_operand_definitions(erased)
            if self._seed_touched is not None:
                self._touch_block(op.parent, op)
                for successor in op.successors:
                    self._seed_touched.extend(use.operation for use in successor.uses)
            return
        remove = self._worklist.remove
        self._forget_deadness(op)
        self._add_operand_definitions(op)
        self._touch_block(op.parent, op)
        for successor in op.successors:
            # Its successors lose a predecessor: their other predecessors'
            # branches may simplify.
            for use in successor.uses:
                if use.operation is not op:
                    self.add_to_worklist(use.operation)
        remove(op)
        notify(op)
        if op.regions:
            for nested in op.walk():
                if nested is op:
                    continue
                self._add_operand_definitions(nested)
                remove(nested)
                notify(nested)
                self._dead.pop(id(nested), None)
                if self._shared_dead is not None:
                    self._shared_dead.pop(id(nested), None)

    def _forget_deadness(self, op: Operation) -> None:
        """Drop what is known of whether `op` and its ancestors are dead."""
        dead = self._dead
        shared = self._shared_dead
        if not dead and not shared:
            return
        current: Operation | None = op
        while current is not None:
            dead.pop(id(current), None)
            if shared is not None:
                shared.pop(id(current), None)
            current = current.parent_op()

    def would_be_dead(self, op: Operation) -> bool:
        """`would_be_trivially_dead(op)`, remembered until `op` changes."""
        entry = self._dead.get(id(op))
        if entry is not None and entry[0] is op:
            return entry[1]
        memo = self._dead_memo
        known: bool | None
        if memo is None or op.regions:
            known = would_be_trivially_dead(op, memo)
        else:
            known = memo.get(op)
            if known is None:
                known = would_be_trivially_dead(op)
                memo.put(op, known)
        self._dead[id(op)] = (op, known)
        return known

    def handle_operation_modification(self, op: Operation) -> None:
        if self._listener is not None:
            self._listener.handle_operation_modification(op)
        self.add_to_worklist(op)

    def handle_operation_replacement(
        self, op: Operation, new_results: Sequence[SSAValue | None]
    ) -> None:
        if self._listener is not None:
            self._listener.handle_operation_replacement(op, new_results)

    # -- changes xDSL's rewriter does not report ------------------------------

    def replace_all_uses_with(
        self, from_value: SSAValue, to_value: SSAValue | None, safe_erase: bool = True
    ):
        super().replace_all_uses_with(from_value, to_value, safe_erase)
        self._add_owner(from_value)

    def replace_uses_with_if(
        self,
        from_value: SSAValue,
        to_value: SSAValue,
        predicate: Callable[[Use], bool],
    ):
        super().replace_uses_with_if(from_value, to_value, predicate)
        self._add_owner(from_value)

    def _add_owner(self, value: SSAValue) -> None:
        """Put the op defining `value`, which lost uses, on the worklist."""
        owner = value.owner
        if isinstance(owner, Operation):
            self.add_to_worklist(owner)
        elif isinstance(owner, Block):
            parent = owner.parent_op()
            if parent is not None:
                self.add_to_worklist(parent)

    def inline_block(
        self,
        block: Block,
        insertion_point: InsertPoint,
        arg_values: Sequence[SSAValue] = (),
    ):
        for arg in block.args:
            for use in arg.uses:
                self.add_to_worklist(use.operation)
        moved = block_ops(block)
        super().inline_block(block, insertion_point, arg_values)
        self._touch_block(insertion_point.block, None)
        for op in moved:
            self.add_to_worklist(op)

    def inline_region(self, region: Region, insertion_point: BlockInsertPoint) -> None:
        super().inline_region(region, insertion_point)
        parent = insertion_point.region.parent
        if parent is not None:
            self.add_to_worklist(parent)

    def move_region_contents_to_new_regions(self, region: Region) -> Region:
        parent = region.parent
        if parent is not None:
            self.add_to_worklist(parent)
        return super().move_region_contents_to_new_regions(region)

    def erase_block_argument(self, arg: BlockArgument, safe_erase: bool = True) -> None:
        parent = arg.block.parent_op()
        self._touch_block(arg.block, None)
        super().erase_block_argument(arg, safe_erase)
        if parent is not None:
            self.add_to_worklist(parent)

    def insert_block_argument(
        self, block: Block, index: int, arg_type: Attribute
    ) -> BlockArgument:
        new_arg = super().insert_block_argument(block, index, arg_type)
        self._touch_block(block, None)
        parent = block.parent_op()
        if parent is not None:
            self.add_to_worklist(parent)
        return new_arg

    # -- the driver ----------------------------------------------------------

    def _info(self, op_class: type[Operation]) -> _OpClassInfo:
        constant = is_constant_like(op_class)
        fold = None
        if self.config.fold and not constant:
            fold = self._fold_hooks(op_class)
        patterns = self.patterns.for_op_class(op_class)
        settled = False
        if self._settled is not None:
            settled_under = {
                type(pattern)
                for pattern in self._settled.patterns.for_op_class(op_class)
            }
            settled = all(type(pattern) in settled_under for pattern in patterns)
        info = _OpClassInfo(patterns, fold, constant, never_dead(op_class), settled)
        self._infos[op_class] = info
        return info

    def _seed(self, regions: Sequence[Region]) -> int:
        self._seeding = True
        if self._settled is not None:
            # What uniquing changes, a full run would look at anyway; here
            # it must be told from what is parked.
            self._seed_touched = []
        try:
            return self._seed_worklist(regions)
        finally:
            self._seeding = False
            self._seed_touched = None

    def _seed_worklist(self, regions: Sequence[Region]) -> int:
        order, several_blocks = _nested_ops(regions, not self.config.top_down)
        # Only a region of several blocks can have unreachable ones.
        if several_blocks and erase_unreachable_blocks(self, regions):
            order, _ = _nested_ops(regions, not self.config.top_down)
        cse = self.config.cse_constants
        settled = self._settled
        if settled is not None and settled.constants is not None:
            self.folder.adopt(settled.constants, settled.changed)
        # Constants are uniqued in walk order (so that those already at the
        # top of a function stay in their order).
        kept: list[Operation] = []
        infos = self._infos
        for op in order:
            if cse and op.parent is not None:
                info = infos.get(type(op))
                if info is None:
                    info = self._info(type(op))
                if info.constant and not self.folder.insert_known_constant(op):
                    continue
            kept.append(op)
        if settled is not None and settled.constants is not None:
            self.folder.end_adoption()
        if self.config.top_down:
            # The worklist is a stack: pushed last, taken first.
            kept.reverse()
        # Uniquing notified the users of replaced constants; pushed now, they
        # would keep those early places and be taken last. Every op is
        # seeded below, in walk order, so that order alone counts (it decides
        # which NaN a commutative fold keeps, as in MLIR). Each op is pushed
        # once onto a fresh worklist (`_OpWorklist.push` inlined: this runs
        # for every op).
        worklist = self._worklist = _OpWorklist()
        stack = worklist._stack  # pyright: ignore[reportPrivateUsage]
        positions = worklist._positions  # pyright: ignore[reportPrivateUsage]
        if settled is None:
            for op in kept:
                if op.parent is not None:
                    positions[id(op)] = len(stack)
                    stack.append(op)
            return len(order)
        # Ops no change reaches are parked at their places.
        changed = settled.changed
        touched = self._touched_with_ancestors(changed)
        parked = worklist._parked  # pyright: ignore[reportPrivateUsage]
        dead = self._dead
        for op in kept:
            if op.parent is None:
                continue
            key = id(op)
            positions[key] = len(stack)
            stack.append(op)
            if key in changed or key in touched or not infos[type(op)].settled:
                continue
            parked.add(key)
            for result in op.results:
                if result.first_use is not None:
                    break
            else:
                # Unused when the IR settled too (else a use was erased, and
                # it changed), and not erased then: not trivially dead, until
                # it changes (region simplification asks).
                dead[key] = (op, False)
        return len(order)

    def _touched_with_ancestors(self, changed: Mapping[int, Operation]) -> set[int]:
        """The ids of the ops seeding touched and of their ancestors (those
        not in `changed`, whose ancestors are in it)."""
        touched: set[int] = set()
        for op in self._seed_touched or ():
            current: Operation | None = op
            while (
                current is not None
                and id(current) not in touched
                and id(current) not in changed
            ):
                touched.add(id(current))
                current = current.parent_op()
        return touched

    def _budget(self, seeded: int) -> int:
        per_op = self.config.max_rewrites_per_op
        if per_op == NO_LIMIT:
            return NO_LIMIT
        return per_op * (seeded + 100)

    def _process_worklist(self, budget: int) -> tuple[bool, bool]:
        """Take ops off the worklist until it is empty or a limit is hit.
        Returns (changed, whether a limit stopped it)."""
        worklist = self._worklist
        infos = self._infos
        folder = self.folder
        max_rewrites = self.config.max_num_rewrites
        cse = self.config.cse_constants
        changed = False
        rewrites = 0
        actions = 0
        while True:
            if (budget != NO_LIMIT and actions >= budget) or (
                max_rewrites != NO_LIMIT and rewrites >= max_rewrites
            ):
                self._actions += actions
                return changed, bool(worklist)
            op = worklist.pop()
            if op is None:
                break
            if op.parent is None:
                continue
            op_class = type(op)
            info = infos.get(op_class)
            if info is None:
                info = self._info(op_class)
            if info.constant and cse and not folder.insert_known_constant(op):
                changed = True
                continue
            if not info.never_dead:
                for result in op.results:
                    if result.first_use is not None:
                        break
                else:
                    if self.would_be_dead(op):
                        self.erase(op)
                        changed = True
                        actions += 1
                        continue
            # An op changed in place may drop operands, whose definitions may
            # then be dead or simpler: remember them.
            original = op._operands  # pyright: ignore[reportPrivateUsage]
            if info.fold is not None:
                outcome = folder.try_fold(op, info.fold)
                if outcome is not None:
                    changed = True
                    actions += 1
                    if outcome is False:
                        self._add_definitions(original)
                    continue
            if not info.patterns:
                continue
            here = InsertPoint.before(op)
            self._current_operation = op
            for pattern in info.patterns:
                self.has_done_action = False
                self.insertion_point = here
                self._name_hint = None
                pattern.match_and_rewrite(op, self)
                if self.has_done_action:
                    changed = True
                    rewrites += 1
                    actions += 1
                    if op.parent is not None:
                        # Changed in place: look at it again, and at what it
                        # used (MLIR's driver would in its next iteration).
                        self.add_to_worklist(op)
                        self._add_definitions(original)
                    break
        self._actions += actions
        return changed, False

    def simplify(self, regions: Sequence[Region]) -> GreedyRewriteResult:
        """Rewrite the ops of `regions` (see the module docstring)."""
        self._scope = {id(region): region for region in regions}
        config = self.config
        if config.max_iterations == 0:
            # MLIR's driver does nothing then, and counts that as converged.
            return GreedyRewriteResult(True, False, 0, 0)
        seeded = self._seed(regions)
        budget = self._budget(seeded)
        changed = False
        iteration = 0
        converged = False
        while True:
            if not self._worklist:
                converged = True
                break
            if config.max_iterations != NO_LIMIT and iteration >= config.max_iterations:
                break
            iteration += 1
            changed_now, _ = self._process_worklist(budget)
            if config.region_simplification == "disabled":
                changed_now |= erase_unreachable_blocks(self, regions)
            else:
                changed_now |= simplify_regions(
                    self, regions, config.region_simplification, self.would_be_dead
                )
            changed |= changed_now
        return GreedyRewriteResult(
            converged=converged,
            changed=changed,
            iterations=iteration,
            rewrites=self._actions,
            stopped_by=None if converged else "max-iterations",
            constant_table=(
                self.folder.constant_table()
                if converged and config.cse_constants
                else None
            ),
            constants=(
                self.folder.known_constants()
                if converged and config.cse_constants
                else None
            ),
        )


def _nested_ops(
    regions: Sequence[Region], post_order: bool
) -> tuple[list[Operation], bool]:
    """The ops of `regions` in the order of xDSL's `Region.walk` (with
    `region_first=post_order`), collected in one recursive pass rather than
    through its chain of generators; and whether a region among them has
    several blocks."""
    order: list[Operation] = []
    append = order.append
    several_blocks = False

    def visit(region: Region) -> None:
        nonlocal several_blocks
        first = region.first_block
        if first is None:
            return
        if first.next_block is not None:
            several_blocks = True
        block: Block | None = first
        while block is not None:
            op = block.first_op
            while op is not None:
                if not op.regions:
                    append(op)
                elif post_order:
                    for nested in op.regions:
                        visit(nested)
                    append(op)
                else:
                    append(op)
                    for nested in op.regions:
                        visit(nested)
                op = op.next_op
            block = block.next_block

    for region in regions:
        visit(region)
    return order, several_blocks


def _regions_of(root: Operation | Region | Sequence[Region]) -> list[Region]:
    if isinstance(root, Operation):
        return list(root.regions)
    if isinstance(root, Region):
        return [root]
    return list(root)


def apply_patterns_greedily(
    root: Operation | Region | Sequence[Region],
    patterns: PatternSet | Iterable[RewritePattern],
    *,
    config: GreedyRewriteConfig = GreedyRewriteConfig(),
    ctx: Context | None = None,
    fold_hooks: FoldHookLookup = trait_fold_hook,
    listener: PatternRewriterListener | None = None,
    dead_memo: TriviallyDeadMemo | None = None,
    settled: SettledIR | None = None,
) -> GreedyRewriteResult:
    """
    Rewrite the ops nested in `root` (an op's regions, a region or regions)
    with `patterns` and folding until nothing applies or a limit is reached
    (see the module docstring). `ctx` lets dialects materialise constants
    through xDSL's `ConstantMaterializationInterface`; `fold_hooks` gives the
    fold hook of each op class; `listener` is told of every change;
    `dead_memo` keeps which ops would be trivially dead for the next run of
    the same pass run (see `TriviallyDeadMemo`); `settled` says which ops
    may have something to do (see `SettledIR`).
    """
    pattern_set = patterns if isinstance(patterns, PatternSet) else PatternSet(patterns)
    driver = GreedyPatternRewriteDriver(
        pattern_set,
        config,
        ctx=ctx,
        fold_hooks=fold_hooks,
        listener=listener,
        dead_memo=dead_memo,
        settled=settled,
    )
    return driver.simplify(_regions_of(root))
