"""
The `memref` dialect of MLIR 22.

Every op of MLIR 22's `memref` dialect, with MLIR's operands, results, property
names, textual syntax (pretty and generic), verifiers (MLIR's wording), memory
effects on the specific values and canonicalizations.

xDSL 0.74's classes fall short for every op it has (missing syntax, properties or
MLIR's constraints, effects not tied to values), so each op is defined here under
xDSL's class name, with xDSL's accessor names (plus MLIR's extra ones) and
builders, and registered as a virtual subclass of xDSL's class: IR parsed with
this dialect still matches `isinstance(op, xdsl.dialects.memref.LoadOp)`. See
docs/registration.md. The view-like ops (subview, reinterpret_cast, view,
collapse_shape, expand_shape, reshape, transpose) live in `memref_views.py` and
are re-exported here.

Where MLIR's name of an operand, result or property cannot be a Python field
(it clashes with `Operation`'s own attributes, or xDSL's class already uses
another name), the MLIR name is a read-only Python property.

Memory effects (`xdsl.traits.get_effects`), as MLIR 22 declares them:

| op | effects |
| --- | --- |
| alloc | allocate the result |
| alloca | allocate the result, in `AutomaticAllocationScopeResource` |
| realloc | free the source, allocate the result |
| dealloc | free the operand |
| load | read the memref |
| store | write the memref |
| copy | read the source, write the target |
| atomic_rmw, generic_atomic_rmw | read and write the memref |
| prefetch | write the memref (what MLIR 22 declares: `mlir-opt --canonicalize` keeps an unused prefetch, `--affine-scalrep` forwards a store across a prefetch of a distinct buffer and removes a dead store across it) |
| alloca_scope | those of its body |
| dma_start, dma_wait, global | unknown: MLIR 22 declares `getEffects` on the DMA ops but not the interface, and `--ownership-based-buffer-deallocation` rejects them as "ops with unknown memory side effects" |
| every other op | none |

An alloca's allocation is an effect on its result (which the buffer
deallocation passes need to see), in MLIR's automatic-allocation-scope resource
(released when the closest enclosing automatic allocation scope exits), not the
default heap resource: passes tell stack allocations apart by that resource.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import Any, ClassVar, cast

from typing_extensions import Self, TypeVar, deprecated
from xdsl.dialect_interfaces.constant_materialization import (
    ConstantMaterializationInterface,
)
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I32,
    I64,
    AnyDenseElement,
    AnyFloat,
    AnyFloatConstr,
    BoolAttr,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FlatSymbolRefAttrConstr,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    MemRefLayoutAttr,
    MemRefType,
    NoneAttr,
    SignlessIntegerConstraint,
    StridedLayoutAttr,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    i32,
)
from xdsl.interfaces import (
    ConditionallySpeculatableInterface,
    HasCanonicalizationPatternsInterface,
    HasFolderInterface,
)
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    Operation,
    Region,
    SSAValue,
    TypedAttribute,
)
from xdsl.ir.affine import (
    AffineMap,
)
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    SameVariadicResultSize,
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.irdl.constraints import (
    AttrConstraint,
    InferenceContext,
    IntConstraint,
    VerificationContext,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    HasParent,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    NoMemoryEffect,
    OpTrait,
    Pure,
    RecursiveMemoryEffect,
    Resource,
    ReturnLike,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    SymbolTable,
    SymbolUserOpInterface,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.memref_views import (
    VIEW_OPS,
    CollapseShapeOp,
    ExpandShapeOp,
    ReinterpretCastOp,
    ReshapeOp,
    SubviewOp,
    TransposeOp,
    ViewOp,
    get_strides_and_offset,
    is_strided,
)
from xdsl_bufferization.utils.static_values import constant_int_value, has_static_shape

# ---------------------------------------------------------------------------
# Constraints that fail with MLIR's ODS wording
# ---------------------------------------------------------------------------

_AttributeCovT = TypeVar("_AttributeCovT", bound=Attribute, covariant=True)


@dataclass(frozen=True)
class AttrPredicate(AttrConstraint[Attribute]):
    """
    Attributes of one of `bases` for which `predicate` holds (a type or
    attribute constraint that IRDL cannot spell, such as "statically shaped").
    """

    bases: frozenset[type[Attribute]]
    predicate: Callable[[Attribute], bool]

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not isinstance(attr, tuple(self.bases)) or not self.predicate(attr):
            raise VerifyException(f"unexpected attribute {attr}")

    def get_bases(self) -> set[type[Attribute]] | None:
        return set(self.bases)

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> AttrPredicate:
        return self


@dataclass(frozen=True)
class Described(AttrConstraint[_AttributeCovT]):
    """
    Checks `stages` in order; the first constraint that fails reports its
    message, in which `{type}` stands for the checked attribute. Used to report
    ODS constraint failures with MLIR's words ("must be memref of any type
    values, but got 'f32'"). Inference goes through the last stage.
    """

    stages: tuple[tuple[AttrConstraint[_AttributeCovT], str], ...]

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        for constraint, message in self.stages:
            try:
                constraint.verify(attr, constraint_context)
            except VerifyException as e:
                raise VerifyException(message.format(type=attr)) from e

    def variables(self) -> set[str]:
        return set[str]().union(*(c.variables() for c, _ in self.stages))

    def can_infer(self, var_constraint_names: AbstractSet[str]) -> bool:
        return self.stages[-1][0].can_infer(var_constraint_names)

    def infer(self, context: InferenceContext) -> _AttributeCovT:
        return self.stages[-1][0].infer(context)

    def get_bases(self) -> set[type[Attribute]] | None:
        return self.stages[-1][0].get_bases()

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> Described[_AttributeCovT]:
        return Described(
            tuple((c.mapping_type_vars(type_var_mapping), m) for c, m in self.stages)
        )


@dataclass(frozen=True)
class InferredFrom(AttrConstraint[_AttributeCovT]):
    """
    Any attribute, inferred (by the declarative syntax) from `constraint`: a
    type the syntax does not spell and that the op verifier checks itself.
    """

    constraint: AttrConstraint[_AttributeCovT]

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        return

    def can_infer(self, var_constraint_names: AbstractSet[str]) -> bool:
        return self.constraint.can_infer(var_constraint_names)

    def infer(self, context: InferenceContext) -> _AttributeCovT:
        return self.constraint.infer(context)

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> InferredFrom[_AttributeCovT]:
        return InferredFrom(self.constraint.mapping_type_vars(type_var_mapping))


def described(
    constraint: AttrConstraint[_AttributeCovT], summary: str
) -> Described[_AttributeCovT]:
    """An operand or result constraint failing with `must be <summary>, but got '<type>'`."""
    return Described(((constraint, f"must be {summary}, but got '{{type}}'"),))


def described_property(
    constraint: AttrConstraint[_AttributeCovT], name: str, summary: str
) -> Described[_AttributeCovT]:
    """A property constraint failing as MLIR's `attribute '<name>' failed to satisfy constraint: <summary>`."""
    return Described(
        ((constraint, f"attribute '{name}' failed to satisfy constraint: {summary}"),)
    )


_ANY_MEMREF = "memref of any type values"
_RANKED_OR_UNRANKED = "ranked or unranked memref of any type values"
_INT_OR_FLOAT = "signless integer or floating-point"

MemRefConstr = base(MemRefType)
RankedOrUnrankedMemRefConstr = base(MemRefType) | base(UnrankedMemRefType)


def _is_signless_int_or_float(attr: Attribute) -> bool:
    return SignlessIntegerConstraint.verifies(attr) or isinstance(attr, AnyFloat)


IntOrFloatConstr = AttrPredicate(
    frozenset({IntegerType, *(AnyFloatConstr.get_bases() or ())}),
    _is_signless_int_or_float,
)


_I64 = IntegerType(64)


def _is_positive_power_of_two(attr: Attribute) -> bool:
    # `isinstance` and a type comparison: `isa(attr, IntegerAttr[I64])`
    # builds the generic constraint anew on each call.
    if not isinstance(attr, IntegerAttr):
        return False
    integer = cast(IntegerAttr, attr)
    value = integer.value.data
    return integer.type == _I64 and value > 0 and value & (value - 1) == 0


def _alignment_property() -> Described[Attribute]:
    """MLIR 22's alloc/alloca/realloc/load/store/global `alignment`."""
    return described_property(
        AttrPredicate(frozenset({IntegerAttr}), _is_positive_power_of_two),
        "alignment",
        "64-bit signless integer attribute whose value is positive and whose "
        "value is a power of two > 0",
    )


def _index_operand() -> Described[IndexType]:
    return described(base(IndexType), "index")


def _index_operands() -> Described[IndexType]:
    return described(base(IndexType), "variadic of index")


# ---------------------------------------------------------------------------
# Layout helpers
# ---------------------------------------------------------------------------


def is_identity_layout(layout: Attribute) -> bool:
    """Whether `layout` is an identity layout (MLIR's `isIdentity()`)."""
    if isinstance(layout, NoneAttr):
        return True
    if isinstance(layout, StridedLayoutAttr):
        # Its map is `(d0) -> (d0)` only for a unit stride and offset 0.
        return layout.get_strides() == (1,) and layout.get_offset() == 0
    if isinstance(layout, MemRefLayoutAttr):
        affine_map = layout.get_affine_map()
        return affine_map == AffineMap.identity(affine_map.num_dims)
    return False


def num_layout_symbols(memref_type: MemRefType) -> int:
    """How many symbol operands an allocation of `memref_type` takes."""
    layout = memref_type.layout
    if is_identity_layout(layout) or not isinstance(layout, MemRefLayoutAttr):
        return 0
    if isinstance(layout, StridedLayoutAttr):
        # A symbol for the offset and for each stride that are dynamic.
        values = (layout.get_offset(), *layout.get_strides())
        return sum(1 for value in values if value is None)
    return layout.get_affine_map().num_symbols


def _has_static_shape(attr: Attribute) -> bool:
    """A predicate on any attribute: a memref type of static shape."""
    return isa(attr, MemRefType) and has_static_shape(attr)


def _has_rank(rank: int) -> Callable[[Attribute], bool]:
    return lambda attr: isa(attr, MemRefType) and attr.get_num_dims() == rank


def _is_strided_type(attr: Attribute) -> bool:
    return isa(attr, MemRefType) and is_strided(attr)


def _is_strided_rank_0(attr: Attribute) -> bool:
    return _is_strided_type(attr) and _has_rank(0)(attr)


