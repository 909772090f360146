"""The first error a program gets from `mlir-opt` and from `xdsl-opt`.

For a differential test of diagnostics: `mlir_first_errors(programs)` runs
`mlir-opt` on many programs at once (`--split-input-file`, one process per
batch, one per program where MLIR crashes or where an error without a
location cannot be told apart) and `xdsl_first_error(program)` parses and
verifies one program in this process as `xdsl-opt` does, and shows the
error as `xdsl-opt` shows it. Each gives `FirstError(line, column, message)`
(line relative to the program, column 0 for `<unknown>` locations) or None
when the program is accepted.
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tests.fuzz.runner import mlir_opt

SEPARATOR = "// -----\n"
NAME = "input.mlir"


@dataclass(frozen=True)
class FirstError:
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"{self.line}:{self.column}: error: {self.message}"


_DIAGNOSTIC = re.compile(
    r"^(?:" + re.escape(NAME) + r":(\d+):(\d+)|<unknown>:0): error: (.*)$", re.M
)


def _run_mlir(
    programs: Sequence[str],
) -> tuple[int, list[str], list[tuple[int | None, str]]]:
    """mlir-opt on the programs: exit status, the output of each program
    (empty when it fails), and the errors in order as (program, message)
    (program None for `<unknown>` locations); lines in `message` are
    relative to the program."""
    found = mlir_opt()
    assert found is not None, "mlir-opt (../shared/tools/mlir-ref) is needed"
    binary, env = found
    starts: list[int] = []
    line = 1
    text = ""
    for program in programs:
        starts.append(line)
        text += program + SEPARATOR
        line += program.count("\n") + 1
    with tempfile.TemporaryDirectory(prefix="first_errors_") as directory:
        (Path(directory) / NAME).write_text(text)
        done = subprocess.run(
            [binary, "--split-input-file", "--allow-unregistered-dialect", NAME],
            capture_output=True,
            text=True,
            check=False,
            env=env,
            cwd=directory,
        )
    outputs = done.stdout.split("// -----")
    errors: list[tuple[int | None, str]] = []
    for match in _DIAGNOSTIC.finditer(done.stderr):
        if match.group(1) is None:
            errors.append((None, f"0:0:{match.group(3)}"))
            continue
        absolute = int(match.group(1))
        index = max(i for i, start in enumerate(starts) if start <= absolute)
        errors.append(
            (index, f"{absolute - starts[index] + 1}:{match.group(2)}:{match.group(3)}")
        )
    return done.returncode, outputs, errors


def _first(record: str) -> FirstError:
    line, column, message = record.split(":", 2)
    return FirstError(int(line), int(column), message)


def mlir_first_errors(programs: Sequence[str]) -> list[FirstError | None]:
    """The first error of each program under `mlir-opt` (None: accepted)."""
    status, outputs, errors = _run_mlir(programs)
    if status not in (0, 1) or len(outputs) != len(programs) + 1:
        # MLIR crashed on one of them: one process each.
        return [_mlir_alone(program) for program in programs]
    failed = [not outputs[i].strip() for i in range(len(programs))]
    result: list[FirstError | None] = [None] * len(programs)
    alone: set[int] = set()
    for position, (index, record) in enumerate(errors):
        if index is not None:
            if result[index] is None and index not in alone:
                result[index] = _first(record)
            continue
        # An error without a location: it belongs to a failing program
        # between the located errors around it.
        before = max((i for i, _ in errors[:position] if i is not None), default=0)
        after = min(
            (i for i, _ in errors[position + 1 :] if i is not None),
            default=len(programs) - 1,
        )
        for candidate in range(before, after + 1):
            if failed[candidate]:
                alone.add(candidate)
                result[candidate] = None
    for index in alone:
        result[index] = _mlir_alone(programs[index])
    for index, did_fail in enumerate(failed):
        if did_fail and result[index] is None and index not in alone:
            result[index] = _mlir_alone(programs[index])
    return result


def _mlir_alone(program: str) -> FirstError | None:
    status, _, errors = _run_mlir([program])
    if status == 0:
        return None
    if not errors:
        return FirstError(0, 0, f"mlir-opt exits with status {status}")
    return _first(errors[0][1])


@cache
def _context():
    from xdsl_bufferization.context import get_context

    return get_context()


_OURS = re.compile(r"^(?:" + re.escape(NAME) + r":(\d+):(\d+): )?error: (.*)$", re.M)


def xdsl_first_error(program: str) -> FirstError | None:
    """Parse and verify `program` as `xdsl-opt` does; its first error as
    `xdsl-opt` shows it (None: accepted)."""
    from xdsl_bufferization.diagnostics import describe_uncaught
    from xdsl_bufferization.source_locations import parse_module_text

    try:
        module = parse_module_text(_context(), program, NAME)
        module.verify()
    except Exception as error:  # shown as the command line tool shows it
        shown = describe_uncaught(error, error.__traceback__, "xdsl-opt")
        assert shown is not None
        match = _OURS.search(shown)
        if match is None:
            return FirstError(0, 0, shown.strip())
        return FirstError(
            int(match.group(1) or 0), int(match.group(2) or 0), match.group(3)
        )
    return None


__all__ = ["FirstError", "mlir_first_errors", "xdsl_first_error"]
