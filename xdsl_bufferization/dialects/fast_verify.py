"""
IRDL verification of this package's op classes, with the generic machinery
taken out of the common path (docs/speed.md, "Verification").

`xdsl-opt` verifies the whole module after parsing and after every pass. For
each op, xDSL's `OpDef.verify` recomputes the operand, result, region and
successor segment sizes four times over (once per construct, and again in
each named accessor it reads), looks up the variadic options, and builds an
error context it rarely needs: 20 to 45 µs per op, before the op's own
checks.

A `VerificationPlan` does that analysis once per op class. Verifying an op
then slices its operand and result types by the plan and hands each slice to
the same constraint objects, in the same order and with one shared
`VerificationContext`, as xDSL does; then regions, successors, properties,
attributes and traits as xDSL does. Op classes whose segment layout the plan
does not cover (several variadic definitions without segment sizes) keep
xDSL's verifier.

Only the question "is this op valid" takes the fast path. As soon as
anything fails, xDSL's own `OpDef.verify` runs on the op and raises its
error, so diagnostics are word for word xDSL's, and an op is never accepted
that xDSL's verifier rejects.

Only classes defined in this package get the plan (`install_fast_verifier`
skips xDSL's classes, which other users of xDSL share).

An op whose signature (class, operand and result types, properties and
attributes, entry block argument types: `local_signature`) was found valid
before is not checked against its definition again, nor by the class's own
checks where they read only the signature (`@reads_signature_only`); its
regions, successors and traits are checked every time. Only valid
signatures are remembered: an invalid op is always checked in full.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, Literal, TypeVar, cast

from xdsl.dialects.builtin import DenseArrayBase, IntegerType, i32
from xdsl.ir import (
    Attribute,
    Block,
    Operation,
    ParametrizedAttribute,
    Region,
    SSAValue,
)
from xdsl.irdl import IRDLOperation
from xdsl.irdl.constraints import (
    AllOf,
    AnyAttr,
    AnyInt,
    AnyOf,
    AtLeast,
    AtMost,
    AttrConstraint,
    AttrSetConstraint,
    BaseAttr,
    EqAttrConstraint,
    EqIntConstraint,
    IntConstraint,
    IntSetConstraint,
    MessageConstraint,
    NotEqualIntConstraint,
    ParamAttrConstraint,
    RangeLengthConstraint,
    RangeOf,
    VerificationContext,
)
from xdsl.irdl.operations import (
    AttrSizedOperandSegments,
    AttrSizedRegionSegments,
    AttrSizedResultSegments,
    AttrSizedSegments,
    AttrSizedSuccessorSegments,
    OpDef,
    OptAttributeDef,
    OptionalDef,
    OptPropertyDef,
    OptSingleBlockRegionDef,
    SingleBlockRegionDef,
    VariadicDef,
    VarSingleBlockRegionDef,
)
from xdsl.traits import IsolatedFromAbove, OpTrait
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.utils.building import dense_int_tuple, remember
from xdsl_bufferization.utils.traits import class_has_trait

_T = TypeVar("_T")
_F = TypeVar("_F", bound=Callable[..., Any])

_PACKAGE = "xdsl_bufferization"


_NO_VARIABLES = VerificationContext()
"""The context context-free constraints are given (they do not read it)."""


class _Mismatch(Exception):
    """The fast path found the op invalid (or could not tell): xDSL's
    verifier runs and reports."""


@dataclass(frozen=True)
class SegmentLayout:
    """How a flat list of operands (results, regions, successors) splits
    into an op definition's named segments."""

    kind: Literal["fixed", "one-variadic", "attribute"]
    defs: tuple[Any, ...]
    variadic_index: int = -1
    """`one-variadic`: the position of the variadic definition."""
    option: AttrSizedSegments | None = None
    """`attribute`: where the segment sizes are stored."""
    elements: tuple[AttrConstraint | None, ...] = ()
    """For each definition, the context-free constraint each of its values
    must satisfy, if that is all its constraint says (see `_verify_once`)."""
    valid_sizes: dict[tuple[int, ...], list[tuple[int, int]]] = field(
        default_factory=dict[tuple[int, ...], list[tuple[int, int]]], compare=False
    )
    """`attribute`: the segment sizes found valid so far, and their bounds
    (the same few sizes recur from op to op)."""

    def bounds(self, op: Operation, count: int) -> list[tuple[int, int]]:
        """The (start, end) of each segment for `count` elements; raises
        `_Mismatch` where xDSL's size check would fail."""
        defs = self.defs
        if self.kind == "fixed":
            if count != len(defs):
                raise _Mismatch
            return [(i, i + 1) for i in range(count)]
        if self.kind == "one-variadic":
            size = count - len(defs) + 1
            if size < 0:
                raise _Mismatch
            if isinstance(defs[self.variadic_index], OptionalDef) and size > 1:
                raise _Mismatch
            return _bounds_of_sizes(
                [size if i == self.variadic_index else 1 for i in range(len(defs))]
            )
        option = cast(AttrSizedSegments, self.option)
        sizes_attr = option.container(op).get(option.attribute_name)
        if not isinstance(sizes_attr, DenseArrayBase):
            raise _Mismatch
        sizes_attr = cast(DenseArrayBase[IntegerType], sizes_attr)
        element_type = sizes_attr.elt_type
        if element_type is not i32 and element_type != i32:
            raise _Mismatch
        sizes = dense_int_tuple(sizes_attr)
        if sum(sizes) != count:
            raise _Mismatch
        bounds = self.valid_sizes.get(sizes)
        if bounds is None:
            if len(sizes) != len(defs):
                raise _Mismatch
            for size, definition in zip(sizes, defs):
                if size < 0 or (
                    size > 1
                    if isinstance(definition, OptionalDef)
                    else size != 1 and not isinstance(definition, VariadicDef)
                ):
                    raise _Mismatch
            bounds = remember(self.valid_sizes, sizes, _bounds_of_sizes(sizes))
        return bounds


