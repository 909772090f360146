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


def dialect_table() -> str:
    lines: list[str] = []
    for name, factory in get_all_dialects().items():
        xdsl_ops = {op.name: op for op in XDSL_DIALECTS[name].operations}
        lines += [f"### `{name}`", "", "| op | class |", "| --- | --- |"]
        for op in factory().operations:
            xdsl_op = xdsl_ops.get(op.name)
            if xdsl_op is None:
                kind = "ours (xDSL 0.74 has none)"
            elif xdsl_op is op:
                kind = "xDSL's"
            elif xdsl_op in op.__mro__:
                kind = "ours, subclass of xDSL's (parsing and printing only)"
            else:
                kind = "ours, virtual subclass of xDSL's"
            lines.append(f"| `{op.name}` | {kind}: `{op.__module__}.{op.__name__}` |")
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    print(dialect_table(), end="")
