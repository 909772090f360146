"""
Registries of external interface models, keyed by op name.

An op gets its model from the registry of an interface by its name, whichever
Python class built it: ops parsed with our dialects' classes and ops built by
xDSL code with xDSL's classes share one model (see docs/registration.md), and
so do ops of dialects we do not own, or unregistered ops parsed in generic
form.

The models of this package's own dialects live in `xdsl_bufferization.models`,
an upper layer this module must not import. The package installs a loader
(`set_builtin_models_loader`, called by `xdsl_bufferization/__init__.py`, which
runs before any module of the package): every registry calls it once, before
its first registration or on its first lookup that finds nothing, so that no
import order leaves a built-in model unregistered.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from contextlib import contextmanager
from typing import Generic, TypeVar

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Operation

ModelT = TypeVar("ModelT")

_builtin_models_loader: list[Callable[[], None]] = []
"""The function that registers this package's own models (at most one)."""
_builtin_models_loaded: list[bool] = [False]


def set_builtin_models_loader(loader: Callable[[], None]) -> None:
    """
    Install the function that registers the built-in models of every registry
    (`xdsl_bufferization.models.register_all`). Called once by the package.
    """
    _builtin_models_loader[:] = [loader]


def ensure_builtin_models() -> None:
    """Register the built-in models of every registry, once (see the module
    docstring)."""
    if _builtin_models_loaded[0] or not _builtin_models_loader:
        return
    # Set first: the loader registers models, which calls back here.
    _builtin_models_loaded[0] = True
    _builtin_models_loader[0]()


_UNREGISTERED_NAME = UnregisteredOp.name
"""The name xDSL gives every unregistered op class."""


def get_op_name(op: Operation) -> str:
    """
    The name of `op` as written in the IR: `op.name`, or for an unregistered op
    (which xDSL names `builtin.unregistered`) the name it was parsed with.
    """
    name = op.name
    # A name test rather than `isinstance` (xDSL's op classes are ABCs, whose
    # `isinstance` is slow): every unregistered op class has this name.
    if name == UnregisteredOp.name and isinstance(op, UnregisteredOp):
        return op.op_name.data
    return name


class MissingModelError(ValueError):
    """Raised by a query that needs a model the op does not have."""

    def __init__(self, interface: str, op_name: str):
        super().__init__(f"'{op_name}' has no {interface} model")
        self.interface = interface
        self.op_name = op_name


class ModelRegistry(Generic[ModelT]):
    """
    The models of one interface, by op name.

    A model is an object (usually without state) whose methods take the op as
    their first argument, like MLIR's external models.
    """

    interface: str
    """Name of the interface, used in error messages."""

    _models: dict[str, ModelT]

    def __init__(self, interface: str):
        self.interface = interface
        self._models = {}

    def register(self, op_name: str, model: ModelT, *, replace: bool = False) -> None:
        """
        Register `model` for ops named `op_name`. Registering a second model for
        a name raises `ValueError` unless `replace` is set.
        """
        ensure_builtin_models()
        if not replace and op_name in self._models:
            raise ValueError(
                f"'{op_name}' already has a {self.interface} model; "
                "pass replace=True to replace it"
            )
        self._models[op_name] = model

    def unregister(self, op_name: str) -> ModelT | None:
        """Remove the model of `op_name` and return it (None if there was none)."""
        ensure_builtin_models()
        return self._models.pop(op_name, None)

    @contextmanager
    def registered(self, op_name: str, model: ModelT) -> Generator[None]:
        """
        Register `model` for `op_name` for the duration of a `with` block, then
        restore the previous model (if any). Meant for tests.
        """
        ensure_builtin_models()
        previous = self._models.get(op_name)
        self._models[op_name] = model
        try:
            yield
        finally:
            if previous is None:
                self._models.pop(op_name, None)
            else:
                self._models[op_name] = previous

    def lookup(self, op: Operation | str) -> ModelT | None:
        """The model registered for `op` (or for the op name `op`), if any."""
        # `get_op_name` inlined: passes look models up several times per op.
        if isinstance(op, str):
            name = op
        else:
            name = op.name
            if name == _UNREGISTERED_NAME:
                name = get_op_name(op)
        model = self._models.get(name)
        if model is None and not _builtin_models_loaded[0]:
            ensure_builtin_models()
            model = self._models.get(name)
        return model

    def __contains__(self, op_name: str) -> bool:
        ensure_builtin_models()
        return op_name in self._models

    def op_names(self) -> tuple[str, ...]:
        """The op names that have a model, sorted."""
        ensure_builtin_models()
        return tuple(sorted(self._models))
