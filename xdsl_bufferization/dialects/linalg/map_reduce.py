"""`linalg.map`, `linalg.reduce`, `linalg.transpose`, `linalg.broadcast`
(MLIR 22's hand-written structured ops with a destination and a body).

Syntax, verifiers and indexing maps follow MLIR 22: `map` and `reduce`
print their body in the short form `{ arith.addf }` when it is one op on
the block arguments (the init first for `reduce`), else as
`(%in: f32, %init: f32) { ... }` on the next line; results are the tensor
inits (no `->`). xDSL 0.74's `reduce` takes a single input, its `transpose`
and `broadcast` print `ins(%a:type)` and there is no `map`; ours keep
xDSL's accessor names (`input`, `init`, `region`, `inputs`, `outputs`) and
are registered as virtual subclasses of xDSL's classes.
"""

from __future__ import annotations

import abc
import itertools
from collections.abc import Sequence
from typing import ClassVar, TypeVar, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    IntegerType,
    ShapedType,
    i64,
)
from xdsl.dialects.linalg import ops as xdsl_ops
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    IRDLOperation,
    SameVariadicOperandSize,
    irdl_op_definition,
    operand_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.dialects.linalg.attrs import IteratorTypeAttr
from xdsl_bufferization.dialects.linalg.generic import YieldOp
from xdsl_bufferization.dialects.linalg.structured import (
    ANY_TENSOR,
    TENSOR_OR_MEMREF,
    StructuredOpEffects,
    VerifiedAroundBody,
    element_type_or_self,
    parse_ins_outs,
    print_attr_dict,
    print_ins_outs,
    split_properties,
    tensor_types,
    verify_destination_style,
    verify_structured,
    verify_value_kinds,
)

_OpT = TypeVar("_OpT", bound=IRDLOperation)


def _shape(value: SSAValue) -> tuple[int, ...]:
    return tuple(cast(ShapedType, value.type).get_shape())


def _element(value: SSAValue) -> Attribute:
    return element_type_or_self(value.type)


def _rank(value: SSAValue) -> int:
    return len(_shape(value))


def _shape_text(shape: Sequence[int]) -> str:
    return ", ".join("?" if d < 0 else str(d) for d in shape)


def _tensor_result_types(outputs: Sequence[SSAValue]) -> list[Attribute]:
    return tensor_types(outputs)


def _maps_attr(maps: Sequence[AffineMap]) -> ArrayAttr[Attribute]:
    from xdsl.dialects.builtin import AffineMapAttr

    return ArrayAttr(AffineMapAttr(m) for m in maps)


def malformed_op(
    op_class: type[_OpT],
    operands: Sequence[SSAValue],
    outputs: Sequence[SSAValue],
    body: Region,
    properties: dict[str, Attribute],
    attributes: dict[str, Attribute],
) -> _OpT:
    """The op as written when its operands do not fit it (`ins` or `outs`
    missing): MLIR builds it anyway, and the result binding or the verifier
    then says what is wrong, at the op."""
    op: Operation = op_class.create(  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        operands=operands,
        result_types=_tensor_result_types(outputs),
        properties=properties,
        attributes=attributes,
        regions=[body],
    )
    return cast(_OpT, op)


# -- the short form of a body ----------------------------------------------------------


def short_form_payload(
    block: Block, init_first: bool, map_init: bool
) -> Operation | None:
    """The payload op when the body can print as `{ op }` (MLIR's
    `canUseShortForm`): one op, on the block arguments in order (for
    `reduce`, the init first), its one result yielded."""
    ops = list(block.ops)
    if len(ops) != 2 or not isinstance(ops[1], YieldOp):
        return None
    payload = ops[0]
    args = list(block.args)
    if init_first:
        expected = [args[-1], *args[:-1]]
    else:
        expected = args if map_init else args[:-1]
    if not payload.operands or list(payload.operands) != expected:
        return None
    if payload.regions or len(payload.results) != 1:
        return None
    yielded = list(ops[1].operands)
    if yielded != [payload.results[0]]:
        return None
    return payload


def print_short_form(printer: Printer, payload: Operation) -> None:
    printer.print_string(f" {{ {payload.name}")
    entries = {**payload.properties, **payload.attributes}
    elided = {name for name, value in entries.items() if _is_no_fastmath(value)}
    print_attr_dict(printer, entries, elided)
    printer.print_string(" }")