def _bounds_of_sizes(sizes: Sequence[int]) -> list[tuple[int, int]]:
    bounds: list[tuple[int, int]] = []
    start = 0
    for size in sizes:
        bounds.append((start, start + size))
        start += size
    return bounds


def _layout(
    op_def: OpDef,
    defs: Sequence[tuple[str, Any]],
    option_class: type[AttrSizedSegments],
) -> SegmentLayout | None:
    """The layout of one construct, or None where the plan leaves the op to
    xDSL (several variadic definitions sized alike)."""
    definitions = tuple(d for _, d in defs)
    elements = tuple(_element_constraint(d) for d in definitions)
    option = next((o for o in op_def.options if isinstance(o, option_class)), None)
    if option is not None:
        return SegmentLayout("attribute", definitions, option=option, elements=elements)
    variadic = [i for i, d in enumerate(definitions) if isinstance(d, VariadicDef)]
    if not variadic:
        return SegmentLayout("fixed", definitions, elements=elements)
    if len(variadic) == 1:
        return SegmentLayout(
            "one-variadic",
            definitions,
            variadic_index=variadic[0],
            elements=elements,
        )
    return None


def _element_constraint(definition: Any) -> AttrConstraint | None:
    """The context-free constraint on each value of an operand or result
    definition, when its range constraint says nothing else (a single value,
    or a range without a length variable); otherwise None."""
    constraint = getattr(definition, "constr", None)
    if isinstance(constraint, RangeLengthConstraint):
        length = constraint.length
        if not (
            isinstance(length, EqIntConstraint)
            and length.value == 1
            and not isinstance(definition, VariadicDef)
        ):
            return None
        constraint = cast(RangeLengthConstraint[Attribute], constraint).constraint
    if not isinstance(constraint, RangeOf):
        return None
    element = cast(RangeOf[Attribute], constraint).constr
    return element if is_context_free(element) else None


def _checks_entry_arguments(region_def: Any) -> bool:
    """Whether a region definition constrains its entry block's arguments
    (the default, a range of anything, does not)."""
    entry_args = region_def.entry_args
    if not isinstance(entry_args, RangeOf):
        return True
    element: object = cast(RangeOf[Attribute], entry_args).constr
    return not isinstance(element, AnyAttr)


