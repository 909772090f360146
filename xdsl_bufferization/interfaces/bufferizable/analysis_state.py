"""The analysis state models query (`AnalysisState`: in-place decisions,
equivalence, reads and writes, reaching definitions) and the state of the
rewrite (`BufferizationState`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from xdsl.dialects.builtin import (
    ModuleOp,
    StringAttr,
)
from xdsl.ir import (
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)

from xdsl_bufferization.interfaces import region_branch
from xdsl_bufferization.interfaces.bufferizable.values import (
    AliasingOpOperand,
    AliasingValue,
    BufferRelation,
    OpOperand,
    TraversalConfig,
    _tuple_item,  # pyright: ignore[reportPrivateUsage]
    get_owner_of_value,
    is_tensor,
    region_index,
    tensor_operands_of,
    uses_of,
)

if TYPE_CHECKING:
    from xdsl_bufferization.interfaces.bufferizable.model import BufferizableOpModel
    from xdsl_bufferization.interfaces.bufferizable.options import (
        BufferizationOptions,
    )


# ===----------------------------------------------------------------------=== #
# Analysis state
# ===----------------------------------------------------------------------=== #


class AnalysisState:
    """
    What bufferization knows about the tensor IR. This base class has no
    analysis results: every operand that writes is out of place, no two values
    are known equivalent. `OneShotAnalysisState` refines it.
    """

    options: BufferizationOptions

    def __init__(self, options: BufferizationOptions):
        self.options = options
        self._repetitive_region_cache: dict[object, Region | None] = {}
        self._mutually_exclusive_cache: dict[tuple[int, int], bool] = {}
        # The models' answers, while `cache_queries` is on. Keyed by `id()`s:
        # `SSAValue.__hash__` and `Operation.__hash__` are Python methods.
        self._aliasing_values: dict[tuple[int, int], list[AliasingValue]] | None = None
        self._aliasing_op_operands: dict[int, list[AliasingOpOperand]] | None = None
        self._reads: dict[tuple[int, int], bool] | None = None
        self._writes: dict[tuple[int, int], bool] | None = None
        self._value_writes: dict[int, bool] | None = None
        self._value_reads: dict[int, bool] | None = None

    # -- op interface queries ---------------------------------------------- #

    def model_of(self, op: Operation | None) -> BufferizableOpModel | None:
        """The model of `op` under the options (`dyn_cast_bufferizable_op`;
        One-Shot Analysis remembers them while it analyzes)."""
        return self.options.dyn_cast_bufferizable_op(op)

    def tensor_operands(self, op: Operation) -> list[OpOperand]:
        """`tensor_operands_of(op)` (One-Shot Analysis remembers them while it
        analyzes; the list is shared: do not change it)."""
        return tensor_operands_of(op)

    def cache_queries(self, enabled: bool) -> None:
        """
        Start (or stop, forgetting them) remembering the models' answers to
        the queries below. Only valid while neither the IR nor the facts the
        models consult (equivalences, function boundaries) change: One-Shot
        Analysis turns it on while it analyzes one op (a function), and
        `forget_queries` after it merges equivalence classes.
        """
        if enabled:
            self._aliasing_values = {}
            self._aliasing_op_operands = {}
            self._reads = {}
            self._writes = {}
            self._value_writes = {}
            self._value_reads = {}
        else:
            self._aliasing_values = None
            self._aliasing_op_operands = None
            self._reads = None
            self._writes = None
            self._value_writes = None
            self._value_reads = None

    def forget_queries(self) -> None:
        """Forget the remembered answers (if `cache_queries` is on)."""
        if self._reads is not None:
            self.cache_queries(True)

    def get_aliasing_op_operands(self, value: SSAValue) -> list[AliasingOpOperand]:
        """The operands that may alias `value` once bufferized in place."""
        cache = self._aliasing_op_operands
        if cache is not None:
            found = cache.get(id(value))
            if found is not None:
                return found
        owner = get_owner_of_value(value)
        model = self.model_of(owner)
        if model is not None and owner is not None:
            found = model.get_aliasing_op_operands(owner, value, self)
        else:
            found = unknown_get_aliasing_op_operands(value)
        if cache is not None:
            cache[id(value)] = found
        return found

    def get_aliasing_values(self, operand: OpOperand) -> list[AliasingValue]:
        """The values that may alias `operand` once bufferized in place."""
        cache = self._aliasing_values
        if cache is not None:
            key = (id(operand.owner), operand.index)
            found = cache.get(key)
            if found is None:
                found = self._get_aliasing_values(operand)
                cache[key] = found
            return found
        return self._get_aliasing_values(operand)

    def _get_aliasing_values(self, operand: OpOperand) -> list[AliasingValue]:
        model = self.model_of(operand.owner)
        if model is not None:
            return model.get_aliasing_values(operand.owner, operand, self)
        return unknown_get_aliasing_values(operand)

    def bufferizes_to_memory_read(self, operand: OpOperand) -> bool:
        """Whether `operand` is read (ops without model: yes)."""
        cache = self._reads
        if cache is not None:
            key = (id(operand.owner), operand.index)
            found = cache.get(key)
            if found is None:
                found = self._bufferizes_to_memory_read(operand)
                cache[key] = found
            return found
        return self._bufferizes_to_memory_read(operand)

    def _bufferizes_to_memory_read(self, operand: OpOperand) -> bool:
        model = self.model_of(operand.owner)
        if model is not None:
            return model.bufferizes_to_memory_read(operand.owner, operand, self)
        return True

    def bufferizes_to_memory_write(self, operand: OpOperand) -> bool:
        """Whether `operand` is written (ops without model: yes)."""
        cache = self._writes
        if cache is not None:
            key = (id(operand.owner), operand.index)
            found = cache.get(key)
            if found is None:
                found = self._bufferizes_to_memory_write(operand)
                cache[key] = found
            return found
        return self._bufferizes_to_memory_write(operand)

    def _bufferizes_to_memory_write(self, operand: OpOperand) -> bool:
        model = self.model_of(operand.owner)
        if model is not None:
            return model.bufferizes_to_memory_write(operand.owner, operand, self)
        return True

    def bufferizes_to_alias_only(self, operand: OpOperand) -> bool:
        """Whether `operand` is neither read nor written, but aliased."""
        if self.model_of(operand.owner) is None:
            return False
        return (
            not self.bufferizes_to_memory_read(operand)
            and not self.bufferizes_to_memory_write(operand)
            and len(self.get_aliasing_values(operand)) != 0
        )

    def value_bufferizes_to_memory_write(self, value: SSAValue) -> bool:
        """Whether `value` is defined by a write (block arguments: yes)."""
        cls = type(value)
        if cls is BlockArgument or (
            cls is not OpResult and not isinstance(value, OpResult)
        ):
            return True
        cache = self._value_writes
        if cache is not None:
            found = cache.get(id(value))
            if found is not None:
                return found
        result = cast(OpResult, value)
        model = self.model_of(result.op)
        if model is None:
            return True
        found = model.result_bufferizes_to_memory_write(result.op, result, self)
        if cache is not None:
            cache[id(value)] = found
        return found

    def is_value_read(self, value: SSAValue) -> bool:
        """Whether `value` is read, directly or through aliases only."""
        cache = self._value_reads
        if cache is not None:
            found = cache.get(id(value))
            if found is None:
                found = cache[id(value)] = self._is_value_read(value)
            return found
        return self._is_value_read(value)

    def _is_value_read(self, value: SSAValue) -> bool:
        worklist = uses_of(value)
        visited: set[OpOperand] = set()
        while worklist:
            use = worklist.pop()
            if use in visited:
                continue
            visited.add(use)
            if self.bufferizes_to_alias_only(use):
                for alias in self.get_aliasing_values(use):
                    worklist.extend(uses_of(alias.value))
            if self.bufferizes_to_memory_read(use):
                return True
        return False

    def find_value_in_reverse_use_def_chain(
        self,
        operand: OpOperand,
        condition: Callable[[SSAValue], bool],
        config: TraversalConfig | None = None,
        visited_operands: set[OpOperand] | None = None,
    ) -> list[SSAValue]:
        """
        Walk from `operand` up the use-def chain through aliasing operands and
        return the values for which `condition` holds (the walk stops there),
        plus, with `always_include_leaves`, the values where it ends.
        """
        if config is None:
            config = TraversalConfig()
        visited: set[SSAValue] = set()
        result: dict[SSAValue, None] = {}
        worklist: dict[SSAValue, None] = {operand.get(): None}
        if visited_operands is not None:
            visited_operands.add(operand)
        while worklist:
            value = next(reversed(worklist))
            del worklist[value]
            if not config.revisit_already_visited_values and value in visited:
                if config.always_include_leaves:
                    result[value] = None
                continue
            visited.add(value)
            if condition(value):
                result[value] = None
                continue
            if not config.follow_unknown_ops and (
                self.model_of(get_owner_of_value(value)) is None
            ):
                if config.always_include_leaves:
                    result[value] = None
                continue
            aliases = self.get_aliasing_op_operands(value)
            if not aliases:
                if config.always_include_leaves:
                    result[value] = None
                continue
            for alias in aliases:
                if (
                    config.follow_equivalent_only
                    and alias.relation != BufferRelation.EQUIVALENT
                ):
                    if config.always_include_leaves:
                        result[value] = None
                    continue
                if config.follow_in_place_only and not self.is_in_place(alias.operand):
                    if config.always_include_leaves:
                        result[value] = None
                    continue
                if (
                    config.follow_same_type_or_casts_only
                    and alias.operand.get().type != value.type
                    and not _is_cast_op(get_owner_of_value(value))
                ):
                    if config.always_include_leaves:
                        result[value] = None
                    continue
                worklist[alias.operand.get()] = None
                if visited_operands is not None:
                    visited_operands.add(alias.operand)
        return list(result)

    def find_definitions(self, operand: OpOperand) -> list[SSAValue]:
        """The values that define the contents read through `operand`: those
        `find_value_in_reverse_use_def_chain(operand,
        value_bufferizes_to_memory_write, TraversalConfig(always_include_leaves
        =False))` finds, in its order, by the same walk without the options
        (asked of most tensor operands; keyed by ids, the values are alive)."""
        is_definition = self.value_bufferizes_to_memory_write
        model_of = self.model_of
        start = operand.get()
        visited: set[int] = set()
        result: dict[int, SSAValue] = {}
        worklist: dict[int, SSAValue] = {id(start): start}
        while worklist:
            key = next(reversed(worklist))
            value = worklist.pop(key)
            if key in visited:
                continue
            visited.add(key)
            if is_definition(value):
                result[key] = value
                continue
            if model_of(get_owner_of_value(value)) is None:
                continue
            for alias in self.get_aliasing_op_operands(value):
                found = alias.operand.get()
                worklist[id(found)] = found
        return list(result.values())

    def can_omit_tensor_copy(self, operand: OpOperand) -> bool:
        """Whether an out-of-place `operand` needs an allocation but no copy."""
        if self.has_undefined_contents(operand):
            return True
        if self.bufferizes_to_memory_write(
            operand
        ) and not self.bufferizes_to_memory_read(operand):
            return True
        return not self.bufferizes_to_memory_read(operand) and not any(
            self.is_value_read(a.value) for a in self.get_aliasing_values(operand)
        )

    # -- analysis results (overridden by One-Shot Analysis) ------------------ #

    def is_in_place(self, operand: OpOperand) -> bool:
        """Whether `operand` bufferizes in place."""
        if operand.owner.name == "bufferization.to_buffer":
            return True
        return not self.bufferizes_to_memory_write(operand)

    def are_equivalent_bufferized_values(self, a: SSAValue, b: SSAValue) -> bool:
        """Whether `a` and `b` are known to get the very same buffer."""
        return False

    def are_aliasing_bufferized_values(self, a: SSAValue, b: SSAValue) -> bool:
        """Whether the buffers of `a` and `b` may alias."""
        return True

    def has_undefined_contents(self, operand: OpOperand) -> bool:
        """Whether the tensor in `operand` has undefined contents."""
        return False

    # -- regions -------------------------------------------------------------- #

    def _is_repetitive_region(self, region: Region) -> bool:
        parent = region.parent
        model = self.model_of(parent)
        return (
            model is not None
            and parent is not None
            and model.is_repetitive_region(parent, region_index(region))
        )

    def _enclosing_repetitive_region_from(self, region: Region | None) -> Region | None:
        cache = self._repetitive_region_cache
        # (Asked mostly of regions answered already.)
        cached = cache.get(region, False) if region is not None else None
        if cached is not False:
            return cast(Region | None, cached)
        visited: list[Region] = []
        result: Region | None = None
        while region is not None:
            cached = self._repetitive_region_cache.get(region, False)
            if cached is not False:
                result = cast(Region | None, cached)
                break
            visited.append(region)
            if self._is_repetitive_region(region):
                result = region
                break
            parent = region.parent
            region = parent.parent_region() if parent is not None else None
        for r in visited:
            self._repetitive_region_cache[r] = result
        return result

    def get_enclosing_repetitive_region(
        self, op_or_value: Operation | SSAValue | Block
    ) -> Region | None:
        """The closest repetitive region around an op, value or block."""
        # (Values by their exact class first: `isinstance` against xDSL's
        # ABCs is slow, and the conflict check asks this of definitions.)
        cls = type(op_or_value)
        if cls is OpResult:
            block = cast(OpResult, op_or_value).op.parent
            return self._enclosing_repetitive_region_from(
                block.parent if block is not None else None
            )
        if cls is BlockArgument:
            return self._enclosing_repetitive_region_from(
                cast(BlockArgument, op_or_value).block.parent
            )
        if isinstance(op_or_value, Operation):
            block = op_or_value.parent
            if block is None:
                return None
            return self._enclosing_repetitive_region_from(block.parent)
        if isinstance(op_or_value, Block):
            return self._enclosing_repetitive_region_from(op_or_value.parent)
        if isinstance(op_or_value, BlockArgument):
            return self._enclosing_repetitive_region_from(op_or_value.block.parent)
        owner = get_owner_of_value(op_or_value)
        block = owner.parent if owner is not None else None
        return self._enclosing_repetitive_region_from(
            block.parent if block is not None else None
        )

    def get_next_enclosing_repetitive_region(self, region: Region) -> Region | None:
        """The closest repetitive region strictly around `region`."""
        parent = region.parent
        outer = parent.parent_region() if parent is not None else None
        return self._enclosing_repetitive_region_from(outer)

    def get_parallel_region(self, region: Region | None) -> Region | None:
        """The closest enclosing region that is parallel (or None)."""
        while region is not None:
            parent = region.parent
            model = self.model_of(parent)
            if (
                model is not None
                and parent is not None
                and model.is_parallel_region(parent, region_index(region))
            ):
                return region
            region = parent.parent_region() if parent is not None else None
        return None

    def inside_mutually_exclusive_regions(self, a: Operation, b: Operation) -> bool:
        """Cached `inside_mutually_exclusive_regions`."""
        key = (id(a), id(b))
        result = self._mutually_exclusive_cache.get(key)
        if result is None:
            result = region_branch.inside_mutually_exclusive_regions(a, b)
            self._mutually_exclusive_cache[key] = result
            self._mutually_exclusive_cache[(id(b), id(a))] = result
        return result


def _is_cast_op(op: Operation | None) -> bool:
    return op is not None and op.name in _CAST_OPS


_CAST_OPS = frozenset(
    {"tensor.cast", "memref.cast", "builtin.unrealized_conversion_cast"}
)


def unknown_get_aliasing_op_operands(value: SSAValue) -> list[AliasingOpOperand]:
    """Conservative answer for ops without model: every tensor operand may alias."""
    if isinstance(value, BlockArgument):
        region = value.block.parent
        if region is None or region.blocks.first is not value.block:
            return []
    owner = get_owner_of_value(value)
    if owner is None:
        return []
    return [
        AliasingOpOperand(o, BufferRelation.UNKNOWN, False)
        for o in tensor_operands_of(owner)
    ]


def unknown_get_aliasing_values(operand: OpOperand) -> list[AliasingValue]:
    """Conservative answer for ops without model: every tensor result and entry
    block argument may alias."""
    op = operand.owner
    result = [
        AliasingValue(r, BufferRelation.UNKNOWN, False)
        for r in op.results
        if is_tensor(r)
    ]
    for region in op.regions:
        first = region.blocks.first
        if first is not None:
            result.extend(
                AliasingValue(a, BufferRelation.UNKNOWN, False)
                for a in first.args
                if is_tensor(a)
            )
    return result


# ===----------------------------------------------------------------------=== #
# Bufferization state
# ===----------------------------------------------------------------------=== #


class BufferizationState:
    """State shared by the `bufferize` methods of one run (symbol names)."""

    def __init__(self) -> None:
        self._symbol_names: dict[int, set[str]] = {}
        self._uniquing_counters: dict[int, int] = {}
        self.copies_maybe_into_themselves: list[Operation] = []
        """`memref.copy`s made by models that may turn out to copy a buffer
        into itself once `to_buffer(to_tensor(x))` pairs fold (e.g. a
        `materialize_in_destination` whose source was computed in its
        destination): erased then, as they do nothing."""
        self.replaced_tensors: dict[int, int] = {}
        """The tensor results that One-Shot Bufferize's rewrite replaced
        without a `bufferization.to_tensor` (`BufferizingRewriter`): their
        op waits for the end of the rewrite with their buffers as operands
        (uses, kept up to date as a `to_tensor`'s operand would be), and this
        maps each (by id: its op keeps it alive until the map is emptied,
        and xDSL hashes values in Python) to the index of its buffer among
        them. Emptied at the end of each rewrite."""

    def replaced_buffer(self, value: SSAValue) -> SSAValue | None:
        """The buffer of tensor result `value` if the rewrite replaced it
        without a `to_tensor` (`replaced_tensors`), else None."""
        index = self.replaced_tensors.get(id(value))
        if index is None:
            return None
        # (The operand tuple read directly: asked by every `get_buffer`.)
        return _tuple_item(
            cast(OpResult, value).op._operands,  # pyright: ignore[reportPrivateUsage]
            index,
        )

    def symbol_names(self, module: ModuleOp) -> set[str]:
        """The symbol names defined at the top of `module` (kept up to date by
        the ops that add symbols)."""
        names = self._symbol_names.get(id(module))
        if names is None:
            names = set[str]()
            for op in module.ops:
                sym = op.properties.get("sym_name") or op.attributes.get("sym_name")
                if isinstance(sym, StringAttr):
                    names.add(sym.data)
            self._symbol_names[id(module)] = names
        return names

    def unique_symbol_name(self, module: ModuleOp, base: str) -> str:
        """
        A symbol name for a new top-level symbol of `module`: `base`, or, if
        taken, `base` with the next `_<n>` suffix of the module's counter (as
        MLIR's symbol tables rename). The name is then taken.
        """
        names = self.symbol_names(module)
        name = base
        while name in names:
            counter = self._uniquing_counters.get(id(module), 0)
            self._uniquing_counters[id(module)] = counter + 1
            name = f"{base}_{counter}"
        names.add(name)
        return name


def new_empty_state(options: BufferizationOptions) -> AnalysisState:
    """An analysis state without analysis results."""
    return AnalysisState(options)
