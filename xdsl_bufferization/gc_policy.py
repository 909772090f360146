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

Under the policy, the objects alive when the first pass the user asked for
starts (the parsed module, the context, the loaded dialects: long-lived by
then) are also frozen (`gc.freeze`) until the run ends
(`freeze_long_lived`). Young collections then promote what the passes keep,
and the collections of older generations scan only that, not the whole
input again: at 1,000 functions they cost the main job 1.2 s, against 0.13 s
for parsing and printing the same module. Garbage among the frozen objects
(the input's ops the passes erase) is freed when the run ends, not before:
peak memory grows by a few percent.

- `xdsl-opt` and our command line tools: `install_cli_gc_policy` (called
  when this package registers with xDSL) sets the thresholds once for the
  whole process, and restores the previous ones (and unfreezes) at exit.
- Python users: `relaxed_collection()` around a pipeline does the same for
  its duration. The passes only call `freeze_long_lived`, which does nothing
  outside the policy, or when anything is frozen already (by the user, e.g.
  a server that forks workers, whose frozen objects we must not unfreeze).
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
        _ACTIVE.append(True)
        gc.set_threshold(*RELAXED_THRESHOLDS)
        atexit.register(_restore, previous)
    return True


def _restore(previous: tuple[int, int, int]) -> None:
    gc.set_threshold(*previous)
    _unfreeze()


_ACTIVE: list[bool] = []
"""One entry per policy in force (the command line's, `relaxed_collection`
blocks): whether `freeze_long_lived` may freeze."""

_FROZE: list[bool] = []
"""Set while objects are frozen by `freeze_long_lived`."""


def freeze_long_lived() -> None:
    """Under the policy, the first time in a run: freeze every object alive
    (the collector ignores them until the run ends). Called by our passes
    when they start; does nothing outside the policy, after the first time,
    or if anything is frozen already."""
    if not _ACTIVE or _FROZE or gc.get_freeze_count():
        return
    gc.freeze()
    _FROZE.append(True)


def _unfreeze() -> None:
    if _FROZE:
        _FROZE.clear()
        gc.unfreeze()


@contextmanager
def relaxed_collection() -> Generator[None]:
    """The policy for the duration of a `with` block (e.g. a pass pipeline
    run from Python); the previous thresholds are restored after it, and
    what the passes froze is unfrozen."""
    previous = gc.get_threshold()
    gc.set_threshold(*RELAXED_THRESHOLDS)
    outermost = not _ACTIVE
    _ACTIVE.append(True)
    try:
        yield
    finally:
        _ACTIVE.pop()
        if outermost:
            _unfreeze()
        gc.set_threshold(*previous)
