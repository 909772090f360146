"""
Folding ops through their fold hooks, with constants materialised by the
dialect, one per value and type in each region that isolates its contents
(MLIR's `OperationFolder`, FoldUtils.cpp).

A fold hook takes an op and returns None (no fold), an empty sequence (the op
was updated in place), or one entry per result: an existing `SSAValue` that
replaces the result, or an `Attribute` that a constant op of the op's dialect
materialises. Which hook an op class has is the caller's choice (a
`FoldHookLookup`): `trait_fold_hook` reads xDSL's `HasFolder` trait; the
canonicalization models of `transforms/canonicalization_patterns` add MLIR's
folds for xDSL's op classes.

Constants made by a fold, and constants met while seeding the greedy driver,
are uniqued: one op per (dialect, value, type) in each *insertion region*, the
nearest enclosing region whose parent op is isolated from above (a function
body), placed at the start of that region's entry block. A constant met later
with the same key is replaced by the first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import cast

from xdsl.context import Context
from xdsl.dialect_interfaces.constant_materialization import (
    ConstantMaterializationInterface,
)
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    Signedness,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue, TypedAttribute
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint
from xdsl.traits import ConstantLike, HasFolder, IsolatedFromAbove

from xdsl_bufferization.utils.traits import class_has_trait

FoldResult = Sequence[SSAValue | Attribute]
"""What a fold hook returns when it folds (see the module docstring)."""

FoldHook = Callable[[Operation], FoldResult | None]
"""Folds one op, or returns None."""

FoldHookLookup = Callable[[type[Operation]], FoldHook | None]
"""The fold hook of an op class, if it has one."""

Materializer = Callable[[Attribute, Attribute], Operation | None]
"""Builds a constant op of a dialect for a value and a type, or None."""


_FOLDER_TRAITS: dict[type[Operation], HasFolder | None] = {}
"""The `HasFolder` trait of each op class (looking a trait up tests every
trait of the class)."""


def _folder_trait(op: Operation) -> HasFolder | None:
    op_class = type(op)
    try:
        return _FOLDER_TRAITS[op_class]
    except KeyError:
        trait = _FOLDER_TRAITS[op_class] = op.get_trait(HasFolder)
        return trait


def _trait_fold(op: Operation) -> FoldResult | None:
    trait = _folder_trait(op)
    return None if trait is None else trait.fold(op)


def trait_fold_hook(op_class: type[Operation]) -> FoldHook | None:
    """xDSL's fold of `op_class` (its `HasFolder` trait), if it has one."""
    if op_class.has_trait(HasFolder, value_if_unregistered=False):
        return _trait_fold
    return None


def _isolated_from_above(op_class: type[Operation]) -> bool:
    """Whether ops of `op_class` are isolated from above."""
    return class_has_trait(op_class, IsolatedFromAbove, True)


def is_constant_like(op_class: type[Operation]) -> bool:
    """Whether ops of `op_class` are constants (never folded: that would loop)."""
    return class_has_trait(op_class, ConstantLike, False)


def constant_value(op: Operation) -> Attribute | None:
    """The value of a constant-like op with one result (its fold), if known."""
    if len(op.results) != 1 or not is_constant_like(type(op)):
        return None
    trait = _folder_trait(op)
    if trait is None:
        return None
    folded = trait.fold(op)
    if not folded or not isinstance(folded[0], Attribute):
        return None
    return folded[0]


# ---------------------------------------------------------------------------
# Materialisation
# ---------------------------------------------------------------------------


def _is_signless_or_index(type: Attribute) -> bool:
    if isinstance(type, IndexType):
        return True
    return (
        isinstance(type, IntegerType)
        and cast(IntegerType[int, Signedness], type).signedness.data
        == Signedness.SIGNLESS
    )


