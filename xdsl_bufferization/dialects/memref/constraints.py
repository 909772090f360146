"""Constraints, predicates and small queries on memref types, failing with
MLIR's ODS wording.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import cast

from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    AnyFloatConstr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    SignlessIntegerConstraint,
    UnrankedMemRefType,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import AttrConstraint, IntConstraint, VerificationContext, base
from xdsl.irdl.constraints import InferenceContext
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.fast_verify import context_free_constraint
from xdsl_bufferization.dialects.memref.layout import is_strided
from xdsl_bufferization.utils.static_values import has_static_shape

# ---------------------------------------------------------------------------
# Constraints that fail with MLIR's ODS wording
# ---------------------------------------------------------------------------

_AttributeCovT = TypeVar("_AttributeCovT", bound=Attribute, covariant=True)


@context_free_constraint
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


@context_free_constraint
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


@context_free_constraint
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


ANY_MEMREF = "memref of any type values"
RANKED_OR_UNRANKED = "ranked or unranked memref of any type values"
INT_OR_FLOAT = "signless integer or floating-point"

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


def alignment_property() -> Described[Attribute]:
    """MLIR 22's alloc/alloca/realloc/load/store/global `alignment`."""
    return described_property(
        AttrPredicate(frozenset({IntegerAttr}), _is_positive_power_of_two),
        "alignment",
        "64-bit signless integer attribute whose value is positive and whose "
        "value is a power of two > 0",
    )


def index_operand() -> Described[IndexType]:
    return described(base(IndexType), "index")


def index_operands() -> Described[IndexType]:
    return described(base(IndexType), "variadic of index")


def is_static_memref(attr: Attribute) -> bool:
    """A predicate on any attribute: a memref type of static shape."""
    return isa(attr, MemRefType) and has_static_shape(attr)


def has_rank(rank: int) -> Callable[[Attribute], bool]:
    return lambda attr: isa(attr, MemRefType) and attr.get_num_dims() == rank


def is_strided_type(attr: Attribute) -> bool:
    return isa(attr, MemRefType) and is_strided(attr)


def is_strided_rank_0(attr: Attribute) -> bool:
    return is_strided_type(attr) and has_rank(0)(attr)


def dynamic_dim_index(memref_type: MemRefType, dim: int) -> int:
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


def memref_rank(value: SSAValue) -> int:
    memref_type = value.type
    assert isa(memref_type, MemRefType)
    return memref_type.get_num_dims()
