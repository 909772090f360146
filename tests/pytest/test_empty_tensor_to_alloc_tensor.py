"""empty-tensor-to-alloc-tensor: ours replaces xDSL's pass of that name in the
multiverse `xdsl-opt` uses, and builds this package's alloc_tensor class.

The rewrite itself is checked against mlir-opt by
tests/filecheck/empty_tensor_to_alloc_tensor/.
"""

from xdsl.parser import Parser
from xdsl.transforms.empty_tensor_to_alloc_tensor import (
    EmptyTensorToAllocTensorPass as XDSLEmptyTensorToAllocTensorPass,
)
from xdsl.universe import Universe

from xdsl_bufferization.context import get_context
from xdsl_bufferization.dialects.bufferization import AllocTensorOp
from xdsl_bufferization.transforms.empty_tensor_to_alloc_tensor import (
    EmptyTensorToAllocTensorPass,
)


def test_replaces_xdsl_pass_in_multiverse():
    factory = Universe.get_multiverse().all_passes["empty-tensor-to-alloc-tensor"]
    assert factory() is EmptyTensorToAllocTensorPass
    assert factory() is not XDSLEmptyTensorToAllocTensorPass


def test_builds_our_alloc_tensor_with_the_dynamic_sizes():
    ctx = get_context()
    module = Parser(
        ctx,
        """
        func.func @f(%n: index, %m: index) -> tensor<?x4x?xf32> {
          %0 = tensor.empty(%n, %m) : tensor<?x4x?xf32>
          return %0 : tensor<?x4x?xf32>
        }
        """,
    ).parse_module()
    EmptyTensorToAllocTensorPass().apply(ctx, module)
    module.verify()
    ops = list(module.walk())
    assert not any(op.name == "tensor.empty" for op in ops)
    (alloc,) = [op for op in ops if op.name == "bufferization.alloc_tensor"]
    assert type(alloc) is AllocTensorOp
    func_args = ops[1].regions[0].blocks[0].args
    assert list(alloc.operands) == list(func_args)
    assert str(alloc.results[0].type) == "tensor<?x4x?xf32>"
