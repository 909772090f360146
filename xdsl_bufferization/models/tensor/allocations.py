"""The tensor ops that bufferize to a new buffer: `tensor.empty`,
`from_elements`, `generate`, `splat`, `pad` and `concat`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    ArrayAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, OpResult, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_bufferization.interfaces.bufferizable import (
    AnalysisState,
    BufferizableOpModel,
    BufferizationError,
    BufferizationOptions,
    BufferizationState,
    ReadOnlyOperandsModel,
    allocate_tensor_for_shaped_value,
    build_op,
    create_dim,
    create_index_constant,
    create_to_buffer,
    get_buffer,
    get_buffer_type,
    get_memref_type_with_static_identity_layout,
    memory_space_of,
    replace_op_with_bufferized_values,
)
from xdsl_bufferization.interfaces.memref_types import identity_memref_type
from xdsl_bufferization.models.tensor.slices import (
    build_subview,
    dense,
    group,
    rank_reduced_subview_type,
    tensor_type_of,
)
from xdsl_bufferization.utils.building import dense_i64, none_attr
from xdsl_bufferization.utils.static_values import Mixed, mixed_values, split_mixed

# ===----------------------------------------------------------------------=== #
# Ops that allocate
# ===----------------------------------------------------------------------=== #


class _AllocatingModel(BufferizableOpModel):
    def bufferizes_to_allocation(self, op: Operation, value: SSAValue) -> bool:
        return True


class EmptyModel(_AllocatingModel):
    """`tensor.empty`: `bufferization.alloc_tensor` (removed if unused)."""

    def result_bufferizes_to_memory_write(
        self, op: Operation, result: OpResult, state: AnalysisState
    ) -> bool:
        return False

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        if not any(True for _ in op.results[0].uses):
            rewriter.erase(op)
            return
        rewriter.insertion_point = InsertPoint.before(op)
        alloc = allocate_tensor_for_shaped_value(
            rewriter, op.results[0], options, state, copy=False
        )
        rewriter.replace(op, [], [alloc])


def _check_default_memory_space(op: Operation, options: BufferizationOptions) -> None:
    space = options.default_memory_space(op.results[0].type)
    if space is None or not isinstance(space, NoneAttr):
        raise BufferizationError(op, "memory space not implemented yet")


class FromElementsModel(_AllocatingModel):
    """`tensor.from_elements`: a new buffer filled with `memref.store`s."""

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        tensor_type = tensor_type_of(op.results[0])
        _check_default_memory_space(op, options)
        shape = tensor_type.get_shape()
        rewriter.insertion_point = InsertPoint.before(op)
        alloc = allocate_tensor_for_shaped_value(
            rewriter, op.results[0], options, state, copy=False
        )
        buffer = create_to_buffer(
            rewriter,
            alloc,
            identity_memref_type(shape, tensor_type.element_type, none_attr()),
        )
        elements = list(op.operands)
        if not elements:
            replace_op_with_bufferized_values(rewriter, op, [buffer])
            return
        if not shape:
            rewriter.insert(
                build_op("memref.store", operands=[elements[0], buffer, []])
            )
            replace_op_with_bufferized_values(rewriter, op, [buffer])
            return
        constants = [create_index_constant(rewriter, i) for i in range(max(shape))]
        position = 0

        def stores(dim: int, indices: list[SSAValue]) -> None:
            nonlocal position
            for i in range(shape[dim]):
                current = [*indices, constants[i]]
                if dim == len(shape) - 1:
                    rewriter.insert(
                        build_op(
                            "memref.store",
                            operands=[elements[position], buffer, current],
                        )
                    )
                    position += 1
                else:
                    stores(dim + 1, current)

        stores(0, [])
        replace_op_with_bufferized_values(rewriter, op, [buffer])


def _build_generic_fill(
    rewriter: PatternRewriter,
    destination: SSAValue,
    body_builder: Callable[[Block, list[SSAValue]], None],
    with_indices: bool,
) -> SSAValue:
    """
    A `linalg.generic` (no inputs, `destination` as init, identity map,
    parallel iterators) whose body `body_builder` fills, given the new block
    and the `linalg.index` values; returns its result.
    """
    tensor_type = tensor_type_of(destination)
    rank = len(tensor_type.get_shape())
    block = Block(arg_types=[tensor_type.element_type])
    indices: list[SSAValue] = []
    if with_indices:
        for d in range(rank):
            index_op = build_op(
                "linalg.index",
                result_types=[IndexType()],
                properties={"dim": IntegerAttr(d, i64)},
            )
            block.add_op(index_op)
            indices.append(index_op.results[0])
    body_builder(block, indices)
    identity = AffineMap(rank, 0, tuple(AffineExpr.dimension(d) for d in range(rank)))
    from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr

    generic = build_op(
        "linalg.generic",
        operands=[[], [destination]],
        result_types=[[tensor_type]],
        properties={
            "indexing_maps": ArrayAttr([AffineMapAttr(identity)]),
            "iterator_types": ArrayAttr(
                [IteratorTypeAttr(IteratorType.PARALLEL)] * rank
            ),
        },
        regions=[Region(block)],
    )
    rewriter.insert(generic)
    return generic.results[0]


def _move_generate_body(body: Region) -> Callable[[Block, list[SSAValue]], None]:
    """A body builder that moves the body of a generate-like op (one index
    argument per dimension, `tensor.yield` terminator) into the new block."""

    def build(block: Block, indices: list[SSAValue]) -> None:
        source = body.blocks[0]
        for arg, index in zip(source.args, indices, strict=True):
            arg.replace_all_uses_with(index)
        for inner in list(source.ops):
            inner.detach()
            if inner.name == "tensor.yield":
                block.add_op(build_op("linalg.yield", operands=[list(inner.operands)]))
                inner.erase()
            else:
                block.add_op(inner)

    return build


class GenerateModel(_AllocatingModel):
    """`tensor.generate`: a new buffer filled by a `linalg.generic`."""

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        _check_default_memory_space(op, options)
        rewriter.insertion_point = InsertPoint.before(op)
        alloc = allocate_tensor_for_shaped_value(
            rewriter, op.results[0], options, state, copy=False
        )
        result = _build_generic_fill(
            rewriter, alloc, _move_generate_body(op.regions[0]), with_indices=True
        )
        rewriter.replace(op, [], [result])


class SplatModel(_AllocatingModel):
    """`tensor.splat`: a new buffer filled by a `linalg.generic`."""

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        rewriter.insertion_point = InsertPoint.before(op)
        alloc = allocate_tensor_for_shaped_value(
            rewriter, op.results[0], options, state, copy=False
        )
        _check_default_memory_space(op, options)
        value = op.operands[0]

        def body(block: Block, indices: list[SSAValue]) -> None:
            block.add_op(build_op("linalg.yield", operands=[[value]]))

        result = _build_generic_fill(rewriter, alloc, body, with_indices=False)
        rewriter.replace(op, [], [result])


def _affine_sum(rewriter: PatternRewriter, terms: Sequence[Mixed]) -> SSAValue:
    """An `affine.apply` adding `terms` (constants folded into the map)."""
    symbols: list[SSAValue] = []
    expr: AffineExpr | None = None
    constant = 0
    for term in terms:
        if isinstance(term, int):
            constant += term
            continue
        e = AffineExpr.symbol(len(symbols))
        symbols.append(term)
        expr = e if expr is None else expr + e
    if expr is None:
        return create_index_constant(rewriter, constant)
    if constant:
        expr = expr + constant
    op = build_op(
        "affine.apply",
        operands=[symbols],
        result_types=[IndexType()],
        properties={"map": AffineMapAttr(AffineMap(0, len(symbols), (expr,)))},
    )
    rewriter.insert(op)
    return op.results[0]


class PadModel(ReadOnlyOperandsModel, _AllocatingModel):
    """`tensor.pad`: a new buffer filled by a `linalg.generic` with the
    padding value, then the source inserted (`tensor.insert_slice`)."""

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        source_type = get_buffer_type(op.operands[0], options, state, invocation_stack)
        return get_memref_type_with_static_identity_layout(
            op.results[0].type, memory_space_of(source_type)
        )

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        source = op.operands[0]
        source_type = tensor_type_of(source)
        low = mixed_values(dense(op, "static_low"), group(op, "low"))
        rewriter.insertion_point = InsertPoint.before(op)
        alloc = allocate_tensor_for_shaped_value(
            rewriter, op.results[0], options, state, copy=False
        )
        filled = _build_generic_fill(
            rewriter, alloc, _move_generate_body(op.regions[0]), with_indices=True
        )
        sizes: list[Mixed] = []
        for d, size in enumerate(source_type.get_shape()):
            sizes.append(
                create_dim(rewriter, source, d) if size == DYNAMIC_INDEX else size
            )
        so, do = split_mixed(low)
        ss, ds = split_mixed(sizes)
        rank = len(sizes)
        insert = build_op(
            "tensor.insert_slice",
            operands=[source, filled, do, ds, []],
            result_types=[op.results[0].type],
            properties={
                "static_offsets": dense_i64(so),
                "static_sizes": dense_i64(ss),
                "static_strides": dense_i64([1] * rank),
            },
        )
        rewriter.insert(insert)
        rewriter.replace(op, [], [insert.results[0]])


def reify_pad(rewriter: PatternRewriter, result: OpResult) -> list[SSAValue] | None:
    op = result.op
    source = op.operands[0]
    shape = tensor_type_of(result).get_shape()
    low = mixed_values(dense(op, "static_low"), group(op, "low"))
    high = mixed_values(dense(op, "static_high"), group(op, "high"))
    source_shape = tensor_type_of(source).get_shape()
    sizes: list[SSAValue] = []
    for d, size in enumerate(shape):
        if size != DYNAMIC_INDEX:
            continue
        src: Mixed = (
            create_dim(rewriter, source, d)
            if source_shape[d] == DYNAMIC_INDEX
            else source_shape[d]
        )
        sizes.append(_affine_sum(rewriter, [src, low[d], high[d]]))
    return sizes


class ConcatModel(ReadOnlyOperandsModel):
    """`tensor.concat`: a new buffer and one copy per input into a subview."""

    def bufferizes_to_allocation(self, op: Operation, value: SSAValue) -> bool:
        return True

    def get_buffer_type(
        self,
        op: Operation,
        value: SSAValue,
        options: BufferizationOptions,
        state: BufferizationState,
        invocation_stack: list[SSAValue],
    ) -> Attribute:
        memory_space = options.default_memory_space(value.type)
        if memory_space is None:
            raise BufferizationError(op, "could not infer memory space")
        return get_memref_type_with_static_identity_layout(value.type, memory_space)

    def bufferize(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        options: BufferizationOptions,
        state: BufferizationState,
    ) -> None:
        dim_attr = op.properties["dim"]
        dim = cast(IntegerAttr, dim_attr).value.data
        result_type = tensor_type_of(op.results[0])
        rewriter.insertion_point = InsertPoint.before(op)
        buffer_type = cast(
            MemRefType[Attribute], get_buffer_type(op.results[0], options, state)
        )
        dynamic: list[SSAValue] = []
        inputs = list(op.operands)
        for d, size in enumerate(result_type.get_shape()):
            if size != DYNAMIC_INDEX:
                continue
            if d == dim:
                terms: list[Mixed] = []
                for value in inputs:
                    input_size = tensor_type_of(value).get_shape()[d]
                    terms.append(
                        create_dim(
                            rewriter, get_buffer(rewriter, value, options, state), d
                        )
                        if input_size == DYNAMIC_INDEX
                        else input_size
                    )
                dynamic.append(_affine_sum(rewriter, terms))
            else:
                buffer = get_buffer(rewriter, inputs[0], options, state)
                dynamic.append(create_dim(rewriter, buffer, d))
        alloc = options.create_alloc(rewriter, buffer_type, dynamic)
        offset: Mixed = 0
        rank = len(result_type.get_shape())
        for value in inputs:
            buffer = get_buffer(rewriter, value, options, state)
            input_shape = tensor_type_of(value).get_shape()
            sizes: list[Mixed] = [
                create_dim(rewriter, buffer, d) if s == DYNAMIC_INDEX else s
                for d, s in enumerate(input_shape)
            ]
            offsets: list[Mixed] = [0] * rank
            offsets[dim] = offset
            strides: list[Mixed] = [1] * rank
            view_type = rank_reduced_subview_type(
                input_shape, buffer_type, offsets, sizes, strides
            )
            view = build_subview(rewriter, alloc, offsets, sizes, strides, view_type)
            options.create_memcpy(rewriter, buffer, view)
            size = sizes[dim]
            if isinstance(offset, int) and isinstance(size, int):
                offset = offset + size
            else:
                offset = _affine_sum(rewriter, [offset, size])
        replace_op_with_bufferized_values(rewriter, op, [alloc])


# ===----------------------------------------------------------------------=== #
# Shapes of results (MLIR's ReifyRankedShapedTypeOpInterface)
# ===----------------------------------------------------------------------=== #


def reify_operands(
    rewriter: PatternRewriter, result: OpResult
) -> list[SSAValue] | None:
    # tensor.empty, tensor.generate, tensor.splat: the dynamic sizes are the
    # index operands.
    return [v for v in result.op.operands if isinstance(v.type, IndexType)]
