"""Vector loads and stores (MLIR 22): `vector.load`, `vector.store`,
`vector.maskedload`, `vector.maskedstore`, `vector.gather`, `vector.scatter`.

xDSL 0.74's load/store/maskedload/maskedstore lack MLIR 22's `alignment`
property (the generic form does not parse) and reject loads from memrefs of
vectors; it has no gather or scatter. Gather and scatter also take tensors:
a scatter into a tensor returns the new tensor.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, cast

from typing_extensions import Self, TypeVar
from xdsl.dialects.builtin import (
    BoolAttr,
    IndexType,
    IntegerType,
    MemRefType,
    TensorType,
    UnrankedTensorType,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    opt_result_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import MemoryEffectKind

from xdsl_bufferization.dialects.memref import get_strides_and_offset
from xdsl_bufferization.dialects.vector.common import (
    MASKABLE_OPS,
    Maskable,
    ReadsOperand0,
    WritesOperand0,
    WritesOperand1,
    alignment_property,
    i1_vector,
    is_memref,
    is_memref_or_tensor,
    new_op,
    op_error,
    parse_attr_dict,
    print_attr_dict,
    shaped_element_type,
    shaped_rank,
    vector_type,
)

_READ = MemoryEffectKind.READ
_WRITE = MemoryEffectKind.WRITE
_ACCESS_PROPERTIES = ("alignment", "nontemporal")
_FALSE = BoolAttr.from_bool(False)
_ACCESS_DEFAULTS: dict[str, Attribute] = {"nontemporal": _FALSE}


def _check_indices(op: Operation, shaped: Attribute, count: int) -> None:
    if is_memref_or_tensor(shaped) and count != shaped_rank(shaped):
        raise op_error(op, f"requires {shaped_rank(shaped)} indices")


def _print_list(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_list(values, printer.print_ssa_value)


def _parse_types(parser: Parser, count: int) -> list[Attribute]:
    types: list[Attribute] = [parser.parse_type()]
    for _ in range(count - 1):
        parser.parse_punctuation(",")
        types.append(parser.parse_type())
    return types


# ---------------------------------------------------------------------------
# load / store
# ---------------------------------------------------------------------------


def _verify_load_store(op: Operation, vector: Attribute, memref: Attribute, what: str):
    """MLIR's checks of `vector.load` / `vector.store` (`what`: the vector's
    name in the messages)."""
    vec = vector_type(vector)
    if not is_memref(memref):
        raise op_error(
            op, f"operand #0 must be memref of any type values, but got '{memref}'"
        )
    memref_type = memref
    num_elements = 1
    for size in vec.get_shape():
        num_elements *= size
    scalable = any(vec.get_scalable_dims())
    if scalable or not (vec.get_num_dims() == 0 or num_elements == 1):
        layout = get_strides_and_offset(memref_type)
        if layout is None or (layout[0] and layout[0][-1] != 1):
            raise op_error(op, "most minor memref dim must have unit stride")
    if memref_type.get_num_dims() < vec.get_num_dims():
        raise op_error(op, f"destination memref has lower rank than the {what} vector")
    element = memref_type.element_type
    if isinstance(element, VectorType):
        if element != vec:
            raise op_error(op, f"base memref and {what} vector types should match")
        element = cast(VectorType[Attribute], element).element_type
    if vec.element_type != element:
        if what == "result":
            raise op_error(op, "base and result element types should match")
        raise op_error(op, "base and valueToStore element type should match")


def _print_load_store(printer: Printer, op: LoadOp | StoreOp, vector: SSAValue) -> None:
    """`base[indices] {attrs} : base type, vector type`, the syntax
    `vector.load` and `vector.store` share (the store's vector comes first)."""
    printer.print_ssa_value(op.base)
    printer.print_string("[")
    _print_list(printer, op.indices)
    printer.print_string("]")
    print_attr_dict(printer, op, _ACCESS_PROPERTIES, _ACCESS_DEFAULTS)
    printer.print_string(" : ")
    printer.print_attribute(op.base.type)
    printer.print_string(", ")
    printer.print_attribute(vector.type)


def _parse_load_store(
    parser: Parser,
) -> tuple[
    UnresolvedOperand,
    list[UnresolvedOperand],
    dict[str, Attribute],
    dict[str, Attribute],
    Attribute,
    Attribute,
]:
    """The base, indices, properties, attributes, base type and vector type
    of the syntax `_print_load_store` prints (unresolved: each op resolves its
    operands in its own order)."""
    base = parser.parse_unresolved_operand()
    indices = parser.parse_comma_separated_list(
        Parser.Delimiter.SQUARE, parser.parse_unresolved_operand
    )
    properties, attributes = parse_attr_dict(parser, _ACCESS_PROPERTIES)
    parser.parse_punctuation(":")
    base_type, vector_t = _parse_types(parser, 2)
    return base, indices, properties, attributes, base_type, vector_t


@irdl_op_definition
class LoadOp(IRDLOperation):
    """Read a vector from contiguous elements of a memref."""

    name = "vector.load"

    base = operand_def(AnyAttr())
    indices = var_operand_def(IndexType)
    result = result_def(VectorType)
    nontemporal = opt_prop_def(BoolAttr, default_value=_FALSE)
    alignment = opt_prop_def(alignment_property())

    traits = traits_def(ReadsOperand0())

    def __init__(
        self,
        ref: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
        result_type: Attribute,
    ):
        super().__init__(operands=[ref, indices], result_types=[result_type])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_load_store(printer, self, self.result)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        base, indices, properties, attributes, base_type, result_type = (
            _parse_load_store(parser)
        )
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(base, base_type),
                [parser.resolve_operand(i, IndexType()) for i in indices],
            ],
            result_types=[result_type],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        _verify_load_store(self, self.result.type, self.base.type, "result")
        _check_indices(self, self.base.type, len(self.indices))


