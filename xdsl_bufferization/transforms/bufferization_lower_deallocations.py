"""The `bufferization-lower-deallocations` pass: `bufferization.dealloc` to
`memref.dealloc`.

Each `bufferization.dealloc (%m... ) if (%c...) retain (%r...)` is replaced
by code that frees memref `i` iff its condition holds and its buffer is
neither one of the retained buffers nor one freed by an earlier memref of
the list, and that computes, for each retained value, the disjunction of the
conditions of the memrefs on the same buffer (its new ownership). Two
memrefs are on the same buffer when `memref.extract_aligned_pointer_as_index`
gives the same address; the memref operand itself is freed (the ownership-
based deallocation pass already passes base buffers, which it gets with
`memref.extract_strided_metadata`).

The forms, chosen by operand counts as MLIR 22 chooses them:

- no memref: every result is `false`;
- one memref, nothing retained: `scf.if %c { memref.dealloc %m }`;
- one memref, `n` retained: `n` pointer comparisons, code linear in `n`;
- otherwise, the generic lowering: the pointers and conditions are stored
  in small buffers and passed to a library function (`dealloc_helper`,
  built once per symbol table, `private`, renamed `dealloc_helper_0`, ...
  if the name is taken) that computes which memrefs to free and the
  ownerships, so that the code at each site stays linear in its operands.

The op(s) that free a buffer are built by `LowerDeallocationOptions`
(`memref.dealloc` by default): a Python option, as in MLIR's C++ API, for
programs that free some buffers with their own ops.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from typing_extensions import Self
from xdsl.context import Context
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    FunctionType,
    IndexType,
    MemRefType,
    ModuleOp,
    StringAttr,
    i1,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import IsolatedFromAbove, IsTerminator, SymbolTable
from xdsl.utils.exceptions import PassFailedException

from xdsl_bufferization.dialects import bufferization, memref, scf
from xdsl_bufferization.interfaces.function import is_function_like
from xdsl_bufferization.interfaces.ownership import constant_bool
from xdsl_bufferization.pass_options import MLIROptionsPass
from xdsl_bufferization.rewriting.walk import OpTypeWalker
from xdsl_bufferization.transforms.verified_input import verified_input
from xdsl_bufferization.utils.building import integer_constant, make_memref_type
from xdsl_bufferization.utils.traits import class_has_trait
from xdsl_bufferization.utils.walk import nested_ops

DEALLOC_HELPER_NAME = "dealloc_helper"
"""The name MLIR gives the library function of the generic lowering."""

GENERIC_LOWERING_NEEDS_MODULE = (
    "library function required for generic lowering, but cannot be "
    "automatically inserted when operating on functions"
)
BAD_ROOT = "root operation must be a builtin.module or a function"


def build_memref_dealloc(memref_value: SSAValue) -> Sequence[Operation]:
    """Free `memref_value` with `memref.dealloc` (the default)."""
    return (memref.DeallocOp.get(memref_value),)


@dataclass(frozen=True)
class LowerDeallocationOptions:
    """
    Options of the lowering (MLIR's `LowerDeallocationOptions`).

    `build_dealloc_op(memref)` returns the detached op(s) that free the
    buffer of `memref`; they are inserted where the lowering frees it (inside
    the `scf.if` of its condition). The default builds `memref.dealloc`.
    Programs that allocate some buffers with their own ops run the
    deallocation pipeline once per kind of allocation, each time lowering
    with the matching free op. The small buffers of the generic lowering are
    allocated with `memref.alloc` and always freed with `memref.dealloc`.
    """

    build_dealloc_op: Callable[[SSAValue], Sequence[Operation]] = build_memref_dealloc


# ---------------------------------------------------------------------------
# Small builders (results named as MLIR names them when printing)
# ---------------------------------------------------------------------------


def _index_constant(value: int) -> arith.ConstantOp:
    constant = integer_constant(value, IndexType())
    constant.result.name_hint = f"c{value}"
    return constant


def _bool_constant(value: bool) -> arith.ConstantOp:
    constant = integer_constant(int(value), i1)
    constant.result.name_hint = "true" if value else "false"
    return constant


def _alloc(element_type: Attribute, size: int) -> memref.AllocOp:
    alloc = memref.AllocOp((), (), make_memref_type(element_type, [size]))
    alloc.memref.name_hint = "alloc"
    return alloc


def _cast_to_dynamic(value: SSAValue, element_type: Attribute) -> memref.CastOp:
    cast_op = memref.CastOp.get(value, make_memref_type(element_type, [DYNAMIC_INDEX]))
    cast_op.dest.name_hint = "cast"
    return cast_op


def _pointer_of(value: SSAValue) -> memref.ExtractAlignedPointerAsIndexOp:
    extract = memref.ExtractAlignedPointerAsIndexOp.get(value)
    extract.aligned_pointer.name_hint = "intptr"
    return extract


def _dim(value: SSAValue, index: SSAValue) -> memref.DimOp:
    dim = memref.DimOp(value, index)
    dim.result.name_hint = "dim"
    return dim


def _free_if(
    condition: SSAValue, memref_value: SSAValue, options: LowerDeallocationOptions
) -> scf.IfOp:
    """`scf.if %condition { <free memref_value> }`."""
    body = [*options.build_dealloc_op(memref_value), scf.YieldOp()]
    return scf.IfOp(condition, [], Region(Block(body)))


def nearest_symbol_table(op: Operation) -> Operation | None:
    """The closest ancestor of `op` that is a symbol table."""
    parent = op.parent_op()
    while parent is not None and not parent.has_trait(SymbolTable):
        parent = parent.parent_op()
    return parent


# ---------------------------------------------------------------------------
# The library function
# ---------------------------------------------------------------------------


def _unique_symbol_name(symbol_table_op: Operation, name: str) -> str:
    """`name`, or the first free `name_0`, `name_1`, ... among the symbols
    of `symbol_table_op` (how MLIR's `SymbolTable::insert` renames)."""
    taken: set[str] = set()
    for block in symbol_table_op.regions[0].blocks:
        for op in block.ops:
            symbol = op.properties.get("sym_name") or op.attributes.get("sym_name")
            if isinstance(symbol, StringAttr):
                taken.add(symbol.data)
    if name not in taken:
        return name
    counter = 0
    while f"{name}_{counter}" in taken:
        counter += 1
    return f"{name}_{counter}"


def _helper_body(args: Sequence[SSAValue]) -> list[Operation]:
    """
    The body of the library function, over its five arguments: pointers of
    the memrefs to free (A), pointers of the retained values (B), conditions
    (C), and the outputs: whether to free each memref (D), the ownership of
    each retained value (E).
    """
    to_free, to_retain, conditions, free_out, ownership_out = args
    c0 = _index_constant(0)
    c1 = _index_constant(1)
    true = _bool_constant(True)
    false = _bool_constant(False)
    num_to_free = _dim(to_free, c0.result)
    num_to_retain = _dim(to_retain, c0.result)

    # E[j] = false for every retained value.
    clear_body = Block(arg_types=[IndexType()])
    clear_body.add_ops(
        [
            memref.StoreOp.get(false.result, ownership_out, [clear_body.args[0]]),
            scf.YieldOp(),
        ]
    )
    clear = scf.ForOp(c0.result, num_to_retain.result, c1.result, [], clear_body)

    # For each memref i: compare with every retained value (updating their
    # ownership) and with every earlier memref; D[i] = C[i] and no alias.
    outer = Block(arg_types=[IndexType()])
    i = outer.args[0]
    pointer = memref.LoadOp.get(to_free, [i])
    condition = memref.LoadOp.get(conditions, [i])

    retain_loop_body = Block(arg_types=[IndexType(), i1])
    j, no_alias_so_far = retain_loop_body.args
    retained_pointer = memref.LoadOp.get(to_retain, [j])
    aliases = arith.CmpiOp(retained_pointer, pointer, "eq")
    old_ownership = memref.LoadOp.get(ownership_out, [j])
    new_ownership = arith.OrIOp(old_ownership, condition)
    update = scf.IfOp(
        aliases,
        [],
        Region(
            Block(
                [
                    old_ownership,
                    new_ownership,
                    memref.StoreOp.get(new_ownership, ownership_out, [j]),
                    scf.YieldOp(),
                ]
            )
        ),
    )
    differs = arith.CmpiOp(retained_pointer, pointer, "ne")
    still_no_alias = arith.AndIOp(no_alias_so_far, differs)
    retain_loop_body.add_ops(
        [
            retained_pointer,
            aliases,
            update,
            differs,
            still_no_alias,
            scf.YieldOp(still_no_alias),
        ]
    )
    retain_loop = scf.ForOp(
        c0.result, num_to_retain.result, c1.result, [true.result], retain_loop_body
    )

    earlier_loop_body = Block(arg_types=[IndexType(), i1])
    k, no_alias_acc = earlier_loop_body.args
    earlier_pointer = memref.LoadOp.get(to_free, [k])
    earlier_differs = arith.CmpiOp(earlier_pointer, pointer, "ne")
    acc = arith.AndIOp(no_alias_acc, earlier_differs)
    earlier_loop_body.add_ops([earlier_pointer, earlier_differs, acc, scf.YieldOp(acc)])
    earlier_loop = scf.ForOp(
        c0.result, i, c1.result, [retain_loop.results[0]], earlier_loop_body
    )

    should_free = arith.AndIOp(earlier_loop.results[0], condition)
    outer.add_ops(
        [
            pointer,
            condition,
            retain_loop,
            earlier_loop,
            should_free,
            memref.StoreOp.get(should_free, free_out, [i]),
            scf.YieldOp(),
        ]
    )
    main_loop = scf.ForOp(c0.result, num_to_free.result, c1.result, [], outer)
    return [
        c0,
        c1,
        true,
        false,
        num_to_free,
        num_to_retain,
        clear,
        main_loop,
        func.ReturnOp(),
    ]


def build_deallocation_library_function(symbol_table_op: Operation) -> func.FuncOp:
    """
    Build the library function of the generic lowering at the end of
    `symbol_table_op`'s body: `private`, named `dealloc_helper` unless a
    symbol of the table has that name (then `dealloc_helper_0`, ...).
    Returns it; call it by its `sym_name`.
    """
    index_list = MemRefType(IndexType(), [DYNAMIC_INDEX])
    bool_list = MemRefType(i1, [DYNAMIC_INDEX])
    arg_types = [index_list, index_list, bool_list, bool_list, bool_list]
    body = Block(arg_types=arg_types)
    body.add_ops(_helper_body(body.args))
    helper = func.FuncOp(
        _unique_symbol_name(symbol_table_op, DEALLOC_HELPER_NAME),
        FunctionType.from_lists(arg_types, []),
        Region(body),
        "private",
    )
    table_body = symbol_table_op.regions[0].blocks[0]
    last = table_body.last_op
    if last is not None and last.has_trait(IsTerminator):
        table_body.insert_op_before(helper, last)
    else:
        table_body.add_op(helper)
    return helper


# ---------------------------------------------------------------------------
# The lowering pattern
# ---------------------------------------------------------------------------


@dataclass
class LowerDeallocPattern(RewritePattern):
    """
    Lower one `bufferization.dealloc` (MLIR's `DeallocOpConversion`).
    `helpers` maps each symbol table to the name of its library function,
    needed by deallocs of more than one memref.
    """

    helpers: dict[Operation, str] = field(default_factory=dict[Operation, str])
    options: LowerDeallocationOptions = field(default_factory=LowerDeallocationOptions)
    unguarded_scopes: set[int] | None = None
    """In `buffer-deallocation-pipeline` only: the ids of the ops isolated
    from above where a dealloc of one memref, nothing retained, whose
    condition is the constant `true`, frees it without the `scf.if` that
    the pipeline's next steps would take away (`pipeline_unguarded_scopes`)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, bufferization.DeallocOp):
            return
        memrefs = list(op.memrefs)
        if not memrefs:
            false = _bool_constant(False)
            rewriter.insert(false, InsertPoint.before(op))
            rewriter.replace(op, [], [false.result] * len(op.retained))
        elif len(memrefs) == 1 and not op.retained:
            condition = op.conditions[0]
            scopes = self.unguarded_scopes
            if (
                scopes is not None
                and isinstance(condition.owner, arith.ConstantOp)
                and constant_bool(condition) is True
                and id(_isolated_ancestor(op)) in scopes
            ):
                rewriter.replace(op, self.options.build_dealloc_op(memrefs[0]), [])
                return
            rewriter.replace(op, _free_if(condition, memrefs[0], self.options), [])
        elif len(memrefs) == 1:
            self._rewrite_one_memref(op, rewriter)
        else:
            table = nearest_symbol_table(op)
            helper = self.helpers.get(table) if table is not None else None
            if helper is None:
                op.emit_error(
                    GENERIC_LOWERING_NEEDS_MODULE,
                    PassFailedException(GENERIC_LOWERING_NEEDS_MODULE),
                )
            self._rewrite_generic(op, helper, rewriter)

    def _rewrite_one_memref(
        self, op: bufferization.DeallocOp, rewriter: PatternRewriter
    ) -> None:
        memref_value = op.memrefs[0]
        condition = op.conditions[0]
        new_ops: list[Operation] = []
        pointer = _pointer_of(memref_value)
        new_ops.append(pointer)
        does_not_alias: list[SSAValue] = []
        for retained in op.retained:
            retained_pointer = _pointer_of(retained)
            differs = arith.CmpiOp(pointer, retained_pointer, "ne")
            new_ops += [retained_pointer, differs]
            does_not_alias.append(differs.result)
        not_retained = does_not_alias[0]
        for other in does_not_alias[1:]:
            conjunction = arith.AndIOp(not_retained, other)
            new_ops.append(conjunction)
            not_retained = conjunction.result
        should_free = arith.AndIOp(not_retained, condition)
        new_ops += [
            should_free,
            _free_if(should_free.result, memref_value, self.options),
        ]
        # Ownership of retained value r: it aliases the memref and the
        # condition holds (`select(alias, cond, false)`, canonicalized).
        true = _bool_constant(True)
        new_ops.append(true)
        ownerships: list[SSAValue] = []
        for differs in does_not_alias:
            aliases = arith.XOrIOp(differs, true)
            ownership = arith.AndIOp(aliases, condition)
            new_ops += [aliases, ownership]
            ownerships.append(ownership.result)
        rewriter.insert(new_ops, InsertPoint.before(op))
        rewriter.replace(op, [], ownerships)

    def _rewrite_generic(
        self, op: bufferization.DeallocOp, helper: str, rewriter: PatternRewriter
    ) -> None:
        memrefs = list(op.memrefs)
        conditions = list(op.conditions)
        retained = list(op.retained)
        new_ops: list[Operation] = []

        pointers_to_free = _alloc(IndexType(), len(memrefs))
        condition_list = _alloc(i1, len(conditions))
        pointers_to_retain = _alloc(IndexType(), len(retained))
        new_ops += [pointers_to_free, condition_list, pointers_to_retain]

        for index, value in enumerate(memrefs):
            pointer = _pointer_of(value)
            position = _index_constant(index)
            new_ops += [
                pointer,
                position,
                memref.StoreOp.get(pointer, pointers_to_free, [position]),
            ]
        for index, value in enumerate(conditions):
            position = _index_constant(index)
            new_ops += [position, memref.StoreOp.get(value, condition_list, [position])]
        for index, value in enumerate(retained):
            pointer = _pointer_of(value)
            position = _index_constant(index)
            new_ops += [
                pointer,
                position,
                memref.StoreOp.get(pointer, pointers_to_retain, [position]),
            ]

        # One helper for every dealloc: its arguments have dynamic sizes.
        free_arg = _cast_to_dynamic(pointers_to_free.memref, IndexType())
        condition_arg = _cast_to_dynamic(condition_list.memref, i1)
        retain_arg = _cast_to_dynamic(pointers_to_retain.memref, IndexType())
        free_out = _alloc(i1, len(memrefs))
        ownership_out = _alloc(i1, len(retained))
        free_out_arg = _cast_to_dynamic(free_out.memref, i1)
        ownership_out_arg = _cast_to_dynamic(ownership_out.memref, i1)
        new_ops += [
            free_arg,
            condition_arg,
            retain_arg,
            free_out,
            ownership_out,
            free_out_arg,
            ownership_out_arg,
            func.CallOp(
                helper,
                [free_arg, retain_arg, condition_arg, free_out_arg, ownership_out_arg],
                [],
            ),
        ]

        for index, value in enumerate(memrefs):
            position = _index_constant(index)
            should_free = memref.LoadOp.get(free_out, [position])
            new_ops += [
                position,
                should_free,
                _free_if(should_free.res, value, self.options),
            ]
        ownerships: list[SSAValue] = []
        for index in range(len(retained)):
            position = _index_constant(index)
            ownership = memref.LoadOp.get(ownership_out, [position])
            new_ops += [position, ownership]
            ownerships.append(ownership.res)

        # The lists are freed right away: no later pass frees them.
        for buffer in (
            pointers_to_free,
            pointers_to_retain,
            condition_list,
            free_out,
            ownership_out,
        ):
            new_ops.append(memref.DeallocOp.get(buffer.memref))
        rewriter.insert(new_ops, InsertPoint.before(op))
        rewriter.replace(op, [], ownerships)


# ---------------------------------------------------------------------------
# Driver and pass
# ---------------------------------------------------------------------------


def _isolated_ancestor(op: Operation) -> Operation | None:
    """The nearest ancestor of `op` isolated from above (where `canonicalize`
    and `cse` keep their constants apart)."""
    parent = op.parent_op()
    while parent is not None and not class_has_trait(
        type(parent), IsolatedFromAbove, True
    ):
        parent = parent.parent_op()
    return parent


def pipeline_unguarded_scopes(root: Operation) -> set[int]:
    """
    Within `buffer-deallocation-pipeline`: the ids of the ops isolated from
    above in `root` (functions) where a dealloc of one memref, nothing
    retained, under the constant `true` may free it without an `scf.if`.
    Its `scf.if %true` would be inlined by the last `canonicalize`, which
    then erases the `true` constant if nothing else uses it; without the
    `scf.if`, `cse` erases it first. The same, unless `cse` would replace
    another `true` constant of that function by this one: the steps before
    left one `true` per function (they unique constants), so unless the
    lowering builds another there (a dealloc of one memref with retained
    values does). Those functions are left out.
    """
    building_true: set[int] = set()
    scopes: set[int] = set()
    for op in nested_ops(root):
        if not isinstance(op, bufferization.DeallocOp) or len(op.memrefs) != 1:
            continue
        scope = id(_isolated_ancestor(op))
        if op.retained:
            building_true.add(scope)
        else:
            scopes.add(scope)
    return scopes - building_true


def build_dealloc_helpers(root: Operation) -> dict[Operation, str]:
    """
    Build one library function in each symbol table of `root` that holds a
    `bufferization.dealloc` needing the generic lowering; return the names
    by symbol table.
    """
    helpers: dict[Operation, str] = {}
    for op in nested_ops(root):
        if isinstance(op, bufferization.DeallocOp) and len(op.memrefs) > 1:
            table = nearest_symbol_table(op)
            if table is not None and table not in helpers:
                helper = build_deallocation_library_function(table)
                helpers[table] = helper.sym_name.data
    return helpers


def check_lowering_root(root: Operation) -> None:
    """
    Reject what MLIR rejects before changing anything: a root that is
    neither a module nor a function, and, on a function (where no library
    function can be added), a dealloc needing the generic lowering.
    """
    if not isinstance(root, ModuleOp) and not is_function_like(root):
        root.emit_error(BAD_ROOT, PassFailedException(BAD_ROOT))
    if isinstance(root, ModuleOp):
        return
    for op in root.walk():
        if isinstance(op, bufferization.DeallocOp) and len(op.memrefs) > 1:
            op.emit_error(
                GENERIC_LOWERING_NEEDS_MODULE,
                PassFailedException(GENERIC_LOWERING_NEEDS_MODULE),
            )


def lower_deallocations(
    root: Operation,
    options: LowerDeallocationOptions | None = None,
    for_pipeline: bool = False,
) -> None:
    """
    Lower every `bufferization.dealloc` in `root`, a `builtin.module` or a
    function (MLIR's pass runs on either; on a function, deallocs needing
    the library function are an error). Raises `DiagnosticException` on bad
    input, leaving the IR unchanged. `for_pipeline` (for
    `buffer-deallocation-pipeline` only, whose next steps are `cse` and
    `canonicalize`): free under a constant `true` without an `scf.if` where
    those steps would leave the same IR (`pipeline_unguarded_scopes`).
    """
    check_lowering_root(root)
    helpers = build_dealloc_helpers(root) if isinstance(root, ModuleOp) else {}
    pattern = LowerDeallocPattern(
        helpers,
        options or LowerDeallocationOptions(),
        pipeline_unguarded_scopes(root) if for_pipeline else None,
    )
    walker = OpTypeWalker(
        pattern, apply_recursively=False, op_types=(bufferization.DeallocOp,)
    )
    if isinstance(root, ModuleOp):
        walker.rewrite_module(root)
    else:
        for region in root.regions:
            walker.rewrite_region(region)


@dataclass(frozen=True)
class DeallocLoweringPass(MLIROptionsPass):
    """
    A pass that lowers `bufferization.dealloc` (this one and
    `convert-bufferization-to-memref`): Python-only lowering options, set by
    `with_options`, no command-line option for them.
    """

    lowering_options: LowerDeallocationOptions = field(
        default=LowerDeallocationOptions(), init=False, repr=False, compare=False
    )

    @classmethod
    def with_options(cls, options: LowerDeallocationOptions) -> Self:
        """The pass with Python-only lowering options."""
        instance = cls()
        object.__setattr__(instance, "lowering_options", options)
        return instance


@verified_input
@dataclass(frozen=True)
class BufferizationLowerDeallocationsPass(DeallocLoweringPass):
    """
    Lower `bufferization.dealloc` to `memref.dealloc` guarded by `scf.if`,
    with runtime alias checks on `memref.extract_aligned_pointer_as_index`
    and, for deallocs of several memrefs, a call to a private library
    function added to the module.

    No command line options (as in MLIR). From Python,
    `BufferizationLowerDeallocationsPass.with_options(LowerDeallocationOptions(
    build_dealloc_op=...))` sets the op(s) that free a buffer.
    """

    name = "bufferization-lower-deallocations"

    for_pipeline: bool = field(default=False, init=False, compare=False, repr=False)
    """Set by `as_pipeline_step`."""

    def as_pipeline_step(self) -> BufferizationLowerDeallocationsPass:
        """This pass as a step of `buffer-deallocation-pipeline`, which runs
        `cse` and `canonicalize` next (see `lower_deallocations`'
        `for_pipeline`)."""
        instance = type(self).with_options(self.lowering_options)
        object.__setattr__(instance, "for_pipeline", True)
        return instance

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        lower_deallocations(op, self.lowering_options, self.for_pipeline)


__all__ = [
    "BAD_ROOT",
    "DEALLOC_HELPER_NAME",
    "GENERIC_LOWERING_NEEDS_MODULE",
    "BufferizationLowerDeallocationsPass",
    "DeallocLoweringPass",
    "LowerDeallocPattern",
    "LowerDeallocationOptions",
    "build_dealloc_helpers",
    "build_deallocation_library_function",
    "build_memref_dealloc",
    "check_lowering_root",
    "lower_deallocations",
    "nearest_symbol_table",
    "pipeline_unguarded_scopes",
]
