"""The `bufferization` dialect: ops, relation to xDSL's classes, memory effects, builders."""

from io import StringIO

import pytest
from xdsl.dialects import arith, func
from xdsl.dialects import bufferization as xdsl_bufferization
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    StridedLayoutAttr,
    StringAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrankedTensorType,
    f32,
    i1,
    i32,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    HasCanonicalizationPatternsTrait,
    HasFolder,
    MemoryEffectKind,
    get_effects,
)
from xdsl.transforms.canonicalize import CanonicalizePass
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.test_value import create_ssa_value

from xdsl_bufferization.context import get_context
from xdsl_bufferization.dialects import bufferization
from xdsl_bufferization.interfaces.memory_effects import get_memory_effects

MEMREF = MemRefType(f32, [2])
DYN_MEMREF = MemRefType(f32, [DYNAMIC_INDEX])
STRIDED = MemRefType(f32, [2], StridedLayoutAttr([None], None), IntegerAttr(1, 64))
TENSOR = TensorType(f32, [2])

MLIR_22_OPS = {
    "bufferization.alloc_tensor",
    "bufferization.clone",
    "bufferization.dealloc",
    "bufferization.dealloc_tensor",
    "bufferization.materialize_in_destination",
    "bufferization.to_buffer",
    "bufferization.to_tensor",
}

REPLACED = [
    (xdsl_bufferization.AllocTensorOp, bufferization.AllocTensorOp),
    (xdsl_bufferization.CloneOp, bufferization.CloneOp),
    (
        xdsl_bufferization.MaterializeInDestinationOp,
        bufferization.MaterializeInDestinationOp,
    ),
    (xdsl_bufferization.ToTensorOp, bufferization.ToTensorOp),
    (xdsl_bufferization.ToBufferOp, bufferization.ToBufferOp),
]


def value(type: Attribute) -> SSAValue:
    return create_ssa_value(type)


def parse(text: str) -> ModuleOp:
    module = Parser(get_context(), text).parse_module()
    module.verify()
    return module


def print_op(op: Operation) -> str:
    out = StringIO()
    Printer(stream=out).print_op(op)
    return out.getvalue()


def ops_of(module: ModuleOp, name: str) -> list[Operation]:
    return [op for op in module.walk() if op.name == name]


# ---------------------------------------------------------------------------
# The dialect
# ---------------------------------------------------------------------------


def test_dialect_has_every_op_of_mlir_22():
    assert {op.name for op in bufferization.Bufferization.operations} == MLIR_22_OPS


def test_context_parses_ops_as_our_classes():
    ctx = get_context()
    for op_class in bufferization.Bufferization.operations:
        assert ctx.get_op(op_class.name) is op_class


@pytest.mark.parametrize(("xdsl_class", "our_class"), REPLACED)
def test_replaced_class_is_virtual_subclass(
    xdsl_class: type[IRDLOperation], our_class: type[IRDLOperation]
):
    assert our_class is not xdsl_class
    assert issubclass(our_class, xdsl_class)
    assert our_class.__name__ == xdsl_class.__name__


def irdl_accessors(op_class: type[IRDLOperation]) -> set[str]:
    """The names of the operands, results, properties and attributes of an IRDL op."""
    definition = op_class.get_irdl_definition()
    return {
        *(name for name, _ in definition.operands),
        *(name for name, _ in definition.results),
        *definition.properties.keys(),
        *definition.attributes.keys(),
    }


@pytest.mark.parametrize(("xdsl_class", "our_class"), REPLACED)
def test_replaced_class_has_xdsl_accessors(
    xdsl_class: type[IRDLOperation], our_class: type[IRDLOperation]
):
    ours = irdl_accessors(our_class) | set(dir(our_class))
    missing = irdl_accessors(xdsl_class) - ours
    assert not missing, f"{our_class.__name__} lacks {sorted(missing)}"


