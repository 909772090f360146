"""Automatic allocation scopes and the memory effects of the memref ops, on
the specific values they touch.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import ClassVar

from xdsl.ir import Operation, SSAValue
from xdsl.traits import (
    EffectInstance,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    OpTrait,
    Resource,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

# ---------------------------------------------------------------------------
# Automatic allocation scopes and memory effects
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class AutomaticAllocationScopeResource(Resource):
    """
    The stack of the closest enclosing automatic allocation scope: what
    `memref.alloca` allocates from (MLIR's resource of the same name).
    """

    def name(self) -> str:
        return "AutomaticAllocationScope"


class AutomaticAllocationScope(OpTrait):
    """
    The regions of an op with this trait release the `memref.alloca`
    allocations made in them when control leaves them (MLIR's trait).
    """


AUTOMATIC_ALLOCATION_SCOPE_OPS = frozenset(
    {
        "func.func",
        "llvm.func",
        "gpu.func",
        "gpu.launch",
        "scf.for",
        "scf.forall",
        "scf.parallel",
        "affine.for",
        "affine.parallel",
        "async.execute",
        "memref.alloca_scope",
    }
)
"""
Names of ops that have MLIR's `AutomaticAllocationScope` trait, for the op
classes that do not carry our `AutomaticAllocationScope` trait (xDSL's).
"""


def has_automatic_allocation_scope(op: Operation) -> bool:
    """Whether `op` is an automatic allocation scope."""
    return op.name in AUTOMATIC_ALLOCATION_SCOPE_OPS or op.has_trait(
        AutomaticAllocationScope, value_if_unregistered=False
    )


class SingleBlockTerminatedBy(SingleBlockImplicitTerminator):
    """
    MLIR's `SingleBlockImplicitTerminator<op_type>`, failing with MLIR's words:
    the regions have at most one block, which ends with an `op_type`.
    """

    def verify(self, op: Operation) -> None:
        for index, region in enumerate(op.regions):
            if len(region.blocks) > 1:
                raise VerifyException(f"expects region #{index} to have 0 or 1 blocks")
            block = region.blocks.first
            if block is None:
                continue
            last = block.last_op
            if last is None:
                raise VerifyException("empty block: expect at least a terminator")
            if not last.has_trait(IsTerminator, value_if_unregistered=True):
                raise VerifyException(f"block with no terminator, has {last.name}")
            if not isinstance(last, self.op_type):
                raise VerifyException(
                    f"expects regions to end with '{self.op_type.name}', found "
                    f"'{last.name}'"
                )


def _memref_effects(
    *effects: tuple[MemoryEffectKind, SSAValue],
) -> AbstractSet[EffectInstance]:
    return frozenset(EffectInstance(kind, value) for kind, value in effects)


class AllocOpMemoryEffect(MemoryEffect):
    """memref.alloc allocates its result."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects((MemoryEffectKind.ALLOC, op.results[0]))


class AllocaOpMemoryEffect(MemoryEffect):
    """memref.alloca allocates its result on the automatic allocation scope's stack."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return frozenset(
            {
                EffectInstance(
                    MemoryEffectKind.ALLOC,
                    op.results[0],
                    AutomaticAllocationScopeResource(),
                )
            }
        )


class ReallocOpMemoryEffect(MemoryEffect):
    """memref.realloc frees its source and allocates its result."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects(
            (MemoryEffectKind.FREE, op.operands[0]),
            (MemoryEffectKind.ALLOC, op.results[0]),
        )

    @classmethod
    def writes_an_operand(cls, op: Operation) -> bool:
        """It frees its source (see `interfaces.memory_effects`)."""
        return True


class DeallocOpMemoryEffect(MemoryEffect):
    """memref.dealloc frees its operand."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects((MemoryEffectKind.FREE, op.operands[0]))

    @classmethod
    def writes_an_operand(cls, op: Operation) -> bool:
        """It frees its operand (see `interfaces.memory_effects`)."""
        return True


class ReadsMemRefOperand(MemoryEffect):
    """Reads the op's `memref` operand."""

    reads_and_writes_only: ClassVar[bool] = True
    """No allocation nor free (see `interfaces.memory_effects`)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects((MemoryEffectKind.READ, _memref_operand(op)))


class WritesMemRefOperand(MemoryEffect):
    """Writes the op's `memref` operand."""

    reads_and_writes_only: ClassVar[bool] = True
    """No allocation nor free (see `interfaces.memory_effects`)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects((MemoryEffectKind.WRITE, _memref_operand(op)))

    @classmethod
    def writes_an_operand(cls, op: Operation) -> bool:
        """It writes its `memref` operand (see `interfaces.memory_effects`)."""
        return True


class ReadsAndWritesMemRefOperand(MemoryEffect):
    """Reads and writes the op's `memref` operand (atomic read-modify-write)."""

    reads_and_writes_only: ClassVar[bool] = True
    """No allocation nor free (see `interfaces.memory_effects`)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        memref = _memref_operand(op)
        return _memref_effects(
            (MemoryEffectKind.READ, memref), (MemoryEffectKind.WRITE, memref)
        )

    @classmethod
    def writes_an_operand(cls, op: Operation) -> bool:
        """It writes its `memref` operand (see `interfaces.memory_effects`)."""
        return True


def _memref_operand(op: Operation) -> SSAValue:
    memref: object = getattr(op, "memref")  # noqa: B009 (every user op defines it)
    assert isa(memref, SSAValue)
    return memref


class CopyOpMemoryEffect(MemoryEffect):
    """memref.copy reads its source and writes its target."""

    reads_and_writes_only: ClassVar[bool] = True
    """No allocation nor free (see `interfaces.memory_effects`)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return _memref_effects(
            (MemoryEffectKind.READ, op.operands[0]),
            (MemoryEffectKind.WRITE, op.operands[1]),
        )

    @classmethod
    def writes_an_operand(cls, op: Operation) -> bool:
        """It writes its target (see `interfaces.memory_effects`)."""
        return True
