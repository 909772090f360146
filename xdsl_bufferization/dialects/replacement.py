"""
Our op classes that replace xDSL's: registered as virtual subclasses of
xDSL's classes, so `isinstance(op, <xDSL class>)` (and with it xDSL's patterns
and passes) accepts them, and dialects made of xDSL's ops with ours in their
place (docs/registration.md).
"""

import abc
from collections.abc import Iterable, Mapping
from typing import cast

from xdsl.dialect_interfaces import DialectInterface
from xdsl.ir import Attribute, Dialect, Operation

from xdsl_bufferization.dialects.fast_paths import install_fast_paths


def register_replacements(
    replaced: Iterable[tuple[type[Operation], type[Operation]]],
) -> None:
    """Register each of our classes as a virtual subclass of xDSL's class
    (pairs of (xDSL's class, ours))."""
    for xdsl_class, our_class in replaced:
        cast(abc.ABCMeta, xdsl_class).register(our_class)


def dialect_with_replacements(
    name: str,
    xdsl_dialect: Dialect,
    replaced: Mapping[type[Operation], type[Operation]],
    extra_ops: Iterable[type[Operation]] = (),
    attributes: Iterable[type[Attribute]] | None = None,
    interfaces: Iterable[DialectInterface] = (),
) -> Dialect:
    """
    The dialect `name`: the ops of `xdsl_dialect`, each replaced by ours where
    `replaced` (xDSL's class -> ours) says so, then `extra_ops`; the attributes
    of `xdsl_dialect` unless `attributes` are given. Registers the
    replacements (`register_replacements`); our op classes get their fast
    paths (`install_fast_paths`).
    """
    register_replacements(replaced.items())
    dialect = Dialect(
        name,
        [*(replaced.get(op, op) for op in xdsl_dialect.operations), *extra_ops],
        list(xdsl_dialect.attributes if attributes is None else attributes),
        list(interfaces),
    )
    return install_fast_paths(dialect)
