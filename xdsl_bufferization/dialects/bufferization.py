"""The `bufferization` dialect of MLIR 22 (placeholder: xDSL's ops, being completed)."""

from xdsl.dialects.bufferization import Bufferization as _XdslBufferization
from xdsl.ir import Dialect

Bufferization = Dialect(
    "bufferization",
    list(_XdslBufferization.operations),
    list(_XdslBufferization.attributes),
)