def _dynamic_dim_index(memref_type: MemRefType, dim: int) -> int:
    """Position of dynamic dimension `dim` among the dynamic dimensions."""
    return sum(1 for size in memref_type.get_shape()[:dim] if size == DYNAMIC_INDEX)


def element_type_of(memref_type: Attribute) -> Attribute | None:
    if isinstance(memref_type, MemRefType | UnrankedMemRefType):
        return cast(MemRefType | UnrankedMemRefType, memref_type).element_type
    return None


def memory_space_of(memref_type: Attribute) -> Attribute | None:
    if isinstance(memref_type, MemRefType | UnrankedMemRefType):
        return cast(MemRefType | UnrankedMemRefType, memref_type).memory_space
    return None


# ---------------------------------------------------------------------------
# Automatic allocation scopes and memory effects
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class AutomaticAllocationScopeResource(Resource):
    """
    The stack of the closest enclosing automatic allocation scope: what
    `memref.alloca` allocates from (MLIR's resource of the same name).
    """

    def name(self) -> str:
        return "AutomaticAllocationScope"


class AutomaticAllocationScope(OpTrait):
    """
    The regions of an op with this trait release the `memref.alloca`
    allocations made in them when control leaves them (MLIR's trait).
    """


AUTOMATIC_ALLOCATION_SCOPE_OPS = frozenset(
    {
        "func.func",
        "llvm.func",
        "gpu.func",
        "gpu.launch",
        "scf.for",
        "scf.forall",
        "scf.parallel",
        "affine.for",
        "affine.parallel",
        "async.execute",
        "memref.alloca_scope",
    }
)
"""
Names of ops that have MLIR's `AutomaticAllocationScope` trait, for the op
classes that do not carry our `AutomaticAllocationScope` trait (xDSL's).
"""


def has_automatic_allocation_scope(op: Operation) -> bool:
    """Whether `op` is an automatic allocation scope."""
    return op.name in AUTOMATIC_ALLOCATION_SCOPE_OPS or op.has_trait(
        AutomaticAllocationScope, value_if_unregistered=False
    )


class SingleBlockTerminatedBy(SingleBlockImplicitTerminator):
    """
    MLIR's `SingleBlockImplicitTerminator<op_type>`, failing with MLIR's words:
    the regions have at most one block, which ends with an `op_type`.
    """

    def verify(self, op: Operation) -> None:
        for index, region in enumerate(op.regions):
            if len(region.blocks) > 1:
                raise VerifyException(f"expects region #{index} to have 0 or 1 blocks")
            block = region.blocks.first
            if block is None:
                continue
            last = block.last_op
            if last is None:
                raise VerifyException("empty block: expect at least a terminator")
            if not last.has_trait(IsTerminator, value_if_unregistered=True):
                raise VerifyException(f"block with no terminator, has {last.name}")
            if not isinstance(last, self.op_type):
                raise VerifyException(
                    f"expects regions to end with '{self.op_type.name}', found "
                    f"'{last.name}'"
                )


def _memref_effects(
    *effects: tuple[MemoryEffectKind, SSAValue],
) -> AbstractSet[EffectInstance]:
    return frozenset(EffectInstance(kind, value) for kind, value in effects)


class AllocOpMemoryEffect(MemoryEffect):
    """memref.alloc allocates its result."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects((MemoryEffectKind.ALLOC, op.results[0]))


class AllocaOpMemoryEffect(MemoryEffect):
    """memref.alloca allocates its result on the automatic allocation scope's stack."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return frozenset(
            {
                EffectInstance(
                    MemoryEffectKind.ALLOC,
                    op.results[0],
                    AutomaticAllocationScopeResource(),
                )
            }
        )


class ReallocOpMemoryEffect(MemoryEffect):
    """memref.realloc frees its source and allocates its result."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects(
            (MemoryEffectKind.FREE, op.operands[0]),
            (MemoryEffectKind.ALLOC, op.results[0]),
        )


class DeallocOpMemoryEffect(MemoryEffect):
    """memref.dealloc frees its operand."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects((MemoryEffectKind.FREE, op.operands[0]))


class ReadsMemRefOperand(MemoryEffect):
    """Reads the op's `memref` operand."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects((MemoryEffectKind.READ, _memref_operand(op)))


class WritesMemRefOperand(MemoryEffect):
    """Writes the op's `memref` operand."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects((MemoryEffectKind.WRITE, _memref_operand(op)))


class ReadsAndWritesMemRefOperand(MemoryEffect):
    """Reads and writes the op's `memref` operand (atomic read-modify-write)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        memref = _memref_operand(op)
        return _memref_effects(
            (MemoryEffectKind.READ, memref), (MemoryEffectKind.WRITE, memref)
        )


def _memref_operand(op: Operation) -> SSAValue:
    memref: object = getattr(op, "memref")  # noqa: B009 (every user op defines it)
    assert isa(memref, SSAValue)
    return memref


class CopyOpMemoryEffect(MemoryEffect):
    """memref.copy reads its source and writes its target."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects(
            (MemoryEffectKind.READ, op.operands[0]),
            (MemoryEffectKind.WRITE, op.operands[1]),
        )


# ---------------------------------------------------------------------------
# Printing and parsing helpers
# ---------------------------------------------------------------------------

_OpT = TypeVar("_OpT", bound=IRDLOperation)


def _new_op(
    op_class: type[_OpT],
    *,
    operands: Sequence[SSAValue | Operation | Sequence[SSAValue | Operation]] = (),
    result_types: Sequence[Attribute | Sequence[Attribute]] = (),
    properties: Mapping[str, Attribute | None] | None = None,
    attributes: Mapping[str, Attribute | None] | None = None,
    regions: Sequence[Region] = (),
) -> _OpT:
    """An op of `op_class` built without its `__init__` (`IRDLOperation.build`)."""
    op = op_class.__new__(op_class)
    IRDLOperation.__init__(
        op,
        operands=operands,
        result_types=result_types,
        properties=properties,
        attributes=attributes,
        regions=regions,
    )
    return op


def _print_operand_list(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_list(values, printer.print_ssa_value)


def _print_indexed(printer: Printer, memref: SSAValue, indices: Sequence[SSAValue]):
    printer.print_ssa_value(memref)
    printer.print_string("[")
    _print_operand_list(printer, indices)
    printer.print_string("]")


def _parse_indexed(parser: Parser) -> tuple[UnresolvedOperand, list[UnresolvedOperand]]:
    """Parse `%memref[%i, %j]`."""
    memref = parser.parse_unresolved_operand()
    indices = parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, parser.parse_unresolved_operand
    )
    return memref, indices


def _resolve_indices(
    parser: Parser, indices: Sequence[UnresolvedOperand]
) -> list[SSAValue]:
    return [parser.resolve_operand(index, IndexType()) for index in indices]


def _print_attr_dict(
    printer: Printer,
    op: Operation,
    properties: Iterable[str] = (),
    defaults: Mapping[str, Attribute] | None = None,
) -> None:
    """
    Print the discardable attributes and the named `properties` of `op` as one
    dictionary sorted by name, as MLIR does; a property equal to its default
    value (`defaults`) is left out.
    """
    entries = dict(op.attributes)
    for name in properties:
        value = op.properties.get(name)
        if value is not None and (defaults is None or defaults.get(name) != value):
            entries[name] = value
    printer.print_op_attributes(dict(sorted(entries.items())))


def _parse_attr_dict(
    parser: Parser, properties: Iterable[str] = ()
) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """
    Parse an optional attribute dictionary; return the entries named in
    `properties` (the op's inherent attributes) and the other ones.
    """
    attributes = parser.parse_optional_attr_dict()
    inherent = {name: attributes.pop(name) for name in properties if name in attributes}
    return inherent, attributes


# ---------------------------------------------------------------------------
# Allocation
# ---------------------------------------------------------------------------


def _verify_alloc_like(op: AllocOp | AllocaOp) -> None:
    memref_type = op.memref.type
    assert isa(memref_type, MemRefType)
    num_dynamic = sum(1 for size in memref_type.get_shape() if size == DYNAMIC_INDEX)
    if len(op.dynamic_sizes) != num_dynamic:
        raise VerifyException(
            f"incorrect number of dynamic sizes, has {len(op.dynamic_sizes)}, "
            f"expected {num_dynamic}"
        )
    num_symbols = num_layout_symbols(memref_type)
    if len(op.symbol_operands) != num_symbols:
        raise VerifyException(
            "symbol operand count does not equal memref symbol count: expected "
            f"{num_symbols}, got {len(op.symbol_operands)}"
        )


_NO_ATTR = NoneAttr()


def _memref_type_for(
    element_type: Attribute,
    shape: Iterable[int | IntAttr] | None,
    layout: MemRefLayoutAttr | NoneAttr,
    memory_space: Attribute,
) -> MemRefType:
    return MemRefType(
        element_type, [1] if shape is None else shape, layout, memory_space
    )


def _alignment_attr(alignment: int | IntegerAttr | None) -> IntegerAttr | None:
    if isinstance(alignment, int):
        return IntegerAttr(alignment, 64)
    return alignment


class _AllocLike(IRDLOperation):
    """Shared definition of memref.alloc and memref.alloca."""

    dynamic_sizes = var_operand_def(_index_operands())
    symbol_operands = var_operand_def(_index_operands())

    memref = result_def(described(MemRefConstr, _ANY_MEMREF))

    alignment = opt_prop_def(_alignment_property())

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def get(
        cls,
        return_type: Attribute,
        alignment: int | IntegerAttr | None = None,
        shape: Iterable[int | IntAttr] | None = None,
        dynamic_sizes: Sequence[SSAValue | Operation] | None = None,
        layout: MemRefLayoutAttr | NoneAttr = _NO_ATTR,
        memory_space: Attribute = _NO_ATTR,
    ) -> Self:
        """Build an allocation of `return_type` elements (xDSL's builder)."""
        return _new_op(
            cls,
            operands=[[SSAValue.get(size) for size in dynamic_sizes or ()], []],
            result_types=[_memref_type_for(return_type, shape, layout, memory_space)],
            properties={"alignment": _alignment_attr(alignment)},
        )

    @property
    def result(self) -> SSAValue:
        """MLIR's name of the result."""
        return self.memref

    def print(self, printer: Printer) -> None:
        # `(%sizes)` (`[%symbols]`)? attr-dict `:` type
        printer.print_string("(")
        _print_operand_list(printer, self.dynamic_sizes)
        printer.print_string(")")
        if self.symbol_operands:
            printer.print_string("[")
            _print_operand_list(printer, self.symbol_operands)
            printer.print_string("]")
        _print_attr_dict(printer, self, ("alignment",))
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        sizes = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        symbols = (
            parser.parse_optional_comma_separated_list(
                parser.Delimiter.SQUARE, parser.parse_unresolved_operand
            )
            or []
        )
        properties, attributes = _parse_attr_dict(parser, ("alignment",))
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        return _new_op(
            cls,
            operands=[
                _resolve_indices(parser, sizes),
                _resolve_indices(parser, symbols),
            ],
            result_types=[memref_type],
            properties=properties,
            attributes=attributes,
        )

    def get_mixed_sizes(self) -> list[SSAValue | int]:
        """Size of each dimension: the static size, or its dynamic size operand."""
        memref_type = self.memref.type
        assert isa(memref_type, MemRefType)
        dynamic = iter(self.dynamic_sizes)
        return [
            next(dynamic) if size == DYNAMIC_INDEX else size
            for size in memref_type.get_shape()
        ]


