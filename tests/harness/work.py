"""How much work a piece of code does, counted rather than timed.

Scaling tests compare the work of a pass on inputs of two sizes. Wall or CPU
time varies with the machine's load (two cores shared by parallel test
workers, lit and pyright), so a timed bound either flakes or is too loose to
catch anything. The number of Python function calls made is the same from
run to run (up to the order of sets of IR objects) and grows with the
algorithm's complexity: a quadratic walk makes the large input's count grow
with the square of its size.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any


def calls_made(work: Callable[[], Any]) -> int:
    """The Python function calls (Python and built-in) `work()` makes."""
    count = 0

    def count_calls(frame: FrameType, event: str, arg: Any) -> None:
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    previous = sys.getprofile()
    sys.setprofile(count_calls)
    try:
        work()
    finally:
        sys.setprofile(previous)
    return count
