#!/usr/bin/env python3
"""Print the table of docs/linalg.md: every linalg op of MLIR 22 and what we
support of it.

`python scripts/linalg_table.py` prints it, `python scripts/linalg_table.py
--write` writes it into docs/linalg.md (between the markers);
tests/pytest/test_linalg_table.py checks that the page holds exactly this
text. The columns come from the code: the op classes of our dialect, the
bufferization models and executor builders registered for each name, the
entries of the named-op table.
"""

import sys
from pathlib import Path

from xdsl.dialects.linalg import ops as xdsl_ops

from xdsl_bufferization.dialects.linalg import NAMED_OPS, Linalg
from xdsl_bufferization.dialects.linalg.spec import NamedOpSpec

DOC = Path(__file__).resolve().parents[1] / "docs" / "linalg.md"
START = "<!-- linalg-table-start -->"
END = "<!-- linalg-table-end -->"

HAND_WRITTEN = {
    "linalg.generic": "`{indexing_maps = ..., iterator_types = [...]} ins(...) outs(...) {body} -> types`",
    "linalg.map": "`{ op }`? `ins(...) outs(...)` then `(args) {body}` without `{ op }`",
    "linalg.reduce": "`{ op }`? `ins(...) outs(...) dimensions = [...]` (body as for map)",
    "linalg.transpose": "`ins(...) outs(...) permutation = [...]`",
    "linalg.broadcast": "`ins(...) outs(...) dimensions = [...]`",
    "linalg.elementwise": "`kind=#linalg.elementwise_kind<k> indexing_maps = [...]? {attrs}? ins(...) outs(...) -> types`",
    "linalg.contract": "`indexing_maps = [...] {cast = ...}? ins(...) outs(...) -> types`",
    "linalg.softmax": "`{attrs}? dimension(d) ins(...) outs(...) -> types`",
    "linalg.yield": "`linalg.yield %v : t`",
    "linalg.index": "`linalg.index d : index`",
}

NOT_SUPPORTED = {
    "linalg.pack": "relayout op (LinalgRelayoutOps.td), not structured",
    "linalg.unpack": "relayout op (LinalgRelayoutOps.td), not structured",
    "linalg.winograd_filter_transform": "not structured",
    "linalg.winograd_input_transform": "not structured",
    "linalg.winograd_output_transform": "not structured",
}
"""The ops of MLIR 22's linalg dialect we do not define (not structured ops;
parsing them is an error: 'not registered')."""


def _has_model(name: str) -> bool:
    from xdsl_bufferization.interfaces.bufferizable import bufferizable_op_names

    return name in bufferizable_op_names()


def _executes(name: str) -> bool:
    from xdsl_bufferization.executor import runner  # noqa: F401  (registers)
    from xdsl_bufferization.executor.compiler import OP_BUILDERS

    return name in OP_BUILDERS


def _xdsl_class(name: str) -> str:
    for candidate in vars(xdsl_ops).values():
        if getattr(candidate, "name", None) == name and isinstance(candidate, type):
            return f"`{candidate.__name__}`"
    return "none"


def _attributes(spec: NamedOpSpec) -> str:
    parts = [f"`{name}` ({default})" for name, default in spec.type_fn_attrs]
    parts += [f"`{a.name}` ({list(a.default)})" for a in spec.index_attrs]
    if spec.user_maps:
        parts.append("`indexing_maps` (the maps)")
    return ", ".join(parts) or "none"


def _generalization(name: str) -> str:
    if name == "linalg.fill_rng_2d":
        return "yes (MLIR also folds the body's constant casts)"
    if name == "linalg.generic":
        return "is the generic form"
    if name in ("linalg.softmax", "linalg.yield", "linalg.index"):
        return "not structured: stays"
    return "yes"


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def linalg_table() -> str:
    lines = [
        "### Named ops (the table)",
        "",
        "`ins(...)` with the inputs, `outs(...)` with the output; the loops "
        "index each operand as written (`[...]`: every loop, rank-polymorphic). "
        "Syntax: `linalg.<op> {attrs}? ins(...) outs(...) -> types` (the "
        "matmul family: `indexing_maps = [...]` first when not the default).",
        "",
        "| op | family | operands | attributes (default) | xDSL class | "
        "bufferization | executor | generalization |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for spec in NAMED_OPS:
        name = spec.op_name
        lines.append(
            f"| `{name}` | {spec.family} | `{spec.signature()}` | "
            f"{_attributes(spec)} | {_xdsl_class(name)} | {_yes(_has_model(name))} | "
            f"{_yes(_executes(name))} | {_generalization(name)} |"
        )
    lines += [
        "",
        "### Hand-written ops",
        "",
        "| op | syntax | xDSL class | bufferization | executor | generalization |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for op_class in Linalg.operations:
        name = op_class.name
        if name not in HAND_WRITTEN:
            continue
        executes = _executes(name) or name in ("linalg.yield", "linalg.index")
        model = (
            _has_model(name) if name not in ("linalg.yield", "linalg.index") else None
        )
        lines.append(
            f"| `{name}` | {HAND_WRITTEN[name]} | {_xdsl_class(name)} | "
            f"{'n/a (in a body)' if model is None else _yes(model)} | "
            f"{_yes(executes)} | {_generalization(name)} |"
        )
    lines += ["", "### Not defined", "", "| op | why |", "| --- | --- |"]
    lines += [f"| `{name}` | {why} |" for name, why in NOT_SUPPORTED.items()]
    return "\n".join(lines)


def main() -> None:
    table = linalg_table()
    if "--write" not in sys.argv:
        print(table)
        return
    doc = DOC.read_text()
    start = doc.index(START) + len(START)
    end = doc.index(END)
    DOC.write_text(doc[:start] + "\n" + table + "\n" + doc[end:])


if __name__ == "__main__":
    main()
