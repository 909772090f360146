"""
Print the table of docs/one_shot_bufferize.md: per program, our and MLIR 22's
allocations and copies (static after One-Shot Bufferize / executed after
MLIR's deallocation pipeline), and whether they differ.

    python tests/one_shot_programs/make_table.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import osb_harness as harness  # pyright: ignore[reportMissingImports]


def main() -> None:
    print(
        "| program | options | allocs (ours / MLIR) | copies (ours / MLIR) "
        "| allocs run | copies run | note |"
    )
    print("|---|---|---|---|---|---|---|")
    for path in harness.programs():
        c = harness.compare(path, with_mlir=harness.mlir_available())
        ours = c.ours.metrics
        theirs = c.mlir.metrics if c.mlir is not None else c.mlir_static

        def cell(
            name: str,
            ours: harness.Metrics = ours,
            theirs: harness.Metrics | None = theirs,
            has_run: bool = c.mlir is not None,
        ) -> str:
            mine = getattr(ours, name)
            if theirs is None or (not has_run and name.endswith("_run")):
                return f"{mine} / -"
            other = getattr(theirs, name)
            mark = "" if mine == other else (" **<**" if mine < other else " **>**")
            return f"{mine} / {other}{mark}"

        note = c.mlir_error
        if "inconsistent analysis state" in note:
            note = "mlir-opt aborts (assertion: inconsistent analysis state)"
        elif "Only structured control-flow loops" in note:
            note = "MLIR's deallocation pipeline rejects the cf loop"
        note = note.replace("|", "\\|")[:100]
        cells = [
            c.name,
            f"`{c.options}`" if c.options else "",
            cell("allocations"),
            cell("copies"),
            cell("allocations_run"),
            cell("copies_run"),
            note,
        ]
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