def _arith_constant(value: Attribute, type: Attribute) -> Operation | None:
    """MLIR's `arith::ConstantOp::materialize`: a typed value of the same type."""
    from xdsl.dialects import arith

    if not isinstance(value, TypedAttribute) or value.get_type() != type:
        return None
    if isinstance(value, IntegerAttr) and not _is_signless_or_index(type):
        return None
    if not isinstance(value, IntegerAttr | FloatAttr | DenseIntOrFPElementsAttr):
        return None
    try:
        # (The cast only names one of the accepted attribute kinds.)
        return arith.ConstantOp(cast(IntegerAttr[IntegerType], value), type)
    except (ValueError, TypeError):
        return None


CONSTANT_MATERIALIZERS: dict[str, Materializer] = {
    # MLIR's memref, math, tensor, vector and bufferization dialects
    # materialise constants as `arith.constant` (their materializeConstant).
    "arith": _arith_constant,
    "memref": _arith_constant,
    "math": _arith_constant,
    "tensor": _arith_constant,
    "vector": _arith_constant,
    "bufferization": _arith_constant,
}
"""Constant builders by dialect name; a dialect not listed here uses its
`ConstantMaterializationInterface`, if it has one (extend this for others)."""


def constant_dialect(dialect: str) -> str:
    """The dialect of the constant ops `dialect` materialises."""
    if CONSTANT_MATERIALIZERS.get(dialect) is _arith_constant:
        return "arith"
    return dialect


def constant_name_hint(value: Attribute, type: Attribute) -> str | None:
    """The name MLIR's printer gives an `arith.constant` of `value`."""
    if isinstance(value, IntegerAttr):
        number = value.value.data
        if isinstance(type, IndexType):
            return f"c{number}"
        if isinstance(type, IntegerType):
            width = cast(IntegerType[int, Signedness], type).width.data
            if width == 1:
                return "true" if number else "false"
            return f"c{number}_i{width}"
    if isinstance(value, FloatAttr):
        return "cst"
    return None


# ---------------------------------------------------------------------------
# The folder
# ---------------------------------------------------------------------------

_ConstantKey = tuple[str, Attribute, Attribute]

ConstantTable = Mapping[int, tuple[Region, Mapping[_ConstantKey, Operation]]]
"""The constants a folder uniqued, by insertion region (by `id`) and key
(`OperationFolder.constant_table`, `OperationFolder.adopt`)."""

_DIALECT_NAMES: dict[type[Operation], str] = {}
"""The dialect of each constant class (xDSL splits the op name on every
call; it is asked for every constant a greedy run uniques)."""