@irdl_op_definition
class AllocOp(_AllocLike, HasCanonicalizationPatternsInterface):
    """Heap allocation (MLIR's `memref.alloc`)."""

    name = "memref.alloc"

    traits = traits_def(AllocOpMemoryEffect())

    def __init__(
        self,
        dynamic_sizes: Sequence[SSAValue | Operation],
        symbol_operands: Sequence[SSAValue | Operation],
        result_type: Attribute,
        alignment: Attribute | None = None,
    ):
        super().__init__(
            operands=(dynamic_sizes, symbol_operands),
            result_types=(result_type,),
            properties={"alignment": alignment},
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            SimplifyAllocConst,
            SimplifyDeadAlloc,
        )

        return (SimplifyAllocConst(), SimplifyDeadAlloc())

    def verify_(self) -> None:
        _verify_alloc_like(self)


@irdl_op_definition
class AllocaOp(_AllocLike, HasCanonicalizationPatternsInterface):
    """Stack allocation released by the enclosing automatic allocation scope."""

    name = "memref.alloca"

    traits = traits_def(AllocaOpMemoryEffect())

    def __init__(
        self,
        dynamic_sizes: Sequence[SSAValue | Operation] | None = None,
        symbol_operands: Sequence[SSAValue | Operation] = (),
        result_type: Attribute | None = None,
        alignment: Attribute | None = None,
        **irdl_arguments: Any,
    ):
        """
        Build from the sizes, symbols, result type and alignment, as AllocOp;
        or, as xDSL's AllocaOp (which has no builder of its own), from
        `IRDLOperation`'s keyword arguments (`operands=`, `result_types=`...).
        """
        if result_type is None:
            super().__init__(**irdl_arguments)
            return
        super().__init__(
            operands=(dynamic_sizes or (), symbol_operands),
            result_types=(result_type,),
            properties={"alignment": alignment},
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            SimplifyAllocConst,
            SimplifyDeadAlloc,
        )

        return (SimplifyAllocConst(), SimplifyDeadAlloc())

    def verify_(self) -> None:
        ancestor = self.parent_op()
        while ancestor is not None and not has_automatic_allocation_scope(ancestor):
            ancestor = ancestor.parent_op()
        # A detached op (being built) has no ancestor yet.
        if ancestor is None and self.parent_op() is not None:
            raise VerifyException(
                "requires an ancestor op with AutomaticAllocationScope trait"
            )
        _verify_alloc_like(self)


