"""What every linalg structured op shares, and the one implementation of the
named ops.

- The syntax parts MLIR's linalg ops share: `ins(%a, %b : t1, t2)`,
  `outs(...)`, the result types after `->`, the attribute dictionary printed
  sorted (`parse_ins_outs`, `print_ins_outs`, ...).
- MLIR 22's verifiers of `DestinationStyleOpInterface` and of
  `LinalgStructuredInterface` (`verify_destination_style`,
  `verify_structured`), with MLIR's wording.
- The memory effects of a structured op on its memref operands
  (`StructuredOpEffects`, MLIR's `getGenericEffectsImpl`).
- `NamedStructuredOp`: the class of every named op of `table.py`, which
  `define_named_op` specializes with the op's `NamedOpSpec`. Its parser
  materializes the body region from the spec (as MLIR's region builder
  does), its printer elides it, and its indexing maps and iterator types come
  from the spec and the op's attributes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    ContainerType,
    DenseIntElementsAttr,
    DenseIntOrFPElementsAttr,
    IntegerType,
    MemRefType,
    ShapedType,
    TensorType,
)
from xdsl.dialects.linalg.abstract_ops import NamedOperation
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineBinaryOpExpr, AffineDimExpr, AffineExpr, AffineMap
from xdsl.irdl import irdl_op_definition, opt_prop_def, traits_def
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.diagnostics import UnprefixedVerifyException
from xdsl_bufferization.dialects.fast_verify import (
    local_signature,
    passed_before,
    reads_signature_only,
    reads_signature_only_marked,
    remember_passed,
)
from xdsl_bufferization.dialects.linalg.attrs import (
    IteratorTypeAttr,
    TypeFn,
    TypeFnAttr,
)
from xdsl_bufferization.dialects.linalg.scalar import BodyBuildError, build_body
from xdsl_bufferization.dialects.linalg.spec import NamedOpSpec
from xdsl_bufferization.utils.affine_simplify import map_from_xdsl
from xdsl_bufferization.utils.building import dense_int_tuple

MEMOIZED_MAPS = "linalg.memoized_indexing_maps"
"""MLIR caches the indexing maps of some named ops in this discardable
attribute (it appears in `mlir-opt`'s generic output); never printed in the
custom form, as in MLIR."""


# -- effects ---------------------------------------------------------------------------


def dps_num_inputs(op: Operation) -> int:
    """The number of `ins` of a destination-style linalg op (the rest of
    its operands are `outs`)."""
    sizes = op.properties.get("operandSegmentSizes")
    if sizes is None:
        sizes = op.attributes.get("operandSegmentSizes")
    if getattr(sizes, "get_values", None) is not None:
        # Decoded once per attribute (memory effects ask this of every
        # linalg op again and again).
        return dense_int_tuple(cast(Attribute, sizes))[0]
    if op.name in (
        "linalg.map",
        "linalg.softmax",
        "linalg.transpose",
        "linalg.broadcast",
    ):
        return len(op.operands) - 1
    # linalg.reduce: as many inits as inputs.
    return len(op.operands) // 2


def payload_uses(op: Operation, position: int) -> bool:
    """Whether the body reads the block argument of operand `position`
    (MLIR's `payloadUsesValueFromOperand`); True without a body. Unlike MLIR
    22, the init of a `linalg.map` whose body uses it is read (MLIR says it
    is not, and its bufferization then reads uninitialized memory)."""
    if op.name == "linalg.softmax":
        return position < dps_num_inputs(op)
    if not op.regions or op.regions[0].blocks.first is None:
        return True
    block = op.regions[0].blocks.first
    if position >= len(block.args):
        return True
    return bool(block.args[position].uses)


class StructuredOpEffects(MemoryEffect):
    """A linalg op reads its memref `ins` and writes its memref `outs`,
    reading them too when its body uses their elements; no effect on
    tensors (MLIR's `getGenericEffectsImpl`)."""

    reads_and_writes_only: ClassVar[bool] = True
    """No allocation nor free (see `interfaces.memory_effects`)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        num_inputs = dps_num_inputs(op)
        effects: set[EffectInstance] = set()
        for position, operand in enumerate(op.operands):
            if not is_memref_type(operand.type):
                continue
            if position < num_inputs:
                effects.add(EffectInstance(MemoryEffectKind.READ, operand))
                continue
            if payload_uses(op, position):
                effects.add(EffectInstance(MemoryEffectKind.READ, operand))
            effects.add(EffectInstance(MemoryEffectKind.WRITE, operand))
        return effects

    @classmethod
    def writes_an_operand(cls, op: Operation) -> bool:
        """Whether one of its `outs` is a memref, which it writes (see
        `interfaces.memory_effects`)."""
        operands = op.operands
        for position in range(dps_num_inputs(op), len(operands)):
            if is_memref_type(operands[position].type):
                return True
        return False


class VerifiedAroundBody(Operation):
    """MLIR's order of the checks of a linalg op: the op's own (operand
    kinds, attributes: `verify_`), then the ops of its body, then those of
    its interfaces (destination style, structured op: `verify_interfaces_`),
    which MLIR runs after the body. xDSL checks the body first."""

    OPERAND_COUNT: ClassVar[int | None] = None
    """The number of operands of an op without variadic ones (None: it has
    some), counted first in MLIR's words (xDSL's check words it otherwise)."""

    def verify_interfaces_(self) -> None:
        """The checks MLIR's interfaces make after the body."""

    def verify(self, verify_nested_ops: bool = True) -> None:
        count = self.OPERAND_COUNT
        if count is not None and len(self.operands) != count:
            problem = f"expected {count} operands, but found {len(self.operands)}"
            self.emit_error(
                f"Operation does not verify: {problem}", VerifyException(problem)
            )
        super().verify(verify_nested_ops=False)
        if verify_nested_ops:
            for region in self.regions:
                region.verify()
        checks = type(self).verify_interfaces_
        by_signature = reads_signature_only_marked(checks)
        if by_signature:
            key, kept = local_signature(self)
            if passed_before(checks, key):
                return
        try:
            self.verify_interfaces_()
        except VerifyException as error:
            self.emit_error(f"Operation does not verify: {error}", error)
        if by_signature:
            remember_passed(checks, key, kept)  # pyright: ignore[reportPossiblyUnboundVariable]


# -- syntax ----------------------------------------------------------------------------


def parse_ins_outs(
    parser: Parser,
) -> tuple[list[SSAValue], list[SSAValue]]:
    """`ins(%a, %b : t1, t2)`? `outs(%c : t3)`?"""
    inputs: list[SSAValue] = []
    outputs: list[SSAValue] = []
    for keyword, values in (("ins", inputs), ("outs", outputs)):
        if parser.parse_optional_keyword(keyword) is None:
            continue
        parser.parse_punctuation("(")
        pos = parser.pos
        unresolved: list[UnresolvedOperand] = parser.parse_comma_separated_list(
            Parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(
            Parser.Delimiter.NONE, parser.parse_type
        )
        parser.parse_punctuation(")")
        if len(types) != len(unresolved):
            parser.raise_error(
                f"{len(unresolved)} operands present, but expected {len(types)}",
                pos,
                parser.pos,
            )
        values.extend(parser.resolve_operands(unresolved, types, pos))
    return inputs, outputs


def print_ins_outs(
    printer: Printer, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]
) -> None:
    for keyword, values in (("ins", inputs), ("outs", outputs)):
        if not values:
            continue
        printer.print_string(f" {keyword}(")
        printer.print_list(values, printer.print_ssa_value)
        printer.print_string(" : ")
        printer.print_list([v.type for v in values], printer.print_attribute)
        printer.print_string(")")


def parse_result_types(parser: Parser) -> list[Attribute]:
    """`-> t` or `-> (t1, t2)`, optional."""
    if parser.parse_optional_punctuation("->") is None:
        return []
    types = parser.parse_optional_comma_separated_list(
        Parser.Delimiter.PAREN, parser.parse_type
    )
    if types is None:
        return [parser.parse_type()]
    return list[Attribute](types)


def print_result_types(printer: Printer, types: Sequence[Attribute]) -> None:
    if not types:
        return
    printer.print_string(" -> ")
    if len(types) == 1:
        printer.print_attribute(types[0])
        return
    printer.print_string("(")
    printer.print_list(types, printer.print_attribute)
    printer.print_string(")")


def print_attr_dict(
    printer: Printer, entries: Mapping[str, Attribute], elided: AbstractSet[str]
) -> None:
    """` {...}` of the entries not elided, sorted by name (MLIR's order)."""
    kept = {k: v for k, v in sorted(entries.items()) if k not in elided}
    if kept:
        printer.print_string(" ")
        printer.print_attr_dict(kept)


def print_affine_maps(printer: Printer, maps: ArrayAttr[AffineMapAttr]) -> None:
    """`[affine_map<...>, ...]` with the maps as MLIR prints them
    (`d1 * 2 + d4`, where xDSL prints `((d1 * 2) + d4)`)."""
    texts = [f"affine_map<{map_from_xdsl(m.data)}>" for m in maps]
    printer.print_string(f"[{', '.join(texts)}]")


def split_properties(
    op_class: type[Operation], entries: Mapping[str, Attribute]
) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """The entries of a parsed attribute dictionary that are properties of
    `op_class` (MLIR's inherent attributes), and the others."""
    names = set(op_class.get_irdl_definition().properties)  # pyright: ignore
    properties = {k: v for k, v in entries.items() if k in names}
    attributes = {k: v for k, v in entries.items() if k not in names}
    return properties, attributes


# -- verifiers -------------------------------------------------------------------------


def element_type_or_self(type_: Attribute) -> Attribute:
    if is_tensor_type(type_) or is_memref_type(type_):
        return cast(ContainerType[Attribute], type_).get_element_type()
    return type_


def rank_of(type_: Attribute) -> int:
    if isinstance(type_, ShapedType):
        return len(type_.get_shape())
    return 0


TENSOR_OR_MEMREF = "memref of any type values or ranked tensor of any type values"
ANY_SHAPED = "shaped of any type values"
ANY_TENSOR = "tensor of any type values"
RANKED_TENSOR = "ranked tensor of any type values"
"""MLIR's descriptions of the operand and result types of the hand-written
linalg ops (ODS constraints), as its verifier words them."""

_ACCEPTS: dict[str, Callable[[Attribute], bool]] = {
    TENSOR_OR_MEMREF: lambda t: isinstance(t, MemRefType | TensorType),
    ANY_SHAPED: lambda t: isinstance(t, ShapedType),
    ANY_TENSOR: lambda t: isinstance(t, TensorType),
    RANKED_TENSOR: lambda t: isinstance(t, TensorType),
}


def verify_value_kinds(
    what: str, groups: Sequence[tuple[Sequence[SSAValue], bool, str]]
) -> None:
    """MLIR's ODS check of the types of operands or results (`what`): each
    group (values, variadic, description) holds values of the described
    kind; numbered across the groups, as MLIR numbers them."""
    number = 0
    for values, variadic, description in groups:
        for value in values:
            if not _ACCEPTS[description](value.type):
                kind = f"variadic of {description}" if variadic else description
                raise VerifyException(
                    f"{what} #{number} must be {kind}, but got '{value.type}'"
                )
            number += 1


def verify_destination_style(
    op: Operation, outputs: Sequence[SSAValue], first_output: int
) -> None:
    """MLIR's `verifyDestinationStyleOpInterface`: one tensor result per
    tensor init, of the init's type."""
    tensor_outputs: list[tuple[int, SSAValue]] = []
    for offset, value in enumerate(outputs):
        if is_tensor_type(value.type):
            tensor_outputs.append((first_output + offset, value))
        elif not is_memref_type(value.type):
            raise VerifyException(
                f"expected that operand #{first_output + offset} is a tensor or a memref"
            )
    if len(op.results) != len(tensor_outputs):
        raise VerifyException(
            f"expected the number of tensor results ({len(op.results)}) to be equal "
            f"to the number of output tensors ({len(tensor_outputs)})"
        )
    for (number, value), result in zip(tensor_outputs, op.results):
        if value.type != result.type:
            raise VerifyException(
                f"expected type of operand #{number} ({value.type}) to match type of "
                f"corresponding result ({result.type})"
            )


def is_tensor_type(type_: Attribute) -> bool:
    return isinstance(type_, TensorType)


def is_memref_type(type_: Attribute) -> bool:
    return isinstance(type_, MemRefType)


def tensor_types(values: Sequence[SSAValue]) -> list[Attribute]:
    """The types of the tensors among `values` (the results of a
    destination-style op on these inits)."""
    return [v.type for v in values if is_tensor_type(v.type)]


def _pure_semantics(operands: Sequence[SSAValue]) -> bool:
    tensors = sum(1 for v in operands if is_tensor_type(v.type))
    memrefs = sum(1 for v in operands if is_memref_type(v.type))
    return not (tensors and memrefs)


def shapes_to_loops(
    maps: Sequence[AffineMap], shapes: Sequence[int]
) -> list[int] | None:
    """The loop ranges read off the operand shapes: each loop takes the size
    of the first operand dimension indexed by it alone (MLIR's
    `getStaticLoopRanges`); None if some loop is not."""
    num_loops = maps[0].num_dims if maps else 0
    ranges: list[int | None] = [None] * num_loops
    position = 0
    for indexing_map in maps:
        for expr in indexing_map.results:
            if isinstance(expr, AffineDimExpr) and ranges[expr.position] is None:
                ranges[expr.position] = shapes[position]
            position += 1
    if any(r is None for r in ranges):
        return None
    return [r for r in ranges if r is not None]


def verify_structured(
    op: Operation,
    maps: Sequence[AffineMap],
    num_loops: int,
    operands: Sequence[SSAValue],
    block: Block | None,
    block_operands: Sequence[int] | None = None,
) -> None:
    """MLIR 22's `verifyStructuredOpInterface`. `block_operands`: the
    operands that have a block argument (default: all)."""
    if operands and not _pure_semantics(operands):
        raise VerifyException("expected to have pure tensor or buffer semantics")
    if len(maps) != len(operands):
        raise VerifyException(
            f"expected the number of indexing_map ({len(maps)}) to be equal to the "
            f"number of input/output operands ({len(operands)})"
        )
    for number, (value, indexing_map) in enumerate(zip(operands, maps)):
        if indexing_map.num_symbols:
            raise VerifyException(f"unexpected symbols in indexing_map #{number}")
        if indexing_map.num_dims != num_loops:
            raise VerifyException(
                f"expected indexing_map #{number} to have {num_loops} dim(s) to match "
                "the number of loops"
            )
        rank = rank_of(value.type)
        if len(indexing_map.results) != rank:
            raise VerifyException(
                f"expected operand #{number} rank ({rank}) to match the result rank "
                f"of indexing_map ({len(indexing_map.results)})"
            )
    shapes = [d for v in operands for d in _static_shape(v.type)]
    ranges = shapes_to_loops(maps, shapes)
    if ranges is None:
        raise VerifyException("expected the shape-to-loops map to be non-null")
    if all(r >= 0 for r in ranges):
        _verify_static_shapes(operands, maps, ranges)
    if block is None:
        raise VerifyException("expects to have 1 region with 1 block")
    with_args = list(range(len(operands))) if block_operands is None else block_operands
    if len(with_args) != len(block.args):
        raise VerifyException(
            "expected as many non-induction variable region arguments as the "
            "number of input/output operands"
        )
    for number in with_args:
        element = element_type_or_self(operands[number].type)
        arg_type = block.args[number].type
        if element != arg_type:
            raise VerifyException(
                f"expected type of bb argument #{number} ('{arg_type}') to match "
                f"element or self type of the corresponding operand ('{element}')"
            )


def _static_shape(type_: Attribute) -> Sequence[int]:
    if isinstance(type_, ShapedType):
        return type_.get_shape()
    return ()


def _verify_static_shapes(
    operands: Sequence[SSAValue], maps: Sequence[AffineMap], ranges: Sequence[int]
) -> None:
    ends = [r - 1 for r in ranges]
    starts = [0] * len(ranges)
    for number, (value, indexing_map) in enumerate(zip(operands, maps)):
        shape = _static_shape(value.type)
        try:
            first = indexing_map.eval(starts, [])
            last = indexing_map.eval(ends, [])
        except ZeroDivisionError:
            raise VerifyException(
                f"unexpected division by zero in indexing_map #{number}"
            ) from None
        for dim, size in enumerate(shape):
            if size < 0 or size == 0:
                continue
            if min(first[dim], last[dim]) < 0:
                raise VerifyException(
                    f"unexpected result less than 0 at expression #{dim} in "
                    f"{indexing_map}"
                )
            inferred = max(first[dim], last[dim]) + 1
            if isinstance(indexing_map.results[dim], AffineDimExpr):
                if inferred != size:
                    raise VerifyException(
                        f"inferred input/output operand #{number} has shape's "
                        f"dimension #{dim} to be {inferred}, but found {size}"
                    )
            elif inferred > size:
                raise VerifyException(
                    f"inferred input/output operand #{number} has shape's dimension "
                    f"#{dim} to be greater than or equal to {inferred}, but found {size}"
                )


# -- the named ops ---------------------------------------------------------------------


def index_attr_values(value: Attribute | None, count: int) -> list[int] | None:
    """The values of `strides`/`dilations` when it is an i64 elements
    attribute of `count` values (MLIR's `RankedI64ElementsAttr<[count]>`)."""
    if not isinstance(value, DenseIntOrFPElementsAttr):
        return None
    if value.get_element_type() != IntegerType(64) or value.get_shape() != (count,):
        return None
    return [int(v) for v in value.get_values()]


def build_named_region(
    spec: NamedOpSpec,
    input_types: Sequence[Attribute],
    output_types: Sequence[Attribute],
    type_fns: Mapping[str, TypeFn],
) -> Region:
    """The body of a named op over operands of these types (MLIR's
    `fillStructuredOpRegion` with the op's region builder). Raises
    `BodyBuildError` when the body cannot be built for these types."""
    from xdsl_bufferization.dialects.linalg.generic import YieldOp

    types = [element_type_or_self(t) for t in (*input_types, *output_types)]
    block = Block(arg_types=types)
    names = [o.name for o in spec.operands]
    type_vars = [o.type_var for o in spec.operands]
    (value,) = build_body(block, names, type_vars, (spec.body,), type_fns)
    block.add_op(YieldOp(value))
    return Region(block)


class NamedStructuredOp(VerifiedAroundBody, NamedOperation):
    """A named linalg op defined by its `NamedOpSpec` (see `define_named_op`)."""

    SPEC: ClassVar[NamedOpSpec]

    traits = traits_def(StructuredOpEffects())

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        result_types: Sequence[Attribute] | None = None,
        properties: Mapping[str, Attribute | None] | None = None,
        attributes: Mapping[str, Attribute | None] | None = None,
        hidden_region: Region | None = None,
    ):
        if result_types is None:
            result_types = tensor_types(outputs)
        props = dict(properties or {})
        if self.SPEC.user_maps and props.get("indexing_maps") is None:
            props["indexing_maps"] = self.default_maps_attr()
        if hidden_region is None:
            type_fns = self._type_fns_from(props)
            hidden_region = build_named_region(
                self.SPEC, [v.type for v in inputs], [v.type for v in outputs], type_fns
            )
        super().__init__(
            ins=inputs,
            outs=outputs,
            # One group (xDSL's NamedOperation takes a list of groups).
            result_types=[list(result_types)],
            properties=props,
            attributes=attributes,
            hidden_region=hidden_region,
        )

    # -- the spec, instantiated --

    @classmethod
    def _type_fns_from(
        cls, entries: Mapping[str, Attribute | None]
    ) -> dict[str, TypeFn]:
        found: dict[str, TypeFn] = {}
        for name, default in cls.SPEC.type_fn_attrs:
            attr = entries.get(name)
            found[name] = attr.data if isinstance(attr, TypeFnAttr) else default
        return found

    @classmethod
    def default_maps_attr(cls) -> ArrayAttr[AffineMapAttr]:
        maps = cls.SPEC.indexing_maps({}, [])
        return ArrayAttr(AffineMapAttr(m) for m in maps)

    def _index_attr_values(self) -> dict[str, int]:
        given: dict[str, Sequence[int] | None] = {}
        for attr in self.SPEC.index_attrs:
            value = self.properties.get(attr.name)
            given[attr.name] = index_attr_values(value, len(attr.symbols))
        return self.SPEC.index_attr_values(given)

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        ranks = [rank_of(v.type) for v in self.operands]
        return self.SPEC.indexing_maps(self._index_attr_values(), ranks)

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        if self.SPEC.user_maps:
            given = self.properties.get("indexing_maps")
            if isinstance(given, ArrayAttr):
                return cast(ArrayAttr[AffineMapAttr], given)
        return ArrayAttr(AffineMapAttr(m) for m in self.get_default_indexing_maps())

    def indexing_map_list(self) -> Sequence[AffineMap]:
        """`get_indexing_maps()`'s maps, without wrapping the default ones in
        attributes (the verifiers read them op after op)."""
        if self.SPEC.user_maps:
            given = self.properties.get("indexing_maps")
            if isinstance(given, ArrayAttr):
                return [m.data for m in cast(ArrayAttr[AffineMapAttr], given)]
        return self.get_default_indexing_maps()

    def num_loops(self) -> int:
        """`len(get_iterator_types())`, without building the attribute."""
        if self.SPEC.rank_polymorphic:
            outputs = self.outputs
            return rank_of(outputs[0].type) if outputs else 0
        return len(self.SPEC.iterator_types)

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        if self.SPEC.rank_polymorphic:
            rank = rank_of(self.outputs[0].type) if self.outputs else 0
            return ArrayAttr((IteratorTypeAttr.parallel(),) * rank)
        return ArrayAttr(
            IteratorTypeAttr.parallel()
            if kind == "parallel"
            else IteratorTypeAttr.reduction()
            for kind in self.SPEC.iterator_types
        )

    @classmethod
    def get_hidden_region(
        cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]
    ) -> Region:
        return build_named_region(
            cls.SPEC,
            [v.type for v in inputs],
            [v.type for v in outputs],
            cls._type_fns_from({}),
        )

    # -- verification --

    @reads_signature_only
    def verify_(self) -> None:
        spec = self.SPEC
        operands = list(self.operands)
        num_inputs = dps_num_inputs(self)
        inputs, outputs = operands[:num_inputs], operands[num_inputs:]
        self._verify_index_attrs()
        if len(outputs) != 1 or len(inputs) != spec.num_inputs:
            # MLIR's parser rejects these before building the region; the
            # generic form reaches the verifier.
            raise VerifyException(
                f"expected {spec.num_inputs} input(s) and 1 output, got "
                f"{len(inputs)} and {len(outputs)}"
            )
        if spec.name == "fill":
            value_type = inputs[0].type
            if isinstance(value_type, ShapedType):
                raise UnprefixedVerifyException("expected op with scalar input")
            element = element_type_or_self(outputs[0].type)
            if value_type != element:
                raise VerifyException(
                    f"expected fill value type ('{value_type}') to match output "
                    f"element type ('{element}')"
                )
        if spec.user_maps and self.properties.get("indexing_maps") != (
            self.default_maps_attr()
        ):
            maps = list(self.indexing_map_list())
            verify_matmul_maps(spec.name, maps, self.SPEC.indexing_maps({}, []))

    @reads_signature_only
    def verify_interfaces_(self) -> None:
        operands = list(self.operands)
        num_inputs = dps_num_inputs(self)
        verify_destination_style(self, operands[num_inputs:], num_inputs)
        verify_structured(
            self,
            self.indexing_map_list(),
            self.num_loops(),
            operands,
            self.body.blocks.first,
        )

    def _verify_index_attrs(self) -> None:
        if (problem := self._inherent_attr_problem(self.properties)) is not None:
            raise VerifyException(problem)

    @classmethod
    def _inherent_attr_problem(cls, entries: Mapping[str, Attribute]) -> str | None:
        """What is wrong with the op's `strides`, `dilations` or `cast`
        among `entries`, in MLIR's words (None: nothing)."""
        for attr in cls.SPEC.index_attrs:
            value = entries.get(attr.name)
            count = len(attr.symbols)
            if value is not None and index_attr_values(value, count) is None:
                return (
                    f"attribute '{attr.name}' failed to satisfy constraint: 64-bit "
                    f"signless int elements attribute of shape [{count}]"
                )
        for name, _ in cls.SPEC.type_fn_attrs:
            value = entries.get(name)
            if value is not None and not isinstance(value, TypeFnAttr):
                return (
                    f"attribute '{name}' failed to satisfy constraint: allowed 32-bit "
                    "signless integer cases: 0, 1"
                )
        return None

    # -- syntax --

    @classmethod
    def parse(cls, parser: Parser) -> NamedStructuredOp:
        start = parser.pos
        user_maps: ArrayAttr[AffineMapAttr] | None = None
        if cls.SPEC.user_maps and parser.parse_optional_keyword("indexing_maps"):
            user_maps = parse_indexing_maps(
                parser, cls.SPEC.op_name, cls.SPEC.name != "matmul"
            )
        entries: dict[str, Attribute] = {}
        attrs_pos = parser.pos
        if parser.parse_optional_punctuation("<") is not None:
            props = parser.parse_attribute()
            parser.parse_punctuation(">")
            entries.update(getattr(props, "data", {}))
        entries.update(parser.parse_optional_attr_dict())
        if (problem := cls._inherent_attr_problem(entries)) is not None:
            # MLIR verifies the inherent attributes as it parses them.
            name = cls.SPEC.op_name
            parser.raise_error(f"custom op '{name}' '{name}' op {problem}", attrs_pos)
        inputs, outputs = parse_ins_outs(parser)
        result_types = parse_result_types(parser)
        expected = len(cls.SPEC.operands)
        if len(inputs) + len(outputs) != expected:
            parser.raise_error(
                f"custom op '{cls.SPEC.op_name}' [parseNamedStructuredOpRegion] "
                f"ods-gen generated region expects {expected} args, got "
                f"{len(inputs) + len(outputs)}"
            )
        properties, attributes = split_properties(cls, entries)
        properties.pop("operandSegmentSizes", None)
        if user_maps is not None:
            properties["indexing_maps"] = user_maps
        try:
            region = build_named_region(
                cls.SPEC,
                [v.type for v in inputs],
                [v.type for v in outputs],
                cls._type_fns_from(properties),
            )
        except BodyBuildError as error:
            parser.raise_error(f"custom op '{cls.SPEC.op_name}' {error}", start)
        return cls(
            inputs,
            outputs,
            result_types,
            properties=properties,
            attributes=attributes,
            hidden_region=region,
        )

    def print(self, printer: Printer) -> None:
        elided = {"operandSegmentSizes", MEMOIZED_MAPS}
        if self.SPEC.user_maps:
            elided.add("indexing_maps")
            maps = self.properties.get("indexing_maps")
            if maps is not None and maps != self.default_maps_attr():
                printer.print_string(" indexing_maps = ")
                print_affine_maps(printer, cast(ArrayAttr[AffineMapAttr], maps))
        print_attr_dict(printer, {**self.properties, **self.attributes}, elided)
        print_ins_outs(printer, self.inputs, self.outputs)
        print_result_types(printer, [r.type for r in self.results])


