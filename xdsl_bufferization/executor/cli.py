"""`xdsl-bufferization-run`: run a program and check its memory."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from xdsl.utils.exceptions import ParseError

from xdsl_bufferization.diagnostics import format_internal_error, traceback_requested
from xdsl_bufferization.executor.errors import ExecutorError
from xdsl_bufferization.executor.runner import run

EXIT_OK = 0
EXIT_VIOLATION = 1
EXIT_ERROR = 2


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="xdsl-bufferization-run",
        description=(
            "Execute a memref- or tensor-level MLIR program, starting at a "
            "function without arguments, and check its memory: leaks, double "
            "and invalid frees, frees of allocas and globals, use after free, "
            "out-of-bounds accesses. Program output goes to stdout, the memory "
            "report to stderr. Exit status: 0 clean, 1 violation, 2 error."
        ),
    )
    parser.add_argument("file", help="the program ('-' for stdin)")
    parser.add_argument(
        "--entry", default="main", help="the function to run (default: main)"
    )
    parser.add_argument(
        "--report",
        choices=("text", "json"),
        default="text",
        help="format of the memory report on stderr (default: text)",
    )
    parser.add_argument(
        "--allow-unregistered-dialect",
        action="store_true",
        help="parse ops of unknown dialects (executed if the executor knows their name)",
    )
    options = parser.parse_args(argv)
    if options.file == "-":
        text = sys.stdin.read()
        file_name = "<stdin>"
    else:
        try:
            with open(options.file) as stream:
                text = stream.read()
        except OSError as exc:
            print(f"error: cannot read {options.file}: {exc.strerror}", file=sys.stderr)
            return EXIT_ERROR
        file_name = options.file
    try:
        result = run(
            text,
            options.entry,
            stdout=sys.stdout,
            file_name=file_name,
            allow_unregistered=options.allow_unregistered_dialect,
        )
    except ParseError as exc:
        sys.stdout.flush()
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except ExecutorError as exc:
        sys.stdout.flush()
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except Exception as exc:
        # A bug, not bad input: a message, not a traceback (unless asked for).
        if traceback_requested():
            raise
        sys.stdout.flush()
        sys.stderr.write(
            format_internal_error(exc, exc.__traceback__, "xdsl-bufferization-run")
        )
        return EXIT_ERROR
    if options.report == "json":
        print(result.report.to_json(), file=sys.stderr)
    else:
        print(result.report.to_text(), file=sys.stderr)
    return EXIT_OK if result.ok else EXIT_VIOLATION


if __name__ == "__main__":
    sys.exit(main())
