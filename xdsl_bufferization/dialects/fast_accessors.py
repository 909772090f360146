"""
The named operand, result, region and successor accessors of this package's
op classes (`op.source`, `op.result`, `op.body`), read directly from the op
(docs/speed.md, "Accessors").

`irdl_op_definition` gives each named construct an accessor object. Reading
one goes through `get_op_constructs` (a `match` on the construct), builds an
`OpOperands` view, and for ops with a segment-size attribute unpacks the
attribute's bytes, on every read: 1.5 to 4 µs, and the passes read hundreds
of thousands of them. The accessors installed here are subclasses of xDSL's,
with the same fields and the same `index` (the declarative assembly format
calls it), and a `__get__` that indexes the op's own sequence and reads the
segment sizes through the memoized decoding of `utils.building`.

Only classes defined in this package get them (xDSL's are shared with every
user of xDSL), and only the accessor kinds below; others keep xDSL's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.irdl.operations import (
    AfterVariadicSingleAccessor,
    BeforeVariadicSingleAccessor,
    OptionalAttrAccessor,
    SameOptionalAccessor,
    SingleAttrAccessor,
    UniqueVariadicAccessor,
    VariadicAttrAccessor,
    VarIRConstruct,
)

from xdsl_bufferization.utils.building import dense_int_tuple

_PACKAGE = "xdsl_bufferization"


def _operands(op: Operation) -> Sequence[Any]:
    return op._operands  # pyright: ignore[reportPrivateUsage]


def _results(op: Operation) -> Sequence[Any]:
    return op.results


def _regions(op: Operation) -> Sequence[Any]:
    return op.regions


def _successors(op: Operation) -> Sequence[Any]:
    return op._successors  # pyright: ignore[reportPrivateUsage]


_SEQUENCE_OF: dict[VarIRConstruct, Callable[[Operation], Sequence[Any]]] = {
    VarIRConstruct.OPERAND: _operands,
    VarIRConstruct.RESULT: _results,
    VarIRConstruct.REGION: _regions,
    VarIRConstruct.SUCCESSOR: _successors,
}
"""The op's own sequence of each construct (what xDSL's views index)."""


# The single-element accessors before any variadic one are most of the reads:
# one class per construct, so that a read is one index.


class _OperandAt(BeforeVariadicSingleAccessor):
    def __get__(self, obj: Operation | None, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return obj._operands[self.idx]  # pyright: ignore[reportPrivateUsage]


class _ResultAt(BeforeVariadicSingleAccessor):
    def __get__(self, obj: Operation | None, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return obj.results[self.idx]


class _RegionAt(BeforeVariadicSingleAccessor):
    def __get__(self, obj: Operation | None, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return obj.regions[self.idx]


class _SuccessorAt(BeforeVariadicSingleAccessor):
    def __get__(self, obj: Operation | None, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return obj._successors[self.idx]  # pyright: ignore[reportPrivateUsage]


_SINGLE_AT: dict[VarIRConstruct, type[BeforeVariadicSingleAccessor]] = {
    VarIRConstruct.OPERAND: _OperandAt,
    VarIRConstruct.RESULT: _ResultAt,
    VarIRConstruct.REGION: _RegionAt,
    VarIRConstruct.SUCCESSOR: _SuccessorAt,
}


class _ReadsOwnSequence:
    """The read of the accessors below: `index` on the op's own sequence of
    the construct (a mixin, before xDSL's class in the bases)."""

    construct: VarIRConstruct
    # xDSL's class, after this one in the bases, defines `index`.
    index: Callable[[Sequence[Any]], Any]

    def __get__(self, obj: Operation | None, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return self.index(_SEQUENCE_OF[self.construct](obj))


class _ReadsSegments:
    """The read of the accessors of ops with a segment-size property: `index`
    given the sizes, decoded once per attribute (a mixin, as above)."""

    construct: VarIRConstruct
    option: Any
    # xDSL's class, after this one in the bases, defines `index`.
    index: Callable[[tuple[int, ...], Sequence[Any]], Any]

    def __get__(self, obj: Operation | None, objtype: Any = None) -> Any:
        if obj is None:
            return self
        option = self.option
        sizes = dense_int_tuple(option.container(obj)[option.attribute_name])
        return self.index(sizes, _SEQUENCE_OF[self.construct](obj))


class _AfterVariadicSingle(_ReadsOwnSequence, AfterVariadicSingleAccessor):  # pyright: ignore[reportIncompatibleMethodOverride, reportIncompatibleVariableOverride]
    pass


class _SameOptional(_ReadsOwnSequence, SameOptionalAccessor):  # pyright: ignore[reportIncompatibleMethodOverride, reportIncompatibleVariableOverride]
    pass


class _UniqueVariadic(_ReadsOwnSequence, UniqueVariadicAccessor):  # pyright: ignore[reportIncompatibleMethodOverride, reportIncompatibleVariableOverride]
    pass


class _SingleAttr(_ReadsSegments, SingleAttrAccessor):  # pyright: ignore[reportIncompatibleMethodOverride, reportIncompatibleVariableOverride]
    pass


class _VariadicAttr(_ReadsSegments, VariadicAttrAccessor):  # pyright: ignore[reportIncompatibleMethodOverride, reportIncompatibleVariableOverride]
    pass


class _OptionalAttr(_ReadsSegments, OptionalAttrAccessor):  # pyright: ignore[reportIncompatibleMethodOverride, reportIncompatibleVariableOverride]
    pass


def _fast_accessor(accessor: object) -> object | None:
    """The direct equivalent of one of xDSL's accessors, or None."""
    kind = type(accessor)
    if kind is BeforeVariadicSingleAccessor:
        return _SINGLE_AT[accessor.construct](accessor.construct, accessor.idx)  # pyright: ignore[reportAttributeAccessIssue, reportUnknownArgumentType, reportUnknownMemberType]
    for xdsl_kind, ours in _SAME_FIELDS:
        if kind is xdsl_kind:
            return ours(**{f: getattr(accessor, f) for f in _FIELDS[xdsl_kind]})
    return None


_SAME_FIELDS: tuple[tuple[type, type], ...] = (
    (AfterVariadicSingleAccessor, _AfterVariadicSingle),
    (SameOptionalAccessor, _SameOptional),
    (UniqueVariadicAccessor, _UniqueVariadic),
    (SingleAttrAccessor, _SingleAttr),
    (VariadicAttrAccessor, _VariadicAttr),
    (OptionalAttrAccessor, _OptionalAttr),
)
"""xDSL's accessor kinds replaced by a subclass with the same fields."""

_FIELDS: dict[type, tuple[str, ...]] = {
    kind: tuple(kind.__dataclass_fields__) for kind, _ in _SAME_FIELDS
}


def install_fast_accessors(cls: type[IRDLOperation]) -> int:
    """Replace the accessors `irdl_op_definition` put on `cls` (a class of
    this package) by direct ones; returns how many it replaced."""
    if not cls.__module__.startswith(_PACKAGE):
        return 0
    replaced = 0
    for name, accessor in list(vars(cls).items()):
        fast = _fast_accessor(accessor)
        if fast is not None:
            setattr(cls, name, fast)
            replaced += 1
    return replaced


__all__ = ["install_fast_accessors"]
