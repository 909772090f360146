"""
Make xDSL's interpreter (`xdsl-run`, `xdsl.interpreters`) run our op classes.

xDSL's `Interpreter` finds the implementation of an op by its exact class
(`type(op)`), not with `isinstance`. Our `bufferization`, `memref`, `scf` and
`tensor` op classes are virtual subclasses of xDSL's (docs/registration.md), so
without help `xdsl-run` reports "Could not find interpretation function for op
scf.if" on any program that uses them.

Each of xDSL's `InterpreterFunctions` classes keeps, once `@register_impls` has
run, a table from op class to implementation (what `Interpreter.
register_implementations` copies). `register_xdsl_interpreter_implementations`
adds, next to every entry for an xDSL op class that one of ours replaces, the
same implementation for our class. Our classes keep xDSL's accessor names, so
xDSL's implementations work on them unchanged. Nothing else in xDSL changes.

Importing `xdsl.interpreters` costs about 0.4 s, so the plugin does this only
when xDSL's interpreter is already loaded (as in `xdsl-run`, which imports it
before it loads the plugins); a Python program that imports it later calls
`register_xdsl_interpreter_implementations()` itself.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any, cast

from xdsl.ir import Operation

_REGISTERED: set[type[Any]] = set()
"""The `InterpreterFunctions` classes whose tables already hold our classes."""

_TABLE_KEYS = ("__impl_dict", "__callable_impl_dict")
"""The tables, by op class, that `xdsl.interpreter.register_impls` sets on a
functions class (op implementations, and those of callable ops)."""


def our_replacement_classes() -> dict[str, type[Operation]]:
    """Our op classes that stand for a different xDSL class, by op name."""
    from xdsl_bufferization.dialects import get_all_dialects

    classes: dict[str, type[Operation]] = {}
    for factory in get_all_dialects().values():
        for op_class in factory().operations:
            classes[op_class.name] = op_class
    return classes


def _functions_classes(root: type[Any]) -> Iterator[type[Any]]:
    """`root` and every class derived from it that is loaded now."""
    seen: set[type[Any]] = set()
    stack = [root]
    while stack:
        current = stack.pop()
        if current in seen:
            continue
        seen.add(current)
        yield current
        stack.extend(current.__subclasses__())


def _add_our_classes(
    table: dict[type[Operation], Any], ours: dict[str, type[Operation]]
) -> None:
    for op_class, implementation in list(table.items()):
        name = getattr(op_class, "name", None)
        our_class = ours.get(name) if isinstance(name, str) else None
        if (
            our_class is not None
            and our_class is not op_class
            and issubclass(our_class, op_class)
        ):
            table.setdefault(our_class, implementation)


def register_xdsl_interpreter_implementations() -> None:
    """
    Give our op classes the implementations xDSL's interpreter has for the
    xDSL classes they replace, in every `InterpreterFunctions` class loaded
    now (xDSL's and users'). Idempotent.
    """
    from importlib import import_module

    from xdsl.interpreter import InterpreterFunctions

    import_module("xdsl.interpreters")  # loads xDSL's functions classes

    ours = our_replacement_classes()
    for functions in _functions_classes(InterpreterFunctions):
        if functions in _REGISTERED:
            continue
        found = False
        for key in _TABLE_KEYS:
            # Set by `@register_impls` on the class itself (not inherited).
            table = functions.__dict__.get(key)
            if isinstance(table, dict):
                found = True
                _add_our_classes(cast(dict[type[Operation], Any], table), ours)
        if found:
            _REGISTERED.add(functions)


def register_if_interpreter_loaded() -> bool:
    """At plugin load: register when xDSL's interpreter is already imported
    (`xdsl-run`); returns whether it did."""
    if "xdsl.interpreters" not in sys.modules:
        return False
    register_xdsl_interpreter_implementations()
    return True


__all__ = [
    "our_replacement_classes",
    "register_if_interpreter_loaded",
    "register_xdsl_interpreter_implementations",
]
