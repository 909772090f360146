"""The `tensor` dialect of MLIR 22, as One-Shot Bufferize needs it.

xDSL 0.74's tensor ops are kept where they are right. This module adds the
ops xDSL lacks (`tensor.bitcast`, `tensor.generate`, `tensor.rank`,
`tensor.parallel_insert_slice`) and replaces the ones it gets wrong:

- `tensor.collapse_shape` / `tensor.expand_shape` print their reassociation
  as MLIR does (`[[0, 1]]`, not `[[0 : i64, 1 : i64]]`);
- `tensor.reshape` accepts dynamic shapes (xDSL's verifier multiplies the
  dynamic-size markers);
- `tensor.extract_slice` / `tensor.insert_slice` verify their slice type and
  bounds, `tensor.extract` / `tensor.insert` their number of indices and
  `tensor.from_elements` its number of elements, as MLIR does
  (`tensor_verified.py`);
- `tensor.pad` has MLIR 22's verifier (xDSL's rejects a static result
  dimension where the source or a padding is dynamic).

Replacements are registered as virtual subclasses of xDSL's classes (see
docs/registration.md), so `isinstance(op, xdsl.dialects.tensor.ReshapeOp)`
still holds for ops parsed with our classes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import cast

from typing_extensions import Self
from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnySignlessIntegerType,
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
    UnitAttr,
    UnrankedTensorType,
    i64,
)
from xdsl.dialects.utils import (
    DynamicIndexList,
    parse_dynamic_index_list_without_types,
    print_dynamic_index_list,
    verify_dynamic_index_list,
)
from xdsl.dialects.utils.reshape_ops_utils import (
    ContiguousArrayOfIntArray,
    verify_reshape_like_types,
)
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    NoMemoryEffect,
    OpTrait,
    Pure,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.replacement import dialect_with_replacements
from xdsl_bufferization.dialects.slicing import verify_tensor_slice
from xdsl_bufferization.dialects.tensor_verified import (
    ExtractOp,
    ExtractSliceOp,
    FromElementsOp,
    InsertOp,
    InsertSliceOp,
)

TensorOrUnranked = base(TensorType[Attribute]) | base(UnrankedTensorType[Attribute])


def _print_reassociation(
    printer: Printer, reassociation: ArrayAttr[ArrayAttr[IntegerAttr]]
) -> None:
    printer.print_string("[")
    printer.print_list(
        reassociation.data,
        lambda group: printer.print_string(
            "[" + ", ".join(str(i.value.data) for i in group.data) + "]"
        ),
    )
    printer.print_string("]")


def _parse_reassociation(parser: Parser) -> ArrayAttr[ArrayAttr[IntegerAttr]]:
    def parse_group() -> ArrayAttr[IntegerAttr]:
        values = parser.parse_comma_separated_list(
            Parser.Delimiter.SQUARE, parser.parse_integer
        )
        return ArrayAttr([IntegerAttr(v, i64) for v in values])

    groups = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parse_group)
    return ArrayAttr(groups)


def _parse_reshape_suffix(
    parser: Parser,
) -> tuple[dict[str, Attribute], Attribute, Attribute]:
    """The end of a collapse/expand shape: `attr-dict : src-type into result-type`."""
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    src_type = parser.parse_type()
    parser.parse_characters("into")
    return attributes, src_type, parser.parse_type()


def _print_reshape_suffix(
    printer: Printer, op: CollapseShapeOp | ExpandShapeOp
) -> None:
    printer.print_op_attributes(op.attributes)
    printer.print_string(" : ")
    printer.print_attribute(op.src.type)
    printer.print_string(" into ")
    printer.print_attribute(op.result.type)


def _build(cls: type[IRDLOperation], **kwargs: object) -> Operation:
    build = cast(
        Callable[..., Operation],
        cls.build,  # pyright: ignore[reportUnknownMemberType]
    )
    return build(**kwargs)


def reassociation_indices(
    reassociation: ArrayAttr[ArrayAttr[IntegerAttr]],
) -> list[list[int]]:
    """The reassociation groups as lists of dimension indices."""
    return [[i.value.data for i in group.data] for group in reassociation.data]


@irdl_op_definition
class EmptyOp(IRDLOperation):
    """A tensor of the given shape with unspecified contents."""

    name = "tensor.empty"

    dynamic_sizes = var_operand_def(IndexType)
    tensor = result_def(TensorType[Attribute])

    assembly_format = "`(` $dynamic_sizes `)` attr-dict `:` type($tensor)"

    traits = traits_def(NoMemoryEffect())

    def __init__(self, dynamic_sizes: Sequence[SSAValue], tensor_type: Attribute):
        super().__init__(operands=(dynamic_sizes,), result_types=(tensor_type,))

    def verify_(self) -> None:
        shape = self.tensor.type.get_shape()
        if shape.count(DYNAMIC_INDEX) != len(self.dynamic_sizes):
            raise VerifyException(
                "incorrect number of dynamic sizes, has "
                f"{len(self.dynamic_sizes)}, expected {shape.count(DYNAMIC_INDEX)}"
            )


def _verify_rank0_reassociation(
    reassociation: ArrayAttr[ArrayAttr[IntegerAttr]],
) -> None:
    if reassociation.data:
        raise VerifyException(
            "expected collapsed rank (0) to equal the number of reassociation "
            f"maps ({len(reassociation.data)})."
        )


@irdl_op_definition
class CollapseShapeOp(IRDLOperation):
    """Reshape a tensor to a lower (or equal) rank by merging groups of
    contiguous dimensions."""

    name = "tensor.collapse_shape"

    src = operand_def(TensorType[Attribute])
    result = result_def(TensorType[Attribute])
    reassociation = prop_def(ContiguousArrayOfIntArray())

    traits = traits_def(Pure())

    def __init__(
        self,
        src: SSAValue,
        reassociation: Sequence[Sequence[int]],
        result_type: TensorType[Attribute],
    ):
        super().__init__(
            operands=[src],
            result_types=[result_type],
            properties={
                "reassociation": ArrayAttr(
                    [ArrayAttr([IntegerAttr(i, i64) for i in g]) for g in reassociation]
                )
            },
        )

    def verify_(self) -> None:
        result_type = self.result.type
        if not result_type.get_shape():
            # Collapsing to rank 0: MLIR checks only the reassociation.
            _verify_rank0_reassociation(self.reassociation)
            return
        verify_reshape_like_types(
            collapsed_type=self.result.type,
            expanded_type=cast(TensorType[Attribute], self.src.type),
            reassociation=self.reassociation,
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        src = parser.parse_unresolved_operand()
        reassociation = _parse_reassociation(parser)
        attributes, src_type, result_type = _parse_reshape_suffix(parser)
        op = _build(
            cls,
            operands=[parser.resolve_operand(src, src_type)],
            result_types=[result_type],
            properties={"reassociation": reassociation},
            attributes=attributes,
        )
        return cast(Self, op)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.src)
        printer.print_string(" ")
        _print_reassociation(printer, self.reassociation)
        _print_reshape_suffix(printer, self)


@irdl_op_definition
class ExpandShapeOp(IRDLOperation):
    """Reshape a tensor to a higher (or equal) rank by splitting dimensions."""

    name = "tensor.expand_shape"

    src = operand_def(TensorType)
    dynamic_output_shape = var_operand_def(IndexType)
    reassociation = prop_def(ContiguousArrayOfIntArray())
    static_output_shape = prop_def(DenseArrayBase.constr(i64))
    result = result_def(TensorType[Attribute])

    traits = traits_def(Pure())

    def verify_(self) -> None:
        result_type = self.result.type
        if len(self.static_output_shape) != len(result_type.get_shape()):
            raise VerifyException(
                "expected number of static shape dims to be equal to the output "
                f"rank ({len(result_type.get_shape())}) but found "
                f"{len(self.static_output_shape)} inputs instead"
            )
        if not cast(TensorType[Attribute], self.src.type).get_shape():
            # Expanding a 0-d tensor: MLIR checks only the reassociation.
            _verify_rank0_reassociation(self.reassociation)
            return
        verify_reshape_like_types(
            collapsed_type=cast(TensorType[Attribute], self.src.type),
            expanded_type=result_type,
            reassociation=self.reassociation,
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        src = parser.parse_unresolved_operand()
        reassociation = _parse_reassociation(parser)
        parser.parse_characters("output_shape")
        dynamic, static = parse_dynamic_index_list_without_types(
            parser, dynamic_index=DYNAMIC_INDEX
        )
        dynamic_values = parser.resolve_operands(
            dynamic, (IndexType(),) * len(dynamic), parser.pos
        )
        attributes, src_type, result_type = _parse_reshape_suffix(parser)
        return cast(
            Self,
            _build(
                cls,
                operands=[parser.resolve_operand(src, src_type), dynamic_values],
                result_types=[result_type],
                properties={
                    "reassociation": reassociation,
                    "static_output_shape": DenseArrayBase.from_list(i64, static),
                },
                attributes=attributes,
            ),
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.src)
        printer.print_string(" ")
        _print_reassociation(printer, self.reassociation)
        printer.print_string(" output_shape ")
        print_dynamic_index_list(
            printer,
            DYNAMIC_INDEX,
            self.dynamic_output_shape,
            self.static_output_shape.get_values(),
        )
        _print_reshape_suffix(printer, self)


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """Reshape a tensor to the shape held in a 1-d tensor of integers."""

    name = "tensor.reshape"

    source = operand_def(TensorOrUnranked)
    shape = operand_def(TensorType[AnySignlessIntegerType | IndexType])
    result = result_def(TensorOrUnranked)

    assembly_format = (
        "$source `(` $shape `)` attr-dict `:` `(` type($source) `,` "
        "type($shape) `)` `->` type($result)"
    )

    traits = traits_def(Pure())

    def __init__(self, source: SSAValue, shape: SSAValue, result_type: Attribute):
        super().__init__(operands=[source, shape], result_types=[result_type])

    def verify_(self) -> None:
        source_type = self.source.type
        result_type = self.result.type
        shape_type = cast(TensorType[Attribute], self.shape.type)
        source_element = cast(
            TensorType[Attribute] | UnrankedTensorType[Attribute], source_type
        ).element_type
        result_element = result_type.element_type
        if source_element != result_element:
            raise VerifyException(
                "element types of source and result tensor types should be the same"
            )
        if len(shape_type.get_shape()) != 1:
            raise VerifyException("shape tensor must have a rank one")
        if isinstance(result_type, TensorType):
            result_shape = (result_type).get_shape()
            shape_size = shape_type.get_shape()[0]
            if shape_size == DYNAMIC_INDEX:
                raise VerifyException(
                    "cannot use shape operand with dynamic length to reshape to "
                    "statically-ranked tensor type"
                )
            if shape_size != len(result_shape):
                raise VerifyException(
                    "length of shape operand differs from the result's tensor rank"
                )
            if isinstance(source_type, TensorType):
                source_shape = cast(TensorType[Attribute], source_type).get_shape()
                static = DYNAMIC_INDEX not in source_shape and (
                    DYNAMIC_INDEX not in result_shape
                )
                if static and math.prod(source_shape) != math.prod(result_shape):
                    raise VerifyException(
                        "source and destination tensor should have the same "
                        "number of elements"
                    )


@irdl_op_definition
class RankOp(IRDLOperation):
    """The rank of a tensor."""

    name = "tensor.rank"

    tensor = operand_def(TensorOrUnranked)
    result = result_def(IndexType)

    assembly_format = "$tensor attr-dict `:` type($tensor)"

    traits = traits_def(Pure())

    def __init__(self, tensor: SSAValue):
        super().__init__(operands=[tensor], result_types=[IndexType()])


@irdl_op_definition
class BitcastOp(IRDLOperation):
    """Reinterpret the elements of a tensor as another element type of the
    same bit width."""

    name = "tensor.bitcast"

    source = operand_def(TensorOrUnranked)
    dest = result_def(TensorOrUnranked)

    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    traits = traits_def(Pure())

    def verify_(self) -> None:
        source = cast(
            TensorType[Attribute] | UnrankedTensorType[Attribute], self.source.type
        )
        dest = self.dest.type
        for element in (source.element_type, dest.element_type):
            if not isinstance(element, IntegerType) and not hasattr(
                element, "bitwidth"
            ):
                raise VerifyException(
                    "operand and result must be tensors of signless integer or "
                    "float types"
                )
        if not _bitcast_compatible(source, dest):
            raise VerifyException(
                f"operand type '{source}' and result type '{dest}' are cast "
                "incompatible"
            )


def _bitcast_compatible(a: Attribute, b: Attribute) -> bool:
    """MLIR's `BitcastOp::areCastCompatible`: compatible shapes (ranks and
    static sizes agree where both are known) and element types of one bit
    width."""
    width_a = getattr(cast(TensorType[Attribute], a).element_type, "bitwidth", None)
    width_b = getattr(cast(TensorType[Attribute], b).element_type, "bitwidth", None)
    if width_a != width_b:
        return False
    if isinstance(a, UnrankedTensorType) or isinstance(b, UnrankedTensorType):
        return True
    shape_a = cast(TensorType[Attribute], a).get_shape()
    shape_b = cast(TensorType[Attribute], b).get_shape()
    if len(shape_a) != len(shape_b):
        return False
    return all(
        x == y or DYNAMIC_INDEX in (x, y) for x, y in zip(shape_a, shape_b, strict=True)
    )


@irdl_op_definition
class GenerateOp(IRDLOperation):
    """A tensor whose elements the body computes from their indices."""

    name = "tensor.generate"

    dynamic_extents = var_operand_def(IndexType)
    body = region_def("single_block")
    result = result_def(TensorType[Attribute])

    traits = traits_def(
        RecursiveMemoryEffect(),
        SingleBlockImplicitTerminator(xdsl_tensor.YieldOp),
    )

    def __init__(
        self, dynamic_extents: Sequence[SSAValue], body: Region, result_type: Attribute
    ):
        super().__init__(
            operands=[dynamic_extents], result_types=[result_type], regions=[body]
        )

    def verify_(self) -> None:
        result_type = self.result.type
        shape = result_type.get_shape()
        if shape.count(DYNAMIC_INDEX) != len(self.dynamic_extents):
            raise VerifyException(
                "incorrect number of dynamic sizes, has "
                f"{len(self.dynamic_extents)}, expected {shape.count(DYNAMIC_INDEX)}"
            )
        block = self.body.block
        if len(block.args) != len(shape) or any(
            not isinstance(a.type, IndexType) for a in block.args
        ):
            raise VerifyException("must have one body argument per input dimension")
        terminator = block.last_op
        if isinstance(terminator, xdsl_tensor.YieldOp) and (
            len(terminator.operands) != 1
            or terminator.operands[0].type != result_type.element_type
        ):
            raise VerifyException(
                "body must be terminated with a `yield` operation of the tensor "
                "element type"
            )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        extents = parser.parse_optional_undelimited_comma_separated_list(
            parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
        )
        dynamic = parser.resolve_operands(
            extents or [], (IndexType(),) * len(extents or []), pos
        )
        body = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        op = _build(
            cls,
            operands=[dynamic],
            result_types=[result_type],
            regions=[body],
            attributes=attributes,
        )
        return cast(Self, op)

    def print(self, printer: Printer) -> None:
        # MLIR prints `tensor.generate  {` (two spaces) without extents.
        printer.print_string(" ")
        printer.print_list(self.dynamic_extents, printer.print_ssa_value)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=True)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


class ParentIsInParallel(OpTrait):
    """The op sits in an `scf.forall.in_parallel` terminator."""

    def verify(self, op: Operation) -> None:
        parent = op.parent_op()
        if parent is not None and parent.name != "scf.forall.in_parallel":
            raise VerifyException("expected InParallelOpInterface parent, got:")


def _parallel_combining_traits() -> tuple[OpTrait, ...]:
    """The `ParallelCombiningOpInterface` trait of our scf dialect (which
    `scf.forall.in_parallel` requires of the ops it holds)."""
    try:
        from xdsl_bufferization.dialects.scf import ParallelCombiningOpInterface
    except ImportError:  # an scf dialect without the interface
        return ()

    class UpdatesDestination(ParallelCombiningOpInterface):
        @classmethod
        def get_updated_destinations(cls, op: Operation) -> Sequence[SSAValue]:
            return (op.operands[1],)

    return (UpdatesDestination(),)


@irdl_op_definition
class ParallelInsertSliceOp(IRDLOperation):
    """Insert a slice into the shared output of the enclosing `scf.forall`
    (inside its `scf.forall.in_parallel` terminator)."""

    name = "tensor.parallel_insert_slice"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase.constr(i64))
    static_sizes = prop_def(DenseArrayBase.constr(i64))
    static_strides = prop_def(DenseArrayBase.constr(i64))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    assembly_format = (
        "$source `into` $dest ``"
        "custom<DynamicIndexList>($offsets, $static_offsets)"
        "custom<DynamicIndexList>($sizes, $static_sizes)"
        "custom<DynamicIndexList>($strides, $static_strides)"
        "attr-dict `:` type($source) `into` type($dest)"
    )

    custom_directives = (DynamicIndexList,)

    traits = traits_def(ParentIsInParallel(), *_parallel_combining_traits())

    def verify_(self) -> None:
        verify_dynamic_index_list(
            self.static_offsets.get_values(),
            self.offsets,
            DYNAMIC_INDEX,
            " in the offset arguments",
        )
        verify_dynamic_index_list(
            self.static_sizes.get_values(),
            self.sizes,
            DYNAMIC_INDEX,
            " in the size arguments",
        )
        verify_dynamic_index_list(
            self.static_strides.get_values(),
            self.strides,
            DYNAMIC_INDEX,
            " in the stride arguments",
        )
        verify_tensor_slice(self, self.dest.type, self.source.type)


def pad_result_shape(
    source_shape: Sequence[int], low: Sequence[int], high: Sequence[int]
) -> list[int] | None:
    """The shape a `tensor.pad` infers (MLIR's `PadOp::inferResultType`): a
    dimension is dynamic if the source's or a padding of it is; None if the
    padding lists do not have the source's rank."""
    if len(low) != len(source_shape) or len(high) != len(source_shape):
        return None
    return [
        DYNAMIC_INDEX if DYNAMIC_INDEX in (size, lo, hi) else size + lo + hi
        for size, lo, hi in zip(source_shape, low, high)
    ]


def _tensor_text(shape: Sequence[int], element_type: Attribute) -> str:
    return str(TensorType(element_type, shape))


@irdl_op_definition
class PadOp(IRDLOperation):
    """Pad a tensor with the value the body yields for each index (MLIR 22's
    verifier: the result may be static where the inferred shape is dynamic,
    not the other way round; xDSL's required the same dynamic dimensions)."""

    name = "tensor.pad"

    source = operand_def(TensorType[Attribute])
    low = var_operand_def(IndexType)
    high = var_operand_def(IndexType)
    static_low = prop_def(DenseArrayBase.constr(i64))
    static_high = prop_def(DenseArrayBase.constr(i64))
    nofold = opt_prop_def(UnitAttr)
    region = region_def("single_block")
    result = result_def(TensorType[Attribute])

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    assembly_format = (
        "$source "
        "(`nofold` $nofold^)? "
        "`low` `` custom<DynamicIndexList>($low, $static_low) "
        "`high` `` custom<DynamicIndexList>($high, $static_high) "
        "$region attr-dict `:` type($source) `to` type($result)"
    )

    custom_directives = (DynamicIndexList,)
    traits = traits_def(Pure(), SingleBlockImplicitTerminator(xdsl_tensor.YieldOp))

    def __init__(
        self,
        source: SSAValue | Operation,
        low: Sequence[SSAValue],
        high: Sequence[SSAValue],
        region: Region,
        static_low: Sequence[int] | DenseArrayBase,
        static_high: Sequence[int] | DenseArrayBase,
        result_type: TensorType[Attribute],
        nofold: UnitAttr | None = None,
        attributes: dict[str, Attribute] | None = None,
    ):
        if not isinstance(static_low, DenseArrayBase):
            static_low = DenseArrayBase.from_list(i64, static_low)
        if not isinstance(static_high, DenseArrayBase):
            static_high = DenseArrayBase.from_list(i64, static_high)
        super().__init__(
            operands=[source, low, high],
            result_types=[result_type],
            properties={
                "static_low": static_low,
                "static_high": static_high,
                "nofold": nofold,
            },
            attributes=attributes,
            regions=[region],
        )

    def verify_(self) -> None:
        source_type = cast(TensorType[Attribute], self.source.type)
        result_type = self.result.type
        low = self.static_low.get_values()
        high = self.static_high.get_values()
        # Not checked by MLIR 22, which then reads the wrong operands: the
        # dynamic paddings must be as many as their markers.
        verify_dynamic_index_list(
            low, self.low, DYNAMIC_INDEX, " in the low padding arguments"
        )
        verify_dynamic_index_list(
            high, self.high, DYNAMIC_INDEX, " in the high padding arguments"
        )
        result_shape = result_type.get_shape()
        inferred = pad_result_shape(source_type.get_shape(), low, high)
        if inferred is None:
            raise VerifyException(
                f"failed to infer expectedType from sourceType '{source_type}', "
                f"specified resultType is '{result_type}'"
            )
        if len(result_shape) != len(inferred) or any(
            size != expected and expected != DYNAMIC_INDEX
            for size, expected in zip(result_shape, inferred)
        ):
            raise VerifyException(
                f"specified type '{result_type}' does not match the inferred type "
                f"'{_tensor_text(inferred, source_type.element_type)}'"
            )
        block = self.region.block
        if len(block.args) != len(result_shape):
            raise VerifyException(
                f"expected the block to have {len(result_shape)} arguments"
            )
        for index, arg in enumerate(block.args):
            if not isinstance(arg.type, IndexType):
                raise VerifyException(
                    f"'tensor.pad' op expected block argument {index + 1} to be an "
                    "index"
                )
        terminator = block.last_op
        if (
            isinstance(terminator, xdsl_tensor.YieldOp)
            and len(terminator.operands) == 1
            and terminator.operands[0].type != result_type.element_type
        ):
            raise VerifyException(
                "'tensor.pad' op expected yield type to match shape element type"
            )


_REPLACED: dict[type[Operation], type[Operation]] = {
    xdsl_tensor.EmptyOp: EmptyOp,
    xdsl_tensor.CollapseShapeOp: CollapseShapeOp,
    xdsl_tensor.ExpandShapeOp: ExpandShapeOp,
    xdsl_tensor.ReshapeOp: ReshapeOp,
    xdsl_tensor.ExtractSliceOp: ExtractSliceOp,
    xdsl_tensor.InsertSliceOp: InsertSliceOp,
    xdsl_tensor.ExtractOp: ExtractOp,
    xdsl_tensor.InsertOp: InsertOp,
    xdsl_tensor.FromElementsOp: FromElementsOp,
    xdsl_tensor.PadOp: PadOp,
}
Tensor = dialect_with_replacements(
    "tensor",
    xdsl_tensor.Tensor,
    _REPLACED,
    [BitcastOp, GenerateOp, ParallelInsertSliceOp, RankOp],
)
"""The `tensor` dialect: xDSL's ops, with ours where xDSL's are missing or
wrong."""

# Re-export xDSL's classes that are right, so that users import every tensor
# op from this module.
CastOp = xdsl_tensor.CastOp
ConcatOp = xdsl_tensor.ConcatOp
DimOp = xdsl_tensor.DimOp
SplatOp = xdsl_tensor.SplatOp
YieldOp = xdsl_tensor.YieldOp
