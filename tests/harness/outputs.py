"""What a program prints, made comparable, and checked.

Two normalisations, for two strengths of comparison:

- `hide_addresses`: only the buffer addresses of `printMemref*` headers
  (they depend on the allocator) are replaced; everything else, offsets and
  strides included, must match. The hand-written corpora use it.
- `hide_layouts`: the address, offset and strides of each header are
  dropped: a `bufferization.clone` of a strided view is a compact buffer, so
  two correct pipelines may print different layouts of the same values. The
  generated programs use it (their values are still compared, through the
  strides).
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

from tests.harness.tools import run_tool

_ADDRESS = re.compile(r"base@ = 0x[0-9a-f]+")
_MEMREF_HEADER = re.compile(
    r"^Unranked Memref base@ = 0x[0-9a-f]+ (rank = \d+) offset = \d+ "
    r"(sizes = \[[\d, ]*\]) strides = \[[\d, ]*\] data = $",
    re.M,
)


def hide_addresses(output: str) -> str:
    """The output with the addresses of `printMemref*` headers replaced."""
    return _ADDRESS.sub("base@ = <address>", output)


def hide_layouts(output: str) -> str:
    """The output without what the layout of a printed buffer may change:
    its address (allocation order), its offset and its strides."""
    return _MEMREF_HEADER.sub(r"Unranked Memref \1 \2 data = ", output)


def first_difference(expected: str, got: str) -> str:
    expected_lines, got_lines = expected.splitlines(), got.splitlines()
    for number, (a, b) in enumerate(zip(expected_lines, got_lines), 1):
        if a != b:
            return f"line {number}: expected {a!r}, got {b!r}"
    return f"expected {len(expected_lines)} line(s), got {len(got_lines)}"


def first_line(text: str | None) -> str:
    """The first non-blank line of a message, stripped."""
    lines = [line for line in (text or "").splitlines() if line.strip()]
    return lines[0].strip() if lines else "(no message)"


def filecheck(program: Path, output: str) -> str | None:
    """The complaint of `filecheck` about `output` against the CHECK lines
    of `program` (None: it passes)."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as stream:
        stream.write(output)
        name = stream.name
    try:
        process = run_tool("filecheck", str(program), "--input-file", name, timeout=60)
    finally:
        os.unlink(name)
    if process.returncode == 0:
        return None
    return (process.stdout + process.stderr)[-4000:]
