"""Dialects of this package.

Each factory returns the complete MLIR 22 dialect: xDSL's op classes where they
are right, ours where xDSL's class is missing or wrong (see docs/registration.md).
"""

from collections.abc import Callable

from xdsl.ir import Dialect


def get_all_dialects() -> dict[str, Callable[[], Dialect]]:
    """Factories of the dialects this package defines or completes, by name."""

    def get_arith() -> Dialect:
        from xdsl_bufferization.dialects.arith import Arith

        return Arith

    def get_bufferization() -> Dialect:
        from xdsl_bufferization.dialects.bufferization import Bufferization

        return Bufferization

    def get_func() -> Dialect:
        from xdsl_bufferization.dialects.func import Func

        return Func

    def get_linalg() -> Dialect:
        from xdsl_bufferization.dialects.linalg import Linalg

        return Linalg

    def get_memref() -> Dialect:
        from xdsl_bufferization.dialects.memref import MemRef

        return MemRef

    def get_scf() -> Dialect:
        from xdsl_bufferization.dialects.scf import Scf

        return Scf

    def get_tensor() -> Dialect:
        from xdsl_bufferization.dialects.tensor import Tensor

        return Tensor

    def get_vector() -> Dialect:
        from xdsl_bufferization.dialects.vector import Vector

        return Vector

    return {
        "arith": get_arith,
        "bufferization": get_bufferization,
        "func": get_func,
        "linalg": get_linalg,
        "memref": get_memref,
        "scf": get_scf,
        "tensor": get_tensor,
        "vector": get_vector,
    }