@pytest.mark.parametrize(
    ("our_class", "mlir_names"),
    [
        (bufferization.AllocTensorOp, {"result", "memory_space"}),
        (bufferization.CloneOp, {"source", "target"}),
        (bufferization.ToTensorOp, {"buffer", "result"}),
        (bufferization.ToBufferOp, {"buffer"}),
    ],
)
def test_replaced_class_has_mlir_accessors(
    our_class: type[IRDLOperation], mlir_names: set[str]
):
    ours = irdl_accessors(our_class) | set(dir(our_class))
    assert mlir_names <= ours


def test_accessors_on_parsed_ops():
    module = parse(
        """
        func.func @f(%m: memref<2xf32>, %t: tensor<?xf32>, %d: index, %h: index) {
          %0 = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
          %1 = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32>
          %2 = bufferization.clone %m : memref<2xf32> to memref<2xf32>
          %3 = bufferization.alloc_tensor(%d) size_hint = %h {memory_space = 1 : i64} : tensor<?xf32>
          bufferization.materialize_in_destination %0 in writable %m : (tensor<2xf32>, memref<2xf32>) -> ()
          bufferization.dealloc_tensor %t : tensor<?xf32>
          func.return
        }
        """
    )
    (to_tensor,) = ops_of(module, "bufferization.to_tensor")
    assert isinstance(to_tensor, bufferization.ToTensorOp)
    assert isinstance(to_tensor, xdsl_bufferization.ToTensorOp)
    assert to_tensor.buffer is to_tensor.memref
    assert to_tensor.result is to_tensor.tensor
    assert to_tensor.restrict == UnitAttr()
    assert to_tensor.writable is None

    (to_buffer,) = ops_of(module, "bufferization.to_buffer")
    assert isinstance(to_buffer, bufferization.ToBufferOp)
    assert to_buffer.buffer is to_buffer.memref
    assert to_buffer.read_only == UnitAttr()

    (clone,) = ops_of(module, "bufferization.clone")
    assert isinstance(clone, bufferization.CloneOp)
    assert clone.source is clone.input
    assert clone.target is clone.output

    (alloc_tensor,) = ops_of(module, "bufferization.alloc_tensor")
    assert isinstance(alloc_tensor, bufferization.AllocTensorOp)
    assert alloc_tensor.result is alloc_tensor.tensor
    assert alloc_tensor.memory_space == IntegerAttr(1, 64)
    assert alloc_tensor.size_hint is not None
    assert alloc_tensor.copy is None
    assert "memory_space" in alloc_tensor.properties

    (materialize,) = ops_of(module, "bufferization.materialize_in_destination")
    assert isinstance(materialize, bufferization.MaterializeInDestinationOp)
    assert materialize.result is None
    assert materialize.writable == UnitAttr()

    (dealloc_tensor,) = ops_of(module, "bufferization.dealloc_tensor")
    assert isinstance(dealloc_tensor, bufferization.DeallocTensorOp)


# ---------------------------------------------------------------------------
# Memory effects (on values, as MLIR declares them)
# ---------------------------------------------------------------------------


def test_clone_effects():
    op = bufferization.CloneOp(value(MEMREF))
    assert get_effects(op) == {
        EffectInstance(MemoryEffectKind.READ, op.input),
        EffectInstance(MemoryEffectKind.WRITE, op.output),
        EffectInstance(MemoryEffectKind.ALLOC, op.output),
    }


def test_to_tensor_reads_its_buffer():
    op = bufferization.ToTensorOp(value(MEMREF))
    assert get_effects(op) == {EffectInstance(MemoryEffectKind.READ, op.memref)}


def test_to_buffer_is_pure():
    op = bufferization.ToBufferOp(value(TENSOR))
    assert get_effects(op) == set()


def test_materialize_in_destination_writes_a_buffer_destination():
    source = value(TENSOR)
    in_buffer = bufferization.MaterializeInDestinationOp(source, value(MEMREF))
    assert get_effects(in_buffer) == {
        EffectInstance(MemoryEffectKind.WRITE, in_buffer.dest)
    }
    in_tensor = bufferization.MaterializeInDestinationOp(source, value(TENSOR))
    assert get_effects(in_tensor) == set()