@dataclass(frozen=True)
class VerificationPlan:
    """What `OpDef.verify` checks for one op class, worked out once."""

    op_def: OpDef
    operands: SegmentLayout
    results: SegmentLayout
    regions: SegmentLayout
    successors: SegmentLayout
    binds_variables: bool
    """Whether some constraint of the op may bind a variable (then each op
    gets a fresh `VerificationContext`)."""
    single_block_regions: tuple[bool, ...]
    entry_argument_checks: tuple[bool, ...]
    traits: tuple[Callable[[Operation], None], ...]
    checked_regions: tuple[int, ...]
    """The region definitions with something to check (one block, or entry
    argument types)."""

    @staticmethod
    def of(op_def: OpDef) -> VerificationPlan | None:
        operands = _layout(op_def, op_def.operands, AttrSizedOperandSegments)
        results = _layout(op_def, op_def.results, AttrSizedResultSegments)
        regions = _layout(op_def, op_def.regions, AttrSizedRegionSegments)
        successors = _layout(op_def, op_def.successors, AttrSizedSuccessorSegments)
        if operands is None or results is None or regions is None:
            return None
        if successors is None:
            return None
        binds_variables = (
            None in operands.elements
            or None in results.elements
            or any(_checks_entry_arguments(d) for _, d in op_def.regions)
            or not all(
                is_context_free(d.constr)
                for d in (*op_def.properties.values(), *op_def.attributes.values())
            )
        )
        return VerificationPlan(
            op_def,
            operands,
            results,
            regions,
            successors,
            binds_variables,
            tuple(
                isinstance(
                    d,
                    SingleBlockRegionDef
                    | VarSingleBlockRegionDef
                    | OptSingleBlockRegionDef,
                )
                for _, d in op_def.regions
            ),
            tuple(_checks_entry_arguments(d) for _, d in op_def.regions),
            tuple(_trait_check(t) for t in op_def.traits),
            tuple(
                i
                for i, (_, d) in enumerate(op_def.regions)
                if _checks_entry_arguments(d)
                or isinstance(
                    d,
                    SingleBlockRegionDef
                    | VarSingleBlockRegionDef
                    | OptSingleBlockRegionDef,
                )
            ),
        )

    def check(self, op: Operation) -> None:
        """Raises `_Mismatch` (or a trait's `VerifyException`) unless `op`
        satisfies its definition."""
        op_def = self.op_def
        # Constraints with variables bind them in one context per op.
        context = VerificationContext() if self.binds_variables else _NO_VARIABLES
        try:
            self._check_values(op._operands, self.operands, op, context)  # pyright: ignore[reportPrivateUsage]
            self._check_values(op.results, self.results, op, context)
            properties = op.properties
            if properties or op_def.properties:
                _check_entries(properties, op_def.properties, OptPropertyDef, context)
                if any(name not in op_def.properties for name in properties):
                    raise _Mismatch
            if op_def.attributes:
                _check_entries(
                    op.attributes, op_def.attributes, OptAttributeDef, context
                )
        except VerifyException as error:
            raise _Mismatch from error
        self.check_structure(op, context)

    def check_structure(
        self, op: Operation, context: VerificationContext = _NO_VARIABLES
    ) -> None:
        """The part of `check` that reads more than the op's signature
        (`local_signature`): its regions, successors and traits."""
        try:
            if op.regions or self.regions.defs:
                self._check_regions(op, context)
            successors = op._successors  # pyright: ignore[reportPrivateUsage]
            if successors or self.successors.defs:
                self.successors.bounds(op, len(successors))
        except VerifyException as error:
            raise _Mismatch from error
        for trait in self.traits:
            trait(op)

    def _check_values(
        self,
        values: Sequence[SSAValue],
        layout: SegmentLayout,
        op: Operation,
        context: VerificationContext,
    ) -> None:
        elements = layout.elements
        if layout.kind == "fixed":
            if len(values) != len(layout.defs):
                raise _Mismatch
            for value, definition, element in zip(values, layout.defs, elements):
                if element is None:
                    definition.constr.verify((value.type,), context)
                else:
                    _verify_once(element, value.type)
            return
        types = tuple(value.type for value in values)
        for (start, end), definition, element in zip(
            layout.bounds(op, len(types)), layout.defs, elements
        ):
            if element is None:
                definition.constr.verify(types[start:end], context)
            else:
                for value_type in types[start:end]:
                    _verify_once(element, value_type)

    def _check_regions(self, op: Operation, context: VerificationContext) -> None:
        regions = op.regions
        layout = self.regions
        if layout.kind == "fixed":
            if len(regions) != len(layout.defs):
                raise _Mismatch
            bounds = None
        else:
            bounds = layout.bounds(op, len(regions))
        for index in self.checked_regions:
            start, end = (index, index + 1) if bounds is None else bounds[index]
            single_block = self.single_block_regions[index]
            entry_check = self.entry_argument_checks[index]
            definition = layout.defs[index]
            for region in regions[start:end]:
                if single_block and len(region.blocks) != 1:
                    raise _Mismatch
                entry = region.first_block
                if entry_check and entry is not None:
                    definition.entry_args.verify(entry.arg_types, context)


