"""`vector.transfer_read` and `vector.transfer_write` (MLIR 22).

xDSL 0.74 parses them but drops the discardable attributes (so the
`__inplace_operands_attr__` annotations of One-Shot Analysis are lost),
asserts on element types it does not expect, and gets the mask type of 0-d
transfers wrong. Ours keep xDSL's accessor names (`source`, `vector`) next to
MLIR 22's (`base`, `value_to_store`) and are virtual subclasses of xDSL's
classes.

The permutation map sends the source dimensions to the vector dimensions:
each result is a source dimension (`d1`) or a broadcast (`0`, reads only).
When the text has no `permutation_map`, it is the minor identity (the
trailing source dimensions); when it has no `in_bounds`, every vector
dimension may run out of bounds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from typing_extensions import Self
from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    BoolAttr,
    IndexType,
    TensorType,
    VectorType,
)
from xdsl.interfaces import HasCanonicalizationPatternsInterface
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_result_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.vector.common import (
    MASKABLE_OPS,
    Maskable,
    ReadsOperand0,
    WritesOperand1,
    bit_width,
    i1_vector,
    is_memref,
    is_memref_or_tensor,
    is_valid_vector_element,
    new_op,
    print_attr_dict,
    shaped_element_type,
    shaped_rank,
    vector_type,
)

# ---------------------------------------------------------------------------
# Permutation maps and masks
# ---------------------------------------------------------------------------


def element_vector_rank(shaped_type: Attribute) -> int:
    """The rank of the element type of a memref/tensor of vectors (else 0)."""
    element = shaped_element_type(shaped_type)
    return element.get_num_dims() if isinstance(element, VectorType) else 0  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]


def minor_identity_transfer_map(
    shaped_type: Attribute, vector: VectorType[Attribute]
) -> AffineMap:
    """MLIR's `getTransferMinorIdentityMap`: the default permutation map."""
    rank = shaped_rank(shaped_type)
    if rank == 0 and vector.get_shape() == (1,):
        return AffineMap(0, 0, (AffineConstantExpr(0),))
    return AffineMap.minor_identity(
        rank, vector.get_num_dims() - element_vector_rank(shaped_type)
    )


def infer_transfer_mask_type(
    vector: VectorType[Attribute], permutation_map: AffineMap
) -> VectorType[Attribute]:
    """
    MLIR's `inferTransferOpMaskType`: the mask has one dimension per source
    dimension the transfer reads, in source order, sized by the vector
    dimension it maps to (broadcast dimensions are not masked); a 0-d mask
    becomes `vector<1xi1>`.
    """
    shape = vector.get_shape()
    scalable = vector.get_scalable_dims()
    by_source: dict[int, int] = {}
    for position, expr in enumerate(permutation_map.results):
        if isinstance(expr, AffineDimExpr):
            by_source[expr.position] = position
    order = [by_source[d] for d in sorted(by_source)]
    mask_shape = [shape[p] for p in order] or [1]
    mask_scalable = [scalable[p] for p in order] or [False]
    return cast(VectorType[Attribute], i1_vector(mask_shape, mask_scalable))


def transfer_chunk_accessed(permutation_map: AffineMap, vector: Attribute) -> list[int]:
    """MLIR's `getTransferChunkAccessed`: per source dimension, how many
    elements the transfer touches (1 for dimensions not in the map)."""
    sizes = [1] * permutation_map.num_dims
    shape = vector_type(vector).get_shape()
    for expr, size in zip(permutation_map.results, shape):
        if isinstance(expr, AffineDimExpr):
            sizes[expr.position] = size
    return sizes


def _projected_permutation_error(op_name: str) -> VerifyException:
    return VerifyException(
        f"'{op_name}' op requires a projected permutation_map (at most one dim "
        "or the zero constant can appear in each result)"
    )


def verify_permutation_map(op_name: str, permutation_map: AffineMap) -> None:
    """MLIR's `verifyPermutationMap`."""
    seen = [False] * permutation_map.num_dims
    for expr in permutation_map.results:
        if isinstance(expr, AffineConstantExpr):
            if expr.value != 0:
                raise _projected_permutation_error(op_name)
            continue
        if not isinstance(expr, AffineDimExpr):
            raise _projected_permutation_error(op_name)
        if seen[expr.position]:
            raise VerifyException(
                f"'{op_name}' op requires a permutation_map that is a permutation "
                "(found one dim used more than once)"
            )
        seen[expr.position] = True