@pytest.mark.parametrize(
    "op",
    [
        bufferization.DeallocOp([value(MEMREF)], [value(i1)]),
        bufferization.DeallocTensorOp(value(TENSOR)),
        bufferization.AllocTensorOp(TENSOR),
    ],
    ids=["dealloc", "dealloc_tensor", "alloc_tensor"],
)
def test_ops_without_declared_effects(op: Operation):
    # MLIR declares no memory effects for these: they are unknown.
    assert get_effects(op) is None


def test_effects_of_xdsl_built_op_are_ours():
    # An op built with xDSL's class gets the effects our class declares.
    op = xdsl_bufferization.ToTensorOp(value(MEMREF))
    assert not isinstance(op, bufferization.ToTensorOp)
    assert get_memory_effects(op) == {EffectInstance(MemoryEffectKind.READ, op.memref)}


# ---------------------------------------------------------------------------
# Builders
# ---------------------------------------------------------------------------


def test_dealloc_builder():
    memrefs = [value(MEMREF), value(DYN_MEMREF)]
    conditions = [value(i1), value(i1)]
    retained = [value(MEMREF), value(UnrankedMemRefType.from_type(f32))]
    op = bufferization.DeallocOp(memrefs, conditions, retained)
    op.verify()
    assert list(op.memrefs) == memrefs
    assert list(op.conditions) == conditions
    assert list(op.retained) == retained
    assert [r.type for r in op.updated_conditions] == [i1, i1]
    assert op.properties["operandSegmentSizes"] == DenseArrayBase.from_list(
        i32, [2, 2, 2]
    )


def test_dealloc_builder_accepts_ops_and_defaults():
    alloc = arith.ConstantOp(IntegerAttr(1, i1))
    op = bufferization.DeallocOp([value(MEMREF)], [alloc])
    op.verify()
    assert op.conditions[0] is alloc.result
    assert not op.retained
    assert not op.updated_conditions
    empty = bufferization.DeallocOp()
    empty.verify()
    assert not empty.operands
    assert not empty.results


def test_dealloc_builder_checks_counts():
    op = bufferization.DeallocOp([value(MEMREF)], [])
    with pytest.raises(VerifyException, match="same number of conditions"):
        op.verify()


def test_dealloc_prints_mlir_syntax():
    a, b, x = value(MEMREF), value(DYN_MEMREF), value(MEMREF)
    c = value(i1)
    a.name_hint, b.name_hint, x.name_hint, c.name_hint = "a", "b", "x", "c"
    op = bufferization.DeallocOp([a, b], [c, c], [x])
    assert print_op(op) == (
        "%0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<?xf32>) "
        "if (%c, %c) retain (%x : memref<2xf32>)"
    )


def test_to_tensor_builder_infers_tensor_type():
    op = bufferization.ToTensorOp(value(STRIDED), restrict=True, writable=True)
    op.verify()
    assert op.tensor.type == TENSOR
    assert op.restrict == UnitAttr()
    assert op.writable == UnitAttr()
    unranked = bufferization.ToTensorOp(value(UnrankedMemRefType.from_type(f32)))
    assert unranked.tensor.type == UnrankedTensorType(f32)
    encoded = TensorType(f32, [2], StringAttr("enc"))
    with_type = bufferization.ToTensorOp(value(MEMREF), result_type=encoded)
    with_type.verify()
    assert with_type.tensor.type == encoded


def test_to_buffer_builders():
    tensor = value(TENSOR)
    op = bufferization.ToBufferOp(tensor, read_only=True)
    op.verify()
    assert op.memref.type == MEMREF
    assert op.read_only == UnitAttr()
    strided = bufferization.ToBufferOp(tensor, STRIDED)
    strided.verify()
    assert strided.memref.type == STRIDED
    # xDSL's class is built with the generic keyword arguments.
    generic = bufferization.ToBufferOp(operands=[tensor], result_types=[MEMREF])
    generic.verify()
    assert generic.tensor is tensor


