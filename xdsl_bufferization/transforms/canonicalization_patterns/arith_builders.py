"""
What the `arith` canonicalization patterns share: their base class (a
pattern rooted at one `arith` op name), the construction of `arith` ops of
xDSL's classes, constants, and MLIR's merging of overflow flags.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, cast

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.rewriting.folder import constant_name_hint
from xdsl_bufferization.transforms.canonicalization_patterns.arith_constants import (
    constant_of,
    element_type,
    make_constant,
)
from xdsl_bufferization.utils.apint import integer_width, unsigned

# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def defined_by(value: SSAValue, name: str) -> Operation | None:
    if isinstance(value, OpResult) and value.op.name == name:
        return value.op
    return None


def scalar_int(value: SSAValue) -> int | None:
    """The bit pattern of a scalar integer constant (MLIR's `APIntAttr`)."""
    attr = constant_of(value)
    width = integer_width(value.type)
    if not isinstance(attr, IntegerAttr) or width is None:
        return None
    return unsigned(cast(IntegerAttr[Any], attr).value.data, width)


def splat_int(value: SSAValue) -> int | None:
    """The bit pattern of a scalar or splat integer constant."""
    from xdsl_bufferization.transforms.canonicalization_patterns.arith_folds import (
        int_elements,
    )

    elements = int_elements(constant_of(value), value.type)
    if elements is None or not elements.splat:
        return None
    return elements.values[0]


def value_width(value: SSAValue) -> int:
    width = integer_width(element_type(value.type))
    assert width is not None
    return width


def insert_constant(
    rewriter: PatternRewriter, before: Operation, type: Attribute, bits: int
) -> SSAValue:
    """Insert an `arith.constant` of `type` holding the bit pattern `bits`."""
    attr = make_constant(type, [bits])
    assert attr is not None
    constant = new_op(arith.ConstantOp, [], [type], {"value": attr})
    constant.results[0].name_hint = constant_name_hint(attr, type)
    rewriter.insert(constant, InsertPoint.before(before))
    return constant.results[0]


def create(
    name: str,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: dict[str, Attribute] | None = None,
) -> Operation:
    """A new op of the `arith` op `name` (xDSL's class)."""
    return new_op(ARITH_CLASSES[name], operands, result_types, properties or {})


def new_op(
    op_class: type[Operation],
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: dict[str, Attribute],
    attributes: dict[str, Attribute] | None = None,
) -> Operation:
    # What `Operation.create` does, spelled out for the type checker.
    op = op_class.__new__(op_class)
    Operation.__init__(
        op,
        operands=operands,
        result_types=result_types,
        properties=properties,
        attributes=attributes or {},
    )
    return op


ARITH_CLASSES: dict[str, type[Operation]] = {
    op_class.name: op_class for op_class in arith.Arith.operations
}


def overflow_flags(op: Operation) -> frozenset[str]:
    flags = op.properties.get("overflowFlags")
    data = getattr(flags, "data", None)
    if not isinstance(data, frozenset | set | tuple | list):
        return frozenset()
    return frozenset(str(getattr(f, "value", f)) for f in cast(Any, data))


def overflow_properties(flags: frozenset[str]) -> dict[str, Attribute]:
    if not flags:
        return {}
    members = [arith.IntegerOverflowFlag(f) for f in sorted(flags)]
    return {"overflowFlags": arith.IntegerOverflowAttr(members)}


def merged_overflow(*ops: Operation) -> dict[str, Attribute]:
    """MLIR's `MergeOverflow`: the overflow flags every op has."""
    flags = overflow_flags(ops[0])
    for op in ops[1:]:
        flags &= overflow_flags(op)
    return overflow_properties(flags)


def replace_with_binary(
    rewriter: PatternRewriter,
    op: Operation,
    name: str,
    lhs: SSAValue,
    rhs: SSAValue,
    properties: dict[str, Attribute] | None = None,
) -> None:
    """Replace `op` by `name(lhs, rhs)` of the same result type."""
    rewriter.replace(op, create(name, [lhs, rhs], [op.results[0].type], properties))


class ArithPattern(RewritePattern):
    """A pattern rooted at the `arith` op named `root` (declared as its
    `root_op_names`); subclasses implement `rewrite`."""

    root: ClassVar[str]
    root_op_names: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "root" in cls.__dict__:
            cls.root_op_names = (cls.root,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name == self.root:
            self.rewrite(op, rewriter)

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        """Rewrite `op`, whose name is `root`, if the pattern matches."""
