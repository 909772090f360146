"""The `scf` dialect of MLIR 22 (placeholder: xDSL's ops, being completed)."""

from xdsl.dialects.scf import Scf as _XdslScf
from xdsl.ir import Dialect

Scf = Dialect("scf", list(_XdslScf.operations), list(_XdslScf.attributes))
