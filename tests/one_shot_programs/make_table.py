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
        "| allocs run | copies run | alias checks | alias checks run | note |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
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
            dynamic = name.endswith("_run") or name == "alias_checks"
            if theirs is None or (not has_run and dynamic):
                return f"{mine} / -"
            other = getattr(theirs, name)
            mark = "" if mine == other else (" **<**" if mine < other else " **>**")
            return f"{mine} / {other}{mark}"

        note = harness.KNOWN_DIFFERENCES.get(c.name, c.mlir_error)
        note = note.replace("|", "\\|")
        cells = [
            c.name,
            f"`{c.options}`" if c.options else "",
            cell("allocations"),
            cell("copies"),
            cell("allocations_run"),
            cell("copies_run"),
            cell("alias_checks"),
            cell("alias_checks_run"),
            note,
        ]
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