def _uses_dim(expr: AffineExpr, dim: int) -> bool:
    """Whether an expression involves loop `dim` (MLIR's `isFunctionOfDim`)."""
    if isinstance(expr, AffineDimExpr):
        return expr.position == dim
    if isinstance(expr, AffineBinaryOpExpr):
        return _uses_dim(expr.lhs, dim) or _uses_dim(expr.rhs, dim)
    return False


def verify_matmul_maps(
    name: str, maps: Sequence[AffineMap], defaults: Sequence[AffineMap]
) -> None:
    """The checks MLIR 22 makes of user indexing maps on `matmul`,
    `batch_matmul` and `batch_reduce_matmul`: each input map uses the
    default map's results only (in any order), drops only dims a broadcast
    may drop; the output map of the batch ops has the default's dims."""
    batch = name != "matmul"
    if batch and len(maps) != 3:
        raise VerifyException("Indexing_map attribute must have 3 affine maps.")
    if batch:
        output = maps[2]
        expected = 3 if name == "batch_matmul" else 2
        if len(output.results) != expected:
            raise VerifyException(
                f"expects {expected} dims, but got ({len(output.results)})."
            )
        wanted = (0, 1, 2) if name == "batch_matmul" else (1, 2)
        if not all(_uses_dim(e, d) for e, d in zip(output.results, wanted)):
            raise VerifyException("Invalid output map result dimension.")
    for index in (0, 1):
        if index >= len(maps):
            break
        indexing_map, default = maps[index], defaults[index]
        if not set(indexing_map.results) <= set(default.results):
            raise VerifyException(
                "Unexpected result dim expression (outside the set of default result "
                "dims)."
                if batch
                else "Unexpected dim expression in map result."
            )
        results = list(indexing_map.results)
        broadcast = len(results) < len(default.results)
        if not batch:
            # MLIR 22 asserts on a broadcast map without exactly one result.
            if broadcast and (
                len(results) != 1
                or not _uses_dim(results[0], indexing_map.num_dims - 1)
            ):
                raise VerifyException("Invalid broadcast requested, should be (d2).")
            continue
        if len(results) > 3:
            raise VerifyException("no. of result dim expressions exceeds 3.")
        if broadcast:
            if not _valid_batch_broadcast(indexing_map, index == 0):
                raise VerifyException("Invalid broadcast requested.")
        elif not results or not _uses_dim(results[0], 0):
            raise VerifyException("Invalid batch dimension expression.")


