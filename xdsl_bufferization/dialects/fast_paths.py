"""
Where this package's dialects get their fast paths: each op class defined
here reads its named constructs directly (`fast_accessors`) and checks its
IRDL definition through a plan (`fast_verify`). docs/speed.md says why.
"""

from __future__ import annotations

from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation

from xdsl_bufferization.dialects.fast_accessors import install_fast_accessors
from xdsl_bufferization.dialects.fast_verify import install_fast_verifier


def install_fast_paths(dialect: Dialect) -> Dialect:
    """Direct accessors and planned verifiers on the op classes of `dialect`
    that this package defines (xDSL's own are left alone); returns
    `dialect`."""
    for op in dialect.operations:
        if issubclass(op, IRDLOperation):
            install_fast_accessors(op)
            install_fast_verifier(op)
    return dialect


__all__ = ["install_fast_paths"]
