"""The `bufferization` dialect of MLIR 22.

Every op of the dialect is defined here. xDSL 0.74 has five of them, none
exactly as MLIR 22 defines them (to_tensor, to_buffer and
materialize_in_destination reject memrefs with a layout or a memory space,
alloc_tensor has no `memory_space`, clone requires identical types, and none
declares MLIR's memory effects or canonicalizations). Ours keep the Python
class names and accessors of xDSL's classes, add MLIR's, and are registered as
virtual subclasses of xDSL's classes (see docs/registration.md), so that
`isinstance(op, xdsl.dialects.bufferization.ToTensorOp)` holds for our ops.
`dealloc` and `dealloc_tensor` are missing from xDSL.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import cast

from xdsl.dialects import bufferization as xdsl_bufferization
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I1,
    ContainerType,
    IndexType,
    MemRefType,
    ShapedType,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
    i1,
)
from xdsl.interfaces import HasFolderInterface
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    HasCanonicalizationPatternsTrait,
    MemoryEffect,
    MemoryEffectKind,
    Pure,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_bufferization.dialects.fast_paths import install_fast_paths

AnyMemRef = base(MemRefType) | base(UnrankedMemRefType)
"""MLIR's `AnyRankedOrUnrankedMemRef` (builtin buffer-like types)."""

AnyTensor = base(TensorType) | base(UnrankedTensorType)
"""MLIR's `AnyTensor` (builtin tensor-like types)."""

AnyShaped = (
    base(TensorType)
    | base(UnrankedTensorType)
    | base(MemRefType)
    | base(UnrankedMemRefType)
    | base(VectorType)
)
"""MLIR's `AnyShaped`: the builtin types with a shape."""

BufferType = MemRefType | UnrankedMemRefType
TensorLikeType = TensorType | UnrankedTensorType


def tensor_type_of_buffer(buffer_type: Attribute) -> TensorLikeType:
    """
    The tensor type with the shape and element type of `buffer_type` (MLIR's
    `memref::getTensorTypeFromMemRefType`): layout and memory space are dropped.
    """
    if isinstance(buffer_type, MemRefType):
        memref_type = cast(MemRefType, buffer_type)
        return TensorType(memref_type.element_type, memref_type.get_shape())
    if isinstance(buffer_type, UnrankedMemRefType):
        return UnrankedTensorType(cast(UnrankedMemRefType, buffer_type).element_type)
    raise ValueError(f"expected a memref type, got {buffer_type}")


def verify_tensor_matches_buffer(tensor_type: Attribute, buffer_type: Attribute):
    """
    MLIR's check that a tensor type and a buffer type correspond for builtin
    types: same rankedness, shape and element type (encoding, layout and
    memory space may differ).
    """
    mismatch: str | None = None
    tensor_ranked = isinstance(tensor_type, TensorType)
    buffer_ranked = isinstance(buffer_type, MemRefType)
    if tensor_ranked != buffer_ranked or (
        tensor_ranked
        and cast(TensorType, tensor_type).get_shape()
        != cast(MemRefType, buffer_type).get_shape()
    ):
        mismatch = "shapes do not match"
    elif (
        cast(ContainerType[Attribute], tensor_type).get_element_type()
        != cast(ContainerType[Attribute], buffer_type).get_element_type()
    ):
        mismatch = "element types do not match"
    if mismatch is not None:
        raise VerifyException(
            f"failed to verify that specified tensor and buffer types match: {mismatch}"
        )


def _is_tensor_type(type: Attribute) -> bool:
    return isinstance(type, TensorType | UnrankedTensorType)


def _print_attr_dict_sorted(printer: Printer, attributes: Mapping[str, Attribute]):
    """Print an attribute dictionary as MLIR does: sorted by name, elided if empty."""
    printer.print_op_attributes(dict(sorted(attributes.items())))


# ---------------------------------------------------------------------------
# alloc_tensor
# ---------------------------------------------------------------------------


class AllocTensorOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.bufferization import (
            FoldDimOfAllocTensor,
            ReplaceStaticShapeDims,
        )

        return (FoldDimOfAllocTensor(), ReplaceStaticShapeDims())


@irdl_op_definition
class AllocTensorOp(IRDLOperation):
    """
    Materializes an uninitialized tensor of the given shape, which bufferizes to
    a new allocation; `copy` gives its contents, `size_hint` the number of
    non-zero elements of a sparse tensor, `memory_space` the memory space of
    the buffer.

    MLIR declares no memory effects for this op (so it is never erased as dead).

    https://mlir.llvm.org/docs/Dialects/BufferizationOps/#bufferizationalloc_tensor-bufferizationalloctensorop
    """

    name = "bufferization.alloc_tensor"

    dynamic_sizes = var_operand_def(IndexType)
    copy = opt_operand_def(AnyTensor)
    size_hint = opt_operand_def(IndexType)

    memory_space = opt_prop_def(AnyAttr())

    tensor = result_def(AnyTensor)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = traits_def(AllocTensorOpHasCanonicalizationPatterns())

    def __init__(
        self,
        result_type: Attribute,
        dynamic_sizes: Sequence[Operation | SSAValue] | None = None,
        copy: SSAValue | Operation | None = None,
        size_hint: SSAValue | Operation | None = None,
        *,
        memory_space: Attribute | None = None,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        super().__init__(
            operands=(dynamic_sizes or (), copy, size_hint),
            result_types=(result_type,),
            properties={"memory_space": memory_space} if memory_space else {},
            attributes=attributes,
        )

    @property
    def result(self) -> SSAValue:
        """MLIR's name for the result (`tensor` in xDSL)."""
        return self.tensor

    def dynamic_size(self, dim: int) -> SSAValue | None:
        """
        The operand giving the size of dimension `dim` of the result, when the
        dimension is dynamic and there is no `copy` (None otherwise).
        """
        result_type = self.tensor.type
        if self.copy is not None or not isa(result_type, TensorType[Attribute]):
            return None
        shape = result_type.get_shape()
        if not 0 <= dim < len(shape) or shape[dim] != DYNAMIC_INDEX:
            return None
        position = sum(1 for d in shape[:dim] if d == DYNAMIC_INDEX)
        if position >= len(self.dynamic_sizes):
            return None
        return self.dynamic_sizes[position]

    def verify_(self) -> None:
        result_type = self.tensor.type
        if not isa(result_type, TensorType[Attribute]):
            # MLIR requires a ranked result without saying so (it asserts).
            raise VerifyException("expected a ranked tensor result type")
        if self.copy is not None and self.dynamic_sizes:
            raise VerifyException("dynamic sizes not needed when copying a tensor")
        if self.copy is None:
            expected = sum(1 for d in result_type.get_shape() if d == DYNAMIC_INDEX)
            if expected != len(self.dynamic_sizes):
                raise VerifyException(
                    f"incorrect number of dynamic sizes, has "
                    f"{len(self.dynamic_sizes)}, expected {expected}"
                )
        if self.copy is not None and self.copy.type != result_type:
            raise VerifyException("expected that `copy` and return type match")

    @classmethod
    def parse(cls, parser: Parser) -> AllocTensorOp:
        # (%d, ...) copy(%t) size_hint = %h {attrs} : tensor<...>
        sizes = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        copy: UnresolvedOperand | None = None
        if parser.parse_optional_keyword("copy") is not None:
            parser.parse_punctuation("(")
            copy = parser.parse_unresolved_operand()
            parser.parse_punctuation(")")
        size_hint: UnresolvedOperand | None = None
        if parser.parse_optional_keyword("size_hint") is not None:
            parser.parse_punctuation("=")
            size_hint = parser.parse_unresolved_operand()
        attr_pos = parser.pos
        attributes = parser.parse_optional_attr_dict()
        if "operandSegmentSizes" in attributes:
            parser.raise_error(
                "attribute 'operandSegmentSizes' is implied by the operands",
                attr_pos,
                parser.pos,
            )
        memory_space = attributes.pop("memory_space", None)
        parser.parse_punctuation(":")
        type_pos = parser.pos
        result_type: Attribute = parser.parse_type()
        if not _is_tensor_type(result_type):
            parser.raise_error("invalid kind of type specified", type_pos, parser.pos)
        index = IndexType()
        return cls(
            result_type,
            [parser.resolve_operand(s, index) for s in sizes],
            parser.resolve_operand(copy, result_type) if copy else None,
            parser.resolve_operand(size_hint, index) if size_hint else None,
            memory_space=memory_space,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_list(self.dynamic_sizes, printer.print_ssa_value)
        printer.print_string(")")
        if self.copy is not None:
            printer.print_string(" copy(")
            printer.print_ssa_value(self.copy)
            printer.print_string(")")
        if self.size_hint is not None:
            printer.print_string(" size_hint=")
            printer.print_ssa_value(self.size_hint)
        properties = {
            k: v for k, v in self.properties.items() if k != "operandSegmentSizes"
        }
        _print_attr_dict_sorted(printer, properties | self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.tensor.type)


# ---------------------------------------------------------------------------
# clone
# ---------------------------------------------------------------------------


class CloneOpMemoryEffect(MemoryEffect):
    """Reads the source; allocates and writes the clone (as MLIR declares)."""

    @classmethod
    def get_effects(cls, op: Operation):
        clone = cast(CloneOp, op)
        return {
            EffectInstance(MemoryEffectKind.READ, clone.input),
            EffectInstance(MemoryEffectKind.WRITE, clone.output),
            EffectInstance(MemoryEffectKind.ALLOC, clone.output),
        }


class CloneOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.bufferization import (
            FoldCloneOfCast,
            SimplifyClones,
        )

        return (FoldCloneOfCast(), SimplifyClones())


@irdl_op_definition
class CloneOp(IRDLOperation):
    """
    Clones the data of a buffer into a new buffer. Implementations may alias
    source and result, so mutating either after the clone is undefined behavior.
    Source and result types may differ (MLIR does not constrain them).

    https://mlir.llvm.org/docs/Dialects/BufferizationOps/#bufferizationclone-bufferizationcloneop
    """

    name = "bufferization.clone"

    input = operand_def(AnyMemRef)
    output = result_def(AnyMemRef)

    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"

    traits = traits_def(CloneOpMemoryEffect(), CloneOpHasCanonicalizationPatterns())

    def __init__(
        self, input: SSAValue | Operation, result_type: Attribute | None = None
    ):
        if result_type is None:
            result_type = SSAValue.get(input).type
        super().__init__(operands=(input,), result_types=(result_type,))

    @property
    def source(self) -> SSAValue:
        """MLIR's `getSource()`: the cloned buffer."""
        return self.input

    @property
    def target(self) -> SSAValue:
        """MLIR's `getTarget()`: the clone."""
        return self.output


# ---------------------------------------------------------------------------
# dealloc
# ---------------------------------------------------------------------------


class DeallocOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.bufferization import (
            DeallocEraseAlwaysFalseMemrefs,
            DeallocEraseEmpty,
            DeallocRemoveAllocPairWithoutOtherUsers,
            DeallocRemoveDuplicateMemrefs,
            DeallocRemoveDuplicateRetained,
            DeallocSkipExtractMetadataOfAlloc,
        )

        return (
            DeallocRemoveDuplicateMemrefs(),
            DeallocRemoveDuplicateRetained(),
            DeallocEraseEmpty(),
            DeallocEraseAlwaysFalseMemrefs(),
            DeallocSkipExtractMetadataOfAlloc(),
            DeallocRemoveAllocPairWithoutOtherUsers(),
        )


@irdl_op_definition
class DeallocOp(IRDLOperation):
    """
    Deallocates each memref of `memrefs` whose condition is set, unless it
    aliases one of `retained` (or an earlier deallocated memref). Returns, for
    each retained memref, whether ownership of it passes on: the disjunction of
    the conditions of the memrefs it aliases.

    MLIR declares no memory effects for this op (its effects are unknown).

    https://mlir.llvm.org/docs/Dialects/BufferizationOps/#bufferizationdealloc-bufferizationdeallocop
    """

    name = "bufferization.dealloc"

    memrefs = var_operand_def(AnyMemRef)
    conditions = var_operand_def(I1)
    retained = var_operand_def(AnyMemRef)

    updated_conditions = var_result_def(I1)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = traits_def(DeallocOpHasCanonicalizationPatterns())

    def __init__(
        self,
        memrefs: Sequence[SSAValue | Operation] = (),
        conditions: Sequence[SSAValue | Operation] = (),
        retained: Sequence[SSAValue | Operation] = (),
        *,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        """
        Deallocate `memrefs[i]` if `conditions[i]` (and no alias is retained);
        one `i1` result per value of `retained`.
        """
        super().__init__(
            operands=(memrefs, conditions, retained),
            result_types=([i1] * len(retained),),
            attributes=attributes,
        )

    def verify_(self) -> None:
        if len(self.memrefs) != len(self.conditions):
            raise VerifyException(
                "must have the same number of conditions as memrefs to deallocate"
            )
        if len(self.retained) != len(self.updated_conditions):
            raise VerifyException(
                "must have the same number of updated conditions (results) as "
                "retained operands"
            )

    @classmethod
    def parse(cls, parser: Parser) -> DeallocOp:
        # (%m, ... : types) if (%c, ...) retain (%r, ... : types) {attrs}
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        retained: list[SSAValue] = []
        if parser.parse_optional_punctuation("(") is not None:
            memrefs = cls._parse_values_and_types(parser)
            parser.parse_keyword("if")
            unresolved = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_unresolved_operand
            )
            conditions = [parser.resolve_operand(u, i1) for u in unresolved]
        if parser.parse_optional_keyword("retain") is not None:
            parser.parse_punctuation("(")
            retained = cls._parse_values_and_types(parser)
        attributes = parser.parse_optional_attr_dict()
        return cls(memrefs, conditions, retained, attributes=attributes)

    @staticmethod
    def _parse_values_and_types(parser: Parser) -> list[SSAValue]:
        """Parse `%a, %b : type, type)`, after the opening parenthesis."""
        unresolved = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(":")
        types_pos = parser.pos
        types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        parser.parse_punctuation(")")
        if len(types) != len(unresolved):
            parser.raise_error(
                f"{len(unresolved)} operands present, but expected {len(types)}",
                types_pos,
                parser.pos,
            )
        return [parser.resolve_operand(u, t) for u, t in zip(unresolved, types)]

    def print(self, printer: Printer) -> None:
        if self.memrefs:
            printer.print_string(" (")
            printer.print_list(self.memrefs, printer.print_ssa_value)
            printer.print_string(" : ")
            printer.print_list(self.memrefs.types, printer.print_attribute)
            printer.print_string(") if (")
            printer.print_list(self.conditions, printer.print_ssa_value)
            printer.print_string(")")
        if self.retained:
            printer.print_string(" retain (")
            printer.print_list(self.retained, printer.print_ssa_value)
            printer.print_string(" : ")
            printer.print_list(self.retained.types, printer.print_attribute)
            printer.print_string(")")
        _print_attr_dict_sorted(printer, self.attributes)


# ---------------------------------------------------------------------------
# dealloc_tensor
# ---------------------------------------------------------------------------


@irdl_op_definition
class DeallocTensorOp(IRDLOperation):
    """
    Deallocation in tensor land: releases the buffer (or sparse storage) of a
    tensor; bufferizes to `memref.dealloc`.

    MLIR declares no memory effects for this op (its effects are unknown).

    https://mlir.llvm.org/docs/Dialects/BufferizationOps/#bufferizationdealloc_tensor-bufferizationdealloctensorop
    """

    name = "bufferization.dealloc_tensor"

    tensor = operand_def(AnyTensor)

    assembly_format = "$tensor attr-dict `:` type($tensor)"

    def __init__(self, tensor: SSAValue | Operation):
        super().__init__(operands=(tensor,))


# ---------------------------------------------------------------------------
# materialize_in_destination
# ---------------------------------------------------------------------------


class MaterializeInDestinationOpMemoryEffect(MemoryEffect):
    """Writes `dest` when it is a buffer; no effect on tensors (as MLIR declares)."""

    @classmethod
    def get_effects(cls, op: Operation):
        dest = cast(MaterializeInDestinationOp, op).dest
        if isinstance(dest.type, BufferType):
            return {EffectInstance(MemoryEffectKind.WRITE, dest)}
        return set[EffectInstance]()


@irdl_op_definition
class MaterializeInDestinationOp(IRDLOperation):
    """
    The data of `source` materializes in `dest`: the future buffer of a tensor
    `dest` (the op then returns the updated tensor), or the buffer `dest`
    (which must be `writable`; `restrict` promises that no other `to_tensor`
    or `materialize_in_destination` with `restrict` uses an alias of it).

    https://mlir.llvm.org/docs/Dialects/BufferizationOps/#bufferizationmaterialize_in_destination-bufferizationmaterializeindestinationop
    """

    name = "bufferization.materialize_in_destination"

    source = operand_def(AnyTensor)
    dest = operand_def(AnyShaped)
    result = opt_result_def(AnyTensor)

    restrict = opt_prop_def(UnitAttr)
    writable = opt_prop_def(UnitAttr)

    assembly_format = (
        "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest "
        "attr-dict `:` functional-type(operands, results)"
    )

    traits = traits_def(MaterializeInDestinationOpMemoryEffect())

    def __init__(
        self,
        source: SSAValue | Operation | None = None,
        dest: SSAValue | Operation | None = None,
        *,
        restrict: bool = False,
        writable: bool | None = None,
        operands: Sequence[SSAValue | Operation | Sequence[SSAValue | Operation]]
        | None = None,
        result_types: Sequence[Attribute | Sequence[Attribute]] | None = None,
        properties: Mapping[str, Attribute] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        """
        Materialize `source` in `dest`. A tensor `dest` gives the op a result of
        its type; a buffer `dest` is `writable` unless told otherwise (MLIR
        requires it). The generic keyword arguments of xDSL's class also work.
        """
        if source is not None and dest is not None:
            dest_type: Attribute = SSAValue.get(dest).type
            is_tensor = _is_tensor_type(dest_type)
            if writable is None:
                writable = not is_tensor
            operands = (source, dest)
            result_types = ([dest_type] if is_tensor else list[Attribute](),)
            properties = dict(properties or {})
            if restrict:
                properties["restrict"] = UnitAttr()
            if writable:
                properties["writable"] = UnitAttr()
        super().__init__(
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=attributes,
        )

    def verify_(self) -> None:
        dest_type = self.dest.type
        dest_is_buffer = isinstance(dest_type, BufferType)
        source_type = cast(ContainerType[Attribute], self.source.type)
        shaped_dest = cast(ContainerType[Attribute], dest_type)
        if source_type.get_element_type() != shaped_dest.get_element_type():
            raise VerifyException(
                "failed to verify that all of {source, dest} have same element type"
            )
        if not isinstance(dest_type, TensorLikeType | BufferType):
            raise VerifyException("'dest' must be a tensor or a memref")
        if isinstance(dest_type, TensorLikeType):
            if self.result is None:
                raise VerifyException("tensor 'dest' implies exactly one tensor result")
            if dest_type != self.result.type:
                raise VerifyException("result and 'dest' types must match")
        if dest_is_buffer and self.result is not None:
            raise VerifyException("memref 'dest' implies zero results")
        if self.restrict is not None and not dest_is_buffer:
            raise VerifyException("'restrict' is valid only for memref destinations")
        if (self.writable is not None) != dest_is_buffer:
            raise VerifyException(
                "'writable' must be specified if and only if the destination is of "
                "memref type"
            )
        source_ranked = isinstance(source_type, TensorType)
        dest_ranked = isinstance(dest_type, TensorType | MemRefType)
        if source_ranked != dest_ranked:
            raise VerifyException("source/destination shapes are incompatible")
        if source_ranked:
            source_shape = cast(ShapedType, source_type).get_shape()
            dest_shape = cast(ShapedType, dest_type).get_shape()
            if len(source_shape) != len(dest_shape):
                raise VerifyException(
                    "rank mismatch between source and destination shape"
                )
            for s, d in zip(source_shape, dest_shape):
                if s != DYNAMIC_INDEX and d != DYNAMIC_INDEX and s != d:
                    raise VerifyException("source/destination shapes are incompatible")


# ---------------------------------------------------------------------------
# to_tensor
# ---------------------------------------------------------------------------


class ToTensorOpMemoryEffect(MemoryEffect):
    """Reads the buffer (as MLIR declares)."""

    @classmethod
    def get_effects(cls, op: Operation):
        return {EffectInstance(MemoryEffectKind.READ, cast(ToTensorOp, op).memref)}


class ToTensorOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.bufferization import (
            FoldDimOfToTensor,
        )

        return (FoldDimOfToTensor(),)


@irdl_op_definition
class ToTensorOp(IRDLOperation, HasFolderInterface):
    """
    A tensor with the contents of a buffer (shape and element type match; the
    buffer may have any layout and memory space). `writable`: the tensor may
    be written in place by bufferization; `restrict`: this is the only way the
    tensor IR reaches the buffer or an alias of it.

    https://mlir.llvm.org/docs/Dialects/BufferizationOps/#bufferizationto_tensor-bufferizationtotensorop
    """

    name = "bufferization.to_tensor"

    memref = operand_def(AnyMemRef)
    tensor = result_def(AnyTensor)

    writable = opt_prop_def(UnitAttr)
    restrict = opt_prop_def(UnitAttr)

    assembly_format = (
        "$memref (`restrict` $restrict^)? (`writable` $writable^)? attr-dict "
        "`:` type($memref) `to` type($tensor)"
    )

    traits = traits_def(
        ToTensorOpMemoryEffect(), ToTensorOpHasCanonicalizationPatterns()
    )

    def __init__(
        self,
        memref: SSAValue | Operation,
        restrict: bool = False,
        writable: bool = False,
        *,
        result_type: Attribute | None = None,
    ):
        """
        A tensor of `memref`; its type is `result_type`, by default the tensor
        type of the buffer's shape and element type.
        """
        memref_value = SSAValue.get(memref)
        if result_type is None:
            result_type = tensor_type_of_buffer(memref_value.type)
        properties = dict[str, Attribute]()
        if restrict:
            properties["restrict"] = UnitAttr()
        if writable:
            properties["writable"] = UnitAttr()
        super().__init__(
            operands=(memref_value,),
            result_types=(result_type,),
            properties=properties,
        )

    @property
    def buffer(self) -> SSAValue:
        """MLIR 22's name for the operand (`memref` in xDSL)."""
        return self.memref

    @property
    def result(self) -> SSAValue:
        """MLIR's name for the result (`tensor` in xDSL)."""
        return self.tensor

    def verify_(self) -> None:
        verify_tensor_matches_buffer(self.tensor.type, self.memref.type)

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        # to_tensor(to_buffer(t)) -> t, only when nothing runs in between (a
        # cheap guarantee that the buffer was not written through).
        to_buffer = self.memref.owner
        if isinstance(to_buffer, ToBufferOp) and to_buffer.next_op is self:
            return (to_buffer.tensor,)
        return None


# ---------------------------------------------------------------------------
# to_buffer
# ---------------------------------------------------------------------------


class ToBufferOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from xdsl_bufferization.transforms.canonicalization_patterns.bufferization import (
            FoldDimOfToBuffer,
            FoldLoadOfToBuffer,
            ToBufferOfTensorCast,
            ToBufferOfToTensor,
        )

        return (
            FoldDimOfToBuffer(),
            FoldLoadOfToBuffer(),
            ToBufferOfTensorCast(),
            ToBufferOfToTensor(),
        )


@irdl_op_definition
class ToBufferOp(IRDLOperation, HasFolderInterface):
    """
    The future buffer of a tensor (shape and element type match; any layout and
    memory space). `read_only`: the buffer (and its aliases) will not be written.

    https://mlir.llvm.org/docs/Dialects/BufferizationOps/#bufferizationto_buffer-bufferizationtobufferop
    """

    name = "bufferization.to_buffer"

    tensor = operand_def(AnyTensor)
    memref = result_def(AnyMemRef)

    read_only = opt_prop_def(UnitAttr)

    assembly_format = (
        "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` "
        "type($memref)"
    )

    traits = traits_def(Pure(), ToBufferOpHasCanonicalizationPatterns())

    def __init__(
        self,
        tensor: SSAValue | Operation | None = None,
        result_type: Attribute | None = None,
        read_only: bool = False,
        *,
        operands: Sequence[SSAValue | Operation | Sequence[SSAValue | Operation]]
        | None = None,
        result_types: Sequence[Attribute | Sequence[Attribute]] | None = None,
        properties: Mapping[str, Attribute] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        """
        The buffer of `tensor`, of type `result_type` (by default the memref of
        the tensor's shape and element type, identity layout). The generic
        keyword arguments of xDSL's class also work.
        """
        if tensor is not None:
            tensor_type = SSAValue.get(tensor).type
            if result_type is None:
                if isinstance(tensor_type, TensorType):
                    tensor_type = cast(TensorType[Attribute], tensor_type)
                    result_type = MemRefType(
                        tensor_type.element_type, tensor_type.get_shape()
                    )
                else:
                    result_type = UnrankedMemRefType.from_type(
                        cast(UnrankedTensorType[Attribute], tensor_type).element_type
                    )
            operands = (tensor,)
            result_types = (result_type,)
            properties = dict(properties or {})
            if read_only:
                properties["read_only"] = UnitAttr()
        super().__init__(
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=attributes,
        )

    @property
    def buffer(self) -> SSAValue:
        """MLIR 22's name for the result (`memref` in xDSL)."""
        return self.memref

    def verify_(self) -> None:
        verify_tensor_matches_buffer(self.tensor.type, self.memref.type)

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        # to_buffer(to_tensor(m)) -> m when the types agree.
        to_tensor = self.tensor.owner
        if (
            isinstance(to_tensor, ToTensorOp)
            and to_tensor.memref.type == self.memref.type
        ):
            return (to_tensor.memref,)
        return None


# Our classes are virtual subclasses of xDSL's: `isinstance` checks against
# xDSL's classes (in xDSL's passes and patterns) accept our ops.
xdsl_bufferization.AllocTensorOp.register(AllocTensorOp)
xdsl_bufferization.CloneOp.register(CloneOp)
xdsl_bufferization.MaterializeInDestinationOp.register(MaterializeInDestinationOp)
xdsl_bufferization.ToTensorOp.register(ToTensorOp)
xdsl_bufferization.ToBufferOp.register(ToBufferOp)

Bufferization = install_fast_paths(
    Dialect(
        "bufferization",
        [
            AllocTensorOp,
            CloneOp,
            DeallocOp,
            DeallocTensorOp,
            MaterializeInDestinationOp,
            ToTensorOp,
            ToBufferOp,
        ],
        [],
    )
)
