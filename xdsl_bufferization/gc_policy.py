"""How often Python's cycle collector runs while our passes work: one policy
for a whole run (docs/speed.md, "Garbage collection").

IR is a web of reference cycles (ops, blocks, regions and values point at
each other), and passes allocate many small objects, each allocation counting
towards the collector's thresholds. With Python's defaults (700, 10, 10) the
collector runs every 700 allocations, and a full collection, which scans
every object alive (the module, the context, every loaded dialect), whenever
the heap has grown by a quarter: on the main job at 500 functions, 0.9 s of
13.6 s of CPU time, 0.7 s of it in five full collections.

`RELAXED_THRESHOLDS` makes young collections rarer (every 50,000
allocations) and full ones practically never happen during a run: IR garbage
is mostly collected young or freed by reference counting (passes erase ops
explicitly), so the peak memory does not change measurably.

- `xdsl-opt` and our command line tools: `install_cli_gc_policy` (called
  when this package registers with xDSL) sets the thresholds once for the
  whole process, and restores the previous ones at exit.
- Python users: `relaxed_collection()` around a pipeline does the same for
  its duration. The passes themselves never change the collector's settings.
"""

from __future__ import annotations

import atexit
import gc
import os
import sys
from collections.abc import Generator
from contextlib import contextmanager

from xdsl_bufferization.diagnostics import _CLI_PROGRAMS

RELAXED_THRESHOLDS = (50_000, 20, 20)
"""`gc.set_threshold` arguments of the policy (generation 0, 1, 2)."""

_INSTALLED: list[tuple[int, int, int]] = []
"""The thresholds before `install_cli_gc_policy`, once it installed the policy."""


def install_cli_gc_policy(argv0: str | None = None) -> bool:
    """
    In xDSL's command line tools (and ours), relax the collector's thresholds
    for the rest of the process and restore the previous ones at exit.
    Idempotent. Returns whether the policy is installed.
    """
    if argv0 is None:
        argv0 = sys.argv[0] if sys.argv else ""
    if os.path.basename(argv0) not in _CLI_PROGRAMS:
        return False
    if not _INSTALLED:
        previous = gc.get_threshold()
        _INSTALLED.append(previous)
        gc.set_threshold(*RELAXED_THRESHOLDS)
        atexit.register(_restore, previous)
    return True


def _restore(previous: tuple[int, int, int]) -> None:
    gc.set_threshold(*previous)


@contextmanager
def relaxed_collection() -> Generator[None]:
    """The policy for the duration of a `with` block (e.g. a pass pipeline
    run from Python); the previous thresholds are restored after it."""
    previous = gc.get_threshold()
    gc.set_threshold(*RELAXED_THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*previous)