def _is_no_fastmath(value: Attribute) -> bool:
    from xdsl.dialects.arith import FastMathFlagsAttr

    return isinstance(value, FastMathFlagsAttr) and not value.data


def parse_short_form(parser: Parser) -> tuple[str, dict[str, Attribute]] | None:
    """`{ op-name attr-dict? }`, optional."""
    if parser.parse_optional_punctuation("{") is None:
        return None
    name = parser.parse_identifier()
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation("}")
    return name, attrs


def build_short_form_body(
    parser: Parser,
    payload: tuple[str, dict[str, Attribute]],
    operands: Sequence[SSAValue],
    init_first: bool,
    map_init: bool,
    position: int,
) -> Region:
    """The body of `{ op }` over these operands (MLIR's `addBodyWithPayloadOp`)."""
    name, entries = payload
    op_class = parser.ctx.get_optional_op(name)
    if op_class is None:
        parser.raise_error(f"unregistered operation '{name}'", position)
    block = Block(arg_types=[_element(v) for v in operands])
    if not operands:
        # Nothing to apply the op to: the verifier reports the operands.
        block.add_op(YieldOp())
        return Region(block)
    args = list(block.args)
    if init_first:
        payload_operands = ([args[-1]] if map_init else []) + args[:-1]
    else:
        payload_operands = args if map_init else args[:-1]
    properties, attributes = split_properties(op_class, entries)
    op = cast(
        Operation,
        op_class.create(  # pyright: ignore[reportUnknownMemberType]
            operands=payload_operands,
            result_types=[_element(operands[-1])],
            properties=properties,
            attributes=attributes,
        ),
    )
    block.add_ops([op, YieldOp(*op.results)])
    return Region(block)


def print_body_region(printer: Printer, region: Region) -> None:
    """`\\n(%in: f32, %init: f32) { ... }`, one level deeper."""
    block = region.blocks.first
    with printer.indented():
        printer._print_new_line()  # pyright: ignore[reportPrivateUsage]
        printer.print_string("(")
        if block is not None:
            printer.print_list(block.args, printer.print_block_argument)
        printer.print_string(") ")
        printer.print_region(region, print_entry_block_args=False)


def parse_body_region(parser: Parser) -> Region:
    args = parser.parse_comma_separated_list(
        Parser.Delimiter.PAREN, parser.parse_argument
    )
    return parser.parse_region(args)


def parse_int_array(parser: Parser, keyword: str, op_name: str) -> DenseArrayBase:
    """`keyword = [1, 2]` of the op `op_name` (for MLIR's error wording)."""
    if parser.parse_optional_keyword(keyword) is None:
        parser.raise_error(f"custom op '{op_name}' expected '{keyword}'")
    parser.parse_punctuation("=")

    def parse_value() -> int:
        value = parser.parse_optional_integer()
        if value is None:
            parser.raise_error(f"custom op '{op_name}' expected integer value")
        return value

    values = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parse_value)
    return DenseArrayBase.from_list(i64, values)


def int_array_values(array: DenseArrayBase) -> list[int]:
    return [int(v) for v in cast(DenseArrayBase[IntegerType], array).get_values()]


def print_int_array(printer: Printer, keyword: str, array: DenseArrayBase) -> None:
    values = ", ".join(str(v) for v in int_array_values(array))
    printer.print_string(f" {keyword} = [{values}] ")


# -- linalg.map ------------------------------------------------------------------------


