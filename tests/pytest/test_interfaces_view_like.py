"""View-like ops (ViewLikeOpInterface)."""

from __future__ import annotations

from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects import test
from xdsl.dialects.builtin import MemRefType, ModuleOp, f32, i8
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser

from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.interfaces.view_like import (
    VIEW_LIKE_MODELS,
    OperandViewModel,
    get_view_dest,
    get_view_source,
    is_view_like,
)

SOURCE = """
func.func @f(%m: memref<8x8xf32>, %b: memref<64xi8>, %i: index,
             %shape: memref<1xindex>, %u: memref<*xf32>) {
  %sv = memref.subview %m[0, 0] [4, 4] [1, 1]
      : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [64], strides: [1]
      : memref<8x8xf32> to memref<64xf32, strided<[1]>>
  %v = memref.view %b[%i][] : memref<64xi8> to memref<4xf32>
  %cs = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %es = memref.expand_shape %cs [[0, 1]] output_shape [8, 8]
      : memref<64xf32> into memref<8x8xf32>
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %ms = memref.memory_space_cast %m : memref<8x8xf32> to memref<8x8xf32, 1>
  %aa = memref.assume_alignment %m, 16 : memref<8x8xf32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
      : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %rs = "memref.reshape"(%cs, %shape)
      : (memref<64xf32>, memref<1xindex>) -> memref<64xf32>
  %tr = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}>
      : (memref<8x8xf32>) -> memref<8x8xf32, strided<[1, 8]>>
  %l = memref.load %m[%i, %i] : memref<8x8xf32>
  func.return
}
"""


def parse() -> ModuleOp:
    # memref.reshape and memref.transpose in generic form: our memref dialect
    # may not define them yet, in which case they parse as unregistered ops.
    return Parser(get_context(allow_unregistered=True), SOURCE).parse_module()


def the_op(root: Operation, name: str) -> Operation:
    (op,) = [op for op in root.walk() if get_op_name(op) == name]
    return op


def hint(value: SSAValue | None) -> str | None:
    assert value is not None
    return value.name_hint


def test_view_like_ops_on_parsed_ir():
    module = parse()
    expected = {
        "memref.subview": ("m", "sv"),
        "memref.reinterpret_cast": ("m", "rc"),
        "memref.view": ("b", "v"),
        "memref.collapse_shape": ("m", "cs"),
        "memref.expand_shape": ("cs", "es"),
        "memref.cast": ("m", "c"),
        "memref.memory_space_cast": ("m", "ms"),
        "memref.assume_alignment": ("m", "aa"),
        "memref.extract_strided_metadata": ("m", "base"),
        "memref.reshape": ("cs", "rs"),
        "memref.transpose": ("m", "tr"),
    }
    for name, (source, dest) in expected.items():
        op = the_op(module, name)
        assert is_view_like(op), name
        assert hint(get_view_source(op)) == source, name
        assert hint(get_view_dest(op)) == dest, name
    load = the_op(module, "memref.load")
    assert not is_view_like(load)
    assert get_view_source(load) is None
    assert get_view_dest(load) is None


def test_view_like_ops_built_with_xdsl_classes():
    source = test.TestOp(result_types=[MemRefType(f32, [8, 8])]).results[0]
    cast = xdsl_memref.CastOp.get(source, MemRefType(f32, [-1, -1]))
    assert get_view_source(cast) is source
    assert get_view_dest(cast) is cast.results[0]
    subview = xdsl_memref.SubviewOp.from_static_parameters(
        source, MemRefType(f32, [8, 8]), [0, 0], [4, 4], [1, 1]
    )
    assert get_view_source(subview) is source
    assert get_view_dest(subview) is subview.result
    byte_buffer = test.TestOp(result_types=[MemRefType(i8, [64])]).results[0]
    assert not is_view_like(test.TestOp(operands=[byte_buffer]))


def test_user_registered_view_model():
    ctx = get_context()
    module = Parser(
        ctx,
        """
        func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
          %r = "test.op"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
          func.return
        }
        """,
    ).parse_module()
    op = the_op(module, "test.op")
    assert not is_view_like(op)
    with VIEW_LIKE_MODELS.registered("test.op", OperandViewModel(1)):
        assert hint(get_view_source(op)) == "b"
        assert hint(get_view_dest(op)) == "r"
    assert get_view_source(op) is None
