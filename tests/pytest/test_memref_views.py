"""The view-like memref ops: relation to xDSL's classes, view sources, effects,
builders, and the result-type helpers (checked against mlir-opt)."""

import itertools
import os
import random
import re
import subprocess
from collections.abc import Sequence

import pytest
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    UnrankedMemRefType,
    f32,
    i8,
    i32,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.traits import EffectInstance, MemoryEffectKind, get_effects
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.test_value import create_ssa_value

from tests.harness.mlir_tools import MLIR_REF
from xdsl_bufferization.context import get_context
from xdsl_bufferization.dialects import memref_views as views
from xdsl_bufferization.dialects.memref import MemRef
from xdsl_bufferization.dialects.memref_views import (
    REPLACED_XDSL_OPS,
    VIEW_OPS,
    CollapseShapeOp,
    ExpandShapeOp,
    ReinterpretCastOp,
    ReshapeOp,
    SubviewOp,
    TransposeOp,
    ViewOp,
    get_strides_and_offset,
    has_identity_layout,
    infer_collapse_shape_result_type,
    infer_expand_shape_result_type,
    infer_rank_reduced_subview_result_type,
    infer_reinterpret_cast_result_type,
    infer_subview_result_type,
    infer_transpose_result_type,
    is_guaranteed_collapsible,
    is_strided,
    mlir_type_str,
)

DYN = DYNAMIC_INDEX

MLIR_22_VIEW_OPS = {
    "memref.subview",
    "memref.reinterpret_cast",
    "memref.view",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.reshape",
    "memref.transpose",
}


def memref(shape: Sequence[int], layout: Attribute | None = None) -> MemRefType:
    return MemRefType(f32, shape, layout or NoneAttr())  # pyright: ignore[reportArgumentType]


def strided(strides: Sequence[int | None], offset: int | None = 0) -> StridedLayoutAttr:
    return StridedLayoutAttr(strides, offset)


# ---------------------------------------------------------------------------
# The dialect and xDSL's classes
# ---------------------------------------------------------------------------


def test_view_ops_are_in_the_memref_dialect():
    by_name = {op.name: op for op in MemRef.operations}
    assert {op.name for op in VIEW_OPS} == MLIR_22_VIEW_OPS
    for op in VIEW_OPS:
        assert by_name[op.name] is op


@pytest.mark.parametrize(("xdsl_class", "our_class"), REPLACED_XDSL_OPS.items())
def test_replaced_classes_are_virtual_subclasses(
    xdsl_class: type[Operation], our_class: type[Operation]
):
    assert our_class is not xdsl_class
    assert issubclass(our_class, xdsl_class)
    assert our_class.name == xdsl_class.name


def test_collapse_and_expand_shape_are_xdsl_alter_shape_operations():
    assert issubclass(CollapseShapeOp, xdsl_memref.AlterShapeOperation)
    assert issubclass(ExpandShapeOp, xdsl_memref.AlterShapeOperation)


@pytest.mark.parametrize(("xdsl_class", "our_class"), REPLACED_XDSL_OPS.items())
def test_replaced_classes_have_xdsl_accessors(
    xdsl_class: type[IRDLOperation], our_class: type[IRDLOperation]
):
    """Every name xDSL's class defines (fields, builders) exists on ours, and
    every operand, result and property of xDSL's definition is one of ours."""
    xdsl_names = {
        name
        for klass in xdsl_class.__mro__
        if klass.__module__ == xdsl_memref.__name__
        for name in vars(klass)
        if not name.startswith("_")
    }
    ours_names = {name for klass in our_class.__mro__ for name in vars(klass)}
    missing = xdsl_names - ours_names
    assert not missing
    theirs = xdsl_class.get_irdl_definition()
    ours = our_class.get_irdl_definition()
    assert [n for n, _ in theirs.operands] == [n for n, _ in ours.operands]
    assert [n for n, _ in theirs.results] == [n for n, _ in ours.results]
    assert set(theirs.properties) <= set(ours.properties)


def test_parsed_ops_are_ours_and_xdsls():
    text = """
    func.func @f(%m: memref<8x16xf32>, %b: memref<64xi8>, %s: memref<2xi32>, %i: index) {
      %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
      %1 = memref.reinterpret_cast %m to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
      %2 = memref.view %b[%i][] : memref<64xi8> to memref<4xf32>
      %3 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
      %4 = memref.expand_shape %3 [[0, 1]] output_shape [16, 8] : memref<128xf32> into memref<16x8xf32>
      %5 = memref.reshape %m(%s) : (memref<8x16xf32>, memref<2xi32>) -> memref<16x8xf32>
      %6 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
      func.return
    }
    """
    module = Parser(get_context(), text).parse_module()
    module.verify()
    ops = [op for op in module.walk() if op.name in MLIR_22_VIEW_OPS]
    assert [type(op) for op in ops] == VIEW_OPS
    for op in ops:
        for xdsl_class, our_class in REPLACED_XDSL_OPS.items():
            if isinstance(op, our_class):
                assert isinstance(op, xdsl_class)


