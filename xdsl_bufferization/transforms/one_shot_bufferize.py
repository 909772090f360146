"""The `one-shot-bufferize` pass: tensor programs to memref programs.

One-Shot Bufferize runs in three steps (MLIR 22's pipeline):

1. One-Shot Analysis (`xdsl_bufferization.analysis.one_shot_analysis`)
   decides which tensor operands bufferize in place;
2. tensor copy insertion: each op copies its out-of-place operands into new
   `bufferization.alloc_tensor`s (`resolve_conflicts` of its model), so that
   afterwards every operand can use its buffer directly;
3. bufferization: every op with tensor semantics is rewritten by its model,
   top to bottom (nested ops first); `to_buffer(to_tensor(x))` pairs fold,
   dead `to_tensor`s go.

With `copy-before-write`, step 1 is skipped and every written operand is
copied. With `test-analysis-only`, only step 1 runs, and the IR is annotated
with its decisions.

With `bufferize-function-boundaries` (One-Shot Module Bufferize,
`run_one_shot_module_bufferize`), the functions of the module are analyzed
and bufferized callees first, function signatures, calls and returns
included (`xdsl_bufferization.analysis.one_shot_module_analysis`,
`xdsl_bufferization.models.func`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Literal, cast

from xdsl.context import Context
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StringAttr,
    TensorType,
    UnknownLoc,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.traits import SymbolTable

from xdsl_bufferization.analysis.one_shot_analysis import (
    OneShotAnalysisState,
    analyze_op,
    check_unstructured_control_flow,
)
from xdsl_bufferization.diagnostics import PassOptionError, emit_error
from xdsl_bufferization.interfaces.bufferizable import (
    AnalysisState,
    BufferizableOpModel,
    BufferizationError,
    BufferizationOptions,
    BufferizationState,
    BufferizingRewriter,
    fold_to_buffer_to_tensor_pair,
    has_tensor_semantics,
    is_memory_effect_free,
    materialize_to_tensors,
)
from xdsl_bufferization.interfaces.bufferizable.values import _VALUE_KIND
from xdsl_bufferization.pass_options import MLIROptionsPass, UInt32, UInt64
from xdsl_bufferization.transforms.verified_input import verified_input
from xdsl_bufferization.utils.walk import nested_ops

# ===----------------------------------------------------------------------=== #
# Driver
# ===----------------------------------------------------------------------=== #


@dataclass
class BufferizationStatistics:
    """What a run did."""

    num_buffer_alloc: int = 0
    num_tensor_in_place: int = 0
    num_tensor_out_of_place: int = 0


def _ops_in_symbol_scope(root: Operation) -> list[Operation]:
    """The ops of `nested_ops(root, region_first=True)` that are not inside a
    nested symbol table (module) of `root`, found without walking into those
    tables."""
    # Per op class (a class-level trait).
    tables: dict[type[Operation], bool] = {}

    def is_table(candidate: Operation) -> bool:
        found = tables.get(type(candidate))
        if found is None:
            found = tables[type(candidate)] = candidate.has_trait(SymbolTable)
        return found

    if not is_table(root):
        return nested_ops(root, region_first=True)
    result: list[Operation] = []

    def collect(op: Operation) -> None:
        for region in op.regions:
            for block in region.blocks:
                for nested in block.ops:
                    if nested.regions and not is_table(nested):
                        collect(nested)
                    else:
                        result.append(nested)
        result.append(op)

    collect(root)
    return result


def _in_symbol_scope(
    root: Operation, walked: list[tuple[Operation, BufferizableOpModel | None]]
) -> list[tuple[Operation, BufferizableOpModel | None]] | None:
    """`walked` (all ops of `root`, post-order, with their models) if no op in
    it but `root` is a symbol table (then all are in `root`'s symbol scope),
    else None."""
    # Per op class (a class-level trait).
    tables: dict[type[Operation], bool] = {}
    for op, _ in walked:
        found = tables.get(type(op))
        if found is None:
            found = tables[type(op)] = op.has_trait(SymbolTable)
        if found and op is not root:
            return None
    return walked


def _start_of(root: Operation) -> InsertPoint:
    if root.regions and root.regions[0].blocks:
        return InsertPoint.at_start(root.regions[0].blocks[0])
    return InsertPoint.before(root)


def insert_tensor_copies(
    root: Operation,
    analysis_state: AnalysisState,
    bufferization_state: BufferizationState,
    walked: list[tuple[Operation, BufferizableOpModel | None]] | None = None,
) -> None:
    """Let every op resolve its out-of-place operands with tensor copies.
    `walked`: the ops of `root` in post-order with their models under the
    state's options, if at hand (`OneShotAnalysisState.walked`)."""
    options = analysis_state.options
    rewriter = PatternRewriter(_start_of(root))
    ops_and_models = _in_symbol_scope(root, walked) if walked else None
    if ops_and_models is None:
        ops_and_models = [
            (op, options.dyn_cast_bufferizable_op(op))
            for op in _ops_in_symbol_scope(root)
        ]
    # The default `resolve_conflicts` copies only operands out of place: for
    # ops with none, there is nothing to ask it (most ops).
    default_resolve = BufferizableOpModel.resolve_conflicts
    one_shot = isinstance(analysis_state, OneShotAnalysisState)
    for op, model in ops_and_models:
        if model is None:
            continue
        if (
            one_shot
            and type(model).resolve_conflicts is default_resolve
            and analysis_state.all_tensor_operands_in_place(op)
        ):
            continue
        rewriter.insertion_point = InsertPoint.before(op)
        model.resolve_conflicts(op, rewriter, analysis_state, bufferization_state)


def analyze_and_insert_tensor_copies(
    root: Operation,
    options: BufferizationOptions,
    bufferization_state: BufferizationState,
    statistics: BufferizationStatistics | None = None,
    analyze: Callable[[Operation, OneShotAnalysisState], None] | None = None,
    analysis_state: OneShotAnalysisState | None = None,
) -> OneShotAnalysisState:
    """Run One-Shot Analysis on `root`, then insert the tensor copies (unless
    `test-analysis-only`). `analysis_state`: a fresh state of `root` under
    `options`, if made already."""
    state = analysis_state
    if state is None:
        state = OneShotAnalysisState(root, options)
    (analyze or analyze_op)(root, state)
    if statistics is not None:
        statistics.num_tensor_in_place = state.num_in_place
        statistics.num_tensor_out_of_place = state.num_out_of_place
    if not options.test_analysis_only:
        # (The analysis changed no op: the state's walk still holds.)
        insert_tensor_copies(root, state, bufferization_state, state.walked)
    state.walked = []
    return state


def bufferize_op(
    root: Operation,
    options: BufferizationOptions,
    state: BufferizationState,
    statistics: BufferizationStatistics | None = None,
) -> None:
    """
    Rewrite every op with tensor semantics under `root` with its model (nested
    ops first, then top to bottom), fold `to_buffer(to_tensor(x))`, create
    the `to_tensor`s of replaced results still used (`BufferizingRewriter`),
    remove dead `to_tensor`s, and check that nothing was left unbufferized
    (unless `allow-unknown-ops`).
    """
    if options.copy_before_write:
        insert_tensor_copies(root, AnalysisState(options), state)

    ops = nested_ops(root, region_first=True)
    # (`to_buffer`s have no regions: they come in the same order as in a
    # pre-order walk.)
    rewriter = BufferizingRewriter(_start_of(root), state)
    # In the order they are folded at the end (`forward_to_buffers` folds
    # some earlier, in the same order).
    to_buffer_ops = rewriter.to_buffers
    sequence = itertools.count()
    # The `to_tensor`s under `root`, those there and those made (the dead
    # ones are erased at the end; no walk needed to find them).
    to_tensor_ops: dict[Operation, None] = {}
    for op in ops:
        if op.name == "bufferization.to_buffer":
            to_buffer_ops[op] = next(sequence)
        elif op.name == "bufferization.to_tensor":
            to_tensor_ops[op] = None
    # (Whether they have tensor semantics is asked when they are reached,
    # and, for those left, at the end.)
    worklist: list[Operation] = [op for op in ops if options.is_op_allowed(op)]
    # (An erased op has no parent: the checks below ask for that rather than
    # keep a set of the erased ops; only the root's erasure is remembered.)
    root_erased = False

    def on_insert(op: Operation) -> None:
        nonlocal root_erased
        # The ops a model creates get the location of the op being
        # bufferized (`rewriter.location`), as MLIR's rewrites do, so that
        # later diagnostics point at the user's op.
        if rewriter.location is not None and type(op.location) is UnknownLoc:
            op.location = rewriter.location
        if op is root:
            root_erased = False
        if statistics is not None and op.name == "memref.alloc":
            statistics.num_buffer_alloc += 1
        if op.name == "bufferization.to_buffer":
            to_buffer_ops.setdefault(op, next(sequence))
            return
        if op.name == "bufferization.to_tensor":
            to_tensor_ops[op] = None
            return
        if not has_tensor_semantics(op) or not options.is_op_allowed(op):
            return
        worklist.append(op)

    def on_remove(op: Operation) -> None:
        nonlocal root_erased
        if op is root:
            root_erased = True
        elif op.name == "bufferization.to_buffer":
            to_buffer_ops.pop(op, None)

    rewriter.operation_insertion_handler.append(on_insert)
    rewriter.operation_removal_handler.append(on_remove)

    completed = False
    try:
        index = 0
        while index < len(worklist):
            op = worklist[index]
            index += 1
            if op.parent is None and (op is not root or root_erased):
                continue
            model = options.dyn_cast_bufferizable_op(op)
            if model is None or not model.has_tensor_semantics(op):
                continue
            if op.regions:
                check_unstructured_control_flow(op, model)
            rewriter.insertion_point = InsertPoint.before(op)
            rewriter.location = op.location
            model.bufferize(op, rewriter, options, state)
        rewriter.location = None

        if root_erased:
            rewriter.replaced.clear()
            completed = True
            return

        for op in list(to_buffer_ops):
            if op.parent is None:
                continue
            fold_to_buffer_to_tensor_pair(rewriter, op, options, state)
        completed = True
    finally:
        # The tensor results still used get their `to_tensor` (all of them
        # after an error: the IR is then as MLIR's rewrite leaves it).
        materialize_to_tensors(rewriter, all_results=not completed)
        rewriter.location = None

    copies, state.copies_maybe_into_themselves = state.copies_maybe_into_themselves, []
    for copy in copies:
        if copy.parent is not None and copy.operands[0] is copy.operands[1]:
            rewriter.erase(copy)

    for op in to_tensor_ops:
        if op.parent is not None and op.results[0].first_use is None:
            rewriter.erase(op)

    if options.allow_unknown_ops:
        return
    for op in worklist:
        if op.parent is None:
            continue
        if not has_tensor_semantics(op) or not options.is_op_allowed(op):
            continue
        if not any(any(True for _ in r.uses) for r in op.results) and (
            is_memory_effect_free(op)
        ):
            continue
        if op.name in ("bufferization.to_tensor", "bufferization.to_buffer"):
            continue
        raise BufferizationError(op, "op was not bufferized")


def run_one_shot_bufferize(
    root: Operation,
    options: BufferizationOptions,
    state: BufferizationState | None = None,
    statistics: BufferizationStatistics | None = None,
    analysis_state: OneShotAnalysisState | None = None,
) -> None:
    """
    One-Shot Bufferize `root` (analysis, copies, rewrite), in place. Raises
    `BufferizationError` on unsupported input (the IR may then be partially
    rewritten: the pass works on a copy).
    """
    if options.copy_before_write and options.test_analysis_only:
        raise ValueError("copy-before-write cannot be used with test-analysis-only")
    if state is None:
        state = BufferizationState()
    if not options.copy_before_write:
        analyze_and_insert_tensor_copies(
            root, options, state, statistics, analysis_state=analysis_state
        )
        if options.test_analysis_only:
            return
    bufferize_op(root, options, state, statistics)


# ===----------------------------------------------------------------------=== #
# One-Shot Module Bufferize (bufferize-function-boundaries)
# ===----------------------------------------------------------------------=== #


def _unpack_cast(value: SSAValue) -> SSAValue:
    owner = value.owner
    if (
        isinstance(owner, Operation)
        and owner.name == "memref.cast"
        and isinstance(owner.operands[0].type, MemRefType)
    ):
        return owner.operands[0]
    # Not the cast of an unranked memref to a ranked one: the function would
    # return an unranked memref for a ranked tensor (MLIR 22 does, and then
    # crashes on the callers that use the result as ranked).
    return value


def fold_memref_casts(func: Operation) -> None:
    """
    Return the buffers themselves instead of `memref.cast`s of them, and give
    the function the result types they have in common across its returns
    (MLIR's `foldMemRefCasts`; the casts stay, dead, as in MLIR).
    """
    from xdsl_bufferization.analysis.one_shot_module_analysis import (
        function_type_of,
        has_body,
        return_ops,
    )
    from xdsl_bufferization.interfaces.function import set_function_type

    if not has_body(func):
        return
    returns = return_ops(func)
    if not returns:
        return
    inputs, outputs = function_type_of(func)
    common: list[Attribute | None] = []
    for index in range(len(returns[0].operands)):
        t: Attribute | None = _unpack_cast(returns[0].operands[index]).type
        for other in returns[1:]:
            if _unpack_cast(other.operands[index]).type != t:
                t = None
        common.append(t)
    for return_op in returns:
        for index, value in enumerate(list(return_op.operands)):
            if common[index] is not None:
                return_op.operands[index] = _unpack_cast(value)
    new_outputs = [t if t is not None else outputs[i] for i, t in enumerate(common)]
    set_function_type(func, inputs, new_outputs)


def _no_analysis_filter(
    options: BufferizationOptions,
) -> Callable[[Operation], bool]:
    """An op filter denying the ops of the functions of
    `no-analysis-func-filter` (and those functions)."""
    names = set(options.no_analysis_func_filter)
    previous = options.op_filter

    def allowed(op: Operation) -> bool:
        func: Operation | None = op
        while func is not None and func.name != "func.func":
            func = func.parent_op()
        if func is not None:
            name = func.properties.get("sym_name")
            if isinstance(name, StringAttr) and name.data in names:
                return False
        return previous is None or previous(op)

    return allowed


def bufferize_module_op(
    module: ModuleOp,
    options: BufferizationOptions,
    state: BufferizationState,
    statistics: BufferizationStatistics | None = None,
    order: tuple[list[Operation], list[Operation]] | None = None,
) -> None:
    """Bufferize the functions of `module` callees first (their signatures
    included), then the other ops of the module. `order`: the functions so
    ordered (`funcs_ordered_by_calls`), if the analysis found it already."""
    from xdsl.utils.symbol_table import SymbolTableCollection

    from xdsl_bufferization.analysis.one_shot_module_analysis import (
        funcs_ordered_by_calls,
        remove_bufferization_attributes,
    )

    ordered, remaining = order or funcs_ordered_by_calls(
        module, SymbolTableCollection()
    )
    copy_options = replace(options, copy_before_write=True)
    for func in [*ordered, *remaining]:
        name = func.properties.get("sym_name")
        if (
            isinstance(name, StringAttr)
            and name.data in options.no_analysis_func_filter
        ):
            # Not analyzed: copy before every write.
            bufferize_op(func, copy_options, state, statistics)
        else:
            bufferize_op(func, options, state, statistics)
        if options.function_boundary_type_conversion == "infer-layout-map":
            fold_memref_casts(func)
    for op in list(module.ops):
        if op.name == "func.func" or op.parent is None:
            continue
        bufferize_op(op, options, state, statistics)
    remove_bufferization_attributes(module)


def run_one_shot_module_bufferize(
    module: ModuleOp,
    options: BufferizationOptions,
    state: BufferizationState | None = None,
    statistics: BufferizationStatistics | None = None,
    analysis_state: OneShotAnalysisState | None = None,
) -> None:
    """
    One-Shot Module Bufferize `module` (`bufferize-function-boundaries`):
    One-Shot Analysis of every function, callees first, with the calling
    convention of `xdsl_bufferization.analysis.one_shot_module_analysis`;
    then the bufferization of every function, signatures included. Raises
    `BufferizationError`.
    """
    from xdsl_bufferization.analysis.one_shot_module_analysis import (
        analyze_module_op,
        get_func_analysis_state,
    )

    assert options.bufferize_function_boundaries
    if options.copy_before_write and options.test_analysis_only:
        raise ValueError("copy-before-write cannot be used with test-analysis-only")
    if state is None:
        state = BufferizationState()
    order: tuple[list[Operation], list[Operation]] | None = None
    if not options.copy_before_write:
        analysis_options = options
        if options.no_analysis_func_filter:
            analysis_options = replace(options, op_filter=_no_analysis_filter(options))
        analysis = analyze_and_insert_tensor_copies(
            module,
            analysis_options,
            state,
            statistics,
            analyze_module_op,
            analysis_state if analysis_options is options else None,
        )
        if options.test_analysis_only:
            return
        func_state = get_func_analysis_state(analysis)
        order = func_state.order if func_state is not None else None
    bufferize_module_op(module, options, state, statistics, order)


# ===----------------------------------------------------------------------=== #
# The pass
# ===----------------------------------------------------------------------=== #

LayoutMap = Literal[
    "infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map"
]


def _check_options(options: BufferizationOptions) -> None:
    """MLIR's checks of option combinations (MLIR's wording)."""
    if options.must_infer_memory_space and options.use_encoding_for_memory_space:
        raise PassOptionError(
            "only one of 'must-infer-memory-space' and "
            "'use-encoding-for-memory-space' are allowed in one-shot-bufferize"
        )
    if options.unknown_type_conversion == "infer-layout-map":
        raise PassOptionError(
            "Invalid option: 'infer-layout-map' is not a valid value for "
            "'unknown-type-conversion'"
        )
    if options.copy_before_write and options.test_analysis_only:
        raise PassOptionError(
            "Invalid option: 'copy-before-write' cannot be used with "
            "'test-analysis-only'"
        )
    if options.print_conflicts and not options.test_analysis_only:
        raise PassOptionError(
            "Invalid option: 'print-conflicts' requires 'test-analysis-only'"
        )
    if options.dump_alias_sets and not options.test_analysis_only:
        raise PassOptionError(
            "Invalid option: 'dump-alias-sets' requires 'test-analysis-only'"
        )
    if options.no_analysis_func_filter and not options.bufferize_function_boundaries:
        raise PassOptionError(
            "Invalid option: 'no-analysis-func-filter' requires "
            "'bufferize-function-boundaries'"
        )
    if options.analysis_heuristic == "fuzzer" and options.analysis_fuzzer_seed == 0:
        raise PassOptionError(
            "Invalid option: 'analysis-heuristic=fuzzer' requires a non-zero "
            "'analysis-fuzzer-seed'"
        )


_OTHER_KIND = 3
"""`_VALUE_KIND` of a type that is neither a tensor nor a memref type."""


_SCALAR_ELEMENT_CLASSES = frozenset(
    {Float16Type, Float32Type, Float64Type, BFloat16Type, IntegerType, IndexType}
)
"""Element type classes that are neither tensors nor memrefs (most elements)."""


def _type_may_fail(type_: Attribute) -> bool:
    """Whether bufferizing values of `type_` may fail: unranked or nested
    tensors, encodings, memory spaces (they may conflict where buffers meet)."""
    # (The exact classes first: `isinstance` against xDSL's ABCs is slow, and
    # this is asked of most tensor and memref values.)
    cls = type(type_)
    if cls is TensorType or (cls is not MemRefType and isinstance(type_, TensorType)):
        tensor = cast(TensorType[Attribute], type_)
        if type(tensor.encoding) is not NoneAttr and not isinstance(
            tensor.encoding, NoneAttr
        ):
            return True
        element = type(tensor.element_type)
        if element in _SCALAR_ELEMENT_CLASSES:
            return False
        return isinstance(
            tensor.element_type, TensorType | MemRefType | UnrankedTensorType
        )
    if cls is MemRefType or isinstance(type_, MemRefType):
        space = cast(MemRefType[Attribute], type_).memory_space
        return type(space) is not NoneAttr and not isinstance(space, NoneAttr)
    return isinstance(type_, UnrankedTensorType | UnrankedMemRefType)


def options_may_fail(options: BufferizationOptions) -> bool:
    """Whether `options` alone make `rewrite_may_fail` true (see there)."""
    return (
        options.test_analysis_only
        or options.copy_before_write
        or bool(options.no_analysis_func_filter)
        or options.must_infer_memory_space
        or options.use_encoding_for_memory_space
    )


def rewrite_may_fail(
    root: Operation,
    options: BufferizationOptions,
    walked: Iterable[tuple[Operation, BufferizableOpModel | None]] | None = None,
) -> bool:
    """
    Whether inserting the tensor copies and bufferizing `root` may raise a
    `BufferizationError` after the IR has changed. One-Shot Analysis changes
    nothing (outside of `test-analysis-only`), so errors it finds leave the
    IR untouched anyway; then only the models raise, for reasons this checks
    conservatively before anything is rewritten:

    - options under which memory spaces must be inferred or come from
      encodings, and the modes without analysis (copy before write, filtered
      functions) or with annotations (`test-analysis-only`);
    - tensor or memref types whose bufferization may fail: unranked, nested,
      with an encoding or a memory space (`_type_may_fail`);
    - regions of several blocks (block signatures, branches);
    - an op with tensor semantics and no model (unless `allow-unknown-ops`);
    - an op whose model says it may fail (`may_fail_to_bufferize`).

    When this is False, the pass rewrites the module directly rather than a
    copy of it (whose cost grows with the module). `walked`: the ops of
    `root` (in any order) with their models under `options`, if at hand.
    """
    if options_may_fail(options):
        return True
    # By type id (the IR holds the types): asked of every value.
    risky_types: dict[int, bool] = {}

    def risky(values: Iterable[SSAValue]) -> bool:
        for value in values:
            type_ = value.type
            if _VALUE_KIND.get(type(type_)) == _OTHER_KIND:
                # Neither a tensor nor a memref type (most values).
                continue
            found = risky_types.get(id(type_))
            if found is None:
                found = risky_types[id(type_)] = _type_may_fail(type_)
            if found:
                return True
        return False

    if walked is None:
        walked = ((op, options.dyn_cast_bufferizable_op(op)) for op in nested_ops(root))
    for op, model in walked:
        if risky(op.results):
            return True
        for region in op.regions:
            first = region.first_block
            if first is None:
                continue
            if first is not region.last_block or risky(first.args):
                return True
        if model is None:
            if (
                not options.allow_unknown_ops
                and options.is_op_allowed(op)
                and has_tensor_semantics(op)
            ):
                return True
        elif model.may_fail_to_bufferize(op, options):
            return True
    return False


def _report_in_place(root: ModuleOp, error: BufferizationError) -> None:
    """Report `error` at its op (in the partly rewritten module, when a rewrite
    that `rewrite_may_fail` did not foresee failed), or at `root` if the op is
    gone."""
    target = error.op if _inside(error.op, root) else root
    notes = [(other, text) for other, text in error.notes if _inside(other, root)]
    emit_error(target, str(error), notes=notes)


def _inside(op: Operation, root: Operation) -> bool:
    ancestor: Operation | None = op
    while ancestor is not None and ancestor is not root:
        ancestor = ancestor.parent_op()
    return ancestor is root


def _report(
    original: ModuleOp, originals: dict[Operation, Operation], error: BufferizationError
) -> None:
    """Report `error` (raised on the working copy) at the matching op of the
    untouched original module (`originals` maps the ops of the working copy,
    as cloned, to the original ones; an op the pass created is reported at
    its closest original ancestor)."""

    def in_original(op: Operation | None) -> Operation:
        while op is not None:
            if (found := originals.get(op)) is not None:
                return found
            op = op.parent_op()
        return original

    notes = [(in_original(op), text) for op, text in error.notes]
    emit_error(in_original(error.op), str(error), notes=notes)


@verified_input
@dataclass(frozen=True)
class OneShotBufferizePass(MLIROptionsPass):
    """
    One-Shot Bufferize: rewrite tensor ops to memref ops, in place wherever
    the analysis proves it safe, with copies where a conflict forces one.

    Options (MLIR 22's names and defaults):

    - `allow-return-allocs-from-loops` (false): loops may yield buffers that
      are not equivalent to their iter_args (they are yielded as copies).
    - `allow-unknown-ops` (false): ops without a model stay in place, with
      `to_buffer`/`to_tensor` at their boundary, instead of an error.
    - `analysis-fuzzer-seed` (0): the seed of the `fuzzer` heuristic.
    - `analysis-heuristic` (bottom-up): the order in which the analysis
      visits ops: `bottom-up`, `top-down`, `bottom-up-from-terminators` or
      `fuzzer` (random order, from `analysis-fuzzer-seed`).
    - `buffer-alignment` (64): the `alignment` of new `memref.alloc`s (0:
      none).
    - `bufferize-function-boundaries` (false): also bufferize function
      signatures, calls and returns (One-Shot Module Bufferize).
    - `check-parallel-regions` (true): privatize buffers written in parallel
      regions (`scf.forall`).
    - `copy-before-write` (false): skip the analysis and copy before every
      write.
    - `dialect-filter` (all): bufferize only the ops of these dialects.
    - `dump-alias-sets` (false): annotate the alias sets of tensor values
      (needs `test-analysis-only`).
    - `function-boundary-type-conversion` (infer-layout-map): the layout of
      memref function arguments and results.
    - `must-infer-memory-space` (false): a new buffer whose memory space
      cannot be inferred is an error (otherwise it gets the default memory
      space).
    - `no-analysis-func-filter` (none): functions bufferized with
      copy-before-write instead of the analysis.
    - `print-conflicts` (false): annotate each read-after-write conflict
      (needs `test-analysis-only`).
    - `test-analysis-only` (false): only analyze, annotating the in-place
      decisions, and do not rewrite.
    - `unknown-type-conversion` (fully-dynamic-layout-map): the layout of
      memrefs whose layout nothing else determines.
    - `use-encoding-for-memory-space` (false): a new buffer whose memory
      space cannot be inferred takes its tensor's encoding as memory space
      (exclusive with `must-infer-memory-space`).
    """

    name = "one-shot-bufferize"

    allow_return_allocs_from_loops: bool = False
    allow_unknown_ops: bool = False
    analysis_fuzzer_seed: UInt32 = 0
    analysis_heuristic: Literal[
        "bottom-up", "top-down", "bottom-up-from-terminators", "fuzzer"
    ] = "bottom-up"
    buffer_alignment: UInt64 = 64
    bufferize_function_boundaries: bool = False
    check_parallel_regions: bool = True
    copy_before_write: bool = False
    dialect_filter: tuple[str, ...] = field(default=())
    dump_alias_sets: bool = False
    function_boundary_type_conversion: LayoutMap = "infer-layout-map"
    must_infer_memory_space: bool = False
    no_analysis_func_filter: tuple[str, ...] = field(default=())
    print_conflicts: bool = False
    test_analysis_only: bool = False
    unknown_type_conversion: LayoutMap = "fully-dynamic-layout-map"
    use_encoding_for_memory_space: bool = False

    def bufferization_options(self) -> BufferizationOptions:
        """The options of this pass as `BufferizationOptions`."""
        return BufferizationOptions(
            allow_return_allocs_from_loops=self.allow_return_allocs_from_loops,
            allow_unknown_ops=self.allow_unknown_ops,
            analysis_fuzzer_seed=self.analysis_fuzzer_seed,
            analysis_heuristic=self.analysis_heuristic,
            buffer_alignment=self.buffer_alignment,
            bufferize_function_boundaries=self.bufferize_function_boundaries,
            check_parallel_regions=self.check_parallel_regions,
            copy_before_write=self.copy_before_write,
            dialect_filter=self.dialect_filter,
            dump_alias_sets=self.dump_alias_sets,
            function_boundary_type_conversion=self.function_boundary_type_conversion,
            must_infer_memory_space=self.must_infer_memory_space,
            no_analysis_func_filter=self.no_analysis_func_filter,
            print_conflicts=self.print_conflicts,
            test_analysis_only=self.test_analysis_only,
            unknown_type_conversion=self.unknown_type_conversion,
            use_encoding_for_memory_space=self.use_encoding_for_memory_space,
        )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        options = self.bufferization_options()
        _check_options(options)
        if not options_may_fail(options):
            # The analysis state walks the module with the models once: that
            # walk tells whether the rewrite may fail, and the analysis goes
            # on with this state if not.
            try:
                state = OneShotAnalysisState(op, options)
            except BufferizationError as error:
                # (Nothing changed yet.)
                _report_in_place(op, error)
                return
            if not rewrite_may_fail(op, options, state.walked):
                try:
                    self._run(op, options, state)
                except BufferizationError as error:
                    _report_in_place(op, error)
                return
        # Something may fail half-way: rewrite a copy, so that the error is
        # reported on the untouched module.
        working = cast(
            ModuleOp,
            op.clone(),  # pyright: ignore[reportUnknownMemberType]
        )
        # Pair the ops now, while both modules have the same shape: errors
        # are reported at the user's op of the original module.
        originals = dict(zip(working.walk(), op.walk(), strict=True))
        try:
            self._run(working, options)
        except BufferizationError as error:
            _report(op, originals, error)
        # Move the rewritten body into the module the pass manager holds.
        old_body = op.regions[0]
        for block in list(old_body.blocks):
            old_body.detach_block(block)
            block.erase(safe_erase=False)
        working.regions[0].move_blocks(old_body)
        op.attributes = dict(working.attributes)

    def _run(
        self,
        module: ModuleOp,
        options: BufferizationOptions,
        analysis_state: OneShotAnalysisState | None = None,
    ) -> None:
        if options.bufferize_function_boundaries:
            run_one_shot_module_bufferize(
                module, options, analysis_state=analysis_state
            )
        else:
            run_one_shot_bufferize(module, options, analysis_state=analysis_state)