def _verify_transfer(
    op: TransferReadOp | TransferWriteOp,
    shaped_type: Attribute,
    vector: VectorType[Attribute],
    mask: SSAValue | None,
) -> None:
    """MLIR's `verifyTransferOp`."""
    name = op.name

    def error(message: str) -> VerifyException:
        return VerifyException(f"'{name}' op {message}")

    if "masked" in op.attributes:
        raise error("masked attribute has been removed. Use in_bounds instead.")
    if not is_memref_or_tensor(shaped_type):
        raise error("requires source to be a memref or ranked tensor type")
    permutation_map = op.permutation_map.data
    element = shaped_element_type(shaped_type)
    if isinstance(element, VectorType):
        element_vector = cast(VectorType[Attribute], element)
        source_bits = (bit_width(element_vector.element_type) or 0) * (
            element_vector.get_shape()[-1] if element_vector.get_shape() else 1
        )
        result_bits = (bit_width(vector.element_type) or 0) * (
            vector.get_shape()[-1] if vector.get_shape() else 1
        )
        if source_bits and result_bits % source_bits != 0:
            raise error(
                "requires the bitwidth of the minor 1-D vector to be an integral "
                "multiple of the bitwidth of the minor 1-D vector of the source"
            )
        if element_vector.get_num_dims() > vector.get_num_dims():
            raise error(
                "requires source vector element and vector result ranks to match."
            )
        rank_offset = vector.get_num_dims() - element_vector.get_num_dims()
        if len(permutation_map.results) != rank_offset:
            raise error(
                "requires a permutation_map with result dims of the same rank as "
                "the vector type"
            )
        if mask is not None:
            raise error("does not support masks with vector element type")
    else:
        minor = vector.get_shape()[-1] if vector.get_shape() else 1
        element_bits = bit_width(element)
        vector_bits = bit_width(vector.element_type)
        if element_bits and vector_bits and (vector_bits * minor) % element_bits:
            raise error(
                "requires the bitwidth of the minor 1-D vector to be an integral "
                "multiple of the bitwidth of the source element type"
            )
        if len(permutation_map.results) != vector.get_num_dims():
            raise error(
                "requires a permutation_map with result dims of the same rank as "
                "the vector type"
            )
    if permutation_map.num_symbols != 0:
        raise error("requires permutation_map without symbols")
    rank = shaped_rank(shaped_type)
    if permutation_map.num_dims != rank:
        raise error(
            "requires a permutation_map with input dims of the same rank as the "
            "source type"
        )
    if mask is not None:
        inferred = infer_transfer_mask_type(vector, permutation_map)
        if mask.type != inferred:
            raise error(
                f"inferred mask type ('{inferred}') and mask operand type "
                f"('{mask.type}') don't match"
            )
    in_bounds = op.in_bounds
    if len(permutation_map.results) != len(in_bounds.data):
        raise error(
            "expects the in_bounds attr of same rank as permutation_map results: "
            f"{AffineMapAttr(permutation_map)} vs inBounds of size: "
            f"{len(in_bounds.data)}"
        )


class TransferMaskable(Maskable):
    """`vector.mask` gives a transfer the mask type its own mask would have."""

    def __init__(self, vector_operand: int | None):
        self.vector_operand = vector_operand
        self.supports_passthru = vector_operand is None

    def expected_mask_type(self, op: Operation) -> Attribute:
        vector = (
            op.results[0]
            if self.vector_operand is None
            else op.operands[self.vector_operand]
        )
        permutation_map = op.properties.get("permutation_map")
        assert isinstance(permutation_map, AffineMapAttr)
        return infer_transfer_mask_type(vector_type(vector.type), permutation_map.data)


MASKABLE_OPS["vector.transfer_read"] = TransferMaskable(None)
MASKABLE_OPS["vector.transfer_write"] = TransferMaskable(0)


# ---------------------------------------------------------------------------
# Syntax
# ---------------------------------------------------------------------------

_TRANSFER_PROPERTIES = ("in_bounds", "permutation_map")


def _print_transfer_attrs(printer: Printer, op: TransferReadOp | TransferWriteOp):
    """The attribute dictionary without what the text leaves implicit: a
    minor identity map, all-false `in_bounds`."""
    shown = ["in_bounds", "permutation_map"]
    if op.permutation_map.data.is_minor_identity():
        shown.remove("permutation_map")
    if not any(b.value.data for b in op.in_bounds.data):
        shown.remove("in_bounds")
    print_attr_dict(printer, op, shown)


