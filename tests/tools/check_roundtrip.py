#!/usr/bin/env python3
"""Round trip a test file through MLIR 22 (`mlir-ref mlir-opt`) and xDSL.

For every chunk of FILE (split on `// -----`):

1. `mlir-opt` prints it pretty (A) and generic (G).
2. xDSL, with this package's context, parses A and prints it pretty (B) and
   generic (D); it parses G and prints it pretty (C).
3. `mlir-opt` parses B, C and D; each must print the same generic IR as G.
4. The lines of B that hold an op of a checked dialect (default: bufferization,
   memref, scf) must equal the same lines of A, up to SSA value and block names:
   xDSL prints MLIR's exact syntax for those ops.

Exits 1 with a report on the first difference. Used by lit tests:
`// RUN: python %S/../../tools/check_roundtrip.py %s`.
"""

import argparse
import os
import re
import subprocess
import sys
from io import StringIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MLIR_REF = Path(
    os.environ.get("MLIR_REF", ROOT.parent / "shared" / "tools" / "mlir-ref")
)
SEPARATOR = "// -----"


def run_mlir_opt(text: str, *flags: str) -> list[str]:
    proc = subprocess.run(
        [
            str(MLIR_REF),
            "mlir-opt",
            "--split-input-file",
            "--mlir-print-local-scope",
            *flags,
            "-",
        ],
        input=text,
        capture_output=True,
        text=True,
    )
    if proc.returncode != 0:
        raise RuntimeError(
            f"mlir-opt {' '.join(flags)} failed:\n{proc.stderr}\ninput:\n{text}"
        )
    return [c.strip() + "\n" for c in proc.stdout.split(SEPARATOR)]


def xdsl_print(text: str, generic: bool) -> str:
    return xdsl_prints(text, (generic,))[0]


def xdsl_prints(text: str, forms: tuple[bool, ...] = (False, True)) -> list[str]:
    """`text` parsed (and verified) once by xDSL, printed in each form
    (generic or not)."""
    from xdsl.parser import Parser
    from xdsl.printer import Printer

    from xdsl_bufferization.context import get_context

    module = Parser(get_context(), text).parse_module()
    module.verify()
    printed: list[str] = []
    for generic in forms:
        out = StringIO()
        Printer(stream=out, print_generic_format=generic).print_op(module)
        printed.append(out.getvalue().strip() + "\n")
    return printed


_NAME = re.compile(r"([%^])([A-Za-z0-9_$.\-]+)(#\d+)?")


_RESULT_GROUP = re.compile(r"^(\s*)%([A-Za-z0-9_$.\-]+):(\d+) = ", re.MULTILINE)


def expand_result_groups(text: str) -> str:
    """
    Write MLIR's result groups (`%0:2 = `, used as `%0#0`, `%0#1`) as the list
    of their results (`%0#0, %0#1 = `), the way xDSL prints several results.
    """

    def expand(m: re.Match[str]) -> str:
        count = int(m.group(3))
        results = ", ".join(f"%{m.group(2)}#{i}" for i in range(count))
        return f"{m.group(1)}{results} = "

    return _RESULT_GROUP.sub(expand, text)


def canonical_names(text: str) -> str:
    """Rename SSA values and blocks by order of first appearance."""
    text = expand_result_groups(text)
    names: dict[str, str] = {}

    def rename(m: re.Match[str]) -> str:
        key = m.group(0)
        if key not in names:
            names[key] = f"{m.group(1)}{'v' if m.group(1) == '%' else 'bb'}{len(names)}"
        return names[key]

    return _NAME.sub(rename, text)


def op_lines(text: str, dialects: tuple[str, ...]) -> list[str]:
    pattern = re.compile(
        r"^\s*(?:%[^=]*=\s*)?(?:" + "|".join(re.escape(d) for d in dialects) + r")\.\w"
    )
    return [line.strip() for line in text.splitlines() if pattern.match(line)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument(
        "--dialects",
        default="bufferization,memref,scf",
        help="dialects whose ops must print exactly as mlir-opt prints them",
    )
    parser.add_argument(
        "--no-exact",
        action="store_true",
        help="only check that the IR means the same (step 3), not the text (step 4)",
    )
    args = parser.parse_args()
    dialects = tuple(args.dialects.split(","))
    source = Path(args.file).read_text()
    pretty = run_mlir_opt(source)
    generic = run_mlir_opt(source, "--mlir-print-op-generic")

    candidates: list[tuple[str, int, str]] = []
    failures: list[str] = []
    for i, (a, g) in enumerate(zip(pretty, generic, strict=True)):
        try:
            b, d = xdsl_prints(a)
            c = xdsl_print(g, generic=False)
        except Exception as e:  # report every chunk, not just the first
            failures.append(
                f"chunk {i}: xDSL failed on mlir-opt's output:\n{e}\n--- input:\n{a}"
            )
            continue
        candidates += [("pretty", i, b), ("generic", i, d), ("from-generic", i, c)]
        if not args.no_exact:
            # Names are compared line by line: MLIR reuses names in sibling
            # regions (`%arg5` in two loops) where xDSL makes them unique
            # (`%arg5_1`); step 3 checks that the values are the right ones.
            expected = [canonical_names(x) for x in op_lines(a, dialects)]
            actual = [canonical_names(x) for x in op_lines(b, dialects)]
            if expected != actual:
                diff = (
                    "\n".join(
                        f"  mlir: {e}\n  xdsl: {x}"
                        for e, x in zip(expected, actual)
                        if e != x
                    )
                    or f"  mlir has {len(expected)} op lines, xdsl has {len(actual)}"
                )
                failures.append(
                    f"chunk {i}: xDSL prints differently:\n{diff}\n--- xdsl:\n{b}"
                )

    if candidates:
        joined = f"\n{SEPARATOR}\n".join(text for _, _, text in candidates)
        reparsed = run_mlir_opt(joined, "--mlir-print-op-generic")
        for (kind, i, text), again in zip(candidates, reparsed, strict=True):
            if again != generic[i]:
                failures.append(
                    f"chunk {i}: xDSL's {kind} output means different IR to mlir-opt\n"
                    f"--- xdsl printed:\n{text}\n--- mlir-opt reads it as:\n{again}"
                    f"--- expected:\n{generic[i]}"
                )
    if failures:
        sys.stderr.write("\n".join(failures) + "\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