@irdl_op_definition
class StoreOp(IRDLOperation):
    """Write a vector to contiguous elements of a memref."""

    name = "vector.store"

    vector = operand_def(VectorType)
    base = operand_def(AnyAttr())
    indices = var_operand_def(IndexType)
    nontemporal = opt_prop_def(BoolAttr, default_value=_FALSE)
    alignment = opt_prop_def(alignment_property())

    traits = traits_def(WritesOperand1())

    def __init__(
        self,
        vector: SSAValue | Operation,
        base: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
        nontemporal: BoolAttr | None = None,
    ):
        super().__init__(
            operands=[vector, base, indices],
            properties={"nontemporal": nontemporal},
        )

    @property
    def value_to_store(self) -> SSAValue:
        """MLIR 22's name of the stored vector."""
        return self.vector

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.vector)
        printer.print_string(", ")
        _print_load_store(printer, self, self.vector)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        vector = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        base, indices, properties, attributes, base_type, vector_t = _parse_load_store(
            parser
        )
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(vector, vector_t),
                parser.resolve_operand(base, base_type),
                [parser.resolve_operand(i, IndexType()) for i in indices],
            ],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        _verify_load_store(self, self.vector.type, self.base.type, "valueToStore")
        _check_indices(self, self.base.type, len(self.indices))


# ---------------------------------------------------------------------------
# maskedload / maskedstore
# ---------------------------------------------------------------------------


def _verify_memref_base(op: Operation, base: Attribute) -> None:
    """The masked loads and stores work on memrefs only (MLIR's type
    constraint)."""
    if not is_memref(base):
        raise op_error(
            op, f"operand #0 must be memref of any type values, but got '{base}'"
        )


_AccessSyntax = tuple[
    list[SSAValue | list[SSAValue]], dict[str, Attribute], dict[str, Attribute]
]
"""The operands, properties and attributes a memory access's syntax gives."""

_ReadT = TypeVar("_ReadT", bound=IRDLOperation)


def _print_into(printer: Printer, result: SSAValue) -> None:
    """` into <result type>`, how the reads end."""
    printer.print_string(" into ")
    printer.print_attribute(result.type)


