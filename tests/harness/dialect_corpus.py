"""The ops of the dialect tests (`tests/filecheck/dialects/`), parsed, and
the op classes this package defines: what the fast-path tests compare
against xDSL."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError, VerifyException

from xdsl_bufferization.context import get_context
from xdsl_bufferization.dialects import get_all_dialects

CORPUS = Path(__file__).resolve().parents[1] / "filecheck" / "dialects"


def our_op_classes() -> Iterator[type[IRDLOperation]]:
    """The IRDL op classes of every dialect we register that this package
    defines."""
    for factory in get_all_dialects().values():
        for op in factory().operations:
            if op.__module__.startswith("xdsl_bufferization") and issubclass(
                op, IRDLOperation
            ):
                yield op


def dialect_test_modules() -> Iterator[tuple[str, Operation]]:
    """Each chunk of the dialect tests that parses and verifies, named
    `file#chunk`."""
    for path in sorted(CORPUS.rglob("*.mlir")):
        for index, chunk in enumerate(path.read_text().split("// -----")):
            try:
                module = Parser(
                    get_context(allow_unregistered=True), chunk, str(path)
                ).parse_module()
            except (ParseError, VerifyException):
                continue
            yield f"{path.relative_to(CORPUS)}#{index}", module
