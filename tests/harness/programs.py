"""The program folders under tests/ (data only: one `.mlir` program per file)
and the directives their comments carry.

| folder | what | run by |
| --- | --- | --- |
| `dealloc_programs/` | memref programs without deallocations | `dealloc_programs.py` |
| `one_shot_programs/` | tensor programs, One-Shot Bufferize | `one_shot_programs.py` |
| `module_programs/` | tensor modules with calls | `module_programs.py` |
| `integration/` | MLIR-style integration tests with CHECK lines | `integration.py` |
| `executor_programs/` | executor programs, checked against `mlir-runner` | `tests/pytest/test_executor_mlir_runner.py` |

Directives are comment lines `// NAME: value`: `OPTIONS` (pass options),
`PREPROCESS` (passes run first), `MLIR-FAILS` and `KNOWN-FAILURE` (the
integration corpus); each module that reads one says what it means.
"""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
ROOT = TESTS.parent
DOCS = ROOT / "docs"

DEALLOC_PROGRAMS = TESTS / "dealloc_programs"
ONE_SHOT_PROGRAMS = TESTS / "one_shot_programs"
MODULE_PROGRAMS = TESTS / "module_programs"
INTEGRATION_PROGRAMS = TESTS / "integration"
EXECUTOR_PROGRAMS = TESTS / "executor_programs"


def program_paths(folder: Path) -> list[Path]:
    """The programs of a folder, sorted by name."""
    return sorted(folder.glob("*.mlir"))


def directive(text: str, name: str) -> str | None:
    """The value of the first `// name: value` line of a program (None if
    there is none, or if it is empty)."""
    match = re.search(rf"^// {re.escape(name)}:(.*)$", text, re.M)
    value = match.group(1).strip() if match else ""
    return value or None


def options_of(text: str) -> str:
    """The pass options a program asks for (`// OPTIONS: ...`), or ''."""
    return directive(text, "OPTIONS") or ""