@irdl_op_definition
class MapOp(VerifiedAroundBody, IRDLOperation):
    """`linalg.map`: the body applied to the elements of the inputs at each
    index, written to the init."""

    name = "linalg.map"

    # Operand and result kinds are checked by `verify_`, in MLIR's words.
    inputs = var_operand_def()
    init = operand_def()
    result = var_result_def()
    mapper = region_def("single_block")

    traits = traits_def(StructuredOpEffects())

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        init: SSAValue,
        mapper: Region,
        attributes: dict[str, Attribute] | None = None,
    ):
        super().__init__(
            operands=[inputs, init],
            result_types=[_tensor_result_types([init])],
            regions=[mapper],
            attributes=attributes,
        )

    @property
    def outputs(self) -> tuple[SSAValue, ...]:
        return (self.init,)

    @property
    def body(self) -> Region:
        return self.mapper

    @property
    def res(self):
        return self.result

    def get_indexing_maps(self) -> ArrayAttr[Attribute]:
        identity = AffineMap.identity(_rank(self.init))
        return _maps_attr([identity] * len(self.operands))

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        return ArrayAttr((IteratorTypeAttr.parallel(),) * _rank(self.init))

    def verify_(self) -> None:
        verify_value_kinds(
            "operand",
            [
                (self.inputs, True, TENSOR_OR_MEMREF),
                ([self.init], False, TENSOR_OR_MEMREF),
            ],
        )
        verify_value_kinds("result", [(self.result, True, ANY_TENSOR)])
        block = self.mapper.blocks.first
        args = list(block.args) if block is not None else []
        if len(self.operands) != len(args):
            raise VerifyException(
                "expects number of operands to match the arity of mapper, but got: "
                f"{len(self.operands)} and {len(args)}"
            )
        for arg, value in zip(args, self.inputs):
            if arg.type != _element(value):
                raise VerifyException(
                    f"expected element type of input '{_element(value)}' to match "
                    f"bbArg type '{arg.type}'"
                )
        output_shape = _shape(self.init)
        for value in self.inputs:
            if _shape(value) != output_shape:
                raise VerifyException(
                    f"expected shape of input ({_shape_text(_shape(value))}) to match "
                    f"shape of output ({_shape_text(output_shape)})"
                )

    def verify_interfaces_(self) -> None:
        verify_destination_style(self, [self.init], len(self.inputs))
        verify_structured(
            self,
            [m.data for m in self.get_indexing_maps()],  # pyright: ignore
            _rank(self.init),
            list(self.operands),
            self.mapper.blocks.first,
        )

    @classmethod
    def parse(cls, parser: Parser) -> MapOp:
        start = parser.pos
        payload = parse_short_form(parser)
        inputs, outputs = parse_ins_outs(parser)
        attributes = parser.parse_optional_attr_dict()
        if payload is not None:
            body = build_short_form_body(
                parser, payload, [*inputs, *outputs], False, False, start
            )
        else:
            body = parse_body_region(parser)
        if len(outputs) != 1:
            # As MLIR: no result to bind, or the verifier counts the operands.
            return malformed_op(cls, [*inputs, *outputs], outputs, body, {}, attributes)
        return cls(inputs, outputs[0], body, attributes)

    def print(self, printer: Printer) -> None:
        block = self.mapper.blocks.first
        payload = short_form_payload(block, False, False) if block is not None else None
        if payload is not None:
            print_short_form(printer, payload)
        print_ins_outs(printer, self.inputs, [self.init])
        print_attr_dict(printer, self.attributes, set())
        if payload is None:
            print_body_region(printer, self.mapper)


# -- linalg.reduce ---------------------------------------------------------------------