def _check_entries(
    entries: Mapping[str, Attribute],
    definitions: Mapping[str, Any],
    optional: type,
    context: VerificationContext,
) -> None:
    """The op's properties (or attributes) against their definitions: each
    present one satisfies its constraint, and only optional ones are missing."""
    for name, definition in definitions.items():
        value = entries.get(name)
        if value is None:
            if isinstance(definition, optional):
                continue
            raise _Mismatch
        constraint = definition.constr
        if is_context_free(constraint):
            _verify_once(constraint, value)
        else:
            constraint.verify(value, context)


# ---------------------------------------------------------------------------
# Signatures: what most ops' checks read, and the signatures found valid.
# ---------------------------------------------------------------------------


def local_signature(op: Operation) -> tuple[tuple[object, ...], list[object]]:
    """
    A key for what the local checks of `op` read: its class, the types of
    its operands and results, its properties and attributes (names and
    values), and the argument types of its regions' entry blocks; with the
    objects whose identities it holds.

    Attributes stand in the key by identity (`_identity`): comparing them by
    value would hash them, which costs more than most checks. Passes build
    the types of the ops they make once and share them (after One-Shot
    Bufferize, a few hundred type objects serve some 8,000 values), so the
    same signatures recur op after op, and again at each verification
    between passes. The small attributes the parser makes one of per
    occurrence (`f32`, `index`, `i1`, segment sizes) stand by value.
    """
    kept: list[object] = [value.type for value in op._operands]  # pyright: ignore[reportPrivateUsage]
    operand_count = len(kept)
    results = op.results
    kept.extend([result.type for result in results])
    properties = op.properties
    attributes = op.attributes
    kept.extend(properties.values())
    kept.extend(attributes.values())
    entry_blocks: list[int] = []
    for region in op.regions:
        block = region.first_block
        if block is None:
            entry_blocks.append(-1)
        else:
            arg_types = [arg.type for arg in block.args]
            entry_blocks.append(len(arg_types))
            kept.extend(arg_types)
    key = (
        type(op),
        operand_count,
        len(results),
        tuple(properties),
        tuple(attributes),
        tuple(entry_blocks),
        *map(_identity, kept),
    )
    return key, kept


def _identity(attr: object) -> object:
    """What stands for `attr` in a signature: its value for the small
    attributes the parser makes one of per occurrence (`f32`, `index`,
    `i1`, the segment sizes of an op), else its id."""
    cls = type(attr)
    if cls in _TOKENS:
        token = _TOKENS[cls]
    else:
        token = _TOKENS[cls] = _token_maker(cls)
    return id(attr) if token is None else token(attr)


def _token_maker(cls: type) -> Callable[[Any], object] | None:
    if cls is IntegerType:
        return _integer_type_token
    if cls is DenseArrayBase:
        return _dense_array_token
    if issubclass(cls, ParametrizedAttribute) and not (
        cls.get_irdl_definition().parameters
    ):
        # All instances are equal.
        return lambda _: cls
    return None


def _integer_type_token(attr: IntegerType) -> object:
    return (IntegerType, attr.width.data, attr.signedness.data)


def _dense_array_token(attr: DenseArrayBase[Any]) -> object:
    return (DenseArrayBase, _identity(attr.elt_type), attr.data.data)


_TOKENS: dict[type, Callable[[Any], object] | None] = {}
"""Per attribute class, how its value makes a signature token (None: its
identity does)."""


_VALID_SIGNATURES: dict[tuple[object, ...], list[object]] = {}
"""Signatures of ops found valid, with the objects whose identities they
hold (kept alive, so no other object takes their id while the entry is
there)."""

_SIGNATURE_ONLY = "_reads_signature_only"


