"""Memory effects of any op: models, our classes' traits, xDSL's traits."""

from __future__ import annotations

from collections.abc import Set

import pytest
from xdsl.dialects import arith, cf, func, scf, test
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import IndexType, MemRefType, ModuleOp, f32, i32
from xdsl.ir import Block, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.traits import (
    EffectInstance,
    MemoryAllocEffect,
    MemoryEffect,
    MemoryEffectKind,
)

from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces import memory_effects
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    MemoryEffectsModel,
    NoEffectsModel,
    allocated_values,
    freed_values,
    get_effects_on_value,
    get_memory_effects,
    has_unknown_effects,
    is_automatic_allocation_scope_resource,
    is_memory_effect_free,
    reads_and_writes_only_by_class,
    surely_writes_an_operand,
)
from xdsl_bufferization.interfaces.registry import get_op_name

READ = MemoryEffectKind.READ
WRITE = MemoryEffectKind.WRITE
ALLOC = MemoryEffectKind.ALLOC
FREE = MemoryEffectKind.FREE


def parse(source: str, *, allow_unregistered: bool = False) -> ModuleOp:
    ctx = get_context(allow_unregistered=allow_unregistered)
    return Parser(ctx, source).parse_module()


def ops_named(root: Operation, name: str) -> list[Operation]:
    return [op for op in root.walk() if get_op_name(op) == name]


def the_op(root: Operation, name: str) -> Operation:
    (op,) = ops_named(root, name)
    return op


def kinds_by_value(op: Operation) -> set[tuple[MemoryEffectKind, str | None]]:
    """The effects of `op` as (kind, name hint of the value)."""
    effects = get_memory_effects(op)
    assert effects is not None
    described: set[tuple[MemoryEffectKind, str | None]] = set()
    for effect in effects:
        value = effect.value
        assert value is None or isinstance(value, SSAValue)
        described.add((effect.kind, value.name_hint if value is not None else None))
    return described


# ---------------------------------------------------------------------------
# The resolution rule
# ---------------------------------------------------------------------------


class _AllocsResult(MemoryEffect):
    """Allocates the op's result (an effect on the value)."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance]:
        return {EffectInstance(ALLOC, op.results[0])}


@irdl_op_definition
class XdslStyleOp(IRDLOperation):
    """Stands for an xDSL class: its effect names no value."""

    name = "test_me.alloc"
    res = result_def()
    traits = traits_def(MemoryAllocEffect())


@irdl_op_definition
class OurStyleOp(IRDLOperation):
    """Stands for our dialect's class for the same op name."""

    name = "test_me.alloc"
    res = result_def()
    traits = traits_def(_AllocsResult())


@irdl_op_definition
class NoTraitOp(IRDLOperation):
    name = "test_me.opaque"
    args = var_operand_def()


@pytest.fixture(autouse=True)
def fresh_trait_cache(monkeypatch: pytest.MonkeyPatch):
    """The effect traits are cached per op class; these tests swap which class
    stands for an op name, so each starts with an empty cache."""
    monkeypatch.setattr(memory_effects, "_EFFECT_TRAITS", {})