@irdl_op_definition
class ReduceOp(VerifiedAroundBody, IRDLOperation):
    """`linalg.reduce`: the inputs combined along `dimensions` into the inits."""

    name = "linalg.reduce"

    # Operand and result kinds are checked by `verify_`, in MLIR's words.
    inputs = var_operand_def()
    inits = var_operand_def()
    result = var_result_def()
    combiner = region_def("single_block")
    dimensions = prop_def(DenseArrayBase.constr(i64))

    irdl_options = (SameVariadicOperandSize(),)
    traits = traits_def(StructuredOpEffects())

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        inits: Sequence[SSAValue],
        dimensions: DenseArrayBase | Sequence[int],
        combiner: Region,
        attributes: dict[str, Attribute] | None = None,
    ):
        if not isinstance(dimensions, DenseArrayBase):
            dimensions = DenseArrayBase.from_list(i64, dimensions)
        super().__init__(
            operands=[inputs, inits],
            result_types=[_tensor_result_types(inits)],
            properties={"dimensions": dimensions},
            regions=[combiner],
            attributes=attributes,
        )

    @property
    def input(self) -> SSAValue:
        return self.inputs[0]

    @property
    def init(self) -> SSAValue:
        return self.inits[0]

    @property
    def outputs(self):
        return self.inits

    @property
    def region(self) -> Region:
        return self.combiner

    @property
    def body(self) -> Region:
        return self.combiner

    @property
    def res(self):
        return self.result

    def _reduced(self) -> list[int]:
        return int_array_values(self.dimensions)

    def get_indexing_maps(self) -> ArrayAttr[Attribute]:
        rank = _rank(self.inputs[0]) if self.inputs else 0
        reduced = set(self._reduced())
        kept = tuple(AffineDimExpr(d) for d in range(rank) if d not in reduced)
        identity = AffineMap.identity(rank)
        init_map = AffineMap(rank, 0, kept)
        return _maps_attr([identity] * len(self.inputs) + [init_map] * len(self.inits))

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        rank = _rank(self.inputs[0]) if self.inputs else 0
        reduced = set(self._reduced())
        return ArrayAttr(
            IteratorTypeAttr.reduction()
            if d in reduced
            else IteratorTypeAttr.parallel()
            for d in range(rank)
        )

    def verify_(self) -> None:
        verify_value_kinds(
            "operand",
            [
                (self.inputs, True, TENSOR_OR_MEMREF),
                (self.inits, True, TENSOR_OR_MEMREF),
            ],
        )
        verify_value_kinds("result", [(self.result, True, ANY_TENSOR)])
        if not self.inputs or len(self.inputs) != len(self.inits):
            raise VerifyException("expected as many inits as inputs, at least one")
        dims = self._reduced()
        if any(b <= a for a, b in itertools.pairwise(dims)):
            raise VerifyException(
                "attribute 'dimensions' failed to satisfy constraint: i64 dense array "
                "attribute should be in increasing order"
            )
        for i in range(1, len(self.inputs)):
            if _shape(self.inputs[i]) != _shape(self.inputs[0]):
                raise VerifyException(
                    "expects all inputs to have the same shapes. Shape at input-index "
                    f"{i} is not equal to the shape at input-index 0."
                )
        for i in range(1, len(self.inits)):
            if _shape(self.inits[i]) != _shape(self.inits[0]):
                raise VerifyException(
                    "expects all outputs to have the same shapes. Shape at output-index "
                    f"{i} is not equal to the shape at output-index 0."
                )
        input_shape = _shape(self.inputs[0])
        init_shape = _shape(self.inits[0])
        for dim in dims:
            if dim < 0 or dim >= len(input_shape):
                raise VerifyException(
                    "dimensions for reduction should be in the range [0, "
                    f"{len(input_shape) - 1}]."
                )
        kept = [d for i, d in enumerate(input_shape) if i not in dims]
        if len(kept) != len(init_shape):
            raise VerifyException(
                f"number of dimensions after reduction {len(kept)} doesn't match the "
                f"init rank {len(init_shape)}"
            )
        if tuple(kept) != init_shape:
            raise VerifyException(
                f"init dimensions [{_shape_text(init_shape)}] doesn't match input "
                f"dimensions after reduction [{_shape_text(kept)}]"
            )
        block = self.combiner.blocks.first
        args = list(block.args) if block is not None else []
        if len(args) != len(self.operands):
            raise VerifyException("mismatching number of operands and block arguments")
        for value, arg in zip(self.inputs, args):
            if _element(value) != arg.type:
                raise VerifyException(
                    f"input element type '{_element(value)}' does not match "
                    f"corresponding block argument type '{arg.type}'"
                )
        for value, arg in zip(self.inits, args[len(self.inputs) :]):
            if _element(value) != arg.type:
                raise VerifyException(
                    f"output element type '{_element(value)}' does not match "
                    f"corresponding block argument type '{arg.type}'"
                )

    def verify_interfaces_(self) -> None:
        verify_destination_style(self, list(self.inits), len(self.inputs))
        verify_structured(
            self,
            [m.data for m in self.get_indexing_maps()],  # pyright: ignore
            _rank(self.inputs[0]),
            list(self.operands),
            self.combiner.blocks.first,
        )

    @classmethod
    def parse(cls, parser: Parser) -> ReduceOp:
        start = parser.pos
        payload = parse_short_form(parser)
        inputs, outputs = parse_ins_outs(parser)
        dimensions = parse_int_array(parser, "dimensions", cls.name)
        attributes = parser.parse_optional_attr_dict()
        if payload is not None:
            body = build_short_form_body(
                parser, payload, [*inputs, *outputs], True, True, start
            )
        else:
            body = parse_body_region(parser)
        if len(inputs) != len(outputs):
            properties: dict[str, Attribute] = {"dimensions": dimensions}
            return malformed_op(
                cls, [*inputs, *outputs], outputs, body, properties, attributes
            )
        return cls(inputs, outputs, dimensions, body, attributes)

    def print(self, printer: Printer) -> None:
        block = self.combiner.blocks.first
        payload = (
            short_form_payload(block, True, True)
            if block is not None and len(self.inputs) == 1
            else None
        )
        if payload is not None:
            print_short_form(printer, payload)
        print_ins_outs(printer, self.inputs, self.inits)
        print_int_array(printer, "dimensions", self.dimensions)
        print_attr_dict(printer, self.attributes, set())
        if payload is None:
            print_body_region(printer, self.combiner)


