#!/usr/bin/env python3
"""Print the table of docs/dialects.md: every op of our dialects and its class.

`python scripts/dialect_table.py > /tmp/t.md`; tests/pytest/test_docs_dialects.py
checks that docs/dialects.md holds exactly this table.
"""

from xdsl.dialects import arith, bufferization, func, memref, scf, tensor, vector
from xdsl.ir import Dialect

from xdsl_bufferization.dialects import get_all_dialects

XDSL_DIALECTS: dict[str, Dialect] = {
    "arith": arith.Arith,
    "bufferization": bufferization.Bufferization,
    "func": func.Func,
    "memref": memref.MemRef,
    "scf": scf.Scf,
    "tensor": tensor.Tensor,
    "vector": vector.Vector,
}

OWN_TABLES = ("linalg",)
"""Dialects documented by a table of their own (docs/linalg.md, made by
scripts/linalg_table.py)."""


SUBCLASS_REASONS = {"xdsl_bufferization.dialects.tensor_verified": "MLIR's verifier"}
"""What our subclasses of xDSL's classes change, by module (the others change
parsing and printing only)."""


def dialect_table() -> str:
    lines: list[str] = []
    for name, factory in get_all_dialects().items():
        if name in OWN_TABLES:
            continue
        xdsl_ops = {op.name: op for op in XDSL_DIALECTS[name].operations}
        lines += [f"### `{name}`", "", "| op | class |", "| --- | --- |"]
        for op in factory().operations:
            xdsl_op = xdsl_ops.get(op.name)
            if xdsl_op is None:
                kind = "ours (xDSL 0.74 has none)"
            elif xdsl_op is op:
                kind = "xDSL's"
            elif xdsl_op in op.__mro__:
                reason = SUBCLASS_REASONS.get(
                    op.__module__, "parsing and printing only"
                )
                kind = f"ours, subclass of xDSL's ({reason})"
            else:
                kind = "ours, virtual subclass of xDSL's"
            lines.append(f"| `{op.name}` | {kind}: `{op.__module__}.{op.__name__}` |")
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    print(dialect_table(), end="")
