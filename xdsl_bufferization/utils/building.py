"""Building the ops and attributes that passes create in bulk, cheaply.

`IRDLOperation.build` normalizes its arguments generically on every call
(operand groups that may be ops or values, regions that may be lists of ops
or blocks, a `DenseArrayBase` of segment sizes built anew, each definition
checked for optional/variadic): some 25 µs per op before the op itself is
made, more than making it. `build_ir_op` does the same from a plan computed
once per op class (which groups are single, optional or variadic, where the
segment sizes go) and then sets the op's fields as `Operation.__init__`
does when `build` calls it (`_initialize`), so the op is the same: the same
operands, results, properties (defaults filled in by
`IRDLOperation.__post_init__`), attributes and regions. Anything it
does not expect (a group of the wrong arity, an op with successors or with
`SameVariadic*Size`) goes through `build`, which raises its usual error.
The op is not verified here, as with `build`: `xdsl-opt` verifies after
each pass.

Attributes are immutable, so the ones passes make over and over (unit,
`i1` and `index` integers, segment sizes and static offsets, memref types
and their strided layouts) are made once per distinct value (`unit_attr`,
`integer_attr`, `dense_i32`, `dense_i64`, `strided_layout`,
`memref_type`): building one costs 5 to 50 µs (the parameters are verified
each time; `MemRefType` also checks its shape generically), looking it up
about 1 to 3 µs. The tables are bounded (`remember`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar, cast

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    UNKNOWN_LOC,
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    UnitAttr,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, OpResult, Region, SSAValue
from xdsl.ir.core import SSAValues, Use
from xdsl.irdl import IRDLOperation
from xdsl.irdl.operations import (
    AttrSizedOperandSegments,
    AttrSizedRegionSegments,
    AttrSizedResultSegments,
    AttrSizedSegments,
    OptionalDef,
    VariadicDef,
)

_SINGLE, _OPTIONAL, _VARIADIC = 0, 1, 2

_UNIT: list[UnitAttr] = []
_INTEGERS: dict[tuple[int, int], IntegerAttr] = {}
_INTEGER_TYPES: dict[int, Attribute] = {}
_DENSE_I32: dict[tuple[int, ...], DenseArrayBase] = {}
_DENSE_I64: dict[tuple[int, ...], DenseArrayBase] = {}
_LAYOUTS: dict[tuple[tuple[int | None, ...], int | None], StridedLayoutAttr] = {}
_MEMREFS: dict[
    tuple[Attribute, tuple[int, ...], Attribute, Attribute], MemRefType[Attribute]
] = {}
_NONE: list[NoneAttr] = []

_TABLE_LIMIT = 4096
"""Entries a table keeps (it is emptied when full: a long-lived process
building ever new types must not grow without bound)."""

_K = TypeVar("_K")
_V = TypeVar("_V")


def remember(table: dict[_K, _V], key: _K, value: _V) -> _V:
    """`table[key] = value` (returned), emptying `table` first if it holds
    `_TABLE_LIMIT` entries: a memo table that stays bounded."""
    if len(table) >= _TABLE_LIMIT:
        table.clear()
    table[key] = value
    return value


def unit_attr() -> UnitAttr:
    """`unit` (one instance)."""
    if not _UNIT:
        _UNIT.append(UnitAttr())
    return _UNIT[0]


def _kind_of(type_: Attribute) -> int:
    """A small key for the integer types that passes use most (`index`: -1,
    `iN`: N), or 0 for others."""
    if isinstance(type_, IndexType):
        return -1
    if isinstance(type_, IntegerType):
        width = cast(IntegerType, type_)
        if width.signedness.data.name == "SIGNLESS":
            return width.width.data
    return 0


def integer_attr(value: int, type_: IntegerType | IndexType) -> IntegerAttr:
    """`IntegerAttr(value, type_)`, made once per value and signless type
    (others are made each time)."""
    value = int(value)
    kind = _kind_of(type_)
    if kind == 0:
        return IntegerAttr(value, type_)
    key = (value, kind)
    found = _INTEGERS.get(key)
    if found is None:
        found = remember(_INTEGERS, key, IntegerAttr(value, type_))
    return found


def i1_type() -> Attribute:
    """`i1` (one instance)."""
    found = _INTEGER_TYPES.get(1)
    if found is None:
        found = IntegerType(1)
        _INTEGER_TYPES[1] = found
    return found


def dense_i32(values: Sequence[int]) -> DenseArrayBase:
    """`array<i32: values>` (e.g. segment sizes), made once per values."""
    key = tuple(values)
    found = _DENSE_I32.get(key)
    if found is None:
        found = remember(_DENSE_I32, key, DenseArrayBase.from_list(i32, key))
    return found


def dense_i64(values: Sequence[int]) -> DenseArrayBase:
    """`array<i64: values>` (e.g. static offsets), made once per values."""
    key = tuple(values)
    found = _DENSE_I64.get(key)
    if found is None:
        found = remember(_DENSE_I64, key, DenseArrayBase.from_list(i64, key))
    return found


def none_attr() -> NoneAttr:
    """The absent layout or memory space (one instance)."""
    if not _NONE:
        _NONE.append(NoneAttr())
    return _NONE[0]


def strided_layout(
    strides: Sequence[int | None], offset: int | None
) -> StridedLayoutAttr:
    """`strided<[strides], offset: offset>` (None: dynamic), made once per
    strides and offset."""
    key = (tuple(strides), offset)
    found = _LAYOUTS.get(key)
    if found is None:
        found = remember(_LAYOUTS, key, StridedLayoutAttr(list(strides), offset))
    return found


def make_memref_type(
    element_type: Attribute,
    shape: Sequence[int],
    layout: Attribute | None = None,
    memory_space: Attribute | None = None,
) -> MemRefType[Attribute]:
    """`MemRefType(element_type, shape, layout, memory_space)` (None: no layout,
    the default memory space), made once per parameters."""
    if layout is None:
        layout = none_attr()
    if memory_space is None:
        memory_space = none_attr()
    key = (element_type, tuple(shape), layout, memory_space)
    found = _MEMREFS.get(key)
    if found is None:
        # `new` rather than `MemRefType(...)`: the same verified type, without
        # the generic check of the shape argument.
        new = cast(
            Callable[[Sequence[Attribute]], MemRefType[Attribute]],
            MemRefType.new,  # pyright: ignore[reportUnknownMemberType]
        )
        shape_attr = ArrayAttr([IntAttr(size) for size in key[1]])
        found = remember(
            _MEMREFS, key, new([shape_attr, element_type, layout, memory_space])
        )
    return found


@dataclass(frozen=True)
class _Plan:
    operands: tuple[int, ...]
    results: tuple[int, ...]
    regions: tuple[int, ...]
    segments: tuple[tuple[str, str, int], ...]
    """(container, name, which) per `AttrSized*Segments` option: container
    "p" (properties) or "a" (attributes), which 0 operands, 1 results, 2
    regions."""
    generic: bool
    """Whether to leave the op to `build` (successors, `SameVariadic*`)."""


_PLANS: dict[type[Operation], _Plan] = {}


def _kinds(defs: Sequence[tuple[str, object]]) -> tuple[int, ...]:
    return tuple(
        _OPTIONAL
        if isinstance(d, OptionalDef)
        else _VARIADIC
        if isinstance(d, VariadicDef)
        else _SINGLE
        for _, d in defs
    )


def _plan(cls: type[IRDLOperation]) -> _Plan:
    plan = _PLANS.get(cls)
    if plan is None:
        op_def = cls.get_irdl_definition()
        segments: list[tuple[str, str, int]] = []
        generic = bool(op_def.successors)
        for option in op_def.options:
            if isinstance(option, AttrSizedSegments):
                container = "p" if option.as_property else "a"
                if isinstance(option, AttrSizedOperandSegments):
                    segments.append((container, option.attribute_name, 0))
                elif isinstance(option, AttrSizedResultSegments):
                    segments.append((container, option.attribute_name, 1))
                elif isinstance(option, AttrSizedRegionSegments):
                    segments.append((container, option.attribute_name, 2))
                else:
                    generic = True
            else:
                generic = True
        plan = _Plan(
            _kinds(op_def.operands),
            _kinds(op_def.results),
            _kinds(op_def.regions),
            tuple(segments),
            generic,
        )
        _PLANS[cls] = plan
    return plan


_T = TypeVar("_T")


_IS_ITEM: dict[tuple[type, type], bool] = {}
"""Whether a class is a subclass of `SSAValue`, `Attribute` or `Region`
(`isinstance` against xDSL's ABCs is slow)."""


def _is_item(value: object, item: type) -> bool:
    key = (type(value), item)
    found = _IS_ITEM.get(key)
    if found is None:
        found = isinstance(value, item)
        _IS_ITEM[key] = found
    return found


def _flatten(
    groups: Sequence[_T | Sequence[_T] | None],
    kinds: tuple[int, ...],
    item: type,
    flat: list[_T],
    sizes: list[int],
) -> bool:
    """Append the groups to `flat` and their sizes to `sizes`; False if a
    group does not fit its definition (then `build` reports it)."""
    if len(groups) != len(kinds):
        return False
    for group, kind in zip(groups, kinds):
        if group is None:
            if kind != _OPTIONAL:
                return False
            sizes.append(0)
        elif type(group) is list or type(group) is tuple:
            members = cast(Sequence[_T], group)
            if (kind == _SINGLE and len(members) != 1) or (
                kind == _OPTIONAL and len(members) > 1
            ):
                return False
            for member in members:
                if not _is_item(member, item):
                    return False
            flat.extend(members)
            sizes.append(len(members))
        elif _is_item(group, item):
            flat.append(cast(_T, group))
            sizes.append(1)
        else:
            return False
    return True


OpT = TypeVar("OpT", bound=IRDLOperation)

_DEFAULTS: dict[
    type[Operation],
    tuple[tuple[tuple[str, Attribute], ...], tuple[tuple[str, Attribute], ...]] | None,
] = {}
"""Per op class, the default properties and attributes
`IRDLOperation.__post_init__` fills in (None: the class has a
`__post_init__` of its own, which is then called)."""


def _defaults(
    cls: type[IRDLOperation],
) -> tuple[tuple[tuple[str, Attribute], ...], tuple[tuple[str, Attribute], ...]] | None:
    if cls in _DEFAULTS:
        return _DEFAULTS[cls]
    found = None
    if cls.__post_init__ is IRDLOperation.__post_init__:
        op_def = cls.get_irdl_definition()
        found = (
            tuple(
                (name, d.default_value)
                for name, d in op_def.properties.items()
                if not isinstance(d, OptionalDef) and d.default_value is not None
            ),
            tuple(
                (name, d.default_value)
                for name, d in op_def.attributes.items()
                if not isinstance(d, OptionalDef) and d.default_value is not None
            ),
        )
    _DEFAULTS[cls] = found
    return found


def _initialize(
    op: IRDLOperation,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: dict[str, Attribute],
    attributes: dict[str, Attribute],
    regions: Sequence[Region] = (),
) -> None:
    """
    What `Operation.__init__(op, ...)` does (and `IRDLOperation.__post_init__`
    after it), with the fields set directly: the same operands, uses (each
    put first in its value's use list, in operand order), results,
    properties (defaults filled in), attributes, unknown location, no
    successors, and regions. Takes ownership of the two dicts. (About twice
    as fast: the generic path goes through property setters, generators and
    a per-op scan of the definition's defaults.)
    """
    values = SSAValues(operands)
    uses = tuple([Use(op, index) for index in range(len(values))])
    for value, use in zip(values, uses):
        # As `SSAValue.add_use`.
        first = value.first_use
        use._next_use = first
        use._prev_use = None
        if first is not None:
            first._prev_use = use
        value.first_use = use
    op._operands = values
    op._operand_uses = uses
    op.results = SSAValues(
        [OpResult(type_, op, index) for index, type_ in enumerate(result_types)]
    )
    op.properties = properties
    op.attributes = attributes
    op.location = UNKNOWN_LOC
    op._successors = ()
    op._successor_uses = ()
    op.regions = ()
    for region in regions:
        op.add_region(region)
    defaults = _defaults(type(op))
    if defaults is None:
        op.__post_init__()
        return
    for name, value in defaults[0]:
        if name not in properties:
            properties[name] = value
    for name, value in defaults[1]:
        if name not in attributes:
            attributes[name] = value


def build_ir_op(
    cls: type[OpT],
    *,
    operands: Sequence[SSAValue | Sequence[SSAValue] | None] = (),
    result_types: Sequence[Attribute | Sequence[Attribute] | None] = (),
    properties: Mapping[str, Attribute | None] | None = None,
    attributes: Mapping[str, Attribute | None] | None = None,
    regions: Sequence[Region | Sequence[Region] | None] = (),
) -> OpT:
    """
    What `cls.build(...)` makes from the same arguments (operand, result and
    region groups in the order of the op's definition; None properties and
    attributes left out), made faster (see the module docstring).
    """
    plan = _plan(cls)
    flat_operands: list[SSAValue] = []
    flat_types: list[Attribute] = []
    flat_regions: list[Region] = []
    operand_sizes: list[int] = []
    result_sizes: list[int] = []
    region_sizes: list[int] = []
    if (
        plan.generic
        or not _flatten(operands, plan.operands, SSAValue, flat_operands, operand_sizes)
        or not _flatten(result_types, plan.results, Attribute, flat_types, result_sizes)
        or not _flatten(regions, plan.regions, Region, flat_regions, region_sizes)
    ):
        build = cast(
            Callable[..., OpT],
            cls.build,  # pyright: ignore[reportUnknownMemberType]
        )
        return build(
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=attributes,
            regions=regions,
        )
    props: dict[str, Attribute] = {}
    if properties:
        for name, value in properties.items():
            if value is not None:
                props[name] = value
    attrs: dict[str, Attribute] = {}
    if attributes:
        for name, value in attributes.items():
            if value is not None:
                attrs[name] = value
    for container, name, which in plan.segments:
        sizes = (operand_sizes, result_sizes, region_sizes)[which]
        (props if container == "p" else attrs)[name] = dense_i32(sizes)
    op = cls.__new__(cls)
    _initialize(op, flat_operands, flat_types, props, attrs, flat_regions)
    return op


def create_op(
    cls: type[Operation],
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: dict[str, Attribute],
    attributes: dict[str, Attribute],
    regions: Sequence[Region] = (),
) -> Operation:
    """`cls.create(operands=..., result_types=..., properties=...,
    attributes=..., regions=...)` (flat lists, no successors), made faster
    for IRDL op classes (`_initialize`; it takes ownership of the dicts)."""
    if issubclass(cls, IRDLOperation):
        op = cls.__new__(cls)
        _initialize(op, operands, result_types, properties, attributes, regions)
        return op
    create = cast(
        Callable[..., Operation],
        cls.create,  # pyright: ignore[reportUnknownMemberType]
    )
    return create(
        operands=operands,
        result_types=result_types,
        properties=properties,
        attributes=attributes,
        regions=regions,
    )


def integer_constant(value: int, type_: IntegerType | IndexType) -> arith.ConstantOp:
    """`arith.constant value : type_` (as `arith.ConstantOp(IntegerAttr(value,
    type_))` builds it)."""
    return build_ir_op(
        arith.ConstantOp,
        result_types=[type_],
        properties={"value": integer_attr(value, type_)},
    )


_DENSE_VALUES: dict[int, tuple[Attribute, tuple[int, ...]]] = {}


def dense_int_tuple(attr: Attribute) -> tuple[int, ...]:
    """The integers of a `DenseArrayBase` of integers (decoded once per
    attribute: decoding unpacks its bytes; static offsets and segment sizes
    are read again and again)."""
    found = _DENSE_VALUES.get(id(attr))
    if found is not None and found[0] is attr:
        return found[1]
    dense = cast(DenseArrayBase[IntegerType], attr)
    values = tuple(int(v) for v in dense.get_values())
    remember(_DENSE_VALUES, id(attr), (attr, values))
    return values


_DENSE_BY_CONTENTS: dict[tuple[bytes, int, int], tuple[int, ...]] = {}


def dense_int_values(attr: Attribute) -> tuple[int, ...]:
    """`dense_int_tuple`, also remembered by contents (bytes, element width
    and signedness): each op has attributes of its own, but their contents
    repeat from op to op (static offsets, sizes, strides, segment sizes)."""
    found = _DENSE_VALUES.get(id(attr))
    if found is not None and found[0] is attr:
        return found[1]
    dense = cast(DenseArrayBase[IntegerType], attr)
    element = dense.elt_type
    if type(element) is IntegerType:
        # (Signedness members are singletons: their ids are stable keys.)
        key = (dense.data.data, element.width.data, id(element.signedness.data))
        values = _DENSE_BY_CONTENTS.get(key)
        if values is None:
            values = tuple(int(v) for v in dense.get_values())
            remember(_DENSE_BY_CONTENTS, key, values)
    else:
        values = tuple(int(v) for v in dense.get_values())
    remember(_DENSE_VALUES, id(attr), (attr, values))
    return values


_GROUPS: dict[tuple[type[Operation], str], tuple[int, str, bool] | None] = {}


def operand_group_layout(
    cls: type[Operation], name: str
) -> tuple[int, str, bool] | None:
    """
    Where the operand group `name` of IRDL op class `cls` is: (its position
    among the operand definitions, the name of the segment sizes, whether they
    are a property), for an op with operand segment sizes; None otherwise (or
    if `name` is not an operand group).
    """
    key = (cls, name)
    if key in _GROUPS:
        return _GROUPS[key]
    layout: tuple[int, str, bool] | None = None
    if issubclass(cls, IRDLOperation):
        op_def = cls.get_irdl_definition()
        names = [operand_name for operand_name, _ in op_def.operands]
        for option in op_def.options:
            if isinstance(option, AttrSizedOperandSegments) and name in names:
                layout = (names.index(name), option.attribute_name, option.as_property)
    _GROUPS[key] = layout
    return layout


_SINGLE_SHAPES: dict[type[Operation], tuple[int, int] | None] = {}


def _single_shape(cls: type[IRDLOperation]) -> tuple[int, int] | None:
    """(operand count, result count) of an op class whose operand and result
    definitions are all single, without regions, successors or segment
    sizes; None for other classes."""
    if cls in _SINGLE_SHAPES:
        return _SINGLE_SHAPES[cls]
    plan = _plan(cls)
    shape: tuple[int, int] | None = None
    if (
        not plan.generic
        and not plan.segments
        and not plan.regions
        and all(kind == _SINGLE for kind in (*plan.operands, *plan.results))
    ):
        shape = (len(plan.operands), len(plan.results))
    _SINGLE_SHAPES[cls] = shape
    return shape


def build_single_op(
    cls: type[OpT],
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: Mapping[str, Attribute | None] | None = None,
) -> OpT:
    """
    `build_ir_op(cls, operands=..., result_types=..., properties=...)` for
    an op class whose operands and results are one value each (as
    `_single_shape` says): the flat lists are the groups, so nothing needs
    matching to the definitions. The casts passes build by the thousand
    (`bufferization.to_tensor`, `to_buffer`) are such ops. Other classes, or
    lists of other lengths, go through `build_ir_op`.
    """
    if _single_shape(cls) != (len(operands), len(result_types)):
        return build_ir_op(
            cls, operands=operands, result_types=result_types, properties=properties
        )
    props: dict[str, Attribute] = {}
    if properties:
        for name, value in properties.items():
            if value is not None:
                props[name] = value
    op = cls.__new__(cls)
    _initialize(op, operands, result_types, props, {})
    return op