# ---------------------------------------------------------------------------
# View sources and memory effects
# ---------------------------------------------------------------------------


def build_each_op() -> list[tuple[Operation, SSAValue]]:
    """One op of each kind, with the operand it is a view of."""
    m = create_ssa_value(memref([8, 16]))
    u = create_ssa_value(UnrankedMemRefType.from_type(f32))
    b = create_ssa_value(MemRefType(i8, [64]))
    shape = create_ssa_value(MemRefType(i32, [2]))
    i = create_ssa_value(IndexType())
    collapse = CollapseShapeOp.get(m, [[0, 1]])
    flat = collapse.result
    return [
        (
            SubviewOp.from_static_parameters(
                m, memref([8, 16]), [0, 0], [4, 4], [1, 1]
            ),
            m,
        ),
        (ReinterpretCastOp.from_dynamic(u, [0], [4, 4], [4, 1]), u),
        (ViewOp(b, i, [], memref([4])), b),
        (collapse, m),
        (ExpandShapeOp.get(flat, [[0, 1]], [16, 8]), flat),
        (ReshapeOp(m, shape, memref([16, 8])), m),
        (TransposeOp(m, AffineMap.from_callable(lambda i, j: (j, i))), m),
    ]


def test_every_op_is_built_and_verifies():
    ops = build_each_op()
    assert [type(op) for op, _ in ops] == VIEW_OPS
    for op, _ in ops:
        op.verify()


@pytest.mark.parametrize("index", range(len(VIEW_OPS)))
def test_view_source(index: int):
    op, source = build_each_op()[index]
    assert getattr(op, "view_source") is source  # noqa: B009
    assert getattr(op, "source") is source  # noqa: B009


@pytest.mark.parametrize("index", range(len(VIEW_OPS)))
def test_memory_effects(index: int):
    op, _ = build_each_op()[index]
    if isinstance(op, ReshapeOp):
        # MLIR 22 declares the shape operand [MemRead].
        assert get_effects(op) == {EffectInstance(MemoryEffectKind.READ, op.shape)}
    else:
        assert get_effects(op) == set()


# ---------------------------------------------------------------------------
# Builders and layout queries
# ---------------------------------------------------------------------------


def test_subview_builders():
    source_type = memref([8, 16, 4])
    source = create_ssa_value(source_type)
    op = SubviewOp.from_static_parameters(
        source, source_type, [1, 0, 2], [1, 16, 2], [1, 1, 1], reduce_rank=True
    )
    assert op.result.type == memref([16, 2], strided([4, 1], 66))
    op.verify()
    assert op.get_dropped_dims() == {0}
    i = create_ssa_value(IndexType())
    dynamic = SubviewOp.get(source, [i, 0, 0], [4, i, 4], [1, 1, i])
    assert dynamic.result.type == memref([4, DYN, 4], strided([64, 4, None], None))
    assert list(dynamic.offsets) == [i]
    dynamic.verify()
    with pytest.raises(ValueError, match="dynamic sizes"):
        SubviewOp.infer_result_type(
            source_type, [0, 0, 0], [1, i, 1], [1, 1, 1], reduce_rank=True
        )
    with pytest.raises(ValueError, match="source rank"):
        SubviewOp.infer_result_type(source_type, [0], [1], [1])


def test_expand_and_collapse_builders():
    source = create_ssa_value(memref([DYN, 32]))
    i = create_ssa_value(IndexType())
    expand = ExpandShapeOp.get(source, [[0, 1], [2]], [i, 4, 32])
    assert expand.result.type == memref([DYN, 4, 32])
    assert expand.get_mixed_output_shape() == [i, 4, 32]
    assert expand.get_reassociation_indices() == [[0, 1], [2]]
    expand.verify()
    collapse = CollapseShapeOp.get(expand.result, [[0, 1, 2]])
    assert collapse.result.type == memref([DYN])
    collapse.verify()


