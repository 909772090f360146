"""
Branches between blocks: MLIR's `BranchOpInterface`, as external models keyed
by op name.

A branch op (`cf.br`, `cf.cond_br`, `cf.switch`) is a terminator with
successor blocks; for each successor it forwards a range of its operands to the
successor's block arguments, one to one.
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import cast

from xdsl.ir import Operation, SSAValue

from xdsl_bufferization.interfaces.operands import (
    OperandRange,
)
from xdsl_bufferization.interfaces.registry import (
    MissingModelError,
    ModelRegistry,
    get_op_name,
)


class BranchModel(abc.ABC):
    """External model of MLIR's BranchOpInterface for one op name."""

    @abc.abstractmethod
    def successor_operands(self, op: Operation, index: int) -> OperandRange:
        """The operands forwarded to successor `index` of `op`."""


BRANCH_MODELS = ModelRegistry[BranchModel]("branch")
"""Models of branch ops, by op name."""


def get_branch_model(op: Operation) -> BranchModel | None:
    """The branch model of `op`, if it has one."""
    return BRANCH_MODELS.lookup(op)


def is_branch(op: Operation) -> bool:
    """Whether `op` has a branch model."""
    return get_branch_model(op) is not None


def get_successor_operands(op: Operation, index: int) -> OperandRange:
    """
    The operands that branch `op` forwards to its successor `index` (resizable
    in place, e.g. `get_successor_operands(br, 0).append(values)`).
    """
    model = get_branch_model(op)
    if model is None:
        raise MissingModelError(BRANCH_MODELS.interface, get_op_name(op))
    if not 0 <= index < len(op.successors):
        raise IndexError(f"'{get_op_name(op)}' has no successor {index}")
    return model.successor_operands(op, index)


def successor_operand_ranges(op: Operation) -> list[tuple[int, int]]:
    """For each successor of a branch op, the range [start, end) of the
    operands forwarded to it (empty if `op` is not a branch)."""
    if get_branch_model(op) is None:
        return []
    ranges: list[tuple[int, int]] = []
    for index in range(len(op.successors)):
        operands = get_successor_operands(op, index)
        ranges.append((operands.start, operands.start + len(operands)))
    return ranges


def build_with_extra_successor_operands(
    op: Operation, index: int, values: Sequence[SSAValue]
) -> Operation:
    """
    A new (detached) op like branch `op`, with `values` appended to the operands
    it forwards to successor `index`. `op` is left unchanged; replace it with
    the new op (e.g. `rewriter.replace_op(op, new_op)`).
    """
    new_op = cast(Operation, op.clone())  # pyright: ignore[reportUnknownMemberType]
    get_successor_operands(new_op, index).append(values)
    return new_op
