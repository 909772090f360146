"""
One entry point to give an op every interface model it needs.

An op of a user's dialect takes part in bufferization and deallocation
through models of several interfaces, each with its own registry (one module
per interface, see docs/interfaces.md). `register_op_models` registers them
together, by op name or op class:

    register_op_models(
        RepeatOp,
        bufferizable=RepeatBufferizationModel(),
        region_branch=RepeatControlFlowModel(),
        memory_effects=RecursiveEffectsModel(),
    )

Every registration is checked before any is made: if the op already has a
model of one of the given interfaces (and `replace` is not set), nothing is
registered and `ValueError` is raised. `unregister_op_models` removes them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from xdsl.ir import Operation

from xdsl_bufferization.interfaces.branch import BRANCH_MODELS, BranchModel
from xdsl_bufferization.interfaces.buffer_deallocation import (
    BUFFER_DEALLOCATION_MODELS,
    BufferDeallocationModel,
)
from xdsl_bufferization.interfaces.bufferizable import (
    BufferizableOpModel,
    SubsetInsertionModel,
    bufferizable_op_names,
    register_bufferizable_model,
    register_subset_insertion_model,
    subset_insertion_op_names,
    unregister_bufferizable_model,
    unregister_subset_insertion_model,
)
from xdsl_bufferization.interfaces.function import (
    CALL_MODELS,
    FUNCTION_MODELS,
    CallModel,
    FunctionModel,
)
from xdsl_bufferization.interfaces.memory_effects import (
    MEMORY_EFFECTS_MODELS,
    MemoryEffectsModel,
)
from xdsl_bufferization.interfaces.region_branch import (
    REGION_BRANCH_OP_MODELS,
    REGION_BRANCH_TERMINATOR_MODELS,
    RegionBranchOpModel,
    RegionBranchTerminatorModel,
)
from xdsl_bufferization.interfaces.registry import ModelRegistry
from xdsl_bufferization.interfaces.view_like import VIEW_LIKE_MODELS, ViewLikeModel


@dataclass(frozen=True)
class _Interface:
    """How the models of one interface are registered, looked up and removed."""

    name: str
    has_model: Callable[[str], bool]
    register: Callable[[str, Any], None]
    unregister: Callable[[str], object]


def _of_registry(name: str, registry: ModelRegistry[Any]) -> _Interface:
    return _Interface(
        name,
        registry.__contains__,
        lambda op_name, model: registry.register(op_name, model, replace=True),
        registry.unregister,
    )


_INTERFACES: dict[str, _Interface] = {
    "bufferizable": _Interface(
        "bufferizable",
        lambda op_name: op_name in bufferizable_op_names(),
        lambda op_name, model: register_bufferizable_model(
            op_name, model, replace=True
        ),
        unregister_bufferizable_model,
    ),
    "subset_insertion": _Interface(
        "subset insertion",
        lambda op_name: op_name in subset_insertion_op_names(),
        register_subset_insertion_model,
        unregister_subset_insertion_model,
    ),
    "region_branch": _of_registry("region-branch", REGION_BRANCH_OP_MODELS),
    "region_branch_terminator": _of_registry(
        "region-branch terminator", REGION_BRANCH_TERMINATOR_MODELS
    ),
    "branch": _of_registry("branch", BRANCH_MODELS),
    "function": _of_registry("function", FUNCTION_MODELS),
    "call": _of_registry("call", CALL_MODELS),
    "memory_effects": _of_registry("memory effects", MEMORY_EFFECTS_MODELS),
    "view_like": _of_registry("view-like", VIEW_LIKE_MODELS),
    "deallocation": _of_registry("deallocation", BUFFER_DEALLOCATION_MODELS),
}
"""By the keyword of `register_op_models`."""


def _op_name(op: str | type[Operation]) -> str:
    return op if isinstance(op, str) else op.name


def register_op_models(
    op: str | type[Operation],
    *,
    bufferizable: BufferizableOpModel | None = None,
    subset_insertion: SubsetInsertionModel | None = None,
    region_branch: RegionBranchOpModel | None = None,
    region_branch_terminator: RegionBranchTerminatorModel | None = None,
    branch: BranchModel | None = None,
    function: FunctionModel | None = None,
    call: CallModel | None = None,
    memory_effects: MemoryEffectsModel | None = None,
    view_like: ViewLikeModel | None = None,
    deallocation: BufferDeallocationModel | None = None,
    replace: bool = False,
) -> None:
    """
    Register the given models of `op` (an op name, or an op class whose name
    is used), one per interface:

    - `bufferizable`: how One-Shot Bufferize analyzes and rewrites it
      (`interfaces.bufferizable`); `subset_insertion`: it inserts a tensor
      into a subset of another (`insert_slice`-like);
    - `region_branch`: where control goes between its regions and its
      results; `region_branch_terminator`: which operands a terminator
      forwards (`interfaces.region_branch`);
    - `branch`: which operands a branch forwards to each successor block;
    - `function`, `call`: function-like ops and calls;
    - `memory_effects`: what memory it allocates, frees, reads and writes;
    - `view_like`: it is a view of one of its operands;
    - `deallocation`: how the ownership-based deallocation handles it when
      the interfaces above cannot say (`interfaces.buffer_deallocation`).

    Raises `ValueError`, registering nothing, if `op` already has a model of
    one of them and `replace` is not set.
    """
    name = _op_name(op)
    given = {
        "bufferizable": bufferizable,
        "subset_insertion": subset_insertion,
        "region_branch": region_branch,
        "region_branch_terminator": region_branch_terminator,
        "branch": branch,
        "function": function,
        "call": call,
        "memory_effects": memory_effects,
        "view_like": view_like,
        "deallocation": deallocation,
    }
    models = [
        (_INTERFACES[keyword], model)
        for keyword, model in given.items()
        if model is not None
    ]
    if not replace:
        for interface, _ in models:
            if interface.has_model(name):
                raise ValueError(
                    f"'{name}' already has a {interface.name} model; "
                    "pass replace=True to replace it"
                )
    for interface, model in models:
        interface.register(name, model)


def unregister_op_models(op: str | type[Operation]) -> None:
    """Remove every model registered for `op` (an op name or class), of every
    interface `register_op_models` knows."""
    name = _op_name(op)
    for interface in _INTERFACES.values():
        interface.unregister(name)


__all__ = ["register_op_models", "unregister_op_models"]