def _parse_transfer_tail(
    parser: Parser,
    mask: UnresolvedOperand | None,
    vector_first: bool,
) -> tuple[
    dict[str, Attribute],
    dict[str, Attribute],
    Attribute,
    VectorType[Attribute],
    SSAValue | None,
]:
    """Parse `attr-dict : type, type`; return the properties (with MLIR's
    defaults), the other attributes, the shaped type, the vector type and the
    resolved mask."""
    attributes = parser.parse_optional_attr_dict()
    types_pos = parser.pos
    parser.parse_punctuation(":")
    first = parser.parse_type()
    parser.parse_punctuation(",")
    second = parser.parse_type()
    shaped_type, vector = (second, first) if vector_first else (first, second)
    if not is_memref_or_tensor(shaped_type):
        parser.raise_error("requires memref or ranked tensor type", types_pos)
    if not isinstance(vector, VectorType):
        parser.raise_error("requires vector type", types_pos)
    vector = cast(VectorType[Attribute], vector)
    properties: dict[str, Attribute] = {
        name: attributes.pop(name)
        for name in _TRANSFER_PROPERTIES
        if name in attributes
    }
    map_attr = properties.get("permutation_map")
    if map_attr is None:
        rank = shaped_rank(shaped_type)
        effective_rank = vector.get_num_dims() - element_vector_rank(shaped_type)
        # MLIR computes the effective rank unsigned: a negative one is an error.
        if effective_rank < 0 or rank < effective_rank:
            parser.raise_error(
                "expected a custom permutation_map when rank(source) != "
                "rank(destination)",
                types_pos,
            )
        map_attr = AffineMapAttr(minor_identity_transfer_map(shaped_type, vector))
        properties["permutation_map"] = map_attr
    if not isinstance(map_attr, AffineMapAttr):
        parser.raise_error("expected an affine map for permutation_map", types_pos)
    permutation_map = map_attr.data
    if "in_bounds" not in properties:
        properties["in_bounds"] = ArrayAttr(
            [BoolAttr.from_bool(False)] * len(permutation_map.results)
        )
    resolved_mask: SSAValue | None = None
    if mask is not None:
        element = shaped_element_type(shaped_type)
        if isinstance(element, VectorType):
            parser.raise_error("does not support masks with vector element type")
        if vector.get_num_dims() != len(permutation_map.results):
            parser.raise_error(
                "expected the same rank for the vector and the results of the "
                "permutation map",
                types_pos,
            )
        resolved_mask = parser.resolve_operand(
            mask, infer_transfer_mask_type(vector, permutation_map)
        )
    return properties, attributes, shaped_type, vector, resolved_mask


# ---------------------------------------------------------------------------
# Ops
# ---------------------------------------------------------------------------


class _TransferCanonicalization(HasCanonicalizationPatternsInterface):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.vector import (
            FoldMemRefCastOperands,
            TransferFullMask,
            TransferInBounds,
        )

        return (TransferInBounds(), TransferFullMask(), FoldMemRefCastOperands())