def test_replaced_xdsl_class_uses_our_traits(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(
        memory_effects, "_our_dialect_ops", lambda _: {"test_me.alloc": OurStyleOp}
    )
    xdsl_built = XdslStyleOp.create(result_types=[i32])
    ours = OurStyleOp.create(result_types=[i32])
    assert get_memory_effects(xdsl_built) == {EffectInstance(ALLOC, xdsl_built.res)}
    assert allocated_values(xdsl_built) == (xdsl_built.res,)
    assert get_memory_effects(ours) == {EffectInstance(ALLOC, ours.res)}


def test_class_traits_when_not_replaced(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(memory_effects, "_our_dialect_ops", lambda _: {})
    xdsl_built = XdslStyleOp.create(result_types=[i32])
    # xDSL's trait names no value: an allocation of nothing in particular.
    assert get_memory_effects(xdsl_built) == {EffectInstance(ALLOC)}
    assert allocated_values(xdsl_built) == ()
    assert get_memory_effects(NoTraitOp.create()) is None
    assert has_unknown_effects(NoTraitOp.create())


def test_registered_model_comes_first(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(
        memory_effects, "_our_dialect_ops", lambda _: {"test_me.alloc": OurStyleOp}
    )

    class FreesOperands(MemoryEffectsModel):
        def get_effects(self, op: Operation):
            return {EffectInstance(FREE, v) for v in op.operands}

    arg = test.TestOp(result_types=[i32]).results[0]
    opaque = NoTraitOp.create(operands=[arg])
    with MEMORY_EFFECTS_MODELS.registered("test_me.opaque", FreesOperands()):
        assert freed_values(opaque) == (arg,)
        assert not has_unknown_effects(opaque)
    assert has_unknown_effects(opaque)

    class Unknown(MemoryEffectsModel):
        def get_effects(self, op: Operation):
            return None

    ours = OurStyleOp.create(result_types=[i32])
    with MEMORY_EFFECTS_MODELS.registered("test_me.alloc", Unknown()):
        assert has_unknown_effects(ours)


def test_xdsl_built_memref_ops_get_our_value_effects():
    """xDSL's memref classes name no value; our memref dialect's classes do."""
    memref_type = MemRefType(f32, [4])
    alloc = xdsl_memref.AllocOp.get(f32, shape=[4])
    other = test.TestOp(result_types=[memref_type]).results[0]
    copy = xdsl_memref.CopyOp(alloc, other)
    dealloc = xdsl_memref.DeallocOp.get(alloc)
    assert type(alloc) is xdsl_memref.AllocOp
    assert allocated_values(alloc) == (alloc.memref,)
    assert get_effects_on_value(copy, alloc.memref) == {
        EffectInstance(READ, alloc.memref)
    }
    assert get_effects_on_value(copy, other, WRITE) == {EffectInstance(WRITE, other)}
    assert freed_values(dealloc) == (alloc.memref,)


# ---------------------------------------------------------------------------
# Effects on parsed IR
# ---------------------------------------------------------------------------


def test_memref_allocation_effects_on_parsed_ir():
    module = parse(
        """
        func.func @f(%n: index) {
          %a = memref.alloc(%n) : memref<?xf32>
          %s = memref.alloca() : memref<4xf32>
          %r = memref.realloc %a : memref<?xf32> to memref<8xf32>
          memref.dealloc %r : memref<8xf32>
          func.return
        }
        """
    )
    alloc = the_op(module, "memref.alloc")
    alloca = the_op(module, "memref.alloca")
    realloc = the_op(module, "memref.realloc")
    dealloc = the_op(module, "memref.dealloc")
    assert allocated_values(alloc) == (alloc.results[0],)
    assert freed_values(alloc) == ()
    (alloc_effect,) = get_effects_on_value(alloc, alloc.results[0], ALLOC)
    assert not is_automatic_allocation_scope_resource(alloc_effect.resource)
    (alloca_effect,) = get_effects_on_value(alloca, alloca.results[0], ALLOC)
    assert is_automatic_allocation_scope_resource(alloca_effect.resource)
    assert allocated_values(realloc) == (realloc.results[0],)
    assert freed_values(realloc) == (alloc.results[0],)
    assert freed_values(dealloc) == (realloc.results[0],)


LINALG_SOURCE = """
func.func @f(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>,
             %s: f32, %v: memref<4xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  linalg.matmul ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>)
                outs(%c : memref<4x4xf32>)
  linalg.fill ins(%s : f32) outs(%c : memref<4x4xf32>)
  linalg.copy ins(%a : memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  linalg.transpose ins(%a : memref<4x4xf32>) outs(%c : memref<4x4xf32>)
                   permutation = [1, 0]
  linalg.reduce ins(%a : memref<4x4xf32>) outs(%v : memref<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %sum = arith.addf %in, %acc : f32
      linalg.yield %sum : f32
    }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                   affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.mulf %in, %out : f32
      linalg.yield %m : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                   affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
  }
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}
"""


def test_linalg_effects():
    module = parse(LINALG_SOURCE)
    assert kinds_by_value(the_op(module, "linalg.matmul")) == {
        (READ, "a"),
        (READ, "b"),
        (READ, "c"),
        (WRITE, "c"),
    }
    # The payload of fill and copy does not read the init.
    assert kinds_by_value(the_op(module, "linalg.fill")) == {(WRITE, "c")}
    copies = ops_named(module, "linalg.copy")
    assert kinds_by_value(copies[0]) == {(READ, "a"), (WRITE, "c")}
    assert kinds_by_value(the_op(module, "linalg.transpose")) == {
        (READ, "a"),
        (WRITE, "c"),
    }
    assert kinds_by_value(the_op(module, "linalg.reduce")) == {
        (READ, "a"),
        (READ, "v"),
        (WRITE, "v"),
    }
    reads_out, ignores_out = ops_named(module, "linalg.generic")
    assert kinds_by_value(reads_out) == {(READ, "a"), (READ, "b"), (WRITE, "b")}
    assert kinds_by_value(ignores_out) == {(READ, "a"), (WRITE, "b")}
    # On tensors: no memory effect.
    assert is_memory_effect_free(copies[1])


WRITING_SOURCE = """
func.func @f(%n: index, %m: memref<4xf32>, %x: f32, %i: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %m[%i] : memref<4xf32>
  memref.store %x, %m[%i] : memref<4xf32>
  %old = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<4xf32>) -> f32
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  %r = memref.realloc %a : memref<?xf32> to memref<8xf32>
  memref.dealloc %r : memref<8xf32>
  func.return
}
"""


def _writes_or_frees_an_operand(op: Operation) -> bool:
    return any(
        effect.kind in (WRITE, FREE) and effect.value in op.operands
        for effect in get_memory_effects(op) or ()
    )


def _writing_programs() -> tuple[Operation, Operation, list[Operation]]:
    """The memref and linalg programs, and every op of both."""
    memrefs = parse(WRITING_SOURCE)
    linalg = parse(LINALG_SOURCE)
    return memrefs, linalg, [*memrefs.walk(), *linalg.walk()]


def test_surely_writes_an_operand():
    """Told without building the effects; never claimed when the effects do
    not write or free an operand."""
    memrefs, linalg, ops = _writing_programs()
    claimed = {get_op_name(op) for op in ops if surely_writes_an_operand(op)}
    assert claimed == {
        "memref.store",
        "memref.atomic_rmw",
        "memref.copy",
        "memref.realloc",
        "memref.dealloc",
        "linalg.matmul",
        "linalg.fill",
        "linalg.copy",
        "linalg.transpose",
        "linalg.reduce",
        "linalg.generic",
    }
    for op in ops:
        if surely_writes_an_operand(op):
            assert _writes_or_frees_an_operand(op), op.name
    # linalg.copy on tensors writes nothing.
    assert not surely_writes_an_operand(ops_named(linalg, "linalg.copy")[1])
    # A registered model gives the effects: the trait's fact no longer holds.
    copy = the_op(memrefs, "memref.copy")
    with MEMORY_EFFECTS_MODELS.registered("memref.copy", NoEffectsModel()):
        assert not surely_writes_an_operand(copy)
    assert surely_writes_an_operand(copy)


def test_reads_and_writes_only_by_class():
    """A class fact, never claimed for a class whose ops allocate or free."""
    memrefs, _, ops = _writing_programs()
    claimed = {
        get_op_name(op) for op in ops if reads_and_writes_only_by_class(type(op))
    }
    assert {
        "memref.load",
        "memref.store",
        "memref.atomic_rmw",
        "memref.copy",
        "linalg.fill",
        "linalg.copy",
        "linalg.generic",
    } <= claimed
    assert not claimed & {
        "memref.alloc",
        "memref.realloc",
        "memref.dealloc",
        "func.func",
        "func.return",
    }
    for op in ops:
        if reads_and_writes_only_by_class(type(op)):
            effects = get_memory_effects(op)
            assert effects is not None, op.name
            assert {e.kind for e in effects} <= {READ, WRITE}, op.name
    # A registered model gives the effects: the class fact no longer holds.
    copy = the_op(memrefs, "memref.copy")
    with MEMORY_EFFECTS_MODELS.registered("memref.copy", NoEffectsModel()):
        assert not reads_and_writes_only_by_class(type(copy))
    assert reads_and_writes_only_by_class(type(copy))


def test_pure_and_unknown_ops_on_parsed_ir():
    module = parse(
        """
        func.func private @g(memref<4xf32>)
        func.func @f(%c: i1, %x: i32, %y: i32, %m: memref<4xf32>) {
          %q = arith.remui %x, %y : i32
          %e = arith.extsi %x : i32 to i64
          func.call @g(%m) : (memref<4xf32>) -> ()
          cf.assert %c, "boom"
          cf.cond_br %c, ^bb1, ^bb2
        ^bb1:
          cf.br ^bb2
        ^bb2:
          func.return
        }
        """
    )
    for name in ("arith.remui", "arith.extsi", "cf.cond_br", "cf.br", "func.return"):
        assert is_memory_effect_free(the_op(module, name)), name
    # As in MLIR, calls have no memory effect interface: unknown effects.
    assert has_unknown_effects(the_op(module, "func.call"))
    assert get_memory_effects(the_op(module, "cf.assert")) == {EffectInstance(WRITE)}


def test_recursive_effects():
    module = parse(
        """
        func.func private @g()
        func.func @f(%lb: index, %ub: index, %s: index, %c: i1) {
          scf.for %i = %lb to %ub step %s {
            %a = memref.alloc() : memref<4xf32>
            scf.if %c {
              memref.dealloc %a : memref<4xf32>
            }
          }
          scf.for %i = %lb to %ub step %s {
            func.call @g() : () -> ()
          }
          %r = scf.execute_region -> memref<2xf32> {
            %b = memref.alloc() : memref<2xf32>
            scf.yield %b : memref<2xf32>
          }
          memref.alloca_scope {
            %k = memref.alloca() : memref<2xf32>
          }
          func.return
        }
        """
    )
    first_for, second_for = ops_named(module, "scf.for")
    assert kinds_by_value(first_for) == {(ALLOC, "a"), (FREE, "a")}
    assert has_unknown_effects(second_for)
    assert kinds_by_value(the_op(module, "scf.execute_region")) == {(ALLOC, "b")}
    assert kinds_by_value(the_op(module, "memref.alloca_scope")) == {(ALLOC, "k")}
    assert is_memory_effect_free(the_op(module, "memref.alloca_scope.return"))
    # Allocated values are those the op itself allocates, not nested ones.
    assert allocated_values(first_for) == ()


def test_affine_and_vector_accesses():
    module = parse(
        """
        func.func @f(%m: memref<4xf32>, %t: tensor<4xf32>, %i: index, %x: f32,
                     %v: vector<4xf32>) {
          %l = affine.load %m[%i] : memref<4xf32>
          affine.store %x, %m[%i] : memref<4xf32>
          %r = vector.transfer_read %m[%i], %x : memref<4xf32>, vector<4xf32>
          vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<4xf32>
          %w = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<4xf32>
          %ld = vector.load %m[%i] : memref<4xf32>, vector<4xf32>
          vector.store %v, %m[%i] : memref<4xf32>, vector<4xf32>
          func.return
        }
        """
    )
    assert kinds_by_value(the_op(module, "affine.load")) == {(READ, "m")}
    assert kinds_by_value(the_op(module, "affine.store")) == {(WRITE, "m")}
    assert kinds_by_value(the_op(module, "vector.transfer_read")) == {(READ, "m")}
    on_memref, on_tensor = ops_named(module, "vector.transfer_write")
    assert kinds_by_value(on_memref) == {(WRITE, "m")}
    assert is_memory_effect_free(on_tensor)
    assert kinds_by_value(the_op(module, "vector.load")) == {(READ, "m")}
    assert kinds_by_value(the_op(module, "vector.store")) == {(WRITE, "m")}


# ---------------------------------------------------------------------------
# Ops built with xDSL's classes
# ---------------------------------------------------------------------------


def test_ops_built_with_xdsl_classes():
    lb, ub, step = test.TestOp(result_types=[IndexType()] * 3).results
    x = test.TestOp(result_types=[i32]).results[0]
    alloc = xdsl_memref.AllocOp.get(f32, shape=[4])
    body = Block(arg_types=[IndexType()])
    body.add_ops([alloc, scf.YieldOp()])
    loop = scf.ForOp(lb, ub, step, [], body)
    assert get_memory_effects(loop) == {EffectInstance(ALLOC, alloc.memref)}
    assert is_memory_effect_free(arith.RemUIOp(x, x))
    assert is_memory_effect_free(cf.BranchOp(body))
    assert is_memory_effect_free(func.ReturnOp(x))
    assert has_unknown_effects(func.CallOp("g", [x], []))