def test_materialize_in_destination_builders():
    source = value(TENSOR)
    into_tensor = bufferization.MaterializeInDestinationOp(source, value(TENSOR))
    into_tensor.verify()
    assert into_tensor.result is not None
    assert into_tensor.result.type == TENSOR
    assert into_tensor.writable is None
    into_buffer = bufferization.MaterializeInDestinationOp(
        source, value(MEMREF), restrict=True
    )
    into_buffer.verify()
    assert into_buffer.result is None
    assert into_buffer.writable == UnitAttr()
    assert into_buffer.restrict == UnitAttr()
    generic = bufferization.MaterializeInDestinationOp(
        operands=[source, value(TENSOR)], result_types=[[TENSOR]]
    )
    generic.verify()


def test_alloc_tensor_builder():
    size = value(IndexType())
    op = bufferization.AllocTensorOp(
        TensorType(f32, [DYNAMIC_INDEX]), [size], memory_space=IntegerAttr(1, 64)
    )
    op.verify()
    assert op.memory_space == IntegerAttr(1, 64)
    assert list(op.dynamic_sizes) == [size]
    copy = bufferization.AllocTensorOp(TENSOR, copy=value(TENSOR))
    copy.verify()


def test_clone_builder():
    source = value(MEMREF)
    assert bufferization.CloneOp(source).output.type == MEMREF
    assert bufferization.CloneOp(source, DYN_MEMREF).output.type == DYN_MEMREF


# ---------------------------------------------------------------------------
# Canonicalization
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "op_class",
    [
        bufferization.AllocTensorOp,
        bufferization.CloneOp,
        bufferization.DeallocOp,
        bufferization.ToTensorOp,
        bufferization.ToBufferOp,
    ],
)
def test_canonicalization_patterns_are_registered(op_class: type[IRDLOperation]):
    traits = op_class.get_traits_of_type(HasCanonicalizationPatternsTrait)
    assert traits
    assert all(trait.get_patterns(op_class) for trait in traits)


def test_folders_are_registered():
    assert bufferization.ToTensorOp.has_trait(HasFolder)
    assert bufferization.ToBufferOp.has_trait(HasFolder)


def test_folders():
    tensor = value(TENSOR)
    block = Block(arg_types=())
    to_buffer = bufferization.ToBufferOp(tensor)
    to_tensor = bufferization.ToTensorOp(to_buffer)
    block.add_ops([to_buffer, to_tensor])
    assert to_tensor.fold() == (tensor,)
    buffer = value(MEMREF)
    to_tensor2 = bufferization.ToTensorOp(buffer)
    assert bufferization.ToBufferOp(to_tensor2).fold() == (buffer,)
    assert bufferization.ToBufferOp(to_tensor2, STRIDED).fold() is None


def test_canonicalize_dealloc_built_in_python():
    block = Block(arg_types=[MEMREF, MEMREF, i1, MEMREF])
    a, b, c, x = block.args
    false = arith.ConstantOp(IntegerAttr(0, i1))
    dealloc = bufferization.DeallocOp([a, b], [c, false], [x, x])
    block.add_ops([false, dealloc, func.ReturnOp(*dealloc.updated_conditions)])
    function = func.FuncOp("f", ((MEMREF, MEMREF, i1, MEMREF), (i1, i1)), Region(block))
    module = ModuleOp([function])
    module.verify()
    CanonicalizePass().apply(get_context(), module)
    module.verify()
    (result,) = ops_of(module, "bufferization.dealloc")
    assert isinstance(result, bufferization.DeallocOp)
    assert list(result.memrefs) == [a]
    assert list(result.conditions) == [c]
    assert list(result.retained) == [x]
    (ret,) = ops_of(module, "func.return")
    assert list(ret.operands) == [result.updated_conditions[0]] * 2


def test_alloc_tensor_dynamic_size():
    d0, d2 = value(IndexType()), value(IndexType())
    op = bufferization.AllocTensorOp(
        TensorType(f32, [DYNAMIC_INDEX, 4, DYNAMIC_INDEX]), [d0, d2]
    )
    assert op.dynamic_size(0) is d0
    assert op.dynamic_size(2) is d2
    assert op.dynamic_size(1) is None
    assert op.dynamic_size(3) is None
    copy = bufferization.AllocTensorOp(
        TensorType(f32, [DYNAMIC_INDEX]), copy=value(TensorType(f32, [DYNAMIC_INDEX]))
    )
    assert copy.dynamic_size(0) is None
