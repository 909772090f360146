"""The package's op classes read their named constructs through
`dialects/fast_accessors.py`: every read must give what xDSL's accessor
gives, on every op of the dialect tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from xdsl.dialects import memref as xdsl_memref
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.irdl.operations import BaseAccessor, BaseAttrAccessor

from tests.harness.dialect_corpus import dialect_test_modules, our_op_classes
from xdsl_bufferization.dialects.fast_accessors import install_fast_accessors


def _accessors(cls: type[Operation]) -> Iterator[tuple[str, Any]]:
    for name, value in vars(cls).items():
        if isinstance(value, BaseAccessor | BaseAttrAccessor):
            yield name, value


def _xdsl_read(accessor: Any, op: Operation) -> Any:
    # The base classes' `__get__` is xDSL's reading, with the same `index`.
    if isinstance(accessor, BaseAttrAccessor):
        return BaseAttrAccessor.__get__(accessor, op)  # pyright: ignore[reportUnknownMemberType]
    return BaseAccessor.__get__(accessor, op)  # pyright: ignore[reportUnknownMemberType]


def test_our_classes_have_direct_accessors() -> None:
    replaced = 0
    for cls in our_op_classes():
        for _, accessor in _accessors(cls):
            if type(accessor).__module__.startswith("xdsl_bufferization"):
                replaced += 1
    assert replaced > 300
    from xdsl_bufferization.dialects.memref import SubviewOp

    for name in ("source", "offsets", "sizes", "strides", "result"):
        assert type(vars(SubviewOp)[name]).__module__.endswith("fast_accessors")


def test_xdsl_classes_are_left_alone() -> None:
    before = dict(vars(xdsl_memref.SubviewOp))
    assert install_fast_accessors(xdsl_memref.SubviewOp) == 0
    assert dict(vars(xdsl_memref.SubviewOp)) == before


def test_installing_twice_replaces_nothing() -> None:
    from xdsl_bufferization.dialects.memref import CopyOp

    assert install_fast_accessors(CopyOp) == 0


def test_same_values_as_xdsl_on_the_dialect_tests() -> None:
    reads = 0
    for where, module in dialect_test_modules():
        for op in module.walk():
            if not isinstance(op, IRDLOperation):
                continue
            for name, accessor in _accessors(type(op)):
                try:
                    expected = _xdsl_read(accessor, op)
                except (KeyError, IndexError, AttributeError) as error:
                    expected = type(error)
                try:
                    actual = getattr(op, name)
                except (KeyError, IndexError, AttributeError) as error:
                    actual = type(error)
                assert type(actual) is type(expected), (where, op.name, name)
                if isinstance(expected, tuple | list):
                    assert tuple(actual) == tuple(expected), (where, op.name, name)  # pyright: ignore[reportUnknownArgumentType, reportArgumentType]
                else:
                    assert actual is expected, (where, op.name, name)
                reads += 1
    assert reads > 3000
