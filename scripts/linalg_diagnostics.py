#!/usr/bin/env python3
"""Our first error against `mlir-opt`'s on every malformed linalg op.

    python -m scripts.linalg_diagnostics          # the figures per verdict
    python -m scripts.linalg_diagnostics --show   # and every difference

The variants are those of tests/tools/linalg_malformed.py (the pytest
test_linalg_malformed.py checks ours alone: located, no traceback). This
script also runs `mlir-opt` (../shared/tools/mlir-ref) on all of them, a few
minutes on a busy 2-core machine (one process per variant where MLIR
crashes), and sorts them: both accept, same error at the same place, same
message elsewhere, another message, or a different verdict. Exits 1 on a
different verdict (one side accepts what the other rejects).
"""

from __future__ import annotations

import argparse
import collections
import sys

from tests.tools.first_errors import mlir_first_errors, xdsl_first_error
from tests.tools.linalg_malformed import all_forms, malformed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--show", action="store_true", help="print each difference")
    args = parser.parse_args()
    variants = [item for form in all_forms() for item in malformed(form)]
    ours = [xdsl_first_error(program) for _, program in variants]
    theirs = mlir_first_errors([program for _, program in variants])
    verdicts: collections.Counter[str] = collections.Counter()
    for (label, _), our, their in zip(variants, ours, theirs, strict=True):
        if our is None or their is None:
            verdict = (
                "both accept" if our is None and their is None else "different verdict"
            )
        elif our == their:
            verdict = "same error"
        elif our.message == their.message:
            verdict = "same message, other place"
        else:
            verdict = "other message"
        verdicts[verdict] += 1
        if args.show and verdict not in ("both accept", "same error"):
            print(f"{label}: {verdict}\n  mlir-opt: {their}\n  xdsl-opt: {our}")
    for verdict, count in verdicts.most_common():
        print(f"{count:6d}  {verdict}")
    return 1 if verdicts["different verdict"] else 0


if __name__ == "__main__":
    sys.exit(main())