def test_wrong_result_type_fails_verification():
    m = create_ssa_value(memref([8, 16]))
    op = SubviewOp.get(m, [0, 0], [4, 4], [1, 1], memref([4, 4]))
    with pytest.raises(VerifyException, match="mismatch of result layout"):
        op.verify()


@pytest.mark.parametrize(
    ("memref_type", "expected"),
    [
        (memref([4, 8]), ((8, 1), 0)),
        (memref([DYN, 4, DYN]), ((None, None, 1), 0)),
        # A zero size makes the outer strides unknown, as in MLIR.
        (memref([3, 0, 2]), ((None, 2, 1), 0)),
        (memref([], NoneAttr()), ((), 0)),
        (memref([4, 8], strided([1, None], 7)), ((1, None), 7)),
        (
            memref(
                [4, 8],
                AffineMapAttr(
                    AffineMap.from_callable(lambda i, j: (i * 16 + j * 2 + 3,))
                ),
            ),
            ((16, 2), 3),
        ),
        (
            memref(
                [4, 8],
                AffineMapAttr(
                    AffineMap.from_callable(lambda i, j: ((i * 16) % 8 + j,))
                ),
            ),
            ((0, 1), 0),
        ),
        (
            memref(
                [4, 8],
                AffineMapAttr(AffineMap.from_callable(lambda i, j: (i % 3 + j,))),
            ),
            None,
        ),
        (
            memref([4, 8], AffineMapAttr(AffineMap.from_callable(lambda i, j: (i, j)))),
            ((8, 1), 0),
        ),
    ],
)
def test_strides_and_offset(
    memref_type: MemRefType, expected: tuple[tuple[int | None, ...], int | None] | None
):
    assert get_strides_and_offset(memref_type) == expected
    assert is_strided(memref_type) == (expected is not None)


def test_identity_layouts():
    assert has_identity_layout(memref([4, 8]))
    assert has_identity_layout(memref([4], strided([1])))
    assert not has_identity_layout(memref([4, 8], strided([8, 1])))
    assert not has_identity_layout(memref([4], strided([1], 2)))
    assert not has_identity_layout(memref([], strided([])))


def test_is_guaranteed_collapsible():
    assert is_guaranteed_collapsible(memref([4, 8]), [[0, 1]])
    assert is_guaranteed_collapsible(memref([4, 8], strided([8, 1], 3)), [[0, 1]])
    assert not is_guaranteed_collapsible(memref([4, 8], strided([16, 1])), [[0, 1]])
    assert not is_guaranteed_collapsible(memref([4, 8], strided([None, 1])), [[0, 1]])
    assert is_guaranteed_collapsible(memref([4, 8], strided([None, 1])), [[0], [1]])


# ---------------------------------------------------------------------------
# Result types, compared with mlir-opt
# ---------------------------------------------------------------------------


def mlir_opt_errors(chunks: list[str]) -> list[str | None]:
    """The first error mlir-opt reports for each chunk (None if it accepts it)."""
    text = "\n// -----\n".join(chunks)
    starts: list[int] = []
    line = 1
    for chunk in chunks:
        starts.append(line)
        line += chunk.count("\n") + 2
    process = subprocess.run(
        [MLIR_REF, "mlir-opt", "--split-input-file", "-o", os.devnull, "-"],
        input=text,
        capture_output=True,
        text=True,
    )
    errors: list[str | None] = [None] * len(chunks)
    for report in process.stderr.splitlines():
        match = re.match(r"<stdin>:(\d+):\d+: error: (.*)", report)
        if match:
            index = max(i for i, s in enumerate(starts) if s <= int(match.group(1)))
            errors[index] = errors[index] or match.group(2)
    return errors


def assert_mlir_infers(
    accepted: list[str], rejected: list[tuple[str, MemRefType]], what: str
) -> None:
    """
    mlir-opt accepts every `accepted` chunk (which use our inferred types) and
    rejects every `rejected` chunk (a wrong result type) naming, in its
    "expected <what> type to be '...'" message, the type we inferred.
    """
    assert mlir_opt_errors(accepted) == [None] * len(accepted)
    errors = mlir_opt_errors([chunk for chunk, _ in rejected])
    for error, (_, inferred) in zip(errors, rejected, strict=True):
        assert error is not None
        assert f"expected {what} type to be '{mlir_type_str(inferred)}'" in error


def function(args: Sequence[tuple[str, Attribute]], body: str) -> str:
    signature = ", ".join(f"{name}: {mlir_type_str(t)}" for name, t in args)
    return f"func.func @f({signature}, %i: index) {{\n  {body}\n  return\n}}"


