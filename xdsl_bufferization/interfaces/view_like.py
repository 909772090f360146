"""
View-like ops (MLIR's `ViewLikeOpInterface`), as external models keyed by op
name: ops whose result (the *view*) is a new description of the memory of one
operand (the *source*), without copying it.
"""

from __future__ import annotations

import abc

from xdsl.ir import Operation, SSAValue

from xdsl_bufferization.interfaces.registry import ModelRegistry


class ViewLikeModel(abc.ABC):
    """External model of MLIR's ViewLikeOpInterface for one op name."""

    @abc.abstractmethod
    def view_source(self, op: Operation) -> SSAValue:
        """The operand whose memory the view describes."""

    def view_dest(self, op: Operation) -> SSAValue:
        """The view. Default: the first result."""
        return op.results[0]


class OperandViewModel(ViewLikeModel):
    """A view of the operand at position `source` (0 by default), as the first result."""

    def __init__(self, source: int = 0):
        self.source = source

    def view_source(self, op: Operation) -> SSAValue:
        return op.operands[self.source]


VIEW_LIKE_MODELS = ModelRegistry[ViewLikeModel]("view-like op")
"""Models of view-like ops, by op name."""


def get_view_like_model(op: Operation) -> ViewLikeModel | None:
    """The view-like model of `op`, if it has one."""
    return VIEW_LIKE_MODELS.lookup(op)


def is_view_like(op: Operation) -> bool:
    """Whether `op` is view-like."""
    return get_view_like_model(op) is not None


def get_view_source(op: Operation) -> SSAValue | None:
    """The source of the view created by `op`; None if `op` is not view-like."""
    model = get_view_like_model(op)
    if model is None or not op.operands:
        return None
    return model.view_source(op)


def get_view_dest(op: Operation) -> SSAValue | None:
    """The view created by `op`; None if `op` is not view-like."""
    model = get_view_like_model(op)
    if model is None or not op.results:
        return None
    return model.view_dest(op)