def reads_signature_only(method: _F) -> _F:
    """Mark an op class's own checks (`verify_`, or linalg's
    `verify_interfaces_`) as reading nothing but the op's signature
    (`local_signature`): not the ops in its regions, its parent, its
    neighbours, nor the ops defining its operands. The verdict on a
    signature found valid is then reused. A subclass that overrides the
    method is not marked."""
    setattr(method, _SIGNATURE_ONLY, True)
    return method


def reads_signature_only_marked(method: object) -> bool:
    return getattr(method, _SIGNATURE_ONLY, False) is True


_PASSED_CHECKS: dict[tuple[object, tuple[object, ...]], list[object]] = {}
"""(checks, signature) pairs for checks run apart from `verify_` (linalg's
`verify_interfaces_`, after the body), as `_VALID_SIGNATURES`."""


def passed_before(checks: object, key: tuple[object, ...]) -> bool:
    """Whether the marked `checks` passed on an op of signature `key`."""
    return (checks, key) in _PASSED_CHECKS


def remember_passed(
    checks: object, key: tuple[object, ...], kept: list[object]
) -> None:
    remember(_PASSED_CHECKS, (checks, key), kept)


# ---------------------------------------------------------------------------
# Context-free constraints: their verdict on an attribute is remembered.
# ---------------------------------------------------------------------------

_CONTEXT_FREE_KINDS: set[type] = {
    AnyAttr,
    BaseAttr,
    EqAttrConstraint,
    AttrSetConstraint,
    AnyOf,
    AllOf,
    ParamAttrConstraint,
    MessageConstraint,
    AnyInt,
    EqIntConstraint,
    NotEqualIntConstraint,
    IntSetConstraint,
    AtLeast,
    AtMost,
}
"""Constraint classes whose check reads only the attribute (and their
fields), never the verification context's variables: xDSL's, and the ones
this package registers (`context_free_constraint`)."""


def context_free_constraint(cls: _T) -> _T:
    """Declare a constraint class of this package context-free: its
    `verify` reads only the attribute and its own fields."""
    _CONTEXT_FREE_KINDS.add(cast(type, cls))
    return cls


_CONTEXT_FREE: dict[int, tuple[object, bool]] = {}


def is_context_free(constraint: object) -> bool:
    """Whether `constraint` and every constraint inside it is of a
    context-free class (answered once per constraint object)."""
    found = _CONTEXT_FREE.get(id(constraint))
    if found is not None and found[0] is constraint:
        return found[1]
    answer = type(constraint) in _CONTEXT_FREE_KINDS and all(
        is_context_free(part) for part in _nested_constraints(constraint)
    )
    remember(_CONTEXT_FREE, id(constraint), (constraint, answer))
    return answer


def _nested_constraints(constraint: object) -> list[object]:
    nested: list[object] = []
    pending: list[object] = [
        getattr(constraint, f.name) for f in fields(cast(Any, constraint))
    ]
    while pending:
        value = pending.pop()
        if isinstance(value, AttrConstraint | IntConstraint):
            nested.append(cast(object, value))
        elif isinstance(value, tuple | list):
            pending.extend(cast(Sequence[object], value))
        elif isinstance(value, dict):
            pending.extend(cast(dict[object, object], value).values())
    return nested


_VERIFIED: dict[tuple[int, int], Attribute] = {}
"""(constraint, attribute) pairs found valid, by identity (the attribute is
kept, so its id is not reused): the same type objects are the result of one
op and the operands of the next, and are checked again at every
verification."""


def _verify_once(constraint: AttrConstraint, attr: Attribute) -> None:
    """`constraint.verify(attr)` for a context-free constraint, remembered."""
    key = (id(constraint), id(attr))
    if _VERIFIED.get(key) is attr:
        return
    constraint.verify(attr, _NO_VARIABLES)
    remember(_VERIFIED, key, attr)


def _trait_check(trait: OpTrait) -> Callable[[Operation], None]:
    if type(trait) is IsolatedFromAbove:
        return _check_isolated_from_above
    return trait.verify


