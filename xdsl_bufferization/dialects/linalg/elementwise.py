"""`linalg.elementwise` and `linalg.contract` (MLIR 22).

Both are named ops whose body MLIR builds from their attributes (the `kind`
of `elementwise`; `contract` multiplies and accumulates, with the `cast` of
its operands), and whose indexing maps are attributes: optional for
`elementwise` (identities by default), required for `contract`, which
derives its iterator types from them (a loop that does not index the output
is a reduction).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import cast

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, ShapedType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Attribute, Block, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    AttrSizedOperandSegments,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_bufferization.diagnostics import UnprefixedVerifyException
from xdsl_bufferization.dialects.linalg.attrs import (
    BinaryFn,
    ElementwiseKind,
    ElementwiseKindAttr,
    IteratorTypeAttr,
    TernaryFn,
    TypeFn,
    TypeFnAttr,
    UnaryFn,
)
from xdsl_bufferization.dialects.linalg.scalar import (
    Arg,
    Binary,
    BodyBuildError,
    Cast,
    Expr,
    Ternary,
    Unary,
    build_body,
)
from xdsl_bufferization.dialects.linalg.structured import (
    MEMOIZED_MAPS,
    StructuredOpEffects,
    VerifiedAroundBody,
    element_type_or_self,
    parse_indexing_maps,
    parse_ins_outs,
    parse_result_types,
    print_affine_maps,
    print_attr_dict,
    print_ins_outs,
    print_result_types,
    rank_of,
    split_properties,
    tensor_types,
    verify_destination_style,
    verify_structured,
)


def kind_expression(kind: ElementwiseKind) -> tuple[int, Expr]:
    """The arity of an elementwise kind and its body over `x0`, `x1`, `x2`."""
    value = str(kind)
    if value in set(UnaryFn):
        return 1, Unary(UnaryFn(value), Arg("x0"))
    if value in set(BinaryFn):
        return 2, Binary(BinaryFn(value), Arg("x0"), Arg("x1"))
    return 3, Ternary(TernaryFn(value), Arg("x0"), Arg("x1"), Arg("x2"))


def _region(
    expression: Expr,
    input_types: Sequence[Attribute],
    output_types: Sequence[Attribute],
    type_fns: Mapping[str, TypeFn],
) -> Region:
    from xdsl_bufferization.dialects.linalg.generic import YieldOp

    types = [element_type_or_self(t) for t in (*input_types, *output_types)]
    block = Block(arg_types=types)
    names = [f"x{i}" for i in range(len(input_types))] + ["out"]
    type_vars = [f"T{i}" for i in range(len(input_types))] + ["U"]
    (value,) = build_body(block, names, type_vars, (expression,), type_fns)
    block.add_op(YieldOp(value))
    return Region(block)


class _UserMapsOp(VerifiedAroundBody, LinalgStructuredOperation):
    """A named op with an `indexing_maps` property and a built body."""

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(StructuredOpEffects())

    indexing_maps = opt_prop_def(ArrayAttr[AffineMapAttr])

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        maps = self.indexing_maps
        if maps is None:
            return ArrayAttr(AffineMapAttr(m) for m in self.default_maps())
        return maps

    def default_maps(self) -> list[AffineMap]:
        rank = rank_of(self.outputs[0].type) if self.outputs else 0
        return [AffineMap.identity(rank)] * len(self.operands)

    def verify_(self) -> None:
        """Nothing before the body (xDSL's base class checks are not MLIR's)."""

    def verify_interfaces_(self) -> None:
        verify_destination_style(self, list(self.outputs), len(self.inputs))
        verify_structured(
            self,
            [m.data for m in self.get_indexing_maps()],
            len(self.get_iterator_types()),
            list(self.operands),
            self.body.blocks.first,
        )


@irdl_op_definition
class ElementwiseOp(_UserMapsOp):
    """`linalg.elementwise kind=#linalg.elementwise_kind<add> ...`"""

    name = "linalg.elementwise"

    kind = prop_def(ElementwiseKindAttr)

    def __init__(
        self,
        kind: ElementwiseKind | ElementwiseKindAttr,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        indexing_maps: ArrayAttr[AffineMapAttr] | None = None,
        result_types: Sequence[Attribute] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        body: Region | None = None,
    ):
        kind_attr = (
            kind if isinstance(kind, ElementwiseKindAttr) else ElementwiseKindAttr(kind)
        )
        if result_types is None:
            result_types = tensor_types(outputs)
        if indexing_maps is None:
            rank = rank_of(outputs[0].type) if outputs else 0
            indexing_maps = ArrayAttr(
                [AffineMapAttr(AffineMap.identity(rank))] * (len(inputs) + len(outputs))
            )
        if body is None:
            _, expression = kind_expression(kind_attr.data)
            body = _region(
                expression, [v.type for v in inputs], [v.type for v in outputs], {}
            )
        super().__init__(
            operands=[inputs, outputs],
            result_types=[result_types],
            properties={"kind": kind_attr, "indexing_maps": indexing_maps},
            attributes=attributes,
            regions=[body],
        )

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        rank = rank_of(self.outputs[0].type) if self.outputs else 0
        return ArrayAttr((IteratorTypeAttr.parallel(),) * rank)

    def verify_interfaces_(self) -> None:
        if self.indexing_maps is None:
            # Only the custom syntax has default maps in MLIR 22 (its parser
            # fills them in): the generic form without them has none.
            raise VerifyException(
                "expected the number of indexing_map (0) to be equal to the "
                f"number of input/output operands ({len(self.operands)})"
            )
        super().verify_interfaces_()

    @classmethod
    def parse(cls, parser: Parser) -> ElementwiseOp:
        start = parser.pos
        parser.parse_keyword("kind")
        parser.parse_punctuation("=")
        kind = parser.parse_attribute()
        if not isinstance(kind, ElementwiseKindAttr):
            parser.raise_error("expected ElementwiseKind attribute", start, parser.pos)
        maps = (
            parse_indexing_maps(parser, cls.name, per_element=True)
            if parser.parse_optional_keyword("indexing_maps")
            else None
        )
        entries = parser.parse_optional_attr_dict()
        inputs, outputs = parse_ins_outs(parser)
        result_types = parse_result_types(parser)
        arity, expression = kind_expression(kind.data)
        if len(inputs) + len(outputs) != arity + 1:
            parser.raise_error(
                "custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen "
                f"generated region expects {arity + 1} args, got "
                f"{len(inputs) + len(outputs)}"
            )
        if not all(isinstance(v.type, ShapedType) for v in outputs):
            parser.raise_error("return type needs to be shaped type", start, parser.pos)
        try:
            body = _region(
                expression, [v.type for v in inputs], [v.type for v in outputs], {}
            )
        except BodyBuildError as error:
            parser.raise_error(f"custom op 'linalg.elementwise' {error}", start)
        properties, attributes = split_properties(cls, entries)
        for name in ("operandSegmentSizes", "kind", "indexing_maps"):
            properties.pop(name, None)
        attributes.update(properties)
        return cls(kind, inputs, outputs, maps, result_types, attributes, body)

    def print(self, printer: Printer) -> None:
        printer.print_string(" kind=")
        printer.print_attribute(self.kind)
        maps = self.get_indexing_maps()
        if [m.data for m in maps] != self.default_maps():
            printer.print_string(" indexing_maps = ")
            print_affine_maps(printer, maps)
        print_attr_dict(
            printer, self.attributes, {"operandSegmentSizes", MEMOIZED_MAPS}
        )
        print_ins_outs(printer, self.inputs, self.outputs)
        print_result_types(printer, [r.type for r in self.results])


_CONTRACT_BODY = Binary(
    BinaryFn.ADD,
    Arg("out"),
    Binary(
        BinaryFn.MUL,
        Cast("U", Arg("x0"), "cast"),
        Cast("U", Arg("x1"), "cast"),
    ),
)


@irdl_op_definition
class ContractOp(_UserMapsOp):
    """`linalg.contract indexing_maps = [...] ins(%a, %b) outs(%c)`:
    `c += cast(a) * cast(b)` over the loops of the maps."""

    name = "linalg.contract"

    cast = opt_prop_def(TypeFnAttr)

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        indexing_maps: ArrayAttr[AffineMapAttr],
        result_types: Sequence[Attribute] | None = None,
        cast_fn: TypeFnAttr | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        body: Region | None = None,
    ):
        if result_types is None:
            result_types = tensor_types(outputs)
        if body is None:
            body = _region(
                _CONTRACT_BODY,
                [v.type for v in inputs],
                [v.type for v in outputs],
                {"cast": cast_fn.data if cast_fn else TypeFn.CAST_SIGNED},
            )
        super().__init__(
            operands=[inputs, outputs],
            result_types=[result_types],
            properties={"indexing_maps": indexing_maps, "cast": cast_fn},
            attributes=attributes,
            regions=[body],
        )

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        maps = [m.data for m in self.get_indexing_maps()]
        if not maps:
            return ArrayAttr(())
        used = {e.position for e in maps[-1].results if isinstance(e, AffineDimExpr)}
        return ArrayAttr(
            IteratorTypeAttr.parallel() if d in used else IteratorTypeAttr.reduction()
            for d in range(maps[-1].num_dims)
        )

    def verify_(self) -> None:
        maps = [m.data for m in self.get_indexing_maps()]
        if len(self.inputs) != 2 or len(self.outputs) != 1 or len(maps) != 3:
            raise VerifyException(
                "expected 2 inputs, 1 output and 3 indexing maps, got "
                f"{len(self.inputs)}, {len(self.outputs)} and {len(maps)}"
            )
        dims = -1
        in_count: list[int] = []
        out_count: list[int] = []
        for number, (indexing_map, value) in enumerate(zip(maps, self.operands)):
            if not _is_projected_permutation(indexing_map):
                raise VerifyException(
                    "provided affine_map is not a projected permutation"
                )
            if isinstance(value.type, ShapedType):
                if len(indexing_map.results) != rank_of(value.type):
                    raise UnprefixedVerifyException(
                        "ranks of shaped operand and results of corresponding "
                        "affine_map differ"
                    )
            elif indexing_map.results:
                raise UnprefixedVerifyException(
                    "affine_map specifies shaped access while operand has non-shaped type"
                )
            if dims == -1:
                dims = indexing_map.num_dims
                in_count = [0] * dims
                out_count = [0] * dims
            elif dims != indexing_map.num_dims:
                raise VerifyException("iteration spaces of provided affine_maps differ")
            counts = in_count if number < 2 else out_count
            for expr in indexing_map.results:
                counts[cast(AffineDimExpr, expr).position] += 1
        contracting = False
        for dim in range(max(dims, 0)):
            contracting |= in_count[dim] == 2 and out_count[dim] == 0
            if in_count[dim] == 0 and out_count[dim] == 0:
                raise VerifyException(
                    f"iteration space dim at index {dim} not used to access any operand"
                )
            if in_count[dim] == 1 and out_count[dim] != 1:
                raise VerifyException(
                    f"iteration space dim at index {dim} is neither a contracting dim "
                    "nor of parallel iteration type"
                )
        if not contracting:
            raise VerifyException(
                "'indexing_maps' do not specify a contracting dimension"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ContractOp:
        start = parser.pos
        if parser.parse_optional_keyword("indexing_maps") is None:
            parser.raise_error(
                "custom op 'linalg.contract' expected 'indexing_maps' attribute"
            )
        maps = parse_indexing_maps(parser, cls.name, per_element=False)
        entries = parser.parse_optional_attr_dict()
        inputs, outputs = parse_ins_outs(parser)
        result_types = parse_result_types(parser)
        if len(inputs) + len(outputs) != 3:
            parser.raise_error(
                "custom op 'linalg.contract' [parseNamedStructuredOpRegion] ods-gen "
                f"generated region expects 3 args, got {len(inputs) + len(outputs)}"
            )
        properties, attributes = split_properties(cls, entries)
        cast_fn = properties.get("cast")
        if cast_fn is not None and not isinstance(cast_fn, TypeFnAttr):
            parser.raise_error(
                "'linalg.contract' op attribute 'cast' failed to satisfy constraint",
                start,
                parser.pos,
            )
        try:
            body = _region(
                _CONTRACT_BODY,
                [v.type for v in inputs],
                [v.type for v in outputs],
                {"cast": cast_fn.data if cast_fn else TypeFn.CAST_SIGNED},
            )
        except BodyBuildError as error:
            parser.raise_error(f"custom op 'linalg.contract' {error}", start)
        return cls(inputs, outputs, maps, result_types, cast_fn, attributes, body)

    def print(self, printer: Printer) -> None:
        printer.print_string(" indexing_maps = ")
        print_affine_maps(printer, self.get_indexing_maps())
        entries: dict[str, Attribute] = dict(self.attributes)
        if self.cast is not None:
            entries["cast"] = self.cast
        print_attr_dict(printer, entries, {"operandSegmentSizes", MEMOIZED_MAPS})
        print_ins_outs(printer, self.inputs, self.outputs)
        print_result_types(printer, [r.type for r in self.results])


def _is_projected_permutation(indexing_map: AffineMap) -> bool:
    seen: set[int] = set()
    for expr in indexing_map.results:
        if not isinstance(expr, AffineDimExpr) or expr.position in seen:
            return False
        seen.add(expr.position)
    return True


__all__ = ["ContractOp", "ElementwiseOp", "kind_expression"]