# -- linalg.transpose and linalg.broadcast ---------------------------------------------


def _identity_region(input_: SSAValue, init: SSAValue) -> Region:
    block = Block(arg_types=[_element(input_), _element(init)])
    block.add_op(YieldOp(block.args[0]))
    return Region(block)


class _CopyLike(VerifiedAroundBody, IRDLOperation):
    """One input, one init, a body yielding the input element."""

    OPERAND_COUNT: ClassVar[int | None] = 2

    # Operand and result kinds are checked by `verify_`, in MLIR's words.
    input = operand_def()
    init = operand_def()
    result = var_result_def()
    region = region_def("single_block")

    traits = traits_def(StructuredOpEffects())

    ARRAY: ClassVar[str]

    @property
    def inputs(self) -> tuple[SSAValue, ...]:
        return (self.input,)

    @property
    def outputs(self) -> tuple[SSAValue, ...]:
        return (self.init,)

    @property
    def body(self) -> Region:
        return self.region

    @property
    def res(self):
        return self.result

    def _array(self) -> DenseArrayBase:
        return cast(DenseArrayBase, self.properties[self.ARRAY])

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        return ArrayAttr((IteratorTypeAttr.parallel(),) * _rank(self.init))

    @classmethod
    def parse(cls, parser: Parser) -> _CopyLike:
        inputs, outputs = parse_ins_outs(parser)
        array = parse_int_array(parser, cls.ARRAY, cls.name)
        attributes = parser.parse_optional_attr_dict()
        if len(inputs) != 1 or len(outputs) != 1:
            body = Region(Block([YieldOp()]))
            properties: dict[str, Attribute] = {cls.ARRAY: array}
            return malformed_op(
                cls, [*inputs, *outputs], outputs, body, properties, attributes
            )
        return cast(
            _CopyLike,
            cls.create(  # pyright: ignore[reportUnknownMemberType]
                operands=[inputs[0], outputs[0]],
                result_types=_tensor_result_types(outputs),
                properties={cls.ARRAY: array},
                attributes=attributes,
                regions=[_identity_region(inputs[0], outputs[0])],
            ),
        )

    def print(self, printer: Printer) -> None:
        print_ins_outs(printer, [self.input], [self.init])
        print_int_array(printer, self.ARRAY, self._array())
        print_attr_dict(printer, self.attributes, set())

    def _verify_kinds(self) -> None:
        verify_value_kinds(
            "operand",
            [
                ([self.input], False, TENSOR_OR_MEMREF),
                ([self.init], False, TENSOR_OR_MEMREF),
            ],
        )
        verify_value_kinds("result", [(self.result, True, ANY_TENSOR)])

    def verify_interfaces_(self) -> None:
        verify_destination_style(self, [self.init], 1)
        verify_structured(
            self,
            [m.data for m in self.get_indexing_maps()],  # pyright: ignore
            _rank(self.init),
            list(self.operands),
            self.region.blocks.first,
        )

    @abc.abstractmethod
    def get_indexing_maps(self) -> ArrayAttr[Attribute]: ...