class OperationFolder:
    """
    Folds ops and uniques constants (see the module docstring). IR changes go
    through `rewriter`, so that its listener (the greedy driver's worklist)
    sees them; `notify_removal` must be called for every op erased.
    """

    def __init__(
        self,
        rewriter: PatternRewriter,
        ctx: Context | None = None,
        fold_hooks: FoldHookLookup = trait_fold_hook,
    ):
        self.rewriter = rewriter
        self.ctx = ctx
        self.fold_hooks = fold_hooks
        # Keyed by `id` (xDSL hashes IR nodes in Python; these are asked for
        # every constant and erased op), each entry holding its node.
        self._constants: dict[int, tuple[Region, dict[_ConstantKey, Operation]]] = {}
        self._owned: dict[int, tuple[Operation, Region, _ConstantKey]] = {}
        self._pending: dict[int, Operation] | None = None
        """While uniquing after `adopt`: the adopted constants not met yet."""

    # -- constants -----------------------------------------------------------

    def insertion_region(self, block: Block) -> Region | None:
        """The region whose entry block receives the constants of `block`."""
        current: Block | None = block
        found: Region | None = None
        while current is not None:
            region = current.parent
            if region is None:
                break
            parent = region.parent
            if (
                parent is None
                or parent.parent is None
                or _isolated_from_above(type(parent))
            ):
                found = region
                break
            current = parent.parent
        return found

    def known_constants(self) -> tuple[Operation, ...]:
        """The constants this folder uniques that are still in the IR."""
        return tuple(
            entry[0] for entry in self._owned.values() if entry[0].parent is not None
        )

    def constant_table(self) -> ConstantTable:
        """The constants known now (not to be changed: `adopt` copies)."""
        return self._constants

    def adopt(self, table: ConstantTable, changed: Mapping[int, Operation]) -> None:
        """
        Before uniquing the constants of IR that a converged run with
        `table` left (`OperationFolder.constant_table`), where since then
        only the ops of `changed` changed: take over its constants that are
        still at their places, so that their keys need not be computed again
        (a key hashes attributes in Python). The uniquing must then meet
        every constant in walk order, as a fresh folder's does, and be ended
        by `end_adoption`; it gives the same result: an adopted constant
        met after an equal one is replaced by it, as it would be then.
        """
        constants = self._constants
        owned = self._owned
        for region_id, (region, scope) in table.items():
            entry = region.first_block
            if entry is None:
                continue
            mine = dict(scope)
            constants[region_id] = (region, mine)
            for key, op in scope.items():
                if op.parent is not entry or (
                    # Changed, perhaps only its place: the same value and
                    # type (the very attributes) make the same key.
                    id(op) in changed
                    and (
                        op.results[0].type is not key[2]
                        or constant_value(op) is not key[1]
                    )
                ):
                    del mine[key]
                else:
                    owned[id(op)] = (op, region, key)
        self._pending = {key: entry[0] for key, entry in owned.items()}

    def end_adoption(self) -> None:
        """Forget the adopted constants the uniquing did not meet (no
        longer in the IR it uniqued)."""
        pending = self._pending
        self._pending = None
        for op in (pending or {}).values():
            self.notify_removal(op)

    def is_owned(self, op: Operation | None) -> bool:
        """Whether `op` is a constant this folder uniques."""
        if op is None:
            return False
        entry = self._owned.get(id(op))
        return entry is not None and entry[0] is op

    def _known(self, region: Region, key: _ConstantKey) -> Operation | None:
        scope = self._constants.get(id(region))
        known = None if scope is None else scope[1].get(key)
        if known is not None and known.parent is not region.first_block:
            # Moved away by a pattern: forget it.
            self.notify_removal(known)
            return None
        return known

    def _record(self, op: Operation, region: Region, key: _ConstantKey) -> None:
        scope = self._constants.get(id(region))
        if scope is None:
            scope = self._constants[id(region)] = (region, {})
        scope[1][key] = op
        self._owned[id(op)] = (op, region, key)

    def insert_known_constant(
        self, op: Operation, value: Attribute | None = None
    ) -> bool:
        """
        Unique the existing constant `op`: if an equal constant is already
        known in its insertion region, replace `op` by it and return False;
        otherwise make `op` the known one, moved to the front of the entry
        block unless it already sits among the constants there, and return
        True.
        """
        block = op.parent
        if block is None:
            return True
        if self.is_owned(op):
            if self._pending:
                self._pending.pop(id(op), None)
            if block.first_op is not op and not self.is_owned(op.prev_op):
                self._move_to_front(op, block)
            return True
        if value is None:
            value = constant_value(op)
            if value is None:
                return True
        region = self.insertion_region(block)
        if region is None or region.first_block is None:
            return True
        op_class = type(op)
        dialect = _DIALECT_NAMES.get(op_class)
        if dialect is None:
            dialect = _DIALECT_NAMES[op_class] = op_class.dialect_name()
        key = (dialect, value, op.results[0].type)
        known = self._known(region, key)
        if known is not None and self._pending and id(known) in self._pending:
            # Adopted and not met yet: it comes after `op` in walk order,
            # and a fresh folder keeps the first one met.
            del self._pending[id(known)]
            self.notify_removal(known)
            known = None
        if known is not None and known is not op:
            if not known.results[0].name_hint and op.results[0].name_hint:
                known.results[0].name_hint = op.results[0].name_hint
            self.rewriter.replace(op, (), known.results)
            return False
        entry = region.first_block
        if block is not entry or (
            entry.first_op is not op and not self.is_owned(op.prev_op)
        ):
            self._move_to_front(op, entry)
        self._record(op, region, key)
        return True

    def _move_to_front(self, op: Operation, block: Block) -> None:
        op.detach()
        self.rewriter.insert(op, InsertPoint.at_start(block))

    def notify_removal(self, op: Operation) -> None:
        """Forget `op` if it is a known constant (it is being erased)."""
        owned = self._owned.get(id(op))
        if owned is None or owned[0] is not op:
            return
        del self._owned[id(op)]
        _, region, key = owned
        scope = self._constants.get(id(region))
        if scope is not None and scope[1].get(key) is op:
            del scope[1][key]

    def materialize(
        self, dialect: str, value: Attribute, type: Attribute
    ) -> Operation | None:
        """A new (detached) constant op of `dialect` for `value` and `type`."""
        materializer = CONSTANT_MATERIALIZERS.get(dialect)
        if materializer is not None:
            return materializer(value, type)
        if self.ctx is None:
            return None
        loaded = self.ctx.get_optional_dialect(dialect)
        if loaded is None:
            return None
        interface = loaded.get_interface(ConstantMaterializationInterface)
        if interface is None:
            return None
        return interface.materialize_constant(value, type)

    def get_or_create_constant(
        self, block: Block, dialect: str, value: Attribute, type: Attribute
    ) -> SSAValue | None:
        """
        The uniqued constant of `dialect` with `value` and `type` for uses in
        `block` (made at the start of the insertion region's entry block if
        new); None if the dialect cannot materialise it.
        """
        region = self.insertion_region(block)
        if region is None or region.first_block is None:
            return None
        # Constants are uniqued by the dialect of the constant op (the
        # `arith.constant` that `math` materialises is an `arith` constant).
        key = (constant_dialect(dialect), value, type)
        known = self._known(region, key)
        if known is not None:
            return known.results[0]
        op = self.materialize(dialect, value, type)
        if op is None or len(op.results) != 1 or op.results[0].type != type:
            return None
        hint = constant_name_hint(value, type)
        if hint is not None and not op.results[0].name_hint:
            op.results[0].name_hint = hint
        self.rewriter.insert(op, InsertPoint.at_start(region.first_block))
        self._record(op, region, key)
        return op.results[0]

    # -- folding -------------------------------------------------------------

    def try_fold(self, op: Operation, hook: FoldHook) -> bool | None:
        """
        Fold `op` with `hook`: None if it did not fold, False if it was
        updated in place (it stays), True if it was replaced (and erased).
        """
        folded = hook(op)
        if folded is None:
            return None
        if not folded or all(
            value is result for value, result in zip(folded, op.results, strict=True)
        ):
            self.rewriter.notify_op_modified(op)
            return False
        if len(folded) != len(op.results):
            raise ValueError(
                f"fold of {op.name} gave {len(folded)} values for "
                f"{len(op.results)} results"
            )
        block = op.parent
        if block is None:
            return None
        created: list[Operation] = []
        values: list[SSAValue] = []
        dialect = op.dialect_name()
        for item, result in zip(folded, op.results):
            if isinstance(item, SSAValue):
                values.append(item)
                continue
            known_before = len(self._owned)
            value = self.get_or_create_constant(block, dialect, item, result.type)
            if value is None:
                for new in created:
                    if all(r.first_use is None for r in new.results):
                        self.notify_removal(new)
                        self.rewriter.erase(new)
                return None
            if len(self._owned) != known_before:
                created.append(value.owner)  # pyright: ignore[reportArgumentType]
            values.append(value)
        self.rewriter.replace(op, (), values)
        return True