@irdl_op_definition
class ReallocOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Resize a 1-D buffer, possibly moving it (MLIR's `memref.realloc`). MLIR
    names the optional size operand `dynamicResultSize`.
    """

    name = "memref.realloc"

    source = operand_def(
        described(
            AttrPredicate(frozenset({MemRefType}), _has_rank(1)),
            "1D memref of any type values",
        )
    )
    dynamic_result_size = opt_operand_def(_index_operand())
    alignment = opt_prop_def(_alignment_property())
    result = result_def(
        described(
            AttrPredicate(frozenset({MemRefType}), _has_rank(1)),
            "1D memref of any type values",
        )
    )

    traits = traits_def(ReallocOpMemoryEffect())

    def __init__(
        self,
        source: SSAValue | Operation,
        result_type: MemRefType,
        dynamic_result_size: SSAValue | Operation | None = None,
        alignment: int | IntegerAttr | None = None,
    ):
        super().__init__(
            operands=(
                source,
                () if dynamic_result_size is None else (dynamic_result_size,),
            ),
            result_types=(result_type,),
            properties={"alignment": _alignment_attr(alignment)},
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            SimplifyDeadAlloc,
        )

        return (SimplifyDeadAlloc(),)

    @property
    def dynamicResultSize(self) -> SSAValue | None:
        return self.dynamic_result_size

    def print(self, printer: Printer) -> None:
        # $source (`(` $dynamicResultSize `)`)? attr-dict `:` type `to` type
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        if self.dynamic_result_size is not None:
            printer.print_string("(")
            printer.print_ssa_value(self.dynamic_result_size)
            printer.print_string(")")
        _print_attr_dict(printer, self, ("alignment",))
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source = parser.parse_unresolved_operand()
        size: list[UnresolvedOperand] = []
        if parser.parse_optional_punctuation("(") is not None:
            size.append(parser.parse_unresolved_operand())
            parser.parse_punctuation(")")
        properties, attributes = _parse_attr_dict(parser, ("alignment",))
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_keyword("to")
        result_type = parser.parse_type()
        return _new_op(
            cls,
            operands=[
                parser.resolve_operand(source, source_type),
                _resolve_indices(parser, size),
            ],
            result_types=[result_type],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        source_type = self.source.type
        result_type = self.result.type
        assert isa(source_type, MemRefType)
        assert isa(result_type, MemRefType)
        if not is_identity_layout(source_type.layout):
            raise VerifyException(
                f"unsupported layout for source memref type '{source_type}'"
            )
        if not is_identity_layout(result_type.layout):
            raise VerifyException(
                f"unsupported layout for result memref type '{result_type}'"
            )
        if source_type.memory_space != result_type.memory_space:
            raise VerifyException(
                "different memory spaces specified for source memref type "
                f"'{source_type}' and result memref type '{result_type}'"
            )
        if source_type.element_type != result_type.element_type:
            raise VerifyException(
                "different element types specified for source memref type "
                f"'{source_type}' and result memref type '{result_type}'"
            )
        dynamic = DYNAMIC_INDEX in result_type.get_shape()
        if dynamic and self.dynamic_result_size is None:
            raise VerifyException(
                f"missing dimension operand for result type '{result_type}'"
            )
        if not dynamic and self.dynamic_result_size is not None:
            raise VerifyException(
                f"unnecessary dimension operand for result type '{result_type}'"
            )


@irdl_op_definition
class DeallocOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """Free a buffer allocated by memref.alloc."""

    name = "memref.dealloc"

    memref = operand_def(described(RankedOrUnrankedMemRefConstr, _RANKED_OR_UNRANKED))

    assembly_format = "$memref attr-dict `:` type($memref)"

    traits = traits_def(DeallocOpMemoryEffect())

    @staticmethod
    def get(operand: Operation | SSAValue) -> DeallocOp:
        return _new_op(DeallocOp, operands=[operand])

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)


# ---------------------------------------------------------------------------
# Allocation scopes
# ---------------------------------------------------------------------------


@irdl_op_definition
class AllocaScopeReturnOp(IRDLOperation):
    """Terminator of memref.alloca_scope. MLIR names its operands `results`."""

    name = "memref.alloca_scope.return"

    ops = var_operand_def()

    assembly_format = "attr-dict ($ops^ `:` type($ops))?"

    traits = traits_def(
        HasParent(xdsl_memref.AllocaScopeOp), IsTerminator(), ReturnLike(), Pure()
    )


@irdl_op_definition
class AllocaScopeOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Explicit scope of the memref.alloca allocations in its body. MLIR names
    its results `results` and its region `bodyRegion`.
    """

    name = "memref.alloca_scope"

    res = var_result_def()

    scope = region_def()

    traits = traits_def(
        AutomaticAllocationScope(),
        SingleBlockTerminatedBy(xdsl_memref.AllocaScopeReturnOp),
        RecursiveMemoryEffect(),
    )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            AllocaScopeHoister,
            AllocaScopeInliner,
        )

        return (AllocaScopeInliner(), AllocaScopeHoister())

    @property
    def bodyRegion(self) -> Region:
        return self.scope

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        if self.res:
            printer.print_string(" -> (")
            printer.print_list(self.res.types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(
            self.scope,
            print_entry_block_args=False,
            print_block_terminators=bool(self.res),
        )
        _print_attr_dict(printer, self)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            if parser.parse_optional_punctuation("(") is not None:
                if parser.parse_optional_punctuation(")") is None:
                    result_types = parser.parse_comma_separated_list(
                        parser.Delimiter.NONE, parser.parse_type
                    )
                    parser.parse_punctuation(")")
            else:
                result_types = [parser.parse_type()]
        body = parser.parse_region()
        if not body.blocks:
            body.add_block(Block())
        for block in body.blocks:
            last = block.last_op
            if last is None or not last.has_trait(
                IsTerminator, value_if_unregistered=False
            ):
                block.add_op(_new_op(AllocaScopeReturnOp, operands=[[]]))
        attributes = parser.parse_optional_attr_dict()
        return _new_op(
            cls, result_types=[result_types], regions=[body], attributes=attributes
        )

    def verify_(self) -> None:
        if len(self.scope.blocks) > 1:
            raise VerifyException("expects region #0 to have 0 or 1 blocks")
        block = self.scope.blocks.first
        if block is None:
            raise VerifyException(
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 "
                "blocks"
            )
        if block.args:
            raise VerifyException("region should have no arguments")
        terminator = block.last_op
        if not isinstance(terminator, xdsl_memref.AllocaScopeReturnOp):
            return
        prefix = (
            "along control flow edge from Operation memref.alloca_scope.return "
            "to parent: "
        )
        returned = terminator.operands
        if len(returned) != len(self.res):
            raise VerifyException(
                f"{prefix}region branch point has {len(returned)} operands, but "
                f"region successor needs {len(self.res)} inputs"
            )
        for i, (value, result) in enumerate(zip(returned, self.res)):
            if value.type != result.type:
                raise VerifyException(
                    f"{prefix}successor operand type #{i} '{value.type}' should "
                    f"match successor input type #{i} '{result.type}'"
                )


# ---------------------------------------------------------------------------
# Loads and stores
# ---------------------------------------------------------------------------


@irdl_op_definition
class LoadOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """Read an element. MLIR names the result `result`."""

    name = "memref.load"

    T: ClassVar = VarConstraint("T", AnyAttr())

    memref = operand_def(
        Described(
            (
                (MemRefConstr, f"must be {_ANY_MEMREF}, but got '{{type}}'"),
                (MemRefType.constr(T), ""),
            )
        )
    )
    indices = var_operand_def(_index_operands())
    res = result_def(
        Described(
            ((T, "failed to verify that result type matches element type of 'memref'"),)
        )
    )

    nontemporal = opt_prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    alignment = opt_prop_def(_alignment_property())

    traits = traits_def(ReadsMemRefOperand())

    @classmethod
    def get(
        cls,
        ref: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
        nontemporal: bool = False,
        alignment: int | None = None,
    ) -> Self:
        ssa_value = SSAValue.get(ref, type=MemRefType)
        return cls(
            operands=[ref, indices],
            result_types=[ssa_value.type.element_type],
            properties=_access_properties(nontemporal, alignment),
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    @property
    def result(self) -> SSAValue:
        """MLIR's name of the result."""
        return self.res

    def print(self, printer: Printer) -> None:
        # $memref `[` $indices `]` attr-dict `:` type($memref)
        printer.print_string(" ")
        _print_indexed(printer, self.memref, self.indices)
        _print_attr_dict(printer, self, _ACCESS_PROPERTIES, _ACCESS_DEFAULTS)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        memref, indices = _parse_indexed(parser)
        properties, attributes = _parse_attr_dict(parser, _ACCESS_PROPERTIES)
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        element_type = element_type_of(memref_type)
        return _new_op(
            cls,
            operands=[
                parser.resolve_operand(memref, memref_type),
                _resolve_indices(parser, indices),
            ],
            # A non-memref type is reported by the verifier.
            result_types=[memref_type if element_type is None else element_type],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        memref_type = self.memref.type
        assert isa(memref_type, MemRefType)
        if memref_type.get_num_dims() != len(self.indices):
            raise VerifyException(
                "incorrect number of indices for load, expected "
                f"{memref_type.get_num_dims()} but got {len(self.indices)}"
            )


_ACCESS_PROPERTIES = ("alignment", "nontemporal")
_ACCESS_DEFAULTS = {"nontemporal": BoolAttr.from_bool(False)}


def _access_properties(
    nontemporal: bool, alignment: int | None
) -> dict[str, Attribute | None]:
    return {
        "nontemporal": BoolAttr.from_bool(True) if nontemporal else None,
        "alignment": None if alignment is None else IntegerAttr(alignment, 64),
    }


@irdl_op_definition
class StoreOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """Write an element."""

    name = "memref.store"

    T: ClassVar = VarConstraint("T", AnyAttr())

    value = operand_def(Described(((T, ""),)))
    memref = operand_def(
        Described(
            (
                (MemRefConstr, f"must be {_ANY_MEMREF}, but got '{{type}}'"),
                (
                    MemRefType.constr(T),
                    "failed to verify that type of 'value' matches element type of "
                    "'memref'",
                ),
            )
        )
    )
    indices = var_operand_def(_index_operands())

    nontemporal = opt_prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    alignment = opt_prop_def(_alignment_property())

    traits = traits_def(WritesMemRefOperand())

    @classmethod
    def get(
        cls,
        value: Operation | SSAValue,
        ref: Operation | SSAValue,
        indices: Sequence[Operation | SSAValue],
        nontemporal: bool = False,
        alignment: int | None = None,
    ) -> Self:
        return cls(
            operands=[value, ref, indices],
            properties=_access_properties(nontemporal, alignment),
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    def print(self, printer: Printer) -> None:
        # $value `,` $memref `[` $indices `]` attr-dict `:` type($memref)
        printer.print_string(" ")
        printer.print_ssa_value(self.value)
        printer.print_string(", ")
        _print_indexed(printer, self.memref, self.indices)
        _print_attr_dict(printer, self, _ACCESS_PROPERTIES, _ACCESS_DEFAULTS)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref, indices = _parse_indexed(parser)
        properties, attributes = _parse_attr_dict(parser, _ACCESS_PROPERTIES)
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        element_type = element_type_of(memref_type)
        return _new_op(
            cls,
            operands=[
                parser.resolve_operand(
                    value, memref_type if element_type is None else element_type
                ),
                parser.resolve_operand(memref, memref_type),
                _resolve_indices(parser, indices),
            ],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        memref_type = self.memref.type
        assert isa(memref_type, MemRefType)
        if memref_type.get_num_dims() != len(self.indices):
            raise VerifyException("store index operand count not equal to memref rank")


# ---------------------------------------------------------------------------
# Atomics
# ---------------------------------------------------------------------------

ATOMIC_RMW_KINDS: tuple[str, ...] = (
    "addf",
    "addi",
    "andi",
    "assign",
    "maximumf",
    "maxnumf",
    "maxs",
    "maxu",
    "minimumf",
    "minnumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "xori",
)
"""MLIR's `arith::AtomicRMWKind` cases, indexed by their value."""

_FLOAT_RMW_KINDS = frozenset({"addf", "maximumf", "minimumf", "mulf"})
_INTEGER_RMW_KINDS = frozenset(
    {"addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi"}
)


@irdl_op_definition
class AtomicRMWOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Atomic read-modify-write of an element; `kind` holds the value of MLIR's
    `arith::AtomicRMWKind` (see `ATOMIC_RMW_KINDS`).
    """

    name = "memref.atomic_rmw"

    value = operand_def(described(IntOrFloatConstr, _INT_OR_FLOAT))
    memref = operand_def(
        described(
            MemRefType.constr(IntOrFloatConstr),
            f"memref of {_INT_OR_FLOAT} values",
        )
    )
    indices = var_operand_def(_index_operands())

    kind = prop_def(
        described_property(
            AttrPredicate(
                frozenset({IntegerAttr}),
                lambda a: (
                    isa(a, IntegerAttr[I64])
                    and 0 <= a.value.data < len(ATOMIC_RMW_KINDS)
                ),
            ),
            "kind",
            "allowed 64-bit signless integer cases: "
            + ", ".join(str(i) for i in range(len(ATOMIC_RMW_KINDS))),
        )
    )

    result = result_def(described(IntOrFloatConstr, _INT_OR_FLOAT))

    traits = traits_def(ReadsAndWritesMemRefOperand())

    @classmethod
    def get(
        cls,
        kind: str | int,
        value: SSAValue | Operation,
        memref: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
    ) -> Self:
        """Build `memref.atomic_rmw <kind>` (a name of `ATOMIC_RMW_KINDS` or its value)."""
        if isinstance(kind, str):
            kind = ATOMIC_RMW_KINDS.index(kind)
        value = SSAValue.get(value)
        return _new_op(
            cls,
            operands=[value, memref, indices],
            result_types=[value.type],
            properties={"kind": IntegerAttr(kind, 64)},
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    @property
    def kind_name(self) -> str:
        """The kind's keyword (`addf`, `maxs`, ...)."""
        return ATOMIC_RMW_KINDS[cast(IntegerAttr, self.kind).value.data]

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind_name} ")
        printer.print_ssa_value(self.value)
        printer.print_string(", ")
        _print_indexed(printer, self.memref, self.indices)
        _print_attr_dict(printer, self)
        printer.print_string(" : (")
        printer.print_attribute(self.value.type)
        printer.print_string(", ")
        printer.print_attribute(self.memref.type)
        printer.print_string(") -> ")
        printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        kind_name = parser.parse_optional_str_literal()
        if kind_name is None:
            kind_name = parser.parse_optional_identifier()
        if kind_name not in ATOMIC_RMW_KINDS:
            parser.raise_error(
                "expected string or keyword containing one of the following enum "
                "values for attribute 'kind' [" + ", ".join(ATOMIC_RMW_KINDS) + "]"
            )
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref, indices = _parse_indexed(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        parser.parse_punctuation("(")
        value_type = parser.parse_type()
        parser.parse_punctuation(",")
        memref_type = parser.parse_type()
        parser.parse_punctuation(")")
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        return _new_op(
            cls,
            operands=[
                parser.resolve_operand(value, value_type),
                parser.resolve_operand(memref, memref_type),
                _resolve_indices(parser, indices),
            ],
            result_types=[result_type],
            properties={"kind": IntegerAttr(ATOMIC_RMW_KINDS.index(kind_name), 64)},
            attributes=attributes,
        )

    def verify_(self) -> None:
        if self.value.type != self.result.type:
            raise VerifyException(
                "failed to verify that all of {value, result} have same type"
            )
        memref_type = self.memref.type
        assert isa(memref_type, MemRefType)
        if memref_type.element_type != self.value.type:
            raise VerifyException(
                "failed to verify that value type matches element type of memref"
            )
        if memref_type.get_num_dims() != len(self.indices):
            raise VerifyException(
                "expects the number of subscripts to be equal to memref rank"
            )
        kind = self.kind_name
        if kind in _FLOAT_RMW_KINDS and not isinstance(self.value.type, AnyFloat):
            raise VerifyException(f"with kind '{kind}' expects a floating-point type")
        if kind in _INTEGER_RMW_KINDS and not isinstance(self.value.type, IntegerType):
            raise VerifyException(f"with kind '{kind}' expects an integer type")


@irdl_op_definition
class AtomicYieldOp(IRDLOperation):
    """Terminator of memref.generic_atomic_rmw: the value to store."""

    name = "memref.atomic_yield"

    result = operand_def()

    assembly_format = "$result attr-dict `:` type($result)"

    traits = traits_def(IsTerminator(), Pure())

    def __init__(self, result: SSAValue | Operation):
        super().__init__(operands=[result])

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is None:
            return
        if not isinstance(parent, GenericAtomicRMWOp):
            raise VerifyException(
                "'memref.atomic_yield' expects parent op 'memref.generic_atomic_rmw'"
            )
        parent_type = parent.result.type
        if parent_type != self.result.type:
            raise VerifyException(
                f"types mismatch between yield op: '{self.result.type}' and its "
                f"parent: '{parent_type}'"
            )


@irdl_op_definition
class GenericAtomicRMWOp(IRDLOperation):
    """
    Atomic read-modify-write of an element with the modification in a region;
    the entry block argument is the current value.
    """

    name = "memref.generic_atomic_rmw"

    memref = operand_def(
        described(
            MemRefType.constr(IntOrFloatConstr), f"memref of {_INT_OR_FLOAT} values"
        )
    )
    indices = var_operand_def(_index_operands())

    result = result_def(described(IntOrFloatConstr, _INT_OR_FLOAT))

    atomic_body = region_def()

    traits = traits_def(
        SingleBlockTerminatedBy(AtomicYieldOp), ReadsAndWritesMemRefOperand()
    )

    def __init__(
        self, memref: SSAValue | Operation, indices: Sequence[SSAValue | Operation]
    ):
        """Build the op with an entry block whose argument is the current value."""
        memref = SSAValue.get(memref, type=MemRefType)
        element_type = memref.type.element_type
        super().__init__(
            operands=[memref, indices],
            result_types=[element_type],
            regions=[Region(Block(arg_types=[element_type]))],
        )

    @property
    def current_value(self) -> SSAValue:
        """The value stored at memref[indices] before the write."""
        return self.atomic_body.block.args[0]

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_indexed(printer, self.memref, self.indices)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)
        printer.print_string(" ")
        printer.print_region(self.atomic_body)
        _print_attr_dict(printer, self)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        memref, indices = _parse_indexed(parser)
        parser.parse_punctuation(":")
        type_pos = parser.pos
        memref_type = parser.parse_type()
        if not isa(memref_type, MemRefType):
            parser.raise_error(f"expected a memref type, got {memref_type}", type_pos)
        memref_value = parser.resolve_operand(memref, memref_type)
        index_values = _resolve_indices(parser, indices)
        body = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        return _new_op(
            cls,
            operands=[memref_value, index_values],
            result_types=[memref_type.element_type],
            regions=[body],
            attributes=attributes,
        )

    def verify_(self) -> None:
        memref_type = self.memref.type
        assert isa(memref_type, MemRefType)
        if memref_type.element_type != self.result.type:
            raise VerifyException(
                "failed to verify that result type matches element type of memref"
            )
        block = self.atomic_body.blocks.first
        if block is None or len(block.args) != 1:
            raise VerifyException("expected single number of entry block arguments")
        if block.args[0].type != self.result.type:
            raise VerifyException(
                "expected block argument of the same type result type"
            )
        from xdsl_bufferization.interfaces.memory_effects import (
            is_memory_effect_free,
        )

        for nested in self.atomic_body.walk():
            if not is_memory_effect_free(nested):
                raise VerifyException(
                    "body of 'memref.generic_atomic_rmw' should contain only "
                    "operations with no side effects"
                )


# ---------------------------------------------------------------------------
# Casts and copies
# ---------------------------------------------------------------------------


def are_cast_compatible(source: Attribute, dest: Attribute) -> bool:
    """Whether memref.cast may cast `source` to `dest` (MLIR's rules)."""
    if isa(source, MemRefType) and isa(dest, MemRefType):
        source = source
        dest = dest
        if source.element_type != dest.element_type:
            return False
        if source.layout != dest.layout:
            source_layout = get_strides_and_offset(source)
            dest_layout = get_strides_and_offset(dest)
            if (
                source_layout is None
                or dest_layout is None
                or len(source_layout[0]) != len(dest_layout[0])
            ):
                return False

            def compatible(a: int | None, b: int | None) -> bool:
                return a is None or b is None or a == b

            if not compatible(source_layout[1], dest_layout[1]):
                return False
            if not all(
                compatible(a, b)
                for a, b in zip(source_layout[0], dest_layout[0], strict=True)
            ):
                return False
        if source.memory_space != dest.memory_space:
            return False
        if source.get_num_dims() != dest.get_num_dims():
            return False
        return all(
            a == b or DYNAMIC_INDEX in (a, b)
            for a, b in zip(source.get_shape(), dest.get_shape(), strict=True)
        )
    if not _is_memref_like(source) or not _is_memref_like(dest):
        return False
    if _is_unranked(source) and _is_unranked(dest):
        return False
    return element_type_of(source) == element_type_of(dest) and memory_space_of(
        source
    ) == memory_space_of(dest)


def _is_memref_like(attr: Attribute) -> bool:
    return isinstance(attr, MemRefType | UnrankedMemRefType)


def _is_unranked(attr: Attribute) -> bool:
    return isinstance(attr, UnrankedMemRefType)


def _compatible_shapes(a: Attribute, b: Attribute) -> bool:
    """MLIR's `verifyCompatibleShape`: unranked, or equal sizes where both are static."""
    if not isa(a, MemRefType) or not isa(b, MemRefType):
        return True
    shape_a = a.get_shape()
    shape_b = b.get_shape()
    return len(shape_a) == len(shape_b) and all(
        x == y or DYNAMIC_INDEX in (x, y) for x, y in zip(shape_a, shape_b)
    )


def _cast_incompatible(source: Attribute, dest: Attribute) -> VerifyException:
    return VerifyException(
        f"operand type '{source}' and result type '{dest}' are cast incompatible"
    )


@irdl_op_definition
class CastOp(IRDLOperation, HasFolderInterface, HasCanonicalizationPatternsInterface):
    """Cast to a compatible memref type (more or less static, ranked or not)."""

    name = "memref.cast"

    source = operand_def(described(RankedOrUnrankedMemRefConstr, _RANKED_OR_UNRANKED))
    dest = result_def(described(RankedOrUnrankedMemRefConstr, _RANKED_OR_UNRANKED))

    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    traits = traits_def(Pure())

    @staticmethod
    def get(
        source: SSAValue | Operation,
        type: MemRefType | UnrankedMemRefType,
    ) -> CastOp:
        return _new_op(CastOp, operands=[source], result_types=[type])

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        # A cast to the type it already has is the identity.
        if self.source.type == self.dest.type:
            return (self.source,)
        return None

    def verify_(self) -> None:
        if not are_cast_compatible(self.source.type, self.dest.type):
            raise _cast_incompatible(self.source.type, self.dest.type)


def can_fold_cast_into_consumer(op: Operation) -> bool:
    """
    Whether `op` is a memref.cast to a more dynamic type of the same rank,
    which users may bypass (MLIR's `CastOp::canFoldIntoConsumerOp`).
    """
    if not isinstance(op, xdsl_memref.CastOp):
        return False
    source = op.source.type
    result = op.dest.type
    if not isa(source, MemRefType) or not isa(result, MemRefType):
        return False
    source = source
    result = result
    if source.element_type != result.element_type:
        return False
    if source.get_num_dims() != result.get_num_dims():
        return False
    source_layout = get_strides_and_offset(source)
    result_layout = get_strides_and_offset(result)
    if source_layout is None or result_layout is None:
        return False

    def more_static(a: int | None, b: int | None) -> bool:
        """Casting a to b makes it more static."""
        return a != b and a is None and b is not None

    if any(
        more_static(
            None if a == DYNAMIC_INDEX else a, None if b == DYNAMIC_INDEX else b
        )
        for a, b in zip(source.get_shape(), result.get_shape())
    ):
        return False
    if more_static(source_layout[1], result_layout[1]):
        return False
    return not any(
        more_static(a, b) for a, b in zip(source_layout[0], result_layout[0])
    )


@irdl_op_definition
class MemorySpaceCastOp(
    IRDLOperation, HasFolderInterface, HasCanonicalizationPatternsInterface
):
    """Cast a memref to another memory space."""

    name = "memref.memory_space_cast"

    source = operand_def(described(RankedOrUnrankedMemRefConstr, _RANKED_OR_UNRANKED))
    dest = result_def(described(RankedOrUnrankedMemRefConstr, _RANKED_OR_UNRANKED))

    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    traits = traits_def(Pure())

    def __init__(
        self,
        source: SSAValue | Operation,
        dest: MemRefType | UnrankedMemRefType,
    ):
        super().__init__(operands=[source], result_types=[dest])

    @staticmethod
    def from_type_and_target_space(
        source: SSAValue | Operation,
        type: MemRefType,
        dest_memory_space: Attribute,
    ) -> MemorySpaceCastOp:
        dest = MemRefType(
            type.get_element_type(),
            shape=type.get_shape(),
            layout=type.layout,
            memory_space=dest_memory_space,
        )
        return MemorySpaceCastOp(source, dest)

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemorySpaceCastChain,
        )

        return (FoldMemorySpaceCastChain(),)

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        if self.source.type == self.dest.type:
            return (self.source,)
        return None

    def verify_(self) -> None:
        source = self.source.type
        dest = self.dest.type
        if isa(source, MemRefType) and isa(dest, MemRefType):
            source = source
            dest = dest
            compatible = (
                source.element_type == dest.element_type
                and source.layout == dest.layout
                and source.get_shape() == dest.get_shape()
            )
        elif _is_unranked(source) and _is_unranked(dest):
            compatible = element_type_of(source) == element_type_of(dest)
        else:
            compatible = False
        if not compatible:
            raise _cast_incompatible(source, dest)


@irdl_op_definition
class CopyOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """Copy the source buffer into the target buffer. MLIR names the target `target`."""

    name = "memref.copy"

    source = operand_def(described(RankedOrUnrankedMemRefConstr, _RANKED_OR_UNRANKED))
    destination = operand_def(
        described(RankedOrUnrankedMemRefConstr, _RANKED_OR_UNRANKED)
    )

    assembly_format = (
        "$source `,` $destination attr-dict `:` type($source) `to` type($destination)"
    )

    traits = traits_def(CopyOpMemoryEffect())

    def __init__(self, source: SSAValue | Operation, destination: SSAValue | Operation):
        super().__init__(operands=[source, destination])

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldCopyOfCast,
            FoldEmptyCopy,
            FoldSelfCopy,
        )

        return (FoldEmptyCopy(), FoldSelfCopy(), FoldCopyOfCast())

    @property
    def target(self) -> SSAValue:
        """MLIR's name of the destination."""
        return self.destination

    def verify_(self) -> None:
        source = self.source.type
        target = self.destination.type
        if element_type_of(source) != element_type_of(target):
            raise VerifyException("requires the same element type for all operands")
        if not _compatible_shapes(source, target):
            raise VerifyException("requires the same shape for all operands")


# ---------------------------------------------------------------------------
# Queries
# ---------------------------------------------------------------------------


@irdl_op_definition
class AssumeAlignmentOp(IRDLOperation, HasFolderInterface):
    """A memref value whose buffer is assumed aligned to `alignment` bytes."""

    name = "memref.assume_alignment"

    T: ClassVar = VarConstraint("T", base(MemRefType))

    memref = operand_def(described(T, _ANY_MEMREF))
    alignment = prop_def(IntegerAttr[I32])
    result = result_def(InferredFrom(T))

    assembly_format = "$memref `,` $alignment attr-dict `:` type($memref)"

    traits = traits_def(Pure())

    def __init__(
        self,
        memref: SSAValue | Operation,
        alignment: int | IntegerAttr[I32],
    ) -> None:
        memref = SSAValue.get(memref)
        if isinstance(alignment, int):
            alignment = IntegerAttr(alignment, i32)
        super().__init__(
            operands=[memref],
            result_types=[memref.type],
            properties={"alignment": alignment},
        )

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        # Assuming the same alignment twice adds nothing.
        source = self.memref.owner
        if (
            isinstance(source, xdsl_memref.AssumeAlignmentOp)
            and source.alignment == self.alignment
        ):
            return (self.memref,)
        return None

    def verify_(self) -> None:
        alignment = self.alignment.value.data
        if alignment <= 0:
            raise VerifyException(
                "attribute 'alignment' failed to satisfy constraint: 32-bit signless "
                "integer attribute whose value is positive"
            )
        if alignment & (alignment - 1):
            raise VerifyException("alignment must be power of 2")
        source = self.memref.type
        result = self.result.type
        if source == result:
            return
        if not isa(result, MemRefType) or not isa(source, MemRefType):
            raise VerifyException(
                f"result #0 must be {_ANY_MEMREF}, but got '{result}'"
            )
        if source.element_type != result.element_type or not _compatible_shapes(
            source, result
        ):
            raise VerifyException("requires the same type for all operands and results")
        # Compatible, but not the type MLIR infers.
        raise VerifyException(
            f"inferred type(s) '{source}' are incompatible with return type(s) of "
            f"operation '{result}'"
        )


@irdl_op_definition
class DimOp(
    IRDLOperation,
    HasFolderInterface,
    HasCanonicalizationPatternsInterface,
    ConditionallySpeculatableInterface,
):
    """The size of one dimension of a memref."""

    name = "memref.dim"

    source = operand_def(
        described(
            base(UnrankedMemRefType)
            | AttrPredicate(
                frozenset({MemRefType}),
                lambda t: isa(t, MemRefType) and t.get_num_dims() > 0,
            ),
            "unranked.memref of any type values or non-0-ranked.memref of any type "
            "values",
        )
    )
    index = operand_def(_index_operand())

    result = result_def(described(base(IndexType), "index"))

    assembly_format = "attr-dict $source `,` $index `:` type($source)"

    traits = traits_def(NoMemoryEffect())

    def __init__(
        self,
        source: SSAValue | Operation,
        index: SSAValue | Operation,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        super().__init__(
            operands=(source, index), result_types=(IndexType(),), attributes=attributes
        )

    @staticmethod
    @deprecated("Use DimOp(source, index) instead")
    def from_source_and_index(
        source: SSAValue | Operation, index: SSAValue | Operation
    ) -> DimOp:
        return DimOp(source, index)

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            DimOfMemRefReshape,
            FoldDimOfCast,
        )

        return (FoldDimOfCast(), DimOfMemRefReshape())

    def get_constant_index(self) -> int | None:
        return constant_int_value(self.index)

    def is_speculatable(self) -> bool:
        index = self.get_constant_index()
        source = self.source.type
        return (
            index is not None
            and isa(source, MemRefType)
            and 0 <= index < source.get_num_dims()
        )

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        index = self.get_constant_index()
        memref_type = self.source.type
        if index is None or not isa(memref_type, MemRefType):
            return None
        memref_type = memref_type
        # Out of bounds indices are undefined behaviour but valid IR.
        if not 0 <= index < memref_type.get_num_dims():
            return None
        size = memref_type.get_shape()[index]
        if size != DYNAMIC_INDEX:
            return (IntegerAttr(size, IndexType()),)
        dynamic_index = _dynamic_dim_index(memref_type, index)
        producer = self.source.owner
        if isinstance(producer, xdsl_memref.AllocOp | xdsl_memref.AllocaOp):
            return (producer.dynamic_sizes[dynamic_index],)
        if isinstance(producer, xdsl_memref.ViewOp):
            return (producer.sizes[dynamic_index],)
        if isinstance(producer, xdsl_memref.SubviewOp):
            source_type = producer.source.type
            # Without rank reduction the i-th size is the i-th dynamic size.
            if (
                isa(source_type, MemRefType)
                and source_type.get_num_dims() == memref_type.get_num_dims()
            ):
                static_sizes = producer.static_sizes.get_values()
                position = sum(
                    1 for size in static_sizes[:index] if size == DYNAMIC_INDEX
                )
                return (producer.sizes[position],)
        return None


@irdl_op_definition
class RankOp(IRDLOperation, HasFolderInterface):
    """The rank of a memref. MLIR names the operand `memref`."""

    name = "memref.rank"

    source = operand_def(described(RankedOrUnrankedMemRefConstr, _RANKED_OR_UNRANKED))

    rank = result_def(described(base(IndexType), "index"))

    assembly_format = "$source attr-dict `:` type($source)"

    traits = traits_def(Pure())

    @staticmethod
    def from_memref(memref: Operation | SSAValue) -> RankOp:
        return _new_op(RankOp, operands=[memref], result_types=[IndexType()])

    @property
    def memref(self) -> SSAValue:
        """MLIR's name of the operand."""
        return self.source

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        source = self.source.type
        if isa(source, MemRefType):
            return (IntegerAttr(source.get_num_dims(), IndexType()),)
        return None


@irdl_op_definition
class ExtractAlignedPointerAsIndexOp(IRDLOperation):
    """The aligned pointer of a memref's buffer, as an index."""

    name = "memref.extract_aligned_pointer_as_index"

    source = operand_def(described(RankedOrUnrankedMemRefConstr, _RANKED_OR_UNRANKED))

    aligned_pointer = result_def(described(base(IndexType), "index"))

    assembly_format = "$source `:` type($source) `->` type(results) attr-dict"

    traits = traits_def(Pure())

    @staticmethod
    def get(source: SSAValue | Operation) -> ExtractAlignedPointerAsIndexOp:
        return _new_op(
            ExtractAlignedPointerAsIndexOp,
            operands=[source],
            result_types=[IndexType()],
        )


def strided_metadata_types(source_type: MemRefType) -> list[Attribute]:
    """Result types of memref.extract_strided_metadata on `source_type`."""
    rank = source_type.get_num_dims()
    base_buffer = MemRefType(
        source_type.element_type, [], NoneAttr(), source_type.memory_space
    )
    return [base_buffer, IndexType(), *([IndexType()] * (2 * rank))]


@irdl_op_definition
class ExtractStridedMetaDataOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """The base buffer, offset, sizes and strides of a strided memref."""

    name = "memref.extract_strided_metadata"

    source = operand_def(
        described(
            AttrPredicate(frozenset({MemRefType}), _is_strided_type),
            "strided memref of any type values",
        )
    )

    base_buffer = result_def(
        described(
            AttrPredicate(frozenset({MemRefType}), _is_strided_rank_0),
            "strided memref of any type values of rank 0",
        )
    )
    offset = result_def(described(base(IndexType), "index"))
    sizes = var_result_def(described(base(IndexType), "variadic of index"))
    strides = var_result_def(described(base(IndexType), "variadic of index"))

    irdl_options = (SameVariadicResultSize(),)

    assembly_format = "$source `:` type($source) `->` type(results) attr-dict"

    traits = traits_def(Pure())

    def __init__(self, source: SSAValue | Operation):
        """Extract the metadata of `source`, inferring the result types."""
        source_type = SSAValue.get(source, type=MemRefType).type
        types = strided_metadata_types(source_type)
        rank = source_type.get_num_dims()
        super().__init__(
            operands=[source],
            result_types=[types[0], types[1], types[2 : 2 + rank], types[2 + rank :]],
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            ExtractStridedMetadataConstants,
        )

        return (ExtractStridedMetadataConstants(),)

    def verify_(self) -> None:
        source_type = self.source.type
        assert isa(source_type, MemRefType)
        inferred = strided_metadata_types(source_type)
        actual = list(self.result_types)
        if inferred != actual:

            def quoted(types: Sequence[Attribute]) -> str:
                return ", ".join(f"'{t}'" for t in types)

            raise VerifyException(
                f"inferred type(s) {quoted(inferred)} are incompatible with return "
                f"type(s) of operation {quoted(actual)}"
            )


ExtractStridedMetadataOp = ExtractStridedMetaDataOp
"""MLIR's spelling of the class name."""


@irdl_op_definition
class DistinctObjectsOp(IRDLOperation):
    """
    Its results are its operands, promised to point to distinct buffers. MLIR
    names the operands and results `operands` and `results`, which are
    `Operation`'s own attributes here.
    """

    name = "memref.distinct_objects"

    memrefs = var_operand_def(described(MemRefConstr, f"variadic of {_ANY_MEMREF}"))
    distinct_memrefs = var_result_def(
        described(MemRefConstr, f"variadic of {_ANY_MEMREF}")
    )

    traits = traits_def(Pure())

    def __init__(self, memrefs: Sequence[SSAValue | Operation]):
        values = [SSAValue.get(m) for m in memrefs]
        super().__init__(operands=[values], result_types=[[v.type for v in values]])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_operand_list(printer, self.memrefs)
        _print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_list(self.memrefs.types, printer.print_attribute)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        operands = (
            parser.parse_optional_undelimited_comma_separated_list(
                parser.parse_optional_unresolved_operand,
                parser.parse_unresolved_operand,
            )
            or []
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        values = parser.resolve_operands(operands, types, pos)
        return _new_op(
            cls, operands=[values], result_types=[types], attributes=attributes
        )

    def verify_(self) -> None:
        if self.memrefs.types != self.distinct_memrefs.types:
            raise VerifyException("operand types and result types must match")
        if not self.memrefs:
            raise VerifyException("expected at least one operand")


# ---------------------------------------------------------------------------
# Globals
# ---------------------------------------------------------------------------


class GetGlobalSymbolUser(SymbolUserOpInterface):
    """memref.get_global names a memref.global of its result type."""

    def verify(self, op: Operation) -> None:
        assert isinstance(op, GetGlobalOp)
        symbol = op.name_
        try:
            global_op = SymbolTable.lookup_symbol(op, symbol)
        except ValueError:
            global_op = None
        if not isinstance(global_op, xdsl_memref.GlobalOp):
            raise VerifyException(
                f"'{symbol.root_reference.data}' does not reference a valid global "
                "memref"
            )
        if global_op.type != op.memref.type:
            raise VerifyException(
                f"result type '{op.memref.type}' does not match type "
                f"'{global_op.type}' of the global memref "
                f"@{symbol.root_reference.data}"
            )


@irdl_op_definition
class GetGlobalOp(IRDLOperation):
    """
    The memref of a memref.global. The symbol property is MLIR's `name` (the
    Python field `name_`, `name` being the op name); MLIR names the result
    `result`.
    """

    name = "memref.get_global"

    memref = result_def(
        described(
            AttrPredicate(frozenset({MemRefType}), _has_static_shape),
            "statically shaped memref of any type values",
        )
    )
    name_ = prop_def(
        described_property(
            FlatSymbolRefAttrConstr, "name", "flat symbol reference attribute"
        ),
        prop_name="name",
    )

    assembly_format = "$name `:` type($memref) attr-dict"

    traits = traits_def(Pure(), GetGlobalSymbolUser())

    def __init__(self, name: str | SymbolRefAttr, return_type: Attribute):
        if isinstance(name, str):
            name = SymbolRefAttr(name)
        super().__init__(result_types=[return_type], properties={"name": name})

    @property
    def result(self) -> SSAValue:
        """MLIR's name of the result."""
        return self.memref


_VISIBILITIES = ("public", "private", "nested")
_PRIVATE = StringAttr("private")


@irdl_op_definition
class GlobalOp(IRDLOperation):
    """
    A global memref variable: a declaration without `initial_value`, else a
    definition, uninitialized (unit) or with an elements attribute.
    """

    name = "memref.global"

    sym_name = prop_def(SymbolNameConstraint())
    sym_visibility = opt_prop_def(StringAttr)
    type = prop_def(
        described_property(base(MemRefType), "type", "memref type attribute")
    )
    initial_value = opt_prop_def(AnyAttr())
    constant = opt_prop_def(UnitAttr)
    alignment = opt_prop_def(_alignment_property())

    traits = traits_def(SymbolOpInterface())

    @staticmethod
    def get(
        sym_name: StringAttr,
        sym_type: Attribute,
        initial_value: Attribute | None,
        sym_visibility: StringAttr | None = _PRIVATE,
        constant: UnitAttr | None = None,
        alignment: int | IntegerAttr[IntegerType] | None = None,
    ) -> GlobalOp:
        return _new_op(
            GlobalOp,
            properties={
                "sym_name": sym_name,
                "type": sym_type,
                "initial_value": initial_value,
                "sym_visibility": sym_visibility,
                "constant": constant,
                "alignment": _alignment_attr(alignment),
            },
        )

    def is_external(self) -> bool:
        """A declaration: no initial value."""
        return self.initial_value is None

    def is_uninitialized(self) -> bool:
        return isinstance(self.initial_value, UnitAttr)

    def get_constant_init_value(self) -> Attribute | None:
        """The initial value if the global is constant."""
        if self.constant is not None and not self.is_uninitialized():
            return self.initial_value
        return None

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        if self.sym_visibility is not None:
            printer.print_string_literal(self.sym_visibility.data)
            printer.print_string(" ")
        if self.constant is not None:
            printer.print_string("constant ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" : ")
        printer.print_attribute(self.type)
        initial_value = self.initial_value
        if initial_value is not None:
            printer.print_string(" = ")
            if isinstance(initial_value, UnitAttr):
                printer.print_string("uninitialized")
            elif isinstance(initial_value, TypedAttribute):
                initial_value.print_without_type(printer)
            else:
                printer.print_attribute(initial_value)
        _print_attr_dict(printer, self, ("alignment",))

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        properties: dict[str, Attribute] = {}
        if (visibility := parser.parse_optional_str_literal()) is not None:
            properties["sym_visibility"] = StringAttr(visibility)
        if parser.parse_optional_keyword("constant") is not None:
            properties["constant"] = UnitAttr()
        properties["sym_name"] = parser.parse_symbol_name()
        parser.parse_punctuation(":")
        type_pos = parser.pos
        memref_type = parser.parse_type()
        if not _has_static_shape(memref_type) or not isa(memref_type, MemRefType):
            parser.raise_error(
                f"type should be static shaped memref, but got '{memref_type}'",
                type_pos,
            )
        properties["type"] = memref_type
        if parser.parse_optional_punctuation("=") is not None:
            if parser.parse_optional_keyword("uninitialized") is not None:
                properties["initial_value"] = UnitAttr()
            else:
                properties["initial_value"] = _parse_initial_value(parser, memref_type)
        attributes = parser.parse_optional_attr_dict()
        if "alignment" in attributes:
            properties["alignment"] = attributes.pop("alignment")
        return _new_op(cls, properties=properties, attributes=attributes)

    def verify_(self) -> None:
        if (
            self.sym_visibility is not None
            and self.sym_visibility.data not in _VISIBILITIES
        ):
            raise VerifyException(
                'visibility expected to be one of ["public", "private", "nested"], '
                f'but got "{self.sym_visibility.data}"'
            )
        memref_type = self.type
        if not _has_static_shape(memref_type):
            raise VerifyException(
                f"type should be static shaped memref, but got '{memref_type}'"
            )
        initial_value = self.initial_value
        if initial_value is None or isinstance(initial_value, UnitAttr):
            return
        if not _is_elements_attr(initial_value):
            raise VerifyException(
                "initial value should be a unit or elements attribute, but got "
                f"{initial_value}"
            )
        initial_type = cast(
            TensorType[Attribute], cast(TypedAttribute, initial_value).get_type()
        )
        if initial_type.element_type != memref_type.element_type:
            raise VerifyException(
                "initial value element expected to be of type "
                f"'{memref_type.element_type}', but was of type "
                f"'{initial_type.element_type}'"
            )
        if initial_type.get_shape() != memref_type.get_shape():

            def dims(shape: Sequence[int]) -> str:
                return ", ".join(str(d) for d in shape)

            raise VerifyException(
                f"initial value shape expected to be {dims(memref_type.get_shape())} "
                f"but was {dims(initial_type.get_shape())}"
            )


def _parse_initial_value(parser: Parser, memref_type: MemRefType) -> Attribute:
    """Parse the elements attribute of a memref.global, typed by the global."""
    tensor_type = TensorType(memref_type.element_type, memref_type.get_shape())
    pos = parser.pos
    if parser.parse_optional_keyword("dense") is not None:
        return parser.parse_dense_int_or_fp_elements_attr(
            cast(TensorType[AnyDenseElement], tensor_type)
        )
    value = parser.parse_attribute()
    if not _is_elements_attr(value):
        parser.raise_error("initial value should be a unit or elements attribute", pos)
    return value


def _is_elements_attr(attr: Attribute) -> bool:
    return isinstance(attr, DenseIntOrFPElementsAttr | DenseResourceAttr)


# ---------------------------------------------------------------------------
# DMA and prefetch
# ---------------------------------------------------------------------------


def _memref_rank(value: SSAValue) -> int:
    memref_type = value.type
    assert isa(memref_type, MemRefType)
    return memref_type.get_num_dims()


@irdl_op_definition
class DmaStartOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Start a DMA transfer. MLIR's operands are one untyped list (`operands`,
    the Python field `operands_`): source memref and indices, destination
    memref and indices, number of elements, tag memref and indices, and
    optionally a stride and a number of elements per stride; the properties
    below give each part.
    """

    name = "memref.dma_start"

    operands_ = var_operand_def()

    @staticmethod
    def get(
        src: SSAValue | Operation,
        src_indices: Sequence[SSAValue | Operation],
        dest: SSAValue | Operation,
        dest_indices: Sequence[SSAValue | Operation],
        num_elements: SSAValue | Operation,
        tag: SSAValue | Operation,
        tag_indices: Sequence[SSAValue | Operation],
        stride: SSAValue | Operation | None = None,
        num_elements_per_stride: SSAValue | Operation | None = None,
    ) -> DmaStartOp:
        """
        xDSL's builder, plus MLIR's optional stride and number of elements per
        stride (both or neither).
        """
        strides = (
            []
            if stride is None or num_elements_per_stride is None
            else [stride, num_elements_per_stride]
        )
        values = [
            src,
            *src_indices,
            dest,
            *dest_indices,
            num_elements,
            tag,
            *tag_indices,
            *strides,
        ]
        return _new_op(DmaStartOp, operands=[[SSAValue.get(v) for v in values]])

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    # The positions below assume a verified op (memref types where expected).

    @property
    def src(self) -> SSAValue:
        return self.operands[0]

    @property
    def src_indices(self) -> Sequence[SSAValue]:
        return self.operands[1 : 1 + _memref_rank(self.src)]

    @property
    def _dest_position(self) -> int:
        return 1 + _memref_rank(self.src)

    @property
    def dest(self) -> SSAValue:
        return self.operands[self._dest_position]

    @property
    def dest_indices(self) -> Sequence[SSAValue]:
        start = self._dest_position + 1
        return self.operands[start : start + _memref_rank(self.dest)]

    @property
    def _num_elements_position(self) -> int:
        return self._dest_position + 1 + _memref_rank(self.dest)

    @property
    def num_elements(self) -> SSAValue:
        return self.operands[self._num_elements_position]

    @property
    def tag(self) -> SSAValue:
        return self.operands[self._num_elements_position + 1]

    @property
    def tag_indices(self) -> Sequence[SSAValue]:
        start = self._num_elements_position + 2
        return self.operands[start : start + _memref_rank(self.tag)]

    def is_strided(self) -> bool:
        return len(self.operands) != (
            self._num_elements_position + 2 + _memref_rank(self.tag)
        )

    @property
    def stride(self) -> SSAValue | None:
        return self.operands[-2] if self.is_strided() else None

    @property
    def num_elements_per_stride(self) -> SSAValue | None:
        return self.operands[-1] if self.is_strided() else None

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_indexed(printer, self.src, self.src_indices)
        printer.print_string(", ")
        _print_indexed(printer, self.dest, self.dest_indices)
        printer.print_string(", ")
        printer.print_ssa_value(self.num_elements)
        printer.print_string(", ")
        _print_indexed(printer, self.tag, self.tag_indices)
        if (stride := self.stride) is not None:
            printer.print_string(", ")
            printer.print_ssa_value(stride)
            printer.print_string(", ")
            printer.print_ssa_value(cast(SSAValue, self.num_elements_per_stride))
        _print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_list(
            (self.src.type, self.dest.type, self.tag.type), printer.print_attribute
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        op_pos = parser.pos
        src, src_indices = _parse_indexed(parser)
        parser.parse_punctuation(",")
        dest, dest_indices = _parse_indexed(parser)
        parser.parse_punctuation(",")
        num_elements = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        tag, tag_indices = _parse_indexed(parser)
        strides: list[UnresolvedOperand] = []
        while parser.parse_optional_punctuation(",") is not None:
            strides.append(parser.parse_unresolved_operand())
        if strides and len(strides) != 2:
            parser.raise_error("expected two stride related operands", op_pos)
        # MLIR prints, but does not parse, an attribute dictionary here.
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        if len(types) != 3:
            parser.raise_error("fewer/more types expected", op_pos)
        values = [
            parser.resolve_operand(src, types[0]),
            *_resolve_indices(parser, src_indices),
            parser.resolve_operand(dest, types[1]),
            *_resolve_indices(parser, dest_indices),
            parser.resolve_operand(num_elements, IndexType()),
            parser.resolve_operand(tag, types[2]),
            *_resolve_indices(parser, tag_indices),
            *_resolve_indices(parser, strides),
        ]
        return _new_op(cls, operands=[values], attributes=attributes)

    def verify_(self) -> None:
        operands = self.operands
        count = len(operands)

        def all_index(values: Sequence[SSAValue]) -> bool:
            return all(isinstance(v.type, IndexType) for v in values)

        if count < 4:
            raise VerifyException("expected at least 4 operands")
        if not isa(operands[0].type, MemRefType):
            raise VerifyException("expected source to be of memref type")
        src_rank = _memref_rank(operands[0])
        if count < src_rank + 4:
            raise VerifyException(f"expected at least {src_rank + 4} operands")
        if not all_index(operands[1 : 1 + src_rank]):
            raise VerifyException("expected source indices to be of index type")
        dest_position = 1 + src_rank
        if not isa(operands[dest_position].type, MemRefType):
            raise VerifyException("expected destination to be of memref type")
        dest_rank = _memref_rank(operands[dest_position])
        expected = src_rank + dest_rank + 4
        if count < expected:
            raise VerifyException(f"expected at least {expected} operands")
        if not all_index(operands[dest_position + 1 : dest_position + 1 + dest_rank]):
            raise VerifyException("expected destination indices to be of index type")
        num_elements_position = dest_position + 1 + dest_rank
        if not isinstance(operands[num_elements_position].type, IndexType):
            raise VerifyException("expected num elements to be of index type")
        tag = operands[num_elements_position + 1]
        if not isa(tag.type, MemRefType):
            raise VerifyException("expected tag to be of memref type")
        tag_rank = _memref_rank(tag)
        expected += tag_rank
        if count < expected:
            raise VerifyException(f"expected at least {expected} operands")
        tag_start = num_elements_position + 2
        if not all_index(operands[tag_start : tag_start + tag_rank]):
            raise VerifyException("expected tag indices to be of index type")
        if count not in (expected, expected + 2):
            raise VerifyException("incorrect number of operands")
        if count == expected + 2 and not all_index(operands[-2:]):
            raise VerifyException(
                "expected stride and num elements per stride to be of type index"
            )


@irdl_op_definition
class DmaWaitOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Wait for the DMA transfer of a tag. MLIR names the operands `tagMemRef`,
    `tagIndices` and `numElements`.
    """

    name = "memref.dma_wait"

    tag = operand_def(described(MemRefConstr, _ANY_MEMREF))
    tag_indices = var_operand_def(_index_operands())
    num_elements = operand_def(_index_operand())

    assembly_format = (
        "$tag `[` $tag_indices `]` `,` $num_elements attr-dict `:` type($tag)"
    )

    @staticmethod
    def get(
        tag: SSAValue | Operation,
        tag_indices: Sequence[SSAValue | Operation],
        num_elements: SSAValue | Operation,
    ) -> DmaWaitOp:
        return _new_op(DmaWaitOp, operands=[tag, tag_indices, num_elements])

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    def verify_(self) -> None:
        rank = _memref_rank(self.tag)
        if len(self.tag_indices) != rank:
            raise VerifyException(
                "expected tagIndices to have the same number of elements as the "
                f"tagMemRef rank, expected {rank}, but got {len(self.tag_indices)}"
            )


@irdl_op_definition
class PrefetchOp(IRDLOperation, HasCanonicalizationPatternsInterface):
    """
    Prefetch an element into a cache. The properties are MLIR's `isWrite`,
    `localityHint` (0 to 3) and `isDataCache`.
    """

    name = "memref.prefetch"

    memref = operand_def(described(MemRefConstr, _ANY_MEMREF))
    indices = var_operand_def(_index_operands())

    is_write = prop_def(BoolAttr, prop_name="isWrite")
    locality_hint = prop_def(
        described_property(
            AttrPredicate(
                frozenset({IntegerAttr}),
                lambda a: isa(a, IntegerAttr[I32]) and 0 <= a.value.data <= 3,
            ),
            "localityHint",
            "32-bit signless integer attribute whose minimum value is 0 whose "
            "maximum value is 3",
        ),
        prop_name="localityHint",
    )
    is_data_cache = prop_def(BoolAttr, prop_name="isDataCache")

    traits = traits_def(WritesMemRefOperand())

    def __init__(
        self,
        memref: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
        is_write: bool,
        locality_hint: int,
        is_data_cache: bool,
    ):
        super().__init__(
            operands=[memref, indices],
            properties={
                "isWrite": BoolAttr.from_bool(is_write),
                "localityHint": IntegerAttr(locality_hint, i32),
                "isDataCache": BoolAttr.from_bool(is_data_cache),
            },
        )

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.memref import (
            FoldMemRefCastOperands,
        )

        return (FoldMemRefCastOperands(),)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_indexed(printer, self.memref, self.indices)
        printer.print_string(", write" if self.is_write.value.data else ", read")
        locality = cast(IntegerAttr, self.locality_hint).value.data
        printer.print_string(f", locality<{locality}>")
        printer.print_string(", data" if self.is_data_cache.value.data else ", instr")
        _print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        op_pos = parser.pos
        memref, indices = _parse_indexed(parser)
        parser.parse_punctuation(",")
        read_or_write = parser.parse_identifier()
        parser.parse_punctuation(",")
        parser.parse_keyword("locality")
        parser.parse_punctuation("<")
        locality = parser.parse_integer(allow_boolean=False, allow_negative=True)
        parser.parse_punctuation(">")
        parser.parse_punctuation(",")
        cache = parser.parse_identifier()
        # MLIR prints, but does not parse, an attribute dictionary here.
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        memref_value = parser.resolve_operand(memref, memref_type)
        index_values = _resolve_indices(parser, indices)
        if read_or_write not in ("read", "write"):
            parser.raise_error("rw specifier has to be 'read' or 'write'", op_pos)
        if cache not in ("data", "instr"):
            parser.raise_error("cache type has to be 'data' or 'instr'", op_pos)
        return _new_op(
            cls,
            operands=[memref_value, index_values],
            properties={
                "isWrite": BoolAttr.from_bool(read_or_write == "write"),
                "localityHint": IntegerAttr(locality, i32),
                "isDataCache": BoolAttr.from_bool(cache == "data"),
            },
            attributes=attributes,
        )

    def verify_(self) -> None:
        if len(self.indices) != _memref_rank(self.memref):
            raise VerifyException("too few indices")


# ---------------------------------------------------------------------------
# The dialect
# ---------------------------------------------------------------------------


class MemRefConstantMaterialization(ConstantMaterializationInterface):
    """Folded memref ops (dim, rank) give constants as `arith.constant`, as in MLIR."""

    def materialize_constant(self, value: Attribute, type: Attribute) -> Operation:
        from xdsl.dialects.arith import ConstantOp

        return _new_op(ConstantOp, properties={"value": value}, result_types=(type,))


OPS: list[type[IRDLOperation]] = [
    AllocOp,
    AllocaOp,
    AllocaScopeOp,
    AllocaScopeReturnOp,
    AssumeAlignmentOp,
    AtomicRMWOp,
    AtomicYieldOp,
    CastOp,
    CopyOp,
    DeallocOp,
    DimOp,
    DistinctObjectsOp,
    DmaStartOp,
    DmaWaitOp,
    ExtractAlignedPointerAsIndexOp,
    ExtractStridedMetaDataOp,
    GenericAtomicRMWOp,
    GetGlobalOp,
    GlobalOp,
    LoadOp,
    MemorySpaceCastOp,
    PrefetchOp,
    RankOp,
    ReallocOp,
    StoreOp,
]
"""The memref ops of this module (the view ops are in `memref_views.py`)."""

REPLACED_XDSL_OPS: dict[type[IRDLOperation], type[Operation]] = {
    op: getattr(xdsl_memref, op.__name__)
    for op in OPS
    if hasattr(xdsl_memref, op.__name__)
}
"""Our op class -> the xDSL class it replaces (and is a virtual subclass of)."""

for _ours, _xdsl in REPLACED_XDSL_OPS.items():
    cast(type[IRDLOperation], _xdsl).register(_ours)

MemRef = Dialect(
    "memref",
    [*OPS, *VIEW_OPS],
    list(xdsl_memref.MemRef.attributes),
    [MemRefConstantMaterialization()],
)

__all__ = [
    "ATOMIC_RMW_KINDS",
    "AUTOMATIC_ALLOCATION_SCOPE_OPS",
    "OPS",
    "REPLACED_XDSL_OPS",
    "VIEW_OPS",
    "AllocOp",
    "AllocaOp",
    "AllocaScopeOp",
    "AllocaScopeReturnOp",
    "AssumeAlignmentOp",
    "AtomicRMWOp",
    "AtomicYieldOp",
    "AutomaticAllocationScope",
    "AutomaticAllocationScopeResource",
    "CastOp",
    "CollapseShapeOp",
    "CopyOp",
    "DeallocOp",
    "DimOp",
    "DistinctObjectsOp",
    "DmaStartOp",
    "DmaWaitOp",
    "ExpandShapeOp",
    "ExtractAlignedPointerAsIndexOp",
    "ExtractStridedMetaDataOp",
    "ExtractStridedMetadataOp",
    "GenericAtomicRMWOp",
    "GetGlobalOp",
    "GlobalOp",
    "LoadOp",
    "MemRef",
    "MemorySpaceCastOp",
    "PrefetchOp",
    "RankOp",
    "ReallocOp",
    "ReinterpretCastOp",
    "ReshapeOp",
    "StoreOp",
    "SubviewOp",
    "TransposeOp",
    "ViewOp",
    "are_cast_compatible",
    "can_fold_cast_into_consumer",
    "get_strides_and_offset",
    "has_automatic_allocation_scope",
    "is_identity_layout",
    "is_strided",
]