def _valid_batch_broadcast(indexing_map: AffineMap, lhs: bool) -> bool:
    batch, m, n, k = 0, 1, 2, 3
    results = indexing_map.results
    if len(results) == 1:
        return _uses_dim(results[0], k)
    if len(results) == 2:
        first, second = results
        if lhs:
            return (_uses_dim(first, batch) or _uses_dim(first, m)) and _uses_dim(
                second, k
            )
        return (_uses_dim(first, batch) and _uses_dim(second, k)) or (
            _uses_dim(first, k) and _uses_dim(second, n)
        )
    return False


def parse_indexing_maps(
    parser: Parser, op_name: str, per_element: bool
) -> ArrayAttr[AffineMapAttr]:
    """`= [affine_map<...>, ...]` after the `indexing_maps` keyword of
    `op_name`. MLIR 22 has two parsers of it, and words their errors its own
    way: `linalg.matmul` and `linalg.contract` parse an array then check its
    elements; the batch matmuls and `linalg.elementwise` (`per_element`)
    check each element as they parse it."""
    parser.parse_punctuation("=")
    prefix = f"custom op '{op_name}'"
    if per_element:
        parser.parse_punctuation("[")
        if parser._current_token.text == "]":
            parser.raise_error("expected attribute value")
        maps: list[AffineMapAttr] = []
        while True:
            element = parser.parse_attribute()
            if not isinstance(element, AffineMapAttr):
                parser.raise_error(f"{prefix} expected affine map attribute")
            maps.append(element)
            if parser.parse_optional_punctuation(",") is None:
                break
        parser.parse_punctuation("]")
        return ArrayAttr(maps)
    pos = parser.pos
    attr = parser.parse_attribute()
    if not isinstance(attr, ArrayAttr):
        parser.raise_error(f"{prefix} invalid kind of attribute specified", pos)
    if not all(isinstance(m, AffineMapAttr) for m in cast(ArrayAttr[Attribute], attr)):
        parser.raise_error(
            f"{prefix} element of indexing_maps array is not an affine_map"
        )
    return cast(ArrayAttr[AffineMapAttr], attr)


