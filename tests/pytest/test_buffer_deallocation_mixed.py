"""
Mixed allocations (seed 001): programs that allocate with several kinds of
ops. `DeallocationOptions` says which allocating ops are relevant (owned by
the pass) and which freeing ops are (rejected unless under manual
deallocation); the others are left alone, so that the pass can run once per
kind of allocation. Default: the memref and bufferization dialects.
"""

import pytest
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.traits import EffectInstance, MemoryEffectKind
from xdsl.utils.exceptions import PassFailedException

from xdsl_bufferization.context import get_context
from xdsl_bufferization.interfaces.buffer_deallocation import DeallocationOptions
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    MemoryEffectsModel,
)
from xdsl_bufferization.interfaces.registry import get_op_name
from xdsl_bufferization.transforms.buffer_deallocation_simplification import (
    simplify_deallocations,
)
from xdsl_bufferization.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)


class _AllocModel(MemoryEffectsModel):
    def get_effects(self, op: Operation):
        return {EffectInstance(MemoryEffectKind.ALLOC, op.results[0])}


class _FreeModel(MemoryEffectsModel):
    def get_effects(self, op: Operation):
        return {EffectInstance(MemoryEffectKind.FREE, op.operands[0])}


# Seed 001's example: memref.alloc and my_dialect.alloc, selected.
EXAMPLE = """
func.func private @example(%cond: i1) -> memref<f64> {
  %0 = memref.alloc() : memref<f64>
  %1 = "my_dialect.alloc"() : () -> memref<f64>
  %2 = arith.select %cond, %0, %1 : memref<f64>
  return %2 : memref<f64>
}
"""


def _in_dialect(name: str):
    return lambda op: get_op_name(op).startswith(name + ".")


def _run(text: str, options: DeallocationOptions) -> str:
    ctx = get_context(allow_unregistered=True)
    module = Parser(ctx, text).parse_module()
    OwnershipBasedBufferDeallocationPass.with_options(options).apply(ctx, module)
    simplify_deallocations(module, ctx)
    return str(module)


def _deallocs(text: str) -> list[str]:
    return [
        line.strip() for line in text.splitlines() if "bufferization.dealloc" in line
    ]


def test_memref_allocations_relevant_by_default():
    with MEMORY_EFFECTS_MODELS.registered("my_dialect.alloc", _AllocModel()):
        text = _run(EXAMPLE, DeallocationOptions())
    # Only %0 is in a dealloc: %1 (another kind of allocation) is not owned.
    deallocs = _deallocs(text)
    assert len(deallocs) == 1
    assert '"my_dialect.alloc"' in text
    assert "(%0 :" in deallocs[0]
    assert "%1 :" not in deallocs[0]


def test_other_kind_of_allocation_relevant():
    # The second run of seed 001: my_dialect's allocations are owned, memref's
    # are not, and memref.dealloc (from the first run) is ignored.
    text = """
    func.func private @example(%cond: i1) -> memref<f64> {
      %0 = memref.alloc() : memref<f64>
      %1 = "my_dialect.alloc"() : () -> memref<f64>
      %2 = arith.select %cond, %0, %1 : memref<f64>
      %true = arith.constant true
      %not = arith.xori %cond, %true : i1
      scf.if %not {
        memref.dealloc %0 : memref<f64>
      }
      return %2 : memref<f64>
    }
    """
    options = DeallocationOptions(
        is_relevant_alloc_op=_in_dialect("my_dialect"),
        is_relevant_dealloc_op=_in_dialect("my_dialect"),
    )
    with MEMORY_EFFECTS_MODELS.registered("my_dialect.alloc", _AllocModel()):
        result = _run(text, options)
    deallocs = _deallocs(result)
    assert len(deallocs) == 1
    assert "(%1 :" in deallocs[0]
    assert "%0 :" not in deallocs[0]
    assert "memref.dealloc %0" in result


def test_relevant_free_is_rejected_irrelevant_free_is_ignored():
    text = """
    func.func @f() {
      %0 = "my_dialect.alloc"() : () -> memref<f64>
      "my_dialect.dealloc"(%0) : (memref<f64>) -> ()
      return
    }
    """
    with (
        MEMORY_EFFECTS_MODELS.registered("my_dialect.alloc", _AllocModel()),
        MEMORY_EFFECTS_MODELS.registered("my_dialect.dealloc", _FreeModel()),
    ):
        # Default options: my_dialect is another kind, left alone.
        result = _run(text, DeallocationOptions())
        assert '"my_dialect.dealloc"' in result
        assert "bufferization.dealloc" not in result
        # my_dialect relevant: its free is not supported (not under manual
        # deallocation).
        options = DeallocationOptions(
            is_relevant_alloc_op=_in_dialect("my_dialect"),
            is_relevant_dealloc_op=_in_dialect("my_dialect"),
        )
        with pytest.raises(PassFailedException, match="memory free side-effect"):
            _run(text, options)