@irdl_op_definition
class TransferReadOp(IRDLOperation, _TransferCanonicalization):
    """Read a vector from a memref or tensor, with padding where the read runs
    out of bounds or is masked off."""

    name = "vector.transfer_read"

    source = operand_def(AnyAttr())
    indices = var_operand_def(IndexType)
    padding = operand_def(AnyAttr())
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)

    permutation_map = prop_def(AffineMapAttr)
    in_bounds = prop_def(ArrayAttr[BoolAttr])

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(ReadsOperand0())

    def __init__(
        self,
        source: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
        padding: SSAValue | Operation,
        result_type: Attribute,
        in_bounds: ArrayAttr[BoolAttr],
        permutation_map: AffineMapAttr,
        mask: SSAValue | Operation | None = None,
        attributes: dict[str, Attribute] | None = None,
    ):
        super().__init__(
            operands=[source, indices, padding, [mask] if mask is not None else []],
            result_types=[result_type],
            properties={"in_bounds": in_bounds, "permutation_map": permutation_map},
            attributes=attributes,
        )

    @property
    def base(self) -> SSAValue:
        """MLIR 22's name of the read memref or tensor."""
        return self.source

    def vector_type(self) -> VectorType[Attribute]:
        return vector_type(self.result.type)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        printer.print_string("[")
        printer.print_list(self.indices, printer.print_ssa_value)
        printer.print_string("], ")
        printer.print_ssa_value(self.padding)
        if self.mask is not None:
            printer.print_string(", ")
            printer.print_ssa_value(self.mask)
        _print_transfer_attrs(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(", ")
        printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(
            Parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(",")
        padding = parser.parse_unresolved_operand()
        mask = (
            parser.parse_unresolved_operand()
            if parser.parse_optional_punctuation(",")
            else None
        )
        properties, attributes, shaped_type, vector, resolved_mask = (
            _parse_transfer_tail(parser, mask, vector_first=False)
        )
        element = shaped_element_type(shaped_type)
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(source, shaped_type),
                [parser.resolve_operand(i, IndexType()) for i in indices],
                parser.resolve_operand(padding, element),
                [resolved_mask] if resolved_mask is not None else [],
            ],
            result_types=[vector],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        shaped_type = self.source.type
        vector = self.vector_type()
        if is_memref_or_tensor(shaped_type):
            rank = shaped_rank(shaped_type)
            if len(self.indices) != rank:
                raise VerifyException(f"'{self.name}' op requires {rank} indices")
        _verify_transfer(self, shaped_type, vector, self.mask)
        element = shaped_element_type(shaped_type)
        padding_type = self.padding.type
        if isinstance(element, VectorType):
            if element != padding_type:
                raise VerifyException(
                    f"'{self.name}' op requires source element type and padding "
                    "type to match."
                )
        else:
            if not is_valid_vector_element(padding_type):
                raise VerifyException(
                    f"'{self.name}' op requires valid padding vector elemental type"
                )
            if padding_type != element:
                raise VerifyException(
                    f"'{self.name}' op requires formal padding and source of the "
                    "same elemental type"
                )
        verify_permutation_map(self.name, self.permutation_map.data)


@irdl_op_definition
class TransferWriteOp(IRDLOperation, _TransferCanonicalization):
    """Write a vector into a memref, or into a tensor (giving the new tensor);
    out-of-bounds and masked-off elements are not written."""

    name = "vector.transfer_write"

    vector = operand_def(VectorType)
    source = operand_def(AnyAttr())
    indices = var_operand_def(IndexType)
    mask = opt_operand_def(VectorType)
    result = opt_result_def(TensorType)

    permutation_map = prop_def(AffineMapAttr)
    in_bounds = prop_def(ArrayAttr[BoolAttr])

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(WritesOperand1())

    def __init__(
        self,
        vector: SSAValue | Operation,
        source: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
        in_bounds: ArrayAttr[BoolAttr],
        mask: SSAValue | Operation | None = None,
        permutation_map: AffineMapAttr | None = None,
        result_type: Attribute | None = None,
        attributes: dict[str, Attribute] | None = None,
    ):
        if permutation_map is None:
            permutation_map = AffineMapAttr(
                minor_identity_transfer_map(
                    SSAValue.get(source).type, vector_type(SSAValue.get(vector).type)
                )
            )
        super().__init__(
            operands=[
                vector,
                source,
                indices,
                [mask] if mask is not None else [],
            ],
            result_types=[[result_type] if result_type is not None else []],
            properties={"in_bounds": in_bounds, "permutation_map": permutation_map},
            attributes=attributes,
        )

    @property
    def base(self) -> SSAValue:
        """MLIR 22's name of the written memref or tensor."""
        return self.source

    @property
    def value_to_store(self) -> SSAValue:
        """MLIR 22's name of the written vector."""
        return self.vector

    def vector_type(self) -> VectorType[Attribute]:
        return vector_type(self.vector.type)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.vector)
        printer.print_string(", ")
        printer.print_ssa_value(self.source)
        printer.print_string("[")
        printer.print_list(self.indices, printer.print_ssa_value)
        printer.print_string("]")
        if self.mask is not None:
            printer.print_string(", ")
            printer.print_ssa_value(self.mask)
        _print_transfer_attrs(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.vector.type)
        printer.print_string(", ")
        printer.print_attribute(self.source.type)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        vector = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        source = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(
            Parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        mask = (
            parser.parse_unresolved_operand()
            if parser.parse_optional_punctuation(",")
            else None
        )
        properties, attributes, shaped_type, vector_t, resolved_mask = (
            _parse_transfer_tail(parser, mask, vector_first=True)
        )
        return new_op(
            cls,
            operands=[
                parser.resolve_operand(vector, vector_t),
                parser.resolve_operand(source, shaped_type),
                [parser.resolve_operand(i, IndexType()) for i in indices],
                [resolved_mask] if resolved_mask is not None else [],
            ],
            result_types=[[] if is_memref(shaped_type) else [shaped_type]],
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        shaped_type = self.source.type
        if is_memref_or_tensor(shaped_type):
            rank = shaped_rank(shaped_type)
            if len(self.indices) != rank:
                raise VerifyException(f"'{self.name}' op requires {rank} indices")
        if any(
            isinstance(e, AffineConstantExpr) and e.value == 0
            for e in self.permutation_map.data.results
        ):
            raise VerifyException(
                f"'{self.name}' op should not have broadcast dimensions"
            )
        _verify_transfer(self, shaped_type, self.vector_type(), self.mask)
        verify_permutation_map(self.name, self.permutation_map.data)