def define_named_op(spec: NamedOpSpec) -> type[NamedStructuredOp]:
    """The op class of a table entry: `NamedStructuredOp` with the entry's
    name and properties (`cast`, `strides`, `dilations`, `indexing_maps`)."""
    class_name = "".join(p.capitalize() for p in spec.name.split("_")) + "Op"
    namespace: dict[str, object] = {
        "name": spec.op_name,
        "SPEC": spec,
        "__module__": __name__,
        "__qualname__": class_name,
        "__doc__": f"`{spec.op_name}`: {spec.signature()}",
        "__annotations__": {"SPEC": ClassVar[NamedOpSpec]},
    }
    for attr_name, _ in spec.type_fn_attrs:
        namespace[attr_name] = opt_prop_def(TypeFnAttr)
    for attr in spec.index_attrs:
        namespace[attr.name] = opt_prop_def(DenseIntElementsAttr)
    if spec.user_maps:
        namespace["indexing_maps"] = opt_prop_def(ArrayAttr[AffineMapAttr])
    op_class = type(class_name, (NamedStructuredOp,), namespace)
    return irdl_op_definition(op_class)


NAMED_OP_CLASSES: dict[str, type[NamedStructuredOp]] = {}
"""Op name -> class, filled by `define_named_ops`."""


def define_named_ops(
    specs: Sequence[NamedOpSpec],
    register: Callable[[NamedOpSpec, type[NamedStructuredOp]], None] | None = None,
) -> list[type[NamedStructuredOp]]:
    classes: list[type[NamedStructuredOp]] = []
    for spec in specs:
        op_class = define_named_op(spec)
        NAMED_OP_CLASSES[spec.op_name] = op_class
        if register is not None:
            register(spec, op_class)
        classes.append(op_class)
    return classes


__all__ = [
    "MEMOIZED_MAPS",
    "NAMED_OP_CLASSES",
    "NamedStructuredOp",
    "StructuredOpEffects",
    "VerifiedAroundBody",
    "build_named_region",
    "define_named_op",
    "define_named_ops",
    "dps_num_inputs",
    "parse_indexing_maps",
    "parse_ins_outs",
    "parse_result_types",
    "payload_uses",
    "print_attr_dict",
    "print_ins_outs",
    "print_result_types",
    "split_properties",
    "verify_destination_style",
    "verify_structured",
    "verify_value_kinds",
]