def entries(values: Sequence[int | SSAValue]) -> str:
    return ", ".join(str(v) if isinstance(v, int) else "%i" for v in values)


RNG_SEED = 22


def random_dim(rng: random.Random) -> int:
    return rng.choice([1, 1, 2, 3, 4, 8, DYN])


def random_strided_type(rng: random.Random, rank: int) -> MemRefType:
    shape = [random_dim(rng) for _ in range(rank)]
    if rng.random() < 0.4:
        return memref(shape)
    return memref(
        shape,
        strided(
            [rng.choice([None, 0, 1, 2, 3, 16]) for _ in range(rank)],
            rng.choice([None, 0, 5]),
        ),
    )


def test_infer_subview_result_type_matches_mlir():
    rng = random.Random(RNG_SEED)
    i = create_ssa_value(IndexType())
    accepted: list[str] = []
    rejected: list[tuple[str, MemRefType]] = []
    for _ in range(60):
        source = random_strided_type(rng, rng.randint(1, 3))
        # Dynamic offsets keep the slices in bounds whatever the sizes.
        offsets: list[int | SSAValue] = [i] * source.get_num_dims()
        sizes = [rng.choice([i, 0, 1, 2]) for _ in offsets]
        strides = [rng.choice([i, 0, 1, 2]) for _ in offsets]
        inferred = infer_subview_result_type(source, offsets, sizes, strides)
        op = f"%0 = memref.subview %m[{entries(offsets)}] [{entries(sizes)}] [{entries(strides)}] : {mlir_type_str(source)} to "
        accepted.append(function([("%m", source)], op + mlir_type_str(inferred)))
        # A wrong result type makes mlir-opt print the type it infers.
        wrong = memref(inferred.get_shape(), strided([7] * len(offsets), 7))
        rejected.append(
            (function([("%m", source)], op + mlir_type_str(wrong)), inferred)
        )
    assert_mlir_infers(accepted, rejected, "result")


def test_infer_rank_reduced_subview_result_type_matches_mlir():
    rng = random.Random(RNG_SEED)
    chunks: list[str] = []
    for _ in range(40):
        source = random_strided_type(rng, rng.randint(2, 4))
        rank = source.get_num_dims()
        offsets = [0] * rank
        sizes = [1 if d == DYN else rng.choice([1, d]) for d in source.get_shape()]
        strides = [1] * rank
        # All unit dims dropped: with some kept, which ones MLIR's inference
        # keeps (by shape) and which its verifier expects (by stride) can differ.
        result_shape = [s for s in sizes if s != 1]
        inferred = infer_rank_reduced_subview_result_type(
            result_shape, source, offsets, sizes, strides
        )
        assert inferred.get_shape() == tuple(result_shape)
        chunks.append(
            function(
                [("%m", source)],
                f"%0 = memref.subview %m[{entries(offsets)}] [{entries(sizes)}] [{entries(strides)}] : {mlir_type_str(source)} to {mlir_type_str(inferred)}",
            )
        )
    assert mlir_opt_errors(chunks) == [None] * len(chunks)


def contiguous_groups(rng: random.Random, rank: int) -> list[list[int]]:
    cuts = sorted(rng.sample(range(1, rank), rng.randint(0, rank - 1)))
    bounds = [0, *cuts, rank]
    return [list(range(a, b)) for a, b in itertools.pairwise(bounds)]


def groups_text(groups: Sequence[Sequence[int]]) -> str:
    return "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups) + "]"


def test_infer_collapse_shape_result_type_matches_mlir():
    rng = random.Random(RNG_SEED)
    accepted: list[str] = []
    rejected: list[tuple[str, MemRefType]] = []
    while len(accepted) < 50:
        source = random_strided_type(rng, rng.randint(1, 4))
        groups = contiguous_groups(rng, source.get_num_dims())
        try:
            inferred = infer_collapse_shape_result_type(source, groups)
        except ValueError:
            continue  # not collapsible: mlir-opt asserts in that case
        op = f"%0 = memref.collapse_shape %m {groups_text(groups)} : {mlir_type_str(source)} into "
        accepted.append(function([("%m", source)], op + mlir_type_str(inferred)))
        wrong = memref(inferred.get_shape(), strided([7] * len(groups), 7))
        rejected.append(
            (function([("%m", source)], op + mlir_type_str(wrong)), inferred)
        )
    assert_mlir_infers(accepted, rejected, "collapsed")


