"""
Print or rewrite the cost tables of the docs: per hand-written program, our
pipeline's allocations, copies, clones and alias checks against MLIR 22's.

    python -m scripts.cost_tables dealloc            # print the table
    python -m scripts.cost_tables one-shot --write   # update the document
    python -m scripts.cost_tables all --write

| name | programs | document |
| --- | --- | --- |
| `dealloc` | tests/dealloc_programs | docs/buffer_deallocation.md |
| `one-shot` | tests/one_shot_programs | docs/one_shot_bufferize.md |
| `module` | tests/module_programs | docs/module_bufferization_costs.md |

A table sits between the `<!-- cost table -->` markers of its document
(`tests.harness.documents`); the tests of each corpus fail when it is stale.
Run from the repository root (the test helpers are the `tests` package).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

try:
    from tests.harness import dealloc_programs, module_programs, one_shot_programs
    from tests.harness.documents import write_table
except ModuleNotFoundError as error:  # run as a file: the root is not on the path
    raise SystemExit(
        f"{error}: run `python -m scripts.cost_tables` from the repository root"
    ) from error

TABLES: dict[str, tuple[Path, Callable[[], str]]] = {
    "dealloc": (dealloc_programs.DOCUMENT, dealloc_programs.cost_table),
    "one-shot": (one_shot_programs.DOCUMENT, one_shot_programs.cost_table),
    "module": (module_programs.DOCUMENT, module_programs.cost_table),
}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=(__doc__ or "").strip().split("\n\n")[0]
    )
    parser.add_argument("table", choices=[*TABLES, "all"])
    parser.add_argument(
        "--write", action="store_true", help="update the document in place"
    )
    args = parser.parse_args()
    names = list(TABLES) if args.table == "all" else [args.table]
    for name in names:
        document, build = TABLES[name]
        table = build()
        if args.write:
            write_table(document, table)
        else:
            print(table)


if __name__ == "__main__":
    main()