@irdl_op_definition
class TransposeOp(_CopyLike):
    """`linalg.transpose`: `dim(result, i) = dim(input, permutation[i])`."""

    name = "linalg.transpose"

    permutation = prop_def(DenseArrayBase.constr(i64))

    ARRAY: ClassVar[str] = "permutation"

    def __init__(
        self,
        input: SSAValue,
        init: SSAValue,
        permutation: DenseArrayBase | Sequence[int],
        result: Attribute | None = None,
    ):
        if not isinstance(permutation, DenseArrayBase):
            permutation = DenseArrayBase.from_list(i64, permutation)
        super().__init__(
            operands=[input, init],
            result_types=[[result] if result else _tensor_result_types([init])],
            properties={"permutation": permutation},
            regions=[_identity_region(input, init)],
        )

    def get_indexing_maps(self) -> ArrayAttr[Attribute]:
        permutation = int_array_values(self.permutation)
        rank = len(permutation)
        inverse = [0] * rank
        for position, dim in enumerate(permutation):
            if 0 <= dim < rank:
                inverse[dim] = position
        input_map = AffineMap(rank, 0, tuple(AffineDimExpr(d) for d in inverse))
        return _maps_attr([input_map, AffineMap.identity(rank)])

    def verify_(self) -> None:
        self._verify_kinds()
        permutation = int_array_values(self.permutation)
        if sorted(permutation) != list(range(len(permutation))):
            raise VerifyException("permutation is not valid")
        rank = _rank(self.input)
        if rank != _rank(self.init):
            raise VerifyException(
                f"input rank {rank} does not match init rank {_rank(self.init)}"
            )
        if rank != len(permutation):
            raise VerifyException(
                f"size of permutation {len(permutation)} does not match the argument "
                f"rank {rank}"
            )
        input_shape, init_shape = _shape(self.input), _shape(self.init)
        for i in range(rank):
            input_dim = input_shape[permutation[i]]
            if input_dim != init_shape[i]:
                raise VerifyException(
                    f"dim(result, {i}) = {_dim(init_shape[i])} doesn't match "
                    f"dim(input, permutation[{i}]) = {_dim(input_dim)}"
                )


def _dim(size: int) -> str:
    return "-9223372036854775808" if size < 0 else str(size)


@irdl_op_definition
class BroadcastOp(_CopyLike):
    """`linalg.broadcast`: the input copied along the added `dimensions`."""

    name = "linalg.broadcast"

    dimensions = prop_def(DenseArrayBase.constr(i64))

    ARRAY: ClassVar[str] = "dimensions"

    def __init__(
        self,
        input: SSAValue,
        init: SSAValue,
        dimensions: DenseArrayBase | Sequence[int],
        result: Attribute | None = None,
    ):
        if not isinstance(dimensions, DenseArrayBase):
            dimensions = DenseArrayBase.from_list(i64, dimensions)
        super().__init__(
            operands=[input, init],
            result_types=[[result] if result else _tensor_result_types([init])],
            properties={"dimensions": dimensions},
            regions=[_identity_region(input, init)],
        )

    @property
    def hidden_region(self) -> Region:
        """xDSL's name of the body."""
        return self.region

    def get_indexing_maps(self) -> ArrayAttr[Attribute]:
        rank = _rank(self.init)
        added = set(int_array_values(self.dimensions))
        kept = tuple(AffineDimExpr(d) for d in range(rank) if d not in added)
        return _maps_attr([AffineMap(rank, 0, kept), AffineMap.identity(rank)])

    def verify_(self) -> None:
        self._verify_kinds()
        dims = int_array_values(self.dimensions)
        input_shape, init_shape = _shape(self.input), _shape(self.init)
        input_rank, init_rank = len(input_shape), len(init_shape)
        if input_rank + len(dims) != init_rank:
            raise VerifyException(
                "input rank plus added dimensions does not match init rank. input "
                f"rank: {input_rank}, dimensions size: {len(dims)}, init rank: "
                f"{init_rank}"
            )
        for index, dim in enumerate(dims):
            if dim < 0 or dim >= init_rank:
                raise VerifyException(
                    f"dimension {index} is out of range. expected range: [0, "
                    f"{init_rank - 1}], got: {dim}"
                )
        kept = [d for d in range(init_rank) if d not in dims]
        for input_dim, init_dim in enumerate(kept):
            if input_shape[input_dim] != init_shape[init_dim]:
                raise VerifyException(
                    f"input dim {input_dim} should match init dim {init_dim}. input: "
                    f"{_dim(input_shape[input_dim])}, init: {_dim(init_shape[init_dim])}"
                )


xdsl_ops.ReduceOp.register(ReduceOp)
xdsl_ops.TransposeOp.register(TransposeOp)
xdsl_ops.BroadcastOp.register(BroadcastOp)

__all__ = ["BroadcastOp", "MapOp", "ReduceOp", "TransposeOp"]