def test_infer_expand_shape_result_type_matches_mlir():
    rng = random.Random(RNG_SEED)
    accepted: list[str] = []
    rejected: list[tuple[str, MemRefType]] = []
    for _ in range(50):
        result_shape = [random_dim(rng) for _ in range(rng.randint(1, 4))]
        groups = contiguous_groups(rng, len(result_shape))
        source_shape: list[int] = []
        for group in groups:
            sizes = [result_shape[d] for d in group]
            source_shape.append(DYN if DYN in sizes else _product(sizes))
        source = random_strided_type(rng, len(source_shape))
        source = memref(source_shape, source.layout)
        inferred = infer_expand_shape_result_type(source, result_shape, groups)
        output = ", ".join("%i" if d == DYN else str(d) for d in result_shape)
        op = f"%0 = memref.expand_shape %m {groups_text(groups)} output_shape [{output}] : {mlir_type_str(source)} into "
        accepted.append(function([("%m", source)], op + mlir_type_str(inferred)))
        wrong = memref(result_shape, strided([7] * len(result_shape), 7))
        rejected.append(
            (function([("%m", source)], op + mlir_type_str(wrong)), inferred)
        )
    assert_mlir_infers(accepted, rejected, "expanded")


def _product(sizes: Sequence[int]) -> int:
    result = 1
    for size in sizes:
        result *= size
    return result


def test_infer_transpose_result_type_matches_mlir():
    rng = random.Random(RNG_SEED)
    chunks: list[str] = []
    for _ in range(50):
        source = random_strided_type(rng, rng.randint(0, 4))
        permutation = list(range(source.get_num_dims()))
        rng.shuffle(permutation)
        inferred = infer_transpose_result_type(source, permutation)
        dims = ", ".join(f"d{i}" for i in range(len(permutation)))
        permuted = ", ".join(f"d{p}" for p in permutation)
        chunks.append(
            function(
                [("%m", source)],
                f"%0 = memref.transpose %m ({dims}) -> ({permuted}) : {mlir_type_str(source)} to {mlir_type_str(inferred)}",
            )
        )
    assert mlir_opt_errors(chunks) == [None] * len(chunks)


def test_infer_transpose_result_type_takes_maps():
    source = memref([4, DYN, 8])
    by_map = infer_transpose_result_type(
        source, AffineMap.from_callable(lambda a, b, c: (c, a, b))
    )
    assert by_map == infer_transpose_result_type(source, [2, 0, 1])
    assert by_map == memref([8, 4, DYN], strided([1, None, 8]))
    with pytest.raises(ValueError, match="permutation"):
        infer_transpose_result_type(source, [0, 0, 1])
    with pytest.raises(ValueError, match="same rank"):
        infer_transpose_result_type(source, [1, 0])


def test_infer_reinterpret_cast_result_type_matches_mlir():
    rng = random.Random(RNG_SEED)
    i = create_ssa_value(IndexType())
    chunks: list[str] = []
    for _ in range(30):
        rank = rng.randint(0, 3)
        offset: int | SSAValue = rng.choice([i, 0, 4])
        sizes = [rng.choice([i, 1, 4]) for _ in range(rank)]
        strides = [rng.choice([i, 0, 1, 8]) for _ in range(rank)]
        source = UnrankedMemRefType.from_type(f32)
        inferred = infer_reinterpret_cast_result_type(source, offset, sizes, strides)
        chunks.append(
            function(
                [("%m", source)],
                f"%0 = memref.reinterpret_cast %m to offset: [{entries([offset])}], sizes: [{entries(sizes)}], strides: [{entries(strides)}] : memref<*xf32> to {mlir_type_str(inferred)}",
            )
        )
    assert mlir_opt_errors(chunks) == [None] * len(chunks)


def test_mlir_type_str_matches_mlir_spelling():
    spelled = mlir_type_str(
        MemRefType(f32, [4, DYN], strided([None, 1], 3), IntegerAttr(1, 64))
    )
    assert spelled == "memref<4x?xf32, strided<[?, 1], offset: 3>, 1>"
    assert views.mlir_type_str(UnrankedMemRefType.from_type(f32)) == "memref<*xf32>"


def test_built_ops_print_in_mlir_syntax():
    printed = [str(op) for op, _ in build_each_op()]
    assert "[0, 0] [4, 4] [1, 1]" in printed[0]
    assert "to offset: [0], sizes: [4, 4], strides: [4, 1]" in printed[1]
    assert " [[0, 1]] : memref<8x16xf32> into memref<128xf32>" in printed[3]
    assert " [[0, 1]] output_shape [16, 8] : " in printed[4]
    assert " (d0, d1) -> (d1, d0) : memref<8x16xf32> to " in printed[6]
