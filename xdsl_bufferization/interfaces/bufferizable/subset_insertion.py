"""MLIR's SubsetInsertionOpInterface: ops that insert a tensor into a subset
of another (`SubsetInsertionModel`), and their registry.
"""

from __future__ import annotations

import abc
from collections.abc import Callable

from xdsl.ir import (
    Operation,
    SSAValue,
)
from xdsl.pattern_rewriter import PatternRewriter

from xdsl_bufferization.interfaces.bufferizable.values import (
    OpOperand,
)
from xdsl_bufferization.interfaces.registry import ensure_builtin_models

# ===----------------------------------------------------------------------=== #
# Subset insertion (MLIR's SubsetInsertionOpInterface)
# ===----------------------------------------------------------------------=== #


class SubsetInsertionModel(abc.ABC):
    """
    An op that inserts its source tensor into a subset of its destination
    tensor (`tensor.insert_slice`, `tensor.parallel_insert_slice`,
    `bufferization.materialize_in_destination`, `linalg.copy`; MLIR's
    SubsetInsertionOpInterface). The analysis uses it to see that an extract /
    compute / insert of one subset does not conflict; `eliminate-empty-tensors`
    uses it to build the subset in place of a `tensor.empty`.
    """

    @abc.abstractmethod
    def source_operand(self, op: Operation) -> OpOperand:
        """The inserted tensor."""

    @abc.abstractmethod
    def destination_operand(self, op: Operation) -> OpOperand:
        """The tensor inserted into."""

    @abc.abstractmethod
    def is_equivalent_subset(
        self,
        op: Operation,
        candidate: SSAValue,
        equivalent: Callable[[SSAValue, SSAValue], bool],
    ) -> bool:
        """Whether `candidate` is (the extraction of) exactly the subset that
        `op` inserts into, `equivalent` telling equivalent tensors."""

    @abc.abstractmethod
    def values_needed_to_build_subset_extraction(self, op: Operation) -> list[SSAValue]:
        """The values `build_subset_extraction` uses (the destination, the
        dynamic offsets...): an extraction can only be built where they are
        all defined."""

    @abc.abstractmethod
    def build_subset_extraction(
        self, op: Operation, rewriter: PatternRewriter
    ) -> SSAValue | None:
        """
        Build, at the rewriter's insertion point, a tensor holding the subset
        of the destination that `op` inserts into (e.g. a
        `tensor.extract_slice`), or return None if it cannot be built. Used by
        `eliminate-empty-tensors` to compute directly in the destination.
        """


class SourceIntoDestSubsetModel(SubsetInsertionModel, abc.ABC):
    """A subset insertion whose source is operand 0 and destination operand 1
    (`tensor.insert_slice`, `vector.transfer_write`,
    `bufferization.materialize_in_destination`)."""

    def source_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 0)

    def destination_operand(self, op: Operation) -> OpOperand:
        return OpOperand(op, 1)


_SUBSET_INSERTIONS: dict[str, SubsetInsertionModel] = {}


def register_subset_insertion_model(op_name: str, model: SubsetInsertionModel) -> None:
    """Declare ops named `op_name` subset insertions."""
    ensure_builtin_models()
    _SUBSET_INSERTIONS[op_name] = model


def get_subset_insertion_model(op: Operation) -> SubsetInsertionModel | None:
    """The subset insertion model of `op`, if any."""
    ensure_builtin_models()
    return _SUBSET_INSERTIONS.get(op.name)


def unregister_subset_insertion_model(op_name: str) -> None:
    """Remove the subset insertion model of `op_name` (if any)."""
    ensure_builtin_models()
    _SUBSET_INSERTIONS.pop(op_name, None)


def subset_insertion_op_names() -> tuple[str, ...]:
    """The op names that have a subset insertion model, sorted."""
    ensure_builtin_models()
    return tuple(sorted(_SUBSET_INSERTIONS))
