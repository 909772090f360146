"""The `memref` dialect (all but the view ops): ops, relation to xDSL's classes,
memory effects, builders."""

import pytest
from xdsl.dialect_interfaces.constant_materialization import (
    ConstantMaterializationInterface,
)
from xdsl.dialects import arith
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    f32,
    i32,
)
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.traits import (
    EffectInstance,
    MemoryEffectKind,
    get_effects,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.test_value import create_ssa_value

from xdsl_bufferization.context import get_context
from xdsl_bufferization.dialects import memref, memref_views

MLIR_22_OPS = {
    "memref.alloc",
    "memref.alloca",
    "memref.alloca_scope",
    "memref.alloca_scope.return",
    "memref.assume_alignment",
    "memref.atomic_rmw",
    "memref.atomic_yield",
    "memref.cast",
    "memref.copy",
    "memref.dealloc",
    "memref.dim",
    "memref.distinct_objects",
    "memref.dma_start",
    "memref.dma_wait",
    "memref.extract_aligned_pointer_as_index",
    "memref.extract_strided_metadata",
    "memref.generic_atomic_rmw",
    "memref.get_global",
    "memref.global",
    "memref.load",
    "memref.memory_space_cast",
    "memref.prefetch",
    "memref.rank",
    "memref.realloc",
    "memref.store",
}
"""MLIR 22's memref ops, but the view ops (tested with memref_views)."""

XDSL_OPS = [op for op in xdsl_memref.MemRef.operations if op.name in MLIR_22_OPS]
"""xDSL 0.74's classes of those ops."""

NOT_ACCESSORS = {"T", "irdl_options", "traits", "name", "operandSegmentSizes"}
"""Names of xDSL's classes that are not accessors or builders."""


def test_every_op_is_in_the_dialect():
    names = {op.name for op in memref.MemRef.operations}
    assert names >= MLIR_22_OPS
    assert {op.name for op in memref.OPS} == MLIR_22_OPS


def test_every_op_class_is_ours():
    ops = {op.name: op for op in memref.MemRef.operations}
    for name in MLIR_22_OPS:
        assert ops[name].__module__ == memref.__name__


def test_view_ops_are_listed_and_reexported():
    for op in memref.VIEW_OPS:
        assert op in list(memref.MemRef.operations)
    assert memref.VIEW_OPS is memref_views.VIEW_OPS


@pytest.mark.parametrize("xdsl_class", XDSL_OPS, ids=lambda op: op.name)
def test_replaces_xdsl_class(xdsl_class: type[IRDLOperation]):
    ours = getattr(memref, xdsl_class.__name__)
    assert ours is not xdsl_class
    assert memref.REPLACED_XDSL_OPS[ours] is xdsl_class
    assert issubclass(ours, xdsl_class)
    assert ours.name == xdsl_class.name


@pytest.mark.parametrize("xdsl_class", XDSL_OPS, ids=lambda op: op.name)
def test_has_xdsl_accessor_names(xdsl_class: type[IRDLOperation]):
    ours = getattr(memref, xdsl_class.__name__)
    definition = xdsl_class.get_irdl_definition()
    fields = [
        *(name for name, _ in definition.operands),
        *(name for name, _ in definition.results),
        *(name for name, _ in definition.regions),
    ]
    for field in fields:
        assert field in dir(ours), field
    our_properties = ours.get_irdl_definition().properties
    for prop in definition.properties:
        if prop not in NOT_ACCESSORS:
            assert prop in our_properties, prop
    public = {
        name
        for name in set(dir(xdsl_class)) - set(dir(IRDLOperation))
        if not name.startswith("_")
    }
    for name in public - NOT_ACCESSORS:
        assert name in dir(ours), name


def test_mlir_property_names():
    def names(op: type[IRDLOperation]) -> set[str]:
        return set(op.get_irdl_definition().properties)

    assert names(memref.AllocOp) == {"alignment", "operandSegmentSizes"}
    assert names(memref.LoadOp) == {"alignment", "nontemporal"}
    assert names(memref.StoreOp) == {"alignment", "nontemporal"}
    assert names(memref.ReallocOp) == {"alignment"}
    assert names(memref.PrefetchOp) == {"isWrite", "localityHint", "isDataCache"}
    assert names(memref.GetGlobalOp) == {"name"}
    assert names(memref.GlobalOp) == {
        "sym_name",
        "sym_visibility",
        "type",
        "initial_value",
        "constant",
        "alignment",
    }
    assert names(memref.AtomicRMWOp) == {"kind"}
    assert names(memref.DmaStartOp) == set()


def parse(text: str) -> ModuleOp:
    module = Parser(get_context(), text).parse_module()
    module.verify()
    return module


def find(module: ModuleOp, name: str) -> list[Operation]:
    return [op for op in module.walk() if op.name == name]


def test_parsed_ops_are_instances_of_xdsl_classes():
    module = parse(
        """
        func.func @f(%m: memref<4xf32>, %i: index) {
          %0 = memref.load %m[%i] : memref<4xf32>
          memref.copy %m, %m : memref<4xf32> to memref<4xf32>
          return
        }
        """
    )
    load = find(module, "memref.load")[0]
    assert isinstance(load, memref.LoadOp)
    assert isinstance(load, xdsl_memref.LoadOp)
    copy = find(module, "memref.copy")[0]
    assert isinstance(copy, xdsl_memref.CopyOp)
    assert copy.target is copy.destination


EFFECTS_IR = """
memref.global "private" @g : memref<2xf32>
func.func @f(%m: memref<4xf32>, %n: memref<4xf32>, %u: memref<*xf32>, %t: memref<1xi32>, %i: index, %v: f32) {
  %alloc = memref.alloc() : memref<4xf32>
  %alloca = memref.alloca() : memref<4xf32>
  %realloc = memref.realloc %alloc : memref<4xf32> to memref<8xf32>
  memref.dealloc %realloc : memref<8xf32>
  %load = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %n[%i] : memref<4xf32>
  memref.copy %m, %n : memref<4xf32> to memref<4xf32>
  %rmw = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %gen = memref.generic_atomic_rmw %n[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>
  memref.dma_start %m[%i], %n[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_wait %t[%i], %i : memref<1xi32>
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  %msc = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, "shared">
  %aa = memref.assume_alignment %m, 16 : memref<4xf32>
  %do:2 = memref.distinct_objects %m, %n : memref<4xf32>, memref<4xf32>
  %rank = memref.rank %u : memref<*xf32>
  %dim = memref.dim %u, %i : memref<*xf32>
  %ptr = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %b, %o, %s, %st = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, index
  %gg = memref.get_global @g : memref<2xf32>
  memref.alloca_scope {
    %inner = memref.alloca() : memref<4xf32>
    memref.store %v, %inner[%i] : memref<4xf32>
  }
  %scoped = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  return
}
"""


def test_memory_effects_on_values():
    module = parse(EFFECTS_IR)
    func_op = find(module, "func.func")[0]
    m, n, _u, t, _i, _v = func_op.regions[0].block.args
    READ = MemoryEffectKind.READ
    WRITE = MemoryEffectKind.WRITE

    def effects(name: str, index: int = 0) -> set[EffectInstance] | None:
        found = get_effects(find(module, name)[index])
        return None if found is None else set(found)

    alloc = find(module, "memref.alloc")[0]
    assert effects("memref.alloc") == {
        EffectInstance(MemoryEffectKind.ALLOC, alloc.results[0])
    }
    alloca = find(module, "memref.alloca")[0]
    assert effects("memref.alloca") == {
        EffectInstance(
            MemoryEffectKind.ALLOC,
            alloca.results[0],
            memref.AutomaticAllocationScopeResource(),
        )
    }
    realloc = find(module, "memref.realloc")[0]
    assert effects("memref.realloc") == {
        EffectInstance(MemoryEffectKind.FREE, alloc.results[0]),
        EffectInstance(MemoryEffectKind.ALLOC, realloc.results[0]),
    }
    assert effects("memref.dealloc") == {
        EffectInstance(MemoryEffectKind.FREE, realloc.results[0])
    }
    assert effects("memref.load") == {EffectInstance(READ, m)}
    assert effects("memref.store") == {EffectInstance(WRITE, n)}
    assert effects("memref.copy") == {EffectInstance(READ, m), EffectInstance(WRITE, n)}
    assert effects("memref.atomic_rmw") == {
        EffectInstance(READ, m),
        EffectInstance(WRITE, m),
    }
    assert effects("memref.generic_atomic_rmw") == {
        EffectInstance(READ, n),
        EffectInstance(WRITE, n),
    }
    assert effects("memref.prefetch") == {EffectInstance(WRITE, m)}
    # MLIR 22 declares getEffects on the DMA ops but not the interface.
    assert effects("memref.dma_start") is None
    assert effects("memref.dma_wait") is None
    assert effects("memref.global") is None
    for pure in (
        "memref.cast",
        "memref.memory_space_cast",
        "memref.assume_alignment",
        "memref.distinct_objects",
        "memref.rank",
        "memref.dim",
        "memref.extract_aligned_pointer_as_index",
        "memref.extract_strided_metadata",
        "memref.get_global",
        "memref.atomic_yield",
        "memref.alloca_scope.return",
    ):
        assert effects(pure) == set(), pure
    # alloca_scope has the effects of its body.
    inner = find(module, "memref.alloca")[1]
    inner_store = find(module, "memref.store")[1]
    assert effects("memref.alloca_scope") == {
        EffectInstance(
            MemoryEffectKind.ALLOC,
            inner.results[0],
            memref.AutomaticAllocationScopeResource(),
        ),
        EffectInstance(WRITE, inner_store.operands[1]),
    }
    assert effects("memref.alloca_scope", 1) == set()
    del t


def test_automatic_allocation_scopes():
    assert memref.AutomaticAllocationScopeResource().name() == (
        "AutomaticAllocationScope"
    )
    module = parse(
        """
        func.func @f() {
          memref.alloca_scope {
          }
          return
        }
        """
    )
    assert memref.has_automatic_allocation_scope(find(module, "func.func")[0])
    assert memref.has_automatic_allocation_scope(find(module, "memref.alloca_scope")[0])
    assert not memref.has_automatic_allocation_scope(module)


def test_alloc_builders():
    size = create_ssa_value(IndexType())
    alloc = memref.AllocOp.get(f32, 64, [DYNAMIC_INDEX, 4], [size])
    alloc.verify()
    assert alloc.memref.type == MemRefType(f32, [DYNAMIC_INDEX, 4])
    assert alloc.alignment == IntegerAttr(64, 64)
    assert alloc.get_mixed_sizes() == [size, 4]
    plain = memref.AllocOp([], [], MemRefType(f32, [2]))
    plain.verify()
    assert plain.result is plain.memref
    alloca = memref.AllocaOp.get(f32, shape=[3])
    assert isinstance(alloca, memref.AllocaOp)
    assert alloca.memref.type == MemRefType(f32, [3])
    # Like xDSL's AllocaOp, ours takes IRDLOperation's keyword arguments.
    by_keywords = memref.AllocaOp(
        operands=[[], []], result_types=[MemRefType(f32, [2])]
    )
    by_keywords.verify()


def test_access_builders():
    buffer = create_ssa_value(MemRefType(f32, [4]))
    index = create_ssa_value(IndexType())
    load = memref.LoadOp.get(buffer, [index], nontemporal=True, alignment=8)
    load.verify()
    assert load.result.type == f32
    assert load.nontemporal == IntegerAttr.from_bool(True)
    store = memref.StoreOp.get(load.res, buffer, [index])
    store.verify()
    assert store.alignment is None
    rmw = memref.AtomicRMWOp.get("maxnumf", load.res, buffer, [index])
    rmw.verify()
    assert rmw.kind_name == "maxnumf"
    assert rmw.kind == IntegerAttr(5, 64)
    prefetch = memref.PrefetchOp(buffer, [index], True, 2, False)
    prefetch.verify()
    assert prefetch.is_write == IntegerAttr.from_bool(True)
    assert prefetch.is_data_cache == IntegerAttr.from_bool(False)
    generic = memref.GenericAtomicRMWOp(buffer, [index])
    assert generic.result.type == f32
    assert generic.current_value.type == f32


def test_atomic_rmw_kind_out_of_range():
    buffer = create_ssa_value(MemRefType(f32, [4]))
    value = create_ssa_value(f32)
    op = memref.AtomicRMWOp.create(
        operands=[value, buffer],
        result_types=[f32],
        properties={"kind": IntegerAttr(16, 64)},
    )
    with pytest.raises(VerifyException, match="attribute 'kind' failed to satisfy"):
        op.verify()


def test_dma_start_accessors():
    module = parse(
        """
        func.func @f(%a: memref<4x4xf32>, %b: memref<8xf32>, %t: memref<1xi32>, %i: index, %j: index, %n: index) {
          memref.dma_start %a[%i, %j], %b[%j], %n, %t[%i], %i, %j : memref<4x4xf32>, memref<8xf32>, memref<1xi32>
          memref.dma_start %a[%i, %j], %b[%j], %n, %t[%i] : memref<4x4xf32>, memref<8xf32>, memref<1xi32>
          return
        }
        """
    )
    a, b, t, i, j, n = find(module, "func.func")[0].regions[0].block.args
    strided, plain = find(module, "memref.dma_start")
    assert isinstance(strided, memref.DmaStartOp)
    assert isinstance(plain, memref.DmaStartOp)
    assert strided.src is a
    assert list(strided.src_indices) == [i, j]
    assert strided.dest is b
    assert list(strided.dest_indices) == [j]
    assert strided.num_elements is n
    assert strided.tag is t
    assert list(strided.tag_indices) == [i]
    assert strided.is_strided()
    assert strided.stride is i
    assert strided.num_elements_per_stride is j
    assert not plain.is_strided()
    assert plain.stride is None
    built = memref.DmaStartOp.get(a, [i, j], b, [j], n, t, [i])
    built.verify()
    assert list(built.operands) == list(plain.operands)
    built_strided = memref.DmaStartOp.get(a, [i, j], b, [j], n, t, [i], i, j)
    assert list(built_strided.operands) == list(strided.operands)


def test_global_builder_and_queries():
    global_op = memref.GlobalOp.get(
        StringAttr("g"), MemRefType(f32, [2]), UnitAttr(), alignment=16
    )
    global_op.verify()
    assert global_op.sym_visibility == StringAttr("private")
    assert global_op.is_uninitialized()
    assert not global_op.is_external()
    assert global_op.get_constant_init_value() is None
    get = memref.GetGlobalOp("g", MemRefType(f32, [2]))
    assert get.name_ == SymbolRefAttr("g")
    assert get.result is get.memref


def test_strided_metadata_builder():
    source = create_ssa_value(
        MemRefType(f32, [4, DYNAMIC_INDEX], NoneAttr(), StringAttr("shared"))
    )
    op = memref.ExtractStridedMetaDataOp(source)
    op.verify()
    assert op.base_buffer.type == MemRefType(f32, [], NoneAttr(), StringAttr("shared"))
    assert len(op.sizes) == len(op.strides) == 2
    assert memref.ExtractStridedMetadataOp is memref.ExtractStridedMetaDataOp


def test_other_builders():
    buffer = create_ssa_value(MemRefType(f32, [4]))
    index = create_ssa_value(IndexType())
    memref.DimOp(buffer, index).verify()
    memref.RankOp.from_memref(buffer).verify()
    memref.CastOp.get(buffer, MemRefType(f32, [DYNAMIC_INDEX])).verify()
    memref.CopyOp(buffer, buffer).verify()
    memref.DeallocOp.get(buffer).verify()
    memref.ExtractAlignedPointerAsIndexOp.get(buffer).verify()
    memref.AssumeAlignmentOp(buffer, 16).verify()
    memref.DistinctObjectsOp([buffer, buffer]).verify()
    memref.MemorySpaceCastOp.from_type_and_target_space(
        buffer, MemRefType(f32, [4]), StringAttr("shared")
    ).verify()
    memref.ReallocOp(buffer, MemRefType(f32, [8]), alignment=8).verify()
    tag = create_ssa_value(MemRefType(i32, [1]))
    memref.DmaWaitOp.get(tag, [index], index).verify()


def test_folded_constants_are_arith_constants():
    interface = memref.MemRef.get_interface(ConstantMaterializationInterface)
    assert interface is not None
    constant = interface.materialize_constant(IntegerAttr(3, IndexType()), IndexType())
    assert isinstance(constant, arith.ConstantOp)


def test_layout_helpers():
    from xdsl.dialects.builtin import StridedLayoutAttr

    assert memref.get_strides_and_offset(MemRefType(f32, [2, 3, 4])) == ((12, 4, 1), 0)
    assert memref.get_strides_and_offset(MemRefType(f32, [2, DYNAMIC_INDEX, 4])) == (
        (None, 4, 1),
        0,
    )
    strided = MemRefType(f32, [4, 4], StridedLayoutAttr([None, 1], 3))
    assert memref.get_strides_and_offset(strided) == ((None, 1), 3)
    assert memref.num_layout_symbols(strided) == 1
    assert not memref.is_identity_layout(strided.layout)
    assert memref.is_identity_layout(StridedLayoutAttr([1], 0))
    assert memref.are_cast_compatible(
        strided, MemRefType(f32, [4, 4], StridedLayoutAttr([8, 1], None))
    )
    assert not memref.are_cast_compatible(
        MemRefType(f32, [4, 4], StridedLayoutAttr([4, 1], 5)),
        MemRefType(f32, [4, 4], StridedLayoutAttr([8, 1], None)),
    )


def test_dim_fold_of_alloc_size():
    module = parse(
        """
        func.func @f(%n: index) -> index {
          %c0 = arith.constant 0 : index
          %a = memref.alloc(%n) : memref<?xf32>
          %d = memref.dim %a, %c0 : memref<?xf32>
          return %d : index
        }
        """
    )
    dim = find(module, "memref.dim")[0]
    assert isinstance(dim, memref.DimOp)
    folded = dim.fold()
    assert folded is not None
    (value,) = folded
    assert isinstance(value, SSAValue)
    assert value is find(module, "func.func")[0].regions[0].block.args[0]
    assert dim.is_speculatable()
