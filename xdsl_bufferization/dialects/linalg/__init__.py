"""The `linalg` dialect of MLIR 22.

- `table.py`: every named structured op (the OpDSL ops and the matmul
  family) as data; `spec.py` says what an entry holds, `scalar.py` holds the
  scalar body and builds it as arith/math ops.
- `structured.py`: the shared syntax, verifiers and memory effects of the
  structured ops, and `NamedStructuredOp`, the one class every table entry
  specializes.
- `generic.py` (`generic`, `yield`, `index`), `map_reduce.py` (`map`,
  `reduce`, `transpose`, `broadcast`), `elementwise.py` (`elementwise`,
  `contract`), `softmax.py`: the hand-written ops.

Where xDSL 0.74 has a class for an op, ours is registered as its virtual
subclass (docs/registration.md), so xDSL's passes keep matching it.
"""

from __future__ import annotations

from xdsl.dialects.linalg import abstract_ops as xdsl_abstract
from xdsl.dialects.linalg import ops as xdsl_ops
from xdsl.ir import Dialect

from xdsl_bufferization.dialects.fast_paths import install_fast_paths
from xdsl_bufferization.dialects.linalg.attrs import (
    BinaryFnAttr,
    ElementwiseKindAttr,
    IteratorTypeAttr,
    TernaryFnAttr,
    TypeFnAttr,
    UnaryFnAttr,
)
from xdsl_bufferization.dialects.linalg.elementwise import ContractOp, ElementwiseOp
from xdsl_bufferization.dialects.linalg.generic import GenericOp, IndexOp, YieldOp
from xdsl_bufferization.dialects.linalg.map_reduce import (
    BroadcastOp,
    MapOp,
    ReduceOp,
    TransposeOp,
)
from xdsl_bufferization.dialects.linalg.softmax import SoftmaxOp
from xdsl_bufferization.dialects.linalg.spec import NamedOpSpec
from xdsl_bufferization.dialects.linalg.structured import (
    NAMED_OP_CLASSES,
    NamedStructuredOp,
    define_named_ops,
)
from xdsl_bufferization.dialects.linalg.table import NAMED_OPS, SPECS_BY_NAME


def _register_with_xdsl(spec: NamedOpSpec, op_class: type[NamedStructuredOp]) -> None:
    if spec.xdsl_class is not None:
        getattr(xdsl_ops, spec.xdsl_class).register(op_class)


NAMED_OP_CLASS_LIST = define_named_ops(NAMED_OPS, _register_with_xdsl)

HAND_WRITTEN_OPS = (
    GenericOp,
    YieldOp,
    IndexOp,
    MapOp,
    ReduceOp,
    TransposeOp,
    BroadcastOp,
    ElementwiseOp,
    ContractOp,
    SoftmaxOp,
)

STRUCTURED_OP_NAMES: tuple[str, ...] = (
    "linalg.generic",
    "linalg.map",
    "linalg.reduce",
    "linalg.transpose",
    "linalg.broadcast",
    "linalg.elementwise",
    "linalg.contract",
    *(spec.op_name for spec in NAMED_OPS),
)
"""Every destination-style op with a body (what bufferizes as a linalg op)."""

DESTINATION_STYLE_OP_NAMES = (*STRUCTURED_OP_NAMES, "linalg.softmax")

Linalg = install_fast_paths(
    Dialect(
        "linalg",
        [*HAND_WRITTEN_OPS, *NAMED_OP_CLASS_LIST],
        [
            IteratorTypeAttr,
            TypeFnAttr,
            UnaryFnAttr,
            BinaryFnAttr,
            TernaryFnAttr,
            ElementwiseKindAttr,
        ],
    )
)

__all__ = [
    "DESTINATION_STYLE_OP_NAMES",
    "NAMED_OPS",
    "NAMED_OP_CLASSES",
    "SPECS_BY_NAME",
    "STRUCTURED_OP_NAMES",
    "BroadcastOp",
    "ContractOp",
    "ElementwiseOp",
    "GenericOp",
    "IndexOp",
    "Linalg",
    "MapOp",
    "NamedStructuredOp",
    "ReduceOp",
    "SoftmaxOp",
    "TransposeOp",
    "YieldOp",
    "xdsl_abstract",
]
