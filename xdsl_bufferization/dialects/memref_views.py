"""View-like ops of the `memref` dialect (placeholder: xDSL's ops, being completed).

Kept apart from `memref.py` because they share their offset/size/stride logic;
`xdsl_bufferization.dialects.memref` re-exports them and lists them in `MemRef`.
"""

from xdsl.dialects import memref as xdsl_memref
from xdsl.ir import Operation

VIEW_OPS: list[type[Operation]] = [
    xdsl_memref.SubviewOp,
    xdsl_memref.ReinterpretCastOp,
    xdsl_memref.ViewOp,
    xdsl_memref.CollapseShapeOp,
    xdsl_memref.ExpandShapeOp,
]
