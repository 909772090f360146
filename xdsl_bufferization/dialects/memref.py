"""The `memref` dialect of MLIR 22 (placeholder: xDSL's ops, being completed)."""

from xdsl.dialects.memref import MemRef as _XdslMemRef
from xdsl.ir import Dialect

from xdsl_bufferization.dialects.memref_views import VIEW_OPS

MemRef = Dialect(
    "memref",
    [op for op in _XdslMemRef.operations if op not in VIEW_OPS] + VIEW_OPS,
    list(_XdslMemRef.attributes),
)
