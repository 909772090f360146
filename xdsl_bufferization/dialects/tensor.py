"""The `tensor` dialect: xDSL's ops plus the MLIR 22 ops One-Shot Bufferize needs
(placeholder: xDSL's ops, being completed)."""

from xdsl.dialects.tensor import Tensor as _XdslTensor
from xdsl.ir import Dialect

Tensor = Dialect("tensor", list(_XdslTensor.operations), list(_XdslTensor.attributes))