def _check_isolated_from_above(op: Operation) -> None:
    """`IsolatedFromAbove`'s check in one walk: every operand of an op nested
    in `op` (not inside a nested isolated op, which checks itself) is defined
    strictly inside `op`. xDSL's check walks each operand's parents; on a
    violation it runs, for its message. Values are compared by identity
    (`id` is cheaper than their `__hash__`)."""
    defined: set[int] = set()
    used: list[SSAValue] = []
    stack: list[Region] = list(op.regions)
    while stack:
        region = stack.pop()
        for block in region.blocks:
            defined.update(map(id, block.args))
            child = block.first_op
            while child is not None:
                defined.update(map(id, child.results))
                used.extend(child._operands)  # pyright: ignore[reportPrivateUsage]
                if child.regions:
                    if class_has_trait(type(child), IsolatedFromAbove, True):
                        _collect_definitions(child, defined)
                    else:
                        stack.extend(child.regions)
                child = child.next_op
    if not defined.issuperset(map(id, used)):
        IsolatedFromAbove().verify(op)


def _collect_definitions(op: Operation, defined: set[int]) -> None:
    stack: list[Region] = list(op.regions)
    while stack:
        region = stack.pop()
        block: Block
        for block in region.blocks:
            defined.update(map(id, block.args))
            for child in block.ops:
                defined.update(map(id, child.results))
                stack.extend(child.regions)


def _generated_parts(
    cls: type[IRDLOperation],
) -> tuple[OpDef, Callable[[Operation], None] | None] | None:
    """The definition and the class's own checks that the `verify_` made by
    `irdl_op_definition` (on `cls` or the class it inherits it from) runs, or
    None if `cls.verify_` is not such a function."""
    generated = cls.verify_
    code = getattr(generated, "__code__", None)
    closure = getattr(generated, "__closure__", None)
    if code is None or closure is None or "op_def" not in code.co_freevars:
        return None
    cells = dict(zip(code.co_freevars, closure, strict=True))
    op_def = cells["op_def"].cell_contents
    if not isinstance(op_def, OpDef):
        return None
    custom = cells.get("custom_verify")
    return op_def, None if custom is None else custom.cell_contents


def install_fast_verifier(cls: type[IRDLOperation]) -> bool:
    """
    Give `cls` (an op class of this package) a `verify_` that checks its IRDL
    definition through a `VerificationPlan`, then runs the class's own checks.
    Returns whether it did: not for classes of other packages (xDSL's are
    shared with every user of xDSL), nor for a `verify_` written by hand
    (which calls the generated one itself), nor for layouts the plan does not
    cover.

    An op whose signature (`local_signature`) was found valid before is not
    checked against the definition again, and neither by the class's own
    checks where they read only the signature (`@reads_signature_only`); the
    plan's structural checks (regions, successors, traits) and other own
    checks run every time.
    """
    if not cls.__module__.startswith(_PACKAGE):
        return False
    if getattr(cls.verify_, "_fast_plan", False):
        return False
    parts = _generated_parts(cls)
    if parts is None:
        return False
    op_def, custom = parts
    if custom is Operation.verify_:
        custom = None  # The class has no checks of its own.
    plan = VerificationPlan.of(op_def)
    if plan is None:
        return False
    check = plan.check
    check_structure = plan.check_structure
    # Entry argument constraints may share variables with the operands'
    # (bound in one context): they are checked with the signature.
    by_signature = not any(plan.entry_argument_checks)
    # The class's own checks, unless they read only the signature too.
    own_checks = (
        None if custom is None or reads_signature_only_marked(custom) else custom
    )

    def verify_(self: Operation) -> None:
        if by_signature:
            key, kept = local_signature(self)
            if key in _VALID_SIGNATURES:
                try:
                    check_structure(self)
                except _Mismatch:
                    op_def.verify(self)
                if own_checks is not None:
                    own_checks(self)
                return
        try:
            check(self)
        except _Mismatch:
            # xDSL's verifier gives the diagnostic.
            op_def.verify(self)
        if custom is not None:
            custom(self)
        if by_signature:
            remember(_VALID_SIGNATURES, key, kept)  # pyright: ignore[reportPossiblyUnboundVariable]

    verify_.__doc__ = cls.verify_.__doc__
    setattr(verify_, "_fast_plan", True)  # noqa: B010
    # xDSL's verifier, which this one must agree with (tests compare them).
    setattr(verify_, "__wrapped__", cls.verify_)  # noqa: B010
    setattr(cls, "verify_", verify_)  # noqa: B010
    return True
