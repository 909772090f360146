"""The linalg dialect from Python: xDSL's classes still match our ops, ops
build from the table with their body, and the effects and models follow
the table."""

from __future__ import annotations

import pytest
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    MemRefType,
    ModuleOp,
    TensorType,
    f32,
    i8,
    i32,
    i64,
)
from xdsl.dialects.linalg import abstract_ops as xdsl_abstract
from xdsl.dialects.linalg import ops as xdsl_ops
from xdsl.ir import Block, Region
from xdsl.ir.affine import AffineMap
from xdsl.parser import Parser
from xdsl.traits import MemoryEffectKind

from xdsl_bufferization.context import get_context
from xdsl_bufferization.dialects.linalg import (
    NAMED_OP_CLASSES,
    NAMED_OPS,
    SPECS_BY_NAME,
    ContractOp,
    ElementwiseOp,
    MapOp,
)
from xdsl_bufferization.dialects.linalg.attrs import ElementwiseKind
from xdsl_bufferization.interfaces.memory_effects import get_memory_effects


def _parse(text: str) -> ModuleOp:
    module = Parser(get_context(), text).parse_module()
    module.verify()
    return module


@pytest.mark.parametrize(
    "spec", [s for s in NAMED_OPS if s.xdsl_class], ids=lambda s: s.name
)
def test_xdsl_classes_match_our_ops(spec):
    op_class = NAMED_OP_CLASSES[spec.op_name]
    assert issubclass(op_class, getattr(xdsl_ops, spec.xdsl_class))
    assert issubclass(op_class, xdsl_abstract.NamedOperation)
    assert issubclass(op_class, xdsl_abstract.LinalgStructuredOperation)


def test_every_named_op_is_a_structured_op():
    assert len(NAMED_OP_CLASSES) == len(NAMED_OPS)
    for op_class in NAMED_OP_CLASSES.values():
        assert issubclass(op_class, xdsl_abstract.LinalgStructuredOperation)


def test_xdsl_methods_on_a_strided_convolution():
    module = _parse(
        """
        func.func @f(%i: memref<1x9x9x2xf32>, %k: memref<3x3x2x4xf32>, %o: memref<1x3x3x4xf32>) {
          linalg.conv_2d_nhwc_hwcf {strides = dense<3> : tensor<2xi64>}
              ins(%i, %k : memref<1x9x9x2xf32>, memref<3x3x2x4xf32>)
              outs(%o : memref<1x3x3x4xf32>)
          return
        }
        """
    )
    (conv,) = [op for op in module.walk() if op.name == "linalg.conv_2d_nhwc_hwcf"]
    assert isinstance(conv, xdsl_ops.Conv2DNhwc_HwcfOp)
    assert conv.get_static_loop_ranges() == (1, 3, 3, 4, 3, 3, 2)
    maps = [m.data for m in conv.get_indexing_maps()]
    assert str(maps[0]) == (
        "(d0, d1, d2, d3, d4, d5, d6) -> (d0, ((d1 * 3) + d4), ((d2 * 3) + d5), d6)"
    )
    effects = get_memory_effects(conv) or set()
    kinds = {(e.kind, conv.operands.index(e.value)) for e in effects}  # pyright: ignore
    assert kinds == {
        (MemoryEffectKind.READ, 0),
        (MemoryEffectKind.READ, 1),
        (MemoryEffectKind.READ, 2),
        (MemoryEffectKind.WRITE, 2),
    }


def test_build_a_named_op_with_its_body():
    block = Block(
        arg_types=[
            TensorType(i8, [4, 8]),
            TensorType(i8, [8, 2]),
            TensorType(i32, [4, 2]),
        ]
    )
    matmul = NAMED_OP_CLASSES["linalg.matmul"](block.args[:2], block.args[2:])
    block.add_op(matmul)
    matmul.verify()
    body = [op.name for op in matmul.body.block.ops]
    assert body == [
        "arith.extsi",
        "arith.extsi",
        "arith.muli",
        "arith.addi",
        "linalg.yield",
    ]
    assert [r.type for r in matmul.results] == [TensorType(i32, [4, 2])]
    # The default maps are materialized, as in MLIR's generic form.
    assert matmul.properties["indexing_maps"] == ArrayAttr(
        AffineMapAttr(m) for m in SPECS_BY_NAME["linalg.matmul"].indexing_maps({}, [])
    )


def test_fill_of_memref_writes_without_reading():
    block = Block(arg_types=[f32, MemRefType(f32, [3])])
    fill = NAMED_OP_CLASSES["linalg.fill"](block.args[:1], block.args[1:])
    block.add_op(fill)
    fill.verify()
    effects = get_memory_effects(fill) or set()
    assert {e.kind for e in effects} == {MemoryEffectKind.WRITE}


def test_elementwise_and_contract_from_python():
    block = Block(
        arg_types=[
            TensorType(f32, [2, 3]),
            TensorType(f32, [3, 4]),
            TensorType(f32, [2, 4]),
        ]
    )
    a, b, c = block.args
    exp = ElementwiseOp(ElementwiseKind.EXP, [c], [c])
    maps = ArrayAttr(
        AffineMapAttr(AffineMap.from_callable(f))
        for f in (
            lambda m, n, k: (m, k),
            lambda m, n, k: (k, n),
            lambda m, n, k: (m, n),
        )
    )
    contract = ContractOp([a, b], [exp.results[0]], maps)
    block.add_ops([exp, contract])
    exp.verify()
    contract.verify()
    assert [op.name for op in exp.body.block.ops] == ["math.exp", "linalg.yield"]
    assert [str(it.data) for it in contract.get_iterator_types()] == [
        "parallel",
        "parallel",
        "reduction",
    ]


def test_map_from_python():
    block = Block(arg_types=[TensorType(f32, [4]), TensorType(f32, [4])])
    body = Block(arg_types=[f32, f32])
    body.add_op(neg := arith.NegfOp(body.args[0]))
    from xdsl_bufferization.dialects.linalg import YieldOp

    body.add_op(YieldOp(neg.result))
    op = MapOp([block.args[0]], block.args[1], Region(body))
    block.add_op(op)
    op.verify()
    assert [r.type for r in op.results] == [TensorType(f32, [4])]


def test_strides_of_the_wrong_shape_are_a_diagnostic():
    from xdsl.utils.exceptions import VerifyException

    block = Block(
        arg_types=[
            MemRefType(f32, [1, 6, 6, 1]),
            MemRefType(f32, [3, 3, 1, 1]),
            MemRefType(f32, [1, 4, 4, 1]),
        ]
    )
    bad = DenseIntOrFPElementsAttr.from_list(TensorType(i64, [3]), [1, 1, 1])
    conv = NAMED_OP_CLASSES["linalg.conv_2d_nhwc_hwcf"](
        block.args[:2], block.args[2:], properties={"strides": bad}
    )
    block.add_op(conv)
    with pytest.raises(VerifyException, match="attribute 'strides'"):
        conv.verify()


def test_func_module_round_trip_in_python():
    # A module built with the ops prints in MLIR's syntax.
    block = Block(arg_types=[TensorType(f32, [4]), TensorType(f32, [4])])
    add = NAMED_OP_CLASSES["linalg.add"](list(block.args), [block.args[1]])
    block.add_ops([add, func.ReturnOp(add.results[0])])
    function = func.FuncOp(
        "f", ([TensorType(f32, [4])] * 2, [TensorType(f32, [4])]), Region(block)
    )
    text = str(ModuleOp([function]))
    assert (
        "linalg.add ins(%0, %1 : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) -> tensor<4xf32>"
        in text
    )
    _parse(text)
