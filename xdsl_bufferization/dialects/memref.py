"""The `memref` dialect of MLIR 22 (placeholder: xDSL's ops, being completed)."""

from xdsl.dialects.memref import MemRef as _XdslMemRef
from xdsl.ir import Dialect

MemRef = Dialect("memref", list(_XdslMemRef.operations), list(_XdslMemRef.attributes))