def _parse_into(cls: type[_ReadT], parser: Parser, access: _AccessSyntax) -> _ReadT:
    """A read of class `cls` from its parsed `access` and the ` into <result
    type>` that follows."""
    operands, properties, attributes = access
    parser.parse_keyword("into")
    result_type = parser.parse_type()
    return new_op(
        cls,
        operands=operands,
        result_types=[result_type],
        properties=properties,
        attributes=attributes,
    )


def _print_masked_access(printer: Printer, op: Operation, value: SSAValue) -> None:
    """`base[indices], mask, value {attrs} : base, mask, value types`, the
    syntax the masked loads and stores share (`value` is the pass-through or the
    stored vector)."""
    base, mask = op.operands[0], op.operands[-2]
    indices = op.operands[1:-2]
    printer.print_string(" ")
    printer.print_ssa_value(base)
    printer.print_string("[")
    _print_list(printer, indices)
    printer.print_string("], ")
    printer.print_ssa_value(mask)
    printer.print_string(", ")
    printer.print_ssa_value(value)
    print_attr_dict(printer, op, ("alignment",))
    printer.print_string(" : ")
    printer.print_list([base.type, mask.type, value.type], printer.print_attribute)


def _parse_masked_access(
    parser: Parser,
) -> _AccessSyntax:
    """The operands (base, indices, mask, value) and the properties and
    attributes of the syntax `_print_masked_access` prints."""
    base = parser.parse_unresolved_operand()
    indices = parser.parse_comma_separated_list(
        Parser.Delimiter.SQUARE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation(",")
    mask = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    value = parser.parse_unresolved_operand()
    properties, attributes = parse_attr_dict(parser, ("alignment",))
    parser.parse_punctuation(":")
    base_type, mask_type, value_type = _parse_types(parser, 3)
    operands: list[SSAValue | list[SSAValue]] = [
        parser.resolve_operand(base, base_type),
        [parser.resolve_operand(i, IndexType()) for i in indices],
        parser.resolve_operand(mask, mask_type),
        parser.resolve_operand(value, value_type),
    ]
    return operands, properties, attributes


class MaskedReadBase(IRDLOperation):
    """The operands, syntax and checks shared by `vector.maskedload` and
    `vector.expandload`."""

    SHAPE_WORD: ClassVar[str] = "shape"
    """How MLIR's messages name the compared sizes."""

    base = operand_def(AnyAttr())
    indices = var_operand_def(IndexType)
    mask = operand_def(VectorType)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    alignment = opt_prop_def(alignment_property())

    traits = traits_def(ReadsOperand0())

    def print(self, printer: Printer) -> None:
        _print_masked_access(printer, self, self.pass_thru)
        _print_into(printer, self.result)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        return _parse_into(cls, parser, _parse_masked_access(parser))

    def verify_(self) -> None:
        base = self.base.type
        _verify_memref_base(self, base)
        result = vector_type(self.result.type)
        if is_memref(base) and shaped_element_type(base) != result.element_type:
            raise op_error(self, "base and result element type should match")
        _check_indices(self, base, len(self.indices))
        if result.get_shape() != vector_type(self.mask.type).get_shape():
            word = self.SHAPE_WORD
            raise op_error(self, f"expected result {word} to match mask {word}")
        if result != self.pass_thru.type:
            raise op_error(self, "expected pass_thru of same type as result type")


@irdl_op_definition
class MaskedLoadOp(MaskedReadBase):
    """Read the masked-on elements of a vector from a memref; the others come
    from `pass_thru`."""

    name = "vector.maskedload"


@irdl_op_definition
class ExpandLoadOp(MaskedReadBase):
    """Read consecutive elements of a memref into the masked-on lanes of a
    vector, in order; the other lanes come from `pass_thru`."""

    name = "vector.expandload"
    SHAPE_WORD: ClassVar[str] = "dim"


class MaskedWriteBase(IRDLOperation):
    """The operands, syntax and checks shared by `vector.maskedstore` and
    `vector.compressstore`."""

    SHAPE_WORD: ClassVar[str] = "shape"
    """How MLIR's messages name the compared sizes."""

    base = operand_def(AnyAttr())
    indices = var_operand_def(IndexType)
    mask = operand_def(VectorType)
    value_to_store = operand_def(VectorType)
    alignment = opt_prop_def(alignment_property())

    traits = traits_def(WritesOperand0())

    def print(self, printer: Printer) -> None:
        _print_masked_access(printer, self, self.value_to_store)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        operands, properties, attributes = _parse_masked_access(parser)
        return new_op(
            cls, operands=operands, properties=properties, attributes=attributes
        )

    def verify_(self) -> None:
        base = self.base.type
        _verify_memref_base(self, base)
        value = vector_type(self.value_to_store.type)
        if is_memref(base) and shaped_element_type(base) != value.element_type:
            raise op_error(self, "base and valueToStore element type should match")
        _check_indices(self, base, len(self.indices))
        if value.get_shape() != vector_type(self.mask.type).get_shape():
            word = self.SHAPE_WORD
            raise op_error(self, f"expected valueToStore {word} to match mask {word}")


@irdl_op_definition
class MaskedStoreOp(MaskedWriteBase):
    """Write the masked-on elements of a vector to a memref."""

    name = "vector.maskedstore"


@irdl_op_definition
class CompressStoreOp(MaskedWriteBase):
    """Write the masked-on elements of a vector to consecutive elements of a
    memref, in order."""

    name = "vector.compressstore"
    SHAPE_WORD: ClassVar[str] = "dim"


# ---------------------------------------------------------------------------
# gather / scatter
# ---------------------------------------------------------------------------


class GatherMaskable(Maskable):
    """`vector.mask` of a gather: one mask bit per result element."""

    def expected_mask_type(self, op: Operation) -> Attribute:
        result = vector_type(op.results[0].type)
        return i1_vector(result.get_shape(), result.get_scalable_dims())


MASKABLE_OPS["vector.gather"] = GatherMaskable()


def _verify_operand_types(
    op: Operation, base: Attribute, indices: Attribute, result: Attribute | None
) -> None:
    """The type constraints of a gather or a scatter, in MLIR's order: the
    base is any tensor or a ranked memref, the indices a vector of integers,
    a scatter's result a ranked tensor; then the base must be ranked."""
    if not isinstance(base, TensorType | UnrankedTensorType | MemRefType):
        raise op_error(
            op,
            f"operand #0 must be Tensor or MemRef of any type values, but got '{base}'",
        )
    _verify_index_vector(op, indices)
    if result is not None and not isinstance(result, TensorType):
        raise op_error(
            op,
            f"result #0 must be ranked tensor of any type values, but got '{result}'",
        )
    if isinstance(base, UnrankedTensorType):
        raise op_error(op, "requires base to be a memref or ranked tensor type")


def _verify_index_vector(op: Operation, indices: Attribute) -> None:
    if not isinstance(indices, VectorType) or not isinstance(
        cast(VectorType[Attribute], indices).element_type, IntegerType | IndexType
    ):
        raise op_error(
            op,
            "operand #2 must be vector of integer or index values, but got "
            f"'{indices}'",
        )


def _print_gather_scatter(printer: Printer, op: Operation) -> None:
    """`base[offsets] [indices], mask, value {attrs} : base, indices, mask,
    value types`, the syntax gather and scatter share (`value` is the
    pass-through or the stored vector)."""
    base, indices, mask, value = (
        op.operands[0],
        op.operands[-3],
        op.operands[-2],
        op.operands[-1],
    )
    printer.print_string(" ")
    printer.print_ssa_value(base)
    printer.print_string("[")
    _print_list(printer, op.operands[1:-3])
    printer.print_string("] [")
    printer.print_ssa_value(indices)
    printer.print_string("], ")
    printer.print_ssa_value(mask)
    printer.print_string(", ")
    printer.print_ssa_value(value)
    print_attr_dict(printer, op, ("alignment",))
    printer.print_string(" : ")
    printer.print_list(
        [base.type, indices.type, mask.type, value.type], printer.print_attribute
    )


def _parse_gather_scatter(
    parser: Parser,
) -> _AccessSyntax:
    """The operands (base, offsets, indices, mask, value) and the properties
    and attributes of the syntax `_print_gather_scatter` prints."""
    base = parser.parse_unresolved_operand()
    offsets = parser.parse_comma_separated_list(
        Parser.Delimiter.SQUARE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation("[")
    indices = parser.parse_unresolved_operand()
    parser.parse_punctuation("]")
    parser.parse_punctuation(",")
    mask = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    value = parser.parse_unresolved_operand()
    properties, attributes = parse_attr_dict(parser, ("alignment",))
    parser.parse_punctuation(":")
    base_type, index_type, mask_type, value_type = _parse_types(parser, 4)
    operands: list[SSAValue | list[SSAValue]] = [
        parser.resolve_operand(base, base_type),
        [parser.resolve_operand(o, IndexType()) for o in offsets],
        parser.resolve_operand(indices, index_type),
        parser.resolve_operand(mask, mask_type),
        parser.resolve_operand(value, value_type),
    ]
    return operands, properties, attributes


@irdl_op_definition
class GatherOp(IRDLOperation):
    """Read the elements `base[offsets + indices[i]]` (along the innermost
    dimension) where the mask is set; `pass_thru` elsewhere."""

    name = "vector.gather"

    base = operand_def(AnyAttr())
    offsets = var_operand_def(IndexType)
    indices = operand_def(VectorType)
    mask = operand_def(VectorType)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    alignment = opt_prop_def(alignment_property())

    traits = traits_def(ReadsOperand0())

    def print(self, printer: Printer) -> None:
        _print_gather_scatter(printer, self)
        _print_into(printer, self.result)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        return _parse_into(cls, parser, _parse_gather_scatter(parser))

    def verify_(self) -> None:
        base = self.base.type
        _verify_operand_types(self, base, self.indices.type, None)
        result = vector_type(self.result.type)
        if result.element_type != shaped_element_type(base):
            raise op_error(self, "base and result element type should match")
        _check_indices(self, base, len(self.offsets))
        if result.get_shape() != vector_type(self.indices.type).get_shape():
            raise op_error(self, "expected result dim to match indices dim")
        if result.get_shape() != vector_type(self.mask.type).get_shape():
            raise op_error(self, "expected result dim to match mask dim")
        if result != self.pass_thru.type:
            raise op_error(self, "expected pass_thru of same type as result type")


@irdl_op_definition
class ScatterOp(IRDLOperation):
    """Write the elements of a vector to `base[offsets + indices[i]]` where the
    mask is set; into a tensor, the result is the new tensor."""

    name = "vector.scatter"

    base = operand_def(AnyAttr())
    offsets = var_operand_def(IndexType)
    indices = operand_def(VectorType)
    mask = operand_def(VectorType)
    value_to_store = operand_def(VectorType)
    result = opt_result_def(AnyAttr())
    alignment = opt_prop_def(alignment_property())

    traits = traits_def(WritesOperand0())

    def print(self, printer: Printer) -> None:
        _print_gather_scatter(printer, self)
        if self.result is not None:
            printer.print_string(" -> ")
            printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        operands, properties, attributes = _parse_gather_scatter(parser)
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->"):
            result_types.append(parser.parse_type())
        return new_op(
            cls,
            operands=operands,
            result_types=[result_types],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        base = self.base.type
        result = self.result.type if self.result is not None else None
        _verify_operand_types(self, base, self.indices.type, result)
        value = vector_type(self.value_to_store.type)
        if value.element_type != shaped_element_type(base):
            raise op_error(self, "base and valueToStore element type should match")
        _check_indices(self, base, len(self.offsets))
        if value.get_shape() != vector_type(self.indices.type).get_shape():
            raise op_error(self, "expected valueToStore dim to match indices dim")
        if value.get_shape() != vector_type(self.mask.type).get_shape():
            raise op_error(self, "expected valueToStore dim to match mask dim")
